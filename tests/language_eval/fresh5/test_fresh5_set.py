"""The round-7 held-out language set (a tune set since round 8) stays complete and in the engine's vocabulary.

Reads only the set's expectations (no engine runs, nothing printed), so it can run anywhere.
"""
import json
from collections import Counter

from agent.eval_language import EVAL_DIR, SETS, load_items
from memory.models import clean_slug

ROOT = EVAL_DIR.parent.parent


def _vocabulary() -> set[str]:
    vocab = set(json.loads((ROOT / "data" / "affinity_vocab.json").read_text(encoding="utf-8")))
    for targets in json.loads((ROOT / "data" / "zh_en_terms.json").read_text(encoding="utf-8")).values():
        vocab.update(targets)
    kinds = json.loads((ROOT / "data" / "material_kinds.json").read_text(encoding="utf-8"))["kinds"]
    vocab.update(kinds)
    return {clean_slug(term) for term in vocab}


def _brands(items) -> set[str]:
    brands = set()
    for item in items:
        expect = item.raw.get("expect") or {}
        brands |= {c["slug"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
        brands |= {k.rsplit(":", 1)[-1] for k in item.raw.get("store_has") or [] if ":brand:" in k}
    return brands


def test_fresh5_is_one_tune_set_since_round_8():
    items = load_items(SETS["fresh5"])
    assert items and {item.split for item in items} == {"tune"}


def test_fresh5_has_at_least_the_size_and_class_weights_of_fresh4():
    items = load_items(SETS["fresh5"])
    utterances = [i for i in items if i.kind == "utterance"]
    stories = [i for i in items if i.kind == "story"]
    assert len(utterances) >= 205 and len(stories) >= 26
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    # Per class and kind, at least what fresh4 had (both languages together).
    fresh4 = Counter((i.cls, i.kind) for i in load_items(SETS["fresh4"]))
    mine = Counter((i.cls, i.kind) for i in items)
    assert {key: n for key, n in fresh4.items() if mine[key] < n} == {}
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert all(by_lang[(c, "en")] and by_lang[(c, "zh")] for c in {i.cls for i in utterances})
    story_langs = Counter((i.cls, i.lang) for i in stories)
    assert all(story_langs[(c, "en")] == story_langs[(c, "zh")] for c in {i.cls for i in stories})
    main_classes = {i.cls for i in load_items(SETS["main"])}
    assert {i.cls for i in items} <= main_classes


def test_fresh5_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    vocab = _vocabulary()
    outside = []
    for item in load_items(SETS["fresh5"]):
        expect = item.raw.get("expect") or {}
        slugs = [c["slug"] for c in expect.get("cons") or [] if c.get("cat") != "brand"]
        slugs += list(expect.get("lifted") or [])
        slugs += [c["slug"] for c in (item.raw.get("given") or {}).get("cons") or []]
        slugs += [key.rsplit(":", 1)[-1] for key in item.raw.get("store_has") or []
                  if ":brand:" not in key]
        outside += [(item.id, s) for s in slugs if clean_slug(s) not in vocab]
    assert not outside


def test_fresh5_brand_names_are_absent_from_the_demo_catalog():
    catalog = {json.loads(line).get("brand", "").lower()
               for line in (ROOT / "data" / "catalog.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip()}
    brands = _brands(load_items(SETS["fresh5"]))
    assert len(brands) >= 26 and not {b.lower() for b in brands} & catalog


def test_fresh5_brand_names_are_its_own():
    others = set()
    for name in ("fresh", "fresh2", "fresh3", "fresh4", "probe", "main"):
        others |= {b.lower() for b in _brands(load_items(SETS[name]))}
    assert not {b.lower() for b in _brands(load_items(SETS["fresh5"]))} & others
