"""Small text helpers. User-controlled text (titles, slugs, content, chat) is shown as text:
markdown punctuation is escaped, plotly labels are HTML-escaped (plotly reads <b>, <a>)."""
from __future__ import annotations

import html
import re
from datetime import datetime

from agent.money import SYMBOLS
from memory.domains import PRODUCT_DOMAINS, Domain, parse_domain
from ui.strings import lang, text_in

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|<>~:$&=^])")


def md(text: object) -> str:
    """Escape markdown (and Streamlit's :color[] / :material: directives and $latex$)."""
    return _MD_SPECIAL.sub(r"\\\1", str(text)).replace("\n", "  \n")


def plot_text(text: object, limit: int = 48) -> str:
    value = str(text)
    if len(value) > limit:
        value = value[: limit - 1] + "…"
    return html.escape(value)


def display_width(text: object) -> int:
    """Width in Latin letters: a CJK character is as wide as two."""
    return sum(2 if ord(ch) > 0x2E80 else 1 for ch in str(text))


def plot_label(text: object, width: int = 38) -> str:
    """Like plot_text, but cut by display width: a CJK character is as wide as two Latin
    ones, so a Chinese title cut at the same character count runs off the chart."""
    value, used, out = str(text), 0, []
    for ch in value:
        used += display_width(ch)
        if used > width:
            out.append("…")
            break
        out.append(ch)
    return html.escape("".join(out))


def domain_label(value: object, language: str | None = None) -> str:
    # by value, not identity: Streamlit's reloader may hand us a Domain from a reloaded module
    domain = parse_domain(getattr(value, "value", value))
    if domain is None:
        return str(value or "—")
    # the label alone: the raw key beside it ("箱包 · bags_luggage") is for the inspector
    return domain.zh if (language or lang()) == "zh" else domain.en


def domain_word(value: object, language: str | None = None) -> str:
    """The domain as a word inside a sentence or a read-out key: "ask about footwear again",
    "dislike · brand · footwear · nike" (the capitalised label, "Footwear", is for lists and
    axes). No domain label is a proper noun."""
    text = domain_label(value, language)
    return text.lower() if (language or lang()) == "en" else text


def domain_options() -> list[Domain]:
    """`global` set apart at the top, the product domains, `other` last."""
    return [Domain.GLOBAL, *PRODUCT_DOMAINS, Domain.OTHER]


def domain_option_label(domain: Domain | str, language: str | None = None) -> str:
    language = language or lang()
    domain = parse_domain(getattr(domain, "value", domain)) or Domain.OTHER
    if domain.value in (Domain.GLOBAL.value, Domain.OTHER.value):
        return text_in(language, f"domain_option_{domain.value}", label=domain_label(domain, language))
    return domain_label(domain, language)


def price(value: float, currency: str = "USD") -> str:
    symbol = SYMBOLS.get(currency.upper())
    return f"{symbol}{value:,.2f}" if symbol else f"{value:,.2f} {currency}"


def months_between(earlier: datetime, later: datetime) -> int:
    return max(0, (later - earlier).days // 30)


def guess_column(columns: list[str], names: tuple[str, ...], default: int = 0) -> int:
    """Index of the first column whose name contains one of `names` (a CSV import form
    should not open with the id column as the title)."""
    for i, column in enumerate(columns):
        if any(n in str(column).strip().lower() for n in names):
            return i
    return default
