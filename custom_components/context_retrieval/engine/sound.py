"""How words sound and how they are spelled: what fuzzy matching of rooms and names compares.

A speech recogniser hears "客厅" and writes "客听"; a typist writes "kitchn". Neither word is in
the home, but the home has one word that sounds or reads almost the same, and matching the
home's own names that way is grounding, not guessing (docs/grounding.md). It stays
conservative: Chinese words must have the same number of syllables and every syllable must
sound alike once tones and the usual recogniser confusions are ignored; Latin words may differ
by one or two edits, a share of their length.

Pinyin comes from ``pypinyin``'s character table (every reading of a character, so 长 is both
chang and zhang). The package's own import also loads a phrase table of ~50 MB that per-character
readings do not need, so the character table is read from the installed package directly and the
public API is used only when that file is not where it has been in every release.
"""

from __future__ import annotations

import json
import logging
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache
from importlib.util import find_spec
from pathlib import Path
from typing import Final

from rapidfuzz.distance import OSA

from .text import compact, is_cjk_char

_LOGGER = logging.getLogger(__name__)

# Confusions of Mandarin speech recognisers (and of speakers from the south): initials
# z/zh, c/ch, s/sh and l/n, finals an/ang, en/eng, in/ing. Folded to one form each.
_INITIALS: Final = (("zh", "z"), ("ch", "c"), ("sh", "s"), ("n", "l"))
_FINALS: Final = (("ang", "an"), ("eng", "en"), ("ing", "in"))


def fold_syllable(syllable: str) -> str:
    """A toneless pinyin syllable with the usual recogniser confusions folded away.

    >>> fold_syllable("zhang"), fold_syllable("nan"), fold_syllable("ting")
    ('zan', 'lan', 'tin')
    """
    for long, short in _INITIALS:
        if syllable.startswith(long):
            syllable = short + syllable[len(long) :]
            break
    for long, short in _FINALS:
        if syllable.endswith(long):
            return syllable[: -len(long)] + short
    return syllable


def _toneless(reading: str) -> str:
    """ "lǜ" → "lu": drop tone marks and the diaeresis (ü is heard as u often enough)."""
    decomposed = unicodedata.normalize("NFD", reading)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


@cache
def _pinyin_table() -> dict[int, tuple[str, ...]]:
    """Code point → every toneless reading, from pypinyin's character table."""
    spec = find_spec("pypinyin")
    locations = list(spec.submodule_search_locations or []) if spec else []
    table_path = next(
        (
            Path(p) / "pinyin_dict.json"
            for p in locations
            if (Path(p) / "pinyin_dict.json").is_file()
        ),
        None,
    )
    if table_path is not None:
        raw: dict[str, str] = json.loads(table_path.read_text("utf-8"))
        return {
            int(code): tuple(dict.fromkeys(_toneless(r) for r in readings.split(",")))
            for code, readings in raw.items()
        }
    _LOGGER.debug("pypinyin's character table not found; using its public API")
    return {}


@lru_cache(maxsize=8192)
def readings(char: str) -> tuple[str, ...]:
    """The toneless pinyin a character may be read as, as people type it ("窗" → "chuang")."""
    if not is_cjk_char(char):
        return ()
    table = _pinyin_table()
    if table:
        return table.get(ord(char), ())
    from pypinyin import Style, pinyin  # pragma: no cover

    return tuple(_toneless(r) for r in pinyin(char, style=Style.NORMAL, heteronym=True)[0])


@lru_cache(maxsize=8192)
def syllables(char: str) -> frozenset[str]:
    """The folded syllables a character may be read as (empty for a non-Chinese character)."""
    if not is_cjk_char(char):
        return frozenset()
    table = _pinyin_table()
    if table:
        readings: Sequence[str] = table.get(ord(char), ())
    else:  # pragma: no cover - only where pypinyin changed its layout
        from pypinyin import Style, pinyin

        readings = [_toneless(r) for r in pinyin(char, style=Style.NORMAL, heteronym=True)[0]]
    return frozenset(fold_syllable(r) for r in readings)


def sound_similarity(said: str, name: str) -> float:
    """How alike two Chinese words sound, 0..1; 0 unless every syllable sounds alike.

    Both words are compared character by character: the same number of characters, and at
    each position a reading in common (after folding). Positions with the very same character
    count fully, positions that only sound alike count 0.85, so "客听" is 0.93 of "客厅".

    >>> round(sound_similarity("客听", "客厅"), 3), sound_similarity("餐厅", "客厅")
    (0.925, 0.0)
    """
    return compact_sound_similarity(compact(said), compact(name))


def compact_sound_similarity(said: str, name: str) -> float:
    """:func:`sound_similarity` of two words already :func:`~.text.compact` (the parser's phrase
    keys): the same, without normalising them again on every comparison."""
    if not said or len(said) != len(name) or said == name:
        return 1.0 if said and said == name else 0.0
    total = 0.0
    for a, b in zip(said, name, strict=True):
        if a == b:
            total += 1.0
            continue
        if not syllables(a) & syllables(b):
            return 0.0
        total += 0.85
    return total / len(said)


def spelling_similarity(said: str, name: str) -> float:
    """How alike two Latin spellings are, 0..1; 0 beyond a few edits.

    Spaces do not count ("din ing room" is "dining room", "frontdoor" is "Front Door"). One
    edit (an insertion, deletion, substitution or swap of two neighbours) is allowed up to
    six letters, two up to twelve, three beyond, and never more than a quarter of the word.

    >>> round(spelling_similarity("kitchn", "Kitchen"), 3), spelling_similarity("patio", "Garage")
    (0.857, 0.0)
    """
    said, name = compact(said), compact(name)
    if not said or not name:
        return 0.0
    longest = max(len(said), len(name))
    allowed = 1 if longest <= 6 else 2 if longest <= 12 else 3
    distance = OSA.distance(said, name, score_cutoff=allowed)
    if distance > allowed or distance > longest / 4:
        return 0.0
    return 1.0 - distance / longest
