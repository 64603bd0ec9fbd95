"""English names heard by their sound, beyond their spelling: "flaw lamp" for floor lamp, "foy a
light" for foyer light, "knight light", "on suite", "sweepee", "vac you um".

A recogniser writes what it heard in words it knows, so a name comes back spelled as other words
with the same sounds: another vowel, a silent letter dropped or added ("knight"), an "r" that a
speaker without one after a vowel does not say ("floor" and "flaw"), a word cut into two. The
spelling distance of :mod:`.heard` misses these; :func:`phonetic_key` folds a spelling into
its sounds, roughly (a Metaphone-like key: consonants after the usual spelling variants, each
run of vowels one vowel), and :class:`PhoneticNames` reads words no phrase claimed as the one
name, room or device word of the home with the same key. Only a whole key that is the home's
one phrase of that sound counts, and words of the run that were understood (a device word)
must be words of that phrase: "floor lamp" for "flaw lamp", never another kind of device.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from rapidfuzz.distance import OSA

from ..home import Home
from .surface import Entry, Hit, Kind, PhraseTable, Piece, phrase_key

_WORD_START: Final = (
    ("kn", "n"), ("gn", "n"), ("wr", "r"), ("ps", "s"), ("who", "ho"), ("wh", "w"),
)  # fmt: skip
"""Letters not said at the beginning of a word ("knight" is "night", "whole" is "hole")."""
_GROUPS: Final = (
    ("x", "ks"), ("tch", "x"), ("chr", "kr"), ("sch", "sk"), ("ch", "x"), ("sh", "x"),
    ("dge", "j"), ("ph", "f"), ("gh", ""), ("ck", "k"), ("th", "t"), ("qu", "kw"), ("q", "k"),
    ("z", "s"),
)  # fmt: skip
"""Spellings of one sound, each folded to one letter ("ch" and "sh" → "x", "th" → "t")."""
_SOFT_C: Final = re.compile("c(?=[ei])")
_TURE: Final = re.compile("(?<=.)ture?$")
"""The "-ture" of "feature", said "-cher"."""
_VOICELESS: Final = str.maketrans("bdgvj", "ptkfx")
"""Voiced consonants folded into voiceless ones but for the first ("range hut", "shanty")."""
_VOWELS: Final = "aeiouy"
_SILENT_R: Final = re.compile("(?<=[aeiouy])r+(?![aeiouy])")
"""An "r" after a vowel and before no vowel: unsaid in most English outside America and
Scotland ("floor" and "flaw", "foyer" and "foy a")."""
_MIN_KEY: Final = 4
_MIN_LETTERS: Final = 6
"""Words shorter than this are read by their sound only beside others: alone they are too
often words of their own ("loft" is no "left")."""
_MAX_WORDS: Final = 3
_KEY_CACHE: Final = 8192
"""Words recur from request to request: their keys are kept."""
_NAMES: Final = frozenset({Kind.ENTITY, Kind.TYPE, Kind.AREA, Kind.ROOM, Kind.FLOOR})
_SAID_ALIKE: Final = _NAMES | {Kind.EVERYWHERE}
"""Kinds of the phrases of several words one word of which may be heard as its homophone."""
_MIN_HOMOPHONE: Final = 3
_MAX_LETTERS_OFF: Final = 3
"""A made-up name heard one consonant off is spelled at most this many letters apart."""
_GRAMMAR: Final = frozenset({Kind.FILLER, Kind.ALSO, Kind.UNDO, Kind.REFERENCE, Kind.SEPARATOR})


@lru_cache(maxsize=_KEY_CACHE)
def phonetic_key(words: str) -> str:
    """How English words sound, roughly, written together: "flaw lamp" and "floor lamp" →
    "flalamp"; "knight" and "night" → "nat"; "on suite" and "ensuite" → "ansat"."""
    spelled = []
    for word in re.findall("[a-z]+", words.casefold()):
        for written, said in _WORD_START:
            if word.startswith(written):
                word = said + word[len(written) :]
        word = _TURE.sub("cher", word)
        if len(word) >= 3 and word.endswith("e") and word[-2] not in _VOWELS:
            word = word[:-1]  # a silent final "e" ("suite" is "suit")
        word = _SOFT_C.sub("s", word)
        for written, said in _GROUPS:
            word = word.replace(written, said)
        spelled.append(word)
    text = "".join(spelled)
    text = _SILENT_R.sub("", text.replace("c", "k"))
    text = text[:1] + text[1:].translate(_VOICELESS)
    out: list[str] = []
    for at, char in enumerate(text):
        if at > 0 and char == "h":
            continue  # said only where a word begins, and not always there ("beam her")
        if at > 0 and char == "w":
            if text[at - 1] not in _VOWELS:
                continue  # "sweet" and "suite"
            char = "a"  # "flaw"
        sound = "a" if char in _VOWELS and not (at == 0 and char == "y") else char
        if not out or out[-1] != sound:
            out.append(sound)
    return "".join(out)


@dataclass(slots=True)
class PhoneticNames:
    """The names, rooms and device words of the home by their :func:`phonetic_key`."""

    _by_key: dict[str, set[str]] = field(default_factory=dict)
    tables: list[PhraseTable] = field(default_factory=list)
    _by_words: dict[tuple[str, ...], set[str]] = field(default_factory=dict)
    """The keys of the words of a phrase of several words (of the home and the lexicon) →
    the phrases: "new bulb" and "knew bulb" → ("na", "balp")."""
    name_ends: frozenset[str] = frozenset()
    """The last words of the home's names (:func:`_name_ends`): said alone, never misheard."""
    name_pairs: frozenset[tuple[str, str]] = frozenset()
    """Two words said one after the other in a name of the home (:func:`_name_pairs`)."""
    _by_near: dict[str, set[str]] = field(default_factory=dict)
    """The home's one-word names by their key with one consonant after the first sound left
    open ("sapa" of "sweepy" as "sa?a"): a made-up name heard with one consonant another
    ("mopy" for "Mobi", "rosy" for "Roby")."""

    @classmethod
    def of(cls, home: Sequence[PhraseTable], tables: Sequence[PhraseTable]) -> PhoneticNames:
        """Index the English phrases of the home's own tables that name something (its names,
        rooms and floors, not the lexicon's device words: "coffee" is no misheard "cover");
        linear in their size. ``tables`` give every meaning of a phrase."""
        names = cls(tables=list(tables), name_ends=_name_ends(home), name_pairs=_name_pairs(home))
        for table in home:
            for key, entries in table.items():
                if key.isascii() and any(kind in _NAMES for kind, _ in entries):
                    sound = phonetic_key(key)
                    if len(sound) >= _MIN_KEY:
                        names._by_key.setdefault(sound, set()).add(key)
                    if len(sound) >= _MIN_KEY and _a_whole_name(key, entries):
                        for near in _open_consonants(sound):
                            names._by_near.setdefault(near, set()).add(key)
        for table in tables:
            for key, entries in table.items():
                words = key.split()
                said = any(kind in _SAID_ALIKE for kind, _ in entries)
                if said and key.isascii() and 2 <= len(words) <= _MAX_WORDS:
                    sounds = tuple(phonetic_key(w) for w in words)
                    names._by_words.setdefault(sounds, set()).add(key)
        return names

    def homophones(self, pieces: Sequence[Piece], loose: Sequence[bool]) -> list[Hit]:
        """Runs of English words that are a phrase of several words but for a word nothing
        claimed that sounds the same as the phrase's own ("knew bulb" for "new bulb", "hole
        flat" for "whole flat"), the other words said as they are; one phrase of that sound
        or nothing ("star light" and "stair light" sound alike)."""
        found: list[Hit] = []
        said = [phonetic_key(p.key) if p.kind == "word" else "" for p in pieces]
        for size in range(_MAX_WORDS, 1, -1):
            for start in range(len(pieces) - size + 1):
                run = pieces[start : start + size]
                if not any(loose[start : start + size]) or not all(said[start : start + size]):
                    continue
                sounds = tuple(said[start : start + size])
                fitting = [
                    key
                    for key in sorted(self._by_words.get(sounds, ()))
                    if _alike(run, loose[start : start + size], key.split())
                ]
                if len({_named(self.tables, k) for k in fitting}) == 1:
                    heard = " ".join(p.surface for p in run)
                    meanings = [e for e in _entries(self.tables, fitting[0]) if e[0] in _SAID_ALIKE]
                    if _widens_by_sound(self, meanings, pieces, loose, (start, start + size)):
                        continue
                    found.append(
                        Hit(start, start + size, fitting[0], [*meanings, (Kind.HEARD, heard)])
                    )
        return found

    def sounds_like_a_name(self, words: str) -> bool:
        """Whether English words sound like a name, room or device word of the home."""
        sound = phonetic_key(phrase_key(words))  # the home's phrases are indexed by their keys
        return len(sound) >= _MIN_KEY and sound in self._by_key

    def hits(
        self, pieces: Sequence[Piece], loose: Sequence[bool], fillers: Sequence[bool]
    ) -> list[Hit]:
        """Runs of English words holding a word no phrase claimed, read as the one phrase of the
        home they sound like; the longest run first, runs never overlapping."""
        found: list[Hit] = []
        taken = [False] * len(pieces)
        for size in range(_MAX_WORDS, 0, -1):
            for start in range(len(pieces) - size + 1):
                end = start + size
                if any(taken[start:end]) or not any(loose[start:end]):
                    continue
                hit = self._run(pieces[start:end], loose[start:end], fillers[start:end], start)
                if hit is not None:
                    found.append(hit)
                    taken[start:end] = [True] * size
        near = None if found else self._the_one_word_off(pieces, loose)
        return [near] if near is not None else found

    def _the_one_word_off(self, pieces: Sequence[Piece], loose: Sequence[bool]) -> Hit | None:
        """A request's one word nothing claimed read as the one-word name it is one consonant
        off (:meth:`_one_consonant_off`), when the request says no device, kind or room of its
        own: the word is then what the request is about ("start mopy")."""
        at = [i for i, free in enumerate(loose) if free]
        if len(at) != 1 or pieces[at[0]].kind != "word":
            return None
        said = [e for i, p in enumerate(pieces) if i != at[0] for e in _entries(self.tables, p.key)]
        if any(kind in _NAMES for kind, _ in said):
            return None
        heard = pieces[at[0]].surface
        keys = self._one_consonant_off(heard) if len(heard) >= _MIN_LETTERS else set()
        if not keys:
            return None
        (key,) = keys
        meanings = [e for e in _entries(self.tables, key) if e[0] in _NAMES]
        return Hit(at[0], at[0] + 1, key, [*meanings, (Kind.HEARD, heard)])

    def _run(
        self, run: Sequence[Piece], loose: Sequence[bool], fillers: Sequence[bool], start: int
    ) -> Hit | None:
        if any(p.kind != "word" for p in run) or self._grammar(run[0], loose[0], fillers[0]):
            return None  # a word of grammar begins no name ("the yeelight" is no "toilet")
        if self._grammar(run[-1], loose[-1], fillers[-1]):
            return None
        heard = " ".join(p.surface for p in run)
        if len(heard.replace(" ", "")) < _MIN_LETTERS:
            return None
        keys = self._by_key.get(phonetic_key(heard)) or self._by_key.get(
            phonetic_key(" ".join(p.key for p in run)), set()
        )  # the home's phrases are indexed by their keys ("christma tree")
        understood = {
            p.key
            for p, l, f in zip(run, loose, fillers, strict=True)
            if not (l or f or self._particle(p.key))
        }
        fitting = sorted(k for k in keys if understood <= set(k.split()))
        named = {_named(self.tables, k) for k in fitting}
        if len(named) != 1:
            return None  # nothing, or two things ("En Suite" and "Ensuite" are one room)
        meanings = [e for e in _entries(self.tables, fitting[0]) if e[0] in _NAMES]
        return Hit(start, start + len(run), fitting[0], [*meanings, (Kind.HEARD, heard)])

    def _one_consonant_off(self, heard: str) -> set[str]:
        """The one one-word name of the home whose sound is the heard word's but for one
        consonant after the first sound, with as many sounds, spelled with the same first
        letter and a few letters apart: a word nothing claimed, heard for a made-up name
        ("mopy" for "Mobi"); none when two names are that near."""
        sound = phonetic_key(heard)
        keys = {k for near in _open_consonants(sound) for k in self._by_near.get(near, ())}
        if len(keys) != 1:
            return set()
        (key,) = keys
        near = key[:1] == heard[:1] and OSA.distance(key, heard) <= _MAX_LETTERS_OFF
        return keys if near else set()

    def _grammar(self, piece: Piece, loose: bool, filler: bool) -> bool:
        """A word of grammar ("the", "please"), not a word that says no device but may be a
        syllable of a name (a light's effect: "christmas" of a "Christmas Tree")."""
        if loose or not filler:
            return False
        return any(kind in _GRAMMAR for kind, _ in _entries(self.tables, piece.key))

    def _particle(self, word: str) -> bool:
        """A verb's particle only ("on", "off"): a syllable of a name a recogniser wrote as a
        little word ("on suite"), as fillers are ("foy a light")."""
        meanings = _entries(self.tables, word)
        return bool(meanings) and all(kind == Kind.PARTICLE for kind, _ in meanings)


def _a_whole_name(key: str, entries: Sequence[Entry]) -> bool:
    """Whether a one-word phrase is a device's whole name or alias ("Sweepy"), not a word of a
    longer one ("fridge" of "Fridge Temperature") or a kind or a room."""
    return " " not in key and any(
        kind == Kind.ENTITY and phrase_key(str(payload)) == key for kind, payload in entries
    )


def _open_consonants(sound: str) -> list[str]:
    """A key with each consonant after the first sound left open ("sapa" → "sa?a"); none for
    keys shorter than :data:`_MIN_KEY` (a short word one sound off is too often another)."""
    if len(sound) < _MIN_KEY:
        return []
    return [sound[:i] + "?" + sound[i + 1 :] for i in range(1, len(sound)) if sound[i] != "a"]


def _alike(run: Sequence[Piece], loose: Sequence[bool], words: Sequence[str]) -> bool:
    """Whether every word was said as the phrase's own but for words nothing claimed, long
    enough to be heard ("hole"), and at least one word said as it is."""
    same = [p.key == w for p, w in zip(run, words, strict=True)]
    heard = [
        l and len(p.key) >= _MIN_HOMOPHONE
        for p, l, s in zip(run, loose, same, strict=True)
        if not s
    ]
    return any(same) and bool(heard) and all(heard)


def _widens_by_sound(
    names: PhoneticNames,
    meanings: Sequence[Entry],
    pieces: Sequence[Piece],
    loose: Sequence[bool],
    run: tuple[int, int],
) -> bool:
    """Whether a homophone would make the request cover the whole home on a guess: read as an
    all-rooms phrase ("house" for a "hose" heard) while a word heard is a word of the home's own
    names (its "Hose Timer"), or while the request names no device or kind beside it, so that
    it would act on everything. Reading such a word wrongly is worse than not reading it."""
    if not any(kind == Kind.EVERYWHERE for kind, _ in meanings):
        return False
    own = names.name_ends | {word for pair in names.name_pairs for word in pair}
    start, end = run
    if any(
        p.key in own for p, free in zip(pieces[start:end], loose[start:end], strict=True) if free
    ):
        return True
    said = [_entries(names.tables, p.key) for p in pieces]
    return not any(_names_a_device(said, at) for at in range(len(pieces)) if not start <= at < end)


def _names_a_device(said: Sequence[Sequence[Entry]], at: int) -> bool:
    """Whether the word at ``at`` names a device or a kind, and is not the request's verb (a
    device word that is also a verb, "switch" or "light", first or before its particle)."""
    kinds = {kind for kind, _ in said[at]}
    if not kinds & {Kind.TYPE, Kind.ENTITY}:
        return False
    following = {kind for kind, _ in said[at + 1]} if at + 1 < len(said) else set()
    return Kind.VERB_TYPE not in kinds or (at > 0 and Kind.PARTICLE not in following)


def _named(tables: Iterable[PhraseTable], key: str) -> frozenset[tuple[Kind, str]]:
    """What a phrase names, however it is spelled: the ids of its places, its other meanings."""
    return frozenset(
        (kind, str(getattr(payload, "id", payload)))
        for kind, payload in _entries(tables, key)
        if kind in _NAMES and kind != Kind.ROOM
    )


def _entries(tables: Iterable[PhraseTable], key: str) -> list[Entry]:
    return [entry for table in tables for entry in table.get(key)]


def _name_pairs(tables: Sequence[PhraseTable]) -> frozenset[tuple[str, str]]:
    """Each two words next to each other in the English names of the home's table: said in
    that order they are the name said in part ("the header tank" of "Header Tank Gauge"),
    never a misheard other word ("overheat"), though either alone might be."""
    return frozenset(
        pair
        for table in tables
        for key, entries in table.items()
        if key.isascii() and " " in key and any(k == Kind.ENTITY for k, _ in entries)
        for pair in itertools.pairwise(key.split())
    )


def _name_ends(tables: Sequence[PhraseTable]) -> frozenset[str]:
    """The last words of the English names of several words in the home's table, the thing
    each names: one said alone is a name said in part ("the blanket" of "Electric Blanket"),
    never a misheard other word (a first word, as "leaving" of a scene "Leaving Home", may
    still be "living" misheard)."""
    return frozenset(
        key.split()[-1]
        for table in tables
        for key, entries in table.items()
        if key.isascii() and " " in key and any(k == Kind.ENTITY for k, _ in entries)
    )


_MIN_OFF: Final = 4
"""A word shorter than this is never read as another word of a name ("my" is no "Mi")."""


@dataclass(slots=True)
class NamesOneWordOff:
    """The home's English names of several words, for a name said with one word misheard as
    another known word ("the lift bedside lamp", "the left beside lamp", "the bed sight lamp"):
    the heard word is a word of its own, so the rereadings of :mod:`.heard`, which take only
    words nothing claimed, never see it. The name whose other words are all heard right wins
    over names that only share a word with what was said (another room's "Bedside Lamp")."""

    names: tuple[tuple[str, ...], ...] = ()
    tables: Sequence[PhraseTable] = ()
    """Every meaning of a phrase: a word known to the parser is a word of its own."""
    words: frozenset[str] = frozenset()
    """Every word of the home's names and rooms: a word of the home is said, not misheard."""
    by_word: Mapping[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    """Each word of :attr:`names` → the names holding it (a name is tried only when one of its
    words is heard, so a parse looks at those, not at every name of the home)."""

    @classmethod
    def of_home(cls, home: Home, tables: Sequence[PhraseTable]) -> NamesOneWordOff:
        """Index the names of the home's entities, with its rooms' and floors' words."""
        return cls.of(
            (n for e in home.entities.values() for n in e.names),
            [n for area in home.areas.values() for n in area.names]
            + [n for floor in home.floors.values() for n in floor.names],
            tables,
        )

    @classmethod
    def of(
        cls, names: Iterable[str], places: Iterable[str], tables: Sequence[PhraseTable]
    ) -> NamesOneWordOff:
        """Index the Latin names of two to four words; ``places`` are the rooms and floors."""
        split = {tuple(phrase_key(n).split()) for n in names if n.isascii()}
        kept = tuple(sorted(w for w in split if 2 <= len(w) <= _MAX_WORDS + 1))
        words = {w for n in split for w in n} | {w for p in places for w in phrase_key(p).split()}
        by_word: dict[str, list[tuple[str, ...]]] = {}
        for name in kept:
            for word in dict.fromkeys(name):
                by_word.setdefault(word, []).append(name)
        index = {word: tuple(names) for word, names in by_word.items()}
        return cls(kept, tables, frozenset(words), index)

    def read(self, text: str, grammar: frozenset[Kind]) -> tuple[str, list[tuple[str, str]]]:
        """``text`` with each run of words one word off a single name of the home replaced by
        that name, and what was heard as what; a run near two names stays as it was. A single
        word is reread only when the parser knows it (a word of its own, which :mod:`.heard` and
        :class:`PhoneticNames` leave alone); a name's word heard as two, when neither is a word
        of the home or only of ``grammar`` ("speaker up", "production in")."""
        words = text.split(" ")
        # one word must be heard right
        near = list(dict.fromkeys(n for w in words for n in self.by_word.get(w, ())))
        heard: list[tuple[str, str]] = []
        at = 0
        while near and at < len(words):
            found = {
                (n, size) for n in near for size in (0, 1) if self._off(words, at, n, size, grammar)
            }
            if len({n for n, _ in found}) == 1:
                name, size = found.pop()
                end = at + len(name) + size
                heard.append((" ".join(words[at:end]), " ".join(name)))
                words[at:end] = list(name)
                at += len(name)
            else:
                at += 1
        return " ".join(words), heard

    def _off(
        self,
        words: Sequence[str],
        at: int,
        name: Sequence[str],
        split: int,
        grammar: frozenset[Kind],
    ) -> bool:
        """Whether the words from ``at`` are ``name`` but for one word misheard, or (``split``)
        one word of it heard as two ("bed sight")."""
        last = at + len(name) + split - 1
        if last >= len(words) or (words[at] != name[0] and words[last] != name[-1]):
            return False  # one word off: the first or the last of two or more is heard right
        said = list(words[at : last + 1])
        for k, word in enumerate(name):
            heard = [*said[:k], "".join(said[k : k + 1 + split]), *said[k + 1 + split :]]
            others = [h for j, h in enumerate(heard) if j != k]
            if others != [w for j, w in enumerate(name) if j != k]:
                continue
            if split:
                parts = said[k : k + 2]
                kinds = [{kind for kind, _ in _entries(self.tables, p)} for p in parts]
                told = not any(
                    p in self.words or (k and k <= grammar)
                    for p, k in zip(parts, kinds, strict=True)
                )
            else:
                told = bool(_entries(self.tables, heard[k]))
            if told and _misheard(heard[k], word, self.words):
                return True
        return False


def _misheard(heard: str, word: str, home_words: frozenset[str]) -> bool:
    """Whether ``heard`` may be ``word`` misheard: not a word of the home, not its plural, of
    the same first letter, and a letter or two apart (two only for long words) or of the same
    sounds ("bed sight")."""
    if heard == word or heard in home_words or not heard.isalpha() or heard[0] != word[0]:
        return False
    if len(heard) < _MIN_OFF or len(word) < _MIN_OFF or heard.rstrip("s") == word.rstrip("s"):
        return False
    near = OSA.distance(heard, word) <= (1 if len(word) < 7 else 2)
    return near or phonetic_key(heard) == phonetic_key(word)
