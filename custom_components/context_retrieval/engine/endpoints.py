"""Where an OpenAI-compatible server's resources are, from the base URL a user types."""

from __future__ import annotations

import re
from typing import Final
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

# A path that already names its API version: /v1, /v4 (Zhipu), /v1beta/openai (Gemini).
_VERSIONED = re.compile(r"/v\d+[a-z0-9]*$|/openai$", re.IGNORECASE)


def openai_endpoint(base_url: str, resource: str) -> str:
    """The URL of ``resource`` for a base URL given with or without its version, or in full.

    >>> openai_endpoint("http://localhost:11434", "chat/completions")
    'http://localhost:11434/v1/chat/completions'
    >>> openai_endpoint("https://dashscope.aliyuncs.com/compatible-mode/v1/", "embeddings")
    'https://dashscope.aliyuncs.com/compatible-mode/v1/embeddings'
    >>> openai_endpoint("https://open.bigmodel.cn/api/paas/v4", "embeddings")
    'https://open.bigmodel.cn/api/paas/v4/embeddings'
    >>> openai_endpoint("https://generativelanguage.googleapis.com/v1beta/openai", "chat/completions")
    'https://generativelanguage.googleapis.com/v1beta/openai/chat/completions'
    >>> openai_endpoint("https://api.openai.com/v1/chat/completions", "chat/completions")
    'https://api.openai.com/v1/chat/completions'

    A query string (Azure's ``api-version``, a token some proxies take) stays after the path:

    >>> openai_endpoint("https://proxy.example/v1?api-version=2024-06-01", "embeddings")
    'https://proxy.example/v1/embeddings?api-version=2024-06-01'
    """
    parts = urlsplit(base_url.strip())
    path = parts.path.rstrip("/")
    if not path.endswith(f"/{resource}"):
        path = f"{path}/{resource}" if _VERSIONED.search(path) else f"{path}/v1/{resource}"
    return urlunsplit((parts.scheme, parts.netloc, path, parts.query, ""))


SECRET: Final = "**REDACTED**"


def display_url(url: str) -> str:
    """A URL as messages and logs may show it: no user or password, query values redacted.

    A token sometimes travels in the query string (``?key=...``); error messages reach logs,
    repair issues and diagnostics.

    >>> display_url("https://user:pw@proxy.example/v1/embeddings?key=sk-1&api-version=2")
    'https://proxy.example/v1/embeddings?key=**REDACTED**&api-version=**REDACTED**'
    """
    parts = urlsplit(url)
    host = parts.hostname or ""
    netloc = f"[{host}]" if ":" in host else host
    try:
        port = parts.port
    except ValueError:  # not a number: show none rather than fail while reporting
        port = None
    if port is not None:
        netloc += f":{port}"
    query = urlencode([(key, SECRET) for key, _ in parse_qsl(parts.query, keep_blank_values=True)], safe="*")
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))
