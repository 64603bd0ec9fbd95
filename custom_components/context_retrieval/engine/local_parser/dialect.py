"""Cantonese and other regional Chinese words, read as their Mandarin word (lexicon.json ``dialect``).

The parser's phrases are Mandarin; a Cantonese speaker says 車房 for 车库, 洗衫機 for 洗衣机 and
著緊 for 开着. After Traditional → Simplified conversion (:func:`..text.normalize`) these words
are rewritten once, before any phrase is matched, so every later stage (rooms, names, kinds,
states) reads them as the Mandarin word. A word that is part of one of the home's own names
stays as said: a home that calls its garage 车房 keeps meaning its own area.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..home import Home
from ..text import normalize


@dataclass(frozen=True, slots=True)
class Dialect:
    """The regional words of one home's parser, as one pattern."""

    words: Mapping[str, str]
    pattern: re.Pattern[str] | None

    @classmethod
    def of(cls, words: Mapping[str, str], home: Home) -> Dialect:
        """The rewrites of ``words`` whose regional word is in none of the home's names."""
        # One text of every name, one per line: a regional word has no line break, so it is
        # in this text exactly when it is in one of the names.
        names = "\n".join(
            normalize(name)
            for group in (home.floors.values(), home.areas.values(), home.entities.values())
            for item in group
            for name in item.names
        )
        regional = {normalize(word): normalize(mandarin) for word, mandarin in words.items()}
        kept = {word: mandarin for word, mandarin in regional.items() if word not in names}
        if not kept:
            return cls({}, None)
        alternatives = "|".join(re.escape(w) for w in sorted(kept, key=len, reverse=True))
        return cls(kept, re.compile(alternatives))

    def read(self, text: str) -> str:
        """The normalised utterance with its regional words in Mandarin.

        >>> home = Home.from_json({"language": "zh-Hans", "floors": [], "areas": [], "entities": []})
        >>> Dialect.of({"车房": "车库"}, home).read("闩埋车房门")
        '闩埋车库门'
        """
        if self.pattern is None:
            return text
        return self.pattern.sub(lambda match: self.words[match.group()], text)
