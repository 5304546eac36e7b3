"""The recall step: hybrid retrieval in one engine query. The dense side gets the query text
(the planner's query plus in-scope like words), the BM25 side the plan's product words (its
query and the product type's names). Never the raw message: it holds the dislikes ("不要塑料"
must not search plastic). `search` is the only place the turn calls the index."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from agent.picker import Candidate
from agent.product_types import get_type
from agent.schemas import PlannerOutput
from memory.assemble import Assembled
from memory.domains import Domain

RECALL_K = 40


class Recalled(BaseModel):
    search_text: str
    keyword_text: str = ""
    candidates: list[Candidate]
    embed_ms: float = 0.0
    search_ms: float = 0.0


def search_text(plan: PlannerOutput, text: str, memory: Assembled) -> str:
    """Like words go into the query (keywords, never content); dislikes never do."""
    return " ".join([plan.search_query or text[:200], *memory.query_words]).strip()


def keyword_text(plan: PlannerOutput) -> str:
    """The product words for BM25: the plan's query and, when the planner named a product
    type, its names in both languages (跑鞋 / running shoes reach titles in either)."""
    words = [plan.search_query]
    ptype = get_type(plan.product_type)
    if ptype is not None:
        words += [*ptype.en[:2], *ptype.zh[:2]]
    return " ".join(w for w in words if w).strip()


def search(index: Any, query: str, keywords: str, domain: Domain | None,
           k: int = RECALL_K) -> Recalled:
    found = index.recall(query, keywords or None, domain=domain, limit=k)
    return Recalled(search_text=query, keyword_text=keywords,
                    candidates=[Candidate(product=h.product, relevance=h.score) for h in found.hits],
                    embed_ms=found.embed_ms, search_ms=found.search_ms)


def recall(index: Any, plan: PlannerOutput, text: str, memory: Assembled, domain: Domain | None,
           k: int = RECALL_K) -> Recalled:
    return search(index, search_text(plan, text, memory), keyword_text(plan), domain, k)
