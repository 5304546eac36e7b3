"""Which evidence places a described product: each domain reader scored alone (issue 11).

For every tune set's `domain` utterance (main's tune split only; never a held-out set, nor the
transfer check the round names), each source of evidence is asked the domain on its own and
counted right, wrong or silent against the set's expectation:

- `keyword`: the keyword table's closest domain for the whole message (`classify_text`);
- `head keyword`: the table's first keyword inside the request head (language/request_head);
- `requests`: the nearest labelled requests of the tune sets (language/request_rows), with
  every set of the item's own round left out (a source is not credited for remembering a
  sentence of its own round);
- `catalog`: the demo catalog's 15 nearest products, silent under `CATALOG_VOTES` of one domain;
- `table`, `reference`: the import's domain exemplar table and its real product titles;
- `type vote`: the domain of the type the catalog's neighbours and the vocabulary's nearest
  names agree on (language/type_vote, asked without a domain);
- `engine`: the plan's domain in a baseline run (`--base`, allsets' JSON).

Each reader reads the message as the engine's readers do: folded, typos corrected.

`python scripts/domain_sources.py [--base /tmp/me/base37.json] [--hide SET ...]` prints one
Markdown table per split (all items; items whose head has no keyword of the expected domain).
"""
from __future__ import annotations

import argparse
import json
import re
from collections import Counter

from agent import eval_language as ev
from agent.domain_map import classify_text, keyword_spans
from agent.engines.offline_parse import normalise_text
from agent.language.readers_agree import CATALOG_VOTES
from agent.language.request_head import head_spans
from agent.language.type_vote import voted_type
from agent.product_types import get_type
from memory.domains import Domain


def round_of(name: str) -> str:
    found = re.match(r"fresh(\d+)", name)
    return found.group(1) if found else name


def head_keyword_domain(text: str) -> str:
    low = text.lower()
    heads = head_spans(low)
    for start, _, domain, _ in keyword_spans(low):
        if any(begin <= start < end for begin, end in heads):
            return domain.value
    return ""


def type_vote_domain(classifier, text: str, reading) -> str:
    names = classifier.type_names
    if names is None or not reading.catalog.types:
        return ""
    candidates = [get_type(reading.catalog.types[0][0]), get_type(names.nearest(classifier.embed(text))[0])]
    for ptype in candidates:
        if ptype is not None and voted_type(reading.catalog.types, names, classifier.embed(text),
                                            ptype.domain) is not None:
            return ptype.domain.value
    return ""


SOURCES = ("keyword", "head keyword", "requests", "catalog", "table", "reference", "type vote",
           "engine")


def readings(classifier, item, base: dict, lex) -> dict[str, str]:
    text = lex.fix_typos(normalise_text(item.raw["text"]))  # what the engine's readers see
    reading = classifier.domain(text)
    got = {"keyword": classify_text(text).value, "head keyword": head_keyword_domain(text),
           "requests": classifier.requested(text).label,
           "catalog": reading.catalog.label if reading.catalog.count >= CATALOG_VOTES else "",
           "table": reading.table.label, "reference": classifier.reference(text).label,
           "type vote": type_vote_domain(classifier, text, reading)}
    ok, failures = base.get(item.source, {}).get(item.id, (None, []))
    if ok is not None:
        wrong = next((f for f in failures if f.startswith("domain ")), None)
        got["engine"] = item.raw["expect"]["domain"] if wrong is None else wrong.split()[1]
    got = {k: ("" if v == Domain.OTHER.value else v) for k, v in got.items()}
    return got


def table(rows: list[tuple[str, dict[str, str]]]) -> str:
    lines = ["| source | right | wrong | silent | right when the head keyword is wrong or silent |",
             "|---|---|---|---|---|"]
    hard = [(want, got) for want, got in rows if got["head keyword"] != want]
    for source in SOURCES:
        counts = Counter("silent" if not got.get(source) else "right" if got[source] == want
                         else "wrong" for want, got in rows if source in got)
        n = sum(counts.values())
        rescued = sum(got.get(source) == want for want, got in hard)
        lines.append(f"| {source} | {counts['right']} ({100 * counts['right'] / max(n, 1):.1f} %) | "
                     f"{counts['wrong']} | {counts['silent']} | {rescued} of {len(hard)} |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="")
    parser.add_argument("--hide", nargs="*", default=[])
    parser.add_argument("--dump", default="", help="write every item's readings here (JSON)")
    args = parser.parse_args()
    base = json.load(open(args.base)) if args.base else {}
    engine = ev.make_eval_engine()
    classifier = engine.classifier
    names = [n for n in sorted(ev.SETS) if n not in args.hide and
             ev.WHOLE_SPLIT.get(ev.SETS[n], "tune" if n == "main" else "") == "tune"]
    rounds: dict[str, list[str]] = {}
    for name in names:
        rounds.setdefault(round_of(name), []).append(name)
    rows, dumped = [], []
    for name in names:
        items = [i for i in ev.load_items(ev.SETS[name]) if i.kind == "utterance" and
                 i.cls == "domain" and (i.raw.get("expect") or {}).get("domain") and
                 (name != "main" or i.split == "tune")]
        with classifier.leaving_out(rounds[round_of(name)]):
            for item in items:
                rows.append((item.raw["expect"]["domain"], readings(classifier, item, base, engine.lex)))
                dumped.append({"set": name, "id": item.id, "text": item.raw["text"],
                               "given": (item.raw.get("given") or {}).get("domain", ""),
                               "want": rows[-1][0], **rows[-1][1]})
    print(f"{len(rows)} domain items of {len(names)} tune sets")
    print(table(rows))
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as out:
            json.dump(dumped, out, ensure_ascii=False, indent=0)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
