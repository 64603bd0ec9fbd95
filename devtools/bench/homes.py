"""Synthetic homes of any size, grown deterministically from the bundled demo home.

The demo home (176 entities, 17 areas on 3 floors) is the unit. A home of ``size`` entities is
the demo home itself (building A: names unchanged) plus copies of it as further buildings or
wings ("B栋客厅", "Wing B Living Room"), the last one cut to the remaining count by a seeded
sample. A copy keeps every entity with its aliases, device class, state and attributes, so the
vocabulary stays the real one and duplicate names stay plentiful ("筒灯", "空调", "Downlight"
exist in every building); only the words that name a place are moved into the copy's building:
area and floor names and their aliases, names that contain a room or floor ("客厅主灯" →
"B栋客厅主灯") and the names of entities that have no area ("回家模式" → "B栋回家模式").
Entity, area and floor ids get the building's letters as a prefix, so they stay unique.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any, Final, Literal

from custom_components.context_retrieval.engine.home import Home

from ..homes import HOMES_DIR

type Language = Literal["zh", "en"]

DEMO_FILES: Final[Mapping[str, str]] = {"zh": "demo_home_zh.json", "en": "demo_home_en.json"}


def building_label(index: int) -> str:
    """Spreadsheet-style letters of a building: 0 → A, 1 → B, …, 25 → Z, 26 → AA."""
    label = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        label = chr(ord("A") + rest) + label
    return label


def _prefixer(language: Language, label: str) -> Callable[[str], str]:
    if language == "zh":
        return lambda text: f"{label}栋{text}"
    return lambda text: f"Wing {label} {text}"


def _place_pattern(demo: Mapping[str, Any], language: Language) -> re.Pattern[str]:
    """Area and floor names of the demo home, longest first (a name that says where it is)."""
    words = {a["name"] for a in demo["areas"]} | {f["name"] for f in demo["floors"]}
    alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    if language == "zh":
        return re.compile(alternation)
    return re.compile(rf"\b(?:{alternation})\b")


@cache
def _demo_json(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((HOMES_DIR / name).read_text("utf-8"))
    return loaded


def demo_home_json(language: Language = "zh") -> dict[str, Any]:
    """A fresh copy of the bundled demo home's snapshot (docs/contracts.md §1)."""
    if language not in DEMO_FILES:
        raise ValueError(f"language must be one of {sorted(DEMO_FILES)}, not {language!r}")
    return copy.deepcopy(_demo_json(DEMO_FILES[language]))


def generate_home_json(size: int, seed: int = 7, language: Language = "zh") -> dict[str, Any]:
    """The snapshot of :func:`generate_home` (docs/contracts.md §1), e.g. to write to a file."""
    if size < 1:
        raise ValueError(f"size must be at least 1, not {size}")
    demo = demo_home_json(language)
    unit = demo["entities"]
    buildings = -(-size // len(unit))
    remainder = size - (buildings - 1) * len(unit)
    rng = random.Random(f"{seed}:{language}:{size}")
    last_rows = (
        range(len(unit))
        if remainder == len(unit)
        else sorted(rng.sample(range(len(unit)), remainder))
    )
    places = _place_pattern(demo, language)
    floors: list[dict[str, Any]] = []
    areas: list[dict[str, Any]] = []
    entities: list[dict[str, Any]] = []
    for index in range(buildings):
        rows = last_rows if index == buildings - 1 else range(len(unit))
        if index == 0:
            floors += copy.deepcopy(demo["floors"])
            areas += copy.deepcopy(demo["areas"])
            entities += [copy.deepcopy(unit[row]) for row in rows]
            continue
        label = building_label(index)
        prefix = _prefixer(language, label)
        key = label.lower()

        def moved(text: str, prefix: Callable[[str], str] = prefix) -> str:
            return places.sub(lambda m: prefix(m.group(0)), text)

        for floor in demo["floors"]:
            floors.append(
                {
                    **floor,
                    "id": f"{key}_{floor['id']}",
                    "name": prefix(floor["name"]),
                    "aliases": [prefix(a) for a in floor.get("aliases") or []],
                }
            )
        for area in demo["areas"]:
            areas.append(
                {
                    **area,
                    "id": f"{key}_{area['id']}",
                    "name": prefix(area["name"]),
                    "aliases": [prefix(a) for a in area.get("aliases") or []],
                    "floor": f"{key}_{area['floor']}" if area.get("floor") else None,
                }
            )
        for row in rows:
            entity = copy.deepcopy(unit[row])
            domain, _, object_id = entity["entity_id"].partition(".")
            entity["entity_id"] = f"{domain}.{key}_{object_id}"
            name = entity.get("name") or object_id
            if entity.get("area"):
                entity["area"] = f"{key}_{entity['area']}"
                entity["name"] = moved(name)
            else:
                entity["name"] = moved(name) if places.search(name) else prefix(name)
            entity["aliases"] = [moved(a) for a in entity.get("aliases") or []]
            attributes = entity.get("attributes")
            if isinstance(attributes, dict) and "friendly_name" in attributes:
                attributes["friendly_name"] = entity["name"]
            entities.append(entity)
    return {
        "language": demo["language"],
        "notes": (
            f"Generated by devtools.bench.generate_home(size={size}, seed={seed}, "
            f"language={language!r}) from the demo home: {buildings} building(s)."
        ),
        "floors": floors,
        "areas": areas,
        "entities": entities,
    }


def generate_home(size: int, seed: int = 7, language: Language = "zh") -> Home:
    """A home of exactly ``size`` entities grown from the demo home (deterministic).

    ``size`` = 176 is the demo home itself; below that, a seeded sample of it; above, the
    demo home plus copies as further buildings ("B栋", "Wing B"), the last one sampled.
    """
    return Home.from_json(
        generate_home_json(size, seed, language), source=f"generated home ({language}, {size})"
    )
