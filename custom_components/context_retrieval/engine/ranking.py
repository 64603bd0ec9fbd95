"""Scoring a command's pool: names, kinds and rooms against the action's fit to each entity's
services, capability-validated (docs/design.md#recall, #fusion, #capability).

Keyword evidence and document evidence are fused with the weights of docs/design.md#fusion; an
entity that cannot do what was asked is dropped and listed (``meta["unsupported"]``), and when
none in scope can, the command finds nothing and says what is missing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Final

from .bulk import note_unsupported
from .documents import READ_SERVICE
from .home import Entity
from .index import HomeIndex
from .ir import Command
from .keyword import MATCH_THRESHOLD, NO_MATCH, NameMatch
from .outcome import ABSENT_CAPABILITY, ABSENT_NAME, abstain
from .results import NO_MATCH as HINT_NO_MATCH
from .results import CommandResult
from .scoring import ActionScores, Scored
from .targets import Pool
from .text import compact, normalize

ROOM_BONUS: Final = 0.08
"""Keyword bonus for an entity whose area is the room said (above the clarify margin)."""
KIND_KEYWORD: Final = {1.0: 0.96, 0.9: 0.9, 0.8: 0.85}
"""The keyword score of an entity of the kind a command names, by how plainly it is of the
kind (:meth:`~.kinds.Kinds.evidence`): a name that says "TV" beats a projector whose device
class is tv by more than the clarify margin."""
KIND_EXACT_BONUS: Final = 0.02
"""An entity of the kind that is also named exactly so ranks first (and still ties with the
others whose names say the kind)."""
_EXACT_REASONS: Final[frozenset[str]] = frozenset({"name_hit", "alias_hit", "device_hit"})
"""Reasons of a name said as it is (possibly with its room), not in part or misheard."""
_PARTIAL: Final = "partial_name"
"""The reason of a name matched by some of its words (a description's device word "lamp")."""
_MAIN_DOMAINS: Final[frozenset[str]] = frozenset(
    {
        "light",
        "fan",
        "climate",
        "cover",
        "media_player",
        "vacuum",
        "humidifier",
        "lock",
        "water_heater",
        "lawn_mower",
        "valve",
        "alarm_control_panel",
        "siren",
        "remote",
    }
)
"""Domains that carry a device's own job; a switch, select or number beside one is a setting."""


_OFF_STATES: Final[frozenset[str]] = frozenset({"off", "standby", "unavailable", "unknown"})
_AT_REST: Final[frozenset[str]] = frozenset({"docked", "idle", "paused", "returning", "error"})
_FLIPS: Final[Mapping[str, Mapping[str, str]]] = {
    # domain → {state: service}; "*" is any other state. Home Assistant's toggle, said as the
    # service it would call, and what a device at rest or at work is sent to do.
    "cover": {"closed": "close_cover", "*": "close_cover"},
    "valve": {"closed": "close_valve", "*": "close_valve"},
    "lock": {"locked": "unlock", "*": "lock"},
    "vacuum": {"cleaning": "return_to_base", "*": "start"},
    "lawn_mower": {"mowing": "dock", "*": "start_mowing"},
    "scene": {"*": "turn_on"},
    "script": {"*": "turn_on"},
    "button": {"*": "press"},
}
"""The service that flips an entity's state, for domains other than those that switch on and
off (on → ``turn_off``, off → ``turn_on``): a closed cover or valve opens (below)."""
_OPENS: Final[Mapping[str, str]] = {"cover": "open_cover", "valve": "open_valve"}
_NO_FLIP: Final[frozenset[str]] = frozenset({"alarm_control_panel"})
"""Never armed or disarmed because only its name was said."""


def said_alone(command: Command) -> bool:
    """Whether the command names one device and says nothing to do with it ("镜前灯！", "the
    porch light"): no action, setting, direction, question or reference."""
    return bool(
        (command.name_hint or command.type_hint)
        and not command.action
        and not command.params
        and not command.direction
        and not command.references
        and not command.conditions
        and command.quantifier == "one"
    )


_ONLY_SAID_BESIDES: Final = re.compile(r"\b(?:the|a|an|my|our|please)\b")
"""Words said with a name that say nothing to do with it ("the porch light")."""


def only_the_name(command: Command) -> bool:
    """Whether the command's utterance is its name and nothing else but a particle or an
    article ("镜前灯！", "车库灯啊", "the porch light")."""
    if not command.name_hint:
        return False
    rest = compact(_ONLY_SAID_BESIDES.sub("", normalize(command.raw)))
    return len(rest.replace(compact(command.name_hint), "", 1)) <= 1


def flipping_service(entity: Entity, ranked: list[tuple[str, float]]) -> str | None:
    """The service of ``entity`` that flips its current state, among the services it takes
    (``ranked``): what a device's name said alone asks for, as Home Assistant's toggle does."""
    domain, state = entity.domain, (entity.state or "").casefold()
    if domain in _NO_FLIP:
        return None
    flips = _FLIPS.get(domain)
    if flips is None:
        short = "turn_on" if state in _OFF_STATES else "turn_off"
    elif state == "closed" and domain in _OPENS:
        short = _OPENS[domain]
    elif domain == "vacuum" and state in _AT_REST:
        short = "start"
    else:
        short = flips.get(state, flips["*"])
    service = f"{domain}.{short}"
    return service if any(name == service for name, _ in ranked) else None


class Ranker:
    """Scores pools over one home."""

    def __init__(self, ix: HomeIndex) -> None:
        self.ix = ix

    def score(
        self,
        result: CommandResult,
        pool: Pool,
        doc_scores: ActionScores,
        context_area: str | None,
        read_score: float | None,
        asked: frozenset[str],
    ) -> list[Scored] | None:
        """Keyword ∪ vector recall and fusion scoring, capability-validated (docs/design.md#fusion).

        ``read_score`` is set when the command is a question: nothing is called, so every
        entity fits with the question's score; otherwise each entity takes its best service.
        ``None`` when the command has already been answered (a name nothing has, a capability
        nothing in scope has).
        """
        command, meta = result.command, result.meta
        w_keyword, w_vector = (1.0, 0.5) if pool.gated else (1.5, 0.2)
        named = self._named(result, pool.ids)
        if named is None:
            return None
        ids, matches = named
        missing: list[str] = []
        scored: list[Scored] = []
        for entity_id in ids:
            fit = self._service(command, entity_id, doc_scores, read_score, asked)
            if isinstance(fit, list):
                missing.extend(fit)
                note_unsupported(meta, entity_id)
                continue
            if fit is None:
                note_unsupported(meta, entity_id)
                continue
            service, service_score, ranked = fit
            entity = self.ix.home.entities[entity_id]
            match = matches.get(entity_id, NO_MATCH)
            keyword, reasons = self._keyword_and_reasons(command, entity, match, pool, context_area)
            if service_score >= self.ix.settings.capability_threshold:
                reasons.append("vector_hit")
            item = Scored(
                entity, keyword, service, service_score, reasons, ranked=ranked, named=match.matched
            )
            item.score = (w_keyword * keyword + w_vector * min(service_score, 1.0)) / (
                w_keyword + w_vector
            )
            scored.append(item)
        if not scored and missing:
            best = max((matches[e].score for e in ids if e in matches), default=0.0)
            margin = self.ix.settings.clarify_margin
            named_ids = [
                e for e in ids if not matches or matches.get(e, NO_MATCH).score >= best - margin
            ]
            self.missing_capability(result, named_ids, missing)
            return None
        if not scored:
            meta["no_match_reason"] = "no_capable_entity"
        scored.sort(key=lambda s: (s.score, s.keyword), reverse=True)
        return scored

    def _named(
        self, result: CommandResult, ids: list[str]
    ) -> tuple[list[str], dict[str, NameMatch]] | None:
        """The entities the command's name hint names, and how well (all of them without one).

        ``None``, answered, when nothing in scope has the name.
        """
        command, meta = result.command, result.meta
        if not command.name_hint:
            return ids, {}
        matches = self.ix.name_matches(command.name_hint, ids)
        strong = {e: m for e, m in matches.items() if m.score >= MATCH_THRESHOLD}
        if not strong and (
            self._described(result, ids) or _said_with_its_kind(self.ix, result, ids)
        ):
            return self._named(result, ids)
        if not strong:
            meta["no_match_reason"] = "name_not_found"
            result.note = self.ix.questions.not_found(
                command.name_hint, self.ix.questions.language_of(command.raw)
            )
            abstain(result, HINT_NO_MATCH, ABSENT_NAME)
            return None
        exact = {e: m for e, m in strong.items() if m.reason in _EXACT_REASONS}
        if exact:
            # A name said exactly is that entity (Home Assistant's rule): a partial match
            # elsewhere does not stand in when it cannot do what was asked.
            strong = exact
        fuzzy = [m.matched for m in strong.values() if m.reason == "fuzzy_name"]
        if fuzzy:
            meta["name_fuzzy"] = fuzzy[0]
        return self.main_entities(list(strong), matches), matches

    def _described(self, result: CommandResult, ids: list[str]) -> bool:
        """Whether a name hint nothing in the home has only describes a device of a room said
        ("the teeny lamp in the nursery", "the grimy light in the garage"): then its device
        word ("lamp") stands for it, or nothing when no name in scope has that word, and the
        type and the room decide. Not a name the home has elsewhere ("the stair lights in the
        garage"), nor one said as a proper name or with a room's word ("Snug Nook light",
        "kitchen shelf light"), nor one said with no room ("the hot tub lights")."""
        command = result.command
        if not command.name_hint or not command.scope_include or command.everywhere:
            return False
        head = self.ix.hints.described(command.name_hint, self.ix.hints.valid_type(command))
        if head is None:
            return False
        anywhere = self.ix.name_matches(command.name_hint, self.ix.entity_ids).values()
        if any(m.score >= MATCH_THRESHOLD and m.reason != _PARTIAL for m in anywhere):
            return False  # a name of another room's device, not a description
        by_head = self.ix.name_matches(head, ids)
        named = any(m.score >= MATCH_THRESHOLD for m in by_head.values())
        result.meta["name_as_description"] = command.name_hint
        result.command = replace(command, name_hint=head if named else None)
        return True

    def _service(
        self,
        command: Command,
        entity_id: str,
        doc_scores: ActionScores,
        read_score: float | None,
        asked: frozenset[str],
    ) -> tuple[str | None, float, list[tuple[str, float]]] | list[str] | None:
        """The entity's best service for the command, its fit and the ranking of all of them;
        the capabilities it lacks when it cannot do what was asked; ``None`` when nothing it
        takes fits the action (capability validation, docs/design.md#capability)."""
        alone = said_alone(command)
        if read_score is not None and not alone:
            return READ_SERVICE, read_score, []
        ranked = self.ix.actions.service_scores(
            command, self.ix.home.entities[entity_id], doc_scores
        )
        service, service_score = ranked[0] if ranked else (READ_SERVICE, 0.0)
        if alone and (
            only_the_name(command)
            or (read_score is None and service_score < self.ix.settings.capability_threshold)
        ):
            # Only a device was said: its name's letters fit documents by chance, so neither a
            # question nor a service they happen to fit; the device is flipped, as its button.
            # Words besides the name that fit a service say what to do ("让阿福回去").
            flipped = flipping_service(self.ix.home.entities[entity_id], ranked)
            if flipped is not None:
                return flipped, self.ix.settings.exact_phrase, ranked
            if read_score is not None:
                return READ_SERVICE, read_score, []
        switched = self.ix.hints.heats_by_switch(command, entity_id)
        if switched is not None:
            return switched, 1.0, [(switched, 1.0)]
        gap = self.capability_gap(command, entity_id, asked, service_score)
        if gap is not None:
            return gap
        if service_score < self.ix.settings.capability_threshold:
            if command.action or command.params:
                return None
            service = READ_SERVICE
        return service, service_score, ranked

    def _keyword_and_reasons(
        self,
        command: Command,
        entity: Entity,
        match: NameMatch,
        pool: Pool,
        context_area: str | None,
    ) -> tuple[float, list[str]]:
        """The keyword evidence for an entity, and the reasons it is a candidate."""
        reasons = [*pool.reasons, *([match.reason] if match.reason else [])]
        keyword = self.keyword(
            command, entity, match, pool.gated, pool if "kind_hit" in pool.reasons else None
        )
        if pool.included and entity.area_id in pool.included:
            # The area says so, not only a room word in the name (docs/design.md#scope).
            keyword += ROOM_BONUS
            reasons.append("room_hit")
        if pool.gated:
            reasons.append("type_hit")
        if context_area and entity.area_id == context_area:
            reasons.append("context_area")
        return keyword, reasons

    def sibling_for(
        self,
        result: CommandResult,
        pool: Pool,
        doc_scores: ActionScores,
        context_area: str | None,
        read_score: float | None,
        asked: frozenset[str],
    ) -> list[Scored] | None:
        """The named device cannot do it itself: another entity of the same device may (a
        purifier's mode is often a select beside its fan, a humidifier's level a select).
        ``None``, with the explanation kept, when none of them can either."""
        failed = [e for e in result.meta.get("unsupported", []) if e in self.ix.home.entities]
        devices = {self.ix.home.entities[e].device for e in failed} - {None}
        siblings = [
            e
            for e, entity in self.ix.home.entities.items()
            if entity.device in devices and e not in failed
        ]
        if not siblings:
            return None
        kept = (result.command, result.hint, result.note, dict(result.meta))
        result.command = replace(result.command, name_hint=None)
        result.hint = result.note = None
        for key in ("abstain", "missing_capability", "unsupported", "unsupported_count"):
            result.meta.pop(key, None)
        sibling_pool = Pool(
            siblings, False, pool.included, pool.scope, (*pool.reasons, "device_sibling")
        )
        scored = self.score(result, sibling_pool, doc_scores, context_area, read_score, asked)
        if scored:
            return scored
        result.command, result.hint, result.note = kept[0], kept[1], kept[2]
        result.meta.clear()
        result.meta.update(kept[3])
        return None

    @staticmethod
    def keyword(
        command: Command, entity: Entity, match: NameMatch, gated: bool, kind: Pool | None
    ) -> float:
        if command.name_hint:
            return match.score
        if kind is not None and kind.kind_evidence is not None:
            exact = kind.kind_word is not None and compact(kind.kind_word) in {
                compact(n) for n in entity.names
            }
            score = KIND_KEYWORD.get(kind.kind_evidence.get(entity.entity_id, 0.8), 0.85)
            return score + (KIND_EXACT_BONUS if exact else 0.0)
        return 0.6 if gated else 0.4

    def capability_gap(
        self, command: Command, entity_id: str, asked: frozenset[str], own_best: float
    ) -> list[str] | None:
        """What the command asks that the entity cannot do (``None``: nothing is missing).

        A parameter no service of the entity takes (a fan speed for a lamp), or an action
        that names a capability outright (摇头 = oscillate) that the entity lacks while none
        of its own services fits the action.
        """
        missing = [
            p for p, v in command.params.items() if self.ix.actions.takes(entity_id, p, v) is False
        ]
        if missing and len(missing) == len(command.params):
            return [f"param:{p}" for p in missing]
        if self.ix.actions.lacks(entity_id, asked, own_best):
            return [f"service:{s}" for s in sorted(asked)]
        return None

    def missing_capability(self, result: CommandResult, ids: list[str], missing: list[str]) -> None:
        """No entity in scope can do what was asked: say what is missing, find nothing."""
        gaps = list(dict.fromkeys(missing))
        result.meta["missing_capability"] = [g.partition(":")[2] for g in gaps]
        language = self.ix.questions.language_of(result.command.raw)
        entities = [self.ix.home.entities[e] for e in ids]
        result.note = self.ix.questions.missing_capability(entities, gaps, language)
        abstain(result, HINT_NO_MATCH, ABSENT_CAPABILITY)

    def main_entities(self, ids: list[str], matches: Mapping[str, NameMatch]) -> list[str]:
        """A device named is one thing: of entities sharing a device and a room, drop the ones
        that only carry a setting of it (an indicator switch, a mode select) when one that
        does the device's job matched the name at least as well."""
        by_device: dict[tuple[str, str | None], list[str]] = {}
        for entity_id in ids:
            device = self.ix.home.entities[entity_id].device
            if device:
                by_device.setdefault(device, []).append(entity_id)
        dropped: set[str] = set()
        for siblings in by_device.values():
            if len(siblings) < 2:
                continue
            main = [e for e in siblings if self.ix.home.entities[e].domain in _MAIN_DOMAINS]
            if not main:
                continue
            best_main = max(matches[e].score for e in main if e in matches)
            dropped.update(e for e in siblings if e not in main and matches[e].score <= best_main)
        return [e for e in ids if e not in dropped]


def _said_with_its_kind(ix: HomeIndex, result: CommandResult, ids: list[str]) -> bool:
    """Whether a name hint nothing has is the words of one device's name with the kind's
    own word said for its head ("the galley lights" for "Galley Pendants", "the porch
    lamp" for "Porch Sconce"): the one device of the command's type in scope whose name
    holds the other words. Not when none or several do, nor for a hint with a room's word
    (:meth:`.grounding.HintReader.described`)."""
    command = result.command
    domain = ix.hints.valid_type(command)
    hint = command.name_hint or ""
    if domain is None or ix.hints.described(hint, domain) is None:
        return False
    rest = " ".join(hint.split()[:-1])
    of_kind = [e for e in ids if e.partition(".")[0] == domain]
    matches = ix.name_matches(rest, of_kind)
    strong = [e for e, m in matches.items() if m.score >= MATCH_THRESHOLD]
    if len(strong) != 1:
        return False
    result.meta["name_with_its_kind"] = hint
    result.command = replace(command, name_hint=ix.home.entities[strong[0]].name)
    return True
