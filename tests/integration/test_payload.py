"""What HACS installs: the integration and its engine, nothing from development.

HACS copies ``custom_components/context_retrieval/`` as it is in the repository. The README
states the payload's size and file count; this test keeps development tooling (the CLI, the
bench, evaluation, demo homes, generators) out of it and the figure honest.
"""

from __future__ import annotations

import ast
import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAYLOAD = ROOT / "custom_components" / "context_retrieval"

# Kinds of file the integration needs at run time; anything else is a sign of tooling or data
# that belongs in devtools/ or eval/.
ALLOWED_SUFFIXES = {".py", ".json", ".yaml", ".png"}
# Generous bounds over today's payload (104 files, 1.60 MB on 2026-11-28, grown from 90 files and
# 1.23 MB on 2026-11-27 by the parser's lexicon and reading code): they fail when tooling or a
# model (tens of MB) lands in the payload, not when a module or a lexicon round is added.
MAX_FILES = 140
MAX_BYTES = 2_400_000


def _payload_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--", str(PAYLOAD.relative_to(ROOT))],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.split(b"\0")
    return [ROOT / name.decode() for name in listed if name]


def test_payload_holds_only_runtime_files() -> None:
    files = _payload_files()
    assert files, "git ls-files found no payload"
    strays = [f for f in files if f.suffix not in ALLOWED_SUFFIXES]
    assert not strays, f"not a run-time file kind: {strays}"
    for path in files:
        if path.suffix == ".json" and path.parent.name == "data":
            content = json.loads(path.read_text(encoding="utf-8"))
            # A home snapshot (docs/contracts.md §1) is demo or test data, never run-time data.
            assert not (isinstance(content, dict) and {"entities", "areas"} <= content.keys()), (
                f"a home snapshot in the payload: {path}"
            )
    tooling = {"cli", "bench", "evaluate", "anchors", "soak", "agent_bench"}
    for path in files:
        parts = {part.lower() for part in path.relative_to(PAYLOAD).with_suffix("").parts}
        assert not parts & tooling, f"development tooling in payload: {path}"
        assert "demo" not in path.name.lower(), f"demo data in payload: {path}"


def test_payload_imports_no_development_package() -> None:
    for path in _payload_files():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                assert top not in {"devtools", "tests", "scripts"}, f"{path} imports {module}"


def test_payload_size_stays_small() -> None:
    files = _payload_files()
    total = sum(f.stat().st_size for f in files)
    assert len(files) <= MAX_FILES, len(files)
    assert total <= MAX_BYTES, total
