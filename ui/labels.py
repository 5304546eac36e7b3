"""The one label table for values the code uses as enums (polarity, category, source, rule,
state, persistence, slot names, intent verbs, step kinds, audit events and reasons, curator
skip reasons): every page shows them through `label(kind, value)`, so the Chinese screen
never shows `dislike` or `budget_max` and the English one never shows `不喜欢`.

The words themselves live in `ui.strings` under `<kind>_<value>`; a value with no label is
shown as it is, and the translation test (tests/test_app_translations.py) catches it."""
from __future__ import annotations

import re
from typing import Any

from ui.strings import STRINGS, lang, t, text_in

KINDS = ("polarity", "category", "source", "rule", "state", "persistence", "slot", "intent",
         "step", "audit", "skip", "reason", "effect", "why", "trigger")


def has_label(kind: str, value: object) -> bool:
    return f"{kind}_{_value(value)}" in STRINGS


def _value(value: object) -> str:
    return str(getattr(value, "value", value))


def label(kind: str, value: object, language: str | None = None, **values: object) -> str:
    key = f"{kind}_{_value(value)}"
    return text_in(language or lang(), key, **values) if key in STRINGS else _value(value)


def intent_label(intent: str | None) -> str:
    """`search: 旅行包` → 搜索：旅行包 / Search: 旅行包 (the verb is an enum, the rest is the
    shopper's own words)."""
    verb, sep, rest = str(intent or "").partition(":")
    if not sep and has_label("intent", verb.strip()):
        return label("intent", verb.strip())
    if sep and has_label("intent", verb.strip()):
        return f"{label('intent', verb.strip())}{'：' if lang() == 'zh' else ': '}{rest.strip()}"
    return str(intent or "—")


def key_label(dedup_key: str, keywords: Any = ()) -> str:
    """A dedup key `dislike:material:bags_luggage:plastic` read out: 不喜欢 · 材质 · 箱包 · plastic.
    The slug is the entry's own word; the rest are enums. Given the entry's keywords, the
    Chinese screen names it by its first Chinese keyword (… · 塑料) instead of the slug."""
    from ui.fmt import domain_word

    parts = str(dedup_key).split(":")
    if len(parts) != 4:
        return str(dedup_key)
    polarity, category, domain, slug = parts
    return " · ".join([label("polarity", polarity), label("category", category),
                       domain_word(domain), entry_word(slug, keywords)])


def entry_word(slug: str, keywords: Any = ()) -> str:
    """What an entry is about, in the screen's language: on the Chinese screen its first
    Chinese keyword (塑料), else the slug (plastic)."""
    from memory.text import CJK_RANGE

    if lang() == "zh":
        return next((str(w) for w in keywords or () if re.search(f"[{CJK_RANGE}]", str(w))), str(slug))
    return str(slug)


def memory_name(dedup_key: str, keywords: Any = ()) -> str:
    """A short name for a memory on a badge or a column: 不喜欢 塑料 / dislike plastic;
    `affinity` is the favourites' signals."""
    if dedup_key == "affinity":
        return t("move_affinity")
    parts = str(dedup_key).split(":")
    return (f"{label('polarity', parts[0])} {entry_word(parts[-1], keywords)}" if len(parts) == 4
            else str(dedup_key))


_AUDIT_PATTERNS = (
    (re.compile(r"^never recommend ticked$"), "audit_reason_ticked"),
    (re.compile(r"^never recommend unticked$"), "audit_reason_unticked"),
    (re.compile(r"^domain (?P<a>\w+) → (?P<b>\w+)$"), "audit_reason_domain"),
    (re.compile(r"^session (?P<sid>\w+)$"), "audit_reason_session"),
    (re.compile(r"^approved proposal #(?P<id>\d+)(: (?P<why>.*))?$"), "audit_reason_approved"),
)


def audit_reason(reason: str | None) -> str:
    """An audit row's reason in words of the screen's language (the store writes a fixed
    English sentence per kind of change)."""
    from ui.fmt import domain_label

    text = str(reason or "")
    if has_label("reason", text):
        return label("reason", text)
    for pattern, key in _AUDIT_PATTERNS:
        m = pattern.match(text)
        if m:
            parts = m.groupdict()
            if key == "audit_reason_domain":
                return t(key, a=domain_label(parts["a"]), b=domain_label(parts["b"]))
            if key == "audit_reason_approved":
                return t(key, id=parts["id"]) + (f" · {audit_reason(parts['why'])}" if parts.get("why") else "")
            return t(key, **parts)
    return text


def user_label(name: str, language: str | None = None) -> str:
    """Demo users are marked: `demo:<tab>:alice` → alice（演示用户）."""
    from ui.stepper import demo_name, is_demo_user

    if is_demo_user(name):
        return text_in(language or lang(), "demo_user_label", user=demo_name(name))
    return str(name)


def step_summary(kind: str, args: Any, words: dict[str, list[str]] | None = None) -> str:
    """A scenario step's arguments in words (never `dedup_key=…, blocking=True`); `words`
    holds the stored entries' keywords by dedup key, so a step naming an entry by its key
    reads 塑料 on the Chinese screen, not the slug `plastic`."""
    words = words or {}
    if isinstance(args, str):
        return f"「{args}」" if lang() == "zh" else f"“{args}”"
    args = args if isinstance(args, dict) else {}
    if kind == "say":
        return step_summary(kind, str(args.get("text", "")))
    if kind in ("favorite", "unfavorite"):
        return str(args.get("title") or args.get("id") or "")
    if kind == "set_blocking":
        on = bool(args.get("blocking", True))
        return t("step_blocking_on" if on else "step_blocking_off", key=key_label(args.get("dedup_key", ""), words.get(args.get("dedup_key", ""))))
    if kind == "set_domain":
        from ui.fmt import domain_label

        return t("step_domain_to", key=key_label(args.get("dedup_key", ""), words.get(args.get("dedup_key", ""))),
                 domain=domain_label(args.get("domain")))
    if kind == "delete_preference":
        return key_label(args.get("dedup_key", ""), words.get(args.get("dedup_key", "")))
    if kind == "add_preference":
        from ui.fmt import domain_word

        words = ", ".join(map(str, args.get("keywords") or [])) or str(args.get("slug", ""))
        text = " · ".join([label("polarity", args.get("polarity", "")),
                           label("category", args.get("category", "")),
                           domain_word(args.get("domain")), words])
        return text + (f" · {t('never_recommend')}" if args.get("blocking") else "")
    if kind == "advance_clock":
        return t("demo_clock", hours=f"{float(args.get('hours', 0)):g}")
    return ""


def after_curate_hint(trace) -> str:
    """What to try next, from what the session was about (not always travel bags)."""
    from ui.fmt import domain_word

    if trace.skipped or not trace.written and not trace.superseded:
        return t("session_ended_nothing")
    transcript = list(getattr(trace.input, "transcript", None) or [])
    last = transcript[-1] if transcript else None
    domain = getattr(getattr(last, "domain", None), "value", getattr(last, "domain", None))
    if domain and domain not in ("other", "global"):
        return t("session_ended_next", domain=domain_word(domain))
    return t("session_ended_next_any")
