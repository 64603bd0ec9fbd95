"""Home Assistant's service descriptions → catalog entries, and the live catalog.

Home Assistant describes a service in one shape once it has read ``services.yaml``: the dict
``homeassistant.helpers.service.async_get_all_descriptions`` serves (``fields``, ``target``,
``name``/``description`` when written in the YAML, ``response``), with enum references such
as ``light.ColorMode.HS`` already turned into values and sections left for the reader to
flatten. Its texts come separately, as the flat keys of
``homeassistant.helpers.translation.async_get_translations``
(``component.<domain>.services.<service>.name``, ``...fields.<field>.description``,
``component.<domain>.selector.<key>.options.<value>``).

:func:`service_entry` turns one such description and those translations into a catalog
service entry (the format of ``data/services.json``, see ``scripts/gen_catalog.py``). Both
sources of the catalog go through it, so they cannot drift apart: ``scripts/gen_catalog.py``
resolves the wheel's ``services.yaml`` and ``translations/<lang>.json`` into that shape
offline, and the Home Assistant integration passes the live descriptions at runtime
(:func:`merge_catalog`).

This module is plain data in, plain data out: no Home Assistant import, and it runs on the
Python the generator runs on (3.11+).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from .catalog import EN, LANGUAGES, ZH
from .text import has_cjk

Translations = Mapping[str, Mapping[str, str]]
"""Per catalog language (``zh-Hans``, ``en``), Home Assistant's flat translation keys → text."""


# --------------------------------------------------------------------------- texts


def _clean(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def texts(translations: Translations, key: str, fallback: Any = None) -> dict[str, str]:
    """``{"en": ..., "zh-Hans": ...}`` for one translation key, languages without text left out.

    ``fallback`` is the text written in ``services.yaml`` itself; it goes to the Chinese slot
    when it is Chinese (some integrations write their YAML in Chinese), else to English, and
    only where the translations have nothing.
    """
    out: dict[str, str] = {}
    for language in LANGUAGES:
        value = _clean(translations.get(language, {}).get(key))
        if value:
            out[language] = value
    written = _clean(fallback)
    if written:
        out.setdefault(ZH if has_cjk(written) else EN, written)
    return out


def value_texts(translations: Translations, prefix: str) -> dict[str, dict[str, str]]:
    """The labels under ``prefix`` (``...options.``, ``...state.``) as ``{value: {lang: label}}``.

    Only direct children count: ``prefix + value``.
    """
    out: dict[str, dict[str, str]] = {}
    for language in LANGUAGES:
        for key, label in translations.get(language, {}).items():
            if not key.startswith(prefix):
                continue
            value, text = key[len(prefix) :], _clean(label)
            if value and "." not in value and text:
                out.setdefault(value, {})[language] = text
    return out


def without_english_fallbacks(translations: Translations) -> dict[str, dict[str, str]]:
    """The translations with each language's copies of the English text left out.

    ``async_get_translations`` fills a language's missing keys with English, so a text
    equal to the English one is that fallback, not a translation. Left in, it would put
    English in the Chinese slot, where the glossary is to fill the gap and where it would
    only blur the documents. (The wheel's own ``zh-Hans.json`` has no fallbacks; there "TV"
    is a real translation, so the generator does not use this.)
    """
    english = translations.get(EN, {})
    return {
        language: dict(by_key)
        if language == EN
        else {key: text for key, text in by_key.items() if english.get(key) != text}
        for language, by_key in translations.items()
    }


def children(translations: Translations, prefix: str) -> list[str]:
    """The distinct key segments right after ``prefix``, in any language, sorted."""
    found = {
        key[len(prefix) :].partition(".")[0]
        for by_key in translations.values()
        for key in by_key
        if key.startswith(prefix)
    }
    return sorted(found - {""})


# --------------------------------------------------------------------------- descriptions


def as_list(value: Any) -> list[Any]:
    """``None`` → ``[]``, a scalar → ``[value]``, a list or tuple → a list."""
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def plain(value: Any) -> Any:
    """A description as builtin dicts, lists, strings and numbers.

    Home Assistant's YAML loader returns ``str`` and ``dict`` subclasses that carry the file
    and line; the catalog ends up in the prompt YAML, whose safe dumper refuses them.
    Anything else (a date ``default``) is kept as it is.
    """
    if isinstance(value, Mapping):
        return {str(key): plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if isinstance(value, bool) or value is None:
        return value
    for kind in (str, int, float):
        if isinstance(value, kind):
            return kind(value)
    return value


def is_section(spec: Any) -> bool:
    """Whether a ``fields`` entry is a section (``{"collapsed": ..., "fields": {...}}``)."""
    return isinstance(spec, Mapping) and "fields" in spec and "selector" not in spec


def flatten_fields(fields: Any) -> list[tuple[str, Mapping[str, Any], str | None]]:
    """``(field, spec, section)`` for every field, those inside sections included."""
    out: list[tuple[str, Mapping[str, Any], str | None]] = []
    for key, spec in (fields or {}).items():
        if is_section(spec):
            for sub_key, sub_spec in (spec["fields"] or {}).items():
                out.append((sub_key, sub_spec or {}, key))
        else:
            out.append((key, spec or {}, None))
    return out


def selector_config(selector: Any) -> dict[str, Any]:
    """The selector with ``type: null`` configs normalised to ``{}``."""
    if not isinstance(selector, Mapping):
        return {}
    return {kind: (config if config is not None else {}) for kind, config in selector.items()}


def field_filter(flt: Any) -> dict[str, Any] | None:
    """A field filter (feature masks, attribute values), or ``None`` when the field has none."""
    if not isinstance(flt, Mapping) or not flt:
        return None
    out: dict[str, Any] = {}
    if "supported_features" in flt:
        out["supported_features"] = [int(m) for m in as_list(flt["supported_features"])]
    if isinstance(flt.get("attribute"), Mapping):
        out["attribute"] = {attr: as_list(vals) for attr, vals in flt["attribute"].items()}
    return out


def _entity_filter(domain: str, flt: Mapping[str, Any]) -> dict[str, Any]:
    """One ``target.entity`` filter as a catalog target.

    ``domain`` is left out when the filter names only the service's own domain (every
    entity service of the bundled domains). A filter that names an integration but no
    domain gets ``"domain": None``: that integration's entities in any domain.
    """
    domains = sorted(str(d) for d in as_list(flt.get("domain")))
    integrations = sorted(str(i) for i in as_list(flt.get("integration")))
    out: dict[str, Any] = {
        "supported_features": [int(m) for m in as_list(flt.get("supported_features"))] or None,
        "device_class": sorted(str(c) for c in as_list(flt.get("device_class"))) or None,
        "integration": integrations or None,
    }
    if domains and domains != [domain]:
        out["domain"] = domains
    elif not domains and integrations:
        out["domain"] = None
    return out


def target_entry(domain: str, target: Any) -> dict[str, Any] | list[dict[str, Any]]:
    """The catalog target of a service: one filter, or a list when several (any may match)."""
    entity = target.get("entity") if isinstance(target, Mapping) else None
    filters = [_entity_filter(domain, f) for f in as_list(entity) if isinstance(f, Mapping)]
    if not filters:
        filters = [_entity_filter(domain, {})]
    return filters[0] if len(filters) == 1 else filters


def _option_values(options: Any) -> list[tuple[str, str | None]]:
    """A select selector's options as ``(value, label)``; plain strings have no label."""
    out = []
    for option in as_list(options):
        if isinstance(option, Mapping) and option.get("value") is not None:
            out.append((str(option["value"]), _clean(option.get("label"))))
        elif isinstance(option, (str, int, float)) and not isinstance(option, bool):
            out.append((str(option), None))
    return out


def service_entry(
    domain: str, service: str, description: Mapping[str, Any], translations: Translations
) -> tuple[dict[str, Any], dict[str, dict[str, dict[str, str]]]]:
    """One service as a catalog entry, with the option labels its fields use.

    Returns ``(entry, values)``: ``entry`` has ``name``, ``description``, ``target``,
    ``required_features`` (``None``: only the registration knows it, see
    ``scripts/gen_catalog.py``), ``fields`` (sections flattened, each field naming its
    ``section``) and ``response``; ``values`` maps a field to ``{value: {lang: label}}``
    for the options its selector offers (a select's translated options, a state selector's
    translated states), which the catalog keeps per domain as ``attribute_values``.
    """
    description = plain(description)
    base = f"component.{domain}.services.{service}."
    fields: dict[str, Any] = {}
    values: dict[str, dict[str, dict[str, str]]] = {}
    for name, spec, section in flatten_fields(description.get("fields")):
        selector = selector_config(spec.get("selector"))
        entry: dict[str, Any] = {
            "required": bool(spec.get("required", False)),
            "selector": selector,
            "filter": field_filter(spec.get("filter")),
            "name": texts(translations, f"{base}fields.{name}.name", spec.get("name")),
            "description": texts(
                translations, f"{base}fields.{name}.description", spec.get("description")
            ),
        }
        if section is not None:
            entry["section"] = section
        for extra in ("example", "default"):
            if extra in spec:
                entry[extra] = spec[extra]
        fields[name] = entry
        select = selector.get("select")
        if isinstance(select, Mapping):
            labels: dict[str, dict[str, str]] = {}
            if select.get("translation_key"):
                key = select["translation_key"]
                labels = value_texts(translations, f"component.{domain}.selector.{key}.options.")
            for value, label in _option_values(select.get("options")):
                if label and value not in labels and label != value:
                    labels[value] = {ZH if has_cjk(label) else EN: label}
            if labels:
                values.setdefault(name, {}).update(labels)
        state = selector.get("state")
        if isinstance(state, Mapping) and not state.get("attribute"):
            # A state selector without an attribute offers the entity's own states
            # (climate.set_hvac_mode: the state *is* the HVAC mode).
            states = value_texts(translations, f"component.{domain}.entity_component._.state.")
            hidden = set(as_list(state.get("hide_states")))
            if states:
                values.setdefault(name, {}).update(
                    {v: t for v, t in states.items() if v not in hidden}
                )
    response = description.get("response")
    entry_out: dict[str, Any] = {
        "name": texts(translations, f"{base}name", description.get("name")),
        "description": texts(translations, f"{base}description", description.get("description")),
        "target": target_entry(domain, description.get("target")),
        "required_features": None,
        "fields": fields,
        "response": dict(response) if isinstance(response, Mapping) else None,
    }
    return entry_out, values


# --------------------------------------------------------------------------- the live catalog


def acts_on_entities(description: Mapping[str, Any]) -> bool:
    """Whether a live service is one to offer: it has a target and is not response-only.

    A service without a target does not act on entities (``reload``, ``scene.create``); one
    that only returns data (``supports_response=ONLY``) cannot be called as an action.
    """
    response = description.get("response")
    if isinstance(response, Mapping) and response.get("optional") is False:
        return False
    return "target" in description


def _bundled(bundle: Mapping[str, Any], domain: str) -> Mapping[str, Any]:
    services = bundle.get("domains", {}).get(domain, {}).get("services", {})
    return services if isinstance(services, Mapping) else {}


def _new_fields(entry: Mapping[str, Any], description: Mapping[str, Any]) -> bool:
    """Whether a live description has fields the bundled entry lacks."""
    names = {name for name, _, _ in flatten_fields(description.get("fields"))}
    return bool(names - set(entry.get("fields", {})))


def text_domains(bundle: Mapping[str, Any], descriptions: Mapping[str, Any]) -> list[str]:
    """The domains whose translations :func:`merge_catalog` uses, sorted.

    Those with a live service the bundle lacks, or a bundled service with a field the
    bundle lacks. Everything else takes its texts from the bundle and the glossary, so
    loading translations for it would be wasted.
    """
    out = []
    for domain, services in descriptions.items():
        bundled = _bundled(bundle, domain)
        for service, description in services.items():
            if not isinstance(description, Mapping):
                continue
            known = bundled.get(service)
            if known is None:
                if acts_on_entities(description):
                    out.append(domain)
                    break
            elif _new_fields(known, description):
                out.append(domain)
                break
    return sorted(out)


def _merge_texts(bundled: Mapping[str, str], live: Mapping[str, str]) -> dict[str, str]:
    """The bundle's text per language, the live one where the bundle has none."""
    return {**live, **bundled}


def merge_catalog(
    bundle: Mapping[str, Any],
    descriptions: Mapping[str, Mapping[str, Any]],
    translations: Translations,
) -> dict[str, Any]:
    """The catalog for this Home Assistant: the bundle, corrected and completed by it.

    ``descriptions`` is what ``async_get_all_descriptions`` returned (the registered
    services, described); ``translations`` the texts of the domains :func:`text_domains`
    names, in the catalog's languages. The merge rule:

    * **The bundle is the base** for what runtime descriptions lack or say less well:
      registration ``required_features`` parsed from the sources, entity state and
      attribute value translations, its targets, fields and texts (the reviewed zh-Hans
      texts of ``glossary.json`` are keyed to its services).
    * **Registered services only.** A bundled service this Home Assistant does not register
      is dropped. A bundled domain with no registered service at all is kept whole: its
      integration may not be loaded yet, and the bundle is the best description there is.
    * **The live descriptions add** the services and domains the bundle lacks (custom
      integrations, core integrations outside the bundle, services added after its Home
      Assistant version) when they act on entities (:func:`acts_on_entities`), and the
      fields Home Assistant added to bundled services.
    * **Texts**: per language, the bundle's; the live translation where the bundle has
      none; the text written in the description itself where neither has one. The
      catalog's :meth:`~.catalog.ServiceSpec.text` falls back to English, and the glossary
      fills Chinese gaps (for a service it does not know, from the generic
      ``homeassistant.<service>`` entry of the same name).

    The inputs are not modified; the result shares unchanged parts with them.
    """
    translations = without_english_fallbacks(translations)
    translated = {
        key.split(".", 2)[1] for by_key in translations.values() for key in by_key if "." in key
    }
    bundled_domains: Mapping[str, Any] = bundle.get("domains", {})
    domains: dict[str, Any] = {}
    for domain, data in bundled_domains.items():
        live = descriptions.get(domain)
        if not live:
            domains[domain] = data
            continue
        values: dict[str, Any] = dict(data.get("attribute_values", {}))
        services: dict[str, Any] = {}
        for service, entry in data.get("services", {}).items():
            description = live.get(service)
            if description is None:
                continue  # Home Assistant no longer registers it
            if domain not in translated and not _new_fields(entry, description):
                services[service] = entry  # nothing the live side could add (the common case)
                continue
            live_entry, labels = service_entry(domain, service, description, translations)
            fields = dict(entry.get("fields", {}))
            for name, field in live_entry["fields"].items():
                fields.setdefault(name, field)
            services[service] = {
                **entry,
                "name": _merge_texts(entry.get("name", {}), live_entry["name"]),
                "description": _merge_texts(
                    entry.get("description", {}), live_entry["description"]
                ),
                "fields": fields,
            }
            _add_values(values, labels)
        domains[domain] = {**data, "services": services, "attribute_values": values}
    for domain, live in sorted(descriptions.items()):
        bundled = _bundled(bundle, domain)
        for service, description in sorted(live.items()):
            if service in bundled or not isinstance(description, Mapping):
                continue
            if not acts_on_entities(description):
                continue
            entry, labels = service_entry(domain, service, description, translations)
            data = domains.get(domain)
            if data is None:
                data = domains[domain] = {"name": {}, "services": {}, "attribute_values": {}}
            data["services"][service] = entry
            _add_values(data["attribute_values"], labels)
    return {**bundle, "domains": domains}


def _add_values(into: dict[str, Any], labels: Mapping[str, Mapping[str, Any]]) -> None:
    """Add option labels for fields; the labels already there (the bundle's) win."""
    for name, by_value in labels.items():
        known = into.get(name, {})
        into[name] = {**by_value, **known}


def catalog_key(catalog: Mapping[str, Any]) -> str:
    """A digest of what a catalog says: equal catalogs, equal keys, whatever their identity.

    The index is rebuilt only when what it is built from changed; a description object
    Home Assistant recreated with the same content must not count as a change. Values JSON
    cannot encode (a ``default`` that is a date, an object in a description a custom
    integration set) count by their type only, so that no ``repr`` with a memory address
    makes two equal catalogs differ.
    """
    text = json.dumps(
        catalog.get("domains", {}),
        sort_keys=True,
        ensure_ascii=False,
        default=lambda value: f"<{type(value).__qualname__}>",
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
