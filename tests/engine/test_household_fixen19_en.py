"""English household requests of round 19 (issue #13, the classes of round 18's blind homes,
read as mechanisms): a remark about a person ("<person>'s <state>") beside a command is no room
of theirs; "the big light" said to a satellite is its room's main light; a clause of reason or
time after the command ("for the gardener", "so we can talk") is no name or room; a mode said
after "on" sets it, or asks for what the device lacks (never the on switch)."""

from __future__ import annotations

import pytest
from home_builders import answered, entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

_TV = {"source_list": ["Netflix"], "supported_features": 23997}
_HEAT_PUMP = {
    "hvac_modes": ["off", "heat", "cool"],
    "preset_modes": ["none", "eco", "boost"],
    "supported_features": 401,
}
_DRYER = {"available_modes": ["Normal", "Laundry"], "supported_features": 1}
_FAN = {"percentage_step": 25, "supported_features": 49}


def _home() -> Home:
    return home_of(
        "en",
        {"ada_s_room": "Ada's Room", "lounge": "Lounge", "porch": "Porch", "utility": "Utility"},
        entity("light.ada_s_light", "Ada's Light", "ada_s_room"),
        entity("light.reading_lamp", "Reading Lamp", "ada_s_room"),
        entity("light.lounge_ceiling", "Lounge Ceiling", "lounge"),
        entity("media_player.lounge_tv", "Lounge TV", "lounge", device_class="tv", attributes=_TV),
        entity("climate.heat_pump", "Heat Pump", "lounge", attributes=_HEAT_PUMP),
        entity("lock.porch_door", "Porch Door", "porch"),
        entity("humidifier.utility_dryer", "Utility Dehumidifier", "utility", attributes=_DRYER),
        entity("fan.utility_fan", "Utility Fan", "utility", attributes=_FAN),
    )


HOME = _home()
"""The module's home (the conftest's ``home`` and ``parser`` fixtures read it)."""


@pytest.mark.parametrize(
    "text",
    [
        "switch the lounge tv off, ada's napping",
        "ada's napping, switch the lounge tv off",
        "switch the lounge tv off, nobody's watching",
    ],
)
def test_a_remark_about_someone_is_no_room(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert (command.action, command.name_hint, command.scope_include) == (
        "turn off",
        "Lounge TV",
        (),
    )


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        ("lights off in ada's", ("Ada's Room",)),
        ("switch ada's lights off", ("Ada's Room",)),
        ("everything off in ada's please", ("Ada's Room",)),
        ("ada's, lights off", ("Ada's Room",)),
        ("ada's please, the lights", ("Ada's Room",)),
    ],
)
def test_a_possessive_that_owns_something_is_still_the_room(
    parser: LocalParser, text: str, scope: tuple[str, ...]
) -> None:
    assert one(parser, text).scope_include == scope


def test_the_big_light_is_the_satellite_rooms_own(home: Home) -> None:
    found, hint = answered(home, "switch the big light on", area="ada_s_room")
    assert (found, hint) == ([("light.ada_s_light", "light.turn_on")], None)
    found, _ = answered(home, "switch the big light on", area="lounge")
    assert found[:1] == [("light.lounge_ceiling", "light.turn_on")]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("lock the porch door for the gardener", "Porch Door"),
        ("turn the lounge tv off so we can talk", "Lounge TV"),
        ("turn the heat pump on before the twins wake up", "Heat Pump"),
    ],
)
def test_a_clause_of_reason_or_time_is_no_target(parser: LocalParser, text: str, name: str) -> None:
    command = one(parser, text)
    assert (command.name_hint, command.scope_include) == (name, ())


def test_a_room_after_for_stays_a_room(parser: LocalParser) -> None:
    assert one(parser, "turn the heat pump on for the lounge").scope_include == ("lounge",)


@pytest.mark.parametrize(
    ("text", "params", "services"),
    [
        ("put the heat pump on eco", {"preset_mode": "eco"}, ["climate.set_preset_mode"]),
        ("put the utility dehumidifier on eco", {"mode": "eco"}, []),
        ("set the utility fan on sleep please", {"preset_mode": "sleep"}, []),
    ],
)
def test_a_mode_after_on_is_set_or_absent(
    home: Home, parser: LocalParser, text: str, params: dict[str, str], services: list[str]
) -> None:
    assert dict(one(parser, text).params) == params
    found, _ = answered(home, text)
    assert [s for _, s in found] == services


def test_a_level_after_on_is_no_mode(parser: LocalParser) -> None:
    assert "preset_mode" not in one(parser, "put the utility fan on low").params


def test_a_clause_about_the_assistant_is_a_request_of_its_own(parser: LocalParser) -> None:
    commands = parser.parse("lock the porch door and while you're at it switch the lounge tv off")
    assert [c.name_hint for c in commands] == ["Porch Door", "Lounge TV"]


def test_all_the_big_lights_are_every_room_s(home: Home) -> None:
    """The satellite's room stands in for "the big light", one device; "all" keeps the set."""
    found, _ = answered(home, "turn off all the ceiling lights", area="ada_s_room")
    assert [e for e, _ in found] == ["light.lounge_ceiling"]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (
            "turn the lounge tv off so the twins can nap and lock the porch door",
            ["Lounge TV", "Porch Door"],
        ),
        (
            "switch the heat pump on before we eat, then lock the porch door",
            ["Heat Pump", "Porch Door"],
        ),
    ],
)
def test_a_request_after_a_clause_of_reason_is_kept(
    parser: LocalParser, text: str, names: list[str]
) -> None:
    assert [c.name_hint for c in parser.parse(text)] == names


def test_a_room_said_in_a_clause_of_time_is_the_command_s(parser: LocalParser) -> None:
    command = one(parser, "switch the lights on before the lounge gets cold")
    assert command.scope_include == ("lounge",)
