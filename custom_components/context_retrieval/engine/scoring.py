"""How a command's action fits the services of the home (seeds 001 and 003).

Every (entity, service) pair has command-level documents — the service's description, what
people say for it and the words for the values it takes, one language per document — and each
of those phrases on its own (:mod:`.documents`). The action is matched against both: whole
documents catch paraphrases, single phrases keep polarity sharp ("turn on" is a phrase of the
turn-on document and only resembles the turn-off one). Documents and phrases are interned, so
entities with the same service and options share rows and the home's size barely matters.

The same phrases of every service in the catalog, not only the home's, tell which capability an
action asks for at all ("摇头" asks to oscillate), so that a device without it is not picked
for want of a better one (:meth:`ActionIndex.asked`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np

from .catalog import (
    LANGUAGES,
    LEVEL,
    OWN_SETTING,
    PARAM_FIELDS,
    SWING_FIELDS,
    Capability,
    Catalog,
    FieldView,
)
from .documents import (
    READ_DOCUMENTS,
    READ_PHRASES,
    READ_SERVICE,
    capability_documents,
    capability_phrases,
)
from .home import Entity, Home
from .ir import Command
from .logs import said
from .text import compact, has_cjk, has_latin, is_cjk_char, tokens
from .vectors import AsyncEmbedder, CacheKey, Embedder, HybridTextIndex, NgramIndex, VectorCache

_LOGGER = logging.getLogger(__name__)

PARAM_BONUS: Final = 0.35
"""Parameters pick one service even when the action words are vague ("调到26度")."""
PARAM_PENALTY: Final = 0.1
PARAM_FIT: Final = 0.4
"""Among services that take every parameter, how much the action's words still count."""
PARAM_OWN: Final = 0.6
"""Among them, the worth of taking the parameters under their own fields."""
KIN_FIELD: Final = 0.3
TOGGLE_PENALTY: Final = 0.05
"""A parameter taken under a field of its kind rather than its own (a tilt for a position)."""
PARAM_MISS: Final = 0.5
"""A service that takes none of the parameters, when another service of the entity does."""
ASKED_FIT: Final = 0.9
"""An action this close to a phrase of some service names that capability outright."""
RIVAL_FIT: Final = 0.5
"""A phrase of another service fitting this well makes the action a direction, not a capability."""
WEAK_FIT: Final = 0.45
"""Below this an entity's own best service is no answer to an action that names a capability."""

# Parameters that ask for the same thing under different names.
_PARAM_FAMILIES: Final[tuple[frozenset[str], ...]] = (
    frozenset({"brightness_pct", "brightness", "brightness_step_pct", "brightness_step"}),
    frozenset({"position", "tilt_position"}),
    frozenset({"temperature", "target_temp_high", "target_temp_low"}),
    frozenset({"color_name", "hs_color", "rgb_color", "rgbw_color", "rgbww_color", "xy_color"}),
    frozenset({"color_temp_kelvin", "color_temp", "kelvin"}),
)
# A bare percentage ("调到50%") is a brightness to a parser that cannot tell what it sets; any
# field that takes a share (a position, a fan speed, a volume, a humidity) may be meant. The
# specific names stay specific: a lamp asked for a fan speed (``percentage``) cannot do it.
_ANY_SHARE: Final = frozenset(
    {
        "brightness_pct",
        "brightness",
        "position",
        "tilt_position",
        "percentage",
        "volume_level",
        "humidity",
        "value",
    }
)
_GENERIC_SHARE: Final = "brightness_pct"
# Colour names that are whites: a lamp with a colour temperature shows them.
_WHITES: Final = frozenset({"white", "warm_white", "cool_white"})


@dataclass(slots=True)
class ActionScores:
    """How one command's action text fits every document and every phrase."""

    documents: np.ndarray
    phrases: np.ndarray

    def best(self, rows: Sequence[int], phrase_rows: np.ndarray) -> float:
        """The fit of one capability: its best document or phrase."""
        best = max((float(self.documents[r]) for r in rows), default=0.0)
        if len(phrase_rows):
            best = max(best, float(self.phrases[phrase_rows].max()))
        return best


@dataclass(slots=True)
class Scored:
    """One entity during ranking."""

    entity: Entity
    keyword: float
    service: str | None
    service_score: float
    reasons: list[str] = field(default_factory=list)
    score: float = 0.0
    ranked: list[tuple[str, float]] = field(default_factory=list)
    """Every service of the entity with its fit, best first (empty for a question)."""
    named: str | None = None
    """The name of the entity the name hint matched, when one did."""


@dataclass(slots=True)
class _CapabilityDocs:
    capability: Capability
    rows: tuple[int, ...]
    phrase_rows: np.ndarray


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


def param_fields(params: Mapping[str, Any]) -> set[str]:
    """The service fields the command's parameters name."""
    return {PARAM_FIELDS.get(k, k) for k in params}


def _takes_own_setting(capability: Capability, param: str) -> float | None:
    """How a service takes a parameter that is its device's own setting whatever its name: a
    bare number (catalog.LEVEL: 1.0 or 0.0), or a temperature for a number entity that holds
    one ("the fridge to 4 degrees": its value, as a kin field). ``None`` for any other."""
    own = OWN_SETTING.get(capability.spec.domain)
    takes = any(f.name == own for f in capability.fields)
    if param == LEVEL:
        return 1.0 if takes else 0.0
    if param == "temperature" and own == "value" and takes:
        return KIN_FIELD
    return None


def _family(field_name: str) -> frozenset[str]:
    """The fields that take what a parameter of this field's name asks for."""
    if field_name == _GENERIC_SHARE:
        return _ANY_SHARE
    return next((f for f in _PARAM_FAMILIES if field_name in f), frozenset({field_name}))


def _value_family(field_name: str, value: Any) -> frozenset[str]:
    """The fields that take a value given under ``field_name``: its family, and for a white
    said as a colour ("暖光", "white light") the colour temperatures too (Home Assistant turns
    a colour into a temperature for a lamp that only takes those)."""
    family = _family(field_name)
    if field_name == "color_name" and value in _WHITES:
        family = family | _family("color_temp_kelvin")
    return family


def _mostly_chinese(text: str) -> bool:
    """Whether Chinese characters outnumber Latin words ("打开 dining room 的灯" is Chinese,
    "turn on the lights in the 大宝房" English)."""
    chinese = sum(1 for c in text if is_cjk_char(c))
    latin = sum(1 for t in tokens(text) if not has_cjk(t))
    return chinese > 0 and chinese >= latin


class ActionIndex:
    """The command documents of one home, and the catalog's phrases for every service."""

    def __init__(
        self,
        home: Home,
        catalog: Catalog,
        *,
        embedder: Embedder | None = None,
        cache: VectorCache | None = None,
        alpha: float = 0.5,
        exact_phrase: float = 0.75,
    ) -> None:
        self.catalog = catalog
        self.exact_phrase = exact_phrase
        documents, phrases = _Interner(), _Interner()
        self.read_rows = tuple(documents.add(text) for text in READ_DOCUMENTS.values())
        self.read_phrases = np.array(
            [phrases.add(p) for group in READ_PHRASES.values() for p in group], dtype=np.int64
        )
        # Entities with the same service and option words share their rows: build them once.
        rows_of: dict[tuple[Any, ...], tuple[tuple[int, ...], np.ndarray]] = {}
        self._docs: dict[str, list[_CapabilityDocs]] = {}
        for entity in home.entities.values():
            entries = []
            for cap in catalog.capabilities(entity):
                key = (
                    cap.service,
                    tuple(sorted(cap.option_labels.items())),
                    tuple(f.name for f in cap.fields if f.options),
                )
                if key not in rows_of:
                    rows_of[key] = (
                        tuple(documents.add(t) for t in capability_documents(cap).values()),
                        np.array(
                            [
                                phrases.add(p)
                                for group in capability_phrases(cap).values()
                                for p in group
                            ],
                            dtype=np.int64,
                        ),
                    )
                entries.append(_CapabilityDocs(cap, *rows_of[key]))
            self._docs[entity.entity_id] = entries
        read_rows, read_phrases = set(self.read_rows), set(self.read_phrases.tolist())
        self.act_rows = [r for r in range(len(documents.texts)) if r not in read_rows]
        self.act_phrases = np.array(
            [r for r in range(len(phrases.texts)) if r not in read_phrases], dtype=np.int64
        )
        self._phrase_index = NgramIndex(phrases.texts)
        self.doc_index = HybridTextIndex(documents.texts, embedder, cache, alpha=alpha)
        self.document_count = len(documents.texts)
        self._intent_services, self._intent_index = self._build_intents(catalog)
        self._known_fields = frozenset(
            f.name for spec in catalog.all_services() for f in spec.fields
        )

    @staticmethod
    def _build_intents(catalog: Catalog) -> tuple[list[str], NgramIndex]:
        """Every phrase of every voice service in the catalog, with the service it names."""
        services: list[str] = []
        texts: list[str] = []
        for spec in catalog.all_services():
            for phrase in {*spec.names.values(), *(p for ps in spec.synonyms.values() for p in ps)}:
                if phrase.strip():
                    services.append(spec.full_name)
                    texts.append(phrase.strip())
        return services, NgramIndex(texts)

    # ------------------------------------------------------------------------- queries

    def capabilities(self, entity_id: str) -> list[Capability]:
        """The services that apply to an entity of the home."""
        return [docs.capability for docs in self._docs.get(entity_id, ())]

    def accepts(self, capability: Capability, param: str, value: Any) -> float | None:
        """How well one service of an entity takes a parameter the command gives: 1.0 under
        the parameter's own field, :data:`KIN_FIELD` under a field of its kind (a tilt for a
        position, any share for a bare percentage), 0.0 not at all.

        ``None`` when no service in the catalog has such a field: a parameter nobody takes
        says nothing about what the entity can do (the parser may name it its own way). A
        value the entity lists options for must be one of them ("cool" for a heater that
        only heats is not); a string value one of its option fields lists is taken there
        (a purifier's mode select takes "sleep" whatever the parser called the field).
        """
        setting = _takes_own_setting(capability, param)
        if setting is not None:
            return setting
        field_name = PARAM_FIELDS.get(param, param)
        if field_name not in self._known_fields:
            return None
        family = _value_family(field_name, value)
        fields = [f for f in capability.fields if f.name in family]
        strength = 1.0 if any(f.name == field_name for f in fields) else KIN_FIELD
        if not isinstance(value, str):
            return strength if fields else 0.0
        if not fields:
            listing = [f for f in capability.fields if f.from_entity and f.options]
            return KIN_FIELD if any(self._lists(capability, f, value) for f in listing) else 0.0
        own = [f for f in fields if f.from_entity and f.options]
        if not own or len(own) < len(fields):
            return strength
        verdicts = [self._lists(capability, f, value) for f in own]
        if any(verdicts):
            return strength
        return None if any(v is None for v in verdicts) else 0.0

    def _lists(self, capability: Capability, view: FieldView, value: str) -> bool | None:
        """Whether an option field lists the value (or one of its words in any language);
        ``None`` when the value is in a script the options and their words do not use."""
        said = compact(value)
        options = {compact(o) for o in view.options}
        if said in options:
            return True
        if said == "on" and view.name in SWING_FIELDS and options - {"off"}:
            return True  # "扫风打开": swinging, in whichever way the device swings
        labels = {
            compact(w)
            for language in LANGUAGES
            for option in view.options
            for w in self.catalog.value_words(capability.spec.domain, view.name, option, language)
        }
        if said in labels:
            return True
        known_script = any(has_cjk(w) == has_cjk(said) for w in options | labels)
        return False if known_script else None

    def takes(self, entity_id: str, param: str, value: Any = None) -> bool | None:
        """Whether any service of the entity takes the parameter (see :meth:`accepts`)."""
        verdicts = [self.accepts(cap, param, value) for cap in self.capabilities(entity_id)]
        if any(verdicts):
            return True
        if verdicts and all(v is None for v in verdicts):
            return None
        return False

    @staticmethod
    def query_text(command: Command) -> tuple[str, str | None]:
        """The text matched against command documents, and why the action was not used."""
        action = command.action
        raw = command.raw
        if not action:
            return raw or "", "action_missing"
        # Seed 001: a Chinese request needs a Chinese action; English for English is fine. A
        # request is Chinese when Chinese carries it, not when it names one Chinese room.
        if _mostly_chinese(raw) and has_latin(action) and not has_cjk(action):
            _LOGGER.debug(
                "Action %s is not in the language of %s; matching the raw text",
                said(action),
                said(raw),
            )
            return raw, "action_language"
        return action, None

    def needs_semantic(self, query: str) -> bool:
        """Whether the action text is vague enough for the semantic model to be asked.

        A phrase people say for a service ("打开", "turn on") is matched exactly by the
        n-grams, and there the embedding only blurs polarity (research: e5 confuses 打开门锁
        with 上锁); paraphrases ("太亮了", "I'm cold") have no such phrase.
        """
        if not self.doc_index.has_dense:
            return False
        return float(self._phrase_index.scores(query).max(initial=0.0)) < self.exact_phrase

    def scores(self, query: str, vector: np.ndarray | None, meta: dict[str, Any]) -> ActionScores:
        """How the action fits every document and phrase of the home."""
        phrases = self._phrase_index.scores(query)
        if self.doc_index.has_dense and (
            vector is not None or float(phrases.max(initial=0.0)) < self.exact_phrase
        ):
            meta["semantic"] = 1
            documents = self.doc_index.scores(query, query_vector=vector)
        else:
            documents = self.doc_index.lexical.scores(query)
        return ActionScores(documents, phrases)

    def read_score(self, scores: ActionScores) -> float:
        """How much the action reads as a question about state."""
        return scores.best(self.read_rows, self.read_phrases)

    def is_question(self, command: Command, scores: ActionScores) -> bool:
        """Whether the command asks about state rather than acting (decided once per command).

        The question documents compete with every command document of the home, so "打开"
        (closest to a turn-on document) is an act even where the only entity named is a
        sensor, and such an entity is then filtered rather than "read".
        """
        if command.params:
            return False
        read = self.read_score(scores)
        act = scores.best(self.act_rows, self.act_phrases)
        return read > 0 and read >= act

    def service_scores(
        self, command: Command, entity: Entity, scores: ActionScores
    ) -> list[tuple[str, float]]:
        """Each service of the entity with how well it fits the command, best first.

        Parameters pick the service that takes them: the more of them, and the more of the
        service's own fields they are, the better ("调到制冷" is set_hvac_mode, not the
        set_temperature that also takes a mode). A service that takes none of them loses
        clearly when another service of the entity takes one. A service the parser resolved
        the action to (``Command.resolved_services``) fits at least as an exact phrase.
        """
        entries = self._docs.get(entity.entity_id, ())
        taken: list[tuple[float, int, int]] = []
        for docs in entries:
            verdicts = [self.accepts(docs.capability, k, v) for k, v in command.params.items()]
            given = [v for v in verdicts if v is not None]
            taken.append((sum(given), sum(1 for v in given if v), len(given)))
        any_taken = any(accepted for _, accepted, _ in taken)
        options: list[tuple[str, float]] = []
        resolved = command.resolved_services
        for docs, (strength, accepted, known) in zip(entries, taken, strict=True):
            fit = scores.best(docs.rows, docs.phrase_rows)
            if docs.capability.spec.service in resolved:
                # The parser knew the service: it fits as a phrase said for it would.
                fit = max(fit, self.exact_phrase)
            score = fit
            if known and accepted == known:
                # Every parameter taken: the service made for them wins ("调到制冷" sets a mode,
                # though set_temperature takes a mode too), with the action's words second.
                share = round(strength / max(1, len(docs.capability.fields)), 1)
                score = 1.0 + PARAM_OWN * strength / known + share + PARAM_FIT * min(fit, 1.0)
            elif accepted:
                score += PARAM_BONUS * accepted / known
            elif known:
                score -= PARAM_MISS if any_taken else PARAM_PENALTY
            if docs.capability.spec.service == "toggle" and fit < self.exact_phrase:
                # Toggling flips whatever the state is: it answers only when it was asked for.
                score -= TOGGLE_PENALTY
            options.append((docs.capability.service, score))
        options.sort(key=lambda o: o[1], reverse=True)
        return options

    def asked(self, query: str) -> frozenset[str]:
        """The capabilities an action names outright, by service name (``oscillate``).

        Empty when the action names no capability: no phrase of any service in the catalog
        fits it closely ("弄一下"), or it fits phrases of services of other names too ("调高"
        raises a fan's speed, a temperature or a volume): a direction or a verb, not a
        capability.
        """
        if not query.strip():
            return frozenset()
        fits = self._intent_index.scores(query)
        best = float(fits.max(initial=0.0))
        if best < ASKED_FIT:
            return frozenset()
        # One capability, named by no other service: "摇头" is oscillate. "打开" is turn_on,
        # open_cover, open_valve, start…: a verb for whatever the device does, and a device
        # without any of those (an AC that only takes a mode) may still be meant.
        services = {self._intent_services[int(r)] for r in np.nonzero(fits >= RIVAL_FIT)[0]}
        names = {s.partition(".")[2] for s in services}
        domains = {s.partition(".")[0] for s in services}
        # Several services of one domain are one capability too: "volume down" is the media
        # player's volume, whichever of volume_down or volume_set the device takes.
        return frozenset(names) if len(names) == 1 or len(domains) == 1 else frozenset()

    def lacks(self, entity_id: str, asked: frozenset[str], own_best: float) -> bool:
        """Whether an entity cannot do what the action names: no service of that name, and
        none of its own fits the action well (a curtain's "打开" is its open_cover)."""
        if not asked or own_best >= WEAK_FIT:
            return False
        return not any(cap.spec.service in asked for cap in self.capabilities(entity_id))

    # ------------------------------------------------------------------------- vectors

    @property
    def cache_keys(self) -> set[CacheKey]:
        """The cache keys of the document vectors this index uses."""
        return self.doc_index.cache_keys

    async def aattach(self, embedder: Embedder | AsyncEmbedder, cache: VectorCache | None) -> None:
        """Embed the documents with an async embedder (see :meth:`HybridTextIndex.aattach`)."""
        await self.doc_index.aattach(embedder, cache)

    async def aembed_query(self, query: str) -> np.ndarray | None:
        """The semantic vector of an action text, if the index has a semantic model."""
        return await self.doc_index.aembed_query(query)


READ_ONLY_DOMAINS: Final[frozenset[str]] = frozenset(
    {
        "sensor",
        "binary_sensor",
        "weather",
        "person",
        "device_tracker",
        "sun",
        "zone",
        "calendar",
        "camera",
        "image",
        "event",
        "update",
        "input_text",
    }
)
"""Domains that have no services but are still asked about ("is the door open?")."""

__all__ = [
    "READ_ONLY_DOMAINS",
    "READ_SERVICE",
    "ActionIndex",
    "ActionScores",
    "Scored",
    "param_fields",
]
