"""English household requests of round 15 (issue #13, hus): a pronoun said with "is" after a
complaint word is no object of it, a value said last after "to", a follow-up that carries a
room's set of a domain said alone, a room named like the speaker in it, and a room with no
climate device of its own warmed through its floor's one thermostat."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, last_turn

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

_DIM = {"supported_color_modes": ["brightness"], "supported_features": 32}
_THERMOSTAT = {
    "hvac_modes": ["off", "heat", "cool"],
    "preset_modes": ["home", "away", "sleep"],
    "min_temp": 45,
    "max_temp": 90,
    "supported_features": 411,
}


@pytest.fixture(scope="module")
def home() -> Home:
    floors = [
        {"id": "main", "name": "Main Floor", "aliases": ["Downstairs"], "level": 0},
        {"id": "top", "name": "Top Floor", "aliases": ["Upstairs"], "level": 1},
    ]
    areas = [
        {"id": "hall", "name": "Hall", "floor": "main"},
        {"id": "den", "name": "Den", "floor": "main"},
        {"id": "pantry", "name": "Pantry", "floor": "main"},
        {"id": "landing", "name": "Landing", "floor": "top"},
        {"id": "nursery", "name": "Nursery", "floor": "top"},
        {"id": "study", "name": "Study", "floor": "top"},
    ]
    entities = [
        entity("climate.main", "Main", "hall", device_name="Honeywell T9", attributes=_THERMOSTAT),
        entity("climate.attic_split", "Attic Split", "study", attributes=_THERMOSTAT),
        entity("climate.landing", "Landing Thermostat", "landing", attributes=_THERMOSTAT),
        entity("light.den_sconces", "Den Sconces", "den", attributes=_DIM),
        entity("light.pantry_pendant", "Pantry Pendant", "pantry", attributes=_DIM),
        entity("light.pantry_strip", "Pantry Strip", "pantry", attributes=_DIM),
        entity("light.nursery_lamp", "Nursery Lamp", "nursery", attributes=_DIM),
        entity(
            "media_player.den",
            "Den",
            "den",
            device_class="speaker",
            attributes={"supported_features": 4128319},
        ),
        entity(
            "media_player.pantry",
            "Pantry",
            "pantry",
            device_class="speaker",
            attributes={"supported_features": 4128319},
        ),
        entity("binary_sensor.den_flood", "Den Flood", "den", device_class="moisture"),
    ]
    return Home.from_json(
        {"language": "en", "floors": floors, "areas": areas, "entities": entities}
    )


@pytest.mark.parametrize("text", ["ugh, it's so cold", "chilly, it's freezing", "burr it's icy"])
def test_a_pronoun_said_with_is_after_a_complaint_word_is_no_object(home: Home, text: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.params == {"hvac_mode": "heat"}
    assert not command.references


def test_a_feeling_word_before_a_pronoun_it_acts_on_still_asks_for_the_state(home: Home) -> None:
    [command] = LocalParser(home).parse("warm it up a little")
    assert command.references


@pytest.mark.parametrize(("text", "preset"), [("set the honeywell to sleep", "sleep")])
def test_a_value_said_last_after_to_is_set(home: Home, text: str, preset: str) -> None:
    targets, service, params = last_turn(home, text)
    assert (targets, service) == (["climate.main"], "climate.set_preset_mode")
    assert params["preset_mode"] == preset


def test_a_follow_up_carries_a_rooms_set_of_the_domain_said_alone(home: Home) -> None:
    """The den's only light is a sconce; the pantry has none, yet "the lights" were said."""
    targets, service, _ = last_turn(home, "switch off the lights in the den", "and in the pantry")
    assert (sorted(targets), service) == (
        ["light.pantry_pendant", "light.pantry_strip"],
        "light.turn_off",
    )


def test_a_follow_up_after_a_device_named_keeps_its_kind(home: Home) -> None:
    targets, _, _ = last_turn(home, "switch off the den sconces", "and in the pantry")
    assert targets == []


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ("turn the lights off in the den", "the pantry too"),
            ["light.pantry_pendant", "light.pantry_strip"],
        ),
        (("pause the den", "the pantry too"), ["media_player.pantry"]),
    ],
)
def test_a_room_named_like_its_speaker_added_to_what_was_done_is_the_room(
    home: Home, turns: tuple[str, str], expected: list[str]
) -> None:
    targets, _, _ = last_turn(home, *turns)
    assert sorted(targets) == expected


def test_a_state_of_another_kind_asked_in_a_room_named_like_its_speaker(home: Home) -> None:
    [command] = LocalParser(home).parse("is anything leaking in the den")
    assert command.name_hint is None
    assert command.scope_include == ("den",)


def test_the_speaker_named_after_its_room_is_still_that_speaker(home: Home) -> None:
    [command] = LocalParser(home).parse("pause the den")
    assert command.name_hint == "Den"


def _heated(home: Home, text: str, area: str | None = None) -> tuple[list[str], Any]:
    retriever = Retriever(home)
    parsed = LocalParser(home).parse(text)
    [result] = retriever.retrieve(
        text, parsed, state=ConversationState(), context_area=area
    ).commands
    return [c.entity_id for c in result.candidates], result.hint


def test_a_room_without_a_climate_device_is_warmed_through_its_floors_thermostat(
    home: Home,
) -> None:
    """The main floor has one thermostat (in the hall): the den is heated through it."""
    assert _heated(home, "the den is freezing")[0] == ["climate.main"]
    assert _heated(home, "brr, chilly in here", "pantry")[0] == ["climate.main"]


def test_a_floor_of_two_climate_devices_says_nothing_for_a_room_of_its_own(home: Home) -> None:
    """Upstairs, the landing's thermostat and the study's split: which heats the nursery is not
    known."""
    targets, _ = _heated(home, "the nursery is freezing")
    assert targets == []


def test_a_rooms_temperature_asked_is_not_the_floors_thermostat(home: Home) -> None:
    assert _heated(home, "how warm is the den")[0] == []


@pytest.fixture(scope="module")
def doorbell_home() -> Home:
    return Home.from_json(
        {
            "language": "en",
            "floors": [],
            "areas": [{"id": "porch", "name": "Porch"}, {"id": "mud", "name": "Mudroom"}],
            "entities": [
                entity("lock.side_entry", "Side Entry", "mud"),
                entity(
                    "binary_sensor.side_entry_motion",
                    "Side Entry Motion",
                    "porch",
                    device_class="motion",
                ),
                entity("lock.cellar_door", "Cellar Door", "mud"),
            ],
        }
    )


def test_people_at_a_device_named_are_seen_by_the_motion_sensor_named_after_it(
    doorbell_home: Home,
) -> None:
    targets, service, _ = last_turn(doorbell_home, "is anybody at the side entry")
    assert (targets, service) == (["binary_sensor.side_entry_motion"], None)


def test_people_at_a_device_with_no_sensor_named_after_it_keep_the_device(
    doorbell_home: Home,
) -> None:
    [command] = LocalParser(doorbell_home).parse("is anybody at the cellar door")
    assert command.name_hint == "Cellar Door"
