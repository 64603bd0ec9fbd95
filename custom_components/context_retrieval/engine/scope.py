"""Room and floor scope: resolving the words people say and filtering entities by them.

Seed 004 fixes the semantics: ``scope_exclude`` always filters hard; ``scope_include`` filters
hard but falls back to "exclude only" when it would leave nothing; the room named inside a
device's own name ("客厅老伙计") is used only when the device's area is missing or disagrees
with its name, or when the command names a room the home does not know (longest match, and
two different rooms in one name mean "unsure", never a guess).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from .home import Entity, Home
from .ir import EVERYWHERE
from .text import compact, has_cjk, known_substrings, longest_non_overlapping, words

# Locative suffixes that do not change which room is meant ("卧室里" = "卧室").
_ZH_SUFFIXES: Final = ("里面", "那边", "这边", "里边", "房间", "里", "内", "中", "的")
_ZH_PREFIXES: Final = ("在", "到", "把", "给")


def _room_key(word: str) -> str:
    """The comparable form of a room word: compact, without locatives or English articles."""
    if not has_cjk(word):
        return "".join(words(word)) or compact(word)
    key = compact(word)
    for prefix in _ZH_PREFIXES:
        if key.startswith(prefix) and len(key) > len(prefix) + 1:
            key = key[len(prefix) :]
    changed = True
    while changed:
        changed = False
        for suffix in _ZH_SUFFIXES:
            if key.endswith(suffix) and len(key) > len(suffix) + 1:
                key = key[: -len(suffix)]
                changed = True
    return key


@dataclass(slots=True)
class ScopeOutcome:
    """The entities a command may target, and what the scope filters did."""

    entity_ids: list[str]
    included_areas: frozenset[str] | None
    """Areas the include words resolved to (``None`` when nothing was included)."""
    meta: dict[str, object] = field(default_factory=dict)


class ScopeResolver:
    """Resolves room and floor words of one home to area ids."""

    def __init__(self, home: Home) -> None:
        self.home = home
        self._exact: dict[str, set[str]] = {}
        self._floor_keys: set[str] = set()
        for area in home.areas.values():
            for name in area.names:
                self._exact.setdefault(_room_key(name), set()).add(area.id)
        areas_by_floor: dict[str, set[str]] = {}
        for area in home.areas.values():
            if area.floor_id:
                areas_by_floor.setdefault(area.floor_id, set()).add(area.id)
        for floor in home.floors.values():
            for name in floor.names:
                key = _room_key(name)
                self._floor_keys.add(key)
                self._exact.setdefault(key, set()).update(areas_by_floor.get(floor.id, set()))
        # Room words for name extraction: one-character Chinese words are too ambiguous.
        self.vocabulary: frozenset[str] = frozenset(
            key for key in self._exact if len(key) >= 2 or not has_cjk(key)
        )
        self._index_names()

    def resolve(self, word: str) -> frozenset[str] | None:
        """Area ids a room or floor word names, or ``None`` when the home has no such place."""
        key = _room_key(word)
        if not key:
            return None
        if key in self._exact:
            return frozenset(self._exact[key])
        # A longer phrase around a known room ("主卧室" → "主卧", "the kitchen area" → "kitchen").
        inner = longest_non_overlapping(key, self.vocabulary)
        if len(inner) == 1 and len(inner[0]) >= max(2, len(key) // 2):
            return frozenset(self._exact[inner[0]])
        # A shorter word for a longer room name ("卧室" → "主卧室" and "次卧室"): all of them.
        if len(key) >= 2:
            containing = [k for k in self.vocabulary if key in k]
            if containing:
                return frozenset(a for k in containing for a in self._exact[k])
        return None

    def names_a_place(self, word: str) -> bool:
        """Whether the word is exactly the name or alias of an area or floor."""
        return bool(self._exact.get(_room_key(word)))

    def is_floor_word(self, word: str) -> bool:
        """Whether the word names a floor."""
        return _room_key(word) in self._floor_keys

    def room_in_name(self, entity: Entity, extra_words: Iterable[str] = ()) -> str | None:
        """The one room word inside the entity's name (longest match), or ``None`` if 0 or 2+."""
        extra = self._extra_keys(extra_words)
        if not extra:
            return self._name_rooms[entity.entity_id][0]
        found = longest_non_overlapping(compact(entity.name), self.vocabulary | extra)
        return found[0] if len(found) == 1 else None

    def _extra_keys(self, words: Iterable[str]) -> frozenset[str]:
        """Room keys of the command's words that are not in the home's own vocabulary."""
        return frozenset(
            key for w in words
            if (key := _room_key(w)) and (len(key) >= 2 or not has_cjk(key)) and key not in self.vocabulary
        )

    def _index_names(self) -> None:
        """Find the room word in every name once, so that filtering never scans names again."""
        self._compact_names: dict[str, str] = {}
        self._name_rooms: dict[str, tuple[str | None, bool]] = {}
        self._conflicted: list[str] = []
        longest = max(map(len, self.vocabulary), default=0)
        for entity_id, entity in self.home.entities.items():
            name = compact(entity.name)
            found = known_substrings(name, self.vocabulary, longest)
            word = found[0] if len(found) == 1 else None
            self._compact_names[entity_id] = name
            self._name_rooms[entity_id] = (word, len(found) > 1)
            if self._name_conflicts(entity, word):
                self._conflicted.append(entity_id)

    def _name_conflicts(self, entity: Entity, room_word: str | None) -> bool:
        if entity.area_id is None:
            return True
        if room_word is None:
            return False
        areas = self._exact.get(room_word)
        return areas is not None and entity.area_id not in areas

    def filter(
        self,
        candidates: Sequence[str],
        include: Sequence[str],
        exclude: Sequence[str],
    ) -> ScopeOutcome:
        """Apply exclude (hard), then include (hard, with fallback to exclude-only).

        The room word inside a name counts only for entities whose area is missing or
        disagrees with their name, or for every entity when the command names a room the
        home does not know (seed 004). Entities are found through the area index and the
        precomputed name rooms, so a request costs what it selects, not the size of the home.
        """
        include = [w for w in include if w != EVERYWHERE]
        meta: dict[str, object] = {}
        if not include and not exclude:
            return ScopeOutcome(list(candidates), None, meta)
        resolved_in = {w: self.resolve(w) for w in include}
        resolved_ex = {w: self.resolve(w) for w in exclude}
        unknown = [w for w, areas in (resolved_in | resolved_ex).items() if areas is None]
        if unknown:
            meta["room_unknown_terms"] = unknown
        area_in = frozenset(a for areas in resolved_in.values() if areas for a in areas)
        area_ex = frozenset(a for areas in resolved_ex.values() if areas for a in areas)
        keys_in = {_room_key(w) for w in include}
        keys_ex = {_room_key(w) for w in exclude}
        keys_in |= {k for w, areas in resolved_in.items() if areas for k in self._keys_of(areas)}
        keys_ex |= {k for w, areas in resolved_ex.items() if areas for k in self._keys_of(areas)}
        extra = self._extra_keys([*include, *exclude])

        def name_room(entity_id: str) -> str | None:
            if extra and any(key in self._compact_names[entity_id] for key in extra):
                found = longest_non_overlapping(self._compact_names[entity_id], self.vocabulary | extra)
                return found[0] if len(found) == 1 else None
            return self._name_rooms[entity_id][0]

        # Who may be placed by the room in their name: everyone when a room word is unknown.
        by_name_pool = list(self.home.entities) if unknown else self._conflicted
        ambiguous = sum(1 for e in by_name_pool if self._name_rooms[e][1])
        name_words = {e: name_room(e) for e in by_name_pool}
        allowed = {e: i for i, e in enumerate(candidates)}  # membership, and the caller's order
        excluded = {e for e in self.home.entity_ids_in_areas(area_ex)}
        excluded_by_name = {
            e for e, word in name_words.items() if word is not None and word in keys_ex and e not in excluded
        }
        excluded |= excluded_by_name
        used_name = len(excluded_by_name & allowed.keys())
        if ambiguous:
            meta["room_name_ambiguous"] = ambiguous
        if include:
            by_area = [e for e in self.home.entity_ids_in_areas(area_in) if e in allowed and e not in excluded]
            in_area = set(by_area)
            by_name = [
                e for e, word in name_words.items()
                if word is not None and word in keys_in and e in allowed and e not in excluded and e not in in_area
            ]
            used_name += len(by_name)
            if used_name:
                meta["room_name_used"] = used_name
            if by_area or by_name:
                return ScopeOutcome(sorted([*by_area, *by_name], key=allowed.__getitem__), area_in, meta)
            meta["scope_include_fallback"] = 1
        elif used_name:
            meta["room_name_used"] = used_name
        kept = [e for e in candidates if e not in excluded]
        return ScopeOutcome(kept, area_in if include else None, meta)

    def _keys_of(self, areas: Iterable[str]) -> set[str]:
        wanted = set(areas)
        return {key for key, ids in self._exact.items() if ids and ids <= wanted}
