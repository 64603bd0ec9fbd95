"""Demo humidifiers and dehumidifiers."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.humidifier import (
    HumidifierAction,
    HumidifierEntity,
    HumidifierEntityFeature,
)

from .entity import OnOffEntity, setup_platform


class DemoHumidifier(OnOffEntity, HumidifierEntity):
    """A (de)humidifier of the snapshot."""

    FEATURES = HumidifierEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "humidity": "target_humidity",
        **{
            a: a
            for a in (
                "action",
                "available_modes",
                "current_humidity",
                "max_humidity",
                "min_humidity",
                "mode",
            )
        },
    }
    _attr_available_modes = _attr_mode = None  # a sparse snapshot may have none

    def _running(self) -> HumidifierAction:
        if self.device_class == "dehumidifier":
            return HumidifierAction.DRYING
        return HumidifierAction.HUMIDIFYING

    async def async_turn_on(self, **kwargs: Any) -> None:
        """On."""
        if self._attr_action is not None:
            self._attr_action = self._running()
        self.changed(is_on=True)

    async def async_turn_off(self, **kwargs: Any) -> None:
        """Off."""
        if self._attr_action is not None:
            self._attr_action = HumidifierAction.OFF
        self.changed(is_on=False)

    async def async_set_humidity(self, humidity: int) -> None:
        """Target humidity."""
        self.changed(target_humidity=humidity)

    async def async_set_mode(self, mode: str) -> None:
        """Mode."""
        self.changed(mode=mode)


async_setup_entry = setup_platform(DemoHumidifier)
