"""`python -m agent.language.type_vote --write` keeps the committed vectors when the names and
the embedder are the same (only another field of data/product_types.json changed): embedded
again, the float16 vectors moved by up to 0.003 and flipped two read items' types in round 44."""
from __future__ import annotations

import shutil

import numpy as np
import pytest

from agent.language import type_vote


class _NoEmbedding:
    """An embedder that must not be asked: the names are already embedded."""

    def __init__(self, name: str) -> None:
        self.name = name

    def embed(self, *args, **kwargs):
        raise AssertionError("re-embedded names whose vectors were committed")

    embed_passages = embed_queries = embed


def test_same_names_keep_their_vectors_and_take_the_new_hash(tmp_path) -> None:
    out = tmp_path / "names.npz"
    shutil.copy(type_vote.NAMES_VECTORS_PATH, out)
    with np.load(out) as data:
        name, vectors = str(data["embedder"]), data["vectors"].copy()
    with np.load(out) as data:
        stale = {k: data[k] for k in data.files}
    stale["content_hash"] = np.array("stale")
    np.savez_compressed(out, **stale)
    type_vote.write_names_vectors(_NoEmbedding(name), out)
    with np.load(out) as data:
        assert (data["vectors"] == vectors).all()
        assert str(data["content_hash"]) == type_vote.names_hash(name)


def test_other_names_are_embedded_again(tmp_path) -> None:
    out = tmp_path / "names.npz"
    with np.load(type_vote.NAMES_VECTORS_PATH) as data:
        old = {k: data[k] for k in data.files}
    old["names"] = old["names"][:-1]
    np.savez_compressed(out, **old)
    with pytest.raises(AssertionError, match="re-embedded"):
        type_vote.write_names_vectors(_NoEmbedding(str(old["embedder"])), out)
