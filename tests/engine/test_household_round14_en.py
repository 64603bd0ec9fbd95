"""English household requests of round 14 (issue #13, a Singapore condo): "on"/"off" said as the
verb where a request begins, "help me" as a polite opener, a list of three devices that share
one verb, a comparative spelt as a kind of device ("dryer"), "… or not" asking, and a player
said by its kind after "on" in a "play" request."""

from __future__ import annotations

import pytest
from home_builders import entity, home_of, last_turn, last_turn_commands

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

_DIMMABLE = {"supported_color_modes": ["brightness"], "supported_features": 32}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"study": "Study", "porch": "Porch", "laundry": "Laundry", "den": "Den"},
        entity("light.desk_lamp", "Desk Lamp", "study", attributes=_DIMMABLE),
        entity("light.porch_lantern", "Porch Lantern", "porch", attributes=_DIMMABLE),
        entity("light.den_spots", "Den Spots", "den", attributes=_DIMMABLE),
        entity("fan.study_fan", "Study Fan", "study", attributes={"supported_features": 49}),
        entity("switch.radiator_plug", "Radiator Plug", "den", device_class="outlet"),
        entity(
            "sensor.tumble_dryer_status",
            "Tumble Dryer Status",
            "laundry",
            device_name="Bosch Tumble Dryer",
            device_class="enum",
            attributes={"options": ["idle", "drying", "finished"]},
        ),
        entity(
            "media_player.den_speaker",
            "Den Speaker",
            "den",
            device_class="speaker",
            attributes={"supported_features": 153533},
        ),
    )


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("off the study fan", "turn off"),
        ("on the desk lamp please", "turn on"),
        ("please off the porch lantern", "turn off"),
        ("help me on the study fan", "turn on"),
    ],
)
def test_on_or_off_where_the_request_begins_is_its_verb(home: Home, text: str, action: str) -> None:
    [command] = LocalParser(home).parse(text)
    assert command.action == action


def test_on_before_a_device_inside_a_request_stays_a_preposition(home: Home) -> None:
    # "the light on the porch": where the request does not begin, "on the <device>" is a place
    [command] = LocalParser(home).parse("dim the spots on the desk lamp side")
    assert command.action != "turn on"


def test_off_said_first_carries_to_the_device_after_and(home: Home) -> None:
    turns = last_turn_commands(home, "off the desk lamp and the study fan")
    assert [(t[0][:1], t[1]) for t in turns] == [
        (["light.desk_lamp"], "light.turn_off"),
        (["fan.study_fan"], "fan.turn_off"),
    ]


def test_a_list_of_three_names_shares_the_verb(home: Home) -> None:
    turns = last_turn_commands(home, "switch off the desk lamp, porch lantern and den spots")
    assert [(t[0][:1], t[1]) for t in turns] == [
        (["light.desk_lamp"], "light.turn_off"),
        (["light.porch_lantern"], "light.turn_off"),
        (["light.den_spots"], "light.turn_off"),
    ]


def test_dryer_is_the_device_where_the_home_has_one(home: Home) -> None:
    targets, service, _ = last_turn(home, "has the dryer finished")
    assert (targets[:1], service) == (["sensor.tumble_dryer_status"], None)


def test_dryer_is_still_drier_air_where_no_device_is_one() -> None:
    bare = home_of(
        "en",
        {"den": "Den"},
        entity(
            "humidifier.den_dehumidifier",
            "Den Dehumidifier",
            "den",
            device_class="dehumidifier",
            attributes={"supported_features": 0},
        ),
    )
    [command] = LocalParser(bare).parse("make the den a bit dryer")
    assert command.type_hint == "humidifier"


def test_or_not_at_the_end_asks(home: Home) -> None:
    [command] = LocalParser(home).parse("porch lantern still on or not")
    assert command.action == "query"


def test_a_player_said_by_its_kind_after_on_is_no_part_of_the_title(home: Home) -> None:
    [command] = LocalParser(home).parse("play some jazz on the speaker in the den")
    assert command.params.get("search_query") == "jazz"
    assert command.scope_include == ("den",)
