"""The conversation integration's requirements, without which most integration tests cannot run."""

from __future__ import annotations

import pytest

from .conftest import CONVERSATION_REQUIREMENTS, MISSING_REQUIREMENTS


def test_conversation_requirements_installed() -> None:
    """hassil, home-assistant-intents and gazetteer-matcher must be in the test extra."""
    if MISSING_REQUIREMENTS:
        pytest.skip(
            f"missing {', '.join(MISSING_REQUIREMENTS)} (the conversation integration's "
            "requirements): the config flow, setup, service, agent and diagnostics tests were "
            "not collected; add them to the test extra in pyproject.toml"
        )
    assert set(CONVERSATION_REQUIREMENTS) >= {"hassil"}
