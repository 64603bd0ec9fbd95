"""Engine tests run without Home Assistant; only the plugin's socket guard reaches them.

The HA test plugin blocks socket creation for every test. The engine's HTTP clients are
tested against real aiohttp servers on 127.0.0.1, so these tests re-enable sockets; the
plugin still restricts connections to loopback.
"""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _loopback_sockets(socket_enabled: None) -> None:  # noqa: PT004 - enables, returns nothing
    """Allow loopback servers in engine tests."""
