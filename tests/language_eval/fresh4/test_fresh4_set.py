"""The round-6 held-out language set (a tune set since round 7) stays complete and in the engine's vocabulary.

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


def test_fresh4_is_a_tune_set_since_round_7_whole():
    items = load_items(SETS["fresh4"])
    assert items and {item.split for item in items} == {"tune"}


def test_fresh4_has_the_size_and_class_weights_it_was_written_with():
    items = load_items(SETS["fresh4"])
    utterances = [i for i in items if i.kind == "utterance"]
    assert len(utterances) >= 200 and len(items) - len(utterances) >= 22
    langs = Counter(i.lang for i in utterances)
    assert abs(langs["en"] - langs["zh"]) <= 10
    per_class = Counter(i.cls for i in utterances)
    assert all(per_class[c] >= 20 for c in ("brand", "size", "material", "mixed"))
    assert all(per_class[c] >= 16 for c in ("scope", "global", "likes", "typos"))
    assert all(per_class[c] >= 10
               for c in ("polarity", "takeback", "domain", "budget", "variants"))
    by_lang = Counter((i.cls, i.lang) for i in utterances)
    assert all(by_lang[(c, "en")] and by_lang[(c, "zh")] for c in per_class)
    main_classes = {i.cls for i in load_items(SETS["main"])}
    assert {i.cls for i in items} <= main_classes


def test_fresh4_expects_only_vocabulary_slugs_apart_from_brands_and_misspellings():
    vocab = _vocabulary()
    outside = []
    for item in load_items(SETS["fresh4"]):
        expect = item.raw.get("expect") or {}
        slugs = [c["slug"] for c in expect.get("cons") or [] if c.get("cat") != "brand"]
        slugs += list(expect.get("lifted") or [])
        slugs += [c["slug"] for c in (item.raw.get("given") or {}).get("cons") or []]
        slugs += [key.rsplit(":", 1)[-1] for key in item.raw.get("store_has") or []
                  if ":brand:" not in key]
        outside += [(item.id, s) for s in slugs if clean_slug(s) not in vocab]
    assert not outside


def test_fresh4_brand_names_are_absent_from_the_demo_catalog():
    catalog = {json.loads(line).get("brand", "").lower()
               for line in (ROOT / "data" / "catalog.jsonl").read_text(encoding="utf-8").splitlines()
               if line.strip()}
    brands = set()
    for item in load_items(SETS["fresh4"]):
        expect = item.raw.get("expect") or {}
        brands |= {c["slug"] for c in expect.get("cons") or [] if c.get("cat") == "brand"}
        brands |= {k.rsplit(":", 1)[-1] for k in item.raw.get("store_has") or [] if ":brand:" in k}
    assert len(brands) >= 20 and not brands & catalog
