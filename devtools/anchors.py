"""Two baselines the pipeline is measured against (``context-retrieval bench``).

* :func:`ha_exact_matcher` — Home Assistant's own target matcher
  (``homeassistant/helpers/intent.py`` ``async_match_targets``, Home Assistant core)
  given the gold parse: what an LLM agent reaches through HA's intent tools when it passes the
  right name, area and domain. Names match only exactly after ``strip().casefold()`` (the name,
  an alias, or the entity_id itself); areas and floors by id, name or alias; the domain and
  device class filter; duplicate names are narrowed by the satellite's floor, then its area,
  and otherwise fail. It has no fuzzy names, no exclusions, no references and no questions.
* :func:`naive_rag` — the textbook retrieval-augmented baseline: the top 5 entities by
  character n-gram cosine between the raw utterance and each entity's "names, aliases, area"
  text. It answers "nothing fits" only when every score is 0.

Both return a docs/contracts.md §4 command result (``candidates``, ``groups``, ``hint``, ``meta``) so
that :func:`..evaluate.score_case` scores them exactly like the pipeline. Neither picks a
service (``service`` is ``None``): Home Assistant's intent handler chooses it from the intent,
which the IR does not carry, and naive RAG has no notion of one. Their service accuracy is
therefore not reported; recall and no-match handling are.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from custom_components.context_retrieval.engine.home import Area, Entity, Floor, Home
from custom_components.context_retrieval.engine.ir import EVERYWHERE, UNKNOWN_TYPE, Command
from custom_components.context_retrieval.engine.results import NO_MATCH
from custom_components.context_retrieval.engine.vectors import NgramIndex

# MatchFailedReason values of Home Assistant, as the anchors report them in meta.
NAME: Final = "name"
INVALID_AREA: Final = "invalid_area"
INVALID_FLOOR: Final = "invalid_floor"
DOMAIN: Final = "domain"
DEVICE_CLASS: Final = "device_class"
AREA: Final = "area"
FLOOR: Final = "floor"
DUPLICATE_NAME: Final = "duplicate_name"
UNSUPPORTED: Final = "unsupported"
"""Not a Home Assistant reason: the command needs something the matcher cannot express."""

_RAG_K: Final = 5
_DOMAIN: Final = re.compile(r"^[a-z][a-z0-9_]*$")


def _norm(text: str) -> str:
    """Home Assistant's name normalisation in ``async_match_targets``."""
    return text.strip().casefold()


def _find_areas(home: Home, word: str) -> list[Area]:
    """``intent.find_areas``: by id, normalised name or alias."""
    key = _norm(word)
    return [a for a in home.areas.values() if word == a.id or any(_norm(n) == key for n in a.names)]


def _find_floors(home: Home, word: str) -> list[Floor]:
    """``intent.find_floors``: by id, normalised name or alias."""
    key = _norm(word)
    return [
        f for f in home.floors.values() if word == f.id or any(_norm(n) == key for n in f.names)
    ]


def _result(
    command: Command,
    matched: Sequence[Entity],
    *,
    reason: str | None = None,
    reasons: Iterable[str] = (),
) -> dict[str, Any]:
    """A docs/contracts.md §4 command result: one entity as a candidate, several as one group."""
    tags = list(dict.fromkeys(reasons))
    data: dict[str, Any] = {
        "ir": command.to_json(),
        "candidates": [
            {"entity_id": e.entity_id, "service": None, "score": 1.0, "reasons": tags}
            for e in matched[:_RAG_K]
        ],
        "groups": [],
        "condition_entities": [],
        "hint": None,
        "meta": {"anchor": "ha_exact_matcher"},
    }
    if len(matched) > 1:
        data["groups"] = [
            {
                "service": None,
                "entity_ids": [e.entity_id for e in matched],
                "group_id": "g1",
                "batch": 0,
            }
        ]
    if reason is not None:
        data["hint"] = NO_MATCH
        data["meta"]["no_match_reason"] = reason
    return data


def ha_exact_matcher(
    home: Home, command: Command, context_area: str | None = None
) -> dict[str, Any]:
    """Home Assistant's ``async_match_targets`` on a (gold) command; a docs/contracts.md §4 result.

    The constraints come from the IR the way HA's intent tools receive them: ``name`` from
    ``name_hint``; ``area``/``floor`` from the first ``scope_include`` word that names one
    (``"*"`` means no area); ``domains`` from ``type_hint`` when it is a domain;
    ``device_classes`` from ``device_class``; a ``type_hint`` that is not a domain
    ("Unknown") filters nothing. The satellite's area (``context_area``) is the
    preference that narrows duplicate names, and, as the area slot HA's sentences take from
    the satellite, the area of a request that names neither a device nor a place.

    ``scope_exclude`` has no counterpart in Home Assistant and is ignored (the result then
    also holds the excluded entities); references and conditions make the command
    unsupported (no match).
    """
    if command.references:
        return _result(command, [], reason=UNSUPPORTED)
    tags: list[str] = []
    states = list(home.entities.values())
    domain = command.type_hint if command.type_hint not in (None, UNKNOWN_TYPE) else None
    if domain is not None and _DOMAIN.match(domain):
        states = [e for e in states if e.domain == domain]
        tags.append("type_hit")
        if not states:
            return _result(command, [], reason=DOMAIN)
    if command.device_class:
        states = [e for e in states if e.device_class == command.device_class]
        if not states:
            return _result(command, [], reason=DEVICE_CLASS)

    name = _norm(command.name_hint) if command.name_hint else None
    matched_name: dict[str, str] = {}
    if name is not None:
        kept = []
        for entity in states:
            hit = next((n for n in entity.names if _norm(n) == name), None)
            if hit is None and entity.entity_id == command.name_hint:
                hit = entity.entity_id
            if hit is not None:
                matched_name[entity.entity_id] = _norm(hit)
                kept.append(entity)
        states = kept
        if not states:
            return _result(command, [], reason=NAME)
        tags.append("name_hit")

    area_ids: set[str] | None = None
    words = [w for w in command.scope_include if w != EVERYWHERE]
    if words:
        first = words[0]
        areas = _find_areas(home, first)
        if areas:
            area_ids = {a.id for a in areas}
            for word in words[1:]:  # HA takes one area and one floor
                floors = _find_floors(home, word)
                if floors:
                    floor_ids = {f.id for f in floors}
                    area_ids = {a for a in area_ids if home.areas[a].floor_id in floor_ids}
                    break
        else:
            floors = _find_floors(home, first)
            if not floors:
                return _result(command, [], reason=INVALID_AREA)
            floor_ids = {f.id for f in floors}
            area_ids = {a.id for a in home.areas.values() if a.floor_id in floor_ids}
    elif name is None and not command.scope_include and context_area in home.areas:
        area_ids = {context_area}
    if area_ids is not None:
        states = [e for e in states if e.area_id in area_ids]
        tags.append("room_hit")
        if not states:
            return _result(command, [], reason=AREA)

    if name is not None and len(states) > 1:
        # Duplicate names: narrow by the satellite's floor, then its area, else fail.
        area = home.areas.get(context_area) if context_area else None
        narrowed = states
        if area is not None and area.floor_id:
            narrowed = [
                e for e in narrowed if (a := home.area_of(e)) and a.floor_id == area.floor_id
            ]
        if len(narrowed) > 1 and area is not None:
            narrowed = [e for e in narrowed if e.area_id == area.id]
        if len(narrowed) != 1:
            return _result(command, [], reason=DUPLICATE_NAME)
        states = narrowed
        tags.append("context_area")
    return _result(command, states, reasons=tags)


@dataclass(slots=True)
class NaiveRag:
    """The n-gram index of the naive RAG baseline, built once per home."""

    home: Home
    entity_ids: list[str]
    index: NgramIndex

    @classmethod
    def build(cls, home: Home) -> NaiveRag:
        """Index each entity as "names, aliases, area names" (the text a RAG tutorial embeds)."""
        ids = list(home.entities)
        texts = []
        for entity_id in ids:
            entity = home.entities[entity_id]
            area = home.area_of(entity)
            texts.append(" ".join([*entity.names, *(area.names if area else ())]))
        return cls(home, ids, NgramIndex(texts))

    def search(self, query: str, k: int = _RAG_K) -> list[tuple[str, float]]:
        """The best ``k`` entities with their cosine, best first; zero scores left out."""
        scores = self.index.scores(query)
        if not scores.size:
            return []
        k = min(k, scores.size)
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.lexsort((top, -scores[top]))]
        return [(self.entity_ids[i], float(scores[i])) for i in top if scores[i] > 0]


def naive_rag(
    home: Home, query: str, k: int = _RAG_K, *, index: NaiveRag | None = None
) -> dict[str, Any]:
    """Top-``k`` entities by n-gram similarity of the raw query; a docs/contracts.md §4 command result.

    :param index: a prebuilt :class:`NaiveRag` for this home (built here when omitted).
    """
    rag = index if index is not None else NaiveRag.build(home)
    hits = rag.search(query, k)
    return {
        "ir": None,
        "candidates": [
            {"entity_id": e, "service": None, "score": round(s, 4), "reasons": ["vector_hit"]}
            for e, s in hits
        ],
        "groups": [],
        "condition_entities": [],
        "hint": None if hits else NO_MATCH,
        "meta": {"anchor": "naive_rag"},
    }
