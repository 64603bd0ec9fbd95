"""The demo homes: a Chinese and an English home of 176 entities with the same entity ids.

Made by ``scripts/gen_demo_homes.py`` to hold what makes retrieval hard (names repeated across
rooms, nicknames, aliases, entities without an area, accurate feature flags); used by
``context-retrieval demo``, the bench, the labelled sets in ``eval/`` and ``scripts/develop``.
They are development data: nothing here ships through HACS.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

HOMES_DIR: Final = Path(__file__).parent
DEMO_HOMES: Final = {"zh": HOMES_DIR / "demo_home_zh.json", "en": HOMES_DIR / "demo_home_en.json"}
