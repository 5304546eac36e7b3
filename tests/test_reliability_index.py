"""Reliability: a Qdrant folder already locked by another process, a missing or corrupt
committed vectors file. Each gives a clear message and a way out, never a bare traceback."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import numpy as np
import pytest

from agent.index import (CatalogIndex, IndexLocked, VectorsFileError, open_client, read_vectors,
                         write_vectors)
from agent.products import read_catalog

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"
FAULTS: list[str] = []

_HOLDER = """
import sys, time
from qdrant_client import QdrantClient
client = QdrantClient(path=sys.argv[1])
print("locked", flush=True)
time.sleep(60)
"""


@pytest.fixture
def locked_folder(tmp_path):
    """A Qdrant folder held open by another process, as a running app holds data/qdrant."""
    folder = tmp_path / "qdrant"
    folder.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(folder)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        yield folder
    finally:
        holder.kill()
        holder.wait(timeout=10)


def test_locked_folder_names_the_folder_and_the_ways_out(locked_folder, tmp_path, monkeypatch):
    monkeypatch.delenv("QDRANT_URL", raising=False)
    with pytest.raises(IndexLocked) as err:
        open_client(locked_folder)
    message = str(err.value)
    assert str(locked_folder) in message
    assert "QDRANT_PATH" in message and "QDRANT_URL" in message
    # the way out it names: another folder works at once
    monkeypatch.setenv("QDRANT_PATH", str(tmp_path / "other"))
    client = open_client()
    assert client.get_collections().collections == []
    client.close()
    FAULTS.append("locked folder")


def test_cli_on_a_locked_folder_says_so_without_a_traceback(locked_folder, tmp_path):
    env = {**os.environ, "QDRANT_PATH": str(locked_folder), "MEMORY_DB": str(tmp_path / "m.db")}
    env.pop("QDRANT_URL", None)
    proc = subprocess.run([sys.executable, "-m", "agent", "catalog", "build", "--catalog",
                           str(MINI)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr, proc.stderr[-1500:]
    assert str(locked_folder) in proc.stderr + proc.stdout
    FAULTS.append("locked folder (CLI)")


def test_replay_on_a_locked_folder_says_so_without_a_traceback(locked_folder, tmp_path):
    """`python -m agent replay` while the app holds the folder: the most likely clash.

    Guards a bug seen here: `_replay` in agent/__main__.py called open_runtime without
    catching IndexLocked (`catalog build` did), so the clear message arrived under a
    20-line traceback."""
    env = {**os.environ, "QDRANT_PATH": str(locked_folder)}
    env.pop("QDRANT_URL", None)
    proc = subprocess.run([sys.executable, "-m", "agent", "replay",
                           str(ROOT / "data" / "scenarios" / "04_shoe_size.yml"),
                           "--db", str(tmp_path / "m.db")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode != 0
    assert str(locked_folder) in proc.stderr
    assert "Traceback" not in proc.stderr, proc.stderr[-1500:]
    FAULTS.append("locked folder (replay)")


@pytest.fixture
def small(qdrant_client, embedder):
    """Eight products in their own collection: embedding them is the fallback under test."""
    products = read_catalog(MINI)[:8]
    name = f"rel_{time.monotonic_ns()}"
    index = CatalogIndex(qdrant_client, embedder, products, collection=name)
    yield index
    if qdrant_client.collection_exists(name):
        qdrant_client.delete_collection(name)


def _corrupt_files(folder: Path, good: Path) -> dict[str, Path]:
    files = {}
    files["garbage bytes"] = folder / "garbage.npz"
    files["garbage bytes"].write_bytes(b"\x00not a zip at all" * 10)
    files["truncated zip"] = folder / "truncated.npz"
    files["truncated zip"].write_bytes(good.read_bytes()[: good.stat().st_size // 2])
    files["empty file"] = folder / "empty.npz"
    files["empty file"].write_bytes(b"")
    files["missing member"] = folder / "member.npz"
    with zipfile.ZipFile(good) as src, zipfile.ZipFile(files["missing member"], "w") as dst:
        for item in src.namelist():
            if item != "ids.npy":
                dst.writestr(item, src.read(item))
    files["NaN vectors"] = folder / "nan.npz"
    v = read_vectors(good)
    bad = v.vectors.astype(np.float32)
    bad[0, 0] = np.nan
    write_vectors(files["NaN vectors"], v.ids, bad, v.catalog_hash, v.embedder)
    files["shape mismatch"] = folder / "shape.npz"
    np.savez(files["shape mismatch"], vectors=v.vectors[:3], ids=np.array(v.ids, dtype=str),
             catalog_hash=np.array(v.catalog_hash), embedder=np.array(v.embedder))
    files["a directory"] = folder / "dir.npz"
    files["a directory"].mkdir()
    return files


def test_missing_or_corrupt_vectors_file_falls_back_to_embedding_and_says_why(small, tmp_path):
    report = small.ensure(vectors=tmp_path / "nowhere.npz")
    assert report.action == "embedded" and report.points == 8
    assert any("no committed vectors" in w and "nowhere.npz" in w for w in report.warnings)
    FAULTS.append("missing vectors file")
    good = small.write_vectors(tmp_path / "good.npz")

    for what, path in _corrupt_files(tmp_path, good).items():
        with pytest.raises(VectorsFileError) as err:
            read_vectors(path)
        assert str(path) in str(err.value), what
        report = small.ensure(vectors=path, force=True)
        assert report.action == "embedded", what
        assert report.points == 8
        assert any(str(path) in w and "embedding" in w for w in report.warnings), (what, report)
        FAULTS.append(f"corrupt vectors: {what}")

    report = small.ensure(vectors=good, force=True)  # and the good file still loads
    assert report.action == "loaded" and not report.warnings
    assert small.search("canvas backpack", limit=3)


def test_zz_every_index_fault_that_ran_was_survived(request):
    """Runs last: each test that ran left one mark per fault it survived."""
    ran = {item.originalname for item in request.session.items if item.module is request.module}
    expected = sorted(label for name in ran for label in MARKS.get(name, []))
    print(f"\nindex faults survived: {len(FAULTS)} ({', '.join(FAULTS)})")
    assert sorted(FAULTS) == expected


CORRUPT_KINDS = ("garbage bytes", "truncated zip", "empty file", "missing member", "NaN vectors",
                 "shape mismatch", "a directory")
# the faults each test marks as survived when it passes
MARKS = {"test_locked_folder_names_the_folder_and_the_ways_out": ["locked folder"],
         "test_cli_on_a_locked_folder_says_so_without_a_traceback": ["locked folder (CLI)"],
         "test_replay_on_a_locked_folder_says_so_without_a_traceback": ["locked folder (replay)"],
         "test_missing_or_corrupt_vectors_file_falls_back_to_embedding_and_says_why":
             ["missing vectors file"] + [f"corrupt vectors: {k}" for k in CORRUPT_KINDS]}
