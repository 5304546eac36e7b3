"""A title that states its sizes without the shopper's is no result; it is an alternative that
breaks `size` (DESIGN section 6). A title that states no size always fits."""
import pytest

from agent.language.title_size import size_fits, title_sizes
from agent.picker import Break, Candidate, pick
from agent.products import Product
from memory.models import Domain


@pytest.mark.parametrize("title, wanted", [
    ("轻羽透气徒步鞋男款 防滑 43码", "43"),
    ("Harrowgate Men's Trail Boots EU 44", "44"),
    ("溪石女士帆布鞋 35-40码 白色", "38"),
    ("溪石女士帆布鞋 35码-40码", "40"),
    ("Quillby Knit Sneakers Size 41", "41"),
    ("Quillby Knit Sneakers US 10", "43"),  # men's US 10 is EU 43 to 44
    ("Quillby Knit Sneakers Size 7 UK", "US 8"),
    ("Fernhall Wool Cardigan - Oatmeal S-XXL", "XL"),
    ("Fernhall Wool Cardigan, Size M", "M"),
    ("棉麻阔腿裤 M码", "M"),
    ("针织开衫 均码", "L"),
])
def test_a_title_that_states_the_wanted_size_fits(title, wanted):
    assert size_fits(title, wanted) is True


@pytest.mark.parametrize("title, wanted", [
    ("轻羽透气徒步鞋男款 防滑 43码", "44"),
    ("溪石女士帆布鞋 35-40码 白色", "42"),
    ("Quillby Knit Sneakers Size 41", "45"),
    ("Harrowgate Women's Trail Boots EU 37.5", "38"),  # a half size is its own size
    ("Quillby Knit Sneakers US 6", "44"),
    ("Fernhall Wool Cardigan - Oatmeal XS-L", "XXL"),
    ("Fernhall Wool Cardigan, Size S", "L"),
    ("棉麻阔腿裤 XL号", "S"),
])
def test_a_title_that_states_other_sizes_does_not_fit(title, wanted):
    assert size_fits(title, wanted) is False


@pytest.mark.parametrize("title, wanted", [
    ("Harrowgate Men's Trail Boots, Waterproof", "42"),  # no size stated: a variant
    ("Toner Travel Size by Lumevia", "M"),  # "travel size" names no size
    ("Quiet PC fan 120mm for CPU coolers", "42"),
    ("Fernhall Wool Cardigan, Size M", "42"),  # a letter and a shoe number never clash
    ("轻羽透气徒步鞋男款 43码", None),  # no size wanted
    ("Pack of 6 ankle socks", "US 9"),
])
def test_nothing_to_compare_is_no_verdict(title, wanted):
    assert size_fits(title, wanted) is None


def test_a_number_glued_to_other_units_is_no_size():
    assert not title_sizes("2米长 40厘米宽 地垫").stated
    assert not title_sizes("128GB U盘 3.0").stated


def _boot(pid: str, title: str, relevance: float) -> Candidate:
    product = Product(id=pid, title=title, platform="test", category="boots",
                      domain=Domain.FOOTWEAR, price=80.0, currency="USD")
    return Candidate(product=product, relevance=relevance)


def test_the_picker_keeps_a_wrong_size_out_of_results_and_offers_it_as_an_alternative():
    pool = [_boot("B1", "Harrowgate Men's Trail Boots EU 42", 0.9),
            _boot("B2", "Harrowgate Men's Trail Boots EU 44", 0.8),
            _boot("B3", "Alder Men's Hiking Boots, Waterproof", 0.7)]
    result = pick(pool, size="44")
    assert [r.product.id for r in result.ranked] == ["B2", "B3"]
    assert [(a.product.id, a.breaks) for a in result.alternatives] == [("B1", Break.SIZE)]
    assert not result.removed  # a size is no removal rule: the shopper never refused it


def test_without_a_size_every_boot_is_a_result():
    pool = [_boot("B1", "Harrowgate Men's Trail Boots EU 42", 0.9),
            _boot("B2", "Harrowgate Men's Trail Boots EU 44", 0.8)]
    assert [r.product.id for r in pick(pool).ranked] == ["B1", "B2"]


def test_when_the_size_empties_the_list_the_shortfall_names_the_size():
    pool = [_boot(f"B{i}", f"Harrowgate Men's Trail Boots EU {38 + i % 3}", 0.9 - i / 100)
            for i in range(6)]
    result = pick(pool, size="45")
    assert result.ranked == []
    assert result.shortfall is not None and result.shortfall.constraint == Break.SIZE

