"""Chinese lock words fused with the door they lock, and state questions of two alternatives
(issue #13, round 9): 门锁 is a kind word (a lock) and also 门 + the verb 锁. A lock named after
its door (正门, 侧门锁) keeps its name when the verb 锁 follows it, the verb's complement (锁了,
锁上) says "lock" rather than "close", and "X有没有锁" asks about X's lock; 是A还是B of two
states asks which holds; 土 asked dry or wet is the soil moisture sensor. The sentences are
written for these tests, not taken from the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever

LOCKS: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [
        {"id": "hall", "name": "门厅"},
        {"id": "yard", "name": "院子"},
        {"id": "lounge", "name": "客厅"},
    ],
    "entities": [
        {"entity_id": "lock.main", "name": "正门", "area": "hall", "state": "unlocked"},
        {"entity_id": "lock.side", "name": "侧门锁", "aliases": ["侧门"], "area": "yard"},
        {
            "entity_id": "cover.yard_gate",
            "name": "院门",
            "area": "yard",
            "device_class": "gate",
        },
        {"entity_id": "light.lounge", "name": "吊灯", "area": "lounge"},
    ],
}
# A home whose only lock is named by its model, so "门锁" is only the kind word.
ONE_LOCK: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "hall", "name": "玄关"}, {"id": "lounge", "name": "客厅"}],
    "entities": [
        {"entity_id": "lock.model_x", "name": "某品牌智能门锁 X1", "area": "hall"},
        {"entity_id": "light.lounge", "name": "吊灯", "area": "lounge"},
    ],
}


@pytest.fixture(scope="module")
def locks() -> Home:
    return Home.from_json(LOCKS)


@pytest.fixture(scope="module")
def one_lock() -> Home:
    return Home.from_json(ONE_LOCK)


def _first(home: Home, text: str) -> tuple[Command, list[str], str | None]:
    """The first command of the text, its targets and the first target's service."""
    commands = LocalParser(home).parse(text)
    result = Retriever(home).retrieve(text, commands).commands[0]
    targets = [c.entity_id for c in result.candidates]
    return commands[0], targets, result.candidates[0].service if targets else None


@pytest.mark.parametrize("text", ["正门锁上了没有", "正门锁好了吗", "正门锁住没"])
def test_a_lock_named_after_its_door_keeps_its_name_before_the_verb(locks: Home, text: str) -> None:
    """门锁上 (lock the door) is a verb phrase of the lexicon; said after 正, it leaves 正门 —
    the lock's name — and the verb, not a stray 正 and every lock of the home."""
    command, targets, service = _first(locks, text)
    assert command.name_hint == "正门"
    assert targets == ["lock.main"]
    assert service is None


@pytest.mark.parametrize("text", ["把正门锁上", "正门给我锁上"])
def test_locking_a_door_named_lock_is_lock(locks: Home, text: str) -> None:
    _, targets, service = _first(locks, text)
    assert targets == ["lock.main"]
    assert service == "lock.lock"


@pytest.mark.parametrize("text", ["把侧门锁了", "侧门锁了吧"])
def test_the_lock_word_with_a_complement_is_the_verb(locks: Home, text: str) -> None:
    """侧门锁 + 了: the 锁 that ends the name is also the verb 锁了, so the command locks."""
    command, targets, service = _first(locks, text)
    assert command.action == "上锁"
    assert targets == ["lock.side"]
    assert service == "lock.lock"


@pytest.mark.parametrize("text", ["正门有没有锁", "侧门有没有锁"])
def test_a_named_door_asked_whether_it_is_locked(locks: Home, text: str) -> None:
    """ "有没有" after a named device asks about that device, not about a set of locks."""
    command, targets, service = _first(locks, text)
    assert command.type_hint == "lock"
    assert len(targets) == 1 and targets[0].startswith("lock.")
    assert service is None


@pytest.mark.parametrize("text", ["门有没有锁", "门锁了没"])
def test_the_door_asked_whether_it_is_locked_is_the_homes_lock(one_lock: Home, text: str) -> None:
    command, targets, service = _first(one_lock, text)
    assert command.type_hint == "lock"
    assert targets == ["lock.model_x"]
    assert service is None


def test_locked_said_before_another_request_is_no_close(one_lock: Home) -> None:
    """ "锁了" is the verb even when the next request says 关: the lock is locked, not closed."""
    commands = LocalParser(one_lock).parse("把门锁了，客厅吊灯也关了")
    assert [c.action for c in commands] == ["上锁", "关闭"]
    result = Retriever(one_lock).retrieve("", commands).commands[0]
    assert [(c.entity_id, c.service) for c in result.candidates] == [("lock.model_x", "lock.lock")]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("吊灯是亮的还是灭的", "light.lounge"),
        ("吊灯开着还是关着", "light.lounge"),
        ("侧门是锁着还是开着", "lock.side"),
        ("正门锁了还是没锁", "lock.main"),
    ],
)
def test_two_states_joined_by_haishi_ask_which_holds(locks: Home, text: str, target: str) -> None:
    """是A还是B of two states is a question: no brightness step for 亮, no command for 灭/关."""
    command, targets, service = _first(locks, text)
    assert command.action == "查询"
    assert not command.params
    assert targets == [target]
    assert service is None


def test_haishi_said_first_stays_a_request(locks: Home) -> None:
    """还是 + a verb with no alternative before it: "rather", a command."""
    command, targets, service = _first(locks, "还是把客厅吊灯关了吧")
    assert command.action == "关闭"
    assert targets == ["light.lounge"]
    assert service == "light.turn_off"


SOIL: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "terrace", "name": "露台"}],
    "entities": [
        {"entity_id": "light.terrace", "name": "露台灯", "area": "terrace"},
        {"entity_id": "valve.terrace", "name": "滴灌", "area": "terrace"},
        {
            "entity_id": "sensor.terrace_pot",
            "name": "盆栽含水量",
            "area": "terrace",
            "device_class": "moisture",
        },
    ],
}


@pytest.mark.parametrize("text", ["露台的泥土干不干", "露台盆土湿不湿", "露台的土干了吗"])
def test_soil_asked_dry_or_wet_is_the_moisture_sensor(text: str) -> None:
    """土, 土壤, 泥土 in a question point at what measures the soil's moisture."""
    home = Home.from_json(SOIL)
    command, targets, service = _first(home, text)
    assert (command.type_hint, command.device_class) == ("sensor", "moisture")
    assert targets == ["sensor.terrace_pot"]
    assert service is None
