"""How a command ends when it does not simply answer: why it asks or finds nothing.

Every abstention says why in ``meta["abstain"]`` (docs/grounding.md#what-the-result-says), for
the evaluator's split by reason and for the logs.
"""

from __future__ import annotations

from typing import Final

from .results import CommandResult, Hint

ABSENT_ROOM: Final = "absent_room"
ABSENT_NAME: Final = "absent_name"
ABSENT_KIND: Final = "absent_kind"
ABSENT_CAPABILITY: Final = "absent_capability"
AMBIGUOUS: Final = "ambiguous"
AMBIGUOUS_ROOM: Final = "ambiguous_room"
UNSURE_ACTION: Final = "unsure_action"
NOTHING_IN_SCOPE: Final = "nothing_in_scope"
BLANK: Final = "blank"
NOTHING_SAID: Final = "nothing_said"


def abstain(result: CommandResult, hint: Hint, reason: str) -> CommandResult:
    """Answer with a hint and say why."""
    result.hint = hint
    result.meta["abstain"] = reason
    return result
