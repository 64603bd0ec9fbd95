"""The local parser on Chinese speech (issue #13): Cantonese words, verbs, questions and
follow-ups as people say them. The sentences here are written for the tests, not taken from
the labelled sets."""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.dialect import Dialect


def _home(areas: dict[str, str], *entities: dict[str, Any]) -> Home:
    """A Chinese home of these areas (id → name) and entities, with no floors."""
    return home_of("zh-Hans", areas, *entities)


HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [
        {"id": "garage", "name": "车库"},
        {"id": "kids", "name": "儿童房"},
        {"id": "balcony", "name": "阳台"},
    ],
    "entities": [
        entity("light.garage", "车库灯", "garage"),
        entity("light.kids", "吸顶灯", "kids"),
        entity("switch.washer", "洗衣机", "balcony"),
        entity("cover.garage_door", "车库门", "garage", device_class="garage"),
    ],
}


@pytest.mark.parametrize(
    ("text", "scope", "name"),
    [
        ("車房盞燈開咗佢", ("车库",), None),
        ("熄咗細路房啲燈", ("儿童房",), None),
        ("唔該開咗部洗衫機", (), "洗衣机"),
    ],
)
def test_cantonese_rooms_and_devices_read_as_mandarin(
    parser: LocalParser, text: str, scope: tuple[str, ...], name: str | None
) -> None:
    command = parser.parse(text)[0]
    assert command.scope_include == scope
    assert command.name_hint == name


def test_a_regional_word_in_a_name_of_the_home_stays_as_said() -> None:
    home = Home.from_json({**HOME, "areas": [{"id": "garage", "name": "车房"}], "entities": []})
    dialect = Dialect.of({"车房": "车库", "雪柜": "冰箱"}, home)
    assert dialect.read("车房的雪柜") == "车房的冰箱"


@pytest.fixture(scope="module")
def appliances() -> LocalParser:
    return LocalParser(
        _home(
            {"kitchen": "厨房"},
            entity("switch.dishwasher", "洗碗机", "kitchen"),
            entity("button.dishwasher_start", "洗碗机启动", "kitchen"),
            entity("button.chime", "门铃", None),
            entity("button.desk_stand", "站立模式", None),
            entity("scene.reading", "阅读模式", None),
            entity("todo.chores", "家务清单", None),
        )
    )


@pytest.mark.parametrize(
    ("text", "action", "name"),
    [
        ("洗碗机跑起来吧", "按下", "洗碗机启动"),  # any word of "start" names the start button
        ("洗碗机start吧", "按下", "洗碗机启动"),
        ("洗碗机打开", "打开", "洗碗机"),  # turned on, it is the power switch
        ("门铃响一下", "按下", "门铃"),
        ("切到站立模式", "按下", "站立模式"),
        ("切换成阅读模式", "启动", "阅读模式"),
        ("家务清单加上拖地板", "添加", "家务清单"),  # the list is added to; 拖地 is the item
    ],
)
def test_verbs_for_buttons_scenes_and_lists(
    appliances: LocalParser, text: str, action: str, name: str
) -> None:
    command = appliances.parse(text)[0]
    assert (command.action, command.name_hint) == (action, name)


@pytest.fixture(scope="module")
def readings() -> LocalParser:
    return LocalParser(
        _home(
            {"study": "书房", "bedroom": "卧室"},
            entity("vacuum.robot", "扫地机", "study"),
            entity("sensor.robot_battery", "扫地机电量", "study", device_class="battery"),
            entity("sensor.home_power", "总功率", None, device_class="power"),
            entity("sensor.home_energy", "今日用电", None, device_class="energy"),
            entity("fan.ceiling", "电扇", "study"),
        )
    )


@pytest.mark.parametrize(
    ("text", "name", "type_ref"),
    [
        ("扫地机还剩多少电呀", "扫地机", ("sensor", "battery")),  # the device's battery sensor
        ("现在家里几瓦", "总功率", ("sensor", "power")),  # watts: the home's one power meter
        ("书房多少电扇开着", None, ("fan", None)),  # 多少 + 电扇, no battery asked
    ],
)
def test_readings_asked_of_a_device_or_by_their_unit(
    readings: LocalParser, text: str, name: str | None, type_ref: tuple[str, str | None]
) -> None:
    command = readings.parse(text)[0]
    assert command.action == "查询"
    assert (command.name_hint, (command.type_hint, command.device_class)) == (name, type_ref)


def test_a_room_and_ne_ask_the_previous_question_of_that_room(readings: LocalParser) -> None:
    command = readings.parse("那书房的呢")[0]
    assert command.scope_include == ("书房",)
    assert command.references == ("last-mentioned",)
    assert command.type_hint is None or command.type_hint == "Unknown"


@pytest.fixture(scope="module")
def bedroom() -> LocalParser:
    return LocalParser(
        _home(
            {"bedroom": "卧室", "bath": "卫生间"},
            entity("cover.curtain", "窗帘", "bedroom", device_class="curtain"),
            entity("humidifier.mist", "加湿器", "bedroom", device_class="humidifier"),
            entity("fan.bedroom", "风扇", "bedroom"),
            entity("fan.exhaust", "排气扇", "bath"),
            entity("climate.ac", "空调", "bedroom"),
        )
    )


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("窗帘再关一些", {"position_step": -20}),  # 关 closes a cover, by a step when "a bit"
        ("窗帘稍微开一点", {"position_step": 20}),
        ("加湿器开猛些", {"humidity_step": 10}),  # 猛: stronger
        ("窗帘开到四成", {"position": 40}),  # tenths
        ("风扇开七成", {"percentage": 70}),
        ("空调较到廿六度", {"temperature": 26}),  # Cantonese 較到, 廿 = twenty
    ],
)
def test_relative_changes_tenths_and_cantonese_numbers(
    bedroom: LocalParser, text: str, params: dict[str, Any]
) -> None:
    assert dict(bedroom.parse(text)[0].params) == params


@pytest.mark.parametrize("text", ["卫生间有股味", "厨房油烟太大了"])
def test_smells_and_cooking_smoke_ask_for_a_fan(bedroom: LocalParser, text: str) -> None:
    command = bedroom.parse(text)[0]
    assert (command.action, command.type_hint) == ("打开", "fan")


def test_cantonese_di_before_a_device_is_the_not_a_bit(bedroom: LocalParser) -> None:
    closed = bedroom.parse("閂埋啲窗簾佢")[0]
    assert (closed.action, dict(closed.params)) == ("关闭", {})
    assert dict(bedroom.parse("窗簾閂埋啲")[0].params) == {"position_step": -20}


@pytest.mark.parametrize(
    ("text", "mode"),
    [("空调切到heat模式", "heat"), ("空调开dry模式", "dry"), ("空调用fan模式", "fan_only")],
)
def test_english_hvac_modes_inside_chinese(bedroom: LocalParser, text: str, mode: str) -> None:
    assert dict(bedroom.parse(text)[0].params) == {"hvac_mode": mode}


def test_a_value_of_the_named_device_in_other_words() -> None:
    fan = entity("fan.stand", "风扇", None, attributes={"preset_modes": ["normal", "nature"]})
    parser = LocalParser(Home.from_json({**HOME, "entities": [fan]}))
    assert dict(parser.parse("风扇换成自然风吧")[0].params) == {"preset_mode": "nature"}


def test_a_dirty_floor_asks_for_the_vacuum() -> None:
    robot = entity("vacuum.robot", "扫地机器人", "garage")
    command = LocalParser(Home.from_json({**HOME, "entities": [robot]})).parse("车库地上好多灰")[0]
    assert (command.action, command.type_hint, command.scope_include) == (
        "开始清扫",
        "vacuum",
        ("车库",),
    )


def test_a_complaint_that_persists_is_about_the_device_just_changed(parser: LocalParser) -> None:
    still = parser.parse("依然太暗了")[0]
    assert (still.action, still.references) == ("打开", ("last-mentioned",))
    assert parser.parse("太暗了")[0].references == ()


def test_a_comma_ends_a_chinese_exception(parser: LocalParser) -> None:
    command = parser.parse("除了车库，阳台的灯全关掉")[0]
    assert (command.scope_include, command.scope_exclude) == (("阳台",), ("车库",))
    listed = parser.parse("除了车库、阳台以外的灯都关掉")[0]
    assert listed.scope_exclude == ("车库", "阳台")


@pytest.mark.parametrize(("text", "action"), [("后门锁一下", "上锁"), ("后门开锁一下", "解锁")])
def test_lock_verbs_with_yixia(text: str, action: str) -> None:
    door = entity("lock.back", "后门", None)
    assert LocalParser(Home.from_json({**HOME, "entities": [door]})).parse(text)[0].action == action


def test_a_button_named_alone_is_pressed(appliances: LocalParser) -> None:
    assert appliances.parse("站立模式")[0].action == "按下"


def test_a_settable_number_is_named_by_its_thing() -> None:
    fridge = entity("number.fridge", "冰箱冷冻温度", None, device_class="temperature")
    other = entity("switch.fridge_plug", "冰箱插座", None)
    parser = LocalParser(Home.from_json({**HOME, "entities": [fridge, other]}))
    command = parser.parse("冰箱冷冻调到零下十八度")[0]
    assert command.name_hint == "冰箱冷冻温度"
    assert parser.parse("冰箱插座关掉")[0].name_hint == "冰箱插座"


def test_an_unknown_basement_level_is_no_floor_of_the_home() -> None:
    home = {**HOME, "floors": [{"id": "up", "name": "二楼", "aliases": ["二层"]}]}
    command = LocalParser(Home.from_json(home)).parse("地下二层的灯关掉")[0]
    assert command.scope_include == ("地下二层",)


@pytest.mark.parametrize(
    ("text", "action"),
    [("风扇开大一点", "加大风速"), ("加湿器开大一点", "调高湿度"), ("窗帘开大一点", "开大")],
)
def test_opened_further_turns_up_a_device_that_is_no_cover(
    bedroom: LocalParser, text: str, action: str
) -> None:
    command = bedroom.parse(text)[0]
    assert command.action == action
    assert ("position_step" in command.params) == (action == "开大")


@pytest.mark.parametrize("text", ["我这就去睡了", "好困，瞓觉啦"])
def test_an_activity_said_in_other_words_runs_the_one_whose_name_says_it(text: str) -> None:
    """Two things are named for sleep ("睡眠场景", "晚安"); the one whose alias holds a word said
    for sleep ("该睡觉咯") is what other words for it run."""
    home = _home(
        {},
        entity("scene.sleep", "睡眠场景", None),
        entity("script.night", "晚安", None, aliases=["该睡觉咯"]),
    )
    command = LocalParser(home).parse(text)[0]
    assert (command.name_hint, command.type_hint) == ("晚安", "script")


def test_an_activity_two_things_are_named_for_alike_stays_open() -> None:
    home = _home(
        {},
        entity("scene.sleep", "睡眠场景", None),
        entity("script.night", "晚安", None),
    )
    assert LocalParser(home).parse("我这就去睡了")[0].name_hint is None


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("车库门升起四分之三", 75),
        ("车库门打开三分之二", 67),
        ("车库门开道缝透透气", 10),
        # Closed by a portion: what is left open ("到" says the position itself).
        ("车库门关上四分之一", 75),
        ("车库门降下三分之二", 33),
    ],
)
def test_a_share_or_a_crack_sets_the_cover_s_position(
    parser: LocalParser, text: str, position: int
) -> None:
    """A portion word other than half says the position (lexicon.json ``portions``)."""
    command = parser.parse(text)[0]
    assert (command.type_hint, command.params) == ("cover", {"position": position})


@pytest.mark.parametrize("text", ["车库里太阳晒死了", "阳光直射进车库"])
def test_too_much_sun_asks_to_close_the_covers(parser: LocalParser, text: str) -> None:
    """Sun complained about (complaints.json ``sunny``) closes the covers of the room."""
    command = parser.parse(text)[0]
    assert (command.action, command.type_hint, command.scope_include) == (
        "关闭",
        "cover",
        ("车库",),
    )


def test_sunlight_said_without_a_complaint_closes_nothing(parser: LocalParser) -> None:
    assert parser.parse("今天阳光真不错")[0].type_hint != "cover"


@pytest.fixture(scope="module")
def cleaning() -> LocalParser:
    return LocalParser(
        _home(
            {"hall": "过道", "study": "书房"},
            entity("vacuum.hall", "小白", "hall", aliases=["扫地机"]),
        )
    )


@pytest.mark.parametrize(
    ("text", "scope"),
    [
        ("小白去书房拖拖", ()),  # after the verb: the room it cleans
        ("扫地机把书房扫扫", ()),  # after 把: the room it cleans
        ("过道的扫地机开始打扫", ("过道",)),  # before the vacuum: where it stands
    ],
)
def test_a_room_a_named_vacuum_cleans_is_not_where_it_stands(
    cleaning: LocalParser, text: str, scope: tuple[str, ...]
) -> None:
    command = cleaning.parse(text)[0]
    assert (command.action, command.type_hint, command.scope_include) == (
        "开始清扫",
        "vacuum",
        scope,
    )


@pytest.mark.parametrize("text", ["邊啲燈仲開緊", "車房邊啲燈仲著緊"])
def test_cantonese_which_asks_a_question(parser: LocalParser, text: str) -> None:
    """边啲 is 哪些 (lexicon.json ``dialect``): which lights are on is asked, not a command."""
    command = parser.parse(text)[0]
    assert (command.action, command.type_hint, command.quantifier) == ("查询", "light", "all")


def test_cantonese_the_room_and_pitch_dark_turn_on_its_lights(parser: LocalParser) -> None:
    """间房 is 房间 (the room the speaker is in) and 黑孖孖 is dark: the lights, turned on."""
    command = parser.parse("間房黑孖孖啊")[0]
    assert (command.action, command.type_hint, command.scope_include) == ("打开", "light", ())


@pytest.fixture(scope="module")
def verbs_home() -> LocalParser:
    return LocalParser(
        _home(
            {"yard": "院子", "den": "书房", "porch": "门廊"},
            entity("switch.pump", "水泵", "yard"),
            entity("vacuum.den", "小白", "den"),
            entity("lawn_mower.yard", "剪草机", "yard"),
            entity("media_player.den", "书房音响", "den", device_class="speaker"),
            entity("media_player.porch", "门廊音响", "porch", device_class="speaker"),
            entity("light.porch", "门廊灯", "porch"),
            entity("cover.den", "窗帘", "den", device_class="curtain"),
        )
    )


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("水泵停了", "关闭"),  # a switch has no pause or stop: it is turned off
        ("把水泵停下来", "关闭"),
        ("小白继续扫", "开始清扫"),  # a vacuum resumes by starting again
        ("剪草机继续", "开始割草"),
        ("门廊音响继续", "继续播放"),  # a player keeps the verb as said
        ("窗帘停一下", "停止"),  # a cover stops
    ],
)
def test_playback_verbs_said_to_other_kinds_mean_what_that_kind_takes(
    verbs_home: LocalParser, text: str, action: str
) -> None:
    assert verbs_home.parse(text)[0].action == action


@pytest.mark.parametrize(
    ("text", "action", "type_hint"),
    [
        ("门廊点个灯", "打开", "light"),  # 点灯 split by a classifier
        ("门廊熄个灯", "关闭", "light"),
        ("书房音响静个音", "静音", "media_player"),
    ],
)
def test_a_verb_object_word_split_by_a_classifier_is_read_whole(
    verbs_home: LocalParser, text: str, action: str, type_hint: str
) -> None:
    command = verbs_home.parse(text)[0]
    assert (command.action, command.type_hint) == (action, type_hint)


def test_a_classifier_before_a_word_that_makes_no_verb_stays() -> None:
    from custom_components.context_retrieval.engine.local_parser.surface import join_split_verbs

    assert join_split_verbs("这个灯", lambda phrase: phrase == "点灯") == "这个灯"
    assert join_split_verbs("点个灯", lambda phrase: phrase == "点灯") == "点灯"
    assert join_split_verbs("割一下草", lambda phrase: phrase == "割草") == "割草一下"


@pytest.mark.parametrize("text", ["书房音响放首歌", "书房音响播放"])
def test_a_player_named_before_the_play_word_is_the_target(
    verbs_home: LocalParser, text: str
) -> None:
    command = verbs_home.parse(text)[0]
    assert (command.action, command.name_hint) == ("播放", "书房音响")


@pytest.mark.parametrize(("text", "position"), [("窗帘开到三分之二", 67), ("窗帘合到四分之一", 25)])
def test_a_portion_after_to_is_the_position_not_a_number(
    verbs_home: LocalParser, text: str, position: int
) -> None:
    """到 before 三分之二 makes no 3: the portion is the position it goes to."""
    assert verbs_home.parse(text)[0].params == {"position": position}


def test_how_bright_asks_the_light_level_and_not_enough_light_is_dark() -> None:
    parser = LocalParser(
        _home(
            {"den": "书房"},
            entity("sensor.den_lux", "书房照度", "den", device_class="illuminance"),
            entity("light.den", "吊灯", "den"),
        )
    )
    asked = parser.parse("书房的光线现在有多亮")[0]
    assert (asked.action, asked.type_hint, asked.device_class) == ("查询", "sensor", "illuminance")
    dark = parser.parse("书房光线太暗")[0]
    assert (dark.action, dark.type_hint) == ("打开", "light")


def test_what_a_device_measures_is_asked_of_its_sibling_sensor() -> None:
    """The dryer (a switch) and its remaining time share the device (device_name and area)."""
    parser = LocalParser(
        _home(
            {"utility": "洗衣房"},
            entity("switch.dryer", "烘干机", "utility", device_name="海尔 烘干机"),
            entity(
                "sensor.dryer_left",
                "烘干剩余",
                "utility",
                device_class="duration",
                device_name="海尔 烘干机",
            ),
            entity("switch.iron", "熨斗", "utility", device_name="熨斗插座"),
        )
    )
    asked = parser.parse("烘干机还要多长时间")[0]
    assert (asked.name_hint, asked.type_hint, asked.device_class) == (
        "烘干剩余",
        "sensor",
        "duration",
    )
    # A device with no such sibling keeps its own name: retrieval says what it has.
    assert parser.parse("熨斗还要多长时间")[0].name_hint == "熨斗"
    # A command to the device is no question of its sensor.
    assert parser.parse("打开烘干机")[0].name_hint == "烘干机"


def test_a_question_with_a_verb_only_one_kind_does_asks_about_that_kind() -> None:
    parser = LocalParser(
        _home(
            {"hall": "门厅"},
            entity("alarm_control_panel.home", "报警系统", None),
            entity("light.hall", "门厅灯", "hall"),
        )
    )
    asked = parser.parse("现在撤防了没有")[0]
    assert (asked.action, asked.type_hint) == ("查询", "alarm_control_panel")


def test_cantonese_how_long_is_how_long() -> None:
    """几耐 is 多久 (lexicon.json ``dialect``): after 仲有 it still asks a remaining time."""
    parser = LocalParser(_home({}, entity("sensor.left", "剩余", None, device_class="duration")))
    asked = parser.parse("仲有幾耐呀")[0]
    assert (asked.type_hint, asked.device_class) == ("sensor", "duration")


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("书房窗帘卷上去", "打开"),  # directional compounds of covers
        ("小白叫回来", "返回充电"),
        ("门廊音响音量往下调", "调小音量"),  # 往上调/往下调: a direction, not a value
        ("水泵插上", "打开"),
    ],
)
def test_directional_and_everyday_verbs(verbs_home: LocalParser, text: str, action: str) -> None:
    assert verbs_home.parse(text)[0].action == action
