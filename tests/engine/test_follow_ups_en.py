"""English follow-ups and settings said by their ends (issue #13, round 8): a bare value after a
word that carries the request on ("now 19"), the lowest speed of a fan (its first step, never
off), and "the … one" carried to another room as one device of the previous command's kind.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``).
"""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.catalog import LEVEL
from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.injection import resolve_relative
from custom_components.context_retrieval.engine.ir import IMPLIED_REFERENCE, LAST_MENTIONED, Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import REPEATED_KIND, ConversationState
from devtools.homes import HOMES_DIR


@pytest.mark.parametrize("text", ["now 19", "19 now", "ok and now 19", "19 as well"])
def test_a_value_after_a_word_that_carries_on_is_the_devices_own_setting(
    demo_en: LocalParser, text: str
) -> None:
    """ "now", "as well" carry the previous request on; with a number alone they change its
    value, as a number said alone does."""
    command = one(demo_en, text)
    assert dict(command.params) == {LEVEL: 19}
    assert command.references == (LAST_MENTIONED,)


@pytest.mark.parametrize(
    ("text", "percentage"),
    [
        ("the extractor hood at the lowest", 33),  # three speeds: the first is 33 %
        ("put the purifier in the kids room on minimum", 1),  # 1 % steps
        ("extractor hood on the highest", 100),
    ],
)
def test_the_lowest_speed_of_a_fan_is_its_first_step_not_off(
    demo_en: LocalParser, text: str, percentage: int
) -> None:
    command = one(demo_en, text)
    assert command.params == {"percentage": percentage}


def test_the_lowest_brightness_is_on_and_the_lowest_position_closed(demo_en: LocalParser) -> None:
    assert one(demo_en, "the chandelier at its lowest").params == {"brightness_pct": 1}
    assert one(demo_en, "the roller blind to the lowest position").params == {"position": 0}


def _carried(text: str, rooms: tuple[str, ...] = ("Kids Room",)) -> Command:
    """A follow-up as the local parser reads "and the … one": a room, the implied reference."""
    return Command(
        scope_include=rooms,
        references=(LAST_MENTIONED,),
        quantifier="all",
        raw=text,
        evidence={"references": IMPLIED_REFERENCE},
    )


def test_one_in_another_room_is_one_device_of_the_name_said_with_a_room() -> None:
    """A name said with its room ("the ceiling light in the study") is shared by rooms: "the
    kids room one" is the kids room's device of that name, one device."""
    state = ConversationState()
    said = Command(
        action="turn on", name_hint="Ceiling Light", type_hint="light", scope_include=("Study",)
    )
    state.remember_command(said, now=0.0)
    continued = state.continued(_carried("and the kids room one"), now=1.0)
    assert (continued.action, continued.name_hint, continued.type_hint) == (
        "turn on",
        "Ceiling Light",
        "light",
    )
    assert continued.quantifier == "one" and continued.scope_include == ("Kids Room",)
    assert continued.evidence["type_hint"] == REPEATED_KIND


def test_one_after_a_name_of_its_own_carries_only_the_kind() -> None:
    """ "the garage one" after "lock the back door": the back door's name is its own, so only
    its kind (a lock) is carried to the garage."""
    state = ConversationState()
    state.remember_command(Command(action="lock", name_hint="Back Door", type_hint="lock"), now=0.0)
    continued = state.continued(_carried("the garage one", ("Garage",)), now=1.0)
    assert (continued.action, continued.name_hint, continued.type_hint) == ("lock", None, "lock")
    assert continued.quantifier == "one"


def test_a_room_without_one_carries_every_device_of_the_kinds() -> None:
    state = ConversationState()
    said = Command(
        action="turn on", name_hint="Ceiling Light", type_hint="light", scope_include=("Study",)
    )
    state.remember_command(said, now=0.0)
    continued = state.continued(_carried("the kids room too"), now=1.0)
    assert (continued.action, continued.name_hint, continued.quantifier) == ("turn on", None, "all")


def _temperatures(*turns: str) -> list[object]:
    """Each turn retrieved in one conversation: the temperature the prompt shows its top
    candidate set to (a step resolved against the value it starts from)."""
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    out = []
    for text in turns:
        command = retriever.retrieve(text, parser.parse(text), state=state).commands[0]
        entity = home.entities[command.candidates[0].entity_id]
        out.append(resolve_relative(dict(command.command.params), entity).get("temperature"))
    return out


def test_a_step_after_a_setting_starts_from_the_value_just_set() -> None:
    """The bedroom AC's target is 26 in the home; after "to 21" a degree warmer is 22, and
    "a bit more" steps again from there."""
    assert _temperatures("put the master bedroom AC on 21", "one degree warmer", "a bit more") == [
        21,
        22,
        23,
    ]


def test_a_step_with_nothing_set_before_starts_from_the_devices_target() -> None:
    assert _temperatures("switch the master bedroom AC on", "one degree warmer") == [None, 27]


@pytest.mark.parametrize("text", ["also the balcony", "then the balcony"])
def test_a_first_word_that_carries_the_request_on_is_not_cut_away(
    demo_en: LocalParser, text: str
) -> None:
    """ "also"/"then" cut between two requests; said first, with only a room after it, they
    carry the previous request over to that room."""
    command = one(demo_en, text)
    assert command.scope_include == ("balcony",)
    assert command.references == (LAST_MENTIONED,)


def test_a_pronoun_with_will_is_a_word_around_the_request(demo_en: LocalParser) -> None:
    """ "it'll", like "it's", is no name: "highest it'll go" is the highest setting."""
    command = one(demo_en, "highest it'll go")
    assert command.name_hint is None and command.params == {"brightness_pct": 100}


@pytest.mark.parametrize(
    ("first", "halt", "expected"),
    [
        ("close the roller blind", "stop!", ("cover.dining_room_blind", "cover.stop_cover")),
        ("start the upstairs robot vacuum", "hold on", ("vacuum.upstairs_vacuum", "vacuum.pause")),
        ("play some music in the study", "stop", None),  # media: paused as before
    ],
)
def test_a_bare_stop_after_a_device_that_moves_halts_that_device(
    first: str, halt: str, expected: tuple[str, str] | None
) -> None:
    """A bare "stop" is media paused (Home Assistant's reading) unless the previous command set
    a cover, valve, vacuum or mower going: then it is that device."""
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    retriever.retrieve(first, parser.parse(first), state=state)
    [result] = retriever.retrieve(halt, parser.parse(halt), state=state).commands
    top = (result.candidates[0].entity_id, result.candidates[0].service)
    if expected is None:
        assert top[1] == "media_player.media_pause"
    else:
        assert top == expected
        assert len(result.candidates) == 1
