"""A reading or setting asked of a device: answered by the sibling entity that holds it.

"what is the boiler plug drawing" names the heater (a switch) and asks its
power; "洗衣机现在是什么模式" names the washing machine (a switch) and asks its program. In Home
Assistant the power is a sensor and the program a select of the same physical device (same
``device_name`` and area) or named after it ("Immersion Heater Power", "洗衣模式"). A question
that names a device and says one of the attribute words of ``lexicon.json`` ``device_readings``
is read as a question about the one sibling that holds that attribute: of the domain and device
class the word lists, or whose own name says the word ("HEPA filter life"). The device itself
answers when it has no such sibling, or several. A kind read only through its sensors ("the
solar panels", whose sensors carry the maker's name) is asked the same way, of its sensors.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Final

from ..data import load_json
from ..home import Entity, Home
from ..ir import Command
from ..kinds import default_kinds
from ..text import has_cjk, normalize
from .appliances import Appliances, appliances_of, state_asked
from .siblings import devices_of
from .surface import phrase_key
from .vocabulary import DoorWatcher, at_the_door, door_watchers

_ANY_CLASS: Final = "*"
_NOT_WORD: Final = re.compile(r"[^\w.%\s]+")
# Words for the home itself that begin the name of a setting of the whole home ("House Mode").
_HOME_WORDS: Final = ("house", "home", "flat", "apartment", "家", "全屋")
# The household said as its people: "what are we drawing from the grid" asks the home's meter.
_HOUSEHOLD_WORDS: Final = ("we", "us")
# Readings a meter takes for the whole home wherever it hangs (a smart meter's display in the
# hall), and the domains of the appliances whose own plug or relay also reads them: the power of
# a device with a switch ("Washer Dryer Current consumption") is that appliance's.
_METERED: Final = frozenset({"power", "energy"})
_APPLIANCES: Final = frozenset(
    {"switch", "light", "fan", "climate", "humidifier", "water_heater", "media_player", "vacuum"}
)


@dataclass(slots=True)
class DeviceReadings:
    """The attribute words and, per name of an entity of the home, its sibling entities."""

    words: list[tuple[str, str, str]] = field(default_factory=list)
    """(key of an attribute word, domain, device class or ``*``), longest word first."""
    siblings: dict[str, list[Entity]] = field(default_factory=dict)
    """Key of an entity's name → the other entities of its device or named after it."""
    meters: dict[tuple[str, str], list[Entity]] = field(default_factory=dict)
    """(domain, device class) → the entities of no area that measure it for the whole home, else
    (power and energy) those of a device that runs no appliance (:func:`_house_meters`)."""
    appliances: Appliances = field(default_factory=lambda: Appliances({}, frozenset()))
    """The appliances known only by their sensors (:mod:`.appliances`)."""
    only_one: dict[str, str] = field(default_factory=dict)
    """Domain → the key of the name of the one entity of that domain the home has."""
    watchers: dict[str, tuple[DoorWatcher, ...]] = field(default_factory=dict)
    """What sees people at the home's door (:func:`.vocabulary.door_watchers`)."""
    areas: frozenset[str] = frozenset()
    """The names and aliases of the home's areas, normalised."""

    @classmethod
    def of(cls, home: Home, data: Mapping[str, object] | None = None) -> DeviceReadings:
        """Index the home once: linear in its entities (a device holds a handful)."""
        block = data if data is not None else load_json("lexicon.json")["device_readings"]
        words: list[tuple[str, str, str]] = []
        for kind, by_language in block.items():
            if kind.startswith("_") or not isinstance(by_language, Mapping):
                continue
            domain, _, device_class = kind.partition(".")
            for said in by_language.values():
                words.extend((phrase_key(w), domain, device_class or _ANY_CLASS) for w in said)
        words.sort(key=lambda entry: -len(entry[0]))
        meters: dict[tuple[str, str], list[Entity]] = {}
        for entity in home.entities.values():
            if entity.area_id is None and entity.device_class:
                meters.setdefault((entity.domain, entity.device_class), []).append(entity)
        for measured, found in _house_meters(home).items():
            meters.setdefault(measured, found)  # a meter of no area wins
        siblings = _siblings(home)
        for key, members in _sensor_kinds(home).items():
            siblings.setdefault(key, members)  # a name of the home wins over a kind's word
        by_domain: dict[str, list[Entity]] = {}
        for entity in home.entities.values():
            by_domain.setdefault(entity.domain, []).append(entity)
        only_one = {d: phrase_key(e[0].name) for d, e in by_domain.items() if len(e) == 1}
        areas = frozenset(normalize(n) for area in home.areas.values() for n in area.names)
        return cls(
            words, siblings, meters, appliances_of(home), only_one, door_watchers(home), areas
        )

    def asked_of(self, command: Command, query_words: frozenset[str]) -> Command:
        """``command`` about the sibling of the named device that holds the attribute the
        question says, when there is exactly one; else ``command`` unchanged. An appliance
        known only by its sensors is asked of its status or time sensor (:mod:`.appliances`)."""
        appliance = state_asked(command, self.appliances, query_words)
        if appliance is not command:
            return appliance  # its own words ("finished") chose between its sensors already
        if command.action is None or command.action in query_words:
            door = at_the_door(command, self.watchers, self.areas)
            if door is not command:
                return door  # "谁在门口": people at the door, seen by its watcher
        if command.action not in query_words or not command.raw:
            return command
        if not command.name_hint and tuple(command.scope_include) in ((), ("*",)):
            metered = self._of_home(command)
            if metered is not command:
                return metered
        name = phrase_key(command.name_hint) if command.name_hint else _home_said(command)
        name = name or self._part_said(command) or self._kind_said(command)
        siblings = self.siblings.get(name) if name else None
        if not name or not siblings:
            return command
        said = _without(_said(command.raw), name)
        for word, domain, device_class in self.words:
            if _says(said, word):
                held = _holder(siblings, name, (word, domain, device_class))
                if held is None:
                    return command
                home_wide = not command.name_hint  # the home's word was the name: one select
                return replace(
                    command,
                    name_hint=held.name,
                    type_hint=held.domain,
                    device_class=held.device_class,
                    scope_include=() if home_wide else command.scope_include,
                    quantifier="one" if home_wide else command.quantifier,
                )
        return command

    def _of_home(self, command: Command) -> Command:
        """ "the flat's wattage at the moment?", "what are we drawing": the whole home (or its
        people) said, no device, and a reading word of a measured kind: the one meter of that
        kind answers (:attr:`meters`; the word, not the type the sentence's other words gave,
        says what is measured: "power" alone also names a switch). ``command`` when none or
        several meters do."""
        said = _said(command.raw or "")
        if not any(_says(said, word) for word in (*_HOME_WORDS, *_HOUSEHOLD_WORDS)):
            return command
        for word, domain, device_class in self.words:
            if device_class != _ANY_CLASS and _says(said, word):
                meters = self.meters.get((domain, device_class), [])
                if len(meters) != 1:
                    return command
                meter = meters[0]
                return replace(
                    command,
                    name_hint=meter.name,
                    type_hint=meter.domain,
                    device_class=meter.device_class,
                    scope_include=(),
                    quantifier="one",
                )
        return command

    def _kind_said(self, command: Command) -> str | None:
        """The battery of "门锁" asked: no name, no room, but the kind of a device the home has one of;
        that device's name is the one whose reading is asked (kept only when one sibling holds
        the reading)."""
        if command.name_hint or command.scope_include or command.scope_exclude:
            return None
        return self.only_one.get(command.type_hint or "")

    def _part_said(self, command: Command) -> str | None:
        """ "what wattage does the telly show": no name was read, and no room said, but the
        question says the first word(s) of a device's names; the longest such words are the
        name whose reading is asked (kept only when one sibling holds the reading)."""
        if command.scope_include or command.scope_exclude:
            return None
        said = _said(command.raw or "")
        readings = {word for word, _, _ in self.words}
        found = [
            key
            for key in self.siblings
            if key not in readings and key not in _HOME_WORDS and _says(said, key)
        ]
        return max(found, key=len) if found else None


def _house_meters(home: Home) -> dict[tuple[str, str], list[Entity]]:
    """(domain, device class) → the power and energy sensors of devices that run no appliance
    (a smart meter, an inverter), in any area: what the whole home draws or used."""
    found: dict[tuple[str, str], list[Entity]] = {}
    for members in devices_of(home).values():
        if any(e.domain in _APPLIANCES for e in members):
            continue
        for entity in members:
            if entity.domain == "sensor" and entity.device_class in _METERED:
                found.setdefault((entity.domain, entity.device_class), []).append(entity)
    return found


def _home_said(command: Command) -> str | None:
    """ "which mode is the whole flat on": the whole home said, and no device, in a question: the
    home's own word is the name whose setting is asked (a "House Mode" select); the words of
    the sentence between cut a name the home has whole, so it is not found by name."""
    if command.type_hint or tuple(command.scope_include) != ("*",):
        return None
    said = _said(command.raw or "")
    return next((word for word in _HOME_WORDS if _says(said, word)), None)


def _holder(siblings: list[Entity], name: str, attribute: tuple[str, str, str]) -> Entity | None:
    """The one sibling that holds the attribute: named by the word, else of the kind the word
    lists (any of the domain for ``*``; a word listed under a bare domain must be in the
    name); of several, the one named after the device ("Towel Rail Power" of two channels of
    one relay); ``None`` when none or several do."""
    word, domain, device_class = attribute
    of_domain = [e for e in siblings if e.domain == domain]
    named = [e for e in of_domain if _says(_said(e.name), word)]
    if len(named) != 1 and device_class:
        named = [e for e in of_domain if device_class in (_ANY_CLASS, e.device_class)]
    if len(named) > 1:
        named = [e for e in named if phrase_key(e.name).startswith(name + " ")]
    return named[0] if len(named) == 1 else None


def _siblings(home: Home) -> dict[str, list[Entity]]:
    """Key of each name of an entity → the other entities of the same device, and those of
    its area whose name begins with that name ("Immersion Heater" → "Immersion Heater Power");
    the first words of names that no entity is named ("dyson") → the entities named so."""
    devices = devices_of(home)
    prefixed: dict[tuple[str, str | None], list[Entity]] = {}
    begun: dict[str, list[Entity]] = {}
    for entity in home.entities.values():
        words = phrase_key(entity.name).split()
        for end in range(1, len(words)):
            prefixed.setdefault((" ".join(words[:end]), entity.area_id), []).append(entity)
            begun.setdefault(" ".join(words[:end]), []).append(entity)
    found: dict[str, list[Entity]] = {}
    for entity in home.entities.values():
        members = devices.get(entity.device, []) if entity.device else []
        for name in entity.names:
            key = phrase_key(name)
            others = [*members, *prefixed.get((key, entity.area_id), [])]
            kept = found.setdefault(key, [])
            kept.extend(e for e in others if e is not entity and e not in kept)
    for key, starting in begun.items():
        found.setdefault(key, starting)  # "the dyson": the first word(s) of its names
    return {key: kept for key, kept in found.items() if kept}


@cache
def sensor_kind_words() -> frozenset[str]:
    """Keys of the words of the kinds read only through sensors (``grounding.json`` kinds of
    the one domain ``sensor``: "the panels", "the home battery"): each names one installation."""
    return frozenset(
        phrase_key(word)
        for kind in default_kinds().by_id.values()
        if kind.domains == {"sensor"}
        for said in kind.words.values()
        for word in said
    )


def _sensor_kinds(home: Home) -> dict[str, list[Entity]]:
    """Key of a word for a kind read only through sensors (the solar panels, a home battery:
    ``grounding.json`` kinds of the one domain ``sensor``) → the home's sensors of that kind,
    so that "what are the panels putting out" asks the one of them that holds the reading."""
    kinds = default_kinds()
    found: dict[str, list[Entity]] = {}
    for kind in kinds.by_id.values():
        if kind.domains != {"sensor"}:
            continue
        members = kinds.members(home.entities.values(), kind)
        for said in kind.words.values() if members else ():
            for word in said:
                found.setdefault(phrase_key(word), members)
    return found


def _said(text: str) -> str:
    """A text as attribute words are matched in it: its key, words between spaces."""
    return " " + " ".join(_NOT_WORD.sub(" ", phrase_key(text)).split()) + " "


def _without(said: str, name: str) -> str:
    """The text without the words of the device's name: "温湿度传感器" says no 湿度 asked."""
    for word in name.split():
        said = said.replace(word if has_cjk(word) else f" {word} ", " ")
    return said


def _says(said: str, word: str) -> bool:
    """Whether the text says the word (Chinese anywhere, English as whole words)."""
    return word in said if has_cjk(word) else f" {word} " in said
