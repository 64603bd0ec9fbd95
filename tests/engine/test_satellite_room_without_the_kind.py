"""A kind asked of a satellite whose room has none of it (eval/README.md, judgement calls): the
home's devices of that kind, one of them meant, so the only one is answered and several are
asked about; never ``no_match``, which stays for a room said that lacks the kind, in English
(singular and plural) and Chinese alike.

Each test runs the local parser and retrieval on a small home built for the rule.
"""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import (
    NEED_CLARIFICATION,
    NO_MATCH,
    CommandResult,
)

EN = home_of(
    "en",
    {"den": "Den", "attic": "Attic", "landing": "Landing", "workshop": "Workshop"},
    entity("cover.den_drapes", "Drapes", "den", device_class="curtain"),
    entity("cover.attic_drapes", "Drapes", "attic", device_class="curtain"),
    entity("cover.workshop_shutter", "Shutter", "workshop", device_class="shutter"),
    entity("fan.attic_fan", "Fan", "attic"),
    entity("fan.workshop_extractor", "Extractor", "workshop"),
    entity("light.landing_light", "Landing Light", "landing"),
    entity("light.workshop_light", "Workshop Light", "workshop"),
)
ZH = home_of(
    "zh",
    {"keting": "客厅", "woshi": "卧室", "zoulang": "走廊"},
    entity("cover.keting_curtain", "客厅窗帘", "keting", device_class="curtain"),
    entity("cover.woshi_curtain", "卧室窗帘", "woshi", device_class="curtain"),
    entity("light.zoulang_light", "走廊灯", "zoulang"),
)
CURTAINS_EN = {"cover.den_drapes", "cover.attic_drapes"}
CURTAINS_ZH = {"cover.keting_curtain", "cover.woshi_curtain"}


def _runner(home: Home) -> Any:
    parser, retriever = LocalParser(home), Retriever(home)

    def run(text: str, area: str | None = None) -> CommandResult:
        return retriever.retrieve(text, parser.parse(text), context_area=area).commands[0]

    return run


@pytest.fixture(scope="module")
def en() -> Any:
    return _runner(EN)


@pytest.fixture(scope="module")
def zh() -> Any:
    return _runner(ZH)


def _ids(result: CommandResult) -> set[str]:
    return {c.entity_id for c in result.candidates}


@pytest.mark.parametrize(
    ("text", "area"),
    [
        ("draw the drapes", "landing"),
        ("open the curtain a bit", "landing"),
        ("curtains closed please", "landing"),
        ("shut every curtain", "landing"),
        ("shut the curtains now", "workshop"),
    ],
)
def test_curtains_asked_where_the_room_has_none_are_asked_among_the_homes(
    en: Any, text: str, area: str
) -> None:
    result = en(text, area)
    assert result.hint == NEED_CLARIFICATION, result.hint
    assert _ids(result) == CURTAINS_EN


@pytest.mark.parametrize("text", ["拉开窗帘", "窗帘全都关上"])
def test_a_chinese_kind_the_satellites_room_lacks_is_asked_among_the_homes(
    zh: Any, text: str
) -> None:
    result = zh(text, "zoulang")
    assert result.hint == NEED_CLARIFICATION, result.hint
    assert _ids(result) == CURTAINS_ZH


def test_the_domains_word_naming_one_device_elsewhere_is_that_device(en: Any) -> None:
    result = en("start the fan", "landing")
    assert result.hint is None
    assert _ids(result) == {"fan.attic_fan"}


@pytest.mark.parametrize(
    ("text", "area"),
    [("close the curtains on the landing", "den"), ("走廊的窗帘拉上", "keting")],
)
def test_a_room_said_without_the_kind_stays_no_match(
    en: Any, zh: Any, text: str, area: str
) -> None:
    run = zh if any("\u4e00" <= c <= "\u9fff" for c in text) else en
    assert run(text, area).hint == NO_MATCH


@pytest.mark.parametrize(
    ("text", "run"), [("shut the curtains in here", "en"), ("这里的窗帘关上", "zh")]
)
def test_this_room_said_without_the_kind_stays_no_match(
    en: Any, zh: Any, text: str, run: str
) -> None:
    area = "landing" if run == "en" else "zoulang"
    assert (en if run == "en" else zh)(text, area).hint == NO_MATCH


def test_the_satellites_own_devices_still_come_first(en: Any) -> None:
    result = en("turn the lights off", "landing")
    assert result.hint is None
    assert _ids(result) == {"light.landing_light"}
