"""engine.state.ConversationState: what a follow-up that says no action continues."""

from __future__ import annotations

from custom_components.context_retrieval.engine.ir import (
    ALSO,
    IMPLIED_REFERENCE,
    LAST_MENTIONED,
    Command,
)
from custom_components.context_retrieval.engine.results import (
    NO_MATCH,
    Candidate,
    CommandResult,
)
from custom_components.context_retrieval.engine.state import (
    REPEATED_ACTION,
    REPEATED_PLACE,
    ConversationState,
)

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


HUMIDITY = Command(action="query", type_hint="sensor", device_class="humidity")


def test_a_reading_asked_of_no_room_is_asked_where_the_last_command_was() -> None:
    state = ConversationState()
    state.remember_command(
        Command(action="get temperature", type_hint="sensor", scope_include=("主卧",)), now=0.0
    )
    continued = state.continued(HUMIDITY, now=1.0)
    assert continued.scope_include == ("主卧",)
    assert continued.evidence["scope_include"] == REPEATED_PLACE


def test_the_room_of_what_the_last_command_selected_counts_when_it_said_none() -> None:
    """ "客厅温度多少" names the sensor, not the room: its one area is where it was."""
    state = ConversationState()
    state.remember_command(Command(action="query", name_hint="客厅温度"), ("客厅",), now=0.0)
    assert state.continued(HUMIDITY, now=1.0).scope_include == ("客厅",)


def test_a_reading_to_a_satellite_or_of_a_named_device_stays_as_said() -> None:
    state = ConversationState()
    state.remember_command(Command(action="query", scope_include=("主卧",)), now=0.0)
    assert state.continued(HUMIDITY, now=1.0, context_area="study") == HUMIDITY
    named = Command(action="query", type_hint="sensor", device_class="humidity", name_hint="室外")
    assert state.continued(named, now=1.0) == named
    assert not state.continued(HUMIDITY, now=1_000.0).scope_include  # stale


def test_a_device_named_that_could_not_act_is_still_it() -> None:
    """ "打开书房音箱" for a speaker that does not switch on found nothing to do, but the next
    turn's "小声点" is about that speaker; a command that named nothing leaves "it" alone."""
    state = ConversationState(last_mentioned=["light.kitchen"], updated_at=0.0)
    unable = CommandResult(Command(action="打开"), hint=NO_MATCH, meta={"unsupported": ["m.a"]})
    state.remember_named(unable.command, unable)
    assert state.recall(now=1.0) == ["light.kitchen"]
    named = Command(action="打开", name_hint="书房音箱")
    state.remember_named(named, CommandResult(named, hint=NO_MATCH, meta={"unsupported": ["m.a"]}))
    assert state.recall() == ["m.a"]


def _done(action: str, entity_id: str) -> CommandResult:
    candidate = Candidate(entity_id, "light.turn_on", 1.0, ())
    return CommandResult(Command(action=action), candidates=[candidate])


def test_one_action_on_several_devices_makes_them_all_it() -> None:
    """ "打开庭院灯和草坪灯" then "把它们关了": both lights; two different actions in one
    request keep the last device only."""
    state = ConversationState()
    state.remember(["light.b"])
    state.remember_together([_done("打开", "light.a"), _done("打开", "light.b")])
    assert state.recall() == ["light.a", "light.b"]
    state.remember(["cover.c"])
    state.remember_together([_done("打开", "light.a"), _done("关闭", "cover.c")])
    assert state.recall() == ["cover.c"]


def _which_way(direction: str, **fields: object) -> Command:
    """A follow-up that says only which way to change something ("再小一点", "a bit less")."""
    return _follow_up(
        direction=direction, raw="小一点" if direction == "down" else "higher", **fields
    )


def test_a_way_after_a_setting_steps_that_setting() -> None:
    """The direction is the follow-up's, the setting the previous command's: a volume set to a
    value is then lowered a step (not set to the value again), a fan's speed slowed."""
    state = ConversationState()
    state.remember(["media_player.study_speaker"], now=0.0)
    state.remember_command(
        Command(
            action="设置音量",
            params={"volume_level": 0.2},
            resolved_services=frozenset({"volume_set"}),
        ),
        now=0.0,
    )
    lowered = state.continued(_which_way("down"), now=1.0)
    assert lowered.resolved_services == frozenset({"volume_down"})
    assert lowered.params == {}
    state.remember(["fan.kids_room_air_purifier"], now=0.0)
    state.remember_command(Command(action="set speed", params={"percentage": 60}), now=0.0)
    faster = state.continued(_which_way("up"), now=1.0)
    assert faster.resolved_services == frozenset({"increase_speed"})


def test_a_way_keeps_the_amount_said_and_takes_the_step_of_the_setting() -> None:
    state = ConversationState()
    state.remember(["climate.study_ac"], now=0.0)
    state.remember_command(Command(action="set", params={"temperature": 25}), now=0.0)
    by_two = state.continued(_which_way("down", params={"temperature_step": -2}), now=1.0)
    assert by_two.params == {"temperature": 23}  # two down from the 25 just set
    one = state.continued(_which_way("up"), now=1.0)
    assert (one.params, one.resolved_services) == (
        {"temperature": 26},
        frozenset({"set_temperature"}),
    )
    state.remember(["light.study_ceiling"], now=0.0)
    state.remember_command(
        Command(action="turn on", resolved_services=frozenset({"turn_on"})), now=0.0
    )
    assert state.continued(_which_way("down"), now=1.0).params == {"brightness_step_pct": -20}


def test_a_way_of_another_kind_or_with_nothing_before_stays_as_read() -> None:
    """A follow-up whose words name another kind of device, or with nothing before it, is left
    as the parser read it."""
    state = ConversationState()
    dim = _which_way("down", type_hint="light")
    assert state.continued(dim, now=1.0) is dim
    lower = _which_way("down")
    assert state.continued(lower, now=1.0) is lower
    state.remember(["climate.study_ac"], now=0.0)
    state.remember_command(Command(action="set", params={"temperature": 25}), now=0.0)
    assert state.continued(dim, now=1.0) is dim


def test_a_device_carried_over_takes_the_last_action_where_it_was() -> None:
    state = ConversationState()
    state.remember_command(
        Command(action="turn off", type_hint="light", scope_include=("Study",)), now=0.0
    )
    carried = Command(name_hint="Lamp", type_hint="light", evidence={ALSO: "too"})
    continued = state.continued(carried, now=1.0)
    assert (continued.action, continued.scope_include) == ("turn off", ("Study",))
    assert continued.evidence["scope_include"] == REPEATED_PLACE
    alone = Command(name_hint="Lamp", type_hint="light")
    assert state.continued(alone, now=1.0) is alone
