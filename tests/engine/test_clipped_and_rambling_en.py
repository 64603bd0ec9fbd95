"""English requests clipped or rambling around one command (issue #13, round 13): "up" /
"down" after a window covering with no verb, a room set to a number with the device word lost,
a switch word or a device said and taken back within the request, a device narrowed after it
is said, a hedge that asks for a word ("what's it called"), and a lead-in whose pronoun refers
to nothing. Each has a guard: a step ("down a bit"), a percent, "the other one", a pronoun said
with no command after it.

Sentences here are the test's own, not the talk or speech sets'.
"""

from __future__ import annotations

from typing import Any

import pytest
from parsing import one

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.restated import restated
from custom_components.context_retrieval.engine.pipeline import Retriever
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def run() -> Any:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    parser, retriever = LocalParser(home), Retriever(home)

    def retrieve(text: str) -> list[Any]:
        commands = parser.parse(text)
        return retriever.retrieve(text, commands).commands

    return retrieve


def _found(commands: list[Any]) -> list[tuple[str, str | None]]:
    return [(c.entity_id, c.service) for c in commands[0].candidates][:1]


# ---- "up" / "down" after a covering -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("roller blind down", "close"),
        ("the garage door up please", "open"),
        ("kids room curtain down in there", "close"),
    ],
)
def test_up_or_down_after_a_covering_moves_it(demo_en: LocalParser, text: str, action: str) -> None:
    assert one(demo_en, text).action == action


def test_down_a_bit_stays_a_step(demo_en: LocalParser) -> None:
    assert one(demo_en, "curtain down a bit in the master bedroom").action != "close"


def test_down_after_a_light_is_no_close(demo_en: LocalParser) -> None:
    assert one(demo_en, "the ceiling light down in the study").action != "close"


# ---- a room set to a number, the device word lost ----------------------------------------------


def test_a_room_set_to_degrees_is_its_temperature(run: Any) -> None:
    assert _found(run("put the grandparents' room on 24")) == [
        ("climate.elder_room_ac", "climate.set_temperature")
    ]


def test_a_room_set_to_a_percent_stays_a_brightness(demo_en: LocalParser) -> None:
    command = one(demo_en, "set the hallway to 25 percent")
    assert command.params.get("brightness_pct") == 25


def test_a_room_without_a_thermostat_keeps_the_number_a_brightness(demo_en: LocalParser) -> None:
    command = one(demo_en, "set the balcony to 21")
    assert "temperature" not in command.params


# ---- said and taken back -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("switch off, sorry, on the fountain", "switch on the fountain"),
        ("turn on the — no, off — the fan", "turn off the fan"),
        ("lock the back door, no wait, the front door", "lock the front door"),
        ("close the curtain, sorry, the blind", "close the blind"),
        (
            "turn on the lamp in the study, I mean, the kids room",
            "turn on the lamp in the kids room",
        ),
        ("open the blind, the venetian one", "open the venetian blind"),
    ],
)
def test_what_is_taken_back_goes(said: str, meant: str) -> None:
    assert restated(said) == meant


@pytest.mark.parametrize(
    "said",
    [
        "turn off the lamp, no, the other one",
        "turn on the tv and the soundbar, please",
        "close the curtains, no, the sheer ones",
        "open the blind, the other one",
    ],
)
def test_another_device_asked_for_is_kept(said: str) -> None:
    assert restated(said) == said


def test_a_device_taken_back_is_not_acted_on(run: Any) -> None:
    commands = run("unlock the front door, actually no, the garage side door")
    assert len(commands) == 1
    assert _found(commands) == [("lock.garage_entry_door", "lock.unlock")]


# ---- hedges and lead-ins ------------------------------------------------------------------------


def test_a_word_searched_for_is_no_question(demo_en: LocalParser) -> None:
    command = one(demo_en, "turn off the, what do you call it, the projector")
    assert (command.action, command.name_hint) == ("turn off", "Projector")


def test_a_lead_in_with_a_pronoun_is_no_command(demo_en: LocalParser) -> None:
    command = one(demo_en, "right so I reckon, since it's bedtime, switch off the balcony light")
    assert (command.action, command.name_hint) == ("turn off", "Balcony Light")


def test_a_pronoun_with_a_verb_still_refers(demo_en: LocalParser) -> None:
    commands = demo_en.parse("it's too loud, turn it down")
    assert commands[-1].references


# ---- the switching verb and its particle misheard ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("tun off the study speaker", "turn off"),
        ("torn on the plant grow light", "turn on"),
        ("flip the towel warmer of", "turn off"),
        ("lamps of in the granny room please", "turn off"),
    ],
)
def test_a_misheard_switch_keeps_its_action(demo_en: LocalParser, text: str, action: str) -> None:
    assert one(demo_en, text).action == action


def test_of_that_governs_a_word_stays(demo_en: LocalParser) -> None:
    command = one(demo_en, "what's the humidity of the master bathroom")
    assert command.action != "turn off"


def test_a_misheard_switch_of_an_absent_device_finds_nothing(run: Any) -> None:
    assert not run("tun on the aquarium pump")[0].candidates
