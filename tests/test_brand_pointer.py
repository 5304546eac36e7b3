""""That brand" points at the picks the session showed (issue 11, round 36): resolved from
P_t's shown picks, learned as a brand dislike, and asked about when the picks have several
brands. Through the app's agent path, on the demo catalog."""
from __future__ import annotations

from agent.language.brand_pointer import find_pointer, pick_pointed
from agent.products import read_catalog
from agent.runtime import DEFAULT_CATALOG
from agent.steps.shown_brand import resolve
from memory.models import SessionState, ShownItem


def _brands(trace, n=3):
    by_id = {p.id: p.brand for p in read_catalog(DEFAULT_CATALOG)}
    return [by_id[r.id] or "" for r in trace.results[:n]]


def test_that_brand_after_a_search_for_it_is_a_brand_dislike(agent):
    shown = agent.say("u", "Orrin running shoes")
    assert "Orrin" in _brands(shown)
    turn = agent.say("u", "not that brand, show me others")
    assert turn.pointed_brand is not None and turn.pointed_brand.brand == "Orrin"
    assert turn.pointed_brand.from_ids == [r.id for r, b in zip(shown.results, _brands(shown))
                                           if b == "Orrin"]
    assert [(c.polarity.value, c.category.value, c.slug) for c in turn.pt.constraints] == \
        [("dislike", "brand", "orrin")]
    assert "Orrin" not in _brands(turn, len(turn.results))  # "show me others": they are gone
    written = [p.dedup_key for p in agent.end_session("u").written]
    assert written == ["dislike:brand:footwear:orrin"]


def test_that_brand_among_several_asks_which_and_the_answer_is_learned(agent):
    shown = agent.say("u", "推荐一款跑鞋")
    brands = list(dict.fromkeys(b for b in _brands(shown) if b))
    assert len(brands) > 1
    asked = agent.say("u", "我不太喜欢那个牌子，换别家的吧")
    assert asked.pointed_brand.how == "asked" and asked.pointed_brand.asked_among == brands
    assert not asked.pt.constraints  # nothing guessed
    question = [q for q in asked.pt.open_questions if all(b in q for b in brands)]
    assert question and question[0] in asked.answer
    chosen = brands[-1]
    turn = agent.say("u", chosen)
    assert turn.pointed_brand.how == "named" and turn.pointed_brand.brand == chosen
    assert [(c.polarity.value, c.category.value, c.keywords) for c in turn.pt.constraints] == \
        [("dislike", "brand", [chosen])]
    assert question[0] not in turn.pt.open_questions
    assert chosen not in _brands(turn, len(turn.results))


def test_their_stuff_is_resolved_by_the_place_of_a_pick(agent):
    shown = agent.say("u", "running shoes please")
    asked = agent.say("u", "their stuff never fits me")
    assert asked.pointed_brand.how == "asked"
    assert asked.answer in asked.pt.open_questions  # the reply is the question
    second = _brands(shown)[1]
    turn = agent.say("u", "the second one")
    assert turn.pointed_brand.brand == second
    assert any(c.polarity.value == "dislike" and c.category.value == "brand"
               for c in turn.pt.constraints)


def test_a_maker_named_in_the_message_is_not_the_shown_one(agent):
    agent.say("u", "running shoes please")
    turn = agent.say("u", "I dislike Tidewell, their stuff never fits me")
    assert turn.pointed_brand is None
    assert [c.slug for c in turn.pt.constraints] == ["tidewell"]


def test_pointers_and_what_is_no_pointer():
    assert find_pointer("我不太喜欢那个牌子，换别家的吧").said == "那个牌子"
    assert find_pointer("他们家的鞋老磨脚").said == "他们家"
    assert find_pointer("nothing from them please").said == "from them"
    assert find_pointer("this maker never again").said == "this maker"
    for said in ("换别家的吧", "换其他家的看看", "I like them, the first one please",
                 "their soles are too thin"):
        assert find_pointer(said) is None, said
    assert pick_pointed("第二个那个牌子不要") == 1 and pick_pointed("the top pick's brand") == 0


def test_picks_that_share_one_brand_settle_it_without_asking():
    pt = SessionState(user="u", session_id="s", shown=[
        ShownItem(id="P1", title="云栖跑鞋 白色", brand="云栖"),
        ShownItem(id="P2", title="云栖跑鞋 黑色", brand="云栖")])
    pointed = resolve("这家的不要了", pt)
    assert pointed.line.how == "shared" and pointed.line.from_ids == ["P1", "P2"]
    assert pointed.text == "云栖的不要了" and pt.brand_question is None
