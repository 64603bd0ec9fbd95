"""Prepare and configure the development Home Assistant of ``scripts/develop``.

    bootstrap.py prepare   --config DIR --port N --home zh|en|FILE
    bootstrap.py configure --config DIR --port N [--timeout S]

``prepare`` (before Home Assistant starts) makes DIR a configuration directory: the marker
``.develop.json``, ``configuration.yaml``, the two integrations symlinked into
``custom_components/``, and, written with Home Assistant's own code, the owner user (auth
provider ``homeassistant``, user ``dev``, password ``dev``), a long-lived access token (in
``DIR/.token``, mode 0600), onboarding marked done, and the HTTP server bound to 127.0.0.1:N
(HA 2026.10 keeps the HTTP settings in ``.storage/http``; YAML would be migrated there once,
as a trial that reverts after five minutes). Run again, it keeps all of it, token included.
Last, it prints the requirements (as Home Assistant's manifests pin them) of the integrations
Home Assistant will set up that are not installed, one a line: Home Assistant 2026.10 always
sets up its default integrations (frontend, assist_pipeline, camera, ...) and enters recovery
mode, without custom integrations, when the frontend fails. The test extra does not install
them, so ``scripts/develop`` does, before Home Assistant starts with ``--skip-pip`` (offline).

``configure`` (beside the running Home Assistant) waits for the API, then creates the Context
Retrieval entry through the real config flow over REST: local parser, built-in embedder,
target agent ``conversation.home_assistant``. It exits when the entry exists, or when Home
Assistant (its parent process) is gone.

Errors print one line, ``develop: error: ...``, and exit with status 2.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from datetime import timedelta
from http import HTTPStatus
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
INTEGRATIONS = {
    "context_retrieval": ROOT / "custom_components" / "context_retrieval",
    "context_retrieval_demo": HERE / "custom_components" / "context_retrieval_demo",
}
BUNDLED = {
    "zh": ROOT / "devtools/homes/demo_home_zh.json",
    "en": ROOT / "devtools/homes/demo_home_en.json",
}
MARKER = ".develop.json"
TOKEN_FILE = ".token"
USERNAME = "dev"
PASSWORD = "dev"
TOKEN_CLIENT = "scripts/develop"
TOKEN_DAYS = 3650
# Core settings that fit the homes: units, time zone, language (zh-Hans for a Chinese home).
CORE = {
    "zh": {
        "name": "演示之家",
        "latitude": 31.2304,
        "longitude": 121.4737,
        "elevation": 4,
        "unit_system": "metric",
        "time_zone": "Asia/Shanghai",
        "country": "CN",
        "currency": "CNY",
        "language": "zh-Hans",
    },
    "en": {
        "name": "Demo Home",
        "latitude": 51.5072,
        "longitude": -0.1276,
        "elevation": 11,
        "unit_system": "metric",
        "time_zone": "Europe/London",
        "country": "GB",
        "currency": "GBP",
        "language": "en",
    },
}


class DevelopError(Exception):
    """One line for the user."""


# --------------------------------------------------------------------------- requirements

# Besides Home Assistant's default integrations: what configuration.yaml and the two custom
# integrations set up (the demo home's platforms are base platforms, defaults already).
CONFIGURED = ("api", "config", "conversation", "logger", "script", "todo")


def missing_requirements(extra: Sequence[str] = ()) -> list[str]:
    """Requirements of the integrations to be set up (with their dependencies, and the core
    integrations ``extra`` a test adds through its config flow), not installed."""
    from homeassistant import bootstrap, components
    from homeassistant.util.package import is_installed

    core = Path(components.__file__).parent
    manifests = [json.loads((p / "manifest.json").read_text()) for p in INTEGRATIONS.values()]
    todo = {*bootstrap.DEFAULT_INTEGRATIONS, *CONFIGURED, *extra}
    todo.update(
        d for m in manifests for d in (*m.get("dependencies", []), *m.get("after_dependencies", []))
    )
    requirements = [r for m in manifests for r in m.get("requirements", [])]
    seen: set[str] = set()
    while todo:
        domain = todo.pop()
        seen.add(domain)
        path = core / domain / "manifest.json"
        if not path.exists():
            continue
        manifest = json.loads(path.read_text())
        requirements += manifest.get("requirements", [])
        # After-dependencies too: Home Assistant installs their requirements with the
        # integration's (analytics imports hassio's aiohasupervisor in 2026.11).
        todo.update(
            d
            for d in (*manifest.get("dependencies", []), *manifest.get("after_dependencies", []))
            if d not in seen
        )
    return sorted({r for r in requirements if not is_installed(r)})


# --------------------------------------------------------------------------- prepare


def prepare(config: Path, port: int, home: str) -> None:
    """Everything Home Assistant needs before it starts; idempotent."""
    snapshot_path = BUNDLED.get(home) or Path(home).resolve()
    if not snapshot_path.is_file():
        raise DevelopError(f"home snapshot {snapshot_path} not found")
    home_id = home if home in BUNDLED else str(snapshot_path)
    _claim_directory(config, home_id)
    _check_port_free(port)
    _link_integrations(config)
    config_yaml = config / "configuration.yaml"
    if not config_yaml.exists():
        snapshot = json.loads(snapshot_path.read_text(encoding="utf-8"))
        config_yaml.write_text(_configuration_yaml(home_id, snapshot), encoding="utf-8")
    from homeassistant import runner

    # Home Assistant's own event loop (2026.10+: create_event_loop; before: its loop policy).
    loop_factory = getattr(runner, "create_event_loop", None) or (
        lambda: runner.HassEventLoopPolicy(False).new_event_loop()
    )
    token = asyncio.run(_prepare_storage(config, port), loop_factory=loop_factory)
    token_file = config / TOKEN_FILE
    token_file.touch(mode=0o600)
    token_file.chmod(0o600)
    token_file.write_text(token + "\n", encoding="utf-8")


def _claim_directory(config: Path, home_id: str) -> None:
    """DIR is new, empty, or ours for the same home."""
    marker = config / MARKER
    if marker.exists():
        made_for = json.loads(marker.read_text(encoding="utf-8")).get("home")
        if made_for != home_id:
            raise DevelopError(
                f"{config} was made for home {made_for!r}, not {home_id!r}: "
                "use --reset or another --config"
            )
        return
    if config.exists() and any(config.iterdir()):
        raise DevelopError(
            f"{config} is not empty and was not made by scripts/develop (no {MARKER}); "
            "choose another --config"
        )
    config.mkdir(parents=True, exist_ok=True)
    marker.write_text(json.dumps({"home": home_id}) + "\n", encoding="utf-8")


def _check_port_free(port: int) -> None:
    """Home Assistant would fall back to recovery mode (on 0.0.0.0:8123) if it cannot bind."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError as err:
            raise DevelopError(
                f"port {port} on 127.0.0.1 is in use ({err.strerror}); "
                "stop what runs there or pass --port"
            ) from None


def _link_integrations(config: Path) -> None:
    """The repo's own code, not a copy."""
    target_dir = config / "custom_components"
    target_dir.mkdir(exist_ok=True)
    # A regular package, so that `import custom_components` is this directory alone: the
    # project's editable install otherwise makes it a namespace package that also holds the
    # repo's folder and a path-hook placeholder, which Home Assistant's loader cannot list.
    init = target_dir / "__init__.py"
    if not init.exists():
        init.write_text(
            '"""Custom integrations of the scripts/develop home."""\n', encoding="utf-8"
        )
    for name, source in INTEGRATIONS.items():
        link = target_dir / name
        if link.is_symlink():
            if link.resolve() == source.resolve():
                continue
            link.unlink()
        elif link.exists():
            raise DevelopError(f"{link} exists and is not a symlink: remove it or use --reset")
        link.symlink_to(source, target_is_directory=True)


def _configuration_yaml(home_id: str, snapshot: dict[str, Any]) -> str:
    """Only what the integration needs on top of Home Assistant's default integrations.

    No ``default_config``: what it adds (discovery, recorder, history, ...) is not needed here
    and would want more requirements and the network.

    ``http`` is not here: its settings are in ``.storage/http`` (see the module docstring).
    Scripts cannot come from an integration, so the snapshot's scripts are written here.
    """
    core = CORE["zh" if snapshot.get("language", "en").startswith("zh") else "en"]
    scripts = {
        e["entity_id"].split(".", 1)[1]: {
            "alias": e["name"],
            "mode": (e.get("attributes") or {}).get("mode", "single"),
            "sequence": [{"delay": 0}],
        }
        for e in snapshot["entities"]
        if e["entity_id"].startswith("script.")
    }
    sections = {
        "homeassistant": core,
        "api": None,
        "config": None,
        "conversation": None,
        "logger": {
            "default": "warning",
            "logs": {
                "homeassistant.setup": "info",
                "homeassistant.bootstrap": "info",
                "custom_components.context_retrieval": "debug",
                "custom_components.context_retrieval_demo": "info",
            },
        },
        "context_retrieval_demo": {"home": home_id},
        "script": scripts,
    }
    import yaml  # Home Assistant's own dependency

    body = yaml.safe_dump(sections, allow_unicode=True, sort_keys=False, default_flow_style=False)
    body = body.replace(": null\n", ":\n")  # `api:` rather than `api: null`
    return (
        "# Written by scripts/develop (a development Home Assistant with a demo home).\n"
        "# Edit freely; `scripts/develop --reset` writes it again.\n" + body
    )


async def _prepare_storage(config: Path, port: int) -> str:
    """Owner, token, onboarding and HTTP settings, with Home Assistant's own stores."""
    # Imported here: importing Home Assistant takes a second, and `configure` never needs it.
    from homeassistant.auth import auth_manager_from_config
    from homeassistant.auth.const import GROUP_ID_ADMIN
    from homeassistant.auth.models import TOKEN_TYPE_LONG_LIVED_ACCESS_TOKEN
    from homeassistant.auth.providers.homeassistant import HassAuthProvider
    from homeassistant.components.http.config import HTTP_STORAGE_SCHEMA, async_get_and_load_store
    from homeassistant.components.onboarding import STEPS
    from homeassistant.components.onboarding import STORAGE_KEY as ONBOARDING_KEY
    from homeassistant.components.onboarding import STORAGE_VERSION as ONBOARDING_VERSION
    from homeassistant.config_entries import ConfigEntries
    from homeassistant.const import EVENT_HOMEASSISTANT_FINAL_WRITE
    from homeassistant.core import HomeAssistant
    from homeassistant.helpers import device_registry as dr
    from homeassistant.helpers import entity_registry as er
    from homeassistant.helpers.storage import Store

    # As Home Assistant's own `hass --script auth` sets itself up.
    hass = HomeAssistant(str(config))
    hass.config_entries = ConfigEntries(hass, {})
    await hass.config_entries.async_initialize()
    dr.async_setup(hass)
    await asyncio.gather(dr.async_load(hass), er.async_load(hass))
    hass.auth = await auth_manager_from_config(hass, [{"type": "homeassistant"}], [])
    try:
        # The owner: credentials of the homeassistant provider linked to an admin user.
        provider = hass.auth.auth_providers[0]
        assert isinstance(provider, HassAuthProvider)
        await provider.async_initialize()
        assert provider.data is not None
        if not any(u["username"] == USERNAME for u in provider.data.users):
            await provider.async_add_auth(USERNAME, PASSWORD)
        credentials = await provider.async_get_or_create_credentials({"username": USERNAME})
        user = (
            None
            if credentials.is_new
            else await hass.auth.async_get_user_by_credentials(credentials)
        )
        if user is None:
            user = await hass.auth.async_create_user("Developer", group_ids=[GROUP_ID_ADMIN])
            await hass.auth.async_link_user(user, credentials)

        # The token: the one in DIR/.token while Home Assistant still accepts it.
        token_file = config / TOKEN_FILE
        token = token_file.read_text(encoding="utf-8").strip() if token_file.exists() else ""
        refresh = hass.auth.async_validate_access_token(token) if token else None
        if refresh is None or refresh.user.id != user.id:
            for old in list(user.refresh_tokens.values()):
                if old.client_name == TOKEN_CLIENT:
                    hass.auth.async_remove_refresh_token(old)
            refresh = await hass.auth.async_create_refresh_token(
                user,
                client_name=TOKEN_CLIENT,
                token_type=TOKEN_TYPE_LONG_LIVED_ACCESS_TOKEN,
                access_token_expiration=timedelta(days=TOKEN_DAYS),
            )
            token = hass.auth.async_create_access_token(refresh)

        # Onboarding done: no first-run wizard should the frontend ever be added.
        onboarding: Store[dict[str, Any]] = Store(
            hass, ONBOARDING_VERSION, ONBOARDING_KEY, private=True
        )
        done = (await onboarding.async_load() or {}).get("done", [])
        if set(done) != set(STEPS):
            await onboarding.async_save({"done": list(STEPS)})

        # HTTP on 127.0.0.1:port, as the confirmed ("stable") settings.
        http = await async_get_and_load_store(hass)
        wanted = HTTP_STORAGE_SCHEMA({"server_host": ["127.0.0.1"], "server_port": port})
        stable = {k: v for k, v in http.stable.items() if k in wanted}
        if stable != wanted or not http.yaml_migration_done:
            if stable != wanted:
                await http.async_set_pending(wanted)
                await http.async_promote_pending()
            await http.async_mark_yaml_migration_done()
    finally:
        # The auth store saves with a delay, written at the latest on Home Assistant's final
        # write; this instance never ran (its async_stop would return at once), so fire it.
        hass.bus.async_fire(EVENT_HOMEASSISTANT_FINAL_WRITE)
        await hass.async_block_till_done()
    return token


# --------------------------------------------------------------------------- configure


def configure(config: Path, port: int, timeout: float) -> None:
    """Create the Context Retrieval entry through the REST config flow, once HA runs."""
    base = f"http://127.0.0.1:{port}"
    token = (config / TOKEN_FILE).read_text(encoding="utf-8").strip()
    parent = os.getppid()
    deadline = time.monotonic() + timeout
    while True:
        if os.getppid() != parent:
            return  # Home Assistant is gone
        try:
            if _api(base, token, "GET", "/api/config").get("state") == "RUNNING":
                break
        except OSError, urllib.error.URLError, ValueError:
            pass
        if time.monotonic() > deadline:
            raise DevelopError(f"Home Assistant did not answer on {base} within {timeout:.0f} s")
        time.sleep(0.5)
    entries = _api(base, token, "GET", "/api/config/config_entries/entry?domain=context_retrieval")
    if entries:
        print(f"develop: Context Retrieval entry exists ({entries[0]['state']})", flush=True)
        return
    flow = _api(
        base, token, "POST", "/api/config/config_entries/flow", {"handler": "context_retrieval"}
    )
    answers = {
        "user": {
            "parser": "local",
            "embedder": "builtin",
            "target_agent": "conversation.home_assistant",
        },
        # No LLM here: the flow warns that Home Assistant's own agent ignores the retrieved
        # devices (a repair keeps saying so), and goes on.
        "not_llm": {},
    }
    while flow.get("type") == "form":
        step = flow["step_id"]
        if step not in answers or flow.get("errors"):
            raise DevelopError(f"unexpected config flow form {step!r}: {flow.get('errors')}")
        flow = _api(
            base,
            token,
            "POST",
            f"/api/config/config_entries/flow/{flow['flow_id']}",
            answers.pop(step),
        )
    if flow.get("type") != "create_entry":
        raise DevelopError(f"the config flow ended with {flow.get('type')}: {flow.get('reason')}")
    print(f"develop: Context Retrieval entry created ({flow['result']['state']})", flush=True)


def _api(base: str, token: str, method: str, path: str, body: Any = None) -> Any:
    """One REST call; JSON in and out."""
    request = urllib.request.Request(
        base + path,
        method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("prepare", "configure"):
        cmd = sub.add_parser(name)
        cmd.add_argument("--config", type=Path, required=True)
        cmd.add_argument("--port", type=int, required=True)
        if name == "prepare":
            cmd.add_argument("--home", required=True)
        else:
            cmd.add_argument("--timeout", type=float, default=600.0)
    cmd = sub.add_parser("requirements")
    cmd.add_argument("--with", dest="extra", action="append", default=[])
    args = parser.parse_args(argv)
    if args.command == "requirements":
        print("\n".join(missing_requirements(args.extra)), flush=True)
        return 0
    config = args.config.resolve()
    try:
        if args.command == "prepare":
            prepare(config, args.port, args.home)
            print("\n".join(missing_requirements()), flush=True)
        else:
            configure(config, args.port, args.timeout)
    except DevelopError as err:
        print(f"develop: error: {err}", file=sys.stderr, flush=True)
        return 2
    except urllib.error.HTTPError as err:
        if err.code == HTTPStatus.SERVICE_UNAVAILABLE:
            return 0  # Home Assistant began to stop before the entry was checked: nothing to do
        detail = err.read().decode(errors="replace")[:300]
        print(f"develop: error: {err.url}: HTTP {err.code} {detail}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
