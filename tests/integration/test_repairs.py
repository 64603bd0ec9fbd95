"""Repair issues: a missing target agent, an LLM or embeddings endpoint that keeps failing."""

from __future__ import annotations

from freezegun.api import FrozenDateTimeFactory
from homeassistant.components import conversation
from homeassistant.const import EVENT_HOMEASSISTANT_STARTED
from homeassistant.core import Context, CoreState, HomeAssistant
from homeassistant.helpers import issue_registry as ir
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

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
from custom_components.context_retrieval.health import FAILURE_THRESHOLD

from .agents import RecordingAgent
from .conftest import LOCAL, HomeIds, entry_options, retrieve, setup_entry
from .servers import ChatServer, EmbeddingServer

AGENT = "conversation.context_retrieval"


def _issue(issue_registry: ir.IssueRegistry, issue_id: str) -> ir.IssueEntry | None:
    return issue_registry.async_get_issue(DOMAIN, issue_id)


async def test_target_missing_at_setup(
    hass: HomeAssistant, home: HomeIds, issue_registry: ir.IssueRegistry
) -> None:
    """A target that does not exist raises an issue at setup; fixing the options clears it."""
    entry = await setup_entry(hass, LOCAL, target_agent="conversation.gone")
    issue = _issue(issue_registry, "target_agent_missing")
    assert issue is not None
    assert issue.severity is ir.IssueSeverity.ERROR
    assert issue.translation_placeholders == {
        "agent": "conversation.gone",
        "agent_id": "conversation.gone",
        "apis": "–",
    }
    assert issue.is_fixable is True

    hass.config_entries.async_update_entry(entry, options=entry_options())
    assert await hass.config_entries.async_reload(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert _issue(issue_registry, "target_agent_missing") is None


async def test_target_checked_once_started(
    hass: HomeAssistant, home: HomeIds, issue_registry: ir.IssueRegistry
) -> None:
    """During startup the check waits: the target's integration may be set up after this one."""
    hass.set_state(CoreState.starting)
    recorder_entry = MockConfigEntry(domain="test", title="Recorder")
    recorder_entry.add_to_hass(hass)
    await setup_entry(hass, LOCAL, target_agent=recorder_entry.entry_id)
    assert _issue(issue_registry, "target_agent_missing") is None  # not checked yet
    conversation.async_set_agent(hass, recorder_entry, RecordingAgent())  # set up later
    hass.bus.async_fire(EVENT_HOMEASSISTANT_STARTED)
    hass.set_state(CoreState.running)
    await hass.async_block_till_done()
    assert _issue(issue_registry, "target_agent_missing") is None


async def test_target_removed_while_running(
    hass: HomeAssistant,
    home: HomeIds,
    issue_registry: ir.IssueRegistry,
    target_agent: tuple[str, RecordingAgent],
) -> None:
    """The wrapper raises the issue when its target is gone, and clears it once it is back."""
    agent_id, recorder = target_agent
    await setup_entry(hass, LOCAL, target_agent=agent_id)
    assert _issue(issue_registry, "target_agent_missing") is None
    recorder_entry = hass.config_entries.async_get_entry(agent_id)
    conversation.async_unset_agent(hass, recorder_entry)

    result = await conversation.async_converse(
        hass, "打开客厅灯", None, Context(), language="zh-Hans", agent_id=AGENT
    )
    assert result.response.response_type.value == "error"
    issue = _issue(issue_registry, "target_agent_missing")
    assert issue is not None and issue.translation_placeholders["agent_id"] == agent_id

    conversation.async_set_agent(hass, recorder_entry, recorder)
    result = await conversation.async_converse(
        hass, "打开客厅灯", None, Context(), language="zh-Hans", agent_id=AGENT
    )
    assert result.response.speech["plain"]["speech"] == "好的"
    assert _issue(issue_registry, "target_agent_missing") is None


async def test_llm_failing(
    hass: HomeAssistant,
    home: HomeIds,
    issue_registry: ir.IssueRegistry,
    chat_server: ChatServer,
) -> None:
    """A few failed parses in a row raise a warning; one answer clears it."""
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: chat_server.url.replace("http://", "http://user:pw@"),
            CONF_LLM_MODEL: "m",
        },
    )
    chat_server.status = 404
    for _ in range(FAILURE_THRESHOLD - 1):
        await retrieve(hass, "打开客厅灯")
    assert _issue(issue_registry, "llm_failing") is None
    await retrieve(hass, "打开客厅灯")
    issue = _issue(issue_registry, "llm_failing")
    assert issue is not None
    assert issue.severity is ir.IssueSeverity.WARNING
    placeholders = issue.translation_placeholders
    assert placeholders["endpoint"].startswith("http://**REDACTED**@127.0.0.1:")
    assert "pw" not in placeholders["endpoint"]
    assert "HTTP 404" in placeholders["error"]
    assert entry.runtime_data.health["llm_failing"].failures == FAILURE_THRESHOLD

    # Any answer shows the endpoint works, even one that holds no command.
    chat_server.status = 200
    await retrieve(hass, "今天天气怎么样")
    assert entry.runtime_data.parser.outcomes["local_fallback"] == FAILURE_THRESHOLD + 1
    assert _issue(issue_registry, "llm_failing") is None
    assert entry.runtime_data.health["llm_failing"].failures == 0


async def test_blank_utterances_are_not_endpoint_failures(
    hass: HomeAssistant,
    home: HomeIds,
    issue_registry: ir.IssueRegistry,
    chat_server: ChatServer,
) -> None:
    """A satellite that heard nothing sends blank text: the model is not asked, and a failing
    endpoint is not blamed for it; a real request is."""
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_OPENAI,
            CONF_EMBEDDER: EMBEDDER_BUILTIN,
            CONF_LLM_URL: chat_server.url,
            CONF_LLM_MODEL: "m",
        },
    )
    chat_server.status = 500
    for _ in range(FAILURE_THRESHOLD + 1):
        await conversation.async_converse(
            hass, "  ", None, Context(), language="zh-Hans", agent_id=AGENT
        )
    assert chat_server.requests == []
    health = entry.runtime_data.health["llm_failing"]
    assert health.failures == 0
    assert _issue(issue_registry, "llm_failing") is None
    await retrieve(hass, "打开客厅灯")
    assert chat_server.user_texts[-1] == "打开客厅灯"
    assert health.failures == 1


async def test_embedder_failing_then_back(
    hass: HomeAssistant,
    home: HomeIds,
    issue_registry: ir.IssueRegistry,
    server: EmbeddingServer,
    freezer: FrozenDateTimeFactory,
) -> None:
    """A failing embeddings endpoint is retried with growing pauses; it is used once it answers."""
    server.status = 404
    entry = await setup_entry(
        hass,
        {
            CONF_PARSER: PARSER_LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_URL: server.url,
            CONF_MODEL: "m",
        },
        semantic=True,
    )
    sync = entry.runtime_data.sync
    assert sync.index.model_id is None  # n-grams only meanwhile
    assert len(server.requests) == 1

    async def advance(seconds: float) -> None:
        freezer.tick(seconds)
        async_fire_time_changed(hass)
        await hass.async_block_till_done(wait_background_tasks=True)

    await advance(31)  # the first retry, after 30 s
    await advance(3)  # the rebuild's cooldown
    assert len(server.requests) == 2
    assert _issue(issue_registry, "embedder_failing") is None
    await advance(61)
    await advance(3)
    assert len(server.requests) == 3
    issue = _issue(issue_registry, "embedder_failing")
    assert issue is not None
    assert "HTTP 404" in issue.translation_placeholders["error"]

    server.status = 200
    await advance(121)
    await advance(3)
    assert sync.index.model_id is not None and sync.index.model_id.startswith("openai:m@")
    assert _issue(issue_registry, "embedder_failing") is None
    requests = len(server.requests)
    await advance(3600)
    assert len(server.requests) == requests  # no more retries once it answered


async def test_issues_removed_with_the_entry(
    hass: HomeAssistant, home: HomeIds, issue_registry: ir.IssueRegistry
) -> None:
    """Unloading the entry takes its issues along."""
    entry = await setup_entry(hass, LOCAL, target_agent="conversation.gone")
    assert _issue(issue_registry, "target_agent_missing") is not None
    assert await hass.config_entries.async_unload(entry.entry_id)
    assert _issue(issue_registry, "target_agent_missing") is None
