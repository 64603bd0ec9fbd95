"""Translation files: same keys and placeholders in every language, nothing missing."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

PACKAGE = Path(__file__).resolve().parents[2] / "custom_components" / "context_retrieval"
TRANSLATIONS = PACKAGE / "translations"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _flat(data: Any, prefix: str = "") -> dict[str, str]:
    if isinstance(data, dict):
        out: dict[str, str] = {}
        for key, value in data.items():
            out.update(_flat(value, f"{prefix}.{key}" if prefix else key))
        return out
    return {prefix: data}


def _load(name: str) -> dict[str, str]:
    return _flat(json.loads((TRANSLATIONS / name).read_text(encoding="utf-8")))


EN = _load("en.json")


def test_strings_json_is_english() -> None:
    """strings.json (what hassfest reads) and translations/en.json do not drift apart."""
    strings = json.loads((PACKAGE / "strings.json").read_text(encoding="utf-8"))
    assert _flat(strings) == EN


@pytest.mark.parametrize("language", sorted(p.name for p in TRANSLATIONS.glob("*.json")))
def test_same_keys_and_placeholders(language: str) -> None:
    """Every file has English's keys and each string keeps English's placeholders."""
    other = _load(language)
    assert set(other) == set(EN)
    for key, text in EN.items():
        assert set(PLACEHOLDER.findall(other[key])) == set(PLACEHOLDER.findall(text)), key
        assert other[key].strip(), key


def test_service_fields_are_described() -> None:
    """Every service and field in services.yaml has a name and a description."""
    services = yaml.safe_load((PACKAGE / "services.yaml").read_text(encoding="utf-8"))
    for service, spec in services.items():
        assert EN[f"services.{service}.name"] and EN[f"services.{service}.description"]
        for field in spec.get("fields", {}):
            assert EN[f"services.{service}.fields.{field}.name"]
            assert EN[f"services.{service}.fields.{field}.description"]


def test_raised_keys_exist() -> None:
    """Every translation_key the code raises (or names as a flow error) has a message."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    raised = set(re.findall(r'translation_key="(\w+)"', code))
    raised |= set(re.findall(r'_invalid\(\s*"(\w+)"', code))
    assert raised
    for key in raised:
        assert f"exceptions.{key}.message" in EN, key
    flow_errors = set(re.findall(r'"base": "(\w+)"', code)) | set(
        re.findall(r'return "(\w+)"', (PACKAGE / "config_flow.py").read_text(encoding="utf-8"))
    )
    for key in flow_errors:
        assert f"config.error.{key}" in EN, key
