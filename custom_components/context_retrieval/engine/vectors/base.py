"""What every embedder promises: the protocols, the error type and L2 normalisation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol, runtime_checkable

import numpy as np

from ..errors import EndpointError
from ..limits import MAX_MODEL_PASSAGE_CHARS, MAX_MODEL_QUERY_CHARS, cut

Kind = Literal["query", "passage"]
"""Which side of a retrieval pair a text is: e5 models embed the two with different prefixes."""


class EmbeddingError(EndpointError):
    """Embedding failed (server error, timeout, malformed answer, engine failure).

    The message is one short line meant for a log or a repair issue; it never contains the API
    key. ``status`` is the HTTP status when an embeddings server answered one (401 or 403: the
    key was refused), else ``None``. Callers degrade to lexical scores when they catch it.
    """


@runtime_checkable
class Embedder(Protocol):
    """A synchronous embedder (in-process model). Call it from an executor, not the event loop."""

    model_id: str
    """Identifies the model and its version; part of every cache key."""
    dim: int
    """Length of every vector."""

    def embed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed texts.

        :param texts: the texts, any length (the embedder chunks them itself).
        :param kind: ``"query"`` for utterances, ``"passage"`` for indexed documents.
        :returns: ``(len(texts), dim)`` float32, each row L2-normalised.
        :raises EmbeddingError: when the model fails.
        """
        ...


@runtime_checkable
class AsyncEmbedder(Protocol):
    """An asynchronous embedder (remote service), called on the event loop."""

    model_id: str
    """Identifies the model and the server; part of every cache key."""
    dim: int
    """Length of every vector (0 while a remote model's size is still unknown)."""

    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed texts; same contract as :meth:`Embedder.embed`.

        :raises EmbeddingError: on any failure, never another exception.
        """
        ...


def model_texts(texts: Sequence[str], kind: Kind) -> list[str]:
    """What a model reads of each text: queries and passages cut to their bounds
    (:data:`~..limits.MAX_MODEL_QUERY_CHARS`, :data:`~..limits.MAX_MODEL_PASSAGE_CHARS`).

    Every embedder calls this on its input, so one long text costs a bounded time.
    """
    limit = MAX_MODEL_QUERY_CHARS if kind == "query" else MAX_MODEL_PASSAGE_CHARS
    return [cut(text, limit) for text in texts]


def l2_normalize(matrix: np.ndarray) -> np.ndarray:
    """Rows of ``matrix`` scaled to unit length, as float32; all-zero rows stay zero.

    Models that already normalise still go through this: their float32 rounding and any
    remote server's habits are not ours to trust, and cosine = dot product needs unit rows.
    """
    rows = np.asarray(matrix, dtype=np.float64)
    norms = np.linalg.norm(rows, axis=-1, keepdims=True)
    norms[norms == 0.0] = 1.0
    normalised: np.ndarray = (rows / norms).astype(np.float32)
    return normalised
