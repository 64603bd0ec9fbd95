"""Context Retrieval: hands an LLM voice agent only the few entities a request needs.

Set-up only: the runtime data (current index, parser, conversation state) lives on
``entry.runtime_data``; the home is read and kept fresh by :mod:`.home`, the service is in
:mod:`.services`, the wrapper agent in :mod:`.conversation`, the LLM API in :mod:`.llm_api`,
the parsers in :mod:`.parsing`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from homeassistant.config_entries import ConfigEntry
from homeassistant.const import Platform
from homeassistant.core import HomeAssistant, callback
from homeassistant.exceptions import ConfigEntryAuthFailed, HomeAssistantError
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import llm
from homeassistant.helpers.start import async_at_started
from homeassistant.helpers.storage import Store
from homeassistant.helpers.typing import ConfigType

from .agent_setup import AgentSetupMonitor, async_delete_issues
from .const import (
    CONF_AI_TASK_ENTITY,
    CONF_API_KEY,
    CONF_CLARIFY_MARGIN,
    CONF_EMBEDDER,
    CONF_LLM_API_KEY,
    CONF_LLM_URL,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TOP_K,
    CONF_URL,
    DEFAULT_CLARIFY_MARGIN,
    DEFAULT_SEMANTIC,
    DEFAULT_TOP_K,
    DOMAIN,
    EMBEDDER_OPENAI,
    LOGGER,
    PARSER_AI_TASK,
    PARSER_OPENAI,
    SETUP_CHECK_TIMEOUT,
    STORAGE_KEY,
    STORAGE_VERSION,
)
from .endpoints import InvalidAuth, async_validate_chat, async_validate_endpoint
from .engine import limits
from .engine.dialogue import aconverse
from .engine.ir import Command
from .engine.llm_parser import LLMError
from .engine.pipeline import Settings
from .engine.results import RetrievalResult
from .engine.state import ConversationStore
from .engine.vectors import AsyncEmbedder
from .health import (
    ISSUE_EMBEDDER_FAILING,
    ISSUE_LLM_FAILING,
    EndpointHealth,
    MonitoredEmbedder,
)
from .home import AnyEmbedder, HomeSync, async_create_embedder
from .llm_api import ContextRetrievalAPI
from .parsing import CommandParser, LocalCommandParser, create_parser
from .services import async_setup_services

CONFIG_SCHEMA = cv.config_entry_only_config_schema(DOMAIN)
PLATFORMS: Final = (Platform.CONVERSATION,)

type ContextRetrievalConfigEntry = ConfigEntry[ContextRetrievalData]


@dataclass(slots=True)
class ContextRetrievalData:
    """Everything a loaded entry holds."""

    sync: HomeSync
    """The current index and the listeners that rebuild it."""
    settings: Settings
    embedder: AnyEmbedder | None
    parser: CommandParser
    conversations: ConversationStore = field(default_factory=ConversationStore)
    """References and the pending question of each conversation."""
    health: dict[str, EndpointHealth] = field(default_factory=dict)
    """Failure counts of the endpoints, by the repair issue they raise."""
    agents: AgentSetupMonitor | None = None
    """The set-up issues of the target agent and of agents that use the LLM API."""

    async def async_retrieve(
        self,
        text: str,
        *,
        conversation_id: str | None = None,
        language: str | None = None,
        area_id: str | None = None,
        top_k: int | None = None,
    ) -> RetrievalResult:
        """Parse and retrieve one utterance of a conversation (:func:`engine.dialogue.aconverse`).

        When the conversation's last turn asked a clarification question, an answer that is
        not a request of its own picks an option ("第二个") or is read together with the
        request it answers.

        Parse, query embedding and retrieval share one time budget
        (:data:`.engine.limits.REQUEST_BUDGET`): a slow model is skipped, never waited for.

        :raises HomeAssistantError: when the index is not built yet.
        :raises RequestError: when the text or ``top_k`` is out of bounds.
        """
        index = self.sync.index
        if index is None:
            raise HomeAssistantError(translation_domain=DOMAIN, translation_key="index_not_ready")

        async def parse(said: str) -> list[Command]:
            return await self.parser.async_parse(said, index, language)

        result = await aconverse(
            index.retriever,
            self.conversations.get(conversation_id),
            text,
            parse,
            context_area=area_id,
            top_k=top_k,
            budget=limits.REQUEST_BUDGET,
        )
        LOGGER.debug(
            "Retrieved %d command(s) in %.1f ms%s",
            len(result.commands),
            result.elapsed_ms,
            "; asking" if result.question else "",
        )
        return result


async def async_setup(hass: HomeAssistant, config: ConfigType) -> bool:
    """Register the service (also while no entry is loaded, so automations validate)."""
    async_setup_services(hass)
    return True


async def async_setup_entry(hass: HomeAssistant, entry: ContextRetrievalConfigEntry) -> bool:
    """Index the home, register the LLM API, then add the wrapper agent."""
    settings = Settings(
        top_k=int(entry.options.get(CONF_TOP_K, DEFAULT_TOP_K)),
        clarify_margin=float(entry.options.get(CONF_CLARIFY_MARGIN, DEFAULT_CLARIFY_MARGIN)),
    )
    health = _async_endpoint_health(hass, entry)
    await _async_check_keys(hass, entry, health)
    entry.async_on_unload(partial(async_delete_issues, hass))
    embedder = await async_create_embedder(hass, entry.data, entry.options)
    if isinstance(embedder, AsyncEmbedder) and ISSUE_EMBEDDER_FAILING in health:
        embedder = MonitoredEmbedder(embedder, health[ISSUE_EMBEDDER_FAILING])
    sync = HomeSync(hass, settings=settings, embedder=embedder)
    await sync.async_start()
    entry.async_on_unload(sync.async_stop)
    entry.runtime_data = ContextRetrievalData(
        sync=sync,
        settings=settings,
        embedder=embedder,
        parser=_async_create_parser(hass, entry, health.get(ISSUE_LLM_FAILING)),
        health=health,
    )
    if embedder is not None:
        entry.async_create_background_task(
            hass, sync.async_embed(), "context_retrieval document vectors"
        )
    entry.async_on_unload(llm.async_register_api(hass, ContextRetrievalAPI(hass, entry)))
    monitor = entry.runtime_data.agents = AgentSetupMonitor(hass, entry)

    @callback
    def watch_agents(hass: HomeAssistant) -> None:
        entry.async_on_unload(monitor.async_start())

    # Agents of integrations set up after this one exist once Home Assistant has started.
    entry.async_on_unload(async_at_started(hass, watch_agents))
    await hass.config_entries.async_forward_entry_setups(entry, PLATFORMS)
    return True


@callback
def _async_endpoint_health(
    hass: HomeAssistant, entry: ContextRetrievalConfigEntry
) -> dict[str, EndpointHealth]:
    """A failure count (and repair issue) for each endpoint the entry talks to.

    An HTTP endpoint that refuses its key starts the reauthentication flow.
    """
    data = entry.data

    @callback
    def reauthenticate() -> None:
        LOGGER.debug("An endpoint refused its API key; starting reauthentication")
        entry.async_start_reauth(hass)

    health: dict[str, EndpointHealth] = {}
    if data.get(CONF_PARSER) == PARSER_OPENAI:
        health[ISSUE_LLM_FAILING] = EndpointHealth(
            hass, ISSUE_LLM_FAILING, data[CONF_LLM_URL], on_auth_failure=reauthenticate
        )
    elif data.get(CONF_PARSER) == PARSER_AI_TASK:
        health[ISSUE_LLM_FAILING] = EndpointHealth(
            hass, ISSUE_LLM_FAILING, data[CONF_AI_TASK_ENTITY]
        )
    if data.get(CONF_EMBEDDER) == EMBEDDER_OPENAI:
        health[ISSUE_EMBEDDER_FAILING] = EndpointHealth(
            hass, ISSUE_EMBEDDER_FAILING, data[CONF_URL], on_auth_failure=reauthenticate
        )
    return health


async def _async_check_keys(
    hass: HomeAssistant, entry: ContextRetrievalConfigEntry, health: dict[str, EndpointHealth]
) -> None:
    """Ask each endpoint that has an API key once, all at the same time.

    :raises ConfigEntryAuthFailed: when one refuses its key (reauthentication follows).
        Any other failure only counts towards the endpoint's repair issue: requests are
        served without the endpoint until it answers.
    """
    data = dict(entry.data)
    checks: list[tuple[str, Callable[..., Awaitable[None]]]] = []
    if data.get(CONF_PARSER) == PARSER_OPENAI and data.get(CONF_LLM_API_KEY):
        checks.append((ISSUE_LLM_FAILING, async_validate_chat))
    if (
        data.get(CONF_EMBEDDER) == EMBEDDER_OPENAI
        and data.get(CONF_API_KEY)
        and entry.options.get(CONF_SEMANTIC, DEFAULT_SEMANTIC)
    ):
        checks.append((ISSUE_EMBEDDER_FAILING, async_validate_endpoint))
    if not checks:
        return
    outcomes = await asyncio.gather(
        *(check(hass, data, timeout=SETUP_CHECK_TIMEOUT) for _, check in checks),
        return_exceptions=True,
    )
    for (issue_id, _), outcome in zip(checks, outcomes, strict=True):
        endpoint = health[issue_id]
        if isinstance(outcome, InvalidAuth):
            raise ConfigEntryAuthFailed(
                translation_domain=DOMAIN,
                translation_key="auth_failed",
                translation_placeholders={"endpoint": endpoint.endpoint},
            ) from outcome
        if isinstance(outcome, BaseException):
            LOGGER.debug("Key check of %s failed: %s", endpoint.endpoint, outcome)
            endpoint.failure(str(outcome) or type(outcome).__name__)
        else:
            LOGGER.debug("Key check of %s passed", endpoint.endpoint)
            endpoint.success()


@callback
def _async_create_parser(
    hass: HomeAssistant, entry: ContextRetrievalConfigEntry, health: EndpointHealth | None
) -> CommandParser:
    """The entry's parser; the local one if the LLM's settings cannot even build a client."""
    try:
        parser = create_parser(
            hass, entry.data, listener=health.parse_outcome if health is not None else None
        )
    except LLMError as err:
        LOGGER.error("LLM parser not usable, parsing locally: %s", err)
        return LocalCommandParser()
    LOGGER.debug("Parser: %s", parser.name)
    return parser


async def async_unload_entry(hass: HomeAssistant, entry: ContextRetrievalConfigEntry) -> bool:
    """Remove the agent; the listeners and debouncer stop through ``async_on_unload``."""
    return await hass.config_entries.async_unload_platforms(entry, PLATFORMS)


async def async_remove_entry(hass: HomeAssistant, entry: ContextRetrievalConfigEntry) -> None:
    """Delete the stored document vectors: nothing of the entry stays behind."""
    await Store[dict[str, Any]](hass, STORAGE_VERSION, STORAGE_KEY).async_remove()
