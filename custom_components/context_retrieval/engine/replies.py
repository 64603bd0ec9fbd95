"""The user's reply to one of the engine's own questions: "the second one" to "which one?",
"yes" to an offer of a wider set (docs/design.md#gating-confidence, docs/grounding.md).

Pure functions over a :class:`~.results.RetrievalResult`; the :class:`~.pipeline.Retriever`
grants the services and renders the YAML of what they return.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .results import Candidate, CommandResult, Group, RetrievalResult


@dataclass(frozen=True, slots=True)
class Reply:
    """The asked request's results with the question answered, and the entities chosen."""

    results: list[CommandResult]
    chosen: list[str]


def answer_choice(asked: RetrievalResult, positions: Sequence[int]) -> Reply | None:
    """The first command whose question lists options keeps only the chosen ones (in the
    question's order) and asks no more; the other commands stay as they were.

    ``None`` when no command asked which one, or a position is not one of its options.

    :param positions: 0-based indices into the question's options
        (:func:`~.choice.ordinal_choice`).
    """
    asking = asked.choice
    if asking is None or not positions:
        return None
    if not all(0 <= p < len(asking.options) for p in positions):
        return None
    chosen = [asking.options[p] for p in positions]
    by_id = {c.entity_id: c for c in asking.candidates}
    picked = [by_id[e] for e in chosen if e in by_id]
    if len(picked) != len(chosen):
        return None
    return _settled(asked, asking, candidates=picked, chosen=chosen)


def answer_offer(asked: RetrievalResult) -> Reply | None:
    """The first command that offered a wider set takes it; ``None`` when none offered one."""
    offering = next((c for c in asked.commands if c.offered), None)
    if offering is None:
        return None
    return _settled(
        asked,
        offering,
        candidates=[],
        groups=list(offering.offered),
        chosen=[e for g in offering.offered for e in g.entity_ids],
    )


def _settled(
    asked: RetrievalResult,
    asking: CommandResult,
    *,
    candidates: list[Candidate],
    chosen: list[str],
    groups: list[Group] | None = None,
) -> Reply:
    results = []
    for result in asked.commands:
        if result is asking:
            meta = {k: v for k, v in result.meta.items() if k != "abstain"}
            result = replace(
                result,
                candidates=candidates,
                groups=groups or [],
                hint=None,
                question=None,
                options=(),
                offered=[],
                meta={**meta, "chosen": chosen},
            )
        results.append(result)
    return Reply(results, chosen)
