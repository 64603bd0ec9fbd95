"""The brand images: Home Assistant's own brands integration serves them from ``brand/``."""

from __future__ import annotations

import io
from pathlib import Path

from homeassistant.core import HomeAssistant
from homeassistant.setup import async_setup_component
from PIL import Image
from pytest_homeassistant_custom_component.typing import ClientSessionGenerator

from custom_components.context_retrieval.const import DOMAIN

BRAND = Path(__file__).parents[2] / "custom_components" / DOMAIN / "brand"


def test_icons_follow_the_brands_rules() -> None:
    """Square, 256 and 512 px, with a transparent background (home-assistant/brands)."""
    for name, size in (("icon.png", 256), ("icon@2x.png", 512)):
        with Image.open(BRAND / name) as image:
            assert image.format == "PNG"
            assert image.size == (size, size)
            assert image.mode == "RGBA"
            assert image.getpixel((0, 0))[3] == 0  # the rounded corner is transparent


async def test_served_by_home_assistant(
    hass: HomeAssistant, hass_client: ClientSessionGenerator
) -> None:
    """The UI asks /api/brands/integration/<domain>/icon.png and gets our file, not the CDN's."""
    assert await async_setup_component(hass, "brands", {})
    client = await hass_client()
    for name in ("icon.png", "icon@2x.png"):
        response = await client.get(f"/api/brands/integration/{DOMAIN}/{name}")
        assert response.status == 200
        served = await response.read()
        assert served == (BRAND / name).read_bytes()
        with Image.open(io.BytesIO(served)) as image:
            assert image.width == image.height
