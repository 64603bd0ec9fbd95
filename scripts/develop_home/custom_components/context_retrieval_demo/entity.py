"""The base of the demo entities: everything a snapshot entity says, on a real entity."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from enum import IntFlag
from typing import Any, ClassVar, Final

from homeassistant.config_entries import ConfigEntry
from homeassistant.const import Platform
from homeassistant.core import HomeAssistant
from homeassistant.helpers.device_registry import DeviceInfo
from homeassistant.helpers.entity import Entity
from homeassistant.helpers.entity_platform import (
    AddConfigEntryEntitiesCallback,
    async_get_current_platform,
)

from .const import DOMAIN

PLATFORMS: Final = (
    Platform.ALARM_CONTROL_PANEL,
    Platform.BINARY_SENSOR,
    Platform.BUTTON,
    Platform.CLIMATE,
    Platform.COVER,
    Platform.FAN,
    Platform.HUMIDIFIER,
    Platform.LAWN_MOWER,
    Platform.LIGHT,
    Platform.LOCK,
    Platform.MEDIA_PLAYER,
    Platform.NUMBER,
    Platform.SCENE,
    Platform.SELECT,
    Platform.SENSOR,
    Platform.SIREN,
    Platform.SWITCH,
    Platform.TODO,
    Platform.VACUUM,
    Platform.VALVE,
    Platform.WATER_HEATER,
    Platform.WEATHER,
)

type Snapshot = dict[str, Any]


def device_key(snap: Snapshot) -> str:
    """One device per device name and area (the snapshot reuses model names across rooms)."""
    return f"{snap.get('area') or '-'}/{snap['device_name']}"


def numeric(state: str | None) -> int | float | str | None:
    """A state as Home Assistant's number entities and sensors take it ("4" stays 4)."""
    if state is None or state in ("unknown", "unavailable"):
        return None
    for kind in (int, float):
        try:
            return kind(state)
        except ValueError:
            pass
    return state


class DemoEntity(Entity):
    """An entity of the snapshot: name, device, device class, features, attributes, state.

    Subclasses list the snapshot attributes they take over (``ATTRIBUTES``: snapshot name →
    ``_attr_`` name), their feature flags and how the snapshot's state reads
    (:meth:`set_state`); their service methods change the state.
    """

    _attr_should_poll = False
    _attr_has_entity_name = False
    ATTRIBUTES: ClassVar[dict[str, str]] = {}
    FEATURES: ClassVar[type[IntFlag] | None] = None

    def __init__(self, snap: Snapshot) -> None:
        """Take over the snapshot entity."""
        self.entity_id = snap["entity_id"]
        self._attr_unique_id = snap["entity_id"]
        self._attr_name = snap.get("name") or None
        attributes: dict[str, Any] = snap.get("attributes") or {}
        if snap.get("device_class"):
            self._attr_device_class = snap["device_class"]
        if self.FEATURES is not None:
            # docs/contracts.md §1: without supported_features every feature counts as supported.
            features = attributes.get("supported_features", sum(self.FEATURES))
            self._attr_supported_features = self.FEATURES(int(features))
        for key, attr in self.ATTRIBUTES.items():
            if key in attributes:
                setattr(self, f"_attr_{attr}", attributes[key])
        if snap.get("device_name"):
            self._attr_device_info = DeviceInfo(
                identifiers={(DOMAIN, device_key(snap))},
                name=snap["device_name"],
                manufacturer="Context Retrieval demo",
            )
        self.set_state(snap.get("state"), attributes)

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Take over the snapshot's state (by default: nothing to do)."""

    def changed(self, **attrs: Any) -> None:
        """Set ``_attr_`` values and write the new state."""
        for attr, value in attrs.items():
            setattr(self, f"_attr_{attr}", value)
        self.async_write_ha_state()


class OnOffEntity(DemoEntity):
    """State "on"/"off"; turn_on and turn_off switch it."""

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """On or off."""
        self._attr_is_on = state == "on"

    async def async_turn_on(self, **kwargs: Any) -> None:
        """Switch on."""
        self.changed(is_on=True)

    async def async_turn_off(self, **kwargs: Any) -> None:
        """Switch off."""
        self.changed(is_on=False)


def setup_platform(
    entity_class: Callable[[Snapshot], Entity],
) -> Callable[
    [HomeAssistant, ConfigEntry, AddConfigEntryEntitiesCallback], Coroutine[Any, Any, None]
]:
    """A platform's ``async_setup_entry``: one entity per snapshot entity of its domain."""

    async def async_setup_entry(
        hass: HomeAssistant, entry: ConfigEntry, async_add_entities: AddConfigEntryEntitiesCallback
    ) -> None:
        domain = async_get_current_platform().domain
        async_add_entities(
            entity_class(snap)
            for snap in entry.runtime_data["entities"]
            if snap["entity_id"].split(".", 1)[0] == domain
        )

    return async_setup_entry
