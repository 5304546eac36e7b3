"""The catalog line format of DESIGN section 7, one product per JSONL line."""
from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Iterable, Iterator

from pydantic import BaseModel

from memory.domains import Domain


class DomainSource(str, Enum):
    """Which evidence put an imported product in its domain (agent/domain_classifier.py)."""

    CATEGORY = "category"              # the platform's category path, read leaf-first
    TITLE_KEYWORDS = "title_keywords"  # the keyword table on the title
    NEIGHBOURS = "neighbours"          # nearest labelled neighbours of the leaf or title
    CORRECTED = "corrected"            # a person corrected the category leaf


class Product(BaseModel):
    id: str
    title: str
    platform: str
    category: str = ""  # the platform's raw category text
    domain: Domain = Domain.OTHER
    price: float
    currency: str = "USD"
    brand: str | None = None
    material: str | None = None
    description: str | None = None
    # import evidence: why the domain is what it is, and how sure (0..1); absent when authored
    domain_source: DomainSource | None = None
    domain_score: float | None = None
    # A key of data/product_types.json ("running_shoes") when the catalog knows it; imported
    # catalogs leave it out and agent.product_types.type_of_title reads the title instead.
    product_type: str | None = None

    @property
    def match_text(self) -> str:
        """What matchers read: the title and the stated material (never the description,
        whose marketing prose mentions materials the product is not made of)."""
        return f"{self.title} | {self.material}" if self.material else self.title


def read_catalog(path: str | Path) -> list[Product]:
    return list(iter_catalog(path))


def iter_catalog(path: str | Path) -> Iterator[Product]:
    with open(path, encoding="utf-8") as fh:
        for line_no, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                yield Product.model_validate_json(line)
            except ValueError as exc:
                raise ValueError(f"{path}:{line_no}: not a catalog line: {exc}") from exc


def write_catalog(products: Iterable[Product], path: str | Path) -> int:
    count = 0
    with open(path, "w", encoding="utf-8") as fh:
        for product in products:
            fh.write(json.dumps(product.model_dump(mode="json", exclude_none=True),
                                ensure_ascii=False) + "\n")
            count += 1
    return count
