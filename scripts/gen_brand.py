#!/usr/bin/env python3
"""Draw the integration's brand images into ``custom_components/context_retrieval/brand/``.

Home Assistant (2026.3+) serves a custom integration's ``brand/`` folder in its UI; the
images follow the home-assistant/brands rules: a square icon of 256 px (``icon.png``) and
512 px (``icon@2x.png``), trimmed, transparent background. The picture: a house whose many
dots (entities) narrow through a funnel to the few that the agent gets.

Usage: ``.venv/bin/python scripts/gen_brand.py`` (needs Pillow, which Home Assistant ships).
Deterministic: the same Pillow draws the same bytes.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parents[1] / "custom_components" / "context_retrieval" / "brand"
BLUE = (3, 169, 244, 255)  # Home Assistant's primary blue
WHITE = (255, 255, 255, 255)
AMBER = (255, 193, 7, 255)
SCALE = 4  # draw large, then downsample for smooth edges


def draw(size: int) -> Image.Image:
    """The icon at ``size`` pixels."""
    big = size * SCALE
    u = big / 64  # drawing unit: the icon is designed on a 64 x 64 grid
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    pen = ImageDraw.Draw(image)
    pen.rounded_rectangle((0, 0, big - 1, big - 1), radius=12 * u, fill=BLUE)
    # The house: roof and walls in white outline.
    pen.polygon([(32 * u, 8 * u), (54 * u, 27 * u), (10 * u, 27 * u)], fill=WHITE)
    pen.rectangle((15 * u, 26 * u, 49 * u, 31 * u), fill=WHITE)
    # The funnel: many entities above, few below.
    pen.polygon(
        [(14 * u, 34 * u), (50 * u, 34 * u), (36 * u, 46 * u), (28 * u, 46 * u)], fill=WHITE
    )
    pen.rectangle((28 * u, 45 * u, 36 * u, 51 * u), fill=WHITE)
    for x in (22, 27, 32, 37, 42):
        pen.ellipse(((x - 2) * u, 37 * u, (x + 2) * u, 41 * u), fill=BLUE)
    # The few that come out.
    for x in (26, 32, 38):
        pen.ellipse(((x - 2.6) * u, 53 * u, (x + 2.6) * u, 58.2 * u), fill=AMBER)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def main() -> None:
    """Write icon.png and icon@2x.png."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name, size in (("icon.png", 256), ("icon@2x.png", 512)):
        draw(size).save(OUT / name, optimize=True)
        print(f"wrote {OUT / name}")


if __name__ == "__main__":
    main()
