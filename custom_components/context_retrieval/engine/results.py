"""Retrieval results in the shape of docs/contracts.md §4.

Everything a result hands out as text goes through :func:`.text.clean` on the way: the
question (spoken by the wrapper agent, put in the LLM API's prompt), the note, and every
string of the IR and ``meta`` in the JSON (the ``retrieve`` action's response). Names from the
home reach those through the parser and the grounding, and a name is data: one line, no
control characters, bounded.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, Literal

from .ir import Command
from .limits import MAX_UTTERANCE_CHARS
from .text import clean

type Hint = Literal["need_clarification", "no_match", "too_many_targets"]

NEED_CLARIFICATION: Final = "need_clarification"
NO_MATCH: Final = "no_match"
TOO_MANY_TARGETS: Final = "too_many_targets"
SHOWN_SCORE_MARGIN: Final = 0.12
"""Candidates this far below the best are not shown to the agent (nor callable by it)."""
MAX_QUESTION_CHARS: Final = 400
"""A question or note is one line of at most this many characters."""


def _cleaned(value: Any) -> Any:
    """A JSON value with every string cleaned (keys too), bounded like a request."""
    if isinstance(value, str):
        return clean(value, MAX_UTTERANCE_CHARS)
    if isinstance(value, dict):
        return {_cleaned(k): _cleaned(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_cleaned(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Candidate:
    """One entity with the service it would take (``None`` for a question about its state)."""

    entity_id: str
    service: str | None
    score: float
    reasons: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """docs/contracts.md §4 form."""
        return {
            "entity_id": self.entity_id,
            "service": self.service,
            "score": round(self.score, 4),
            "reasons": list(self.reasons),
        }


@dataclass(frozen=True, slots=True)
class Group:
    """Bulk targets that can share one service call (one compatibility group, one batch)."""

    service: str | None
    entity_ids: tuple[str, ...]
    group_id: str
    batch: int = 0

    def to_json(self) -> dict[str, Any]:
        """docs/contracts.md §4 form, with the group id and batch number as extra keys."""
        return {
            "service": self.service,
            "entity_ids": list(self.entity_ids),
            "group_id": self.group_id,
            "batch": self.batch,
        }


@dataclass(slots=True)
class CommandResult:
    """What one command of the utterance retrieved."""

    command: Command
    candidates: list[Candidate] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    condition_entities: list[str] = field(default_factory=list)
    hint: Hint | None = None
    question: str | None = None
    """The short clarification question, when ``hint`` asks for one."""
    note: str | None = None
    """Why nothing fits, in the user's language, when ``hint`` is ``no_match`` and there is
    more to say than "not found" ("客厅没有加湿器。", "The Lamp can't set the percentage.")."""
    meta: dict[str, Any] = field(default_factory=dict)
    options: tuple[str, ...] = ()
    """The entities a "which one?" question lists, in its order (answers by position)."""
    offered: list[Group] = field(default_factory=list)
    """A wider set a question offers to act on ("没有找到车棚，要打开全部31盏灯吗？"): neither
    shown to the agent nor callable until the user confirms it."""
    permitted: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """entity_id → the services a tool call may use on it (:mod:`.permissions`, which the
    retriever applies to every result it returns): what the YAML shows and the same-intent
    alternatives; nothing for an entity that is only read."""

    @property
    def entity_ids(self) -> list[str]:
        """Every entity the result names: candidates, then group members."""
        ids = [c.entity_id for c in self.candidates]
        ids += [e for g in self.groups for e in g.entity_ids]
        return list(dict.fromkeys(ids))

    @property
    def shown_candidates(self) -> list[Candidate]:
        """The candidates the agent is shown: near the best one, or all while asking.

        The YAML lists these and the LLM API's tools accept only these, so the model can
        name only what it was shown. Bulk results show their groups instead.
        """
        if not self.candidates or self.groups:
            return []
        if self.hint == NEED_CLARIFICATION or "chosen" in self.meta:
            return list(self.candidates)  # the options asked about, or the ones chosen
        floor = self.candidates[0].score - SHOWN_SCORE_MARGIN
        return [c for c in self.candidates if c.score >= floor]

    @property
    def selected_ids(self) -> list[str]:
        """What the command resolved to: every bulk target, else the best candidate.

        This is what "它" / "it" refers to next; runners-up listed for the agent are not.
        """
        if self.groups:
            return list(dict.fromkeys(e for g in self.groups for e in g.entity_ids))
        return [self.candidates[0].entity_id] if self.candidates else []

    def to_json(self) -> dict[str, Any]:
        """docs/contracts.md §4 form."""
        data: dict[str, Any] = {
            "ir": _cleaned(self.command.to_json()),
            "candidates": [c.to_json() for c in self.candidates],
            "groups": [g.to_json() for g in self.groups],
            "condition_entities": list(self.condition_entities),
            "hint": self.hint,
            "permitted": {e: list(services) for e, services in self.permitted.items()},
            "meta": _cleaned(dict(self.meta)),
        }
        if self.question:
            data["question"] = clean(self.question, MAX_QUESTION_CHARS)
        if self.note:
            data["note"] = clean(self.note, MAX_QUESTION_CHARS)
        return data


@dataclass(slots=True)
class RetrievalResult:
    """All commands of one utterance, in order, with the YAML for the prompt."""

    commands: list[CommandResult]
    yaml: str
    elapsed_ms: float

    @property
    def question(self) -> str | None:
        """The first clarification question, if any command needs one: what the wrapper agent
        says and the LLM API tells the model to ask (cleaned, :func:`.text.clean`)."""
        asked = next((c.question for c in self.commands if c.question), None)
        return clean(asked, MAX_QUESTION_CHARS) if asked else None

    @property
    def choice(self) -> CommandResult | None:
        """The first command whose question lists options to choose from ("which one?")."""
        return next((c for c in self.commands if c.question and c.options), None)

    def to_json(self, case_id: str | None = None) -> dict[str, Any]:
        """docs/contracts.md §4 line (``id`` first when given)."""
        data: dict[str, Any] = {} if case_id is None else {"id": case_id}
        data["commands"] = [c.to_json() for c in self.commands]
        data["yaml"] = self.yaml
        data["elapsed_ms"] = round(self.elapsed_ms, 3)
        return data
