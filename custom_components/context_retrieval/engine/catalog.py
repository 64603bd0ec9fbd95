"""Capabilities: which services apply to an entity, with which fields, ranges and options.

The service descriptions, their translations and the feature flags are generated from Home
Assistant itself (``scripts/gen_catalog.py`` → ``data/services.json``); ``data/glossary.json``
is the reviewed part: Chinese texts Home Assistant lacks, the verbs people say for each
service, and the words for each domain and device class.

In Home Assistant the bundle is merged with the live service descriptions first
(:func:`.descriptions.merge_catalog`), so custom integrations' services are in the catalog too.

Applicability follows Home Assistant: a service applies to the entities its target filters
name (any filter may match: the domain, the integration that provides the entity, the device
class, and at least one of its feature masks), and, where its registration names required
features, when the entity supports at least one of them; a field whose filter names features
or attribute values is offered only when the entity has them. An entity that does not report
``supported_features`` supports everything (docs/contracts.md §1).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .data import load_json
from .home import Entity
from .text import has_cjk

ZH: Final = "zh-Hans"
EN: Final = "en"
LANGUAGES: Final = (ZH, EN)

# Services that make no sense to reach by voice, or that need data no speaker gives.
NOT_FOR_VOICE: Final[frozenset[str]] = frozenset(
    {
        "reload",
        "send_command",
        "learn_command",
        "delete_command",
        "join",
        "unjoin",
        "browse_media",
        "search_media",
        "clear_playlist",
        "set_datetime",
        "remove_item",
        "remove_completed_items",
        "get_items",
        "trigger",
        "clean_area",
        "set_value_step",
        "get_forecasts",
        "check_config",
        "restart",
        "stop",
        "save_persistent_states",
        "update_entity",
        "reload_config_entry",
        "reload_core_config",
        "reload_all",
        "reload_custom_templates",
        "set_location",
        "toggle_cover_tilt",
        "apply",
        "create",
        "delete",
        "set_date",
        "set_time",
        "media_seek",
        "repeat_set",
        "shuffle_set",
        "select_first",
        "select_last",
        "select_next",
        "select_previous",
        "decrement",
        "increment",
        "set_value",
        "alarm_arm_custom_bypass",
        "alarm_trigger",
        "open_lock",
    }
)
# `stop` and `set_value` are generic names; these domains do take them by voice.
VOICE_EXCEPTIONS: Final[frozenset[str]] = frozenset(
    {
        "vacuum.stop",
        "lawn_mower.stop",
        "valve.stop_valve",
        "cover.stop_cover",
        "number.set_value",
        "input_number.set_value",
        "lock.open",
        "select.select_next",
        "input_select.select_next",
    }
)
# Option-valued fields whose options the entity lists in an attribute.
OPTION_ATTRIBUTES: Final[Mapping[str, str]] = {
    "hvac_mode": "hvac_modes",
    "fan_mode": "fan_modes",
    "preset_mode": "preset_modes",
    "swing_mode": "swing_modes",
    "swing_horizontal_mode": "swing_horizontal_modes",
    "source": "source_list",
    "sound_mode": "sound_mode_list",
    "effect": "effect_list",
    "fan_speed": "fan_speed_list",
    "option": "options",
    "operation_mode": "operation_list",
    "mode": "available_modes",
    "activity": "activity_list",
}
# Option fields whose "on" means swinging in any of the device's listed modes ("扫风打开").
SWING_FIELDS: Final = frozenset({"swing_mode", "swing_horizontal_mode"})
# What a relative change asks for, by its step field and sign: shown instead of the service's
# own name ("调暗", not "打开灯光"), so that a model following the YAML changes the setting, and
# the action of a follow-up that changes the previous setting (engine/changes.py).
CHANGE_SAID: Final[Mapping[tuple[str, bool], Mapping[str, str]]] = {
    ("brightness_step_pct", True): {ZH: "调亮", EN: "brighten"},
    ("brightness_step_pct", False): {ZH: "调暗", EN: "dim"},
    ("temperature_step", True): {ZH: "调高温度", EN: "raise the temperature"},
    ("temperature_step", False): {ZH: "调低温度", EN: "lower the temperature"},
    ("volume_step", True): {ZH: "调大音量", EN: "raise the volume"},
    ("volume_step", False): {ZH: "调小音量", EN: "lower the volume"},
    ("humidity_step", True): {ZH: "调高湿度", EN: "raise the humidity"},
    ("humidity_step", False): {ZH: "调低湿度", EN: "lower the humidity"},
    ("position_step", True): {ZH: "开大", EN: "open further"},
    ("position_step", False): {ZH: "关小", EN: "close further"},
    ("percentage_step", True): {ZH: "调快风速", EN: "speed up"},
    ("percentage_step", False): {ZH: "调慢风速", EN: "slow down"},
    ("color_temp_step", True): {ZH: "调冷色温", EN: "a cooler white"},
    ("color_temp_step", False): {ZH: "调暖色温", EN: "a warmer white"},
}
# Numeric fields whose range the entity states in attributes: (min, max, step).
RANGE_ATTRIBUTES: Final[Mapping[str, tuple[str | None, str | None, str | None]]] = {
    "temperature": ("min_temp", "max_temp", "target_temp_step"),
    "target_temp_high": ("min_temp", "max_temp", "target_temp_step"),
    "target_temp_low": ("min_temp", "max_temp", "target_temp_step"),
    "humidity": ("min_humidity", "max_humidity", None),
    "color_temp_kelvin": ("min_color_temp_kelvin", "max_color_temp_kelvin", None),
    "value": ("min", "max", "step"),
    "percentage": (None, None, "percentage_step"),
}
# Parameters whose name differs from the service field that takes them.
PARAM_FIELDS: Final[Mapping[str, str]] = {
    "search_query": "media",
    "media_content_id": "media",
    "media_class": "media",
    "brightness": "brightness_pct",
    "volume": "volume_level",
    "color": "color_name",
    # Relative changes resolved against the entity's current value (injection.resolve_relative).
    "temperature_step": "temperature",
    "volume_step": "volume_level",
    "humidity_step": "humidity",
    "position_step": "position",
    "color_temp_step": "color_temp_kelvin",
    # Multiples of the current value, resolved against it (injection.resolve_relative).
    "brightness_scale": "brightness_pct",
    "volume_scale": "volume_level",
    "percentage_scale": "percentage",
}
# A multiple of a setting's current value ("暗一半", "twice as loud"; local_parser/multiples.py):
# scale parameter → (the step it takes where the home reports no current value, the state
# attribute holding that value).
SCALES: Final[Mapping[str, tuple[str, str]]] = {
    "brightness_scale": ("brightness_step_pct", "brightness"),
    "volume_scale": ("volume_step", "volume_level"),
    "percentage_scale": ("percentage_step", "percentage"),
}
LEVEL: Final = "level"
"""A number said for a device the command does not name, with no setting word ("set it to 22"
after the AC, "25 please"): the referenced device's own setting (:data:`OWN_SETTING`)."""
# The setting a device's bare number sets, by domain: the field that takes a :data:`LEVEL`.
OWN_SETTING: Final[Mapping[str, str]] = {
    "light": "brightness_pct",
    "cover": "position",
    "valve": "position",
    "media_player": "volume_level",
    "fan": "percentage",
    "climate": "temperature",
    "water_heater": "temperature",
    "humidifier": "humidity",
    "number": "value",
    "input_number": "value",
}
GENERIC: Final = "homeassistant"
"""The domain of the generic services (``homeassistant.turn_on``) whose glossary entry a
service of the same name that the glossary does not know (a custom ``fragrance.turn_on``)
borrows: the verbs people say for turning things on do not depend on the integration."""
MAX_LISTED_OPTIONS: Final = 12
MAX_LABELLED_OPTIONS: Final = 40
"""Option lists longer than this (CSS colour names) stay out of the documents."""


def _texts(obj: Any) -> dict[str, str]:
    if not isinstance(obj, Mapping):
        return {}
    return {lang: text for lang, text in obj.items() if isinstance(text, str) and text.strip()}


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of a service as Home Assistant describes it."""

    name: str
    required: bool
    selector: Mapping[str, Any]
    filter_features: tuple[int, ...] | None
    filter_attributes: Mapping[str, tuple[Any, ...]] | None
    texts: Mapping[str, str]

    def offered_to(self, entity: Entity) -> bool:
        """Whether the field applies to the entity (its filter, as Home Assistant applies it)."""
        if self.filter_features is not None and not supports_any(entity, self.filter_features):
            return False
        if self.filter_attributes:
            for attribute, allowed in self.filter_attributes.items():
                value = entity.attributes.get(attribute)
                if value is None:
                    continue  # the home does not say; do not hide the field
                values = value if isinstance(value, (list, tuple, set)) else [value]
                if not any(v in allowed for v in values):
                    return False
        return True


@dataclass(frozen=True, slots=True)
class TargetFilter:
    """One ``target.entity`` filter of a service: which entities it takes."""

    domains: tuple[str, ...] | None
    """Entity domains; ``None``: any domain (the filter names an integration instead)."""
    integrations: tuple[str, ...] | None
    """Integrations that provide the entity (its platform)."""
    device_classes: tuple[str, ...] | None
    features: tuple[int, ...] | None

    def matches(self, entity: Entity) -> bool:
        """Home Assistant's rule (``_EntityFilter.matches``), for one entity.

        An entity whose platform the home does not say matches no integration filter: a
        service of one integration offered to every entity of its domain would be wrong far
        more often than right.
        """
        if self.domains is not None and entity.domain not in self.domains:
            return False
        if self.integrations and entity.platform not in self.integrations:
            return False
        if self.device_classes and entity.device_class not in self.device_classes:
            return False
        return self.features is None or supports_any(entity, self.features)


@dataclass(frozen=True, slots=True)
class ServiceSpec:
    """One service (``light.turn_on``, ``yeelight.set_mode``) and the entities it takes."""

    domain: str
    """The service's domain; its entities may be of others (``yeelight.set_mode``: lights)."""
    service: str
    filters: tuple[TargetFilter, ...]
    required_features: tuple[int, ...] | None
    fields: tuple[FieldSpec, ...]
    names: Mapping[str, str]
    descriptions: Mapping[str, str]
    synonyms: Mapping[str, tuple[str, ...]]

    @property
    def full_name(self) -> str:
        """``domain.service``."""
        return f"{self.domain}.{self.service}"

    @property
    def entity_domains(self) -> tuple[str, ...] | None:
        """The entity domains its filters name; ``None`` when one takes any domain."""
        domains: list[str] = []
        for flt in self.filters:
            if flt.domains is None:
                return None
            domains.extend(flt.domains)
        return tuple(dict.fromkeys(domains))

    def applies_to(self, entity: Entity) -> bool:
        """Whether Home Assistant would accept this service for the entity."""
        if not any(flt.matches(entity) for flt in self.filters):
            return False
        return self.required_features is None or supports_any(entity, self.required_features)

    def text(self, kind: str, language: str) -> str:
        """The name or description in a language, falling back to English."""
        texts = self.names if kind == "name" else self.descriptions
        return texts.get(language) or texts.get(EN) or self.service.replace("_", " ")


@dataclass(frozen=True, slots=True)
class FieldView:
    """A field as offered to one entity: its range or options resolved from the entity."""

    name: str
    required: bool
    kind: str
    minimum: float | None = None
    maximum: float | None = None
    step: float | None = None
    unit: str | None = None
    options: tuple[str, ...] = ()
    from_entity: bool = False
    """Whether the options are the entity's own (its source list) rather than a fixed list."""

    def summary(self) -> dict[str, Any]:
        """A compact, prompt-friendly description of what the field takes."""
        out: dict[str, Any] = {}
        if self.minimum is not None or self.maximum is not None:
            out["range"] = [_plain(self.minimum), _plain(self.maximum)]
        if self.step is not None:
            out["step"] = _plain(self.step)
        if self.unit:
            out["unit"] = self.unit
        if self.options and (self.from_entity or len(self.options) <= MAX_LISTED_OPTIONS):
            out["options"] = list(self.options[:MAX_LISTED_OPTIONS])
            if len(self.options) > MAX_LISTED_OPTIONS:
                out["more_options"] = len(self.options) - MAX_LISTED_OPTIONS
        elif self.options:
            out["type"] = f"one of {len(self.options)} {self.name.replace('_', ' ')}s"
        if not out:
            out["type"] = self.kind
        if self.required:
            out["required"] = True
        return out


@dataclass(frozen=True, slots=True)
class Capability:
    """A service that applies to one entity, with the fields it offers that entity."""

    spec: ServiceSpec
    fields: tuple[FieldView, ...]
    option_labels: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per language, the human words for the entity's options (制冷, 制热, ...)."""

    @property
    def service(self) -> str:
        """``domain.service``."""
        return self.spec.full_name

    @property
    def signature(self) -> tuple[Any, ...]:
        """The parameter shape; entities with equal signatures can share one bulk call."""
        return (self.service, tuple(f for f in self.fields))

    def field_names(self) -> frozenset[str]:
        """Names of the offered fields."""
        return frozenset(f.name for f in self.fields)


def _plain(value: float | None) -> float | int | None:
    if value is None:
        return None
    return int(value) if float(value).is_integer() else value


def supports_any(entity: Entity, features: Iterable[int]) -> bool:
    """Whether the entity supports at least one of the feature masks (all bits of a mask)."""
    mask = entity.supported_features
    if mask is None:
        return True
    features = list(features)
    return not features or any(mask & f == f for f in features)


def _filters(domain: str, target: Any) -> tuple[TargetFilter, ...]:
    """The catalog target of a service (one filter, or a list) as filters.

    A filter without ``domain`` takes the service's own domain (every service of the bundled
    domains); ``"domain": null`` takes any domain, for the integration it names
    (:func:`.descriptions.target_entry`).
    """
    raw = target if isinstance(target, list) else [target or {}]
    filters = []
    for flt in raw:
        if not isinstance(flt, Mapping):
            continue
        domains = flt.get("domain", [domain])
        integrations = flt.get("integration")
        device_classes = flt.get("device_class")
        filters.append(
            TargetFilter(
                domains=tuple(str(d) for d in domains) if domains is not None else None,
                integrations=tuple(str(i) for i in integrations) if integrations else None,
                device_classes=tuple(str(c) for c in device_classes) if device_classes else None,
                features=_int_list(flt.get("supported_features")),
            )
        )
    return tuple(filters)


def _int_list(value: Any) -> tuple[int, ...] | None:
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return (value,)
    if isinstance(value, Sequence):
        ints = tuple(v for v in value if isinstance(v, int) and not isinstance(v, bool))
        return ints or None
    return None


class Catalog:
    """The service catalog for a language, with per-entity capabilities cached."""

    def __init__(
        self,
        services: Mapping[str, Any] | None = None,
        glossary: Mapping[str, Any] | None = None,
    ) -> None:
        services = services if services is not None else load_json("services.json")
        glossary = glossary if glossary is not None else load_json("glossary.json")
        self.ha_version: str = str(services.get("ha_version", ""))
        self._glossary_values: Mapping[str, Any] = glossary.get("values", {})
        glossary_services: Mapping[str, Any] = glossary.get("services", {})
        self.domain_words: dict[str, dict[str, tuple[str, ...]]] = {
            domain: {lang: tuple(words) for lang, words in by_lang.items()}
            for domain, by_lang in glossary.get("domains", {}).items()
        }
        self.device_class_words: dict[str, dict[str, tuple[str, ...]]] = {
            key: {lang: tuple(words) for lang, words in by_lang.items()}
            for key, by_lang in glossary.get("device_classes", {}).items()
        }
        self.domain_names: dict[str, dict[str, str]] = {}
        self._attribute_values: dict[str, Mapping[str, Any]] = {}
        self._services: dict[str, list[ServiceSpec]] = {}
        """Per entity domain, the services that may apply to its entities."""
        self._any_domain: list[ServiceSpec] = []
        """Services of one integration's entities in any domain."""
        self._by_name: dict[str, ServiceSpec] = {}
        for domain, data in services.get("domains", {}).items():
            self.domain_names[domain] = _texts(data.get("name"))
            self._attribute_values[domain] = data.get("attribute_values", {})
            own = not data.get("services")
            for service, sdata in sorted(data.get("services", {}).items()):
                full = f"{domain}.{service}"
                if service in NOT_FOR_VOICE and full not in VOICE_EXCEPTIONS:
                    continue
                gloss = glossary_services.get(full) or glossary_services.get(
                    f"{GENERIC}.{service}", {}
                )
                spec = self._spec(domain, service, sdata, gloss)
                self._by_name[full] = spec
                entity_domains = spec.entity_domains
                if entity_domains is None:
                    self._any_domain.append(spec)
                    continue
                for entity_domain in entity_domains:
                    self._services.setdefault(entity_domain, []).append(spec)
                own = own or domain in entity_domains
            if own:
                self._services.setdefault(domain, [])
        self._capabilities: dict[str, tuple[Capability, ...]] = {}
        self._other_words: dict[str, dict[str, frozenset[str]]] = {}

    @staticmethod
    def _spec(
        domain: str, service: str, data: Mapping[str, Any], gloss: Mapping[str, Any]
    ) -> ServiceSpec:
        fields = []
        for name, fdata in (data.get("fields") or {}).items():
            fdata = fdata or {}
            flt = fdata.get("filter") or {}
            attrs = flt.get("attribute") if isinstance(flt, Mapping) else None
            fields.append(
                FieldSpec(
                    name=name,
                    required=bool(fdata.get("required")),
                    selector=fdata.get("selector") or {},
                    filter_features=_int_list(flt.get("supported_features"))
                    if isinstance(flt, Mapping)
                    else None,
                    filter_attributes=(
                        {k: tuple(v) if isinstance(v, list) else (v,) for k, v in attrs.items()}
                        if isinstance(attrs, Mapping)
                        else None
                    ),
                    texts=_texts(fdata.get("name")),
                )
            )
        zh_gloss = gloss.get(ZH, {}) if isinstance(gloss.get(ZH), Mapping) else {}
        names = _texts(data.get("name"))
        descriptions = _texts(data.get("description"))
        if zh_gloss.get("name"):
            names[ZH] = zh_gloss["name"]
        if zh_gloss.get("description"):
            descriptions[ZH] = zh_gloss["description"]
        synonyms = {lang: tuple(words) for lang, words in (gloss.get("synonyms") or {}).items()}
        return ServiceSpec(
            domain=domain,
            service=service,
            filters=_filters(domain, data.get("target")),
            required_features=_int_list(data.get("required_features")),
            fields=tuple(fields),
            names=names,
            descriptions=descriptions,
            synonyms=synonyms,
        )

    @property
    def domains(self) -> frozenset[str]:
        """Entity domains the catalog knows services for (and its own domains' entities')."""
        return frozenset(self._services)

    def all_services(self) -> list[ServiceSpec]:
        """Every voice-relevant service of the catalog."""
        return list(self._by_name.values())

    def services(self, domain: str) -> list[ServiceSpec]:
        """The voice-relevant services that may apply to entities of a domain."""
        return self._services.get(domain, [])

    def spec(self, service: str) -> ServiceSpec | None:
        """Look up ``domain.service``."""
        return self._by_name.get(service)

    def capabilities(self, entity: Entity) -> tuple[Capability, ...]:
        """The services that apply to the entity (cached per entity id and attributes)."""
        cached = self._capabilities.get(entity.entity_id)
        if cached is not None:
            return cached
        caps = tuple(
            self._capability(spec, entity)
            for spec in (*self._services.get(entity.domain, []), *self._any_domain)
            if spec.applies_to(entity)
        )
        self._capabilities[entity.entity_id] = caps
        return caps

    def capability(self, entity: Entity, service: str) -> Capability | None:
        """The capability for ``domain.service`` on the entity, if the service applies."""
        return next((c for c in self.capabilities(entity) if c.service == service), None)

    def forget(self, entity_ids: Iterable[str] | None = None) -> None:
        """Drop cached capabilities (all, or of some entities) after the home changed."""
        if entity_ids is None:
            self._capabilities.clear()
        else:
            for entity_id in entity_ids:
                self._capabilities.pop(entity_id, None)

    def value_words(self, domain: str, field_name: str, value: str, language: str) -> list[str]:
        """The human words for an option value: its label, then what people also say.

        ``climate`` / ``hvac_mode`` / ``cool`` gives 制冷, 制冷模式, 冷气, ... in Chinese.
        """
        attribute = OPTION_ATTRIBUTES.get(field_name, field_name)
        found: list[str] = []
        for key in (field_name, attribute):
            glossed = self._glossary_values.get(f"{domain}.{key}.{value}")
            if isinstance(glossed, Mapping):
                if isinstance(glossed.get(language), str):
                    found.append(glossed[language])
                synonyms = glossed.get("synonyms")
                if isinstance(synonyms, Mapping):
                    found.extend(w for w in synonyms.get(language, []) if isinstance(w, str))
            known = self._attribute_values.get(domain, {}).get(key, {})
            label = known.get(value) if isinstance(known, Mapping) else None
            if isinstance(label, Mapping) and isinstance(label.get(language), str):
                found.append(label[language])
        if not found and language == EN and not has_cjk(value):
            found.append(value.replace("_", " "))
        return list(dict.fromkeys(found))

    def _capability(self, spec: ServiceSpec, entity: Entity) -> Capability:
        views = []
        labels: dict[str, list[str]] = {lang: [] for lang in LANGUAGES}
        for fspec in spec.fields:
            if not fspec.offered_to(entity):
                continue
            view = _field_view(fspec, entity)
            views.append(view)
            if view.options and len(view.options) <= MAX_LABELLED_OPTIONS:
                for lang in LANGUAGES:
                    for value in view.options:
                        labels[lang].extend(self.value_words(spec.domain, fspec.name, value, lang))
        # An option word that another service of the domain is named or called by stays out:
        # climate's hvac_mode "off" is 关闭, and "关闭" must mean climate.turn_off.
        taken = self._service_words(spec)
        return Capability(
            spec=spec,
            fields=tuple(views),
            option_labels={
                lang: tuple(w for w in dict.fromkeys(words) if w.casefold() not in taken[lang])
                for lang, words in labels.items()
            },
        )

    def _service_words(self, spec: ServiceSpec) -> dict[str, frozenset[str]]:
        """Per language, the names and synonyms of the other services its entities take (cached)."""
        key = spec.full_name
        cached = self._other_words.get(key)
        if cached is None:
            domains = spec.entity_domains
            others = (
                self._any_domain
                if domains is None
                else [o for d in domains for o in self._services.get(d, [])]
            )
            cached = {
                lang: frozenset(
                    word.casefold()
                    for other in others
                    if other is not spec
                    for word in (*other.synonyms.get(lang, ()), other.names.get(lang, ""))
                    if word
                )
                for lang in LANGUAGES
            }
            self._other_words[key] = cached
        return cached


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _field_view(spec: FieldSpec, entity: Entity) -> FieldView:
    selector = spec.selector or {}
    kind = next(iter(selector), "any") if isinstance(selector, Mapping) else "any"
    config = selector.get(kind) if isinstance(selector, Mapping) else None
    config = config if isinstance(config, Mapping) else {}
    minimum, maximum, step = (
        _number(config.get("min")),
        _number(config.get("max")),
        _number(config.get("step")),
    )
    unit = config.get("unit_of_measurement")
    if kind == "color_temp":
        unit = unit or config.get("unit")
    options, from_entity = _options(spec, kind, config, entity)
    ranges = RANGE_ATTRIBUTES.get(spec.name)
    if ranges:
        # The entity's own range, where it states one, over the selector's.
        lo, hi, st = (_number(entity.attributes.get(a)) if a else None for a in ranges)
        minimum = lo if lo is not None else minimum
        maximum = hi if hi is not None else maximum
        step = st if st is not None else step
    if spec.name in ("temperature", "target_temp_high", "target_temp_low") and not unit:
        unit = entity.attributes.get("temperature_unit") or None
    return FieldView(
        name=spec.name,
        required=spec.required,
        kind=str(kind),
        minimum=minimum,
        maximum=maximum,
        step=step,
        unit=str(unit) if unit else None,
        options=options,
        from_entity=from_entity,
    )


def _options(
    spec: FieldSpec, kind: str, config: Mapping[str, Any], entity: Entity
) -> tuple[tuple[str, ...], bool]:
    """A field's options: the entity's own list (its source list, its modes) where it has one,
    else the selector's; and whether they are the entity's."""
    attribute = OPTION_ATTRIBUTES.get(spec.name)
    listed = entity.attributes.get(attribute) if attribute else None
    if isinstance(listed, (list, tuple)) and listed:
        return tuple(str(o) for o in listed), True
    if kind != "select":
        return (), False
    raw = config.get("options") or []
    return tuple(
        str(o.get("value")) if isinstance(o, Mapping) else str(o) for o in raw if o is not None
    ), False
