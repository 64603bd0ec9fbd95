"""Keyword recall on names (seeds 000–003): exact names first, fuzzy and CJK-aware otherwise.

An exact name or alias scores 1.0 with ``name_hit`` / ``alias_hit``; the entity's own room said
with its name ("客厅吸顶灯" for the 吸顶灯 in 客厅) is nearly exact; part of a name is a
``partial_name``; unrelated names do not match at all.
"""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.keyword import (
    EXACT,
    EXACT_WITH_ROOM,
    MATCH_THRESHOLD,
    NO_MATCH,
    NameMatcher,
    fit,
)

HOME = Home.from_json(
    {
        "language": "zh-Hans",
        "floors": [{"id": "up", "name": "二楼"}],
        "areas": [
            {"id": "living_room", "name": "客厅", "aliases": ["起居室"]},
            {"id": "bedroom", "name": "卧室", "floor": "up"},
            {"id": "office", "name": "Office"},
        ],
        "entities": [
            {
                "entity_id": "switch.laohuoji",
                "name": "老伙计",
                "aliases": ["大白"],
                "area": "living_room",
            },
            {
                "entity_id": "light.living_ceiling",
                "name": "吸顶灯",
                "area": "living_room",
                "device_name": "Yeelight 吸顶灯 Pro",
            },
            {"entity_id": "light.bedroom_desk", "name": "卧室台灯", "area": "bedroom"},
            {
                "entity_id": "light.desk_lamp",
                "name": "Desk Lamp",
                "aliases": ["Reading Light"],
                "area": "office",
            },
            {"entity_id": "light.nightlight", "name": "Night Light", "area": "bedroom"},
            {
                "entity_id": "fan.tower",
                "name": "塔扇",
                "area": "bedroom",
                "device_name": "米家塔扇",
            },
        ],
    }
)


@pytest.fixture(scope="module")
def matcher() -> NameMatcher:
    return NameMatcher(HOME)


def match(matcher: NameMatcher, hint: str, entity_id: str) -> Any:
    return matcher.match(hint, HOME.entities[entity_id])


def test_exact_name(matcher: NameMatcher) -> None:
    result = match(matcher, "老伙计", "switch.laohuoji")
    assert result.score == EXACT
    assert result.reason == "name_hit"
    assert result.matched == "老伙计"


def test_exact_alias(matcher: NameMatcher) -> None:
    result = match(matcher, "大白", "switch.laohuoji")
    assert result.score == EXACT
    assert result.reason == "alias_hit"


@pytest.mark.parametrize("hint", ["DESK LAMP", "desk  lamp", "Desk-Lamp", "desk lamp "])
def test_exact_name_ignores_case_space_and_punctuation(matcher: NameMatcher, hint: str) -> None:
    result = match(matcher, hint, "light.desk_lamp")
    assert result.score == EXACT
    assert result.reason == "name_hit"


def test_english_plural_folds(matcher: NameMatcher) -> None:
    result = match(matcher, "desk lamps", "light.desk_lamp")
    assert result.score >= 0.95
    assert fit("reading lights", "Reading Light") >= 0.95


def test_compound_spelling(matcher: NameMatcher) -> None:
    assert match(matcher, "nightlight", "light.nightlight").score >= 0.9


def test_room_said_with_name(matcher: NameMatcher) -> None:
    """ "客厅吸顶灯" is the 吸顶灯 in 客厅: nearly exact, still a name hit."""
    result = match(matcher, "客厅吸顶灯", "light.living_ceiling")
    assert result.score == pytest.approx(EXACT_WITH_ROOM)
    assert result.reason == "name_hit"
    alias_room = match(matcher, "起居室吸顶灯", "light.living_ceiling")
    assert alias_room.score == pytest.approx(EXACT_WITH_ROOM)


def test_wrong_room_with_name_is_not_exact(matcher: NameMatcher) -> None:
    result = match(matcher, "卧室吸顶灯", "light.living_ceiling")
    assert result.score < EXACT_WITH_ROOM
    assert result.reason != "name_hit"


def test_part_of_a_name(matcher: NameMatcher) -> None:
    result = match(matcher, "台灯", "light.bedroom_desk")
    assert MATCH_THRESHOLD <= result.score < EXACT_WITH_ROOM
    assert result.reason == "partial_name"


def test_more_of_the_name_scores_higher() -> None:
    assert fit("卧室台灯", "卧室台灯") > fit("室台灯", "卧室台灯") > fit("台灯", "卧室台灯")


def test_device_name(matcher: NameMatcher) -> None:
    result = match(matcher, "米家塔扇", "fan.tower")
    assert result.reason == "device_hit"
    assert result.score < EXACT
    assert result.score >= MATCH_THRESHOLD


@pytest.mark.parametrize(
    ("hint", "entity_id"),
    [
        ("冰箱", "switch.laohuoji"),
        ("空调", "light.bedroom_desk"),
        ("garage door", "light.desk_lamp"),
        ("", "switch.laohuoji"),
        ("的", "light.bedroom_desk"),
    ],
)
def test_unrelated_names_do_not_match(matcher: NameMatcher, hint: str, entity_id: str) -> None:
    result = match(matcher, hint, entity_id)
    assert result == NO_MATCH or result.score < MATCH_THRESHOLD


def test_fit_is_bounded() -> None:
    pairs = [
        ("老伙计", "老伙计"),
        ("台灯", "卧室台灯"),
        ("卧室台灯", "台灯"),
        ("lamp", "Desk Lamp"),
        ("客厅主灯", "主卧灯"),
        ("a", "b"),
        ("", "x"),
    ]
    for hint, name in pairs:
        assert 0.0 <= fit(hint, name) <= 1.0, (hint, name)
    assert fit("老伙计", "老伙计") == EXACT
    assert fit("", "老伙计") == 0.0


def test_one_shared_character_is_not_a_match() -> None:
    assert fit("台扇", "台灯") < MATCH_THRESHOLD


def test_full_width_and_brackets_fold() -> None:
    assert fit("ＤＥＳＫ　ＬＡＭＰ", "Desk Lamp") == EXACT
    assert fit("客厅【主灯】", "客厅(主灯)") == EXACT
