"""`python -m agent catalog import|build|eval` on small files, each test on its own folders."""
from __future__ import annotations

import csv
import shutil
from pathlib import Path

import numpy as np
import pytest

from agent.__main__ import main
from agent.evaluate import load_queries
from agent.index import read_vectors
from agent.products import read_catalog

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "mini_catalog.jsonl"


@pytest.fixture(autouse=True)
def own_qdrant_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("QDRANT_URL", raising=False)
    monkeypatch.delenv("EMBEDDINGS", raising=False)
    monkeypatch.setenv("QDRANT_PATH", str(tmp_path / "qdrant"))


@pytest.fixture
def catalog(tmp_path) -> Path:
    path = tmp_path / "mini.jsonl"
    shutil.copy(FIXTURE, path)
    return path


def test_import_turns_a_csv_into_catalog_lines(tmp_path, capsys):
    source = tmp_path / "shop.csv"
    with open(source, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow(["name", "cat", "cost", "maker"])
        writer.writerow(["Cat water fountain 2L, quiet pump", "Pet Supplies > Cats", "39.90", "Petlibro"])
        writer.writerow(["亚麻衬衫 男 短袖", "服装 > 男装 > 衬衫", "159", ""])
        writer.writerow(["Genuine leather 3-seater sofa", "Furniture > Sofas", "1299", "Acme"])
    out = tmp_path / "shop.jsonl"
    assert main(["catalog", "import", str(source), "--title", "name", "--category", "cat",
                 "--price", "cost", "--brand", "maker", "--platform", "myshop",
                 "--out", str(out)]) == 0
    products = read_catalog(out)
    assert [p.title for p in products][0] == "Cat water fountain 2L, quiet pump"
    assert {p.platform for p in products} == {"myshop"}
    assert products[0].price == pytest.approx(39.9)
    assert capsys.readouterr().out.strip()  # the import summary


def test_build_embeds_then_keeps_then_loads_committed_vectors(catalog, tmp_path, monkeypatch,
                                                              capsys):
    assert main(["catalog", "build", "--catalog", str(catalog), "--write-vectors"]) == 0
    first = capsys.readouterr()
    assert "embedded 42 products" in first.out and "indexing" in first.err  # bar on stderr
    npz = tmp_path / "mini_vectors.npz"
    assert read_vectors(npz).ids == [p.id for p in read_catalog(catalog)]

    assert main(["catalog", "build", "--catalog", str(catalog)]) == 0
    assert "index up to date" in capsys.readouterr().out

    monkeypatch.setenv("QDRANT_PATH", str(tmp_path / "fresh-clone"))
    assert main(["catalog", "build", "--catalog", str(catalog)]) == 0
    assert "loaded committed vectors: 42 points" in capsys.readouterr().out


def test_build_with_a_corrupt_vectors_file_warns_and_embeds(catalog, tmp_path, capsys):
    (tmp_path / "mini_vectors.npz").write_bytes(b"PK\x03\x04 broken")
    assert main(["catalog", "build", "--catalog", str(catalog)]) == 0
    captured = capsys.readouterr()
    assert "embedded 42 products" in captured.out
    assert "warning:" in captured.err and "Traceback" not in captured.err


def test_build_with_given_vectors_indexes_without_embedding(catalog, tmp_path, capsys):
    rng = np.random.default_rng(3)
    vectors = rng.standard_normal((42, 384)).astype(np.float32)
    np.save(tmp_path / "mine.npy", vectors)
    assert main(["catalog", "build", "--catalog", str(catalog), "--vectors",
                 str(tmp_path / "mine.npy")]) == 0
    captured = capsys.readouterr()
    assert "indexed the given vectors: 42 points" in captured.out
    assert "indexing" in captured.err  # the progress bar, on stderr
    # the next command finds the same catalog indexed and keeps it (nothing embedded)
    assert main(["catalog", "build", "--catalog", str(catalog)]) == 0
    assert "index up to date: 42 points" in capsys.readouterr().out


@pytest.mark.parametrize("fault, says", [("shape", "expected an N×384"),
                                         ("rows", "40 rows but the catalog has 42"),
                                         ("nan", "catalog line 8")])
def test_build_with_wrong_vectors_exits_2_with_one_line(fault, says, catalog, tmp_path, capsys):
    vectors = np.random.default_rng(4).standard_normal((42, 384)).astype(np.float32)
    if fault == "shape":
        vectors = vectors[:, :100]
    elif fault == "rows":
        vectors = vectors[:40]
    else:
        vectors[7, 0] = np.nan
    np.save(tmp_path / "bad.npy", vectors)
    assert main(["catalog", "build", "--catalog", str(catalog), "--vectors",
                 str(tmp_path / "bad.npy")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error: ") and says in err[0]


def test_build_without_a_catalog_says_so(tmp_path):
    with pytest.raises(SystemExit, match="no catalog"):
        main(["catalog", "build", "--catalog", str(tmp_path / "missing.jsonl")])


QUERIES = """\
queries:
  - text: 给猫买饮水机
    lang: zh
    domain: pet_supplies
    rule: {all: ["cat|猫", "fountain|饮水"], none: []}
    relevant: []
  - text: leather sofa
    lang: en
    domain: furniture
    rule: {all: ["leather|真皮", "sofa|loveseat|沙发"], none: []}
    relevant: []
"""


def test_eval_relabels_from_title_rules_and_prints_recall(catalog, tmp_path, capsys):
    queries = tmp_path / "queries.yml"
    queries.write_text(QUERIES, encoding="utf-8")
    assert main(["catalog", "eval", "--catalog", str(catalog), "--queries", str(queries),
                 "--relabel"]) == 0
    out = capsys.readouterr().out
    assert "recall@10 = " in out
    labelled = {q.text: q.relevant for q in load_queries(queries)}
    # rules read Chinese titles too: 猫咪饮水机 is a cat fountain
    assert set(labelled["给猫买饮水机"]) >= {"F011", "F012", "F013", "F014"}
    # faux leather is not leather (term_hits), 真皮沙发 is
    assert "F020" not in labelled["leather sofa"]
    assert {"F018", "F019", "F022"} <= set(labelled["leather sofa"])
