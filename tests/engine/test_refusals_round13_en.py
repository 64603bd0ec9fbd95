"""Round 13 (enrefuse): English requests a person answers that retrieval used to refuse.

A word of the request that one tied candidate alone is called by (a side, a brand) breaks the
tie; a room's one window covering answers for another word of the family; a colour word before
a device after a verb that sets no colour describes the device; the last word of a name said
alone ("the blanket") is that name in part, never a misheard other word."""

from __future__ import annotations

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from tests.engine.home_builders import entity, home_of, last_turn, last_turn_commands
from tests.engine.parsing import one

AREAS = {"bedroom": "Bedroom", "den": "Den", "porch": "Porch", "loft": "Loft"}


def _home() -> Home:
    return home_of(
        "en",
        AREAS,
        entity("light.bed_a", "Left Reading Lamp", "bedroom", device_name="Ikea Reading Lamp"),
        entity("light.bed_b", "Right Reading Lamp", "bedroom", device_name="Ikea Reading Lamp"),
        entity("light.den_a", "Den Lamp", "den", device_name="Lifx Table Lamp"),
        entity("light.den_b", "Corner Lamp", "den", device_name="Govee Table Lamp"),
        entity("cover.den_drapes", "Drapes", "den", device_class="curtain"),
        entity("cover.loft_blind", "Loft Blind", "loft", device_class="blind"),
        entity("cover.loft_screen", "Screen", "loft", device_class="shade"),
        entity("cover.porch_door", "Roller Door", "porch", device_class="garage"),
        entity("switch.bed_throw", "Wool Blanket", "bedroom", device_class="outlet"),
    )


def test_a_side_said_breaks_a_tie_of_the_kind() -> None:
    targets, service, _ = last_turn(_home(), "switch the left reading light on")
    assert targets[:1] == ["light.bed_a"] and service == "light.turn_on"


def test_a_brand_said_breaks_a_tie_of_the_kind() -> None:
    [(targets, service, hint)] = last_turn_commands(_home(), "switch off the govee lamp in the den")
    assert targets[:1] == ["light.den_b"] and service == "light.turn_off" and hint is None


def test_a_word_all_tied_carry_leaves_the_question() -> None:
    [(_, _, hint)] = last_turn_commands(_home(), "turn on the reading light")
    assert hint == "need_clarification"


def test_a_rooms_one_window_covering_answers_for_another_word() -> None:
    [(targets, service, hint)] = last_turn_commands(_home(), "shut the blinds in the den")
    assert targets == ["cover.den_drapes"] and service == "cover.close_cover" and hint is None


def test_a_screen_or_a_garage_door_never_stands_in() -> None:
    [(_, _, hint)] = last_turn_commands(_home(), "open the curtains on the porch")
    assert hint in ("no_match", "need_clarification")
    [(targets, _, _)] = last_turn_commands(_home(), "close the drapes in the loft")
    assert targets[:1] == ["cover.loft_blind"]


def test_a_colour_before_a_device_after_an_on_off_verb_describes_it() -> None:
    parser = LocalParser(_home())
    assert "color_name" not in one(parser, "turn off the green lamp in the den").params
    assert one(parser, "close the white drapes").action == "close"
    assert one(parser, "turn the den lamp green").params.get("color_name") == "green"
    assert one(parser, "set the lamps to blue").params.get("color_name") == "blue"


def test_the_last_word_of_a_name_said_alone_is_not_reheard() -> None:
    [(targets, service, _)] = last_turn_commands(_home(), "turn the blanket on")
    assert targets[:1] == ["switch.bed_throw"] and service == "switch.turn_on"
