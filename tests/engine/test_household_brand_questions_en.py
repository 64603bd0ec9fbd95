"""A question that names a device only by the maker or model on its device (round 14, lbrand):
commands already find such a device; a question keeps the word as the name instead of dropping
it as a word that names nothing, and still drops a word of no device."""

from __future__ import annotations

from home_builders import entity, home_of, last_turn

from custom_components.context_retrieval.engine.local_parser import LocalParser

HOME = home_of(
    "en",
    {"hall": "Hall", "den": "Den"},
    entity("climate.upstairs", "Upstairs", "hall", device_name="Honeywell T9 Smart"),
    entity("lock.side_gate", "Side Gate", "hall", device_name="Yale Assure Lock 2"),
    entity("light.den_lamp", "Den Lamp", "den", device_name="Sengled Smart Bulb"),
)


def _name(text: str) -> str | None:
    [command] = LocalParser(HOME).parse(text)
    return command.name_hint


def test_a_maker_asked_about_is_the_name() -> None:
    assert _name("what's the honeywell at") is not None
    targets, service, _ = last_turn(HOME, "what's the honeywell at")
    assert targets[:1] == ["climate.upstairs"] and service is None


def test_a_maker_asked_what_it_is_set_to() -> None:
    targets, _, _ = last_turn(HOME, "what's the yale set to")
    assert targets[:1] == ["lock.side_gate"]


def test_a_word_of_no_device_is_still_dropped() -> None:
    assert _name("what's the frobnicator at") is None
