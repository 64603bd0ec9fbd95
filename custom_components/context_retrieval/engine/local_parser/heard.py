"""Words a speech recogniser got wrong: "观掉卧室的灯", "吸顶等", "switch on the seeling light",
"open the kurtains", "the ay see", "turn on the kongtiao".

Only words that match nothing are reread, and only as a phrase the parser or the home knows (an
action, a device word, a setting, a room, a name): a run of Chinese characters that sounds like
one (same length, every syllable alike once tones and the usual recogniser confusions are
ignored, and at least one character the same; :func:`..sound.sound_similarity`), a run of
English words spelled like one (:func:`..sound.spelling_similarity`, at most a few edits), English
letters said as words ("ay see" → AC), and a Chinese word written in pinyin ("kongtiao").
English words split apart are read joined ("hall way", "humid a fire"; :meth:`Hearing.joined`),
and a word is read by the place it stands in as the word of a closed class that sounds the same
(:func:`sound_key`): an action where a device was said and no verb ("paws the TV"), a unit after
a number ("3 decrees"), a device word where a request with a verb names no device ("the
hallway lied"; :meth:`Hearing.sounding`), a room where a room goes ("the lunge lights";
:func:`rooms_by_place`). Words too short for any of this that a
recogniser is known to write for a device word stay in the lexicon's ``heard_as`` ("lite").
The hit keeps the phrase's meanings and says what was heard, so the reading is marked as unsure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any, Final

from rapidfuzz.distance import OSA

from ..sound import compact_sound_similarity, readings, sound_similarity
from ..text import all_cjk, compact
from .phonetic import PhoneticNames
from .surface import Entry, Hit, Kind, PhraseTable, Piece, join

# What a misheard word may turn out to be: words that carry the command, not grammar.
_GRAMMAR: Final = frozenset({Kind.FILLER, Kind.ALSO, Kind.UNDO, Kind.REFERENCE, Kind.SEPARATOR})
"""Kinds of the words of grammar: fillers, carry-over words, pronouns, separators."""
_MEANINGFUL: Final = frozenset(
    {
        Kind.ACTION, Kind.TYPE, Kind.ENTITY, Kind.AREA, Kind.FLOOR, Kind.ROOM, Kind.PARAM,
        Kind.QUERY_TEMPERATURE, Kind.RELATIVE, Kind.METRIC,
    }
)  # fmt: skip
_MAX_CJK: Final = 4
_MAX_WORDS: Final = 3
_MAX_JOINED_WORDS: Final = 4
"""Words written apart that are joined again only when written alike ("guest bath room")."""
_MIN_LETTERS: Final = 4
_MIN_WORD: Final = 6
_MIN_JOINED: Final = 8
"""Split words are joined by sound only from this length ("humid a fire"); shorter ones only
when written the same together ("hall way")."""
"""A single word is reread only from this length: shorter ones are too often words of their
own that the home does not know."""
# English letters as a recogniser writes them when they are said one by one ("ay see").
_LETTERS: Final[dict[str, str]] = {
    "a": "a", "ay": "a", "bee": "b", "be": "b", "see": "c", "sea": "c", "cee": "c", "dee": "d",
    "e": "e", "ee": "e", "eff": "f", "gee": "g", "aitch": "h", "eye": "i", "jay": "j",
    "kay": "k", "el": "l", "ell": "l", "em": "m", "en": "n", "oh": "o", "pee": "p", "pea": "p",
    "cue": "q", "queue": "q", "ar": "r", "are": "r", "ess": "s", "tee": "t", "tea": "t",
    "you": "u", "vee": "v", "ex": "x", "why": "y", "zee": "z", "zed": "z",
}  # fmt: skip
_MAX_PINYIN_READINGS: Final = 16
# Spelling variants of one sound, folded before the consonants of a word are compared.
_SPELLINGS: Final = (
    ("dge", "j"), ("ge", "j"), ("ph", "f"), ("ck", "k"), ("ce", "se"), ("ci", "si"), ("cy", "sy"), ("c", "k"), ("q", "k"),
    ("x", "ks"), ("z", "s"), ("gh", ""), ("wh", "w"),
)  # fmt: skip
_SILENT: Final = frozenset("aeiouyhw")
_VOICELESS: Final = str.maketrans("bdgv", "ptkf")
_MIN_SOUNDS_NEAR: Final = 3
# Consonants English speech recognisers write for one another, folded to one form each (after
# the spelling variants): "sh" for a French "ch" ("shandelier"), "r" and "l" after a vowel
# ("tower rail", "roller"; a word's first "l" is no "r": "light" is no "right"), "th" and "f".
# Only used to find a device's name; the edits between the spellings still decide.
_CONFUSIONS: Final = (
    (re.compile("sh"), "ch"),
    (re.compile("(?<=[aeiouy])l+"), "r"),
    (re.compile("th"), "f"),
)
_JOIN_CACHE: Final = 4096
_BY_PLACE: Final = (Kind.ACTION, Kind.UNIT, Kind.TYPE, Kind.AREA)
"""Closed word classes a word is reread into by its place in the request (:meth:`sounding`)."""
_READING_START: Final = 3
_MIN_READING: Final = 5
_MIN_READING_WORD: Final = 8
"""A reading is reread from a word of five letters or more whose first three sounds are those
of a reading word of eight letters or more ("tempra" → temperature; "power" is too short for
its beginning to be told from other words)."""
_BEFORE_A_ROOM: Final = frozenset({"in", "on", "at", "from", "to", "of", "for"})
"""Prepositions that, with "the", put the next word in a room's place ("in the lunge")."""


@dataclass(slots=True)
class Hearing:
    """The phrases a misheard word may be, indexed for the three ways of rereading it."""

    tables: list[PhraseTable]
    _sounds: dict[tuple[int, int, str], list[str]] = field(default_factory=dict)
    """(length, position, character) → Chinese phrase keys with that character there."""
    _skeletons: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    """How an English phrase sounds, roughly (:func:`skeleton`) → (spelling, key)."""
    _pinyin: dict[str, str] = field(default_factory=dict)
    """Toneless pinyin of a Chinese phrase, written together → its key."""
    _singles: dict[int, list[str]] = field(default_factory=dict)
    """One-character device words ("灯", "门"): a lone character is reread only as one."""
    heard_as: Mapping[str, str] = field(default_factory=dict)
    """Short words of a known mishearing ("lite" → "light"; ``Lexicon.heard_as``)."""
    _joined: dict[str, str] = field(default_factory=dict)
    """A one-word English phrase written together ("hallway") → its key: what words a
    recogniser split apart ("hall way", "de humidifier") are when joined again."""
    _join_cache: dict[str, str | None] = field(default_factory=dict)
    _rough: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    """The :func:`sound_key` of an English phrase of several words → (spelling, key): a
    misheard word beside the phrase's other words, heard right ("garridge door")."""
    _by_sound: dict[tuple[Kind, str], set[str]] = field(default_factory=dict)
    """(kind, the sound key of a one-word English action or unit, :func:`sound_key`, and each
    key one sound shorter) → the word: what a misheard word in a verb's or a unit's place may
    be ("paws" → "pause", "3 decrees" → "degree")."""
    _confused: dict[str, set[tuple[str, str]]] = field(default_factory=dict)
    """The :func:`confused_key` of an English phrase → (spelling, key): a word heard with a
    consonant a recogniser confuses ("tower rail" for "towel rail")."""
    phonetic: PhoneticNames = field(default_factory=PhoneticNames)
    """The home's names by their sound, for what no spelling reaches ("flaw lamp")."""
    readings_begun: dict[str, set[str]] = field(default_factory=dict)
    """First sounds of a long reading word → the word (:func:`heard_reading`)."""

    @classmethod
    def of(
        cls, tables: Sequence[PhraseTable], heard_as: Mapping[str, str] | None = None
    ) -> Hearing:
        """Index the meaningful phrases of some tables (linear in their size)."""
        phonetic = PhoneticNames.of(tables[:1], tables)  # the home's table comes first
        hearing = cls(list(tables), heard_as=heard_as or {}, phonetic=phonetic)
        for table in tables:
            for key, entries in table.items():
                if any(kind in _MEANINGFUL for kind, _ in entries):
                    hearing._add(key, len(key) == 1 and any(k == Kind.TYPE for k, _ in entries))
                for kind in _BY_PLACE:
                    if key.isalpha() and key.isascii() and any(k == kind for k, _ in entries):
                        hearing._add_sound(kind, key)
                _index_a_reading(hearing.readings_begun, key, entries)
        return hearing

    def _add(self, key: str, single: bool) -> None:
        if all_cjk(key):
            if 2 <= len(key) <= _MAX_CJK:
                for position, char in enumerate(key):
                    self._sounds.setdefault((len(key), position, char), []).append(key)
            if single:
                self._singles.setdefault(len(key), []).append(key)
            if len(key) <= _MAX_CJK:
                for reading in _readings(key):
                    if len(reading) >= _MIN_LETTERS:
                        self._pinyin.setdefault(reading, key)
            return
        flat = compact(key)
        if key.isascii() and len(flat) >= _MIN_LETTERS:
            for spelling in (flat, flat + "s"):
                self._skeletons.setdefault(skeleton(spelling), set()).add((spelling, key))
                self._confused.setdefault(confused_key(spelling), set()).add((spelling, key))
                if " " in key:
                    self._rough.setdefault(sound_key(spelling), set()).add((spelling, key))
            if len(flat) >= _MIN_WORD:  # "guest bathroom" too: "guest bath room"
                self._joined.setdefault(flat, key)
                self._joined.setdefault(flat + "s", key)

    def _add_sound(self, kind: Kind, key: str) -> None:
        for spelling in (key, key + "s"):
            sound = sound_key(spelling)
            for near in (sound, *_one_shorter(sound)):
                self._by_sound.setdefault((kind, near), set()).add(key)

    def entries(self, key: str) -> list[Entry]:
        """The meanings of a phrase key in every table."""
        return [entry for table in self.tables for entry in table.get(key)]

    def hits(
        self,
        pieces: Sequence[Piece],
        loose: Sequence[bool],
        last_of_phrase: Sequence[bool],
        fillers: Sequence[bool],
    ) -> list[Hit]:
        """Rereadings of the runs that hold a piece no phrase claimed (``loose``); a lone
        Chinese character only where a device word ends a phrase (``last_of_phrase``: "打开客厅
        等" is 客厅灯)."""
        found: list[Hit] = []
        for start, end in _windows(pieces, loose):
            run = pieces[start:end]
            if len(run) == 1 and run[0].kind == "cjk":
                key = self._device_char(run[0].key) if last_of_phrase[start] else None
            elif run[0].latin:
                key = self._spelled(run, loose[start:end], fillers[start:end])
            elif _cuts_a_word(pieces, loose, fillers, start):
                continue
            else:
                key = self._sounded(join(run))
            if key is None:
                continue
            meanings = [e for e in self.entries(key) if e[0] in _MEANINGFUL]
            if meanings:
                said = " ".join(p.surface for p in run) if run[0].latin else join(run)
                found.append(Hit(start, end, key, [*meanings, (Kind.HEARD, said)]))
        return found

    def _spelled(
        self, run: Sequence[Piece], loose: Sequence[bool], fillers: Sequence[bool]
    ) -> str | None:
        """The known English phrase the words sound like: letters said one by one ("ay see"),
        pinyin ("kongtiao"), or a phrase of the same rough sound and a few edits away whose
        words the heard ones are where they were not misheard ("seeling light", "kur tains")."""
        if not all(p.kind == "word" for p in run):
            return None
        if len(run) == 1 and self.entries(self.heard_as.get(run[0].key, "")):
            return self.heard_as[run[0].key]  # "lite", "van": too short to reread by spelling
        surfaces = [p.surface for p in run]
        spelled = _letters_then_words(surfaces, self.entries)
        if spelled is not None:
            return spelled
        heard = "".join(surfaces)
        if heard in self._pinyin:
            return self._pinyin[heard]
        sounds = skeleton(heard)
        if len(heard) < (_MIN_LETTERS if len(run) > 1 else _MIN_WORD):
            return None  # a short word ("left") is too likely a word of its own
        if len(sounds) < (2 if len(run) > 1 else 3):
            return None  # words split apart ("hole way") may sound thin; one word may not
        fitting = self._near(run, loose, fillers, sounds)
        nearest = {k for d, k in fitting if d == fitting[0][0]} if fitting else set()
        return nearest.pop() if len(nearest) == 1 else None

    def _near(
        self, run: Sequence[Piece], loose: Sequence[bool], fillers: Sequence[bool], sounds: str
    ) -> list[tuple[int, str]]:
        """(edits, key) of the known phrases the run may be, nearest first: of the same rough
        sound and a few edits away; beside words of a device's name heard right, a misheard
        word may be further from its spelling, and its sound folded more roughly
        ("mere light", "garridge door"; never a verb: "train on" is no "turn on")."""
        heard = "".join(p.surface for p in run)
        near = max(2, len(heard) // 4)
        fitting = _fitting(self._skeletons.get(sounds, ()), run, loose, fillers)
        if not fitting:
            confused = self._confused.get(confused_key(heard), ())
            fitting = [
                (d, k)
                for d, k in _fitting(confused, run, loose, fillers)
                if self._names_a_device(k)
            ]
        beside = len(run) > 1 and any(not l and not f for l, f in zip(loose, fillers, strict=True))
        if not beside:
            return [(d, k) for d, k in fitting if d <= near]
        if not fitting:
            fitting = _fitting(self._rough.get(sound_key(heard), ()), run, loose, fillers)
        if not fitting:  # a sound heard that was not said ("grown light"), a few edits away
            added = {e for k in _one_shorter(sounds)[1:] for e in self._skeletons.get(k, ())}
            fitting = [(d, k) for d, k in _fitting(added, run, loose, fillers) if d <= near]
        return [
            (d, k)
            for d, k in fitting
            if d <= near or (d <= len(heard) // 2 and self._names_a_device(k))
        ]

    def _names_a_device(self, key: str) -> bool:
        return any(kind in (Kind.ENTITY, Kind.TYPE) for kind, _ in self.entries(key))

    def joined(self, pieces: Sequence[Piece]) -> list[Hit]:
        """Words a recogniser split apart, read as the phrase they make together: written
        alike ("hall way", "de humidifier"; up to four words cut elsewhere than the phrase's
        own words are: "guest bath room", "stand ing desk height") or, for a one-word phrase,
        sounding alike and a few edits away ("humid a fire" → "humidifier"), whether or not
        the parts were words of their own."""
        found: list[Hit] = []
        for start in range(len(pieces)):
            heard = pieces[start].surface.replace("'", "")  # prepared: folded
            for end in range(start + 2, min(len(pieces), start + _MAX_JOINED_WORDS) + 1):
                run = pieces[start:end]
                if run[-1].kind != "word" or run[0].kind != "word":
                    break
                heard += run[-1].surface.replace("'", "")
                key = _written_together(self._joined, run, heard, self._filler)
                # only written alike where a run begins or ends with a word of grammar ("close
                # the" is no "closet")
                sounded = key is None and len(heard) >= _MIN_JOINED and end - start <= _MAX_WORDS
                if sounded and not self._filler(run[0]) and not self._filler(run[-1]):
                    key = self._sounded_join(heard)
                    if key is not None and self._said_already(run[0], key):
                        key = None  # "spotlights as well": the device word was heard whole
                meanings = [e for e in self.entries(key) if e[0] in _MEANINGFUL] if key else []
                if key and meanings:
                    said = " ".join(p.surface for p in run)
                    found.append(Hit(start, end, key, [*meanings, (Kind.HEARD, said)]))
        return found

    def _sounded_join(self, heard: str) -> str | None:
        """The one one-word phrase the joined words sound like (cached: words recur)."""
        if heard in self._join_cache:
            return self._join_cache[heard]
        # the same consonants, or one more heard after the first ("thermal stat" →
        # "thermostat"; "tv volume" is no "volume")
        sound = skeleton(heard)
        fitting = {
            key
            for near in (sound, *(sound[:i] + sound[i + 1 :] for i in range(1, len(sound))))
            for spelling, key in self._skeletons.get(near, ())
            if " " not in key
            and (near == sound or spelling[:2] == heard[:2])
            and OSA.distance(heard, spelling) <= max(2, len(heard) // 4)
        }
        if len(self._join_cache) >= _JOIN_CACHE:
            self._join_cache.clear()
        self._join_cache[heard] = fitting.pop() if len(fitting) == 1 else None
        return self._join_cache[heard]

    def _said_already(self, first: Piece, key: str) -> bool:
        """Whether the first word alone already means what the joined words would."""
        alone = self.entries(first.key)
        return any(entry[0] in _MEANINGFUL and entry in alone for entry in self.entries(key))

    def _filler(self, piece: Piece) -> bool:
        """A word of grammar, which no split word begins or ends with ("spotlights too" is
        no "spotlight": "too" carries the request over)."""
        return any(kind in _GRAMMAR for kind, _ in self.entries(piece.key))

    def sounding(
        self,
        pieces: Sequence[Piece],
        at: int,
        kind: Kind,
        fits: Callable[[Any], bool],
        *,
        slips: bool = False,
    ) -> Hit | None:
        """The word of a kind a word in its place sounds like: an action where the request has
        none ("paws the TV", "clothes the blinds") that ``fits`` the device said (a TV pauses, a
        blind does not), a unit after a number ("3 decrees"). The one word whose sound key
        (:func:`sound_key`) is the heard word's, or one sound away inside the word ("clothes"
        → "close"; "halve" is no "halt"), the nearest spelling breaking ties. With ``slips``
        (a device word where one must be), one sound away may also be a sound dropped at the
        end or inside a short word ("bline" → "blind", "lice" → "lights"), the first the same."""
        heard = pieces[at].surface.casefold()  # not the key: "paws" is no plural of "paw"
        sound = sound_key(heard)
        if len(sound) < 2:
            return None
        if heard.startswith("th"):
            sound = "d" + sound[1:]  # "them" for "dim": a "th" said as "d", as many accents do
        candidates = set(self._by_sound.get((kind, sound), ()))
        for near in _one_shorter(sound):
            candidates.update(self._by_sound.get((kind, near), ()))
        candidates = {k for k in candidates if any(fits(a) for a in _payloads(self, k, kind))}
        ranked = sorted(
            min((OSA.distance(sound, sound_key(said)), OSA.distance(heard, said), key)
                for said in (key, key + "s"))
            for key in candidates
        )  # fmt: skip
        ranked = [
            r
            for r in ranked
            if r[0] == 0
            or _same_ends(sound, sound_key(r[2]))
            or (slips and r[0] == 1 and sound[:1] == sound_key(r[2])[:1])
        ]
        if not ranked or (len(ranked) > 1 and ranked[0][:2] == ranked[1][:2]):
            return None
        key = ranked[0][2]
        meanings = [e for e in self.entries(key) if e[0] != kind or fits(e[1])]
        return Hit(at, at + 1, key, [*meanings, (Kind.HEARD, pieces[at].surface)])

    def _device_char(self, heard: str) -> str | None:
        """The one-character device word a lone character sounds like ("等" → "灯")."""
        alike = [
            k for k in self._singles.get(1, ()) if k != heard and sound_similarity(heard, k) > 0
        ]
        return alike[0] if len(alike) == 1 else None

    def _sounded(self, heard: str) -> str | None:
        """The one known Chinese phrase that sounds like the heard characters."""
        size = len(heard)
        candidates = {
            key
            for position, char in enumerate(heard)
            for key in self._sounds.get((size, position, char), ())
        }
        heard = compact(heard)  # the candidates are phrase keys, compact already
        scored = [(compact_sound_similarity(heard, key), key) for key in candidates if key != heard]
        scored = [(s, k) for s, k in scored if s > 0]
        if not scored:
            return None
        best = max(s for s, _ in scored)
        keys = sorted({k for s, k in scored if s == best})
        # "除房": 厨房 and 书房 sound alike to a recogniser, but only 厨房 is said the same
        keys = [k for k in keys if _said_the_same(heard, k)] if len(keys) > 1 else keys
        return keys[0] if len(keys) == 1 else None


def heard_reading(hearing: Hearing, pieces: Sequence[Piece], at: int) -> Hit | None:
    """The reading a word of a question was, heard with its beginning right and its end
    garbled or cut ("tempra", "humidy", "temper" for temperature or humidity): the one long
    reading word whose first sounds are the word's, and no shorter than it. A question asks
    for a reading far more often than for a rarely said sensor class that sounds alike
    ("tamper"), so the caller asks this before any other rereading."""
    heard = pieces[at].surface.casefold()
    if len(heard) < _MIN_READING or not heard.isalpha():
        return None
    sound = sound_key(heard)
    said = [
        k
        for k in hearing.readings_begun.get(sound[:_READING_START], ())
        if k != heard and len(sound) <= len(sound_key(k))
    ]
    if len(said) != 1:
        return None
    return Hit(at, at + 1, said[0], [*hearing.entries(said[0]), (Kind.HEARD, pieces[at].surface)])


def _index_a_reading(index: dict[str, set[str]], key: str, entries: Sequence[Entry]) -> None:
    """Index a phrase by its first sounds if it is one long English word of a reading
    ("temperature"; not "temp")."""
    long_word = key.isascii() and key.isalpha() and len(key) >= _MIN_READING_WORD
    if long_word and any(k == Kind.METRIC for k, _ in entries):
        index.setdefault(sound_key(key)[:_READING_START], set()).add(key)


def _payloads(hearing: Hearing, key: str, kind: Kind) -> list[Any]:
    return [payload for k, payload in hearing.entries(key) if k == kind]


def rooms_by_place(
    pieces: Sequence[Piece], chosen: Sequence[Hit], loose: Sequence[bool], hearing: Hearing
) -> list[Hit]:
    """A loose word where a room goes, in a request that names no room, read as the one-word
    room of the home it sounds like (:meth:`Hearing.sounding`): right before a device word or a
    name ("the lunge lights", "the steady lamp") or after a preposition and "the" ("in the
    steady"). A word of its own that sounds like no room stays as said."""
    if any(h.has(Kind.AREA) or h.has(Kind.ROOM) or h.has(Kind.FLOOR) for h in chosen):
        return []
    starts = {h.start: h for h in chosen}
    found: list[Hit] = []
    for at, piece in enumerate(pieces):
        if not loose[at] or piece.kind != "word":
            continue
        after = starts.get(at + 1)
        before_a_device = after is not None and (after.has(Kind.TYPE) or after.has(Kind.ENTITY))
        after_the = at >= 2 and pieces[at - 1].key == "the" and pieces[at - 2].key in _BEFORE_A_ROOM
        thick = len(skeleton(piece.surface)) >= _MIN_SOUNDS_NEAR  # "side" is no "study"
        if thick and (before_a_device or after_the):
            hit = hearing.sounding(pieces, at, Kind.AREA, lambda _: True)
            # the very sound, not one sound away: "billiard room" is a room the home lacks,
            # no "backyard"
            if hit is not None and sound_key(piece.surface) == sound_key(hit.key):
                found.append(hit)
    return found[:1]


def _written_together(
    joined: Mapping[str, str], run: Sequence[Piece], heard: str, grammar: Callable[[Piece], bool]
) -> str | None:
    """The phrase words are when written together: one word ("hall way"), or several cut in
    other places ("stand ing desk" for "standing desk"; a last "room" may be one: "guest bath
    room"), not after a word of grammar ("a light strip" is not "alight strip")."""
    key = joined.get(heard) if len(heard) >= _MIN_WORD else None
    if key is None or " " not in key:
        return key
    cut = [p.surface.replace("'", "") for p in run]
    said = [w.replace("'", "") for w in key.split()]
    if cut in (said, [*said[:-1], said[-1] + "s"]) or grammar(run[0]):
        return None  # the phrase itself, as said
    return key


def _letters_then_words(
    surfaces: Sequence[str], entries: Callable[[str], list[Entry]]
) -> str | None:
    """Letters said one by one ("ay see"), alone or as the first words of a phrase
    ("tee vee backlight" for a "TV Backlight"): the letters are one word of the phrase."""
    letters = [_LETTERS.get(s) for s in surfaces]
    said = 0
    while said < len(letters) and letters[said]:
        said += 1
    if said < 2:
        return None
    key = " ".join(["".join(letter or "" for letter in letters[:said]), *surfaces[said:]])
    return key if entries(key) else None


def _said_the_same(heard: str, key: str) -> bool:
    """Whether every character of the heard word, read the common way (its first reading),
    may be read as the known one's (tones aside)."""
    return len(heard) == len(key) and all(
        set(readings(a)[:1]) & set(readings(b)) for a, b in zip(heard, key, strict=True)
    )


def _fitting(
    known: Iterable[tuple[str, str]],
    run: Sequence[Piece],
    loose: Sequence[bool],
    fillers: Sequence[bool],
) -> list[tuple[int, str]]:
    """(edits, key) of the known spellings the words may be whose words heard right
    stand where they were, nearest first."""
    heard = "".join(p.surface for p in run)
    return sorted(
        (OSA.distance(heard, spelling), key)
        for spelling, key in known
        if _aligned(run, loose, fillers, key)
    )


def _aligned(
    run: Sequence[Piece], loose: Sequence[bool], fillers: Sequence[bool], key: str
) -> bool:
    """Whether the words that were understood stay what they were: word for word, each
    understood word is the phrase's own ("seeling light" → "ceiling light", not "pool lights"
    → "pot light"); words run together ("kur tains") only where the others are fillers."""
    said = key.split()
    if len(said) == len(run):
        return all(l or p.key == w for p, l, w in zip(run, loose, said, strict=True))
    return all(l or f for l, f in zip(loose, fillers, strict=True))


def skeleton(spelling: str) -> str:
    """How an English spelling sounds, roughly: its consonants after the usual spelling
    variants are folded ("ceiling" and "seeling" → "slng", "living" and "liveing" → "lvng")."""
    text = spelling.casefold()
    for written, said in _SPELLINGS:
        text = text.replace(written, said)
    out: list[str] = []
    for at, char in enumerate(text):
        if (char in _SILENT and at > 0) or not char.isalpha():
            continue
        if not out or out[-1] != char:
            out.append(char)
    return "".join(out)


def sound_key(spelling: str) -> str:
    """How an English word sounds, more roughly than :func:`skeleton`: voiced and voiceless
    consonants folded too, but for the first ("paws" and "pause" → "ps"; "time" is no "dim")."""
    said = skeleton(spelling)
    out: list[str] = []
    for char in said[:1] + said[1:].translate(_VOICELESS):
        if not out or out[-1] != char:
            out.append(char)
    return "".join(out)


def confused_key(spelling: str) -> str:
    """How an English spelling sounds once the consonants recognisers confuse are folded too
    (:data:`_CONFUSIONS`): "tower rail" and "towel rail" → "tr"."""
    text = spelling.casefold()
    for heard, meant in _CONFUSIONS:
        text = heard.sub(meant, text)
    return sound_key(text)


def _same_ends(heard: str, known: str) -> bool:
    """Whether two sound keys one edit apart begin and end with the same sound, and are
    long enough for one sound to be a slip ("ready" is no "reboot", "send" no "set")."""
    long_enough = min(len(heard), len(known)) >= _MIN_SOUNDS_NEAR
    return long_enough and heard[:1] == known[:1] and heard[-1:] == known[-1:]


def _one_shorter(sound: str) -> list[str]:
    """The key with each sound left out once: two keys one edit apart share one of these."""
    return [sound[:i] + sound[i + 1 :] for i in range(len(sound))]


def _cuts_a_word(
    pieces: Sequence[Piece], loose: Sequence[bool], fillers: Sequence[bool], start: int
) -> bool:
    """Whether a Chinese window starts right after a character no phrase claimed: it would cut
    a word the parser does not know ("洗澡间" is no misheard "灶间" with a 洗 left over)."""
    if start == 0:
        return False
    before = pieces[start - 1]
    return before.kind == "cjk" and loose[start - 1] and not fillers[start - 1]


def _windows(pieces: Sequence[Piece], loose: Sequence[bool]) -> Iterator[tuple[int, int]]:
    """Piece ranges of one script, up to a few pieces, that hold at least one loose piece."""
    count = len(pieces)
    for start in range(count):
        latin = pieces[start].latin
        longest = _MAX_WORDS if latin else _MAX_CJK
        for end in range(start + 1, min(count, start + longest) + 1):
            last = pieces[end - 1]
            if last.latin != latin or last.kind == "sym" or (not latin and last.kind != "cjk"):
                break
            if any(loose[start:end]):
                yield start, end


def _readings(key: str) -> Iterable[str]:
    """The toneless pinyin of a Chinese phrase, written together, for every reading."""
    options = [readings(char) for char in key]
    if any(not o for o in options):
        return []
    combinations = 1
    for option in options:
        combinations *= len(option)
    if combinations > _MAX_PINYIN_READINGS:
        options = [o[:1] for o in options]
    return ["".join(parts) for parts in product(*options)]


# "on lock the door": "un-" heard as "on" where a request begins (not "turn on", "put it on mute").
_ON_FOR_UN: Final = re.compile(
    r"(^|(?:please|can you|could you|would you|and|then|,)\s+)on\s+([a-z]+)"
)


def un_heard_as_on(text: str, is_verb: Callable[[str], bool]) -> str:
    """ "on lock the side gate" → "unlock the side gate": a verb whose "un-" form is a verb too,
    said where a request begins after "on", is that "un-" verb (a recogniser writes "un" as
    "on"); "turn on", "on mute" after a verb and a device stay as said."""

    def unsaid(match: re.Match[str]) -> str:
        verb = match.group(2)
        if is_verb(verb) and is_verb("un" + verb):
            return f"{match.group(1)}un{verb}"
        return match.group(0)

    return _ON_FOR_UN.sub(unsaid, text)


# "which on the porch light": "switch" heard as "which" where a request begins, before "on" or
# "off" and the device ("which of the lights", "which one is on" stay questions).
_WHICH_FOR_SWITCH: Final = re.compile(
    r"(^|(?:please|can you|could you|would you|and|then|,)\s+)(?:which|witch)\s+(on|off)"
    r"(?=\s+(?:the|my|our|all|every|a|an|that|this|those|these)\b)"
)


def switch_heard_as_which(text: str) -> str:
    """ "which off the porch light" → "switch off the porch light": no question begins with
    "which" and a verb's particle before a device, so the recogniser dropped the "s"."""
    return _WHICH_FOR_SWITCH.sub(r"\1switch \2", text)


# "tun on the lamp", "tur off the fan": "turn" with a sound lost or changed, where a request
# begins and before the particle it takes ("ton" and "term" are words, but not before "on the").
_TURN_MISHEARD: Final = re.compile(
    r"(^|(?:please|can you|could you|would you|and|then|,)\s+)"
    r"(?:tun|tur|tum|ton|torn|tarn|tearn|term|tyrn)\s+(on|off)(?=\s+(?:the|my|our|all|every|a|an|that|this|those|these)\b)"
)
# "switch the fountain of", "lights of in the den": "off" heard as "of" where nothing that "of"
# governs follows (the request ends, a room or a courtesy comes next), after a switching word.
_OFF_AS_OF: Final = re.compile(
    r"(\b(?:turn|switch|shut|flick|flip|power|light|lights|lamp|lamps)\b[^,.!?]*?)\s+of"
    r"(?=\s*(?:$|[,.!?]|please\b|thanks\b|thank you\b|now\b|in\b|at\b|on\b|for me\b))"
)


def turn_misheard(text: str) -> str:
    """ "tun on the lamp" → "turn on the lamp", "switch the fan of please" → "switch the fan off
    please": the switching verb or its particle as a recogniser writes them, read where nothing
    else fits (a verb's particle before the device; "of" with nothing after it to govern).

    >>> turn_misheard("tur off the porch light"), turn_misheard("flip the heater of please")
    ('turn off the porch light', 'flip the heater off please')
    >>> turn_misheard("turn on the light of"), turn_misheard("the level of the tank")
    ('turn on the light of', 'the level of the tank')
    """
    out = _TURN_MISHEARD.sub(r"\1turn \2", text)

    def off(match: re.Match[str]) -> str:
        # "turn on the light of…" already says its particle: the "of" is left as said.
        said = match.group(1)
        return match.group(0) if re.search(r"\b(?:on|off)\b", said) else f"{said} off"

    return _OFF_AS_OF.sub(off, out)


# "the AC on hi": "high" heard as the greeting, where a setting's value goes (after "to", "on" or
# "at", ending the request or before a word of politeness); a greeting begins a request.
_HI_FOR_HIGH: Final = re.compile(
    r"\b(to|on|at|onto)\s+hi\b(?=\s*(?:$|[,.!?]|please\b|thanks\b|thank you\b))"
)


def high_heard_as_hi(text: str) -> str:
    """ "the AC on hi" → "the AC on high": no greeting ends a request after a
    preposition, so the recogniser wrote the setting as the word it hears more often."""
    return _HI_FOR_HIGH.sub(r"\1 high", text)


# Letters said one by one, or one word, and a number right after them ("sea oh 2", "co 2").
_DIGITS: Final = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
_LETTERS_THEN_NUMBER: Final = re.compile(
    r"\b((?:[a-z]+\s+){0,3}[a-z]+)\s+(\d+(?:\.\d+)?|zero|one|two|three|four|five|six|seven|eight"
    r"|nine)\b(?!\s*(?:%|percent|degrees?|minutes?))"
)


def letters_with_their_number(text: str, known: Callable[[str], bool]) -> str:
    """ "sea oh 2" → "co2", "pm 2.5" → "pm2.5": a number said after letters (or after a
    word) that together with them spells a word of the home or the lexicon ("CO2") is part
    of that word; a number that makes no word stays a number ("set it to 2")."""

    def joined(match: re.Match[str]) -> str:
        words, number = match.group(1).split(), _DIGITS.get(match.group(2), match.group(2))
        for start in range(len(words)):
            letters = [_LETTERS.get(w, "") for w in words[start:]]
            spelled = "".join(letters) if all(letters) and len(letters) > 1 else None
            for head in filter(None, (spelled, words[start] if start == len(words) - 1 else None)):
                if known(head + number):
                    return " ".join([*words[:start], head + number])
        return match.group(0)

    return _LETTERS_THEN_NUMBER.sub(joined, text)
