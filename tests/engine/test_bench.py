"""The bench: generated homes and cases, Home Assistant's dump, the anchors, one small run."""

from __future__ import annotations

import json
import struct
import zlib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from devtools.anchors import NaiveRag, ha_exact_matcher, naive_rag
from devtools.bench import (
    building_label,
    generate_cases,
    generate_home,
    generate_home_json,
    ha_assist_dump,
    run_bench,
)
from devtools.bench.plot import Canvas
from devtools.homes import HOMES_DIR

TWO: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [{"id": "ground", "name": "一楼", "aliases": ["楼下"]}],
    "areas": [{"id": "living_room", "name": "客厅", "aliases": ["起居室"], "floor": "ground"}],
    "entities": [
        {"entity_id": "cover.curtain", "name": "窗帘"},
        {
            "entity_id": "light.living_main",
            "name": "客厅主灯",
            "aliases": ["大灯"],
            "area": "living_room",
        },
    ],
}

DUPLICATES: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [
        {"id": "ground", "name": "一楼", "aliases": ["楼下"]},
        {"id": "upper", "name": "二楼"},
    ],
    "areas": [
        {"id": "living_room", "name": "客厅", "aliases": ["起居室"], "floor": "ground"},
        {"id": "bedroom", "name": "卧室", "floor": "upper"},
        {"id": "study", "name": "书房", "floor": "upper"},
    ],
    "entities": [
        {
            "entity_id": "light.living_main",
            "name": "客厅主灯",
            "aliases": ["大灯"],
            "area": "living_room",
        },
        {"entity_id": "light.living_down", "name": "筒灯", "area": "living_room"},
        {"entity_id": "light.bedroom_down", "name": "筒灯", "area": "bedroom"},
        {"entity_id": "light.study_down", "name": "筒灯", "area": "study"},
        {"entity_id": "switch.living_plug", "name": "智能插座", "area": "living_room"},
        {
            "entity_id": "sensor.bedroom_temperature",
            "name": "卧室温度",
            "area": "bedroom",
            "device_class": "temperature",
        },
    ],
}


# ------------------------------------------------------------------ generated homes


def test_building_labels_are_spreadsheet_letters() -> None:
    assert [building_label(i) for i in (0, 1, 25, 26, 27, 56)] == ["A", "B", "Z", "AA", "AB", "BE"]


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("size", [1, 100, 176, 500, 1000])
def test_generate_home_has_the_size_and_unique_ids(size: int, language: str) -> None:
    data = generate_home_json(size, language=language)  # type: ignore[arg-type]
    ids = [e["entity_id"] for e in data["entities"]]
    assert len(ids) == size == len(set(ids))
    assert len({a["id"] for a in data["areas"]}) == len(data["areas"])
    assert len({a["name"] for a in data["areas"]}) == len(data["areas"])  # HA area names are unique
    home = generate_home(size, language=language)  # type: ignore[arg-type]
    assert len(home.entities) == size


def test_generate_home_is_deterministic_and_seeded() -> None:
    assert generate_home_json(500, seed=7) == generate_home_json(500, seed=7)
    assert (
        generate_home_json(500, seed=7)["entities"] != generate_home_json(500, seed=8)["entities"]
    )


def test_demo_size_is_the_demo_home() -> None:
    demo = json.loads((HOMES_DIR / "demo_home_en.json").read_text("utf-8"))
    assert [e["entity_id"] for e in generate_home_json(176, language="en")["entities"]] == [
        e["entity_id"] for e in demo["entities"]
    ]


def test_copies_are_buildings_with_plentiful_duplicate_names() -> None:
    home = generate_home(1000, language="zh")
    assert "B栋客厅" in {a.name for a in home.areas.values()}
    assert home.entities["light.b_living_room_ceiling"].name == "B栋客厅主灯"
    assert home.entities["light.b_living_room_ceiling"].area_id == "b_living_room"
    names = Counter(e.name for e in home.entities.values())
    assert names["筒灯"] >= 10 and names["空调"] >= 10
    en = generate_home(400, language="en")
    assert "Wing B Living Room" in {a.name for a in en.areas.values()}


def test_generated_cases_are_deterministic_and_consistent() -> None:
    home = generate_home(1000, language="zh")
    cases = generate_cases(home, 60)
    assert cases == generate_cases(home, 60)
    assert len(cases) == 60 and len({c["id"] for c in cases}) == 60
    assert any(c["expected"]["no_match"] for c in cases)
    for case in cases:
        expected = case["expected"]
        assert all(e in home.entities for e in expected["entity_ids"])
        assert expected["no_match"] or expected["entity_ids"]
        area = (case.get("context") or {}).get("area")
        assert area is None or area in home.areas


# ------------------------------------------------------------------ Home Assistant's dump


def test_ha_dump_of_two_entities_is_exactly_assists_static_context() -> None:
    assert ha_assist_dump(Home.from_json(TWO)) == (
        "Static Context: An overview of the areas and the devices in this smart home:\n"
        "- names: 客厅主灯, 大灯\n"
        "  domain: light\n"
        "  areas: 客厅, 起居室\n"
        "- names: 窗帘\n"
        "  domain: cover\n"
    )


def test_ha_dump_leaves_scripts_out() -> None:
    data = {
        **TWO,
        "entities": [*TWO["entities"], {"entity_id": "script.good_night", "name": "晚安"}],
    }
    assert "晚安" not in ha_assist_dump(Home.from_json(data))


# ------------------------------------------------------------------ anchors


def _ids(result: dict[str, Any]) -> list[str]:
    ids = [c["entity_id"] for c in result["candidates"]]
    return list(dict.fromkeys(ids + [e for g in result["groups"] for e in g["entity_ids"]]))


def test_exact_matcher_finds_an_exact_name_or_alias() -> None:
    home = Home.from_json(DUPLICATES)
    assert _ids(ha_exact_matcher(home, Command(action="打开", name_hint="客厅主灯"))) == [
        "light.living_main"
    ]
    assert _ids(ha_exact_matcher(home, Command(action="打开", name_hint=" 大灯 "))) == [
        "light.living_main"
    ]
    assert _ids(ha_exact_matcher(home, Command(name_hint="light.living_main"))) == [
        "light.living_main"
    ]


def test_exact_matcher_fails_on_a_partial_name() -> None:
    home = Home.from_json(DUPLICATES)
    result = ha_exact_matcher(home, Command(action="打开", name_hint="主灯"))
    assert result["hint"] == "no_match" and not result["candidates"]
    assert result["meta"]["no_match_reason"] == "name"


def test_exact_matcher_narrows_duplicates_by_context_area() -> None:
    home = Home.from_json(DUPLICATES)
    command = Command(action="打开", name_hint="筒灯")
    assert ha_exact_matcher(home, command)["meta"]["no_match_reason"] == "duplicate_name"
    assert _ids(ha_exact_matcher(home, command, context_area="bedroom")) == ["light.bedroom_down"]
    # The satellite's floor narrows first: one 筒灯 on the ground floor.
    assert _ids(ha_exact_matcher(home, command, context_area="living_room")) == [
        "light.living_down"
    ]
    # An area said by alias resolves too.
    scoped = Command(action="打开", name_hint="筒灯", scope_include=("起居室",))
    assert _ids(ha_exact_matcher(home, scoped)) == ["light.living_down"]


def test_exact_matcher_sets_by_area_floor_domain_and_device_class() -> None:
    home = Home.from_json(DUPLICATES)
    lights_upstairs = Command(
        action="关闭", type_hint="light", quantifier="all", scope_include=("二楼",)
    )
    assert sorted(_ids(ha_exact_matcher(home, lights_upstairs))) == [
        "light.bedroom_down",
        "light.study_down",
    ]
    temperature = Command(type_hint="sensor", device_class="temperature", scope_include=("卧室",))
    assert _ids(ha_exact_matcher(home, temperature)) == ["sensor.bedroom_temperature"]
    unknown_room = Command(type_hint="light", scope_include=("车库",))
    assert ha_exact_matcher(home, unknown_room)["meta"]["no_match_reason"] == "invalid_area"
    satellite = Command(action="关闭", type_hint="light", quantifier="all")
    assert _ids(ha_exact_matcher(home, satellite, context_area="study")) == ["light.study_down"]


def test_naive_rag_returns_at_most_five_and_no_match_only_on_zero() -> None:
    home = generate_home(176, language="zh")
    rag = NaiveRag.build(home)
    result = naive_rag(home, "打开客厅的筒灯", index=rag)
    assert 0 < len(result["candidates"]) <= 5 and result["hint"] is None
    assert result["candidates"][0]["entity_id"].startswith("light.living_room_downlight")
    assert naive_rag(Home.from_json(TWO), "qqq xyzzy")["hint"] == "no_match"


# ------------------------------------------------------------------ plot and run


def test_canvas_writes_a_valid_png() -> None:
    canvas = Canvas(30, 20)
    canvas.line(0, 0, 29, 19, (255, 0, 0), width=2)
    canvas.text(1, 1, "P50 10K")
    data = canvas.png()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (30, 20)
    length = struct.unpack(">I", data[33:37])[0]
    assert data[37:41] == b"IDAT"
    assert len(zlib.decompress(data[41 : 41 + length])) == 20 * (30 * 3 + 1)


def test_run_bench_smoke_writes_the_three_files(tmp_path: Path) -> None:
    home_file = tmp_path / "home.json"
    home_file.write_text(json.dumps(DUPLICATES, ensure_ascii=False), "utf-8")
    cases = [
        {
            "id": "d/1",
            "query": "打开客厅主灯",
            "home": "home.json",
            "ir": {"commands": [{"action": "打开", "name_hint": "客厅主灯"}]},
            "expected": {
                "entity_ids": ["light.living_main"],
                "service": "light.turn_on",
                "no_match": False,
            },
        },
        {
            "id": "d/2",
            "query": "打开车库的咖啡机",
            "home": "home.json",
            "ir": {
                "commands": [{"action": "打开", "name_hint": "咖啡机", "scope_include": ["车库"]}]
            },
            "expected": {"entity_ids": [], "service": None, "no_match": True},
        },
    ]
    cases_file = tmp_path / "cases.jsonl"
    cases_file.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in cases), "utf-8")
    out = tmp_path / "bench"
    results = run_bench(
        out,
        sizes=(50,),
        semantic=False,
        languages=("zh",),
        dev_cases=[cases_file],
        cases_per_size=15,
        demo_cases=15,
    )
    assert {p.name for p in out.iterdir()} == {"results.json", "results.md", "bench.png"}
    assert (out / "bench.png").read_bytes().startswith(b"\x89PNG")
    assert json.loads((out / "results.json").read_text("utf-8"))["sizes"][0]["entities"] == 50
    markdown = (out / "results.md").read_text("utf-8")
    assert "## Targets" in markdown and "HA exact matcher (gold IR)" in markdown
    dev = results["accuracy"][-1]
    assert dev["entities"] == 6 and dev["systems"]["ours (gold IR)"]["recall@5"] == 1.0
    assert dev["systems"]["HA exact matcher (gold IR)"]["no_match_handled"] == 1.0
