"""The titles' word table the unsold check looks words up in (agent/title_words.py): it answers
as reading every title did, on the demo catalog's own titles, and belongs to the catalog it
was built from (round 37: the scan cost about 50 ms a turn at 100,000 products)."""
from __future__ import annotations

import json
import random
import re

import pytest

from agent.products import Product, read_catalog
from agent.runtime import DEFAULT_CATALOG
from agent.title_words import title_words
from memory.text import CJK


def _product(i: int, title: str) -> Product:
    return Product(id=f"T{i}", title=title, platform="test", category="Cycling > Bags",
                   domain="bags_luggage", price=40.0, currency="USD")


def _read_every_title(titles: list[str], phrase: str) -> bool:
    """The rule, applied to each title in turn (what the table must agree with)."""
    phrase = phrase.lower().strip()
    if CJK.search(phrase):
        return any(phrase in t.lower() for t in titles)
    body = r"\s+".join(re.escape(w) for w in phrase.split())
    rule = re.compile(rf"(?<![a-z0-9]){body}(?:s|es)?(?![a-z0-9])")
    return any(rule.search(t.lower()) for t in titles)


@pytest.fixture(scope="module")
def demo_titles():
    return [p.title for p in read_catalog(DEFAULT_CATALOG)]


def test_the_table_answers_as_reading_every_title(demo_titles):
    """Phrases cut from the catalog's titles (held) and made by pairing a title's word with
    another type's name (mostly not held), in both languages."""
    table = title_words([_product(i, t) for i, t in enumerate(demo_titles)])
    rng = random.Random(37)
    phrases = []
    for title in rng.sample(demo_titles, 300):
        low = title.lower()
        words = low.split()
        if len(words) > 2:
            i = rng.randrange(len(words) - 1)
            phrases.append(" ".join(words[i:i + 2]))
        phrases.append(f"{rng.choice(words)} {rng.choice(['bag', 'jacket', 'shoes', 'lamp'])}")
        for run in re.findall(r"[\u4e00-\u9fff]+", low):
            start = rng.randrange(len(run))
            phrases.append(run[start:start + rng.randint(1, 4)])
            phrases.append(run[-2:] + "驮包")
    held = [p for p in phrases if table.holds_phrase(p)]
    assert [p for p in phrases if table.holds_phrase(p) != _read_every_title(demo_titles, p)] == []
    assert 100 < len(held) < len(phrases) - 100  # both answers were asked for


def test_a_plural_a_hyphen_and_a_brand_word_are_held_as_titles_say_them():
    table = title_words([_product(0, "Velopack Rear Pannier Bags for Bikes, Waterproof"),
                         _product(1, "Kids' T-Shirt (Navy)"), _product(2, "骑行自行车驮包 防水 黑色")])
    assert table.holds_phrase("pannier bag") and table.holds_phrase("rear pannier bags")
    assert table.holds_phrase("t-shirt") and table.holds_phrase("自行车驮包")
    assert table.holds_word("驮") and table.holds_word("pannier") and table.holds_word("bike")
    assert not table.holds_phrase("pannier bike") and not table.holds_phrase("bike bag")
    assert not table.holds_phrase("自行车托包") and not table.holds_word("托")
    assert not table.holds_phrase("shirt t")  # a word of the phrase in another place


def test_a_phrase_never_runs_from_one_title_into_the_next():
    """Reading the titles as one text let "pannier" ending one title and "bag" starting the
    next say "pannier bag"; each title is its own."""
    table = title_words([_product(0, "Velopack Rear Pannier"), _product(1, "Bag for School")])
    assert not table.holds_phrase("pannier bag")
    assert table.holds_phrase("rear pannier") and table.holds_phrase("bag for school")


def test_the_index_holds_the_table_of_its_own_catalog(tmp_path, catalog_index):
    """Built with the catalog: another catalog's index says its own titles' words."""
    shipped = read_catalog(DEFAULT_CATALOG)[:30]
    lines = [p.model_dump(mode="json", exclude_none=True) for p in shipped]
    lines.append({"id": "X1", "title": "Velopack Rear Pannier Bag for Bikes, Black", "platform": "test",
                  "category": "Cycling > Bags", "domain": "bags_luggage", "price": 40, "currency": "USD"})
    path = tmp_path / "title_words_pannier.jsonl"  # its own index folder (one per file name)
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    assert catalog_index(path).title_words().holds_phrase("pannier bag")
    assert not catalog_index().title_words().holds_phrase("pannier bag")
    assert catalog_index().title_words() is catalog_index().title_words()  # built once
