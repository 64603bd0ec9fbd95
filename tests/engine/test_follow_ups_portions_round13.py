"""Follow-ups read as a class (issue #13, round 13): a follow-up that says only an amount, a
position, a portion of a setting or a mode names no device and continues the previous command's
target. A portion word alone ("half", "a third") is the device just mentioned's own setting,
not a cover's position; "fully" / "all the way" alone carries the change just asked for to its
end; "instead" is never a name; a portion of a feeling word ("half as loud") is a setting, not
a complaint about the room.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from home_builders import demo_home, last_answer

from custom_components.context_retrieval.engine.catalog import LEVEL
from custom_components.context_retrieval.engine.local_parser import LocalParser


def _last(*turns: str) -> tuple[list[str], str | None, str | None]:
    """The last turn's one command retrieved in one conversation on the English demo home:
    its candidates, first service and hint."""
    return last_answer(demo_home("en"), *turns)


# ---- a portion alone: the device just mentioned's own setting -------------------------------------


@pytest.mark.parametrize("said", ["a third please", "make it half", "roughly a quarter"])
def test_a_portion_alone_is_the_previous_devices_own_setting(
    demo_en: LocalParser, said: str
) -> None:
    [command] = demo_en.parse(said)
    assert command.refers_back
    assert command.type_hint is None
    assert set(command.params) == {LEVEL}


def test_a_portion_with_a_cover_verb_stays_a_position(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("lower it a third")
    assert command.type_hint == "cover"
    assert "position" in command.params


def test_a_portion_after_a_fan_sets_its_speed() -> None:
    ids, service, _ = _last("start the fan in the master bedroom", "a quarter please")
    assert ids[:1] == ["fan.master_bedroom_fan"]
    assert service == "fan.set_percentage"


def test_a_portion_after_a_cover_sets_its_position() -> None:
    ids, service, _ = _last("raise the roller blind", "make it a third")
    assert ids[:1] == ["cover.dining_room_blind"]
    assert service == "cover.set_cover_position"


# ---- fully / all the way alone --------------------------------------------------------------------


@pytest.mark.parametrize("said", ["fully", "completely please"])
def test_to_the_end_alone_continues_the_previous_request(demo_en: LocalParser, said: str) -> None:
    [command] = demo_en.parse(said)
    assert command.refers_back
    assert command.action is None


def test_to_the_end_alone_repeats_the_previous_action() -> None:
    ids, service, _ = _last("lower the blackout blind", "completely")
    assert ids[:1] == ["cover.master_bedroom_blackout_blind"]
    assert service == "cover.close_cover"


def test_to_the_end_with_a_verb_stays_a_filler(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("shut the roller blind fully")
    assert command.action == "close"
    assert not command.params


# ---- a portion of a feeling word; a mode "instead" -------------------------------------------------


def test_a_portion_of_a_feeling_is_a_setting_of_the_previous_device(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("only half as bright")
    assert command.refers_back
    assert not command.area_wide


def test_a_portion_of_a_feeling_after_a_lamp() -> None:
    ids, service, _ = _last("switch on old buddy", "half as bright then")
    assert ids[:1] == ["light.study_desk_lamp"]
    assert service == "light.turn_on"


def test_instead_is_never_a_name(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("dry mode instead")
    assert command.name_hint is None
    assert command.params == {"hvac_mode": "dry"}


def test_a_mode_instead_after_an_ac() -> None:
    ids, service, _ = _last("switch the grandparents' room air con on", "auto mode instead")
    assert ids[:1] == ["climate.elder_room_ac"]
    assert service == "climate.set_hvac_mode"
