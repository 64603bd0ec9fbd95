"""Regional words, read as the standard word (lexicon.json ``dialect``).

The parser's phrases are Mandarin and standard English; a Cantonese speaker says 車房 for 车库,
洗衫機 for 洗衣机 and 著緊 for 开着, a Scots speaker "aff" for off, "ma" for my and "cannae" for
can't. After Traditional → Simplified conversion (:func:`..text.normalize`) these words are
rewritten once, before any phrase is matched, so every later stage (rooms, names, kinds,
states) reads them as the standard word. A word that is part of one of the home's own names
stays as said: a home that calls its garage 车房 keeps meaning its own area. English words are
matched as whole words (Chinese has no spaces to bound them), so "ma" is never a piece of
"max" and "wi" never a piece of "wi-fi" (a hyphen joins a word), and an English name guards only
the words it holds as words. An English regional word is one no standard English speaker says
(lexicon.json keeps "pit", "canny" and "the now" out: a fire pit, a canny buy, the Now TV box).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..home import Home
from ..text import normalize


@dataclass(frozen=True, slots=True)
class Dialect:
    """The regional words of one home's parser, as one pattern."""

    words: Mapping[str, str]
    pattern: re.Pattern[str] | None
    address: re.Pattern[str] | None = None

    @classmethod
    def of(cls, words: Mapping[str, str], home: Home, address: Iterable[str] = ()) -> Dialect:
        """The rewrites of ``words`` whose regional word is in none of the home's names, and
        the words of ``address`` (said to the assistant) to leave out (:func:`_address`)."""
        # One text of every name, one per line: a regional word has no line break, so it is
        # in this text exactly when it is in one of the names.
        names = "\n".join(
            normalize(name)
            for group in (home.floors.values(), home.areas.values(), home.entities.values())
            for item in group
            for name in item.names
        )
        regional = {normalize(word): normalize(standard) for word, standard in words.items()}
        kept = {word: standard for word, standard in regional.items() if not _in_names(word, names)}
        alternatives = "|".join(_bounded(w) for w in sorted(kept, key=len, reverse=True))
        return cls(kept, re.compile(alternatives) if kept else None, _address(address))

    def read(self, text: str) -> str:
        """The normalised utterance with its regional words in Mandarin.

        >>> home = Home.from_json({"language": "zh-Hans", "floors": [], "areas": [], "entities": []})
        >>> Dialect.of({"车房": "车库"}, home).read("闩埋车房门")
        '闩埋车库门'
        >>> Dialect.of({"aff": "off", "ma": "my"}, home).read("ma radiogram aff, no the max")
        'my radiogram off, no the max'
        >>> Dialect.of({"wi": "with"}, home).read("the wi-fi plug wi the lamp")
        'the wi-fi plug with the lamp'
        """
        if self.address is not None:
            text = self.address.sub("", text)
        if self.pattern is None:
            return text
        return self.pattern.sub(lambda match: self.words[match.group()], text)


def _address(words: Iterable[str]) -> re.Pattern[str] | None:
    """The pattern of the words said to the assistant where they are no part of the request:
    after a comma ("…, hen"), before one that follows them at the start ("pal, …") or at the
    end ("stick the lamp on pal"). Anywhere else they may be part of a name ("the hen house").

    >>> _address(["hen"]).sub("", "hen, the hen house lamp on, hen")
    'the hen house lamp on'
    """
    said = sorted({normalize(w) for w in words}, key=len, reverse=True)
    if not said:
        return None
    word = "(?:" + "|".join(re.escape(w) for w in said) + ")"
    return re.compile(
        rf"\s*,\s*{word}(?![\w'-])|^\s*{word}\s*,\s*|(?<![\w'-])\s*{word}(?=[\s.!?]*$)"
    )


def _is_latin(word: str) -> bool:
    return word.isascii()


def _bounded(word: str) -> str:
    """The pattern of one regional word: a Latin word only where it stands as a whole word."""
    escaped = re.escape(word)
    return rf"(?<![\w'-]){escaped}(?![\w'-])" if _is_latin(word) else escaped


def _in_names(word: str, names: str) -> bool:
    """Whether ``word`` is part of a name (``names``: every name, one per line)."""
    if not _is_latin(word):
        return word in names
    return re.search(_bounded(word), names) is not None
