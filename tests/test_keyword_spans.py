"""The keyword table's English words are matched without a regex per word (round 21: the
regexes cost ~0.2-1 ms each to compile the first time a text reached them, and ~550 of them in
a session pushed the engine's own patterns out of `re`'s cache). `_Keyword.spans` must find
exactly what each word's regex (`_Keyword.pattern`, still the definition) finds."""
import pytest

from agent import domain_map as dm

TEXTS = [
    "Men's Running Shoes, size 42 - breathable mesh",
    "T-SHIRT pack of 3; t shirt; tshirt; T - Shirts",
    "boxes, box, boxs, boxess, Lunchbox, lunch-box",
    "Bed Sheet Set with 2 Pillow Covers | bedsheet | bed-sheets",
    "500ml PET Bottles (pack of 24) for pets and a Pet bed",
    "carpet cleaner for CPU fans, pu leather, PU皮 钱包, t恤 tshirt",
    "3D printer filament; 3d-printer; 3Dprinter",
    "watches and a Watch-strap, watchstraps",
    "Non-Stick frying pans; nonstick pan; pan-fried",
    "İstanbul rug, ıron kettle, ſocks",  # lower-casing changes length: the regex reads it
    "KITCHEN  towels\u00a0and  kitchen\ttowel",
    "",
]


def _english_keywords():
    return [kw for kw in dm._table(str(dm.KEYWORDS_PATH)) if kw.lang == "en"]


@pytest.mark.parametrize("text", TEXTS)
def test_spans_are_the_regexes_spans(text):
    lowered = text.lower()
    checked = 0
    for kw in _english_keywords():
        if kw.probe not in lowered:
            continue
        checked += 1
        assert kw.spans(text, lowered) == [m.span() for m in kw.pattern.finditer(text)], kw.word
    assert checked or not text


def test_an_acronym_ignore_entry_stays_case_sensitive():
    pet = next(kw for kw in _english_keywords() if kw.case_sensitive and kw.word == "pet")
    text = "500ml PET Bottles for my pet"
    assert pet.spans(text, text.lower()) == [(6, 9)]


def test_keyword_matching_compiles_no_pattern_per_word(monkeypatch):
    compiled = []
    real = dm._compile.__wrapped__
    monkeypatch.setattr(dm, "_compile", lambda source, cs: compiled.append(source) or real(source, cs))
    dm.keyword_spans("Waterproof hiking backpacks and trekking poles, 2 pairs of wool socks")
    assert compiled == []


@pytest.mark.parametrize("word", ["lunch box", "t-shirt", "watch", "mango", "pan"])
@pytest.mark.parametrize("text", TEXTS)
def test_english_keyword_in_agrees_with_the_words_regex(word, text):
    assert dm.english_keyword_in(word, text) == bool(dm._compile(dm._en_source(word), False).search(text))
