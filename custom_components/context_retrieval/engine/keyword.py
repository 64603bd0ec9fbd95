"""Keyword recall: how well a name the user said fits an entity's names.

People rarely say the exact name: "台灯" for "卧室台灯", "heating" for "Study Room Heating",
"客厅吸顶灯" for the "吸顶灯" in the living room. The score explains itself through
``NameMatch.reason`` and is 1.0 only for an exact name or alias.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from .home import Entity, Home
from .kinds import default_kinds
from .sound import sound_similarity, spelling_similarity
from .text import ZH_PARTICLES, compact, has_cjk, longest_common_substring, words

EXACT: Final = 1.0
EXACT_WITH_ROOM: Final = 0.9
"""A name said with its room ("卧室台灯" for the 台灯 in 卧室): below a literal exact name."""
MATCH_THRESHOLD: Final = 0.5
"""Below this a name hint is not taken to mean the entity."""
FUZZY: Final = 0.9
"""A name misheard ("老伙记") or misspelled ("Old Buddie") scores this share of its likeness:
above any partial name, below the name said right."""
MIN_LIKENESS: Final = 0.75
"""Below this, sound or spelling alone does not make a name."""


@dataclass(frozen=True, slots=True)
class NameMatch:
    """How a name hint fits one entity."""

    score: float
    reason: str | None
    """``name_hit`` / ``alias_hit`` for exact names, ``partial_name`` otherwise, ``None`` if no fit."""
    matched: str | None = None


NO_MATCH: Final = NameMatch(0.0, None)


def _cjk_fit(hint: str, name: str) -> float:
    """Score two compact strings that contain Chinese: containment first, then overlap."""
    if hint == name:
        return EXACT
    if hint in name:
        # "台灯" in "卧室台灯": the more of the name the hint covers, the better.
        return 0.6 + 0.35 * len(hint) / len(name)
    if name in hint:
        return 0.5 + 0.4 * len(name) / len(hint)
    if _said_in_two(hint, name):
        # "壁挂炉热水" for "威能壁挂炉 生活热水": the device's word and the service's, said
        # together without the brand or the space between them; a little below the same
        # characters found as one piece.
        return 0.55 + 0.35 * len(hint) / len(name)
    common = longest_common_substring(hint, name)
    if common < 2:
        return 0.0
    return 0.75 * common / max(len(hint), len(name)) + 0.1 * common / len(hint)


MIN_PIECE: Final = 2
"""Characters each of the two pieces of a name said in two must have."""


def _said_in_two(hint: str, name: str) -> bool:
    """Whether the hint is two pieces of the name, in order, with something between them."""
    for cut_at in range(MIN_PIECE, len(hint) - MIN_PIECE + 1):
        first = name.find(hint[:cut_at])
        if first >= 0 and name.find(hint[cut_at:], first + cut_at) >= 0:
            return True
    return False


KIND: Final = "\x00kind"
"""Stands for any word naming the entity's kind, so "lamp" and "light" compare equal."""
KIND_EQUAL: Final = 0.9
"""Names equal up to kind words ("ceiling lamp" vs "Ceiling Light"): a fit, never an exact one."""


def _word_fit(hint: str, name: str, kind_words: frozenset[str] = frozenset()) -> float:
    """Score two Latin names on folded words ("lights" = "light"), then on spelling.

    ``kind_words`` are the words for the entity's kind ("lamp", "light", "bulb" for a light):
    they say what the thing is, not which one, so they are interchangeable with each other.
    The spelling fallback catches compounds and slips ("counter top", "countertp").
    """
    return max(_words_fit(hint, name, kind_words), _spelling_fit(compact(hint), compact(name)))


def _words_fit(hint: str, name: str, kind_words: frozenset[str]) -> float:
    raw_hint, raw_name = set(words(hint)), set(words(name))
    if not raw_hint or not raw_name:
        return 0.0
    if raw_hint == raw_name:
        return EXACT if compact(hint) == compact(name) else 0.98
    # The words said are all in the name ("AC" in "Gree Split AC", "TV" in "Living Room TV").
    if raw_hint <= raw_name:
        return 0.6 + 0.35 * len(raw_hint) / len(raw_name)
    if raw_name <= raw_hint:
        return 0.5 + 0.4 * len(raw_name) / len(raw_hint)
    hint_kinds = {KIND if w in kind_words else w for w in raw_hint}
    name_kinds = {KIND if w in kind_words else w for w in raw_name}
    shared = hint_kinds & name_kinds
    # Different kind words stand in for each other only beside a word that names the thing:
    # "ceiling lamp" is "Ceiling Light", but "heating" alone is not "Air Conditioner".
    if shared - {KIND}:
        if hint_kinds == name_kinds:
            return KIND_EQUAL
        if hint_kinds <= name_kinds:
            return 0.6 + 0.35 * len(hint_kinds) / len(name_kinds)
        if name_kinds <= hint_kinds:
            return 0.5 + 0.4 * len(name_kinds) / len(hint_kinds)
        return 0.55 * len(shared) / len(hint_kinds | name_kinds)
    common = raw_hint & raw_name
    return 0.55 * len(common) / len(raw_hint | raw_name) if common else 0.0


MIN_SPELLING_OVERLAP: Final = 4
"""Latin letters two spellings must share in a row before they count as similar."""


def _spelling_fit(hint: str, name: str) -> float:
    """Character-level fit of two compact Latin names, a little below a word-level fit."""
    if not hint or not name:
        return 0.0
    if hint == name:
        return 0.9
    if longest_common_substring(hint, name) < MIN_SPELLING_OVERLAP:
        return 0.0
    return 0.8 * _cjk_fit(hint, name)


def _without_particles(text: str) -> str:
    stripped = "".join(c for c in text if c not in ZH_PARTICLES)
    return stripped or text


def fit(hint: str, name: str, kind_words: frozenset[str] = frozenset()) -> float:
    """How well a spoken name fits one name of an entity, 0..1."""
    h, n = compact(hint), compact(name)
    if not h or not n:
        return 0.0
    if h == n:
        return EXACT
    if has_cjk(h) or has_cjk(n):
        # "吸顶的灯" is "吸顶灯": particles carry no identity.
        return _cjk_fit(_without_particles(h), _without_particles(n))
    return _word_fit(hint, name, kind_words)


class NameMatcher:
    """Scores a name hint against entities, taking their area names into account."""

    def __init__(
        self,
        home: Home,
        kind_words: Mapping[str, Sequence[str]] | None = None,
        places: Callable[[str], frozenset[str] | None] | None = None,
    ) -> None:
        """:param kind_words: per domain, the English words for that kind of device.
        :param places: the areas a room or floor word names (``None``: no room), so that a
            name said with another room ("卧室电视") does not fit the one elsewhere ("电视")."""
        self.home = home
        self._places = places
        self._kind_words: dict[str, frozenset[str]] = {
            domain: frozenset(w for phrase in phrases for w in words(phrase))
            for domain, phrases in (kind_words or {}).items()
        }
        self._area_words: dict[str, tuple[str, ...]] = {
            area.id: tuple(compact(n) for n in area.names if compact(n))
            for area in home.areas.values()
        }
        floor_words: dict[str, tuple[str, ...]] = {
            floor.id: tuple(compact(n) for n in floor.names if compact(n))
            for floor in home.floors.values()
        }
        for area in home.areas.values():
            if area.floor_id:
                self._area_words[area.id] += floor_words.get(area.floor_id, ())

    def _without_room(self, hint: str, entity: Entity) -> str | None:
        """The hint with the entity's own area or floor word removed ("客厅吸顶灯" → "吸顶灯")."""
        flat = compact(hint)
        for word in sorted(self._area_words.get(entity.area_id or "", ()), key=len, reverse=True):
            if word and word in flat and word != flat:
                rest = flat.replace(word, "", 1)
                rest = rest.removeprefix("的")
                return rest or None
        return None

    def _elsewhere(self, hint: str, name: str, entity: Entity) -> bool:
        """Whether the hint is the name with a room word that puts it in another room."""
        if self._places is None:
            return False
        flat, key = compact(hint), compact(name)
        if not key or key == flat or key not in flat:
            return False
        rest = flat.replace(key, "", 1).removesuffix("的")
        areas = self._places(rest) if rest else None
        return areas is not None and entity.area_id not in areas

    @staticmethod
    def _part_of_it(hint: str, name: str, entity: Entity) -> bool:
        """Whether the hint is the name followed by a kind of device the entity is not: "洗衣机童锁"
        is the washing machine's child lock, which the machine's own switch is not; or by
        words that are no kind at all ("空调伴侣", "空调扇"): another thing, named after it,
        that the home lacks."""
        flat, key = compact(hint), compact(name)
        if not has_cjk(flat) or not key or key == flat or not flat.startswith(key):
            return False  # English runs words together: "heater plug" may be the heater's plug
        kinds = default_kinds()
        rest = flat.removeprefix(key).removeprefix("的")
        kind = kinds.named(rest)
        if kind is None:
            return (
                has_cjk(key) and has_cjk(rest) and not any(rest in compact(n) for n in entity.names)
            )
        return not kinds.has(entity, kind)

    def match(self, hint: str, entity: Entity) -> NameMatch:
        """The best fit of the hint to any of the entity's names.

        A name that sounds (Chinese) or is spelled (Latin) almost like the hint counts as a
        ``fuzzy_name``, scored below the name said right (docs/grounding.md).
        """
        best = NO_MATCH
        candidates: list[tuple[str, str, float]] = [
            (name, "name_hit" if i == 0 else "alias_hit", 1.0)
            for i, name in enumerate(entity.names)
        ]
        if entity.device_name and entity.device_name not in entity.names:
            candidates.append((entity.device_name, "device_hit", 0.9))
        stripped = self._without_room(hint, entity)
        kinds = self._kind_words.get(entity.domain, frozenset())
        for name, reason, weight in candidates:
            if self._elsewhere(hint, name, entity) or self._part_of_it(hint, name, entity):
                continue
            score = fit(hint, name, kinds) * weight
            if stripped is not None:
                room_score = fit(stripped, name, kinds) * weight
                if room_score >= EXACT * weight:
                    room_score = EXACT_WITH_ROOM * weight
                score = max(score, room_score)
            if score > best.score:
                exact = score >= EXACT_WITH_ROOM * weight
                best = NameMatch(round(score, 4), reason if exact else "partial_name", name)
            likeness = (
                sound_similarity(hint, name) if has_cjk(hint) else spelling_similarity(hint, name)
            )
            if (
                likeness >= MIN_LIKENESS
                and likeness < 1.0
                and likeness * FUZZY * weight > best.score
            ):
                best = NameMatch(round(likeness * FUZZY * weight, 4), "fuzzy_name", name)
        return best if best.score >= 0.2 else NO_MATCH
