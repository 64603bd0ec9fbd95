"""The labelled demo query sets (eval/cases_demo_{zh,en}.jsonl): well-formed, consistent with the
demo homes and Home Assistant's services, reproducible, and a retrieval regression bar.

The labels are a human's (scripts/gen_demo_cases.py, eval/README.md), never the engine's
output; where the engine disagrees with a label the regression bar leaves room for it and the
disagreement is reported, not "fixed" in the label.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from labelled_sets import (
    assert_generator_writes,
    assert_gold_ir_reads_cleanly,
    expectations,
    read_lines,
)

from custom_components.context_retrieval.engine.catalog import Catalog
from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from devtools.evaluate import Report, evaluate, load_cases

ROOT = Path(__file__).parents[2]
EVAL_DIR = ROOT / "eval"
GENERATOR = ROOT / "scripts/gen_demo_cases.py"
DATA_DIR = ROOT / "devtools/homes"
FILES = {"zh": EVAL_DIR / "cases_demo_zh.jsonl", "en": EVAL_DIR / "cases_demo_en.jsonl"}
HOMES = {"zh": DATA_DIR / "demo_home_zh.json", "en": DATA_DIR / "demo_home_en.json"}
LANGS = {"zh": "zh-Hans", "en": "en"}
MIN_CASES = {"zh": 300, "en": 150}
# Retrieval with the gold IR (no semantic model). Measured when the sets were written:
# zh recall@5 0.983, no_match handled 0.939; en 0.912 and 0.905. The bars sit a little below;
# the failures behind the gap are engine issues listed in eval/README.md, not label errors.
MIN_RECALL_AT_5 = {"zh": 0.95, "en": 0.90}
MIN_NO_MATCH_HANDLED = {"zh": 0.90, "en": 0.85}
# Every feature of the IR the issue asks the sets to cover, with a floor per language.
MIN_FEATURES = {
    "name": 20,
    "nickname": 10,
    "alias": 20,
    "partial_name": 5,
    "duplicate_name": 10,
    "no_area": 5,
    "room": 20,
    "room_alias": 10,
    "floor": 10,
    "all": 20,
    "except": 5,
    "except_room": 3,
    "except_floor": 2,
    "everywhere": 3,
    "satellite": 10,
    "reference": 10,
    "history": 10,
    "condition": 8,
    "condition:temperature": 3,
    "condition:humidity": 3,
    "multi": 8,
    "question": 15,
    "param:brightness_pct": 3,
    "param:temperature": 5,
    "param:position": 3,
    "param:volume_level": 2,
    "param:hvac_mode": 3,
    "param:color_name": 2,
    "clarify": 8,
    "no_match": 15,
}

LANG_IDS = sorted(FILES)


@cache
def raw_lines(lang: str) -> tuple[dict[str, Any], ...]:
    return read_lines(FILES[lang])


@cache
def home(lang: str) -> Home:
    return load_home(HOMES[lang])


@cache
def catalog() -> Catalog:
    return Catalog()


@pytest.mark.parametrize("lang", LANG_IDS)
def test_every_line_loads(lang: str) -> None:
    cases = load_cases(FILES[lang])
    assert len(cases) == len(raw_lines(lang)) >= MIN_CASES[lang]
    for number, case in enumerate(cases, 1):
        assert case.id == f"demo/{lang}/{number:04d}"
        assert case.lang == LANGS[lang]
        assert case.home is not None and case.home.resolve() == HOMES[lang].resolve(), case.id
        assert case.ir is not None and case.expected is not None, case.id
        if case.context_area is not None:
            assert case.context_area in home(lang).areas, case.id
    assert len({(c.query, c.context_area, c.history) for c in cases}) == len(cases), (
        "duplicate cases"
    )


@pytest.mark.parametrize("lang", LANG_IDS)
def test_gold_ir_reads_cleanly(lang: str) -> None:
    """Each gold IR has every docs/contracts.md §3 key and reads without the reader dropping anything."""
    for line in raw_lines(lang):
        assert_gold_ir_reads_cleanly(line, lang)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_expected_entities_exist_and_services_apply(lang: str) -> None:
    the_home, the_catalog = home(lang), catalog()
    for line in raw_lines(lang):
        for exp in expectations(line):
            assert set(exp) >= {"entity_ids", "service", "quantifier", "no_match", "clarify"}, line[
                "id"
            ]
            ids = exp["entity_ids"]
            assert len(ids) == len(set(ids)), line["id"]
            if exp["no_match"]:
                assert ids == [] and not exp["clarify"], line["id"]
                continue
            assert ids, line["id"]
            if exp["clarify"]:
                assert len(ids) >= 2, line["id"]
            for entity_id in ids:
                assert entity_id in the_home.entities, (line["id"], entity_id)
                if exp["service"] is not None:
                    entity = the_home.entities[entity_id]
                    assert the_catalog.capability(entity, exp["service"]) is not None, (
                        line["id"],
                        entity_id,
                        exp["service"],
                    )


@pytest.mark.parametrize("lang", LANG_IDS)
def test_one_expectation_per_command(lang: str) -> None:
    """Several commands: ``expected`` is a list, one object per command; one command: an object."""
    multi = 0
    for line in raw_lines(lang):
        commands = line["ir"]["commands"]
        if len(commands) > 1:
            multi += 1
            assert isinstance(line["expected"], list), line["id"]
            assert len(line["expected"]) == len(commands), line["id"]
        else:
            assert isinstance(line["expected"], dict), line["id"]
        for command, exp in zip(commands, expectations(line), strict=True):
            if not exp["no_match"] and not exp["clarify"]:
                assert exp["quantifier"] == command["quantifier"], line["id"]
    assert multi >= MIN_FEATURES["multi"]


@pytest.mark.parametrize("lang", LANG_IDS)
def test_history_and_references(lang: str) -> None:
    for line in raw_lines(lang):
        refers = any(c["references"] for c in line["ir"]["commands"])
        if refers and line["ir"]["commands"][0]["references"]:
            assert 1 <= len(line.get("history", [])) <= 2, line["id"]  # "它" needs an earlier turn
        for earlier in line.get("history", []):
            assert isinstance(earlier, str) and earlier.strip(), line["id"]


@pytest.mark.parametrize("lang", LANG_IDS)
def test_every_feature_is_covered(lang: str) -> None:
    counts: dict[str, int] = {}
    for line in raw_lines(lang):
        for feature in line["features"]:
            counts[feature] = counts.get(feature, 0) + 1
    short = {f: (counts.get(f, 0), n) for f, n in MIN_FEATURES.items() if counts.get(f, 0) < n}
    assert not short, short


def test_readme_counts_match_the_files() -> None:
    """eval/README.md states the counts of the files it describes."""
    readme = (EVAL_DIR / "README.md").read_text("utf-8")
    assert f"| **cases** | {len(raw_lines('zh'))} | {len(raw_lines('en'))} |" in readme
    assert re.search(r"\bMIT\b", readme)


def test_generator_reproduces_the_files(tmp_path: Path) -> None:
    assert_generator_writes(GENERATOR, FILES.values(), tmp_path)


# ------------------------------------------------------------------------ retrieval regression


def gold_report(lang: str, out: Path) -> Report:
    return evaluate(load_cases(FILES[lang]), None, "gold", lambda h: LocalParser(h).parse, out)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_gold_retrieval_regression(lang: str, tmp_path: Path) -> None:
    out = tmp_path / f"results_{lang}.jsonl"
    report = gold_report(lang, out)
    figures = report.figures()
    assert figures["cases"] == len(raw_lines(lang))
    written = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert [w["id"] for w in written] == [line["id"] for line in raw_lines(lang)]
    for line, result in zip(raw_lines(lang), written, strict=True):
        assert len(result["commands"]) == len(line["ir"]["commands"]), line["id"]
    assert figures["recall@5"] >= MIN_RECALL_AT_5[lang], (figures, report.failures)
    assert figures["no_match_handled"] >= MIN_NO_MATCH_HANDLED[lang], (figures, report.failures)
