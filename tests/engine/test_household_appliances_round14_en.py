"""Household appliances asked about (round 14, qhouse): a washer, dryer or dishwasher the home
knows only by its sensors answers by its status or time sensor (not a leak sensor named after
it), "water heater" said where the water heaters are "<room> Heater" switches (and not where a
space heater could be meant), and "on" opening the clause after a reason."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of, last_turn

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.appliances import (
    appliances_of,
    water_heater_switched,
)


def _machine(
    entity_id: str, name: str, device: str, device_class: str, **extra: Any
) -> dict[str, Any]:
    return entity(
        entity_id, name, "utility", device_name=device, device_class=device_class, **extra
    )


@pytest.fixture(scope="module")
def laundry() -> Home:
    return home_of(
        "en",
        {"utility": "Utility", "bath": "Bath", "kitchen": "Kitchen"},
        _machine("sensor.wm_program_state", "WM Program State", "Haier Washer HW80", "enum"),
        _machine("sensor.wm_time_to_end", "WM Time To End", "Haier Washer HW80", "duration"),
        _machine("sensor.td_phase", "Drying Phase", "Beko Tumble Dryer", "enum"),
        _machine("sensor.dw_operation", "Dishwasher Operation", "Bosch Dishwasher SMS", "enum"),
        _machine("sensor.dw_finish", "Dishwasher Finish Time", "Bosch Dishwasher SMS", "timestamp"),
        entity(
            "binary_sensor.washer_flood",
            "Washer Flood",
            "utility",
            device_name="Shelly Flood",
            device_class="moisture",
        ),
        entity("switch.bath_heater", "Bath Heater", "bath", device_class="switch"),
        entity("switch.hall_heater", "Kitchen Heater", "kitchen", device_class="switch"),
        entity("light.bath_light", "Bath Light", "bath"),
    )


@pytest.mark.parametrize(
    ("text", "entity_id"),
    [
        ("has the washing machine stopped yet", "sensor.wm_program_state"),
        ("is the washer busy", "sensor.wm_program_state"),
        ("how many minutes left on the washer", "sensor.wm_time_to_end"),
        ("is the tumble dryer still on", "sensor.td_phase"),
        ("is the dishwasher finished", "sensor.dw_operation"),
        ("when does the dishwasher end", "sensor.dw_finish"),
        ("dishwasher still going?", "sensor.dw_operation"),
    ],
)
def test_appliance_known_by_sensors_answers_by_its_status_or_time(
    laundry: Home, text: str, entity_id: str
) -> None:
    targets, service, _ = last_turn(laundry, text)
    assert targets == [entity_id]
    assert service is None


def test_a_leak_of_the_washer_keeps_its_own_sensor(laundry: Home) -> None:
    targets, _, _ = last_turn(laundry, "is the washer flood sensor wet")
    assert targets == ["binary_sensor.washer_flood"]


def test_an_appliance_with_a_switch_is_no_sensor_only_appliance() -> None:
    home = home_of(
        "en",
        {"utility": "Utility"},
        entity("switch.washer_plug", "Washer Plug", "utility", device_name="Washer"),
        entity(
            "sensor.washer_time",
            "Washer Time",
            "utility",
            device_name="Washer",
            device_class="duration",
        ),
    )
    assert appliances_of(home).by_kind == {}


def test_water_heater_said_of_heater_switches_in_a_home_without_heating(laundry: Home) -> None:
    targets, service, _ = last_turn(laundry, "turn the water heater in the bath on")
    assert (targets, service) == (["switch.bath_heater"], "switch.turn_on")


def test_water_heater_is_not_a_space_heater_or_a_heating_home() -> None:
    heated = home_of(
        "en",
        {"bath": "Bath", "den": "Den"},
        entity("switch.bath_heater", "Bath Heater", "bath"),
        entity("climate.den", "Den", "den", attributes={"hvac_modes": ["off", "heat"]}),
    )
    spaced = home_of(
        "en",
        {"bath": "Bath", "den": "Den"},
        entity("switch.bath_heater", "Bath Heater", "bath"),
        entity("switch.den_heater", "Den Oil Heater", "den"),
    )
    asked = Command(action="turn on", name_hint="water heater", type_hint="water_heater")
    assert water_heater_switched(asked, heated) is asked
    assert water_heater_switched(asked, spaced) is asked


def test_on_begins_the_clause_after_a_reason(laundry: Home) -> None:
    [command] = LocalParser(laundry).parse("need to shave, on the bath light")
    assert command.action == "turn on"
