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
