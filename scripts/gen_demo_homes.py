#!/usr/bin/env python3
"""Generate the bundled demo homes (docs/contracts.md §1): one house, in Chinese and in English.

    python3 scripts/gen_demo_homes.py            # writes devtools/homes/demo_home_{zh,en}.json
    python3 scripts/gen_demo_homes.py --out DIR  # writes them into DIR instead
    python3 scripts/gen_demo_homes.py --check    # exit 1 when the bundled files are stale

Both files come from one table below, one row per entity, with the Chinese and the English
name (``"name|alias|alias"``) side by side, so they share floors, areas and entity ids. The
output is deterministic: no randomness, no clock, insertion-ordered JSON.

The house is a realistic three-level family home. It deliberately holds what makes retrieval
hard in real Home Assistant installations:

* product names repeated across rooms ("吸顶灯", "台灯", "空调", "窗帘", ...), so the room
  must disambiguate, and two entities named "筒灯" in the same room (a true ambiguity);
* nicknames ("老伙计", "大白", "小黑", "小扫", "阿福", ...) and aliases;
* names containing a room word that sits elsewhere ("客厅老伙计" in the study) or nowhere
  ("阳台晾衣架" with no area);
* HA-accurate ``supported_features`` bit masks and attributes, so capability filtering has
  something to filter. The feature flags below were copied from the ``*EntityFeature``
  IntFlags of Home Assistant 2026.10.4.

Standard library only; runs on Python >= 3.11.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parents[1] / "devtools/homes"
FILES = {"zh": "demo_home_zh.json", "en": "demo_home_en.json"}
LANGUAGE = {"zh": "zh-Hans", "en": "en"}

# --------------------------------------------------------------------------------------------
# Home Assistant feature flags (homeassistant/components/<domain>/const.py, HA 2026.10.4)
# --------------------------------------------------------------------------------------------

LIGHT = {"EFFECT": 4, "FLASH": 8, "TRANSITION": 32}
COVER = {
    "OPEN": 1, "CLOSE": 2, "SET_POSITION": 4, "STOP": 8, "OPEN_TILT": 16, "CLOSE_TILT": 32,
    "STOP_TILT": 64, "SET_TILT_POSITION": 128, "SPEED": 256,
}
CLIMATE = {
    "TARGET_TEMPERATURE": 1, "TARGET_TEMPERATURE_RANGE": 2, "TARGET_HUMIDITY": 4, "FAN_MODE": 8,
    "PRESET_MODE": 16, "SWING_MODE": 32, "TURN_OFF": 128, "TURN_ON": 256,
    "SWING_HORIZONTAL_MODE": 512,
}
FAN = {
    "SET_SPEED": 1, "OSCILLATE": 2, "DIRECTION": 4, "PRESET_MODE": 8, "TURN_OFF": 16,
    "TURN_ON": 32,
}
MEDIA = {
    "PAUSE": 1, "SEEK": 2, "VOLUME_SET": 4, "VOLUME_MUTE": 8, "PREVIOUS_TRACK": 16,
    "NEXT_TRACK": 32, "TURN_ON": 128, "TURN_OFF": 256, "PLAY_MEDIA": 512, "VOLUME_STEP": 1024,
    "SELECT_SOURCE": 2048, "STOP": 4096, "CLEAR_PLAYLIST": 8192, "PLAY": 16384,
    "SHUFFLE_SET": 32768, "SELECT_SOUND_MODE": 65536, "BROWSE_MEDIA": 131072,
    "REPEAT_SET": 262144, "GROUPING": 524288, "MEDIA_ANNOUNCE": 1048576,
    "MEDIA_ENQUEUE": 2097152, "SEARCH_MEDIA": 4194304,
}
VACUUM = {
    "PAUSE": 4, "STOP": 8, "RETURN_HOME": 16, "FAN_SPEED": 32, "SEND_COMMAND": 256,
    "LOCATE": 512, "CLEAN_SPOT": 1024, "MAP": 2048, "STATE": 4096, "START": 8192,
    "CLEAN_AREA": 16384,
}
LOCK = {"OPEN": 1}
HUMIDIFIER = {"MODES": 1}
WATER_HEATER = {"TARGET_TEMPERATURE": 1, "OPERATION_MODE": 2, "AWAY_MODE": 4, "ON_OFF": 8}
VALVE = {"OPEN": 1, "CLOSE": 2, "SET_POSITION": 4, "STOP": 8}
SIREN = {"TURN_ON": 1, "TURN_OFF": 2, "TONES": 4, "VOLUME_SET": 8, "DURATION": 16}
ALARM = {
    "ARM_HOME": 1, "ARM_AWAY": 2, "ARM_NIGHT": 4, "TRIGGER": 8, "ARM_CUSTOM_BYPASS": 16,
    "ARM_VACATION": 32,
}
LAWN_MOWER = {"START_MOWING": 1, "PAUSE": 2, "DOCK": 4, "STOP": 8}
TODO = {
    "CREATE_TODO_ITEM": 1, "DELETE_TODO_ITEM": 2, "UPDATE_TODO_ITEM": 4, "MOVE_TODO_ITEM": 8,
    "SET_DUE_DATE_ON_ITEM": 16, "SET_DUE_DATETIME_ON_ITEM": 32, "SET_DESCRIPTION_ON_ITEM": 64,
}


def flags(table: Mapping[str, int], *names: str) -> int:
    """The bit mask of the named features (a KeyError on a misspelt name)."""
    value = 0
    for name in names:
        value |= table[name]
    return value


# --------------------------------------------------------------------------------------------
# Floors, areas, labels
# --------------------------------------------------------------------------------------------

# id, level, zh "name|aliases", en "name|aliases"
FLOORS = [
    ("basement", -1, "地下室|负一楼|地下一层|B1", "Basement|Lower Level|B1"),
    ("ground_floor", 0, "一楼|一层|楼下", "Ground Floor|Downstairs|Main Floor"),
    ("upper_floor", 1, "二楼|二层|楼上", "Upstairs|Upper Floor|Second Floor"),
]

# id, floor, zh "name|aliases", en "name|aliases"
AREAS = [
    ("garage", "basement", "车库|停车库", "Garage|Car Park"),
    ("storage_room", "basement", "储物间|储藏室|杂物间", "Storage Room|Storeroom|Junk Room"),
    ("home_theater", "basement", "影音室|家庭影院|放映室", "Home Theater|Cinema Room|Media Room"),
    ("entrance", "ground_floor", "玄关|门厅|入户", "Entryway|Foyer|Entrance"),
    ("living_room", "ground_floor", "客厅|起居室|大厅", "Living Room|Lounge|Family Room"),
    ("dining_room", "ground_floor", "餐厅|饭厅", "Dining Room|Dining Area"),
    ("kitchen", "ground_floor", "厨房|灶间", "Kitchen|Galley"),
    ("guest_bathroom", "ground_floor", "卫生间|洗手间|公卫|厕所", "Guest Bathroom|Bathroom|Restroom|Toilet"),
    ("elder_room", "ground_floor", "老人房|父母房|爸妈房间", "Grandparents' Room|Parents' Room|Granny Room"),
    ("garden", "ground_floor", "花园|院子|后院", "Garden|Yard|Backyard"),
    ("master_bedroom", "upper_floor", "主卧|主卧室|大卧室", "Master Bedroom|Main Bedroom|Primary Bedroom"),
    ("master_bathroom", "upper_floor", "主卫|主卧卫生间", "Master Bathroom|En Suite|Ensuite"),
    ("second_bedroom", "upper_floor", "次卧|客房|客卧", "Guest Bedroom|Second Bedroom|Spare Room"),
    ("kids_room", "upper_floor", "儿童房|小孩房|宝宝房", "Kids Room|Children's Room|Nursery"),
    ("study", "upper_floor", "书房|办公室|工作间", "Study|Office|Study Room"),
    ("balcony", "upper_floor", "阳台|露台", "Balcony|Terrace"),
    ("hallway", "upper_floor", "走廊|过道|楼梯间", "Hallway|Corridor|Landing"),
]

LABELS = {
    "energy": ("节能", "Energy Saving"),
    "kids": ("儿童", "Kids"),
    "security": ("安防", "Security"),
    "night": ("夜间", "Night"),
    "elderly": ("老人", "Elderly"),
}

# --------------------------------------------------------------------------------------------
# Entity rows
# --------------------------------------------------------------------------------------------

ROWS: list[dict[str, Any]] = []


def entity(
    entity_id: str,
    area: str | None,
    zh: str,
    en: str,
    *,
    state: str,
    attrs: Mapping[str, Any] | None = None,
    device: tuple[str, str] | None = None,
    labels: Iterable[str] = (),
    device_class: str | None = None,
    zh_attrs: Mapping[str, Any] | None = None,
    en_attrs: Mapping[str, Any] | None = None,
    zh_state: str | None = None,
    en_state: str | None = None,
) -> None:
    """Add one row; ``zh``/``en`` are ``"name|alias|alias"``."""
    ROWS.append({
        "entity_id": entity_id,
        "area": area,
        "names": {"zh": zh, "en": en},
        "device": device,
        "labels": list(labels),
        "device_class": device_class,
        "state": {"zh": zh_state or state, "en": en_state or state},
        "attrs": dict(attrs or {}),
        "lang_attrs": {"zh": dict(zh_attrs or {}), "en": dict(en_attrs or {})},
    })


YEELIGHT_EFFECTS = [
    "Disco", "Police", "Christmas", "RGB", "Random Loop", "Fast Random Loop", "LSD", "Slowdown",
    "Home", "Night Mode", "Date Night", "Movie", "Sunrise", "Sunset", "Romance",
    "Happy Birthday", "Candle Flicker", "Tea Time",
]
HUE_EFFECTS = ["None", "candle", "fire", "prism", "sparkle", "opal", "glisten"]
WLED_EFFECTS = [
    "Solid", "Blink", "Breathe", "Rainbow", "Fireworks", "Colorloop", "Aurora", "Candle",
]


def light(
    entity_id: str,
    area: str | None,
    zh: str,
    en: str,
    *,
    modes: Iterable[str] = ("brightness",),
    state: str = "off",
    brightness: int = 255,
    kelvin: tuple[int, int] = (2700, 6500),
    color_temp: int = 4000,
    hs: tuple[float, float] = (30.0, 60.0),
    effects: list[str] | None = None,
    features: Iterable[str] = (),
    **extra: Any,
) -> None:
    modes = list(modes)
    attrs: dict[str, Any] = {"supported_color_modes": modes}
    if "color_temp" in modes:
        attrs["min_color_temp_kelvin"] = kelvin[0]
        attrs["max_color_temp_kelvin"] = kelvin[1]
    if effects:
        attrs["effect_list"] = effects
    if state == "on":
        if "color_temp" in modes:
            mode = "color_temp"
        elif modes[0] in ("hs", "xy", "rgb", "rgbw", "rgbww"):
            mode = modes[0]
        else:
            mode = modes[0]
        attrs["color_mode"] = mode
        if mode != "onoff":
            attrs["brightness"] = brightness
        if mode == "color_temp":
            attrs["color_temp_kelvin"] = color_temp
        elif mode in ("hs", "xy", "rgb", "rgbw", "rgbww"):
            attrs["hs_color"] = list(hs)
        if effects:
            attrs["effect"] = "None" if "None" in effects else None
    else:
        attrs["color_mode"] = None
        if modes != ["onoff"]:
            attrs["brightness"] = None
        if effects:
            attrs["effect"] = None
    attrs["supported_features"] = flags(LIGHT, *features)
    entity(entity_id, area, zh, en, state=state, attrs=attrs, **extra)


def switch(entity_id: str, area: str | None, zh: str, en: str, *, outlet: bool = False,
           state: str = "off", **extra: Any) -> None:
    device_class = "outlet" if outlet else "switch"
    entity(entity_id, area, zh, en, state=state, device_class=device_class,
           attrs={"device_class": device_class}, **extra)


def cover(entity_id: str, area: str | None, zh: str, en: str, *, device_class: str | None,
          features: Iterable[str] = ("OPEN", "CLOSE", "SET_POSITION", "STOP"),
          position: int = 0, tilt: int | None = None, **extra: Any) -> None:
    features = list(features)
    attrs: dict[str, Any] = {}
    if "SET_POSITION" in features:
        attrs["current_position"] = position
    if "SET_TILT_POSITION" in features:
        attrs["current_tilt_position"] = tilt if tilt is not None else 0
    if device_class:
        attrs["device_class"] = device_class
    attrs["supported_features"] = flags(COVER, *features)
    state = extra.pop("state", "open" if position > 0 else "closed")
    entity(entity_id, area, zh, en, state=state, device_class=device_class, attrs=attrs, **extra)


AC_MODES = ["off", "auto", "cool", "heat", "dry", "fan_only"]
AC_FANS = ["auto", "low", "medium", "high"]


def climate(entity_id: str, area: str | None, zh: str, en: str, *, state: str = "off",
            hvac_modes: list[str] | None = None, fan_modes: list[str] | None = None,
            swing_modes: list[str] | None = None, swing_horizontal_modes: list[str] | None = None,
            preset_modes: list[str] | None = None, min_temp: float = 16, max_temp: float = 30,
            step: float = 1, temperature: float = 26, current: float = 27,
            current_humidity: int | None = None, features: Iterable[str] | None = None,
            **extra: Any) -> None:
    hvac_modes = hvac_modes or AC_MODES
    names = ["TARGET_TEMPERATURE", "TURN_OFF", "TURN_ON"]
    attrs: dict[str, Any] = {
        "hvac_modes": hvac_modes,
        "min_temp": min_temp,
        "max_temp": max_temp,
        "target_temp_step": step,
    }
    if fan_modes:
        attrs["fan_modes"] = fan_modes
        names.append("FAN_MODE")
    if preset_modes:
        attrs["preset_modes"] = preset_modes
        names.append("PRESET_MODE")
    if swing_modes:
        attrs["swing_modes"] = swing_modes
        names.append("SWING_MODE")
    if swing_horizontal_modes:
        attrs["swing_horizontal_modes"] = swing_horizontal_modes
        names.append("SWING_HORIZONTAL_MODE")
    attrs["current_temperature"] = current
    attrs["temperature"] = temperature
    if current_humidity is not None:
        attrs["current_humidity"] = current_humidity
    if fan_modes:
        attrs["fan_mode"] = fan_modes[0]
    if preset_modes:
        attrs["preset_mode"] = preset_modes[0]
    if swing_modes:
        attrs["swing_mode"] = swing_modes[0]
    if swing_horizontal_modes:
        attrs["swing_horizontal_mode"] = swing_horizontal_modes[0]
    attrs["hvac_action"] = {"cool": "cooling", "heat": "heating", "dry": "drying",
                            "fan_only": "fan", "off": "off"}.get(state, "idle")
    attrs["supported_features"] = flags(CLIMATE, *(features if features is not None else names))
    entity(entity_id, area, zh, en, state=state, attrs=attrs, **extra)


def fan(entity_id: str, area: str | None, zh: str, en: str, *, state: str = "off",
        features: Iterable[str] = ("SET_SPEED", "TURN_ON", "TURN_OFF"), percentage: int = 0,
        step: float = 1.0, preset_modes: list[str] | None = None, **extra: Any) -> None:
    features = list(features)
    attrs: dict[str, Any] = {}
    if "SET_SPEED" in features:
        attrs["percentage"] = percentage if state == "on" else 0
        attrs["percentage_step"] = step
    if "PRESET_MODE" in features:
        attrs["preset_modes"] = preset_modes or []
        attrs["preset_mode"] = (preset_modes or [None])[0] if state == "on" else None
    if "OSCILLATE" in features:
        attrs["oscillating"] = False
    if "DIRECTION" in features:
        attrs["direction"] = "forward"
    attrs["supported_features"] = flags(FAN, *features)
    entity(entity_id, area, zh, en, state=state, attrs=attrs, **extra)


TV_FEATURES = (
    "PAUSE", "VOLUME_SET", "VOLUME_MUTE", "PREVIOUS_TRACK", "NEXT_TRACK", "TURN_ON", "TURN_OFF",
    "PLAY_MEDIA", "VOLUME_STEP", "SELECT_SOURCE", "STOP", "PLAY", "BROWSE_MEDIA",
)
SPEAKER_FEATURES = (
    "PAUSE", "SEEK", "VOLUME_SET", "VOLUME_MUTE", "PREVIOUS_TRACK", "NEXT_TRACK", "PLAY_MEDIA",
    "VOLUME_STEP", "STOP", "PLAY", "SHUFFLE_SET", "REPEAT_SET", "BROWSE_MEDIA", "MEDIA_ANNOUNCE",
    "MEDIA_ENQUEUE", "SEARCH_MEDIA",
)


def media_player(entity_id: str, area: str | None, zh: str, en: str, *, device_class: str,
                 features: Iterable[str], state: str = "off", volume: float = 0.3,
                 zh_sources: list[str] | None = None, en_sources: list[str] | None = None,
                 sound_modes: list[str] | None = None, source: int = 0, zh_title: str | None = None,
                 en_title: str | None = None, **extra: Any) -> None:
    features = list(features)
    attrs: dict[str, Any] = {"device_class": device_class}
    zh_attrs: dict[str, Any] = {}
    en_attrs: dict[str, Any] = {}
    if "SELECT_SOURCE" in features:
        zh_attrs["source_list"] = zh_sources
        en_attrs["source_list"] = en_sources or zh_sources
    if "SELECT_SOUND_MODE" in features:
        attrs["sound_mode_list"] = sound_modes
    if state != "off":
        if "VOLUME_SET" in features:
            attrs["volume_level"] = volume
        if "VOLUME_MUTE" in features:
            attrs["is_volume_muted"] = False
        if "SELECT_SOURCE" in features:
            zh_attrs["source"] = zh_sources[source] if zh_sources else None
            en_attrs["source"] = (en_sources or zh_sources or [None] * (source + 1))[source]
        if "SELECT_SOUND_MODE" in features and sound_modes:
            attrs["sound_mode"] = sound_modes[0]
        if state in ("playing", "paused") and zh_title:
            attrs["media_content_type"] = "music" if device_class == "speaker" else "video"
            zh_attrs["media_title"] = zh_title
            en_attrs["media_title"] = en_title or zh_title
    attrs["supported_features"] = flags(MEDIA, *features)
    entity(entity_id, area, zh, en, state=state, device_class=device_class, attrs=attrs,
           zh_attrs=zh_attrs, en_attrs=en_attrs, **extra)


def sensor(entity_id: str, area: str | None, zh: str, en: str, *, device_class: str | None,
           unit: str | None, state: str, state_class: str | None = "measurement",
           **extra: Any) -> None:
    attrs: dict[str, Any] = {}
    if state_class:
        attrs["state_class"] = state_class
    if unit:
        attrs["unit_of_measurement"] = unit
    if device_class:
        attrs["device_class"] = device_class
    entity(entity_id, area, zh, en, state=state, device_class=device_class, attrs=attrs, **extra)


def temperature(entity_id: str, area: str | None, zh: str, en: str, value: str,
                **extra: Any) -> None:
    sensor(entity_id, area, zh, en, device_class="temperature", unit="°C", state=value, **extra)


def humidity(entity_id: str, area: str | None, zh: str, en: str, value: str, **extra: Any) -> None:
    sensor(entity_id, area, zh, en, device_class="humidity", unit="%", state=value, **extra)


def binary_sensor(entity_id: str, area: str | None, zh: str, en: str, *, device_class: str,
                  state: str = "off", **extra: Any) -> None:
    entity(entity_id, area, zh, en, state=state, device_class=device_class,
           attrs={"device_class": device_class}, **extra)


# ---- ground floor ---------------------------------------------------------------------------

# Living room
light("light.living_room_ceiling", "living_room", "客厅主灯|大灯|主灯",
      "Living Room Main Light|Big Light|Main Light", modes=("color_temp",), state="on",
      brightness=204, color_temp=4000, features=("TRANSITION",),
      device=("Yeelight 吸顶灯 Pro", "Yeelight Ceiling Light Pro"))
light("light.living_room_downlight_1", "living_room", "筒灯", "Downlight",
      modes=("color_temp",), state="on", brightness=153, color_temp=3500,
      device=("Aqara 智能筒灯 T1", "Aqara Downlight T1"))
light("light.living_room_downlight_2", "living_room", "筒灯", "Downlight",
      modes=("color_temp",), state="off", device=("Aqara 智能筒灯 T1", "Aqara Downlight T1"))
light("light.living_room_floor_lamp", "living_room", "大白|落地灯", "Big White|Floor Lamp",
      modes=("color_temp", "xy"), kelvin=(2200, 6500), effects=HUE_EFFECTS, state="off",
      features=("EFFECT", "FLASH", "TRANSITION"),
      device=("飞利浦 Hue Signe 落地灯", "Philips Hue Signe Floor Lamp"))
light("light.living_room_light_strip", "living_room", "Yeelight 灯带|电视背景灯|氛围灯",
      "Yeelight Lightstrip|TV Backlight|Ambient Light", modes=("color_temp", "hs"),
      kelvin=(1700, 6500), effects=YEELIGHT_EFFECTS, state="on", brightness=102,
      color_temp=2700, features=("EFFECT", "FLASH", "TRANSITION"),
      device=("Yeelight 灯带 Plus", "Yeelight Lightstrip Plus"))
switch("switch.living_room_tv_outlet", "living_room", "电视插座", "TV Plug", outlet=True,
       state="on", labels=("energy",), device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
switch("switch.living_room_outlet", "living_room", "智能插座", "Smart Plug", outlet=True,
       state="off", device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
cover("cover.living_room_curtain", "living_room", "窗帘", "Curtain", device_class="curtain",
      position=100, device=("Aqara 智能窗帘电机 C3", "Aqara Curtain Driver C3"))
cover("cover.living_room_sheer", "living_room", "纱帘", "Sheer Curtain", device_class="curtain",
      position=0, device=("Aqara 智能窗帘电机 C3", "Aqara Curtain Driver C3"))
climate("climate.living_room_ac", "living_room", "空调|柜机", "Air Conditioner|Floor AC",
        state="cool", temperature=26, current=27.5, current_humidity=58, step=0.5,
        fan_modes=AC_FANS, preset_modes=["none", "eco", "boost", "sleep", "comfort"],
        swing_modes=["off", "vertical", "horizontal", "both"],
        device=("格力云佳 柜机", "Gree Floor-standing AC"))
climate("climate.living_room_floor_heating", "living_room", "客厅地暖", "Living Room Heating",
        hvac_modes=["off", "heat"], min_temp=5, max_temp=35, step=0.5, temperature=22,
        current=21.5, device=("地暖温控器", "Floor Heating Thermostat"), labels=("energy",))
fan("fan.living_room_air_purifier", "living_room", "空气净化器|净化器", "Air Purifier|Purifier",
    state="on", percentage=40,
    features=("SET_SPEED", "PRESET_MODE", "TURN_ON", "TURN_OFF"),
    preset_modes=["Auto", "Sleep", "Favorite"],
    device=("米家空气净化器 4 Pro", "Xiaomi Smart Air Purifier 4 Pro"))
media_player("media_player.living_room_tv", "living_room", "客厅电视|大电视|电视",
             "Living Room TV|Big TV|Television", device_class="tv", features=TV_FEATURES,
             state="playing", volume=0.25,
             zh_sources=["HDMI 1", "HDMI 2", "电视直播", "爱奇艺", "腾讯视频", "哔哩哔哩"],
             en_sources=["HDMI 1", "HDMI 2", "Live TV", "Netflix", "YouTube", "Prime Video"],
             source=3, zh_title="繁花", en_title="The Crown",
             device=("小米电视 ES75", "Xiaomi TV ES75"))
media_player("media_player.living_room_soundbar", "living_room", "回音壁|音响", "Soundbar|Sound Bar",
             device_class="speaker",
             features=("VOLUME_SET", "VOLUME_MUTE", "VOLUME_STEP", "TURN_ON", "TURN_OFF",
                       "SELECT_SOURCE", "SELECT_SOUND_MODE"),
             state="on", volume=0.35, zh_sources=["HDMI ARC", "蓝牙", "光纤"],
             en_sources=["HDMI ARC", "Bluetooth", "Optical"],
             sound_modes=["Standard", "Movie", "Music", "Night"],
             device=("索尼 HT-A5000", "Sony HT-A5000"))
vacuum_features = flags(VACUUM, "START", "PAUSE", "STOP", "RETURN_HOME", "FAN_SPEED",
                        "SEND_COMMAND", "LOCATE", "CLEAN_SPOT", "MAP", "STATE")
entity("vacuum.robot_vacuum", "living_room", "扫地机器人|小扫|扫地机",
       "Robot Vacuum|Sweepy|Vacuum", state="docked",
       attrs={"fan_speed_list": ["quiet", "balanced", "turbo", "max"], "fan_speed": "balanced",
              "supported_features": vacuum_features},
       device=("石头自清洁扫拖机器人 G20", "Roborock S8 MaxV Ultra"))
sensor("sensor.robot_vacuum_battery", "living_room", "扫地机器人电量", "Robot Vacuum Battery",
       device_class="battery", unit="%", state="100",
       device=("石头自清洁扫拖机器人 G20", "Roborock S8 MaxV Ultra"))
temperature("sensor.living_room_temperature", "living_room", "客厅温度",
            "Living Room Temperature", "26.3", device=("客厅温湿度计", "Living Room Thermometer"))
humidity("sensor.living_room_humidity", "living_room", "客厅湿度", "Living Room Humidity", "55",
         device=("客厅温湿度计", "Living Room Thermometer"))
sensor("sensor.living_room_pm25", "living_room", "客厅PM2.5", "Living Room PM2.5",
       device_class="pm25", unit="µg/m³", state="12",
       device=("米家空气净化器 4 Pro", "Xiaomi Smart Air Purifier 4 Pro"))
sensor("sensor.living_room_co2", "living_room", "客厅二氧化碳", "Living Room CO2",
       device_class="carbon_dioxide", unit="ppm", state="620",
       device=("青萍空气检测仪", "Qingping Air Monitor"))
binary_sensor("binary_sensor.living_room_motion", "living_room", "人体传感器", "Motion Sensor",
              device_class="motion", state="on", device=("Aqara 人体传感器", "Aqara Motion Sensor P1"))
binary_sensor("binary_sensor.living_room_window", "living_room", "客厅窗户", "Living Room Window",
              device_class="window", device=("Aqara 门窗传感器", "Aqara Door and Window Sensor"))

# Dining room
light("light.dining_room_chandelier", "dining_room", "餐吊灯|吊灯", "Chandelier|Pendant Light",
      modes=("color_temp",), state="off", kelvin=(2700, 5700),
      device=("欧普 餐吊灯", "Opple Pendant Light"))
light("light.dining_room_downlight", "dining_room", "筒灯", "Downlight", modes=("brightness",),
      state="off", device=("Aqara 智能筒灯 T1", "Aqara Downlight T1"))
switch("switch.dining_room_water_dispenser", "dining_room", "饮水机", "Water Dispenser",
       outlet=True, state="on", labels=("energy",),
       device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
cover("cover.dining_room_blind", "dining_room", "卷帘", "Roller Blind", device_class="shade",
      position=60, device=("杜亚 卷帘电机", "Dooya Roller Shade Motor"))

# Kitchen
light("light.kitchen_ceiling", "kitchen", "吸顶灯", "Ceiling Light", modes=("color_temp",),
      state="on", brightness=255, color_temp=5000, device=("米家吸顶灯", "Mijia Ceiling Light"))
light("light.kitchen_cabinet_light", "kitchen", "橱柜灯|操作台灯",
      "Under Cabinet Light|Counter Light", modes=("onoff",), state="off",
      device=("零火开关 厨房", "Kitchen Wall Switch"))
fan("fan.kitchen_range_hood", "kitchen", "油烟机|抽油烟机", "Range Hood|Extractor Hood",
    state="off", step=33.33, device=("方太 油烟机", "Fotile Range Hood"))
switch("switch.kitchen_rice_cooker", "kitchen", "电饭煲", "Rice Cooker", outlet=True,
       state="off", device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
switch("switch.kitchen_outlet", "kitchen", "智能插座", "Smart Plug", outlet=True, state="on",
       device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
switch("switch.kitchen_dishwasher", "kitchen", "洗碗机", "Dishwasher", state="off",
       device=("西门子 洗碗机", "Siemens Dishwasher"))
entity("button.kitchen_dishwasher_start", "kitchen", "洗碗机启动|开始洗碗",
       "Start Dishwasher|Run Dishwasher", state="unknown",
       device=("西门子 洗碗机", "Siemens Dishwasher"))
number_attrs = {"min": 2, "max": 8, "step": 1, "mode": "slider", "unit_of_measurement": "°C",
                "device_class": "temperature"}
entity("number.kitchen_fridge_temperature", "kitchen", "冰箱冷藏温度|冷藏室温度",
       "Fridge Temperature|Fridge Setpoint", state="4", device_class="temperature",
       attrs=number_attrs, device=("米家冰箱 521L", "Mijia Refrigerator 521L"))
entity("water_heater.kitchen_water_heater", "kitchen", "热水器|燃气热水器", "Water Heater|Gas Boiler",
       state="gas",
       attrs={"min_temp": 35, "max_temp": 65,
              "operation_list": ["off", "eco", "gas", "performance"],
              "current_temperature": 48, "temperature": 50, "target_temp_high": None,
              "target_temp_low": None, "operation_mode": "gas", "away_mode": "off",
              "supported_features": flags(WATER_HEATER, "TARGET_TEMPERATURE", "OPERATION_MODE",
                                          "AWAY_MODE", "ON_OFF")},
       device=("林内 燃气热水器", "Rinnai Gas Water Heater"))
temperature("sensor.kitchen_temperature", "kitchen", "厨房温度", "Kitchen Temperature", "27.8",
            device=("厨房温湿度计", "Kitchen Thermometer"))
binary_sensor("binary_sensor.kitchen_smoke", "kitchen", "烟雾报警器", "Smoke Detector",
              device_class="smoke", labels=("security",),
              device=("Aqara 烟雾报警器", "Aqara Smoke Detector"))
binary_sensor("binary_sensor.kitchen_gas", "kitchen", "燃气报警器", "Gas Detector",
              device_class="gas", labels=("security",),
              device=("Aqara 天然气报警器", "Aqara Natural Gas Detector"))
binary_sensor("binary_sensor.kitchen_leak", "kitchen", "水浸传感器", "Water Leak Sensor",
              device_class="moisture", device=("Aqara 水浸传感器", "Aqara Water Leak Sensor"))
entity("valve.kitchen_gas_valve", "kitchen", "燃气阀门|煤气阀", "Gas Valve|Gas Shutoff",
       state="open", device_class="gas",
       attrs={"device_class": "gas", "supported_features": flags(VALVE, "OPEN", "CLOSE")},
       labels=("security",), device=("燃气机械手", "Gas Valve Controller"))
entity("lock.back_door", "kitchen", "后门锁|后门", "Back Door Lock|Back Door", state="locked",
       attrs={"supported_features": 0}, labels=("security",),
       device=("德施曼 智能锁", "Yale Smart Lock"))

# Entryway
light("light.entrance_light", "entrance", "玄关灯|门厅灯", "Entryway Light|Foyer Light",
      modes=("brightness",), state="off", device=("玄关筒灯", "Foyer Downlight"))
entity("lock.front_door", "entrance", "大门|入户门|门锁", "Front Door|Front Door Lock|Door Lock",
       state="locked",
       attrs={"supported_features": flags(LOCK, "OPEN")}, labels=("security",),
       device=("小米智能门锁 M20", "Xiaomi Smart Door Lock M20"))
sensor("sensor.front_door_lock_battery", "entrance", "门锁电量", "Door Lock Battery",
       device_class="battery", unit="%", state="78",
       device=("小米智能门锁 M20", "Xiaomi Smart Door Lock M20"))
binary_sensor("binary_sensor.front_door_contact", "entrance", "大门门磁", "Front Door Contact",
              device_class="door", labels=("security",),
              device=("Aqara 门窗传感器", "Aqara Door and Window Sensor"))
binary_sensor("binary_sensor.entrance_motion", "entrance", "人体传感器", "Motion Sensor",
              device_class="motion", device=("Aqara 人体传感器", "Aqara Motion Sensor P1"))
entity("siren.entrance_siren", "entrance", "警报器|报警器", "Siren|Alarm Siren", state="off",
       attrs={"available_tones": ["doorbell", "alarm", "police", "fire"],
              "supported_features": flags(SIREN, "TURN_ON", "TURN_OFF", "TONES", "VOLUME_SET",
                                          "DURATION")},
       labels=("security",), device=("Aqara 网关 M2", "Aqara Hub M2"))
entity("button.entrance_doorbell_chime", "entrance", "门铃|按门铃", "Doorbell Chime|Ring Chime",
       state="unknown", device=("Aqara 网关 M2", "Aqara Hub M2"))

# Guest bathroom
light("light.guest_bathroom_light", "guest_bathroom", "卫生间灯", "Guest Bathroom Light",
      modes=("onoff",), state="off", device=("卫生间开关", "Bathroom Wall Switch"))
fan("fan.guest_bathroom_exhaust", "guest_bathroom", "排气扇|换气扇", "Exhaust Fan|Vent Fan",
    state="off", features=("TURN_ON", "TURN_OFF"), device=("卫生间开关", "Bathroom Wall Switch"))
binary_sensor("binary_sensor.guest_bathroom_leak", "guest_bathroom", "水浸传感器",
              "Water Leak Sensor", device_class="moisture",
              device=("Aqara 水浸传感器", "Aqara Water Leak Sensor"))
humidity("sensor.guest_bathroom_humidity", "guest_bathroom", "卫生间湿度", "Guest Bathroom Humidity",
         "68", device=("卫生间温湿度计", "Bathroom Thermometer"))
binary_sensor("binary_sensor.guest_bathroom_occupancy", "guest_bathroom", "卫生间有人",
              "Guest Bathroom Occupancy", device_class="occupancy",
              device=("Aqara 存在传感器 FP2", "Aqara Presence Sensor FP2"))

# Grandparents' room
light("light.elder_room_ceiling", "elder_room", "吸顶灯", "Ceiling Light", modes=("color_temp",),
      state="off", device=("米家吸顶灯", "Mijia Ceiling Light"))
light("light.elder_room_desk_lamp", "elder_room", "台灯", "Lamp", modes=("brightness",),
      state="off", labels=("elderly",), device=("飞利浦 台灯", "Philips Desk Lamp"))
light("light.elder_room_night_light", "elder_room", "感应夜灯|起夜灯", "Motion Night Light|Night Lamp",
      modes=("brightness",), state="off", labels=("night", "elderly"),
      device=("米家感应夜灯 2", "Mijia Night Light 2"))
climate("climate.elder_room_ac", "elder_room", "空调", "Air Conditioner", state="off",
        fan_modes=AC_FANS, swing_modes=["off", "on"], temperature=27, current=28,
        device=("美的 挂机", "Midea Split AC"))
cover("cover.elder_room_curtain", "elder_room", "窗帘", "Curtain", device_class="curtain",
      position=0, device=("杜亚 窗帘电机", "Dooya Curtain Motor"))
switch("switch.elder_room_electric_blanket", "elder_room", "电热毯", "Electric Blanket",
       outlet=True, state="off", labels=("elderly",),
       device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
temperature("sensor.elder_room_temperature", "elder_room", "老人房温度",
            "Grandparents' Room Temperature", "25.1",
            device=("老人房温湿度计", "Grandparents' Room Thermometer"))

# Garden
light("light.garden_lights", "garden", "庭院灯|院子灯", "Garden Lights|Yard Lights",
      modes=("onoff",), state="off", labels=("night",), device=("庭院灯开关", "Garden Light Switch"))
light("light.garden_lawn_lights", "garden", "草坪灯", "Lawn Lights", modes=("onoff",),
      state="off", labels=("night",), device=("草坪灯开关", "Lawn Light Switch"))
switch("switch.garden_fountain", "garden", "喷泉|水景", "Fountain|Water Feature", state="off",
       device=("户外插座", "Outdoor Plug"))
entity("valve.garden_irrigation", "garden", "浇花阀门|自动浇水|浇水", "Garden Sprinkler|Irrigation|Sprinkler",
       state="closed", device_class="water",
       attrs={"current_position": 0, "device_class": "water",
              "supported_features": flags(VALVE, "OPEN", "CLOSE", "SET_POSITION", "STOP")},
       device=("绿动 智能浇水阀", "RainPoint Smart Water Valve"))
entity("lawn_mower.garden_mower", "garden", "割草机器人|割草机|阿福", "Robot Mower|Lawn Mower|Mowbot",
       state="docked",
       attrs={"supported_features": flags(LAWN_MOWER, "START_MOWING", "PAUSE", "DOCK")},
       device=("九号 割草机器人 H800", "Segway Navimow H800"))
cover("cover.garden_gate", "garden", "院门|大院门", "Yard Gate|Driveway Gate", device_class="gate",
      features=("OPEN", "CLOSE", "STOP"), position=0, state="closed", labels=("security",),
      device=("平移门电机", "Sliding Gate Motor"))
temperature("sensor.outdoor_temperature", "garden", "室外温度", "Outdoor Temperature", "18.5",
            device=("户外气象站", "Outdoor Weather Station"))
humidity("sensor.outdoor_humidity", "garden", "室外湿度", "Outdoor Humidity", "72",
         device=("户外气象站", "Outdoor Weather Station"))
sensor("sensor.outdoor_illuminance", "garden", "室外光照", "Outdoor Illuminance",
       device_class="illuminance", unit="lx", state="12500",
       device=("户外气象站", "Outdoor Weather Station"))
sensor("sensor.garden_soil_moisture", "garden", "土壤湿度", "Soil Moisture",
       device_class="moisture", unit="%", state="35", device=("花花草草监测仪", "Plant Sensor"))

# ---- basement -------------------------------------------------------------------------------

# Garage
light("light.garage_light", "garage", "车库灯", "Garage Light", modes=("onoff",), state="off",
      device=("车库开关", "Garage Wall Switch"))
cover("cover.garage_door", "garage", "车库门|卷帘门", "Garage Door|Roller Door",
      device_class="garage", features=("OPEN", "CLOSE", "STOP"), position=0, state="closed",
      labels=("security",), device=("车库门控制器", "Garage Door Opener"))
switch("switch.garage_ev_charger", "garage", "充电桩|电车充电", "EV Charger|Car Charger",
       state="off", labels=("energy",), device=("特来电 充电桩", "Wallbox Pulsar Plus"))
sensor("sensor.garage_ev_charger_power", "garage", "充电桩功率", "EV Charger Power",
       device_class="power", unit="W", state="0", labels=("energy",),
       device=("特来电 充电桩", "Wallbox Pulsar Plus"))
binary_sensor("binary_sensor.garage_motion", "garage", "人体传感器", "Motion Sensor",
              device_class="motion", device=("Aqara 人体传感器", "Aqara Motion Sensor P1"))
entity("lock.garage_entry_door", "garage", "车库门锁|车库进户门", "Garage Entry Lock|Garage Side Door",
       state="unlocked", attrs={"supported_features": 0}, labels=("security",),
       device=("德施曼 智能锁", "Yale Smart Lock"))

# Storage room
light("light.storage_room_light", "storage_room", "储物间灯", "Storage Room Light",
      modes=("onoff",), state="off", device=("储物间开关", "Storage Room Switch"))
entity("valve.main_water_valve", "storage_room", "总水阀|进水总阀", "Main Water Valve|Water Main",
       state="open", device_class="water",
       attrs={"device_class": "water", "supported_features": flags(VALVE, "OPEN", "CLOSE")},
       labels=("security",), device=("智能水阀", "Water Shutoff Valve"))
entity("humidifier.storage_room_dehumidifier", "storage_room", "除湿机|抽湿机", "Dehumidifier",
       state="on", device_class="dehumidifier",
       attrs={"min_humidity": 30, "max_humidity": 80,
              "available_modes": ["normal", "auto", "sleep"], "current_humidity": 66,
              "humidity": 50, "mode": "auto", "action": "drying", "device_class": "dehumidifier",
              "supported_features": flags(HUMIDIFIER, "MODES")},
       device=("德业 除湿机", "Deye Dehumidifier"))
humidity("sensor.storage_room_humidity", "storage_room", "储物间湿度", "Storage Room Humidity",
         "66", device=("储物间温湿度计", "Storage Room Thermometer"))
switch("switch.storage_room_freezer", "storage_room", "冰柜", "Chest Freezer", outlet=True,
       state="on", device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
entity("button.restart_router", "storage_room", "重启路由器", "Restart Router", state="unknown",
       device_class="restart", attrs={"device_class": "restart"},
       device=("小米路由器 BE7000", "Xiaomi Router BE7000"))

# Home theater
light("light.home_theater_light_strip", "home_theater", "灯带", "Light Strip", modes=("rgbw",),
      effects=WLED_EFFECTS, state="off", features=("EFFECT", "TRANSITION"),
      device=("WLED 灯带", "WLED Strip"))
light("light.home_theater_spotlights", "home_theater", "射灯", "Spotlights",
      modes=("color_temp",), state="off", kelvin=(2700, 6000),
      device=("Aqara 射灯 T1", "Aqara Spotlight T1"))
media_player("media_player.home_theater_projector", "home_theater", "投影仪|投影",
             "Projector|Beamer", device_class="tv",
             features=("TURN_ON", "TURN_OFF", "SELECT_SOURCE", "VOLUME_STEP", "VOLUME_MUTE"),
             state="off", zh_sources=["HDMI 1", "HDMI 2", "当贝桌面"],
             en_sources=["HDMI 1", "HDMI 2", "Home Screen"],
             device=("爱普生 投影仪 TW7400", "Epson Projector TW7400"))
media_player("media_player.home_theater_receiver", "home_theater", "功放", "AV Receiver|Amp",
             device_class="receiver",
             features=("VOLUME_SET", "VOLUME_MUTE", "VOLUME_STEP", "TURN_ON", "TURN_OFF",
                       "SELECT_SOURCE", "SELECT_SOUND_MODE"),
             state="off", zh_sources=["蓝光机", "投影", "电视盒子", "蓝牙"],
             en_sources=["Blu-ray", "Projector", "TV Box", "Bluetooth"],
             sound_modes=["Dolby Atmos", "Stereo", "Movie", "Music", "Direct"],
             device=("天龙 AVR-X3800H", "Denon AVR-X3800H"))
cover("cover.home_theater_screen", "home_theater", "投影幕布|幕布", "Projector Screen|Screen",
      device_class="shade", features=("OPEN", "CLOSE", "STOP"), position=0, state="closed",
      device=("电动幕布", "Motorized Screen"))
climate("climate.home_theater_ac", "home_theater", "空调", "Air Conditioner", state="off",
        fan_modes=AC_FANS, temperature=25, current=23, device=("大金 风管机", "Daikin Ducted AC"))

# ---- upper floor ----------------------------------------------------------------------------

# Master bedroom
light("light.master_bedroom_ceiling", "master_bedroom", "吸顶灯", "Ceiling Light",
      modes=("color_temp",), state="off", kelvin=(2700, 6500), features=("TRANSITION",),
      device=("Yeelight 吸顶灯 Pro", "Yeelight Ceiling Light Pro"))
light("light.master_bedroom_bedside_left", "master_bedroom", "左床头灯", "Left Bedside Lamp",
      modes=("color_temp", "hs"), state="on", brightness=64, color_temp=2700,
      device=("Yeelight 床头灯 2", "Yeelight Bedside Lamp 2"))
light("light.master_bedroom_bedside_right", "master_bedroom", "右床头灯", "Right Bedside Lamp",
      modes=("color_temp", "hs"), state="off",
      device=("Yeelight 床头灯 2", "Yeelight Bedside Lamp 2"))
light("light.master_bedroom_desk_lamp", "master_bedroom", "台灯", "Lamp", modes=("color_temp",),
      state="off", kelvin=(2700, 6500), device=("米家台灯 1S", "Mi Desk Lamp 1S"))
light("light.master_bedroom_light_strip", "master_bedroom", "灯带", "Light Strip",
      modes=("hs",), state="off", effects=YEELIGHT_EFFECTS,
      features=("EFFECT", "FLASH", "TRANSITION"),
      device=("Yeelight 灯带 Plus", "Yeelight Lightstrip Plus"))
cover("cover.master_bedroom_curtain", "master_bedroom", "窗帘", "Curtain", device_class="curtain",
      position=0, device=("Aqara 智能窗帘电机 C3", "Aqara Curtain Driver C3"))
cover("cover.master_bedroom_blackout_blind", "master_bedroom", "遮光帘", "Blackout Blind",
      device_class="shade", position=0, device=("杜亚 卷帘电机", "Dooya Roller Shade Motor"))
climate("climate.master_bedroom_ac", "master_bedroom", "空调", "Air Conditioner", state="off",
        fan_modes=AC_FANS, preset_modes=["none", "sleep", "eco"], swing_modes=["off", "on"],
        swing_horizontal_modes=["off", "on"], temperature=26, current=26.5, step=0.5,
        device=("美的 酷省电 挂机", "Midea Split AC"))
fan("fan.master_bedroom_fan", "master_bedroom", "风扇|电风扇", "Fan|Electric Fan", state="off",
    features=("SET_SPEED", "OSCILLATE", "PRESET_MODE", "TURN_ON", "TURN_OFF"),
    preset_modes=["normal", "nature", "sleep"], device=("米家直流变频落地扇 2", "Mi Smart Standing Fan 2"))
media_player("media_player.master_bedroom_speaker", "master_bedroom", "小黑|小爱音箱|音箱",
             "Blackie|Smart Speaker|Speaker", device_class="speaker",
             features=SPEAKER_FEATURES, state="paused", volume=0.2, zh_title="晴天",
             en_title="Yesterday", device=("小爱音箱 Pro", "Xiaomi Smart Speaker Pro"))
entity("humidifier.master_bedroom_humidifier", "master_bedroom", "加湿器", "Humidifier",
       state="off", device_class="humidifier",
       attrs={"min_humidity": 30, "max_humidity": 80,
              "available_modes": ["auto", "sleep", "boost"], "current_humidity": 42,
              "humidity": 55, "mode": None, "action": "off", "device_class": "humidifier",
              "supported_features": flags(HUMIDIFIER, "MODES")},
       device=("米家智能加湿器 2", "Mi Smart Humidifier 2"))
switch("switch.master_bedroom_bedside_outlet", "master_bedroom", "床头插座", "Bedside Plug",
       outlet=True, state="on", device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
temperature("sensor.master_bedroom_temperature", "master_bedroom", "主卧温度",
            "Master Bedroom Temperature", "25.6",
            device=("主卧温湿度计", "Master Bedroom Thermometer"))
humidity("sensor.master_bedroom_humidity", "master_bedroom", "主卧湿度", "Master Bedroom Humidity",
         "47", device=("主卧温湿度计", "Master Bedroom Thermometer"))
binary_sensor("binary_sensor.master_bedroom_window", "master_bedroom", "主卧窗户",
              "Master Bedroom Window", device_class="window",
              device=("Aqara 门窗传感器", "Aqara Door and Window Sensor"))

# Master bathroom
light("light.master_bathroom_light", "master_bathroom", "浴室灯", "Bathroom Light",
      modes=("brightness",), state="off", device=("主卫开关", "Ensuite Wall Switch"))
light("light.master_bathroom_mirror_light", "master_bathroom", "镜前灯|镜子灯",
      "Mirror Light|Vanity Light", modes=("color_temp",), state="off", kelvin=(3000, 6000),
      device=("智能浴室镜", "Smart Bathroom Mirror"))
climate("climate.master_bathroom_bath_heater", "master_bathroom", "浴霸|暖风机",
        "Bath Heater|Bathroom Heater", state="off", hvac_modes=["off", "heat", "fan_only", "dry"],
        fan_modes=["low", "high"], min_temp=20, max_temp=45, temperature=38, current=24,
        device=("奥普 浴霸", "AUPU Bathroom Heater"))
entity("water_heater.master_bathroom_water_heater", "master_bathroom", "热水器|电热水器",
       "Water Heater|Electric Water Heater", state="eco",
       attrs={"min_temp": 30, "max_temp": 75,
              "operation_list": ["off", "eco", "electric", "performance"],
              "current_temperature": 55, "temperature": 60, "target_temp_high": None,
              "target_temp_low": None, "operation_mode": "eco", "away_mode": "off",
              "supported_features": flags(WATER_HEATER, "TARGET_TEMPERATURE", "OPERATION_MODE",
                                          "AWAY_MODE", "ON_OFF")},
       labels=("energy",), device=("A.O.史密斯 电热水器", "A. O. Smith Electric Water Heater"))
switch("switch.master_bathroom_towel_rail", "master_bathroom", "毛巾架|电热毛巾架",
       "Heated Towel Rail|Towel Warmer", state="off", device=("电热毛巾架", "Heated Towel Rail"))
binary_sensor("binary_sensor.master_bathroom_leak", "master_bathroom", "水浸传感器",
              "Water Leak Sensor", device_class="moisture",
              device=("Aqara 水浸传感器", "Aqara Water Leak Sensor"))
humidity("sensor.master_bathroom_humidity", "master_bathroom", "主卫湿度",
         "Master Bathroom Humidity", "71", device=("主卫温湿度计", "Ensuite Thermometer"))

# Guest bedroom (次卧)
light("light.second_bedroom_ceiling", "second_bedroom", "吸顶灯", "Ceiling Light",
      modes=("color_temp",), state="off", device=("米家吸顶灯", "Mijia Ceiling Light"))
light("light.second_bedroom_desk_lamp", "second_bedroom", "米家台灯", "Mi Desk Lamp",
      modes=("color_temp",), state="off", kelvin=(2600, 5000),
      device=("米家台灯 1S", "Mi Desk Lamp 1S"))
climate("climate.second_bedroom_ac", "second_bedroom", "空调", "Air Conditioner", state="off",
        fan_modes=AC_FANS, swing_modes=["off", "on"], temperature=26, current=26,
        device=("美的 挂机", "Midea Split AC"))
cover("cover.second_bedroom_curtain", "second_bedroom", "窗帘", "Curtain",
      device_class="curtain", features=("OPEN", "CLOSE", "STOP"), position=0, state="closed",
      device=("杜亚 窗帘电机", "Dooya Curtain Motor"))
temperature("sensor.second_bedroom_temperature", "second_bedroom", "次卧温度",
            "Guest Bedroom Temperature", "25.9",
            device=("次卧温湿度计", "Guest Bedroom Thermometer"))

# Kids room
light("light.kids_room_ceiling", "kids_room", "吸顶灯", "Ceiling Light",
      modes=("color_temp", "hs"), state="off", labels=("kids",),
      device=("Yeelight 吸顶灯 星空版", "Yeelight Ceiling Light Starry"))
light("light.kids_room_desk_lamp", "kids_room", "台灯", "Lamp", modes=("color_temp",),
      state="off", kelvin=(2700, 6500), labels=("kids",),
      device=("米家台灯 1S", "Mi Desk Lamp 1S"))
light("light.kids_room_night_light", "kids_room", "小夜灯|床头灯", "Night Light|Bedside Lamp",
      modes=("hs",), state="on", brightness=25, hs=(35.0, 80.0), labels=("kids", "night"),
      device=("Yeelight 床头灯 2", "Yeelight Bedside Lamp 2"))
light("light.kids_room_star_projector", "kids_room", "星空灯|星空投影", "Star Projector|Galaxy Light",
      modes=("rgb",), effects=["Aurora", "Starry Sky", "Ocean", "Rainbow"], state="off",
      features=("EFFECT",), labels=("kids",), device=("星空投影灯", "Galaxy Star Projector"))
climate("climate.kids_room_ac", "kids_room", "空调", "Air Conditioner", state="off",
        fan_modes=AC_FANS, preset_modes=["none", "sleep"], swing_modes=["off", "on"],
        temperature=26, current=25.5, labels=("kids",), device=("美的 挂机", "Midea Split AC"))
climate("climate.kids_room_floor_heating", "kids_room", "儿童房地暖", "Kids Room Heating",
        hvac_modes=["off", "heat"], min_temp=5, max_temp=35, step=0.5, temperature=22,
        current=22, labels=("kids", "energy"), device=("地暖温控器", "Floor Heating Thermostat"))
cover("cover.kids_room_curtain", "kids_room", "窗帘", "Curtain", device_class="curtain",
      position=0, labels=("kids",), device=("Aqara 智能窗帘电机 C3", "Aqara Curtain Driver C3"))
entity("humidifier.kids_room_humidifier", "kids_room", "加湿器", "Humidifier", state="on",
       device_class="humidifier",
       attrs={"min_humidity": 30, "max_humidity": 80,
              "available_modes": ["auto", "sleep", "baby"], "current_humidity": 45,
              "humidity": 55, "mode": "baby", "action": "humidifying",
              "device_class": "humidifier", "supported_features": flags(HUMIDIFIER, "MODES")},
       labels=("kids",), device=("米家智能加湿器 2", "Mi Smart Humidifier 2"))
fan("fan.kids_room_air_purifier", "kids_room", "空气净化器", "Air Purifier", state="on",
    percentage=20, features=("SET_SPEED", "PRESET_MODE", "TURN_ON", "TURN_OFF"),
    preset_modes=["Auto", "Sleep", "Favorite"], labels=("kids",),
    device=("米家空气净化器 4 Lite", "Xiaomi Smart Air Purifier 4 Lite"))
switch("switch.kids_room_purifier_child_lock", "kids_room", "净化器童锁", "Purifier Child Lock",
       state="on", labels=("kids",),
       device=("米家空气净化器 4 Lite", "Xiaomi Smart Air Purifier 4 Lite"))
media_player("media_player.kids_room_story_player", "kids_room", "故事机|小度",
             "Story Player|Storyteller",
             device_class="speaker",
             features=("PAUSE", "PLAY", "STOP", "VOLUME_SET", "VOLUME_STEP", "NEXT_TRACK",
                       "PREVIOUS_TRACK", "PLAY_MEDIA", "TURN_ON", "TURN_OFF"),
             state="idle", volume=0.15, labels=("kids",),
             device=("小度智能屏 X8", "Xiaodu Smart Display X8"))
temperature("sensor.kids_room_temperature", "kids_room", "儿童房温度", "Kids Room Temperature",
            "24.8", labels=("kids",), device=("儿童房温湿度计", "Kids Room Thermometer"))
humidity("sensor.kids_room_humidity", "kids_room", "儿童房湿度", "Kids Room Humidity", "52",
         labels=("kids",), device=("儿童房温湿度计", "Kids Room Thermometer"))
sensor("sensor.kids_room_co2", "kids_room", "儿童房二氧化碳", "Kids Room CO2",
       device_class="carbon_dioxide", unit="ppm", state="780", labels=("kids",),
       device=("青萍空气检测仪", "Qingping Air Monitor"))

# Study
light("light.study_ceiling", "study", "吸顶灯", "Ceiling Light", modes=("color_temp",),
      state="on", brightness=230, color_temp=5000, device=("米家吸顶灯", "Mijia Ceiling Light"))
light("light.study_desk_lamp", "study", "老伙计", "Old Buddy", modes=("color_temp",),
      state="on", brightness=180, color_temp=4500, kelvin=(2700, 6500),
      device=("米家台灯 Pro", "Mi Desk Lamp Pro"))
light("light.study_monitor_light", "study", "屏幕挂灯|显示器灯", "Monitor Light Bar|Screen Bar",
      modes=("color_temp",), state="off", kelvin=(2700, 6500),
      device=("米家显示器挂灯", "Mi Computer Monitor Light Bar"))
fan("fan.study_old_fan", "study", "客厅老伙计", "Living Room Old Buddy", state="off",
    features=("SET_SPEED", "OSCILLATE", "TURN_ON", "TURN_OFF"), step=33.33,
    device=("美的 落地扇", "Midea Pedestal Fan"))
climate("climate.study_ac", "study", "空调", "Air Conditioner", state="off", fan_modes=AC_FANS,
        swing_modes=["off", "on"], temperature=25, current=26.2,
        device=("格力 挂机", "Gree Split AC"))
climate("climate.study_floor_heating", "study", "书房地暖", "Study Room Heating",
        hvac_modes=["off", "heat"], min_temp=5, max_temp=35, step=0.5, temperature=21,
        current=21, labels=("energy",), device=("地暖温控器", "Floor Heating Thermostat"))
cover("cover.study_blind", "study", "百叶窗|百叶帘", "Venetian Blind|Blinds", device_class="blind",
      features=("OPEN", "CLOSE", "SET_POSITION", "STOP", "OPEN_TILT", "CLOSE_TILT", "STOP_TILT",
                "SET_TILT_POSITION"),
      position=100, tilt=50, device=("Somfy 百叶电机", "Somfy Blind Motor"))
switch("switch.study_computer_outlet", "study", "电脑插座", "Computer Plug", outlet=True,
       state="on", labels=("energy",), device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
switch("switch.study_outlet", "study", "智能插座", "Smart Plug", outlet=True, state="off",
       device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
sensor("sensor.study_computer_power", "study", "电脑功率", "Computer Power", device_class="power",
       unit="W", state="186.4", labels=("energy",), device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
media_player("media_player.study_speaker", "study", "书房音箱", "Study Speaker",
             device_class="speaker",
             features=SPEAKER_FEATURES + ("GROUPING", "SELECT_SOURCE"), state="idle", volume=0.3,
             zh_sources=["网易云音乐", "QQ音乐", "AirPlay", "蓝牙"],
             en_sources=["Spotify", "Apple Music", "AirPlay", "Bluetooth"],
             device=("Sonos Era 100", "Sonos Era 100"))
temperature("sensor.study_temperature", "study", "书房温度", "Study Temperature", "26.7",
            device=("书房温湿度计", "Study Thermometer"))
sensor("sensor.study_illuminance", "study", "书房光照", "Study Illuminance",
       device_class="illuminance", unit="lx", state="320",
       device=("Aqara 光照传感器", "Aqara Light Sensor"))
entity("number.study_desk_height", "study", "升降桌高度|桌子高度", "Standing Desk Height|Desk Height",
       state="74.0", device_class="distance",
       attrs={"min": 62.0, "max": 127.0, "step": 0.5, "mode": "slider",
              "unit_of_measurement": "cm", "device_class": "distance"},
       device=("乐歌 升降桌 E5", "Loctek Standing Desk E5"))
entity("button.study_desk_stand_up", "study", "升降桌站立|站立模式", "Desk Stand Up|Standing Position",
       state="unknown", device=("乐歌 升降桌 E5", "Loctek Standing Desk E5"))

# Balcony
light("light.balcony_light", "balcony", "阳台灯", "Balcony Light", modes=("brightness",),
      state="off", device=("阳台开关", "Balcony Wall Switch"))
switch("switch.balcony_washing_machine", "balcony", "洗衣机", "Washing Machine", state="off",
       device=("小天鹅 洗烘一体机", "Little Swan Washer Dryer"))
entity("select.balcony_washing_machine_program", "balcony", "洗衣模式|洗衣程序",
       "Washing Program|Wash Mode", state="标准洗", en_state="Standard",
       zh_attrs={"options": ["标准洗", "快速洗", "大件洗", "羊毛洗", "烘干"]},
       en_attrs={"options": ["Standard", "Quick Wash", "Bulky", "Wool", "Dry"]},
       device=("小天鹅 洗烘一体机", "Little Swan Washer Dryer"))
sensor("sensor.balcony_washing_machine_remaining", "balcony", "洗衣剩余时间",
       "Washing Time Remaining", device_class="duration", unit="min", state="0",
       device=("小天鹅 洗烘一体机", "Little Swan Washer Dryer"))
binary_sensor("binary_sensor.balcony_door", "balcony", "阳台门", "Balcony Door",
              device_class="door", device=("Aqara 门窗传感器", "Aqara Door and Window Sensor"))
light("light.balcony_plant_light", "balcony", "植物灯|补光灯", "Plant Grow Light|Grow Light",
      modes=("onoff",), state="on", device=("户外插座", "Outdoor Plug"))

# Hallway and stairs
light("light.hallway_downlight", "hallway", "筒灯", "Downlight", modes=("brightness",),
      state="off", device=("Aqara 智能筒灯 T1", "Aqara Downlight T1"))
light("light.stairs_light", "hallway", "楼梯灯", "Stair Lights|Staircase Light", modes=("brightness",),
      state="off", labels=("night",), device=("楼梯灯带", "Stair Light Strip"))
binary_sensor("binary_sensor.hallway_motion", "hallway", "人体传感器", "Motion Sensor",
              device_class="motion", device=("Aqara 人体传感器", "Aqara Motion Sensor P1"))
binary_sensor("binary_sensor.hallway_smoke", "hallway", "烟雾报警器", "Smoke Detector",
              device_class="smoke", labels=("security",),
              device=("Aqara 烟雾报警器", "Aqara Smoke Detector"))
entity("vacuum.upstairs_vacuum", "hallway", "二楼扫地机", "Upstairs Vacuum", state="docked",
       attrs={"fan_speed_list": ["Silent", "Standard", "Medium", "Turbo"],
              "fan_speed": "Standard",
              "supported_features": flags(VACUUM, "START", "PAUSE", "STOP", "RETURN_HOME",
                                          "FAN_SPEED", "LOCATE", "STATE")},
       device=("米家扫拖机器人 2", "Mi Robot Vacuum-Mop 2"))

# ---- no area --------------------------------------------------------------------------------

cover("cover.balcony_clothes_airer", None, "阳台晾衣架|晾衣架|晾衣杆",
      "Balcony Clothes Airer|Clothes Airer|Drying Rack", device_class=None, position=100,
      device=("好太太 智能晾衣机", "Smart Clothes Airer"))
switch("switch.christmas_tree", None, "圣诞树", "Christmas Tree", outlet=True, state="off",
       device=("小米智能插座 3", "Xiaomi Smart Plug 3"))
light("light.new_bulb", None, "新灯泡", "New Bulb", modes=("color_temp", "hs"), state="on",
      brightness=255, color_temp=4000, kelvin=(1700, 6500), features=("FLASH", "TRANSITION"),
      device=("Yeelight 彩光灯泡 W3", "Yeelight Smart Bulb W3"))
entity("alarm_control_panel.home_security", None, "家庭安防|安防系统|警戒",
       "Home Security|Alarm System|Alarm", state="disarmed",
       attrs={"code_format": None, "changed_by": None, "code_arm_required": False,
              "supported_features": flags(ALARM, "ARM_HOME", "ARM_AWAY", "ARM_NIGHT", "TRIGGER")},
       labels=("security",), device=("Aqara 网关 M2", "Aqara Hub M2"))
entity("todo.shopping_list", None, "购物清单|买菜清单", "Shopping List|Groceries", state="3",
       attrs={"supported_features": flags(TODO, "CREATE_TODO_ITEM", "DELETE_TODO_ITEM",
                                          "UPDATE_TODO_ITEM", "MOVE_TODO_ITEM")})
entity("todo.chores", None, "家务清单", "Chores", state="2",
       attrs={"supported_features": flags(TODO, "CREATE_TODO_ITEM", "DELETE_TODO_ITEM",
                                          "UPDATE_TODO_ITEM", "MOVE_TODO_ITEM",
                                          "SET_DUE_DATE_ON_ITEM", "SET_DESCRIPTION_ON_ITEM")})
entity("select.home_mode", None, "家庭模式", "House Mode", state="在家", en_state="Home",
       zh_attrs={"options": ["在家", "离家", "睡眠", "度假"]},
       en_attrs={"options": ["Home", "Away", "Sleep", "Vacation"]})
entity("weather.home", None, "天气|天气预报", "Weather|Forecast", state="partlycloudy",
       attrs={"temperature": 18.5, "apparent_temperature": 17.9, "dew_point": 13.2,
              "temperature_unit": "°C", "humidity": 72, "cloud_coverage": 45,
              "pressure": 1014.2, "pressure_unit": "hPa", "wind_bearing": 135,
              "wind_speed": 9.4, "wind_speed_unit": "km/h", "visibility_unit": "km",
              "precipitation_unit": "mm", "attribution": "Weather forecast from met.no",
              "supported_features": 3})
sensor("sensor.home_power", None, "全屋功率|总功率", "Whole House Power|Total Power",
       device_class="power", unit="W", state="1850", labels=("energy",),
       device=("智能电表", "Smart Energy Meter"))
sensor("sensor.home_energy_today", None, "今日用电量|今天用电", "Energy Today|Today's Energy",
       device_class="energy", unit="kWh", state="12.6", state_class="total_increasing",
       labels=("energy",), device=("智能电表", "Smart Energy Meter"))

# Scenes and scripts (HA scenes report the time they were last activated)
entity("scene.welcome_home", None, "回家模式|我回来了", "Welcome Home|I'm Home",
       state="2026-10-12T18:31:05+08:00", attrs={"id": "1700000000001"})
entity("scene.away_mode", None, "离家模式|出门", "Away Mode|Leaving Home",
       state="2026-10-13T08:02:44+08:00", attrs={"id": "1700000000002"})
entity("scene.movie_mode", "home_theater", "观影模式|看电影", "Movie Mode|Movie Night",
       state="2026-10-11T20:15:10+08:00", attrs={"id": "1700000000003"})
entity("scene.sleep_mode", None, "睡眠模式", "Sleep Mode",
       state="2026-10-12T23:05:51+08:00", attrs={"id": "1700000000004"})
entity("scene.dinner_mode", "dining_room", "用餐模式|吃饭模式", "Dinner Mode|Dinner Time",
       state="unknown", attrs={"id": "1700000000005"})
entity("scene.reading_mode", "study", "阅读模式", "Reading Mode", state="unknown",
       attrs={"id": "1700000000006"})
entity("scene.party_mode", "living_room", "派对模式", "Party Mode", state="unknown",
       attrs={"id": "1700000000007"})
entity("script.good_night", None, "晚安|睡觉了", "Good Night|Bedtime", state="off",
       attrs={"last_triggered": "2026-10-12T23:05:50+08:00", "mode": "single", "current": 0})
entity("script.good_morning", None, "早安|起床了", "Good Morning|Wake Up", state="off",
       attrs={"last_triggered": "2026-10-13T07:00:00+08:00", "mode": "single", "current": 0})
entity("script.all_lights_off", None, "关闭所有灯|全屋关灯", "All Lights Off|Lights Out",
       state="off", attrs={"last_triggered": None, "mode": "single", "current": 0})
entity("script.water_the_garden", "garden", "浇花十分钟", "Water the Garden",
       state="off", attrs={"last_triggered": None, "mode": "restart", "current": 0})

# --------------------------------------------------------------------------------------------
# Rendering
# --------------------------------------------------------------------------------------------


def split(names: str) -> tuple[str, list[str]]:
    name, *aliases = names.split("|")
    return name, aliases


def build(lang: str) -> dict[str, Any]:
    """The home in one language (``zh`` or ``en``), as docs/contracts.md §1 lays it out."""
    index = 0 if lang == "zh" else 1
    floors = []
    for floor_id, level, zh, en in FLOORS:
        name, aliases = split(zh if lang == "zh" else en)
        floors.append({"id": floor_id, "name": name, "aliases": aliases, "level": level})
    areas = []
    for area_id, floor_id, zh, en in AREAS:
        name, aliases = split(zh if lang == "zh" else en)
        areas.append({"id": area_id, "name": name, "aliases": aliases, "floor": floor_id})
    entities = []
    for row in ROWS:
        name, aliases = split(row["names"][lang])
        attributes = dict(row["attrs"])
        attributes.update(row["lang_attrs"][lang])
        attributes["friendly_name"] = name
        item: dict[str, Any] = {
            "entity_id": row["entity_id"],
            "name": name,
            "aliases": aliases,
            "area": row["area"],
        }
        if row["device"]:
            item["device_name"] = row["device"][index]
        item["labels"] = [LABELS[label][index] for label in row["labels"]]
        item["device_class"] = row["device_class"]
        item["state"] = row["state"][lang]
        item["attributes"] = attributes
        entities.append(item)
    return {
        "language": LANGUAGE[lang],
        "notes": "Demo home of context_retrieval. Generated by scripts/gen_demo_homes.py; "
                 "edit the generator, not this file.",
        "floors": floors,
        "areas": areas,
        "entities": entities,
    }


def render(lang: str) -> str:
    return json.dumps(build(lang), ensure_ascii=False, indent=1) + "\n"


def check_rows() -> None:
    """Fail loudly on a mistake in the table (ids, areas)."""
    area_ids = {area[0] for area in AREAS}
    floor_ids = {floor[0] for floor in FLOORS}
    seen: set[str] = set()
    for area_id, floor_id, _, _ in AREAS:
        if floor_id not in floor_ids:
            raise SystemExit(f"area {area_id}: unknown floor {floor_id}")
    for row in ROWS:
        entity_id = row["entity_id"]
        if entity_id in seen:
            raise SystemExit(f"duplicate entity_id {entity_id}")
        seen.add(entity_id)
        if row["area"] is not None and row["area"] not in area_ids:
            raise SystemExit(f"{entity_id}: unknown area {row['area']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DATA_DIR, help="output directory")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 when a file differs from what would be written")
    args = parser.parse_args(argv)
    check_rows()
    stale = []
    for lang, file_name in FILES.items():
        path = args.out / file_name
        text = render(lang)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        print(f"wrote {path} ({len(ROWS)} entities)")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
