"""Repair issues of endpoints that keep failing (the agents' set-ups: :mod:`.agent_setup`).

* ``llm_failing`` / ``embedder_failing`` - the LLM parser or the embeddings endpoint failed
  :data:`FAILURE_THRESHOLD` times in a row; the first success deletes the issue again.
  Requests keep working meanwhile (local parser, n-grams), so these are warnings.

An answer that refuses the API key (HTTP 401/403, the status the engine's errors carry) also
starts the reauthentication flow.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import numpy as np
from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers import issue_registry as ir

from .const import DOMAIN, LOGGER, MAX_ERROR_CHARS
from .engine.errors import refuses_key
from .engine.text import clean
from .engine.vectors import AsyncEmbedder, EmbeddingError
from .engine.vectors.base import Kind
from .redact import redact_url, scrub

ISSUE_LLM_FAILING: Final = "llm_failing"
ISSUE_EMBEDDER_FAILING: Final = "embedder_failing"
FAILURE_THRESHOLD: Final = 3
"""Consecutive failures of an endpoint before a repair issue is raised."""


def describe_endpoint(endpoint: str) -> str:
    """An endpoint as an issue may show it: URLs without credentials, entity ids as they are."""
    return redact_url(endpoint) if "://" in endpoint else endpoint


class EndpointHealth:
    """Consecutive failures of one endpoint, and the repair issue they raise."""

    def __init__(
        self,
        hass: HomeAssistant,
        issue_id: str,
        endpoint: str,
        *,
        threshold: int = FAILURE_THRESHOLD,
        on_auth_failure: Callable[[], None] | None = None,
    ) -> None:
        self.hass = hass
        self.issue_id = issue_id
        self.endpoint = describe_endpoint(endpoint)
        self.threshold = threshold
        self.on_auth_failure = on_auth_failure
        self.failures = 0
        self.last_error: str | None = None
        self.issue_raised = False

    @callback
    def success(self) -> None:
        """The endpoint answered: clear the count and any issue."""
        if self.issue_raised:
            LOGGER.info("%s answers again", self.endpoint)
            ir.async_delete_issue(self.hass, DOMAIN, self.issue_id)
            self.issue_raised = False
        self.failures = 0

    @callback
    def failure(self, error: str, status: int | None = None) -> None:
        """The endpoint failed; the threshold-th failure in a row raises the issue, and later
        failures keep it saying the latest error (a server whose failure changes - a timeout,
        then a 500 - is shown as it fails now).

        :param status: the HTTP status the server answered, if any; 401 or 403 (the key was
            refused) also starts reauthentication.
        """
        self.failures += 1
        # One printable line without secrets: a misbehaving server's bytes reach the repair
        # issue and the diagnostics through this text.
        error_text = str(clean(scrub(error), MAX_ERROR_CHARS))
        changed = error_text != self.last_error
        self.last_error = error_text
        LOGGER.debug("%s failed (%d in a row): %s", self.endpoint, self.failures, self.last_error)
        if refuses_key(status) and self.on_auth_failure is not None:
            self.on_auth_failure()
        if self.failures < self.threshold or (self.issue_raised and not changed):
            return
        if not self.issue_raised:
            LOGGER.warning(
                "%s failed %d times in a row (%s); requests are served without it until it answers",
                self.endpoint,
                self.failures,
                self.last_error,
            )
        ir.async_create_issue(
            self.hass,
            DOMAIN,
            self.issue_id,
            is_fixable=True,
            severity=ir.IssueSeverity.WARNING,
            translation_key=self.issue_id,
            translation_placeholders={"endpoint": self.endpoint, "error": self.last_error},
        )
        self.issue_raised = True

    @callback
    def parse_outcome(
        self, source: str, reason: str | None, answered: bool, status: int | None = None
    ) -> None:
        """A listener for the LLM parser's outcomes: any answer means the endpoint works.

        An answer that holds no command (small talk, a question about the weather) is the
        model's call, not the endpoint failing. ``status`` is the HTTP status of a failed
        request, when the server answered one.
        """
        if answered or source == "llm":
            self.success()
        elif reason != "empty text":
            self.failure(reason or source, status)


class MonitoredEmbedder:
    """An :class:`~.engine.vectors.AsyncEmbedder` that reports each call to an endpoint's health."""

    def __init__(self, inner: AsyncEmbedder, health: EndpointHealth) -> None:
        self.inner = inner
        self.health = health
        self.model_id: str = inner.model_id

    @property
    def dim(self) -> int:
        """The wrapped embedder's vector length (learnt from its first answer)."""
        return self.inner.dim

    @dim.setter
    def dim(self, value: int) -> None:
        self.inner.dim = value

    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        """Embed through the wrapped embedder, counting its failures.

        :raises EmbeddingError: as the wrapped embedder does.
        """
        try:
            vectors = await self.inner.aembed(texts, kind)
        except EmbeddingError as err:
            self.health.failure(str(err), err.status)
            raise
        self.health.success()
        return vectors
