"""The last resort of a command that found nothing: the request's words against every name
(engine/name_words.py, docs/grounding.md#the-last-resort)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from home_builders import conversation, entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.name_words import ANSWERING, NameWords, stem


@cache
def _garden_home() -> Home:
    return home_of(
        "en",
        {
            "living_room": "Living Room",
            "kitchen": "Kitchen",
            "office": "Office",
            "patio": "Patio",
            "garden": "Garden",
        },
        entity("switch.wood_stove", "Wood Stove", "living_room"),
        entity("button.bird_feeder_dispense", "Bird Feeder Dispense", "garden"),
        entity(
            "sensor.bird_feeder_seed_level",
            "Bird Feeder Seed Level",
            "garden",
            attributes={"unit_of_measurement": "%"},
        ),
        entity("input_boolean.plants_watered", "Plants Watered"),
        entity("script.evening_routine", "Evening Routine"),
        entity("light.desk_left", "Desk Left", "office"),
        entity("light.desk_right", "Desk Right", "office"),
        entity("light.living_room_ceiling", "Living Room Ceiling", "living_room"),
        entity("light.kitchen_lights", "Kitchen Lights", "kitchen"),
        entity("light.patio_lights", "Patio Lights", "patio"),
        entity("switch.patio_heater", "Patio Heater", "patio"),
        entity("switch.lawn_sprinkler", "Lawn Sprinkler", "garden"),
    )


def _answer(text: str, area: str | None = None) -> tuple[str, str | None, str | None, str | None]:
    """The request's one command: first candidate, its service, the hint and the words that
    named the entity when the last resort answered."""
    (result,) = conversation(_garden_home(), text, area=area)[-1]
    first = result.candidates[0] if result.candidates else None
    return (
        first.entity_id if first else "",
        first.service if first else None,
        result.hint,
        result.meta.get("name_words"),
    )


def test_a_question_the_parser_reads_nothing_in_is_asked_of_the_name_it_says() -> None:
    assert _answer("have the plants been watered") == (
        "input_boolean.plants_watered",
        None,
        None,
        "plant watered",
    )


@pytest.mark.parametrize(
    "text",
    [
        # A noun after the article that neither the home nor the word lists know: the thing meant
        # is absent, whatever else of the request a name holds.
        "how full is the rain barrel",
        # A word that only tells devices of a kind apart names none of them.
        "anything left on",
        # A request that points back names nothing by its words.
        "leave it",
        # The room said is not the room of the device the words name.
        "put the stove on in the kitchen",
        # No verb: naming a thing says nothing of what to do with it, least of all when denied.
        "i watered the plants",
        "the plants are not watered",
        "evening",
        # A kind said that the named device is not: the stove light is absent.
        "turn off the stove light",
        # A verb of another kind of device never becomes the named device's service.
        "mow the grass",
    ],
)
def test_the_last_resort_does_not_answer_what_the_home_may_not_have(text: str) -> None:
    found, _, hint, named_by = _answer(text)
    assert (found, hint, named_by) == ("", "no_match", None)


def test_a_request_about_the_satellites_room_is_not_answered_in_another() -> None:
    words = NameWords(_garden_home())
    assert words.winner("the stove in here", None, "kitchen") is None
    assert words.winner("the stove", None, "kitchen", here=True) is None
    assert words.winner("the stove in here", None, "living_room") is not None


def test_the_entities_of_one_device_named_are_asked_about_and_not_acted_on_without_a_verb() -> None:
    (asked,) = conversation(_garden_home(), "is the bird feeder low")[-1]
    assert asked.hint == "need_clarification"
    assert set(asked.options) == {"button.bird_feeder_dispense", "sensor.bird_feeder_seed_level"}
    assert asked.meta["name_words"] == "bird feeder"
    (named,) = conversation(_garden_home(), "bird feeder")[-1]
    assert named.hint in ("no_match", "need_clarification")  # never the button pressed


def test_an_answer_to_a_question_is_not_read_against_other_names() -> None:
    words = NameWords(_garden_home())
    plain = conversation(_garden_home(), "turn on the stove")[-1][0].command
    assert words.may_retry(plain)
    assert not words.may_retry(replace(plain, evidence={ANSWERING: "1"}))
    assert not words.may_retry(replace(plain, quantifier="except"))


def test_two_devices_named_alike_are_asked_about_not_chosen_between() -> None:
    home = home_of(
        "en",
        {"den": "Den", "loft": "Loft"},
        entity("script.den_reading_hour", "Den Reading Hour", "den"),
        entity("script.loft_reading_hour", "Loft Reading Hour", "loft"),
        *(entity(f"light.lamp_{n}", f"Lamp {n}", "den") for n in range(30)),
    )
    words = NameWords(home)
    found = words.winner("reading hour", None)
    assert found is not None and not found.one_device
    (result,) = conversation(home, "start the reading hour")[-1]
    assert result.hint in ("need_clarification", "no_match")


def test_entities_holding_the_same_words_are_one_device_and_others_tie_to_nothing() -> None:
    words = NameWords(_garden_home())
    one_device = words.winner("is the bird feeder low", None)
    assert one_device is not None
    assert set(one_device.entity_ids) == {
        "button.bird_feeder_dispense",
        "sensor.bird_feeder_seed_level",
    }
    assert one_device.words == ("bird", "feeder")
    assert one_device.one_device
    # "stove" names one device, "heater" another: two devices tie, nothing is chosen.
    assert words.winner("the stove heater", None) is None


def test_a_name_the_parser_read_must_be_all_in_the_winner() -> None:
    words = NameWords(_garden_home())
    assert words.winner("turn on the stove", "stove") is not None
    assert words.winner("turn on the sauna stove", "sauna stove") is None


def test_a_satellite_room_settles_a_tie_between_rooms() -> None:
    home = home_of(
        "en",
        {"kitchen": "Kitchen", "garage": "Garage"},
        entity("switch.kitchen_kettle", "Kettle", "kitchen"),
        entity("switch.garage_kettle", "Kettle", "garage"),
        *(entity(f"light.lamp_{n}", f"Lamp {n}", "kitchen") for n in range(30)),
    )
    words = NameWords(home)
    assert words.winner("kettle", None) is not None
    here = words.winner("kettle", None, context_area="garage")
    assert here is not None and here.entity_ids == ("switch.garage_kettle",)


def test_forms_of_one_word_meet() -> None:
    assert stem("charger") == stem("charge")
    assert stem("plugged") == stem("plug")
    assert stem("whitey") != stem("white")
