"""The surface of an utterance: pieces, phrase keys and longest-match phrase look-up.

An utterance is cut into *pieces*: one CJK character, one Latin word (plural folded, "lights" →
"light"), one number, or one of the symbols ``%`` and ``°``. Every phrase the parser knows (a
lexicon word, an area name, an entity name) is cut the same way and stored under its *key*: its
pieces joined with a space between two Latin words or numbers and with nothing elsewhere
("打开 TV" → "打开tv", "Living Room Lamp" → "living room lamp"). A phrase can therefore only match
whole pieces: "co" never matches inside "countertop", and spaces between Chinese characters do
not matter.

Matching enumerates the piece ranges of the utterance (bounded by the longest known phrase),
looks each key up in the phrase tables, and keeps the longest non-overlapping hits. The cost
depends on the length of the utterance, not on the size of the home.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Final, Literal, overload

from ..text import CJK_IDEOGRAPHS, fold_word, is_cjk_char, normalize

type PieceKind = Literal["cjk", "word", "num", "sym"]

# One CJK ideograph | a Latin word or number (inner apostrophes and dots kept: "pm2.5",
# "what's", "26.5") | a percent or degree sign | punctuation that ends or splits a clause
# (NFKC has already turned "，？！；" into ",?!;").
_PIECE_RE: Final = re.compile(
    f"[{CJK_IDEOGRAPHS}]"
    r"|[0-9a-z\u00c0-\u024f]+(?:['.][0-9a-z\u00c0-\u024f]+)*"
    r"|[%°,;!?。、]"
)
PUNCTUATION: Final = frozenset(",;!?。、")
_NUMBER_RE: Final = re.compile(r"\d+(?:\.\d+)?")


@dataclass(frozen=True, slots=True)
class Piece:
    """One unit of the utterance."""

    key: str
    """The folded form used for matching ("lights" → "light")."""
    kind: PieceKind
    start: int
    """Offset of the piece in the prepared text."""
    end: int
    surface: str
    """The piece as written in the prepared text ("lights")."""

    @property
    def plural(self) -> bool:
        """Whether an English word was folded from a plural ("lights")."""
        return (
            self.kind == "word"
            and self.key != self.surface
            and self.surface.endswith("s")
            and not self.surface.endswith("'s")
        )

    @property
    def latin(self) -> bool:
        """Whether the piece is a Latin word or a number (joined to its neighbours by spaces)."""
        return self.kind in ("word", "num")


def cut(text: str) -> list[Piece]:
    """Cut already normalised text into pieces."""
    pieces: list[Piece] = []
    for match in _PIECE_RE.finditer(text):
        token = match.group()
        if len(token) == 1 and is_cjk_char(token):
            kind: PieceKind = "cjk"
            key = token
        elif token in ("%", "°") or token in PUNCTUATION:
            kind, key = "sym", token
        elif _NUMBER_RE.fullmatch(token):
            kind, key = "num", token
        else:
            kind, key = "word", fold_word(token)
        pieces.append(Piece(key, kind, match.start(), match.end(), token))
    return pieces


def join(pieces: Sequence[Piece]) -> str:
    """The key of a run of pieces: a space only between two Latin words or numbers."""
    out: list[str] = []
    previous: Piece | None = None
    for piece in pieces:
        if previous is not None and previous.latin and piece.latin:
            out.append(" ")
        out.append(piece.key)
        previous = piece
    return "".join(out)


@lru_cache(maxsize=8192)
def phrase_key(phrase: str) -> str:
    """The key of a phrase, as stored in a :class:`PhraseTable` (cached: the same words of a
    sentence and the same names are keyed many times over)."""
    return join(cut(normalize(phrase)))


# "割一下草", "扫一下地": a verb split from its object by "一下"; "点个灯", "静个音", "放首歌": a
# verb-object word split by a classifier, rejoined without it. (A doubled verb, "浇浇水", is
# not rejoined: "空调调到" doubles a character across two words.)
_SPLIT_VERB_RE: Final = re.compile(
    f"([{CJK_IDEOGRAPHS}])(一下子?|了一下|个|首)([{CJK_IDEOGRAPHS}]{{1,2}})"
)


def join_split_verbs(text: str, is_verb: Callable[[str], bool]) -> str:
    """Rejoin a two-character verb phrase that speech splits ("割一下草" → "割草一下") when the
    rejoined phrase is a verb (``is_verb``); others stay as said ("看一下电视": 看电视 is no
    verb of the lexicon)."""

    def rejoined(match: re.Match[str]) -> str:
        said, split_by, rest = match.groups()
        kept = "一下" if split_by.startswith(("一", "了")) else ""  # a classifier says nothing
        for cut_at in range(len(rest), 0, -1):  # the longest object first ("修一下草坪")
            if is_verb(said + rest[:cut_at]):
                return said + rest[:cut_at] + kept + rest[cut_at:]
        return match.group()

    return _SPLIT_VERB_RE.sub(rejoined, text)


# The longest run of characters on each side of a "的" tried as part of one name; the shortest
# is two ("阳台的灯" is no "台灯").
_NAME_SIDE: Final = 8
# What may stand between a device and its part ("净化器那个指示灯"), the longest first.
_NAME_LINKS: Final = ("的那个", "那个", "的")


def join_possessive_names(text: str, is_name: Callable[[str, str], bool]) -> str:
    """Drop a "的" (or "那个", "的那个") inside a device's name ("加湿器的提示音" → "加湿器提示音",
    the entity "加湿器 提示音"): the attribute-of-device phrase names the entity of that
    attribute. A link whose two sides make no name of the home (``is_name(left, right)``) stays
    ("客厅的灯", "卧室那个灯")."""
    for link in _NAME_LINKS:
        at = text.find(link)
        while at > 0:
            left_end, right_start = at, at + len(link)
            joined = any(
                is_name(text[left_end - i : left_end], text[right_start : right_start + j])
                for i in range(2, min(_NAME_SIDE, left_end) + 1)
                if is_cjk_char(text[left_end - i])
                for j in range(2, min(_NAME_SIDE, len(text) - right_start) + 1)
                if is_cjk_char(text[right_start + j - 1])
            )
            if joined:
                text = text[:at] + text[right_start:]
            at = text.find(link, at + (0 if joined else 1))
    return text


# "the child lock on the purifier", "the ice maker of the fridge": a part said before its device.
_PART_LINKS: Final = frozenset({"on", "of", "for"})
_PART_ARTICLES: Final = frozenset({"the", "my", "our"})
_PART_WORDS: Final = 3
# Words that end the device's phrase: "the mode on the sound bar to movie" is no "movie mode".
_PART_DEVICE_ENDS: Final = frozenset(
    {"to", "at", "in", "on", "of", "for", "by", "and", "with", "from", "up", "down", "off"}
)


def join_part_names(text: str, is_name: Callable[[str, str], bool]) -> str:
    """Say an English device part after its device when the two make a name of the home ("the
    child lock on the kids room purifier" → "the kids room purifier child lock", the entity
    "Purifier Child Lock"), as the possessive already does ("the purifier's child lock").
    ``is_name(device, part)`` says whether the device's last words and the part make a name."""
    words = text.split(" ")
    for k in range(1, len(words) - 1):
        if words[k] not in _PART_LINKS:
            continue
        # "on the purifier", or "on emma's humidifier": the device's phrase starts after the
        # article, or at the owner's name.
        start = k + 2 if words[k + 1] in _PART_ARTICLES else k + 1
        if start == k + 1 and not words[k + 1].endswith("'s"):
            continue
        right: list[str] = []
        for word in words[start : start + _PART_WORDS + 1]:
            if word in _PART_DEVICE_ENDS or not word.replace("'", "").isalpha():
                break
            right.append(word)
        for i in range(1, min(_PART_WORDS, k) + 1):
            part = " ".join(words[k - i : k])
            end = next(
                (
                    j
                    for j in range(1, len(right) + 1)
                    for m in range(1, j + 1)
                    if is_name(" ".join(right[j - m : j]), part)
                ),
                None,
            )
            if end is not None:
                joined = [*words[: k - i], *right[:end], *part.split(" "), *words[start + end :]]
                return " ".join(joined)
    return text


# "set the den to cosy", "put the purifier in quiet mode": a room or device, a link word, then
# the rest of a name of the home ("Den Cosy", "Purifier quiet mode").
_REST_LINKS: Final = frozenset({"to", "in", "into", "on"})


def join_names_said_apart(text: str, is_name: Callable[[str, str], bool]) -> str:
    """Join a room or device word and the rest of a name said after a link word, when the two
    make a name of the home ("set the den to cosy" → "set the den cosy on", the scene
    "Den Cosy"): setting a thing to a mode or scene named so switches that one on.
    ``is_name(first, rest)`` says whether they make a name."""
    words = text.split(" ")
    for k in range(1, len(words) - 1):
        if words[k] not in _REST_LINKS:
            continue
        for i in range(1, min(_PART_WORDS, k) + 1):
            first = " ".join(words[k - i : k])
            for j in range(min(_PART_WORDS, len(words) - k - 1), 0, -1):
                rest = words[k + 1 : k + 1 + j]
                if all(w.isalpha() for w in rest) and is_name(first, " ".join(rest)):
                    return " ".join([*words[:k], *rest, "on", *words[k + 1 + j :]])
    return text


# "emma and noah's lamps": words of two names listed before the head word they share.
_LIST_LINKS: Final = frozenset({"and", "&"})
_LISTED_WORDS: Final = 2


_ARTICLES: Final = frozenset({"the", "my", "our"})
"""Words that may begin the second of two names listed before their head word."""


def names_sharing_a_head(text: str, is_name: Callable[[str, str], bool]) -> str:
    """Say the head word after each of two names listed before it once ("switch emma and
    noah's lamps on" → "switch emma lamps and noah's lamps on"), when each side's words and
    the head make a name of the home (``is_name(words, head)``, which refuses a room: "the
    hall and den lights" are the two rooms' lights)."""
    words = text.split(" ")
    for k in range(1, len(words) - 2):
        if words[k] not in _LIST_LINKS:
            continue
        # "the side and the back gate": an article after the link begins the second name
        start = k + 2 if words[k + 1] in _ARTICLES else k + 1
        for j in range(1, _LISTED_WORDS + 1):
            if start + j > len(words) - 1:
                break
            right, head = " ".join(words[start : start + j]), words[start + j]
            if not head.isalpha() or not is_name(right, head):
                continue
            for i in range(1, min(_LISTED_WORDS, k) + 1):
                left = " ".join(words[k - i : k])
                if is_name(left, head):
                    return " ".join([*words[:k], head, *words[k:]])
    return text


class Kind(StrEnum):
    """What a known phrase means; :mod:`.lexicon` lists each kind's payload."""

    ACTION = "action"
    ACTION_TYPE = "action_type"
    PARTICLE = "particle"
    VERB_TYPE = "verb_type"
    QUERY = "query"
    QUERY_OPENER = "query_opener"
    QUERY_FINAL = "query_final"
    SET_OPENER = "set_opener"
    QUERY_TEMPERATURE = "query_temperature"
    REQUEST = "request"
    STATE = "state"
    QUANTIFIER = "quantifier"
    EVERYWHERE = "everywhere"
    HERE = "here"
    ROOM = "room"
    REFERENCE = "reference"
    EXCLUDE = "exclude"
    COND_IF = "cond_if"
    COND_THEN = "cond_then"
    COND_OP = "cond_op"
    COND_POSTFIX = "cond_postfix"
    METRIC = "metric"
    PARAM = "param"
    UNIT = "unit"
    RELATIVE = "relative"
    HALF = "half"
    EXTREME = "extreme"
    COLOR = "color"
    HVAC = "hvac"
    MEDIA = "media"
    SEPARATOR = "separator"
    FILLER = "filler"
    TYPE = "type"
    AREA = "area"
    FLOOR = "floor"
    ENTITY = "entity"
    FEELING = "feeling"
    CUE = "cue"
    ACTIVITY = "activity"
    HEARD = "heard"
    OPTION = "option"
    OUTDOORS = "outdoors"
    ALSO = "also"
    UNDO = "undo"
    ATTRIBUTE = "attribute"


type TypeRef = tuple[str, str | None]
"""``(domain, device_class)``."""
type Metric = tuple[str, str]
"""``(device_class, unit)`` of a condition's sensor."""


@dataclass(frozen=True, slots=True)
class Place:
    """An area or floor of the home: its id and the name or alias as the home spells it."""

    id: str
    spoken: str


@dataclass(frozen=True, slots=True)
class Reference:
    """A word pointing back: "它" (one), "它们" (plural), "那个" (demonstrative), "另一个"
    (the other of a pair: ``other``)."""

    plural: bool
    demonstrative: bool
    other: bool = False


@dataclass(frozen=True, slots=True)
class Feeling:
    """A word for a state of the room ("暗", "cold", "warmer"): what undoes it when it is
    complained about, what brings it about when it is wished for (``data/complaints.json``)."""

    condition: str
    remedy: str | None
    toward: str | None
    comparative: bool = False
    """An English comparative ("darker"): always a wish."""
    measure: TypeRef | None = None
    """The sensor that answers a question about the state ("冷不冷": a thermometer)."""
    by_domain: tuple[tuple[str, str], ...] = ()
    """``(domain, effect)``: the remedy when the complaint is about a device of that domain
    ("空调太冷了" raises its temperature instead of switching the room to heating)."""

    toward_by_domain: tuple[tuple[str, str], ...] = ()
    """``(domain, effect)``: the wish instead when it is about a device of that domain ("the
    water heater a bit hotter" raises its temperature, not the room's heating)."""
    negated: str | None = None
    """The remedy of the opposite condition, asked for by the word negated ("不够热": cold)."""
    toward_in_a_room: str | None = None
    """The effect a wish of a room asks for, no device said ("客厅暖和一点": its heating on)."""

    def remedy_for(self, domains: set[str]) -> str | None:
        """The effect that undoes the state, for the kinds of device the complaint is about."""
        return next((e for d, e in self.by_domain if d in domains), self.remedy)

    def toward_for(self, domains: set[str]) -> str | None:
        """The effect that brings the state about, for the kinds of device the wish is about."""
        return next((e for d, e in self.toward_by_domain if d in domains), self.toward)


@dataclass(frozen=True, slots=True)
class Option:
    """A named value one device of the home takes ("Silent" for a vacuum's fan speed)."""

    field: str
    """The service field that takes it ("fan_speed")."""
    value: str
    """As the device lists it."""
    domain: str
    entity_id: str
    listed: bool = True
    """The phrase is the value as listed ("快速洗"), not a word for it in another language or
    a variant ("安静" for "Silent"): only a listed value is taken with no setting word."""


type Payload = str | bool | TypeRef | Metric | Place | Reference | Feeling | Option | None
"""What a meaning carries; which type goes with which :class:`Kind` is fixed by the overloads
of :meth:`Hit.first` and :meth:`Hit.payloads`."""
type Entry = tuple[Kind, Payload]
"""``(kind, payload)``: what a phrase means, e.g. ``(Kind.AREA, Place("living_room", "客厅"))``."""

type _RefKind = Literal[Kind.TYPE, Kind.STATE]
type _PlaceKind = Literal[Kind.AREA, Kind.FLOOR]
type _TextKind = Literal[
    Kind.ACTION, Kind.ACTION_TYPE, Kind.PARTICLE, Kind.QUANTIFIER, Kind.ROOM, Kind.COND_OP,
    Kind.COND_POSTFIX, Kind.PARAM, Kind.UNIT, Kind.EXTREME, Kind.COLOR, Kind.HVAC, Kind.MEDIA,
    Kind.SEPARATOR, Kind.ENTITY, Kind.RELATIVE, Kind.CUE, Kind.ACTIVITY, Kind.HEARD,
    Kind.ATTRIBUTE,
]  # fmt: skip
type _FlagKind = Literal[
    Kind.VERB_TYPE, Kind.QUERY_OPENER, Kind.QUERY_FINAL, Kind.SET_OPENER, Kind.QUERY_TEMPERATURE,
    Kind.REQUEST,
    Kind.EVERYWHERE, Kind.HERE, Kind.EXCLUDE, Kind.COND_IF, Kind.COND_THEN,
    Kind.HALF, Kind.FILLER, Kind.OUTDOORS, Kind.ALSO, Kind.UNDO,
]  # fmt: skip


class PhraseTable:
    """Phrases by key, each with the entries (meanings) it carries."""

    def __init__(self) -> None:
        self._entries: dict[str, list[Entry]] = {}
        # The same (key, meaning) is added many times over a large home (one name per room);
        # a set keeps the check constant instead of a scan of the key's entries.
        self._added: set[tuple[str, Entry]] = set()
        self._keys: dict[str, tuple[str, int]] = {}
        self.max_pieces = 1

    def add(self, phrase: str, kind: Kind, payload: Payload = None) -> None:
        """Register one phrase; a phrase may carry several entries of different kinds."""
        if phrase not in self._keys:
            pieces = cut(normalize(phrase))
            self._keys[phrase] = (join(pieces), len(pieces))
        key, length = self._keys[phrase]
        if not length:
            return
        entries = self._entries.setdefault(key, [])
        if (key, (kind, payload)) not in self._added:
            self._added.add((key, (kind, payload)))
            entries.append((kind, payload))
        self.max_pieces = max(self.max_pieces, length)

    def get(self, key: str) -> list[Entry]:
        """The entries of one key (empty when unknown)."""
        return self._entries.get(key, [])

    def items(self) -> Iterator[tuple[str, list[Entry]]]:
        """Every key with its entries."""
        yield from self._entries.items()

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)


# Which meaning wins when two hits of the same length overlap: device names before room
# names before type words before the rest; fillers last.
KIND_RANK: Final[dict[Kind, int]] = {
    Kind.ENTITY: 0,
    Kind.AREA: 1,
    Kind.FLOOR: 1,
    Kind.EVERYWHERE: 2,
    Kind.HERE: 2,
    Kind.TYPE: 3,
    Kind.ROOM: 3,
}
_DEFAULT_RANK: Final = 5
_FILLER_RANK: Final = 9


@dataclass(slots=True)
class Hit:
    """A run of pieces that matched a known phrase."""

    start: int
    """Index of the first piece."""
    end: int
    """Index after the last piece."""
    key: str
    entries: list[Entry] = field(default_factory=list)

    def has(self, kind: Kind) -> bool:
        """Whether the phrase carries a meaning of this kind."""
        for k, _ in self.entries:  # a loop, not any(): the parser asks this ~150 times a sentence
            if k == kind:
                return True
        return False

    @overload
    def payloads(self, kind: _RefKind) -> list[TypeRef]: ...
    @overload
    def payloads(self, kind: _PlaceKind) -> list[Place]: ...
    @overload
    def payloads(self, kind: Literal[Kind.REFERENCE]) -> list[Reference]: ...
    @overload
    def payloads(self, kind: Literal[Kind.METRIC]) -> list[Metric]: ...
    @overload
    def payloads(self, kind: Literal[Kind.QUERY]) -> list[bool]: ...
    @overload
    def payloads(self, kind: Literal[Kind.FEELING]) -> list[Feeling]: ...
    @overload
    def payloads(self, kind: Literal[Kind.OPTION]) -> list[Option]: ...
    @overload
    def payloads(self, kind: _TextKind) -> list[str]: ...
    @overload
    def payloads(self, kind: _FlagKind) -> list[None]: ...
    def payloads(self, kind: Kind) -> list[Payload]:  # type: ignore[misc]
        """The payloads of one kind, in table order (typed by the kind's overload)."""
        return [payload for k, payload in self.entries if k == kind]

    @overload
    def first(self, kind: _RefKind) -> TypeRef | None: ...
    @overload
    def first(self, kind: _PlaceKind) -> Place | None: ...
    @overload
    def first(self, kind: Literal[Kind.REFERENCE]) -> Reference | None: ...
    @overload
    def first(self, kind: Literal[Kind.METRIC]) -> Metric | None: ...
    @overload
    def first(self, kind: Literal[Kind.QUERY]) -> bool | None: ...
    @overload
    def first(self, kind: Literal[Kind.FEELING]) -> Feeling | None: ...
    @overload
    def first(self, kind: Literal[Kind.OPTION]) -> Option | None: ...
    @overload
    def first(self, kind: _TextKind) -> str | None: ...
    @overload
    def first(self, kind: _FlagKind) -> None: ...
    def first(self, kind: Kind) -> Payload:
        """The first payload of one kind, or ``None``."""
        for k, payload in self.entries:
            if k == kind:
                return payload
        return None

    def drop(self, kind: Kind) -> None:
        """Forget the meanings of one kind (e.g. a name read as a type word)."""
        self.entries = [(k, p) for k, p in self.entries if k != kind]

    @property
    def rank(self) -> int:
        """The best (lowest) rank of the hit's meanings."""
        ranks = [
            KIND_RANK.get(k, _FILLER_RANK if k == Kind.FILLER else _DEFAULT_RANK)
            for k, _ in self.entries
        ]
        return min(ranks, default=_FILLER_RANK)

    @property
    def size(self) -> int:
        """Length of the key without spaces: longer phrases win."""
        return len(self.key) - self.key.count(" ")


def find_hits(
    pieces: Sequence[Piece], tables: Iterable[PhraseTable], blocked: Sequence[bool] | None = None
) -> list[Hit]:
    """Every known phrase in the pieces (overlapping), skipping blocked pieces."""
    tables = list(tables)
    longest = max((t.max_pieces for t in tables), default=1)
    hits: list[Hit] = []
    count = len(pieces)
    for i in range(count):
        if blocked is not None and blocked[i]:
            continue
        key = ""
        for j in range(i, min(count, i + longest)):
            if blocked is not None and blocked[j]:
                break
            if j > i and pieces[j - 1].latin and pieces[j].latin:
                key += " "
            key += pieces[j].key
            entries = [entry for table in tables for entry in table.get(key)]
            if entries:
                hits.append(Hit(i, j + 1, key, entries))
    return hits


def select(hits: Iterable[Hit]) -> list[Hit]:
    """Longest non-overlapping hits (ties: better rank, then leftmost), in text order."""
    chosen: list[Hit] = []
    taken: set[int] = set()
    for hit in sorted(hits, key=lambda h: (-h.size, h.rank, h.start)):
        span = range(hit.start, hit.end)
        if any(i in taken for i in span):
            continue
        taken.update(span)
        chosen.append(hit)
    chosen.sort(key=lambda h: h.start)
    return chosen


type Item = Hit | Piece


def items_of(pieces: Sequence[Piece], hits: Sequence[Hit]) -> list[Item]:
    """The utterance as a sequence of hits and loose pieces, in text order."""
    by_start = {hit.start: hit for hit in hits}
    items: list[Item] = []
    i = 0
    while i < len(pieces):
        hit = by_start.get(i)
        if hit is not None:
            items.append(hit)
            i = hit.end
        else:
            items.append(pieces[i])
            i += 1
    return items


def item_spans(items: Sequence[Item]) -> list[tuple[int, int]]:
    """The piece range ``(start, end)`` of each item (items cover the pieces in order)."""
    spans: list[tuple[int, int]] = []
    position = 0
    for item in items:
        size = item.end - item.start if isinstance(item, Hit) else 1
        spans.append((position, position + size))
        position += size
    return spans


def iter_hits(items: Iterable[Item], kind: Kind | None = None) -> Iterator[Hit]:
    """The hits among items, optionally only those carrying one kind of meaning."""
    for item in items:
        if isinstance(item, Hit) and (kind is None or item.has(kind)):
            yield item


def number_of(item: Item) -> float | None:
    """The value of a number piece, or ``None`` (for other pieces and for hits)."""
    if not isinstance(item, Piece) or item.kind != "num":
        return None
    try:
        return float(item.key)
    except ValueError:
        return None


def says(item: Item | None, kind: Kind) -> bool:
    """Whether an item is a hit carrying a meaning of this kind."""
    return isinstance(item, Hit) and item.has(kind)


def direction_of(item: Item | None, short: Mapping[str, str]) -> str | None:
    """The direction a change word says ("调高" → "up"; a loose "小" → "down" by ``short``),
    "" for a bare "by", ``None`` for any other item."""
    if isinstance(item, Hit):
        return item.first(Kind.RELATIVE)
    return short.get(item.key) if item is not None else None


def actions_of(item: Item | None) -> list[str]:
    """The action ids an item carries (none for a loose piece)."""
    return item.payloads(Kind.ACTION) if isinstance(item, Hit) else []
