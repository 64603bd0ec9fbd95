"""The retrieval pipeline: from parsed commands to candidates, groups and hints (DESIGN.md).

Per command, in order: scope_exclude (hard) → scope_include (hard, falling back to exclude-only)
→ category gating on a valid ``type_hint`` → keyword recall on names ∪ vector recall on
command documents → fusion scoring → capability validation → references and conditions →
bulk mode for all/except → confidence gating. The index is built once per home and shared by
every command and every request.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any, Final

import numpy as np

from .catalog import EN, PARAM_FIELDS, ZH, Capability, Catalog
from .documents import (
    READ_DOCUMENTS,
    READ_PHRASES,
    READ_SERVICE,
    capability_documents,
    capability_phrases,
)
from .home import Entity, Home
from .injection import render_yaml
from .ir import UNKNOWN_TYPE, Command, has_cjk, has_latin, unknown_command
from .keyword import MATCH_THRESHOLD, NO_MATCH, NameMatch, NameMatcher
from .results import (
    NEED_CLARIFICATION,
    NO_MATCH as HINT_NO_MATCH,
    TOO_MANY_TARGETS,
    Candidate,
    CommandResult,
    Group,
    RetrievalResult,
)
from .scope import ScopeResolver
from .state import ConversationState
from .text import compact, words
from .vectors import AsyncEmbedder, CacheKey, Embedder, HybridTextIndex, NgramIndex, VectorCache

_LOGGER = logging.getLogger(__name__)

# Domains that have no services but are still asked about ("is the door open?").
READ_ONLY_DOMAINS: Final[frozenset[str]] = frozenset(
    {"sensor", "binary_sensor", "weather", "person", "device_tracker", "sun", "zone",
     "calendar", "camera", "image", "event", "update", "input_text"}
)
# Parameters that pick one service even when the action words are vague ("调到26度").
PARAM_BONUS: Final = 0.35
ROOM_BONUS: Final = 0.08
"""Keyword bonus for an entity whose area is the room said (above the clarify margin)."""
PARAM_PENALTY: Final = 0.1


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
    max_question_options: int = 5


@dataclass(slots=True)
class _Scored:
    """One entity during ranking."""

    entity: Entity
    keyword: float
    service: str | None
    service_score: float
    reasons: list[str] = field(default_factory=list)
    score: float = 0.0
    ranked: list[tuple[str, float]] = field(default_factory=list)
    """Every service of the entity with its fit, best first (empty for a question)."""


@dataclass(slots=True)
class _CapabilityDocs:
    capability: Capability
    rows: tuple[int, ...]
    phrase_rows: np.ndarray


MAX_LISTED_UNSUPPORTED: Final = 20


def _note_unsupported(meta: dict[str, Any], entity_id: str) -> None:
    """Record an in-scope entity that cannot take the action (seed 003: no silent drop)."""
    meta["unsupported_count"] = int(meta.get("unsupported_count", 0)) + 1
    listed = meta.setdefault("unsupported", [])
    if len(listed) < MAX_LISTED_UNSUPPORTED:
        listed.append(entity_id)


class _Interner:
    """Distinct texts in first-seen order, each with its row number."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._rows: dict[str, int] = {}

    def add(self, text: str) -> int:
        """The row of the text, appending it when new."""
        row = self._rows.get(text)
        if row is None:
            row = self._rows[text] = len(self.texts)
            self.texts.append(text)
        return row


@dataclass(slots=True)
class _ActionScores:
    """How one command's action text fits every document and every phrase."""

    documents: np.ndarray
    phrases: np.ndarray

    def best(self, rows: Sequence[int], phrase_rows: np.ndarray) -> float:
        """The fit of one capability: its best document or phrase."""
        best = max((float(self.documents[r]) for r in rows), default=0.0)
        if len(phrase_rows):
            best = max(best, float(self.phrases[phrase_rows].max()))
        return best


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
        self.scope = ScopeResolver(home)
        self.names = NameMatcher(
            home, {d: by_lang.get(EN, ()) for d, by_lang in self.catalog.domain_words.items()}
        )
        self.entity_ids: list[str] = list(home.entities)
        self._row_of: dict[str, int] = {eid: i for i, eid in enumerate(self.entity_ids)}
        self._exact_names: dict[str, list[str]] = {}
        name_texts: list[str] = []
        for entity in home.entities.values():
            for name in entity.names:
                self._exact_names.setdefault(compact(name), []).append(entity.entity_id)
            name_texts.append(" | ".join([*entity.names, entity.device_name or ""]))
        self._name_index = NgramIndex(name_texts)
        documents, phrases = _Interner(), _Interner()
        self._read_rows = tuple(documents.add(text) for text in READ_DOCUMENTS.values())
        self._read_phrases = np.array(
            [phrases.add(p) for group in READ_PHRASES.values() for p in group], dtype=np.int64
        )
        # Entities with the same service and option words share their rows: build them once.
        rows_of: dict[tuple[Any, ...], tuple[tuple[int, ...], np.ndarray]] = {}
        self._docs: dict[str, list[_CapabilityDocs]] = {}
        for entity in home.entities.values():
            entries = []
            for cap in self.catalog.capabilities(entity):
                key = (cap.service, tuple(sorted(cap.option_labels.items())), tuple(f.name for f in cap.fields if f.options))
                if key not in rows_of:
                    rows_of[key] = (
                        tuple(documents.add(t) for t in capability_documents(cap).values()),
                        np.array(
                            [phrases.add(p) for group in capability_phrases(cap).values() for p in group],
                            dtype=np.int64,
                        ),
                    )
                entries.append(_CapabilityDocs(cap, *rows_of[key]))
            self._docs[entity.entity_id] = entries
        doc_texts, phrase_texts = documents.texts, phrases.texts
        read_rows, read_phrases = set(self._read_rows), set(self._read_phrases.tolist())
        self._act_rows = np.array([r for r in range(len(doc_texts)) if r not in read_rows], dtype=np.int64)
        self._act_phrases = np.array(
            [r for r in range(len(phrase_texts)) if r not in read_phrases], dtype=np.int64
        )
        self._phrase_index = NgramIndex(phrase_texts)
        self._doc_index = HybridTextIndex(doc_texts, embedder, cache, alpha=self.settings.alpha)
        self._type_words = self._build_type_words()
        self.known_domains = self.catalog.domains | frozenset(home.domains) | READ_ONLY_DOMAINS
        self.build_seconds = time.perf_counter() - started
        self.document_count = len(doc_texts)

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
            await retriever._doc_index.aattach(embedder, cache)
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
            vector = await self._doc_index.aembed_query(query)
            if vector is not None:
                vectors[query] = vector
        return self.retrieve(
            text, commands, state=state, context_area=context_area, top_k=top_k,
            query_vectors=vectors, started=started,
        )

    @property
    def vector_cache_keys(self) -> set[CacheKey]:
        """The cache keys of the document vectors this index uses (keep these when pruning)."""
        return self._doc_index.cache_keys

    def _build_type_words(self) -> dict[str, tuple[str, str | None]]:
        words: dict[str, tuple[str, str | None]] = {}
        for domain, by_lang in self.catalog.domain_words.items():
            for lang_words in by_lang.values():
                for word in lang_words:
                    words.setdefault(compact(word), (domain, None))
        for key, by_lang in self.catalog.device_class_words.items():
            domain, _, device_class = key.partition(".")
            for lang_words in by_lang.values():
                for word in lang_words:
                    words.setdefault(compact(word), (domain, device_class))
        return words

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
        results = []
        for result in asked.commands:
            if result is asking:
                result = replace(
                    result, candidates=picked, hint=None, question=None, options=(),
                    meta={**result.meta, "chosen": chosen},
                )
                if state is not None:
                    state.remember(chosen)
            results.append(result)
        return RetrievalResult(results, render_yaml(self, results), asked.elapsed_ms)

    def query_texts(self, commands: Sequence[Command], text: str) -> list[str]:
        """The texts an async semantic embedder must embed for these commands, if any."""
        texts = (self._query_text(c if c.raw else c.with_raw(text))[0] for c in commands)
        return [t for t in dict.fromkeys(texts) if self.needs_semantic(t)]

    def _query_text(self, command: Command) -> tuple[str, str | None]:
        """The text matched against command documents, and why the action was not used."""
        action = command.action
        raw = command.raw
        if not action:
            return raw or "", "action_missing"
        # Seed 001: a Chinese request needs a Chinese action; English for English is fine.
        if has_cjk(raw) and has_latin(action) and not has_cjk(action):
            _LOGGER.debug("Action %r is not in the language of %r; matching the raw text", action, raw)
            return raw, "action_language"
        return action, None

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
        command = self._normalise_hints(command, meta)
        result.command = command
        if not any(c.isalnum() for c in command.raw or "") and not (
            command.action or command.name_hint
        ):
            # Silence (a blank or punctuation-only transcript) names nothing: no device, and
            # nothing to ask.
            meta["reason"] = "blank"
            result.hint = HINT_NO_MATCH
            return result

        if command.conditions:
            result.condition_entities = self._condition_entities(command)

        referenced = self._referenced(command, state, meta)
        if referenced is not None:
            pool = referenced
            reasons_base = ["reference"]
            included = None
            gated = bool(self._valid_type(command))
        else:
            reasons_base = []
            outcome = self.scope.filter(self.entity_ids, command.scope_include, command.scope_exclude)
            meta.update(outcome.meta)
            pool = outcome.entity_ids
            included = outcome.included_areas
            if (
                context_area
                and not command.scope_include
                and command.is_bulk
                and not command.name_hint
            ):
                # "Turn on the lights" to a satellite means the lights of its area, as in
                # Home Assistant; the whole house is said with "*" (everywhere).
                pool = [e for e in pool if self.home.entities[e].area_id == context_area]
                meta["context_area_scope"] = context_area
            gated_pool = self._gate(command, pool, meta)
            gated = gated_pool is not pool
            pool = gated_pool

        if not pool:
            result.hint = HINT_NO_MATCH
            meta.setdefault("no_match_reason", "nothing_in_scope")
            return result

        query, why = self._query_text(command)
        if why:
            meta["action_fallback"] = why
        vector = query_vectors.get(query) if query_vectors else None
        doc_scores = self._action_scores(query, vector, meta)

        question = self._is_question(command, doc_scores)
        if question:
            meta["question"] = 1
        read_score = doc_scores.best(self._read_rows, self._read_phrases) if question else None
        scored = self._score(command, pool, doc_scores, gated, included, context_area, meta, read_score)
        for item in scored:
            item.reasons[:0] = reasons_base
        if not scored:
            result.hint = HINT_NO_MATCH
            return result

        if command.is_bulk or (referenced is not None and len(referenced) > 1):
            self._bulk(command, scored, result, top_k)
        else:
            self._single(command, scored, result, top_k, context_area)
        if meta.get("scope_include_fallback") and result.hint is None:
            # The room said holds nothing (or is unknown): ask, never act on the whole house.
            result.hint = NEED_CLARIFICATION
            result.question = self._question_room(command, result)
            if not result.groups:
                result.options = tuple(result.entity_ids[: self.settings.max_question_options])
        return result

    # ------------------------------------------------------------------ stages

    def _normalise_hints(self, command: Command, meta: dict[str, Any]) -> Command:
        """Turn a name hint that is only a room or a type word into scope or type.

        "灯" / "lights" become a type hint, "车库" / "Garage" a room, unless an entity is
        literally named so.

        A command that names nothing and has no usable type (an UNKNOWN command from a failed
        parse) takes the longest entity name found in its raw text (seed 001: Unknown →
        keyword matching on names first).
        """
        hint = command.name_hint
        if not hint and not self._valid_type(command) and not command.refers_back and command.raw:
            found = self._name_in_text(command.raw)
            if found:
                meta["name_from_text"] = found
                return replace(command, name_hint=found)
        if not hint:
            return command
        key = compact(hint)
        if key in self._exact_names:
            return command
        if self.scope.names_a_place(hint):
            # "Garage" said as if it were a name is the room (HA's matcher takes it as an area too).
            meta["name_as_room"] = hint
            return replace(command, name_hint=None, scope_include=(*command.scope_include, hint))
        typed = self._type_words.get(key)
        if typed is None:
            return command
        domain, device_class = typed
        if self._distinguishes(key, domain):
            # "地暖" is a kind of climate, but it is in the names of only some of them: it
            # picks those out the way a name does, so it stays a name.
            return command
        meta["name_as_type"] = hint
        valid = self._valid_type(command)
        return replace(
            command,
            name_hint=None,
            type_hint=command.type_hint if valid else domain,
            device_class=command.device_class or device_class,
        )

    def _distinguishes(self, word: str, domain: str) -> bool:
        """Whether a kind word appears in the names of some, but under half, of the domain."""
        members = self.home.entity_ids_in_domain(domain)
        if has_cjk(word):
            def said_in(name: str) -> bool:
                return word in compact(name)
        else:
            folded = set(words(word))

            def said_in(name: str) -> bool:
                return bool(folded) and folded <= set(words(name))
        named = sum(1 for e in members if any(said_in(n) for n in self.home.entities[e].names))
        return 0 < named < len(members) / 2

    def _name_in_text(self, text: str) -> str | None:
        """The longest entity name or alias that appears in the text (two characters or more)."""
        flat = compact(text)
        best = max((key for key in self._exact_names if len(key) >= 2 and key in flat), key=len, default=None)
        return best

    def _valid_type(self, command: Command) -> str | None:
        hint = command.type_hint
        if not hint or hint == UNKNOWN_TYPE or hint not in self.known_domains:
            return None
        return hint

    def _gate(self, command: Command, pool: list[str], meta: dict[str, Any]) -> list[str]:
        """Category gating (seed 001/003): keep the valid ``type_hint``'s domain and class."""
        domain = self._valid_type(command)
        if domain is None:
            if command.type_hint and command.type_hint != UNKNOWN_TYPE:
                meta["type_hint_invalid"] = command.type_hint
            return pool
        gated = [e for e in pool if self.home.entities[e].domain == domain]
        device_class = command.device_class
        if device_class and self._domain_has_classes(domain):
            gated = [e for e in gated if self.home.entities[e].device_class == device_class]
        if not gated and command.name_hint:
            # The parser's type may be wrong where the name is right: an exact name wins.
            exact = [e for e in self._exact_names.get(compact(command.name_hint), []) if e in set(pool)]
            if exact:
                meta["type_gate_fallback"] = 1
                return exact
        return gated

    def _domain_has_classes(self, domain: str) -> bool:
        return any(
            self.home.entities[e].device_class for e in self.home.entity_ids_in_domain(domain)
        )

    def _referenced(
        self, command: Command, state: ConversationState | None, meta: dict[str, Any]
    ) -> list[str] | None:
        if not command.refers_back:
            return None
        recalled = [e for e in (state.recall() if state else []) if e in self.home.entities]
        domain = self._valid_type(command)
        if domain:
            recalled = [e for e in recalled if self.home.entities[e].domain == domain]
        if not recalled:
            meta["reference_unresolved"] = 1
            return None
        return recalled

    def needs_semantic(self, query: str) -> bool:
        """Whether the action text is vague enough for the semantic model to be asked.

        A phrase people say for a service ("打开", "turn on") is matched exactly by the
        n-grams, and there the embedding only blurs polarity (research: e5 confuses 打开门锁
        with 上锁); paraphrases ("太亮了", "I'm cold") have no such phrase.
        """
        if not self._doc_index.has_dense:
            return False
        return float(self._phrase_index.scores(query).max(initial=0.0)) < self.settings.exact_phrase

    def _action_scores(
        self, query: str, vector: np.ndarray | None, meta: dict[str, Any]
    ) -> _ActionScores:
        phrases = self._phrase_index.scores(query)
        if self._doc_index.has_dense and (
            vector is not None or float(phrases.max(initial=0.0)) < self.settings.exact_phrase
        ):
            meta["semantic"] = 1
            documents = self._doc_index.scores(query, query_vector=vector)
        else:
            documents = self._doc_index.lexical.scores(query)
        return _ActionScores(documents, phrases)

    def _is_question(self, command: Command, doc_scores: _ActionScores) -> bool:
        """Whether the command asks about state rather than acting (decided once per command).

        The question documents compete with every command document of the home, so "打开"
        (closest to a turn-on document) is an act even where the only entity named is a
        sensor, and such an entity is then filtered rather than "read".
        """
        if command.params:
            return False
        read = doc_scores.best(self._read_rows, self._read_phrases)
        act = doc_scores.best(self._act_rows.tolist(), self._act_phrases)
        return read > 0 and read >= act

    def _service_scores(
        self, command: Command, entity: Entity, doc_scores: _ActionScores
    ) -> list[tuple[str, float]]:
        """Each service of the entity with how well it fits the command, best first."""
        options: list[tuple[str, float]] = []
        params = {PARAM_FIELDS.get(k, k) for k in command.params}
        for docs in self._docs.get(entity.entity_id, ()):
            score = doc_scores.best(docs.rows, docs.phrase_rows)
            if params:
                offered = docs.capability.field_names()
                if params & offered:
                    score += PARAM_BONUS * len(params & offered) / len(params)
                else:
                    score -= PARAM_PENALTY
            options.append((docs.capability.service, score))
        options.sort(key=lambda o: o[1], reverse=True)
        return options

    def _score(
        self,
        command: Command,
        pool: list[str],
        doc_scores: _ActionScores,
        gated: bool,
        included: frozenset[str] | None,
        context_area: str | None,
        meta: dict[str, Any],
        read_score: float | None,
    ) -> list[_Scored]:
        """Keyword ∪ vector recall and fusion scoring (seed weights), capability-validated.

        ``read_score`` is set when the command is a question: nothing is called, so every
        entity fits with the question's score; otherwise each entity takes its best service.
        """
        w_keyword, w_vector = (1.0, 0.5) if gated else (1.5, 0.2)
        matches: dict[str, NameMatch] = {}
        if command.name_hint:
            matches = self._name_matches(command.name_hint, pool)
            strong = {e: m for e, m in matches.items() if m.score >= MATCH_THRESHOLD}
            if not strong:
                meta["no_match_reason"] = "name_not_found"
                return []
            pool = list(strong)
        threshold = self.settings.capability_threshold
        scored: list[_Scored] = []
        for entity_id in pool:
            entity = self.home.entities[entity_id]
            match = matches.get(entity_id, NO_MATCH)
            reasons: list[str] = []
            if match.reason:
                reasons.append(match.reason)
            keyword = match.score if command.name_hint else (0.6 if gated else 0.4)
            if included and entity.area_id in included:
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
                ranked = self._service_scores(command, entity, doc_scores)
                service, service_score = ranked[0] if ranked else (READ_SERVICE, 0.0)
                if service_score < threshold:
                    # Capability validation (seed 000): nothing the entity takes fits the action.
                    if command.action or command.params:
                        _note_unsupported(meta, entity_id)
                        continue
                    service = READ_SERVICE
            if service_score >= threshold:
                reasons.append("vector_hit")
            item = _Scored(entity, keyword, service, service_score, reasons, ranked=ranked)
            item.score = (w_keyword * keyword + w_vector * min(service_score, 1.0)) / (w_keyword + w_vector)
            scored.append(item)
        if not scored:
            meta["no_match_reason"] = "no_capable_entity"
        scored.sort(key=lambda s: (s.score, s.keyword), reverse=True)
        return scored

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

    def _single(
        self,
        command: Command,
        scored: list[_Scored],
        result: CommandResult,
        top_k: int,
        context_area: str | None,
    ) -> None:
        """Quantifier one/any: the best few, or a question when the top is a tie."""
        top = scored[0]
        margin = self.settings.clarify_margin
        ties = [s for s in scored if s.keyword >= top.keyword - margin]
        if len(ties) > 1 and context_area:
            local = [s for s in ties if s.entity.area_id == context_area]
            if len(local) == 1:
                scored.remove(local[0])
                scored.insert(0, local[0])
                ties = local
                result.meta["context_area_preferred"] = context_area
        if len(ties) > 1 and command.quantifier == "one":
            result.hint = NEED_CLARIFICATION
            result.meta["tied"] = len(ties)
            ordered = ties + [s for s in scored if s not in ties]
            result.candidates = [self._candidate(s) for s in ordered[:top_k]]
            listed = [s.entity for s in ties[: self.settings.max_question_options]]
            result.question = self._which(listed, len(ties), self._language(command))
            result.options = tuple(e.entity_id for e in listed)
            return
        result.candidates = [self._candidate(s) for s in scored[:top_k]]

    def _bulk(
        self,
        command: Command,
        scored: list[_Scored],
        result: CommandResult,
        top_k: int,
    ) -> None:
        """Seed 003 bulk mode: pick the service first, then expand to every target.

        The service is chosen per domain: "打开卧室所有设备" is one intent that lights take as
        ``light.turn_on`` and curtains as ``cover.open_cover``. A domain whose best service does
        not fit the action is left out (and listed in meta, never dropped silently); a domain
        whose top services are too close to call makes the command ask.
        """
        settings = self.settings
        by_domain: dict[str, list[_Scored]] = {}
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
                    (service, float(np.mean(sorted(scores, reverse=True)[: settings.bulk_evidence])))
                    for service, scores in evidence.items()
                ),
                key=lambda o: o[1],
                reverse=True,
            )[: settings.bulk_options]
            service, best = options[0]
            if service is not READ_SERVICE and best < settings.capability_threshold:
                continue
            # Seed 003: normalise the aggregated evidence into a distribution p. Cosines of
            # near words are close ("lock" vs "unlock" ≈ 0.8), so a plain sum would call every
            # choice unsure; a softmax with a small temperature keeps p1 high unless two tie.
            weights = np.exp((np.array([s for _, s in options]) - best) / settings.bulk_temperature)
            probabilities = weights / weights.sum()
            ratio = float(probabilities[0])
            margin = ratio - (float(probabilities[1]) if len(options) > 1 else 0.0)
            chosen[domain] = service
            confidence.append((ratio, margin))
            if len(options) > 1 and ratio < settings.bulk_min_ratio and margin < settings.bulk_min_margin:
                unsure.append(options[:3])
        if not chosen:
            result.hint = HINT_NO_MATCH
            result.meta["no_match_reason"] = "no_capable_entity"
            return
        targets = [
            s for s in scored
            if s.entity.domain in chosen and chosen[s.entity.domain] in supported[s.entity.entity_id]
        ]
        chosen_ids = {s.entity.entity_id for s in targets}
        for item in scored:
            if item.entity.entity_id not in chosen_ids:
                _note_unsupported(result.meta, item.entity.entity_id)
        in_set = len(targets) + int(result.meta.get("unsupported_count", 0))
        result.meta.update(
            {
                "bulk_service": sorted(chosen.values(), key=str) if len(chosen) > 1 else next(iter(chosen.values())),
                "bulk_confidence": round(min(r for r, _ in confidence), 3),
                "bulk_margin": round(min(m for _, m in confidence), 3),
                "bulk_coverage": round(len(targets) / in_set, 3),
            }
        )
        if unsure:
            result.hint = NEED_CLARIFICATION
            result.meta["bulk_options"] = [service for service, _ in unsure[0]]
            result.question = self._question_action(unsure[0], command)
        groups: dict[tuple[Any, ...], list[str]] = {}
        group_service: dict[tuple[Any, ...], str | None] = {}
        for item in targets:
            service = chosen[item.entity.domain]
            item.service = service
            cap = self.catalog.capability(item.entity, service) if service else None
            signature = cap.signature if cap else (service,)
            groups.setdefault(signature, []).append(item.entity.entity_id)
            group_service[signature] = service
        limit = settings.max_bulk_targets
        if len(targets) > limit:
            result.hint = result.hint or TOO_MANY_TARGETS
            result.meta["bulk_targets"] = len(targets)
        emitted = 0
        for number, (signature, members) in enumerate(groups.items(), 1):
            for batch, start in enumerate(range(0, len(members), settings.batch_size)):
                chunk = members[start : start + settings.batch_size][: max(0, limit - emitted)]
                if not chunk:
                    break
                emitted += len(chunk)
                result.groups.append(Group(group_service[signature], tuple(chunk), f"g{number}", batch))
        result.candidates = [self._candidate(s) for s in targets[:top_k]]

    def _condition_entities(self, command: Command) -> list[str]:
        """The sensors a condition reads (seed 002: conditions on temperature, humidity, light)."""
        found: list[str] = []
        for condition in command.conditions:
            domain = condition.type_hint if condition.type_hint not in (None, UNKNOWN_TYPE) else "sensor"
            scope = condition.scope_include or command.scope_include
            outcome = self.scope.filter(self.entity_ids, scope, ())
            pool = [e for e in outcome.entity_ids if self.home.entities[e].domain == domain]
            if condition.device_class:
                typed = [e for e in pool if self.home.entities[e].device_class == condition.device_class]
                if typed or self._domain_has_classes(domain):
                    pool = typed
            if condition.name_hint:
                matches = self._name_matches(condition.name_hint, pool)
                pool = sorted(matches, key=lambda e: matches[e].score, reverse=True)
            if not pool and condition.device_class == "temperature":
                # A thermostat reports the room temperature too.
                pool = [
                    e for e in outcome.entity_ids
                    if "current_temperature" in self.home.entities[e].attributes
                ]
            found.extend(pool[:2])
        return list(dict.fromkeys(found))

    # ------------------------------------------------------------------ output

    def _candidate(self, item: _Scored) -> Candidate:
        return Candidate(
            item.entity.entity_id, item.service, round(item.score, 4), tuple(dict.fromkeys(item.reasons))
        )

    def language_of(self, text: str) -> str:
        """The language to answer in: the request's (Chinese if it has CJK), else the home's."""
        if text:
            return ZH if has_cjk(text) else EN
        return ZH if self.home.language.startswith("zh") else EN

    def _language(self, command: Command) -> str:
        return self.language_of(command.raw)

    def describe(self, entity: Entity, language: str) -> str:
        """A short human label: name plus area ("吸顶灯（主卧）", "Lamp (Kitchen)")."""
        area = self.home.area_of(entity)
        if not area:
            return entity.name
        return f"{entity.name}（{area.name}）" if language == ZH else f"{entity.name} ({area.name})"

    def _which(self, entities: list[Entity], total: int, language: str) -> str:
        labels = [self.describe(e, language) for e in entities]
        more = total - len(labels)
        if language == ZH:
            tail = f"等{total}个" if more > 0 else ""
            return f"你指的是哪一个：{'、'.join(labels)}{tail}？"
        listed = ", ".join(labels[:-1]) + f" or {labels[-1]}" if len(labels) > 1 else labels[0]
        tail = f" ({more} more)" if more > 0 else ""
        return f"Which one do you mean: {listed}{tail}?"

    def _question_action(self, options: list[tuple[str | None, float]], command: Command) -> str:
        """Ask which action was meant, naming each service as the targets would take it."""
        language = self._language(command)
        words = []
        for service, _ in options:
            spec = self.catalog.spec(service) if service else None
            if spec is None:
                words.append("查询状态" if language == ZH else "check the state")
            else:
                words.append(spec.text("name", language))
        if language == ZH:
            return f"你想做哪件事：{'、'.join(words)}？"
        return f"What should I do: {', '.join(words)}?"

    def _question_room(self, command: Command, result: CommandResult) -> str:
        language = self._language(command)
        rooms = "、".join(command.scope_include) if language == ZH else ", ".join(command.scope_include)
        entities = [self.home.entities[e] for e in result.entity_ids[: self.settings.max_question_options]]
        labels = [self.describe(e, language) for e in entities]
        if language == ZH:
            return f"{rooms}里没有找到合适的设备，你是说{'、'.join(labels)}吗？"
        return f"I found nothing like that in {rooms}. Did you mean {', '.join(labels)}?"
