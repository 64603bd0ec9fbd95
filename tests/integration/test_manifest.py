"""The manifest and hacs.json follow hassfest's and HACS's rules (checked here, as CI has neither).

The rules are those of ``script/hassfest/manifest.py`` (CUSTOM_INTEGRATION_MANIFEST_SCHEMA)
and HACS's ``HACS_MANIFEST_JSON_SCHEMA`` (``custom_components/hacs/utils/validate.py`` in
hacs/integration), restated as the assertions below.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import homeassistant.components
from homeassistant.const import __version__ as HA_VERSION
from homeassistant.util.package import is_installed

from custom_components.context_retrieval.const import SEMANTIC_REQUIREMENT

ROOT = Path(__file__).parents[2]
INTEGRATION = ROOT / "custom_components" / "context_retrieval"
MANIFEST = json.loads((INTEGRATION / "manifest.json").read_text("utf-8"))
HACS = json.loads((ROOT / "hacs.json").read_text("utf-8"))

MANIFEST_KEYS = {
    "domain",
    "name",
    "after_dependencies",
    "codeowners",
    "config_flow",
    "dependencies",
    "documentation",
    "integration_type",
    "iot_class",
    "issue_tracker",
    "loggers",
    "quality_scale",
    "requirements",
    "single_config_entry",
    "version",
    "import_executor",
}
IOT_CLASSES = {
    "assumed_state",
    "calculated",
    "cloud_polling",
    "cloud_push",
    "local_polling",
    "local_push",
}
INTEGRATION_TYPES = {
    "device",
    "entity",
    "hardware",
    "helper",
    "hub",
    "service",
    "system",
    "virtual",
}
HACS_KEYS = {
    "name",
    "content_in_root",
    "country",
    "filename",
    "hacs",
    "hide_default_branch",
    "homeassistant",
    "persistent_directory",
    "render_readme",
    "zip_release",
}


def test_manifest_keys_and_order() -> None:
    keys = list(MANIFEST)
    assert set(keys) <= MANIFEST_KEYS, set(keys) - MANIFEST_KEYS
    assert keys[:2] == ["domain", "name"]
    assert keys[2:] == sorted(keys[2:]), "hassfest wants domain, name, then alphabetical order"
    assert MANIFEST["domain"] == INTEGRATION.name


def test_manifest_values() -> None:
    assert MANIFEST["documentation"].startswith("https://")
    assert "home-assistant.io/integrations" not in MANIFEST["documentation"]
    assert MANIFEST["codeowners"] and all(c.startswith("@") for c in MANIFEST["codeowners"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", MANIFEST["version"])
    assert MANIFEST["iot_class"] in IOT_CLASSES
    assert MANIFEST.get("integration_type", "hub") in INTEGRATION_TYPES
    assert MANIFEST.get("config_flow") is True and (INTEGRATION / "config_flow.py").is_file()


def test_manifest_dependencies_are_real_integrations() -> None:
    components = Path(homeassistant.components.__path__[0])
    for key in ("dependencies", "after_dependencies"):
        for domain in MANIFEST.get(key, []):
            assert (components / domain / "manifest.json").is_file(), (
                f"{key}: {domain} is not in HA {HA_VERSION}"
            )


def test_requirements_match_the_project() -> None:
    """Home Assistant installs these; the project declares them the same way, and the tests
    run with versions that satisfy them (a pin, or a lower bound Home Assistant can live with)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    declared = set(project["dependencies"])
    for requirement in MANIFEST["requirements"]:
        assert re.fullmatch(r"[A-Za-z0-9_.\-]+(==|>=)[0-9][A-Za-z0-9.\-]*", requirement), (
            requirement
        )
        assert requirement in declared, (
            f"{requirement} is not declared the same way in pyproject.toml"
        )
        assert is_installed(requirement), f"{requirement} is not what the tests run with"
    # The semantic model is installed on demand, with the pin of pyproject's semantic extra.
    assert project["optional-dependencies"]["semantic"] == [SEMANTIC_REQUIREMENT]


def test_hacs_manifest() -> None:
    assert set(HACS) <= HACS_KEYS, set(HACS) - HACS_KEYS
    assert HACS["name"]
    assert re.fullmatch(r"\d{4}\.\d{1,2}\.\d+", HACS["homeassistant"])
    minimum = tuple(int(p) for p in HACS["homeassistant"].split("."))
    assert minimum >= (2026, 8, 0), "the integration uses APIs of 2026.8 (docs/design.md#versions)"
    # HACS wants exactly one integration under custom_components/.
    integrations = [
        p for p in (ROOT / "custom_components").iterdir() if (p / "manifest.json").is_file()
    ]
    assert integrations == [INTEGRATION]
