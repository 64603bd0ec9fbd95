"""A real Home Assistant process, started the way ``scripts/develop`` starts it, driven over
REST and websocket as the frontend drives it.

``version=None`` runs the Home Assistant of ``.venv`` (the test plugin's); a version string
runs ``.ha/VERSION`` (``scripts/ha-env`` makes it on first use). The process gets its own
process group and is always stopped on the way out.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import subprocess
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

ROOT = Path(__file__).resolve().parents[1]
DEVELOP = ROOT / "scripts" / "develop"
STARTUP_TIMEOUT = 240.0
STOP_TIMEOUT = 30.0


class HomeAssistantError(Exception):
    """The process failed or answered something unexpected (with the log's tail)."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@dataclass
class HomeAssistant:
    """One running process and a session to talk to it."""

    process: subprocess.Popen[bytes]
    config: Path
    port: int
    output: Path
    session: aiohttp.ClientSession
    version: str = ""
    timings: dict[str, float] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def token(self) -> str:
        return (self.config / ".token").read_text(encoding="utf-8").strip()

    def log_tail(self, lines: int = 40) -> str:
        text = self.output.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    async def request(
        self, method: str, path: str, body: Any = None, *, ok: bool = True
    ) -> tuple[int, Any]:
        """One REST call; with ``ok`` a status other than 200/201 raises."""
        async with self.session.request(
            method,
            self.base + path,
            json=body,
            headers={"Authorization": f"Bearer {self.token}"},
            timeout=aiohttp.ClientTimeout(total=60),
        ) as response:
            text = await response.text()
            data = json.loads(text) if text and text[0] in "[{" else text
            if ok and response.status not in (200, 201):
                raise HomeAssistantError(f"{method} {path}: HTTP {response.status} {text[:500]}")
            return response.status, data

    async def ws(self, messages: list[dict[str, Any]]) -> list[Any]:
        """Send websocket commands one after the other; their results."""
        results = []
        async with self.session.ws_connect(f"{self.base}/api/websocket") as socket_:
            await socket_.receive_json()  # auth_required
            await socket_.send_json({"type": "auth", "access_token": self.token})
            if (await socket_.receive_json())["type"] != "auth_ok":
                raise HomeAssistantError("websocket authentication failed")
            for number, message in enumerate(messages, start=1):
                await socket_.send_json({"id": number, **message})
                while True:
                    answer = await socket_.receive_json()
                    if answer.get("id") == number and answer["type"] == "result":
                        break
                if not answer["success"]:
                    raise HomeAssistantError(f"{message['type']}: {answer['error']}")
                results.append(answer["result"])
        return results

    async def flow(
        self, path: str, start: dict[str, Any], answers: list[dict[str, Any]]
    ) -> dict[str, Any]:
        """Run a data entry flow (config, options or subentry) with one answer per form."""
        _, result = await self.request("POST", path, start)
        for answer in answers:
            if result.get("type") != "form":
                raise HomeAssistantError(f"{path}: expected a form, got {result}")
            _, result = await self.request("POST", f"{path}/{result['flow_id']}", answer)
        return dict(result)

    async def converse(
        self,
        text: str,
        agent_id: str,
        conversation_id: str | None = None,
        language: str = "zh-Hans",
    ) -> dict[str, Any]:
        body: dict[str, Any] = {"text": text, "agent_id": agent_id, "language": language}
        if conversation_id:
            body["conversation_id"] = conversation_id
        _, result = await self.request("POST", "/api/conversation/process", body)
        return dict(result)

    async def state(self, entity_id: str) -> str:
        _, body = await self.request("GET", f"/api/states/{entity_id}")
        return str(body["state"])

    async def issues(self) -> dict[str, dict[str, Any]]:
        """The repair issues of Context Retrieval, by id."""
        [result] = await self.ws([{"type": "repairs/list_issues"}])
        return {i["issue_id"]: i for i in result["issues"] if i["domain"] == "context_retrieval"}

    async def stop(self, timeout: float = STOP_TIMEOUT) -> float:
        """SIGTERM (Home Assistant stops cleanly on it); the seconds until the process ended.

        :raises HomeAssistantError: when it is still running after ``timeout`` seconds.
        """
        started = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        while self.process.poll() is None:
            if time.monotonic() - started > timeout:
                raise HomeAssistantError(f"still running {timeout:.0f} s after SIGTERM")
            await asyncio.sleep(0.05)
        return time.monotonic() - started

    async def wait_until(self, what: str, check: Any, timeout: float = 30.0) -> Any:
        """Poll an async check until it returns something truthy."""
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                raise HomeAssistantError(f"Home Assistant exited:\n{self.log_tail()}")
            with suppress(OSError, aiohttp.ClientError, HomeAssistantError, ValueError):
                if found := await check():
                    return found
            if time.monotonic() > deadline:
                raise HomeAssistantError(f"{what}: not within {timeout:.0f} s\n{self.log_tail()}")
            await asyncio.sleep(0.3)


@asynccontextmanager
async def run_home_assistant(
    config: Path,
    *,
    version: str | None = None,
    home: str = "zh",
    port: int | None = None,
    entry: bool = False,
) -> AsyncIterator[HomeAssistant]:
    """Start ``scripts/develop`` and wait until the demo home is up.

    Without ``entry`` (``--no-entry``) the caller creates the Context Retrieval entry through
    the flows; with it, ``scripts/develop`` creates the default one (local parser, built-in
    embedder) and this waits until it is loaded too.
    """
    port = port or free_port()
    output = config.parent / f"{config.name}.log"
    argv = [str(DEVELOP), "--config", str(config), "--port", str(port), "--home", home]
    if not entry:
        argv.append("--no-entry")
    if version:
        argv += ["--ha", version]
    started = time.monotonic()
    with output.open("ab") as out:
        process = subprocess.Popen(  # noqa: ASYNC220 - returns at once; the process outlives us
            argv,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        async with aiohttp.ClientSession() as session:
            ha = HomeAssistant(process, config, port, output, session, version or "")

            async def running() -> bool:
                _, body = await ha.request("GET", "/api/config")
                ha.version = body["version"]
                return bool(body.get("state") == "RUNNING")

            await ha.wait_until("Home Assistant running", running, STARTUP_TIMEOUT)

            async def demo_ready() -> bool:
                # The demo home exposes its entities once started; the last step of it.
                _, entries = await ha.request(
                    "GET", "/api/config/config_entries/entry?domain=context_retrieval_demo"
                )
                return bool(entries) and entries[0]["state"] == "loaded"

            await ha.wait_until("demo home loaded", demo_ready, 60)

            async def flows_known() -> bool:
                # Under load the custom integrations are still being scanned after start-up, and
                # a flow started before then fails with "Invalid handler specified".
                _, handlers = await ha.request("GET", "/api/config/config_entries/flow_handlers")
                return "context_retrieval" in handlers

            await ha.wait_until("Context Retrieval's flows known", flows_known, 60)
            if entry:

                async def entry_loaded() -> bool:
                    _, entries = await ha.request(
                        "GET", "/api/config/config_entries/entry?domain=context_retrieval"
                    )
                    return bool(entries) and entries[0]["state"] == "loaded"

                await ha.wait_until("Context Retrieval loaded", entry_loaded, 60)
            ha.timings["start_s"] = round(time.monotonic() - started, 1)
            yield ha
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
