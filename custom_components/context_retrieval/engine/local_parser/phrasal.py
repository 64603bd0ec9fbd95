"""English phrasal verbs whose object stands between the verb and its particle.

English lets a transitive phrasal verb take its object inside ("pull the blind down", "crank the
heating up", "draw the curtains back") as well as after it ("pull down the blind"). The lexicon
lists each phrasal verb once, verb and particle together, so a verb said apart from its particle
is read here as the two together, the object after them: "pull the blind down" is read "pull
down the blind". Only where the verb and the particle make a phrase of the lexicon
(``is_phrase``), the object is a few words with no clause break in it, and the particle is
neither a preposition before a noun ("pull the lamp down the hall") nor said with an amount
("down a notch"). "on", "off", "out" and "in" after a verb that is an action word by itself, and
"turn" with any particle, the reader already takes after the object ("put the canopy out",
"turn the radio down").

>>> known = {"pull down", "crank up", "bring up"}.__contains__
>>> join_separated_particles("pull the blind down in the study", known)
'pull down the blind in the study'
>>> join_separated_particles("crank the radiator up in the den", known)
'crank up the radiator in the den'
>>> join_separated_particles("crank the tv up a notch", known)
'crank the tv up a notch'
>>> join_separated_particles("bring the blinds up and the lights down", known)
'bring up the blinds and the lights down'
>>> join_separated_particles("pull the lamp down the hall", known)
'pull the lamp down the hall'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise
from typing import Final

# The particles of English phrasal verbs of the household (moving, locking, starting and
# stopping) that may follow the object.
PARTICLES: Final = frozenset(
    {"up", "down", "back", "over", "across", "open", "shut", "closed", "away", "round", "around",
     "through", "home"}
)  # fmt: skip
# ("home": "send the robot home", "call the mower home" are "send home", "call home"; only
# after a verb of sending back, :data:`_HOMING`: "turn the lights on when I get home" keeps it)
# Particles the reader takes after the object itself ("switch the fan off", "wind the awning
# out", "put the AC on cool"): moved only after a verb that is no action word alone ("send
# the mower out", "knock the fan off"; not "put", which sets).
_READ_IN_PLACE: Final = frozenset({"on", "off", "out", "in"})
# A verb and particle said apart that mean more than the verb with the particle read in place:
# "set the bell off" sets it off (sounds it, starts it) where "set … off" read in place is
# "off". Only where the lexicon has the two together ("set off"), and only of a thing that is
# set going (``sets_going``): "set the lights off" switches them off, as said.
_JOINED_APART: Final = frozenset({("set", "off")})
# Verbs whose particle the reader takes after the object itself ("turn the radio down").
_READ_APART: Final = frozenset({"turn"})
# Verbs whose particle goes to them even when an amount follows it ("put the heating up a
# bit", "put the telly down a small bit"): alone the verb sets or switches on, and the reader
# takes no particle after its object, so left apart the amount would switch the device on.
_WITH_AMOUNT: Final = frozenset({"put"})
# The verbs that send a device home: the only ones "home" moves next to.
_HOMING: Final = frozenset({"send", "call", "bring", "return"})
# Words that end the object: a clause break, a conjunction, a second request.
_BREAKS: Final = frozenset(
    {
        "and",
        "then",
        "but",
        "or",
        "plus",
        "also",
        "as",
        "if",
        "when",
        "while",
        "until",
        "so",
        "whether",
    }
)


def _ends_a_clause(word: str) -> bool:
    """Whether a word ends the object or clause it follows: a break word or punctuation."""
    return word in _BREAKS or not word[0].isalnum()


# Words that make the particle a preposition before a noun ("the lamp on *the* desk").
_NOUN_AFTER: Final = frozenset(
    {"the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those"}
)
# Words after which the verb's word is a noun ("all switch", "the switch", "which switch").
_BEFORE_A_NOUN: Final = _NOUN_AFTER | frozenset(
    {"a", "an", "all", "any", "every", "each", "some", "which", "what", "whose", "no"}
)
# Words of an amount after a particle ("down a notch", "up 2 degrees", "up by 10"): the
# particle and the amount are read together where they were said.
_AMOUNT: Final = frozenset(
    {"a", "an", "by", "one", "two", "three", "couple", "few", "bit", "little", "touch", "notch",
     "some", "more", "further", "all", "half", "halfway", "fully"}
)  # fmt: skip
# Pronoun objects stay where they are: the lexicon and the reader already read "turn it
# off", "shut it off", "turn them down" as said.
_PRONOUNS: Final = frozenset({"it", "them", "that", "this", "those", "these", "everything"})
# The longest object between the verb and its particle, in words ("the big light in the
# living room" is five after the verb's own word).
_OBJECT_WORDS: Final = 6
_TOKEN_RE: Final = re.compile(r"[^\W\d_][\w'’-]*|\d+(?:\.\d+)?|\S")


def join_separated_particles(
    text: str, is_phrase: Callable[[str], bool], sets_going: Callable[[str], bool] = bool
) -> str:
    """The text with each verb said apart from its particle read with it (the module's doc).
    ``sets_going``: whether the object said between a verb and particle of
    :data:`_JOINED_APART` is a thing set going (a siren, a script) rather than one switched (a
    light, the alarm panel, whose "off" is read in place).

    >>> known = {"set off", "set"}.__contains__
    >>> join_separated_particles("set the bell off", known)
    'set off the bell'
    >>> join_separated_particles("set the heater off", known, lambda said: said != "the heater")
    'set the heater off'
    """
    text = plug_as_a_noun(text, is_phrase)  # "the plug in the den": no verb "plug in"
    tokens = list(_TOKEN_RE.finditer(text))
    words = [t.group() for t in tokens]
    for i in range(len(tokens) - 2):
        j = _particle_of(words, i, is_phrase, sets_going)
        if j is None:
            continue
        verb, particle = tokens[i], tokens[j]
        moved = (
            f"{verb.group()} {particle.group()} {text[tokens[i + 1].start() : tokens[j - 1].end()]}"
        )
        rejoined = text[: verb.start()] + moved + text[particle.end() :]
        if rejoined == text:
            return text  # nothing moved: reading it again would loop
        return join_separated_particles(rejoined, is_phrase, sets_going)
    return text


def _particle_of(
    words: list[str],
    verb: int,
    is_phrase: Callable[[str], bool],
    sets_going: Callable[[str], bool] = bool,
) -> int | None:
    """The index of the particle that goes with the verb at ``verb``, if it was said apart."""
    if words[verb] in _READ_APART or words[verb] in PARTICLES or not words[verb].isalpha():
        return None
    if words[verb + 1] in PARTICLES or is_phrase(f"{words[verb]} {words[verb + 1]}"):
        return None  # "turn on the light", "carry on playing": the particle is already by its verb
    if verb and words[verb - 1] in _BEFORE_A_NOUN:
        return None  # "are all switch kitchen off": a noun ("switch") after a determiner
    found = None
    for j in range(verb + 2, min(len(words), verb + 2 + _OBJECT_WORDS)):
        word = words[j - 1]
        if _ends_a_clause(word):
            break
        if words[j] == "home" and words[verb] not in _HOMING:
            continue
        if (
            (words[j] in PARTICLES or _in_place_moved(words, verb, j, is_phrase, sets_going))
            and is_phrase(f"{words[verb]} {words[j]}")
            and not (j + 1 < len(words) and _noun_or_amount(words[j + 1], words[verb]))
            and not _in_a_phrase(words, j, is_phrase)
        ):
            found = j
    if found is None or all(w in _PRONOUNS for w in words[verb + 1 : found]):
        return None
    return found


def _in_place_moved(
    words: list[str],
    verb: int,
    at: int,
    is_phrase: Callable[[str], bool],
    sets_going: Callable[[str], bool],
) -> bool:
    """Whether a particle the reader takes in place ("on", "off") goes to its verb instead:
    after a verb that is no action word alone ("knock the fan off"), or one of
    :data:`_JOINED_APART` with no "to" before it ("set the fan to off" is a setting) said of a
    thing set going ("set the bell off"; "set the lights off" switches them off)."""
    if words[at] not in _READ_IN_PLACE:
        return False
    if not is_phrase(words[verb]):
        return True
    return (
        (words[verb], words[at]) in _JOINED_APART
        and "to" not in words[verb + 1 : at]
        and sets_going(" ".join(words[verb + 1 : at]))
    )


def _in_a_phrase(words: list[str], at: int, is_phrase: Callable[[str], bool]) -> bool:
    """Whether the particle at ``at`` belongs to a phrase with the words around it ("all the
    way up", "down a notch"): then it stays where it was said."""
    spans = ((at - 3, at + 1), (at - 2, at + 1), (at - 1, at + 1), (at, at + 2), (at, at + 3))
    return any(is_phrase(" ".join(words[a:b])) for a, b in spans if a >= 0 and b <= len(words))


def _noun_or_amount(word: str, verb: str) -> bool:
    """Whether a word after a particle makes it a preposition ("on *the* desk") or starts an
    amount the particle goes with ("down *a* notch", "up *2* degrees"; not after a verb of
    :data:`_WITH_AMOUNT`)."""
    amount = verb not in _WITH_AMOUNT and (word in _AMOUNT or word[0].isdigit())
    return word in _NOUN_AFTER or amount


# Verbs that have someone else do the verb after their object ("get the robot to clean the
# hall", "have the mower do the front", "tell the vacuum to head home"), first in a request.
_CAUSATIVES: Final = frozenset({"get", "have", "make", "tell", "ask"})
# Before a causative: polite openers ("can you get the robot to …", "please have …").
_OPENERS: Final = frozenset({"please", "can", "could", "would", "will", "you", "just", "go"})
# The verb any device is made to do by "have X do the lawn": the work it does.
_DOING: Final = frozenset({"do"})


def without_causative(text: str, is_verb: Callable[[str], bool]) -> str:
    """The text with a causative that opens it dropped, so the device said after it does the
    verb ("get the robot to clean the hall" is read "the robot clean the hall", "have the mower
    do the front" "the mower do the front"): with "to" before the verb ("get", "tell", "ask"),
    or with a bare verb that is an action word or "do" ("have", "make"). "have the lights been
    on" and "get the lights" keep their words.

    >>> is_verb = {"clean", "head home"}.__contains__
    >>> without_causative("get the robot to clean the hall", is_verb)
    'the robot clean the hall'
    >>> without_causative("can you have the mower do the front", is_verb)
    'can you the mower do the front'
    >>> without_causative("have the lights been on all day", is_verb)
    'have the lights been on all day'
    """
    tokens = list(_TOKEN_RE.finditer(text))
    words = [t.group() for t in tokens]
    first = next((i for i, w in enumerate(words) if w not in _OPENERS), None)
    if first is None or words[first] not in _CAUSATIVES:
        return text
    for j in range(first + 2, min(len(words), first + 2 + _OBJECT_WORDS)):
        if _ends_a_clause(words[j - 1]):
            return text
        verb = words[j + 1] if words[j] == "to" and j + 1 < len(words) else None
        if (
            verb is not None
            and words[first] in ("get", "tell", "ask")
            and verb.isalpha()
            and verb not in _BEFORE_A_NOUN
        ):
            return _cut(text, tokens, first, j)
        if words[j] in _DOING or (words[first] in ("have", "make") and is_verb(words[j])):
            return _cut(text, tokens, first, None)
    return text


# The noun of a verb with "in" ("plug in the kettle"): said as the device ("the plug in the
# den"), its "in" is the place's preposition, read as "inside" so no verb is heard.
_NOUN_VERBS: Final = frozenset({"plug", "plugs"})


def plug_as_a_noun(text: str, is_verb: Callable[[str], bool]) -> str:
    """The text with the "in" after a device said as "plug" read as "inside": after a word
    before a noun ("the plug in the den") or, once a verb of its own was said in the clause,
    after any word but a polite opener ("shut off the garden plug in the shed"). "plug in the
    kettle", "please plug in the car" keep the verb.

    >>> is_verb = {"switch off", "turn"}.__contains__
    >>> plug_as_a_noun("switch off the garden plug in the shed", is_verb)
    'switch off the garden plug inside the shed'
    >>> plug_as_a_noun("turn the plug in the den off", is_verb)
    'turn the plug inside the den off'
    >>> plug_as_a_noun("please plug in the car", is_verb)
    'please plug in the car'
    """
    tokens = list(_TOKEN_RE.finditer(text))
    words = [t.group().casefold() for t in tokens]
    for i in range(1, len(words) - 1):
        if words[i] not in _NOUN_VERBS or words[i + 1] != "in":
            continue
        before = words[i - 1]
        clause = words[: i - 1]
        for at in range(len(clause) - 1, -1, -1):
            if _ends_a_clause(clause[at]):
                clause = clause[at + 1 :]
                break
        told = any(is_verb(w) for w in clause) or any(
            is_verb(f"{a} {b}") for a, b in pairwise(clause)
        )
        after_a_name = told and before[0].isalnum() and before not in _OPENERS | _BREAKS
        if before in _BEFORE_A_NOUN or after_a_name:
            at_in = tokens[i + 1]
            return plug_as_a_noun(text[: at_in.start()] + "inside" + text[at_in.end() :], is_verb)
    return text


def _cut(text: str, tokens: list[re.Match[str]], causative: int, to: int | None) -> str:
    """The text without the causative word at ``causative`` and the "to" at ``to``."""
    spans = [tokens[causative].span(), *([tokens[to].span()] if to is not None else [])]
    for start, end in reversed(spans):
        while end < len(text) and text[end] == " ":
            end += 1
        text = text[:start] + text[end:]
    return text


# "let" with a particle of passage: whoever or whatever is let in, out or through is not the
# device; the door, gate or room said after the particle is what opens.
_LETTING: Final = frozenset({"let", "lets", "letting"})
_PASSAGE: Final = frozenset({"in", "into", "out", "through"})
# Words that may follow a particle of passage before the place ("in *through* the side door",
# "out *of* the garage").
_PASSAGE_TAIL: Final = frozenset({"through", "of", "at", "by", "via"})


# What one is let in or out through: a room said instead ("let some air into the kitchen")
# would open whatever the room holds.
_OPENINGS: Final = frozenset(
    {"door", "gate", "garage", "window", "shutter", "curtain", "blind", "shade", "hatch", "flap"}
)


def let_through_the_opening(text: str) -> str:
    """The text with the one let in, out or through dropped when a door, gate or another
    opening (:data:`_OPENINGS`, never a bare room) is said after the particle, so the opening
    is the object: "let the kids in through the back door" is read "let in the back door", "let
    the bikes out of the shed door" "let out the shed door". With nothing after the particle
    the object stays ("let the dog in": the particle is joined by
    :func:`join_separated_particles`).

    >>> let_through_the_opening("let the kids in through the back door please")
    'let in the back door please'
    >>> let_through_the_opening("could you let the bikes out of the shed door")
    'could you let out the shed door'
    >>> let_through_the_opening("let the dog in")
    'let the dog in'
    >>> let_through_the_opening("let the awning down in the garden")
    'let the awning down in the garden'
    """
    tokens = list(_TOKEN_RE.finditer(text))
    words = [t.group().lower() for t in tokens]
    for i, word in enumerate(words):
        if word not in _LETTING:
            continue
        for j in range(i + 2, min(len(words), i + 2 + _OBJECT_WORDS)):
            if _ends_a_clause(words[j - 1]):
                break
            if words[j] not in _PASSAGE:
                if words[j] in PARTICLES:
                    break  # "let the shade down in the den": "let down" is the verb
                continue
            rest = j + 1
            while rest < len(words) and words[rest] in _PASSAGE_TAIL:
                rest += 1
            opening = any(w.rstrip("s") in _OPENINGS for w in words[rest : rest + _OBJECT_WORDS])
            if rest < len(words) and words[rest] in _NOUN_AFTER and opening:
                start = tokens[i + 1].start()
                return f"{text[:start]}{tokens[j].group()} {text[tokens[rest].start() :]}"
            break
    return text
