"""Name words listed before one kind word (issue #13, round 13, qlist): "the X and Y lamps"
gives each listed name word the kind said once at the end, when a device of that kind is named
by the word (the word alone may name a plug too); a plural kind word reaches every such device.
The sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

from custom_components.context_retrieval.engine.local_parser import LocalParser


def test_a_name_word_before_a_plural_kind_word_takes_the_kind(demo_en: LocalParser) -> None:
    first, second = demo_en.parse("switch off the bedside and desk lamps")
    assert (first.name_hint, first.type_hint, first.quantifier) == ("bedside", "light", "all")
    assert first.action == second.action == "turn off"
    assert second.type_hint == "light"


def test_a_name_word_of_one_light_takes_the_kind(demo_en: LocalParser) -> None:
    first, _ = demo_en.parse("switch on the mirror and night lights")
    # round 14: "mirror lights" when the word and the kind word make a name of the home
    assert (first.name_hint or "").startswith("mirror") and first.type_hint == "light"


def test_a_kind_no_device_of_the_word_has_is_not_taken(demo_en: LocalParser) -> None:
    # no fan is named "bedside": the word keeps its own reading
    commands = demo_en.parse("turn off the bedside and the fan")
    assert commands[0].type_hint != "fan"


def test_a_device_with_its_own_room_keeps_its_reading(demo_en: LocalParser) -> None:
    first, second = demo_en.parse("turn off the kitchen light and the fan")
    assert (first.type_hint, first.scope_include) == ("light", ("kitchen",))
    assert second.type_hint == "fan"
