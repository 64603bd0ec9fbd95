"""Reading the command IR (docs/contracts.md §3, seeds 001 and 004): lenient, never raising.

A parse comes from an LLM, the local parser or a gold file. Whatever it holds, reading it must
give usable commands: bad fields are normalised or dropped (and noted in ``issues``), an unknown
type becomes "Unknown", an English action for a Chinese request is replaced by the raw text for
matching, and an empty or unusable answer becomes one UNKNOWN command carrying the raw text.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from labelled_sets import IR_KEYS

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import (
    LAST_MENTIONED,
    UNKNOWN_TYPE,
    Command,
    Condition,
    command_from_json,
    commands_from_json,
    says_nothing,
    unknown_command,
)
from custom_components.context_retrieval.engine.llm_parser import is_empty_command
from custom_components.context_retrieval.engine.pipeline import Retriever

HOME = {
    "language": "zh-Hans",
    "areas": [{"id": "living_room", "name": "客厅"}, {"id": "bedroom", "name": "卧室"}],
    "entities": [
        {
            "entity_id": "light.living",
            "name": "客厅灯",
            "area": "living_room",
            "attributes": {"supported_color_modes": ["brightness"]},
        },
        {
            "entity_id": "light.bedroom",
            "name": "卧室灯",
            "area": "bedroom",
            "attributes": {"supported_color_modes": ["brightness"]},
        },
        {"entity_id": "switch.laohuoji", "name": "老伙计", "area": "living_room"},
    ],
}


@pytest.fixture(scope="module")
def retriever() -> Retriever:
    return Retriever(Home.from_json(HOME))


# ------------------------------------------------------------------------- lenient reading


def test_full_command_is_read_as_written() -> None:
    data = {
        "action": "打开",
        "name_hint": "老伙计",
        "type_hint": "light",
        "device_class": None,
        "quantifier": "one",
        "scope_include": ["卧室"],
        "scope_exclude": [],
        "references": [],
        "conditions": [
            {
                "type_hint": "sensor",
                "device_class": "temperature",
                "scope_include": ["客厅"],
                "op": ">",
                "value": 26,
                "unit": "°C",
            }
        ],
        "params": {"brightness_pct": 50},
        "confidence": 0.93,
    }
    command = command_from_json(data, raw="打开卧室的老伙计")
    assert command.action == "打开"
    assert command.name_hint == "老伙计"
    assert command.type_hint == "light"
    assert command.quantifier == "one"
    assert command.scope_include == ("卧室",)
    assert command.conditions == (
        Condition(
            type_hint="sensor",
            device_class="temperature",
            scope_include=("客厅",),
            op=">",
            value=26.0,
            unit="°C",
        ),
    )
    assert command.params == {"brightness_pct": 50}
    assert command.confidence == pytest.approx(0.93)
    assert command.raw == "打开卧室的老伙计"
    assert command.issues == ()
    assert command.to_json() == {**data, "conditions": [{**data["conditions"][0], "value": 26.0}]}


def test_to_json_round_trip() -> None:
    command = command_from_json(
        {
            "action": "关闭",
            "type_hint": "Light",
            "quantifier": "ALL",
            "scope_exclude": "卧室",
            "references": ["it"],
            "params": {"transition": 2},
            "confidence": "0.4",
        }
    )
    again = command_from_json(command.to_json())
    assert again == command


def test_resolved_services_stay_off_the_wire() -> None:
    # Engine-internal bookkeeping of the local parser: the gold and LLM IR never set it.
    command = command_from_json({"action": "打开", "resolved_services": ["turn_on"]})
    assert command.resolved_services == frozenset()
    assert (
        "resolved_services"
        not in replace(command, resolved_services=frozenset({"turn_on"})).to_json()
    )


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("quantifier", "ALL", "all"),
        ("quantifier", " except ", "except"),
        ("quantifier", None, "one"),
        ("type_hint", "Light", "light"),
        ("type_hint", " COVER ", "cover"),
        ("device_class", "Curtain", "curtain"),
        ("action", "  打开  ", "打开"),
        ("action", "", None),
        ("action", 42, "42"),
        ("name_hint", "   ", None),
    ],
)
def test_fields_are_normalised(field: str, value: Any, expected: Any) -> None:
    command = command_from_json({field: value})
    assert getattr(command, field) == expected
    assert command.issues == ()


@pytest.mark.parametrize(
    ("data", "field", "expected"),
    [
        ({"quantifier": "many"}, "quantifier", "one"),
        ({"action": ["打开"]}, "action", None),
        ({"name_hint": {"x": 1}}, "name_hint", None),
        ({"scope_include": 5}, "scope_include", ()),
        ({"params": "亮度50"}, "params", {}),
        ({"conditions": "如果热"}, "conditions", ()),
        ({"conditions": [1, "x"]}, "conditions", ()),
    ],
)
def test_malformed_fields_are_dropped_with_an_issue(
    data: dict[str, Any], field: str, expected: Any
) -> None:
    command = command_from_json(data)
    assert getattr(command, field) == expected
    assert command.issues, "every drop is recorded"


def test_lists_accept_a_single_string_and_drop_junk() -> None:
    command = command_from_json(
        {"scope_include": "卧室", "scope_exclude": ["客厅", "客厅", " ", None, 3, {"x": 1}]}
    )
    assert command.scope_include == ("卧室",)
    assert command.scope_exclude == ("客厅", "3")
    assert any("scope_exclude" in issue for issue in command.issues)


@pytest.mark.parametrize(
    "reference", ["last-mentioned", "last_mentioned", "LAST", "Last-Mentioned"]
)
def test_reference_spellings(reference: str) -> None:
    command = command_from_json({"action": "打开", "references": [reference]})
    assert command.references == (LAST_MENTIONED,)
    assert command.refers_back


def test_params_keep_scalars_and_scalar_lists_only() -> None:
    command = command_from_json(
        {
            "params": {
                "brightness_pct": 50,
                "rgb_color": [255, 0, 0],
                "bad": math.inf,
                "nested": {"a": 1},
                " color_name ": "red",
                "": 1,
                "flag": True,
            }
        }
    )
    assert command.params == {
        "brightness_pct": 50,
        "rgb_color": [255, 0, 0],
        "color_name": "red",
        "flag": True,
    }
    assert len(command.issues) >= 3


@pytest.mark.parametrize(
    ("confidence", "expected"),
    [
        (None, 1.0),
        (0.5, 0.5),
        ("0.7", 0.7),
        (7, 1.0),
        (-1, 0.0),
        ("high", 0.5),
        (True, 0.5),
        (math.nan, 0.5),
    ],
)
def test_confidence_is_a_number_between_0_and_1(confidence: Any, expected: float) -> None:
    data = (
        {"action": "打开"} if confidence is None else {"action": "打开", "confidence": confidence}
    )
    assert command_from_json(data).confidence == pytest.approx(expected)


def test_conditions_are_read_leniently() -> None:
    command = command_from_json(
        {
            "conditions": [
                {"type_hint": "sensor", "device_class": "temperature", "op": ">", "value": "26度"},
                {"type_hint": "sensor", "op": "超过", "value": "高"},
                {"name_hint": "门", "op": "==", "value": "open"},
            ]
        }
    )
    first, second, third = command.conditions
    assert first.value == 26.0 and first.op == ">"
    assert second.op is None and second.value == "高"
    assert third.name_hint == "门" and third.value == "open"
    assert any("op" in issue for issue in command.issues)


def test_command_properties() -> None:
    assert command_from_json({"quantifier": "all"}).is_bulk
    assert command_from_json({"quantifier": "except"}).is_bulk
    assert not command_from_json({"quantifier": "any"}).is_bulk
    assert command_from_json({"scope_include": ["*"]}).everywhere
    assert not command_from_json({"scope_include": ["客厅"]}).everywhere
    assert not command_from_json({}).refers_back


# ------------------------------------------------------------------------------ type hints


@pytest.mark.parametrize("value", ["Unknown", "unknown", "UNKNOWN"])
def test_unknown_type_spellings(value: str) -> None:
    command = command_from_json({"type_hint": value})
    assert command.type_hint == UNKNOWN_TYPE
    assert command.issues == ()


@pytest.mark.parametrize("value", ["灯", "smart light", "Air-Conditioner", "light!", "1light"])
def test_type_that_is_not_a_domain_reads_as_unknown(value: str) -> None:
    command = command_from_json({"type_hint": value})
    assert command.type_hint == UNKNOWN_TYPE
    assert any("type_hint" in issue for issue in command.issues)


def test_unknown_category_is_kept_and_does_not_gate(retriever: Retriever) -> None:
    """A domain-shaped type the home does not know is not a valid category: no gating."""
    command = command_from_json(
        {"action": "打开", "type_hint": "UnknownCategory", "name_hint": "老伙计"}, raw="打开老伙计"
    )
    result = retriever.retrieve("打开老伙计", [command]).commands[0]
    assert result.candidates[0].entity_id == "switch.laohuoji"
    assert "type_hit" not in result.candidates[0].reasons


# ------------------------------------------------------------------- action language rule


class RecordingEmbedder:
    """A deterministic stand-in for a semantic model that records the queries it embeds."""

    model_id = "test-recording-embedder"
    dim = 64

    def __init__(self) -> None:
        self.queries: list[str] = []

    def embed(self, texts: Sequence[str], kind: str) -> np.ndarray:
        if kind == "query":
            self.queries.extend(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for a, b in zip(text, text[1:] + " ", strict=True):
                out[i, zlib.crc32((a + b).encode()) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms


@pytest.fixture(scope="module")
def semantic() -> tuple[Retriever, RecordingEmbedder]:
    embedder = RecordingEmbedder()
    return Retriever(Home.from_json(HOME), embedder=embedder), embedder


def test_chinese_action_is_the_query_text(retriever: Retriever) -> None:
    # The action (关闭) decides even where the raw text says otherwise.
    command = command_from_json(
        {"action": "关闭", "type_hint": "light", "scope_include": ["客厅"]}, raw="打开客厅的灯"
    )
    result = retriever.retrieve("打开客厅的灯", [command]).commands[0]
    assert "action_fallback" not in result.meta
    assert [(c.entity_id, c.service) for c in result.candidates] == [
        ("light.living", "light.turn_off")
    ]


def test_vague_chinese_action_is_what_gets_embedded(
    semantic: tuple[Retriever, RecordingEmbedder],
) -> None:
    retriever, embedder = semantic
    command = command_from_json({"action": "太暗了", "type_hint": "light"}, raw="客厅太暗了")
    assert retriever.query_texts([command], "客厅太暗了") == ["太暗了"]
    embedder.queries.clear()
    retriever.retrieve("客厅太暗了", [command])
    assert embedder.queries == ["太暗了"]


@pytest.mark.parametrize("action", ["turn off", "OFF", "close it", "adjust"])
def test_english_action_for_chinese_query_uses_raw_text(
    semantic: tuple[Retriever, RecordingEmbedder], action: str
) -> None:
    retriever, embedder = semantic
    command = command_from_json({"action": action, "type_hint": "light", "scope_include": ["客厅"]})
    assert retriever.query_texts([command], "打开客厅的灯") == ["打开客厅的灯"]
    embedder.queries.clear()
    result = retriever.retrieve("打开客厅的灯", [command]).commands[0]
    assert result.meta["action_fallback"] == "action_language"
    assert embedder.queries == ["打开客厅的灯"]
    assert [(c.entity_id, c.service) for c in result.candidates] == [
        ("light.living", "light.turn_on")
    ]
    assert result.command.action == action, "the IR itself is reported as parsed"


def test_english_action_for_english_query_is_kept(retriever: Retriever) -> None:
    command = command_from_json(
        {"action": "turn off", "type_hint": "light", "scope_include": ["卧室"]}
    )
    result = retriever.retrieve("turn on the bedroom light", [command]).commands[0]
    assert "action_fallback" not in result.meta
    assert result.candidates[0].service == "light.turn_off"


def test_mixed_action_with_chinese_is_kept(retriever: Retriever) -> None:
    command = command_from_json(
        {"action": "关闭 light", "type_hint": "light", "scope_include": ["卧室"]}
    )
    result = retriever.retrieve("打开卧室的灯", [command]).commands[0]
    assert "action_fallback" not in result.meta


def test_missing_action_uses_raw_text(semantic: tuple[Retriever, RecordingEmbedder]) -> None:
    retriever, _ = semantic
    command = command_from_json({"type_hint": "light", "scope_include": ["卧室"]})
    assert retriever.query_texts([command], "关闭卧室的灯") == ["关闭卧室的灯"]
    result = retriever.retrieve("关闭卧室的灯", [command]).commands[0]
    assert result.meta["action_fallback"] == "action_missing"
    assert result.candidates[0].service == "light.turn_off"


def test_query_texts_once_per_distinct_text(semantic: tuple[Retriever, RecordingEmbedder]) -> None:
    retriever, _ = semantic
    commands = [
        command_from_json({"action": "太暗了"}),
        command_from_json({"action": "turn off"}),
        command_from_json({"action": "太暗了"}),
    ]
    assert retriever.query_texts(commands, "太暗了然后关掉风扇") == ["太暗了", "太暗了然后关掉风扇"]


# ----------------------------------------------------------------------- empty and garbage


@pytest.mark.parametrize(
    "answer",
    [
        None,
        "",
        "not json",
        3.5,
        True,
        [],
        {},
        {"commands": []},
        {"commands": None},
        {"commands": "打开"},
        {"commands": {"action": "打开"}},
        {"foo": "bar"},
    ],
)
def test_empty_or_garbage_gives_one_unknown_command(answer: Any) -> None:
    commands = commands_from_json(answer, raw="打开老伙计")
    assert len(commands) == 1
    command = commands[0]
    assert command.type_hint == UNKNOWN_TYPE
    assert command.raw == "打开老伙计"
    assert command.confidence == 0.0
    assert command.issues


def test_non_object_command_in_a_list_becomes_unknown() -> None:
    commands = commands_from_json({"commands": [{"action": "打开"}, "关闭", None]}, raw="x")
    assert [c.action for c in commands] == ["打开", None, None]
    assert commands[1].type_hint == UNKNOWN_TYPE and commands[1].issues
    assert commands[2].type_hint == UNKNOWN_TYPE


def test_bare_list_and_single_object_are_accepted() -> None:
    assert [c.action for c in commands_from_json([{"action": "打开"}, {"action": "关闭"}])] == [
        "打开",
        "关闭",
    ]
    assert [c.action for c in commands_from_json({"action": "打开", "name_hint": "老伙计"})] == [
        "打开"
    ]


def test_several_commands_keep_their_order() -> None:
    data = {
        "commands": [
            {"action": "关闭", "type_hint": "light"},
            {"action": "打开", "type_hint": "climate"},
            {"action": "暂停", "type_hint": "media_player"},
        ]
    }
    commands = commands_from_json(data, raw="关灯然后开空调再暂停电视")
    assert [(c.action, c.type_hint) for c in commands] == [
        ("关闭", "light"),
        ("打开", "climate"),
        ("暂停", "media_player"),
    ]
    assert all(c.raw == "关灯然后开空调再暂停电视" for c in commands)


def test_unknown_command_retrieves_from_raw_text(retriever: Retriever) -> None:
    command = unknown_command("打开老伙计", "parser failed")
    result = retriever.retrieve("打开老伙计", [command])
    assert len(result.commands) == 1
    only = result.commands[0]
    assert only.meta.get("ir_issues") == ["parser failed"]
    assert only.meta.get("action_fallback") == "action_missing"
    assert only.hint in (None, "need_clarification", "no_match")


def test_no_commands_is_a_parse_failure_with_one_result(retriever: Retriever) -> None:
    """Seed 004: a failed parse gives a one-element result list with the degradation in meta."""
    result = retriever.retrieve("打开老伙计", [])
    assert len(result.commands) == 1
    assert result.commands[0].meta.get("ir_issues") == ["commands: empty"]


def test_command_without_raw_takes_the_utterance(retriever: Retriever) -> None:
    result = retriever.retrieve("打开老伙计", [Command(action="打开", name_hint="老伙计")])
    assert result.commands[0].command.raw == "打开老伙计"


# ---------------------------------------------------------------------------- never raises

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)
_command_like = st.fixed_dictionaries(
    {},
    optional={key: _json for key in IR_KEYS},
)


@settings(max_examples=200, deadline=None)
@given(
    st.one_of(
        _json,
        _command_like,
        st.fixed_dictionaries({"commands": st.lists(_command_like | _json, max_size=3)}),
    )
)
def test_reading_never_raises(data: Any) -> None:
    commands = commands_from_json(data, raw="打开灯")
    assert commands
    for command in commands:
        assert isinstance(command, Command)
        assert command.quantifier in ("one", "all", "any", "except")
        assert 0.0 <= command.confidence <= 1.0
        assert (
            command.type_hint is None
            or command.type_hint == UNKNOWN_TYPE
            or command.type_hint.islower()
        )
        command.to_json()


@settings(max_examples=60, deadline=None)
@given(_command_like)
def test_retrieving_any_parse_never_raises(data: dict[str, Any]) -> None:
    retriever = _shared_retriever()
    result = retriever.retrieve(
        "打开客厅的灯", commands_from_json({"commands": [data]}, raw="打开客厅的灯")
    )
    assert len(result.commands) == 1
    for candidate in result.commands[0].candidates:
        assert candidate.entity_id in retriever.home.entities


_RETRIEVER: list[Retriever] = []


def _shared_retriever() -> Retriever:
    if not _RETRIEVER:
        _RETRIEVER.append(Retriever(Home.from_json(HOME)))
    return _RETRIEVER[0]


def test_a_command_says_nothing_without_action_device_place_or_value() -> None:
    """One reading of an empty command for both parsers and retrieval (llm_parser's
    is_empty_command, the pipeline's question about nothing)."""
    assert says_nothing(unknown_command("mm", "nothing"))
    assert says_nothing(Command(type_hint=UNKNOWN_TYPE, area_wide=True))
    assert not says_nothing(Command(params={"brightness_pct": 40}))
    assert not says_nothing(Command(type_hint="light"))
    assert is_empty_command(Command()) and not is_empty_command(Command(scope_include=("den",)))
