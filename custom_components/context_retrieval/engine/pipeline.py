"""The retrieval pipeline: from parsed commands to candidates, groups and hints (docs/design.md).

Per command, in order: read the hints against the home (:mod:`.grounding`) → scope_exclude
(hard) → scope_include (hard, falling back to exclude-only; :mod:`.scope`, :mod:`.places`) →
category gating on a valid ``type_hint`` → a kind word narrows (:mod:`.kinds`) → keyword recall
on names ∪ vector recall on command documents (:mod:`.scoring`) → fusion scoring → capability
validation → references and conditions → bulk mode for all/except (:mod:`.bulk`) → confidence
gating and questions (:mod:`.questions`). A word of the command that the home cannot ground is
answered with a question or ``no_match``, never by acting on a wider set (docs/grounding.md).
The index is built once per home and shared by every command and every request.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, Final

import numpy as np

from .bulk import BulkSettings, note_unsupported, plan_bulk
from .catalog import EN, ZH, Catalog
from .documents import READ_SERVICE
from .grounding import Grounded, HintReader
from .home import Entity, Home
from .injection import render_yaml
from .ir import EVERYWHERE, UNKNOWN_TYPE, Command, unknown_command
from .keyword import MATCH_THRESHOLD, NO_MATCH, NameMatch, NameMatcher
from .kinds import Kinds
from .permissions import grant
from .places import PlaceResolver
from .questions import MAX_OPTIONS, Questions
from .results import (
    NEED_CLARIFICATION,
    NO_MATCH as HINT_NO_MATCH,
    TOO_MANY_TARGETS,
    Candidate,
    CommandResult,
    Group,
    RetrievalResult,
)
from .scope import ScopeOutcome, ScopeResolver
from .scoring import READ_ONLY_DOMAINS, ActionIndex, ActionScores, Scored
from .state import ConversationState
from .text import compact, has_cjk
from .vectors import AsyncEmbedder, CacheKey, Embedder, NgramIndex, VectorCache

ROOM_BONUS: Final = 0.08
"""Keyword bonus for an entity whose area is the room said (above the clarify margin)."""
KIND_KEYWORD: Final = {1.0: 0.96, 0.9: 0.9, 0.8: 0.85}
"""The keyword score of an entity of the kind a command names, by how plainly it is of the
kind (:meth:`~.kinds.Kinds.evidence`): a name that says "TV" beats a projector whose device
class is tv by more than the clarify margin."""
KIND_EXACT_BONUS: Final = 0.02
"""An entity of the kind that is also named exactly so ranks first (and still ties with the
others whose names say the kind)."""
FUZZY_PENALTY: Final = 0.9
"""Scores of results resting on a misheard, misspelled or translated word are lowered so."""

# Why a command asks or finds nothing (``meta["abstain"]``), for the evaluator and the logs.
ABSENT_ROOM: Final = "absent_room"
ABSENT_NAME: Final = "absent_name"
ABSENT_KIND: Final = "absent_kind"
ABSENT_CAPABILITY: Final = "absent_capability"
AMBIGUOUS: Final = "ambiguous"
AMBIGUOUS_ROOM: Final = "ambiguous_room"
UNSURE_ACTION: Final = "unsure_action"
NOTHING_IN_SCOPE: Final = "nothing_in_scope"
BLANK: Final = "blank"
NOTHING_SAID: Final = "nothing_said"


def _says_nothing(command: Command) -> bool:
    """Whether the parser read nothing retrieval could ground: no action, device, kind, place,
    reference, condition or value."""
    return not (
        command.action
        or command.name_hint
        or (command.type_hint and command.type_hint != UNKNOWN_TYPE)
        or command.device_class
        or command.scope_include
        or command.scope_exclude
        or command.references
        or command.conditions
        or command.params
        or command.area_wide
    )


@dataclass(frozen=True, slots=True)
class Settings:
    """Tunable thresholds; the defaults are what the dev data was measured with."""

    top_k: int = 5
    clarify_margin: float = 0.05
    """Seed ε: two targets whose keyword evidence is closer than this are a tie."""
    capability_threshold: float = 0.08
    """Below this an action is not taken to fit a service (seed 001 "no matching command")."""
    max_bulk_targets: int = 100
    """Past this many targets a bulk command returns ``too_many_targets`` and truncated groups."""
    batch_size: int = 20
    bulk_options: int = 5
    bulk_evidence: int = 3
    bulk_min_ratio: float = 0.5
    bulk_min_margin: float = 0.1
    bulk_temperature: float = 0.05
    alpha: float = 0.5
    """Weight of the semantic model against the n-gram cosine in the document score."""
    exact_phrase: float = 0.75
    """An action this close to a known phrase is matched lexically; vaguer ones also semantically."""
    max_question_options: int = MAX_OPTIONS

    @property
    def bulk(self) -> BulkSettings:
        """The bulk-mode knobs."""
        return BulkSettings(
            capability_threshold=self.capability_threshold,
            max_targets=self.max_bulk_targets,
            batch_size=self.batch_size,
            options=self.bulk_options,
            evidence=self.bulk_evidence,
            min_ratio=self.bulk_min_ratio,
            min_margin=self.bulk_min_margin,
            temperature=self.bulk_temperature,
        )


@dataclass(slots=True)
class _Pool:
    """The entities a command may target, and what narrowed them."""

    ids: list[str]
    gated: bool
    included: frozenset[str] | None
    scope: ScopeOutcome | None
    reasons: tuple[str, ...] = ()
    kind_word: str | None = None
    """The kind word the pool was narrowed by, when it was."""
    kind_evidence: dict[str, float] | None = None
    """How plainly each entity of the pool is of that kind."""


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
        self.home = home
        self.catalog = catalog or Catalog()
        self.settings = settings or Settings()
        self.places = PlaceResolver(home)
        self.scope = ScopeResolver(home, self.places)
        self.kinds = Kinds()
        self.names = NameMatcher(
            home,
            {d: by_lang.get(EN, ()) for d, by_lang in self.catalog.domain_words.items()},
            self.places.areas_of,
        )
        self.questions = Questions(home, self.catalog)
        self.entity_ids: list[str] = list(home.entities)
        self._row_of: dict[str, int] = {eid: i for i, eid in enumerate(self.entity_ids)}
        self._exact_names: dict[str, list[str]] = {}
        name_texts: list[str] = []
        for entity in home.entities.values():
            for name in entity.names:
                self._exact_names.setdefault(compact(name), []).append(entity.entity_id)
            name_texts.append(" | ".join([*entity.names, entity.device_name or ""]))
        self._name_index = NgramIndex(name_texts)
        self.actions = ActionIndex(
            home, self.catalog, embedder=embedder, cache=cache,
            alpha=self.settings.alpha, exact_phrase=self.settings.exact_phrase,
        )
        self.known_domains = self.catalog.domains | frozenset(home.domains) | READ_ONLY_DOMAINS
        self.hints = HintReader(home, self.catalog, self.places, self.kinds, self._exact_names, self.known_domains)
        self.build_seconds = time.perf_counter() - started
        self.document_count = self.actions.document_count

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
            vector = await self.actions.aembed_query(query)
            if vector is not None:
                vectors[query] = vector
        return self.retrieve(
            text, commands, state=state, context_area=context_area, top_k=top_k,
            query_vectors=vectors, started=started,
        )

    @property
    def vector_cache_keys(self) -> set[CacheKey]:
        """The cache keys of the document vectors this index uses (keep these when pruning)."""
        return self.actions.cache_keys

    # ------------------------------------------------------------------ requests

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
        if context_area is not None and context_area not in self.home.areas:
            context_area = None
        results = []
        for command in commands or [unknown_command(text, "commands: empty")]:
            command = command if command.raw else command.with_raw(text)
            result = self.retrieve_command(
                command, state=state, context_area=context_area, top_k=top_k,
                query_vectors=query_vectors,
            )
            results.append(result)
            if result.hint not in (NEED_CLARIFICATION, HINT_NO_MATCH):
                state.remember(result.selected_ids)
        grant(self.home, self.catalog, results)
        yaml_text = render_yaml(self, results)
        return RetrievalResult(results, yaml_text, (time.perf_counter() - started) * 1000)

    def choose(
        self,
        asked: RetrievalResult,
        positions: Sequence[int],
        *,
        state: ConversationState | None = None,
    ) -> RetrievalResult | None:
        """The asked result with its "which one?" question answered by position.

        The first command whose question lists options keeps only the chosen ones (in the
        question's order) and asks no more; the other commands stay as they were. The
        conversation state remembers the choice, so "把它调暗" follows. ``None`` when no
        command asked which one, or a position is not one of its options.

        :param positions: 0-based indices into the question's options
            (:func:`~.choice.ordinal_choice`).
        """
        asking = asked.choice
        if asking is None or not positions or not all(0 <= p < len(asking.options) for p in positions):
            return None
        chosen = [asking.options[p] for p in positions]
        by_id = {c.entity_id: c for c in asking.candidates}
        picked = [by_id[e] for e in chosen if e in by_id]
        if len(picked) != len(chosen):
            return None
        return self._answered(asked, asking, state, candidates=picked, chosen=chosen)

    def confirm(
        self, asked: RetrievalResult, *, state: ConversationState | None = None
    ) -> RetrievalResult | None:
        """The asked result with its offer taken ("没有找到车棚，要打开全部31盏灯吗？" → "要").

        ``None`` when no command of it offered a wider set to confirm.
        """
        offering = next((c for c in asked.commands if c.offered), None)
        if offering is None:
            return None
        return self._answered(
            asked, offering, state, candidates=[], groups=list(offering.offered),
            chosen=[e for g in offering.offered for e in g.entity_ids],
        )

    def _answered(
        self,
        asked: RetrievalResult,
        asking: CommandResult,
        state: ConversationState | None,
        *,
        candidates: list[Candidate],
        chosen: list[str],
        groups: list[Group] | None = None,
    ) -> RetrievalResult:
        results = []
        for result in asked.commands:
            if result is asking:
                meta = {k: v for k, v in result.meta.items() if k != "abstain"}
                result = replace(
                    result, candidates=candidates, groups=groups or [], hint=None, question=None,
                    options=(), offered=[], meta={**meta, "chosen": chosen},
                )
                if state is not None:
                    state.remember(chosen)
            results.append(result)
        grant(self.home, self.catalog, results)
        return RetrievalResult(results, render_yaml(self, results), asked.elapsed_ms)

    def query_texts(self, commands: Sequence[Command], text: str) -> list[str]:
        """The texts an async semantic embedder must embed for these commands, if any."""
        texts = (self.actions.query_text(c if c.raw else c.with_raw(text))[0] for c in commands)
        return [t for t in dict.fromkeys(texts) if self.actions.needs_semantic(t)]

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
        top_k = top_k or self.settings.top_k
        result = CommandResult(command=command)
        meta = result.meta
        if command.issues:
            meta["ir_issues"] = list(command.issues)
        if command.evidence:
            meta["ir_evidence"] = dict(command.evidence)
        grounded = self.hints.read(command, meta)
        command = result.command = grounded.command
        if "name_as_type" not in meta and self._implies_all(command, grounded):
            # "打开厨房的灯" / "turn on the kitchen lights": a room and a type, no name, are every
            # one of that type there (Home Assistant's area + domain targets), however the
            # parser counted; settled in _rank once it is known there are several. A type said
            # as a name ("the bathroom fan") stays one.
            meta["implied_all"] = 0
        if command.area_wide and context_area and not command.scope_include:
            # A complaint or wish about the room ("好暗啊"): every device of its type in the
            # satellite's area; without a satellite it stays one target and the room is asked.
            command = result.command = replace(command, quantifier="all")
        if not any(c.isalnum() for c in command.raw or "") and not (command.action or command.name_hint):
            # Silence (a blank or punctuation-only transcript) names nothing: no device, and
            # nothing to ask.
            return self._abstain(result, HINT_NO_MATCH, BLANK)
        if command.conditions:
            result.condition_entities = self._condition_entities(command)

        pool = self._pool(command, grounded, state, context_area, meta)
        if pool.scope is not None and (pool.scope.ambiguous or pool.scope.unresolved or pool.scope.fell_back):
            return self._ungrounded_place(result, pool, top_k, context_area, query_vectors)
        if grounded.kind is not None and pool.ids:
            if not self._narrow_to_kind(result, grounded, pool, context_area):
                return result
        if not pool.ids:
            return self._nothing_there(result, grounded, pool)
        self._rank(result, pool, top_k, context_area, query_vectors)
        self._mark_fuzzy_places(result, pool)
        if result.hint == NEED_CLARIFICATION and _says_nothing(command):
            # Nothing of the request was understood (gibberish): its words tie over the home,
            # and a question about them ("Which room?") would be a guess. Nothing was found.
            result.candidates, result.options, result.question = [], (), None
            return self._abstain(result, HINT_NO_MATCH, NOTHING_SAID)
        return result

    # ------------------------------------------------------------------ stages

    def _pool(
        self,
        command: Command,
        grounded: Grounded,
        state: ConversationState | None,
        context_area: str | None,
        meta: dict[str, Any],
    ) -> _Pool:
        """The entities the command may target: the referenced ones, or scope ∩ type."""
        referenced = self._referenced(command, state, meta)
        if referenced is not None:
            return _Pool(referenced, bool(self.hints.valid_type(command)), None, None, ("reference",))
        outcome = self.scope.filter(
            self.entity_ids, command.scope_include, command.scope_exclude, context_area=context_area
        )
        meta.update(outcome.meta)
        ids = outcome.entity_ids
        if context_area and not command.scope_include and command.is_bulk and not command.name_hint:
            # "Turn on the lights" to a satellite means the lights of its area, as in Home
            # Assistant; the whole house is said with "*" (everywhere).
            ids = [e for e in ids if self.home.entities[e].area_id == context_area]
            meta["context_area_scope"] = context_area
        gated = self._gate(command, ids, meta, handled_class=grounded.kind is not None)
        return _Pool(gated, gated is not ids, outcome.included_areas, outcome)

    def _implies_all(self, command: Command, grounded: Grounded) -> bool:
        return (
            command.quantifier == "one"
            and not command.name_hint
            and grounded.kind is None
            and not command.refers_back
            and not command.params
            and bool(self.hints.valid_type(command))
            and any(w != EVERYWHERE for w in command.scope_include)
        )

    def _gate(
        self, command: Command, pool: list[str], meta: dict[str, Any], *, handled_class: bool = False
    ) -> list[str]:
        """Category gating (seed 001/003): keep the valid ``type_hint``'s domain and class.

        :param handled_class: the device class stands for a kind, which narrows later (with
            its stand-ins), so it does not filter here.
        """
        domain = self.hints.valid_type(command)
        if domain is None:
            if command.type_hint and command.type_hint != UNKNOWN_TYPE:
                meta["type_hint_invalid"] = command.type_hint
            return pool
        gated = [e for e in pool if self.home.entities[e].domain == domain]
        device_class = command.device_class
        if device_class and not handled_class and self._domain_has_classes(domain):
            gated = [e for e in gated if self.home.entities[e].device_class == device_class]
        if not gated and command.name_hint:
            # The parser's type may be wrong where the name is right: with nothing of the type
            # in scope, an exact name wins (Home Assistant holds to a type said with a name).
            exact = [e for e in self._exact_names.get(compact(command.name_hint), []) if e in set(pool)]
            if exact:
                meta["type_gate_fallback"] = 1
                return exact
        return gated

    def _domain_has_classes(self, domain: str) -> bool:
        return any(self.home.entities[e].device_class for e in self.home.entity_ids_in_domain(domain))

    def _narrow_to_kind(
        self, result: CommandResult, grounded: Grounded, pool: _Pool, context_area: str | None = None
    ) -> bool:
        """Keep the entities of the kind the command names; ``False`` when it has answered.

        Entities in scope named exactly as said decide first (an alias "扫地机" is that one
        vacuum), unless the satellite's room holds one of the kind. Else the kind's members;
        with none in scope, the domain alone does not carry the answer: a question offering the
        nearest same-domain entities, or ``no_match`` when there are none.
        """
        assert grounded.kind is not None
        command = result.command
        hint = command.name_hint
        exact = [e for e in pool.ids if hint and compact(hint) in {compact(n) for n in self.home.entities[e].names}]
        here = [
            e for e in pool.ids
            if context_area and self.home.entities[e].area_id == context_area
            and self.kinds.has(self.home.entities[e], grounded.kind)
        ]
        if len(exact) == 1 and (not here or exact[0] in here):
            # Unless the satellite's room has one of the kind: "purifier" said in the kids'
            # room is theirs, though the living room's is the one aliased "Purifier".
            return True
        evidence = {e: self.kinds.evidence(self.home.entities[e], grounded.kind) for e in pool.ids}
        members = [e for e in pool.ids if evidence[e] > 0]
        if members:
            result.meta["kind"] = grounded.kind.id
            pool.ids = members
            pool.reasons = (*pool.reasons, "kind_hit")
            pool.kind_word = grounded.kind_word
            pool.kind_evidence = evidence
            result.command = replace(command, name_hint=None)
            return True
        result.meta["kind_missing"] = grounded.kind.id
        language = self.questions.language_of(command.raw)
        place = self._scope_label(pool, language)
        offered = [self.home.entities[e] for e in pool.ids if self.home.entities[e].domain in grounded.kind.domains]
        word = grounded.kind_word or grounded.kind.word(language)
        if not offered:
            result.note = self.questions.nothing_of(word, place, language)
            self._abstain(result, HINT_NO_MATCH, ABSENT_KIND)
            return False
        result.question, result.options = self.questions.absent_kind(word, place, offered, language)
        result.candidates = [Candidate(e.entity_id, None, 0.0, ("same_domain",)) for e in offered[: MAX_OPTIONS]]
        self._abstain(result, NEED_CLARIFICATION, ABSENT_KIND)
        return False

    def _nothing_there(self, result: CommandResult, grounded: Grounded, pool: _Pool) -> CommandResult:
        """Nothing in scope is of the type or kind asked for: say so ("客厅没有加湿器。")."""
        command = result.command
        domain = self.hints.valid_type(command)
        if domain is None:
            return self._abstain(result, HINT_NO_MATCH, NOTHING_IN_SCOPE)
        language = self.questions.language_of(command.raw)
        thing = grounded.kind_word or command.name_hint or self._domain_word(domain, language)
        if thing:
            result.note = self.questions.nothing_of(thing, self._scope_label(pool, language), language)
        return self._abstain(result, HINT_NO_MATCH, ABSENT_KIND)

    def _scope_label(self, pool: _Pool, language: str) -> str | None:
        """The room the command was scoped to, in words, when it was one room."""
        if pool.included and len(pool.included) == 1:
            return self.questions.area_name(next(iter(pool.included)))
        return None

    def _referenced(
        self, command: Command, state: ConversationState | None, meta: dict[str, Any]
    ) -> list[str] | None:
        if not command.refers_back:
            return None
        recalled = [e for e in (state.recall() if state else []) if e in self.home.entities]
        domain = self.hints.valid_type(command)
        if domain:
            recalled = [e for e in recalled if self.home.entities[e].domain == domain]
        if not recalled:
            meta["reference_unresolved"] = 1
            return None
        return recalled

    def _rank(
        self,
        result: CommandResult,
        pool: _Pool,
        top_k: int,
        context_area: str | None,
        query_vectors: Mapping[str, np.ndarray] | None,
    ) -> None:
        """Score the pool against the action and name, then answer as one or as a set."""
        command, meta = result.command, result.meta
        query, why = self.actions.query_text(command)
        if why:
            meta["action_fallback"] = why
        vector = query_vectors.get(query) if query_vectors else None
        doc_scores = self.actions.scores(query, vector, meta)
        asked = self.actions.asked(query)
        question = not asked and self.actions.is_question(command, doc_scores)
        if question:
            meta["question"] = 1
        read_score = self.actions.read_score(doc_scores) if question else None
        scored = self._score(result, pool, doc_scores, context_area, read_score, asked)
        if scored is None and meta.get("abstain") == ABSENT_CAPABILITY:
            scored = self._sibling_for(result, pool, doc_scores, context_area, read_score, asked)
        if scored is None:
            return
        if not scored:
            self._abstain(result, HINT_NO_MATCH, meta.get("no_match_reason") or NOTHING_IN_SCOPE)
            return
        many_referenced = "reference" in pool.reasons and len(pool.ids) > 1
        if "implied_all" in meta and len(scored) > 1:
            meta["implied_all"] = 1
            command = result.command = replace(command, quantifier="all")
        if command.is_bulk or many_referenced:
            self._bulk(result, scored, top_k)
        else:
            self._single(result, scored, top_k, context_area, pool.kind_word)

    def _score(
        self,
        result: CommandResult,
        pool: _Pool,
        doc_scores: ActionScores,
        context_area: str | None,
        read_score: float | None,
        asked: frozenset[str],
    ) -> list[Scored] | None:
        """Keyword ∪ vector recall and fusion scoring (seed weights), capability-validated.

        ``read_score`` is set when the command is a question: nothing is called, so every
        entity fits with the question's score; otherwise each entity takes its best service.
        ``None`` when the command has already been answered (a question about a name).
        """
        command, meta = result.command, result.meta
        gated = pool.gated
        w_keyword, w_vector = (1.0, 0.5) if gated else (1.5, 0.2)
        ids = pool.ids
        matches: dict[str, NameMatch] = {}
        if command.name_hint:
            matches = self._name_matches(command.name_hint, ids)
            strong = {e: m for e, m in matches.items() if m.score >= MATCH_THRESHOLD}
            if not strong:
                meta["no_match_reason"] = "name_not_found"
                result.note = self.questions.not_found(command.name_hint, self.questions.language_of(command.raw))
                self._abstain(result, HINT_NO_MATCH, ABSENT_NAME)
                return None
            exact = {e: m for e, m in strong.items() if m.reason in _EXACT_REASONS}
            if exact:
                # A name said exactly is that entity (Home Assistant's rule): a partial match
                # elsewhere does not stand in when it cannot do what was asked.
                strong = exact
            fuzzy = [m.matched for m in strong.values() if m.reason == "fuzzy_name"]
            if fuzzy:
                meta["name_fuzzy"] = fuzzy[0]
            ids = self._main_entities(list(strong), matches)
        kind_hit = "kind_hit" in pool.reasons
        threshold = self.settings.capability_threshold
        missing: list[str] = []
        scored: list[Scored] = []
        for entity_id in ids:
            entity = self.home.entities[entity_id]
            match = matches.get(entity_id, NO_MATCH)
            reasons: list[str] = [match.reason] if match.reason else []
            keyword = self._keyword(command, entity, match, gated, pool if kind_hit else None)
            if pool.included and entity.area_id in pool.included:
                # Seed 001 房间匹配加分: the area says so, not only a room word in the name.
                keyword += ROOM_BONUS
                reasons.append("room_hit")
            if gated:
                reasons.append("type_hit")
            if context_area and entity.area_id == context_area:
                reasons.append("context_area")
            service: str | None
            ranked: list[tuple[str, float]] = []
            if read_score is not None:
                service, service_score = READ_SERVICE, read_score
            else:
                ranked = self.actions.service_scores(command, entity, doc_scores)
                service, service_score = ranked[0] if ranked else (READ_SERVICE, 0.0)
                gap = self._capability_gap(command, entity_id, asked, service_score)
                if gap is not None:
                    missing.extend(gap)
                    note_unsupported(meta, entity_id)
                    continue
                if service_score < threshold:
                    # Capability validation (seed 000): nothing the entity takes fits the action.
                    if command.action or command.params:
                        note_unsupported(meta, entity_id)
                        continue
                    service = READ_SERVICE
            if service_score >= threshold:
                reasons.append("vector_hit")
            item = Scored(
                entity, keyword, service, service_score, [*pool.reasons, *reasons], ranked=ranked, named=match.matched
            )
            item.score = (w_keyword * keyword + w_vector * min(service_score, 1.0)) / (w_keyword + w_vector)
            scored.append(item)
        if not scored and missing:
            best = max((matches[e].score for e in ids if e in matches), default=0.0)
            named = [e for e in ids if not matches or matches.get(e, NO_MATCH).score >= best - self.settings.clarify_margin]
            self._missing_capability(result, named, missing)
            return None
        if not scored:
            meta["no_match_reason"] = "no_capable_entity"
        scored.sort(key=lambda s: (s.score, s.keyword), reverse=True)
        return scored

    def _sibling_for(
        self,
        result: CommandResult,
        pool: _Pool,
        doc_scores: ActionScores,
        context_area: str | None,
        read_score: float | None,
        asked: frozenset[str],
    ) -> list[Scored] | None:
        """The named device cannot do it itself: another entity of the same device may (a
        purifier's mode is often a select beside its fan, a humidifier's level a select).
        ``None``, with the explanation kept, when none of them can either."""
        failed = [e for e in result.meta.get("unsupported", []) if e in self.home.entities]
        devices = {
            (entity.device_name, entity.area_id)
            for entity in (self.home.entities[e] for e in failed)
            if entity.device_name
        }
        siblings = [
            e for e, entity in self.home.entities.items()
            if (entity.device_name, entity.area_id) in devices and e not in failed
        ]
        if not siblings:
            return None
        kept = (result.command, result.hint, result.note, dict(result.meta))
        result.command = replace(result.command, name_hint=None)
        result.hint = result.note = None
        for key in ("abstain", "missing_capability", "unsupported", "unsupported_count"):
            result.meta.pop(key, None)
        sibling_pool = _Pool(siblings, False, pool.included, pool.scope, (*pool.reasons, "device_sibling"))
        scored = self._score(result, sibling_pool, doc_scores, context_area, read_score, asked)
        if scored:
            return scored
        result.command, result.hint, result.note = kept[0], kept[1], kept[2]
        result.meta.clear()
        result.meta.update(kept[3])
        return None

    @staticmethod
    def _keyword(command: Command, entity: Entity, match: NameMatch, gated: bool, kind: _Pool | None) -> float:
        if command.name_hint:
            return match.score
        if kind is not None and kind.kind_evidence is not None:
            exact = kind.kind_word is not None and compact(kind.kind_word) in {compact(n) for n in entity.names}
            score = KIND_KEYWORD.get(kind.kind_evidence.get(entity.entity_id, 0.8), 0.85)
            return score + (KIND_EXACT_BONUS if exact else 0.0)
        return 0.6 if gated else 0.4

    def _capability_gap(
        self, command: Command, entity_id: str, asked: frozenset[str], own_best: float
    ) -> list[str] | None:
        """What the command asks that the entity cannot do (``None``: nothing is missing).

        A parameter no service of the entity takes (a fan speed for a lamp), or an action
        that names a capability outright (摇头 = oscillate) that the entity lacks while none
        of its own services fits the action.
        """
        missing = [p for p, v in command.params.items() if self.actions.takes(entity_id, p, v) is False]
        if missing and len(missing) == len(command.params):
            return [f"param:{p}" for p in missing]
        if self.actions.lacks(entity_id, asked, own_best):
            return [f"service:{s}" for s in sorted(asked)]
        return None

    def _missing_capability(self, result: CommandResult, ids: list[str], missing: list[str]) -> None:
        """No entity in scope can do what was asked: say what is missing, find nothing."""
        gaps = list(dict.fromkeys(missing))
        result.meta["missing_capability"] = [g.partition(":")[2] for g in gaps]
        language = self.questions.language_of(result.command.raw)
        entities = [self.home.entities[e] for e in ids]
        result.note = self.questions.missing_capability(entities, gaps, language)
        self._abstain(result, HINT_NO_MATCH, ABSENT_CAPABILITY)

    def _name_matches(self, hint: str, pool: list[str]) -> dict[str, NameMatch]:
        """Keyword recall: exact names first, then fuzzy ones among the n-gram nearest."""
        pool_set = set(pool)
        rows = np.fromiter((self._row_of[e] for e in pool), dtype=np.int64, count=len(pool))
        shortlist: list[str] = [e for e in self._exact_names.get(compact(hint), []) if e in pool_set]
        if len(pool) <= 300:
            shortlist += pool
        else:
            scores = self._name_index.scores(hint, rows)
            best = np.argsort(-scores)[:300]
            shortlist += [pool[i] for i in best if scores[i] > 0]
        matches: dict[str, NameMatch] = {}
        for entity_id in dict.fromkeys(shortlist):
            match = self.names.match(hint, self.home.entities[entity_id])
            if match.score > 0:
                matches[entity_id] = match
        return matches

    def _main_entities(self, ids: list[str], matches: Mapping[str, NameMatch]) -> list[str]:
        """A device named is one thing: of entities sharing a device and a room, drop the ones
        that only carry a setting of it (an indicator switch, a mode select) when one that
        does the device's job matched the name at least as well."""
        by_device: dict[tuple[str, str | None], list[str]] = {}
        for entity_id in ids:
            entity = self.home.entities[entity_id]
            if entity.device_name:
                by_device.setdefault((entity.device_name, entity.area_id), []).append(entity_id)
        dropped: set[str] = set()
        for siblings in by_device.values():
            if len(siblings) < 2:
                continue
            main = [e for e in siblings if self.home.entities[e].domain in _MAIN_DOMAINS]
            if not main:
                continue
            best_main = max(matches[e].score for e in main if e in matches)
            dropped.update(
                e for e in siblings
                if e not in main and matches[e].score <= best_main
            )
        return [e for e in ids if e not in dropped]

    def _single(
        self,
        result: CommandResult,
        scored: list[Scored],
        top_k: int,
        context_area: str | None,
        kind_word: str | None = None,
    ) -> None:
        """Quantifier one/any: the best few, or a question when the top is a tie."""
        command = result.command
        top = scored[0]
        margin = self.settings.clarify_margin
        ties = [s for s in scored if s.keyword >= top.keyword - margin]
        hint = compact(command.name_hint or "")
        if hint and "partial_name" in top.reasons:
            # "阳台灯" said of 大阳台灯 and 生活阳台灯: a name said in part fits every name it is
            # part of equally, however long the rest of each name is.
            ties += [s for s in scored if s not in ties and s.named and hint in compact(s.named)]
        if len(ties) > 1 and context_area and kind_word:
            # A kind said to a satellite ("打开台灯" in the study) is that room's one of its kind
            # (by its name, device or class: a thermostat that only heats is no "radiator").
            local = [s for s in scored if s.entity.area_id == context_area and s.keyword >= KIND_KEYWORD[0.9]]
            if len(local) == 1:
                ties = [*local, *(t for t in ties if t is not local[0])]
        if len(ties) > 1 and context_area:
            local = [s for s in ties if s.entity.area_id == context_area]
            if len(local) == 1:
                scored.remove(local[0])
                scored.insert(0, local[0])
                ties = local
                result.meta["context_area_preferred"] = context_area
        if len(ties) > 1 and not command.scope_include and command.conditions:
            # "If the living room is above 26 °C, turn on the AC": the room the condition reads
            # is the one the command means when it names none of its own.
            rooms = {a for c in command.conditions for w in c.scope_include for a in self.places.resolve(w).areas}
            there = [s for s in ties if s.entity.area_id in rooms]
            if len(there) == 1:
                scored.remove(there[0])
                scored.insert(0, there[0])
                ties = there
                result.meta["condition_area_preferred"] = sorted(rooms)
        if len(ties) > 1 and command.quantifier == "one":
            result.meta["tied"] = len(ties)
            ordered = ties + [s for s in scored if s not in ties]
            result.candidates = [self._candidate(s) for s in ordered[:top_k]]
            language = self.questions.language_of(command.raw)
            thing = kind_word or self._thing(command, [s.entity for s in ties], language)
            result.question, result.options = self.questions.which([s.entity for s in ties], language, thing)
            self._abstain(result, NEED_CLARIFICATION, AMBIGUOUS)
            return
        result.candidates = [self._candidate(s) for s in scored[:top_k]]

    def _bulk(self, result: CommandResult, scored: list[Scored], top_k: int) -> None:
        """Seed 003 bulk mode (:mod:`.bulk`)."""
        plan = plan_bulk(result.command, scored, self.catalog, self.settings.bulk, result.meta)
        if not plan.targets:
            result.meta["no_match_reason"] = "no_capable_entity"
            self._abstain(result, HINT_NO_MATCH, NOTHING_IN_SCOPE)
            return
        if plan.unsure:
            language = self.questions.language_of(result.command.raw)
            result.question = self.questions.action([s for s, _ in plan.unsure], language)
            self._abstain(result, NEED_CLARIFICATION, UNSURE_ACTION)
        if plan.too_many:
            result.hint = result.hint or TOO_MANY_TARGETS
        result.groups = plan.groups
        result.candidates = [self._candidate(s) for s in plan.targets[:top_k]]

    def _ungrounded_place(
        self,
        result: CommandResult,
        pool: _Pool,
        top_k: int,
        context_area: str | None,
        query_vectors: Mapping[str, np.ndarray] | None,
    ) -> CommandResult:
        """A room word the home cannot place, one that reads as two rooms, or a room with
        nothing in it (seed 004's include fallback): ask, never act.

        What the command would do without the word is worked out so the question can offer
        it ("There's no patio. Turn on all 31 lights?"); it is kept in ``offered`` for a "yes"
        and neither shown to the agent nor callable.
        """
        scope = pool.scope
        assert scope is not None
        language = self.questions.language_of(result.command.raw)
        ambiguous = scope.ambiguous
        if ambiguous:
            place = ambiguous[0]
            readings = [names[0] for names in place.alternatives]
            result.question = self.questions.ambiguous_place(place.word, readings, language)
            return self._abstain(result, NEED_CLARIFICATION, AMBIGUOUS_ROOM)
        if pool.ids:
            self._rank(result, pool, top_k, context_area, query_vectors)
        offered = list(result.groups)
        targets = result.entity_ids if result.hint != HINT_NO_MATCH else []
        result.groups, result.options, result.candidates = [], (), []
        result.offered = offered
        if offered:
            result.meta["offered_targets"] = len(targets)
        entities = [self.home.entities[e] for e in targets]
        rooms = self._rooms_with(entities) if entities else []
        result.question = self.questions.unknown_place(
            scope.unresolved or [w for w in result.command.scope_include if w in scope.places],
            language,
            empty=not scope.unresolved,
            action=result.command.action if offered else None,
            count=len(targets) if offered else 0,
            thing=self._thing(result.command, entities, language) if offered else None,
            rooms=rooms,
        )
        result.hint = None
        return self._abstain(result, NEED_CLARIFICATION, ABSENT_ROOM)

    def _rooms_with(self, entities: Sequence[Entity]) -> list[str]:
        """The rooms of the entities, when there are few enough to name in a question."""
        rooms = list(dict.fromkeys(n for e in entities if (n := self.questions.area_name(e.area_id))))
        return rooms if len(rooms) <= MAX_OPTIONS else []

    def _mark_fuzzy_places(self, result: CommandResult, pool: _Pool) -> None:
        """A result that rests on a misheard, misspelled or translated room says so, and
        scores lower (issue #12: a fuzzy resolution lowers confidence)."""
        if pool.scope is None or not pool.scope.fuzzy:
            return
        reason = f"fuzzy_room:{pool.scope.fuzzy[0].how}"
        result.candidates = [
            replace(c, score=round(c.score * FUZZY_PENALTY, 4), reasons=(*c.reasons, reason))
            for c in result.candidates
        ]

    def _abstain(self, result: CommandResult, hint: str, reason: str) -> CommandResult:
        """Answer with a hint and say why (``meta["abstain"]``)."""
        result.hint = hint  # type: ignore[assignment]
        result.meta["abstain"] = reason
        return result

    def _thing(self, command: Command, entities: Sequence[Entity], language: str) -> str | None:
        """What the entities are, in a word, for a question ("灯", "lights")."""
        domains = {e.domain for e in entities}
        if len(domains) != 1:
            return None
        return self._domain_word(next(iter(domains)), language, plural=True)

    def _domain_word(self, domain: str, language: str, *, plural: bool = False) -> str | None:
        """The first word for a domain ("灯", "light"; "lights" when ``plural``)."""
        words = self.catalog.domain_words.get(domain, {}).get(language)
        if not words:
            return None
        if plural and language == EN and len(words) > 1 and words[1].endswith("s"):
            return words[1]
        return words[0]

    def _condition_entities(self, command: Command) -> list[str]:
        """The sensors a condition reads (seed 002: conditions on temperature, humidity, light)."""
        found: list[str] = []
        for condition in command.conditions:
            domain = condition.type_hint if condition.type_hint not in (None, UNKNOWN_TYPE) else "sensor"
            scope = condition.scope_include or command.scope_include
            outcome = self.scope.filter(self.entity_ids, scope, ())
            ids = [e for e in outcome.entity_ids if self.home.entities[e].domain == domain]
            if condition.device_class:
                typed = [e for e in ids if self.home.entities[e].device_class == condition.device_class]
                if typed or self._domain_has_classes(domain):
                    ids = typed
            if condition.name_hint:
                matches = self._name_matches(condition.name_hint, ids)
                ids = sorted(matches, key=lambda e: matches[e].score, reverse=True)
            if not ids and condition.device_class == "temperature":
                # A thermostat reports the room temperature too.
                ids = [e for e in outcome.entity_ids if "current_temperature" in self.home.entities[e].attributes]
            found.extend(ids[:2])
        return list(dict.fromkeys(found))

    # ------------------------------------------------------------------ output

    @staticmethod
    def _candidate(item: Scored) -> Candidate:
        return Candidate(
            item.entity.entity_id, item.service, round(item.score, 4), tuple(dict.fromkeys(item.reasons))
        )

    def language_of(self, text: str) -> str:
        """The language to answer in: the request's (Chinese if it has CJK), else the home's."""
        return self.questions.language_of(text)

    def describe(self, entity: Entity, language: str) -> str:
        """A short human label: name plus area ("吸顶灯（主卧）", "Lamp (Kitchen)")."""
        return self.questions.describe(entity, language)


_EXACT_REASONS: Final[frozenset[str]] = frozenset({"name_hit", "alias_hit", "device_hit"})
"""Reasons of a name said as it is (possibly with its room), not in part or misheard."""
_MAIN_DOMAINS: Final[frozenset[str]] = frozenset(
    {"light", "fan", "climate", "cover", "media_player", "vacuum", "humidifier", "lock",
     "water_heater", "lawn_mower", "valve", "alarm_control_panel", "siren", "remote"}
)
"""Domains that carry a device's own job; a switch, select or number beside one is a setting."""
