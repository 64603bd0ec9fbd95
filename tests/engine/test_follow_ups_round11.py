"""Follow-ups and several commands read as a class (issue #13, round 11): two devices whose
names several rooms share, joined by "and" with the room said after them, are two devices of
that room, and "them" in the next turn is both.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from home_builders import last_turn_commands

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState
from devtools.homes import HOMES_DIR


def _last(*turns: str) -> list[tuple[list[str], str | None, str | None]]:
    """Each turn retrieved in one conversation on the English demo home (per command of the
    last turn: candidates, first service, hint)."""
    return last_turn_commands(load_home(HOMES_DIR / "demo_home_en.json"), *turns)


# ---- two shared names joined by "and" -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("switch off the lamp and the ceiling light in the kids room", "Lamp", "Ceiling Light"),
        (
            "turn on the lamp and the ceiling light in the grandparents' room",
            "Lamp",
            "Ceiling Light",
        ),
        ("turn off the smart plug and the tv plug in the lounge", "Smart Plug", "TV Plug"),
    ],
)
def test_two_names_several_rooms_share_are_two_devices(
    demo_en: LocalParser, text: str, first: str, second: str
) -> None:
    commands = demo_en.parse(text)
    assert [c.name_hint for c in commands] == [first, second]
    assert commands[0].action == commands[1].action


def test_the_room_said_after_both_names_is_each_ones() -> None:
    [(lamp, _, _), (ceiling, _, _)] = _last("turn off the lamp and the ceiling light in the study")
    # the study's lamp is "Old Buddy", so only its ceiling light is a ceiling light there
    assert ceiling[0] == "light.study_ceiling"
    [(lamp, _, _), (ceiling, _, _)] = _last(
        "switch on the lamp and the ceiling light in the master bedroom"
    )
    assert lamp[0] == "light.master_bedroom_desk_lamp"
    assert ceiling[0] == "light.master_bedroom_ceiling"


def test_them_after_two_shared_names_is_both() -> None:
    [(ids, service, _)] = _last(
        "switch on the lamp and the ceiling light in the master bedroom", "now turn them off"
    )
    assert set(ids[:2]) == {"light.master_bedroom_desk_lamp", "light.master_bedroom_ceiling"}
    assert service == "light.turn_off"


def test_a_word_that_gathers_keeps_one_set_zh() -> None:
    """ "把客厅的纱帘和窗帘都关上": 都 gathers both into one set, as before."""
    home = load_home(HOMES_DIR / "demo_home_zh.json")
    [command] = LocalParser(home).parse("把客厅的纱帘和窗帘都关上")
    assert command.quantifier == "all"


# ---- restating the previous request in other words ----------------------------------------------


@pytest.mark.parametrize(
    ("turns", "entity", "service", "data"),
    [
        # a value taken back: only the value meant stays
        (
            ("set the study AC to 26", "not 26, 24"),
            "climate.study_ac",
            "climate.set_temperature",
            {"temperature": 24},
        ),
        (
            ("set the standing desk to 80", "no, not 80 but 85"),
            "number.study_desk_height",
            "number.set_value",
            {"value": 85},
        ),
        (
            ("dim the chandelier to 30 percent", "make it 45 instead"),
            "light.dining_room_chandelier",
            "light.turn_on",
            {"brightness_pct": 45},
        ),
        (
            ("set the bath heater to 40", "37 instead of 40"),
            "climate.master_bathroom_bath_heater",
            "climate.set_temperature",
            {"temperature": 37},
        ),
    ],
)
def test_a_value_corrected_keeps_the_value_meant(
    turns: tuple[str, ...], entity: str, service: str, data: dict[str, float]
) -> None:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for text in turns[:-1]:
        retriever.retrieve(text, parser.parse(text), state=state)
    [result] = retriever.retrieve(turns[-1], parser.parse(turns[-1]), state=state).commands
    assert result.candidates[0].entity_id == entity
    assert result.candidates[0].service == service
    # the value meant is the only one the command sets (the service reads it as its field)
    assert list(result.command.params.values()) == list(data.values())


@pytest.mark.parametrize(
    ("turns", "entity", "service"),
    [
        # the previous request again: "do it again", "repeat that", in another room
        (
            ("lower the volume of the study speaker", "do it once more"),
            "media_player.study_speaker",
            "media_player.volume_down",
        ),
        (
            ("close the dining room blind", "repeat that"),
            "cover.dining_room_blind",
            "cover.close_cover",
        ),
        (
            ("open the kids room curtain", "do the same again in the spare room"),
            "cover.second_bedroom_curtain",
            "cover.open_cover",
        ),
        # taken back: "switch it back" with no particle after it
        (
            ("switch on the rice cooker", "actually switch it back"),
            "switch.kitchen_rice_cooker",
            "switch.turn_off",
        ),
        (("unlock the garage side door", "turn that back"), "lock.garage_entry_door", "lock.lock"),
        # the last change undone a little, the setting stepped the other way
        (
            ("brighten the monitor light", "hmm, back it off a touch"),
            "light.study_monitor_light",
            "light.turn_on",
        ),
        # a pronoun inside a phrasal verb after a complaint
        (
            ("turn on the study speaker", "way too loud, turn it down"),
            "media_player.study_speaker",
            "media_player.volume_down",
        ),
    ],
)
def test_the_previous_request_restated(turns: tuple[str, ...], entity: str, service: str) -> None:
    [(ids, said, hint)] = _last(*turns)
    assert ids[0] == entity and said == service and hint is None


@pytest.mark.parametrize("back", ["back a little", "hmm, back it off a touch"])
def test_a_step_back_is_a_step_the_other_way(back: str) -> None:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    brighten = "brighten the mirror light"
    retriever.retrieve(brighten, parser.parse(brighten), state=state)
    [result] = retriever.retrieve(back, parser.parse(back), state=state).commands
    assert result.candidates[0].entity_id == "light.master_bathroom_mirror_light"
    assert result.command.params.get("brightness_step_pct", 0) < 0


def test_both_after_two_turns_is_both_devices() -> None:
    [(ids, service, _)] = _last(
        "switch on the ceiling light in the study", "and the monitor light", "turn both off"
    )
    assert set(ids[:2]) == {"light.study_ceiling", "light.study_monitor_light"}
    assert service == "light.turn_off"


def test_a_value_said_once_is_kept(demo_en: LocalParser) -> None:
    """Nothing is taken back when only one value is said ("not" before a device word)."""
    [command] = demo_en.parse("set the study AC to 23, not the heating")
    assert command.params.get("temperature") == 23
