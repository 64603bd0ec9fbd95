"""Demo scenes: activating one is logged (its state becomes the time it was activated)."""

from __future__ import annotations

from typing import Any

from homeassistant.components.scene import Scene

from .const import LOGGER
from .entity import DemoEntity, setup_platform


class DemoScene(DemoEntity, Scene):
    """A scene of the snapshot (its ``id`` attribute too, as scenes.yaml scenes have one)."""

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Only the ``id``: the state is the time of the last activation, by Home Assistant."""
        if "id" in attributes:
            self._attr_extra_state_attributes = {"id": attributes["id"]}

    async def async_activate(self, **kwargs: Any) -> None:
        """Log the activation."""
        LOGGER.info("%s activated", self.entity_id)


async_setup_entry = setup_platform(DemoScene)
