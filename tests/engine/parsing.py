"""What the local-parser tests share: the parser on the English demo home is the ``demo_en``
fixture (conftest.py); :func:`one` parses text that must hold exactly one command."""

from __future__ import annotations

from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser


def one(parser: LocalParser, text: str) -> Command:
    """Parse text that holds exactly one command."""
    commands = parser.parse(text)
    assert len(commands) == 1, [c.to_json() for c in commands]
    return commands[0]
