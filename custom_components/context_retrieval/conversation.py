"""The "Context Retrieval" conversation agent: retrieve first, then ask or hand over.

Per turn it retrieves the request's entities. When a command is ambiguous it answers with the
short question itself and keeps the microphone open; otherwise it hands the request to the
configured target agent, in the same conversation, with the retrieved YAML appended to the
caller's extra system prompt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from homeassistant.components import conversation
from homeassistant.const import MATCH_ALL
from homeassistant.core import HomeAssistant, callback
from homeassistant.exceptions import HomeAssistantError
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import intent
from homeassistant.helpers import issue_registry as ir
from homeassistant.helpers.device_registry import DeviceEntryType, DeviceInfo
from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback
from homeassistant.helpers.translation import async_get_translations

from .agent_setup import Problem, async_inspect_agent
from .const import CONF_TARGET_AGENT, DOMAIN, LOGGER
from .engine.limits import RequestError
from .engine.logs import Throttled
from .home import device_area_id
from .llm_api import HandedOver, handed_over

if TYPE_CHECKING:
    from . import ContextRetrievalConfigEntry

# Requests are independent; Home Assistant needs not serialise them.
PARALLEL_UPDATES = 0
_HANDED_OVER_BARE = Throttled(LOGGER)
"""Retrieval fails for every request while something is broken: warn once in a while."""


async def async_setup_entry(
    hass: HomeAssistant,
    entry: ContextRetrievalConfigEntry,
    async_add_entities: AddConfigEntryEntitiesCallback,
) -> None:
    """Add the wrapper agent."""
    async_add_entities([ContextRetrievalAgent(entry)])


class ContextRetrievalAgent(conversation.ConversationEntity):
    """Retrieves the few entities a request needs before the target agent sees it."""

    _attr_has_entity_name = True
    _attr_name = None
    _attr_supported_features = conversation.ConversationEntityFeature.CONTROL

    def __init__(self, entry: ContextRetrievalConfigEntry) -> None:
        """One agent per entry, named after its service device."""
        self.entry = entry
        self._attr_unique_id = entry.entry_id
        self._attr_device_info = DeviceInfo(
            identifiers={(DOMAIN, entry.entry_id)},
            name=entry.title,
            entry_type=DeviceEntryType.SERVICE,
        )

    @property
    def supported_languages(self) -> Literal["*"]:
        """Every language: the target agent decides what it understands."""
        return MATCH_ALL

    async def _async_handle_message(
        self,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Retrieve, then ask the clarification question or hand over to the target."""
        target = self._target()
        yaml_block: str | None = None
        try:
            result = await self.entry.runtime_data.async_retrieve(
                user_input.text,
                conversation_id=chat_log.conversation_id,
                language=user_input.language,
                area_id=self._satellite_area(user_input),
            )
        except RequestError as err:
            # Out of bounds (too long): nothing was retrieved, and handing over would give
            # the target agent the whole text anyway. Say so in the user's language.
            LOGGER.debug("Request refused: %s", err)
            return await self._async_refuse(err, user_input, chat_log)
        except HomeAssistantError as err:
            _HANDED_OVER_BARE.warning("Handing over without retrieved context: %s", err)
        except Exception:  # noqa: BLE001 - a retrieval bug must not cost the user their request
            LOGGER.exception("Retrieval failed; handing over without retrieved context")
        else:
            if (question := result.question) is not None:
                LOGGER.debug("Asking instead of handing over: %s", question)
                return self._ask(question, user_input, chat_log)
            yaml_block = result.yaml
        extra = "\n\n".join(p for p in (user_input.extra_system_prompt, yaml_block) if p)
        LOGGER.debug("Handing over to %s with %d characters of context", target, len(extra))
        # A target that uses the "Context Retrieval" LLM API reuses this retrieval.
        token = handed_over.set(
            HandedOver(chat_log.conversation_id, user_input.text, result, in_prompt=True)
            if yaml_block is not None
            else None
        )
        try:
            return await conversation.async_converse(
                self.hass,
                user_input.text,
                chat_log.conversation_id,
                user_input.context,
                language=user_input.language,
                agent_id=target,
                device_id=user_input.device_id,
                satellite_id=user_input.satellite_id,
                extra_system_prompt=extra or None,
            )
        finally:
            handed_over.reset(token)

    def _target(self) -> str:
        """The configured target agent, which must not be this agent.

        A target that is gone raises (or keeps) the repair issue; one that is back clears it.
        """
        target: str | None = self.entry.options.get(CONF_TARGET_AGENT)
        if target is not None:
            entry = er.async_get(self.hass).async_get(target)
            if target == self.entity_id or (entry is not None and entry.platform == DOMAIN):
                raise HomeAssistantError(
                    translation_domain=DOMAIN, translation_key="target_is_self"
                )
        missing = target is None or not async_inspect_agent(self.hass, target).exists
        reported = ir.async_get(self.hass).async_get_issue(DOMAIN, Problem.MISSING) is not None
        if missing != reported and (monitor := self.entry.runtime_data.agents) is not None:
            monitor.async_check()
        if target is None or missing:
            raise HomeAssistantError(
                translation_domain=DOMAIN,
                translation_key="target_not_found",
                translation_placeholders={"agent_id": str(target)},
            )
        return target

    @callback
    def _satellite_area(self, user_input: conversation.ConversationInput) -> str | None:
        """The area of the device (or satellite entity) the user spoke to."""
        if user_input.device_id and (
            device := dr.async_get(self.hass).async_get(user_input.device_id)
        ):
            return device_area_id(self.hass, device)
        if user_input.satellite_id and (
            entry := er.async_get(self.hass).async_get(user_input.satellite_id)
        ):
            if entry.area_id:
                return entry.area_id
            if entry.device_id and (device := dr.async_get(self.hass).async_get(entry.device_id)):
                return device_area_id(self.hass, device)
        return None

    def _ask(
        self,
        question: str,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Answer with the question and keep the conversation open for the answer."""
        return self._answer(question, user_input, chat_log, continue_conversation=True)

    async def _async_refuse(
        self,
        err: RequestError,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
    ) -> conversation.ConversationResult:
        """Say, in the user's language, why the request cannot be served; the user may retry."""
        translations = await async_get_translations(
            self.hass, user_input.language, "exceptions", [DOMAIN]
        )
        template = translations.get(f"component.{DOMAIN}.exceptions.{err.key}.message")
        message = template.format(**err.placeholders) if template else str(err)
        return self._answer(message, user_input, chat_log, continue_conversation=False)

    def _answer(
        self,
        speech: str,
        user_input: conversation.ConversationInput,
        chat_log: conversation.ChatLog,
        *,
        continue_conversation: bool,
    ) -> conversation.ConversationResult:
        """Answer the turn ourselves, without the target agent."""
        chat_log.async_add_assistant_content_without_tools(
            conversation.AssistantContent(agent_id=self.entity_id, content=speech)
        )
        response = intent.IntentResponse(language=user_input.language)
        response.async_set_speech(speech)
        return conversation.ConversationResult(
            response=response,
            conversation_id=chat_log.conversation_id,
            continue_conversation=continue_conversation,
        )
