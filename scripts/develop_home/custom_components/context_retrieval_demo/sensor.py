"""Demo sensors: a fixed reading with its unit and state class."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.sensor import SensorEntity

from .entity import DemoEntity, numeric, setup_platform


class DemoSensor(DemoEntity, SensorEntity):
    """A sensor of the snapshot."""

    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "unit_of_measurement": "native_unit_of_measurement",
        "state_class": "state_class",
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Numbers stay numbers (sensors with a state class must be numeric)."""
        self._attr_native_value = numeric(state)


async_setup_entry = setup_platform(DemoSensor)
