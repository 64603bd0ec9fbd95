"""A small line-chart PNG writer (numpy + zlib), so the bench draws its figure without matplotlib.

Panels have logarithmic axes (home sizes and token counts span decades), series are polylines
with square markers, labels use a built-in 5×7 pixel font (upper case, digits, a little
punctuation; anything else prints as "?"). The output is deterministic.
"""

from __future__ import annotations

import itertools
import math
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

import numpy as np

type Color = tuple[int, int, int]

_FONT_ROWS: Final[dict[str, tuple[int, ...]]] = {
    "A": (0x0E, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11),
    "B": (0x1E, 0x11, 0x11, 0x1E, 0x11, 0x11, 0x1E),
    "C": (0x0E, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0E),
    "D": (0x1E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1E),
    "E": (0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x1F),
    "F": (0x1F, 0x10, 0x10, 0x1E, 0x10, 0x10, 0x10),
    "G": (0x0E, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0F),
    "H": (0x11, 0x11, 0x11, 0x1F, 0x11, 0x11, 0x11),
    "I": (0x0E, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0E),
    "J": (0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0C),
    "K": (0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11),
    "L": (0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1F),
    "M": (0x11, 0x1B, 0x15, 0x15, 0x11, 0x11, 0x11),
    "N": (0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11),
    "O": (0x0E, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E),
    "P": (0x1E, 0x11, 0x11, 0x1E, 0x10, 0x10, 0x10),
    "Q": (0x0E, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0D),
    "R": (0x1E, 0x11, 0x11, 0x1E, 0x14, 0x12, 0x11),
    "S": (0x0F, 0x10, 0x10, 0x0E, 0x01, 0x01, 0x1E),
    "T": (0x1F, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04),
    "U": (0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0E),
    "V": (0x11, 0x11, 0x11, 0x11, 0x11, 0x0A, 0x04),
    "W": (0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0A),
    "X": (0x11, 0x11, 0x0A, 0x04, 0x0A, 0x11, 0x11),
    "Y": (0x11, 0x11, 0x11, 0x0A, 0x04, 0x04, 0x04),
    "Z": (0x1F, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1F),
    "0": (0x0E, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0E),
    "1": (0x04, 0x0C, 0x04, 0x04, 0x04, 0x04, 0x0E),
    "2": (0x0E, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1F),
    "3": (0x1F, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0E),
    "4": (0x02, 0x06, 0x0A, 0x12, 0x1F, 0x02, 0x02),
    "5": (0x1F, 0x10, 0x1E, 0x01, 0x01, 0x11, 0x0E),
    "6": (0x06, 0x08, 0x10, 0x1E, 0x11, 0x11, 0x0E),
    "7": (0x1F, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08),
    "8": (0x0E, 0x11, 0x11, 0x0E, 0x11, 0x11, 0x0E),
    "9": (0x0E, 0x11, 0x11, 0x0F, 0x01, 0x02, 0x0C),
    " ": (0, 0, 0, 0, 0, 0, 0),
    ".": (0, 0, 0, 0, 0, 0x0C, 0x0C),
    ",": (0, 0, 0, 0, 0x0C, 0x04, 0x08),
    "%": (0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03),
    "(": (0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02),
    ")": (0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08),
    "-": (0, 0, 0, 0x1F, 0, 0, 0),
    "/": (0, 0x01, 0x02, 0x04, 0x08, 0x10, 0),
    ":": (0, 0x0C, 0x0C, 0, 0x0C, 0x0C, 0),
    "+": (0, 0x04, 0x04, 0x1F, 0x04, 0x04, 0),
    "=": (0, 0, 0x1F, 0, 0x1F, 0, 0),
    "_": (0, 0, 0, 0, 0, 0, 0x1F),
    "<": (0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02),
    ">": (0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08),
    "?": (0x0E, 0x11, 0x01, 0x02, 0x04, 0, 0x04),
    "*": (0, 0x04, 0x15, 0x0E, 0x15, 0x04, 0),
}
WHITE: Final[Color] = (255, 255, 255)
BLACK: Final[Color] = (0, 0, 0)
GREY: Final[Color] = (200, 200, 200)
PALETTE: Final[tuple[Color, ...]] = (
    (31, 119, 180),
    (214, 39, 40),
    (44, 160, 44),
    (255, 127, 14),
    (148, 103, 189),
    (140, 86, 75),
    (227, 119, 194),
    (127, 127, 127),
)


class Canvas:
    """An RGB image with the few drawing operations a line chart needs."""

    def __init__(self, width: int, height: int, background: Color = WHITE) -> None:
        self.pixels = np.empty((height, width, 3), dtype=np.uint8)
        self.pixels[:] = background
        self.width, self.height = width, height

    def dot(self, x: int, y: int, color: Color, size: int = 1) -> None:
        """A filled square of ``size`` pixels centred on (x, y), clipped to the image."""
        half = size // 2
        x0, y0 = max(0, x - half), max(0, y - half)
        x1, y1 = min(self.width, x - half + size), min(self.height, y - half + size)
        if x0 < x1 and y0 < y1:
            self.pixels[y0:y1, x0:x1] = color

    def line(
        self,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        color: Color,
        width: int = 1,
        dash: int = 0,
    ) -> None:
        """A straight line; ``dash`` > 0 draws dashes of that many pixels."""
        steps = max(1, int(max(abs(x1 - x0), abs(y1 - y0))))
        for i in range(steps + 1):
            if dash and (i // dash) % 2:
                continue
            t = i / steps
            self.dot(round(x0 + (x1 - x0) * t), round(y0 + (y1 - y0) * t), color, width)

    def rect(self, x0: int, y0: int, x1: int, y1: int, color: Color) -> None:
        """An outline rectangle."""
        for xa, ya, xb, yb in (
            (x0, y0, x1, y0),
            (x0, y1, x1, y1),
            (x0, y0, x0, y1),
            (x1, y0, x1, y1),
        ):
            self.line(xa, ya, xb, yb, color)

    def text(
        self, x: int, y: int, text: str, color: Color = BLACK, scale: int = 2, anchor: str = "left"
    ) -> None:
        """Text in the built-in font; ``anchor`` is left, centre or right of ``x``."""
        text = text.upper()
        advance = 6 * scale
        if anchor == "centre":
            x -= len(text) * advance // 2
        elif anchor == "right":
            x -= len(text) * advance
        for index, char in enumerate(text):
            rows = _FONT_ROWS.get(char, _FONT_ROWS["?"])
            left = x + index * advance
            for r, bits in enumerate(rows):
                for c in range(5):
                    if bits & (0x10 >> c):
                        y0, x0 = y + r * scale, left + c * scale
                        if (
                            0 <= x0
                            and x0 + scale <= self.width
                            and 0 <= y0
                            and y0 + scale <= self.height
                        ):
                            self.pixels[y0 : y0 + scale, x0 : x0 + scale] = color

    def png(self) -> bytes:
        """The image as PNG bytes (8-bit RGB, no filter, zlib level 9)."""
        height, width, _ = self.pixels.shape
        raw = np.concatenate(
            [np.zeros((height, 1), dtype=np.uint8), self.pixels.reshape(height, width * 3)], axis=1
        ).tobytes()

        def chunk(tag: bytes, data: bytes) -> bytes:
            return (
                struct.pack(">I", len(data))
                + tag
                + data
                + struct.pack(">I", zlib.crc32(tag + data))
            )

        header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b"")
        )


@dataclass(slots=True)
class Series:
    """One line of a panel."""

    label: str
    xs: Sequence[float]
    ys: Sequence[float | None]
    color: Color
    dash: int = 0


@dataclass(slots=True)
class Panel:
    """One chart: title, axis labels and series, both axes logarithmic."""

    title: str
    x_label: str
    y_label: str
    series: list[Series] = field(default_factory=list)
    targets: list[tuple[float, float, str]] = field(default_factory=list)
    """Target markers: (x, y, label), drawn as hollow squares."""


def _decades(low: float, high: float) -> tuple[float, float]:
    low = 10 ** math.floor(math.log10(low))
    high = 10 ** math.ceil(math.log10(high))
    return (low, high * 10) if high <= low else (low, high)


def _tick_label(value: float) -> str:
    if value >= 1000:
        thousands = value / 1000
        return f"{thousands:g}K" if thousands < 1000 else f"{thousands / 1000:g}M"
    return f"{value:g}"


def draw_panel(canvas: Canvas, panel: Panel, box: tuple[int, int, int, int]) -> None:
    """Draw one panel into ``box`` = (left, top, right, bottom) of the canvas."""
    left, top, right, bottom = box
    plot_l, plot_t, plot_r, plot_b = left + 80, top + 44, right - 24, bottom - 150
    xs = [x for s in panel.series for x, y in zip(s.xs, s.ys, strict=True) if y] + [
        t[0] for t in panel.targets
    ]
    ys = [y for s in panel.series for y in s.ys if y] + [t[1] for t in panel.targets]
    if not xs or not ys:
        canvas.text((left + right) // 2, (top + bottom) // 2, "NO DATA", anchor="centre")
        return
    x_low, x_high = _decades(min(xs), max(xs))
    y_low, y_high = _decades(min(ys), max(ys))

    def px(x: float) -> float:
        return plot_l + (math.log10(x) - math.log10(x_low)) / (
            math.log10(x_high) - math.log10(x_low)
        ) * (plot_r - plot_l)

    def py(y: float) -> float:
        return plot_b - (math.log10(y) - math.log10(y_low)) / (
            math.log10(y_high) - math.log10(y_low)
        ) * (plot_b - plot_t)

    canvas.text((left + right) // 2, top + 2, panel.title, anchor="centre")
    decade = x_low
    while decade <= x_high * 1.0001:
        canvas.line(px(decade), plot_t, px(decade), plot_b, GREY)
        canvas.text(round(px(decade)), plot_b + 8, _tick_label(decade), anchor="centre")
        decade *= 10
    decade = y_low
    while decade <= y_high * 1.0001:
        canvas.line(plot_l, py(decade), plot_r, py(decade), GREY)
        canvas.text(plot_l - 6, round(py(decade)) - 7, _tick_label(decade), anchor="right")
        decade *= 10
    canvas.rect(plot_l, plot_t, plot_r, plot_b, BLACK)
    canvas.text((plot_l + plot_r) // 2, plot_b + 30, panel.x_label, anchor="centre")
    canvas.text(plot_l, plot_t - 20, panel.y_label)
    for series in panel.series:
        points = [(px(x), py(y)) for x, y in zip(series.xs, series.ys, strict=True) if y]
        for (xa, ya), (xb, yb) in itertools.pairwise(points):
            canvas.line(xa, ya, xb, yb, series.color, width=3, dash=series.dash)
        for x, y in points:
            canvas.dot(round(x), round(y), series.color, 9)
    for x, y, _label in panel.targets:
        cx, cy = round(px(x)), round(py(y))
        canvas.rect(cx - 7, cy - 7, cx + 7, cy + 7, BLACK)
        canvas.rect(cx - 6, cy - 6, cx + 6, cy + 6, BLACK)
    legend_y = plot_b + 54
    for series in panel.series:
        canvas.line(
            plot_l, legend_y + 6, plot_l + 24, legend_y + 6, series.color, width=3, dash=series.dash
        )
        canvas.text(plot_l + 30, legend_y, series.label)
        legend_y += 18
    if panel.targets:
        canvas.rect(plot_l + 6, legend_y, plot_l + 18, legend_y + 12, BLACK)
        canvas.text(plot_l + 30, legend_y, "TARGET: " + ", ".join(t[2] for t in panel.targets))


def write_chart(
    path: Path, panels: Sequence[Panel], title: str, panel_size: tuple[int, int] = (620, 600)
) -> None:
    """Draw the panels side by side under a title and write the PNG."""
    width, height = panel_size[0] * len(panels), panel_size[1] + 36
    canvas = Canvas(width, height)
    canvas.text(width // 2, 8, title, anchor="centre")
    for index, panel in enumerate(panels):
        draw_panel(canvas, panel, (index * panel_size[0], 36, (index + 1) * panel_size[0], height))
    path.write_bytes(canvas.png())
