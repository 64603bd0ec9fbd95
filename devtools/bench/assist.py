"""Home Assistant's own prompt for the same home: the Assist API's static context.

Reproduces ``homeassistant/helpers/llm.py`` (``_get_exposed_entities`` with
``include_state=False`` and ``AssistAPI._async_get_api_prompt`` in Home Assistant core): every exposed entity sorted by its friendly name, each as
``names`` (the name and the entity's aliases joined with ", "), ``domain`` and, when the entity
has an area, ``areas`` (the area's name and aliases joined with ", "); scripts and calendars are
split out into their own tools and are not listed. The list is rendered with
``homeassistant.util.yaml.dump`` — PyYAML's safe dumper (the C one when available, as HA
prefers), block style, unicode, keys unsorted, ``": null"`` stripped — after the line
"Static Context: An overview of the areas and the devices in this smart home:".

The snapshot counts every entity as exposed: it is what a home exposes to Assist (docs/contracts.md §1).
"""

from __future__ import annotations

from typing import Any, Final

import yaml

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.text import estimate_tokens

STATIC_CONTEXT_HEADER: Final = (
    "Static Context: An overview of the areas and the devices in this smart home:"
)
SPLIT_OUT_DOMAINS: Final = frozenset({"script", "calendar"})
"""Domains Home Assistant lists as tools (ScriptTool, calendar_get_events), not in the dump."""

try:
    _DUMPER: Any = yaml.CSafeDumper
except AttributeError:  # PyYAML without libyaml
    _DUMPER = yaml.SafeDumper


def ha_assist_entities(home: Home) -> list[dict[str, str]]:
    """The per-entity objects of the static context, in Home Assistant's order."""
    rows: list[dict[str, str]] = []
    entities = sorted(home.entities.values(), key=lambda e: e.name or e.entity_id.partition(".")[2])
    for entity in entities:
        if entity.domain in SPLIT_OUT_DOMAINS:
            continue
        names = [entity.name or entity.entity_id.partition(".")[2], *entity.aliases]
        info = {"names": ", ".join(names), "domain": entity.domain}
        area = home.area_of(entity)
        if area is not None:
            info["areas"] = ", ".join(area.names)
        rows.append(info)
    return rows


def ha_yaml_dump(data: Any) -> str:
    """``homeassistant.util.yaml.dump``."""
    text: str = yaml.dump(
        data, default_flow_style=False, allow_unicode=True, sort_keys=False, Dumper=_DUMPER
    )
    return text.replace(": null\n", ":\n")


def ha_assist_dump(home: Home) -> str:
    """The static-context part of the Assist API prompt for this home, exactly as HA writes it."""
    return f"{STATIC_CONTEXT_HEADER}\n{ha_yaml_dump(ha_assist_entities(home))}"


def ha_assist_tokens(home: Home) -> int:
    """Estimated tokens of :func:`ha_assist_dump` (:func:`engine.text.estimate_tokens`)."""
    return estimate_tokens(ha_assist_dump(home))
