"""The home: floors, areas and entities as the engine sees them (docs/contracts.md §1).

The Home Assistant layer builds a :class:`Home` from the registries; the command line reads
one from a snapshot file. Either way the engine only ever sees this model.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from .errors import InputError
from .limits import MAX_HOME_NAME_CHARS


def _bound_names(item: Any, *fields: str) -> None:
    """Keep the named text fields of a frozen record to :data:`MAX_HOME_NAME_CHARS`.

    Every name, alias and label enters the engine through these records, whichever surface
    built the home: the matchers then cost the same for any name a home may hold.
    """
    for name in fields:
        value = getattr(item, name)
        if isinstance(value, str):
            if len(value) > MAX_HOME_NAME_CHARS:
                object.__setattr__(item, name, value[:MAX_HOME_NAME_CHARS])
        elif value and any(len(v) > MAX_HOME_NAME_CHARS for v in value):
            object.__setattr__(item, name, tuple(v[:MAX_HOME_NAME_CHARS] for v in value))


@dataclass(frozen=True, slots=True)
class _Place:
    """What a floor and an area both are: an id, a name and its aliases (bounded)."""

    id: str
    name: str
    aliases: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _bound_names(self, "name", "aliases")

    @property
    def names(self) -> tuple[str, ...]:
        """The name first, then the aliases."""
        return (self.name, *self.aliases)


@dataclass(frozen=True, slots=True)
class Floor(_Place):
    """A floor of the home."""

    level: int | None = None


@dataclass(frozen=True, slots=True)
class Area(_Place):
    """An area (room) of the home."""

    floor_id: str | None = None


@dataclass(frozen=True, slots=True)
class Entity:
    """An entity exposed to the voice assistant."""

    entity_id: str
    name: str
    aliases: tuple[str, ...] = ()
    area_id: str | None = None
    device_name: str | None = None
    labels: tuple[str, ...] = ()
    device_class: str | None = None
    state: str | None = None
    attributes: Mapping[str, Any] = field(default_factory=dict)
    platform: str | None = None
    """The integration that provides the entity (Home Assistant's entity platform), when
    known: services of one integration (``yeelight.set_mode``) apply only to its entities."""

    def __post_init__(self) -> None:
        _bound_names(self, "name", "aliases", "device_name", "labels")

    @property
    def domain(self) -> str:
        """The part of the entity_id before the dot."""
        return self.entity_id.partition(".")[0]

    @property
    def device(self) -> tuple[str, str | None] | None:
        """The physical device the entity is part of: its device's name and its area (two
        devices of one name in two rooms are two); ``None`` when it has no device name."""
        return (self.device_name, self.area_id) if self.device_name else None

    @property
    def names(self) -> tuple[str, ...]:
        """Every name a person may use: the name, then the aliases."""
        return (self.name, *self.aliases) if self.name else self.aliases

    @property
    def supported_features(self) -> int | None:
        """The supported_features bit mask, or ``None`` when the home does not say."""
        value = self.attributes.get("supported_features")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return None
        if isinstance(value, float) and not math.isfinite(value):
            return None
        return int(value)


@dataclass(slots=True)
class Home:
    """Floors, areas and entities with the look-ups retrieval needs (all linear to build)."""

    language: str
    floors: dict[str, Floor]
    areas: dict[str, Area]
    entities: dict[str, Entity]
    _by_area: dict[str | None, list[str]] = field(default_factory=dict, repr=False)
    _by_domain: dict[str, list[str]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for entity in self.entities.values():
            self._by_area.setdefault(entity.area_id, []).append(entity.entity_id)
            self._by_domain.setdefault(entity.domain, []).append(entity.entity_id)

    @property
    def domains(self) -> list[str]:
        """The domains present, sorted."""
        return sorted(self._by_domain)

    def entity_ids_in_domain(self, domain: str) -> list[str]:
        """Entity ids of one domain, in home order."""
        return self._by_domain.get(domain, [])

    def entity_ids_in_areas(self, area_ids: Iterable[str | None]) -> list[str]:
        """Entity ids placed in any of the given areas."""
        return [eid for area_id in area_ids for eid in self._by_area.get(area_id, [])]

    def area_of(self, entity: Entity) -> Area | None:
        """The entity's area, if any."""
        return self.areas.get(entity.area_id) if entity.area_id else None

    def floor_of(self, entity: Entity) -> Floor | None:
        """The floor of the entity's area, if any."""
        area = self.area_of(entity)
        return self.floors.get(area.floor_id) if area and area.floor_id else None

    @classmethod
    def from_json(cls, data: Any, source: str = "home") -> Home:
        """Build a home from the snapshot JSON; a bad field raises :class:`InputError`."""
        reader = _Reader(source)
        return reader.home(data)


# The degrees a room is heated or cooled to, in the unit of the home's thermostats: what a bare
# number said of a room is (the parser's set point, retrieval's room temperature).
ROOM_DEGREES_C: Final = (16.0, 30.0)
ROOM_DEGREES_F: Final = (60.0, 86.0)


def room_degrees(home: Home, among: Iterable[str] | None = None) -> tuple[float, float]:
    """The set points a room is heated or cooled to, in the unit of the home's thermostats (or
    of the climate entities ``among``, when the devices meant are known): a climate entity that
    takes more than 50 degrees is set in °F, and the home is when most of its thermostats are
    (one sauna that goes to 110 °C does not make a °C home °F)."""
    meant = home.entities.values() if among is None else [home.entities[e] for e in among]
    highest = [
        t
        for e in meant
        if e.domain == "climate" and isinstance(t := e.attributes.get("max_temp"), int | float)
    ]
    fahrenheit = 2 * sum(t > 50 for t in highest) > len(highest)
    return ROOM_DEGREES_F if fahrenheit else ROOM_DEGREES_C


def hvac_modes(entity: Entity) -> frozenset[str]:
    """A climate device's HVAC modes (none when its attributes list none)."""
    modes = entity.attributes.get("hvac_modes")
    return frozenset(modes) if isinstance(modes, list) else frozenset()


_ROOM_UNIT_MODES: Final = frozenset({"dry", "fan_only"})


def is_room_unit(entity: Entity) -> bool:
    """Whether a climate device is a room unit (a mini split, a portable AC): it has a dry or
    fan-only mode."""
    return bool(_ROOM_UNIT_MODES & hvac_modes(entity))


def is_central_thermostat(entity: Entity) -> bool:
    """Whether a climate device is a central thermostat (a furnace and its air conditioning):
    it heats and cools and has none of the modes a room unit has (dry, fan only)."""
    modes = hvac_modes(entity)
    return {"heat", "cool"} <= modes and not _ROOM_UNIT_MODES & modes


def may_cool(entity: Entity) -> bool:
    """Whether a climate device may cool: it lists a cooling mode, or no modes at all
    (unavailable, it may)."""
    modes = hvac_modes(entity)
    return not modes or bool({"cool", "heat_cool"} & modes)


def load_home(path: str | Path) -> Home:
    """Read a home snapshot file (docs/contracts.md §1)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise InputError(f"{path}: cannot read the home: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: the home is not UTF-8 text") from None
    return Home.from_json(read_json(text, str(path)), source=str(path))


def read_json(text: str, where: str) -> Any:
    """Strict JSON: NaN and Infinity (which Python's reader accepts) and nesting too deep to
    read are refused like any other malformed input.

    :raises InputError: naming ``where`` (and the line) and what is wrong.
    """

    def refuse(constant: str) -> Any:
        raise ValueError(f"{constant} is not a JSON number")

    try:
        return json.loads(text, parse_constant=refuse)
    except json.JSONDecodeError as err:
        raise InputError(f"{where}:{err.lineno}: not valid JSON ({err.msg})") from None
    except ValueError as err:
        raise InputError(f"{where}: not valid JSON ({err})") from None
    except RecursionError:
        raise InputError(f"{where}: not valid JSON (nested too deeply)") from None


class _Reader:
    """Checks a snapshot field by field so that errors name the file and the field."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, message: str) -> InputError:
        return InputError(f"{self.source}: {where}: {message}")

    def text(self, obj: Mapping[str, Any], key: str, where: str, *, required: bool) -> str | None:
        value = obj.get(key)
        if value is None:
            if required:
                raise self.fail(f"{where}.{key}", "is required")
            return None
        if not isinstance(value, str):
            raise self.fail(f"{where}.{key}", f"expected a string, got {type(value).__name__}")
        return value

    def texts(self, obj: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
        value = obj.get(key)
        if value is None:
            return ()
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(f"{where}.{key}", "expected a list of strings")
        return tuple(v for v in dict.fromkeys(v.strip() for v in value) if v)

    def objects(self, data: Mapping[str, Any], key: str) -> list[Mapping[str, Any]]:
        value = data.get(key, [])
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(key, "expected a list")
        for index, item in enumerate(value):
            if not isinstance(item, Mapping):
                raise self.fail(f"{key}[{index}]", "expected an object")
        return value

    def home(self, data: Any) -> Home:
        if not isinstance(data, Mapping):
            raise self.fail("top level", "expected an object with floors, areas and entities")
        language = data.get("language") or "en"
        if not isinstance(language, str):
            raise self.fail("language", "expected a string")
        floors = self.floors(data)
        areas = self.areas(data, floors)
        entities: dict[str, Entity] = {}
        for index, item in enumerate(self.objects(data, "entities")):
            entity = self.entity(item, f"entities[{index}]", areas)
            if entity.entity_id in entities:
                raise self.fail(f"entities[{index}].entity_id", f"duplicate {entity.entity_id!r}")
            entities[entity.entity_id] = entity
        return Home(language=language, floors=floors, areas=areas, entities=entities)

    def floors(self, data: Mapping[str, Any]) -> dict[str, Floor]:
        floors: dict[str, Floor] = {}
        for index, item in enumerate(self.objects(data, "floors")):
            where = f"floors[{index}]"
            floor_id = self.text(item, "id", where, required=True) or ""
            if floor_id in floors:
                raise self.fail(f"{where}.id", f"duplicate {floor_id!r}")
            level = item.get("level")
            if level is not None and (isinstance(level, bool) or not isinstance(level, int)):
                raise self.fail(f"{where}.level", "expected an integer")
            floors[floor_id] = Floor(
                floor_id,
                self.text(item, "name", where, required=True) or floor_id,
                self.texts(item, "aliases", where),
                level,
            )
        return floors

    def areas(self, data: Mapping[str, Any], floors: Mapping[str, Floor]) -> dict[str, Area]:
        areas: dict[str, Area] = {}
        for index, item in enumerate(self.objects(data, "areas")):
            where = f"areas[{index}]"
            area_id = self.text(item, "id", where, required=True) or ""
            if area_id in areas:
                raise self.fail(f"{where}.id", f"duplicate {area_id!r}")
            area_floor = self.text(item, "floor", where, required=False)
            if area_floor is not None and area_floor not in floors:
                raise self.fail(f"{where}.floor", f"unknown floor {area_floor!r}")
            areas[area_id] = Area(
                area_id,
                self.text(item, "name", where, required=True) or area_id,
                self.texts(item, "aliases", where),
                area_floor,
            )
        return areas

    def entity(self, item: Mapping[str, Any], where: str, areas: Mapping[str, Area]) -> Entity:
        entity_id = self.text(item, "entity_id", where, required=True) or ""
        domain, dot, object_id = entity_id.partition(".")
        if not dot or not domain or not object_id:
            raise self.fail(f"{where}.entity_id", f"{entity_id!r} is not domain.object_id")
        entity_area = self.text(item, "area", where, required=False)
        if entity_area is not None and entity_area not in areas:
            raise self.fail(f"{where}.area", f"unknown area {entity_area!r}")
        attributes = self.attributes(item, where)
        state = item.get("state")
        if state is not None and not isinstance(state, str):
            state = json.dumps(state, ensure_ascii=False)
        name = self.text(item, "name", where, required=False)
        if name is None:
            friendly = attributes.get("friendly_name")
            name = friendly if isinstance(friendly, str) else object_id.replace("_", " ")
        device_class = self.text(item, "device_class", where, required=False)
        if device_class is None and isinstance(attributes.get("device_class"), str):
            device_class = attributes["device_class"]
        return Entity(
            entity_id=entity_id,
            name=name.strip(),
            aliases=self.texts(item, "aliases", where),
            area_id=entity_area,
            device_name=self.text(item, "device_name", where, required=False),
            labels=self.texts(item, "labels", where),
            device_class=device_class,
            state=state,
            attributes=attributes,
        )

    def attributes(self, item: Mapping[str, Any], where: str) -> dict[str, Any]:
        attributes = item.get("attributes") or {}
        if not isinstance(attributes, Mapping):
            raise self.fail(f"{where}.attributes", "expected an object")
        features = attributes.get("supported_features")
        whole = isinstance(features, int) or (
            isinstance(features, float) and math.isfinite(features) and features.is_integer()
        )
        if features is not None and (isinstance(features, bool) or not whole or features < 0):
            raise self.fail(
                f"{where}.attributes.supported_features",
                f"expected a whole number of 0 or more, got {features!r}",
            )
        return dict(attributes)
