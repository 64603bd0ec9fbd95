"""Cases for any home, from sentence templates over the home's own entities (docs/contracts.md §2).

Each case carries a gold parse (``ir``) and an ``expected`` that the generator works out from
what it knows about the home — names, aliases, areas, floors, domains, device classes and the
service catalog's applicability — never by asking the retriever. The rules are deliberately
plain set algebra:

* a name said alone must belong to exactly one entity of the home; otherwise the case says the
  room too, and the name must be unique in that room; or it is said to the room's satellite
  (``context.area``) with no room at all;
* a name said *in part* ("挂灯" for "屏幕挂灯", "yeelight灯带" as speech recognisers write it,
  "Cabinet Light" for "Under Cabinet Light") is used only when it is nobody's exact name and is
  contained in exactly one entity's names within the scope said;
* "all lights in a room/on a floor (except a room)" expect every light there;
* "everything off in a room" expects every light, switch and fan there (others may follow; the
  service then differs per domain, so these cases do not score the service);
* a question about a room's temperature expects its one temperature sensor where the room has
  no thermostat (a thermostat reports the temperature too, and Home Assistant's own intent
  reads it), or no match when the room has neither;
* a device that the home does not have ("咖啡机", a curtain in a room without covers) expects
  ``no_match``.

Templates are chosen by a seeded generator, so the same home and seed give the same cases.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from custom_components.context_retrieval.engine.catalog import Catalog
from custom_components.context_retrieval.engine.home import Area, Entity, Floor, Home

from ..evaluate import Case

ON_OFF_DOMAINS: Final = ("light", "switch", "fan")
TEMPLATE_WEIGHTS: Final[Mapping[str, int]] = {
    "name": 4,
    "name_satellite": 1,
    "name_partial": 2,
    "room_type": 2,
    "room_all": 1,
    "floor_type": 1,
    "except": 1,
    "question_temperature": 1,
    "question_name": 1,
    "no_match_name": 1,
    "no_match_type": 1,
}
UNSCORED_SERVICE: Final = frozenset({"room_all"})
"""Templates whose targets take different services per domain: recall only."""

_FAKE_DEVICES: Final[Mapping[str, tuple[str, ...]]] = {
    "zh": ("咖啡机", "鱼缸灯", "电动牙刷", "烤箱", "跑步机", "按摩椅", "面包机", "足浴盆"),
    "en": (
        "coffee maker",
        "aquarium light",
        "electric toothbrush",
        "oven",
        "treadmill",
        "massage chair",
        "bread maker",
        "foot spa",
    ),
}
# Kinds the no-match template asks for in a room that has no entity of the domain at all.
_ABSENT_KINDS: Final[Sequence[tuple[str, str | None, str, str]]] = (
    ("climate", None, "空调", "air conditioner"),
    ("fan", None, "风扇", "fan"),
    ("cover", "curtain", "窗帘", "curtains"),
    ("media_player", "tv", "电视", "TV"),
    ("lock", None, "门锁", "door lock"),
    ("vacuum", None, "扫地机器人", "robot vacuum"),
)
_ACTIONS: Final[Mapping[str, Mapping[bool, str]]] = {
    "zh": {True: "打开", False: "关闭"},
    "en": {True: "turn on", False: "turn off"},
}
_COVER_ACTIONS: Final[Mapping[str, Mapping[bool, str]]] = {
    "zh": {True: "打开", False: "关闭"},
    "en": {True: "open", False: "close"},
}
_POLITE: Final[Mapping[str, tuple[str, ...]]] = {
    "zh": ("", "", "请", "帮我"),
    "en": ("", "", "please "),
}


def _fold(text: str) -> str:
    """Home Assistant's name normalisation (``strip().casefold()``)."""
    return text.strip().casefold()


def _squash(text: str) -> str:
    """Casefolded without spaces: how a Chinese speech recogniser writes a mixed name."""
    return "".join(text.casefold().split())


@dataclass(slots=True)
class _Knowledge:
    """What the generator knows about one home, indexed once."""

    home: Home
    zh: bool
    catalog: Catalog
    by_name: dict[str, list[str]] = field(default_factory=dict)
    by_area: dict[str, list[Entity]] = field(default_factory=dict)
    floor_areas: dict[str, list[Area]] = field(default_factory=dict)

    @classmethod
    def of(cls, home: Home, catalog: Catalog) -> _Knowledge:
        knowledge = cls(home, home.language.casefold().startswith("zh"), catalog)
        for entity in home.entities.values():
            for name in entity.names:
                knowledge.by_name.setdefault(_fold(name), []).append(entity.entity_id)
            if entity.area_id:
                knowledge.by_area.setdefault(entity.area_id, []).append(entity)
        for area in home.areas.values():
            if area.floor_id:
                knowledge.floor_areas.setdefault(area.floor_id, []).append(area)
        return knowledge

    @property
    def lang(self) -> str:
        return "zh" if self.zh else "en"

    def in_area(self, area_id: str, domain: str, device_class: str | None = None) -> list[Entity]:
        return [
            e
            for e in self.by_area.get(area_id, ())
            if e.domain == domain and (device_class is None or e.device_class == device_class)
        ]

    def contains(self, entity: Entity, said: str) -> bool:
        """Whether one of the entity's names contains what was said (as a person would hear it)."""
        if self.zh:
            return any(_squash(said) in _squash(n) for n in entity.names)
        return any(f" {_fold(said)} " in f" {_fold(n)} " for n in entity.names)


def _service(entity: Entity, turn_on: bool) -> str:
    if entity.domain == "cover":
        return "cover.open_cover" if turn_on else "cover.close_cover"
    return f"{entity.domain}.turn_on" if turn_on else f"{entity.domain}.turn_off"


def _command(action: str | None, **fields: Any) -> dict[str, Any]:
    return {
        "action": action,
        "name_hint": fields.get("name_hint"),
        "type_hint": fields.get("type_hint"),
        "device_class": fields.get("device_class"),
        "quantifier": fields.get("quantifier", "one"),
        "scope_include": list(fields.get("scope_include", [])),
        "scope_exclude": list(fields.get("scope_exclude", [])),
        "references": [],
        "conditions": [],
        "params": {},
        "confidence": 1.0,
    }


def _expected(ids: Iterable[str], service: str | None, quantifier: str = "one") -> dict[str, Any]:
    return {
        "entity_ids": sorted(ids),
        "service": service,
        "quantifier": quantifier,
        "no_match": False,
        "clarify": False,
    }


def _no_match(quantifier: str = "one") -> dict[str, Any]:
    return {
        "entity_ids": [],
        "service": None,
        "quantifier": quantifier,
        "no_match": True,
        "clarify": False,
    }


class _Generator:
    def __init__(self, home: Home, rng: random.Random, catalog: Catalog) -> None:
        self.k = _Knowledge.of(home, catalog)
        self.rng = rng
        self.home = home
        self.areas = [a for a in home.areas.values() if self.k.by_area.get(a.id)]
        self.floors = [f for f in home.floors.values() if self.k.floor_areas.get(f.id)]
        switchable = [
            e
            for e in home.entities.values()
            if (e.domain in ON_OFF_DOMAINS or (e.domain == "cover" and e.device_class))
        ]
        self.switchable = [
            e
            for e in switchable
            if catalog.capability(e, _service(e, True))
            and catalog.capability(e, _service(e, False))
        ]
        names = {_squash(n) for e in home.entities.values() for n in e.names}
        self.fakes = [
            f
            for f in _FAKE_DEVICES[self.k.lang]
            if not any(_squash(f) in n or n in _squash(f) for n in names)
        ]

    # ------------------------------------------------------------------ helpers

    def _pick[T](self, items: Sequence[T]) -> T | None:
        return self.rng.choice(items) if items else None

    def _area(self, entity: Entity) -> Area | None:
        return self.home.area_of(entity)

    def _polite(self) -> str:
        return self.rng.choice(_POLITE[self.k.lang])

    def _act(self, entity: Entity | None, turn_on: bool) -> str:
        table = _COVER_ACTIONS if entity is not None and entity.domain == "cover" else _ACTIONS
        return table[self.k.lang][turn_on]

    def _say_name(self, act: str, name: str, area: Area | None) -> str:
        if self.k.zh:
            return f"{self._polite()}{act}{area.name + '的' if area else ''}{name}"
        return f"{self._polite()}{act} the {name}" + (f" in the {area.name}" if area else "")

    def _name_scope(self, entity: Entity, said: str) -> tuple[bool, Area | None] | None:
        """Whether the name alone is enough (True), or the room it needs; ``None``: neither."""
        owners = self.k.by_name.get(_fold(said), [])
        if owners == [entity.entity_id]:
            return True, None
        area = self._area(entity)
        if area is None:
            return None
        local = [e for e in self.k.by_area.get(area.id, ()) if _fold(said) in map(_fold, e.names)]
        return (False, area) if [e.entity_id for e in local] == [entity.entity_id] else None

    # ------------------------------------------------------------------ templates

    def name(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        entity = self._pick(self.switchable)
        if entity is None:
            return None
        said = self.rng.choice(entity.names)
        scope = self._name_scope(entity, said)
        if scope is None:
            return None
        _, area = scope
        turn_on = self.rng.random() < 0.5
        act = self._act(entity, turn_on)
        query = self._say_name(act, said, area)
        ir = _command(act, name_hint=said, scope_include=[area.name] if area else [])
        return query, ir, _expected([entity.entity_id], _service(entity, turn_on)), None

    def name_satellite(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        entity = self._pick(self.switchable)
        if entity is None or entity.area_id is None:
            return None
        said = self.rng.choice(entity.names)
        if len(self.k.by_name.get(_fold(said), [])) < 2 or self._name_scope(entity, said) != (
            False,
            self._area(entity),
        ):
            return None  # only names that are duplicated elsewhere but unique in this room
        turn_on = self.rng.random() < 0.5
        act = self._act(entity, turn_on)
        query = self._say_name(act, said, None)
        ir = _command(act, name_hint=said)
        return query, ir, _expected([entity.entity_id], _service(entity, turn_on)), entity.area_id

    def _partials(self, entity: Entity) -> list[str]:
        name = entity.name
        found: list[str] = []
        if self.k.zh:
            if " " in name:
                found.append(_squash(name))
            if len(name) == 4 and " " not in name:
                found.append(name[2:])
        else:
            words = name.split()
            if len(words) >= 2 and len(" ".join(words[1:])) >= 6:
                found.append(" ".join(words[1:]))
        return [p for p in found if _fold(p) not in self.k.by_name]

    def name_partial(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        entity = self._pick(self.switchable)
        if entity is None:
            return None
        said = self._pick(self._partials(entity))
        if said is None:
            return None
        everywhere = [e for e in self.home.entities.values() if self.k.contains(e, said)]
        area: Area | None = None
        if [e.entity_id for e in everywhere] != [entity.entity_id]:
            area = self._area(entity)
            if area is None:
                return None
            local = [e for e in everywhere if e.area_id == area.id]
            if [e.entity_id for e in local] != [entity.entity_id]:
                return None
        turn_on = self.rng.random() < 0.5
        act = self._act(entity, turn_on)
        query = self._say_name(act, said, area)
        ir = _command(act, name_hint=said, scope_include=[area.name] if area else [])
        return query, ir, _expected([entity.entity_id], _service(entity, turn_on)), None

    def _kind(self) -> tuple[str, str | None, str, str]:
        return self.rng.choice(
            (("light", None, "灯", "lights"), ("cover", "curtain", "窗帘", "curtains"))
        )

    def room_type(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        area = self._pick(self.areas)
        if area is None:
            return None
        domain, device_class, zh_word, en_word = self._kind()
        targets = self.k.in_area(area.id, domain, device_class)
        if not targets:
            return None  # a room without any of them is the no-match template's job
        turn_on = self.rng.random() < 0.5
        act = (_COVER_ACTIONS if domain == "cover" else _ACTIONS)[self.k.lang][turn_on]
        if self.k.zh:
            query = f"{self._polite()}{act}{area.name}所有的{zh_word}"
        else:
            query = f"{self._polite()}{act} all the {en_word} in the {area.name}"
        ir = _command(
            act,
            type_hint=domain,
            device_class=device_class,
            quantifier="all",
            scope_include=[area.name],
        )
        expected = _expected([e.entity_id for e in targets], _service(targets[0], turn_on), "all")
        return query, ir, expected, None

    def room_all(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        area = self._pick(self.areas)
        if area is None:
            return None
        targets = [e for e in self.k.by_area.get(area.id, ()) if e.domain in ON_OFF_DOMAINS]
        if not targets:
            return None
        act = _ACTIONS[self.k.lang][False]
        query = (
            f"{act}{area.name}的所有设备"
            if self.k.zh
            else f"turn off everything in the {area.name}"
        )
        ir = _command(act, quantifier="all", scope_include=[area.name])
        return query, ir, _expected([e.entity_id for e in targets], None, "all"), None

    def _lights_on_floor(self, floor: Floor) -> list[Entity]:
        return [
            e
            for area in self.k.floor_areas.get(floor.id, ())
            for e in self.k.in_area(area.id, "light")
        ]

    def _floor_phrase(self, floor: Floor) -> str:
        return (
            f"on the {floor.name}" if "floor" in floor.name.casefold() else f"in the {floor.name}"
        )

    def floor_type(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        floor = self._pick(self.floors)
        if floor is None:
            return None
        targets = self._lights_on_floor(floor)
        if not targets:
            return None
        turn_on = self.rng.random() < 0.5
        act = _ACTIONS[self.k.lang][turn_on]
        if self.k.zh:
            query = f"{self._polite()}{act}{floor.name}所有的灯"
        else:
            query = f"{self._polite()}{act} all the lights {self._floor_phrase(floor)}"
        ir = _command(act, type_hint="light", quantifier="all", scope_include=[floor.name])
        return (
            query,
            ir,
            _expected([e.entity_id for e in targets], _service(targets[0], turn_on), "all"),
            None,
        )

    def except_room(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        floor = self._pick(self.floors)
        if floor is None:
            return None
        rooms = [a for a in self.k.floor_areas.get(floor.id, ()) if self.k.in_area(a.id, "light")]
        area = self._pick(rooms)
        if area is None:
            return None
        targets = [e for e in self._lights_on_floor(floor) if e.area_id != area.id]
        if not targets:
            return None
        act = _ACTIONS[self.k.lang][False]
        if self.k.zh:
            query = f"{act}{floor.name}除了{area.name}以外所有的灯"
        else:
            query = f"turn off all the lights {self._floor_phrase(floor)} except the {area.name}"
        ir = _command(
            act,
            type_hint="light",
            quantifier="except",
            scope_include=[floor.name],
            scope_exclude=[area.name],
        )
        return (
            query,
            ir,
            _expected([e.entity_id for e in targets], "light.turn_off", "except"),
            None,
        )

    def question_temperature(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        area = self._pick(self.areas)
        if area is None:
            return None
        sensors = self.k.in_area(area.id, "sensor", "temperature")
        thermostats = [
            e for e in self.k.by_area.get(area.id, ()) if "current_temperature" in e.attributes
        ]
        if len(sensors) == 1 and not thermostats:
            expected = _expected([sensors[0].entity_id], None)
        elif not sensors and not thermostats:
            expected = _no_match()
        else:
            return None
        if self.k.zh:
            query, act = f"{area.name}的温度是多少", "查询"
        else:
            query, act = f"what is the temperature in the {area.name}", "get temperature"
        ir = _command(
            act, type_hint="sensor", device_class="temperature", scope_include=[area.name]
        )
        return query, ir, expected, None

    def question_name(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        entity = self._pick([e for e in self.switchable if e.domain in ON_OFF_DOMAINS])
        if entity is None:
            return None
        said = self.rng.choice(entity.names)
        scope = self._name_scope(entity, said)
        if scope is None:
            return None
        _, area = scope
        if self.k.zh:
            query, act = f"{area.name + '的' if area else ''}{said}开着吗", "查询"
        else:
            query, act = (
                f"is the {said}" + (f" in the {area.name}" if area else "") + " on",
                "is on",
            )
        ir = _command(act, name_hint=said, scope_include=[area.name] if area else [])
        return query, ir, _expected([entity.entity_id], None), None

    def no_match_name(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        area = self._pick(self.areas)
        fake = self._pick(self.fakes)
        if area is None or fake is None:
            return None
        act = _ACTIONS[self.k.lang][True]
        query = self._say_name(act, fake, area)
        ir = _command(act, name_hint=fake, scope_include=[area.name])
        return query, ir, _no_match(), None

    def no_match_type(self) -> tuple[str, dict[str, Any], dict[str, Any], str | None] | None:
        area = self._pick(self.areas)
        if area is None:
            return None
        kinds = [k for k in _ABSENT_KINDS if not self.k.in_area(area.id, k[0])]
        kind = self._pick(kinds)
        if kind is None:
            return None
        domain, device_class, zh_word, en_word = kind
        act = _ACTIONS[self.k.lang][True]
        query = (
            f"{act}{area.name}的{zh_word}"
            if self.k.zh
            else f"{act} the {en_word} in the {area.name}"
        )
        ir = _command(act, type_hint=domain, device_class=device_class, scope_include=[area.name])
        return query, ir, _no_match(), None


_TEMPLATES: Final[Mapping[str, Callable[[_Generator], Any]]] = {
    "name": _Generator.name,
    "name_satellite": _Generator.name_satellite,
    "name_partial": _Generator.name_partial,
    "room_type": _Generator.room_type,
    "room_all": _Generator.room_all,
    "floor_type": _Generator.floor_type,
    "except": _Generator.except_room,
    "question_temperature": _Generator.question_temperature,
    "question_name": _Generator.question_name,
    "no_match_name": _Generator.no_match_name,
    "no_match_type": _Generator.no_match_type,
}


def generate_cases(
    home: Home,
    count: int = 200,
    *,
    seed: int = 7,
    prefix: str = "gen",
    catalog: Catalog | None = None,
) -> list[dict[str, Any]]:
    """Up to ``count`` distinct cases (docs/contracts.md §2 objects with ``ir`` and ``expected``).

    Extra keys: ``template`` (which sentence pattern made the case) and ``score_service``
    (false where the targets take different services per domain).
    """
    rng = random.Random(f"{seed}:{len(home.entities)}:{home.language}")
    generator = _Generator(home, rng, catalog or Catalog())
    lang = "zh-Hans" if generator.k.zh else "en"
    names = list(TEMPLATE_WEIGHTS)
    weights = [TEMPLATE_WEIGHTS[n] for n in names]
    cases: list[dict[str, Any]] = []
    seen: set[tuple[str, str | None]] = set()
    attempts = 0
    while len(cases) < count and attempts < count * 40:
        attempts += 1
        template = rng.choices(names, weights)[0]
        made = _TEMPLATES[template](generator)
        if made is None:
            continue
        query, ir, expected, context_area = made
        if (query, context_area) in seen:
            continue
        seen.add((query, context_area))
        case: dict[str, Any] = {
            "id": f"{prefix}/{generator.k.lang}/{len(home.entities)}/{len(cases) + 1:04d}",
            "lang": lang,
            "query": query,
            "ir": {"commands": [ir]},
            "expected": expected,
            "template": template,
            "score_service": template not in UNSCORED_SERVICE,
        }
        if context_area:
            case["context"] = {"area": context_area}
        cases.append(case)
    return cases


def as_cases(items: Sequence[Mapping[str, Any]]) -> list[Case]:
    """The evaluator's :class:`Case` objects for generated case dicts (no home path: in memory)."""
    return [
        Case(
            id=item["id"],
            query=item["query"],
            line=number,
            lang=item.get("lang"),
            context_area=(item.get("context") or {}).get("area"),
            history=tuple(item.get("history") or ()),
            ir=item.get("ir"),
            expected=item.get("expected"),
        )
        for number, item in enumerate(items, 1)
    ]
