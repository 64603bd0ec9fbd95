"""The local parser: a voice request → command IR without an LLM (docs/contracts.md §3).

``LocalParser(home).parse(text)`` reads the utterance with the home's own words (areas, floors,
entity names and aliases) and the bundled lexicon (``data/lexicon.json``: actions, quantifiers,
exclusions, references, conditions, numbers, units, separators) plus the device type words of
``data/glossary.json``. See :mod:`.reading` for the rules, :mod:`.surface` for matching.
"""

from __future__ import annotations

from .lexicon import Lexicon, build_lexicon, default_lexicon
from .parser import LocalParser

__all__ = ["Lexicon", "LocalParser", "build_lexicon", "default_lexicon"]
