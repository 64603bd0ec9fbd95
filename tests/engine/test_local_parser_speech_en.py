"""The local parser on English as people say it (issue #13): complaint words, words a
recogniser mishears, bare numbers in a follow-up, verbs of vacuums and alarms, question forms.

Sentences here are the test's own, not the talk or speech sets' (those are measured by
``context-retrieval eval``); each test names the mechanism it checks.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from parsing import one

from custom_components.context_retrieval.engine.catalog import LEVEL
from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.injection import resolve_relative
from custom_components.context_retrieval.engine.ir import LAST_MENTIONED, UNKNOWN_TYPE
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.heard import sound_key
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState
from devtools.homes import HOMES_DIR


@pytest.mark.parametrize(
    ("text", "room", "type_hint", "device_class"),
    [
        ("the kitchen is smoky", "kitchen", "fan", None),
        ("it's so muggy in the storage room", "storage room", "humidifier", "dehumidifier"),
        ("the bathroom is steamy", "bathroom", "fan", None),
    ],
)
def test_complaint_words_mean_the_kind_that_undoes_them(
    demo_en: LocalParser, text: str, room: str, type_hint: str, device_class: Any
) -> None:
    """Smoke and steam are aired out by a fan; a muggy room is a damp one (complaints.json)."""
    command = one(demo_en, text)
    assert (command.action, command.type_hint, command.device_class) == (
        "turn on",
        type_hint,
        device_class,
    )
    assert command.scope_include == (room,) and command.quantifier == "all"


@pytest.mark.parametrize(
    ("text", "action"),
    [("the speaker is blaring", "volume down"), ("I can hardly hear the speaker", "volume up")],
)
def test_loudness_complaints_about_a_player_change_its_volume(
    demo_en: LocalParser, text: str, action: str
) -> None:
    command = one(demo_en, text)
    assert command.action == action
    assert (command.name_hint or "").casefold() == "speaker"


# ------------------------------------------------- a bare number for the device just mentioned


@pytest.fixture(scope="module")
def demo_home() -> Home:
    return load_home(HOMES_DIR / "demo_home_en.json")


def _conversation(home: Home, *turns: str) -> list[tuple[str | None, dict[str, Any]]]:
    """Each turn parsed locally and retrieved with the conversation's state: the first
    candidate's service and the service data the prompt shows it with."""
    parser, retriever, state = LocalParser(home), Retriever(home), ConversationState()
    out = []
    for text in turns:
        result = retriever.retrieve(text, parser.parse(text), state=state)
        command = result.commands[0]
        top = command.candidates[0] if command.candidates else None
        entity = home.entities[top.entity_id] if top else None
        out.append(
            (top.service if top else None, resolve_relative(dict(command.command.params), entity))
        )
    return out


@pytest.mark.parametrize("text", ["make it 19", "19 thanks", "um, 19 please"])
def test_a_bare_number_after_a_device_is_its_own_setting(demo_en: LocalParser, text: str) -> None:
    """No setting word and no device: the number is the referenced device's own setting, which
    only the device tells (catalog.LEVEL), not a brightness."""
    command = one(demo_en, text)
    assert dict(command.params) == {LEVEL: 19}
    assert command.references == (LAST_MENTIONED,)
    assert command.type_hint is None


def test_a_large_lone_number_is_no_setting(demo_en: LocalParser) -> None:
    assert LEVEL not in one(demo_en, "4711 please").params


@pytest.mark.parametrize(
    ("first", "service", "data"),
    [
        ("turn on the bath heater", "climate.set_temperature", {"temperature": 40}),
        ("turn on the study speaker", "media_player.volume_set", {"volume_level": 0.4}),
        ("open the roller blind", "cover.set_cover_position", {"position": 40}),
    ],
)
def test_the_engine_reads_the_number_as_the_devices_setting(
    demo_home: Home, first: str, service: str, data: dict[str, Any]
) -> None:
    (_, _), (got, fields) = _conversation(demo_home, first, "set it to 40")
    assert (got, fields) == (service, data)


# ------------------------------------------------------------------- numbers in words


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("dim the chandelier to a quarter", {"brightness_pct": 25}),
        ("set the roller blind to three quarters", {"position": 75}),
        ("the soundbar at one third volume", {"volume_level": 0.33}),
        ("standing desk to one hundred and five centimeters", {"value": 105}),
        ("desk height 90 cm", {"value": 90}),
    ],
)
def test_fractions_hundreds_and_lengths(
    demo_en: LocalParser, text: str, params: dict[str, Any]
) -> None:
    """A fraction is a share ("a quarter" is 25 %); "a hundred and five" is one number; a
    length in centimetres is a number entity's value."""
    assert dict(one(demo_en, text).params) == params


def test_a_quarter_of_an_hour_is_no_share(demo_en: LocalParser) -> None:
    assert not one(demo_en, "turn off the lamp in a quarter of an hour").params


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("shut the roller blind a quarter", 75),
        ("close the venetian blind two thirds", 33),
        ("the roller blind one third closed", 67),
        ("close the roller blind to a quarter", 25),
        ("open the venetian blind a third", 33),
    ],
)
def test_a_portion_after_a_closing_word_is_how_far_it_closes(
    demo_en: LocalParser, text: str, position: int
) -> None:
    """ "close it a quarter" leaves it three quarters open, as "关上四分之一" does; "to a
    quarter" is the position itself."""
    assert dict(one(demo_en, text).params) == {"position": position}


def test_degrees_for_a_number_entity_are_its_value(demo_home: Home) -> None:
    """ "the fridge to 6 degrees": a temperature fits a number entity's value (its set point)."""
    ((service, fields),) = _conversation(demo_home, "put the fridge on 6 degrees")
    assert (service, fields) == ("number.set_value", {"value": 6})


# ------------------------------------------------------------ words a recogniser mishears


@pytest.mark.parametrize(
    ("text", "type_hint"), [("lite on in the garage", "light"), ("the van off in the study", "fan")]
)
def test_short_misheard_device_words(demo_en: LocalParser, text: str, type_hint: str) -> None:
    """Too short to reread by spelling, a known mishearing (lexicon ``heard_as``) is the device
    word, and the reading says what was heard."""
    command = one(demo_en, text)
    assert command.type_hint == type_hint and command.name_hint is None
    assert any(issue.startswith("heard") for issue in command.issues)


def test_a_short_word_that_names_something_is_not_reread() -> None:
    """A home with a device called "Van" keeps it: only words that match nothing are reread."""
    home = json.loads((HOMES_DIR / "demo_home_en.json").read_text("utf-8"))
    home["entities"].append(
        {"entity_id": "switch.van_charger", "name": "Van", "area": "garage", "state": "off"}
    )
    command = one(LocalParser(Home.from_json(home)), "turn on the van")
    assert command.name_hint is not None and command.name_hint.casefold() == "van"


@pytest.mark.parametrize(
    ("text", "type_hint", "device_class", "room"),
    [
        ("the hall way downlight on", "light", None, "Hallway"),
        ("switch the de humidifier off", "humidifier", "dehumidifier", None),
        ("humid a fire off in the master bedroom", "humidifier", None, "master bedroom"),
    ],
)
def test_split_words_are_read_joined(
    demo_en: LocalParser, text: str, type_hint: str, device_class: Any, room: Any
) -> None:
    """Words a recogniser split are the one word they make together, written alike ("hall
    way") or sounding alike a few edits away ("humid a fire"); the reading says so."""
    command = one(demo_en, text)
    assert (command.type_hint, command.device_class) == (type_hint, device_class)
    assert command.scope_include == ((room,) if room else ())
    assert any(issue.startswith("heard") for issue in command.issues)


def test_a_word_of_grammar_is_not_joined_into_a_word(demo_en: LocalParser) -> None:
    """ "close the" sounds like "closet", but a run ending in a word of grammar is joined only
    when written the same together."""
    command = one(demo_en, "close the projector screen")
    assert command.action == "close" and command.scope_include == ()


@pytest.mark.parametrize(
    ("text", "action"),
    [("paws the projector", "pause"), ("clothes the curtain in the kids room", "close")],
)
def test_a_misheard_verb_is_the_action_it_sounds_like(
    demo_en: LocalParser, text: str, action: str
) -> None:
    """A word in a verb's place that matches nothing, in a request with a device and no
    action, is the action of the same sound key that device takes, with less confidence."""
    command = one(demo_en, text)
    assert command.action == action and command.confidence < 0.9
    assert any(issue.startswith("heard") for issue in command.issues)


@pytest.mark.parametrize("text", ["paws for a moment", "ready the projector", "halve the lamp"])
def test_a_word_is_not_reread_as_a_verb_without_a_device_or_a_close_sound(
    demo_en: LocalParser, text: str
) -> None:
    """No device said, or a word only loosely alike ("ready" / "reboot", "halve" / "halt"):
    the word stays what it was."""
    assert not any(issue.startswith("heard") for issue in one(demo_en, text).issues)


def test_a_misheard_word_after_a_number_is_the_unit_it_sounds_like(demo_en: LocalParser) -> None:
    """ "23 decrees" is degrees (a unit's place), not "decrease" (nearer in spelling alone)."""
    command = one(demo_en, "put the kids room AC on 23 decrees")
    assert command.params == {"temperature": 23} and command.action == "set temperature"
    assert any(issue.startswith("heard") for issue in command.issues)


def test_sound_keys_fold_spelling_and_voicing_but_not_the_first_sound() -> None:
    assert sound_key("paws") == sound_key("pause")
    assert sound_key("decrees") == sound_key("degrees")
    assert sound_key("time") != sound_key("dim")


# --------------------------------------------------------------------- verbs of vacuums


@pytest.mark.parametrize(
    ("text", "floor"),
    [("vacuum the dining room", "Ground Floor"), ("hoover the office", "Upstairs")],
)
def test_vacuum_said_as_a_verb_cleans_the_room(demo_en: LocalParser, text: str, floor: str) -> None:
    """ "vacuum the X" is the verb (not the vacuum whose alias is "Vacuum"); with no vacuum in
    the room, the one on its floor cleans it."""
    command = one(demo_en, text)
    assert command.action == "start cleaning" and command.name_hint is None
    assert command.scope_include == (floor,)


def test_vacuum_a_floor_without_one_finds_none(demo_en: LocalParser) -> None:
    """As Home Assistant reads "vacuum <area>": no vacuum on that floor, no other floor's."""
    assert one(demo_en, "vacuum the garage").scope_include == ("garage",)


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("the bath heater a couple of degrees warmer", {"temperature_step": 2}),
        ("bedroom fan at full speed", {"percentage": 100}),
    ],
)
def test_a_couple_and_speed(demo_en: LocalParser, text: str, params: dict[str, Any]) -> None:
    """ "a couple of degrees" is two; a fan's "speed" is its own setting, not part of a name."""
    command = one(demo_en, text)
    assert dict(command.params) == params
    assert "speed" not in (command.name_hint or "")


def test_yes_and_hello_are_fillers(demo_en: LocalParser) -> None:
    command = one(demo_en, "yep hello, turn on the garage light")
    assert (command.name_hint or "").casefold() == "garage light"


def test_a_room_split_in_two_words_is_reheard(demo_en: LocalParser) -> None:
    """ "hole way": two words run apart sound thin (two consonants) but are the room."""
    command = one(demo_en, "switch off the hole way lights")
    assert command.scope_include == ("Hallway",) and command.type_hint == "light"
    assert any(issue.startswith("heard 'hole way'") for issue in command.issues)


def test_a_break_is_a_pause(demo_en: LocalParser) -> None:
    command = one(demo_en, "Mowbot have a break")
    assert command.action == "pause" and command.name_hint == "Mowbot"


# ------------------------------------------------------- household verbs (US English)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("fire up the fountain", "turn on"),
        ("flip on the stairs light", "turn on"),
        ("power up the projector", "turn on"),
        ("flip off the porch light", "turn off"),
        ("cut off the fountain", "turn off"),
        ("power down the projector", "turn off"),
        ("bump the bedroom ac to 23", "set temperature"),
        ("send sweepy back to the dock", "return to base"),
    ],
)
def test_household_verbs(demo_en: LocalParser, text: str, action: str) -> None:
    """Verbs of American households for on, off, set and docking: before, the verb was read
    as part of a name (no match) or not at all (the service guessed, "turn off" for "fire up")."""
    command = one(demo_en, text)
    assert command.action == action, command.to_json()


def test_bath_fan_is_the_bathroom_fan() -> None:
    """ "bath fan" is an exhaust fan's name as much as "bathroom fan": the one of the
    satellite's bathroom answers, not a question over every fan of the home."""
    home = Home.from_json(
        {
            "language": "en",
            "areas": [
                {"id": "main_bath", "name": "Main Bathroom"},
                {"id": "kids_bath", "name": "Kids Bathroom"},
                {"id": "den", "name": "Den"},
            ],
            "entities": [
                {"entity_id": "fan.main_bath_fan", "name": "Main Bath Fan", "area": "main_bath"},
                {"entity_id": "fan.kids_bath_fan", "name": "Kids Bath Fan", "area": "kids_bath"},
                {"entity_id": "fan.den_fan", "name": "Den Fan", "area": "den"},
            ],
        }
    )
    text = "turn on the bathroom fan"
    result = Retriever(home).retrieve(text, LocalParser(home).parse(text), context_area="main_bath")
    command = result.commands[0]
    assert command.hint is None
    assert [c.entity_id for c in command.candidates][:1] == ["fan.main_bath_fan"]
    assert command.candidates[0].service == "fan.turn_on"


@pytest.mark.parametrize(
    ("text", "params", "service"),
    [
        ("play some music on Blackie", {}, "media_player.media_play"),
        ("play the podcast on Blackie", {}, "media_player.media_play"),
        (
            "play Blue Train on Blackie",
            {"search_query": "Blue Train"},
            "media_player.play_media",
        ),
    ],
)
def test_a_kind_of_media_alone_plays_and_a_title_searches(
    demo_home: Home, text: str, params: dict[str, str], service: str
) -> None:
    """ "Play some music" names nothing to find: the player plays (``media_play``); a title
    is searched for and played (``play_media``), and its words set nothing (no blue light)."""
    retriever = Retriever(demo_home)
    command = LocalParser(demo_home).parse(text)[0]
    assert command.params == params
    result = retriever.retrieve(text, [command]).commands[0]
    assert result.candidates[0].entity_id == "media_player.master_bedroom_speaker"
    assert result.candidates[0].service == service


@pytest.mark.parametrize(
    ("text", "room"),
    [("is it hot in the study", "study"), ("is the kitchen cold", "kitchen")],
)
def test_cold_or_hot_asked_of_a_room_without_such_sensors_is_its_temperature(
    demo_en: LocalParser, text: str, room: str
) -> None:
    """Home Assistant's "cold"/"heat" binary sensors answer only where they exist; elsewhere
    the temperature felt is asked, as "冷不冷" is."""
    command = one(demo_en, text)
    assert (command.type_hint, command.device_class) == ("sensor", "temperature")
    assert list(command.scope_include) == [room]


def test_a_set_asked_cold_stays_home_assistants_question(demo_en: LocalParser) -> None:
    command = one(demo_en, "which sensors are cold in the kitchen")
    assert (command.type_hint, command.device_class) == ("binary_sensor", "cold")


@pytest.mark.parametrize(
    ("text", "room", "type_hint", "device_class"),
    [
        # One AC and a thermometer in the room: the thermometer measures the room.
        ("how warm is the guest bedroom", "guest bedroom", "sensor", "temperature"),
        # No room said: the satellite's room, answered by its thermometer.
        ("how hot is it in here", None, "sensor", "temperature"),
        # No thermometer in the room: its thermostat's reading answers.
        ("how warm is it in the cinema room", "cinema room", "climate", None),
    ],
)
def test_how_warm_a_room_is_reads_its_thermometer(
    demo_en: LocalParser, text: str, room: str | None, type_hint: str, device_class: str | None
) -> None:
    command = one(demo_en, text)
    assert (command.type_hint, command.device_class) == (type_hint, device_class)
    assert list(command.scope_include) == ([room] if room else [])


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("open the kitchen gas valve a crack", {"position": 10}),
        ("desk height to one fifteen", {"value": 115}),
    ],
)
def test_a_crack_and_hundreds_said_as_a_digit(
    demo_en: LocalParser, text: str, params: dict[str, Any]
) -> None:
    """ "a crack" is a small opening (10 %); "one fifteen" is 115, not one and fifteen."""
    assert dict(one(demo_en, text).params) == params


@pytest.mark.parametrize(
    "text",
    ["switch the child lock on the purifier off", "turn off the child lock of the purifier"],
)
def test_a_part_said_before_its_device_names_the_part(demo_en: LocalParser, text: str) -> None:
    """ "the child lock on the purifier" is the entity "Purifier Child Lock", not the purifier."""
    assert one(demo_en, text).name_hint == "Purifier Child Lock"


def test_a_part_that_makes_no_name_leaves_the_words_as_said(demo_en: LocalParser) -> None:
    assert list(one(demo_en, "turn off the lights of the kitchen").scope_include) == ["kitchen"]
    # The device's phrase ends before "to": "mode" and "movie" make no part name (a scene).
    command = one(demo_en, "the sound mode on the soundbar to movie")
    assert (command.name_hint, dict(command.params)) == ("Soundbar", {"sound_mode": "Movie"})


@pytest.mark.parametrize(
    ("text", "name_hint"),
    [
        ("put the fridge on five degrees", "Fridge Temperature"),
        ("lower the desk to 80", "Desk Height"),
    ],
)
def test_a_settable_number_is_named_by_its_thing(
    demo_en: LocalParser, text: str, name_hint: str
) -> None:
    """ "the fridge" for the number "Fridge Temperature": a setting's name without the setting
    names the thing it belongs to, when no other name or room is that word."""
    assert one(demo_en, text).name_hint == name_hint


@pytest.mark.parametrize(
    ("text", "action", "params"),
    [
        ("turn the story player up a notch", "volume up", {}),
        ("turn the soundbar down two notches", "volume down", {}),
        ("soundbar volume up 20", "volume up", {"volume_step": 0.2}),
    ],
)
def test_a_volume_notch_is_a_step_of_the_player(
    demo_en: LocalParser, text: str, action: str, params: dict[str, Any]
) -> None:
    """ "up a notch" is one step of the player (volume_up), not a change of the whole range; a
    larger number is a percentage."""
    command = one(demo_en, text)
    assert (command.action, dict(command.params)) == (action, params)


def test_a_reading_of_a_device_called_by_its_nickname_takes_its_name(
    demo_en: LocalParser,
) -> None:
    """The vacuum's battery sensor is named after the vacuum ("Robot Vacuum Battery"), not
    after its nickname: asking Sweepy's charge asks that sibling sensor by its own name."""
    command = one(demo_en, "what's Sweepy's battery at")
    assert (command.name_hint, command.type_hint) == ("Robot Vacuum Battery", UNKNOWN_TYPE)


def test_a_nickname_the_readings_are_named_after_stays() -> None:
    """The Chinese demo home names the lock's battery after the lock's alias ("门锁电量"): the
    alias other names begin with is kept, and the question goes to that sibling sensor."""
    parser = LocalParser(load_home(HOMES_DIR / "demo_home_zh.json"))
    assert one(parser, "门锁现在还有多少电").name_hint == "门锁电量"


@pytest.mark.parametrize(
    ("text", "step"),
    [("could the water heater be a little hotter", 1), ("the water heater cooler please", -1)],
)
def test_a_comparative_wished_of_a_water_heater_steps_its_temperature(
    demo_en: LocalParser, text: str, step: int
) -> None:
    command = one(demo_en, text)
    assert command.type_hint == "water_heater"
    assert command.params.get("temperature_step") == step
