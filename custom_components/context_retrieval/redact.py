"""Secrets out of URLs and messages (diagnostics, repair issues, logs of failures).

Kept apart from :mod:`.diagnostics` so that the integration does not import the diagnostics
integration until diagnostics are asked for.
"""

from __future__ import annotations

import re
from typing import Final

from yarl import URL

REDACTED: Final = "**REDACTED**"
"""The same marker as ``homeassistant.components.diagnostics.REDACTED``."""

_CREDENTIALS = re.compile(r"(?P<scheme>[a-z][a-z0-9+.-]*://)[^/@\s]+@", re.IGNORECASE)
_QUERY = re.compile(r"\?[^\s)]*")


def scrub(text: str) -> str:
    """Credentials and query strings of any URL inside a text (errors, model ids)."""
    return _QUERY.sub(f"?{REDACTED}", _CREDENTIALS.sub(rf"\g<scheme>{REDACTED}@", text))


def redact_url(url: str) -> str:
    """The URL without user, password or query values (tokens sometimes travel there)."""
    try:
        parsed = URL(url)
    except ValueError:
        return REDACTED
    if parsed.user is not None or parsed.password is not None:
        parsed = parsed.with_user(REDACTED).with_password(None)
    if parsed.query:
        parsed = parsed.with_query({key: REDACTED for key in parsed.query})
    return str(parsed)
