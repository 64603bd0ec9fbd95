"""Round 19 (question19, issue #13): a household's questions must never act. A word that only
leads into a question ("hey", "so", "oi") leaves its opener first; a tag after a comma ("…, is
it", "…, right?") asks the clause before it instead of parting a command from it; "X up or down"
asks; an activity told of in the past ("we had dinner", "yesterday") runs nothing; a room's
humidity asked where only a thermostat or dehumidifier tells it is asked of that device.

Sentences and homes here are the test's own, not the eval sets'.
"""

from __future__ import annotations

import pytest
from home_builders import answered, entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser


def _home() -> Home:
    return home_of(
        "en",
        {"den": "Den", "hall": "Hall", "attic": "Attic", "porch": "Porch"},
        entity("light.den_lamp", "Den Lamp", "den"),
        entity("fan.den_fan", "Den Fan", "den"),
        entity("cover.den_shutter", "Den Shutter", "den", device_class="shutter"),
        entity("lock.porch_door", "Porch Door", "porch"),
        entity("switch.attic_heater", "Attic Heater", "attic"),
        entity(
            "climate.attic",
            "Attic",
            "attic",
            attributes={"current_temperature": 17, "current_humidity": 58},
        ),
        entity("sensor.hall_humidity", "Hall Humidity", "hall", device_class="humidity"),
        entity("scene.games_night", "Games Night", "den"),
        entity("scene.supper", "Supper", "den"),
    )


HOME = _home()
"""The module's home (the conftest's ``home`` and ``parser`` fixtures read it)."""


def _actions(parser: LocalParser, text: str) -> list[str | None]:
    return [c.action for c in parser.parse(text)]


@pytest.mark.parametrize(
    "text",
    [
        "hey is the den lamp on",
        "oi is the porch door locked",
        "so is the den fan running",
        "ok right, is the attic heater on",
    ],
)
def test_a_lead_word_leaves_a_question_asking(parser: LocalParser, text: str) -> None:
    assert _actions(parser, text) == ["query"]


def test_a_lead_word_before_a_command_still_commands(parser: LocalParser) -> None:
    assert _actions(parser, "hey switch the den lamp on") == ["turn on"]


@pytest.mark.parametrize(
    "text",
    [
        "the attic heater isn't on, is it",
        "the den fan's off, isn't it",
        "the porch door's locked, right?",
        "the den shutter is down, is it?",
    ],
)
def test_a_tag_asks_the_clause_before_it(parser: LocalParser, text: str) -> None:
    assert _actions(parser, text) == ["query"]


def test_a_command_with_a_tag_still_commands(parser: LocalParser) -> None:
    assert _actions(parser, "switch the den lamp off, right") == ["turn off"]


def test_the_lamp_on_the_right_is_no_tag(parser: LocalParser) -> None:
    assert _actions(parser, "turn on the lamp on the right") == ["turn on"]


@pytest.mark.parametrize("text", ["den shutter up or down", "den lamp on or off"])
def test_either_state_said_asks(home: Home, text: str) -> None:
    found, _ = answered(home, text)
    assert found and all(service is None for _, service in found)


@pytest.mark.parametrize(
    "text",
    ["we had supper ages ago", "we played games night yesterday", "昨天的 games night"],
)
def test_an_activity_told_of_in_the_past_runs_nothing(home: Home, text: str) -> None:
    found, hint = answered(home, text)
    assert not any(e.startswith("scene.") and s is not None for e, s in found) or hint


def test_an_activity_said_now_still_runs(home: Home) -> None:
    found, hint = answered(home, "games night")
    assert hint is None and found[0] == ("scene.games_night", "scene.turn_on")


def test_a_rooms_humidity_told_by_its_thermostat(home: Home) -> None:
    found, hint = answered(home, "how damp is the attic")
    assert hint is None and found[0] == ("climate.attic", None)


def test_a_rooms_own_hygrometer_still_answers(home: Home) -> None:
    found, hint = answered(home, "how humid is the hall")
    assert hint is None and found[0] == ("sensor.hall_humidity", None)


def test_a_sichuanese_final_asks() -> None:
    parser = LocalParser(
        home_of("zh", {"yard": "院坝"}, entity("lock.yard_gate", "院坝门", "yard"))
    )
    assert [c.action for c in parser.parse("院坝门锁起没得")] == ["查询"]


@pytest.mark.parametrize(
    "text", ["quick question, is the den shutter down", "quick question, did the den fan stop"]
)
def test_a_lead_of_several_words_leaves_a_question_asking(parser: LocalParser, text: str) -> None:
    assert _actions(parser, text) == ["query"]


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("ok, do me a favour, switch the den fan off", "turn off"),
        ("okay, have the den lamp on please", "turn on"),
        ("have the den lamp on please", "turn on"),
        ("hey, when it gets cold switch the attic heater on", "turn on"),
        ("when the sun sets switch the den lamp on", "turn on"),
    ],
)
def test_an_opener_before_no_subject_tells(parser: LocalParser, text: str, action: str) -> None:
    assert _actions(parser, text)[-1] == action


@pytest.mark.parametrize(
    "text",
    [
        "ok, do you have the den lamp on",
        "hey, are the den shutters down",
        "when is it on",
        "have the den fan stopped yet",
    ],
)
def test_an_opener_before_a_subject_asks(parser: LocalParser, text: str) -> None:
    assert "query" in _actions(parser, text)


@pytest.mark.parametrize("text", ["打开院坝门，钥匙都没得", "开一下院坝门，外头灯也没得"])
def test_none_at_all_is_no_question(text: str) -> None:
    parser = LocalParser(
        home_of("zh", {"yard": "院坝"}, entity("lock.yard_gate", "院坝门", "yard"))
    )
    assert next(c.action for c in parser.parse(text)) != "查询"


def test_a_past_activity_leaves_the_next_one_running(home: Home) -> None:
    found, hint = answered(home, "we had lunch, supper now")
    assert hint is None and ("scene.supper", "scene.turn_on") in found


def test_a_past_time_in_another_clause_is_of_something_else() -> None:
    zh = home_of("zh", {"ke": "客厅"}, entity("scene.ke_ying", "影院模式", "ke"))
    found, hint = answered(zh, "打开影院模式，前天那样")
    assert hint is None and found[0] == ("scene.ke_ying", "scene.turn_on")


@pytest.mark.parametrize(
    "text", ["put games night on like yesterday", "start supper, we eat earlier today"]
)
def test_a_scene_asked_for_with_a_past_time_still_runs(home: Home, text: str) -> None:
    """A time gone by beside a verb of command says how, not that it is over."""
    found, hint = answered(home, text)
    assert hint is None
    assert found[0][0] in ("scene.games_night", "scene.supper")
