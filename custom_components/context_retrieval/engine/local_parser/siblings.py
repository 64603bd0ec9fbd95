"""What a device measures, asked of the device: answered by its sibling sensor.

"洗衣机还要多久" names the washing machine (a switch) and asks a remaining time; the time is a
sensor of the same physical device ("洗衣剩余时间"), which shares the device's name in Home
Assistant's device registry (``device_name``) and its area. Such a question is read as a
question about that sensor, by its own name, when the device named has no entity of the kind
asked and exactly one sibling of that kind.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Final

from ..home import Entity, Home
from ..ir import Command
from .surface import Kind, PhraseTable, phrase_key

MEASURING: Final = frozenset({"sensor", "binary_sensor"})
"""Domains of the entities that measure what a question asks."""


def sibling_measures(home: Home) -> dict[tuple[str, str, str | None], str]:
    """(key of a device's name, domain, device class) → the name of the one sensor of that
    kind on the same physical device (same ``device_name`` and area)."""
    found: dict[tuple[str, str, str | None], str | None] = {}
    for members in devices_of(home).values():
        sensors = [e for e in members if e.domain in MEASURING]
        if not sensors or len(members) < 2:
            continue
        for entity in members:
            for sensor in sensors:
                if sensor is entity:
                    continue
                for name in entity.names:
                    key = (phrase_key(name), sensor.domain, sensor.device_class)
                    found[key] = sensor.name if found.get(key, sensor.name) == sensor.name else None
    return {key: name for key, name in found.items() if name}


def device_members(home: Home) -> dict[str, dict[str, tuple[str, str]]]:
    """Entity id → the other entities of its physical device → their name and domain: "洗衣机
    换成快速洗" names the machine's switch, and the value is its program select's."""
    return {
        entity.entity_id: {o.entity_id: (o.name, o.domain) for o in members if o is not entity}
        for members in devices_of(home).values()
        if len(members) > 1
        for entity in members
    }


def devices_of(home: Home) -> dict[tuple[str, str | None], list[Entity]]:
    """The home's entities grouped by physical device (``Entity.device``); entities of no
    known device are left out."""
    devices: dict[tuple[str, str | None], list[Entity]] = {}
    for entity in home.entities.values():
        if entity.device:
            devices.setdefault(entity.device, []).append(entity)
    return devices


def asked_of_sibling(
    command: Command,
    siblings: Mapping[tuple[str, str, str | None], str],
    kinds_named: set[tuple[str, str | None]],
    query_words: frozenset[str],
) -> Command:
    """``command`` about the named device's sibling sensor, when it asks what such a sensor
    measures and the device named has no entity of that kind itself."""
    if command.action not in query_words or not command.name_hint or not command.type_hint:
        return command
    kind = (command.type_hint, command.device_class)
    if command.type_hint not in MEASURING or kind in kinds_named:
        return command
    sibling = siblings.get((phrase_key(command.name_hint), *kind))
    return replace(command, name_hint=sibling) if sibling else command


def asked_of_device(
    command: Command, kinds_named: set[tuple[str, str | None]], home: Home
) -> Command:
    """A question of what a sensor measures ("is the dishwasher done yet") about a device that
    has no such sensor, none named after it and none beside it: the device itself answers (its
    state), rather than a sensor the home does not have."""
    if (
        not command.name_hint
        or command.type_hint not in MEASURING
        or not kinds_named
        or {domain for domain, _ in kinds_named} & MEASURING
    ):
        return command
    key = phrase_key(command.name_hint)
    for entity in home.entities.values():
        if (entity.domain, entity.device_class) == (
            command.type_hint,
            command.device_class,
        ) and any(key in phrase_key(name) for name in entity.names):
            return command  # "扫地机电量": a sensor named after the device
    domain = next(iter(kinds_named))[0] if len({d for d, _ in kinds_named}) == 1 else None
    return replace(command, type_hint=domain, device_class=None)


def asked_beside(
    command: Command,
    text: str,
    home: Home,
    named: Sequence[str],
    table: PhraseTable,
    temperature: bool,
) -> Command:
    """A reading asked where a device that measures nothing is ("进水阀那头湿度如何", "阀门旁边
    几度"): the device says the place, and the room's sensor of that reading answers, not the
    device. ``named`` are the ids of the entities ``command.name_hint`` names; ``temperature``
    says the question asks a temperature (几度), else a reading word said beside the name does.

    Guards: a sensor named, a device that reports the reading itself (an attribute named for it,
    "temp…" for a temperature, or its device class: a fridge's set temperature), a device of other
    rooms, or a room with no such sensor keep the reading as it was.
    """
    entities = [home.entities[i] for i in named if i in home.entities]
    if not command.name_hint or not entities or any(e.domain in MEASURING for e in entities):
        return command
    areas = {e.area_id for e in entities}
    if len(areas) != 1 or None in areas:
        return command
    area = home.areas.get(next(iter(areas)) or "")
    metric = (
        "temperature" if temperature else _metric_said(text.replace(command.name_hint, " "), table)
    )
    if area is None or metric is None:
        return command
    sensors = [
        eid
        for eid in home.entity_ids_in_areas([area.id])
        if eid.startswith("sensor.") and home.entities[eid].device_class == metric
    ]
    if not sensors:
        return command
    # "空调多少度", a fridge's set temperature, a light's colour temperature (color_temp_kelvin):
    # the device's own value answers (an attribute named for the reading's first letters).
    if any(
        e.device_class == metric or any(metric[:4] in key for key in e.attributes) for e in entities
    ):
        return command
    return replace(
        command, name_hint=None, type_hint="sensor", device_class=metric, scope_include=(area.name,)
    )


def _metric_said(text: str, table: PhraseTable) -> str | None:
    """The reading a word of two characters or more in ``text`` says (湿度, 光照, 几度; one
    character such as 热 is too often part of a device's name)."""
    for size in (4, 3, 2):
        for at in range(len(text) - size + 1):
            for kind, payload in table.get(text[at : at + size]):
                if kind == Kind.METRIC and isinstance(payload, tuple):
                    return str(payload[0])
                if kind == Kind.QUERY_TEMPERATURE:  # "几度", "多少度"
                    return "temperature"
    return None
