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
from .places import Place, PlaceResolver, room_key
from .text import compact, has_cjk, known_substrings, longest_non_overlapping

@dataclass(slots=True)
class ScopeOutcome:
    """The entities a command may target, and what the scope filters did."""

    entity_ids: list[str]
    included_areas: frozenset[str] | None
    """Areas the include words resolved to (``None`` when nothing was included)."""
    meta: dict[str, object] = field(default_factory=dict)
    places: dict[str, Place] = field(default_factory=dict)
    """How each room or floor word was read."""

    @property
    def unresolved(self) -> list[str]:
        """Words that name no place of the home (nor any device name's room)."""
        terms = self.meta.get("unplaced_terms", ())
        return [t for t in terms if isinstance(t, str)] if isinstance(terms, list) else []

    @property
    def fell_back(self) -> bool:
        """Whether the include words emptied the set and the filter fell back (seed 004)."""
        return bool(self.meta.get("scope_include_fallback"))

    @property
    def ambiguous(self) -> list[Place]:
        """Words that read as two places equally well."""
        return [p for p in self.places.values() if p.ambiguous]

    @property
    def fuzzy(self) -> list[Place]:
        """Words read as a near-miss or a translation of a place's name."""
        return [p for p in self.places.values() if p.fuzzy and p.resolved]


class ScopeResolver:
    """Filters entities by the room and floor words of a command (:mod:`.places` reads them)."""

    def __init__(self, home: Home, places: PlaceResolver | None = None) -> None:
        self.home = home
        self.places = places or PlaceResolver(home)
        self.vocabulary = self.places.vocabulary
        self._index_names()

    def resolve(self, word: str) -> Place:
        """How a room or floor word reads in this home."""
        return self.places.resolve(word)

    def names_a_place(self, word: str) -> bool:
        """Whether the word is exactly the name or alias of an area or floor."""
        return self.places.names_a_place(word)

    def is_floor_word(self, word: str) -> bool:
        """Whether the word names a floor."""
        return self.places.is_floor_word(word)

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
            if (key := room_key(w)) and (len(key) >= 2 or not has_cjk(key)) and key not in self.vocabulary
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
        areas = self.places.areas_of(room_word)
        return areas is not None and not self.places.agrees(room_word, entity.area_id)

    def filter(
        self,
        candidates: Sequence[str],
        include: Sequence[str],
        exclude: Sequence[str],
        *,
        context_area: str | None = None,
    ) -> ScopeOutcome:
        """Apply exclude (hard), then include (hard, with fallback to exclude-only).

        Each word is read by :class:`~.places.PlaceResolver`; a word for "here" ("这里",
        "this room") is the satellite's area when there is one. The room word inside a name
        counts only for entities whose area is missing or disagrees with their name, or for
        every entity when the command names a room the home does not know (seed 004).
        Entities are found through the area index and the precomputed name rooms, so a
        request costs what it selects, not the size of the home.

        ``meta["room_unknown_terms"]`` lists the words no area resolves (seed 004);
        ``meta["unplaced_terms"]`` those that no device name places either: a command over
        such a word must not act (docs/grounding.md).
        """
        include = [w for w in include if w != EVERYWHERE and not self.places.means_home(w)]
        meta: dict[str, object] = {}
        if not include and not exclude:
            return ScopeOutcome(list(candidates), None, meta)
        places = {w: self._place(w, context_area) for w in (*include, *exclude)}
        unknown = [w for w in dict.fromkeys((*include, *exclude)) if not places[w].areas]
        if unknown:
            meta["room_unknown_terms"] = unknown
        fuzzy = {w: list(p.names) for w, p in places.items() if p.fuzzy and p.areas}
        if fuzzy:
            meta["room_fuzzy"] = fuzzy
        ambiguous = {w: [n for names in p.alternatives for n in names] for w, p in places.items() if p.ambiguous}
        if ambiguous:
            meta["room_ambiguous"] = ambiguous
        area_in = frozenset(a for w in include if places[w].resolved for a in places[w].areas)
        area_ex = frozenset(a for w in exclude for a in places[w].areas)  # exclude all readings
        keys_in = {room_key(w) for w in include} | {
            k for w in include if places[w].resolved for k in self.places.keys_of(places[w].areas)
        }
        keys_ex = {room_key(w) for w in exclude} | {
            k for w in exclude if places[w].areas for k in self.places.keys_of(places[w].areas)
        }
        extra = self._extra_keys(unknown)

        def name_room(entity_id: str) -> str | None:
            if extra and any(key in self._compact_names[entity_id] for key in extra):
                found = longest_non_overlapping(self._compact_names[entity_id], self.vocabulary | extra)
                return found[0] if len(found) == 1 else None
            return self._name_rooms[entity_id][0]

        # Who may be placed by the room in their name: everyone when a room word is unknown.
        by_name_pool = list(self.home.entities) if unknown else self._conflicted
        name_words = {e: name_room(e) for e in by_name_pool}
        placed_by_name = {word for word in name_words.values() if word is not None}
        unplaced = [w for w in unknown if room_key(w) not in placed_by_name]
        if unplaced:
            meta["unplaced_terms"] = unplaced
        allowed = {e: i for i, e in enumerate(candidates)}  # membership, and the caller's order
        excluded = set(self.home.entity_ids_in_areas(area_ex))
        excluded_by_name = {
            e for e, word in name_words.items() if word is not None and word in keys_ex and e not in excluded
        }
        excluded |= excluded_by_name
        used_name = len(excluded_by_name & allowed.keys())
        name_ambiguous = sum(1 for e in by_name_pool if self._name_rooms[e][1])
        if name_ambiguous:
            meta["room_name_ambiguous"] = name_ambiguous
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
                kept = sorted([*by_area, *by_name], key=allowed.__getitem__)
                return ScopeOutcome(kept, area_in, meta, places)
            meta["scope_include_fallback"] = 1
        elif used_name:
            meta["room_name_used"] = used_name
        kept = [e for e in candidates if e not in excluded]
        return ScopeOutcome(kept, area_in if include else None, meta, places)

    def _place(self, word: str, context_area: str | None) -> Place:
        """A word for "here" is the satellite's area; any other word is read in the home."""
        place = self.places.resolve(word)
        if place.areas or context_area is None or not self.places.means_here(word):
            return place
        return Place(word, frozenset({context_area}), "exact", (self.places.area_label(context_area),))
