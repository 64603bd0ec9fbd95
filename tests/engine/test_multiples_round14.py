"""Multiples of the current value (issue #13, round 14): "暗一半", "风速加倍", "half as loud",
"double the brightness" ask for a factor of what the device reports now, resolved in the data
the prompt shows; with no value reported, a step of half the range. Taking such a change back
is the inverse multiple; "往回调" takes back the last step.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from home_builders import demo_home

from custom_components.context_retrieval.engine.changes import undone
from custom_components.context_retrieval.engine.injection import (
    change_said,
    render_yaml,
    resolve_relative,
)
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.multiples import factor_said
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

_HOMES = {lang: demo_home(lang) for lang in ("zh", "en")}
_PARSERS = {lang: LocalParser(home) for lang, home in _HOMES.items()}


def _one(lang: str, text: str) -> Command:
    [command] = _PARSERS[lang].parse(text)
    return command


@pytest.mark.parametrize(
    ("lang", "text", "params"),
    [
        ("zh", "左床头灯亮度降低一半", {"brightness_scale": 0.5}),
        ("zh", "书房音箱声音小了一半", {"volume_scale": 0.5}),
        ("zh", "主卧风扇转速加倍", {"percentage_scale": 2.0}),
        ("zh", "台灯再亮一倍", {"brightness_scale": 2.0}),
        ("en", "make the tv half as loud", {"volume_scale": 0.5}),
        ("en", "double the brightness of the desk lamp in the study", {"brightness_scale": 2.0}),
        ("en", "halve the fan speed in the master bedroom", {"percentage_scale": 0.5}),
        ("en", "turn the soundbar up to twice its volume", {"volume_scale": 2.0}),
    ],
)
def test_a_multiple_of_the_setting_is_a_scale(
    lang: str, text: str, params: dict[str, float]
) -> None:
    assert _one(lang, text).params == params


@pytest.mark.parametrize(
    ("lang", "text", "params"),
    [
        ("zh", "卧室窗帘开一半", {"position": 50}),
        ("zh", "台灯亮度调到一半", {"brightness_pct": 50}),
        ("en", "double-check the lights in the study", {}),
        ("en", "set the lamp to half brightness", {"brightness_pct": 50}),
    ],
)
def test_a_portion_that_is_no_multiple_stays_a_value(
    lang: str, text: str, params: dict[str, float]
) -> None:
    assert _one(lang, text).params == params


def test_an_opening_verb_of_the_multiple_is_no_name() -> None:
    command = _one("en", "halve the volume")
    assert command.name_hint is None
    assert command.type_hint == "media_player"
    assert command.params == {"volume_scale": 0.5}


def test_words_of_a_multiple() -> None:
    assert factor_said("风力减半") == 0.5
    assert factor_said("把灯关掉一半") is None
    assert factor_said("两倍速播放") is None
    assert factor_said("twice as quiet") == 0.5
    assert factor_said("half as dim") == 2.0


def test_a_scale_is_resolved_against_the_value_reported() -> None:
    home = _HOMES["en"]
    lamp = home.entities["light.study_desk_lamp"]  # brightness 180 of 255: 71 %
    assert resolve_relative({"brightness_scale": 0.5}, lamp) == {"brightness_pct": 35}
    assert resolve_relative({"brightness_scale": 2.0}, lamp) == {"brightness_pct": 100}
    speaker = home.entities["media_player.study_speaker"]  # 0.3
    assert resolve_relative({"volume_scale": 2.0}, speaker) == {"volume_level": 0.6}
    fan = home.entities["fan.kids_room_air_purifier"]  # 20 %
    assert resolve_relative({"percentage_scale": 0.5}, fan) == {"percentage": 10}


def test_without_a_value_reported_a_scale_is_a_step_of_half() -> None:
    home = _HOMES["en"]
    off = home.entities["light.elder_room_desk_lamp"]  # off: no brightness
    assert resolve_relative({"brightness_scale": 0.5}, off) == {"brightness_step_pct": -50}
    still = home.entities["fan.master_bedroom_fan"]  # at 0
    assert resolve_relative({"percentage_scale": 2.0}, still) == {"percentage_step": 50}
    assert resolve_relative({"volume_scale": 0.5}, None) == {"volume_step": -0.5}
    assert change_said({"brightness_scale": 0.5}, "zh-Hans") == "调暗一半"
    assert change_said({"volume_scale": 2.0}, "en") == "raise the volume to twice the level"


def test_the_prompt_shows_each_members_own_value() -> None:
    home = _HOMES["en"]
    retriever = Retriever(home)
    text = "make the study lights half as bright"
    result = retriever.retrieve(text, _PARSERS["en"].parse(text))
    shown = render_yaml(home, retriever.catalog, result.commands, "en")
    assert "light.study_ceiling: {brightness_pct: 45}" in shown
    assert "light.study_desk_lamp: {brightness_pct: 35}" in shown


def test_a_multiple_is_taken_back_by_its_inverse() -> None:
    last = Command(
        raw="halve it",
        action="dim",
        resolved_services=frozenset({"turn_on"}),
        params={"brightness_scale": 0.5},
    )
    back = undone(Command(raw="put it back"), last, "en")
    assert back is not None
    assert back.params == {"brightness_scale": 2.0}
    assert back.action == "brighten"


def test_going_back_after_a_step_in_chinese() -> None:
    home = _HOMES["zh"]
    parser, retriever, state = _PARSERS["zh"], Retriever(home), ConversationState()
    first = "把书房音箱声音调大一点"
    retriever.retrieve(first, parser.parse(first), state=state)
    then = "往回调吧"
    [result] = retriever.retrieve(then, parser.parse(then), state=state).commands
    assert result.candidates[0].entity_id == "media_player.study_speaker"
    assert result.candidates[0].service == "media_player.volume_down"
