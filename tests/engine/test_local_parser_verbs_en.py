"""English verbs of the devices that work rather than switch, as classes (issue #13, round 10):
the verbs of pressing, sending home, finding, muting, skipping, locking, plugging in and
disarming (lexicon ``actions``); jobs had done, set going, given as a noun, stopped and
negated (``jobs``, :mod:`.jobs`); an alarm armed in the mode said beside the verb
(``arming``, :func:`.kind_verbs.armed_as`); activities said in everyday words
(``activities``). The sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.jobs import participles

HOME: dict[str, Any] = {
    "language": "en",
    "floors": [{"id": "ground", "name": "Ground"}],
    "areas": [
        {"id": "den", "name": "Den", "floor": "ground"},
        {"id": "lawn", "name": "Back Lawn", "floor": "ground"},
        {"id": "carport", "name": "Carport", "floor": "ground"},
        {"id": "scullery", "name": "Scullery", "floor": "ground"},
    ],
    "entities": [
        entity("vacuum.den_bot", "Dusty", "den", aliases=["Vacuum"]),
        entity("lawn_mower.lawn_bot", "Grazer", "lawn"),
        entity("switch.carport_charger", "Wallbox Charger", "carport"),
        entity("button.scullery_dishes", "Dishwasher Go", "scullery"),
        entity("switch.scullery_rice", "Rice Cooker", "scullery", device_class="outlet"),
        entity("valve.lawn_drip", "Drip Irrigation", "lawn", device_class="water"),
        entity("button.den_modem", "Modem Restart", "den", device_class="restart"),
        entity("media_player.den_tv", "Den Telly", "den", device_class="tv"),
        entity("lock.den_door", "Den Door", "den"),
        entity("switch.den_heater", "Oil Heater", "den", device_class="outlet"),
        entity("alarm_control_panel.house", "House Alarm", None),
        entity("scene.den_goodnight", "Goodnight Lights", "den"),
    ],
}


@pytest.mark.parametrize(
    ("verb", "done"),
    [("do", ("done",)), ("mow", ("mown", "mowed")), ("cut", ("cut",)), ("trim", ("trimmed",))]
    + [("mop", ("mopped",)), ("charge", ("charged",)), ("dry", ("dried",))]
    + [("water", ("watered",)), ("hoover", ("hoovered",)), ("warm up", ("warmed up",))],
)
def test_the_past_participle_of_an_english_job_verb(verb: str, done: tuple[str, ...]) -> None:
    assert participles(verb) == done


@pytest.mark.parametrize(
    ("text", "domain", "service"),
    [
        # had done: the object and the verb's past participle
        ("have the grass cut before lunch", "lawn_mower", "start_mowing"),
        ("could you get the carpets hoovered", "vacuum", "start"),
        # set going: the object and on / going / started
        ("stick the rice on for us", "switch", "turn_on"),
        ("get the dishes started", "button", "press"),
        # given as a noun
        ("give the carpets a good hoover", "vacuum", "start"),
        ("give the grass a cut", "lawn_mower", "start_mowing"),
        # a phrasal verb of the job with its object between
        ("plug the ev in tonight", "switch", "turn_on"),
    ],
)
def test_an_english_job_said_as_had_done_set_going_or_given(
    parser: LocalParser, text: str, domain: str, service: str
) -> None:
    command = one(parser, text)
    assert command.type_hint == domain, text
    assert service in command.resolved_services, text


@pytest.mark.parametrize(
    ("text", "domain", "service"),
    [
        ("quit with the mowing", "lawn_mower", "pause"),
        ("knock off the hoovering", "vacuum", "stop"),
        ("hold off on charging the car", "switch", "turn_off"),
        ("stop the ev from charging", "switch", "turn_off"),
        ("don't water the flowers today", "valve", "close_valve"),
    ],
)
def test_an_english_job_stopped_or_negated_takes_its_stop(
    parser: LocalParser, text: str, domain: str, service: str
) -> None:
    command = one(parser, text)
    assert command.type_hint == domain, text
    assert service in command.resolved_services, text


@pytest.mark.parametrize(
    "text", ["ok start charging my electric car", "resume charging the car battery tonight"]
)
def test_an_english_job_started_by_its_ing_form_takes_its_start(
    parser: LocalParser, text: str
) -> None:
    """A starting word before the -ing form is the job's start, not a battery-charging sensor."""
    command = one(parser, text)
    assert command.type_hint == "switch", text
    assert "turn_on" in command.resolved_services, text


def test_a_job_done_on_a_device_named_by_its_physical_devices_brand() -> None:
    """The charge switch of a car's integration is named by the car ("juice up the kia"), when
    the brand names a device of the home (the car's battery sensor)."""
    cars = [("kia", "Kia EV6", "EV6"), ("ford", "Ford Mach-E", "Mustang")]
    home = home_of(
        "en",
        {"driveway": "Driveway"},
        *[
            entity(f"switch.{c}_charge", f"{m} Charge", "driveway", device_name=d)
            for c, d, m in cars
        ],
        *[
            entity(f"sensor.{c}_battery", f"{d} Battery", "driveway", device_name=d)
            for c, d, _ in cars
        ],
    )
    command = one(LocalParser(home), "please charge the kia overnight")
    assert command.name_hint == "EV6 Charge"
    assert "turn_on" in command.resolved_services


def test_a_job_verb_holding_a_device_name_is_still_the_job(parser: LocalParser) -> None:
    """ "vacuuming" holds the alias "Vacuum": names are cut from the job's words whole."""
    command = one(parser, "quit vacuuming the den")
    assert (command.type_hint, "stop" in command.resolved_services) == ("vacuum", True)


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("reset the modem", "press"),
        ("give the modem restart a poke", "press"),
        ("dusty, head home", "return_to_base"),
        ("send dusty back to its charger", "return_to_base"),
        ("ping dusty", "locate"),
        ("shush the den telly", "volume_mute"),
        ("take the den telly off mute", "volume_mute"),
        ("skip ahead on the den telly", "media_next_track"),
        ("skip back on the den telly", "media_previous_track"),
        ("latch the den door", "lock"),
        ("deadbolt the den door", "lock"),
        ("unplug the oil heater", "turn_off"),
        ("plug in the oil heater", "turn_on"),
        ("unset the house alarm", "alarm_disarm"),
    ],
)
def test_everyday_english_verbs_of_an_action(parser: LocalParser, text: str, service: str) -> None:
    assert service in one(parser, text).resolved_services, text


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("arm the house alarm overnight", "alarm_arm_night"),
        ("set the house alarm, we're staying in", "alarm_arm_home"),
        ("arm the house alarm in stay mode", "alarm_arm_home"),
        ("put the house alarm on, we're off on holiday", "alarm_arm_vacation"),
        ("arm the house alarm tonight", None),
    ],
)
def test_an_alarm_is_armed_in_the_mode_said(
    parser: LocalParser, text: str, service: str | None
) -> None:
    command = one(parser, text)
    assert command.type_hint == "alarm_control_panel", text
    if service is None:  # "tonight" says no mode: the arming stays as read
        assert not {"alarm_arm_night", "alarm_arm_home"} & command.resolved_services, text
    else:
        assert command.resolved_services == {service}, text


@pytest.mark.parametrize("text", ["hitting the hay now", "right, calling it a night"])
def test_going_to_bed_said_in_everyday_words_runs_the_scene_for_it(
    parser: LocalParser, text: str
) -> None:
    command = one(parser, text)
    assert (command.type_hint, command.name_hint) == ("scene", "Goodnight Lights"), text


@pytest.mark.parametrize(
    ("text", "domain", "service"),
    [
        ("have grazer do the back lawn", "lawn_mower", "start_mowing"),
        ("please get dusty to clean the den", "vacuum", "start"),
        ("could you have dusty do the den", "vacuum", "start"),
        ("tell dusty to head home", "vacuum", "return_to_base"),
    ],
)
def test_a_causative_has_the_device_after_it_do_the_verb(
    parser: LocalParser, text: str, domain: str, service: str
) -> None:
    """ "get X to V", "have X do …": X does the verb (its job for "do"); no question."""
    command = one(parser, text)
    assert (command.type_hint, service in command.resolved_services) == (domain, True), text


def test_a_question_opened_by_have_stays_a_question(parser: LocalParser) -> None:
    assert one(parser, "have the den door been locked all day").action == "query"


HEATERS: dict[str, Any] = {
    "language": "en",
    "floors": [],
    "areas": [{"id": "loft", "name": "Loft"}, {"id": "den", "name": "Den"}],
    "entities": [
        entity(
            "water_heater.loft_cylinder",
            "Hot Water Cylinder",
            "loft",
            attributes={"operation_list": ["eco", "electric"], "away_mode": "off"},
        ),
        entity("fan.den_tower", "Tower Fan", "den", attributes={"oscillating": False}),
        entity("alarm_control_panel.den", "Den Alarm", "den"),
    ],
}


@pytest.fixture(scope="module")
def heaters() -> LocalParser:
    return LocalParser(Home.from_json(HEATERS))


@pytest.mark.parametrize(
    ("text", "on"),
    [
        ("pop the hot water cylinder into holiday mode", True),
        ("put the hot water cylinder on away please", True),
        ("take the hot water cylinder out of away mode", False),
        ("switch holiday mode off on the hot water cylinder", False),
    ],
)
def test_a_water_heaters_away_mode_is_switched_not_the_heater(
    heaters: LocalParser, text: str, on: bool
) -> None:
    """Round 12: away mode is the water heater's own on/off setting (set_away_mode)."""
    command = one(heaters, text)
    assert (command.name_hint, command.params) == ("Hot Water Cylinder", {"away_mode": on}), text


def test_away_said_of_an_alarm_is_no_away_mode(heaters: LocalParser) -> None:
    assert "away_mode" not in one(heaters, "put the den alarm in away mode").params


def test_back_and_forth_is_a_fans_oscillation(heaters: LocalParser) -> None:
    assert one(heaters, "stop the tower fan moving to and fro").params == {"oscillating": False}


@pytest.mark.parametrize(
    ("text", "step"),
    [("warm up the colour of the new bulb", -500), ("cool down the new bulb's colour", 500)],
)
def test_warming_or_cooling_a_light_changes_its_white(
    demo_en: LocalParser, text: str, step: int
) -> None:
    """Round 12: a light has no temperature; warm up / cool down move its colour temperature."""
    assert one(demo_en, text).params == {"color_temp_step": step}, text


def test_cooling_a_room_down_stays_its_temperature(demo_en: LocalParser) -> None:
    assert "temperature_step" in one(demo_en, "cool down the spare room").params


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("make the alarm siren go off", "turn on"),
        ("set the alarm siren going", "turn on"),
        ("switch the alarm siren off", "turn off"),
    ],
)
def test_a_vague_verb_or_going_off_sounds_a_siren(
    demo_en: LocalParser, text: str, action: str
) -> None:
    """Round 12: a siren does nothing but sound; "go off" is its sounding."""
    command = one(demo_en, text)
    assert (command.type_hint, command.action) == ("siren", action), text


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("move the guest bedroom air conditioner to heating", "heat"),
        ("get the kitchen aircon onto cooling", "cool"),
        ("leave the living room AC on drying overnight", "dry"),
        ("I'd like the study AC in drying mode", "dry"),
        ("no, cooling", "cool"),
        ("hmm, try it on drying", "dry"),
    ],
)
def test_a_climate_mode_said_as_an_ing_word_is_the_mode(
    demo_en: LocalParser, text: str, mode: str
) -> None:
    """Round 13 (qhvac): "heating", "cooling", "drying" after to / on / onto (or alone for
    cooling and drying, which name no device) are the hvac mode, not a name."""
    command = one(demo_en, text)
    assert command.params.get("hvac_mode") == mode, text
    assert command.name_hint is None or "ing" not in command.name_hint.lower(), text


def test_floor_heating_said_by_its_name_keeps_the_name(demo_en: LocalParser) -> None:
    command = one(demo_en, "switch off the study room heating")
    assert command.name_hint is not None and "heating" in command.name_hint.lower()
    assert "hvac_mode" not in command.params


def test_drying_rack_keeps_its_name(demo_en: LocalParser) -> None:
    """A device named with "drying" keeps the name: the longer name phrase wins."""
    command = one(demo_en, "lower the drying rack")
    assert command.name_hint == "Drying Rack"
    assert "hvac_mode" not in command.params
