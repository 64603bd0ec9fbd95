"""Bulk mode for all / except (seed 003 §8): choose the service first, then expand the set.

The service is chosen per domain by aggregated evidence: "打开卧室所有设备" is one intent that
lights take as ``light.turn_on`` and curtains as ``cover.open_cover``. A domain whose best
service does not fit the action is left out (and listed in ``meta``, never dropped silently);
a domain whose top services are too close to call makes the command ask. The whole target set
is then split into groups that can share one call, and each group into batches.

A group is what one call can do (seed 003 §8.4 intends executable compatibility, not identical
feature sets): members share the service and every field the command sets takes the same
values on each of them. "Turn off all the lights" sets no field, so it is one group however the
lights differ; "set them to 50 %" sets brightness, which every dimmable light takes alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np

from .catalog import Catalog
from .documents import READ_SERVICE
from .ir import Command
from .permissions import taken_in_set
from .results import Group
from .scoring import Scored, param_fields

MAX_LISTED_UNSUPPORTED: Final = 20


def note_unsupported(meta: dict[str, Any], entity_id: str) -> None:
    """Record an in-scope entity that cannot take the action (seed 003: no silent drop)."""
    meta["unsupported_count"] = int(meta.get("unsupported_count", 0)) + 1
    listed = meta.setdefault("unsupported", [])
    if len(listed) < MAX_LISTED_UNSUPPORTED:
        listed.append(entity_id)


@dataclass(frozen=True, slots=True)
class BulkSettings:
    """The knobs of bulk mode (see :class:`~.pipeline.Settings`)."""

    capability_threshold: float
    max_targets: int
    batch_size: int
    options: int
    evidence: int
    min_ratio: float
    min_margin: float
    temperature: float


@dataclass(slots=True)
class BulkPlan:
    """What one bulk command would do."""

    targets: list[Scored] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    unsure: list[tuple[str | None, float]] = field(default_factory=list)
    """The close options of the first domain whose service is too close to call."""
    too_many: bool = False
    meta: dict[str, Any] = field(default_factory=dict)


def _choose_services(
    scored: Sequence[Scored], settings: BulkSettings
) -> tuple[
    dict[str, str | None],
    dict[str, set[str | None]],
    list[list[tuple[str | None, float]]],
    list[tuple[float, float]],
]:
    """Per domain, the service with the best aggregated evidence and how sure the choice is."""
    by_domain: dict[str, list[Scored]] = {}
    for item in scored:
        by_domain.setdefault(item.entity.domain, []).append(item)
    chosen: dict[str, str | None] = {}
    supported: dict[str, set[str | None]] = {}
    unsure: list[list[tuple[str | None, float]]] = []
    confidence: list[tuple[float, float]] = []
    for domain, items in by_domain.items():
        evidence: dict[str | None, list[float]] = {}
        for item in items:
            ranked: list[tuple[str | None, float]] = [*item.ranked] or [
                (READ_SERVICE, item.service_score)  # a question, or nothing to call
            ]
            supported[item.entity.entity_id] = {service for service, _ in ranked}
            for service, score in ranked:
                evidence.setdefault(service, []).append(score)
        options = sorted(
            (
                (service, float(np.mean(sorted(scores, reverse=True)[: settings.evidence])))
                for service, scores in evidence.items()
            ),
            key=lambda o: o[1],
            reverse=True,
        )[: settings.options]
        service, best = options[0]
        if service is not READ_SERVICE and best < settings.capability_threshold:
            continue
        # Seed 003: normalise the aggregated evidence into a distribution p. Cosines of near
        # words are close ("lock" vs "unlock" ≈ 0.8), so a plain sum would call every choice
        # unsure; a softmax with a small temperature keeps p1 high unless two tie.
        weights = np.exp((np.array([s for _, s in options]) - best) / settings.temperature)
        probabilities = weights / weights.sum()
        ratio = float(probabilities[0])
        margin = ratio - (float(probabilities[1]) if len(options) > 1 else 0.0)
        chosen[domain] = service
        confidence.append((ratio, margin))
        if len(options) > 1 and ratio < settings.min_ratio and margin < settings.min_margin:
            unsure.append(options[:3])
    return chosen, supported, unsure, confidence


# Services a sweep never calls unless the request asked for them by name: "turn everything off"
# reads "unlock" as the lock's nearest "off" (the words are close), which would open the doors.
_NEVER_SWEPT: Final = frozenset({"lock.unlock", "lock.open", "alarm_control_panel.alarm_disarm"})


def _not_opening_the_home(chosen: dict[str, str | None], command: Command) -> dict[str, str | None]:
    """The services chosen per domain less those :data:`_NEVER_SWEPT` the command did not ask
    for by name."""
    return {
        domain: service
        for domain, service in chosen.items()
        if service not in _NEVER_SWEPT
        or (service or "").partition(".")[2] in command.resolved_services
    }


def _targets(
    command: Command,
    scored: Sequence[Scored],
    chosen: dict[str, str | None],
    supported: dict[str, set[str | None]],
    meta: dict[str, Any],
) -> tuple[list[Scored], int]:
    """The entities that take their domain's chosen service and that the set may act on
    (:func:`.permissions.taken_in_set`), and how many it held back. Those held back still count
    towards too many: "the two, off" with nothing to refer to, read as everything, is asked about, not acted on because its
    locks and valves were left out."""
    named = {s.entity.entity_id for s in scored}  # what the request's name found, if it said one
    able = [
        s
        for s in scored
        if s.entity.domain in chosen and chosen[s.entity.domain] in supported[s.entity.entity_id]
    ]
    taken = [
        s for s in able if taken_in_set(command, s.entity, chosen[s.entity.domain], named, meta)
    ]
    return taken, len(able) - len(taken)


def plan_bulk(
    command: Command,
    scored: Sequence[Scored],
    catalog: Catalog,
    settings: BulkSettings,
    meta: dict[str, Any] | None = None,
) -> BulkPlan:
    """Choose the service per domain, expand to every target, group and batch them.

    :param meta: the command's meta so far (entities found unable to act before bulk mode
        count against the coverage); updated in place and kept as the plan's meta.
    """
    plan = BulkPlan(meta=meta if meta is not None else {})
    chosen, supported, unsure, confidence = _choose_services(scored, settings)
    chosen = _not_opening_the_home(chosen, command)  # its entities are noted as unable below
    if not chosen:
        return plan
    plan.targets, held_back = _targets(command, scored, chosen, supported, plan.meta)
    chosen_ids = {s.entity.entity_id for s in plan.targets}
    for item in scored:
        if item.entity.entity_id not in chosen_ids:
            note_unsupported(plan.meta, item.entity.entity_id)
    in_set = len(plan.targets) + int(plan.meta.get("unsupported_count", 0))
    services = sorted(chosen.values(), key=str)
    plan.meta.update(
        {
            "bulk_service": services if len(chosen) > 1 else services[0],
            "bulk_confidence": round(min(r for r, _ in confidence), 3),
            "bulk_margin": round(min(m for _, m in confidence), 3),
            "bulk_coverage": round(len(plan.targets) / in_set, 3),
        }
    )
    if unsure:
        plan.unsure = unsure[0]
        plan.meta["bulk_options"] = [service for service, _ in unsure[0]]
    set_fields = param_fields(command.params)
    groups: dict[tuple[Any, ...], list[str]] = {}
    group_service: dict[tuple[Any, ...], str | None] = {}
    for item in plan.targets:
        service = chosen[item.entity.domain]
        item.service = service
        cap = catalog.capability(item.entity, service) if service else None
        # Only the fields the command sets decide whether one call fits every member.
        shape = tuple(f for f in cap.fields if f.name in set_fields) if cap else ()
        signature = (service, shape)
        groups.setdefault(signature, []).append(item.entity.entity_id)
        group_service[signature] = service
    limit = settings.max_targets
    if len(plan.targets) + held_back > limit:
        plan.too_many = True
        plan.meta["bulk_targets"] = len(plan.targets)
    emitted = 0
    for number, (signature, members) in enumerate(groups.items(), 1):
        for batch, start in enumerate(range(0, len(members), settings.batch_size)):
            chunk = members[start : start + settings.batch_size][: max(0, limit - emitted)]
            if not chunk:
                break
            emitted += len(chunk)
            plan.groups.append(Group(group_service[signature], tuple(chunk), f"g{number}", batch))
    return plan
