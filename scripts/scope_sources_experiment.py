"""Who gets a refusal's scope right: the rules or the scope vote (issue 11, round 36).

    python scripts/scope_sources_experiment.py [--rows OUT.json]

For every expected refusal with a scope (session or lasting) in the utterances of every tune set
(the main set and held-out sets are skipped), the word's clause is found and its scope asked of
each source the engine has, alone:
- rules:clause: `offline_reach.persistence_of` on the word's clause (markers, scope_bounds,
  purpose grammars);
- rules:utterance: the same on the whole utterance (what the engine falls back to);
- vote:clear: the hand exemplar rows' scope vote on the clause's form, when it says session,
  lasting or global at SCOPE_MARGIN (what the engine uses after the clause's rules);
- vote:any: that vote's label whatever its margin;
- engine: the plan's own persistence for the word ("default" counts as silent).
Printed per era (sets before round 35, round 35's sets, this round's own set), per expected
scope: right, wrong, silent. The hand rows are written from no set (data/language_exemplars.json
`_doc`) and the derived rows are off (DERIVED_MODE), so no set needs leaving out.
"""
import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent import eval_language as ev
from agent.engines import offline_semantics as sem
from agent.engines.offline_reach import persistence_of
from memory.models import clean_slug

SOURCES = ("rules:clause", "rules:utterance", "vote:clear", "vote:any", "engine")


def era(name: str) -> str:
    if name.startswith("fresh35"):
        return "round35"
    return "own36" if name.startswith("fresh36") else "older"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", help="write one row per expected refusal here (JSON)")
    args = parser.parse_args()
    engine = ev.make_eval_engine()
    stats: dict[tuple, Counter] = defaultdict(Counter)
    rows = []
    for name in sorted(ev.SETS):
        folder = ev.SETS[name]
        if name == "main" or ev.WHOLE_SPLIT.get(folder) == "held_out":
            continue
        for item in ev.load_items(folder):
            raw = item.raw
            want = [c for c in (raw.get("expect") or {}).get("cons") or []
                    if c.get("scope") in ("session", "lasting") and c.get("p") == "dislike"]
            if "text" not in raw or not want:
                continue
            request = ev.plan_request(raw["text"], raw.get("given"))
            parsed, _ = engine.parse(request)
            clauses = sem.clause_forms(parsed)
            readings = engine.classifier.clauses([c.form for c in clauses]) if clauses else []
            planned = {clean_slug(c.slug): c.persistence for c in engine.plan(request).new_constraints
                       if c.polarity.value == "dislike"}
            for c in want:
                slug = clean_slug(c["slug"])
                said = next((m for m in parsed.mentions if clean_slug(m.word.slug) == slug), None)
                at = next((k for k, x in enumerate(clauses) if said is not None and x.holds(said.start)), None)
                span = parsed.text[clauses[at].start:clauses[at].end] if at is not None else None
                vote = readings[at].scope if at is not None else None
                answers = {
                    "rules:clause": persistence_of(span) if span else None,
                    "rules:utterance": persistence_of(parsed.text),
                    "vote:clear": vote.label if vote is not None and vote.label in ("session", "lasting", "global")
                    and vote.clear(sem.SCOPE_MARGIN) else None,
                    "vote:any": vote.label if vote is not None else None,
                    "engine": planned.get(slug) if planned.get(slug) != "default" else None,
                }
                for source, answer in answers.items():
                    tally = stats[(era(name), c["scope"], source)]
                    tally["n"] += 1
                    tally["silent" if answer is None else "right" if answer == c["scope"] else "wrong"] += 1
                rows.append({"set": name, "id": item.id, "want": c["scope"], "slug": slug, "clause": span,
                             "vote_margin": round(vote.margin, 2) if vote is not None else None, **answers})
    if args.rows:
        Path(args.rows).write_text(json.dumps(rows, ensure_ascii=False, indent=0), encoding="utf-8")
    print(f"{'era':8s} {'scope':8s} {'source':16s} {'n':>5s} {'right':>6s} {'wrong':>6s} {'silent':>6s}")
    for period in ("older", "round35", "own36"):
        for scope in ("session", "lasting"):
            for source in SOURCES:
                tally = stats[(period, scope, source)]
                if tally["n"]:
                    print(f"{period:8s} {scope:8s} {source:16s} {tally['n']:5d} {tally['right']:6d} "
                          f"{tally['wrong']:6d} {tally['silent']:6d}")


if __name__ == "__main__":
    main()
