"""Diagnostics: settings with secrets redacted, index figures, no utterances or names."""

from __future__ import annotations

import json

import pytest
from homeassistant.core import HomeAssistant
from homeassistant.setup import async_setup_component
from pytest_homeassistant_custom_component.components.diagnostics import (
    get_diagnostics_for_config_entry,
)
from pytest_homeassistant_custom_component.typing import ClientSessionGenerator

from custom_components.context_retrieval.const import (
    CONF_API_KEY,
    CONF_EMBEDDER,
    CONF_LLM_API_KEY,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_PARSER,
    CONF_URL,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_LOCAL,
    PARSER_OPENAI,
)
from custom_components.context_retrieval.diagnostics import redact_url, scrub

from .conftest import HomeIds, retrieve, setup_entry


async def test_diagnostics(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    home: HomeIds,
    socket_enabled: None,
) -> None:
    """Keys and URL credentials are redacted; figures are there; the home's words are not."""
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_URL: "http://alice:hunter2@127.0.0.1:9/v1?token=abc",
            CONF_MODEL: "bge-m3",
            CONF_API_KEY: "sk-secret",
        },
        semantic=True,
    )
    # Retrieve once so that there is an utterance that must not show up.
    await retrieve(hass, "打开客厅灯", conversation_id="c")
    assert await async_setup_component(hass, "diagnostics", {})

    result = await get_diagnostics_for_config_entry(hass, hass_client, entry)
    text = json.dumps(result, ensure_ascii=False)
    for secret in ("sk-secret", "hunter2", "alice", "token=abc", "abc"):
        assert secret not in text
    for private in ("打开客厅灯", "客厅", "light.living_main"):
        assert private not in text
    assert result["entry"]["data"][CONF_API_KEY] == "**REDACTED**"
    assert result["entry"]["data"][CONF_URL].startswith("http://**REDACTED**@127.0.0.1:9/v1")
    assert result["entry"]["data"][CONF_MODEL] == "bge-m3"
    assert result["parser"] == "local"
    assert result["embedder"] == "OpenAIEmbedder"
    index = result["index"]
    assert index["entities"] == 8
    assert (index["areas"], index["floors"]) == (3, 2)
    assert index["documents"] > 0
    assert index["build_seconds"] >= 0
    assert index["model_id"] is None  # the endpoint failed: n-grams only
    assert "127.0.0.1:9" in result["last_error"]
    assert set(result["semantic_model"]) == {"available", "status"}


async def test_diagnostics_llm_parser(
    hass: HomeAssistant,
    hass_client: ClientSessionGenerator,
    home: HomeIds,
    socket_enabled: None,
) -> None:
    """The LLM endpoint's key and URL credentials are redacted; outcomes are counted."""
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: "http://bob:pa55@127.0.0.1:9/v1",
            CONF_LLM_MODEL: "qwen-plus",
            CONF_LLM_API_KEY: "sk-llm-secret",
        },
    )
    await retrieve(hass, "打开客厅灯")
    assert await async_setup_component(hass, "diagnostics", {})

    result = await get_diagnostics_for_config_entry(hass, hass_client, entry)
    text = json.dumps(result, ensure_ascii=False)
    for secret in ("sk-llm-secret", "pa55", "bob", "打开客厅灯"):
        assert secret not in text
    assert result["entry"]["data"][CONF_LLM_API_KEY] == "**REDACTED**"
    assert result["entry"]["data"][CONF_LLM_MODEL] == "qwen-plus"
    assert result["parser"] == PARSER_OPENAI
    assert result["parser_outcomes"] == {"local_fallback": 1}
    assert result["endpoints"]["llm_failing"]["failures"] == 2  # the key check, then the parse
    assert result["endpoints"]["llm_failing"]["issue_raised"] is False


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://api.openai.com/v1", "https://api.openai.com/v1"),
        ("http://u:p@host:8080/v1", "http://**REDACTED**@host:8080/v1"),
        ("https://host/v1?key=s3cret", "https://host/v1?key=**REDACTED**"),
        # Not a URL yarl can read: nothing of it is shown, whatever it holds.
        ("http://u:p@[::1/v1", "**REDACTED**"),
        ("http://u:p@host:99999/v1", "**REDACTED**"),
    ],
)
def test_redact_url(url: str, expected: str) -> None:
    """Only the credentials and query values go."""
    assert redact_url(url) == expected


def test_scrub() -> None:
    """URLs inside messages lose their credentials too."""
    message = "embeddings request to http://u:p@h/v1/embeddings?k=1 failed"
    assert (
        scrub(message)
        == "embeddings request to http://**REDACTED**@h/v1/embeddings?**REDACTED** failed"
    )


def test_redacted_marker_is_home_assistants() -> None:
    """Issues and diagnostics show the same marker for what was removed."""
    from homeassistant.components.diagnostics import REDACTED

    from custom_components.context_retrieval import redact

    assert redact.REDACTED == REDACTED
