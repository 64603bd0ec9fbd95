"""Conversations through engine.dialogue.aconverse: references and answers to questions."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.data import DATA_DIR
from custom_components.context_retrieval.engine.dialogue import aconverse
from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import RetrievalResult
from custom_components.context_retrieval.engine.state import ConversationState

CEILINGS = [
    "light.kitchen_ceiling",
    "light.elder_room_ceiling",
    "light.master_bedroom_ceiling",
    "light.second_bedroom_ceiling",
    "light.kids_room_ceiling",
]


@pytest.fixture(scope="module")
def demo() -> tuple[Retriever, LocalParser]:
    home = load_home(DATA_DIR / "demo_home_zh.json")
    return Retriever(home), LocalParser(home)


async def _turns(
    demo: tuple[Retriever, LocalParser], *texts: str, state: ConversationState | None = None
) -> list[RetrievalResult]:
    retriever, parser = demo
    state = state if state is not None else ConversationState()

    async def parse(text: str) -> list[Command]:
        return parser.parse(text)

    return [await aconverse(retriever, state, text, parse) for text in texts]


def _picked(result: RetrievalResult) -> list[str]:
    return [c.entity_id for c in result.commands[0].candidates]


async def test_question_lists_its_options(demo: tuple[Retriever, LocalParser]) -> None:
    (asked,) = await _turns(demo, "打开吸顶灯")
    command = asked.commands[0]
    assert command.hint == "need_clarification"
    assert list(command.options) == CEILINGS
    labels = ["厨房", "老人房", "主卧", "次卧", "儿童房"]
    positions = [asked.question.index(f"吸顶灯（{room}）") for room in labels]
    assert positions == sorted(positions)


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("第二个", ["light.elder_room_ceiling"]),
        ("最后一个", ["light.kids_room_ceiling"]),
        ("就第一个吧", ["light.kitchen_ceiling"]),
        ("都要", CEILINGS),
    ],
)
async def test_answer_by_position(
    demo: tuple[Retriever, LocalParser], answer: str, chosen: list[str]
) -> None:
    _, answered, dimmed = await _turns(demo, "打开吸顶灯", answer, "把它调暗一点")
    assert _picked(answered) == chosen
    assert answered.question is None
    assert answered.commands[0].hint is None
    assert answered.commands[0].meta["chosen"] == chosen
    assert all(c.service == "light.turn_on" for c in answered.commands[0].candidates)
    for entity_id in CEILINGS:
        assert (f"id: {entity_id}" in answered.yaml) is (entity_id in chosen)
    assert set(dimmed.commands[0].entity_ids) == set(chosen)


async def test_answer_by_name_is_read_with_the_request(demo: tuple[Retriever, LocalParser]) -> None:
    _, answered = await _turns(demo, "打开吸顶灯", "厨房的")
    assert _picked(answered)[0] == "light.kitchen_ceiling"
    assert answered.question is None


async def test_a_position_past_the_options_is_not_an_answer(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "第九个" of five picks nothing: no light is chosen or switched without a question."""
    _, again = await _turns(demo, "打开吸顶灯", "第九个")
    command = again.commands[0]
    assert "chosen" not in command.meta
    assert command.hint is not None
    assert again.question is not None or command.candidates == []


async def test_a_new_request_is_not_an_answer(demo: tuple[Retriever, LocalParser]) -> None:
    _, other = await _turns(demo, "打开吸顶灯", "关掉主卧空调")
    assert other.commands[0].candidates[0].entity_id.startswith("climate.")
    assert other.commands[0].candidates[0].service == "climate.turn_off"


async def test_a_stale_question_is_forgotten(demo: tuple[Retriever, LocalParser]) -> None:
    state = ConversationState(ttl_seconds=0.0)
    _, late = await _turns(demo, "打开吸顶灯", "第二个", state=state)
    assert "chosen" not in late.commands[0].meta
    assert late.commands[0].candidates == [] or late.commands[0].hint is not None


@pytest.mark.parametrize("silence", ["", "  ", "。"])
async def test_silence_asks_nothing(demo: tuple[Retriever, LocalParser], silence: str) -> None:
    """A blank transcript names no device and asks no question (in any language)."""
    (result,) = await _turns(demo, silence)
    assert result.question is None
    assert all(c.hint == "no_match" and not c.candidates for c in result.commands)
