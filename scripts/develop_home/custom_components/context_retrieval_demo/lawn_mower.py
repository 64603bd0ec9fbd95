"""Demo lawn mowers."""

from __future__ import annotations

from typing import Any

from homeassistant.components.lawn_mower import (
    LawnMowerActivity,
    LawnMowerEntity,
    LawnMowerEntityFeature,
)

from .entity import DemoEntity, setup_platform


class DemoLawnMower(DemoEntity, LawnMowerEntity):
    """A lawn mower of the snapshot."""

    FEATURES = LawnMowerEntityFeature

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Docked, mowing, ..."""
        self._attr_activity = LawnMowerActivity(state) if state in LawnMowerActivity else None

    async def async_start_mowing(self) -> None:
        """Mow."""
        self.changed(activity=LawnMowerActivity.MOWING)

    async def async_pause(self) -> None:
        """Pause."""
        self.changed(activity=LawnMowerActivity.PAUSED)

    async def async_dock(self) -> None:
        """Back to the dock."""
        self.changed(activity=LawnMowerActivity.DOCKED)


async_setup_entry = setup_platform(DemoLawnMower)
