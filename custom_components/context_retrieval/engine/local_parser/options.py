"""Named values of the home's settings: "风速改成自动", "suction on silent", "音效调成电影",
"输入切到蓝光机", "program to quick wash".

Each option a device of the home lists (fan modes, presets, a vacuum's fan speeds, sound modes,
sources, effects, a select's options) becomes a phrase of the home: as the device spells it, in
the words ``glossary.json`` gives for it, and in the words of the lexicon's ``option_words`` group
it belongs to ("Silent" is also "安静"). A value is taken for its setting when a word for that
setting is said next to it (``attributes``: "风速", "suction") or when the phrase means nothing
else ("快速洗", "蓝光机").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Final

from ..catalog import OPTION_ATTRIBUTES
from ..home import Home
from ..text import compact, has_cjk
from .surface import Kind, Option, PhraseTable

# Option lists of an entity's attributes → the service field that takes a value of them. HVAC
# modes have their own words (lexicon ``hvac_modes``).
OPTION_FIELDS: Final[dict[str, str]] = {
    attribute: field for field, attribute in OPTION_ATTRIBUTES.items() if field != "hvac_mode"
}
# Values that only say a setting is off or unset; "off"/"on" are read with the action.
_NOT_VALUES: Final = frozenset({"", "off", "on", "none"})


def add_options(
    table: PhraseTable,
    home: Home,
    groups: Sequence[tuple[str, ...]],
    glossary_values: Mapping[str, Any],
    spelled: Callable[[str], str] = str,
) -> None:
    """Register every option value of the home's devices, with its words, in ``table``;
    ``spelled`` is how the parser writes a text's numerals ("三档" is read as "3档")."""
    # A value's words depend on its domain and field only: a large home lists the same few
    # values on thousands of devices.
    words_of: dict[tuple[str, str, str], list[tuple[str, bool]]] = {}
    for entity in home.entities.values():
        for attribute, field in OPTION_FIELDS.items():
            values = entity.attributes.get(attribute)
            if not isinstance(values, list):
                continue
            for value in values:
                if not isinstance(value, str) or value.casefold() in _NOT_VALUES:
                    continue
                known = (entity.domain, field, value)
                if known not in words_of:
                    option = Option(field, value, entity.domain, entity.entity_id)
                    words_of[known] = [
                        (said, compact(word) == compact(value))
                        for word in _words_for(option, groups, glossary_values)
                        for said in {word, spelled(word)}
                    ]
                for word, listed in words_of[known]:
                    said = Option(field, value, entity.domain, entity.entity_id, listed)
                    table.add(word, Kind.OPTION, said)
                    for moded in _as_modes(word):
                        table.add(
                            moded,
                            Kind.OPTION,
                            Option(field, value, entity.domain, entity.entity_id, False),
                        )


# Settings whose values run from slow to fast (an AC's fan modes, a vacuum's fan speeds).
SPEED_FIELDS: Final = ("fan_mode", "fan_speed")
type SpeedEnds = Mapping[tuple[str, str], Mapping[str, tuple[str, str]]]
"""(domain, speed field) → entity id → the slowest and fastest value it lists."""


def speed_ends(home: Home, tiers: Sequence[frozenset[str]]) -> SpeedEnds:
    """(domain, speed field) → entity id → the slowest and the fastest value it lists, by the
    lexicon's tiers ("风速调到最小" is an AC's "low", "suction to the max" a vacuum's "Turbo").
    Values in no tier (auto, presets) are never an end."""
    found: dict[tuple[str, str], dict[str, tuple[str, str]]] = {}
    for entity in home.entities.values():
        for field in SPEED_FIELDS:
            values = entity.attributes.get(OPTION_ATTRIBUTES[field])
            if not isinstance(values, list):
                continue
            ranked = [
                (rank, str(value))
                for value in values
                if (rank := _tier(str(value), tiers)) is not None
            ]
            if ranked:
                ends = (min(ranked)[1], max(ranked)[1])
                found.setdefault((entity.domain, field), {})[entity.entity_id] = ends
    return found


def _tier(value: str, tiers: Sequence[frozenset[str]]) -> int | None:
    return next((i for i, tier in enumerate(tiers) if compact(value) in tier), None)


def _words_for(
    option: Option, groups: Sequence[tuple[str, ...]], glossary_values: Mapping[str, Any]
) -> Iterable[str]:
    """The value as listed, its glossary words and its group's words (no single character:
    "高" and "低" stay directions)."""
    said = compact(option.value)
    words = {option.value}
    prefix = f"{option.domain}.{option.field}."
    for key, spec in glossary_values.items():
        if not key.startswith(prefix) or not isinstance(spec, Mapping):
            continue
        glossed = _glossed(spec)
        if said in {compact(w) for w in glossed} | {compact(key[len(prefix) :])}:
            words.update(glossed)
    for group in groups:
        if said in {compact(w) for w in group}:
            words.update(group)
    return [w for w in words if not (has_cjk(w) and len(w) == 1)]


def _as_modes(word: str) -> list[str]:
    """ "夜间" is also "夜间模式", "night" also "night mode": the value named as a mode."""
    if word.endswith(("模式", " mode", "mode")):
        return []
    return [word + "模式"] if has_cjk(word) else [word + " mode"]


def _glossed(spec: Mapping[str, Any]) -> list[str]:
    """Every label and synonym of a glossary value, in both languages."""
    found = [v for k, v in spec.items() if k != "synonyms" and isinstance(v, str)]
    synonyms = spec.get("synonyms")
    if isinstance(synonyms, Mapping):
        found.extend(w for ws in synonyms.values() if isinstance(ws, list) for w in ws)
    return found
