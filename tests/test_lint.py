"""The product code passes pyflakes: no unused imports, no undefined names, no dead f-strings.

Lines marked `# noqa` (deliberate re-exports) are allowed. The tests folder is left out: pytest
fixtures are imported by name from other test modules, which pyflakes reads as unused.
"""
from __future__ import annotations

from pathlib import Path

import pyflakes.api
import pyflakes.reporter

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ["agent", "memory", "ui", "pages", "scripts", "bench", "app.py"]


class _Collect(pyflakes.reporter.Reporter):
    def __init__(self) -> None:
        self.found: list[str] = []

    def flake(self, message) -> None:
        line = Path(message.filename).read_text(encoding="utf-8").splitlines()[message.lineno - 1]
        if "noqa" not in line:
            self.found.append(str(message))

    def syntaxError(self, filename, msg, lineno, offset, text) -> None:
        self.found.append(f"{filename}:{lineno}: {msg}")

    def unexpectedError(self, filename, msg) -> None:
        self.found.append(f"{filename}: {msg}")


def test_product_code_passes_pyflakes():
    collect = _Collect()
    pyflakes.api.checkRecursive([str(ROOT / name) for name in CHECKED], collect)
    assert collect.found == []
