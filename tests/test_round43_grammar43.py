"""Round 43 (grammar43): numbers, sizes and spellings.

- a part of a scale word ("half a grand", "a quarter of a grand"), "sub-" before a written
  amount, "all in" after one, 美刀 as US dollars;
- children's sizes by height told by their scale (童装130, "a 130 in children's sizes");
- "sm" from the one table of size words; a size corrected in the same breath keeps the last;
- hashtags in camel case parted into words ("#NoFleece");
- a Chinese word typed with its characters out of order reaches the lexicon word (纶锦 ->
  锦纶), never a word of real titles nor a word the dictionary knows in that order."""
import csv
from pathlib import Path

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.language.hashtag import split_hashtags
from agent.language.normalize import fold
from agent.language.numbers import find_numbers, read_budget, read_size
from agent.language.transposed import build_index, reordered
from tests.planning import plan_of, size_said

REALDATA = Path(__file__).resolve().parents[1].parent / "shared" / "realdata"


@pytest.mark.parametrize("text, value", [
    ("half a grand", 500), ("a quarter of a grand", 250), ("three quarters of a grand", 750),
    ("half a thousand", 500), ("a grand", 1000),
])
def test_a_part_of_a_scale_word_is_that_part_of_it(text, value):
    found = find_numbers(fold(text))
    assert [n.value for n in found] == [value]


@pytest.mark.parametrize("text, lang, cap, currency", [
    ("Bike helmet, half a grand max.", "en", "500", None),
    ("Rice cooker, a quarter of a grand at most.", "en", "250", None),
    ("Sofa bed, sub-2k all in.", "en", "2000", None),
    ("A sideboard, 1.8k all in including delivery.", "en", "1800", None),
    ("帮我找块羊毛地毯，一千二美刀以内。", "zh", "1200", "USD"),
])
def test_budget_shorthands_are_read_by_the_number_grammar(text, lang, cap, currency):
    slots = read_budget(fold(text), lang=lang).slots
    assert slots.get("budget_max") == cap
    assert slots.get("currency") == currency


@pytest.mark.parametrize("text", ["A sub-zero freezer drawer", "An all-in-one printer for 2 people",
                                  "half an hour on the bike"])
def test_sub_zero_an_all_in_one_and_half_an_hour_are_no_budget(text):
    assert read_budget(fold(text), lang="en").slots == {}


@pytest.mark.parametrize("text, size", [
    ("A school coat for my daughter; she takes a 130 in children's sizes.", "130"),
    ("女儿上学穿的外套，童装130。", "130"),
    ("Pyjamas for my son, he wears 110 in kids' sizing.", "110"),
    ("kids size 120 please", "120"),
])
def test_a_childs_height_size_told_by_its_scale(text, size):
    assert read_size(fold(text)).value == size


@pytest.mark.parametrize("text", ["A 130 litre fridge for the flat.", "kids 120 piece puzzle",
                                  "童装店买了3件"])
def test_a_volume_or_a_count_beside_a_kids_word_is_no_size(text):
    assert read_size(fold(text)).value is None


def test_sm_is_small_where_a_size_is_told_and_only_there():
    assert read_size(fold("Running tee in sm, fitted cut.")).value == "S"
    assert read_size(fold("sm"), asked=True).value == "S"
    assert read_size(fold("an sm card reader")).value is None


@pytest.mark.parametrize("text, size", [
    ("Studded football boots. Forty-four and a half, no, make it a straight forty-four.", "44"),
    ("足球鞋，三十六半……算了，三十七整。", "37"),
    ("Jeans in a medium, no wait, make that a large.", "L"),
    ("衬衫要L码，算了，还是XL吧。", "XL"),
    ("运动鞋四十一码，哦不对，四十二码。", "42"),
])
def test_a_size_corrected_in_the_same_breath_keeps_the_last(engine, text, size):
    assert size_said(plan_of(engine, text)) == size


@pytest.mark.parametrize("text, size", [
    ("Running shoes in 42, actually I need them by 3 May.", "42"),
    ("运动鞋42码，算了，不买了。", "42"),
])
def test_a_correction_with_no_size_after_it_keeps_the_first(engine, text, size):
    assert size_said(plan_of(engine, text)) == size


@pytest.mark.parametrize("typed, parted", [
    ("#NoFleece", "No Fleece"), ("sandals #NoLeather", "sandals No Leather"),
    ("#NoPVCPlease", "No PVC Please"), ("#iPhoneCase", "iPhone Case"),
])
def test_a_camel_case_hashtag_is_parted_into_its_words(typed, parted):
    assert split_hashtags(typed) == parted


@pytest.mark.parametrize("tag", ["#ootd", "#SALE", "#1 pick", "#Fleece", "size#M"])
def test_a_tag_in_one_case_or_glued_to_a_word_is_left_alone(tag):
    assert split_hashtags(tag) == tag


def test_fold_reads_a_hashtag_as_its_words():
    assert fold("#NoFleece") == "no fleece"


def test_an_order_key_finds_every_ordering_of_a_word():
    index = build_index(["锦纶", "灯芯绒", "棉棉"])
    assert reordered("纶锦", index) == ("锦纶",)
    assert reordered("芯灯绒", index) == ("灯芯绒",)
    assert reordered("锦纶", index) == ()


@pytest.fixture(scope="module")
def lex():
    return lexicon()


@pytest.mark.parametrize("typed, meant", [
    ("纶锦的不要", "锦纶的不要"), ("麻亚的不要", "亚麻的不要"), ("不要芯灯绒", "不要灯芯绒"),
    ("片亮的别推", "亮片的别推"), ("被套，不要纶涤", "被套，不要涤纶"), ("窄款碗洗机", "窄款洗碗机"),
])
def test_a_word_typed_out_of_order_is_mended(lex, typed, meant):
    assert lex.fix_zh_typos(typed) == meant


@pytest.mark.parametrize("text", [
    "想要个奶牛图案的抱枕",  # a cow, no 牛奶
    "金黄色的毯子",  # golden, no 黄金
    "rose生花玫瑰熊",  # a preserved flower (生花妙笔's start), no 花生
    "葡萄果粒奶豆100g",  # milk beans (奶豆腐's start), no 豆奶
    "反绒皮磨砂皮",  # 磨砂皮 said in order one character on
    "女款T字带鞋，美码六码。",  # a strap shoe (带 + 鞋, said of the shoe), no 鞋带
    "烧烤调料瓶玻璃调料罐密封防潮",  # two names run together, the head moved: no 密封罐
])
def test_a_word_of_its_own_order_is_left_as_typed(lex, text):
    assert lex.fix_zh_typos(text) == text


def test_no_word_of_real_titles_becomes_a_material_by_its_order(lex):
    """Real titles are typed with care: no run of them is mended to a material or feature
    word by reordering its characters (the one run reordered in the sample is a product's
    name: 立拍得, the sellers' own slip of 拍立得)."""
    taobao = REALDATA / "taobao_titles_zh.tsv"
    if not taobao.exists():
        pytest.skip(f"no real titles at {REALDATA}")
    with taobao.open(encoding="utf-8") as f:
        titles = [row["title"] for row in csv.DictReader(f, delimiter="\t")]
    assert len(titles) > 5000  # the check ran on real titles
    words = [w for w in lex.words if len(w) >= 2 and "\u4e00" <= w[0] <= "\u9fff"]
    reordered_to: dict[str, str] = {}
    for title in titles:
        fixed = lex.fix_zh_typos(title)
        if fixed == title or len(fixed) != len(title):
            continue
        for w in words:
            at = fixed.find(w)
            while at >= 0:
                typed = title[at:at + len(w)]
                if typed != w and sorted(typed) == sorted(w):
                    reordered_to[typed] = w
                at = fixed.find(w, at + 1)
    assert reordered_to == {}
