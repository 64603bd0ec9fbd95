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

    @classmethod
    def of(cls, data: Mapping[str, Any] | None = None) -> AirWords:
        block = data if data is not None else load_json("lexicon.json")["air_asked"]

        def words(key: str) -> dict[str, tuple[str, ...]]:
            return {lang: tuple(said) for lang, said in block[key].items()}

        return cls(words("air"), words("not_after"), words("asks"), words("leads"))

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


@lru_cache(maxsize=1)
def _air_words() -> AirWords:
    """The reviewed words, the same for every home: read once."""
    return AirWords.of()


def air_asked(command: Command, query: str, words: AirWords | None = None) -> Command:
    """``command`` as a question of the air quality of its places, when its words ask about
    the air and name no device, or it already asks for the air-quality class ("check the air
    quality" with no asking word); else ``command`` unchanged."""
    words = words or _air_words()
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
