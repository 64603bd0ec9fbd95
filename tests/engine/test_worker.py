"""The semantic model on its own bounded thread (engine/vectors/worker.py)."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Sequence

import numpy as np
import pytest

from custom_components.context_retrieval.engine.limits import request_budget
from custom_components.context_retrieval.engine.vectors import (
    EmbeddingBusy,
    EmbeddingError,
    EmbeddingStopped,
    HybridTextIndex,
    ThreadedEmbedder,
)
from custom_components.context_retrieval.engine.vectors.base import AsyncEmbedder, Embedder, Kind


class GatedModel:
    """A synchronous model that records each call (thread, texts, kind) and can be held."""

    model_id = "gated-test"
    dim = 4

    def __init__(self, seconds: float = 0.0) -> None:
        self.seconds = seconds
        self.calls: list[tuple[str, list[str], str]] = []
        self.gate = threading.Event()
        self.gate.set()
        self.entered = threading.Event()
        self.fail = False

    def embed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        self.entered.set()
        self.gate.wait(10)
        time.sleep(self.seconds)
        self.calls.append((threading.current_thread().name, list(texts), kind))
        if self.fail:
            raise RuntimeError("engine crashed")
        out = np.ones((len(texts), self.dim), dtype=np.float32)
        return out / 2.0


def test_it_is_an_async_embedder_only() -> None:
    worker = ThreadedEmbedder(GatedModel())
    assert isinstance(worker, AsyncEmbedder)
    assert not isinstance(worker, Embedder)  # nothing may call it synchronously by mistake
    assert (worker.model_id, worker.dim) == ("gated-test", 4)
    with pytest.raises(ValueError):
        ThreadedEmbedder(GatedModel(), chunk=0)


async def test_model_runs_on_its_own_thread() -> None:
    model = GatedModel()
    worker = ThreadedEmbedder(model)
    vectors = await worker.aembed(["a", "b"], "query")
    assert vectors.shape == (2, 4)
    assert (await worker.aembed([], "passage")).shape == (0, 4)
    [(thread, texts, kind)] = model.calls
    assert thread.startswith("embedder gated-test")
    assert thread != threading.current_thread().name
    assert (texts, kind) == (["a", "b"], "query")
    await worker.aclose()  # the thread ends before the test does


async def test_documents_are_chunked_and_queries_run_between_chunks() -> None:
    # Ordered by events, not timed (a timed version failed on a loaded machine): the first
    # chunk is held in the model until the query waits behind it, and the loop is then held
    # until the model's thread has taken its next job, so that the next chunk, which only the
    # loop submits, cannot be queued before the query is taken.
    model = GatedModel()
    model.gate.clear()
    worker = ThreadedEmbedder(model, chunk=2)
    documents = asyncio.create_task(worker.aembed([f"d{i}" for i in range(6)], "passage"))
    assert await asyncio.to_thread(model.entered.wait, 10)  # the first chunk runs, held
    query = asyncio.create_task(worker.aembed(["q"], "query"))
    await asyncio.sleep(0)  # the query's task runs up to its wait: it is queued
    model.entered.clear()
    model.gate.set()
    assert model.entered.wait(10)  # blocks the loop: the thread's next job is the query
    assert (await query).shape == (1, 4)
    assert (await documents).shape == (6, 4)
    order = [texts for _, texts, _ in model.calls]
    assert order == [["d0", "d1"], ["q"], ["d2", "d3"], ["d4", "d5"]], order
    await worker.aclose()  # the thread ends before the test does


async def test_documents_go_before_waiting_queries() -> None:
    model = GatedModel()
    model.gate.clear()
    worker = ThreadedEmbedder(model, max_waiting=5)
    first = asyncio.create_task(worker.aembed(["q0"], "query"))  # taken by the thread, held
    await asyncio.sleep(0.05)
    queries = [asyncio.create_task(worker.aembed([f"q{i}"], "query")) for i in (1, 2)]
    await asyncio.sleep(0.01)
    documents = asyncio.create_task(worker.aembed(["d"], "passage"))
    await asyncio.sleep(0.05)
    model.gate.set()
    await asyncio.gather(first, documents, *queries)
    assert [texts for _, texts, _ in model.calls] == [["q0"], ["d"], ["q1"], ["q2"]]
    await worker.aclose()  # the thread ends before the test does


async def test_busy_model_refuses_queries_at_once() -> None:
    model = GatedModel()
    model.gate.clear()
    worker = ThreadedEmbedder(model, max_waiting=1)
    running = asyncio.create_task(worker.aembed(["q0"], "query"))
    await asyncio.sleep(0.05)
    waiting = asyncio.create_task(worker.aembed(["q1"], "query"))
    await asyncio.sleep(0.01)
    started = time.perf_counter()
    with pytest.raises(EmbeddingBusy):
        await worker.aembed(["q2"], "query")
    assert time.perf_counter() - started < 0.05
    assert worker.refused == 1
    # Documents are never refused.
    documents = asyncio.create_task(worker.aembed(["d"], "passage"))
    model.gate.set()
    await asyncio.gather(running, waiting, documents)
    await worker.aclose()  # the thread ends before the test does


async def test_a_query_whose_caller_gave_up_is_dropped() -> None:
    model = GatedModel()
    model.gate.clear()
    worker = ThreadedEmbedder(model, max_waiting=3)
    running = asyncio.create_task(worker.aembed(["q0"], "query"))
    await asyncio.sleep(0.05)
    with pytest.raises(TimeoutError):
        async with asyncio.timeout(0.05):
            await worker.aembed(["late"], "query")
    model.gate.set()
    await running
    await worker.aembed(["next"], "query")
    assert ["late"] not in [texts for _, texts, _ in model.calls]
    await worker.aclose()  # the thread ends before the test does


async def test_the_index_answers_with_ngrams_when_the_model_is_busy() -> None:
    """A request never waits for a model another request holds: it gets n-gram scores."""
    model = GatedModel()
    worker = ThreadedEmbedder(model, max_waiting=0)
    index = await HybridTextIndex.abuild(["打开灯", "关闭灯"], worker)
    model.gate.clear()
    holder = asyncio.create_task(worker.aembed(["held"], "passage"))
    await asyncio.sleep(0.05)
    started = time.perf_counter()
    with request_budget(5.0):
        assert await index.aembed_query("太暗了") is None
    assert time.perf_counter() - started < 0.1
    model.gate.set()
    await holder
    worker.max_waiting = 1
    assert await index.aembed_query("太暗了") is not None
    await worker.aclose()  # the thread ends before the test does


async def test_close_stops_between_chunks_and_fails_what_waits() -> None:
    # Held inside the first chunk by the gate rather than timed, so that a loaded machine cannot
    # let more chunks through before close() (a timed version of this test flaked once).
    model = GatedModel()
    model.gate.clear()
    worker = ThreadedEmbedder(model, chunk=1)
    documents = asyncio.create_task(worker.aembed([f"d{i}" for i in range(50)], "passage"))
    assert await asyncio.to_thread(model.entered.wait, 10)
    worker.close()
    model.gate.set()
    with pytest.raises(EmbeddingStopped):
        await documents
    assert len(model.calls) == 1  # the chunk being embedded finished; no other began
    with pytest.raises(EmbeddingStopped):
        await worker.aembed(["q"], "query")
    await worker.aclose()  # twice is harmless; this one waits for the thread
    assert worker.closed


async def test_aclose_waits_for_the_thread() -> None:
    model = GatedModel(seconds=0.2)
    worker = ThreadedEmbedder(model)
    running = asyncio.create_task(worker.aembed(["q"], "query"))
    await asyncio.sleep(0.05)
    await worker.aclose()
    assert worker._thread is not None and not worker._thread.is_alive()
    assert (await running).shape == (1, 4)  # the call it was making still answers
    await ThreadedEmbedder(GatedModel()).aclose()  # never started: nothing to wait for


async def test_model_failures_are_embedding_errors() -> None:
    model = GatedModel()
    model.fail = True
    worker = ThreadedEmbedder(model)
    with pytest.raises(EmbeddingError, match="RuntimeError: engine crashed"):
        await worker.aembed(["q"], "query")
    await worker.aclose()  # the thread ends before the test does
