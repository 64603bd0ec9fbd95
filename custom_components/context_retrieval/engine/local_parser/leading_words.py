"""The words people call a device by when its integration named it: its brand or product.

An integration names an entity after its device ("Roborock S7 Battery" of the device "Roborock
S7"), and a device's name begins with its brand or product ("Sky Q", "ecobee3 lite", "Dyson Pure
Cool"). People say that word alone: "the ecobee's at what", "dock the roborock please", "is
the sky on". A word in the same place of a name and of its device's name is such a word; a
word that only begins the entity's name ("Reading Lamp" on an "Acme Bulb") says which device
and is no brand.
"""

from __future__ import annotations

from collections.abc import Callable

from ..home import Home
from ..text import normalize
from .surface import cut

# Shorter first words ("Mi", "Go") are too often other words; a two-letter one written in
# capitals in the name and the device's name is a maker's initials ("LG", "GE").
MIN_LETTERS = 3


def leading_words(home: Home) -> dict[str, list[str]]:
    """Key of the first word of English names of several words that begin with the first word
    of their device's name (letters only, no word of a room or floor) → the ids of the entities
    so named, in home order."""
    place_names = [n for a in home.areas.values() for n in a.names]
    place_names += [n for f in home.floors.values() for n in f.names]
    place_words = {piece.key for name in place_names for piece in cut(normalize(name))}
    found: dict[str, list[str]] = {}
    for entity in home.entities.values():
        device = cut(normalize(entity.device_name or ""))
        if not device:
            continue
        for name in dict.fromkeys(entity.names):
            pieces = cut(normalize(name))
            if len(pieces) < 2 or not (pieces[0].latin and pieces[1].latin):
                continue
            word = pieces[0].key
            if (
                (len(word) >= MIN_LETTERS or _initials(name, entity.device_name or ""))
                and word.isalpha()
                and device[0].key.startswith(word)
                and word not in place_words
            ):
                ids = found.setdefault(word, [])
                if entity.entity_id not in ids:
                    ids.append(entity.entity_id)
    return found


# The kinds people call by their maker alone though their names never say it ("the loewe's
# too quiet" for "Attic TV" on a "Loewe Bild"): a TV or a speaker, one or two to a home.
_CALLED_BY_MAKER = frozenset({"media_player"})


def device_makers(home: Home) -> dict[str, list[str]]:
    """Key of the first word of a device's name (its maker: letters only, no word of a room or
    floor) → the ids of the TVs and speakers on such devices, when every device that word
    begins is one (a "Samsung" washer beside a "Samsung" TV leaves the word to the request's
    verb), in home order.

    >>> from ..home import Entity
    >>> tv = Entity("media_player.attic_tv", "Attic TV", device_name="Loewe Bild 5")
    >>> device_makers(Home("en", {}, {}, {tv.entity_id: tv}))
    {'loewe': ['media_player.attic_tv']}
    """
    place_words = {
        piece.key
        for name in [
            *(n for a in home.areas.values() for n in a.names),
            *(n for f in home.floors.values() for n in f.names),
        ]
        for piece in cut(normalize(name))
    }
    found: dict[str, list[str]] = {}
    others: set[str] = set()
    for entity in home.entities.values():
        device = cut(normalize(entity.device_name or ""))
        if not device or not device[0].latin:
            continue
        word = device[0].key
        if entity.domain not in _CALLED_BY_MAKER:
            others.add(word)
        elif len(word) >= MIN_LETTERS and word.isalpha() and word not in place_words:
            found.setdefault(word, []).append(entity.entity_id)
    return {word: ids for word, ids in found.items() if word not in others}


def _initials(name: str, device_name: str) -> bool:
    """Whether a name and its device's name both begin with the same two capitals ("LG")."""
    first = name.split(" ", 1)[0]
    return len(first) == 2 and first.isupper() and device_name.split(" ", 1)[0] == first


def leading_parts(home: Home) -> dict[str, list[str]]:
    """ "the dyson night mode", "do not disturb on the roborock": a brand or product word and
    the rest of an entity's name after its device's words name that entity ("Dyson Pure Cool
    Night mode" of the device "Dyson Pure Cool Tower TP07" → "dyson night mode"), as people
    drop the model words between. Only for the entities the word leads (:func:`leading_words`),
    and only where the rest is words of letters."""
    found: dict[str, list[str]] = {}
    for word, ids in leading_words(home).items():
        for entity_id in ids:
            entity = home.entities[entity_id]
            device = [p.key for p in cut(normalize(entity.device_name or ""))]
            pieces = cut(normalize(entity.name or ""))
            shared = 0
            while shared < min(len(device), len(pieces)) and pieces[shared].key == device[shared]:
                shared += 1
            rest = [p.key for p in pieces[shared:]]
            if shared < 1 or not rest or not all(k.isalpha() for k in rest):
                continue
            # the part alone too when it is several words ("the mop intensity")
            for phrase in [[word, *rest], *([rest] if len(rest) > 1 else [])]:
                said = found.setdefault(" ".join(phrase), [])
                if entity_id not in said:
                    said.append(entity_id)
    return found


def product_prefixes(home: Home, is_word: Callable[[str], bool]) -> dict[str, list[str]]:
    """ "dim the lux play" for "Lux Play 2" or "Lux Play bar": the leading words of an English
    name that are its product's name (they stand together in its device's name, "Acme Lux
    Play") name its entities when they end with a word the parser would read
    otherwise (``is_word``: the verb "play", the kind word "show"); the name said whole wins over
    the verb, and a home without such a name keeps the verb. Key of the words → ids, home order.

    >>> from ..home import Entity
    >>> bar = Entity("light.bar_1", "Lux Play 1", device_name="Acme Lux Play")
    >>> product_prefixes(Home("en", {}, {}, {bar.entity_id: bar}), lambda w: w == "play")
    {'lux play': ['light.bar_1']}
    """
    found: dict[str, list[str]] = {}
    for entity in home.entities.values():
        device = " " + " ".join(p.key for p in cut(normalize(entity.device_name or ""))) + " "
        for name in dict.fromkeys(entity.names):
            keys = [p.key for p in cut(normalize(name))]
            for end in range(2, len(keys)):
                prefix = " ".join(keys[:end])
                if (
                    not all(k.isascii() and k.isalpha() for k in keys[:end])
                    or f" {prefix} " not in device
                ):
                    break
                if is_word(keys[end - 1]):
                    ids = found.setdefault(prefix, [])
                    if entity.entity_id not in ids:
                        ids.append(entity.entity_id)
    return found


def product_words(home: Home) -> dict[str, list[str]]:
    """ "the bar's too loud", "mute the pebble" for the speakers "Acme Bar" (on an "Acme Bar
    (Gen 2)") and "Pebble Mini" (on a "Zed Pebble Mini"): each word of a TV's or speaker's name
    that is said in its device's name too, among more words there (a maker, a model), is a
    product word and names it, as its maker does (:func:`device_makers`). Words of letters only,
    no word of a room or floor; key → ids, home order.

    >>> from ..home import Entity
    >>> bar = Entity("media_player.den_bar", "Acme Beam", device_name="Acme Beam (Gen 2)")
    >>> product_words(Home("en", {}, {}, {bar.entity_id: bar}))
    {'acme': ['media_player.den_bar'], 'beam': ['media_player.den_bar']}
    """
    place_words = {
        piece.key
        for name in [
            *(n for a in home.areas.values() for n in a.names),
            *(n for f in home.floors.values() for n in f.names),
        ]
        for piece in cut(normalize(name))
    }
    found: dict[str, list[str]] = {}
    for entity in home.entities.values():
        if entity.domain not in _CALLED_BY_MAKER:
            continue
        device = [p.key for p in cut(normalize(entity.device_name or ""))]
        for name in dict.fromkeys(entity.names):
            keys = [p.key for p in cut(normalize(name))]
            if (
                not keys
                or len(keys) >= len(device)
                or f" {' '.join(keys)} " not in f" {' '.join(device)} "
            ):
                continue
            for key in keys:
                if (
                    len(key) >= MIN_LETTERS
                    and key.isascii()
                    and key.isalpha()
                    and key not in place_words
                ):
                    ids = found.setdefault(key, [])
                    if entity.entity_id not in ids:
                        ids.append(entity.entity_id)
    return found
