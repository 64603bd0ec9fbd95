"""The parser's vocabulary: lexicon.json (parser words) and glossary.json (device type words).

Everything is loaded once per process into one :class:`~.surface.PhraseTable` whose entries say
what a phrase means. Entry kinds and their payloads:

========================  ===========================================================
``action``                action id ("turn_on", "pause", ...)
``action_type``           domain an action phrase also names ("light up" → "light")
``particle``              action id of an English particle ("on" → "turn_on")
``verb_type``             ``None``: a type word that is also a verb ("switch")
``query``                 ``bool``: a question mark word; ``True`` when it asks about a set
``query_opener``          ``None``: a question word when it comes first ("is", "which")
``query_final``           ``None``: a question mark word when it comes last ("不")
``set_opener``            ``None``: in a question, right before a device word, asks about a
                          set ("what lights are on", "有射灯开着吗")
``query_temperature``     ``None``: asks for the temperature ("几度", "how warm")
``request``               ``None``: a polite request ("能帮我…吗" is not a question)
``state``                 ``(domain, device_class)`` a state word points at (questions)
``quantifier``            "all" | "any"
``everywhere``            ``None``: the whole home
``here``                  ``None``: the satellite's room
``room``                  the room word itself (generic room words)
``reference``             :class:`~.surface.Reference` (plural, demonstrative)
``exclude``               ``None``: opens a list of left-out rooms
``cond_if`` / ``cond_then``  ``None``: opens / closes a condition clause
``cond_op``               comparison operator before the number (">")
``cond_postfix``          comparison operator after the number ("以上" → ">=")
``metric``                ``(device_class, unit)`` of a condition
``param``                 setting a number is for ("brightness", "volume", ...)
``unit``                  "percent" | "percent_prefix" | "celsius" | "fahrenheit"
``relative``              "up" | "down" | "" (only "a step": "by"): a change ("调高两度")
``feeling``               :class:`~.surface.Feeling`: a state of the room ("暗", "warmer")
``cue``                   "complaint" | "wish": how a feeling word is meant ("太", "一点")
``outdoors``              ``None``: outside the home ("外面", "outside")
``also``                  ``None``: carries the previous request to another room ("也", "too")
``option``                :class:`~.surface.Option`: a named value a device of the home takes
``attribute``             the service field of a setting with named values ("风速" → fan_mode)
``heard``                 the words as heard, on a hit reread as a known phrase (:mod:`.heard`)
``activity``              what the user is about to do ("看书", "I'm off to sleep"): an activity id
``half``                  ``None``: 50 %; a portion word's share in percent ("33" for "三分之一")
``extreme``               "max" | "min"
``color``                 colour name (HA ``color_name``)
``hvac``                  HVAC mode
``media``                 media class of a word for what is playing ("podcast", ...)
``separator``             "always" | "if_both_act"
``filler``                ``None``: carries no target
``type``                  ``(domain, device_class)``
========================  ===========================================================
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, Final

from ..data import DATA_DIR, load_json
from ..text import compact
from .jobs import Job, compile_jobs
from .numbers import NumberWords
from .surface import Feeling, Kind, PhraseTable, Reference, TypeRef, phrase_key

ZH: Final = "zh-Hans"
EN: Final = "en"

# Which domain a word means when glossary.json lists it under several: devices people act on
# first, read-only and helper domains last ("开关" → switch, not input_boolean; "门" → cover,
# not binary_sensor).
DOMAIN_PREFERENCE: Final[tuple[str, ...]] = (
    "light",
    "switch",
    "cover",
    "climate",
    "fan",
    "media_player",
    "lock",
    "vacuum",
    "valve",
    "water_heater",
    "humidifier",
    "lawn_mower",
    "scene",
    "script",
    "camera",
    "siren",
    "alarm_control_panel",
    "weather",
    "person",
    "todo",
    "sensor",
    "binary_sensor",
    "button",
    "remote",
    "automation",
    "input_boolean",
    "input_button",
    "input_number",
    "input_select",
    "select",
    "number",
)


def _phrase_keys(block: Any) -> frozenset[str]:
    """The words of a block, as the parser's items spell them."""
    return frozenset(phrase_key(w) for w in _words(block))


def _words(block: Any) -> list[str]:
    """Every phrase of a ``{"zh-Hans": [...], "en": [...]}`` block (or a plain list)."""
    if isinstance(block, str):
        return [block]
    if isinstance(block, list):
        return [w for w in block if isinstance(w, str)]
    if isinstance(block, Mapping):
        return [w for key, words in block.items() if not key.startswith("_") for w in _words(words)]
    return []


def _entries(section: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """The entries of a section, without its ``_about``-style notes."""
    return [(key, value) for key, value in section.items() if not key.startswith("_")]


def _split_type(key: str) -> TypeRef:
    domain, _, device_class = key.partition(".")
    return domain, (device_class or None)


def resolve_types(candidates: Iterable[TypeRef]) -> TypeRef:
    """One ``(domain, device_class)`` for a word listed under several domains or classes.

    The domain is the most preferred one (:data:`DOMAIN_PREFERENCE`); its device class is the
    first class listed for that domain, unless the class only repeats the domain
    ("switch.switch").
    """
    options = list(dict.fromkeys(candidates))
    rank = {domain: i for i, domain in enumerate(DOMAIN_PREFERENCE)}
    domain = min((d for d, _ in options), key=lambda d: rank.get(d, len(rank)))
    classes = [c for d, c in options if d == domain and c and c != domain]
    return domain, (classes[0] if classes else None)


def type_words(data: Mapping[str, Any]) -> dict[str, tuple[str, list[TypeRef]]]:
    """Word key → (the word, the (domain, class) pairs a glossary-format block lists it under)."""
    found: dict[str, tuple[str, list[TypeRef]]] = {}

    def note(word: str, ref: TypeRef) -> None:
        key = phrase_key(word)
        if key:
            found.setdefault(key, (word, []))[1].append(ref)

    for domain, block in (data.get("domains") or {}).items():
        if not domain.startswith("_"):
            for word in _words(block):
                note(word, (domain, None))
    for key, block in (data.get("device_classes") or {}).items():
        if not key.startswith("_") and "." in key:
            for word in _words(block):
                note(word, _split_type(key))
    return found


@dataclass(slots=True)
class Lexicon:
    """Everything the parser knows that does not depend on the home."""

    table: PhraseTable
    say: dict[str, dict[str, str]]
    """Action id → the canonical phrase per language ({"zh-Hans": "打开", "en": "turn on"})."""
    numbers: NumberWords
    services: dict[str, frozenset[str]] = field(default_factory=dict)
    """Action id → the services (by name, without the domain) that do it ("dim" → turn_on);
    actions that are only a direction or a verb ("set", "start") have none."""
    directions: dict[str, str] = field(default_factory=dict)
    """One-character direction words ("高" → "up", "小" → "down"): not phrases of the table, so
    that "小白" stays a nickname; :mod:`.wishes` and :mod:`.params` read them in context."""
    effects: dict[str, Effect] = field(default_factory=dict)
    """What a complaint or a wish asks for, by effect name (``data/complaints.json``)."""
    types_from_glossary: int = 0
    types_from_fallback: int = 0
    fallback_shadowed: list[str] = field(default_factory=list)
    """Fallback type words that glossary.json now lists too (they could be deleted)."""
    kin: dict[TypeRef, tuple[TypeRef, ...]] = field(default_factory=dict)
    """A kind of device → the kinds that answer the same question (``kin_classes``)."""
    outdoor_names: tuple[str, ...] = ()
    """Words the name of an outdoor sensor holds ("室外", "outdoor")."""
    outdoor_areas: tuple[str, ...] = ()
    """Words the name of an outdoor area holds ("花园", "garden")."""
    thermostat_names: tuple[str, ...] = ()
    """Words the name of a thermostat holds ("温控器", "thermostat")."""
    option_groups: list[tuple[str, ...]] = field(default_factory=list)
    """One option value in both languages and its variants (``option_words``)."""
    speed_tiers: tuple[frozenset[str], ...] = ()
    """The values of a speed setting, slowest tier first (``option_words.speeds``), compact."""
    activities: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Activity id → the words a scene, script or button for it has in its name."""
    activity_said: dict[str, tuple[str, ...]] = field(default_factory=dict)
    activity_else: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Activity id → words a name holds that runs it when no name holds its own ``named`` words
    ("Away Mode" for going on holiday), as ``else_named`` of lexicon.json's ``activities``."""
    activity_leads: frozenset[str] = frozenset()
    """Words before a room word that make it an activity ("have a bath"), not a place."""
    """Activity id → the words that say it ("睡觉", "去睡"), as ``activities`` of lexicon.json."""
    jobs: tuple[Job, ...] = ()
    """The work household devices do, said instead of the device (:mod:`.jobs`)."""
    arming: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Arming action → the words that say its mode, in both languages, in the order they are
    tried (``arming``; :func:`.kind_verbs.armed_as`)."""
    a_bit: frozenset[str] = frozenset()
    readings_of_a_room: frozenset[str] = frozenset()
    """Sensor classes that, asked in English with no room, are one room's reading."""
    negations: frozenset[str] = frozenset()
    a_touch: frozenset[str] = frozenset()
    away_mode: frozenset[str] = frozenset()
    """Keys of the words of a water heater's away mode ("away mode", "度假模式")."""
    """Words of the smallest change ("一点点", "a touch"): half the default step."""
    """Words that say not to do the switching right after them ("别关了", "don't turn it off")."""
    """Keys of the words of a small amount ("一些", "a little"): a cover moved by a step."""
    all_before_a_verb: frozenset[str] = frozenset()
    """Keys of the adverbs that say "all" only right before a verb ("全关了")."""
    question_leads: frozenset[str] = frozenset()
    """Keys of the words said before a question's opener that leave it a question ("hey, is
    …"; ``query.leads``)."""
    question_tags: frozenset[str] = frozenset()
    """One-word English tags that are no phrase ("…, right?"; ``query.tags``)."""
    finding_out: frozenset[str] = frozenset()
    """Keys of the requests to find out ("check if", "tell me whether"): the clause after one
    asks a state (``finding_out``)."""
    exists: frozenset[str] = frozenset()
    """Keys of the words that ask whether anything is so ("are any of the windows open"): a set
    question they ask is answered by the kin of a kind the home lacks (``kin_classes.exists``)."""
    light_parts: frozenset[str] = frozenset()
    """Keys of the words of a device's built-in light ("灯", "照明"): after a word of another
    kind of device they name that device's light (:mod:`.parts`)."""
    together: frozenset[str] = frozenset()
    """Keys of the set words that only gather what was said ("都"): with nothing else said they
    continue the previous command ("都关了"), never every device of the home."""
    heard_as: dict[str, str] = field(default_factory=dict)
    """Short words a recogniser writes for a device word of the same sound ("lite" → "light"),
    too short to be reread by spelling (``heard_as``; :mod:`.heard`)."""
    kind_words: frozenset[str] = frozenset()
    """Keys of the words that name a kind of device narrower than its domain ("台灯", "AC"):
    the ``kinds`` of ``grounding.json`` (which retrieval narrows by) and the lexicon's own
    ``kind_words``. Said without a set, they name one device, not every device of the type."""
    dialect: dict[str, str] = field(default_factory=dict)
    """Regional Chinese word → its Mandarin word ("车房" → "车库"), rewritten before matching."""
    address: tuple[str, ...] = ()
    """Words said to the assistant ("hen", "pal"), left out where they end the request or
    stand beside a comma (``dialect.address``; :mod:`.dialect`)."""
    compounds: frozenset[str] = frozenset()
    """Keys of the verb + complement phrases built from ``compounds`` ("关好", "拉上去")."""

    def phrase(self, action: str, language: str) -> str:
        """The canonical phrase of an action in one language ("zh-Hans" or "en")."""
        says = self.say.get(action) or {}
        return says.get(language) or says.get(EN) or action.replace("_", " ")


def _add_actions(table: PhraseTable, lexicon: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    """Action words, particles and verbs that are types; returns each action's phrases."""
    say: dict[str, dict[str, str]] = {}
    for action, spec in lexicon["actions"].items():
        say[action] = dict(spec["say"])
        for word in _words(spec.get("words")):
            table.add(word, Kind.ACTION, action)
    for word, domain in _entries(lexicon.get("action_types", {})):
        table.add(word, Kind.ACTION_TYPE, domain)
    for action, words in _entries(lexicon.get("particles", {})):
        for word in _words(words):
            table.add(word, Kind.PARTICLE, action)
    for word in _words(lexicon.get("verbs_that_are_types", [])):
        table.add(word, Kind.VERB_TYPE)
    return say


def _add_questions(table: PhraseTable, lexicon: Mapping[str, Any]) -> None:
    """Question marks, openers, finals, temperature questions, polite requests, state words."""
    query = lexicon["query"]
    for word in _words(query["markers"]):
        table.add(word, Kind.QUERY, False)
    for word in _words(query["all"]):
        table.add(word, Kind.QUERY, True)
    for kind, block in (
        (Kind.QUERY_OPENER, query["openers"]),
        (Kind.QUERY_FINAL, query["final"]),
        (Kind.SET_OPENER, query.get("set_openers", {})),
        (Kind.QUERY_TEMPERATURE, query["temperature"]),
        (Kind.REQUEST, lexicon.get("requests", {})),
    ):
        for word in _words(block):
            table.add(word, kind)
    for key, block in _entries(lexicon["states"]):
        for word in _words(block):
            table.add(word, Kind.STATE, _split_type(key))


def _add_targets(table: PhraseTable, lexicon: Mapping[str, Any]) -> None:
    """Quantifiers, room words, references and exclusions."""
    for quantifier, block in _entries(lexicon["quantifiers"]):
        for word in _words(block):
            table.add(word, Kind.QUANTIFIER, quantifier)
    for kind, block in (
        (Kind.EVERYWHERE, lexicon["everywhere"]),
        (Kind.HERE, lexicon["here"]),
        (Kind.EXCLUDE, lexicon["exclusion"]),
    ):
        for word in _words(block):
            table.add(word, kind)
    for word in _words(lexicon["rooms"]):
        table.add(word, Kind.ROOM, word)
    refs = lexicon["references"]
    for block, reference in (
        ("pronouns", Reference(plural=False, demonstrative=False)),
        ("plural_pronouns", Reference(plural=True, demonstrative=False)),
        ("demonstratives", Reference(plural=False, demonstrative=True)),
        ("plural_demonstratives", Reference(plural=True, demonstrative=True)),
        ("others", Reference(plural=False, demonstrative=False, other=True)),
    ):
        for word in _words(refs[block]):
            table.add(word, Kind.REFERENCE, reference)


def _add_conditions(table: PhraseTable, conditions: Mapping[str, Any]) -> None:
    """Condition openers and closers, comparisons and measured quantities."""
    for word in _words(conditions["if"]):
        table.add(word, Kind.COND_IF)
    for word in _words(conditions["then"]):
        table.add(word, Kind.COND_THEN)
    for kind, ops in (
        (Kind.COND_OP, conditions["ops"]),
        (Kind.COND_POSTFIX, conditions["postfix_ops"]),
    ):
        for op, block in _entries(ops):
            for word in _words(block):
                table.add(word, kind, op)
    for metric, spec in _entries(conditions["metrics"]):
        for word in _words(spec["words"]):
            table.add(word, Kind.METRIC, (metric, spec["unit"]))


def _add_settings(table: PhraseTable, lexicon: Mapping[str, Any]) -> None:
    """Setting words, units, value words (half, extremes, colours, modes), media words."""
    for direction, block in _entries(lexicon.get("relative", {})):
        for word in _words(block):
            if len(word) == 1 and not word.isascii():
                continue  # "高", "小": read beside a setting only (:data:`Lexicon.directions`)
            table.add(word, Kind.RELATIVE, "" if direction == "by" else direction)
    for word in _words(lexicon["half"]):
        table.add(word, Kind.HALF)
    for share, block in _entries(lexicon.get("portions", {})):
        for word in _words(block):
            table.add(word, Kind.HALF, share)
    for kind, section in (
        (Kind.PARAM, lexicon["params"]),
        (Kind.UNIT, lexicon["units"]),
        (Kind.EXTREME, lexicon["extremes"]),
        (Kind.COLOR, lexicon["colors"]),
        (Kind.HVAC, lexicon["hvac_modes"]),
        (Kind.MEDIA, lexicon["media_nouns"]),
    ):
        for value, block in _entries(section):
            for word in _words(block):
                table.add(word, kind, value)


def _add_structure(table: PhraseTable, lexicon: Mapping[str, Any]) -> None:
    """Separators between commands, fillers, words for settings with named values."""
    for field_name, block in _entries(lexicon.get("attributes", {})):
        for word in _words(block):
            table.add(word, Kind.ATTRIBUTE, field_name)
    for kind, block in _entries(lexicon["separators"]):
        for word in _words(block):
            table.add(word, Kind.SEPARATOR, kind)
    for word in _words(lexicon["fillers"]):
        table.add(word, Kind.FILLER)
    for word in _words(lexicon.get("also", {})):
        table.add(word, Kind.ALSO)
    for word in _words(lexicon.get("undo", {})):
        table.add(word, Kind.UNDO)
    for word in _words(lexicon.get("outdoors", {}).get("said")):
        table.add(word, Kind.OUTDOORS)
        table.add(word, Kind.ROOM, word)  # "外面的灯": a place the home may not have


@dataclass(frozen=True, slots=True)
class Effect:
    """What changes a condition of the room: an action on a kind of device, with settings."""

    name: str
    action: str
    domain: str
    device_class: str | None = None
    params: Mapping[str, float | str] = field(default_factory=dict)


def _said_of(spec: Mapping[str, Any], complaints: Mapping[str, Any]) -> list[str]:
    """A condition said of a subject ("空气差", "味道大"), with or without a degree word
    between ("空气好差", "味道太大了", "噪音有点大"): subject × degree × predicate."""
    out = []
    for language, pairs in _entries(spec.get("said_of", {})):
        degrees = ["", *_words(complaints.get("degrees", {}).get(language, []))]
        for subjects, predicates in pairs:
            out += [s + d + p for s in subjects for d in degrees for p in predicates]
    return out


# What may stand between "like" and a thing a room is likened to ("like a glacier").
_LIKENED_ARTICLES: Final = ("", "a ", "an ", "the ")


def _likened(spec: Mapping[str, Any]) -> list[str]:
    """A condition said by likening the room to a thing ("like a glacier", "like siberia"):
    "like", an article or none, and each thing of ``likened``."""
    return [
        f"like {article}{thing}"
        for thing in _words(spec.get("likened"))
        for article in _LIKENED_ARTICLES
    ]


def _add_feelings(table: PhraseTable, complaints: Mapping[str, Any]) -> dict[str, Effect]:
    """Condition words, comparatives and cues of ``complaints.json``; returns the effects."""
    effects = {
        name: Effect(
            name=name,
            action=spec["action"],
            domain=spec["type"],
            device_class=spec.get("device_class"),
            params=dict(spec.get("params", {})),
        )
        for name, spec in _entries(complaints.get("effects", {}))
    }
    conditions = dict(_entries(complaints.get("conditions", {})))
    for condition, spec in conditions.items():
        remedy, toward = spec.get("remedy"), spec.get("toward")
        measure = _split_type(spec["measure"]) if spec.get("measure") else None
        opposite = conditions.get(spec.get("opposite", ""), {})
        feeling = Feeling(
            condition,
            remedy,
            toward,
            measure=measure,
            by_domain=tuple(_entries(spec.get("remedy_by_domain", {}))),
            toward_by_domain=tuple(_entries(spec.get("toward_by_domain", {}))),
            negated=opposite.get("remedy"),
            toward_in_a_room=spec.get("toward_in_a_room"),
        )
        for word in [*_words(spec.get("words")), *_said_of(spec, complaints)]:
            table.add(word, Kind.FEELING, feeling)
        for word in _likened(spec):
            table.add(word, Kind.FEELING, feeling)
        comparative = replace(feeling, comparative=True)
        for word in _words(spec.get("comparatives")):
            table.add(word, Kind.FEELING, comparative)
    for cue, block in _entries(complaints.get("cues", {})):
        for word in _words(block):
            table.add(word, Kind.CUE, cue)
    return effects


def _add_kinds(table: PhraseTable, kinds: Mapping[str, Any], typed: set[str]) -> set[str]:
    """The kind words of ``grounding.json``; a word no type list has becomes a type word of the
    kind's domain (and device class, when the kind has one). Returns their keys."""
    keys: set[str] = set()
    for _, spec in _entries(kinds):
        domains = list(spec.get("domains") or [])
        classes = list(spec.get("device_classes") or [])
        for word in _words({k: v for k, v in spec.items() if k in (ZH, EN)}):
            key = phrase_key(word)
            if not key:
                continue
            keys.add(key)
            if key not in typed and len(domains) == 1:
                table.add(word, Kind.TYPE, (domains[0], classes[0] if len(classes) == 1 else None))
    return keys


def build_lexicon(
    lexicon: Mapping[str, Any],
    glossary: Mapping[str, Any] | None,
    complaints: Mapping[str, Any] | None = None,
    kinds: Mapping[str, Any] | None = None,
    room_words: Mapping[str, Any] | None = None,
) -> Lexicon:
    """Build the phrase table from the files' contents (see the module docstring).

    :param room_words: the reviewed room words of ``grounding.json``: room words too, so that
        a room the home lacks ("主卫的浴霸" where there is no 主卫) is said as a room, for
        retrieval to find absent, rather than dropped.
    """
    table = PhraseTable()
    say = _add_actions(table, lexicon)
    _add_questions(table, lexicon)
    _add_targets(table, lexicon)
    for _, by_language in _entries(room_words or {}):
        for word in _words(by_language):
            if not table.get(phrase_key(word)):
                table.add(word, Kind.ROOM, word)
    _add_conditions(table, lexicon["conditions"])
    _add_settings(table, lexicon)
    _add_structure(table, lexicon)
    effects = _add_feelings(table, complaints or {})

    # Device type words: glossary.json first; the lexicon's fallback only for words it lacks.
    not_types = {phrase_key(w) for w in _words(lexicon.get("not_types", {}))}
    from_glossary = type_words(glossary or {})
    fallback = type_words(lexicon.get("types", {}))
    shadowed = sorted(k for k in fallback if k in from_glossary)
    merged = {**{k: v for k, v in fallback.items() if k not in from_glossary}, **from_glossary}
    for key, (word, candidates) in merged.items():
        if key not in not_types:
            table.add(word, Kind.TYPE, resolve_types(candidates))
    kind_words = _add_kinds(table, kinds or {}, set(merged) | not_types)
    kind_words |= {phrase_key(w) for w in _words(lexicon.get("kind_words", {}))}
    compounds = _add_compounds(table, lexicon.get("compounds", {}))

    return Lexicon(
        table=table,
        say=say,
        services={
            action: frozenset(spec["services"])
            for action, spec in lexicon["actions"].items()
            if spec.get("services")
        },
        numbers=NumberWords.from_lexicon(lexicon["numbers"]),
        effects=effects,
        directions={
            word: direction
            for direction, block in _entries(lexicon.get("relative", {}))
            for word in _words(block)
            if len(word) == 1 and not word.isascii()
        },
        types_from_glossary=len(from_glossary),
        types_from_fallback=len(merged) - len(from_glossary),
        fallback_shadowed=shadowed,
        kind_words=frozenset(kind_words),
        together=frozenset(phrase_key(w) for w in _words(lexicon.get("together", {}))),
        a_bit=frozenset(phrase_key(w) for w in _words(lexicon.get("a_bit", {}))),
        readings_of_a_room=frozenset(_words(lexicon.get("readings_of_a_room", {}))),
        negations=_phrase_keys(lexicon.get("negations", {})),
        a_touch=_phrase_keys(lexicon.get("a_touch", {})),
        away_mode=_phrase_keys(lexicon.get("away_mode", {})),
        light_parts=_phrase_keys(lexicon.get("light_parts", {})),
        all_before_a_verb=_phrase_keys(lexicon.get("all_before_a_verb", {})),
        finding_out=_phrase_keys(lexicon.get("finding_out", {})),
        question_leads=_phrase_keys(lexicon["query"].get("leads", {})),
        question_tags=_phrase_keys(lexicon["query"].get("tags", {})),
        activities=_add_activities(table, lexicon.get("activities", {})),
        activity_said=_activity_words(lexicon.get("activities", {})),
        activity_else=_activity_else(lexicon.get("activities", {})),
        activity_leads=_phrase_keys(lexicon.get("activity_leads", {})),
        jobs=compile_jobs(lexicon.get("jobs", {})),
        arming=_arming(lexicon.get("arming", {})),
        option_groups=[tuple(g) for g in lexicon.get("option_words", {}).get("groups", [])],
        speed_tiers=_speed_tiers(lexicon.get("option_words", {})),
        outdoor_names=tuple(_words(lexicon.get("outdoors", {}).get("named"))),
        outdoor_areas=tuple(_words(lexicon.get("outdoors", {}).get("areas"))),
        thermostat_names=tuple(_words(lexicon.get("thermostats", {}))),
        kin=_kin(lexicon.get("kin_classes", {})),
        exists=_phrase_keys(lexicon.get("kin_classes", {}).get("exists", {})),
        dialect=_dialect(lexicon.get("dialect", {})),
        address=tuple(_words(lexicon.get("dialect", {}).get("address", {}))),
        heard_as=_heard_as(lexicon.get("heard_as", {})),
        compounds=compounds,
    )


def _dialect(section: Mapping[str, Any]) -> dict[str, str]:
    """Regional word → standard word, of both languages (no word is in both)."""
    return {
        word: standard for lang in (ZH, "en") for word, standard in _entries(section.get(lang, {}))
    }


def _speed_tiers(section: Mapping[str, Any]) -> tuple[frozenset[str], ...]:
    """The tiers of ``option_words.speeds``, slowest first, as compact words."""
    tiers = section.get("speeds", {}).get("tiers", [])
    return tuple(frozenset(compact(w) for w in tier) for tier in tiers)


def _add_compounds(table: PhraseTable, section: Mapping[str, Any]) -> frozenset[str]:
    """Chinese verb compounds by class (``compounds``): every verb of a group with every
    complement of the group says the group's action ("关" + "死" → 关死, "别" + "开着"). Added
    last, so a compound that is already a phrase (a name, a type word, a question word) keeps
    that meaning. Returns the keys added."""
    added: set[str] = set()
    for action, groups in _entries(section.get(ZH, {})):
        for verbs, complements in groups:
            for word in (verb + complement for verb in verbs for complement in complements):
                key = phrase_key(word)
                if not table.get(key):
                    table.add(word, Kind.ACTION, action)
                    added.add(key)
    return frozenset(added)


def _heard_as(block: Mapping[str, Any]) -> dict[str, str]:
    """Misheard word → the word meant, both as phrase keys, over every language."""
    return {
        phrase_key(heard): phrase_key(meant)
        for language, pairs in block.items()
        if not language.startswith("_")
        for heard, meant in pairs.items()
    }


def _add_activities(table: PhraseTable, section: Mapping[str, Any]) -> dict[str, tuple[str, ...]]:
    """The words of each activity; returns what names of scenes and scripts for it hold."""
    named: dict[str, tuple[str, ...]] = {}
    for activity, spec in _entries(section):
        for word in _words(spec.get("said")):
            table.add(word, Kind.ACTIVITY, activity)
        named[activity] = tuple(_words(spec.get("named")))
    return named


def _activity_words(section: Mapping[str, Any]) -> dict[str, tuple[str, ...]]:
    """The words that say each activity ("睡觉", "去睡")."""
    return {activity: tuple(_words(spec.get("said"))) for activity, spec in _entries(section)}


def _activity_else(section: Mapping[str, Any]) -> dict[str, tuple[str, ...]]:
    """The words a name holds that runs each activity when none holds its own (``else_named``)."""
    return {
        activity: tuple(_words(spec.get("else_named")))
        for activity, spec in _entries(section)
        if spec.get("else_named")
    }


def _arming(section: Mapping[str, Any]) -> dict[str, tuple[str, ...]]:
    """Arming action → the words of its mode, both languages (``arming``)."""
    return {mode: tuple(_words(block)) for mode, block in _entries(section)}


def _kin(section: Mapping[str, Any]) -> dict[TypeRef, tuple[TypeRef, ...]]:
    """Each kind of a ``kin_classes`` group → the other kinds of its group, in order."""
    kin: dict[TypeRef, tuple[TypeRef, ...]] = {}
    for group in section.get("groups", []):
        kinds = [_split_type(key) for key in group]
        for kind in kinds:
            kin[kind] = tuple(k for k in kinds if k != kind)
    return kin


@cache
def default_lexicon() -> Lexicon:
    """The lexicon of the bundled data files (built once per process)."""
    glossary = load_json("glossary.json") if (DATA_DIR / "glossary.json").exists() else None
    return build_lexicon(
        load_json("lexicon.json"),
        glossary,
        load_json("complaints.json"),
        load_json("grounding.json").get("kinds", {}),
        load_json("grounding.json").get("rooms", {}),
    )
