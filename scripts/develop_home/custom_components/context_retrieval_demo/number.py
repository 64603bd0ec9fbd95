"""Demo numbers: a fridge temperature, a desk height."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.number import NumberEntity, NumberMode

from .entity import DemoEntity, numeric, setup_platform


class DemoNumber(DemoEntity, NumberEntity):
    """A number of the snapshot."""

    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "min": "native_min_value",
        "max": "native_max_value",
        "step": "native_step",
        "unit_of_measurement": "native_unit_of_measurement",
    }

    _attr_mode = NumberMode.AUTO

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """The value; the mode as Home Assistant's enum."""
        value = numeric(state)
        self._attr_native_value = value if isinstance(value, (int, float)) else None
        if "mode" in attributes:
            self._attr_mode = NumberMode(attributes["mode"])

    async def async_set_native_value(self, value: float) -> None:
        """Set it."""
        self.changed(native_value=value)


async_setup_entry = setup_platform(DemoNumber)
