"""Demo covers: curtains, blinds and shades that open, close, stop and move to a position."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.cover import (
    ATTR_POSITION,
    ATTR_TILT_POSITION,
    CoverEntity,
    CoverEntityFeature,
)

from .entity import DemoEntity, setup_platform


class DemoCover(DemoEntity, CoverEntity):
    """A cover of the snapshot."""

    FEATURES = CoverEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "current_position": "current_cover_position",
        "current_tilt_position": "current_cover_tilt_position",
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Closed or not."""
        self._attr_is_closed = state == "closed"

    def _move(self, position: int) -> None:
        if self._attr_current_cover_position is None:
            self.changed(is_closed=position == 0)
        else:
            self.changed(current_cover_position=position, is_closed=position == 0)

    async def async_open_cover(self, **kwargs: Any) -> None:
        """Fully open."""
        self._move(100)

    async def async_close_cover(self, **kwargs: Any) -> None:
        """Fully closed."""
        self._move(0)

    async def async_set_cover_position(self, **kwargs: Any) -> None:
        """To the position asked."""
        self._move(kwargs[ATTR_POSITION])

    async def async_stop_cover(self, **kwargs: Any) -> None:
        """Stays where it is."""
        self.async_write_ha_state()

    async def async_open_cover_tilt(self, **kwargs: Any) -> None:
        """Slats open."""
        self.changed(current_cover_tilt_position=100)

    async def async_close_cover_tilt(self, **kwargs: Any) -> None:
        """Slats closed."""
        self.changed(current_cover_tilt_position=0)

    async def async_set_cover_tilt_position(self, **kwargs: Any) -> None:
        """Slats to the position asked."""
        self.changed(current_cover_tilt_position=kwargs[ATTR_TILT_POSITION])

    async def async_stop_cover_tilt(self, **kwargs: Any) -> None:
        """Slats stay where they are."""
        self.async_write_ha_state()


async_setup_entry = setup_platform(DemoCover)
