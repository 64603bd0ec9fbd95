"""English household requests of round 14 (issue #13): a second clause whose change is of
another kind than the first's, two names listed before the kind or head word they share, and a
kind word after a device's name that stands for the few devices whose names hold it."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_turn_commands

from custom_components.context_retrieval.engine.changes import another_change
from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.surface import names_sharing_a_head

_DIMMABLE = {"supported_color_modes": ["brightness"], "supported_features": 32}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {
            "porch": "Porch",
            "carport": "Carport",
            "master_bath": "Master Bath",
            "guest_bath": "Guest Bath",
            "kitchen": "Kitchen",
            "den": "Den",
            "bedroom": "Bedroom",
        },
        entity("lock.porch_lock", "Porch Lock", "porch"),
        entity("lock.carport_side_lock", "Carport Side Lock", "carport"),
        entity(
            "cover.carport_door",
            "Carport Door",
            "carport",
            device_class="garage",
            attributes={"supported_features": 3},
        ),
        entity("light.mirror_lights", "Mirror Lights", "master_bath", attributes=_DIMMABLE),
        entity("light.guest_bath_light", "Guest Bath Light", "guest_bath", attributes=_DIMMABLE),
        entity("light.island_pendants", "Island Pendants", "kitchen", attributes=_DIMMABLE),
        entity("light.den_pot_lights", "Den Pot Lights", "den", attributes=_DIMMABLE),
        entity("light.den_lamp", "Den Lamp", "den", attributes=_DIMMABLE),
        entity("fan.den_fan", "Den Fan", "den"),
        entity("light.emma_lamp", "Emma's Lamp", "bedroom", attributes=_DIMMABLE),
        entity("light.noah_lamp", "Noah's Lamp", "bedroom", attributes=_DIMMABLE),
        entity("input_boolean.house_party", "House Party", None),
    )


def test_a_change_of_another_kind_is_not_of_the_last_kind_of_device(home: Home) -> None:
    [lock, door] = last_turn_commands(home, "lock the porch and close the carport")
    assert lock[:2] == (["lock.porch_lock"], "lock.lock")
    assert (door[0][0], door[1]) == ("cover.carport_door", "cover.close_cover")


def test_a_change_the_other_way_keeps_the_last_kind() -> None:
    assert not another_change(frozenset({"turn_on"}), frozenset({"turn_off"}))
    assert not another_change(frozenset({"unlock"}), frozenset({"lock"}))
    assert another_change(frozenset({"close_cover", "turn_off"}), frozenset({"lock"}))
    assert not another_change(frozenset(), frozenset({"lock"}))  # a gold IR resolves nothing


def test_a_room_said_before_the_shared_kind_word_is_the_second_names(home: Home) -> None:
    [mirror, guest] = last_turn_commands(home, "switch the mirror and guest bath lights off")
    assert mirror[:2] == (["light.mirror_lights"], "light.turn_off")
    assert guest[:2] == (["light.guest_bath_light"], "light.turn_off")


def test_a_room_said_after_both_devices_holds_for_both(home: Home) -> None:
    [lamp, fan] = LocalParser(home).parse("turn on the lamp and the fan in the den")
    assert lamp.scope_include == fan.scope_include == ("den",)


def test_a_specific_kind_word_after_a_name_is_another_device(home: Home) -> None:
    [pendants, pots] = last_turn_commands(home, "the island pendants and pot lights on please")
    assert pendants[:2] == (["light.island_pendants"], "light.turn_on")
    assert pots[:2] == (["light.den_pot_lights"], "light.turn_on")


def test_two_owners_before_the_head_word_they_share(home: Home) -> None:
    [emma, noah] = last_turn_commands(home, "please turn emma and noah's lamps on")
    assert emma[:2] == (["light.emma_lamp"], "light.turn_on")
    assert noah[:2] == (["light.noah_lamp"], "light.turn_on")


def test_the_head_word_is_said_again_only_where_both_sides_make_names() -> None:
    def is_name(words: str, head: str) -> bool:
        return f"{words} {head}" in {"emma lamps", "noah's lamps"}

    said = "switch emma and noah's lamps off"
    assert names_sharing_a_head(said, is_name) == "switch emma lamps and noah's lamps off"
    assert names_sharing_a_head("the hall and noah's lamps", is_name) == "the hall and noah's lamps"


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("ok the party is done", "turn off"),
        ("party's ended folks", "turn off"),
        ("we've got friends over", "turn on"),
    ],
)
def test_an_activity_said_to_be_over_switches_its_mode_off(
    home: Home, text: str, action: str
) -> None:
    [command] = LocalParser(home).parse(text)
    assert (command.name_hint, command.action) == ("House Party", action)
