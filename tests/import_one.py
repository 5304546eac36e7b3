"""One title through a real `catalog import` (a CSV written to a temporary folder, the JSONL the
import writes read back): the import tuners' tests check a title the way a user's file meets it.
"""
from __future__ import annotations

from pathlib import Path

from agent.catalog import import_csv
from agent.products import Product, read_catalog


def import_one(tmp_path: Path, title: str, neighbours, category: str = "") -> Product:
    """The product the import makes of one row (`category` empty: a column that says nothing)."""
    src = tmp_path / "t.csv"
    src.write_text(f'title,category\n"{title}",{category}\n', encoding="utf-8")
    out = tmp_path / "t.jsonl"
    import_csv(src, title="title", category="category", out=out, neighbours=neighbours)
    (product,) = read_catalog(out)
    return product
