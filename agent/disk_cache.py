"""Tables every process would rebuild from the same files, kept on disk between processes.

A one-step replay spends much of its start deriving the same tables again: the offline
lexicon's words read out of the demo catalog (twice), an English word list unpacked from
gzipped JSON, the pinyin readings of every character. `cached(name, build, files=...)`
returns what `build()` returns, from a file of an earlier process when one was made from
the same inputs:

- the key is a hash of the name, the given files' bytes (their content, not their dates),
  the source file of the module that defines `build` (a change of its code is a new key),
  an optional `version` string and the Python version (marshal's format);
- the file lives in the system temp dir (`shopping-agent-cache/`, beside
  `agent.language.segment`'s jieba shards), is written to a temporary name and moved into
  place with `os.replace`: two processes building at once each write a whole file, and a
  reader sees the old state or a whole file, never a part;
- each name keeps its `KEEP` newest files: a stored value removes that name's older ones
  (every edit of a builder's module is a new key, and nothing else would ever delete them;
  a few are kept because checkouts of different code share the folder);
- nothing depends on it: a missing, unreadable or corrupt file means `build()` runs, as on
  a fresh clone, and its result is stored for the next process (a cache dir that cannot be
  written only costs the rebuild).

Only for values that are plain data (tuples, lists, sets, frozensets, dicts of str, int,
float, bytes): they are stored with `marshal`, which builds data and runs no code on load
(pickle runs whatever a file in a shared temp dir tells it to; `agent.language.segment`'s
jieba shards use marshal too). A value of another type raises ValueError when it is
stored. `CACHE_DIR` is the folder; this project's other writer there is the jieba shards.
"""
from __future__ import annotations

import hashlib
import logging
import marshal
import os
import sys
import tempfile
import threading
from pathlib import Path
from typing import Callable, Iterable, TypeVar

T = TypeVar("T")

CACHE_DIR = Path(tempfile.gettempdir()) / "shopping-agent-cache"
KEEP = 6  # files per name: the newest stay, older ones go when a new one is stored
_FORMAT = 2  # bump when the file layout below changes (2: marshal instead of pickle)

_log = logging.getLogger(__name__)
_digest_lock = threading.Lock()
# (path, size, mtime_ns) -> content digest: a file two tables are keyed by (the demo
# catalog) is read and hashed once per process. A changed file has a new size or mtime,
# so it is hashed again.
_digests: dict[tuple[str, int, int], str] = {}


def file_digest(path: str | Path) -> str:
    """A hash of the file's bytes ("missing" for a file that is not there)."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError:
        return "missing"
    memo = (str(path.resolve()), stat.st_size, stat.st_mtime_ns)
    with _digest_lock:
        found = _digests.get(memo)
    if found is None:
        digest = hashlib.blake2b(digest_size=16)
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
        found = digest.hexdigest()
        with _digest_lock:
            _digests[memo] = found
    return found


def cache_key(name: str, build: Callable[[], object], files: Iterable[str | Path] = (),
              version: str = "") -> str:
    """The hash `cached` files its value under (see the module's docstring)."""
    key = hashlib.blake2b(digest_size=12)
    parts = [f"format={_FORMAT}", f"python={sys.version_info[0]}.{sys.version_info[1]}",
             f"marshal={marshal.version}", f"name={name}", f"version={version}",
             f"code={_code_digest(build)}"]
    parts += [f"file={file_digest(f)}" for f in files]
    key.update("\n".join(parts).encode("utf-8"))
    return key.hexdigest()


def cached(name: str, build: Callable[[], T], *, files: Iterable[str | Path] = (),
           version: str = "") -> T:
    """`build()`, or the value an earlier process stored for the same inputs."""
    files = tuple(files)
    path = CACHE_DIR / f"{name}-{cache_key(name, build, files, version)}.marshal"
    try:
        with open(path, "rb") as fh:
            data = fh.read()  # marshal.load(fh) reads a file piece by piece: 10x slower
        return marshal.loads(data)
    except FileNotFoundError:
        pass  # not built yet on this machine
    except Exception as exc:  # a partial or foreign file: rebuild it, say so once
        _log.warning("rebuilding the unreadable cache file %s (%s)", path, exc)
    value = build()
    data = marshal.dumps(value)  # ValueError for a value that is not plain data
    _store(path, data)
    _evict(name)
    return value


def _evict(name: str, keep: int = KEEP) -> None:
    """Remove all but the `keep` newest files of `name` (by modification time)."""
    try:
        files = [(f.stat().st_mtime_ns, f) for f in CACHE_DIR.glob(f"{name}-*.marshal")
                 if len(f.name) == len(name) + 1 + 24 + len(".marshal")]  # not "name-more-…"
    except OSError:
        return
    for _, old in sorted(files, reverse=True)[keep:]:
        try:
            old.unlink()
        except OSError as exc:  # another process removed or still holds it: next time
            _log.debug("could not remove the old cache file %s (%s)", old, exc)


def _store(path: Path, data: bytes) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.stem[:40] + "-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.chmod(tmp, 0o644)  # a cache, not a secret
            os.replace(tmp, path)  # atomic: readers see no file or the whole file
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as exc:
        _log.warning("could not keep %s in %s (%s): it is rebuilt next time", path.name,
                     path.parent, exc)


def _code_digest(build: Callable[[], object]) -> str:
    """The source of the module `build` is defined in: any change to it is a new key."""
    module = sys.modules.get(getattr(build, "__module__", "") or "")
    source = getattr(module, "__file__", None)
    return file_digest(source) if source else "no-source"
