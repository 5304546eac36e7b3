"""Reliability: an index folder already held by another process (the app), a missing or
corrupt committed vectors file. Each gives a clear message and a way out, never a bare
traceback; a command that finds the folder taken works on its own copy and leaves it alone."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import numpy as np
import pytest

from agent.index import (CatalogIndex, IndexLocked, VectorsFileError, open_catalog_index,
                         read_vectors, write_vectors)
from agent.products import read_catalog
from agent.vectors import edge_backend

ROOT = Path(__file__).resolve().parent.parent
MINI = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"
FAULTS: list[str] = []

DEMO = ROOT / "data" / "catalog.jsonl"

# As the app does: open the demo catalog's index (its Edge shard) and keep it open.
_HOLDER = """
import sys
from agent.index import open_catalog_index
from agent.vectors import edge_backend
index = open_catalog_index(sys.argv[2], backend=edge_backend(sys.argv[1]))
print("locked", index.count(), flush=True)
sys.stdin.readline()
index.close()
"""


def _shard_files(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file()}


def _settled(folder: Path) -> dict[str, tuple[int, int]]:
    """The holder's files once its own background flush is done (nothing moved for 1 s)."""
    last = _shard_files(folder)
    for _ in range(30):
        time.sleep(1)
        now = _shard_files(folder)
        if now == last:
            return now
        last = now
    return last


@pytest.fixture
def locked_folder(tmp_path):
    """An index folder held open by another process, as a running app holds data/qdrant."""
    folder = tmp_path / "qdrant"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(folder), str(DEMO)], cwd=ROOT,
                              env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        line = holder.stdout.readline().split()
        assert line[:1] == ["locked"] and int(line[1]) > 3000
        yield folder
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)


def test_locked_folder_names_the_folder_and_the_ways_out(locked_folder, tmp_path, embedder):
    with pytest.raises(IndexLocked) as err:
        open_catalog_index(DEMO, backend=edge_backend(locked_folder), embedder=embedder)
    message = str(err.value)
    assert str(locked_folder / "catalog") in message
    assert "QDRANT_PATH" in message and "QDRANT_URL" in message
    # the way out it names: another folder works at once
    index = open_catalog_index(DEMO, backend=edge_backend(tmp_path / "other"), embedder=embedder)
    assert index.last_report.action == "loaded"
    index.close()
    FAULTS.append("locked folder")


def test_a_taken_folder_gives_a_temporary_copy_and_is_left_alone(locked_folder, embedder,
                                                                 capfd):
    before = _settled(locked_folder)
    index = open_catalog_index(DEMO, backend=edge_backend(locked_folder), embedder=embedder,
                               on_locked="copy")
    copy = Path(index.store.location)
    try:
        assert index.note == "temporary copy" and not copy.is_relative_to(locked_folder)
        assert index.last_report.action == "loaded" and index.count() == len(index.products)
        assert index.search("跑鞋", domain=None, limit=3)
    finally:
        index.close()
    err = capfd.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "temporary copy" in err[0] and str(locked_folder) in err[0]
    assert not copy.exists()  # removed on close
    assert _shard_files(locked_folder) == before  # the app's folder: not a byte touched
    FAULTS.append("locked folder (temporary copy)")


def test_build_on_a_locked_folder_says_so_without_a_traceback(locked_folder, tmp_path):
    """Building must own the folder: no copy, a clear refusal."""
    env = {**os.environ, "QDRANT_PATH": str(locked_folder), "MEMORY_DB": str(tmp_path / "m.db")}
    env.pop("QDRANT_URL", None)
    proc = subprocess.run([sys.executable, "-m", "agent", "catalog", "build", "--catalog",
                           str(DEMO)], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr, proc.stderr[-1500:]
    assert str(locked_folder) in proc.stderr + proc.stdout
    FAULTS.append("locked folder (CLI)")


def test_replay_while_the_app_holds_the_folder_runs_on_its_own_copy(locked_folder, tmp_path):
    """`python -m agent replay` while the app holds the folder: the most likely clash. It
    used to exit with "already accessed"; now it says it uses a copy, in one line, and
    answers."""
    before = _settled(locked_folder)
    env = {**os.environ, "QDRANT_PATH": str(locked_folder)}
    env.pop("QDRANT_URL", None)
    proc = subprocess.run([sys.executable, "-m", "agent", "replay",
                           str(ROOT / "data" / "scenarios" / "04_shoe_size.yml"),
                           "--db", str(tmp_path / "m.db")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr[-1500:]
    notes = [line for line in proc.stderr.splitlines() if "temporary copy" in line]
    assert len(notes) == 1 and str(locked_folder) in notes[0]
    assert "Traceback" not in proc.stderr
    turns = [line for line in proc.stdout.splitlines() if '"kind": "turn"' in line]
    assert turns and '"results": [{' in turns[0]
    assert _shard_files(locked_folder) == before
    FAULTS.append("locked folder (replay on a copy)")


@pytest.fixture
def small(vector_backend, embedder, tmp_path):
    """Eight products in their own store: embedding them is the fallback under test."""
    products = read_catalog(MINI)[:8]
    name = f"rel_{time.monotonic_ns()}"
    index = CatalogIndex(vector_backend.open(name), embedder, products, collection=name,
                         cache_dir=tmp_path / "cache")
    yield index
    index.close()


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
         "test_a_taken_folder_gives_a_temporary_copy_and_is_left_alone":
             ["locked folder (temporary copy)"],
         "test_build_on_a_locked_folder_says_so_without_a_traceback": ["locked folder (CLI)"],
         "test_replay_while_the_app_holds_the_folder_runs_on_its_own_copy":
             ["locked folder (replay on a copy)"],
         "test_missing_or_corrupt_vectors_file_falls_back_to_embedding_and_says_why":
             ["missing vectors file"] + [f"corrupt vectors: {k}" for k in CORRUPT_KINDS]}
