"""Condition clauses: "如果客厅温度超过26度就…", "if the living room is above 26 degrees, …".

A clause needs a comparison and a number: "超过/高于/低于/above/below … 26", or "26度以上" /
"26 or more". It starts at the nearest "如果/要是/当/if/when" before the comparison (or at the
start of the command for Chinese "温度超过26度时…") and ends after the number, its unit and a
closing word ("时", "的话", "就", "then", ","). Its rooms, names and measured quantity
describe the sensor to read; the clause is then removed from the command.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ir import Condition
from .surface import Hit, Item, Kind, number_of, says

# How far (in items) the number may be from the comparison word: "超过 了 26", "above about 26".
_NUMBER_REACH = 3
_UNITS = {"celsius": "°C", "fahrenheit": "°F", "percent": "%"}
# Words between a condition's number and its room ("26 degrees in the living room").
_ROOM_LEAD = frozenset({"in", "at", "the", "my", "our", "inside"})


@dataclass(slots=True)
class Clause:
    """One condition and the item range it was read from."""

    start: int
    end: int
    condition: Condition


def find_conditions(
    items: Sequence[Item], chinese: bool, spell: Callable[[Hit], str] | None = None
) -> list[Clause]:
    """The condition clauses among the items, in text order, without overlaps.

    :param spell: how a room word was said (its text in the utterance); by default the
        home's spelling of the room.
    """
    clauses: list[Clause] = []
    floor = 0  # clauses do not overlap: the next one starts after the previous one
    for index, item in enumerate(items):
        if index < floor or not isinstance(item, Hit):
            continue
        op: str | None
        if (op := item.first(Kind.COND_OP)) is not None and not item.has(Kind.ACTION):
            number_at = _number_after(items, index)
        elif (op := item.first(Kind.COND_POSTFIX)) is not None:
            number_at = _number_before(items, index)
        else:
            continue
        if number_at is None or number_at < floor:
            continue
        start = _clause_start(items, min(index, number_at), floor)
        end = _clause_end(items, max(index, number_at))
        has_if = start < len(items) and says(items[start], Kind.COND_IF)
        closed = end > max(index, number_at) + 1 and _closes(items, max(index, number_at) + 1, end)
        if not has_if and not (chinese and closed):
            continue
        condition = _condition(items[start:end], op, number_at - start, spell)
        clauses.append(Clause(start, end, condition))
        floor = end
    return clauses


def _number_after(items: Sequence[Item], index: int) -> int | None:
    for j in range(index + 1, min(len(items), index + 1 + _NUMBER_REACH)):
        if number_of(items[j]) is not None:
            return j
    return None


def _number_before(items: Sequence[Item], index: int) -> int | None:
    for j in range(index - 1, max(-1, index - 1 - _NUMBER_REACH), -1):
        if number_of(items[j]) is not None:
            return j
    return None


def _clause_start(items: Sequence[Item], index: int, floor: int) -> int:
    """The "if" word before the comparison, else the start of the command part."""
    for j in range(index - 1, floor - 1, -1):
        item = items[j]
        if isinstance(item, Hit) and item.has(Kind.COND_IF):
            return j
        if isinstance(item, Hit) and item.has(Kind.ACTION) and not item.has(Kind.COND_OP):
            return j + 1  # the command's own action comes before the clause
    return floor


def _clause_end(items: Sequence[Item], index: int) -> int:
    """After the number, its unit, a postfix comparison and the closing words."""
    end = index + 1
    while end < len(items) and (says(items[end], Kind.UNIT) or says(items[end], Kind.COND_POSTFIX)):
        end += 1
    # "… above 26 degrees in the living room, turn on …": the room is the condition's.
    room_end = end
    while room_end < len(items) and items[room_end].key in _ROOM_LEAD:
        room_end += 1
    if room_end > end and room_end < len(items) and _is_room(items[room_end]):
        end = room_end + 1
    while end < len(items) and (says(items[end], Kind.COND_THEN) or items[end].key == ","):
        end += 1
    return end


def _is_room(item: Item) -> bool:
    return says(item, Kind.AREA) or says(item, Kind.FLOOR) or says(item, Kind.ROOM)


def _closes(items: Sequence[Item], start: int, end: int) -> bool:
    return any(says(items[j], Kind.COND_THEN) for j in range(start, end))


def _room_said(item: Hit, spell: Callable[[Hit], str] | None) -> str | None:
    """The room or floor word of a hit, as said (or as the home spells it)."""
    if not (item.has(Kind.AREA) or item.has(Kind.FLOOR) or item.has(Kind.ROOM)):
        return None
    if spell is not None:
        return spell(item)
    place = item.first(Kind.AREA) or item.first(Kind.FLOOR)
    return place.spoken if place else (item.first(Kind.ROOM) or item.key)


def _condition(
    clause: Sequence[Item], op: str, number_at: int, spell: Callable[[Hit], str] | None
) -> Condition:
    """Read the sensor, comparison and value of one clause."""
    value = number_of(clause[number_at])
    device_class: str | None = None
    unit: str | None = None
    scope: list[str] = []
    name: str | None = None
    for item in clause:
        if not isinstance(item, Hit):
            continue
        metric = item.first(Kind.METRIC)
        if metric is not None and device_class is None:
            device_class, unit = metric
        elif (
            item.has(Kind.PARAM)
            and item.first(Kind.PARAM) == "temperature"
            and device_class is None
        ):
            device_class, unit = "temperature", "°C"
        if item.has(Kind.UNIT):
            said = next((u for u in item.payloads(Kind.UNIT) if u in _UNITS), None)
            if said is not None:
                unit = _UNITS[said]
                if device_class is None and said in ("celsius", "fahrenheit"):
                    device_class = "temperature"
        spoken = _room_said(item, spell)
        if spoken is not None and spoken not in scope:
            scope.append(spoken)
        if item.has(Kind.ENTITY) and name is None:
            name = item.first(Kind.ENTITY)
    return Condition(
        type_hint="sensor",
        device_class=device_class,
        name_hint=name,
        scope_include=tuple(scope),
        op=op,
        value=int(value) if value is not None and value == int(value) else value,
        unit=unit,
    )
