"""The recall step: hybrid retrieval in one engine query. The dense side gets the query text
(the planner's query plus in-scope like words), the BM25 side the plan's product words (its
query and the product type's names). Never the raw message: it holds the dislikes ("不要塑料"
must not search plastic). `search` is the only place the turn calls the index.

Both sides are bilingual: the catalog mixes Chinese and English titles, and a small
multilingual model scores any title of the query's language above every title of the
other (measured: 纯银耳环 put 18K-gold Chinese earrings above English sterling-silver ones).
So the asked-for type is recalled on its own as well (type-aware recall,
`CatalogIndex.recall(product_types=…)`), the BM25 side gets the type's names in both
languages, and both sides get the asked-for materials in the other language (the one zh->en
map)."""
from __future__ import annotations

from typing import Any, Sequence

from pydantic import BaseModel

from agent.picker import Candidate
from agent.product_types import get_type
from agent.schemas import PlannerOutput
from memory.assemble import Assembled
from memory.domains import Domain
from memory.terms import is_chinese, match_forms

RECALL_K = 40


class Recalled(BaseModel):
    search_text: str
    keyword_text: str = ""
    candidates: list[Candidate]
    embed_ms: float = 0.0
    search_ms: float = 0.0


# Translations per asked-for word: one on the dense side (more pulls the vector off the
# request), several on the BM25 side (皮革, 真皮 and 牛皮 all say leather in a title).
DENSE_TRANSLATIONS = 1
KEYWORD_TRANSLATIONS = 3


def translations(plan: PlannerOutput, per_word: int = DENSE_TRANSLATIONS) -> list[str]:
    """The plan's asked-for words (its prefer words) in the other language, not already in
    its query, from the one zh->en map: 真皮 -> leather, "sterling silver" -> 纯银. Never an
    exclude word. The product type's names are not here: the BM25 side carries them and
    the type is recalled on its own (type-aware recall); on the dense side they would
    reorder a whole catalog by title language (measured: 推荐行李箱 put English nylon
    suitcases above every Chinese one, the README story's plastic ones among them)."""
    query = (plan.search_query or "").lower()
    out: list[str] = []
    for word in plan.prefer_keywords:
        chinese = is_chinese(word)
        for other in [f for f in match_forms([word]) if is_chinese(f) != chinese][:per_word]:
            if other.lower() not in query and other not in out:
                out.append(other)
    return out


def search_text(plan: PlannerOutput, text: str, memory: Assembled) -> str:
    """Like words go into the query (keywords, never content); dislikes never do. The plan's
    asked-for words in the other language follow (see `translations`)."""
    return " ".join([plan.search_query or text[:200], *memory.query_words,
                     *translations(plan)]).strip()


def keyword_text(plan: PlannerOutput) -> str:
    """The product words for BM25: the plan's query and, when the planner named a product
    type, its names in both languages (跑鞋 / running shoes reach titles in either), and the
    asked-for words in the other language."""
    words = [plan.search_query]
    ptype = get_type(plan.product_type)
    if ptype is not None:
        words += [*ptype.en[:2], *ptype.zh[:2]]
    words += [w for w in translations(plan, KEYWORD_TRANSLATIONS) if w not in words]
    return " ".join(w for w in words if w).strip()


def search(index: Any, query: str, keywords: str, domain: Domain | None,
           k: int = RECALL_K, types: Sequence[str] = ()) -> Recalled:
    found = index.recall(query, keywords or None, domain=domain, limit=k,
                         product_types=tuple(types))
    return Recalled(search_text=query, keyword_text=keywords,
                    candidates=[Candidate(product=h.product, relevance=h.score) for h in found.hits],
                    embed_ms=found.embed_ms, search_ms=found.search_ms)


def nothing_asked() -> Recalled:
    """A turn that names no product in a session that has none searches nothing: whatever a
    search returned would be shown as picks nobody asked for (DESIGN section 6)."""
    return Recalled(search_text="", candidates=[])


def recall(index: Any, plan: PlannerOutput, text: str, memory: Assembled, domain: Domain | None,
           k: int = RECALL_K, types: Sequence[str] = ()) -> Recalled:
    """`types`: the product types this turn shops for (pick.asked_type), recalled on their
    own as well, so the picker's in-type results are the best of that type."""
    return search(index, search_text(plan, text, memory), keyword_text(plan), domain, k, types)
