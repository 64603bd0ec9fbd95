"""The bundled demo homes: docs/contracts.md §1, the traps retrieval must handle, reproducibility."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from custom_components.context_retrieval.engine.text import has_cjk

ROOT = Path(__file__).parents[2]
DATA_DIR = ROOT / "devtools/homes"
GENERATOR = ROOT / "scripts/gen_demo_homes.py"
FILES = {"zh": "demo_home_zh.json", "en": "demo_home_en.json"}
LANGUAGES = {"zh": "zh-Hans", "en": "en"}

KNOWN_DOMAINS = {
    "alarm_control_panel",
    "binary_sensor",
    "button",
    "camera",
    "climate",
    "cover",
    "event",
    "fan",
    "humidifier",
    "input_boolean",
    "input_button",
    "input_number",
    "input_select",
    "lawn_mower",
    "light",
    "lock",
    "media_player",
    "number",
    "person",
    "remote",
    "scene",
    "script",
    "select",
    "sensor",
    "siren",
    "switch",
    "todo",
    "update",
    "vacuum",
    "valve",
    "water_heater",
    "weather",
}

# Every bit each domain defines (HA 2026.10.4 *EntityFeature), to catch impossible masks.
FEATURE_MASKS = {
    "light": 4 | 8 | 32,
    "cover": 511,
    "climate": 1 | 2 | 4 | 8 | 16 | 32 | 128 | 256 | 512,
    "fan": 63,
    "media_player": 0x7FFFFF & ~64,
    "vacuum": 32767 - 64,
    "lock": 1,
    "humidifier": 1,
    "water_heater": 15,
    "valve": 15,
    "siren": 31,
    "alarm_control_panel": 63,
    "lawn_mower": 15,
    "todo": 127,
    "weather": 7,
}
COLOR_MODES = {"onoff", "brightness", "color_temp", "hs", "xy", "rgb", "rgbw", "rgbww", "white"}
STATES = {
    "light": {"on", "off"},
    "switch": {"on", "off"},
    "fan": {"on", "off"},
    "binary_sensor": {"on", "off"},
    "humidifier": {"on", "off"},
    "siren": {"on", "off"},
    "script": {"on", "off"},
    "cover": {"open", "closed", "opening", "closing"},
    "valve": {"open", "closed", "opening", "closing"},
    "lock": {"locked", "unlocked", "open", "jammed", "locking", "unlocking", "opening"},
    "vacuum": {"cleaning", "docked", "idle", "paused", "returning", "error"},
    "lawn_mower": {"mowing", "docked", "idle", "paused", "returning", "error"},
    "media_player": {"on", "off", "idle", "playing", "paused", "standby", "buffering"},
    "alarm_control_panel": {
        "disarmed",
        "armed_home",
        "armed_away",
        "armed_night",
        "armed_vacation",
        "armed_custom_bypass",
        "pending",
        "arming",
        "disarming",
        "triggered",
    },
}


def load(lang: str) -> dict[str, Any]:
    return json.loads((DATA_DIR / FILES[lang]).read_text(encoding="utf-8"))


@pytest.fixture(params=sorted(FILES), scope="module")
def home(request: pytest.FixtureRequest) -> dict[str, Any]:
    return load(request.param)


def names_by_area(home: dict[str, Any]) -> dict[str, list[str | None]]:
    found: dict[str, list[str | None]] = defaultdict(list)
    for entity in home["entities"]:
        found[entity["name"]].append(entity["area"])
    return found


def by_id(home: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {entity["entity_id"]: entity for entity in home["entities"]}


def test_language() -> None:
    for lang, code in LANGUAGES.items():
        assert load(lang)["language"] == code


def test_contract(home: dict[str, Any]) -> None:
    floor_ids = [floor["id"] for floor in home["floors"]]
    area_ids = [area["id"] for area in home["areas"]]
    assert len(set(floor_ids)) == len(floor_ids)
    assert len(set(area_ids)) == len(area_ids)
    for floor in home["floors"]:
        assert isinstance(floor["name"], str) and floor["name"]
        assert all(isinstance(alias, str) and alias for alias in floor["aliases"])
        assert isinstance(floor["level"], int) and not isinstance(floor["level"], bool)
    for area in home["areas"]:
        assert isinstance(area["name"], str) and area["name"]
        assert area["floor"] is None or area["floor"] in floor_ids, area
    seen: set[str] = set()
    for entity in home["entities"]:
        entity_id = entity["entity_id"]
        domain, dot, object_id = entity_id.partition(".")
        assert dot and object_id and domain in KNOWN_DOMAINS, entity_id
        assert object_id.replace("_", "").isalnum() and object_id.isascii(), entity_id
        assert object_id == object_id.lower(), entity_id
        assert entity_id not in seen, f"duplicate {entity_id}"
        seen.add(entity_id)
        assert entity["area"] is None or entity["area"] in area_ids, entity_id
        assert isinstance(entity["name"], str) and entity["name"].strip() == entity["name"]
        assert entity["name"], entity_id
        assert all(isinstance(alias, str) and alias for alias in entity["aliases"])
        assert entity["name"] not in entity["aliases"], entity_id
        assert all(isinstance(label, str) and label for label in entity["labels"])
        assert entity.get("device_name") is None or isinstance(entity["device_name"], str)
        assert isinstance(entity["state"], str), entity_id
        attributes = entity["attributes"]
        assert isinstance(attributes, dict)
        assert attributes["friendly_name"] == entity["name"], entity_id
        if "device_class" in attributes:
            assert attributes["device_class"] == entity["device_class"], entity_id


def test_size(home: dict[str, Any]) -> None:
    assert len(home["entities"]) >= 150
    assert len(home["areas"]) >= 12
    assert len(home["floors"]) >= 2
    assert all(floor["aliases"] for floor in home["floors"])
    assert sum(1 for area in home["areas"] if area["aliases"]) >= 12
    assert all(area["floor"] for area in home["areas"])
    domains = {entity["entity_id"].partition(".")[0] for entity in home["entities"]}
    assert domains >= {
        "light",
        "switch",
        "cover",
        "climate",
        "fan",
        "media_player",
        "lock",
        "vacuum",
        "humidifier",
        "water_heater",
        "sensor",
        "binary_sensor",
        "scene",
        "script",
        "button",
        "select",
        "number",
        "valve",
        "siren",
        "todo",
        "alarm_control_panel",
        "lawn_mower",
    }


def test_both_languages_describe_the_same_house() -> None:
    zh, en = load("zh"), load("en")
    for key, field in (("floors", "id"), ("areas", "id"), ("entities", "entity_id")):
        assert [item[field] for item in zh[key]] == [item[field] for item in en[key]]
    assert [a["floor"] for a in zh["areas"]] == [a["floor"] for a in en["areas"]]
    assert [e["area"] for e in zh["entities"]] == [e["area"] for e in en["entities"]]
    for z, e in zip(zh["entities"], en["entities"], strict=True):
        assert z["device_class"] == e["device_class"]
        features = z["attributes"].get("supported_features")
        assert features == e["attributes"].get("supported_features")
    # The English home is English, the Chinese home names things in Chinese.
    for entity in en["entities"]:
        assert entity["name"].isascii(), entity["name"]
    assert all(has_cjk(a["name"]) for a in zh["areas"])


def test_duplicate_names(home: dict[str, Any]) -> None:
    names = names_by_area(home)
    across = [name for name, areas in names.items() if len(set(areas)) >= 2]
    assert len(across) >= 3, across
    same_area = [name for name, areas in names.items() if len(areas) > len(set(areas))]
    assert same_area, "no two entities share a name within one area"


def test_duplicates_the_retrieval_tests_rely_on() -> None:
    for lang, ceiling, lamp, ac, curtain, downlight in (
        ("zh", "吸顶灯", "台灯", "空调", "窗帘", "筒灯"),
        ("en", "Ceiling Light", "Lamp", "Air Conditioner", "Curtain", "Downlight"),
    ):
        names = names_by_area(load(lang))
        for name in (ceiling, lamp, ac, curtain):
            assert len(set(names[name])) >= 3, (lang, name, names[name])
        assert names[downlight].count("living_room") == 2


def test_aliases_and_nicknames() -> None:
    for lang in FILES:
        home = load(lang)
        assert sum(1 for entity in home["entities"] if entity["aliases"]) >= 5
        assert any(entity["labels"] for entity in home["entities"])
        assert any(entity["area"] is None for entity in home["entities"])
    zh, en = by_id(load("zh")), by_id(load("en"))
    assert zh["light.study_desk_lamp"]["name"] == "老伙计"
    assert en["light.study_desk_lamp"]["name"] == "Old Buddy"
    assert zh["light.living_room_floor_lamp"]["name"] == "大白"
    assert en["light.living_room_floor_lamp"]["name"] == "Big White"
    assert "小扫" in zh["vacuum.robot_vacuum"]["aliases"]
    assert "大电视" in zh["media_player.living_room_tv"]["aliases"]
    assert "小夜灯" in (
        zh["light.kids_room_night_light"]["name"],
        *zh["light.kids_room_night_light"]["aliases"],
    )
    # A name with a room word, placed in another room / in no room.
    assert zh["fan.study_old_fan"]["name"] == "客厅老伙计"
    assert zh["fan.study_old_fan"]["area"] == "study"
    assert any("阳台" in e["name"] and e["area"] is None for e in zh.values())
    assert en["climate.study_floor_heating"]["name"] == "Study Room Heating"


def test_attributes_are_realistic(home: dict[str, Any]) -> None:
    for entity in home["entities"]:
        entity_id, attributes, state = entity["entity_id"], entity["attributes"], entity["state"]
        domain = entity_id.partition(".")[0]
        features = attributes.get("supported_features")
        if domain in FEATURE_MASKS:
            assert isinstance(features, int), entity_id
            assert features & ~FEATURE_MASKS[domain] == 0, (entity_id, features)
        if domain in STATES:
            assert state in STATES[domain], (entity_id, state)
        if domain == "light":
            modes = attributes["supported_color_modes"]
            assert modes and set(modes) <= COLOR_MODES, entity_id
            if "color_temp" in modes:
                assert attributes["min_color_temp_kelvin"] < attributes["max_color_temp_kelvin"]
            if features & 4:
                assert attributes["effect_list"], entity_id
        elif domain == "cover":
            if features & 4:
                assert 0 <= attributes["current_position"] <= 100, entity_id
            if features & 128:
                assert 0 <= attributes["current_tilt_position"] <= 100, entity_id
        elif domain == "climate":
            assert state in attributes["hvac_modes"], entity_id
            assert attributes["min_temp"] < attributes["max_temp"]
            assert attributes["target_temp_step"] > 0
            assert bool(features & 8) == ("fan_modes" in attributes), entity_id
            assert bool(features & 16) == ("preset_modes" in attributes), entity_id
            assert bool(features & 32) == ("swing_modes" in attributes), entity_id
        elif domain == "fan":
            if features & 1:
                assert 0 <= attributes["percentage"] <= 100 and attributes["percentage_step"] > 0
            if features & 8:
                assert attributes["preset_modes"], entity_id
        elif domain == "media_player":
            assert entity["device_class"] in {"tv", "speaker", "receiver"}, entity_id
            if features & 2048:
                assert attributes["source_list"], entity_id
            if features & 65536:
                assert attributes["sound_mode_list"], entity_id
        elif domain == "vacuum":
            assert features & 4096 and features & 8192, entity_id  # StateVacuumEntity
            if features & 32:
                assert attributes["fan_speed_list"], entity_id
        elif domain == "humidifier":
            assert entity["device_class"] in {"humidifier", "dehumidifier"}
            low, high = attributes["min_humidity"], attributes["max_humidity"]
            assert low <= attributes["humidity"] <= high, entity_id
            if features & 1:
                assert attributes["available_modes"], entity_id
        elif domain == "water_heater":
            assert state in attributes["operation_list"], entity_id
        elif domain == "select":
            assert state in attributes["options"], entity_id
        elif domain == "number":
            assert attributes["min"] <= float(state) <= attributes["max"], entity_id
        elif domain == "sensor" and attributes.get("state_class"):
            float(state)  # numeric
            assert attributes["unit_of_measurement"], entity_id
        elif domain == "todo":
            assert state.isdigit(), entity_id


def test_outlets_and_cover_classes(home: dict[str, Any]) -> None:
    classes = defaultdict(set)
    for entity in home["entities"]:
        classes[entity["entity_id"].partition(".")[0]].add(entity["device_class"])
    assert "outlet" in classes["switch"]
    assert {"curtain", "blind", "shade", "garage"} <= classes["cover"]
    assert {"tv", "speaker"} <= classes["media_player"]
    assert "dehumidifier" in classes["humidifier"]
    assert {
        "temperature",
        "humidity",
        "illuminance",
        "power",
        "energy",
        "pm25",
        "carbon_dioxide",
    } <= classes["sensor"]
    assert {"door", "window", "motion", "smoke", "moisture"} <= classes["binary_sensor"]


def test_generator_reproduces_the_files(tmp_path: Path) -> None:
    for _ in range(2):  # twice: the output must not depend on the run
        subprocess.run(
            [sys.executable, str(GENERATOR), "--out", str(tmp_path)],
            check=True,
            capture_output=True,
        )
        for file_name in FILES.values():
            assert (tmp_path / file_name).read_bytes() == (DATA_DIR / file_name).read_bytes(), (
                f"{file_name} is stale: run python3 scripts/gen_demo_homes.py"
            )
