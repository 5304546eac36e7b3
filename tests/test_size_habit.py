"""A letter size told as a habit, in Chinese: the size and a fit or "enough" said of it
(一般M就够了, 短袖平常L就合身), or the size after a verb of choosing that ends its clause
(骑行服向来买S). Read by `agent.language.numbers.read_size`."""
import pytest

from agent.language import numbers


@pytest.mark.parametrize("text, size", [
    ("polo衫平常l就合身。", "L"),
    ("卫衣一般xl就够了", "XL"),
    ("马甲我s穿着就够穿", "S"),
    ("羽绒服通常拿m。", "M"),
    ("防晒衣向来挑xs，不要太宽松的", "XS"),
])
def test_a_letter_size_told_as_a_habit_is_the_size(text, size):
    assert numbers.read_size(text).value == size


@pytest.mark.parametrize("text", ["要个u盘", "买m&m巧克力", "这件衣服一般般就够了"])
def test_a_letter_that_sizes_nothing_is_no_size(text):
    assert numbers.read_size(text).value is None
