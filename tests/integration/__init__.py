"""Home Assistant integration tests (pytest-homeassistant-custom-component)."""
