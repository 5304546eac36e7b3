"""Outputs of the three model steps (planner, curator, answer). Every engine fills these,
the offline rules and the OpenAI structured outputs alike."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from memory.domains import Domain
from memory.models import Category, Polarity


# An intent is written "kind: product" (the product may be missing: "refine", "chat").
INTENT_KINDS = ("search", "refine", "answer_question", "decision", "chat")


def intent_product(intent: str) -> str:
    """The product of an intent written as "kind: product" ("" for a kind alone)."""
    intent = (intent or "").strip()
    if ":" in intent:
        head, _, tail = intent.partition(":")
        if head.strip() in INTENT_KINDS:
            return tail.strip()
    return "" if intent in INTENT_KINDS else intent


def names_intent_product(text: str, intent: str) -> bool:
    """`text` shares a word with the product of `intent` ("cheaper wallets" with "search:
    wallet for my aunt", 点心 with "search: 给她的点心"): English words of three letters or more
    by prefix (wallet, wallets), Chinese words as jieba cuts them, grammar words left out."""
    asked, carried = _content_words(text), _content_words(intent_product(intent))
    return any(a.startswith(c) or c.startswith(a) for a in asked for c in carried)


def _content_words(text: str) -> set[str]:
    from agent.language.segment import cut, default_jieba, function_words
    from memory.text import CJK

    words = {w for w in cut(default_jieba(), text.lower(), hmm=True) if w.strip()}
    return {w for w in words if (len(w) >= 3 if w.isascii() else CJK.search(w))
            and w not in function_words()}


class SlotChange(BaseModel):
    # A list of pairs rather than a dict: structured outputs reject free-form objects.
    name: str  # size | budget_max | budget_min | currency | color | ...
    value: str  # "" clears the slot


class ConstraintOut(BaseModel):
    """A like or dislike the user said this turn."""

    polarity: Polarity
    category: Category
    slug: str  # atomic English identifier: plastic, leather, linen
    keywords: list[str]  # the words as the user said them: ["塑料"]
    # the turn's domain, or global for allergy, ethics and safety
    domain: Domain
    persistence: Literal["session", "default", "lasting"] = "default"


class PlannerOutput(BaseModel):
    intent: str
    domain: Domain
    search_query: str
    # The product type asked for: a key of data/product_types.json ("running_shoes"), or ""
    # when the request names none (agent/product_types.py finds it).
    product_type: str = ""
    prefer_keywords: list[str] = Field(default_factory=list)
    exclude_keywords: list[str] = Field(default_factory=list)
    slot_changes: list[SlotChange] = Field(default_factory=list)
    new_constraints: list[ConstraintOut] = Field(default_factory=list)
    lifted_slugs: list[str] = Field(default_factory=list)  # "plastic is fine" lifts plastic
    answered_questions: list[str] = Field(default_factory=list)  # exact texts of open questions
    decisions: list[str] = Field(default_factory=list)

    @property
    def slots(self) -> dict[str, str]:
        return {c.name: c.value for c in self.slot_changes}

    @property
    def names_no_product(self) -> bool:
        """Nothing to shop for in this plan: no product domain, no product type, and an intent
        with no subject (a planner writes "kind: product" when it knows one; "under 30" as a
        session's first words plans "refine")."""
        return not self.domain.is_product_domain and not self.product_type and ":" not in self.intent

    @property
    def asks_nothing(self) -> bool:
        """A message that asks for nothing and changes nothing ("thanks", 好的, "let me think"):
        no product, no slot, no constraint, no lift, no decision, no answer. Nothing is
        searched, whatever the session was shopping for, and the session stays as it was."""
        return self.names_no_product and not (
            self.slot_changes or self.new_constraints or self.lifted_slugs or
            self.prefer_keywords or self.exclude_keywords or self.decisions or
            self.answered_questions)


class CuratedPreference(BaseModel):
    polarity: Polarity
    category: Category
    domain: Domain
    slug: str
    keywords: list[str]
    content: str


class CuratorOutput(BaseModel):
    preferences: list[CuratedPreference] = Field(default_factory=list)
    keys_to_supersede: list[str] = Field(default_factory=list)


class AnswerOutput(BaseModel):
    text: str
    open_questions: list[str] = Field(default_factory=list)
