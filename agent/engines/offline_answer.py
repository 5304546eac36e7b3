"""The reply text: what was noted, what was found, what memory did to the results, and the
open questions for slots still missing."""
from __future__ import annotations

import re
import string
from types import MappingProxyType
from typing import Iterable

from agent.engines.base import TOP_PICKS, AnswerInput
from agent.money import SYMBOLS
from agent.engines.offline_lexicon import Lexicon, is_cjk
from agent.engines.offline_slots import OPEN_QUESTIONS
from agent.language.numbers import fmt_number
from agent.schemas import AnswerOutput, PlannerOutput
from memory.domains import Domain
from memory.models import Category, Polarity, parse_key
from memory.terms import normalize_terms

_SLOT_QUESTION = MappingProxyType({"size": "size", "budget": "budget", "budget_max": "budget",
                                   "color": "color"})


def word_in(lang: str, keywords: Iterable[str], slug: str | None, lex: Lexicon) -> str:
    """How to say a preference word in the reply's language (a catalog brand as the catalog
    spells it)."""
    return lex.brand_name(_word_in(lang, keywords, slug, lex))


def _word_in(lang: str, keywords: Iterable[str], slug: str | None, lex: Lexicon) -> str:
    keywords = [k for k in keywords if k]
    if lang == "zh":
        for k in keywords:
            if is_cjk(k):
                return k
        for k in [slug, *keywords]:
            if k:
                name = lex.zh_name(lex.slug_for(k))
                if name:
                    return name
    else:
        for k in keywords:
            if not is_cjk(k):
                return k
        if slug and not is_cjk(slug):
            return slug.replace("_", " ")
        for term in normalize_terms(keywords):
            if not is_cjk(term):
                return term
    return keywords[0] if keywords else (slug or "").replace("_", " ")


def _price(price: float, currency: str) -> str:
    amount = fmt_number(round(price, 2)) if price == int(price) else f"{price:.2f}"
    symbol = SYMBOLS.get((currency or "").upper())
    return f"{symbol}{amount}" if symbol else f"{amount} {currency}"


def _a_gift(query: str, lex: Lexicon) -> bool:
    """The query is a gift's frame (a gift or present, who it is for, the occasion)."""
    return any(p.search(query.lower()) for p in getattr(lex, "gift_patterns", ())[:3])


def _unplaced(plan: PlannerOutput) -> bool:
    """A search for a named product that no domain and no product type was found for."""
    return plan.intent.startswith("search:") and plan.domain == Domain.OTHER and \
        not plan.product_type and bool(plan.search_query.strip())


def _brand_question(request: AnswerInput) -> str:
    """"Not that brand" when the top picks have several brands: which one is meant."""
    if not request.brands_to_ask:
        return ""
    brands = _join(request.brands_to_ask, request.lang, "or")
    return f"你说的是哪个牌子：{brands}？" if request.lang == "zh" else f"Which brand do you mean: {brands}?"


def answer(request: AnswerInput, lex: Lexicon) -> AnswerOutput:
    zh = request.lang == "zh"
    parts: list[str] = []
    ack = _acknowledge(request, lex)
    if ack:
        parts.append(ack)

    results = request.results
    found = max(request.result_count, len(results))  # every item that qualified, not the top ten
    brand_question = _brand_question(request)
    if request.plan.asks_nothing and brand_question:
        # "their stuff never fits me" with picks of several brands: which maker is meant
        return AnswerOutput(text=brand_question, open_questions=[brand_question])
    if request.plan.asks_nothing and ":" in request.shopping_for:
        # "好的谢谢" in a session shopping for something: nothing was searched or changed.
        parts.append("不客气。还想改什么条件，或者换一样东西，直接告诉我就行；结束会话后，"
                     "我会记住这次学到的偏好。" if zh else
                     "Glad to help. Tell me what to change or what else you need; when you "
                     "end the session, I keep what I learned.")
        return AnswerOutput(text="".join(parts) if zh else " ".join(parts), open_questions=[])
    if request.plan.names_no_product:
        # "under 30" as the first words of a session: whatever the search returned is not
        # what the shopper asked for, so nothing is offered as a pick; the slot is kept.
        question = OPEN_QUESTIONS["product"]["zh" if zh else "en"]
        if not request.plan.asks_nothing:  # "hello" gave nothing to search with
            parts.append("知道要买什么之后，我会按这些条件来找。" if zh else
                         "I will search with that once I know the item.")
        parts.extend(_memory_sentences(request, lex))
        parts.append(question)
        return AnswerOutput(text=("" if zh else " ").join(parts), open_questions=[question])
    if results and _unplaced(request.plan) and _a_gift(request.plan.search_query, lex):
        # A gift of no kind yet ("a gift for a coworker who's leaving"): searched everywhere.
        parts.append("还没说想送哪类东西，下面是在全部商品里找的；说一个品类（比如围巾），"
                     "我就只在那一类里找。" if zh else
                     "You haven't said what kind of gift yet, so these come from the whole "
                     "catalog; name a kind (a scarf, say) and I'll look among those.")
    elif results and _unplaced(request.plan):
        # A product no domain was found for ("a box of macarons" in a wallet session): the
        # whole catalog was searched, so the list is the nearest by words, not that product.
        said = request.plan.search_query
        parts.append(f"我不确定「{said}」属于哪类商品，下面是在全部商品里最接近的，不一定是它；"
                     "告诉我它是哪一类（比如食品），我就只在那一类里找。" if zh else
                     f"I couldn't tell what kind of product \u201c{said}\u201d is, so these are the "
                     "closest across the whole catalog and may not be it; tell me its category "
                     "(food, say) and I'll look only there.")
    if results:
        top = results[:TOP_PICKS]
        if zh:
            listed = "；".join(f"{i}. {r.title}（{_price(r.price, r.currency)}）"
                              for i, r in enumerate(top, 1))
            parts.append(f"为你找到 {found} 件商品，排在前面的是：{listed}。")
        else:
            listed = "; ".join(f"{i}. {r.title} ({_price(r.price, r.currency)})"
                               for i, r in enumerate(top, 1))
            noun = "item" if found == 1 else "items"
            parts.append(f"I found {found} {noun}. Top picks: {listed}.")
        if request.prefer_unmet:
            words = _join([word_in(request.lang, [w], None, lex) for w in request.prefer_unmet],
                          request.lang, "or")
            parts.append(f"其中没有{words}的，以上是最接近的。" if zh else
                         f"None of them is {words}; these are the closest.")
    elif request.shortfall is None:
        parts.append("没有找到合适的商品，可以换个说法或放宽条件试试。" if zh else
                     "I found nothing that fits; try other words or fewer conditions.")
    if request.shortfall is not None:
        parts.append(shortfall_sentence(request, lex))

    parts.extend(_memory_sentences(request, lex))

    # Removals already explained by a memory sentence are not counted twice.
    explained = sum(a.count for a in request.memory_applied if a.effect == "removed")
    if request.session_removed:
        words = _join([word_in(request.lang, [w], None, lex) for w in request.session_removed],
                      request.lang)
        said = request.session_removed_count
        if zh:
            parts.append(f"按你说的，含{words}的商品已排除（{said} 件）。")
        else:  # P_t holds lasting and global ones too: "in this session" misread them
            parts.append(f"As you said, items with {words} were left out ({said}).")
        explained += said
    other = request.removed_count - explained
    if other > 0:
        # "more" only beside results or a removal already told ("40 more items" after "no
        # running shoes under $20" read as if 40 had been shown).
        more = bool(results) or explained > 0
        if zh:
            parts.append(f"{'另有' if more else '有'} {other} 件不符合条件的商品已排除。")
        else:
            noun = "item" if other == 1 else "items"
            parts.append(f"{other} {'more ' if more else ''}{noun} that did not fit "
                         f"{'was' if other == 1 else 'were'} left out.")

    affinity_said = affinity_effect_sentences(request, lex)
    parts.extend(affinity_said)
    if request.affinity_active and not affinity_said:
        words = _join([word_in(request.lang, [t], t, lex) for t in request.affinity_active],
                      request.lang)
        parts.append(f"你收藏过的{words}款略微靠前。" if zh else
                     f"Items in {words}, like ones you favourited, are nudged up slightly.")

    questions: list[str] = [brand_question] if brand_question else []
    for slot in request.missing_slots:
        key = _SLOT_QUESTION.get(slot)
        if key is None:
            continue
        question = OPEN_QUESTIONS[key]["zh" if zh else "en"]
        if question not in questions:
            questions.append(question)
    parts.extend(questions)
    return AnswerOutput(text=("" if zh else " ").join(parts), open_questions=questions)



def _as_said(text: str, word: str) -> str | None:
    """The word as the shopper typed it when they wrote it all in capitals (an acronym:
    PFAS, PTFE), else None."""
    if not word.isascii() or not word.isalpha():
        return None
    m = re.search(rf"(?<![A-Za-z]){re.escape(word.upper())}(?![A-Za-z])", text or "")
    return m.group(0) if m else None


def _acknowledge(request: AnswerInput, lex: Lexicon) -> str:
    zh = request.lang == "zh"
    plan = request.plan
    # Constraints said together with the same stance and reach read as one note ("no wool,
    # silk or down in any category (always)"): a vegan told once listed nine notes.
    groups: dict[tuple, list[str]] = {}
    for c in plan.new_constraints:
        word = word_in(request.lang, c.keywords, c.slug, lex)
        said = _as_said(request.text, word)
        if said is not None:
            word = said  # the shopper's own case: "no PFAS", not "no pfas"
        elif c.category == Category.BRAND and word.isascii() and word == word.lower():
            word = string.capwords(word)  # a name: "no zorvane" reads as a typo
        words = groups.setdefault((c.polarity, c.domain == Domain.GLOBAL, c.persistence), [])
        if word not in words:
            words.append(word)
    notes = [_constraint_note(polarity, is_global, persistence, words, zh)
             for (polarity, is_global, persistence), words in groups.items()]
    # Taken back together, said once ("leather, wool and down are fine again": an identity
    # given up listed nine notes).
    lifted = [word_in(request.lang, [], slug, lex) for slug in plan.lifted_slugs]
    if lifted:
        words = _join(lifted, request.lang)
        notes.append(f"{words}也可以了" if zh else
                     f"{words} {'is' if len(set(lifted)) == 1 else 'are'} fine again")
    slots = plan.slots
    if slots.get("size"):
        notes.append(f"尺码 {slots['size']}" if zh else f"size {slots['size']}")
    if slots.get("budget_max"):
        cur = slots.get("currency", "")
        notes.append(f"预算 {_price(float(slots['budget_max']), cur)} 以内" if zh else
                     f"budget up to {_price(float(slots['budget_max']), cur)}")
    for d in plan.decisions:
        notes.append(_named_pick(d, request.results, zh))
    if not notes:
        return ""
    return ("好的，记下了：" + "，".join(notes) + "。") if zh else \
        ("Noted: " + "; ".join(notes) + ".")


# A pick decision as the planner writes it: "take result #2", "选择第2个商品".
_PICKED = re.compile(r"#(\d+)|第(\d+)个")


def _named_pick(decision: str, results: list, zh: bool) -> str:
    """A result chosen by its place is named too: "take result #2 (Orrin Wireless Earbuds)",
    so the shopper sees which item the number meant."""
    m = _PICKED.search(decision)
    n = int(m.group(1) or m.group(2)) if m else 0
    if not 1 <= n <= len(results):
        return decision
    title = results[n - 1].title
    return f"{decision}（{title}）" if zh else f"{decision} ({title})"


def _constraint_note(polarity: Polarity, is_global: bool, persistence: str, words: list[str],
                     zh: bool) -> str:
    dislike = polarity == Polarity.DISLIKE
    if zh:
        reach = [*(["所有品类"] if is_global else []),
                 *([{"session": "仅本次", "lasting": "一直有效"}[persistence]]
                   if persistence in ("session", "lasting") else [])]
        note = f"{'不要' if dislike else '偏好'}{_join(words, 'zh')}"
        return note + (f"（{'，'.join(reach)}）" if reach else "")
    note = f"{'no' if dislike else 'you prefer'} {_join(words, 'en', 'or' if dislike else 'and')}"
    if is_global:
        note += " in any category"
    return note + {"session": " (this session only)", "lasting": " (always)"}.get(persistence, "")


def _memory_sentences(request: AnswerInput, lex: Lexicon) -> list[str]:
    zh = request.lang == "zh"
    out: list[str] = []
    for line in request.memory_applied:
        if line.effect not in ("penalized", "removed", "query"):
            continue
        try:
            polarity, _category, domain, slug = parse_key(line.dedup_key)
        except ValueError:
            polarity, domain, slug = Polarity.DISLIKE, Domain.OTHER, None
        word = word_in(request.lang, line.keywords, slug, lex)
        n = line.count
        scope = ("（全局）" if zh else " (everywhere)") if domain == Domain.GLOBAL else ""
        sized = effect_sentences(request, line.dedup_key, word, scope)
        if line.effect in ("penalized", "query") and sized:
            out.extend(sized)
        elif line.effect == "penalized" and n:
            out.append(f"因为你说过不要{word}{scope}，{n} 件{word}款已降权。" if zh else
                       f"Because you said no {word}{scope} before, {n} {word} "
                       f"{'item was' if n == 1 else 'items were'} ranked down.")
        elif line.effect == "removed" and n:
            out.append(f"因为你设置了不再推荐{word}{scope}，{n} 件{word}款已移除。" if zh else
                       f"Because you asked never to be shown {word}{scope}, {n} {word} "
                       f"{'item was' if n == 1 else 'items were'} removed.")
        elif line.effect == "query" and polarity == Polarity.LIKE:
            out.append(f"因为你喜欢{word}，搜索时加入了「{word}」。" if zh else
                       f"Because you like {word}, I added it to the search.")
    return out


def _join(words: list[str], lang: str, last: str = "and") -> str:
    words = list(dict.fromkeys(w for w in words if w))
    if lang == "zh":
        return "、".join(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {last} " + words[-1]


# ---- honest shortfalls and sized memory effects (issue 10) ------------------------------

def _type_name(request: AnswerInput, key: str) -> str:
    from agent.product_types import get_type

    names = request.shortfall.type_names if request.shortfall and key == request.shortfall.product_type else {}
    if names:
        return names.get(request.lang, "")
    ptype = get_type(key)
    return ptype.label(request.lang) if ptype else ""


def _unsold_sentence(short, zh: bool) -> str:
    """The catalog sells none of what was asked ("a pannier bag"): said plainly, and the
    nearest item named as what it is, not as one."""
    said, near = short.unsold, short.nearest
    if zh:
        text = f"这个商品库里没有卖{said}的。"
        return text + (f"最接近的是 {near.title}（{_price(near.price, near.currency)}），但它不是{said}。"
                       if near else "")
    plural = said if said.endswith("s") else f"{said}s"
    text = f"This catalog has no {plural}."
    return text + (f" The closest is {near.title} ({_price(near.price, near.currency)}), "
                   f"which is not one." if near else "")


def shortfall_sentence(request: AnswerInput, lex: Lexicon) -> str:
    """Which constraint emptied the list and what the nearest option is or costs: "no running
    shoes under ¥200; the cheapest is ¥329"."""
    short = request.shortfall
    zh = request.lang == "zh"
    what = _type_name(request, short.product_type) or ("合适的商品" if zh else "items")
    near = short.nearest
    few = short.qualifying
    if zh:
        lead = f"只有 {few} 件{what}符合全部条件" if few else f"没有符合全部条件的{what}"
    else:
        lead = (f"Only {few} {what} {'fits' if few == 1 else 'fit'} every condition" if few
                else f"No {what} fit every condition")
    if short.constraint == "budget" and short.budget_max is not None:
        cap = _price(short.budget_max, short.currency or (near.currency if near else ""))
        if zh:
            text = f"预算 {cap} 以内{'只有 %d 件' % few if few else '没有'}{what}"
            return text + (f"；最便宜的是 {_price(near.price, near.currency)}（{near.title}）。"
                           if near else "。")
        text = f"{'Only %d' % few if few else 'No'} {what} under {cap}"
        return text + (f"; the cheapest is {_price(near.price, near.currency)} ({near.title})."
                       if near else ".")
    if short.unsold:
        return _unsold_sentence(short, zh)
    if short.constraint == "type":
        if near is None:
            return (lead + "。") if zh else (lead + ".")
        other = _type_name(request, near.product_type)
        price = _price(near.price, near.currency)
        # with a few that qualify, the lead says how many; "none in the catalog" would
        # contradict the list the answer just gave
        if zh:
            kind = f"但那是{other}，不是{what}" if other else f"但它不是{what}"
            head = f"{lead}。" if few else f"目录里没有合适的{what}。"
            return f"{head}{'另一个' if few else ''}最接近的是 {near.title}（{price}），{kind}。"
        kind = f"a different type ({other})" if other else "a different type"
        head = f"{lead}." if few else f"I found no {what} in the catalog that fits."
        return f"{head} The {'next ' if few else ''}closest is {near.title} ({price}), {kind}."
    if short.constraint == "size":
        size = short.size or ""
        price = f"（{_price(near.price, near.currency)}）" if near and zh else \
            (f" ({_price(near.price, near.currency)})" if near else "")
        if zh:
            head = f"尺码 {size} 的{what}{'只有 %d 件' % few if few else '一件也没有'}"
            return head + (f"；最接近的是 {near.title}{price}，但标的是别的尺码。" if near else "。")
        head = f"{'Only %d' % few if few else 'No'} {what} {'comes' if few == 1 else 'come'} in size {size}"
        return head + (f"; the nearest is {near.title}{price}, listed in other sizes." if near else ".")
    word = word_in(request.lang, [short.term] if short.term else [], None, lex)
    rule = {"session": ("你这次说不要", "you said no"), "blocking": ("你设置了不再推荐", "you asked never to see"),
            "size": ("尺码不符", "the size does not fit")}.get(short.constraint, ("条件", "a condition"))
    if zh:
        tail = f"，最接近的是 {near.title}（{_price(near.price, near.currency)}），但含{word}" if near else ""
        return f"{lead}：其余的因为{rule[0]}{word}而排除{tail}。"
    tail = (f"; the nearest is {near.title} ({_price(near.price, near.currency)}), which has {word}"
            if near else "")
    return f"{lead}: the others were left out because {rule[1]} {word}{tail}."


def _moved(effect, zh: bool, word: str = "") -> str:
    """"3 plastic items moved down by 6 places on average, 2 of them out of the top five"."""
    n, places = effect.items, effect.places
    up = effect.direction == "up"
    if zh:
        text = f"{n} 件{word + '款' if word else '商品'}{'平均' if n > 1 else ''}{'上升' if up else '下降'} {places} 位"
        if effect.entered_top:
            text += f"，其中 {effect.entered_top} 件进入前五"
        if effect.left_top:
            text += f"，其中 {effect.left_top} 件跌出前五"
        return text
    item = "item" if n == 1 else "items"
    text = f"{n} {word + ' ' if word else ''}{item} moved {'up' if up else 'down'} by {places} " \
           f"{'place' if places == 1 else 'places'}{' on average' if n > 1 else ''}"
    if effect.entered_top:
        text += f", {effect.entered_top} of them into the top five"
    if effect.left_top:
        text += f", {effect.left_top} of them out of the top five"
    return text


def effect_sentences(request: AnswerInput, dedup_key: str, word: str, scope: str) -> list[str]:
    """The size of one entry's effect, measured in the trace by leaving it out."""
    zh = request.lang == "zh"
    out = []
    for effect in (e for e in request.memory_effects if e.dedup_key == dedup_key):
        if effect.direction == "down":
            out.append(f"因为你说过不要{word}{scope}，{_moved(effect, zh, word)}。" if zh else
                       f"Because you said no {word}{scope} before, {_moved(effect, zh, word)}.")
        else:
            out.append(f"因为你喜欢{word}，{_moved(effect, zh, word)}。" if zh else
                       f"Because you like {word}, {_moved(effect, zh, word)}.")
    return out


def affinity_effect_sentences(request: AnswerInput, lex: Lexicon) -> list[str]:
    """What the favourites did, with its size ("8 items moved up by 13 places")."""
    zh = request.lang == "zh"
    out = []
    for effect in (e for e in request.memory_effects if e.dedup_key == "affinity"):
        words = _join([word_in(request.lang, [t], t, lex) for t in effect.keywords], request.lang)
        out.append(f"参考你收藏过的{words}款，{_moved(effect, zh)}。" if zh else
                   f"Because of the {words} items you favourited, {_moved(effect, zh)}.")
    return out
