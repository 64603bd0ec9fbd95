"""English household requests of round 18 (issue #13, the South African and Florida homes'
classes): a remark of a device's state before a command on a pronoun is the command's reason
(one command, the command's own action); "plug in <room>" after a device said as a plug is a
place, not the verb; "except the ones in <room>" after a kind leaves the room out; a job's verb
over two devices ("water the A and the B") acts on both; a kind word with a device of its own in
the room said after the list keeps its kind ("the fan and the lamp in the den"); a switch said
before a comma keeps its action when the water's warmth follows as the reason; a naming verb
("boost") said with the rest of a name starts that routine or switch."""

from __future__ import annotations

import pytest
from home_builders import conversation, entity, first_services, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

_FAN = {"percentage_step": 25, "supported_features": 49}
_TV = {
    "source_list": ["Netflix", "Acorn Drama Classics", "SVT Player"],
    "supported_features": 23997,
}
_HEATER = {
    "operation_list": ["eco", "off"],
    "min_temp": 40,
    "max_temp": 70,
    "supported_features": 3,
}


def _home() -> Home:
    return home_of(
        "en",
        {"den": "Den", "shed": "Shed", "yard": "Yard", "loft": "Loft", "cellar": "Cellar"},
        entity("fan.den_fan", "Den Fan", "den", attributes=_FAN),
        entity("light.den_fan_light", "Den Fan Light", "den"),
        entity("light.reading_lamp", "Reading Lamp", "den"),
        entity("fan.loft_fan", "Loft Fan", "loft", attributes=_FAN),
        entity("light.loft_light", "Loft Light", "loft"),
        entity("light.shed_light", "Shed Light", "shed"),
        entity("light.yard_lamps", "Yard Lamps", "yard"),
        entity(
            "switch.band_saw",
            "Band Saw",
            "shed",
            device_class="outlet",
            device_name="Kasa Smart Plug",
        ),
        entity("valve.roses", "Roses", "yard", device_class="water"),
        entity("valve.hedge_row", "Hedge Row", "yard", device_class="water"),
        entity("water_heater.tank", "Tank", "cellar", attributes=_HEATER),
        entity("switch.tank_element", "Tank Element", "cellar", device_class="switch"),
        entity("script.boost_the_tank", "Boost the Tank"),
        entity("media_player.den_tv", "Den TV", "den", device_class="tv", attributes=_TV),
    )


HOME = _home()
"""The module's home (the conftest's ``home`` and ``parser`` fixtures read it)."""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "the shed light is on again, can you switch it off",
            ("light.shed_light", "light.turn_off"),
        ),
        (
            "somebody left the den tv running, turn it off",
            ("media_player.den_tv", "media_player.turn_off"),
        ),
        ("the yard lamps are off, put them on", ("light.yard_lamps", "light.turn_on")),
    ],
)
def test_a_remark_of_a_state_is_the_reason_of_the_command_after_it(
    home: Home, text: str, expected: tuple[str, str]
) -> None:
    assert first_services(home, text) == [expected]


def test_a_command_after_a_remark_with_a_device_of_its_own_stays_two(parser: LocalParser) -> None:
    assert len(parser.parse("the shed light is on, switch off the reading lamp")) == 2


@pytest.mark.parametrize(
    "text",
    [
        "turn off the kasa plug in the shed",
        "cut the plug in the shed off",
        "switch the plug in the shed off",
    ],
)
def test_a_device_said_as_a_plug_before_its_room_is_no_verb(home: Home, text: str) -> None:
    assert first_services(home, text) == [("switch.band_saw", "switch.turn_off")]


def test_plug_in_said_as_the_verb_still_switches_on(parser: LocalParser) -> None:
    assert one(parser, "could you plug in the band saw").action == "turn on"


@pytest.mark.parametrize(
    "text",
    [
        "switch off all the lights except the ones in the den",
        "every light off but not the one in the den",
    ],
)
def test_the_ones_in_a_room_after_except_leave_the_room_out(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert (command.scope_exclude, command.scope_include) == (("den",), ())


def test_the_one_in_a_room_said_alone_after_except_is_the_device_put_back(
    parser: LocalParser,
) -> None:
    command = one(parser, "except the one in the den")
    assert command.scope_include == ("den",) and not command.scope_exclude


def test_a_job_verb_over_two_devices_acts_on_both(home: Home) -> None:
    assert first_services(home, "water the roses and the hedge row") == [
        ("valve.roses", "valve.open_valve"),
        ("valve.hedge_row", "valve.open_valve"),
    ]


def test_a_kind_with_a_device_in_the_room_after_the_list_keeps_its_kind(home: Home) -> None:
    assert first_services(home, "switch on the fan and the lamp in the loft") == [
        ("fan.loft_fan", "fan.turn_on"),
        ("light.loft_light", "light.turn_on"),
    ]


def test_the_waters_warmth_after_a_switch_is_its_reason(home: Home) -> None:
    assert first_services(home, "switch off the tank element, the water is plenty hot now") == [
        ("switch.tank_element", "switch.turn_off")
    ]


@pytest.mark.parametrize("text", ["could you boost the tank", "give the tank a quick boost"])
def test_a_naming_verb_with_the_rest_of_a_name_starts_it(home: Home, text: str) -> None:
    assert first_services(home, text) == [("script.boost_the_tank", "script.turn_on")]


def test_a_naming_verb_with_other_words_is_a_step(parser: LocalParser) -> None:
    command = one(parser, "boost the volume on the den tv")
    assert command.type_hint == "media_player" and command.name_hint == "Den TV"


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("put acorn on the den tv", "Acorn Drama Classics"),
        ("switch the den tv to svt", "SVT Player"),
    ],
)
def test_a_source_said_by_its_first_word_or_a_short_one_beside_a_kind(
    home: Home, text: str, source: str
) -> None:
    [result] = conversation(home, text)[-1]
    assert result.candidates[0].service == "media_player.select_source"
    assert result.command.params == {"source": source}
