"""Brands no list knows, read by where they stand (offline_names) and by what is said of
them (offline_brands). Every sentence here is written for this test (none from an
evaluation set), with invented names that are in no catalog. Real lexicon, real jieba, real
embedder over the demo catalog's committed vectors."""
from __future__ import annotations

import pytest

from agent.engines.offline_lexicon import catalog_brands, lexicon
from agent.engines.offline_names import unknown_names
from memory.models import Category, Polarity
from tests.planning import constraints_on as _brand, plan_of as _plan


# ---- where a name stands ------------------------------------------------------------------

@pytest.mark.parametrize("text,name", [
    ("霁岚的面霜太油了，换一个吧", "霁岚"),                 # X的<product> opening a clause
    ("洗碗机就是别要澄汐的，别的都可以", "澄汐"),           # 别要 cut 别/要 by the dictionary
    ("帮我把琅岫拉黑，其他都行", "琅岫"),                   # 把 X <verb of removal>
    ("书桌台灯我最信得过沐岩，他们有护眼款吗", "沐岩"),     # the whole object of 信得过
    ("蔺蓝家的就算了，上次的毛巾掉色", "蔺蓝"),             # X家的: the maker's shop
    ("tarvesco kettles keep breaking, a different kettle please", "tarvesco"),  # before its product
    ("please rule out drelmont, any desk lamp is fine", "drelmont"),            # after "out"
])
def test_a_name_is_read_from_a_makers_place(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text,name", [
    ("电热毯谁家的都无所谓，只要不是墨漪", "墨漪"),          # 只要不是X closing its clause
    ("保温杯千万别是砚澄的就好", "砚澄"),                    # 别是X的: 砚 an inkstone's character
    ("有没有不是岑澜出的插线板", "岑澜"),                    # 不是X出的: made by X, 出 not the name
])
def test_the_complement_of_a_negated_copula_is_a_name(text, name):
    # The place is a refusal's ("as long as it isn't X"), whatever the rarity of X's characters.
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text,name", [
    ("床垫要是眠澹有硬一点的，就买他们家", "眠澹"),
    ("如果琰禾出了黑色款，我就选他家", "琰禾"),
])
def test_the_subject_of_a_condition_pointed_back_at_is_a_maker(text, name):
    assert name in unknown_names(lexicon(), text)


@pytest.mark.parametrize("text", [
    "要是价格合适，就买他家",         # the condition is a price, no maker
    "如果有灰色的就买他们家",         # 有 opens the condition: nothing named
])
def test_a_condition_with_no_coined_subject_names_no_one(text):
    assert unknown_names(lexicon(), text) == []


@pytest.mark.parametrize("text", [
    "这条裤子不是棉的吗",           # a material after the copula
    "价格不是问题，要好用",         # 问题 is a word
    "不是很喜欢这个颜色",           # degree, no name
    "这双鞋不是太合脚",
])
def test_a_negated_copula_before_words_of_the_language_names_no_one(text):
    assert unknown_names(lexicon(), text) == []


def test_shop_glued_by_the_dictionary_is_split_off():
    # 澄回家的: the dictionary cuts 回家 (go home); the name is the characters before 家.
    assert unknown_names(lexicon(), "浴霸要暖风的，澄回家的就免了") == ["澄回"]


@pytest.mark.parametrize("text", [
    "冬天的棉拖鞋有吗",                 # a season before 的
    "朋友送的围巾特别暖和",             # who gave it
    "大家的评价都不错，有没有黑色",      # 大家 is a word
    "厂家的售后太差了，换一个电水壶",    # 厂家 is a word
    "回老家的时候带个保温杯",            # 老家 is the dictionary's word, 回 its verb
    "办公室的椅子坐久了腰疼",
    "把红色的去掉",                     # a colour removed
    "帮我把价格排除掉",
    "含铅的杯子我不敢用",               # 铅 is a material: 含铅 no name
    "要件出门穿的风衣",                 # 要件 is a dictionary word
    "我最信得过自己的眼光",
    "comfy slippers for winter please",
    "leave out wool please, a scarf",
    "retro lamps are lovely, one for my desk",
])
def test_ordinary_words_are_no_names(text):
    assert unknown_names(lexicon(), text) == []


def test_a_catalog_title_word_is_no_name():
    # 百搭 (goes with anything) stands in the demo catalog's titles beside other brands.
    assert unknown_names(lexicon(), "百搭的外套最好看") == []


def test_catalog_brands_stay_known_brands():
    lex = lexicon()
    for brand in catalog_brands()[:20]:
        word = lex.find(brand)
        assert word is not None and word.category == Category.BRAND, brand


# ---- what is said of the maker ------------------------------------------------------------

@pytest.mark.parametrize("text,slug", [
    ("霁岚的面霜太油了，换一个吧", "霁岚"),
    ("青芜的保温杯我用了两年，盖子早就松了，别再推荐他家的", "青芜"),  # the verdict three clauses on
    ("帮我把琅岫拉黑，其他都行", "琅岫"),
    ("蔺蓝家的就算了，上次的毛巾掉色", "蔺蓝"),
    ("洗碗机就是别要澄汐的，别的都可以", "澄汐"),
    ("tarvesco kettles keep breaking, a different kettle please", "tarvesco"),
    ("please rule out drelmont, any desk lamp is fine", "drelmont"),
    ("Quendara headphones? Not again. Show me other headphones.", "quendara"),
])
def test_a_refused_maker_is_a_brand_dislike_out_of_the_query(engine, text, slug):
    plan = _plan(engine, text)
    found = _brand(plan, slug)
    assert found and all(c.polarity == Polarity.DISLIKE and c.category == Category.BRAND
                         for c in found), plan.new_constraints
    assert slug not in plan.search_query.lower()
    assert slug not in [w.lower() for w in plan.prefer_keywords]


@pytest.mark.parametrize("text,slug", [
    ("书桌台灯我最信得过沐岩，他们有护眼款吗", "沐岩"),
    ("Maravel sneakers feel amazing, anything else from them?", "maravel"),
])
def test_a_praised_maker_is_a_brand_like(engine, text, slug):
    found = _brand(_plan(engine, text), slug)
    assert found and all(c.polarity == Polarity.LIKE and c.category == Category.BRAND
                         for c in found)


def test_a_complaint_about_the_product_is_no_like_of_its_maker(engine):
    # The first clause alone reads as praise ("used it two years"); the refusal pointing back
    # at the maker (他家) decides.
    plan = _plan(engine, "青芜的保温杯我用了两年，盖子早就松了，别再推荐他家的")
    assert not any(c.polarity == Polarity.LIKE for c in _brand(plan, "青芜"))


@pytest.mark.parametrize("text", [
    "冬天的棉拖鞋有吗",
    "朋友送的围巾特别暖和",
    "comfy slippers for winter please",
    "厂家的售后太差了，换一个电水壶",
])
def test_ordinary_requests_learn_no_brand(engine, text):
    plan = _plan(engine, text)
    assert not [c for c in plan.new_constraints if c.category == Category.BRAND]


def test_the_curator_stores_a_refused_maker_as_a_brand(engine):
    from agent.eval_language import play_story

    run = play_story(engine, [["洗衣机别要澄汐的，上回那台不到一年就漏水"]])
    assert "dislike:brand:home_appliances:澄汐" in run.store, sorted(run.store)


@pytest.mark.parametrize("text,slug", [
    ("Quendara headphones, not too pricey please", "quendara"),   # the refusal is of a price
    ("霁岚的台灯，不要太大的", "霁岚"),                              # ... of a size
    ("霁岚的台灯有吗？太贵的不要", "霁岚"),
])
def test_a_refusal_of_something_else_is_no_dislike_of_the_maker(engine, text, slug):
    plan = _plan(engine, text)
    assert not any(c.polarity == Polarity.DISLIKE for c in _brand(plan, slug)), plan.new_constraints


# ---- lower case, by loyalty, by the maker's verb, pointed back at; names shouted ----------

@pytest.mark.parametrize("text,name", [
    ("we only ever order quimbrelle for the office coffee", "quimbrelle"),       # only ever order X
    ("for school shoes it's dorrowick every time, the soles never split", "dorrowick"),  # X every time
    ("velderhaugh make the only trainers my son will wear", "velderhaugh"),     # a maker's plural verb
    ("the pizza oven, brastellow first please, their first one is still going", "brastellow"),  # theirs, no other name
    ("a desk fan for the loft, though mirrowen is not wanted", "mirrowen"),    # a clause a conjunction opens
])
def test_a_lower_case_name_is_read_from_a_makers_place(text, name):
    assert name in unknown_names(lexicon(), text)


def test_a_pointer_back_belongs_to_no_word_when_two_are_unknown():
    # "their" may be either word's: neither is read as a name by the pointer alone
    assert "plonkety" not in unknown_names(lexicon(), "plonkety weekend coming, orvendale skipped, theirs cracked")


def test_a_shouted_word_of_the_dictionary_is_no_part_of_the_name():
    names = unknown_names(lexicon(), "TRELLOWAY NEVER again, their kettle scalded me")
    assert "TRELLOWAY" in names and not any("NEVER" in n for n in names)


@pytest.mark.parametrize("text,slug", [
    ("i only ever order quimbrelle for the office coffee", "quimbrelle"),
    ("velderhaugh make the only trainers my son will wear, show me theirs", "velderhaugh"),
])
def test_loyalty_in_lower_case_is_a_brand_like(engine, text, slug):
    plan = _plan(engine, text)
    assert any(c.polarity == Polarity.LIKE and c.category == Category.BRAND for c in _brand(plan, slug)), \
        plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("蒲苡的折叠凳我钓鱼用了四年，把他们的放最前面。", "蒲苡"),      # 把 + the plain pronoun
    ("瑨芮的筋膜枪我天天用，他家的排在前头。", "瑨芮"),              # no 把
    ("桉翯的砧板切了五年没开裂，把它们摆最前面。", "桉翯"),          # the pronoun of its things
    ("蓂璐的护膝我戴了三年，再找找他家的。", "蓂璐"),        # the verb doubled
    ("铧澂的保温壶我很满意，多推点他们家的。", "铧澂"),              # asked for more
])
def test_the_makers_things_asked_to_the_front_or_for_more_are_a_like(engine, text, slug):
    plan = _plan(engine, text)
    assert any(c.polarity == Polarity.LIKE for c in _brand(plan, slug)), plan.new_constraints


def test_the_makers_things_put_last_are_no_like(engine):
    plan = _plan(engine, "蒲苡的折叠凳坐一次就晃，把他们的放最后面。")
    assert not any(c.polarity == Polarity.LIKE for c in _brand(plan, "蒲苡")), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    ("Is that a Tornaby lunch box? Actually skip anything of theirs.", "tornaby"),
    ("Any Welvedon desk fans? On second thoughts, drop all of them.", "welvedon"),
])
def test_a_removal_of_all_of_theirs_after_asking_is_a_brand_dislike(engine, text, slug):
    plan = _plan(engine, text)
    assert any(c.polarity == Polarity.DISLIKE and c.category == Category.BRAND for c in _brand(plan, slug)), \
        plan.new_constraints
    assert slug not in plan.search_query.lower()


def test_a_removal_of_a_material_after_asking_leaves_the_maker(engine):
    plan = _plan(engine, "Got a Quillanby desk lamp? Skip anything in brass though.")
    assert not any(c.polarity == Polarity.DISLIKE for c in _brand(plan, "quillanby")), plan.new_constraints


@pytest.mark.parametrize("text,slug", [
    # a hope that came to nothing, the maker refused by the pointer back, whatever the feature
    # named beside it in the hope's clause
    ("一直盼着琞岑能把保温壶的盖子做严实，结果又漏了，他们家的算了。", "琞岑"),
    ("琞岑的充电宝用了半年就鼓包，这个牌子莫再推了", "琞岑"),     # 莫, the southern "don't"
])
def test_a_maker_refused_by_the_pointer_back_is_a_brand_dislike(engine, text, slug):
    plan = _plan(engine, text)
    assert any(c.polarity == Polarity.DISLIKE and c.category == Category.BRAND for c in _brand(plan, slug)), \
        plan.new_constraints
    assert slug not in plan.search_query and slug not in plan.prefer_keywords


def test_mo_before_a_verb_is_dont_and_keeps_its_words() -> None:
    from agent.language.normalize import fold

    assert fold("莫买塑料的") == "别买塑料的"
    assert fold("莫代尔的睡衣") == "莫代尔的睡衣" and fold("约莫要三百") == "约莫要三百"


def test_a_coined_name_keeps_the_characters_it_was_typed_with(engine):
    # 蘋 folds to 苹 under OpenCC; the rest of the sentence is Simplified
    plan = _plan(engine, "璆蘋的折叠伞一阵风就散架，这个牌子别再推了")
    assert any(c.slug == "璆蘋" and c.polarity == Polarity.DISLIKE for c in plan.new_constraints), \
        plan.new_constraints


def test_a_name_in_a_traditional_sentence_is_folded_with_it():
    from agent.engines.offline_names import typed_names

    assert typed_names("別再推霧川的背包了", ["雾川"]) == {}
    assert typed_names("璆蘋的折叠伞散架了", ["璆苹"]) == {"璆苹": "璆蘋"}


@pytest.mark.parametrize("text,slug", [
    ("这个电动牙刷是琇岫的？那算了。", "琇岫"),
    ("这把保温壶是琇岫家的吗？那就不看了，上回那把漏水。", "琇岫"),
    ("Is that a Fennistow toaster? Nah.", "fennistow"),
])
def test_a_bare_refusal_after_asking_whose_the_thing_is_refuses_the_maker(engine, text, slug):
    plan = _plan(engine, text)
    assert any(c.polarity == Polarity.DISLIKE and c.category == Category.BRAND for c in _brand(plan, slug)), \
        plan.new_constraints


def test_asking_whose_the_thing_is_and_taking_it_is_no_dislike(engine):
    plan = _plan(engine, "这个电动牙刷是琇岫的？那好，就要它。")
    assert not any(c.polarity == Polarity.DISLIKE for c in _brand(plan, "琇岫")), plan.new_constraints
