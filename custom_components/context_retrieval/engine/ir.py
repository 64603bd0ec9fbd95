"""The command IR: what a parser makes of one utterance (docs/contracts.md §3).

Parsers (the LLM and the local one) and the gold cases all produce this shape. Reading is
forgiving on purpose: a field that is missing or malformed is normalised or dropped and the
reason is recorded in ``Command.issues``, so a bad parse degrades the result instead of
raising.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

type Quantifier = Literal["one", "all", "any", "except"]

QUANTIFIERS: Final[frozenset[str]] = frozenset({"one", "all", "any", "except"})
CONDITION_OPS: Final[frozenset[str]] = frozenset({">", ">=", "<", "<=", "==", "!="})
UNKNOWN_TYPE: Final = "Unknown"
LAST_MENTIONED: Final = "last-mentioned"
EVERYWHERE: Final = "*"
SAID_NOT_TO_HAPPEN: Final = "an activity or routine said not to happen"
"""The issue of a command the parser read as nothing because the words say the routine they
name is off ("下午不出门了"): retrieval takes no name from its text either."""
HERE: Final = "here"
"""A scope word for the satellite's room (one of :data:`.places.HERE_WORDS`): "do it up here too"."""
IMPLIED_REFERENCE: Final = "(nothing said: a follow-up)"
"""``Command.evidence["references"]`` when the reference was inferred, not said ("再暗一些")."""
ALSO: Final = "also"
"""``Command.evidence`` key of the word that carries the previous request over ("还有筒灯",
"the downlight too"): a device named with it and no action or room continues that request."""
UNDO: Final = "undo"
"""``Command.evidence`` key of the word that takes back what was just done ("undo that", "改回来")."""
TO_THE_END: Final = "to the end"
"""``Command.evidence`` key of a follow-up that says only "fully" / "right the way": the move just
made half way, made to its end (a cover set half open opens)."""
CLOSING: Final = "closing"
"""``Command.evidence`` key of a position set by a verb of closing ("close it halfway"): the
way the cover moved, which a later "fully" finishes."""

_DOMAIN_RE = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True, slots=True)
class Condition:
    """A state that gates a command, e.g. "if the living room is above 26 °C"."""

    type_hint: str | None = None
    device_class: str | None = None
    name_hint: str | None = None
    scope_include: tuple[str, ...] = ()
    op: str | None = None
    value: float | str | None = None
    unit: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Return the docs/contracts.md §3 form."""
        data: dict[str, Any] = {
            "type_hint": self.type_hint,
            "device_class": self.device_class,
            "scope_include": list(self.scope_include),
            "op": self.op,
            "value": self.value,
            "unit": self.unit,
        }
        if self.name_hint:
            data["name_hint"] = self.name_hint
        return data


@dataclass(frozen=True, slots=True)
class Command:
    """One command of an utterance; several commands keep the order they were said in."""

    action: str | None = None
    name_hint: str | None = None
    type_hint: str | None = None
    device_class: str | None = None
    quantifier: Quantifier = "one"
    scope_include: tuple[str, ...] = ()
    scope_exclude: tuple[str, ...] = ()
    references: tuple[str, ...] = ()
    conditions: tuple[Condition, ...] = ()
    params: Mapping[str, Any] = field(default_factory=dict)
    confidence: float = 1.0
    raw: str = ""
    """The utterance (or the part of it) this command came from; used when ``action`` is unusable."""
    issues: tuple[str, ...] = ()
    """What reading the IR had to drop or normalise, for ``meta`` and the logs."""
    evidence: Mapping[str, str] = field(default_factory=dict)
    """Which words of the utterance produced each field (``"action": "调暗"``), for ``meta``."""
    resolved_services: frozenset[str] = frozenset()
    """The services (by name, without the domain: ``turn_on``, ``open_cover``) the local parser
    resolved the action to. Retrieval prefers them to matching the ``action`` phrase back to a
    service. Engine-internal: never in :meth:`to_json`; the gold and LLM IR leave it empty."""
    area_wide: bool = False
    """A complaint or wish about a room ("好暗啊"), or an English singular ("the lamp"), that
    names no room: every device of the type in the satellite's area when there is one, else one
    device, asked for."""
    other: bool = False
    """The reference is to the other device of a pair ("另一个", "the other one"): the same kind
    in the same room as the one just mentioned, not it. Engine-internal, like
    ``resolved_services``."""
    direction: str | None = None
    """"up" or "down" when the command says only which way to change something ("再小一点",
    "a bit less", "低一点"): a follow-up changes the previous command's setting that way
    (``ConversationState.continued``). Engine-internal, like ``resolved_services``."""

    @property
    def is_bulk(self) -> bool:
        """Whether the command targets a whole set (seed 003, bulk mode)."""
        return self.quantifier in ("all", "except")

    @property
    def everywhere(self) -> bool:
        """Whether the user said "everywhere" (``["*"]``)."""
        return EVERYWHERE in self.scope_include

    @property
    def refers_back(self) -> bool:
        """Whether the command points at the last-mentioned entities."""
        return LAST_MENTIONED in self.references

    def to_json(self) -> dict[str, Any]:
        """Return the docs/contracts.md §3 form (without the bookkeeping fields)."""
        return {
            "action": self.action,
            "name_hint": self.name_hint,
            "type_hint": self.type_hint,
            "device_class": self.device_class,
            "quantifier": self.quantifier,
            "scope_include": list(self.scope_include),
            "scope_exclude": list(self.scope_exclude),
            "references": list(self.references),
            "conditions": [c.to_json() for c in self.conditions],
            "params": dict(self.params),
            "confidence": self.confidence,
        }

    def with_raw(self, raw: str) -> Command:
        """Return a copy that remembers the utterance it came from."""
        return replace(self, raw=raw)


def unknown_command(raw: str, reason: str) -> Command:
    """The command used when nothing usable was parsed: retrieval falls back to the raw text."""
    return Command(type_hint=UNKNOWN_TYPE, raw=raw, confidence=0.0, issues=(reason,))


def says_nothing(command: Command) -> bool:
    """Whether a command says nothing retrieval could ground: no action, device, kind, place,
    reference, condition or value (an UNKNOWN command says nothing)."""
    return not (
        command.action
        or command.name_hint
        or (command.type_hint and command.type_hint != UNKNOWN_TYPE)
        or command.device_class
        or command.scope_include
        or command.scope_exclude
        or command.references
        or command.conditions
        or command.params
    )


def _text(value: Any, key: str, issues: list[str]) -> str | None:
    if value is None:
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        issues.append(f"{key}: expected a string, dropped")
        return None
    value = value.strip()
    return value or None


def _texts(value: Any, key: str, issues: list[str]) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, Sequence):
        issues.append(f"{key}: expected a list of strings, dropped")
        return ()
    out: list[str] = []
    for item in value:
        text = _text(item, key, issues)
        if text and text not in out:
            out.append(text)
    return tuple(out)


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        return float(value) if math.isfinite(value) else None
    if isinstance(value, str):
        try:
            number = float(value.strip().rstrip("%°度"))
        except ValueError:
            return None
        return number if math.isfinite(number) else None
    return None


def _type_hint(value: Any, issues: list[str]) -> str | None:
    text = _text(value, "type_hint", issues)
    if text is None:
        return None
    if text.casefold() == UNKNOWN_TYPE.casefold():
        return UNKNOWN_TYPE
    lowered = text.casefold()
    if _DOMAIN_RE.match(lowered):
        return lowered
    issues.append(f"type_hint: {text!r} is not a domain, treated as Unknown")
    return UNKNOWN_TYPE


def _condition(value: Any, issues: list[str]) -> Condition | None:
    if not isinstance(value, Mapping):
        issues.append("conditions: expected objects, dropped one")
        return None
    op = _text(value.get("op"), "conditions.op", issues)
    if op is not None and op not in CONDITION_OPS:
        issues.append(f"conditions.op: {op!r} unknown, dropped")
        op = None
    raw_value = value.get("value")
    number = _number(raw_value)
    cond_value: float | str | None = number
    if number is None and isinstance(raw_value, str) and raw_value.strip():
        cond_value = raw_value.strip()
    return Condition(
        type_hint=_type_hint(value.get("type_hint"), issues),
        device_class=_text(value.get("device_class"), "conditions.device_class", issues),
        name_hint=_text(value.get("name_hint"), "conditions.name_hint", issues),
        scope_include=_texts(value.get("scope_include"), "conditions.scope_include", issues),
        op=op,
        value=cond_value,
        unit=_text(value.get("unit"), "conditions.unit", issues),
    )


def _params(value: Any, issues: list[str]) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        issues.append("params: expected an object, dropped")
        return {}
    params: dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str) or not key.strip():
            issues.append("params: dropped a key that is not a string")
            continue
        if isinstance(item, (str, int, float, bool)) or item is None:
            if isinstance(item, float) and not math.isfinite(item):
                issues.append(f"params.{key}: not a finite number, dropped")
                continue
            params[key.strip()] = item
        elif isinstance(item, Sequence) and all(
            isinstance(x, str) or (isinstance(x, (int, float)) and math.isfinite(x)) for x in item
        ):
            params[key.strip()] = list(item)
        else:
            issues.append(f"params.{key}: unsupported value, dropped")
    return params


def command_from_json(data: Any, raw: str = "") -> Command:
    """Read one command object leniently; anything unusable is dropped and noted in ``issues``."""
    if not isinstance(data, Mapping):
        return unknown_command(raw, "command: expected an object")
    issues: list[str] = []
    quantifier = _text(data.get("quantifier"), "quantifier", issues) or "one"
    quantifier = quantifier.casefold()
    if quantifier not in QUANTIFIERS:
        issues.append(f"quantifier: {quantifier!r} unknown, used 'one'")
        quantifier = "one"
    references = tuple(
        LAST_MENTIONED if ref.casefold() in ("last-mentioned", "last_mentioned", "last") else ref
        for ref in _texts(data.get("references"), "references", issues)
    )
    conditions_raw = data.get("conditions") or []
    if not isinstance(conditions_raw, Sequence) or isinstance(conditions_raw, str):
        issues.append("conditions: expected a list, dropped")
        conditions_raw = []
    conditions = tuple(
        cond for item in conditions_raw if (cond := _condition(item, issues)) is not None
    )
    confidence = _number(data.get("confidence"))
    if confidence is None:
        confidence = 1.0 if data.get("confidence") is None else 0.5
    device_class = _text(data.get("device_class"), "device_class", issues)
    return Command(
        action=_text(data.get("action"), "action", issues),
        name_hint=_text(data.get("name_hint"), "name_hint", issues),
        type_hint=_type_hint(data.get("type_hint"), issues),
        device_class=device_class.casefold() if device_class else None,
        quantifier=quantifier,  # type: ignore[arg-type]
        scope_include=_texts(data.get("scope_include"), "scope_include", issues),
        scope_exclude=_texts(data.get("scope_exclude"), "scope_exclude", issues),
        references=references,
        conditions=conditions,
        params=_params(data.get("params"), issues),
        confidence=min(1.0, max(0.0, confidence)),
        raw=raw,
        issues=tuple(issues),
    )


def commands_from_json(data: Any, raw: str = "") -> list[Command]:
    """Read ``{"commands": [...]}`` (or a bare list) into commands; never raises.

    An empty or unusable answer gives one UNKNOWN command carrying the raw text (seed 004).
    """
    items: Any = data.get("commands") if isinstance(data, Mapping) else data
    if isinstance(data, Mapping) and items is None and ("action" in data or "name_hint" in data):
        items = [data]
    if not isinstance(items, Sequence) or isinstance(items, str):
        return [unknown_command(raw, "commands: expected a list")]
    commands = [command_from_json(item, raw) for item in items]
    return commands or [unknown_command(raw, "commands: empty")]
