"""Demo sensors: a fixed reading with its unit and state class."""

from __future__ import annotations

from datetime import datetime
from typing import Any, ClassVar

from homeassistant.components.sensor import SensorEntity
from homeassistant.util import dt as dt_util

from .entity import DemoEntity, numeric, setup_platform


class DemoSensor(DemoEntity, SensorEntity):
    """A sensor of the snapshot."""

    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "unit_of_measurement": "native_unit_of_measurement",
        "state_class": "state_class",
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Numbers stay numbers (sensors with a state class must be numeric); dates are dates."""
        value: Any = numeric(state)
        if isinstance(value, str) and self.device_class in ("date", "timestamp"):
            parsed = dt_util.parse_datetime(value) or dt_util.parse_date(value)
            if self.device_class == "date" and isinstance(parsed, datetime):
                parsed = parsed.date()
            if self.device_class == "timestamp" and not isinstance(parsed, datetime):
                parsed = None
            value = parsed
        self._attr_native_value = value


async_setup_entry = setup_platform(DemoSensor)
