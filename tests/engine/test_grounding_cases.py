"""The labelled grounding sets (eval/cases_grounding_{zh,en}.jsonl, issue #12): well-formed,
consistent with their homes and Home Assistant's services, and what the generator writes.

The labels are computed from the home files by scripts/gen_grounding_cases.py, never from the
retriever; nothing here runs retrieval. What is checked against the engine is only data the
engine holds from Home Assistant itself: the service catalog (which services and fields apply
to an entity) and the readers of the formats of docs/contracts.mds.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from labelled_sets import (
    DEMO_HOMES,
    ROOT,
    assert_generator_writes,
    assert_gold_ir_reads_cleanly,
    assert_readme_holds_counts,
    expectations,
    read_lines,
)

from custom_components.context_retrieval.engine.catalog import OPTION_ATTRIBUTES, Catalog
from custom_components.context_retrieval.engine.home import Home, load_home
from devtools.evaluate import load_cases

EVAL_DIR = ROOT / "eval"
GENERATOR = ROOT / "scripts/gen_grounding_cases.py"
FILES = {"zh": EVAL_DIR / "cases_grounding_zh.jsonl", "en": EVAL_DIR / "cases_grounding_en.jsonl"}
LANGS = {"zh": "zh-Hans", "en": "en"}
MIN_CASES = {"zh": 200, "en": 150}
DEMO_HOME_PATHS = {path.resolve() for path in DEMO_HOMES.values()}
NEW_HOMES = sorted((EVAL_DIR / "homes").glob("*.json"))
# Every phenomenon of issue #12 with at least 15 cases per language (twins not counted).
PHENOMENA = {
    "zh": (
        "absent_room",
        "absent_kind",
        "absent_capability",
        "misheard",
        "cross_language",
        "kind_word",
        "device_function",
        "generic_room",
        "ambiguous",
        "household",
    ),
    "en": (
        "absent_room",
        "absent_kind",
        "absent_capability",
        "misspelled",
        "cross_language",
        "kind_word",
        "device_function",
        "generic_room",
        "ambiguous",
        "household",
    ),
}
MIN_PER_PHENOMENON = 15
# Cases that must stand beside their present-device twin.
NEEDS_TWIN = ("absent_room", "absent_kind", "absent_capability", "misheard", "misspelled")

LANG_IDS = sorted(FILES)


@cache
def raw_lines(lang: str) -> tuple[dict[str, Any], ...]:
    return read_lines(FILES[lang])


def home_path(line: Mapping[str, Any]) -> Path:
    return (EVAL_DIR / line["home"]).resolve()


@cache
def home(path: Path) -> Home:
    return load_home(path)


@cache
def catalog(path: Path) -> Catalog:
    """One catalog per home: capabilities are cached by entity id, and the homes share ids."""
    return Catalog()


def by_id(lang: str) -> dict[str, dict[str, Any]]:
    return {line["id"]: line for line in raw_lines(lang)}


def test_generator_reproduces_the_files(tmp_path: Path) -> None:
    assert_generator_writes(GENERATOR, FILES.values(), tmp_path)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_every_line_loads_as_contracts(lang: str) -> None:
    cases = load_cases(FILES[lang])
    assert len(cases) == len(raw_lines(lang)) >= MIN_CASES[lang]
    for number, (case, line) in enumerate(zip(cases, raw_lines(lang), strict=True), 1):
        assert case.id == f"grounding/{lang}/{number:04d}"
        assert case.lang == LANGS[lang], case.id
        assert case.home is not None and case.home.resolve() == home_path(line), case.id
        assert case.ir is not None and case.expected is not None, case.id
        if case.context_area is not None:
            assert case.context_area in home(home_path(line)).areas, case.id
        assert len([f for f in line["features"] if f.startswith("home:")]) == 1, case.id
    assert len({(c.query, c.home, c.context_area) for c in cases}) == len(cases), "duplicate cases"


@pytest.mark.parametrize("lang", LANG_IDS)
def test_gold_ir_reads_cleanly(lang: str) -> None:
    """Each gold IR has every docs/contracts.md §3 key and reads without the reader dropping anything."""
    for line in raw_lines(lang):
        assert_gold_ir_reads_cleanly(line, lang)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_expected_entities_exist_and_services_and_data_apply(lang: str) -> None:
    """Every expected entity is in the case's home, takes the expected service (Home Assistant's
    target filters and required features) and offers every field of ``data``, with option
    values the entity lists."""
    for line in raw_lines(lang):
        the_home, the_catalog = home(home_path(line)), catalog(home_path(line))
        for exp, command in zip(expectations(line), line["ir"]["commands"], strict=True):
            assert set(exp) >= {"entity_ids", "service", "quantifier", "no_match", "clarify"}, line[
                "id"
            ]
            ids = exp["entity_ids"]
            assert len(ids) == len(set(ids)), line["id"]
            if exp["no_match"]:
                assert ids == [] and not exp["clarify"] and exp["service"] is None, line["id"]
                continue
            assert ids, line["id"]
            if exp["clarify"]:
                assert len(ids) >= 2, line["id"]
            else:
                assert exp["quantifier"] == command["quantifier"], line["id"]
                if command["quantifier"] == "one":
                    assert len(ids) == 1, line["id"]
            for entity_id in ids:
                assert entity_id in the_home.entities, (line["id"], entity_id)
                if exp["service"] is None:
                    continue
                entity = the_home.entities[entity_id]
                capability = the_catalog.capability(entity, exp["service"])
                assert capability is not None, (line["id"], entity_id, exp["service"])
                for field, value in (exp.get("data") or {}).items():
                    assert field in capability.field_names(), (line["id"], entity_id, field)
                    options = entity.attributes.get(OPTION_ATTRIBUTES.get(field, ""))
                    if isinstance(options, list):
                        assert value in options, (line["id"], entity_id, field, value)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_absent_capabilities_are_absent_for_home_assistant(lang: str) -> None:
    """What an absent_capability case says is missing, Home Assistant's service descriptions
    confirm: for every entity in scope the service does not apply, or the field is not
    offered, or the option value is not in the entity's list."""
    seen = 0
    for line in raw_lines(lang):
        if "absent_capability" not in line["features"]:
            assert "absent" not in line, line["id"]
            continue
        seen += 1
        absent, the_home = line["absent"], home(home_path(line))
        assert absent["scope"], line["id"]
        for entity_id in absent["scope"]:
            entity = the_home.entities[entity_id]
            capability = catalog(home_path(line)).capability(entity, absent["service"])
            if capability is None:
                continue
            assert absent["field"] is not None, (line["id"], entity_id)
            if absent["field"] not in capability.field_names():
                continue
            options = entity.attributes.get(OPTION_ATTRIBUTES.get(absent["field"], ""))
            assert (
                "value" in absent and isinstance(options, list) and absent["value"] not in options
            ), (line["id"], entity_id, absent)
    assert seen >= MIN_PER_PHENOMENON


@pytest.mark.parametrize("lang", LANG_IDS)
def test_absent_rooms_name_no_area_or_floor(lang: str) -> None:
    """The scope word of an absent_room case is no area's or floor's name or alias in its home."""
    for line in raw_lines(lang):
        if "absent_room" not in line["features"]:
            continue
        the_home = home(home_path(line))
        places = {n.casefold() for a in the_home.areas.values() for n in (a.name, *a.aliases)}
        places |= {n.casefold() for f in the_home.floors.values() for n in (f.name, *f.aliases)}
        words = [
            w for c in line["ir"]["commands"] for w in (*c["scope_include"], *c["scope_exclude"])
        ]
        names = [c["name_hint"] for c in line["ir"]["commands"] if c["name_hint"]]
        assert words or names, line["id"]
        for word in words:
            assert word.casefold() not in places, (line["id"], word)
        assert all(exp["no_match"] for exp in expectations(line)), line["id"]


@pytest.mark.parametrize("lang", LANG_IDS)
def test_every_phenomenon_is_covered_and_twinned(lang: str) -> None:
    lines = raw_lines(lang)
    counts = Counter(f for line in lines for f in line["features"])
    short = {p: counts[p] for p in PHENOMENA[lang] if counts[p] < MIN_PER_PHENOMENON}
    assert not short, short
    cases = by_id(lang)
    twins: dict[str, list[str]] = {}
    for line in lines:
        assert any(f in PHENOMENA[lang] or f == "twin" for f in line["features"]), line["id"]
        if "twin_of" in line:
            assert "twin" in line["features"], line["id"]
            twins.setdefault(line["twin_of"], []).append(line["id"])
    for line in lines:
        if any(f in NEEDS_TWIN for f in line["features"]):
            assert len(twins.get(line["id"], [])) == 1, line["id"]
    for original_id, (twin_id,) in twins.items():
        original, twin = cases[original_id], cases[twin_id]
        assert int(twin_id[-4:]) == int(original_id[-4:]) + 1, twin_id  # side by side
        assert not any(exp["no_match"] for exp in expectations(twin)), twin_id
        recovered = {"misheard", "misspelled", "cross_language"} & set(original["features"])
        if recovered and not any(exp["clarify"] for exp in expectations(original)):
            # A misheard, misspelt or foreign word means what the right word means.
            assert [sorted(e["entity_ids"]) for e in expectations(original)] == [
                sorted(e["entity_ids"]) for e in expectations(twin)
            ], (original_id, twin_id)


def test_generic_room_pairs_give_the_same_set_in_both_languages() -> None:
    """ "除卧室以外的灯" and "all the lights except the bedrooms" reach the same entities."""
    pairs: dict[str, dict[str, list[list[str]]]] = {}
    for lang in LANG_IDS:
        for line in raw_lines(lang):
            if "pair" in line:
                assert home_path(line) in DEMO_HOME_PATHS, line["id"]
                pairs.setdefault(line["pair"], {})[lang] = [
                    sorted(e["entity_ids"]) for e in expectations(line)
                ]
    assert len(pairs) >= 8
    for key, sets in pairs.items():
        assert set(sets) == {"zh", "en"}, key
        assert sets["zh"] == sets["en"], key


def test_new_homes_are_small_real_homes_used_by_a_third_of_the_english_cases() -> None:
    assert {p.name for p in NEW_HOMES} >= {"flat_zh.json", "house_en.json"}
    for path in NEW_HOMES:
        the_home = home(path.resolve())
        assert 30 <= len(the_home.entities) <= 70, path.name
        per_device = Counter(e.device_name for e in the_home.entities.values() if e.device_name)
        # Xiaomi-style devices: several entities (a purifier's fan, mode, child lock, ...).
        assert any(n >= 4 for n in per_device.values()), path.name
    english = raw_lines("en")
    new_home = [
        line
        for line in english
        if home_path(line) not in DEMO_HOME_PATHS and line["home"].endswith("_en.json")
    ]
    assert len(new_home) * 3 >= len(english)


def test_readme_describes_the_set() -> None:
    """eval/README.md holds the generator's counts tables as they are now, and every tag."""
    assert_readme_holds_counts(GENERATOR)
    readme = (EVAL_DIR / "README.md").read_text("utf-8")
    assert f"| **cases** | {len(raw_lines('zh'))} | {len(raw_lines('en'))} |" in readme
    for phenomenon in {*PHENOMENA["zh"], *PHENOMENA["en"]}:
        assert re.search(rf"`{phenomenon}`", readme), phenomenon
