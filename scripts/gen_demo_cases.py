#!/usr/bin/env python3
"""Generate the labelled demo query sets eval/cases_demo_{zh,en}.jsonl (docs/contracts.md §2, §3, §5).

    python3 scripts/gen_demo_cases.py            # writes eval/cases_demo_zh.jsonl, eval/cases_demo_en.jsonl
    python3 scripts/gen_demo_cases.py --check    # exit 1 when the files in eval/ are stale
    python3 scripts/gen_demo_cases.py --counts   # print the per-feature counts (for eval/README.md)

Every case runs in one of the bundled demo homes (devtools/homes/demo_home_{zh,en}.json). Labels
come from those homes and from Home Assistant's semantics, never from running the retriever:

* ``hand`` cases are written one by one below: the utterance, the gold IR a careful parser
  should produce, and the expected entities and service. Single targets are written as entity
  ids; sets ("all lights upstairs", "every AC except the study's") are computed from the home
  by :meth:`Home.pick` (domain, area, floor, device class, names), so they follow the home.
* ``template`` cases expand a few phrasings over the home's areas and floors (lights per room,
  AC temperature and mode per room, temperature/humidity questions per room, rooms without
  an AC); their targets are likewise computed from the home.

Each line carries two extra keys for reading (readers ignore them, docs/contracts.md §2): ``features``
(what the case exercises, derived from its IR, context and labels plus a few hand tags) and
``how`` (hand / template). Standard library only; deterministic output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA_DIR = ROOT / "devtools/homes"
OUT_DIR = ROOT / "eval"
HOME_FILES = {"zh": "demo_home_zh.json", "en": "demo_home_en.json"}
LANGS = {"zh": "zh-Hans", "en": "en"}
OUT_FILES = {"zh": "cases_demo_zh.jsonl", "en": "cases_demo_en.jsonl"}

# Nicknames: names a family gives a device, unrelated to what it is.
NICKNAMES = {
    "老伙计", "大白", "小黑", "小扫", "阿福", "小度", "客厅老伙计",
    "Old Buddy", "Big White", "Blackie", "Sweepy", "Mowbot", "Storyteller", "Living Room Old Buddy",
}


# --------------------------------------------------------------------------------------------
# The home
# --------------------------------------------------------------------------------------------


class Home:
    """A demo home snapshot, with the selections the labels are computed from."""

    def __init__(self, path: Path) -> None:
        data = json.loads(path.read_text("utf-8"))
        self.entities: dict[str, dict[str, Any]] = {e["entity_id"]: e for e in data["entities"]}
        self.areas: dict[str, dict[str, Any]] = {a["id"]: a for a in data["areas"]}
        self.floors: dict[str, dict[str, Any]] = {f["id"]: f for f in data["floors"]}

    def floor_of(self, entity_id: str) -> str | None:
        area = self.entities[entity_id].get("area")
        return self.areas[area].get("floor") if area else None

    def names_of(self, entity_id: str) -> list[str]:
        entity = self.entities[entity_id]
        return [entity["name"], *(entity.get("aliases") or [])]

    def pick(self, domain: str | None = None, **filters: Any) -> list[str]:
        """:meth:`select`, for a set that must not be empty (a label's target)."""
        out = self.select(domain, **filters)
        assert out, f"empty selection: {domain} {filters}"
        return out

    def select(
        self,
        domain: str | None = None,
        *,
        areas: Iterable[str] = (),
        floors: Iterable[str] = (),
        dc: str | None = None,
        names: Iterable[str] = (),
        not_areas: Iterable[str] = (),
        not_floors: Iterable[str] = (),
        where: Callable[[dict[str, Any]], bool] | None = None,
    ) -> list[str]:
        """Entity ids (in home order) matching every given filter; empty when nothing does.

        ``areas`` / ``floors`` keep entities in one of them (an entity without an area is in
        none); ``not_areas`` / ``not_floors`` drop entities in them (an entity without an area
        is in none, so it stays: seed 003 "room 不为 X"); ``names`` matches names and aliases
        exactly (case-insensitive).
        """
        areas, floors = set(areas), set(floors)
        not_areas, not_floors = set(not_areas), set(not_floors)
        wanted_names = {n.casefold() for n in names}
        out = []
        for entity_id, entity in self.entities.items():
            if domain and entity_id.split(".")[0] != domain:
                continue
            area, floor = entity.get("area"), self.floor_of(entity_id)
            if areas and area not in areas:
                continue
            if floors and floor not in floors:
                continue
            if area in not_areas or (floor is not None and floor in not_floors):
                continue
            if dc and entity.get("device_class") != dc:
                continue
            if wanted_names and not wanted_names & {n.casefold() for n in self.names_of(entity_id)}:
                continue
            if where and not where(entity):
                continue
            out.append(entity_id)
        return out


# --------------------------------------------------------------------------------------------
# Building blocks: IR commands, conditions, expectations
# --------------------------------------------------------------------------------------------


def C(
    action: str | None,
    name: str | None = None,
    type: str | None = None,
    dc: str | None = None,
    q: str = "one",
    inc: Sequence[str] = (),
    exc: Sequence[str] = (),
    ref: bool = False,
    cond: Sequence[Mapping[str, Any]] = (),
    params: Mapping[str, Any] | None = None,
    conf: float = 0.95,
) -> dict[str, Any]:
    """One command of the gold IR, keys in docs/contracts.md §3 order."""
    return {
        "action": action,
        "name_hint": name,
        "type_hint": type,
        "device_class": dc,
        "quantifier": q,
        "scope_include": list(inc),
        "scope_exclude": list(exc),
        "references": ["last-mentioned"] if ref else [],
        "conditions": [dict(c) for c in cond],
        "params": dict(params or {}),
        "confidence": conf,
    }


def COND(
    dc: str,
    op: str,
    value: float,
    unit: str | None = None,
    inc: Sequence[str] = (),
    name: str | None = None,
    type: str = "sensor",
) -> dict[str, Any]:
    """One condition of a command."""
    out: dict[str, Any] = {"type_hint": type, "device_class": dc}
    if name:
        out["name_hint"] = name
    out.update({"scope_include": list(inc), "op": op, "value": value, "unit": unit})
    return out


def E(ids: str | Sequence[str], service: str | None, q: str = "one", data: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """An answerable command: every entity it must reach and the service (None for a question)."""
    out: dict[str, Any] = {
        "entity_ids": [ids] if isinstance(ids, str) else list(ids),
        "service": service,
        "quantifier": q,
        "no_match": False,
        "clarify": False,
    }
    if data:
        out["data"] = dict(data)
    return out


def NM(q: str = "one") -> dict[str, Any]:
    """Nothing in the home fits: the right answer is no_match (or a question)."""
    return {"entity_ids": [], "service": None, "quantifier": q, "no_match": True, "clarify": False}


def CL(ids: Sequence[str], service: str | None) -> dict[str, Any]:
    """Genuinely ambiguous: ``entity_ids`` lists the options (as the dev data does)."""
    return {"entity_ids": list(ids), "service": service, "quantifier": "one", "no_match": False, "clarify": True}


class Book:
    """The cases of one language, in order."""

    def __init__(self, lang: str, home: Home) -> None:
        self.lang = lang
        self.home = home
        self.rows: list[dict[str, Any]] = []
        self._queries: set[tuple[str, str | None, tuple[str, ...]]] = set()
        self.how: str | None = "hand"
        self.prefix = "demo"

    def add(
        self,
        query: str,
        cmds: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        exps: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        *,
        ctx: str | None = None,
        hist: Sequence[str] = (),
        tags: Sequence[str] = (),
    ) -> None:
        cmd_list = [cmds] if isinstance(cmds, Mapping) else list(cmds)
        exp_list = [exps] if isinstance(exps, Mapping) else list(exps)
        assert len(cmd_list) == len(exp_list), query
        key = (query, ctx, tuple(hist))
        assert key not in self._queries, f"duplicate case: {key}"
        self._queries.add(key)
        if ctx is not None:
            assert ctx in self.home.areas, ctx
        for exp in exp_list:
            for entity_id in exp["entity_ids"]:
                assert entity_id in self.home.entities, (query, entity_id)
            if exp["service"]:
                domains = {e.split(".")[0] for e in exp["entity_ids"]}
                assert domains == {exp["service"].split(".")[0]}, (query, exp)
        for cmd in cmd_list:
            if self.lang == "zh" and cmd["action"]:
                assert not any("a" <= ch.casefold() <= "z" for ch in cmd["action"]), query
        self.rows.append(
            {
                "query": query,
                "ctx": ctx,
                "hist": list(hist),
                "ir": {"commands": cmd_list},
                "expected": exp_list[0] if len(exp_list) == 1 else exp_list,
                "tags": list(tags),
                "how": self.how,
            }
        )

    # ---- feature tags ------------------------------------------------------------------------

    def _place_kind(self, word: str) -> str | None:
        folded = word.casefold()
        for floor in self.home.floors.values():
            if folded == floor["name"].casefold() or folded in {a.casefold() for a in floor.get("aliases", [])}:
                return "floor"
        for area in self.home.areas.values():
            if folded == area["name"].casefold():
                return "room"
            if folded in {a.casefold() for a in area.get("aliases", [])}:
                return "room_alias"
        return None

    def features(self, row: Mapping[str, Any]) -> list[str]:
        """What a case exercises, from its IR, context and labels, plus its hand tags."""
        tags: list[str] = list(row["tags"])
        cmds = row["ir"]["commands"]
        exps = row["expected"] if isinstance(row["expected"], list) else [row["expected"]]
        if row["ctx"]:
            tags.append("satellite")
        if row["hist"]:
            tags.append("history")
        if len(cmds) > 1:
            tags.append("multi")
        for cmd, exp in zip(cmds, exps, strict=True):
            if cmd["references"]:
                tags.append("reference")
            for cond in cmd["conditions"]:
                tags.extend(["condition", f"condition:{cond['device_class']}"])
            if cmd["quantifier"] in ("all", "except"):
                tags.append(cmd["quantifier"])
            if "*" in cmd["scope_include"]:
                tags.append("everywhere")
            for word in cmd["scope_include"]:
                if kind := self._place_kind(word):
                    tags.append(kind)
            for word in cmd["scope_exclude"]:
                kind = self._place_kind(word)
                tags.append("except_floor" if kind == "floor" else "except_room")
                if kind:
                    tags.append(kind)
            for key in cmd["params"]:
                tags.append(f"param:{key}")
            if exp["no_match"]:
                tags.append("no_match")
            elif exp["clarify"]:
                tags.append("clarify")
            elif exp["service"] is None:
                tags.append("question")
            name = cmd["name_hint"]
            if name and not exp["no_match"] and not exp["clarify"] and len(exp["entity_ids"]) == 1:
                entity_id = exp["entity_ids"][0]
                entity = self.home.entities[entity_id]
                aliases = {a.casefold() for a in entity.get("aliases") or []}
                if name in NICKNAMES:
                    tags.append("nickname")
                elif name.casefold() == entity["name"].casefold():
                    tags.append("name")
                elif name.casefold() in aliases:
                    tags.append("alias")
                else:
                    tags.append("partial_name")
                same = [
                    e for e in self.home.entities
                    if name.casefold() in {n.casefold() for n in self.home.names_of(e)}
                ]
                if len(same) > 1:
                    tags.append("duplicate_name")
            for entity_id in exp["entity_ids"]:
                if not self.home.entities[entity_id].get("area") and not exp["clarify"]:
                    tags.append("no_area")
                    break
        return sorted(set(tags))

    def lines(self) -> list[dict[str, Any]]:
        return [self.line(number, row) for number, row in enumerate(self.rows, 1)]

    def line(self, number: int, row: Mapping[str, Any]) -> dict[str, Any]:
        """One JSONL object: docs/contracts.md keys first, then the extra keys for reading."""
        line: dict[str, Any] = {
            "id": f"{self.prefix}/{self.lang}/{number:04d}",
            "lang": row.get("lang") or LANGS[self.lang],
            "query": row["query"],
            "home": f"../devtools/homes/{HOME_FILES[self.lang]}",
        }
        if row["ctx"]:
            line["context"] = {"area": row["ctx"]}
        if row["hist"]:
            line["history"] = row["hist"]
        if row["ir"] is not None:
            line["ir"] = row["ir"]
        line["expected"] = row["expected"]
        line["features"] = self.features(row)
        if row["how"] is not None:
            line["how"] = row["how"]
        return line


# --------------------------------------------------------------------------------------------
# Chinese
# --------------------------------------------------------------------------------------------


def chinese(h: Home) -> Book:
    b = Book("zh", h)
    add = b.add
    ON, OFF = "light.turn_on", "light.turn_off"
    L = lambda *areas: h.pick("light", areas=areas)
    ALL_LIGHTS = h.pick("light")
    AC = lambda **kw: h.pick("climate", names=["空调"], **kw)
    CURTAINS = lambda **kw: h.pick("cover", dc="curtain", **kw)
    UP, DOWN, B1 = "upper_floor", "ground_floor", "basement"

    # ---- exact names --------------------------------------------------------------------------
    add("打开客厅主灯", C("打开", "客厅主灯", "light"), E("light.living_room_ceiling", ON))
    add("把餐吊灯打开", C("打开", "餐吊灯", "light"), E("light.dining_room_chandelier", ON))
    add("橱柜灯关了吧", C("关闭", "橱柜灯", "light"), E("light.kitchen_cabinet_light", OFF))
    add("打开油烟机", C("打开", "油烟机", "fan"), E("fan.kitchen_range_hood", "fan.turn_on"))
    add("把电饭煲打开", C("打开", "电饭煲", "switch"), E("switch.kitchen_rice_cooker", "switch.turn_on"))
    add("打开洗碗机", C("打开", "洗碗机", "switch"), E("switch.kitchen_dishwasher", "switch.turn_on"))
    add("关闭燃气阀门", C("关闭", "燃气阀门", "valve", "gas"), E("valve.kitchen_gas_valve", "valve.close_valve"))
    add("打开玄关灯", C("打开", "玄关灯", "light"), E("light.entrance_light", ON))
    add("大门锁一下", C("上锁", "大门", "lock"), E("lock.front_door", "lock.lock"))
    add("打开警报器", C("打开", "警报器", "siren"), E("siren.entrance_siren", "siren.turn_on"))
    add("按一下门铃", C("按", "门铃", "button"), E("button.entrance_doorbell_chime", "button.press"))
    add("卫生间灯打开", C("打开", "卫生间灯", "light"), E("light.guest_bathroom_light", ON))
    add("排气扇开一下", C("打开", "排气扇", "fan"), E("fan.guest_bathroom_exhaust", "fan.turn_on"))
    add("打开感应夜灯", C("打开", "感应夜灯", "light"), E("light.elder_room_night_light", ON))
    add("把电热毯打开", C("打开", "电热毯", "switch", "outlet"), E("switch.elder_room_electric_blanket", "switch.turn_on"))
    add("打开庭院灯", C("打开", "庭院灯", "light"), E("light.garden_lights", ON))
    add("草坪灯关掉", C("关闭", "草坪灯", "light"), E("light.garden_lawn_lights", OFF))
    add("把喷泉打开", C("打开", "喷泉", "switch"), E("switch.garden_fountain", "switch.turn_on"))
    add("打开浇花阀门", C("打开", "浇花阀门", "valve", "water"), E("valve.garden_irrigation", "valve.open_valve"))
    add("把院门打开", C("打开", "院门", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"))
    add("关上车库门", C("关闭", "车库门", "cover", "garage"), E("cover.garage_door", "cover.close_cover"))
    add("打开充电桩", C("打开", "充电桩", "switch"), E("switch.garage_ev_charger", "switch.turn_on"))
    add("把车库门锁打开", C("解锁", "车库门锁", "lock"), E("lock.garage_entry_door", "lock.unlock"))
    add("总水阀关掉", C("关闭", "总水阀", "valve", "water"), E("valve.main_water_valve", "valve.close_valve"))
    add("打开除湿机", C("打开", "除湿机", "humidifier", "dehumidifier"), E("humidifier.storage_room_dehumidifier", "humidifier.turn_on"))
    add("冰柜关一下", C("关闭", "冰柜", "switch", "outlet"), E("switch.storage_room_freezer", "switch.turn_off"))
    add("重启一下路由器", C("重启", "路由器", "button", "restart"), E("button.restart_router", "button.press"))
    add("打开射灯", C("打开", "射灯", "light"), E("light.home_theater_spotlights", ON))
    add("打开投影仪", C("打开", "投影仪", "media_player", "tv"), E("media_player.home_theater_projector", "media_player.turn_on"))
    add("功放打开", C("打开", "功放", "media_player", "receiver"), E("media_player.home_theater_receiver", "media_player.turn_on"))
    add("把投影幕布打开", C("打开", "投影幕布", "cover"), E("cover.home_theater_screen", "cover.open_cover"))
    add("打开左床头灯", C("打开", "左床头灯", "light"), E("light.master_bedroom_bedside_left", ON))
    add("右床头灯关掉", C("关闭", "右床头灯", "light"), E("light.master_bedroom_bedside_right", OFF))
    add("把遮光帘拉上", C("关闭", "遮光帘", "cover"), E("cover.master_bedroom_blackout_blind", "cover.close_cover"))
    add("床头插座断电", C("关闭", "床头插座", "switch", "outlet"), E("switch.master_bedroom_bedside_outlet", "switch.turn_off"))
    add("打开浴室灯", C("打开", "浴室灯", "light"), E("light.master_bathroom_light", ON))
    add("镜前灯开一下", C("打开", "镜前灯", "light"), E("light.master_bathroom_mirror_light", ON))
    add("开浴霸", C("打开", "浴霸", "climate"), E("climate.master_bathroom_bath_heater", "climate.turn_on"))
    add("打开毛巾架", C("打开", "毛巾架", "switch"), E("switch.master_bathroom_towel_rail", "switch.turn_on"))
    add("打开米家台灯", C("打开", "米家台灯", "light"), E("light.second_bedroom_desk_lamp", ON))
    add("小夜灯关了", C("关闭", "小夜灯", "light"), E("light.kids_room_night_light", OFF))
    add("打开星空灯", C("打开", "星空灯", "light"), E("light.kids_room_star_projector", ON))
    add("开一下儿童房地暖", C("打开", "儿童房地暖", "climate"), E("climate.kids_room_floor_heating", "climate.turn_on"))
    add("把净化器童锁关掉", C("关闭", "净化器童锁", "switch"), E("switch.kids_room_purifier_child_lock", "switch.turn_off"))
    add("打开故事机", C("打开", "故事机", "media_player", "speaker"), E("media_player.kids_room_story_player", "media_player.turn_on"))
    add("打开屏幕挂灯", C("打开", "屏幕挂灯", "light"), E("light.study_monitor_light", ON))
    add("书房地暖打开", C("打开", "书房地暖", "climate"), E("climate.study_floor_heating", "climate.turn_on"))
    add("把百叶窗打开", C("打开", "百叶窗", "cover", "blind"), E("cover.study_blind", "cover.open_cover"))
    add("关掉电脑插座", C("关闭", "电脑插座", "switch", "outlet"), E("switch.study_computer_outlet", "switch.turn_off"))
    add("书房音箱继续播放", C("继续播放", "书房音箱", "media_player", "speaker"), E("media_player.study_speaker", "media_player.media_play"))
    add("打开阳台灯", C("打开", "阳台灯", "light"), E("light.balcony_light", ON), tags=["name_vs_room"])
    add("洗衣机打开", C("打开", "洗衣机", "switch"), E("switch.balcony_washing_machine", "switch.turn_on"))
    add("植物灯关掉", C("关闭", "植物灯", "light"), E("light.balcony_plant_light", OFF))
    add("打开楼梯灯", C("打开", "楼梯灯", "light"), E("light.stairs_light", ON))
    add("让二楼扫地机开始扫地", C("开始清扫", "二楼扫地机", "vacuum"), E("vacuum.upstairs_vacuum", "vacuum.start"))
    add("打开圣诞树", C("打开", "圣诞树", "switch"), E("switch.christmas_tree", "switch.turn_on"))
    add("把新灯泡关了", C("关闭", "新灯泡", "light"), E("light.new_bulb", OFF))
    add("打开阳台晾衣架", C("打开", "阳台晾衣架", "cover"), E("cover.balcony_clothes_airer", "cover.open_cover"))
    add("执行回家模式", C("执行", "回家模式", "scene"), E("scene.welcome_home", "scene.turn_on"))
    add("开启观影模式", C("开启", "观影模式", "scene"), E("scene.movie_mode", "scene.turn_on"))
    add("启动派对模式", C("启动", "派对模式", "scene"), E("scene.party_mode", "scene.turn_on"))
    add("切换到阅读模式", C("切换", "阅读模式", "scene"), E("scene.reading_mode", "scene.turn_on"))
    add("开启用餐模式", C("开启", "用餐模式", "scene"), E("scene.dinner_mode", "scene.turn_on"))
    add("运行晚安", C("执行", "晚安", "script"), E("script.good_night", "script.turn_on"))
    add("运行浇花十分钟", C("执行", "浇花十分钟", "script"), E("script.water_the_garden", "script.turn_on"))
    add("开始洗碗", C("开始", "开始洗碗", "button"), E("button.kitchen_dishwasher_start", "button.press"))
    add("升降桌站立", C("执行", "升降桌站立", "button"), E("button.study_desk_stand_up", "button.press"))
    add("撤防", C("撤防", None, "alarm_control_panel"), E("alarm_control_panel.home_security", "alarm_control_panel.alarm_disarm"))
    add("开启离家布防", C("离家布防", None, "alarm_control_panel"), E("alarm_control_panel.home_security", "alarm_control_panel.alarm_arm_away"))
    add("在购物清单里加上牛奶", C("添加", "购物清单", "todo", params={"item": "牛奶"}),
        E("todo.shopping_list", "todo.add_item", data={"item": "牛奶"}))
    add("家务清单添加擦窗户", C("添加", "家务清单", "todo", params={"item": "擦窗户"}),
        E("todo.chores", "todo.add_item", data={"item": "擦窗户"}))

    # ---- nicknames ----------------------------------------------------------------------------
    add("打开老伙计", C("打开", "老伙计", "Unknown"), E("light.study_desk_lamp", ON))
    add("老伙计关一下", C("关闭", "老伙计", "Unknown"), E("light.study_desk_lamp", OFF))
    add("把老伙计调到50%", C("调到", "老伙计", "Unknown", params={"brightness_pct": 50}),
        E("light.study_desk_lamp", ON, data={"brightness_pct": 50}))
    add("打开大白", C("打开", "大白", "Unknown"), E("light.living_room_floor_lamp", ON))
    add("大白关掉", C("关闭", "大白", "Unknown"), E("light.living_room_floor_lamp", OFF))
    add("把大白换成红色", C("设置颜色", "大白", "Unknown", params={"color_name": "red"}),
        E("light.living_room_floor_lamp", ON, data={"color_name": "red"}))
    add("小黑暂停一下", C("暂停", "小黑", "Unknown"), E("media_player.master_bedroom_speaker", "media_player.media_pause"))
    add("小黑下一首", C("下一首", "小黑", "Unknown"), E("media_player.master_bedroom_speaker", "media_player.media_next_track"))
    add("小黑音量调到30", C("调音量", "小黑", "Unknown", params={"volume_level": 0.3}),
        E("media_player.master_bedroom_speaker", "media_player.volume_set", data={"volume_level": 0.3}))
    add("让小黑放周杰伦的歌", C("播放", "小黑", "Unknown", params={"search_query": "周杰伦"}),
        E("media_player.master_bedroom_speaker", "media_player.play_media", data={"search_query": "周杰伦"}))
    add("小扫开始打扫", C("开始清扫", "小扫", "Unknown"), E("vacuum.robot_vacuum", "vacuum.start"))
    add("让小扫回去充电", C("回充", "小扫", "Unknown"), E("vacuum.robot_vacuum", "vacuum.return_to_base"))
    add("打开小扫", C("打开", "小扫", "Unknown"), E("vacuum.robot_vacuum", "vacuum.start"))
    add("小扫停一下", C("暂停", "小扫", "Unknown"), E("vacuum.robot_vacuum", "vacuum.pause"))
    add("阿福去割草", C("开始割草", "阿福", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"))
    add("让阿福回去", C("返回", "阿福", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.dock"))
    add("小度暂停", C("暂停", "小度", "Unknown"), E("media_player.kids_room_story_player", "media_player.media_pause"))
    add("小度声音小一点", C("调小音量", "小度", "Unknown"), E("media_player.kids_room_story_player", "media_player.volume_down"))
    add("客厅老伙计打开", C("打开", "客厅老伙计", "Unknown"), E("fan.study_old_fan", "fan.turn_on"), tags=["room_word_in_name"])
    add("打开客厅的老伙计", C("打开", "老伙计", "Unknown", inc=["客厅"]), E("fan.study_old_fan", "fan.turn_on"),
        tags=["room_word_in_name"])
    add("客厅老伙计摇头", C("摇头", "客厅老伙计", "Unknown", params={"oscillating": True}),
        E("fan.study_old_fan", "fan.oscillate", data={"oscillating": True}), tags=["room_word_in_name"])
    add("书房的老伙计亮一点", C("调亮", "老伙计", "Unknown", inc=["书房"]), E("light.study_desk_lamp", ON))

    # ---- aliases ------------------------------------------------------------------------------
    add("打开大灯", C("打开", "大灯", "light"), E("light.living_room_ceiling", ON))
    add("把主灯关了", C("关闭", "主灯", "light"), E("light.living_room_ceiling", OFF))
    add("落地灯打开", C("打开", "落地灯", "light"), E("light.living_room_floor_lamp", ON))
    add("打开电视背景灯", C("打开", "电视背景灯", "light"), E("light.living_room_light_strip", ON))
    add("把氛围灯调成蓝色", C("设置颜色", "氛围灯", "light", params={"color_name": "blue"}),
        E("light.living_room_light_strip", ON, data={"color_name": "blue"}))
    add("开吊灯", C("打开", "吊灯", "light"), E("light.dining_room_chandelier", ON))
    add("操作台灯打开", C("打开", "操作台灯", "light"), E("light.kitchen_cabinet_light", ON))
    add("抽油烟机开一下", C("打开", "抽油烟机", "fan"), E("fan.kitchen_range_hood", "fan.turn_on"))
    add("冷藏室温度调到3度", C("调到", "冷藏室温度", "number", params={"value": 3}),
        E("number.kitchen_fridge_temperature", "number.set_value", data={"value": 3}))
    add("关掉煤气阀", C("关闭", "煤气阀", "valve", "gas"), E("valve.kitchen_gas_valve", "valve.close_valve"))
    add("把后门锁上", C("上锁", "后门", "lock"), E("lock.back_door", "lock.lock"))
    add("把入户门锁上", C("上锁", "入户门", "lock"), E("lock.front_door", "lock.lock"))
    add("打开门锁", C("解锁", "门锁", "lock"), E("lock.front_door", "lock.unlock"))
    add("门厅灯开一下", C("打开", "门厅灯", "light"), E("light.entrance_light", ON))
    add("关掉报警器", C("关闭", "报警器", "siren"), E("siren.entrance_siren", "siren.turn_off"))
    add("换气扇打开", C("打开", "换气扇", "fan"), E("fan.guest_bathroom_exhaust", "fan.turn_on"))
    add("打开起夜灯", C("打开", "起夜灯", "light"), E("light.elder_room_night_light", ON))
    add("院子灯打开", C("打开", "院子灯", "light"), E("light.garden_lights", ON))
    add("打开水景", C("打开", "水景", "switch"), E("switch.garden_fountain", "switch.turn_on"))
    add("自动浇水打开", C("打开", "自动浇水", "valve"), E("valve.garden_irrigation", "valve.open_valve"))
    add("打开割草机", C("打开", "割草机", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"))
    add("打开大院门", C("打开", "大院门", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"))
    add("把卷帘门关上", C("关闭", "卷帘门", "cover"), E("cover.garage_door", "cover.close_cover"))
    add("开始电车充电", C("打开", "电车充电", "switch"), E("switch.garage_ev_charger", "switch.turn_on"))
    add("车库进户门锁上", C("上锁", "车库进户门", "lock"), E("lock.garage_entry_door", "lock.lock"))
    add("关闭进水总阀", C("关闭", "进水总阀", "valve", "water"), E("valve.main_water_valve", "valve.close_valve"))
    add("抽湿机开一下", C("打开", "抽湿机", "humidifier", "dehumidifier"), E("humidifier.storage_room_dehumidifier", "humidifier.turn_on"))
    add("打开投影", C("打开", "投影", "media_player"), E("media_player.home_theater_projector", "media_player.turn_on"))
    add("打开幕布", C("打开", "幕布", "cover"), E("cover.home_theater_screen", "cover.open_cover"))
    add("电风扇打开", C("打开", "电风扇", "fan"), E("fan.master_bedroom_fan", "fan.turn_on"))
    add("小爱音箱暂停", C("暂停", "小爱音箱", "media_player", "speaker"), E("media_player.master_bedroom_speaker", "media_player.media_pause"))
    add("镜子灯关掉", C("关闭", "镜子灯", "light"), E("light.master_bathroom_mirror_light", OFF))
    add("打开暖风机", C("打开", "暖风机", "climate"), E("climate.master_bathroom_bath_heater", "climate.turn_on"))
    add("电热水器调到50度", C("调到", "电热水器", "water_heater", params={"temperature": 50}),
        E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature", data={"temperature": 50}))
    add("燃气热水器切到节能模式", C("设置模式", "燃气热水器", "water_heater", params={"operation_mode": "eco"}),
        E("water_heater.kitchen_water_heater", "water_heater.set_operation_mode", data={"operation_mode": "eco"}))
    add("电热毛巾架打开", C("打开", "电热毛巾架", "switch"), E("switch.master_bathroom_towel_rail", "switch.turn_on"))
    add("打开星空投影", C("打开", "星空投影", "light"), E("light.kids_room_star_projector", ON))
    add("显示器灯打开", C("打开", "显示器灯", "light"), E("light.study_monitor_light", ON))
    add("把百叶帘拉上", C("关闭", "百叶帘", "cover", "blind"), E("cover.study_blind", "cover.close_cover"))
    add("桌子高度调到110", C("调到", "桌子高度", "number", params={"value": 110}),
        E("number.study_desk_height", "number.set_value", data={"value": 110}))
    add("切换到站立模式", C("切换", "站立模式", "button"), E("button.study_desk_stand_up", "button.press"))
    add("补光灯关掉", C("关闭", "补光灯", "light"), E("light.balcony_plant_light", OFF))
    add("晾衣杆调到一半", C("调到", "晾衣杆", "cover", params={"position": 50}),
        E("cover.balcony_clothes_airer", "cover.set_cover_position", data={"position": 50}))
    add("把安防系统撤防", C("撤防", "安防系统", "alarm_control_panel"), E("alarm_control_panel.home_security", "alarm_control_panel.alarm_disarm"))
    add("往买菜清单里加个鸡蛋", C("添加", "买菜清单", "todo", params={"item": "鸡蛋"}),
        E("todo.shopping_list", "todo.add_item", data={"item": "鸡蛋"}))
    add("我回来了", C(None, "我回来了", "scene"), E("scene.welcome_home", "scene.turn_on"))
    add("我要睡觉了", C(None, "睡觉了", "script"), E("script.good_night", "script.turn_on"))
    add("执行全屋关灯", C("执行", "全屋关灯", "script"), E("script.all_lights_off", "script.turn_on"))
    add("打开吃饭模式", C("打开", "吃饭模式", "scene"), E("scene.dinner_mode", "scene.turn_on"))

    # ---- partial names, duplicate names resolved by the room ----------------------------------
    add("打开主卧的台灯", C("打开", "台灯", "light", inc=["主卧"]), E("light.master_bedroom_desk_lamp", ON))
    add("打开次卧的台灯", C("打开", "台灯", "light", inc=["次卧"]), E("light.second_bedroom_desk_lamp", ON))
    add("书房的台灯打开", C("打开", "台灯", "light", inc=["书房"]), E("light.study_desk_lamp", ON), tags=["device_name"])
    add("老人房台灯关掉", C("关闭", "台灯", "light", inc=["老人房"]), E("light.elder_room_desk_lamp", OFF))
    add("把儿童房台灯调到40%", C("调到", "台灯", "light", inc=["儿童房"], params={"brightness_pct": 40}),
        E("light.kids_room_desk_lamp", ON, data={"brightness_pct": 40}))
    add("打开厨房的吸顶灯", C("打开", "吸顶灯", "light", inc=["厨房"]), E("light.kitchen_ceiling", ON))
    add("关掉书房吸顶灯", C("关闭", "吸顶灯", "light", inc=["书房"]), E("light.study_ceiling", OFF))
    add("次卧吸顶灯开一下", C("打开", "吸顶灯", "light", inc=["次卧"]), E("light.second_bedroom_ceiling", ON))
    add("主卧吸顶灯调到最亮", C("调到", "吸顶灯", "light", inc=["主卧"], params={"brightness_pct": 100}),
        E("light.master_bedroom_ceiling", ON, data={"brightness_pct": 100}))
    add("打开老人房的空调", C("打开", "空调", "climate", inc=["老人房"]), E("climate.elder_room_ac", "climate.turn_on"))
    add("关闭影音室空调", C("关闭", "空调", "climate", inc=["影音室"]), E("climate.home_theater_ac", "climate.turn_off"))
    add("把儿童房的窗帘拉开", C("打开", "窗帘", "cover", "curtain", inc=["儿童房"]), E("cover.kids_room_curtain", "cover.open_cover"))
    add("主卧窗帘关上", C("关闭", "窗帘", "cover", "curtain", inc=["主卧"]), E("cover.master_bedroom_curtain", "cover.close_cover"))
    add("把客厅纱帘拉上", C("关闭", "纱帘", "cover", "curtain", inc=["客厅"]), E("cover.living_room_sheer", "cover.close_cover"))
    add("餐厅的筒灯打开", C("打开", "筒灯", "light", inc=["餐厅"]), E("light.dining_room_downlight", ON))
    add("走廊筒灯关掉", C("关闭", "筒灯", "light", inc=["走廊"]), E("light.hallway_downlight", OFF))
    add("把客厅的筒灯都打开", C("打开", "筒灯", "light", q="all", inc=["客厅"]),
        E(["light.living_room_downlight_1", "light.living_room_downlight_2"], ON, q="all"))
    add("主卧的床头灯都打开", C("打开", "床头灯", "light", q="all", inc=["主卧"]),
        E(["light.master_bedroom_bedside_left", "light.master_bedroom_bedside_right"], ON, q="all"))
    add("打开主卧的灯带", C("打开", "灯带", "light", inc=["主卧"]), E("light.master_bedroom_light_strip", ON))
    add("影音室灯带调成紫色", C("设置颜色", "灯带", "light", inc=["影音室"], params={"color_name": "purple"}),
        E("light.home_theater_light_strip", ON, data={"color_name": "purple"}))
    add("客厅灯带开一下", C("打开", "灯带", "light", inc=["客厅"]), E("light.living_room_light_strip", ON))
    add("书房的智能插座关掉", C("关闭", "智能插座", "switch", "outlet", inc=["书房"]), E("switch.study_outlet", "switch.turn_off"))
    add("厨房插座打开", C("打开", "插座", "switch", "outlet", inc=["厨房"]), E("switch.kitchen_outlet", "switch.turn_on"))
    add("儿童房的净化器开一下", C("打开", "净化器", "fan", inc=["儿童房"]), E("fan.kids_room_air_purifier", "fan.turn_on"))
    add("客厅空气净化器调到睡眠模式", C("设置模式", "空气净化器", "fan", inc=["客厅"], params={"preset_mode": "Sleep"}),
        E("fan.living_room_air_purifier", "fan.set_preset_mode", data={"preset_mode": "Sleep"}))
    add("主卧加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["主卧"]),
        E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"))
    add("厨房热水器调到45度", C("调到", "热水器", "water_heater", inc=["厨房"], params={"temperature": 45}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature", data={"temperature": 45}))
    add("客厅地暖打开", C("打开", "客厅地暖", "climate"), E("climate.living_room_floor_heating", "climate.turn_on"))
    add("把书房的地暖调到22度", C("调到", "地暖", "climate", inc=["书房"], params={"temperature": 22}),
        E("climate.study_floor_heating", "climate.set_temperature", data={"temperature": 22}))
    add("儿童房地暖关了", C("关闭", "儿童房地暖", "climate"), E("climate.kids_room_floor_heating", "climate.turn_off"))
    add("扫地机器人开始扫地", C("开始清扫", "扫地机器人", "vacuum"), E("vacuum.robot_vacuum", "vacuum.start"))
    # The only window covering of the study is a venetian blind, of the dining room a roller
    # blind: 窗帘 is what people call them (a label judgement: HA would find no curtain).
    add("打开书房的窗帘", C("打开", "窗帘", "cover", "curtain", inc=["书房"]), E("cover.study_blind", "cover.open_cover"),
        tags=["type_word"])
    add("把餐厅的窗帘放下来", C("关闭", "窗帘", "cover", "curtain", inc=["餐厅"]), E("cover.dining_room_blind", "cover.close_cover"),
        tags=["type_word"])
    add("冰箱冷藏调到5度", C("调到", "冰箱冷藏", "number", params={"value": 5}),
        E("number.kitchen_fridge_temperature", "number.set_value", data={"value": 5}))

    # ---- rooms by alias -----------------------------------------------------------------------
    add("把起居室的灯关掉", C("关闭", None, "light", q="all", inc=["起居室"]), E(L("living_room"), OFF, q="all"))
    add("饭厅的灯打开", C("打开", None, "light", q="all", inc=["饭厅"]), E(L("dining_room"), ON, q="all"))
    add("爸妈房间的空调打开", C("打开", "空调", "climate", inc=["爸妈房间"]), E("climate.elder_room_ac", "climate.turn_on"))
    add("后院的灯都打开", C("打开", None, "light", q="all", inc=["后院"]), E(L("garden"), ON, q="all"))
    add("大卧室窗帘拉上", C("关闭", "窗帘", "cover", "curtain", inc=["大卧室"]), E("cover.master_bedroom_curtain", "cover.close_cover"))
    add("客房的空调调到25度", C("调到", "空调", "climate", inc=["客房"], params={"temperature": 25}),
        E("climate.second_bedroom_ac", "climate.set_temperature", data={"temperature": 25}))
    add("宝宝房的加湿器关掉", C("关闭", "加湿器", "humidifier", "humidifier", inc=["宝宝房"]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_off"))
    add("办公室的灯全关了", C("关闭", None, "light", q="all", inc=["办公室"]), E(L("study"), OFF, q="all"))
    add("露台的灯打开", C("打开", None, "light", q="all", inc=["露台"]), E(L("balcony"), ON, q="all"))
    add("过道的灯开一下", C("打开", None, "light", q="all", inc=["过道"]), E(L("hallway"), ON, q="all"))
    add("停车库的灯打开", C("打开", None, "light", q="all", inc=["停车库"]), E(L("garage"), ON, q="all"))
    add("杂物间的灯关了", C("关闭", None, "light", q="all", inc=["杂物间"]), E(L("storage_room"), OFF, q="all"))
    add("家庭影院的灯都关掉", C("关闭", None, "light", q="all", inc=["家庭影院"]), E(L("home_theater"), OFF, q="all"))
    add("主卧卫生间的灯打开", C("打开", None, "light", q="all", inc=["主卧卫生间"]), E(L("master_bathroom"), ON, q="all"))
    add("灶间的灯关掉", C("关闭", None, "light", q="all", inc=["灶间"]), E(L("kitchen"), OFF, q="all"))
    add("小孩房窗帘打开", C("打开", "窗帘", "cover", "curtain", inc=["小孩房"]), E("cover.kids_room_curtain", "cover.open_cover"))
    add("放映室空调调到24度", C("调到", "空调", "climate", inc=["放映室"], params={"temperature": 24}),
        E("climate.home_theater_ac", "climate.set_temperature", data={"temperature": 24}))
    add("工作间的屏幕挂灯关掉", C("关闭", "屏幕挂灯", "light", inc=["工作间"]), E("light.study_monitor_light", OFF))
    add("厕所排气扇关了", C("关闭", "排气扇", "fan", inc=["厕所"]), E("fan.guest_bathroom_exhaust", "fan.turn_off"))
    add("入户的灯打开", C("打开", None, "light", q="all", inc=["入户"]), E(L("entrance"), ON, q="all"))

    # ---- whole rooms by name ------------------------------------------------------------------
    add("把客厅的灯关了", C("关闭", None, "light", q="all", inc=["客厅"]), E(L("living_room"), OFF, q="all"))
    add("打开阳台的灯", C("打开", None, "light", q="all", inc=["阳台"]), E(L("balcony"), ON, q="all"), tags=["name_vs_room"])
    add("儿童房的灯全打开", C("打开", None, "light", q="all", inc=["儿童房"]), E(L("kids_room"), ON, q="all"))
    add("主卧的灯调暗一点", C("调暗", None, "light", q="all", inc=["主卧"]), E(L("master_bedroom"), ON, q="all"))
    add("把书房的灯调到50%", C("调到", None, "light", q="all", inc=["书房"], params={"brightness_pct": 50}),
        E(L("study"), ON, q="all", data={"brightness_pct": 50}))
    add("客厅的窗帘和纱帘都打开", C("打开", None, "cover", "curtain", q="all", inc=["客厅"]),
        E(CURTAINS(areas=["living_room"]), "cover.open_cover", q="all"))

    # ---- floors -------------------------------------------------------------------------------
    add("楼上的窗帘全拉上", C("关闭", None, "cover", "curtain", q="all", inc=["楼上"]),
        E(CURTAINS(floors=[UP]), "cover.close_cover", q="all"))
    add("楼下的灯都关掉", C("关闭", None, "light", q="all", inc=["楼下"]), E(h.pick("light", floors=[DOWN]), OFF, q="all"))
    add("把二楼的灯全打开", C("打开", None, "light", q="all", inc=["二楼"]), E(h.pick("light", floors=[UP]), ON, q="all"))
    add("地下室的灯关掉", C("关闭", None, "light", q="all", inc=["地下室"]), E(h.pick("light", floors=[B1]), OFF, q="all"))
    add("一楼的空调都关了", C("关闭", "空调", "climate", q="all", inc=["一楼"]), E(AC(floors=[DOWN]), "climate.turn_off", q="all"))
    add("楼上所有空调打开", C("打开", "空调", "climate", q="all", inc=["楼上"]), E(AC(floors=[UP]), "climate.turn_on", q="all"))
    add("负一楼的灯打开", C("打开", None, "light", q="all", inc=["负一楼"]), E(h.pick("light", floors=[B1]), ON, q="all"))
    add("楼上的空调都调到26度", C("调到", "空调", "climate", q="all", inc=["楼上"], params={"temperature": 26}),
        E(AC(floors=[UP]), "climate.set_temperature", q="all", data={"temperature": 26}))
    add("二层窗帘都打开", C("打开", None, "cover", "curtain", q="all", inc=["二层"]),
        E(CURTAINS(floors=[UP]), "cover.open_cover", q="all"))
    add("楼下窗帘全部关上", C("关闭", None, "cover", "curtain", q="all", inc=["楼下"]),
        E(CURTAINS(floors=[DOWN]), "cover.close_cover", q="all"))
    add("楼上的地暖都关掉", C("关闭", "地暖", "climate", q="all", inc=["楼上"]),
        E(h.pick("climate", floors=[UP], where=lambda e: "地暖" in e["name"]), "climate.turn_off", q="all"))
    add("B1的灯全关了", C("关闭", None, "light", q="all", inc=["B1"]), E(h.pick("light", floors=[B1]), OFF, q="all"))

    # ---- all / everywhere ---------------------------------------------------------------------
    add("把家里所有的灯都关了", C("关闭", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, OFF, q="all"))
    add("全屋的灯都打开", C("打开", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, ON, q="all"))
    add("关掉所有的灯", C("关闭", None, "light", q="all"), E(ALL_LIGHTS, OFF, q="all"), tags=["not_the_script"])
    add("全屋的窗帘都打开", C("打开", None, "cover", "curtain", q="all", inc=["*"]), E(CURTAINS(), "cover.open_cover", q="all"))
    add("所有窗帘都关上", C("关闭", None, "cover", "curtain", q="all"), E(CURTAINS(), "cover.close_cover", q="all"))
    add("所有空调都关掉", C("关闭", "空调", "climate", q="all"), E(AC(), "climate.turn_off", q="all"))
    add("家里所有的门都锁上", C("上锁", None, "lock", q="all", inc=["*"]), E(h.pick("lock"), "lock.lock", q="all"))
    add("所有的地暖都打开", C("打开", "地暖", "climate", q="all"),
        E(h.pick("climate", where=lambda e: "地暖" in e["name"]), "climate.turn_on", q="all"))
    add("家里的加湿器都关掉", C("关闭", "加湿器", "humidifier", "humidifier", q="all", inc=["*"]),
        E(h.pick("humidifier", dc="humidifier"), "humidifier.turn_off", q="all"))
    add("全屋空调都调到制冷", C("设置模式", "空调", "climate", q="all", inc=["*"], params={"hvac_mode": "cool"}),
        E(AC(), "climate.set_hvac_mode", q="all", data={"hvac_mode": "cool"}))

    # ---- except -------------------------------------------------------------------------------
    add("除了主卧，其他房间的灯都关掉", C("关闭", None, "light", q="except", exc=["主卧"]),
        E(h.pick("light", not_areas=["master_bedroom"]), OFF, q="except"))
    add("除了儿童房，把楼上的灯都关了", C("关闭", None, "light", q="except", inc=["楼上"], exc=["儿童房"]),
        E(h.pick("light", floors=[UP], not_areas=["kids_room"]), OFF, q="except"))
    add("除了客厅，其他地方的窗帘都拉上", C("关闭", None, "cover", "curtain", q="except", exc=["客厅"]),
        E(CURTAINS(not_areas=["living_room"]), "cover.close_cover", q="except"))
    add("除了书房，所有空调都关掉", C("关闭", "空调", "climate", q="except", exc=["书房"]),
        E(AC(not_areas=["study"]), "climate.turn_off", q="except"))
    add("除了楼上，家里的灯都关掉", C("关闭", None, "light", q="except", exc=["楼上"]),
        E(h.pick("light", not_floors=[UP]), OFF, q="except"))
    add("除了地下室，其他灯全开", C("打开", None, "light", q="except", exc=["地下室"]),
        E(h.pick("light", not_floors=[B1]), ON, q="except"))
    add("楼下除了厨房，灯都打开", C("打开", None, "light", q="except", inc=["楼下"], exc=["厨房"]),
        E(h.pick("light", floors=[DOWN], not_areas=["kitchen"]), ON, q="except"))
    add("除了老人房和儿童房，其他的空调都关了", C("关闭", "空调", "climate", q="except", exc=["老人房", "儿童房"]),
        E(AC(not_areas=["elder_room", "kids_room"]), "climate.turn_off", q="except"))
    add("除了走廊，楼上其他的灯都关掉", C("关闭", None, "light", q="except", inc=["楼上"], exc=["走廊"]),
        E(h.pick("light", floors=[UP], not_areas=["hallway"]), OFF, q="except"))
    add("打开除客厅以外的灯", C("打开", None, "light", q="except", exc=["客厅"]),
        E(h.pick("light", not_areas=["living_room"]), ON, q="except"))
    add("除了一楼，别的窗帘都打开", C("打开", None, "cover", "curtain", q="except", exc=["一楼"]),
        E(CURTAINS(not_floors=[DOWN]), "cover.open_cover", q="except"))
    add("除了主卧，其他空调都调到27度", C("调到", "空调", "climate", q="except", exc=["主卧"], params={"temperature": 27}),
        E(AC(not_areas=["master_bedroom"]), "climate.set_temperature", q="except", data={"temperature": 27}))

    # ---- satellite area context ---------------------------------------------------------------
    add("关灯", C("关闭", None, "light", q="all"), E(L("living_room"), OFF, q="all"), ctx="living_room")
    add("把灯打开", C("打开", None, "light", q="all"), E(L("master_bedroom"), ON, q="all"), ctx="master_bedroom")
    add("开灯", C("打开", None, "light", q="all"), E(L("kitchen"), ON, q="all"), ctx="kitchen")
    add("灯调暗一点", C("调暗", None, "light", q="all"), E(L("study"), ON, q="all"), ctx="study")
    add("打开台灯", C("打开", "台灯", "light"), E("light.kids_room_desk_lamp", ON), ctx="kids_room")
    add("打开空调", C("打开", "空调", "climate"), E("climate.elder_room_ac", "climate.turn_on"), ctx="elder_room")
    add("空调调到26度", C("调到", "空调", "climate", params={"temperature": 26}),
        E("climate.master_bedroom_ac", "climate.set_temperature", data={"temperature": 26}), ctx="master_bedroom")
    add("把窗帘打开", C("打开", "窗帘", "cover", "curtain"), E("cover.second_bedroom_curtain", "cover.open_cover"), ctx="second_bedroom")
    add("打开筒灯", C("打开", "筒灯", "light"), E("light.dining_room_downlight", ON), ctx="dining_room")
    add("筒灯关掉", C("关闭", "筒灯", "light"), E("light.hallway_downlight", OFF), ctx="hallway")
    add("关一下灯", C("关闭", None, "light", q="all"), E(L("garage"), OFF, q="all"), ctx="garage")
    add("灯都打开", C("打开", None, "light", q="all"), E(L("balcony"), ON, q="all"), ctx="balcony")
    add("把窗帘拉上", C("关闭", "窗帘", "cover", "curtain"), E("cover.kids_room_curtain", "cover.close_cover"), ctx="kids_room")
    add("暂停音乐", C("暂停", None, "media_player"), E("media_player.master_bedroom_speaker", "media_player.media_pause"),
        ctx="master_bedroom")
    add("温度多少", C("查询", None, "sensor", "temperature"), E("sensor.study_temperature", None), ctx="study")
    add("这里湿度多少", C("查询", None, "sensor", "humidity"), E("sensor.kids_room_humidity", None), ctx="kids_room")
    add("加湿器打开", C("打开", "加湿器", "humidifier", "humidifier"), E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"),
        ctx="master_bedroom")
    add("打开加湿器", C("打开", "加湿器", "humidifier", "humidifier"), E("humidifier.kids_room_humidifier", "humidifier.turn_on"),
        ctx="kids_room")
    add("打开电视", C("打开", "电视", "media_player", "tv"), E("media_player.living_room_tv", "media_player.turn_on"), ctx="living_room")
    add("把客厅的灯关了吧", C("关闭", None, "light", q="all", inc=["客厅"]), E(L("living_room"), OFF, q="all"), ctx="study",
        tags=["scope_over_satellite"])
    add("把家里的灯全部关掉", C("关闭", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, OFF, q="all"), ctx="master_bedroom")
    add("打开吸顶灯", C("打开", "吸顶灯", "light"), E("light.study_ceiling", ON), ctx="study")
    add("地暖调到20度", C("调到", "地暖", "climate", params={"temperature": 20}),
        E("climate.living_room_floor_heating", "climate.set_temperature", data={"temperature": 20}), ctx="living_room")
    add("打开净化器", C("打开", "净化器", "fan"), E("fan.kids_room_air_purifier", "fan.turn_on"), ctx="kids_room")
    add("窗帘开一半", C("调到", "窗帘", "cover", "curtain", params={"position": 50}),
        E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 50}), ctx="elder_room")

    # ---- references with history --------------------------------------------------------------
    add("它再调暗一点", C("调暗", ref=True), E("light.master_bedroom_desk_lamp", ON), hist=["打开主卧的台灯"])
    add("把它亮度调到30%", C("调到", ref=True, params={"brightness_pct": 30}),
        E("light.study_desk_lamp", ON, data={"brightness_pct": 30}), hist=["打开老伙计"])
    add("帮我把它关上", C("关闭", ref=True), E("cover.study_blind", "cover.close_cover"), hist=["书房的百叶窗开着吗"])
    add("把它调到24度", C("调到", ref=True, params={"temperature": 24}),
        E("climate.living_room_ac", "climate.set_temperature", data={"temperature": 24}), hist=["打开客厅的空调"])
    add("把它调到25度", C("调到", ref=True, params={"temperature": 25}),
        E("climate.study_ac", "climate.set_temperature", data={"temperature": 25}), hist=["关掉书房的灯", "打开书房的空调"])
    add("把它们都关掉", C("关闭", q="all", ref=True), E(L("kids_room"), OFF, q="all"), hist=["把儿童房的灯都打开"])
    add("把它声音调小点", C("调小音量", ref=True), E("media_player.master_bedroom_speaker", "media_player.volume_down"),
        hist=["小黑继续播放"])
    add("再把它关上", C("关闭", ref=True), E("cover.garage_door", "cover.close_cover"), hist=["打开车库门"])
    add("那把它锁上", C("上锁", ref=True), E("lock.front_door", "lock.lock"), hist=["大门锁了吗"])
    add("那个调到最亮", C("调到", ref=True, params={"brightness_pct": 100}),
        E("light.dining_room_chandelier", ON, data={"brightness_pct": 100}), hist=["打开餐吊灯"])
    add("把它换成蓝色", C("设置颜色", ref=True, params={"color_name": "blue"}),
        E("light.living_room_floor_lamp", ON, data={"color_name": "blue"}), hist=["打开大白"])
    add("再把它打开一半", C("调到", ref=True, params={"position": 50}),
        E("cover.master_bedroom_curtain", "cover.set_cover_position", data={"position": 50}),
        hist=["打开主卧空调", "把主卧窗帘拉上"])
    add("让它回去充电", C("回充", ref=True), E("vacuum.robot_vacuum", "vacuum.return_to_base"), hist=["小扫开始打扫"])
    add("让它停一下", C("暂停", ref=True), E("lawn_mower.garden_mower", "lawn_mower.pause"), hist=["阿福去割草"])
    add("把它声音调到20", C("调音量", ref=True, params={"volume_level": 0.2}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.2}), hist=["打开客厅电视"])
    add("把它们关上", C("关闭", q="all", ref=True), E(CURTAINS(floors=[UP]), "cover.close_cover", q="all"),
        hist=["打开楼上的窗帘"])
    add("再调亮一点", C("调亮", ref=True), E("light.study_desk_lamp", ON), hist=["打开书房的台灯"], tags=["ellipsis"])
    add("刚才那个关掉", C("关闭", ref=True), E("switch.christmas_tree", "switch.turn_off"), hist=["打开圣诞树"])
    add("它开到50%", C("调到", ref=True, params={"percentage": 50}),
        E("fan.master_bedroom_fan", "fan.set_percentage", data={"percentage": 50}), hist=["打开主卧的风扇"])
    add("把它调成制热", C("设置模式", ref=True, params={"hvac_mode": "heat"}),
        E("climate.kids_room_ac", "climate.set_hvac_mode", data={"hvac_mode": "heat"}),
        hist=["儿童房温度多少", "打开儿童房空调"])
    add("主卧的吸顶灯", C(None, "吸顶灯", "light", inc=["主卧"]), E("light.master_bedroom_ceiling", ON),
        hist=["打开吸顶灯"], tags=["clarify_answer"])
    add("书房的", C(None, inc=["书房"]), E("climate.study_ac", "climate.turn_on"), hist=["打开空调"], tags=["clarify_answer"])
    add("它现在锁好了吗", C("查询", ref=True), E("lock.back_door", None), hist=["把后门锁上"])

    # ---- conditions ---------------------------------------------------------------------------
    add("如果客厅温度超过26度就开空调",
        C("打开", "空调", "climate", cond=[COND("temperature", ">", 26, "°C", inc=["客厅"])]),
        E("climate.living_room_ac", "climate.turn_on"), tags=["room_in_condition_only"])
    add("要是温度超过28度就打开空调",
        C("打开", "空调", "climate", cond=[COND("temperature", ">", 28, "°C")]),
        E("climate.living_room_ac", "climate.turn_on"), ctx="living_room")
    add("如果卫生间湿度超过70就打开排气扇",
        C("打开", "排气扇", "fan", cond=[COND("humidity", ">", 70, "%", inc=["卫生间"])]),
        E("fan.guest_bathroom_exhaust", "fan.turn_on"))
    add("储物间湿度高于60%的话打开除湿机",
        C("打开", "除湿机", "humidifier", "dehumidifier", cond=[COND("humidity", ">", 60, "%", inc=["储物间"])]),
        E("humidifier.storage_room_dehumidifier", "humidifier.turn_on"))
    add("如果主卧温度低于20度，把主卧空调调到制热",
        C("设置模式", "空调", "climate", inc=["主卧"], params={"hvac_mode": "heat"},
          cond=[COND("temperature", "<", 20, "°C", inc=["主卧"])]),
        E("climate.master_bedroom_ac", "climate.set_hvac_mode", data={"hvac_mode": "heat"}))
    add("室外温度低于10度的话打开客厅地暖",
        C("打开", "客厅地暖", "climate", cond=[COND("temperature", "<", 10, "°C", name="室外温度")]),
        E("climate.living_room_floor_heating", "climate.turn_on"))
    add("如果儿童房湿度低于40，就打开儿童房的加湿器",
        C("打开", "加湿器", "humidifier", "humidifier", inc=["儿童房"], cond=[COND("humidity", "<", 40, "%", inc=["儿童房"])]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_on"))
    add("书房温度超过27度就把书房空调打开",
        C("打开", "空调", "climate", inc=["书房"], cond=[COND("temperature", ">", 27, "°C", inc=["书房"])]),
        E("climate.study_ac", "climate.turn_on"))
    add("如果主卧湿度低于45%就开加湿器",
        C("打开", "加湿器", "humidifier", "humidifier", cond=[COND("humidity", "<", 45, "%", inc=["主卧"])]),
        E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"), tags=["room_in_condition_only"])
    add("客厅二氧化碳超过1000的话打开客厅的净化器",
        C("打开", "净化器", "fan", inc=["客厅"], cond=[COND("carbon_dioxide", ">", 1000, "ppm", inc=["客厅"])]),
        E("fan.living_room_air_purifier", "fan.turn_on"))
    add("老人房温度超过28度的话，老人房空调调到26度",
        C("调到", "空调", "climate", inc=["老人房"], params={"temperature": 26},
          cond=[COND("temperature", ">", 28, "°C", inc=["老人房"])]),
        E("climate.elder_room_ac", "climate.set_temperature", data={"temperature": 26}))
    add("如果土壤湿度低于30就打开浇花阀门",
        C("打开", "浇花阀门", "valve", "water", cond=[COND("moisture", "<", 30, "%", name="土壤湿度")]),
        E("valve.garden_irrigation", "valve.open_valve"))
    add("如果室外光照低于1000勒克斯就打开庭院灯",
        C("打开", "庭院灯", "light", cond=[COND("illuminance", "<", 1000, "lx", name="室外光照")]),
        E("light.garden_lights", ON))
    add("如果书房光照低于200就打开书房吸顶灯",
        C("打开", "吸顶灯", "light", inc=["书房"], cond=[COND("illuminance", "<", 200, "lx", inc=["书房"])]),
        E("light.study_ceiling", ON))
    add("次卧温度高于27度就把次卧空调调成制冷",
        C("设置模式", "空调", "climate", inc=["次卧"], params={"hvac_mode": "cool"},
          cond=[COND("temperature", ">", 27, "°C", inc=["次卧"])]),
        E("climate.second_bedroom_ac", "climate.set_hvac_mode", data={"hvac_mode": "cool"}))
    add("主卫湿度超过75的话把浴霸调到换气",
        C("设置模式", "浴霸", "climate", params={"hvac_mode": "fan_only"}, cond=[COND("humidity", ">", 75, "%", inc=["主卫"])]),
        E("climate.master_bathroom_bath_heater", "climate.set_hvac_mode", data={"hvac_mode": "fan_only"}))
    add("如果室外湿度高于80就关掉浇花阀门",
        C("关闭", "浇花阀门", "valve", "water", cond=[COND("humidity", ">", 80, "%", name="室外湿度")]),
        E("valve.garden_irrigation", "valve.close_valve"))

    # ---- several commands in one utterance ----------------------------------------------------
    add("关灯然后打开空调", [C("关闭", None, "light", q="all"), C("打开", "空调", "climate")],
        [E(L("master_bedroom"), OFF, q="all"), E("climate.master_bedroom_ac", "climate.turn_on")], ctx="master_bedroom")
    add("打开客厅电视，再把客厅灯关了",
        [C("打开", "客厅电视", "media_player", "tv"), C("关闭", None, "light", q="all", inc=["客厅"])],
        [E("media_player.living_room_tv", "media_player.turn_on"), E(L("living_room"), OFF, q="all")])
    add("关掉书房的空调和灯",
        [C("关闭", "空调", "climate", inc=["书房"]), C("关闭", None, "light", q="all", inc=["书房"])],
        [E("climate.study_ac", "climate.turn_off"), E(L("study"), OFF, q="all")])
    add("把主卧窗帘拉上，然后打开左床头灯",
        [C("关闭", "窗帘", "cover", "curtain", inc=["主卧"]), C("打开", "左床头灯", "light")],
        [E("cover.master_bedroom_curtain", "cover.close_cover"), E("light.master_bedroom_bedside_left", ON)])
    add("锁上大门，关掉玄关灯", [C("上锁", "大门", "lock"), C("关闭", "玄关灯", "light")],
        [E("lock.front_door", "lock.lock"), E("light.entrance_light", OFF)])
    add("小扫开始扫地，小黑放点音乐", [C("开始清扫", "小扫", "Unknown"), C("播放", "小黑", "Unknown")],
        [E("vacuum.robot_vacuum", "vacuum.start"), E("media_player.master_bedroom_speaker", "media_player.media_play")])
    add("打开观影模式，把投影仪打开", [C("打开", "观影模式", "scene"), C("打开", "投影仪", "media_player", "tv")],
        [E("scene.movie_mode", "scene.turn_on"), E("media_player.home_theater_projector", "media_player.turn_on")])
    add("关掉所有灯，锁好所有门", [C("关闭", None, "light", q="all"), C("上锁", None, "lock", q="all")],
        [E(ALL_LIGHTS, OFF, q="all"), E(h.pick("lock"), "lock.lock", q="all")])
    add("儿童房空调调到26度，加湿器也打开",
        [C("调到", "空调", "climate", inc=["儿童房"], params={"temperature": 26}),
         C("打开", "加湿器", "humidifier", "humidifier", inc=["儿童房"])],
        [E("climate.kids_room_ac", "climate.set_temperature", data={"temperature": 26}),
         E("humidifier.kids_room_humidifier", "humidifier.turn_on")])
    add("打开厨房的灯和油烟机", [C("打开", None, "light", q="all", inc=["厨房"]), C("打开", "油烟机", "fan", inc=["厨房"])],
        [E(L("kitchen"), ON, q="all"), E("fan.kitchen_range_hood", "fan.turn_on")])
    add("把车库门关上再把车库灯关掉", [C("关闭", "车库门", "cover", "garage"), C("关闭", "车库灯", "light")],
        [E("cover.garage_door", "cover.close_cover"), E("light.garage_light", OFF)])
    add("打开院门，打开庭院灯", [C("打开", "院门", "cover", "gate"), C("打开", "庭院灯", "light")],
        [E("cover.garden_gate", "cover.open_cover"), E("light.garden_lights", ON)])
    add("电视静音，然后把回音壁打开",
        [C("静音", "电视", "media_player", "tv", params={"is_volume_muted": True}), C("打开", "回音壁", "media_player", "speaker")],
        [E("media_player.living_room_tv", "media_player.volume_mute", data={"is_volume_muted": True}),
         E("media_player.living_room_soundbar", "media_player.turn_on")])
    add("关掉热水器，再打开洗衣机", [C("关闭", "热水器", "water_heater"), C("打开", "洗衣机", "switch")],
        [CL(h.pick("water_heater"), "water_heater.turn_off"), E("switch.balcony_washing_machine", "switch.turn_on")])
    add("打开次卧空调，关掉次卧吸顶灯，再把窗帘拉上",
        [C("打开", "空调", "climate", inc=["次卧"]), C("关闭", "吸顶灯", "light", inc=["次卧"]),
         C("关闭", "窗帘", "cover", "curtain", inc=["次卧"])],
        [E("climate.second_bedroom_ac", "climate.turn_on"), E("light.second_bedroom_ceiling", OFF),
         E("cover.second_bedroom_curtain", "cover.close_cover")])
    add("把主卧灯关了，窗帘也拉上",
        [C("关闭", None, "light", q="all", inc=["主卧"]), C("关闭", "窗帘", "cover", "curtain", inc=["主卧"])],
        [E(L("master_bedroom"), OFF, q="all"), E("cover.master_bedroom_curtain", "cover.close_cover")])
    add("打开老伙计，然后把它调到40%",
        [C("打开", "老伙计", "Unknown"), C("调到", ref=True, params={"brightness_pct": 40})],
        [E("light.study_desk_lamp", ON), E("light.study_desk_lamp", ON, data={"brightness_pct": 40})])
    add("客厅空调调到24度，顺便把风速调成自动",
        [C("调到", "空调", "climate", inc=["客厅"], params={"temperature": 24}),
         C("设置风速", "空调", "climate", inc=["客厅"], params={"fan_mode": "auto"})],
        [E("climate.living_room_ac", "climate.set_temperature", data={"temperature": 24}),
         E("climate.living_room_ac", "climate.set_fan_mode", data={"fan_mode": "auto"})])

    # ---- questions ----------------------------------------------------------------------------
    add("客厅温度多少", C("查询", None, "sensor", "temperature", inc=["客厅"]), E("sensor.living_room_temperature", None))
    add("主卧湿度是多少", C("查询", None, "sensor", "humidity", inc=["主卧"]), E("sensor.master_bedroom_humidity", None))
    add("大门锁了吗", C("查询", "大门", "lock"), E("lock.front_door", None))
    add("车库门关了没", C("查询", "车库门", "cover", "garage"), E("cover.garage_door", None))
    add("扫地机器人还有多少电", C("查询", "扫地机器人", "sensor", "battery"), E("sensor.robot_vacuum_battery", None))
    add("门锁还有多少电", C("查询", "门锁", "sensor", "battery"), E("sensor.front_door_lock_battery", None))
    add("今天用了多少电", C("查询", None, "sensor", "energy"), E("sensor.home_energy_today", None))
    add("室外温度多少", C("查询", "室外温度", "sensor", "temperature"), E("sensor.outdoor_temperature", None))
    add("今天天气怎么样", C("查询", None, "weather"), E("weather.home", None))
    add("洗衣机还要洗多久", C("查询", "洗衣剩余时间", "sensor", "duration"), E("sensor.balcony_washing_machine_remaining", None))
    add("电脑现在功率多少", C("查询", "电脑功率", "sensor", "power"), E("sensor.study_computer_power", None))
    add("主卧窗户关了吗", C("查询", "主卧窗户", "binary_sensor", "window"), E("binary_sensor.master_bedroom_window", None))
    add("阳台门关好了吗", C("查询", "阳台门", "binary_sensor", "door"), E("binary_sensor.balcony_door", None))
    add("客厅PM2.5多少", C("查询", None, "sensor", "pm25", inc=["客厅"]), E("sensor.living_room_pm25", None))
    add("儿童房二氧化碳浓度高吗", C("查询", None, "sensor", "carbon_dioxide", inc=["儿童房"]), E("sensor.kids_room_co2", None))
    add("厨房有没有燃气泄漏", C("查询", None, "binary_sensor", "gas", inc=["厨房"]), E("binary_sensor.kitchen_gas", None))
    add("书房的灯开着吗", C("查询", None, "light", q="all", inc=["书房"]), E(L("study"), None, q="all"))
    add("家里哪些灯还开着", C("查询", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, None, q="all"))
    add("小黑在放什么歌", C("查询", "小黑", "Unknown"), E("media_player.master_bedroom_speaker", None))
    add("充电桩功率是多少", C("查询", "充电桩功率", "sensor", "power"), E("sensor.garage_ev_charger_power", None))
    add("土壤湿度多少", C("查询", "土壤湿度", "sensor", "moisture"), E("sensor.garden_soil_moisture", None))
    add("车库有人吗", C("查询", None, "binary_sensor", "motion", inc=["车库"]), E("binary_sensor.garage_motion", None))
    add("卫生间有人吗", C("查询", None, "binary_sensor", "occupancy", inc=["卫生间"]), E("binary_sensor.guest_bathroom_occupancy", None))
    add("后门锁好了吗", C("查询", "后门", "lock"), E("lock.back_door", None))
    add("厨房的水浸传感器有没有报警", C("查询", "水浸传感器", "binary_sensor", "moisture", inc=["厨房"]),
        E("binary_sensor.kitchen_leak", None))
    add("家里现在总功率多少", C("查询", "总功率", "sensor", "power"), E("sensor.home_power", None))
    add("主卧空调开着吗", C("查询", "空调", "climate", inc=["主卧"]), E("climate.master_bedroom_ac", None))
    add("客厅窗户开着没有", C("查询", "客厅窗户", "binary_sensor", "window"), E("binary_sensor.living_room_window", None))
    add("天气预报怎么说", C("查询", "天气预报", "weather"), E("weather.home", None))

    # ---- more parameters ----------------------------------------------------------------------
    add("主卧窗帘开到30%", C("调到", "窗帘", "cover", "curtain", inc=["主卧"], params={"position": 30}),
        E("cover.master_bedroom_curtain", "cover.set_cover_position", data={"position": 30}))
    add("遮光帘打开一半", C("调到", "遮光帘", "cover", params={"position": 50}),
        E("cover.master_bedroom_blackout_blind", "cover.set_cover_position", data={"position": 50}))
    add("百叶窗角度调到45", C("调节角度", "百叶窗", "cover", "blind", params={"tilt_position": 45}),
        E("cover.study_blind", "cover.set_cover_tilt_position", data={"tilt_position": 45}))
    add("客厅电视音量调到百分之十五", C("调音量", "客厅电视", "media_player", "tv", params={"volume_level": 0.15}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.15}))
    add("书房音箱声音调大", C("调大音量", "书房音箱", "media_player", "speaker"), E("media_player.study_speaker", "media_player.volume_up"))
    add("回音壁切换到夜间模式", C("设置音效", "回音壁", "media_player", "speaker", params={"sound_mode": "Night"}),
        E("media_player.living_room_soundbar", "media_player.select_sound_mode", data={"sound_mode": "Night"}))
    add("客厅空调调成除湿", C("设置模式", "空调", "climate", inc=["客厅"], params={"hvac_mode": "dry"}),
        E("climate.living_room_ac", "climate.set_hvac_mode", data={"hvac_mode": "dry"}))
    add("书房空调风速调到高", C("设置风速", "空调", "climate", inc=["书房"], params={"fan_mode": "high"}),
        E("climate.study_ac", "climate.set_fan_mode", data={"fan_mode": "high"}))
    add("主卧风扇调到60%", C("调到", "风扇", "fan", inc=["主卧"], params={"percentage": 60}),
        E("fan.master_bedroom_fan", "fan.set_percentage", data={"percentage": 60}))
    add("油烟机开到最大档", C("调到", "油烟机", "fan", params={"percentage": 100}),
        E("fan.kitchen_range_hood", "fan.set_percentage", data={"percentage": 100}))
    add("加湿器湿度调到60%", C("调到", "加湿器", "humidifier", "humidifier", params={"humidity": 60}),
        E("humidifier.master_bedroom_humidifier", "humidifier.set_humidity", data={"humidity": 60}), ctx="master_bedroom")
    add("除湿机湿度设到45", C("设置湿度", "除湿机", "humidifier", "dehumidifier", params={"humidity": 45}),
        E("humidifier.storage_room_dehumidifier", "humidifier.set_humidity", data={"humidity": 45}))
    add("洗衣模式换成快速洗", C("设置", "洗衣模式", "select", params={"option": "快速洗"}),
        E("select.balcony_washing_machine_program", "select.select_option", data={"option": "快速洗"}))
    add("升降桌调到100厘米", C("调到", "升降桌高度", "number", params={"value": 100}),
        E("number.study_desk_height", "number.set_value", data={"value": 100}))
    add("浇花阀门开到50%", C("调到", "浇花阀门", "valve", "water", params={"position": 50}),
        E("valve.garden_irrigation", "valve.set_valve_position", data={"position": 50}))
    add("客厅主灯色温调到4000K", C("调色温", "客厅主灯", "light", params={"color_temp_kelvin": 4000}),
        E("light.living_room_ceiling", ON, data={"color_temp_kelvin": 4000}))
    add("星空灯换成极光效果", C("设置效果", "星空灯", "light", params={"effect": "Aurora"}),
        E("light.kids_room_star_projector", ON, data={"effect": "Aurora"}))
    add("电视切到哔哩哔哩", C("切换信号源", "电视", "media_player", "tv", params={"source": "哔哩哔哩"}),
        E("media_player.living_room_tv", "media_player.select_source", data={"source": "哔哩哔哩"}))
    add("扫地机器人吸力调到最大", C("设置吸力", "扫地机器人", "vacuum", params={"fan_speed": "max"}),
        E("vacuum.robot_vacuum", "vacuum.set_fan_speed", data={"fan_speed": "max"}))
    add("客厅空调调到睡眠模式", C("设置模式", "空调", "climate", inc=["客厅"], params={"preset_mode": "sleep"}),
        E("climate.living_room_ac", "climate.set_preset_mode", data={"preset_mode": "sleep"}))
    add("老人房台灯亮度调到20%", C("调到", "台灯", "light", inc=["老人房"], params={"brightness_pct": 20}),
        E("light.elder_room_desk_lamp", ON, data={"brightness_pct": 20}))
    add("浴霸调到40度", C("调到", "浴霸", "climate", params={"temperature": 40}),
        E("climate.master_bathroom_bath_heater", "climate.set_temperature", data={"temperature": 40}))
    add("把儿童房吸顶灯调成粉色", C("设置颜色", "吸顶灯", "light", inc=["儿童房"], params={"color_name": "pink"}),
        E("light.kids_room_ceiling", ON, data={"color_name": "pink"}))
    add("功放音量调到40%", C("调音量", "功放", "media_player", "receiver", params={"volume_level": 0.4}),
        E("media_player.home_theater_receiver", "media_player.volume_set", data={"volume_level": 0.4}))

    # ---- genuinely ambiguous → clarify --------------------------------------------------------
    add("打开筒灯", C("打开", "筒灯", "light"), CL(h.pick("light", names=["筒灯"]), ON))
    add("把筒灯打开", C("打开", "筒灯", "light"), CL(L("living_room")[1:3], ON), ctx="living_room",
        tags=["duplicate_in_room"])
    add("打开吸顶灯", C("打开", "吸顶灯", "light"), CL(h.pick("light", names=["吸顶灯"]), ON))
    add("打开空调", C("打开", "空调", "climate"), CL(AC(), "climate.turn_on"))
    add("空调关一下", C("关闭", "空调", "climate"), CL(AC(), "climate.turn_off"), ctx="kitchen")
    add("打开台灯", C("打开", "台灯", "light"), CL(h.pick("light", names=["台灯"]), ON))
    add("把热水器关了", C("关闭", "热水器", "water_heater"), CL(h.pick("water_heater"), "water_heater.turn_off"))
    # 床头灯 is the exact alias of the kids' night light: an exact name wins over the partial
    # 左床头灯 / 右床头灯 (seed 002, acceptance criterion 3), as 门锁 and 主灯 above.
    add("打开床头灯", C("打开", "床头灯", "light"), E("light.kids_room_night_light", ON), tags=["alias_over_partial"])
    add("客厅的插座关了", C("关闭", "插座", "switch", "outlet", inc=["客厅"]),
        CL(h.pick("switch", areas=["living_room"], dc="outlet"), "switch.turn_off"))
    add("打开地暖", C("打开", "地暖", "climate"),
        CL(h.pick("climate", where=lambda e: "地暖" in e["name"]), "climate.turn_on"))
    add("打开加湿器", C("打开", "加湿器", "humidifier", "humidifier"), CL(h.pick("humidifier", dc="humidifier"), "humidifier.turn_on"))
    add("打开空气净化器", C("打开", "空气净化器", "fan"), CL(h.pick("fan", names=["空气净化器"]), "fan.turn_on"))
    add("窗帘拉开", C("打开", "窗帘", "cover", "curtain"), CL(h.pick("cover", names=["窗帘"]), "cover.open_cover"))
    add("灯带打开", C("打开", "灯带", "light"), CL(h.pick("light", names=["灯带"]), ON))
    add("空调调到26度", C("调到", "空调", "climate", params={"temperature": 26}), CL(AC(), "climate.set_temperature"))
    add("智能插座打开", C("打开", "智能插座", "switch", "outlet"), CL(h.pick("switch", names=["智能插座"]), "switch.turn_on"))
    add("把温度调到24度", C("调到", None, "climate", params={"temperature": 24}),
        CL(h.pick("climate"), "climate.set_temperature"), tags=["no_name"])

    # ---- absent devices / names → no_match ----------------------------------------------------
    add("打开小白", C("打开", "小白", "Unknown"), NM(), tags=["absent_nickname"])
    add("旺财关一下", C("关闭", "旺财", "Unknown"), NM(), tags=["absent_nickname"])
    add("打开大黄", C("打开", "大黄", "Unknown"), NM(), tags=["absent_nickname"])
    add("打开厨房的窗帘", C("打开", "窗帘", "cover", "curtain", inc=["厨房"]), NM())
    add("把阳台的电视打开", C("打开", "电视", "media_player", "tv", inc=["阳台"]), NM())
    add("关掉游泳池的灯", C("关闭", None, "light", q="all", inc=["游泳池"]), NM(q="all"), tags=["absent_room"])
    add("打开咖啡机", C("打开", "咖啡机", "Unknown"), NM())
    add("打开车库的音箱", C("打开", "音箱", "media_player", "speaker", inc=["车库"]), NM())
    add("儿童房的电视打开", C("打开", "电视", "media_player", "tv", inc=["儿童房"]), NM())
    add("把书房的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["书房"]), NM())
    add("启动烤箱", C("启动", "烤箱", "Unknown"), NM())
    add("打开地下室的窗帘", C("打开", None, "cover", "curtain", q="all", inc=["地下室"]), NM(q="all"))
    add("关掉主卧的电视", C("关闭", "电视", "media_player", "tv", inc=["主卧"]), NM())
    add("打开次卧的加湿器", C("打开", "加湿器", "humidifier", "humidifier", inc=["次卧"]), NM())
    add("打开空气炸锅", C("打开", "空气炸锅", "Unknown"), NM())
    add("阳台的空调调到26度", C("调到", "空调", "climate", inc=["阳台"], params={"temperature": 26}), NM())
    add("车库温度多少", C("查询", None, "sensor", "temperature", inc=["车库"]), NM())
    add("打开玄关的窗帘", C("打开", "窗帘", "cover", "curtain", inc=["玄关"]), NM())
    add("打开三楼的灯", C("打开", None, "light", q="all", inc=["三楼"]), NM(q="all"), tags=["absent_floor"])
    add("关掉书房的风扇吧", C("关闭", "风扇", "fan", inc=["书房"]), E("fan.study_old_fan", "fan.turn_off"),
        tags=["type_word"])
    add("打开扫地机器人的灯", C("打开", "扫地机器人的灯", "light"), NM())
    add("把车库的空调打开", C("打开", "空调", "climate", inc=["车库"]), NM())
    add("打开主卧的洗碗机", C("打开", "洗碗机", "switch", inc=["主卧"]), NM())
    add("打开小明的台灯", C("打开", "小明的台灯", "light"), NM(), tags=["absent_nickname"])
    add("把厨房的地暖打开", C("打开", "地暖", "climate", inc=["厨房"]), NM())
    add("卫生间的窗户开着吗", C("查询", "窗户", "binary_sensor", "window", inc=["卫生间"]), NM())

    # ---- templates: every room and floor --------------------------------------------------------
    b.how = "template"
    for area_id, area in h.areas.items():
        alias = area["aliases"][0]
        add(f"{area['name']}的灯全部打开", C("打开", None, "light", q="all", inc=[area["name"]]), E(L(area_id), ON, q="all"))
        add(f"{alias}的灯关一下", C("关闭", None, "light", q="all", inc=[alias]), E(L(area_id), OFF, q="all"))
    ac_areas = [a for a in h.areas if any(h.entities[e].get("area") == a for e in AC())]
    modes = [("制冷", "cool"), ("制热", "heat"), ("除湿", "dry"), ("送风", "fan_only"), ("自动", "auto")]
    for index, area_id in enumerate(ac_areas):
        area = h.areas[area_id]
        target = AC(areas=[area_id])[0]
        temp = 24 + index % 4
        add(f"{area['name']}空调调到{temp}度", C("调到", "空调", "climate", inc=[area["name"]], params={"temperature": temp}),
            E(target, "climate.set_temperature", data={"temperature": temp}))
        word, mode = modes[index % len(modes)]
        alias = area["aliases"][-1]
        add(f"把{alias}的空调调成{word}", C("设置模式", "空调", "climate", inc=[alias], params={"hvac_mode": mode}),
            E(target, "climate.set_hvac_mode", data={"hvac_mode": mode}))
    for area_id in ("garage", "kitchen", "dining_room", "balcony", "hallway", "storage_room", "entrance", "guest_bathroom"):
        name = h.areas[area_id]["name"]
        add(f"打开{name}的空调", C("打开", "空调", "climate", inc=[name]), NM(), tags=["absent_in_room"])
    for area_id, area in h.areas.items():
        sensors = [
            e for e in h.entities
            if e.startswith("sensor.") and h.entities[e].get("area") == area_id
            and h.entities[e].get("device_class") == "temperature"
        ]
        if len(sensors) == 1 and area_id != "garden":
            word = area["aliases"][0]
            add(f"{word}现在多少度", C("查询", None, "sensor", "temperature", inc=[word]), E(sensors[0], None))
        humid = [
            e for e in h.entities
            if e.startswith("sensor.") and h.entities[e].get("area") == area_id
            and h.entities[e].get("device_class") == "humidity"
        ]
        if len(humid) == 1 and area_id != "garden":
            add(f"{area['name']}湿度怎么样", C("查询", None, "sensor", "humidity", inc=[area["name"]]), E(humid[0], None))
    for area_id in ("living_room", "elder_room", "master_bedroom", "kids_room"):
        name = h.areas[area_id]["name"]
        target = h.pick("cover", areas=[area_id], names=["窗帘"])[0]
        add(f"{name}窗帘开到{70 if area_id == 'kids_room' else 40}%",
            C("调到", "窗帘", "cover", "curtain", inc=[name], params={"position": 70 if area_id == "kids_room" else 40}),
            E(target, "cover.set_cover_position", data={"position": 70 if area_id == "kids_room" else 40}))
    for floor_id, floor in h.floors.items():
        for index, word in enumerate([floor["name"], *floor["aliases"]]):
            on = index % 2 == 0
            verb, text = ("打开", f"把{word}所有的灯打开") if on else ("关闭", f"{word}的灯全部关掉")
            add(text, C(verb, None, "light", q="all", inc=[word]),
                E(h.pick("light", floors=[floor_id]), ON if on else OFF, q="all"))
    return b


# --------------------------------------------------------------------------------------------
# English
# --------------------------------------------------------------------------------------------


def english(h: Home) -> Book:
    b = Book("en", h)
    add = b.add
    ON, OFF = "light.turn_on", "light.turn_off"
    L = lambda *areas: h.pick("light", areas=areas)
    ALL_LIGHTS = h.pick("light")
    AC = lambda **kw: h.pick("climate", names=["Air Conditioner"], **kw)
    CURTAINS = lambda **kw: h.pick("cover", dc="curtain", **kw)
    HEATING = lambda **kw: h.pick("climate", where=lambda e: e["name"].endswith("Heating"), **kw)
    UP, DOWN, B1 = "upper_floor", "ground_floor", "basement"

    # ---- exact names --------------------------------------------------------------------------
    add("turn on the living room main light", C("turn on", "Living Room Main Light", "light"), E("light.living_room_ceiling", ON))
    add("switch on the chandelier", C("turn on", "Chandelier", "light"), E("light.dining_room_chandelier", ON))
    add("turn off the under cabinet light", C("turn off", "Under Cabinet Light", "light"), E("light.kitchen_cabinet_light", OFF))
    add("turn on the range hood", C("turn on", "Range Hood", "fan"), E("fan.kitchen_range_hood", "fan.turn_on"))
    add("turn on the rice cooker", C("turn on", "Rice Cooker", "switch"), E("switch.kitchen_rice_cooker", "switch.turn_on"))
    add("close the gas valve", C("close", "Gas Valve", "valve", "gas"), E("valve.kitchen_gas_valve", "valve.close_valve"))
    add("lock the front door", C("lock", "Front Door", "lock"), E("lock.front_door", "lock.lock"))
    add("unlock the back door", C("unlock", "Back Door", "lock"), E("lock.back_door", "lock.unlock"))
    add("turn on the entryway light", C("turn on", "Entryway Light", "light"), E("light.entrance_light", ON))
    add("ring the doorbell chime", C("press", "Doorbell Chime", "button"), E("button.entrance_doorbell_chime", "button.press"))
    add("turn on the exhaust fan", C("turn on", "Exhaust Fan", "fan"), E("fan.guest_bathroom_exhaust", "fan.turn_on"))
    add("switch on the electric blanket", C("turn on", "Electric Blanket", "switch", "outlet"),
        E("switch.elder_room_electric_blanket", "switch.turn_on"))
    add("turn off the lawn lights", C("turn off", "Lawn Lights", "light"), E("light.garden_lawn_lights", OFF))
    add("turn on the fountain", C("turn on", "Fountain", "switch"), E("switch.garden_fountain", "switch.turn_on"))
    add("open the yard gate", C("open", "Yard Gate", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"))
    add("close the garage door", C("close", "Garage Door", "cover", "garage"), E("cover.garage_door", "cover.close_cover"))
    add("turn on the EV charger", C("turn on", "EV Charger", "switch"), E("switch.garage_ev_charger", "switch.turn_on"))
    add("shut off the main water valve", C("close", "Main Water Valve", "valve", "water"),
        E("valve.main_water_valve", "valve.close_valve"))
    add("turn on the dehumidifier", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"),
        E("humidifier.storage_room_dehumidifier", "humidifier.turn_on"))
    add("restart the router", C("restart", "router", "button", "restart"), E("button.restart_router", "button.press"))
    add("turn on the spotlights", C("turn on", "Spotlights", "light"), E("light.home_theater_spotlights", ON))
    add("turn on the projector", C("turn on", "Projector", "media_player", "tv"),
        E("media_player.home_theater_projector", "media_player.turn_on"))
    add("turn on the left bedside lamp", C("turn on", "Left Bedside Lamp", "light"), E("light.master_bedroom_bedside_left", ON))
    add("close the blackout blind", C("close", "Blackout Blind", "cover", "shade"),
        E("cover.master_bedroom_blackout_blind", "cover.close_cover"))
    add("turn on the mirror light", C("turn on", "Mirror Light", "light"), E("light.master_bathroom_mirror_light", ON))
    add("turn on the bath heater", C("turn on", "Bath Heater", "climate"), E("climate.master_bathroom_bath_heater", "climate.turn_on"))
    add("turn on the heated towel rail", C("turn on", "Heated Towel Rail", "switch"), E("switch.master_bathroom_towel_rail", "switch.turn_on"))
    add("turn on the mi desk lamp", C("turn on", "Mi Desk Lamp", "light"), E("light.second_bedroom_desk_lamp", ON))
    add("turn off the night light", C("turn off", "Night Light", "light"), E("light.kids_room_night_light", OFF))
    add("switch on the star projector", C("turn on", "Star Projector", "light"), E("light.kids_room_star_projector", ON))
    add("turn on the monitor light bar", C("turn on", "Monitor Light Bar", "light"), E("light.study_monitor_light", ON))
    add("open the venetian blind", C("open", "Venetian Blind", "cover", "blind"), E("cover.study_blind", "cover.open_cover"))
    add("turn off the computer plug", C("turn off", "Computer Plug", "switch", "outlet"), E("switch.study_computer_outlet", "switch.turn_off"))
    add("turn on the balcony light", C("turn on", "Balcony Light", "light"), E("light.balcony_light", ON), tags=["name_vs_room"])
    add("start the washing machine", C("turn on", "Washing Machine", "switch"), E("switch.balcony_washing_machine", "switch.turn_on"))
    add("turn on the stair lights", C("turn on", "Stair Lights", "light"), E("light.stairs_light", ON))
    add("start the upstairs vacuum", C("start", "Upstairs Vacuum", "vacuum"), E("vacuum.upstairs_vacuum", "vacuum.start"))
    add("turn on the christmas tree", C("turn on", "Christmas Tree", "switch"), E("switch.christmas_tree", "switch.turn_on"))
    add("turn off the new bulb", C("turn off", "New Bulb", "light"), E("light.new_bulb", OFF))
    add("open the balcony clothes airer", C("open", "Balcony Clothes Airer", "cover"),
        E("cover.balcony_clothes_airer", "cover.open_cover"))
    add("activate movie mode", C("activate", "Movie Mode", "scene"), E("scene.movie_mode", "scene.turn_on"))
    add("turn on party mode", C("turn on", "Party Mode", "scene"), E("scene.party_mode", "scene.turn_on"))
    add("run good night", C("run", "Good Night", "script"), E("script.good_night", "script.turn_on"))
    add("run the water the garden script", C("run", "Water the Garden", "script"), E("script.water_the_garden", "script.turn_on"))
    add("disarm the alarm", C("disarm", "Alarm", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_disarm"))
    add("arm the alarm system in away mode", C("arm away", "Alarm System", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_arm_away"))
    add("add milk to the shopping list", C("add", "Shopping List", "todo", params={"item": "milk"}),
        E("todo.shopping_list", "todo.add_item", data={"item": "milk"}))
    add("put vacuum the stairs on my chores", C("add", "Chores", "todo", params={"item": "vacuum the stairs"}),
        E("todo.chores", "todo.add_item", data={"item": "vacuum the stairs"}))

    # ---- nicknames ----------------------------------------------------------------------------
    add("turn on Old Buddy", C("turn on", "Old Buddy", "Unknown"), E("light.study_desk_lamp", ON))
    add("switch Old Buddy off", C("turn off", "Old Buddy", "Unknown"), E("light.study_desk_lamp", OFF))
    add("set Old Buddy to 50 percent", C("set", "Old Buddy", "Unknown", params={"brightness_pct": 50}),
        E("light.study_desk_lamp", ON, data={"brightness_pct": 50}))
    add("turn on Big White", C("turn on", "Big White", "Unknown"), E("light.living_room_floor_lamp", ON))
    add("make Big White red", C("set color", "Big White", "Unknown", params={"color_name": "red"}),
        E("light.living_room_floor_lamp", ON, data={"color_name": "red"}))
    add("pause Blackie", C("pause", "Blackie", "Unknown"), E("media_player.master_bedroom_speaker", "media_player.media_pause"))
    add("next song on Blackie", C("next track", "Blackie", "Unknown"),
        E("media_player.master_bedroom_speaker", "media_player.media_next_track"))
    add("set Blackie's volume to 30 percent", C("set volume", "Blackie", "Unknown", params={"volume_level": 0.3}),
        E("media_player.master_bedroom_speaker", "media_player.volume_set", data={"volume_level": 0.3}))
    add("play some Taylor Swift on Blackie", C("play", "Blackie", "Unknown", params={"search_query": "Taylor Swift"}),
        E("media_player.master_bedroom_speaker", "media_player.play_media", data={"search_query": "Taylor Swift"}))
    add("start Sweepy", C("start", "Sweepy", "Unknown"), E("vacuum.robot_vacuum", "vacuum.start"))
    add("send Sweepy back to the dock", C("return to base", "Sweepy", "Unknown"), E("vacuum.robot_vacuum", "vacuum.return_to_base"))
    add("turn on Sweepy", C("turn on", "Sweepy", "Unknown"), E("vacuum.robot_vacuum", "vacuum.start"))
    add("tell Mowbot to mow the lawn", C("start mowing", "Mowbot", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"))
    add("dock Mowbot", C("dock", "Mowbot", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.dock"))
    add("pause the Storyteller", C("pause", "Storyteller", "Unknown"),
        E("media_player.kids_room_story_player", "media_player.media_pause"))
    add("turn on the living room old buddy", C("turn on", "Living Room Old Buddy", "Unknown"), E("fan.study_old_fan", "fan.turn_on"),
        tags=["room_word_in_name"])
    add("turn on Old Buddy in the living room", C("turn on", "Old Buddy", "Unknown", inc=["living room"]),
        E("fan.study_old_fan", "fan.turn_on"), tags=["room_word_in_name"])
    add("make Old Buddy in the study brighter", C("brighten", "Old Buddy", "Unknown", inc=["study"]), E("light.study_desk_lamp", ON))

    # ---- aliases ------------------------------------------------------------------------------
    add("turn on the big light", C("turn on", "Big Light", "light"), E("light.living_room_ceiling", ON))
    add("turn on the floor lamp", C("turn on", "Floor Lamp", "light"), E("light.living_room_floor_lamp", ON))
    add("turn the TV backlight on", C("turn on", "TV Backlight", "light"), E("light.living_room_light_strip", ON))
    add("make the ambient light blue", C("set color", "Ambient Light", "light", params={"color_name": "blue"}),
        E("light.living_room_light_strip", ON, data={"color_name": "blue"}))
    add("turn on the pendant light", C("turn on", "Pendant Light", "light"), E("light.dining_room_chandelier", ON))
    add("switch on the counter light", C("turn on", "Counter Light", "light"), E("light.kitchen_cabinet_light", ON))
    add("turn on the extractor hood", C("turn on", "Extractor Hood", "fan"), E("fan.kitchen_range_hood", "fan.turn_on"))
    add("set the fridge setpoint to 3 degrees", C("set", "Fridge Setpoint", "number", params={"value": 3}),
        E("number.kitchen_fridge_temperature", "number.set_value", data={"value": 3}))
    add("close the gas shutoff", C("close", "Gas Shutoff", "valve", "gas"), E("valve.kitchen_gas_valve", "valve.close_valve"))
    add("lock the door lock", C("lock", "Door Lock", "lock"), E("lock.front_door", "lock.lock"))
    add("turn on the foyer light", C("turn on", "Foyer Light", "light"), E("light.entrance_light", ON))
    add("turn off the alarm siren", C("turn off", "Alarm Siren", "siren"), E("siren.entrance_siren", "siren.turn_off"))
    add("switch on the vent fan", C("turn on", "Vent Fan", "fan"), E("fan.guest_bathroom_exhaust", "fan.turn_on"))
    add("turn on the night lamp", C("turn on", "Night Lamp", "light"), E("light.elder_room_night_light", ON))
    add("turn on the yard lights", C("turn on", "Yard Lights", "light"), E("light.garden_lights", ON))
    add("turn on the water feature", C("turn on", "Water Feature", "switch"), E("switch.garden_fountain", "switch.turn_on"))
    add("turn on the sprinkler", C("turn on", "Sprinkler", "valve"), E("valve.garden_irrigation", "valve.open_valve"))
    add("start the lawn mower", C("start", "Lawn Mower", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"))
    add("open the driveway gate", C("open", "Driveway Gate", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"))
    add("close the roller door", C("close", "Roller Door", "cover"), E("cover.garage_door", "cover.close_cover"))
    add("turn on the car charger", C("turn on", "Car Charger", "switch"), E("switch.garage_ev_charger", "switch.turn_on"))
    add("lock the garage side door", C("lock", "Garage Side Door", "lock"), E("lock.garage_entry_door", "lock.lock"))
    add("turn on the beamer", C("turn on", "Beamer", "media_player"), E("media_player.home_theater_projector", "media_player.turn_on"))
    add("turn on the amp", C("turn on", "Amp", "media_player"), E("media_player.home_theater_receiver", "media_player.turn_on"))
    add("turn on the electric fan", C("turn on", "Electric Fan", "fan"), E("fan.master_bedroom_fan", "fan.turn_on"))
    add("turn off the vanity light", C("turn off", "Vanity Light", "light"), E("light.master_bathroom_mirror_light", OFF))
    add("turn on the towel warmer", C("turn on", "Towel Warmer", "switch"), E("switch.master_bathroom_towel_rail", "switch.turn_on"))
    add("turn on the galaxy light", C("turn on", "Galaxy Light", "light"), E("light.kids_room_star_projector", ON))
    add("turn on the screen bar", C("turn on", "Screen Bar", "light"), E("light.study_monitor_light", ON))
    add("set the desk height to 110", C("set", "Desk Height", "number", params={"value": 110}),
        E("number.study_desk_height", "number.set_value", data={"value": 110}))
    add("turn off the grow light", C("turn off", "Grow Light", "light"), E("light.balcony_plant_light", OFF))
    add("set the drying rack to half way", C("set position", "Drying Rack", "cover", params={"position": 50}),
        E("cover.balcony_clothes_airer", "cover.set_cover_position", data={"position": 50}))
    add("add eggs to groceries", C("add", "Groceries", "todo", params={"item": "eggs"}),
        E("todo.shopping_list", "todo.add_item", data={"item": "eggs"}))
    add("run lights out", C("run", "Lights Out", "script"), E("script.all_lights_off", "script.turn_on"))
    add("activate dinner time", C("activate", "Dinner Time", "scene"), E("scene.dinner_mode", "scene.turn_on"))
    add("turn on the bedside lamp", C("turn on", "Bedside Lamp", "light"), E("light.kids_room_night_light", ON),
        tags=["alias_over_partial"])

    # ---- partial names, duplicates resolved by the room ---------------------------------------
    add("turn on the lamp in the master bedroom", C("turn on", "Lamp", "light", inc=["master bedroom"]),
        E("light.master_bedroom_desk_lamp", ON))
    add("turn on the desk lamp in the guest bedroom", C("turn on", "desk lamp", "light", inc=["guest bedroom"]),
        E("light.second_bedroom_desk_lamp", ON))
    add("turn on the desk lamp in the study", C("turn on", "desk lamp", "light", inc=["study"]), E("light.study_desk_lamp", ON),
        tags=["device_name"])
    add("turn on the kitchen ceiling light", C("turn on", "Ceiling Light", "light", inc=["kitchen"]), E("light.kitchen_ceiling", ON))
    add("turn off the ceiling light in the study", C("turn off", "Ceiling Light", "light", inc=["study"]), E("light.study_ceiling", OFF))
    add("turn on the air conditioner in the grandparents' room", C("turn on", "Air Conditioner", "climate", inc=["grandparents' room"]),
        E("climate.elder_room_ac", "climate.turn_on"))
    add("turn off the home theater AC", C("turn off", "AC", "climate", inc=["home theater"]), E("climate.home_theater_ac", "climate.turn_off"))
    add("open the kids room curtain", C("open", "Curtain", "cover", "curtain", inc=["kids room"]), E("cover.kids_room_curtain", "cover.open_cover"))
    add("close the sheer curtain", C("close", "Sheer Curtain", "cover", "curtain"), E("cover.living_room_sheer", "cover.close_cover"))
    add("turn on the downlight in the dining room", C("turn on", "Downlight", "light", inc=["dining room"]),
        E("light.dining_room_downlight", ON))
    add("turn on both downlights in the living room", C("turn on", "Downlight", "light", q="all", inc=["living room"]),
        E(["light.living_room_downlight_1", "light.living_room_downlight_2"], ON, q="all"))
    add("turn on the master bedroom light strip", C("turn on", "Light Strip", "light", inc=["master bedroom"]),
        E("light.master_bedroom_light_strip", ON))
    add("turn off the smart plug in the study", C("turn off", "Smart Plug", "switch", "outlet", inc=["study"]),
        E("switch.study_outlet", "switch.turn_off"))
    add("turn on the air purifier in the kids room", C("turn on", "Air Purifier", "fan", inc=["kids room"]),
        E("fan.kids_room_air_purifier", "fan.turn_on"))
    add("set the kitchen water heater to 45 degrees", C("set", "Water Heater", "water_heater", inc=["kitchen"], params={"temperature": 45}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature", data={"temperature": 45}))
    add("turn on the heating in the study", C("turn on", "heating", "climate", inc=["study"]),
        E("climate.study_floor_heating", "climate.turn_on"))
    add("set the living room heating to 22", C("set", "Living Room Heating", "climate", params={"temperature": 22}),
        E("climate.living_room_floor_heating", "climate.set_temperature", data={"temperature": 22}))
    add("open the study curtains", C("open", None, "cover", "curtain", q="all", inc=["study"]), E("cover.study_blind", "cover.open_cover", q="all"),
        tags=["type_word"])
    add("turn on the master bedroom humidifier", C("turn on", "Humidifier", "humidifier", "humidifier", inc=["master bedroom"]),
        E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"))

    # ---- rooms by alias -----------------------------------------------------------------------
    add("turn off the lights in the lounge", C("turn off", None, "light", q="all", inc=["lounge"]), E(L("living_room"), OFF, q="all"))
    add("turn on the dining area lights", C("turn on", None, "light", q="all", inc=["dining area"]), E(L("dining_room"), ON, q="all"))
    add("turn on the AC in the granny room", C("turn on", "AC", "climate", inc=["granny room"]), E("climate.elder_room_ac", "climate.turn_on"))
    add("switch on the backyard lights", C("turn on", None, "light", q="all", inc=["backyard"]), E(L("garden"), ON, q="all"))
    add("close the curtain in the primary bedroom", C("close", "Curtain", "cover", "curtain", inc=["primary bedroom"]),
        E("cover.master_bedroom_curtain", "cover.close_cover"))
    add("set the spare room AC to 25", C("set", "AC", "climate", inc=["spare room"], params={"temperature": 25}),
        E("climate.second_bedroom_ac", "climate.set_temperature", data={"temperature": 25}))
    add("turn off the humidifier in the nursery", C("turn off", "Humidifier", "humidifier", "humidifier", inc=["nursery"]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_off"))
    add("turn off all the office lights", C("turn off", None, "light", q="all", inc=["office"]), E(L("study"), OFF, q="all"))
    add("turn on the terrace lights", C("turn on", None, "light", q="all", inc=["terrace"]), E(L("balcony"), ON, q="all"))
    add("turn on the lights on the landing", C("turn on", None, "light", q="all", inc=["landing"]), E(L("hallway"), ON, q="all"))
    add("turn off the lights in the junk room", C("turn off", None, "light", q="all", inc=["junk room"]), E(L("storage_room"), OFF, q="all"))
    add("turn off the media room lights", C("turn off", None, "light", q="all", inc=["media room"]), E(L("home_theater"), OFF, q="all"))
    add("turn on the ensuite lights", C("turn on", None, "light", q="all", inc=["ensuite"]), E(L("master_bathroom"), ON, q="all"))
    add("turn off the exhaust fan in the restroom", C("turn off", "Exhaust Fan", "fan", inc=["restroom"]),
        E("fan.guest_bathroom_exhaust", "fan.turn_off"))
    add("turn on the foyer lights", C("turn on", None, "light", q="all", inc=["foyer"]), E(L("entrance"), ON, q="all"),
        tags=["alias_vs_room"])

    # ---- whole rooms --------------------------------------------------------------------------
    add("turn off the living room lights", C("turn off", None, "light", q="all", inc=["living room"]), E(L("living_room"), OFF, q="all"))
    add("turn on the balcony lights", C("turn on", None, "light", q="all", inc=["balcony"]), E(L("balcony"), ON, q="all"),
        tags=["name_vs_room"])
    add("dim the master bedroom lights", C("dim", None, "light", q="all", inc=["master bedroom"]), E(L("master_bedroom"), ON, q="all"))
    add("set the study lights to 50%", C("set", None, "light", q="all", inc=["study"], params={"brightness_pct": 50}),
        E(L("study"), ON, q="all", data={"brightness_pct": 50}))
    add("open the living room curtains", C("open", None, "cover", "curtain", q="all", inc=["living room"]),
        E(CURTAINS(areas=["living_room"]), "cover.open_cover", q="all"))

    # ---- floors -------------------------------------------------------------------------------
    add("close all the curtains upstairs", C("close", None, "cover", "curtain", q="all", inc=["upstairs"]),
        E(CURTAINS(floors=[UP]), "cover.close_cover", q="all"))
    add("turn off the lights downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
        E(h.pick("light", floors=[DOWN]), OFF, q="all"))
    add("turn on every light on the second floor", C("turn on", None, "light", q="all", inc=["second floor"]),
        E(h.pick("light", floors=[UP]), ON, q="all"))
    add("turn off the basement lights", C("turn off", None, "light", q="all", inc=["basement"]), E(h.pick("light", floors=[B1]), OFF, q="all"))
    add("turn off the ACs on the ground floor", C("turn off", "AC", "climate", q="all", inc=["ground floor"]),
        E(AC(floors=[DOWN]), "climate.turn_off", q="all"))
    add("turn on all the air conditioners upstairs", C("turn on", "Air Conditioner", "climate", q="all", inc=["upstairs"]),
        E(AC(floors=[UP]), "climate.turn_on", q="all"))
    add("set the upstairs ACs to 26 degrees", C("set", "AC", "climate", q="all", inc=["upstairs"], params={"temperature": 26}),
        E(AC(floors=[UP]), "climate.set_temperature", q="all", data={"temperature": 26}))
    add("open the curtains on the main floor", C("open", None, "cover", "curtain", q="all", inc=["main floor"]),
        E(CURTAINS(floors=[DOWN]), "cover.open_cover", q="all"))
    add("turn off the heating upstairs", C("turn off", "heating", "climate", q="all", inc=["upstairs"]),
        E(HEATING(floors=[UP]), "climate.turn_off", q="all"))

    # ---- all / everywhere ---------------------------------------------------------------------
    add("turn off all the lights in the house", C("turn off", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, OFF, q="all"))
    add("turn on every light everywhere", C("turn on", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, ON, q="all"))
    add("turn off all lights", C("turn off", None, "light", q="all"), E(ALL_LIGHTS, OFF, q="all"), tags=["not_the_script"])
    add("open every curtain in the house", C("open", None, "cover", "curtain", q="all", inc=["*"]), E(CURTAINS(), "cover.open_cover", q="all"))
    add("turn off all the air conditioners", C("turn off", "Air Conditioner", "climate", q="all"), E(AC(), "climate.turn_off", q="all"))
    add("lock all the doors", C("lock", None, "lock", q="all", inc=["*"]), E(h.pick("lock"), "lock.lock", q="all"))
    add("turn off both humidifiers", C("turn off", "Humidifier", "humidifier", "humidifier", q="all"),
        E(h.pick("humidifier", dc="humidifier"), "humidifier.turn_off", q="all"))

    # ---- except -------------------------------------------------------------------------------
    add("turn off all the lights except the master bedroom", C("turn off", None, "light", q="except", exc=["master bedroom"]),
        E(h.pick("light", not_areas=["master_bedroom"]), OFF, q="except"))
    add("turn off the upstairs lights except in the kids room",
        C("turn off", None, "light", q="except", inc=["upstairs"], exc=["kids room"]),
        E(h.pick("light", floors=[UP], not_areas=["kids_room"]), OFF, q="except"))
    add("close every curtain but the living room ones", C("close", None, "cover", "curtain", q="except", exc=["living room"]),
        E(CURTAINS(not_areas=["living_room"]), "cover.close_cover", q="except"))
    add("turn off all the ACs except the one in the study", C("turn off", "AC", "climate", q="except", exc=["study"]),
        E(AC(not_areas=["study"]), "climate.turn_off", q="except"))
    add("turn off every light except upstairs", C("turn off", None, "light", q="except", exc=["upstairs"]),
        E(h.pick("light", not_floors=[UP]), OFF, q="except"))
    add("turn on the lights everywhere except the basement", C("turn on", None, "light", q="except", inc=["*"], exc=["basement"]),
        E(h.pick("light", not_floors=[B1]), ON, q="except"))
    add("turn on the downstairs lights but not in the kitchen",
        C("turn on", None, "light", q="except", inc=["downstairs"], exc=["kitchen"]),
        E(h.pick("light", floors=[DOWN], not_areas=["kitchen"]), ON, q="except"))
    add("turn off the air conditioners except in the grandparents' room and the kids room",
        C("turn off", "Air Conditioner", "climate", q="except", exc=["grandparents' room", "kids room"]),
        E(AC(not_areas=["elder_room", "kids_room"]), "climate.turn_off", q="except"))

    # ---- satellite area context ---------------------------------------------------------------
    add("turn off the lights", C("turn off", None, "light", q="all"), E(L("living_room"), OFF, q="all"), ctx="living_room")
    add("lights on", C("turn on", None, "light", q="all"), E(L("master_bedroom"), ON, q="all"), ctx="master_bedroom")
    add("turn on the light", C("turn on", None, "light", q="all"), E(L("kitchen"), ON, q="all"), ctx="kitchen")
    add("dim the lights a bit", C("dim", None, "light", q="all"), E(L("study"), ON, q="all"), ctx="study")
    add("turn on the lamp", C("turn on", "Lamp", "light"), E("light.kids_room_desk_lamp", ON), ctx="kids_room")
    add("turn on the AC", C("turn on", "AC", "climate"), E("climate.elder_room_ac", "climate.turn_on"), ctx="elder_room")
    add("set the AC to 26", C("set", "AC", "climate", params={"temperature": 26}),
        E("climate.master_bedroom_ac", "climate.set_temperature", data={"temperature": 26}), ctx="master_bedroom")
    add("open the curtain", C("open", "Curtain", "cover", "curtain"), E("cover.second_bedroom_curtain", "cover.open_cover"),
        ctx="second_bedroom")
    add("turn on the downlight", C("turn on", "Downlight", "light"), E("light.dining_room_downlight", ON), ctx="dining_room")
    add("pause the music", C("pause", None, "media_player"), E("media_player.master_bedroom_speaker", "media_player.media_pause"),
        ctx="master_bedroom")
    add("what's the temperature in here", C("check", None, "sensor", "temperature"), E("sensor.study_temperature", None), ctx="study")
    add("how humid is it", C("check", None, "sensor", "humidity"), E("sensor.kids_room_humidity", None), ctx="kids_room")
    add("turn on the TV", C("turn on", "TV", "media_player", "tv"), E("media_player.living_room_tv", "media_player.turn_on"),
        ctx="living_room")
    add("turn off the kitchen lights", C("turn off", None, "light", q="all", inc=["kitchen"]), E(L("kitchen"), OFF, q="all"),
        ctx="study", tags=["scope_over_satellite"])
    add("turn on the ceiling light", C("turn on", "Ceiling Light", "light"), E("light.study_ceiling", ON), ctx="study")
    add("close the curtain halfway", C("set position", "Curtain", "cover", "curtain", params={"position": 50}),
        E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 50}), ctx="elder_room")
    add("turn on the humidifier", C("turn on", "Humidifier", "humidifier", "humidifier"),
        E("humidifier.kids_room_humidifier", "humidifier.turn_on"), ctx="kids_room")

    # ---- references with history --------------------------------------------------------------
    add("make it a bit dimmer", C("dim", ref=True), E("light.master_bedroom_desk_lamp", ON),
        hist=["turn on the lamp in the master bedroom"])
    add("set it to 30 percent", C("set", ref=True, params={"brightness_pct": 30}),
        E("light.study_desk_lamp", ON, data={"brightness_pct": 30}), hist=["turn on Old Buddy"])
    add("close it", C("close", ref=True), E("cover.study_blind", "cover.close_cover"), hist=["is the venetian blind open?"])
    add("set it to 24 degrees", C("set", ref=True, params={"temperature": 24}),
        E("climate.living_room_ac", "climate.set_temperature", data={"temperature": 24}),
        hist=["turn on the air conditioner in the living room"])
    add("turn it up to 25", C("set", ref=True, params={"temperature": 25}),
        E("climate.study_ac", "climate.set_temperature", data={"temperature": 25}),
        hist=["turn off the study lights", "turn on the study AC"])
    add("turn them off", C("turn off", q="all", ref=True), E(L("kids_room"), OFF, q="all"), hist=["turn on the kids room lights"])
    add("now close it again", C("close", ref=True), E("cover.garage_door", "cover.close_cover"), hist=["open the garage door"])
    add("lock it then", C("lock", ref=True), E("lock.front_door", "lock.lock"), hist=["is the front door locked?"])
    add("make that one blue", C("set color", ref=True, params={"color_name": "blue"}),
        E("light.living_room_floor_lamp", ON, data={"color_name": "blue"}), hist=["turn on Big White"])
    add("send it back to the dock", C("return to base", ref=True), E("vacuum.robot_vacuum", "vacuum.return_to_base"),
        hist=["start Sweepy"])
    add("set its volume to 20 percent", C("set volume", ref=True, params={"volume_level": 0.2}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.2}), hist=["turn on the living room TV"])
    add("open them again", C("open", q="all", ref=True), E(CURTAINS(floors=[UP]), "cover.open_cover", q="all"),
        hist=["close the curtains upstairs"])
    add("turn that off", C("turn off", ref=True), E("switch.christmas_tree", "switch.turn_off"), hist=["turn on the christmas tree"])
    add("switch it to heat", C("set mode", ref=True, params={"hvac_mode": "heat"}),
        E("climate.kids_room_ac", "climate.set_hvac_mode", data={"hvac_mode": "heat"}),
        hist=["what's the temperature in the kids room?", "turn on the kids room AC"])
    add("the ceiling light in the master bedroom", C(None, "Ceiling Light", "light", inc=["master bedroom"]),
        E("light.master_bedroom_ceiling", ON), hist=["turn on the ceiling light"], tags=["clarify_answer"])
    add("set it to 60 percent", C("set", ref=True, params={"percentage": 60}),
        E("fan.master_bedroom_fan", "fan.set_percentage", data={"percentage": 60}), hist=["turn on the fan in the master bedroom"])
    add("a bit brighter", C("brighten", ref=True), E("light.study_desk_lamp", ON), hist=["turn on the desk lamp in the study"],
        tags=["ellipsis"])

    # ---- conditions ---------------------------------------------------------------------------
    add("if the living room is above 26 degrees turn on the AC",
        C("turn on", "AC", "climate", cond=[COND("temperature", ">", 26, "°C", inc=["living room"])]),
        E("climate.living_room_ac", "climate.turn_on"), tags=["room_in_condition_only"])
    add("if it gets warmer than 28 degrees turn on the air conditioner",
        C("turn on", "Air Conditioner", "climate", cond=[COND("temperature", ">", 28, "°C")]),
        E("climate.living_room_ac", "climate.turn_on"), ctx="living_room")
    add("if the guest bathroom humidity is over 70 percent turn on the exhaust fan",
        C("turn on", "Exhaust Fan", "fan", cond=[COND("humidity", ">", 70, "%", inc=["guest bathroom"])]),
        E("fan.guest_bathroom_exhaust", "fan.turn_on"))
    add("turn on the dehumidifier if the storage room humidity goes above 60",
        C("turn on", "Dehumidifier", "humidifier", "dehumidifier", cond=[COND("humidity", ">", 60, "%", inc=["storage room"])]),
        E("humidifier.storage_room_dehumidifier", "humidifier.turn_on"))
    add("if the master bedroom drops below 20 degrees set its AC to heat",
        C("set mode", "AC", "climate", inc=["master bedroom"], params={"hvac_mode": "heat"},
          cond=[COND("temperature", "<", 20, "°C", inc=["master bedroom"])]),
        E("climate.master_bedroom_ac", "climate.set_hvac_mode", data={"hvac_mode": "heat"}))
    add("if the outdoor temperature is below 10 turn on the living room heating",
        C("turn on", "Living Room Heating", "climate", cond=[COND("temperature", "<", 10, "°C", name="Outdoor Temperature")]),
        E("climate.living_room_floor_heating", "climate.turn_on"))
    add("when the kids room humidity is under 40 percent turn on the kids room humidifier",
        C("turn on", "Humidifier", "humidifier", "humidifier", inc=["kids room"], cond=[COND("humidity", "<", 40, "%", inc=["kids room"])]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_on"))
    add("turn on the study AC if the study is hotter than 27",
        C("turn on", "AC", "climate", inc=["study"], cond=[COND("temperature", ">", 27, "°C", inc=["study"])]),
        E("climate.study_ac", "climate.turn_on"))
    add("if the soil moisture is below 30 percent open the garden sprinkler",
        C("open", "Garden Sprinkler", "valve", "water", cond=[COND("moisture", "<", 30, "%", name="Soil Moisture")]),
        E("valve.garden_irrigation", "valve.open_valve"))
    add("if outdoor illuminance is under 1000 lux turn on the garden lights",
        C("turn on", "Garden Lights", "light", cond=[COND("illuminance", "<", 1000, "lx", name="Outdoor Illuminance")]),
        E("light.garden_lights", ON))
    add("if the living room CO2 is above 1000 turn on the living room air purifier",
        C("turn on", "Air Purifier", "fan", inc=["living room"], cond=[COND("carbon_dioxide", ">", 1000, "ppm", inc=["living room"])]),
        E("fan.living_room_air_purifier", "fan.turn_on"))
    add("if the master bedroom humidity is below 45 turn on the humidifier",
        C("turn on", "Humidifier", "humidifier", "humidifier", cond=[COND("humidity", "<", 45, "%", inc=["master bedroom"])]),
        E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"), tags=["room_in_condition_only"])

    # ---- several commands ---------------------------------------------------------------------
    add("turn off the lights and then turn on the AC", [C("turn off", None, "light", q="all"), C("turn on", "AC", "climate")],
        [E(L("master_bedroom"), OFF, q="all"), E("climate.master_bedroom_ac", "climate.turn_on")], ctx="master_bedroom")
    add("turn on the living room TV and turn off the living room lights",
        [C("turn on", "Living Room TV", "media_player", "tv"), C("turn off", None, "light", q="all", inc=["living room"])],
        [E("media_player.living_room_tv", "media_player.turn_on"), E(L("living_room"), OFF, q="all")])
    add("turn off the study AC and the study lights",
        [C("turn off", "AC", "climate", inc=["study"]), C("turn off", None, "light", q="all", inc=["study"])],
        [E("climate.study_ac", "climate.turn_off"), E(L("study"), OFF, q="all")])
    add("lock the front door and turn off the entryway light",
        [C("lock", "Front Door", "lock"), C("turn off", "Entryway Light", "light")],
        [E("lock.front_door", "lock.lock"), E("light.entrance_light", OFF)])
    add("start Sweepy and play some music on Blackie", [C("start", "Sweepy", "Unknown"), C("play", "Blackie", "Unknown")],
        [E("vacuum.robot_vacuum", "vacuum.start"), E("media_player.master_bedroom_speaker", "media_player.media_play")])
    add("activate movie mode and turn on the projector",
        [C("activate", "Movie Mode", "scene"), C("turn on", "Projector", "media_player", "tv")],
        [E("scene.movie_mode", "scene.turn_on"), E("media_player.home_theater_projector", "media_player.turn_on")])
    add("turn off every light and lock all the doors", [C("turn off", None, "light", q="all"), C("lock", None, "lock", q="all")],
        [E(ALL_LIGHTS, OFF, q="all"), E(h.pick("lock"), "lock.lock", q="all")])
    add("set the kids room AC to 26 and turn on the humidifier there",
        [C("set", "AC", "climate", inc=["kids room"], params={"temperature": 26}),
         C("turn on", "Humidifier", "humidifier", "humidifier", inc=["kids room"])],
        [E("climate.kids_room_ac", "climate.set_temperature", data={"temperature": 26}),
         E("humidifier.kids_room_humidifier", "humidifier.turn_on")])
    add("close the garage door and switch off the garage light",
        [C("close", "Garage Door", "cover", "garage"), C("turn off", "Garage Light", "light")],
        [E("cover.garage_door", "cover.close_cover"), E("light.garage_light", OFF)])
    add("turn off the water heater and start the washing machine",
        [C("turn off", "Water Heater", "water_heater"), C("turn on", "Washing Machine", "switch")],
        [CL(h.pick("water_heater"), "water_heater.turn_off"), E("switch.balcony_washing_machine", "switch.turn_on")])
    add("turn on Old Buddy and set it to 40 percent",
        [C("turn on", "Old Buddy", "Unknown"), C("set", ref=True, params={"brightness_pct": 40})],
        [E("light.study_desk_lamp", ON), E("light.study_desk_lamp", ON, data={"brightness_pct": 40})])
    add("turn on the guest bedroom AC, turn off its ceiling light and close the curtain",
        [C("turn on", "AC", "climate", inc=["guest bedroom"]), C("turn off", "Ceiling Light", "light", inc=["guest bedroom"]),
         C("close", "Curtain", "cover", "curtain", inc=["guest bedroom"])],
        [E("climate.second_bedroom_ac", "climate.turn_on"), E("light.second_bedroom_ceiling", OFF),
         E("cover.second_bedroom_curtain", "cover.close_cover")])

    # ---- questions ----------------------------------------------------------------------------
    add("what's the living room temperature", C("check", None, "sensor", "temperature", inc=["living room"]),
        E("sensor.living_room_temperature", None))
    add("how humid is the master bedroom", C("check", None, "sensor", "humidity", inc=["master bedroom"]),
        E("sensor.master_bedroom_humidity", None))
    add("is the front door locked", C("check", "Front Door", "lock"), E("lock.front_door", None))
    add("is the garage door closed", C("check", "Garage Door", "cover", "garage"), E("cover.garage_door", None))
    add("how much battery does the robot vacuum have", C("check", "Robot Vacuum", "sensor", "battery"),
        E("sensor.robot_vacuum_battery", None))
    add("how much energy have we used today", C("check", None, "sensor", "energy"), E("sensor.home_energy_today", None))
    add("what's the outdoor temperature", C("check", "Outdoor Temperature", "sensor", "temperature"), E("sensor.outdoor_temperature", None))
    add("what's the weather like", C("check", None, "weather"), E("weather.home", None))
    add("how long until the washing is done", C("check", "Washing Time Remaining", "sensor", "duration"),
        E("sensor.balcony_washing_machine_remaining", None))
    add("is the master bedroom window closed", C("check", "Master Bedroom Window", "binary_sensor", "window"),
        E("binary_sensor.master_bedroom_window", None))
    add("what's the PM2.5 in the living room", C("check", None, "sensor", "pm25", inc=["living room"]), E("sensor.living_room_pm25", None))
    add("is there a gas leak in the kitchen", C("check", None, "binary_sensor", "gas", inc=["kitchen"]), E("binary_sensor.kitchen_gas", None))
    add("are the study lights on", C("check", None, "light", q="all", inc=["study"]), E(L("study"), None, q="all"))
    add("which lights are on", C("check", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, None, q="all"))
    add("what is Blackie playing", C("check", "Blackie", "Unknown"), E("media_player.master_bedroom_speaker", None))
    add("is anyone in the guest bathroom", C("check", None, "binary_sensor", "occupancy", inc=["guest bathroom"]),
        E("binary_sensor.guest_bathroom_occupancy", None))
    add("what's the total power right now", C("check", "Total Power", "sensor", "power"), E("sensor.home_power", None))
    add("is the master bedroom AC on", C("check", "AC", "climate", inc=["master bedroom"]), E("climate.master_bedroom_ac", None))

    # ---- parameters ---------------------------------------------------------------------------
    add("open the master bedroom curtain to 30 percent", C("set position", "Curtain", "cover", "curtain", inc=["master bedroom"],
        params={"position": 30}), E("cover.master_bedroom_curtain", "cover.set_cover_position", data={"position": 30}))
    add("tilt the venetian blind to 45", C("tilt", "Venetian Blind", "cover", "blind", params={"tilt_position": 45}),
        E("cover.study_blind", "cover.set_cover_tilt_position", data={"tilt_position": 45}))
    add("set the TV volume to 15 percent", C("set volume", "TV", "media_player", "tv", params={"volume_level": 0.15}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.15}))
    add("turn up the study speaker", C("volume up", "Study Speaker", "media_player", "speaker"),
        E("media_player.study_speaker", "media_player.volume_up"))
    add("put the soundbar in night mode", C("set sound mode", "Soundbar", "media_player", "speaker", params={"sound_mode": "Night"}),
        E("media_player.living_room_soundbar", "media_player.select_sound_mode", data={"sound_mode": "Night"}))
    add("set the living room AC to dry mode", C("set mode", "AC", "climate", inc=["living room"], params={"hvac_mode": "dry"}),
        E("climate.living_room_ac", "climate.set_hvac_mode", data={"hvac_mode": "dry"}))
    add("set the study AC fan to high", C("set fan mode", "AC", "climate", inc=["study"], params={"fan_mode": "high"}),
        E("climate.study_ac", "climate.set_fan_mode", data={"fan_mode": "high"}))
    add("set the master bedroom fan to 60 percent", C("set", "Fan", "fan", inc=["master bedroom"], params={"percentage": 60}),
        E("fan.master_bedroom_fan", "fan.set_percentage", data={"percentage": 60}))
    add("set the dehumidifier to 45 percent", C("set", "Dehumidifier", "humidifier", "dehumidifier", params={"humidity": 45}),
        E("humidifier.storage_room_dehumidifier", "humidifier.set_humidity", data={"humidity": 45}))
    add("switch the washing program to quick wash", C("select", "Washing Program", "select", params={"option": "Quick Wash"}),
        E("select.balcony_washing_machine_program", "select.select_option", data={"option": "Quick Wash"}))
    add("set the living room main light to 4000 kelvin", C("set color temperature", "Living Room Main Light", "light",
        params={"color_temp_kelvin": 4000}), E("light.living_room_ceiling", ON, data={"color_temp_kelvin": 4000}))
    add("switch the TV to Netflix", C("select source", "TV", "media_player", "tv", params={"source": "Netflix"}),
        E("media_player.living_room_tv", "media_player.select_source", data={"source": "Netflix"}))
    add("set the robot vacuum suction to max", C("set fan speed", "Robot Vacuum", "vacuum", params={"fan_speed": "max"}),
        E("vacuum.robot_vacuum", "vacuum.set_fan_speed", data={"fan_speed": "max"}))
    add("set the sprinkler to 50 percent", C("set position", "Sprinkler", "valve", params={"position": 50}),
        E("valve.garden_irrigation", "valve.set_valve_position", data={"position": 50}))
    add("set the bath heater to 40 degrees", C("set", "Bath Heater", "climate", params={"temperature": 40}),
        E("climate.master_bathroom_bath_heater", "climate.set_temperature", data={"temperature": 40}))

    # ---- clarify ------------------------------------------------------------------------------
    add("turn on the downlight", C("turn on", "Downlight", "light"), CL(h.pick("light", names=["Downlight"]), ON))
    add("switch on the downlight", C("turn on", "Downlight", "light"), CL(L("living_room")[1:3], ON), ctx="living_room",
        tags=["duplicate_in_room"])
    add("turn on the ceiling light", C("turn on", "Ceiling Light", "light"), CL(h.pick("light", names=["Ceiling Light"]), ON))
    add("turn on the air conditioner", C("turn on", "Air Conditioner", "climate"), CL(AC(), "climate.turn_on"))
    add("turn off the AC", C("turn off", "AC", "climate"), CL(AC(), "climate.turn_off"), ctx="kitchen")
    add("turn on the lamp", C("turn on", "Lamp", "light"), CL(h.pick("light", names=["Lamp"]), ON))
    add("turn off the water heater", C("turn off", "Water Heater", "water_heater"), CL(h.pick("water_heater"), "water_heater.turn_off"))
    add("turn on the humidifier", C("turn on", "Humidifier", "humidifier", "humidifier"),
        CL(h.pick("humidifier", dc="humidifier"), "humidifier.turn_on"))
    add("turn on the air purifier", C("turn on", "Air Purifier", "fan"), CL(h.pick("fan", names=["Air Purifier"]), "fan.turn_on"))
    add("open the curtain", C("open", "Curtain", "cover", "curtain"), CL(h.pick("cover", names=["Curtain"]), "cover.open_cover"))
    add("turn on the smart plug", C("turn on", "Smart Plug", "switch", "outlet"), CL(h.pick("switch", names=["Smart Plug"]), "switch.turn_on"))
    add("turn on the light strip", C("turn on", "Light Strip", "light"), CL(h.pick("light", names=["Light Strip"]), ON))
    add("set the temperature to 24", C("set", None, "climate", params={"temperature": 24}),
        CL(h.pick("climate"), "climate.set_temperature"), tags=["no_name"])

    # ---- no_match -----------------------------------------------------------------------------
    add("turn on Rusty", C("turn on", "Rusty", "Unknown"), NM(), tags=["absent_nickname"])
    add("switch off Mr Fluffy", C("turn off", "Mr Fluffy", "Unknown"), NM(), tags=["absent_nickname"])
    add("open the kitchen curtains", C("open", None, "cover", "curtain", q="all", inc=["kitchen"]), NM(q="all"))
    add("turn on the TV on the balcony", C("turn on", "TV", "media_player", "tv", inc=["balcony"]), NM())
    add("turn off the pool lights", C("turn off", None, "light", q="all", inc=["pool"]), NM(q="all"), tags=["absent_room"])
    add("turn on the coffee machine", C("turn on", "coffee machine", "Unknown"), NM())
    add("turn on the TV in the kids room", C("turn on", "TV", "media_player", "tv", inc=["kids room"]), NM())
    add("turn on the humidifier in the study", C("turn on", "Humidifier", "humidifier", "humidifier", inc=["study"]), NM())
    add("preheat the oven", C("preheat", "oven", "Unknown"), NM())
    add("set the balcony AC to 26", C("set", "AC", "climate", inc=["balcony"], params={"temperature": 26}), NM())
    add("what's the temperature in the garage", C("check", None, "sensor", "temperature", inc=["garage"]), NM())
    add("turn on the lights on the third floor", C("turn on", None, "light", q="all", inc=["third floor"]), NM(q="all"),
        tags=["absent_floor"])
    add("turn on the dishwasher in the master bedroom", C("turn on", "Dishwasher", "switch", inc=["master bedroom"]), NM())
    add("turn on the floor heating in the kitchen", C("turn on", "heating", "climate", inc=["kitchen"]), NM())

    # ---- templates ------------------------------------------------------------------------------
    b.how = "template"
    alias_choice = {"guest_bathroom": "Restroom", "entrance": "Foyer", "garden": "Backyard"}
    for area_id, area in h.areas.items():
        name = area["name"].lower()
        alias = alias_choice.get(area_id, area["aliases"][0]).lower()
        where = "on the" if area_id == "balcony" else "in the"
        add(f"switch on all the lights {where} {name}", C("turn on", None, "light", q="all", inc=[name]), E(L(area_id), ON, q="all"))
        add(f"{alias} lights off please", C("turn off", None, "light", q="all", inc=[alias]), E(L(area_id), OFF, q="all"))
    ac_areas = [a for a in h.areas if any(h.entities[e].get("area") == a for e in AC())]
    modes = [("cool", "cool"), ("heat", "heat"), ("dry", "dry"), ("fan only", "fan_only"), ("auto", "auto")]
    for index, area_id in enumerate(ac_areas):
        name = h.areas[area_id]["name"].lower()
        target = AC(areas=[area_id])[0]
        temp = 24 + index % 4
        add(f"set the {name} air conditioner to {temp} degrees",
            C("set", "Air Conditioner", "climate", inc=[name], params={"temperature": temp}),
            E(target, "climate.set_temperature", data={"temperature": temp}))
        word, mode = modes[index % len(modes)]
        add(f"put the AC in the {name} on {word}", C("set mode", "AC", "climate", inc=[name], params={"hvac_mode": mode}),
            E(target, "climate.set_hvac_mode", data={"hvac_mode": mode}))
    for area_id in ("garage", "kitchen", "dining_room", "hallway", "storage_room", "entrance", "guest_bathroom"):
        name = h.areas[area_id]["name"].lower()
        add(f"turn on the air conditioner in the {name}", C("turn on", "Air Conditioner", "climate", inc=[name]), NM(),
            tags=["absent_in_room"])
    for area_id, area in h.areas.items():
        temps = [
            e for e in h.entities
            if e.startswith("sensor.") and h.entities[e].get("area") == area_id
            and h.entities[e].get("device_class") == "temperature"
        ]
        if len(temps) == 1 and area_id not in ("garden", "living_room"):
            name = area["name"].lower()
            add(f"how warm is it in the {name}", C("check", None, "sensor", "temperature", inc=[name]), E(temps[0], None))
    for floor_id, floor in h.floors.items():
        for index, word in enumerate([floor["name"], *floor["aliases"]]):
            word = word if word.isupper() else word.lower()
            on = index % 2 == 0
            text = f"turn on all the {word} lights" if on else f"switch off the {word} lights"
            add(text, C("turn on" if on else "turn off", None, "light", q="all", inc=[word]),
                E(h.pick("light", floors=[floor_id]), ON if on else OFF, q="all"))
    return b


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------


def build() -> dict[str, list[dict[str, Any]]]:
    """The lines of both files."""
    homes = {lang: Home(DATA_DIR / name) for lang, name in HOME_FILES.items()}
    return {"zh": chinese(homes["zh"]).lines(), "en": english(homes["en"]).lines()}


def render(lines: Sequence[Mapping[str, Any]]) -> str:
    return "".join(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n" for line in lines)


FEATURE_ROWS = [
    ("name", "exact entity name"),
    ("nickname", "nickname (老伙计, Old Buddy, ...)"),
    ("alias", "entity alias"),
    ("partial_name", "partial name / device name with a room (台灯 in 次卧)"),
    ("duplicate_name", "name shared by several entities, resolved by room or satellite"),
    ("no_area", "target without an area"),
    ("room", "room by name"),
    ("room_alias", "room by alias"),
    ("floor", "floor by name or alias"),
    ("all", "quantifier all"),
    ("except", "quantifier except"),
    ("except_room", "… excluding a room"),
    ("except_floor", "… excluding a floor"),
    ("everywhere", "everywhere (\"*\")"),
    ("satellite", "satellite area context"),
    ("reference", "reference (它 / it / them)"),
    ("history", "earlier turns in history"),
    ("condition", "condition"),
    ("condition:temperature", "… on temperature"),
    ("condition:humidity", "… on humidity"),
    ("multi", "several commands (expected is a list)"),
    ("question", "question (service null)"),
    ("param:brightness_pct", "parameter brightness_pct"),
    ("param:temperature", "parameter temperature"),
    ("param:position", "parameter position"),
    ("param:volume_level", "parameter volume_level"),
    ("param:hvac_mode", "parameter hvac_mode"),
    ("param:color_name", "parameter color_name"),
    ("clarify", "genuinely ambiguous → clarify"),
    ("no_match", "absent device / room / name → no_match"),
]


TRAP_ROWS = [
    ("room_word_in_name", "a room word inside a name that sits elsewhere (客厅老伙计 in the study)"),
    ("name_vs_room", "an entity's full name vs. the room's lights (阳台灯 vs 阳台的灯)"),
    ("alias_vs_room", "an alias that is also a room alias (foyer light / foyer lights)"),
    ("alias_over_partial", "an exact alias beats partial names elsewhere (床头灯)"),
    ("device_name", "found by its device name only (书房的台灯 = 老伙计)"),
    ("type_word", "a type word for a differently named device (书房的窗帘 = 百叶窗)"),
    ("not_the_script", "\"all lights off\" said as a request, not the script of that name"),
    ("duplicate_in_room", "two entities of one name in the satellite's room → clarify"),
    ("no_name", "a parameter with no device named → clarify"),
    ("scope_over_satellite", "a room said overrides the satellite's room"),
    ("room_in_condition_only", "the room is said only in the condition"),
    ("clarify_answer", "the answer to a clarifying question"),
    ("ellipsis", "the target left out (\"再调亮一点\")"),
    ("absent_nickname", "a nickname nobody has"),
    ("absent_room", "a room the home does not have"),
    ("absent_floor", "a floor the home does not have"),
    ("absent_in_room", "a device type the room does not have"),
]


def counts(files: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    """A Markdown table of cases per feature (a case counts once per feature)."""
    per = {lang: Counter(f for line in lines for f in line["features"]) for lang, lines in files.items()}
    how = {lang: Counter(line["how"] for line in lines) for lang, lines in files.items()}
    out = ["| feature | zh | en |", "|---|---|---|"]
    out.append(f"| **cases** | {len(files['zh'])} | {len(files['en'])} |")
    for kind in ("hand", "template"):
        out.append(f"| written by {kind} | {how['zh'][kind]} | {how['en'][kind]} |")
    for key, label in FEATURE_ROWS:
        out.append(f"| {label} (`{key}`) | {per['zh'][key]} | {per['en'][key]} |")
    for key, label in TRAP_ROWS:
        out.append(f"| trap: {label} (`{key}`) | {per['zh'][key]} | {per['en'][key]} |")
    params = sorted({f for c in per.values() for f in c if f.startswith("param:")} - {k for k, _ in FEATURE_ROWS})
    if params:
        out.append(
            "| other parameters | "
            + " | ".join(", ".join(f"{p[6:]} {per[lang][p]}" for p in params if per[lang][p]) for lang in ("zh", "en"))
            + " |"
        )
    return "\n".join(out)


def run(
    argv: Sequence[str] | None,
    description: str,
    build_files: Callable[[], Mapping[str, Sequence[Mapping[str, Any]]]],
    count: Callable[[Mapping[str, Sequence[Mapping[str, Any]]]], str],
    out_files: Mapping[str, str],
) -> int:
    """The command line of a cases generator: write the files, ``--check`` them, or print ``--counts``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="exit 1 when eval/ is stale")
    parser.add_argument("--counts", action="store_true", help="print the counts table(s) for eval/README.md")
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    files = build_files()
    if args.counts:
        print(count(files))
        return 0
    return write_or_check(files, args.out, out_files, check=args.check)


def write_or_check(
    files: Mapping[str, Sequence[Mapping[str, Any]]], out_dir: Path, names: Mapping[str, str], *, check: bool
) -> int:
    """Write each language's lines to ``out_dir / names[lang]``, or with ``check`` only tell
    (exit status 1) which of those files differ from what would be written."""
    stale = []
    for lang, lines in files.items():
        path = out_dir / names[lang]
        text = render(lines)
        if check:
            if not path.exists() or path.read_text("utf-8") != text:
                stale.append(str(path))
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, "utf-8")
        print(f"wrote {path} ({len(lines)} cases)")
    if stale:
        print("stale: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run(argv, __doc__.splitlines()[0], build, counts, OUT_FILES)


if __name__ == "__main__":
    sys.exit(main())
