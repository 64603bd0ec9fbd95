"""Demo water heaters."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.water_heater import (
    STATE_OFF,
    WaterHeaterEntity,
    WaterHeaterEntityFeature,
)
from homeassistant.const import ATTR_TEMPERATURE, UnitOfTemperature

from .entity import DemoEntity, setup_platform


class DemoWaterHeater(DemoEntity, WaterHeaterEntity):
    """A water heater of the snapshot; its state is its operation mode."""

    FEATURES = WaterHeaterEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "temperature": "target_temperature",
        "target_temp_high": "target_temperature_high",
        "target_temp_low": "target_temperature_low",
        "operation_mode": "current_operation",
        **{a: a for a in ("current_temperature", "max_temp", "min_temp", "operation_list")},
    }
    _attr_temperature_unit = UnitOfTemperature.CELSIUS

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Away mode is "on"/"off" in the snapshot."""
        if "away_mode" in attributes:
            self._attr_is_away_mode_on = attributes["away_mode"] == "on"
        self._last_operation = next(
            (m for m in [state, *(self._attr_operation_list or [])] if m and m != STATE_OFF),
            None,
        )

    async def async_set_temperature(self, **kwargs: Any) -> None:
        """Target temperature."""
        self.changed(target_temperature=kwargs.get(ATTR_TEMPERATURE))

    async def async_set_operation_mode(self, operation_mode: str) -> None:
        """Operation mode."""
        if operation_mode != STATE_OFF:
            self._last_operation = operation_mode
        self.changed(current_operation=operation_mode)

    async def async_turn_on(self, **kwargs: Any) -> None:
        """The last operation mode that was not off."""
        await self.async_set_operation_mode(self._last_operation or "on")

    async def async_turn_off(self, **kwargs: Any) -> None:
        """Off."""
        await self.async_set_operation_mode(STATE_OFF)

    async def async_turn_away_mode_on(self) -> None:
        """Away."""
        self.changed(is_away_mode_on=True)

    async def async_turn_away_mode_off(self) -> None:
        """Home."""
        self.changed(is_away_mode_on=False)


async_setup_entry = setup_platform(DemoWaterHeater)
