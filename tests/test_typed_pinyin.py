"""Round 44 (typos44): a Chinese word typed by its sound in Latin letters inside a Chinese
sentence is the word (agent/language/typed_pinyin.py): a material keeps its category, a
product its domain. Brand and English words in a Chinese sentence, pinyin that names nothing
the engine knows, and Latin words in English sentences are left as typed."""
import csv
from pathlib import Path

import pytest

from agent.engines.offline_lexicon import lexicon
from agent.language.normalize import fold
from agent.language.typed_pinyin import RUN, folded
from memory.domains import Domain
from memory.models import Category, Polarity
from agent.eval_language import play_story
from tests.planning import plan_of

REALDATA = Path(__file__).resolve().parents[1].parent / "shared" / "realdata"


@pytest.fixture(scope="module")
def lex():
    return lexicon()


@pytest.mark.parametrize("run, word", [
    ("niuzai", "牛仔"), ("tianerong", "天鹅绒"), ("buxiugang", "不锈钢"), ("dianfanbao", "电饭煲"),
    ("lvhejin", "铝合金"),  # ü typed as v
    ("luhejin", "铝合金"),  # or as u
    ("niu zai", "牛仔"),  # syllables typed apart
    ("lilong", "尼龙"),  # n typed as l: the fuzzy pinyin of input methods
    ("buxiugan", "不锈钢"),  # ang typed as an
])
def test_a_word_typed_by_its_sound_is_the_word(lex, run, word):
    assert lex.typed_in_pinyin(run) == word


@pytest.mark.parametrize("run", [
    "nike", "xiaomi",  # brands of the lexicon
    "ipad", "usb", "ok",  # parts into no syllables
    "panda", "china",  # English words
    "haoyun", "kuaile",  # pinyin of nothing the engine knows
    "pi",  # one syllable: too many characters read so
    "zensi",  # 真丝 silk and 正式 formal, both zhen si / zheng shi by the fuzzy fold
])
def test_brands_english_words_and_pinyin_of_nothing_stay_as_typed(lex, run):
    assert lex.typed_in_pinyin(run) is None


def test_latin_words_in_an_english_sentence_are_english(lex):
    assert lex.mend_pinyin("a tofu press, no niuzai please") == "a tofu press, no niuzai please"


def test_the_space_that_set_the_letters_apart_goes_with_them(lex):
    assert lex.mend_pinyin("不要 niu zai 的裤子") == "不要牛仔的裤子"
    assert lex.mend_pinyin("带 usb 的台灯") == "带 usb 的台灯"


def test_a_run_of_an_english_word_and_pinyin_mends_the_pinyin_alone(lex):
    assert lex.mend_pinyin("usb lanya音箱") == "usb 蓝牙音箱"


def test_the_fold_is_the_input_methods_fuzzy_pinyin():
    assert folded("zheng") == folded("zhen") == folded("zen")
    assert folded("long") == folded("nong")
    assert folded("long") != folded("lang")


def test_a_material_typed_in_pinyin_is_refused_as_that_material(engine):
    plan = plan_of(engine, "这次别推tianerong的窗帘，夏天看着热")
    refused = [(c.slug, c.category) for c in plan.new_constraints if c.polarity == Polarity.DISLIKE]
    assert refused == [("velvet", Category.MATERIAL)]
    assert plan.domain == Domain.HOME_TEXTILES


def test_a_product_typed_in_pinyin_places_the_turn(engine):
    assert plan_of(engine, "想给厨房换个dianfanbao").domain == Domain.HOME_APPLIANCES


@pytest.mark.parametrize("text, name", [("Nike的跑鞋别推了", "nike"), ("haoyun家的保温杯别推", "haoyun")])
def test_a_makers_name_in_latin_letters_stays_a_maker(engine, text, name):
    told = {c.slug: c.category for c in plan_of(engine, text).new_constraints
            if c.polarity == Polarity.DISLIKE}
    assert told.get(name) == Category.BRAND
    assert Category.MATERIAL not in told.values()


def test_a_story_keeps_the_material_typed_in_pinyin(engine):
    store = play_story(engine, [["想买件开衫", "yangrong的不要，穿着扎"], ["再看看围巾"]]).store
    assert "dislike:material:apparel:cashmere" in store
    assert not any(":yangrong" in key for key in store)


def test_a_name_given_in_characters_and_letters_stays_as_typed(lex):
    assert lex.mend_pinyin("开心果kaixinguo眼镜架") == "开心果kaixinguo眼镜架"
    assert lex.mend_pinyin("别推yangmao羊毛家的") == "别推yangmao羊毛家的"


def test_latin_letters_in_real_titles_are_no_material(lex):
    """Sellers' titles hold thousands of Latin runs (brands, models, sizes): none is mended
    to a material or feature word; the few mended are the seller's own pinyin of the goods'
    name (ejiao糕: 阿胶糕)."""
    taobao = REALDATA / "taobao_titles_zh.tsv"
    if not taobao.exists():
        pytest.skip(f"no real titles at {REALDATA}")
    with taobao.open(encoding="utf-8") as f:
        titles = [row["title"] for row in csv.DictReader(f, delimiter="\t")]
    assert len(titles) > 5000
    runs, mended = 0, set()
    for title in titles:
        low = fold(title)
        for m in RUN.finditer(low):
            runs += 1
            word = lex.typed_in_pinyin(m.group(1), low[:m.start(1)], low[m.end(1):])
            if word is not None:
                mended.add((m.group(1), word))
                assert lex.find(word) is None, (m.group(1), word)
    assert runs > 3000 and mended == {("ejiao", "阿胶")}
