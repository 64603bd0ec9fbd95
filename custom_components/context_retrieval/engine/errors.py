"""Errors the engine raises for bad input. Everything else degrades instead of raising."""

from __future__ import annotations


class InputError(ValueError):
    """A home, a case file or an argument is malformed.

    The message is one line that names the file, the line or field, and what is wrong; the
    command line prints it as it is, and the Home Assistant layer wraps it in a translated
    ``ServiceValidationError``.
    """
