"""The target agent's LLM API set-up, with real core Ollama agents: the flows' offer, the repair
issues (raised when an agent changes or disappears), their fix flows, and the option ranges."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from homeassistant import config_entries
from homeassistant.components.repairs import DOMAIN as REPAIRS
from homeassistant.const import CONF_LLM_HASS_API
from homeassistant.core import HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import issue_registry as ir
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import async_fire_time_changed
from pytest_homeassistant_custom_component.typing import ClientSessionGenerator

from custom_components.context_retrieval.agent_setup import (
    AgentSetup,
    Problem,
    async_inspect_agent,
    async_use_retrieval_api,
)
from custom_components.context_retrieval.const import (
    AGENT_CHECK_COOLDOWN,
    CONF_CLARIFY_MARGIN,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TARGET_AGENT,
    CONF_TOP_K,
    DOMAIN,
    PARSER_LOCAL,
)

from .conftest import LOCAL, HomeIds, setup_entry

API = "context_retrieval"


def _apis(hass: HomeAssistant, agent_id: str) -> list[str] | None:
    setup = async_inspect_agent(hass, agent_id)
    return list(setup.api_ids) if setup.api_ids is not None else None


async def _settle(hass: HomeAssistant) -> None:
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=AGENT_CHECK_COOLDOWN + 1))
    await hass.async_block_till_done(wait_background_tasks=True)


def _issues(issue_registry: ir.IssueRegistry) -> set[str]:
    return {i for (d, i) in issue_registry.issues if d == DOMAIN}


async def test_inspect(hass: HomeAssistant, add_ollama_agent: Any) -> None:
    """Each set-up is read from the agent's own setting."""
    cases = {
        "A": (["assist"], Problem.ASSIST),
        "B": ([], Problem.NO_API),
        "C": (["assist", API], Problem.BOTH),
        "D": ([API], None),
        "E": (["homeassistant"], Problem.ASSIST),
    }
    ids = {name: await add_ollama_agent(name, apis) for name, (apis, _) in cases.items()}
    for name, (_, problem) in cases.items():
        assert async_inspect_agent(hass, ids[name]).problem is problem, name
    assert async_inspect_agent(hass, "conversation.home_assistant").problem is Problem.NOT_LLM
    assert async_inspect_agent(hass, "conversation.gone").problem is Problem.MISSING
    with pytest.raises(ValueError):
        async_use_retrieval_api(hass, AgentSetup("x", "x", None))
    setup = async_inspect_agent(hass, ids["C"])
    assert setup.apis == "assist, context_retrieval" and setup.problem.fixable


async def test_config_flow_offers_the_api(hass: HomeAssistant, add_ollama_agent: Any) -> None:
    """An agent with Assist: the flow says what it loses and, ticked, switches it."""
    agent = await add_ollama_agent("Helper", ["assist", "other_api"])
    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": "user"})
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"], {"parser": PARSER_LOCAL, "embedder": "builtin", CONF_TARGET_AGENT: agent}
    )
    assert result["step_id"] == "assist_api"
    assert result["description_placeholders"] == {
        "agent": "Helper",
        "agent_id": agent,
        "apis": "assist, other_api",
    }
    result = await hass.config_entries.flow.async_configure(result["flow_id"], {"use_api": True})
    assert result["type"] is FlowResultType.CREATE_ENTRY
    await hass.async_block_till_done()
    assert _apis(hass, agent) == [API, "other_api"]


async def test_config_flow_default_agent_warns(hass: HomeAssistant) -> None:
    """Home Assistant's own agent: a warning, then the entry as asked."""
    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": "user"})
    result = await hass.config_entries.flow.async_configure(
        result["flow_id"],
        {
            "parser": PARSER_LOCAL,
            "embedder": "builtin",
            CONF_TARGET_AGENT: "conversation.home_assistant",
        },
    )
    assert result["step_id"] == "not_llm"
    result = await hass.config_entries.flow.async_configure(result["flow_id"], {})
    assert result["type"] is FlowResultType.CREATE_ENTRY


async def test_options_ranges_and_offer(
    hass: HomeAssistant, home: HomeIds, add_ollama_agent: Any, issue_registry: ir.IssueRegistry
) -> None:
    """Numbers out of range get translated errors; a target without an API is offered ours;
    declined, the repair stays."""
    good = await add_ollama_agent("Good", [API])
    bare = await add_ollama_agent("Bare", [])
    entry = await setup_entry(hass, LOCAL, target_agent=good)
    result = await hass.config_entries.options.async_init(entry.entry_id)
    assert result["description_placeholders"]["max_top_k"] == "10"
    answer = {
        CONF_TOP_K: 11,
        CONF_CLARIFY_MARGIN: 0.9,
        CONF_SEMANTIC: False,
        CONF_TARGET_AGENT: bare,
    }
    result = await hass.config_entries.options.async_configure(result["flow_id"], answer)
    assert result["errors"] == {
        CONF_TOP_K: "top_k_out_of_range",
        CONF_CLARIFY_MARGIN: "clarify_margin_out_of_range",
    }
    answer.update({CONF_TOP_K: 3, CONF_CLARIFY_MARGIN: 0.1})
    result = await hass.config_entries.options.async_configure(result["flow_id"], answer)
    assert result["step_id"] == "no_api"
    result = await hass.config_entries.options.async_configure(
        result["flow_id"], {"use_api": False}
    )
    assert result["type"] is FlowResultType.CREATE_ENTRY
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.options[CONF_TARGET_AGENT] == bare
    assert _apis(hass, bare) == []
    assert _issues(issue_registry) == {Problem.NO_API.value}


async def test_issues_follow_the_agents(
    hass: HomeAssistant, home: HomeIds, add_ollama_agent: Any, issue_registry: ir.IssueRegistry
) -> None:
    """Ticking Assist later raises the issue; another agent with both APIs gets its own;
    deleting the target raises the missing-agent issue at once."""
    target = await add_ollama_agent("Target", [API])
    other = await add_ollama_agent("Other", [API])
    await setup_entry(hass, LOCAL, target_agent=target)
    assert _issues(issue_registry) == set()

    setups = [async_inspect_agent(hass, agent) for agent in (target, other)]
    for setup in setups:
        hass.config_entries.async_update_subentry(
            setup.entry,
            setup.subentry,
            data={**setup.subentry.data, CONF_LLM_HASS_API: ["assist", API]},
        )
    await hass.async_block_till_done()
    await _settle(hass)
    assert _issues(issue_registry) == {Problem.BOTH.value, f"agent_both_apis.{other}"}
    issue = issue_registry.async_get_issue(DOMAIN, Problem.BOTH.value)
    assert issue.is_fixable and issue.translation_placeholders["agent"] == "Target"

    er.async_get(hass).async_remove(target)
    await hass.async_block_till_done()
    assert Problem.MISSING.value in _issues(issue_registry)  # no request, no wait


async def _fix(
    hass: HomeAssistant, client: Any, issue_id: str, *answers: dict[str, Any]
) -> list[dict[str, Any]]:
    response = await client.post(
        "/api/repairs/issues/fix", json={"handler": DOMAIN, "issue_id": issue_id}
    )
    assert response.status == 200, await response.text()
    steps = [await response.json()]
    for answer in answers:
        response = await client.post(f"/api/repairs/issues/fix/{steps[-1]['flow_id']}", json=answer)
        assert response.status == 200, await response.text()
        steps.append(await response.json())
    return steps


async def test_fix_flows(
    hass: HomeAssistant,
    home: HomeIds,
    add_ollama_agent: Any,
    issue_registry: ir.IssueRegistry,
    hass_client: ClientSessionGenerator,
) -> None:
    """Each issue's fix flow repairs it through the real repairs API."""
    assert await async_setup_component(hass, REPAIRS, {})
    assisted = await add_ollama_agent("Assisted", ["assist"])
    spare = await add_ollama_agent("Spare", ["assist"])
    entry = await setup_entry(hass, LOCAL, target_agent=assisted)
    client = await hass_client()
    steps = await _fix(hass, client, Problem.ASSIST.value, {"use_api": True})
    assert steps[0]["step_id"] == "assist_api"
    assert steps[-1]["type"] == "create_entry"
    await hass.async_block_till_done()
    await _settle(hass)
    assert _apis(hass, assisted) == [API]
    assert _issues(issue_registry) == set()

    # The target disappears: choose another one, which is offered the API as well.
    hass.config_entries.async_update_entry(
        entry, options={**entry.options, CONF_TARGET_AGENT: "conversation.gone"}
    )
    assert await hass.config_entries.async_reload(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert Problem.MISSING.value in _issues(issue_registry)
    steps = await _fix(
        hass,
        client,
        Problem.MISSING.value,
        {CONF_TARGET_AGENT: "conversation.home_assistant"},
        {CONF_TARGET_AGENT: spare},
        {"use_api": True},
    )
    assert [s.get("step_id") for s in steps[:3]] == ["choose", "choose", "assist_api"]
    assert steps[1]["errors"] == {CONF_TARGET_AGENT: "target_not_llm"}
    assert steps[-1]["type"] == "create_entry"
    await hass.async_block_till_done(wait_background_tasks=True)
    await _settle(hass)
    assert entry.options[CONF_TARGET_AGENT] == spare
    assert _apis(hass, spare) == [API]
    assert _issues(issue_registry) == set()

    # A fix for an agent that changed meanwhile does nothing.
    ir.async_create_issue(
        hass,
        DOMAIN,
        Problem.NO_API.value,
        is_fixable=True,
        severity=ir.IssueSeverity.ERROR,
        translation_key=Problem.NO_API.value,
        data={"agent_id": spare},
    )
    steps = await _fix(hass, client, Problem.NO_API.value)
    assert steps[0] == {**steps[0], "type": "abort", "reason": "agent_changed"}


async def test_fix_failing_endpoint(
    hass: HomeAssistant, home: HomeIds, add_ollama_agent: Any, hass_client: ClientSessionGenerator
) -> None:
    """An LLM endpoint that keeps failing: the fix switches to the local parser."""
    assert await async_setup_component(hass, REPAIRS, {})
    agent = await add_ollama_agent("Any", [API])
    entry = await setup_entry(
        hass,
        {
            **LOCAL,
            CONF_PARSER: "openai_compatible",
            "llm_url": "http://127.0.0.1:9/v1",
            "llm_model": "m",
        },
        target_agent=agent,
    )
    ir.async_create_issue(
        hass,
        DOMAIN,
        "llm_failing",
        is_fixable=True,
        severity=ir.IssueSeverity.WARNING,
        translation_key="llm_failing",
        translation_placeholders={"endpoint": "http://127.0.0.1:9/v1", "error": "x"},
    )
    client = await hass_client()
    steps = await _fix(hass, client, "llm_failing", {})
    assert steps[0]["step_id"] == "confirm"
    assert steps[0]["description_placeholders"]["endpoint"] == "http://127.0.0.1:9/v1"
    assert steps[-1]["type"] == "create_entry"
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.data[CONF_PARSER] == PARSER_LOCAL
    assert entry.state is config_entries.ConfigEntryState.LOADED
