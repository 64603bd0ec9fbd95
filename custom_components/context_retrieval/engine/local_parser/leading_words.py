"""The words people call a device by when its integration named it: its brand or product.

An integration names an entity after its device ("Roborock S7 Battery" of the device "Roborock
S7"), and a device's name begins with its brand or product ("Sky Q", "ecobee3 lite", "Dyson Pure
Cool"). People say that word alone: "the ecobee's at what", "dock the roborock please", "is
the sky on". A word in the same place of a name and of its device's name is such a word; a
word that only begins the entity's name ("Reading Lamp" on an "Acme Bulb") says which device
and is no brand.
"""

from __future__ import annotations

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
