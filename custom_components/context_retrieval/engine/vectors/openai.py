"""Any OpenAI-compatible ``/v1/embeddings`` endpoint (OpenAI, DashScope, Ollama, vLLM, …).

Everything that can go wrong (transport, status, body) becomes :class:`.base.EmbeddingError`
with one short line, so the caller has a single thing to catch before falling back to lexical
scores.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

import aiohttp
import numpy as np

from ..endpoints import display_url, openai_endpoint
from ..text import clean
from .base import EmbeddingError, Kind, l2_normalize, model_texts

_RETRY_DELAY = 0.2  # seconds before the single retry: long enough for a restarting proxy
_DETAIL_CHARS = 160


class _Transient(Exception):
    """A failure worth one retry (connection, timeout, 5xx)."""


def embeddings_url(base_url: str) -> str:
    """The embeddings endpoint for a base URL (see :func:`..endpoints.openai_endpoint`)."""
    return openai_endpoint(base_url, "embeddings")


class OpenAIEmbedder:
    """An :class:`.base.AsyncEmbedder` over an OpenAI-compatible embeddings endpoint.

    ``kind`` is accepted and ignored: the OpenAI API has no query/passage distinction and
    OpenAI rejects unknown request fields.

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
        if timeout <= 0:
            raise ValueError("timeout must be positive")
        self._session = session
        self.url = embeddings_url(base_url)
        self.shown_url = display_url(self.url)
        """The URL as messages show it (no credentials, query values redacted)."""
        self.model = model
        self._timeout = aiohttp.ClientTimeout(total=timeout)
        self._seconds = timeout
        self._batch_size = batch_size
        self._headers = {"Content-Type": "application/json"}
        if api_key:
            self._headers["Authorization"] = f"Bearer {api_key}"
        self.dim: int = int(dim or 0)
        # The server is part of the identity: the same model name on two servers may differ.
        self.model_id: str = f"openai:{model}@{self.shown_url}"

    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed texts in batches; see :meth:`.base.AsyncEmbedder.aembed`.

        Blank texts are not sent (OpenAI rejects empty input) and get all-zero rows: they
        carry no meaning, and a zero row scores 0 against every query.

        :raises EmbeddingError: on any failure.
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
        """One batch, with one retry on transport errors and 5xx (never on 4xx)."""
        try:
            try:
                return await self._attempt(batch)
            except _Transient:
                await asyncio.sleep(_RETRY_DELAY)
            try:
                return await self._attempt(batch)
            except _Transient as err:
                raise EmbeddingError(f"{err} (after a retry)") from None
        except EmbeddingError:
            raise
        except Exception as err:  # the contract is EmbeddingError only
            raise EmbeddingError(
                f"embeddings request to {self.shown_url} failed: {self._error(err)}"
            ) from err

    def _error(self, err: BaseException) -> str:
        """An exception as a message may quote it: the URL shown, one line, short."""
        text = f"{type(err).__name__}: {err}".replace(self.url, self.shown_url)
        return str(clean(text, _DETAIL_CHARS))

    async def _attempt(self, batch: list[str]) -> np.ndarray:
        payload = {"model": self.model, "input": batch}
        try:
            async with self._session.post(
                self.url, json=payload, headers=self._headers, timeout=self._timeout
            ) as response:
                status = response.status
                body = await response.read()
        except TimeoutError:  # asyncio.TimeoutError is TimeoutError since Python 3.11
            raise _Transient(
                f"embeddings request to {self.shown_url} timed out after {self._seconds:g} s"
            ) from None
        except (aiohttp.ClientConnectionError, aiohttp.ClientPayloadError) as err:
            raise _Transient(
                f"embeddings request to {self.shown_url} failed: {self._error(err)}"
            ) from None
        except aiohttp.ClientError as err:
            raise EmbeddingError(
                f"embeddings request to {self.shown_url} failed: {self._error(err)}"
            ) from None
        if status != 200:
            message = f"embeddings server {self.shown_url} answered HTTP {status}{_detail(body)}"
            if status >= 500:
                raise _Transient(message)
            raise EmbeddingError(message)
        return self._parse(body, len(batch))

    def _parse(self, body: bytes, count: int) -> np.ndarray:
        """Rows of the answer ordered by ``index``, validated and L2-normalised."""
        where = f"embeddings server {self.shown_url}"
        try:
            document = json.loads(body)
        except ValueError:  # includes JSONDecodeError and UnicodeDecodeError
            raise EmbeddingError(f"{where} did not answer JSON") from None
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


def _detail(body: bytes) -> str:
    """The server's own error message, shortened, for the exception text."""
    text = body.decode("utf-8", errors="replace").strip()
    try:
        document = json.loads(text)
    except ValueError:
        document = None
    if isinstance(document, dict):
        error = document.get("error", document.get("message"))
        if isinstance(error, dict):
            error = error.get("message")
        if isinstance(error, str):
            text = error
    # Whatever the server sent, as one printable line: it reaches logs, repairs, diagnostics.
    text = str(clean(text, _DETAIL_CHARS))
    return f": {text}" if text else ""
