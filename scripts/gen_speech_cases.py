#!/usr/bin/env python3
"""Generate the labelled speech sets eval/cases_speech_{zh,en}.jsonl (docs/contracts.md §2, §3, §5).

    python3 scripts/gen_speech_cases.py            # writes eval/cases_speech_zh.jsonl, eval/cases_speech_en.jsonl
    python3 scripts/gen_speech_cases.py --check    # exit 1 when the files in eval/ are stale
    python3 scripts/gen_speech_cases.py --counts   # print the per-phenomenon counts (for eval/README.md)

How people talk to a voice assistant, rather than how Home Assistant's templates are shaped:
complaints and wishes, Cantonese and Traditional Chinese, code-switching, fillers, numbers in
words, relative changes, speech-recognition errors, attribute phrases, positions, verbs for
buttons, vacuums, mowers, scenes and scripts, state questions, several commands, follow-ups,
absent devices and truly ambiguous requests (issue #13). The set is held out: it was written
without looking at the local parser's vocabulary, and it is not to be copied into it.

Every utterance below is written by hand, one by one. Every label is computed from the demo
home files (devtools/homes/demo_home_{zh,en}.json) by the selection helpers of
``gen_demo_cases.Home`` and of :class:`Kinds` (lights of a room, the heating and cooling of a
room, current targets and volume levels); nothing here runs the retriever or a parser.

Each line carries the extra key ``features`` (docs/contracts.md §2 allows extra keys): the phenomena
the case exercises, from :data:`PHENOMENA`. ``multi``, ``absent`` and ``ambiguous`` are
derived from the labels; the others are written with the case. ``expected.data`` (an extra
key) holds the service data a correct executor would send, for reading. Standard library only;
deterministic output.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_demo_cases import (
    CL,
    DATA_DIR,
    HOME_FILES,
    NM,
    Book,
    C,
    E,
    Home,
    run,
)

OUT_FILES = {"zh": "cases_speech_zh.jsonl", "en": "cases_speech_en.jsonl"}
TRADITIONAL = "zh-Hant"
"""``lang`` of the Cantonese and Traditional Chinese cases (the home itself stays zh-Hans)."""

# The phenomena of issue #13, with the least number of cases each language must hold.
PHENOMENA: dict[str, tuple[str, dict[str, int]]] = {
    "complaint": ("complaints, wishes, indirect requests (too dark / cold / stuffy …)", {"zh": 25, "en": 25}),
    "cantonese": ("Cantonese and Traditional Chinese", {"zh": 40, "en": 0}),
    "code_switch": ("code-switching (English in Chinese, Chinese or pinyin in English)", {"zh": 30, "en": 10}),
    "filler": ("fillers and politeness", {"zh": 25, "en": 25}),
    "numbers": ("numbers in words and mixed forms", {"zh": 25, "en": 25}),
    "relative": ("relative changes (dimmer, a degree lower, quieter)", {"zh": 25, "en": 25}),
    "asr": ("speech-recognition errors (homophones, dropped or inserted syllables)", {"zh": 25, "en": 25}),
    "attribute": ("attribute-of-device phrases (the fan speed of the heater)", {"zh": 25, "en": 25}),
    "position": ("positions and extremes (fully open, halfway, to the max)", {"zh": 25, "en": 25}),
    "verbs": ("verbs for buttons, vacuums, mowers, scenes and scripts said as a sentence", {"zh": 25, "en": 25}),
    "question": ("state questions", {"zh": 25, "en": 25}),
    "multi": ("several commands in one request", {"zh": 25, "en": 25}),
    "followup": ("follow-ups without a device (history)", {"zh": 25, "en": 25}),
    "absent": ("absent device or room → no_match", {"zh": 25, "en": 25}),
    "ambiguous": ("truly ambiguous in this home → clarify", {"zh": 25, "en": 25}),
}
DERIVED = {"multi", "absent", "ambiguous"}
"""Phenomena read from the labels (a list of expectations, no_match, clarify), never hand-tagged."""
MIN_CASES = {"zh": 400, "en": 250}

# Service data for "a bit" when no amount is said (documented in eval/README.md).
STEP_PCT = 20  # brightness_step_pct, cover position points
SMALL_STEP_PCT = 10  # "一点点", "a touch"
STEP_DEGREES = 1  # climate and water heater targets
STEP_HUMIDITY = 10  # humidifier target humidity
STEP_KELVIN = 500  # colour temperature, warmer or cooler


class Kinds:
    """Sets and values the labels are computed from, read from one demo home."""

    def __init__(self, home: Home) -> None:
        self.h = home

    def attr(self, entity_id: str, key: str) -> Any:
        return self.h.entities[entity_id]["attributes"][key]

    def lights(self, *areas: str, floor: str | None = None, lit: bool = False) -> list[str]:
        """The lights of some areas (or a floor, or the home); ``lit``: only those that are on."""
        where = (lambda e: e.get("state") == "on") if lit else None
        return self.h.pick("light", areas=areas, floors=[floor] if floor else (), where=where)

    def climates(self, mode: str, *areas: str) -> list[str]:
        """The climate entities of some areas (or the home) that offer an HVAC mode (heat, cool)."""
        return self.h.pick("climate", areas=areas, where=lambda e: mode in e["attributes"].get("hvac_modes", []))

    def fans(self, *areas: str) -> list[str]:
        return self.h.pick("fan", areas=areas)

    def humidifiers(self, dc: str, *areas: str) -> list[str]:
        """Humidifiers (``humidifier``) or dehumidifiers (``dehumidifier``) of some areas."""
        return self.h.pick("humidifier", areas=areas, dc=dc)

    def playing(self, *areas: str) -> list[str]:
        return self.h.pick("media_player", areas=areas, where=lambda e: e.get("state") == "playing")

    def sensors(self, dc: str, *areas: str, floor: str | None = None) -> list[str]:
        return self.h.pick("sensor", areas=areas, floors=[floor] if floor else (), dc=dc)

    def binary(self, dc: str, *areas: str) -> list[str]:
        return self.h.pick("binary_sensor", areas=areas, dc=dc)

    def named(self, domain: str, name: str, *areas: str) -> list[str]:
        """Entities whose name or alias is exactly ``name`` (in some areas, or anywhere)."""
        return self.h.pick(domain, areas=areas, names=[name])

    def curtains(self, *areas: str, floor: str | None = None) -> list[str]:
        return self.h.pick("cover", areas=areas, floors=[floor] if floor else (), dc="curtain")

    def target(self, entity_id: str, delta: float) -> float | int:
        """The entity's current target temperature moved by ``delta`` degrees."""
        return _plain(self.attr(entity_id, "temperature") + delta)

    def humidity(self, entity_id: str, delta: int) -> int:
        return int(self.attr(entity_id, "humidity") + delta)

    def volume(self, entity_id: str, delta: float) -> float:
        """The player's current volume level moved by ``delta`` (0..1)."""
        return round(min(1.0, max(0.0, self.attr(entity_id, "volume_level") + delta)), 2)

    def position(self, entity_id: str, delta: int) -> int:
        return int(min(100, max(0, self.attr(entity_id, "current_position") + delta)))


def _plain(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


class SpeechBook(Book):
    """The cases of one language, tagged with the phenomena they exercise."""

    def __init__(self, lang: str, home: Home) -> None:
        super().__init__(lang, home)
        self.prefix = "speech"
        self.how = None  # every case is written by hand: no "how" key

    def add(  # type: ignore[override]
        self,
        query: str,
        cmds: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None,
        exps: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        *,
        ctx: str | None = None,
        hist: Sequence[str] = (),
        tags: Sequence[str] = (),
    ) -> None:
        """One case; ``cmds=None`` when a careful parser's output is not clear (no gold IR)."""
        for tag in tags:
            assert tag in PHENOMENA and tag not in DERIVED, (query, tag)
        if "followup" in tags:
            assert hist, query
        if "cantonese" in tags:
            assert self.lang == "zh", query
        exp_list = [exps] if isinstance(exps, Mapping) else list(exps)
        if "question" in tags:
            assert any(exp["service"] is None for exp in exp_list), query
        gold = cmds is not None
        # Without a gold IR the book still checks the expectations; empty commands stand in.
        placeholder = [C(None) for _ in exp_list]
        super().add(query, cmds if gold else placeholder, exps, ctx=ctx, hist=hist, tags=tags)
        if not gold:
            self.rows[-1]["ir"] = None
        self.rows[-1]["lang"] = TRADITIONAL if "cantonese" in tags else None

    def features(self, row: Mapping[str, Any]) -> list[str]:
        """The hand tags plus those the labels imply."""
        tags = set(row["tags"])
        exps = row["expected"] if isinstance(row["expected"], list) else [row["expected"]]
        if len(exps) > 1:
            tags.add("multi")
        if any(exp["no_match"] for exp in exps):
            tags.add("absent")
        if any(exp["clarify"] for exp in exps):
            tags.add("ambiguous")
        assert tags, row["query"]
        return [tag for tag in PHENOMENA if tag in tags]


# --------------------------------------------------------------------------------------------
# Chinese (Mandarin, Cantonese, Traditional Chinese)
# --------------------------------------------------------------------------------------------


def chinese(h: Home) -> SpeechBook:
    b = SpeechBook("zh", h)
    k = Kinds(h)
    add = b.add
    ON, OFF = "light.turn_on", "light.turn_off"
    MODE, TEMP = "climate.set_hvac_mode", "climate.set_temperature"
    HEAT, COOL = {"hvac_mode": "heat"}, {"hvac_mode": "cool"}
    DIM, BRIGHTER = {"brightness_step_pct": -STEP_PCT}, {"brightness_step_pct": STEP_PCT}
    TOUCH_DIMMER = {"brightness_step_pct": -SMALL_STEP_PCT}
    ALL_LIGHTS = k.lights()
    ACS = k.named("climate", "空调")
    UP, DOWN, B1 = "upper_floor", "ground_floor", "basement"

    # ---- complaints, wishes and indirect requests ---------------------------------------------
    # dark → the room's lights on; too bright → the lit lights dimmed; cold / hot → the room's
    # climate entities that can heat / cool switched to that mode; stuffy or smoky → the room's
    # fans on; dry → humidifiers on; damp → dehumidifiers on; noisy → the playing player quieter.
    def dark(inc: Sequence[str] = ()) -> dict[str, Any]:
        return C("打开", None, "light", q="all", inc=inc)

    def heat(inc: Sequence[str] = ()) -> dict[str, Any]:
        return C("制热", None, "climate", q="all", inc=inc, params=HEAT)

    def cool(inc: Sequence[str] = ()) -> dict[str, Any]:
        return C("制冷", None, "climate", q="all", inc=inc, params=COOL)

    add("好暗啊，啥也看不清", dark(), E(k.lights("study"), ON, q="all"), ctx="study", tags=["complaint"])
    add("这屋怎么这么黑", dark(), E(k.lights("elder_room"), ON, q="all"), ctx="elder_room", tags=["complaint"])
    add("黑灯瞎火的，走路都看不见", dark(), E(k.lights("hallway"), ON, q="all"), ctx="hallway", tags=["complaint"])
    add("厨房里太暗了，切菜都看不清", dark(["厨房"]), E(k.lights("kitchen"), ON, q="all"), tags=["complaint"])
    add("我看不清书上的字了", dark(), E(k.lights("second_bedroom"), ON, q="all"), ctx="second_bedroom", tags=["complaint"])
    add("车库里黑漆漆的", dark(["车库"]), E(k.lights("garage"), ON, q="all"), tags=["complaint"])
    add("院子里黑得什么都看不到", dark(["院子"]), E(k.lights("garden"), ON, q="all"), tags=["complaint"])
    add("太亮了，眼睛受不了", C("调暗", None, "light", q="all", params=DIM),
        E(k.lights("living_room", lit=True), ON, q="all", data=DIM), ctx="living_room", tags=["complaint"])
    add("书房的灯太刺眼了", C("调暗", None, "light", q="all", inc=["书房"], params=DIM),
        E(k.lights("study", lit=True), ON, q="all", data=DIM), tags=["complaint"])
    add("灯光晃得孩子睡不着", C("调暗", None, "light", q="all", params=DIM),
        E(k.lights("kids_room", lit=True), ON, q="all", data=DIM), ctx="kids_room", tags=["complaint"])
    add("好冷啊", heat(), E(k.climates("heat", "kids_room"), MODE, q="all", data=HEAT), ctx="kids_room", tags=["complaint"])
    add("冻死我了", heat(), E(k.climates("heat", "master_bathroom"), MODE, q="all", data=HEAT),
        ctx="master_bathroom", tags=["complaint"])
    add("老人房有点冷，老人家受不了", heat(["老人房"]), E(k.climates("heat", "elder_room"), MODE, q="all", data=HEAT),
        tags=["complaint"])
    add("客厅冷飕飕的", heat(["客厅"]), E(k.climates("heat", "living_room"), MODE, q="all", data=HEAT), tags=["complaint"])
    add("我手都冻僵了", heat(), E(k.climates("heat", "study"), MODE, q="all", data=HEAT), ctx="study", tags=["complaint"])
    add("影音室有点凉啊", heat(["影音室"]), E(k.climates("heat", "home_theater"), MODE, q="all", data=HEAT),
        tags=["complaint"])
    add("热死了", cool(), E(k.climates("cool", "master_bedroom"), MODE, q="all", data=COOL),
        ctx="master_bedroom", tags=["complaint"])
    add("次卧好热，根本睡不着", cool(["次卧"]), E(k.climates("cool", "second_bedroom"), MODE, q="all", data=COOL),
        tags=["complaint"])
    add("书房里闷热得要命", cool(["书房"]), E(k.climates("cool", "study"), MODE, q="all", data=COOL), tags=["complaint"])
    add("一身汗，太热了吧", cool(), E(k.climates("cool", "living_room"), MODE, q="all", data=COOL),
        ctx="living_room", tags=["complaint"])
    add("厕所里好闷啊", C("打开", None, "fan", q="all", inc=["厕所"]), E(k.fans("guest_bathroom"), "fan.turn_on", q="all"),
        tags=["complaint"])
    add("厨房油烟好大，呛死了", C("打开", None, "fan", q="all", inc=["厨房"]), E(k.fans("kitchen"), "fan.turn_on", q="all"),
        tags=["complaint"])
    add("屋里空气好闷", C("打开", None, "fan", q="all"), E(k.fans("kids_room"), "fan.turn_on", q="all"),
        ctx="kids_room", tags=["complaint"])
    add("好干啊，嗓子都疼了", C("加湿", None, "humidifier", "humidifier", q="all"),
        E(k.humidifiers("humidifier", "master_bedroom"), "humidifier.turn_on", q="all"), ctx="master_bedroom", tags=["complaint"])
    add("宝宝房太干燥了", C("加湿", None, "humidifier", "humidifier", q="all", inc=["宝宝房"]),
        E(k.humidifiers("humidifier", "kids_room"), "humidifier.turn_on", q="all"), tags=["complaint"])
    add("储藏室里潮得很，东西都要发霉了", C("除湿", None, "humidifier", "dehumidifier", q="all", inc=["储藏室"]),
        E(k.humidifiers("dehumidifier", "storage_room"), "humidifier.turn_on", q="all"), tags=["complaint"])
    add("太吵了", C("调低音量", None, "media_player", q="all"), E(k.playing("living_room"), "media_player.volume_down", q="all"),
        ctx="living_room", tags=["complaint"])
    add("吵死了，小点声行不行", C("调低音量", None, "media_player", q="all"),
        E(k.playing("living_room"), "media_player.volume_down", q="all"), ctx="living_room", tags=["complaint", "relative"])
    add("客厅空调吹得太冷了", C("调高", "空调", "climate", inc=["客厅"], params={"temperature": k.target("climate.living_room_ac", 1)}),
        E("climate.living_room_ac", TEMP, data={"temperature": k.target("climate.living_room_ac", 1)}),
        tags=["complaint", "relative"])
    add("浴霸太烫了", C("调低", "浴霸", "climate", params={"temperature": k.target("climate.master_bathroom_bath_heater", -1)}),
        E("climate.master_bathroom_bath_heater", TEMP, data={"temperature": k.target("climate.master_bathroom_bath_heater", -1)}),
        tags=["complaint", "relative"])
    add("风扇呼呼的太吵了", C("调低", "风扇", "fan"), E("fan.master_bedroom_fan", "fan.decrease_speed"),
        ctx="master_bedroom", tags=["complaint", "relative"])
    # no room said and no satellite: ask which room; the options are what it would act on
    add("怎么这么冷啊", heat(), CL(k.climates("heat"), MODE), tags=["complaint"])
    add("太黑了", dark(), CL(ALL_LIGHTS, ON), tags=["complaint"])
    add("热得受不了了", cool(), CL(k.climates("cool"), MODE), tags=["complaint"])
    add("空气太干了", C("加湿", None, "humidifier", "humidifier", q="all"),
        CL(k.humidifiers("humidifier"), "humidifier.turn_on"), tags=["complaint"])
    # nothing in that room changes it
    add("车库里好潮啊", C("除湿", None, "humidifier", "dehumidifier", q="all", inc=["车库"]), NM("all"), tags=["complaint"])
    add("厨房热死了", cool(["厨房"]), NM("all"), tags=["complaint"])
    add("餐厅有点冷", heat(["餐厅"]), NM("all"), tags=["complaint"])

    # ---- Cantonese and Traditional Chinese ------------------------------------------------------
    T = ["cantonese"]
    add("唔該幫我開客廳啲燈", C("打开", None, "light", q="all", inc=["客厅"]), E(k.lights("living_room"), ON, q="all"),
        tags=[*T, "filler"])
    add("熄晒樓上啲燈", C("关闭", None, "light", q="all", inc=["楼上"]), E(k.lights(floor=UP), OFF, q="all"), tags=T)
    add("書房盞枱燈熄咗佢", C("关闭", "台灯", "light", inc=["书房"]), E("light.study_desk_lamp", OFF), tags=T)
    add("冷氣較低兩度", C("调低", "空调", "climate", params={"temperature": k.target("climate.master_bedroom_ac", -2)}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": k.target("climate.master_bedroom_ac", -2)}),
        ctx="master_bedroom", tags=[*T, "relative", "numbers"])
    add("部電視細聲啲", C("调低音量", "电视", "media_player", "tv"), E("media_player.living_room_tv", "media_player.volume_down"),
        ctx="living_room", tags=[*T, "relative"])
    add("好焗呀，開吓把風扇", C("打开", "风扇", "fan"), E("fan.master_bedroom_fan", "fan.turn_on"),
        ctx="master_bedroom", tags=[*T, "complaint"])
    add("間房黑媽媽咁", dark(), E(k.lights("kids_room"), ON, q="all"), ctx="kids_room", tags=[*T, "complaint"])
    add("廁所個抽氣扇開一開", C("打开", "排气扇", "fan", inc=["卫生间"]), E("fan.guest_bathroom_exhaust", "fan.turn_on"), tags=T)
    add("大門鎖咗未呀", C("查询", "大门", "lock"), E("lock.front_door", None), tags=[*T, "question"])
    add("雪櫃較到三度", C("设置", "冰箱冷藏温度", "number", params={"value": 3}),
        E("number.kitchen_fridge_temperature", "number.set_value", data={"value": 3}), tags=[*T, "numbers"])
    add("抽濕機開咗未", C("查询", "抽湿机", "humidifier"), E("humidifier.storage_room_dehumidifier", None), tags=[*T, "question"])
    add("幫我閂咗車房門佢", C("关闭", "车库门", "cover", "garage"), E("cover.garage_door", "cover.close_cover"), tags=[*T, "filler"])
    add("掃地機械人去掃下地啦", C("打扫", "扫地机器人", "vacuum"), E("vacuum.robot_vacuum", "vacuum.start"), tags=[*T, "verbs"])
    add("客廳冷氣而家校咗幾多度", C("查询", "空调", "climate", inc=["客厅"]), E("climate.living_room_ac", None),
        tags=[*T, "question", "attribute"])
    add("出面而家幾多度", C("查询", "室外温度", "sensor", "temperature"), E("sensor.outdoor_temperature", None),
        tags=[*T, "question"])
    add("仲有邊啲燈未熄", C("查询", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, None, q="all"), tags=[*T, "question"])
    add("將客廳窗簾拉埋一半", C("设置", "窗帘", "cover", "curtain", inc=["客厅"], params={"position": 50}),
        E("cover.living_room_curtain", "cover.set_cover_position", data={"position": 50}), tags=[*T, "position"])
    add("主人房冷氣開廿六度", C("调到", "空调", "climate", inc=["主卧"], params={"temperature": 26}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": 26}), tags=[*T, "numbers"])
    add("唔該熄咗啲燈先", C("关闭", None, "light", q="all"), E(k.lights("second_bedroom"), OFF, q="all"),
        ctx="second_bedroom", tags=[*T, "filler"])
    add("開大啲聲", C("调高音量", None, "media_player"), E(k.playing("living_room"), "media_player.volume_up"),
        ctx="living_room", tags=[*T, "relative"])
    add("啲燈光得滯，較暗啲啦", C("调暗", None, "light", q="all", params=DIM),
        E(k.lights("study", lit=True), ON, q="all", data=DIM), ctx="study", tags=[*T, "complaint", "relative"])
    add("好凍呀", heat(), E(k.climates("heat", "elder_room"), MODE, q="all", data=HEAT), ctx="elder_room", tags=[*T, "complaint"])
    add("細路房個加濕器開咗佢", C("打开", "加湿器", "humidifier", inc=["儿童房"]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_on"), tags=T)
    add("熄埋走廊啲燈", C("关闭", None, "light", q="all", inc=["走廊"]), E(k.lights("hallway"), OFF, q="all"), tags=T)
    add("鎖埋後門", C("上锁", "后门", "lock"), E("lock.back_door", "lock.lock"), tags=T)
    add("幫我播返首歌", C("继续播放", None, "media_player"), E("media_player.master_bedroom_speaker", "media_player.media_play"),
        ctx="master_bedroom", tags=[*T, "filler"])
    add("個熱水爐較高五度", C("调高", "热水器", "water_heater",
                               params={"temperature": k.target("water_heater.master_bathroom_water_heater", 5)}),
        E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature",
          data={"temperature": k.target("water_heater.master_bathroom_water_heater", 5)}),
        ctx="master_bathroom", tags=[*T, "relative", "numbers"])
    add("開咗花園啲燈佢", C("打开", None, "light", q="all", inc=["花园"]), E(k.lights("garden"), ON, q="all"), tags=T)
    add("我哋要睇戲喇", C("打开", "观影模式", "scene"), E("scene.movie_mode", "scene.turn_on"), tags=[*T, "verbs"])
    add("食飯喇食飯喇", C("打开", "用餐模式", "scene"), E("scene.dinner_mode", "scene.turn_on"), tags=[*T, "verbs"])
    add("我出去先喇", C("打开", "离家模式", "scene"), E("scene.away_mode", "scene.turn_on"), tags=[*T, "verbs"])
    add("書房個百葉簾閂埋佢", C("关闭", "百叶帘", "cover", "blind", inc=["书房"]), E("cover.study_blind", "cover.close_cover"), tags=T)
    add("老人房個電熱毯開咗未", C("查询", "电热毯", "switch", inc=["老人房"]), E("switch.elder_room_electric_blanket", None),
        tags=[*T, "question"])
    add("電飯煲有冇開到", C("查询", "电饭煲", "switch"), E("switch.kitchen_rice_cooker", None), tags=[*T, "question"])
    add("將個空氣淨化器較大啲", C("调高", "空气净化器", "fan"), E("fan.kids_room_air_purifier", "fan.increase_speed"),
        ctx="kids_room", tags=[*T, "relative"])
    add("露台啲燈熄晒佢", C("关闭", None, "light", q="all", inc=["露台"]), E(k.lights("balcony"), OFF, q="all"), tags=T)
    add("洗衫機仲有幾耐先洗完", C("查询", "洗衣剩余时间", "sensor", "duration"),
        E("sensor.balcony_washing_machine_remaining", None), tags=[*T, "question"])
    add("打開客廳的冷氣", C("打开", "空调", "climate", inc=["客厅"]), E("climate.living_room_ac", "climate.turn_on"), tags=T)
    add("把主臥室的窗簾關起來", C("关闭", "窗帘", "cover", "curtain", inc=["主卧室"]),
        E("cover.master_bedroom_curtain", "cover.close_cover"), tags=T)
    add("電視音量調小一點", C("调低音量", "电视", "media_player", "tv"), E("media_player.living_room_tv", "media_player.volume_down"),
        ctx="living_room", tags=[*T, "relative"])
    add("幫我把燈全部關掉", C("关闭", None, "light", q="all"), E(k.lights("kids_room"), OFF, q="all"),
        ctx="kids_room", tags=[*T, "filler"])
    add("主臥冷氣調到二十五度", C("调到", "空调", "climate", inc=["主卧"], params={"temperature": 25}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": 25}), tags=[*T, "numbers"])
    add("書房冷氣切換成除濕模式", C("设置", "空调", "climate", inc=["书房"], params={"hvac_mode": "dry"}),
        E("climate.study_ac", MODE, data={"hvac_mode": "dry"}), tags=[*T, "attribute"])
    add("兒童房的溫度是多少", C("查询", None, "sensor", "temperature", inc=["儿童房"]), E("sensor.kids_room_temperature", None),
        tags=[*T, "question"])
    add("請問大門有沒有鎖好", C("查询", "大门", "lock"), E("lock.front_door", None), tags=[*T, "question", "filler"])
    add("一樓的燈全部打開", C("打开", None, "light", q="all", inc=["一楼"]), E(k.lights(floor=DOWN), ON, q="all"), tags=T)
    add("掃地機器人回去充電", C("回充", "扫地机器人", "vacuum"), E("vacuum.robot_vacuum", "vacuum.return_to_base"),
        tags=[*T, "verbs"])
    add("車庫門還開著嗎", C("查询", "车库门", "cover", "garage"), E("cover.garage_door", None), tags=[*T, "question"])
    add("熱水器溫度調高一點", C("调高", "热水器", "water_heater",
                                 params={"temperature": k.target("water_heater.kitchen_water_heater", STEP_DEGREES)}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature",
          data={"temperature": k.target("water_heater.kitchen_water_heater", STEP_DEGREES)}),
        ctx="kitchen", tags=[*T, "relative"])
    add("把餐廳的吊燈打開", C("打开", "吊灯", "light", inc=["餐厅"]), E("light.dining_room_chandelier", ON), tags=T)
    add("唔該你閂埋啲窗簾啦", C("关闭", "窗帘", "cover", "curtain"), E("cover.elder_room_curtain", "cover.close_cover"),
        ctx="elder_room", tags=[*T, "filler"])

    # ---- code-switching -------------------------------------------------------------------------
    X = ["code_switch"]
    add("把living room的灯关了", C("关闭", None, "light", q="all", inc=["客厅"]), E(k.lights("living_room"), OFF, q="all"), tags=X)
    add("帮我开一下AC", C("打开", "空调", "climate"), E("climate.study_ac", "climate.turn_on"), ctx="study", tags=[*X, "filler"])
    add("客厅的TV声音小一点", C("调低音量", "电视", "media_player", "tv", inc=["客厅"]),
        E("media_player.living_room_tv", "media_player.volume_down"), tags=[*X, "relative"])
    add("master bedroom的窗帘拉上", C("关闭", "窗帘", "cover", "curtain", inc=["主卧"]),
        E("cover.master_bedroom_curtain", "cover.close_cover"), tags=X)
    add("kitchen的灯全关掉", C("关闭", None, "light", q="all", inc=["厨房"]), E(k.lights("kitchen"), OFF, q="all"), tags=X)
    add("开一下书房的desk lamp", C("打开", "台灯", "light", inc=["书房"]), E("light.study_desk_lamp", ON), tags=X)
    add("空调调到twenty four度", C("调到", "空调", "climate", params={"temperature": 24}),
        E("climate.living_room_ac", TEMP, data={"temperature": 24}), ctx="living_room", tags=[*X, "numbers"])
    add("小黑pause一下", C("暂停", "小黑", "Unknown"), E("media_player.master_bedroom_speaker", "media_player.media_pause"), tags=X)
    add("party mode开起来", C("打开", "派对模式", "scene"), E("scene.party_mode", "scene.turn_on"), tags=[*X, "verbs"])
    add("扫地机器人start一下", C("启动", "扫地机器人", "vacuum"), E("vacuum.robot_vacuum", "vacuum.start"), tags=[*X, "verbs"])
    add("把AC的fan speed调到high", C("设置", "空调", "climate", params={"fan_mode": "high"}),
        E("climate.living_room_ac", "climate.set_fan_mode", data={"fan_mode": "high"}), ctx="living_room",
        tags=[*X, "attribute"])
    add("热水器set到五十五度", C("调到", "热水器", "water_heater", params={"temperature": 55}),
        E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature", data={"temperature": 55}),
        ctx="master_bathroom", tags=[*X, "numbers"])
    add("客厅好dark啊", dark(["客厅"]), E(k.lights("living_room"), ON, q="all"), tags=[*X, "complaint"])
    add("书房的light太bright了", C("调暗", None, "light", q="all", inc=["书房"], params=DIM),
        E(k.lights("study", lit=True), ON, q="all", data=DIM), tags=[*X, "complaint"])
    add("把purifier调到auto模式", C("设置", "空气净化器", "fan", params={"preset_mode": "Auto"}),
        E("fan.living_room_air_purifier", "fan.set_preset_mode", data={"preset_mode": "Auto"}), ctx="living_room",
        tags=[*X, "attribute"])
    add("downstairs的灯都关了", C("关闭", None, "light", q="all", inc=["楼下"]), E(k.lights(floor=DOWN), OFF, q="all"), tags=X)
    add("garage door关了没", C("查询", "车库门", "cover", "garage"), E("cover.garage_door", None), tags=[*X, "question"])
    add("把humidifier打开", C("打开", "加湿器", "humidifier"), E("humidifier.kids_room_humidifier", "humidifier.turn_on"),
        ctx="kids_room", tags=X)
    add("那个air purifier声音好大，调low一点", C("调低", "空气净化器", "fan"), E("fan.kids_room_air_purifier", "fan.decrease_speed"),
        ctx="kids_room", tags=[*X, "complaint", "relative", "filler"])
    add("帮我check一下前门锁了没", C("查询", "大门", "lock"), E("lock.front_door", None), tags=[*X, "question", "filler"])
    add("master bathroom的heater开一下", C("打开", "浴霸", "climate", inc=["主卫"]),
        E("climate.master_bathroom_bath_heater", "climate.turn_on"), tags=X)
    add("把light strip调成blue", C("设置", "灯带", "light", params={"color_name": "blue"}),
        E("light.master_bedroom_light_strip", ON, data={"color_name": "blue"}), ctx="master_bedroom", tags=[*X, "attribute"])
    add("阳台的plant light关掉", C("关闭", "植物灯", "light", inc=["阳台"]), E("light.balcony_plant_light", OFF), tags=X)
    add("volume调到fifty", C("调到", None, "media_player", params={"volume_level": 0.5}),
        E("media_player.study_speaker", "media_player.volume_set", data={"volume_level": 0.5}), ctx="study",
        tags=[*X, "numbers"])
    add("二楼的curtain全部close", C("关闭", None, "cover", "curtain", q="all", inc=["二楼"]),
        E(k.curtains(floor=UP), "cover.close_cover", q="all"), tags=X)
    add("dishwasher启动一下", C("启动", "洗碗机启动", "button"), E("button.kitchen_dishwasher_start", "button.press"),
        tags=[*X, "verbs"])
    add("living room的Yeelight灯带调暗一点", C("调暗", "Yeelight 灯带", "light", inc=["客厅"], params=DIM),
        E("light.living_room_light_strip", ON, data=DIM), tags=[*X, "relative"])
    add("guest room的AC关掉", C("关闭", "空调", "climate", inc=["客房"]), E("climate.second_bedroom_ac", "climate.turn_off"),
        tags=X)
    add("study的温度多少", C("查询", None, "sensor", "temperature", inc=["书房"]), E("sensor.study_temperature", None),
        tags=[*X, "question"])
    add("把小孩房的star light打开", C("打开", "星空灯", "light", inc=["小孩房"]), E("light.kids_room_star_projector", ON), tags=X)
    add("开个movie mode", C("打开", "观影模式", "scene"), E("scene.movie_mode", "scene.turn_on"), tags=[*X, "verbs"])
    add("Wi-Fi好卡，把router重启一下", C("重启", "路由器", "button", "restart"), E("button.restart_router", "button.press"),
        tags=[*X, "verbs"])
    add("mower去割一下草", C("割草", "割草机", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"),
        tags=[*X, "verbs"])
    add("把sheer拉上一半", C("设置", "纱帘", "cover", "curtain", params={"position": 50}),
        E("cover.living_room_sheer", "cover.set_cover_position", data={"position": 50}), ctx="living_room",
        tags=[*X, "position"])
    add("儿童房的AC是不是开着", C("查询", "空调", "climate", inc=["儿童房"]), E("climate.kids_room_ac", None),
        tags=[*X, "question"])

    # ---- fillers and politeness -----------------------------------------------------------------
    F = ["filler"]
    add("嗯……那个，帮我把客厅的灯打开一下", C("打开", None, "light", q="all", inc=["客厅"]),
        E(k.lights("living_room"), ON, q="all"), tags=F)
    add("麻烦把主卧的窗帘拉开，谢谢", C("打开", "窗帘", "cover", "curtain", inc=["主卧"]),
        E("cover.master_bedroom_curtain", "cover.open_cover"), tags=F)
    add("呃，就是，空调关一下", C("关闭", "空调", "climate"), E("climate.second_bedroom_ac", "climate.turn_off"),
        ctx="second_bedroom", tags=F)
    add("你能不能帮我把门锁上啊", C("上锁", "门锁", "lock"), E("lock.front_door", "lock.lock"), ctx="entrance", tags=F)
    add("请帮我打开一下阳台灯好吗", C("打开", "阳台灯", "light"), E("light.balcony_light", ON), tags=F)
    add("小爱同学，关一下书房的吸顶灯", C("关闭", "吸顶灯", "light", inc=["书房"]), E("light.study_ceiling", OFF), tags=F)
    add("嗯，把投影仪打开吧，谢谢啊", C("打开", "投影仪", "media_player", "tv"),
        E("media_player.home_theater_projector", "media_player.turn_on"), tags=F)
    add("那什么，帮我看看洗衣机洗完了没有", C("查询", "洗衣剩余时间", "sensor", "duration"),
        E("sensor.balcony_washing_machine_remaining", None), tags=[*F, "question"])
    add("就那个……落地灯，关了", C("关闭", "落地灯", "light"), E("light.living_room_floor_lamp", OFF), tags=F)
    add("麻烦你把除湿机关一下可以吗", C("关闭", "除湿机", "humidifier", "dehumidifier"),
        E("humidifier.storage_room_dehumidifier", "humidifier.turn_off"), tags=F)
    add("劳驾，院门开一下", C("打开", "院门", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"), tags=F)
    add("哎，你帮我把电热毯给开了", C("打开", "电热毯", "switch", "outlet"), E("switch.elder_room_electric_blanket", "switch.turn_on"),
        tags=F)
    add("喂喂，听得到吗？把油烟机打开", C("打开", "油烟机", "fan"), E("fan.kitchen_range_hood", "fan.turn_on"), tags=F)
    add("那个啥，车库门关一下呗", C("关闭", "车库门", "cover", "garage"), E("cover.garage_door", "cover.close_cover"), tags=F)
    add("请问能不能把儿童房的空调调到二十六度", C("调到", "空调", "climate", inc=["儿童房"], params={"temperature": 26}),
        E("climate.kids_room_ac", TEMP, data={"temperature": 26}), tags=[*F, "numbers"])
    add("嗯嗯好的，然后把星空灯打开", C("打开", "星空灯", "light"), E("light.kids_room_star_projector", ON), tags=F)
    add("拜托拜托，帮我开一下热水器", C("打开", "热水器", "water_heater"),
        E("water_heater.master_bathroom_water_heater", "water_heater.turn_on"), ctx="master_bathroom", tags=F)
    add("呃……我想想……把餐厅的灯都打开吧", C("打开", None, "light", q="all", inc=["餐厅"]),
        E(k.lights("dining_room"), ON, q="all"), tags=F)
    add("可以帮我把毛巾架打开吗？谢谢", C("打开", "毛巾架", "switch"), E("switch.master_bathroom_towel_rail", "switch.turn_on"),
        tags=F)
    add("你好，请把玄关灯关掉", C("关闭", "玄关灯", "light"), E("light.entrance_light", OFF), tags=F)
    add("诶，那个洗碗机，帮我开开", C("打开", "洗碗机", "switch"), E("switch.kitchen_dishwasher", "switch.turn_on"), tags=F)
    add("辛苦了，顺手把充电桩关了", C("关闭", "充电桩", "switch"), E("switch.garage_ev_charger", "switch.turn_off"), tags=F)

    # ---- numbers in words and mixed forms -------------------------------------------------------
    N = ["numbers"]
    add("空调调到十九度半", C("调到", "空调", "climate", params={"temperature": 19.5}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": 19.5}), ctx="master_bedroom", tags=N)
    add("客厅主灯亮度调到百分之三十", C("调到", "客厅主灯", "light", params={"brightness_pct": 30}),
        E("light.living_room_ceiling", ON, data={"brightness_pct": 30}), tags=N)
    add("音量调到二十", C("调到", None, "media_player", params={"volume_level": 0.2}),
        E(k.playing("living_room"), "media_player.volume_set", data={"volume_level": 0.2}), ctx="living_room", tags=N)
    add("小黑音量开到百分之四十", C("调到", "小黑", "Unknown", params={"volume_level": 0.4}),
        E("media_player.master_bedroom_speaker", "media_player.volume_set", data={"volume_level": 0.4}), tags=N)
    add("热水器调到四十五度", C("调到", "热水器", "water_heater", params={"temperature": 45}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature", data={"temperature": 45}), ctx="kitchen", tags=N)
    add("冰箱冷藏调到五度", C("调到", "冰箱冷藏温度", "number", params={"value": 5}),
        E("number.kitchen_fridge_temperature", "number.set_value", data={"value": 5}), tags=N)
    add("升降桌升到一米一", C("调到", "升降桌高度", "number", params={"value": 110}),
        E("number.study_desk_height", "number.set_value", data={"value": 110}), tags=[*N, "attribute"])
    add("桌子高度调到七十五点五", C("调到", "桌子高度", "number", params={"value": 75.5}),
        E("number.study_desk_height", "number.set_value", data={"value": 75.5}), tags=N)
    add("加湿器湿度设到六成", C("设置", "加湿器", "humidifier", params={"humidity": 60}),
        E("humidifier.master_bedroom_humidifier", "humidifier.set_humidity", data={"humidity": 60}), ctx="master_bedroom",
        tags=[*N, "attribute"])
    add("除湿机湿度调到百分之四十五", C("调到", "除湿机", "humidifier", params={"humidity": 45}),
        E("humidifier.storage_room_dehumidifier", "humidifier.set_humidity", data={"humidity": 45}), tags=N)
    add("大白亮度八十", C("调到", "大白", "Unknown", params={"brightness_pct": 80}),
        E("light.living_room_floor_lamp", ON, data={"brightness_pct": 80}), tags=N)
    add("书房空调二十七", C("调到", "空调", "climate", inc=["书房"], params={"temperature": 27}),
        E("climate.study_ac", TEMP, data={"temperature": 27}), tags=N)
    add("地暖开到二十三度", C("调到", "地暖", "climate", params={"temperature": 23}),
        E("climate.kids_room_floor_heating", TEMP, data={"temperature": 23}), ctx="kids_room", tags=N)
    add("净化器风速调到百分之六十", C("调到", "净化器", "fan", params={"percentage": 60}),
        E("fan.living_room_air_purifier", "fan.set_percentage", data={"percentage": 60}), ctx="living_room",
        tags=[*N, "attribute"])
    add("浴霸温度设成四十", C("调到", "浴霸", "climate", params={"temperature": 40}),
        E("climate.master_bathroom_bath_heater", TEMP, data={"temperature": 40}), tags=N)
    add("百叶窗的角度调到三十", C("调到", "百叶窗", "cover", "blind", params={"tilt_position": 30}),
        E("cover.study_blind", "cover.set_cover_tilt_position", data={"tilt_position": 30}), tags=[*N, "attribute"])
    add("卷帘拉到百分之二十", C("调到", "卷帘", "cover", params={"position": 20}),
        E("cover.dining_room_blind", "cover.set_cover_position", data={"position": 20}), tags=N)
    add("空调二十二度制热", C("调到", "空调", "climate", params={"temperature": 22, "hvac_mode": "heat"}),
        E("climate.study_ac", TEMP, data={"temperature": 22, "hvac_mode": "heat"}), ctx="study", tags=N)
    add("灯调到一半亮", C("调到", None, "light", q="all", params={"brightness_pct": 50}),
        E(k.lights("second_bedroom"), ON, q="all", data={"brightness_pct": 50}), ctx="second_bedroom", tags=N)
    add("老人房空调调成二十六度吧", C("调到", "空调", "climate", inc=["老人房"], params={"temperature": 26}),
        E("climate.elder_room_ac", TEMP, data={"temperature": 26}), tags=N)
    add("把故事机的音量调到百分之十", C("调到", "故事机", "media_player", "speaker", params={"volume_level": 0.1}),
        E("media_player.kids_room_story_player", "media_player.volume_set", data={"volume_level": 0.1}), tags=N)
    add("睡觉前空调弄成二十四度", C("调到", "空调", "climate", params={"temperature": 24}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": 24}), ctx="master_bedroom", tags=N)
    add("空调降到二十三度半", C("调到", "空调", "climate", params={"temperature": 23.5}),
        E("climate.living_room_ac", TEMP, data={"temperature": 23.5}), ctx="living_room", tags=N)
    add("电视音量三十", C("调到", "电视", "media_player", "tv", params={"volume_level": 0.3}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.3}), tags=N)
    add("次卧空调打到26度", C("调到", "空调", "climate", inc=["次卧"], params={"temperature": 26}),
        E("climate.second_bedroom_ac", TEMP, data={"temperature": 26}), tags=N)
    add("回音壁音量开到零点五", C("调到", "回音壁", "media_player", "speaker", params={"volume_level": 0.5}),
        E("media_player.living_room_soundbar", "media_player.volume_set", data={"volume_level": 0.5}), tags=N)

    # ---- relative changes -----------------------------------------------------------------------
    R = ["relative"]
    add("暗一点", C("调暗", None, "light", q="all", params=DIM), E(k.lights("study", lit=True), ON, q="all", data=DIM),
        ctx="study", tags=R)
    add("灯再亮些", C("调亮", None, "light", q="all", params=BRIGHTER),
        E(k.lights("living_room", lit=True), ON, q="all", data=BRIGHTER), ctx="living_room", tags=R)
    add("空调低一度", C("调低", "空调", "climate", params={"temperature": k.target("climate.kids_room_ac", -1)}),
        E("climate.kids_room_ac", TEMP, data={"temperature": k.target("climate.kids_room_ac", -1)}), ctx="kids_room", tags=R)
    add("声音小一些", C("调低音量", None, "media_player"), E("media_player.master_bedroom_speaker", "media_player.volume_down"),
        ctx="master_bedroom", tags=R)
    add("客厅空调高两度", C("调高", "空调", "climate", inc=["客厅"], params={"temperature": k.target("climate.living_room_ac", 2)}),
        E("climate.living_room_ac", TEMP, data={"temperature": k.target("climate.living_room_ac", 2)}), tags=[*R, "numbers"])
    add("把老伙计调亮一点", C("调亮", "老伙计", "Unknown", params=BRIGHTER), E("light.study_desk_lamp", ON, data=BRIGHTER), tags=R)
    add("台灯稍微暗一点", C("调暗", "台灯", "light", params=DIM), E("light.kids_room_desk_lamp", ON, data=DIM),
        ctx="kids_room", tags=R)
    add("电视声音大点儿", C("调高音量", "电视", "media_player", "tv"), E("media_player.living_room_tv", "media_player.volume_up"),
        tags=R)
    add("净化器风大一点", C("调高", "空气净化器", "fan"), E("fan.kids_room_air_purifier", "fan.increase_speed"),
        ctx="kids_room", tags=R)
    add("风扇小一档", C("调低", "风扇", "fan"), E("fan.master_bedroom_fan", "fan.decrease_speed"), ctx="master_bedroom", tags=R)
    add("窗帘再开大一点", C("调高", "窗帘", "cover", "curtain",
                            params={"position": k.position("cover.master_bedroom_curtain", STEP_PCT)}),
        E("cover.master_bedroom_curtain", "cover.set_cover_position",
          data={"position": k.position("cover.master_bedroom_curtain", STEP_PCT)}), ctx="master_bedroom", tags=R)
    add("地暖温度往上调一度", C("调高", "地暖", "climate", params={"temperature": k.target("climate.study_floor_heating", 1)}),
        E("climate.study_floor_heating", TEMP, data={"temperature": k.target("climate.study_floor_heating", 1)}),
        ctx="study", tags=R)
    add("空调温度调低一点点", C("调低", "空调", "climate", params={"temperature": k.target("climate.living_room_ac", -1)}),
        E("climate.living_room_ac", TEMP, data={"temperature": k.target("climate.living_room_ac", -1)}),
        ctx="living_room", tags=R)
    add("音量调低百分之十", C("调低音量", None, "media_player", params={"volume_level": k.volume("media_player.living_room_tv", -0.1)}),
        E("media_player.living_room_tv", "media_player.volume_set",
          data={"volume_level": k.volume("media_player.living_room_tv", -0.1)}), ctx="living_room", tags=[*R, "numbers"])
    add("把书房音箱开大声一点", C("调高音量", "书房音箱", "media_player", "speaker"),
        E("media_player.study_speaker", "media_player.volume_up"), tags=R)
    add("水再烧热一点", C("调高", "热水器", "water_heater",
                          params={"temperature": k.target("water_heater.master_bathroom_water_heater", STEP_DEGREES)}),
        E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature",
          data={"temperature": k.target("water_heater.master_bathroom_water_heater", STEP_DEGREES)}),
        ctx="master_bathroom", tags=R)
    add("客厅主灯调暗百分之三十", C("调暗", "客厅主灯", "light", params={"brightness_step_pct": -30}),
        E("light.living_room_ceiling", ON, data={"brightness_step_pct": -30}), tags=[*R, "numbers"])
    add("吸顶灯亮度降一半", C("调暗", "吸顶灯", "light", params={"brightness_step_pct": -50}),
        E("light.kitchen_ceiling", ON, data={"brightness_step_pct": -50}), ctx="kitchen", tags=[*R, "numbers"])
    add("再冷一点", C("调低", "空调", "climate", params={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        ctx="master_bedroom", tags=R)
    add("空调温度加两度", C("调高", "空调", "climate", params={"temperature": k.target("climate.elder_room_ac", 2)}),
        E("climate.elder_room_ac", TEMP, data={"temperature": k.target("climate.elder_room_ac", 2)}),
        ctx="elder_room", tags=[*R, "numbers"])
    add("亮度再调高百分之二十", C("调亮", None, "light", q="all", params={"brightness_step_pct": 20}),
        E(k.lights("living_room", lit=True), ON, q="all", data={"brightness_step_pct": 20}), ctx="living_room",
        tags=[*R, "numbers"])
    add("小度声音大一点", C("调高音量", "小度", "Unknown"), E("media_player.kids_room_story_player", "media_player.volume_up"),
        tags=R)
    add("回音壁声音调小点", C("调低音量", "回音壁", "media_player", "speaker"),
        E("media_player.living_room_soundbar", "media_player.volume_down"), tags=R)
    add("百叶窗往下放一点", C("调低", "百叶窗", "cover", "blind", params={"position": k.position("cover.study_blind", -STEP_PCT)}),
        E("cover.study_blind", "cover.set_cover_position", data={"position": k.position("cover.study_blind", -STEP_PCT)}),
        tags=R)
    add("卷帘再拉下来一些", C("调低", "卷帘", "cover", params={"position": k.position("cover.dining_room_blind", -STEP_PCT)}),
        E("cover.dining_room_blind", "cover.set_cover_position",
          data={"position": k.position("cover.dining_room_blind", -STEP_PCT)}), tags=R)
    add("抽油烟机调大一档", C("调高", "抽油烟机", "fan"), E("fan.kitchen_range_hood", "fan.increase_speed"), tags=R)
    add("氛围灯暗一点点", C("调暗", "氛围灯", "light", params=TOUCH_DIMMER),
        E("light.living_room_light_strip", ON, data=TOUCH_DIMMER), tags=R)
    add("浴霸温度降两度", C("调低", "浴霸", "climate", params={"temperature": k.target("climate.master_bathroom_bath_heater", -2)}),
        E("climate.master_bathroom_bath_heater", TEMP, data={"temperature": k.target("climate.master_bathroom_bath_heater", -2)}),
        tags=[*R, "numbers"])
    add("左边床头灯再亮一些", C("调亮", "左床头灯", "light", params=BRIGHTER),
        E("light.master_bedroom_bedside_left", ON, data=BRIGHTER), tags=R)

    # ---- speech-recognition errors --------------------------------------------------------------
    # The gold IR holds what a careful parser makes of the misheard words: the home's own words.
    A = ["asr"]
    add("打开客厅煮灯", C("打开", "客厅主灯", "light"), E("light.living_room_ceiling", ON), tags=A)
    add("官掉书房的灯", C("关闭", None, "light", q="all", inc=["书房"]), E(k.lights("study"), OFF, q="all"), tags=A)
    add("把空条调到二十六度", C("调到", "空调", "climate", params={"temperature": 26}),
        E("climate.second_bedroom_ac", TEMP, data={"temperature": 26}), ctx="second_bedroom", tags=[*A, "numbers"])
    add("床帘拉上", C("关闭", "窗帘", "cover", "curtain"), E("cover.kids_room_curtain", "cover.close_cover"), ctx="kids_room", tags=A)
    add("打开老火计", C("打开", "老伙计", "Unknown"), E("light.study_desk_lamp", ON), tags=A)
    add("大百关了", C("关闭", "大白", "Unknown"), E("light.living_room_floor_lamp", OFF), tags=A)
    add("小嘿暂停", C("暂停", "小黑", "Unknown"), E("media_player.master_bedroom_speaker", "media_player.media_pause"), tags=A)
    add("阿夫去割草", C("割草", "阿福", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"), tags=[*A, "verbs"])
    add("加湿气打开", C("打开", "加湿器", "humidifier"), E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"),
        ctx="master_bedroom", tags=A)
    add("嫂地机开始扫地", C("打扫", "扫地机", "vacuum"), E("vacuum.robot_vacuum", "vacuum.start"), tags=[*A, "verbs"])
    add("书方空调关掉", C("关闭", "空调", "climate", inc=["书房"]), E("climate.study_ac", "climate.turn_off"), tags=A)
    add("打开主握的台灯", C("打开", "台灯", "light", inc=["主卧"]), E("light.master_bedroom_desk_lamp", ON), tags=A)
    add("羊台灯打开", C("打开", "阳台灯", "light"), E("light.balcony_light", ON), tags=A)
    add("有烟机关了", C("关闭", "油烟机", "fan"), E("fan.kitchen_range_hood", "fan.turn_off"), tags=A)
    add("电热摊关了", C("关闭", "电热毯", "switch", "outlet"), E("switch.elder_room_electric_blanket", "switch.turn_off"), tags=A)
    add("把投影一打开", C("打开", "投影仪", "media_player", "tv"), E("media_player.home_theater_projector", "media_player.turn_on"),
        tags=A)
    add("预霸打开", C("打开", "浴霸", "climate"), E("climate.master_bathroom_bath_heater", "climate.turn_on"), tags=A)
    add("心空灯打开", C("打开", "星空灯", "light"), E("light.kids_room_star_projector", ON), tags=A)
    add("门所锁上", C("上锁", "门锁", "lock"), E("lock.front_door", "lock.lock"), tags=A)
    add("车裤门打开", C("打开", "车库门", "cover", "garage"), E("cover.garage_door", "cover.open_cover"), tags=A)
    add("开客灯", C("打开", None, "light", q="all", inc=["客厅"]), E(k.lights("living_room"), ON, q="all"), tags=A)
    add("打开了客厅的的窗帘", C("打开", "窗帘", "cover", "curtain", inc=["客厅"]), E("cover.living_room_curtain", "cover.open_cover"),
        tags=A)
    add("儿通房的灯关了", C("关闭", None, "light", q="all", inc=["儿童房"]), E(k.lights("kids_room"), OFF, q="all"), tags=A)
    add("除房的灯打开", C("打开", None, "light", q="all", inc=["厨房"]), E(k.lights("kitchen"), ON, q="all"), tags=A)
    add("参厅吊灯打开", C("打开", "吊灯", "light", inc=["餐厅"]), E("light.dining_room_chandelier", ON), tags=A)
    add("文度多少", C("查询", None, "sensor", "temperature"), E("sensor.kids_room_temperature", None), ctx="kids_room",
        tags=[*A, "question"])
    add("把射灯给我大开", C("打开", "射灯", "light"), E("light.home_theater_spotlights", ON), tags=A)
    add("空气净化气开一下", C("打开", "空气净化器", "fan"), E("fan.living_room_air_purifier", "fan.turn_on"),
        ctx="living_room", tags=A)
    add("遮光连拉上", C("关闭", "遮光帘", "cover"), E("cover.master_bedroom_blackout_blind", "cover.close_cover"), tags=A)
    add("小杜暂停一下", C("暂停", "小度", "Unknown"), E("media_player.kids_room_story_player", "media_player.media_pause"), tags=A)
    add("扫地鸡器人回去充电", C("回充", "扫地机器人", "vacuum"), E("vacuum.robot_vacuum", "vacuum.return_to_base"),
        tags=[*A, "verbs"])
    add("打开庭园灯", C("打开", "庭院灯", "light"), E("light.garden_lights", ON), tags=A)
    add("次握空调打开", C("打开", "空调", "climate", inc=["次卧"]), E("climate.second_bedroom_ac", "climate.turn_on"), tags=A)
    add("条高一度", C("调高", "空调", "climate", params={"temperature": k.target("climate.study_ac", 1)}),
        E("climate.study_ac", TEMP, data={"temperature": k.target("climate.study_ac", 1)}), ctx="study", tags=[*A, "relative"])
    add("把镜钱灯打开", C("打开", "镜前灯", "light"), E("light.master_bathroom_mirror_light", ON), tags=A)

    # ---- attribute-of-device phrases ------------------------------------------------------------
    AT = ["attribute"]
    add("加湿器的强度调大一点", C("调高", "加湿器", "humidifier",
                                 params={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}),
        E("humidifier.kids_room_humidifier", "humidifier.set_humidity",
          data={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}), ctx="kids_room", tags=[*AT, "relative"])
    add("浴霸的风速调到高", C("设置", "浴霸", "climate", params={"fan_mode": "high"}),
        E("climate.master_bathroom_bath_heater", "climate.set_fan_mode", data={"fan_mode": "high"}), tags=AT)
    add("客厅空调的风速改成自动", C("设置", "空调", "climate", inc=["客厅"], params={"fan_mode": "auto"}),
        E("climate.living_room_ac", "climate.set_fan_mode", data={"fan_mode": "auto"}), tags=AT)
    add("把主卧空调的模式改成制冷", C("设置", "空调", "climate", inc=["主卧"], params={"hvac_mode": "cool"}),
        E("climate.master_bedroom_ac", MODE, data={"hvac_mode": "cool"}), tags=AT)
    add("书房空调的扫风打开", C("设置", "空调", "climate", inc=["书房"], params={"swing_mode": "on"}),
        E("climate.study_ac", "climate.set_swing_mode", data={"swing_mode": "on"}), tags=AT)
    add("儿童房空调开个睡眠模式", C("设置", "空调", "climate", inc=["儿童房"], params={"preset_mode": "sleep"}),
        E("climate.kids_room_ac", "climate.set_preset_mode", data={"preset_mode": "sleep"}), tags=AT)
    add("净化器的模式换成睡眠", C("设置", "空气净化器", "fan", params={"preset_mode": "Sleep"}),
        E("fan.kids_room_air_purifier", "fan.set_preset_mode", data={"preset_mode": "Sleep"}), ctx="kids_room", tags=AT)
    add("扫地机的吸力调到最大", C("设置", "扫地机", "vacuum", params={"fan_speed": "max"}),
        E("vacuum.robot_vacuum", "vacuum.set_fan_speed", data={"fan_speed": "max"}), tags=[*AT, "position"])
    add("二楼扫地机吸力调成安静", C("设置", "二楼扫地机", "vacuum", params={"fan_speed": "Silent"}),
        E("vacuum.upstairs_vacuum", "vacuum.set_fan_speed", data={"fan_speed": "Silent"}), tags=AT)
    add("热水器的模式换成节能", C("设置", "热水器", "water_heater", params={"operation_mode": "eco"}),
        E("water_heater.kitchen_water_heater", "water_heater.set_operation_mode", data={"operation_mode": "eco"}),
        ctx="kitchen", tags=AT)
    add("大白的颜色换成红的", C("设置", "大白", "Unknown", params={"color_name": "red"}),
        E("light.living_room_floor_lamp", ON, data={"color_name": "red"}), tags=AT)
    add("主灯的色温调到四千K", C("设置", "主灯", "light", params={"color_temp_kelvin": 4000}),
        E("light.living_room_ceiling", ON, data={"color_temp_kelvin": 4000}), tags=[*AT, "numbers"])
    add("回音壁的音效调成电影", C("设置", "回音壁", "media_player", "speaker", params={"sound_mode": "Movie"}),
        E("media_player.living_room_soundbar", "media_player.select_sound_mode", data={"sound_mode": "Movie"}), tags=AT)
    add("电视的信号源切到HDMI 2", C("设置", "电视", "media_player", "tv", params={"source": "HDMI 2"}),
        E("media_player.living_room_tv", "media_player.select_source", data={"source": "HDMI 2"}), tags=AT)
    add("洗衣机的程序改成快速洗", C("设置", "洗衣模式", "select", params={"option": "快速洗"}),
        E("select.balcony_washing_machine_program", "select.select_option", data={"option": "快速洗"}), tags=AT)
    add("除湿机的目标湿度调到五十五", C("调到", "除湿机", "humidifier", params={"humidity": 55}),
        E("humidifier.storage_room_dehumidifier", "humidifier.set_humidity", data={"humidity": 55}), tags=[*AT, "numbers"])
    add("星空灯的效果换成海洋", C("设置", "星空灯", "light", params={"effect": "Ocean"}),
        E("light.kids_room_star_projector", ON, data={"effect": "Ocean"}), tags=AT)
    add("老人房空调风速调到低档", C("设置", "空调", "climate", inc=["老人房"], params={"fan_mode": "low"}),
        E("climate.elder_room_ac", "climate.set_fan_mode", data={"fan_mode": "low"}), tags=AT)
    add("客厅电视的音量现在是多少", C("查询", "客厅电视", "media_player", "tv"), E("media_player.living_room_tv", None),
        tags=[*AT, "question"])
    add("主卧空调设的多少度", C("查询", "空调", "climate", inc=["主卧"]), E("climate.master_bedroom_ac", None),
        tags=[*AT, "question"])
    add("净化器现在风速多大", C("查询", "净化器", "fan"), E("fan.living_room_air_purifier", None), ctx="living_room",
        tags=[*AT, "question"])
    add("书房台灯的亮度调到六十", C("调到", "台灯", "light", inc=["书房"], params={"brightness_pct": 60}),
        E("light.study_desk_lamp", ON, data={"brightness_pct": 60}), tags=[*AT, "numbers"])
    add("功放的输入切到蓝光机", C("设置", "功放", "media_player", "receiver", params={"source": "蓝光机"}),
        E("media_player.home_theater_receiver", "media_player.select_source", data={"source": "蓝光机"}), tags=AT)
    add("功放的声音模式换成杜比全景声", C("设置", "功放", "media_player", "receiver", params={"sound_mode": "Dolby Atmos"}),
        E("media_player.home_theater_receiver", "media_player.select_sound_mode", data={"sound_mode": "Dolby Atmos"}), tags=AT)
    add("家庭模式改成离家", C("设置", "家庭模式", "select", params={"option": "离家"}),
        E("select.home_mode", "select.select_option", data={"option": "离家"}), tags=AT)
    add("风扇的摇头打开", C("设置", "风扇", "fan", params={"oscillating": True}),
        E("fan.master_bedroom_fan", "fan.oscillate", data={"oscillating": True}), ctx="master_bedroom", tags=AT)
    add("客厅老伙计的转速快一点", C("调高", "客厅老伙计", "Unknown"), E("fan.study_old_fan", "fan.increase_speed"),
        tags=[*AT, "relative"])
    add("热水器的水温多少度", C("查询", "热水器", "water_heater"), E("water_heater.master_bathroom_water_heater", None),
        ctx="master_bathroom", tags=[*AT, "question"])
    warmer = {"color_temp_kelvin": k.attr("light.living_room_ceiling", "color_temp_kelvin") - STEP_KELVIN}
    add("客厅主灯的色温调暖一点", C("调暖", "客厅主灯", "light", params=warmer),
        E("light.living_room_ceiling", ON, data=warmer), tags=[*AT, "relative"])

    # ---- positions and extremes -----------------------------------------------------------------
    P = ["position"]
    add("把主卧窗帘拉开到底", C("打开", "窗帘", "cover", "curtain", inc=["主卧"]),
        E("cover.master_bedroom_curtain", "cover.open_cover"), tags=P)
    add("窗帘开一半", C("设置", "窗帘", "cover", "curtain", params={"position": 50}),
        E("cover.kids_room_curtain", "cover.set_cover_position", data={"position": 50}), ctx="kids_room", tags=[*P, "numbers"])
    add("遮光帘放到底", C("关闭", "遮光帘", "cover"), E("cover.master_bedroom_blackout_blind", "cover.close_cover"), tags=P)
    add("百叶窗全部拉起来", C("打开", "百叶窗", "cover", "blind"), E("cover.study_blind", "cover.open_cover"), tags=P)
    add("卷帘收到顶", C("打开", "卷帘", "cover"), E("cover.dining_room_blind", "cover.open_cover"), tags=P)
    add("纱帘拉一半就行", C("设置", "纱帘", "cover", "curtain", params={"position": 50}),
        E("cover.living_room_sheer", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("老人房窗帘打开三分之一", C("设置", "窗帘", "cover", "curtain", inc=["老人房"], params={"position": 33}),
        E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 33}), tags=[*P, "numbers"])
    add("晾衣架放到一半", C("设置", "晾衣架", "cover", params={"position": 50}),
        E("cover.balcony_clothes_airer", "cover.set_cover_position", data={"position": 50}), tags=[*P, "numbers"])
    add("浇水阀门开到最大", C("打开", "浇花阀门", "valve", "water"), E("valve.garden_irrigation", "valve.open_valve"), tags=P)
    add("浇花的阀门开一半", C("设置", "浇花阀门", "valve", "water", params={"position": 50}),
        E("valve.garden_irrigation", "valve.set_valve_position", data={"position": 50}), tags=P)
    add("风扇开到最大", C("调到", "风扇", "fan", params={"percentage": 100}),
        E("fan.master_bedroom_fan", "fan.set_percentage", data={"percentage": 100}), ctx="master_bedroom", tags=P)
    add("主灯调到最亮", C("调到", "主灯", "light", params={"brightness_pct": 100}),
        E("light.living_room_ceiling", ON, data={"brightness_pct": 100}), ctx="living_room", tags=P)
    add("台灯调到最暗", C("调到", "台灯", "light", params={"brightness_pct": 1}),
        E("light.master_bedroom_desk_lamp", ON, data={"brightness_pct": 1}), ctx="master_bedroom", tags=P)
    add("声音开到最大", C("调到", None, "media_player", params={"volume_level": 1.0}),
        E("media_player.study_speaker", "media_player.volume_set", data={"volume_level": 1.0}), ctx="study", tags=P)
    add("窗帘拉开一条缝", C("设置", "窗帘", "cover", "curtain", params={"position": SMALL_STEP_PCT}),
        E("cover.master_bedroom_curtain", "cover.set_cover_position", data={"position": SMALL_STEP_PCT}),
        ctx="master_bedroom", tags=P)
    add("客厅的窗帘全拉上", C("关闭", None, "cover", "curtain", q="all", inc=["客厅"]),
        E(k.curtains("living_room"), "cover.close_cover", q="all"), tags=P)
    add("儿童房窗帘关一半", C("设置", "窗帘", "cover", "curtain", inc=["儿童房"], params={"position": 50}),
        E("cover.kids_room_curtain", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("院门整个打开", C("打开", "院门", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"), tags=P)
    add("百叶窗叶片全打开", C("打开", "百叶窗", "cover", "blind"), E("cover.study_blind", "cover.open_cover_tilt"),
        tags=[*P, "attribute"])
    add("窗帘开到百分之七十", C("设置", "窗帘", "cover", "curtain", params={"position": 70}),
        E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 70}), ctx="elder_room", tags=[*P, "numbers"])
    add("空调风速开到最大", C("设置", "空调", "climate", params={"fan_mode": "high"}),
        E("climate.second_bedroom_ac", "climate.set_fan_mode", data={"fan_mode": "high"}), ctx="second_bedroom",
        tags=[*P, "attribute"])
    add("电视声音关到最小", C("调到", "电视", "media_player", "tv", params={"volume_level": 0.0}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.0}), tags=P)
    add("卷帘放下一半", C("设置", "卷帘", "cover", params={"position": 50}),
        E("cover.dining_room_blind", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("遮光帘拉上一半", C("设置", "遮光帘", "cover", params={"position": 50}),
        E("cover.master_bedroom_blackout_blind", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("把窗帘整个拉开", C("打开", "窗帘", "cover", "curtain"), E("cover.second_bedroom_curtain", "cover.open_cover"),
        ctx="second_bedroom", tags=P)
    add("客厅主灯开到一半亮度", C("调到", "客厅主灯", "light", params={"brightness_pct": 50}),
        E("light.living_room_ceiling", ON, data={"brightness_pct": 50}), tags=[*P, "numbers"])
    add("油烟机开到最大档", C("调到", "油烟机", "fan", params={"percentage": 100}),
        E("fan.kitchen_range_hood", "fan.set_percentage", data={"percentage": 100}), tags=P)
    add("净化器开到最大", C("调到", "空气净化器", "fan", params={"percentage": 100}),
        E("fan.kids_room_air_purifier", "fan.set_percentage", data={"percentage": 100}), ctx="kids_room", tags=P)

    # ---- verbs: buttons, vacuums, mowers, scenes and scripts said as a sentence -----------------
    # A room to clean is cleaned by the vacuum of that room's floor.
    V = ["verbs"]
    add("让门铃响一下", C("按", "门铃", "button"), E("button.entrance_doorbell_chime", "button.press"), tags=V)
    add("路由器又抽风了，重启一下", C("重启", "路由器", "button", "restart"), E("button.restart_router", "button.press"), tags=V)
    add("洗碗机跑一下", C("启动", "洗碗机启动", "button"), E("button.kitchen_dishwasher_start", "button.press"), tags=V)
    add("我要站着办公", C("按", "升降桌站立", "button"), E("button.study_desk_stand_up", "button.press"), tags=V)
    add("把客厅扫一下", C("打扫", None, "vacuum", inc=["客厅"]), E("vacuum.robot_vacuum", "vacuum.start"), tags=V)
    add("楼上拖一下地", C("打扫", None, "vacuum", inc=["楼上"]), E("vacuum.upstairs_vacuum", "vacuum.start"), tags=V)
    add("主卧地上好脏，扫一扫", C("打扫", None, "vacuum", inc=["主卧"]), E("vacuum.upstairs_vacuum", "vacuum.start"), tags=V)
    add("草太长了，让割草机去割一下", C("割草", "割草机", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"),
        tags=V)
    add("割草机回家吧", C("回充", "割草机", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.dock"), tags=V)
    add("阿福先停一停", C("暂停", "阿福", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.pause"), tags=V)
    add("扫地机别扫了，回去吧", C("回充", "扫地机", "vacuum"), E("vacuum.robot_vacuum", "vacuum.return_to_base"), tags=V)
    add("给花园浇十分钟水", C("执行", "浇花十分钟", "script"), E("script.water_the_garden", "script.turn_on"), tags=V)
    add("我们准备看电影了", C("打开", "观影模式", "scene"), E("scene.movie_mode", "scene.turn_on"), tags=V)
    add("开饭啦", C("打开", "用餐模式", "scene"), E("scene.dinner_mode", "scene.turn_on"), tags=V)
    add("我到家啦", C("打开", "回家模式", "scene"), E("scene.welcome_home", "scene.turn_on"), tags=V)
    add("我准备出门了", C("打开", "出门", "scene"), E("scene.away_mode", "scene.turn_on"), tags=V)
    add("早上好，起床了", C("执行", "起床了", "script"), E("script.good_morning", "script.turn_on"), tags=V)
    add("我要看会儿书", C("打开", "阅读模式", "scene"), E("scene.reading_mode", "scene.turn_on"), tags=V)
    add("来点派对的气氛", C("打开", "派对模式", "scene"), E("scene.party_mode", "scene.turn_on"), tags=V)
    add("出门了，把安防开起来", C("布防", "家庭安防", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_arm_away"), tags=V)
    add("睡觉了，安防设成夜间", C("布防", "家庭安防", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_arm_night"), tags=V)
    add("安防撤了吧", C("撤防", "家庭安防", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_disarm"), tags=V)
    add("买菜清单上加个鸡蛋", C("添加", "买菜清单", "todo", params={"item": "鸡蛋"}),
        E("todo.shopping_list", "todo.add_item", data={"item": "鸡蛋"}), tags=V)
    add("家务清单里记一下倒垃圾", C("添加", "家务清单", "todo", params={"item": "倒垃圾"}),
        E("todo.chores", "todo.add_item", data={"item": "倒垃圾"}), tags=V)
    add("拉一下警报", C("打开", "警报器", "siren"), E("siren.entrance_siren", "siren.turn_on"), tags=V)
    add("扫地机跑哪去了，让它叫一声", C("定位", "扫地机", "vacuum"), E("vacuum.robot_vacuum", "vacuum.locate"), tags=V)
    add("洗衣机开始洗吧", C("启动", "洗衣机", "switch"), E("switch.balcony_washing_machine", "switch.turn_on"), tags=V)
    add("把垃圾桶清空一下", C("清空", "垃圾桶", "Unknown"), NM(), tags=V)

    # ---- state questions ------------------------------------------------------------------------
    # The room's sensor answers; a room without one is answered by its climate entity's reading.
    Q = ["question"]
    add("主卧现在几度", C("查询", None, "sensor", "temperature", inc=["主卧"]), E("sensor.master_bedroom_temperature", None), tags=Q)
    add("老人房冷不冷", C("查询", None, "sensor", "temperature", inc=["老人房"]), E("sensor.elder_room_temperature", None), tags=Q)
    add("后门锁了吗", C("查询", "后门", "lock"), E("lock.back_door", None), tags=Q)
    add("车库那个门锁好了没", C("查询", "车库门锁", "lock"), E("lock.garage_entry_door", None), tags=Q)
    add("家里还有没有灯没关", C("查询", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, None, q="all"), tags=Q)
    add("楼上湿度怎么样", C("查询", None, "sensor", "humidity", q="all", inc=["楼上"]),
        E(k.sensors("humidity", floor=UP), None, q="all"), tags=Q)
    add("卫生间有人吗", C("查询", None, "binary_sensor", "occupancy", inc=["卫生间"]),
        E("binary_sensor.guest_bathroom_occupancy", None), tags=Q)
    add("窗户关了没有", C("查询", None, "binary_sensor", "window"), E(k.binary("window", "master_bedroom"), None),
        ctx="master_bedroom", tags=Q)
    add("扫地机还有电吗", C("查询", "扫地机器人电量", "sensor", "battery"), E("sensor.robot_vacuum_battery", None), tags=Q)
    add("今天天气咋样", C("查询", "天气", "weather"), E("weather.home", None), tags=Q)
    add("外边下雨没", C("查询", "天气", "weather"), E("weather.home", None), tags=Q)
    add("空气质量怎么样", C("查询", None, "sensor", q="all"),
        E([*k.sensors("pm25", "living_room"), *k.sensors("carbon_dioxide", "living_room")], None, q="all"),
        ctx="living_room", tags=Q)
    add("孩子房里二氧化碳高不高", C("查询", None, "sensor", "carbon_dioxide", inc=["儿童房"]), E("sensor.kids_room_co2", None),
        tags=Q)
    add("厨房煤气有没有泄漏", C("查询", None, "binary_sensor", "gas", inc=["厨房"]), E("binary_sensor.kitchen_gas", None), tags=Q)
    add("家里有没有哪漏水", C("查询", None, "binary_sensor", "moisture", q="all", inc=["*"]),
        E(h.pick("binary_sensor", dc="moisture"), None, q="all"), tags=Q)
    add("书房光线够不够", C("查询", None, "sensor", "illuminance", inc=["书房"]), E("sensor.study_illuminance", None), tags=Q)
    add("花要不要浇水了", C("查询", "土壤湿度", "sensor", "moisture"), E("sensor.garden_soil_moisture", None), tags=Q)
    add("一楼哪些灯亮着", C("查询", None, "light", q="all", inc=["一楼"]), E(k.lights(floor=DOWN), None, q="all"), tags=Q)
    add("客厅窗帘是开着还是关着", C("查询", "窗帘", "cover", "curtain", inc=["客厅"]), E("cover.living_room_curtain", None), tags=Q)
    add("今天用了多少度电", C("查询", None, "sensor", "energy"), E("sensor.home_energy_today", None), tags=[*Q, "numbers"])
    add("储物间潮不潮", C("查询", None, "sensor", "humidity", inc=["储物间"]), E("sensor.storage_room_humidity", None), tags=Q)
    add("次卧温度高吗", C("查询", None, "sensor", "temperature", inc=["次卧"]), E("sensor.second_bedroom_temperature", None), tags=Q)
    add("院门关着吗", C("查询", "院门", "cover", "gate"), E("cover.garden_gate", None), tags=Q)
    add("安防开着没", C("查询", "家庭安防", "alarm_control_panel"), E("alarm_control_panel.home_security", None), tags=Q)
    add("客厅有人吗", C("查询", None, "binary_sensor", "motion", inc=["客厅"]), E("binary_sensor.living_room_motion", None), tags=Q)
    add("影音室现在几度", C("查询", None, "climate", inc=["影音室"]), E("climate.home_theater_ac", None), tags=Q)
    add("楼下各个房间多少度", C("查询", None, "sensor", "temperature", q="all", inc=["楼下"]),
        E(k.sensors("temperature", floor=DOWN), None, q="all"), tags=Q)
    add("门口有没有人", C("查询", None, "binary_sensor", "motion", inc=["玄关"]), E("binary_sensor.entrance_motion", None), tags=Q)
    add("地下室湿度多少", C("查询", None, "sensor", "humidity", q="all", inc=["地下室"]),
        E(k.sensors("humidity", floor=B1), None, q="all"), tags=Q)
    add("主卫里湿不湿", C("查询", None, "sensor", "humidity", inc=["主卫"]), E("sensor.master_bathroom_humidity", None), tags=Q)
    add("充电桩现在功率多少", C("查询", "充电桩功率", "sensor", "power"), E("sensor.garage_ev_charger_power", None), tags=Q)
    add("阳台门关好没", C("查询", "阳台门", "binary_sensor", "door"), E("binary_sensor.balcony_door", None), tags=Q)

    # ---- several commands, with references between them -----------------------------------------
    add("把客厅灯关了，然后电视也关了", [C("关闭", None, "light", q="all", inc=["客厅"]), C("关闭", "电视", "media_player", "tv")],
        [E(k.lights("living_room"), OFF, q="all"), E("media_player.living_room_tv", "media_player.turn_off")], tags=[])
    add("打开主卧空调，调到二十六度", [C("打开", "空调", "climate", inc=["主卧"]),
                                     C("调到", ref=True, params={"temperature": 26})],
        [E("climate.master_bedroom_ac", "climate.turn_on"), E("climate.master_bedroom_ac", TEMP, data={"temperature": 26})],
        tags=["numbers"])
    add("关掉书房的灯和空调", [C("关闭", None, "light", q="all", inc=["书房"]), C("关闭", "空调", "climate", inc=["书房"])],
        [E(k.lights("study"), OFF, q="all"), E("climate.study_ac", "climate.turn_off")], tags=[])
    add("窗帘拉上，灯打开", [C("关闭", "窗帘", "cover", "curtain"), C("打开", None, "light", q="all")],
        [E("cover.master_bedroom_curtain", "cover.close_cover"), E(k.lights("master_bedroom"), ON, q="all")],
        ctx="master_bedroom", tags=[])
    add("先把电饭煲插上，再把油烟机开起来", [C("打开", "电饭煲", "switch"), C("打开", "油烟机", "fan")],
        [E("switch.kitchen_rice_cooker", "switch.turn_on"), E("fan.kitchen_range_hood", "fan.turn_on")], tags=[])
    add("投影仪和功放都打开，射灯关掉", [C("打开", "投影仪", "media_player", "tv"), C("打开", "功放", "media_player", "receiver"),
                                        C("关闭", "射灯", "light")],
        [E("media_player.home_theater_projector", "media_player.turn_on"),
         E("media_player.home_theater_receiver", "media_player.turn_on"), E("light.home_theater_spotlights", OFF)], tags=[])
    add("开一下院门，顺便把庭院灯也打开", [C("打开", "院门", "cover", "gate"), C("打开", "庭院灯", "light")],
        [E("cover.garden_gate", "cover.open_cover"), E("light.garden_lights", ON)], tags=[])
    add("把加湿器打开，湿度调到五十", [C("打开", "加湿器", "humidifier"), C("调到", ref=True, params={"humidity": 50})],
        [E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"),
         E("humidifier.master_bedroom_humidifier", "humidifier.set_humidity", data={"humidity": 50})],
        ctx="master_bedroom", tags=["numbers"])
    add("关灯，关窗帘，然后开空调", [C("关闭", None, "light", q="all"), C("关闭", "窗帘", "cover", "curtain"),
                                    C("打开", "空调", "climate")],
        [E(k.lights("second_bedroom"), OFF, q="all"), E("cover.second_bedroom_curtain", "cover.close_cover"),
         E("climate.second_bedroom_ac", "climate.turn_on")], ctx="second_bedroom", tags=[])
    add("小黑暂停，电视声音开大点", [C("暂停", "小黑", "Unknown"), C("调高音量", "电视", "media_player", "tv")],
        [E("media_player.master_bedroom_speaker", "media_player.media_pause"),
         E("media_player.living_room_tv", "media_player.volume_up")], tags=["relative"])
    add("锁好大门，再把玄关灯关掉", [C("上锁", "大门", "lock"), C("关闭", "玄关灯", "light")],
        [E("lock.front_door", "lock.lock"), E("light.entrance_light", OFF)], tags=[])
    add("打开空调然后把它调成制热", [C("打开", "空调", "climate"), C("设置", ref=True, params={"hvac_mode": "heat"})],
        [E("climate.elder_room_ac", "climate.turn_on"), E("climate.elder_room_ac", MODE, data={"hvac_mode": "heat"})],
        ctx="elder_room", tags=["attribute"])
    add("把阳台灯和植物灯都关了", [C("关闭", "阳台灯", "light"), C("关闭", "植物灯", "light")],
        [E("light.balcony_light", OFF), E("light.balcony_plant_light", OFF)], tags=[])
    add("把老伙计打开，亮度弄到一半", [C("打开", "老伙计", "Unknown"), C("调到", ref=True, params={"brightness_pct": 50})],
        [E("light.study_desk_lamp", ON), E("light.study_desk_lamp", ON, data={"brightness_pct": 50})], tags=["numbers"])
    add("车库门打开，车库灯也开一下", [C("打开", "车库门", "cover", "garage"), C("打开", "车库灯", "light")],
        [E("cover.garage_door", "cover.open_cover"), E("light.garage_light", ON)], tags=[])
    add("关掉客厅空调，打开客厅地暖", [C("关闭", "空调", "climate", inc=["客厅"]), C("打开", "客厅地暖", "climate")],
        [E("climate.living_room_ac", "climate.turn_off"), E("climate.living_room_floor_heating", "climate.turn_on")], tags=[])
    add("电视关了，主灯调暗一点", [C("关闭", "电视", "media_player", "tv"), C("调暗", "主灯", "light", params=DIM)],
        [E("media_player.living_room_tv", "media_player.turn_off"), E("light.living_room_ceiling", ON, data=DIM)],
        ctx="living_room", tags=["relative"])
    add("把洗衣机打开，模式选快速洗", [C("打开", "洗衣机", "switch"), C("设置", "洗衣模式", "select", params={"option": "快速洗"})],
        [E("switch.balcony_washing_machine", "switch.turn_on"),
         E("select.balcony_washing_machine_program", "select.select_option", data={"option": "快速洗"})], tags=["attribute"])
    add("空调开到二十五度，风速调小点", [C("调到", "空调", "climate", params={"temperature": 25}),
                                        C("设置", ref=True, params={"fan_mode": "low"})],
        [E("climate.study_ac", TEMP, data={"temperature": 25}), E("climate.study_ac", "climate.set_fan_mode", data={"fan_mode": "low"})],
        ctx="study", tags=["numbers", "attribute"])
    add("把大白打开，调成蓝色，再把灯带关了", [C("打开", "大白", "Unknown"), C("设置", ref=True, params={"color_name": "blue"}),
                                               C("关闭", "灯带", "light")],
        [E("light.living_room_floor_lamp", ON), E("light.living_room_floor_lamp", ON, data={"color_name": "blue"}),
         E("light.living_room_light_strip", OFF)], ctx="living_room", tags=["attribute"])
    add("打开书房的灯和百叶窗", [C("打开", None, "light", q="all", inc=["书房"]), C("打开", "百叶窗", "cover", "blind", inc=["书房"])],
        [E(k.lights("study"), ON, q="all"), E("cover.study_blind", "cover.open_cover")], tags=[])
    add("热水器打开，温度调到五十五", [C("打开", "热水器", "water_heater"), C("调到", ref=True, params={"temperature": 55})],
        [E("water_heater.master_bathroom_water_heater", "water_heater.turn_on"),
         E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature", data={"temperature": 55})],
        ctx="master_bathroom", tags=["numbers"])
    add("小扫去扫地，扫完自己回去充电", [C("打扫", "小扫", "Unknown"), C("回充", ref=True)],
        [E("vacuum.robot_vacuum", "vacuum.start"), E("vacuum.robot_vacuum", "vacuum.return_to_base")], tags=["verbs"])
    add("关掉电视和回音壁", [C("关闭", "电视", "media_player", "tv"), C("关闭", "回音壁", "media_player", "speaker")],
        [E("media_player.living_room_tv", "media_player.turn_off"), E("media_player.living_room_soundbar", "media_player.turn_off")],
        tags=[])
    add("先把主卧的遮光帘拉上，再把床头灯都关了",
        [C("关闭", "遮光帘", "cover", inc=["主卧"]), C("关闭", "床头灯", "light", q="all", inc=["主卧"])],
        [E("cover.master_bedroom_blackout_blind", "cover.close_cover"),
         E(h.pick("light", areas=["master_bedroom"], names=["左床头灯", "右床头灯"]), OFF, q="all")], tags=[])
    add("嗯，先开地暖，等会儿再把加湿器也开了", [C("打开", "地暖", "climate"), C("打开", "加湿器", "humidifier")],
        [E("climate.kids_room_floor_heating", "climate.turn_on"), E("humidifier.kids_room_humidifier", "humidifier.turn_on")],
        ctx="kids_room", tags=["filler"])
    add("客厅好暗，把灯打开，窗帘也拉开", [C("打开", None, "light", q="all", inc=["客厅"]),
                                          C("打开", "窗帘", "cover", "curtain", inc=["客厅"])],
        [E(k.lights("living_room"), ON, q="all"), E("cover.living_room_curtain", "cover.open_cover")], tags=["complaint"])
    add("空调关了，窗帘打开一半透透气", [C("关闭", "空调", "climate"), C("设置", "窗帘", "cover", "curtain", params={"position": 50})],
        [E("climate.elder_room_ac", "climate.turn_off"),
         E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 50})], ctx="elder_room", tags=["position"])

    # ---- follow-ups: no device said, the previous command's target continues -----------------
    FU = ["followup"]
    add("调暗一点", C("调暗", ref=True, params=DIM), E("light.study_ceiling", ON, data=DIM),
        hist=["把书房吸顶灯打开"], tags=[*FU, "relative"])
    add("声音再小点", C("调低音量", ref=True), E("media_player.living_room_tv", "media_player.volume_down"),
        hist=["打开客厅电视"], tags=[*FU, "relative"])
    add("再低一度", C("调低", ref=True, params={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        hist=["主卧空调开一下"], tags=[*FU, "relative"])
    add("另一个也打开", None, E("light.master_bedroom_bedside_right", ON), hist=["打开左床头灯"], tags=FU)
    add("算了，关了它", C("关闭", ref=True), E("climate.kids_room_ac", "climate.turn_off"), hist=["把儿童房空调打开"], tags=FU)
    add("算了，全拉开吧", C("打开", ref=True), E("cover.living_room_curtain", "cover.open_cover"),
        hist=["客厅窗帘拉开一半"], tags=[*FU, "position"])
    add("亮一点", C("调亮", ref=True, params=BRIGHTER), E("light.living_room_floor_lamp", ON, data=BRIGHTER),
        hist=["打开大白"], tags=[*FU, "relative"])
    add("大声点", C("调高音量", ref=True), E("media_player.study_speaker", "media_player.volume_up"),
        hist=["打开书房音箱"], tags=[*FU, "relative"])
    add("太亮了，暗一些", C("调暗", q="all", ref=True, params=DIM), E(k.lights("kids_room"), ON, q="all", data=DIM),
        hist=["儿童房的灯打开"], tags=[*FU, "complaint", "relative"])
    add("开到最大", C("调到", ref=True, params={"percentage": 100}),
        E("fan.living_room_air_purifier", "fan.set_percentage", data={"percentage": 100}),
        ctx="living_room", hist=["把净化器打开"], tags=[*FU, "position"])
    add("温度调到四十", C("调到", ref=True, params={"temperature": 40}),
        E("climate.master_bathroom_bath_heater", TEMP, data={"temperature": 40}), hist=["打开浴霸"], tags=[*FU, "numbers"])
    add("让它摇头", C("设置", ref=True, params={"oscillating": True}),
        E("fan.master_bedroom_fan", "fan.oscillate", data={"oscillating": True}),
        ctx="master_bedroom", hist=["开一下风扇"], tags=[*FU, "attribute"])
    add("下一首", C("下一首", ref=True), E("media_player.master_bedroom_speaker", "media_player.media_next_track"),
        hist=["小黑继续放歌"], tags=FU)
    add("让它回去吧", C("回充", ref=True), E("vacuum.upstairs_vacuum", "vacuum.return_to_base"),
        hist=["把二楼扫地机打开"], tags=[*FU, "verbs"])
    add("湿度再调高点", C("调高", ref=True, params={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}),
        E("humidifier.kids_room_humidifier", "humidifier.set_humidity",
          data={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}),
        ctx="kids_room", hist=["打开加湿器"], tags=[*FU, "relative", "attribute"])
    add("还有筒灯", None, E(h.pick("light", areas=["living_room"], names=["筒灯"]), OFF, q="all"),
        hist=["关掉客厅主灯"], tags=FU)
    add("调到二十五度", C("调到", ref=True, params={"temperature": 25}), E("climate.study_ac", TEMP, data={"temperature": 25}),
        hist=["书房空调打开"], tags=[*FU, "numbers"])
    add("再亮些", C("调亮", q="all", ref=True, params=BRIGHTER), E(k.lights("second_bedroom"), ON, q="all", data=BRIGHTER),
        hist=["打开次卧的灯"], tags=[*FU, "relative"])
    add("调高两度", C("调高", ref=True, params={"temperature": k.target("water_heater.kitchen_water_heater", 2)}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature",
          data={"temperature": k.target("water_heater.kitchen_water_heater", 2)}),
        ctx="kitchen", hist=["打开热水器"], tags=[*FU, "relative", "numbers"])
    add("改成制热", C("设置", ref=True, params={"hvac_mode": "heat"}), E("climate.elder_room_ac", MODE, data={"hvac_mode": "heat"}),
        hist=["老人房空调打开"], tags=[*FU, "attribute"])
    add("那把空调开一下吧", None, E("climate.living_room_ac", "climate.turn_on"), hist=["客厅温度多少"], tags=FU)
    add("再小一点", C("调低音量", ref=True), E("media_player.living_room_tv", "media_player.volume_down"),
        hist=["把电视打开", "声音调到二十"], tags=[*FU, "relative"])
    add("还是关了吧", C("关闭", ref=True), E("light.dining_room_chandelier", OFF), hist=["打开餐厅吊灯"], tags=FU)
    add("不看了，关掉", C("关闭", ref=True), E("media_player.home_theater_projector", "media_player.turn_off"),
        hist=["开一下投影仪"], tags=FU)
    add("等一下，停", C("停止", ref=True), E("cover.garage_door", "cover.stop_cover"), hist=["打开车库门"], tags=[*FU, "verbs"])
    add("换个效果，要极光的", C("设置", ref=True, params={"effect": "Aurora"}),
        E("light.kids_room_star_projector", ON, data={"effect": "Aurora"}), hist=["星空灯打开"], tags=[*FU, "attribute"])
    add("好了，锁回去", C("上锁", ref=True), E("lock.front_door", "lock.lock"), hist=["把大门打开"], tags=FU)
    add("亮度调低一半", C("调暗", ref=True, params={"brightness_step_pct": -50}),
        E("light.master_bedroom_bedside_left", ON, data={"brightness_step_pct": -50}),
        hist=["左床头灯开一下"], tags=[*FU, "relative", "numbers"])
    add("那湿度呢", None, E("sensor.kids_room_humidity", None), hist=["儿童房温度多少"], tags=[*FU, "question"])
    add("有点冷，再高两度", C("调高", ref=True, params={"temperature": k.target("climate.second_bedroom_ac", 2)}),
        E("climate.second_bedroom_ac", TEMP, data={"temperature": k.target("climate.second_bedroom_ac", 2)}),
        hist=["打开次卧空调"], tags=[*FU, "complaint", "relative", "numbers"])
    add("嗯……再暗一点点", C("调暗", ref=True, params=TOUCH_DIMMER), E("light.living_room_light_strip", ON, data=TOUCH_DIMMER),
        hist=["把电视背景灯打开"], tags=[*FU, "relative", "filler"])

    # ---- absent: nothing in the home fits ---------------------------------------------------------
    add("打开客厅的加湿器", C("打开", "加湿器", "humidifier", inc=["客厅"]), NM(), tags=[])
    add("把洗衣房的灯关了", C("关闭", None, "light", q="all", inc=["洗衣房"]), NM("all"), tags=[])
    add("烤箱预热到两百度", C("预热", "烤箱", "Unknown", params={"temperature": 200}), NM(), tags=["numbers"])
    add("帮我打开空气炸锅", C("打开", "空气炸锅", "Unknown"), NM(), tags=["filler"])
    add("三楼的灯都打开", C("打开", None, "light", q="all", inc=["三楼"]), NM("all"), tags=[])
    add("把车库的空调打开", C("打开", "空调", "climate", inc=["车库"]), NM(), tags=[])
    add("咖啡机开一下", C("打开", "咖啡机", "Unknown"), NM(), tags=[])
    add("厨房窗帘拉上", C("关闭", "窗帘", "cover", "curtain", inc=["厨房"]), NM(), tags=[])
    add("开一下书房的加湿器", C("打开", "加湿器", "humidifier", inc=["书房"]), NM(), tags=[])
    add("书房电视打开", C("打开", "电视", "media_player", "tv", inc=["书房"]), NM(), tags=[])
    add("把泳池的水泵关了", C("关闭", "水泵", "Unknown", inc=["泳池"]), NM(), tags=[])
    add("阁楼的灯打开", C("打开", None, "light", q="all", inc=["阁楼"]), NM("all"), tags=[])
    add("打开小白", C("打开", "小白", "Unknown"), NM(), tags=[])
    add("主卧的电热毯打开", C("打开", "电热毯", "switch", inc=["主卧"]), NM(), tags=[])
    add("二楼的窗户关上", C("关闭", "窗户", "Unknown", q="all", inc=["二楼"]), NM("all"), tags=[])
    add("把暖气开开", C("打开", None, "climate"), NM(), ctx="dining_room", tags=[])
    add("打开车里的空调", C("打开", "空调", "climate", inc=["车里"]), NM(), tags=[])
    add("开一下吹风机", C("打开", "吹风机", "Unknown"), NM(), tags=[])
    add("阳台的窗帘拉上", C("关闭", "窗帘", "cover", "curtain", inc=["阳台"]), NM(), tags=[])
    add("热水壶帮我烧点水", C("打开", "热水壶", "Unknown"), NM(), tags=["filler"])
    add("卫生间的热水器打开", C("打开", "热水器", "water_heater", inc=["卫生间"]), NM(), tags=[])
    add("老人房湿度多少", C("查询", None, "sensor", "humidity", inc=["老人房"]), NM(), tags=["question"])
    add("书房的空气净化器开一下", C("打开", "空气净化器", "fan", inc=["书房"]), NM(), tags=[])
    add("把地下室的窗帘打开", C("打开", None, "cover", "curtain", q="all", inc=["地下室"]), NM("all"), tags=[])
    add("门口摄像头给我看看", C("查看", "摄像头", "camera", inc=["门口"]), NM(), tags=["filler"])

    # ---- truly ambiguous in this home: ask, offering every fitting entity --------------------------
    add("台灯开一下", C("打开", "台灯", "light"), CL(k.named("light", "台灯"), ON), tags=[])
    add("空调关掉吧", C("关闭", "空调", "climate"), CL(ACS, "climate.turn_off"), tags=[])
    add("把窗帘拉开吧", C("打开", "窗帘", "cover", "curtain"), CL(k.named("cover", "窗帘"), "cover.open_cover"), tags=[])
    add("吸顶灯关一下", C("关闭", "吸顶灯", "light"), CL(k.named("light", "吸顶灯"), OFF), tags=[])
    add("筒灯打开", C("打开", "筒灯", "light"), CL(k.named("light", "筒灯", "living_room"), ON), ctx="living_room", tags=[])
    add("热水器温度调到五十", C("调到", "热水器", "water_heater", params={"temperature": 50}),
        CL(k.named("water_heater", "热水器"), "water_heater.set_temperature"), tags=["numbers"])
    add("加湿器开一下", C("打开", "加湿器", "humidifier"), CL(k.named("humidifier", "加湿器"), "humidifier.turn_on"), tags=[])
    add("空气净化器关掉", C("关闭", "空气净化器", "fan"), CL(k.named("fan", "空气净化器"), "fan.turn_off"), tags=[])
    add("智能插座断一下电", C("关闭", "智能插座", "switch", "outlet"), CL(k.named("switch", "智能插座"), "switch.turn_off"), tags=[])
    add("地暖打开", C("打开", "地暖", "climate"),
        CL(h.pick("climate", names=["客厅地暖", "儿童房地暖", "书房地暖"]), "climate.turn_on"), tags=[])
    add("灯带关了", C("关闭", "灯带", "light"), CL(k.named("light", "灯带"), OFF), tags=[])
    add("现在温度多少", C("查询", None, "sensor", "temperature"), CL(k.sensors("temperature"), None), tags=["question"])
    add("湿度是多少啊", C("查询", None, "sensor", "humidity"), CL(k.sensors("humidity"), None), tags=["question"])
    add("人体传感器有没有检测到人", C("查询", "人体传感器", "binary_sensor", "motion"),
        CL(k.named("binary_sensor", "人体传感器"), None), tags=["question"])
    add("水浸传感器报警了吗", C("查询", "水浸传感器", "binary_sensor", "moisture"),
        CL(k.named("binary_sensor", "水浸传感器"), None), tags=["question"])
    add("烟雾报警器正常吧", C("查询", "烟雾报警器", "binary_sensor", "smoke"),
        CL(k.named("binary_sensor", "烟雾报警器"), None), tags=["question"])
    add("空调调到二十四度", C("调到", "空调", "climate", params={"temperature": 24}), CL(ACS, TEMP), tags=["numbers"])
    add("吸顶灯调亮一点", C("调亮", "吸顶灯", "light", params=BRIGHTER), CL(k.named("light", "吸顶灯"), ON), tags=["relative"])
    add("窗帘关一下", C("关闭", "窗帘", "cover", "curtain"), CL(k.named("cover", "窗帘"), "cover.close_cover"), ctx="hallway", tags=[])
    add("台灯关掉", C("关闭", "台灯", "light"), CL(k.named("light", "台灯"), OFF), ctx="living_room", tags=[])
    add("空调开一下", C("打开", "空调", "climate"), CL(ACS, "climate.turn_on"), ctx="kitchen", tags=[])
    add("热水器打开", C("打开", "热水器", "water_heater"), CL(k.named("water_heater", "热水器"), "water_heater.turn_on"),
        ctx="living_room", tags=[])
    add("加湿器湿度调到六十", C("调到", "加湿器", "humidifier", params={"humidity": 60}),
        CL(k.named("humidifier", "加湿器"), "humidifier.set_humidity"), ctx="living_room", tags=["numbers", "attribute"])
    add("打开吸顶灯", C("打开", "吸顶灯", "light"), CL(k.named("light", "吸顶灯"), ON), ctx="hallway", tags=[])
    add("那个…空调的风速调大点", C("设置", "空调", "climate", params={"fan_mode": "high"}),
        CL(ACS, "climate.set_fan_mode"), tags=["filler", "attribute"])
    add("智能插座开着没", C("查询", "智能插座", "switch", "outlet"), CL(k.named("switch", "智能插座"), None), tags=["question"])
    add("把台燈熄咗佢", C("关闭", "台灯", "light"), CL(k.named("light", "台灯"), OFF), tags=["cantonese"])
    return b


# --------------------------------------------------------------------------------------------
# English
# --------------------------------------------------------------------------------------------


def english(h: Home) -> SpeechBook:
    b = SpeechBook("en", h)
    k = Kinds(h)
    add = b.add
    ON, OFF = "light.turn_on", "light.turn_off"
    MODE, TEMP = "climate.set_hvac_mode", "climate.set_temperature"
    HEAT, COOL = {"hvac_mode": "heat"}, {"hvac_mode": "cool"}
    DIM, BRIGHTER = {"brightness_step_pct": -STEP_PCT}, {"brightness_step_pct": STEP_PCT}
    TOUCH_DIMMER = {"brightness_step_pct": -SMALL_STEP_PCT}
    ALL_LIGHTS = k.lights()
    ACS = k.named("climate", "Air Conditioner")
    UP, DOWN = "upper_floor", "ground_floor"

    def dark(inc: Sequence[str] = ()) -> dict[str, Any]:
        return C("turn on", None, "light", q="all", inc=inc)

    def heat(inc: Sequence[str] = ()) -> dict[str, Any]:
        return C("heat", None, "climate", q="all", inc=inc, params=HEAT)

    def cool(inc: Sequence[str] = ()) -> dict[str, Any]:
        return C("cool", None, "climate", q="all", inc=inc, params=COOL)

    # ---- complaints, wishes and indirect requests (same conventions as Chinese) -----------------
    CP = ["complaint"]
    add("it's so dark in here I can't see a thing", dark(), E(k.lights("study"), ON, q="all"), ctx="study", tags=CP)
    add("I can't see what I'm doing", dark(), E(k.lights("kitchen"), ON, q="all"), ctx="kitchen", tags=CP)
    add("it's pitch black out here", dark(), E(k.lights("garden"), ON, q="all"), ctx="garden", tags=CP)
    add("the hallway's way too dark", dark(["hallway"]), E(k.lights("hallway"), ON, q="all"), tags=CP)
    add("it's a bit gloomy in the lounge", dark(["lounge"]), E(k.lights("living_room"), ON, q="all"), tags=CP)
    add("too bright, my eyes hurt", C("dim", None, "light", q="all", params=DIM),
        E(k.lights("living_room", lit=True), ON, q="all", data=DIM), ctx="living_room", tags=CP)
    add("the lights in the office are blinding me", C("dim", None, "light", q="all", inc=["office"], params=DIM),
        E(k.lights("study", lit=True), ON, q="all", data=DIM), tags=CP)
    add("it's absolutely freezing in this room", heat(), E(k.climates("heat", "kids_room"), MODE, q="all", data=HEAT),
        ctx="kids_room", tags=CP)
    add("brr, I'm cold", heat(), E(k.climates("heat", "master_bathroom"), MODE, q="all", data=HEAT),
        ctx="master_bathroom", tags=[*CP, "filler"])
    add("grandma says her room is too chilly", heat(["grandparents' room"]),
        E(k.climates("heat", "elder_room"), MODE, q="all", data=HEAT), tags=CP)
    add("the living room is cold", heat(["living room"]), E(k.climates("heat", "living_room"), MODE, q="all", data=HEAT), tags=CP)
    add("my feet are like ice", heat(), E(k.climates("heat", "study"), MODE, q="all", data=HEAT), ctx="study", tags=CP)
    add("it's boiling in here", cool(), E(k.climates("cool", "master_bedroom"), MODE, q="all", data=COOL),
        ctx="master_bedroom", tags=CP)
    add("the spare room is way too hot to sleep in", cool(["spare room"]),
        E(k.climates("cool", "second_bedroom"), MODE, q="all", data=COOL), tags=CP)
    add("I'm sweating buckets", cool(), E(k.climates("cool", "living_room"), MODE, q="all", data=COOL),
        ctx="living_room", tags=CP)
    add("it's really stuffy in the bathroom", C("turn on", None, "fan", q="all", inc=["bathroom"]),
        E(k.fans("guest_bathroom"), "fan.turn_on", q="all"), tags=CP)
    add("the whole kitchen stinks of frying", C("turn on", None, "fan", q="all", inc=["kitchen"]),
        E(k.fans("kitchen"), "fan.turn_on", q="all"), tags=CP)
    add("the air's a bit stale in here", C("turn on", None, "fan", q="all"), E(k.fans("kids_room"), "fan.turn_on", q="all"),
        ctx="kids_room", tags=CP)
    add("my throat is so dry", C("humidify", None, "humidifier", "humidifier", q="all"),
        E(k.humidifiers("humidifier", "master_bedroom"), "humidifier.turn_on", q="all"), ctx="master_bedroom", tags=CP)
    add("the nursery air is too dry for the baby", C("humidify", None, "humidifier", "humidifier", q="all", inc=["nursery"]),
        E(k.humidifiers("humidifier", "kids_room"), "humidifier.turn_on", q="all"), tags=CP)
    add("the storeroom smells damp", C("dehumidify", None, "humidifier", "dehumidifier", q="all", inc=["storeroom"]),
        E(k.humidifiers("dehumidifier", "storage_room"), "humidifier.turn_on", q="all"), tags=CP)
    add("it's too loud", C("volume down", None, "media_player", q="all"),
        E(k.playing("living_room"), "media_player.volume_down", q="all"), ctx="living_room", tags=CP)
    add("the telly is way too loud", C("volume down", "TV", "media_player", "tv"),
        E("media_player.living_room_tv", "media_player.volume_down"), ctx="living_room", tags=[*CP, "relative"])
    add("the AC in the lounge is blowing way too cold",
        C("raise", "air conditioner", "climate", inc=["lounge"], params={"temperature": k.target("climate.living_room_ac", 1)}),
        E("climate.living_room_ac", TEMP, data={"temperature": k.target("climate.living_room_ac", 1)}), tags=[*CP, "relative"])
    add("the bath heater is too hot",
        C("lower", "bath heater", "climate", params={"temperature": k.target("climate.master_bathroom_bath_heater", -1)}),
        E("climate.master_bathroom_bath_heater", TEMP,
          data={"temperature": k.target("climate.master_bathroom_bath_heater", -1)}), tags=[*CP, "relative"])
    add("the fan is so noisy", C("lower", "fan", "fan"), E("fan.master_bedroom_fan", "fan.decrease_speed"),
        ctx="master_bedroom", tags=[*CP, "relative"])
    add("I'm cold", heat(), CL(k.climates("heat"), MODE), tags=CP)
    add("it's too dark", dark(), CL(ALL_LIGHTS, ON), tags=CP)
    add("ugh, it's so hot", cool(), CL(k.climates("cool"), MODE), tags=[*CP, "filler"])
    add("the air is really dry", C("humidify", None, "humidifier", "humidifier", q="all"),
        CL(k.humidifiers("humidifier"), "humidifier.turn_on"), tags=CP)
    add("the garage feels damp", C("dehumidify", None, "humidifier", "dehumidifier", q="all", inc=["garage"]), NM("all"), tags=CP)
    add("the kitchen is roasting", cool(["kitchen"]), NM("all"), tags=CP)
    add("the dining room is freezing", heat(["dining room"]), NM("all"), tags=CP)

    # ---- code-switching: Chinese words or pinyin inside English --------------------------------
    X = ["code_switch"]
    add("turn on the kongtiao in the study", C("turn on", "air conditioner", "climate", inc=["study"]),
        E("climate.study_ac", "climate.turn_on"), tags=X)
    add("switch off the 台灯 in the master bedroom", C("turn off", "lamp", "light", inc=["master bedroom"]),
        E("light.master_bedroom_desk_lamp", OFF), tags=X)
    add("can you put the 空调 on 24", C("set", "air conditioner", "climate", params={"temperature": 24}),
        E("climate.living_room_ac", TEMP, data={"temperature": 24}), ctx="living_room", tags=[*X, "numbers", "filler"])
    add("open the chuanglian in the nursery", C("open", "curtain", "cover", "curtain", inc=["nursery"]),
        E("cover.kids_room_curtain", "cover.open_cover"), tags=X)
    add("is the 大门 locked", C("check", "front door", "lock"), E("lock.front_door", None), tags=[*X, "question"])
    add("turn off the deng in the kitchen", C("turn off", None, "light", q="all", inc=["kitchen"]),
        E(k.lights("kitchen"), OFF, q="all"), tags=X)
    add("turn on the 加湿器 in the nursery", C("turn on", "humidifier", "humidifier", inc=["nursery"]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_on"), tags=X)
    add("lights on in the keting please", C("turn on", None, "light", q="all", inc=["living room"]),
        E(k.lights("living_room"), ON, q="all"), tags=[*X, "filler"])
    add("set the 热水器 to fifty five", C("set", "water heater", "water_heater", params={"temperature": 55}),
        E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature", data={"temperature": 55}),
        ctx="master_bathroom", tags=[*X, "numbers"])
    add("turn the 风扇 up a bit", C("raise", "fan", "fan"), E("fan.master_bedroom_fan", "fan.increase_speed"),
        ctx="master_bedroom", tags=[*X, "relative"])
    add("wo hao leng, turn on the heating", C("turn on", "heating", "climate"),
        E("climate.kids_room_floor_heating", "climate.turn_on"), ctx="kids_room", tags=[*X, "complaint"])
    add("close the 窗帘 in the lounge", C("close", "curtain", "cover", "curtain", inc=["lounge"]),
        E("cover.living_room_curtain", "cover.close_cover"), tags=X)
    add("is the 洗衣机 done yet", C("check", "washing time remaining", "sensor", "duration"),
        E("sensor.balcony_washing_machine_remaining", None), tags=[*X, "question"])

    # ---- fillers and politeness -----------------------------------------------------------------
    F = ["filler"]
    add("um, could you turn on the lounge lights please", C("turn on", None, "light", q="all", inc=["lounge"]),
        E(k.lights("living_room"), ON, q="all"), tags=F)
    add("hey, uh, can you switch off the ceiling light in the study", C("turn off", "ceiling light", "light", inc=["study"]),
        E("light.study_ceiling", OFF), tags=F)
    add("would you mind closing the curtains in the master bedroom",
        C("close", None, "cover", "curtain", q="all", inc=["master bedroom"]),
        E(k.curtains("master_bedroom"), "cover.close_cover", q="all"), tags=F)
    add("okay so, like, turn the fan on", C("turn on", "fan", "fan"), E("fan.master_bedroom_fan", "fan.turn_on"),
        ctx="master_bedroom", tags=F)
    add("please lock the back door, thanks", C("lock", "back door", "lock"), E("lock.back_door", "lock.lock"), tags=F)
    add("er, the garage light, turn it off", C("turn off", "garage light", "light"), E("light.garage_light", OFF), tags=F)
    add("could you please start the dishwasher", C("start", "start dishwasher", "button"),
        E("button.kitchen_dishwasher_start", "button.press"), tags=[*F, "verbs"])
    add("mm, yeah, open the blinds would you", C("open", "blinds", "cover", "blind"), E("cover.study_blind", "cover.open_cover"),
        ctx="study", tags=F)
    add("sorry, can you turn the hallway lights on", C("turn on", None, "light", q="all", inc=["hallway"]),
        E(k.lights("hallway"), ON, q="all"), tags=F)
    add("uh hi, um, turn on the vanity light", C("turn on", "vanity light", "light"), E("light.master_bathroom_mirror_light", ON),
        tags=F)
    add("do me a favour and turn off the TV", C("turn off", "TV", "media_player", "tv"),
        E("media_player.living_room_tv", "media_player.turn_off"), ctx="living_room", tags=F)
    add("hey there, could you switch on the towel warmer please", C("turn on", "towel warmer", "switch"),
        E("switch.master_bathroom_towel_rail", "switch.turn_on"), tags=F)
    add("ah, yes, the christmas tree, turn it on", C("turn on", "christmas tree", "switch", "outlet"),
        E("switch.christmas_tree", "switch.turn_on"), tags=F)
    add("pretty please turn on the star projector", C("turn on", "star projector", "light"),
        E("light.kids_room_star_projector", ON), tags=F)
    add("okay um let me think, close the garage door", C("close", "garage door", "cover", "garage"),
        E("cover.garage_door", "cover.close_cover"), tags=F)
    add("right, uh, kill the lights in the dining room", C("turn off", None, "light", q="all", inc=["dining room"]),
        E(k.lights("dining_room"), OFF, q="all"), tags=F)
    add("if you don't mind, turn on the electric blanket", C("turn on", "electric blanket", "switch", "outlet"),
        E("switch.elder_room_electric_blanket", "switch.turn_on"), tags=F)
    add("thanks, and could you also turn off the grow light", C("turn off", "grow light", "light"),
        E("light.balcony_plant_light", OFF), tags=F)
    add("hmm, let's see, open the yard gate", C("open", "yard gate", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"),
        tags=F)
    add("hello? can you hear me? turn on the range hood", C("turn on", "range hood", "fan"),
        E("fan.kitchen_range_hood", "fan.turn_on"), tags=F)
    add("so basically I need the car charger on", C("turn on", "car charger", "switch"),
        E("switch.garage_ev_charger", "switch.turn_on"), tags=F)

    # ---- numbers in words and mixed forms -------------------------------------------------------
    N = ["numbers"]
    add("set the thermostat to twenty one and a half", C("set", "thermostat", "climate", params={"temperature": 21.5}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": 21.5}), ctx="master_bedroom", tags=N)
    add("main light to thirty percent", C("set", "main light", "light", params={"brightness_pct": 30}),
        E("light.living_room_ceiling", ON, data={"brightness_pct": 30}), tags=N)
    add("volume to twenty", C("set", None, "media_player", params={"volume_level": 0.2}),
        E(k.playing("living_room"), "media_player.volume_set", data={"volume_level": 0.2}), ctx="living_room", tags=N)
    add("Blackie volume forty percent", C("set", "Blackie", "Unknown", params={"volume_level": 0.4}),
        E("media_player.master_bedroom_speaker", "media_player.volume_set", data={"volume_level": 0.4}), tags=N)
    add("set the kitchen water heater to forty five degrees",
        C("set", "water heater", "water_heater", inc=["kitchen"], params={"temperature": 45}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature", data={"temperature": 45}), tags=N)
    add("fridge to five degrees", C("set", "fridge temperature", "number", params={"value": 5}),
        E("number.kitchen_fridge_temperature", "number.set_value", data={"value": 5}), tags=N)
    add("raise the desk to one ten", C("set", "desk height", "number", params={"value": 110}),
        E("number.study_desk_height", "number.set_value", data={"value": 110}), tags=[*N, "attribute"])
    add("desk height seventy five and a half", C("set", "desk height", "number", params={"value": 75.5}),
        E("number.study_desk_height", "number.set_value", data={"value": 75.5}), tags=N)
    add("set the humidifier to sixty percent", C("set", "humidifier", "humidifier", params={"humidity": 60}),
        E("humidifier.master_bedroom_humidifier", "humidifier.set_humidity", data={"humidity": 60}),
        ctx="master_bedroom", tags=N)
    add("dehumidifier to forty-five percent", C("set", "dehumidifier", "humidifier", "dehumidifier", params={"humidity": 45}),
        E("humidifier.storage_room_dehumidifier", "humidifier.set_humidity", data={"humidity": 45}), tags=N)
    add("Big White at eighty percent", C("set", "Big White", "Unknown", params={"brightness_pct": 80}),
        E("light.living_room_floor_lamp", ON, data={"brightness_pct": 80}), tags=N)
    add("office AC twenty-seven", C("set", "AC", "climate", inc=["office"], params={"temperature": 27}),
        E("climate.study_ac", TEMP, data={"temperature": 27}), tags=N)
    add("heating to twenty three", C("set", "heating", "climate", params={"temperature": 23}),
        E("climate.kids_room_floor_heating", TEMP, data={"temperature": 23}), ctx="kids_room", tags=N)
    add("purifier fan speed to sixty percent", C("set", "purifier", "fan", params={"percentage": 60}),
        E("fan.living_room_air_purifier", "fan.set_percentage", data={"percentage": 60}), ctx="living_room",
        tags=[*N, "attribute"])
    add("bath heater to forty", C("set", "bath heater", "climate", params={"temperature": 40}),
        E("climate.master_bathroom_bath_heater", TEMP, data={"temperature": 40}), tags=N)
    add("tilt the blinds to thirty percent", C("set", "blinds", "cover", "blind", params={"tilt_position": 30}),
        E("cover.study_blind", "cover.set_cover_tilt_position", data={"tilt_position": 30}), tags=[*N, "attribute"])
    add("roller blind to twenty percent", C("set", "roller blind", "cover", params={"position": 20}),
        E("cover.dining_room_blind", "cover.set_cover_position", data={"position": 20}), tags=N)
    add("AC at twenty two on heat", C("set", "AC", "climate", params={"temperature": 22, "hvac_mode": "heat"}),
        E("climate.study_ac", TEMP, data={"temperature": 22, "hvac_mode": "heat"}), ctx="study", tags=N)
    add("lights at half brightness", C("set", None, "light", q="all", params={"brightness_pct": 50}),
        E(k.lights("second_bedroom"), ON, q="all", data={"brightness_pct": 50}), ctx="second_bedroom", tags=N)
    add("grandparents' AC to twenty six", C("set", "AC", "climate", inc=["grandparents' room"], params={"temperature": 26}),
        E("climate.elder_room_ac", TEMP, data={"temperature": 26}), tags=N)
    add("storyteller volume ten percent", C("set", "Storyteller", "Unknown", params={"volume_level": 0.1}),
        E("media_player.kids_room_story_player", "media_player.volume_set", data={"volume_level": 0.1}), tags=N)
    add("turn the AC down to twenty three point five", C("set", "AC", "climate", params={"temperature": 23.5}),
        E("climate.living_room_ac", TEMP, data={"temperature": 23.5}), ctx="living_room", tags=N)
    add("TV volume thirty", C("set", "TV", "media_player", "tv", params={"volume_level": 0.3}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.3}), tags=N)
    add("spare room AC to 26", C("set", "AC", "climate", inc=["spare room"], params={"temperature": 26}),
        E("climate.second_bedroom_ac", TEMP, data={"temperature": 26}), tags=N)
    add("soundbar volume to point five", C("set", "soundbar", "media_player", "speaker", params={"volume_level": 0.5}),
        E("media_player.living_room_soundbar", "media_player.volume_set", data={"volume_level": 0.5}), tags=N)
    add("make it nineteen degrees before bed", C("set", None, "climate", params={"temperature": 19}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": 19}), ctx="master_bedroom", tags=N)

    # ---- relative changes -----------------------------------------------------------------------
    R = ["relative"]
    add("a little dimmer", C("dim", None, "light", q="all", params=DIM), E(k.lights("study", lit=True), ON, q="all", data=DIM),
        ctx="study", tags=R)
    add("brighter please", C("brighten", None, "light", q="all", params=BRIGHTER),
        E(k.lights("living_room", lit=True), ON, q="all", data=BRIGHTER), ctx="living_room", tags=[*R, "filler"])
    add("AC down a degree", C("lower", "AC", "climate", params={"temperature": k.target("climate.kids_room_ac", -1)}),
        E("climate.kids_room_ac", TEMP, data={"temperature": k.target("climate.kids_room_ac", -1)}), ctx="kids_room", tags=R)
    add("turn the music down a notch", C("volume down", None, "media_player"),
        E("media_player.master_bedroom_speaker", "media_player.volume_down"), ctx="master_bedroom", tags=R)
    add("bump the lounge AC up two degrees",
        C("raise", "AC", "climate", inc=["lounge"], params={"temperature": k.target("climate.living_room_ac", 2)}),
        E("climate.living_room_ac", TEMP, data={"temperature": k.target("climate.living_room_ac", 2)}), tags=[*R, "numbers"])
    add("make Old Buddy a bit brighter", C("brighten", "Old Buddy", "Unknown", params=BRIGHTER),
        E("light.study_desk_lamp", ON, data=BRIGHTER), tags=R)
    add("dim the lamp a touch", C("dim", "lamp", "light", params=TOUCH_DIMMER), E("light.kids_room_desk_lamp", ON, data=TOUCH_DIMMER),
        ctx="kids_room", tags=R)
    add("TV a bit louder", C("volume up", "TV", "media_player", "tv"), E("media_player.living_room_tv", "media_player.volume_up"),
        tags=R)
    add("purifier up a bit", C("raise", "purifier", "fan"), E("fan.kids_room_air_purifier", "fan.increase_speed"),
        ctx="kids_room", tags=R)
    add("fan down one", C("lower", "fan", "fan"), E("fan.master_bedroom_fan", "fan.decrease_speed"), ctx="master_bedroom", tags=R)
    add("open the curtains a bit more", C("open", None, "cover", "curtain",
                                          params={"position": k.position("cover.master_bedroom_curtain", STEP_PCT)}),
        E("cover.master_bedroom_curtain", "cover.set_cover_position",
          data={"position": k.position("cover.master_bedroom_curtain", STEP_PCT)}), ctx="master_bedroom", tags=R)
    add("heating up a degree", C("raise", "heating", "climate", params={"temperature": k.target("climate.study_floor_heating", 1)}),
        E("climate.study_floor_heating", TEMP, data={"temperature": k.target("climate.study_floor_heating", 1)}),
        ctx="study", tags=R)
    add("could you make it a little cooler in here",
        C("lower", None, "climate", params={"temperature": k.target("climate.living_room_ac", -1)}),
        E("climate.living_room_ac", TEMP, data={"temperature": k.target("climate.living_room_ac", -1)}),
        ctx="living_room", tags=[*R, "filler"])
    add("volume down ten percent", C("volume down", None, "media_player",
                                     params={"volume_level": k.volume("media_player.living_room_tv", -0.1)}),
        E("media_player.living_room_tv", "media_player.volume_set",
          data={"volume_level": k.volume("media_player.living_room_tv", -0.1)}), ctx="living_room", tags=[*R, "numbers"])
    add("study speaker a bit louder", C("volume up", "study speaker", "media_player", "speaker"),
        E("media_player.study_speaker", "media_player.volume_up"), tags=R)
    add("make the water a bit hotter", C("raise", "water heater", "water_heater",
                                         params={"temperature": k.target("water_heater.master_bathroom_water_heater", 1)}),
        E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature",
          data={"temperature": k.target("water_heater.master_bathroom_water_heater", 1)}), ctx="master_bathroom", tags=R)
    add("dim the main light by thirty percent", C("dim", "main light", "light", params={"brightness_step_pct": -30}),
        E("light.living_room_ceiling", ON, data={"brightness_step_pct": -30}), tags=[*R, "numbers"])
    add("halve the brightness of the ceiling light", C("dim", "ceiling light", "light", params={"brightness_step_pct": -50}),
        E("light.kitchen_ceiling", ON, data={"brightness_step_pct": -50}), ctx="kitchen", tags=[*R, "numbers", "attribute"])
    add("colder", C("lower", None, "climate", params={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        ctx="master_bedroom", tags=R)
    add("grandparents' AC two degrees warmer",
        C("raise", "AC", "climate", inc=["grandparents' room"], params={"temperature": k.target("climate.elder_room_ac", 2)}),
        E("climate.elder_room_ac", TEMP, data={"temperature": k.target("climate.elder_room_ac", 2)}), tags=[*R, "numbers"])
    add("lights up another twenty percent", C("brighten", None, "light", q="all", params={"brightness_step_pct": 20}),
        E(k.lights("living_room", lit=True), ON, q="all", data={"brightness_step_pct": 20}), ctx="living_room",
        tags=[*R, "numbers"])
    add("Storyteller a bit louder", C("volume up", "Storyteller", "Unknown"),
        E("media_player.kids_room_story_player", "media_player.volume_up"), tags=R)
    add("soundbar down a bit", C("volume down", "soundbar", "media_player", "speaker"),
        E("media_player.living_room_soundbar", "media_player.volume_down"), tags=R)
    add("lower the blinds a little", C("lower", "blinds", "cover", "blind",
                                       params={"position": k.position("cover.study_blind", -STEP_PCT)}),
        E("cover.study_blind", "cover.set_cover_position", data={"position": k.position("cover.study_blind", -STEP_PCT)}), tags=R)
    add("roller blind down a bit more", C("lower", "roller blind", "cover",
                                          params={"position": k.position("cover.dining_room_blind", -STEP_PCT)}),
        E("cover.dining_room_blind", "cover.set_cover_position",
          data={"position": k.position("cover.dining_room_blind", -STEP_PCT)}), tags=R)
    add("range hood up a notch", C("raise", "range hood", "fan"), E("fan.kitchen_range_hood", "fan.increase_speed"), tags=R)
    add("ambient light a tiny bit dimmer", C("dim", "ambient light", "light", params=TOUCH_DIMMER),
        E("light.living_room_light_strip", ON, data=TOUCH_DIMMER), tags=R)
    add("bath heater two degrees lower",
        C("lower", "bath heater", "climate", params={"temperature": k.target("climate.master_bathroom_bath_heater", -2)}),
        E("climate.master_bathroom_bath_heater", TEMP,
          data={"temperature": k.target("climate.master_bathroom_bath_heater", -2)}), tags=[*R, "numbers"])
    add("left bedside lamp a little brighter", C("brighten", "left bedside lamp", "light", params=BRIGHTER),
        E("light.master_bedroom_bedside_left", ON, data=BRIGHTER), tags=R)

    # ---- speech-recognition errors --------------------------------------------------------------
    A = ["asr"]
    add("turn of the leaving room lights", C("turn off", None, "light", q="all", inc=["living room"]),
        E(k.lights("living_room"), OFF, q="all"), tags=A)
    add("turn on the lamb in the master bedroom", C("turn on", "lamp", "light", inc=["master bedroom"]),
        E("light.master_bedroom_desk_lamp", ON), tags=A)
    add("switch on the sealing light in the kitchen", C("turn on", "ceiling light", "light", inc=["kitchen"]),
        E("light.kitchen_ceiling", ON), tags=A)
    add("start sweet pea", C("start", "Sweepy", "Unknown"), E("vacuum.robot_vacuum", "vacuum.start"), tags=[*A, "verbs"])
    add("pause black E", C("pause", "Blackie", "Unknown"), E("media_player.master_bedroom_speaker", "media_player.media_pause"),
        tags=A)
    add("send the moe bot out to mow", C("start", "Mowbot", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"),
        tags=[*A, "verbs"])
    add("turn on the humid a fire in the nursery", C("turn on", "humidifier", "humidifier", inc=["nursery"]),
        E("humidifier.kids_room_humidifier", "humidifier.turn_on"), tags=A)
    add("set the air condition her to 24", C("set", "air conditioner", "climate", params={"temperature": 24}),
        E("climate.second_bedroom_ac", TEMP, data={"temperature": 24}), ctx="second_bedroom", tags=[*A, "numbers"])
    add("close the cur tens in the nursery", C("close", "curtain", "cover", "curtain", inc=["nursery"]),
        E("cover.kids_room_curtain", "cover.close_cover"), tags=A)
    add("open the garage drawer", C("open", "garage door", "cover", "garage"), E("cover.garage_door", "cover.open_cover"), tags=A)
    add("lock the front floor", C("lock", "front door", "lock"), E("lock.front_door", "lock.lock"), tags=A)
    add("turn off the steady lights", C("turn off", None, "light", q="all", inc=["study"]), E(k.lights("study"), OFF, q="all"),
        tags=A)
    add("hole way lights on", C("turn on", None, "light", q="all", inc=["hallway"]), E(k.lights("hallway"), ON, q="all"), tags=A)
    add("turn on the bed side lamb on the left", C("turn on", "left bedside lamp", "light"),
        E("light.master_bedroom_bedside_left", ON), tags=A)
    add("open the share curtain", C("open", "sheer curtain", "cover", "curtain"), E("cover.living_room_sheer", "cover.open_cover"),
        tags=A)
    add("turn on the ranch hood", C("turn on", "range hood", "fan"), E("fan.kitchen_range_hood", "fan.turn_on"), tags=A)
    add("turn off old body", C("turn off", "Old Buddy", "Unknown"), E("light.study_desk_lamp", OFF), tags=A)
    add("switch off big wide", C("turn off", "Big White", "Unknown"), E("light.living_room_floor_lamp", OFF), tags=A)
    add("turn on this washer", C("turn on", "dishwasher", "switch"), E("switch.kitchen_dishwasher", "switch.turn_on"), tags=A)
    add("turn up the speak her in the study", C("volume up", "speaker", "media_player", "speaker", inc=["study"]),
        E("media_player.study_speaker", "media_player.volume_up"), tags=[*A, "relative"])
    add("turn on the protector", C("turn on", "projector", "media_player", "tv"),
        E("media_player.home_theater_projector", "media_player.turn_on"), tags=A)
    add("turn on the lunch lights", C("turn on", None, "light", q="all", inc=["lounge"]),
        E(k.lights("living_room"), ON, q="all"), tags=A)
    add("turn on the vent fan in the rest room", C("turn on", "vent fan", "fan", inc=["restroom"]),
        E("fan.guest_bathroom_exhaust", "fan.turn_on"), tags=A)
    add("what's the temper chur in the kids room", C("check", None, "sensor", "temperature", inc=["kids room"]),
        E("sensor.kids_room_temperature", None), tags=[*A, "question"])
    add("turn on the mirror lie", C("turn on", "mirror light", "light"), E("light.master_bathroom_mirror_light", ON), tags=A)
    add("open the driveway gape", C("open", "driveway gate", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"), tags=A)
    add("turn on the galaxy lied", C("turn on", "galaxy light", "light"), E("light.kids_room_star_projector", ON), tags=A)
    add("set the thermal stat to twenty", C("set", "thermostat", "climate", params={"temperature": 20}),
        E("climate.elder_room_ac", TEMP, data={"temperature": 20}), ctx="elder_room", tags=[*A, "numbers"])
    add("turn off the tea vee", C("turn off", "TV", "media_player", "tv"), E("media_player.living_room_tv", "media_player.turn_off"),
        ctx="living_room", tags=A)
    add("dim the lice in the office", C("dim", None, "light", q="all", inc=["office"], params=DIM),
        E(k.lights("study", lit=True), ON, q="all", data=DIM), tags=[*A, "relative"])

    # ---- attribute-of-device phrases ------------------------------------------------------------
    AT = ["attribute"]
    add("turn up the strength on the humidifier", C("raise", "humidifier", "humidifier",
                                                   params={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}),
        E("humidifier.kids_room_humidifier", "humidifier.set_humidity",
          data={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}), ctx="kids_room", tags=[*AT, "relative"])
    add("put the bath heater's blower on high", C("set", "bath heater", "climate", params={"fan_mode": "high"}),
        E("climate.master_bathroom_bath_heater", "climate.set_fan_mode", data={"fan_mode": "high"}), tags=AT)
    add("change the lounge AC fan to auto", C("set", "AC", "climate", inc=["lounge"], params={"fan_mode": "auto"}),
        E("climate.living_room_ac", "climate.set_fan_mode", data={"fan_mode": "auto"}), tags=AT)
    add("switch the master bedroom AC mode to cooling", C("set", "AC", "climate", inc=["master bedroom"], params={"hvac_mode": "cool"}),
        E("climate.master_bedroom_ac", MODE, data={"hvac_mode": "cool"}), tags=AT)
    add("turn on the swing on the study air conditioner", C("set", "air conditioner", "climate", inc=["study"],
                                                           params={"swing_mode": "on"}),
        E("climate.study_ac", "climate.set_swing_mode", data={"swing_mode": "on"}), tags=AT)
    add("put the kids room AC in sleep mode", C("set", "AC", "climate", inc=["kids room"], params={"preset_mode": "sleep"}),
        E("climate.kids_room_ac", "climate.set_preset_mode", data={"preset_mode": "sleep"}), tags=AT)
    add("set the purifier's mode to sleep", C("set", "purifier", "fan", params={"preset_mode": "Sleep"}),
        E("fan.kids_room_air_purifier", "fan.set_preset_mode", data={"preset_mode": "Sleep"}), ctx="kids_room", tags=AT)
    add("max out the suction on the robot vacuum", C("set", "robot vacuum", "vacuum", params={"fan_speed": "max"}),
        E("vacuum.robot_vacuum", "vacuum.set_fan_speed", data={"fan_speed": "max"}), tags=[*AT, "position"])
    add("upstairs vacuum suction on silent", C("set", "upstairs vacuum", "vacuum", params={"fan_speed": "Silent"}),
        E("vacuum.upstairs_vacuum", "vacuum.set_fan_speed", data={"fan_speed": "Silent"}), tags=AT)
    add("put the kitchen water heater in eco mode", C("set", "water heater", "water_heater", inc=["kitchen"],
                                                     params={"operation_mode": "eco"}),
        E("water_heater.kitchen_water_heater", "water_heater.set_operation_mode", data={"operation_mode": "eco"}), tags=AT)
    add("make Big White red", C("set", "Big White", "Unknown", params={"color_name": "red"}),
        E("light.living_room_floor_lamp", ON, data={"color_name": "red"}), tags=AT)
    add("set the colour temperature of the main light to four thousand kelvin",
        C("set", "main light", "light", params={"color_temp_kelvin": 4000}),
        E("light.living_room_ceiling", ON, data={"color_temp_kelvin": 4000}), tags=[*AT, "numbers"])
    add("soundbar sound mode to movie", C("set", "soundbar", "media_player", "speaker", params={"sound_mode": "Movie"}),
        E("media_player.living_room_soundbar", "media_player.select_sound_mode", data={"sound_mode": "Movie"}), tags=AT)
    add("switch the TV input to HDMI two", C("set", "TV", "media_player", "tv", params={"source": "HDMI 2"}),
        E("media_player.living_room_tv", "media_player.select_source", data={"source": "HDMI 2"}), tags=AT)
    add("washing machine program to quick wash", C("set", "washing program", "select", params={"option": "Quick Wash"}),
        E("select.balcony_washing_machine_program", "select.select_option", data={"option": "Quick Wash"}), tags=AT)
    add("dehumidifier target humidity fifty five", C("set", "dehumidifier", "humidifier", "dehumidifier", params={"humidity": 55}),
        E("humidifier.storage_room_dehumidifier", "humidifier.set_humidity", data={"humidity": 55}), tags=[*AT, "numbers"])
    add("change the star projector effect to ocean", C("set", "star projector", "light", params={"effect": "Ocean"}),
        E("light.kids_room_star_projector", ON, data={"effect": "Ocean"}), tags=AT)
    add("grandparents' room AC fan speed low", C("set", "AC", "climate", inc=["grandparents' room"], params={"fan_mode": "low"}),
        E("climate.elder_room_ac", "climate.set_fan_mode", data={"fan_mode": "low"}), tags=AT)
    add("what's the TV volume at", C("check", "TV", "media_player", "tv"), E("media_player.living_room_tv", None),
        tags=[*AT, "question"])
    add("what's the master bedroom AC set to", C("check", "AC", "climate", inc=["master bedroom"]),
        E("climate.master_bedroom_ac", None), tags=[*AT, "question"])
    add("how fast is the purifier running", C("check", "purifier", "fan"), E("fan.living_room_air_purifier", None),
        ctx="living_room", tags=[*AT, "question"])
    add("Old Buddy brightness sixty", C("set", "Old Buddy", "Unknown", params={"brightness_pct": 60}),
        E("light.study_desk_lamp", ON, data={"brightness_pct": 60}), tags=[*AT, "numbers"])
    add("AV receiver input Blu-ray", C("set", "AV receiver", "media_player", "receiver", params={"source": "Blu-ray"}),
        E("media_player.home_theater_receiver", "media_player.select_source", data={"source": "Blu-ray"}), tags=AT)
    add("amp sound mode dolby atmos", C("set", "amp", "media_player", "receiver", params={"sound_mode": "Dolby Atmos"}),
        E("media_player.home_theater_receiver", "media_player.select_sound_mode", data={"sound_mode": "Dolby Atmos"}), tags=AT)
    add("set the house mode to away", C("set", "house mode", "select", params={"option": "Away"}),
        E("select.home_mode", "select.select_option", data={"option": "Away"}), tags=AT)
    add("turn on oscillation on the fan", C("set", "fan", "fan", params={"oscillating": True}),
        E("fan.master_bedroom_fan", "fan.oscillate", data={"oscillating": True}), ctx="master_bedroom", tags=AT)
    add("speed up Living Room Old Buddy", C("raise", "Living Room Old Buddy", "Unknown"),
        E("fan.study_old_fan", "fan.increase_speed"), tags=[*AT, "relative"])
    add("what temperature is the water heater at", C("check", "water heater", "water_heater"),
        E("water_heater.master_bathroom_water_heater", None), ctx="master_bathroom", tags=[*AT, "question"])
    warmer = {"color_temp_kelvin": k.attr("light.living_room_ceiling", "color_temp_kelvin") - STEP_KELVIN}
    add("make the main light a bit warmer", C("set", "main light", "light", params=warmer),
        E("light.living_room_ceiling", ON, data=warmer), tags=[*AT, "relative"])

    # ---- positions and extremes -----------------------------------------------------------------
    P = ["position"]
    add("open the master bedroom curtains all the way", C("open", None, "cover", "curtain", q="all", inc=["master bedroom"]),
        E(k.curtains("master_bedroom"), "cover.open_cover", q="all"), tags=P)
    add("open the curtain halfway", C("set", "curtain", "cover", "curtain", params={"position": 50}),
        E("cover.kids_room_curtain", "cover.set_cover_position", data={"position": 50}), ctx="kids_room", tags=[*P, "numbers"])
    add("pull the blackout blind all the way down", C("close", "blackout blind", "cover"),
        E("cover.master_bedroom_blackout_blind", "cover.close_cover"), tags=P)
    add("blinds all the way up", C("open", "blinds", "cover", "blind"), E("cover.study_blind", "cover.open_cover"),
        ctx="study", tags=P)
    add("roll the roller blind right up", C("open", "roller blind", "cover"), E("cover.dining_room_blind", "cover.open_cover"),
        tags=P)
    add("sheer curtain halfway please", C("set", "sheer curtain", "cover", "curtain", params={"position": 50}),
        E("cover.living_room_sheer", "cover.set_cover_position", data={"position": 50}), tags=[*P, "filler"])
    add("open the grandparents' curtain a third of the way",
        C("set", "curtain", "cover", "curtain", inc=["grandparents' room"], params={"position": 33}),
        E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 33}), tags=[*P, "numbers"])
    add("clothes airer halfway", C("set", "clothes airer", "cover", params={"position": 50}),
        E("cover.balcony_clothes_airer", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("sprinkler on full blast", C("open", "sprinkler", "valve", "water"), E("valve.garden_irrigation", "valve.open_valve"),
        tags=P)
    add("open the sprinkler halfway", C("set", "sprinkler", "valve", "water", params={"position": 50}),
        E("valve.garden_irrigation", "valve.set_valve_position", data={"position": 50}), tags=P)
    add("fan on full", C("set", "fan", "fan", params={"percentage": 100}),
        E("fan.master_bedroom_fan", "fan.set_percentage", data={"percentage": 100}), ctx="master_bedroom", tags=P)
    add("main light as bright as it goes", C("set", "main light", "light", params={"brightness_pct": 100}),
        E("light.living_room_ceiling", ON, data={"brightness_pct": 100}), ctx="living_room", tags=P)
    add("lamp as dim as it'll go", C("set", "lamp", "light", params={"brightness_pct": 1}),
        E("light.master_bedroom_desk_lamp", ON, data={"brightness_pct": 1}), ctx="master_bedroom", tags=P)
    add("crank the volume all the way up", C("set", None, "media_player", params={"volume_level": 1.0}),
        E("media_player.study_speaker", "media_player.volume_set", data={"volume_level": 1.0}), ctx="study", tags=P)
    add("just crack the curtains open a little", C("set", None, "cover", "curtain", params={"position": SMALL_STEP_PCT}),
        E("cover.master_bedroom_curtain", "cover.set_cover_position", data={"position": SMALL_STEP_PCT}),
        ctx="master_bedroom", tags=P)
    add("shut the lounge curtains completely", C("close", None, "cover", "curtain", q="all", inc=["lounge"]),
        E(k.curtains("living_room"), "cover.close_cover", q="all"), tags=P)
    add("kids room curtain halfway closed", C("set", "curtain", "cover", "curtain", inc=["kids room"], params={"position": 50}),
        E("cover.kids_room_curtain", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("open the yard gate all the way", C("open", "yard gate", "cover", "gate"), E("cover.garden_gate", "cover.open_cover"),
        tags=P)
    add("tilt the blinds fully open", C("open", "blinds", "cover", "blind"), E("cover.study_blind", "cover.open_cover_tilt"),
        tags=[*P, "attribute"])
    add("curtain to seventy percent", C("set", "curtain", "cover", "curtain", params={"position": 70}),
        E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 70}), ctx="elder_room", tags=[*P, "numbers"])
    add("AC fan on max", C("set", "AC", "climate", params={"fan_mode": "high"}),
        E("climate.second_bedroom_ac", "climate.set_fan_mode", data={"fan_mode": "high"}), ctx="second_bedroom",
        tags=[*P, "attribute"])
    add("TV volume all the way down", C("set", "TV", "media_player", "tv", params={"volume_level": 0.0}),
        E("media_player.living_room_tv", "media_player.volume_set", data={"volume_level": 0.0}), tags=P)
    add("roller blind halfway down", C("set", "roller blind", "cover", params={"position": 50}),
        E("cover.dining_room_blind", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("blackout blind half closed", C("set", "blackout blind", "cover", params={"position": 50}),
        E("cover.master_bedroom_blackout_blind", "cover.set_cover_position", data={"position": 50}), tags=P)
    add("open the curtains fully", C("open", None, "cover", "curtain", q="all"),
        E(k.curtains("second_bedroom"), "cover.open_cover", q="all"), ctx="second_bedroom", tags=P)
    add("main light at half", C("set", "main light", "light", params={"brightness_pct": 50}),
        E("light.living_room_ceiling", ON, data={"brightness_pct": 50}), tags=[*P, "numbers"])
    add("range hood on max", C("set", "range hood", "fan", params={"percentage": 100}),
        E("fan.kitchen_range_hood", "fan.set_percentage", data={"percentage": 100}), tags=P)
    add("purifier on full power", C("set", "purifier", "fan", params={"percentage": 100}),
        E("fan.kids_room_air_purifier", "fan.set_percentage", data={"percentage": 100}), ctx="kids_room", tags=P)

    # ---- verbs: buttons, vacuums, mowers, scenes and scripts said as a sentence -----------------
    V = ["verbs"]
    add("make the doorbell chime", C("press", "doorbell chime", "button"), E("button.entrance_doorbell_chime", "button.press"),
        tags=V)
    add("the internet's acting up, reboot the router", C("press", "restart router", "button", "restart"),
        E("button.restart_router", "button.press"), tags=V)
    add("run a dishwasher cycle", C("start", "run dishwasher", "button"), E("button.kitchen_dishwasher_start", "button.press"),
        tags=V)
    add("I want to stand at my desk", C("press", "desk stand up", "button"), E("button.study_desk_stand_up", "button.press"), tags=V)
    add("vacuum the living room", C("start", None, "vacuum", inc=["living room"]), E("vacuum.robot_vacuum", "vacuum.start"), tags=V)
    add("give the upstairs a quick vacuum", C("start", None, "vacuum", inc=["upstairs"]),
        E("vacuum.upstairs_vacuum", "vacuum.start"), tags=V)
    add("the master bedroom floor is filthy, can you clean it", C("start", None, "vacuum", inc=["master bedroom"]),
        E("vacuum.upstairs_vacuum", "vacuum.start"), tags=V)
    add("the grass needs cutting", C("start", "lawn mower", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.start_mowing"),
        tags=V)
    add("send the mower home", C("dock", "lawn mower", "lawn_mower"), E("lawn_mower.garden_mower", "lawn_mower.dock"), tags=V)
    add("Mowbot, take a break", C("pause", "Mowbot", "Unknown"), E("lawn_mower.garden_mower", "lawn_mower.pause"), tags=V)
    add("stop vacuuming and go back to the dock", C("dock", "vacuum", "vacuum"), E("vacuum.robot_vacuum", "vacuum.return_to_base"),
        tags=V)
    add("water the garden", C("run", "Water the Garden", "script"), E("script.water_the_garden", "script.turn_on"), tags=V)
    add("we're about to watch a movie", C("turn on", "Movie Mode", "scene"), E("scene.movie_mode", "scene.turn_on"), tags=V)
    add("dinner's ready everyone", C("turn on", "Dinner Mode", "scene"), E("scene.dinner_mode", "scene.turn_on"), tags=V)
    add("honey, I'm home", C("turn on", "I'm Home", "scene"), E("scene.welcome_home", "scene.turn_on"), tags=V)
    add("I'm heading out now", C("turn on", "Away Mode", "scene"), E("scene.away_mode", "scene.turn_on"), tags=V)
    add("morning! time to wake up", C("run", "Wake Up", "script"), E("script.good_morning", "script.turn_on"), tags=V)
    add("I'm going to read for a bit", C("turn on", "Reading Mode", "scene"), E("scene.reading_mode", "scene.turn_on"), tags=V)
    add("let's get this party started", C("turn on", "Party Mode", "scene"), E("scene.party_mode", "scene.turn_on"), tags=V)
    add("arm the alarm, we're leaving", C("arm", "alarm", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_arm_away"), tags=V)
    add("arm the alarm system for the night", C("arm", "alarm system", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_arm_night"), tags=V)
    add("disarm the alarm", C("disarm", "alarm", "alarm_control_panel"),
        E("alarm_control_panel.home_security", "alarm_control_panel.alarm_disarm"), tags=V)
    add("add milk to the shopping list", C("add", "shopping list", "todo", params={"item": "milk"}),
        E("todo.shopping_list", "todo.add_item", data={"item": "milk"}), tags=V)
    add("put take out the bins on the chores list", C("add", "chores", "todo", params={"item": "take out the bins"}),
        E("todo.chores", "todo.add_item", data={"item": "take out the bins"}), tags=V)
    add("sound the siren", C("turn on", "siren", "siren"), E("siren.entrance_siren", "siren.turn_on"), tags=V)
    add("where's the robot vacuum? make it beep", C("locate", "robot vacuum", "vacuum"), E("vacuum.robot_vacuum", "vacuum.locate"),
        tags=V)
    add("start a wash", C("start", "washing machine", "switch"), E("switch.balcony_washing_machine", "switch.turn_on"), tags=V)
    add("time for bed", C("run", "Bedtime", "script"), E("script.good_night", "script.turn_on"), tags=V)
    add("empty the trash can", C("empty", "trash can", "Unknown"), NM(), tags=V)

    # ---- state questions ------------------------------------------------------------------------
    Q = ["question"]
    add("how warm is it in the master bedroom", C("check", None, "sensor", "temperature", inc=["master bedroom"]),
        E("sensor.master_bedroom_temperature", None), tags=Q)
    add("is it cold in grandma's room", C("check", None, "sensor", "temperature", inc=["grandparents' room"]),
        E("sensor.elder_room_temperature", None), tags=Q)
    add("did I lock the back door", C("check", "back door", "lock"), E("lock.back_door", None), tags=Q)
    add("is the garage side door locked", C("check", "garage side door", "lock"), E("lock.garage_entry_door", None), tags=Q)
    add("are any lights still on", C("check", None, "light", q="all", inc=["*"]), E(ALL_LIGHTS, None, q="all"), tags=Q)
    add("what's the humidity like upstairs", C("check", None, "sensor", "humidity", q="all", inc=["upstairs"]),
        E(k.sensors("humidity", floor=UP), None, q="all"), tags=Q)
    add("is someone in the bathroom", C("check", None, "binary_sensor", "occupancy", inc=["bathroom"]),
        E("binary_sensor.guest_bathroom_occupancy", None), tags=Q)
    add("is the window shut", C("check", None, "binary_sensor", "window"), E(k.binary("window", "master_bedroom"), None),
        ctx="master_bedroom", tags=Q)
    add("how much charge does the robot vacuum have", C("check", "robot vacuum battery", "sensor", "battery"),
        E("sensor.robot_vacuum_battery", None), tags=Q)
    add("what's the weather like today", C("check", "weather", "weather"), E("weather.home", None), tags=Q)
    add("is it going to rain", C("check", "forecast", "weather"), E("weather.home", None), tags=Q)
    add("how's the air in here", C("check", None, "sensor", q="all"),
        E([*k.sensors("pm25", "living_room"), *k.sensors("carbon_dioxide", "living_room")], None, q="all"),
        ctx="living_room", tags=Q)
    add("is the CO2 high in the kids room", C("check", None, "sensor", "carbon_dioxide", inc=["kids room"]),
        E("sensor.kids_room_co2", None), tags=Q)
    add("is there a gas leak in the kitchen", C("check", None, "binary_sensor", "gas", inc=["kitchen"]),
        E("binary_sensor.kitchen_gas", None), tags=Q)
    add("is anything leaking anywhere", C("check", None, "binary_sensor", "moisture", q="all", inc=["*"]),
        E(h.pick("binary_sensor", dc="moisture"), None, q="all"), tags=Q)
    add("is it bright enough in the office", C("check", None, "sensor", "illuminance", inc=["office"]),
        E("sensor.study_illuminance", None), tags=Q)
    add("do the plants need water", C("check", "soil moisture", "sensor", "moisture"), E("sensor.garden_soil_moisture", None),
        tags=Q)
    add("which lights are on downstairs", C("check", None, "light", q="all", inc=["downstairs"]),
        E(k.lights(floor=DOWN), None, q="all"), tags=Q)
    add("are the lounge curtains open or closed", C("check", None, "cover", "curtain", q="all", inc=["lounge"]),
        E(k.curtains("living_room"), None, q="all"), tags=Q)
    add("how much energy have we used today", C("check", None, "sensor", "energy"), E("sensor.home_energy_today", None), tags=Q)
    add("is the storage room damp", C("check", None, "sensor", "humidity", inc=["storage room"]),
        E("sensor.storage_room_humidity", None), tags=Q)
    add("is it hot in the spare room", C("check", None, "sensor", "temperature", inc=["spare room"]),
        E("sensor.second_bedroom_temperature", None), tags=Q)
    add("is the yard gate closed", C("check", "yard gate", "cover", "gate"), E("cover.garden_gate", None), tags=Q)
    add("is the alarm on", C("check", "alarm", "alarm_control_panel"), E("alarm_control_panel.home_security", None), tags=Q)
    add("is anybody in the living room", C("check", None, "binary_sensor", "motion", inc=["living room"]),
        E("binary_sensor.living_room_motion", None), tags=Q)
    add("what's the temperature in the home theater", C("check", None, "climate", inc=["home theater"]),
        E("climate.home_theater_ac", None), tags=Q)
    add("what are the temperatures downstairs", C("check", None, "sensor", "temperature", q="all", inc=["downstairs"]),
        E(k.sensors("temperature", floor=DOWN), None, q="all"), tags=Q)
    add("is there anyone in the entryway", C("check", None, "binary_sensor", "motion", inc=["entryway"]),
        E("binary_sensor.entrance_motion", None), tags=Q)
    add("how humid is the en suite", C("check", None, "sensor", "humidity", inc=["en suite"]),
        E("sensor.master_bathroom_humidity", None), tags=Q)
    add("how much power is the car charger drawing", C("check", "EV charger power", "sensor", "power"),
        E("sensor.garage_ev_charger_power", None), tags=Q)
    add("is the balcony door shut", C("check", "balcony door", "binary_sensor", "door"), E("binary_sensor.balcony_door", None),
        tags=Q)

    # ---- several commands, with references between them -----------------------------------------
    add("turn off the lounge lights and then the TV", [C("turn off", None, "light", q="all", inc=["lounge"]),
                                                        C("turn off", "TV", "media_player", "tv")],
        [E(k.lights("living_room"), OFF, q="all"), E("media_player.living_room_tv", "media_player.turn_off")], tags=[])
    add("turn on the master bedroom AC and set it to twenty six",
        [C("turn on", "AC", "climate", inc=["master bedroom"]), C("set", ref=True, params={"temperature": 26})],
        [E("climate.master_bedroom_ac", "climate.turn_on"), E("climate.master_bedroom_ac", TEMP, data={"temperature": 26})],
        tags=["numbers"])
    add("switch off the study lights and the AC", [C("turn off", None, "light", q="all", inc=["study"]),
                                                    C("turn off", "AC", "climate", inc=["study"])],
        [E(k.lights("study"), OFF, q="all"), E("climate.study_ac", "climate.turn_off")], tags=[])
    add("close the curtains and turn the lights on", [C("close", None, "cover", "curtain", q="all"),
                                                      C("turn on", None, "light", q="all")],
        [E(k.curtains("master_bedroom"), "cover.close_cover", q="all"), E(k.lights("master_bedroom"), ON, q="all")],
        ctx="master_bedroom", tags=[])
    add("turn on the rice cooker and the range hood", [C("turn on", "rice cooker", "switch"), C("turn on", "range hood", "fan")],
        [E("switch.kitchen_rice_cooker", "switch.turn_on"), E("fan.kitchen_range_hood", "fan.turn_on")], tags=[])
    add("projector and amp on, spotlights off", [C("turn on", "projector", "media_player", "tv"),
                                                 C("turn on", "amp", "media_player", "receiver"),
                                                 C("turn off", "spotlights", "light")],
        [E("media_player.home_theater_projector", "media_player.turn_on"),
         E("media_player.home_theater_receiver", "media_player.turn_on"), E("light.home_theater_spotlights", OFF)], tags=[])
    add("open the yard gate and put the garden lights on", [C("open", "yard gate", "cover", "gate"),
                                                            C("turn on", "garden lights", "light")],
        [E("cover.garden_gate", "cover.open_cover"), E("light.garden_lights", ON)], tags=[])
    add("turn on the humidifier and set it to fifty percent",
        [C("turn on", "humidifier", "humidifier"), C("set", ref=True, params={"humidity": 50})],
        [E("humidifier.master_bedroom_humidifier", "humidifier.turn_on"),
         E("humidifier.master_bedroom_humidifier", "humidifier.set_humidity", data={"humidity": 50})],
        ctx="master_bedroom", tags=["numbers"])
    add("lights off, curtains closed, and AC on", [C("turn off", None, "light", q="all"),
                                                    C("close", None, "cover", "curtain", q="all"),
                                                    C("turn on", "AC", "climate")],
        [E(k.lights("second_bedroom"), OFF, q="all"), E(k.curtains("second_bedroom"), "cover.close_cover", q="all"),
         E("climate.second_bedroom_ac", "climate.turn_on")], ctx="second_bedroom", tags=[])
    add("pause Blackie and turn the TV up", [C("pause", "Blackie", "Unknown"), C("volume up", "TV", "media_player", "tv")],
        [E("media_player.master_bedroom_speaker", "media_player.media_pause"),
         E("media_player.living_room_tv", "media_player.volume_up")], tags=["relative"])
    add("lock the front door and switch off the foyer light", [C("lock", "front door", "lock"),
                                                               C("turn off", "foyer light", "light")],
        [E("lock.front_door", "lock.lock"), E("light.entrance_light", OFF)], tags=[])
    add("turn on the AC and switch it to heat", [C("turn on", "AC", "climate"), C("set", ref=True, params={"hvac_mode": "heat"})],
        [E("climate.elder_room_ac", "climate.turn_on"), E("climate.elder_room_ac", MODE, data={"hvac_mode": "heat"})],
        ctx="elder_room", tags=["attribute"])
    add("turn off the balcony light and the grow light", [C("turn off", "balcony light", "light"),
                                                          C("turn off", "grow light", "light")],
        [E("light.balcony_light", OFF), E("light.balcony_plant_light", OFF)], tags=[])
    add("turn on Old Buddy and set it to half brightness", [C("turn on", "Old Buddy", "Unknown"),
                                                            C("set", ref=True, params={"brightness_pct": 50})],
        [E("light.study_desk_lamp", ON), E("light.study_desk_lamp", ON, data={"brightness_pct": 50})], tags=["numbers"])
    add("open the garage door and turn on the garage light", [C("open", "garage door", "cover", "garage"),
                                                              C("turn on", "garage light", "light")],
        [E("cover.garage_door", "cover.open_cover"), E("light.garage_light", ON)], tags=[])
    add("turn off the lounge AC and turn on the living room heating",
        [C("turn off", "AC", "climate", inc=["lounge"]), C("turn on", "living room heating", "climate")],
        [E("climate.living_room_ac", "climate.turn_off"), E("climate.living_room_floor_heating", "climate.turn_on")], tags=[])
    add("TV off and dim the main light a bit", [C("turn off", "TV", "media_player", "tv"), C("dim", "main light", "light", params=DIM)],
        [E("media_player.living_room_tv", "media_player.turn_off"), E("light.living_room_ceiling", ON, data=DIM)],
        ctx="living_room", tags=["relative"])
    add("start the washing machine on quick wash", [C("start", "washing machine", "switch"),
                                                    C("set", "washing program", "select", params={"option": "Quick Wash"})],
        [E("switch.balcony_washing_machine", "switch.turn_on"),
         E("select.balcony_washing_machine_program", "select.select_option", data={"option": "Quick Wash"})],
        tags=["attribute"])
    add("AC to twenty five and the fan on low", [C("set", "AC", "climate", params={"temperature": 25}),
                                                 C("set", ref=True, params={"fan_mode": "low"})],
        [E("climate.study_ac", TEMP, data={"temperature": 25}), E("climate.study_ac", "climate.set_fan_mode", data={"fan_mode": "low"})],
        ctx="study", tags=["numbers", "attribute"])
    add("turn on Big White, make it blue, and turn off the lightstrip",
        [C("turn on", "Big White", "Unknown"), C("set", ref=True, params={"color_name": "blue"}),
         C("turn off", "lightstrip", "light")],
        [E("light.living_room_floor_lamp", ON), E("light.living_room_floor_lamp", ON, data={"color_name": "blue"}),
         E("light.living_room_light_strip", OFF)], ctx="living_room", tags=["attribute"])
    add("turn on the study lights and open the blinds", [C("turn on", None, "light", q="all", inc=["study"]),
                                                         C("open", "blinds", "cover", "blind", inc=["study"])],
        [E(k.lights("study"), ON, q="all"), E("cover.study_blind", "cover.open_cover")], tags=[])
    add("turn on the water heater and set it to fifty five", [C("turn on", "water heater", "water_heater"),
                                                              C("set", ref=True, params={"temperature": 55})],
        [E("water_heater.master_bathroom_water_heater", "water_heater.turn_on"),
         E("water_heater.master_bathroom_water_heater", "water_heater.set_temperature", data={"temperature": 55})],
        ctx="master_bathroom", tags=["numbers"])
    add("Sweepy, go clean and then go back to your dock", [C("start", "Sweepy", "Unknown"), C("dock", ref=True)],
        [E("vacuum.robot_vacuum", "vacuum.start"), E("vacuum.robot_vacuum", "vacuum.return_to_base")], tags=["verbs"])
    add("turn off the TV and the soundbar", [C("turn off", "TV", "media_player", "tv"),
                                             C("turn off", "soundbar", "media_player", "speaker")],
        [E("media_player.living_room_tv", "media_player.turn_off"), E("media_player.living_room_soundbar", "media_player.turn_off")],
        tags=[])
    add("close the blackout blind, then turn off both bedside lamps",
        [C("close", "blackout blind", "cover"), C("turn off", "bedside lamp", "light", q="all", inc=["master bedroom"])],
        [E("cover.master_bedroom_blackout_blind", "cover.close_cover"),
         E(h.pick("light", areas=["master_bedroom"], names=["Left Bedside Lamp", "Right Bedside Lamp"]), OFF, q="all")], tags=[])
    add("it's dark in the lounge, turn on the lights and open the curtain",
        [C("turn on", None, "light", q="all", inc=["lounge"]), C("open", "curtain", "cover", "curtain", inc=["lounge"])],
        [E(k.lights("living_room"), ON, q="all"), E("cover.living_room_curtain", "cover.open_cover")], tags=["complaint"])
    add("turn the AC off and open the curtain halfway", [C("turn off", "AC", "climate"),
                                                         C("set", "curtain", "cover", "curtain", params={"position": 50})],
        [E("climate.elder_room_ac", "climate.turn_off"),
         E("cover.elder_room_curtain", "cover.set_cover_position", data={"position": 50})], ctx="elder_room", tags=["position"])

    # ---- follow-ups: no device said, the previous command's target continues -----------------
    FU = ["followup"]
    add("a little dimmer please", C("dim", ref=True, params=DIM), E("light.study_ceiling", ON, data=DIM),
        hist=["turn on the study ceiling light"], tags=[*FU, "relative", "filler"])
    add("quieter", C("volume down", ref=True), E("media_player.living_room_tv", "media_player.volume_down"),
        hist=["turn on the living room TV"], tags=[*FU, "relative"])
    add("one degree lower", C("lower", ref=True, params={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        E("climate.master_bedroom_ac", TEMP, data={"temperature": k.target("climate.master_bedroom_ac", -1)}),
        hist=["turn on the master bedroom AC"], tags=[*FU, "relative"])
    add("and the right one too", None, E("light.master_bedroom_bedside_right", ON), hist=["turn on the left bedside lamp"], tags=FU)
    add("actually, never mind, turn it off", C("turn off", ref=True), E("climate.kids_room_ac", "climate.turn_off"),
        hist=["turn on the kids room AC"], tags=[*FU, "filler"])
    add("all the way please", C("open", ref=True), E("cover.living_room_curtain", "cover.open_cover"),
        hist=["open the lounge curtain halfway"], tags=[*FU, "position"])
    add("brighter", C("brighten", ref=True, params=BRIGHTER), E("light.living_room_floor_lamp", ON, data=BRIGHTER),
        hist=["turn on Big White"], tags=[*FU, "relative"])
    add("louder", C("volume up", ref=True), E("media_player.study_speaker", "media_player.volume_up"),
        hist=["turn on the study speaker"], tags=[*FU, "relative"])
    add("too bright, dim them", C("dim", q="all", ref=True, params=DIM), E(k.lights("kids_room"), ON, q="all", data=DIM),
        hist=["turn on the kids room lights"], tags=[*FU, "complaint", "relative"])
    add("max it out", C("set", ref=True, params={"percentage": 100}),
        E("fan.living_room_air_purifier", "fan.set_percentage", data={"percentage": 100}),
        ctx="living_room", hist=["turn on the purifier"], tags=[*FU, "position"])
    add("make it forty degrees", C("set", ref=True, params={"temperature": 40}),
        E("climate.master_bathroom_bath_heater", TEMP, data={"temperature": 40}), hist=["turn on the bath heater"],
        tags=[*FU, "numbers"])
    add("and make it oscillate", C("set", ref=True, params={"oscillating": True}),
        E("fan.master_bedroom_fan", "fan.oscillate", data={"oscillating": True}),
        ctx="master_bedroom", hist=["turn on the fan"], tags=[*FU, "attribute"])
    add("skip this song", C("next", ref=True), E("media_player.master_bedroom_speaker", "media_player.media_next_track"),
        hist=["play music on Blackie"], tags=FU)
    add("send it back", C("dock", ref=True), E("vacuum.upstairs_vacuum", "vacuum.return_to_base"),
        hist=["start the upstairs vacuum"], tags=[*FU, "verbs"])
    add("a bit more humid", C("raise", ref=True, params={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}),
        E("humidifier.kids_room_humidifier", "humidifier.set_humidity",
          data={"humidity": k.humidity("humidifier.kids_room_humidifier", STEP_HUMIDITY)}),
        ctx="kids_room", hist=["turn on the humidifier"], tags=[*FU, "relative", "attribute"])
    add("the downlights too", None, E(h.pick("light", areas=["living_room"], names=["Downlight"]), OFF, q="all"),
        hist=["turn off the main light in the lounge"], tags=FU)
    add("twenty five please", C("set", ref=True, params={"temperature": 25}), E("climate.study_ac", TEMP, data={"temperature": 25}),
        hist=["turn on the study AC"], tags=[*FU, "numbers", "filler"])
    add("a touch brighter", C("brighten", q="all", ref=True, params={"brightness_step_pct": SMALL_STEP_PCT}),
        E(k.lights("second_bedroom"), ON, q="all", data={"brightness_step_pct": SMALL_STEP_PCT}),
        hist=["turn on the guest bedroom lights"], tags=[*FU, "relative"])
    add("two degrees hotter", C("raise", ref=True, params={"temperature": k.target("water_heater.kitchen_water_heater", 2)}),
        E("water_heater.kitchen_water_heater", "water_heater.set_temperature",
          data={"temperature": k.target("water_heater.kitchen_water_heater", 2)}),
        ctx="kitchen", hist=["turn on the water heater"], tags=[*FU, "relative", "numbers"])
    add("switch it to heating", C("set", ref=True, params={"hvac_mode": "heat"}),
        E("climate.elder_room_ac", MODE, data={"hvac_mode": "heat"}),
        hist=["turn on the AC in the grandparents' room"], tags=[*FU, "attribute"])
    add("okay, turn the AC on then", None, E("climate.living_room_ac", "climate.turn_on"),
        hist=["what's the temperature in the lounge"], tags=FU)
    add("bit lower", C("volume down", ref=True), E("media_player.living_room_tv", "media_player.volume_down"),
        hist=["turn on the TV", "set the volume to twenty"], tags=[*FU, "relative"])
    add("on second thought, switch it off", C("turn off", ref=True), E("light.dining_room_chandelier", OFF),
        hist=["turn on the chandelier"], tags=FU)
    add("we're done, shut it off", C("turn off", ref=True), E("media_player.home_theater_projector", "media_player.turn_off"),
        hist=["turn on the projector"], tags=FU)
    add("wait, stop!", C("stop", ref=True), E("cover.garage_door", "cover.stop_cover"), hist=["open the garage door"],
        tags=[*FU, "verbs"])
    add("change the effect to aurora", C("set", ref=True, params={"effect": "Aurora"}),
        E("light.kids_room_star_projector", ON, data={"effect": "Aurora"}), hist=["turn on the star projector"],
        tags=[*FU, "attribute"])
    add("ok lock it again", C("lock", ref=True), E("lock.front_door", "lock.lock"), hist=["unlock the front door"], tags=FU)
    add("halve the brightness", C("dim", ref=True, params={"brightness_step_pct": -50}),
        E("light.master_bedroom_bedside_left", ON, data={"brightness_step_pct": -50}),
        hist=["turn on the left bedside lamp"], tags=[*FU, "relative", "numbers"])
    add("and the humidity?", None, E("sensor.kids_room_humidity", None), hist=["what's the temperature in the kids room"],
        tags=[*FU, "question"])
    add("bit chilly, two degrees up", C("raise", ref=True, params={"temperature": k.target("climate.second_bedroom_ac", 2)}),
        E("climate.second_bedroom_ac", TEMP, data={"temperature": k.target("climate.second_bedroom_ac", 2)}),
        hist=["turn on the guest bedroom AC"], tags=[*FU, "complaint", "relative", "numbers"])

    # ---- absent: nothing in the home fits ---------------------------------------------------------
    add("turn on the humidifier in the lounge", C("turn on", "humidifier", "humidifier", inc=["lounge"]), NM(), tags=[])
    add("turn off the laundry room lights", C("turn off", None, "light", q="all", inc=["laundry room"]), NM("all"), tags=[])
    add("preheat the oven to 200", C("preheat", "oven", "Unknown", params={"temperature": 200}), NM(), tags=["numbers"])
    add("can you turn on the air fryer", C("turn on", "air fryer", "Unknown"), NM(), tags=["filler"])
    add("turn on the third floor lights", C("turn on", None, "light", q="all", inc=["third floor"]), NM("all"), tags=[])
    add("turn on the AC in the garage", C("turn on", "AC", "climate", inc=["garage"]), NM(), tags=[])
    add("start the coffee machine", C("start", "coffee machine", "Unknown"), NM(), tags=[])
    add("close the kitchen curtains", C("close", None, "cover", "curtain", q="all", inc=["kitchen"]), NM("all"), tags=[])
    add("turn on the humidifier in the study", C("turn on", "humidifier", "humidifier", inc=["study"]), NM(), tags=[])
    add("turn on the TV in the office", C("turn on", "TV", "media_player", "tv", inc=["office"]), NM(), tags=[])
    add("turn off the pool pump", C("turn off", "pool pump", "Unknown"), NM(), tags=[])
    add("attic light on", C("turn on", None, "light", q="all", inc=["attic"]), NM("all"), tags=[])
    add("turn on Whitey", C("turn on", "Whitey", "Unknown"), NM(), tags=[])
    add("turn on the electric blanket in the master bedroom", C("turn on", "electric blanket", "switch", inc=["master bedroom"]),
        NM(), tags=[])
    add("close the upstairs windows", C("close", "window", "Unknown", q="all", inc=["upstairs"]), NM("all"), tags=[])
    add("turn the heating on", C("turn on", "heating", "climate"), NM(), ctx="dining_room", tags=[])
    add("turn on the AC in the car", C("turn on", "AC", "climate", inc=["car"]), NM(), tags=[])
    add("turn on the hair dryer", C("turn on", "hair dryer", "Unknown"), NM(), tags=[])
    add("close the balcony curtains", C("close", None, "cover", "curtain", q="all", inc=["balcony"]), NM("all"), tags=[])
    add("boil the kettle", C("turn on", "kettle", "Unknown"), NM(), tags=[])
    add("turn on the water heater in the guest bathroom", C("turn on", "water heater", "water_heater", inc=["guest bathroom"]),
        NM(), tags=[])
    add("what's the humidity in the grandparents' room", C("check", None, "sensor", "humidity", inc=["grandparents' room"]),
        NM(), tags=["question"])
    add("turn on the air purifier in the study", C("turn on", "air purifier", "fan", inc=["study"]), NM(), tags=[])
    add("open the curtains in the basement", C("open", None, "cover", "curtain", q="all", inc=["basement"]), NM("all"), tags=[])
    add("show me the front door camera", C("show", "front door camera", "camera"), NM(), tags=[])
    add("turn on the sauna", C("turn on", "sauna", "Unknown"), NM(), tags=[])
    add("feed the cat", C("feed", "cat feeder", "Unknown"), NM(), tags=[])

    # ---- truly ambiguous in this home: ask, offering every fitting entity --------------------------
    add("lamp on please", C("turn on", "lamp", "light"), CL(k.named("light", "Lamp"), ON), tags=["filler"])
    add("switch the AC off", C("turn off", "AC", "climate"), CL(ACS, "climate.turn_off"), tags=[])
    add("open the curtain", C("open", "curtain", "cover", "curtain"), CL(k.named("cover", "Curtain"), "cover.open_cover"), tags=[])
    add("ceiling light off", C("turn off", "ceiling light", "light"), CL(k.named("light", "Ceiling Light"), OFF), tags=[])
    add("downlight on", C("turn on", "downlight", "light"), CL(k.named("light", "Downlight", "living_room"), ON),
        ctx="living_room", tags=[])
    add("water heater to fifty", C("set", "water heater", "water_heater", params={"temperature": 50}),
        CL(k.named("water_heater", "Water Heater"), "water_heater.set_temperature"), tags=["numbers"])
    add("turn on the humidifier", C("turn on", "humidifier", "humidifier"),
        CL(k.named("humidifier", "Humidifier"), "humidifier.turn_on"), tags=[])
    add("turn off the air purifier", C("turn off", "air purifier", "fan"), CL(k.named("fan", "Air Purifier"), "fan.turn_off"), tags=[])
    add("cut the power to the smart plug", C("turn off", "smart plug", "switch", "outlet"),
        CL(k.named("switch", "Smart Plug"), "switch.turn_off"), tags=[])
    add("turn on the heating", C("turn on", "heating", "climate"),
        CL(h.pick("climate", names=["Living Room Heating", "Kids Room Heating", "Study Room Heating"]), "climate.turn_on"), tags=[])
    add("turn off the light strip", C("turn off", "light strip", "light"), CL(k.named("light", "Light Strip"), OFF), tags=[])
    add("what's the temperature right now", C("check", None, "sensor", "temperature"), CL(k.sensors("temperature"), None),
        tags=["question"])
    add("what's the humidity", C("check", None, "sensor", "humidity"), CL(k.sensors("humidity"), None), tags=["question"])
    add("has the motion sensor picked anything up", C("check", "motion sensor", "binary_sensor", "motion"),
        CL(k.named("binary_sensor", "Motion Sensor"), None), tags=["question"])
    add("is the water leak sensor going off", C("check", "water leak sensor", "binary_sensor", "moisture"),
        CL(k.named("binary_sensor", "Water Leak Sensor"), None), tags=["question"])
    add("is the smoke detector ok", C("check", "smoke detector", "binary_sensor", "smoke"),
        CL(k.named("binary_sensor", "Smoke Detector"), None), tags=["question"])
    add("set the AC to twenty four", C("set", "AC", "climate", params={"temperature": 24}), CL(ACS, TEMP), tags=["numbers"])
    add("ceiling light a bit brighter", C("brighten", "ceiling light", "light", params=BRIGHTER),
        CL(k.named("light", "Ceiling Light"), ON), tags=["relative"])
    add("close the curtain", C("close", "curtain", "cover", "curtain"), CL(k.named("cover", "Curtain"), "cover.close_cover"),
        ctx="hallway", tags=[])
    add("turn off the lamp", C("turn off", "lamp", "light"), CL(k.named("light", "Lamp"), OFF), ctx="living_room", tags=[])
    add("turn the AC on", C("turn on", "AC", "climate"), CL(ACS, "climate.turn_on"), ctx="kitchen", tags=[])
    add("turn on the water heater", C("turn on", "water heater", "water_heater"),
        CL(k.named("water_heater", "Water Heater"), "water_heater.turn_on"), ctx="living_room", tags=[])
    add("set the humidifier to sixty", C("set", "humidifier", "humidifier", params={"humidity": 60}),
        CL(k.named("humidifier", "Humidifier"), "humidifier.set_humidity"), ctx="living_room", tags=["numbers", "attribute"])
    add("turn on the ceiling light", C("turn on", "ceiling light", "light"), CL(k.named("light", "Ceiling Light"), ON),
        ctx="hallway", tags=[])
    add("uh, turn the AC fan up", C("set", "AC", "climate", params={"fan_mode": "high"}), CL(ACS, "climate.set_fan_mode"),
        tags=["filler", "attribute"])
    add("is the smart plug on", C("check", "smart plug", "switch", "outlet"), CL(k.named("switch", "Smart Plug"), None),
        tags=["question"])
    return b


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------


SPLITS: Final = ("split:dev", "split:test")
"""Every other case (odd numbers) is for developing the parser, the rest (even numbers) stays
held out: whoever tunes the parser reads only ``split:dev`` cases, and the figures that count
are those of ``split:test`` (``eval --by tag``)."""


def split_of(case_id: str) -> str:
    """The half of the set a case belongs to, by its number (cases are written phenomenon by
    phenomenon, so each half holds about half of every phenomenon)."""
    return SPLITS[int(case_id.rsplit("/", 1)[-1]) % 2 == 0]


def build() -> dict[str, list[dict[str, Any]]]:
    """The lines of both files."""
    homes = {lang: Home(DATA_DIR / name) for lang, name in HOME_FILES.items()}
    files = {"zh": chinese(homes["zh"]).lines(), "en": english(homes["en"]).lines()}
    for lines in files.values():
        for line in lines:
            line["features"].append(split_of(line["id"]))
    for lang, lines in files.items():
        assert len(lines) >= MIN_CASES[lang], (lang, len(lines))
        have = Counter(f for line in lines for f in line["features"])
        short = {key: have[key] for key, (_, floor) in PHENOMENA.items() if have[key] < floor[lang]}
        assert not short, (lang, short)
    return files


def counts(files: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    """A Markdown table of cases per phenomenon (a case counts once for each of its phenomena)."""
    per = {lang: Counter(f for line in lines for f in line["features"]) for lang, lines in files.items()}

    def count(lang: str, test: Any) -> int:
        return sum(1 for line in files[lang] if test(line))

    out = ["| phenomenon | zh | en |", "|---|---|---|"]
    out.append(f"| **cases** | {len(files['zh'])} | {len(files['en'])} |")
    extras = [
        ("… with a gold IR", lambda line: "ir" in line),
        ("… with a satellite area (`context.area`)", lambda line: "context" in line),
        ("… with earlier turns (`history`)", lambda line: "history" in line),
        ("… Traditional script (`lang` zh-Hant)", lambda line: line["lang"] == TRADITIONAL),
    ]
    for label, test in extras:
        out.append(f"| {label} | {count('zh', test)} | {count('en', test)} |")
    for key, (label, minimum) in PHENOMENA.items():
        floor = " / ".join(str(minimum[lang]) for lang in ("zh", "en"))
        out.append(f"| {label} (`{key}`, at least {floor}) | {per['zh'][key]} | {per['en'][key] if minimum['en'] else '–'} |")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    return run(argv, __doc__.splitlines()[0], build, counts, OUT_FILES)

if __name__ == "__main__":
    sys.exit(main())
