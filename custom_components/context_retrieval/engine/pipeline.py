"""The retrieval pipeline: from parsed commands to candidates, groups and hints.

Per command (docs/design.md#pipeline): read the hints against the home (:mod:`.grounding`) →
the pool: references, or scope_exclude (hard) → scope_include (hard, falling back to
exclude-only) → category gating → a kind word narrows (:mod:`.targets`) → keyword recall on
names ∪ the action against command documents, fused and capability-validated
(:mod:`.ranking`, :mod:`.scoring`) → one target, a set (bulk mode) or one short question
(:mod:`.answers`). A word of the command that the home cannot ground is answered with a
question or ``no_match``, never by acting on a wider set (docs/grounding.md). The index
(:class:`~.index.HomeIndex`) is built once per home and shared by every command and request.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Final

import numpy as np

from .answers import Answers
from .catalog import Catalog
from .changes import the_value_it_lists
from .grounding import Grounded
from .home import Entity, Home
from .index import HomeIndex
from .injection import render_yaml
from .ir import UNKNOWN_TYPE, Command, says_nothing, unknown_command
from .name_words import Winner
from .outcome import ABSENT_CAPABILITY, ABSENT_ROOM, BLANK, NOTHING_IN_SCOPE, NOTHING_SAID, abstain
from .permissions import grant
from .ranking import Ranker
from .replies import Reply, answer_choice, answer_offer
from .results import (
    NEED_CLARIFICATION,
    CommandResult,
    RetrievalResult,
)
from .results import (
    NO_MATCH as HINT_NO_MATCH,
)
from .scoring import READ_ONLY_DOMAINS
from .settings import Settings
from .state import ConversationState, own_name_not_carried
from .targets import Pool, Targets, lacking_here, one_named_by_type_word, one_other_of_several
from .text import compact
from .vectors import AsyncEmbedder, CacheKey, Embedder, VectorCache

__all__ = ["Retriever", "Settings"]


_NOT_RETRIED: Final = frozenset({ABSENT_ROOM, ABSENT_CAPABILITY, BLANK})
"""Abstentions the request's words must not overturn: a room the home lacks, a device found
that cannot do what was asked, silence."""


def _says_nothing(command: Command) -> bool:
    """Whether the parser read nothing retrieval could ground (:func:`.ir.says_nothing`), not
    even a whole area."""
    return says_nothing(command) and not command.area_wide


def _one_of_a_kind(
    home: Home, result: CommandResult, grounded: Grounded, ids: Sequence[str]
) -> None:
    """ "lower the blind" to a satellite whose room has two shades named blinds: a kind said in
    the singular is one device, so several of it in the room are asked about. A device class
    said as such ("draw the curtain") stays every device of it there, as in Home Assistant."""
    command = result.command
    said = command.device_class
    of_class = said is not None and all(home.entities[e].device_class == said for e in ids)
    if command.area_wide and grounded.kind is not None and len(ids) > 1 and not of_class:
        result.command = replace(command, quantifier="one")


class Retriever:
    """The engine's entry point: built once per home, then asked per utterance."""

    def __init__(
        self,
        home: Home,
        catalog: Catalog | None = None,
        *,
        embedder: Embedder | None = None,
        cache: VectorCache | None = None,
        settings: Settings | None = None,
    ) -> None:
        started = time.perf_counter()
        self.ix = HomeIndex(
            home, catalog or Catalog(), settings or Settings(), embedder=embedder, cache=cache
        )
        # The parts callers reach for (the integration, the command line, the bench).
        self.home, self.catalog, self.settings = self.ix.home, self.ix.catalog, self.ix.settings
        self.actions, self.scope, self.questions = self.ix.actions, self.ix.scope, self.ix.questions
        self.targets = Targets(self.ix)
        self.ranker = Ranker(self.ix)
        self.answers = Answers(self.ix)
        self.build_seconds = time.perf_counter() - started
        self.document_count = self.ix.actions.document_count

    @classmethod
    async def abuild(
        cls,
        home: Home,
        catalog: Catalog | None = None,
        *,
        embedder: Embedder | AsyncEmbedder | None = None,
        cache: VectorCache | None = None,
        settings: Settings | None = None,
    ) -> Retriever:
        """Build from an event loop: CPU work in the executor, a remote embedder awaited.

        :raises EmbeddingError: when a remote embedder fails on the documents.
        """
        loop = asyncio.get_running_loop()
        retriever = await loop.run_in_executor(
            None, partial(cls, home, catalog, embedder=None, cache=cache, settings=settings)
        )
        if embedder is not None:
            await retriever.actions.aattach(embedder, cache)
        return retriever

    async def aretrieve(
        self,
        text: str,
        commands: Sequence[Command],
        *,
        state: ConversationState | None = None,
        context_area: str | None = None,
        top_k: int | None = None,
        started: float | None = None,
    ) -> RetrievalResult:
        """:meth:`retrieve` for an async embedder: vague actions are embedded first, awaited.

        Scoring itself is a few milliseconds of CPU and runs inline.
        """
        started = time.perf_counter() if started is None else started
        vectors: dict[str, np.ndarray] = {}
        for query in self.query_texts(commands, text):
            vector = await self.ix.actions.aembed_query(query)
            if vector is not None:
                vectors[query] = vector
        return self.retrieve(
            text,
            commands,
            state=state,
            context_area=context_area,
            top_k=top_k,
            query_vectors=vectors,
            started=started,
        )

    @property
    def vector_cache_keys(self) -> set[CacheKey]:
        """The cache keys of the document vectors this index uses (keep these when pruning)."""
        return self.ix.actions.cache_keys

    def retrieve(
        self,
        text: str,
        commands: Sequence[Command],
        *,
        state: ConversationState | None = None,
        context_area: str | None = None,
        top_k: int | None = None,
        query_vectors: Mapping[str, np.ndarray] | None = None,
        started: float | None = None,
    ) -> RetrievalResult:
        """Retrieve every command of one utterance, in order, and render the prompt YAML.

        :param text: the utterance, used when a command's action is unusable.
        :param commands: the parsed commands (at least one).
        :param state: the conversation's state; updated with what each command resolved to.
        :param context_area: the area id of the satellite the user spoke to.
        :param query_vectors: semantic query vectors computed by an async caller, by text.
        :param started: ``time.perf_counter()`` when the request began (to count the parse).
        """
        started = time.perf_counter() if started is None else started
        state = state if state is not None else ConversationState()
        if context_area is not None and context_area not in self.ix.home.areas:
            context_area = None
        results = []
        for command in commands or [unknown_command(text, "commands: empty")]:
            command = state.continued(
                command if command.raw else command.with_raw(text), context_area=context_area
            )
            used = [self.ix.home.entities[e] for e in state.recall() if e in self.ix.home.entities]
            command = the_value_it_lists(command, used)
            if command.name_hint:
                holders = self.ix.exact_names.get(compact(command.name_hint), [])
                command = own_name_not_carried(command, holders)
            result = self.retrieve_command(
                command,
                state=state,
                context_area=context_area,
                top_k=top_k,
                query_vectors=query_vectors,
            )
            result = _by_name_words(self, result, context_area, state, top_k, query_vectors)
            results.append(result)
            if result.hint not in (NEED_CLARIFICATION, HINT_NO_MATCH):
                state.remember(result.selected_ids)
                state.remember_command(command, self.one_room_of(result.selected_ids))
            elif result.hint == HINT_NO_MATCH:
                state.remember_named(command, result)
        state.remember_together(results)
        grant(self.ix.home, self.ix.catalog, results)
        return RetrievalResult(results, self.render(results), (time.perf_counter() - started) * 1e3)

    def one_room_of(self, entity_ids: Sequence[str]) -> tuple[str, ...]:
        """The name of the one area every entity is in ("客厅温度" is in the living room), or
        nothing when they are in several or none."""
        areas = {self.ix.home.entities[e].area_id for e in entity_ids if e in self.ix.home.entities}
        if len(areas) != 1 or None in areas:
            return ()
        area = self.ix.home.areas.get(next(iter(areas)) or "")
        return (area.name,) if area else ()

    def choose(
        self,
        asked: RetrievalResult,
        positions: Sequence[int],
        *,
        state: ConversationState | None = None,
    ) -> RetrievalResult | None:
        """The asked result with its "which one?" question answered by position
        (:func:`~.replies.answer_choice`); ``None`` when that answers nothing. The conversation
        state remembers the choice, so "把它调暗" follows."""
        return self._answered(answer_choice(asked, positions), asked, state)

    def confirm(
        self, asked: RetrievalResult, *, state: ConversationState | None = None
    ) -> RetrievalResult | None:
        """The asked result with its offer taken ("没有找到车棚，要打开全部31盏灯吗？" → "要",
        :func:`~.replies.answer_offer`); ``None`` when no command of it offered a wider set."""
        return self._answered(answer_offer(asked), asked, state)

    def _answered(
        self, reply: Reply | None, asked: RetrievalResult, state: ConversationState | None
    ) -> RetrievalResult | None:
        if reply is None:
            return None
        if state is not None:
            state.remember(reply.chosen)
        grant(self.ix.home, self.ix.catalog, reply.results)
        return RetrievalResult(reply.results, self.render(reply.results), asked.elapsed_ms)

    def query_texts(self, commands: Sequence[Command], text: str) -> list[str]:
        """The texts an async semantic embedder must embed for these commands, if any."""
        texts = (self.ix.actions.query_text(c if c.raw else c.with_raw(text))[0] for c in commands)
        return [t for t in dict.fromkeys(texts) if self.ix.actions.needs_semantic(t)]

    def retrieve_command(
        self,
        command: Command,
        *,
        state: ConversationState | None = None,
        context_area: str | None = None,
        top_k: int | None = None,
        query_vectors: Mapping[str, np.ndarray] | None = None,
    ) -> CommandResult:
        """Retrieve one command."""
        top_k = top_k or self.ix.settings.top_k
        result = CommandResult(command=command)
        meta = result.meta
        if command.issues:
            meta["ir_issues"] = list(command.issues)
        if command.evidence:
            meta["ir_evidence"] = dict(command.evidence)
        grounded = self.ix.hints.read(command, meta)
        command = result.command = grounded.command
        if "name_as_type" not in meta and self.targets.implies_all(command, grounded):
            # "打开厨房的灯" / "turn on the kitchen lights": a room and a type, no name, are every
            # one of that type there (Home Assistant's area + domain targets), however the
            # parser counted; settled in _rank once it is known there are several. A type said
            # as a name ("the bathroom fan") stays one.
            meta["implied_all"] = 0
        if command.area_wide and context_area and not command.scope_include:
            # A complaint or wish about the room ("好暗啊"): every device of its type in the
            # satellite's area; without a satellite it stays one target and the room is asked
            # (a kind in the singular: _one_of_a_kind).
            command = result.command = replace(command, quantifier="all")
        if not any(c.isalnum() for c in command.raw or "") and not (
            command.action or command.name_hint
        ):
            # Silence (a blank or punctuation-only transcript) names nothing: no device, and
            # nothing to ask.
            return abstain(result, HINT_NO_MATCH, BLANK)
        if command.conditions:
            result.condition_entities = self.targets.condition_entities(command)

        pool = self.targets.pool(command, grounded, state, context_area, meta)
        # A kind the satellite's room lacks: the home's devices of it (targets.lacking_here).
        pool = lacking_here(self.targets, result, grounded, pool, state)
        command = result.command
        if pool.scope is not None and (
            pool.scope.ambiguous or pool.scope.unresolved or pool.scope.fell_back
        ):
            return self.answers.ungrounded_place(
                result, pool, lambda r, p: self._rank(r, p, top_k, context_area, query_vectors)
            )
        if (
            grounded.kind is not None
            and pool.ids
            and not self.targets.narrow_to_kind(result, grounded, pool, context_area)
        ):
            return result
        if not pool.ids:
            return self.targets.nothing_there(result, grounded, pool)
        _one_of_a_kind(self.ix.home, result, grounded, pool.ids)
        one_named_by_type_word(self.ix, result, pool)
        self._rank(result, pool, top_k, context_area, query_vectors)
        self.answers.mark_fuzzy_places(result, pool)
        if result.hint == NEED_CLARIFICATION and _says_nothing(command):
            # Nothing of the request was understood (gibberish): its words tie over the home,
            # and a question about them ("Which room?") would be a guess. Nothing was found.
            result.candidates, result.options, result.question = [], (), None
            return abstain(result, HINT_NO_MATCH, NOTHING_SAID)
        return result

    def _rank(
        self,
        result: CommandResult,
        pool: Pool,
        top_k: int,
        context_area: str | None,
        query_vectors: Mapping[str, np.ndarray] | None,
    ) -> None:
        """Score the pool against the action and name, then answer as one or as a set."""
        command, meta = result.command, result.meta
        query, why = self.ix.actions.query_text(command)
        if why:
            meta["action_fallback"] = why
        vector = query_vectors.get(query) if query_vectors else None
        doc_scores = self.ix.actions.scores(query, vector, meta)
        asked = self.ix.actions.asked(query)
        question = not asked and self.ix.actions.is_question(command, doc_scores)
        if question:
            meta["question"] = 1
        read_score = self.ix.actions.read_score(doc_scores) if question else None
        scored = self.ranker.score(result, pool, doc_scores, context_area, read_score, asked)
        if scored is None and meta.get("abstain") == ABSENT_CAPABILITY:
            scored = self.ranker.sibling_for(
                result, pool, doc_scores, context_area, read_score, asked
            )
        if scored is None:
            return
        if not scored:
            abstain(result, HINT_NO_MATCH, meta.get("no_match_reason") or NOTHING_IN_SCOPE)
            return
        # Devices referred back to are a set ("turn them off"), except "the other one" when
        # several others are left: one of them was meant, so which is asked.
        many_referenced = (
            "reference" in pool.reasons and len(pool.ids) > 1 and not one_other_of_several(command)
        )
        if "implied_all" in meta and len(scored) > 1:
            meta["implied_all"] = 1
            command = result.command = replace(command, quantifier="all")
        if command.is_bulk or many_referenced:
            self.answers.bulk(result, scored, top_k, pool, context_area)
        else:
            self.answers.single(result, scored, top_k, context_area, pool.kind_word)

    def render(self, results: Sequence[CommandResult]) -> str:
        """The YAML block for these results, in the language of the first spoken command."""
        spoken = next((r.command.raw for r in results if r.command.raw), "")
        return render_yaml(self.ix.home, self.ix.catalog, results, self.language_of(spoken))

    def language_of(self, text: str) -> str:
        """The language to answer in: the request's (Chinese if it has CJK), else the home's."""
        return self.ix.questions.language_of(text)

    def describe(self, entity: Entity, language: str) -> str:
        """A short human label: name plus area ("吸顶灯（主卧）", "Lamp (Kitchen)")."""
        return self.ix.questions.describe(entity, language)


def _by_name_words(
    retriever: Retriever,
    found_nothing: CommandResult,
    context_area: str | None,
    state: ConversationState,
    top_k: int | None,
    query_vectors: Mapping[str, np.ndarray] | None,
) -> CommandResult:
    """A command that found nothing, retried on the one entity the request's words name
    (:mod:`.name_words`); the first answer stands unless the retry acts on that entity with a
    service the request asked for, or asks which of the entities named."""
    command, words = found_nothing.command, retriever.ix.name_words
    if (
        found_nothing.hint != HINT_NO_MATCH
        or found_nothing.meta.get("abstain") in _NOT_RETRIED
        or not words.may_retry(command)
    ):
        return found_nothing
    winner = words.winner(command.raw, command.name_hint, context_area, here=command.area_wide)
    action = command.action or words.asked(command.raw)
    if winner is None or action is None or _kind_of_another(retriever, command, winner):
        return found_nothing
    one = len(winner.entity_ids) == 1
    named = replace(
        command,
        action=action,
        name_hint=(
            retriever.ix.home.entities[winner.entity_ids[0]].name if one else " ".join(winner.words)
        ),
        type_hint=None,
        device_class=None,
        quantifier="one",
        area_wide=False,
    )
    retried = retriever.retrieve_command(
        named, state=state, context_area=context_area, top_k=top_k, query_vectors=query_vectors
    )
    chosen = retried.selected_ids
    # Asking which of the named entities beats "no such device"; anything else stays unanswered.
    asks_among_them = retried.hint == NEED_CLARIFICATION and set(retried.options) <= set(
        winner.entity_ids
    )
    # Two devices named alike are asked about: only a single entity, or one device's entity, is
    # acted on, and only by a service of the action said (a mowing verb never opens a sprinkler).
    service = retried.candidates[0].service if retried.candidates else None
    acts_on_one = (
        len(chosen) == 1
        and chosen[0] in winner.entity_ids
        and (one or winner.one_device)
        and (
            service is None
            or not command.resolved_services
            or service.partition(".")[2] in command.resolved_services
        )
    )
    if not (asks_among_them and retried.options) and (
        retried.hint in (NEED_CLARIFICATION, HINT_NO_MATCH) or not acts_on_one
    ):
        return found_nothing
    retried.meta["name_words"] = " ".join(winner.words)
    return retried


def _kind_of_another(retriever: Retriever, command: Command, winner: Winner) -> bool:
    """Whether the command said a kind of device ("the freezer *light*") that the named entities
    are not, in a word their names lack: the device meant is absent, whatever the rest of its
    name holds. A kind read off a word of the names (a "fire" read as a smoke alarm's kind)
    or a read-only kind (a question of "anyone") does not count."""
    said = command.type_hint
    if said in (None, UNKNOWN_TYPE) or said in READ_ONLY_DOMAINS:
        return False
    if {retriever.ix.home.entities[e].domain for e in winner.entity_ids} == {said}:
        return False
    word = command.evidence.get("type_hint")
    return word is None or not retriever.ix.name_words.names_hold(winner, word)
