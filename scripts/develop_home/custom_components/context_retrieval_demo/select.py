"""Demo selects: a washing programme, a home mode."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.select import SelectEntity

from .entity import DemoEntity, setup_platform


class DemoSelect(DemoEntity, SelectEntity):
    """A select of the snapshot."""

    ATTRIBUTES: ClassVar[dict[str, str]] = {"options": "options"}

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """The selected option."""
        self._attr_current_option = state if state in (self._attr_options or []) else None

    async def async_select_option(self, option: str) -> None:
        """Select it."""
        self.changed(current_option=option)


async_setup_entry = setup_platform(DemoSelect)
