"""agent.disk_cache: a derived table kept between processes, keyed by what it is made of.

Each test points the cache at its own folder (`tmp_path`), so nothing here reads or writes
the machine's shared cache."""
from __future__ import annotations

import marshal
import subprocess
import sys
from pathlib import Path

import pytest

from agent import disk_cache
from agent.disk_cache import cache_key, cached

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setattr(disk_cache, "CACHE_DIR", folder)
    return folder


class Builds:
    """A table builder that counts its runs and reads a real file."""

    def __init__(self, source: Path) -> None:
        self.source = source
        self.runs = 0

    def __call__(self) -> tuple[str, ...]:
        self.runs += 1
        return tuple(sorted(set(self.source.read_text(encoding="utf-8").split())))


def test_a_second_call_reads_the_stored_table_instead_of_building_it(cache_dir, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("leather linen 皮革 leather", encoding="utf-8")
    build = Builds(words)
    first = cached("words", build, files=(words,))
    second = cached("words", build, files=(words,))
    assert first == second == ("leather", "linen", "皮革")
    assert build.runs == 1
    assert len(list(cache_dir.glob("words-*.marshal"))) == 1


def test_changed_file_content_is_a_new_table(cache_dir, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("leather", encoding="utf-8")
    build = Builds(words)
    assert cached("words", build, files=(words,)) == ("leather",)
    # Same size, so only the content tells the two files apart.
    words.write_text("linen  ", encoding="utf-8")
    assert cached("words", build, files=(words,)) == ("linen",)
    assert build.runs == 2


def test_each_name_keeps_only_its_newest_files_and_leaves_other_names_alone(cache_dir, tmp_path):
    words, other = tmp_path / "words.txt", tmp_path / "other.txt"
    other.write_text("cotton", encoding="utf-8")
    cached("words-extra", Builds(other), files=(other,))  # a name that starts like "words"
    build = Builds(words)
    for i in range(disk_cache.KEEP + 3):  # every edit of the inputs is a new key
        words.write_text(f"leather v{i}", encoding="utf-8")
        assert cached("words", build, files=(words,)) == tuple(sorted(("leather", f"v{i}")))
    kept = [f for f in cache_dir.glob("words-*.marshal") if not f.name.startswith("words-extra-")]
    assert len(kept) == disk_cache.KEEP
    assert len(list(cache_dir.glob("words-extra-*.marshal"))) == 1
    # The newest is among the kept: reading it again builds nothing.
    runs = build.runs
    assert cached("words", build, files=(words,)) == ("leather", f"v{disk_cache.KEEP + 2}")
    assert build.runs == runs


def test_the_key_follows_content_not_the_file_date(cache_dir, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("wool", encoding="utf-8")
    build = Builds(words)
    before = cache_key("words", build, (words,))
    words.touch()
    words.write_text("wool", encoding="utf-8")  # rewritten: new mtime, same bytes
    assert cache_key("words", build, (words,)) == before
    assert cache_key("words", build, (words,), version="2") != before
    assert cache_key("other", build, (words,)) != before


def test_a_corrupt_or_truncated_file_is_rebuilt_and_replaced(cache_dir, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("cotton silk", encoding="utf-8")
    build = Builds(words)
    cached("words", build, files=(words,))
    (stored,) = cache_dir.glob("words-*.marshal")
    stored.write_bytes(stored.read_bytes()[:5])  # a half-written file from elsewhere
    assert cached("words", build, files=(words,)) == ("cotton", "silk")
    assert build.runs == 2
    assert marshal.loads(stored.read_bytes()) == ("cotton", "silk")


def test_an_unwritable_cache_folder_still_returns_the_built_table(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder would be", encoding="utf-8")
    monkeypatch.setattr(disk_cache, "CACHE_DIR", blocker / "cache")
    words = tmp_path / "words.txt"
    words.write_text("nylon", encoding="utf-8")
    build = Builds(words)
    assert cached("words", build, files=(words,)) == ("nylon",)
    assert cached("words", build, files=(words,)) == ("nylon",)
    assert build.runs == 2  # nothing could be kept: built each time, never an error


def test_no_temporary_file_is_left_behind(cache_dir, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("bamboo", encoding="utf-8")
    cached("words", Builds(words), files=(words,))
    assert [p.suffix for p in cache_dir.iterdir()] == [".marshal"]


def test_a_value_that_is_not_plain_data_is_refused(cache_dir):
    class Table:
        pass

    with pytest.raises(ValueError):
        cached("objects", lambda: Table())
    assert not cache_dir.exists() or not list(cache_dir.iterdir())


def test_two_processes_building_at_once_both_get_the_whole_table(tmp_path):
    words = tmp_path / "words.txt"
    words.write_text(" ".join(f"w{i}" for i in range(20000)), encoding="utf-8")
    folder = tmp_path / "cache"
    code = (
        "import sys; from pathlib import Path; from agent import disk_cache; "
        f"disk_cache.CACHE_DIR = Path({str(folder)!r}); "
        f"p = Path({str(words)!r}); "
        "t = disk_cache.cached('words', lambda: tuple(p.read_text().split()), files=(p,)); "
        "print(len(t))")
    procs = [subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE,
                              text=True) for _ in range(2)]
    outs = [p.communicate(timeout=60)[0].strip() for p in procs]
    assert outs == ["20000", "20000"]
    (stored,) = folder.glob("words-*.marshal")
    assert len(marshal.loads(stored.read_bytes())) == 20000


# Functions that read a disk-cached table once per object they build, not per turn.
_BUILT_ONCE = {("agent/engines/offline_lexicon.py", "build_lexicon")}


def test_every_reader_of_a_stored_table_keeps_it_for_the_process():
    """`cached` reads and unmarshals its file on every call (a 160k-word list: ~40 ms). Two
    readers called per word once did that on every turn (the classifier's real-word check,
    segment.verbs): a function that calls it is memoized (lru_cache) or builds an object once."""
    import ast

    root = Path(__file__).resolve().parents[1]
    unkept = []
    for path in sorted([*(root / "agent").rglob("*.py"), *(root / "memory").rglob("*.py")]):
        rel = path.relative_to(root).as_posix()
        if rel == "agent/disk_cache.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef):
                continue
            calls = any(isinstance(c, ast.Call) and getattr(c.func, "id", getattr(c.func, "attr", "")) == "cached"
                        for c in ast.walk(node))
            kept = any("lru_cache" in ast.unparse(d) or "cache" == ast.unparse(d).split(".")[-1]
                       for d in node.decorator_list)
            if calls and not kept and (rel, node.name) not in _BUILT_ONCE:
                unkept.append(f"{rel}:{node.lineno} {node.name}")
    assert unkept == []
