"""Demo alarm panels."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.alarm_control_panel import (
    AlarmControlPanelEntity,
    AlarmControlPanelEntityFeature,
    AlarmControlPanelState,
)

from .entity import DemoEntity, setup_platform


class DemoAlarmPanel(DemoEntity, AlarmControlPanelEntity):
    """An alarm panel of the snapshot (no code)."""

    FEATURES = AlarmControlPanelEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {"changed_by": "changed_by"}
    _attr_code_arm_required = False
    _attr_code_format = None

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Disarmed, armed_home, ..."""
        self._attr_alarm_state = (
            AlarmControlPanelState(state) if state in AlarmControlPanelState else None
        )

    async def async_alarm_disarm(self, code: str | None = None) -> None:
        """Disarm."""
        self.changed(alarm_state=AlarmControlPanelState.DISARMED)

    async def async_alarm_arm_home(self, code: str | None = None) -> None:
        """Arm (home)."""
        self.changed(alarm_state=AlarmControlPanelState.ARMED_HOME)

    async def async_alarm_arm_away(self, code: str | None = None) -> None:
        """Arm (away)."""
        self.changed(alarm_state=AlarmControlPanelState.ARMED_AWAY)

    async def async_alarm_arm_night(self, code: str | None = None) -> None:
        """Arm (night)."""
        self.changed(alarm_state=AlarmControlPanelState.ARMED_NIGHT)

    async def async_alarm_arm_vacation(self, code: str | None = None) -> None:
        """Arm (vacation)."""
        self.changed(alarm_state=AlarmControlPanelState.ARMED_VACATION)

    async def async_alarm_trigger(self, code: str | None = None) -> None:
        """Sound the alarm."""
        self.changed(alarm_state=AlarmControlPanelState.TRIGGERED)


async_setup_entry = setup_platform(DemoAlarmPanel)
