"""Grounding the words of a command in the home: names, kinds and types (docs/grounding.md).

A parser hands over words as the user said them. Before anything is scored each one is read
against the home: a name hint that is exactly a room becomes scope ("Garage"), one that names a
kind of device ("台灯", "AC", "purifier") becomes a kind constraint, and one that only names a
domain ("灯", "lights") becomes the type. Words that match nothing are not dropped: retrieval
answers them with ``no_match`` or a question, never with a wider set than was asked for.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Final

from .catalog import EN, Catalog
from .data import load_json
from .home import Home, is_central_thermostat, may_cool
from .ir import EVERYWHERE, SAID_NOT_TO_HAPPEN, UNKNOWN_TYPE, Command
from .kinds import NAMED_AS_OTHERS, Kind, Kinds
from .places import PlaceResolver, living_space
from .text import compact, has_cjk, words

MEASURING = {"sensor": "binary_sensor", "binary_sensor": "sensor"}
"""The two domains that read a device class ("battery", "temperature", "moisture")."""
POWERED_DOMAINS = frozenset({"fan", "climate", "water_heater", "humidifier", "light"})
"""The kinds of device a plug or relay runs (a "Night mode" switch is no scene, a "Child lock"
no lock: those name a setting of a device)."""


@dataclass(frozen=True, slots=True)
class Grounded:
    """A command with its hints read against the home."""

    command: Command
    kind: Kind | None = None
    """A kind of device the command names (台灯, AC), narrower than its type."""
    kind_word: str | None = None
    """The word the kind was said with, for questions."""


class HintReader:
    """Reads name hints as names, rooms, kinds or types, by the home's own words first."""

    def __init__(
        self,
        home: Home,
        catalog: Catalog,
        places: PlaceResolver,
        kinds: Kinds,
        exact_names: Mapping[str, Sequence[str]],
        known_domains: frozenset[str],
    ) -> None:
        self.home = home
        self.places = places
        self.kinds = kinds
        self._exact_names = exact_names
        self.known_domains = known_domains
        self._type_words = _type_words(catalog)
        self.typed_by_name = self._typed_by_name()
        self._cooled_by_fans = _cooled_by_fans(home, self.typed_by_name)
        """Switches and input booleans that are a device of another domain by name (a "Bathroom
        Exhaust Fan" switch is a fan, a "Space Heater" plug a heater): entity id → that domain."""

    def valid_type(self, command: Command) -> str | None:
        """The command's type when it is a domain this home or catalog knows."""
        hint = command.type_hint
        if not hint or hint == UNKNOWN_TYPE or hint not in self.known_domains:
            return None
        return hint

    def also_of_type(
        self, domain: str, device_class: str | None, pool: Sequence[str], gated: Sequence[str]
    ) -> list[str]:
        """Entities of the pool of the type said though of another domain: switches of
        ``domain`` by name ("switch on the loo fan" reaches a "Loo Extractor Fan"
        switch, as its name would); and with nothing of the type, a reading of the class said
        in the other measuring domain ("the doorbell's battery" is a battery sensor where no
        binary sensor reads the battery)."""
        found = [e for e in pool if self.typed_by_name.get(e) == domain]
        other = MEASURING.get(domain)
        if not gated and other is not None and device_class is not None:
            entities = self.home.entities
            found += [
                e
                for e in pool
                if entities[e].domain == other and entities[e].device_class == device_class
            ]
        return found

    def heats_by_switch(self, command: Command, entity_id: str) -> str | None:
        """ "it's bitter in here" beside a "Space Heater" plug: a switch that is a climate
        device by name is a heater, so heating is switching it on; no other mode is one it has
        (cooling is no heater's job)."""
        if self.typed_by_name.get(entity_id) != "climate" or command.type_hint != "climate":
            return None
        if command.params.get("hvac_mode") != "heat":
            return None
        return f"{entity_id.split('.', 1)[0]}.turn_on"

    def _typed_by_name(self) -> dict[str, str]:
        """See :attr:`typed_by_name`: the last word of a name (or the last two) is a word for
        another domain; a word of the switch's own domain or a device class ("outlet") is not."""
        found: dict[str, str] = {}
        for entity in self.home.entities.values():
            if entity.domain not in NAMED_AS_OTHERS:
                continue
            for name in entity.names:
                said = words(name)
                ends = [compact(name)] if has_cjk(name) else [compact(" ".join(said[-2:]))]
                ends += [compact(said[-1])] if said and not has_cjk(name) else []
                typed = [self._type_words.get(end) for end in ends]
                domain = next((t[0] for t in typed if t is not None and t[1] is None), None)
                if domain in POWERED_DOMAINS:
                    found[entity.entity_id] = domain
                    break
        return found

    def read(self, command: Command, meta: dict[str, Any]) -> Grounded:
        """Read the command's hints (see the module's docstring); notes go to ``meta``.

        A command that names nothing and has no usable type (an UNKNOWN command from a failed
        parse) takes the longest entity name found in its raw text (seed 001: Unknown →
        keyword matching on names first).
        """
        if _cooling_asked(command) and (self._cooled_by_fans or self._fans_outdoors(command)):
            meta["cooled_by_fans"] = True
            command = replace(
                command,
                action="turn on",
                type_hint="fan",
                device_class=None,
                params={},
                resolved_services=frozenset({"turn_on"}),
            )
        hint = command.name_hint
        unread = SAID_NOT_TO_HAPPEN in command.issues  # the parser's "nothing" is meant
        if (
            not hint
            and not self.valid_type(command)
            and not command.refers_back
            and command.raw
            and not unread
        ):
            found = self._name_in_text(command.raw)
            if found:
                meta["name_from_text"] = found
                return Grounded(replace(command, name_hint=found))
        if not hint:
            return self._class_kind(command)
        key = compact(hint)
        kind_reading = self._as_kind(command, hint, key, meta)
        if kind_reading is not None:
            return kind_reading
        if key in self._exact_names:
            return Grounded(command)
        typed = self._type_words.get(key)
        if self._is_place(hint) and not _type_said(typed, command, self.valid_type(command)):
            # "Garage" said as if it were a name is the room (HA's matcher takes it as an area
            # too), and so is a misheard or translated room word that names no device.
            meta["name_as_room"] = hint
            return self._class_kind(
                replace(command, name_hint=None, scope_include=(*command.scope_include, hint))
            )
        if typed is None:
            return Grounded(command)
        domain, device_class = typed
        if self._distinguishes(key, domain):
            # "heating" is a word for climate devices, but it is in the names of only some of
            # them: it picks those out the way a name does, so it stays a name.
            return Grounded(command)
        meta["name_as_type"] = hint
        valid = self.valid_type(command)
        return self._class_kind(
            replace(
                command,
                name_hint=None,
                type_hint=command.type_hint if valid else domain,
                device_class=command.device_class or device_class,
            )
        )

    def _fans_outdoors(self, command: Command) -> bool:
        """Whether the rooms a complaint of heat names are all outside the living space (a
        porch, a patio: no thermostat cools them) and one of them has a fan, which is then
        what cools whoever is there; or rooms where nothing may cool in a home with no central
        thermostat (:func:`_nothing_cools`), one of which has a fan that moves air at people
        (no range hood, extractor, purifier or fresh-air unit: :data:`_NOT_COOLING`; no fan
        named a heater)."""
        said = [w for w in command.scope_include if w != EVERYWHERE]
        areas = [self.places.areas_of(w) for w in said]
        if not said or any(not found for found in areas):
            return False
        rooms = {a for found in areas for a in found or ()}
        indoors = any(living_space(self.home, a) for a in rooms)
        if indoors and not _nothing_cools(self.home, rooms):
            return False
        for e in self.home.entity_ids_in_areas(rooms):
            entity = self.home.entities[e]
            if entity.domain != "fan" and self.typed_by_name.get(e) != "fan":
                continue
            heats = any(w.startswith("heat") for n in entity.names for w in words(n))
            if not heats and (not indoors or not self.kinds.named_in(entity) & _NOT_COOLING):
                return True
        return False

    def _as_kind(
        self, command: Command, hint: str, key: str, meta: dict[str, Any]
    ) -> Grounded | None:
        """A name hint that names a kind of device, alone or after a room ("卧室台灯").

        The hint stays the name hint: where entities in scope are named exactly so, the
        name decides (an alias "扫地机" is that one vacuum); otherwise the kind does
        (:meth:`~.pipeline.Retriever.retrieve_command`).
        """
        kind = self.kinds.named(hint)
        scope = command.scope_include
        word = hint
        if kind is None:
            if key in self._exact_names:
                return None
            split = self._room_then_kind(hint)
            if split is not None:
                room, word, kind = split
                scope = (*scope, room)
            else:
                branded = self._brand_then_kind(hint)
                if branded is None:
                    return None
                word, kind = branded
        domain = self.valid_type(command)
        if domain is not None and domain not in kind.domains:
            # A type of another domain makes the word the device something belongs to ("the
            # robot vacuum's battery" is a sensor): a name, not a kind.
            return None
        meta["name_as_kind"] = kind.id
        if domain is None and not kind.known_by_name:
            domain = min(kind.domains, default=None)  # an appliance's: what is asked picks it
        return Grounded(
            replace(command, name_hint=word, type_hint=domain, scope_include=scope), kind, word
        )

    def described(self, hint: str, domain: str | None) -> str | None:
        """The device word that ends a hint of plain lowercase words before it ("teeny lamp",
        "grimy light"): a description, when nothing has the name; ``None`` when the hint ends in
        no word for the domain, is said as a proper name ("Snug Nook light") or holds a room's
        word ("kitchen shelf light")."""
        said = hint.split()
        if domain is None or has_cjk(hint) or len(said) < 2 or hint != hint.casefold():
            return None
        typed = self._type_words.get(compact(said[-1]))
        if typed is None or typed[0] != domain or any(self._is_place(w) for w in said[:-1]):
            return None
        return said[-1]

    def _distinguishes(self, word: str, domain: str) -> bool:
        """Whether a type word appears in the names of some, but under half, of the domain."""
        members = self.home.entity_ids_in_domain(domain)
        if has_cjk(word):

            def said_in(name: str) -> bool:
                return word in compact(name)
        else:
            folded = set(words(word))

            def said_in(name: str) -> bool:
                return bool(folded) and folded <= set(words(name))

        named = sum(1 for e in members if any(said_in(n) for n in self.home.entities[e].names))
        return 0 < named < len(members) / 2

    def _is_place(self, hint: str) -> bool:
        """Whether a name hint is a room or floor word of the home (read by any rule but the
        "inner" one, which finds rooms inside device names such as "书房灯")."""
        if self.places.names_a_place(hint):
            return True
        place = self.places.resolve(hint)
        return place.resolved and place.how != "inner"

    def _room_then_kind(self, hint: str) -> tuple[str, str, Kind] | None:
        """ "卧室台灯" / "bedroom lamp": a room word of the home followed by a kind word."""
        if has_cjk(hint):
            flat = compact(hint)
            for cut in range(len(flat) - 1, 0, -1):
                room, rest = flat[:cut], flat[cut:].removeprefix("的")
                kind = self.kinds.named(rest)
                if kind is not None and self.places.resolve(room).resolved:
                    return room, rest, kind
            return None
        said = words(hint)
        for cut in range(len(said) - 1, 0, -1):
            room, rest = " ".join(said[:cut]), " ".join(said[cut:])
            kind = self.kinds.named(rest)
            if kind is not None and self.places.resolve(room).resolved:
                return room, rest, kind
        return None

    def _brand_then_kind(self, hint: str) -> tuple[str, Kind] | None:
        """ "Xiaomi TV", "the Dyson fan": a word no name or room of the home has, then a kind:
        the kind decides (a brand said in another language than the home's names matches
        nothing, and one said in the home's language would have matched a name)."""
        if has_cjk(hint):
            return None
        said = words(hint)
        for cut in range(1, len(said)):
            rest = " ".join(said[cut:])
            kind = self.kinds.named(rest)
            if kind is not None:
                # "the deck heater" in a home with no deck: a place's word is no brand, and the
                # one heater the home has elsewhere is not the one asked for
                return None if _place_words() & set(said[:cut]) else (rest, kind)
        return None

    def _class_kind(self, command: Command) -> Grounded:
        """The kind a device class stands for (cover + curtain → curtain, with its stand-ins)."""
        domain = self.valid_type(command)
        kind = self.kinds.of_class(domain, command.device_class) if domain else None
        if kind is None and domain and command.device_class:
            # "projector" said as a device class media players do not have: the kind of that
            # word narrows the domain (by names), instead of a class nothing has finding nothing.
            named = self.kinds.named(command.device_class)
            kind = named if named is not None and domain in named.domains else None
        if kind is None:
            return Grounded(command)
        return Grounded(command, kind, kind.word(EN))

    def _name_in_text(self, text: str) -> str | None:
        """The longest entity name or alias that appears in the text (two characters or more)."""
        flat = compact(text)
        return max(
            (key for key in self._exact_names if len(key) >= 2 and key in flat),
            key=len,
            default=None,
        )


def _type_words(catalog: Catalog) -> dict[str, tuple[str, str | None]]:
    """Every word for a domain or a device class, compact, with what it names."""
    found: dict[str, tuple[str, str | None]] = {}
    for domain, by_lang in catalog.domain_words.items():
        for lang_words in by_lang.values():
            for word in lang_words:
                found.setdefault(compact(word), (domain, None))
    for key, by_lang in catalog.device_class_words.items():
        domain, _, device_class = key.partition(".")
        for lang_words in by_lang.values():
            for word in lang_words:
                found.setdefault(compact(word), (domain, device_class))
    return found


# Kinds of fan (grounding.json) that move air out or through a filter, not at whoever is hot.
_NOT_COOLING: Final = frozenset({"range_hood", "exhaust_fan", "air_purifier", "fresh_air"})


def _nothing_cools(home: Home, rooms: set[str]) -> bool:
    """Whether no climate device of the rooms may cool (:func:`.home.may_cool`) and the home has
    no central thermostat (:func:`.home.is_central_thermostat`), which would cool every room of
    its floor (targets._one_central)."""
    climate = [home.entities[e] for e in home.entity_ids_in_domain("climate")]
    if any(e.area_id in rooms and may_cool(e) for e in climate):
        return False
    return not any(is_central_thermostat(e) for e in climate)


def _cooled_by_fans(home: Home, typed_by_name: Mapping[str, str]) -> bool:
    """Whether the home cools only with fans: no climate device may cool (lists a cooling mode,
    or lists no modes at all: unavailable, it may), no plug is a climate device by name unless
    a heater (a "Portable AC" or a "Heat Pump" plug may cool; an "Immersion Heater" heats), and
    it has fans. There a complaint of heat, which asks a climate device to cool, turns the
    room's fans on instead (a Glasgow flat heated by Hive and cooled by a Dyson)."""
    entities = home.entities.values()
    cools = any(e.domain == "climate" and may_cool(e) for e in entities)
    plugged = any(
        domain == "climate" and "heater" not in words(home.entities[e].name)
        for e, domain in typed_by_name.items()
    )  # an "Immersion Heater" plug heats only
    return not cools and not plugged and any(e.domain == "fan" for e in entities)


def _cooling_asked(command: Command) -> bool:
    """A complaint of heat (or a wish for cool) that asks a climate device, by no name, to
    cool: the action of cooling no verb says (lexicon.json ``cool_mode``); a mode asked for
    (an ``hvac_mode`` said outright) is done as asked."""
    return (
        command.type_hint == "climate"
        and not command.name_hint
        and command.params.get("hvac_mode") == "cool"
        and command.action in _COOLING_WISHED
    )


# The phrases of the action a complaint of heat is read as ("cool", "制冷").
_COOLING_WISHED: Final = frozenset(
    load_json("lexicon.json")["actions"]["cool_mode"]["say"].values()
)


def _type_said(typed: tuple[str, str | None] | None, command: Command, domain: str | None) -> bool:
    """Whether a hint is a word for the very type the command asks for ("door" of a cover of
    class door): the device word, even where an area's name ends with it ("Front Door")."""
    if typed is None:
        return False
    return typed[0] == domain or (typed[1] is not None and typed[1] == command.device_class)


@cache
def _place_words() -> frozenset[str]:
    """English words of kinds of place (``grounding.json`` ``rooms`` and ``not_living_space``,
    lexicon.json's outdoor areas):
    said before a device word, where the device is, never its maker."""
    data = load_json("grounding.json")
    unheated = data.get("not_living_space", {})
    said = [*unheated.get("places", {}).get("en", ()), *unheated.get("rooms", {}).get("en", ())]
    said += load_json("lexicon.json").get("outdoors", {}).get("areas", {}).get("en", ())
    said += [n for room in data.get("rooms", {}).values() for n in room.get("en", ())]
    return frozenset(w for name in said for w in words(name))
