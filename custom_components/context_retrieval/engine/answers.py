"""Answering a scored command: one target, a set, or one short question
(docs/design.md#gating-confidence, #bulk; docs/grounding.md).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Final

from .bulk import plan_bulk
from .home import Entity
from .index import HomeIndex
from .ir import Command
from .name_words import stem
from .outcome import (
    ABSENT_ROOM,
    AMBIGUOUS,
    AMBIGUOUS_ROOM,
    NOTHING_IN_SCOPE,
    UNSURE_ACTION,
    abstain,
)
from .questions import MAX_OPTIONS
from .ranking import KIND_KEYWORD
from .results import (
    NEED_CLARIFICATION,
    TOO_MANY_TARGETS,
    Candidate,
    CommandResult,
)
from .results import (
    NO_MATCH as HINT_NO_MATCH,
)
from .scoring import Scored
from .targets import Pool, asks_which_room
from .text import compact, fold_word, has_cjk, normalize, words

FUZZY_PENALTY: Final = 0.9
"""Scores of results resting on a misheard, misspelled or translated room are lowered so."""

_SURFACE: Final = re.compile(r"[a-z0-9][a-z0-9']*")
"""Latin words as written (unfolded): a plural said is told from the singular by its form."""


class Answers:
    """Turns scored pools into results over one home."""

    def __init__(self, ix: HomeIndex) -> None:
        self.ix = ix
        self._word_counts: Counter[str] | None = None

    def word_counts(self) -> Counter[str]:
        """How many entities of the home carry each English word in what they are called."""
        if self._word_counts is None:
            self._word_counts = Counter(
                w for e in self.ix.home.entities.values() for w in _called(e)
            )
        return self._word_counts

    def single(
        self,
        result: CommandResult,
        scored: list[Scored],
        top_k: int,
        context_area: str | None,
        kind_word: str | None = None,
    ) -> None:
        """Quantifier one/any: the best few, or a question when the top is a tie."""
        command = result.command
        ties = self._narrow_ties(result, scored, context_area, kind_word)
        if len(ties) > 1 and command.quantifier == "one" and said_in_plural(command, ties):
            # "the wiz globes" of "Wiz Globe 1" and "Wiz Globe 2": every one named so.
            result.meta["plural_name"] = len(ties)
            result.command = replace(command, quantifier="all")
            self.as_set(result, ties, top_k)
            return
        if len(ties) > 1 and command.quantifier == "one":
            result.meta["tied"] = len(ties)
            self.ask_which(result, ties, scored, top_k, kind_word)
            return
        result.candidates = [self.candidate(s) for s in scored[:top_k]]

    def ask_which(
        self,
        result: CommandResult,
        ties: list[Scored],
        scored: list[Scored],
        top_k: int,
        kind_word: str | None,
    ) -> None:
        """Ask which of the tied candidates was meant; they lead the candidates."""
        ordered = ties + [s for s in scored if s not in ties]
        result.candidates = [self.candidate(s) for s in ordered[:top_k]]
        language = self.ix.questions.language_of(result.command.raw)
        thing = kind_word or self.ix.questions.thing([s.entity for s in ties], language)
        result.question, result.options = self.ix.questions.which(
            [s.entity for s in ties], language, thing
        )
        abstain(result, NEED_CLARIFICATION, AMBIGUOUS)

    def _narrow_ties(
        self,
        result: CommandResult,
        scored: list[Scored],
        context_area: str | None,
        kind_word: str | None,
    ) -> list[Scored]:
        """The tied best candidates, narrowed by what the request implies about the room."""
        command = result.command
        ties = self._ties(command, scored)
        if len(ties) > 1 and context_area and kind_word:
            # A kind said to a satellite ("打开台灯" in the study) is that room's one of its kind
            # (by its name, device or class: a thermostat that only heats is no "radiator").
            local = [
                s
                for s in scored
                if s.entity.area_id == context_area and s.keyword >= KIND_KEYWORD[0.9]
            ]
            if len(local) == 1:
                ties = [*local, *(t for t in ties if t is not local[0])]
        if len(ties) > 1 and context_area:
            ties = _prefer(
                scored, ties, {context_area}, result.meta, "context_area_preferred", context_area
            )
        if len(ties) > 1:
            ties = self._by_word_said(command, scored, ties, result.meta)
        if len(ties) > 1:
            ties = _by_own_name(command, scored, ties, result.meta)
        if len(ties) > 1 and not command.scope_include and command.conditions:
            # "If the living room is above 26 °C, turn on the AC": the room the condition reads
            # is the one the command means when it names none of its own.
            rooms = {
                a
                for c in command.conditions
                for w in c.scope_include
                for a in self.ix.places.resolve(w).areas
            }
            ties = _prefer(
                scored, ties, rooms, result.meta, "condition_area_preferred", sorted(rooms)
            )
        return ties

    def _by_word_said(
        self, command: Command, scored: list[Scored], ties: list[Scored], meta: dict[str, Any]
    ) -> list[Scored]:
        """Break a tie by a word of the request that one tied candidate alone is called by.

        The parser keeps a kind and drops the words it cannot read as a name: "the left
        shade", "the Hue lamp", "the right bedside light" reach here as shade, lamp, bedside
        lamp, tied among several. A word of the request that the parser read as nothing else
        (not the verb, the kind or the room of its evidence) and that exactly one carries (in
        its name, an alias or its device's name) and that names no more devices of the home
        than are tied (so not "light" or "lamp", which most lights carry) says which one.
        """
        if has_cjk(command.raw) or not command.evidence:
            return ties
        read = {w for v in command.evidence.values() for w in words(v)}
        said = {w for w in words(command.raw) if len(w) > 2 and not w.isdigit()} - read
        counts = self.word_counts()
        called = [_called(s.entity) for s in ties]
        common = set.intersection(*called)
        rare = {w for w in said - common if counts[w] <= len(ties)}
        carriers = [s for s, c in zip(ties, called, strict=True) if c & rare]
        if len(carriers) != 1:
            return ties
        for other in ties:
            scored.remove(other)
        scored.insert(0, carriers[0])
        meta["word_said_preferred"] = sorted(rare & _called(carriers[0].entity))
        return carriers

    def _ties(self, command: Command, scored: list[Scored]) -> list[Scored]:
        """The candidates as likely as the best: keyword evidence within the clarify margin."""
        top = scored[0]
        ties = [s for s in scored if s.keyword >= top.keyword - self.ix.settings.clarify_margin]
        hint = compact(command.name_hint or "")
        if hint and "partial_name" in top.reasons:
            # "阳台灯" said of 大阳台灯 and 生活阳台灯: a name said in part fits every name it is
            # part of equally, however long the rest of each name is.
            ties += [s for s in scored if s not in ties and s.named and hint in compact(s.named)]
        return ties

    def bulk(
        self,
        result: CommandResult,
        scored: list[Scored],
        top_k: int,
        pool: Pool,
        context_area: str | None,
    ) -> None:
        """Seed 003 bulk mode (:mod:`.bulk`), or which one, when the set is spread over rooms
        nothing said chooses between (:func:`~.targets.asks_which_room`)."""
        ids = [s.entity.entity_id for s in scored]
        which = (
            []
            if result.meta.get("question")
            else asks_which_room(self.ix, result.command, ids, pool, context_area)
        )
        if which:
            result.meta["which_room"] = len(which)
            ties = [s for s in scored if s.entity.entity_id in which]
            self.ask_which(result, ties, scored, top_k, pool.kind_word)
            return
        self.as_set(result, scored, top_k)

    def as_set(self, result: CommandResult, scored: list[Scored], top_k: int) -> None:
        """Act on every scored candidate that can do what was asked (seed 003's plan)."""
        plan = plan_bulk(
            result.command, scored, self.ix.catalog, self.ix.settings.bulk, result.meta
        )
        if not plan.targets:
            result.meta["no_match_reason"] = "no_capable_entity"
            abstain(result, HINT_NO_MATCH, NOTHING_IN_SCOPE)
            return
        if plan.unsure:
            language = self.ix.questions.language_of(result.command.raw)
            result.question = self.ix.questions.action([s for s, _ in plan.unsure], language)
            abstain(result, NEED_CLARIFICATION, UNSURE_ACTION)
        if plan.too_many:
            result.hint = result.hint or TOO_MANY_TARGETS
        result.groups = plan.groups
        result.candidates = [self.candidate(s) for s in plan.targets[:top_k]]

    def ungrounded_place(
        self,
        result: CommandResult,
        pool: Pool,
        rank: Callable[[CommandResult, Pool], None],
    ) -> CommandResult:
        """A room word the home cannot place, one that reads as two rooms, or a room with
        nothing in it (seed 004's include fallback): ask, never act.

        What the command would do without the word is worked out so the question can offer
        it ("There's no patio. Turn on all 31 lights?"); it is kept in ``offered`` for a "yes"
        and neither shown to the agent nor callable.
        """
        scope = pool.scope
        assert scope is not None
        language = self.ix.questions.language_of(result.command.raw)
        ambiguous = scope.ambiguous
        if ambiguous:
            place = ambiguous[0]
            readings = [names[0] for names in place.alternatives]
            result.question = self.ix.questions.ambiguous_place(place.word, readings, language)
            return abstain(result, NEED_CLARIFICATION, AMBIGUOUS_ROOM)
        if pool.ids:
            rank(result, pool)
        offered = list(result.groups)
        targets = result.entity_ids if result.hint != HINT_NO_MATCH else []
        result.groups, result.options, result.candidates = [], (), []
        result.offered = offered
        if offered:
            result.meta["offered_targets"] = len(targets)
        entities = [self.ix.home.entities[e] for e in targets]
        rooms = self.rooms_with(entities) if entities else []
        result.question = self.ix.questions.unknown_place(
            scope.unresolved or [w for w in result.command.scope_include if w in scope.places],
            language,
            empty=not scope.unresolved,
            action=result.command.action if offered else None,
            count=len(targets) if offered else 0,
            thing=self.ix.questions.thing(entities, language) if offered else None,
            rooms=rooms,
        )
        result.hint = None
        return abstain(result, NEED_CLARIFICATION, ABSENT_ROOM)

    def rooms_with(self, entities: Sequence[Entity]) -> list[str]:
        """The rooms of the entities, when there are few enough to name in a question."""
        rooms = list(
            dict.fromkeys(n for e in entities if (n := self.ix.questions.area_name(e.area_id)))
        )
        return rooms if len(rooms) <= MAX_OPTIONS else []

    def mark_fuzzy_places(self, result: CommandResult, pool: Pool) -> None:
        """A result that rests on a misheard, misspelled or translated room says so, and
        scores lower (issue #12: a fuzzy resolution lowers confidence)."""
        if pool.scope is None or not pool.scope.fuzzy:
            return
        reason = f"fuzzy_room:{pool.scope.fuzzy[0].how}"
        result.candidates = [
            replace(c, score=round(c.score * FUZZY_PENALTY, 4), reasons=(*c.reasons, reason))
            for c in result.candidates
        ]

    @staticmethod
    def candidate(item: Scored) -> Candidate:
        return Candidate(
            item.entity.entity_id,
            item.service,
            round(item.score, 4),
            tuple(dict.fromkeys(item.reasons)),
        )


def _called(entity: Entity) -> set[str]:
    """The English words an entity is called by: its names, aliases and device's name."""
    texts = [*entity.names, *([entity.device_name] if entity.device_name else [])]
    return {w for t in texts for w in words(t)}


def _stems(texts: Sequence[str]) -> set[str]:
    return {stem(w) for t in texts for w in words(t)}


def _by_own_name(
    command: Command, scored: list[Scored], ties: list[Scored], meta: dict[str, Any]
) -> list[Scored]:
    """Break a tie by the name said: the candidates called so by their own name or an alias
    beat those that carry it only in their device's name.

    A brand or model said as a name ("the marantz", "the meross") is in the name of the device
    the user named after it ("Marantz Receiver", "Meross Plug") and in the hardware name of
    others (a "Marantz Model 40n" named "Den", a "Meross Dimmer" behind the "Hall Lamp"):
    Home Assistant's own matching reads names and aliases, not device names, so the one
    called so is meant. Only when every other tie holds the words in its device's name: a
    tie that holds them nowhere was tied by something else (a room, a kind) and stays. Nor when
    another tie is the very same hardware (four speakers of one model, one of them named after
    it): the words are the model of them all. Nor when the name is said in the plural ("the
    hue lights"): several are meant, not the one called so.
    """
    if has_cjk(command.raw) or not command.name_hint:
        return ties
    said = _stems([command.name_hint])
    if not said:
        return ties
    own = [s for s in ties if said <= _stems(s.entity.names)]
    hardware = [s for s in ties if s not in own]
    if not own or not hardware or _a_plural_beyond(command, own):
        return ties
    if not all(said <= _stems([*s.entity.names, s.entity.device_name or ""]) for s in hardware):
        return ties
    models = {(s.entity.device_name or "").casefold() for s in own} - {""}
    if any((s.entity.device_name or "").casefold() in models for s in hardware):
        return ties
    for other in hardware:
        scored.remove(other)
    meta["own_name_preferred"] = sorted(said)
    return own


def _a_plural_beyond(command: Command, own: Sequence[Scored]) -> bool:
    """Whether the name said, or the word after it in the request, is a plural of a word the
    ones called so do not hold ("the hue lights" of a "Hue Lamp": more than it is meant; "the
    lifx strips" of "Lifx Strip 1" and "2" are those)."""
    name = words(command.name_hint or "")
    surface = _SURFACE.findall(normalize(command.raw).casefold())
    if not name or name[-1] not in surface:
        return False
    at = surface.index(name[-1])
    held = {fold_word(w) for s in own for t in s.entity.names for w in words(t)}
    return any(fold_word(w) != w and fold_word(w) not in held for w in surface[at : at + 2])


def _plural_of(word: str, singular: str) -> bool:
    return word != singular and (
        fold_word(word) == singular or word in (f"{singular}s", f"{singular}es")
    )


def said_in_plural(command: Command, ties: Sequence[Scored]) -> bool:
    """Whether the name said ends in a plural of a name every tied candidate is called by
    ("the wiz globes" of "Wiz Globe 1" and "Wiz Globe 2"; "the lifx zs" of "Lifx Z 1" and "2";
    "the lifx strips" read as the name "lifx"): the request means all of them, as a kind said in the
    plural does. The plural must be the request's own form, at the end of the name said: a
    name that ends so itself ("Bose Pods", "Study Blinds") is no plural of anything.

    >>> from .home import Entity
    >>> def tie(name: str) -> Scored:
    ...     return Scored(Entity(f"light.{name.replace(' ', '_')}", name), 1.0, None, 0.0)
    >>> ties = [tie("Wiz Globe 1"), tie("Wiz Globe 2")]
    >>> said = Command(action="turn off", name_hint="wiz", raw="turn off both wiz globes")
    >>> said_in_plural(said, ties), said_in_plural(replace(said, raw="turn off the wiz globe"), ties)
    (True, False)
    """
    if has_cjk(command.raw) or not command.name_hint:
        return False
    name = words(command.name_hint)
    surface = _SURFACE.findall(normalize(command.raw).casefold())
    if not name or not surface:
        return False
    said = _stems([command.name_hint])
    if not all(said <= _stems(s.entity.names) for s in ties):
        return False  # the name said is not a name of each of them
    called = [
        [w for t in s.entity.names for w in _SURFACE.findall(normalize(t).casefold())] for s in ties
    ]
    last = name[-1]
    for at, word in enumerate(surface):
        if word != last and not _plural_of(word, last):
            continue
        after = surface[at + 1] if at + 1 < len(surface) else ""
        plural = word if _plural_of(word, last) else after
        singular = last if plural == word else fold_word(after)
        if _plural_of(plural, singular) and all(singular in c and plural not in c for c in called):
            return True
    return False


def _prefer(
    scored: list[Scored],
    ties: list[Scored],
    areas: set[str],
    meta: dict[str, Any],
    key: str,
    said: Any,
) -> list[Scored]:
    """Break a tie by a room: the one tied candidate in it goes first and alone.

    The others it was tied with leave the candidates: of two equally named curtains, the one in
    the satellite's room is the curtain meant (Home Assistant's preferred area), and offering
    the rest would let the agent act on another room's.
    """
    there = [s for s in ties if s.entity.area_id in areas]
    if len(there) != 1:
        return ties
    for other in ties:
        scored.remove(other)
    scored.insert(0, there[0])
    meta[key] = said
    return there
