"""Fix flows of the repair issues.

* The target agent is gone, or ignores the retrieved devices: choose another target (and, when
  that one needs it, give it the Context Retrieval API).
* The target agent (or another agent) lacks the Context Retrieval API or has Assist beside it:
  one confirmation gives it the Context Retrieval API in place of Home Assistant's own.
* An endpoint keeps failing: switch the entry to what works offline (local parser, built-in
  embedder).
* The built-in semantic model cannot be installed or run: turn the semantic side off, so the
  warning goes and the entry no longer tries (and, with pip, retries) at every start.
"""

from __future__ import annotations

from typing import Any

from homeassistant.components.repairs import RepairsFlow, RepairsFlowResult
from homeassistant.core import HomeAssistant
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.selector import ConversationAgentSelector

from .agent_setup import AGENT_BOTH_APIS, Problem, async_inspect_agent
from .config_flow import TargetSetupSteps, _target_error
from .const import (
    CONF_EMBEDDER,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_TARGET_AGENT,
    DOMAIN,
    EMBEDDER_BUILTIN,
    PARSER_LOCAL,
)
from .health import ISSUE_EMBEDDER_FAILING, ISSUE_LLM_FAILING
from .home import ISSUE_SEMANTIC_UNAVAILABLE
from .schema import vol

# What each endpoint's fix switches to, and the entry data it no longer needs.
_OFFLINE = {
    ISSUE_LLM_FAILING: (CONF_PARSER, PARSER_LOCAL),
    ISSUE_EMBEDDER_FAILING: (CONF_EMBEDDER, EMBEDDER_BUILTIN),
}


def _entry(hass: HomeAssistant) -> Any:
    entries = hass.config_entries.async_loaded_entries(DOMAIN)
    return entries[0] if entries else None


class ChooseTargetFlow(TargetSetupSteps[RepairsFlowResult], RepairsFlow):
    """Choose another target agent for the "Context Retrieval" agent."""

    async def async_step_init(self, user_input: dict[str, Any] | None = None) -> RepairsFlowResult:
        """The flow starts with the issue's data, not an answer: show the selector."""
        return await self.async_step_choose()

    async def async_step_choose(
        self, user_input: dict[str, Any] | None = None
    ) -> RepairsFlowResult:
        """The agent selector."""
        if (entry := _entry(self.hass)) is None:
            return self.async_abort(reason="not_loaded")
        errors: dict[str, str] = {}
        if user_input is not None:
            agent_id = user_input[CONF_TARGET_AGENT]
            if error := _target_error(self.hass, agent_id):
                errors[CONF_TARGET_AGENT] = error
            elif async_inspect_agent(self.hass, agent_id).problem is Problem.NOT_LLM:
                errors[CONF_TARGET_AGENT] = "target_not_llm"
            else:
                self._agent_id = agent_id
                if step := await self._async_target_chosen(agent_id):
                    return step
                return await self._async_target_done()
        return self.async_show_form(
            step_id="choose",
            data_schema=vol.Schema({vol.Required(CONF_TARGET_AGENT): ConversationAgentSelector()}),
            errors=errors,
            description_placeholders={"agent_id": str(entry.options.get(CONF_TARGET_AGENT))},
        )

    async def _async_target_done(self) -> RepairsFlowResult:
        entry = _entry(self.hass)
        if entry is None:
            return self.async_abort(reason="not_loaded")
        self._async_apply_target_choice()
        self.hass.config_entries.async_update_entry(
            entry, options={**entry.options, CONF_TARGET_AGENT: self._agent_id}
        )
        self.hass.config_entries.async_schedule_reload(entry.entry_id)
        return self.async_create_entry(data={})


class UseRetrievalApiFlow(TargetSetupSteps[RepairsFlowResult], RepairsFlow):
    """Give an agent the Context Retrieval API in place of Assist (or none)."""

    def __init__(self, agent_id: str) -> None:
        self._agent_id = agent_id

    async def async_step_init(self, user_input: dict[str, Any] | None = None) -> RepairsFlowResult:
        """The agent's own form: what it loses, and the offer to fix it."""
        setup = async_inspect_agent(self.hass, self._agent_id)
        if setup.problem is None or not setup.problem.fixable:
            return self.async_abort(reason="agent_changed")
        step = await self._async_target_chosen(self._agent_id)
        assert step is not None
        return step

    async def _async_target_done(self) -> RepairsFlowResult:
        self._async_apply_target_choice()
        return self.async_create_entry(data={})


class _ConfirmAndReloadFlow(RepairsFlow):
    """One confirmation, then a change to the entry, which reloads with it."""

    async def async_step_init(self, user_input: dict[str, Any] | None = None) -> RepairsFlowResult:
        """The flow starts with the issue's data, not an answer: ask first."""
        return await self.async_step_confirm()

    async def async_step_confirm(
        self, user_input: dict[str, Any] | None = None
    ) -> RepairsFlowResult:
        """Confirm the change; the entry reloads with it."""
        if (entry := _entry(self.hass)) is None:
            return self.async_abort(reason="not_loaded")
        if user_input is None:
            return self.async_show_form(
                step_id="confirm",
                data_schema=vol.Schema({}),
                description_placeholders=self._placeholders(),
            )
        self._change(entry)
        self.hass.config_entries.async_schedule_reload(entry.entry_id)
        return self.async_create_entry(data={})

    def _placeholders(self) -> dict[str, str]:
        return {}

    def _change(self, entry: Any) -> None:
        raise NotImplementedError


class UseOfflineFlow(_ConfirmAndReloadFlow):
    """Serve requests without the failing endpoint from now on."""

    def __init__(self, issue_id: str) -> None:
        self._issue_id = issue_id

    def _placeholders(self) -> dict[str, str]:
        issue = ir.async_get(self.hass).async_get_issue(DOMAIN, self._issue_id)
        if issue is None:
            return {"endpoint": "?"}
        return dict(issue.translation_placeholders or {})

    def _change(self, entry: Any) -> None:
        key, offline = _OFFLINE[self._issue_id]
        self.hass.config_entries.async_update_entry(entry, data={**entry.data, key: offline})


class SemanticOffFlow(_ConfirmAndReloadFlow):
    """Turn the semantic side off: requests are matched with character n-grams, as they
    already are while the model is unavailable."""

    def _change(self, entry: Any) -> None:
        self.hass.config_entries.async_update_entry(
            entry, options={**entry.options, CONF_SEMANTIC: False}
        )


async def async_create_fix_flow(
    hass: HomeAssistant, issue_id: str, data: dict[str, Any] | None
) -> RepairsFlow:
    """The fix flow of an issue."""
    if issue_id in _OFFLINE:
        return UseOfflineFlow(issue_id)
    if issue_id == ISSUE_SEMANTIC_UNAVAILABLE:
        return SemanticOffFlow()
    agent_id = str((data or {}).get("agent_id"))
    if issue_id in (Problem.MISSING, Problem.NOT_LLM):
        return ChooseTargetFlow()
    if issue_id in (Problem.NO_API, Problem.ASSIST, Problem.BOTH) or issue_id.startswith(
        f"{AGENT_BOTH_APIS}."
    ):
        return UseRetrievalApiFlow(agent_id)
    raise ValueError(f"no fix flow for {issue_id}")
