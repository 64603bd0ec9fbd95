"""Answers by position to a "which one?" question."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.choice import ordinal_choice


@pytest.mark.parametrize(
    ("answer", "options", "chosen"),
    [
        ("第二个", 2, [1]),
        ("第2个", 3, [1]),
        ("第一个吧", 2, [0]),
        ("嗯，就第三个。", 3, [2]),
        ("二号", 3, [1]),
        ("2", 2, [1]),
        ("最后一个", 3, [2]),
        ("后面那个", 2, [1]),
        ("前面那个", 2, [0]),
        ("我要第一个", 2, [0]),
        ("两个都要", 2, [0, 1]),
        ("都要", 3, [0, 1, 2]),
        ("全部", 2, [0, 1]),
        ("the second one", 2, [1]),
        ("Second.", 2, [1]),
        ("the first one, please", 3, [0]),
        ("I mean the 2nd one", 2, [1]),
        ("number two", 2, [1]),
        ("option 3", 3, [2]),
        ("the last one", 4, [3]),
        ("the latter", 2, [1]),
        ("the former", 2, [0]),
        ("both", 2, [0, 1]),
        ("all of them", 3, [0, 1, 2]),
    ],
)
def test_positions(answer: str, options: int, chosen: list[int]) -> None:
    assert ordinal_choice(answer, options) == chosen


@pytest.mark.parametrize(
    ("answer", "options"),
    [
        ("第三个", 2),  # there is no third
        ("option 0", 2),
        ("厨房的", 2),  # a name: read with the request instead
        ("the kitchen one", 2),
        ("一个", 2),  # a count, not a position
        ("两个", 3),  # "both" only when there are two... and a count otherwise
        ("one", 2),
        ("打开第二个灯", 2),  # a request of its own
        ("", 2),
        ("第一个", 0),
    ],
)
def test_not_a_position(answer: str, options: int) -> None:
    assert ordinal_choice(answer, options) is None
