"""Demo buttons: pressing one is logged (its state becomes the time it was pressed)."""

from __future__ import annotations

from homeassistant.components.button import ButtonEntity

from .const import LOGGER
from .entity import DemoEntity, setup_platform


class DemoButton(DemoEntity, ButtonEntity):
    """A button of the snapshot."""

    async def async_press(self) -> None:
        """Log the press."""
        LOGGER.info("%s pressed", self.entity_id)


async_setup_entry = setup_platform(DemoButton)
