"""English complaints as a class (issue #13, round 10): the words of each condition people say
(regional and colloquial ones: "parky", "dingy", "a racket"; likenesses: "like a fridge"), the
sun said in one's eyes, and a question word inside a complaint that asks nothing.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``); each test names the mechanism it checks.
"""

from __future__ import annotations

from typing import Any

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser


@pytest.mark.parametrize(
    ("text", "action", "type_hint", "device_class"),
    [
        ("it's getting parky in the study", "heat", "climate", None),
        ("the spare room is like a fridge", "heat", "climate", None),
        ("the office is bitterly cold this morning", "heat", "climate", None),
        ("the lounge is like an oven today", "cool", "climate", None),
        ("I'm overheating in the study", "cool", "climate", None),
        ("there's a weird smell in the galley", "turn on", "fan", None),
        ("the kitchen needs some air", "turn on", "fan", None),
        ("the storeroom is dank", "turn on", "humidifier", "dehumidifier"),
        ("the garage is so dingy", "turn on", "light", None),
        ("the nursery air feels dried out", "turn on", "humidifier", "humidifier"),
    ],
)
def test_each_condition_is_said_in_many_words(
    demo_en: LocalParser, text: str, action: str, type_hint: str, device_class: Any
) -> None:
    """Colloquial, regional and likeness words of a condition ask for the effect that undoes it,
    on every device of that kind in the room said (complaints.json)."""
    command = one(demo_en, text)
    assert (command.action, command.type_hint, command.device_class) == (
        action,
        type_hint,
        device_class,
    )
    assert command.scope_include and command.quantifier == "all"


def test_a_word_of_degree_before_another_condition_is_no_smell(demo_en: LocalParser) -> None:
    """ "stinking hot" is very hot, not a smell: only "stinks"/"stinky" say a smell."""
    assert one(demo_en, "it's stinking hot in the office").type_hint == "climate"


def test_the_sun_in_ones_eyes_closes_the_covers(demo_en: LocalParser) -> None:
    command = one(demo_en, "the sun's in my eyes in the study")
    assert (command.action, command.type_hint) == ("close", "cover")


@pytest.mark.parametrize(
    ("text", "type_hint"),
    [
        ("it's too murky to see what I'm cooking in the galley", "light"),
        ("I can't see what I'm typing in the study", "light"),
    ],
)
def test_a_question_word_inside_a_complaint_asks_nothing(
    demo_en: LocalParser, text: str, type_hint: str
) -> None:
    """A question word after the complaint opens a clause of it ("see what …"): the request is
    the complaint's remedy, not a question about the room."""
    command = one(demo_en, text)
    assert command.action == "turn on" and command.type_hint == type_hint


@pytest.mark.parametrize(
    "text", ["is the study chilly", "are the nursery sensors dry", "how dingy is the garage"]
)
def test_a_question_of_a_condition_still_asks(demo_en: LocalParser, text: str) -> None:
    """A question opener or word before the condition keeps the question."""
    assert one(demo_en, text).action in ("query", "get temperature", "check")


@pytest.mark.parametrize(
    ("text", "action", "type_hint"),
    [
        ("so gloomy in the hallway, turn it up", "brighten", "light"),
        ("the study is way too bright, turn it down please", "dim", "light"),
        ("it's perishing in the office, turn it up", "warmer", "climate"),
        ("the kitchen is sweltering, turn it down", "cooler", "climate"),
        ("it's so stuffy in the office, turn it up", "increase speed", "fan"),
    ],
)
def test_the_condition_complained_of_decides_what_a_bare_turn_changes(
    demo_en: LocalParser, text: str, action: str, type_hint: str
) -> None:
    """A pronoun "turn it up/down" beside a complaint changes the setting of that condition
    (light, temperature, the fan's speed), not the volume its words say alone."""
    command = one(demo_en, text)
    assert (command.action, command.type_hint) == (action, type_hint)


def test_a_bare_turn_alone_or_with_the_volume_said_stays_the_volume(demo_en: LocalParser) -> None:
    assert one(demo_en, "turn it down in the study").action == "volume down"
    assert one(demo_en, "it's too dark, turn it up, the volume").action == "volume up"
