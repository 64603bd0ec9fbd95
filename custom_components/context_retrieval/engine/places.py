"""Room and floor words: which areas of the home a word the user said names, and how surely.

One place resolves every room or floor word, for scope filters and for questions alike
(docs/grounding.md). In order, the first rule that finds something wins:

1. **exact** — the name or alias of an area or floor, ignoring case, spacing, locatives
   ("卧室里" = "卧室") and articles ("the kitchen" = "kitchen");
2. **inner** — a longer phrase around one known room ("主卧室" → "主卧", "the kitchen area");
3. **head** — a generic word for rooms whose names end with it: "卧室"/"bedroom" is every
   bedroom (主卧 + 次卧, Master Bedroom + Guest Bedroom), the same rule in both languages;
4. **sound** / **spelling** — a word a recogniser misheard or a typist misspelled ("客听",
   "kitchn", "din ing room"), matched against the home's own names (:mod:`.sound`);
5. **language** — a word in the other language than the home's names ("dining room" in a
   Chinese home), through the reviewed room words of ``data/grounding.json``.

Rules 4 and 5 are fuzzy: the result says so (``Place.fuzzy``) and retrieval marks it in the
reasons and lowers the score. Two equally close readings that name different rooms are not
guessed between: the place is ambiguous and retrieval asks. Seed 004 rules out a room mapping
table and vector similarity for unknown room words; rule 5 only translates between languages,
never maps one word to another word of the same language.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, Final, Literal

from .data import load_json
from .home import Home
from .sound import sound_similarity, spelling_similarity
from .text import compact, has_cjk, longest_non_overlapping, tokens, words

type How = Literal["exact", "inner", "head", "sound", "spelling", "language"]

FUZZY: Final[frozenset[str]] = frozenset({"sound", "spelling", "language"})
"""Readings that are not the home's own words: marked and scored lower."""
MIN_FUZZY: Final = 0.8
# How many resolved words a resolver remembers before it starts again (bounded memory for a
# long-running Home Assistant; a home's own words are far fewer).
_MAX_REMEMBERED: Final = 4096
"""Below this a misheard or misspelled word is not taken to mean a room."""
TIE: Final = 0.03
"""Fuzzy readings this close to the best one are as likely: the word is ambiguous."""

# Locative suffixes and prefixes that do not change which room is meant ("卧室里" = "卧室").
_ZH_SUFFIXES: Final = ("里面", "那边", "这边", "里边", "房间", "里", "内", "中", "的")
_ZH_PREFIXES: Final = ("在", "到", "把", "给")
# Suffixes that only say "a room" (书房, 卧室, 洗手间): 杂物房 and 杂物间 are one room.
_ZH_ROOM_SUFFIXES: Final = ("室", "房", "间", "屋")
HERE_WORDS: Final[frozenset[str]] = frozenset(
    {
        "房间",
        "屋",
        "屋里",
        "屋子",
        "这里",
        "这儿",
        "这边",
        "这个房间",
        "room",
        "here",
        "thisroom",
        "inhere",
    }
)
"""Words for "this room": the satellite's area, when there is one."""
_HERE_SAID: Final = ("这里", "这儿", "这边", "屋里", "这个房间")
"""The Chinese words of :data:`HERE_WORDS` that say "this room" anywhere in a request."""
HOME_WORDS: Final[frozenset[str]] = frozenset(
    {
        "家",
        "家里",
        "全屋",
        "全家",
        "屋里所有",
        "整个家",
        "house",
        "home",
        "wholehouse",
        "everywhere",
    }
)
"""Words for the whole home: no scope at all."""
GENERIC_ROOM_WORDS: Final[frozenset[str]] = (
    HERE_WORDS | HOME_WORDS | {"rooms", "area", "floor", "place"}
)
"""Words that name no room of their own."""


_ARTICLES: Final = frozenset({"the", "a", "an"})
# What may surround a known room in a longer phrase without changing which room it is
# ("主卧室" is 主卧, "the kitchen area" the kitchen; "地下二层" is not 二层, nor "game room" a room).
_ZH_AROUND: Final = frozenset("室房间屋区域边里内的这那部分一带")
_EN_AROUND: Final = frozenset(
    {"area", "side", "part", "zone", "corner", "end", "space", "in", "at", "of"}
)
_DIGIT_FLOOR = re.compile(r"(?<![0-9])([1-9])(?=[楼层])")
_ZH_DIGITS: Final = "零一二三四五六七八九"


_GENERAL_LAST_WORDS: Final = frozenset({"room", "area", "floor", "side"})
"""Last words of room names too general to say a room alone ("Living Room")."""


@dataclass(frozen=True, slots=True)
class RoomWords:
    """The Latin words that say one of the home's rooms in a request, built once per home: each
    area name or alias, and its last word ("bathroom" of "Hall Bathroom") unless that word is
    too general to say a room alone (:data:`_GENERAL_LAST_WORDS`).

    >>> rooms = RoomWords(frozenset({("hall", "bathroom"), ("bathroom",), ("living", "room")}), 2)
    >>> rooms.said_in(["dim", "the", "bathroom", "lights"]), rooms.said_in(["the", "room"])
    (True, False)
    """

    phrases: frozenset[tuple[str, ...]]
    longest: int
    """The most words of a phrase."""

    @classmethod
    def of(cls, home: Home) -> RoomWords:
        """The room words of one home."""
        phrases: set[tuple[str, ...]] = set()
        for area in home.areas.values():
            for name in area.names:
                folded = tuple(re.findall(r"[a-z]+", name.casefold()))
                if folded:
                    phrases.add(folded)
                    if folded[-1] not in _GENERAL_LAST_WORDS:
                        phrases.add(folded[-1:])
        return cls(frozenset(phrases), max(map(len, phrases), default=0))

    def said_in(self, said: list[str]) -> bool:
        """Whether the words (folded Latin words, in order) hold one of the room phrases."""
        return any(
            tuple(said[start : start + size]) in self.phrases
            for size in range(1, self.longest + 1)
            for start in range(len(said) - size + 1)
        )


def room_key(word: str) -> str:
    """The comparable form of a room word: compact, without locatives or English articles.

    A floor said with a digit is the floor said in words ("2楼" = "二楼").
    """
    if not has_cjk(word):
        return "".join(_room_words(word)) or compact(word)
    key = _DIGIT_FLOOR.sub(lambda m: _ZH_DIGITS[int(m.group(1))], compact(word))
    for prefix in _ZH_PREFIXES:
        if key.startswith(prefix) and len(key) > len(prefix) + 1:
            key = key[len(prefix) :]
    changed = True
    while changed:
        changed = False
        for suffix in _ZH_SUFFIXES:
            if key.endswith(suffix) and len(key) > len(suffix) + 1:
                key = key[: -len(suffix)]
                changed = True
    return key


def _room_words(text: str) -> list[str]:
    """Latin words of a room name, folded, without articles: "Our Room" keeps "our", since
    a possessive can be all that sets one room's name apart from the word "room"."""
    return [t for t in tokens(text) if not has_cjk(t) and t not in _ARTICLES]


def _only_around(phrase: str, inner: str) -> bool:
    """Whether what surrounds a known room in a phrase leaves the room as it is."""
    rest = phrase.replace(inner, " ", 1)
    if has_cjk(inner):
        return all(c in _ZH_AROUND for c in rest if not c.isspace())
    return all(w in _EN_AROUND for w in rest.split())


def _core(key: str) -> str:
    """A Chinese room key without its generic "room" suffix (卧室 → 卧, 杂物间 → 杂物)."""
    for suffix in _ZH_ROOM_SUFFIXES:
        if key.endswith(suffix) and len(key) > len(suffix):
            return key[: -len(suffix)]
    return key


@dataclass(frozen=True, slots=True)
class Place:
    """What one room or floor word resolved to."""

    word: str
    areas: frozenset[str] = frozenset()
    how: How | None = None
    names: tuple[str, ...] = ()
    """The home's names the word was read as (for reasons, logs and questions)."""
    alternatives: tuple[tuple[str, ...], ...] = ()
    """When ambiguous: the names of each equally close reading, best first."""

    @property
    def resolved(self) -> bool:
        """Whether the word names areas of the home, unambiguously."""
        return bool(self.areas) and not self.alternatives

    @property
    def fuzzy(self) -> bool:
        """Whether the word was read as a near-miss or a translation of the home's names."""
        return self.how in FUZZY

    @property
    def ambiguous(self) -> bool:
        """Whether two readings are equally likely."""
        return bool(self.alternatives)


@dataclass(slots=True)
class _Reading:
    score: float
    areas: frozenset[str]
    name: str


class PlaceResolver:
    """Resolves the room and floor words of one home (built once, linear in its size)."""

    def __init__(
        self, home: Home, room_words: Mapping[str, Mapping[str, Any]] | None = None
    ) -> None:
        self.home = home
        self._exact: dict[str, set[str]] = {}
        self._label: dict[str, str] = {}
        self._word_keys: dict[str, tuple[str, ...]] = {}
        self._floor_keys: set[str] = set()
        areas_by_floor: dict[str, set[str]] = {}
        for area in home.areas.values():
            if area.floor_id:
                areas_by_floor.setdefault(area.floor_id, set()).add(area.id)
            for name in area.names:
                self._add(name, {area.id})
        for floor in home.floors.values():
            for name in floor.names:
                self._floor_keys.add(self._add(name, areas_by_floor.get(floor.id, set())))
        # In the home's order, so that a word heading several rooms reads and asks for them in
        # the same order on every run (a frozenset iterates in a per-process hash order).
        self._vocabulary_in_order = tuple(
            key
            for key in self._exact
            if (len(key) >= 2 or not has_cjk(key)) and key not in GENERIC_ROOM_WORDS
        )
        self.vocabulary: frozenset[str] = frozenset(self._vocabulary_in_order)
        """Room keys worth finding inside device names (one Chinese character is too vague)."""
        if room_words is None:
            room_words = load_json("grounding.json").get("rooms", {})
        self._translations = _translations(room_words)
        self._near: dict[str, tuple[frozenset[str], str]] | None = None
        # Resolving a word scans every room key; names repeat the same words on every request.
        self._resolved: dict[str, Place] = {}

    def _add(self, name: str, areas: set[str]) -> str:
        key = room_key(name)
        if key:
            self._exact.setdefault(key, set()).update(areas)
            self._label.setdefault(key, name)
            if not has_cjk(key):
                self._word_keys[key] = tuple(_room_words(name))
        return key

    # ------------------------------------------------------------------------- queries

    def resolve(self, word: str) -> Place:
        """The areas a room or floor word names, and how it was read (unresolved: no areas)."""
        if (place := self._resolved.get(word)) is None:
            if len(self._resolved) >= _MAX_REMEMBERED:
                self._resolved.clear()
            place = self._resolved[word] = self._resolve(word)
        return place

    def _resolve(self, word: str) -> Place:
        key = room_key(word)
        if not key or key in GENERIC_ROOM_WORDS:
            return Place(word)
        if key in self._exact:
            return self._place(word, [key], "exact")
        # A longer phrase around one known room ("主卧室" → "主卧", "the kitchen area").
        inner = longest_non_overlapping(key, self.vocabulary)
        if (
            len(inner) == 1
            and len(inner[0]) >= max(2, len(key) // 2)
            and self._around(word, key, inner[0])
        ):
            return self._place(word, inner, "inner")
        heads = self._heads(key, word)
        if heads:
            return self._head_place(word, key, heads)
        return self._fuzzy(word, key) or self._translated(word) or Place(word)

    def _head_place(self, word: str, key: str, heads: list[str]) -> Place:
        """The rooms a word heads. A word for a kind of room ("卧室", "balcony") means all of
        them; a mere part of several rooms' names ("宝房" of 大宝房 and 二宝房) is not said of
        them all: which one is asked."""
        place = self._place(word, heads, "head")
        by_areas: dict[frozenset[str], list[str]] = {}
        for head in heads:
            by_areas.setdefault(frozenset(self._exact[head]), []).append(self._label[head])
        if len(by_areas) < 2 or key in self._translations or compact(word) in self._translations:
            return place
        alternatives = tuple(tuple(names) for names in by_areas.values())
        return Place(word, place.areas, "head", alternatives[0], alternatives)

    def _around(self, word: str, key: str, inner: str) -> bool:
        if has_cjk(key):
            return _only_around(key, inner)
        said = " ".join(_room_words(word))
        label_words = " ".join(self._word_keys.get(inner, ()))
        return bool(label_words) and _only_around(said, label_words)

    def areas_of(self, word: str) -> frozenset[str] | None:
        """The areas a word names when it resolves unambiguously, else ``None``."""
        place = self.resolve(word)
        return place.areas if place.resolved else None

    def means_here(self, word: str) -> bool:
        """Whether the word only says "this room" ("这里", "房间", "in here")."""
        return room_key(word) in HERE_WORDS

    def means_home(self, word: str) -> bool:
        """Whether the word says "the whole home" ("家里", "the house")."""
        return room_key(word) in HOME_WORDS

    def names_a_place(self, word: str) -> bool:
        """Whether the word is exactly the name or alias of an area or floor."""
        return bool(self._exact.get(room_key(word)))

    def is_floor_word(self, word: str) -> bool:
        """Whether the word names a floor."""
        return room_key(word) in self._floor_keys

    def agrees(self, word: str, area_id: str) -> bool:
        """Whether a room word fits an area: it names the area, or heads one of its names
        ("Bathroom Light" in the Master Bathroom is not a light of another room)."""
        key = room_key(word)
        if area_id in self._exact.get(key, ()):
            return True
        area = self.home.areas.get(area_id)
        if area is None or not key:
            return False
        own = [room_key(n) for n in area.names]
        if has_cjk(key):
            return any(k.endswith(key) or _core(k).endswith(_core(key)) for k in own)
        said = tuple(_room_words(word))
        return (
            any(tuple(_room_words(n))[-len(said) :] == said for n in area.names) if said else False
        )

    def keys_of(self, areas: Iterable[str]) -> set[str]:
        """The room keys whose areas all lie within ``areas`` (for finding rooms in names)."""
        wanted = set(areas)
        return {key for key, ids in self._exact.items() if ids and ids <= wanted}

    def area_label(self, area_id: str) -> str:
        """The area's name, for questions."""
        area = self.home.areas.get(area_id)
        return area.name if area else area_id

    # ------------------------------------------------------------------------- rules

    def _place(self, word: str, keys: Iterable[str], how: How) -> Place:
        keys = list(dict.fromkeys(keys))
        areas = frozenset(a for key in keys for a in self._exact[key])
        return Place(word, areas, how, tuple(self._label[key] for key in keys))

    def _heads(self, key: str, word: str) -> list[str]:
        """Room keys a generic word heads: "卧室" → 主卧, 次卧室; "bedroom" → Master Bedroom."""
        if has_cjk(key):
            if len(key) < 2:
                return []
            core = _core(key)
            return [
                k
                for k in self._vocabulary_in_order
                if has_cjk(k) and k != key and (k.endswith(key) or _core(k).endswith(core))
            ]
        said = tuple(_room_words(word))
        if not said or "".join(said) in GENERIC_ROOM_WORDS:
            return []
        size = len(said)
        return [
            k
            for k, name_words in self._word_keys.items()
            if len(name_words) > size and name_words[-size:] == said
        ]

    def _near_misses(self) -> dict[str, tuple[frozenset[str], str]]:
        """What a misheard or misspelled word may have meant: every room key, and the heads
        of longer names (卧室 of 主卧室, "bedroom" of "Master Bedroom") read by the head rule,
        so that "卧试" means what "卧室" means."""
        if self._near is None:
            near: dict[str, tuple[frozenset[str], str]] = {
                key: (frozenset(areas), self._label[key])
                for key, areas in self._exact.items()
                if areas
            }
            heads: set[str] = set()
            for key in self._exact:
                if has_cjk(key):
                    heads.update(key[i:] for i in range(1, len(key) - 1))
                else:
                    name_words = self._word_keys.get(key, ())
                    if len(name_words) > 1 and len(name_words[-1]) >= 4:
                        heads.add(name_words[-1])
            for head in sorted(heads - near.keys() - GENERIC_ROOM_WORDS):
                keys = self._heads(head, head)
                if keys:
                    areas = frozenset(a for k in keys for a in self._exact[k])
                    near[head] = (areas, head)
            self._near = near
        return self._near

    def _fuzzy(self, word: str, key: str) -> Place | None:
        """A misheard (Chinese, by sound) or misspelled (Latin, by letters) room word."""
        cjk = has_cjk(key)
        said = _room_words(word)
        readings = []
        for known, (areas, label) in self._near_misses().items():
            # Sound likeness needs as many characters on both sides: skip the rest unscored.
            if has_cjk(known) != cjk or (cjk and len(known) != len(key)):
                continue
            score = sound_similarity(key, known) if cjk else self._spelled_like(said, key, known)
            if score >= MIN_FUZZY:
                readings.append(_Reading(score, areas, label))
        if not readings:
            return None
        return self._decide(word, readings, "sound" if cjk else "spelling")

    def _spelled_like(self, said: list[str], key: str, known: str) -> float:
        """Spelling likeness of two room names; a word both end with does not count, so
        "dining room" is not a misspelled "living room"."""
        name_words = list(self._word_keys.get(known, ()))
        if len(said) > 1 and len(name_words) > 1 and said[-1] == name_words[-1]:
            return spelling_similarity("".join(said[:-1]), "".join(name_words[:-1]))
        return spelling_similarity(key, known)

    def _translated(self, word: str) -> Place | None:
        """A room word in the other language, through the reviewed room words."""
        key = compact(word)
        readings: list[_Reading] = []
        for said, translations in self._translations.items():
            score = (
                1.0 if said == key else spelling_similarity(said, key) if not has_cjk(key) else 0.0
            )
            if score < MIN_FUZZY:
                continue
            for other in translations:
                place = self._exact_or_head(other)
                if place is not None:
                    readings.append(_Reading(score * 0.95, place.areas, place.names[0]))
        if not readings:
            return None
        return self._decide(word, readings, "language")

    def _exact_or_head(self, word: str) -> Place | None:
        key = room_key(word)
        if key in self._exact:
            return self._place(word, [key], "exact")
        heads = self._heads(key, word)
        return self._place(word, heads, "head") if heads else None

    @staticmethod
    def _decide(word: str, readings: list[_Reading], how: How) -> Place:
        """The best reading, or an ambiguous place when another names other rooms as closely."""
        readings.sort(key=lambda r: r.score, reverse=True)
        best = readings[0]
        close = [r for r in readings if r.score >= best.score - TIE]
        by_areas: dict[frozenset[str], list[str]] = {}
        for reading in close:
            by_areas.setdefault(reading.areas, []).append(reading.name)
        if len(by_areas) == 1:
            return Place(word, best.areas, how, tuple(dict.fromkeys(by_areas[best.areas])))
        alternatives = tuple(tuple(dict.fromkeys(names)) for names in by_areas.values())
        return Place(word, frozenset().union(*by_areas), how, alternatives[0], alternatives)


@cache
def room_translations() -> Mapping[str, tuple[str, ...]]:
    """Every reviewed room word of ``grounding.json`` (compact) → the words of the same kind
    of room in the other language ("茶室" → "tea room"; "Kitchen" → "厨房")."""
    return _translations(load_json("grounding.json").get("rooms", {}))


def _translations(room_words: Mapping[str, Mapping[str, Any]]) -> dict[str, tuple[str, ...]]:
    """Every room word (compact) → the words of the same kind of room in the other languages."""
    found: dict[str, list[str]] = {}
    for by_lang in room_words.values():
        languages = {
            lang: [w for w in ws if isinstance(w, str)]
            for lang, ws in by_lang.items()
            if isinstance(ws, list)
        }
        for lang, said in languages.items():
            others = [w for other, ws in languages.items() if other != lang for w in ws]
            for word in said:
                found.setdefault(compact(word), []).extend(others)
    return {key: tuple(dict.fromkeys(words)) for key, words in found.items()}


def says_here(text: str) -> bool:
    """Whether the request says "this room" in so many words ("in here", "这里"), which a parser
    may leave out of the scope as the satellite's room goes without saying."""
    return "here" in tokens(text) or any(word in text for word in _HERE_SAID)


@dataclass(frozen=True, slots=True)
class _Unheated:
    """The reviewed words of places the house's heating does not serve (``grounding.json``'s
    ``not_living_space`` with lexicon.json's ``outdoors``): English words by role, Chinese
    words found anywhere in a name."""

    outside: frozenset[str]  # places outside: the head of a name ("Back Garden")
    rooms: frozenset[str]  # rooms the heating does not serve: also before "room"
    anywhere: frozenset[str]  # words that put a name outside wherever said ("Outdoor Kitchen")
    chinese: tuple[str, ...]

    def of_name(self, name: str) -> bool:
        """Whether an area's name or alias is such a place (the module's ``living_space``)."""
        if any(w in name for w in self.chinese):
            return True
        said = words(name)
        if not said or self.anywhere & set(said):
            return bool(said)
        head = said[-1]
        if len(said) > 1 and head in _PLACE_HEADS:
            before = said[-2]  # "Storage Room", "Patio Area"; a "Garden Room" is a room
            return before in self.rooms or (head != "room" and before in self.outside)
        return head in self.outside or head in self.rooms


# Head words that only say what is before them is a place ("Patio Area", "Storage Room").
_PLACE_HEADS: Final = frozenset({"room", "area", "space", "zone"})


@cache
def _not_living_words() -> _Unheated:
    data = load_json("grounding.json").get("not_living_space", {})
    outdoors = load_json("lexicon.json").get("outdoors", {})
    places, rooms, areas = (
        data.get("places", {}),
        data.get("rooms", {}),
        outdoors.get("areas", {}),
    )
    return _Unheated(
        outside=frozenset((*places.get("en", ()), *areas.get("en", ()))),
        rooms=frozenset(rooms.get("en", ())),
        anywhere=frozenset(outdoors.get("named", {}).get("en", ())),
        chinese=(*places.get("zh-Hans", ()), *rooms.get("zh-Hans", ()), *areas.get("zh-Hans", ())),
    )


def living_space(home: Home, area_id: str) -> bool:
    """Whether an area is heated living space: not when its name or an alias is a place of
    ``grounding.json``'s ``not_living_space`` or an outdoor area of lexicon.json (the garage,
    the front porch, a storage room, 阳台; a garden room is heated: :class:`_Unheated`)."""
    area = home.areas.get(area_id)
    if area is None:
        return True
    unheated = _not_living_words()
    return not any(unheated.of_name(n) for n in (area.name, *area.aliases))
