"""Repair issues: a target agent that is gone, an endpoint that keeps failing.

* ``target_agent_missing`` - the wrapper agent's target conversation agent does not exist;
  checked when the entry is set up (once Home Assistant has started, so that agents of
  integrations set up after this one are there) and whenever the wrapper hands over.
* ``llm_failing`` / ``embedder_failing`` - the LLM parser or the embeddings endpoint failed
  :data:`FAILURE_THRESHOLD` times in a row; the first success deletes the issue again.
  Requests keep working meanwhile (local parser, n-grams), so these are warnings.

An answer that refuses the API key (HTTP 401/403) also starts the reauthentication flow.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Final

import numpy as np
from homeassistant.components import conversation
from homeassistant.config_entries import ConfigEntry
from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers import issue_registry as ir

from .const import CONF_TARGET_AGENT, DOMAIN, LOGGER
from .engine.vectors import AsyncEmbedder, EmbeddingError
from .engine.vectors.base import Kind
from .redact import redact_url, scrub

ISSUE_TARGET_MISSING: Final = "target_agent_missing"
ISSUE_LLM_FAILING: Final = "llm_failing"
ISSUE_EMBEDDER_FAILING: Final = "embedder_failing"
ISSUES: Final = (ISSUE_TARGET_MISSING, ISSUE_LLM_FAILING, ISSUE_EMBEDDER_FAILING)
FAILURE_THRESHOLD: Final = 3
"""Consecutive failures of an endpoint before a repair issue is raised."""
MAX_ERROR_CHARS: Final = 200
_AUTH_FAILED = re.compile(r"\bHTTP (?:401|403)\b")


def is_auth_error(message: str | None) -> bool:
    """Whether an engine error message says the server refused the key.

    The engine's ``LLMError`` and ``EmbeddingError`` carry no status code, only a message
    ("... answered HTTP 401 ..."); this reads it there.
    """
    return bool(message and _AUTH_FAILED.search(message))


@callback
def async_check_target(hass: HomeAssistant, entry: ConfigEntry) -> bool:
    """Whether the configured target agent exists; raises or clears the repair issue."""
    target: str | None = entry.options.get(CONF_TARGET_AGENT)
    if target and conversation.async_get_agent_info(hass, target) is not None:
        ir.async_delete_issue(hass, DOMAIN, ISSUE_TARGET_MISSING)
        return True
    LOGGER.debug("Target agent %s not found; raising a repair issue", target)
    ir.async_create_issue(
        hass,
        DOMAIN,
        ISSUE_TARGET_MISSING,
        is_fixable=False,
        severity=ir.IssueSeverity.ERROR,
        translation_key=ISSUE_TARGET_MISSING,
        translation_placeholders={"agent_id": str(target)},
    )
    return False


@callback
def async_delete_issues(hass: HomeAssistant) -> None:
    """Forget every issue of the integration (the entry is unloaded)."""
    for issue_id in ISSUES:
        ir.async_delete_issue(hass, DOMAIN, issue_id)


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
    def failure(self, error: str) -> None:
        """The endpoint failed; the threshold-th failure in a row raises the issue."""
        self.failures += 1
        self.last_error = scrub(error)[:MAX_ERROR_CHARS]
        LOGGER.debug("%s failed (%d in a row): %s", self.endpoint, self.failures, self.last_error)
        if is_auth_error(error) and self.on_auth_failure is not None:
            self.on_auth_failure()
        if self.failures < self.threshold or self.issue_raised:
            return
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
            is_fixable=False,
            severity=ir.IssueSeverity.WARNING,
            translation_key=self.issue_id,
            translation_placeholders={"endpoint": self.endpoint, "error": self.last_error},
        )
        self.issue_raised = True

    @callback
    def parse_outcome(self, source: str, reason: str | None, answered: bool) -> None:
        """A listener for the LLM parser's outcomes: any answer means the endpoint works.

        An answer that holds no command (small talk, a question about the weather) is the
        model's call, not the endpoint failing.
        """
        if answered or source == "llm":
            self.success()
        elif reason != "empty text":
            self.failure(reason or source)


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
            self.health.failure(str(err))
            raise
        self.health.success()
        return vectors
