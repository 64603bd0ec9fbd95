"""Demo valves: water and gas."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.valve import ValveEntity, ValveEntityFeature

from .entity import DemoEntity, setup_platform


class DemoValve(DemoEntity, ValveEntity):
    """A valve of the snapshot; it reports a position when the snapshot has one."""

    FEATURES = ValveEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {"current_position": "current_valve_position"}

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Open or closed."""
        self._attr_reports_position = "current_position" in attributes
        self._attr_is_closed = state == "closed"

    def _move(self, position: int) -> None:
        if self._attr_reports_position:
            self._attr_current_valve_position = position
        self.changed(is_closed=position == 0)

    async def async_open_valve(self) -> None:
        """Open."""
        self._move(100)

    async def async_close_valve(self) -> None:
        """Close."""
        self._move(0)

    async def async_set_valve_position(self, position: int) -> None:
        """To the position asked."""
        self._move(position)

    async def async_stop_valve(self) -> None:
        """Stays where it is."""
        self.async_write_ha_state()


async_setup_entry = setup_platform(DemoValve)
