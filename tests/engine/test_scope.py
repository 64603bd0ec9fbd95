"""Room and floor scope (seeds 000, 001, 004): resolving words and filtering entities.

Seed 004 fixes the semantics: exclude always filters hard; include filters hard and falls back
to "exclude only" when it would leave nothing (``meta["scope_include_fallback"] == 1``); the
room word inside a device's name is used only when the device's area is missing or disagrees
with its name, or when the command names a room the home does not know; longest match wins and
two different rooms in one name mean "unsure".
"""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.scope import ScopeResolver

FLOORS = [
    {"id": "ground", "name": "一楼", "aliases": ["楼下"]},
    {"id": "upstairs", "name": "二楼", "aliases": ["楼上"]},
]
AREAS = [
    {"id": "living_room", "name": "客厅", "aliases": ["起居室"], "floor": "ground"},
    {"id": "kitchen", "name": "厨房", "floor": "ground"},
    {"id": "master", "name": "主卧室", "floor": "upstairs"},
    {"id": "second", "name": "次卧室", "floor": "upstairs"},
    {"id": "study", "name": "书房", "floor": "upstairs"},
    {"id": "balcony", "name": "阳台"},
]


def ent(entity_id: str, name: str, area: str | None) -> dict[str, Any]:
    return {"entity_id": entity_id, "name": name, "area": area}


def resolver(*entities: dict[str, Any], areas: list[dict[str, Any]] = AREAS) -> ScopeResolver:
    return ScopeResolver(
        Home.from_json(
            {"language": "zh-Hans", "floors": FLOORS, "areas": areas, "entities": list(entities)}
        )
    )


@pytest.fixture
def home_scope() -> ScopeResolver:
    return resolver(
        ent("light.living", "客厅灯", "living_room"),
        ent("light.kitchen", "厨房灯", "kitchen"),
        ent("light.master", "台灯", "master"),
        ent("light.second", "台灯", "second"),
        ent("light.study", "书桌灯", "study"),
        ent("switch.nowhere", "插座", None),
    )


def all_ids(scope: ScopeResolver) -> list[str]:
    return list(scope.home.entities)


# ------------------------------------------------------------------------------- resolving


@pytest.mark.parametrize(
    ("word", "areas"),
    [
        ("客厅", {"living_room"}),
        ("起居室", {"living_room"}),
        ("客厅里", {"living_room"}),
        ("在客厅", {"living_room"}),
        ("客厅那边", {"living_room"}),
        ("厨房的", {"kitchen"}),
        ("主卧室", {"master"}),
        ("一楼", {"living_room", "kitchen"}),
        ("楼上", {"master", "second", "study"}),
        ("卧室", {"master", "second"}),  # a shorter word for both bedrooms
    ],
)
def test_resolve_room_and_floor_words(
    home_scope: ScopeResolver, word: str, areas: set[str]
) -> None:
    place = home_scope.resolve(word)
    assert place.areas == frozenset(areas)
    assert place.resolved and not place.fuzzy


@pytest.mark.parametrize("word", ["阁楼", "车库", "", "  ", "的"])
def test_resolve_unknown_word(home_scope: ScopeResolver, word: str) -> None:
    place = home_scope.resolve(word)
    assert not place.areas and not place.resolved and place.how is None


def test_floor_words(home_scope: ScopeResolver) -> None:
    assert home_scope.is_floor_word("二楼")
    assert home_scope.is_floor_word("楼下")
    assert not home_scope.is_floor_word("客厅")


def test_resolve_english_words() -> None:
    scope = ScopeResolver(
        Home.from_json(
            {
                "areas": [
                    {"id": "living_room", "name": "Living Room", "aliases": ["Lounge"]},
                    {"id": "kitchen", "name": "Kitchen"},
                ],
                "entities": [],
            }
        )
    )
    assert scope.resolve("living room").areas == frozenset({"living_room"})
    assert scope.resolve("the kitchen").areas == frozenset({"kitchen"})
    assert scope.resolve("LOUNGE").areas == frozenset({"living_room"})
    assert not scope.resolve("garage").areas


# ------------------------------------------------------------------------ room in the name


def test_room_in_name_longest_match() -> None:
    areas = [{"id": "master", "name": "主卧室"}, {"id": "bedroom", "name": "卧室"}]
    scope = resolver(
        ent("light.a", "主卧室台灯", None), ent("light.b", "卧室灯", None), areas=areas
    )
    assert scope.room_in_name(scope.home.entities["light.a"]) == "主卧室"
    assert scope.room_in_name(scope.home.entities["light.b"]) == "卧室"


def test_room_in_name_none_or_ambiguous(home_scope: ScopeResolver) -> None:
    scope = resolver(ent("light.a", "台灯", None), ent("light.b", "客厅厨房过道灯", None))
    assert scope.room_in_name(scope.home.entities["light.a"]) is None
    assert scope.room_in_name(scope.home.entities["light.b"]) is None


def test_room_in_name_uses_the_command_words() -> None:
    scope = resolver(ent("light.a", "书吧灯", None))
    assert scope.room_in_name(scope.home.entities["light.a"]) is None
    assert scope.room_in_name(scope.home.entities["light.a"], ["书吧"]) == "书吧"


def test_one_character_words_are_not_room_words() -> None:
    areas = [{"id": "x", "name": "厅"}, {"id": "living_room", "name": "客厅"}]
    scope = resolver(ent("light.a", "大厅灯", None), areas=areas)
    assert "厅" not in scope.vocabulary
    assert scope.room_in_name(scope.home.entities["light.a"]) is None


# ------------------------------------------------------------------------------- filtering


def test_exclude_is_hard(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), [], ["客厅"])
    assert "light.living" not in outcome.entity_ids
    assert set(outcome.entity_ids) == set(all_ids(home_scope)) - {"light.living"}
    assert outcome.included_areas is None


def test_exclude_a_floor(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), [], ["楼上"])
    assert set(outcome.entity_ids) == {"light.living", "light.kitchen", "switch.nowhere"}


def test_include_is_hard(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), ["厨房"], [])
    assert outcome.entity_ids == ["light.kitchen"]
    assert outcome.included_areas == frozenset({"kitchen"})
    assert "scope_include_fallback" not in outcome.meta


def test_include_several_rooms_and_floors(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), ["厨房", "二楼"], [])
    assert set(outcome.entity_ids) == {
        "light.kitchen",
        "light.master",
        "light.second",
        "light.study",
    }


def test_include_and_exclude_together(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), ["楼上"], ["书房"])
    assert set(outcome.entity_ids) == {"light.master", "light.second"}


def test_everywhere_is_no_include(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), ["*"], ["客厅"])
    assert set(outcome.entity_ids) == set(all_ids(home_scope)) - {"light.living"}
    assert "scope_include_fallback" not in outcome.meta


def test_include_fallback_when_room_is_empty(home_scope: ScopeResolver) -> None:
    """A known room with nothing in it: fall back to exclude-only and say so."""
    outcome = home_scope.filter(all_ids(home_scope), ["阳台"], ["客厅"])
    assert outcome.meta["scope_include_fallback"] == 1
    assert set(outcome.entity_ids) == set(all_ids(home_scope)) - {"light.living"}


def test_include_fallback_when_room_is_unknown(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), ["阁楼"], [])
    assert outcome.meta["scope_include_fallback"] == 1
    assert outcome.meta["room_unknown_terms"] == ["阁楼"]
    assert outcome.entity_ids == all_ids(home_scope)


def test_include_fallback_among_given_candidates(home_scope: ScopeResolver) -> None:
    """The filter works on the candidates it is given (e.g. after category gating)."""
    outcome = home_scope.filter(["light.living", "light.kitchen"], ["书房"], [])
    assert outcome.meta["scope_include_fallback"] == 1
    assert outcome.entity_ids == ["light.living", "light.kitchen"]


def test_name_used_when_area_missing() -> None:
    scope = resolver(
        ent("switch.a", "客厅老伙计", None), ent("light.living", "客厅灯", "living_room")
    )
    outcome = scope.filter(all_ids(scope), ["客厅"], [])
    assert set(outcome.entity_ids) == {"switch.a", "light.living"}
    assert outcome.meta["room_name_used"] == 1


def test_name_used_when_area_disagrees() -> None:
    scope = resolver(
        ent("switch.a", "客厅老伙计", "kitchen"), ent("light.kitchen", "厨房灯", "kitchen")
    )
    living = scope.filter(all_ids(scope), ["客厅"], [])
    assert living.entity_ids == ["switch.a"]
    assert living.meta["room_name_used"] == 1
    assert "scope_include_fallback" not in living.meta
    # Its area still counts as well.
    kitchen = scope.filter(all_ids(scope), ["厨房"], [])
    assert set(kitchen.entity_ids) == {"switch.a", "light.kitchen"}


def test_name_not_used_when_area_agrees() -> None:
    scope = resolver(
        ent("light.living", "客厅灯", "living_room"), ent("light.kitchen", "厨房灯", "kitchen")
    )
    outcome = scope.filter(all_ids(scope), ["客厅"], [])
    assert outcome.entity_ids == ["light.living"]
    assert "room_name_used" not in outcome.meta


def test_name_without_room_word_does_not_move_entity(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), ["客厅"], [])
    assert outcome.entity_ids == ["light.living"]
    assert "switch.nowhere" not in outcome.entity_ids


def test_two_room_words_are_ambiguous() -> None:
    scope = resolver(
        ent("light.a", "客厅厨房过道灯", None), ent("light.living", "客厅灯", "living_room")
    )
    included = scope.filter(all_ids(scope), ["客厅"], [])
    assert included.entity_ids == ["light.living"]
    assert included.meta["room_name_ambiguous"] == 1
    excluded = scope.filter(all_ids(scope), [], ["客厅"])
    assert excluded.entity_ids == ["light.a"], "an unsure name does not exclude either"


def test_exclude_by_name_only_when_area_cannot_be_trusted() -> None:
    scope = resolver(
        ent("switch.no_area", "客厅老伙计", None),
        ent("switch.conflict", "客厅小伙计", "kitchen"),
        ent("switch.kitchen", "厨房插座", "kitchen"),
    )
    outcome = scope.filter(all_ids(scope), [], ["客厅"])
    assert outcome.entity_ids == ["switch.kitchen"]


def test_unknown_room_word_looks_in_names() -> None:
    scope = resolver(
        ent("light.a", "书吧台灯", "living_room"), ent("light.b", "客厅灯", "living_room")
    )
    outcome = scope.filter(all_ids(scope), ["书吧"], [])
    assert outcome.entity_ids == ["light.a"]
    assert outcome.meta["room_unknown_terms"] == ["书吧"]
    assert "scope_include_fallback" not in outcome.meta


def test_longest_room_word_decides() -> None:
    areas = [{"id": "master", "name": "主卧室"}, {"id": "bedroom", "name": "卧室"}]
    scope = resolver(
        ent("light.a", "主卧室台灯", None),
        ent("light.b", "卧室灯", None),
        areas=areas,
    )
    master = scope.filter(all_ids(scope), ["主卧室"], [])
    assert master.entity_ids == ["light.a"]
    bedroom = scope.filter(all_ids(scope), ["卧室"], [])
    assert "light.b" in bedroom.entity_ids


def test_no_scope_keeps_everything(home_scope: ScopeResolver) -> None:
    outcome = home_scope.filter(all_ids(home_scope), [], [])
    assert outcome.entity_ids == all_ids(home_scope)
    assert outcome.included_areas is None
    assert outcome.meta == {}


def test_filter_keeps_candidate_order(home_scope: ScopeResolver) -> None:
    order = ["light.study", "light.master", "light.second", "light.kitchen"]
    assert home_scope.filter(order, ["楼上"], []).entity_ids == order[:3]


def test_large_home_filters_quickly() -> None:
    """Thousands of entities: linear work (docs/contracts.md §1 forbids quadratic readers)."""
    areas = [{"id": f"a{i}", "name": f"房间{i:03d}"} for i in range(50)]
    entities = [ent(f"light.l{i}", f"灯{i}", f"a{i % 50}") for i in range(5000)]
    scope = resolver(*entities, areas=areas)
    outcome = scope.filter(all_ids(scope), ["房间007"], ["房间008"])
    assert len(outcome.entity_ids) == 100
