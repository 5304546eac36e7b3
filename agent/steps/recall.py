"""The recall step: the query text (the planner's query plus in-scope like words) and the
index query. `search` is the only place the turn calls the index."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from agent.picker import Candidate
from agent.schemas import PlannerOutput
from memory.assemble import Assembled
from memory.domains import Domain

RECALL_K = 40


class Recalled(BaseModel):
    search_text: str
    candidates: list[Candidate]


def search_text(plan: PlannerOutput, text: str, memory: Assembled) -> str:
    """Like words go into the query (keywords, never content); dislikes never do."""
    return " ".join([plan.search_query or text[:200], *memory.query_words]).strip()


def search(index: Any, query: str, domain: Domain | None, k: int = RECALL_K) -> list[Candidate]:
    hits = index.search(query, domain=domain, limit=k)
    return [Candidate(product=h.product, relevance=h.score) for h in hits]


def recall(index: Any, plan: PlannerOutput, text: str, memory: Assembled, domain: Domain | None,
           k: int = RECALL_K) -> Recalled:
    query = search_text(plan, text, memory)
    return Recalled(search_text=query, candidates=search(index, query, domain, k))
