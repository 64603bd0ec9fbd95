"""Conversation state: what was mentioned last, so that "它" and "that one" resolve, and the
question asked last, so that "厨房的" or "第二个" answers it."""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from .results import RetrievalResult

DEFAULT_TTL_SECONDS: Final = 300.0


@dataclass(frozen=True, slots=True)
class PendingQuestion:
    """A request that was answered with a clarification question."""

    text: str
    """The request as it was read when the question was asked."""
    asked: RetrievalResult
    asked_at: float

    @property
    def unplaced(self) -> list[str]:
        """Room words of the request the home did not have (the question asked about them)."""
        return [
            word
            for c in self.asked.commands
            for word in c.meta.get("unplaced_terms", ())
            if isinstance(word, str) and word
        ]

    @property
    def action(self) -> str | None:
        """The action of the one command that asked, when only one did."""
        asking = [c.command.action for c in self.asked.commands if c.question]
        return asking[0] if len(asking) == 1 else None


@dataclass(slots=True)
class ConversationState:
    """The entities the last command of a conversation was about.

    Only commands that resolved (no clarification pending) update it, so a question that
    went unanswered does not redirect "it".
    """

    last_mentioned: list[str] = field(default_factory=list)
    updated_at: float = 0.0
    ttl_seconds: float = DEFAULT_TTL_SECONDS
    pending: PendingQuestion | None = None
    """The question the last turn asked, until answered or stale."""

    def ask(self, text: str, result: RetrievalResult, now: float | None = None) -> None:
        """Remember that ``result`` (for the request ``text``) asked the user a question."""
        now = time.monotonic() if now is None else now
        self.pending = PendingQuestion(text, result, now)

    def take_question(self, now: float | None = None) -> PendingQuestion | None:
        """The question awaiting an answer, if still fresh; it is answered by this turn."""
        pending, self.pending = self.pending, None
        now = time.monotonic() if now is None else now
        if pending is None or now - pending.asked_at > self.ttl_seconds:
            return None
        return pending

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
