"""English household requests of round 13 (issue #13): a number said to a brand only a device's
name carries, a value said after "on" whose word also names an activity, charging the car by
the charge switch a car's integration names, and "<word> lights off" for a light whose name has
another head word."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_turn

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.leading_words import leading_words


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"hall": "Hall", "pantry": "Pantry", "nursery": "Nursery", "carport": "Carport"},
        entity(
            "climate.hallway",
            "Hallway",
            "hall",
            device_name="Honeywell T6 Pro",
            attributes={
                "hvac_modes": ["off", "heat", "cool"],
                "preset_modes": ["none", "away", "sleep"],
                "min_temp": 45,
                "max_temp": 90,
                "supported_features": 401,
            },
        ),
        entity(
            "light.hall_lamp",
            "Hall Lamp",
            "hall",
            attributes={"supported_color_modes": ["brightness"], "supported_features": 32},
        ),
        entity(
            "light.shelf_strip",
            "Shelf Strip",
            "pantry",
            attributes={"supported_color_modes": ["brightness"], "supported_features": 32},
        ),
        entity("switch.pool_pump", "Pool Pump", None, device_class="outlet"),
        entity(
            "humidifier.cot_humidifier",
            "Cot Humidifier",
            "nursery",
            device_class="humidifier",
            attributes={"available_modes": ["Normal", "Sleep"], "supported_features": 1},
        ),
        entity("switch.polestar_charge", "Polestar Charge", "carport", device_class="switch"),
    )


def test_a_number_said_to_a_brand_of_the_device_name_is_its_own_setting(home: Home) -> None:
    targets, service, params = last_turn(home, "bring the honeywell to 66")
    assert (targets, service) == (["climate.hallway"], "climate.set_temperature")
    assert params == {"level": 66}


def test_a_number_said_to_a_name_of_the_home_keeps_its_reading(home: Home) -> None:
    [command] = LocalParser(home).parse("set the hall lamp to 35")
    assert command.params == {"brightness_pct": 35}


@pytest.mark.parametrize(
    ("text", "entity_id", "service", "field", "value"),
    [
        ("honeywell on away", "climate.hallway", "climate.set_preset_mode", "preset_mode", "away"),
        (
            "the cot humidifier on sleep",
            "humidifier.cot_humidifier",
            "humidifier.set_mode",
            "mode",
            "Sleep",
        ),
    ],
)
def test_a_value_said_after_on_is_set_though_it_names_an_activity(
    home: Home, text: str, entity_id: str, service: str, field: str, value: str
) -> None:
    targets, got, params = last_turn(home, text)
    assert (targets[:1], got) == ([entity_id], service)
    assert params[field] == value


def test_on_said_last_with_no_value_after_it_still_switches_on(home: Home) -> None:
    [command] = LocalParser(home).parse("turn the cot humidifier on")
    assert command.action == "turn on"
    assert not command.params


def test_stopping_the_charge_turns_off_the_cars_charge_switch(home: Home) -> None:
    targets, service, _ = last_turn(home, "quit charging the car")
    assert (targets, service) == (["switch.polestar_charge"], "switch.turn_off")


def test_off_said_last_is_the_verb_and_the_kind_word_stands_for_the_names_head(home: Home) -> None:
    targets, service, _ = last_turn(home, "shelf lights off")
    assert (targets, service) == (["light.shelf_strip"], "light.turn_off")


def test_a_word_of_no_light_said_with_lights_finds_nothing(home: Home) -> None:
    # "pool" is a word of a switch's name, not of any light's
    targets, _, _ = last_turn(home, "pool lights off")
    assert targets == []


@pytest.mark.parametrize(
    ("text", "script"),
    [("just got in", "script.arrive_home"), ("off to work now", "script.leave_home")],
)
def test_news_runs_the_routine_named_for_no_other_activity(text: str, script: str) -> None:
    # both scripts hold "home"; "Leave Home" is also named for going away
    home = home_of(
        "en",
        {},
        entity("script.leave_home", "Leave Home", None),
        entity("script.arrive_home", "Arrive Home", None),
    )
    targets, _, _ = last_turn(home, text)
    assert targets == [script]


def test_a_makers_initials_that_begin_a_name_and_its_device_name_say_the_device() -> None:
    home = home_of(
        "en",
        {"den": "Den"},
        entity(
            "media_player.lg_oled",
            "LG OLED55B3",
            "den",
            device_name="LG OLED55B3",
            device_class="tv",
            attributes={"supported_features": 155581},
        ),
        entity("light.go_bulb", "Go Bulb", "den", device_name="Go Bulb"),
    )
    assert leading_words(home) == {"lg": ["media_player.lg_oled"]}  # "Go" is no initials
    [command] = LocalParser(home).parse("turn the lg up")
    assert (command.action, command.type_hint) == ("volume up", "media_player")
