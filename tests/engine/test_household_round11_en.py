"""English household requests of round 11 (issue #13): a named device asked for a value that
another device of its kind lists ("the nursery fan on breeze" where only the bedroom fan has
the preset) asks that device for the setting, so that retrieval can say it has none, instead of
a plain "turn on"."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever

_PRESET_FAN = {"preset_modes": ["breeze"], "percentage": 0, "supported_features": 61}
_PLAIN_FAN = {"percentage": 0, "supported_features": 49}
_THERMOSTAT = {
    "hvac_modes": ["off", "heat"],
    "preset_modes": ["home", "away"],
    "supported_features": 401,
}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"loft": "Loft", "den": "Den", "hall": "Hall"},
        entity("fan.loft_fan", "Loft Fan", "loft", attributes=_PRESET_FAN),
        entity("fan.den_fan", "Den Fan", "den", attributes=_PLAIN_FAN),
        entity("climate.hall", "Hall Thermostat", "hall", attributes=_THERMOSTAT),
        entity(
            "alarm_control_panel.house",
            "Security System",
            "hall",
            attributes={"supported_features": 3},
        ),
    )


def _one(home: Home, text: str) -> dict[str, Any]:
    [command] = LocalParser(home).parse(text)
    return command.to_json()


@pytest.mark.parametrize("text", ["put the den fan on breeze", "set the den fan to breeze mode"])
def test_a_value_of_another_device_of_the_kind_is_asked_of_the_device_named(
    home: Home, text: str
) -> None:
    command = _one(home, text)
    assert command["params"] == {"preset_mode": "breeze"}
    assert command["action"] != "turn on"
    [result] = Retriever(home).retrieve(text, LocalParser(home).parse(text)).commands
    assert not result.candidates  # the den fan has no presets: nothing to run


def test_the_device_that_lists_the_value_takes_it(home: Home) -> None:
    command = _one(home, "put the loft fan on breeze")
    assert command["params"] == {"preset_mode": "breeze"}
    [result] = (
        Retriever(home)
        .retrieve("x", LocalParser(home).parse("put the loft fan on breeze"))
        .commands
    )
    assert [c.entity_id for c in result.candidates] == ["fan.loft_fan"]
    assert result.candidates[0].service == "fan.set_preset_mode"


def test_a_value_of_another_kind_of_device_stays_a_word_of_the_action(home: Home) -> None:
    command = _one(home, "arm the security system in away mode")
    assert "preset_mode" not in command["params"]


_TV = {"source_list": ["Live TV", "Netflix", "Hulu"], "supported_features": 2048}


@pytest.fixture(scope="module")
def living() -> Home:
    return home_of(
        "en",
        {"den": "Den", "loft": "Loft"},
        entity("media_player.den_tv", "Den TV", "den", device_class="tv", attributes=_TV),
        entity("light.den_lamp", "Den Lamp", "den"),
        entity("fan.loft_fan", "Loft Fan", "loft", attributes=_PRESET_FAN),
    )


@pytest.mark.parametrize("text", ["put hulu on in the den", "netflix on in the den please"])
def test_an_app_said_without_its_device_picks_the_source(living: Home, text: str) -> None:
    command = _one(living, text)
    assert command["params"] == {"source": text.split()[1 if text.startswith("put") else 0].title()}
    [result] = Retriever(living).retrieve(text, LocalParser(living).parse(text)).commands
    assert [c.entity_id for c in result.candidates] == ["media_player.den_tv"]
    assert result.candidates[0].service == "media_player.select_source"


def test_a_preset_word_said_without_its_device_is_no_source(living: Home) -> None:
    assert "preset_mode" not in _one(living, "it is a breeze in the den")["params"]
