"""English wishes of a light's white and verbs of a cover's slats as classes: a light wished
warmer or cooler (or complained about as too cold or too warm) steps its colour temperature,
resolved against its current kelvin within the range it states (data/complaints.json,
injection.resolve_relative); every opening and closing verb said with a tilt word or a tilting
verb moves the slats (lexicon.json's tilt_open / tilt_close)."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.injection import resolve_relative
from custom_components.context_retrieval.engine.local_parser import LocalParser

HOME = {
    "language": "en",
    "floors": [],
    "areas": [{"id": "den", "name": "Den"}, {"id": "loft", "name": "Loft"}],
    "entities": [
        {
            "entity_id": "light.den_pendant",
            "name": "Pendant",
            "area": "den",
            "state": "on",
            "attributes": {
                "color_temp_kelvin": 3000,
                "min_color_temp_kelvin": 2700,
                "max_color_temp_kelvin": 6000,
                "supported_color_modes": ["color_temp"],
            },
        },
        {
            "entity_id": "cover.loft_shutters",
            "name": "Shutters",
            "area": "loft",
            "device_class": "shutter",
            "attributes": {"current_position": 100, "current_tilt_position": 40,
                           "supported_features": 255},
        },
        {"entity_id": "climate.den_radiator", "name": "Radiator", "area": "den",
         "attributes": {"hvac_modes": ["off", "heat"], "temperature": 20}},
    ],
}  # fmt: skip


@pytest.mark.parametrize(
    ("text", "kelvin"),
    [
        ("make the pendant cooler", 3500),
        ("the den pendant a little cooler please", 3500),
        ("make the pendant warmer", 2700),  # 2500 is below the warmest it gives
        ("the pendant light is too cold", 2700),
        ("the pendant is too warm", 3500),
    ],
)
def test_a_light_wished_warmer_or_cooler_steps_its_white(
    parser: LocalParser, home: Home, text: str, kelvin: int
) -> None:
    [command] = parser.parse(text)
    assert "turn_on" in command.resolved_services, (text, command.resolved_services)
    fields = resolve_relative(dict(command.params), home.entities["light.den_pendant"])
    assert fields == {"color_temp_kelvin": kelvin}, (text, command.params)


def test_a_room_or_a_heater_wished_warmer_still_changes_its_temperature(
    parser: LocalParser,
) -> None:
    [command] = parser.parse("make the radiator warmer")
    assert command.params == {"temperature_step": 1}


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("tilt the shutters open", "open_cover_tilt"),
        ("angle the loft shutters shut", "close_cover_tilt"),
        ("tip the shutters closed", "close_cover_tilt"),
        ("open the slats on the shutters", "open_cover_tilt"),
        ("shut the louvres in the loft", "close_cover_tilt"),
        ("open the shutters", "open_cover"),
    ],
)
def test_verbs_of_the_slats_tilt_them(parser: LocalParser, text: str, service: str) -> None:
    [command] = parser.parse(text)
    assert service in command.resolved_services, (text, command.resolved_services)
