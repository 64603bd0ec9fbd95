"""The errors the engine raises: bad input, and endpoints that gave no usable answer.

Everything else degrades instead of raising.
"""

from __future__ import annotations

from typing import Final

AUTH_STATUSES: Final = frozenset({401, 403})
"""The HTTP statuses with which a server refuses the API key."""


class InputError(ValueError):
    """A home, a case file or an argument is malformed.

    The message is one line that names the file, the line or field, and what is wrong; the
    command line prints it as it is, and the Home Assistant layer wraps it in a translated
    ``ServiceValidationError``.
    """


def refuses_key(status: int | None) -> bool:
    """Whether an HTTP status says the server refused the API key (401 or 403)."""
    return status in AUTH_STATUSES


class EndpointError(Exception):
    """An endpoint (an HTTP server, a model) gave no usable answer.

    The message is one short line for a log, a repair issue or diagnostics: the URL as
    :func:`.endpoints.display_url` shows it, never the API key, and the server's own words
    only cleaned to one printable line and cut short.

    :param status: the HTTP status the server answered, when it answered one.
    """

    retryable: bool = False
    """Whether asking again soon may succeed (no answer at all, or a 5xx)."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status

    @property
    def refused_key(self) -> bool:
        """Whether the server refused the API key (HTTP 401 or 403)."""
        return refuses_key(self.status)


class EndpointUnreachable(EndpointError):
    """No answer at all: the connection failed, was refused or broke off."""

    retryable = True


class EndpointTimeout(EndpointUnreachable):
    """No answer within the time allowed."""


class EndpointStatusError(EndpointError):
    """The server answered an HTTP status other than 200.

    :param detail: the server's own error message, one printable line, short (may be empty).
    :param body: the start of the answer's bytes, for callers that read the server's words
        (which request field it refused); never part of the message.
    """

    status: int

    def __init__(self, message: str, *, status: int, detail: str = "", body: bytes = b"") -> None:
        super().__init__(message, status=status)
        self.detail = detail
        self.body = body

    @property
    def retryable(self) -> bool:  # type: ignore[override]  # a class attribute elsewhere
        """A server error (5xx) may pass; a refusal (4xx) will not."""
        return self.status >= 500


class EndpointAuthError(EndpointStatusError):
    """The server refused the API key (HTTP 401 or 403)."""


class EndpointBadResponse(EndpointError):
    """The server answered 200 with something unusable: not JSON, too large, the wrong shape."""
