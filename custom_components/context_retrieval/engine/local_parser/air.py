"""The air of a room asked about with no device word: "how's the air in the den", "书房空气好吗".

"The air" is no device and no single reading: a room's air is told by its air-quality sensors
(AQI, PM2.5, PM10, CO2, VOC). A question that says the air word of ``lexicon.json``
``air_asked`` and names no device is read as a question of the room's air quality: the sensor
class ``aqi``, which retrieval widens to every air-quality class (``grounding.json``
``class_families``), with quantifier ``all``. Only a question is read so: the air said in a
complaint ("the air's gone stale", "好闷") or as what a verb acts on ("let some air in",
"clean the air") stays a request for the fans, windows and purifiers that freshen it. A
question is told by its first English word, after fillers and courtesies ("how", "is",
"what's"; "so", "can you" before them), or a final "?"; by a Chinese question form after the
air word ("好不好", "如何", "吗"). "is" anywhere else would take "the loft is airless, is
there air in it"-like complaints for questions; 怎么 is left out (空气怎么这么差 complains).

"The air" said as a device ("knock the air back", "is the air on", "the air's freezing") is
the other reading, the American one: the air conditioning, which is the home's thermostat or AC.
:func:`the_air_as_ac` rewrites it to "the ac" (a climate kind word) before any phrase is matched,
so the verbs, steps and set-points read as for "the AC". It leaves the air itself alone: a word
of the air's own quality in the sentence ("stale", "stuffy", "fresh", ``lexicon.json``
``air_asked`` ``of_the_air``), an air question ("how's the air") that asks no state of a machine
(``machine``: "running", "on"), the air word before a device's word ("the air purifier"), and a
home with no climate device (there is no air conditioning to mean).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Final

from ..data import load_json
from ..ir import Command
from ..text import has_cjk

AIR_CLASS: Final = "aqi"
_WORD: Final = re.compile(r"[a-z]+(?:'[a-z]+)?|[?]")


@dataclass(frozen=True, slots=True)
class AirWords:
    """The words of ``lexicon.json`` ``air_asked``, per language."""

    air: Mapping[str, tuple[str, ...]]
    """The air word ("air", "空气")."""
    not_after: Mapping[str, tuple[str, ...]]
    """Words that make the air word part of a device's name ("air con", "空气净化器")."""
    asks: Mapping[str, tuple[str, ...]]
    """Asking words: English the first of the clause, Chinese after the air word."""
    leads: Mapping[str, tuple[str, ...]]
    """English words before the asking word that do not change it ("so", "can you")."""
    of_the_air: tuple[str, ...] = ()
    """English words of the air's own quality ("stale", "fresh"): the air, not the AC."""
    machine: tuple[str, ...] = ()
    """English words of a machine's state ("running", "on"): an air question of the AC."""

    @classmethod
    def of(cls, data: Mapping[str, Any] | None = None) -> AirWords:
        block = data if data is not None else load_json("lexicon.json")["air_asked"]

        def words(key: str) -> dict[str, tuple[str, ...]]:
            return {lang: tuple(said) for lang, said in block[key].items()}

        return cls(
            words("air"),
            words("not_after"),
            words("asks"),
            words("leads"),
            tuple(block.get("of_the_air", ())),
            tuple(block.get("machine", ())),
        )

    def is_air(self, word: str) -> bool:
        """Whether a name said is only the air word ("air" of "and the air?")."""
        return any(word.casefold() in said for said in self.air.values())

    def asked(self, text: str) -> bool:
        """Whether ``text`` asks about the air itself (no device named by the air word)."""
        if has_cjk(text):
            return self._asked_zh(text.casefold())
        return self._asked_en(text.casefold())

    def _asked_en(self, text: str) -> bool:
        said = _WORD.findall(text.replace("\u2019", "'"))
        air, after = self.air.get("en", ()), self.not_after.get("en", ())
        lead = next((w for w in said if w not in self.leads.get("en", ())), "")
        for i, word in enumerate(said):
            if word not in air:
                continue
            if i + 1 < len(said) and said[i + 1] in after:
                return False  # "air con", "air purifier": a device's name
            return lead in self.asks.get("en", ()) or said[-1] == "?"
        return False

    def _asked_zh(self, text: str) -> bool:
        air, after = self.air.get("zh-Hans", ()), self.not_after.get("zh-Hans", ())
        for word in air:
            at = text.find(word)
            if at < 0:
                continue
            rest = text[at + len(word) :]
            if rest.startswith(after):
                return False  # "空气净化器": a device's name
            return any(a in rest for a in self.asks.get("zh-Hans", ()))
        return False


_THE_AIR: Final = re.compile(r"\bthe air(?:'s\b|\b)")


def the_air_as_ac(text: str, has_climate: bool, words: AirWords | None = None) -> str:
    """``text`` with "the air" read as "the ac" where it means the air conditioning.

    >>> the_air_as_ac("please bump the air up a bit", True)
    'please bump the ac up a bit'
    >>> the_air_as_ac("what's the air like upstairs", True)
    "what's the air like upstairs"
    >>> the_air_as_ac("bump the air up", False)
    'bump the air up'
    """
    if not has_climate or "the air" not in text or has_cjk(text):
        return text
    words = words or _air_words()
    said = _WORD.findall(text.casefold().replace("\u2019", "'"))
    if any(word in words.of_the_air for word in said):
        return text  # the air's own quality: "the air is stale"
    if words.asked(text) and not any(word in words.machine for word in said):
        return text  # an air question: "how's the air in the den"
    after = words.not_after.get("en", ())

    def ac(match: re.Match[str]) -> str:
        rest = _WORD.findall(text[match.end() :].casefold())
        # a device's word, or one misheard that begins as it does ("the air puri fryer")
        named = rest[:1] and any(rest[0][:3] == word[:3] for word in after if len(rest[0]) > 2)
        if named:
            return match.group()
        return "the ac is" if match.group().endswith("'s") else "the ac"

    return _THE_AIR.sub(ac, text)


@lru_cache(maxsize=1)
def _air_words() -> AirWords:
    """The reviewed words, the same for every home: read once."""
    return AirWords.of()


def air_asked(command: Command, query: str, words: AirWords | None = None) -> Command:
    """``command`` as a question of the air quality of its places, when its words ask about
    the air and name no device, or it already asks for the air-quality class ("check the air
    quality" with no asking word); else ``command`` unchanged."""
    words = words or _air_words()
    if command.type_hint == "climate":
        return _the_air_unnamed(command)
    typed = command.type_hint == "sensor" and command.device_class == AIR_CLASS
    named = command.name_hint is not None and not words.is_air(command.name_hint)
    if named or command.conditions or command.params:
        return command
    if command.type_hint == "sensor" and not typed and command.device_class is not None:
        return command  # a reading said ("how much CO2 is in the air")
    if not typed and not words.asked(command.raw):
        return command
    return replace(
        command,
        action=query,
        name_hint=None,
        type_hint="sensor",
        device_class=AIR_CLASS,
        quantifier="all",
        references=(),
        resolved_services=frozenset(),
        issues=(*command.issues, "the air asked: its air-quality sensors"),
    )


def _the_air_unnamed(command: Command) -> Command:
    """A climate command read from "the air" (:func:`the_air_as_ac`) with no name: "the ac" is a
    kind word there, not a name said, so a room's floor thermostat may answer it as it answers
    "make it cooler in the den"."""
    if (command.name_hint or "").casefold() != "ac" or not _SAID_AIR.search(command.raw.casefold()):
        return command
    return replace(command, name_hint=None)


_SAID_AIR: Final = re.compile(r"\bthe air\b")
