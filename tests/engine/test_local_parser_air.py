"""The air of a room asked about with no device word (issue #13, round 14: local_parser/air.py):
the room's air-quality sensors answer, all of them (the class aqi stands for PM2.5, PM10, CO2,
VOC and AQI sensors, grounding.json class_families); a complaint about stale air and the air
cleaned stay requests for the devices that freshen it. The sentences and homes are written for
these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_turn
from parsing import one

from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.kinds import class_families
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.targets import answered_by
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"snug": "Snug", "loft": "Loft", "pantry": "Pantry"},
        entity("sensor.snug_fine_dust", "Snug Fine Dust", "snug", device_class="pm25"),
        entity("sensor.snug_voc", "Snug VOC", "snug", device_class="volatile_organic_compounds"),
        entity("sensor.snug_warmth", "Snug Warmth", "snug", device_class="temperature"),
        entity("sensor.snug_remote_battery", "Snug Remote Battery", "snug", device_class="battery"),
        entity("sensor.loft_co2", "Loft CO2", "loft", device_class="carbon_dioxide"),
        entity("sensor.loft_heater_power", "Loft Heater Power", "loft", device_class="power"),
        entity("fan.snug_purifier", "Snug Purifier", "snug"),
        entity("fan.loft_fan", "Loft Fan", "loft"),
        entity(
            "sensor.pantry_temperature", "Pantry Temperature", "pantry", device_class="temperature"
        ),
    )


@pytest.mark.parametrize(
    "text",
    [
        "how is the air up in the loft",
        "um, what's the air doing in the snug",
        "is the snug air any good?",
    ],
)
def test_the_air_asked_is_the_air_quality_class(home: Home, text: str) -> None:
    command = one(LocalParser(home), text)
    assert (command.action, command.type_hint, command.device_class) == ("query", "sensor", "aqi")
    assert (command.quantifier, command.name_hint) == ("all", None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how fresh is the air in the snug", ["sensor.snug_fine_dust", "sensor.snug_voc"]),
        ("what's the air quality in the loft", ["sensor.loft_co2"]),
    ],
)
def test_every_air_quality_sensor_of_the_room_answers(
    home: Home, text: str, expected: list[str]
) -> None:
    targets, service, _ = last_turn(home, text)
    assert (sorted(targets), service) == (expected, None)


def test_a_room_without_air_sensors_answers_nothing(home: Home) -> None:
    targets, _, _ = last_turn(home, "how is the air in the pantry")
    assert targets == []


@pytest.mark.parametrize("text", ["the loft air smells stale", "please clean the air in the snug"])
def test_the_air_complained_of_or_cleaned_is_no_question(home: Home, text: str) -> None:
    command = one(LocalParser(home), text)
    assert command.device_class != "aqi"


def test_the_air_word_before_a_device_word_names_the_device(home: Home) -> None:
    assert one(LocalParser(home), "is the air purifier in the snug on").device_class != "aqi"


@pytest.fixture(scope="module")
def demo_zh() -> LocalParser:
    return LocalParser(load_home(HOMES_DIR / "demo_home_zh.json"))


@pytest.mark.parametrize("text", ["卧室空气好吗", "现在书房空气如何"])
def test_chinese_air_asked(demo_zh: LocalParser, text: str) -> None:
    command = one(demo_zh, text)
    assert (command.type_hint, command.device_class, command.quantifier) == ("sensor", "aqi", "all")


@pytest.mark.parametrize("text", ["书房里空气不太好", "空气净化器开着吗"])
def test_chinese_complaint_or_device_is_no_air_question(demo_zh: LocalParser, text: str) -> None:
    assert one(demo_zh, text).device_class != "aqi"


def test_a_class_without_a_family_is_itself() -> None:
    families = class_families()
    assert answered_by(families, "sensor", "humidity") == frozenset({"humidity"})
    assert {"pm25", "carbon_dioxide"} <= answered_by(families, "sensor", "aqi")
