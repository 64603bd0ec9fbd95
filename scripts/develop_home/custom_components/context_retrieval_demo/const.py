"""Constants of the demo home."""

from __future__ import annotations

import logging
from typing import Final

DOMAIN: Final = "context_retrieval_demo"
LOGGER: Final = logging.getLogger(__package__)
CONF_HOME: Final = "home"
APPLIED: Final = "applied"
"""Entry data: the entity ids that already got their aliases, area, labels and exposure."""
BUNDLED_HOMES: Final = {"zh": "demo_home_zh.json", "en": "demo_home_en.json"}
