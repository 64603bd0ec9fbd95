#!/usr/bin/env python3
"""Every evaluation figure per feature tag: score an eval run's results by the cases' ``features``.

    .venv/bin/context-retrieval eval --cases eval/cases_speech_zh.jsonl --parser local --out /tmp/speech_zh.jsonl
    .venv/bin/python scripts/report_by_feature.py --cases eval/cases_speech_zh.jsonl --results /tmp/speech_zh.jsonl

The results file is what ``context-retrieval eval --out`` writes (CONTRACTS §4), so any parser
(local, llm, gold) can be reported on. Each case is scored by the engine's own scorer
(:func:`evaluate.score_case`) and counted once for the whole set and once for each of its
features; a case without ``features`` counts only in the whole set. Prints a Markdown table
(``--json`` for one JSON object per tag).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from custom_components.context_retrieval.engine.evaluate import Report, score_case  # noqa: E402

ALL = "(all)"
COLUMNS = ("cases", "answerable", "recall@1", "recall@5", "service_accuracy", "clarified_answerable",
           "no_match_cases", "no_match_handled", "clarify_cases", "clarify_handled")


def reports(cases_path: Path, results_path: Path) -> dict[str, Report]:
    """One report for the whole set and one per feature, in the order features first appear."""
    results = {}
    for line in results_path.read_text("utf-8").splitlines():
        if line.strip():
            result = json.loads(line)
            results[result["id"]] = result
    out: dict[str, Report] = {ALL: Report()}
    for line in cases_path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        case = json.loads(line)
        if case.get("expected") is None:
            continue
        if case["id"] not in results:
            raise SystemExit(f"{results_path}: no result for {case['id']}: run eval on the same cases file")
        scores = score_case(case["expected"], results[case["id"]]["commands"])
        for tag in (ALL, *case.get("features", ())):
            report = out.setdefault(tag, Report())
            report.cases += 1
            report.scores.extend(scores)
    return out


def table(by_tag: dict[str, Report]) -> str:
    """A Markdown table, one row per tag; figures without a case to count are shown as –."""
    rows = ["| feature | " + " | ".join(COLUMNS) + " |", "|---" * (len(COLUMNS) + 1) + "|"]
    for tag, report in by_tag.items():
        figures = report.figures()
        cells = ["–" if figures[c] is None else str(figures[c]) for c in COLUMNS]
        rows.append(f"| {tag} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, required=True, help="the cases JSONL the run used")
    parser.add_argument("--results", type=Path, required=True, help="the results JSONL of `context-retrieval eval --out`")
    parser.add_argument("--json", action="store_true", help="print {feature: figures} as JSON")
    args = parser.parse_args(argv)
    by_tag = reports(args.cases, args.results)
    if args.json:
        print(json.dumps({tag: {c: r.figures()[c] for c in COLUMNS} for tag, r in by_tag.items()}, ensure_ascii=False))
    else:
        print(table(by_tag))
    return 0


if __name__ == "__main__":
    sys.exit(main())
