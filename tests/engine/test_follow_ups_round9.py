"""Follow-ups read as a class (issue #13, round 9): taking back what was just done ("undo",
"put it back", "改回来"), the sibling after a correction ("wrong one"), one more device of the
kind just used picked by a word of its name ("the porch one too"), and words of grammar never
joined into a misheard device word.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.catalog import EN
from custom_components.context_retrieval.engine.changes import undone
from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import LAST_MENTIONED, UNDO, Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState
from devtools.homes import HOMES_DIR


def _top(*turns: str, lang: str = "en") -> tuple[str, str | None]:
    """Each turn retrieved in one conversation: the last turn's top candidate and service."""
    home = load_home(HOMES_DIR / f"demo_home_{lang}.json")
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    for text in turns[:-1]:
        retriever.retrieve(text, parser.parse(text), state=state)
    [result] = retriever.retrieve(turns[-1], parser.parse(turns[-1]), state=state).commands
    assert result.candidates, result.meta
    return result.candidates[0].entity_id, result.candidates[0].service


@pytest.mark.parametrize("text", ["undo", "revert that", "change it back", "put them back"])
def test_a_word_that_takes_back_refers_back_and_says_no_action(
    demo_en: LocalParser, text: str
) -> None:
    command = one(demo_en, text)
    assert command.action is None
    assert command.references == (LAST_MENTIONED,)
    assert UNDO in command.evidence


@pytest.mark.parametrize(
    ("first", "expected"),
    [
        (
            "switch off the water dispenser",
            ("switch.dining_room_water_dispenser", "switch.turn_on"),
        ),
        ("lower the roller blind", ("cover.dining_room_blind", "cover.open_cover")),
        ("unlock the front door", ("lock.front_door", "lock.lock")),
        ("open the gas shutoff", ("valve.kitchen_gas_valve", "valve.close_valve")),
    ],
)
def test_undoing_is_the_opposite_on_the_device_just_used(
    first: str, expected: tuple[str, str]
) -> None:
    assert _top(first, "undo") == expected


def test_undoing_in_chinese_is_the_same_class() -> None:
    assert _top("把餐厅的卷帘放下来", "改回来", lang="zh") == (
        "cover.dining_room_blind",
        "cover.open_cover",
    )


def test_a_setting_has_no_opposite_to_undo_it_by() -> None:
    """The value before a setting is the device's, not the conversation's: nothing undoes it,
    and the setting is not repeated either."""
    last = Command(action="set", resolved_services=frozenset({"set_temperature"}))
    assert undone(Command(raw="undo"), last, EN) is None
    assert _top("set the study AC to 22", "undo")[1] != "climate.set_temperature"


@pytest.mark.parametrize(
    ("first", "correction", "expected"),
    [
        ("turn on the right bedside lamp", "wrong one", "light.master_bedroom_bedside_left"),
        ("open the sheer curtain", "not that one", "cover.living_room_curtain"),
    ],
)
def test_a_correction_without_a_name_is_the_sibling(
    first: str, correction: str, expected: str
) -> None:
    entity, service = _top(first, correction)
    assert entity == expected
    assert service in ("light.turn_on", "cover.open_cover")


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        # a name said alone is the device's own: the word picks one of the kind anywhere
        ("lock the front door", "the back one too", ("lock.back_door", "lock.lock")),
        # a name said with a room: the word picks one of the kind in that room
        ("turn off the lamp in the study", "the monitor one as well", ("light.study_monitor_light", "light.turn_off")),
    ],
)  # fmt: skip
def test_one_with_a_word_of_a_name_is_one_more_of_the_kind(
    first: str, then: str, expected: tuple[str, str]
) -> None:
    assert _top(first, then) == expected


def test_a_carry_over_word_is_never_part_of_a_misheard_device_word(demo_en: LocalParser) -> None:
    """ "spotlights too" sounds like no word: "too" carries the request over."""
    for text in ("the spotlights too", "the spotlights as well"):
        command = one(demo_en, text)
        assert command.evidence.get("also") in ("too", "as well")
        assert not command.issues, command.issues


@pytest.mark.parametrize(
    ("first", "then", "expected"),
    [
        # "auto" names an AC's HVAC mode too; the purifier just used lists it as a preset
        ("turn on the purifier in the family room", "switch it to auto", ("fan.living_room_air_purifier", "fan.set_preset_mode")),
        ("switch on the dehumidifier", "put it on auto", ("humidifier.storage_room_dehumidifier", "humidifier.set_mode")),
        # an AC lists it as its own HVAC mode: kept
        ("switch on the study AC", "put it on auto", ("climate.study_ac", "climate.set_hvac_mode")),
        # a scene named after a value: said with "it", the value of the device just used
        ("turn on the kids room purifier", "set it to favorite mode", ("fan.kids_room_air_purifier", "fan.set_preset_mode")),
    ],
)  # fmt: skip
def test_a_value_said_of_the_device_just_used_is_the_setting_that_lists_it(
    first: str, then: str, expected: tuple[str, str]
) -> None:
    assert _top(first, then) == expected


@pytest.mark.parametrize(
    ("first", "expected"),
    [
        ("switch on the fan in the master bedroom", ("fan.master_bedroom_fan", "fan.oscillate")),
        (
            "switch on the AC in the guest bedroom",
            ("climate.second_bedroom_ac", "climate.set_swing_mode"),
        ),
    ],
)
def test_a_swing_asked_of_the_device_just_used_is_its_own(
    first: str, expected: tuple[str, str]
) -> None:
    assert _top(first, "let it swing") == expected


def test_a_name_only_one_device_has_is_not_carried_to_the_last_room() -> None:
    """The back door's lock is in the kitchen: asked after the front door (in the entryway), the
    entryway is not carried to it; a name several devices share keeps the room."""
    assert _top("is the front door locked", "how about the back door") == ("lock.back_door", None)
    assert _top("switch on the chandelier", "the downlight as well") == (
        "light.dining_room_downlight",
        "light.turn_on",
    )


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("could you them the chandelier", "dim"),  # "th" said as "d"
        ("them the floor lamp in the lounge", "dim"),
    ],
)
def test_a_pronoun_before_an_article_is_a_misheard_verb(
    demo_en: LocalParser, text: str, action: str
) -> None:
    """No one says a pronoun right before "the": in a request with no verb it is the verb the
    device takes that it sounds like."""
    command = one(demo_en, text)
    assert command.action == action
    assert not command.references


def test_a_pronoun_that_is_the_object_stays_a_reference(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch them off")
    assert command.references == (LAST_MENTIONED,)


def test_a_device_name_another_device_lists_as_a_value_names_the_device(
    demo_en: LocalParser,
) -> None:
    """The receiver has a "Projector" input: "the projector's input to HDMI 1" is the projector's
    own input, not the receiver's value."""
    command = one(demo_en, "the projector's input to hdmi 1")
    assert command.name_hint == "Projector"
    assert command.params == {"source": "HDMI 1"}


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("switch off the lights which in the dining room", "turn off"),  # heard for "light switch"
        ("turn on the lamps which are off", "turn on"),  # a relative clause
    ],
)
def test_a_question_word_after_a_told_verb_is_no_question(
    demo_en: LocalParser, text: str, action: str
) -> None:
    assert one(demo_en, text).action == action


def test_a_question_that_opens_with_a_verb_of_asking_stays_a_question(demo_en: LocalParser) -> None:
    assert one(demo_en, "check which blinds are open").action == "query"
