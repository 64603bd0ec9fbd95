"""Chinese scenes, alarms, sirens and vacuums (issue #13, round 14, zhB): a scene said by a word
of its activity in the other language and a mode word is that scene, not a setting of the last
device; a verb only an alarm panel takes is the panel's, whatever the words of its mode beside it
also mean; a siren said with a verb of its sound sounds (or, forbidden, stops); a vacuum sent
back in a clause of its own is sent back, not a car's charger switched on. The sentences are
written for these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import conversation, entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser

STRIP = {"effect_list": ["Movie", "Party", "Night"], "supported_color_modes": ["hs"]}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "zh-Hans",
        {"lounge": "起居室", "porch": "门廊", "garage": "车库"},
        entity("light.lounge_strip", "灯带", "lounge", attributes=STRIP),
        entity("fan.lounge_fan", "落地扇", "lounge", attributes={"preset_modes": ["sleep"]}),
        entity("scene.cinema", "影院模式", "lounge"),
        entity("scene.bedtime", "睡眠模式"),
        entity("script.goodnight", "晚安"),
        entity("scene.leaving", "离家模式", aliases=["出门"]),
        entity("alarm_control_panel.house", "安防"),
        entity("siren.porch_horn", "门廊蜂鸣器", "porch", aliases=["蜂鸣器"]),
        entity("switch.garage_charger", "充电桩", "garage"),
        entity("vacuum.lounge_robot", "拖地机", "lounge"),
    )


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    return LocalParser(home)


def _services(home: Home, text: str, *history: str) -> list[tuple[str, str | None]]:
    """The first candidate and service of each command of the last turn."""
    return [
        (c.candidates[0].entity_id, c.candidates[0].service) if c.candidates else ("", None)
        for c in conversation(home, *history, text)[-1]
    ]


# -- a scene said by an English word and a mode word ---------------------------------------


@pytest.mark.parametrize(
    ("text", "scene"),
    [
        ("换到cinema模式吧", "影院模式"),
        ("给我来个bedtime mode", "睡眠模式"),
        ("睡眠mode开起来", "睡眠模式"),
        ("开一个away模式", "离家模式"),
    ],
)
def test_a_scene_said_across_languages_with_a_mode_word(
    parser: LocalParser, text: str, scene: str
) -> None:
    """The scene named as a mode, not a script for the same activity (晚安) and not a value."""
    command = one(parser, text)
    assert (command.name_hint, command.type_hint) == (scene, "scene")
    assert command.params == {}
    assert command.references == ()


def test_a_scene_mode_after_a_device_is_the_scene(home: Home) -> None:
    assert _services(home, "换成movie mode", "灯带开一下") == [("scene.cinema", "scene.turn_on")]


@pytest.mark.parametrize("text", ["灯带换到movie模式", "落地扇调成sleep模式"])
def test_a_mode_of_a_device_said_stays_its_setting(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.type_hint in ("light", "fan")
    assert command.params


# -- a verb only an alarm panel takes ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("请开启留家布防", "在家布防"),
        ("给我启动出门布防", "离家布防"),
        ("开启一下离家布防模式", "离家布防"),
        ("马上回家撤防", "撤防"),
    ],
)
def test_an_alarm_verb_is_the_panels_whatever_its_mode_words_mean(
    parser: LocalParser, text: str, action: str
) -> None:
    command = one(parser, text)
    assert (command.action, command.type_hint, command.name_hint) == (
        action,
        "alarm_control_panel",
        None,
    )
    assert command.params == {}
    assert command.references == ()


@pytest.mark.parametrize("text", ["快点启动，夜间布防", "开启一下，撤防"])
def test_a_lead_verb_before_an_alarm_verb_is_one_command(parser: LocalParser, text: str) -> None:
    assert one(parser, text).type_hint == "alarm_control_panel"


def test_a_lone_verb_before_another_device_stays_its_own(parser: LocalParser) -> None:
    assert len(parser.parse("打开，然后把灯带关了")) == 2


# -- a siren by a verb of its sound --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("蜂鸣器鸣两下", "打开"),
        ("叫蜂鸣器嘟一声", "打开"),
        ("蜂鸣器不要叫了", "关闭"),
        ("拉响蜂鸣器", "打开"),
    ],
)
def test_a_siren_sounds_by_a_verb_of_its_sound(parser: LocalParser, text: str, action: str) -> None:
    command = one(parser, text)
    assert (command.action, command.type_hint) == (action, "siren")


def test_the_alarms_word_with_a_sound_is_the_siren(home: Home) -> None:
    assert _services(home, "让警报响一响") == [("siren.porch_horn", "siren.turn_on")]


def test_a_question_of_the_alarm_stays_the_panel(parser: LocalParser) -> None:
    assert one(parser, "警报响了没有").type_hint == "alarm_control_panel"


# -- a vacuum sent back in a clause of its own ---------------------------------------------


@pytest.mark.parametrize("text", ["拖地机开始拖地，拖完回去充电", "拖地机开工，弄好了回座"])
def test_a_vacuum_sent_back_after_its_work(home: Home, text: str) -> None:
    assert _services(home, text) == [
        ("vacuum.lounge_robot", "vacuum.start"),
        ("vacuum.lounge_robot", "vacuum.return_to_base"),
    ]


def test_charging_a_car_stays_the_charger(home: Home) -> None:
    assert _services(home, "给车充个电") == [("switch.garage_charger", "switch.turn_on")]


# -- a name the home lacks, built on a device's name ---------------------------------------


@pytest.mark.parametrize("text", ["开一下灯带控制器", "把拖地机扇关掉"])
def test_characters_joined_after_a_name_make_a_name_the_home_lacks(home: Home, text: str) -> None:
    assert _services(home, text) == [("", None)]


@pytest.mark.parametrize("text", ["灯带赶紧关掉", "蜂鸣器嘀嘀两下"])
def test_characters_before_a_verb_or_with_no_verb_keep_the_device(
    parser: LocalParser, text: str
) -> None:
    assert one(parser, text).name_hint in ("灯带", "蜂鸣器")
