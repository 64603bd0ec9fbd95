"""Natural household requests on a home named by its integrations (issue #13).

A small home built for these rules: a thermostat in one room and only a multisensor in another,
switches that are a fan and a heater by name, lights whose names are plural, two lamps in one
room and an entity named just "Lamp", an awning, a scene named after its room and a script named
after its job. Each test runs the local parser and retrieval, as a request does.
"""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import CommandResult


def _entity(entity_id: str, name: str, area: str | None, **extra: Any) -> dict[str, Any]:
    return entity(entity_id, name, area, state="off", **extra)


HEAT = {"hvac_modes": ["off", "heat"], "supported_features": 385, "temperature": 20}
HOME = {
    "language": "en",
    "floors": [],
    "areas": [
        {"id": area, "name": name, "floor": None}
        for area, name in [
            ("hall", "Hall"),
            ("games_room", "Games Room"),
            ("washroom", "Washroom"),
            ("lounge", "Lounge"),
            ("bedroom", "Bedroom"),
            ("deck", "Deck"),
        ]
    ],
    "entities": [
        _entity("climate.hall_thermostat", "Hall Thermostat", "hall", attributes=HEAT),
        _entity(
            "sensor.acme_multisensor_temperature",
            "Acme Multisensor Temperature",
            "games_room",
            device_class="temperature",
            device_name="Acme Multisensor",
        ),
        _entity("light.games_room_light", "Games Room Light", "games_room"),
        _entity(
            "sensor.chime_doorbell_battery",
            "Chime Doorbell Battery",
            "hall",
            device_class="battery",
            device_name="Chime Video Doorbell",
        ),
        _entity("switch.washroom_extractor_fan", "Washroom Extractor Fan", "washroom"),
        _entity("switch.washroom_panel_heater", "Washroom Panel Heater", "washroom"),
        _entity("light.washroom_light", "Washroom Light", "washroom"),
        _entity("light.vanity_lights", "Vanity Lights", "washroom"),
        _entity("fan.lounge_fan", "Lounge Fan", "lounge"),
        _entity("light.lamp", "Lamp", "lounge"),
        _entity("light.lounge_downlights", "Lounge Downlights", "lounge"),
        _entity("scene.lounge_chill", "Lounge Chill", "lounge"),
        _entity("light.left_lamp", "Left Lamp", "bedroom"),
        _entity("light.right_lamp", "Right Lamp", "bedroom"),
        _entity("light.desk_lamp", "Desk Lamp", "bedroom"),
        _entity("light.hall_desk_lamp", "Hall Desk Lamp", "hall"),
        _entity("cover.bedroom_blind_a", "Bedroom Blind A", "bedroom", device_class="shade"),
        _entity("cover.bedroom_blind_b", "Bedroom Blind B", "bedroom", device_class="shade"),
        _entity("light.string_lights", "String Lights", "deck"),
        _entity("light.deck_spot", "Deck Spot", "deck"),
        _entity(
            "sensor.deck_thermometer_temperature",
            "Deck Thermometer Temperature",
            "deck",
            device_class="temperature",
        ),
        _entity(
            "cover.deck_awning",
            "Deck Awning",
            "deck",
            device_class="awning",
            attributes={"supported_features": 11},
        ),
        _entity("script.hot_water_boost", "Hot Water Boost", None),
        _entity("light.games_room_pendants", "Games Room Pendants", "games_room"),
        _entity("vacuum.dustbot", "Dustbot", "hall", attributes={"supported_features": 12828}),
        _entity("lawn_mower.mowbot", "Mowbot", "deck"),
        _entity("scene.games_room_party", "Games Room Party", "games_room"),
        _entity("scene.lounge_party", "Party Lights", "lounge"),
        _entity(
            "fan.breezer_tower",
            "Breezer Tower",
            "bedroom",
            device_name="Breezer Tower BT7",
            attributes={"supported_features": 59, "oscillating": False},
        ),
        _entity(
            "select.dustbot_mop_intensity",
            "Dustbot Mop intensity",
            "hall",
            device_name="Dustbot D9",
            attributes={"options": ["gentle", "standard", "deep"]},
        ),
        _entity(
            "switch.breezer_tower_night_mode",
            "Breezer Tower Night mode",
            "bedroom",
            device_name="Breezer Tower BT7",
        ),
    ],
}


@pytest.fixture(scope="module")
def house() -> tuple[LocalParser, Retriever]:
    home = Home.from_json(HOME)
    return LocalParser(home), Retriever(home)


def _run(house: tuple[LocalParser, Retriever], text: str, area: str | None = None) -> CommandResult:
    parser, retriever = house
    [result] = retriever.retrieve(text, parser.parse(text), context_area=area).commands
    return result


def _targets(result: CommandResult) -> list[str]:
    return [c.entity_id for c in result.candidates]


def test_a_switch_named_as_a_fan_or_heater_is_reached_by_that_kind(house: Any) -> None:
    _parser, retriever = house
    assert retriever.ix.hints.typed_by_name == {
        "switch.washroom_extractor_fan": "fan",
        "switch.washroom_panel_heater": "climate",
    }
    for text, expected in [
        ("switch on the fan in the washroom", "switch.washroom_extractor_fan"),
        ("turn the extractor fan on", "switch.washroom_extractor_fan"),
        ("can you turn on the heater in the washroom", "switch.washroom_panel_heater"),
    ]:
        result = _run(house, text)
        assert _targets(result)[:1] == [expected], text
        assert result.candidates[0].service == "switch.turn_on", text
    # the lounge's real fan is still the fan of the lounge
    assert _targets(_run(house, "turn on the fan in the lounge"))[:1] == ["fan.lounge_fan"]


def _every_target(result: CommandResult) -> set[str]:
    return {c.entity_id for c in result.candidates} | {
        e for g in result.groups for e in g.entity_ids
    }


def test_a_plural_kind_word_is_that_kind_not_every_device_of_its_type(house: Any) -> None:
    # "Vanity Lights" is one light, and "vanity light" a kind of light: said in the plural it is
    # still that kind, not every light of the washroom or of the home.
    for text in ("turn on the vanity lights", "switch all the vanity lights off"):
        assert _every_target(_run(house, text)) == {"light.vanity_lights"}, text
    assert _every_target(_run(house, "turn the lights on on the deck")) == {
        "light.string_lights",
        "light.deck_spot",
    }
    # a set of a kind is every one of it, not the one named just so ("Desk Lamp")
    assert _every_target(_run(house, "turn off all the desk lamps")) == {
        "light.desk_lamp",
        "light.hall_desk_lamp",
    }


def test_a_kind_in_the_singular_with_two_in_the_room_is_asked(house: Any) -> None:
    # "the blind" where the room has two shades named blinds: which one is asked
    asked = _run(house, "close the blind", area="bedroom")
    assert asked.hint == "need_clarification"
    assert set(_targets(asked)) == {"cover.bedroom_blind_a", "cover.bedroom_blind_b"}
    # the device class itself is every device of it in the room, as in Home Assistant
    both = _run(house, "close the shade", area="bedroom")
    assert both.hint is None
    assert _every_target(both) == {"cover.bedroom_blind_a", "cover.bedroom_blind_b"}


def test_an_awning_goes_out_and_comes_in(house: Any) -> None:
    for text, service in [
        ("put the awning out", "cover.open_cover"),
        ("wind the awning out on the deck", "cover.open_cover"),
        ("bring the awning in", "cover.close_cover"),
    ]:
        result = _run(house, text)
        assert _targets(result)[:1] == ["cover.deck_awning"], text
        assert result.candidates[0].service == service, text


def test_a_class_read_only_by_a_sensor_is_that_sensor(house: Any) -> None:
    # a battery asked about where no binary sensor reads one: the battery sensor, not nothing
    for text in ("what's the doorbell battery on", "how much battery is left in the hall"):
        assert _targets(_run(house, text))[:1] == ["sensor.chime_doorbell_battery"], text


def test_a_device_named_as_a_plain_word_of_its_type_is_that_device(house: Any) -> None:
    # "lamp" is an English word for a light that Home Assistant's sentences do not use for the
    # domain: where a device is named just "Lamp", "the lamp" is that device, not the room's set.
    for text, area in [("switch on the lamp in the lounge", None), ("turn the lamp off", "lounge")]:
        assert _every_target(_run(house, text, area)) == {"light.lamp"}, text
    # the domain's own word stays the room's lights, beside a device named "Lamp"
    assert _every_target(_run(house, "switch on the light in the lounge")) == {
        "light.lamp",
        "light.lounge_downlights",
    }


def test_switch_before_a_kind_word_it_does_not_name_is_the_verb(house: Any) -> None:
    # "pendant" is a kind of light: "switch" before it is the verb, not the switch domain
    for text in ("switch the pendants on in the games room", "could you switch the pendant off"):
        result = _run(house, text)
        assert _targets(result)[:1] == ["light.games_room_pendants"], text
        assert result.candidates[0].service.startswith("light.turn_o"), text


def test_a_device_got_going_or_started_is_started(house: Any) -> None:
    for text, expected, service in [
        ("get the dustbot going", "vacuum.dustbot", "vacuum.start"),
        ("can you get dustbot started", "vacuum.dustbot", "vacuum.start"),
        ("get the mowbot going", "lawn_mower.mowbot", "lawn_mower.start_mowing"),
    ]:
        result = _run(house, text)
        assert _targets(result)[:1] == [expected], text
        assert result.candidates[0].service == service, text
    # asked whether it is going, it is a question, not a start
    assert _run(house, "is the dustbot going").candidates[0].service is None


def test_an_activity_said_with_a_room_runs_that_room_s_scene(house: Any) -> None:
    # two scenes for the same activity: the room said picks one, by its area or by its name
    for text, expected in [
        ("party time in the lounge", "scene.lounge_party"),
        ("party in the games room please", "scene.games_room_party"),
    ]:
        result = _run(house, text)
        assert _targets(result)[:1] == [expected], text
        assert result.candidates[0].service == "scene.turn_on", text
    # said with no room, neither fits better: no guess between them (asking which is no guess)
    alone = _run(house, "party time")
    assert alone.hint == "need_clarification" or _targets(alone)[:1] != ["scene.lounge_party"]
    assert not alone.hint or set(alone.options) <= {"scene.lounge_party", "scene.games_room_party"}


def test_a_device_named_by_its_brand_swings_its_fan(house: Any) -> None:
    # the brand names a fan and its night-mode switch: only the fan oscillates
    for text in ("make the breezer oscillate", "breezer oscillation on"):
        result = _run(house, text)
        assert _targets(result)[:1] == ["fan.breezer_tower"], text
        assert result.candidates[0].service == "fan.oscillate", text


def test_a_place_outside_is_answered_by_its_thermometer_in_a_home_with_a_thermostat(
    house: Any,
) -> None:
    # no climate device heats a deck: its thermometer answers, in any question shape
    for text in ("how hot is it on the deck", "what temperature is it out on the deck"):
        assert _targets(_run(house, text))[:1] == ["sensor.deck_thermometer_temperature"], text
    # indoors, Home Assistant's question asks the room's climate device: the hall's thermostat,
    # and none in the games room, whose multisensor is not asked
    assert _targets(_run(house, "what's the temperature in the hall"))[:1] == [
        "climate.hall_thermostat"
    ]
    assert "sensor.acme_multisensor_temperature" not in _targets(
        _run(house, "how hot is the games room")
    )


def test_a_brand_and_the_rest_of_a_part_s_name_name_that_part(house: Any) -> None:
    # "Breezer Tower Night mode" of the device "Breezer Tower BT7": the brand word and the part,
    # in either order or with a link word between, name the switch, not the fan
    for text, service in [
        ("turn off night mode on the breezer", "switch.turn_off"),
        ("breezer night mode on", "switch.turn_on"),
        ("put the breezer into night mode", "switch.turn_on"),
    ]:
        result = _run(house, text)
        assert _targets(result)[:1] == ["switch.breezer_tower_night_mode"], text
        assert result.candidates[0].service == service, text


def test_a_room_set_to_the_rest_of_a_scene_s_name_runs_that_scene(house: Any) -> None:
    # "Lounge Chill": the room said, a link word, then the rest of the scene's name
    for text in ("switch the lounge to chill", "can you put the lounge on chill"):
        result = _run(house, text)
        assert _targets(result)[:1] == ["scene.lounge_chill"], text
        assert result.candidates[0].service == "scene.turn_on", text


def test_a_cold_room_warmed_by_a_switch_named_a_heater_switches_it_on(house: Any) -> None:
    # the washroom's only heating is a plug named "Panel Heater": feeling cold there turns it on
    for text in ("it's so cold in here", "it's chilly in the washroom"):
        result = _run(house, text, area="washroom")
        assert _targets(result)[:1] == ["switch.washroom_panel_heater"], text
        assert result.candidates[0].service == "switch.turn_on", text
    # a heater is never the answer to a room too hot
    assert "switch.washroom_panel_heater" not in _targets(
        _run(house, "it's far too hot in here", area="washroom")
    )


def test_a_part_of_several_words_is_named_without_its_device(house: Any) -> None:
    # "Dustbot Mop intensity" of the device "Dustbot D9": the part's own words name it, and its
    # option is said by its value
    result = _run(house, "put the mop intensity on deep")
    assert _targets(result)[:1] == ["select.dustbot_mop_intensity"]
    assert result.candidates[0].service == "select.select_option"
    assert result.command.params.get("option") == "deep"
