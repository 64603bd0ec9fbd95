"""Engine tests run without Home Assistant; only the plugin's socket guard reaches them.

The HA test plugin blocks socket creation for every test. The engine's HTTP clients are
tested against real aiohttp servers on 127.0.0.1, so these tests re-enable sockets; the
plugin still restricts connections to loopback.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import aiohttp
import pytest
from aiohttp import web

from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.local_parser import LocalParser
from devtools.homes import HOMES_DIR

type Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@pytest.fixture(autouse=True)
def _loopback_sockets(socket_enabled: None) -> None:
    """Allow loopback servers in engine tests."""


@asynccontextmanager
async def loopback_server(routes: Mapping[str, Handler]) -> AsyncIterator[str]:
    """Serve POST ``routes`` on 127.0.0.1 (a free port); yields the base URL ``http://host:port``."""
    app = web.Application()
    for path, handler in routes.items():
        app.router.add_post(path, handler)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    host, port = runner.addresses[0][:2]
    try:
        yield f"http://{host}:{port}"
    finally:
        await runner.cleanup()


@pytest.fixture
def loopback() -> Callable[[Mapping[str, Handler]], AbstractAsyncContextManager[str]]:
    """:func:`loopback_server`, for tests that serve a fake HTTP API."""
    return loopback_server


@pytest.fixture
async def closed_url() -> str:
    """The base URL of a loopback port that was just listening and is now closed: a
    connection there is refused at once."""
    probe = web.AppRunner(web.Application())
    await probe.setup()
    site = web.TCPSite(probe, "127.0.0.1", 0)
    await site.start()
    host, port = probe.addresses[0][:2]
    await probe.cleanup()
    return f"http://{host}:{port}"


@pytest.fixture
async def session() -> AsyncIterator[aiohttp.ClientSession]:
    """A client session for the engine's HTTP clients, closed after the test."""
    async with aiohttp.ClientSession() as client:
        yield client


@pytest.fixture(scope="session")
def demo_en() -> LocalParser:
    """The local parser on the bundled English demo home."""
    return LocalParser(load_home(HOMES_DIR / "demo_home_en.json"))


@pytest.fixture(scope="session")
def demo_zh() -> LocalParser:
    """The local parser on the bundled Chinese demo home (a test file may define its own)."""
    return LocalParser(load_home(HOMES_DIR / "demo_home_zh.json"))


@pytest.fixture(scope="module")
def home(request: pytest.FixtureRequest) -> Home:
    """The test module's own small home, its ``HOME`` (a snapshot, or a home built already; a
    module may define its own fixture)."""
    home = request.module.HOME
    return home if isinstance(home, Home) else Home.from_json(home)


@pytest.fixture(scope="module")
def parser(home: Home) -> LocalParser:
    """The local parser on the module's ``home``."""
    return LocalParser(home)
