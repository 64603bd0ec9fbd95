"""Requirements: the conversation integration's in the test extra, and ours under each supported
Home Assistant's constraints.

Home Assistant installs an integration's requirements with ``--constraint
homeassistant/package_constraints.txt`` (``homeassistant.requirements.pip_kwargs``): a
requirement that contradicts a pin there cannot be installed, and the integration does not
load. So every manifest requirement, the semantic model installed on demand
(``SEMANTIC_REQUIREMENT``) and the project's own dependencies must admit the version each
supported release pins. The constraints are trimmed copies in tests/data/ha_constraints/.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Iterable
from pathlib import Path

import pytest
from homeassistant.const import __version__ as HA_VERSION
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from custom_components.context_retrieval.const import SEMANTIC_REQUIREMENT

from .conftest import CONVERSATION_REQUIREMENTS, MISSING_REQUIREMENTS

ROOT = Path(__file__).parents[2]
CONSTRAINTS = ROOT / "tests" / "data" / "ha_constraints"
MANIFEST = json.loads((ROOT / "custom_components/context_retrieval/manifest.json").read_text())
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
HACS_MINIMUM = json.loads((ROOT / "hacs.json").read_text("utf-8"))["homeassistant"]
# hacs.json's minimum, the test plugin's release, and the newest one tests/e2e runs.
SUPPORTED = sorted({HACS_MINIMUM, HA_VERSION, "2026.11.0"})


def test_conversation_requirements_installed() -> None:
    """hassil, home-assistant-intents and gazetteer-matcher must be in the test extra."""
    assert not MISSING_REQUIREMENTS, (
        f"missing {', '.join(MISSING_REQUIREMENTS)} (the conversation integration's "
        "requirements): the config flow, setup, service, agent and diagnostics tests were "
        "not collected; they are pinned in the test extra of pyproject.toml, run scripts/setup"
    )
    assert set(CONVERSATION_REQUIREMENTS) >= {"hassil"}


def _read_constraints(version: str) -> tuple[set[str], dict[str, str]]:
    """The packages a trimmed copy covers, and the version it pins for each it constrains."""
    text = (CONSTRAINTS / f"{version}.txt").read_text("utf-8")
    covered = re.search(r"^# packages: (.+)$", text, re.MULTILINE)
    assert covered, f"{version}.txt lacks its '# packages:' header"
    pins: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        constraint = Requirement(line)
        specs = list(constraint.specifier)
        # Every line Home Assistant has for our packages is a pin; a range would need a
        # real intersection check here.
        assert len(specs) == 1 and specs[0].operator == "==", f"{version}: {line} is not a pin"
        pins[canonicalize_name(constraint.name)] = specs[0].version
    return {canonicalize_name(name) for name in covered.group(1).split()}, pins


def _conflicts(requirements: Iterable[str], version: str) -> list[str]:
    """The requirements Home Assistant ``version``'s constraints make impossible."""
    covered, pins = _read_constraints(version)
    conflicts = []
    for text in requirements:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name in covered, (
            f"{requirement.name} is not in tests/data/ha_constraints/{version}.txt's packages: "
            "copy its line (if any) from that release's package_constraints.txt"
        )
        if name in pins and not requirement.specifier.contains(pins[name], prereleases=True):
            conflicts.append(f"{text} (Home Assistant {version} pins {name}=={pins[name]})")
    return conflicts


def test_every_supported_release_has_its_constraints() -> None:
    assert {p.stem for p in CONSTRAINTS.glob("*.txt")} == set(SUPPORTED)


@pytest.mark.parametrize("version", SUPPORTED)
def test_requirements_install_under_the_constraints(version: str) -> None:
    """What Home Assistant installs for us, and what the project needs, admit its pins."""
    ours = [*MANIFEST["requirements"], SEMANTIC_REQUIREMENT, *PROJECT["dependencies"]]
    assert _conflicts(ours, version) == []


@pytest.mark.parametrize("version", SUPPORTED)
def test_an_exact_pin_home_assistant_forbids_is_caught(version: str) -> None:
    """The check bites: numpy pinned to anything but the release's own pin conflicts."""
    _, pins = _read_constraints(version)
    assert _conflicts([f"numpy=={pins['numpy']}", "numpy>=2.3"], version) == []
    assert _conflicts(["numpy==2.2.6", "numpy>=9"], version) == [
        f"numpy==2.2.6 (Home Assistant {version} pins numpy=={pins['numpy']})",
        f"numpy>=9 (Home Assistant {version} pins numpy=={pins['numpy']})",
    ]


def test_no_exact_pin_on_a_constrained_package() -> None:
    """The manifest leaves the versions Home Assistant pins to Home Assistant (a lower bound
    at most) and holds no model: the semantic model is installed on demand."""
    constrained = set().union(*(_read_constraints(v)[1] for v in SUPPORTED))
    for text in MANIFEST["requirements"]:
        requirement = Requirement(text)
        name = canonicalize_name(requirement.name)
        assert name != canonicalize_name(Requirement(SEMANTIC_REQUIREMENT).name)
        if name in constrained:
            assert all(s.operator == ">=" for s in requirement.specifier), text
