"""Demo climate devices: air conditioners, floor heating, a bath heater."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.climate import (
    ATTR_HVAC_MODE,
    ClimateEntity,
    ClimateEntityFeature,
    HVACMode,
)
from homeassistant.const import ATTR_TEMPERATURE, UnitOfTemperature

from .entity import DemoEntity, setup_platform

ACTIONS = {"off": "off", "cool": "cooling", "heat": "heating", "dry": "drying", "fan_only": "fan"}


class DemoClimate(DemoEntity, ClimateEntity):
    """A climate device of the snapshot."""

    FEATURES = ClimateEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "temperature": "target_temperature",
        **{
            a: a
            for a in (
                "current_humidity",
                "current_temperature",
                "fan_mode",
                "fan_modes",
                "hvac_action",
                "hvac_modes",
                "max_temp",
                "min_temp",
                "preset_mode",
                "preset_modes",
                "swing_horizontal_mode",
                "swing_horizontal_modes",
                "swing_mode",
                "swing_modes",
                "target_temp_high",
                "target_temp_low",
            )
        },
        "target_temp_step": "target_temperature_step",
    }
    _attr_temperature_unit = UnitOfTemperature.CELSIUS
    # What a sparse snapshot may leave out (Home Assistant has no defaults for these).
    _attr_fan_mode = _attr_preset_mode = _attr_swing_mode = _attr_swing_horizontal_mode = None
    _attr_fan_modes = _attr_preset_modes = _attr_swing_modes = _attr_swing_horizontal_modes = None
    _attr_target_temperature_high = _attr_target_temperature_low = None
    _last_on_mode: str | None = None

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """The HVAC mode; without a list of modes, this one and off."""
        self._attr_hvac_mode = HVACMode(state) if state in HVACMode else None
        if "hvac_modes" not in attributes:
            self._attr_hvac_modes = list(
                dict.fromkeys([self._attr_hvac_mode or HVACMode.HEAT, HVACMode.OFF])
            )

    def _set_mode(self, mode: str) -> None:
        if mode != HVACMode.OFF:
            self._last_on_mode = mode
        if self._attr_hvac_action is not None:
            self._attr_hvac_action = ACTIONS.get(mode, "idle")
        self._attr_hvac_mode = HVACMode(mode)

    async def async_set_hvac_mode(self, hvac_mode: HVACMode) -> None:
        """Switch mode."""
        self._set_mode(hvac_mode)
        self.async_write_ha_state()

    async def async_turn_on(self) -> None:
        """The last mode it ran in, else its first mode that is not off."""
        modes = [m for m in self._attr_hvac_modes or [] if m != HVACMode.OFF]
        await self.async_set_hvac_mode(HVACMode(self._last_on_mode or modes[0]))

    async def async_turn_off(self) -> None:
        """Off."""
        await self.async_set_hvac_mode(HVACMode.OFF)

    async def async_set_temperature(self, **kwargs: Any) -> None:
        """Target temperature (and mode, when given)."""
        if ATTR_HVAC_MODE in kwargs:
            self._set_mode(kwargs[ATTR_HVAC_MODE])
        if ATTR_TEMPERATURE in kwargs:
            self._attr_target_temperature = kwargs[ATTR_TEMPERATURE]
        for bound in ("target_temp_high", "target_temp_low"):
            if bound in kwargs:
                setattr(self, f"_attr_{bound}", kwargs[bound])
        self.async_write_ha_state()

    async def async_set_fan_mode(self, fan_mode: str) -> None:
        """Fan mode."""
        self.changed(fan_mode=fan_mode)

    async def async_set_preset_mode(self, preset_mode: str) -> None:
        """Preset."""
        self.changed(preset_mode=preset_mode)

    async def async_set_swing_mode(self, swing_mode: str) -> None:
        """Vertical swing."""
        self.changed(swing_mode=swing_mode)

    async def async_set_swing_horizontal_mode(self, swing_horizontal_mode: str) -> None:
        """Horizontal swing."""
        self.changed(swing_horizontal_mode=swing_horizontal_mode)


async_setup_entry = setup_platform(DemoClimate)
