"""Checks of the HTTP endpoints: one real request each, the engine's client on HA's session.

Used by the config flows before an endpoint is stored, and at setup to find a refused key
(which starts reauthentication) before the home is indexed.
"""

from __future__ import annotations

from typing import Any

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
from .engine.endpoints import OpenAIClient
from .engine.errors import EndpointError
from .engine.llm_parser import LLMError, OpenAICompatibleChat
from .engine.vectors.openai import EMBEDDINGS_RESOURCE

CHECK_SYSTEM = 'Answer with the JSON object {"ok": true} and nothing else.'
CHECK_USER = "ping"


class CannotConnect(Exception):
    """The endpoint did not answer like an embeddings or chat server."""


class InvalidAuth(Exception):
    """The endpoint refused the API key (HTTP 401 or 403)."""


async def _async_post_json(client: OpenAIClient, body: dict[str, Any]) -> Any:
    """POST ``body`` once and return the JSON of the 200 answer, as the config flow's errors.

    :raises InvalidAuth: when the server refused the key (the client's error has its status).
    :raises CannotConnect: on transport errors, time-outs, other statuses or a non-JSON answer.
    """
    try:
        return await client.post_json(body)
    except EndpointError as err:
        if err.refused_key:
            raise InvalidAuth(str(err)) from err
        raise CannotConnect(str(err)) from err


async def async_validate_endpoint(
    hass: HomeAssistant, data: dict[str, Any], timeout: float = VALIDATE_TIMEOUT
) -> None:
    """Embed one short text through Home Assistant's HTTP session.

    :raises InvalidAuth: on HTTP 401 or 403.
    :raises CannotConnect: on transport errors, time-outs, other statuses or a body that holds
        no embedding.
    """
    client = OpenAIClient(
        async_get_clientsession(hass),
        data[CONF_URL],
        EMBEDDINGS_RESOURCE,
        name="embeddings",
        api_key=data.get(CONF_API_KEY),
        timeout=timeout,
    )
    body = await _async_post_json(client, {"model": data[CONF_MODEL], "input": ["测试 test"]})
    try:
        vector = body["data"][0]["embedding"]
        valid = bool(vector) and all(isinstance(v, (int, float)) for v in vector)
    except KeyError, IndexError, TypeError:
        valid = False
    if not valid:
        raise CannotConnect(f"{client.shown_url}: the answer holds no embedding")


async def async_validate_chat(
    hass: HomeAssistant, data: dict[str, Any], timeout: float = VALIDATE_TIMEOUT
) -> None:
    """Ask the chat endpoint one short question through Home Assistant's HTTP session.

    The request is the engine backend's own (same URL rules and provider quirks), sent once
    through its client without a response format: that is negotiated at run time, and any
    answer proves the URL, the model and the key.

    :raises InvalidAuth: on HTTP 401 or 403.
    :raises CannotConnect: on transport errors, time-outs, other statuses or an answer
        without choices.
    """
    try:
        chat = OpenAICompatibleChat(
            async_get_clientsession(hass),
            data[CONF_LLM_URL],
            data[CONF_LLM_MODEL],
            api_key=data.get(CONF_LLM_API_KEY),
            response_format="none",
            timeout=timeout,
            retries=0,
        )
    except LLMError as err:
        raise CannotConnect(str(err)) from err
    answer = await _async_post_json(chat.client, chat.request_body(CHECK_SYSTEM, CHECK_USER))
    choices = answer.get("choices") if isinstance(answer, dict) else None
    if not isinstance(choices, list) or not choices:
        raise CannotConnect(f"{chat.shown_url}: the answer holds no choices")
