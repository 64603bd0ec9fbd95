"""Kinds of device narrower than a domain: 台灯 among lights, 空调 among climate devices.

A word that names a kind selects the entities of that kind (docs/grounding.md). An entity is of
a kind when its device class is one of the kind's, when a word for the kind is in its name, an
alias or its device's name ("老伙计" on a "米家台灯 Pro" is a desk lamp), or when its attributes
show it (an air conditioner can cool; a heater heats and cannot cool). No kind stands in for
another: where none of the kind is in scope retrieval asks, offering what is there (a blind when
curtains were asked for), as Home Assistant's own matcher treats device classes as hard. The
words are the reviewed ``kinds`` of ``data/grounding.json``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, Final

from .catalog import EN, ZH
from .data import load_json
from .home import Entity, Home
from .text import compact, has_cjk, tokens

_ARTICLES = frozenset(
    ["a", "an", "the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those"]
)


WINDOW_COVERINGS: Final = frozenset({"curtain", "sheer_curtain", "blind", "shade"})
"""Kinds of window covering that people call by each other's words ("the curtain" for a
room's one blind): in a room with one of them, asking for another of the family means it."""


BY_CLASS_ALONE: Final = 0.9
"""The evidence of a kind shown by the entity's device class alone (:meth:`Kinds.evidence`)."""


NAMED_AS_OTHERS = frozenset({"switch", "input_boolean"})
"""Domains whose entities are often a device of another kind by name: a smart plug or relay
that runs a fan, a heater or a lamp."""


def _latin_words(text: str) -> list[str]:
    """Folded Latin words without articles ("the Can Lights" → can, light); unlike name
    matching, words such as "can" or "on" stay: they are part of a kind's name."""
    return [t for t in tokens(text) if not has_cjk(t) and t not in _ARTICLES]


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of device and the evidence for it."""

    id: str
    domains: frozenset[str]
    device_classes: frozenset[str] = frozenset()
    words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per language, what people call it."""
    attributes: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Attribute values any of which show the kind (``hvac_modes``: ``cool``)."""
    without: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Attribute values that rule the attribute evidence out (a heater cannot cool)."""
    makers: tuple[str, ...] = ()
    """Makers and product lines whose devices are of the kind whatever the entities are called
    (an "Enphase Envoy"'s sensors are the solar panels'): evidence in a name or device name,
    never a word for the kind."""
    of_each_room: bool = False
    """A kind every room has one of by nature, said of the speaker's room: "the big light" at a
    satellite is that room's main light, whatever it is called (:func:`.targets.rooms_own`)."""

    @property
    def known_by_name(self) -> bool:
        """An appliance (a dishwasher, a fridge) lives in several domains, its switch, start
        button and sensors named after it: only those names show it, and no unnamed device of
        those domains may be one."""
        return len(self.domains) > 1

    def word(self, language: str) -> str:
        """What to call the kind in a question."""
        said = self.words.get(language) or self.words.get(EN) or (self.id.replace("_", " "),)
        return said[0]


@lru_cache(maxsize=1 << 15)
def _forms(text: str) -> tuple[str, frozenset[str]]:
    """A name's compact form and its Latin words, computed once per name: building a large
    home's vocabulary asks every kind about every name (37 kinds × 10,000 entities)."""
    return compact(text), frozenset(_latin_words(text))


DOMAIN_NOUNS: Final = {"light": frozenset({"light", "lamp", "bulb"})}
"""The nouns that say only a domain: a light's name need not say "light" to name its kind
("Lounge Ceiling" is a ceiling light, "Hue White Ambiance Ceiling" a ceiling bulb)."""


def _spoken_in(word: str, text: str) -> bool:
    """Whether a kind word is said in a name: inside it (Chinese), or as its words (Latin)."""
    if has_cjk(word):
        return _forms(word)[0] in _forms(text)[0]
    said = _forms(word)[1]
    return bool(said) and said <= _forms(text)[1]


# Kind words that also name a place or a piece of furniture a light is named after.
_PLACE_HEADS: Final = frozenset({"floor", "table", "wall", "desk", "bedside", "garden", "porch"})


def _headed_by(word: str, text: str, domain: str) -> bool:
    """Whether a name of the domain's device ends with the kind word less the domain's noun
    ("Lounge Ceiling" of "ceiling light"): the word that tells the kind, said as the name's head.
    Only at the end and after another word: "Main Bedroom Light" is no "main light", and a light
    named "Study" no "study lamp".

    >>> _headed_by("ceiling light", "Sam Ceiling", "light"), _headed_by("main light", "Main Hall", "light")
    (True, False)
    """
    nouns = DOMAIN_NOUNS.get(domain)
    if not nouns or has_cjk(word):
        return False
    telling = [w for w in _latin_words(word) if w not in nouns]
    if _PLACE_HEADS & set(telling):
        return False  # a light named "Ground Floor", "Dining Table", "Garden Wall": no such lamp
    named = _latin_words(text)
    return bool(telling) and len(named) > len(telling) and named[-len(telling) :] == telling


@dataclass(frozen=True, slots=True)
class KindFamily:
    """Kinds people call by each other's words (:data:`WINDOW_COVERINGS`), and every device
    class of any of them."""

    ids: frozenset[str]
    kinds: tuple[Kind, ...]
    """The family's kinds, in the order of their ids."""
    device_classes: frozenset[str]


class Kinds:
    """The reviewed kinds, looked up by the words people say."""

    def __init__(self, data: Mapping[str, Any] | None = None) -> None:
        if data is None:
            data = load_json("grounding.json").get("kinds", {})
        self.by_id: dict[str, Kind] = {}
        self._by_word: dict[str, Kind] = {}
        self._by_class: dict[tuple[str, str], Kind] = {}
        for kind_id, spec in data.items():
            kind = Kind(
                id=kind_id,
                domains=frozenset(spec.get("domains", ())),
                device_classes=frozenset(spec.get("device_classes", ())),
                words={lang: tuple(spec.get(lang, ())) for lang in (ZH, EN) if spec.get(lang)},
                attributes={k: frozenset(v) for k, v in (spec.get("attributes") or {}).items()},
                without={k: frozenset(v) for k, v in (spec.get("without") or {}).items()},
                makers=tuple(spec.get("makers", ())),
                of_each_room=bool(spec.get("of_each_room", False)),
            )
            self.by_id[kind_id] = kind
            for said in kind.words.values():
                for word in said:
                    self._by_word.setdefault(self._key(word), kind)
            for domain in kind.domains:
                for device_class in kind.device_classes:
                    self._by_class.setdefault((domain, device_class), kind)

    @staticmethod
    def _key(word: str) -> str:
        return compact(word) if has_cjk(word) else " ".join(_latin_words(word))

    def family(self, ids: Iterable[str]) -> KindFamily:
        """The kinds of these ids as one family."""
        kinds = tuple(self.by_id[k] for k in sorted(ids))
        classes = frozenset(c for k in kinds for c in k.device_classes)
        return KindFamily(frozenset(ids), kinds, classes)

    def named(self, word: str) -> Kind | None:
        """The kind a word (a name hint) is exactly the word for, if any."""
        return self._by_word.get(self._key(word)) if word else None

    def of_class(self, domain: str, device_class: str | None) -> Kind | None:
        """The kind a domain and device class stand for (cover + curtain → curtain)."""
        return self._by_class.get((domain, device_class)) if device_class else None

    def evidence(self, entity: Entity, kind: Kind, by_head: bool = True) -> float:
        """How plainly the entity is of the kind: 1.0 when its name, an alias or its device's
        name says so ("米家吸顶灯" is a ceiling light whatever the entity is called) or names one
        of its makers, 0.9 when
        only its device class does (a projector has the class tv, yet it is not "the TV"),
        0.8 when only its attributes show it, 0.0 when it is not of the kind. ``by_head``: a
        name ending with the kind's telling word counts too (:func:`_headed_by`)."""
        said = [word for words_of in kind.words.values() for word in words_of]
        if kind.domains and entity.domain not in kind.domains:
            # A plug or relay named as the kind ("Bathroom Exhaust Fan", "Spa Heater") is one.
            named = entity.domain in NAMED_AS_OTHERS
            return (
                1.0 if named and any(_spoken_in(w, n) for w in said for n in entity.names) else 0.0
            )
        if any(_spoken_in(word, text) for word in [*said, *kind.makers] for text in _texts(entity)):
            return 1.0
        if by_head and any(_headed_by(w, t, entity.domain) for w in said for t in _texts(entity)):
            return 1.0
        if entity.device_class and entity.device_class in kind.device_classes:
            return BY_CLASS_ALONE
        return 0.8 if self._shown_by_attributes(entity, kind) else 0.0

    def as_ranked(
        self, named: Mapping[str, frozenset[str]], evidence: Mapping[str, float], kind: Kind
    ) -> dict[str, float]:
        """The evidence by which the kind's members rank: a device class alone
        (:data:`BY_CLASS_ALONE`) ranks as a name saying the kind does, unless the entity's
        names say another kind of its domain (``named``: :class:`KindsNamed`, one per home). Said of several, "the TV" or "the speaker" is any of them (a streaming
        box of class tv is a TV, a smart display of class speaker a speaker), so which one is
        asked; a projector with the class tv still ranks below the TVs."""
        return {
            e: 1.0 if v == BY_CLASS_ALONE and not named[e] - {kind.id} else v
            for e, v in evidence.items()
        }

    def named_in(self, entity: Entity) -> frozenset[str]:
        """The ids of the kinds of the entity's domain that its names, aliases or device's name
        say."""
        return frozenset(
            kind.id
            for kind in self.by_id.values()
            if entity.domain in kind.domains
            and any(
                _spoken_in(word, text)
                for said in kind.words.values()
                for word in said
                for text in _texts(entity)
            )
        )

    def said_in_names(self, entity: Entity, kind: Kind) -> list[str]:
        """The kind's words (either language) said in the entity's own names ("冰箱" in
        "冰箱冷藏温度")."""
        said = [word for words_of in kind.words.values() for word in words_of]
        return [word for word in said if any(_spoken_in(word, name) for name in entity.names)]

    def has(self, entity: Entity, kind: Kind) -> bool:
        """Whether the entity is of the kind (see :meth:`evidence`)."""
        return self.evidence(entity, kind) > 0

    @staticmethod
    def _shown_by_attributes(entity: Entity, kind: Kind) -> bool:
        if not kind.attributes:
            return False
        for attribute, values in kind.attributes.items():
            present = _values(entity.attributes.get(attribute))
            if not present & values:
                return False
        return not any(_values(entity.attributes.get(a)) & v for a, v in kind.without.items())

    def of_some_kind(self, entity: Entity) -> bool:
        """Whether the entity is plainly of a kind of its domain (a "小夜灯" is a night light; a
        "卧室灯" is of none: it may be any lamp)."""
        # Only a name that says the kind in full: a room's "Kitchen Ceiling" found when a
        # ceiling light is asked for does not make a floor lamp asked for there absent.
        return any(
            entity.domain in kind.domains and self.evidence(entity, kind, by_head=False) > 0
            for kind in self.by_id.values()
        )

    def members(self, entities: Iterable[Entity], kind: Kind) -> list[Entity]:
        """The entities of the kind."""
        return [e for e in entities if self.has(e, kind)]

    @staticmethod
    def said_as(entities: Iterable[Entity], kind: Kind, word: str | None) -> list[Entity]:
        """Of a kind's members, those whose names say the narrower word the user said ("吊扇"
        of "吊扇灯 风扇" beside a "美的落地扇", both electric fans); all of them when none does,
        or when the word is the kind's common Chinese word ("风扇" means any fan)."""
        members = list(entities)
        if not word or not has_cjk(word) or compact(word) == compact(kind.word(ZH)):
            return members
        said = [e for e in members if any(_spoken_in(word, t) for t in _texts(e))]
        return said or members


class KindsNamed(Mapping[str, frozenset[str]]):
    """Entity id → the ids of the kinds of its domain that its names say
    (:meth:`Kinds.named_in`), one per home: each entity's found when first asked and kept, as
    its names change only with a new snapshot (reading every entity up front costs ~0.3 s on a
    home of 2,000)."""

    def __init__(self, kinds: Kinds, home: Home) -> None:
        self._kinds = kinds
        self._home = home
        self._found: dict[str, frozenset[str]] = {}

    def __getitem__(self, entity_id: str) -> frozenset[str]:
        found = self._found.get(entity_id)
        if found is None:
            found = self._kinds.named_in(self._home.entities[entity_id])
            self._found[entity_id] = found
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._home.entities)

    def __len__(self) -> int:
        return len(self._home.entities)


def _texts(entity: Entity) -> list[str]:
    """What an entity is called: its names and aliases, and its device's name."""
    return [*entity.names, *([entity.device_name] if entity.device_name else [])]


def _values(value: Any) -> frozenset[str]:
    if isinstance(value, (list, tuple, set, frozenset)):
        return frozenset(str(v) for v in value)
    return frozenset() if value is None else frozenset({str(value)})


def class_families() -> dict[tuple[str, str], frozenset[str]]:
    """``grounding.json`` ``class_families``: (domain, class said) → the classes that answer
    it (:func:`.targets.answered_by`)."""
    block = load_json("grounding.json").get("class_families", {})
    return {(k.partition(".")[0], k.partition(".")[2]): frozenset(v) for k, v in block.items()}


@cache
def default_kinds() -> Kinds:
    """The reviewed kinds of ``data/grounding.json`` (read once per process)."""
    return Kinds()
