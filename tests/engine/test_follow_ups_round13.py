"""Follow-ups read as a class (issue #13, round 13): a word of a name asked after "and" or
before "one" with a question mark alone carries the previous request to that device; "it" is
the device before the one just asked about when that one cannot do what is asked; "all of
them" after one device is every device of its kind; "just the X" repeats the previous action
on X; "the other way", "leave it", "one more time" and "<them> back on" are read as the
phrases the reader knows; "a notch" with nothing named is no brightness.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from home_builders import demo_home, last_answer

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.restated import restated


def _last(*turns: str, area: str | None = None) -> tuple[list[str], str | None, str | None]:
    """The last turn's one command retrieved in one conversation on the English demo home:
    its candidates, first service and hint."""
    return last_answer(demo_home("en"), *turns, area=area)


# ---- a device asked with a question mark alone ----------------------------------------------------


def test_a_word_before_one_asked_bare_carries_the_previous_action() -> None:
    ids, service, _ = _last("switch on the left bedside lamp", "and the right one?")
    assert ids[0] == "light.master_bedroom_bedside_right"
    assert service == "light.turn_on"


def test_a_word_after_and_asked_bare_is_no_question_of_nothing(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("and the rail?")
    assert command.action is None
    assert command.name_hint == "rail"


def test_a_question_word_keeps_the_question(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("is the right one on?")
    assert command.action == "query"


# ---- "it" two turns back ---------------------------------------------------------------------------


def test_it_is_the_device_before_a_reading_that_cannot_do_it() -> None:
    ids, service, _ = _last(
        "switch on the towel rail", "how humid is the en suite", "ok turn it off again"
    )
    assert ids == ["switch.master_bathroom_towel_rail"]
    assert service == "switch.turn_off"


def test_it_stays_the_device_asked_about_when_it_can() -> None:
    ids, service, _ = _last("switch on the towel rail", "is the garage door shut", "open it")
    assert ids == ["cover.garage_door"]
    assert service == "cover.open_cover"


# ---- all of them after one device -----------------------------------------------------------------


def test_all_of_them_after_one_lock_is_every_lock_with_the_previous_action() -> None:
    ids, service, _ = _last("unlock the garage side door", "all of them then")
    assert sorted(ids) == ["lock.back_door", "lock.front_door", "lock.garage_entry_door"]
    assert service == "lock.unlock"


def test_all_of_them_is_the_rooms_devices_of_the_kind_when_it_has_several() -> None:
    ids, service, _ = _last("switch off the ceiling light in the kids room", "all of them")
    assert sorted(ids) == sorted(
        [
            "light.kids_room_ceiling",
            "light.kids_room_desk_lamp",
            "light.kids_room_night_light",
            "light.kids_room_star_projector",
        ]
    )
    assert service == "light.turn_off"


# ---- just the X ----------------------------------------------------------------------------------


def test_just_a_device_repeats_the_previous_action_on_it() -> None:
    ids, service, _ = _last("turn on the fountain and the lawn lights", "only the fountain then")
    assert ids[0] == "switch.garden_fountain"
    assert service == "switch.turn_on"


# ---- restated phrases ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("no no, other way around", "no no, undo that"),
        ("fine, leave them be", "fine, never mind"),
        ("leave it on", "leave it on"),
        ("it back off", "turn it off"),
        ("now 1 more time", "now once more"),
        ("do both of them", "both of them"),
        ("do both of them work", "do both of them work"),
    ],
)
def test_restated(said: str, read: str) -> None:
    assert restated(said) == read


def test_the_other_way_after_a_speed_step() -> None:
    ids, service, _ = _last("speed up the range hood", "other way round")
    assert ids[0] == "fan.kitchen_range_hood"
    assert service == "fan.decrease_speed"


def test_a_step_left_to_the_engine_is_undone_by_its_field() -> None:
    ids, service, _ = _last("close the kids room curtain a little", "undo that")
    assert ids[0] == "cover.kids_room_curtain"
    assert service == "cover.set_cover_position"


def test_leave_it_alone_after_a_question_does_nothing() -> None:
    ids, _, hint = _last("is the washing machine on", "leave it then")
    assert hint == "no_match"
    assert ids == []


# ---- a notch ----------------------------------------------------------------------------------


def test_a_notch_with_nothing_named_is_no_brightness(demo_en: LocalParser) -> None:
    [command] = demo_en.parse("2 notches lower")
    assert "brightness_step_pct" not in command.params


def test_a_notch_lower_after_a_fan_speed_slows_it() -> None:
    ids, service, _ = _last("set the kids room purifier to 70 percent", "one notch lower")
    assert ids[0] == "fan.kids_room_air_purifier"
    assert service == "fan.decrease_speed"
