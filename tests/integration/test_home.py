"""The exposed home as the engine sees it, and how it is kept fresh."""

from __future__ import annotations

from datetime import timedelta

from homeassistant.components.homeassistant.exposed_entities import async_expose_entity
from homeassistant.const import EVENT_HOMEASSISTANT_STOP
from homeassistant.core import HomeAssistant
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import floor_registry as fr
from homeassistant.util import dt as dt_util
from pytest_homeassistant_custom_component.common import async_fire_time_changed

from custom_components.context_retrieval.const import STORAGE_KEY
from custom_components.context_retrieval.engine.pipeline import Settings
from custom_components.context_retrieval.home import HomeSync, async_build_home

from .conftest import CountingEmbedder, HomeIds


async def _pass_cooldown(hass: HomeAssistant) -> None:
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=3))
    await hass.async_block_till_done(wait_background_tasks=True)


async def test_build_home(hass: HomeAssistant, home: HomeIds) -> None:
    """Exposed entities with names, aliases, areas (own or device's), floors and labels."""
    snapshot = async_build_home(hass)
    assert snapshot.language == "zh-Hans"
    assert "switch.safe" not in snapshot.entities  # not exposed
    assert snapshot.floors[home.floors["ground"]].names == ("一楼", "楼下")
    living = snapshot.areas[home.areas["living"]]
    assert living.names == ("客厅", "起居室")
    assert living.floor_id == home.floors["ground"]

    main = snapshot.entities["light.living_main"]
    assert main.name == "客厅灯"
    assert main.aliases == ("大灯",)
    assert main.area_id == home.areas["living"]
    assert main.device_name is None
    assert main.state == "off"
    assert main.attributes["supported_color_modes"] == ["brightness"]

    assert snapshot.entities["switch.old_buddy"].labels == ("节能",)
    curtain = snapshot.entities["cover.living_curtain"]
    assert curtain.name == "客厅窗帘"  # the device's name (has_entity_name, no entity name)
    assert curtain.device_name == "客厅窗帘"  # the user's device name wins
    assert curtain.area_id == home.areas["living"]  # from the device
    assert curtain.device_class == "curtain"
    outdoor = snapshot.entities["sensor.outdoor_temperature"]  # state only, no registry entry
    assert (outdoor.name, outdoor.area_id, outdoor.device_class) == (
        "室外温度",
        None,
        "temperature",
    )


async def test_alias_order_and_empty_names(
    hass: HomeAssistant, home: HomeIds, entity_registry: er.EntityRegistry
) -> None:
    """The computed name stays the name wherever it sits; without it the first alias is."""
    entity_registry.async_update_entity(
        "light.living_main", aliases=["大灯", er.COMPUTED_NAME, "主灯"]
    )
    entity = async_build_home(hass).entities["light.living_main"]
    assert (entity.name, entity.aliases) == ("客厅灯", ("大灯", "主灯"))

    entity_registry.async_update_entity("light.living_main", aliases=["大灯", "主灯"])
    entity = async_build_home(hass).entities["light.living_main"]
    assert (entity.name, entity.aliases) == ("大灯", ("主灯",))

    entity_registry.async_update_entity("light.living_main", aliases=[])
    entity = async_build_home(hass).entities["light.living_main"]
    assert (entity.name, entity.aliases) == ("", ())


async def test_sync_rebuilds_on_registry_changes(
    hass: HomeAssistant,
    home: HomeIds,
    entity_registry: er.EntityRegistry,
    area_registry: ar.AreaRegistry,
    floor_registry: fr.FloorRegistry,
    device_registry: dr.DeviceRegistry,
) -> None:
    """Renames, aliases, areas, floors, devices and exposure reach the index after the cooldown."""
    sync = HomeSync(hass, settings=Settings(), embedder=None)
    await sync.async_start()
    first = sync.index
    assert first is not None and sync.builds == 1

    entity_registry.async_update_entity("switch.old_buddy", name="老朋友")
    entity_registry.async_update_entity(
        "light.bedroom_ceiling", aliases=[er.COMPUTED_NAME, "卧室大灯"]
    )
    await hass.async_block_till_done()
    assert sync.index is first  # debounced: nothing yet
    await _pass_cooldown(hass)
    assert sync.builds == 2
    index = sync.index
    assert index is not first
    assert index.home.entities["switch.old_buddy"].name == "老朋友"
    assert index.home.entities["light.bedroom_ceiling"].aliases == ("卧室大灯",)

    area_registry.async_update(home.areas["kitchen"], aliases={"灶间"})
    floor_registry.async_update(home.floors["upstairs"], aliases={"楼上", "二层"})
    device_registry.async_update_device(home.devices["curtain_motor"], name_by_user="落地窗帘")
    async_expose_entity(hass, "conversation", "switch.safe", True)
    await _pass_cooldown(hass)
    assert sync.builds == 3  # one rebuild for the burst
    snapshot = sync.index.home
    assert snapshot.areas[home.areas["kitchen"]].aliases == ("灶间",)
    assert set(snapshot.floors[home.floors["upstairs"]].aliases) == {"楼上", "二层"}
    assert snapshot.entities["cover.living_curtain"].device_name == "落地窗帘"
    assert snapshot.entities["cover.living_curtain"].name == "落地窗帘"
    assert "switch.safe" in snapshot.entities
    await sync.async_stop()


async def test_no_rebuild_once_home_assistant_stops(
    hass: HomeAssistant, home: HomeIds, entity_registry: er.EntityRegistry
) -> None:
    """A change waiting out its cooldown when Home Assistant stops is not built: the
    executor the build needs is shutting down."""
    sync = HomeSync(hass, settings=Settings(), embedder=None)
    await sync.async_start()
    entity_registry.async_update_entity("switch.old_buddy", name="老朋友")
    await hass.async_block_till_done()
    hass.bus.async_fire(EVENT_HOMEASSISTANT_STOP)
    await hass.async_block_till_done()
    await _pass_cooldown(hass)
    assert sync.builds == 1
    assert sync.index is not None
    assert sync.index.home.entities["switch.old_buddy"].name == "老伙计"
    await sync.async_stop()


async def test_sync_states(hass: HomeAssistant, home: HomeIds) -> None:
    """New state is patched in place; appearing and leaving entities rebuild; no-ops skip."""
    sync = HomeSync(hass, settings=Settings(), embedder=None)
    await sync.async_start()
    index = sync.index
    hass.states.async_set(
        "sensor.living_temperature",
        "29.0",
        {"friendly_name": "客厅温度", "device_class": "temperature", "unit_of_measurement": "°C"},
    )
    await hass.async_block_till_done()
    assert sync.index is index
    assert index.home.entities["sensor.living_temperature"].state == "29.0"
    await _pass_cooldown(hass)
    assert sync.builds == 1

    hass.states.async_set("light.hallway", "on", {"friendly_name": "走廊灯"})
    await _pass_cooldown(hass)
    assert sync.builds == 2
    assert sync.index.home.entities["light.hallway"].name == "走廊灯"

    hass.states.async_remove("light.hallway")
    await _pass_cooldown(hass)
    assert "light.hallway" not in sync.index.home.entities

    # A renamed friendly name rebuilds; an unrelated new service is a no-op for the index.
    hass.states.async_set(
        "sensor.outdoor_temperature",
        "30",
        {"friendly_name": "户外温度", "device_class": "temperature"},
    )
    await _pass_cooldown(hass)
    assert sync.index.home.entities["sensor.outdoor_temperature"].name == "户外温度"
    builds = sync.builds
    hass.services.async_register("unrelated", "noop", lambda call: None)
    await _pass_cooldown(hass)
    assert sync.builds == builds
    await sync.async_stop()


async def test_catalog_follows_registered_services(hass: HomeAssistant, home: HomeIds) -> None:
    """A loaded domain offers only the services it registered."""
    sync = HomeSync(hass, settings=Settings(), embedder=None)
    await sync.async_start()
    retriever = sync.index.retriever
    entity = sync.index.home.entities["switch.old_buddy"]
    assert {c.service for c in retriever.catalog.capabilities(entity)} >= {
        "switch.turn_on",
        "switch.turn_off",
    }

    hass.services.async_register("switch", "turn_on", lambda call: None)
    await _pass_cooldown(hass)
    retriever = sync.index.retriever
    assert {c.service for c in retriever.catalog.capabilities(entity)} == {"switch.turn_on"}
    await sync.async_stop()


async def test_sync_vectors_are_stored(
    hass: HomeAssistant, home: HomeIds, entity_registry: er.EntityRegistry, hass_storage: dict
) -> None:
    """Document vectors are embedded once, saved, and reused by the next start."""
    embedder = CountingEmbedder()
    sync = HomeSync(hass, settings=Settings(), embedder=embedder)
    await sync.async_start()
    assert sync.index.model_id is None  # n-grams first
    await sync.async_embed()
    first = embedder.embedded["passage"]
    assert first > 0
    assert sync.index.model_id == CountingEmbedder.model_id
    assert sync.cached_vectors == first
    await sync.async_stop()  # writes what the delayed save has not written yet
    assert STORAGE_KEY in hass_storage

    embedder = CountingEmbedder()
    sync = HomeSync(hass, settings=Settings(), embedder=embedder)
    await sync.async_start()
    await sync.async_embed()
    assert embedder.embedded["passage"] == 0
    assert sync.index.model_id == CountingEmbedder.model_id

    # A new alias adds a name document only where names are embedded; a new entity adds its own.
    hass.states.async_set(
        "light.hallway", "on", {"friendly_name": "走廊灯", "supported_color_modes": ["hs"]}
    )
    await _pass_cooldown(hass)
    assert "light.hallway" in sync.index.home.entities
    assert embedder.embedded["passage"] < first
    await sync.async_stop()


async def test_sync_vectors_delayed_save(
    hass: HomeAssistant, home: HomeIds, hass_storage: dict
) -> None:
    """Vectors are written after the save delay, without waiting for a stop."""
    sync = HomeSync(hass, settings=Settings(), embedder=CountingEmbedder())
    await sync.async_start()
    await sync.async_embed()
    assert STORAGE_KEY not in hass_storage  # not yet: the write is delayed
    async_fire_time_changed(hass, dt_util.utcnow() + timedelta(seconds=11))
    await hass.async_block_till_done(wait_background_tasks=True)
    stored = hass_storage[STORAGE_KEY]["data"]
    assert stored["version"] == 1
    assert sum(len(m["vectors"]) for m in stored["models"].values()) == sync.cached_vectors
    await sync.async_stop()  # nothing left to write
