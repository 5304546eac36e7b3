"""The plan step: the planner reads the message with P_t's view of the session."""
from __future__ import annotations

import math
import re
import statistics
from typing import Any

from pydantic import BaseModel, Field

from agent.engines.base import Engine, EngineError, PlanInput
from agent.language.memory_question import asks_about_memory
from agent.language.relative_price import wants_lower_price, without_price_words
from agent.money import currency_for_lang, slot_amount, to_usd
from agent.schemas import PlannerOutput, SlotChange, names_intent_product
from agent.steps import shown_brand
from agent.trace import EngineNote, Fallback, PointedBrand
from memory.domains import Domain
from memory.models import SessionState, folded_into_floors
from memory.text import CJK as _CJK

MAX_PLAN_CHARS = 4000  # a 100 KB message is answered, but only its head is planned on
_LATIN = re.compile(r"[A-Za-z]")
# A number with a Chinese unit ("42码", "500元", "26厘米") is a measure, not a sentence in
# Chinese: "hiking boots 42码" on an English screen is English.
_MEASURE = re.compile(r"\d+(?:\.\d+)?\s*(?:码|号|元|块|厘米|公分|寸)")


def detect_lang(text: str, previous: str | None = None) -> str:
    """zh when the text has Chinese words; en when it has Latin letters; otherwise ("42",
    "42码", "👍") the session keeps the language it was speaking."""
    text = text or ""
    if _CJK.search(_MEASURE.sub(" ", text)):
        return "zh"
    if _LATIN.search(text):
        return "en"
    return previous or ("zh" if _CJK.search(text) else "en")


def session_lang(text: str, pt: SessionState) -> str:
    """The turn's language, falling back on the session's last message."""
    return detect_lang(text, detect_lang(pt.transcript[-1].text) if pt.transcript else None)


class Planned(BaseModel):
    plan: PlannerOutput
    domain: Domain | None  # the turn's domain: the plan's, or the session's when it had none
    errors: list[EngineNote] = Field(default_factory=list)
    # "what do you remember about me?" and nothing else said: answered from the store
    asks_memory: bool = False
    # "not that brand": the shown picks' maker it was read as (or the brands asked among)
    pointed: PointedBrand | None = None


def plan(engine: Engine, fallback: Engine, text: str, lang: str, pt: SessionState) -> Planned:
    # "That brand" is read as the maker of the picks shown (P_t), never left to a guess
    pointed = shown_brand.resolve(text, pt)
    said = pointed.text if pointed is not None else text
    request = PlanInput(text=said[:MAX_PLAN_CHARS], lang=lang, current_intent=pt.current_intent,
                        domain=pt.domain, slots=pt.slots, constraints=pt.constraints,
                        open_questions=pt.open_questions)
    errors: list[EngineNote] = []
    try:
        output = engine.plan(request)
    except EngineError as err:
        errors.append(EngineNote(step="plan", kind=err.kind, detail=err.detail,
                                 fallback=Fallback.OFFLINE_PLANNER))
        output = fallback.plan(request)
    # Either engine may say a floor and the same word for the turn's domain in one breath:
    # the floor covers it (kept as long as the longer of the two), so the plan (and the
    # answer that acknowledges it) says it once.
    said = [c.model_copy() for c in output.new_constraints]
    kept = folded_into_floors(said)
    if len(kept) < len(said):
        output = output.model_copy(update={"new_constraints": kept})
    domain = output.domain if output.domain.is_product_domain else \
        None if new_unplaced_item(output, pt) else pt.domain
    memory_question = asks_about_memory(text)
    if memory_question:
        output = asked_about_memory(output)
    else:
        output = capped_under_shown(output, text, lang, pt)
    if decides_on_shown(output, pt, text):
        output = output.model_copy(update=pt.last_search)
    return Planned(plan=output, domain=domain, errors=errors,
                   asks_memory=memory_question and output.asks_nothing,
                   pointed=pointed.line if pointed is not None else None)


def new_unplaced_item(output: PlannerOutput, pt: SessionState) -> bool:
    """A search for a product no domain was found for that shares no word with what the
    session is shopping for (想送她一盒点心 while choosing a wallet): it is searched in the whole
    catalog, not among wallets, and only global floors are in scope (DESIGN §4 fails closed
    on `other`). A search in `other` that names the session's product ("cheaper wallets")
    stays in the session's domain."""
    if output.domain != Domain.OTHER or pt.domain is None or \
            not output.intent.startswith("search"):
        return False
    return bool(output.search_query.strip()) and \
        not names_intent_product(output.search_query, pt.current_intent)


def asked_about_memory(output: PlannerOutput) -> PlannerOutput:
    """"What do you remember about me?", 你还记得我什么: a question about memory searches
    nothing, whatever the session is shopping for (planned as a refine of the session's item,
    it listed pillows), unless it also says something (a slot, a refusal, a take-back, a
    decision): the turn answers it from the store (agent/steps/recap.py)."""
    if output.slot_changes or output.new_constraints or output.lifted_slugs or output.decisions:
        return output
    return output.model_copy(update={
        "intent": "chat", "domain": Domain.OTHER, "search_query": "", "product_type": "",
        "prefer_keywords": [], "exclude_keywords": [], "answered_questions": []})


def capped_under_shown(output: PlannerOutput, text: str, lang: str,
                       pt: SessionState) -> PlannerOutput:
    """"Cheaper please", 太贵了, "these are a bit pricey": a wish for a lower price with no
    number compares with what was just shown, so it becomes a budget cap under the median
    price the last turn showed, in the item's budget currency (the answer says the cap, P_t
    shows it, and over-budget items are removed by the picker's own rule). Either engine's
    plan gets it, unless the plan already says a budget or moves to another item."""
    if not pt.shown_prices or not wants_lower_price(text):
        return output
    if any(change.name in ("budget_max", "budget_min") for change in output.slot_changes):
        return output  # "cheaper than 50": the number is the budget
    if output.domain.is_product_domain and output.domain != pt.domain:
        return output  # a new item: the last prices were another thing's
    if output.product_type and output.product_type != pt.last_search.get("product_type"):
        return output
    currency = pt.slots.get("currency") or currency_for_lang(lang)
    median = statistics.median(to_usd(price, cur) for price, cur in pt.shown_prices)
    cap = max(1, math.ceil(median / to_usd(1.0, currency)) - 1)
    current = slot_amount(pt.slots.get("budget_max"))
    if current is not None and current <= cap:
        cap = max(1, math.ceil(current) - 1)  # already under the median: lower still
    query = without_price_words(output.search_query) or output.search_query
    return output.model_copy(update={
        "slot_changes": [*output.slot_changes, SlotChange(name="budget_max", value=str(cap))],
        "search_query": query})


# The parts of a plan that choose what is searched and how it is ranked.
SEARCH_FIELDS = ("search_query", "prefer_keywords", "exclude_keywords", "product_type")


def search_of(plan: PlannerOutput) -> dict[str, Any]:
    return {name: plan.model_dump()[name] for name in SEARCH_FIELDS}


def _adds_nothing(plan: PlannerOutput, text: str) -> bool:
    """The message names none of the words searched ("thanks!", "hmm ok"): the planner
    searched the session's product for it. A message that names the product itself
    ("推荐旅行包" again, after blocking an entry) asks afresh, and is searched afresh."""
    words = plan.search_query.lower().split()  # a chat turn searches nothing at all
    return bool(words) and not any(word in text.lower() for word in words)


def _new_words(words: list[str], searched: list[str] | None) -> list[str]:
    """The words the last search did not have: the words a follow-up's plan carries over from
    it ("for my dad" read as men, kept into "the second one looks good") are no new wish."""
    before = {w.lower() for w in searched or ()}
    return [w for w in words if w.lower() not in before]


def decides_on_shown(plan: PlannerOutput, pt: SessionState, text: str) -> bool:
    """A turn that only decides ("I'll take the first one", 第二个不错, "add it to my cart")
    about the list the last turn showed, or says nothing new about it ("thanks!"): it names
    no other product and changes no slot, constraint or keyword. Searched afresh, its query
    would be the session's product alone (the last turn's purpose and liked words dropped)
    and "the first one" would be another item than the one the shopper saw first."""
    if not pt.last_search or not (plan.decisions or _adds_nothing(plan, text)):
        return False
    if (plan.slot_changes or plan.new_constraints or plan.lifted_slugs or plan.answered_questions
            or _new_words(plan.prefer_keywords, pt.last_search.get("prefer_keywords"))
            or _new_words(plan.exclude_keywords, pt.last_search.get("exclude_keywords"))):
        return False
    if plan.domain.is_product_domain and plan.domain != pt.domain:
        return False
    return not plan.product_type or plan.product_type == pt.last_search.get("product_type")
