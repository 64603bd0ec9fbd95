"""Conversations through engine.dialogue.aconverse: references and answers to questions."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.dialogue import aconverse
from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import RetrievalResult
from custom_components.context_retrieval.engine.state import REPEATED_ACTION, ConversationState
from devtools.homes import HOMES_DIR

PURIFIERS = ["fan.living_room_air_purifier", "fan.kids_room_air_purifier"]


@pytest.fixture(scope="module")
def demo() -> tuple[Retriever, LocalParser]:
    home = load_home(HOMES_DIR / "demo_home_zh.json")
    return Retriever(home), LocalParser(home)


async def _turns(
    demo: tuple[Retriever, LocalParser], *texts: str, state: ConversationState | None = None
) -> list[RetrievalResult]:
    retriever, parser = demo
    state = state if state is not None else ConversationState()

    async def parse(text: str) -> list[Command]:
        return parser.parse(text)

    return [await aconverse(retriever, state, text, parse) for text in texts]


def _picked(result: RetrievalResult) -> list[str]:
    return [c.entity_id for c in result.commands[0].candidates]


async def test_question_lists_its_options(demo: tuple[Retriever, LocalParser]) -> None:
    (asked,) = await _turns(demo, "打开空气净化器")
    command = asked.commands[0]
    assert command.hint == "need_clarification"
    assert list(command.options) == PURIFIERS
    assert asked.question is not None
    positions = [asked.question.index(f"空气净化器（{room}）") for room in ("客厅", "儿童房")]
    assert positions == sorted(positions)


async def test_many_options_ask_for_the_room(demo: tuple[Retriever, LocalParser]) -> None:
    """Seven ceiling lights in seven rooms: the question asks which room, it lists no count."""
    (asked,) = await _turns(demo, "打开吸顶灯")
    command = asked.commands[0]
    assert command.hint == "need_clarification"
    assert asked.question == "哪个房间的吸顶灯？"
    assert command.options == ()


@pytest.mark.parametrize(
    ("answer", "chosen"),
    [
        ("第二个", ["fan.kids_room_air_purifier"]),
        ("最后一个", ["fan.kids_room_air_purifier"]),
        ("就第一个吧", ["fan.living_room_air_purifier"]),
        ("都要", PURIFIERS),
    ],
)
async def test_answer_by_position(
    demo: tuple[Retriever, LocalParser], answer: str, chosen: list[str]
) -> None:
    _, answered, then = await _turns(demo, "打开空气净化器", answer, "把它关了")
    assert _picked(answered) == chosen
    assert answered.question is None
    assert answered.commands[0].hint is None
    assert answered.commands[0].meta["chosen"] == chosen
    assert all(c.service == "fan.turn_on" for c in answered.commands[0].candidates)
    for entity_id in PURIFIERS:
        assert (f"id: {entity_id}" in answered.yaml) is (entity_id in chosen)
    assert set(then.commands[0].entity_ids) == set(chosen)
    assert {c.service for c in then.commands[0].candidates} | {
        g.service for g in then.commands[0].groups
    } == {"fan.turn_off"}


async def test_answer_by_name_is_read_with_the_request(demo: tuple[Retriever, LocalParser]) -> None:
    _, answered = await _turns(demo, "打开吸顶灯", "厨房的")
    assert _picked(answered)[0] == "light.kitchen_ceiling"
    assert answered.question is None


async def test_a_position_past_the_options_is_not_an_answer(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "第九个" of two picks nothing: nothing is chosen or switched without a question."""
    _, again = await _turns(demo, "打开空气净化器", "第九个")
    command = again.commands[0]
    assert "chosen" not in command.meta
    assert command.hint is not None
    assert again.question is not None or command.candidates == []


async def test_a_new_request_is_not_an_answer(demo: tuple[Retriever, LocalParser]) -> None:
    _, other = await _turns(demo, "打开吸顶灯", "关掉主卧空调")
    assert other.commands[0].candidates[0].entity_id.startswith("climate.")
    assert other.commands[0].candidates[0].service == "climate.turn_off"


async def test_a_stale_question_is_forgotten(demo: tuple[Retriever, LocalParser]) -> None:
    state = ConversationState(ttl_seconds=0.0)
    _, late = await _turns(demo, "打开空气净化器", "第二个", state=state)
    assert "chosen" not in late.commands[0].meta
    assert late.commands[0].candidates == [] or late.commands[0].hint is not None


@pytest.mark.parametrize("silence", ["", "  ", "。"])
async def test_silence_asks_nothing(demo: tuple[Retriever, LocalParser], silence: str) -> None:
    """A blank transcript names no device and asks no question (in any language)."""
    (result,) = await _turns(demo, silence)
    assert result.question is None
    assert all(c.hint == "no_match" and not c.candidates for c in result.commands)


async def test_another_room_takes_the_kinds_just_mentioned(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "儿童房的也关了" after the living room's purifier: the kids' room purifier, not every
    device of that room; with nothing mentioned before, nothing is acted on."""
    _, then = await _turns(demo, "打开客厅的空气净化器", "儿童房的也关了")
    command = then.commands[0]
    assert command.entity_ids == ["fan.kids_room_air_purifier"]
    assert {c.service for c in command.candidates} | {g.service for g in command.groups} == {
        "fan.turn_off"
    }
    (alone,) = await _turns(demo, "儿童房的也关了")
    assert alone.commands[0].entity_ids == []


async def test_that_device_of_a_room_is_the_rooms_with_nothing_mentioned(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "书房那个灯关了" as the first request: "那个" points at the kind said, in the room said
    (a question among the study's lights); it is no follow-up that finds nothing because
    nothing was mentioned."""
    (first,) = await _turns(demo, "书房那个灯关了")
    command = first.commands[0]
    assert command.hint != "no_match"
    assert set(command.entity_ids) == {
        "light.study_ceiling",
        "light.study_desk_lamp",
        "light.study_monitor_light",
    }


async def test_a_follow_up_with_nothing_before_is_the_satellites_room(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "调高两度" as the first request to the master bedroom's satellite: its one thermostat;
    with no satellite the home has several, and retrieval asks."""
    retriever, parser = demo

    async def parse(text: str) -> list[Command]:
        return parser.parse(text)

    there = await aconverse(
        retriever, ConversationState(), "调高两度", parse, context_area="master_bedroom"
    )
    assert there.commands[0].entity_ids == ["climate.master_bedroom_ac"]
    assert there.question is None
    (nowhere,) = await _turns(demo, "调高两度")
    assert nowhere.commands[0].hint == "need_clarification"


@pytest.fixture(scope="module")
def demo_en_pair() -> tuple[Retriever, LocalParser]:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    return Retriever(home), LocalParser(home)


async def test_a_playback_verb_on_it_keeps_the_device_just_mentioned(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "stop it" after the vacuum: the vacuum stops; the verb does not make it the music."""
    _, stopped = await _turns(demo_en_pair, "start the robot vacuum", "stop it")
    command = stopped.commands[0]
    assert command.command.type_hint is None
    assert [(c.entity_id, c.service) for c in command.candidates][:1] == [
        ("vacuum.robot_vacuum", "vacuum.stop")
    ]


def _services(result: RetrievalResult) -> set[str]:
    command = result.commands[0]
    return {c.service for c in command.candidates} | {g.service for g in command.groups}


async def test_another_room_repeats_the_last_action(demo: tuple[Retriever, LocalParser]) -> None:
    """ "那走廊呢" after turning the study's lights off turns the hallway's lights off: the
    action was not said, so it is the last command's, not a reading of their state."""
    _, then = await _turns(demo, "把书房的灯都关掉", "那走廊呢")
    command = then.commands[0]
    assert sorted(command.entity_ids) == ["light.hallway_downlight", "light.stairs_light"]
    assert _services(then) == {"light.turn_off"}
    assert command.command.evidence["action"] == REPEATED_ACTION


async def test_another_room_after_a_question_asks_again(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "次卧呢" after a question about the study's temperature asks the same of the guest
    room: its temperature sensor is read, nothing is acted on."""
    _, then = await _turns(demo, "书房现在几度", "次卧呢")
    command = then.commands[0]
    assert command.entity_ids == ["sensor.second_bedroom_temperature"]
    assert _services(then) <= {None}


async def test_more_repeats_the_last_relative_change(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "a little more" after dimming one lamp dims that lamp again by the same step."""
    _, again = await _turns(demo_en_pair, "dim the monitor light bar", "a little more")
    command = again.commands[0]
    assert command.entity_ids == ["light.study_monitor_light"]
    assert command.command.params == {"brightness_step_pct": -20}
    assert _services(again) == {"light.turn_on"}


async def test_a_said_action_is_not_replaced(demo_en_pair: tuple[Retriever, LocalParser]) -> None:
    """A follow-up with its own verb keeps it ("turn it off" after dimming is no dimming)."""
    _, off = await _turns(demo_en_pair, "dim the monitor light bar", "turn it off")
    assert off.commands[0].entity_ids == ["light.study_monitor_light"]
    assert _services(off) == {"light.turn_off"}


async def test_the_other_one_is_the_pair_not_the_device_just_used(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "the other one" after one of a pair is its sibling in the same room (the same kind,
    the name ending alike), and the action is repeated on it."""
    _, other = await _turns(demo_en_pair, "switch on the right bedside lamp", "the other one")
    assert other.commands[0].entity_ids == ["light.master_bedroom_bedside_left"]
    assert _services(other) == {"light.turn_on"}
    _, plug = await _turns(demo_en_pair, "power on the study's smart plug", "the other plug")
    assert plug.commands[0].entity_ids == ["switch.study_computer_outlet"]
    assert _services(plug) == {"switch.turn_on"}
    _, curtain = await _turns(demo_en_pair, "pull the sheer curtain shut", "the other one too")
    assert curtain.commands[0].entity_ids == ["cover.living_room_curtain"]
    assert _services(curtain) == {"cover.close_cover"}


async def test_the_other_one_with_nothing_before_is_asked(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """With nothing used before there is no pair: retrieval asks, it acts on nothing."""
    (alone,) = await _turns(demo, "另外一个也打开")
    assert alone.commands[0].hint == "need_clarification"


async def test_a_setting_for_the_device_just_used_keeps_it(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "温度设成六十" after the bathroom's water heater: the temperature word implies a
    thermostat, but the setting is for the device just used, not every thermostat."""
    _, set_ = await _turns(demo, "打开主卫的热水器", "温度设成六十")
    assert set_.commands[0].entity_ids == ["water_heater.master_bathroom_water_heater"]
    assert _services(set_) == {"water_heater.set_temperature"}


async def test_english_room_follow_ups_point_back(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "what about X", "how about X?", "X?", "and X" and "do the same in X" read like "那X呢": the kinds
    just mentioned, in that room, with the last action; "once more" repeats the last change."""
    for follow_up in (
        "what about the hallway",
        "how about the hallway?",
        "the hallway?",
        "and the hallway",
    ):
        _, then = await _turns(demo_en_pair, "switch the study lights off", follow_up)
        assert sorted(then.commands[0].entity_ids) == [
            "light.hallway_downlight",
            "light.stairs_light",
        ]
        assert _services(then) == {"light.turn_off"}
    # Every window covering is one kind to a person: the study's venetian blind for a curtain;
    # a garage door covers no window and is not carried.
    _, same = await _turns(demo_en_pair, "open the kids room curtain", "do the same in the study")
    assert same.commands[0].entity_ids == ["cover.study_blind"]
    _, same = await _turns(demo_en_pair, "open the kids room curtain", "do the same in the garage")
    assert same.commands[0].entity_ids == []
    _, same = await _turns(demo_en_pair, "open the kids room curtain", "do the same in the lounge")
    assert same.commands[0].entity_ids == ["cover.living_room_curtain", "cover.living_room_sheer"]
    assert _services(same) == {"cover.open_cover"}
    _, one = await _turns(demo_en_pair, "switch the kids room AC on", "the guest bedroom one too")
    assert one.commands[0].entity_ids == ["climate.second_bedroom_ac"]
    assert _services(one) == {"climate.turn_on"}
    _, again = await _turns(demo_en_pair, "turn the soundbar up", "once more")
    assert again.commands[0].entity_ids == ["media_player.living_room_soundbar"]
    assert _services(again) == {"media_player.volume_up"}


@pytest.mark.parametrize(
    ("first", "then", "sensor"),
    [
        ("主卧湿度多少", "温度呢", "sensor.master_bedroom_temperature"),
        ("儿童房现在几度", "二氧化碳呢", "sensor.kids_room_co2"),
    ],
)
async def test_another_reading_of_the_room_just_asked_about(
    demo: tuple[Retriever, LocalParser], first: str, then: str, sensor: str
) -> None:
    """A reading asked of no room continues in the room of the previous turn (without it,
    every room's sensor of that kind is listed or asked about)."""
    _, followed = await _turns(demo, first, then)
    assert _picked(followed) == [sensor]


@pytest.mark.parametrize(
    ("first", "correction", "meant"),
    [
        (
            "打开书房的灯",
            "搞错了，是次卧的",
            ["light.second_bedroom_ceiling", "light.second_bedroom_desk_lamp"],
        ),
        ("把主卧窗帘拉上", "不是这个，是儿童房的", ["cover.kids_room_curtain"]),
    ],
)
async def test_a_correction_names_the_room_meant(
    demo: tuple[Retriever, LocalParser], first: str, correction: str, meant: list[str]
) -> None:
    """ "搞错了，是X的" / "不是这个，是X的": the last request, in the room meant instead (the
    correction's words are no device name)."""
    before, corrected = await _turns(demo, first, correction)
    assert sorted(corrected.commands[0].entity_ids) == meant
    assert _services(corrected) == _services(before)


async def test_an_english_correction_names_the_room_meant(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "no, I meant the X": the last request in that room; "no" and "meant" name nothing."""
    _, corrected = await _turns(
        demo_en_pair, "turn on the lights in the garage", "no, I meant the balcony"
    )
    assert sorted(corrected.commands[0].entity_ids) == [
        "light.balcony_light",
        "light.balcony_plant_light",
    ]
    assert _services(corrected) == {"light.turn_on"}


async def test_shut_off_with_its_object_inside_turns_off(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "shut it off" is "shut off" (turn off), not "shut" (close) with a loose "off"."""
    _, off = await _turns(demo_en_pair, "switch the exhaust fan on", "shut it off please")
    assert off.commands[0].entity_ids == ["fan.guest_bathroom_exhaust"]
    assert _services(off) == {"fan.turn_off"}


async def test_a_bare_number_with_a_polite_frame_sets_the_same_device(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "no, 21 would be great": the number is the setting of the device just used; "no" and
    "would be great" are no name."""
    _, set_ = await _turns(demo_en_pair, "set the study AC to 24", "no, 21 would be great")
    assert set_.commands[0].entity_ids == ["climate.study_ac"]
    assert _services(set_) == {"climate.set_temperature"}


async def test_a_bare_number_after_a_reason_sets_the_device_just_used(
    demo: tuple[Retriever, LocalParser],
) -> None:
    """ "说错了，二十八吧": the words before the comma say why; the number alone in its clause,
    with 吧, is the setting of the device just used."""
    _, set_ = await _turns(demo, "打开次卧空调", "说错了，二十八吧")
    assert set_.commands[0].entity_ids == ["climate.second_bedroom_ac"]
    assert _services(set_) == {"climate.set_temperature"}


async def test_is_it_asks_about_the_device_just_used(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "is it locked now?": "is it" asks and points back at once."""
    _, asked = await _turns(demo_en_pair, "lock the back door", "is it locked now?")
    assert _picked(asked) == ["lock.back_door"]
    assert _services(asked) == {None}


@pytest.mark.parametrize(
    ("first", "again", "service"),
    [
        ("儿童房净化器风速调小", "再小点", "fan.decrease_speed"),
        ("小黑的声音调大一些", "再调大点", "media_player.volume_up"),
    ],
)
async def test_a_direction_said_again_repeats_the_last_change(
    demo: tuple[Retriever, LocalParser], first: str, again: str, service: str
) -> None:
    """ "再小点", "再调大点": the same way again on the device just changed, with no setting
    said (not a volume number, not every device of a kind)."""
    before, then = await _turns(demo, first, again)
    assert then.commands[0].entity_ids == before.commands[0].entity_ids
    assert _services(then) == {service}


async def test_make_that_a_percentage_sets_the_device_just_used(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "make that 45 percent" after the humidifier: its own setting, not a brightness."""
    _, set_ = await _turns(
        demo_en_pair, "switch on the kids room humidifier", "make that 45 percent"
    )
    assert set_.commands[0].entity_ids == ["humidifier.kids_room_humidifier"]
    assert _services(set_) == {"humidifier.set_humidity"}


@pytest.mark.parametrize(
    ("first", "then", "service"),
    [
        ("把书房音箱音量设成四十", "再大一点", "media_player.volume_up"),
        ("主卧风扇开到百分之七十", "慢一些", "fan.decrease_speed"),
        ("书房空调设成二十四度", "高一点", "climate.set_temperature"),
    ],
)
async def test_a_way_after_a_setting_changes_that_setting(
    demo: tuple[Retriever, LocalParser], first: str, then: str, service: str
) -> None:
    """A follow-up that says only which way changes the setting just set, that way, on the
    device just used: not the same value again."""
    set_first, changed = await _turns(demo, first, then)
    assert _services(changed) == {service}
    assert changed.commands[0].entity_ids == set_first.commands[0].entity_ids


async def test_a_way_in_english_after_a_setting(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    _, changed = await _turns(demo_en_pair, "set the bath heater to 41", "a little less")
    command = changed.commands[0]
    assert command.entity_ids == ["climate.master_bathroom_bath_heater"]
    assert command.command.params == {"temperature": 40}  # a step down from the 41 set


async def test_the_other_window_covering_of_the_room(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """Every window covering is one kind: after the blackout blind, "the other one" is the
    room's curtain."""
    _, other = await _turns(
        demo_en_pair, "open the blackout blind in the master bedroom", "and the other one"
    )
    assert other.commands[0].entity_ids == ["cover.master_bedroom_curtain"]
    assert _services(other) == {"cover.open_cover"}


async def test_the_same_on_another_floor(demo_en_pair: tuple[Retriever, LocalParser]) -> None:
    _, then = await _turns(demo_en_pair, "turn off the lights upstairs", "same in the basement")
    assert sorted(then.commands[0].entity_ids) == [
        "light.garage_light",
        "light.home_theater_light_strip",
        "light.home_theater_spotlights",
        "light.storage_room_light",
    ]
    assert _services(then) == {"light.turn_off"}


async def test_a_switch_said_by_a_bit_moves_the_setting(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "close it a little" after a curtain was set: its position a step down, not closed."""
    _, moved = await _turns(demo_en_pair, "set the kids room curtain to 60", "close it a little")
    command = moved.commands[0]
    assert command.entity_ids == ["cover.kids_room_curtain"]
    assert command.command.params == {"position": 40}  # a step down from the 60 set
    assert _services(moved) == {"cover.set_cover_position"}


async def test_a_switch_said_again_still_switches(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    _, closed = await _turns(demo_en_pair, "open the study blind", "shut it again")
    assert _services(closed) == {"cover.close_cover"}


@pytest.mark.parametrize(
    ("first", "then", "service"),
    [
        ("把阳台灯关掉", "别关掉", "light.turn_on"),
        ("打开车库门", "不要开了", "cover.close_cover"),
    ],
)
async def test_a_switch_said_not_to_do_is_undone(
    demo: tuple[Retriever, LocalParser], first: str, then: str, service: str
) -> None:
    """ "别关掉" after a device was switched off keeps it on: the opposite switch."""
    _, undone = await _turns(demo, first, then)
    assert _services(undone) == {service}


async def test_a_device_said_too_takes_the_last_action_and_room(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "the light strip too" after the master bedroom's ceiling light: that room's strip,
    turned off as well; with no word carrying the request over, a device alone stays as read."""
    first = "turn off the master bedroom ceiling light"
    _, too = await _turns(demo_en_pair, first, "the light strip too")
    command = too.commands[0]
    assert command.entity_ids == ["light.master_bedroom_light_strip"]
    assert _services(too) == {"light.turn_off"}
    assert command.command.evidence["action"] == REPEATED_ACTION
    _, alone = await _turns(demo_en_pair, first, "the light strip")
    assert alone.commands[0].command.action is None


async def test_a_split_switch_said_not_to_do_is_undone(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    _, undone = await _turns(demo_en_pair, "switch off the christmas tree", "don't turn it off")
    assert _services(undone) == {"switch.turn_on"}


async def test_a_room_after_a_filler_and_and_is_the_last_request_there(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    _, then = await _turns(demo_en_pair, "turn off the kitchen lights", "um, and the garage")
    assert then.commands[0].entity_ids == ["light.garage_light"]
    assert _services(then) == {"light.turn_off"}


async def test_the_other_one_of_several_others_is_asked(
    demo_en_pair: tuple[Retriever, LocalParser],
) -> None:
    """ "the other one" after one of three lights of a room: two are left, one of them is
    meant, so which is asked; "the other ones" are both of them."""
    _, other = await _turns(
        demo_en_pair, "switch off the desk lamp in the study", "no, the other one"
    )
    assert other.commands[0].hint == "need_clarification"
    assert set(other.commands[0].options) == {"light.study_ceiling", "light.study_monitor_light"}
    _, rest = await _turns(
        demo_en_pair, "switch off the desk lamp in the study", "the other ones too"
    )
    assert rest.commands[0].hint is None
    assert set(rest.commands[0].entity_ids) == {"light.study_ceiling", "light.study_monitor_light"}


async def test_the_other_one_of_several_is_asked_in_chinese(
    demo: tuple[Retriever, LocalParser],
) -> None:
    _, other = await _turns(demo, "关掉书房的台灯", "不是这个，另一个")
    assert other.commands[0].hint == "need_clarification"
