"""scripts/check_realdata.py --role: a tuner scores the tuning fixtures (and seeds) without
ever scoring a held-out one (round 7's import helper had to filter a held-out fixture's line
out of the output by hand)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("check_realdata", ROOT / "scripts" / "check_realdata.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_fixtures_of_one_role_only(capsys):
    script = _script()
    assert script.main(["--fixtures", "--role", "tuning", "--semantic", "off"]) == 0
    out = capsys.readouterr().out
    tuning = [name for name, role in script.PATH_FIXTURES if role == "tuning"]
    held = [name for name, role in script.PATH_FIXTURES if role == "held-out"]
    assert tuning and held
    assert all(name in out for name in tuning)
    assert not any(name in out for name in held) and "(held-out)" not in out


def test_the_identity_check_never_imports_a_held_out_fixture(tmp_path):
    """scripts/check_import_identity.py --against prints the rows a change moved: it once
    imported every category_paths*.csv, held-out ones too (round 16's import evaluator)."""
    spec = importlib.util.spec_from_file_location("check_import_identity",
                                                  ROOT / "scripts" / "check_import_identity.py")
    identity = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(identity)
    names = {name for name, _, _ in identity.sources(10, tmp_path)}
    held = {name for name, role in _script().PATH_FIXTURES if role == "held-out"}
    tuning = {name for name, role in _script().PATH_FIXTURES if role == "tuning"}
    assert held and not any(name.split(" (")[0] in held for name in names)
    assert tuning <= names


def test_only_scores_the_named_fixtures(capsys):
    """--only FIXTURE (round 30): one fixture scored, not all of them (a full tuning run is
    slow under load); a name of another role or no fixture at all is refused."""
    import pytest

    script = _script()
    assert script.main(["--fixtures", "--role", "tuning", "--semantic", "off",
                        "--only", "category_paths_fresh26_taobao26"]) == 0
    out = capsys.readouterr().out
    assert "category_paths_fresh26_taobao26.csv" in out
    others = [name for name, role in script.PATH_FIXTURES if name != "category_paths_fresh26_taobao26.csv"]
    assert not any(name in out for name in others)
    held = next(name for name, role in script.PATH_FIXTURES if role == "held-out")
    for bad in (held, "category_paths_nosuch.csv"):
        with pytest.raises(SystemExit):
            script.main(["--fixtures", "--role", "tuning", "--semantic", "off", "--only", bad])
    with pytest.raises(SystemExit):  # --only without --fixtures
        script.main(["--role", "tuning", "--only", "category_paths_fresh26_taobao26.csv"])


def test_the_identity_checks_stand_in_vote_takes_every_branch_the_import_asks_of_it(tmp_path):
    """The hash stand-in for the neighbours must answer what the import asks of the real one:
    it lacked `sources` and `reread=` from round 30 on, and --save stopped with a traceback
    (found by round 31's import tuner)."""
    from agent.catalog import import_csv
    from agent.products import read_catalog

    spec = importlib.util.spec_from_file_location("check_import_identity",
                                                  ROOT / "scripts" / "check_import_identity.py")
    identity = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(identity)
    csv = tmp_path / "rows.csv"
    csv.write_text("title,price\nWalnut Kernels Premium 500 g,399\n"
                   "1.5 Ton 3 Star Inverter Split Ac,32999\nUnbranded Widget Thing,10\n",
                   encoding="utf-8")
    neighbours = identity.HashNeighbours()
    summary = import_csv(csv, out=tmp_path / "out.jsonl", semantic="auto", neighbours=neighbours,
                         title="title", price="price")
    assert summary.written == 3 and len(read_catalog(tmp_path / "out.jsonl")) == 3
    assert neighbours.asked, "the stand-in was asked for votes"
    votes = neighbours.classify(["a", "b"], read=["a"], reread=["b"])
    assert len(votes) == 3 and votes[1] != votes[2]  # "b" voted plain, then again as read


def test_a_file_a_labelled_seed_never_drew_is_not_imported(tmp_path, monkeypatch, capsys):
    """Every held-out sample since round 13 labels Taobao rows only: scoring them imported the
    whole Myntra file as well (about four minutes) to score nothing."""
    import argparse

    script = _script()
    data = tmp_path / "realdata"
    data.mkdir()
    (data / "shop.csv").write_text("ProductName,Price\nCotton kurta,499\nSteel bottle,299\n",
                                   encoding="utf-8")
    monkeypatch.setattr(script, "REALDATA", data)
    args = argparse.Namespace(sample=2, seed=7, blind=False, show=False, role="held-out",
                              semantic="off", reference_mode="off")
    labels = {7: {"other_file.tsv": {"1": ["apparel"]}}}
    work = tmp_path / "work"
    work.mkdir()
    kwargs = dict(title="ProductName", price="Price", platform="shop")
    assert script.check("shop.csv", kwargs, args, labels, work) is None
    assert "not imported" in capsys.readouterr().out
    assert not list(work.iterdir())  # no catalog written
    # a seed that labels the file is imported and scored
    labels = {7: {"shop.csv": {"1": ["apparel"], "2": ["kitchen_dining"]}}}
    result = script.check("shop.csv", kwargs, args, labels, work)
    assert result is not None and result["sample"] == 2 and (work / "shop.jsonl").exists()
