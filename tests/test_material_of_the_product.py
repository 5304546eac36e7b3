"""A material named as part of the product asked for is what the shopper wants: the
stance vote of the exemplar table read 亚麻被套 ("linen duvet cover") as a dislike (share
0.71) and removed every linen duvet cover from the shopper who asked for one. A complaint
about a product of that material is still a dislike. The real offline engine with the
app's classifier on the demo catalog."""
from __future__ import annotations

import pytest

from memory.models import Polarity
from memory.terms import normalize_terms, term_hits


@pytest.fixture(scope="module")
def agent(tmp_path_factory, catalog_index):
    from agent.runtime import open_runtime

    runtime = open_runtime(db=tmp_path_factory.mktemp("m") / "memory.db",
                           index=catalog_index(), engine="offline")
    yield runtime.agent
    runtime.store.close()


@pytest.mark.parametrize("text,word", [
    ("亚麻被套", "亚麻"), ("想要一个亚麻的被套", "亚麻"), ("真皮沙发", "真皮"),
    ("帮我找个亚麻被套，预算八百", "亚麻"), ("linen duvet cover", "linen"),
    ("I need a linen duvet cover please", "linen"), ("a leather sofa, not too pricey", "leather"),
])
def test_the_material_of_the_product_asked_for_is_never_a_dislike(agent, text, word):
    trace = agent.say(f"want-{abs(hash(text))}", text)
    assert not [c for c in trace.plan.new_constraints if c.polarity == Polarity.DISLIKE]
    assert word not in trace.plan.exclude_keywords
    terms = normalize_terms([word])
    assert trace.results, trace.answer
    assert any(any(term_hits(t, r.title) for t in terms) for r in trace.results[:5]), \
        [r.title for r in trace.results[:5]]


@pytest.mark.parametrize("text,slug", [
    ("皮革的沙发坐着太热，换一个布艺沙发", "leather"),
    ("the leather sofa was too hot, a fabric one instead", "leather"),
])
def test_a_complaint_about_a_product_of_that_material_is_still_a_dislike(agent, text, slug):
    trace = agent.say(f"complain-{abs(hash(text))}", text)
    assert [c.slug for c in trace.plan.new_constraints if c.polarity == Polarity.DISLIKE] == [slug]
