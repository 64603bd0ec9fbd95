"""English household requests of round 15 (issue #13, a Bengaluru flat): "na" / "yaar" and an
article-less "little" as fillers, "geyser" and "water purifier" as kinds of device, "the dryer"
as a machine (never drier air) after a determiner, power cuts asked of a power sensor, "open the
<lock> lock", an AC's fan mode said of its whole name ("Study AC fan medium"), "fan speed N" said
of a fan, a reading said after a device with no verb, two words of a name never reheard, and a
question after "and" asked apart."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

_AC = {
    "hvac_modes": ["off", "cool", "dry"],
    "fan_modes": ["auto", "low", "medium", "high"],
    "min_temp": 16,
    "max_temp": 30,
    "supported_features": 393,
}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"study": "Study", "den": "Den", "bath": "Washroom", "porch": "Porch"},
        entity("climate.study_ac", "Study AC", "study", attributes=_AC),
        entity(
            "fan.den_fan",
            "Den Fan",
            "den",
            attributes={"percentage_step": 25.0, "supported_features": 49},
        ),
        entity(
            "light.desk_lamp",
            "Desk Lamp",
            "study",
            attributes={"supported_color_modes": ["brightness"]},
        ),
        entity(
            "cover.den_blinds",
            "Den Blinds",
            "den",
            device_class="blind",
            attributes={"supported_features": 15},
        ),
        entity("switch.washroom_geyser", "Washroom Geyser", "bath", device_class="switch"),
        entity("lock.back_gate", "Back Gate", "porch", attributes={"supported_features": 0}),
        entity("binary_sensor.mains", "Mains", "porch", device_class="power"),
        entity("media_player.den_speaker", "Den Speaker", "den", device_class="speaker"),
        entity(
            "sensor.header_tank_level",
            "Header Tank Level",
            "porch",
            attributes={"unit_of_measurement": "%"},
        ),
        entity(
            "sensor.cistern_fill", "Cistern Fill", "porch", attributes={"unit_of_measurement": "%"}
        ),
        entity("switch.kent_ro", "Kent RO", "den", device_class="outlet"),
    )


def _one(home: Home, text: str) -> dict[str, object]:
    [command] = LocalParser(home).parse(text)
    return command.to_json()


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("on the desk lamp yaar", "Desk Lamp"),
        ("off the den fan na", "Den Fan"),
        ("put off the geyser na", "geyser"),
    ],
)
def test_na_and_yaar_are_no_words_of_a_name(home: Home, text: str, name: str) -> None:
    assert _one(home, text)["name_hint"] == name


def test_little_without_its_article_is_a_small_amount(home: Home) -> None:
    louder = _one(home, "little louder")
    assert louder["name_hint"] is None and louder["references"] == ["last-mentioned"]
    blinds = _one(home, "open the den blinds little")
    assert blinds["params"] == {"position_step": 20}


def test_the_dryer_is_a_machine_even_where_the_home_has_none(home: Home) -> None:
    # the home has no dryer: "the dryer" asked of is no wish for drier air
    assert _one(home, "has the dryer stopped")["device_class"] != "humidity"


@pytest.mark.parametrize("text", ["was there a power failure", "is there a power outage now"])
def test_a_power_cut_is_asked_of_a_power_sensor(home: Home, text: str) -> None:
    command = _one(home, text)
    assert (command["type_hint"], command["device_class"]) == ("binary_sensor", "power")


def test_open_the_lock_of_a_named_lock_unlocks_it(home: Home) -> None:
    command = _one(home, "open the back gate lock")
    assert (command["action"], command["name_hint"]) == ("unlock", "Back Gate")


def test_a_fan_mode_of_an_ac_said_by_its_whole_name_is_the_acs(home: Home) -> None:
    command = _one(home, "study AC fan medium")
    assert (command["type_hint"], command["name_hint"]) == ("climate", "Study AC")
    assert command["params"] == {"fan_mode": "medium"}


@pytest.mark.parametrize(
    ("text", "percentage"), [("den fan speed 2", 50), ("set the den fan speed to 3", 75)]
)
def test_fan_speed_said_of_a_fan_is_its_speed(home: Home, text: str, percentage: int) -> None:
    command = _one(home, text)
    assert (command["type_hint"], command["params"]) == ("fan", {"percentage": percentage})


def test_fan_speed_at_the_start_is_a_fan(home: Home) -> None:
    assert _one(home, "fan speed 4")["type_hint"] == "fan"


def test_fan_speed_after_an_ac_stays_the_acs_fan_mode(home: Home) -> None:
    command = _one(home, "aircon fan speed low")
    assert (command["type_hint"], command["params"]) == ("climate", {"fan_mode": "low"})


def test_a_water_purifier_is_no_air_purifier(home: Home) -> None:
    command = _one(home, "is the water purifier running")
    assert (command["type_hint"], command["name_hint"]) == ("switch", "water purifier")


def test_words_before_a_reading_with_no_verb_guess_the_name(home: Home) -> None:
    assert _one(home, "cistern level")["name_hint"] == "cistern"


def test_two_words_of_a_name_in_its_order_are_not_reheard(home: Home) -> None:
    # "header" alone might be a misheard word; "header tank" is the tank's name said in part
    command = _one(home, "how much water in the header tank")
    assert (command["name_hint"], command["device_class"]) == ("header tank", None)


def test_a_question_after_and_is_asked_apart(home: Home) -> None:
    commands = [
        c.to_json()
        for c in LocalParser(home).parse(
            "switch off the desk lamp and tell me if the back gate is locked"
        )
    ]
    assert [c["action"] for c in commands] == ["turn off", "query"]
    assert commands[1]["name_hint"] == "Back Gate"
