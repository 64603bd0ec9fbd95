"""Least privilege (engine/permissions.py): what a tool call may use, per retrieved entity.

The sweep runs every demo case as Home Assistant runs it (local parser, conversation history)
and checks that no security-relevant service is ever permitted that the case's own label
does not ask for, and that the YAML offers exactly what is permitted.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import yaml
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.dialogue import aconverse
from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.permissions import (
    SAME_INTENT,
    alternatives,
    is_mains_valve,
    is_security_relevant,
    merged,
    permitted_services,
)
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import RetrievalResult
from custom_components.context_retrieval.engine.state import ConversationState
from devtools.homes import HOMES_DIR

ROOT = Path(__file__).resolve().parents[2]
CASES = [ROOT / "eval" / "cases_demo_zh.jsonl", ROOT / "eval" / "cases_demo_en.jsonl"]


class Home_:
    """A demo home with its retriever and local parser."""

    def __init__(self, home: Home) -> None:
        self.home = home
        self.retriever = Retriever(home)
        self.parser = LocalParser(home)

    def converse(self, *texts: str, area: str | None = None) -> RetrievalResult:
        """One conversation; the last turn's result."""
        state = ConversationState()

        async def parse(text: str) -> list[Command]:
            return self.parser.parse(text)

        async def run() -> RetrievalResult:
            result = None
            for text in texts:
                result = await aconverse(self.retriever, state, text, parse, context_area=area)
            assert result is not None
            return result

        return asyncio.run(run())


@pytest.fixture(scope="module")
def zh() -> Home_:
    return Home_(load_home(HOMES_DIR / "demo_home_zh.json"))


@pytest.fixture(scope="module")
def en() -> Home_:
    return Home_(load_home(HOMES_DIR / "demo_home_en.json"))


def _permitted(result: RetrievalResult) -> dict[str, set[str]]:
    return {e: set(s) for e, s in merged(result.commands).items()}


def test_security_relevant_kinds(zh: Home_) -> None:
    entities = zh.home.entities
    relevant = {e for e, entity in entities.items() if is_security_relevant(entity)}
    assert {
        "lock.front_door",
        "lock.back_door",
        "alarm_control_panel.home_security",
        "valve.kitchen_gas_valve",
        "siren.entrance_siren",
        "cover.garage_door",
        "cover.garden_gate",
    } <= relevant
    assert "cover.living_room_curtain" not in relevant
    assert "light.living_room_ceiling" not in relevant


def test_same_intent_is_never_the_opposite() -> None:
    """An alternative never undoes what was asked, and every one is a real alternative."""
    opposites = [
        ("turn_on", "turn_off"),
        ("open", "close"),
        ("increase", "decrease"),
        ("volume_up", "volume_down"),
        ("lock", "unlock"),
        ("arm", "disarm"),
    ]
    for service, others in SAME_INTENT.items():
        assert service not in others
        for other in others:
            assert other.partition(".")[0] == service.partition(".")[0]
            for a, b in opposites:
                assert not (a in service and b in other), (service, other)
                assert not (b in service and a in other), (service, other)
    assert alternatives("light.turn_on") == {"light.turn_on"}
    assert "light.toggle" not in alternatives("light.turn_on")
    assert alternatives("fan.decrease_speed") >= {"fan.set_percentage"}
    assert "fan.increase_speed" not in alternatives("fan.set_percentage")


def test_a_question_permits_nothing(zh: Home_, en: Home_) -> None:
    """Issue #10: asked whether the front door is locked, unlock and open were callable."""
    result = zh.converse("大门锁了吗")
    assert "lock.front_door" in [c.entity_id for c in result.commands[0].shown_candidates]
    assert _permitted(result) == {}
    assert "read_state" in result.yaml and "lock.unlock" not in result.yaml
    assert _permitted(en.converse("is the front door locked?")) == {}


def test_asked_action_on_the_entity_only(zh: Home_, en: Home_) -> None:
    assert _permitted(zh.converse("打开大门")) == {"lock.front_door": {"lock.unlock"}}
    assert _permitted(zh.converse("大门锁了吗", "那把它锁上")) == {"lock.front_door": {"lock.lock"}}
    assert _permitted(en.converse("is the front door locked?", "unlock it")) == {
        "lock.front_door": {"lock.unlock"}
    }
    assert _permitted(zh.converse("打开车库门")) == {"cover.garage_door": {"cover.open_cover"}}


def test_no_verb_no_security_service(zh: Home_) -> None:
    """A request that says no action gets no security service guessed for it."""
    for text in ("燃气阀门", "车库门", "家庭安防"):
        permitted = _permitted(zh.converse(text))
        assert not any(is_security_relevant(zh.home.entities[e]) for e in permitted), text


def test_a_set_takes_security_devices_only_by_their_kind(zh: Home_, en: Home_) -> None:
    everything = _permitted(zh.converse("关掉所有设备"))
    assert "light.living_room_ceiling" in everything
    assert not any(is_security_relevant(zh.home.entities[e]) for e in everything)
    # The gas valve and the water main are opened by their names only; closed by the kind.
    valves = _permitted(zh.converse("打开所有阀门"))
    assert valves == {"valve.garden_irrigation": {"valve.open_valve"}}
    shut = _permitted(zh.converse("关闭所有阀门"))
    assert set(shut) == {
        "valve.kitchen_gas_valve",
        "valve.garden_irrigation",
        "valve.main_water_valve",
    }
    kitchen = _permitted(en.converse("turn off everything in the kitchen"))
    assert "valve.kitchen_gas_valve" not in kitchen


def _acted(result: RetrievalResult) -> set[str]:
    """The entities the request's sets act on (what retrieval answered, not what is permitted)."""
    return {e for command in result.commands for g in command.groups for e in g.entity_ids}


def test_a_room_presses_no_button_and_opens_no_gate_or_valve(en: Home_, zh: Home_) -> None:
    """Bulk retrieval and permissions follow one rule (:func:`taken_in_set`): a room switched on
    or off leaves its buttons, scripts, valves, gates and locks alone."""
    for home, text in (
        (en, "switch off everything in the kitchen"),
        (en, "please turn the storage room on"),
        (en, "switch the garden on"),
        (zh, "把花园都打开"),
        (zh, "储藏室全部打开"),
    ):
        result = home.converse(text)
        acted = _acted(result) | set(_permitted(result))
        assert acted, text
        held = {
            e for e in acted if e.split(".")[0] in ("button", "script", "scene", "valve", "lock")
        }
        assert not held, (text, held)
        assert "cover.garden_gate" not in acted, text


def test_a_curtain_word_opens_no_gate(zh: Home_) -> None:
    acted = _acted(zh.converse("把所有的帘子都拉开"))
    assert "cover.living_room_curtain" in acted
    assert not acted & {"cover.garden_gate", "cover.garage_door"}


def test_mains_valve_opens_by_name(en: Home_) -> None:
    assert is_mains_valve(en.home.entities["valve.main_water_valve"])
    assert is_mains_valve(en.home.entities["valve.kitchen_gas_valve"])
    assert not is_mains_valve(en.home.entities["valve.garden_irrigation"])
    assert _acted(en.converse("open all of the valves")) == {"valve.garden_irrigation"}
    permitted = _permitted(en.converse("open the main water valve"))
    assert permitted == {"valve.main_water_valve": {"valve.open_valve"}}


def test_alternatives_within_the_intent(zh: Home_) -> None:
    assert _permitted(zh.converse("打开客厅的窗帘")) == {
        "cover.living_room_curtain": {"cover.open_cover", "cover.set_cover_position"}
    }
    slower = _permitted(zh.converse("把风扇调慢一点"))
    [(_, services)] = slower.items()
    assert "fan.increase_speed" not in services and "fan.turn_off" not in services
    lights = _permitted(zh.converse("关掉客厅的灯"))
    assert lights and all(s == {"light.turn_off"} for s in lights.values())


def test_clarification_and_no_match_permit_nothing(zh: Home_) -> None:
    asked = zh.converse("打开吸顶灯")
    assert asked.question and _permitted(asked) == {}
    assert _permitted(zh.converse("打开飞船")) == {}
    answered = zh.converse("打开客厅筒灯", "第一个")
    [(_, services)] = _permitted(answered).items()
    assert services == {"light.turn_on"}
    # One command asks: the whole request waits for the answer (the study has no humidifier,
    # so its room does not carry to the second request, and two humidifiers remain).
    both = zh.converse("书房空调调到26度，加湿器也打开")
    assert both.question and _permitted(both) == {}


def test_response_carries_the_permissions(zh: Home_) -> None:
    data = zh.converse("关掉客厅的灯").to_json()
    permitted = data["commands"][0]["permitted"]
    assert permitted["light.living_room_ceiling"] == ["light.turn_off"]
    json.dumps(data)


def test_runner_up_security_device_is_shown_to_read(zh: Home_) -> None:
    """A runner-up shown beside the best match cannot take a security service."""
    result = zh.converse("打开大门")
    command = result.commands[0]
    for candidate in command.shown_candidates[1:]:
        entity = zh.home.entities[candidate.entity_id]
        if is_security_relevant(entity):
            assert candidate.entity_id not in command.permitted


def test_permissions_are_empty_without_an_action_result(zh: Home_) -> None:
    result = zh.converse("打开大门")
    command = result.commands[0]
    unsaid = replace(
        command, command=replace(command.command, action=None, evidence={"name_hint": "大门"})
    )
    assert permitted_services(unsaid, zh.home, zh.retriever.catalog) == {}


# ------------------------------------------------------------------------------ the sweep


def _cases() -> Iterator[dict[str, Any]]:
    for path in CASES:
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            case["home_path"] = (path.parent / case["home"]).resolve()
            yield case


def _requested(case: dict[str, Any]) -> set[tuple[str, str]]:
    expected = case.get("expected")
    wanted = expected if isinstance(expected, list) else [expected]
    return {
        (entity_id, exp.get("service"))
        for exp in wanted
        if isinstance(exp, dict) and not exp.get("no_match")
        for entity_id in exp.get("entity_ids") or []
    }


_ID = re.compile(r"^(?:- )?id: (\S+)$")


def _yaml_offers(result: RetrievalResult) -> dict[str, set[str]]:
    """What the YAML offers to call: each device's commands, each group's targets."""
    document = yaml.safe_load(result.yaml.split("\n", 1)[1]) or {}
    offers: dict[str, set[str]] = {}
    for device in document.get("devices") or []:
        for command in device.get("commands") or []:
            if command["id"] != "read_state":
                offers.setdefault(device["id"], set()).add(command["id"])
    for group in document.get("groups") or []:
        for target in group["targets"]:
            if group["service"] != "read_state":
                offers.setdefault(target.split(":")[0], set()).add(group["service"])
    return offers


def test_sweep_every_demo_case(zh: Home_, en: Home_) -> None:
    """Issue #10's sweep: over the 851 demo cases, no security-relevant service is callable
    that the request did not ask for, and the YAML offers exactly what the tools permit."""
    homes = {
        HOMES_DIR.resolve() / "demo_home_zh.json": zh,
        HOMES_DIR.resolve() / "demo_home_en.json": en,
    }
    cases = violations = offered_security = 0
    problems: list[str] = []
    for case in _cases():
        home = homes[case["home_path"]]
        result = home.converse(
            *(case.get("history") or []),
            case["query"],
            area=(case.get("context") or {}).get("area"),
        )
        cases += 1
        requested = _requested(case)
        permitted = _permitted(result)
        for entity_id, services in permitted.items():
            if not is_security_relevant(home.home.entities[entity_id]):
                continue
            for service in services:
                offered_security += 1
                if (entity_id, service) not in requested:
                    violations += 1
                    problems.append(f"{case['id']} {case['query']!r}: {service} on {entity_id}")
        offers = _yaml_offers(result)
        for entity_id, services in offers.items():
            if not services <= permitted.get(entity_id, set()):
                problems.append(f"{case['id']}: the YAML offers {services} on {entity_id}")
        if result.question:
            assert permitted == {}, case["id"]
    assert cases == 851
    assert violations == 0 and not problems, "\n".join(problems[:20])
    assert offered_security > 20  # the requests that ask to lock, open a valve, arm ... still can


def test_a_room_word_names_its_own_door_and_a_kind_word_its_kind() -> None:
    """ "open the garage" opens the garage's own door (its name holds the room word), not the
    gate kept in the same room; a kind said as a word the home has no name for still names it."""
    home = Home_(load_home(ROOT / "eval" / "homes" / "townhouse_en.json"))
    acted = _acted(home.converse("please open up the garage"))
    assert "cover.myq_garage_door" in acted
    assert "cover.driveway_gate" not in acted
    colonial = Home_(load_home(ROOT / "eval" / "homes" / "colonial_us_en.json"))
    assert _acted(colonial.converse("switch every sprinkler off")) == {
        "valve.back_lawn",
        "valve.garden_beds",
        "valve.front_lawn",
    }


def test_a_reference_names_what_it_refers_to(en: Home_) -> None:
    result = en.converse("are the doors locked", "lock every one of them")
    assert {"lock.front_door", "lock.back_door"} <= _acted(result)


def test_what_a_set_holds_back_counts_towards_too_many(zh: Home_) -> None:
    """Everything in the home is too many to act on, whether or not its locks are left out."""
    result = zh.converse("全部都关了")
    assert [c.hint for c in result.commands] == ["too_many_targets"]


def test_a_reference_to_several_opens_no_mains_valve(en: Home_) -> None:
    """ "open them" after every valve was asked about names none of them: the gas valve and the
    water main stay shut; a reference to the one valve just named still opens it."""
    several = _permitted(en.converse("are any valves closed", "open them"))
    assert not {"valve.kitchen_gas_valve", "valve.main_water_valve"} & set(several)
    one = _permitted(en.converse("close the main water valve", "open it again"))
    assert "valve.main_water_valve" in one


def test_a_room_word_is_matched_as_a_whole_word() -> None:
    """A room said opens a door its name holds as a word: "the hall" is no "Hallway Door"."""
    home = Home_(
        home_of(
            "en",
            {"hall": "Hall", "hallway": "Hallway"},
            entity("cover.hallway_door", "Hallway Door", "hall", device_class="door"),
            entity("light.hall", "Hall Light", "hall"),
        )
    )
    result = home.converse("open the hall")
    assert "cover.hallway_door" not in _acted(result) | set(_permitted(result))


def test_a_reference_to_several_may_still_shut_them(en: Home_) -> None:
    """Shutting is the safe direction: "close them" after a room's devices were asked about
    still closes the doors among them, as "open them" would not open them."""
    shut = _permitted(en.converse("what's in the garage", "close them"))
    assert shut.get("cover.garage_door") == {"cover.close_cover"}
    opened = _permitted(en.converse("what's in the garage", "open them"))
    assert "cover.garage_door" not in opened
