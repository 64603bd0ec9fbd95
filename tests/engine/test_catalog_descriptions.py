"""Home Assistant's service descriptions → catalog entries, the merge with the bundle, and the
catalog over the result. No Home Assistant: the descriptions below have the shape
``async_get_all_descriptions`` returned in Home Assistant 2026.10.4 (enum strings already
values, sections unflattened, no texts for core services), trimmed; the translations that of
``async_get_translations`` (flat keys, English filling the gaps of zh-Hans).
"""

from __future__ import annotations

import copy
import importlib.util
import sys
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
import yaml

from custom_components.context_retrieval.engine.catalog import EN, ZH, Catalog
from custom_components.context_retrieval.engine.data import load_json
from custom_components.context_retrieval.engine.descriptions import (
    catalog_key,
    merge_catalog,
    service_entry,
    target_entry,
    text_domains,
    without_english_fallbacks,
)
from custom_components.context_retrieval.engine.home import Area, Entity, Home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever

GENERATOR = Path(__file__).parents[2] / "scripts/gen_catalog.py"

CLIMATE_SET_TEMPERATURE: dict[str, Any] = {
    "fields": {
        "temperature": {
            "filter": {"supported_features": [1]},
            "selector": {"number": {"min": 0.0, "max": 250.0, "step": 0.1, "mode": "box"}},
        },
        "temperature_range": {
            "fields": {
                "target_temp_high": {
                    "filter": {"supported_features": [2]},
                    "selector": {"number": {"min": 0.0, "max": 250.0, "step": 0.1, "mode": "box"}},
                },
                "target_temp_low": {
                    "filter": {"supported_features": [2]},
                    "selector": {"number": {"min": 0.0, "max": 250.0, "step": 0.1, "mode": "box"}},
                },
            }
        },
        "hvac_mode": {
            "selector": {"state": {"hide_states": ["unavailable", "unknown"], "multiple": False}}
        },
    },
    "target": {"entity": [{"domain": ["climate"], "supported_features": [1, 2]}]},
}
LIGHT_TURN_ON: dict[str, Any] = {
    "fields": {
        "brightness_pct": {
            "filter": {"attribute": {"supported_color_modes": ["brightness", "color_temp", "hs"]}},
            "selector": {
                "number": {
                    "min": 0.0,
                    "max": 100.0,
                    "unit_of_measurement": "%",
                    "step": 1.0,
                    "mode": "slider",
                }
            },
        },
        "effect": {
            "filter": {"supported_features": [4]},
            "selector": {"state": {"attribute": "effect", "multiple": False}},
        },
        "additional_fields": {
            "collapsed": True,
            "fields": {
                "flash": {
                    "filter": {"supported_features": [8]},
                    "selector": {
                        "select": {
                            "translation_key": "flash",
                            "options": ["long", "short"],
                            "multiple": False,
                            "custom_value": False,
                            "sort": False,
                        }
                    },
                },
            },
        },
    },
    "target": {"entity": [{"domain": ["light"]}]},
}
SWITCH = {"fields": {}, "target": {"entity": [{"domain": ["switch"]}]}}
# What a custom integration registers: a service of its own entity domain, described in its
# services.yaml, and one for the switch entities it provides.
FRAGRANCE: dict[str, Any] = {
    "set_scent": {
        "fields": {
            "scent": {
                "required": True,
                "selector": {
                    "select": {
                        "translation_key": "scent",
                        "options": ["lavender", "rose"],
                        "multiple": False,
                        "custom_value": False,
                        "sort": False,
                    }
                },
            },
            "intensity": {
                "selector": {"number": {"min": 1.0, "max": 5.0, "step": 1.0, "mode": "slider"}}
            },
        },
        "target": {"entity": [{"domain": ["fragrance"]}]},
    },
    "purge": {
        "fields": {},
        "target": {"entity": [{"integration": "fragrance", "domain": ["switch"]}]},
    },
    "turn_on": {"fields": {}, "target": {"entity": [{"domain": ["fragrance"]}]}},
    "stock": {
        "fields": {},
        "target": {"entity": [{"domain": ["fragrance"]}]},
        "response": {"optional": False},
    },
    "reload": {"fields": {}},
}
DESCRIPTIONS: dict[str, dict[str, Any]] = {
    "climate": {
        "set_temperature": CLIMATE_SET_TEMPERATURE,
        "set_hvac_mode": {
            "fields": {
                "hvac_mode": {
                    "selector": {
                        "state": {"hide_states": ["unavailable", "unknown"], "multiple": False}
                    }
                }
            },
            "target": {"entity": [{"domain": ["climate"]}]},
        },
    },
    "light": {
        "turn_on": LIGHT_TURN_ON,
        "turn_off": {"fields": {}, "target": {"entity": [{"domain": ["light"]}]}},
    },
    "switch": {"turn_on": SWITCH, "turn_off": SWITCH},
    "fragrance": FRAGRANCE,
}
EN_TEXTS = {
    "component.climate.services.set_temperature.name": "Set thermostat target temperature",
    "component.climate.services.set_temperature.fields.temperature.name": "Target temperature",
    "component.climate.services.set_hvac_mode.name": "Set thermostat HVAC mode",
    "component.light.selector.flash.options.long": "Long",
    "component.light.selector.flash.options.short": "Short",
    "component.fragrance.services.set_scent.name": "Set scent",
    "component.fragrance.services.set_scent.description": "Changes the scent the diffuser releases.",
    "component.fragrance.services.purge.name": "Purge",
    "component.fragrance.services.purge.description": "Clears the scent from the room.",
    "component.fragrance.services.turn_on.name": "Turn on",
    "component.fragrance.selector.scent.options.lavender": "Lavender",
    "component.fragrance.selector.scent.options.rose": "Rose",
}
ZH_TEXTS = {
    **EN_TEXTS,  # async_get_translations fills the gaps with English
    "component.climate.services.set_temperature.fields.temperature.name": "目标温度",
    "component.light.selector.flash.options.long": "长",
    "component.fragrance.services.set_scent.name": "切换香型",
    "component.fragrance.services.set_scent.description": "更换香薰机释放的香味。",
    "component.fragrance.selector.scent.options.lavender": "薰衣草",
    "component.fragrance.selector.scent.options.rose": "玫瑰",
}
TRANSLATIONS = {EN: EN_TEXTS, ZH: ZH_TEXTS}


@cache
def bundle() -> dict[str, Any]:
    return load_json("services.json")


def merged(translations: dict[str, dict[str, str]] | None = None) -> dict[str, Any]:
    return merge_catalog(
        bundle(), DESCRIPTIONS, TRANSLATIONS if translations is None else translations
    )


@cache
def generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_catalog", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["gen_catalog"] = module
    spec.loader.exec_module(module)
    return module


# --------------------------------------------------------------------------- one service


def test_entry_flattens_sections_and_keeps_filters() -> None:
    translations = without_english_fallbacks(TRANSLATIONS)
    entry, values = service_entry(
        "climate", "set_temperature", CLIMATE_SET_TEMPERATURE, translations
    )
    assert entry["target"] == {
        "supported_features": [1, 2],
        "device_class": None,
        "integration": None,
    }
    assert set(entry["fields"]) == {
        "temperature",
        "target_temp_high",
        "target_temp_low",
        "hvac_mode",
    }
    high = entry["fields"]["target_temp_high"]
    assert high["section"] == "temperature_range"
    assert high["filter"] == {"supported_features": [2]}
    assert high["selector"]["number"]["max"] == 250.0
    assert entry["fields"]["temperature"]["name"] == {EN: "Target temperature", ZH: "目标温度"}
    assert entry["name"] == {EN: "Set thermostat target temperature"}  # zh was the English copy
    assert entry["required_features"] is None and entry["response"] is None
    assert values == {}  # no entity state translations loaded: nothing to label hvac_mode with


def test_entry_option_labels() -> None:
    entry, values = service_entry("light", "turn_on", LIGHT_TURN_ON, TRANSLATIONS)
    assert entry["fields"]["flash"]["section"] == "additional_fields"
    assert entry["fields"]["brightness_pct"]["filter"] == {
        "attribute": {"supported_color_modes": ["brightness", "color_temp", "hs"]}
    }
    assert values == {
        "flash": {"long": {EN: "Long", ZH: "长"}, "short": {EN: "Short", ZH: "Short"}}
    }
    # Labels given with the options themselves count where no translation does.
    described = {
        "fields": {
            "mode": {
                "selector": {"select": {"options": [{"value": "eco", "label": "节能"}, "boost"]}}
            }
        },
        "target": {},
    }
    _, values = service_entry("fan", "set_mode", described, {})
    assert values == {"mode": {"eco": {ZH: "节能"}}}


def test_texts_written_in_the_description() -> None:
    """A custom service described with async_set_service_schema: its own texts, by language."""
    described = {
        "name": "设置香型",
        "description": "Changes the scent.",
        "fields": {"scent": {"name": "Scent"}},
        "target": {},
    }
    entry, _ = service_entry("fragrance", "set_scent", described, {})
    assert entry["name"] == {ZH: "设置香型"}
    assert entry["description"] == {EN: "Changes the scent."}
    assert entry["fields"]["scent"]["name"] == {EN: "Scent"}
    # A translation wins over the text in the description.
    entry, _ = service_entry("fragrance", "set_scent", described, {EN: EN_TEXTS})
    assert entry["name"] == {EN: "Set scent", ZH: "设置香型"}


def test_entry_is_plain_data() -> None:
    """Home Assistant's YAML strings carry their line; the prompt's safe dumper refuses them."""

    class NodeStr(str):
        pass

    described = {
        "fields": {NodeStr("scent"): {"selector": {"select": {"options": [NodeStr("rose")]}}}},
        "target": {},
    }
    entry, _ = service_entry("fragrance", "set_scent", described, {})
    assert [type(k) for k in entry["fields"]] == [str]
    yaml.safe_dump(entry)


@pytest.mark.parametrize(
    ("domain", "target", "expected"),
    [
        (
            "light",
            {"entity": [{"domain": ["light"]}]},
            {"supported_features": None, "device_class": None, "integration": None},
        ),
        ("light", {}, {"supported_features": None, "device_class": None, "integration": None}),
        (
            "yeelight",
            {
                "entity": [
                    {"integration": "yeelight", "domain": ["light"], "supported_features": [4]}
                ]
            },
            {
                "supported_features": [4],
                "device_class": None,
                "integration": ["yeelight"],
                "domain": ["light"],
            },
        ),
        (
            "fragrance",
            {"entity": [{"integration": "fragrance", "domain": ["switch"]}]},
            {
                "supported_features": None,
                "device_class": None,
                "integration": ["fragrance"],
                "domain": ["switch"],
            },
        ),
        (
            "isy994",
            {"entity": [{"integration": "isy994"}]},
            {
                "supported_features": None,
                "device_class": None,
                "integration": ["isy994"],
                "domain": None,
            },
        ),
        (
            "light",
            {"entity": [{"domain": ["light"]}, {"domain": ["switch"], "device_class": ["outlet"]}]},
            [
                {"supported_features": None, "device_class": None, "integration": None},
                {
                    "supported_features": None,
                    "device_class": ["outlet"],
                    "integration": None,
                    "domain": ["switch"],
                },
            ],
        ),
    ],
)
def test_targets(domain: str, target: dict[str, Any], expected: Any) -> None:
    """Own domain implied; foreign domains named; an integration alone: any domain."""
    assert target_entry(domain, target) == expected


def test_generator_and_live_share_one_path() -> None:
    """services.yaml as the generator reads it and as Home Assistant serves it: one entry."""
    gen = generator()
    written = yaml.safe_load(
        """
        purge:
          target:
            entity: {integration: fragrance, domain: switch}
          fields:
            speed:
              selector: {select: {translation_key: speed, options: [low, high]}}
            advanced:
              collapsed: true
              fields:
                minutes: {required: true, selector: {number: {min: 1, max: 30}}}
        """
    )["purge"]
    files = {
        EN: {
            "services": {"purge": {"name": "Purge"}},
            "selector": {"speed": {"options": {"low": "Low"}}},
        },
        ZH: {
            "services": {"purge": {"name": "排风"}},
            "selector": {"speed": {"options": {"low": "低速"}}},
        },
    }
    flat = {
        lang: gen.flatten_translations(tree, "component.fragrance.") for lang, tree in files.items()
    }
    from_wheel = service_entry("fragrance", "purge", gen.runtime_description(None, written), flat)
    # What async_get_all_descriptions makes of the same YAML.
    live = copy.deepcopy(written)
    live["target"] = {"entity": [{"integration": "fragrance", "domain": ["switch"]}]}
    served = service_entry("fragrance", "purge", live, flat)
    assert from_wheel == served
    entry, values = from_wheel
    assert entry["name"] == {EN: "Purge", ZH: "排风"}
    assert entry["fields"]["minutes"]["section"] == "advanced"
    assert values == {"speed": {"low": {EN: "Low", ZH: "低速"}}}


# --------------------------------------------------------------------------- the merge


def test_bundle_is_the_base() -> None:
    catalog = merged()
    climate = catalog["domains"]["climate"]["services"]
    # required comes from the registration's schema, which only the bundle knows.
    assert climate["set_hvac_mode"]["fields"]["hvac_mode"]["required"] is True
    assert catalog["domains"]["climate"]["attribute_values"]["hvac_mode"]["cool"][ZH]
    light = catalog["domains"]["light"]["services"]
    assert light["turn_on"]["name"] == bundle()["domains"]["light"]["services"]["turn_on"]["name"]
    assert (
        light["turn_on"]["fields"]["flash"]
        == bundle()["domains"]["light"]["services"]["turn_on"]["fields"]["flash"]
    )
    assert catalog["ha_version"] == bundle()["ha_version"]


def test_registered_services_only() -> None:
    catalog = merged()
    assert set(catalog["domains"]["light"]["services"]) == {"turn_on", "turn_off"}  # no toggle
    assert catalog["domains"]["cover"] == bundle()["domains"]["cover"]  # not loaded: kept whole


def test_live_adds_services_domains_and_fields() -> None:
    described = copy.deepcopy(DESCRIPTIONS)
    described["light"]["turn_on"]["fields"]["fade"] = {
        "selector": {"number": {"min": 0, "max": 10}}
    }
    described["switch"]["set_countdown"] = {
        "fields": {},
        "target": {"entity": [{"domain": ["switch"]}]},
    }
    catalog = merge_catalog(bundle(), described, TRANSLATIONS)
    assert "fade" in catalog["domains"]["light"]["services"]["turn_on"]["fields"]
    assert "set_countdown" in catalog["domains"]["switch"]["services"]
    fragrance = catalog["domains"]["fragrance"]
    assert set(fragrance["services"]) == {"set_scent", "purge", "turn_on"}  # not stock, not reload
    assert fragrance["services"]["set_scent"]["name"] == {EN: "Set scent", ZH: "切换香型"}
    assert fragrance["services"]["purge"]["name"] == {EN: "Purge"}  # no Chinese: no English copy
    assert fragrance["attribute_values"]["scent"]["lavender"] == {EN: "Lavender", ZH: "薰衣草"}


def test_live_texts_fill_the_bundle_gaps_only() -> None:
    zh = {**ZH_TEXTS, "component.climate.services.set_hvac_mode.name": "设置空调模式"}
    catalog = merged({EN: EN_TEXTS, ZH: zh})
    hvac = catalog["domains"]["climate"]["services"]["set_hvac_mode"]
    assert hvac["name"] == {
        EN: "Set thermostat HVAC mode",
        ZH: "设置空调模式",
    }  # the bundle had no zh
    zh["component.light.services.turn_on.name"] = "另一个名字"
    catalog = merged({EN: EN_TEXTS, ZH: zh})
    bundled = bundle()["domains"]["light"]["services"]["turn_on"]["name"]
    assert catalog["domains"]["light"]["services"]["turn_on"]["name"] == bundled  # 打开灯光


def test_merge_leaves_its_inputs_alone() -> None:
    before = (copy.deepcopy(bundle()), copy.deepcopy(DESCRIPTIONS), copy.deepcopy(TRANSLATIONS))
    merged()
    assert (bundle(), DESCRIPTIONS, TRANSLATIONS) == before


def test_text_domains() -> None:
    """Translations are loaded only where the merge uses them."""
    assert text_domains(bundle(), DESCRIPTIONS) == ["fragrance"]
    described = {**DESCRIPTIONS, "light": {"turn_on": {**LIGHT_TURN_ON, "fields": {"fade": {}}}}}
    assert text_domains(bundle(), described) == ["fragrance", "light"]


def test_catalog_key() -> None:
    """Equal content, equal key, whatever the identity; a change shows; odd values are fine."""
    assert catalog_key(merged()) == catalog_key(merged())
    described = copy.deepcopy(DESCRIPTIONS)
    described["fragrance"]["purge"]["fields"]["minutes"] = {"selector": {"number": {}}}
    assert catalog_key(merge_catalog(bundle(), described, TRANSLATIONS)) != catalog_key(merged())
    odd = copy.deepcopy(DESCRIPTIONS)
    odd["fragrance"]["purge"]["fields"]["minutes"] = {"default": object()}
    again = copy.deepcopy(odd)
    again["fragrance"]["purge"]["fields"]["minutes"] = {"default": object()}
    assert catalog_key(merge_catalog(bundle(), odd, {})) == catalog_key(
        merge_catalog(bundle(), again, {})
    )


# --------------------------------------------------------------------------- the catalog over it


def _home(language: str = "zh-Hans") -> Home:
    return Home(
        language,
        {},
        {"living": Area("living", "客厅")},
        {
            "fragrance.diffuser": Entity(
                "fragrance.diffuser", "香薰机", ("diffuser",), "living", platform="fragrance"
            ),
            "switch.diffuser_fan": Entity(
                "switch.diffuser_fan", "香薰风扇", area_id="living", platform="fragrance"
            ),
            "switch.kettle": Entity("switch.kettle", "水壶", area_id="living", platform="tuya"),
            "switch.plain": Entity("switch.plain", "插座", area_id="living"),
        },
    )


def _services(catalog: Catalog, entity: Entity) -> set[str]:
    return {c.service for c in catalog.capabilities(entity)}


def test_catalog_target_filters() -> None:
    catalog = Catalog(merged())
    home = _home()
    assert _services(catalog, home.entities["fragrance.diffuser"]) == {
        "fragrance.set_scent",
        "fragrance.turn_on",
    }
    assert _services(catalog, home.entities["switch.diffuser_fan"]) == {
        "switch.turn_on",
        "switch.turn_off",
        "fragrance.purge",
    }
    assert "fragrance.purge" not in _services(
        catalog, home.entities["switch.kettle"]
    )  # other integration
    assert "fragrance.purge" not in _services(
        catalog, home.entities["switch.plain"]
    )  # unknown platform
    spec = catalog.spec("fragrance.purge")
    assert spec is not None and spec.entity_domains == ("switch",)
    assert "fragrance" in catalog.domains


def test_any_domain_service_of_an_integration() -> None:
    described = {
        "isy994": {
            "send_node_command": {"fields": {}, "target": {"entity": [{"integration": "isy994"}]}}
        }
    }
    catalog = Catalog(merge_catalog(bundle(), described, {}))
    lamp = Entity("light.hall", "Hall", platform="isy994")
    assert "isy994.send_node_command" in _services(catalog, lamp)
    assert "isy994.send_node_command" not in _services(
        catalog, Entity("light.den", "Den", platform="hue")
    )
    assert "isy994" not in catalog.domains


def test_generic_glossary_for_unknown_services() -> None:
    """fragrance.turn_on takes the verbs of homeassistant.turn_on: 打开 means it."""
    spec = Catalog(merged()).spec("fragrance.turn_on")
    assert spec is not None and "打开" in spec.synonyms[ZH] and "turn on" in spec.synonyms[EN]


@pytest.mark.parametrize(
    ("text", "language", "expected"),
    [
        ("把香薰机换成薰衣草", ZH, ("fragrance.diffuser", "fragrance.set_scent")),
        ("香薰机切换香型", ZH, ("fragrance.diffuser", "fragrance.set_scent")),
        ("打开香薰机", ZH, ("fragrance.diffuser", "fragrance.turn_on")),
        ("香薰风扇 purge 一下", ZH, ("switch.diffuser_fan", "fragrance.purge")),
        ("set the diffuser to lavender", ZH, ("fragrance.diffuser", "fragrance.set_scent")),
        # With English texts only, a Chinese request still finds the entity by its name.
        ("把香薰机换成薰衣草", EN, ("fragrance.diffuser", None)),
        ("香薰风扇 purge 一下", EN, ("switch.diffuser_fan", "fragrance.purge")),
    ],
)
def test_custom_services_are_retrieved(
    text: str, language: str, expected: tuple[str, str | None]
) -> None:
    translations = TRANSLATIONS if language == ZH else {EN: EN_TEXTS}
    home = _home("zh-Hans" if language == ZH else "en")
    retriever = Retriever(home, Catalog(merged(translations)))
    result = retriever.retrieve(text, LocalParser(home).parse(text))
    top = result.commands[0].candidates[0]
    assert (top.entity_id, top.service) == expected
