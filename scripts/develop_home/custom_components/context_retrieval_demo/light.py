"""Demo lights: on/off, brightness, colour temperature, colour and effects."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.light import (
    ATTR_BRIGHTNESS,
    ATTR_COLOR_TEMP_KELVIN,
    ATTR_EFFECT,
    ATTR_HS_COLOR,
    ATTR_XY_COLOR,
    ColorMode,
    LightEntity,
    LightEntityFeature,
)

from .entity import OnOffEntity, setup_platform


class DemoLight(OnOffEntity, LightEntity):
    """A light of the snapshot."""

    FEATURES = LightEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        a: a
        for a in (
            "brightness",
            "color_mode",
            "color_temp_kelvin",
            "effect",
            "effect_list",
            "hs_color",
            "xy_color",
            "max_color_temp_kelvin",
            "min_color_temp_kelvin",
        )
    }

    def __init__(self, snap: dict[str, Any]) -> None:
        """Colour modes as a set, as Home Assistant wants them."""
        modes = (snap.get("attributes") or {}).get("supported_color_modes") or ["onoff"]
        self._attr_supported_color_modes = {ColorMode(m) for m in modes}
        super().__init__(snap)

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """On or off; a light that is on has a colour mode (a sparse snapshot may lack it)."""
        super().set_state(state, attributes)
        if self._attr_is_on:
            self._fill_in()

    def _fill_in(self) -> None:
        """The colour mode, brightness and colour a light that is on reports."""
        modes = self._attr_supported_color_modes or {ColorMode.ONOFF}
        if self._attr_color_mode is None:
            self._attr_color_mode = next(
                (m for m in (ColorMode.COLOR_TEMP, ColorMode.HS, ColorMode.XY) if m in modes),
                next(iter(modes)),
            )
        if self._attr_brightness is None and ColorMode.ONOFF not in modes:
            self._attr_brightness = 255
        if self._attr_color_mode == ColorMode.COLOR_TEMP and self._attr_color_temp_kelvin is None:
            self._attr_color_temp_kelvin = 4000
        if self._attr_color_mode == ColorMode.HS and self._attr_hs_color is None:
            self._attr_hs_color = (30.0, 50.0)
        if self._attr_color_mode == ColorMode.XY and self._attr_xy_color is None:
            self._attr_xy_color = (0.45, 0.41)

    async def async_turn_on(self, **kwargs: Any) -> None:
        """On, with whatever the call sets."""
        self._fill_in()
        if ATTR_BRIGHTNESS in kwargs:
            self._attr_brightness = kwargs[ATTR_BRIGHTNESS]
        if ATTR_COLOR_TEMP_KELVIN in kwargs:
            self._attr_color_mode = ColorMode.COLOR_TEMP
            self._attr_color_temp_kelvin = kwargs[ATTR_COLOR_TEMP_KELVIN]
        if ATTR_HS_COLOR in kwargs:
            self._attr_color_mode = ColorMode.HS
            self._attr_hs_color = kwargs[ATTR_HS_COLOR]
        if ATTR_XY_COLOR in kwargs:
            self._attr_color_mode = ColorMode.XY
            self._attr_xy_color = kwargs[ATTR_XY_COLOR]
        if ATTR_EFFECT in kwargs:
            self._attr_effect = kwargs[ATTR_EFFECT]
        self.changed(is_on=True)


async_setup_entry = setup_platform(DemoLight)
