"""Any OpenAI-compatible ``/v1/embeddings`` endpoint (OpenAI, DashScope, Ollama, vLLM, …).

The requests go through :class:`..endpoints.OpenAIClient`; everything that can go wrong
(transport, status, body) becomes :class:`.base.EmbeddingError` with one short line and the
HTTP status when the server answered one, so the caller has a single thing to catch before
falling back to lexical scores, and can still tell a refused key from an outage.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import aiohttp
import numpy as np

from ..endpoints import OpenAIClient, openai_endpoint
from ..errors import EndpointError
from .base import EmbeddingError, Kind, l2_normalize, model_texts

EMBEDDINGS_RESOURCE: Final = "embeddings"


def embeddings_url(base_url: str) -> str:
    """The embeddings endpoint for a base URL (see :func:`..endpoints.openai_endpoint`)."""
    return openai_endpoint(base_url, EMBEDDINGS_RESOURCE)


class OpenAIEmbedder:
    """An :class:`.base.AsyncEmbedder` over an OpenAI-compatible embeddings endpoint.

    ``kind`` is accepted and ignored: the OpenAI API has no query/passage distinction and
    OpenAI rejects unknown request fields. Transport errors, timeouts and 5xx are retried once,
    4xx never.

    :param session: the aiohttp session to use (Home Assistant's shared one); not closed here.
    :param base_url: e.g. ``https://api.openai.com`` or ``.../compatible-mode/v1``.
    :param model: the model name sent with every request.
    :param api_key: sent as a bearer token when given.
    :param timeout: seconds per HTTP attempt.
    :param batch_size: texts per request (DashScope allows 10 for some models).
    :param dim: the expected vector length, if known; otherwise learnt from the first answer.
    """

    def __init__(
        self,
        session: aiohttp.ClientSession,
        base_url: str,
        *,
        model: str,
        api_key: str | None = None,
        timeout: float = 10.0,
        batch_size: int = 64,
        dim: int | None = None,
    ) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        self._client = OpenAIClient(
            session,
            base_url,
            EMBEDDINGS_RESOURCE,
            name="embeddings",
            api_key=api_key,
            timeout=timeout,
            retries=1,
        )
        self.url = self._client.url
        self.shown_url = self._client.shown_url
        """The URL as messages show it (no credentials, query values redacted)."""
        self.model = model
        self._batch_size = batch_size
        self.dim: int = int(dim or 0)
        # The server is part of the identity: the same model name on two servers may differ.
        self.model_id: str = f"openai:{model}@{self.shown_url}"

    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed texts in batches; see :meth:`.base.AsyncEmbedder.aembed`.

        Blank texts are not sent (OpenAI rejects empty input) and get all-zero rows: they
        carry no meaning, and a zero row scores 0 against every query.

        :raises EmbeddingError: on any failure, with the HTTP status when the server answered.
        """
        texts = model_texts(texts, kind)
        sendable = [i for i, text in enumerate(texts) if text.strip()]
        blocks: list[np.ndarray] = []
        for start in range(0, len(sendable), self._batch_size):
            batch = [texts[i] for i in sendable[start : start + self._batch_size]]
            blocks.append(await self._request(batch))
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if blocks:
            out[sendable] = np.concatenate(blocks)
        return out

    async def _request(self, batch: list[str]) -> np.ndarray:
        """One batch: the client's answer, validated."""
        try:
            document = await self._client.post_json({"model": self.model, "input": batch})
        except EndpointError as err:
            raise EmbeddingError(str(err), status=err.status) from err
        except Exception as err:  # the contract is EmbeddingError only
            raise EmbeddingError(
                f"embeddings request to {self.shown_url} failed: {self._client.error_text(err)}"
            ) from err
        return self._parse(document, len(batch))

    def _parse(self, document: Any, count: int) -> np.ndarray:
        """Rows of the answer ordered by ``index``, validated and L2-normalised."""
        where = f"embeddings server {self.shown_url}"
        data = document.get("data") if isinstance(document, dict) else None
        if not isinstance(data, list):
            raise EmbeddingError(f"{where} answered without a 'data' list")
        if len(data) != count:
            raise EmbeddingError(f"{where} returned {len(data)} embeddings for {count} texts")
        rows: list[np.ndarray | None] = [None] * count
        for position, item in enumerate(data):
            if not isinstance(item, dict):
                raise EmbeddingError(f"{where} answered a malformed 'data' item")
            index = item.get("index", position)
            if (
                not isinstance(index, int)
                or isinstance(index, bool)
                or not 0 <= index < count
                or rows[index] is not None
            ):
                raise EmbeddingError(f"{where} answered a bad or repeated index {index!r}")
            rows[index] = _vector(item.get("embedding"), where)
        dims = {row.shape[0] for row in rows if row is not None}
        if len(dims) != 1:
            raise EmbeddingError(f"{where} returned vectors of different lengths")
        dim = dims.pop()
        if self.dim and dim != self.dim:
            raise EmbeddingError(f"{where} returned {dim}-d vectors, expected {self.dim}-d")
        matrix = np.stack([row for row in rows if row is not None])
        if not np.isfinite(matrix).all():
            raise EmbeddingError(f"{where} returned non-finite numbers")
        if not np.linalg.norm(matrix, axis=1).all():
            raise EmbeddingError(f"{where} returned an all-zero vector")
        self.dim = dim
        return l2_normalize(matrix)


def _vector(value: Any, where: str) -> np.ndarray:
    """One ``embedding`` field as a float64 vector, or EmbeddingError."""
    if not isinstance(value, list) or not value:
        raise EmbeddingError(f"{where} answered an embedding that is not a list of numbers")
    try:
        vector = np.asarray(value)
    except ValueError:  # ragged nesting
        raise EmbeddingError(
            f"{where} answered an embedding that is not a list of numbers"
        ) from None
    # Strings, None and nested lists would otherwise be coerced or broadcast silently.
    if vector.ndim != 1 or vector.dtype.kind not in "fiu":
        raise EmbeddingError(f"{where} answered an embedding that is not a list of numbers")
    return vector.astype(np.float64)
