"""The demo home's entry comes from configuration.yaml only (devices need a config entry)."""

from __future__ import annotations

from typing import Any

from homeassistant.config_entries import ConfigFlow, ConfigFlowResult

from .const import CONF_HOME, DOMAIN


class DemoHomeConfigFlow(ConfigFlow, domain=DOMAIN):
    """Import ``context_retrieval_demo:`` from configuration.yaml."""

    VERSION = 1

    async def async_step_import(self, import_data: dict[str, Any]) -> ConfigFlowResult:
        """One entry; a changed ``home`` updates it."""
        for entry in self._async_current_entries():
            if entry.data.get(CONF_HOME) != import_data[CONF_HOME]:
                self.hass.config_entries.async_update_entry(
                    entry, data={CONF_HOME: import_data[CONF_HOME]}
                )
            return self.async_abort(reason="already_configured")
        return self.async_create_entry(title="Demo home", data={CONF_HOME: import_data[CONF_HOME]})
