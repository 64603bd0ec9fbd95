"""Device words of the other language (issue #13, code-switching): the local parser reads them
as the home's own words (:mod:`~.local_parser.crossing`), and retrieval finds an appliance's
switch, button, sensor or select by the appliance's name (the kinds of ``grounding.json``).

The sentences are written for these tests on small homes, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import command_from_json
from custom_components.context_retrieval.engine.kinds import default_kinds
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.crossing import Crossing
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import CommandResult


def _home(language: str, names: dict[str, str], rooms: dict[str, str]) -> Home:
    """A home with a laundry appliance, a fridge setting, a projector and a ceiling light."""
    return Home.from_json(
        {
            "language": language,
            "floors": [],
            "areas": [{"id": area_id, "name": name} for area_id, name in rooms.items()],
            "entities": [
                entity("switch.laundry", names["washer"], "utility"),
                entity(
                    "select.laundry_program",
                    names["program"],
                    "utility",
                    attributes={"options": ["a", "b"]},
                    device_name=names["washer"],
                ),
                entity("button.dishes_start", names["start"], "kitchen"),
                entity("switch.dishes", names["dishes"], "kitchen"),
                entity("number.fridge", names["fridge"], "kitchen", device_class="temperature"),
                entity("media_player.beamer", names["projector"], "den", device_class="tv"),
                entity("light.den", names["light"], "den"),
                entity("binary_sensor.den_motion", names["motion"], "den", device_class="motion"),
            ],
        }
    )


ZH_HOME = _home(
    "zh-Hans",
    {
        "washer": "洗衣机",
        "program": "洗衣程序",
        "start": "洗碗机启动",
        "dishes": "洗碗机",
        "fridge": "冰箱冷藏温度",
        "projector": "投影仪",
        "light": "吸顶灯",
        "motion": "人体传感器",
    },
    {"utility": "洗衣房", "kitchen": "厨房", "den": "影音室"},
)
EN_HOME = _home(
    "en",
    {
        "washer": "Washing Machine",
        "program": "Laundry Program",
        "start": "Start Dishwasher",
        "dishes": "Dishwasher",
        "fridge": "Fridge Temperature",
        "projector": "Projector",
        "light": "Ceiling Light",
        "motion": "Motion Sensor",
    },
    {"utility": "Utility Room", "kitchen": "Kitchen", "den": "Den"},
)


@pytest.fixture(scope="module")
def zh_parser() -> LocalParser:
    return LocalParser(ZH_HOME)


@pytest.fixture(scope="module")
def en_parser() -> LocalParser:
    return LocalParser(EN_HOME)


# ------------------------------------------------------------------ the parser's rewriting


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("请把projector关了", "请把投影仪关了"),
        ("Dishwashers都打开", "洗碗机都打开"),  # a plural, any case
        ("ceiling light调亮", "吸顶灯调亮"),  # the word the home's names use for the kind
        ("把sheer帘拉开", "把纱帘拉开"),  # the Chinese word already ends with what follows
        ("打开projectors的电源", "打开投影仪的电源"),
        ("帮我lock一下front door", "帮我lock一下大门"),  # none in the home: the first word
    ],
)
def test_english_device_words_are_read_as_the_chinese_homes(said: str, read: str) -> None:
    assert Crossing.of(ZH_HOME).read(said.casefold()) == (read, [])


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("please switch the 洗衣机 off", "please switch the washing machine off"),
        ("投影仪 on", "projector on"),
        ("what is the 冰箱 at", "what is the fridge at"),
        ("open the 厨房 door", "open the 厨房 door"),  # a room: read by places, not renamed
    ],
)
def test_chinese_device_words_are_read_as_the_english_homes(said: str, read: str) -> None:
    assert Crossing.of(EN_HOME).read(said) == (read, [])


def test_a_word_of_the_homes_own_names_stays_as_said() -> None:
    home = _home(
        "zh-Hans",
        {
            "washer": "Washer 2",
            "program": "洗衣程序",
            "start": "洗碗机启动",
            "dishes": "洗碗机",
            "fridge": "冰箱",
            "projector": "投影仪",
            "light": "吸顶灯",
            "motion": "人体传感器",
        },
        {"utility": "洗衣房", "kitchen": "厨房", "den": "影音室"},
    )
    assert Crossing.of(home).read("washer 2关掉") == ("washer 2关掉", [])


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("kai deng in the den", "开 灯 in the den"),  # two pinyin words: a run long enough
        ("the xiyiji off", "the washing machine off"),  # pinyin of a kind, then its English
        ("the deng in the den", "the 灯 in the den"),
        ("an old men's lamp", "an old men's lamp"),  # short English words that are pinyin too
        ("kai the lamp", "kai the lamp"),
    ],
)
def test_pinyin_of_chinese_words_is_read_as_them(said: str, read: str) -> None:
    assert Crossing.of(EN_HOME).read(said)[0] == read


def test_the_parser_names_the_device_in_the_homes_words(
    zh_parser: LocalParser, en_parser: LocalParser
) -> None:
    [zh] = zh_parser.parse("帮我把dishwasher关一下")
    [en] = en_parser.parse("could you turn off the 洗碗机")
    assert (zh.name_hint, en.name_hint) == ("洗碗机", "Dishwasher")
    [pinyin] = en_parser.parse("guan deng in the den")
    assert pinyin.type_hint == "light" and pinyin.scope_include == ("den",)
    assert pinyin.confidence <= 0.7 and "heard 'deng' as '灯'" in pinyin.issues


# ------------------------------------------------------------------ appliances in retrieval


def _ask(home: Home, text: str, **ir: Any) -> CommandResult:
    command = command_from_json(ir, raw=text)
    return Retriever(home).retrieve(text, [command]).commands[0]


@pytest.mark.parametrize(
    ("home", "text", "ir", "expected"),
    [
        (ZH_HOME, "把washer打开", {"action": "打开", "name_hint": "washer"}, "switch.turn_on"),
        (
            EN_HOME,
            "turn the 洗衣机 on",
            {"action": "turn on", "name_hint": "洗衣机"},
            "switch.turn_on",
        ),
        (EN_HOME, "the washer on", {"action": "turn on", "name_hint": "washer"}, "switch.turn_on"),
        (
            ZH_HOME,
            "冰箱调到4",
            {"action": "设置", "name_hint": "冰箱", "params": {"value": 4}},
            "number.set_value",
        ),
        (
            EN_HOME,
            "set the 冰箱 to 4",
            {"action": "set", "name_hint": "冰箱", "params": {"value": 4}},
            "number.set_value",
        ),
    ],
)
def test_an_appliance_word_finds_what_is_named_after_it(
    home: Home, text: str, ir: dict[str, Any], expected: str
) -> None:
    """The washer's switch and the fridge's setting, neither named by the word said: the
    appliance's kind finds them, in either language, and the action picks the domain."""
    assert default_kinds().named(ir["name_hint"]).known_by_name
    result = _ask(home, text, **ir)
    assert result.candidates[0].service == expected


def test_nothing_unnamed_stands_in_for_an_appliance() -> None:
    """The den has a light and a motion sensor but no washing machine: no_match, no question
    offering the sensor."""
    result = _ask(EN_HOME, "washer", action="query", name_hint="washer", scope_include=["Den"])
    assert result.hint == "no_match" and not result.candidates


@pytest.mark.parametrize("home", [ZH_HOME, EN_HOME], ids=["zh", "en"])
def test_a_device_class_no_device_has_narrows_by_the_kind_of_its_word(home: Home) -> None:
    """Media players have no "projector" class: the word's kind finds the projector by name."""
    result = _ask(
        home, "projector", action="turn off", type_hint="media_player", device_class="projector"
    )
    assert [c.entity_id for c in result.candidates] == ["media_player.beamer"]


@pytest.mark.parametrize(
    ("home", "text"),
    [(ZH_HOME, "冰箱现在设的是几度"), (ZH_HOME, "fridge设到5度"), (EN_HOME, "冰箱 to 5 degrees")],
)
def test_an_appliance_said_in_a_settings_name_names_that_setting(home: Home, text: str) -> None:
    """The fridge is only in the name of its setting ("冰箱冷藏温度"): its word is still read as
    the device said, not lost to a question about every thermometer."""
    commands = LocalParser(home).parse(text)
    assert commands[0].name_hint in ("冰箱", "Fridge Temperature")
    result = Retriever(home).retrieve(text, commands).commands[0]
    assert result.candidates[0].entity_id == "number.fridge"
