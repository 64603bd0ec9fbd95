"""Demo weather: today's conditions as the snapshot has them, the same for the days ahead."""

from __future__ import annotations

from datetime import timedelta
from typing import Any, ClassVar

from homeassistant.components.weather import Forecast, WeatherEntity, WeatherEntityFeature
from homeassistant.util import dt as dt_util

from .entity import DemoEntity, setup_platform


class DemoWeather(DemoEntity, WeatherEntity):
    """A weather entity of the snapshot."""

    FEATURES = WeatherEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        **{
            a: f"native_{a}"
            for a in (
                "temperature",
                "apparent_temperature",
                "dew_point",
                "pressure",
                "wind_speed",
                "temperature_unit",
                "pressure_unit",
                "wind_speed_unit",
                "visibility_unit",
                "precipitation_unit",
            )
        },
        **{a: a for a in ("humidity", "cloud_coverage", "wind_bearing", "attribution")},
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """The condition."""
        self._attr_condition = state

    def _forecast(self, step: timedelta, count: int) -> list[Forecast]:
        now = dt_util.now().replace(minute=0, second=0, microsecond=0)
        return [
            Forecast(
                datetime=(now + n * step).isoformat(),
                condition=self._attr_condition,
                native_temperature=self._attr_native_temperature,
                humidity=self._attr_humidity,
            )
            for n in range(count)
        ]

    async def async_forecast_daily(self) -> list[Forecast] | None:
        """Five days."""
        return self._forecast(timedelta(days=1), 5)

    async def async_forecast_hourly(self) -> list[Forecast] | None:
        """Twelve hours."""
        return self._forecast(timedelta(hours=1), 12)


async_setup_entry = setup_platform(DemoWeather)
