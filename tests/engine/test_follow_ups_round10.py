"""Follow-ups and several commands read as a class (issue #13, round 10): a question beside a
command is asked apart, a part of a bulk command set apart ("except …", "not … though",
"leave … on"), words that repeat or correct the previous request ("repeat that for", "do that
to", "wrong room") and words that dismiss it ("forget it").

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from home_builders import last_turn_commands
from parsing import one

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import LAST_MENTIONED, UNKNOWN_TYPE, Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.state import (
    ConversationState,
    says_action_and_room_only,
    says_only_an_exception,
)
from devtools.homes import HOMES_DIR


def _last(*turns: str) -> list[tuple[list[str], str | None, str | None]]:
    """Each turn retrieved in one conversation on the English demo home (per command of the
    last turn: candidates, first service, hint)."""
    return last_turn_commands(load_home(HOMES_DIR / "demo_home_en.json"), *turns)


# ---- a question beside a command --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "asked_second"),
    [
        ("switch the balcony light on, and is the balcony door shut", True),
        ("open the garage door and how much power is the car charger drawing", True),
        ("how warm is it in the study and close the blind there", False),
        ("which lights are on upstairs and turn off the stair lights", False),
    ],
)
def test_a_question_beside_a_command_is_asked_apart(
    demo_en: LocalParser, text: str, asked_second: bool
) -> None:
    first, second = demo_en.parse(text)
    asking, acting = (second, first) if asked_second else (first, second)
    assert acting.action and not acting.action.startswith(("query", "get"))
    assert asking.action and asking.action.startswith(("query", "get"))


def test_a_set_word_after_and_gathers_devices_not_a_question(demo_en: LocalParser) -> None:
    """ "any" opens questions, but after "and" it only gathers devices of the same request."""
    commands = demo_en.parse("turn off the lights and any lamps")
    assert len(commands) == 1


def test_two_kinds_of_one_question_stay_one_question(demo_en: LocalParser) -> None:
    assert len(demo_en.parse("how warm and humid is it in the kitchen")) == 1


def test_the_question_and_the_command_both_retrieve() -> None:
    [(asked, service, _), (acted, done, _)] = _last(
        "how humid is the en suite and switch on the towel warmer"
    )
    assert asked[0] == "sensor.master_bathroom_humidity" and service is None
    assert acted[0] == "switch.master_bathroom_towel_rail" and done == "switch.turn_on"


# ---- a part of a bulk command set apart -------------------------------------------------------


def test_an_exception_word_and_a_device_say_only_an_exception(demo_en: LocalParser) -> None:
    command = one(demo_en, "apart from the floor lamp")
    assert says_only_an_exception(command)
    assert not says_only_an_exception(one(demo_en, "turn off all the lights except the kitchen"))


@pytest.mark.parametrize(
    ("bulk", "exception", "expected"),
    [
        (
            "switch on every light in the lounge",
            "apart from the floor lamp",
            ("light.living_room_floor_lamp", "light.turn_off"),
        ),
        (
            "turn off all the lights in the kids room",
            "not the star projector though",
            ("light.kids_room_star_projector", "light.turn_on"),
        ),
        (
            "close all the curtains upstairs",
            "except the one in the spare room",
            ("cover.second_bedroom_curtain", "cover.open_cover"),
        ),
    ],
)
def test_what_was_left_out_of_a_bulk_command_is_put_back(
    bulk: str, exception: str, expected: tuple[str, str]
) -> None:
    [(ids, service, hint)] = _last(bulk, exception)
    assert hint is None
    assert (ids[0], service) == expected


def test_an_exception_after_a_setting_carries_nothing() -> None:
    """A setting has no opposite the conversation knows: nothing is put back."""
    [(_, service, _)] = _last("set the study AC to 22", "except the floor lamp")
    assert service != "climate.set_temperature"


def test_an_action_said_of_a_room_only_is_the_kind_just_acted_on() -> None:
    [(ids, service, _)] = _last("switch off the lights upstairs", "keep the study on though")
    home = load_home(HOMES_DIR / "demo_home_en.json")
    study_lights = {
        e.entity_id for e in home.entities.values() if e.area_id == "study" and e.domain == "light"
    }
    assert set(ids) == study_lights and service == "light.turn_on"


def test_a_room_and_an_action_alone_need_a_previous_kind() -> None:
    said = Command(action="turn on", scope_include=("kitchen",), evidence={"action": "on"})
    assert says_action_and_room_only(said)
    assert not says_action_and_room_only(
        Command(
            action="turn on",
            type_hint="light",
            scope_include=("kitchen",),
            evidence={"action": "on"},
        )
    )
    assert ConversationState().continued(said) is said  # nothing to continue


# ---- words that repeat, correct or dismiss the previous request ------------------------------


@pytest.mark.parametrize(
    ("first", "follow", "area"),
    [
        ("turn on the lights in the garage", "repeat that in the cinema room", "home_theater"),
        ("switch off the lights in the dining room", "wrong room, the kitchen", "kitchen"),
        (
            "close the curtain in the kids room",
            "do that in the guest bedroom too",
            "second_bedroom",
        ),
    ],
)
def test_a_repeat_or_a_correction_of_the_room_carries_the_request(
    first: str, follow: str, area: str
) -> None:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    [(ids, service, hint)] = _last(first, follow)
    assert hint is None and ids and service is not None
    assert {home.entities[e].area_id for e in ids} == {area}


def test_do_that_to_a_named_device_repeats_the_action_on_it() -> None:
    [(ids, service, _)] = _last("lock the back door", "do that to the garage side door as well")
    assert (ids[0], service) == ("lock.garage_entry_door", "lock.lock")


@pytest.mark.parametrize("text", ["forget it", "oh forget about it", "don't bother", "cancel that"])
def test_a_dismissal_alone_says_nothing(demo_en: LocalParser, text: str) -> None:
    command = one(demo_en, text)
    assert command.type_hint == UNKNOWN_TYPE and not command.references and not command.action


def test_a_dismissal_before_a_request_keeps_the_request() -> None:
    [(ids, service, _)] = _last("open the yard gate", "cancel that, shut it")
    assert (ids[0], service) == ("cover.garden_gate", "cover.close_cover")


# ---- a setting of the device just used, the same reading of another device, them ------------


@pytest.mark.parametrize(
    ("first", "follow", "expected"),
    [
        ("switch on the AC in the study", "fan speed to medium please", "climate.study_ac"),
        ("turn on the grandparents' room air conditioner", "fan on auto", "climate.elder_room_ac"),
        (
            "set the guest bedroom AC to 23, then put its fan on high",
            None,
            "climate.second_bedroom_ac",
        ),
    ],
)
def test_a_fan_mode_after_an_air_conditioner_is_its_fan(
    first: str, follow: str | None, expected: str
) -> None:
    turns = (first, follow) if follow else (first,)
    (ids, service, hint) = _last(*turns)[-1]
    assert hint is None
    assert (ids[0], service) == (expected, "climate.set_fan_mode")


def test_a_value_the_device_just_used_does_not_list_keeps_its_kind() -> None:
    """The purifier lists no "high" preset and the speaker no fan modes: "the fan" said with a
    speed after the speaker is a fan of the home."""
    (ids, _, _) = _last("turn on the study speaker", "set the fan in the master bedroom to sleep")[
        -1
    ]
    assert ids and ids[0] == "fan.master_bedroom_fan"


@pytest.mark.parametrize(
    ("question", "follow", "expected"),
    [
        (
            "how much charge is left on the robot vacuum",
            "what about the door lock then",
            "sensor.front_door_lock_battery",
        ),
        (
            "how much battery has the door lock got",
            "and the robot vacuum?",
            "sensor.robot_vacuum_battery",
        ),
        (
            "how much power is the computer plug pulling",
            "and the EV charger?",
            "sensor.garage_ev_charger_power",
        ),
    ],
)
def test_a_device_named_after_a_reading_is_asked_the_same_reading(
    question: str, follow: str, expected: str
) -> None:
    [(ids, service, _)] = _last(question, follow)
    assert (ids[0], service) == (expected, None)


def test_a_device_named_after_a_state_question_is_asked_its_state() -> None:
    [(ids, _, _)] = _last("is the back door locked", "and the front door?")
    assert ids[0] == "lock.front_door"


def test_a_plural_reference_after_two_single_turns_is_both_devices() -> None:
    [(ids, service, _)] = _last(
        "switch on the desk lamp in the grandparents' room", "and the night lamp", "turn them off"
    )
    assert set(ids) == {"light.elder_room_desk_lamp", "light.elder_room_night_light"}
    assert service == "light.turn_off"


def test_a_singular_reference_stays_the_last_device() -> None:
    [(ids, _, _)] = _last(
        "switch on the desk lamp in the grandparents' room", "and the night lamp", "turn it off"
    )
    assert ids == ["light.elder_room_night_light"]


def test_recall_together_keeps_the_kind_of_the_last_device() -> None:
    state = ConversationState()
    state.remember(["media_player.study_speaker"], now=0.0)
    state.remember(["light.study_ceiling"], now=0.0)
    state.remember(["light.study_desk_lamp"], now=0.0)
    assert state.recall(now=1.0, together=True) == ["light.study_ceiling", "light.study_desk_lamp"]
    assert state.recall(now=1.0) == ["light.study_desk_lamp"]


@pytest.mark.parametrize(
    ("first", "follow", "expected"),
    [
        ("turn on the purifier in the lounge", "switch it to sleep", "fan.set_preset_mode"),
        ("turn on the AC in the kids room", "now put it on sleep", "climate.set_preset_mode"),
    ],
)
def test_a_scene_word_said_of_the_device_referred_to_is_its_value(
    first: str, follow: str, expected: str
) -> None:
    [(ids, service, _)] = _last(first, follow)
    assert ids and service == expected


def test_a_scene_word_said_of_a_device_that_lists_no_such_value_stays_the_scene() -> None:
    [(ids, service, _)] = _last("turn on the lights in the study", "put it on sleep")
    assert (ids[0], service) == ("scene.sleep_mode", "scene.turn_on")


# ---- a complaint, then a verb on a pronoun -----------------------------------------------------


@pytest.mark.parametrize(
    "complaint", ["ugh, way too bright, dim it", "so bright, could you dim that please"]
)
def test_a_complaint_then_a_verb_on_a_pronoun_is_about_the_device_just_used(
    complaint: str,
) -> None:
    [(targets, service, _)] = _last("switch on the dining room chandelier", complaint)
    assert (targets[:1], service) == (["light.dining_room_chandelier"], "light.turn_on")


@pytest.mark.parametrize("complaint", ["it's way too bright", "that is too bright"])
def test_the_subject_of_a_complaint_points_at_nothing(demo_en: LocalParser, complaint: str) -> None:
    assert LAST_MENTIONED not in one(demo_en, complaint).references
