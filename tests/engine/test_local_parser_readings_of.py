"""A reading or setting asked of a device goes to the sibling entity that holds it (issue #13,
round 9: local_parser/readings_of.py): the power a plug's switch draws is its power sensor, the
program of a washer is its select, the filter left in a purifier is the sensor named so. The
sentences and homes are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import UNKNOWN_TYPE
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.readings_of import sensor_kind_words


def _entity(
    entity_id: str, name: str, area: str, device: str, device_class: str | None = None
) -> dict[str, Any]:
    return entity(entity_id, name, area, device_name=device, device_class=device_class)


EN_HOME: dict[str, Any] = {
    "language": "en",
    "floors": [],
    "areas": [{"id": "utility", "name": "Utility"}, {"id": "study", "name": "Study"}],
    "entities": [
        # two channels of one relay: the power sensor is the one named after the channel
        _entity("switch.towel_rail", "Towel Rail", "utility", "Relay Duo", "switch"),
        _entity("sensor.towel_rail_power", "Towel Rail Power", "utility", "Relay Duo", "power"),
        _entity("switch.boiler_pump", "Boiler Pump", "utility", "Relay Duo", "switch"),
        _entity("sensor.boiler_pump_power", "Boiler Pump Power", "utility", "Relay Duo", "power"),
        _entity("switch.tumble_dryer", "Tumble Dryer", "utility", "Heatpump Dryer", "switch"),
        _entity("select.tumble_dryer_cycle", "Dryer Cycle", "utility", "Heatpump Dryer"),
        _entity("vacuum.zippy_x2", "Zippy X2", "study", "Zippy X2"),
        _entity("sensor.zippy_x2_battery", "Zippy X2 Battery", "study", "Zippy X2", "battery"),
        _entity("fan.breeze_tower", "Breeze Tower", "study", "Breeze Tower TX"),
        _entity(
            "sensor.breeze_tower_pm25", "Breeze Tower PM2.5", "study", "Breeze Tower TX", "pm25"
        ),
        _entity(
            "sensor.breeze_tower_filter", "Breeze Tower Carbon filter", "study", "Breeze Tower TX"
        ),
        _entity("switch.desk_lamp", "Desk Lamp", "study", "Lamp Plug", "outlet"),
    ],
}

ZH_HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "balcony", "name": "阳台"}, {"id": "den", "name": "书房"}],
    "entities": [
        _entity("switch.dryer", "干衣机", "balcony", "海尔 干衣机", "switch"),
        _entity("select.dryer_program", "烘干程序", "balcony", "海尔 干衣机"),
        _entity("sensor.dryer_left", "烘干剩余时间", "balcony", "海尔 干衣机", "duration"),
        _entity("vacuum.mopper", "拖地机", "den", "云鲸 J4"),
        _entity("sensor.mopper_battery", "拖地机电池", "den", "云鲸 J4", "battery"),
        _entity("sensor.den_temperature", "温湿度计 温度", "den", "温湿度计", "temperature"),
        _entity("sensor.den_humidity", "温湿度计 湿度", "den", "温湿度计", "humidity"),
    ],
}


@pytest.fixture(scope="module")
def en() -> LocalParser:
    return LocalParser(Home.from_json(EN_HOME))


@pytest.fixture(scope="module")
def zh() -> LocalParser:
    return LocalParser(Home.from_json(ZH_HOME))


@pytest.mark.parametrize(
    ("text", "name", "domain"),
    [
        ("what wattage is the towel rail pulling", "Towel Rail Power", "sensor"),
        ("how much power is the boiler pump drawing?", "Boiler Pump Power", "sensor"),
        ("which cycle is the tumble dryer on", "Dryer Cycle", "select"),
        ("what program is the tumble dryer running", "Dryer Cycle", "select"),
        ("how much battery has the zippy got", "Zippy X2 Battery", "sensor"),
        ("how's the filter on the breeze tower", "Breeze Tower Carbon filter", "sensor"),
        ("what pm2.5 does the breeze tower show", "Breeze Tower PM2.5", "sensor"),
    ],
)
def test_an_attribute_asked_of_a_device_is_its_sibling(
    en: LocalParser, text: str, name: str, domain: str
) -> None:
    command = one(en, text)
    assert (command.name_hint, command.type_hint) == (name, domain)


@pytest.mark.parametrize(
    ("text", "name", "domain"),
    [
        ("干衣机现在用的什么程序", "烘干程序", "select"),
        ("干衣机还要多长时间", "烘干剩余时间", "sensor"),
        ("拖地机电池还剩多少", "拖地机电池", "sensor"),
        ("拖地机还有电吗", "拖地机电池", "sensor"),
    ],
)
def test_an_attribute_asked_of_a_device_is_its_sibling_in_chinese(
    zh: LocalParser, text: str, name: str, domain: str
) -> None:
    command = one(zh, text)
    assert command.name_hint == name and command.type_hint in (domain, UNKNOWN_TYPE)


def test_a_device_without_a_sibling_for_the_attribute_answers_itself(en: LocalParser) -> None:
    """The desk lamp's plug measures no power: the question stays with the plug."""
    command = one(en, "how much power is the desk lamp drawing")
    assert command.name_hint is not None and "power" not in command.name_hint.lower()


def test_a_command_is_no_question_of_an_attribute(en: LocalParser) -> None:
    command = one(en, "turn off the towel rail")
    assert command.name_hint == "Towel Rail"


def test_an_attribute_word_inside_the_name_asks_nothing(zh: LocalParser) -> None:
    """温湿度计 says 湿度 as part of its name: the temperature asked stays the temperature."""
    command = one(zh, "温湿度计温度多少")
    assert command.name_hint is not None and "湿度" not in command.name_hint.replace("温湿度计", "")


HOME_WIDE: dict[str, Any] = {
    "language": "en",
    "floors": [],
    "areas": [{"id": "hall", "name": "Hall"}],
    "entities": [
        entity("select.flat_profile", "Flat Mode", None, attributes={"options": ["In", "Out"]}),
        entity("light.hall_lamp", "Hall Lamp", "hall"),
        entity("sensor.hall_temperature", "Hall Temperature", "hall", device_class="temperature"),
    ],
}


@pytest.mark.parametrize(
    "text",
    ["what mode is the whole flat on right now", "what mode's the whole flat in at the moment"],
)
def test_a_setting_of_the_whole_home_asked_of_the_home(text: str) -> None:
    """ "what mode is the house in": the home's word and the setting's word, cut apart by the
    sentence, ask the select named by both (round 12)."""
    command = one(LocalParser(Home.from_json(HOME_WIDE)), text)
    assert (command.action, command.name_hint, command.type_hint) == (
        "query",
        "Flat Mode",
        "select",
    )
    assert command.scope_include == ()


def test_a_kind_asked_of_the_whole_home_keeps_the_home() -> None:
    command = one(LocalParser(Home.from_json(HOME_WIDE)), "how warm is it across the flat")
    assert command.name_hint != "Flat Mode"


METERED: dict[str, Any] = {
    "language": "en",
    "floors": [],
    "areas": [{"id": "den", "name": "Den"}],
    "entities": [
        entity("sensor.mains_power", "Mains Power", None, device_class="power"),
        entity("sensor.mains_energy", "Mains Energy", None, device_class="energy"),
        _entity("switch.gaming_pc_plug", "Gaming PC Plug", "den", "Plug Mini", "outlet"),
        _entity("sensor.gaming_pc_power", "Gaming PC Power", "den", "Plug Mini", "power"),
        _entity("switch.den_plug", "Den Plug", "den", "Plug Max", "outlet"),
    ],
}


@pytest.fixture(scope="module")
def metered() -> LocalParser:
    return LocalParser(Home.from_json(METERED))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("how much power is the flat drawing at the moment", "Mains Power"),
        ("how many watts is the whole home pulling", "Mains Power"),
        ("how much electricity is the flat using now", "Mains Power"),
        ("how much energy has the whole house used", "Mains Energy"),
    ],
)
def test_a_reading_of_the_whole_home_is_its_meter(
    metered: LocalParser, text: str, name: str
) -> None:
    """The home said and a reading word: the one meter of no area of that kind answers; "power"
    is no switch here, "using now" asks a rate, and the question stays a question (round 12)."""
    command = one(metered, text)
    assert (command.action, command.name_hint, command.type_hint) == ("query", name, "sensor")
    assert command.scope_include == ()


def test_a_home_of_two_meters_keeps_the_question_as_it_was() -> None:
    home = {
        **METERED,
        "entities": [
            *METERED["entities"],
            entity("sensor.solar_power", "Solar Power", None, device_class="power"),
        ],
    }
    command = one(LocalParser(Home.from_json(home)), "how much power is the flat drawing")
    assert command.name_hint is None


@pytest.mark.parametrize(
    "text", ["how many watts is the gaming pulling", "how much power is the gaming pc using"]
)
def test_a_reading_of_a_device_said_by_part_of_its_name(metered: LocalParser, text: str) -> None:
    """No name was read, but the first words of one are said: its one power sensor answers."""
    command = one(metered, text)
    assert (command.action, command.name_hint) == ("query", "Gaming PC Power")


def test_part_of_a_name_in_a_command_is_left_alone(metered: LocalParser) -> None:
    assert one(metered, "switch the gaming pc plug off").name_hint == "Gaming PC Plug"


def test_only_the_words_of_a_kind_read_through_sensors_name_one_installation() -> None:
    """Review of round 16: "which … sensors" stays a set for every sensor word but the kinds
    known only through their sensors (the panels, the home battery)."""
    words = sensor_kind_words()
    assert {"solar panel", "home battery"} <= words
    assert "humidity sensor" not in words and "sensor" not in words
