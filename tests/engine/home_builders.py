"""Small homes for the engine tests, in the snapshot format (docs/contracts.md §1): one way to
write an entity and a home, and to run a conversation on it, instead of a copy of the same
builder in every test file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState


def entity(entity_id: str, name: str, area: str | None = None, **extra: Any) -> dict[str, Any]:
    """An entity of the snapshot; ``extra`` adds any other field (aliases, device_class …)."""
    return {"entity_id": entity_id, "name": name, "area": area, **extra}


def home_of(language: str, areas: Mapping[str, str], *entities: dict[str, Any]) -> Home:
    """A home of these areas (id → name) and entities, with no floors."""
    rooms = [{"id": area_id, "name": name} for area_id, name in areas.items()]
    return Home.from_json(
        {"language": language, "floors": [], "areas": rooms, "entities": list(entities)}
    )


def last_turn(home: Home, *turns: str) -> tuple[list[str], str | None, dict[str, Any]]:
    """The turns retrieved in one conversation: the last one's targets, service and settings."""
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for text in turns:
        [result] = retriever.retrieve(text, parser.parse(text), state=state).commands
    targets = [c.entity_id for c in result.candidates]
    return targets, result.candidates[0].service if targets else None, dict(result.command.params)


def last_turn_commands(home: Home, *turns: str) -> list[tuple[list[str], str | None, str | None]]:
    """The turns retrieved in one conversation: per command of the last turn, its candidates,
    their first service and its hint (a turn of several commands, or one that asks)."""
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for text in turns[:-1]:
        retriever.retrieve(text, parser.parse(text), state=state)
    results = retriever.retrieve(turns[-1], parser.parse(turns[-1]), state=state).commands
    return [
        (
            [c.entity_id for c in r.candidates],
            r.candidates[0].service if r.candidates else None,
            r.hint,
        )
        for r in results
    ]
