"""The bounds of one request: how long it may be, how many candidates, how much time.

One place for the numbers every surface enforces (the ``retrieve`` action, the wrapper agent,
the LLM API, the command line): :func:`check_request` refuses what is out of bounds with a
:class:`RequestError` that names the field and carries a translation key, and
:func:`request_budget` sets the time one request may take, parse, embedding and retrieval
together. What would wait past it (a slow LLM, a slow embeddings endpoint, a busy semantic
model) is skipped: the request is answered from the local parser and the n-grams instead.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Final

from .errors import InputError

MAX_UTTERANCE_CHARS: Final = 1000
"""The longest request accepted, in characters (after surrounding whitespace is stripped).

A spoken or typed request is a sentence or a few; a longer text is refused rather than cut,
so that nothing acts on half of what was said."""
MAX_MODEL_QUERY_CHARS: Final = 64
"""A query text the semantic model embeds is cut to this many characters. The model is asked
only for vague actions ("太暗了", "I'm cold"), which are short; its cost grows with the text
(~1 ms per Chinese character on the development machine)."""
MAX_MODEL_PASSAGE_CHARS: Final = 512
"""A document the model embeds is cut to this many characters (the catalog's longest is ~450)."""
MAX_NGRAM_CHARS: Final = MAX_UTTERANCE_CHARS
"""Any text the n-gram index reads (documents, names, queries) is cut to this many characters."""
MAX_HOME_NAME_CHARS: Final = 100
"""A name, alias or label from the home is kept to this many characters (the matchers compare
names pairwise; the prompt shows fewer still, :func:`.text.clean`)."""

MIN_TOP_K: Final = 1
MAX_TOP_K: Final = 10
"""Candidates one command may list."""

REQUEST_BUDGET: Final = 10.0
"""Seconds one request may take in all: the LLM parse (itself capped by its own deadline),
the query embedding and the retrieval."""
QUERY_EMBED_TIMEOUT: Final = 1.0
"""Seconds a query embedding may take within the budget; then n-gram scores alone serve."""
MIN_EMBED_SECONDS: Final = 0.02
"""Less budget than this left: the query is not embedded at all."""


class RequestError(InputError):
    """A request out of bounds; :attr:`key` and :attr:`placeholders` translate it."""

    key: str = "invalid_request"

    def __init__(self, message: str, **placeholders: Any) -> None:
        super().__init__(message)
        self.placeholders = {name: str(value) for name, value in placeholders.items()}


class TextTooLong(RequestError):
    """The request is longer than :data:`MAX_UTTERANCE_CHARS`."""

    key = "text_too_long"


class TopKOutOfRange(RequestError):
    """``top_k`` is not a whole number from :data:`MIN_TOP_K` to :data:`MAX_TOP_K`."""

    key = "top_k_out_of_range"


def check_text(text: str) -> None:
    """Refuse a request longer than :data:`MAX_UTTERANCE_CHARS`.

    :raises TextTooLong: naming the length and the limit.
    """
    length = len(text.strip())
    if length > MAX_UTTERANCE_CHARS:
        raise TextTooLong(
            f"text: {length} characters; at most {MAX_UTTERANCE_CHARS} are accepted",
            length=length,
            max=MAX_UTTERANCE_CHARS,
        )


def check_top_k(top_k: Any) -> None:
    """Refuse a ``top_k`` that is not ``None`` or a whole number in range.

    :raises TopKOutOfRange: naming the value and the range.
    """
    if top_k is None:
        return
    if isinstance(top_k, bool) or not isinstance(top_k, int) or not MIN_TOP_K <= top_k <= MAX_TOP_K:
        raise TopKOutOfRange(
            f"top_k: expected a whole number from {MIN_TOP_K} to {MAX_TOP_K}, got {top_k!r}",
            top_k=top_k,
            min=MIN_TOP_K,
            max=MAX_TOP_K,
        )


def check_request(text: str, top_k: Any = None) -> None:
    """:func:`check_text` and :func:`check_top_k`."""
    check_text(text)
    check_top_k(top_k)


def cut(text: str, limit: int) -> str:
    """The text cut to ``limit`` characters (what a model or an index may read of it)."""
    return text if len(text) <= limit else text[:limit]


# ------------------------------------------------------------------------------ the budget

_deadline: ContextVar[float | None] = ContextVar("context_retrieval_deadline", default=None)


@contextmanager
def request_budget(seconds: float | None = REQUEST_BUDGET) -> Iterator[None]:
    """Give the work inside the block ``seconds`` in all (``None``: no limit).

    A block inside another keeps the earlier deadline when that one comes first.
    """
    deadline = None if seconds is None else time.monotonic() + seconds
    outer = _deadline.get()
    if outer is not None and (deadline is None or outer < deadline):
        deadline = outer
    token = _deadline.set(deadline)
    try:
        yield
    finally:
        _deadline.reset(token)


def remaining(cap: float | None = None) -> float | None:
    """Seconds left of the current request's budget, at most ``cap``; ``None``: no limit."""
    deadline = _deadline.get()
    left = None if deadline is None else max(0.0, deadline - time.monotonic())
    if cap is None:
        return left
    return cap if left is None else min(cap, left)
