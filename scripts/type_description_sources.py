"""How often the type-description table names a described product's type and domain (issue 11).

For every tune set's utterance that expects a `type` or a product `domain` (main's tune split
only; never a held-out set nor the round's transfer check), each source is asked alone and
counted right, wrong or silent against the set's expectation:

- `engine`: the plan's type / domain in a baseline run (`--base`, allsets' JSON);
- `desc`: the nearest lines of `data/type_descriptions/` (language/type_descriptions), their
  weighted vote's type, and the domain of that type; with a margin over the runner-up;
- `requests`: the nearest typed request rows (their own round's sets left out, as
  scripts/type_sources.py);
- `catalog`: the leading type of the demo catalog's 15 nearest products;
- `names`: the type of the vocabulary's nearest name;
- agreements of two.

Only the items whose expected type (or domain) is of a domain the table covers are counted:
the table lands a domain file at a time, and a type it has no line for it cannot name.

`PYTHONPATH=. python scripts/type_description_sources.py --base /tmp/me/base39.json [--dump OUT.json]`
"""
from __future__ import annotations

import argparse
import json
import re
from collections import Counter

import numpy as np

from agent import eval_language as ev
from agent.language.classifier import TEMPERATURE, _knn
from agent.language.type_descriptions import description_rows, load_descriptions
from agent.product_types import get_type
from memory.domains import Domain

from scripts.type_sources import engine_type, round_of, typed_matrix


def engine_domain(base: dict, item) -> str | None:
    ok, failures = base.get(item.source, {}).get(item.id, (None, []))
    if ok is None:
        return None
    wrong = next((f for f in failures if re.match(r"domain \S+ != ", f)), None)
    return item.raw["expect"]["domain"] if wrong is None else wrong.split()[1]


def domain_of(key: str) -> str:
    ptype = get_type(key) if key else None
    return ptype.domain.value if ptype is not None else ""


def records(base: dict) -> list[dict]:
    engine = ev.make_eval_engine()
    classifier = engine.classifier
    table = load_descriptions(classifier.embedder)
    if table is None:
        raise SystemExit("data/type_descriptions.npz is stale or missing: --write it first")
    desc_domains = [domain_of(k) for k in table.keys]
    rows, _, matrix, known = typed_matrix(classifier)
    names = [n for n in sorted(ev.SETS) if Path_of(n) not in ev.TRANSFER_CHECK and
             ev.WHOLE_SPLIT.get(ev.SETS[n], "tune" if n == "main" else "") == "tune"]
    rounds: dict[str, set[str]] = {}
    for name in names:
        rounds.setdefault(round_of(name), set()).add(name)
    out = []
    for name in names:
        left = frozenset(rounds[round_of(name)])
        typed = [i for i, (_, k, s) in enumerate(rows) if k and not s <= left]
        for item in ev.load_items(ev.SETS[name]):
            expect = item.raw.get("expect") or {}
            want_type = expect.get("type") if isinstance(expect.get("type"), str) else None
            want_domain = expect.get("domain") or ""
            product = want_domain in Domain._value2member_map_ and Domain(want_domain).is_product_domain
            if item.kind != "utterance" or (want_type is None and not product) or \
                    (name == "main" and item.split != "tune"):
                continue
            text = " ".join(str(item.raw["text"]).split())
            v = known.get(text)
            if v is None:
                v = classifier.embed(text)
            desc = table.vote(v)
            desc_dom = _knn(table.vectors, desc_domains, v, temperature=TEMPERATURE)
            req = _knn(matrix[typed], [rows[i][1] for i in typed], v, temperature=TEMPERATURE)
            tn = classifier.type_names
            order = np.argsort(-(tn.vectors @ v))
            out.append({"set": name, "id": item.id, "cls": item.cls, "text": text,
                        "want": want_type, "want_domain": want_domain if product else "",
                        "engine": engine_type(base, item) if want_type is not None else None,
                        "engine_domain": engine_domain(base, item) if product else None,
                        "desc": desc.label, "desc_margin": desc.margin, "desc_share": desc.share,
                        "desc_dom": desc_dom.label, "desc_dom_margin": desc_dom.margin,
                        "req": req.label, "req_margin": req.margin,
                        "cat": list(classifier.domain(text).catalog.types[:3]),
                        "names": list(dict.fromkeys(tn.keys[i] for i in order[:40]))[:5],
                        "domain_req": requested_domain(classifier, text, left)})
    return out


def requested_domain(classifier, text: str, left: frozenset[str]) -> str:
    """The domain rows' vote with every set of the item's own round left out."""
    with classifier.leaving_out(left):
        return classifier.requested(text).label


def Path_of(name: str):
    return ev.SETS[name]


def type_table(rows: list[dict], covered: set[str]) -> str:
    rows = [o for o in rows if o["want"] and domain_of(o["want"]) in covered]
    silent = [o for o in rows if o["engine"] == ""]

    def desc(m):
        return lambda o: o["desc"] if o["desc_margin"] >= m else ""

    sources = {
        "engine (the head's type words)": lambda o: o["engine"] or "",
        **{f"desc, margin >= {m}": desc(m) for m in (0.0, 0.2, 0.3, 0.4, 0.5)},
        "requests, margin >= 0.35": lambda o: o["req"] if o["req_margin"] >= 0.35 else "",
        "catalog, leading type": lambda o: o["cat"][0][0] if o["cat"] else "",
        "names, nearest name": lambda o: o["names"][0],
        "desc top-1 = requests top-1": lambda o: o["desc"] if o["desc"] == o["req"] else "",
        "desc top-1 in names' 5": lambda o: o["desc"] if o["desc"] in o["names"] else "",
        "desc top-1 held by catalog >= 3": lambda o: o["desc"] if dict(map(tuple, o["cat"])).get(o["desc"], 0) >= 3 else "",
        **{f"desc (margin >= {m}) and (names' 5 or catalog >= 3)":
           (lambda m: lambda o: o["desc"] if o["desc_margin"] >= m and (
               o["desc"] in o["names"] or dict(map(tuple, o["cat"])).get(o["desc"], 0) >= 3) else "")(m)
           for m in (0.0, 0.2, 0.3)},
    }
    lines = [f"{len(rows)} items expecting a type of a covered domain ({len(silent)} the engine names none for)",
             "", "| source | right | wrong | silent | right / wrong where the engine names none |",
             "|---|---|---|---|---|"]
    for label, read in sources.items():
        got = [read(o) for o in rows]
        right = sum(g == o["want"] for g, o in zip(got, rows) if g)
        wrong = sum(g != o["want"] for g, o in zip(got, rows) if g)
        rescued = [(read(o), o) for o in silent]
        lines.append(f"| {label} | {right} | {wrong} | {len(rows) - right - wrong} | "
                     f"{sum(g == o['want'] for g, o in rescued if g)} / "
                     f"{sum(g != o['want'] for g, o in rescued if g)} |")
    return "\n".join(lines)


def domain_table(rows: list[dict], covered: set[str]) -> str:
    rows = [o for o in rows if o["want_domain"] and o["engine_domain"] is not None]
    inside = [o for o in rows if o["want_domain"] in covered]
    wrong_engine = [o for o in rows if o["engine_domain"] != o["want_domain"]]

    def desc_type_domain(m):
        return lambda o: domain_of(o["desc"]) if o["desc_margin"] >= m else ""

    def desc_dom(m):
        return lambda o: o["desc_dom"] if o["desc_dom_margin"] >= m else ""

    sources = {
        "engine": lambda o: o["engine_domain"],
        "requests (domain rows)": lambda o: o["domain_req"],
        **{f"desc, its type's domain, margin >= {m}": desc_type_domain(m) for m in (0.0, 0.3)},
        **{f"desc, domain vote, margin >= {m}": desc_dom(m) for m in (0.0, 0.3, 0.5)},
        "desc domain vote = requests": lambda o: o["desc_dom"] if o["desc_dom"] == o["domain_req"] else "",
    }
    lines = [f"{len(rows)} items expecting a product domain, {len(inside)} of a covered domain; "
             f"the engine wrong on {len(wrong_engine)}", "",
             "| source | right (covered) | wrong (covered) | names a covered domain for another's item "
             "| right / wrong where the engine is wrong |", "|---|---|---|---|---|"]
    for label, read in sources.items():
        got = [read(o) for o in inside]
        right = sum(g == o["want_domain"] for g, o in zip(got, inside) if g)
        wrong = sum(g != o["want_domain"] for g, o in zip(got, inside) if g)
        stray = sum(1 for o in rows if o["want_domain"] not in covered and read(o) in covered)
        fixed = [(read(o), o) for o in wrong_engine]
        lines.append(f"| {label} | {right} | {wrong} | {stray} | "
                     f"{sum(g == o['want_domain'] for g, o in fixed if g)} / "
                     f"{sum(1 for g, o in fixed if g and g != o['want_domain'])} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--dump", default="")
    parser.add_argument("--load", default="", help="a --dump of an earlier run (no embedding)")
    args = parser.parse_args()
    out = json.load(open(args.load)) if args.load else records(json.load(open(args.base)))
    if args.dump:
        json.dump(out, open(args.dump, "w"), ensure_ascii=False)
    covered = {domain_of(k) for _, k in description_rows()}
    print("domains covered:", ", ".join(sorted(covered)))
    print(type_table(out, covered))
    print()
    print(domain_table(out, covered))
    print()
    print("fresh38's domain items:", Counter(
        ("engine " + ("right" if o["engine_domain"] == o["want_domain"] else "wrong"),
         "desc " + ("right" if o["desc_dom"] == o["want_domain"] else "wrong"))
        for o in out if o["set"] == "fresh38" and o["cls"] == "domain" and o["want_domain"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
