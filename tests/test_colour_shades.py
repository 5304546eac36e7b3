"""A colour with a shade or intensity word is one colour (issue 11, round 36): "no neon
yellow" refuses neon yellow, not neon and yellow; 荧光绿 is a colour, never a brand; a refused
浅蓝色 removes light-blue titles only, and the plain colour stays."""
from __future__ import annotations

from agent.engines.base import PlanInput
from agent.engines.offline_lexicon import lexicon
from memory.terms import term_hits


def _said(engine, text, lang):
    plan = engine.plan(PlanInput(text=text, lang=lang))
    return [(c.polarity.value, c.category.value, c.slug) for c in plan.new_constraints]


def test_no_neon_yellow_is_one_colour(engine):
    assert _said(engine, "a t-shirt, no neon yellow", "en") == [("dislike", "color", "neon_yellow")]
    assert _said(engine, "I'd love a pastel pink hoodie", "en") == [("like", "color", "pastel_pink")]


def test_a_neon_green_refused_in_chinese_is_a_colour_not_a_brand(engine):
    assert _said(engine, "帮我找件T恤，荧光绿的不要", "zh") == [("dislike", "color", "neon_green")]
    assert _said(engine, "深蓝色的不要", "zh") == [("dislike", "color", "dark_blue")]


def test_a_shade_inside_another_word_makes_no_colour():
    lex = lexicon()
    assert lex.find("荧光绿").slug == "neon_green" and lex.find("浅蓝色").slug == "light_blue"
    # 淡 of 清淡: a shade of `zh_before_se` only before a colour written with 色
    assert lex.find("淡红") is None
    assert lex.find("淡黄色").slug == "pale_yellow"
    found = [m.group() for m in lex.zh_pattern.finditer("想要漂亮红裙子")]
    assert "亮红" not in found and "红" in found


def test_intensity_alone_is_no_shade(engine):
    """Titles seldom say "bright": a bright colour refused is the colour refused."""
    assert _said(engine, "a scarf please, nothing bright orange", "en") == [("dislike", "color", "orange")]


def test_a_refused_light_blue_leaves_the_other_blues(agent):
    turn = agent.say("u", "推荐T恤，不要浅蓝色的")
    assert [c.slug for c in turn.pt.constraints] == ["light_blue"]
    removed = [r.title for r in turn.removed if r.rule == "session"]
    assert removed and all("浅蓝色" in t or "light blue" in t.lower() for t in removed)
    assert not any("浅蓝色" in r.title for r in turn.results)
    # the plain colour is no shade of it: the refusal's words hit a light-blue title only
    terms = turn.pt.constraints[0].terms
    assert any(term_hits(t, "优品汇纯亚麻T恤男士三件装 浅蓝色") for t in terms)
    assert not any(term_hits(t, "优品汇纯亚麻T恤男士三件装 蓝色") for t in terms)
    assert not any(term_hits(t, "Men's Linen T-Shirt - Blue") for t in terms)
    assert any(term_hits(t, "Men's Linen T-Shirt - Light Blue") for t in terms)
