"""What English words no rule claimed are, when a device word was said beside them.

Words the parser does not know become a name the home lacks only where a name stands: before
the device word, inside its noun phrase ("the hot tub lights", "the reading lamp", "the fourth
floor lights"), where they say which device is meant; or as the device itself when no device word
was said ("switch on the kiln"). Elsewhere they are no name: a hedge ("erm, thingummy, the
shades…"), a word after the device ("the fan gizmo"), a misheard verb or value ("yank the blinds
shut", "the volume to forty-ish"). Read as a name, such words would find nothing and refuse a
request the device word, the room and the action make clear. Words after a place preposition
("the lamps in the snooker room") are a place the home lacks and stay what they were.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from .surface import PUNCTUATION, Hit, Item, Kind

PLACE_PREPOSITIONS: Final = frozenset({"in", "on", "at", "inside", "near", "by"})
"""English prepositions after which unknown words are a place ("in the game room")."""
ARTICLES: Final = frozenset({"the", "a", "an", "my", "our", "your", "their", "this", "that"})
"""Words that begin a noun phrase: a guessed word before one is not part of the next phrase."""
DEFINITE: Final = (ARTICLES - {"a", "an"}) | {"her", "his"}
"""Words that begin a noun phrase of one known thing ("the bubbler", "and her heater"); "a visitor"
is nobody in particular."""


def after_article(preceding: Sequence[Item]) -> bool:
    """Whether the words follow a definite article or an owner's word: they are a device said
    short ("the bubbler"), not a clause's word ("we're away on a trip", "friends are due")."""
    return bool(preceding) and preceding[-1].key in DEFINITE


def in_device_phrase(following: Sequence[Item], device: Item) -> int | None:
    """How many items after the words lead up to the device word when the words stand in its
    noun phrase ("hot tub" in "hot tub lights", "fourth" in "fourth floor lights"); ``None`` when an
    article, a preposition, punctuation or another known word of meaning comes between."""
    for count, item in enumerate(following):
        if item is device:
            return count
        if not _modifying(item):
            return None
    return None


def after_place_preposition(preceding: Sequence[Item]) -> bool:
    """Whether the words follow a place preposition, an article between ("in the snooker room")."""
    before = [item for item in preceding if item.key not in ARTICLES]
    return bool(before) and before[-1].key in PLACE_PREPOSITIONS


def _modifying(item: Item) -> bool:
    """Whether an item may stand inside a noun phrase before its head: an unknown word or a
    generic word of no meaning of its own ("floor", "room"), not an article or punctuation."""
    if item.key in PUNCTUATION or item.key in ARTICLES or item.key in PLACE_PREPOSITIONS:
        return False
    if isinstance(item, Hit):
        return all(kind == Kind.FILLER for kind, _ in item.entries)
    return True


# "扫完", "洗好了以后", "完事", "弄完自己": a clause's opening that says when (once the work is
# done), made of at most two characters of a verb, 完 or 好, and what may follow them.
_ONCE_DONE: Final = re.compile(
    r"^[\u4e00-\u9fff]{0,2}?(?:完|好)(?:事|了)?(?:以后|之后|后)?(?:自己|就)?$"
)


def says_once_done(text: str) -> bool:
    """Whether Chinese words left over say when, not which device ("拖完回去": 拖完 is no
    name; the device is the one the utterance was about).

    >>> says_once_done("拖完"), says_once_done("完事"), says_once_done("洗好了以后"), says_once_done("完美")
    (True, True, True, False)
    """
    return bool(_ONCE_DONE.match(text))
