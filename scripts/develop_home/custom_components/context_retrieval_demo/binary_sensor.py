"""Demo binary sensors (no services: the state stays what the snapshot says)."""

from __future__ import annotations

from homeassistant.components.binary_sensor import BinarySensorEntity

from .entity import OnOffEntity, setup_platform


class DemoBinarySensor(OnOffEntity, BinarySensorEntity):
    """A binary sensor of the snapshot."""


async_setup_entry = setup_platform(DemoBinarySensor)
