"""Demo sirens."""

from __future__ import annotations

from typing import ClassVar

from homeassistant.components.siren import SirenEntity, SirenEntityFeature

from .entity import OnOffEntity, setup_platform


class DemoSiren(OnOffEntity, SirenEntity):
    """A siren of the snapshot."""

    FEATURES = SirenEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {"available_tones": "available_tones"}
    _attr_available_tones = None  # a sparse snapshot may have none


async_setup_entry = setup_platform(DemoSiren)
