"""Run the catalog import on the real-data evaluation files and print what a person must judge.

    python scripts/check_realdata.py [--sample 100] [--seed 7]

The files live at ../shared/realdata/ from the project root and are evaluation data only
(no licence): the output goes to a temporary folder and nothing is written into the repo.
Skips with a message when the files are absent (a fresh clone does not have them).
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from agent.catalog import import_csv  # noqa: E402
from agent.products import read_catalog  # noqa: E402
from memory.paths import REALDATA  # noqa: E402

FILES = [
    # (file, import arguments): Myntra has no category column, so the title decides.
    ("myntra_products_catalog.csv",
     dict(title="ProductName", price="Price", brand="ProductBrand", id_col="ProductID", currency="INR",
          platform="myntra")),
    ("taobao_titles_zh.tsv", dict(title="title", platform="taobao")),
]


def check(name: str, kwargs: dict, sample: int, seed: int, tmp: Path) -> None:
    path = REALDATA / name
    if not path.exists():
        print(f"skip {name}: not found at {path} (real data is not shipped with the project)")
        return
    out = tmp / (path.stem + ".jsonl")
    summary = import_csv(path, out=out, **_resolve_columns(path, kwargs))
    print(summary.format())
    products = read_catalog(out)
    rng = random.Random(seed)
    picked = rng.sample(products, min(sample, len(products)))
    print(f"\n  random sample of {len(picked)} (seed {seed}): title -> domain")
    for i, p in enumerate(picked, 1):
        print(f"  {i:>3}. {p.domain.value:<22} {p.title[:110]}")
    print()


def _resolve_columns(path: Path, kwargs: dict) -> dict:
    """Header spellings differ between scrapes ("ProductName" vs "Product_Name"): match loosely."""
    with open(path, encoding="utf-8-sig", errors="replace") as fh:
        header = fh.readline().rstrip("\n").replace("\t", ",").split(",")
    squash = {h.strip().lower().replace("_", "").replace(" ", ""): h.strip() for h in header}
    resolved = dict(kwargs)
    for key in ("title", "price", "brand", "id_col", "category"):
        if key in resolved:
            want = resolved[key].lower().replace("_", "").replace(" ", "")
            resolved[key] = squash.get(want, resolved[key])
    return resolved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        for name, kwargs in FILES:
            check(name, kwargs, args.sample, args.seed, Path(tmp))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
