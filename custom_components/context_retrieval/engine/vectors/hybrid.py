"""Dense cosine, score fusion, and the hybrid index that combines them with n-grams.

Fusion follows docs/design.md#similarity: ``α·minmax(dense) + (1 − α)·ngram`` with the
n-gram cosine left raw. Min-max on the lexical side stretches stray single-letter hits of an
English query ("h", "d", "m", "i" against "HDMI") to 1.0 and dropped English top-1 to 6 %;
the raw cosine is already in 0..1 and near 0 when nothing really matches. The dense cosine
has no such floor (e5 puts unrelated texts around 0.7–0.8), so it is min-maxed per query.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

import numpy as np

from ..limits import MIN_EMBED_SECONDS, QUERY_EMBED_TIMEOUT, remaining
from ..logs import Throttled
from .base import AsyncEmbedder, Embedder, EmbeddingError
from .cache import CacheKey, VectorCache, aembed_cached, cache_keys, embed_cached, namespace
from .ngram import NgramIndex
from .worker import EmbeddingBusy

_LOGGER = logging.getLogger(__name__)
_QUERY_FAILED = Throttled(_LOGGER)
"""Query embedding fails for every request while an endpoint is down: warn once in a while."""


class DenseIndex:
    """Cosine similarity against fixed, already L2-normalised row vectors.

    :param vectors: ``(n, dim)``; rows are trusted to be unit length (or zero).
    """

    def __init__(self, vectors: np.ndarray) -> None:
        matrix = np.ascontiguousarray(vectors, dtype=np.float32)
        if matrix.ndim != 2:
            raise ValueError(f"expected a (n, dim) matrix, got shape {matrix.shape}")
        self._vectors = matrix
        self.dim: int = matrix.shape[1]

    def __len__(self) -> int:
        """Number of vectors."""
        return int(self._vectors.shape[0])

    def scores(self, query_vector: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
        """Cosine of the query vector with each row (or with ``rows`` only, in that order).

        The query is normalised here (cheap, and callers may pass raw remote vectors); a
        zero or non-finite query scores 0 everywhere.

        :raises ValueError: when the query length is not :attr:`dim`.
        """
        query = np.asarray(query_vector, dtype=np.float32).reshape(-1)
        if query.shape[0] != self.dim:
            raise ValueError(f"query vector has {query.shape[0]} numbers, expected {self.dim}")
        matrix = self._vectors if rows is None else self._vectors[np.asarray(rows, dtype=np.int64)]
        norm = float(np.linalg.norm(query))
        if not np.isfinite(norm) or norm == 0.0:
            return np.zeros(matrix.shape[0], dtype=np.float32)
        return matrix @ (query / norm)


def minmax(values: np.ndarray, value_range: tuple[float, float] | None = None) -> np.ndarray:
    """Scale to 0..1 by ``value_range`` (default: the values' own min and max).

    A constant vector (zero span) maps to zeros: it says nothing about which row is better.
    """
    array = np.asarray(values, dtype=np.float32)
    if array.size == 0:
        return array.copy()
    low, high = value_range if value_range is not None else (array.min(), array.max())
    span = float(high) - float(low)
    if not span > 0.0:
        return np.zeros_like(array)
    scaled: np.ndarray = np.clip((array - np.float32(low)) / np.float32(span), 0.0, 1.0)
    return scaled


def fuse(
    lexical: np.ndarray,
    dense: np.ndarray | None,
    alpha: float = 0.5,
    *,
    dense_range: tuple[float, float] | None = None,
) -> np.ndarray:
    """``alpha * minmax(dense) + (1 - alpha) * lexical``; ``lexical`` itself when no dense.

    :param lexical: raw n-gram cosines (not normalised; see the module docstring).
    :param dense: dense cosines for the same rows, or ``None``.
    :param alpha: weight of the dense side, 0..1 (0.5 and 0.7 measured equally well).
    :param dense_range: min and max to scale ``dense`` by, when it covers only some rows of
        a larger set (see :meth:`HybridTextIndex.scores`).
    :returns: float32, same length as ``lexical``.
    """
    lex = np.asarray(lexical, dtype=np.float32)
    if dense is None:
        return lex
    if not 0.0 <= alpha <= 1.0:
        raise ValueError("alpha must be between 0 and 1")
    dense = np.asarray(dense, dtype=np.float32)
    if dense.shape != lex.shape:
        raise ValueError(f"lexical {lex.shape} and dense {dense.shape} scores differ in shape")
    return (alpha * minmax(dense, dense_range) + (1.0 - alpha) * lex).astype(np.float32)


class HybridTextIndex:
    """Character n-gram TF-IDF fused with an embedding model, over one list of texts.

    Without an embedder it is the n-gram index alone. Texts may repeat (one vector per
    distinct text). For one vector per language, index both texts and take the max per item.

    :param texts: the documents; score row ``i`` is ``texts[i]``.
    :param embedder: a synchronous embedder (builds block: run in an executor), or ``None``.
        For an :class:`.base.AsyncEmbedder` use :meth:`abuild`.
    :param cache: where passage vectors are looked up and stored.
    :param alpha: dense weight in :func:`fuse`.
    :raises EmbeddingError: when embedding the passages fails.
    """

    def __init__(
        self,
        texts: Sequence[str],
        embedder: Embedder | None = None,
        cache: VectorCache | None = None,
        alpha: float = 0.5,
    ) -> None:
        if not 0.0 <= alpha <= 1.0:
            raise ValueError("alpha must be between 0 and 1")
        if embedder is not None and not isinstance(embedder, Embedder):
            raise TypeError("embedder has no embed(); use HybridTextIndex.abuild for async ones")
        self.texts: list[str] = list(texts)
        self.alpha = alpha
        self.lexical = NgramIndex(self.texts)
        position: dict[str, int] = {}
        self._inverse = np.asarray(
            [position.setdefault(text, len(position)) for text in self.texts], dtype=np.int64
        )
        self._distinct = list(position)
        self._dense: DenseIndex | None = None
        self._embedder: Embedder | AsyncEmbedder | None = None
        self._inline_queries = True
        """Whether :meth:`scores` may embed a query itself: never for an index whose model was
        attached from an event loop (the call would block the loop)."""
        if embedder is not None:
            vectors = embed_cached(embedder, self._distinct, "passage", cache)
            self._attach(embedder, vectors)

    @classmethod
    async def abuild(
        cls,
        texts: Sequence[str],
        embedder: Embedder | AsyncEmbedder | None,
        cache: VectorCache | None = None,
        alpha: float = 0.5,
    ) -> HybridTextIndex:
        """Build from the event loop: CPU work in the default executor, remote calls awaited.

        :raises EmbeddingError: when embedding the passages fails.
        """
        loop = asyncio.get_running_loop()
        if embedder is None or isinstance(embedder, Embedder):
            built: HybridTextIndex = await loop.run_in_executor(
                None, cls, texts, embedder, cache, alpha
            )
            built._inline_queries = False  # its queries are embedded by aembed_query
            return built
        index = await loop.run_in_executor(None, cls, texts, None, cache, alpha)
        await index.aattach(embedder, cache)
        return index

    async def aattach(
        self, embedder: Embedder | AsyncEmbedder, cache: VectorCache | None = None
    ) -> None:
        """Add the embedding side to a lexical-only index, from the event loop.

        A synchronous embedder runs in the default executor; an async one is awaited. Queries
        of such an index are embedded only by :meth:`aembed_query`, never inline.

        :raises EmbeddingError: when embedding the passages fails (the index stays lexical).
        """
        self._inline_queries = False
        if isinstance(embedder, Embedder):
            loop = asyncio.get_running_loop()
            vectors = await loop.run_in_executor(
                None, embed_cached, embedder, self._distinct, "passage", cache
            )
        else:
            vectors = await aembed_cached(embedder, self._distinct, "passage", cache)
        self._attach(embedder, vectors)

    def missing(self, model_id: str, cache: VectorCache) -> list[str]:
        """The distinct texts whose vectors ``cache`` lacks for this model."""
        return cache.missing(namespace(model_id, "passage"), self._distinct)

    def attach_cached(self, embedder: Embedder | AsyncEmbedder, cache: VectorCache) -> bool:
        """Add the embedding side from stored vectors alone, without asking the model.

        A rebuild after a rename needs no model work (documents hold no names), so it need
        not wait for a model busy elsewhere. Queries are then embedded only by
        :meth:`aembed_query`, never inline.

        :returns: ``False`` (and the index stays lexical) when a vector is missing.
        """
        if self.missing(embedder.model_id, cache):
            return False
        self._inline_queries = False
        if rows := cache.get_many(namespace(embedder.model_id, "passage"), self._distinct):
            self._attach(embedder, np.stack(rows))  # type: ignore[arg-type]  # none missing
        return True

    def _attach(self, embedder: Embedder | AsyncEmbedder, vectors: np.ndarray) -> None:
        self._embedder = embedder
        self._dense = DenseIndex(vectors)

    def __len__(self) -> int:
        """Number of texts."""
        return len(self.texts)

    @property
    def has_dense(self) -> bool:
        """Whether scores include the embedding side."""
        return self._dense is not None

    @property
    def model_id(self) -> str | None:
        """The embedder's model id, ``None`` when lexical-only."""
        return self._embedder.model_id if self._embedder is not None else None

    @property
    def cache_keys(self) -> set[CacheKey]:
        """The cache keys of this index's passage vectors (union them before pruning)."""
        if self._embedder is None:
            return set()
        return cache_keys(self._embedder.model_id, self._distinct, "passage")

    def scores(
        self,
        query: str,
        rows: np.ndarray | None = None,
        query_vector: np.ndarray | None = None,
    ) -> np.ndarray:
        """Fused scores of the query against every text (or ``rows`` only, in that order).

        The dense side is min-maxed over *all* texts, not just ``rows``, so a row's score
        does not depend on which other rows were asked for.

        :param query: the utterance.
        :param rows: optional text ids.
        :param query_vector: the query's embedding, when the caller embedded it (async
            embedders). Without it a sync embedder embeds the query here (blocking); an async
            one falls back to lexical scores.
        :returns: float32 scores.
        """
        return self._scores(query, rows, query_vector, embed_query=True)

    async def ascores(self, query: str, rows: np.ndarray | None = None) -> np.ndarray:
        """:meth:`scores` from the event loop: embeds the query without blocking the loop.

        Embedding failures are logged and give lexical scores.
        """
        return self._scores(query, rows, await self.aembed_query(query), embed_query=False)

    async def aembed_query(self, query: str) -> np.ndarray | None:
        """The query's embedding from the event loop, or ``None`` for n-gram scores alone.

        ``None`` when there is no model, when the model fails, when it is busy
        (:class:`~.worker.EmbeddingBusy`), or when it does not answer within
        :data:`~..limits.QUERY_EMBED_TIMEOUT` or what is left of the request's budget
        (:func:`~..limits.request_budget`). Failures are logged as throttled warnings.
        """
        embedder = self._embedder
        if embedder is None:
            return None
        timeout = remaining(QUERY_EMBED_TIMEOUT)
        if timeout is not None and timeout < MIN_EMBED_SECONDS:
            _LOGGER.debug("No time left in the request's budget to embed the query")
            return None
        try:
            async with asyncio.timeout(timeout):
                if isinstance(embedder, Embedder):
                    loop = asyncio.get_running_loop()
                    matrix = await loop.run_in_executor(None, embedder.embed, [query], "query")
                else:
                    matrix = await embedder.aembed([query], "query")
        except EmbeddingBusy as err:
            _LOGGER.debug("Query not embedded, using n-gram scores only: %s", err)
            return None
        except EmbeddingError as err:
            _QUERY_FAILED.warning("Query embedding failed, using n-gram scores only: %s", err)
            return None
        except TimeoutError:
            _QUERY_FAILED.warning(
                "Query embedding gave no answer within %.2f s, using n-gram scores only", timeout
            )
            return None
        _QUERY_FAILED.reset()
        vector: np.ndarray = np.asarray(matrix, dtype=np.float32)[0]
        return vector

    def _scores(
        self,
        query: str,
        rows: np.ndarray | None,
        query_vector: np.ndarray | None,
        *,
        embed_query: bool,
    ) -> np.ndarray:
        lexical = self.lexical.scores(query, rows)
        if self._dense is None:
            return lexical
        if (
            query_vector is None
            and embed_query
            and self._inline_queries
            and isinstance(self._embedder, Embedder)
        ):
            try:
                query_vector = self._embedder.embed([query], "query")[0]
            except EmbeddingError as err:
                _QUERY_FAILED.warning("Query embedding failed, using n-gram scores only: %s", err)
        if query_vector is None:
            return lexical
        vector = np.asarray(query_vector, dtype=np.float32).reshape(-1)
        if not np.isfinite(vector).all():
            return lexical
        # One cosine per distinct text, then spread to rows: repeated texts cost nothing.
        distinct = self._dense.scores(vector)
        if distinct.size == 0:
            return lexical
        dense_range = (float(distinct.min()), float(distinct.max()))
        picked = self._inverse if rows is None else self._inverse[np.asarray(rows, dtype=np.int64)]
        return fuse(lexical, distinct[picked], self.alpha, dense_range=dense_range)
