"""The "Context Retrieval" LLM API: the retrieved entities, and tools that touch only them.

An LLM conversation agent that selects this API instead of "Assist" gets, per request, a
prompt with short instructions and the retrieved YAML (or the clarification question to ask),
and two tools:

* ``context_retrieval__call_service`` - ``entity_id`` is a list drawn from an enum of the
  retrieved entities (a bulk request is one call), ``service`` an enum of the services that
  apply to them, ``data`` the service's fields; the call is checked again (each entity
  retrieved and exposed, the service applicable to each, the fields offered to each) before
  the real service is called;
* ``context_retrieval__get_state`` - the current state of the retrieved entities and the
  services each takes.

The utterance is the last user message of the chat log the agent is working in
(``conversation.chat_log.current_chat_log``). When the "Context Retrieval" agent handed the
request over, it left its retrieval in :data:`handed_over`, and the API uses that instead of
retrieving again (and does not repeat the YAML the agent already put in the prompt).

Home Assistant 2026.11 reuses an agent's API instance on later turns of a conversation when
neither the agent, the user, the device nor the extra system prompt changed, so the prompt
can be one turn old (the wrapper agent avoids this: its extra prompt changes every turn). The
tools therefore never trust the instance they belong to: each call is checked against the
retrieval for the message being answered at that moment (:class:`RequestTargets`), and
``get_state`` without an entity answers for that message, which the prompt tells the model to
ask for when the listed devices were retrieved for an earlier message.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
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

from .const import ASSISTANT, DOMAIN, LLM_API_ID, LOGGER
from .engine.injection import STATE_ATTRIBUTES
from .engine.text import clean
from .engine.results import RetrievalResult
from .home import Index, device_area_id

if TYPE_CHECKING:
    from . import ContextRetrievalConfigEntry

API_ID: Final = LLM_API_ID
API_NAME: Final = "Context Retrieval"
CALL_TOOL: Final = f"{DOMAIN}__call_service"
STATE_TOOL: Final = f"{DOMAIN}__get_state"

PROMPT_CONTROL: Final = (
    "You control this smart home only through the tools {call} and {state}, and only the "
    "devices listed for the user's current request{where}: retrieval picked them from the "
    "whole home. To act, call {call} with the ids of listed devices as entity_id (all the "
    "devices one action applies to in one call), one of the services listed for them, and "
    "in data only the fields listed for that service. Call {state} for a device's current "
    "state. If the user means a device that is not listed, say it was not found; never "
    "guess an entity_id."
)
PROMPT_ASK: Final = (
    "The user's current request is ambiguous. Do not control anything. Ask the user exactly "
    "this question, in the user's language, and nothing else: {question}"
)
PROMPT_LATER_TURNS: Final = (
    "This was retrieved for the user's message {said}. If the user's latest message is a "
    "different one, call {state} without entity_id first: it answers with the devices "
    "retrieved for the latest message and the services each takes."
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
    """What the tools accept for one request."""

    services: dict[str, dict[str, frozenset[str]]]
    """entity_id → service → the data fields offered to that entity."""
    readable: tuple[str, ...]
    """Every retrieved entity, conditions included, in prompt order."""
    question: str | None = None
    """The clarification question while the request is ambiguous: nothing may be controlled."""

    @property
    def controllable(self) -> dict[str, dict[str, frozenset[str]]]:
        """What may be controlled now: nothing while a question is open."""
        return {} if self.question is not None else self.services

    def describe(self) -> str:
        """The controllable entities and their services, for a refusal the model can act on."""
        if self.question is not None:
            return f"The request is ambiguous; ask the user: {self.question}"
        listed = "; ".join(
            f"{entity_id} ({', '.join(sorted(services))})"
            for entity_id, services in self.services.items()
        )
        return f"Only these devices can be controlled: {listed or 'none'}."


NOTHING: Final = Allowed({}, ())


def allowed_targets(index: Index, result: RetrievalResult) -> Allowed:
    """The entities the prompt shows, and the services that apply to each.

    The tools accept what the YAML shows (``CommandResult.shown_candidates`` and the bulk
    groups): the model can only name what it was shown. While the request is ambiguous the
    candidates are shown but none may be controlled.
    """
    home = index.home
    catalog = index.retriever.catalog
    shown: list[str] = []
    for command in result.commands:
        shown += [c.entity_id for c in command.shown_candidates]
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
    return Allowed(services=services, readable=readable, question=result.question)


type Request = tuple[str, str | None]
"""A user message and its conversation id."""


class RequestTargets:
    """What the tools of one instance accept: the retrieval for the message being answered.

    The instance was built for one message; when the agent reuses it for a later message of
    the conversation (Home Assistant 2026.11 does), the first tool call of that message
    retrieves for it, and every call is checked against that retrieval instead.
    """

    def __init__(
        self,
        api: ContextRetrievalAPI,
        llm_context: llm.LLMContext,
        request: Request,
        allowed: Allowed,
    ) -> None:
        """Start with the retrieval the instance was built from."""
        self._api = api
        self._llm_context = llm_context
        self._latest: tuple[Request, Allowed] = (request, allowed)

    async def async_current(self) -> Allowed:
        """What may be named for the user message being answered now."""
        text, conversation_id = _current_request()
        request, allowed = self._latest
        if text is None or (text, conversation_id) == request:
            return allowed
        LOGGER.debug("LLM API instance reused for a later message %r; retrieving for it", text)
        try:
            result, _ = await self._api.async_result_for(text, conversation_id, self._llm_context)
        except Exception as err:  # noqa: BLE001 - refuse the call, never break the turn
            LOGGER.warning("LLM API could not retrieve for the request: %s", err)
            allowed = NOTHING
        else:
            allowed = self._api.allowed_for(result)
        self._latest = ((text, conversation_id), allowed)
        return allowed


def _one_of(values: list[str]) -> Any:
    """An enum of the values offered, or any string where there are none (an empty enum is
    not valid JSON schema); calls are checked against the retrieval either way."""
    return vol.In(values) if values else str


def _entity_ids(value: Any) -> list[str] | None:
    """The entity ids of a call: one id or a list of them; ``None`` when neither."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return list(dict.fromkeys(value))
    return None


class CallServiceTool(llm.Tool):
    """Calls one applicable service on retrieved entities."""

    name = CALL_TOOL
    title = "Control retrieved devices"
    integration = DOMAIN
    if _ANNOTATIONS is not None:
        annotations = _ANNOTATIONS(read_only=False, destructive=False, open_world=False)

    def __init__(self, targets: RequestTargets, offered: Allowed) -> None:
        """Offer the entities and services of the prompt; check calls against ``targets``."""
        self.targets = targets
        services = sorted({s for by_service in offered.services.values() for s in by_service})
        self.description = (
            "Call a Home Assistant service on devices retrieved for the current request. "
            "Use only the services and data fields listed for those devices."
        )
        self.parameters = vol.Schema(
            {
                vol.Required(
                    "entity_id",
                    description="The ids of listed devices the service applies to.",
                ): [_one_of(sorted(offered.services))],
                vol.Required(
                    "service", description="A service listed for those devices (domain.service)."
                ): _one_of(services),
                vol.Optional(
                    "data", description="The service's fields, e.g. brightness_pct or temperature."
                ): dict,
            }
        )

    async def async_call(
        self, hass: HomeAssistant, tool_input: llm.ToolInput, llm_context: llm.LLMContext
    ) -> Any:
        """Check the call against what was retrieved, then call the service and wait."""
        allowed = await self.targets.async_current()
        controllable = allowed.controllable
        args = tool_input.tool_args
        service = args.get("service")
        data = args.get("data") or {}
        entity_ids = _entity_ids(args.get("entity_id"))
        if allowed.question is not None:
            return _refused("request_ambiguous", allowed.describe())
        if entity_ids is None:
            return _refused("entity_not_retrieved", f"entity_id is missing. {allowed.describe()}")
        if missing := [e for e in entity_ids if e not in controllable]:
            return _refused(
                "entity_not_retrieved",
                f"{', '.join(map(repr, missing))} cannot be controlled for this request. "
                f"{allowed.describe()}",
            )
        if hidden := [e for e in entity_ids if not async_should_expose(hass, ASSISTANT, e)]:
            return _refused("entity_not_exposed", f"{', '.join(hidden)} not exposed to Assist.")
        if not isinstance(data, dict):
            return _refused("invalid_data", "data must be an object of the service's fields.")
        for entity_id in entity_ids:
            by_service = controllable[entity_id]
            if not isinstance(service, str) or (fields := by_service.get(service)) is None:
                return _refused(
                    "service_not_applicable",
                    f"{service!r} does not apply to {entity_id}; it takes: "
                    f"{', '.join(sorted(by_service))}.",
                )
            if unknown := sorted(set(data) - fields):
                return _refused(
                    "unknown_fields",
                    f"{service} on {entity_id} does not take {', '.join(unknown)}; it takes: "
                    f"{', '.join(sorted(fields)) or 'no fields'}.",
                )
        assert isinstance(service, str)
        domain, _, name = service.partition(".")
        target: str | list[str] = entity_ids[0] if len(entity_ids) == 1 else entity_ids
        LOGGER.debug("Calling %s on %s with %s", service, target, data)
        try:
            await hass.services.async_call(
                domain,
                name,
                {**data, "entity_id": target},
                blocking=True,
                context=llm_context.context,
            )
        except (HomeAssistantError, vol.Invalid) as err:
            LOGGER.debug("%s on %s failed: %s", service, target, err)
            return _tool_result(
                {"error": "service_failed", "message": str(err) or type(err).__name__},
                error=True,
            )
        states = {
            entity_id: state.state if (state := hass.states.get(entity_id)) else None
            for entity_id in entity_ids
        }
        return _tool_result(
            {"success": True, "entity_id": target, "service": service, "state": _one_or_all(states)}
        )


def _one_or_all(states: dict[str, str | None]) -> Any:
    """One entity's state as it is, several as a mapping."""
    if len(states) == 1:
        return next(iter(states.values()))
    return states


class GetStateTool(llm.Tool):
    """Reads the current state of the retrieved entities."""

    name = STATE_TOOL
    title = "Read retrieved devices"
    integration = DOMAIN
    if _ANNOTATIONS is not None:
        annotations = _ANNOTATIONS(
            read_only=True, destructive=False, idempotent=True, open_world=False
        )

    def __init__(self, targets: RequestTargets, offered: Allowed) -> None:
        """Offer the entities of the prompt; answer for the message being answered."""
        self.targets = targets
        self.description = (
            "The current state of devices retrieved for the user's latest request and the "
            "services each takes (all of them when entity_id is left out)."
        )
        self.parameters = vol.Schema(
            {
                vol.Optional("entity_id", description="The id of a listed device."): _one_of(
                    list(offered.readable)
                )
            }
        )

    async def async_call(
        self, hass: HomeAssistant, tool_input: llm.ToolInput, llm_context: llm.LLMContext
    ) -> Any:
        """The state, name, useful attributes and services of one or all retrieved entities."""
        allowed = await self.targets.async_current()
        wanted = tool_input.tool_args.get("entity_id")
        if wanted is not None and (not isinstance(wanted, str) or wanted not in allowed.readable):
            return _refused(
                "entity_not_retrieved",
                f"{wanted!r} was not retrieved for this request; these were: "
                f"{', '.join(allowed.readable) or 'none'}.",
            )
        controllable = allowed.controllable
        states: dict[str, Any] = {}
        for entity_id in [wanted] if wanted else allowed.readable:
            state = hass.states.get(entity_id)
            if state is None or not async_should_expose(hass, ASSISTANT, entity_id):
                continue
            attributes = {k: state.attributes[k] for k in STATE_ATTRIBUTES if k in state.attributes}
            services = sorted(controllable.get(entity_id, {}))
            states[entity_id] = {
                "name": state.name,
                "state": state.state,
                **({"attributes": attributes} if attributes else {}),
                **({"services": services} if services else {}),
            }
        found: dict[str, Any] = {"states": states}
        if allowed.question is not None:
            found["ask_user"] = allowed.question
        return _tool_result(found)


class ContextRetrievalAPI(llm.API):
    """Retrieves for the current request and hands the agent only what it needs."""

    def __init__(self, hass: HomeAssistant, entry: ContextRetrievalConfigEntry) -> None:
        """One API per loaded entry."""
        super().__init__(hass=hass, id=API_ID, name=API_NAME)
        self.entry = entry

    async def async_result_for(
        self, text: str, conversation_id: str | None, llm_context: llm.LLMContext
    ) -> tuple[RetrievalResult, bool]:
        """The retrieval for one user message, and whether its YAML is already in the prompt.

        What the "Context Retrieval" agent retrieved for the message it hands over is used as
        it is; anything else is retrieved now.
        """
        given = handed_over.get()
        if given is not None and (given.conversation_id, given.text) == (conversation_id, text):
            LOGGER.debug("LLM API uses what the agent retrieved for %r", text)
            return given.result, given.in_prompt
        result = await self.entry.runtime_data.async_retrieve(
            text,
            conversation_id=conversation_id,
            language=llm_context.language,
            area_id=self._satellite_area(llm_context.device_id),
        )
        return result, False

    def allowed_for(self, result: RetrievalResult) -> Allowed:
        """What the tools accept for a retrieval (nothing without an index)."""
        index = self.entry.runtime_data.sync.index
        return allowed_targets(index, result) if index is not None else NOTHING

    async def async_get_api_instance(self, llm_context: llm.LLMContext) -> llm.APIInstance:
        """Retrieve for the request being answered and build the prompt and tools."""
        text, conversation_id = _current_request()
        if text is None:
            LOGGER.debug("LLM API asked for context without a user request")
            return self._instance(llm_context, PROMPT_NO_REQUEST)
        try:
            result, in_prompt = await self.async_result_for(text, conversation_id, llm_context)
        except Exception as err:  # noqa: BLE001 - the agent must still get an answer
            LOGGER.warning("LLM API could not retrieve for the request: %s", err)
            return self._instance(llm_context, PROMPT_UNAVAILABLE.format(error=err))
        allowed = self.allowed_for(result)
        # The tools come with every instance, even one with nothing to offer: an agent that
        # reuses it for a later message needs them to reach that message's devices.
        targets = RequestTargets(self, llm_context, (text, conversation_id), allowed)
        tools = [CallServiceTool(targets, allowed), GetStateTool(targets, allowed)]
        yaml = "" if in_prompt else f"\n{result.yaml}"
        if (question := result.question) is not None:
            LOGGER.debug("LLM API tells the agent to ask: %s", question)
            instructions = PROMPT_ASK.format(question=question)
        elif not allowed.readable:
            LOGGER.debug("LLM API found no entity for %r", text)
            instructions, yaml = PROMPT_NO_MATCH, ""
        else:
            instructions = PROMPT_CONTROL.format(
                call=CALL_TOOL, state=STATE_TOOL, where=WHERE_LATER if in_prompt else WHERE_BELOW
            )
            LOGGER.debug(
                "LLM API instance: %d controllable and %d readable entities",
                len(allowed.services),
                len(allowed.readable),
            )
        later = PROMPT_LATER_TURNS.format(
            said=json.dumps(clean(text), ensure_ascii=False), state=STATE_TOOL
        )
        return self._instance(llm_context, f"{instructions}\n{later}{yaml}", tools)

    def _instance(
        self, llm_context: llm.LLMContext, prompt: str, tools: Iterable[llm.Tool] = ()
    ) -> llm.APIInstance:
        return llm.APIInstance(
            api=self, api_prompt=prompt, llm_context=llm_context, tools=list(tools)
        )

    @callback
    def _satellite_area(self, device_id: str | None) -> str | None:
        """The area of the device the user spoke to."""
        if device_id and (device := dr.async_get(self.hass).async_get(device_id)):
            return device_area_id(self.hass, device)
        return None
