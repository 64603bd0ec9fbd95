"""Device words of the other language, read as the home's own (``kinds`` of grounding.json).

"把dishwasher打开" said to a home whose names are Chinese, "switch off the 洗衣机" to one whose names
are English: a word for a kind of device said in the other language than the home's names is
rewritten once, before any phrase is matched, to the home's word for that kind (the one its names
use: 洗碗机, "washing machine"), so every later stage reads it as said in the home's language and
the name hint is in the home's words. Pinyin of a Chinese kind, room, device-type or on/off word
("xiyiji", "keting", "kai deng") is read as that word the same way. As with regional words
(:mod:`.dialect`), a word that is part of one of the home's own names stays as said.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any, Final

from ..data import load_json
from ..home import Home
from ..kinds import default_kinds
from ..sound import readings
from ..text import compact, has_cjk, normalize
from .lexicon import EN, ZH, default_lexicon

# The on/off verbs whose pinyin is read ("kai deng"): the commonest spoken commands.
_PINYIN_ACTIONS: Final = ("turn_on", "turn_off")
# Readings of a character tried (调 diao/tiao; rarer readings make English words: 模式 "mute").
_READINGS_PER_CHAR: Final = 2
# A run of pinyin words is read only when it is long enough not to be an English word by chance
# ("an", "men" and "kai" alone stay English; "deng", "kai deng" and "xiyiji" are pinyin).
_MIN_PINYIN_LETTERS: Final = 4
_MIN_PINYIN_SYLLABLES: Final = 2
_LATIN_WORD: Final = re.compile(r"[a-z]+")


@dataclass(frozen=True, slots=True)
class Crossing:
    """The other language's device words of one home's parser, and pinyin."""

    words: Mapping[str, str]
    """Word of the other language (normalised) → the home's word for it."""
    pattern: re.Pattern[str] | None
    pinyin: Mapping[str, tuple[str, int]]
    """Pinyin of a Chinese word, its syllables run together → (the word, how many syllables)."""
    latin_home: bool

    @classmethod
    def of(cls, home: Home) -> Crossing:
        """The rewrites for one home: its language decides which words are the other's."""
        kinds = default_kinds()
        latin_home = not home.language.casefold().startswith("zh")
        names = "\n".join(
            normalize(name)
            for group in (home.floors.values(), home.areas.values(), home.entities.values())
            for item in group
            for name in item.names
        )
        said, own = (ZH, EN) if latin_home else (EN, ZH)
        words: dict[str, str] = {}
        for kind in kinds.by_id.values():
            target = _home_word(kind.words.get(own, ()), names)
            for word in kind.words.get(said, ()):
                key = normalize(word)
                if target and key and key not in names:
                    words.setdefault(key, target)
        name_words = set(_LATIN_WORD.findall(names))
        pinyin = {k: v for k, v in _pinyin_words().items() if k not in name_words}
        if not words:
            return cls({}, None, pinyin, latin_home)
        alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        if not latin_home:
            # An English word, whole, perhaps plural ("dishwashers"); not inside another word.
            alternatives = rf"(?<![a-z])(?:{alternatives})(?:s|es)?(?![a-z])"
        return cls(words, re.compile(alternatives), pinyin, latin_home)

    def read(self, text: str) -> tuple[str, list[tuple[str, str]]]:
        """The normalised utterance with the other language's device words in the home's, and
        the pinyin words read as Chinese ones (a guess, as a misheard word is).

        >>> home = Home.from_json({"language": "en", "floors": [], "areas": [], "entities": []})
        >>> Crossing.of(home).read("switch off the 洗衣机")
        ('switch off the washing machine', [])
        """
        text, heard = self._read_pinyin(text)
        if self.pattern is None:
            return text, heard
        out = self.pattern.sub(self._replace, text)
        return (re.sub(r" {2,}", " ", out).strip() if self.latin_home else out), heard

    def _replace(self, match: re.Match[str]) -> str:
        said = match.group()
        plural = (said[:-1], said[:-2])  # "dishwashers", "boxes"
        target = next((self.words[w] for w in (said, *plural) if w in self.words), said)
        if self.latin_home:
            return f" {target} "
        following = match.string[match.end() : match.end() + 1]
        # "sheer帘": the Chinese word already ends with the character said after it.
        return target[:-1] if following and target.endswith(following) else target

    def _read_pinyin(self, text: str) -> tuple[str, list[tuple[str, str]]]:
        """Runs of pinyin words rewritten to their Chinese words (see :data:`_MIN_PINYIN_LETTERS`)."""
        if not self.pinyin or not _LATIN_WORD.search(text):
            return text, []
        spans = [
            (m.start(), m.end(), self.pinyin.get(m.group())) for m in _LATIN_WORD.finditer(text)
        ]
        out: list[str] = []
        heard: list[tuple[str, str]] = []
        at = 0
        for run in _runs(text, spans):
            letters = sum(end - start for start, end, _ in run)
            syllables = sum(found[1] for _, _, found in run if found)
            if letters < _MIN_PINYIN_LETTERS and syllables < _MIN_PINYIN_SYLLABLES:
                continue
            for start, end, found in run:
                assert found is not None
                out.append(text[at:start])
                out.append(found[0])
                heard.append((text[start:end], found[0]))
                at = end
        out.append(text[at:])
        return "".join(out), heard


def _runs(
    text: str, spans: list[tuple[int, int, tuple[str, int] | None]]
) -> Iterator[list[tuple[int, int, tuple[str, int] | None]]]:
    """Consecutive pinyin words (separated by spaces only)."""
    run: list[tuple[int, int, tuple[str, int] | None]] = []
    for span in spans:
        if span[2] is None:
            if run:
                yield run
            run = []
            continue
        if run and text[run[-1][1] : span[0]].strip():
            yield run
            run = []
        run.append(span)
    if run:
        yield run


def _home_word(candidates: Iterable[str], names: str) -> str | None:
    """The word for a kind the home's names use: one that is a whole name, else one inside a
    name, else the first (the home has none of the kind: the word is still the home's language)."""
    said = [normalize(w) for w in candidates if normalize(w)]
    lines = set(names.split("\n"))
    whole = next((w for w in said if w in lines), None)
    inside = next((w for w in said if w in names), None)
    return whole or inside or (said[0] if said else None)


def _spellings(word: str) -> Iterator[str]:
    """The pinyin a Chinese word may be typed as, syllables run together."""
    options = [readings(char)[:_READINGS_PER_CHAR] or (char,) for char in word]
    for combination in product(*options):
        yield "".join(combination)


@cache
def _pinyin_words() -> dict[str, tuple[str, int]]:
    """Pinyin → Chinese word, for the Chinese words of kinds, rooms, device types and the
    on/off verbs; a spelling two words share is read as neither, one that is an English word
    of the lexicon ("mute") stays English."""
    grounding = load_json("grounding.json")
    kinds = default_kinds().by_id.values()
    sources: list[str] = [w for kind in kinds for w in kind.words.get(ZH, ())]
    sources += [w for room in _entries(grounding.get("rooms", {})) for w in room.get(ZH, ())]
    glossary = load_json("glossary.json")
    sources += [w for block in _entries(glossary.get("domains", {})) for w in block.get(ZH, ())]
    actions = load_json("lexicon.json").get("actions", {})
    for action in _PINYIN_ACTIONS:
        sources += actions.get(action, {}).get("words", {}).get(ZH, [])
    found: dict[str, tuple[str, int]] = {}
    clashes: set[str] = set()
    for word in dict.fromkeys(compact(w) for w in sources):
        if not word or not all(has_cjk(char) for char in word):
            continue
        for spelling in _spellings(word):
            if spelling in found and found[spelling][0] != word:
                clashes.add(spelling)
            found.setdefault(spelling, (word, len(word)))
    english = default_lexicon().table
    return {k: v for k, v in found.items() if k not in clashes and not english.get(k)}


def _entries(section: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [v for k, v in section.items() if not k.startswith("_") and isinstance(v, Mapping)]
