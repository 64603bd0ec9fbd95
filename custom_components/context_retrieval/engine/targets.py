"""The entities a command may target: the referenced ones, or the scope and type's, narrowed
by a kind (docs/design.md#scope, #gating; docs/grounding.md#kinds)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from .catalog import LEVEL, PARAM_FIELDS, Catalog
from .grounding import Grounded
from .home import Entity, Home, is_central_thermostat, is_room_unit, room_degrees
from .index import HomeIndex
from .ir import EVERYWHERE, UNKNOWN_TYPE, Command
from .kinds import Kind
from .outcome import ABSENT_KIND, NOTHING_IN_SCOPE, abstain
from .places import living_space, says_here
from .questions import MAX_OPTIONS
from .results import NEED_CLARIFICATION, Candidate, CommandResult
from .results import NO_MATCH as HINT_NO_MATCH
from .scope import ScopeOutcome
from .state import ConversationState, carried_kind, refers_to_all, refers_to_several
from .text import compact, has_cjk, words

MOVING_DOMAINS = frozenset({"person", "device_tracker"})
"""Domains of things that move: a room never places them."""


# The kind a change of one setting is first about, by the service the parser resolved it to:
# a temperature is a climate device's, a speed a fan's (Targets._own_kind_first).
_OWN_KIND: Final[Mapping[str, str]] = {
    "set_temperature": "climate",
    "increase_speed": "fan",
    "decrease_speed": "fan",
}


@dataclass(slots=True)
class Pool:
    """The entities a command may target, and what narrowed them."""

    ids: list[str]
    gated: bool
    included: frozenset[str] | None
    scope: ScopeOutcome | None
    reasons: tuple[str, ...] = ()
    kind_word: str | None = None
    """The kind word the pool was narrowed by, when it was."""
    kind_evidence: dict[str, float] | None = None
    """How plainly each entity of the pool is of that kind."""


class Targets:
    """Builds a command's pool over one home."""

    def __init__(self, ix: HomeIndex) -> None:
        self.ix = ix

    def pool(
        self,
        command: Command,
        grounded: Grounded,
        state: ConversationState | None,
        context_area: str | None,
        meta: dict[str, Any],
    ) -> Pool:
        """The entities the command may target: the referenced ones, or scope ∩ type."""
        referenced = self.referenced(command, state, meta)
        if referenced is not None and not command.scope_include:
            return Pool(
                referenced, bool(self.ix.hints.valid_type(command)), None, None, ("reference",)
            )
        movers = self.movers_named(command)
        if movers:
            return Pool(movers, False, None, None, ("moving",))
        outcome = self.ix.scope.filter(
            self.ix.entity_ids,
            command.scope_include,
            command.scope_exclude,
            context_area=context_area,
        )
        meta.update(outcome.meta)
        ids = outcome.entity_ids
        says_what = command.name_hint or self.ix.hints.valid_type(command)
        if command.refers_back and command.scope_include and not says_what:
            # "卧室的也关了", "the kitchen too": the kinds just mentioned, in the room said now;
            # nothing mentioned, nothing found (never every device of the room). "主卧那个灯"
            # says its kind itself: the room's lights, mentioned or not.
            rest = bool(_THE_REST.search(command.raw)) or _a_domain_said(state)
            ids = carried_over(self.ix, referenced or [], ids, rest=rest)
            meta["reference_scope"] = 1
        if context_area and not command.scope_include and command.is_bulk and not command.name_hint:
            # "Turn on the lights" to a satellite means the lights of its area, as in Home
            # Assistant; the whole house is said with "*" (everywhere).
            ids = [e for e in ids if self.ix.home.entities[e].area_id == context_area]
            meta["context_area_scope"] = context_area
        gated = self.gate(command, ids, meta, handled_class=grounded.kind is not None)
        typed = gated is not ids
        gated = gated or floor_thermostat(self.ix.home, command, outcome, context_area, meta)
        if meta.get("reference_unresolved") and context_area and not command.scope_include:
            gated = _of_the_room(self.ix.home, command, gated, context_area, meta)
        gated = own_kind_first(self.ix.home, command, gated)
        return Pool(gated, typed, outcome.included_areas, outcome)

    def movers_named(self, command: Command) -> list[str]:
        """The people (and trackers) the command names exactly, when it also names a room.

        "Is Ada in the office?" asks where Ada is: people move and no area holds them, so the
        room is what is asked about, not a filter on who is meant (docs/design.md#scope).
        """
        if not command.scope_include or not command.name_hint:
            return []
        entities = self.ix.home.entities
        return [
            e
            for e in self.ix.exact_names.get(compact(command.name_hint), [])
            if entities[e].domain in MOVING_DOMAINS
        ]

    def implies_all(self, command: Command, grounded: Grounded) -> bool:
        return (
            command.quantifier == "one"
            and not command.name_hint
            and grounded.kind is None
            and not command.refers_back
            and not command.params
            and bool(self.ix.hints.valid_type(command))
            and any(w != EVERYWHERE for w in command.scope_include)
        )

    def gate(
        self,
        command: Command,
        pool: list[str],
        meta: dict[str, Any],
        *,
        handled_class: bool = False,
    ) -> list[str]:
        """Category gating (seed 001/003): keep the valid ``type_hint``'s domain and class.

        :param handled_class: the device class stands for a kind, which narrows later (with
            its stand-ins), so it does not filter here.
        """
        domain = self.ix.hints.valid_type(command)
        if domain is None:
            if command.type_hint and command.type_hint != UNKNOWN_TYPE:
                meta["type_hint_invalid"] = command.type_hint
            return pool
        gated = [e for e in pool if self.ix.home.entities[e].domain == domain]
        device_class = command.device_class
        if device_class and not handled_class and self.domain_has_classes(domain):
            family = answered_by(self.ix.class_families, domain, device_class)
            gated = [e for e in gated if self.ix.home.entities[e].device_class in family]
        gated += self.ix.hints.also_of_type(domain, device_class, pool, gated)
        if not gated and command.name_hint:
            # The parser's type may be wrong where the name is right: with nothing of the type
            # in scope, an exact name wins (Home Assistant holds to a type said with a name).
            exact = [
                e for e in self.ix.exact_names.get(compact(command.name_hint), []) if e in set(pool)
            ]
            if exact:
                meta["type_gate_fallback"] = 1
                return exact
        return gated

    def domain_has_classes(self, domain: str) -> bool:
        return any(
            self.ix.home.entities[e].device_class for e in self.ix.home.entity_ids_in_domain(domain)
        )

    def narrow_to_kind(
        self, result: CommandResult, grounded: Grounded, pool: Pool, context_area: str | None = None
    ) -> bool:
        """Keep the entities of the kind the command names; ``False`` when it has answered.

        Entities in scope named exactly as said decide first (an alias "扫地机" is that one
        vacuum), unless the satellite's room holds one of the kind. Else the kind's members;
        with none in scope, the domain alone does not carry the answer: a question offering the
        nearest same-domain entities, or ``no_match`` when there are none.
        """
        assert grounded.kind is not None
        command = result.command
        if self._name_decides(command.name_hint, grounded, pool, context_area):
            return True
        evidence = {
            e: self.ix.kinds.evidence(self.ix.home.entities[e], grounded.kind) for e in pool.ids
        }
        members = [e for e in pool.ids if evidence[e] > 0]
        if own := rooms_own(self.ix, grounded, pool, context_area, members):
            result.meta["kind_unknown"] = grounded.kind.id
            pool.ids = own
            result.command = replace(command, name_hint=None)
            return True
        members = _said_as(self.ix, members, grounded) or _covering(self.ix, grounded, pool)
        if members:
            result.meta["kind"] = grounded.kind.id
            pool.ids = members
            pool.reasons = (*pool.reasons, "kind_hit")
            pool.kind_word = grounded.kind_word
            pool.kind_evidence = self.ix.kinds.as_ranked(
                self.ix.kinds_named, evidence, grounded.kind
            )
            result.command = replace(command, name_hint=None)
            return True
        offered = [
            self.ix.home.entities[e]
            for e in pool.ids
            if self.ix.home.entities[e].domain in grounded.kind.domains
            and not grounded.kind.known_by_name
        ]
        if _kinds_unsaid(self.ix, offered, pool):
            # Nothing in the room says what kind it is ("卧室灯", "Kitchen Light"): any of them
            # may be the desk lamp asked for, as Home Assistant reads a kind word for its
            # domain. Where the room's devices are of said kinds (a night light, a light
            # strip, a heater), the kind asked for is absent and is not stood in for.
            result.meta["kind_unknown"] = grounded.kind.id
            pool.ids = [e.entity_id for e in offered if not self.ix.kinds.of_some_kind(e)]
            result.command = replace(command, name_hint=None)
            return True
        result.meta["kind_missing"] = grounded.kind.id
        language = self.ix.questions.language_of(command.raw)
        place = self.scope_label(pool, language)
        word = grounded.kind_word or grounded.kind.word(language)
        if not offered:
            result.note = self.ix.questions.nothing_of(word, place, language)
            abstain(result, HINT_NO_MATCH, ABSENT_KIND)
            return False
        result.question, result.options = self.ix.questions.absent_kind(
            word, place, offered, language
        )
        result.candidates = [
            Candidate(e.entity_id, None, 0.0, ("same_domain",)) for e in offered[:MAX_OPTIONS]
        ]
        abstain(result, NEED_CLARIFICATION, ABSENT_KIND)
        return False

    def _name_decides(
        self, hint: str | None, grounded: Grounded, pool: Pool, context_area: str | None
    ) -> bool:
        """Whether one entity in scope is named exactly as said (an alias "扫地机"). Not for a set
        ("所有台灯"), nor when the satellite's room has one of the kind ("purifier" in the kids'
        room is theirs, not the living room's "Purifier"), nor if it is elsewhere and others here."""
        assert grounded.kind is not None
        entities = self.ix.home.entities
        exact = [
            e for e in pool.ids if hint and compact(hint) in {compact(n) for n in entities[e].names}
        ]
        if len(exact) != 1 or grounded.command.is_bulk:
            return False
        here = [
            e
            for e in pool.ids
            if context_area
            and entities[e].area_id == context_area
            and self.ix.kinds.has(entities[e], grounded.kind)
        ]
        return (not here or exact[0] in here) and not self._elsewhere(
            exact[0], grounded, pool, context_area
        )

    def _elsewhere(
        self, named: str, grounded: Grounded, pool: Pool, context_area: str | None
    ) -> bool:
        """Whether a kind word said to a satellite names, by an alias, a device of another room
        while other devices of the kind are there too: said in the bedroom, "净化器" (the
        living room's alias) may be any purifier, so which one is asked."""
        assert grounded.kind is not None
        entities = self.ix.home.entities
        if context_area is None or entities[named].area_id == context_area:
            return False
        return any(e != named and self.ix.kinds.has(entities[e], grounded.kind) for e in pool.ids)

    def nothing_there(self, result: CommandResult, grounded: Grounded, pool: Pool) -> CommandResult:
        """Nothing in scope is of the type or kind asked for: say so ("客厅没有加湿器。")."""
        command = result.command
        domain = self.ix.hints.valid_type(command)
        if domain is None:
            return abstain(result, HINT_NO_MATCH, NOTHING_IN_SCOPE)
        language = self.ix.questions.language_of(command.raw)
        thing = (
            grounded.kind_word
            or command.name_hint
            or self.ix.questions.domain_word(domain, language)
        )
        if thing:
            result.note = self.ix.questions.nothing_of(
                thing, self.scope_label(pool, language), language
            )
        return abstain(result, HINT_NO_MATCH, ABSENT_KIND)

    def scope_label(self, pool: Pool, language: str) -> str | None:
        """The room the command was scoped to, in words, when it was one room."""
        if pool.included and len(pool.included) == 1:
            return self.ix.questions.area_name(next(iter(pool.included)))
        return None

    def referenced(
        self, command: Command, state: ConversationState | None, meta: dict[str, Any]
    ) -> list[str] | None:
        if not command.refers_back:
            return None
        entities = self.ix.home.entities
        recalled = [e for e in _recalled(state, command) if e in entities]
        recalled = _of_the_type(self.ix, command, recalled)
        recalled = _earlier_if_unable(self.ix, state, command, recalled, meta)
        # How many the earlier turn left to refer to: one is named by the reference, several
        # (a room or a kind asked about) are not (permissions.taken_in_set).
        meta["reference_count"] = len(recalled)
        if len(recalled) == 1 and refers_to_all(command):
            # "all of them" after "unlock the porch door": every device of its kind, in its
            # room when the room has more than it, else in the home.
            recalled = _all_of_its_kind(self.ix, recalled[0])
            meta["reference_all"] = 1
        if recalled and command.other:
            recalled = others_of(self.ix.home, recalled)
            meta["reference_other"] = 1
        if not recalled:
            meta["reference_unresolved"] = 1
            return None
        return recalled

    def condition_entities(self, command: Command) -> list[str]:
        """The sensors a condition reads (seed 002: conditions on temperature, humidity, light)."""
        found: list[str] = []
        for condition in command.conditions:
            domain = (
                condition.type_hint if condition.type_hint not in (None, UNKNOWN_TYPE) else "sensor"
            )
            scope = condition.scope_include or command.scope_include
            outcome = self.ix.scope.filter(self.ix.entity_ids, scope, ())
            ids = [e for e in outcome.entity_ids if self.ix.home.entities[e].domain == domain]
            if condition.device_class:
                typed = [
                    e
                    for e in ids
                    if self.ix.home.entities[e].device_class == condition.device_class
                ]
                if typed or self.domain_has_classes(domain):
                    ids = typed
            if condition.name_hint:
                matches = self.ix.name_matches(condition.name_hint, ids)
                ids = sorted(matches, key=lambda e: matches[e].score, reverse=True)
            if not ids and condition.device_class == "temperature":
                # A thermostat reports the room temperature too.
                ids = [
                    e
                    for e in outcome.entity_ids
                    if "current_temperature" in self.ix.home.entities[e].attributes
                ]
            found.extend(ids[:2])
        return list(dict.fromkeys(found))


_SET_WORDS = frozenset({"all", "every", "each", "both", "whole", "any", "everywhere"})
"""English words that make a singular type word a set ("every lamp", "the lamp everywhere")."""


def answered_by(
    families: Mapping[tuple[str, str], frozenset[str]], domain: str, device_class: str
) -> frozenset[str]:
    """The device classes that answer a class said: its family in ``families``
    (``grounding.json`` ``class_families``, :attr:`.index.HomeIndex.class_families`: the air
    quality, ``aqi``, is told by PM2.5, CO2 and VOC sensors too), else the class itself. The IR
    holds one class; this is where it stands for several."""
    return families.get((domain, device_class), frozenset((device_class,)))


def one_named_by_type_word(ix: HomeIndex, result: CommandResult, pool: Pool) -> None:
    """ "switch the lamp off" in a room with two lamps and a ceiling light: an English word
    for the domain other than the domain's own ("lamp" among lights), said in the singular, is
    one of the devices named with it when several of the room's are and others are not, so
    which is asked. Otherwise Home Assistant's convention holds: the word is the domain, and
    the room's lights are the set (the plural, "every lamp", a room with one lamp or none),
    and a device named just so ("Thermostat") is that device."""
    command = result.command
    domain = ix.hints.valid_type(command)
    word = command.evidence.get("type_hint", "")
    if (
        domain is None
        or command.name_hint
        or command.refers_back
        or command.device_class
        or command.everywhere
        or word == domain
        or compact(word) in ix.exact_names
        or has_cjk(word)
        or word not in ix.catalog.domain_words.get(domain, {}).get("en", ())
        or not _said_in_the_singular(word, command.raw)
    ):
        return
    entities = ix.home.entities
    named = [e for e in pool.ids if any(word in words(n) for n in entities[e].names)]
    if len(named) < 2:
        return
    result.meta["type_word_as_name"] = word
    result.meta.pop("implied_all", None)
    pool.ids = named
    result.command = replace(command, quantifier="one", area_wide=False)


@dataclass(frozen=True, slots=True)
class _SetSaid:
    """An English request for a set, as :func:`asks_which_room` reads it."""

    ids: list[str]
    """The devices found."""
    context_area: str | None
    word: str
    """The type word said (folded)."""
    raw: str
    """The request, folded."""
    said: list[str]
    """Its words."""


def asks_which_room(
    ix: HomeIndex, command: Command, ids: list[str], pool: Pool, context_area: str | None
) -> list[str]:
    """The devices to ask between when a set the request implies is spread over rooms that
    nothing said chooses between (eval/README.md, truly ambiguous); none when the set stands.

    Two English shapes: a kind said in the plural with no room, no satellite and no word for a
    set ("dim the spotlights" where the study and the hall have devices so named; "every
    spotlight", or the plural said to a satellite, is a set; the domain's own word, "the
    lights", is left to Home Assistant's reading), and a singular type word after a generic
    room word that reads as several rooms ("the landing lamp" where two landings each have one;
    "the landing lamps" is both, and the satellite's landing is its own). A question about a set
    is never asked back, nor a set in one room, a set referred back to, or a word that is a
    device's own name ("Blinds", "Night Light").
    """
    raw = command.raw.casefold()
    said = re.findall(r"[a-z]+", raw)
    word = command.evidence.get("type_hint", "").casefold()
    if (
        command.quantifier != "all"
        or not word
        or has_cjk(raw)
        or command.refers_back
        or command.scope_exclude
        or command.area_wide
        or _SET_WORDS.intersection(said)
    ):
        return []
    asked = _SetSaid(ids, context_area, word, raw, said)
    if command.scope_include:
        return _in_rooms_of_a_word(ix, asked, pool.scope)
    return _spread_plural(ix, asked, pool.kind_word is not None)


def _in_rooms_of_a_word(ix: HomeIndex, asked: _SetSaid, scope: ScopeOutcome | None) -> list[str]:
    """A singular type word after a generic room word of several rooms, none the satellite's:
    every device there is an option."""
    places = scope.places.values() if scope is not None else ()
    generic = [p for p in places if p.how == "head" and len(p.areas) > 1]
    singular = (
        generic
        and all(asked.context_area not in place.areas for place in generic)
        and _said_in_the_singular(asked.word, asked.raw)
    )
    ids = asked.ids
    return ids if singular and len({ix.home.entities[e].area_id for e in ids}) > 1 else []


def _spread_plural(ix: HomeIndex, asked: _SetSaid, kind_said: bool) -> list[str]:
    """A kind said in the plural with no room anywhere in the request: the devices whose names
    say the word, when they are in several rooms ("the pendants" are the pendants so named,
    not a chandelier of the same kind elsewhere)."""
    word = asked.word
    # Whole words: "lamps" is not said in "lampshades".
    plural = next((f for f in _plurals(word) if re.search(rf"\b{re.escape(f)}\b", asked.raw)), None)
    if (
        asked.context_area is not None
        or not kind_said
        or plural is None
        or {compact(plural), compact(word)} & ix.exact_names.keys()
        or ix.room_words.said_in(asked.said)
    ):
        return []
    entities = ix.home.entities
    named = [
        e for e in asked.ids if any(set(words(word)) <= set(words(n)) for n in entities[e].names)
    ]
    return named if len({entities[e].area_id for e in named}) > 1 else []


def _plurals(word: str) -> tuple[str, ...]:
    """The English plural forms of a device word ("spotlight" → "spotlights"); a word that ends
    with "s" is its own ("blinds")."""
    return (word,) if word.endswith("s") else (f"{word}s", f"{word}es")


def _said_in_the_singular(word: str, raw: str) -> bool:
    """Whether the raw English says the word only in the singular, with no word for a set
    ("the lamp", not "the lamps" nor "every lamp")."""
    said = re.findall(r"[a-z]+", raw.casefold())
    plurals = set(_plurals(word)) - {word}
    return word in said and not (_SET_WORDS.intersection(said) or plurals.intersection(said))


def takes(catalog: Catalog, entity: Entity, params: Mapping[str, Any]) -> bool:
    """Whether one service of the entity takes every field of ``params`` (none: no); a
    relative change is taken by the field it changes (``temperature_step``: temperature)."""
    fields = {PARAM_FIELDS.get(key, key) for key in params}
    return bool(fields) and any(fields <= cap.field_names() for cap in catalog.capabilities(entity))


# "the rest of the den", "其余的": every device of the kind just used there, not only the ones
# named as it was.
_THE_REST: Final = re.compile(r"(?i)\bthe rest\b|其余|其他的|剩下的")


# What a command warming or cooling a room sets ("the nursery is icy": heat).
_AIR_FIELDS: Final = frozenset({"hvac_mode", "temperature", "temperature_step"})


def _warms_or_cools_a_room(command: Command) -> bool:
    """Whether a command asks a room warmer or cooler with no device named: a complaint or a
    temperature said of the room, not a question (a room's temperature is asked of its own
    climate device, eval/README.md)."""
    return (
        command.type_hint == "climate"
        and not command.name_hint
        and not command.refers_back
        and bool(_AIR_FIELDS & set(command.params))
    )


def floor_thermostat(
    home: Home,
    command: Command,
    outcome: ScopeOutcome,
    context_area: str | None,
    meta: dict[str, Any],
) -> list[str]:
    """The one climate device of a floor, for a command warming or cooling rooms of that floor
    that have none (:func:`_warms_or_cools_a_room`): a house run by a thermostat per floor
    warms the kids' room through the upstairs one. Only when the rooms are all on one floor
    and that floor has exactly one central thermostat (:func:`_one_central`; with an AC and a
    thermostat, which one warms the room is not known: nothing): a room's air conditioner
    warms no other room, so a mini split in the workshop leaves the floor's thermostat the one."""
    if not _warms_or_cools_a_room(command):
        return []
    included = outcome.included_areas
    rooms = included if included is not None else frozenset({context_area} - {None})
    if any(a is not None and not living_space(home, a) for a in rooms):
        return []  # the garage, the patio: the house's heating warms no such place
    floors = {home.areas[a].floor_id for a in rooms if a in home.areas}
    thermostat = _one_central(home, floors) if rooms else None
    if thermostat is None:
        return []
    meta["floor_thermostat"] = thermostat
    return [thermostat]


def _of_the_room(
    home: Home, command: Command, gated: list[str], context_area: str, meta: dict[str, Any]
) -> list[str]:
    """What a setting with nothing mentioned before sets at a satellite. "调高一度": the device
    of its room when the room has one (else every one of the kind, and a question). A bare
    number said of the room itself ("in here") where the room has no climate device is the
    temperature its floor's central thermostat keeps (:func:`_degrees_of_the_floor`); a bare
    number a room is kept at ("make it seventy-one") is its climate device's (:func:`_degrees_of_a_room`)."""
    if thermostat := _degrees_of_the_floor(home, command, context_area):
        meta["floor_thermostat"] = thermostat
        meta["context_area_scope"] = context_area
        return [thermostat]
    if climate := _degrees_of_a_room(home, command, context_area):
        meta["context_area_scope"] = context_area
        return climate
    local = [e for e in gated if home.entities[e].area_id == context_area]
    if local:
        meta["context_area_scope"] = context_area
        return local
    return gated


def _degrees_of_a_room(home: Home, command: Command, context_area: str) -> list[str]:
    """ "keep it at 71", "set it to 22" at a satellite with nothing mentioned before: a bare number
    a room is kept at (:func:`.home.room_degrees`, as the parser reads it) is the
    temperature of the room's climate devices, or, in living space without one, of its floor's
    central thermostat (:func:`_one_central`); lights are told a percent only. Empty otherwise."""
    value = command.params.get(LEVEL)
    if set(command.params) != {LEVEL} or not isinstance(value, int | float) or command.name_hint:
        return []
    if command.type_hint not in (None, UNKNOWN_TYPE) or context_area not in home.areas:
        return []
    own = [e for e in home.entity_ids_in_areas([context_area]) if e.startswith("climate.")]
    central = _one_central(home, {home.areas[context_area].floor_id})
    if not own and (central is None or not living_space(home, context_area)):
        return []
    meant = own or ([central] if central is not None else [])
    low, top = room_degrees(home, meant)
    return meant if low <= value <= top else []


def _degrees_of_the_floor(home: Home, command: Command, context_area: str) -> str | None:
    """The floor's one central thermostat (:func:`_one_central`) when a number with no setting
    word (catalog.LEVEL) is said of the satellite's room in so many words ("here"), the room
    has no climate device, and the number is one the thermostat can be set to (its
    ``min_temp`` to ``max_temp``): a room warmed through its floor's thermostat is set by it,
    where its lights would be told a percent."""
    value = command.params.get(LEVEL)
    if set(command.params) != {LEVEL} or not isinstance(value, int | float):
        return None
    if command.name_hint or not says_here(command.raw) or context_area not in home.areas:
        return None
    if any(e.startswith("climate.") for e in home.entity_ids_in_areas([context_area])):
        return None
    if not living_space(home, context_area):
        return None
    thermostat = _one_central(home, {home.areas[context_area].floor_id})
    if thermostat is None:
        return None
    low, high = (home.entities[thermostat].attributes.get(k) for k in ("min_temp", "max_temp"))
    in_range = (
        isinstance(low, int | float) and isinstance(high, int | float) and low <= value <= high
    )
    return thermostat if in_range else None


def _one_central(home: Home, floors: set[str | None]) -> str | None:
    """The one central thermostat of a floor (:func:`.home.is_central_thermostat`), when the floor has exactly one
    and no other climate device but room units (dry, fan only: a mini split warms its own room,
    not the floor); else the home's one climate device when it is a central thermostat (a home
    with no floors, or a floor with no climate of its own: the one furnace warms every room);
    none otherwise."""
    return _floor_central(home, floors) or _home_central(home)


def _home_central(home: Home) -> str | None:
    """The home's only climate device, when it is a central thermostat (:func:`.home.is_central_thermostat`)."""
    found = home.entity_ids_in_domain("climate")
    return found[0] if len(found) == 1 and is_central_thermostat(home.entities[found[0]]) else None


def _floor_central(home: Home, floors: set[str | None]) -> str | None:
    """The one central thermostat of one floor (:func:`_one_central`), or none."""
    if len(floors) != 1 or None in floors:
        return None
    on_floor = [a for a, area in home.areas.items() if area.floor_id in floors]
    found = [e for e in home.entity_ids_in_areas(on_floor) if e.startswith("climate.")]
    central = [e for e in found if is_central_thermostat(home.entities[e])]
    others = [e for e in found if e not in central]
    if len(central) != 1 or not all(is_room_unit(home.entities[e]) for e in others):
        return None
    return central[0]


def _a_domain_said(state: ConversationState | None) -> bool:
    """Whether the command a follow-up continues named its devices by the domain alone, as a
    room's set ("turn off the lights in the dining room", then "the study as well"): the
    new room's every device of that kind is meant, not only those named as the ones it found
    (a chandelier there is no reason to look for chandeliers)."""
    last = state.last_command if state is not None else None
    return last is not None and last.is_bulk and not last.name_hint


def carried_over(
    ix: HomeIndex, referenced: list[str], ids: list[str], *, rest: bool = False
) -> list[str]:
    """Of ``ids`` (a room's entities), those of the kind just mentioned
    (:func:`.state.carried_kind`), narrowed to the reviewed kind every device just mentioned is
    named as: "次卧的也调到二十一" after the study's floor heating is the spare room's floor
    heating, not its AC (both thermostats), and nothing in a room without one. Window coverings
    stay one kind. ``rest``: "the rest of" the room was said, so the room's every device of the
    kind is meant (the lamp switched on, then "the rest of the den": all its lights), not only
    those named as the one just used."""
    entities = ix.home.entities
    kinds = {carried_kind(entities[e]) for e in referenced}
    ids = [e for e in ids if carried_kind(entities[e]) in kinds]
    named = _named_kinds(ix, [entities[e] for e in referenced])
    if rest or not named or any(kind[1] == "window covering" for kind in kinds):
        return ids
    # A device named as a kind narrower than its domain (a floor lamp, an electric blanket, a
    # range hood, a floor heating) carried to a room without that kind is nothing there, never
    # the room's other devices of the domain (eval/README.md, judgement calls): only a follow-up
    # that names the domain alone ("灯", "the lights") reaches every one of them. An appliance
    # is narrower than the plug it is on: an electric blanket is also an outlet, and a bedside
    # outlet is not an electric blanket.
    named = [k for k in named if k.known_by_name] or named
    return [e for e in ids if any(ix.kinds.evidence(entities[e], k) >= 1.0 for k in named)]


def _named_kinds(ix: HomeIndex, used: list[Entity]) -> list[Kind]:
    """The reviewed kinds of the device's domain that every one of ``used`` is named as."""
    common: list[Kind] | None = None
    for entity in used:
        of = common if common is not None else list(ix.kinds.by_id.values())
        common = [
            k for k in of if entity.domain in k.domains and ix.kinds.evidence(entity, k) >= 1.0
        ]
        if not common:
            return []
    return common or []


def others_of(home: Home, used: list[str]) -> list[str]:
    """ "另一个", "the other one": the devices of the same kind (:func:`.state.carried_kind`) in
    the room of the ones just used, not those; of several, the ones whose name ends most
    like theirs ("Right Bedside Lamp" for "Left Bedside Lamp", not the desk lamp)."""
    entities = home.entities
    kinds = {(*carried_kind(entities[e]), entities[e].area_id) for e in used}
    rooms = {area for _, _, area in kinds if area is not None}
    others = [
        e
        for e in home.entity_ids_in_areas(sorted(rooms))
        if (*carried_kind(entities[e]), entities[e].area_id) in kinds and e not in used
    ]
    names = [entities[e].name.casefold() for e in used]
    alike = {e: max(_common_ending(entities[e].name.casefold(), n) for n in names) for e in others}
    best = max(alike.values(), default=0)
    return [e for e in others if alike[e] == best]


_SEVERAL_OTHERS: Final = re.compile(r"\bother (?:ones|two|three)\b|\bothers\b|另外几|其他几|其余")
"""How a reference to the others says several of them ("the other ones", "另外几个")."""


def one_other_of_several(command: Command) -> bool:
    """Whether a reference says "the other one" in the singular: of several others it is one
    of them, which is asked, not all of them ("the other ones" are the set)."""
    return (
        command.other
        and command.quantifier == "one"
        and not _SEVERAL_OTHERS.search(command.raw.casefold())
    )


def _common_ending(a: str, b: str) -> int:
    """How many characters two names share at their end ("右床头灯" / "左床头灯": 3)."""
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    return n


def _said_as(ix: HomeIndex, members: list[str], grounded: Grounded) -> list[str]:
    """The members (ids) of the grounded kind whose names say the narrower word said."""
    assert grounded.kind is not None
    entities = [ix.home.entities[e] for e in members]
    return [e.entity_id for e in ix.kinds.said_as(entities, grounded.kind, grounded.kind_word)]


def _earlier_if_unable(
    ix: HomeIndex,
    state: ConversationState | None,
    command: Command,
    recalled: list[str],
    meta: dict[str, Any],
) -> list[str]:
    """ "switch it off then" after "put the blanket on" and a question about the room's
    temperature: "it" is the device before the one asked about, when that one cannot do what
    is asked and the earlier one can."""
    if state is None or command.other or _able(ix, recalled, command):
        return recalled
    fresh = state.earlier_mentioned if state.recall() else []
    earlier = _of_the_type(ix, command, [e for e in fresh if e in ix.home.entities])
    if not earlier or not _able(ix, earlier, command):
        return recalled
    meta["reference_earlier"] = 1
    return earlier


def _all_of_its_kind(ix: HomeIndex, entity_id: str) -> list[str]:
    """The devices of one device's domain and class: in its room when there are others
    there, else everywhere in the home."""
    entities = ix.home.entities
    one = entities[entity_id]
    kind = [
        e
        for e in ix.home.entity_ids_in_domain(one.domain)
        if entities[e].device_class == one.device_class
    ]
    here = [e for e in kind if one.area_id is not None and entities[e].area_id == one.area_id]
    return here if len(here) > 1 else kind


def _of_the_type(ix: HomeIndex, command: Command, recalled: list[str]) -> list[str]:
    """The devices referred to that are of the type the command says, if it says one."""
    entities = ix.home.entities
    domain = ix.hints.valid_type(command)
    if not domain:
        return recalled
    typed = [e for e in recalled if entities[e].domain == domain]
    # "温度设成六十" after the water heater: a setting's word implied a kind (a thermostat)
    # that the device just used is not; the setting is still for it when it takes that
    # setting.
    return typed or [e for e in recalled if takes(ix.catalog, entities[e], command.params)]


def _able(ix: HomeIndex, recalled: list[str], command: Command) -> bool:
    """Whether one of the devices offers a service the command was resolved to (a command
    resolved to none, a question, is taken by any device referred to)."""
    if not recalled:
        return False
    services = command.resolved_services
    if not services:
        return True
    entities = ix.home.entities
    return any(
        cap.service.partition(".")[2] in services
        for e in recalled
        for cap in ix.catalog.capabilities(entities[e])
    )


def _recalled(state: ConversationState | None, command: Command) -> list[str]:
    """The devices a reference points back at, several when it says so ("both of them")."""
    return state.recall(together=refers_to_several(command)) if state else []


def _covering(ix: HomeIndex, grounded: Grounded, pool: Pool) -> list[str]:
    """ "Lower the shade in the office" whose one window covering is a blind: people call a
    room's one window covering by any of the family's words (eval/README.md). The covering,
    named as one (a curtain, blind or shade), when the kind asked for is another of the family
    and rooms are said; none otherwise. A projector screen (class shade, named as none) or a
    roller door (class garage, though "卷帘门" holds a shade's word) never stands in."""
    kind = grounded.kind
    family = ix.coverings
    if kind is None or kind.id not in family.ids or pool.included is None:
        return []
    named = [
        e
        for e in (ix.home.entities[i] for i in pool.ids)
        if e.domain in kind.domains
        and e.area_id in pool.included
        and (e.device_class is None or e.device_class in family.device_classes)
        and any(ix.kinds.evidence(e, k) >= 1.0 for k in family.kinds)
    ]
    return [named[0].entity_id] if len(named) == 1 else []


def own_kind_first(home: Home, command: Command, ids: list[str]) -> list[str]:
    """A change that names no kind ("升一度", "风大些"): the devices of the change's own kind
    (a climate device for a temperature, a fan for a speed) when there are any, else the others
    that take it (the water heater of a room without a climate device, the fan mode of an air
    conditioner in a room without a fan)."""
    if command.type_hint not in (None, UNKNOWN_TYPE) or command.name_hint:
        return ids
    kinds = {_OWN_KIND.get(s) for s in command.resolved_services} - {None}
    if len(kinds) != 1:
        return ids
    kind = kinds.pop()
    own = [e for e in ids if home.entities[e].domain == kind]
    return own or ids


def lacking_here(
    targets: Targets,
    result: CommandResult,
    grounded: Grounded,
    pool: Pool,
    state: ConversationState | None,
) -> Pool:
    """The pool of a set asked of a satellite (:meth:`Targets.pool`), or, when the satellite's
    room has none of the type or kind ("draw the blinds" in the hallway) and the request does
    not say "here", the home's devices of it, one of which is meant: the only one is answered,
    several are asked about (eval/README.md, judgement calls); ``no_match`` is for a room said
    that lacks it, "in here" included.

    A word that is only the domain's ("the fan") and is exactly the name of one of them is
    that device, as Home Assistant matches names; a kind word ("音箱", "blinds") is narrowed by
    its kind afterwards, where a device of another room holding it as its name does not decide
    while others of the kind exist (:meth:`Targets._elsewhere`)."""
    meta = result.meta
    if not (
        result.command.is_bulk
        and meta.get("context_area_scope")
        and not says_here(result.command.raw)
        and _lacks_kind(targets, pool, grounded)
    ):
        return pool
    command = result.command = replace(result.command, quantifier="one", area_wide=False)
    meta["context_area_lacks"] = meta.pop("context_area_scope")
    pool = targets.pool(command, grounded, state, None, meta)
    if grounded.kind is not None:
        return pool
    said = [w for w in (command.evidence.get(k) for k in ("name_hint", "type_hint")) if w]
    raw = set(words(command.raw))
    said += [f"{w}s" for w in said if f"{w}s" in raw]
    exact = targets.ix.exact_names
    named = {e for w in said for e in exact.get(compact(w), ()) if e in pool.ids}
    if len(named) == 1:
        pool.ids = list(named)
        meta["named_elsewhere"] = pool.ids[0]
    return pool


# The words a room's own light is named by besides its room's ("Landing Lights", "Main Light").
_ROOM_LIGHT_WORDS: Final = frozenset({"light", "room", "main", "big", "ceiling"})


def rooms_own(
    ix: HomeIndex, grounded: Grounded, pool: Pool, context_area: str | None, members: list[str]
) -> list[str]:
    """The satellite's own devices that stand in for a kind every room has one of
    (``Kind.of_each_room``): "the big light" said in a bedroom whose lights say no kind ("Mia's
    Light") is that light, not another room's "Lounge Ceiling". Only for one device (not "all
    the ceiling lights"), with no room said and none of the kind in the satellite's room; the
    room's devices of another said kind (a night light, a lamp) stay out. English names only
    (the words of :data:`_ROOM_LIGHT_WORDS`). Empty when the rule does not apply."""
    kind = grounded.kind
    if kind is None or not kind.of_each_room or context_area is None or pool.included:
        return []
    if grounded.command.is_bulk:
        return []
    entities = ix.home.entities
    if any(entities[e].area_id == context_area for e in members):
        return []
    return [
        e
        for e in pool.ids
        if entities[e].area_id == context_area
        and entities[e].domain in kind.domains
        and _the_rooms_light(entities[e], ix.home.areas[context_area].names)
    ]


def _the_rooms_light(entity: Entity, room_names: Iterable[str]) -> bool:
    """Whether a light is named only by its room ("Den Light", "Mia's Light" of "Mia's
    Room"): the room's light of no other sort, not its "Under Cupboard" strip or its lamp."""
    said = {w for n in room_names for w in words(n)} | _ROOM_LIGHT_WORDS
    return any(words(n) and not set(words(n)) - said for n in entity.names)


def _kinds_unsaid(ix: HomeIndex, offered: list[Entity], pool: Pool) -> bool:
    """Whether none of the devices of the areas said (of the pool, when none was said) is
    plainly of a kind; devices found elsewhere by a room word in their names do not count."""
    there = [e for e in offered if pool.included is None or e.area_id in pool.included]
    return bool(offered) and not any(ix.kinds.of_some_kind(e) for e in there or offered)


def _lacks_kind(targets: Targets, pool: Pool, grounded: Grounded) -> bool:
    """Whether nothing in the pool is of the type, or of the kind said: a garage door is no
    curtain. Devices that say no kind at all ("Kitchen Light") may be the one asked for
    (:meth:`Targets.narrow_to_kind`), so they count."""
    if not pool.ids:
        return True
    kind = grounded.kind
    if kind is None:
        return False
    ix = targets.ix
    entities = [ix.home.entities[e] for e in pool.ids]
    if any(ix.kinds.evidence(e, kind) > 0 for e in entities):
        return False
    offered = [e for e in entities if e.domain in kind.domains and not kind.known_by_name]
    return not _kinds_unsaid(ix, offered, pool)
