"""Round 3 of issue 11: mechanisms that generalise (kinds of a material from the zh->en map,
a brand named with a wish to shop elsewhere, take-backs that set a rule aside, ambiguous
words read only under a clear allergy/ethics reading) and the first-turn and plan-step
costs (no second embedding when the head noun settles the domain, no cn2an for small
numerals, a warm-up of the lazy readers)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from agent.engines.base import PlanInput
from agent.engines.offline import OfflineEngine, warm_up
from agent.engines.offline_lexicon import lexicon
from agent.language.classifier import CatalogVotes, SemanticClassifier
from agent.language.numbers import _simple_zh, zh_value
from memory.domains import Domain
from memory.models import Category, Constraint, Polarity
from tests.planning import disliked as _dislikes

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"


@pytest.fixture(scope="module")
def engine(counting):
    catalog = CatalogVotes.from_files(DATA / "catalog.jsonl", DATA / "catalog_vectors.npz")
    return OfflineEngine(classifier=SemanticClassifier(counting, catalog=catalog, cache_size=0))


def test_a_kind_of_down_is_filed_under_down_as_the_zh_map_says() -> None:
    lex = lexicon()
    for word in ("goose down", "duck down", "鹅绒", "鸭绒"):
        assert lex.words[word].slug == "down", word
    # A qualifier that changes the material keeps its own slug.
    assert lex.words["faux leather"].slug == "faux_leather"
    assert lex.words["faux fur"].slug == "faux_fur"


def test_a_duck_down_dislike_removes_down(engine) -> None:
    plan = engine.plan(PlanInput(text="a winter coat without duck down", lang="en"))
    assert "down" in _dislikes(plan)


def test_a_brand_named_with_shopping_elsewhere_is_a_brand_dislike(engine) -> None:
    plan = engine.plan(PlanInput(text="Nimbo broke on me twice, a keyboard by another brand",
                                 lang="en"))
    c = _dislikes(plan)["nimbo"]
    assert c.category == Category.BRAND
    assert "nimbo" not in plan.search_query.lower()
    plan = engine.plan(PlanInput(text="云栖的我用腻了，换别家的茶杯", lang="zh"))
    assert _dislikes(plan)["云栖"].category == Category.BRAND
    assert "云栖" not in plan.search_query


def test_setting_a_rule_aside_takes_the_constraint_back(engine) -> None:
    given = [Constraint(polarity=Polarity.DISLIKE, category=Category.MATERIAL, slug="wool",
                        keywords=["wool"], domain=Domain.APPAREL)]
    for text, lang in (("please disregard the wool restriction", "en"),
                       ("no need to avoid wool any more", "en"),
                       ("不必再避开羊毛了", "zh"),
                       ("羊毛的也可以穿", "zh")):
        plan = engine.plan(PlanInput(text=text, lang=lang, domain=Domain.APPAREL,
                                     constraints=given))
        assert plan.lifted_slugs == ["wool"], text
        assert "wool" not in _dislikes(plan), text


def test_never_show_again_is_a_lasting_dislike_not_a_take_back(engine) -> None:
    plan = engine.plan(PlanInput(text="never ever show me mohair again, a cardigan", lang="en"))
    assert plan.lifted_slugs == []
    assert _dislikes(plan)["mohair"].persistence == "lasting"


def test_for_the_time_being_is_session_only(engine) -> None:
    plan = engine.plan(PlanInput(text="for the moment, no velvet, a cushion", lang="en"))
    assert _dislikes(plan)["velvet"].persistence == "session"


def test_an_ambiguous_word_told_as_an_intolerance_is_a_global_dislike(engine) -> None:
    plan = engine.plan(PlanInput(text="eggs make me sick, some cake mix please", lang="en"))
    c = _dislikes(plan).get("eggs")
    assert c is not None and c.domain == Domain.GLOBAL
    assert not any(x.polarity == Polarity.LIKE for x in plan.new_constraints)


def test_an_ambiguous_word_merely_named_stays_nothing(engine) -> None:
    plan = engine.plan(PlanInput(text="a glass teapot for green tea", lang="en"))
    assert plan.new_constraints == []


def test_a_request_whose_head_noun_settles_the_domain_embeds_nothing(engine, counting) -> None:
    counting.texts.clear()
    plan = engine.plan(PlanInput(text="a wallet for my dad", lang="en"))
    assert plan.domain == Domain.BAGS_LUGGAGE
    assert counting.texts == []


def test_a_turn_embeds_at_most_one_text_when_the_head_noun_settles_the_domain(engine,
                                                                              counting) -> None:
    counting.texts.clear()
    engine.plan(PlanInput(text="wool makes my neck itch, a scarf", lang="en"))
    assert len(counting.texts) <= 1


def test_small_chinese_numerals_are_read_without_cn2an() -> None:
    import cn2an

    for raw in ("一", "两", "十", "十五", "三十", "三十九", "四十二", "九十九"):
        assert _simple_zh(raw) == float(cn2an.cn2an(raw, "smart")), raw
    for raw in ("一千五", "两万", "三百", "两十"):
        assert _simple_zh(raw) is None, raw
    assert zh_value("一千五")[0] == 1500.0


def test_a_first_turn_with_a_measure_word_does_not_import_cn2an() -> None:
    code = ("import sys; from agent.engines.offline import OfflineEngine; "
            "from agent.engines.base import PlanInput; "
            "p = OfflineEngine().plan(PlanInput(text='推荐一个双肩包，四十码', lang='zh')); "
            "print('cn2an' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"


def test_warm_up_loads_the_lazy_readers() -> None:
    from agent.engines.offline_lexicon import _dictionary
    from agent.language.normalize import _t2s

    warm_up()
    assert _dictionary.cache_info().currsize == 1
    assert _t2s.cache_info().currsize == 1
    assert "cn2an" in sys.modules


def test_domain_keywords_compile_on_first_use_only() -> None:
    # In a fresh process: in a long one, earlier readings have compiled many already.
    code = ("from agent.domain_map import KEYWORDS_PATH, _compile, _table, classify_text; "
            "t = _table(str(KEYWORDS_PATH)); n = sum(k.lang == 'en' for k in t); "
            "d = classify_text('a scratching post for the cat'); "
            "print(n, _compile.cache_info().currsize, d.value)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    english, compiled, domain = out.stdout.split()
    assert int(english) > 1000
    assert int(compiled) < int(english) / 10
    assert domain == Domain.PET_SUPPLIES.value


def test_a_verdict_clause_declines_the_attribute_named_just_before(engine) -> None:
    for text, lang, slug in (("mohair? big no. a cardigan", "en", "mohair"),
                             ("涤纶？不行。来件衬衫", "zh", "polyester")):
        plan = engine.plan(PlanInput(text=text, lang=lang))
        assert slug in _dislikes(plan), text
        assert not any(c.polarity == Polarity.LIKE for c in plan.new_constraints), text


def test_holding_firm_on_not_buying_is_a_principle_that_holds_everywhere(engine) -> None:
    plan = engine.plan(PlanInput(text="我一直坚持不穿真皮，要双运动鞋", lang="zh"))
    assert _dislikes(plan)["leather"].domain == Domain.GLOBAL
