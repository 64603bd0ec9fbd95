"""Several commands in one breath (issue #13, round 13): a later clause that names a device
and says no verb after "then" / "and also" / "然后" carries the verb before it on; a later
clause whose only verb is where a cover ends up ("down", "up", "closed") is told, not asked,
when the sentence commands. A real question stays one. The sentences are written for these
tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.local_parser import LocalParser


def _actions(parser: LocalParser, text: str) -> list[str | None]:
    return [c.action for c in parser.parse(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "switch on the air purifier, then the range hood",
            ["turn on", "turn on"],
        ),
        ("unlock the front door, and then the back door", ["unlock", "unlock"]),
        ("open the garage door, and also the yard gate", ["open", "open"]),
    ],
)
def test_a_later_device_without_a_verb_takes_the_verb_before_it(
    demo_en: LocalParser, text: str, expected: list[str]
) -> None:
    assert _actions(demo_en, text) == expected


def test_a_device_after_a_question_is_given_no_verb(demo_en: LocalParser) -> None:
    commands = demo_en.parse("is the tv on, then the lamp")
    assert [c.action for c in commands] == ["query", None]


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("fan off, the roller blind down", "close"),
        ("switch on the ceiling light and the blackout blind up", "open"),
        ("dim the lamp, sheer curtain closed", "close"),
        ("lights on and the screen down please", "close"),
    ],
)
def test_where_a_cover_ends_up_is_told_among_commands(
    demo_en: LocalParser, text: str, end: str
) -> None:
    assert _actions(demo_en, text)[1:] == [end]


@pytest.mark.parametrize(
    "text",
    [
        "turn the fan off, are the blinds closed",
        "switch the lamp off, the sheer curtain closed?",
    ],
)
def test_a_question_of_a_cover_among_commands_still_asks(demo_en: LocalParser, text: str) -> None:
    assert demo_en.parse(text)[-1].action == "query"


def test_a_cover_and_its_end_alone_still_asks(demo_en: LocalParser) -> None:
    assert [c.action for c in demo_en.parse("sheer curtain closed")] == ["query"]


def test_a_clause_with_its_own_verb_keeps_it(demo_en: LocalParser) -> None:
    commands = demo_en.parse("lights off and raise the blackout blind")
    assert [c.action for c in commands] == ["turn off", "open"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("打开净化器，然后油烟机", ["打开", "打开"]),
        ("关掉功放然后投影", ["关闭", "关闭"]),
    ],
)
def test_chinese_then_and_a_device_takes_the_verb_before_it(
    demo_zh: LocalParser, text: str, expected: list[str]
) -> None:
    assert _actions(demo_zh, text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "lock the garage side door and the front one",
        "unlock the garage side door, then the back one",
    ],
)
def test_a_word_of_a_name_and_one_is_of_the_kind_before_it(demo_en: LocalParser, text: str) -> None:
    second = demo_en.parse(text)[1]
    assert (second.type_hint, second.action) == ("lock", demo_en.parse(text)[0].action)


def test_a_word_and_one_that_names_no_device_of_that_kind_keeps_its_reading(
    demo_en: LocalParser,
) -> None:
    # "kids" names no cover (it is a room's word): the kind before it is not forced on it
    assert demo_en.parse("open the living room curtain and the kids one")[1].type_hint != "cover"
