"""A relative change of the setting the previous command was about: "再小一点" after the volume
was set to twenty lowers the volume, "a bit less" after the purifier was set to sixty percent
slows it down. The direction comes from the follow-up's own words, the setting and the device
from the previous command, the step from the setting (docs/design.md, step 7)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from .catalog import (
    CHANGE_SAID,
    EN,
    LEVEL,
    OPTION_ATTRIBUTES,
    OWN_SETTING,
    PARAM_FIELDS,
    SCALES,
    SWING_FIELDS,
    ZH,
)
from .home import Entity
from .ir import CLOSING, IMPLIED_REFERENCE, LAST_MENTIONED, TO_THE_END, Command


@dataclass(frozen=True, slots=True)
class Step:
    """How one setting is changed a step up or down."""

    up: frozenset[str]
    """The services (by name) that take the step up."""
    down: frozenset[str]
    step: str | None = None
    """The relative field the services take, when they take one."""
    size: float = 0.0
    """The step when the user said no amount."""
    change: str | None = None
    """The step field that names the change in ``catalog.CHANGE_SAID`` (the action phrase),
    when it is not ``step``."""


def _services(*names: str) -> frozenset[str]:
    return frozenset(names)


# The settings a step changes, by the service field that holds them. Steps follow the labelling
# conventions of the speech sets (eval/README.md): 20 points of brightness or position, one
# degree, ten points of humidity; the volume and a fan's speed by their own up/down services.
STEPS: Final[Mapping[str, Step]] = {
    "brightness_pct": Step(
        _services("turn_on"),
        _services("turn_on"),
        "brightness_step_pct",
        20,
    ),
    "temperature": Step(
        _services("set_temperature"),
        _services("set_temperature"),
        "temperature_step",
        1,
    ),
    "humidity": Step(
        _services("set_humidity"),
        _services("set_humidity"),
        "humidity_step",
        10,
    ),
    "position": Step(
        _services("set_cover_position", "set_valve_position"),
        _services("set_cover_position", "set_valve_position"),
        "position_step",
        20,
    ),
    "volume_level": Step(
        _services("volume_up"),
        _services("volume_down"),
        change="volume_step",
    ),
    "percentage": Step(
        _services("increase_speed"),
        _services("decrease_speed"),
        change="percentage_step",
    ),
}
# Services that change one setting whatever their fields: the setting a previous command
# without a value was changing ("小声点", then "再小一点").
_SETTING_OF_SERVICE: Final[Mapping[str, str]] = {
    service: setting
    for setting, step in STEPS.items()
    for service in step.up | step.down
    if service != "turn_on"
}
_STEP_FIELDS: Final[Mapping[str, str]] = {
    step.step: setting for setting, step in STEPS.items() if step.step
} | {"percentage_step": "percentage"}


def setting_of(command: Command, domains: Sequence[str]) -> str | None:
    """The setting a command set or changed: the field of a value or step it said, else the
    one its services change, else the own setting of the one kind of device it acted on."""
    domain = domains[0] if len(set(domains)) == 1 else None
    for key in command.params:
        if key == LEVEL and domain is not None:
            key = OWN_SETTING.get(domain, key)
        setting = _STEP_FIELDS.get(key) or PARAM_FIELDS.get(key, key)
        if setting in STEPS:
            return setting
    services = {_SETTING_OF_SERVICE.get(s) for s in command.resolved_services} - {None}
    if len(services) == 1:
        return services.pop()
    own = OWN_SETTING.get(domain or "")
    return own if own in STEPS else None


def stepped(command: Command, setting: str, language: str) -> Command | None:
    """The command changing ``setting`` one step the way ``command.direction`` says, keeping
    an amount the command said for it ("再低两度"); ``None`` without a direction."""
    direction = command.direction
    step = STEPS[setting]
    if direction not in ("up", "down"):
        return None
    params: dict[str, float] = {}
    if step.step is not None:
        said = command.params.get(step.step)
        size = abs(said) if isinstance(said, (int, float)) else step.size
        params[step.step] = size if direction == "up" else -size
    phrases = CHANGE_SAID.get((step.change or step.step or "", direction == "up"), {})
    return replace(
        command,
        action=phrases.get(language) or command.action,
        params=params,
        resolved_services=step.up if direction == "up" else step.down,
        type_hint=None,
        device_class=None,
    )


# Settings whose relative step the engine resolves against a value (``temperature_step`` has no
# service field); a brightness step is the light's own field, applied to its real level.
_RESOLVED_BY_VALUE: Final = frozenset({"temperature", "humidity", "position"})


def values_set(command: Command, domains: Sequence[str]) -> dict[str, float]:
    """The values a command set the settings to whose steps are resolved against a value
    ("set it to 22" after an AC: ``{"temperature": 22}``)."""
    domain = domains[0] if domains and len(set(domains)) == 1 else None
    found: dict[str, float] = {}
    for key, value in command.params.items():
        if key == LEVEL and domain is not None:
            key = OWN_SETTING.get(domain, key)
        setting = PARAM_FIELDS.get(key, key)
        if key in _STEP_FIELDS or setting not in _RESOLVED_BY_VALUE:
            continue
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            found[setting] = float(value)
    return found


def from_the_value_set(command: Command, values: Mapping[str, float]) -> Command:
    """ "slightly warmer" after "set it to 22": the step is taken from the 22 just set, not from
    the target the home reported before it (which the device may not have updated yet)."""
    params = dict(command.params)
    for key, step in command.params.items():
        setting = _STEP_FIELDS.get(key)
        if (
            setting is None
            or setting not in values
            or isinstance(step, bool)
            or not isinstance(step, (int, float))
        ):
            continue
        del params[key]
        params[setting] = round(values[setting] + step, 2)
    return command if params == dict(command.params) else replace(command, params=params)


# The step fields a relative change says ("brightness_step_pct": -20 for "dim it").
CHANGE_SAID_STEPS: Final = frozenset(key for key, _ in CHANGE_SAID)

# What takes back a switch, a move, a lock or playback: "undo that" after "turn off the TV"
# turns it on again. A setting has no opposite the engine knows (the value before it is the
# device's, not the conversation's), so it is not undone.
_UNDOING_PAIRS: Final = (
    ("turn_on", "turn_off"),
    ("open_cover", "close_cover"),
    ("open_valve", "close_valve"),
    ("lock", "unlock"),
    ("media_play", "media_pause"),
    ("volume_up", "volume_down"),
    ("increase_speed", "decrease_speed"),
)
_OPPOSITE_SERVICE: Final[Mapping[str, str]] = {
    **dict(_UNDOING_PAIRS),
    **{b: a for a, b in _UNDOING_PAIRS},
}
# The services a step may be done with when the device has no step of its own ("volume up":
# volume_up, or volume_set from its level): the step itself is what is undone.
_SET_INSTEAD_OF_A_STEP: Final = frozenset({"volume_set", "set_percentage"})
# The action said for the undoing services, by the first of them that is there.
_UNDOING_SAID: Final[Sequence[tuple[str, Mapping[str, str]]]] = (
    ("turn_on", {ZH: "打开", EN: "turn on"}),
    ("turn_off", {ZH: "关闭", EN: "turn off"}),
    ("open_cover", {ZH: "打开", EN: "open"}),
    ("close_cover", {ZH: "关闭", EN: "close"}),
    ("open_valve", {ZH: "打开", EN: "open"}),
    ("close_valve", {ZH: "关闭", EN: "close"}),
    ("lock", {ZH: "上锁", EN: "lock"}),
    ("unlock", {ZH: "解锁", EN: "unlock"}),
    ("media_play", {ZH: "播放", EN: "play"}),
    ("media_pause", {ZH: "暂停", EN: "pause"}),
    ("volume_up", {ZH: "调大音量", EN: "volume up"}),
    ("volume_down", {ZH: "调小音量", EN: "volume down"}),
    ("increase_speed", {ZH: "调快风速", EN: "speed up"}),
    ("decrease_speed", {ZH: "调慢风速", EN: "slow down"}),
)


def another_change(services: frozenset[str], last: frozenset[str]) -> bool:
    """Whether services resolved for an action are neither the last action's nor their
    opposites ("close" after "lock"): a change of another kind, so of another kind of device.
    Unresolved services (an IR from elsewhere) say nothing either way."""
    if not services or not last:
        return False
    related = last | {_OPPOSITE_SERVICE[s] for s in last if s in _OPPOSITE_SERVICE}
    return services.isdisjoint(related)


_POSITIONS: Final = frozenset({"set_cover_position", "set_valve_position"})


def to_the_end(command: Command, last: Command, language: str) -> Command | None:
    """ "fully", "right the way" said alone after a cover or valve was moved part of the way
    ("open the shade to half"): the move finished, opened (or closed, when a verb of closing
    set the position), not the same part again; ``None`` for anything else (a light's "all the
    way" repeats its change)."""
    if TO_THE_END not in command.evidence or "position" not in last.params:
        return None
    if not last.resolved_services & _POSITIONS:
        return None
    way = (
        ("close_cover", "close_valve") if CLOSING in last.evidence else ("open_cover", "open_valve")
    )
    said = next(phrases for service, phrases in _UNDOING_SAID if service == way[0])
    return replace(
        command,
        action=said[language],
        resolved_services=frozenset(way),
        params={},
        type_hint=None,
        device_class=None,
    )


def undone(command: Command, last: Command, language: str) -> Command | None:
    """ "undo that", "put it back", "改回来" after a command that switched, opened, locked or
    played: the opposite on the same devices; ``None`` when the last command has no opposite
    (a setting, a question). A step ("dim the lamp", "turn the soundbar down") is undone by
    the same step the other way ("not that much" after it)."""
    services = last.resolved_services
    steps = {
        key: value
        for key, value in last.params.items()
        if key in CHANGE_SAID_STEPS
        and isinstance(value, (int, float))
        and not isinstance(value, bool)
    }
    scale = _scale_undone(last)
    if scale is not None:
        key, factor = scale
        return replace(
            command,
            action=CHANGE_SAID[(SCALES[key][0], factor > 1)].get(language) or last.action,
            resolved_services=services,
            params={key: factor},
            type_hint=None,
            device_class=None,
        )
    if len(steps) == 1:
        # A step the parser left to the engine to resolve ("close further": no service yet)
        # is undone all the same, by its field; the action phrase says the way.
        [(key, value)] = steps.items()
        phrases = CHANGE_SAID.get((key, value < 0), {})
        return replace(
            command,
            action=phrases.get(language) or last.action,
            resolved_services=services,
            params={key: -value},
            type_hint=None,
            device_class=None,
        )
    services = services - _SET_INSTEAD_OF_A_STEP
    if not services or any(s not in _OPPOSITE_SERVICE for s in services):
        return None
    opposite = frozenset(_OPPOSITE_SERVICE[s] for s in services)
    said = next(phrases for service, phrases in _UNDOING_SAID if service in opposite)
    return replace(
        command,
        action=said[language],
        resolved_services=opposite,
        params={},
        type_hint=None,
        device_class=None,
    )


def _scale_undone(last: Command) -> tuple[str, float] | None:
    """ "put it back" after "暗一半": the inverse multiple (doubled back), of the value the
    device now reports; ``None`` when the last command said no multiple."""
    for key, value in last.params.items():
        if key in SCALES and isinstance(value, (int, float)) and not isinstance(value, bool):
            return (key, round(1 / value, 4)) if value > 0 else None
    return None


def the_value_it_lists(command: Command, used: Sequence[Entity]) -> Command:
    """ "put it on turbo" after the purifier, "now boost" after the humidifier: a named value said
    of the device just used is the value of the one setting of that device that lists it (its
    preset, not an air conditioner's HVAC mode the word also names). The kind the value implied
    is dropped: the device is the one referred to. Anything else is returned unchanged."""
    command = _a_setting_of_the_device_used(command, used)
    command = _a_value_said_as_a_name(command, used)
    if not command.refers_back or len(command.params) != 1 or not used:
        return command
    if command.name_hint or command.scope_include or "type_hint" in command.evidence:
        return command  # a device or a kind said: the value is for it
    [(key, value)] = command.params.items()
    if key in SWING_FIELDS and value in ("on", "off") and all(e.domain == "fan" for e in used):
        return replace(command, params={"oscillating": value == "on"}, type_hint=None)
    if not isinstance(value, str):
        return command
    listed = _listing(used, value)
    fields = {field for field, _ in listed}
    if key in fields or len(fields) != 1:
        return command
    [(field, option)] = sorted(listed)[:1]
    return replace(
        command,
        action="set",
        params={field: option},
        resolved_services=frozenset(),
        type_hint=None,
        device_class=None,
    )


def _a_setting_of_the_device_used(command: Command, used: Sequence[Entity]) -> Command:
    """ "the fan on its lowest" after the AC was switched on, "its fan on low" after its
    temperature: a named value of a setting every device just used lists (its fan modes), said
    with no device name, room or reference of its own, is that setting of those devices; the
    kind word said ("fan") is the setting's word, not another device."""
    if command.refers_back or command.name_hint or len(command.params) != 1 or not used:
        return command
    if "scope_include" in command.evidence:
        return command  # a room said: the setting is of a device there
    [(key, value)] = command.params.items()
    attribute = OPTION_ATTRIBUTES.get(key)
    if attribute is None or not isinstance(value, str):
        return command
    folded = value.casefold()
    if not all(folded in {o.casefold() for o in _options(e, attribute)} for e in used):
        return command
    return replace(
        command,
        type_hint=None,
        device_class=None,
        scope_include=(),
        references=(LAST_MENTIONED,),
        evidence={**command.evidence, "references": IMPLIED_REFERENCE},
    )


def _a_value_said_as_a_name(command: Command, used: Sequence[Entity]) -> Command:
    """ "set it to night", "switch it to eco" after the purifier or the AC: a word said of the
    device referred to by a pronoun, that the parser took for a scene or script named by it
    ("Sleep Mode"), is the value of the one setting of that device that lists it."""
    said = command.evidence.get("name_hint")
    if (
        command.type_hint not in ("scene", "script")
        or not said
        or command.params
        or command.evidence.get("references") in (None, IMPLIED_REFERENCE)
        or not used
    ):
        return command
    listed = _listing(used, said)
    if len({field for field, _ in listed}) != 1:
        return command
    [(field, option)] = sorted(listed)[:1]
    return replace(
        command,
        action="set",
        name_hint=None,
        type_hint=None,
        device_class=None,
        params={field: option},
        resolved_services=frozenset(),
    )


def _listing(used: Sequence[Entity], value: str) -> set[tuple[str, str]]:
    """(setting field, option as listed) of every setting of the devices that lists the value."""
    return {
        (field, option)
        for entity in used
        for field, attribute in OPTION_ATTRIBUTES.items()
        for option in _options(entity, attribute)
        if option.casefold() == value.casefold()
    }


def _options(entity: Entity, attribute: str) -> list[str]:
    listed = entity.attributes.get(attribute)
    return [str(option) for option in listed] if isinstance(listed, list) else []
