#!/usr/bin/env python3
"""Generate ``engine/data/services.json`` from a Home Assistant wheel.

Usage::

    python3 scripts/gen_catalog.py /tmp/hawheel/homeassistant-<ver>-py3-none-any.whl \
        custom_components/context_retrieval/engine/data

The engine cannot import Home Assistant, and Home Assistant's own service descriptions are
only available at runtime (and, since 2025.11, without translations).  This script reads the
wheel as a zip archive instead: ``services.yaml`` (targets, fields, selectors, feature
filters), ``translations/{en,zh-Hans}.json`` (names, descriptions, option labels) and the
Python sources, parsed with :mod:`ast` and never imported (EntityFeature IntFlags, StrEnums
such as ``light.ColorMode``, and the ``required_features`` / ``supports_response`` arguments
of the ``async_register_entity_service`` calls).

The wheel's files are first resolved into the shape Home Assistant serves at runtime
(``runtime_description``, ``flatten_translations``); the entries are then made by the engine's
``engine/descriptions.py``, the code the integration runs on the live descriptions, so the
bundled catalog and the live one are one format made one way.

It runs on any Python >= 3.11 with PyYAML; the output is deterministic (sorted keys,
``ensure_ascii=False``, ``indent=1``, trailing newline), so re-running it against the same
wheel reproduces the file byte for byte.

Conventions of the generated file (see ``build_catalog`` for the full schema):

* Text is ``{"en": ..., "zh-Hans": ...}``; a language without a translation is left out
  (never English in the zh-Hans slot).  ``engine/data/glossary.json`` fills the gaps.
* ``target.supported_features``: the entity qualifies if, for ANY listed mask ``m``,
  ``features & m == m`` (an inner list in services.yaml is one mask: its flags OR-ed).
  ``null`` means no feature filter.  ``target.domain`` is absent: the services of these
  domains take their own domain's entities (live services of other integrations may name
  other domains, see ``engine/descriptions.py``).
* ``required_features``: HA's call-time check, same rule (ANY mask fully present).
* ``fields.<f>.filter``: the frontend rule: the field applies if the entity has ANY of the
  listed feature bits, or ANY ``attribute`` entry matches.  ``null`` = always applies.
* Fields inside services.yaml sections are flattened; ``section`` names the section.
* Only services with a ``target`` in services.yaml are kept (they act on entities); the
  ``homeassistant`` domain contributes only its generic ``turn_on`` / ``turn_off`` /
  ``toggle``.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import zipfile
from pathlib import Path
from typing import Any

import yaml

# The engine's description → catalog entry code, shared with the live catalog. Imported as the
# top-level package ``engine`` so that the integration's ``__init__`` (which imports Home
# Assistant) is not run: this script needs PyYAML and nothing else.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "custom_components/context_retrieval"))
from engine.descriptions import (
    as_list,
    children,
    is_section,
    service_entry,
    texts,
    value_texts,
)

DOMAINS: tuple[str, ...] = (
    "light",
    "switch",
    "fan",
    "cover",
    "climate",
    "media_player",
    "lock",
    "vacuum",
    "sensor",
    "binary_sensor",
    "scene",
    "script",
    "humidifier",
    "water_heater",
    "input_boolean",
    "button",
    "input_button",
    "number",
    "input_number",
    "select",
    "input_select",
    "valve",
    "siren",
    "todo",
    "alarm_control_panel",
    "remote",
    "lawn_mower",
    "automation",
    "homeassistant",
)

# Only the generic entity services of the core integration; the rest (restart, reload_*,
# set_location, ...) are administration, not device control.
SERVICE_ALLOWLIST: dict[str, frozenset[str]] = {
    "homeassistant": frozenset({"turn_on", "turn_off", "toggle"}),
}

LANGS: tuple[str, ...] = ("en", "zh-Hans")
OUTPUT_NAME = "services.json"
COMPONENTS = "homeassistant/components"

_REGISTER_ENTITY_SERVICE = {
    "async_register_entity_service",
    "async_register_batched_entity_service",
}
# Where a component keeps its enums, constants and service registrations.
SOURCE_FILES: tuple[str, ...] = ("__init__.py", "const.py", "entity.py", "models.py", "services.py")


class CatalogError(RuntimeError):
    """The wheel does not look the way this generator expects."""


# --------------------------------------------------------------------------------------
# Reading the wheel


class Wheel:
    """Read-only access to the files of a Home Assistant wheel."""

    def __init__(self, path: Path) -> None:
        self._zip = zipfile.ZipFile(path)
        self._names = set(self._zip.namelist())

    def has(self, name: str) -> bool:
        return name in self._names

    def text(self, name: str) -> str | None:
        if name not in self._names:
            return None
        return self._zip.read(name).decode("utf-8")

    def json(self, name: str) -> Any:
        raw = self.text(name)
        return None if raw is None else json.loads(raw)


# --------------------------------------------------------------------------------------
# Static evaluation of Home Assistant's Python sources (ast only; nothing is imported)


class Unresolved(Exception):
    """An expression could not be evaluated statically."""


class ModuleRef:
    """A Python module bound to a name (``import homeassistant.core as ha``)."""

    def __init__(self, path: str) -> None:
        self.path = path


class EnumClass(dict[str, Any]):
    """Members of an ``Enum`` subclass, name → value."""

    def __init__(self, name: str, bases: set[str]) -> None:
        super().__init__()
        self.name = name
        self.bases = bases

    @property
    def is_intflag(self) -> bool:
        return "IntFlag" in self.bases


_ENUM_BASES = {"IntFlag", "IntEnum", "StrEnum", "Enum", "Flag"}
_BINOPS: dict[type[ast.operator], Any] = {
    ast.BitOr: lambda a, b: a | b,
    ast.BitAnd: lambda a, b: a & b,
    ast.LShift: lambda a, b: a << b,
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
}
_PEP758_EXCEPT = re.compile(r"^(\s*except\s+)(?!\()([^:\n]+,[^:\n]+?)(\s+as\s+\w+)?:", re.MULTILINE)
_CONTINUATION = re.compile(r"^(?:[)\]}]|else\b|elif\b|except\b|finally\b|case\b)")


def tolerant_parse(source: str) -> ast.Module:
    """Parse newer-Python source with the running interpreter's ``ast``.

    Home Assistant targets a newer Python than this script needs: PEP 758 ``except A, B:``
    is rewritten with parentheses; a top-level statement that still does not parse (PEP 695
    ``def f[**P, R]`` on 3.11, ...) is dropped, everything else is kept.
    """
    source = _PEP758_EXCEPT.sub(lambda m: f"{m[1]}({m[2]}){m[3] or ''}:", source)
    try:
        return ast.parse(source)
    except SyntaxError:
        pass
    chunks: list[list[str]] = []
    for line in source.splitlines(keepends=True):
        starts = line[:1] not in ("", " ", "\t", "\n", "\r", "#") and not _CONTINUATION.match(line)
        if starts or not chunks:
            chunks.append([])
        chunks[-1].append(line)
    body: list[ast.stmt] = []
    for chunk in chunks:
        try:
            body.extend(ast.parse("".join(chunk)).body)
        except SyntaxError:
            continue
    return ast.Module(body=body, type_ignores=[])


def _base_names(cls: ast.ClassDef) -> set[str]:
    out = set()
    for base in cls.bases:
        if isinstance(base, ast.Name):
            out.add(base.id)
        elif isinstance(base, ast.Attribute):
            out.add(base.attr)
    return out


class Loader:
    """Loads ``homeassistant.*`` modules from the wheel on demand and follows imports."""

    def __init__(self, wheel: Wheel) -> None:
        self.wheel = wheel
        self._modules: dict[str, Module | None] = {}

    def _file(self, path: str) -> tuple[str, bool] | None:
        base = path.replace(".", "/")
        if self.wheel.has(f"{base}.py"):
            return f"{base}.py", False
        if self.wheel.has(f"{base}/__init__.py"):
            return f"{base}/__init__.py", True
        return None

    def module(self, path: str) -> Module | None:
        if path in self._modules:
            return self._modules[path]
        self._modules[path] = None  # guards against import cycles
        found = self._file(path) if path.split(".", 1)[0] == "homeassistant" else None
        if found is not None:
            source = self.wheel.text(found[0])
            assert source is not None
            self._modules[path] = Module(path, found[1], source, self)
        return self._modules[path]

    def attr(self, path: str, name: str) -> Any:
        """``from <path> import <name>``: a value, an enum, or a submodule."""
        mod = self.module(path)
        if mod is not None and mod.has(name):
            return mod.get(name)
        if self._file(f"{path}.{name}") is not None:
            return ModuleRef(f"{path}.{name}")
        raise Unresolved(f"{path}.{name}")


class Module:
    """Lazily evaluated top-level names of one Python module."""

    def __init__(self, path: str, is_package: bool, source: str, loader: Loader) -> None:
        self.path = path
        self.package = path if is_package else path.rpartition(".")[0]
        self.loader = loader
        self.tree = tolerant_parse(source)
        self._defs: dict[str, tuple[str, Any]] = {}
        self._values: dict[str, Any] = {}
        self._busy: set[str] = set()
        self.local_enums: list[str] = []
        for stmt in self.tree.body:
            self._define(stmt)

    def _define(self, stmt: ast.stmt) -> None:
        if isinstance(stmt, ast.ClassDef):
            if _base_names(stmt) & _ENUM_BASES:
                self._defs[stmt.name] = ("enum", stmt)
                self.local_enums.append(stmt.name)
        elif isinstance(stmt, ast.Assign):
            for target in stmt.targets:
                if isinstance(target, ast.Name):
                    self._defs[target.id] = ("expr", stmt.value)
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            if isinstance(stmt.target, ast.Name):
                self._defs[stmt.target.id] = ("expr", stmt.value)
        elif isinstance(stmt, ast.ImportFrom):
            if stmt.level:
                parts = self.package.split(".")
                base = ".".join(parts[: len(parts) - (stmt.level - 1)])
                source = f"{base}.{stmt.module}" if stmt.module else base
            else:
                source = stmt.module or ""
            for alias in stmt.names:
                if alias.name != "*":
                    self._defs[alias.asname or alias.name] = ("import", (source, alias.name))
        elif isinstance(stmt, ast.Import):
            for alias in stmt.names:
                if alias.asname:
                    self._defs[alias.asname] = ("module", alias.name)
                else:
                    top = alias.name.split(".", 1)[0]
                    self._defs[top] = ("module", top)

    def has(self, name: str) -> bool:
        return name in self._defs

    def expr(self, name: str) -> ast.AST | None:
        kind, node = self._defs.get(name, ("", None))
        return node if kind == "expr" else None

    def get(self, name: str) -> Any:
        if name in self._values:
            return self._values[name]
        if name not in self._defs or name in self._busy:
            raise Unresolved(name)
        kind, payload = self._defs[name]
        self._busy.add(name)
        try:
            if kind == "expr":
                value = self.eval(payload)
            elif kind == "enum":
                value = self._enum(payload)
            elif kind == "import":
                value = self.loader.attr(*payload)
            else:
                value = ModuleRef(payload)
        finally:
            self._busy.discard(name)
        self._values[name] = value
        return value

    def _enum(self, cls: ast.ClassDef) -> EnumClass:
        members = EnumClass(cls.name, _base_names(cls))
        for stmt in cls.body:
            if (
                isinstance(stmt, ast.Assign)
                and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)
                and not stmt.targets[0].id.startswith("_")
            ):
                try:
                    members[stmt.targets[0].id] = self.eval(stmt.value, members)
                except Unresolved:
                    continue
        return members

    def eval(self, node: ast.AST, local: dict[str, Any] | None = None) -> Any:
        """Literals, names, ``X.Y`` through enums and modules, integer arithmetic."""
        if isinstance(node, ast.Constant):
            return node.value
        if isinstance(node, ast.Name):
            if local is not None and node.id in local:
                return local[node.id]
            return self.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.eval(node.value, local)
            if isinstance(base, ModuleRef):
                return self.loader.attr(base.path, node.attr)
            if isinstance(base, EnumClass) and node.attr in base:
                return base[node.attr]
            raise Unresolved(node.attr)
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](self.eval(node.left, local), self.eval(node.right, local))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self.eval(node.operand, local)
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return [self.eval(e, local) for e in node.elts]
        if isinstance(node, ast.JoinedStr):
            parts = []
            for value in node.values:
                inner = value.value if isinstance(value, ast.FormattedValue) else value
                parts.append(str(self.eval(inner, local)))
            return "".join(parts)
        raise Unresolved(type(node).__name__)


class SourceIndex:
    """The Python side of the catalogue: enums, feature flags, service registrations."""

    def __init__(self, wheel: Wheel) -> None:
        self.wheel = wheel
        self.loader = Loader(wheel)

    def modules(self, domain: str) -> list[Module]:
        """The domain's own modules that exist (``SOURCE_FILES``), in a fixed order."""
        out = []
        for filename in SOURCE_FILES:
            stem = filename[: -len(".py")]
            path = f"homeassistant.components.{domain}"
            if stem != "__init__":
                path = f"{path}.{stem}"
            mod = self.loader.module(path)
            if mod is not None and mod.path == path:
                out.append(mod)
        return out

    def local_enums(self, domain: str) -> dict[str, EnumClass]:
        out: dict[str, EnumClass] = {}
        for mod in self.modules(domain):
            for name in mod.local_enums:
                out[name] = mod.get(name)
        return out

    def entity_features(self, domain: str) -> dict[str, int]:
        """The ``<X>EntityFeature`` IntFlag of ``domain`` (empty when it has none)."""
        found = {
            name: {k: int(v) for k, v in cls.items()}
            for name, cls in self.local_enums(domain).items()
            if cls.is_intflag and name.endswith("EntityFeature")
        }
        if len(found) > 1:
            raise CatalogError(f"{domain}: several EntityFeature IntFlags {sorted(found)}")
        return next(iter(found.values()), {})

    def resolve_enum_ref(self, ref: str) -> Any:
        """``light.LightEntityFeature.EFFECT`` → 4, ``light.ColorMode.HS`` → ``"hs"``.

        Same lookup as HA's ``_validate_option_or_feature``: the enum is an attribute of
        the domain's package.
        """
        # (Single-type except clauses only: formatters targeting Python 3.14 rewrite
        # ``except (A, B):`` into PEP 758 syntax, which Python < 3.14 cannot run.)
        parts = ref.split(".", 2)
        if len(parts) != 3:
            raise CatalogError(f"bad enum reference {ref!r}")
        domain, enum, member = parts
        try:
            cls = self.loader.attr(f"homeassistant.components.{domain}", enum)
        except Unresolved as exc:
            raise CatalogError(f"cannot resolve {ref!r}") from exc
        if not isinstance(cls, EnumClass) or member not in cls:
            raise CatalogError(f"cannot resolve {ref!r}")
        value = cls[member]
        return int(value) if isinstance(value, int) else value

    def ha_version(self) -> str:
        const = self.loader.module("homeassistant.const")
        if const is None:
            raise CatalogError("homeassistant/const.py missing from the wheel")
        try:
            return ".".join(
                str(const.get(n)) for n in ("MAJOR_VERSION", "MINOR_VERSION", "PATCH_VERSION")
            )
        except Unresolved as exc:
            raise CatalogError("cannot read the version from homeassistant/const.py") from exc


# --------------------------------------------------------------------------------------
# Registration calls (required_features, supports_response, Required(...) keys)


def _call_args(call: ast.Call, positional: tuple[str, ...]) -> dict[str, ast.AST]:
    args: dict[str, ast.AST] = {}
    for name, node in zip(positional, call.args):
        args[name] = node
    for kw in call.keywords:
        if kw.arg is not None:
            args[kw.arg] = kw.value
    return args


def _required_keys(node: ast.AST | None, mod: Module, depth: int = 0) -> set[str]:
    """Keys wrapped in ``Required(...)`` anywhere in a schema expression."""
    if node is None or depth > 4:
        return set()
    if isinstance(node, ast.Name) and mod.expr(node.id) is not None:
        return _required_keys(mod.expr(node.id), mod, depth + 1)
    found: set[str] = set()
    for sub in ast.walk(node):
        if (
            isinstance(sub, ast.Call)
            and (
                (isinstance(sub.func, ast.Attribute) and sub.func.attr == "Required")
                or (isinstance(sub.func, ast.Name) and sub.func.id == "Required")
            )
            and sub.args
        ):
            try:
                key = mod.eval(sub.args[0])
            except Unresolved:
                continue
            if isinstance(key, str):
                found.add(key)
        elif isinstance(sub, ast.Name) and sub is not node:
            value = mod.expr(sub.id)
            if isinstance(value, (ast.Dict, ast.Call)):
                found |= _required_keys(value, mod, depth + 1)
    return found


def _response(node: ast.AST | None) -> dict[str, bool] | None:
    if node is None:
        return None
    if isinstance(node, ast.Attribute):
        if node.attr == "ONLY":
            return {"optional": False}
        if node.attr == "OPTIONAL":
            return {"optional": True}
        if node.attr == "NONE":
            return None
    raise CatalogError(f"cannot read supports_response {ast.dump(node)}")


def _registration_calls(
    mod: Module, domain: str, explicit_domain_only: bool
) -> list[tuple[ast.Call, dict[str, ast.AST]]]:
    """Service registration calls in ``mod`` that register a service of ``domain``."""
    out = []
    for node in ast.walk(mod.tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        attr = node.func.attr
        if attr in _REGISTER_ENTITY_SERVICE and not explicit_domain_only:
            args = _call_args(
                node, ("name", "schema", "func", "required_features", "supports_response")
            )
        elif attr == "async_register_platform_entity_service":
            args = _call_args(node, ("hass", "domain", "name"))
        elif (
            attr == "async_register"
            and isinstance(node.func.value, ast.Attribute)
            and node.func.value.attr == "services"
        ):
            args = _call_args(node, ("domain", "name", "func", "schema", "supports_response"))
        else:
            continue
        if "domain" in args:
            try:
                if mod.eval(args["domain"]) != domain:
                    continue
            except Unresolved:
                continue
        out.append((node, args))
    return out


def registrations(src: SourceIndex, domain: str) -> dict[str, dict[str, Any]]:
    """Per registered service: ``required_features``, ``response``, ``schema_required``.

    Looks at the domain's own modules and at the core integration's platform for it
    (``homeassistant/components/homeassistant/scene.py`` registers ``scene.delete``).
    """
    sources = [(mod, False) for mod in src.modules(domain)]
    core_platform = src.loader.module(f"homeassistant.components.homeassistant.{domain}")
    if core_platform is not None and domain != "homeassistant":
        sources.append((core_platform, True))
    out: dict[str, dict[str, Any]] = {}
    for mod, explicit_only in sources:
        for _node, args in _registration_calls(mod, domain, explicit_only):
            if "name" not in args:
                continue
            try:
                service = mod.eval(args["name"])
            except Unresolved:
                continue  # dynamic registrations (one service per script, ...)
            if not isinstance(service, str):
                continue
            required: list[int] | None = None
            node = args.get("required_features")
            if node is not None and not (isinstance(node, ast.Constant) and node.value is None):
                try:
                    required = [int(v) for v in mod.eval(node)]
                except Unresolved as exc:
                    raise CatalogError(
                        f"{domain}.{service}: cannot resolve required_features ({exc})"
                    ) from exc
            device_classes = None
            if "entity_device_classes" in args:
                try:
                    device_classes = list(mod.eval(args["entity_device_classes"]))
                except Unresolved as exc:
                    raise CatalogError(
                        f"{domain}.{service}: cannot resolve entity_device_classes"
                    ) from exc
            out[service] = {
                "required_features": required,
                "required_device_classes": device_classes,
                "response": _response(args.get("supports_response")),
                "schema_required": sorted(_required_keys(args.get("schema"), mod)),
            }
    return out


# --------------------------------------------------------------------------------------
# Translations


def flatten_translations(tree: Any, prefix: str) -> dict[str, str]:
    """A ``translations/<lang>.json`` tree as Home Assistant's flat keys.

    ``{"services": {"turn_on": {"name": ...}}}`` with prefix ``component.light.`` gives
    ``component.light.services.turn_on.name``: the keys ``async_get_translations`` serves,
    so the same code reads the wheel's texts and the live ones.
    """
    out: dict[str, str] = {}
    if isinstance(tree, dict):
        for key, value in tree.items():
            if isinstance(value, dict):
                out.update(flatten_translations(value, f"{prefix}{key}."))
            elif isinstance(value, str):
                out[f"{prefix}{key}"] = value
    return out


# --------------------------------------------------------------------------------------
# services.yaml → the descriptions Home Assistant serves at runtime


def _feature_masks(src: SourceIndex, refs: Any) -> list[int]:
    """services.yaml ``supported_features`` → masks; an inner list is one OR-ed mask."""
    masks = []
    for ref in as_list(refs):
        mask = 0
        for part in as_list(ref):
            mask |= int(src.resolve_enum_ref(part))
        masks.append(mask)
    return masks


def _field_filter(src: SourceIndex, flt: Any) -> dict[str, Any] | None:
    if not flt:
        return None
    out: dict[str, Any] = {}
    if "supported_features" in flt:
        out["supported_features"] = _feature_masks(src, flt["supported_features"])
    if "attribute" in flt:
        out["attribute"] = {
            attr: [src.resolve_enum_ref(v) if _is_enum_ref(v) else v for v in as_list(vals)]
            for attr, vals in flt["attribute"].items()
        }
    unknown = set(flt) - {"supported_features", "attribute"}
    if unknown:
        raise CatalogError(f"unknown field filter keys {sorted(unknown)}")
    return out


_ENUM_REF = re.compile(r"^[a-z_]+\.[A-Z][A-Za-z]+\.[A-Z0-9_]+$")


def _is_enum_ref(value: Any) -> bool:
    return isinstance(value, str) and bool(_ENUM_REF.match(value))


def runtime_description(src: SourceIndex, spec: dict[str, Any]) -> dict[str, Any]:
    """A services.yaml entry as ``async_get_all_descriptions`` serves it: enums resolved.

    Home Assistant resolves ``light.ColorMode.HS`` and ``cover.CoverEntityFeature.OPEN`` when
    it loads the file (``_SERVICES_SCHEMA``); here the wheel's sources resolve them.
    """

    def field(fspec: Any) -> dict[str, Any]:
        fspec = dict(fspec or {})
        if fspec.get("filter"):
            fspec["filter"] = _field_filter(src, fspec["filter"])
        return fspec

    fields: dict[str, Any] = {}
    for key, fspec in (spec.get("fields") or {}).items():
        if is_section(fspec):
            fields[key] = {
                **fspec,
                "fields": {k: field(v) for k, v in (fspec["fields"] or {}).items()},
            }
        else:
            fields[key] = field(fspec)
    out = {**spec, "fields": fields}
    target = spec.get("target")
    if isinstance(target, dict) and target.get("entity") is not None:
        out["target"] = {
            **target,
            "entity": [
                {**flt, "supported_features": _feature_masks(src, flt.get("supported_features"))}
                for flt in as_list(target["entity"])
            ],
        }
    return out


# --------------------------------------------------------------------------------------
# One domain


def build_domain(wheel: Wheel, src: SourceIndex, domain: str, notes: list[str]) -> dict[str, Any]:
    base = f"{COMPONENTS}/{domain}"
    if not wheel.has(f"{base}/manifest.json"):
        raise CatalogError(f"{domain}: not in the wheel")
    prefix = f"component.{domain}."
    trans = {
        lang: flatten_translations(wheel.json(f"{base}/translations/{lang}.json") or {}, prefix)
        for lang in LANGS
    }
    manifest = wheel.json(f"{base}/manifest.json") or {}
    raw_yaml = wheel.text(f"{base}/services.yaml")
    services_yaml = (yaml.safe_load(raw_yaml) if raw_yaml else None) or {}
    regs = registrations(src, domain)
    allow = SERVICE_ALLOWLIST.get(domain)

    services: dict[str, Any] = {}
    attribute_values: dict[str, dict[str, dict[str, str]]] = {}

    for svc, spec in services_yaml.items():
        if svc.startswith("."):
            continue  # YAML anchors
        spec = spec or {}
        if allow is not None and svc not in allow:
            continue
        if "target" not in spec:
            continue  # not an entity service (reload, scene.create, ...)
        if svc not in regs:
            # Described in services.yaml and translated, but never registered (vacuum's
            # turn_on/turn_off/toggle/start_pause since StateVacuumEntity): not callable.
            notes.append(f"{domain}.{svc}: in services.yaml but not registered, skipped")
            continue
        reg = regs[svc]
        entry, values = service_entry(domain, svc, runtime_description(src, spec), trans)
        # What only the registration says: Required(...) keys of its schema, the features
        # HA checks at call time, whether it responds.
        for field, fentry in entry["fields"].items():
            fentry["required"] = fentry["required"] or field in reg.get("schema_required", [])
        entry["required_features"] = reg.get("required_features")
        entry["response"] = reg.get("response")
        if reg.get("required_device_classes") is not None:
            entry["required_device_classes"] = reg["required_device_classes"]
        services[svc] = entry
        for field, labels in values.items():
            attribute_values.setdefault(field, {}).update(labels)

    # State attribute values (fan_mode, preset_mode, swing_mode, direction, ...).
    attrs_prefix = f"{prefix}entity_component._.state_attributes."
    for attr in children(trans, attrs_prefix):
        labels = value_texts(trans, f"{attrs_prefix}{attr}.state.")
        if labels:
            merged = attribute_values.setdefault(attr, {})
            for value, text in labels.items():
                merged.setdefault(value, {}).update(text)

    # Device classes: enum members plus whatever the translations name.
    device_classes: dict[str, Any] = {}
    for cls_name, members in src.local_enums(domain).items():
        if cls_name.endswith("DeviceClass"):
            for value in members.values():
                if isinstance(value, str):
                    device_classes.setdefault(value, {})
    for key in children(trans, f"{prefix}entity_component."):
        if key != "_":
            device_classes.setdefault(key, {})
    for dc in list(device_classes):
        info: dict[str, Any] = {"name": texts(trans, f"{prefix}entity_component.{dc}.name")}
        states = value_texts(trans, f"{prefix}entity_component.{dc}.state.")
        if states:
            info["states"] = states
        device_classes[dc] = info

    return {
        "name": texts(trans, f"{prefix}title", manifest.get("name")),
        "entity_name": texts(trans, f"{prefix}entity_component._.name"),
        "features": src.entity_features(domain),
        "services": services,
        "states": value_texts(trans, f"{prefix}entity_component._.state."),
        "attribute_values": attribute_values,
        "device_classes": device_classes,
    }


def build_catalog(wheel_path: Path) -> dict[str, Any]:
    """The whole catalog::

        {"ha_version": str,
         "domains": {domain: {
            "name": Text, "entity_name": Text,
            "features": {FLAG: int},
            "services": {service: {
                "name": Text, "description": Text,
                "target": {"supported_features": [int] | None, "device_class": [str] | None,
                           "integration": [str] | None, ["domain": [str] | None]}
                          | [such filters],
                "required_features": [int] | None,
                "response": {"optional": bool} | None,
                "fields": {field: {"required": bool, "selector": {...},
                                   "filter": {"supported_features": [int]}
                                             | {"attribute": {attr: [value]}} | None,
                                   "name": Text, "description": Text,
                                   ["section": str], ["example": ...], ["default": ...]}}}},
            "states": {state: Text},
            "attribute_values": {attribute_or_field: {value: Text}},
            "device_classes": {device_class: {"name": Text, ["states": {state: Text}]}}}}}

    ``Text`` is ``{"en": str, "zh-Hans": str}`` with missing languages left out.
    """
    wheel = Wheel(wheel_path)
    src = SourceIndex(wheel)
    notes: list[str] = []
    domains = {domain: build_domain(wheel, src, domain, notes) for domain in DOMAINS}
    for note in notes:
        print(f"gen_catalog: note: {note}", file=sys.stderr)
    # homeassistant.turn_on/off/toggle forward to <domain>.<service> when it exists.
    for svc, spec in domains["homeassistant"]["services"].items():
        spec["delegates_to"] = sorted(
            d for d in DOMAINS if d != "homeassistant" and svc in domains[d]["services"]
        )
    return {"ha_version": src.ha_version(), "domains": domains}


def dumps(catalog: dict[str, Any]) -> str:
    return json.dumps(catalog, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("wheel", type=Path, help="path to homeassistant-<ver>-py3-none-any.whl")
    parser.add_argument("output_dir", type=Path, help="directory that receives services.json")
    args = parser.parse_args(argv)
    try:
        catalog = build_catalog(args.wheel)
    except CatalogError as exc:
        print(f"gen_catalog: {exc}", file=sys.stderr)
        return 1
    args.output_dir.mkdir(parents=True, exist_ok=True)
    out = args.output_dir / OUTPUT_NAME
    out.write_text(dumps(catalog), encoding="utf-8", newline="\n")
    n_services = sum(len(d["services"]) for d in catalog["domains"].values())
    print(
        f"wrote {out}: HA {catalog['ha_version']}, {len(catalog['domains'])} domains, "
        f"{n_services} services"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
