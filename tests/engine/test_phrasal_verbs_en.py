"""English phrasal verbs of the household as a class (local_parser/phrasal.py, kind_verbs.py,
the verbs of lexicon.json): a particle said after the object, the verbs of switching and moving
said with any of their particles, verbs of moving said to a device that does not move."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.phrasal import (
    join_separated_particles,
)

HOME = {
    "language": "en",
    "floors": [],
    "areas": [{"id": "den", "name": "Den"}, {"id": "porch", "name": "Porch"}],
    "entities": [
        {
            "entity_id": "cover.den_shade",
            "name": "Den Shade",
            "area": "den",
            "device_class": "shade",
        },
        {
            "entity_id": "cover.den_drapes",
            "name": "Drapes",
            "area": "den",
            "device_class": "curtain",
        },
        {"entity_id": "light.den_lamp", "name": "Reading Lamp", "area": "den", "state": "on"},
        {"entity_id": "fan.den_fan", "name": "Ceiling Fan", "area": "den"},
        {
            "entity_id": "climate.den_radiator",
            "name": "Den Radiator",
            "area": "den",
            "attributes": {"hvac_modes": ["off", "heat"], "temperature": 20},
        },
        {"entity_id": "siren.porch_siren", "name": "Porch Siren", "area": "porch"},
        {"entity_id": "lock.porch_door", "name": "Porch Door", "area": "porch"},
        {"entity_id": "switch.porch_heater", "name": "Patio Heater", "area": "porch"},
        {
            "entity_id": "valve.porch_gas",
            "name": "Porch Gas Tap",
            "area": "porch",
            "device_class": "gas",
        },
        {
            "entity_id": "binary_sensor.porch_gas",
            "name": "Gas Alarm",
            "area": "porch",
            "device_class": "gas",
        },
        {
            "entity_id": "vacuum.den_robot",
            "name": "Dusty",
            "area": "den",
            "attributes": {
                "fan_speed_list": ["gentle", "normal", "strong"],
                "supported_features": 8220,
            },
        },
        {"entity_id": "lawn_mower.yard_bot", "name": "Yard Bot", "area": "porch"},
    ],
}


def _known(phrase: str) -> bool:
    return phrase in {"pull down", "roll up", "bring up", "all the way up", "keep on", "carry on"}


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("pull the den shade down", "pull down the den shade"),
        ("roll the shade up please", "roll up the shade please"),
        # a clause break ends the object: the second particle stays with its own clause
        ("pull the shade down and the drapes up", "pull down the shade and the drapes up"),
        # a particle before a noun is a preposition; one with an amount stays with it
        ("pull the lamp down the stairs", "pull the lamp down the stairs"),
        ("bring the fan up a notch", "bring the fan up a notch"),
        ("bring the fan up 2", "bring the fan up 2"),
        # part of a longer phrase ("all the way up"), a pronoun object, a noun after "all"
        ("bring the shade all the way up", "bring the shade all the way up"),
        ("pull it down", "pull it down"),
        ("are all pull cords down", "are all pull cords down"),
        # the verb already by its particle: a second "on" after the object is a preposition
        ("carry on playing on the radio", "carry on playing on the radio"),
        ("keep on running on low", "keep on running on low"),
    ],
)
def test_a_particle_after_the_object_is_read_with_its_verb(said: str, read: str) -> None:
    assert join_separated_particles(said, _known) == read


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("pull the den shade down", "close_cover"),
        ("roll the drapes back up", "open_cover"),
        ("draw the drapes back", "open_cover"),
        ("pull the drapes across", "close_cover"),
        ("let the shade down in the den", "close_cover"),
        ("put the shade up", "open_cover"),
        ("wind the shade down", "close_cover"),
    ],
)
def test_verbs_of_moving_a_cover_with_their_particle_anywhere(
    parser: LocalParser, text: str, service: str
) -> None:
    [command] = parser.parse(text)
    assert service in command.resolved_services, (text, command.resolved_services)


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("flick the patio heater on", "turn_on"),
        ("pop on the patio heater", "turn_on"),
        ("knock off the ceiling fan", "turn_off"),
        ("switch the reading lamp back on", "turn_on"),
        ("flick off the reading lamp", "turn_off"),
    ],
)
def test_verbs_of_switching_with_their_particle(
    parser: LocalParser, text: str, service: str
) -> None:
    [command] = parser.parse(text)
    assert service in command.resolved_services, (text, command.resolved_services)


@pytest.mark.parametrize(
    ("text", "action", "param"),
    [
        ("lower the reading lamp", "dim", "brightness_step_pct"),
        ("bring the reading lamp up", "brighten", "brightness_step_pct"),
        ("raise the den radiator", "warm_up", "temperature_step"),
        ("crank the den radiator up", "warm_up", "temperature_step"),
    ],
)
def test_verbs_of_moving_said_to_what_does_not_move_turn_it_up_or_down(
    parser: LocalParser, text: str, action: str, param: str
) -> None:
    [command] = parser.parse(text)
    assert command.action == parser.lexicon.say[action]["en"], (text, command.action)
    assert param in command.params, (text, command.params)


def test_a_siren_silenced_stops_sounding(parser: LocalParser) -> None:
    [command] = parser.parse("silence the porch siren")
    assert "turn_off" in command.resolved_services, command


def test_a_person_said_as_the_subject_of_a_question_is_no_device(parser: LocalParser) -> None:
    [command] = parser.parse("did anybody leave the drapes open?")
    assert command.type_hint == "cover", command


@pytest.mark.parametrize(
    ("text", "kind"), [("cut the gas off", "valve"), ("is there any gas", "binary_sensor")]
)
def test_a_verb_that_acts_on_what_only_reports_means_what_acts(
    parser: LocalParser, text: str, kind: str
) -> None:
    [command] = parser.parse(text)
    assert (command.type_hint, command.device_class) == (kind, "gas"), command


@pytest.mark.parametrize(
    ("text", "speed"), [("put dusty on max", "strong"), ("run dusty on minimum", "gentle")]
)
def test_the_extreme_of_a_vacuum_is_its_fan_speed(
    parser: LocalParser, text: str, speed: str
) -> None:
    [command] = parser.parse(text)
    assert command.params == {"fan_speed": speed}, command


@pytest.mark.parametrize(
    ("text", "domain"), [("send the yard bot out", "lawn_mower"), ("send dusty out", "vacuum")]
)
def test_a_robot_sent_out_starts_its_job(parser: LocalParser, text: str, domain: str) -> None:
    [command] = parser.parse(text)
    assert command.action in ("turn on", "start cleaning", "start mowing"), command
    assert not {"turn_off", "return_to_base", "dock"} & command.resolved_services, command


@pytest.mark.parametrize(
    ("text", "service"),
    [("could dusty do the rugs", "start"), ("do the grass now", "start_mowing")],
)
def test_do_says_the_job_of_its_object(parser: LocalParser, text: str, service: str) -> None:
    [command] = parser.parse(text)
    assert service in command.resolved_services, command


def test_home_moves_only_to_a_verb_of_sending_back() -> None:
    """Review of round 16: "home" is a particle of "send", "call", "bring" and "return" only,
    so a lexicon phrase of another verb with "home" never pulls it out of a clause."""
    known = {"send home", "get home", "turn on"}.__contains__
    assert join_separated_particles("send the mower home", known) == "send home the mower"
    said = "get the dog home"
    assert join_separated_particles(said, known) == said
