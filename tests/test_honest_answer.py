"""The offline answer says what emptied the list and how far each memory moved items, from
the typed facts of AnswerInput, in both languages; and the openai prompt carries the same facts."""
from __future__ import annotations

from agent.engines.base import AnswerInput, MemoryEffectLine, NearestLine, ResultLine, ShortfallFact
from agent.engines.offline import OfflineEngine
from agent.engines.prompts import answer_messages
from agent.schemas import PlannerOutput

PLAN = PlannerOutput(intent="find running shoes", domain="footwear", search_query="running shoes",
                     product_type="running_shoes")
BUDGET_SHORT = ShortfallFact(
    constraint="budget", qualifying=0, product_type="running_shoes",
    type_names={"zh": "跑鞋", "en": "running shoes"}, budget_max=200, currency="CNY",
    nearest=NearestLine(id="S1", title="Mesh Running Shoes", price=329, currency="CNY",
                        breaks="budget", product_type="running_shoes"))


def _ask(lang, **fields):
    return OfflineEngine().answer(AnswerInput(text="x", lang=lang, plan=PLAN, results=[], **fields)).text


def test_a_budget_that_empties_the_list_is_named_with_the_cheapest_price_in_english():
    text = _ask("en", shortfall=BUDGET_SHORT)
    assert "No running shoes under ¥200; the cheapest is ¥329" in text
    assert "Top picks" not in text


def test_a_budget_that_empties_the_list_is_named_with_the_cheapest_price_in_chinese():
    text = _ask("zh", shortfall=BUDGET_SHORT)
    assert "预算 ¥200 以内没有跑鞋" in text and "¥329" in text


def test_a_missing_type_says_the_nearest_is_another_type_not_a_pick():
    short = ShortfallFact(constraint="type", qualifying=0, product_type="scarf",
                          type_names={"zh": "围巾", "en": "scarf"},
                          nearest=NearestLine(id="T1", title="Linen Crew Tee", price=13.99,
                                              currency="USD", breaks="type", product_type="t_shirt"))
    en, zh = _ask("en", shortfall=short), _ask("zh", shortfall=short)
    assert "no scarf" in en and "a different type" in en and "Top picks" not in en
    assert "没有合适的围巾" in zh and "不是围巾" in zh


def test_memory_effects_are_stated_with_their_size_not_a_fixed_phrase():
    lifted = MemoryEffectLine(dedup_key="affinity", keywords=["genuine leather"], direction="up",
                              items=8, places=13, max_places=20, entered_top=4)
    results = [ResultLine(id="B1", title="Genuine Leather Tote", price=99)]
    out = OfflineEngine().answer(AnswerInput(text="x", lang="en", plan=PLAN, results=results,
                                             affinity_active=["genuine leather"],
                                             memory_effects=[lifted])).text
    assert "8 items moved up by 13 places on average" in out and "4 of them into the top five" in out
    assert "slightly" not in out
    zh = OfflineEngine().answer(AnswerInput(text="x", lang="zh", plan=PLAN, results=results,
                                            affinity_active=["genuine leather"],
                                            memory_effects=[lifted])).text
    assert "8 件商品平均上升 13 位" in zh and "略微" not in zh


def test_the_openai_prompt_carries_the_shortfall_and_the_effect_sizes():
    effect = MemoryEffectLine(dedup_key="dislike:material:bags_luggage:plastic", direction="down",
                              items=3, places=6, left_top=2)
    messages = answer_messages(AnswerInput(text="x", lang="en", plan=PLAN, results=[],
                                           shortfall=BUDGET_SHORT, memory_effects=[effect]))
    user = messages[-1]["content"]
    assert "<<<SHORTFALL" in user and '"constraint": "budget"' in user and "329" in user
    assert "<<<MEMORY_EFFECTS" in user and '"left_top": 2' in user
    assert "SHORTFALL" in messages[0]["content"]


def _floors(*slugs_words, persistence="lasting", domain="global"):
    from agent.schemas import ConstraintOut

    return PLAN.model_copy(update={"new_constraints": [
        ConstraintOut(polarity="dislike", category="material", slug=slug, keywords=[word],
                      domain=domain, persistence=persistence) for slug, word in slugs_words]})


def test_floors_said_together_are_acknowledged_in_one_note_in_english():
    """"I'm vegan" stands for nine floors: one note, not nine each "in any category (always)"."""
    plan = _floors(("wool", "wool"), ("silk", "silk"), ("down", "down"))
    text = OfflineEngine().answer(AnswerInput(text="x", lang="en", plan=plan, results=[])).text
    assert "no wool, silk or down in any category (always)" in text
    assert text.count("any category") == 1


def test_floors_said_together_are_acknowledged_in_one_note_in_chinese():
    plan = _floors(("wool", "羊毛"), ("silk", "真丝"))
    text = OfflineEngine().answer(AnswerInput(text="x", lang="zh", plan=plan, results=[])).text
    assert "不要羊毛、真丝（所有品类，一直有效）" in text, text


def test_a_session_dislike_and_a_lasting_one_stay_two_notes():
    from agent.schemas import ConstraintOut

    plan = PLAN.model_copy(update={"new_constraints": [
        ConstraintOut(polarity="dislike", category="material", slug="plastic", keywords=["plastic"],
                      domain="footwear", persistence="session"),
        ConstraintOut(polarity="dislike", category="material", slug="leather", keywords=["leather"],
                      domain="footwear", persistence="lasting")]})
    text = OfflineEngine().answer(AnswerInput(text="x", lang="en", plan=plan, results=[])).text
    assert "no plastic (this session only); no leather (always)" in text, text


def test_a_prefer_word_no_result_has_is_said_in_both_languages():
    results = [ResultLine(id="K1", title="Compact Blender, Beige", price=36.99)]
    en = OfflineEngine().answer(AnswerInput(text="any in red?", lang="en", plan=PLAN,
                                            results=results, prefer_unmet=["red"])).text
    zh = OfflineEngine().answer(AnswerInput(text="有红色的吗", lang="zh", plan=PLAN,
                                            results=results, prefer_unmet=["红色"])).text
    assert "None of them is red" in en and "其中没有红色的" in zh
    met = OfflineEngine().answer(AnswerInput(text="any in red?", lang="en", plan=PLAN,
                                             results=results)).text
    assert "None of them" not in met


def test_prefer_unmet_comes_from_the_picks_own_hits_in_either_language():
    from agent.picker import Candidate, pick
    from agent.products import Product
    from agent.steps.answer import prefer_unmet
    from memory.assemble import Term
    from memory.domains import Domain

    def cand(i, title):
        return Candidate(product=Product(id=f"P{i}", title=title, price=30, currency="USD", platform="test",
                                         domain=Domain.HOME_APPLIANCES), relevance=0.9 - i / 100)

    plan = PlannerOutput(intent="search: blender", domain="home_appliances",
                         search_query="blender", prefer_keywords=["red", "quiet", "men"])
    prefer = [Term(term=w, source_key="turn:prefer", rule="soft") for w in plan.prefer_keywords]
    result = pick([cand(1, "Blender, Compact, Beige"), cand(2, "静音破壁机 米色")], prefer=prefer)
    # 静音 is quiet in Chinese: the second title has it; none is red; "men" is who it is
    # for, never reported as missing.
    assert prefer_unmet(plan, result) == ["red"]
    red = pick([cand(1, "Blender, Compact, Beige"), cand(3, "破壁机 红色 静音")], prefer=prefer)
    assert prefer_unmet(plan, red) == []


def test_one_colour_said_in_two_forms_is_reported_unmet_once():
    from agent.picker import Candidate, pick
    from agent.products import Product
    from agent.steps.answer import prefer_unmet
    from memory.assemble import Term
    from memory.domains import Domain

    plan = PlannerOutput(intent="search: shirt", domain="apparel", search_query="衬衫",
                         prefer_keywords=["浅蓝色", "浅蓝", "亚麻"])
    prefer = [Term(term=w, source_key="turn:prefer", rule="soft") for w in plan.prefer_keywords]
    shirts = [Candidate(product=Product(id=f"S{i}", title=title, price=30, currency="CNY",
                                        platform="test", domain=Domain.APPAREL), relevance=0.9)
              for i, title in enumerate(["纯棉衬衫 白色", "亚麻衬衫 卡其色"])]
    # neither shirt is light blue; the linen one is linen: the colour is said once
    assert prefer_unmet(plan, pick(shirts, prefer=prefer)) == ["浅蓝色"]

    # one colour in two languages: a title in one of them meets it, and nothing is said
    both = plan.model_copy(update={"prefer_keywords": ["浅蓝色", "light blue"]})
    light = [Candidate(product=Product(id="L1", title="透气跑鞋 浅蓝色 38码", price=30, currency="CNY",
                                       platform="test", domain=Domain.APPAREL), relevance=0.9)]
    terms = [Term(term=w, source_key="turn:prefer", rule="soft") for w in both.prefer_keywords]
    assert prefer_unmet(both, pick(light, prefer=terms)) == []
    assert prefer_unmet(both, pick(shirts, prefer=terms)) == ["浅蓝色"]


def test_the_openai_prompt_carries_the_unmet_prefer_words():
    from agent.engines.prompts import answer_messages

    request = AnswerInput(text="any in red?", lang="en", plan=PLAN, prefer_unmet=["red"],
                          results=[ResultLine(id="K1", title="Compact Blender, Beige", price=36.99)])
    prompt = "\n".join(m["content"] for m in answer_messages(request))
    assert '"prefer_unmet": ["red"]' in prompt.replace("'", '"') and "none of the results" in prompt


def test_removals_are_counted_per_cause_not_all_blamed_on_the_session_word():
    results = [ResultLine(id="B1", title="Nylon Travel Organizer", price=19)]
    for lang, said, other in (("zh", "含塑料的商品已排除（21 件）", "另有 36 件不符合条件的商品已排除"),
                              ("en", "items with plastic were left out (21)",
                               "36 more items that did not fit were left out")):
        text = OfflineEngine().answer(AnswerInput(
            text="x", lang=lang, plan=PLAN, results=results, removed_count=57,
            session_removed=["塑料" if lang == "zh" else "plastic"], session_removed_count=21)).text
        assert said in text and other in text, text


def test_with_no_results_the_left_out_count_is_not_more():
    text = _ask("en", shortfall=BUDGET_SHORT, removed_count=40)
    assert "40 items that did not fit were left out" in text and "more" not in text
    zh = _ask("zh", shortfall=BUDGET_SHORT, removed_count=40)
    assert "有 40 件不符合条件的商品已排除" in zh and "另有" not in zh


def test_a_type_shortfall_with_a_few_that_qualify_says_how_many_not_none():
    short = ShortfallFact(constraint="type", qualifying=2, product_type="hiking_boots",
                          type_names={"zh": "登山靴", "en": "hiking boots"},
                          nearest=NearestLine(id="C1", title="Boot Wax 8 oz", price=12,
                                              currency="USD", breaks="type", product_type=""))
    results = [ResultLine(id="B1", title="Fellside Hiking Boots EU 42", price=79)]
    en = OfflineEngine().answer(AnswerInput(text="x", lang="en", plan=PLAN, results=results,
                                            result_count=2, shortfall=short)).text
    zh = OfflineEngine().answer(AnswerInput(text="x", lang="zh", plan=PLAN, results=results,
                                            result_count=2, shortfall=short)).text
    assert "Only 2 hiking boots fit every condition" in en and "no hiking boots" not in en
    assert "只有 2 件登山靴符合全部条件" in zh and "没有合适的" not in zh


def test_a_size_that_empties_the_list_names_the_size_and_the_nearest_in_both_languages():
    short = ShortfallFact(constraint="size", qualifying=0, product_type="running_shoes",
                          type_names={"zh": "跑鞋", "en": "running shoes"}, size="46",
                          nearest=NearestLine(id="S9", title="Brisk Runner EU 44", price=59,
                                              currency="USD", breaks="size",
                                              product_type="running_shoes"))
    en, zh = _ask("en", shortfall=short), _ask("zh", shortfall=short)
    assert "No running shoes come in size 46; the nearest is Brisk Runner EU 44 ($59)" in en
    assert "which has" not in en and " ;" not in en
    assert "尺码 46 的跑鞋一件也没有" in zh and "Brisk Runner EU 44" in zh
