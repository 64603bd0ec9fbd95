"""The "Context Retrieval" LLM API: the retrieved entities, and tools that touch only them.

An LLM conversation agent that selects this API instead of "Assist" gets, per request, a
prompt with short instructions and the retrieved YAML (or the clarification question to ask),
and two tools:

* ``context_retrieval__call_service`` - ``entity_id`` a list of retrieved entities (a bulk
  request is one call), ``service``, ``data``; the call is checked (each entity retrieved and
  exposed, the service permitted on each by least privilege, :mod:`.engine.permissions`, the
  fields offered to each) before the real service is called;
* ``context_retrieval__get_state`` - one retrieved entity's live state; without an entity,
  what was retrieved for the message being answered (its YAML).

The schemas carry no enums of entities or services: the prompt lists them, an instance that
Home Assistant reuses for a later message would offer stale ones, and every call is checked
anyway. That keeps the tools short (issue #9: the model gets under 2 % of Assist's tokens on
a 1,000-entity home).

The utterance is the last user message of the chat log the agent is working in
(``conversation.chat_log.current_chat_log``). When the "Context Retrieval" agent handed the
request over, it left its retrieval in :data:`handed_over`, and the API uses that instead of
retrieving again (and does not repeat the YAML the agent already put in the prompt).

Home Assistant 2026.11 reuses an agent's API instance on later turns of a conversation when
neither the agent, the user, the device nor the extra system prompt changed, so the prompt
can be one turn old (the wrapper agent avoids this: its extra prompt changes every turn). The
tools therefore never trust the instance they belong to: each call is checked against the
retrieval for the message being answered at that moment (:class:`RequestTargets`), and
``get_state`` without an entity answers with that message's retrieval (the YAML the prompt
would have held), which the prompt tells the model to ask for when the listed devices were
retrieved for an earlier message.

Everything from the home that a tool answers with goes through :func:`.engine.text.clean`:
names, states and attributes are data, one line each.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from homeassistant.components.homeassistant.exposed_entities import async_should_expose
from homeassistant.core import HomeAssistant, callback
from homeassistant.exceptions import HomeAssistantError
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import llm

from .const import ASSISTANT, DOMAIN, LLM_API_ID, LOGGER
from .engine.injection import STATE_ATTRIBUTES
from .engine.limits import RequestError
from .engine.logs import Throttled, said
from .engine.permissions import merged
from .engine.results import RetrievalResult
from .engine.text import clean
from .home import Index, device_area_id
from .schema import vol

if TYPE_CHECKING:
    from . import ContextRetrievalConfigEntry

API_ID: Final = LLM_API_ID
API_NAME: Final = "Context Retrieval"
CALL_TOOL: Final = f"{DOMAIN}__call_service"
STATE_TOOL: Final = f"{DOMAIN}__get_state"

PROMPT_CONTROL: Final = (
    "Control the home only with {call}: devices listed {where}, a service listed for the "
    "device, data with its listed fields. A device not listed was not found; never guess ids."
)
PROMPT_ASK: Final = (
    "The request is ambiguous: control nothing, ask the user in their language: {question}"
)
PROMPT_LATER_TURNS: Final = (
    "Listed for the message {said}; for a later message call {state} without entity_id first."
)
PROMPT_NO_MATCH: Final = "No device fits the request; if the user wants one, say it was not found."
PROMPT_NO_REQUEST: Final = (
    "No user request was found to retrieve devices for, so no device can be controlled now."
)
PROMPT_TOO_LONG: Final = (
    "The message is too long ({length} characters, at most {max}): control nothing, ask the "
    "user to say it shorter."
)
PROMPT_UNAVAILABLE: Final = (
    "The devices for the user's current request could not be retrieved ({error}). Say that "
    "the home cannot be controlled right now."
)
WHERE_BELOW: Final = "below"
WHERE_LATER: Final = "later in this prompt"
MAX_ATTRIBUTE_CHARS: Final = 64
"""An attribute value get_state answers with is one line of at most this many characters."""

_RETRIEVAL_FAILED = Throttled(LOGGER)
"""Retrieval fails for every message while something is broken: warn once in a while."""

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


def _tool_result(data: dict[str, Any], *, error: bool = False) -> Any:
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
    """entity_id → permitted service → the data fields offered to that entity."""
    readable: tuple[str, ...]
    """Every retrieved entity, conditions included, in prompt order."""
    question: str | None = None
    """The clarification question while the request is ambiguous: nothing may be controlled."""
    said: str | None = None
    """The message this was retrieved for."""
    context: str | None = None
    """What was retrieved for it, as the prompt's YAML (or why nothing can be)."""

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


def allowed_targets(index: Index, result: RetrievalResult, said: str | None = None) -> Allowed:
    """The entities the prompt shows, and the services a call may use on each.

    The services are the engine's least-privilege decision (``CommandResult.permitted``,
    :mod:`.engine.permissions`), the same the YAML offers: what retrieval chose and its
    same-intent alternatives, nothing for what is only read, and security-relevant services
    only as the request asked. While the request is ambiguous the candidates are shown but
    none may be controlled.
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
    for entity_id, permitted in merged(result.commands).items():
        entity = home.entities.get(entity_id)
        if entity is None:
            continue
        fields = {c.service: c.field_names() for c in catalog.capabilities(entity)}
        if offered := {s: fields[s] for s in sorted(permitted) if s in fields}:
            services[entity_id] = offered
    return Allowed(
        services=services,
        readable=readable,
        question=result.question,
        said=said,
        context=result.yaml,
    )


def too_long(err: RequestError, said: str) -> Allowed:
    """Nothing for a message out of bounds, and the reason instead of a retrieval."""
    return Allowed({}, (), said=said, context=PROMPT_TOO_LONG.format(**err.placeholders))


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
        LOGGER.debug("LLM API instance reused for a later message %s; retrieving", said(text))
        try:
            result, _ = await self._api.async_result_for(text, conversation_id, self._llm_context)
        except RequestError as err:
            allowed = too_long(err, text)
        except Exception as err:  # noqa: BLE001 - refuse the call, never break the turn
            _RETRIEVAL_FAILED.warning("LLM API could not retrieve for the request: %s", err)
            allowed = NOTHING
        else:
            allowed = self._api.allowed_for(result, text)
        self._latest = ((text, conversation_id), allowed)
        return allowed


def _entity_ids(value: Any) -> list[str] | None:
    """The entity ids of a call: one id or a list of them; ``None`` when neither."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return list(dict.fromkeys(value))
    return None


class CallServiceTool(llm.Tool):
    """Calls one permitted service on retrieved entities."""

    name = CALL_TOOL
    title = "Control retrieved devices"
    description = "Call a listed service on listed devices."
    integration = DOMAIN
    parameters = vol.Schema(
        {
            vol.Required("entity_id", description="ids of listed devices"): [str],
            vol.Required("service", description="listed domain.service"): str,
            vol.Optional("data", description="listed fields only"): dict,
        }
    )
    if _ANNOTATIONS is not None:
        annotations = _ANNOTATIONS(read_only=False, destructive=False, open_world=False)

    def __init__(self, targets: RequestTargets) -> None:
        """Check calls against ``targets``: the retrieval for the message being answered."""
        self.targets = targets

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
        if missing := [e for e in entity_ids if e not in allowed.readable]:
            return _refused(
                "entity_not_retrieved",
                f"{', '.join(repr(clean(e)) for e in missing)} cannot be controlled for this "
                f"request. {allowed.describe()}",
            )
        if read_only := [e for e in entity_ids if e not in controllable]:
            # Retrieved to be read (a question about it, a condition's sensor): reading never
            # permits writing.
            return _refused(
                "service_not_permitted",
                f"{', '.join(read_only)} may only be read for this request. {allowed.describe()}",
            )
        if hidden := [e for e in entity_ids if not async_should_expose(hass, ASSISTANT, e)]:
            return _refused("entity_not_exposed", f"{', '.join(hidden)} not exposed to Assist.")
        if not isinstance(data, dict):
            return _refused("invalid_data", "data must be an object of the service's fields.")
        for entity_id in entity_ids:
            by_service = controllable[entity_id]
            if not isinstance(service, str) or (fields := by_service.get(service)) is None:
                return _refused(
                    "service_not_permitted",
                    f"{clean(repr(service))} may not be called on {entity_id} for this request; "
                    f"it may take: {', '.join(sorted(by_service))}.",
                )
            if unknown := sorted(set(data) - fields):
                return _refused(
                    "unknown_fields",
                    f"{service} on {entity_id} does not take "
                    f"{', '.join(clean(str(f)) for f in unknown)}; it takes: "
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
            entity_id: clean(state.state) if (state := hass.states.get(entity_id)) else None
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
    """Reads a retrieved entity, or what was retrieved for the message being answered."""

    name = STATE_TOOL
    title = "Read retrieved devices"
    description = (
        "A listed device's live state; without entity_id, the devices for the latest message."
    )
    integration = DOMAIN
    parameters = vol.Schema({vol.Optional("entity_id"): str})
    if _ANNOTATIONS is not None:
        annotations = _ANNOTATIONS(
            read_only=True, destructive=False, idempotent=True, open_world=False
        )

    def __init__(self, targets: RequestTargets) -> None:
        """Answer for the message being answered."""
        self.targets = targets

    async def async_call(
        self, hass: HomeAssistant, tool_input: llm.ToolInput, llm_context: llm.LLMContext
    ) -> Any:
        """One entity's live state, name, useful attributes and permitted services; without
        one, the retrieval for the message being answered (its YAML, or its question)."""
        allowed = await self.targets.async_current()
        wanted = tool_input.tool_args.get("entity_id")
        if wanted is None:
            found: dict[str, Any] = {"retrieved_for": clean(allowed.said or "")}
            if allowed.question is not None:
                found["ask_user"] = allowed.question
            else:
                found["devices"] = allowed.context or "none"
            return _tool_result(found)
        if not isinstance(wanted, str) or wanted not in allowed.readable:
            return _refused(
                "entity_not_retrieved",
                f"{clean(repr(wanted))} was not retrieved for this request; these were: "
                f"{', '.join(allowed.readable) or 'none'}.",
            )
        state = hass.states.get(wanted)
        if state is None or not async_should_expose(hass, ASSISTANT, wanted):
            return _refused("entity_not_exposed", f"{wanted} is not exposed to Assist.")
        attributes = {
            k: clean(state.attributes[k], MAX_ATTRIBUTE_CHARS)
            for k in STATE_ATTRIBUTES
            if k in state.attributes
        }
        services = sorted(allowed.controllable.get(wanted, {}))
        return _tool_result(
            {
                "entity_id": wanted,
                "name": clean(state.name),
                "state": clean(state.state),
                **({"attributes": attributes} if attributes else {}),
                **({"services": services} if services else {}),
            }
        )


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

        :raises RequestError: when the message is out of bounds (too long).
        """
        given = handed_over.get()
        if given is not None and (given.conversation_id, given.text) == (conversation_id, text):
            LOGGER.debug("LLM API uses what the agent retrieved for %s", said(text))
            return given.result, given.in_prompt
        result = await self.entry.runtime_data.async_retrieve(
            text,
            conversation_id=conversation_id,
            language=llm_context.language,
            area_id=self._satellite_area(llm_context.device_id),
        )
        return result, False

    def allowed_for(self, result: RetrievalResult, text: str | None = None) -> Allowed:
        """What the tools accept for a retrieval (nothing without an index)."""
        index = self.entry.runtime_data.sync.index
        return allowed_targets(index, result, text) if index is not None else NOTHING

    async def async_get_api_instance(self, llm_context: llm.LLMContext) -> llm.APIInstance:
        """Retrieve for the request being answered and build the prompt and tools."""
        text, conversation_id = _current_request()
        if text is None:
            LOGGER.debug("LLM API asked for context without a user request")
            return self._instance(llm_context, PROMPT_NO_REQUEST)
        later = PROMPT_LATER_TURNS.format(
            said=json.dumps(clean(text), ensure_ascii=False), state=STATE_TOOL
        )
        try:
            result, in_prompt = await self.async_result_for(text, conversation_id, llm_context)
        except RequestError as err:
            LOGGER.debug("LLM API refuses the request: %s", err)
            allowed = too_long(err, text)
            tools = self._tools(llm_context, (text, conversation_id), allowed)
            return self._instance(llm_context, f"{allowed.context}\n{later}", tools)
        except Exception as err:  # noqa: BLE001 - the agent must still get an answer
            _RETRIEVAL_FAILED.warning("LLM API could not retrieve for the request: %s", err)
            return self._instance(llm_context, PROMPT_UNAVAILABLE.format(error=clean(str(err))))
        allowed = self.allowed_for(result, text)
        yaml = "" if in_prompt else f"\n{result.yaml}"
        if (question := result.question) is not None:
            LOGGER.debug("LLM API tells the agent to ask: %s", question)
            instructions = PROMPT_ASK.format(question=question)
        elif not allowed.readable:
            LOGGER.debug("LLM API found no entity for %s", said(text))
            instructions, yaml = PROMPT_NO_MATCH, ""
        else:
            instructions = PROMPT_CONTROL.format(
                call=CALL_TOOL, where=WHERE_LATER if in_prompt else WHERE_BELOW
            )
            LOGGER.debug(
                "LLM API instance: %d controllable and %d readable entities",
                len(allowed.services),
                len(allowed.readable),
            )
        tools = self._tools(llm_context, (text, conversation_id), allowed)
        return self._instance(llm_context, f"{instructions}\n{later}{yaml}", tools)

    def _tools(
        self, llm_context: llm.LLMContext, request: Request, allowed: Allowed
    ) -> list[llm.Tool]:
        """The two tools; they come with every instance, even one with nothing to offer: an
        agent that reuses it for a later message needs them to reach that message's devices."""
        targets = RequestTargets(self, llm_context, request, allowed)
        return [CallServiceTool(targets), GetStateTool(targets)]

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
