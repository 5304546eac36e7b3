"""Round 13 of the catalog import (issue 13). Every title and category path here is written for
this test in the shapes real exports take, never copied from a data set or an evaluation file.

A misspelt English word in a title or a path reads as the keyword word it stands for
(`domain_map.mend_spelling`): one slip from exactly one keyword word, the slip allowed by the
word's length, and never a word of the English dictionary or one slip from two words. Before
this, each of these titles found no keyword (or only a modifier's) and each path no domain.
"""
from __future__ import annotations

import pytest

from agent.catalog import import_csv
from agent.domain_classifier import rank_title, read_path
from agent.domain_map import gloss_foreign, mend_spelling
from agent.products import read_catalog
from memory.domains import Domain
from tests.test_import_rules import _csv

D = Domain

MISSPELT_TITLES = [
    ("Stainless Steel Saucepna with Lid, 2 Qt", D.KITCHEN_DINING),        # two letters swapped
    ("Cordless Vacum Cleaner, 2 Batteries", D.HOME_APPLIANCES),           # a letter left out
    ("Wireless Hedphones with Charging Case", D.ELECTRONICS),
    ("Ceramic Dinner Plaets, Set of 6", D.KITCHEN_DINING),
    ("Memory Foam Matress, Queen", D.FURNITURE),
    ("Leather Wallett for Men, RFID", D.BAGS_LUGGAGE),                    # one letter too many
    ("Whey Protien Powder, Chocolate, 2 lb", D.HEALTH_SUPPLEMENTS),
    ("Bluetooth Speeker, Waterproof", D.ELECTRONICS),                     # one typed for another
    ("Cotton Pillowcsae, Pack of 2", D.HOME_TEXTILES),
    ("Ladies Sandels, Flat", D.FOOTWEAR),
]


@pytest.mark.parametrize("title,domain", MISSPELT_TITLES)
def test_a_misspelt_product_word_names_its_domain(title, domain):
    ranked = rank_title(title)
    assert ranked and ranked[0][0] == domain, ranked


MISSPELT_PATHS = [
    ("Beuty > Makup > Lipstik", D.BEAUTY_PERSONAL_CARE),
    ("Electroncs > Audio > Headphnes", D.ELECTRONICS),
    ("Home > Furnitur > Bookcsaes", D.FURNITURE),
    ("Helth > Vitamns", D.HEALTH_SUPPLEMENTS),
    ("Sprots > Camping > Sleping Bags", D.SPORTS_OUTDOORS),  # not the bags of "Bags"
]


@pytest.mark.parametrize("path,domain", MISSPELT_PATHS)
def test_a_misspelt_leaf_is_read_as_the_word_it_stands_for(path, domain):
    reading = read_path(path)
    assert reading.domain == domain and reading.leaf_known, reading


@pytest.mark.parametrize("text", [
    "3 Seater Sofa, Grey",          # a dictionary word + -er: not a sweater left short
    "Ropa de Mujer, Talle M",       # Spanish words one letter from rope and table
    "Salud y Belleza > Cremas",     # salud is no salad
    "Yerba Mate, 500 g",            # an English word is never mended ("mate" is no "mat")
    "Tata Sampann Dal, 1 kg",       # a four-letter name one letter from many words
    "Garten > Sorten",              # a German word one letter from sorter
])
def test_words_of_other_languages_and_names_are_not_mended(text):
    assert mend_spelling(text).lower() == text.lower()


def test_chinese_text_is_never_mended():
    title = "shimano 钓鱼竿 碳素 2.7米"
    assert mend_spelling(title) == title


def test_an_import_reads_a_misspelt_path_end_to_end(tmp_path):
    rows = [("Orla 12 inch", "Kichen > Bakware > Cake Tins"),
            ("Brisk Pro 2", "Helth > Vitamns > Multivitamns")]
    src = _csv(tmp_path / "c.csv", ["title", "category"], [list(r) for r in rows])
    out = tmp_path / "c.jsonl"
    import_csv(src, title="title", category="category", out=out, semantic="off")
    got = [p.domain for p in read_catalog(out)]
    assert got == [D.KITCHEN_DINING, D.HEALTH_SUPPLEMENTS]


# ------------------------------ another language's department words, glossed to English
# A shop abroad names its departments in its own language; the keyword table reads English
# and Chinese. `domain_map.gloss_foreign` reads data/foreign_words.json (departments and a
# few kinds of goods in nine languages) and German and Dutch compounds by their last part.
# Before this, every path here found no domain at all.

FOREIGN_PATHS = [
    ("Spielwaren > Puppen", D.TOYS_GAMES),
    ("Juguetes > Muñecas", D.TOYS_GAMES),
    ("Chaussures > Femme > Escarpins", D.FOOTWEAR),
    ("Bijoux > Colliers", D.JEWELRY_WATCHES),
    ("Haushaltsgeräte > Staubsauger", D.HOME_APPLIANCES),
    ("Papelería > Bolígrafos", D.STATIONERY_CRAFTS),
    ("Zabawki > Klocki", D.TOYS_GAMES),
    ("Kozmetik > Ruj", D.BEAUTY_PERSONAL_CARE),
    ("Kuchnia > Noże", D.KITCHEN_DINING),
    ("Ev Tekstili > Perde", D.HOME_TEXTILES),
]


@pytest.mark.parametrize("path,domain", FOREIGN_PATHS)
def test_a_department_named_in_another_language_places_its_unknown_leaf(path, domain):
    assert read_path(path).domain == domain


COMPOUNDS = [
    ("Sportartikel > Laufschuhe", D.FOOTWEAR),          # a compound read by its last part
    ("Wohnen > Wohnzimmermöbel", D.FURNITURE),
    ("Kindermode > Herrenbekleidung", D.APPAREL),
    ("Boeken > Kinderboeken", D.BOOKS_MEDIA),
]


@pytest.mark.parametrize("path,domain", COMPOUNDS)
def test_a_german_or_dutch_compound_is_read_by_its_last_part(path, domain):
    reading = read_path(path)
    assert reading.domain == domain and reading.leaf_known, reading


@pytest.mark.parametrize("title,domain", [
    ("Kinderspielzeug aus Holz, 12 Teile", D.TOYS_GAMES),
    ("Herrenschuhe Leder Gr. 43", D.FOOTWEAR),
])
def test_a_compound_title_is_read_by_its_last_part(title, domain):
    ranked = rank_title(title)
    assert ranked and ranked[0][0] == domain, ranked


@pytest.mark.parametrize("text", [
    "Auto Darkening Welding Helmet",   # German Auto, a common English word
    "Bad Bunny Poster",                # German Bad (bath)
    "Mode Switch Cable",               # French mode (fashion)
    "Salsa Dancing Shoes",             # Spanish salsa (sauce)
    "Bistro Cafe Set, 3 Piece",
    "Sporty Sneakers",
])
def test_an_english_title_is_never_glossed(text):
    assert gloss_foreign(text) == text


def test_accents_are_kept_when_nothing_is_glossed():
    assert gloss_foreign("Crème brûlée Torch") == "Crème brûlée Torch"


# Everyday goods named in another language, in a title alone (data/foreign_words.json), and
# German and Dutch compounds headed by one of them.
FOREIGN_TITLES = [
    ("Sommerkleid Baumwolle, Gr. 38", D.APPAREL),
    ("Camisa de Lino Hombre, Manga Larga", D.APPAREL),
    ("Lampe de Chevet en Bois", D.HOME_DECOR),
    ("Poduszka Ortopedyczna 50x30", D.HOME_TEXTILES),
    ("Bantal Tidur Lembut", D.HOME_TEXTILES),
    ("Wasserkocher Edelstahl 1,7 L", D.HOME_APPLIANCES),
    ("Cuchillo de Chef 20 cm", D.KITCHEN_DINING),
    ("Zeytinyağı Sızma 1 L", D.FOOD_BEVERAGES),       # Turkish dotless i folded
    ("Tastiera Wireless Italiana", D.COMPUTERS_OFFICE),
    ("Kopfhörer Bluetooth Over-Ear", D.ELECTRONICS),
    ("Galletas de Avena 400 g", D.FOOD_BEVERAGES),
]


@pytest.mark.parametrize("title,domain", FOREIGN_TITLES)
def test_everyday_goods_named_in_another_language(title, domain):
    ranked = rank_title(title)
    assert ranked and ranked[0][0] == domain, ranked


@pytest.mark.parametrize("text", [
    "Powerbank 10000mAh",            # Dutch bank (sofa) is no head of an English word
    "Running Armband for Phone",
    "Keyring, Leather",              # a word the keyword table reads itself
    "Self-Watering Planter",         # a hyphenated English word is no compound
])
def test_english_words_are_no_compounds(text):
    assert gloss_foreign(text) == text
