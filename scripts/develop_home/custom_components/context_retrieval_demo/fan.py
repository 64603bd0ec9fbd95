"""Demo fans: purifiers, a range hood, a floor fan."""

from __future__ import annotations

import math
from typing import Any, ClassVar

from homeassistant.components.fan import FanEntity, FanEntityFeature

from .entity import DemoEntity, setup_platform


class DemoFan(DemoEntity, FanEntity):
    """A fan of the snapshot (on while its speed is above 0 or a preset runs)."""

    FEATURES = FanEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        **{a: a for a in ("percentage", "preset_mode", "preset_modes", "oscillating")},
        "direction": "current_direction",
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Speed steps from ``percentage_step``; "on" without a speed runs at the lowest."""
        step = attributes.get("percentage_step") or 1.0
        self._attr_speed_count = max(1, round(100 / step))
        if state == "on" and not self._attr_percentage and self._attr_preset_mode is None:
            self._attr_percentage = self._lowest
        if state == "off":
            self._attr_percentage, self._attr_preset_mode = 0, None
        self._last_percentage = self._attr_percentage or self._lowest

    @property
    def _lowest(self) -> int:
        return math.ceil(100 / self._attr_speed_count)

    async def async_turn_on(
        self, percentage: int | None = None, preset_mode: str | None = None, **kwargs: Any
    ) -> None:
        """On at the speed or preset asked, else at the last speed."""
        if preset_mode is not None:
            self.changed(preset_mode=preset_mode)
        else:
            await self.async_set_percentage(percentage or self._last_percentage)

    async def async_turn_off(self, **kwargs: Any) -> None:
        """Off."""
        self.changed(percentage=0, preset_mode=None)

    async def async_set_percentage(self, percentage: int) -> None:
        """Speed (0 turns it off)."""
        if percentage:
            self._last_percentage = percentage
        self.changed(
            percentage=percentage, preset_mode=None if not percentage else self._attr_preset_mode
        )

    async def async_set_preset_mode(self, preset_mode: str) -> None:
        """Preset."""
        self.changed(preset_mode=preset_mode)

    async def async_oscillate(self, oscillating: bool) -> None:
        """Swing."""
        self.changed(oscillating=oscillating)

    async def async_set_direction(self, direction: str) -> None:
        """Direction."""
        self.changed(current_direction=direction)


async_setup_entry = setup_platform(DemoFan)
