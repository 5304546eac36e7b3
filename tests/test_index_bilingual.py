"""The recall step's query is bilingual and type-aware: the catalog mixes Chinese and English
titles, and a Chinese request must reach the English titles of the type it asks for (and the
other way round), without ever searching what the shopper said no to."""
from __future__ import annotations

import pytest

from agent.engines import make_engine
from agent.engines.base import PlanInput
from agent.evaluate import turn_query
from agent.picker import product_type_of
from agent.product_types import same_type
from agent.runtime import DEFAULT_CATALOG
from agent.steps.recall import keyword_text, translations
from memory.domains import Domain
from memory.text import CJK


@pytest.fixture(scope="module")
def planner():
    return make_engine("offline")


def plan(planner, text: str, lang: str):
    return planner.plan(PlanInput(text=text, lang=lang))


def test_a_chinese_request_gains_the_english_material_and_type_names(planner):
    planned = plan(planner, "真皮沙发", "zh")
    assert translations(planned) == ["leather"]
    keywords = keyword_text(planned).split()
    assert "sofa" in keywords and "leather" in keywords


def test_an_english_request_gains_the_chinese_material_and_type_names(planner):
    planned = plan(planner, "sterling silver earrings", "en")
    assert translations(planned) == ["纯银"]
    assert "耳环" in keyword_text(planned)


def test_the_dense_side_gets_no_type_name_in_the_other_language(planner):
    """推荐行李箱 stays 行李箱 on the dense side: the type is recalled on its own instead."""
    sent = turn_query("推荐行李箱", "zh", Domain.BAGS_LUGGAGE, planner)
    assert "suitcase" not in sent.dense.lower() and "suitcase" in sent.keywords.lower()
    assert sent.types == ["suitcase"]


def test_keyword_side_carries_every_chinese_word_for_a_material(planner):
    """Chinese titles say 真皮 or 牛皮, rarely 皮革: the BM25 side gets several of them."""
    text = keyword_text(plan(planner, "leather sofa", "en"))
    assert sum(w in text for w in ("皮革", "真皮", "牛皮")) >= 2


@pytest.mark.parametrize("text, lang, never", [
    ("不要塑料的旅行包", "zh", ("塑料", "plastic")),
    ("running shoes, no leather", "en", ("leather", "皮革", "真皮")),
    ("给妈妈买条真丝围巾，不要化纤的", "zh", ("化纤", "synthetic", "polyester")),
])
def test_a_dislike_is_never_translated_into_the_query(planner, text, lang, never):
    sent = turn_query(text, lang, None, planner)
    for word in never:
        assert word not in sent.dense.lower() and word not in sent.keywords.lower(), word


@pytest.mark.skipif(not DEFAULT_CATALOG.exists(), reason="data/catalog.jsonl not generated")
@pytest.mark.parametrize("text, lang, domain, english", [
    ("纯银耳环", "zh", Domain.JEWELRY_WATCHES, True),
    ("牛仔裤 32码", "zh", Domain.APPAREL, True),
    ("silk pillowcase", "en", Domain.HOME_TEXTILES, False),
])
def test_the_asked_type_is_recalled_in_both_languages(catalog_index, planner, text, lang,
                                                      domain, english):
    """The turn's recall of a typed request: ten in-type candidates, some of them titled in
    the other language (before, 牛仔裤 found six Chinese jeans and then chinos)."""
    index = catalog_index()
    sent = turn_query(text, lang, domain, planner)
    assert sent.types
    hits = index.recall(sent.dense, sent.keywords, domain=domain, limit=40,
                        product_types=sent.types).hits
    in_type = [h.product for h in hits
               if any(same_type(t, product_type_of(h.product)) for t in sent.types)]
    assert len(in_type) >= 10
    other = [p for p in in_type[:10] if (not CJK.search(p.title)) == english]
    assert other, [p.title for p in in_type[:10]]


@pytest.mark.skipif(not DEFAULT_CATALOG.exists(), reason="data/catalog.jsonl not generated")
@pytest.mark.parametrize("text, lang", [("真丝睡衣", "zh"), ("a hoodie for my teenage son", "en")])
def test_the_eval_sends_what_a_turn_sends(agent, planner, text, lang):
    """`python -m agent catalog eval` measures the turn's recall, not a recall of its own:
    the same dense text and, on a first message, the same pool as a real turn."""
    from agent.evaluate import shown_ids

    trace = agent.say("ana", text)
    domain = trace.plan.domain
    sent = turn_query(text, lang, domain, agent.engine)
    assert sent.dense == trace.search_text
    assert sent.types == [trace.plan.product_type]
    shown = shown_ids(agent.index, text, lang, domain, k=10, engine=agent.engine)
    assert shown == [r.id for r in trace.results[:10]]


@pytest.mark.skipif(not DEFAULT_CATALOG.exists(), reason="data/catalog.jsonl not generated")
def test_an_english_turn_shows_chinese_titles_of_the_asked_type_and_material(agent):
    """sterling silver earrings: the picker's prefer word reaches 925银/纯银 in Chinese titles,
    and type-aware recall brought those earrings into the pool."""
    trace = agent.say("ana", "sterling silver earrings")
    top = trace.results[:10]
    assert top and all(r.product_type == "earrings" for r in top)
    chinese = [r.title for r in top if CJK.search(r.title)]
    assert any("925银" in t or "纯银" in t for t in chinese), [r.title for r in top]
