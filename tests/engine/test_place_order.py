"""Room words read the same way on every run: the rooms a word heads or may mean are listed in
the home's order, not in the per-process hash order of a set (a clarifying question that names
two rooms must not swap them between runs, and ``room_fuzzy`` must name the same room)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Run in fresh interpreters: string hashing, and so set order, differs between processes.
PROBE = """
import json
from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.places import PlaceResolver
areas = [
    {"id": "a", "name": "客房"}, {"id": "b", "name": "二宝房"}, {"id": "c", "name": "大宝房"},
    {"id": "d", "name": "主卧室"}, {"id": "e", "name": "次卧室"}, {"id": "f", "name": "老人卧室"},
]
places = PlaceResolver(Home.from_json({"language": "zh-Hans", "areas": areas, "entities": []}))
out = {}
for word in ("宝房", "卧室", "bedroom", "宝防"):
    place = places.resolve(word)
    out[word] = [list(place.names), [list(a) for a in place.alternatives]]
print(json.dumps(out, ensure_ascii=False))
"""


def _read_in_process(seed: int) -> dict[str, list[list[object]]]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    result: dict[str, list[list[object]]] = json.loads(done.stdout)
    return result


def test_room_words_read_alike_in_every_process() -> None:
    runs = [_read_in_process(seed) for seed in (1, 2, 3)]
    assert all(run == runs[0] for run in runs[1:]), runs
    first = runs[0]
    # Part of two rooms' names: asked for both, in the home's order.
    assert first["宝房"][1] == [["二宝房"], ["大宝房"]]
    # A generic room word heads every bedroom, in the home's order.
    assert first["卧室"][0] == ["主卧室", "次卧室", "老人卧室"]
