"""The live catalog: a custom integration's services, described and translated, are retrieved.

``fragrance`` is a real custom integration written for these tests (into a temporary
``custom_components`` folder): a ``fragrance`` entity domain whose ``set_scent`` entity service
is described in ``services.yaml`` and translated into English and Chinese (its scents too),
``purge``, registered with ``hass.services.async_register`` for the ``switch`` entities the
integration provides, with English texts only, and ``stock``, which only returns data.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any
from unittest.mock import patch

import pytest
from homeassistant import loader
from homeassistant.components.homeassistant.exposed_entities import async_expose_entity
from homeassistant.core import HomeAssistant
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers.service import async_set_service_schema
from homeassistant.setup import async_setup_component
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import MockConfigEntry, async_fire_time_changed

import custom_components
from custom_components.context_retrieval.const import DOMAIN
from custom_components.context_retrieval.engine.catalog import EN, ZH
from custom_components.context_retrieval.engine.pipeline import Settings
from custom_components.context_retrieval.home import HomeSync, async_catalog_services

from .conftest import HomeIds

FRAGRANCE_INIT = '''
"""Diffusers, for the context_retrieval tests."""

import logging

import voluptuous as vol
from homeassistant.core import SupportsResponse
from homeassistant.helpers.entity import Entity
from homeassistant.helpers.entity_component import EntityComponent

DOMAIN = "fragrance"


class Diffuser(Entity):
    """A diffuser whose state is its scent."""

    _attr_should_poll = False

    def __init__(self) -> None:
        self.entity_id = "fragrance.living_diffuser"
        self._attr_unique_id = "living_diffuser"
        self._attr_name = "香薰机"
        self._attr_state = "rose"

    async def async_set_scent(self, scent, intensity=None):
        self._attr_state = scent
        self.async_write_ha_state()


async def async_setup(hass, config):
    component = EntityComponent(logging.getLogger(__name__), DOMAIN, hass)
    component.async_register_entity_service(
        "set_scent",
        {vol.Required("scent"): str, vol.Optional("intensity"): vol.Coerce(int)},
        "async_set_scent",
    )

    async def purge(call):
        hass.data.setdefault("fragrance_purged", []).extend(call.data["entity_id"])

    async def stock(call):
        return {"left": 3}

    hass.services.async_register(DOMAIN, "purge", purge)
    hass.services.async_register(
        DOMAIN, "stock", stock, supports_response=SupportsResponse.ONLY
    )
    await component.async_add_entities([Diffuser()])
    return True
'''

FRAGRANCE_SERVICES = """
set_scent:
  target:
    entity:
      domain: fragrance
  fields:
    scent:
      required: true
      selector:
        select:
          translation_key: scent
          options:
            - lavender
            - rose
            - sandalwood
    intensity:
      selector:
        number:
          min: 1
          max: 5
purge:
  target:
    entity:
      integration: fragrance
      domain: switch
  fields:
    minutes:
      selector:
        number:
          min: 1
          max: 30
stock:
  target:
    entity:
      domain: fragrance
"""

SCENTS_EN = {"lavender": "Lavender", "rose": "Rose", "sandalwood": "Sandalwood"}
FRAGRANCE_EN: dict[str, Any] = {
    "services": {
        "set_scent": {
            "name": "Set scent",
            "description": "Changes the scent the diffuser releases.",
            "fields": {
                "scent": {"name": "Scent", "description": "The scent to release."},
                "intensity": {"name": "Intensity", "description": "How strong, 1 to 5."},
            },
        },
        "purge": {
            "name": "Purge",
            "description": "Clears the scent from the room with the fan at full power.",
            "fields": {"minutes": {"name": "Minutes", "description": "How long to run."}},
        },
        "stock": {"name": "Stock", "description": "How many refills are left."},
    },
    "selector": {"scent": {"options": SCENTS_EN}},
}
FRAGRANCE_ZH: dict[str, Any] = {
    "services": {
        "set_scent": {
            "name": "切换香型",
            "description": "更换香薰机释放的香味。",
            "fields": {"scent": {"name": "香型", "description": "要释放的香味。"}},
        },
    },
    "selector": {
        "scent": {"options": {"lavender": "薰衣草", "rose": "玫瑰", "sandalwood": "檀香"}}
    },
}


@pytest.fixture(scope="session")
def fragrance_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A ``custom_components`` folder holding only the fragrance integration."""
    root = tmp_path_factory.mktemp("custom_integrations")
    folder = root / "fragrance"
    (folder / "translations").mkdir(parents=True)
    manifest = {
        "domain": "fragrance",
        "name": "Fragrance",
        "codeowners": [],
        "documentation": "https://example.com/fragrance",
        "iot_class": "local_push",
        "version": "1.0.0",
    }
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "__init__.py").write_text(FRAGRANCE_INIT, encoding="utf-8")
    (folder / "services.yaml").write_text(FRAGRANCE_SERVICES, encoding="utf-8")
    for language, texts in (("en", FRAGRANCE_EN), ("zh-Hans", FRAGRANCE_ZH)):
        (folder / "translations" / f"{language}.json").write_text(
            json.dumps(texts, ensure_ascii=False), encoding="utf-8"
        )
    return root


@pytest.fixture
def custom_path(fragrance_root: Path) -> Iterator[None]:
    """Home Assistant finds the fragrance integration next to context_retrieval."""
    saved = list(custom_components.__path__)
    custom_components.__path__ = [*saved, str(fragrance_root)]
    yield
    custom_components.__path__ = saved


@pytest.fixture
async def fragrance(
    hass: HomeAssistant, home: HomeIds, custom_path: None, entity_registry: er.EntityRegistry
) -> None:
    """The fragrance integration set up: a diffuser in the living room, and its fan switch."""
    hass.data.pop(loader.DATA_CUSTOM_COMPONENTS, None)
    assert await async_setup_component(hass, "fragrance", {})
    await hass.async_block_till_done()
    entity_registry.async_update_entity(
        "fragrance.living_diffuser",
        area_id=home.areas["living"],
        aliases=[er.COMPUTED_NAME, "diffuser"],
    )
    async_expose_entity(hass, "conversation", "fragrance.living_diffuser", True)
    fan = entity_registry.async_get_or_create(
        "switch",
        "fragrance",
        "living_fan",
        suggested_object_id="diffuser_fan",
        original_name="香薰风扇",
    )
    entity_registry.async_update_entity(fan.entity_id, area_id=home.areas["living"])
    hass.states.async_set(fan.entity_id, "off", {"friendly_name": "香薰风扇"})
    await hass.async_block_till_done()


async def _retrieve(hass: HomeAssistant, text: str) -> dict[str, Any]:
    response = await hass.services.async_call(
        DOMAIN, "retrieve", {"text": text}, blocking=True, return_response=True
    )
    assert response is not None
    return response


def _top(response: dict[str, Any]) -> tuple[str, str | None]:
    candidate = response["commands"][0]["candidates"][0]
    return candidate["entity_id"], candidate["service"]


async def _pass_cooldown(hass: HomeAssistant) -> None:
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await hass.async_block_till_done(wait_background_tasks=True)


async def _sync(hass: HomeAssistant) -> HomeSync:
    sync = HomeSync(hass, settings=Settings(), embedder=None)
    await sync.async_start()
    return sync


def _services(sync: HomeSync, entity_id: str) -> set[str]:
    assert sync.index is not None
    entity = sync.index.home.entities[entity_id]
    return {c.service for c in sync.index.retriever.catalog.capabilities(entity)}


async def test_custom_service_in_chinese_and_english(
    hass: HomeAssistant, fragrance: None, init_integration: MockConfigEntry
) -> None:
    """The translated service and its translated options are found, and it can be called."""
    response = await _retrieve(hass, "把香薰机换成薰衣草")
    assert _top(response) == ("fragrance.living_diffuser", "fragrance.set_scent")
    assert "fragrance.set_scent" in response["yaml"]
    assert _top(await _retrieve(hass, "香薰机切换香型")) == (
        "fragrance.living_diffuser",
        "fragrance.set_scent",
    )
    assert _top(await _retrieve(hass, "set the diffuser to lavender")) == (
        "fragrance.living_diffuser",
        "fragrance.set_scent",
    )
    await hass.services.async_call(
        "fragrance",
        "set_scent",
        {"entity_id": "fragrance.living_diffuser", "scent": "lavender"},
        blocking=True,
    )
    assert hass.states.get("fragrance.living_diffuser").state == "lavender"


async def test_service_without_chinese_text(
    hass: HomeAssistant, fragrance: None, init_integration: MockConfigEntry
) -> None:
    """English words of its name find it in a Chinese request; the entity's name always does."""
    assert _top(await _retrieve(hass, "香薰风扇 purge 一下")) == (
        "switch.diffuser_fan",
        "fragrance.purge",
    )
    assert _top(await _retrieve(hass, "打开香薰风扇")) == ("switch.diffuser_fan", "switch.turn_on")
    entity_id, _ = _top(await _retrieve(hass, "香薰风扇"))
    assert entity_id == "switch.diffuser_fan"


async def test_which_entities_take_the_services(hass: HomeAssistant, fragrance: None) -> None:
    """The target filters: domain and integration; response-only services are left out."""
    sync = await _sync(hass)
    assert _services(sync, "fragrance.living_diffuser") == {"fragrance.set_scent"}
    assert _services(sync, "switch.diffuser_fan") == {
        "switch.turn_on",
        "switch.turn_off",
        "switch.toggle",
        "fragrance.purge",
    }
    assert "fragrance.purge" not in _services(sync, "switch.old_buddy")  # another integration's
    await sync.async_stop()


async def test_texts_follow_the_language(hass: HomeAssistant, fragrance: None) -> None:
    """zh-Hans texts when Home Assistant speaks zh-Hans; English only after it switches."""
    sync = await _sync(hass)
    assert sync.index is not None
    spec = sync.index.retriever.catalog.spec("fragrance.set_scent")
    assert spec is not None
    assert spec.names == {ZH: "切换香型", EN: "Set scent"}
    fan = sync.index.home.entities["switch.diffuser_fan"]
    purge = sync.index.retriever.catalog.capability(fan, "fragrance.purge")
    assert purge is not None and ZH not in purge.spec.names  # no Chinese: no English copy either
    diffuser = sync.index.home.entities["fragrance.living_diffuser"]
    scent = sync.index.retriever.catalog.capability(diffuser, "fragrance.set_scent")
    assert scent is not None and "薰衣草" in scent.option_labels[ZH]

    await hass.config.async_update(language="en")
    await _pass_cooldown(hass)
    spec = sync.index.retriever.catalog.spec("fragrance.set_scent")
    assert spec is not None and spec.names == {EN: "Set scent"}
    await sync.async_stop()


async def test_removed_service_disappears(hass: HomeAssistant, fragrance: None) -> None:
    """A service removed at runtime leaves the index after the debounced rebuild."""
    sync = await _sync(hass)
    assert "fragrance.purge" in _services(sync, "switch.diffuser_fan")
    hass.services.async_remove("fragrance", "purge")
    await hass.async_block_till_done()
    assert "fragrance.purge" in _services(sync, "switch.diffuser_fan")  # debounced
    await _pass_cooldown(hass)
    assert "fragrance.purge" not in _services(sync, "switch.diffuser_fan")
    await sync.async_stop()


async def test_description_change_rebuilds_once(hass: HomeAssistant, fragrance: None) -> None:
    """A changed description is picked up by the next rebuild, and costs no more than that."""
    sync = await _sync(hass)
    builds = sync.builds
    async_set_service_schema(
        hass,
        "fragrance",
        "purge",
        {
            "name": "Purge",
            "description": "Airs the room.",
            "target": {"entity": {"integration": "fragrance", "domain": "switch"}},
            "fields": {
                "minutes": {"selector": {"number": {"min": 1, "max": 30}}},
                "speed": {"selector": {"select": {"options": ["low", "high"]}}},
            },
        },
    )
    # No event announces a new description: it waits for whatever rebuilds next.
    sync.async_schedule_rebuild("test")
    await _pass_cooldown(hass)
    assert sync.builds == builds + 1
    assert sync.index is not None
    fan = sync.index.home.entities["switch.diffuser_fan"]
    purge = sync.index.retriever.catalog.capability(fan, "fragrance.purge")
    assert purge is not None and purge.field_names() == {"minutes", "speed"}
    # The translation still names and describes it: the text written in the description
    # is only the fallback.
    assert purge.spec.descriptions[EN].startswith("Clears the scent")

    # Nothing changed since: later rebuild requests and state changes build nothing.
    sync.async_schedule_rebuild("test")
    await _pass_cooldown(hass)
    hass.states.async_set("switch.diffuser_fan", "on", {"friendly_name": "香薰风扇"})
    await _pass_cooldown(hass)
    assert sync.builds == builds + 1
    await sync.async_stop()


async def test_catalog_build_time(hass: HomeAssistant, fragrance: None) -> None:
    """Merging the live descriptions into the bundle stays cheap (measured, loosely bounded)."""
    started = time.perf_counter()
    source = await async_catalog_services(hass)
    seconds = time.perf_counter() - started
    assert "set_scent" in source.services["domains"]["fragrance"]["services"]
    assert "stock" not in source.services["domains"]["fragrance"]["services"]
    assert seconds < 2.0


async def test_descriptions_unavailable(
    hass: HomeAssistant, home: HomeIds, caplog: pytest.LogCaptureFixture
) -> None:
    """Without descriptions the bundle, cut to the registered services, serves; one warning."""
    with patch(
        "custom_components.context_retrieval.home.async_get_all_descriptions",
        side_effect=ModuleNotFoundError("No module named 'mutagen'"),
    ):
        sync = await _sync(hass)
        assert "switch.turn_on" in _services(sync, "switch.old_buddy")  # switch is not loaded
        hass.services.async_register("switch", "turn_on", lambda call: None)
        await _pass_cooldown(hass)
        assert _services(sync, "switch.old_buddy") == {"switch.turn_on"}
        sync.async_schedule_rebuild("test")
        await _pass_cooldown(hass)
    assert caplog.text.count("Service descriptions unavailable") == 1
    await sync.async_stop()
