"""Round 18 (safety18, issue #13): answers that act on more than was asked are worse than a
refusal. A word that sounds like an all-rooms phrase is read so only beside a device and never
when the home names something with it ("the hose" is no "the house"); an activity said to be
over, or said not to happen, starts nothing; a routine whose name says another activity first
("Leaving Home") is not run for arriving; a room word the parser knew nothing of (后院) stays a
room the home lacks instead of falling away and leaving every light.

Sentences and homes here are the test's own, not the eval sets'.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from home_builders import answered, conversation, entity, home_of

from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.local_parser.activities import runnables_for


def _yard_home() -> Home:
    return home_of(
        "en",
        {"yard": "Yard", "hall": "Hall", "den": "Den"},
        entity("valve.hose_bib", "Hose Bib", "yard", attributes={"supported_features": 3}),
        entity("light.hall_light", "Hall Light", "hall"),
        entity("light.den_lamp", "Den Lamp", "den"),
        entity("light.yard_light", "Yard Light", "yard"),
        entity("script.going_out", "Going Out", None),
        entity("scene.game_night", "Game Night", "den"),
    )


def _bare_home() -> Home:
    return home_of(
        "en",
        {"hall": "Hall", "den": "Den"},
        entity("light.hall_light", "Hall Light", "hall"),
        entity("light.den_lamp", "Den Lamp", "den"),
        entity("light.den_strip", "Den Strip", "den"),
        entity("script.leaving_the_flat", "Leaving The Flat", None),
    )


@pytest.fixture(scope="module")
def yard() -> Home:
    return _yard_home()


@pytest.fixture(scope="module")
def bare() -> Home:
    return _bare_home()


# ---- a homophone of an all-rooms phrase ------------------------------------------------------


def test_the_homes_own_word_is_not_heard_as_the_house(yard: Home) -> None:
    found, hint = answered(yard, "could you switch the hose off")
    assert hint is None
    assert found[0] == ("valve.hose_bib", "valve.close_valve")


@pytest.mark.parametrize("text", ["switch off the hose", "the hose off now"])
def test_a_homophone_alone_does_not_reach_every_device(bare: Home, text: str) -> None:
    found, hint = answered(bare, text)
    assert len(found) < 3 or hint is not None


def test_a_homophone_beside_a_device_still_says_everywhere(bare: Home) -> None:
    found, hint = answered(bare, "switch the lights off in the hole house")
    assert hint is None
    assert {e for e, _ in found} == {"light.hall_light", "light.den_lamp", "light.den_strip"}


# ---- an activity over, or not happening --------------------------------------------------------


@pytest.mark.parametrize("text", ["game night is over", "game night's done now"])
def test_an_activity_said_over_starts_nothing(yard: Home, text: str) -> None:
    found, hint = answered(yard, text)
    assert not any(e.startswith(("scene.", "script.")) and hint is None for e, _ in found)


def test_an_activity_said_starts_its_scene(yard: Home) -> None:
    found, hint = answered(yard, "game night")
    assert hint is None and found[0][0] == "scene.game_night"


def test_an_activity_said_not_to_happen_starts_nothing(yard: Home) -> None:
    found, hint = answered(yard, "we're not going out tonight")
    assert hint is not None or not found


def _chinese_home() -> Home:
    return home_of(
        "zh",
        {"ke": "客厅", "wo": "卧室"},
        entity("light.ke_deng", "客厅吊灯", "ke"),
        entity("light.wo_deng", "卧室灯", "wo"),
        entity("light.wo_tai", "卧室台灯", "wo"),
        entity("scene.kan_dianying", "电影模式", "ke"),
        entity("script.chumen", "出门", None),
    )


@pytest.fixture(scope="module")
def chinese() -> Home:
    return _chinese_home()


@pytest.mark.parametrize("text", ["电影已经看完了", "明早不出门"])
def test_a_chinese_activity_over_or_not_happening_starts_nothing(chinese: Home, text: str) -> None:
    found, hint = answered(chinese, text)
    assert hint is not None or not found


def test_a_chinese_activity_still_starts_its_scene(chinese: Home) -> None:
    found, hint = answered(chinese, "我们看电影吧")
    assert hint is None and found[0][0] == "scene.kan_dianying"


# ---- a routine named for another activity first -----------------------------------------------


def test_a_routine_named_for_leaving_first_is_not_for_arriving(bare: Home) -> None:
    found = runnables_for(bare, {"home": ("home", "flat"), "away": ("leaving",)})
    assert "home" not in found
    assert [r.name for r in found["away"]] == ["Leaving The Flat"]


def test_arriving_home_does_not_run_the_leaving_routine(bare: Home) -> None:
    found, hint = answered(bare, "we just got home")
    assert not any(e == "script.leaving_the_flat" for e, _ in found) or hint is not None


# ---- a Chinese room word the home lacks --------------------------------------------------------


@pytest.mark.parametrize("text", ["前院的灯都打开", "地库灯关掉"])
def test_a_chinese_room_the_home_lacks_is_not_every_light(chinese: Home, text: str) -> None:
    _, hint = answered(chinese, text)
    assert hint is not None


def test_a_sweep_off_never_unlocks_a_door_but_an_unlock_asked_does() -> None:
    # "unlock" is the lock's nearest "off" by its words; a sweep of the house must not open the
    # doors (a home with two door locks, plugs, lights and climate: the eval's house_en).
    home = load_home(Path(__file__).parents[2] / "eval" / "homes" / "house_en.json")
    [swept] = conversation(home, "turn everything off, the whole house")[-1]
    services = {g.service for g in swept.groups}
    assert "lock.unlock" not in services and "light.turn_off" in services
    [asked] = conversation(home, "unlock every door in the house")[-1]
    assert {c.service for c in asked.candidates} == {"lock.unlock"}
