"""A household appliance asked about when the home knows it only by its sensors.

A washer, dryer or dishwasher joined to Home Assistant by its maker's cloud (LG ThinQ, Samsung
SmartThings, Miele) is often no switch at all: its device holds a status sensor ("Dryer Program
State", an enum) and perhaps a time sensor ("Washer Time To End", a duration, or a completion
timestamp). People ask about the machine ("has the drying stopped", "the washing machine, busy?",
"minutes left on the dishwasher"), not about a sensor, and the kind word they use
("washing machine") is often not in the names at all ("Washer …"). Such a question is read as a
question about the one sensor of that appliance that answers it: its time sensor when the
question asks a time ("how long", "when", "left"), else its status sensor.

Guards: only devices whose entities are all sensors (a machine on a smart plug or with a power
switch is asked by its switch, as before), and that hold a status or time sensor (a leak sensor
named after the washer holds neither); exactly one such device for the kind said, and exactly
one kind said; only questions of no device class or of a state, time or running class (the
washer's leak or power keeps its own reading); a name of an entity outside that device keeps
its reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Final

from ..home import Entity, Home
from ..ir import UNKNOWN_TYPE, Command
from .lexicon import Lexicon, default_lexicon
from .siblings import MEASURING, devices_of
from .surface import phrase_key

KIND_WORDS: Final[Mapping[str, tuple[str, ...]]] = {
    "washer": ("washer", "washing machine", "washing", "washer dryer"),
    "dryer": ("dryer", "tumble dryer", "washer dryer"),
    "dishwasher": ("dishwasher", "dish washer", "dishes"),
}
"""The appliances asked about this way, and the words people and names call them by."""

_TIME_WORDS: Final = (
    "how long",
    "how much longer",
    "when",
    "time",
    "left",
    "remaining",
    "until",
    "till",
    "minutes",
    "longer",
)
"""Words that ask a time rather than a state ("minutes left on the dishwasher")."""

_STATUS_WORDS: Final = ("status", "state")
"""Words that name a sensor the appliance's status when it has no enum device class."""

_TIME_CLASSES: Final = frozenset({"duration", "timestamp"})
_ASKED_CLASSES: Final = frozenset({"running", "enum", *_TIME_CLASSES})
_OPENERS: Final = [[w] for w in ("is", "are", "has", "have", "did", "was", "were", "how", "when")]
_NOT_WORD: Final = re.compile(r"[^\w\s]+")


@dataclass(frozen=True, slots=True)
class Appliance:
    """The sensors of one appliance: its status sensor and its time sensor, if it has them."""

    members: tuple[Entity, ...]
    status: Entity | None
    time: Entity | None


@dataclass(frozen=True, slots=True)
class Appliances:
    """The home's appliances known only by sensors, by kind, and the keys of all its names."""

    by_kind: Mapping[str, list[Appliance]]
    names: frozenset[str]


def appliances_of(home: Home) -> Appliances:
    """Kind of appliance → the devices of the home of that kind known only by sensors that
    say their status or time left (linear in the home's entities)."""
    found: dict[str, list[Appliance]] = {}
    for members in devices_of(home).values():
        if any(e.domain not in MEASURING for e in members):
            continue
        status = _one(e for e in members if _is_status(e))
        time = _one(e for e in members if e.domain == "sensor" and e.device_class in _TIME_CLASSES)
        if status is None and time is None:
            continue
        said = " ".join(_said(t) for e in members for t in (*e.names, e.device_name or ""))
        for kind, words in KIND_WORDS.items():
            if any(_says(said, w) for w in words):
                found.setdefault(kind, []).append(Appliance(tuple(members), status, time))
    names = frozenset(phrase_key(n) for e in home.entities.values() for n in e.names)
    return Appliances(found, names)


def state_asked(command: Command, home: Appliances, query_words: frozenset[str]) -> Command:
    """``command`` about the sensor of the appliance it asks of, when it is a question about an
    appliance the home knows only by its sensors (module docstring); else unchanged."""
    if not home.by_kind or not command.raw:
        return command
    said = _said(command.raw)
    kinds = [kind for kind, words in KIND_WORDS.items() if any(_says(said, w) for w in words)]
    if len(kinds) != 1 or len(home.by_kind.get(kinds[0], [])) != 1:
        return command
    if not _asked(command, said, query_words) or not _of_a_state(command, kinds[0]):
        return command
    appliance = home.by_kind[kinds[0]][0]
    if command.name_hint and _names_other(command.name_hint, appliance, home.names):
        return command
    wants_time = any(_says(said, w) for w in _TIME_WORDS)
    sensor = (appliance.time or appliance.status) if wants_time else appliance.status
    sensor = sensor or appliance.time
    if sensor is None:
        return command
    english = next((w for w in sorted(query_words) if w.isascii()), None)
    return replace(
        command,
        action=command.action if command.action in query_words else english,
        name_hint=sensor.name,
        type_hint=sensor.domain,
        device_class=sensor.device_class,
        params={},
    )


def _asked(command: Command, said: str, query_words: frozenset[str]) -> bool:
    """Whether the command asks: a question's action, a question word first and no action, or
    "<machine> still <state>" ("still" and a state with no verb, though read as a setting)."""
    if command.action in query_words:
        return True
    if command.action is None and said.split()[:1] in _OPENERS:
        return True
    still = _says(said, "still") and set(command.params) <= {"option"}
    return still and command.type_hint in (None, UNKNOWN_TYPE)


def _of_a_state(command: Command, kind: str) -> bool:
    """Whether the command asks of no kind or of a state, a time or running (the washer's leak
    or power keeps its own reading); a dryer asked about may have been read as drier air."""
    if command.type_hint not in (None, UNKNOWN_TYPE, *MEASURING):
        return False
    drier_air = command.device_class == "humidity" and kind == "dryer"
    return command.device_class in (None, *_ASKED_CLASSES) or drier_air


def _is_status(entity: Entity) -> bool:
    """Whether a sensor says the appliance's state: an enum, or named its status or state."""
    if entity.domain != "sensor":
        return entity.device_class == "running"
    return entity.device_class == "enum" or any(_says(_said(entity.name), w) for w in _STATUS_WORDS)


def _names_other(name: str, appliance: Appliance, names: frozenset[str]) -> bool:
    """Whether the name read is the whole name of an entity outside the appliance's device
    ("washer flood"), which keeps its own reading; the appliance's words or a sensor of its own
    ("Dryer Time To End", read from a word of time) do not."""
    key = phrase_key(name)
    return key in names and not any(key in map(phrase_key, e.names) for e in appliance.members)


def _one(entities: Iterable[Entity]) -> Entity | None:
    """The only entity of ``entities``, or ``None`` when there are none or several."""
    found = list(entities)
    return found[0] if len(found) == 1 else None


def _said(text: str) -> str:
    """A text as words are matched in it: its key, words between single spaces."""
    return " " + " ".join(_NOT_WORD.sub(" ", phrase_key(text)).split()) + " "


def _says(said: str, word: str) -> bool:
    """Whether the text says the word, as whole words."""
    return f" {word} " in said


_SPACE_HEATER_WORDS: Final = ("space", "oil", "patio", "panel", "fan", "radiator", "portable")
"""Words of a heater switch's name that make it a heater of the room, not of the water."""


def water_heater_switched(command: Command, home: Home) -> Command:
    """ "heat up the water heater upstairs": a water heater said where the home has
    none of Home Assistant's water heaters but switches named "<room> Heater" (the tank in a
    Singapore bathroom on a 20 A switch), about those switches (the room, or the satellite's,
    tells which). Only when no heater of the room could be meant: no climate entity of the home
    heats and no heater switch says it heats a room ("Space Heater", "Panel Heater")."""
    if command.type_hint != "water_heater":
        return command
    if home.entity_ids_in_domain("water_heater"):
        return command
    entities = home.entities.values()
    heaters = [e for e in entities if e.domain == "switch" and _said(e.name).endswith(" heater ")]
    heats = any("heat" in (e.attributes.get("hvac_modes") or ()) for e in entities)
    if not heaters or heats:
        return command
    if any(_says(_said(e.name), w) for e in heaters for w in _SPACE_HEATER_WORDS):
        return command
    return replace(command, type_hint="switch", name_hint="heater", device_class=None)


# Water said warmer or cooler: what a bather wants is the heater's setpoint one step on.
# Complaints come first: "太烫" / "too hot" wants it cooler, though the word is a hot one.
_WATER_ZH: Final = re.compile(r"水(?!阀|壶|泵|龙头)")
_NOT_WATER_ZH: Final = re.compile(r"浇|烧水|喝水|阀|喷灌")
_TEMPERATURE_ZH: Final = re.compile(r"[热烫凉冷温暖]")
_WATER_UP_ZH: Final = re.compile(
    r"不(?:够|太|大|怎么|很)?[热烫暖]|(?:太|有点|有些|好|挺)[凉冷]|[凉冷]了"
)
_WATER_DOWN_ZH: Final = re.compile(r"(?:太|有点|有些|好|挺)[烫热高]")
_STEP_UP_ZH: Final = re.compile(r"调高|上调|往上|升高|加|高[一些点]|[热烫暖][一些点]")
_STEP_DOWN_ZH: Final = re.compile(r"调低|下调|往下|降|低[一些点]|[凉冷]")
_WATER_EN: Final = re.compile(r"\b(?:water|shower)\b")
_NOT_WATER_EN: Final = re.compile(
    r"\bwater(?:ing)? the\b|garden|sprinkler|valve|main|kettle|tap\b|plants?\b"
)
_WATER_UP_EN: Final = re.compile(
    r"not (?:hot|warm) enough|too (?:cold|cool)|freezing|lukewarm|chilly"
    r"|\b(?:bit|little|kind of|so|is|s) (?:cold|cool)\b"
)
_WATER_DOWN_EN: Final = re.compile(r"too hot|scalding|boiling|\b(?:bit|little|so|is|s) hot\b")
_STEP_UP_EN: Final = re.compile(r"hotter|warmer|\bup\b|\bheat")
_STEP_DOWN_EN: Final = re.compile(r"cooler|colder|\bdown\b")
_WATER_READINGS: Final = frozenset({None, UNKNOWN_TYPE, "climate", "valve"})
"""Kinds a wish about the water is misread as (the bath heater's mode, a valve); others stand."""


def _water_step_zh(text: str) -> int | None:
    if not _WATER_ZH.search(text) or _NOT_WATER_ZH.search(text) or not _TEMPERATURE_ZH.search(text):
        return None
    for pattern, step in (
        (_WATER_UP_ZH, 1),
        (_WATER_DOWN_ZH, -1),
        (_STEP_UP_ZH, 1),
        (_STEP_DOWN_ZH, -1),
    ):
        if pattern.search(text.replace("热水", "水")):
            return step
    return None


def _water_step_en(text: str) -> int | None:
    said = text.lower().replace("'", " ")
    if not _WATER_EN.search(said) or _NOT_WATER_EN.search(said):
        return None
    said = said.replace("hot water", "water")
    for pattern, step in (
        (_WATER_UP_EN, 1),
        (_WATER_DOWN_EN, -1),
        (_STEP_UP_EN, 1),
        (_STEP_DOWN_EN, -1),
    ):
        if pattern.search(said):
            return step
    return None


def _water_warmed(command: Command, home: Home, language: str, lexicon: Lexicon) -> Command:
    """ "淋浴水偏凉", "could the shower run hotter": the water said warmer or cooler, in a home
    with a water heater, is a temperature step of the water heater (the satellite's room, or the
    room said, tells which), not the bath heater's mode, a valve, or turning the heater on.
    Watering, valves, kettles and anything said of another kind stay as they were read."""
    if command.type_hint not in _WATER_READINGS:
        return command
    if not home.entity_ids_in_domain("water_heater"):
        return command
    zh = language.startswith("zh")
    step_of = _water_step_zh if zh else _water_step_en
    step = step_of(command.raw)
    if step is None or _switched_before_the_reason(command, step_of, language, lexicon):
        return command
    return replace(
        command,
        action=lexicon.phrase("warm_up" if step > 0 else "cool_down", language),
        name_hint=None,
        type_hint="water_heater",
        device_class=None,
        references=(),
        params={"temperature_step": step},
    )


def _switched_before_the_reason(
    command: Command, step_of: Callable[[str], int | None], language: str, lexicon: Lexicon
) -> bool:
    """ "switch the geyser off, the water's warm now": the device switched in the clause
    before an English comma, the water's warmth said only after it as the reason."""
    head, comma, _ = command.raw.partition(",")
    switching = {lexicon.phrase(a, language) for a in ("turn_on", "turn_off")}
    return bool(comma) and command.action in switching and step_of(head) is None


def water_warmed(
    commands: list[Command], home: Home, language: str, lexicon: Lexicon | None = None
) -> list[Command]:
    """Each command read again as water warmer or cooler (:func:`_water_warmed`), its action
    said as the lexicon says a warmer or cooler setpoint; a complaint and its remedy in two
    clauses ("…太烫了，调低点") make one step, not two."""
    words = lexicon or default_lexicon()
    warmed: list[Command] = []
    for said in commands:
        command = _water_warmed(said, home, language, words)
        if command is not said and any(
            w.type_hint == "water_heater"
            and w.params == command.params
            and w.scope_include == command.scope_include
            for w in warmed
        ):
            continue
        warmed.append(command)
    return warmed
