"""A recording conversation agent to hand requests to (imports the conversation integration)."""

from __future__ import annotations

from typing import Literal

from homeassistant.components import conversation
from homeassistant.const import MATCH_ALL
from homeassistant.helpers import intent


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
