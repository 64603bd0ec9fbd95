"""Tables built once per home instead of scans of the whole home per request (round 16, perf):
the climate entities a thermostat's fan switched means (speeds.fan_switched), the kinds each
entity's names say (kinds.KindsNamed, for kinds.Kinds.as_ranked), the words that say a room
(places.RoomWords, for targets.asks_which_room); word lists moved from code into lexicon.json."""

from __future__ import annotations

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.kinds import (
    BY_CLASS_ALONE,
    KindsNamed,
    default_kinds,
)
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.lexicon import default_lexicon
from custom_components.context_retrieval.engine.places import RoomWords

_BLOWER_ON = {"hvac_modes": ["heat", "cool", "off"], "fan_modes": ["auto", "on"]}
_NO_BLOWER_ON = {"hvac_modes": ["off", "cool", "heat"], "fan_modes": ["auto", "low", "high"]}


@pytest.fixture(scope="module")
def home() -> Home:
    areas = [
        {"id": "hall", "name": "Hall"},
        {"id": "den", "name": "Den"},
        {"id": "guest_bath", "name": "Guest Bathroom"},
        {"id": "living", "name": "Living Room"},
    ]
    entities = [
        entity("climate.hall", "Hall Thermostat", "hall", attributes=_BLOWER_ON),
        entity("climate.den", "Den Thermostat", "den", attributes=_NO_BLOWER_ON),
        entity("media_player.den_box", "Den Box", "den", device_class="tv"),
        entity("media_player.den_beamer", "Den Projector", "den", device_class="tv"),
    ]
    return Home.from_json({"language": "en", "floors": [], "areas": areas, "entities": entities})


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    return LocalParser(home)


def test_a_thermostats_fan_switched_on_is_read_off_the_thermostat_meant(
    parser: LocalParser,
) -> None:
    # The den's thermostat lists no fan mode "on" (the hall's does): it is switched, not set.
    [in_the_den] = parser.parse("switch on the thermostat fan over in the den")
    assert "fan_mode" not in in_the_den.params
    [in_the_hall] = parser.parse("switch on the thermostat fan over in the hall")
    assert in_the_hall.params == {"fan_mode": "on"}


def test_a_thermostats_fan_switched_with_no_room_reads_every_thermostat(
    parser: LocalParser,
) -> None:
    [anywhere] = parser.parse("switch on the thermostat fan")
    assert anywhere.params == {"fan_mode": "on"}


def test_kinds_named_are_read_once_per_entity_and_rank_as_before(home: Home) -> None:
    kinds = default_kinds()
    named = KindsNamed(kinds, home)
    assert named["media_player.den_beamer"] == frozenset({"projector"})
    assert named["media_player.den_box"] == frozenset()
    assert len(named) == len(home.entities) and set(named) == set(home.entities)
    evidence = {"media_player.den_box": BY_CLASS_ALONE, "media_player.den_beamer": BY_CLASS_ALONE}
    ranked = kinds.as_ranked(named, evidence, kinds.by_id["tv"])
    # A box of class tv is a TV; a projector of class tv is named as another kind.
    assert ranked == {"media_player.den_box": 1.0, "media_player.den_beamer": BY_CLASS_ALONE}


def test_room_words_are_area_names_and_their_heads(home: Home) -> None:
    rooms = RoomWords.of(home)
    assert {("guest", "bathroom"), ("bathroom",), ("living", "room"), ("den",)} <= rooms.phrases
    assert ("room",) not in rooms.phrases  # "Living Room": too general a last word
    assert rooms.said_in(["dim", "the", "bathroom", "lamps"])
    assert rooms.said_in(["the", "living", "room", "lamps"])
    assert not rooms.said_in(["dim", "the", "room", "lamps"])
    assert not rooms.said_in([])


def test_the_lexicon_holds_the_readings_of_a_room_and_the_leads_of_an_activity() -> None:
    lexicon = default_lexicon()
    assert "humidity" in lexicon.readings_of_a_room
    assert "temperature" not in lexicon.readings_of_a_room
    assert {"take", "having"} <= lexicon.activity_leads
