"""The set-ups users end up with, end to end, on every Home Assistant release we claim.

Each test runs a real Home Assistant process (``scripts/develop --no-entry``; 2026.10.4 from
``.venv``, the other releases from ``.ha/VERSION`` made by ``scripts/ha-env``) with the bundled
demo home and the core ``ollama`` integration, whose real client talks to a loopback server
that speaks Ollama's HTTP API, records every request and answers as a scripted model. Everything
is set up through the flows the UI uses (REST and websocket), as a new user would.

What the model receives is read off the recorded requests: tokens (system prompt + tools JSON,
one per CJK character, one per four other characters), tools, the devices in the prompt.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest

from devtools import agent_setups as S
from devtools.ha_process import HomeAssistant, run_home_assistant
from devtools.ollama_server import OllamaServer, serve_ollama

CALL = "context_retrieval__call_service"
STATE = "context_retrieval__get_state"
VERSIONS = [
    pytest.param(None, id="2026.10.4"),
    pytest.param("2026.11.0", id="2026.11.0"),
    pytest.param("2026.8.0", id="2026.8.0"),
]


def _call(entity_id: str, service: str) -> tuple[str, dict[str, Any]]:
    return CALL, {"entity_id": [entity_id], "service": service}


def _tool_error(request: Any) -> Any:
    return request.tool_results[-1]


async def _recommended_and_table(ha: HomeAssistant, server: OllamaServer) -> dict[str, Any]:
    agents, forms = await S.async_recommended(ha, server)
    # The config flow offered the switch because the agent had Assist; nothing is left to repair.
    assert forms["offer"]["step_id"] == "assist_api"
    assert forms["offer"]["description_placeholders"]["apis"] == "assist"
    assert await ha.issues() == {}
    [pipelines] = await ha.ws([{"type": "assist_pipeline/pipeline/list"}])
    preferred = next(
        p for p in pipelines["pipelines"] if p["id"] == pipelines["preferred_pipeline"]
    )
    assert preferred["conversation_engine"] == S.WRAPPER

    await S.async_add_agents(ha, agents)
    rows: dict[str, dict[str, Any]] = {}
    for setup in S.SETUPS:
        rows[setup.key] = await S.async_measure(ha, server, agents, setup, "zh")
        rows[setup.key]["issues"] = sorted(await ha.issues())
    base = rows["assist"]["tokens"]
    assert rows["assist"]["tools"] > 30
    assert rows["both"]["tools"] == rows["assist"]["tools"] + 2
    assert rows["both"]["tokens"] > base
    for key in ("api", "wrapper_api"):
        assert rows[key]["tools"] == 2, rows[key]
        assert rows[key]["tokens"] <= 0.15 * base, (rows[key], base)
        assert rows[key]["model_turns"] == 6
    assert rows["wrapper_none"]["tools"] == 0
    # Every set-up that loses the saving or the restriction has its repair issue.
    both = f"agent_both_apis.{agents.by_apis['both']}"
    assert rows["wrapper_assist"]["issues"] == sorted(["target_assist_api", both])
    assert rows["wrapper_none"]["issues"] == sorted(["target_no_api", both])
    assert rows["wrapper_api"]["issues"] == [both]
    return {"agents": agents, "rows": rows}


async def _acting(ha: HomeAssistant, server: OllamaServer, agents: S.Agents) -> None:
    """Only retrieved entities and their services, through the recommended set-up; Assist
    reaches anything."""
    await S.async_set_target(ha, agents.by_apis["context_retrieval"])
    conversation = None
    server.scripts["打开客厅主灯"] = [_call("light.living_room_ceiling", "light.turn_on")]
    turn = await S.async_turn(ha, server, "打开客厅主灯", S.WRAPPER, conversation, "zh-Hans")
    conversation = turn.response["conversation_id"]
    assert await ha.state("light.living_room_ceiling") == "on"
    assert turn.requests[1].tool_results[-1]["data"]["success"] is True
    # An entity retrieved for the previous turn, a service that does not apply: both refused.
    server.scripts["关闭餐吊灯"] = [
        _call("light.living_room_ceiling", "light.turn_off"),
        _call("light.dining_room_chandelier", "cover.open_cover"),
        _call("light.dining_room_chandelier", "light.turn_off"),
    ]
    await ha.request(
        "POST", "/api/services/light/turn_on", {"entity_id": "light.dining_room_chandelier"}
    )
    turn = await S.async_turn(ha, server, "关闭餐吊灯", S.WRAPPER, conversation, "zh-Hans")
    first = turn.requests[0]
    assert "light.dining_room_chandelier" in first.system, "turn 2 must list turn 2's devices"
    refusals = [r.tool_results[-1] for r in turn.requests[1:3]]
    assert [r["error"] for r in refusals] == [True, True]
    assert refusals[0]["data"]["error"] == "entity_not_retrieved"
    assert refusals[1]["data"]["error"] == "service_not_permitted"
    assert await ha.state("light.living_room_ceiling") == "on"
    assert await ha.state("light.dining_room_chandelier") == "off"
    # A reference to the turn before: "it" is the chandelier.
    server.scripts["把它打开"] = [_call("light.dining_room_chandelier", "light.turn_on")]
    turn = await S.async_turn(ha, server, "把它打开", S.WRAPPER, conversation, "zh-Hans")
    assert "light.dining_room_chandelier" in turn.requests[0].system
    assert "light.turn_on" in turn.requests[0].system
    assert await ha.state("light.dining_room_chandelier") == "on"

    # Least privilege: asked whether the front door is locked, the model may read it and
    # nothing else (issue #10: lock.unlock and lock.open were accepted and executed).
    lock_state = await ha.state("lock.front_door")
    server.scripts["大门锁了吗"] = [
        _call("lock.front_door", "lock.unlock"),
        _call("lock.front_door", "lock.open"),
        (STATE, {"entity_id": "lock.front_door"}),
    ]
    turn = await S.async_turn(ha, server, "大门锁了吗", S.WRAPPER, None, "zh-Hans")
    unlock, open_, read = (r.tool_results[-1] for r in turn.requests[1:4])
    assert unlock["error"] and unlock["data"]["error"] == "service_not_permitted"
    assert open_["error"] and open_["data"]["error"] == "service_not_permitted"
    assert read["data"]["state"] == lock_state
    assert await ha.state("lock.front_door") == lock_state

    # Assist: the model switches on a device the request never named.
    assist = agents.by_apis["assist"]
    await ha.request(
        "POST", "/api/services/light/turn_off", {"entity_id": "light.dining_room_chandelier"}
    )

    def assist_turn_on(body: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        name = next(
            t["function"]["name"]
            for t in body["tools"]
            if t["function"]["name"].endswith("HassTurnOn")
        )
        return name, {"name": "餐吊灯"}

    server.scripts["打开客厅主灯"] = [assist_turn_on]
    await S.async_turn(ha, server, "打开客厅主灯", assist, None, "zh-Hans")
    assert await ha.state("light.dining_room_chandelier") == "on"


async def _clarification(ha: HomeAssistant, server: OllamaServer) -> None:
    """The wrapper asks by itself (no model call), and the answer reaches the model resolved."""
    asked = await S.async_turn(ha, server, "打开筒灯", S.WRAPPER, None, "zh-Hans")
    assert asked.requests == []
    assert asked.response["continue_conversation"] is True
    # Downlights in four rooms: the engine asks which room (it listed them before).
    assert asked.speech.startswith("哪个房间的筒灯")
    server.scripts["餐厅的"] = [_call("light.dining_room_downlight", "light.turn_on")]
    answered = await S.async_turn(
        ha, server, "餐厅的", S.WRAPPER, asked.response["conversation_id"], "zh-Hans"
    )
    assert "light.dining_room_downlight" in answered.requests[0].system
    assert "light.living_room_downlight_1" not in answered.requests[0].system
    assert await ha.state("light.dining_room_downlight") == "on"


async def _api_alone_across_turns(
    ha: HomeAssistant, server: OllamaServer, agents: S.Agents
) -> dict[str, Any]:
    """The API without the wrapper: a later turn's devices, whether or not Home Assistant
    reuses the first turn's prompt (2026.11 does); the round trips each turn took."""
    agent = agents.by_apis["context_retrieval"]
    server.scripts["打开客厅主灯"] = [_call("light.living_room_ceiling", "light.turn_on")]
    first = await S.async_turn(ha, server, "打开客厅主灯", agent, None, "zh-Hans")
    conversation = first.response["conversation_id"]

    def refresh_if_stale(body: dict[str, Any]) -> tuple[str, dict[str, Any]]:
        system = body["messages"][0]["content"]
        if "light.dining_room_chandelier" in system:
            return _call("light.dining_room_chandelier", "light.turn_off")
        return STATE, {}

    def act(body: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
        return _call("light.dining_room_chandelier", "light.turn_off")

    server.scripts["关闭餐吊灯"] = [refresh_if_stale, act]
    await ha.request(
        "POST", "/api/services/light/turn_on", {"entity_id": "light.dining_room_chandelier"}
    )
    second = await S.async_turn(ha, server, "关闭餐吊灯", agent, conversation, "zh-Hans")
    assert await ha.state("light.dining_room_chandelier") == "off"
    stale = "light.dining_room_chandelier" not in second.requests[0].system
    if stale:  # the reused prompt: the state tool answered with this turn's devices
        refreshed = second.requests[1].tool_results[-1]["data"]
        assert "light.dining_room_chandelier" in json.dumps(refreshed)
    return {
        "prompt_reused": stale,
        "round_trips_first": len(first.requests),
        "round_trips_second": len(second.requests),
    }


async def _agent_deleted(ha: HomeAssistant, agents: S.Agents) -> None:
    """Deleting the target agent raises the repair at once; its fix flow picks another."""
    target = agents.by_apis["context_retrieval"]
    [subentries] = await ha.ws(
        [{"type": "config_entries/subentries/list", "entry_id": agents.ollama_entry}]
    )
    _, states = await ha.request("GET", f"/api/states/{target}")
    name = states["attributes"]["friendly_name"]
    subentry = next(s for s in subentries if s["title"] == name)
    await ha.ws(
        [
            {
                "type": "config_entries/subentries/delete",
                "entry_id": agents.ollama_entry,
                "subentry_id": subentry["subentry_id"],
            }
        ]
    )

    async def missing() -> bool:
        return "target_agent_missing" in await ha.issues()

    await ha.wait_until("the missing-agent repair", missing, 10)
    _, flow = await ha.request(
        "POST",
        "/api/repairs/issues/fix",
        {"handler": "context_retrieval", "issue_id": "target_agent_missing"},
    )
    assert flow["step_id"] == "choose"
    _, flow = await ha.request(
        "POST",
        f"/api/repairs/issues/fix/{flow['flow_id']}",
        {"target_agent": agents.by_apis["none"]},
    )
    assert flow["step_id"] == "no_api"
    _, flow = await ha.request(
        "POST", f"/api/repairs/issues/fix/{flow['flow_id']}", {"use_api": True}
    )
    assert flow["type"] == "create_entry"

    async def repaired() -> bool:
        return not {"target_agent_missing", "target_no_api"} & set(await ha.issues())

    await ha.wait_until("the repairs cleared", repaired, 15)


async def _scenario(version: str | None, tmp: Path) -> dict[str, Any]:
    started = time.monotonic()
    async with serve_ollama() as server, run_home_assistant(tmp / "ha", version=version) as ha:
        found = await _recommended_and_table(ha, server)
        agents = found["agents"]
        await _acting(ha, server, agents)
        await _clarification(ha, server)
        found["api_alone"] = await _api_alone_across_turns(ha, server, agents)
        await _agent_deleted(ha, agents)
        found["version"] = ha.version
        found["timings"] = {**ha.timings, "total_s": round(time.monotonic() - started, 1)}
    return found


@pytest.mark.parametrize("version", VERSIONS)
def test_set_ups_end_to_end(version: str | None, tmp_path: Path, socket_enabled: None) -> None:
    """The recommended set-up through the flows, the table, acting, clarifying, later turns,
    and the repairs, on one Home Assistant release."""
    found = asyncio.run(_scenario(version, tmp_path))
    print(json.dumps({k: v for k, v in found.items() if k != "agents"}, ensure_ascii=False))
    if found["version"] == "2026.11.0":
        # The prompt of the first turn is reused: one more round trip fetches this turn's devices.
        assert found["api_alone"]["prompt_reused"] is True
        assert (
            found["api_alone"]["round_trips_second"] == found["api_alone"]["round_trips_first"] + 1
        )
    else:
        assert found["api_alone"]["prompt_reused"] is False


@pytest.mark.parametrize("version", VERSIONS[:2])
def test_thousand_entities(version: str | None, tmp_path: Path, socket_enabled: None) -> None:
    """A 1,000-entity home: the right set-ups give the model at most 2 % of Assist's tokens
    (issue #9), with the short instructions and enum-free tool schemas of issue #10."""
    from devtools.agent_bench import async_bench_home

    wanted = tuple(s for s in S.SETUPS if s.key in ("assist", "api", "wrapper_api"))
    run = asyncio.run(async_bench_home(version, "1000", tmp_path, wanted))
    rows = {row["setup"]: row for row in run["rows"]}
    print(json.dumps(run, ensure_ascii=False))
    for key in ("api", "wrapper_api"):
        assert rows[key]["tools"] == 2
        assert rows[key]["model_turns"] + rows[key]["asked"] == 6, rows[key]
        assert rows[key]["tokens"] <= 0.02 * rows["assist"]["tokens"], (rows[key], rows["assist"])
