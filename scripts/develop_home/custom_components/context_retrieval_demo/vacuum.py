"""Demo robot vacuums."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.vacuum import (
    StateVacuumEntity,
    VacuumActivity,
    VacuumEntityFeature,
)

from .const import LOGGER
from .entity import DemoEntity, setup_platform


class DemoVacuum(DemoEntity, StateVacuumEntity):
    """A vacuum of the snapshot (it docks the moment it is sent home)."""

    FEATURES = VacuumEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "fan_speed": "fan_speed",
        "fan_speed_list": "fan_speed_list",
    }
    _attr_fan_speed_list: ClassVar[list[str]] = []  # a sparse snapshot may have none

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Docked, cleaning, ..."""
        self._attr_activity = VacuumActivity(state) if state in VacuumActivity else None

    async def async_start(self) -> None:
        """Clean."""
        self.changed(activity=VacuumActivity.CLEANING)

    async def async_pause(self) -> None:
        """Pause."""
        self.changed(activity=VacuumActivity.PAUSED)

    async def async_stop(self, **kwargs: Any) -> None:
        """Stop where it is."""
        self.changed(activity=VacuumActivity.IDLE)

    async def async_return_to_base(self, **kwargs: Any) -> None:
        """Back to the dock."""
        self.changed(activity=VacuumActivity.DOCKED)

    async def async_clean_spot(self, **kwargs: Any) -> None:
        """Clean around here."""
        self.changed(activity=VacuumActivity.CLEANING)

    async def async_locate(self, **kwargs: Any) -> None:
        """Beep (logged)."""
        LOGGER.info("%s: beep", self.entity_id)

    async def async_set_fan_speed(self, fan_speed: str, **kwargs: Any) -> None:
        """Suction."""
        self.changed(fan_speed=fan_speed)

    async def async_send_command(
        self, command: str, params: dict[str, Any] | list[Any] | None = None, **kwargs: Any
    ) -> None:
        """Commands are logged."""
        LOGGER.info("%s: command %s %s", self.entity_id, command, params)


async_setup_entry = setup_platform(DemoVacuum)
