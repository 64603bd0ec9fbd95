"""English household requests of round 18 (issue #13, the London houseshare's classes): texting
fillers and slang around a command ("pls", "ta", "fam", "mate", "innit", "rn") carry no name;
"shh" mutes; "boost" runs a routine named by it and its object, else sets a device's boost
preset; a light whose name ends with a kind's telling word ("Den Ceiling") is of that kind, so
"the big light" of a room finds it."""

from __future__ import annotations

import pytest
from home_builders import answered, entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.kinds import default_kinds
from custom_components.context_retrieval.engine.local_parser import LocalParser

_VALVE = {
    "hvac_modes": ["off", "heat"],
    "preset_modes": ["none", "eco", "boost"],
    "supported_features": 401,
}
_SPEAKER = {"supported_features": 4127295}


def _home() -> Home:
    return home_of(
        "en",
        {"den": "Den", "nursery": "Nursery", "loft": "Loft", "utility": "Utility"},
        entity("light.den_ceiling", "Den Ceiling", "den"),
        entity("light.den_lamp", "Den Lamp", "den"),
        entity("light.nursery_light", "Nursery Light", "nursery", device_name="Acme Ceiling"),
        entity("light.nursery_glow", "Glow Lamp", "nursery"),
        entity("climate.loft_valve", "Loft Valve", "loft", attributes=_VALVE),
        entity("media_player.loft_radio", "Loft Radio", "loft", attributes=_SPEAKER),
        entity("switch.towel_warmer", "Towel Warmer", "utility"),
        entity("script.towel_warmer_boost", "Towel Warmer Boost"),
        entity("switch.kettle", "Kettle", "utility"),
    )


HOME = _home()
"""The module's home (the conftest's ``home`` and ``parser`` fixtures read it)."""


@pytest.mark.parametrize(
    "text",
    [
        "kettle on pls",
        "kettle on plz ta",
        "kettle on innit",
        "kettle on mate",
        "switch the kettle on bruv",
        "kettle on rn",
    ],
)
def test_texting_fillers_are_no_name(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert (command.action, command.name_hint) == ("turn on", "Kettle")


def test_a_filler_after_lights_leaves_every_light_of_the_room(home: Home) -> None:
    found, hint = answered(home, "lights off fam", area="nursery")
    assert hint is None
    assert {e for e, _ in found} == {"light.nursery_light", "light.nursery_glow"}


def test_shh_mutes_the_rooms_speaker(home: Home) -> None:
    found, _ = answered(home, "shhh", area="loft")
    assert found[:1] == [("media_player.loft_radio", "media_player.volume_mute")]


def test_boost_runs_the_routine_named_by_it_and_its_object(parser: LocalParser) -> None:
    command = one(parser, "boost the towel warmer")
    assert (command.name_hint, command.type_hint) == ("Towel Warmer Boost", "script")


def test_boost_sets_a_boost_preset_listed_by_the_device(parser: LocalParser) -> None:
    command = one(parser, "boost the loft valve")
    assert command.params == {"preset_mode": "boost"}


def test_a_step_word_no_device_lists_stays_a_step(parser: LocalParser) -> None:
    command = one(parser, "turn up the loft valve")
    assert "preset_mode" not in command.params


def test_a_question_with_boost_is_not_run(parser: LocalParser) -> None:
    assert one(parser, "is the towel warmer on").type_hint != "script"


def test_a_light_named_by_its_kinds_head_is_of_that_kind(home: Home) -> None:
    kinds = default_kinds()
    ceiling = kinds.by_id["ceiling_light"]
    assert kinds.has(home.entities["light.den_ceiling"], ceiling)
    assert kinds.has(home.entities["light.nursery_light"], ceiling)
    assert not kinds.has(home.entities["light.den_lamp"], ceiling)


def test_a_head_named_kind_does_not_make_the_room_of_said_kinds(home: Home) -> None:
    assert not default_kinds().of_some_kind(home.entities["light.den_ceiling"])


@pytest.mark.parametrize(
    ("area", "light"), [("den", "light.den_ceiling"), ("nursery", "light.nursery_light")]
)
def test_the_big_light_of_a_room_is_its_ceiling_light(home: Home, area: str, light: str) -> None:
    found, hint = answered(home, "big light off", area=area)
    assert hint is None
    assert found[:1] == [(light, "light.turn_off")]


_TRV = {"hvac_modes": ["off", "heat"], "current_temperature": 18.5, "supported_features": 385}


def _valved(valves: int) -> Home:
    rooms = {"hall": "Hall", "snug": "Snug", "attic": "Attic", "spare": "Spare Room"}
    return home_of(
        "en",
        rooms,
        entity("climate.boiler_thermostat", "Boiler Thermostat", "hall", attributes=_TRV),
        entity("sensor.snug_temperature", "Snug Temperature", "snug", device_class="temperature"),
        *[
            entity(f"climate.{room}_valve", f"{rooms[room]} Valve", room, attributes=_TRV)
            for room in ("attic", "spare")[:valves]
        ],
    )


def test_beside_radiator_valves_a_room_reads_at_its_thermometer() -> None:
    found, hint = answered(_valved(2), "how chilly is the snug")
    assert (found[:1], hint) == ([("sensor.snug_temperature", None)], None)


def test_a_home_run_by_its_thermostat_asks_the_thermostat() -> None:
    command = one(LocalParser(_valved(1)), "how chilly is the snug")
    assert command.type_hint == "climate"


@pytest.mark.parametrize(
    "text", ["bung the kettle on", "whack the kettle on", "chuck the kettle on"]
)
def test_british_verbs_of_putting_on_switch_on(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert (command.action, command.name_hint) == ("turn on", "Kettle")
