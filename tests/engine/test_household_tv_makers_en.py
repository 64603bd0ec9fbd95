"""A TV or speaker said by the maker on its device only (round 15, qmaker): the maker of the one
TV or speaker on that maker's devices names it, so turning it up or down changes its volume;
a maker whose devices are of several kinds, or a word of no device, is left to the words."""

from __future__ import annotations

from home_builders import entity, home_of, last_turn

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.leading_words import device_makers

HOME = home_of(
    "en",
    {"den": "Den", "study": "Study", "laundry": "Laundry"},
    entity(
        "media_player.den_telly",
        "Den Telly",
        "den",
        device_class="tv",
        device_name="Panasonic TX-55",
    ),
    entity(
        "media_player.study_radio",
        "Study Radio",
        "study",
        device_class="speaker",
        device_name="Bose Home 500",
    ),
    entity("light.study_lamp", "Study Lamp", "study", device_name="Philips Hue Go"),
    entity("media_player.den_box", "Den Box", "den", device_name="Philips Ambilight 50"),
    entity("sensor.washer_status", "Washer Status", "laundry", device_name="Bose Test Rig"),
)


def _command(text: str) -> tuple[str | None, str | None]:
    [command] = LocalParser(HOME).parse(text)
    return command.action, command.type_hint


def test_the_maker_of_one_tv_turned_down_lowers_its_volume() -> None:
    assert _command("could you turn the panasonic down") == ("volume down", "media_player")
    targets, service, _ = last_turn(HOME, "could you turn the panasonic down")
    assert targets[:1] == ["media_player.den_telly"] and service == "media_player.volume_down"


def test_the_maker_turned_up_raises_its_volume() -> None:
    targets, service, _ = last_turn(HOME, "turn up the panasonic please")
    assert targets[:1] == ["media_player.den_telly"] and service == "media_player.volume_up"


def test_makers_of_other_kinds_too_name_nothing_by_themselves() -> None:
    # a Bose sensor and a Philips light beside the Bose speaker and the Philips TV
    assert device_makers(HOME) == {"panasonic": ["media_player.den_telly"]}


def test_a_word_of_no_device_is_no_maker() -> None:
    assert _command("turn the gizmotron down")[1] != "media_player"
