"""The conversation integration's requirements, without which most integration tests cannot run."""

from __future__ import annotations

from .conftest import CONVERSATION_REQUIREMENTS, MISSING_REQUIREMENTS


def test_conversation_requirements_installed() -> None:
    """hassil, home-assistant-intents and gazetteer-matcher must be in the test extra."""
    assert not MISSING_REQUIREMENTS, (
        f"missing {', '.join(MISSING_REQUIREMENTS)} (the conversation integration's "
        "requirements): the config flow, setup, service, agent and diagnostics tests were "
        "not collected; they are pinned in the test extra of pyproject.toml, run scripts/setup"
    )
    assert set(CONVERSATION_REQUIREMENTS) >= {"hassil"}
