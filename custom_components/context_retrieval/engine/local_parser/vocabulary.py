"""The home's own words: area, floor and entity names and aliases, as one phrase table.

Built once per :class:`~.parser.LocalParser`, in one pass over the home (linear in its size).
Entries:

* ``(Kind.AREA, Place(area_id, spoken))`` and ``(Kind.FLOOR, Place(...))`` — ``spoken`` is the name
  or alias as the home spells it, which is what the parser puts into ``scope_include``;
* ``(Kind.ENTITY, spoken)`` — an entity name or alias; :meth:`HomeVocabulary.entities_named` gives
  the entity ids behind it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from ..catalog import ZH
from ..home import ROOM_DEGREES_C, Entity, Home, room_degrees
from ..ir import UNKNOWN_TYPE, Command
from ..kinds import default_kinds
from ..places import room_translations
from ..text import compact, has_cjk, normalize
from ..text import words as folded_words
from .activities import Runnable
from .leading_words import (
    device_makers,
    leading_parts,
    leading_words,
    product_prefixes,
    product_words,
)
from .surface import Kind, PhraseTable, Piece, Place, cut, join, phrase_key

# Names of one character (or one short Latin word such as "a") would match everywhere.
_MIN_CJK_NAME = 1
_MIN_LATIN_NAME = 2
# Endings of names kept to tell a kind word from a name ("卧室窗帘" ends with "窗帘").
_MAX_ENDING_PIECES = 6
# The shortest English word of a name that stands for the name ("the bubbler" of "Koi Pond Bubbler").
_MIN_NAME_WORD = 3
# What a settable number's name ends with when it names the setting of a thing ("冰箱冷藏温度").
_SETTING_ENDING = {word[-2:]: word for word in ("温度", "湿度", "高度", "亮度", "音量")}
# The same in English, as the last word of the name ("Fridge Temperature", "Desk Height").
_EN_SETTING_ENDING = frozenset({"temperature", "humidity", "height", "brightness", "volume"})
# Radiator valves beside a thermostat that make a home of room units (:meth:`find_thermostats`),
# known by their names or their devices' ("Hive Radiator Valve", "Smart Radiator Thermostat").
_ROOM_UNITS: Final = 2
_VALVE_WORDS: Final = frozenset({"radiator", "valve", "trv"})


@dataclass(slots=True)
class HomeVocabulary:
    """Area, floor and entity names of one home."""

    table: PhraseTable = field(default_factory=PhraseTable)
    domains: set[str] = field(default_factory=set)
    """The domains the home has entities of."""
    _entities: dict[str, list[str]] = field(default_factory=dict)
    _aliased: set[str] = field(default_factory=set)
    _primary: dict[str, str] = field(default_factory=dict)
    """Key of an alias → the name of its entity ("sweepy" → "Robot Vacuum")."""
    beginnings: set[str] = field(default_factory=set)
    """Proper beginnings of names ("门锁" of "门锁电量"): an alias other names begin with."""
    _domains: dict[str, set[str]] = field(default_factory=dict)
    _kinds: dict[str, set[tuple[str, str | None]]] = field(default_factory=dict)
    _endings: dict[str, dict[str, set[str]]] = field(default_factory=dict)
    """Proper ending of a name (key) → domain → ids of the entities whose name ends so."""
    words: NameWords = field(default_factory=lambda: NameWords())  # of its English names
    _areas: dict[str, str] = field(default_factory=dict)
    floor_of: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Area id → the id and name of its floor."""
    runnables: dict[str, list[Runnable]] = field(default_factory=dict)
    """Activity id → the scenes, scripts and buttons of the home for it (:mod:`.activities`)."""
    outdoor_areas: list[str] = field(default_factory=list)
    """Names of the home's areas outside (its garden, its yard)."""
    outdoor_area_ids: frozenset[str] = frozenset()  # see _outdoor_area_ids
    outdoor: dict[str | None, list[str]] = field(default_factory=dict)
    """Device class → the names of the home's outdoor sensors of it ("室外温度")."""
    owners: dict[str, list[Place]] = field(default_factory=dict)
    """First word of a room name of several words → those rooms: whose room "grandparents'
    AC" is in ("Grandparents' Room")."""
    has_thermostat: bool = False
    degrees: tuple[float, float] = ROOM_DEGREES_C  # a room's set points (:func:`room_degrees`)
    """Whether a climate entity's name says it is a thermostat (:meth:`find_thermostats`)."""
    kinds: set[tuple[str, str | None]] = field(default_factory=set)
    """(domain, device class) of every entity of the home."""
    humid_at: dict[str, set[str]] = field(default_factory=dict)
    """Area or floor id → domains there whose attributes tell ``current_humidity`` (a thermostat)."""
    _parts: dict[str, set[str]] = field(default_factory=dict)
    """Entity id of a device → ids of the entities named after it and a part of it ("空气净化器"
    → "空气净化器 模式", "空气净化器 童锁")."""
    _names: dict[str, tuple[str, str]] = field(default_factory=dict)
    """Entity id of such a part → its name and domain."""
    _place_kinds: dict[str, dict[tuple[str, str | None], int]] = field(default_factory=dict)
    """Area or floor id → (domain, device class) of the entities there → how many."""
    _kind_places: dict[str, set[str]] = field(default_factory=dict)
    """Key of a kind word (``grounding.json``) → the areas and floors of the home's devices of
    that kind ("" for a device in no area)."""

    @classmethod
    def of(cls, home: Home) -> HomeVocabulary:
        """Collect the names of one home."""
        vocabulary = cls()
        _add_floors(vocabulary, home)
        for area in home.areas.values():
            on_floor = home.floors.get(area.floor_id or "")
            if on_floor is not None:
                vocabulary.floor_of[area.id] = (on_floor.id, on_floor.name)
            for name in area.names:
                if _usable(name):
                    vocabulary.table.add(name, Kind.AREA, Place(area.id, name))
                    vocabulary._areas.setdefault(phrase_key(name), area.id)
                    words = cut(normalize(name))
                    if len(words) > 1 and all(w.kind == "word" for w in words):
                        owner = vocabulary.owners.setdefault(words[0].key, [])
                        owner.append(Place(area.id, name))
                    for other in room_translations().get(compact(name), ()):
                        # "tea room" said of the home's 茶室: a room word, which retrieval reads
                        # across languages (places.py), not a name.
                        vocabulary.table.add(other, Kind.AREA, Place(area.id, other))
        cut_names: list[tuple[Entity, list[Piece]]] = []  # names of several pieces, cut
        for entity in home.entities.values():
            vocabulary.domains.add(entity.domain)
            vocabulary.kinds.add((entity.domain, entity.device_class))
            where = home.areas.get(entity.area_id or "")
            for place in (entity.area_id, where.floor_id if where else None):
                if place:
                    found = vocabulary._place_kinds.setdefault(place, {})
                    kind = (entity.domain, entity.device_class)
                    found[kind] = found.get(kind, 0) + 1
                    if "current_humidity" in entity.attributes:
                        vocabulary.humid_at.setdefault(place, set()).add(entity.domain)
            for name in dict.fromkeys(entity.names):
                if not _usable(name):
                    continue
                key = phrase_key(name)
                ids = vocabulary._entities.setdefault(key, [])
                if not ids:
                    vocabulary.table.add(name, Kind.ENTITY, name)
                ids.append(entity.entity_id)
                vocabulary._domains.setdefault(key, set()).add(entity.domain)
                vocabulary._kinds.setdefault(key, set()).add((entity.domain, entity.device_class))
                if name != entity.name:
                    vocabulary._aliased.add(key)
                    vocabulary._primary.setdefault(key, entity.name)
                pieces = cut(normalize(name))
                if len(pieces) > 1:
                    cut_names.append((entity, pieces))
                vocabulary.words.add(pieces, entity.entity_id)
                for start in range(1, min(len(pieces), _MAX_ENDING_PIECES + 1)):
                    vocabulary.beginnings.add(join(pieces[:start]))
                    ending = join(pieces[-start:])
                    vocabulary._endings.setdefault(ending, {}).setdefault(entity.domain, set()).add(
                        entity.entity_id
                    )
        vocabulary._kind_places = _kind_places(home)
        vocabulary._add_setting_stems(home)
        vocabulary._add_part_names(home, cut_names)
        vocabulary._add_appliance_words(home)
        _add_other_ways_of_saying(vocabulary, home)
        return vocabulary

    def _add_part_names(self, home: Home, cut_names: list[tuple[Entity, list[Piece]]]) -> None:
        """ "净化器的童锁", "the purifier buzzer": an entity named after its device and a part
        ("空气净化器 童锁", "Den Purifier Buzzer") is also named by the device's other words and
        the part: the device's aliases, and its kind word when its name ends with one. Only
        where such a phrase names one entity and is no name or room already (two purifiers'
        child locks stay a question for retrieval)."""
        found: dict[str, set[tuple[str, str]]] = {}
        # Keys of a device's words, and whether each ends with a Latin word (a device has
        # many parts).
        words_for: dict[tuple[str, str], list[tuple[str, bool]]] = {}
        for entity, pieces in cut_names:
            said = ""  # join(pieces[:k]), grown a piece at a time
            for k in range(1, len(pieces)):
                piece = pieces[k - 1]
                space = k > 1 and pieces[k - 2].latin and piece.latin
                said += (" " if space else "") + piece.key
                devices = [d for d in self._entities.get(said, ()) if d != entity.entity_id]
                if not devices:
                    continue
                tail, first = join(pieces[k:]), pieces[k]
                self._names[entity.entity_id] = (entity.name, entity.domain)
                for device in devices:
                    self._parts.setdefault(device, set()).add(entity.entity_id)
                    head = (device, said)
                    if head not in words_for:
                        words_for[head] = self._device_words(home, *head)
                    for word, latin_end in words_for[head]:
                        key = word + (" " if latin_end and first.latin else "") + tail
                        found.setdefault(key, set()).add((entity.entity_id, entity.name))
        for key, named in found.items():
            if len(named) != 1 or key in self._entities or key in self._areas or key in self.table:
                continue
            [(entity_id, name)] = named
            _add_name(self, home, key, name, [entity_id])

    def parts_of(self, devices: Iterable[str]) -> set[str]:
        """Ids of the entities named after some devices (by id) and a part of them."""
        return {part for device in devices for part in self._parts.get(device, ())}

    def part_named(self, entity_id: str) -> tuple[str, str]:
        """The name and domain of an entity :meth:`parts_of` gave."""
        return self._names[entity_id]

    def _device_words(self, home: Home, device: str, head: str) -> list[tuple[str, bool]]:
        """The words for a device other than ``head`` (the key of the name a part's name begins
        with): its other names and aliases, and the endings of its names that are kind words
        ("净化器" of "空气净化器", "purifier" of "Den Purifier"); as keys, each with whether it
        ends with a Latin word."""
        words: list[tuple[str, bool]] = []
        for name in home.entities[device].names:
            pieces = cut(normalize(name))
            for start in range(len(pieces)):
                ending = join(pieces[start:])
                if ending == head or len(ending.replace(" ", "")) < 2:
                    continue
                if start == 0 or self.grounds_kind(ending):
                    words.append((ending, pieces[-1].latin))
        return words

    def _add_appliance_words(self, home: Home) -> None:
        """ "冰箱现在几度" where the fridge is only in "冰箱冷藏温度", "路由器重启一下吧" where the
        router is only in "重启路由器": an appliance's word (``grounding.json``) said in the names
        of its entities names those entities, when no name or room is that word; so does its
        common Chinese word where its names say another ("洗衣机" of "小米洗烘一体机 10kg 开关")."""
        kinds = default_kinds()
        found: dict[str, list[str]] = {}
        for kind in kinds.by_id.values():
            if not kind.known_by_name:
                continue
            for entity in home.entities.values():
                if entity.domain in kind.domains:
                    said = kinds.said_in_names(entity, kind)
                    if any(has_cjk(word) for word in said):
                        said.append(kind.word(ZH))
                    for word in dict.fromkeys(said):
                        found.setdefault(word, []).append(entity.entity_id)
        _add_said_names(self, home, found)

    def _add_setting_stems(self, home: Home) -> None:
        """ "冰箱冷藏调到3度" for the number "冰箱冷藏温度": a settable number named by what it
        sets is also named by the thing it belongs to, when no other name or room is that."""
        for entity in home.entities.values():
            if entity.domain != "number":
                continue
            for name in entity.names:
                stem = _setting_stem(normalize(name))
                key = phrase_key(stem)
                if len(stem) < 2 or stem == normalize(name):
                    continue
                if key in self._entities or key in self._areas or self.table.get(stem):
                    continue
                _add_name(self, home, stem, name, [entity.entity_id])

    def add_leading_words(self, home: Home, known: PhraseTable) -> None:
        """ "dock the roborock please": a brand or product word (:mod:`.leading_words`) names its
        device's entities, when no word of the lexicon (``known``), name or room; so do the
        Chinese word after a Latin brand ("平移门" of "Tuya 平移门电机") and :func:`_add_products`."""
        _add_said_names(self, home, leading_words(home), known)
        _add_said_names(self, home, leading_parts(home), known)
        _add_said_names(self, home, _words_after_brand(home), known)
        _add_products(self, home, known)

    def kinds_in(self, places: set[str]) -> set[tuple[str, str | None]]:
        """(domain, device class) of the entities in some areas or floors (by id); of the
        whole home when no place is given."""
        if not places:
            return self.kinds
        return {kind for place in places for kind in self._place_kinds.get(place, {})}

    def count_in(self, places: set[str], domain: str) -> int:
        """How many entities of a domain are in some areas or floors (by id)."""
        return sum(
            n
            for place in places
            for (d, _), n in self._place_kinds.get(place, {}).items()
            if d == domain
        )

    def find_outdoor(self, home: Home, named: Iterable[str], areas: Iterable[str]) -> None:
        """Note the home's sensors whose names say they are outside ("室外温度") and its areas
        outside ("花园", "Backyard")."""
        outside = [compact(w) for w in areas if compact(w)]
        self.outdoor_areas = [
            a.name for a in home.areas.values() if any(k in compact(a.name) for k in outside)
        ]
        self.outdoor_area_ids = _outdoor_area_ids(home, outside)
        keys = [compact(w) for w in named if compact(w)]
        for entity in home.entities.values():
            if entity.domain == "sensor" and any(
                k in compact(n) for k in keys for n in entity.names
            ):
                self.outdoor.setdefault(entity.device_class, []).append(entity.name)

    def primary_name(self, key: str) -> str | None:
        """The name of the one entity an alias (by key) is of; ``None`` for a name, an alias
        of several entities, or one that other names begin with ("门锁" of "门锁电量": the
        readings are named after it)."""
        if key not in self._aliased or len(self._entities.get(key, ())) != 1:
            return None
        if key in self.beginnings:
            return None
        return self._primary.get(key)

    def find_thermostats(self, home: Home, named: Iterable[str]) -> None:
        """Note whether the home is run by a thermostat (:func:`_run_by_thermostat`)."""
        self.has_thermostat = _run_by_thermostat(home, named)
        self.degrees = room_degrees(home)

    def has_kind(self, key: str, places: set[str] | None = None) -> bool:
        """Whether the home has a device of the kind a word names ("台灯": a device that is a
        desk lamp by ``grounding.json``, or whose name ends with the word); with ``places``
        (area and floor ids), a device of that kind in one of them."""
        if key in self._kind_places:
            return places is None or bool(self._kind_places[key] & places)
        return key in self._endings or key in self._entities

    @staticmethod
    def grounds_kind(key: str) -> bool:
        """Whether a word is one of the kinds retrieval grounds in the home (grounding.json)."""
        return default_kinds().named(key) is not None

    def entities_named(self, key: str) -> list[str]:
        """Entity ids with this name or alias (by phrase key)."""
        return self._entities.get(key, [])

    def domains_named(self, key: str) -> set[str]:
        """Domains of the entities with this name or alias (by phrase key)."""
        return self._domains.get(key, set())

    def kinds_named(self, key: str) -> set[tuple[str, str | None]]:
        """(domain, device class) of the entities with this name or alias (by phrase key)."""
        return self._kinds.get(key, set())

    def is_alias(self, key: str) -> bool:
        """Whether some entity has this name as an alias (one the user chose)."""
        return key in self._aliased

    def named_as_kind(self, key: str, domain: str) -> int:
        """How many other devices of a domain have names that end with this word.

        "左侧窗帘", "卧室窗帘", "Bedroom Curtain" make "窗帘"/"curtain" a kind of device in this
        home; "TV盒子" does not make "TV" one (the head of a name is its last word).
        """
        named = set(self._entities.get(key, ()))
        return len(self._endings.get(key, {}).get(domain, set()) - named)

    def area_named(self, key: str) -> str | None:
        """The area id with this name or alias (by phrase key), if any."""
        return self._areas.get(key)


# Words of a name or a device that say it watches a door ("Front Door Motion", a "Video
# Doorbell"), the classes of binary sensor that see people, and the last word of a doorbell's
# press reported as a sensor ("Front Door Ding", "Porch Bell Pressed").
_DOOR_WORDS: Final = frozenset({"door", "doorbell"})
# Chinese words of a door in a watcher's name ("小米智能门铃 3 摄像头", "门口摄像头").
_DOOR_WORDS_ZH: Final = ("门铃", "门口")
# The place before the home's door said in Chinese (a room word of the lexicon): people there
# are asked of the door's watchers.
DOOR_PLACES: Final = frozenset({"门口"})
# Words that ask who someone is: the camera shows them.
_WHO: Final = ("谁", "边个", "哪个", "who")
_SEEING_PEOPLE: Final = frozenset({"motion", "occupancy", "presence"})
_PRESSED: Final = frozenset({"ding", "pressed", "press"})


@dataclass(frozen=True, slots=True)
class DoorWatcher:
    """A camera or sensor that sees who is at a door: its entity, name and kind, and whether it
    is the doorbell's press (a ring) rather than a sight of people."""

    entity_id: str
    name: str
    kind: tuple[str, str | None]
    rung: bool


def door_watchers(home: Home) -> dict[str, tuple[DoorWatcher, ...]]:
    """What sees people at the home's doors, by door: each door a watcher's name says (its
    words up to "door" or "doorbell", folded: "front door" and "door" of "Front-Door Cam") → its
    watchers, and "" → those of any door: cameras and motion, occupancy or presence sensors of a
    doorbell or named after a door, else those in the area of a lock (the camera over the
    entrance). People at a door are asked of them, not of the door, which only opens and closes.

    >>> home = Home.from_json({"language": "en", "floors": [], "areas": [], "entities": [
    ...     {"entity_id": "camera.porch", "name": "Front-Door Cam"},
    ...     {"entity_id": "binary_sensor.porch", "name": "Front Door Ding",
    ...      "device_class": "occupancy"},
    ...     {"entity_id": "binary_sensor.hall", "name": "Hall Occupancy",
    ...      "device_class": "occupancy"}]})
    >>> [(w.entity_id, w.rung) for w in door_watchers(home)["front door"]]
    [('binary_sensor.porch', True), ('camera.porch', False)]
    """
    lock_areas = {e.area_id for e in home.entities.values() if e.domain == "lock" and e.area_id}
    watching = [
        e
        for e in sorted(home.entities.values(), key=lambda e: e.entity_id)
        if e.domain == "camera"
        or (e.domain == "binary_sensor" and e.device_class in _SEEING_PEOPLE)
    ]
    doors = {e.entity_id: _doors_named(e) for e in watching}
    chosen = [e for e in watching if doors[e.entity_id]] or [
        e for e in watching if e.area_id in lock_areas
    ]
    found: dict[str, list[DoorWatcher]] = {}
    for e in chosen:
        name_words = folded_words(e.name)
        kind = ("camera", None) if e.domain == "camera" else ("binary_sensor", e.device_class)
        pressed = bool(name_words) and name_words[-1] in _PRESSED
        watcher = DoorWatcher(e.entity_id, e.name, kind, pressed)
        for door in ("", *doors[e.entity_id]):
            found.setdefault(door, []).append(watcher)
    return {door: tuple(them) for door, them in found.items()}


def _doors_named(entity: Entity) -> set[str]:
    """The doors a name or device name of a watcher says: each run of its words ending in
    "door" or "doorbell" ("ring front door", "front door", "door")."""
    doors: set[str] = set()
    for name in (*entity.names, entity.device_name or ""):
        doors.update(w for w in _DOOR_WORDS_ZH if w in name)  # "门口摄像头": a door, any door
        said = folded_words(name)
        for end, word in enumerate(said):
            if word in _DOOR_WORDS:
                doors |= {" ".join(said[start : end + 1]) for start in range(end + 1)}
    return doors


def watcher_of(
    watchers: Mapping[str, Sequence[DoorWatcher]],
    door: str | None,
    *,
    who: bool,
    rung: bool,
    shown: bool,
) -> DoorWatcher | None:
    """The one watcher asked of people at a door (``door`` a phrase key of the door said by
    name or place, "front door"; None for a door said by its kind): for a ring, the press of
    the doorbell; for "who" or a door shown the camera first (it shows them); else a sensor of
    people first, a motion sensor before its others (it says whether anyone is there). None
    where several of the kind fit, or nothing of the kind watches the door.

    >>> cam = DoorWatcher("camera.a", "A", ("camera", None), False)
    >>> pir = DoorWatcher("binary_sensor.a", "A Motion", ("binary_sensor", "motion"), False)
    >>> watcher_of({"": (cam, pir)}, None, who=False, rung=False, shown=False).entity_id
    'binary_sensor.a'
    """
    among = list(watchers.get(door or "", ()))
    if not among and not any(len(d.split()) > 1 and d.endswith("door") for d in watchers):
        # No watcher is named after a door of its own ("Ring Doorbell"): it watches the door
        # said. Where one is ("Front Door Cam"), a door said that none is named after has none.
        among = list(watchers.get("", ()))
    if rung:
        pressed = [w for w in among if w.rung]
        return pressed[0] if len(pressed) == 1 else None
    cameras = [w for w in among if w.kind[0] == "camera"]
    sensors = [w for w in among if w.kind[0] != "camera" and not w.rung]
    sensors = [w for w in sensors if w.kind[1] == "motion"] or sensors
    order = (cameras,) if shown else (cameras, sensors) if who else (sensors, cameras)
    for them in order:
        if them:
            return them[0] if len(them) == 1 else None
    return None


def at_the_door(
    command: Command,
    watchers: Mapping[str, Sequence[DoorWatcher]],
    areas: frozenset[str],
) -> Command:
    """ "谁在门口" and the like: people asked about at the door, said by the place before it
    (:data:`DOOR_PLACES`) in a home with no area of that name, are asked of the door's one
    watcher of :func:`door_watchers`: the camera first for "who", else the presence sensor
    first. ``command`` unchanged when it names a device, asks of a thing, or several watchers
    of the kind fit."""
    if command.name_hint or len(command.scope_include) != 1:
        return command
    place = command.scope_include[0]
    if place not in DOOR_PLACES or place in areas:
        return command
    if command.type_hint not in (None, UNKNOWN_TYPE, "person", "binary_sensor"):
        return command
    if command.device_class not in (None, *_SEEING_PEOPLE):
        return command
    who = any(w in normalize(command.raw or "") for w in _WHO)
    found = watcher_of(watchers, None, who=who, rung=False, shown=False)
    if found is None:
        return command
    return replace(
        command,
        name_hint=found.name,
        type_hint=found.kind[0],
        device_class=None,
        scope_include=(),
        quantifier="one",
    )


def begins_or_ends_a_name(vocabulary: HomeVocabulary, key: str) -> bool:
    """Whether words (joined as :func:`.surface.join` joins them) are the first or last words
    of a name of the home ("strip" of "Light Strip", "blackout" of "Blackout Blind"): a device
    said by part of its name."""
    return key in vocabulary.beginnings or key in vocabulary._endings


@dataclass(slots=True)
class NameWords:
    """The words of the home's English names and aliases ("bubbler" of "Koi Pond Bubbler"), by
    which a device is said short ("switch off the hall lamp and the bubbler")."""

    _entities: dict[str, set[str]] = field(default_factory=dict)
    """A word (key) → ids of the entities whose names or aliases hold it."""
    device_words: set[str] = field(default_factory=set)
    """The words of the home's device names (maker, model): "the ecobee" asked about names one."""

    def add(self, pieces: Iterable[Piece], entity_id: str) -> None:
        """The words of one name of an entity."""
        for piece in pieces:
            if piece.kind == "word" and len(piece.key) >= _MIN_NAME_WORD:
                self._entities.setdefault(piece.key, set()).add(entity_id)

    def named_by(self, text: str) -> set[str]:
        """Ids of the entities whose names or aliases hold every word of ``text`` ("bubbler",
        "lanterns" of "Paper Lanterns"); empty when a word is in no name, or there is none."""
        found: set[str] | None = None
        for piece in cut(normalize(text)):
            ids = self._entities.get(piece.key, set()) if piece.kind == "word" else set()
            found = set(ids) if found is None else found & ids
            if not found:
                return set()
        return found or set()


def _outdoor_area_ids(home: Home, outside: list[str]) -> frozenset[str]:
    """Ids of the areas outside by their name or an alias ("Pool", alias "Backyard")."""
    return frozenset(
        a.id for a in home.areas.values() if any(k in compact(n) for k in outside for n in a.names)
    )


def _add_other_ways_of_saying(vocabulary: HomeVocabulary, home: Home) -> None:
    """The names people say for the home's names, each kept only where it names one thing:
    numbered ones, sided ones, keys and channels, a device's kind word and a part, and names
    without the possessive they begin with."""
    _add_numbered_names(vocabulary, home)
    vocabulary.words.device_words.update(
        p.key
        for e in home.entities.values()
        for p in cut(normalize(e.device_name or ""))
        if p.kind == "word"
    )
    _add_unowned_names(vocabulary, home)
    _add_sided_names(vocabulary, home)
    _add_key_names(vocabulary, home)
    _add_device_kind_parts(vocabulary, home)


def _add_products(vocabulary: HomeVocabulary, home: Home, known: PhraseTable) -> None:
    """ "quieter on the bar", "the lux plays off": a TV's or speaker's product word names it, and a
    product's name that ends with a word of the lexicon (``known``) names its entities, so the
    name said whole wins over the verb (:func:`.leading_words.product_prefixes`); then the makers
    of TVs and speakers (:func:`_add_makers`)."""
    _add_said_names(vocabulary, home, product_words(home), known)
    _add_said_names(vocabulary, home, product_prefixes(home, lambda w: bool(known.get(w))), known)
    _add_makers(vocabulary, home, known)


def _add_makers(vocabulary: HomeVocabulary, home: Home, known: PhraseTable) -> None:
    """ "the loewe up a bit": the maker of the one TV or speaker on that maker's devices
    (:func:`.leading_words.device_makers`) names it, as its own name does (the name it stands
    for is the entity's, so a misheard one-word name is not taken for it), when the word is no
    word of the lexicon and no name or room. Two of one maker are left to the words' guess."""
    for word, ids in device_makers(home).items():
        key = phrase_key(word)
        if len(ids) != 1 or key in vocabulary._entities or key in vocabulary._areas:
            continue
        if vocabulary.table.get(word) or known.get(key):
            continue
        _add_name(vocabulary, home, word, home.entities[ids[0]].name, ids)


def _add_said_names(
    vocabulary: HomeVocabulary,
    home: Home,
    found: dict[str, list[str]],
    known: PhraseTable | None = None,
) -> None:
    """Each word names its entities (ids), unless it is a name, a room or ``known``."""
    for word, ids in found.items():
        key = phrase_key(word)
        if key in vocabulary._entities or key in vocabulary._areas or vocabulary.table.get(word):
            continue
        if known is not None and known.get(key):
            continue
        _add_name(vocabulary, home, word, word, ids)


# The possessives an app puts before a device's name ("My ecobee", "Our Nest"), which
# people leave out.
_EN_POSSESSIVES = ("my", "our")


def _add_unowned_names(vocabulary: HomeVocabulary, home: Home) -> None:
    """ "the ecobee", "ecobee temperature" for "My ecobee", "My ecobee Temperature": an English
    name that begins with a possessive is also said without it, when that is no other name or
    room."""
    found: dict[str, dict[str, list[str]]] = {}
    for entity in home.entities.values():
        for name in entity.names:
            first, space, rest = name.partition(" ")
            if space and rest and first.lower() in _EN_POSSESSIVES and not has_cjk(rest):
                found.setdefault(rest, {}).setdefault(name, []).append(entity.entity_id)
    _add_one_name_each(vocabulary, home, found)


# Chinese numerals of the numbers integrations append to a repeated name ("吸顶灯 2").
_ZH_NUMERALS = "零一二三四五六七八九十"


def _add_numbered_names(vocabulary: HomeVocabulary, home: Home) -> None:
    """ "筒灯三", "三号筒灯", "3号筒灯" for "筒灯 3": a Chinese name numbered by its integration is
    also said with a Chinese numeral after it, or as the N-th one, when that is no other name
    or room."""
    found: dict[str, dict[str, list[str]]] = {}
    for entity in home.entities.values():
        for name in entity.names:
            stem, _, number = name.rpartition(" ")
            if not (number.isdigit() and 0 < int(number) < len(_ZH_NUMERALS) and has_cjk(stem)):
                continue
            numeral = _ZH_NUMERALS[int(number)]
            for said in (stem + numeral, numeral + "号" + stem, number + "号" + stem):
                found.setdefault(said, {}).setdefault(name, []).append(entity.entity_id)
    _add_one_name_each(vocabulary, home, found)


# The words a side is said with before or after a thing ("左边的床头灯", "床头灯右侧").
_ZH_SIDE_WORDS = ("边", "侧", "面", "手边")
_EN_SIDES = ("left", "right")


def add_numbered_names(
    vocabulary: HomeVocabulary, home: Home, number_words: Mapping[str, int]
) -> None:
    """ "hue lamp 3", "lamp three", "shelly switch 0", "switch zero" for "Hue color lamp 3"
    and "Shelly Plus 2PM Switch 0": an English name an integration numbered (a bulb, a
    channel, a relay) is also said with some of its leading words left out and the number as
    a word, when that names one entity and no other name or room."""
    said_as = {n: w for w, n in number_words.items()}
    found: dict[str, dict[str, list[str]]] = {}
    for entity in home.entities.values():
        for name in entity.names:
            for said in _numbered_en(name, said_as):
                found.setdefault(said, {}).setdefault(name, []).append(entity.entity_id)
    _add_one_name_each(vocabulary, home, found, one_entity=True)


# The leading words of a numbered name that may be left out in any combination (a brand, a
# model, a colour: "Shelly Plus 2PM", "Hue color"); more are kept as said.
_MAX_DROPPED_WORDS = 4


def _numbered_en(name: str, said_as: Mapping[int, str]) -> list[str]:
    """The other ways of saying an English name that ends with a number (none otherwise): the
    word before the number with any of the words before it, the number as digits or a word
    ("Hue color lamp 3" → "lamp 3", "hue lamp 3", "lamp three"), or the channel before its
    device ("Shelly Plus 2PM Switch 0" → "switch 0 on the shelly")."""
    words = name.split()
    if len(words) < 3 or has_cjk(name) or not words[-1].isdigit():
        return []
    number, head, leading = words[-1], words[-2], words[:-2]
    if len(leading) > _MAX_DROPPED_WORDS:
        return []
    numbers = [number, *([said_as[int(number)]] if int(number) in said_as else [])]
    out = []
    for mask in range(2 ** len(leading)):
        kept = " ".join(w for i, w in enumerate(leading) if mask >> i & 1)
        for n in numbers:
            if kept:  # the channel said before its device: "relay 1 on esphome bedroom 2"
                out += [f"{head} {n} on {kept}", f"{head} {n} on the {kept}"]
            if mask != 2 ** len(leading) - 1 or n != number:
                out.append(f"{kept} {head} {n}".strip())
    return out


def _add_sided_names(vocabulary: HomeVocabulary, home: Home) -> None:
    """ "左边床头灯", "床头灯右侧" for "左床头灯"; "the right living room shade", "the shade on the
    right" for "Living Room Shade Right": a name that begins or ends with a side (左/右, left/
    right) is also said with the side elsewhere, when that names one entity and no other name or
    room."""
    found: dict[str, dict[str, list[str]]] = {}
    for entity in home.entities.values():
        for name in entity.names:
            for said in _sided(name):
                found.setdefault(said, {}).setdefault(name, []).append(entity.entity_id)
    _add_one_name_each(vocabulary, home, found, one_entity=True)


def _sided(name: str) -> list[str]:
    """The other ways of saying a name with a side in it (none when it has none)."""
    if has_cjk(name):
        compact_name = name.replace(" ", "")
        side, rest = compact_name[:1], compact_name[1:]
        if side not in ("左", "右"):
            side, rest = compact_name[-1:], compact_name[:-1]
        if side not in ("左", "右") or len(rest) < 2 or not has_cjk(rest):
            return []
        return [
            said
            for word in _ZH_SIDE_WORDS
            for said in (side + word + rest, side + word + "的" + rest, rest + side + word)
        ]
    words = name.lower().split()
    if len(words) < 2:
        return []
    side, rest = words[0], " ".join(words[1:])
    if side not in _EN_SIDES:
        side, rest = words[-1], " ".join(words[:-1])
    if side not in _EN_SIDES:
        return []
    return [f"{side} {rest}", f"{rest} {side}", f"{rest} on the {side}"]


def _add_one_name_each(
    vocabulary: HomeVocabulary,
    home: Home,
    found: dict[str, dict[str, list[str]]],
    one_entity: bool = False,
) -> None:
    """Each way of saying (``found``: said → name → ids) that stands for one name (and, with
    ``one_entity``, one entity) names those entities, when it is no other name or room."""
    for said, named in found.items():
        key = phrase_key(said)
        if len(named) != 1 or key in vocabulary._entities or key in vocabulary._areas:
            continue
        [(name, ids)] = named.items()
        if not one_entity or len(ids) == 1:
            _add_name(vocabulary, home, said, name, ids)


def _add_device_kind_parts(vocabulary: HomeVocabulary, home: Home) -> None:
    """ "浴霸换气关了" for "米家智能浴霸 Pro 换气": an entity named "<device name> <part>" (as
    Xiaomi Home names them) is also named by a Chinese word of its device's kind said in the
    device's name and the part, when that names one entity and no other name or room."""
    kinds = default_kinds()
    found: dict[str, dict[str, list[str]]] = {}
    for entity in home.entities.values():
        device = entity.device_name or ""
        part = entity.name.removeprefix(device + " ") if device else entity.name
        if part == entity.name or not has_cjk(part):
            continue
        for kind in kinds.by_id.values():
            for word in kind.words.get(ZH, ()):
                if word in device:
                    found.setdefault(word + part, {}).setdefault(entity.name, []).append(
                        entity.entity_id
                    )
    _add_one_name_each(vocabulary, home, found, one_entity=True)


# What a motor or controller is called after the thing it moves ("平移门电机", "车库门控制器").
_ACTUATOR_ENDINGS = ("电机", "控制器", "控制盒")


def _words_after_brand(home: Home) -> dict[str, list[str]]:
    """ "平移门关上" for "Tuya 平移门电机": the Chinese word of a name after a Latin brand word
    ("Tuya", "Yeelight"), the number an integration appends and a motor's or controller's
    ending left off → the ids of the entities so named."""
    found: dict[str, list[str]] = {}
    for entity in home.entities.values():
        for name in entity.names:
            brand, space, rest = name.partition(" ")
            if not space or has_cjk(brand):
                continue
            stem, _, number = rest.rpartition(" ")
            word = stem if number.isdigit() else rest
            if " " in word or not all(has_cjk(ch) for ch in word):
                continue
            for said in dict.fromkeys((word, *(word.removesuffix(e) for e in _ACTUATOR_ENDINGS))):
                if len(said) >= 2 and entity.entity_id not in found.get(said, []):
                    found.setdefault(said, []).append(entity.entity_id)
    return found


# The key or channel of a wall switch or relay as integrations name it ("三键开关 中键",
# "智能开关 一路"): a position or an ordinal, then 键 (key) or 路 (channel).
_KEY_PART = re.compile(r"^(?:[左中右上下]|[一二三四五六七八九]|[1-9])[键路]$")


def _add_key_names(vocabulary: HomeVocabulary, home: Home) -> None:
    """ "把中键关了", "车库的一路": the key or channel part of a switch's name ("三键开关 中键")
    names the switches that end with it, when it is no other name or room; retrieval tells
    several apart by the room."""
    found: dict[str, dict[str, list[str]]] = {}
    for entity in home.entities.values():
        for name in entity.names:
            _, space, part = name.rpartition(" ")
            if space and _KEY_PART.match(part):
                found.setdefault(part, {}).setdefault(name, []).append(entity.entity_id)
    for part, named in found.items():
        key = phrase_key(part)
        if key in vocabulary._entities or key in vocabulary._areas:
            continue
        ids = [e for same in named.values() for e in same]
        _add_name(vocabulary, home, part, next(iter(named)) if len(ids) == 1 else part, ids)


def _add_name(vocabulary: HomeVocabulary, home: Home, said: str, name: str, ids: list[str]) -> None:
    """``said`` names the entities ``ids`` (the table's payload is ``name``, the name it stands
    for), with their domains and kinds."""
    key = phrase_key(said)
    vocabulary.table.add(said, Kind.ENTITY, name)
    vocabulary._entities[key] = ids
    vocabulary._domains[key] = {home.entities[e].domain for e in ids}
    vocabulary._kinds[key] = {(home.entities[e].domain, home.entities[e].device_class) for e in ids}


def _kind_places(home: Home) -> dict[str, set[str]]:
    """Key of every word of the kinds the home has a device of → where those devices are."""
    kinds = default_kinds()
    found: dict[str, set[str]] = {}
    for kind in kinds.by_id.values():
        places: set[str] = set()
        for entity in home.entities.values():
            if kinds.has(entity, kind):
                area = home.areas.get(entity.area_id or "")
                places.add(entity.area_id or "")
                if area is not None and area.floor_id:
                    places.add(area.floor_id)
        if places:
            for said in kind.words.values():
                for word in said:
                    found.setdefault(phrase_key(word), set()).update(places)
    return found


def _usable(name: str) -> bool:
    """Whether a name is long enough to be matched in free text."""
    key = phrase_key(name)
    if not key:
        return False
    if has_cjk(key):
        return len(key) >= _MIN_CJK_NAME
    return len(key.replace(" ", "")) >= _MIN_LATIN_NAME


def _setting_stem(name: str) -> str:
    """A settable number's name without the setting it names ("冰箱冷藏温度" → "冰箱冷藏",
    "fridge temperature" → "fridge"); the name itself when it names none."""
    if has_cjk(name):
        stem = name.removesuffix(_SETTING_ENDING.get(name[-2:], ""))
        return stem if has_cjk(stem) else name  # "TV音量": no Chinese word for the thing
    stem, _, last = name.rpartition(" ")
    return stem.strip() if last in _EN_SETTING_ENDING else name


def stem_of_another_kind(command: Command, vocabulary: HomeVocabulary) -> Command:
    """A settable number named by its thing alone ("desk" of "Desk Height") said with a kind
    of another domain ("the desk light"): the word names that kind's device, not the setting,
    so the hint is the word the request said, left for retrieval to find among that kind."""
    name, kind = command.name_hint, command.type_hint
    if not name or not kind or kind in ("number", UNKNOWN_TYPE) or has_cjk(name):
        return command
    key = phrase_key(name)
    if vocabulary.domains_named(key) != {"number"}:
        return command
    stem = _setting_stem(key)
    said = set(phrase_key(command.raw).split())
    if stem == key or not set(stem.split()) <= said or set(key.split()) <= said:
        return command
    return replace(command, name_hint=stem)


def heard_name_elsewhere(
    command: Command, vocabulary: HomeVocabulary, home: Home, heard: bool
) -> Command:
    """ "get the sweeper going on the top floor": a name reread from a misheard word
    (``heard``: "sweeper" heard as the downstairs robot's "Sweepy") whose devices are none of
    them in the room or floor said, where that place has one device of the kind said, was a
    guess at that device's name: the name goes and the kind in the place answers. A name said
    as the home spells it stays (the place may be wrong, and retrieval says so)."""
    name, kind = command.name_hint, command.type_hint
    if not heard or not name or not command.scope_include or kind in (None, UNKNOWN_TYPE):
        return command
    places = {
        meaning.id
        for word in command.scope_include
        for found, meaning in vocabulary.table.get(phrase_key(word))
        if found in (Kind.AREA, Kind.FLOOR) and isinstance(meaning, Place)
    }
    named = [home.entities[e] for e in vocabulary.entities_named(phrase_key(name))]
    if not places or not named or vocabulary.count_in(places, kind) != 1:
        return command
    for entity in named:
        area = home.areas.get(entity.area_id or "")
        if places & {entity.area_id, area.floor_id if area else None}:
            return command
    return replace(
        command,
        name_hint=None,
        issues=(*command.issues, f"'{name}' was heard, and is not in the place said"),
    )


# Floors said by where they are in the house, not by a name the home gave them: the highest and
# the lowest of two or more levels ("the top floor", "the bottom floor"). "first floor" is not
# here (the ground floor in America, the one above it in Britain), nor "lower floor" (the
# ground floor to many where the lowest is a basement).
_TOP_FLOOR: Final = ("top floor", "top level", "upper level", "upper floor", "highest floor")
_BOTTOM_FLOOR: Final = ("bottom floor", "bottom level", "lowest floor", "lowest level")


def _add_floors(vocabulary: HomeVocabulary, home: Home) -> None:
    """The floors' names and aliases; then the highest and lowest floors by their place, each
    phrase under the floor's own name (retrieval knows the floor by it), unless the home names
    something so."""
    for floor in home.floors.values():
        for name in floor.names:
            if _usable(name):
                vocabulary.table.add(name, Kind.FLOOR, Place(floor.id, name))
    levels = sorted(
        (f for f in home.floors.values() if f.level is not None), key=lambda f: f.level or 0
    )
    if len(levels) < 2 or levels[0].level == levels[-1].level:
        return
    for floor, phrases in ((levels[-1], _TOP_FLOOR), (levels[0], _BOTTOM_FLOOR)):
        for phrase in phrases:
            if not vocabulary.table.get(phrase_key(phrase)):
                vocabulary.table.add(phrase, Kind.FLOOR, Place(floor.id, floor.name))


def _run_by_thermostat(home: Home, named: Iterable[str]) -> bool:
    """Whether the home has a climate entity named a thermostat ("Office Thermostat"), and not
    a radiator valve in several rooms beside it (a boiler's thermostat in the hall, a valve per
    bedroom): there each room reads at its own valve or thermometer, as in a home of air
    conditioners."""
    keys = [compact(w) for w in named if compact(w)]
    climates = [e for e in home.entities.values() if e.domain == "climate"]
    named_so = [e for e in climates if any(k in compact(n) for k in keys for n in e.names)]
    valves = [
        e
        for e in climates
        if e not in named_so
        and any(w in _VALVE_WORDS for t in (*e.names, e.device_name or "") for w in folded_words(t))
    ]
    return bool(named_so) and len(valves) < _ROOM_UNITS
