"""Follow-ups and several commands read as a class (issue #13, round 11): two devices whose
names several rooms share, joined by "and" with the room said after them, are two devices of
that room, and "them" in the next turn is both.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState
from devtools.homes import HOMES_DIR


def _last(*turns: str) -> list[tuple[list[str], str | None, str | None]]:
    """Each turn retrieved in one conversation on the English demo home: per command of the
    last turn, its candidates, their first service and its hint."""
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for text in turns[:-1]:
        retriever.retrieve(text, parser.parse(text), state=state)
    results = retriever.retrieve(turns[-1], parser.parse(turns[-1]), state=state).commands
    return [
        (
            [c.entity_id for c in r.candidates],
            r.candidates[0].service if r.candidates else None,
            r.hint,
        )
        for r in results
    ]


# ---- two shared names joined by "and" -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("switch off the lamp and the ceiling light in the kids room", "Lamp", "Ceiling Light"),
        (
            "turn on the lamp and the ceiling light in the grandparents' room",
            "Lamp",
            "Ceiling Light",
        ),
        ("turn off the smart plug and the tv plug in the lounge", "Smart Plug", "TV Plug"),
    ],
)
def test_two_names_several_rooms_share_are_two_devices(
    demo_en: LocalParser, text: str, first: str, second: str
) -> None:
    commands = demo_en.parse(text)
    assert [c.name_hint for c in commands] == [first, second]
    assert commands[0].action == commands[1].action


def test_the_room_said_after_both_names_is_each_ones() -> None:
    [(lamp, _, _), (ceiling, _, _)] = _last("turn off the lamp and the ceiling light in the study")
    # the study's lamp is "Old Buddy", so only its ceiling light is a ceiling light there
    assert ceiling[0] == "light.study_ceiling"
    [(lamp, _, _), (ceiling, _, _)] = _last(
        "switch on the lamp and the ceiling light in the master bedroom"
    )
    assert lamp[0] == "light.master_bedroom_desk_lamp"
    assert ceiling[0] == "light.master_bedroom_ceiling"


def test_them_after_two_shared_names_is_both() -> None:
    [(ids, service, _)] = _last(
        "switch on the lamp and the ceiling light in the master bedroom", "now turn them off"
    )
    assert set(ids[:2]) == {"light.master_bedroom_desk_lamp", "light.master_bedroom_ceiling"}
    assert service == "light.turn_off"


def test_a_word_that_gathers_keeps_one_set_zh() -> None:
    """ "把客厅的纱帘和窗帘都关上": 都 gathers both into one set, as before."""
    home = load_home(HOMES_DIR / "demo_home_zh.json")
    [command] = LocalParser(home).parse("把客厅的纱帘和窗帘都关上")
    assert command.quantifier == "all"
