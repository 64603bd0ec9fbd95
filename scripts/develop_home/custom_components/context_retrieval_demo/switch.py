"""Demo switches and outlets."""

from __future__ import annotations

from homeassistant.components.switch import SwitchEntity

from .entity import OnOffEntity, setup_platform


class DemoSwitch(OnOffEntity, SwitchEntity):
    """A switch of the snapshot."""


async_setup_entry = setup_platform(DemoSwitch)
