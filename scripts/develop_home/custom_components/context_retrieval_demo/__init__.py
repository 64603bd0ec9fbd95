"""A demo home for developing Context Retrieval, built from a home snapshot (docs/contracts.md §1).

Development tooling for ``scripts/develop``, not part of the product. In configuration.yaml::

    context_retrieval_demo:
      home: zh      # zh or en (the engine's bundled demo homes) or the path of a snapshot

The YAML is imported into a config entry (devices need one). Setting the entry up creates the
snapshot's floors, areas and labels where they are missing, keeping the snapshot's ids, then one
entity per snapshot entity on the platform of its domain, with its name, device, device class,
supported features, attributes and state; services change that state. Scripts are not entities
an integration can provide: ``scripts/develop`` writes them into configuration.yaml.

Once Home Assistant has started, every snapshot entity (scripts included) gets its name, aliases,
area and labels, its device the area, and it is exposed to Assist — once per entity, so that changes
made afterwards in the UI survive a restart.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import voluptuous as vol
from homeassistant.components.homeassistant.exposed_entities import async_expose_entity
from homeassistant.config_entries import SOURCE_IMPORT, ConfigEntry
from homeassistant.core import HomeAssistant, callback
from homeassistant.helpers import area_registry as ar
from homeassistant.helpers import config_validation as cv
from homeassistant.helpers import device_registry as dr
from homeassistant.helpers import entity_registry as er
from homeassistant.helpers import floor_registry as fr
from homeassistant.helpers import label_registry as lr
from homeassistant.helpers.start import async_at_started
from homeassistant.helpers.typing import ConfigType

from .const import APPLIED, BUNDLED_HOMES, CONF_HOME, DOMAIN, LOGGER
from .entity import PLATFORMS, device_key

CONFIG_SCHEMA = vol.Schema(
    {DOMAIN: vol.Schema({vol.Required(CONF_HOME): cv.string})}, extra=vol.ALLOW_EXTRA
)

type DemoConfigEntry = ConfigEntry[dict[str, Any]]


async def async_setup(hass: HomeAssistant, config: ConfigType) -> bool:
    """Import the YAML into the (single) config entry."""
    if DOMAIN in config:
        hass.async_create_task(
            hass.config_entries.flow.async_init(
                DOMAIN, context={"source": SOURCE_IMPORT}, data=dict(config[DOMAIN])
            )
        )
    return True


def load_home(hass: HomeAssistant, home: str) -> dict[str, Any]:
    """The snapshot: a bundled demo home by name, or a file (blocking)."""
    if home in BUNDLED_HOMES:
        # This integration is linked in from the repository, whose devtools/homes hold them.
        path = Path(__file__).resolve().parents[4] / "devtools" / "homes" / BUNDLED_HOMES[home]
    else:
        path = Path(hass.config.path(home))
    snapshot: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return snapshot


async def async_setup_entry(hass: HomeAssistant, entry: DemoConfigEntry) -> bool:
    """Floors, areas and labels, then the entities; registry details once started."""
    snapshot = await hass.async_add_executor_job(load_home, hass, entry.data[CONF_HOME])
    entry.runtime_data = snapshot
    _async_create_floors_areas_labels(hass, snapshot)
    domains = {e["entity_id"].split(".", 1)[0] for e in snapshot["entities"]}
    for domain in sorted(domains - set(PLATFORMS) - {"script"}):
        LOGGER.warning("No demo platform for %s entities; they are left out", domain)
    await hass.config_entries.async_forward_entry_setups(
        entry, [p for p in PLATFORMS if p in domains]
    )

    @callback
    def started(hass: HomeAssistant) -> None:
        _async_apply_registry_details(hass, entry)

    entry.async_on_unload(async_at_started(hass, started))
    return True


async def async_unload_entry(hass: HomeAssistant, entry: DemoConfigEntry) -> bool:
    """Remove the entities (the registries keep what was created)."""
    domains = {e["entity_id"].split(".", 1)[0] for e in entry.runtime_data["entities"]}
    return await hass.config_entries.async_unload_platforms(
        entry, [p for p in PLATFORMS if p in domains]
    )


@callback
def _async_create_floors_areas_labels(hass: HomeAssistant, snapshot: dict[str, Any]) -> None:
    """Create what is missing. The registries make ids from names, so each floor and area is
    created under its snapshot id as the name and then renamed: ids match the snapshot's."""
    floors = fr.async_get(hass)
    for floor in snapshot.get("floors", []):
        if floors.async_get_floor(floor["id"]) is None:
            created = floors.async_create(floor["id"])
            floors.async_update(
                created.floor_id,
                name=floor["name"],
                aliases=set(floor.get("aliases", [])),
                level=floor.get("level"),
            )
    areas = ar.async_get(hass)
    for area in snapshot.get("areas", []):
        if areas.async_get_area(area["id"]) is None:
            created = areas.async_create(area["id"])
            areas.async_update(
                created.id,
                name=area["name"],
                aliases=set(area.get("aliases", [])),
                floor_id=area.get("floor")
                if floors.async_get_floor(area.get("floor") or "")
                else None,
            )
    labels = lr.async_get(hass)
    for name in sorted({label for e in snapshot["entities"] for label in e.get("labels", [])}):
        if labels.async_get_label_by_name(name) is None:
            labels.async_create(name)


@callback
def _async_apply_registry_details(hass: HomeAssistant, entry: DemoConfigEntry) -> None:
    """Name, aliases, area, labels and exposure of each snapshot entity, once per entity."""
    entities = er.async_get(hass)
    devices = dr.async_get(hass)
    areas = ar.async_get(hass)
    labels = lr.async_get(hass)
    applied = set(entry.data.get(APPLIED, []))
    done: list[str] = []
    for snap in entry.runtime_data["entities"]:
        entity_id = snap["entity_id"]
        if entity_id in applied:
            continue
        reg = entities.async_get(entity_id)
        if reg is None:
            continue  # a domain without a demo platform, or a script missing from the YAML
        area_id = snap.get("area") if areas.async_get_area(snap.get("area") or "") else None
        label_ids = {
            label.label_id
            for name in snap.get("labels", [])
            if (label := labels.async_get_label_by_name(name)) is not None
        }
        entities.async_update_entity(
            entity_id,
            # The snapshot's name as the user's name for the entity: Home Assistant 2026.10
            # puts the device's name first in friendly names (and in the name Assist matches
            # when the entity has no area); a name the user gave replaces both.
            name=snap.get("name") or None,
            aliases=[er.COMPUTED_NAME, *snap.get("aliases", [])],
            area_id=area_id,
            labels=label_ids,
        )
        device = devices.async_get(reg.device_id) if reg.device_id else None
        if device is not None and (DOMAIN, device_key(snap)) in device.identifiers:
            devices.async_update_device(device.id, area_id=area_id)
        async_expose_entity(hass, "conversation", entity_id, True)
        done.append(entity_id)
    if done:
        LOGGER.info("Names, aliases, areas, labels and exposure set for %d entities", len(done))
        hass.config_entries.async_update_entry(
            entry, data={**entry.data, APPLIED: sorted(applied | set(done))}
        )
