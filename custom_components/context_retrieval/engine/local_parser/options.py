"""Named values of the home's settings: "风速改成自动", "suction on silent", "音效调成电影",
"输入切到蓝光机", "program to quick wash".

Each option a device of the home lists (fan modes, presets, a vacuum's fan speeds, sound modes,
sources, effects, a select's options) becomes a phrase of the home: as the device spells it, in
the words ``glossary.json`` gives for it, and in the words of the lexicon's ``option_words`` group
it belongs to ("Silent" is also "安静"). A value is taken for its setting when a word for that
setting is said next to it (``attributes``: "风速", "suction") or when the phrase means nothing
else ("快速洗", "蓝光机").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from ..catalog import OPTION_ATTRIBUTES
from ..home import Entity, Home
from ..ir import Command
from ..text import compact, has_cjk, words
from .activities import RUNNABLE, named_with_its_verb
from .lexicon import Lexicon
from .surface import Kind, Option, PhraseTable, phrase_key

# Option lists of an entity's attributes → the service field that takes a value of them. HVAC
# modes have their own words (lexicon ``hvac_modes``).
OPTION_FIELDS: Final[dict[str, str]] = {
    attribute: field for field, attribute in OPTION_ATTRIBUTES.items() if field != "hvac_mode"
}
# Values that only say a setting is off or unset; "off"/"on" are read with the action.
_NOT_VALUES: Final = frozenset({"", "off", "on", "none"})


def add_options(
    table: PhraseTable,
    home: Home,
    groups: Sequence[tuple[str, ...]],
    glossary_values: Mapping[str, Any],
    spelled: Callable[[str], str] = str,
    lexicon_tables: Sequence[PhraseTable] = (),
) -> None:
    """Register every option value of the home's devices, with its words, in ``table``;
    ``spelled`` is how the parser writes a text's numerals ("三档" is read as "3档"); ``lexicon_tables``
    are the tables whose phrases a value's short form may not take (:func:`short_forms`)."""
    # A value's words depend on its domain and field only: a large home lists the same few
    # values on thousands of devices.
    words_of: dict[tuple[str, str, str], list[tuple[str, bool]]] = {}
    # A short form never takes a phrase of the lexicon or of the home's names and rooms (the
    # table as it was before any value: two TVs listing "Stan+" are both said "stan").
    names = {key for key, _ in table.items()}
    # A short word is distinctive among every value the home lists ("hdmi" of a receiver's
    # "HDMI ARC" is no short form where a TV lists "HDMI 1"): counted once, looked up per value.
    every_value = ValueWords.of(
        v
        for entity in home.entities.values()
        for attribute in OPTION_FIELDS
        if isinstance(vs := entity.attributes.get(attribute), list)
        for v in vs
    )

    def taken(word: str) -> bool:
        key = phrase_key(word)
        return key in names or any(key in t for t in lexicon_tables)

    for entity in home.entities.values():
        for field, value in _listed(entity):
            if value.casefold() in _NOT_VALUES:
                continue
            known = (entity.domain, field, value)
            if known not in words_of:
                option = Option(field, value, entity.domain, entity.entity_id)
                words_of[known] = [
                    (said, compact(word) == compact(value))
                    for word in _words_for(option, groups, glossary_values)
                    for said in {word, spelled(word)}
                ]
            for word, listed in words_of[known]:
                said = Option(field, value, entity.domain, entity.entity_id, listed)
                table.add(word, Kind.OPTION, said)
                for moded in _as_modes(word):
                    table.add(
                        moded,
                        Kind.OPTION,
                        Option(field, value, entity.domain, entity.entity_id, False),
                    )
            # A short form is as distinctive as the value spelled out: taken as listed.
            short = Option(field, value, entity.domain, entity.entity_id, True)
            for word in short_forms(value, every_value, taken):
                table.add(word, Kind.OPTION, short)


# Settings whose values run from slow to fast (an AC's fan modes, a vacuum's fan speeds).
SPEED_FIELDS: Final = ("fan_mode", "fan_speed")
type SpeedEnds = Mapping[tuple[str, str], Mapping[str, tuple[str, str]]]
"""(domain, speed field) → entity id → the slowest and fastest value it lists."""


def speed_ends(home: Home, tiers: Sequence[frozenset[str]]) -> SpeedEnds:
    """(domain, speed field) → entity id → the slowest and the fastest value it lists, by the
    lexicon's tiers ("风速调到最小" is an AC's "low", "suction to the max" a vacuum's "Turbo").
    Values in no tier (auto, presets) are never an end."""
    found: dict[tuple[str, str], dict[str, tuple[str, str]]] = {}
    for entity in home.entities.values():
        for field in SPEED_FIELDS:
            values = entity.attributes.get(OPTION_ATTRIBUTES[field])
            if not isinstance(values, list):
                continue
            ranked = [
                (rank, str(value))
                for value in values
                if (rank := _tier(str(value), tiers)) is not None
            ]
            if ranked:
                ends = (min(ranked)[1], max(ranked)[1])
                found.setdefault((entity.domain, field), {})[entity.entity_id] = ends
    return found


# Words of a source's or a mode's name that say only what kind of thing it is: "Hoopla Video",
# "Kanopy Player" and "Pluto TV" are said by their other word.
_KIND_OF_VALUE: Final = frozenset({"video", "tv", "player", "plus", "app", "sound", "mode"})
_PLUS: Final = re.compile(r"\s*\+$")


@dataclass(frozen=True, slots=True)
class ValueWords:
    """How many distinct listed values hold each word ("+" left out): built once for a home,
    so that a value's short forms are found without reading every other value again."""

    holders: Counter[str]

    @classmethod
    def of(cls, values: Iterable[object]) -> ValueWords:
        distinct = {v for v in values if isinstance(v, str)}
        return cls(Counter(w for v in distinct for w in set(_words(_PLUS.sub("", v)))))

    def elsewhere(self, word: str, value: str) -> bool:
        """Whether a value other than ``value`` holds ``word``."""
        own = word in _words(_PLUS.sub("", value))
        return self.holders[word] > (1 if own else 0)


def short_forms(
    value: str, siblings: Sequence[object] | ValueWords, taken: Callable[[str], bool]
) -> list[str]:
    """The short ways people say a listed value ("Hoopla Video" → "hoopla", "ABC iview" →
    "iview", "Stan+" → "stan plus" and "stan", "Solar+" → "solar plus"): its "+" spelled
    out, each word of a value of two and the first of a longer one that is distinctive, i.e.
    of four letters or more (three beside a kind word: "RTÉ Player" → "rté"),
    said in no other value of ``siblings`` (:func:`add_options` passes every value the home
    lists), no kind word (``_KIND_OF_VALUE``) and no phrase ``taken`` already means (a word of
    the lexicon, a room, a device's name).

    >>> short_forms("Stan+", ["Netflix", "Stan+"], lambda w: False)
    ['stan plus', 'stan']
    >>> short_forms("Solar+", ["Solar", "Solar+"], lambda w: False)
    ['solar plus']
    >>> short_forms("Hoopla Video", ["Hoopla Video", "Netflix"], lambda w: w == "video")
    ['hoopla']
    >>> short_forms("Acorn Drama Classics", ["Acorn Drama Classics"], lambda w: False)
    ['acorn']
    >>> short_forms("ABC App", ["ABC App", "ABC Kids"], lambda w: False)
    []
    """
    others = siblings if isinstance(siblings, ValueWords) else ValueWords.of(siblings)
    base = _PLUS.sub("", value)
    found = [f"{base.casefold()} plus"] if base != value else []
    words = _words(base)
    if len(words) == 1 and base != value:
        candidates = words
    elif len(words) == 2:
        candidates = [w for w in words if w not in _KIND_OF_VALUE]
    else:
        candidates = words[:1]  # "Hallmark Movies Now": its maker's word, said first
    # a short word is a short form only beside a kind word ("RTÉ Player" is said "rte")
    short = _SHORT_LETTERS - 1 if len(words) == 2 and len(candidates) == 1 else _SHORT_LETTERS
    found += [
        w
        for w in candidates
        if len(w) >= short and w.isalpha() and not others.elsewhere(w, value) and not taken(w)
    ]
    return found


_SHORT_LETTERS: Final = 4


def _words(value: str) -> list[str]:
    return value.casefold().split()


def _tier(value: str, tiers: Sequence[frozenset[str]]) -> int | None:
    return next((i for i, tier in enumerate(tiers) if compact(value) in tier), None)


def _words_for(
    option: Option, groups: Sequence[tuple[str, ...]], glossary_values: Mapping[str, Any]
) -> Iterable[str]:
    """The value as listed, its glossary words and its group's words (no single character:
    "高" and "低" stay directions)."""
    said = compact(option.value)
    words = {option.value}
    prefix = f"{option.domain}.{option.field}."
    for key, spec in glossary_values.items():
        if not key.startswith(prefix) or not isinstance(spec, Mapping):
            continue
        glossed = _glossed(spec)
        if said in {compact(w) for w in glossed} | {compact(key[len(prefix) :])}:
            words.update(glossed)
    for group in groups:
        if said in {compact(w) for w in group}:
            words.update(group)
    return [w for w in words if not (has_cjk(w) and len(w) == 1)]


def _as_modes(word: str) -> list[str]:
    """ "夜间" is also "夜间模式", "night" also "night mode": the value named as a mode."""
    if word.endswith(("模式", " mode", "mode")):
        return []
    return [word + "模式"] if has_cjk(word) else [word + " mode"]


def _glossed(spec: Mapping[str, Any]) -> list[str]:
    """Every label and synonym of a glossary value, in both languages."""
    found = [v for k, v in spec.items() if k != "synonyms" and isinstance(v, str)]
    synonyms = spec.get("synonyms")
    if isinstance(synonyms, Mapping):
        found.extend(w for ws in synonyms.values() if isinstance(ws, list) for w in ws)
    return found


# A value said with the word of what it is ("婴儿模式", "童装洗", "睡眠风", "turbo mode") after a
# verb that switches or sets; without such a word, only a source switched to ("切到<app>").
_SAID_AS_VALUE: Final = re.compile(
    r"^.*(?P<verb>开启|开|打开|切换到|切换成|切到|切成|换成|换到|调成|调到|改成|设成|设为|来个|用)个?"
    r"(?P<value>[\u4e00-\u9fffa-z][\u4e00-\u9fffa-z ]{0,7}?)(?P<word>模式|风|洗|档)?$"
)
_SAID_AS_VALUE_EN: Final = re.compile(
    r"^.*\b(?:on|to|into|in|onto)\s+(?:the\s+|its\s+)?(?P<value>[a-z][a-z-]{1,15}(?: [a-z-]{2,15})?)"
    r"\s+(?P<word>mode|setting|program|preset|cycle)\b"
)
_SWITCHED_TO: Final = ("切换到", "切到", "换到")
# Which setting an unlisted value is taken for, by what the devices of its kind list: a mode or
# preset first; a source only when it was switched to with no word of what it is.
_UNLISTED_FIELDS: Final = (
    "preset_mode",
    "mode",
    "operation_mode",
    "option",
    "fan_speed",
    "sound_mode",
    "effect",
)


def option_fields(home: Home) -> dict[str, set[str]]:
    """Domain → the option fields its devices in the home list values of (``hvac_mode`` aside),
    and entity id → those of the other entities of its device (a washing machine's switch → its
    program select's ``option``)."""
    found: dict[str, set[str]] = {}
    of_device: dict[object, set[str]] = {}
    for entity in home.entities.values():
        for attribute, field in OPTION_FIELDS.items():
            if isinstance(entity.attributes.get(attribute), list):
                found.setdefault(entity.domain, set()).add(field)
                if entity.device is not None:
                    of_device.setdefault(entity.device, set()).add(field)
    for entity in home.entities.values():
        if entity.device in of_device:
            found[entity.entity_id] = of_device[entity.device]
    return found


def unlisted_value(
    command: Command,
    text: str,
    named: tuple[set[str], set[str]],
    fields: Mapping[str, set[str]],
    tables: Sequence[PhraseTable],
    set_phrase: str,
    modes: frozenset[str] = frozenset(),
) -> Command:
    """The command with a value no device of its kind lists kept as its setting ("净化器开<X>模式"
    where no purifier has an X preset), so that retrieval answers that nothing takes it instead
    of turning the device on. ``named`` are the kinds and the entities the command names (a kind
    with no setting of its own takes one its device has elsewhere); ``fields`` is
    :func:`option_fields`; ``tables`` what phrases mean to the home and the lexicon; ``modes``
    the English words that only name a mode (:func:`_on_a_mode`)."""
    if command.params:
        return command  # a value, an amount or a mode was read already
    said = text.strip().casefold().rstrip("吧啊呀。.!！?？ ")
    found = _SAID_AS_VALUE.search(said) if has_cjk(said) else _SAID_AS_VALUE_EN.search(said)
    if found is None:
        return _on_a_mode(command, said, named, fields, modes, set_phrase)
    value, word = found["value"].strip(), found["word"]
    if (has_cjk(value) and len(value) < 2) or compact(value) in compact(command.name_hint or ""):
        return command  # a step ("二档"), or read as part of a name (a "night mode" switch)
    domains, _ = named
    listed = _fields_listed(named, fields)
    field = _field_for(found, listed)

    def meanings(phrase: str) -> list[tuple[Kind, object]]:
        return [m for table in tables for m in table.get(phrase_key(phrase))]

    # Said with the word of what it is, the value may be another word alone ("拖地模式").
    whole = meanings(value + word) if word else meanings(value)
    alone = [] if word else whole
    if not field or any(_means_other(m, domains) for m in (*whole, *alone)):
        return command
    # A value another kind of device lists is named as that one lists it ("婴儿" is "baby").
    other = next((m for _, m in meanings(value) if isinstance(m, Option)), None)
    kept = value if word in (None, "模式", "mode", "setting", "preset") else value + word
    return _as_setting(command, set_phrase, field, other.value if other else kept)


def _fields_listed(named: tuple[set[str], set[str]], fields: Mapping[str, set[str]]) -> set[str]:
    """The settings the kinds named list, or, when they list none, the entities named."""
    domains, entities = named
    listed = set().union(*(fields.get(d, set()) for d in domains))
    return listed or set().union(*(fields.get(e, set()) for e in entities))


def _as_setting(command: Command, set_phrase: str, field: str, value: str) -> Command:
    """The command kept as the setting asked for, with no service resolved yet."""
    return replace(command, action=set_phrase, params={field: value}, resolved_services=frozenset())


# "put the humidistat on turbo", "set the boiler on eco please": a mode said after "on" at
# the end of a request that puts, sets or switches a device.
_ON_A_MODE_EN: Final = re.compile(
    r"^(?:\w+ )*?(?:put|set|switch|turn|stick|pop|leave)\b.*\bon (?P<value>[a-z]+)"
    r"(?: (?:please|pls|now|thanks|mode))*$"
)


# The domains whose Home Assistant services set a preset or a mode: asked for one a device of
# theirs does not list, the device lacks it.
_MODAL_DOMAINS: Final = frozenset({"climate", "fan", "humidifier", "water_heater", "vacuum"})


def _on_a_mode(
    command: Command,
    said: str,
    named: tuple[set[str], set[str]],
    fields: Mapping[str, set[str]],
    modes: frozenset[str],
    set_phrase: str,
) -> Command:
    """A mode word said after "on" that no device of the kind lists (``modes``: the lexicon's
    option words that are no speed or level, "eco", "turbo", "sleep") is the setting asked for,
    never the on switch: "put the humidistat on turbo" where it lists Normal and Laundry asks
    for what it does not have (retrieval answers so), as "<X> mode" already did. A device that
    lists no mode at all is asked for its preset. A value some device lists was read already."""
    found = _ON_A_MODE_EN.search(said) if modes else None
    if found is None or found["value"] not in modes:
        return command
    if found["value"] in (command.name_hint or "").casefold().split():
        return command  # a word of the name ("the sleep light on")
    listed = _fields_listed(named, fields)
    if not listed and not named[0] & _MODAL_DOMAINS:
        return command  # a plug has no modes at all: "the plug on quick" switches it on
    field = next((f for f in _UNLISTED_FIELDS if f in listed), "preset_mode")
    return _as_setting(command, set_phrase, field, found["value"])


def _field_for(found: re.Match[str], listed: set[str]) -> str:
    """The setting an unlisted value is taken for, "" when none: a source only when switched to
    with no word of what it is ("切到<app>"), else the first of the kind's modes and presets."""
    word = found["word"]
    if word is None:
        switched = found.groupdict().get("verb") in _SWITCHED_TO
        return "source" if switched and "source" in listed else ""
    if word == "档":
        return ""
    return next((f for f in _UNLISTED_FIELDS if f in listed), "")


def _means_other(meaning: tuple[Kind, object], domains: set[str]) -> bool:
    """Whether a phrase's meaning makes it no unlisted value: anything but a value that only
    devices of other kinds list."""
    kind, payload = meaning
    return kind != Kind.OPTION or not isinstance(payload, Option) or payload.domain in domains


def value_not_room(command: Command) -> Command:
    """A word read as a value the device lists is that value, not also a room: a dryer or a
    dehumidifier switched to its Laundry mode is in no laundry room. The room stays when it was
    said as one too: after a word of place ("in the laundry", "at the laundry") or said twice
    ("the laundry dryer to laundry": once the room, once the value).

    >>> c = Command(action="set", scope_include=("laundry",), params={"mode": "Laundry"},
    ...             raw="switch the dryer over to laundry")
    >>> value_not_room(c).scope_include
    ()
    >>> value_not_room(replace(c, raw="the dryer in the laundry to laundry")).scope_include
    ('laundry',)
    >>> value_not_room(replace(c, raw="put the laundry dryer on laundry")).scope_include
    ('laundry',)
    """
    listed = set(OPTION_FIELDS.values())  # not a search ("play the office song in my office")
    values = {
        phrase_key(v) for k, v in command.params.items() if k in listed and isinstance(v, str)
    }
    if not command.scope_include or not values:
        return command
    said = f" {phrase_key(command.raw)} "
    kept = tuple(
        room
        for room in command.scope_include
        if (key := phrase_key(room)) not in values or _said_as_a_room(key, said)
    )
    return command if kept == command.scope_include else replace(command, scope_include=kept)


# Words before a room that say it is where the device is ("in the laundry", "at the laundry").
_PLACE_WORDS: Final = ("in", "at", "inside", "by")


def _said_as_a_room(key: str, said: str) -> bool:
    """Whether a room word that is also a value said was said as the room: after a word of
    place, or twice (``said``: the request's key, a space at each end)."""
    if said.count(f" {key} ") > 1:
        return True
    return any(f" {p} {key} " in said or f" {p} the {key} " in said for p in _PLACE_WORDS)


def boosted(commands: list[Command], home: Home, language: str, lexicon: Lexicon) -> list[Command]:
    """ "boost the immersion", "give the towel rail a boost": a step-up word (the lexicon's
    ``relative`` "up") said as what the home calls a routine or a setting's value, not a step.

    The one scene, script, switch or helper whose name is "boost" and the other words said
    ("Boost Towel Rail", a "Cylinder Boost" switch: :func:`.activities.named_with_its_verb`)
    is switched on; else a step of a domain some device of which lists the word as an option
    value (a radiator's ``boost`` preset) sets that value. A question, a command already running
    a routine and a word no device lists stay as parsed ("turn the lamp up" is a step).

    >>> from ..home import Entity
    >>> from .lexicon import default_lexicon
    >>> rail = Entity("script.boost_rail", "Boost Towel Rail")
    >>> home = Home("en", {}, {}, {rail.entity_id: rail})
    >>> said = Command(action="set", name_hint="Towel Rail", raw="give the towel rail a boost")
    >>> [ran] = boosted([said], home, "en", default_lexicon())
    >>> ran.action, ran.name_hint, ran.type_hint
    ('turn on', 'Boost Towel Rail', 'script')
    """
    return [_boosted(c, home, language, lexicon) for c in commands]


def _boosted(command: Command, home: Home, language: str, lexicon: Lexicon) -> Command:
    said = frozenset(words(command.raw))
    ups = {
        w
        for w in said
        if any(k == Kind.RELATIVE and v == "up" for k, v in lexicon.table.get(phrase_key(w)))
    }
    if not ups or command.type_hint in RUNNABLE or not _raises(command, language, lexicon):
        return command
    found = named_with_its_verb(command.raw, home)
    if found is not None:
        run = home.entities[found]
        return replace(
            command,
            action=lexicon.phrase("turn_on", language),
            name_hint=run.name or found,
            type_hint=run.domain,
            device_class=None,
            scope_include=(),
            references=(),
            params={},
            issues=(*command.issues, "a naming verb said with the rest of a name"),
        )
    steps = [k for k in command.params if "_step" in k]
    value = _value_listed(home, command.type_hint, ups) if steps else None
    if value is None:
        return command
    params = {k: v for k, v in command.params.items() if k not in steps}
    return replace(
        command, action=lexicon.phrase("set", language), params={**params, value[0]: value[1]}
    )


def _raises(command: Command, language: str, lexicon: Lexicon) -> bool:
    """Whether a command asks for more: switched on, set, run or stepped up. "turn off the
    immersion boost", "cancel the boost", a question and a negated boost are no boost asked."""
    if any(
        k.endswith("_step") and isinstance(v, int | float) and v < 0
        for k, v in command.params.items()
    ):
        return False
    if _NEGATED.search(command.raw.casefold()):
        return False
    asking = ("turn_on", "set", "activate", "warmer", "brighter", "higher", "raise")
    return command.action is None or command.action in {lexicon.phrase(a, language) for a in asking}


# A boost said not to happen ("don't boost it", "no boost tonight", "leave the boost off").
_NEGATED: Final = re.compile(r"\b(?:don't|dont|do not|never|no|not|without|leave)\b|n't\b")


def _value_listed(
    home: Home, domain: str | None, said: frozenset[str] | set[str]
) -> tuple[str, str] | None:
    """The (service field, value) of an option value said that a device of the domain lists."""
    for entity in home.entities.values():
        if entity.domain != domain:
            continue
        for field, value in _listed(entity):
            if value.casefold() in said:
                return field, value
    return None


def _listed(entity: Entity) -> Iterator[tuple[str, str]]:
    """(service field, value) of each option value the entity lists (:data:`OPTION_FIELDS`)."""
    for attribute, field in OPTION_FIELDS.items():
        values = entity.attributes.get(attribute)
        for value in values if isinstance(values, list) else ():
            if isinstance(value, str):
                yield field, value
