"""English state questions (issue #13, round 10): "switched on" / "turned on" in a question is
the state "on", not a name the home lacks.

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser


@pytest.mark.parametrize(
    "text", ["is anything switched on in the study", "is anything still turned on in the garage"]
)
def test_switched_on_in_a_question_is_the_state(demo_en: LocalParser, text: str) -> None:
    command = one(demo_en, text)
    assert command.action == "query" and command.name_hint is None
    assert command.quantifier == "all" and len(command.scope_include) == 1


@pytest.mark.parametrize(
    "text", ["tell me the wattage in the study", "what's the power draw in the garage right now"]
)
def test_wattage_and_power_draw_ask_a_power_sensor(demo_en: LocalParser, text: str) -> None:
    """Round 12: the words of the reading keep the question (glossary sensor.power)."""
    command = one(demo_en, text)
    assert (command.action, command.type_hint, command.device_class) == (
        "query",
        "sensor",
        "power",
    ), text


def test_finished_asked_of_a_device_is_its_time_left(demo_en: LocalParser) -> None:
    """Round 12: "has X finished" asks the sibling that holds the time left (readings_of)."""
    command = one(demo_en, "has the washing machine finished now")
    assert (command.type_hint, command.device_class) == ("sensor", "duration")
