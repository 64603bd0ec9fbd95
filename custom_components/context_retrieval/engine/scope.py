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

from .home import Entity, Home
from .ir import EVERYWHERE
from .places import Place, PlaceResolver, room_key
from .text import compact, has_cjk, known_substrings, longest_non_overlapping


@dataclass(slots=True)
class _Words:
    """The room and floor words of one command, read."""

    places: dict[str, Place]
    unknown: list[str]
    area_in: frozenset[str]
    area_ex: frozenset[str]
    keys_in: set[str]
    keys_ex: set[str]

    def meta(self) -> dict[str, object]:
        """What the reading says for observability."""
        meta: dict[str, object] = {}
        if self.unknown:
            meta["room_unknown_terms"] = self.unknown
        fuzzy = {w: list(p.names) for w, p in self.places.items() if p.fuzzy and p.areas}
        if fuzzy:
            meta["room_fuzzy"] = fuzzy
        ambiguous = {
            w: [n for names in p.alternatives for n in names]
            for w, p in self.places.items()
            if p.ambiguous
        }
        if ambiguous:
            meta["room_ambiguous"] = ambiguous
        return meta


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
            key
            for w in words
            if (key := room_key(w))
            and (len(key) >= 2 or not has_cjk(key))
            and key not in self.vocabulary
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
        every entity when the command names a room the home does not know
        (docs/design.md#scope). Entities are found through the area index and the precomputed
        name rooms, so a request costs what it selects, not the size of the home.

        ``meta["room_unknown_terms"]`` lists the words no area resolves;
        ``meta["unplaced_terms"]`` those that no device name places either: a command over
        such a word must not act (docs/grounding.md).
        """
        include = [w for w in include if w != EVERYWHERE and not self.places.means_home(w)]
        if not include and not exclude:
            return ScopeOutcome(list(candidates), None, {})
        words = self._read(include, exclude, context_area)
        meta = words.meta()
        name_words = self._rooms_in_names(words, meta)
        allowed = {e: i for i, e in enumerate(candidates)}  # membership, and the caller's order
        excluded = set(self.home.entity_ids_in_areas(words.area_ex))
        by_name_out = {
            e
            for e, word in name_words.items()
            if word is not None and word in words.keys_ex and e not in excluded
        }
        excluded |= by_name_out
        used_name = len(by_name_out & allowed.keys())
        if include:
            kept = self._included(words, name_words, allowed, excluded)
            used_name += sum(1 for e in kept if self.home.entities[e].area_id not in words.area_in)
            if used_name:
                meta["room_name_used"] = used_name
            if kept:
                return ScopeOutcome(kept, words.area_in, meta, words.places)
            meta["scope_include_fallback"] = 1
        elif used_name:
            meta["room_name_used"] = used_name
        kept = [e for e in candidates if e not in excluded]
        return ScopeOutcome(kept, words.area_in if include else None, meta, words.places)

    def _read(self, include: list[str], exclude: Sequence[str], context_area: str | None) -> _Words:
        """How every word of the command reads, and the areas and room keys they add up to."""
        places = {w: self._place(w, context_area) for w in (*include, *exclude)}
        area_in = frozenset(a for w in include if places[w].resolved for a in places[w].areas)
        keys_in = {room_key(w) for w in include} | {
            k for w in include if places[w].resolved for k in self.places.keys_of(places[w].areas)
        }
        keys_ex = {room_key(w) for w in exclude} | {
            k for w in exclude if places[w].areas for k in self.places.keys_of(places[w].areas)
        }
        return _Words(
            places=places,
            unknown=[w for w in dict.fromkeys((*include, *exclude)) if not places[w].areas],
            area_in=area_in,
            # An excluded word that reads several ways excludes every reading.
            area_ex=frozenset(a for w in exclude for a in places[w].areas),
            keys_in=keys_in,
            keys_ex=keys_ex,
        )

    def _rooms_in_names(self, words: _Words, meta: dict[str, object]) -> dict[str, str | None]:
        """The room word in the name of each entity that may be placed by it: everyone when a
        command's word is unknown, else only entities whose area is missing or disagrees."""
        extra = self._extra_keys(words.unknown)

        def name_room(entity_id: str) -> str | None:
            if extra and any(key in self._compact_names[entity_id] for key in extra):
                found = longest_non_overlapping(
                    self._compact_names[entity_id], self.vocabulary | extra
                )
                return found[0] if len(found) == 1 else None
            return self._name_rooms[entity_id][0]

        pool = list(self.home.entities) if words.unknown else self._conflicted
        name_words = {e: name_room(e) for e in pool}
        placed = {word for word in name_words.values() if word is not None}
        unplaced = [w for w in words.unknown if room_key(w) not in placed]
        if unplaced:
            meta["unplaced_terms"] = unplaced
        ambiguous = sum(1 for e in pool if self._name_rooms[e][1])
        if ambiguous:
            meta["room_name_ambiguous"] = ambiguous
        return name_words

    def _included(
        self,
        words: _Words,
        name_words: dict[str, str | None],
        allowed: dict[str, int],
        excluded: set[str],
    ) -> list[str]:
        """The allowed entities the include words place, by area or by the room in their name."""
        by_area = [
            e
            for e in self.home.entity_ids_in_areas(words.area_in)
            if e in allowed and e not in excluded
        ]
        in_area = set(by_area)
        by_name = [
            e
            for e, word in name_words.items()
            if word is not None
            and word in words.keys_in
            and e in allowed
            and e not in excluded
            and e not in in_area
        ]
        return sorted([*by_area, *by_name], key=allowed.__getitem__)

    def _place(self, word: str, context_area: str | None) -> Place:
        """A word for "here" is the satellite's area; any other word is read in the home."""
        place = self.places.resolve(word)
        if place.areas or context_area is None or not self.places.means_here(word):
            return place
        return Place(
            word, frozenset({context_area}), "exact", (self.places.area_label(context_area),)
        )
