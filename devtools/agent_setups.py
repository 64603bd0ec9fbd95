"""The set-ups of the measured table, built through the flows the UI uses, and measured.

:func:`async_recommended` is what a new user does: an Ollama agent (with Assist, Home
Assistant's default), then Context Retrieval with that agent as its target, accepting the
offer to give it the Context Retrieval API, then the "Context Retrieval" agent as the
assistant's conversation agent. :func:`async_add_agents` adds the other agents the table
compares (Assist, no API, both APIs); :func:`async_measure` sends the requests to one set-up
and reads what the model received off the recording server.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .ha_process import HomeAssistant, HomeAssistantError
from .ollama_server import MODEL, ChatRequest, OllamaServer

WRAPPER = "conversation.context_retrieval"
API = "context_retrieval"

REQUESTS: dict[str, list[str]] = {
    "zh": [
        "打开客厅主灯",
        "关闭餐吊灯",
        "把客厅空调调到26度",
        "打开客厅的窗帘",
        "关掉电视插座",
        "打开饮水机",
    ],
    "en": [
        "turn on the living room main light",
        "turn off the chandelier",
        "set the living room air conditioner to 26 degrees",
        "open the living room curtain",
        "turn off the TV plug",
        "turn on the water dispenser",
    ],
}
"""The same six requests for every set-up (the 1,000-entity home is grown from the zh home)."""
LANGUAGE = {"zh": "zh-Hans", "en": "en"}


@dataclass
class Agents:
    """Entity ids of the Ollama agents, by the LLM APIs they use."""

    ollama_entry: str
    by_apis: dict[str, str] = field(default_factory=dict)
    """"assist", "none", "context_retrieval", "both" → conversation entity id."""


@dataclass(frozen=True)
class SetUp:
    """One row of the table."""

    key: str
    label: str
    agent: str
    """Which agent of :class:`Agents` the model runs in."""
    wrapper: bool


SETUPS: tuple[SetUp, ...] = (
    SetUp("assist", "ollama agent with Assist (Home Assistant's default)", "assist", False),
    SetUp("wrapper_assist", "wrapper → ollama agent with Assist", "assist", True),
    SetUp("both", "ollama agent with Assist and Context Retrieval ticked", "both", False),
    SetUp("api", "ollama agent with the Context Retrieval API", "context_retrieval", False),
    SetUp("wrapper_none", "wrapper → ollama agent with no API", "none", True),
    SetUp(
        "wrapper_api",
        "wrapper → ollama agent with the Context Retrieval API (recommended)",
        "context_retrieval",
        True,
    ),
)


async def _ollama_entry(ha: HomeAssistant, server: OllamaServer) -> str:
    result = await ha.flow(
        "/api/config/config_entries/flow", {"handler": "ollama"}, [{"url": server.url}]
    )
    if result.get("type") != "create_entry":
        raise HomeAssistantError(f"Ollama config flow: {result}")
    return str(result["result"]["entry_id"])


async def async_add_agent(ha: HomeAssistant, entry_id: str, name: str, apis: list[str]) -> str:
    """An Ollama agent through the subentry flow; its conversation entity id."""
    answer: dict[str, Any] = {"name": name, "model": MODEL}
    if apis:
        answer["llm_hass_api"] = apis
    result = await ha.flow(
        "/api/config/config_entries/subentries/flow",
        {"handler": [entry_id, "conversation"], "show_advanced_options": False},
        [answer],
    )
    if result.get("type") != "create_entry":
        raise HomeAssistantError(f"Ollama subentry flow: {result}")

    async def entity() -> str | None:
        _, states = await ha.request("GET", "/api/states")
        for state in states:
            if (
                state["entity_id"].startswith("conversation.")
                and state["attributes"].get("friendly_name") == name
            ):
                return str(state["entity_id"])
        return None

    found: str = await ha.wait_until(f"agent {name}", entity)
    return found


async def async_recommended(
    ha: HomeAssistant, server: OllamaServer
) -> tuple[Agents, dict[str, Any]]:
    """A new user's path, through the flows alone; the agents and the config flow's forms."""
    agents = Agents(await _ollama_entry(ha, server))
    first = await async_add_agent(ha, agents.ollama_entry, "Ollama", ["assist"])
    _, form = await ha.request(
        "POST", "/api/config/config_entries/flow", {"handler": "context_retrieval"}
    )
    _, offer = await ha.request(
        "POST",
        f"/api/config/config_entries/flow/{form['flow_id']}",
        {"parser": "local", "embedder": "builtin", "target_agent": first},
    )
    if offer.get("step_id") != "assist_api":
        raise HomeAssistantError(f"expected the offer to switch {first} to the API: {offer}")
    _, created = await ha.request(
        "POST", f"/api/config/config_entries/flow/{offer['flow_id']}", {"use_api": True}
    )
    if created.get("type") != "create_entry":
        raise HomeAssistantError(f"Context Retrieval config flow: {created}")
    await ha.wait_until("the Context Retrieval agent", lambda: _has_state(ha, WRAPPER))
    [pipelines] = await ha.ws([{"type": "assist_pipeline/pipeline/list"}])
    preferred = next(
        p for p in pipelines["pipelines"] if p["id"] == pipelines["preferred_pipeline"]
    )
    fields = {k: v for k, v in preferred.items() if k != "id"}
    await ha.ws(
        [
            {
                "type": "assist_pipeline/pipeline/update",
                "pipeline_id": preferred["id"],
                **fields,
                "conversation_engine": WRAPPER,
            }
        ]
    )
    agents.by_apis[API] = first
    return agents, {"offer": offer}


async def _has_state(ha: HomeAssistant, entity_id: str) -> bool:
    status, _ = await ha.request("GET", f"/api/states/{entity_id}", ok=False)
    return status == 200


async def async_add_agents(ha: HomeAssistant, agents: Agents) -> None:
    """The other agents of the table."""
    for key, name, apis in (
        ("assist", "Ollama Assist", ["assist"]),
        ("none", "Ollama no API", []),
        ("both", "Ollama both", ["assist", API]),
    ):
        agents.by_apis[key] = await async_add_agent(ha, agents.ollama_entry, name, apis)


async def async_set_target(
    ha: HomeAssistant, agent_id: str, *, use_api: bool = False
) -> dict[str, Any]:
    """Point the wrapper at an agent through the options flow; answers its offer with ``use_api``."""
    _, entries = await ha.request(
        "GET", "/api/config/config_entries/entry?domain=context_retrieval"
    )
    entry_id = entries[0]["entry_id"]
    _, form = await ha.request(
        "POST", "/api/config/config_entries/options/flow", {"handler": entry_id}
    )
    # The semantic side stays as the entry has it: turning the built-in model on installs it,
    # which a Home Assistant run with --skip-pip (scripts/develop) refuses when it is missing.
    semantic = next(f for f in form["data_schema"] if f["name"] == "semantic")
    _, result = await ha.request(
        "POST",
        f"/api/config/config_entries/options/flow/{form['flow_id']}",
        {
            "top_k": 5,
            "clarify_margin": 0.05,
            "semantic": bool(semantic["description"]["suggested_value"]),
            "target_agent": agent_id,
        },
    )
    shown = result
    if result.get("type") == "form":
        answer = {"use_api": use_api} if result["step_id"] != "not_llm" else {}
        _, result = await ha.request(
            "POST", f"/api/config/config_entries/options/flow/{form['flow_id']}", answer
        )
    if result.get("type") != "create_entry":
        raise HomeAssistantError(f"options flow: {result}")

    async def reloaded() -> bool:
        _, found = await ha.request(
            "GET", "/api/config/config_entries/entry?domain=context_retrieval"
        )
        return bool(found[0]["state"] == "loaded")

    await ha.wait_until("Context Retrieval reloaded", reloaded)
    return shown


@dataclass
class Turn:
    """What one request cost: the model requests it caused."""

    text: str
    requests: list[ChatRequest]
    speech: str
    response: dict[str, Any]


async def async_turn(
    ha: HomeAssistant,
    server: OllamaServer,
    text: str,
    agent_id: str,
    conversation_id: str | None,
    language: str,
) -> Turn:
    before = len(server.requests)
    result = await ha.converse(text, agent_id, conversation_id, language)
    speech = result["response"]["speech"].get("plain", {}).get("speech", "")
    return Turn(text, server.requests[before:], speech, result)


async def async_measure(
    ha: HomeAssistant, server: OllamaServer, agents: Agents, setup: SetUp, home: str
) -> dict[str, Any]:
    """Send the six requests (each its own conversation); tokens and tools of the first model
    request of each turn."""
    agent = agents.by_apis[setup.agent]
    if setup.wrapper:
        await async_set_target(ha, agent, use_api=False)
    talk_to = WRAPPER if setup.wrapper else agent
    tokens: list[int] = []
    tools: list[int] = []
    asked = 0
    for text in REQUESTS["en" if home == "en" else "zh"]:
        turn = await async_turn(
            ha, server, text, talk_to, None, LANGUAGE["en" if home == "en" else "zh"]
        )
        if not turn.requests:
            asked += 1  # the wrapper asked its own question: the model was not called
            continue
        tokens.append(turn.requests[0].tokens)
        tools.append(len(turn.requests[0].tools))
    return {
        "setup": setup.key,
        "label": setup.label,
        "tokens": round(sum(tokens) / len(tokens)) if tokens else 0,
        "tools": max(tools) if tools else 0,
        "model_turns": len(tokens),
        "asked": asked,
    }
