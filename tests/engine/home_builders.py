"""Small homes for the engine tests, in the snapshot format (docs/contracts.md §1): one way to
write an entity and a home, and to run a conversation on it, instead of a copy of the same
builder in every test file."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import CommandResult
from custom_components.context_retrieval.engine.state import ConversationState
from devtools.homes import HOMES_DIR


def entity(entity_id: str, name: str, area: str | None = None, **extra: Any) -> dict[str, Any]:
    """An entity of the snapshot; ``extra`` adds any other field (aliases, device_class …)."""
    return {"entity_id": entity_id, "name": name, "area": area, **extra}


def home_of(language: str, areas: Mapping[str, str], *entities: dict[str, Any]) -> Home:
    """A home of these areas (id → name) and entities, with no floors."""
    rooms = [{"id": area_id, "name": name} for area_id, name in areas.items()]
    return Home.from_json(
        {"language": language, "floors": [], "areas": rooms, "entities": list(entities)}
    )


@cache
def demo_home(language: str) -> Home:
    """The bundled demo home of ``language`` ("en" or "zh"), read once per test process."""
    return load_home(HOMES_DIR / f"demo_home_{language}.json")


def conversation(home: Home, *turns: str, area: str | None = None) -> list[list[CommandResult]]:
    """Each turn's command results of one conversation on ``home``, said to a satellite in
    ``area`` (none: not to a satellite)."""
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    return [
        retriever.retrieve(text, parser.parse(text), state=state, context_area=area).commands
        for text in turns
    ]


def first_services(
    home: Home, *turns: str, area: str | None = None
) -> list[tuple[str, str | None]]:
    """The last turn's commands as (first candidate, its service) of one conversation on
    ``home`` (:func:`conversation`); ``("", None)`` for a command that found nothing."""
    return [
        (c.candidates[0].entity_id, c.candidates[0].service) if c.candidates else ("", None)
        for c in conversation(home, *turns, area=area)[-1]
    ]


def answered(
    home: Home, *turns: str, area: str | None = None
) -> tuple[list[tuple[str, str | None]], str | None]:
    """The last turn's one command of one conversation (:func:`conversation`): its candidates
    with their services, and its hint."""
    [result] = conversation(home, *turns, area=area)[-1]
    return [(c.entity_id, c.service) for c in result.candidates], result.hint


def each_one(home: Home, *turns: str, area: str | None = None) -> list[CommandResult]:
    """Each turn's one command result (:func:`conversation`); a turn of several fails."""
    results = conversation(home, *turns, area=area)
    assert all(len(r) == 1 for r in results), [len(r) for r in results]
    return [r[0] for r in results]


def last_turn(home: Home, *turns: str) -> tuple[list[str], str | None, dict[str, Any]]:
    """The turns retrieved in one conversation: the last one's targets, service and settings."""
    result = each_one(home, *turns)[-1]
    targets = [c.entity_id for c in result.candidates]
    return targets, result.candidates[0].service if targets else None, dict(result.command.params)


def last_answer(
    home: Home, *turns: str, area: str | None = None
) -> tuple[list[str], str | None, str | None]:
    """The last turn's one command of one conversation (:func:`conversation`): its
    candidates, their first service and its hint."""
    [result] = conversation(home, *turns, area=area)[-1]
    first = result.candidates[0].service if result.candidates else None
    return [c.entity_id for c in result.candidates], first, result.hint


def last_turn_commands(home: Home, *turns: str) -> list[tuple[list[str], str | None, str | None]]:
    """The turns retrieved in one conversation: per command of the last turn, its candidates,
    their first service and its hint (a turn of several commands, or one that asks)."""
    results = conversation(home, *turns)[-1]
    return [
        (
            [c.entity_id for c in r.candidates],
            r.candidates[0].service if r.candidates else None,
            r.hint,
        )
        for r in results
    ]
