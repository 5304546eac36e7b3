"""Which evidence names the product type of a request: each type source scored alone (issue 11).

For every tune set's utterance that expects a `type` (main's tune split only; never a held-out
set, nor the round's transfer check, `--hide`), each source is asked the type on its own and
counted right, wrong or silent against the set's expectation; the items that expect no type
(`type: ""`) are counted apart (there any type named is wrong):

- `engine`: the plan's type in a baseline run (`--base`, allsets' JSON): the type words said;
- `requests`: the nearest labelled request rows (agent/language/request_rows) carrying the
  type their writers expected, with every set of the item's own round left out;
- `catalog`: the leading type of the demo catalog's 15 nearest products (`Vote.types`);
- `names`: the type of the vocabulary's nearest name (en and zh names, language/type_vote);
- combinations, each silent unless its parts agree.

A source's confidence is shown at several cuts (the request vote's margin, the catalog's count),
so the cut a rule uses is chosen where the vote is right when it is confident.

`python scripts/type_sources.py --base /tmp/me/base38.json --hide SET ...`
"""
from __future__ import annotations

import argparse
import json
import re

import numpy as np

from agent import eval_language as ev
from agent.language.classifier import TEMPERATURE, TEXTS_KEY, _knn
from agent.language.derive_exemplars import tune_sources
from agent.language.request_rows import REQUESTS_VECTORS_PATH, TASK


def round_of(name: str) -> str:
    found = re.match(r"fresh(\d+)", name)
    return found.group(1) if found else name


def typed_rows() -> list[tuple[str, str, frozenset[str]]]:
    """(text, expected type or "", the sets that said it) of every tune request expecting one."""
    found: dict[tuple[str, str], set[str]] = {}
    for name, items in tune_sources():
        for item in items:
            expect = item.raw.get("expect") or {}
            if item.kind != "utterance" or not isinstance(expect.get("type"), str):
                continue
            text = " ".join(str(item.raw["text"]).split())
            found.setdefault((text, expect["type"]), set()).add(name)
    return [(t, k, frozenset(s)) for (t, k), s in sorted(found.items())]


def typed_matrix(classifier) -> tuple[list[tuple[str, str, frozenset[str]]], list[str], np.ndarray,
                                      dict[str, np.ndarray]]:
    """The typed rows, their texts, their vectors and every vector known by text (the committed
    request vectors, the rest embedded now)."""
    with np.load(REQUESTS_VECTORS_PATH) as data:
        known = dict(zip((str(t) for t in data[TEXTS_KEY + TASK]), data[TASK].astype(np.float32)))
    rows = typed_rows()
    texts = [t for t, _, _ in rows]
    missing = [t for t in dict.fromkeys(texts) if t not in known]
    for t, v in zip(missing, classifier.embed_many(missing) if missing else []):
        known[t] = v
    return rows, texts, np.stack([known[t] for t in texts]), known


def engine_type(base: dict, item) -> str | None:
    ok, failures = base.get(item.source, {}).get(item.id, (None, []))
    if ok is None:
        return None
    wrong = next((f for f in failures if f.startswith("type ")), None)
    if wrong is None:
        return item.raw["expect"]["type"]
    return re.match(r"type '([^']*)'", wrong).group(1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="")
    parser.add_argument("--hide", nargs="*", default=[])
    parser.add_argument("--dump", default="")
    args = parser.parse_args()
    base = json.load(open(args.base)) if args.base else {}
    engine = ev.make_eval_engine()
    classifier = engine.classifier
    rows, texts, matrix, known = typed_matrix(classifier)
    names = [n for n in sorted(ev.SETS) if n not in args.hide and
             ev.WHOLE_SPLIT.get(ev.SETS[n], "tune" if n == "main" else "") == "tune"]
    rounds: dict[str, set[str]] = {}
    for name in names:
        rounds.setdefault(round_of(name), set()).add(name)
    out = []
    for name in names:
        left = frozenset(rounds[round_of(name)])
        keep = [i for i, (_, _, s) in enumerate(rows) if not s <= left]
        typed = [i for i in keep if rows[i][1]]
        for item in ev.load_items(ev.SETS[name]):
            expect = item.raw.get("expect") or {}
            if item.kind != "utterance" or not isinstance(expect.get("type"), str) or \
                    (name == "main" and item.split != "tune"):
                continue
            text = " ".join(str(item.raw["text"]).split())
            v = known.get(text)
            if v is None:
                v = classifier.embed(text)
            req = _knn(matrix[typed], [rows[i][1] for i in typed], v, temperature=TEMPERATURE)
            req_all = _knn(matrix[keep], [rows[i][1] or "-" for i in keep], v, temperature=TEMPERATURE)
            reading = classifier.domain(text)
            cat = reading.catalog.types
            tn = classifier.type_names
            scores = tn.vectors @ v
            order = np.argsort(-scores)
            name_types = list(dict.fromkeys(tn.keys[i] for i in order[:40]))[:5]
            out.append({"set": name, "id": item.id, "cls": item.cls, "want": expect["type"],
                        "engine": engine_type(base, item),
                        "req": req.label, "req_share": req.share, "req_margin": req.margin,
                        "req_sim": req.similarity,
                        "reqall": req_all.label, "reqall_margin": req_all.margin,
                        "cat": list(cat[:3]), "names": name_types,
                        "domain_req": classifier.requested(text).label,
                        "want_domain": expect.get("domain", "")})
    if args.dump:
        json.dump(out, open(args.dump, "w"), ensure_ascii=False)
    print(len(out), "items expecting a type key;", sum(1 for o in out if o["want"]), "a type")
    print(table([o for o in out if o["want"]]))
    return 0


def agreed(o: dict, margin: float, names: int = 5, catalog: int = 3) -> str:
    """The request vote's type when its margin is at least `margin` and the names' `names`
    nearest types or `catalog` of the catalog's neighbours hold it (language/type_vote.told_type)."""
    if o["req_margin"] < margin:
        return ""
    held = any(k == o["req"] and v >= catalog for k, v in o["cat"])
    return o["req"] if o["req"] in o["names"][:names] or held else ""


SOURCES = {
    "engine (the head's type words)": lambda o: o["engine"],
    **{f"requests, margin >= {m}": (lambda m: lambda o: o["req"] if o["req_margin"] >= m else "")(m)
       for m in (0.0, 0.2, 0.3, 0.4, 0.5, 0.6)},
    "catalog, leading type": lambda o: o["cat"][0][0] if o["cat"] else "",
    **{f"catalog, >= {v} of 15": (lambda v: lambda o: o["cat"][0][0] if o["cat"] and o["cat"][0][1] >= v
                                   else "")(v) for v in (5, 7)},
    "names, nearest name": lambda o: o["names"][0],
    **{f"requests (margin >= {m}) and (names' 5 or catalog >= 3)": (lambda m: lambda o: agreed(o, m))(m)
       for m in (0.3, 0.35, 0.4)},
}


def table(rows: list[dict]) -> str:
    silent = [o for o in rows if o["engine"] == ""]
    lines = ["| source | right | wrong | silent | right / wrong where the engine names none |",
             "|---|---|---|---|---|"]
    for name, read in SOURCES.items():
        counts = {"right": 0, "wrong": 0, "silent": 0}
        for o in rows:
            got = read(o) if o["engine"] is not None or not name.startswith("engine") else None
            counts["silent" if not got else "right" if got == o["want"] else "wrong"] += 1
        rescued = [read(o) for o in silent]
        lines.append(f"| {name} | {counts['right']} | {counts['wrong']} | {counts['silent']} | "
                     f"{sum(g == o['want'] for g, o in zip(rescued, silent) if g)} / "
                     f"{sum(g != o['want'] for g, o in zip(rescued, silent) if g)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
