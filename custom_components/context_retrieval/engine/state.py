"""Conversation state: what was mentioned last, so that "它" and "that one" resolve."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

DEFAULT_TTL_SECONDS: Final = 300.0


@dataclass(slots=True)
class ConversationState:
    """The entities the last command of a conversation was about.

    Only commands that resolved (no clarification pending) update it, so a question that
    went unanswered does not redirect "it".
    """

    last_mentioned: list[str] = field(default_factory=list)
    updated_at: float = 0.0
    ttl_seconds: float = DEFAULT_TTL_SECONDS

    def remember(self, entity_ids: Iterable[str], now: float | None = None) -> None:
        """Record the entities a command resolved to (empty input keeps the old ones)."""
        ids = list(dict.fromkeys(entity_ids))
        if ids:
            self.last_mentioned = ids
            self.updated_at = time.monotonic() if now is None else now

    def recall(self, now: float | None = None) -> list[str]:
        """The last-mentioned entities, or nothing once they are older than the TTL."""
        now = time.monotonic() if now is None else now
        if not self.last_mentioned or now - self.updated_at > self.ttl_seconds:
            return []
        return list(self.last_mentioned)

    def forget(self, entity_ids: Iterable[str]) -> None:
        """Drop entities that left the home."""
        gone = set(entity_ids)
        self.last_mentioned = [e for e in self.last_mentioned if e not in gone]


class ConversationStore:
    """Conversation states by conversation id, bounded so a long-running host does not grow."""

    def __init__(self, max_conversations: int = 256) -> None:
        self._states: dict[str, ConversationState] = {}
        self._max = max_conversations

    def get(self, conversation_id: str | None) -> ConversationState:
        """The state of a conversation (a fresh one for ``None``)."""
        if conversation_id is None:
            return ConversationState()
        state = self._states.pop(conversation_id, None) or ConversationState()
        self._states[conversation_id] = state  # most recently used last
        while len(self._states) > self._max:
            self._states.pop(next(iter(self._states)))
        return state
