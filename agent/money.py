"""Currencies: their symbols and the one set of rates used to compare prices with budgets.

Budgets may be said in one currency and prices listed in another; the picker converts both
to USD with these rates, and `scripts/make_catalog.py` prices the Chinese-store products
with the same CNY rate.
"""
from __future__ import annotations

CNY_PER_USD = 7.2
INR_PER_USD = 83.0
JPY_PER_USD = 150.0
USD_PER_EUR = 1.08
USD_PER_GBP = 1.27

TO_USD: dict[str, float] = {
    "USD": 1.0, "CNY": 1 / CNY_PER_USD, "RMB": 1 / CNY_PER_USD, "INR": 1 / INR_PER_USD,
    "EUR": USD_PER_EUR, "GBP": USD_PER_GBP, "JPY": 1 / JPY_PER_USD,
}

SYMBOLS: dict[str, str] = {"USD": "$", "CNY": "¥", "RMB": "¥", "EUR": "€", "GBP": "£", "INR": "₹",
                           "JPY": "JP¥"}

# The currency a bare number is said in: "三百以内" is yuan, "under 60" is dollars.
LANG_CURRENCY: dict[str, str] = {"zh": "CNY", "en": "USD"}


def currency_for_lang(lang: str | None) -> str:
    return LANG_CURRENCY.get(lang or "en", "USD")


def slot_amount(value: str | None) -> float | None:
    """A budget slot's amount ("80", "1500.5"), or None when it holds none."""
    try:
        return float(value) if value not in (None, "") else None
    except ValueError:
        return None


def to_usd(amount: float, currency: str | None) -> float:
    """The amount in USD; an unknown currency is taken as USD (as the picker always did)."""
    return amount * TO_USD.get((currency or "USD").upper(), 1.0)
