"""Requests that name things the way people do: in part, with the room, or with a kind word.

The hidden benchmarks use requests "whose words match entity names only in part"; these are
regressions on the bundled demo homes (gold IR, so only retrieval is under test).
"""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import command_from_json
from custom_components.context_retrieval.engine.pipeline import Retriever
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def retrievers() -> dict[str, Retriever]:
    return {
        lang: Retriever(load_home(HOMES_DIR / f"demo_home_{lang}.json")) for lang in ("zh", "en")
    }


CASES: list[tuple[str, str, dict[str, Any], str, str | None]] = [
    # (home, utterance, IR, expected top entity, expected hint)
    (
        "zh",
        "打开主卧的台灯",
        {"action": "打开", "name_hint": "台灯", "scope_include": ["主卧"]},
        "light.master_bedroom_desk_lamp",
        None,
    ),
    (
        "zh",
        "打开书房吸顶的灯",
        {"action": "打开", "name_hint": "吸顶的灯", "scope_include": ["书房"]},
        "light.study_ceiling",
        None,
    ),
    (
        "zh",
        "打开电视背景灯",
        {"action": "打开", "name_hint": "电视背景灯"},
        "light.living_room_light_strip",
        None,
    ),
    (
        "zh",
        "把书房地暖调到24度",
        {
            "action": "设置温度",
            "name_hint": "地暖",
            "scope_include": ["书房"],
            "params": {"temperature": 24},
        },
        "climate.study_floor_heating",
        None,
    ),
    (
        "zh",
        "打开车库的灯",
        {"action": "打开", "name_hint": "车库", "type_hint": "light"},
        "light.garage_light",
        None,
    ),
    (
        "en",
        "turn on the heating in the study",
        {"action": "turn on", "name_hint": "heating", "scope_include": ["study"]},
        "climate.study_floor_heating",
        None,
    ),
    (
        "en",
        "turn on study heating",
        {"action": "turn on", "name_hint": "study heating"},
        "climate.study_floor_heating",
        None,
    ),
    (
        "en",
        "turn on the kitchen ceiling lamp",
        {"action": "turn on", "name_hint": "ceiling lamp", "scope_include": ["kitchen"]},
        "light.kitchen_ceiling",
        None,
    ),
    ("en", "dock sweepy", {"action": "dock", "name_hint": "sweepy"}, "vacuum.robot_vacuum", None),
]


@pytest.mark.parametrize(
    ("lang", "text", "ir", "expected", "hint"), CASES, ids=[c[1] for c in CASES]
)
def test_partial_names(
    retrievers: dict[str, Retriever],
    lang: str,
    text: str,
    ir: dict[str, Any],
    expected: str,
    hint: str | None,
) -> None:
    result = retrievers[lang].retrieve(text, [command_from_json(ir, raw=text)]).commands[0]
    assert result.candidates, result.meta
    assert result.candidates[0].entity_id == expected
    assert result.hint == hint


def test_a_kind_word_in_some_names_picks_those_out(retrievers: dict[str, Retriever]) -> None:
    """ "地暖" is a kind of climate in only some names: it asks among those, not among all ACs."""
    result = (
        retrievers["zh"]
        .retrieve(
            "把地暖调到24度",
            [
                command_from_json(
                    {"action": "设置温度", "name_hint": "地暖", "params": {"temperature": 24}},
                    raw="把地暖调到24度",
                )
            ],
        )
        .commands[0]
    )
    assert result.hint == "need_clarification"
    assert {c.entity_id for c in result.candidates} == {
        "climate.living_room_floor_heating",
        "climate.study_floor_heating",
        "climate.kids_room_floor_heating",
    }


def test_a_kind_word_in_most_names_is_the_type(retrievers: dict[str, Retriever]) -> None:
    """ "lights" said as a name is the type: it must not pick out the two 'Garden Lights'."""
    result = (
        retrievers["en"]
        .retrieve(
            "turn on the lights",
            [
                command_from_json(
                    {"action": "turn on", "name_hint": "lights"}, raw="turn on the lights"
                )
            ],
        )
        .commands[0]
    )
    assert result.meta.get("name_as_type") == "lights"
    assert all(c.entity_id.startswith("light.") for c in result.candidates)


def test_a_kind_word_alone_is_not_any_name_of_that_kind(retrievers: dict[str, Retriever]) -> None:
    """ "heating" is not "Air Conditioner", though both are words for a climate entity."""
    retriever = retrievers["en"]
    ac = retriever.home.entities["climate.study_ac"]
    assert retriever.ix.names.match("heating", ac).score < 0.5
