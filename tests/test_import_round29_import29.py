"""Round 29 of the catalog import, the import29 tuner (issue 13). Every title here is written for
this test in the shapes seller titles take, never copied from a data set, an evaluation file or
a fixture. Cases marked "was:" failed on 17e8c43.

A keyword-less seller title is read by its nearest labelled neighbours, blended with its head
phrase's (agent/title_head.py). A set word after the goods ends that phrase: the words after
"Set"/"Kit"/"Combo" list the pieces or specs ("Ball Point", "Stainless"), and pulled the vote
to their own shelf.
"""
from __future__ import annotations

import pytest

from agent.title_head import seller_head
from memory.domains import Domain
from tests.import_one import import_one

D = Domain
OWN_ROWS = "category_paths_fresh29_import29.csv"


@pytest.mark.parametrize("title,head", [
    ("Torx Bit Set Security Tamper Proof", "torx bit set"),  # was: None (the whole title)
    ("Embroidery Hoop Kit Floral Beginner", "embroidery hoop kit"),  # was: None
    ("Paneer Tikka Masala Combo Tandoori Mix", "paneer tikka masala combo"),  # was: None
    ("Wood Carving Knife Set Whittling 5 pcs", "wood carving knife set"),  # was: "wood carving knife set whittling"
])
def test_a_set_word_after_the_goods_ends_the_head_phrase(title, head):
    assert seller_head(title) == head


@pytest.mark.parametrize("title,head", [
    ("Set of 4 Coasters Cork Round", "set"),  # "of" ends it, as before
    ("Kit Bag Cricket Full Size", None),  # a leading set word is the goods' (the whole title)
    ("Ice Pack Reusable Gel 2 pcs", "ice pack reusable gel"),  # "pack" is also a noun of goods
])
def test_a_leading_set_word_and_a_pack_keep_the_head_phrase(title, head):
    assert seller_head(title) == head


def test_a_keyword_less_key_set_is_read_without_its_pieces(neighbours, tmp_path):
    # was: sports_outdoors ("ball point" pulled the head's vote to sports)
    assert import_one(tmp_path, "Hex Key Set Ball Point Long Arm", neighbours).domain is D.TOOLS_HOME_IMPROVEMENT
