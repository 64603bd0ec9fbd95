"""Verbs said to devices that do not take them as said: what they mean for that kind of device.

"继续", "暂停", "停" and "resume" are first read as the music's verbs (Home Assistant's own
reading with no device). Said to a vacuum or a mower, "继续扫吧" / "继续干活" means start again
(their start resumes); said to a plain switch, a light or a heater, "停了吧" means turn it off,
as such a device has no pause and no stop. The device kinds here are the ones named or typed
in the request; a kind that takes the verb as said (a cover stops, a vacuum pauses) keeps it.
A switch locked or unlocked ("童锁锁上", "解锁童锁": a child lock) is turned on or off.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Final

from ..ir import Command
from ..sound import compact_sound_similarity

# Kinds whose only way to stop or resume is to be turned off or on.
_ON_OFF_ONLY: Final = frozenset(
    {"switch", "light", "fan", "humidifier", "climate", "water_heater", "siren", "input_boolean"}
)
# Kinds that stop where they are but never pause ("窗帘停一下").
_STOP_NOT_PAUSE: Final = frozenset({"cover", "valve"})
# What "resume" is for a kind that works rather than plays.
_RESUMED_AS: Final = {"vacuum": "vacuum_start", "lawn_mower": "mow"}
# A child lock is a switch: locked it is on, unlocked (released) off.
_LOCKED_AS: Final = {"lock": "turn_on", "unlock": "turn_off"}
# "收回来" / "叫回来" call a vacuum home; said to a cover they roll or raise it back up.
_RECALLED_AS: Final = {"cover": "open"}

# Covers that extend and retract instead of opening and closing: "wind the awning out" opens
# it and "bring the awning in" closes it ("out" is otherwise "off", as in "lights out").
_EXTENDING: Final = frozenset({"awning"})
_EXTENDED_AS: Final = {"out": "open", "in": "close"}
# The same in Chinese, by the verb's first character: a blind rolled up (收起来, 卷起来, 升起来)
# is open, an awning taken in so (收回去, 缩进来) is closed; an awning let down or spread (放下来,
# 降下, 展开, 伸出去, 撑开) is open. 打开 / 关上 keep their meaning.
_EXTENDED_BY_VERB: Final = {
    "收": "close",
    "卷": "close",
    "升": "close",
    "缩": "close",
    "放": "open",
    "降": "open",
    "伸": "open",
    "展": "open",
    "撑": "open",
}


def as_the_kind_extends(
    action: str | None,
    word_after: str | None,
    kind: tuple[str, str | None] | None,
    verb: str | None = None,
) -> str | None:
    """The action a particle after an awning, or a Chinese verb of rolling up or letting down
    said to one (``verb``), means ("the awning out" → ``open``, "遮阳篷收起来" → ``close``).

    >>> as_the_kind_extends("turn_off", "out", ("cover", "awning"))
    'open'
    >>> as_the_kind_extends(None, "in", ("cover", "awning")), as_the_kind_extends("turn_off", "out", ("light", None))
    ('close', 'turn_off')
    >>> as_the_kind_extends("open", None, ("cover", "awning"), "收起来")
    'close'
    """
    if kind is None or kind[0] != "cover" or kind[1] not in _EXTENDING:
        return action
    if action in (None, "turn_on", "turn_off") and word_after in _EXTENDED_AS:
        return _EXTENDED_AS[word_after]
    if action in ("open", "close", "vacuum_return") and verb and verb[0] in _EXTENDED_BY_VERB:
        return _EXTENDED_BY_VERB[verb[0]]
    return action


# A window covering or a door said with "up" or "down" after it and no verb ("blinds down",
# "the garage door up"): it goes that way, as a cover's closed is down. ("up" alone is
# otherwise the particle of "turn on", and "down" says nothing.)
_GOES: Final = {"up": "open", "down": "close"}
# What may follow it: the room, a courtesy; "down a bit" is a step, left to the relative words.
_AFTER_GOING: Final = frozenset({"in", "at", "on", "please", "now", "then", "thanks", ","})


def as_the_cover_goes(
    action: str | None, words_after: tuple[str, ...], domains: set[str]
) -> str | None:
    """The action "up" / "down" said right after a cover means when no verb was said.

    >>> as_the_cover_goes(None, ("down",), {"cover"}), as_the_cover_goes("turn_on", ("up", "in"), {"cover"})
    ('close', 'open')
    >>> as_the_cover_goes(None, ("down",), {"light"}), as_the_cover_goes(None, ("down", "a", "bit"), {"cover"})
    (None, None)
    """
    if action not in (None, "turn_on") or domains != {"cover"} or not words_after:
        return action
    if words_after[0] not in _GOES or words_after[1:2] and words_after[1] not in _AFTER_GOING:
        return action
    return _GOES[words_after[0]]


# Verbs of moving a thing up or down: they open or close a cover or a valve; said to a device
# that does not move they turn its one setting up or down ("lower the lights" dims them,
# "raise the heating" warms, "bring the telly down" is quieter), as "turn up / down" does.
_MOVED_UP: Final = frozenset(
    {"raise", "raise up", "lift", "lift up", "bring up", "put up", "pull up", "wind up", "roll up"}
)
_MOVED_DOWN: Final = frozenset(
    {"lower", "bring down", "put down", "pull down", "let down", "wind down", "roll down"}
)
# Kinds a verb of moving moves; also a lock, whose open and close are unlock and lock.
_MOVING: Final = frozenset({"cover", "valve", "lock"})
# A setting warmed or cooled rather than turned up or down ("position_up" is turned up).
_WARMED: Final = frozenset({"climate", "water_heater"})


def as_the_kind_moves(action: str | None, verb: str | None, domains: set[str]) -> str | None:
    """The action a verb of moving up or down means for the kinds ``domains``: ``open`` or
    ``close`` for what moves, a warmer or cooler target for heating and hot water, and the one
    setting turned up or down (``position_up`` / ``position_down``) for the rest.

    >>> as_the_kind_moves("close", "lower", {"cover"}), as_the_kind_moves("close", "lower", {"light"})
    ('close', 'position_down')
    >>> as_the_kind_moves("open", "raise", {"climate"}), as_the_kind_moves("close", "shut", {"light"})
    ('warm_up', 'close')
    """
    if action not in ("open", "close") or not domains or domains & _MOVING:
        return action
    if verb not in (_MOVED_UP if action == "open" else _MOVED_DOWN):
        return action
    up = action == "open"
    if domains <= _WARMED:
        return "warm_up" if up else "cool_down"
    return "position_up" if up else "position_down"


def as_the_kind_takes(action: str | None, domains: set[str]) -> str | None:
    """The action ``action`` means for the kinds of device ``domains`` (all of one reading).

    >>> as_the_kind_takes("resume", {"vacuum"}), as_the_kind_takes("pause", {"switch"})
    ('vacuum_start', 'turn_off')
    >>> as_the_kind_takes("pause", {"media_player"}), as_the_kind_takes("stop", {"cover"})
    ('pause', 'stop')
    >>> as_the_kind_takes("pause", {"cover"}), as_the_kind_takes("vacuum_return", {"cover"})
    ('stop', 'open')
    >>> as_the_kind_takes("lock", {"switch"}), as_the_kind_takes("unlock", {"switch"})
    ('turn_on', 'turn_off')
    """
    if action == "vacuum_return" and len(domains) == 1:
        return _RECALLED_AS.get(next(iter(domains)), action)
    if action in _LOCKED_AS and domains and domains <= {"switch"}:
        return _LOCKED_AS[action]  # "童锁锁上": a switch that locks is on while it locks
    if not domains or action not in ("resume", "pause", "stop"):
        return action
    if action == "resume" and len(domains) == 1:
        return _RESUMED_AS.get(next(iter(domains)), action)
    if action == "pause" and domains <= _STOP_NOT_PAUSE:
        return "stop"
    if domains <= _ON_OFF_ONLY:
        return "turn_on" if action == "resume" else "turn_off"
    return action


# Kinds that only report. A verb that acts, said to one, means the kind of the same class that
# does what was said, where the home has one ("shut the water off" is the water valve, not the leak
# detector).
_REPORTING: Final = frozenset({"binary_sensor", "sensor"})
_ACTING_OF_A_CLASS: Final = ("valve", "cover", "switch")


def as_acted_on(
    kind: tuple[str, str | None] | None,
    home_kinds: set[tuple[str, str | None]],
    acts: int,
    asked: bool = False,
) -> tuple[str, str | None] | None:
    """The kind a device word means when ``acts`` verbs act on it, not ``asked`` in a
    question (the comment above).

    >>> as_acted_on(("binary_sensor", "gas"), {("valve", "gas"), ("binary_sensor", "gas")}, 1)
    ('valve', 'gas')
    >>> as_acted_on(("binary_sensor", "gas"), {("binary_sensor", "gas")}, 1)
    ('binary_sensor', 'gas')
    """
    if asked or not acts or kind is None or kind[0] not in _REPORTING or kind[1] is None:
        return kind
    acting = ((domain, kind[1]) for domain in _ACTING_OF_A_CLASS)
    return next((k for k in acting if k in home_kinds), kind)


# Actions that arm an alarm panel when said to one ("arm the alarm", "set the alarm").
# Verbs that arm a panel in the mode said with them: "启动" / "activate" too, when the panel is
# what is started ("把安防改到外出模式", "开始外出模式的安防").
_ARMING_SAID: Final = frozenset({"arm", "set", "turn_on", "activate", "start"})
ARMING_ACTIONS: Final = ("arm", "arm_away", "arm_home", "arm_night", "arm_vacation", "disarm")
"""Actions only an alarm panel takes."""


def armed_as(
    action: str | None, domains: set[str], text: str, modes: Mapping[str, Sequence[str]]
) -> str | None:
    """The arming action of the mode said beside a verb of arming an alarm panel ("arm it
    overnight" → ``arm_night``, "set the panel, we're staying in" → ``arm_home``):
    the first of ``modes`` with a word in ``text`` (English words whole), else ``action``.

    >>> modes = {"arm_night": ["night"], "arm_home": ["staying in", "在家"]}
    >>> armed_as("arm", {"alarm_control_panel"}, "arm it, we're staying in tonight", modes)
    'arm_home'
    >>> armed_as("arm", {"alarm_control_panel"}, "arm the alarm tonight", modes)
    'arm'
    >>> armed_as("arm", {"alarm_control_panel"}, "在家布防", modes)
    'arm_home'

    A recogniser splits a Chinese mode word with a pause ("在 家") or writes one of its
    characters as another that sounds the same ("再家"); with the verb of arming said, that is
    the mode too, when no mode is said as written:

    >>> armed_as("arm", {"alarm_control_panel"}, "启动再家布防", modes)
    'arm_home'
    """
    if action not in _ARMING_SAID or domains != {"alarm_control_panel"}:
        return action
    for says in (_says, _sounds_said):
        for mode, words in modes.items():
            if any(says(word, text) for word in words):
                return mode
    return action


def _says(word: str, text: str) -> bool:
    """Whether ``text`` says ``word``: Latin words whole, Chinese anywhere (spaces aside)."""
    if not word.isascii():
        return word in re.sub(r"\s+", "", text)
    return re.search(rf"(?<![\w'’-]){re.escape(word)}(?![\w'’-])", text) is not None


def _sounds_said(word: str, text: str) -> bool:
    """Whether ``text`` holds a Chinese word of two characters or more that sounds like ``word``
    with one character the same at least ("页间" for 夜间: :func:`..sound.sound_similarity`)."""
    if word.isascii() or len(word) < 2:
        return False
    said = re.sub(r"\s+", "", text)
    return any(
        compact_sound_similarity(said[at : at + len(word)], word) > _ONE_ALIKE
        for at in range(len(said) - len(word) + 1)
    )


_ONE_ALIKE: Final = 0.85
"""The sound similarity of a word whose every character only sounds alike: above it one is the
same character."""


# Chinese verbs of a sound, by their character ("鸣两声", "叫起来", "嘀一下"; 拉 and 放 as in 拉警报,
# 声 the sound itself, "警报声"): said of a siren with no verb of switching they sound it, and
# after a word of forbidding they silence it.
_SOUNDING: Final = ("响", "鸣", "叫", "嘀", "嘟", "测试", "试", "拉", "放", "声")
_HUSHING: Final = ("别", "不要", "不许", "甭", "停")
_SOUND_SAID: Final = re.compile(f"(?:{'|'.join(_SOUNDING)})(?!器)")
# English words of a siren's sound, verb and -ing form ("make the siren howl"): said of a
# siren with no other verb they sound it.
SOUNDS: Final = frozenset(
    {
        "wail", "wailing", "howl", "howling", "blare", "blaring", "scream", "screaming",
        "shriek", "shrieking", "screech", "screeching", "whoop", "whooping", "sounding",
        "ringing", "beeping", "buzzing",
    }
)  # fmt: skip


def as_the_siren_sounds(action: str | None, text: str) -> str | None:
    """What a siren said with a verb of its sound and no other verb takes: ``turn_on``, or
    ``turn_off`` when the sound is forbidden ("别叫了"). Other actions stay as said.

    >>> as_the_siren_sounds(None, "让门口的蜂鸣器嘟两声"), as_the_siren_sounds(None, "蜂鸣器别响了")
    ('turn_on', 'turn_off')
    >>> as_the_siren_sounds("turn_off", "把蜂鸣器关了"), as_the_siren_sounds(None, "蜂鸣器")
    ('turn_off', None)
    >>> as_the_siren_sounds(None, "别让警笛响了"), as_the_siren_sounds(None, "好了，警报器响一下")
    ('turn_off', 'turn_on')
    """
    if action not in (None, "locate"):
        return action
    # A sound character before 器 is the siren's name (蜂鸣器), no verb; of the verbs, the last
    # is the one said of it, and a forbidding word counts only in its clause ("别让警笛响了").
    said = [m.start() for m in _SOUND_SAID.finditer(text)]
    if not said:
        return action
    at = said[-1]
    clause = re.split(r"[，,。；;！!？?]", text[:at])[-1]
    return "turn_off" if any(word in clause for word in _HUSHING) else "turn_on"


def one_arming(commands: list[Command], arm: str) -> list[Command]:
    """An alarm panel armed in one mode: a clause that arms the panel with no mode said
    ("打开安防，留家布防", "安防先开一下外出布防") joins the clause that says the mode, as
    one command in that mode (the panel's name kept), instead of arming it twice.

    ``arm`` is the lexicon's phrase of arming with no mode (布防, arm).
    """
    panel = [c for c in commands if c.type_hint == "alarm_control_panel" and not c.references]
    modes = [c for c in panel if c.resolved_services and c.action != arm]
    plain = [c for c in panel if c.action == arm]
    if len(commands) < 2 or len(modes) != 1 or not plain or len(panel) != len(commands):
        return commands
    name = modes[0].name_hint or next((c.name_hint for c in plain if c.name_hint), None)
    return [replace(modes[0], name_hint=name)]


_SET_GOING: Final = frozenset(
    {"siren", "script", "scene", "automation", "vacuum", "lawn_mower", "valve", "button"}
)
"""Kinds that are set going rather than switched: "set the bell off" sounds it, "set the mower
off" starts it. A light, a fan or the alarm panel "set … off" is switched off (disarmed)."""
_SAID_WORDS: Final = 4
"""The most words of a name or kind looked up in the object said between "set" and "off"."""


def sets_going(
    domains_named: Callable[[str], set[str]],
    types_of: Callable[[str], set[str]],
    said: str,
) -> bool:
    """Whether the object said between "set" and "off" is a thing set going (:data:`_SET_GOING`):
    the domains of the home's names among its words (``domains_named``), else of its kind words
    (``types_of``); an object that names nothing known keeps "set off" (a sprinkler the home
    lacks is still set going).

    >>> names = {"alarm": {"alarm_control_panel"}, "siren": {"siren"}}
    >>> kinds = {"lights": {"light"}, "alarm": {"alarm_control_panel", "siren"}}
    >>> named, typed = (lambda k: names.get(k, set())), (lambda k: kinds.get(k, set()))
    >>> [sets_going(named, typed, s) for s in ("the alarm", "the siren", "the lights", "it")]
    [False, True, False, True]
    """
    words = said.casefold().split()
    spans = [
        " ".join(words[i:j])
        for i in range(len(words))
        for j in range(i + 1, min(len(words), i + _SAID_WORDS) + 1)
    ]
    domains = set().union(*(domains_named(s) for s in spans)) if spans else set()
    domains = domains or (set().union(*(types_of(s) for s in spans)) if spans else set())
    return not domains or bool(domains & _SET_GOING)
