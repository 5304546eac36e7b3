"""How long a refusal lasts when no marker word says so (issue 11, round 43): a span over every
season, a particle verb with its pronoun object, a take-back told by the fault's real cause, and
an occasion dated in one turn that scopes the next turn's refusal of a look."""
import pytest

from agent import eval_language as ev
from agent.engines.offline_reach import persistence_of
from agent.language.cause_cleared import causes


@pytest.fixture(scope="module")
def engine():
    return ev.make_eval_engine(bare=True)


@pytest.fixture(scope="module")
def read_engine():
    """The engine as the app builds it: the clause reading that ties a verdict back to the
    complaint's word needs the shipped embedder."""
    return ev.make_eval_engine()


def _plan(engine, text, given=None):
    plan = engine.plan(ev.plan_request(text, given))
    return {(c.polarity.value, c.slug): c for c in plan.new_constraints}, plan.lifted_slugs


@pytest.mark.parametrize("text", ["哪个季节都不要", "往后一年四季都免谈", "春夏秋冬都不穿", "no, in any season",
                                  "not all year round"])
def test_a_span_over_every_season_lasts(text):
    assert persistence_of(text) == "lasting"


@pytest.mark.parametrize("text", ["想买一床四季被", "all-season tyres", "this season no"])
def test_a_product_of_the_seasons_or_one_season_is_no_lasting_span(text):
    assert persistence_of(text) != "lasting"


def test_a_refusal_after_a_complaint_kept_for_every_season(engine):
    found, _ = _plan(engine, "碎花穿身上总觉得是把外婆家窗帘裹上了，哪个季节都不要。")
    assert found[("dislike", "floral")].persistence == "lasting"


def test_sworn_them_off_points_back_at_the_complaint_s_word(read_engine):
    found, _ = _plan(read_engine, "Plaid shirts have me looking like a lumberjack in every photo; "
                             "I've sworn them off permanently.")
    assert found[("dislike", "plaid")].persistence == "lasting"


TITANIUM = {"domain": "jewelry_watches", "cons": [{"dom": "jewelry_watches", "p": "dislike", "slug": "titanium"}]}


def test_a_rash_blamed_on_the_strap_clears_titanium(engine):
    found, lifted = _plan(engine, "Titanium can come back: the rash was from the strap, not the case.", TITANIUM)
    assert "titanium" in lifted and ("dislike", "titanium") not in found


def test_a_rash_blamed_on_titanium_itself_clears_nothing(engine):
    found, lifted = _plan(engine, "The rash was from the titanium, not the strap.", TITANIUM)
    assert "titanium" not in lifted and ("dislike", "titanium") in found


def test_glue_blamed_and_nickel_denied_in_chinese(engine):
    given = {"domain": "jewelry_watches", "cons": [{"dom": "jewelry_watches", "p": "dislike", "slug": "nickel"}]}
    _, lifted = _plan(engine, "皮肤科医生说起疹子是搭扣上的劣质胶水闹的，跟镍没关系，镍的又能要了。", given)
    assert lifted == ["nickel"]


def test_the_cause_said_is_told_apart_from_the_cause_denied():
    text = "it was the detergent making me itch, not the jumpers"
    said, moved = causes(text)
    assert moved and [text[a:b] for a, b in said] == ["the detergent"]


def test_a_dated_occasion_leads_its_look_refusal_past_a_clause_naming_the_colour(engine):
    found, _ = _plan(engine, "梅姨周日重办婚礼，她自己穿红，我就避开红色吧。")
    assert found[("dislike", "red")].persistence == "session"


def test_a_material_beside_a_dated_occasion_keeps_its_own_scope(engine):
    found, _ = _plan(engine, "Saturday's ceilidh is at the barn; polyester makes me sweat buckets.")
    assert all(c.persistence != "session" for (p, slug), c in found.items() if slug == "polyester")


def test_the_occasion_told_in_the_first_turn_scopes_the_next_turn_s_colour(engine):
    run = ev.play_story(engine, [["My brother passes out of police college on Friday; a shirt for the parade.",
                                  "Nothing green, the cadets all wear green."], ["A shirt for every day."]])
    assert not any(key.endswith(":green") for key in run.store)


def test_a_colour_refused_for_good_after_the_occasion_is_kept(engine):
    run = ev.play_story(engine, [["My brother passes out of police college on Friday; a shirt for the parade.",
                                  "Nothing green, I never wear it."], ["A shirt for every day."]])
    assert "dislike:color:apparel:green" in run.store


def test_a_material_refused_after_the_occasion_is_kept(engine):
    run = ev.play_story(engine, [["公婆下个月来住，得添一床厚被子。", "被芯别要聚脂的，盖着太闷。"], ["再买两个配套的枕套。"]])
    assert "dislike:material:home_textiles:polyester" in run.store


@pytest.mark.parametrize("text", ["for the allotment society's autumn feast nothing orange",
                                  "at the kids' party no glitter"])
def test_an_occasion_named_with_a_possessive_passes(text):
    assert persistence_of(text) == "session"


def test_the_occasion_half_of_a_mixed_sentence_keeps_its_own_scope(read_engine):
    found, _ = _plan(read_engine, "Corduroy rubs my thighs raw so that's permanently out, and for the "
                                  "allotment society's autumn feast nothing orange.")
    assert found[("dislike", "orange")].persistence == "session"
    assert found[("dislike", "corduroy")].persistence == "lasting"
