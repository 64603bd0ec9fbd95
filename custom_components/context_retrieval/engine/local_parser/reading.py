"""Reading one command (one part of an utterance) into a :class:`~..ir.Command`.

The part is scanned into hits (the longest known phrases) and loose pieces. Reading then decides,
in this order:

1. the device name — the longest entity name or alias of the home, unless a set is meant
   ("所有", "which", a plural) and the name is only a type word ("吊扇", "Light") or only a room
   and a type ("卧室灯", "Motion sensor"); such names are read as their words instead (the scan is
   redone without them);
2. conditions ("如果客厅温度超过26度") — their items are set aside;
3. question or command (question words, a question opener, a final "不", "?");
4. the rooms left out (after "除"/"except") and the rooms meant, "everywhere";
5. the action words, the device type (type words; state words in questions), references
   ("它", "那个", "it"), the settings (params), the action, and the type the action implies;
6. a name guessed from the words nothing claimed (nicknames the home does not know);
7. the quantifier and the confidence.

Whatever is guessed is explained in ``issues``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any, Final

from ..catalog import LEVEL
from ..data import load_json
from ..ir import (
    ALSO,
    CLOSING,
    EVERYWHERE,
    HERE,
    IMPLIED_REFERENCE,
    LAST_MENTIONED,
    SAID_NOT_TO_HAPPEN,
    TO_THE_END,
    UNDO,
    UNKNOWN_TYPE,
    Command,
    Condition,
    Quantifier,
)
from ..kinds import default_kinds
from ..text import ZH_PARTICLES, has_cjk
from .activities import RUNNABLE, SWITCHED, Runnable, mode_said, run_for
from .conditions import find_conditions
from .guesses import (
    ARTICLES,
    PLACE_PREPOSITIONS,
    after_article,
    after_place_preposition,
    in_device_phrase,
    says_once_done,
)
from .heard import Hearing, heard_reading, rooms_by_place, sound_key
from .kind_verbs import (
    ARMING_ACTIONS,
    SOUNDS,
    as_acted_on,
    as_the_cover_goes,
    as_the_kind_extends,
    as_the_kind_moves,
    as_the_kind_takes,
    as_the_siren_sounds,
)
from .lexicon import DOMAIN_PREFERENCE, EN, ZH, Lexicon
from .nicknames import drop_nickname_colours
from .options import OPTION_FIELDS, SpeedEnds
from .params import DIRECTED, DOMAIN_OF_PARAM, STEP_FIELD, TIME_UNITS, Heated, Params, read_params
from .parts import PART_NAME, light_of_a_device
from .readings_of import sensor_kind_words
from .surface import (
    PUNCTUATION,
    Feeling,
    Hit,
    Item,
    Kind,
    Piece,
    Place,
    TypeRef,
    actions_of,
    find_hits,
    items_of,
    phrase_key,
    says,
    select,
)
from .vocabulary import DoorWatcher, HomeVocabulary, watcher_of
from .wishes import (
    CONTINUING,
    Wish,
    bare_turn,
    default_step,
    direction_of_action,
    read_direction,
    read_feeling,
    said_direction,
    turned_for_feeling,
)

# Actions from the most to the least specific: when a part holds several action words, the
# most specific one says what to do ("start the vacuum" starts cleaning).
_ACTION_RANK: Final[dict[str, int]] = {
    action: rank
    for rank, action in enumerate(
        (
            "pause",
            "resume",
            "next",
            "previous",
            "lock",
            "unlock",
            "locate",
            "tilt_open",
            "tilt_close",
            "vacuum_start",
            "vacuum_return",
            "spot_clean",
            "arm",
            "disarm",
            "press",
            "mow",
            "mute",
            "unmute",
            "volume_up",
            "volume_down",
            "volume",
            "brighten",
            "dim",
            "brightness",
            "color",
            "warm_up",
            "cool_down",
            "temperature",
            "position",
            "speed_up",
            "slow_down",
            "fan_speed",
            "humidity_up",
            "humidity_down",
            "position_up",
            "position_down",
            "humidity",
            "heat_mode",
            "cool_mode",
            "hvac_mode",
            "play",
            "add_item",
            "complete_item",
            "open",
            "close",
            "turn_on",
            "turn_off",
            "start",
            "stop",
            "activate",
            "set",
        )
    )
}
# The kind of device an action is about ("暂停" → a media player).
_ACTION_DOMAIN: Final[dict[str, str]] = {
    "pause": "media_player",
    "resume": "media_player",
    "next": "media_player",
    "previous": "media_player",
    "volume": "media_player",
    "volume_up": "media_player",
    "volume_down": "media_player",
    "mute": "media_player",
    "unmute": "media_player",
    "play": "media_player",
    "lock": "lock",
    "unlock": "lock",
    "vacuum_start": "vacuum",
    "vacuum_return": "vacuum",
    "spot_clean": "vacuum",
    "locate": "vacuum",
    "arm": "alarm_control_panel",
    "disarm": "alarm_control_panel",
    "press": "button",
    "mow": "lawn_mower",
    "brightness": "light",
    "brighten": "light",
    "dim": "light",
    "color": "light",
    "temperature": "climate",
    "warm_up": "climate",
    "cool_down": "climate",
    "speed_up": "fan",
    "slow_down": "fan",
    "hvac_mode": "climate",
    "heat_mode": "climate",
    "humidity": "humidifier",
    "humidity_up": "humidifier",
    "humidity_down": "humidifier",
    "position_up": "cover",
    "position_down": "cover",
    "tilt_open": "cover",
    "tilt_close": "cover",
    "warmer_white": "light",
    "cooler_white": "light",
    "cool_mode": "climate",
    "fan_speed": "fan",
    "position": "cover",
    "query_temperature": "climate",
    "query_weather": "weather",
    "add_item": "todo",
    "complete_item": "todo",
}
# The action a setting implies when the action words were vague ("关闭 卧室窗帘 为 1").
_ACTION_OF_PARAM: Final[tuple[tuple[str, str], ...]] = (
    ("temperature", "temperature"),
    ("position", "position"),
    ("volume_level", "volume"),
    ("brightness_pct", "brightness"),
    ("color_name", "color"),
    ("color_temp_kelvin", "color"),
    ("hvac_mode", "hvac_mode"),
    ("percentage", "fan_speed"),
    ("humidity", "humidity"),
    ("tilt_position", "position"),
)
# Opening and closing verbs said of a cover's slats ("open the slats"): its tilt.
_TILT_OF_MOVE: Final = {
    "open": "tilt_open",
    "turn_on": "tilt_open",
    "close": "tilt_close",
    "turn_off": "tilt_close",
}
_WHITE_OF_WARMTH: Final = {"warm_up": "warmer_white", "cool_down": "cooler_white"}
_VAGUE_ACTIONS: Final = frozenset({"turn_on", "turn_off", "open", "close", "set", "start", None})
# Actions about one device even when no name is said: a thermostat's temperature, and music
# played (one player plays it; retrieval asks which when several fit and no room settles it).
# Device classes that all answer whether anyone is somewhere: asked as a set ("is anyone in
# the hallway") they still take the kin the room has (a motion sensor for an occupancy one).
_PRESENCE: Final = frozenset({"occupancy", "presence", "motion"})
# Articles before a singular English type word that make it one device ("the lamp").
_SINGULAR_ARTICLES: Final = frozenset({"the", "a", "an"})
# Actions that leave a home open: with no room, no set and no plural said ("unlock", "开锁",
# "把锁打开"), they mean one device, asked for when the home has several — never every lock of
# the home (locking them all is the safe reading of locking up, and stays a set).
_UNGUARDING: Final = frozenset({"unlock", "disarm"})
_SINGLE_TARGET_ACTIONS: Final = frozenset(
    {"temperature", "query_temperature", "query_weather", "play"}
)
# Domains whose "stop" is a stop, not a pause of the music.
_STOPPABLE: Final = frozenset({"cover", "vacuum", "valve", "lawn_mower", "script", "fan"})
# Cover classes that a lock word turns into a lock ("门锁了吗", "lock the gate").
_LOCKABLE: Final = frozenset({None, "door", "window", "gate", "garage", "shutter"})
# Setting words that, said with no verb, no value and no change, ask what the setting is.
_ASKED_SETTINGS: Final = frozenset(
    {"brightness", "volume", "humidity", "position", "tilt", "color"}
)
_SHORT_WORD: Final = 4
"""A device word this short may be heard with another vowel ("fun" for "fan")."""
# Kinds that give a hit's type entry another role: a room, a setting, an action, a filler.
_NOT_A_TYPE_ROLE: Final = (
    Kind.AREA,
    Kind.FLOOR,
    Kind.ROOM,
    Kind.EVERYWHERE,
    Kind.HERE,
    Kind.PARAM,
    Kind.FILLER,
    Kind.QUANTIFIER,
)
_MAX_GUESS_CHARS: Final = 16
_OPTION_FIELDS: Final = frozenset(OPTION_FIELDS.values())
# Actions that are one value of a setting: muting the player's sound ("静音", "unmute the TV"),
# a fan's turning direction ("reverse the fan", "风扇反转").
_SAID_VALUE: Final = {
    "mute": ("is_volume_muted", True),
    "unmute": ("is_volume_muted", False),
    "direction": ("direction", "reverse"),
}
# An alarm panel turned on is armed, turned off disarmed.
_ARMING: Final = {"turn_on": "arm", "start": "arm", "open": "arm", "turn_off": "disarm"}
# Settings whose word in a question asks the sensor that measures them ("湿度多少"); the
# temperature has its own question, brightness and volume are a device's own.
_ASKED_OF_A_SENSOR: Final = frozenset({"humidity"})
# Words between a place and "的" before the device that is there ("车棚里的灯").
_LOCATIVES: Final = frozenset({"里", "里面", "内", "上", "那边", "这边", "外面"})
# The setting a vague "set"/"调" changes on a kind of device ("turn up the heat").
_SETTING_OF_DOMAIN: Final[dict[str, str]] = {
    "light": "brightness",
    "climate": "temperature",
    "water_heater": "temperature",
    "media_player": "volume",
    "cover": "position",
    "fan": "fan_speed",
    "humidifier": "humidity",
}
# "turn … up/down": with a bare number, Home Assistant's volume sentences.
_TURN_UP_DOWN: Final = frozenset({"turn up", "turn down"})
# Domains whose entities only report: they take no setting.
_READ_ONLY: Final = frozenset({"sensor", "binary_sensor", "weather"})
# What runs when named, and may be named after a value a device takes ("睡眠模式").
_RUNS: Final = frozenset({"scene", "script"})
_THERMOMETER: Final[TypeRef] = ("sensor", "temperature")
_HYGROMETER: Final[TypeRef] = ("sensor", "humidity")
_NO_READINGS: Final = _READ_ONLY | {"person"}
# Devices a home has one of, or few, and not in the room of the satellite: a verb for them
# ("mow the lawn", "start vacuuming") means that device, not every one in the room.
_ONE_OF_A_KIND: Final = frozenset({"vacuum", "lawn_mower", "alarm_control_panel"})
# Devices a household has one of per room and means one of (an air conditioner, a TV, a
# speaker, a fan; not a robot vacuum, kept one per floor and sent home together): a Chinese
# kind word of them said with no room, no satellite and no word for a set is one of them,
# asked for when the home has several (eval/README.md, judgement calls).
# Lights and window coverings are swept as a set ("关窗帘" is every curtain, as Home Assistant's
# own sentences read it).
_ONE_PER_ROOM: Final = frozenset({"climate", "media_player", "fan", "humidifier", "water_heater"})
# Readings of a device rather than of a room's air or light: asked with no room, every such
# sensor is meant or the device is named, not one room's.
_DEVICE_READINGS: Final = frozenset(
    {"power", "energy", "battery", "duration", "voltage", "current"}
)
# Changes of a setting several kinds of device have (:meth:`_Changes._shared_setting`).
_SHARED_SETTINGS: Final = frozenset({"speed_up", "slow_down", "warm_up", "cool_down"})
# What devices report of themselves ("空调温度多少" asks the AC, not a thermometer beside it).
_OWN_READINGS: Final = frozenset({None, "temperature", "humidity"})
_MAX_RESCANS: Final = 4
# Actions a complaint, a wish or a direction word may make specific ("调" + "暗一点" → dim).
_ADJUSTABLE: Final = frozenset(
    {None, "set", "brightness", "temperature", "volume", "fan_speed", "humidity"}
)
# What "开大/关小" (open further, close a bit) do to a device that is no cover.
_TURNED_UP_OR_DOWN: Final = {
    "fan": ("speed_up", "slow_down"),
    "humidifier": ("humidity_up", "humidity_down"),
    "media_player": ("volume_up", "volume_down"),
    "light": ("brighten", "dim"),
}
# Words saying a state persists after a change ("还是太亮了").
_STILL: Final = (
    "还是",
    "仍然",
    "依然",
    "仍旧",
    "依旧",
    "仲系",
    "还这么",
    "还那么",
    "还不够",
    "还不太",
)
# Cantonese 啲 is "a bit" after a verb ("開大啲") and "the" before a device ("啲窗簾").
_PLURAL_ARTICLES: Final = frozenset({"啲"})
# Verbs that, with an appliance's name, may name its button ("start the dishwasher").
_BUTTON_VERBS: Final = frozenset({"start", "press"})
# Actions that, with no device, room or type said, continue the previous command ("关了吧").
_FOLLOW_UP_ACTIONS: Final = frozenset(
    {
        "turn_on", "turn_off", "open", "close", "set", "brightness", "temperature", "volume",
        "brighten", "dim", "warm_up", "cool_down", "volume_up", "volume_down", "speed_up",
        "slow_down", "color", "position", "fan_speed",
    }
)  # fmt: skip
# Steps of a setting: said of a kind alone, they continue the devices just changed.
_STEP_ACTIONS: Final = frozenset(
    {"brighten", "dim", "warm_up", "cool_down", "volume_up", "volume_down", "speed_up", "slow_down"}
)
# The absolute field a step stands in for: a step is not added when a value was said.
_ABSOLUTE_OF_STEP: Final = {
    "brightness_step_pct": "brightness_pct",
    "temperature_step": "temperature",
    "volume_step": "volume_level",
    "percentage_step": "percentage",
    "humidity_step": "humidity",
    "color_temp_step": "color_temp_kelvin",
}
_SETTING_OF_STEP: Final = {field: setting for setting, field in STEP_FIELD.items()}
_STEPS: Final = frozenset(_ABSOLUTE_OF_STEP)
# "fully", "all the way" said with no device and no verb: the change just asked for, carried to
# its end (a follow-up; with a verb they are fillers: "open it all the way" is "open it").
_TO_THE_END: Final = frozenset(
    {"all the way", "fully", "completely", "the whole way", "right the way"}
)
# A direction said with a value is a setting ("turn up the volume to 29 percent" sets it).
_VALUE_OVER_DIRECTION: Final = {
    "brighten": ("brightness_pct", "brightness"),
    "dim": ("brightness_pct", "brightness"),
    "volume_up": ("volume_level", "volume"),
    "volume_down": ("volume_level", "volume"),
    "warm_up": ("temperature", "temperature"),
    "cool_down": ("temperature", "temperature"),
    "speed_up": ("percentage", "fan_speed"),
    "slow_down": ("percentage", "fan_speed"),
    "humidity_up": ("humidity", "humidity"),
    "humidity_down": ("humidity", "humidity"),
    "position_up": ("position", "position"),
    "position_down": ("position", "position"),
}


@dataclass(slots=True)
class Context:
    """What every reading needs: the lexicon, the home's words, the output language."""

    lexicon: Lexicon
    home: HomeVocabulary
    language: str
    """"zh-Hans" or "en": the language of the action phrase."""
    prepared: str = ""
    """The normalised utterance the pieces point into."""
    original: str = ""
    """The utterance as said (to give guessed names and search queries their case back)."""
    hearing: Hearing | None = None
    """Rereads words that match nothing as the known words they sound or are spelled like."""
    speed_ends: SpeedEnds = field(default_factory=dict)
    """The slowest and fastest value of each device's speeds (:func:`.options.speed_ends`)."""
    members: Mapping[str, Mapping[str, tuple[str, str]]] = field(default_factory=dict)
    """Entity id → the other entities of its device, by name and domain (:mod:`.siblings`)."""
    watchers: Mapping[str, tuple[DoorWatcher, ...]] = field(default_factory=dict)
    """What sees people at the home's doors, by door (:func:`.vocabulary.door_watchers`)."""

    def words(self, pieces: Sequence[Piece]) -> str:
        """The utterance's own text of a run of pieces, with its original case if possible."""
        if not pieces:
            return ""
        fragment = self.prepared[pieces[0].start : pieces[-1].end]
        folded = self.original.casefold()
        at = folded.find(fragment)
        if at >= 0 and len(folded) == len(self.original):
            return self.original[at : at + len(fragment)]
        return fragment


@dataclass(slots=True)
class Reading:
    """One part read; ``command`` is what the parser returns."""

    command: Command
    action_id: str | None
    has_target: bool
    """A device, room, type or reference was said (a follow-up's implied reference is not)."""
    domains: frozenset[str] = frozenset()
    """The kinds of device the command is about (the named device's, or the type's)."""
    context_only: bool = False
    """An activity said as the reason for another command ("下班回来了，把空调打开")."""

    @property
    def has_action(self) -> bool:
        """Whether an action was said or implied."""
        return self.action_id is not None

    @property
    def only_condition(self) -> bool:
        """A part that only holds a condition ("如果温度超过26度，"): it gates the next one."""
        return bool(self.command.conditions) and not self.has_action and not self.has_target


@dataclass(slots=True)
class _Scan:
    """The part as hits and loose pieces."""

    pieces: list[Piece]
    items: list[Item]
    candidates: list[Hit]
    words: Callable[[Sequence[Piece]], str]
    """The utterance's own text of a run of pieces (:meth:`Context.words`)."""

    def hits(self, indices: Iterable[int]) -> dict[int, Hit]:
        return {i: item for i in indices if isinstance(item := self.items[i], Hit)}

    def said(self, hit: Hit) -> str:
        """A hit's words as the user said them (their case kept where possible)."""
        return self.words(self.pieces[hit.start : hit.end])

    def plural(self, hit: Hit) -> bool:
        """Whether the hit ends with an English plural ("lights", "motion sensors")."""
        return self.pieces[hit.end - 1].plural


# ---------------------------------------------------------------------------------- entry


def scan(pieces: list[Piece], ctx: Context) -> _Scan:
    """Find the longest known phrases of a part."""
    candidates = find_hits(pieces, [ctx.home.table, ctx.lexicon.table])
    for hit in candidates:
        # An imperative verb is never plural: "switches off" is a noun and a particle, not
        # "switch off" (plurals are folded before matching).
        plural = any(p.plural for p in pieces[hit.start : hit.end])
        if plural and hit.end - hit.start > 1:
            hit.drop(Kind.ACTION)
            hit.drop(Kind.ACTION_TYPE)  # "lights up" is no "light up"
    _just_a_verb(pieces, candidates)
    _feeling_keeps_its_de(candidates)
    _comparative_that_names(pieces, candidates, ctx)
    _fan_of_a_fan_speed(candidates, ctx)
    drop_nickname_colours(pieces, candidates)
    candidates = [h for h in candidates if h.entries]
    candidates.extend(_numbered_floors(pieces, ctx))
    candidates.extend(_owners(pieces, candidates, ctx))
    candidates.extend(_a_not_a(pieces, candidates, ctx))
    candidates.extend(_a_or_b(pieces, candidates))
    chosen = select(candidates)
    if _inside_words(pieces, chosen):
        candidates = [h for h in candidates if h.entries]
        chosen = select(candidates)
    chosen = _option_after_its_verb(_name_before_its_verb(chosen, candidates), candidates)
    chosen = _lock_verb_of_a_lock(chosen, candidates, ctx)
    if ctx.hearing is not None:
        heard = _reheard(pieces, chosen, ctx.hearing, ctx.lexicon, ctx.home.domains_named)
        if heard:
            # a pronoun reheard as a verb ("them the lamp") is that verb, not the pronoun
            spans = {(h.start, h.end) for h in heard}
            readings = {(h.start, h.end) for h in heard if h.has(Kind.METRIC)}
            candidates = [
                h
                for h in candidates
                if not (h.has(Kind.REFERENCE) and (h.start, h.end) in spans)
                and not (_a_sensor_class_only(h) and (h.start, h.end) in readings)
            ]
            candidates.extend(heard)
            chosen = select(candidates)
    return _Scan(pieces, items_of(pieces, chosen), candidates, ctx.words)


# Adverbs that take 是 as "just" ("就是打开", "只是关一下"), and what follows a state said with
# 是 ("是打开的", "是开着", "是关了吗"): the copula of a state, a question.
_JUST: Final = frozenset({"就", "只"})
_STATE_AFTER_COPULA: Final = frozenset({"的", "着", "了", "吗", "么", "呢", "没", "不", "?", "？"})


def _just_a_verb(pieces: Sequence[Piece], candidates: Sequence[Hit]) -> None:
    """ "就是打开车库灯", "就是关掉嘛": 是 + a verb after 就/只 is "just do it", no state
    asked with 是 ("都是打开的吗", "是开着吗" still ask); the verb is read on its own."""
    for hit in candidates:
        if not hit.key.startswith("是") or not hit.has(Kind.QUERY) or hit.start == 0:
            continue
        after = pieces[hit.end].key if hit.end < len(pieces) else None
        if pieces[hit.start - 1].key in _JUST and after not in _STATE_AFTER_COPULA:
            hit.drop(Kind.QUERY)


def _feeling_keeps_its_de(candidates: Sequence[Hit]) -> None:
    """ "晒得要命", "干得不行": a feeling word that ends in 得 ("晒得") keeps it, and the degree
    cue after it ("得要命") is no cue there: the longer cue would otherwise take the 得 and
    leave a character that alone is no feeling ("晒" is also the verb of hanging out washing).
    The degree is only emphasis; the feeling read alone is a complaint all the same."""
    ends = {hit.end for hit in candidates if hit.has(Kind.FEELING) and hit.key.endswith("得")}
    for hit in candidates:
        if hit.key.startswith("得") and hit.has(Kind.CUE) and hit.start + 1 in ends:
            hit.drop(Kind.CUE)


_BEFORE_A_NOUN: Final = frozenset(
    {"the", "my", "our", "your", "their", "his", "her", "a", "an", "this", "that"}
)
"""Words after which an English word is a noun: "the dryer" is a machine, never drier air."""


def _comparative_that_names(
    pieces: Sequence[Piece], candidates: Sequence[Hit], ctx: Context
) -> None:
    """ "has the dryer finished": a comparative spelt as a kind of device ("dryer" for "drier") is
    that device where the home names one by it, or where a determiner makes it a noun ("is the
    dryer through" in a home with none is a question about a machine it lacks); else it stays the
    wish for drier air. A comparative that is only a word of a name ("warmer" of "Towel Warmer")
    stays one."""
    for hit in candidates:
        feeling = hit.first(Kind.FEELING)
        if not (
            isinstance(feeling, Feeling)
            and feeling.comparative
            and hit.key in ctx.lexicon.kind_words
        ):
            continue
        a_noun = hit.start > 0 and pieces[hit.start - 1].key in _BEFORE_A_NOUN
        if a_noun or ctx.home.words.named_by(hit.key):
            hit.drop(Kind.FEELING)


_OWN_FAN_MODE: Final = frozenset({"climate", "vacuum", "humidifier"})
"""Domains whose own setting a fan word names ("the AC fan speed", the vacuum's fan speed)."""
_BEFORE_A_FAN: Final = (Kind.AREA, Kind.ACTION, Kind.FILLER)


def _fan_of_a_fan_speed(candidates: Sequence[Hit], ctx: Context) -> None:
    """ "fan speed two", "porch fan speed 4": a setting phrase that begins with the fan's own word
    ("fan speed", an AC's fan mode or a vacuum's suction) is the fan and its speed in a home with
    fans, when it begins the request or follows a room, a verb or a filler; a device said right
    before it ("the mini split fan speed low", "roborock fan speed max") keeps its own fan setting."""
    if not any(domain == "fan" for domain, _ in ctx.home.kinds):
        return
    for hit in candidates:
        if (
            hit.end - hit.start < 2
            or not hit.entries
            or any(k != Kind.ATTRIBUTE for k, _ in hit.entries)
        ):
            continue
        if not any(
            h.start == hit.start and h.end < hit.end and ("fan", None) in h.payloads(Kind.TYPE)
            for h in candidates
        ):
            continue
        before = [h for h in candidates if h.end == hit.start]
        if any(_domains_of(h, ctx) & _OWN_FAN_MODE for h in before):
            continue
        if hit.start == 0 or any(h.has(k) for h in before for k in _BEFORE_A_FAN):
            hit.entries.clear()


def _domains_of(hit: Hit, ctx: Context) -> set[str]:
    """The domains a hit names: its types, and the domains of the home's names it is."""
    domains = {ref[0] for ref in hit.payloads(Kind.TYPE)}
    return domains | ctx.home.domains_named(hit.key) if hit.has(Kind.ENTITY) else domains


def _inside_words(pieces: Sequence[Piece], chosen: Sequence[Hit]) -> bool:
    """ "冰箱冷藏": a one-character feeling between characters nothing claimed is part of an
    unknown word (冷藏, refrigerated), not how the room feels; its feeling is dropped."""
    claimed = [False] * len(pieces)
    for hit in chosen:
        claimed[hit.start : hit.end] = [True] * (hit.end - hit.start)

    def loose(i: int) -> bool:
        return 0 <= i < len(pieces) and not claimed[i] and pieces[i].kind == "cjk"

    dropped = False
    for hit in chosen:
        one_character = hit.end - hit.start == 1 and len(hit.key) == 1
        if one_character and hit.has(Kind.FEELING) and loose(hit.start - 1) and loose(hit.end):
            hit.drop(Kind.FEELING)
            hit.drop(Kind.METRIC)
            dropped = True
    return dropped


def _name_before_its_verb(chosen: list[Hit], candidates: Sequence[Hit]) -> list[Hit]:
    """ "大门锁上了没": a verb phrase of the lexicon that begins with its object ("门锁上", lock
    the door) took the end of a device's name said before it, stranding the name's first
    characters; the name and the verb that is left ("大门" + "锁上") are read instead."""
    claimed = {i for hit in chosen for i in range(hit.start, hit.end)}
    for hit in chosen:
        action = hit.first(Kind.ACTION)
        if action is None or hit.has(Kind.ENTITY):
            continue
        for name in candidates:
            inside = name.start < hit.start < name.end < hit.end
            if not (inside and name.has(Kind.ENTITY)):
                continue
            if any(i in claimed for i in range(name.start, hit.start)):
                continue
            verb = next(
                (
                    v
                    for v in candidates
                    if (v.start, v.end) == (name.end, hit.end) and v.first(Kind.ACTION) == action
                ),
                None,
            )
            if verb is not None:
                kept = [h for h in chosen if h is not hit and not name.start <= h.start < hit.start]
                return sorted([*kept, name, verb], key=lambda h: h.start)
    return chosen


def _option_after_its_verb(chosen: list[Hit], candidates: Sequence[Hit]) -> list[Hit]:
    """ "…开干衣": a verb phrase of the lexicon ("开干", get going) took the first
    character of an option of the home said after a shorter verb ("开" + "干衣"), stranding
    the option's rest; the shorter verb and the whole option are read instead, as "开自动"
    is."""
    claimed = {i for hit in chosen for i in range(hit.start, hit.end)}
    for hit in chosen:
        if hit.first(Kind.ACTION) is None or hit.has(Kind.OPTION) or hit.has(Kind.ENTITY):
            continue
        for option in candidates:
            inside = hit.start < option.start < hit.end < option.end
            if not (inside and option.has(Kind.OPTION)):
                continue
            if any(i in claimed for i in range(hit.end, option.end)):
                continue
            verb = next(
                (
                    v
                    for v in candidates
                    if (v.start, v.end) == (hit.start, option.start) and v.has(Kind.ACTION)
                ),
                None,
            )
            if verb is not None:
                kept = [h for h in chosen if h is not hit]
                return sorted([*kept, verb, option], key=lambda h: h.start)
    return chosen


def _lock_verb_of_a_lock(chosen: list[Hit], candidates: Sequence[Hit], ctx: Context) -> list[Hit]:
    """ "把门锁了", "后门锁好": a lock's word ends in the verb 锁 ("门锁", "后门锁"), and that 锁
    with the complement after it is the verb too ("锁了", "锁好": lock it). The complement,
    otherwise a filler, says the verb, so the name keeps its device and the part its action;
    "门锁了没" keeps asking (its 了没 is a question, no filler)."""
    result = list(chosen)
    for n, hit in enumerate(chosen):
        if not hit.key.endswith("锁") or n + 1 >= len(chosen):
            continue
        domains = {ref[0] for ref in hit.payloads(Kind.TYPE)}
        if hit.has(Kind.ENTITY):
            domains |= ctx.home.domains_named(hit.key)
        after = chosen[n + 1]
        filler = all(kind == Kind.FILLER for kind, _ in after.entries)
        if "lock" not in domains or after.start != hit.end or not filler:
            continue
        # "锁了" is also how a lock is (asked "锁了吗"); told, it is the verb
        verb = next(
            (
                v
                for v in candidates
                if (v.start, v.end) == (hit.end - 1, after.end)
                and (v.first(Kind.ACTION) == "lock" or ("lock", None) in v.payloads(Kind.STATE))
            ),
            None,
        )
        if verb is not None:
            result[n + 1] = Hit(after.start, after.end, verb.key, [(Kind.ACTION, "lock")])
    return result


def _owners(pieces: Sequence[Piece], candidates: Sequence[Hit], ctx: Context) -> list[Hit]:
    """ "grandparents' AC", "the kids' lamp": a possessive that begins the name of one room of
    the home is that room ("Grandparents' Room", "Kids Room") when it owns something
    (:func:`_owns_something`); "<name>'s asleep" says "is" and names no room."""
    hits: list[Hit] = []
    for i, piece in enumerate(pieces):
        possessive = piece.surface.endswith("'s") or ctx.prepared[piece.end : piece.end + 1] == "'"
        rooms = ctx.home.owners.get(piece.key, []) if possessive and piece.kind == "word" else []
        # a room said by its owner ("Sofia's" of "Sofia's Room"), not a room's own name that
        # says "is" ("the snug's like a sauna": the snug is)
        places = [
            h
            for h in candidates
            if (h.start, h.end) == (i, i + 1)
            and any(len(p.spoken.split()) > 1 for p in h.payloads(Kind.AREA))
        ]
        if (rooms or places) and possessive and not _owns_something(pieces, candidates, i, ctx):
            # the person a remark is about: neither their room nor a name of theirs
            for hit in places:
                hit.drop(Kind.AREA)
            hits.append(Hit(i, i + 1, piece.key, [(Kind.FILLER, None)]))
            continue
        if len(rooms) == 1:
            hits.append(
                Hit(i, i + 1, piece.key, [(Kind.AREA, Place(rooms[0].id, rooms[0].spoken))])
            )
    return hits


# What may follow a possessive that names a person's room or thing: what it owns (a thing, a
# kind, a room or a place word: "Zoe's lamp", "Zoe's room") or a word said in passing ("Zoe's
# please", "Zoe's, …": no "is", and reading a remark there would widen the command to the
# home). A word of any other sort after "<name>'s" is the rest of a clause of "is" or "has"
# ("Zoe's asleep", "Zoe's gone out"), a remark about the person, not their room. The parser's
# split of a remark from a request (parser._a_remark) reads the same.
OWNER_KEPT_BY: Final = (
    Kind.ENTITY, Kind.TYPE, Kind.ROOM, Kind.AREA, Kind.FLOOR,
    Kind.FILLER, Kind.REQUEST, Kind.SEPARATOR,
)  # fmt: skip
# The words a place is said after: "the lights in Zoe's" owns the room with nothing after it.
_PLACE_BEFORE: Final = frozenset(
    {"in", "at", "into", "inside", "to", "from", "by", "near", "through"}
)


def _owns_something(
    pieces: Sequence[Piece], candidates: Sequence[Hit], at: int, ctx: Context
) -> bool:
    """Whether the possessive at ``at`` owns a thing said after it (a word of the home's names
    too: "Nan's quilt"), or ends its clause after a word of place ("turn it off in Zoe's"),
    rather than saying "is" or "has" of a person."""
    after = at + 1
    if at > 0 and pieces[at - 1].key in _PLACE_BEFORE:
        return True  # "in Zoe's", whatever follows
    if after >= len(pieces) or not pieces[after].latin:
        return True  # "Zoe's, lights off": no "is" said; the room narrows, a remark would widen
    if ctx.home.words.named_by(pieces[after].surface):
        return True
    return any(h.start == after and any(h.has(k) for k in OWNER_KEPT_BY) for h in candidates)


# Words that say what the command is: a misheard word next to them is not read together with
# them ("stop big why" may be "Big Y"; "the pool lights" are no "pot lights").
_UNDERSTOOD: Final = (
    Kind.ACTION, Kind.TYPE, Kind.ENTITY, Kind.AREA, Kind.FLOOR, Kind.ROOM, Kind.PARAM,
    Kind.QUERY, Kind.PARTICLE,
)  # fmt: skip


def _reheard(
    pieces: Sequence[Piece],
    chosen: Sequence[Hit],
    hearing: Hearing,
    lexicon: Lexicon,
    domains_named: Callable[[str], set[str]],
) -> list[Hit]:
    """Rereadings of the words no phrase claimed (:mod:`.heard`), words split apart and
    words read by their place (:func:`_by_place`)."""
    claimed = [False] * len(pieces)
    fillers = [False] * len(pieces)
    for hit in chosen:
        claimed[hit.start : hit.end] = [True] * (hit.end - hit.start)
        if not any(hit.has(k) for k in _UNDERSTOOD):
            fillers[hit.start : hit.end] = [True] * (hit.end - hit.start)
    loose = [not c and p.kind in ("cjk", "word") for c, p in zip(claimed, pieces, strict=True)]
    # A word of the home's own names is a name said in part ("the blanket"), never misheard;
    # so are two words of one name said in its order.
    paired = _said_in_pairs(pieces, hearing.phonetic.name_pairs)
    loose = [
        free and not (p.latin and p.key in hearing.phonetic.name_ends) and not in_pair
        for free, p, in_pair in zip(loose, pieces, paired, strict=True)
    ]
    loose = [free and not _counted(pieces, i) for i, free in enumerate(loose)]
    by_place = _by_place(pieces, chosen, loose, fillers, hearing, lexicon, domains_named)
    found = hearing.joined(pieces) + by_place + _readings_asked(pieces, chosen, loose, hearing)
    if not any(loose):
        return found
    found += hearing.hits(pieces, loose, _after_a_place(pieces, chosen), fillers)
    for hit in found:
        loose[hit.start : hit.end] = [False] * (hit.end - hit.start)
    for hit in hearing.phonetic.homophones(pieces, loose):
        found.append(hit)  # "knew bulb": a word of a phrase heard as its homophone
        loose[hit.start : hit.end] = [False] * (hit.end - hit.start)
    for hit in hearing.phonetic.hits(pieces, loose, fillers):
        found.append(hit)  # what no spelling reached, by its sound ("flaw lamp")
        loose[hit.start : hit.end] = [False] * (hit.end - hit.start)
    for hit in rooms_by_place(pieces, [*chosen, *found], loose, hearing):
        found.append(hit)
        loose[hit.start : hit.end] = [False] * (hit.end - hit.start)
    return found + _device_by_sound(pieces, chosen, loose, hearing, lexicon)


# A numeral before a measure word or a unit of time is a count or a length ("开两个钟头"),
# never a misheard word ("两" is no "亮" there).
_NUMERALS: Final = frozenset("一二两三四五六七八九十半几")
_COUNTED_BY: Final = TIME_UNITS | {"个", "次", "遍"}


def _counted(pieces: Sequence[Piece], index: int) -> bool:
    """Whether the piece at ``index`` is a numeral said before a measure word or a unit."""
    after = pieces[index + 1].key if index + 1 < len(pieces) else None
    return pieces[index].key in _NUMERALS and after in _COUNTED_BY


def _said_in_pairs(pieces: Sequence[Piece], pairs: frozenset[tuple[str, str]]) -> list[bool]:
    """Whether each piece is one of two words said next to each other in a name of the home."""
    paired = [False] * len(pieces)
    for i in range(len(pieces) - 1):
        if (pieces[i].key, pieces[i + 1].key) in pairs:
            paired[i] = paired[i + 1] = True
    return paired


_ASKING: Final = (Kind.QUERY, Kind.QUERY_OPENER, Kind.QUERY_FINAL, Kind.QUERY_TEMPERATURE)
"""Words that make a request a question ("what's", "how's", "tell me", "… now?")."""


def _readings_asked(
    pieces: Sequence[Piece], chosen: Sequence[Hit], loose: list[bool], hearing: Hearing
) -> list[Hit]:
    """In a question, a loose word after an article heard as the start of a reading word
    ("what's the tempra in …"; :func:`.heard.heard_reading`), before any other rereading could
    make it a rarely said sensor class of a like sound; and a lone word of such a class where
    the reading goes ("the tamper in …", no device word after it), which the caller then lets
    the reading replace."""
    if not any(h.has(k) for h in chosen for k in _ASKING):
        return []
    classes = {h.start for h in chosen if h.end - h.start == 1 and _a_sensor_class_only(h)}
    devices = {h.start for h in chosen if h.has(Kind.TYPE) or h.has(Kind.ENTITY)}
    found: list[Hit] = []
    for at in range(1, len(pieces)):
        free = loose[at] or (at in classes and at + 1 not in devices)  # "the tamper sensor"
        if free and pieces[at].kind == "word" and pieces[at - 1].key in _BEFORE_A_NOUN:
            hit = heard_reading(hearing, pieces, at)
            if hit is not None:
                found.append(hit)
                loose[at] = False
    return found


def _a_sensor_class_only(hit: Hit) -> bool:
    """Whether a word means nothing but a class of binary sensor ("tamper"): in a question
    it may be a reading heard short (:func:`_readings_asked`), a reading being asked far more
    often than such a class."""
    types = hit.payloads(Kind.TYPE)
    return bool(types) and all(domain == "binary_sensor" for domain, _ in types)


def _pronoun_for_a_verb(
    pieces: Sequence[Piece], chosen: Sequence[Hit], fillers: Sequence[bool]
) -> int | None:
    """A pronoun where the verb goes, right before an article ("can you them the lamp"): no one
    says a pronoun before "the", so it was a verb misheard ("dim"), read by its sound."""
    for hit in sorted(chosen, key=lambda h: h.start):
        if not hit.has(Kind.REFERENCE):
            if any(not f for f in fillers[hit.start : hit.end]):
                return None
            continue
        after = pieces[hit.end].key if hit.end < len(pieces) else ""
        one_word = hit.end - hit.start == 1 and pieces[hit.start].kind == "word"
        return hit.start if one_word and after in _BEFORE_A_NOUN else None
    return None


def _switched_at_the_end(
    pieces: Sequence[Piece], chosen: Sequence[Hit], fillers: Sequence[bool]
) -> bool:
    """Whether the request ends with "on" or "off" ("galley lights off"): that word is its
    verb, so no word before it is reread as one by its sound ("island" is no "illuminate")."""
    last = max((i for i, filler in enumerate(fillers) if not filler), default=None)
    if last is None:
        return False
    hit = next((h for h in chosen if h.start <= last < h.end), None)
    return hit is not None and any(
        p in ("turn_on", "turn_off") for k, p in hit.entries if k == Kind.PARTICLE
    )


def _by_place(
    pieces: Sequence[Piece],
    chosen: Sequence[Hit],
    loose: list[bool],
    fillers: Sequence[bool],
    hearing: Hearing,
    lexicon: Lexicon,
    domains_named: Callable[[str], set[str]],
) -> list[Hit]:
    """Loose words reread by the place they stand in: the first word of a request with a
    device (a device word or a name of the home) and no action is a verb that device takes
    ("paws the TV", "paws the <player's name>"); a word after a number is a unit ("3
    decrees", no more free to be reread as "decrease")."""
    found: list[Hit] = []
    first = next((i for i, filler in enumerate(fillers) if not filler), None)
    verbless = not any(h.has(Kind.ACTION) or h.has(Kind.QUERY) for h in chosen)
    verbless = verbless and not _switched_at_the_end(pieces, chosen, fillers)
    pronoun = _pronoun_for_a_verb(pieces, chosen, fillers)
    if pronoun is not None and verbless:
        first, loose[pronoun] = pronoun, True
    if first is not None and loose[first] and pieces[first].kind == "word" and verbless:
        # Only here (a loose first word, no verb) is what the said devices take looked up.
        takes = _services_said(chosen, domains_named)
        if not takes and pronoun == first:
            device = _device_after_a_pronoun(pieces, pronoun, loose, hearing, lexicon)
            if device is not None:  # "them the lies": the verb and the device misheard
                found.append(device)
                loose[device.start] = False
                takes = {s for d, _ in device.payloads(Kind.TYPE) for s in _services_of(d)}
        fits = lambda a: bool(lexicon.services.get(a, set()) & takes)
        if takes:
            found.extend(h for h in [hearing.sounding(pieces, first, Kind.ACTION, fits)] if h)
    for i in range(1, len(pieces)):
        if loose[i] and pieces[i].kind == "word" and pieces[i - 1].kind == "num":
            unit = hearing.sounding(pieces, i, Kind.UNIT, lambda _: True)
            loose[i] = unit is None
            found.extend([unit] if unit else [])
    return found


def _services_said(chosen: Sequence[Hit], domains_named: Callable[[str], set[str]]) -> set[str]:
    """The services the devices said (device words and names of the home) take."""
    return {
        service
        for hit in chosen
        for domain in {d for d, _ in hit.payloads(Kind.TYPE)}
        | (domains_named(hit.key) if hit.has(Kind.ENTITY) else set())
        for service in _services_of(domain)
    }


def _device_after_a_pronoun(
    pieces: Sequence[Piece], pronoun: int, loose: Sequence[bool], hearing: Hearing, lexicon: Lexicon
) -> Hit | None:
    """The device word a lone loose word right after the pronoun's article sounds like, in a
    request whose pronoun was a verb and that names no device ("them the lies"), of a kind
    that takes what the one verb the pronoun sounds like does."""
    at = pronoun + 2
    others = [i for i in range(len(pieces)) if loose[i] and i != pronoun]
    if others != [at] or pieces[at].kind != "word":
        return None
    verb = hearing.sounding(pieces, pronoun, Kind.ACTION, lambda _: True)
    if verb is None:
        return None
    wanted = {s for a in verb.payloads(Kind.ACTION) for s in lexicon.services.get(str(a), ())}
    return _sounded_device(pieces, at, hearing, lambda said: bool(wanted & _services_of(said[0])))


def _sounded_device(
    pieces: Sequence[Piece], at: int, hearing: Hearing, fits: Callable[[Any], bool]
) -> Hit | None:
    """The device word a word sounds like, a sound dropped or a vowel slipped but its
    beginning heard right: "sauna" is no "scene", "loss" no "light"."""
    hit = hearing.sounding(pieces, at, Kind.TYPE, fits, slips=True)
    if hit is None or (
        hit.key[:2] != pieces[at].key[:2] and not _vowel_slip(pieces[at].key, hit.key)
    ):
        return None
    return hit


@cache
def _services_of(domain: str) -> frozenset[str]:
    """The services (without the domain) a domain of Home Assistant has (services.json)."""
    return frozenset(load_json("services.json")["domains"].get(domain, {}).get("services", ()))


def _device_by_sound(
    pieces: Sequence[Piece],
    chosen: Sequence[Hit],
    loose: list[bool],
    hearing: Hearing,
    lexicon: Lexicon,
) -> list[Hit]:
    """A lone unknown word where the device goes, in a request with a verb and no device
    word or name ("kill the hallway lied", "switch the bedroom fen off"), that no other
    rereading claimed: the device word it sounds like, of a domain that takes what the verb
    does; read as a name instead, it is one the home lacks and finds nothing."""
    if any(h.has(Kind.TYPE) or h.has(Kind.ENTITY) for h in chosen):
        return []
    verbs = {str(a) for h in chosen for a in h.payloads(Kind.ACTION)}
    # "switch the fun off": the verb's particle, said after the device, says what it does
    verbs = verbs or {str(a) for h in chosen for a in h.payloads(Kind.PARTICLE)}
    wanted = {s for a in verbs for s in lexicon.services.get(a, ())}
    if not wanted:
        return []
    loose_words = [i for i in range(1, len(pieces)) if loose[i] and pieces[i].kind == "word"]
    if len(loose_words) != 1:
        return []
    at = loose_words[0]
    if not any(h.end == at and not h.has(Kind.ACTION) for h in chosen):
        return []  # right after the verb it may be a word of its own, not the device

    hit = _sounded_device(pieces, at, hearing, lambda said: bool(wanted & _services_of(said[0])))
    return [hit] if hit is not None else []


def _vowel_slip(heard: str, known: str) -> bool:
    """A short word heard with another vowel, every consonant the same ("fun" → "fan")."""
    return (
        len(heard) == len(known) <= _SHORT_WORD
        and heard[:1] == known[:1]
        and sound_key(heard) == sound_key(known)
    )


def _after_a_place(pieces: Sequence[Piece], chosen: Sequence[Hit]) -> list[bool]:
    """Pieces right after a room word (or its 的) that end a phrase: where a device word goes
    ("打开客厅等", "卧室的等关掉")."""
    places = {h.end for h in chosen if h.has(Kind.AREA) or h.has(Kind.ROOM) or h.has(Kind.FLOOR)}
    places |= {end + 1 for end in places if end < len(pieces) and pieces[end].key == "的"}
    starts = {h.start: h for h in chosen}
    after: list[bool] = []
    for i in range(len(pieces)):
        following = starts.get(i + 1)
        ends = i + 1 >= len(pieces) or pieces[i + 1].kind == "sym"
        ends = ends or (following is not None and following.has(Kind.ACTION))
        after.append(i in places and ends)
    return after


_NOT: Final = frozenset({"不", "没", "唔"})


def _a_not_a(pieces: Sequence[Piece], known: Sequence[Hit], ctx: Context) -> list[Hit]:
    """ "冷不冷", "湿不湿", "够不够", "干燥不干燥": a word, 不/没, the word again asks a question;
    the hit keeps the word's own meanings (a feeling asks about what measures it)."""
    spans = {(h.start, h.end) for h in known}
    hits: list[Hit] = []
    for size in (1, 2):
        for i in range(len(pieces) - 2 * size):
            word, middle = pieces[i : i + size], pieces[i + size]
            again = pieces[i + size + 1 : i + 2 * size + 1]
            end = i + 2 * size + 1
            if middle.key not in _NOT or (i, end) in spans or any(p.kind != "cjk" for p in word):
                continue
            if [p.key for p in word] != [p.key for p in again]:
                continue
            key = "".join(p.key for p in pieces[i:end])
            meanings = [(k, v) for k, v in ctx.lexicon.table.get(key[:size]) if k == Kind.FEELING]
            hits.append(Hit(i, end, key, [(Kind.QUERY, False), *meanings]))
    return hits


# Kinds of the words an alternative question offers: states and what changes them.
_ALTERNATIVES: Final = (Kind.ACTION, Kind.STATE, Kind.FEELING, Kind.QUERY, Kind.PARAM)
# Particles after a state word ("亮的", "开着"): part of the alternative said.
_STATE_PARTICLES: Final = frozenset({"的", "着"})


def _a_or_b(pieces: Sequence[Piece], known: Sequence[Hit]) -> list[Hit]:
    """ "是亮的还是灭的", "开着还是关着", "锁了还是没锁": two states or verbs joined by 还是
    ask which one holds, a question (the second is no command, and 亮 no brightness step);
    还是 said first ("还是关了吧") has no alternative before it and stays a request."""
    hits: list[Hit] = []
    for i in range(1, len(pieces) - 2):
        if pieces[i].key + pieces[i + 1].key != "还是":
            continue
        before = i - 1 if pieces[i - 1].key in _STATE_PARTICLES else i
        if not any(h.end == before and any(h.has(k) for k in _ALTERNATIVES) for h in known):
            continue
        ends = [h.end for h in known if h.start == i + 2 and any(h.has(k) for k in _ALTERNATIVES)]
        if not ends:
            continue
        end = max(ends)
        if end < len(pieces) and pieces[end].key in _STATE_PARTICLES:
            end += 1
        key = "".join(p.key for p in pieces[i:end])
        hits.append(Hit(i, end, key, [(Kind.QUERY, False)]))
    return hits


# "2楼", "三层": a floor said with its number is a place even where the home has no such floor
# (retrieval reads "2楼" as "二楼", and says when there is none).
_FLOOR_WORDS: Final = frozenset({"楼", "层"})
_FLOOR_NUMBERS: Final = frozenset("一二三四五六七八九十两")
# "地下二层", "负一楼": a floor below ground is another floor than the one of its number.
_BELOW_GROUND: Final = ("地下", "负")


def _numbered_floors(pieces: Sequence[Piece], ctx: Context) -> list[Hit]:
    hits: list[Hit] = []
    for i in range(len(pieces) - 1):
        number, floor = pieces[i], pieces[i + 1]
        if floor.key in _FLOOR_WORDS and (number.kind == "num" or number.key in _FLOOR_NUMBERS):
            start = i
            for below in _BELOW_GROUND:
                if "".join(p.key for p in pieces[max(0, i - len(below)) : i]) == below:
                    start = i - len(below)
            said = ctx.words(pieces[start : i + 2])
            key = "".join(p.key for p in pieces[start : i + 2])
            hits.append(Hit(start, i + 2, key, [(Kind.ROOM, said)]))
    return hits


def _kin_asked(said_state: bool, type_ref: TypeRef | None, language: str) -> bool:
    """Whether a question's kind may be asked of its kin: not when a state word decided it,
    except Chinese presence: "有人吗" says people are there, asked of the presence sensor the
    room has (a motion sensor); English names the sensor kind ("occupancy sensors"), kept."""
    presence = type_ref is not None and type_ref[1] in _PRESENCE
    return not said_state or (presence and language == ZH)


def _sensor_reading(
    type_ref: TypeRef | None, kin: Mapping[TypeRef, Sequence[TypeRef]]
) -> str | None:
    """The reading a sensor gives of the kind asked: its own, or a sensor kin's (the light an
    outdoor light sensor sees is read as an outdoor illuminance sensor's lux)."""
    refs = [type_ref, *kin.get(type_ref, ())] if type_ref is not None else []
    return next((c for d, c in refs if d == "sensor" and c is not None), None)


def has_action(items: Sequence[Item]) -> bool:
    """Whether the items hold an action word (used to decide where an utterance splits)."""
    return any(isinstance(i, Hit) and (i.has(Kind.ACTION) or i.has(Kind.PARTICLE)) for i in items)


def has_name(items: Sequence[Item]) -> bool:
    """Whether the items name a device of the home by a name that is no kind word ("老伙计",
    "客厅灯"; not "窗帘")."""
    return any(isinstance(i, Hit) and i.has(Kind.ENTITY) and not i.has(Kind.TYPE) for i in items)


def device_kinds(items: Sequence[Item], ctx: Context) -> set[TypeRef]:
    """The (domain, device class) pairs the device words and names of the items say."""
    kinds: set[TypeRef] = set()
    for item in items:
        if isinstance(item, Hit):
            kinds.update(item.payloads(Kind.TYPE))
            if item.has(Kind.ENTITY):
                kinds.update(ctx.home.kinds_named(item.key))
    return kinds


def read(
    pieces: list[Piece],
    raw: str,
    ctx: Context,
    *,
    asked: bool = False,
    prior: frozenset[str] = frozenset(),
) -> Reading:
    """Read one part into a command; ``asked`` is set when the part ended with "?", ``prior``
    holds the kinds of device the previous command of the utterance was about."""
    reader = _Reader(pieces, raw, ctx, asked)
    reader.prior = prior
    return _unless_said_not_to_happen(reader, reader.read())


@dataclass(slots=True)
class _State:
    """What the stages of reading one part fill in, in order; each stage owns its fields."""

    pieces: list[Piece]
    raw: str
    ctx: Context
    asked: bool
    issues: list[str] = field(default_factory=list)
    part: _Scan = field(init=False)
    conditions: tuple[Condition, ...] = ()
    body: list[int] = field(default_factory=list)
    hits: dict[int, Hit] = field(default_factory=dict)
    # the device named
    name_index: int | None = None
    name_hit: Hit | None = None
    name: str | None = None
    name_domains: set[str] = field(default_factory=set)
    name_is_type: bool = False
    # question or command, and the set cues
    query: bool = False
    said_all: bool = False
    asked_all: bool = False
    any_cue: bool = False
    # rooms
    included: dict[int, str] = field(default_factory=dict)
    include: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=list)
    exclusion: bool = False
    here: bool = False
    outside: list[str] = field(default_factory=list)
    """The home's other outdoor areas, when "outside" was said."""
    # words of the command
    actions: list[tuple[Hit, str]] = field(default_factory=list)
    particles: list[str] = field(default_factory=list)
    type_ref: TypeRef | None = None
    type_index: int | None = None
    kind_hit: Hit | None = None
    """The type word names a kind of device ("台灯", "AC"): it is the name hint."""
    reference: bool = False
    plural_reference: bool = False
    params: Params = field(default_factory=Params)
    target_domains: set[str] = field(default_factory=set)
    action: str | None = None
    guessed: str | None = None
    said_short: bool = False  # the words left over are a device said short (_said_short)
    wish: Wish | None = None
    follow_up: bool = False
    """Nothing said what the command is about: it continues the previous command's target."""
    area_wide: bool = False
    activity: Hit | None = None
    """What the user is about to do ("看书"), run by the home's scene for it."""
    implied: bool = False
    felt: bool = False  # "is the kettle hot": a feeling said of no room or kind, of a thing
    """The type was implied by the settings ("26度": a thermostat), not said."""
    prior: frozenset[str] = frozenset()
    """The kinds of device the previous command of the utterance was about: "turn on the AC
    and set it to 26" sets that AC's temperature."""

    def __post_init__(self) -> None:
        self.part = scan(self.pieces, self.ctx)

    def _places(self) -> set[str]:
        """The ids of the areas and floors of the home the command is scoped to."""
        return {
            place.id
            for i in self.included
            if (place := self.hits[i].first(Kind.AREA) or self.hits[i].first(Kind.FLOOR))
        }


# The last word of a presence sensor named after the device it watches ("Front Door Motion").
_PRESENCE_SENSORS: Final = ("motion", "occupancy", "presence")
# Words of a doorbell pressed ("has somebody rung"), of a person's name asked ("who's there"), of
# a door said by its kind, and of a view asked for ("show me the porch").
_RUNG: Final = frozenset({"ring", "rang", "rung", "ringing", "buzzed", "bell"})
_WHO: Final = frozenset({"who", "who's", "whos"})
_DOOR_WORDS: Final = frozenset({"door", "doorbell"})
_SHOW: Final = frozenset({"show"})


def _shown(pieces: Sequence[Piece]) -> bool:
    """Whether a place or a door is asked to be shown ("show me …"): a camera's view."""
    return any(p.key in _SHOW for p in pieces)


def _watching_the_door(
    ctx: Context, pieces: Sequence[Piece], hits: dict[int, Hit], name_hit: Hit | None
) -> tuple[str, TypeRef] | None:
    """What answers a question of people at a door, said by its name or place ("the front
    door") or as a door or a doorbell, or of a ring (:func:`.vocabulary.watcher_of`): its name
    and kind. None where nothing watches a door, or no door or ring is said."""
    if not ctx.watchers:
        return None
    keys = {p.key for p in pieces}
    rung = bool(keys & _RUNG)
    doors = [
        h.key
        for h in (name_hit, *hits.values())
        if h is not None and _DOOR_WORDS & set(h.key.split())
    ]
    if not (rung or doors or keys & _DOOR_WORDS):
        return None
    # The door by its name or its place ("the front door"), else any door ("the door").
    named = next((key for key in doors if key not in _DOOR_WORDS), None)
    shown = bool(keys & _SHOW)
    best = watcher_of(ctx.watchers, named, who=bool(keys & _WHO) or shown, rung=rung, shown=shown)
    return (best.name, best.kind) if best is not None else None


class _Asked(_State):
    """What a question is answered by: the sensor of a reading, the kin of a kind the home
    lacks, the outdoor sensor, a room's thermometer."""

    __slots__ = ()

    def _reading_of_device(self) -> TypeRef | None:
        """A sensor word asked of a device that is no sensor ("how much battery does the
        vacuum have", "扫地机电量还有多少"): the reading is that device's sensor."""
        device: set[str] = set(self.name_domains) or {
            ref[0] for h in self.hits.values() for ref in h.payloads(Kind.TYPE)
        }
        if not device or device & _NO_READINGS:
            return None  # a sensor, or a person: not a device with readings of its own
        for i, hit in self.hits.items():
            for ref in (*hit.payloads(Kind.TYPE), *hit.payloads(Kind.STATE)):
                if ref[0] == "sensor" and ref[1] not in _OWN_READINGS and i != self.name_index:
                    return ref
        return None

    def _state_said(self, type_ref: TypeRef | None) -> tuple[TypeRef | None, TypeRef | None, bool]:
        """A question's state word: the type it makes, a reading of the named device it asks
        for ("how much charge does the vacuum have": its battery sensor), and whether the state
        word decided the type."""
        state_ref = _state_type(self.hits, self.name_index)
        if state_ref is None or self._felt_not_sensed(state_ref):
            return type_ref, None, False
        if state_ref[0] == "sensor" and self.name_domains:
            return type_ref, (state_ref if "sensor" not in self.name_domains else None), False
        merged = _merge_state(type_ref, state_ref, self.name_domains, self.issues)
        return merged, None, merged == state_ref

    def _asks_no_name(self, thing: bool) -> bool:
        """Words left over name nothing in a question of a known kind (not only felt), or "play"."""
        known = self.type_ref is not None or not _state_cue(self.hits)
        return self.action == "play" or (self.query and not thing and known)

    def _felt_not_sensed(self, state_ref: TypeRef) -> bool:
        """ "Is it cold in the bedroom": "cold" names Home Assistant's cold sensor, but where
        the place has none, no device is named and no set is asked ("which sensors are cold"
        stays Home Assistant's question), the temperature felt is asked (as "冷不冷")."""
        felt = state_ref in self.ctx.lexicon.kin.get(("sensor", "temperature"), ())
        return (
            felt
            and not self.name_domains
            and not self._set_asked()
            and state_ref not in self.ctx.home.kinds_in(self._places())
        )

    def _asked_kind(self, type_ref: TypeRef | None) -> TypeRef | None:
        """The kind of device a question is answered by: the sensor that measures a feeling
        ("冷不冷", "is it damp"), a room's presence sensor for "is anyone in the bathroom"
        (people are in no room), and the kin the home has of a kind it lacks when one device
        is asked about ("卧室窗户开着吗" with window sensors); a state word ("cold", "wet",
        "motion") asks Home Assistant's question as it is."""
        type_ref, settled = self._measured_where(self._measured(type_ref))
        if settled or type_ref is None or type_ref[1] is None or self.name_domains:
            return type_ref
        asks_any = any(h.key in self.ctx.lexicon.exists for h in self.hits.values())
        if self._set_asked() and type_ref[1] not in _PRESENCE and not asks_any:
            return type_ref  # "which of the windows are open": Home Assistant's set, or none
        present = self.ctx.home.kinds_in(self._places())
        if type_ref in present:
            return type_ref
        kin = [k for k in self.ctx.lexicon.kin.get(type_ref, ()) if k in present]
        if len({d for d, _ in kin}) == 1 and len(kin) > 1:
            kin = [(kin[0][0], None)]
        if kin:
            self.issues.append(
                f"no {type_ref[0]}.{type_ref[1]} here; asked {kin[0][0]}.{kin[0][1] or '*'}"
            )
            return kin[0]
        return type_ref

    def _measured_where(self, type_ref: TypeRef | None) -> tuple[TypeRef | None, bool]:
        """What answers a reading asked of a place, and whether that settles it: the outdoor
        sensor outside; in a home run by a thermostat, a room's climate device for how warm
        or cold it is ("is it chilly in the nursery", as "how warm is the nursery" is asked;
        none there: nothing answers)."""
        if self.name_domains:
            return type_ref, False
        if any(h.has(Kind.OUTDOORS) and not h.has(Kind.AREA) for h in self.hits.values()):
            return self._outdoors(type_ref), True
        if type_ref == _THERMOMETER and not self._room_thermometer():
            return ("climate", None), True
        places = self._places()
        if type_ref == _HYGROMETER and places and type_ref not in self.ctx.home.kinds_in(places):
            # "how humid is the bedroom" with no hygrometer there: the one kind of device there
            # that tells the air's humidity (a thermostat's, a dehumidifier's) answers.
            told = {d for place in places for d in self.ctx.home.humid_at.get(place, ())}
            if len(told) == 1:
                return (next(iter(told)), None), True
        return type_ref, False

    def _measured(self, type_ref: TypeRef | None) -> TypeRef | None:
        """The sensor that measures a feeling asked about ("冷不冷"), a room's presence sensor
        for people in it ("is anyone in the kitchen")."""
        if type_ref is None and not self.name_domains:
            feeling = next((f for h in self.hits.values() if (f := h.first(Kind.FEELING))), None)
            type_ref = feeling.measure if feeling is not None else None
            self.felt = type_ref is not None and not (self.include or self.here)
        person = type_ref is not None and type_ref[0] == "person"
        if (person or _shown(self.pieces)) and (seen := self._seen_at()):
            self.name, self.name_domains = seen[0], {seen[1][0]}
            self.include = []  # the door's place ("at the front door") said where they are
            type_ref = seen[1]
        elif person and self.include:
            type_ref = ("binary_sensor", "occupancy")
        return type_ref

    def _seen_at(self) -> tuple[str, TypeRef] | None:
        """ "anyone by the back gate?": people at a device named (a lock "Front Door") are
        seen by the motion sensor named after it ("Front Door Motion", as a doorbell names
        its sensors), not asked of the lock; people at a door, a ring or a door shown, by what
        watches it (:func:`_watching_the_door`)."""
        at_door = _watching_the_door(self.ctx, self.pieces, self.hits, self.name_hit)
        if at_door is not None or self.name_hit is None or _shown(self.pieces):
            return at_door
        for sensor in _PRESENCE_SENSORS:
            for kind, spoken in self.ctx.home.table.get(f"{self.name_hit.key} {sensor}"):
                if kind == Kind.ENTITY:
                    return str(spoken), ("binary_sensor", "motion")
        return None

    def _outdoors(self, type_ref: TypeRef | None) -> TypeRef | None:
        """ "外面多少度", "how cold is it outside": the home's outdoor sensor of the reading
        asked (a temperature, a humidity), else the weather ("外面风大吗")."""
        asked = _sensor_reading(type_ref, self.ctx.lexicon.kin)
        degrees = any(
            h.has(Kind.QUERY_TEMPERATURE) or h.first(Kind.PARAM) == "temperature"
            for h in self.hits.values()
        )
        asked = asked or ("temperature" if degrees else None)
        found = self.ctx.home.outdoor.get(asked, []) if asked else []
        self.include = [w for i, w in self.included.items() if not self.hits[i].has(Kind.OUTDOORS)]
        if len(found) == 1:
            self.name = found[0]
            self.name_domains = {"sensor"}
            return ("sensor", asked)
        return ("weather", None) if "weather" in self.ctx.home.domains else type_ref

    def _set_asked(self) -> bool:
        """Whether the words ask about a set ("所有", "which", "any", a plural device word)."""
        type_hit = self.part.items[self.type_index] if self.type_index is not None else None
        plural = isinstance(type_hit, Hit) and self.part.plural(type_hit)
        quantified = any(h.has(Kind.QUANTIFIER) for h in self.hits.values())
        return self.said_all or self.asked_all or quantified or plural

    def _room_thermometer(self) -> bool:
        """ "客厅现在多少度", "how cold is it on the patio": in a home with a thermostat, a room
        is asked through its climate device, as in Home Assistant's own sentences (a room with
        none has no answer); but a room whose several climate devices may disagree (an AC and
        floor heating) is answered by its thermometer, and so is a place outside (a patio, a
        pool), which no climate device heats. In a home of air conditioners and floor heating,
        whose readings are taken at the unit, the room's thermometer answers, and with no room
        said, the satellite's. A device named answers with its own reading."""
        if self.name_domains:
            return False
        places = self._places()
        home = self.ctx.home
        if ("sensor", "temperature") not in home.kinds_in(places):
            return False
        if not home.has_thermostat:
            return True
        climates = home.count_in(places, "climate")
        outside = bool(places) and places <= home.outdoor_area_ids
        return bool(places) and (climates > 1 or (outside and not climates))


class _Targets(_Asked):
    """Stages 2-5c: conditions, the name, question or command, rooms, the type, references."""

    __slots__ = ()

    # -- 2. conditions, and the name --------------------------------------------------

    def _set_conditions_aside(self) -> None:
        part = self.part
        clauses = find_conditions(part.items, chinese=self.ctx.language == ZH, spell=part.said)
        self.conditions = tuple(c.condition for c in clauses)
        in_clause = {i for c in clauses for i in range(c.start, c.end)}
        self.body = [i for i in range(len(part.items)) if i not in in_clause]
        self.hits = part.hits(self.body)
        self.name_index = _choose_name(self.hits, self.issues, self.ctx.home.domains_named)
        self.name_hit = self.hits.get(self.name_index) if self.name_index is not None else None
        if self.name_hit is not None:
            self.name = self.name_hit.first(Kind.ENTITY)
            self.name_domains = self.ctx.home.domains_named(self.name_hit.key)
            self.name_is_type = self.name_hit.has(Kind.TYPE)

    # -- 3. question or command -------------------------------------------------------

    def _question_or_command(self) -> None:
        hits = self.hits
        query = (
            self.asked
            or _is_question(self.part.items, self.body, self.ctx.lexicon)
            or (self.ctx.language == EN and _bare_setting(self.part.items, self.body))
        )
        if (
            query
            and any(h.has(Kind.REQUEST) for h in hits.values())
            and has_action(list(hits.values()))
        ):
            query = False  # "能帮我打开灯吗" is a request
        if query and self.ctx.language == EN and _not_asked(self.part.items, self.body):
            query = False  # "turn on the lights which …": a told verb first, no question
        if query and not self.asked and rhetorical(hits.values()):
            query = False  # "咋那么冷呢": a complaint, its 呢 asks nothing
        self.query = query or _asked_within(self)
        self.said_all, self.asked_all = _all_cues(
            self.part.items, self.body, query, self.ctx.lexicon.all_before_a_verb
        )
        self.any_cue = not query and _any_said(self.part.items, hits)

    # -- 4. rooms left out, rooms meant -----------------------------------------------

    def _rooms(self) -> None:
        excluded_at = _excluded_rooms(self.part.items, self.body)
        self.exclusion = any(h.has(Kind.EXCLUDE) for h in self.hits.values())
        exclude: list[str] = []
        for i, hit in self.hits.items():
            if i == self.name_index:
                continue
            spoken = (
                self.part.said(hit) if _scope_word(hit) and not _verb_first(self.hits, i) else None
            )
            place = hit.first(Kind.AREA) or hit.first(Kind.FLOOR)  # "the top floor": named
            if hit.has(Kind.HEARD) or (place is not None and hit.key != phrase_key(place.spoken)):
                spoken = _scope_word(hit)  # "grandparents' AC", "kongtiao": named, not said
            if spoken is not None and i in excluded_at:
                exclude.append(spoken)
            elif spoken is not None and hit.has(Kind.OUTDOORS) and self.ctx.home.outdoor_areas:
                # "外面的灯": the lights of the home's areas outside (its garden, its yard).
                self.included[i] = self.ctx.home.outdoor_areas[0]
                self.outside.extend(self.ctx.home.outdoor_areas[1:])
            elif spoken is not None:
                self.included[i] = spoken
            elif hit.has(Kind.EVERYWHERE):
                self.included[i] = EVERYWHERE
            elif hit.has(Kind.HERE):
                self.here = True
        self.include = _rooms([*self.included.values(), *self.outside])
        self.exclude = list(dict.fromkeys(exclude))
        if self.exclusion and not self.exclude:
            self.issues.append("'except' names no room of the home; nothing left out")

    # -- 5a/b. action words and the device type ----------------------------------------

    def _device_type(self) -> None:
        hits = self.hits
        self.actions = _actions_said(hits, self.name_index)
        self.particles = [
            p
            for i, h in hits.items()
            if (p := h.first(Kind.PARTICLE)) is not None and not _preposition(self.part, i)
        ]
        type_ref, self.type_index = _choose_type(
            self.part,
            hits,
            self.name_index,
            self.name_is_type,
            self.actions,
            self.query,
            self.issues,
            bool(self.ctx.watchers),
        )
        reading, said_state = None, False
        if self.query:
            type_ref, reading, said_state = self._state_said(type_ref)
            reading = reading or self._reading_of_device()
            if reading is not None and self.name_hit is not None:
                # "Sweepy's battery": the device's readings carry its name, not its nickname.
                self.name = self.ctx.home.primary_name(self.name_hit.key) or self.name
        if (
            self.name_is_type
            and type_ref is not None
            and type_ref[0] not in self.name_domains
            and self.type_index == self.name_index
        ):
            # "are Siren on": the device named "Siren" is a sound sensor, not a siren. A type
            # said by another word stays: "浴霸的灯" is the light of the bath heater.
            type_ref = None
        if self.name_hit is not None and type_ref is not None and type_ref[1] is not None:
            type_ref = self._class_fitting_name(self.name_hit, type_ref)
        type_ref = self._locked(reading or type_ref)
        acts = len(self.actions) + len(self.particles)
        type_ref = as_acted_on(type_ref, self.ctx.home.kinds, acts, asked=self.query)
        if self.query and _kin_asked(said_state, type_ref, self.ctx.language):
            type_ref = self._asked_kind(type_ref)
        if type_ref is None and self.name is None and self._media_turned():
            type_ref = ("media_player", None)  # "turn the music down": what plays it
        self.type_ref = type_ref
        self._light_of_a_device()
        self._part_of_a_name()
        _run_on_name(self)
        _kind_after_name(self)
        _mode_named_device(self)
        self._kind_word()

    def _light_of_a_device(self) -> None:
        """ "晾衣机的灯": the light built into the airer, named after it, never every light."""
        if self.name is not None or self.query:
            return
        found = light_of_a_device(self.part.items, self.ctx.lexicon)
        if found is None:
            return
        self.type_index, owner = found
        self.type_ref = ("light", None)
        self.name = f"{self.part.said(owner)}{PART_NAME}"

    def _part_of_a_name(self) -> None:
        """ "洗衣机的童锁", "电视童锁": a narrow kind word (``kind_words``) said right after a
        device's name, 的 between or not, is that device's part, named after it as Home
        Assistant names such entities ("<device>童锁"); where the device has none, retrieval
        finds no such name, instead of taking the device itself or another's part."""
        at, name = self.type_index, self.name_index
        if at is None or name is None or at <= name or self.query or self.type_ref is None:
            return
        hit, owner = self.part.items[at], self.part.items[name]
        if not isinstance(hit, Hit) or hit.key not in self.ctx.lexicon.kind_words:
            return
        between = self.part.items[name + 1 : at]
        if not isinstance(owner, Hit) or not owner.has(Kind.ENTITY):
            return
        if any(item.key not in _OF for item in between):
            return
        said = self.part.said(owner)
        if not has_cjk(said):
            return  # English says a part after its device ("the lock on the X"): surface.py
        # "净化器的儿童锁" is the home's "净化器童锁": another word of the kind may name the part
        kind = default_kinds().named(hit.key)
        words = kind.words.get(self.ctx.language, ()) if kind is not None else ()
        named = (
            said + word for word in words if self.ctx.home.entities_named(phrase_key(said + word))
        )
        self.name = next(named, f"{said}{self.part.said(hit)}")

    def _locked(self, type_ref: TypeRef | None) -> TypeRef | None:
        """A lock word makes a door, a gate or nothing said a lock ("lock the gate")."""
        if self._lock_said() and (not self.name_domains or "lock" in self.name_domains):
            lockable = type_ref is None or (type_ref[0] == "cover" and type_ref[1] in _LOCKABLE)
            if lockable:
                return ("lock", None)
        return type_ref

    def _media_turned(self) -> bool:
        """Whether what is playing is turned up, down or off ("turn the music down", "把音乐关了"):
        a media noun with no action but a direction, or with a switching verb."""
        if not any(h.has(Kind.MEDIA) for h in self.hits.values()):
            return False
        directed = any(h.has(Kind.RELATIVE) for h in self.hits.values())
        switched = {a for _, a in self.actions} & {"turn_on", "turn_off"}
        return bool(switched) or (directed and all(a in _VAGUE_ACTIONS for _, a in self.actions))

    def _kind_word(self) -> None:
        """ "打开台灯", "turn on the AC": a kind of device said with no name is the name hint
        (retrieval narrows by it and asks when several fit), not every device of the type."""
        if self.name is not None or self.type_index is None or self.type_ref is None:
            return
        hit = self.part.items[self.type_index]
        if not (isinstance(hit, Hit) and hit.key in self.ctx.lexicon.kind_words):
            return
        said = hit.first(Kind.TYPE) or hit.first(Kind.STATE)
        if said is None or said[0] != self.type_ref[0]:
            return  # "are the gates locked": a lock word made it a question about locks
        if self.query and self._set_asked() and hit.key not in sensor_kind_words():
            return  # "which curtains": a set; a kind read by sensors ("the panels") is one
        if said[1] is not None and not self.query:
            return  # "关窗帘": a device class is every device of it in scope, as in Home Assistant
        if self.type_index == 0 and hit.has(Kind.ACTION) and _place_after(self.hits, 0):
            return  # "vacuum the hallway": the verb said first, not a kind of device
        if not self.ctx.home.grounds_kind(hit.key) and not self.ctx.home.has_kind(
            hit.key, self._places() or None
        ):
            # A kind retrieval grounds (grounding.json) is handed over whether the room has one
            # or not: retrieval decides ("客厅的落地灯" where there is none finds none; a "卧室灯"
            # of no said kind may be the desk lamp). Another device word the home has none of
            # is read as its domain.
            return
        self.kind_hit = hit

    def _class_fitting_name(self, name_hit: Hit, type_ref: TypeRef) -> TypeRef | None:
        """The name is the stronger word: a device class none of the named devices has is
        dropped ("is Computer normal": "normal" is a battery word, Computer a heat sensor)."""
        kinds = self.ctx.home.kinds_named(name_hit.key)
        if type_ref in kinds:
            return type_ref
        self.issues.append(f"device class '{type_ref[1]}' does not fit '{self.name}'; dropped")
        return (type_ref[0], None) if any(d == type_ref[0] for d, _ in kinds) else None

    def _lock_said(self) -> bool:
        return any(
            h.first(Kind.ACTION) in ("lock", "unlock")
            or (self.query and ("lock", None) in h.payloads(Kind.STATE))
            for i, h in self.hits.items()
            if i != self.name_index
        )

    # -- 5c. references ---------------------------------------------------------------

    def _other_said(self) -> bool:
        """Whether a reference word points at the other device of a pair ("另一个")."""
        said = (h.first(Kind.REFERENCE) for h in self.hits.values() if h.has(Kind.REFERENCE))
        return any(r is not None and r.other for r in said)

    def _references(self) -> None:
        # A kind only the verb implies ("锁上它", "unlock it": a lock) is no device said: "it"
        # still points back, rather than the verb reaching every lock of the home.
        verb_only = self.type_index is None or self.hits[self.type_index].has(Kind.ACTION)
        type_ref = None if verb_only and self._lock_said() else self.type_ref
        self.reference, self.plural_reference = _references(
            self.part, self.body, self.hits, self.name, type_ref, self.include, self.here
        )

    def _button_of_verb(self) -> None:
        """ "start the dishwasher" where the home has a button "Start Dishwasher" (an appliance's
        start button beside its power switch): the verb and the name together name the button,
        which is pressed. Any word of the verb names it by the verb's own phrase ("洗碗机跑起来"
        is "洗碗机启动")."""
        if self.name is None or self.query:
            return
        vocabulary = self.ctx.home
        for n, (hit, action) in enumerate(self.actions):
            if action not in _BUTTON_VERBS:
                continue
            verbs = dict.fromkeys(
                (hit.key, *(self.ctx.lexicon.phrase(action, s) for s in (ZH, EN)))
            )
            keys = [phrase_key(f"{v} {self.name}") for v in verbs]
            keys += [phrase_key(f"{self.name} {v}") for v in verbs]
            for key in keys:
                if vocabulary.domains_named(key) != {"button"}:
                    continue
                spoken = [p for k, p in vocabulary.table.get(key) if k is Kind.ENTITY]
                self.name = str(spoken[0]) if spoken else key
                self.name_domains = {"button"}
                self.actions[n] = (hit, "press")
                self.issues.append(f"'{hit.key}' and '{key}' name a button: pressed")
                return

    def _room_to_clean(self) -> None:
        """ "打扫一下厨房", "clean the study": with no vacuum said, the room is where to clean,
        not where the vacuum is; one on the room's floor cleans it (none there: any of the
        home's). A vacuum said with a room is the room's, as Home Assistant reads it."""
        _leave_room_cleaned(self)
        if self.action != "vacuum_start" or not self.include:
            return
        type_hit = self.hits.get(self.type_index) if self.type_index is not None else None
        verb = type_hit is not None and type_hit.has(Kind.ACTION)  # "vacuum the hallway"
        if _sent_round(self):
            if self.name is not None:
                self.issues.append(f"{', '.join(self.include)}: the room the vacuum cleans")
                self.include = []
                return
        elif self.name is not None or (type_hit is not None and not verb):
            return
        places = self._places()
        home = self.ctx.home
        if not places or any(d == "vacuum" for d, _ in home.kinds_in(places)):
            return
        floors = {home.floor_of[p] for p in places if p in home.floor_of}
        floors = {f for f in floors if any(d == "vacuum" for d, _ in home.kinds_in({f[0]}))}
        if verb and not floors:
            return  # "vacuum the basement" with none on that floor: as Home Assistant, none
        self.issues.append(f"no vacuum in {', '.join(self.include)}: the one that cleans it")
        self.include = [name for _, name in sorted(floors)]


def _heated_rooms(hits: Iterable[Hit], ctx: Context) -> Heated:
    """The rooms and floors said that have a thermostat (:func:`.params.read_params`)."""
    said = {p.id for h in hits if (p := h.first(Kind.AREA) or h.first(Kind.FLOOR)) is not None}
    places = (a for a in said if any(d == "climate" for d, _ in ctx.home.kinds_in({a})))
    return Heated(frozenset(places), ctx.home.degrees)


class _Changes(_Asked):
    """Stages 5d-5g: settings, the action, complaints and wishes, the implied type, follow-ups."""

    __slots__ = ()

    # -- 5d. settings -----------------------------------------------------------------

    def _settings(self) -> None:
        type_ref = self.type_ref
        self.target_domains = (
            set(self.name_domains) if self.name_domains else ({type_ref[0]} if type_ref else set())
        )
        if self.query:
            return
        keys = {h.key for h in self.hits.values()}
        louder = bool(keys & _TURN_UP_DOWN) or ("turn" in keys and bool(keys & {"up", "down"}))
        # "turn the volume down to 20": the action words say which setting a number is for.
        implied = {d for _, a in self.actions if (d := _ACTION_DOMAIN.get(a)) is not None}
        named = self.ctx.home.entities_named(self.name_hit.key) if self.name_hit else []
        # "洗衣机换成快速洗" sets the machine's program select; "start the washer on quick
        # wash" starts the machine itself.
        starting = {a for _, a in self.actions} & {"turn_on", "start"}
        members = {
            m: said
            for e in ([] if starting else named)
            for m, said in self.ctx.members.get(e, {}).items()
        }
        parts = self.ctx.home.parts_of(named) | members.keys()
        params = read_params(
            [self.part.items[i] for i in self.body],
            self.target_domains or implied or (set(self.prior) if self._continues() else set()),
            acting=bool(self.actions or self.particles),
            louder=louder,
            directions=self.ctx.lexicon.directions,
            named=[*named, *parts],
            speed_ends=self.ctx.speed_ends,
            heated=_heated_rooms(self.hits.values(), self.ctx),
        )
        params.used = {self.body[i] for i in params.used}
        self.issues.extend(params.issues)
        self.params = params
        if params.option_of in parts and params.option_of not in named:
            # "净化器切到睡眠模式": the value is listed by the device's mode select, not by the
            # purifier itself; the command is that part's.
            self.name, domain = members.get(params.option_of) or self.ctx.home.part_named(
                params.option_of
            )
            self.name_domains = self.target_domains = {domain}
            self.type_ref = self.kind_hit = None

    # -- 5e. the action ---------------------------------------------------------------

    def _swing(self, action: str | None) -> str | None:
        """ "把扫风打开", "turn the swing off": the setting switched, not the device (a fan
        oscillates). Said with no value and no switching verb ("让风扇摇头", "make the fan
        oscillate", "make it swing") it is switched on; the device referred to takes it as
        its own (a fan oscillates: changes.the_value_it_lists)."""
        if "swing_mode" not in self.params.attributes:
            return action
        if (
            action in (None, "set", "start")
            and (self.target_domains or self.reference)
            and not {"swing_mode", "oscillating"} & set(self.params.values)
        ):
            action = "turn_on"
        if action == "stop":
            action = "turn_off"  # "stop the fan swinging": its swing is switched off
        if action in ("turn_on", "turn_off"):
            on = action == "turn_on"
            # a device named by its brand holds a fan and its parts (switches, sensors): of
            # those only the fan swings
            if "fan" in self.target_domains and "climate" not in self.target_domains:
                self.params.values.setdefault("oscillating", on)
            else:
                self.params.values.setdefault("swing_mode", "on" if on else "off")
        return action

    def _gone(self, action: str | None) -> str | None:
        """ "up" / "down" said right after a covering with no verb and no setting
        (:func:`.kind_verbs.as_the_cover_goes`)."""
        if self.params.values:
            return action
        device = self.type_index if self.type_index is not None else self.name_index
        return as_the_cover_goes(action, _words_after(self.part, device), self.target_domains)

    def _action(self) -> None:
        # A word read as a setting's value is no action ("吸力调成安静": 安静 is no mute).
        self.actions = [
            (h, a)
            for h, a in self.actions
            if not (h.has(Kind.OPTION) and self.part.items.index(h) in self.params.used)
        ]
        action = _action_said(_fitting(self.actions, self.name_domains), self.particles)
        verb = next((h.key for h, a in self.actions if a == action), None)
        action = as_the_kind_extends(
            action, _word_after(self.part, self.type_index), self.type_ref, verb
        )
        action = as_the_kind_moves(action, verb, self.target_domains)
        action = self._gone(action)
        self.asked = self.query
        action, self.query = _question_action(
            action, self.query, self.hits, self.params, self.type_ref
        )
        action = self._unasked(action)
        action = self._swing(action)
        action = _away_mode(
            action, self.params, self.part.items, self.target_domains, self.ctx.lexicon.away_mode
        )
        _schedule_of_climate(self.params, self.part.items, self.target_domains)
        action = _music_sounded(self, _siren_sounded(self, action))
        action = _undone(action, self.actions, self.part.items, self.ctx.lexicon.negations)
        if not self.query and action in _VAGUE_ACTIONS:
            action = _action_from_settings(action, self.params, self.target_domains)
            if self.params.fully is not None and action in _VAGUE_ACTIONS | {"position"}:
                action = "open" if self.params.fully == "max" else "close"
        kinds = self.name_domains or {self.type_ref[0] if self.type_ref else ""}
        if self.query and _bid_to_sound(self.actions) and kinds <= {"vacuum"}:
            action, self.query = "locate", False  # "can you find the vacuum?": it beeps
        if action == "stop" and not kinds & _STOPPABLE and not self.reference:
            action = "pause"  # "停止" with no device: the music (Home Assistant's reading)
        self.action = action
        if action == "play":
            self._play()
        # Action as the targeted kind of device takes it (a lock opens by unlocking).
        self.action = _refine_action(
            self.action, self.name_domains or ({self.type_ref[0]} if self.type_ref else set())
        )
        if self.action in _SAID_VALUE:  # not a siren silenced, which is turned off
            self.params.values.setdefault(*_SAID_VALUE[self.action])

    def _unasked(self, action: str | None) -> str | None:
        """ "and the far one?": a word of a name before "one" or after "and" and a question mark
        alone is the previous request (a question or an action) carried to it, no question."""
        if self.query and self.type_ref is None and _device_asked_bare(self):
            self.query = False
            return None
        return action

    def _play(self) -> None:
        """ "play X on <speaker> in <room>": what to play, and on which player."""
        name, played, in_title = _play(self.part, self.body, self.ctx)
        # "小黑播放", "音箱放首歌": a player named before the play word is the target.
        self.name = name or (self.name if "media_player" in self.name_domains else None)
        name = self.name
        self.name_domains = self.ctx.home.domains_named(phrase_key(name)) if name else set()
        for key, index in list(self.params.evidence.items()):
            if index in in_title:  # "play Blue Train": the title's words set nothing
                self.params.values.pop(key, None)
                del self.params.evidence[key]
        self.params.values.update(played)
        type_ref = self.type_ref
        kept_class = type_ref[1] if type_ref and type_ref[0] == "media_player" else None
        self.type_ref = ("media_player", kept_class)  # device words in the title are not the target
        self.include = _rooms(w for i, w in self.included.items() if i not in in_title)
        self.reference = False

    # -- 5e'. complaints, wishes and relative changes ----------------------------------

    def _wishes(self) -> None:
        """ "这里太暗了", "warmer", "声音小一些": the effect asked for, and its step."""
        if self.asked:
            return
        effects = self.ctx.lexicon.effects
        items = self.part.items
        adjustable = _adjustable(self)
        room = bool(self.include) or self.here
        keys = {h.key for h in self.hits.values()}
        domains, said = self.target_domains, self.part.said
        wish = read_feeling(items, self.body, effects, self.name_index, domains, room, said)
        wish, adjustable = turned_for_feeling(wish, adjustable, self._bare_turn(keys))
        if wish is not None and not self._fits(wish, adjustable):
            wish = None
        if wish is not None and wish.complaint and any(k in self.params.values for k in _STEPS):
            wish = None  # "好热，调低两度": the change said is what to do
        if wish is None and adjustable:
            wish = read_direction(
                items,
                self.body,
                self.params.used,
                self.target_domains,
                self.ctx.lexicon.directions,
                turned=bool(keys & {"turn", "bring", "put"}),
            )
        if wish is None:
            wish = self._moved_a_little()
        if wish is not None:
            self.wish = wish
            self.query = False  # "温度太低了" is no bare mention of the temperature
            self.action = wish.action
            self.params.used.add(wish.index)
            if wish.domain and _kind_of_wish(self, wish):
                self.type_ref = (wish.domain, wish.device_class)
            for key, value in wish.params.items():
                self._add_step(key, value)
        self._action_of_step(adjustable)
        self.action = _pushed(self) or _white_of_warmth(self.action, self.target_domains)
        absolute, setting = _VALUE_OVER_DIRECTION.get(self.action or "", ("", None))
        if setting is not None and absolute in self.params.values:
            self.action = setting
            return
        for key, value in default_step(self.action, effects).items():
            self._add_step(key, value)
        _halve_for_a_touch(self.params, self.part.items, self.ctx.lexicon.a_touch)

    def _bare_turn(self, keys: set[str]) -> str | None:
        """The way "turn it up/down" goes when neither the volume nor a device is named."""
        return bare_turn(keys, "volume" in self.params.said or self.name is not None)

    def _moved_a_little(self) -> Wish | None:
        """ "把卷帘往下拉一些", "close the shades a touch": a cover opened or closed by a bit
        is a change of its position, not all the way ("再关一点": 关 closes a cover too)."""
        if self.action not in ("open", "close", "turn_on", "turn_off") or not self.actions:
            return None
        if not self.target_domains or not self.target_domains <= {"cover", "valve"}:
            return None
        items = self.part.items
        words = {
            item.key
            for n, item in enumerate(items)
            if not (item.key in _PLURAL_ARTICLES and _names_a_device(items[n + 1 : n + 2]))
        }
        if not words & (self.ctx.lexicon.a_bit | CONTINUING):
            return None
        hit = self.actions[0][0]
        said = "position_up" if self.action in ("open", "turn_on") else "position_down"
        return Wish(action=said, index=self.part.items.index(hit), word=hit.key)

    def _fits(self, wish: Wish, adjustable: bool) -> bool:
        """Whether a feeling word is what the command asks for: no other action was said and
        the device named (if any) is of the kind the effect acts on."""
        if not (adjustable or self.action == wish.action):
            return False
        return not self.target_domains or wish.domain in self.target_domains

    def _add_step(self, key: str, value: float | str) -> None:
        values = self.params.values
        if key not in values and _ABSOLUTE_OF_STEP.get(key) not in values:
            values[key] = value

    def _action_of_step(self, adjustable: bool) -> None:
        """ "亮度调高20%": a step said with a number makes the action a direction ("raise it
        a degree" warms, it opens nothing)."""
        moved = self.action in ("open", "close")
        if not (
            adjustable or moved or self.action in ("brighten", "dim", "volume_up", "volume_down")
        ):
            return
        for key, value in self.params.values.items():
            setting = _SETTING_OF_STEP.get(key)
            if (
                setting is None
                or not isinstance(value, (int, float))
                or (moved and setting == "position")
            ):
                continue
            directed = DIRECTED.get((setting or "", "up" if value > 0 else "down"))
            if directed is not None and not key.startswith("volume"):
                self.action = directed
                return
        for setting, direction in self.params.notches.items():
            self.action = DIRECTED.get((setting, direction), self.action)

    # -- 5f. the type the action or the settings imply --------------------------------

    def _continues(self) -> bool:
        """Whether the command goes on about the previous command's device ("…，温度调到55",
        "…and set it to 26"): one came before and nothing else is named."""
        named = self.name is not None or self.type_ref is not None or self.include
        return bool(self.prior) and not named

    def _implied_type(self) -> None:
        implied = _implied_domain(self.action, self.params, self.hits)
        implied = implied or _asked_by_verb(self.action, self.actions)
        if implied is not None and _verb_said_as_type(
            self.part, self.body, self.type_index, self.type_ref, self.name, implied
        ):
            self.type_ref = self.type_index = None  # "switch the den over to cooling": a verb
        if self.type_ref is not None or implied is None or self._continues():
            return
        bare_number = not self.params.said and set(self.params.values) == {"brightness_pct"}
        if self.reference and (implied == "media_player" or bare_number):
            # "stop it", "set it to 22": the device just mentioned, whatever its kind; a verb of
            # playback (said of vacuums and covers too) or a bare number is no media player or
            # light.
            return
        if _shared_setting(self) and self.name is None and not self.include:
            return  # the device of the room, or the one just mentioned, that has the setting
        if self.action == "query_temperature" and self._room_thermometer():
            self.type_ref = ("sensor", "temperature")
            return
        if not self.name_domains or implied in self.name_domains:
            self.type_ref = (implied, None)
            verbs = {_ACTION_DOMAIN.get(a) for _, a in self.actions}
            self.implied = implied not in verbs  # by the settings, not by a verb ("press")
        else:
            said = self.ctx.lexicon.phrase(self.action or "", self.ctx.language)
            self.issues.append(f"'{said}' does not fit '{self.name}'; type left open")


class _FollowUps(_State):
    """Stage 5g: a follow-up or a complaint that names nothing continues the conversation or
    is about the room."""

    __slots__ = ()

    # -- 5g. a follow-up: nothing said what the command is about ----------------------

    def _follow_up(self) -> None:
        """ "再暗一些", "关了吧", "a bit more": the previous command's target, never a set."""
        if self._room_feeling():
            return
        named = (
            self.query
            or self.reference
            or self.name is not None
            or self.guessed is not None
            or self.include
            or self.exclude
            or (self.said_all and not self._together())
            or self.type_index is not None
            or self.conditions
            or any(h.has(Kind.ACTION_TYPE) for h in self.hits.values())
        )
        self._here_as_the_room()
        if self._another_room():
            return
        if named:
            _the_kind_just_changed(self)
            return
        set_only = self.params.said or (
            any(key not in _ABSOLUTE_OF_STEP for key in self.params.values)
            and not self.params.defaulted
        )
        if set_only:
            # "调到25度", "亮度五十": a setting with no device is for the device just
            # mentioned when it takes it, else (the type it implies) for the room's.
            self.reference = True
            # Every one of the room's when nothing was mentioned, as Home Assistant reads it;
            # a thermostat's temperature is one device's (asked for when several fit).
            self.plural_reference = self.action not in _SINGLE_TARGET_ACTIONS
            self.issues.append("no device said: the setting's device just mentioned, or the room's")
            return
        if self.here:
            return  # "这里的关掉": the satellite's room
        continuing = self._continuing()
        if self.action in _FOLLOW_UP_ACTIONS or (self.action is None and continuing):
            self.reference = True
            self.follow_up = True
            if self.params.defaulted:
                # "调到最大" after the purifier: its setting, whatever it is; no light implied.
                self.type_ref, self.action = None, "set"
            # "都关了": one reference to what was said, however many that was; with nothing said
            # before it must not become every device of the home. "both" says two: the devices
            # of the last two turns when the last named one ("the left lamp" → "and the
            # right one" → "turn both off").
            self.plural_reference = any(h.key in _BOTH for h in self.hits.values())
            self.issues.append("no device said: continues the previous command's target")

    def _way(self) -> str | None:
        """Which way a command that refers back and names nothing asks to change something
        ("再小一点", "a bit less", "低一点", "turn it up"), when it sets no value: the previous
        command's setting is changed that way (``Command.direction``)."""
        if not self.reference or self.name is not None:
            return None
        return self._said_way()

    def _said_way(self) -> str | None:
        """Which way the command says to change something, when it sets no value."""
        if self.params.said:
            return None
        if any(not key.endswith(("_step", "_step_pct")) for key in self.params.values):
            return None
        wished = direction_of_action(self.wish.action) if self.wish is not None else None
        lexicon = self.ctx.lexicon
        return wished or said_direction(
            self.part.items, self.body, lexicon.directions, self.action, lexicon.a_bit
        )

    def _continuing(self) -> bool:
        """Whether a word continues the previous request ("再", "a bit more", a bare "低一点"); "再调小点", a
        direction said again with no setting, is then the previous change again (its action
        and setting), not a bare "set"."""
        continuing = any(
            h.key in CONTINUING or h.key in _TO_THE_END or h.has(Kind.UNDO)
            for h in self.hits.values()
        )
        only_a_way = all(h.has(Kind.RELATIVE) for h, _ in self.actions)
        if continuing and self.action == "set" and not self.params.values and only_a_way:
            self.action, self.actions = None, []
        # "低一点", "a bit less": only which way, nothing of what; the previous command's
        return continuing or (self.action is None and self._said_way() is not None)

    def _own_setting(self) -> None:
        """ "set it to 22" after the AC, "25 please": a number with no setting word for the
        device just mentioned is that device's own setting (a temperature for an AC, a
        brightness for a lamp), which the engine reads off the device (catalog.LEVEL). A
        light the number alone implied is no device said ("40 please"). So is a number said
        to a word no name of the home holds and the parser knows no kind for ("set the ecobee
        to 70", a brand only the device's name carries): the device retrieval finds by the
        word takes it as its own setting, not as a light's brightness."""
        by_verb = all(action == "set" for _, action in self.actions)  # "make that 60 percent"
        by_number = self.implied and self.type_ref == ("light", None) and by_verb
        by_portion = by_verb and self._portion_alone()
        unplaced = self.guessed is not None and self.name is None and self.type_ref is None
        if not (self.reference or unplaced) or self.name:
            return
        if self.type_ref is not None and not (by_number or by_portion):
            return
        said = "position" if by_portion else "brightness_pct"
        if self.params.said or self.params.defaulted or set(self.params.values) != {said}:
            return  # "调到最大" stays the generic top of any share
        if by_number or by_portion:
            self.type_ref, self.implied = None, False
        self.params.values = {LEVEL: self.params.values[said]}
        if self.action in (None, "brightness") or by_portion:
            self.action = "set"
        self.issues.append("a number for the device just mentioned or guessed: its own setting")

    def _portion_said(self, field: str | None = None) -> bool:
        """Whether a setting's value (``field``'s, else any) came from a portion word ("half",
        "a third")."""
        items, evidence = self.part.items, self.params.evidence
        indices = evidence.values() if field is None else [evidence.get(field, len(items))]
        return any(
            i < len(items) and isinstance(item := items[i], Hit) and item.has(Kind.HALF)
            for i in indices
        )

    def _portion_alone(self) -> bool:
        """ "halfway", "a third", "by half" with no setting word and no verb of a cover: the
        portion word alone implied a cover's position (params.py), but said after the fan or a
        lamp it is that device's own setting, as a bare number is."""
        return self.implied and self.type_ref == ("cover", None) and self._portion_said("position")

    def _here_as_the_room(self) -> None:
        """ "and out here", "same again down here", "now in here as well" said to a satellite:
        "here" with no device is a room like any other (the satellite's: the scope reads the
        word :data:`.ir.HERE` as its area), so the kinds just mentioned are carried over to it
        as to a room named; "here" with a device ("turn on the lamp in here") stays a plain
        scope of that device."""
        if not self.here or self.include or self.name is not None or self.guessed is not None:
            return
        if self.type_index is not None or self.type_ref is not None or self.params.values:
            return
        self.include = [HERE]
        self.here = False

    def _another_room(self) -> bool:
        """ "卧室的也关了", "the kitchen too": a room with no device carries the kinds of device
        just mentioned over to it (never every device of the room)."""
        if not self.include or self.name is not None or self.guessed is not None:
            return False
        if self.query and not self._asked_again():
            return False
        also = any(h.has(Kind.ALSO) for h in self.hits.values())
        if self.type_index is None and also and self.params.values and self.implied:
            # "卧室那边也设成二十一度" after the floor heating: the setting is said again for the
            # kind just mentioned, not for whatever kind the setting implies (an AC, a light).
            self.type_ref = None
        if self.type_index is not None or (self.params.values and not also):
            return False
        if self.type_ref is not None:
            return False  # "客厅的暂停播放": the verb implies its device
        first = next((i for i in self.part.items if not _is_filler(i)), None)  # "oh and the …"
        joined = isinstance(first, Hit) and first.has(Kind.SEPARATOR)  # "and the study", "还有书房"
        if not (also or joined or self.query or self._room_of_what()):
            return False
        self.reference = self.plural_reference = True
        self.issues.append("a room and no device: the kinds just mentioned, in that room")
        return True

    def _also_said(self) -> str | None:
        """The word that carries the previous request over to the device named ("还有筒灯",
        "the downlight too", "and the lamp", "我是说厨房那边的灯"), when no action is said."""
        if self.action is not None or self.reference:
            return None
        also = next((h.key for h in self.hits.values() if h.has(Kind.ALSO)), None)
        first = self.part.items[0] if self.part.items else None
        if also is None and isinstance(first, Hit) and first.has(Kind.SEPARATOR):
            also = first.key  # "and the downlight", "还有筒灯"
        return also

    def _still(self) -> bool:
        """Whether a complaint says the state persists ("还是太亮", "仍然很冷"): after a change,
        about the device just changed."""
        said = "".join(item.key for item in self.part.items)
        return any(word in said for word in _STILL)

    def _asked_again(self) -> bool:
        """ "那次卧的呢", "and the study?": a room and the particle 呢 or a question mark alone
        ask the previous question of that room (no other question word, no device)."""
        asked = [h.key for h in self.hits.values() if h.has(Kind.QUERY)]
        if not asked and self.asked:
            return not _room_itself_asked(self.hits.values(), self.ctx.language)
        return asked == ["呢"] and self.part.items[-1].key == "呢"

    def _room_of_what(self) -> bool:
        """ "卧室的关了": a room's "的" followed by the action leaves the device unsaid (a room's
        "的" alone answers a question; one before other words names something of the room)."""
        items = self.part.items
        for i in self.included:
            following = items[i + 1] if i + 1 < len(items) else None
            after = items[i + 2] if i + 2 < len(items) else None
            if (
                following is not None
                and following.key == "的"
                and isinstance(after, Hit)
                and after.has(Kind.ACTION)
            ):
                return True
        return False

    def _together(self) -> bool:
        """ "都关了": the only set word is an adverb that gathers what was just said."""
        said = [h.key for h in self.hits.values() if h.first(Kind.QUANTIFIER) == "all"]
        return bool(said) and all(key in self.ctx.lexicon.together for key in said)

    def _room_feeling(self) -> bool:
        """A complaint or wish that names no device, type or room is about the room: the
        satellite's, or the one asked for ("好暗啊", "it's cold"). A wish also continues the
        device just adjusted, when there is one ("暖和一点", "make it a little cooler")."""
        wish = self.wish
        if wish is None or not wish.domain or self.query:
            return False
        if self._portion_said():
            return False  # "half as loud": a portion of a setting is a device's, no feeling
        if _the_kind_just_changed(self):
            return True
        if (
            self.name is not None
            or self.guessed is not None
            or self.include
            or self.exclude
            or (self.said_all and not self._together())
            or self.type_index is not None
        ):
            return False
        if wish.complaint and self.plural_reference:
            return True  # "way too dark, brighten them": the lights just mentioned
        self.area_wide = True
        if wish.complaint and self._still():
            self.reference = self.follow_up = True  # "还是太亮了": the device just adjusted
        elif (
            wish.complaint
            and not _pronoun_after_a_verb(self.hits, self.actions)
            and not _step_after(self.part.items, wish.index, self.ctx.lexicon.a_bit)
        ):
            self.reference = self.plural_reference = False  # "it's dark": no device meant
        elif not (self.reference or self.here):  # said with "here": the satellite's room
            self.reference = self.follow_up = True
        return True


def _step_after(items: Sequence[Item], complaint: int, a_bit: frozenset[str]) -> bool:
    """Whether a step is asked in a clause after the complaint ("太亮了，调暗点", "好晃眼，暗
    一些"): a verb, or a feeling with a degree after it (a word of the lexicon's ``a_bit``). Such
    a step continues the devices just changed, as the step said alone does, where the complaint
    alone is about the room."""
    after = [i for i, item in enumerate(items) if i > complaint and item.key in _CLAUSE_ENDS]
    if not after:
        return False
    rest = items[after[0] + 1 :]
    for at, item in enumerate(rest):
        if isinstance(item, Hit) and item.has(Kind.ACTION):
            return True
        following = rest[at + 1].key if at + 1 < len(rest) else ""
        if isinstance(item, Hit) and item.has(Kind.FEELING) and following in a_bit:
            return True
    return False


class _Reader(_Targets, _Changes, _FollowUps):
    """The stages of reading one part, in order (see the module docstring)."""

    __slots__ = ()

    def read(self) -> Reading:
        """Run the stages (see the module docstring) and build the command."""
        _demote_names(self.part, self.ctx, self.asked, self.issues)
        self._set_conditions_aside()
        self._question_or_command()
        self._rooms()
        self._device_type()
        self._references()
        self._button_of_verb()
        self._settings()
        self._action()
        self._wishes()
        self._implied_type()
        self._activity()
        self._guess_name()
        self._follow_up()
        self._own_setting()
        return self._command()

    # -- 5h. an activity: what the user is about to do --------------------------------

    def _activity(self) -> None:
        """ "晚上想读读书", "I'm off to sleep", "开饭咯": the home's scene, script or button for
        what the user is about to do, when nothing else is named or set ("返屋企" is a vacuum's
        verb too: with no device it is the speaker's)."""
        if _mode_of_a_scene(self) or any(a in ARMING_ACTIONS for _, a in self.actions):
            return  # "回家撤防": the mode of the alarm said, which no scene takes
        hit = next((h for h in self.hits.values() if h.has(Kind.ACTIVITY)), None)
        if hit is None or self.query or self.name is not None or self.params.values or self.wish:
            return
        if self.type_index is not None and (self.type_ref or ("person",))[0] != "person":
            return  # "dinner's ready, everyone": people are no device
        if self.action not in (None, "turn_on", "start", "activate") and not hit.has(Kind.ACTION):
            return
        runnables = self.ctx.home.runnables.get(hit.first(Kind.ACTIVITY) or "", [])
        runnable = _runnable_said(self.part, hit, runnables, _rooms_said(self.hits, self.included))
        if runnable is None:
            return
        self.activity = hit
        self.name, self.name_domains = runnable.name, {runnable.domain}
        self.type_ref, self.type_index = (runnable.domain, None), None
        self.include = []  # "给花园浇水": where it happens, not where the script is
        self.action = _run_by(runnable.domain, _ended(self.part.items, hit))
        self.issues.append(f"'{hit.key}' read as running '{runnable.name}'")

    def _context_only(self) -> bool:
        """Whether the part only says why ("出门了，…", "the wifi is slow again, …"): an
        activity or unknown words, and no action word of its own."""
        if self.actions or self.query or self.reference or self.params.values or self.wish:
            return False
        activity = any(h.has(Kind.ACTIVITY) for h in self.hits.values())
        grounded = self.name is not None or self.type_index is not None or _a_place_said(self)
        return activity and not self.particles or not (grounded or self.said_short)

    # -- 6. a name the home does not know ---------------------------------------------

    def _item(self) -> None:
        """ "put buy bread on the shopping list", "把牛奶加到购物清单": what to add is the
        words between the verb and the list (or before the verb)."""
        if self.action not in ("add_item", "complete_item") or "item" in self.params.values:
            return
        order = list(self.body)
        verb = next((n for n, i in enumerate(order) if says(self.part.items[i], Kind.ACTION)), None)
        target = self.name_index if self.name_index is not None else self.type_index
        if verb is None or target is None or target not in order:
            return
        end = order.index(target)
        span = order[verb + 1 : end] if verb < end else []
        if not _trim(self.part, span):
            span = [i for i in order[:verb] if i != target]
        span = _trim(self.part, span)
        pieces = [p for i in span for p in _pieces_of(self.part, i)]
        if pieces:
            self.params.values["item"] = self.ctx.words(pieces)

    def _guess_name(self) -> None:
        self._item()
        if self.name is not None or self.reference or _complained(self.wish):
            return
        thing = self.felt and self.type_index is None
        leftover = _leftover(self.part, self.body, self.params.used, self.ctx, self.query)
        if self._asks_no_name(thing) and not _of_a_device(leftover, self.ctx, self.query):
            return
        if leftover is None or not (_after_an_article(leftover) or not thing):
            return  # "is it warm enough": no thing said
        if _of_the_speaker(self, leftover) or _left_by_someone(leftover):
            return  # "…，我耳朵不灵": the speaker's reason; "who left …": a verb, no device
        if self.action in ("add_item", "complete_item"):
            self.params.values.setdefault("item", leftover.text)
        elif _owner_of_device(leftover) and not self.include:
            # "打开车棚的灯": a word before "的" and a device word is where the device is; a room
            # the home lacks, which retrieval says it has not found.
            self.include = [leftover.text]
            self.issues.append(f"'{leftover.text}' read as a room the home does not have")
        elif _names_a_guess(self, leftover):
            guessed = _guessed_name(self.part, leftover, self.type_index)
            if guessed is None:
                self.issues.append(f"'{leftover.text}' is no name: not in the device's words")
                return
            self.guessed, self.said_short = guessed, _said_short(leftover, self.ctx, self.query)
            if self.implied or thing:
                self.type_ref = None  # "fridge to 5 degrees": the name decides what it is
            self.issues.append(
                f"name_hint '{guessed}' is no name of this home (guessed from the words left over)"
            )

    # -- 7. quantifier, confidence, the command ---------------------------------------

    def _quantifier(self, name_hint: str | None, type_hint: str | None) -> Quantifier:
        said = self._quantifier_said()
        if said is not None:
            return said
        type_hit = self.part.items[self.type_index] if self.type_index is not None else None
        plural_type = isinstance(type_hit, Hit) and self.part.plural(type_hit)
        if self.kind_hit is not None and self.name is None:
            # A kind of device is one device unless a set is said or asked ("所有台灯",
            # "which lamps", "the spotlights").
            many = self.said_all or self.asked_all or plural_type
            return "all" if many else ("any" if self.any_cue else "one")
        if name_hint is not None:
            # A named device is one, unless a set is said ("所有老伙计"); "which" makes no set.
            return "all" if self.said_all else ("any" if self.any_cue else "one")
        everywhere = self.said_all or EVERYWHERE in self.include  # "每个房间": every one
        if self.action in _SINGLE_TARGET_ACTIONS and not everywhere:
            return "one"
        return self._quantifier_of_type(type_hit, type_hint, plural_type)

    def _quantifier_of_type(
        self, type_hit: Item | None, type_hint: str | None, plural_type: bool
    ) -> Quantifier:
        """A type of device said without a name: a set, one of it, or any."""
        if self.said_all or self.asked_all or plural_type:
            return "all"
        if _unguarding(self):
            return "one"
        if self.any_cue:
            return "any"
        if isinstance(type_hit, Hit) and not self.include and self._english_singular(type_hit):
            # "turn on the lamp": the satellite's room's lamps, as Home Assistant reads it;
            # without a satellite one device, and retrieval asks which (or which room).
            self.area_wide = True
            return "one"
        if not self.include and _one_of_no_room(self, type_hint):
            return "one"
        if type_hint not in (None, UNKNOWN_TYPE) or self.include:
            return "all"  # a kind of device, or a room, with no name: every one of them
        return "one"

    def _english_singular(self, hit: Hit) -> bool:
        """ "the lamp", "the TV", "fan at speed 4" (clipped speech drops the article, not the
        value): an English type word in the singular after an article, or first with a value.
        Home Assistant's sentences say the plural for a set ("the lights"); Chinese has none."""
        pieces = self.part.pieces
        last = pieces[hit.end - 1]
        if last.kind != "word" or last.plural:
            return False
        first = hit.start == 0 and bool(self.params.values) and not hit.has(Kind.ACTION)
        before = [p.key for p in pieces[max(0, hit.start - 3) : hit.start]]
        # "some of the curtain", "all of the light": a share of a set, not one device.
        return first or any(
            key in _SINGULAR_ARTICLES and "of" not in before[:at]
            for at, key in enumerate(before)
            if at >= len(before) - 2
        )

    def _quantifier_said(self) -> Quantifier | None:
        """The quantifier an exclusion, a complaint about the room or a reference decides."""
        if self.exclusion:
            return "except"
        if self.area_wide:
            return "one"  # the satellite's room when there is one, else the room is asked for
        if self.reference:
            return "all" if self.plural_reference else "one"
        return None

    def _target(self, name_hint: str | None) -> bool:
        """Whether the command says what it is about ("全部关掉" is about every device)."""
        said = bool(name_hint or self.type_ref or self.include or self.reference or self.here)
        if self.said_all and not self.query and self.action is not None and not said:
            self.include = [EVERYWHERE]
            said = True
        return said or bool(self.exclude)

    def _evidence(self, type_hint: str | None) -> dict[str, str]:
        """Which words produced each field of the command."""
        said: dict[str, str] = {}
        items = self.part.items
        if also := self._also_said():
            said[ALSO] = also
        undo = next((h.key for h in self.hits.values() if h.has(Kind.UNDO)), None)
        if undo is not None and self.action is None:
            said[UNDO] = undo  # "undo it", "改回来": the opposite of the last command
        if self.wish is not None:
            said["action"] = self.wish.word
        elif self.actions:
            said["action"] = self.actions[0][0].key
        elif self.particles:
            said["action"] = self.particles[0]
        if self.name_hit is not None:
            said["name_hint"] = self.name_hit.key
        elif self.activity is not None:
            said["name_hint"] = self.activity.key
        elif self.kind_hit is not None:
            said["name_hint"] = self.kind_hit.key
        if self.type_index is not None:
            said["type_hint"] = items[self.type_index].key
        elif type_hint and self.wish is not None and self.wish.domain == type_hint:
            said["type_hint"] = self.wish.word
        if self.include:
            said["scope_include"] = ", ".join(self.include)
        if self.reference:
            refs = [
                h.key
                for h in self.hits.values()
                if h.has(Kind.REFERENCE) or (self.plural_reference and h.key in _BOTH)
            ]
            said["references"] = refs[0] if refs else IMPLIED_REFERENCE
        for key, index in self.params.evidence.items():
            said[f"params.{key}"] = items[self.body[index]].key if index < len(self.body) else ""
        said.update(_moved_how_far(self))
        return said

    def _sureness(self, heard: bool) -> float:
        """The most a reading may be trusted: a complaint is read, not heard; a follow-up, an
        activity and misheard words are inferred."""
        caps = [1.0]
        if self.wish is not None and self.wish.complaint and self.wish.domain:
            caps.append(0.7)  # a setting said too high or low ("音量太大") is read as sure
        if self.follow_up:
            caps.append(0.75)
        if self.activity is not None or heard:
            caps.append(0.7)
        return min(caps)

    def _command(self) -> Reading:
        self._room_to_clean()
        kind = _kind_said(self.part, self.kind_hit)
        name_hint = self.name or _kind_or_its_phrase(kind, self.guessed)
        type_hint, device_class = self.type_ref if self.type_ref is not None else (None, None)
        if self.type_ref is None and name_hint is not None:
            type_hint = UNKNOWN_TYPE
        quantifier = self._quantifier(name_hint, type_hint)
        action = self.action
        target = self._target(name_hint)
        if action is None and not target and not self.conditions:
            self.issues.append("no action and no target recognised")
        if self.query and not target:
            # A question about nothing this parser knows ("今天晚饭吃什么"): unparsed.
            self.issues.append("a question without a device, room or reference")
            action, type_hint = None, UNKNOWN_TYPE
        heard = [h for h in self.hits.values() if h.has(Kind.HEARD)]
        for hit in heard:
            self.issues.append(f"heard '{hit.first(Kind.HEARD)}' as '{hit.key}'")
        confidence = _confidence(
            action=action is not None,
            target=target,
            name_from_home=self.name is not None,
            guessed=self.guessed is not None,
            type_said=self.type_index is not None or self.name is not None or self.reference,
            issues=len(self.issues),
        )
        confidence = min(confidence, self._sureness(bool(heard)))
        command = Command(
            action=self.ctx.lexicon.phrase(action, self.ctx.language) if action else None,
            name_hint=name_hint,
            type_hint=type_hint,
            device_class=device_class,
            quantifier=quantifier,
            scope_include=tuple(self.include),
            scope_exclude=tuple(self.exclude),
            references=(LAST_MENTIONED,) if self.reference else (),
            conditions=self.conditions,
            params=self.params.values,
            confidence=confidence,
            raw=self.raw,
            issues=tuple(self.issues),
            evidence=self._evidence(type_hint),
            resolved_services=self.ctx.lexicon.services.get(action or "", frozenset()),
            area_wide=self.area_wide,
            other=self.reference and self._other_said(),
            direction=self._way(),
        )
        domains = self.name_domains or (
            {type_hint} if type_hint and type_hint != UNKNOWN_TYPE else set()
        )
        return Reading(
            command=command,
            action_id=action,
            has_target=target and not self.follow_up,
            domains=frozenset(domains),
            context_only=self._context_only(),
        )


def _a_place_said(reader: _State) -> bool:
    """Whether the part names a room as a place: "off to have a bath, …" says why, the room word
    after "a" or "take" (the lexicon's ``activity_leads``) being what the speaker will do, so the
    part grounds nothing."""
    items, leads = reader.part.items, reader.ctx.lexicon.activity_leads
    return any(i == 0 or items[i - 1].key not in leads for i in reader.included)


def _names_a_guess(reader: _State, leftover: _Leftover) -> bool:
    """Whether the words left over are a guess at a name: said with an action, a room, a kind,
    "one" ("the desk one as well": a word of its name), as a noun phrase of words of the home's
    names, or before a reading with no verb ("cistern level", "pump status": a reading asked of
    the device the words name)."""
    return (
        reader.action is not None
        or bool(reader.include)
        or bool(reader.exclude)
        or reader.type_ref is not None
        or _one_said(reader.hits)
        or _said_short(leftover, reader.ctx, reader.query)
        or _before_a_reading(reader, leftover)
    )


_READING_WORDS: Final = frozenset({"level", "status", "percentage", "reading"})
"""Words of a reading said after a device with no verb ("cistern level", "pump status")."""


def _before_a_reading(reader: _State, leftover: _Leftover) -> bool:
    """Whether a request with no verb is the words left over and then a reading or a state:
    "cistern level", "solar battery percentage"."""
    if (
        reader.action is not None
        or leftover.preceding
        and not all(_is_filler(i) for i in leftover.preceding)
    ):
        return False
    following = [
        i
        for i in leftover.following
        if not _is_filler(i) or isinstance(i, Hit) and i.key in _READING_WORDS
    ]
    return bool(following) and all(
        isinstance(i, Hit) and (i.has(Kind.STATE) or i.key in _READING_WORDS) for i in following
    )


# Degree words of a complaint said as a question ("怎么这么热呢", "咋那么吵呢").
_SO: Final = ("这么", "那么")


def rhetorical(hits: Iterable[Hit]) -> bool:
    """Whether a Chinese question is a complaint: 呢 is its only question word and a degree
    word (这么, 那么) says how much: it wants the state changed, not told."""
    hits = list(hits)
    asked = {h.key for h in hits if h.has(Kind.QUERY) or h.has(Kind.QUERY_FINAL)}
    return asked == {"呢"} and any(so in h.key for h in hits for so in _SO)


def _the_kind_just_changed(reader: _State) -> bool:
    """ "灯光太亮了" / "the lamps down a notch" after every light of a room was changed: a
    complaint of a kind, or a step of a setting, said of the kind of device only (no name, room,
    set or "here") is about the devices just changed, all of them, as "还是太亮" is. Retrieval
    keeps the kind's own reading when nothing of that kind was just changed."""
    if reader.type_index is None or reader.type_ref is None or reader.query or reader.reference:
        return False
    if reader.name is not None or reader.guessed is not None or reader.include or reader.exclude:
        return False
    if reader.said_all or reader.here or reader.conditions:
        return False
    if (
        reader.ctx.language != ZH
        and not reader.part.pieces[reader.part.items[reader.type_index].end - 1].plural
    ):
        return False  # "turn the lamp down": one lamp, asked for when several fit (no set)
    if any(ch.isalnum() for ch in reader.ctx.prepared[: reader.part.pieces[0].start]):
        return False  # "mute the radio, lamps down": a part after another is the request's
    wish = reader.wish
    if wish is not None and wish.complaint:
        if wish.domain != reader.type_ref[0]:
            return False
    elif reader.action not in _STEP_ACTIONS:
        return False
    reader.reference = reader.follow_up = True
    # Every device of the kind just changed; a Chinese kind narrower than its domain (台灯,
    # not 灯) or one kept one per room (空调) is one device, asked for when several fit, as
    # the kind said with a verb is.
    one_kind = reader.ctx.language == ZH and reader.kind_hit is not None  # "台灯", not "灯"
    reader.plural_reference = not (one_kind or _one_per_room_said(reader))
    return True


def _kind_of_wish(reader: _State, wish: Wish) -> bool:
    """Whether a wish's effect gives the command its kind: nothing else named it, and it is no
    Chinese wish (no complaint) for a setting several kinds have ("再暖些", :func:`_shared_setting`)."""
    if not wish.domain or reader.type_ref is not None or reader.name_domains:
        return False
    shared = not wish.complaint and wish.action in _SHARED_SETTINGS and not reader.include
    return not (shared and reader.ctx.language == ZH)


def _shared_setting(reader: _State) -> bool:
    """Whether a Chinese change is of a setting several kinds have, so it implies no kind: the
    air blown ("风大些": a fan's speed or an air conditioner's fan mode), the temperature
    ("升一度": a climate device's, or the water heater's where a room has only that);
    retrieval takes the change's own kind first (``targets._own_kind_first``)."""
    return reader.action in _SHARED_SETTINGS and reader.ctx.language == ZH


def _complained(wish: Wish | None) -> bool:
    """Whether the part is a complaint or a wish of a known kind ("灯光太强，看着难受",
    "暗一点"): the words left over say why or what it does to people, never a name."""
    return wish is not None and (wish.domain is not None or wish.complaint)


def _one_of_no_room(reader: _State, type_hint: str | None) -> bool:
    """One device of a kind said with no room: "mow the lawn", the device the action is about
    wherever it is, or a reading asked (:func:`_reading_of_no_room`)."""
    if reader.type_index is None and type_hint in _ONE_OF_A_KIND:
        return True
    return _one_per_room_said(reader) or _reading_of_no_room(reader, type_hint)


def _one_per_room_said(reader: _State) -> bool:
    """ "音箱暂停", "空调调低一点" with no room, no set word and no question: a Chinese kind word of a
    device households keep one of per room (:data:`_ONE_PER_ROOM`) is one of them; retrieval
    takes the satellite's, else asks which when the home has several. A question about a kind
    stays a question about every one ("空调都关了吗")."""
    if reader.ctx.language != ZH or reader.type_index is None or reader.type_ref is None:
        return False
    if reader.query or reader.include or reader.exclude or reader.here or reader.said_all:
        return False
    said = reader.part.items[reader.type_index]
    # A kind only the verb implies ("烧水", "吹头发") is the verb's device, not a kind word said.
    verb_only = isinstance(said, Hit) and said.has(Kind.ACTION)
    return reader.type_ref[0] in _ONE_PER_ROOM and not verb_only


def _reading_of_no_room(reader: _State, type_hint: str | None) -> bool:
    """ "湿度大概多少", "how damp is it": a reading asked with no room is the reading of one
    room, the satellite's, else retrieval asks which (eval/README.md: a reading asked with no
    room is truly ambiguous), as Home Assistant's temperature question is; a room, the whole
    home or a set said asks them all. English does so for the lexicon's ``readings_of_a_room``
    only."""
    if not reader.query or type_hint != "sensor" or reader.type_ref is None:
        return False
    if (
        reader.ctx.language != ZH
        and reader.type_ref[1] not in reader.ctx.lexicon.readings_of_a_room
    ):
        return False  # see lexicon.json readings_of_a_room
    said = reader.kind_hit is not None  # a meter's power: a device said, retrieval narrows
    return reader.type_ref[1] not in (None, *_DEVICE_READINGS) and not said


def _is_filler(item: Item) -> bool:
    return isinstance(item, Hit) and item.has(Kind.FILLER) and not item.has(Kind.SEPARATOR)


def _halve_for_a_touch(params: Params, items: list[Item], a_touch: frozenset[str]) -> None:
    """ "亮一点点", "dim it a touch": the smallest change, half the default step of each step
    the command did not say an amount for."""
    stepped = {
        key: value
        for key, value in params.values.items()
        if key.endswith(("_step", "_step_pct"))
        and key not in params.evidence
        and isinstance(value, (int, float))
        and abs(value) > 1
    }
    if not stepped:
        return  # most commands: nothing to halve, so the words need not be read
    keys = [phrase_key(item.key) for item in items]
    said = ("".join(keys), f" {' '.join(keys)} ")  # "亮一点点" is cut "亮" "一点" "点"
    if not any(word in said[0] if has_cjk(word) else f" {word} " in said[1] for word in a_touch):
        return
    for key, value in stepped.items():
        half = value / 2
        params.values[key] = int(half) if half.is_integer() else half


def _schedule_of_climate(params: Params, items: list[Item], domains: set[str]) -> None:
    """ "put the heating back on schedule": a schedule is a thermostat's ``auto`` mode, so the
    mode is dropped when the devices said are of other kinds ("the sprinklers on schedule")."""
    if params.values.get("hvac_mode") != "auto" or not domains or "climate" in domains:
        return
    if any(isinstance(i, Hit) and i.has(Kind.HVAC) and "schedule" in i.key for i in items):
        del params.values["hvac_mode"]


def _away_mode(
    action: str | None, params: Params, items: list[Item], domains: set[str], away: frozenset[str]
) -> str | None:
    """ "pop the cylinder into holiday mode", "bring the immersion out of away": a water
    heater's away mode is its own on/off setting (``water_heater.set_away_mode``), switched
    instead of the heater; off only with a switching-off verb or particle."""
    if domains != {"water_heater"} or "away_mode" in params.values:
        return action
    keys = [phrase_key(item.key) for item in items]
    said = ("".join(keys), f" {' '.join(keys)} ")
    if not any(word in said[0] if has_cjk(word) else f" {word} " in said[1] for word in away):
        return action
    on = action not in ("turn_off", "stop")
    params.values["away_mode"] = on
    return (
        "turn_on" if on else "turn_off"
    )  # as a fan's oscillation: the setting's field picks the service


def _pushed(reading: _State) -> str | None:
    """A climate device cranked, or given a blast, with no direction said: its set point moves
    the way it works, warmer for heating and cooler for an air conditioner (a step of the set
    point, never its mode or its power)."""
    if reading.action is not None or reading.query or reading.target_domains != {"climate"}:
        return None
    keys = {item.key for item in reading.part.items}
    if not keys & _PUSHES:
        return None
    return "cool_down" if keys & _COOLERS else "warm_up"


def _adjustable(reading: _State) -> bool:
    """Whether the command may change a setting by a wish or a direction: no action, a setting
    verb, a bare mention of the temperature (not a question), a particle said alone, or a
    switching-off verb of lowering said with an amount (:func:`_cut_by`)."""
    return (
        reading.action in _ADJUSTABLE
        or reading.action == "query_temperature"
        or (not reading.actions and bool(reading.particles))
        or _cut_by(reading)
    )


def _cut_by(reading: _State) -> bool:
    """ "cut the heating by two degrees", "cut the telly down a bit": a switching-off verb that
    is also a word of lowering (lexicon ``relative.down``: "cut") said with an amount (a step,
    "by", "down", "a bit") lowers the setting; said alone it switches off ("cut the lamp")."""
    if reading.action != "turn_off" or not reading.actions:
        return False
    if any(hit.first(Kind.RELATIVE) != "down" for hit, _ in reading.actions):
        return False
    if any(key in reading.params.values for key in _STEPS):
        return True
    keys = {item.key for item in reading.part.items}
    return bool(keys & (reading.ctx.lexicon.a_bit | _AMOUNT_WORDS))


# Words that make a lowering verb's change an amount, not a switching off ("cut it *by* 2",
# "cut it *down*").
_AMOUNT_WORDS: Final = frozenset({"by", "down"})


# Verbs of pushing a device harder, said with no direction.
_PUSHES: Final = frozenset({"crank", "blast", "whack"})
# Words of a device that cools: pushed, it cools more.
_COOLERS: Final = frozenset(
    {"ac", "a/c", "aircon", "air con", "air conditioner", "air conditioning"}
)


def _white_of_warmth(action: str | None, domains: set[str]) -> str | None:
    """ "warm up the lamp's colour", "cool the bulb down": a light is warmed or cooled in its
    white (colour temperature, complaints.json warmer_white / cooler_white); it has no
    temperature."""
    if domains == {"light"} and action in _WHITE_OF_WARMTH:
        return _WHITE_OF_WARMTH[action]
    return action


# The verb a sound's words make of themselves ("响起来": start up, "别响了": a pause), read
# with the sound they say: an alarm's word so said is its siren, not the panel armed or paused.
_SOUND_AS_VERB: Final = frozenset(
    {
        ("turn_on", "turn_on"),
        ("open", "turn_on"),  # "拉起来": an alarm is pulled to sound (拉警报)
        ("turn_off", "turn_on"),  # "关掉警报声": the sound is what is switched off
        ("pause", "turn_off"),
        ("stop", "turn_off"),
    }
)
_HUSHED: Final = frozenset({"pause", "stop"})


def _siren_sounded(reading: _State, action: str | None) -> str | None:
    """What a siren said with a verb of its sound takes (:func:`.kind_verbs.as_the_siren_sounds`);
    "警报响一响", "拉响警报吧": the alarm's word with such a verb and no verb of arming is the
    home's siren (a panel makes no sound of its own to ask for)."""
    if reading.query:
        return action
    # The words around the device's own (a "蜂鸣器" holds 鸣), which say what it is to do.
    words = {
        i: item.key
        for i, item in enumerate(reading.part.items)
        if not (isinstance(item, Hit) and (item.has(Kind.ENTITY) or item.has(Kind.TYPE)))
    }
    said = "".join(words.values())
    sound = as_the_siren_sounds(None, said)
    if (
        reading.target_domains == {"alarm_control_panel"}
        and reading.name is None
        and (
            (
                sound is not None
                and (action in (None, "locate") or (action, sound) in _SOUND_AS_VERB)
            )
            or action in _HUSHED  # a panel pauses nothing: "警报停一下" silences its siren
        )
        and "siren" in reading.ctx.home.domains
    ):
        reading.type_ref, reading.target_domains = ("siren", None), {"siren"}
    if reading.target_domains != {"siren"}:
        return action
    sounded = as_the_siren_sounds(_sounded(action, reading.part.items), said)
    if sounded != action:  # the words of the sound are its verb, no name ("响一响")
        reading.params.used.update(i for i, w in words.items() if as_the_siren_sounds(None, w))
    return sounded


def _sounded(action: str | None, items: list[Item]) -> str | None:
    """ "make the alarm siren go", "set the sirens going", "let the siren go off now": a vague verb said of
    a siren sounds it (a siren does nothing else), and "go off" is its sounding, not its
    switching off; so does an English word of its sound with no verb ("the siren blaring").
    No verb at all is left alone ("and the siren" continues the last command)."""
    if action in ("set", "start"):
        return "turn_on"
    if action is None and any(phrase_key(item.key) in SOUNDS for item in items):
        return "turn_on"  # "have the siren howl": the sound it makes is its verb
    keys = f" {' '.join(phrase_key(item.key) for item in items)} "
    return "turn_on" if action == "turn_off" and " go off " in keys else action


# The switch that undoes another: "别关了" (don't turn it off) keeps it on.
_OPPOSITE: Final = {
    "turn_on": "turn_off",
    "turn_off": "turn_on",
    "open": "close",
    "close": "open",
    "lock": "unlock",
    "unlock": "lock",
}


def _undone(
    action: str | None, actions: list[tuple[Hit, str]], items: list[Item], negations: frozenset[str]
) -> str | None:
    """The opposite switch when a negation word comes right before the switching verb ("别关了",
    "don't turn it off"): the device stays as it was, which after a command undoes it."""
    if action not in _OPPOSITE:
        return action
    # Right before the verb, or opening the request when the verb is split ("don't turn it off").
    at = items.index(actions[0][0]) if actions else 0
    said = [phrase_key(item.key) for item in items[max(0, at - 2) : at] or items[:2]]
    # One word or two ("不" "要", "do" "not": no phrase of the table, so two pieces).
    one = said[-1] if actions else said[0]
    before = {one, "".join(said), " ".join(said)} if said else set()
    negated = bool(before & negations) or _negated_disposal(items[:at], negations)
    return _OPPOSITE[action] if negated else action


# The disposal construction puts the object before the verb: a negation before it ("别把窗帘
# 放下来", "千万不要将灯关了") negates the verb that ends the clause.
_DISPOSAL: Final = frozenset({"把", "将"})


def _negated_disposal(before_verb: list[Item], negations: frozenset[str]) -> bool:
    """Whether the words before the verb are a negation and then 把/将 + the object."""
    keys = [phrase_key(item.key) for item in before_verb]
    at = next((i for i, key in enumerate(keys) if key in _DISPOSAL), None)
    if at is None or at == 0:
        return False
    return keys[at - 1] in negations or "".join(keys[max(0, at - 2) : at]) in negations


# --------------------------------------------------------------------------------- names


def _number_outside(part: _Scan, in_clause: set[int]) -> bool:
    """Whether a number is said outside the conditions (a value is set)."""
    return any(
        isinstance(item, Piece) and item.kind == "num" and i not in in_clause
        for i, item in enumerate(part.items)
    )


def _place_after(hits: dict[int, Hit], index: int) -> bool:
    """Whether a room or a floor is said after the item."""
    places = (Kind.AREA, Kind.FLOOR, Kind.ROOM)
    return any(j > index and any(h.has(k) for k in places) for j, h in hits.items())


def _demote_names(part: _Scan, ctx: Context, asked: bool, issues: list[str]) -> None:
    """Read names that only say "a set of X" as words instead.

    When a set is meant ("所有", "哪些", "which", a plural), a name that is only a type word
    ("吊扇", "Light") or only rooms and types ("卧室灯", "Motion sensors") is not the device of
    that name: its entity meaning is dropped and the part is scanned again. A name that is a
    type word is also dropped when no device of that name is of that type (binary_sensor
    "Light" is not what "turn on the light" means), and when the home names other devices
    "<something> <word>": with "卧室窗帘" and "左侧窗帘" around, a device left with the default
    name "窗帘" does not make "关窗帘" mean that one curtain. An alias is always a name: the user
    chose it ("空调").
    """
    for _ in range(_MAX_RESCANS):
        hits = part.hits(range(len(part.items)))
        query = asked or _is_question(part.items, range(len(part.items)), ctx.lexicon)
        set_meant = any(
            _all_cues(part.items, range(len(part.items)), query, ctx.lexicon.all_before_a_verb)
        )
        in_clause = {
            i
            for c in find_conditions(part.items, chinese=ctx.language == ZH)
            for i in range(c.start, c.end)
        }
        setting = not query and _number_outside(part, in_clause)
        changed = False
        for index, hit in hits.items():
            if not hit.has(Kind.ENTITY) or hit.has(Kind.HEARD):
                # a name reheard ("the yard lites") is no words of its own to read instead: its
                # room and kind words were never read apart
                continue
            many = set_meant or part.plural(hit)
            if index == 0 and hit.has(Kind.ACTION) and _place_after(hits, index):
                # "vacuum the hallway": a verb said first before a room, not the device
                # whose alias is that word ("Vacuum").
                demoted = True
            elif hit.has(Kind.TYPE) or hit.has(Kind.STATE):
                demoted = _kind_not_name(part, hit, ctx, many, issues)
            else:
                # "set Living Room temperature to 29": a room and a setting, not the sensor
                # named "Living Room Temperature" (a sensor takes no value).
                demoted = (many and _decomposes(part, hit)) or (
                    setting
                    and index not in in_clause
                    and ctx.home.domains_named(hit.key) <= _READ_ONLY
                    and _decomposes(part, hit, settings=True)
                )
            if demoted or _value_of_a_device_said(hits, index, hit, ctx):
                hit.drop(Kind.ENTITY)
                changed = True
        if not changed:
            break
        part.candidates = [h for h in part.candidates if h.entries]
        part.items = items_of(part.pieces, select(part.candidates))


def _value_of_a_device_said(hits: Mapping[int, Hit], index: int, hit: Hit, ctx: Context) -> bool:
    """Whether a scene's or script's name is a value of another device said with it: "主卧空调开
    睡眠模式" sets the AC's sleep preset, not the home's "睡眠模式" scene ("睡眠模式" alone is)."""
    if not hit.has(Kind.OPTION) or not ctx.home.domains_named(hit.key) <= _RUNS:
        return False
    takes = {o.domain for o in hit.payloads(Kind.OPTION)}
    return any(
        {ref[0] for ref in other.payloads(Kind.TYPE)} & takes
        or (other.has(Kind.ENTITY) and ctx.home.domains_named(other.key) & takes)
        or other.has(Kind.REFERENCE)  # "put it on eco mode": the device just used
        for at, other in hits.items()
        if at != index
    )


def _english_name_first(part: _Scan, hit: Hit, refs: Sequence[tuple[str, str | None]]) -> bool:
    """Whether an English word of a type is a device's name before it is the type: "the lamp"
    where a device is named "Lamp" is that device, as Home Assistant prefers a name to a word
    its sentences do not use for the domain. The domain's own words ("the light", "the fan")
    and device classes ("the curtain") stay the type even beside a device so named, and so does
    a word after another word that may be part of a longer name ("Sarah's lamp")."""
    if has_cjk(hit.key) or any(device_class for _, device_class in refs):
        return False
    domains = {domain for domain, _ in refs}
    if hit.key in domains or hit.key.removesuffix("s") in domains:
        return False
    if hit.start == 0 or part.pieces[hit.start - 1].key in _SINGULAR_ARTICLES:
        return True
    return any(
        h.end == hit.start and h.has(Kind.ROOM) for h in part.hits(range(len(part.items))).values()
    )


def _kind_not_name(part: _Scan, hit: Hit, ctx: Context, many: bool, issues: list[str]) -> bool:
    """Whether a name that is also a type word is read as the kind (see :func:`_demote_names`)."""
    domains = ctx.home.domains_named(hit.key)
    refs = [*hit.payloads(Kind.TYPE), *hit.payloads(Kind.STATE)]
    said = {ref[0] for ref in refs}
    # A sensor named after a kind of device ("Light") is not that device.
    other_kind = not domains & said and bool(said & ctx.home.domains) and domains <= _READ_ONLY
    shared = (
        not ctx.home.is_alias(hit.key)
        and ctx.home.named_as_kind(hit.key, refs[0][0]) > 0
        and not (not many and _english_name_first(part, hit, refs))
    )
    if shared and not (many or other_kind):
        issues.append(
            f"'{hit.first(Kind.ENTITY)}' is a device's name and a kind of device; read as the kind"
        )
    return many or other_kind or shared


def _choose_name(
    hits: dict[int, Hit], issues: list[str], domains_named: Callable[[str], set[str]]
) -> int | None:
    """The index of the longest name of the home among the hits (others are noted)."""
    _rooms_not_names(hits, domains_named)
    names = sorted(
        ((i, h) for i, h in hits.items() if h.has(Kind.ENTITY)), key=lambda ih: (-ih[1].size, ih[0])
    )
    if not names:
        return None
    chosen = names[0][1].first(Kind.ENTITY)
    for _, other in names[1:]:
        issues.append(f"also heard the name '{other.first(Kind.ENTITY)}'; kept '{chosen}'")
        other.drop(Kind.ENTITY)
    return names[0][0]


def _rooms_not_names(hits: dict[int, Hit], domains_named: Callable[[str], set[str]]) -> None:
    """ "the lounge's blinds halfway", "warm the lounge radiator up": a device named after
    its room (a Tado zone "Lounge", a Sonos speaker "Primary Bedroom") is not meant where
    another device word or name is said beside the room's name: the word is the room. So it is
    where the room's temperature is asked ("how warm is the lounge"): the room is asked about,
    and its thermometer answers; where the room is complained of as a place ("it's chilly
    in the study"): the complaint is the room's, whatever device is named after it; where a
    state of another kind of device is asked there ("any leaks in the den", a speaker named
    "Den" has none); and where the room is added to what was just done ("and the den too",
    "and in the den", a place with no verb): the follow-up's room, which carries the kind just
    used (the speaker, if that was it)."""
    rooms = [
        h for h in hits.values() if h.has(Kind.ENTITY) and (h.has(Kind.AREA) or h.has(Kind.FLOOR))
    ]
    for room in rooms:
        own = domains_named(room.key)
        if (
            _room_felt(hits, room)  # "the den's chilly": the room is complained of
            or any(
                o is not room
                and (
                    o.has(Kind.TYPE)
                    or o.has(Kind.ENTITY)
                    or o.has(Kind.QUERY_TEMPERATURE)
                    or o.has(Kind.ALSO)
                    or any(state[0] not in own for state in o.payloads(Kind.STATE))
                    or (o.has(Kind.FEELING) and _said_as_place(hits, room))
                )
                for o in hits.values()
            )
            or (_said_as_place(hits, room) and not any(h.has(Kind.ACTION) for h in hits.values()))
        ):
            room.drop(Kind.ENTITY)


def _room_felt(hits: dict[int, Hit], room: Hit) -> bool:
    """Whether a room's name is the subject of how it feels ("the study feels like an oven",
    "the den's chilly"): the room is complained of, whatever zone is named after it; a
    device named after its room is acted on with a verb ("heat the den") or wished
    otherwise ("the den warmer"), neither of which is said here."""
    if any(h.has(Kind.ACTION) for h in hits.values()):
        return False
    after = sorted((h for h in hits.values() if h.start >= room.end), key=lambda h: h.start)
    for hit in after:
        feeling = hit.first(Kind.FEELING)
        if feeling is not None:
            return not feeling.comparative
        if not (hit.has(Kind.FILLER) or hit.has(Kind.QUERY_OPENER) or hit.has(Kind.CUE)):
            return False
    return False


def _said_as_place(hits: dict[int, Hit], room: Hit) -> bool:
    """Whether a room's name follows a place preposition ("in the study"), the room said as a
    place, not a device acted on ("warm the study up")."""
    before = [h for h in hits.values() if h.end <= room.start and h.key not in ARTICLES]
    return bool(before) and max(before, key=lambda h: h.end).key in PLACE_PREPOSITIONS


def _decomposes(part: _Scan, name: Hit, *, settings: bool = False) -> bool:
    """Whether a name is only room words and type/state words (plus fillers): "卧室灯"; with
    ``settings``, room words and a setting word: "Living Room Temperature"."""
    inside = [
        h
        for h in part.candidates
        if h is not name
        and name.start <= h.start
        and h.end <= name.end
        and any(k != Kind.ENTITY for k, _ in h.entries)
    ]
    words = select(inside)
    if sum(h.end - h.start for h in words) != name.end - name.start:
        return False
    if settings:
        return all(
            _scope_word(h) is not None or h.has(Kind.PARAM) or _particle(h) for h in words
        ) and any(h.has(Kind.PARAM) for h in words)
    kinds_ok = all(
        _scope_word(h) is not None or h.has(Kind.TYPE) or h.has(Kind.STATE) or _particle(h)
        for h in words
    )
    return kinds_ok and any(h.has(Kind.TYPE) or h.has(Kind.STATE) for h in words)


def _particle(hit: Hit) -> bool:
    """A grammatical word inside a name ("的", "of"): not a word of its own ("后" of "后门" is)."""
    return hit.has(Kind.FILLER) and (hit.key in ZH_PARTICLES or hit.key in _EDGE_WORDS)


# ----------------------------------------------------------------------------- questions


def _is_question(items: Sequence[Item], body: Iterable[int], lexicon: Lexicon) -> bool:
    """Question words anywhere, a question opener first (after the words that only lead into
    it: "hey, is …"), or a question word last (a tag: "…, isn't it", "…, right?")."""
    body = list(body)
    content = [i for i in body if not (isinstance(items[i], Piece) and items[i].key in PUNCTUATION)]
    if not content:
        return False
    opening = _past_the_leads(items, content, lexicon.question_leads | PUNCTUATION)
    first, last = items[content[opening]], items[content[-1]]
    if isinstance(first, Hit) and first.has(Kind.QUERY_OPENER):
        rest = [items[i].key for i in content[opening + 1 :]]
        if _opener_asks(first.key, rest, led=opening > 0):
            return True
    tag = last.key in lexicon.question_tags or (
        isinstance(last, Hit) and last.has(Kind.QUERY_FINAL)
    )
    if tag and _tagged(items, body, last):
        return True
    return any(
        isinstance(item := items[i], Hit)
        and (item.has(Kind.QUERY) or item.has(Kind.QUERY_TEMPERATURE))
        for i in content
    )


def _past_the_leads(items: Sequence[Item], content: Sequence[int], leads: frozenset[str]) -> int:
    """Where in ``content`` the clause opens past the words that only lead into it ("hey",
    "ok, right,"): a lead of several words ("quick question") is several items, so the keys
    are joined two and three at a time. 0 when no lead opens it, or when the whole is leads."""
    keys = [items[i].key for i in content]
    at = 0
    while at < len(keys):
        width = next((w for w in (3, 2, 1) if " ".join(keys[at : at + w]) in leads), 0)
        if not width:
            return at
        at += width
    return 0


# A subject after an opener makes it ask ("is the …", "do you …"); the verbs that are also
# commands in their plain form ask only before a person ("do you …", but "do the dishes",
# "have the lamp on"); "when" before a subject opens a condition ("when it gets dark, …").
_SUBJECTS: Final = frozenset(
    {"i", "you", "we", "they", "he", "she", "it", "there", "anyone", "anybody", "someone"}
)
_ARTICLES: Final = frozenset({"the", "a", "an", "my", "our", "your", "this", "that", "these"})
_PERSONS: Final = _SUBJECTS - {"it", "there"}
_COMMAND_OPENERS: Final = frozenset({"do", "have"})
# The participles of a perfect tense: "have the … gone / finished" asks, "have the … on" tells.
_PERFECT: Final = frozenset({"been", "gone", "done", "come", "finished", "stopped", "started"})


def _opener_asks(opener: str, rest: Sequence[str], led: bool) -> bool:
    """Whether a question opener opens a question, given the words after it. After a lead
    ("ok, …", "hey, …") it asks only before a subject: "ok, do me a favour" tells; "have the
    gate … been" is a perfect tense, which asks."""
    after = rest[0] if rest else ""
    if opener in _COMMAND_OPENERS:
        return after in _PERSONS or any(w in _PERFECT for w in rest)
    if opener == "when":
        return after not in _SUBJECTS | _ARTICLES
    return not led or after in _SUBJECTS | _ARTICLES


def _tagged(items: Sequence[Item], body: Iterable[int], last: Item) -> bool:
    """Whether a question word that ends the clause asks: a Chinese final ("开着不"), an
    English tag of two words ("…, isn't it", "… didn't you"), or a one-word English tag after a
    comma ("the gate's shut, right"); "the lamp on the right" ends in a place, not a tag."""
    order = list(body)
    at = max(i for i in order if items[i] is last)
    before = [items[i] for i in order if i < at]
    if has_cjk(last.key):
        # "都没得" / "也没得" tell there is none ("电都没得"); "锁起没得" asks
        return not (last.key == "没得" and before and before[-1].key[-1:] in _NONE_AT_ALL)
    if " " in last.key:
        return True
    return bool(before) and before[-1].key in PUNCTUATION


# The adverbs before 没得 that make it a statement of "none at all", not a question's end.
_NONE_AT_ALL: Final = frozenset({"都", "也", "还", "就"})


def _told_first(items: Sequence[Item], body: Iterable[int]) -> bool:
    """Whether an English clause opens with a verb that does something and asks nothing: a
    question word later in it ("switch off the lights which in the hall", the recogniser's
    "light switch") is no question, nor is a relative clause ("the lamps which are on"), nor
    a tag after it ("switch the fan off, yeah": a request said with a nod)."""
    content = [
        items[i] for i in body if not (isinstance(items[i], Piece) and items[i].key in PUNCTUATION)
    ]
    said = [item for item in content if not _is_filler(item)]
    if len(said) < 3 or any(isinstance(i, Piece) and i.key == "?" for i in items):
        return False
    first = said[0]
    return (
        isinstance(first, Hit)
        and first.has(Kind.ACTION)
        and not first.has(Kind.QUERY)
        and not any(str(a).startswith(("query", "locate")) for a in first.payloads(Kind.ACTION))
    )


def _complained_first(items: Sequence[Item], body: Iterable[int]) -> bool:
    """Whether an English clause complains before any question word ("I can barely see what
    I'm doing", "it's freezing, whatever the thermostat says"): the question word opens a
    clause of the complaint, not a question (a question opener first still asks: "is it cold")."""
    if any(isinstance(i, Piece) and i.key == "?" for i in items):
        return False
    asking = (Kind.QUERY, Kind.QUERY_OPENER, Kind.QUERY_TEMPERATURE)
    for item in (items[i] for i in body):
        if isinstance(item, Hit) and any(item.has(k) for k in asking):
            return False
        if isinstance(item, Hit) and item.has(Kind.FEELING) and not item.has(Kind.PARAM):
            return True
    return False


def _asked_within(reading: _State) -> bool:
    """Whether an English clause asks to find out what follows ("check if …", "tell me
    whether …") before any verb of its own: what follows is a question of a device's state
    even when it holds a verb ("… I remembered to lock the gate"), and even after a request
    word. Followed by "you" it asks a favour instead ("see if you can warm the room up")."""
    if reading.ctx.language != EN:
        return False
    items, finding_out = reading.part.items, reading.ctx.lexicon.finding_out
    content = [
        items[i]
        for i in reading.body
        if not (isinstance(items[i], Piece) and items[i].key in PUNCTUATION)
    ]
    keys = [item.key for item in content]
    for n, item in enumerate(content):
        if isinstance(item, Hit) and item.has(Kind.ACTION) and item.key not in _FINDING_VERBS:
            return False  # a verb said first is told ("turn on the fan and see if it helps")
        for width in (2, 3, 4):
            if " ".join(keys[n : n + width]) in finding_out:
                return keys[n + width : n + width + 1] != ["you"]
    return False


# The first words of the requests to find out, which the lexicon may read as verbs too.
_FINDING_VERBS: Final = frozenset({"check", "see", "find", "find out", "tell", "tell me", "look"})


def _not_asked(items: Sequence[Item], body: Iterable[int]) -> bool:
    """An English clause with a question word that asks nothing: a told verb or a complaint
    comes first."""
    return _told_first(items, body) or _complained_first(items, body)


# What makes a setting word more than a bare mention of it: a verb, a change, a value.
_NOT_BARE: Final = (
    Kind.ACTION, Kind.PARTICLE, Kind.RELATIVE, Kind.HALF, Kind.EXTREME, Kind.COLOR, Kind.HVAC,
    Kind.OPTION, Kind.REFERENCE, Kind.ALSO, Kind.COND_IF, Kind.FEELING,
)  # fmt: skip


def _bare_setting(items: Sequence[Item], body: Iterable[int]) -> bool:
    """ "the humidity in the nursery", "brightness of the floor lamp": a setting word said
    with no verb, no value, no change and no word left unread asks what the setting is."""
    said = [items[i] for i in body]
    if any(isinstance(item, Piece) and item.kind in ("num", "word") for item in said):
        return False  # a value, or a word the parser did not understand
    hits = [item for item in said if isinstance(item, Hit)]
    if any(hit.has(kind) for hit in hits for kind in _NOT_BARE):
        return False
    return any(hit.first(Kind.PARAM) in _ASKED_SETTINGS for hit in hits)


def _after_requests(items: Sequence[Item], order: Sequence[int]) -> Item | None:
    """The first of the items (by index) that is no request or filler word ("给我", "帮我")."""
    for i in order:
        item = items[i]
        if not (
            isinstance(item, Hit) and all(k in (Kind.REQUEST, Kind.FILLER) for k, _ in item.entries)
        ):
            return item
    return None


def _any_said(items: Sequence[Item], hits: Mapping[int, Hit]) -> bool:
    """Whether "any one" of a set is said ("either lamp", "some of the lights"); "some"
    before a media word or right after the play word is an amount of what is played, not one
    of the devices ("play some music", "play some jazz")."""
    for i, hit in hits.items():
        if hit.first(Kind.QUANTIFIER) != "any":
            continue
        following = items[i + 1] if i + 1 < len(items) else None
        media = isinstance(following, Hit) and following.has(Kind.MEDIA)
        if not (media or (i > 0 and "play" in actions_of(items[i - 1]))):
            return True
    return False


def _all_cues(
    items: Sequence[Item], indices: Iterable[int], query: bool, before_a_verb: frozenset[str]
) -> tuple[bool, bool]:
    """Whether a set is meant: said ("所有", "all", "every") or asked ("哪些", "几个",
    "which", "how many", "any", or "what" right before a device word, in a question)."""
    said = asked = False
    order = [
        i for i in indices if not (isinstance(items[i], Piece) and items[i].key in PUNCTUATION)
    ]
    for n, i in enumerate(order):
        hit = items[i]
        if not isinstance(hit, Hit):
            # "射灯全关了": "全" between the devices and the verb is "all", like "都" (not
            # "完全关上", nor a bare "全拉开": all the way); "台灯全给我关了": a request word
            # may come between.
            said = said or (
                hit.key in before_a_verb
                and n > 0
                and _device_word(items[order[n - 1]])
                and says(_after_requests(items, order[n + 1 :]), Kind.ACTION)
            )
            continue
        if hit.first(Kind.QUANTIFIER) == "all" or (hit.has(Kind.EVERYWHERE) and "所有" in hit.key):
            said = True
        if query and any(hit.payloads(Kind.QUERY)) and _device_after(items, order[n:]):
            # "有多少灯开着"; not "电量还有多少", nor "大门有没有锁": a device named first is
            # the one asked about, the word after the question its state
            asked = asked or not any(
                says(items[j], Kind.ENTITY) for j in order[:n] if isinstance(items[j], Hit)
            )
        if query and hit.has(Kind.SET_OPENER) and n + 1 < len(order):
            following = items[order[n + 1]]
            asked = asked or (
                isinstance(following, Hit)
                and (following.has(Kind.TYPE) or following.has(Kind.STATE))
            )
    return said, asked


def _device_word(item: Item) -> bool:
    """Whether an item names devices: a device word, a name or a room."""
    return isinstance(item, Hit) and any(
        item.has(kind) for kind in (Kind.TYPE, Kind.ENTITY, Kind.AREA, Kind.FLOOR)
    )


def _device_after(items: Sequence[Item], order: Sequence[int]) -> bool:
    """Whether a device word (or a word for people) is at or after the first item."""
    return any(
        isinstance(item := items[i], Hit)
        and (item.has(Kind.TYPE) or item.has(Kind.STATE) or item.has(Kind.ENTITY))
        for i in order
    )


def _question_action(
    action: str | None,
    query: bool,
    hits: dict[int, Hit],
    params: Params,
    type_ref: TypeRef | None,
) -> tuple[str | None, bool]:
    """The action of a question (query, query_temperature, query_weather), or of a bare
    temperature or weather mention ("现在卧室的温度", "北京的天气")."""
    temperature_words = any(
        h.has(Kind.QUERY_TEMPERATURE) or h.first(Kind.PARAM) == "temperature" for h in hits.values()
    )
    weather = type_ref is not None and type_ref[0] == "weather"  # "天气"/"weather" was said
    if query:
        if weather:
            return "query_weather", True
        if temperature_words and type_ref in (None, ("sensor", "temperature"), ("climate", None)):
            return "query_temperature", True
        return "query", True
    if action is None and not params.values:
        if weather:
            return "query_weather", True
        if temperature_words:
            return "query_temperature", True
    return action, False


# ---------------------------------------------------------------------------------- scope


def _scope_word(hit: Hit) -> str | None:
    """The room or floor word a hit says, as the home spells it."""
    place = hit.first(Kind.AREA) or hit.first(Kind.FLOOR)
    if place is not None:
        return place.spoken
    return hit.first(Kind.ROOM)
    return None


# The kinds of word that say what is meant; a verb said after one of them is not leading.
_CONTENT: Final = (
    Kind.ACTION,
    Kind.TYPE,
    Kind.ENTITY,
    Kind.AREA,
    Kind.FLOOR,
    Kind.ROOM,
    Kind.PARTICLE,
)


def _actions_said(hits: dict[int, Hit], name_index: int | None) -> list[tuple[Hit, str]]:
    """The action words of a part, but the name's words and an area named like a verb said
    as the place ("lights on in the close")."""
    return [
        (h, a)
        for i, h in hits.items()
        if (a := h.first(Kind.ACTION)) is not None and i != name_index
        if not (h.has(Kind.AREA) and _said_as_place(hits, h))
    ]


def _verb_first(hits: Mapping[int, Hit], index: int) -> bool:
    """Whether a room's name that is also a verb is said as the verb: an area named like an
    action (the "Close", a Scottish common stair) leading the request, with no other verb or
    particle said (close + the shutters), is the action; "close light on", "lights on in the
    close" and "turn the close light off" keep the room."""
    hit = hits[index]
    if not hit.has(Kind.ACTION) or hit.first(Kind.ENTITY) is not None:
        return False
    if any(j < index and any(h.has(k) for k in _CONTENT) for j, h in hits.items()):
        return False
    return not any(
        j != index and (h.has(Kind.ACTION) or h.has(Kind.PARTICLE)) for j, h in hits.items()
    )


def _rooms(words: Iterable[str]) -> list[str]:
    """Scope words in order, once each; "everywhere" only when no room is named."""
    rooms = list(dict.fromkeys(words))
    if EVERYWHERE in rooms and len(rooms) > 1:
        rooms.remove(EVERYWHERE)
    return rooms


def _excluded_rooms(items: Sequence[Item], body: Sequence[int]) -> set[int]:
    """Indices of the room hits right after an exclusion word ("除卧室和客厅以外")."""
    excluded: set[int] = set()
    inside = False
    for i in body:
        item = items[i]
        if isinstance(item, Hit) and item.has(Kind.EXCLUDE):
            inside = True
        elif not inside:
            continue
        elif isinstance(item, Hit) and _scope_word(item) is not None:
            excluded.add(i)
        elif item.key == "," and excluded and has_cjk(items[max(excluded)].key):
            # "除了儿童房，把楼上的灯关了": in Chinese a comma ends the clause of the exception
            # (rooms are listed with 、 or 和); an English list goes on after commas.
            inside = False
        elif (
            isinstance(item, Hit)
            and (item.has(Kind.FILLER) or item.has(Kind.SEPARATOR))
            and not (item.has(Kind.TYPE) or item.has(Kind.ACTION))
        ):
            continue  # "和", "and", "the", "以外"
        elif isinstance(item, Piece) and item.key in PUNCTUATION:
            continue
        elif item.key in _KIND_PRO_FORMS and _kind_said_before(items, body, i):
            continue  # "every light except the ones in the kitchen": the kind, then the room
        else:
            inside = False
    return excluded


# Words standing for the kind of device said before ("all the lamps except the one on the landing").
_KIND_PRO_FORMS: Final = frozenset({"one", "ones"})


def _kind_said_before(items: Sequence[Item], body: Sequence[int], at: int) -> bool:
    """Whether a kind of device is said before ``at``: "the one" after it stands for that kind
    (said alone, "except the one in the spare room" names a device put back, in its room)."""
    return any(isinstance(item := items[i], Hit) and item.has(Kind.TYPE) for i in body if i < at)


# ---------------------------------------------------------------------------------- types


_PEOPLE_AND_SENSORS: Final = frozenset({"person", "sensor", "binary_sensor"})
_SENSORS: Final = frozenset({"sensor", "binary_sensor"})
# The possessive particle between a device's name and a part of it ("洗衣机的童锁").
_OF: Final = frozenset({"的"})


def _choose_type(
    part: _Scan,
    hits: dict[int, Hit],
    name_index: int | None,
    name_is_type: bool,
    actions: list[tuple[Hit, str]],
    query: bool,
    issues: list[str],
    watched: bool = False,
) -> tuple[TypeRef | None, int | None]:
    """The device type the words say, and the index of the word that said it (``watched``: the
    home has watchers of its door)."""
    found = [
        (i, hit, ref)
        for i, hit in hits.items()
        if (ref := hit.first(Kind.TYPE)) is not None
        and not (i == name_index and not name_is_type)  # "车库灯" says 灯 only in the name
        and _says_type(hit, ref, actions, query)
    ]
    # "switch fans off", "switch Rover on", "switch that on": a first type word that is also a
    # verb, when another type word, a name or a reference follows.
    if (
        found
        and found[0][1].has(Kind.VERB_TYPE)
        and (
            len(found) > 1
            or (name_index is not None and name_index > found[0][0])
            or says(_next(part, found[0][0]), Kind.REFERENCE)
        )
    ):
        found.pop(0)
    found = _people_or_things(part, hits, found, name_index, watched)
    if not found:
        return None, None
    rank = {domain: r for r, domain in enumerate(DOMAIN_PREFERENCE)}
    best_index, _, (domain, device_class) = min(
        found, key=lambda f: (rank.get(f[2][0], len(rank)), -f[1].size, f[0])
    )
    domains = {ref[0] for _, _, ref in found}
    if len(domains) > 1:
        issues.append(f"several device kinds said ({', '.join(sorted(domains))}); kept {domain}")
    if device_class is None:
        # "客厅的窗帘" after "窗户": a more specific word of the same domain.
        device_class = next((c for _, _, (d, c) in found if d == domain and c), None)
    return (domain, device_class), best_index


def _people_or_things(
    part: _Scan,
    hits: dict[int, Hit],
    found: list[tuple[int, Hit, TypeRef]],
    name_index: int | None,
    watched: bool,
) -> list[tuple[int, Hit, TypeRef]]:
    """The type words a question with a person in it is about: the person alone when people
    are asked at the door and the home watches it, the things alone when the person is only
    the subject, else all."""
    if watched and _people_at_the_door(part, found):
        return [f for f in found if f[2][0] == "person"]
    if _person_only_the_subject(part, hits, found, name_index):
        return [f for f in found if f[2][0] != "person"]
    return found


# Words that put a person at a door ("someone out by the door", "who came to the porch door").
_AT_DOOR: Final = frozenset({"at", "to", "by", "outside"})


def _people_at_the_door(part: _Scan, found: list[tuple[int, Hit, TypeRef]]) -> bool:
    """Whether a question asks of people at a door said by its kind ("anybody waiting at
    the door?", "who came to the door"): the door is where they are, its watchers are asked (a
    doorbell's sensor, a camera), when the home has any; not "did anyone leave the door open"."""
    people = [i for i, _, ref in found if ref[0] == "person"]
    doors = [i for i, _, ref in found if ref[0] != "person" and ref[1] == "door"]
    return any(
        any(getattr(item, "key", None) in _AT_DOOR for item in part.items[p + 1 : d])
        for p in people
        for d in doors
        if p < d
    )


def _person_only_the_subject(
    part: _Scan,
    hits: dict[int, Hit],
    found: list[tuple[int, Hit, TypeRef]],
    name_index: int | None,
) -> bool:
    """Whether a person said is only the question's subject, not what is asked about: "anyone
    left the door open?", "who locked the back door", "did someone leave the porch lamp on" ask
    of the device said (by a word or by its name); "is anyone moving" still asks a sensor of
    people. The same when the person only left something so ("who left the pantry open"), the
    thing being no type word: the question is of its state, not of people."""
    return _device_of_a_deed(hits, name_index) or any(
        f[2][0] not in _PEOPLE_AND_SENSORS or _left_by(part, f) for f in found
    )


def _device_of_a_deed(hits: dict[int, Hit], name_index: int | None) -> bool:
    """Whether a device is named together with a state or an action it was left in ("did
    somebody leave the … on / open"): someone is the subject of the deed, not asked for ("is
    anybody at the side entry" still asks who is there)."""
    return name_index is not None and any(
        i != name_index and (h.has(Kind.STATE) or h.has(Kind.PARTICLE) or h.has(Kind.ACTION))
        for i, h in hits.items()
    )


# The verb after a person that makes the question one of a thing's state ("who left ... on").
_LEFT: Final = frozenset({"left", "leave", "leaves"})


def _left_by(part: _Scan, found: tuple[int, Hit, TypeRef]) -> bool:
    """Whether a person type word is the subject of "left" / "leave" (who left what so)."""
    following = _next(part, found[0])
    return found[2][0] == "person" and following is not None and following.key in _LEFT


def _next(part: _Scan, index: int) -> Item | None:
    """The item after one, skipping punctuation."""
    for item in part.items[index + 1 :]:
        if not (isinstance(item, Piece) and item.key in PUNCTUATION):
            return item
    return None


def _preposition(part: _Scan, index: int) -> bool:
    """ "the swing on the AC": "on" before a determiner and a device is a preposition, not
    "turn on" ("lights on the first floor" still turns them on). Where the request begins
    ("off the geyser", "could you on the desk lamp") it is the verb, as Singapore, Malaysian and Indian
    English say it: a preposition there would have nothing to attach to."""
    following = _next(part, index)
    at = index
    if following is None or following.key not in _DETERMINERS or _begins(part, index):
        return False
    if _clause_begins(part, index):
        return False  # a reason said first, then "on the <device>": the request's own verb
    while following is not None and following.key in _DETERMINERS:
        at = part.items.index(following, at + 1)
        following = _next(part, at)
    return isinstance(following, Hit) and (following.has(Kind.TYPE) or following.has(Kind.ENTITY))


# What may stand before a verb where a request begins: "please", "can you", "help me", "and".
_BEFORE_A_VERB: Final = (Kind.FILLER, Kind.REQUEST, Kind.SEPARATOR, Kind.ALSO)


def _begins(part: _Scan, index: int) -> bool:
    """Whether only politeness, "and" or punctuation comes before an item of a part."""
    return all(
        (isinstance(item, Piece) and item.key in PUNCTUATION)
        or (isinstance(item, Hit) and any(item.has(k) for k in _BEFORE_A_VERB))
        for item in part.items[:index]
    )


_CLAUSE_ENDS: Final = frozenset({",", ";", "。", "、"})
"""The marks that end a clause, as :func:`.text.normalize` leaves them (full-width commas and
semicolons become ASCII ones, a full stop "." is dropped)."""


def _clause_begins(part: _Scan, index: int) -> bool:
    """Whether an item begins a clause after punctuation, and no verb or particle comes before
    it ("cooking now, on the hood fan"): a reason or a wish said first, then the request."""
    before = part.items[:index]
    return (
        bool(before)
        and before[-1].key in _CLAUSE_ENDS
        and not any(
            isinstance(item, Hit) and (item.has(Kind.ACTION) or item.has(Kind.PARTICLE))
            for item in before
        )
    )


def _says_type(hit: Hit, ref: TypeRef, actions: list[tuple[Hit, str]], query: bool) -> bool:
    """Whether a type word is meant as the device type here, not in another of its roles."""
    if query and hit.first(Kind.PARAM) in _ASKED_OF_A_SENSOR and not hit.has(Kind.ENTITY):
        return True  # "这里湿度多少": the sensor that measures it
    if any(hit.has(kind) for kind in _NOT_A_TYPE_ROLE) or hit.has(Kind.QUERY_TEMPERATURE):
        return False
    if query and hit.has(Kind.STATE):
        return False  # read as a state word
    if not query and hit.has(Kind.FEELING):
        return False  # "I'm freezing" is a complaint, not a sensor of cold
    if not query and ref[0] in _SENSORS and hit.has(Kind.ATTRIBUTE):
        # "风量开最大": a setting's word that also names what a sensor measures; a command
        # changes the setting of what has it, a sensor measures and is set to nothing.
        return False
    if hit.has(Kind.ACTION) or hit.has(Kind.PARTICLE):
        # "vacuum", "lock": a device word only when another word is the action, or when the
        # action is about this very kind of device.
        action = hit.first(Kind.ACTION)
        return len(actions) > 1 or _ACTION_DOMAIN.get(action or "") == ref[0]
    return True


def _state_type(hits: dict[int, Hit], name_index: int | None) -> TypeRef | None:
    """The device kind a state word of a question points at ("wet" → moisture sensor)."""
    refs = [
        h.first(Kind.STATE)
        for i, h in hits.items()
        if h.has(Kind.STATE) and i != name_index and _scope_word(h) is None
    ]
    if not refs:
        return None
    # "battery charging": the more specific of two battery words.
    if ("binary_sensor", "battery_charging") in refs:
        return ("binary_sensor", "battery_charging")
    return refs[0]


def _merge_state(
    type_ref: TypeRef | None, state_ref: TypeRef, name_domains: set[str], issues: list[str]
) -> TypeRef | None:
    """Combine the type word and the state word of a question."""
    if name_domains and state_ref[0] not in name_domains:
        issues.append(f"state word of a {state_ref[0]} ignored: the named device is not one")
        return type_ref
    if type_ref is None:
        return state_ref
    if state_ref[0] == "binary_sensor" and (
        (type_ref[0] in ("sensor", "binary_sensor") and type_ref[1] in (None, state_ref[1]))
        or state_ref[1] == type_ref[0]
    ):
        return state_ref  # "which sensors are wet", "is any light no light"
    return type_ref


# ------------------------------------------------------------------------------ references


def _references(
    part: _Scan,
    body: Sequence[int],
    hits: dict[int, Hit],
    name: str | None,
    type_ref: TypeRef | None,
    include: list[str],
    here: bool,
) -> tuple[bool, bool]:
    """Whether the command points back ("它", "那个灯", "it"), and at several devices."""
    positions = {i: n for n, i in enumerate(body)}
    for i, hit in hits.items():
        if not hit.has(Kind.REFERENCE):
            continue
        said = hit.first(Kind.REFERENCE)
        plural, demonstrative = (said.plural, said.demonstrative) if said else (False, False)
        if demonstrative:
            following = body[positions[i] + 1] if positions[i] + 1 < len(body) else None
            nxt = part.items[following] if following is not None else None
            if isinstance(nxt, Hit) and nxt.has(Kind.TYPE) and not nxt.has(Kind.ENTITY):
                return True, plural  # "那个灯", "those lights"
            if nxt is not None and not (
                isinstance(nxt, Hit)
                and (
                    nxt.has(Kind.ACTION)
                    or nxt.has(Kind.PARTICLE)
                    or nxt.has(Kind.FILLER)
                    or nxt.has(Kind.QUERY)
                )
            ):
                continue  # "这个music", "that the lights": a determiner, not a reference
        if said is not None and said.other and name is None and not include:
            return True, False  # "另一个插座", "the other plug": the kind of the pair said
        if name is None and type_ref is None and not include and not here:
            return True, plural
    return False, False


def _pronoun_after_a_verb(hits: dict[int, Hit], actions: Sequence[tuple[Hit, str]]) -> bool:
    """Whether a pronoun is the object of a verb said before it ("too loud, turn it down",
    "so bright, dim that"): it points at a device, unlike the empty subject of a complaint
    ("it's dark", "that's too bright")."""
    verbs = [i for i, hit in hits.items() if any(hit is acted for acted, _ in actions)]
    if any(_OBJECT_PRONOUNS.intersection(acted.key.split()[1:]) for acted, _ in actions):
        return True  # a phrasal verb of the lexicon said with its object ("turn it down")
    return any(
        hit.has(Kind.REFERENCE) and any(v < i for v in verbs)
        for i, hit in hits.items()
        if not hit.has(Kind.ACTION)
    )


# The set word that says two: with no device it points back at the last two devices.
_BOTH: Final = frozenset({"both"})
# Pronouns that stand for a device as the object of a verb.
_OBJECT_PRONOUNS: Final = frozenset({"it", "them", "that", "those", "this", "these"})


# -------------------------------------------------------------------------------- actions


def _names_a_device(items: Sequence[Item]) -> bool:
    """Whether the items begin with a device word: a name of the home or a type."""
    first = items[0] if items else None
    return isinstance(first, Hit) and (first.has(Kind.ENTITY) or first.has(Kind.TYPE))


def _fitting(actions: list[tuple[Hit, str]], domains: set[str]) -> list[tuple[Hit, str]]:
    """The action words that fit the device named, when some do and some do not: in
    "家务清单加上拖地板" the list is added to, 拖地 is the item."""
    if len(actions) < 2:
        return actions
    verbs = [(h, a) for h, a in actions if not h.has(Kind.TYPE)]
    if verbs and len(verbs) < len(actions):
        # "open the side gate lock": a device's word that is also a verb ("lock") is the
        # device when another verb is said; that verb says what to do.
        actions = verbs
    if not domains:
        # "回家撤防", "出门布防": no device said, an alarm's verb is the panel's and the words of
        # coming and going beside it say its mode (a vacuum goes home too).
        arming = [(h, a) for h, a in actions if a in ARMING_ACTIONS]
        return arming or actions
    fit = [(h, a) for h, a in actions if _ACTION_DOMAIN.get(a) in domains]
    return fit if fit and len(fit) < len(actions) else actions


def _word_after(part: _Scan, index: int | None) -> str | None:
    """The word said right after an item ("out" in "wind the awning out")."""
    item = part.items[index] if index is not None else None
    end = item.end if isinstance(item, Hit) else None
    return part.pieces[end].key if end is not None and end < len(part.pieces) else None


def _words_after(part: _Scan, index: int | None) -> tuple[str, ...]:
    """The words said after an item ("down", "please" in "the shade down please")."""
    item = part.items[index] if index is not None else None
    end = item.end if isinstance(item, Hit) else len(part.pieces)
    return tuple(p.key for p in part.pieces[end:])


def _rooms_said(
    hits: Mapping[int, Hit], included: Mapping[int, str]
) -> list[tuple[str | None, str]]:
    """The rooms a part names: the area of the home, if the word is one, and the word said."""
    places = ((hits[i].first(Kind.AREA), w) for i, w in included.items())
    return [(p.id if p else None, w) for p, w in places]


def _action_said(actions: list[tuple[Hit, str]], particles: list[str]) -> str | None:
    """The most specific action word said; English particles ("on", "off") when no action
    word was, or when it was only "change"/"make" ("change the heater off"); "shut it off" is
    "shut off" with its object inside."""
    verbs = [(h, a) for h, a in actions if not h.has(Kind.TYPE)] or actions  # "unlock the lock"
    if verbs:
        action = min((a for _, a in verbs), key=lambda a: _ACTION_RANK.get(a, len(_ACTION_RANK)))
        if (action == "set" and particles) or (action == "close" and particles == ["turn_off"]):
            return particles[0]
        return action
    return particles[0] if particles else None


def _action_from_settings(
    action: str | None, params: Params, domains: set[str] | None = None
) -> str | None:
    """A vague action made specific by the settings given ("调到50%" → brightness); a named
    value ("风速改成自动") leaves it vague: the value's field says what to call."""
    if any(key in _OPTION_FIELDS for key in params.values):
        return "set" if action in (None, "turn_on", "start", "open") else action
    for key, param_action in _ACTION_OF_PARAM:
        if key in params.values:
            return param_action
    # "open the slats", "shut the louvres": a tilt word with an opening verb moves the slats.
    if "tilt" in params.said and action in _TILT_OF_MOVE:
        return _TILT_OF_MOVE[action]
    # "raise the volume", "调亮度": a setting word with no value.
    for said, param_action in (
        ("brightness", "brightness"),
        ("volume", "volume"),
        ("temperature", "temperature"),
        ("position", "position"),
        ("color", "color"),
        ("color_temp", "color"),
        ("humidity", "humidity"),
        ("percentage", "fan_speed"),
    ):
        if said in params.said:
            return param_action
    # "turn up the heat", "把音箱调大": the one setting of that kind of device.
    if action == "set" and domains is not None:
        for domain in sorted(domains):
            if domain in _SETTING_OF_DOMAIN:
                return _SETTING_OF_DOMAIN[domain]
    return action


def _verb_said_as_type(
    part: _Scan,
    body: Sequence[int],
    at: int | None,
    type_ref: TypeRef | None,
    name: str | None,
    implied: str,
) -> bool:
    """ "switch the den over to cooling", "switch over to dry": a type word that is also a verb
    ("switch", at ``at``), said first with nothing but courtesies before it and no name, is
    the verb when the setting or action said implies another kind of device (a switch takes
    no mode); the kind the setting implies is meant."""
    if at is None or type_ref is None or name is not None or implied == type_ref[0]:
        return False
    hit = part.items[at]
    if not (isinstance(hit, Hit) and hit.has(Kind.VERB_TYPE)):
        return False
    before = [part.items[i] for i in body if i < at]
    return all(
        isinstance(item, Hit) and all(k in (Kind.REQUEST, Kind.FILLER) for k, _ in item.entries)
        for item in before
    )


def _moved_how_far(reader: _Reader) -> dict[str, str]:
    """ "close it halfway" (the way a position was set), then "fully" (said alone as a
    follow-up after it): what finishes the move (``changes.to_the_end``)."""
    if "position" in reader.params.values and {"close", "turn_off"} & actions_said(reader.actions):
        return {CLOSING: "close"}
    end = next((h.key for h in reader.hits.values() if h.key in _TO_THE_END), None)
    bare = reader.follow_up and reader.action is None
    return {TO_THE_END: end} if end is not None and bare else {}


def _implied_domain(action: str | None, params: Params, hits: dict[int, Hit]) -> str | None:
    """The device kind an action or a setting implies."""
    implied = _ACTION_DOMAIN.get(action or "")
    if implied is None:
        implied = next(
            (DOMAIN_OF_PARAM[k] for k, _ in _ACTION_OF_PARAM if k in params.values), None
        )
    if implied is None:
        implied = next(
            (h.first(Kind.ACTION_TYPE) for h in hits.values() if h.has(Kind.ACTION_TYPE)), None
        )
    return implied


# Verbs only one kind of device does: a question with one asks about that kind ("布防了没有").
_ASKED_BY_VERB: Final = frozenset({"arm", "disarm", "mow", "vacuum_start", "vacuum_return"})


def _asked_by_verb(action: str | None, actions: list[tuple[Hit, str]]) -> str | None:
    """The kind of device a question asks about by the verb said in it."""
    if action != "query":
        return None
    domains = {_ACTION_DOMAIN[a] for _, a in actions if a in _ASKED_BY_VERB}
    return next(iter(domains)) if len(domains) == 1 else None


def _bid_to_sound(actions: list[tuple[Hit, str]]) -> bool:
    """Whether a word said asks a device to make itself heard ("find", "beep", "ping"): "where"
    opens a question, and asking where the mop robot has got to asks for its state, not a beep."""
    return any(a == "locate" and not h.has(Kind.QUERY_OPENER) for h, a in actions)


def actions_said(actions: list[tuple[Hit, str]]) -> set[str]:
    """The action ids of the action words said."""
    return {a for _, a in actions}


def _turned_up_or_down(action: str | None, domains: set[str]) -> str | None:
    """ "净化器开大一点": opened further or closed a bit, a device that is no cover turns its
    one setting up or down."""
    if len(domains) != 1 or action not in ("position_up", "position_down"):
        return action
    up, down = _TURNED_UP_OR_DOWN.get(next(iter(domains)), (action, action))
    return up if action == "position_up" else down


def _music_sounded(reading: _State, action: str | None) -> str | None:
    """ "让音乐响起来", "make the music sound": a verb of sounding (the vacuum's locate words)
    said of what plays (a media noun), with no device or a player named, is the music played,
    never a vacuum found; a vacuum named keeps its beep."""
    if action != "locate" or reading.query or not (reading.name_domains <= {"media_player"}):
        return action
    if not any(h.has(Kind.MEDIA) for h in reading.hits.values()):
        return action
    return "play"


# A siren sounds by being turned on ("响一下警报器") and, having no volume, is silenced by being
# turned off ("silence the siren").
_SIREN_TAKES: Final = {"locate": "turn_on", "mute": "turn_off"}


def _taken_without_verb(action: str | None, domains: set[str]) -> str | None:
    """What a device that does one thing takes when no verb (or a general one) is said."""
    if domains <= {"button"} and action in (None, "locate", "set"):
        return "press"  # "门铃响一下", "切到站立模式": a button does its one thing when pressed
    if domains <= {"input_boolean"} and action is None:
        return "turn_on"  # "it's a holiday today": a mode of the home said as news is switched on
    return None


def _refine_action(action: str | None, domains: set[str]) -> str | None:
    """The action as the targeted kind of device takes it: a lock opens by unlocking, a scene
    is activated, a vacuum starts cleaning."""
    action = as_the_kind_takes(_turned_up_or_down(action, domains), domains)
    if domains and domains <= {"lock"}:
        if action in ("turn_on", "open"):
            return "unlock"
        if action in ("turn_off", "close"):
            return "lock"
    if (
        domains
        and domains <= {"scene", "script"}
        and action in (None, "turn_on", "start", "open", "activate", "set")
    ):
        return "activate"  # "切换到阅读模式": a scene is switched to by activating it
    if domains and domains <= {"vacuum"} and action in ("turn_on", "start"):
        return "vacuum_start"
    if domains and domains <= {"siren"} and action in _SIREN_TAKES:
        return _SIREN_TAKES[action]
    if domains and (taken := _taken_without_verb(action, domains)) is not None:
        return taken
    if domains and domains <= {"alarm_control_panel"} and action in _ARMING:
        return _ARMING[action]  # "把警戒打开" arms it
    if domains and domains <= {"todo"} and action in (None, "set", "turn_on", "turn_off"):
        return "add_item"  # "put milk on the shopping list"
    if action == "start":
        return "turn_on"
    if action == "activate":
        return "turn_on"
    return action


# -------------------------------------------------------------------------------- leftover

# English words that never begin or end a guessed name ("turn on *the* big guy *please*").
_EDGE_WORDS: Final = frozenset(
    {
        "a", "an", "the", "my", "our", "your", "their", "this", "that", "these", "those",
        "in", "on", "at", "of", "to", "for", "from", "please", "it", "is", "are", "be",
        "some", "any", "and", "or", "with",
    }
)  # fmt: skip


# Words that send a robot over a room after it is said ("take the hoover round the landing"): the
# room is where it works, not where it stands ("the vacuum in the study" stays the study's).
_ROUND: Final = frozenset({"round", "around", "over", "through", "across", "into", "to", "to the"})


def _sent_round(reader: _Targets) -> bool:
    """Whether every room said comes after the vacuum said, each behind a word that sends the
    vacuum over it (:data:`_ROUND`, an article between)."""
    said = reader.type_index if reader.type_index is not None else reader.name_index
    if reader.ctx.language == ZH or said is None or not reader.included:
        return False
    items = reader.part.items

    def sends(i: int) -> bool:  # "round", "go over", "to the"
        return items[i].key.split()[-1] in _ROUND or items[i].key in _ROUND

    return all(
        i > said + 1
        and (sends(i - 1) or (items[i - 1].key in ("the", "my", "our") and sends(i - 2)))
        for i in reader.included
    )


def _leave_room_cleaned(reader: _Targets) -> None:
    """ "扫地机去书房拖拖", "叫小白把饭厅扫扫": in Chinese a room after the cleaning verb, or after
    把 or 去/到, is what the named vacuum cleans, not where it stands ("客厅的扫地机开始扫"), so
    it does not narrow the vacuum."""
    if reader.ctx.language != ZH or reader.name is None or reader.action != "vacuum_start":
        return
    items, hits = reader.part.items, reader.hits
    verb = next((i for i, h in hits.items() if h.first(Kind.ACTION) == "vacuum_start"), None)
    if (
        reader.include
        and verb is not None
        and all(
            i > verb or (i > 0 and items[i - 1].key in ("把", "去", "到")) for i in reader.included
        )
    ):
        reader.issues.append(f"{', '.join(reader.include)}: the room the vacuum cleans")
        reader.include = []


@dataclass(frozen=True, slots=True)
class _Leftover:
    """Words no rule claimed (a nickname the home does not know, or a room it lacks)."""

    text: str
    following: tuple[Item, ...]
    """The next few items after the words."""
    preceding: tuple[Item, ...] = ()
    """The few items before the words."""
    at: tuple[int, int] = (0, 0)
    """Where the words are: the body positions they start at and end before."""


def _leftover(
    part: _Scan, body: Sequence[int], used: set[int], ctx: Context, query: bool
) -> _Leftover | None:
    """The longest run of words no rule claimed, trimmed of particles ("老伙计") and, in a
    question, of a last word saying how a device named is (:func:`_said_how_it_is`)."""
    runs: list[tuple[list[Piece], int, int]] = []  # (pieces, body positions from, after)
    current: list[Piece] = []
    for at, i in enumerate(body):
        item = part.items[i]
        if (
            isinstance(item, Piece)
            and i not in used
            and item.key not in PUNCTUATION
            and item.kind != "num"
        ):
            current.append(item)
            continue
        if current:
            runs.append((current, at - len(current), at))
        current = []
    if current:
        runs.append((current, len(body) - len(current), len(body)))
    best: _Leftover | None = None
    for run, start, end in runs:
        while run and (run[0].key in ZH_PARTICLES or run[0].key in _EDGE_WORDS):
            run, start = run[1:], start + 1
        while run and (run[-1].key in ZH_PARTICLES or run[-1].key in _EDGE_WORDS):
            run, end = run[:-1], end - 1
        if not run:
            continue
        text = ctx.words(run)
        letters = len(text.replace(" ", ""))
        if any(p.kind == "cjk" for p in run) and sum(p.kind == "cjk" for p in run) < 2:
            continue
        if letters < 2 or letters > _MAX_GUESS_CHARS or says_once_done(text):
            continue  # too short or long for a name; "扫完…" says when, not which device
        if best is None or letters > len(best.text.replace(" ", "")):
            best = _words_at(part, body, text, start, end)
    return _said_how_it_is(best, ctx, query)


def _words_at(part: _Scan, body: Sequence[int], text: str, start: int, end: int) -> _Leftover:
    """Left-over words between two body positions, with a few items on either side."""
    return _Leftover(
        text,
        tuple(part.items[i] for i in body[end : end + 4]),
        tuple(part.items[i] for i in body[max(0, start - 3) : start]),
        (start, end),
    )


def _room_itself_asked(hits: Iterable[Hit], language: str) -> bool:
    """ "is everything off in the nursery", "is the shed shut": an English question that says
    the state or the set asked about, with no "and", "too" or pronoun to carry the previous
    question, asks about the room itself (every device there), not the kinds just mentioned."""
    hits = list(hits)
    carried = (Kind.ALSO, Kind.REFERENCE, Kind.SEPARATOR)
    if language != EN or any(h.has(k) for h in hits for k in carried):
        return False
    said = (Kind.QUANTIFIER, Kind.ACTION, Kind.PARTICLE, Kind.STATE)
    return any(h.has(k) for h in hits for k in said)


def _after_an_article(leftover: _Leftover) -> bool:
    """Whether the words left over are said as a thing: right after "the", "a", "my" …"""
    before = leftover.preceding[-1:] if leftover.preceding else ()
    return any(item.key in _BEFORE_A_NOUN for item in before)


def _trim(part: _Scan, span: list[int]) -> list[int]:
    """Items without the grammatical words at their edges ("on the", "把", "到")."""

    def edge(i: int) -> bool:
        item = part.items[i]
        if isinstance(item, Piece):
            return item.key in PUNCTUATION or item.key in ZH_PARTICLES or item.key in _EDGE_WORDS
        return any(item.has(k) for k in (Kind.FILLER, Kind.PARTICLE, Kind.SEPARATOR, Kind.REQUEST))

    start, end = 0, len(span)
    while start < end and edge(span[start]):
        start += 1
    while end > start and edge(span[end - 1]):
        end -= 1
    return span[start:end]


def _of_the_speaker(reader: _State, leftover: _Leftover) -> bool:
    """Whether Chinese words no rule claimed are the speaker's remark, not a name: they follow 我
    and a comma before it ("…，我腿脚不好", the speaker says something of themselves), or they
    make a clause apart from the one that says the device's kind (a reason, a feeling, a word of
    praise before or after the request: :func:`_in_another_clause`)."""
    if not has_cjk(leftover.text):
        return False
    before = [item.key for item in leftover.preceding[-2:]]
    if before[-1:] == ["我"] and set(before[:-1]) & _CLAUSE_ENDS:
        return True
    return _in_another_clause(reader, leftover)


def _in_another_clause(reader: _State, leftover: _Leftover) -> bool:
    """Whether a clause end (a comma, a full stop) stands between the words left over and the
    kind of device said: the kind's clause is the request, the other one says why or how the
    speaker feels, and names nothing."""
    body = list(reader.body)
    if reader.type_index is None or reader.type_index not in body:
        return False
    kind_at = body.index(reader.type_index)
    start, end = leftover.at
    between = range(kind_at + 1, start) if kind_at < start else range(end, kind_at)
    apart = any(reader.part.items[body[k]].key in _CLAUSE_ENDS for k in between)
    return apart and not _said_as_a_place(leftover)


# Words that make the words before them a place or a thing ("X那边", "X那个", "X房间", "X里的"):
# a room or an owner the home may not have, which must stay in the reading (a name, so an
# absent one answers no_match) rather than be dropped as a remark and widen the command.
_PLACE_AFTER: Final = frozenset(
    {
        "那",
        "这",
        "那边",
        "这边",
        "那里",
        "这里",
        "那儿",
        "这儿",
        "边",
        "里",
        "里面",
        "里头",
        "屋",
        "屋里",
        "房间",
        "的",
    }
)


def _said_as_a_place(leftover: _Leftover) -> bool:
    """Whether the words left over are followed by a word of place or pointing (那边, 那个, 房间,
    的 …): a room or a thing said, not a remark of the speaker's."""
    after = leftover.following[:1]
    return bool(after) and (
        after[0].key in _PLACE_AFTER
        or (isinstance(after[0], Hit) and (after[0].has(Kind.REFERENCE) or after[0].has(Kind.HERE)))
    )


def _left_by_someone(leftover: _Leftover) -> bool:
    """Whether the words no rule claimed are "left" / "leave" right after a person ("who left
    the shed open"): the verb of who left a thing so, not a side of a name ("the left one")."""
    before = leftover.preceding[-1:]
    return (
        leftover.text in _LEFT
        and bool(before)
        and isinstance(before[0], Hit)
        and any(ref[0] == "person" for ref in before[0].payloads(Kind.TYPE))
    )


def _guessed_name(part: _Scan, leftover: _Leftover, device_index: int | None) -> str | None:
    """The name unknown English words guess (:mod:`.guesses`): themselves when no device word
    was said or they are after a place preposition; with the device word when they stand in
    its noun phrase ("hot tub lights"); none elsewhere beside a device word ("the fan gizmo",
    "erm, thingummy, the shades")."""
    if (
        device_index is None
        or has_cjk(leftover.text)
        or after_place_preposition(leftover.preceding)
    ):
        return leftover.text
    device = part.items[device_index]
    between = in_device_phrase(leftover.following, device)
    if between is None:
        return None
    if between or not isinstance(device, Hit) or leftover.text.endswith("'s"):
        # "fourth floor lights": a place word between, the words alone; "priya's light": the
        # owner names the device ("Priya's Side"), the device word need not be in its name.
        return leftover.text
    # a device word reheard ("grow lite") joins the name as the word it was heard as
    word = device.key if device.has(Kind.HEARD) else part.said(device)
    return f"{leftover.text} {word}"


def _of_a_device(leftover: _Leftover | None, ctx: Context, query: bool) -> bool:
    """Whether a question's words left over are a word of a device name of the home (its
    maker or model, "is the sonos playing"): commands find devices by these, so a question
    keeps them as the name instead of dropping them as words that name nothing; so are
    several words that are all words of one name of the home."""
    if leftover is None or not query:
        return False
    if " " in leftover.text:
        # "is the header tank empty": words of one name of the home, all of them in it
        return len(ctx.home.words.named_by(leftover.text)) == 1
    return leftover.text.lower() in ctx.home.words.device_words


def _said_how_it_is(leftover: _Leftover | None, ctx: Context, query: bool) -> _Leftover | None:
    """A question's words left over without a last word that says how the device is ("is the
    cistern cracked"): when the words before it are words of one name of the home and the whole
    run is none, the name is those words."""
    if leftover is None or not query or " " not in leftover.text:
        return leftover
    named = ctx.home.words.named_by
    rest = leftover.text.rsplit(" ", 1)[0]
    if len(named(leftover.text)) == 1 or len(named(rest)) != 1:
        return leftover
    return replace(leftover, text=rest)


def _said_short(leftover: _Leftover, ctx: Context, query: bool) -> bool:
    """Whether unknown words are a device said by words of its name, as a noun phrase ("…and
    the bubbler" of "Koi Pond Bubbler"): a device, which takes the previous action, not
    the reason for a command (nor a question's unknown words)."""
    short = not query and after_article(leftover.preceding)
    return short and bool(ctx.home.words.named_by(leftover.text))


def _mode_of_a_scene(reading: _State) -> bool:
    """ "来个guest mode", "切成bedtime模式": a scene said by a word of its activity in the other
    language and a mode word, no device said, is that scene, not a value of a setting of
    the device last mentioned (:func:`.activities.mode_said`)."""
    if reading.query or reading.name is not None or reading.type_index is not None:
        return False
    lexicon = reading.ctx.lexicon
    keys = [phrase_key(item.key) for item in reading.part.items]
    found = mode_said(keys, lexicon.activities, lexicon.activity_said)
    if found is None:
        return False
    runnables = reading.ctx.home.runnables.get(found[0], [])
    # Of a scene and a script for it, the one named as a mode ("睡眠模式", not "晚安").
    modes = [r for r in runnables if any(n.endswith(("模式", "mode")) for n in r.names)]
    runnable = run_for(found[1], modes or runnables, _rooms_said(reading.hits, reading.included))
    if runnable is None or runnable.domain != "scene":
        return False
    reading.name, reading.name_domains = runnable.name, {runnable.domain}
    reading.type_ref, reading.type_index = (runnable.domain, None), None
    reading.params.values.clear()
    reading.reference = False
    reading.action = _run_by(runnable.domain)
    reading.issues.append(f"'{found[1]}' said as a mode read as running '{runnable.name}'")
    return True


# Measure words, which come before a noun ("一扇门", "那盏灯"): one right after a device's name
# is a noun joined to the name ("空调扇": a fan of its own, no air conditioner).
_MEASURE_WORDS: Final = frozenset({"扇", "盏", "台"})


def _run_on_name(reading: _State) -> None:
    """ "打开空调伴侣", "空调扇": characters no rule claimed (two or more) or a measure word joined
    right after a device's Chinese name, at the end or before a particle, make a longer name
    the home lacks, for which retrieval finds nothing, instead of the device they follow. Only
    when a verb is said: otherwise the characters may be the verb the lexicon lacks."""
    at, items = reading.name_index, reading.part.items
    owner = items[at] if at is not None else None
    if reading.query or not isinstance(owner, Hit) or not has_cjk(owner.key) or at is None:
        return
    run: list[Item] = []
    for item in items[at + 1 :]:
        unknown = isinstance(item, Piece) and item.kind == "cjk"
        if not (unknown or (not run and item.key in _MEASURE_WORDS)):
            break
        run.append(item)
    after = items[at + 1 + len(run)] if at + 1 + len(run) < len(items) else None
    joined = "".join(item.key for item in run)
    # One character the lexicon does not know, ending the request, is a noun of its own too
    # ("空调被", "台灯罩"): a verb or particle would be known, or followed by something.
    ending = after is None and len(joined) == 1
    if not _ends_a_name(after, joined) or not (
        len(joined) >= 2 or joined in _MEASURE_WORDS or ending
    ):
        return
    if not reading.actions or any(item.key in reading.ctx.lexicon.negations for item in run):
        return  # "蜂鸣器嘟几声", "蜂鸣器不要叫": with no verb of its own they say what it does
    reading.name = reading.part.said(owner) + joined
    reading.name_domains, reading.type_ref, reading.type_index = set(), None, None
    reading.issues.append(f"'{reading.name}' read as a name the home does not have")


def _kind_after_name(reading: _State) -> None:
    """ "空调遥控器" said with a verb: a word of a kind the home has no device of, joined right after a
    device's Chinese name, is what is meant (the AC's remote), a device the home lacks: retrieval
    finds nothing, instead of the device named first. A kind the home has stays for the reader
    ("空调插座" may be the AC's plug)."""
    at, items = reading.name_index, reading.part.items
    if reading.query or at is None or at + 1 >= len(items) or not reading.actions:
        return
    owner, kind = items[at], items[at + 1]
    if not isinstance(owner, Hit) or not has_cjk(owner.key) or not isinstance(kind, Hit):
        return
    kinds = [m for k, m in kind.entries if k == Kind.TYPE and isinstance(m, tuple)]
    domains = {domain for domain, _ in reading.ctx.home.kinds}
    if not kinds or kind.has(Kind.ENTITY) or any(m[0] in domains for m in kinds):
        return
    reading.name = reading.part.said(owner) + reading.part.said(kind)
    reading.name_domains, reading.type_ref, reading.type_index = set(), None, None
    reading.issues.append(f"'{reading.name}' read as a name the home does not have")


# The last character of a Chinese device's name that says what it is: a machine, a fan, an
# appliance ("冷风机", "冷气扇", "暖风器").
_DEVICE_HEADS: Final = frozenset({"机", "扇", "器"})


def _mode_named_device(reading: _State) -> None:
    """ "冷风机", "制热机", "冷气扇" said with a verb: a word of an AC's mode (冷风, 制冷, 热风) joined to a device's
    head character names a device of its own (an air cooler, a heater) the home lacks, for which
    retrieval finds nothing, instead of the room's AC switched to the mode. Only where no device
    or kind is said, and the head belongs to no longer word the home or the lexicon knows (a
    dehumidifier's 除湿机 is its own kind)."""
    if reading.query or reading.name is not None or reading.type_ref is not None:
        return
    pieces, items = reading.part.pieces, reading.part.items
    for at, item in enumerate(items):
        if not isinstance(item, Hit) or not item.has(Kind.HVAC):
            continue
        # "开一下<mode>机" is read with 一下 moved after the verb's object
        head = next((i for i in items[at + 1 :] if i.key != "一下"), None)
        if head is None or head.key not in _DEVICE_HEADS:
            continue
        if isinstance(head, Hit) and head.has(Kind.TYPE):
            continue
        core = "".join(p.key for p in pieces[max(item.start, item.end - 2) : item.end])
        said = core + head.key
        reading.name = said
        reading.name_domains, reading.type_ref, reading.type_index = set(), None, None
        reading.issues.append(f"'{said}' read as a name the home does not have")
        return


def _ends_a_name(after: Item | None, joined: str) -> bool:
    """Whether the words joined to a name end it: nothing, a particle or a filler follows, or a
    verb after a measure word. Unknown characters before a verb may say how it is done
    ("窗帘完全关上"); a measure word does not."""
    if after is None or after.key in ZH_PARTICLES:
        return True
    if not isinstance(after, Hit):
        return False
    if after.has(Kind.ACTION):
        return joined in _MEASURE_WORDS
    return all(kind == Kind.FILLER for kind, _ in after.entries)


def _run_by(domain: str, ended: bool = False) -> str:
    """The action an activity runs a thing of this domain with: a button is pressed, a helper
    switched on (:data:`.activities.SWITCHED`), or off when the activity is said to be over
    (``ended``: "the party is done"), a scene or script activated."""
    if domain in ("button", "input_button"):
        return "press"
    if domain in SWITCHED:
        return "turn_off" if ended else "turn_on"
    return "activate"


# Words that say an activity has ended ("the party is done"), and the words between ("is").
_ENDED: Final = frozenset({"over", "finished", "done", "ended"})
_ENDED_LINKS: Final = frozenset({"is", "was", "s", "all", "now"})


# Chinese says an activity is over after it: "看完了", "放完了", "结束了", "散了".
_ENDED_ZH: Final = re.compile("^(?:都|也|已经|已|早就|刚|终于)?(?:[\u4e00-\u9fff]?完|结束|散)")
# Words before an activity that say it will not happen ("不回家了", "we're not going out"): a
# statement's negation; one that tells to stop ("别浇水了", "don't water") is the job's stop.
_NOT_HAPPENING: Final = _NOT | frozenset(
    {"冇", "not", "no", "never", "won't", "wont", "aren't", "arent", "isn't"}
)


def _ended(items: Sequence[Item], activity: Hit) -> bool:
    """Whether the words after an activity say it is over ("the party is done", "party's
    ended", "电影看完了"): its mode is switched off, not on ("people over" is one activity
    phrase)."""
    after = list(items[items.index(activity) + 1 :]) if activity in items else []
    keys = [i.key.split(" ")[-1] for i in after if i.key not in _ENDED_LINKS]  # "is over"
    if keys and has_cjk(keys[0]):
        return bool(_ENDED_ZH.match("".join(keys)))
    return bool(keys) and keys[0] in _ENDED


def _runnable_said(
    part: _Scan, hit: Hit, runnables: Sequence[Runnable], rooms: Sequence[tuple[str | None, str]]
) -> Runnable | None:
    """What an activity said runs (:func:`.activities.run_for`), unless the words say it will
    not happen ("周一不上学") or that it is over while what the home has for it only starts
    it (a scene or script: "the film's done" must not start the film scene again). An
    on/off helper of the activity is switched off when it is over (:func:`_run_by`)."""
    if _not_to_happen(part.items, hit):
        return None
    runnable = run_for(part.said(hit), runnables, rooms)
    if runnable is not None and runnable.domain not in SWITCHED and _ended(part.items, hit):
        return None
    return runnable


def _not_to_happen(items: Sequence[Item], hit: Hit) -> bool:
    """Whether a negation word comes right before the words, or one word between ("不回家了",
    "not going out", "we won't be going out"), or the words tell what was done in the past
    (:func:`_in_the_past`)."""
    at = items.index(hit) if hit in items else 0
    before = [phrase_key(i.key) for i in items[max(0, at - 2) : at]]
    negated = any(w in _NOT_HAPPENING for w in before) or "".join(before) in _NOT_HAPPENING
    return negated or _in_the_past(_clause_of(items, at), before)


def _clause_of(items: Sequence[Item], at: int) -> Sequence[Item]:
    """The items between the punctuation around ``at``: a past time in another clause tells of
    something else ("昨天没睡好，我要睡了")."""
    marks = [n for n, i in enumerate(items) if i.key in PUNCTUATION]
    start = max((n + 1 for n in marks if n < at), default=0)
    return items[start : min((n for n in marks if n > at), default=len(items))]


# What puts an activity in the past: a time gone by said anywhere in the clause ("yesterday",
# "a while ago", "昨天", "上次"), or a verb's past form right before it ("we had lunch", "we
# played a game"). A remark about what was done runs nothing; "just" and "already" alone do
# not count ("I'm already home", "刚到家" still arrive).
# A time gone by beside a verb of command is a manner ("put the film scene on like last night",
# "上次的观影模式再来一次"), not a remark; "earlier" is no past ("earlier tonight").
_PAST_TIMES: Final = frozenset({"yesterday", "ago", "last night", "last week"})
_PAST_TIMES_ZH: Final = re.compile("昨天|昨晚|前天|前几天|上周|上个星期|上次|那天")
_PAST_VERBS: Final = frozenset({"had", "watched", "did", "ate", "played", "enjoyed"})


def _in_the_past(items: Sequence[Item], before: Sequence[str]) -> bool:
    """Whether a clause tells of an activity done in the past (:data:`_PAST_TIMES`)."""
    if any(w in _PAST_VERBS for w in before):
        return True
    if any(isinstance(i, Hit) and i.has(Kind.ACTION) and not i.has(Kind.ACTIVITY) for i in items):
        return False  # a verb of command of its own, not the activity's ("回家")
    words = " ".join(i.key for i in items)
    if _PAST_TIMES_ZH.search(words.replace(" ", "")):
        return True
    return any(f" {w} " in f" {words} " for w in _PAST_TIMES)


def _unless_said_not_to_happen(reader: _Reader, reading: Reading) -> Reading:
    """The reading, or nothing at all when an activity, or a scene or script by its name, is
    said right after a negation word ("下午不出门了", "not going out tonight"), or a scene or
    script is said to be over ("game night's done"): running it would do what the speaker said
    is off. Retrieval then finds no name in its text either (:data:`..ir.SAID_NOT_TO_HAPPEN`)."""
    items = reader.part.items
    routine = bool(reader.name_domains) and reader.name_domains <= set(RUNNABLE)
    if not routine and (reading.has_action or reading.has_target):
        return reading  # "别浇水了": stopping what a device does, read by its own verb
    said = [
        h
        for h in items
        if isinstance(h, Hit) and (h.has(Kind.ACTIVITY) or (routine and h.has(Kind.ENTITY)))
    ]
    over = routine and any(_ended(items, h) for h in said)  # "game night is over"
    if not over and not (said and all(_not_to_happen(items, h) for h in said)):
        return reading
    unread = Command(type_hint=UNKNOWN_TYPE, confidence=0.2, issues=(SAID_NOT_TO_HAPPEN,))
    return Reading(unread, None, False)


def _unguarding(reader: _State) -> bool:
    """Whether the request unlocks or disarms with no room said (a set said or a plural kind
    was read before: "unlock every door")."""
    return reader.action in _UNGUARDING and not reader.include


def _device_asked_bare(reader: _State) -> bool:
    """Whether a device is asked after "and" or with "<word> one" and a question mark alone,
    no question word or verb ("and the far one?", "and the heater?"), as "and the study?" is a
    room asked with one alone: the previous request, of that device."""
    asked = any(h.has(Kind.QUERY) for h in reader.hits.values())
    first = next((i for i in reader.part.items if not _is_filler(i)), None)
    joined = isinstance(first, Hit) and first.has(Kind.SEPARATOR)  # "and the …?"
    return (
        reader.asked
        and not asked
        and not reader.actions
        and not reader.particles
        and (joined or _one_said(reader.hits))
    )


def _one_said(hits: Mapping[int, Hit]) -> bool:
    """Whether "one" stands for a device ("the porch one too", "the desk one as well"):
    the word before it is a word of that device's name."""
    return any(h.has(Kind.ALSO) and "one" in h.key.split() for h in hits.values())


def _owner_of_device(leftover: _Leftover) -> bool:
    """Whether unknown words stand before "的" and a device word ("车棚的灯", "车棚里的灯")."""
    following = list(leftover.following)
    while following and following[0].key in _LOCATIVES:
        following.pop(0)
    if len(following) < 2 or following[0].key != "的":
        return False
    device = following[1]
    return isinstance(device, Hit) and device.has(Kind.TYPE) and not device.has(Kind.ENTITY)


def _state_cue(hits: dict[int, Hit]) -> bool:
    """Whether a question asks about an on/off/open/locked state ("大白开着吗", "is X on"):
    only then may a question carry a name the home does not know."""
    return any(
        h.has(Kind.PARTICLE)
        or h.has(Kind.ACTION)
        or h.has(Kind.STATE)
        or (h.has(Kind.QUERY) and any(c in h.key for c in "开关锁亮"))
        for h in hits.values()
    )


# ------------------------------------------------------------------------------------ play


def _play(
    part: _Scan, body: Sequence[int], ctx: Context
) -> tuple[str | None, dict[str, str], set[int]]:
    """What to play ("search_query", "media_class"), the player named, and the items that are
    part of the title, for "play X [on <player>] [in <room>]" / "在客厅播放X".

    Everything between the play word and the room is what to play, except a leading media
    word ("the podcast", "歌单") that gives the media class and a trailing "on <media player>".
    A device that is not a media player after "on" is part of the title, as Home Assistant
    reads it ("play jazz on Phone" searches "jazz on Phone").
    """
    order = list(body)
    start = next(
        (n for n, i in enumerate(order) if "play" in actions_of(part.items[i])),
        None,
    )
    if start is None:
        return None, {}, set()
    span: list[int] = []
    for n, i in enumerate(order[start + 1 :], start + 1):
        item = part.items[i]
        scope = isinstance(item, Hit) and (
            _scope_word(item) is not None or item.has(Kind.HERE) or item.has(Kind.EVERYWHERE)
        )
        # A room ends the title when introduced ("in the Kitchen"); "play The Office" is a title.
        # An all-rooms word ends it when it ends the request ("play the radio everywhere").
        if scope and (
            ctx.language == ZH
            or not span
            or _introduced(part, span)
            or _everywhere_at_the_end(part, order[n:])
        ):
            break
        span.append(i)
    found: dict[str, str] = {}

    def is_filler(i: int) -> bool:
        item = part.items[i]
        return isinstance(item, Hit) and item.has(Kind.FILLER) and not item.has(Kind.ENTITY)

    # Leading fillers and a media word: "the show …", "the podcast The Daily".
    while span and (is_filler(span[0]) or says(part.items[span[0]], Kind.MEDIA)):
        item = part.items[span.pop(0)]
        media_class = item.first(Kind.MEDIA) if isinstance(item, Hit) else None
        if media_class is not None:
            found["media_class"] = media_class
            break
    name, span = _player_after_on(part, span, ctx, is_filler)
    # Trailing fillers and media words: "周杰伦的歌".
    while span and (is_filler(span[-1]) or says(part.items[span[-1]], Kind.MEDIA)):
        span.pop()
    pieces = [p for i in span for p in _pieces_of(part, i)]
    if pieces:
        found["search_query"] = ctx.words(pieces)
    else:
        # "play some music", "放点音乐": a kind of media with nothing to search for is no
        # request for particular media; the player plays (media_play), it does not search.
        found.pop("media_class", None)
    return name, found, set(span)


def _everywhere_at_the_end(part: _Scan, rest: Sequence[int]) -> bool:
    """Whether the request ends in an all-rooms word ("everywhere", "all over the house"):
    the first of ``rest`` is one, and only fillers and place words follow it."""
    first = part.items[rest[0]]
    if not (isinstance(first, Hit) and first.has(Kind.EVERYWHERE)):
        return False
    return all(
        isinstance(item, Hit) and (item.has(Kind.FILLER) or item.has(Kind.EVERYWHERE))
        for item in (part.items[i] for i in rest[1:])
    )


def _player_after_on(
    part: _Scan, span: list[int], ctx: Context, is_filler: Callable[[int], bool]
) -> tuple[str | None, list[int]]:
    """A trailing "on <media player>" of a title: the player's name and the title without it;
    a player said by its kind ("on the speaker") leaves the title too, and names none."""
    while span and is_filler(span[-1]):
        span = span[:-1]  # "… on the speaker in the den": the room's "in the"
    last = part.items[span[-1]] if span else None
    if not isinstance(last, Hit):
        return None, span
    kind = last.first(Kind.TYPE)
    named = last.has(Kind.ENTITY) and "media_player" in ctx.home.domains_named(last.key)
    if not named and not (isinstance(kind, tuple) and kind[0] == "media_player"):
        return None, span
    cut_at = len(span) - 1
    while cut_at > 0 and is_filler(span[cut_at - 1]) and part.items[span[cut_at - 1]].key != "on":
        cut_at -= 1
    if cut_at > 0 and part.items[span[cut_at - 1]].key == "on":
        return (last.first(Kind.ENTITY) if named else None), span[: cut_at - 1]
    return None, span


_ROOM_INTRODUCERS: Final = frozenset({"in", "at", "throughout", "across", "around", "on"})
_DETERMINERS: Final = frozenset({"the", "my", "our", "your"})


def _introduced(part: _Scan, span: list[int]) -> bool:
    """Whether the words before a room are "in", "at", ... (with "the", "my" between)."""
    for i in reversed(span):
        key = part.items[i].key
        if key in _ROOM_INTRODUCERS:
            return True
        if key not in _DETERMINERS:
            return False
    return False


def _pieces_of(part: _Scan, index: int) -> list[Piece]:
    item = part.items[index]
    return part.pieces[item.start : item.end] if isinstance(item, Hit) else [item]


# ------------------------------------------------------------------------------ confidence


def _confidence(
    *, action: bool, target: bool, name_from_home: bool, guessed: bool, type_said: bool, issues: int
) -> float:
    """How sure the parse is: 0.9 when action and target are clear, 0.5 when guessing."""
    if not action and not target:
        return 0.2
    score = 0.9 if action and target else 0.5
    if guessed:
        score = min(score, 0.5)
    elif target and not (type_said or name_from_home):
        score -= 0.1  # only a room, or only what the action implies
    score -= min(0.3, 0.05 * issues)
    return round(max(0.1, min(0.95, score)), 2)


def _kind_said(part: Any, hit: Hit | None) -> str | None:
    """The kind word as the name hint: as said, or the word a misheard one was heard as (a
    recogniser's spelling of a kind, "rumba", names no device of the home)."""
    if hit is None:
        return None
    return hit.key if hit.has(Kind.HEARD) else str(part.said(hit))


def _kind_or_its_phrase(kind: str | None, guessed: str | None) -> str | None:
    """The kind said, or the guessed noun phrase it ends ("spa heater"): the words before the
    kind word may say which one (retrieval reads a maker's word as the kind, a place's word as
    a device the home may lack), so they are kept for it."""
    if kind is not None and guessed is not None and guessed.casefold().endswith(f" {kind}"):
        return guessed
    return kind or guessed
