"""Where an OpenAI-compatible server's resources are, from the base URL a user types."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

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
    """
    base = base_url.strip().rstrip("/")
    if base.endswith(f"/{resource}"):
        return base
    if _VERSIONED.search(urlsplit(base).path):
        return f"{base}/{resource}"
    return f"{base}/v1/{resource}"
