"""``scripts/develop`` end to end: a real Home Assistant process, called over real HTTP.

The test starts ``scripts/develop --config <tmp> --port <free port>`` as a subprocess, waits
(bounded) until the Context Retrieval entry the script creates through the config flow is
loaded, calls ``context_retrieval.retrieve`` through the REST API, stops Home Assistant with
SIGTERM and starts it again on the same directory (the second run must reuse the user, the token
and the entry). Whatever happens, the process group it started is gone when the test ends.

It lives in ``tests/develop/`` rather than ``tests/integration/``: the autouse fixtures of
``tests/integration/conftest.py`` set up an in-process ``hass`` for every test, which this test
has no use for (its Home Assistant is another process). The HA test plugin's socket guard still
applies here; ``socket_enabled`` lets the test talk to 127.0.0.1, the only address it uses.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEVELOP = ROOT / "scripts" / "develop"
COMPONENT = ROOT / "custom_components" / "context_retrieval"
DEMO_HOME = json.loads((ROOT / "devtools/homes/demo_home_zh.json").read_text(encoding="utf-8"))
EN = json.loads((COMPONENT / "translations/en.json").read_text(encoding="utf-8"))
STARTUP_TIMEOUT = 120.0
"""Seconds until the entry must be loaded (~8 s here; more the first time the frontend and the
other requirements of Home Assistant's default integrations are installed into .venv)."""
STOP_TIMEOUT = 30.0
# Home Assistant's words for an integration that did not set up (or for giving up on them all).
SETUP_FAILURES = ("Setup failed for", "Error during setup of", "Unable to set up", "recovery mode")


@dataclass
class DevelopHA:
    """One ``scripts/develop`` process and how to talk to it."""

    process: subprocess.Popen[bytes]
    config: Path
    port: int
    output: Path

    @property
    def token(self) -> str:
        return (self.config / ".token").read_text(encoding="utf-8").strip()

    def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """One REST call with the token; (status, JSON body)."""
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}{path}",
            method=method,
            data=None if body is None else json.dumps(body).encode(),
            headers={"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as err:
            return err.code, json.loads(err.read() or b"null")

    def log_tail(self, lines: int = 40) -> str:
        text = self.output.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    def wait_for_entry(self) -> dict[str, Any]:
        """The Context Retrieval entry, once loaded and Home Assistant running; fails with the log
        if HA dies or is slow.

        Waiting for RUNNING matters on a second start: the stored entry loads during bootstrap,
        before Home Assistant attaches its SIGTERM handler, and a SIGTERM then kills the process
        (exit -15) instead of stopping it cleanly."""
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(
                    f"scripts/develop exited with {self.process.returncode}:\n{self.log_tail()}"
                )
            with suppress(OSError, ValueError, FileNotFoundError):
                status, entries = self.request(
                    "GET", "/api/config/config_entries/entry?domain=context_retrieval"
                )
                if status == 200 and entries and entries[0]["state"] == "loaded":
                    status, config = self.request("GET", "/api/config")
                    if status == 200 and config.get("state") == "RUNNING":
                        entry: dict[str, Any] = entries[0]
                        return entry
            time.sleep(0.5)
        pytest.fail(f"no loaded entry within {STARTUP_TIMEOUT:.0f} s:\n{self.log_tail()}")

    def log_problems(self) -> list[str]:
        """Lines of this run's home-assistant.log that say something failed to set up, or that
        a custom integration (ours or the demo home) logged an error."""
        log = (self.config / "home-assistant.log").read_text(encoding="utf-8")
        return [
            line
            for line in log.splitlines()
            if any(f in line for f in SETUP_FAILURES)
            or (" ERROR " in line and "custom_components" in line)
        ]

    def stop(self) -> int:
        """SIGTERM (Home Assistant stops cleanly on it), then wait; its exit status."""
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=STOP_TIMEOUT)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def develop(config: Path, port: int, output: Path) -> Iterator[DevelopHA]:
    """Run ``scripts/develop``; on the way out nothing it started is left running."""
    with output.open("ab") as out:
        process = subprocess.Popen(
            [str(DEVELOP), "--config", str(config), "--port", str(port)],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: HA (exec'd) and the flow helper
        )
    try:
        yield DevelopHA(process, config, port, output)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=STOP_TIMEOUT)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # the flow helper, should it still run


def _living_room_lights() -> set[str]:
    return {
        e["entity_id"]
        for e in DEMO_HOME["entities"]
        if e["entity_id"].startswith("light.") and e["area"] == "living_room"
    }


def test_develop_serves_the_demo_home(tmp_path: Path, socket_enabled: None) -> None:
    """Start, retrieve over REST, reject bad input, stop; start again on the same directory."""
    config = tmp_path / "ha"
    output = tmp_path / "develop.log"
    with develop(config, _free_port(), output) as ha:
        entry = ha.wait_for_entry()
        assert entry["title"] == "Context Retrieval"
        assert (config / ".token").stat().st_mode & 0o777 == 0o600

        # The request: every light of the living room, each with light.turn_on, and the YAML.
        status, body = ha.request(
            "POST",
            "/api/services/context_retrieval/retrieve?return_response",
            {"text": "打开客厅的灯"},
        )
        assert status == 200, body
        result = body["service_response"]
        [command] = result["commands"]
        candidates = {c["entity_id"]: c["service"] for c in command["candidates"]}
        assert set(candidates) == _living_room_lights()
        assert set(candidates.values()) == {"light.turn_on"}
        for entity_id in candidates:
            assert entity_id in result["yaml"]
        assert "service: light.turn_on" in result["yaml"]

        # Bad input: HTTP 400 with the integration's own (English) message; Home Assistant
        # drops the final full stop of translated messages.
        status, body = ha.request(
            "POST", "/api/services/context_retrieval/retrieve?return_response", {"text": "  "}
        )
        assert status == 400
        assert body["message"] == EN["exceptions"]["empty_text"]["message"].rstrip(".")

        # The whole demo home is exposed and indexed.
        status, diagnostics = ha.request(
            "GET", f"/api/diagnostics/config_entry/{entry['entry_id']}"
        )
        assert status == 200, diagnostics
        index = diagnostics["data"]["index"]
        assert (index["entities"], index["areas"], index["floors"]) == (
            len(DEMO_HOME["entities"]),
            len(DEMO_HOME["areas"]),
            len(DEMO_HOME["floors"]),
        )

        # The demo home's entities act on their services.
        status, _ = ha.request(
            "POST", "/api/services/light/turn_on", {"entity_id": "light.living_room_downlight_2"}
        )
        assert status == 200
        status, state = ha.request("GET", "/api/states/light.living_room_downlight_2")
        assert (status, state["state"]) == (200, "on")

        # Checked before the stop: stopping while the semantic model still embeds the home
        # logs an error from the integration (a rebuild after the executor shut down).
        assert not ha.log_problems(), "\n".join(ha.log_problems())
        token = ha.token
        assert ha.stop() == 0

    with develop(config, _free_port(), output) as ha:
        entry_again = ha.wait_for_entry()
        assert entry_again["entry_id"] == entry["entry_id"]
        assert ha.token == token
        status, body = ha.request(
            "POST",
            "/api/services/context_retrieval/retrieve?return_response",
            {"text": "打开老伙计"},
        )
        assert status == 200, body
        [command] = body["service_response"]["commands"]
        assert command["candidates"][0]["entity_id"] == "light.study_desk_lamp"
        assert not ha.log_problems(), "\n".join(ha.log_problems())
        assert ha.stop() == 0

    assert "develop: error" not in output.read_text(encoding="utf-8")
