"""engine.state.ConversationState: what a follow-up that says no action continues."""

from __future__ import annotations

from custom_components.context_retrieval.engine.ir import (
    IMPLIED_REFERENCE,
    LAST_MENTIONED,
    Command,
)
from custom_components.context_retrieval.engine.state import REPEATED_ACTION, ConversationState

DIM = Command(
    action="dim",
    type_hint="light",
    params={"brightness_step_pct": -20},
    resolved_services=frozenset({"turn_on"}),
)


def _follow_up(**fields: object) -> Command:
    """A command whose only reference the local parser inferred (nothing pointed back)."""
    return Command(
        references=(LAST_MENTIONED,),
        evidence={"references": IMPLIED_REFERENCE},
        **fields,  # type: ignore[arg-type]
    )


def test_an_unsaid_action_is_the_last_commands() -> None:
    state = ConversationState()
    state.remember_command(DIM, now=0.0)
    continued = state.continued(_follow_up(scope_include=("书房",), action="查询"), now=1.0)
    assert (continued.action, continued.params) == ("dim", {"brightness_step_pct": -20})
    assert continued.resolved_services == frozenset({"turn_on"})
    assert continued.scope_include == ("书房",)
    assert continued.evidence["action"] == REPEATED_ACTION


def test_what_was_said_is_kept() -> None:
    """A said action, a device word, a setting or a pointed reference are the command's own."""
    state = ConversationState()
    state.remember_command(DIM, now=0.0)
    own = [
        Command(
            action="turn off",
            references=(LAST_MENTIONED,),
            evidence={"references": IMPLIED_REFERENCE, "action": "off"},
        ),
        _follow_up(type_hint="climate"),
        _follow_up(params={"temperature": 22}),
        Command(references=(LAST_MENTIONED,), evidence={"references": "it"}),
    ]
    for command in own:
        assert state.continued(command, now=1.0) is command


def test_nothing_fresh_continues_nothing() -> None:
    state = ConversationState(ttl_seconds=10.0)
    command = _follow_up(scope_include=("kitchen",))
    assert state.continued(command, now=0.0) is command
    state.remember_command(DIM, now=0.0)
    assert state.continued(command, now=11.0) is command
