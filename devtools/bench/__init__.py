"""``context-retrieval bench``: speed, memory, prompt tokens and accuracy in one run.

* :func:`generate_home` / :func:`generate_cases` — homes of any size grown from the demo home,
  and cases over their own entities with ``expected`` worked out by the generator.
* :func:`ha_assist_dump` — Home Assistant's Assist static context for the same home.
* :func:`run_bench` — builds, latency (gold IR and local parser, with and without the e5
  model), memory, tokens against the dump, accuracy against the anchors of
  :mod:`..anchors`; writes ``results.json``, ``results.md`` and ``bench.png``.
"""

from __future__ import annotations

from .assist import ha_assist_dump, ha_assist_entities, ha_assist_tokens
from .cases import as_cases, generate_cases
from .homes import building_label, generate_home, generate_home_json
from .measure import default_dev_cases
from .run import TARGETS, run_bench, write_outputs

__all__ = [
    "TARGETS",
    "as_cases",
    "building_label",
    "default_dev_cases",
    "generate_cases",
    "generate_home",
    "generate_home_json",
    "ha_assist_dump",
    "ha_assist_entities",
    "ha_assist_tokens",
    "run_bench",
    "write_outputs",
]
