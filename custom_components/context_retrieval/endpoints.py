"""Checks of the HTTP endpoints: one real request each, through Home Assistant's session.

Used by the config flows before an endpoint is stored, and at setup to find a refused key
(which starts reauthentication) before the home is indexed.
"""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
from homeassistant.core import HomeAssistant
from homeassistant.helpers.aiohttp_client import async_get_clientsession

from .const import (
    CONF_API_KEY,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_URL,
    VALIDATE_TIMEOUT,
)
from .engine.endpoints import display_url
from .engine.llm_parser import LLMError, OpenAICompatibleChat
from .engine.text import clean
from .engine.vectors import embeddings_url

CHECK_SYSTEM = 'Answer with the JSON object {"ok": true} and nothing else.'
CHECK_USER = "ping"


class CannotConnect(Exception):
    """The endpoint did not answer like an embeddings or chat server."""


class InvalidAuth(Exception):
    """The endpoint refused the API key."""


async def _async_post_json(
    hass: HomeAssistant, url: str, body: dict[str, Any], api_key: str | None, timeout: float
) -> Any:
    """POST ``body`` and return the JSON of a 200 answer, mapping every failure to our errors.

    :raises InvalidAuth: on HTTP 401 or 403.
    :raises CannotConnect: on transport errors, time-outs, other statuses or a non-JSON answer.
    """
    headers = {"Content-Type": "application/json"}
    if api_key:
        headers["Authorization"] = f"Bearer {api_key}"
    session = async_get_clientsession(hass)
    shown = display_url(url)  # messages reach the debug log: no token from the query string
    try:
        async with asyncio.timeout(timeout):
            async with session.post(url, json=body, headers=headers) as response:
                status = response.status
                answer = await response.json(content_type=None) if status == 200 else None
    except (aiohttp.ClientError, TimeoutError) as err:
        error = clean(f"{type(err).__name__}: {err}".replace(url, shown))
        raise CannotConnect(f"{shown}: {error}") from err
    except ValueError as err:  # the 200 answer was not JSON
        raise CannotConnect(f"{shown}: the answer is not JSON") from err
    if status in (401, 403):
        raise InvalidAuth(f"{shown}: HTTP {status}")
    if status != 200:
        raise CannotConnect(f"{shown}: HTTP {status}")
    return answer


async def async_validate_endpoint(
    hass: HomeAssistant, data: dict[str, Any], timeout: float = VALIDATE_TIMEOUT
) -> None:
    """Embed one short text through Home Assistant's HTTP session.

    :raises InvalidAuth: on HTTP 401 or 403.
    :raises CannotConnect: on transport errors, time-outs, other statuses or a body that holds
        no embedding.
    """
    url = embeddings_url(data[CONF_URL])
    body = await _async_post_json(
        hass, url, {"model": data[CONF_MODEL], "input": ["测试 test"]}, data.get(CONF_API_KEY), timeout
    )
    try:
        vector = body["data"][0]["embedding"]  # type: ignore[index]  # TypeError when None
        valid = bool(vector) and all(isinstance(v, (int, float)) for v in vector)
    except KeyError, IndexError, TypeError:
        valid = False
    if not valid:
        raise CannotConnect(f"{display_url(url)}: the answer holds no embedding")


async def async_validate_chat(
    hass: HomeAssistant, data: dict[str, Any], timeout: float = VALIDATE_TIMEOUT
) -> None:
    """Ask the chat endpoint one short question through Home Assistant's HTTP session.

    The request is the engine client's own (same URL rules and provider quirks) without a
    response format: that is negotiated at run time, and any answer proves the URL, the model
    and the key.

    :raises InvalidAuth: on HTTP 401 or 403.
    :raises CannotConnect: on transport errors, time-outs, other statuses or an answer
        without choices.
    """
    session = async_get_clientsession(hass)
    try:
        chat = OpenAICompatibleChat(
            session,
            data[CONF_LLM_URL],
            data[CONF_LLM_MODEL],
            response_format="none",
            timeout=timeout,
        )
    except LLMError as err:
        raise CannotConnect(str(err)) from err
    answer = await _async_post_json(
        hass, chat.url, chat.request_body(CHECK_SYSTEM, CHECK_USER), data.get(CONF_LLM_API_KEY), timeout
    )
    choices = answer.get("choices") if isinstance(answer, dict) else None
    if not isinstance(choices, list) or not choices:
        raise CannotConnect(f"{chat.shown_url}: the answer holds no choices")
