"""Follow-ups read as a class (issue #13, round 12): "here" with no device said to a satellite
is its room, to which the previous request is carried as to a room named; a correction that
names the device with "wrong one" keeps the previous action; "not that much", "back it up a
notch" and "go back to how it was" take the last change back (a step by the step the other
way).

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from home_builders import demo_home, last_answer

from custom_components.context_retrieval.engine.changes import undone
from custom_components.context_retrieval.engine.ir import HERE, Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.restated import restated


def _last(*turns: str, area: str | None = None) -> tuple[list[str], str | None, str | None]:
    """The last turn's one command retrieved in one conversation on the English demo home,
    said to a satellite in ``area``: its candidates, first service and hint."""
    return last_answer(demo_home("en"), *turns, area=area)


# ---- "here" as the satellite's room --------------------------------------------------------------


@pytest.mark.parametrize("said", ["and out here", "same down here", "now in here as well"])
def test_here_alone_is_a_room_the_request_is_carried_to(demo_en: LocalParser, said: str) -> None:
    [command] = demo_en.parse(said)
    assert command.scope_include == (HERE,)


def test_here_with_a_device_stays_the_devices_scope(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("switch the lamp on up here")
    assert command.scope_include == ()
    assert command.action == "turn on"


def test_the_previous_action_on_the_kind_in_the_satellites_room() -> None:
    ids, service, _ = _last(
        "switch off the air conditioner in the study", "and down here", area="living_room"
    )
    assert ids == ["climate.living_room_ac"]
    assert service == "climate.turn_off"


def test_a_reading_asked_again_here() -> None:
    ids, service, _ = _last(
        "how warm is the master bedroom", "what about up here?", area="kids_room"
    )
    assert ids == ["sensor.kids_room_temperature"]
    assert service is None


def test_a_kind_the_satellites_room_lacks_is_nothing() -> None:
    ids, _, hint = _last("turn the humidifier in the kids room on", "same in here", area="garage")
    assert hint == "no_match"
    assert ids == []


# ---- a correction naming the device ----------------------------------------------------------


def test_wrong_one_naming_the_device_keeps_the_previous_action() -> None:
    ids, service, _ = _last(
        "turn off the ceiling light in the guest bedroom", "wrong one, the table lamp"
    )
    assert ids[0] == "light.second_bedroom_desk_lamp"
    assert service == "light.turn_off"


# ---- the last change taken back ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("hmm not so much", "hmm undo that"),
        ("back them down 1 notch", "undo that"),
        ("please go back to the way it was", "please put it back"),
        ("not that much, take it back a bit", "undo that"),
    ],
)
def test_taking_back_the_last_change_is_read_as_undo(said: str, read: str) -> None:
    assert restated(said) == read


@pytest.mark.parametrize(
    ("turns", "entity", "service"),
    [
        (
            ("turn the study speaker up", "no, not so much"),
            "media_player.study_speaker",
            "media_player.volume_down",
        ),
        (
            ("turn the tv down", "back it up a bit"),
            "media_player.living_room_tv",
            "media_player.volume_up",
        ),
        (
            ("slow the fan in the master bedroom down", "go back to how it was"),
            "fan.master_bedroom_fan",
            "fan.increase_speed",
        ),
        (
            ("open the guest bedroom curtain", "go back to how it was"),
            "cover.second_bedroom_curtain",
            "cover.close_cover",
        ),
    ],
)
def test_the_last_change_taken_back(turns: tuple[str, ...], entity: str, service: str) -> None:
    ids, first, _ = _last(*turns)
    assert ids[0] == entity
    assert first == service


def test_a_step_is_undone_by_the_step_the_other_way() -> None:
    last = Command(
        raw="dim it",
        action="dim",
        resolved_services=frozenset({"turn_on"}),
        params={"brightness_step_pct": -20},
    )
    back = undone(Command(raw="undo that"), last, "en")
    assert back is not None
    assert back.params == {"brightness_step_pct": 20}
    assert back.action == "brighten"


def test_a_value_set_is_still_not_undone() -> None:
    last = Command(
        raw="set it to 22",
        action="set",
        resolved_services=frozenset({"set_temperature"}),
        params={"temperature": 22},
    )
    assert undone(Command(raw="undo that"), last, "en") is None


# ---- "<word> one" after a question, the rest of a room, a device said by part of its name -----


def test_a_word_of_a_name_and_one_after_a_question_asks_of_that_device() -> None:
    ids, service, _ = _last("is the garage side door locked", "and how about the front one")
    assert ids[0] == "lock.front_door"
    assert service is None


def test_the_rest_of_a_room_is_every_device_of_the_kind_there() -> None:
    ids, service, _ = _last("switch on the lamp in the kids room", "then the rest of the nursery")
    assert set(ids) == {
        "light.kids_room_ceiling",
        "light.kids_room_desk_lamp",
        "light.kids_room_night_light",
        "light.kids_room_star_projector",
    }
    assert service == "light.turn_on"


def test_a_device_and_part_of_a_name_are_two_devices(demo_en: LocalParser) -> None:
    commands = demo_en.parse("switch the strip and the spotlights off")
    assert len(commands) == 2
    commands = demo_en.parse("close the sheer and the curtain in the lounge")
    assert len(commands) == 2
    assert commands[0].action == commands[1].action == "close"
