"""Leave-one-writer-out: do the clause exemplars derived from the tune sets help the engine,
as neighbours (merged, second) or as the training data of a head (head-replace, head-second)?

    python scripts/derived_exemplars_experiment.py [--modes off merged second head-replace]
        [--json OUT]
        [--set NAME=VALUE ...]   # a classifier/semantics constant for every mode, e.g.
                                 # --set SECOND_HAND_BELOW=0.3

Every tune set is scored in each mode (agent.language.classifier.DERIVED_MODE), each item
with the derived exemplars of every set but its own (`eval_language.evaluate` leaves the
item's own set out). Prints per-set totals, and per-class and per-language numbers of the
sets written blind (fresh12, fresh13, fresh16 and its four writers).
Held-out items are never scored here (main's held-out third is skipped; so is any set not
registered as all-tune).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent import eval_language as ev  # noqa: E402
from agent.language import classifier as cl  # noqa: E402
from agent.language import head as hd  # noqa: E402

CLOSE = ("fresh12", "fresh13", "fresh16", "fresh16_chat", "fresh16_formal", "fresh16_story",
         "fresh16_terse")


def tune_sets() -> list[tuple[str, list]]:
    out = []
    for name in ["main"] + sorted((n for n in ev.SETS if n != "main"), key=lambda n: (len(n), n)):
        d = Path(ev.SETS[name])
        if name != "main" and ev.WHOLE_SPLIT.get(d) != "tune":
            continue
        out.append((name, [i for i in ev.load_items(d) if i.split == "tune"]))
    return out


def configure(mode: str) -> None:
    """A mode: off | merged | second | head-replace | head-second, then options joined by
    ':' -- stance or scope (the derived rows, or the head, join that vote only), p<x>
    (DERIVED_PENALTY), h<x> / d<x> (the second vote's SECOND_HAND_BELOW / SECOND_DERIVED_OVER,
    or the head's SECOND_HAND_BELOW / SECOND_HEAD_OVER). "merged:stance:p0.01",
    "head-second:scope:h0.3"; raw (the head uncalibrated, round 17) or nomatch (its
    temperature only; by default its margin is also matched to the hand vote's, round 18).
    The head modes (agent.language.head.HEAD_MODE) read the
    hand table and the trained head, no derived neighbours; each item is read by a head
    trained without its own set's rows."""
    base, *options = mode.split(":")
    head_mode = base[len("head-"):] if base.startswith("head-") else "off"
    hd.HEAD_MODE = head_mode
    hd.HEAD_TASKS = ("stance", "scope")
    cl.DERIVED_MODE = "off" if head_mode != "off" else base
    cl.DERIVED_VOTES = cl.DERIVED_TASKS
    cl.DERIVED_PENALTY = 0.0
    hd.CALIBRATE, hd.MATCH = True, True
    for option in options:
        if option == "raw":  # round 17's head: no temperature, no matched margin
            hd.CALIBRATE = False
        elif option == "nomatch":  # the temperature only
            hd.MATCH = False
        elif option in cl.DERIVED_TASKS and head_mode != "off":
            hd.HEAD_TASKS = (option,)
        elif option in cl.DERIVED_TASKS:
            cl.DERIVED_VOTES = (option,)
        elif option[0] in "hd" and head_mode != "off":
            name = "SECOND_HAND_BELOW" if option[0] == "h" else "SECOND_HEAD_OVER"
            setattr(hd, name, float(option[1:]))
        elif option[0] == "p":
            cl.DERIVED_PENALTY = float(option[1:])
        elif option[0] == "h":
            cl.SECOND_HAND_BELOW = float(option[1:])
        elif option[0] == "d":
            cl.SECOND_DERIVED_OVER = float(option[1:])
        else:
            raise SystemExit(f"unknown option {option!r} in {mode!r}")


def run(engine, sets, mode: str) -> dict:
    configure(mode)
    t0 = time.perf_counter()
    per_set, per_item = {}, {}
    classes: dict[str, dict[str, list[bool]]] = {}
    for name, items in sets:
        results = ev.evaluate(engine, "tune", items)
        per_set[name] = (sum(r.ok for r in results), len(results))
        by = defaultdict(list)
        for r in results:
            per_item[f"{name}/{r.item.id}"] = r.ok
            by[r.item.cls].append(r.ok)
            by[f"lang:{r.item.lang}"].append(r.ok)
        classes[name] = {c: [sum(v), len(v)] for c, v in sorted(by.items())}
    return {"mode": mode, "seconds": round(time.perf_counter() - t0, 1), "sets": per_set,
            "classes": classes, "items": per_item}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--modes", nargs="+", default=["off", "merged", "second"])
    parser.add_argument("--json", help="write every mode's per-item results here")
    parser.add_argument("--set", nargs="*", default=[], help="NAME=VALUE constants")
    args = parser.parse_args()
    from agent.engines import offline_semantics

    for pair in args.set:
        name, value = pair.split("=", 1)
        module = cl if hasattr(cl, name) else offline_semantics
        setattr(module, name, type(getattr(module, name))(value))
    engine = ev.make_eval_engine()
    # Every mode reads the same clause forms: embed each once (the engine's LRU holds 256).
    engine.classifier._cache_size = 1_000_000
    sets = tune_sets()
    runs = [run(engine, sets, mode) for mode in args.modes]
    names = [n for n, _ in sets]
    print(f"{'set':16s}" + "".join(f"{r['mode'][-11:]:>12s}" for r in runs))
    for name in names:
        print(f"{name:16s}" + "".join(f"{r['sets'][name][0]:>8d}/{r['sets'][name][1]:<3d}" for r in runs))
    totals = [(sum(v[0] for v in r["sets"].values()), sum(v[1] for v in r["sets"].values()))
              for r in runs]
    print(f"{'TOTAL':16s}" + "".join(f"{a:>7d}/{b:<4d}" for a, b in totals))
    for name in CLOSE:
        if name not in names:
            continue
        print(f"\n{name}:")
        for cls in runs[0]["classes"][name]:
            print(f"  {cls:12s}" + "".join(
                "{:>8d}/{:<3d}".format(*r["classes"][name].get(cls, [0, 0])) for r in runs))
    for r in runs[1:]:
        won = sorted(k for k, ok in r["items"].items() if ok and not runs[0]["items"][k])
        lost = sorted(k for k, ok in r["items"].items() if not ok and runs[0]["items"][k])
        print(f"\n{r['mode']} vs {runs[0]['mode']}: +{len(won)} -{len(lost)} ({r['seconds']} s)")
        print("  won: " + " ".join(won))
        print("  lost: " + " ".join(lost))
    if args.json:
        Path(args.json).write_text(json.dumps(runs, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
