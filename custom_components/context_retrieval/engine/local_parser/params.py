"""Service data the user gave: brightness, temperature, position, volume, colour, HVAC mode.

A number's meaning comes, in this order, from its unit ("26度", "26 degrees" → temperature), from
the nearest setting word ("亮度", "volume", ...), and last from the kind of device targeted (a
percentage for a light is a brightness, for a cover a position). Words such as "一半"/"half",
"最亮"/"max", "红色"/"red" and "制冷"/"cool mode" give values without a number.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .surface import Hit, Item, Kind, Piece, number_of, says

# The setting a bare number is for, by the domain it targets.
_BY_DOMAIN: Final[dict[str, str]] = {
    "light": "brightness",
    "cover": "position",
    "valve": "position",
    "media_player": "volume",
    "fan": "percentage",
    "climate": "temperature",
    "water_heater": "temperature",
    "humidifier": "humidity",
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
}
_FIELD: Final[dict[str, str]] = {
    "brightness": "brightness_pct",
    "volume": "volume_level",
    "position": "position",
    "temperature": "temperature",
    "percentage": "percentage",
    "humidity": "humidity",
}
# Words before a number that make it a value ("to 20", "调到20").
_VALUE_INTRODUCERS: Final = frozenset({"to", "at", "到", "至", "成", "为"})
# Characters after a number that make it part of a name or a count ("2号灯", "3楼", "两个").
_NOT_A_VALUE_AFTER: Final = frozenset("号楼层个台盏扇只位")
# Units of time after a number: a delay, which the IR does not carry.
_TIME_UNITS: Final = frozenset({"分", "分钟", "小", "小时", "秒", "minute", "hour", "second"})


@dataclass(slots=True)
class Params:
    """What :func:`read_params` found."""

    values: dict[str, Any] = field(default_factory=dict)
    used: set[int] = field(default_factory=set)
    """Indices of the items the values came from (they are not part of a name)."""
    said: set[str] = field(default_factory=set)
    """Setting words present ("brightness", "volume", ...), with or without a value."""
    issues: list[str] = field(default_factory=list)


def read_params(
    items: Sequence[Item], domains: set[str], *, acting: bool, louder: bool = False
) -> Params:
    """Read the service data of one command from its items.

    :param domains: the domains the command targets so far (named entity or type word), used
        to read numbers and words that carry no setting word of their own.
    :param acting: whether an action word was said; a bare number with nothing else to go on
        ("12345") is then not taken for a setting.
    :param louder: "turn … up/down" was said: a number with no setting word and no device kind
        is a volume ("turn my Living Room down to 63 percent"), as in Home Assistant.
    """
    found = Params()
    words = [
        (i, word)
        for i, item in enumerate(items)
        if isinstance(item, Hit) and (word := item.first(Kind.PARAM)) is not None
    ]
    found.said = {word for _, word in words}
    for i, _ in words:
        found.used.add(i)

    def setting_near(index: int) -> str | None:
        before = [w for j, w in words if j < index and w in _FIELD]
        after = [w for j, w in words if j > index and w in _FIELD]
        if before:
            return before[-1]
        return after[0] if after else None

    def by_domain() -> str | None:
        for domain in sorted(domains):
            if domain in _BY_DOMAIN:
                return _BY_DOMAIN[domain]
        return None

    for index, item in enumerate(items):
        if isinstance(item, Piece):
            value = number_of(item)
            if value is None:
                continue
            nxt = items[index + 1] if index + 1 < len(items) else None
            if nxt is not None and (nxt.key in _NOT_A_VALUE_AFTER or nxt.key in _TIME_UNITS):
                continue  # "2号灯", "两个", "十分钟后", "in 10 minutes"
            if index > 0 and says(items[index - 1], Kind.RELATIVE):
                found.issues.append(f"a change by {value:g} is not a value; left out")
                found.used.add(index)
                continue
            unit = _unit_after(items, index)
            prefixed = index > 0 and _is_unit(items[index - 1], "percent_prefix")
            if prefixed:
                found.used.add(index - 1)
            if unit is not None:
                found.used.add(index + 1)
            percent = prefixed or unit == "percent"
            setting = setting_near(index)
            if unit in ("celsius", "fahrenheit") and setting not in (
                "brightness",
                "volume",
                "position",
            ):
                setting = "temperature"
            if setting is None:
                setting = by_domain()
                if setting == "temperature" and percent:
                    setting = None
            if setting is None:
                before = items[index - 1].key if index > 0 else ""
                if not (acting or percent or before in _VALUE_INTRODUCERS):
                    continue
                setting = "volume" if louder else "brightness"
                found.issues.append(
                    f"number {value:g} read as a {setting} (no setting word, no device kind)"
                )
            found.used.add(index)
            _store(found, setting, value, percent)
        elif isinstance(item, Hit):
            if item.has(Kind.HALF):
                setting = setting_near(index) or by_domain() or "position"
                found.used.add(index)
                _store(found, setting, 50.0, percent=True)
            elif item.has(Kind.EXTREME) and not item.has(Kind.PARAM):
                setting = setting_near(index) or by_domain() or "brightness"
                extreme = item.first(Kind.EXTREME)
                found.used.add(index)
                if setting in ("brightness", "position", "percentage"):
                    _store(
                        found,
                        setting,
                        100.0 if extreme == "max" else (1.0 if setting == "brightness" else 0.0),
                        True,
                    )
                elif setting == "volume":
                    _store(found, setting, 100.0 if extreme == "max" else 0.0, percent=True)
                else:
                    found.issues.append(f"'{item.key}' for {setting} has no value; ignored")
            elif item.has(Kind.COLOR) and "color_name" not in found.values:
                found.values["color_name"] = item.first(Kind.COLOR)
                found.used.add(index)
            elif item.has(Kind.HVAC) and "hvac_mode" not in found.values:
                found.values["hvac_mode"] = item.first(Kind.HVAC)
                found.used.add(index)
    return found


def _is_unit(item: Item, unit: str) -> bool:
    return isinstance(item, Hit) and unit in item.payloads(Kind.UNIT)


def _unit_after(items: Sequence[Item], index: int) -> str | None:
    if index + 1 >= len(items):
        return None
    item = items[index + 1]
    if not isinstance(item, Hit):
        return None
    for unit in ("percent", "celsius", "fahrenheit"):
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
    elif key in ("brightness_pct", "position", "percentage", "humidity"):
        found.values[key] = _plain(min(100.0, max(0.0, value)))
    else:
        found.values[key] = _plain(value)


def _plain(value: float) -> int | float:
    return int(value) if value == int(value) else value
