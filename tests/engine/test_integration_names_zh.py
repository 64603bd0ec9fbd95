"""Chinese names as integrations give them: numbered duplicates, keys and channels of switches,
and a narrower word for a kind inside a brand's name.

Xiaomi Home, Aqara and Tuya name an entity "<device> <service>" and number a repeated name
("壁灯 2"); a wall switch's entities end with their key or channel ("双键开关 左键", "通断器 一路").
People say the number in Chinese ("壁灯二", "三号壁灯"), the key alone ("右键"), and the
narrow word for the device ("落地扇") where the home has several of its kind.
"""

from __future__ import annotations

from typing import Any

import pytest
from home_builders import entity

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.keyword import MATCH_THRESHOLD, fit
from custom_components.context_retrieval.engine.kinds import default_kinds
from custom_components.context_retrieval.engine.local_parser.parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.surface import phrase_key
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import CommandResult


def _entity(entity_id: str, name: str, area: str, device: str) -> dict[str, Any]:
    return entity(entity_id, name, area, device_name=device, state="off")


HOME = Home.from_json(
    {
        "language": "zh-Hans",
        "floors": [],
        "areas": [
            {"id": "living", "name": "客厅", "floor": None},
            {"id": "bedroom", "name": "卧室", "floor": None},
            {"id": "balcony", "name": "阳台", "floor": None},
        ],
        "entities": [
            _entity("light.wall_1", "壁灯 1", "living", "Yeelight 壁灯"),
            _entity("light.wall_2", "壁灯 2", "living", "Yeelight 壁灯"),
            _entity("light.wall_3", "壁灯 3", "bedroom", "Yeelight 壁灯"),
            _entity("light.living_ceiling", "客厅主灯", "living", "Aqara 吸顶灯 L1"),
            _entity("switch.two_key_left", "双键开关 左键", "living", "Aqara 双键开关"),
            _entity("switch.two_key_right", "双键开关 右键", "living", "Aqara 双键开关"),
            _entity("switch.relay_balcony", "通断器 一路", "balcony", "Tuya 通断器"),
            _entity("switch.relay_bedroom", "通断器 一路", "bedroom", "Tuya 通断器"),
            _entity("fan.ceiling", "吊扇灯 风扇", "living", "Tuya 吊扇灯"),
            _entity("fan.standing", "艾美特落地扇", "bedroom", "艾美特 直流落地扇"),
            _entity("cover.sliding_gate", "Tuya 平移门电机", "balcony", "Tuya 平移门电机"),
            _entity("water_heater.boiler", "威能壁挂炉 生活热水", "balcony", "威能 壁挂炉"),
        ],
    }
)


@pytest.fixture(scope="module")
def parser() -> LocalParser:
    return LocalParser(HOME)


@pytest.fixture(scope="module")
def retriever() -> Retriever:
    return Retriever(HOME)


def _name(parser: LocalParser, text: str) -> str | None:
    [command] = parser.parse(text)
    return command.name_hint


def _ask(
    parser: LocalParser, retriever: Retriever, text: str, area: str | None = None
) -> CommandResult:
    [result] = retriever.retrieve(text, parser.parse(text), context_area=area).commands
    return result


def _top(result: CommandResult) -> str:
    assert result.hint is None, (result.hint, result.question)
    return result.candidates[0].entity_id


@pytest.mark.parametrize(
    ("text", "name"),
    [("壁灯二关掉", "壁灯 2"), ("三号壁灯打开", "壁灯 3"), ("把1号壁灯关了", "壁灯 1")],
)
def test_a_numbered_name_is_said_with_a_chinese_numeral_or_as_the_nth(
    parser: LocalParser, retriever: Retriever, text: str, name: str
) -> None:
    assert _name(parser, text) == name
    assert HOME.entities[_top(_ask(parser, retriever, text))].name == name


def test_the_key_of_a_wall_switch_names_it(parser: LocalParser, retriever: Retriever) -> None:
    assert parser.vocabulary.entities_named(phrase_key("右键")) == ["switch.two_key_right"]
    assert _top(_ask(parser, retriever, "右键打开")) == "switch.two_key_right"
    assert _top(_ask(parser, retriever, "左键关掉", area="living")) == "switch.two_key_left"


def test_a_channel_of_several_relays_is_told_apart_by_the_room(
    parser: LocalParser, retriever: Retriever
) -> None:
    assert parser.vocabulary.entities_named(phrase_key("一路")) == [
        "switch.relay_balcony",
        "switch.relay_bedroom",
    ]
    assert _top(_ask(parser, retriever, "卧室的一路关了")) == "switch.relay_bedroom"
    unsaid = _ask(parser, retriever, "一路关了")
    assert unsaid.hint == "need_clarification"
    assert {c.entity_id for c in unsaid.candidates} == {
        "switch.relay_balcony",
        "switch.relay_bedroom",
    }


@pytest.mark.parametrize(
    ("text", "fan"), [("落地扇开一下", "fan.standing"), ("吊扇开一下", "fan.ceiling")]
)
def test_a_narrower_word_of_a_kind_picks_the_device_whose_name_says_it(
    parser: LocalParser, retriever: Retriever, text: str, fan: str
) -> None:
    assert _top(_ask(parser, retriever, text)) == fan


def test_the_common_word_of_a_kind_still_means_any_of_it(
    parser: LocalParser, retriever: Retriever
) -> None:
    result = _ask(parser, retriever, "风扇开一下")
    assert result.hint == "need_clarification"
    assert {c.entity_id for c in result.candidates} == {"fan.ceiling", "fan.standing"}
    kinds = default_kinds()
    kind = kinds.named("风扇")
    assert kind is not None
    fans = [HOME.entities["fan.ceiling"], HOME.entities["fan.standing"]]
    assert kinds.said_as(fans, kind, "风扇") == fans
    assert kinds.said_as(fans, kind, "落地扇") == [HOME.entities["fan.standing"]]
    assert kinds.said_as(fans, kind, "台扇") == fans  # said by no name: no narrowing


def test_the_word_after_a_latin_brand_names_the_device_without_its_motor(
    parser: LocalParser, retriever: Retriever
) -> None:
    assert _name(parser, "平移门关上") == "平移门"
    assert _top(_ask(parser, retriever, "平移门关上")) == "cover.sliding_gate"
    assert parser.vocabulary.entities_named(phrase_key("平移门电机")) == ["cover.sliding_gate"]


def test_a_device_word_and_a_service_word_said_together_fit_the_name() -> None:
    together = fit("壁挂炉热水", "威能壁挂炉 生活热水")
    assert MATCH_THRESHOLD < together < fit("壁挂炉生活", "威能壁挂炉 生活热水")
    assert fit("热水壁挂炉", "威能壁挂炉 生活热水") < MATCH_THRESHOLD  # the pieces out of order


@pytest.mark.parametrize("text", ["壁灯都关了", "把壁灯全部打开"])
def test_a_command_on_every_device_of_a_kind_keeps_the_kind(
    parser: LocalParser, retriever: Retriever, text: str
) -> None:
    result = _ask(parser, retriever, text)
    assert result.command.quantifier == "all"
    assert {e for g in result.groups for e in g.entity_ids} == {
        "light.wall_1",
        "light.wall_2",
        "light.wall_3",
    }


def test_a_set_of_a_kind_is_every_device_of_it_also_where_one_is_named_so() -> None:
    home = Home.from_json(
        {
            "language": "zh-Hans",
            "areas": [{"id": "study", "name": "书房"}, {"id": "bedroom", "name": "卧室"}],
            "entities": [
                _entity("light.study_lamp", "台灯", "study", "米家台灯 1S"),
                _entity("light.bedroom_lamp", "米家台灯 1S 灯", "bedroom", "米家台灯 1S"),
                _entity("light.bedroom_ceiling", "吸顶灯", "bedroom", "Yeelight 吸顶灯"),
            ],
        }
    )
    result = _ask(LocalParser(home), Retriever(home), "关闭所有台灯")
    assert {e for g in result.groups for e in g.entity_ids} == {
        "light.study_lamp",
        "light.bedroom_lamp",
    }
    one_lamp = _ask(LocalParser(home), Retriever(home), "关闭台灯")
    assert _top(one_lamp) == "light.study_lamp"  # said alone, the one named so


def test_an_appliance_is_called_by_its_common_word_where_its_names_say_another() -> None:
    home = Home.from_json(
        {
            "language": "zh-Hans",
            "areas": [{"id": "balcony", "name": "生活阳台"}],
            "entities": [
                _entity("switch.washer", "云米洗烘一体机 开关", "balcony", "云米洗烘一体机"),
                {
                    **_entity(
                        "select.washer_mode", "云米洗烘一体机 程序", "balcony", "云米洗烘一体机"
                    ),
                    "attributes": {"options": ["标准", "快洗", "羊毛"]},
                },
            ],
        }
    )
    parser = LocalParser(home)
    assert set(parser.vocabulary.entities_named(phrase_key("洗衣机"))) == {
        "switch.washer",
        "select.washer_mode",
    }
    assert _top(_ask(parser, Retriever(home), "洗衣机打开")) == "switch.washer"


def test_a_part_of_a_device_is_named_by_the_device_kind_and_the_part() -> None:
    device = "云米智能浴霸 S2"
    home = Home.from_json(
        {
            "language": "zh-Hans",
            "areas": [{"id": "bath", "name": "卫生间"}],
            "entities": [
                _entity("climate.heater", f"{device} 浴霸", "bath", device),
                _entity("fan.heater_vent", f"{device} 排风", "bath", device),
                _entity("light.heater_light", f"{device} 照明", "bath", device),
            ],
        }
    )
    parser = LocalParser(home)
    assert parser.vocabulary.entities_named(phrase_key("浴霸排风")) == ["fan.heater_vent"]
    assert _top(_ask(parser, Retriever(home), "浴霸的排风关了")) == "fan.heater_vent"
    assert _top(_ask(parser, Retriever(home), "浴霸照明打开")) == "light.heater_light"
