"""A recording conversation agent to hand requests to (imports the conversation integration)."""

from __future__ import annotations

from typing import Any, Literal

from homeassistant.components import conversation
from homeassistant.const import MATCH_ALL
from homeassistant.helpers import intent, llm


class RecordingAgent(conversation.AbstractConversationAgent):
    """A target agent that records what it receives and answers "好的"."""

    def __init__(self) -> None:
        self.calls: list[conversation.ConversationInput] = []

    @property
    def supported_languages(self) -> Literal["*"]:
        """Every language."""
        return MATCH_ALL

    async def async_process(
        self, user_input: conversation.ConversationInput
    ) -> conversation.ConversationResult:
        """Record the input and answer."""
        self.calls.append(user_input)
        response = intent.IntentResponse(language=user_input.language)
        response.async_set_speech("好的")
        return conversation.ConversationResult(
            response=response, conversation_id=user_input.conversation_id
        )


class ChatLogAgent(conversation.ConversationEntity):
    """An LLM-like target that builds its system prompt from the shared chat log."""

    _attr_name = "Chat log agent"
    _attr_unique_id = "chat_log_agent"

    def __init__(self) -> None:
        self.seen: list[dict[str, object]] = []

    @property
    def supported_languages(self) -> Literal["*"]:
        """Every language."""
        return MATCH_ALL

    async def _async_handle_message(
        self, user_input: conversation.ConversationInput, chat_log: conversation.ChatLog
    ) -> conversation.ConversationResult:
        """Provide the LLM data as core agents do, record the log, and answer."""
        await chat_log.async_provide_llm_data(
            user_input.as_llm_context("test"), None, "你是助手。", user_input.extra_system_prompt
        )
        self.seen.append(
            {
                "roles": [content.role for content in chat_log.content],
                "system": chat_log.content[0].content,
                "texts": [content.content for content in chat_log.content[1:]],
            }
        )
        chat_log.async_add_assistant_content_without_tools(
            conversation.AssistantContent(agent_id=self.entity_id, content="好的")
        )
        return conversation.async_get_result_from_chat_log(user_input, chat_log)


class LLMAgent(conversation.ConversationEntity):
    """An LLM-like agent that uses an LLM API and makes the tool calls a test scripts."""

    _attr_name = "LLM agent"
    _attr_unique_id = "llm_agent"

    def __init__(self, api_id: str) -> None:
        self.api_id = api_id
        self.tool_calls: list[tuple[str, dict[str, Any]]] = []
        """Tool calls to make on the next turn."""
        self.turns: list[dict[str, Any]] = []
        self.reuse_api_instance = False
        """Keep the first turn's API instance on later turns, as HA 2026.11 may."""

    @property
    def supported_languages(self) -> Literal["*"]:
        """Every language."""
        return MATCH_ALL

    async def _async_handle_message(
        self, user_input: conversation.ConversationInput, chat_log: conversation.ChatLog
    ) -> conversation.ConversationResult:
        """Provide the LLM data with the API, make the scripted tool calls, and answer."""
        if not (self.reuse_api_instance and chat_log.llm_api is not None):
            await chat_log.async_provide_llm_data(
                user_input.as_llm_context("test"),
                self.api_id,
                "你是助手。",
                user_input.extra_system_prompt,
            )
        api = chat_log.llm_api
        turn: dict[str, Any] = {
            "system": chat_log.content[0].content,
            "tools": {tool.name: tool for tool in api.tools} if api else {},
            "results": [],
        }
        for name, args in self.tool_calls:
            turn["results"].append(await api.async_call_tool(llm.ToolInput(name, args)))
        self.tool_calls = []
        self.turns.append(turn)
        chat_log.async_add_assistant_content_without_tools(
            conversation.AssistantContent(agent_id=self.entity_id, content="好的")
        )
        return conversation.async_get_result_from_chat_log(user_input, chat_log)
