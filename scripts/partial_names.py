#!/usr/bin/env python3
"""Stress retrieval with names said in part: the gold IR with each name hint cut short.

For every answerable case whose gold command names a device (Chinese names of 3+ characters,
English names of 2+ words), drop one end of the name (one character / one word, chosen by a
fixed seed) and check that every expected entity is still among the top 5 or in the groups.

    .venv/bin/python scripts/partial_names.py eval/dev/large/cases_en.jsonl ...
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from custom_components.context_retrieval.engine import evaluate
from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import commands_from_json
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.text import has_cjk


def shorten(name: str, rng: random.Random) -> str | None:
    """One end of the name dropped, or ``None`` when the name is too short to cut."""
    if has_cjk(name):
        return (name[1:] if rng.random() < 0.5 else name[:-1]) if len(name) >= 3 else None
    words = name.split()
    if len(words) < 2:
        return None
    return " ".join(words[1:] if rng.random() < 0.5 else words[:-1])


def main(paths: list[str]) -> int:
    """Print, per cases file, how many cut names still find their entities."""
    for path in paths:
        rng = random.Random(3)
        retrievers: dict[Path, Retriever] = {}
        total = found = 0
        for case in evaluate.load_cases(path):
            expected = case.expected
            if (
                not isinstance(expected, dict)
                or expected.get("no_match")
                or expected.get("clarify")
            ):
                continue
            name = (case.ir or {}).get("commands", [{}])[0].get("name_hint")
            cut = shorten(name, rng) if name and expected.get("entity_ids") else None
            if cut is None or case.home is None:
                continue
            ir = json.loads(json.dumps(case.ir))
            ir["commands"][0]["name_hint"] = cut
            home = case.home.resolve()
            retriever = retrievers.setdefault(home, Retriever(load_home(home)))
            result = retriever.retrieve(
                case.query, commands_from_json(ir, raw=case.query), context_area=case.context_area
            )
            command = result.commands[0]
            reached = [c.entity_id for c in command.candidates[:5]] + [
                e for g in command.groups for e in g.entity_ids
            ]
            total += 1
            found += all(e in reached for e in expected["entity_ids"])
        print(
            f"{path}: {found}/{total} = {found / total:.3f}"
            if total
            else f"{path}: no names to cut"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
