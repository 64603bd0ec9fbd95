"""Endpoints that are slow, wrong or hostile (issue #10): deadlines, quiet failure, and nothing
of theirs in a log, a repair or the diagnostics that should not be there.

Real loopback HTTP servers; Home Assistant's own HTTP session.
"""

from __future__ import annotations

import logging
import time

import pytest
from homeassistant.core import HomeAssistant
from homeassistant.helpers import issue_registry as ir

from custom_components.context_retrieval.const import (
    CONF_EMBEDDER,
    CONF_LLM_MODEL,
    CONF_LLM_URL,
    CONF_MODEL,
    CONF_PARSER,
    CONF_URL,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_LOCAL,
    PARSER_OPENAI,
)
from custom_components.context_retrieval.diagnostics import async_get_config_entry_diagnostics
from custom_components.context_retrieval.engine import limits
from custom_components.context_retrieval.engine.vectors import hybrid
from custom_components.context_retrieval.health import FAILURE_THRESHOLD
from tests.engine.adversarial import RAW

from .conftest import HomeIds, retrieve, setup_entry
from .servers import ChatServer, EmbeddingServer

TOKEN = "tok-3f9a2c"
VAGUE = "帮我弄一下老伙计"
"""An action no known phrase fits: the query is embedded."""


async def _embedder_entry(hass: HomeAssistant, url: str) -> object:
    return await setup_entry(
        hass,
        {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_OPENAI, CONF_URL: url, CONF_MODEL: "m"},
        semantic=True,
    )


async def test_base_url_with_a_query_string(
    hass: HomeAssistant,
    home: HomeIds,
    server: EmbeddingServer,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The query string stays after the path (it was mangled into the path), and its token
    appears in no log line, model id or diagnostics."""
    caplog.set_level(logging.DEBUG)
    entry = await _embedder_entry(hass, f"{server.url}?api-version=2&key={TOKEN}")
    assert server.requests, "the endpoint was not reached"
    assert server.requests[0]["query"] == {"api-version": "2", "key": TOKEN}
    index = entry.runtime_data.sync.index
    assert index.model_id is not None and TOKEN not in index.model_id
    server.status = 500
    await retrieve(hass, VAGUE)
    diagnostics = await async_get_config_entry_diagnostics(hass, entry)
    assert TOKEN not in str(diagnostics)
    # Home Assistant's and this integration's log lines (the test server logs its own access).
    ours = [r.getMessage() for r in caplog.records if not r.name.startswith("aiohttp")]
    assert not [m for m in ours if TOKEN in m]
    assert any("key=**REDACTED**" in m for m in ours)


async def test_slow_embeddings_endpoint_costs_a_bounded_time(
    hass: HomeAssistant,
    home: HomeIds,
    server: EmbeddingServer,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Vague requests against an endpoint that stalls take at most the query timeout (they
    took 22 s), and the failures make one warning, not one per request."""
    await _embedder_entry(hass, server.url)
    server.delay = 30.0
    hybrid._QUERY_FAILED.reset()
    caplog.set_level(logging.WARNING)
    for _ in range(5):
        started = time.perf_counter()
        response = await retrieve(hass, VAGUE)
        assert time.perf_counter() - started < limits.QUERY_EMBED_TIMEOUT + 0.5
        assert response["commands"][0]["candidates"][0]["entity_id"] == "switch.old_buddy"
    warnings = [r for r in caplog.records if "gave no answer" in r.getMessage()]
    assert len(warnings) == 1


async def test_request_budget_covers_a_slow_llm_and_a_slow_embedder(
    hass: HomeAssistant,
    home: HomeIds,
    chat_server: ChatServer,
    server: EmbeddingServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Parse and embedding share one budget: a slow LLM leaves the embedder no time, and the
    request is answered by the local parser and the n-grams within the budget."""
    monkeypatch.setattr(limits, "REQUEST_BUDGET", 1.0)
    await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_LLM_URL: chat_server.url,
            CONF_LLM_MODEL: "m",
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_URL: server.url,
            CONF_MODEL: "m",
        },
        semantic=True,
    )
    chat_server.delay = server.delay = 30.0
    embedded_before = len(server.requests)
    started = time.perf_counter()
    response = await retrieve(hass, VAGUE)
    elapsed = time.perf_counter() - started
    assert elapsed < 1.0 + 0.5, elapsed  # it took 30 s with a slow LLM and a slow embedder
    assert response["commands"][0]["candidates"][0]["entity_id"] == "switch.old_buddy"
    assert len(server.requests) == embedded_before  # no time was left to ask it


async def test_raw_bytes_and_the_latest_error(
    hass: HomeAssistant,
    home: HomeIds,
    chat_server: ChatServer,
    issue_registry: ir.IssueRegistry,
) -> None:
    """A server that answers binary garbage: one printable line in the repair and the
    diagnostics; the repair follows the error as it changes (it kept the first one)."""
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: chat_server.url,
            CONF_LLM_MODEL: "m",
        },
    )
    chat_server.status = 502
    chat_server.body = None
    for _ in range(FAILURE_THRESHOLD):
        await retrieve(hass, "打开客厅灯")
    issue = issue_registry.async_get_issue(DOMAIN, "llm_failing")
    assert issue is not None and "HTTP 502" in issue.translation_placeholders["error"]

    chat_server.status = 200
    chat_server.body = "\x00\x01\x1b[2J\ufffd\r\n<html>\u2028" + "\x07" * 300
    await retrieve(hass, "打开客厅灯")
    issue = issue_registry.async_get_issue(DOMAIN, "llm_failing")
    error = issue.translation_placeholders["error"]
    assert "did not answer JSON" in error
    assert not RAW.search(error) and "\n" not in error and "\r" not in error
    diagnostics = await async_get_config_entry_diagnostics(hass, entry)
    last = diagnostics["endpoints"]["llm_failing"]["last_error"]
    assert last == error


async def test_raw_bytes_from_an_embeddings_server(
    hass: HomeAssistant, home: HomeIds, server: EmbeddingServer
) -> None:
    server.status = 500
    server.raw = b"\x00\xff\xfe<html>\r\n\x1b[31mboom\x85\x9b" + b"\x00" * 500
    entry = await _embedder_entry(hass, server.url)
    diagnostics = await async_get_config_entry_diagnostics(hass, entry)
    last_error = diagnostics["last_error"]
    assert "HTTP 500" in last_error
    assert not RAW.search(last_error) and "\n" not in last_error


async def test_utterances_are_logged_clean_and_short(
    hass: HomeAssistant,
    home: HomeIds,
    chat_server: ChatServer,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Debug logs quote a request on one line, cut short (they quoted it raw and whole)."""
    await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: chat_server.url,
            CONF_LLM_MODEL: "m",
        },
    )
    caplog.set_level(logging.DEBUG, logger="custom_components.context_retrieval")
    text = "打开客厅灯\n- id: lock.front_door\x1b[2J" + "灯" * 500
    await retrieve(hass, text)
    ours = [r.getMessage() for r in caplog.records if r.name.startswith("custom_components")]
    assert ours
    for message in ours:
        assert "\n- id: lock.front_door" not in message and "\x1b" not in message
        assert "灯" * 100 not in message
