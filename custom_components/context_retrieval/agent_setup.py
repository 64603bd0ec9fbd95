"""Whether the wrapper's target agent, and every agent that selected our API, is set up right.

Retrieval pays off only when the LLM sees the retrieved devices *instead of* the Assist API's
dump of every exposed entity, and can act only through tools that accept those devices. Which
LLM API an agent uses is that agent's own setting ("Control Home Assistant", stored as
``llm_hass_api`` in its config subentry, or its entry's options for older agents). This module
reads it, says what a set-up loses (:class:`Problem`), and switches it to the Context Retrieval
API on the user's word (:func:`async_use_retrieval_api`). The config, options and repair flows
and the repair issues all use it, so one rule decides everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from homeassistant.components import conversation
from homeassistant.config_entries import SIGNAL_CONFIG_ENTRY_CHANGED, ConfigEntry, ConfigSubentry
from homeassistant.const import CONF_LLM_HASS_API
from homeassistant.core import Event, HomeAssistant, callback
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.debounce import Debouncer
from homeassistant.helpers.dispatcher import async_dispatcher_connect

from .const import AGENT_CHECK_COOLDOWN, CONF_TARGET_AGENT, DOMAIN, LLM_API_ID, LOGGER

API_ID: Final = LLM_API_ID
UNRESTRICTED_APIS: Final = frozenset({"assist", "homeassistant"})
"""Home Assistant's own APIs: Assist (every exposed entity in the prompt, intent tools that reach
all of them) and, since 2026.11, the admin "homeassistant" API (any action on anything)."""
CONVERSATION_SUBENTRY: Final = "conversation"
"""The subentry type core LLM integrations (OpenAI, Ollama, Anthropic, ...) give their agents."""


class Problem(StrEnum):
    """What a target agent's set-up loses; the value is the repair issue and its translation."""

    MISSING = "target_agent_missing"
    """The agent does not exist (any more)."""
    NOT_LLM = "target_not_llm"
    """Home Assistant's own agent, or one whose LLM API cannot be read: it ignores the
    retrieved devices and acts on any exposed entity by itself."""
    NO_API = "target_no_api"
    """An LLM agent that controls nothing through retrieval (no API, or only others)."""
    ASSIST = "target_assist_api"
    """An LLM agent with the Assist API: every exposed entity in its prompt, and tools that
    reach all of them; the retrieved devices only add tokens."""
    BOTH = "target_both_apis"
    """Both the Assist and the Context Retrieval API: the full dump and all the Assist tools
    are there besides ours."""

    @property
    def fixable(self) -> bool:
        """Whether switching the agent to the Context Retrieval API fixes it."""
        return self in (Problem.NO_API, Problem.ASSIST, Problem.BOTH)


@dataclass(frozen=True, slots=True)
class AgentSetup:
    """One conversation agent as the checks see it."""

    agent_id: str
    name: str
    api_ids: tuple[str, ...] | None
    """The LLM APIs it uses; ``None`` when it is not an LLM agent whose setting can be read."""
    entry: ConfigEntry | None = None
    subentry: ConfigSubentry | None = None
    """Where its ``llm_hass_api`` setting lives (the subentry, else the entry's options)."""
    exists: bool = True

    @property
    def uses_retrieval(self) -> bool:
        """Whether its model reaches the home only through the Context Retrieval API."""
        return self.api_ids is not None and API_ID in self.api_ids

    @property
    def problem(self) -> Problem | None:
        """What it loses as the wrapper's target (``None``: nothing)."""
        if not self.exists:
            return Problem.MISSING
        if self.api_ids is None:
            return Problem.NOT_LLM
        unrestricted = UNRESTRICTED_APIS.intersection(self.api_ids)
        if API_ID in self.api_ids:
            return Problem.BOTH if unrestricted else None
        return Problem.ASSIST if unrestricted else Problem.NO_API

    @property
    def apis(self) -> str:
        """Its APIs for a message: ids as the user ticked them, or a dash."""
        return ", ".join(self.api_ids) if self.api_ids else "–"


def _api_ids(value: Any) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, (list, tuple)):
        return tuple(v for v in value if isinstance(v, str))
    return ()


@callback
def async_inspect_agent(hass: HomeAssistant, agent_id: str) -> AgentSetup:
    """Read an agent's set-up: an entity id (``conversation.…``) or a legacy agent's entry id."""
    info = conversation.async_get_agent_info(hass, agent_id)
    state = hass.states.get(agent_id)
    name = state.name if state is not None else info.name if info is not None else agent_id
    if info is None:
        return AgentSetup(agent_id, name, None, exists=False)
    entry: ConfigEntry | None
    subentry: ConfigSubentry | None = None
    if (registered := er.async_get(hass).async_get(agent_id)) is not None:
        entry = (
            hass.config_entries.async_get_entry(registered.config_entry_id)
            if registered.config_entry_id
            else None
        )
        if entry is not None and registered.config_subentry_id:
            subentry = entry.subentries.get(registered.config_subentry_id)
    else:
        entry = hass.config_entries.async_get_entry(agent_id)
    if entry is None or entry.domain == DOMAIN:
        return AgentSetup(agent_id, name, None)
    settings: Mapping[str, Any]
    if subentry is not None:
        settings = subentry.data
        is_llm = subentry.subentry_type == CONVERSATION_SUBENTRY or CONF_LLM_HASS_API in settings
    else:
        settings = entry.options
        is_llm = CONF_LLM_HASS_API in settings
    if not is_llm:
        return AgentSetup(agent_id, name, None, entry, subentry)
    return AgentSetup(agent_id, name, _api_ids(settings.get(CONF_LLM_HASS_API)), entry, subentry)


@callback
def async_llm_agents(hass: HomeAssistant) -> list[AgentSetup]:
    """Every conversation entity whose LLM API setting can be read."""
    found = []
    for state in hass.states.async_all(conversation.DOMAIN):
        setup = async_inspect_agent(hass, state.entity_id)
        if setup.exists and setup.api_ids is not None:
            found.append(setup)
    return found


@callback
def async_use_retrieval_api(hass: HomeAssistant, setup: AgentSetup) -> None:
    """Give the agent the Context Retrieval API in place of Home Assistant's own ones.

    Other APIs the user ticked stay. The agent's integration reloads it, as after its own
    options form.

    :raises ValueError: when the agent's setting cannot be written (not :attr:`Problem.fixable`).
    """
    if setup.entry is None or setup.api_ids is None:
        raise ValueError(f"{setup.agent_id} has no LLM API setting")
    kept = [api for api in setup.api_ids if api not in UNRESTRICTED_APIS and api != API_ID]
    api_ids = [API_ID, *kept]
    if setup.subentry is not None:
        hass.config_entries.async_update_subentry(
            setup.entry, setup.subentry, data={**setup.subentry.data, CONF_LLM_HASS_API: api_ids}
        )
    else:
        hass.config_entries.async_update_entry(
            setup.entry, options={**setup.entry.options, CONF_LLM_HASS_API: api_ids}
        )


# --------------------------------------------------------------------------- repair issues

AGENT_BOTH_APIS: Final = "agent_both_apis"
"""An agent other than the target that ticked both Assist and Context Retrieval."""
_SEVERITY: Final = {
    Problem.MISSING: ir.IssueSeverity.ERROR,
    Problem.NO_API: ir.IssueSeverity.ERROR,
    Problem.NOT_LLM: ir.IssueSeverity.WARNING,
    Problem.ASSIST: ir.IssueSeverity.WARNING,
    Problem.BOTH: ir.IssueSeverity.WARNING,
}


def placeholders(setup: AgentSetup) -> dict[str, str]:
    """What the flows and issues say about an agent."""
    return {"agent": setup.name, "agent_id": setup.agent_id, "apis": setup.apis}


def both_apis_issue_id(agent_id: str) -> str:
    """The issue of one agent (not the target) with both APIs."""
    return f"{AGENT_BOTH_APIS}.{agent_id}"


class AgentSetupMonitor:
    """Keeps the set-up issues true: the target's problem, and every other agent with both APIs.

    Checked once Home Assistant has started, when a conversation entity is removed from the
    registry (at once: the repair must not wait for the next request), and a moment after any
    config entry changed (an agent's API setting is in its entry, and a reloading agent is
    briefly gone).
    """

    def __init__(self, hass: HomeAssistant, entry: ConfigEntry) -> None:
        self.hass = hass
        self.entry = entry
        self._debouncer = Debouncer(
            hass,
            LOGGER,
            cooldown=AGENT_CHECK_COOLDOWN,
            immediate=False,
            function=self.async_check,
            background=True,
        )

    @callback
    def async_start(self) -> Callable[[], None]:
        """Check now and on every change; returns the function that stops it."""
        unsubscribe = [
            async_dispatcher_connect(
                self.hass, SIGNAL_CONFIG_ENTRY_CHANGED, self._async_entry_changed
            ),
            self.hass.bus.async_listen(
                er.EVENT_ENTITY_REGISTRY_UPDATED,
                self._async_registry_updated,
                event_filter=_is_conversation_entity,
            ),
        ]
        self.async_check()

        @callback
        def stop() -> None:
            for listener in unsubscribe:
                listener()
            self._debouncer.async_shutdown()

        return stop

    @callback
    def _async_entry_changed(self, change: Any, entry: ConfigEntry) -> None:
        if entry.entry_id != self.entry.entry_id:
            self._debouncer.async_schedule_call()

    @callback
    def _async_registry_updated(self, event: Event[er.EventEntityRegistryUpdatedData]) -> None:
        if event.data["action"] == "remove":
            self.async_check()
        else:
            self._debouncer.async_schedule_call()

    @callback
    def async_check(self) -> AgentSetup | None:
        """Raise or clear the issues; the target's set-up (``None`` when none is set)."""
        target_id: str | None = self.entry.options.get(CONF_TARGET_AGENT)
        target = async_inspect_agent(self.hass, target_id) if target_id else None
        problem = target.problem if target is not None else Problem.MISSING
        for kind in Problem:
            if kind is not problem:
                ir.async_delete_issue(self.hass, DOMAIN, kind.value)
        if problem is not None:
            LOGGER.debug("Target agent %s: %s", target_id, problem.value)
            ir.async_create_issue(
                self.hass,
                DOMAIN,
                problem.value,
                is_fixable=True,
                is_persistent=False,
                severity=_SEVERITY[problem],
                translation_key=problem.value,
                translation_placeholders=(
                    placeholders(target)
                    if target is not None
                    else {"agent": str(target_id), "agent_id": str(target_id), "apis": "–"}
                ),
                data={"agent_id": str(target_id)},
            )
        both = {
            both_apis_issue_id(agent.agent_id): agent
            for agent in async_llm_agents(self.hass)
            if agent.problem is Problem.BOTH and agent.agent_id != target_id
        }
        registry = ir.async_get(self.hass)
        for domain, issue_id in list(registry.issues):
            if (
                domain == DOMAIN
                and issue_id.startswith(f"{AGENT_BOTH_APIS}.")
                and issue_id not in both
            ):
                ir.async_delete_issue(self.hass, DOMAIN, issue_id)
        for issue_id, agent in both.items():
            ir.async_create_issue(
                self.hass,
                DOMAIN,
                issue_id,
                is_fixable=True,
                severity=ir.IssueSeverity.WARNING,
                translation_key=AGENT_BOTH_APIS,
                translation_placeholders=placeholders(agent),
                data={"agent_id": agent.agent_id},
            )
        return target


@callback
def _is_conversation_entity(event_data: er.EventEntityRegistryUpdatedData) -> bool:
    return event_data["entity_id"].startswith(f"{conversation.DOMAIN}.")


@callback
def async_delete_issues(hass: HomeAssistant) -> None:
    """Forget every issue of the integration (the entry is unloaded)."""
    for domain, issue_id in list(ir.async_get(hass).issues):
        if domain == DOMAIN:
            ir.async_delete_issue(hass, DOMAIN, issue_id)
