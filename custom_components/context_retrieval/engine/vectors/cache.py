"""Persisted passage vectors, so unchanged texts are never embedded twice.

Embedding a home is slow on small hosts (e5 on a Raspberry Pi 4: minutes for 1,000 texts) or
costs money (remote APIs), while entity texts rarely change. Vectors are keyed by the model
and the SHA-256 of the text, so a renamed entity is re-embedded and an unchanged one is not.
"""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterable, Sequence
from typing import Any

import numpy as np

from .base import AsyncEmbedder, Embedder, EmbeddingError, Kind

CacheKey = tuple[str, str]
"""``(namespace, sha256 hex of the text)``; see :func:`cache_keys`."""

_FORMAT_VERSION = 1
_DIGEST = re.compile(r"[0-9a-f]{64}")
_LITTLE_F4 = np.dtype("<f4")  # fixed byte order: the JSON may move between hosts


def text_digest(text: str) -> str:
    """SHA-256 hex digest of the UTF-8 text."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def namespace(model_id: str, kind: Kind) -> str:
    """The cache namespace of one model and kind: e5 query and passage vectors differ."""
    return f"{model_id}|{kind}"


def cache_keys(model_id: str, texts: Iterable[str], kind: Kind = "passage") -> set[CacheKey]:
    """The keys :func:`embed_cached` uses for these texts (to pass to :meth:`VectorCache.prune`)."""
    space = namespace(model_id, kind)
    return {(space, text_digest(text)) for text in texts}


class VectorCache:
    """Vectors by ``(namespace, text digest)``, with a JSON-safe form for persistence.

    A namespace is any string; :func:`embed_cached` uses ``namespace(model_id, kind)``. All
    vectors of one namespace have the same length; storing vectors of another length under it
    discards the old ones (the model behind the id changed, so they are worthless).
    """

    def __init__(self) -> None:
        self._vectors: dict[str, dict[str, np.ndarray]] = {}
        self._dims: dict[str, int] = {}
        self._revision = 0

    def __len__(self) -> int:
        """Number of stored vectors, all namespaces together."""
        return sum(len(vectors) for vectors in self._vectors.values())

    @property
    def revision(self) -> int:
        """Increases on every change: compare it to decide whether to save."""
        return self._revision

    @staticmethod
    def key(space: str, text: str) -> CacheKey:
        """The key of one text in one namespace."""
        return space, text_digest(text)

    def get_many(self, space: str, texts: Sequence[str]) -> list[np.ndarray | None]:
        """The stored vector of each text (read-only float32), ``None`` where missing."""
        vectors = self._vectors.get(space, {})
        return [vectors.get(text_digest(text)) for text in texts]

    def missing(self, space: str, texts: Iterable[str]) -> list[str]:
        """The distinct texts without a stored vector, in first-occurrence order."""
        vectors = self._vectors.get(space, {})
        return [text for text in dict.fromkeys(texts) if text_digest(text) not in vectors]

    def put_many(self, space: str, texts: Sequence[str], vectors: np.ndarray) -> None:
        """Store one vector per text (row ``i`` of ``vectors`` is ``texts[i]``).

        :raises ValueError: when the shapes do not match or a number is not finite.
        """
        matrix = np.asarray(vectors, dtype=np.float32)
        if matrix.ndim != 2 or matrix.shape[0] != len(texts) or matrix.shape[1] < 1:
            raise ValueError(f"expected {len(texts)} vectors, got shape {matrix.shape}")
        if not np.isfinite(matrix).all():
            raise ValueError("vectors must be finite")
        if not len(texts):
            return
        dim = matrix.shape[1]
        if self._dims.get(space, dim) != dim:
            self._vectors.pop(space, None)
        self._dims[space] = dim
        store = self._vectors.setdefault(space, {})
        for text, row in zip(texts, matrix, strict=True):
            row = row.copy()
            row.flags.writeable = False  # handed out by get_many; must not be mutated
            store[text_digest(text)] = row
        self._revision += 1

    def prune(self, keep_keys: Iterable[CacheKey]) -> int:
        """Drop every vector whose key is not in ``keep_keys``; returns how many were dropped.

        Namespaces with nothing kept disappear, which is how vectors of a model no longer in
        use are freed.
        """
        keep: dict[str, set[str]] = {}
        for space, digest in keep_keys:
            keep.setdefault(space, set()).add(digest)
        dropped = 0
        for space in list(self._vectors):
            vectors = self._vectors[space]
            wanted = keep.get(space, set())
            for digest in [d for d in vectors if d not in wanted]:
                del vectors[digest]
                dropped += 1
            if not vectors:
                del self._vectors[space]
                self._dims.pop(space, None)
        if dropped:
            self._revision += 1
        return dropped

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict: per namespace its dim and base64 little-endian float32 vectors."""
        return {
            "version": _FORMAT_VERSION,
            "models": {
                space: {
                    "dim": self._dims[space],
                    "vectors": {
                        digest: base64.b64encode(row.astype(_LITTLE_F4).tobytes()).decode("ascii")
                        for digest, row in vectors.items()
                    },
                }
                for space, vectors in self._vectors.items()
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> VectorCache:
        """Rebuild a cache from :meth:`to_json` output, dropping whatever is malformed.

        Never raises: a damaged or foreign file only costs re-embedding.
        """
        cache = cls()
        if not isinstance(data, dict) or data.get("version") != _FORMAT_VERSION:
            return cache
        models = data.get("models")
        if not isinstance(models, dict):
            return cache
        for space, entry in models.items():
            if not isinstance(space, str) or not isinstance(entry, dict):
                continue
            dim = entry.get("dim")
            vectors = entry.get("vectors")
            if not isinstance(dim, int) or isinstance(dim, bool) or dim < 1:
                continue
            if not isinstance(vectors, dict):
                continue
            store: dict[str, np.ndarray] = {}
            for digest, encoded in vectors.items():
                row = _decode(digest, encoded, dim)
                if row is not None:
                    store[digest] = row
            if store:
                cache._vectors[space] = store
                cache._dims[space] = dim
        return cache


def _decode(digest: Any, encoded: Any, dim: int) -> np.ndarray | None:
    """One stored vector, or ``None`` when any part of it is malformed."""
    if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
        return None
    if not isinstance(encoded, str):
        return None
    try:
        raw = base64.b64decode(encoded, validate=True)
    except ValueError:  # binascii.Error is a ValueError
        return None
    if len(raw) != dim * _LITTLE_F4.itemsize:
        return None
    row = np.frombuffer(raw, dtype=_LITTLE_F4).astype(np.float32)
    if not np.isfinite(row).all():
        return None
    row.flags.writeable = False
    return row


def _checked(vectors: Any, count: int, model_id: str) -> np.ndarray:
    """An embedder's answer as float32, or EmbeddingError when its shape is wrong."""
    matrix = np.asarray(vectors, dtype=np.float32)
    if matrix.ndim != 2 or matrix.shape[0] != count or (count and matrix.shape[1] < 1):
        raise EmbeddingError(f"{model_id} returned shape {matrix.shape} for {count} texts")
    if not np.isfinite(matrix).all():
        raise EmbeddingError(f"{model_id} returned non-finite numbers")
    return matrix


def _assemble(rows: list[np.ndarray | None], dim: int) -> np.ndarray:
    if not rows:
        return np.zeros((0, dim), dtype=np.float32)
    if any(row is None for row in rows):  # only if the embedder changed dim mid-way
        raise EmbeddingError("embedding changed vector length while embedding")
    return np.stack(rows).astype(np.float32, copy=False)  # type: ignore[arg-type]


def embed_cached(
    embedder: Embedder,
    texts: Sequence[str],
    kind: Kind,
    cache: VectorCache | None,
    *,
    chunk_size: int = 32,
) -> np.ndarray:
    """Vectors of ``texts`` in input order, embedding only distinct texts not in the cache.

    Missing texts are embedded ``chunk_size`` at a time and stored after each chunk, so a
    long first indexing run that is interrupted keeps what it did.

    :returns: ``(len(texts), dim)`` float32.
    :raises EmbeddingError: when the embedder fails or answers the wrong shape.
    """
    texts = list(texts)
    space = namespace(embedder.model_id, kind)
    if cache is None:
        cache = VectorCache()  # dedups within this call, then is thrown away
    todo = cache.missing(space, texts)
    for start in range(0, len(todo), chunk_size):
        chunk = todo[start : start + chunk_size]
        cache.put_many(space, chunk, _checked(embedder.embed(chunk, kind), len(chunk), space))
    return _assemble(cache.get_many(space, texts), embedder.dim)


async def aembed_cached(
    embedder: AsyncEmbedder,
    texts: Sequence[str],
    kind: Kind,
    cache: VectorCache | None,
    *,
    chunk_size: int = 256,
) -> np.ndarray:
    """Async :func:`embed_cached` for an :class:`.base.AsyncEmbedder`."""
    texts = list(texts)
    space = namespace(embedder.model_id, kind)
    if cache is None:
        cache = VectorCache()
    todo = cache.missing(space, texts)
    for start in range(0, len(todo), chunk_size):
        chunk = todo[start : start + chunk_size]
        vectors = await embedder.aembed(chunk, kind)
        cache.put_many(space, chunk, _checked(vectors, len(chunk), space))
    return _assemble(cache.get_many(space, texts), embedder.dim)
