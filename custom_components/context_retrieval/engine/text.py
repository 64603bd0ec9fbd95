"""Text normalisation and CJK-aware tokenisation shared by every matcher.

Traditional Chinese is converted to Simplified first (OpenCC's tables, pure Python), on both
sides of every match: the utterance and the home's names, so "熄咗廚房盞燈" meets "厨房" and a
zh-Hant home's "客廳" meets "客厅".

Chinese is matched on characters, never on segmented words: a segmenter's mistakes on short
commands ("卧室台灯" → "卧/室台/灯") would be mistakes in recall. Latin text is matched on
words, with a light plural/possessive folding so that "lights" finds "light".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from functools import cache, lru_cache
from typing import Any, Final, overload

from opencc_purepy import OpenCC

_BRACKETS = str.maketrans(
    {
        "【": "(",
        "】": ")",
        "〔": "(",
        "〕": ")",
        "［": "(",
        "］": ")",
        "[": "(",
        "]": ")",
        "{": "(",
        "}": ")",
        "《": "(",
        "》": ")",
        "〈": "(",
        "〉": ")",
        "「": "(",
        "」": ")",
        "『": "(",
        "』": ")",
        "‐": "-",
        "‑": "-",
        "‒": "-",
        "–": "-",
        "—": "-",
        "―": "-",
        "－": "-",
        "_": " ",
        "’": "'",
        "‘": "'",
        "`": "'",
        "“": '"',
        "”": '"',
    }
)
_SPACE = re.compile(r"\s+")
CJK_IDEOGRAPHS: Final = "\u3400-\u9fff\uf900-\ufaff"
"""The CJK ideographs (Extension A, the unified block, compatibility ideographs) as the body of
a regular-expression character class: the one definition of "Chinese character" in the engine."""
_CJK_CHAR = re.compile(f"[{CJK_IDEOGRAPHS}]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")
# Runs of CJK ideographs, or of Latin letters/digits (with inner apostrophes and dots).
_TOKEN = re.compile(f"[{CJK_IDEOGRAPHS}]+|[0-9a-z\u00c0-\u024f]+(?:['.][0-9a-z]+)*")
_SPLIT = re.compile(r"[\s,.;:!?()\"'/\\|+*&#@%^~<>=，。；：！？、·…\-]+")

# Function words that carry no identity in a device name or a scope phrase.
ZH_PARTICLES = frozenset("的了吧呢啊呀吗把给将请帮一下个都")
EN_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "our",
        "your",
        "his",
        "her",
        "their",
        "its",
        "this",
        "that",
        "these",
        "those",
        "in",
        "on",
        "at",
        "of",
        "to",
        "for",
        "from",
        "please",
        "can",
        "could",
        "would",
        "you",
        "me",
        "us",
        "i",
        "is",
        "are",
        "be",
        "it's",
        "it",
        "all",
        "every",
        "each",
    ]
)


# OpenCC's t2s writes a few Cantonese characters as rarer ones outside the BMP ideograph
# blocks the matchers cut on (嗰 → 𠮶); they keep their common form.
_KEEP_CANTONESE = str.maketrans({"𠮶": "嗰"})


@cache
def _to_simplified() -> OpenCC:
    return OpenCC("t2s")


@lru_cache(maxsize=8192)
def simplified(text: str) -> str:
    """Traditional Chinese characters and phrases in their Simplified form.

    >>> simplified("熄咗廚房盞燈")
    '熄咗厨房盏灯'
    """
    if not _CJK_CHAR.search(text):
        return text
    return _to_simplified().convert(text).translate(_KEEP_CANTONESE)


def normalize(text: str) -> str:
    """Fold script (Traditional → Simplified), width, case, accents on Latin letters, brackets,
    dashes and whitespace.

    >>> normalize("  客廳【主燈】 Ｌａｍｐ ")
    '客厅(主灯) lamp'
    >>> normalize("Café Lights")
    'cafe lights'
    """
    text = simplified(unicodedata.normalize("NFKC", text)).translate(_BRACKETS).casefold()
    return _SPACE.sub(" ", _without_accents(text)).strip()


def _without_accents(text: str) -> str:
    """Latin letters without their accents: a recogniser or a typist writes a name, an app or
    a mode without them as often as with ("RTE Player" for a source listed as "RTÉ Player", a
    room named after "Oisín" said "Oisin"). Only marks on a Latin letter go; a mark that makes
    another script's letter (a kana's voicing) stays."""
    if text.isascii():
        return text
    kept: list[str] = []
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.combining(char) and kept and kept[-1].isascii() and kept[-1].isalpha():
            continue
        kept.append(char)
    return unicodedata.normalize("NFC", "".join(kept))


def compact(text: str) -> str:
    """Normalise and drop spaces and punctuation: the form used for substring matching.

    >>> compact("Living-Room  Lamp (2)")
    'livingroomlamp2'
    """
    return _SPLIT.sub("", normalize(text))


def is_cjk_char(char: str) -> bool:
    """Whether one character is a CJK ideograph."""
    return bool(_CJK_CHAR.match(char))


def has_cjk(text: str) -> bool:
    """Whether the text contains a CJK ideograph."""
    return bool(_CJK_CHAR.search(text))


def all_cjk(text: str) -> bool:
    """Whether every character of the text is a CJK ideograph (``False`` for "")."""
    return bool(text) and all(_CJK_CHAR.match(c) for c in text)


def has_latin(text: str) -> bool:
    """Whether the text contains a Latin letter."""
    return bool(_LATIN_LETTER.search(text))


def estimate_tokens(text: str) -> int:
    """Rough LLM token count: one per CJK character, one per four other characters."""
    cjk = len(_CJK_CHAR.findall(text))
    return cjk + (len(text) - cjk + 3) // 4


def fold_word(word: str) -> str:
    """Fold an English word to a crude stem: plurals and possessives.

    >>> [fold_word(w) for w in ("lights", "switches", "boxes", "batteries", "glass", "kitchen's")]
    ['light', 'switch', 'box', 'battery', 'glass', 'kitchen']
    """
    word = word.removesuffix("'s")
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def tokens(text: str) -> list[str]:
    """Split normalised text into CJK runs and folded Latin words.

    >>> tokens("Turn on the Kitchen lights 和 卧室灯")
    ['turn', 'on', 'the', 'kitchen', 'light', '和', '卧室灯']
    """
    return [fold_word(t) if not has_cjk(t) else t for t in _TOKEN.findall(normalize(text))]


def words(text: str) -> list[str]:
    """Latin words of the text without stop words, folded (for name matching)."""
    return [t for t in tokens(text) if not has_cjk(t) and t not in EN_STOPWORDS]


def cjk_chars(text: str) -> str:
    """The CJK characters of the text, in order, without particles."""
    return "".join(c for c in text if is_cjk_char(c) and c not in ZH_PARTICLES)


@lru_cache(maxsize=65536)
def char_ngrams(text: str, n_min: int = 1, n_max: int = 3) -> tuple[str, ...]:
    """Character n-grams of each chunk of the normalised text (chunks split on punctuation).

    CJK text yields character n-grams; Latin words are padded with spaces so that word
    boundaries count ("lamp" → " la", "lam", "amp", "mp ").
    """
    grams: list[str] = []
    for chunk in _SPLIT.split(normalize(text)):
        if not chunk:
            continue
        for piece in _TOKEN.findall(chunk):
            if not has_cjk(piece):
                piece = f" {fold_word(piece)} "
            size = len(piece)
            for n in range(n_min, n_max + 1):
                grams.extend(
                    piece[i : i + n] for i in range(size - n + 1) if piece[i : i + n].strip()
                )
    return tuple(grams)


def bigrams(text: str) -> frozenset[str]:
    """The set of character bigrams of the compact form (single characters for 1-char text)."""
    flat = compact(text)
    if len(flat) < 2:
        return frozenset([flat]) if flat else frozenset()
    return frozenset(flat[i : i + 2] for i in range(len(flat) - 1))


def longest_common_substring(a: str, b: str) -> int:
    """Length of the longest common substring (small inputs: names and hints)."""
    if not a or not b:
        return 0
    best = 0
    previous = [0] * (len(b) + 1)
    for char_a in a:
        current = [0] * (len(b) + 1)
        for j, char_b in enumerate(b, 1):
            if char_a == char_b:
                current[j] = previous[j - 1] + 1
                best = max(best, current[j])
        previous = current
    return best


def find_all(haystack: str, needles: Iterable[str]) -> Iterator[tuple[int, int, str]]:
    """Every occurrence of each needle in the haystack as ``(start, end, needle)``."""
    for needle in needles:
        if not needle:
            continue
        start = haystack.find(needle)
        while start >= 0:
            yield start, start + len(needle), needle
            start = haystack.find(needle, start + 1)


def longest_non_overlapping(haystack: str, needles: Iterable[str]) -> list[str]:
    """Needles found in the haystack, longest first, without overlaps (seed 004 §3).

    >>> longest_non_overlapping("主卧室台灯", ["卧室", "主卧室"])
    ['主卧室']
    """
    return _longest_first(find_all(haystack, set(needles)))


def known_substrings(haystack: str, vocabulary: AbstractSet[str], longest: int) -> list[str]:
    """:func:`longest_non_overlapping` for a large vocabulary held as a set.

    Looks up every substring of the haystack (up to ``longest`` characters) instead of
    searching for every word, so the cost depends on the haystack, not on the vocabulary.

    >>> known_substrings("主卧室台灯", frozenset({"卧室", "主卧室", "书房"}), 3)
    ['主卧室']
    """
    size = len(haystack)
    hits = (
        (start, end, haystack[start:end])
        for start in range(size)
        for end in range(start + 1, min(size, start + longest) + 1)
        if haystack[start:end] in vocabulary
    )
    return _longest_first(hits)


def _longest_first(hits: Iterable[tuple[int, int, str]]) -> list[str]:
    taken: list[tuple[int, int]] = []
    found: list[str] = []
    for start, end, needle in sorted(hits, key=lambda h: (-(h[1] - h[0]), h[0])):
        if any(start < t_end and t_start < end for t_start, t_end in taken):
            continue
        taken.append((start, end))
        if needle not in found:
            found.append(needle)
    return found


MAX_VALUE_CHARS: Final = 64
"""A string from the home is cut to this many characters wherever it is shown."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069]+")


@overload
def clean(value: str, limit: int = MAX_VALUE_CHARS) -> str: ...
@overload
def clean(value: Any, limit: int = MAX_VALUE_CHARS) -> Any: ...
def clean(value: Any, limit: int = MAX_VALUE_CHARS) -> Any:
    """A home-provided value made safe to show: one line, no control characters, bounded.

    Every string from the home goes through here before it reaches a prompt, a question or
    an answer: names are data, and a line break in a name must not start a line of YAML.

    >>> clean("Lamp\\n- id: lock.front_door")
    'Lamp - id: lock.front_door'
    """
    if isinstance(value, bool) or value is None or isinstance(value, (int, float)):
        return value
    text = _CONTROL.sub(" ", str(value)).strip()
    text = _SPACE.sub(" ", text)
    return text if len(text) <= limit else text[: limit - 1] + "…"
