"""Service data the user gave: brightness, temperature, position, volume, colour, HVAC mode.

A number's meaning comes, in this order, from its unit ("26度", "26 degrees" → temperature), from
the nearest setting word ("亮度", "volume", ...), and last from the kind of device targeted (a
percentage for a light is a brightness, for a cover a position). Words such as "一半"/"half",
"最亮"/"max", "红色"/"red" and "制冷"/"cool mode" give values without a number.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from ..catalog import OWN_SETTING, PARAM_FIELDS
from ..home import ROOM_DEGREES_C
from ..text import has_cjk
from .options import SPEED_FIELDS, SpeedEnds
from .surface import Hit, Item, Kind, Option, Piece, actions_of, direction_of, number_of

# The setting word for "how strongly" ("强度", "strength"): the device's own one setting.
INTENSITY: Final = "intensity"

# The action that changes a setting in one direction.
DIRECTED: Final[dict[tuple[str, str], str]] = {
    ("brightness", "up"): "brighten",
    ("brightness", "down"): "dim",
    ("temperature", "up"): "warm_up",
    ("temperature", "down"): "cool_down",
    ("volume", "up"): "volume_up",
    ("volume", "down"): "volume_down",
    ("percentage", "up"): "speed_up",
    ("percentage", "down"): "slow_down",
    ("humidity", "up"): "humidity_up",
    ("humidity", "down"): "humidity_down",
    ("position", "up"): "position_up",
    ("position", "down"): "position_down",
}
# The direction of a change an action says ("turn the heat up", "warmer", "dim").
_DIRECTION_OF: Final = {action: direction for (_, direction), action in DIRECTED.items()}
# Words that make the portion after them a position, not an amount ("关到三分之一").
_TO_WORDS: Final = frozenset({"到", "至", "to", "until"})
_NO_COLOUR: Final = frozenset({"turn_on", "turn_off", "open", "close", "toggle", "stop"})
"""Actions that set no colour: a colour word after them, before a device word, describes it."""
# Settings that have an "auto" value as well as the HVAC mode.
_AUTO_TOO: Final = frozenset({"fan_mode", "swing_mode", "preset_mode"})
# The setting a bare number is for, by the domain it targets: the device's own setting
# (catalog.OWN_SETTING), under the parser's name for it ("brightness" for brightness_pct).
_PARSER_NAME: Final[dict[str, str]] = {
    field_name: param
    for param, field_name in PARAM_FIELDS.items()
    if field_name != "media" and not param.endswith(("_step", "_scale"))
}
_BY_DOMAIN: Final[dict[str, str]] = {
    domain: _PARSER_NAME.get(setting, setting) for domain, setting in OWN_SETTING.items()
}
# The domain a setting implies when no device word says it.
DOMAIN_OF_PARAM: Final[dict[str, str]] = {
    "brightness_pct": "light",
    "color_name": "light",
    "volume_level": "media_player",
    "position": "cover",
    "temperature": "climate",
    "hvac_mode": "climate",
    "percentage": "fan",
    "tilt_position": "cover",
    "color_temp_kelvin": "light",
}
_FIELD: Final[dict[str, str]] = {
    "brightness": "brightness_pct",
    "volume": "volume_level",
    "position": "position",
    "temperature": "temperature",
    "percentage": "percentage",
    "humidity": "humidity",
    "value": "value",
    "tilt": "tilt_position",
    "color_temp": "color_temp_kelvin",
}
# Words before a number that make it a value ("to 20", "调到20").
_VALUE_INTRODUCERS: Final = frozenset({"to", "at", "到", "至", "成", "为"})
# Characters after a number that make it part of a name or a count ("2号灯", "3楼", "两个").
_NOT_A_VALUE_AFTER: Final = frozenset("号楼层个台盏扇只位")
# What may stand around a number said alone ("25 please", "make it 23", "now 35"): it answers
# for the device just mentioned. A larger number is a count or a code, no setting.
_AROUND_A_LONE_NUMBER: Final = frozenset(
    {Kind.FILLER, Kind.REQUEST, Kind.CUE, Kind.REFERENCE, Kind.SEPARATOR, Kind.ALSO}
)
_LARGEST_SETTING: Final = 100
# A gear said as a number of steps ("2档", "3挡": the numeral is read as digits first).
_GEAR: Final = re.compile(r"(\d{1,2})[档挡]")
# Units of time after a number: a delay or a length of time, which the IR does not carry. 钟 /
# 钟头 are the spoken hour ("半个钟", "两个钟头"; Cantonese and colloquial Mandarin).
TIME_UNITS: Final = frozenset(
    {"分", "分钟", "小", "小时", "秒", "钟", "钟头", "刻钟", "minute", "hour", "second"}
)
"""Units of time a number may count ("十分钟", "两个钟", "in 10 minutes"): such a number is a
duration or a delay, never a setting."""


# The field a relative change of a setting is given in (a *_step the service takes, or one
# resolved against the entity's current value: ``injection.resolve_relative``).
# A volume change of at most this many, said without "percent", counts notches ("up a notch").
_VOLUME_NOTCHES: Final = 3
# The size of one notch ("up a notch", "down two clicks") of a setting the service takes a step
# of: a tenth of a range in percent, a degree. A volume's or a fan's notch is the device's own
# step (``Params.notches``).
_NOTCH: Final[dict[str, float]] = {
    "brightness": 10,
    "temperature": 1,
    "humidity": 5,
    "position": 10,
}
STEP_FIELD: Final[dict[str, str]] = {
    "brightness": "brightness_step_pct",
    "temperature": "temperature_step",
    "volume": "volume_step",
    "percentage": "percentage_step",
    "humidity": "humidity_step",
    "position": "position_step",
}


@dataclass(slots=True)
class Params:
    """What :func:`read_params` found."""

    values: dict[str, Any] = field(default_factory=dict)
    used: set[int] = field(default_factory=set)
    """Indices of the items the values came from (they are not part of a name)."""
    said: set[str] = field(default_factory=set)
    """Setting words present ("brightness", "volume", ...), with or without a value."""
    issues: list[str] = field(default_factory=list)
    evidence: dict[str, int] = field(default_factory=dict)
    """Service field → index of the item its value was read from."""
    attributes: set[str] = field(default_factory=set)
    """Fields of settings with named values said ("风速" → fan_mode), with or without a value."""
    fully: str | None = None
    """ "max" or "min" for a cover said all the way open or closed ("全部拉开", "all the way
    up"): its open or close action, with no position."""
    defaulted: bool = False
    """A value word ("最大", "max") with no setting word and no device kind: a brightness to
    the service choice, which takes it for any share ("调到最大" after the purifier)."""
    notches: dict[str, str] = field(default_factory=dict)
    """Setting → "up"/"down" of a change said in notches, which takes no field ("fan up
    two"): the action says it."""
    option_of: str | None = None
    """Entity id of the device whose list holds the named value taken ("睡眠" of the purifier's
    mode select)."""


def read_params(
    items: Sequence[Item],
    domains: set[str],
    *,
    acting: bool,
    louder: bool = False,
    directions: Mapping[str, str] | None = None,
    named: Sequence[str] = (),
    speed_ends: SpeedEnds | None = None,
    heated: Heated | None = None,
) -> Params:
    """Read the service data of one command from its items.

    :param domains: the domains the command targets so far (named entity or type word), used
        to read numbers and words that carry no setting word of their own.
    :param acting: whether an action word was said; a bare number with nothing else to go on
        ("12345") is then not taken for a setting.
    :param louder: "turn … up/down" was said: a number with no setting word and no device kind
        is a volume ("turn my Living Room down to 63 percent"), as in Home Assistant.
    :param named: the entity ids of the device named, whose own option values come first.
    :param speed_ends: (domain, speed field) → entity id → its slowest and fastest value
        ("风速调到最小" sets the slowest fan mode).
    :param heated: the areas and floors said that have a thermostat (a climate entity), whose
        bare number said with no device word is a temperature.
    """
    return _ParamReader(
        items,
        domains,
        acting,
        louder,
        directions or {},
        named,
        speed_ends or {},
        heated or Heated(),
    ).read()


@dataclass(frozen=True, slots=True)
class Heated:
    """The places said (area and floor ids) that have a thermostat, and the set points a room
    takes in the unit of the home's thermostats (:func:`..home.room_degrees`)."""

    places: frozenset[str] = frozenset()
    degrees: tuple[float, float] = ROOM_DEGREES_C


@dataclass(slots=True)
class _ParamReader:
    items: Sequence[Item]
    domains: set[str]
    acting: bool
    louder: bool
    directions: Mapping[str, str]
    named: Sequence[str] = ()
    speed_ends: SpeedEnds = field(default_factory=dict)
    heated: Heated = field(default_factory=lambda: Heated())
    found: Params = field(default_factory=Params)
    words: list[tuple[int, str]] = field(default_factory=list)

    def read(self) -> Params:
        own = self.by_domain()
        self.words = [
            (i, own if word == INTENSITY and own else word)
            for i, item in enumerate(self.items)
            if isinstance(item, Hit)
            and (word := item.first(Kind.PARAM)) is not None
            and (word != INTENSITY or own is not None)
        ]
        self.found.said = {word for _, word in self.words}
        self.found.used.update(i for i, _ in self.words)
        for i, item in enumerate(self.items):
            if isinstance(item, Hit) and item.has(Kind.ATTRIBUTE):
                self.found.attributes.update(item.payloads(Kind.ATTRIBUTE))
                self.found.used.add(i)
        for index, item in enumerate(self.items):
            if isinstance(item, Piece):
                self._number(index, item)
            else:
                self._value_word(index, item)
        return self.found

    def _closing_by(self, index: int) -> bool:
        """Whether the portion word at ``index`` is how far something closes ("拉上四分之三",
        "关上三分之一"), not the position it goes to ("关到三分之一")."""
        before = self.items[index - 1] if index > 0 else None
        to = isinstance(before, Hit | Piece) and before.key in _TO_WORDS
        return not to and any(
            {"close", "turn_off"} & set(actions_of(item)) for item in self.items[:index]
        )

    def setting_near(self, index: int) -> str | None:
        """The setting word nearest before a number, else the first after it."""
        before = [w for j, w in self.words if j < index and w in _FIELD]
        after = [w for j, w in self.words if j > index and w in _FIELD]
        if before:
            return before[-1]
        return after[0] if after else None

    def by_domain(self) -> str | None:
        """The setting a bare number is for on the kind of device targeted."""
        for domain in sorted(self.domains):
            if domain in _BY_DOMAIN:
                return _BY_DOMAIN[domain]
        return None

    def direction(self, index: int) -> str | None:
        """The direction of the change a number is part of ("调高2度", "lower it by 2"), or
        ``None`` when the number is a value."""
        before = self.items[index - 1] if index > 0 else None
        if isinstance(before, Hit) and before.has(Kind.REFERENCE) and index > 1:
            before = self.items[index - 2]  # "raise it a degree", "调低它两度"
        said = direction_of(before, self.directions)
        if said is None:
            return _direction_of_action(before)  # "turn the heat up two degrees"
        if said:
            return said
        # "by 2": the direction is said elsewhere ("lower ... by 2", "turn it up by 10").
        return _direction_anywhere(self.items)

    def _direction_after(self, index: int) -> str | None:
        """ "two degrees warmer", "5 percent lower": a change word after the amount."""
        item = self.items[index] if index < len(self.items) else None
        said = item.first(Kind.RELATIVE) if isinstance(item, Hit) else None
        feeling = item.first(Kind.FEELING) if isinstance(item, Hit) else None
        if not said and feeling is not None and feeling.comparative:
            said = _DIRECTION_OF.get(feeling.toward or "")  # "two degrees warmer"
        if said:
            self.found.used.add(index)
            return said
        return None

    def _number(self, index: int, item: Piece) -> None:
        value = number_of(item)
        if value is None:
            return
        items, found = self.items, self.found
        nxt = items[index + 1] if index + 1 < len(items) else None
        if nxt is not None and (nxt.key in _NOT_A_VALUE_AFTER or nxt.key in TIME_UNITS):
            return  # "2号灯", "两个", "十分钟后", "in 10 minutes"
        unit = _unit_after(items, index)
        direction = self.direction(index)
        if direction is None:
            direction = self._direction_after(index + (2 if unit is not None else 1))
        if direction is None and unit == "notch":
            direction = _direction_anywhere(items)  # "turn the tv down two notches"
        elif direction is None and unit is not None:
            direction = _direction_before(items, index)  # "drop the AC two degrees"
        prefixed = index > 0 and _is_unit(items[index - 1], "percent_prefix")
        if prefixed:
            found.used.add(index - 1)
        if unit is not None:
            found.used.add(index + 1)
        percent = prefixed or unit == "percent"
        setting = self._setting_of_number(index, value, unit, percent)
        if setting is None:
            return
        found.used.add(index)
        if direction is not None:
            found.used.add(index - 1)
        if direction == "":
            found.issues.append(f"a change by {value:g} in no direction said; left out")
        elif direction is not None and unit == "notch":
            _store_notches(found, setting, value if direction == "up" else -value)
        elif direction is not None:
            _store_step(found, setting, value if direction == "up" else -value, percent)
        else:
            _store(found, setting, value, percent)
        found.evidence.setdefault(setting, index)

    def _setting_of_number(
        self, index: int, value: float, unit: str | None, percent: bool
    ) -> str | None:
        setting = self.setting_near(index)
        if unit in ("celsius", "fahrenheit") and setting not in (
            "brightness",
            "volume",
            "position",
        ):
            # A number entity (a fridge's set point) takes its degrees as its value.
            setting = "value" if self.by_domain() == "value" else "temperature"
        if unit == "length":
            setting = "value"  # "the desk to 110 centimetres": a number entity's own unit
        if unit == "kelvin":
            return "color_temp"  # "3000 kelvin": a light's colour temperature
        if setting is None:
            setting = self.by_domain()
            if setting == "temperature" and percent:
                setting = None
        if setting is not None:
            return setting
        if unit == "notch":
            return (
                None  # "two notches up" of nothing named: the direction alone, of what it follows
            )
        before = self.items[index - 1].key if index > 0 else ""
        if not (self.acting or percent or before in _VALUE_INTRODUCERS or self._alone(index)):
            return None
        setting = "volume" if self.louder else "brightness"
        if not (self.louder or percent) and _room_held_at(self.items, self.heated, value):
            setting = "temperature"
        self.found.issues.append(
            f"number {value:g} read as a {setting} (no setting word, no device kind)"
        )
        return setting

    def _alone(self, index: int) -> bool:
        """Whether the number is all that was said in its clause, but for fillers and
        politeness ("水太烫了，五十五吧": the words before the comma say why)."""
        value = number_of(self.items[index])
        if value is None or value > _LARGEST_SETTING:
            return False
        commas = [
            j for j, it in enumerate(self.items) if isinstance(it, Hit) and it.has(Kind.SEPARATOR)
        ]
        start = max((j for j in commas if j < index), default=-1) + 1
        end = min((j for j in commas if j > index), default=len(self.items))
        return all(
            j == index
            or (isinstance(it, Hit) and all(k in _AROUND_A_LONE_NUMBER for k, _ in it.entries))
            or (isinstance(it, Piece) and it.kind in ("word", "sym"))
            for j, it in enumerate(self.items[start:end], start)
        )

    def _option(self, index: int, item: Hit) -> bool:
        """ "风速改成自动", "suction on silent", "快速洗": a named value of a setting, when a
        word for that setting is said or the phrase means nothing else."""
        options = item.payloads(Kind.OPTION)
        if self._a_name_of_its_own(item, options):
            return False
        said = [o for o in options if o.field in self.found.attributes]
        if not said:
            options = _without_its_word(self, index, item, options)
        if not options:
            return False
        if not said and self.named and not any(self._takes_its_kind(o) for o in options):
            return False  # "arm the security system in away mode": no value the named device takes
        fitting = said or options
        option = min(
            fitting, key=lambda o: (o.entity_id not in self.named, o.domain not in self.domains)
        )
        if option.field in self.found.values:
            return False
        self.found.values[option.field] = option.value
        self.found.option_of = option.entity_id
        self.found.used.add(index)
        self.found.evidence.setdefault(option.field, index)
        return True

    def _takes_its_kind(self, option: Option) -> bool:
        """Whether the named device lists the value or is of a domain whose devices list it:
        "the nursery fan on breeze" where another fan lists "breeze" asks the nursery fan for a
        preset (retrieval says it has none) and is no plain "on"."""
        return option.entity_id in self.named or any(
            e.partition(".")[0] == option.domain for e in self.named
        )

    def _a_name_of_its_own(self, item: Hit, options: Sequence[Option]) -> bool:
        """ "movie mode" named as a scene of the home, with no device said that lists it; a
        device's name that another device lists as a value ("the projector input", where the
        receiver has a "Projector" input) names the device, unless a device said lists it."""
        if not item.has(Kind.ENTITY):
            return False
        if not any(o.domain in self.domains for o in options):
            return True
        return bool(self.named) and not any(o.entity_id in self.named for o in options)

    def _value_word(self, index: int, item: Hit) -> None:
        found = self.found
        if item.has(Kind.OPTION) and _named_value(self, index, item):
            return
        if (gear := _GEAR.fullmatch(item.key)) and (own := self.by_domain()) == "percentage":
            # "开二档" to a fan of no such named value: the step (speeds.in_steps) of its speed.
            found.used.add(index)
            _store(found, own, float(gear[1]), percent=False)
            found.evidence.setdefault(own, index)
        elif item.has(Kind.HALF):
            if any(it.key in TIME_UNITS for it in self.items[index + 1 : index + 4]):
                return  # "in a quarter of an hour": a delay, which the IR does not carry
            setting = self.setting_near(index) or self.by_domain() or "position"
            found.used.add(index)
            share = float(item.first(Kind.HALF) or 50)  # "三分之一", "一条缝": a portion's share
            if setting == "position" and self._closing_by(index):
                share = 100 - share  # "关上三分之一": closed by a third is two thirds open
            _store(found, setting, share, percent=True)
            found.evidence.setdefault(setting, index)
        elif (extreme := item.first(Kind.EXTREME)) is not None and not item.has(Kind.PARAM):
            found.used.add(index)
            near = self.setting_near(index)
            if near is not None or not self._fastest_or_slowest(index, extreme):
                self._extreme(item, extreme, near or self.by_domain())
        elif (color := item.first(Kind.COLOR)) is not None and "color_name" not in found.values:
            _colour(found, self.items, index, color)
        elif (mode := _mode_said(self.items, index, found.values)) is not None:
            # "the AC fan to auto": with a word for another setting, "auto" is that one's.
            other = sorted(found.attributes & _AUTO_TOO) if mode == "auto" else []
            found.values[other[0] if other else "hvac_mode"] = mode
            found.used.add(index)
            found.evidence.setdefault(other[0] if other else "hvac_mode", index)

    def _fastest_or_slowest(self, index: int, extreme: str) -> bool:
        """ "风量调到最小", "suction to the max": the end of a speed setting said by its word
        (or not, of a kind whose only setting it is: "the vacuum on max"),
        as the device named lists it, else as every device of the kind targeted lists it
        (devices listing different ends, or several kinds: not decided here)."""
        fits = [
            (speed, named or set(by_entity.values()))
            for speed in SPEED_FIELDS
            if speed not in self.found.values
            for (domain, field_name), by_entity in self.speed_ends.items()
            if field_name == speed
            and (not self.domains or domain in self.domains)
            and (
                speed in self.found.attributes
                # "the vacuum on max"; a "max" of no kind is not the vacuum's
                or (domain in self.domains and _ONLY_SETTING.get(domain) == speed)
            )
            for named in [{by_entity[e] for e in self.named if e in by_entity}]
        ]
        if len(fits) != 1 or len(fits[0][1]) != 1:
            return False
        speed, ((slowest, fastest),) = fits[0][0], fits[0][1]
        self.found.values[speed] = fastest if extreme == "max" else slowest
        self.found.evidence.setdefault(speed, index)
        return True

    def _extreme(self, item: Hit, extreme: str, setting: str | None) -> None:
        """ "最亮", "full", "the lowest": the end of the setting's range."""
        if setting is None:
            self.found.defaulted = True  # "调到最大": whatever the device's one setting is
        setting = setting or "brightness"
        if setting == "position" and "position" not in self.found.said:
            self.found.fully = extreme  # "the shades all the way up": opened, not a position
        elif setting in ("brightness", "position", "percentage"):
            # The lowest light or fan speed is still on (a fan's 1 % is its first step, as Home
            # Assistant rounds it up); a position's lowest is closed.
            low = 0.0 if setting == "position" else 1.0
            _store(self.found, setting, 100.0 if extreme == "max" else low, True)
        elif setting == "volume":
            _store(self.found, setting, 100.0 if extreme == "max" else 0.0, percent=True)
        else:
            self.found.issues.append(f"'{item.key}' for {setting} has no value; ignored")


# Kinds whose one setting is a speed of their own: "max" said to one is its fastest.
_ONLY_SETTING: Final = {"vacuum": "fan_speed"}


def _direction_before(items: Sequence[Item], index: int) -> str | None:
    """The direction of a change word said before an amount with its unit and apart from it,
    the device between ("lower the blind 20 percent", "drop the AC two degrees"); none when
    a word that makes the number a value comes first ("turn it up to a 115 centimetres")."""
    for item in reversed(items[:index]):
        if item.key in _VALUE_INTRODUCERS:
            return None
        if isinstance(item, Hit) and (said := item.first(Kind.RELATIVE)):
            return said
    return None


def _direction_anywhere(items: Sequence[Item]) -> str:
    """The direction a change word or a directed action says anywhere in the command, ""
    when none does."""
    return next(
        (
            d
            for it in items
            if isinstance(it, Hit)
            and (d := it.first(Kind.RELATIVE) or _direction_of_action(it) or _way_of_moving(it))
        ),
        "",
    )


# Moving verbs that say which way a change "by" an amount goes ("open it another 10 percent").
_MOVING_WAY: Final = {"open": "up", "close": "down"}


def _way_of_moving(item: Item) -> str | None:
    return next((_MOVING_WAY[a] for a in actions_of(item) if a in _MOVING_WAY), None)


def _direction_of_action(item: Item | None) -> str | None:
    """The direction of an action that changes a setting one way ("turn the heat up", "dim")."""
    return next((_DIRECTION_OF[a] for a in actions_of(item) if a in _DIRECTION_OF), None)


def _is_unit(item: Item, unit: str) -> bool:
    return isinstance(item, Hit) and unit in item.payloads(Kind.UNIT)


def _unit_after(items: Sequence[Item], index: int) -> str | None:
    if index + 1 >= len(items):
        return None
    item = items[index + 1]
    if not isinstance(item, Hit):
        return None
    for unit in ("percent", "celsius", "fahrenheit", "length", "notch", "kelvin"):
        if unit in item.payloads(Kind.UNIT):
            return unit
    return None


def _store(found: Params, setting: str, value: float, percent: bool) -> None:
    """Put one value into the service data, converted to the field's range."""
    key = _FIELD.get(setting, setting)
    if key in found.values:
        found.issues.append(f"second value {value:g} for {key} ignored")
        return
    if key == "volume_level":
        level = value / 100 if (percent or value > 1) else value
        found.values[key] = round(min(1.0, max(0.0, level)), 2)
    elif key in ("brightness_pct", "position", "percentage", "humidity", "tilt_position"):
        found.values[key] = _plain(min(100.0, max(0.0, value)))
    else:
        found.values[key] = _plain(value)


def _store_step(found: Params, setting: str, step: float, percent: bool) -> None:
    """Put one relative change into the service data, in the field that takes it."""
    key = STEP_FIELD.get(setting)
    if key is None:
        found.issues.append(f"a change of {setting} by {step:g} has no field; left out")
        return
    if key in found.values:
        found.issues.append(f"second change {step:g} for {key} ignored")
        return
    notched = key == "percentage_step" or (key == "volume_step" and abs(step) <= _VOLUME_NOTCHES)
    if notched and not percent:
        # "fan up two", "the music down a notch": notches of the device's own size, not one
        # percent (nor, for the volume, the whole range); the action says it.
        found.notches[setting] = "up" if step > 0 else "down"
        found.issues.append(f"a change of the speed by {step:g} notches; left to the device")
        return
    if key == "volume_step":
        found.values[key] = round(
            max(-1.0, min(1.0, step / 100 if (percent or abs(step) > 1) else step)), 2
        )
    else:
        found.values[key] = _plain(step)


def _store_notches(found: Params, setting: str, notches: float) -> None:
    """A change counted in notches ("down a notch", "up two clicks"): steps of a notch's size
    of the setting; the volume's and a fan's notches are the device's own."""
    size = _NOTCH.get(setting)
    if size is None:
        _store_step(found, setting, notches, percent=False)
        return
    _store_step(found, setting, notches * size, percent=setting != "temperature")


def _plain(value: float) -> int | float:
    return int(value) if value == int(value) else value


def _named_value(reader: _ParamReader, index: int, item: Hit) -> bool:
    """A named value of a setting (:meth:`_ParamReader._option`), or "空调调到自动" with no word
    of its fan or swing: the bare word is the HVAC mode, though the AC also lists "auto" as a
    fan mode (the HVAC mode's own words are "自动模式", "auto mode"; a thermostat without it is
    told so by retrieval)."""
    found = reader.found
    options = item.payloads(Kind.OPTION)
    if (
        "climate" not in reader.domains
        or "hvac_mode" in found.values
        or any(o.field in found.attributes for o in options)
        or not any(_auto_of_an_ac(o) for o in options)
    ):
        return reader._option(index, item)
    found.values["hvac_mode"] = "auto"
    found.used.add(index)
    found.evidence.setdefault("hvac_mode", index)
    return True


def _auto_of_an_ac(option: Option) -> bool:
    """Whether the option is a thermostat's "auto" of a setting that also has the HVAC mode."""
    return option.domain == "climate" and option.field in _AUTO_TOO and option.value == "auto"


def _without_its_word(
    reader: _ParamReader, index: int, item: Hit, options: Sequence[Option]
) -> list[Option]:
    """The values a named value said with no word of its setting may be (none: not a value
    here): all of them when it is said as a mode, is a value of the device named, means
    nothing else, or is a source only one kind lists; else the ones "on" before it sets
    (:func:`_put_on`)."""
    alone = all(k in (Kind.OPTION, Kind.HEARD) for k, _ in item.entries)
    # "夜间模式", "night mode"; "dry mode" of an AC stays its HVAC mode.
    named_as_mode = item.key.endswith(("模式", " mode")) and not item.has(Kind.HVAC)
    # A word that means nothing but a value takes the device's own spelling of it too ("净化器开
    # auto" where the purifier lists "自动": parents say the English word of a Chinese preset).
    listed = [o for o in options if (o.listed or alone) and o.domain in reader.domains]
    # A value of the device named, as listed or in its other words when they mean nothing
    # else ("电扇调到自然风": the fan lists "nature").
    own = [o for o in options if (o.listed or alone) and o.entity_id in reader.named]
    if named_as_mode or own or (alone and listed) or _unclaimed(reader, options):
        return list(options)
    return _put_on(reader, index, options, alone)


def _put_on(
    reader: _ParamReader, index: int, options: Sequence[Option], alone: bool = False
) -> list[Option]:
    """ "the honeywell on away", "the diffuser on sleep", "put the thermostat to eco": a value
    said last, right after "on" or "to", is set, not switched on, though its word also names
    an activity or a routine ("away", "sleep") or the device is said by a brand the parser
    cannot place. Only the values listed by devices of one domain that fits what was said
    (the kind or the device named); ``alone`` (the phrase means nothing but a value) also
    takes a value's other words ("the diffuser to colour" where it lists "Color")."""
    before = reader.items[index - 1] if index > 0 else None
    if before is None or before.key not in _SET_BEFORE or index + 1 < len(reader.items):
        return []
    fits = [
        o
        for o in options
        if (not reader.domains or o.domain in reader.domains)
        and (not reader.named or o.entity_id in reader.named)
    ]
    # A listed value first; another spelling of one only when no value is said as listed, and
    # the phrase means nothing else or is the English word of a Chinese value the device said
    # lists ("净化器开 sleep" where the purifier lists "睡眠").
    fits = [o for o in fits if o.listed] or (
        list(fits) if alone or _english_of_chinese(reader, index, fits) else []
    )
    return fits if len({o.domain for o in fits}) == 1 else []


def _english_of_chinese(reader: _ParamReader, index: int, options: Sequence[Option]) -> bool:
    """Whether the value word at ``index`` is English, said of a device kind or name, and every
    value it may be is written in Chinese: a parent's "sleep" for the purifier's "睡眠"."""
    word = reader.items[index].key
    said = bool(reader.domains or reader.named)
    return said and word.isascii() and bool(options) and all(has_cjk(o.value) for o in options)


# The words a value said last follows: "on away", "to eco", "开 sleep", "调到 eco".
_SET_BEFORE: Final = frozenset({"on", "to", "开", "调到", "调成", "换成", "改成", "开到", "切到"})


def _unclaimed(reader: _ParamReader, options: Sequence[Option]) -> bool:
    """ "put hulu on in the study", "netflix on upstairs": with no device or kind said, a source
    (an app, an input: names, unlike the words of modes and presets) that devices of one domain
    list as spelled says which setting of which kind of device is meant."""
    listed = {o.domain for o in options if o.listed and o.field == "source"}
    return not reader.domains and not reader.named and len(listed) == 1


def _colour(found: Params, items: Sequence[Item], index: int, color: str) -> None:
    """A colour word: the colour to set, unless it says which device (:func:`_describes`)."""
    if not _describes(items, index):
        found.values["color_name"] = color
        found.used.add(index)
        found.evidence.setdefault("color_name", index)


def _describes(items: Sequence[Item], index: int) -> bool:
    """Whether the colour word at ``index`` says which device, not the colour to set: it
    stands before a device word after a verb that sets no colour ("open the grey blind",
    "switch off the red lamp"; "turn the lamp red" and "the lights to blue" set one)."""
    after = items[index + 1] if index + 1 < len(items) else None
    before = items[index - 1] if index > 0 else None
    if not isinstance(after, Hit) or not (after.has(Kind.TYPE) or after.has(Kind.ENTITY)):
        return False
    if isinstance(before, Hit | Piece) and before.key in _TO_WORDS:
        return False
    return any(_NO_COLOUR & set(actions_of(item)) for item in items[:index])


def _room_held_at(items: Sequence[Item], heated: Heated, value: float) -> bool:
    """Whether a bare number is a room's temperature: a room or a floor said with no device
    ("set the bedroom to 22", "upstairs to 70" in a home of °F thermostats, the device word
    lost), and a value a room is heated or cooled to, where a brightness would be said in
    percent."""
    rooms = {
        place.id
        for it in items
        if isinstance(it, Hit)
        and (place := it.first(Kind.AREA) or it.first(Kind.FLOOR)) is not None
    }
    # Only a place the home heats or cools: elsewhere "the kitchen to 20" is its lights.
    low, high = heated.degrees
    return bool(rooms) and rooms <= heated.places and low <= value <= high


def _mode_said(items: Sequence[Item], index: int, values: Mapping[str, Any]) -> str | None:
    """The hvac mode the item says, unless one was said already or the word is a verb here."""
    item = items[index]
    mode = item.first(Kind.HVAC) if isinstance(item, Hit) else None
    if mode is None or "hvac_mode" in values or _said_as_a_verb(items, index):
        return None
    return str(mode)


def _said_as_a_verb(items: Sequence[Item], index: int) -> bool:
    """A mode's word that is also a feeling, said as the verb of a pronoun and a direction
    ("cool them off"), moves the set point (a relative change), it does not switch the mode."""
    verb, pronoun, direction = (
        items[index],
        items[index + 1 : index + 2],
        items[index + 2 : index + 3],
    )
    return (
        bool(pronoun and direction)
        and isinstance(verb, Hit)
        and verb.has(Kind.FEELING)
        and isinstance(pronoun[0], Hit)
        and pronoun[0].has(Kind.REFERENCE)
        and isinstance(direction[0], Hit)
        and direction[0].has(Kind.RELATIVE)
    )
