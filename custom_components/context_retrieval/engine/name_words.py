"""The last resort of a command that found nothing: the request's words against every name.

The local parser reads a request through phrase tables. A word it does not expect where it
stands (a name word read as the kind word of another device, "have the plants been watered" read as
nothing at all) leaves a command with the wrong kind or no target, and retrieval then answers "no
such device" for a device the home has, under the very word the user said. Before that answer
stands, the words of the request are read against the names of every entity
(docs/grounding.md#the-last-resort): when one entity's names hold the request's rarest words and
no other entity comes close, the command is retried on that entity's name.

It may not invent or widen; what it answers, and what it leaves alone, is listed in
docs/grounding.md#the-last-resort (a clear winner or one device's entities, rare words, the
name, kind and room said all the winner's, no unknown noun after an article, a verb or a
question, a service of the action said).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

from .data import load_json
from .home import Home
from .ir import Command
from .places import says_here
from .text import EN_STOPWORDS, has_cjk, tokens, words

RARE_SHARE: Final = 0.08
"""A word decides only when at most this share of the home's entities (at least two of them)
hold it in a name: "fire" in one name of fifty does, "light" in twenty does not."""

RARE_MOST: Final = 5
"""... and at most this many, however large the home (a word in 160 names of 2,000 decides
nothing)."""

MARGIN: Final = 0.7
"""The runner-up must score below this share of the winner's score."""

_ENDINGS: Final = ("ing", "ed", "er", "en", "es", "s")
"""Endings a word of a request and a word of a name may differ by ("feed" / "feeder",
"charge" / "charger", "plug" / "plugged", "import" / "importing")."""

_QUALIFIERS: Final = frozenset(
    {
        "left",
        "right",
        "front",
        "back",
        "top",
        "bottom",
        "upper",
        "lower",
        "middle",
        "main",
        "big",
        "small",
        "little",
        "old",
        "new",
        "side",
        "inner",
        "outer",
        "first",
        "second",
    }
)
"""Words that tell devices of a kind apart but never name one alone ("the left one")."""


ASKED: Final = "query"
ANSWERING: Final = "answering"
"""``Command.evidence`` key of a command read from an answer to a question (:mod:`.dialogue`)."""
_BETWEEN_PHRASES: Final = frozenset(
    {
        "been",
        "being",
        "still",
        "just",
        "now",
        "already",
        "yet",
        "not",
        "and",
        "or",
        "but",
        "so",
        "then",
        "too",
        "up",
        "down",
        "off",
        "out",
        "over",
        "with",
        "by",
    }
)
"""Words that end a noun phrase after an article (with the stop words and question openers)."""
_NOT_DEVICES: Final = frozenset({"script", "scene", "automation", "input_boolean", "input_select"})
"""Domains of routines and helpers: two of them named alike are two things, not one device."""
_POINTING_BACK: Final = frozenset({"it", "them", "they", "those", "these"})
"""A request that points back at what was said before ("switch it off again") names nothing by
its words."""
_DETERMINERS: Final = frozenset({"the", "my", "our", "your", "his", "her", "their", "this", "that"})
_WORD_LISTS: Final = ("lexicon.json", "complaints.json", "glossary.json", "grounding.json")
_LATIN_WORD = re.compile(r"[a-z][a-z']*")


@cache
def _question_openers() -> frozenset[str]:
    """First words that make a request with no verb of its own a question ("have the plants been
    watered"); otherwise such a request names what it wants on ("i watered the plants"). They are
    the parser's English question openers (``query.openers`` in lexicon.json), folded like request
    words."""
    openers = load_json("lexicon.json")["query"]["openers"]["en"]
    return frozenset(w for opener in openers for w in tokens(opener))


def _strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


@cache
def known_words() -> frozenset[str]:
    """Every English word of the engine's word lists (verbs, kinds, fillers, dialect...),
    folded like request words."""
    return frozenset(
        w
        for name in _WORD_LISTS
        for text in _strings(load_json(name))
        for match in _LATIN_WORD.findall(text.lower())
        for w in tokens(match)
    )


@cache
def stem(word: str) -> str:
    """A word without one ending, a doubled last letter or a final "e", so that forms of one
    word meet ("plugged" / "plug", "charger" / "charge", "fallen" / "fall").

    >>> [stem(w) for w in ("feeder", "feed", "plugged", "importing", "fallen", "fall", "whitey")]
    ['feed', 'feed', 'plug', 'import', 'fal', 'fal', 'whitey']
    """
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            word = word[: -len(ending)]
            break
    if len(word) >= 3 and word[-1] == word[-2]:
        word = word[:-1]
    return word[:-1] if len(word) >= 4 and word.endswith("e") else word


@dataclass(frozen=True, slots=True)
class Winner:
    """The entities a request's words name (one, or several holding the same words), and the
    words that named them, in the order said."""

    entity_ids: tuple[str, ...]
    words: tuple[str, ...]
    one_device: bool = True
    """Whether the entities are one device's (one device name and area; else, in one area and
    no routine or helper, names that all extend the shortest or start with the words said:
    "Bird Feeder Dispense", "Bird Feeder Seed Level"): the retry may act on one of them. Two
    things named alike ("Lounge Party", "Games Room Party") are only asked about."""


class NameWords:
    """The words of every entity's names, and how rare each is in the home."""

    def __init__(self, home: Home) -> None:
        self.home = home
        self.stems_of: dict[str, frozenset[str]] = {}
        self.holders: dict[str, list[str]] = {}
        for entity in home.entities.values():
            said = {stem(w) for name in entity.names if not has_cjk(name) for w in words(name)}
            self.stems_of[entity.entity_id] = frozenset(said)
            for word in said:
                self.holders.setdefault(word, []).append(entity.entity_id)
        self.area_names: list[tuple[str, tuple[str, ...]]] = [
            (area_id, tuple(words(name)))
            for area_id, area in home.areas.items()
            for name in area.names
            if words(name)
        ]
        self.rare_limit = min(RARE_MOST, max(2, round(RARE_SHARE * len(home.entities))))

    def _known(self, word: str) -> bool:
        return word in known_words() or stem(word) in self.holders

    def _unknown_noun(self, text: str) -> bool:
        """Whether a word after an article, or after home words that follow one, is known to
        neither the home nor the word lists ("the rain barrel", "the bird bath")."""
        said = tokens(text)
        for at, word in enumerate(said):
            if word not in _DETERMINERS:
                continue
            for following in said[at + 1 :]:
                if (
                    following in EN_STOPWORDS
                    or following in _question_openers()
                    or following in _BETWEEN_PHRASES
                    or following.isdigit()
                ):
                    break
                if not self._known(following):
                    return True
                if stem(following) not in self.holders:
                    break
        return False

    def _rooms_said(self, said: Sequence[str]) -> tuple[set[str], set[str]]:
        """The areas whose whole name the request says, and the words that said them."""
        rooms: set[str] = set()
        room_words: set[str] = set()
        for area_id, name in self.area_names:
            for at in range(len(said) - len(name) + 1):
                if tuple(said[at : at + len(name)]) == name:
                    rooms.add(area_id)
                    room_words.update(name)
        return rooms, room_words

    @staticmethod
    def asked(text: str) -> str | None:
        """The action of a request the parser found no verb in: a question when it opens like
        one; else none. Naming a thing with no verb ("the guest is not staying", "holidays are
        over") says nothing of what to do with it."""
        said = tokens(text)
        return ASKED if said and said[0] in _question_openers() else None

    @staticmethod
    def may_retry(command: Command) -> bool:
        """Whether the command is one the last resort may read again: not one that points back,
        excepts or answers a question asked (:data:`ANSWERING`; the options asked about are
        what the answer chooses among)."""
        return not (
            command.refers_back
            or command.quantifier == "except"
            or command.scope_exclude
            or ANSWERING in command.evidence
        )

    def names_hold(self, winner: Winner, word: str) -> bool:
        """Whether the names of every entity named hold each word of ``word``."""
        said = {stem(w) for w in words(word)}
        return bool(said) and all(said <= self.stems_of[e] for e in winner.entity_ids)

    def _best(
        self, said: Sequence[str], room_words: set[str], context_area: str | None
    ) -> Winner | None:
        """The best-scoring entities and the words they hold, when they hold the same words
        and one of them decides (the first three conditions of the module's docstring)."""
        scores: dict[str, float] = {}
        matched: dict[str, tuple[str, ...]] = {}
        for word in dict.fromkeys(said):
            holders = self.holders.get(stem(word), []) if word not in room_words else []
            weight = math.log((len(self.home.entities) + 1) / max(1, len(holders)))
            for entity_id in holders:
                scores[entity_id] = scores.get(entity_id, 0.0) + weight
                matched[entity_id] = (*matched.get(entity_id, ()), word)
        if not scores:
            return None
        best = max(scores.values())
        tied = [e for e, score in scores.items() if score >= best * MARGIN]
        if len(tied) > 1 and context_area is not None:
            tied = [e for e in tied if self.home.entities[e].area_id == context_area] or tied
        found = matched[tied[0]]
        if any(matched[e] != found for e in tied):
            return None
        if not any(
            w not in _QUALIFIERS and len(self.holders[stem(w)]) <= self.rare_limit for w in found
        ):
            return None
        return Winner(tuple(tied), found, self._one_device(tied, found))

    def _one_device(self, entity_ids: Sequence[str], said: Sequence[str]) -> bool:
        entities = [self.home.entities[e] for e in entity_ids]
        devices = {e.device for e in entities}
        if len(devices) == 1 and None not in devices:
            return True
        if len({e.area_id for e in entities}) != 1 or any(
            e.domain in _NOT_DEVICES for e in entities
        ):
            return False
        names = [e.name.casefold() for e in entities]
        starts = (min(names, key=len), " ".join(said).casefold())
        return all(name.startswith(starts) for name in names)

    def winner(
        self,
        text: str,
        name_said: str | None,
        context_area: str | None = None,
        *,
        here: bool = False,
    ) -> Winner | None:
        """The entities the request's words name, or ``None`` (see the module's docstring).

        :param context_area: the satellite's area, which settles a tie between rooms.
        :param here: the request is about the satellite's room ("shut the curtains in here"):
            the winner must be in it.
        """
        if has_cjk(text) or _POINTING_BACK.intersection(tokens(text)):
            return None
        said = words(text)
        rooms, room_words = self._rooms_said(said)
        found = self._best(said, room_words, context_area)
        if found is None:
            return None
        named = {stem(w) for w in words(name_said or "")}
        if any(not named <= self.stems_of[e] | room_words for e in found.entity_ids):
            return None
        if (here or says_here(text)) and context_area is not None:
            rooms = {context_area}
        if rooms and any(self.home.entities[e].area_id not in rooms for e in found.entity_ids):
            return None
        return None if self._unknown_noun(text) else found
