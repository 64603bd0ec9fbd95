"""Data files shipped with the engine.

The service catalog, the glossary of device words, the local parser's lexicon and complaints,
and the room and kind words of grounding.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).parent


@cache
def load_json(name: str) -> Any:
    """Load one bundled JSON file by file name (cached; treat the result as read-only)."""
    with (DATA_DIR / name).open(encoding="utf-8") as handle:
        return json.load(handle)
