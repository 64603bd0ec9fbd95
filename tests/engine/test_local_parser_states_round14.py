"""Commands said as the state wanted (issue #13, round 14, qstate): in a list of commands, a cover
or a lock followed only by the state it is to be in ("…, the yard gate shut", "…, the back door
locked") is the move there, and such a clause cuts the list as a verb does; a climate's mode word
with "on" / "off" and nothing else ("…, heat on") switches the climate. A question stays one. The
sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.local_parser import LocalParser


def _actions(parser: LocalParser, text: str) -> list[str | None]:
    return [c.action for c in parser.parse(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("yard gate shut, garage entry lock locked", ["close", "lock"]),
        ("the back door lock locked and the floor lamp off", ["lock", "turn off"]),
        ("projector screen up, front door unlocked", ["open", "unlock"]),
    ],
)
def test_a_list_of_devices_and_their_states_commands(
    demo_en: LocalParser, text: str, expected: list[str]
) -> None:
    assert _actions(demo_en, text) == expected


def test_a_state_clause_cuts_the_list_before_a_mode_word(demo_en: LocalParser) -> None:
    commands = demo_en.parse("ceiling light off, roller blind down, heat on")
    assert [c.action for c in commands] == ["turn off", "close", "turn on"]
    assert commands[2].type_hint == "climate" and not commands[2].references


@pytest.mark.parametrize(
    ("text", "action"), [("heat off", "turn off"), ("heat on please", "turn on")]
)
def test_a_mode_word_switched_on_or_off_is_the_climate(
    demo_en: LocalParser, text: str, action: str
) -> None:
    (command,) = demo_en.parse(text)
    assert (command.action, command.type_hint, command.params) == (action, "climate", {})


def test_a_mode_said_after_on_is_still_set(demo_en: LocalParser) -> None:
    (command,) = demo_en.parse("put it on heat")
    assert command.action == "set mode" and command.params == {"hvac_mode": "heat"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the floor lamp off, is the back door lock locked", ["turn off", "query"]),
        ("yard gate shut?, front door locked?", ["query", "query"]),
    ],
)
def test_a_question_of_a_state_in_a_list_still_asks(
    demo_en: LocalParser, text: str, expected: list[str]
) -> None:
    assert _actions(demo_en, text) == expected


def test_a_bare_cover_before_another_ends_where_it_does(demo_en: LocalParser) -> None:
    commands = demo_en.parse("lamp on, the venetian blind and the roller blind down")
    assert [c.action for c in commands] == ["turn on", "close", "close"]


def test_one_state_of_a_bare_list_of_covers_alone_still_asks(demo_en: LocalParser) -> None:
    assert set(_actions(demo_en, "the venetian blind and the roller blind closed")) == {"query"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("电视关了，加湿器开着", ["关闭", "打开"]),
        ("风扇开着，纱帘关着", ["打开", "关闭"]),
        ("电视关了，加湿器开着吗", ["关闭", "查询"]),
        ("电视关了，加湿器还开着", ["关闭", "查询"]),
    ],
)
def test_chinese_kept_on_or_off_among_commands(
    demo_zh: LocalParser, text: str, expected: list[str]
) -> None:
    assert _actions(demo_zh, text) == expected
