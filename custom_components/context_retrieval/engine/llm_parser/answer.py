"""Finding the JSON in a model's answer: reasoning blocks, code fences and chatter removed.

Models asked for "JSON only" still wrap it in ```json fences, add a sentence before or after,
or (Qwen3, DeepSeek-R1) think aloud in ``<think>…</think>`` first. :func:`extract_json` takes
the answer apart without ever raising.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Final

MAX_ANSWER_CHARS: Final = 200_000
"""Longer answers are cut before they are searched (a model stuck in a loop)."""
MAX_OBJECTS: Final = 16
"""Top-level ``{...}`` spans tried in an answer with text around its JSON."""

_THINK_BLOCK = re.compile(r"<(think|thinking|reasoning)>.*?</\1>", re.DOTALL | re.IGNORECASE)
_THINK_END = re.compile(r"</(?:think|thinking|reasoning)>", re.IGNORECASE)
_THINK_OPEN = re.compile(r"<(?:think|thinking|reasoning)>", re.IGNORECASE)
_FENCE = re.compile(r"```[ \t]*(?:json5?|JSON)?[ \t]*\r?\n?(.*?)```", re.DOTALL)


def strip_reasoning(text: str) -> str:
    """Drop ``<think>…</think>`` blocks, a reasoning prefix closed by a lone ``</think>`` (the
    opening tag was in the chat template), and an unclosed ``<think>`` to the end."""
    text = _THINK_BLOCK.sub("", text)
    ends = list(_THINK_END.finditer(text))
    if ends:
        text = text[ends[-1].end() :]
    opened = _THINK_OPEN.search(text)
    if opened:
        text = text[: opened.start()]
    return text.strip()


def _finite(text: str) -> float | None:
    number = float(text)
    return number if math.isfinite(number) else None


def _loads(text: str) -> tuple[bool, Any]:
    """``json.loads`` where NaN, Infinity and overflowing numbers read as null: nothing
    non-finite reaches the IR (it would make the results file invalid JSON)."""
    try:
        return True, json.loads(text, parse_constant=lambda _name: None, parse_float=_finite)
    except ValueError, RecursionError:
        return False, None


def _top_level_objects(text: str) -> list[str]:
    """The balanced top-level ``{...}`` spans of a text, strings inside them respected.

    An object still open at the end (a truncated answer) ends the search: an object nested in
    it is a fragment, not the answer.
    """
    spans: list[str] = []
    start = text.find("{")
    while start != -1 and len(spans) < MAX_OBJECTS:
        depth = 0
        in_string = escaped = False
        end = -1
        for index in range(start, len(text)):
            char = text[index]
            if in_string:
                if escaped:
                    escaped = False
                elif char == "\\":
                    escaped = True
                elif char == '"':
                    in_string = False
            elif char == '"':
                in_string = True
            elif char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
                if depth == 0:
                    end = index
                    break
        if end == -1:
            break
        spans.append(text[start : end + 1])
        start = text.find("{", end + 1)
    return spans


def _best_object(text: str) -> dict[str, Any] | None:
    """The first top-level object with ``commands``, else the first object at all."""
    found: list[dict[str, Any]] = []
    for span in _top_level_objects(text):
        ok, value = _loads(span)
        if ok and isinstance(value, dict):
            if "commands" in value:
                return value
            found.append(value)
    return found[0] if found else None


def extract_json(answer: Any) -> tuple[Any, str | None]:
    """The JSON value of a model's answer, or ``(None, reason)``; never raises.

    The whole answer (reasoning stripped) is tried first, so an answer that *is* a JSON array
    or number comes back as such (the caller decides what is usable); otherwise the content of
    a code fence, then the outermost balanced ``{...}`` in the text.
    """
    if not isinstance(answer, str):
        return None, f"answer is {type(answer).__name__}, not text"
    text = strip_reasoning(answer[:MAX_ANSWER_CHARS])
    if not text:
        return None, "empty answer" if not answer.strip() else "answer holds only reasoning"
    ok, value = _loads(text)
    if ok:
        return value, None
    for block in _FENCE.findall(text):
        ok, value = _loads(block.strip())
        if ok and isinstance(value, dict):
            return value, None
    found = _best_object(text)
    if found is not None:
        return found, None
    return None, "no JSON object in the answer"
