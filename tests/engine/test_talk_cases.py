"""The second set of how people talk (eval/cases_talk_{zh,en}.jsonl, issue #13): what the
generator writes, shaped as docs/contracts.md says, naming only entities of its demo home with
services and data that apply, every case tagged with a phenomenon, labels made apart from the
engine, and no sentence of it inside the engine.

No figure of the engine is asserted here: the set is development data, it does not gate.
"""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

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

from custom_components.context_retrieval.engine.catalog import Catalog
from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.text import is_cjk_char
from devtools.evaluate import load_cases

SCRIPTS = ROOT / "scripts"
GENERATOR = SCRIPTS / "gen_talk_cases.py"
ENGINE = ROOT / "custom_components/context_retrieval/engine"
FILES = {"zh": ROOT / "eval/cases_talk_zh.jsonl", "en": ROOT / "eval/cases_talk_en.jsonl"}
HOMES = DEMO_HOMES
LANGS = {"zh": {"zh-Hans", "zh-Hant"}, "en": {"en"}}
MIN_CASES = {"zh": 200, "en": 150}

sys.path.insert(0, str(SCRIPTS))
from gen_talk_cases import PHENOMENA


@cache
def home(lang: str) -> Home:
    return load_home(HOMES[lang])


def test_files_are_what_the_generator_writes(tmp_path: Path) -> None:
    assert_generator_writes(GENERATOR, FILES.values(), tmp_path)


@pytest.mark.parametrize("lang", sorted(FILES))
def test_every_line_is_a_case_of_its_demo_home(lang: str) -> None:
    lines = read_lines(FILES[lang])
    cases = load_cases(FILES[lang])
    assert len(cases) == len(lines) >= MIN_CASES[lang]
    for number, (case, line) in enumerate(zip(cases, lines, strict=True), 1):
        assert case.id == f"talk/{lang}/{number:04d}"
        assert case.lang in LANGS[lang], case.id
        assert case.home is not None and case.home.resolve() == HOMES[lang].resolve(), case.id
        assert set(line["features"]) & set(PHENOMENA), case.id
        assert_gold_ir_reads_cleanly(line, lang)
        assert len(line["ir"]["commands"]) == len(expectations(line)), case.id


@pytest.mark.parametrize("lang", sorted(FILES))
def test_expected_entities_exist_and_services_and_data_apply(lang: str) -> None:
    the_home, catalog = home(lang), Catalog()
    for line in read_lines(FILES[lang]):
        for exp in expectations(line):
            ids = exp["entity_ids"]
            assert len(ids) == len(set(ids)), line["id"]
            if exp["no_match"]:
                assert ids == [] and exp["service"] is None, line["id"]
                continue
            for entity_id in ids:
                assert entity_id in the_home.entities, (line["id"], entity_id)
                if exp["service"] is not None:
                    capability = catalog.capability(the_home.entities[entity_id], exp["service"])
                    assert capability is not None, (line["id"], entity_id, exp["service"])
                    assert set(exp.get("data", {})) <= capability.field_names(), line["id"]


def test_labels_are_made_without_the_engine() -> None:
    """The generator and its utterance files import the standard library and each other only."""
    allowed = set(sys.stdlib_module_names) | {
        "__future__",
        "gen_demo_cases",
        "gen_talk_zh",
        "gen_talk_en",
    }
    for script in (GENERATOR, SCRIPTS / "gen_talk_zh.py", SCRIPTS / "gen_talk_en.py"):
        for node in ast.walk(ast.parse(script.read_text("utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            assert all(name.split(".")[0] in allowed for name in names), (script.name, names)


def test_the_engine_does_not_contain_the_sentences() -> None:
    """Tuning on this set must generalise: no sentence of it is copied into a lexicon or rule."""
    sentences = {
        line["query"]
        for path in FILES.values()
        for line in read_lines(path)
        if sum(map(is_cjk_char, line["query"])) >= 7 or len(line["query"].split()) >= 5
    }
    assert sentences
    for path in ENGINE.rglob("*"):
        if path.suffix in {".py", ".json"}:
            text = path.read_text("utf-8")
            copied = sorted(s for s in sentences if s in text)
            assert not copied, (str(path.relative_to(ROOT)), copied)


def test_no_sentence_is_one_of_another_set() -> None:
    """Development sentences stay apart from the other labelled sets: a copy of a held-out
    speech sentence here would be tuned on and then scored as if unseen."""
    others = {
        line["query"].casefold()
        for path in (ROOT / "eval").glob("cases_*.jsonl")
        if path not in FILES.values()
        for line in read_lines(path)
    }
    assert others
    shared = sorted(
        line["query"]
        for path in FILES.values()
        for line in read_lines(path)
        if line["query"].casefold() in others
    )
    assert not shared, shared


def test_readme_states_the_counts() -> None:
    assert_readme_holds_counts(GENERATOR)
