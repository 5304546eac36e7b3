"""The answer to "what do you remember about me?": read from the store and P_t, never
paraphrased by a model (an invented preference here would be the worst answer a memory demo
can give). Long-term entries by where they hold (everywhere first, then each domain), what
is never shown marked, then what this session has said that the curator has not kept yet."""
from __future__ import annotations

from itertools import groupby
from typing import Sequence

from agent.engines.offline_answer import word_in
from agent.engines.offline_lexicon import lexicon
from agent.schemas import AnswerOutput
from memory.domains import Domain
from memory.models import Constraint, Polarity, PreferenceEntry, SessionState

_ORDER = {domain: -1 if domain == Domain.GLOBAL else i for i, domain in enumerate(Domain)}
_TEXT = {
    "en": {"intro": "Here is what I remember about you.", "none": "I don't remember any "
           "preferences of yours yet: tell me what you like or avoid while you shop, and when "
           "the session ends I keep what lasts.", "everywhere": "Everywhere", "no": "no {}",
           "like": "you like {}", "never": "{} (never shown)", "join": ", ", "part": "; ",
           "session": "This session so far: {}", "pending": " (kept when the session ends).",
           "only": "{} (this session only)", "fine": "{} is fine again", "fine_all": "{} are fine again", "global": " (everywhere)", "end": "You can change or delete any of them on "
           "the preferences page.", "placed": "Not placed in a category yet",
           "nothing_kept": "Nothing is kept from earlier sessions yet."},
    "zh": {"intro": "我记得你的这些偏好。", "none": "我还没有记住你的任何偏好：购物时告诉我你喜欢或不要什么，"
           "对话结束时我会把长期有效的记下来。", "everywhere": "所有品类", "no": "不要{}",
           "like": "喜欢{}", "never": "{}（绝不推荐）", "join": "、", "part": "；",
           "session": "本次对话里说的：{}", "pending": "（对话结束时整理进长期记忆）。",
           "only": "{}（仅本次）", "fine": "{}也可以了", "fine_all": "{}也可以了", "global": "（所有品类）", "end": "可以在偏好页修改或删除。", "placed": "尚未归入品类", "nothing_kept": "之前的对话还没有记下任何偏好。"},
}


def recap(entries: Sequence[PreferenceEntry], pt: SessionState, lang: str) -> AnswerOutput:
    t = _TEXT["zh" if lang == "zh" else "en"]
    lines = [_where(domain, t, lang) + ("：" if lang == "zh" else ": ") + _said(list(group), t, lang)
             for domain, group in groupby(sorted(entries, key=_place), key=lambda e: e.domain)]
    session = _session(pt.constraints, pt.lifted_constraints, t, lang)
    if not lines and not session:
        return AnswerOutput(text=t["none"])
    stop = "" if lang == "zh" else "."
    text = " ".join(([t["intro"]] if lines else []) + [line + ("。" if lang == "zh" else stop)
                                                        for line in lines])
    if session:
        text = (text or t["nothing_kept"]) + " " + session
    if lines:
        text += " " + t["end"]
    return AnswerOutput(text=text.replace("。 ", "。"))


def _place(entry: PreferenceEntry) -> tuple[int, int, bool, str]:
    return (_ORDER[entry.domain], entry.polarity != Polarity.DISLIKE, not entry.blocking,
            entry.slug)


def _where(domain: Domain, t: dict[str, str], lang: str) -> str:
    if domain == Domain.GLOBAL:
        return t["everywhere"]
    return t["placed"] if domain == Domain.OTHER else domain.label(lang)


def _word(keywords: list[str], slug: str, lang: str) -> str:
    return word_in(lang, keywords, slug, lexicon())


def _said(entries: list[PreferenceEntry], t: dict[str, str], lang: str) -> str:
    dislikes = [t["never"].format(_word(e.keywords, e.slug, lang)) if e.blocking
                else _word(e.keywords, e.slug, lang)
                for e in entries if e.polarity == Polarity.DISLIKE]
    likes = [_word(e.keywords, e.slug, lang) for e in entries if e.polarity == Polarity.LIKE]
    parts = ([t["no"].format(t["join"].join(dislikes))] if dislikes else []) + \
            ([t["like"].format(t["join"].join(likes))] if likes else [])
    return t["part"].join(parts)


def _session(constraints: Sequence[Constraint], lifted: Sequence[Constraint], t: dict[str, str],
             lang: str) -> str:
    said = []
    for c in constraints:
        word = _word(c.keywords, c.slug, lang) + (t["global"] if c.domain == Domain.GLOBAL else "")
        word = t["no"].format(word) if c.polarity == Polarity.DISLIKE else t["like"].format(word)
        said.append(t["only"].format(word) if c.persistence == "session" else word)
    if lifted:  # taken back together, said once
        words = list(dict.fromkeys(_word(c.keywords, c.slug, lang) for c in lifted))
        said.append(t["fine" if len(words) == 1 else "fine_all"].format(t["join"].join(words)))
    if not said:
        return ""
    pending = any(c.persistence != "session" for c in constraints) or bool(lifted)
    return t["session"].format(t["join"].join(said)) + (t["pending"] if pending else
                                                        ("。" if lang == "zh" else "."))
