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
from .text import compact, has_cjk, longest_non_overlapping, words

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
        vocabulary = self.vocabulary | {
            key for w in extra_words if (key := _room_key(w)) and (len(key) >= 2 or not has_cjk(key))
        }
        found = longest_non_overlapping(compact(entity.name), vocabulary)
        return found[0] if len(found) == 1 else None

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
        """Apply exclude (hard), then include (hard, with fallback to exclude-only)."""
        include = [w for w in include if w != EVERYWHERE]
        meta: dict[str, object] = {}
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

        used_name = ambiguous = 0
        kept_after_exclude: list[str] = []
        included: list[str] = []
        extra = [*include, *exclude]
        for entity_id in candidates:
            entity = self.home.entities[entity_id]
            room_word: str | None = None
            use_name = False
            if include or exclude:
                room_word = self.room_in_name(entity, extra)
                use_name = bool(unknown) or self._name_conflicts(entity, room_word)
                if use_name and room_word is None and longest_non_overlapping(
                    compact(entity.name), self.vocabulary
                ):
                    ambiguous += 1
            if entity.area_id in area_ex or (use_name and room_word in keys_ex):
                used_name += int(use_name and room_word in keys_ex and entity.area_id not in area_ex)
                continue
            kept_after_exclude.append(entity_id)
            if include:
                by_area = entity.area_id is not None and entity.area_id in area_in
                by_name = use_name and room_word is not None and room_word in keys_in
                if by_area or by_name:
                    used_name += int(by_name and not by_area)
                    included.append(entity_id)
        if used_name:
            meta["room_name_used"] = used_name
        if ambiguous:
            meta["room_name_ambiguous"] = ambiguous
        if not include:
            return ScopeOutcome(kept_after_exclude, None, meta)
        if included:
            return ScopeOutcome(included, area_in, meta)
        meta["scope_include_fallback"] = 1
        return ScopeOutcome(kept_after_exclude, area_in, meta)

    def _keys_of(self, areas: Iterable[str]) -> set[str]:
        wanted = set(areas)
        return {key for key, ids in self._exact.items() if ids and ids <= wanted}
