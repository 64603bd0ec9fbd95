"""English household requests of round 16 (issue #13, hgla): Scots and other regional English
words read as the standard word (lexicon.json ``dialect``, ``en``), words of address said to
the assistant ("hen", "pal"), and an area named like a verb (a Glasgow "Close", the common
stair) that stays the verb when it leads the request; in retrieval, a complaint of heat in a
home that cannot cool turns its fans on, and a device word that ends an area's name ("door" of
a "Back Door" area) stays the device."""

from __future__ import annotations

import pytest
from home_builders import entity, first_services, home_of
from parsing import one

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.dialect import Dialect
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState

_COVER = {"supported_features": 15}


@pytest.fixture(scope="module")
def home() -> Home:
    return home_of(
        "en",
        {"close": "Close", "den": "Den", "nursery": "Nursery"},
        entity("light.stair_lamp", "Stair Lamp", "close"),
        entity("light.den_lamp", "Den Lamp", "den"),
        entity("cover.den_shades", "Den Shades", "den", device_class="shade", attributes=_COVER),
        entity(
            "cover.nursery_drapes", "Drapes", "nursery", device_class="curtain", attributes=_COVER
        ),
        entity("media_player.den_tv", "Den TV", "den", device_class="tv"),
        entity("switch.toaster", "Toaster Socket", "den"),
    )


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    return LocalParser(home)


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("den lamp aff", "turn off", "Den Lamp"),
        ("put the den tv oan", "turn on", "Den TV"),
        ("switch the toaster socket aff the noo", "turn off", "Toaster Socket"),
    ],
)
def test_scots_words_are_read_as_the_standard_word(
    parser: LocalParser, text: str, action: str, name: str
) -> None:
    command = one(parser, text)
    assert (command.action, command.name_hint) == (action, name)


def test_a_scots_negation_is_read_as_the_english_one(parser: LocalParser) -> None:
    """ "I cannae hear the TV" is "I can't hear it": louder, as the English complaint says."""
    assert (
        one(parser, "we cannae hear the den tv").action
        == one(parser, "we can't hear the den tv").action
    )


def test_a_regional_word_in_a_name_of_the_home_stays_as_said() -> None:
    home = home_of("en", {"den": "Den"}, entity("light.ma_lamp", "Ma Lamp", "den"))
    dialect = Dialect.of({"ma": "my", "aff": "off"}, home)
    assert dialect.read("ma lamp aff") == "ma lamp off"
    assert dialect.read("the max setting") == "the max setting"


@pytest.mark.parametrize(
    "text",
    ["turn off the wi-fi booster", "is the fire pit lit", "put the now tv box on", "a canny buy"],
)
def test_a_standard_english_word_is_never_rewritten(parser: LocalParser, text: str) -> None:
    """Review of round 16: a hyphen joins a word ("wi-fi" keeps its "wi"), and words a standard
    English speaker says ("pit", "canny", "the now") are no regional words."""
    assert parser.dialect.read(text) == text


def test_every_english_regional_word_is_unknown_to_the_lexicon(parser: LocalParser) -> None:
    """A regional word the lexicon already reads means that, not the standard word."""
    known = [w for w in parser.lexicon.dialect if w.isascii() and parser.lexicon.table.get(w)]
    assert known == []


def test_a_word_of_address_is_no_part_of_the_name(parser: LocalParser) -> None:
    assert one(parser, "turn the toaster socket on pal").name_hint == "Toaster Socket"


@pytest.mark.parametrize(
    "text", ["pal, switch the den lamp off", "switch the den lamp off, hen, ta", "den lamp off hen"]
)
def test_a_word_of_address_beside_a_comma_or_at_the_end_is_left_out(
    parser: LocalParser, text: str
) -> None:
    assert one(parser, text).name_hint == "Den Lamp"


@pytest.mark.parametrize(
    ("text", "kept"),
    [("put the hen coop lamp on", "hen coop lamp"), ("switch on the pal box", "pal box")],
)
def test_a_word_of_address_inside_the_request_stays_a_word_of_it(
    parser: LocalParser, text: str, kept: str
) -> None:
    """Review of round 16: "hen", "pal" are left out only where they are said to the
    assistant, so a name that holds one keeps it."""
    assert kept in parser.dialect.read(text)


def test_a_yoke_is_a_thing_unless_the_home_names_one() -> None:
    home = home_of("en", {"den": "Den"}, entity("switch.yoke", "Yoke Charger", "den"))
    assert (
        LocalParser(home).dialect.read("turn off the yoke charger") == "turn off the yoke charger"
    )
    assert "yoke" not in LocalParser(home_of("en", {"den": "Den"})).dialect.read("that yoke")


@pytest.mark.parametrize(
    ("text", "device_class"),
    [("close all the shades", "shade"), ("could you close the drapes", "curtain")],
)
def test_an_area_named_like_the_leading_verb_is_the_verb(
    parser: LocalParser, text: str, device_class: str
) -> None:
    command = one(parser, text)
    assert command.action == "close"
    assert command.device_class == device_class
    assert not command.scope_include


@pytest.mark.parametrize("text", ["lamp on in the close", "switch the lamp off in the close"])
def test_the_area_said_as_a_place_stays_the_room(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert command.action in ("turn on", "turn off")
    assert list(command.scope_include) == ["close"]


_HEATING = {"hvac_modes": ["off", "heat", "auto"], "supported_features": 401}


def _fans_and(*extra: dict[str, object]) -> Home:
    return home_of(
        "en",
        {"study": "Study", "loft": "Loft"},
        entity("climate.study", "Study Radiator", "study", attributes=_HEATING),
        entity("fan.study_fan", "Desk Fan", "study", attributes={"supported_features": 48}),
        entity("fan.loft_fan", "Loft Fan", "loft", attributes={"supported_features": 48}),
        *extra,
    )


@pytest.mark.parametrize(
    ("text", "area", "fan"),
    [
        ("it's sweltering in here", "study", "fan.study_fan"),
        ("the loft is like an oven", None, "fan.loft_fan"),
    ],
)
def test_a_home_with_no_cooling_cools_a_room_with_its_fans(
    text: str, area: str | None, fan: str
) -> None:
    home = _fans_and(entity("switch.oil_heater", "Oil Heater", "loft"))
    assert first_services(home, text, area=area) == [(fan, "fan.turn_on")]


def test_a_home_that_may_cool_is_asked_to_cool() -> None:
    """A plug named as an air conditioner may cool: the complaint is not turned to fans."""
    home = _fans_and(entity("switch.portable_ac", "Portable AC", "study"))
    assert first_services(home, "it's sweltering in here", area="study")[0][1] != "fan.turn_on"


def test_a_mode_asked_for_is_not_turned_to_fans() -> None:
    """Review of round 16: only a complaint of heat is turned to the fans; "cool" asked as a
    mode is done as asked."""
    services = first_services(_fans_and(), "set the thermostat to cool", area="study")
    assert "fan.turn_on" not in [service for _, service in services]


@pytest.mark.parametrize(
    "extra",
    [
        entity("climate.loft", "Loft Unit", "loft"),  # no modes listed: it may cool
        entity("switch.heat_pump", "Heat Pump", "loft"),  # a heat pump plug may cool
    ],
)
def test_a_device_that_may_cool_keeps_the_complaint_for_the_climate(
    extra: dict[str, object],
) -> None:
    services = first_services(_fans_and(extra), "it's sweltering in here", area="study")
    assert services[0][1] != "fan.turn_on"


def test_someone_said_with_a_device_name_asks_about_the_device(parser: LocalParser) -> None:
    """ "did somebody leave X on": the person is the subject, the named device is asked."""
    command = one(parser, "has somebody left the den lamp on")
    assert command.name_hint == "Den Lamp"
    assert command.type_hint != "person"


@pytest.mark.parametrize("text", ["the nursery's all misted up", "it is all fogged up in here"])
def test_a_room_steamed_up_is_aired_by_its_fan(parser: LocalParser, text: str) -> None:
    command = one(parser, text)
    assert (command.action, command.type_hint) == ("turn on", "fan")


def test_a_heating_schedule_is_the_auto_mode() -> None:
    """Hive, Nest and Tado follow their schedule in the ``auto`` HVAC mode."""
    home = home_of(
        "en", {"study": "Study"}, entity("climate.study", "Study", "study", attributes=_HEATING)
    )
    command = one(LocalParser(home), "can you put the study back on schedule")
    assert command.params.get("hvac_mode") == "auto"


@pytest.mark.parametrize(
    "text", ["put the stair lamp on schedule", "put the den tv back on schedule"]
)
def test_a_schedule_of_a_device_that_is_no_climate_is_no_hvac_mode(
    parser: LocalParser, text: str
) -> None:
    """Review of round 16: a schedule is a thermostat's auto mode only."""
    assert "hvac_mode" not in one(parser, text).params


def test_a_device_word_that_ends_an_area_name_stays_the_device() -> None:
    """An area named "Back Door": "door" said of a door opener (a cover of class door) is the
    device word, not that area; the satellite's room picks the door."""
    home = home_of(
        "en",
        {"back_door": "Back Door", "den": "Den"},
        entity("cover.back_opener", "Back Opener", "back_door", device_class="door"),
        entity("cover.den_opener", "Den Opener", "den", device_class="door"),
    )
    said = Command(action="close", name_hint="door", type_hint="cover", device_class="door")
    result = Retriever(home).retrieve(
        "shut this door", [said], state=ConversationState(), context_area="den"
    )
    assert [c.entity_id for c in result.commands[0].candidates][:1] == ["cover.den_opener"]
