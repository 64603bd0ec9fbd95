"""The "Context Retrieval" LLM API: the retrieved entities, and tools that touch only them.

An LLM conversation agent that selects this API instead of "Assist" gets, per request, a
prompt with short instructions and the retrieved YAML (or the clarification question to ask),
and two tools:

* ``context_retrieval__call_service`` - ``entity_id`` is an enum of the retrieved entities,
  ``service`` an enum of the services that apply to them, ``data`` the service's fields; the
  call is checked again (entity retrieved and exposed, service applicable to that entity,
  fields offered to it) before the real service is called;
* ``context_retrieval__get_state`` - the current state of the retrieved entities.

The utterance is the last user message of the chat log the agent is working in
(``conversation.chat_log.current_chat_log``). When the "Context Retrieval" agent handed the
request over, it left its retrieval in :data:`handed_over`, and the API uses that instead of
retrieving again (and does not repeat the YAML the agent already put in the prompt).
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import voluptuous as vol
from homeassistant.components.homeassistant.exposed_entities import async_should_expose
from homeassistant.core import HomeAssistant, callback
from homeassistant.exceptions import HomeAssistantError
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import llm
from homeassistant.util.json import JsonObjectType

from .const import ASSISTANT, DOMAIN, LOGGER
from .engine.injection import STATE_ATTRIBUTES, YAML_SCORE_MARGIN
from .engine.results import NEED_CLARIFICATION, RetrievalResult
from .home import Index, device_area_id

if TYPE_CHECKING:
    from . import ContextRetrievalConfigEntry

API_ID: Final = DOMAIN
API_NAME: Final = "Context Retrieval"
CALL_TOOL: Final = f"{DOMAIN}__call_service"
STATE_TOOL: Final = f"{DOMAIN}__get_state"

PROMPT_CONTROL: Final = (
    "You control this smart home only through the tools {call} and {state}, and only the "
    "devices listed for the user's current request{where}: retrieval picked them from the "
    "whole home. To act, call {call} with a listed device's id as entity_id, one of the "
    "services listed for it, and in data only the fields listed for that service. Call "
    "{state} for a device's current state. If the user means a device that is not listed, "
    "say it was not found; never guess an entity_id."
)
PROMPT_ASK: Final = (
    "The user's current request is ambiguous. Do not control anything. Ask the user exactly "
    "this question, in the user's language, and nothing else: {question}"
)
PROMPT_NO_MATCH: Final = (
    "Retrieval found no device for the user's current request. If the user wants to control "
    "or check a device, say it was not found; never guess an entity_id."
)
PROMPT_NO_REQUEST: Final = (
    "No user request was found to retrieve devices for, so no device can be controlled now."
)
PROMPT_UNAVAILABLE: Final = (
    "The devices for the user's current request could not be retrieved ({error}). Say that "
    "the home cannot be controlled right now."
)
WHERE_BELOW: Final = " below"
WHERE_LATER: Final = " later in this prompt"

# Older Home Assistant versions have neither ToolResult nor ToolAnnotations (2026.10+).
_TOOL_RESULT: Any = getattr(llm, "ToolResult", None)
_ANNOTATIONS: Any = getattr(llm, "ToolAnnotations", None)


@dataclass(frozen=True, slots=True)
class HandedOver:
    """What the "Context Retrieval" agent retrieved for the request it is handing over."""

    conversation_id: str
    text: str
    result: RetrievalResult
    in_prompt: bool
    """Whether the retrieved YAML is already in the target's (extra) system prompt."""


handed_over: ContextVar[HandedOver | None] = ContextVar(
    "context_retrieval_handed_over", default=None
)


def _tool_result(data: JsonObjectType, *, error: bool = False) -> Any:
    """A ``ToolResult`` where Home Assistant has one, else the plain dict."""
    if _TOOL_RESULT is None:
        return data
    return _TOOL_RESULT(data=data, error=error)


def _refused(code: str, message: str) -> Any:
    LOGGER.debug("Tool call refused (%s): %s", code, message)
    return _tool_result({"error": code, "message": message}, error=True)


@callback
def _current_request() -> tuple[str | None, str | None]:
    """The last user message of the chat log being worked on, and its conversation id."""
    try:
        from homeassistant.components.conversation.chat_log import (  # not in __all__
            current_chat_log,
        )
    except ImportError:  # pragma: no cover - present since 2025.3
        return None, None
    chat_log = current_chat_log.get()
    if chat_log is None:
        return None, None
    for content in reversed(chat_log.content):
        if content.role == "user" and isinstance(content.content, str):
            return content.content, chat_log.conversation_id
    return None, chat_log.conversation_id


@dataclass(frozen=True, slots=True)
class Allowed:
    """What the tools of one instance accept."""

    services: dict[str, dict[str, frozenset[str]]]
    """entity_id → service → the data fields offered to that entity."""
    readable: tuple[str, ...]
    """Every retrieved entity, conditions included, in prompt order."""


def allowed_targets(index: Index, result: RetrievalResult) -> Allowed:
    """The entities the prompt shows, and the services that apply to each.

    The prompt leaves out candidates far below the best one (as the engine's YAML does), so
    the tools do too: the model can only name what it was shown.
    """
    home = index.home
    catalog = index.retriever.catalog
    shown: list[str] = []
    for command in result.commands:
        if command.candidates and not command.groups:
            best = command.candidates[0].score
            keep_all = command.hint == NEED_CLARIFICATION
            shown += [
                c.entity_id
                for c in command.candidates
                if keep_all or c.score >= best - YAML_SCORE_MARGIN
            ]
        shown += [e for group in command.groups for e in group.entity_ids]
    conditions = [e for command in result.commands for e in command.condition_entities]
    readable = tuple(dict.fromkeys(e for e in [*shown, *conditions] if e in home.entities))
    services: dict[str, dict[str, frozenset[str]]] = {}
    for entity_id in dict.fromkeys(shown):
        entity = home.entities.get(entity_id)
        if entity is None:
            continue
        capabilities = {c.service: c.field_names() for c in catalog.capabilities(entity)}
        if capabilities:
            services[entity_id] = capabilities
    return Allowed(services=services, readable=readable)


class CallServiceTool(llm.Tool):
    """Calls one applicable service on one retrieved entity."""

    name = CALL_TOOL
    title = "Control a retrieved device"
    integration = DOMAIN
    if _ANNOTATIONS is not None:
        annotations = _ANNOTATIONS(read_only=False, destructive=False, open_world=False)

    def __init__(self, allowed: Allowed) -> None:
        """Accept only the retrieved entities and the services that apply to them."""
        self.allowed = allowed
        services = sorted({s for by_service in allowed.services.values() for s in by_service})
        self.description = (
            "Call a Home Assistant service on one device retrieved for the current request. "
            "Use only the services and data fields listed for that device."
        )
        self.parameters = vol.Schema(
            {
                vol.Required("entity_id", description="The id of a listed device."): vol.In(
                    sorted(allowed.services)
                ),
                vol.Required(
                    "service", description="A service listed for that device (domain.service)."
                ): vol.In(services),
                vol.Optional(
                    "data", description="The service's fields, e.g. brightness_pct or temperature."
                ): dict,
            }
        )

    async def async_call(
        self, hass: HomeAssistant, tool_input: llm.ToolInput, llm_context: llm.LLMContext
    ) -> Any:
        """Check the call against what was retrieved, then call the service and wait."""
        args = tool_input.tool_args
        entity_id = args.get("entity_id")
        service = args.get("service")
        data = args.get("data") or {}
        if (
            not isinstance(entity_id, str)
            or (by_service := self.allowed.services.get(entity_id)) is None
        ):
            return _refused(
                "entity_not_retrieved",
                f"{entity_id!r} was not retrieved for this request; only these devices can be "
                f"controlled: {', '.join(self.allowed.services) or 'none'}.",
            )
        if not async_should_expose(hass, ASSISTANT, entity_id):
            return _refused("entity_not_exposed", f"{entity_id} is not exposed to Assist.")
        if not isinstance(service, str) or (fields := by_service.get(service)) is None:
            return _refused(
                "service_not_applicable",
                f"{service!r} does not apply to {entity_id}; it takes: "
                f"{', '.join(sorted(by_service))}.",
            )
        if not isinstance(data, dict):
            return _refused("invalid_data", "data must be an object of the service's fields.")
        if unknown := sorted(set(data) - fields):
            return _refused(
                "unknown_fields",
                f"{service} on {entity_id} does not take {', '.join(unknown)}; it takes: "
                f"{', '.join(sorted(fields)) or 'no fields'}.",
            )
        domain, _, name = service.partition(".")
        LOGGER.debug("Calling %s on %s with %s", service, entity_id, data)
        try:
            await hass.services.async_call(
                domain,
                name,
                {**data, "entity_id": entity_id},
                blocking=True,
                context=llm_context.context,
            )
        except (HomeAssistantError, vol.Invalid) as err:
            LOGGER.debug("%s on %s failed: %s", service, entity_id, err)
            return _tool_result(
                {"error": "service_failed", "message": str(err) or type(err).__name__},
                error=True,
            )
        state = hass.states.get(entity_id)
        return _tool_result(
            {
                "success": True,
                "entity_id": entity_id,
                "service": service,
                "state": state.state if state is not None else None,
            }
        )


class GetStateTool(llm.Tool):
    """Reads the current state of the retrieved entities."""

    name = STATE_TOOL
    title = "Read a retrieved device"
    integration = DOMAIN
    if _ANNOTATIONS is not None:
        annotations = _ANNOTATIONS(
            read_only=True, destructive=False, idempotent=True, open_world=False
        )

    def __init__(self, allowed: Allowed) -> None:
        """Read only the retrieved entities."""
        self.allowed = allowed
        self.description = (
            "The current state of devices retrieved for the current request "
            "(all of them when entity_id is left out)."
        )
        self.parameters = vol.Schema(
            {
                vol.Optional("entity_id", description="The id of a listed device."): vol.In(
                    list(allowed.readable)
                )
            }
        )

    async def async_call(
        self, hass: HomeAssistant, tool_input: llm.ToolInput, llm_context: llm.LLMContext
    ) -> Any:
        """The state, name and useful attributes of one or all retrieved entities."""
        wanted = tool_input.tool_args.get("entity_id")
        if wanted is not None and (
            not isinstance(wanted, str) or wanted not in self.allowed.readable
        ):
            return _refused(
                "entity_not_retrieved",
                f"{wanted!r} was not retrieved for this request; these were: "
                f"{', '.join(self.allowed.readable) or 'none'}.",
            )
        states: dict[str, Any] = {}
        for entity_id in [wanted] if wanted else self.allowed.readable:
            state = hass.states.get(entity_id)
            if state is None or not async_should_expose(hass, ASSISTANT, entity_id):
                continue
            attributes = {k: state.attributes[k] for k in STATE_ATTRIBUTES if k in state.attributes}
            states[entity_id] = {
                "name": state.name,
                "state": state.state,
                **({"attributes": attributes} if attributes else {}),
            }
        return _tool_result({"states": states})


class ContextRetrievalAPI(llm.API):
    """Retrieves for the current request and hands the agent only what it needs."""

    def __init__(self, hass: HomeAssistant, entry: ContextRetrievalConfigEntry) -> None:
        """One API per loaded entry."""
        super().__init__(hass=hass, id=API_ID, name=API_NAME)
        self.entry = entry

    async def async_get_api_instance(self, llm_context: llm.LLMContext) -> llm.APIInstance:
        """Retrieve for the request being answered and build the prompt and tools."""
        text, conversation_id = _current_request()
        if text is None:
            LOGGER.debug("LLM API asked for context without a user request")
            return self._instance(llm_context, PROMPT_NO_REQUEST)
        data = self.entry.runtime_data
        given = handed_over.get()
        in_prompt = False
        if given is not None and (given.conversation_id, given.text) == (conversation_id, text):
            result, in_prompt = given.result, given.in_prompt
            LOGGER.debug("LLM API uses what the agent retrieved for %r", text)
        else:
            try:
                result = await data.async_retrieve(
                    text,
                    conversation_id=conversation_id,
                    language=llm_context.language,
                    area_id=self._satellite_area(llm_context.device_id),
                )
            except Exception as err:  # noqa: BLE001 - the agent must still get an answer
                LOGGER.warning("LLM API could not retrieve for the request: %s", err)
                return self._instance(llm_context, PROMPT_UNAVAILABLE.format(error=err))
        index = data.sync.index
        if (question := result.question) is not None:
            LOGGER.debug("LLM API tells the agent to ask: %s", question)
            prompt = PROMPT_ASK.format(question=question)
            return self._instance(llm_context, prompt if in_prompt else f"{prompt}\n{result.yaml}")
        allowed = allowed_targets(index, result) if index is not None else Allowed({}, ())
        if not allowed.readable:
            LOGGER.debug("LLM API found no entity for %r", text)
            return self._instance(llm_context, PROMPT_NO_MATCH)
        instructions = PROMPT_CONTROL.format(
            call=CALL_TOOL, state=STATE_TOOL, where=WHERE_LATER if in_prompt else WHERE_BELOW
        )
        tools: list[llm.Tool] = [GetStateTool(allowed)]
        if allowed.services:
            tools.insert(0, CallServiceTool(allowed))
        LOGGER.debug(
            "LLM API instance: %d controllable and %d readable entities",
            len(allowed.services),
            len(allowed.readable),
        )
        prompt = instructions if in_prompt else f"{instructions}\n{result.yaml}"
        return self._instance(llm_context, prompt, tools)

    def _instance(
        self, llm_context: llm.LLMContext, prompt: str, tools: list[llm.Tool] | None = None
    ) -> llm.APIInstance:
        return llm.APIInstance(
            api=self, api_prompt=prompt, llm_context=llm_context, tools=tools or []
        )

    @callback
    def _satellite_area(self, device_id: str | None) -> str | None:
        """The area of the device the user spoke to."""
        if device_id and (device := dr.async_get(self.hass).async_get(device_id)):
            return device_area_id(self.hass, device)
        return None
