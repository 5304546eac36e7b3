"""A synthetic catalog of any size with its vectors, for the 100k rows and the done check:
`python -m bench.synthetic OUT_DIR [--n 100000]` writes OUT_DIR/catalog.jsonl and
OUT_DIR/catalog_vectors.npy (N×384 float32, row i for line i).

Each product is a demo product with a new id and a variant suffix, its vector the demo
product's committed vector plus a little noise: searches stay meaningful (a query for
running shoes finds shoes) without embedding 100,000 titles."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np



def make(out: str | Path, n: int, *, seed: int = 7, noise: float = 0.02) -> tuple[Path, Path]:
    from agent.index import read_vectors, vectors_path_for
    from agent.products import read_catalog

    from memory.paths import CATALOG as demo_path

    demo = read_catalog(demo_path)
    committed = read_vectors(vectors_path_for(demo_path))
    row_of = {pid: i for i, pid in enumerate(committed.ids)}
    base = committed.vectors.astype(np.float32)[[row_of[p.id] for p in demo]]
    rng = np.random.default_rng(seed)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    catalog, vectors = out / "catalog.jsonl", out / "catalog_vectors.npy"
    matrix = np.empty((n, base.shape[1]), dtype=np.float32)
    with open(catalog, "w", encoding="utf-8") as fh:
        for i in range(n):
            source = demo[i % len(demo)]
            line = source.model_dump(mode="json", exclude_none=True)
            line["id"] = f"S{i:06d}"
            if i >= len(demo):
                line["title"] = f"{source.title} #{i // len(demo)}"
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
            matrix[i] = base[i % len(demo)]
    matrix += rng.standard_normal(matrix.shape, dtype=np.float32) * noise
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    np.save(vectors, matrix)
    return catalog, vectors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.synthetic", description=__doc__)
    parser.add_argument("out", help="folder to write catalog.jsonl and catalog_vectors.npy")
    parser.add_argument("--n", type=int, default=100_000)
    args = parser.parse_args(argv)
    catalog, vectors = make(args.out, args.n)
    print(f"wrote {catalog} and {vectors} ({args.n} products)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
