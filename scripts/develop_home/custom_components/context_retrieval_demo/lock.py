"""Demo locks."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.lock import LockEntity, LockEntityFeature

from .entity import DemoEntity, setup_platform


class DemoLock(DemoEntity, LockEntity):
    """A lock of the snapshot."""

    FEATURES = LockEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        "code_format": "code_format",
        "changed_by": "changed_by",
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Locked, unlocked or open."""
        self._attr_is_locked = state == "locked"
        self._attr_is_open = state == "open"

    async def async_lock(self, **kwargs: Any) -> None:
        """Lock."""
        self.changed(is_locked=True, is_open=False)

    async def async_unlock(self, **kwargs: Any) -> None:
        """Unlock."""
        self.changed(is_locked=False, is_open=False)

    async def async_open(self, **kwargs: Any) -> None:
        """Open the latch."""
        self.changed(is_locked=False, is_open=True)


async_setup_entry = setup_platform(DemoLock)
