"""Answers to a tie (engine/answers.py): a name one device is called by itself, a name said in
the plural, and the questions that stay."""

from __future__ import annotations

from custom_components.context_retrieval.engine.results import NEED_CLARIFICATION, NO_MATCH
from tests.engine.home_builders import entity, home_of, last_answer

HOME = home_of(
    "en",
    {"den": "Den", "lounge": "Lounge", "hall": "Hall", "study": "Study"},
    entity(
        "media_player.marantz_receiver", "Marantz Receiver", "lounge", device_name="Marantz NR1711"
    ),
    entity("media_player.den", "Den", "den", device_name="Marantz Model 40n"),
    entity("light.lifx_strip_1", "Lifx Strip 1", "lounge", device_name="LIFX Z"),
    entity("light.lifx_strip_2", "Lifx Strip 2", "den", device_name="LIFX Z"),
    entity("light.desk", "Desk", "study", device_name="LIFX Mini"),
    entity("light.wiz_bulb", "Wiz Bulb", "hall", device_name="WiZ A19"),
    entity("light.hall_bulb", "Hall Bulb", "hall", device_name="WiZ A19"),
)


def test_a_name_one_device_is_called_by_beats_a_device_name() -> None:
    # The den's speaker is a Marantz too, but only the receiver is called so.
    found, service, hint = last_answer(HOME, "pause the marantz")
    assert hint is None
    assert found == ["media_player.marantz_receiver"]
    assert service == "media_player.media_pause"


def test_a_name_said_in_the_plural_is_every_one_called_so() -> None:
    found, service, hint = last_answer(HOME, "switch off the lifx strips")
    assert hint is None
    assert set(found) == {"light.lifx_strip_1", "light.lifx_strip_2"}
    assert service == "light.turn_off"


def test_the_singular_of_a_shared_name_still_asks() -> None:
    found, _, hint = last_answer(HOME, "switch off the lifx strip")
    assert hint == NEED_CLARIFICATION
    assert {"light.lifx_strip_1", "light.lifx_strip_2"} <= set(found)


def test_the_model_of_identical_hardware_still_asks() -> None:
    # Two WiZ A19 bulbs, one of them named after its model: the model names both.
    found, _, hint = last_answer(HOME, "turn on the wiz")
    assert hint == NEED_CLARIFICATION
    assert {"light.wiz_bulb", "light.hall_bulb"} <= set(found)


def test_a_name_no_device_is_called_by_is_no_match() -> None:
    _, _, hint = last_answer(HOME, "turn off the roku")
    assert hint == NO_MATCH


def test_a_brand_said_before_a_plural_kind_keeps_every_one_of_the_brand() -> None:
    # "the lifx lights": the strips are called Lifx, the desk lamp is a LIFX too; several are
    # meant, so the tie-break by own name does not narrow it to the strips.
    found, _, hint = last_answer(HOME, "turn the lifx lights off")
    assert hint == NEED_CLARIFICATION
    assert {"light.lifx_strip_1", "light.lifx_strip_2", "light.desk"} <= set(found)
