"""English household requests of round 16 (issue #13, qroutine): routines and helpers hinted at
rather than named, and the car meaning the home's EV charger. Going on holiday runs the home's
"Vacation"/"Holiday" helper, else its "Away" one; a day or week said with it is no device; the
children asleep is the bedtime routine; the car asked about as charging or plugged in is the
charger's status sensor where there is one, else its charge switch. Landed in round 17 (without
"morning" alone for the morning routine, which moved a held-out case)."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

_ROOMS = {"garage": "Garage", "lounge": "Lounge", "kitchen": "Kitchen"}


def _answer(home: Home, text: str) -> list[tuple[str, str | None]]:
    parser, retriever = LocalParser(home), Retriever(home)
    [result] = retriever.retrieve(text, parser.parse(text), state=ConversationState()).commands
    return [(c.entity_id, c.service) for c in result.candidates[:1]]


@pytest.fixture(scope="module")
def away_home() -> Home:
    """A home whose only mode for going away is called "Away"."""
    return home_of(
        "en",
        _ROOMS,
        entity("light.lounge_lamp", "Lounge Lamp", "lounge"),
        entity("input_boolean.away", "Away", None),
        entity("script.lights_out", "Lights Out", None),
        entity("script.rise_and_shine", "Morning Routine", None),
        entity("switch.ohme_charger", "Ohme Charger", "garage"),
        entity("sensor.ohme_power", "Ohme Power", "garage", device_class="power"),
    )


@pytest.fixture(scope="module")
def holiday_home() -> Home:
    """A home with both a holiday helper and an "Away" script, and a charger with a status."""
    return home_of(
        "en",
        _ROOMS,
        entity("light.kitchen_light", "Kitchen Light", "kitchen"),
        entity("input_boolean.holidays", "Holidays", None),
        entity("script.away", "Away", None),
        entity("script.bed", "Goodnight Home", None),
        entity("sensor.easee_status", "Easee Charger Status", "garage", device_class="enum"),
        entity("switch.easee_charging", "Easee Charger", "garage"),
    )


@pytest.mark.parametrize(
    "text",
    ["we're off on holiday on sunday", "we go on vacation next month", "off on vacation"],
)
def test_a_holiday_with_no_holiday_mode_switches_on_the_away_mode(
    away_home: Home, text: str
) -> None:
    assert _answer(away_home, text) == [("input_boolean.away", "input_boolean.turn_on")]


def test_a_holiday_helper_is_chosen_over_an_away_routine(holiday_home: Home) -> None:
    assert _answer(holiday_home, "we're away on vacation from tuesday") == [
        ("input_boolean.holidays", "input_boolean.turn_on")
    ]


def test_the_children_asleep_runs_the_one_routine_for_the_night(holiday_home: Home) -> None:
    [command] = LocalParser(holiday_home).parse("the twins are asleep")
    assert (command.name_hint, command.resolved_services) == ("Goodnight Home", {"turn_on"})


def test_someone_asleep_asked_about_stays_a_question(holiday_home: Home) -> None:
    [command] = LocalParser(holiday_home).parse("is the baby asleep yet")
    assert command.resolved_services != {"turn_on"}


@pytest.mark.parametrize("text", ["is the ev still charging", "is the electric car plugged in"])
def test_the_car_asked_about_is_the_chargers_status(holiday_home: Home, text: str) -> None:
    assert _answer(holiday_home, text) == [("sensor.easee_status", None)]


def test_the_car_asked_about_with_no_status_is_its_charge_switch(away_home: Home) -> None:
    assert _answer(away_home, "is the ev charged yet") == [("switch.ohme_charger", None)]


def test_a_status_sensor_is_never_switched_for_the_car(holiday_home: Home) -> None:
    assert _answer(holiday_home, "plug in the ev") == [("switch.easee_charging", "switch.turn_on")]


@pytest.mark.parametrize(
    "text",
    [
        "switch on the lounge lamp on friday",
        "turn the lounge lamp off tomorrow",
        "lounge lamp on next week",
    ],
)
def test_a_day_said_alone_is_no_device(away_home: Home, text: str) -> None:
    [command] = LocalParser(away_home).parse(text)
    assert command.name_hint == "Lounge Lamp"
