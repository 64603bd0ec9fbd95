"""A synchronous model on its own thread, as an :class:`.base.AsyncEmbedder` for an event loop.

An in-process model (e5: ~1 ms per Chinese character of a query, seconds per batch of
documents) must not run on the event loop, and not in a shared executor either: there one
slow text makes every other job of the process wait (issue #10: a 100,000-character request
held Home Assistant's default executor for 53 s). :class:`ThreadedEmbedder` gives the model
one thread of its own and bounds what may wait for it:

* documents (``kind="passage"``) go before queries, a few texts at a time, so that a rebuild
  never queues behind requests, and :meth:`~ThreadedEmbedder.close` stops between two of
  those chunks;
* a query is admitted only while fewer than ``max_waiting`` queries wait; otherwise it is
  refused at once (:class:`EmbeddingBusy`) and the request is answered with n-gram scores;
* a query whose caller gave up (its deadline passed) is dropped before it runs.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import queue
import threading
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Final

import numpy as np

from .base import Embedder, EmbeddingError, Kind

_LOGGER = logging.getLogger(__name__)

PASSAGE_CHUNK: Final = 8
"""Documents per model call: a stop or a waiting query waits at most this long (~0.5 s)."""
MAX_WAITING_QUERIES: Final = 2
"""Queries that may wait for the model; one more is answered with n-grams alone."""
_STOP, _PASSAGE, _QUERY = -1, 0, 1


class EmbeddingBusy(EmbeddingError):
    """The model has as many queries waiting as it may: use n-gram scores for this one."""


class EmbeddingStopped(EmbeddingError):
    """The embedder was closed (shutdown or unload)."""


@dataclass(order=True)
class _Job:
    priority: int
    sequence: int
    texts: list[str] = field(compare=False)
    kind: Kind = field(compare=False)
    future: Future[np.ndarray] = field(compare=False, default_factory=Future)


class ThreadedEmbedder:
    """Runs a synchronous :class:`.base.Embedder` on one thread of its own.

    :param embedder: the model (its ``embed`` is only ever called from that thread).
    :param max_waiting: queries that may wait; more are refused with :class:`EmbeddingBusy`.
    :param chunk: documents per model call.
    """

    def __init__(
        self,
        embedder: Embedder,
        *,
        max_waiting: int = MAX_WAITING_QUERIES,
        chunk: int = PASSAGE_CHUNK,
    ) -> None:
        if max_waiting < 0 or chunk < 1:
            raise ValueError("max_waiting must be >= 0 and chunk >= 1")
        self.inner = embedder
        self.model_id: str = embedder.model_id
        self.dim: int = embedder.dim
        self.max_waiting = max_waiting
        self.chunk = chunk
        self._queue: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._sequence = itertools.count()
        self._lock = threading.Lock()
        self._waiting_queries = 0
        self._closed = False
        self._thread: threading.Thread | None = None
        self.refused = 0
        """Queries refused because the model was busy (for diagnostics)."""

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` was called."""
        return self._closed

    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed on the model's thread; see :meth:`.base.AsyncEmbedder.aembed`.

        Documents are embedded :attr:`chunk` at a time, each chunk queued after the one before
        finished, so that waiting queries run between chunks.

        :raises EmbeddingBusy: for a query while ``max_waiting`` queries wait already.
        :raises EmbeddingStopped: once closed.
        :raises EmbeddingError: when the model fails.
        """
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if kind == "query":
            return await self._run(self._submit(texts, kind))
        parts = []
        for start in range(0, len(texts), self.chunk):
            parts.append(await self._run(self._submit(texts[start : start + self.chunk], kind)))
        return np.concatenate(parts)

    def close(self) -> None:
        """Stop: the chunk being embedded finishes, every job still queued fails at once."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self._queue.put(_Job(_STOP, next(self._sequence), [], "query"))

    async def aclose(self, timeout: float = 5.0) -> None:
        """:meth:`close`, then wait (without blocking the loop) until the thread has ended:
        at most the chunk it was embedding, or ``timeout`` seconds."""
        self.close()
        thread = self._thread
        deadline = asyncio.get_running_loop().time() + timeout
        while thread is not None and thread.is_alive():
            if asyncio.get_running_loop().time() > deadline:
                _LOGGER.warning("The embedding model did not stop within %.0f s", timeout)
                return
            await asyncio.sleep(0.02)

    def _submit(self, texts: list[str], kind: Kind) -> _Job:
        with self._lock:
            if self._closed:
                raise EmbeddingStopped("the embedding model was stopped")
            if kind == "query":
                if self._waiting_queries >= self.max_waiting:
                    self.refused += 1
                    raise EmbeddingBusy(
                        f"{self._waiting_queries} queries already wait for the model"
                    )
                self._waiting_queries += 1
            job = _Job(_QUERY if kind == "query" else _PASSAGE, next(self._sequence), texts, kind)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._work, name=f"embedder {self.model_id}", daemon=True
                )
                self._thread.start()
        self._queue.put(job)
        return job

    @staticmethod
    async def _run(job: _Job) -> np.ndarray:
        """Wait for a job; cancelling the wait (a deadline) drops it if it has not started."""
        result: np.ndarray = await asyncio.wrap_future(job.future)
        return result

    def _work(self) -> None:
        """The model's thread: jobs by priority, until :meth:`close`."""
        while True:
            job = self._queue.get()
            if job.priority == _QUERY:
                with self._lock:
                    self._waiting_queries -= 1
            if job.priority == _STOP:
                break
            if not job.future.set_running_or_notify_cancel():
                continue  # its caller stopped waiting
            if self._closed:
                job.future.set_exception(EmbeddingStopped("the embedding model was stopped"))
                continue
            try:
                job.future.set_result(self.inner.embed(job.texts, job.kind))
            except BaseException as err:  # noqa: BLE001 - handed to the waiting caller
                job.future.set_exception(
                    err
                    if isinstance(err, EmbeddingError)
                    else EmbeddingError(f"{type(err).__name__}: {err}")
                )
        # Whatever was queued behind the stop fails now rather than waiting forever.
        while True:
            try:
                job = self._queue.get_nowait()
            except queue.Empty:
                return
            if job.future.set_running_or_notify_cancel():
                job.future.set_exception(EmbeddingStopped("the embedding model was stopped"))
