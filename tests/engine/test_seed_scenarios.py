"""Every scenario ("场景") of the specification (docs/requirements.md), as a test of the engine.

Seed concepts are mapped to Home Assistant as docs/requirements.md says: device → entity, room →
area, CommandSpec → a service that applies to the entity, category → domain (+ device class).
Scenarios that are purely about parsing text are covered by the local-parser tests; the rules
for *reading* a parse (ir.py) are tested here where a seed states them and in test_ir.py.

Each test is named after its seed (000–004) and scenario and quotes the scenario's title.
Homes are built inline in the docs/contracts.md §1 format so that each test shows what it relies on.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import yaml

from custom_components.context_retrieval.engine import scoring as scoring_module
from custom_components.context_retrieval.engine.catalog import EN, ZH, Catalog
from custom_components.context_retrieval.engine.documents import (
    READ_DOCUMENTS,
    capability_documents,
)
from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import (
    UNKNOWN_TYPE,
    Command,
    command_from_json,
    commands_from_json,
)
from custom_components.context_retrieval.engine.pipeline import Retriever, Settings
from custom_components.context_retrieval.engine.results import CommandResult, RetrievalResult
from custom_components.context_retrieval.engine.state import ConversationState
from custom_components.context_retrieval.engine.vectors import HybridTextIndex
from devtools.evaluate import load_cases, run_cases

DEV_DIR = Path(__file__).parents[2] / "eval/dev"
DEV_CASES_ZH = DEV_DIR / "cases_zh-cn.jsonl"
DEV_CASE_FILES = [
    DEV_CASES_ZH,
    DEV_DIR / "large" / "cases_zh-cn.jsonl",
    DEV_DIR / "cases_en.jsonl",
    DEV_DIR / "large" / "cases_en.jsonl",
]

FLOORS = [
    {"id": "ground", "name": "一楼", "aliases": ["楼下"], "level": 0},
    {"id": "upstairs", "name": "二楼", "aliases": ["楼上"], "level": 1},
]
AREAS = [
    {"id": "bedroom", "name": "卧室", "floor": "upstairs"},
    {"id": "living_room", "name": "客厅", "aliases": ["起居室"], "floor": "ground"},
    {"id": "kitchen", "name": "厨房", "floor": "ground"},
]
DIMMABLE = {"supported_color_modes": ["brightness"]}
# climate: TARGET_TEMPERATURE | TURN_OFF | TURN_ON
AC_ATTRIBUTES = {
    "hvac_modes": ["off", "cool", "heat"],
    "supported_features": 1 | 128 | 256,
    "min_temp": 16,
    "max_temp": 30,
    "current_temperature": 27,
}
# fan: SET_SPEED | TURN_OFF | TURN_ON
FAN_ATTRIBUTES = {"supported_features": 1 | 16 | 32, "percentage_step": 25}

HINTS = {None, "need_clarification", "no_match", "too_many_targets"}
DOCUMENTED_REASONS = {
    "name_hit",
    "alias_hit",
    "room_hit",
    "type_hit",
    "vector_hit",
    "reference",
    "condition",
    # documented by the engine (keyword.py, pipeline.py, docs/grounding.md)
    "partial_name",
    "device_hit",
    "context_area",
    "kind_hit",
    "fuzzy_name",
    "same_domain",
    "fuzzy_room:sound",
    "fuzzy_room:spelling",
    "fuzzy_room:language",
    "device_sibling",
}


# ---------------------------------------------------------------------------------- helpers


def entity(entity_id: str, name: str, area: str | None = None, **extra: Any) -> dict[str, Any]:
    """One entity of a docs/contracts.md §1 snapshot."""
    return {"entity_id": entity_id, "name": name, "area": area, **extra}


def light(entity_id: str, name: str, area: str | None = None, **extra: Any) -> dict[str, Any]:
    """A dimmable light."""
    return entity(entity_id, name, area, attributes=dict(DIMMABLE), **extra)


def make_home(*entities: Mapping[str, Any], areas: list[dict[str, Any]] | None = None) -> Home:
    """A Chinese home with the standard floors and areas (or the given areas)."""
    return Home.from_json(
        {
            "language": "zh-Hans",
            "floors": FLOORS,
            "areas": AREAS if areas is None else areas,
            "entities": list(entities),
        }
    )


def cmd(text: str, **ir: Any) -> Command:
    """A command read from IR JSON (docs/contracts.md §3) that remembers its utterance."""
    return command_from_json(ir, raw=text)


def run(
    retriever: Retriever,
    text: str,
    *irs: Mapping[str, Any],
    **kwargs: Any,
) -> RetrievalResult:
    """Retrieve one utterance with the given gold commands."""
    return retriever.retrieve(text, [command_from_json(ir, raw=text) for ir in irs], **kwargs)


def one(retriever: Retriever, text: str, **ir: Any) -> CommandResult:
    """Retrieve a single-command utterance and return its only command result."""
    result = run(retriever, text, ir)
    assert len(result.commands) == 1
    return result.commands[0]


def ids(result: CommandResult) -> list[str]:
    """Candidate entity ids, best first."""
    return [c.entity_id for c in result.candidates]


def grouped(result: CommandResult) -> list[str]:
    """Every entity id named by the result's groups."""
    return [e for g in result.groups for e in g.entity_ids]


def assert_valid(retriever: Retriever, result: CommandResult, top_k: int = 5) -> None:
    """docs/contracts.md §4 / seed 001 validity of one command result."""
    home, catalog = retriever.home, retriever.catalog
    assert result.hint in HINTS
    assert len(result.candidates) <= top_k
    for candidate in result.candidates:
        assert candidate.entity_id in home.entities, candidate
        entity_ = home.entities[candidate.entity_id]
        if candidate.service is not None:
            assert catalog.capability(entity_, candidate.service) is not None, candidate
        assert retriever.describe(entity_, ZH)
    for group in result.groups:
        assert group.entity_ids, group
        for entity_id in group.entity_ids:
            assert entity_id in home.entities, group
            assert retriever.describe(home.entities[entity_id], ZH)
            if group.service is not None:
                assert catalog.capability(home.entities[entity_id], group.service) is not None, (
                    group,
                    entity_id,
                )
    for entity_id in result.condition_entities:
        assert entity_id in home.entities


def capability_scores(catalog: Catalog, entity_: Any, query: str) -> tuple[dict[str, float], float]:
    """Similarity of a query to each command document of one entity, and to reading its state.

    The corpus is what a Retriever indexes for a home holding only this entity: the entity's
    command documents (one per language) and the read-state documents.
    """
    texts: list[str] = []
    owner: list[str | None] = []
    for capability in catalog.capabilities(entity_):
        for text in capability_documents(capability).values():
            texts.append(text)
            owner.append(capability.service)
    for text in READ_DOCUMENTS.values():
        texts.append(text)
        owner.append(None)
    scores = HybridTextIndex(texts).scores(query)
    by_service: dict[str, float] = {}
    read = 0.0
    for service, score in zip(owner, scores, strict=True):
        if service is None:
            read = max(read, float(score))
        else:
            by_service[service] = max(by_service.get(service, 0.0), float(score))
    return by_service, read


class RecordingEmbedder:
    """A deterministic stand-in for a semantic model that records every query it embeds.

    Vectors are hashed character bigrams: enough to make the dense side real, and it shows
    which text the pipeline chose as "the embedding text" of a command (seed 001).
    """

    model_id = "test-recording-embedder"
    dim = 64

    def __init__(self) -> None:
        self.queries: list[str] = []

    def embed(self, texts: Iterable[str], kind: str) -> np.ndarray:
        texts = list(texts)
        if kind == "query":
            self.queries.extend(texts)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for a, b in zip(text, text[1:] + " ", strict=True):
                out[i, zlib.crc32((a + b).encode()) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return out / norms


# ============================================================================ seed 000


class TestSeed000:
    """Seed 000: recall by type/room/name, command consistency, scope pre-filtering."""

    def test_seed000_exact_name_hit_is_preferred(self) -> None:
        """场景：名称精确命中优先 — "打开老伙计" finds the device named 老伙计 with name_hit."""
        home = make_home(
            entity("switch.laohuoji", "老伙计", "living_room"),
            entity("switch.laohuoji_2", "老伙计二号", "bedroom"),
            light("light.living_main", "客厅主灯", "living_room"),
            entity("fan.bedroom", "风扇", "bedroom", attributes=FAN_ATTRIBUTES),
        )
        retriever = Retriever(home)
        result = one(retriever, "打开老伙计", action="打开", name_hint="老伙计")
        assert ids(result)[0] == "switch.laohuoji"
        top = result.candidates[0]
        assert "name_hit" in top.reasons
        assert top.service == "switch.turn_on"
        # Seed 002 acceptance 3: an exact name hit is selected without a question.
        assert result.hint is None
        assert result.question is None
        assert_valid(retriever, result)

    def test_seed000_room_and_type_combined_hit(self) -> None:
        """场景：房间 + 类型组合命中 — "打开卧室的灯" gives only the bedroom light."""
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"),
            light("light.living", "客厅灯", "living_room"),
            entity("switch.bedroom_heater", "取暖器", "bedroom"),
        )
        retriever = Retriever(home)
        result = one(
            retriever, "打开卧室的灯", action="打开", type_hint="light", scope_include=["卧室"]
        )
        assert ids(result) == ["light.bedroom"]
        reasons = result.candidates[0].reasons
        assert "room_hit" in reasons
        assert "type_hit" in reasons
        assert result.candidates[0].service == "light.turn_on"
        assert result.hint is None

    def test_seed000_action_matches_command_description(self) -> None:
        """场景：动作与命令描述相似度匹配 — "打开" is similar enough to the turn-on description."""
        home = make_home(light("light.bedroom", "卧室灯", "bedroom"))
        catalog = Catalog()
        light_entity = home.entities["light.bedroom"]
        by_service, read = capability_scores(catalog, light_entity, "打开")
        threshold = Settings().capability_threshold
        assert by_service["light.turn_on"] > threshold
        assert by_service["light.turn_on"] > read
        assert by_service["light.turn_on"] == max(by_service.values())
        assert by_service["light.turn_on"] > by_service["light.turn_off"]

        # The pipeline agrees: the light is acted on (not read), and the action fit is a hit.
        result = one(Retriever(home, catalog), "打开卧室灯", action="打开", type_hint="light")
        assert result.candidates[0].service == "light.turn_on"
        assert "vector_hit" in result.candidates[0].reasons

    def test_seed000_device_without_matching_command_is_filtered(self) -> None:
        """场景：无匹配命令被过滤 — a sensor that only reads temperature is dropped for "打开"."""
        home = make_home(
            entity(
                "sensor.living_temperature",
                "客厅温度",
                "living_room",
                device_class="temperature",
                state="25",
                attributes={"unit_of_measurement": "°C"},
            ),
            entity("switch.living_fan", "客厅风扇", "living_room"),
        )
        retriever = Retriever(home)
        by_name = one(retriever, "打开客厅温度", action="打开", name_hint="客厅温度")
        assert by_name.hint == "no_match"
        assert by_name.candidates == []
        assert by_name.groups == []

        # Where something else in scope does fit, only that is offered.
        in_room = one(retriever, "打开客厅的", action="打开", scope_include=["客厅"])
        assert "sensor.living_temperature" not in ids(in_room)
        assert ids(in_room) == ["switch.living_fan"]

    def test_seed000_scope_exclude_room(self) -> None:
        """场景：排除指定房间 — scope_exclude 卧室 leaves only the living-room light."""
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"),
            light("light.living", "客厅灯", "living_room"),
        )
        retriever = Retriever(home)
        result = one(retriever, "打开灯", action="打开", type_hint="light", scope_exclude=["卧室"])
        assert ids(result) == ["light.living"]
        outcome = retriever.scope.filter(retriever.ix.entity_ids, [], ["卧室"])
        assert outcome.entity_ids == ["light.living"]

    def test_seed000_scope_include_only_room(self) -> None:
        """场景：仅包含指定房间 — scope_include 客厅 leaves only the living-room light."""
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"),
            light("light.living", "客厅灯", "living_room"),
            light("light.kitchen", "厨房灯", "kitchen"),
        )
        retriever = Retriever(home)
        result = one(
            retriever, "打开客厅的灯", action="打开", type_hint="light", scope_include=["客厅"]
        )
        assert ids(result) == ["light.living"]
        outcome = retriever.scope.filter(retriever.ix.entity_ids, ["客厅"], [])
        assert outcome.entity_ids == ["light.living"]
        assert not outcome.meta.get("scope_include_fallback")


# ============================================================================ seed 001


def _gating_home() -> Home:
    return make_home(
        light("light.bedroom", "卧室灯", "bedroom"),
        light("light.living", "客厅灯", "living_room"),
        entity("switch.laohuoji", "老伙计", "living_room"),
        entity("switch.kettle", "烧水壶", "kitchen"),
        entity("fan.bedroom", "风扇", "bedroom", attributes=FAN_ATTRIBUTES),
    )


class TestSeed001CategoryGating:
    """Seed 001: category gating on a valid type_hint, skipped otherwise."""

    def test_seed001_type_hint_maps_to_category(self) -> None:
        """场景：type_hint 映射成功 — "Light" keeps only lights."""
        retriever = Retriever(_gating_home())
        command = cmd("打开灯", action="打开", type_hint="Light")
        assert command.type_hint == "light"
        result = retriever.retrieve("打开灯", [command]).commands[0]
        assert ids(result), result
        assert {i.partition(".")[0] for i in ids(result)} == {"light"}
        assert set(ids(result)) == {"light.bedroom", "light.living"}
        assert all("type_hit" in c.reasons for c in result.candidates)

    def test_seed001_type_hint_with_device_class(self) -> None:
        """场景：type_hint 映射成功 — HA's category is domain + device class: curtains only.

        Asking for the curtains must never reach the garage door, although both are covers.
        """
        home = make_home(
            entity(
                "cover.living_curtain",
                "客厅窗帘",
                "living_room",
                device_class="curtain",
                attributes={"supported_features": 15},
            ),
            entity(
                "cover.garage",
                "车库门",
                None,
                device_class="garage",
                attributes={"supported_features": 3},
            ),
            entity(
                "cover.bedroom_blind",
                "卧室百叶帘",
                "bedroom",
                device_class="blind",
                attributes={"supported_features": 15},
            ),
            light("light.living", "客厅灯", "living_room"),
        )
        retriever = Retriever(home)
        single = one(
            retriever, "打开窗帘", action="打开", type_hint="cover", device_class="curtain"
        )
        assert [(c.entity_id, c.service) for c in single.candidates] == [
            ("cover.living_curtain", "cover.open_cover")
        ]
        bulk = one(
            retriever,
            "打开所有窗帘",
            action="打开",
            type_hint="cover",
            device_class="curtain",
            quantifier="all",
        )
        assert grouped(bulk) == ["cover.living_curtain"]

    @pytest.mark.parametrize(
        ("type_hint", "title"),
        [
            ("UnknownCategory", "场景：type_hint 映射失败"),
            ("Unknown", "场景：type_hint 为 Unknown"),
            (None, "场景：type_hint 为空"),
        ],
    )
    def test_seed001_invalid_type_hint_skips_gating(
        self, type_hint: str | None, title: str
    ) -> None:
        """场景：type_hint 映射失败 / 为 Unknown / 为空 — no gating, keyword fuzzy name/room first.

        The name 老伙计 belongs to a switch; without gating the keyword path finds it, and a
        fuzzy part of a name ("烧水") finds the kettle.
        """
        retriever = Retriever(_gating_home())
        result = one(
            retriever, "打开老伙计", action="打开", name_hint="老伙计", type_hint=type_hint
        )
        assert ids(result)[0] == "switch.laohuoji", title
        assert "type_hit" not in result.candidates[0].reasons
        assert "name_hit" in result.candidates[0].reasons

        fuzzy = one(retriever, "打开烧水的", action="打开", name_hint="烧水", type_hint=type_hint)
        assert ids(fuzzy)[:1] == ["switch.kettle"], title

        # Without a name, every domain competes: nothing is cut away by type.
        wide = one(retriever, "打开", action="打开", type_hint=type_hint, quantifier="any")
        assert {i.partition(".")[0] for i in ids(wide)} - {"light"}, title

    def test_seed001_unknown_type_hint_is_read_as_unknown(self) -> None:
        """场景：type_hint 为 Unknown — "unknown" in any case reads as "Unknown"; a non-domain too."""
        assert cmd("x", type_hint="unknown").type_hint == UNKNOWN_TYPE
        assert cmd("x", type_hint="UNKNOWN").type_hint == UNKNOWN_TYPE
        odd = cmd("x", type_hint="智能 灯泡!")
        assert odd.type_hint == UNKNOWN_TYPE
        assert odd.issues
        assert cmd("x", type_hint=None).type_hint is None

    def test_seed001_scope_exclude_before_gating_and_recall(self) -> None:
        """场景：scope_exclude 排除指定房间 — an excluded device reaches neither gating nor recall."""
        retriever = Retriever(_gating_home())
        # Even an exact name does not bring back a device in the excluded room.
        result = one(
            retriever, "打开老伙计", action="打开", name_hint="老伙计", scope_exclude=["客厅"]
        )
        assert "switch.laohuoji" not in ids(result)
        assert result.hint == "no_match"
        typed = one(retriever, "打开灯", action="打开", type_hint="light", scope_exclude=["客厅"])
        assert ids(typed) == ["light.bedroom"]


class TestSeed001WeightsAndAction:
    """Seed 001: hybrid recall weights and the action language rule."""

    def test_seed001_hybrid_weights_depend_on_gating(self) -> None:
        """场景：category gating 有效时 / 无效时 — keyword 1.0 + vector 0.5 vs 1.5 + 0.2.

        The weights are internal, so they are checked through the fused score of one entity
        with an exact name (keyword evidence 1.0) under each type hint: with gating the vector
        evidence weighs 0.5/1.5 of the score, without it 0.2/1.7. The action "开起来" is not
        one of the service's phrases word for word, so its vector evidence is below 1.
        """
        home = make_home(
            light("light.laohuoji", "老伙计", "living_room"), light("light.b", "卧室灯", "bedroom")
        )
        retriever = Retriever(home)

        def score(type_hint: str | None) -> float:
            result = one(
                retriever, "老伙计开起来", action="开起来", name_hint="老伙计", type_hint=type_hint
            )
            assert ids(result)[0] == "light.laohuoji"
            assert result.candidates[0].service == "light.turn_on"
            return result.candidates[0].score

        gated = score("light")
        ungated = {hint: score(hint) for hint in ("Unknown", None, "UnknownCategory")}
        assert len(set(ungated.values())) == 1, ungated
        ungated_score = ungated["Unknown"]
        assert gated != ungated_score
        # gated = (1.0·1 + 0.5·v) / 1.5 → v; then the ungated score follows from 1.5/0.2.
        vector = 3 * gated - 2
        assert 0 < vector < 1
        assert ungated_score == pytest.approx((1.5 * 1.0 + 0.2 * vector) / 1.7, abs=2e-3)
        # Keyword evidence counts for more without gating: an exact name scores higher.
        assert ungated_score > gated

    def test_seed001_chinese_action_used_for_vector_search(self) -> None:
        """场景：中文 action 优先用于向量检索 — action 打开/关闭 is the text matched and embedded."""
        embedder = RecordingEmbedder()
        retriever = Retriever(_gating_home(), embedder=embedder)
        # The action, not the raw text, decides the service (here they disagree on purpose).
        command = cmd("打开客厅的灯", action="关闭", type_hint="light", scope_include=["客厅"])
        result = retriever.retrieve("打开客厅的灯", [command]).commands[0]
        assert "action_fallback" not in result.meta
        assert [(c.entity_id, c.service) for c in result.candidates] == [
            ("light.living", "light.turn_off")
        ]
        assert "打开客厅的灯" not in embedder.queries
        # A vague Chinese action is embedded as it is, not the raw query.
        vague = cmd("客厅太暗了", action="太暗了", type_hint="light", scope_include=["客厅"])
        assert retriever.query_texts([vague], "客厅太暗了") == ["太暗了"]
        embedder.queries.clear()
        retriever.retrieve("客厅太暗了", [vague])
        assert embedder.queries == ["太暗了"]

    def test_seed001_english_action_falls_back_to_raw_query(
        self, caplog: pytest.LogCaptureFixture
    ) -> None:
        """场景：英文 action 时降级为原始 query — "turn off" is invalid; the raw query is used."""
        embedder = RecordingEmbedder()
        retriever = Retriever(_gating_home(), embedder=embedder)
        command = cmd("打开客厅的灯", action="turn off", type_hint="light", scope_include=["客厅"])
        assert retriever.query_texts([command], "打开客厅的灯") == ["打开客厅的灯"]
        with caplog.at_level(logging.DEBUG, logger="custom_components.context_retrieval.engine"):
            result = retriever.retrieve("打开客厅的灯", [command]).commands[0]
        assert result.meta.get("action_fallback") == "action_language"
        # The raw query (打开) decides, not the English action (turn off).
        assert [(c.entity_id, c.service) for c in result.candidates] == [
            ("light.living", "light.turn_on")
        ]
        assert embedder.queries == ["打开客厅的灯"]
        # A debug log names the original action (and why it was dropped).
        assert any(
            "turn off" in r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG
        )

    @pytest.mark.parametrize("action", [None, "", "   "])
    def test_seed001_empty_action_falls_back_to_raw_query(self, action: str | None) -> None:
        """场景：action 为空时降级为原始 query — None or "" uses the raw query."""
        embedder = RecordingEmbedder()
        retriever = Retriever(_gating_home(), embedder=embedder)
        command = cmd("关闭卧室的灯", action=action, type_hint="light", scope_include=["卧室"])
        assert command.action is None
        assert retriever.query_texts([command], "关闭卧室的灯") == ["关闭卧室的灯"]
        result = retriever.retrieve("关闭卧室的灯", [command]).commands[0]
        assert result.meta.get("action_fallback") == "action_missing"
        assert ids(result) == ["light.bedroom"]
        assert result.candidates[0].service == "light.turn_off"
        assert embedder.queries == ["关闭卧室的灯"]


class TestSeed001ScopeInclude:
    """Seed 001 (scope_include as a score factor) as refined by seed 004 (hard filter + fallback)."""

    def test_seed001_room_match_gets_bonus(self) -> None:
        """场景：房间匹配加分 — the device whose area is 客厅 scores above an otherwise equal one.

        Both devices are named 客厅老伙计; one is placed in 客厅, the other has no area and is
        kept only through the room word in its name (seed 004). The area match weighs more.
        """
        home = make_home(
            entity("switch.by_area", "客厅老伙计", "living_room"),
            entity("switch.by_name", "客厅老伙计", None),
            entity("switch.bedroom", "卧室老伙计", "bedroom"),
        )
        retriever = Retriever(home)
        result = one(
            retriever, "打开客厅老伙计", action="打开", name_hint="老伙计", scope_include=["客厅"]
        )
        assert set(ids(result)) == {"switch.by_area", "switch.by_name"}
        by_id = {c.entity_id: c for c in result.candidates}
        assert "room_hit" in by_id["switch.by_area"].reasons
        assert "room_hit" not in by_id["switch.by_name"].reasons
        assert by_id["switch.by_area"].score > by_id["switch.by_name"].score
        assert ids(result)[0] == "switch.by_area"

    def test_seed001_custom_name_contains_room_word(self) -> None:
        """场景：自定义名称包含房间词 — "客厅老伙计" with no/other room is not filtered out for 客厅."""
        for area in (None, "bedroom"):
            home = make_home(
                entity("switch.laohuoji", "客厅老伙计", area),
                light("light.living", "客厅灯", "living_room"),
                entity("switch.other", "老伙计", "kitchen"),
            )
            retriever = Retriever(home)
            result = one(
                retriever,
                "打开客厅老伙计",
                action="打开",
                name_hint="老伙计",
                scope_include=["客厅"],
            )
            assert "switch.laohuoji" in ids(result), area
            assert ids(result)[0] == "switch.laohuoji", area
            assert "switch.other" not in ids(result)
            assert result.meta.get("room_name_used") == 1, area


class TestSeed001Documents:
    """Seed 001: command-level documents enriched with descriptions, synonyms and values."""

    @pytest.fixture
    def ac_home(self) -> Home:
        return make_home(
            entity(
                "climate.living_ac",
                "空调",
                "living_room",
                attributes=dict(AC_ATTRIBUTES, hvac_modes=["cool", "heat"]),
            ),
            light("light.living", "客厅灯", "living_room"),
        )

    def test_seed001_build_enriched_documents(self, ac_home: Home) -> None:
        """场景：构建富化文档 — one document per command: description, synonyms, values only."""
        catalog = Catalog()
        for entity_ in ac_home.entities.values():
            capabilities = catalog.capabilities(entity_)
            assert capabilities
            for capability in capabilities:
                docs = capability_documents(capability)
                zh = docs[ZH]
                assert entity_.entity_id not in zh
                assert capability.service not in zh
                assert capability.spec.service not in zh
                assert entity_.domain not in zh.casefold()
                for word in ("climate", "light", "airconditioner", "category"):
                    assert word not in zh.casefold(), (capability.service, zh)
                # The device's own name and room are not part of a command document.
                assert "客厅" not in zh
                # The description is there, and so are the synonyms.
                assert capability.spec.text("name", ZH) in zh
                for synonym in capability.spec.synonyms.get(ZH, ()):
                    assert synonym in zh
                assert set(docs) <= {ZH, EN}

    def test_seed001_document_with_parameters(self, ac_home: Home) -> None:
        """场景：带参数命令的文档构建 — "{命令描述} {参数1描述} {参数2描述}" (设置空调模式 制冷 制热)."""
        catalog = Catalog()
        ac = ac_home.entities["climate.living_ac"]
        capability = catalog.capability(ac, "climate.set_hvac_mode")
        assert capability is not None
        zh = capability_documents(capability)[ZH]
        assert "制冷" in zh
        assert "制热" in zh
        description = capability.spec.text("name", ZH)
        assert zh.startswith(description)
        assert zh.index(description) < zh.index("制冷")
        assert capability.spec.synonyms.get(ZH), "the hvac-mode service has Chinese synonyms"
        assert "climate" not in zh and "light" not in zh
        assert "hvac" not in zh.casefold()
        assert "climate.living_ac" not in zh
        # The values the entity does not offer are not described as its own.
        assert capability.option_labels.get(ZH)
        assert "除湿" not in capability.option_labels[ZH]

    def test_seed001_parameter_description_matches(self, ac_home: Home) -> None:
        """场景：参数描述语义匹配 — "空调制冷" recalls climate.set_hvac_mode ("制冷" is in the doc)."""
        retriever = Retriever(ac_home)
        by_type = one(retriever, "空调制冷", action="制冷", type_hint="climate")
        assert [(c.entity_id, c.service) for c in by_type.candidates][:1] == [
            ("climate.living_ac", "climate.set_hvac_mode")
        ]
        by_name = one(retriever, "空调制冷", action="制冷", name_hint="空调")
        assert by_name.candidates[0].service == "climate.set_hvac_mode"
        raw_only = one(retriever, "空调制冷", action=None, name_hint="空调")
        assert raw_only.candidates[0].service == "climate.set_hvac_mode"

    def test_seed001_verb_synonym_expansion(self) -> None:
        """场景：动词同义词扩展 — "电源启用" expands to 打开 开 开启 启动 (switch.turn_on here)."""
        home = make_home(entity("switch.kettle", "烧水壶", "kitchen"))
        capability = Catalog().capability(home.entities["switch.kettle"], "switch.turn_on")
        assert capability is not None
        zh = capability_documents(capability)[ZH]
        for word in ("打开", "开启", "启动"):
            assert word in zh
        en = capability_documents(capability)[EN]
        assert "turn on" in en

    def test_seed001_no_synonym_keeps_description(self) -> None:
        """场景：无匹配同义词 — the original description stays unchanged in the document."""
        home = make_home(
            entity("switch.kettle", "烧水壶", "kitchen"), light("light.a", "灯", "kitchen")
        )
        catalog = Catalog()
        for entity_ in home.entities.values():
            for capability in catalog.capabilities(entity_):
                docs = capability_documents(capability)
                for language, text in docs.items():
                    name = capability.spec.names.get(language)
                    if name:
                        assert name in text
                    description = capability.spec.descriptions.get(language)
                    if description:
                        assert description in text

    def test_seed001_missing_spec_falls_back_to_name_and_room(self) -> None:
        """场景：spec 不存在时降级 — a device with no command spec is found by its name and room."""
        home = make_home(
            entity(
                "sensor.bedroom_humidity",
                "卧室湿度",
                "bedroom",
                device_class="humidity",
                state="55",
            ),
            light("light.bedroom", "卧室灯", "bedroom"),
        )
        retriever = Retriever(home)
        assert retriever.catalog.capabilities(home.entities["sensor.bedroom_humidity"]) == ()
        result = one(retriever, "卧室湿度多少", action="查询", name_hint="卧室湿度")
        assert ids(result)[0] == "sensor.bedroom_humidity"
        assert result.candidates[0].service is None  # read its state; no command to call
        assert "name_hit" in result.candidates[0].reasons


class TestSeed001CommandIndex:
    """Seed 001: a command-level index; results are (entity, service) pairs."""

    def test_seed001_command_level_results(self) -> None:
        """场景：命令级检索结果 — "打开灯" returns (entity_id, service) pairs, one command each."""
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"),
            light("light.living", "客厅灯", "living_room"),
            entity(
                "cover.living_curtain",
                "窗帘",
                "living_room",
                device_class="curtain",
                attributes={"supported_features": 15},
            ),
        )
        retriever = Retriever(home)
        result = one(retriever, "打开灯", action="打开", type_hint="light", quantifier="any")
        assert result.candidates
        for candidate in result.candidates:
            assert isinstance(candidate.entity_id, str) and isinstance(candidate.service, str)
            domain, _, service = candidate.service.partition(".")
            assert domain == candidate.entity_id.partition(".")[0]
            assert service == "turn_on"
        assert_valid(retriever, result)

    def test_seed001_same_device_several_commands(self) -> None:
        """场景：同设备多命令匹配 — "调风速" ranks the speed command above turning on."""
        home = make_home(entity("fan.bedroom", "风扇", "bedroom", attributes=FAN_ATTRIBUTES))
        catalog = Catalog()
        by_service, _ = capability_scores(catalog, home.entities["fan.bedroom"], "调风速")
        assert by_service["fan.set_percentage"] > by_service["fan.turn_on"]
        result = one(Retriever(home, catalog), "风扇调风速", action="调风速", name_hint="风扇")
        assert result.candidates[0].service == "fan.set_percentage"

        tv_home = make_home(
            entity(
                "media_player.tv",
                "电视",
                "living_room",
                device_class="tv",
                attributes={"supported_features": 0x7FFFFF & ~64},
            )
        )
        tv = one(
            Retriever(tv_home, catalog),
            "电视调音量",
            action="调音量",
            name_hint="电视",
            params={"volume_level": 0.3},
        )
        assert tv.candidates[0].service == "media_player.volume_set"


class TestSeed001OutputLimits:
    """Seed 001: bounded output, every candidate valid."""

    def test_seed001_default_about_five_candidates(self) -> None:
        """场景：默认输出约 5 个候选 — without top_k at most 5 candidates."""
        home = make_home(*[light(f"light.l{i}", f"灯{i}", "bedroom") for i in range(9)])
        retriever = Retriever(home)
        assert Settings().top_k == 5
        for quantifier in ("one", "any", "all"):
            result = one(
                retriever,
                "打开卧室的灯",
                action="打开",
                type_hint="light",
                scope_include=["卧室"],
                quantifier=quantifier,
            )
            assert 0 < len(result.candidates) <= 5, quantifier
        bulk = one(retriever, "打开卧室所有灯", action="打开", type_hint="light", quantifier="all")
        assert len(grouped(bulk)) == 9  # groups are not cut to top_k
        small = run(
            retriever,
            "打开灯",
            {"action": "打开", "type_hint": "light", "quantifier": "any"},
            top_k=2,
        )
        assert len(small.commands[0].candidates) <= 2

    @pytest.mark.parametrize(
        "cases_file", DEV_CASE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}"
    )
    def test_seed001_candidates_reference_valid_devices(self, cases_file: Path) -> None:
        """场景：device 候选必须引用有效设备信息 / group 候选必须引用有效 group 信息 /
        device 候选的 capability_id 必须能映射到有效 CommandSpec /
        group 候选的 capability_id 必须对组内所有设备有效 — over the whole dev set (gold IR)."""
        if not cases_file.exists():
            pytest.skip(f"{cases_file} is not available")
        cases = [c for c in load_cases(cases_file) if c.ir is not None]
        assert len(cases) > 100

        def no_parser(home: Home):
            return lambda text: commands_from_json(None, raw=text)

        retrievers: dict[Path, Retriever] = {}
        count = 0
        for case, result, line in run_cases(
            cases, None, "gold", no_parser, on_home=lambda path, r: retrievers.setdefault(path, r)
        ):
            assert case.home is not None
            retriever = retrievers[case.home.resolve()]
            assert len(result.commands) == len(commands_from_json(case.ir))
            for command in result.commands:
                assert_valid(retriever, command)
                for candidate in command.candidates:
                    assert set(candidate.reasons) <= DOCUMENTED_REASONS, (case.id, candidate)
            assert line["id"] == case.id
            json.dumps(line, ensure_ascii=False)
            count += 1
        assert count == len(cases)


class TestSeed001Bulk:
    """Seed 001: quantifiers, groups and explosion control."""

    def test_seed001_all_with_type_returns_groups_covering_set(self) -> None:
        """场景：all + type_hint 命中时返回覆盖全集的 group — every light, not a top-k sample."""
        lights = [light(f"light.bed_{i}", f"卧室灯{i}", "bedroom") for i in range(7)]
        lights += [light(f"light.liv_{i}", f"客厅灯{i}", "living_room") for i in range(4)]
        home = make_home(*lights, entity("switch.bed", "卧室插座", "bedroom"))
        retriever = Retriever(home)
        everywhere = one(
            retriever, "关闭所有灯", action="关闭", type_hint="Light", quantifier="all"
        )
        assert sorted(grouped(everywhere)) == sorted(e["entity_id"] for e in lights)
        assert all(g.service == "light.turn_off" for g in everywhere.groups)
        assert everywhere.hint is None

        bedroom = one(
            retriever,
            "关闭所有卧室的灯",
            action="关闭",
            type_hint="light",
            quantifier="all",
            scope_include=["卧室"],
        )
        assert sorted(grouped(bedroom)) == sorted(f"light.bed_{i}" for i in range(7))
        assert_valid(retriever, bedroom)

    def test_seed001_except_with_scope_exclude_returns_rest(self) -> None:
        """场景：except + scope_exclude 时返回排除后的 group — every light outside the room."""
        home = make_home(
            *[light(f"light.liv_{i}", f"客厅灯{i}", "living_room") for i in range(3)],
            *[light(f"light.bed_{i}", f"卧室灯{i}", "bedroom") for i in range(3)],
            light("light.kitchen", "厨房灯", "kitchen"),
            light("light.hall", "走廊灯", None),
            entity("switch.bed", "卧室插座", "bedroom"),
        )
        retriever = Retriever(home)
        result = one(
            retriever,
            "打开除客厅以外的灯",
            action="打开",
            type_hint="light",
            quantifier="except",
            scope_exclude=["客厅"],
        )
        expected = {"light.bed_0", "light.bed_1", "light.bed_2", "light.kitchen", "light.hall"}
        assert set(grouped(result)) == expected
        assert len(grouped(result)) == len(expected)
        assert all(g.service == "light.turn_on" for g in result.groups)
        assert_valid(retriever, result)

    def test_seed001_group_by_command_set(self) -> None:
        """场景：按命令集一致性分组 — identical capability signatures share one group;
        a group's service applies to every member."""
        home = make_home(
            light("light.a", "灯A", "bedroom"),
            light("light.b", "灯B", "bedroom"),
            light("light.c", "灯C", "bedroom"),
            entity(
                "light.onoff", "灯D", "bedroom", attributes={"supported_color_modes": ["onoff"]}
            ),
            entity("switch.plug", "插座", "bedroom"),
        )
        retriever = Retriever(home)
        result = one(
            retriever, "打开卧室所有设备", action="打开", quantifier="all", scope_include=["卧室"]
        )
        assert set(grouped(result)) == set(home.entities)
        group_of = {e: g.group_id for g in result.groups for e in g.entity_ids}
        # Turning on sets no field: one call fits every light, dimmable or not (issue #12 —
        # compatibility is executable, not identical feature sets); the plug takes another service.
        assert (
            group_of["light.a"]
            == group_of["light.b"]
            == group_of["light.c"]
            == group_of["light.onoff"]
        )
        assert group_of["switch.plug"] != group_of["light.a"]
        services = {g.service for g in result.groups}
        assert services == {"light.turn_on", "switch.turn_on"}
        assert_valid(retriever, result)

        # For turning off, every light takes the same fields: one group of four.
        off = one(
            retriever,
            "关闭卧室所有的灯",
            action="关闭",
            type_hint="light",
            quantifier="all",
            scope_include=["卧室"],
        )
        assert len({g.group_id for g in off.groups}) == 1
        assert sorted(grouped(off)) == ["light.a", "light.b", "light.c", "light.onoff"]

    def test_seed001_explosion_control(self) -> None:
        """场景：集合爆炸时的输出控制 — too many targets: bounded groups and a clear hint."""
        home = make_home(*[light(f"light.l{i:02d}", f"灯{i}", "living_room") for i in range(25)])
        settings = Settings(max_bulk_targets=10)
        retriever = Retriever(home, settings=settings)
        result = one(retriever, "关闭所有灯", action="关闭", type_hint="light", quantifier="all")
        assert result.hint == "too_many_targets"
        assert 0 < len(grouped(result)) <= settings.max_bulk_targets
        assert len(result.candidates) <= settings.top_k
        assert_valid(retriever, result)


# ============================================================================ seed 002


def _duplicate_home() -> Home:
    return make_home(
        light("light.bedroom_ceiling", "吸顶灯", "bedroom"),
        light("light.living_ceiling", "吸顶灯", "living_room"),
        light("light.desk", "台灯", "bedroom"),
        light("light.bedroom_desk", "卧室台灯", "bedroom"),
        entity("switch.laohuoji", "老伙计", "living_room"),
    )


class TestSeed002:
    """Seed 002: gating, clarification, references, conditions, groups/scenes."""

    def test_seed002_exact_name_selected_without_clarification(self) -> None:
        """验收标准 3：名称精确命中时直接选择，不触发澄清 — "台灯" beats "卧室台灯"."""
        retriever = Retriever(_duplicate_home())
        result = one(retriever, "打开台灯", action="打开", name_hint="台灯")
        assert ids(result)[0] == "light.desk"
        assert result.hint is None
        assert result.question is None

    def test_seed002_close_scores_ask_for_clarification(self) -> None:
        """验收标准 4：分数接近时触发最小澄清 — two 吸顶灯 in different rooms, no room said."""
        retriever = Retriever(_duplicate_home())
        result = run(retriever, "打开吸顶灯", {"action": "打开", "name_hint": "吸顶灯"})
        command = result.commands[0]
        assert command.hint == "need_clarification"
        assert set(ids(command)[:2]) == {"light.bedroom_ceiling", "light.living_ceiling"}
        assert command.question
        assert "卧室" in command.question and "客厅" in command.question
        assert result.question == command.question
        # The question reaches the prompt too (the agent asks instead of guessing).
        assert yaml.safe_load(result.yaml)["clarification"] == command.question

    def test_seed002_satellite_area_breaks_the_tie(self) -> None:
        """验收标准 4（反例）：the satellite's area picks among equal names, no question."""
        retriever = Retriever(_duplicate_home())
        for area, expected in (
            ("bedroom", "light.bedroom_ceiling"),
            ("living_room", "light.living_ceiling"),
        ):
            result = run(
                retriever,
                "打开吸顶灯",
                {"action": "打开", "name_hint": "吸顶灯"},
                context_area=area,
            )
            command = result.commands[0]
            assert ids(command)[0] == expected
            assert command.hint is None
            assert command.question is None

    def test_seed002_room_said_resolves_duplicate_names(self) -> None:
        """场景：房间 + 名称 — "打开客厅的吸顶灯" needs no question."""
        retriever = Retriever(_duplicate_home())
        result = one(
            retriever, "打开客厅的吸顶灯", action="打开", name_hint="吸顶灯", scope_include=["客厅"]
        )
        assert ids(result) == ["light.living_ceiling"]
        assert result.hint is None

    def test_seed002_reference_last_mentioned(self) -> None:
        """范围 4：指代（last-mentioned）— "打开客厅的吸顶灯" then "关掉它" reaches the same light."""
        retriever = Retriever(_duplicate_home())
        state = ConversationState()
        first = run(
            retriever,
            "打开客厅的吸顶灯",
            {"action": "打开", "name_hint": "吸顶灯", "scope_include": ["客厅"]},
            state=state,
        )
        assert ids(first.commands[0]) == ["light.living_ceiling"]
        assert first.commands[0].hint is None
        second = run(
            retriever, "关掉它", {"action": "关掉", "references": ["last-mentioned"]}, state=state
        )
        command = second.commands[0]
        assert ids(command) == ["light.living_ceiling"]
        assert command.candidates[0].service == "light.turn_off"
        assert "reference" in command.candidates[0].reasons
        assert command.hint is None
        # Without the conversation's state "它" names nothing in particular.
        alone = run(retriever, "关掉它", {"action": "关掉", "references": ["last-mentioned"]})
        assert alone.commands[0].meta.get("reference_unresolved") == 1
        assert alone.commands[0].hint in ("need_clarification", "no_match")

    def test_seed002_exact_full_name_beats_room_plus_name(self) -> None:
        """验收标准 3：名称精确命中时直接选择 — "卧室台灯" is a name; the 台灯 in 卧室 is not it."""
        retriever = Retriever(_duplicate_home())
        result = one(retriever, "打开卧室台灯", action="打开", name_hint="卧室台灯")
        assert ids(result)[0] == "light.bedroom_desk"
        assert "name_hit" in result.candidates[0].reasons
        assert result.hint is None

    def test_seed002_reference_in_english(self) -> None:
        """范围 4：指代 — "turn it off" (references=["last-mentioned"]) after naming a device."""
        home = Home.from_json(
            {
                "language": "en",
                "areas": [{"id": "office", "name": "Office"}, {"id": "kitchen", "name": "Kitchen"}],
                "entities": [
                    light("light.desk_lamp", "Desk Lamp", "office"),
                    light("light.kitchen", "Kitchen Light", "kitchen"),
                    entity("fan.office", "Office Fan", "office", attributes=FAN_ATTRIBUTES),
                ],
            }
        )
        retriever = Retriever(home)
        state = ConversationState()
        first = run(
            retriever,
            "turn on the desk lamp",
            {"action": "turn on", "name_hint": "desk lamp"},
            state=state,
        )
        assert [(c.entity_id, c.service) for c in first.commands[0].candidates][:1] == [
            ("light.desk_lamp", "light.turn_on")
        ]
        result = run(
            retriever,
            "turn it off",
            {"action": "turn off", "references": ["last-mentioned"]},
            state=state,
        ).commands[0]
        assert ids(result)[0] == "light.desk_lamp"
        assert result.candidates[0].service == "light.turn_off"
        assert "reference" in result.candidates[0].reasons

    def test_seed002_unanswered_question_does_not_move_the_reference(self) -> None:
        """范围 4：指代 — a command that ended in a question does not become "它"."""
        retriever = Retriever(_duplicate_home())
        state = ConversationState()
        run(retriever, "打开老伙计", {"action": "打开", "name_hint": "老伙计"}, state=state)
        asked = run(retriever, "打开吸顶灯", {"action": "打开", "name_hint": "吸顶灯"}, state=state)
        assert asked.commands[0].hint == "need_clarification"
        result = run(
            retriever, "关掉它", {"action": "关掉", "references": ["last-mentioned"]}, state=state
        )
        assert ids(result.commands[0])[0] == "switch.laohuoji"

    def test_seed002_condition_reads_sensor(self) -> None:
        """范围 4：条件 — "如果客厅温度超过26度就打开空调" reads the living-room temperature sensor."""
        home = make_home(
            entity(
                "sensor.living_temperature",
                "客厅温度",
                "living_room",
                device_class="temperature",
                state="27",
                attributes={"unit_of_measurement": "°C"},
            ),
            entity(
                "sensor.bedroom_temperature",
                "卧室温度",
                "bedroom",
                device_class="temperature",
                state="24",
                attributes={"unit_of_measurement": "°C"},
            ),
            entity(
                "sensor.living_humidity",
                "客厅湿度",
                "living_room",
                device_class="humidity",
                state="50",
            ),
            entity("climate.living_ac", "空调", "living_room", attributes=AC_ATTRIBUTES),
            light("light.living", "客厅灯", "living_room"),
        )
        retriever = Retriever(home)
        result = run(
            retriever,
            "如果客厅温度超过26度就打开空调",
            {
                "action": "打开",
                "name_hint": "空调",
                "type_hint": "climate",
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
            },
        )
        command = result.commands[0]
        assert "sensor.living_temperature" in command.condition_entities
        assert "sensor.bedroom_temperature" not in command.condition_entities
        assert "sensor.living_humidity" not in command.condition_entities
        assert ids(command)[0] == "climate.living_ac"
        assert command.candidates[0].service == "climate.turn_on"
        document = yaml.safe_load(result.yaml)
        assert "sensor.living_temperature" in [d["id"] for d in document["conditions"]]

    def test_seed002_condition_on_humidity(self) -> None:
        """范围 4：条件（温度/湿度/亮度）— "如果卧室湿度低于40就打开加湿器" reads the bedroom humidity."""
        home = make_home(
            entity(
                "sensor.bedroom_humidity",
                "卧室湿度",
                "bedroom",
                device_class="humidity",
                state="35",
            ),
            entity(
                "sensor.living_humidity",
                "客厅湿度",
                "living_room",
                device_class="humidity",
                state="50",
            ),
            entity(
                "sensor.bedroom_temperature",
                "卧室温度",
                "bedroom",
                device_class="temperature",
                state="22",
            ),
            entity("humidifier.bedroom", "加湿器", "bedroom", attributes={"supported_features": 1}),
        )
        retriever = Retriever(home)
        command = one(
            retriever,
            "如果卧室湿度低于40就打开加湿器",
            action="打开",
            name_hint="加湿器",
            conditions=[
                {
                    "type_hint": "sensor",
                    "device_class": "humidity",
                    "scope_include": ["卧室"],
                    "op": "<",
                    "value": 40,
                }
            ],
        )
        assert command.condition_entities == ["sensor.bedroom_humidity"]
        assert [(c.entity_id, c.service) for c in command.candidates][:1] == [
            ("humidifier.bedroom", "humidifier.turn_on")
        ]

    def test_seed002_reference_within_one_utterance(self) -> None:
        """范围 4：指代 — "打开台灯然后把它调到50%": "它" is the lamp of the first command.

        The first command selects 台灯 by its exact name (a 卧室台灯 is a weaker runner-up);
        "它" is what was selected, not every candidate that was listed.
        """
        retriever = Retriever(_duplicate_home())
        result = run(
            retriever,
            "打开台灯然后把它调到50%",
            {"action": "打开", "name_hint": "台灯"},
            {
                "action": "调亮度",
                "references": ["last-mentioned"],
                "params": {"brightness_pct": 50},
            },
        )
        first, second = result.commands
        assert ids(first)[0] == "light.desk"
        assert [(c.entity_id, c.service) for c in second.candidates] == [
            ("light.desk", "light.turn_on")
        ]
        assert "reference" in second.candidates[0].reasons
        assert second.groups == []

        # The same across two requests of one conversation.
        state = ConversationState()
        run(retriever, "打开台灯", {"action": "打开", "name_hint": "台灯"}, state=state)
        later = run(
            retriever, "关掉它", {"action": "关掉", "references": ["last-mentioned"]}, state=state
        )
        assert ids(later.commands[0]) == ["light.desk"]

    def test_seed002_scene_is_first_class(self) -> None:
        """范围 5：Group/Scene 一等实体 — a scene is retrieved and activated like a device."""
        home = make_home(
            entity("scene.home_mode", "回家模式", None),
            entity("scene.sleep_mode", "睡眠模式", "bedroom"),
            light("light.living", "客厅灯", "living_room"),
        )
        retriever = Retriever(home)
        result = one(retriever, "打开回家模式", action="打开", name_hint="回家模式")
        assert ids(result)[0] == "scene.home_mode"
        assert result.candidates[0].service == "scene.turn_on"
        assert result.hint is None


# ============================================================================ seed 003


def _bulk_choice_home() -> Home:
    return make_home(
        *[light(f"light.l{i}", f"灯{i}", "bedroom") for i in range(3)],
        entity(
            "cover.curtain",
            "窗帘",
            "bedroom",
            device_class="curtain",
            attributes={"supported_features": 15},
        ),
        entity("switch.plug", "插座", "bedroom"),
        light("light.living", "客厅灯", "living_room"),
    )


class TestSeed003:
    """Seed 003: bulk mode details (service first, then every target; batches of 20)."""

    def test_seed003_bulk_batches_of_twenty(self) -> None:
        """决策 8.4：Group 的定义与 batch 分片 — 45 identical lights → batches of 20, 20, 5.

        The lights are spread over three rooms and one has no room: batches do not follow rooms.
        """
        rooms = ["living_room", "bedroom", "kitchen", None]
        home = make_home(*[light(f"light.l{i:02d}", f"灯{i}", rooms[i % 4]) for i in range(45)])
        retriever = Retriever(home)
        assert Settings().batch_size == 20
        result = one(retriever, "打开所有灯", action="打开", type_hint="light", quantifier="all")
        assert [len(g.entity_ids) for g in result.groups] == [20, 20, 5]
        assert len({g.group_id for g in result.groups}) == 1
        assert [g.batch for g in result.groups] == [0, 1, 2]
        assert sorted(grouped(result)) == sorted(home.entities)
        assert result.hint is None
        assert_valid(retriever, result)

    def test_seed003_service_chosen_before_expanding(self) -> None:
        """决策 8.2：先选命令，再扩展集合 — one service for the whole set, every light a target."""
        home = make_home(
            *[light(f"light.l{i}", f"灯{i}", "bedroom") for i in range(6)],
            entity(
                "light.onoff", "小夜灯", "bedroom", attributes={"supported_color_modes": ["onoff"]}
            ),
        )
        retriever = Retriever(home)
        result = one(
            retriever,
            "关闭卧室所有的灯",
            action="关闭",
            type_hint="light",
            scope_include=["卧室"],
            quantifier="all",
        )
        assert {g.service for g in result.groups} == {"light.turn_off"}
        assert set(grouped(result)) == set(home.entities)
        assert result.meta.get("bulk_coverage") == 1.0

    def test_seed003_one_intent_takes_each_domains_own_service(self) -> None:
        """决策 8.2：先选命令，再扩展集合 — the service is chosen per domain, nothing silently dropped.

        "打开卧室所有设备" in a bedroom with lights, a plug and a curtain is one intent: lights
        and the plug are turned on and the curtain is opened, each group with a service that
        applies to every member; nothing outside the bedroom is touched.
        """
        home = _bulk_choice_home()
        retriever = Retriever(home)
        result = one(
            retriever, "打开卧室所有设备", action="打开", quantifier="all", scope_include=["卧室"]
        )
        assert result.hint is None
        by_service = {g.service: set(g.entity_ids) for g in result.groups}
        assert by_service == {
            "light.turn_on": {"light.l0", "light.l1", "light.l2"},
            "switch.turn_on": {"switch.plug"},
            "cover.open_cover": {"cover.curtain"},
        }
        assert "light.living" not in grouped(result) + ids(result)
        assert result.meta["bulk_coverage"] == 1.0
        assert_valid(retriever, result)

    def test_seed003_domain_that_cannot_act_is_reported_not_dropped(self) -> None:
        """决策 8.3：coverage — a target that cannot take the action is named in meta."""
        home = make_home(
            *[light(f"light.l{i}", f"灯{i}", "bedroom") for i in range(2)],
            entity("sensor.temp", "温度", "bedroom", device_class="temperature"),
        )
        retriever = Retriever(home)
        result = one(
            retriever, "打开卧室所有设备", action="打开", quantifier="all", scope_include=["卧室"]
        )
        assert set(grouped(result)) == {"light.l0", "light.l1"}
        assert result.meta["unsupported"] == ["sensor.temp"]
        assert result.meta["unsupported_count"] == 1
        assert 0 < result.meta["bulk_coverage"] < 1

    @pytest.mark.parametrize("order", ["ascending", "descending"])
    def test_seed003_low_confidence_asks_naming_the_targets_services(
        self, monkeypatch: pytest.MonkeyPatch, order: str
    ) -> None:
        """决策 8.3：低置信度时不自动选定 — need_clarification with a summary of 2–3 options.

        The confidence thresholds are raised so that every choice is unsure: the question then
        names the options as these targets would take them, never services of other domains,
        whatever order the catalog's (unordered) domain set iterates in.
        """
        original = Catalog.domains
        descending = order == "descending"

        class Ordered(frozenset[str]):
            """The same set, iterated in a fixed order."""

            def __iter__(self):
                return iter(sorted(frozenset.__iter__(self), reverse=descending))

        monkeypatch.setattr(Catalog, "domains", property(lambda self: Ordered(original.fget(self))))
        home = _bulk_choice_home()
        retriever = Retriever(home, settings=Settings(bulk_min_ratio=1.01, bulk_min_margin=1.01))
        result = one(
            retriever, "打开卧室所有设备", action="打开", quantifier="all", scope_include=["卧室"]
        )
        assert result.hint == "need_clarification"
        options = result.meta.get("bulk_options")
        assert options and 2 <= len(options) <= 3
        question = result.question or ""
        catalog = retriever.catalog
        targets = [e for e in home.entities.values() if e.area_id == "bedroom"]
        allowed = {cap.spec.text("name", ZH) for e in targets for cap in catalog.capabilities(e)}
        foreign = {
            spec.text("name", ZH)
            for domain in original.fget(catalog)
            for spec in catalog.services(domain)
        } - allowed
        foreign = {name for name in foreign if not any(name in ok for ok in allowed)}
        assert not [name for name in foreign if name in question], question
        assert any(name in question for name in allowed), question

    def test_seed003_too_many_targets_hint(self) -> None:
        """决策 8.5：爆炸防护策略 — above MAX_TARGETS: hint too_many_targets, bounded output."""
        home = make_home(
            *[light(f"light.a{i:02d}", f"灯{i}", "living_room") for i in range(30)],
            *[entity(f"switch.s{i:02d}", f"插座{i}", "bedroom") for i in range(30)],
        )
        settings = Settings(max_bulk_targets=12)
        retriever = Retriever(home, settings=settings)
        result = one(
            retriever, "关闭所有设备", action="关闭", quantifier="all", scope_include=["*"]
        )
        assert result.hint == "too_many_targets"
        assert len(grouped(result)) <= 12
        assert all(len(g.entity_ids) <= settings.batch_size for g in result.groups)
        assert_valid(retriever, result)
        within = Retriever(home, settings=Settings(max_bulk_targets=100))
        fine = one(within, "关闭所有设备", action="关闭", quantifier="all", scope_include=["*"])
        assert fine.hint is None
        assert len(grouped(fine)) == 60


# ============================================================================ seed 004


class TestSeed004:
    """Seed 004: command arrays, include fallback, device-name room extraction."""

    def test_seed004_several_commands_keep_order(self) -> None:
        """ADR-001：命令数组作为唯一协议入口 — each command its own result, in order."""
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"),
            entity("climate.living_ac", "空调", "living_room", attributes=AC_ATTRIBUTES),
            entity("fan.bedroom", "风扇", "bedroom", attributes=FAN_ATTRIBUTES),
        )
        retriever = Retriever(home)
        text = "关掉卧室的灯然后打开空调再打开风扇"
        result = run(
            retriever,
            text,
            {"action": "关掉", "type_hint": "light", "scope_include": ["卧室"]},
            {"action": "打开", "name_hint": "空调", "type_hint": "climate"},
            {"action": "打开", "name_hint": "风扇"},
        )
        assert len(result.commands) == 3
        first, second, third = result.commands
        assert (ids(first)[0], first.candidates[0].service) == ("light.bedroom", "light.turn_off")
        assert (ids(second)[0], second.candidates[0].service) == (
            "climate.living_ac",
            "climate.turn_on",
        )
        assert (ids(third)[0], third.candidates[0].service) == ("fan.bedroom", "fan.turn_on")
        assert [c.command.action for c in result.commands] == ["关掉", "打开", "打开"]
        ids_in_yaml = [d["id"] for d in yaml.safe_load(result.yaml)["devices"]]
        assert set(ids_in_yaml) == {"light.bedroom", "climate.living_ac", "fan.bedroom"}

    def test_seed004_index_built_once_for_all_commands(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """安全与性能：多命令时向量索引只构建一次 — retrieving builds no index."""
        built: list[int] = []
        original = scoring_module.HybridTextIndex

        class Counting(original):  # type: ignore[misc, valid-type]
            def __init__(self, *args: Any, **kwargs: Any) -> None:
                built.append(1)
                super().__init__(*args, **kwargs)

        monkeypatch.setattr(scoring_module, "HybridTextIndex", Counting)
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"), entity("switch.a", "老伙计", "kitchen")
        )
        retriever = Retriever(home)
        assert len(built) == 1
        for _ in range(3):
            run(
                retriever,
                "关灯然后打开老伙计",
                {"action": "关", "type_hint": "light"},
                {"action": "打开", "name_hint": "老伙计"},
            )
        assert len(built) == 1

    @pytest.mark.parametrize(
        "answer", [None, "", "garbage", 42, [], {"commands": []}, {"commands": "x"}]
    )
    def test_seed004_unparsable_answer_degrades_to_unknown(self, answer: Any) -> None:
        """安全与性能：失败统一降级为 UNKNOWN 命令 — one UNKNOWN command with the raw text."""
        commands = commands_from_json(answer, raw="打开老伙计")
        assert len(commands) == 1
        command = commands[0]
        assert command.type_hint == UNKNOWN_TYPE
        assert command.raw == "打开老伙计"
        assert command.issues
        home = make_home(
            entity("switch.laohuoji", "老伙计", "living_room"),
            light("light.a", "卧室灯", "bedroom"),
        )
        result = Retriever(home).retrieve("打开老伙计", commands)
        assert len(result.commands) == 1
        assert result.commands[0].hint in HINTS
        assert "ir_issues" in result.commands[0].meta
        yaml.safe_load(result.yaml)

    def test_seed004_include_falls_back_when_empty(self) -> None:
        """ADR-002：include 硬过滤但必须回退 — an include that empties the set falls back to exclude-only."""
        home = make_home(
            light("light.bedroom", "卧室灯", "bedroom"),
            light("light.living", "客厅灯", "living_room"),
            light("light.kitchen", "厨房灯", "kitchen"),
        )
        retriever = Retriever(home)
        outcome = retriever.scope.filter(retriever.ix.entity_ids, ["阁楼"], ["卧室"])
        assert outcome.meta.get("scope_include_fallback") == 1
        assert outcome.entity_ids == ["light.living", "light.kitchen"]
        assert outcome.meta.get("room_unknown_terms") == ["阁楼"]

        result = one(
            retriever,
            "打开阁楼的灯",
            action="打开",
            type_hint="light",
            scope_include=["阁楼"],
            scope_exclude=["卧室"],
            quantifier="any",
        )
        assert result.meta.get("scope_include_fallback") == 1
        assert set(ids(result)) <= {"light.living", "light.kitchen"}
        assert "light.bedroom" not in ids(result)

        # An include that keeps something does not fall back.
        kept = one(
            retriever, "打开厨房的灯", action="打开", type_hint="light", scope_include=["厨房"]
        )
        assert "scope_include_fallback" not in kept.meta

    def test_seed004_room_in_name_only_on_conflict_or_unknown(self) -> None:
        """ADR-003：设备名房间提取仅在冲突/未知时启用 — area null or disagreeing: the name counts;
        area agreeing: the area alone decides."""
        home = make_home(
            entity("switch.no_area", "客厅老伙计", None),
            entity("switch.other_area", "客厅小伙计", "bedroom"),
            entity("switch.agrees", "客厅插座", "living_room"),
            entity("switch.plain", "插座", "bedroom"),
        )
        retriever = Retriever(home)
        living = retriever.scope.filter(retriever.ix.entity_ids, ["客厅"], [])
        assert set(living.entity_ids) == {"switch.no_area", "switch.other_area", "switch.agrees"}
        assert living.meta.get("room_name_used") == 2  # the agreeing one counts by area
        bedroom = retriever.scope.filter(retriever.ix.entity_ids, ["卧室"], [])
        assert "switch.plain" in bedroom.entity_ids
        assert "switch.no_area" not in bedroom.entity_ids
        # Exclusion uses the name the same way (it is trusted only where the area is not).
        rest = retriever.scope.filter(retriever.ix.entity_ids, [], ["客厅"])
        assert set(rest.entity_ids) == {"switch.plain"} | (
            {"switch.other_area"} if "switch.other_area" in rest.entity_ids else set()
        )
        assert "switch.no_area" not in rest.entity_ids
        assert "switch.agrees" not in rest.entity_ids

        result = one(
            retriever, "打开客厅的老伙计", action="打开", name_hint="老伙计", scope_include=["客厅"]
        )
        assert ids(result)[0] == "switch.no_area"

    def test_seed004_two_room_words_are_ambiguous(self) -> None:
        """细节 3：命中 ≥2 个视为不确定 — a name with two room words is not used for filtering."""
        home = make_home(
            light("light.two_rooms", "客厅卧室过道灯", None),
            light("light.living", "客厅灯", "living_room"),
            light("light.bedroom", "卧室灯", "bedroom"),
        )
        retriever = Retriever(home)
        outcome = retriever.scope.filter(retriever.ix.entity_ids, ["客厅"], [])
        assert outcome.entity_ids == ["light.living"]
        assert outcome.meta.get("room_name_ambiguous") == 1
        excluded = retriever.scope.filter(retriever.ix.entity_ids, [], ["客厅"])
        assert "light.two_rooms" in excluded.entity_ids  # extraction failed: not excluded by name
        result = one(
            retriever, "打开客厅的灯", action="打开", type_hint="light", scope_include=["客厅"]
        )
        assert ids(result) == ["light.living"]

    def test_seed004_unknown_room_word_uses_device_names(self) -> None:
        """细节 4：命令层未知 — a room word the home does not know is looked for in device names."""
        home = make_home(
            light("light.study_lamp", "书房台灯", "living_room"),
            light("light.living", "客厅灯", "living_room"),
        )
        retriever = Retriever(home)
        outcome = retriever.scope.filter(retriever.ix.entity_ids, ["书房"], [])
        assert outcome.entity_ids == ["light.study_lamp"]
        assert outcome.meta.get("room_unknown_terms") == ["书房"]
        assert not outcome.meta.get("scope_include_fallback")
        result = one(
            retriever, "打开书房的灯", action="打开", type_hint="light", scope_include=["书房"]
        )
        assert ids(result) == ["light.study_lamp"]

    def test_seed004_longest_room_word_wins(self) -> None:
        """细节 3：最长优先 — "主卧室台灯" names 主卧室, not 卧室."""
        areas = [
            {"id": "master", "name": "主卧室"},
            {"id": "second", "name": "卧室"},
            {"id": "living_room", "name": "客厅"},
        ]
        home = make_home(
            light("light.master_lamp", "主卧室台灯", None),
            light("light.second", "台灯", "second"),
            light("light.living", "客厅灯", "living_room"),
            areas=areas,
        )
        retriever = Retriever(home)
        assert retriever.scope.room_in_name(home.entities["light.master_lamp"]) == "主卧室"
        master = retriever.scope.filter(retriever.ix.entity_ids, ["主卧室"], [])
        assert master.entity_ids == ["light.master_lamp"]
        second = retriever.scope.filter(retriever.ix.entity_ids, ["卧室"], [])
        assert "light.second" in second.entity_ids
