"""A request nothing of which was understood finds nothing; it is not asked about."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from devtools.homes import HOMES_DIR


@pytest.mark.parametrize(
    ("home", "text"),
    [
        ("zh", "阿巴阿巴"),
        ("zh", "咕噜咕噜嘎嘎"),
        ("en", "asdkjhqwe zxcv"),
        ("en", "flurb the glorp"),
    ],
)
def test_gibberish_is_no_match(home: str, text: str) -> None:
    """Issue #10: gibberish was answered "Which room?" about five arbitrary devices."""
    demo = load_home(HOMES_DIR / f"demo_home_{home}.json")
    result = Retriever(demo).retrieve(text, LocalParser(demo).parse(text))
    [command] = result.commands
    assert (command.hint, command.question, command.candidates) == ("no_match", None, [])
    assert command.meta["abstain"] == "nothing_said"
    assert result.question is None and command.permitted == {}


def test_a_word_understood_still_asks_or_finds() -> None:
    demo = load_home(HOMES_DIR / "demo_home_zh.json")
    retriever, parser = Retriever(demo), LocalParser(demo)
    asked = retriever.retrieve("打开筒灯", parser.parse("打开筒灯"))
    assert asked.commands[0].hint == "need_clarification"
    unknown_name = retriever.retrieve("打开阿巴阿巴", parser.parse("打开阿巴阿巴"))
    assert unknown_name.commands[0].hint == "no_match"
    assert unknown_name.commands[0].note  # "没有找到…"
