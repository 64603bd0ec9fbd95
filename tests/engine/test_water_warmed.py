"""Water said warmer or cooler (round 14, lwater): in a home with a water heater it is a
temperature step of the water heater (the satellite's room tells which), not the bath heater's
mode, a valve or turning the heater on; watering, valves and kettles stay as they were read.
The sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.appliances import water_warmed
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

BOILER = {"temperature": 50, "min_temp": 30, "max_temp": 75, "supported_features": 1}
HEAT = {"hvac_modes": ["off", "heat", "fan_only"], "temperature": 24, "supported_features": 1}


def _home(language: str, heater: bool = True) -> Home:
    names = {
        "zh": ("卫生间", "厨房", "热水器", "暖风机", "花园浇水阀"),
        "en": ("Washroom", "Kitchen", "Boiler", "Fan Heater", "Lawn Valve"),
    }[language]
    entities = [
        entity("climate.wash_warm", names[3], "wash", attributes=HEAT),
        entity("valve.lawn", names[4], "kitchen"),
        entity("light.wash", "Light" if language == "en" else "灯", "wash"),
    ]
    if heater:
        entities.append(entity("water_heater.wash_boiler", names[2], "wash", attributes=BOILER))
    return home_of(
        "zh-Hans" if language == "zh" else "en", {"wash": names[0], "kitchen": names[1]}, *entities
    )


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("淋浴的水有些冷", 1),
        ("洗澡水烫得很，太热了", -1),
        ("把水温往上调调，热一点", 1),
        ("水再凉点", -1),
        ("热水不太热", 1),
    ],
)
def test_chinese_water_warmer_or_cooler_steps_the_water_heater(text: str, step: int) -> None:
    command = one(LocalParser(_home("zh")), text)
    assert command.type_hint == "water_heater"
    assert command.params == {"temperature_step": step}


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("my shower is lukewarm", 1),
        ("this water is scalding", -1),
        ("could you make the water a touch warmer", 1),
        ("turn the shower down a little, it's too hot", -1),
        ("the water feels kind of cold", 1),
    ],
)
def test_english_water_warmer_or_cooler_steps_the_water_heater(text: str, step: int) -> None:
    command = one(LocalParser(_home("en")), text)
    assert command.type_hint == "water_heater"
    assert command.params == {"temperature_step": step}


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("zh", "给花园浇水"),
        ("zh", "把浇水阀打开"),
        ("en", "water the lawn"),
        ("en", "open the lawn valve"),
        ("en", "turn the water off at the main"),
    ],
)
def test_watering_and_valves_stay_as_they_were(language: str, text: str) -> None:
    assert one(LocalParser(_home(language)), text).type_hint != "water_heater"


@pytest.mark.parametrize(("language", "text"), [("zh", "水有些冷"), ("en", "the water is cold")])
def test_no_water_heater_no_step(language: str, text: str) -> None:
    assert one(LocalParser(_home(language, heater=False)), text).type_hint != "water_heater"


def test_at_the_satellite_the_step_sets_that_water_heater() -> None:
    home = _home("zh")
    text = "洗澡水有些冷"
    [result] = (
        Retriever(home)
        .retrieve(
            text,
            LocalParser(home).parse(text),
            state=ConversationState(),
            context_area="wash",
        )
        .commands
    )
    assert result.candidates[0].entity_id == "water_heater.wash_boiler"
    assert result.candidates[0].service == "water_heater.set_temperature"


def test_a_complaint_and_its_remedy_make_one_step() -> None:
    commands = LocalParser(_home("zh")).parse("水烫得不行，往下调点")
    assert [c.type_hint for c in commands] == ["water_heater"]


def test_water_heaters_said_twice_stay_two() -> None:
    said = Command(action="warmer", type_hint="water_heater", params={"temperature_step": 1})
    assert len(water_warmed([said, said], _home("en"), "en")) == 2
