"""Checks shared by the tests of the labelled case sets in eval/ (demo, grounding, speech, talk).

A plain module beside the tests (imported by name, as pytest puts this folder on the path).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from custom_components.context_retrieval.engine.ir import commands_from_json
from custom_components.context_retrieval.engine.text import has_latin

ROOT = Path(__file__).parents[2]
DEMO_HOMES = {
    "zh": ROOT / "devtools/homes/demo_home_zh.json",
    "en": ROOT / "devtools/homes/demo_home_en.json",
}
"""The bundled demo home of each language, which the demo, speech and talk sets are about."""

IR_KEYS = [
    "action",
    "name_hint",
    "type_hint",
    "device_class",
    "quantifier",
    "scope_include",
    "scope_exclude",
    "references",
    "conditions",
    "params",
    "confidence",
]
"""Every docs/contracts.md §3 key of a gold command, in the contract's order."""


def read_lines(path: Path) -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip())


def expectations(line: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """A case's ``expected`` as a list, one object per command."""
    expected = line["expected"]
    return list(expected) if isinstance(expected, list) else [expected]


def assert_gold_ir_reads_cleanly(line: Mapping[str, Any], lang: str) -> None:
    """The gold IR has every docs/contracts.md §3 key and reads without the reader dropping anything."""
    commands = line["ir"]["commands"]
    assert commands, line["id"]
    for raw in commands:
        assert list(raw) == IR_KEYS, line["id"]
        if lang == "zh" and raw["action"]:
            assert not has_latin(raw["action"]), (line["id"], raw["action"])
        if raw["quantifier"] == "except":
            assert raw["scope_exclude"], line["id"]
    for command in commands_from_json(line["ir"], raw=line["query"]):
        assert not command.issues, (line["id"], command.issues)


def assert_generator_writes(generator: Path, files: Iterable[Path], tmp_path: Path) -> None:
    """The generator, run afresh, writes exactly the files in eval/ (and ``--check`` agrees)."""
    subprocess.run(
        [sys.executable, str(generator), "--out", str(tmp_path)], check=True, capture_output=True
    )
    for path in files:
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), (
            f"{path.name} is stale: run python3 {generator.relative_to(generator.parents[1])}"
        )
    check = subprocess.run(
        [sys.executable, str(generator), "--check"], capture_output=True, text=True, check=False
    )
    assert check.returncode == 0, check.stderr


def assert_readme_holds_counts(generator: Path) -> None:
    """eval/README.md holds the generator's ``--counts`` table as the files are now."""
    readme = (ROOT / "eval/README.md").read_text("utf-8")
    counts = subprocess.run(
        [sys.executable, str(generator), "--counts"], check=True, capture_output=True, text=True
    )
    assert counts.stdout.strip() in readme, (
        f"eval/README.md: paste python3 scripts/{generator.name} --counts"
    )
