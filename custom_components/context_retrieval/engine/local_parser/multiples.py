"""A multiple or a portion of a setting's current value: "暗一半", "音量减半", "风速翻倍", "half as
bright", "twice as loud", "cut the speed in half". Such a request is a change from the value
the device has now, not the absolute half (50 %) a portion word sets elsewhere ("窗帘开一半",
"the blinds halfway" are positions). The parser cannot see the current value, so it says the
factor (``brightness_scale``: 0.5); the engine resolves it against the value the home reports
(``injection.resolve_relative``), and takes a step of half the range where the home reports none
(docs/design.md, "Multiples of the current value")."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Final

from ..catalog import CHANGE_SAID, SCALES
from ..ir import LAST_MENTIONED, UNKNOWN_TYPE, Command
from ..text import normalize

# A change word right before 一半 halves ("暗一半", "降了一半"); 减半/砍半 say it in one word.
# "开一半", "调到一半" set a position or a level, "关掉一半" switches half of the devices: no
# change word of a level, no factor.
_ZH_HALF: Final = re.compile(r"(?:减半|砍半|(?:暗|小|低|慢|弱|降|减|少|砍)了?一半)")
# A change word before 一倍 doubles ("亮一倍", "大了一倍"); 翻倍/加倍/翻一番 say it alone.
# (两倍 is left out: "两倍速" is a playback speed.)
_ZH_DOUBLE: Final = re.compile(
    r"(?:翻倍|翻一倍|翻了一倍|加倍|翻一番|(?:亮|大|高|快|强|响|提|升|增|加|多)了?一倍)"
)
_EN_HALF: Final = re.compile(
    r"\b(?:halve[ds]?|halving|in half|by half|half as \w+|"
    r"half (?:of )?(?:its|their|the current|what it is|what it's))\b"
)
# "double" only before its object: "double-check the lights" doubles nothing.
_EN_DOUBLE: Final = re.compile(
    r"\b(?:(?:double[ds]?|doubling) (?:the|its|their|that|this|my)|twice as \w+|twice the|"
    r"twice its|two times as \w+)\b"
)

# "twice as quiet", "half as dim": the comparison is of the setting's low end.
_AS_LOW: Final = re.compile(r"\b(?:twice|half|two times) as (?:quiet|soft|dim|dark|slow|low)\b")

# The setting a word of the request names, checked in order (a brightness word before a
# kind's own setting: "the TV's backlight twice as bright" is no volume).
_SETTING_WORDS: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    ("brightness", re.compile(r"亮|暗|灯光|bright|dim|light level")),
    ("volume", re.compile(r"音量|声音|大声|小声|响|volume|loud|quiet|sound")),
    ("percentage", re.compile(r"风速|风力|风量|转速|速度|档位|speed|fast|slow|airflow|fan power")),
)
# The parameters a portion word or a direction may have left for each setting (replaced).
_SETTING_KEYS: Final[Mapping[str, frozenset[str]]] = {
    "brightness": frozenset({"brightness_pct", "brightness", "brightness_step_pct", "level"}),
    "volume": frozenset({"volume_level", "volume", "volume_step", "level"}),
    "percentage": frozenset({"percentage", "percentage_step", "level"}),
}
_OWN_SETTING: Final[Mapping[str, str]] = {
    "light": "brightness",
    "media_player": "volume",
    "fan": "percentage",
}
# The service of each kind that takes the setting as a value.
_SETTING_SERVICE: Final[Mapping[str, frozenset[str]]] = {
    "brightness": frozenset({"turn_on"}),
    "volume": frozenset({"volume_set"}),
    "percentage": frozenset(),  # a fan's set_percentage, chosen by the field
}
# Kinds whose settings are no share of a current level (a position, a temperature).
_NOT_SCALED: Final = frozenset({"cover", "valve", "climate", "water_heater", "humidifier"})


def factor_said(text: str) -> float | None:
    """The multiple of the current value the words ask for (0.5 or 2), if any."""
    said = normalize(text).casefold()
    factor = None
    if _ZH_HALF.search(said) or _EN_HALF.search(said):
        factor = 0.5
    elif _ZH_DOUBLE.search(said) or _EN_DOUBLE.search(said):
        factor = 2.0
    if factor is not None and _AS_LOW.search(said):
        return 1 / factor  # "twice as quiet" is half the volume, "half as dim" twice the light
    return factor


def scaled_all(commands: list[Command], text: str, language: str) -> list[Command]:
    """Each command read by :func:`scaled` in its own clause (the whole text for one)."""
    return [scaled(c, text if len(commands) == 1 else c.raw, language) for c in commands]


def scaled(command: Command, text: str, language: str) -> Command:
    """The command asking for ``factor`` times a brightness, volume or fan speed's current value
    (``{"brightness_scale": 0.5}``) when its words say a multiple of it; unchanged otherwise."""
    if command.type_hint in _NOT_SCALED:
        return command
    factor = factor_said(text)
    if factor is None:
        return command
    setting = _setting(command, text)
    if setting is None:
        return command
    command = _verb_not_a_name(command, text, setting)
    name = (command.name_hint or "").casefold()
    if name and factor_said(name) is not None:
        return command  # the word is part of a name ("Double Lamp")
    step_key, _ = SCALES[f"{setting}_scale"]
    params = {k: v for k, v in command.params.items() if k not in _SETTING_KEYS[setting]}
    params[f"{setting}_scale"] = factor
    phrases = CHANGE_SAID.get((step_key, factor > 1), {})
    return replace(
        command,
        action=phrases.get(language) or command.action,
        params=params,
        resolved_services=_SETTING_SERVICE[setting],
    )


def _setting(command: Command, text: str) -> str | None:
    """The setting multiplied: the one the command's parameters set, else the one its words
    name, else the own setting of the kind it targets."""
    for setting, keys in _SETTING_KEYS.items():
        if (set(command.params) - {"level"}) & keys:
            return setting
    said = normalize(text).casefold()
    named = [setting for setting, words in _SETTING_WORDS if words.search(said)]
    if len(named) == 1:
        return named[0]
    own = _OWN_SETTING.get(command.type_hint or "")
    if own is not None:
        return own
    return named[0] if named else None


def _verb_not_a_name(command: Command, text: str, setting: str) -> Command:
    """ "halve the volume", "cut the speed in half": an unknown word opening the request
    before an article, the parser guessed for a device's name, is the verb of the multiple;
    the devices are those of the setting's kind the conversation was about, as for any setting
    said with no device ("turn the brightness down")."""
    if command.type_hint != UNKNOWN_TYPE or not command.name_hint:
        return command
    words = normalize(text).casefold().split()
    if len(words) < 2 or words[0] != command.name_hint.casefold():
        return command
    if words[1] not in ("the", "its", "their", "that", "this", "my"):
        return command
    kind = next(domain for domain, own in _OWN_SETTING.items() if own == setting)
    return replace(
        command,
        name_hint=None,
        type_hint=kind,
        quantifier="all",
        references=command.references or (LAST_MENTIONED,),
    )
