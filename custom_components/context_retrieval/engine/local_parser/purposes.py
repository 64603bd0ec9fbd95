"""Why or when an English command is said, told after it: never its target.

People add the reason or the moment to a request: "raise the carport shutter for the plumber",
"warm the snug radiator before we arrive", "dim the hall sconces so I can nap", "run the loft
fan while I cook". The clause is about people and events, not devices, yet its words were read as
the command's: a name ("plumber"), a room (a "bath" taken for the bathroom) or a second
command. A trailing clause opened by such a word and a subject is left out, up to the
next clause break:

- *before, while, until, till, so (that), because, cause, cos* followed by a subject (a pronoun,
  a determiner, "everyone"…): the clause has a subject of its own, so it is no object of the verb;
- *for* followed by a person said as a pronoun ("for me", "for her"), or by a determiner and words
  that name nothing of the home ("for the plumber", "for my aunt"): a room or a device said after
  *for* ("for the snug", "for the twins' room") is kept, and so is a length of time ("for an
  hour", "for 10 minutes": no determiner of a person).

Only after the command's own words (never at the start, where "before you leave, bolt the
hatch" leads into the request) and only in English.

>>> nothing = lambda words: False
>>> without_purpose("release the side latch for the courier", nothing)
'release the side latch'
>>> without_purpose("warm the attic radiator before we arrive, cheers", nothing)
'warm the attic radiator, cheers'
>>> without_purpose("run the loft fan for two hours", nothing)
'run the loft fan for two hours'
>>> without_purpose("shut the hatch so the cat stays in and lock the shed", nothing)
'shut the hatch and lock the shed'
>>> without_purpose("warm the radiator for the snug", lambda words: "snug" in words)
'warm the radiator for the snug'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

# Words that open a clause of reason or time.
_OPENERS: Final = frozenset(
    {"before", "while", "until", "till", "so", "because", "cause", "cos", "coz", "cuz"}
)
# What such a clause begins with after its opener: its subject ("so that" reads "that" first).
# Not "you": a clause about the assistant is a request of its own ("while you're at it, …").
_SUBJECTS: Final = frozenset(
    {"i", "i'm", "we", "we're", "he", "he's", "she", "she's", "they", "they're",
     "it", "it's", "the", "my", "our", "your", "his", "her", "their", "a", "an", "that",
     "everyone", "everybody", "someone", "somebody", "nobody", "no", "people", "there"}
)  # fmt: skip
# A person said after "for" by a pronoun alone; a possessive or an article begins a phrase that
# is a person or a moment unless it names something of the home.
_FOR_WHOM: Final = frozenset({"me", "us", "him", "her", "them", "you"})
_DETERMINERS: Final = frozenset({"the", "my", "our", "your", "his", "her", "their"})
# What ends the clause: punctuation or a word that starts the next request ("…so the twins can
# nap and bolt the hatch": the bolt is a request of its own; "after that" as two words).
_NEXT_REQUEST: Final = frozenset({"then", "also", "and"})
_WORD: Final = re.compile(r"[a-z0-9'’]+|[^\sa-z0-9'’]")
# The fewest words the command says before the clause ("fan on before I nap": two).
_COMMAND_WORDS: Final = 2


def without_purpose(text: str, names_the_home: Callable[[list[str]], bool]) -> str:
    """The text without a trailing clause of reason or time (module doc). ``names_the_home``
    says whether some of a clause's words name a device, an area or a room of the home."""
    if not text.isascii():
        return text
    tokens = list(_WORD.finditer(text))
    words = [t.group().casefold() for t in tokens]
    for at in range(_COMMAND_WORDS, len(words) - 1):
        if not words[at - 1][0].isalnum():
            continue  # a clause said first after a break ("…, so I can …") stays its own part
        end = _clause_end(words, at + 1)
        if not _opens_a_purpose(words, at, end, names_the_home):
            continue
        cut_to = tokens[end].start() if end < len(tokens) else len(text)
        return (
            (text[: tokens[at].start()].rstrip() + " " + text[cut_to:].lstrip())
            .strip()
            .replace(" ,", ",")
        )
    return text


def _clause_end(words: list[str], start: int) -> int:
    """Where the clause that starts at ``start`` ends: punctuation or a word of the next request."""
    for at in range(start, len(words)):
        if not words[at][0].isalnum() or words[at] in _NEXT_REQUEST:
            return at
        if words[at : at + 2] == ["after", "that"]:
            return at
    return len(words)


def _opens_a_purpose(
    words: list[str], at: int, end: int, names_the_home: Callable[[list[str]], bool]
) -> bool:
    """Whether the word at ``at`` opens a clause of reason or time that runs to ``end``."""
    word, rest = words[at], words[at + 1 : end]
    if not rest:
        return False
    if word in _OPENERS:
        # a clause whose subject is a room or a device of the home is about it ("… before the
        # office gets dark"); "my bath", "we eat outside" are people's doings
        opens = rest[0] in _SUBJECTS or (rest[0] == "that" and len(rest) > 1)
        return opens and not (rest[0] == "the" and names_the_home(rest[1:2]))
    if word != "for":
        return False
    if rest[0] in _FOR_WHOM:
        return len(rest) == 1
    return rest[0] in _DETERMINERS and len(rest) > 1 and not names_the_home(rest[1:])
