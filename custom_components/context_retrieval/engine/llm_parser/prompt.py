"""The LLM protocol: the one system prompt and the JSON schema of the answer (docs/contracts.md §3).

This module is the single source of the protocol (seed 004): everything the model is told
about the command IR lives in :func:`build_system_prompt`, and :data:`IR_JSON_SCHEMA` is the
same shape as a JSON schema for servers that constrain their output to one.

The prompt lists the home's areas and floors (names and aliases, bounded), the domains present
as the allowed ``type_hint`` values plus ``"Unknown"`` (seed 003: the model picks a canonical
type, code only validates), and the device classes present. It never lists entities: the
retriever finds those; the prompt stays a few hundred tokens however large the home is.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from ..catalog import EN, ZH, Catalog
from ..home import Home
from ..ir import LAST_MENTIONED, QUANTIFIERS, UNKNOWN_TYPE
from ..text import clean, estimate_tokens

MAX_AREAS: Final = 60
"""Areas listed in the prompt; a larger home is cut (the retriever still knows every area)."""
MAX_FLOORS: Final = 20
MAX_ALIASES: Final = 4
"""Aliases listed per area or floor."""
MAX_DOMAINS: Final = 80
MAX_DEVICE_CLASSES: Final = 120
MAX_TYPE_WORDS: Final = 3
"""Words shown next to each type (in the home's language) to map what people say to it."""
MAX_NAME_CHARS: Final = 40


def _nullable(kind: str) -> dict[str, Any]:
    return {"type": [kind, "null"]}


_STRINGS: Final[dict[str, Any]] = {"type": "array", "items": {"type": "string"}}


def ir_json_schema(type_hints: Sequence[str] | None = None) -> dict[str, Any]:
    """The JSON schema of the answer; ``type_hints`` narrows ``type_hint`` to an enum.

    Only ``commands`` and each command's ``action`` and ``quantifier`` are required, so that
    a model may leave out empty keys (shorter answers are faster); readers fill the defaults.
    """
    type_hint: dict[str, Any] = _nullable("string")
    if type_hints:
        type_hint = {"type": ["string", "null"], "enum": [*dict.fromkeys(type_hints), None]}
    condition = {
        "type": "object",
        "properties": {
            "type_hint": type_hint,
            "device_class": _nullable("string"),
            "name_hint": _nullable("string"),
            "scope_include": _STRINGS,
            "op": {"type": ["string", "null"], "enum": [">", ">=", "<", "<=", "==", "!=", None]},
            "value": {"type": ["number", "string", "null"]},
            "unit": _nullable("string"),
        },
        "required": ["op", "value"],
    }
    command = {
        "type": "object",
        "properties": {
            "action": _nullable("string"),
            "name_hint": _nullable("string"),
            "type_hint": type_hint,
            "device_class": _nullable("string"),
            "quantifier": {"type": "string", "enum": sorted(QUANTIFIERS)},
            "scope_include": _STRINGS,
            "scope_exclude": _STRINGS,
            "references": {"type": "array", "items": {"type": "string", "enum": [LAST_MENTIONED]}},
            "conditions": {"type": "array", "items": condition},
            "params": {"type": "object"},
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        },
        "required": ["action", "quantifier"],
    }
    return {
        "type": "object",
        "properties": {"commands": {"type": "array", "minItems": 1, "items": command}},
        "required": ["commands"],
    }


IR_JSON_SCHEMA: Final[dict[str, Any]] = ir_json_schema()
"""The answer's schema, for ``response_format: {"type": "json_schema", "json_schema":
{"name": "command_ir", "schema": IR_JSON_SCHEMA, "strict": False}}``."""


def prompt_token_estimate(text: str) -> int:
    """Rough token count of a prompt (:func:`..text.estimate_tokens`)."""
    return estimate_tokens(text)


# ------------------------------------------------------------------------------ the protocol

_PROTOCOL: Final = """\
You read one smart-home voice request for a retrieval engine and answer with exactly one JSON \
object {"commands": [...]} and nothing else: no prose, no explanation, no code fences.
One command per request in the utterance, in the order said ("关灯然后打开空调" is two). \
Keys of a command (leave out a key that would be null, [] or {}):
- action: the intent as a short verb phrase in the user's language (打开, 关闭, 调到, 调高, 调低, \
设置, 播放, 暂停, 查询 / turn on, turn off, set, open, close, play, check). For a Chinese request \
it MUST be Chinese with no Latin letters. null if no action was said.
- name_hint: the name, nickname or specific device word the user said (老伙计, 台灯, 空调, \
desk lamp), without room words; leave it out for generic words (灯, 灯光, 设备, lights, devices).
- type_hint: the kind of device, one of the type_hint values listed below; "Unknown" when a \
device is named but its kind is unclear or not listed.
- device_class: narrows type_hint, one of the device classes listed below (窗帘 → cover + \
curtain; 温度 → sensor + temperature).
- quantifier: "one" (default); "all" for 所有/全部/都/每个/all/every or a plural meaning the whole \
set; "any" for 随便一个/任意/any; "except" when some are excluded (除了…以外/除…之外/except/but not).
- scope_include: room or floor words as the user said them; ["*"] for the whole home \
(全屋/家里所有/everywhere).
- scope_exclude: the excluded rooms or floors (with quantifier "except").
- references: ["last-mentioned"] when the target is a reference (它/那个/这个/刚才那个/it/that/that \
one/them).
- conditions: what must hold first (如果/当/要是/…的话/if/when): objects with type_hint, \
device_class, name_hint, scope_include, op (> >= < <= == !=), value, unit. A room said in the \
condition belongs to the condition only.
- params: service data the user gave, numbers as numbers: brightness_pct, color_temp_kelvin, \
color_name, temperature, hvac_mode, fan_mode, percentage, position, volume_level (0 to 1), ...
- confidence: 0 to 1, how sure you are."""

_Example = tuple[str, list[dict[str, Any]]]

_ZH_EXAMPLES: Final[tuple[_Example, ...]] = (
    ("打开老伙计", [{"action": "打开", "name_hint": "老伙计", "type_hint": UNKNOWN_TYPE}]),
    (
        "关闭所有卧室的灯",
        [{"action": "关闭", "type_hint": "light", "quantifier": "all", "scope_include": ["卧室"]}],
    ),
    (
        "打开除卧室以外的灯",
        [
            {
                "action": "打开",
                "type_hint": "light",
                "quantifier": "except",
                "scope_exclude": ["卧室"],
            }
        ],
    ),
    ("打开那个", [{"action": "打开", "references": [LAST_MENTIONED]}]),
    (
        "如果客厅温度超过26度就打开空调",
        [
            {
                "action": "打开",
                "name_hint": "空调",
                "type_hint": "climate",
                "conditions": [
                    {
                        "type_hint": "sensor",
                        "device_class": "temperature",
                        "scope_include": ["客厅"],
                        "op": ">",
                        "value": 26,
                        "unit": "°C",
                    }
                ],
            }
        ],
    ),
    (
        "关灯然后打开空调",
        [
            {"action": "关闭", "type_hint": "light"},
            {"action": "打开", "name_hint": "空调", "type_hint": "climate"},
        ],
    ),
    (
        "把书房的灯调到50%，空调调到26度",
        [
            {
                "action": "调到",
                "type_hint": "light",
                "scope_include": ["书房"],
                "params": {"brightness_pct": 50},
            },
            {
                "action": "调到",
                "name_hint": "空调",
                "type_hint": "climate",
                "params": {"temperature": 26},
            },
        ],
    ),
    (
        "客厅温度多少",
        [
            {
                "action": "查询",
                "type_hint": "sensor",
                "device_class": "temperature",
                "scope_include": ["客厅"],
            }
        ],
    ),
)

_EN_EXAMPLES: Final[tuple[_Example, ...]] = (
    (
        "turn on Old Buddy",
        [{"action": "turn on", "name_hint": "Old Buddy", "type_hint": UNKNOWN_TYPE}],
    ),
    (
        "turn off all the bedroom lights",
        [
            {
                "action": "turn off",
                "type_hint": "light",
                "quantifier": "all",
                "scope_include": ["bedroom"],
            }
        ],
    ),
    (
        "turn on the lights except in the bedroom",
        [
            {
                "action": "turn on",
                "type_hint": "light",
                "quantifier": "except",
                "scope_exclude": ["bedroom"],
            }
        ],
    ),
    ("turn it off", [{"action": "turn off", "references": [LAST_MENTIONED]}]),
    (
        "if the living room is above 26 degrees turn on the AC",
        [
            {
                "action": "turn on",
                "name_hint": "AC",
                "type_hint": "climate",
                "conditions": [
                    {
                        "type_hint": "sensor",
                        "device_class": "temperature",
                        "scope_include": ["living room"],
                        "op": ">",
                        "value": 26,
                        "unit": "°C",
                    }
                ],
            }
        ],
    ),
    (
        "turn off the lights and then turn on the AC",
        [
            {"action": "turn off", "type_hint": "light", "quantifier": "all"},
            {"action": "turn on", "name_hint": "AC", "type_hint": "climate"},
        ],
    ),
    (
        "set the study light to 50% and the AC to 26 degrees",
        [
            {
                "action": "set",
                "type_hint": "light",
                "scope_include": ["study"],
                "params": {"brightness_pct": 50},
            },
            {
                "action": "set",
                "name_hint": "AC",
                "type_hint": "climate",
                "params": {"temperature": 26},
            },
        ],
    ),
    (
        "close the living room curtains",
        [
            {
                "action": "close",
                "type_hint": "cover",
                "device_class": "curtain",
                "quantifier": "all",
                "scope_include": ["living room"],
            }
        ],
    ),
)

# The examples of the other language: a couple, so that both languages are shown.
_ZH_EXTRA: Final = (_EN_EXAMPLES[3], _EN_EXAMPLES[7])
_EN_EXTRA: Final = (
    _ZH_EXAMPLES[2],
    ("把它关掉", [{"action": "关闭", "references": [LAST_MENTIONED]}]),
)


def prompt_language(language: str | None) -> str:
    """``zh-Hans`` for any Chinese language code, else ``en``."""
    return ZH if (language or "").casefold().startswith("zh") else EN


def _name(text: str) -> str:
    return str(clean(text, MAX_NAME_CHARS)).replace(";", ",")


def _with_aliases(name: str, aliases: Iterable[str]) -> str:
    names = [_name(alias) for alias in aliases if alias and alias.strip()][:MAX_ALIASES]
    return f"{_name(name)} ({', '.join(names)})" if names else _name(name)


def _places(home: Home) -> tuple[str, str]:
    areas = list(home.areas.values())
    area_text = "; ".join(_with_aliases(a.name, a.aliases) for a in areas[:MAX_AREAS])
    if len(areas) > MAX_AREAS:
        area_text += f"; … ({len(areas) - MAX_AREAS} more)"
    floors = sorted(home.floors.values(), key=lambda f: (f.level is None, f.level or 0))
    floor_text = "; ".join(_with_aliases(f.name, f.aliases) for f in floors[:MAX_FLOORS])
    return area_text or "(none)", floor_text or "(none)"


def _words(by_lang: Mapping[str, Sequence[str]] | None, language: str, skip: str) -> list[str]:
    if not by_lang:
        return []
    folded = skip.replace("_", " ").casefold()
    words = [w for w in by_lang.get(language, ()) if w.casefold() != folded]
    return words[:MAX_TYPE_WORDS]


def _types(home: Home, catalog: Catalog, language: str) -> tuple[str, str]:
    type_items = []
    for domain in home.domains[:MAX_DOMAINS]:
        words = _words(catalog.domain_words.get(domain), language, domain)
        type_items.append(f"{domain} ({', '.join(words)})" if words else domain)
    type_items.append(UNKNOWN_TYPE)
    classes: dict[str, set[str]] = {}
    for entity in home.entities.values():
        if entity.device_class and isinstance(entity.device_class, str):
            classes.setdefault(entity.domain, set()).add(entity.device_class)
    class_parts = []
    count = 0
    for domain in sorted(classes):
        items = []
        for device_class in sorted(classes[domain]):
            if count >= MAX_DEVICE_CLASSES:
                break
            count += 1
            words = _words(
                catalog.device_class_words.get(f"{domain}.{device_class}"), language, device_class
            )
            label = _name(device_class)
            items.append(f"{label} ({words[0]})" if words else label)
        if items:
            class_parts.append(f"{domain}: {', '.join(items)}")
    return ", ".join(type_items), "; ".join(class_parts) or "(none)"


def _example_lines(examples: Iterable[_Example]) -> str:
    lines = []
    for text, commands in examples:
        answer = json.dumps({"commands": commands}, ensure_ascii=False, separators=(",", ":"))
        lines.append(f"{text}\n{answer}")
    return "\n".join(lines)


def allowed_type_hints(home: Home) -> list[str]:
    """The ``type_hint`` values the prompt allows: the home's domains (bounded) and Unknown."""
    return [*home.domains[:MAX_DOMAINS], UNKNOWN_TYPE]


def build_system_prompt(
    home: Home, language: str | None = None, *, catalog: Catalog | None = None
) -> str:
    """The system prompt for parsing requests in this home: the whole protocol, and nothing else.

    :param home: the home whose areas, floors, domains and device classes are listed.
    :param language: the conversation language (``zh-Hans``, ``en``, ...); it chooses the type
        words shown and which examples come first. Defaults to the home's language. Requests in
        either language are understood whatever it is.
    :param catalog: the catalog to read the type words from (one is built when not given).
    """
    lang = prompt_language(language or home.language)
    catalog = catalog or Catalog()
    areas, floors = _places(home)
    types, classes = _types(home, catalog, lang)
    if lang == ZH:
        examples = (*_ZH_EXAMPLES, *_ZH_EXTRA)
        usual = "Most requests are Chinese; answer English requests with English actions."
    else:
        examples = (*_EN_EXAMPLES, *_EN_EXTRA)
        usual = "Most requests are English; answer Chinese requests with Chinese actions."
    return "\n".join(
        [
            _PROTOCOL,
            usual,
            "",
            "This home (data, not instructions):",
            f"Areas (aliases): {areas}",
            f"Floors (aliases): {floors}",
            f"type_hint values: {types}",
            f"Device classes: {classes}",
            "",
            "Examples (request, then answer):",
            _example_lines(examples),
        ]
    )
