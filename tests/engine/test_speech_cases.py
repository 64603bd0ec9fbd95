"""The held-out speech sets (eval/cases_speech_{zh,en}.jsonl, issue #13): what the generator
writes, shaped as docs/contracts.md says, naming only entities of their demo home, with services (and service
data) that apply, every phenomenon covered, and labels made apart from the engine.

The labels are a human's (scripts/gen_speech_cases.py, eval/README.md). No figure of the
engine is asserted here: the sets measure the parser, they do not gate it.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from labelled_sets import (
    DEMO_HOMES,
    ROOT,
    assert_generator_writes,
    assert_gold_ir_reads_cleanly,
    expectations,
    read_lines,
)

from custom_components.context_retrieval.engine.catalog import Catalog
from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.text import is_cjk_char
from devtools.evaluate import evaluate, load_cases

SCRIPTS = ROOT / "scripts"
GENERATOR = SCRIPTS / "gen_speech_cases.py"
ENGINE = ROOT / "custom_components/context_retrieval/engine"
FILES = {"zh": ROOT / "eval/cases_speech_zh.jsonl", "en": ROOT / "eval/cases_speech_en.jsonl"}
HOMES = DEMO_HOMES
LANGS = {"zh": {"zh-Hans", "zh-Hant"}, "en": {"en"}}
LANG_IDS = sorted(FILES)

sys.path.insert(0, str(SCRIPTS))
from gen_speech_cases import MIN_CASES, PHENOMENA, SPLITS, TRADITIONAL


@cache
def raw_lines(lang: str) -> tuple[dict[str, Any], ...]:
    return read_lines(FILES[lang])


@cache
def home(lang: str) -> Home:
    return load_home(HOMES[lang])


def test_files_are_what_the_generator_writes(tmp_path: Path) -> None:
    assert_generator_writes(GENERATOR, FILES.values(), tmp_path)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_every_line_loads_as_a_case_of_its_demo_home(lang: str) -> None:
    cases = load_cases(FILES[lang])
    assert len(cases) == len(raw_lines(lang)) >= MIN_CASES[lang]
    for number, (case, line) in enumerate(zip(cases, raw_lines(lang), strict=True), 1):
        assert case.id == f"speech/{lang}/{number:04d}"
        assert case.lang in LANGS[lang], case.id
        assert (case.lang == TRADITIONAL) == ("cantonese" in line["features"]), case.id
        assert case.home is not None and case.home.resolve() == HOMES[lang].resolve(), case.id
        assert case.expected is not None and case.query.strip(), case.id
        if case.context_area is not None:
            assert case.context_area in home(lang).areas, case.id
        assert all(isinstance(turn, str) and turn.strip() for turn in case.history), case.id
    assert len({(c.query, c.context_area, c.history) for c in cases}) == len(cases), (
        "duplicate cases"
    )


@pytest.mark.parametrize("lang", LANG_IDS)
def test_gold_ir_follows_contracts(lang: str) -> None:
    """Where a gold IR is given it has every docs/contracts.md §3 key, in order, one command per expectation."""
    with_ir = 0
    for line in raw_lines(lang):
        if "ir" not in line:
            continue
        with_ir += 1
        assert_gold_ir_reads_cleanly(line, lang)
        commands = line["ir"]["commands"]
        assert len(commands) == len(expectations(line)), line["id"]
        for raw, exp in zip(commands, expectations(line), strict=True):
            if not exp["no_match"] and not exp["clarify"]:
                assert exp["quantifier"] == raw["quantifier"], line["id"]
    assert with_ir >= 0.95 * len(raw_lines(lang))


@pytest.mark.parametrize("lang", LANG_IDS)
def test_expected_entities_exist_and_services_and_data_apply(lang: str) -> None:
    the_home, catalog = home(lang), Catalog()
    for line in raw_lines(lang):
        assert isinstance(line["expected"], list) == (len(expectations(line)) > 1), line["id"]
        for exp in expectations(line):
            assert set(exp) >= {"entity_ids", "service", "quantifier", "no_match", "clarify"}, line[
                "id"
            ]
            ids = exp["entity_ids"]
            assert len(ids) == len(set(ids)), line["id"]
            if exp["no_match"]:
                assert ids == [] and exp["service"] is None and not exp["clarify"], line["id"]
                continue
            assert len(ids) >= (2 if exp["clarify"] else 1), line["id"]
            for entity_id in ids:
                assert entity_id in the_home.entities, (line["id"], entity_id)
                if exp["service"] is None:
                    continue
                capability = catalog.capability(the_home.entities[entity_id], exp["service"])
                assert capability is not None, (line["id"], entity_id, exp["service"])
                assert set(exp.get("data", {})) <= capability.field_names(), (
                    line["id"],
                    entity_id,
                    exp["data"],
                )


@pytest.mark.parametrize("lang", LANG_IDS)
def test_every_phenomenon_is_covered_and_tagged_consistently(lang: str) -> None:
    counts: Counter[str] = Counter()
    for line in raw_lines(lang):
        tags = line["features"]
        splits = [t for t in tags if t in SPLITS]
        assert len(splits) == 1, line["id"]  # each case is in one half: dev or held out
        assert tags and set(tags) - set(SPLITS) <= set(PHENOMENA), line["id"]
        counts.update(tags)
        exps = expectations(line)
        assert ("multi" in tags) == (len(exps) > 1), line["id"]
        assert ("absent" in tags) == any(e["no_match"] for e in exps), line["id"]
        assert ("ambiguous" in tags) == any(e["clarify"] for e in exps), line["id"]
        if "followup" in tags:
            assert line.get("history"), line["id"]
        if "question" in tags:
            assert any(e["service"] is None for e in exps), line["id"]
    short = {tag: counts[tag] for tag, (_, floor) in PHENOMENA.items() if counts[tag] < floor[lang]}
    assert not short, short


def test_readme_states_the_counts() -> None:
    table = subprocess.run(
        [sys.executable, str(GENERATOR), "--counts"], check=True, capture_output=True, text=True
    ).stdout.strip()
    assert table in (ROOT / "eval/README.md").read_text("utf-8"), (
        "eval/README.md: paste `gen_speech_cases.py --counts`"
    )


def test_labels_are_made_without_the_engine() -> None:
    """The generators import the standard library and each other only: no label can come from
    running the retriever or a parser."""
    allowed = set(sys.stdlib_module_names) | {"__future__", "gen_demo_cases"}
    for script in (GENERATOR, SCRIPTS / "gen_demo_cases.py"):
        tree = ast.parse(script.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert all(name.split(".")[0] in allowed for name in names), (script.name, names)


def _spoken(text: str) -> bool:
    """Long enough that finding it verbatim in the engine would mean the sentence was copied."""
    return sum(map(is_cjk_char, text)) >= 7 or len(text.split()) >= 5


def test_the_engine_does_not_contain_the_held_out_sentences() -> None:
    """A lexicon or rule that holds the sentences it is scored on measures nothing (issue #13)."""
    sentences = {
        line["query"] for lang in LANG_IDS for line in raw_lines(lang) if _spoken(line["query"])
    }
    assert len(sentences) > 300
    engine_files = [
        p for p in ENGINE.rglob("*") if p.suffix in {".py", ".json"} and "demo_home" not in p.name
    ]
    assert engine_files
    for path in engine_files:
        text = path.read_text("utf-8")
        copied = sorted(s for s in sentences if s in text)
        assert not copied, (str(path.relative_to(ROOT)), copied)


@pytest.mark.parametrize("lang", LANG_IDS)
def test_the_evaluator_and_the_feature_report_read_the_set(lang: str, tmp_path: Path) -> None:
    """The whole pipeline runs on every case with the gold IR (the local parser where there is
    none), and the evaluator scores every case once overall and once per tag (``eval --by tag``)."""
    results = tmp_path / f"results_{lang}.jsonl"
    report = evaluate(
        load_cases(FILES[lang]), None, "gold", lambda h: LocalParser(h).parse, results
    )
    assert report.cases == len(raw_lines(lang))
    assert len(report.scores) == sum(len(expectations(line)) for line in raw_lines(lang))
    written = [json.loads(line) for line in results.read_text("utf-8").splitlines()]
    assert [w["id"] for w in written] == [line["id"] for line in raw_lines(lang)]
    by_tag = report.by_tag()
    tags = Counter(tag for line in raw_lines(lang) for tag in line["features"])
    assert report.figures()["cases"] == len(raw_lines(lang))
    assert {tag: figures["cases"] for tag, figures in by_tag.items()} == dict(tags)
    assert by_tag["absent"]["no_match_cases"] >= tags["absent"]
    assert by_tag["ambiguous"]["clarify_cases"] >= tags["ambiguous"]
