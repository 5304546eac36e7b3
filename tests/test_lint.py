"""The code passes pyflakes: no unused imports, no undefined names, no dead f-strings.

Lines marked `# noqa` (deliberate re-exports) are allowed. The tests folder passes too, with
one allowance: a pytest fixture imported by name from another test module is used by pytest,
not by the code, so pyflakes' "imported but unused" and "redefinition" of a fixture's name
(a test's argument) are not findings there.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pyflakes.api
import pyflakes.messages
import pyflakes.reporter

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ["agent", "memory", "ui", "pages", "scripts", "bench", "app.py"]


class _Collect(pyflakes.reporter.Reporter):
    def __init__(self, fixtures: frozenset[str] = frozenset()) -> None:
        self.found: list[str] = []
        self.fixtures = fixtures

    def flake(self, message) -> None:
        if isinstance(message, (pyflakes.messages.UnusedImport, pyflakes.messages.RedefinedWhileUnused)) \
                and str(message.message_args[0]).rsplit(".", 1)[-1] in self.fixtures:
            return
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


def _is_fixture(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return isinstance(target, ast.Attribute) and target.attr == "fixture"


def fixture_names() -> frozenset[str]:
    """Every function the tests folder declares a pytest fixture."""
    names = set()
    for path in (ROOT / "tests").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and any(map(_is_fixture, node.decorator_list)):
                names.add(node.name)
    return frozenset(names)


def test_fixture_names_are_found_and_nothing_else():
    names = fixture_names()
    assert {"app", "app_qdrant_folder", "store", "runtime", "imported"} <= names
    assert "open_page" not in names and "say" not in names  # helpers, not fixtures


def test_test_code_passes_pyflakes():
    collect = _Collect(fixture_names())
    pyflakes.api.checkRecursive([str(ROOT / "tests")], collect)
    assert collect.found == []
