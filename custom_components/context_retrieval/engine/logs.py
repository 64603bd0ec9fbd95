"""Logging that stays quiet and safe under load: throttled warnings, utterances made loggable.

A failing endpoint fails for every request; one warning per request would flood the log (issue
#10 counted one per vague request). :class:`Throttled` logs the first occurrence and then at
most one line per interval, saying how many were left out. :func:`said` is how an utterance
appears in a log line: one line, no control characters, cut short.
"""

from __future__ import annotations

import logging
import time
from typing import Any, Final

from .text import clean

THROTTLE_SECONDS: Final = 300.0
"""One warning of a kind per five minutes."""
LOGGED_TEXT_CHARS: Final = 80


def said(text: Any) -> str:
    """An utterance (or any text from outside) as a log line shows it: quoted, cleaned, short."""
    return repr(clean(str(text), LOGGED_TEXT_CHARS))


class Throttled:
    """A warning that is logged at most once per ``interval`` seconds.

    The lines left out are counted and named in the next one that is logged; meanwhile they
    go to the debug log, so nothing is lost for someone who looks.
    """

    def __init__(self, logger: logging.Logger, interval: float = THROTTLE_SECONDS) -> None:
        self.logger = logger
        self.interval = interval
        self._last: float | None = None
        self._skipped = 0

    def warning(self, message: str, *args: Any) -> None:
        """Log ``message % args`` as a warning unless one was logged within the interval."""
        now = time.monotonic()
        if self._last is not None and now - self._last < self.interval:
            self._skipped += 1
            self.logger.debug(message, *args)
            return
        if self._skipped:
            message += " (%d more like it since the last warning)"
            args = (*args, self._skipped)
        self._last, self._skipped = now, 0
        self.logger.warning(message, *args)

    def reset(self) -> None:
        """Forget the last warning (the thing recovered): the next failure is logged at once."""
        self._last, self._skipped = None, 0
