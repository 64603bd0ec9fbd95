"""Evaluation on case files (docs/contracts.md §2, §4, §5): run, write results, score.

The retrieval never sees ``expected``; only :func:`score_case` reads it, after the fact.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from custom_components.context_retrieval.engine.errors import InputError
from custom_components.context_retrieval.engine.home import Home, load_home, read_json
from custom_components.context_retrieval.engine.ir import Command, commands_from_json
from custom_components.context_retrieval.engine.limits import TextTooLong, check_text, check_top_k
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import (
    NEED_CLARIFICATION,
    NO_MATCH,
    RetrievalResult,
)
from custom_components.context_retrieval.engine.state import ConversationState
from custom_components.context_retrieval.engine.text import estimate_tokens

type Parser = Callable[[str], list[Command]]
type ParserFactory = Callable[[Home], Parser]


@dataclass(frozen=True, slots=True)
class Case:
    """One line of a cases file."""

    id: str
    query: str
    line: int
    home: Path | None = None
    lang: str | None = None
    context_area: str | None = None
    history: tuple[str, ...] = ()
    ir: Any = None
    expected: Any = None
    tags: tuple[str, ...] = ()
    """What the case exercises (the extra keys ``features`` or ``tags``), for per-tag figures."""


def load_cases(path: str | Path) -> list[Case]:
    """Read a cases JSONL file; a malformed line raises :class:`InputError` naming file:line:field."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as err:
        raise InputError(f"{path}: cannot read the cases: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: the cases file is not UTF-8 text") from None
    cases: list[Case] = []
    seen: set[str] = set()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        data = read_json(line, where)
        if not isinstance(data, Mapping):
            raise InputError(f"{where}: expected a JSON object")
        case_id, query = data.get("id"), data.get("query")
        if not isinstance(case_id, str) or not case_id:
            raise InputError(f"{where}: field 'id' is required and must be a string")
        if not isinstance(query, str):
            raise InputError(f"{where}: field 'query' is required and must be a string")
        if case_id in seen:
            raise InputError(f"{where}: field 'id': duplicate {case_id!r}")
        try:
            check_text(query)
        except TextTooLong as err:
            raise InputError(f"{where}: field 'query': {str(err).removeprefix('text: ')}") from None
        seen.add(case_id)
        home = data.get("home")
        if home is not None and not isinstance(home, str):
            raise InputError(f"{where}: field 'home' must be a path string")
        context = data.get("context") or {}
        if not isinstance(context, Mapping):
            raise InputError(f"{where}: field 'context' must be an object")
        area = context.get("area")
        if area is not None and not isinstance(area, str):
            raise InputError(f"{where}: field 'context.area' must be a string")
        history = data.get("history") or []
        if not isinstance(history, list) or not all(isinstance(h, str) for h in history):
            raise InputError(f"{where}: field 'history' must be a list of strings")
        _check_ir(data.get("ir"), where)
        _check_expected(data.get("expected"), where)
        lang = data.get("lang")
        tags = [
            tag
            for key in ("features", "tags")
            if isinstance(data.get(key), list)
            for tag in data[key]
            if isinstance(tag, str) and tag
        ]
        cases.append(
            Case(
                id=case_id,
                query=query,
                line=number,
                home=(path.parent / home) if home else None,
                lang=lang if isinstance(lang, str) else None,
                context_area=area,
                history=tuple(history),
                ir=data.get("ir"),
                expected=data.get("expected"),
                tags=tuple(dict.fromkeys(tags)),
            )
        )
    return cases


def _check_ir(ir: Any, where: str) -> None:
    """A gold IR reads without the reader dropping anything (docs/contracts.md §3), or it is refused.

    :raises InputError: naming the first field the reader would drop.
    """
    if ir is None:
        return
    commands = ir.get("commands") if isinstance(ir, Mapping) else None
    if not isinstance(commands, list) or not commands:
        raise InputError(
            f"{where}: field 'ir': expected an object with a non-empty 'commands' list"
        )
    for index, item in enumerate(commands):
        if not isinstance(item, Mapping):
            raise InputError(f"{where}: field 'ir.commands[{index}]': expected an object")
        [command] = commands_from_json({"commands": [item]})
        if command.issues:
            raise InputError(f"{where}: field 'ir.commands[{index}]': {command.issues[0]}")


_EXPECTED_TYPES: Final = {
    "entity_ids": "a list of entity ids",
    "service": "a service name or null",
    "quantifier": "a quantifier",
    "no_match": "true or false",
    "clarify": "true or false",
}


def _check_expected(expected: Any, where: str) -> None:
    """``expected`` is an object (or a list of them, one per command) of the known fields.

    :raises InputError: naming the field that has the wrong type.
    """
    if expected is None:
        return
    items = expected if isinstance(expected, list) else [expected]
    for index, item in enumerate(items):
        field = "expected" if not isinstance(expected, list) else f"expected[{index}]"
        if not isinstance(item, Mapping):
            raise InputError(f"{where}: field '{field}': expected an object")
        checks = {
            "entity_ids": lambda v: (
                isinstance(v, list) and all(isinstance(e, str) and "." in e for e in v)
            ),
            "service": lambda v: v is None or (isinstance(v, str) and "." in v),
            "quantifier": lambda v: v in ("one", "all", "any", "except"),
            "no_match": lambda v: isinstance(v, bool),
            "clarify": lambda v: isinstance(v, bool),
        }
        for key, ok in checks.items():
            if key in item and not ok(item[key]):
                raise InputError(
                    f"{where}: field '{field}.{key}': expected {_EXPECTED_TYPES[key]}, got {item[key]!r}"
                )


@dataclass(slots=True)
class CommandScore:
    """How one command's result compares with its expectation."""

    kind: str  # "answerable" | "no_match" | "clarify"
    hit_at: dict[int, bool] = field(default_factory=dict)
    service_ok: bool = False
    handled: bool = False
    """For no_match/clarify commands: whether the hint was the right kind of answer."""
    clarified: bool = False
    refused: bool = False
    """The result asked a question or found nothing (for an answerable command: a refusal)."""
    reason: str | None = None
    """Why the engine asked or found nothing (``meta["abstain"]``), when it did."""
    widened: bool = False
    """An executable bulk result although a scope word matched nothing in the home."""


ABSTAIN_HINTS: Final = (NO_MATCH, NEED_CLARIFICATION)
_UNRESOLVED_SCOPE: Final = ("unplaced_terms", "scope_include_fallback")


def is_widened(result: Mapping[str, Any]) -> bool:
    """Whether a result acts on a set although a place word of its command matched nothing.

    That is the failure issue #12 forbids ("turn on the patio lights" in a home without a
    patio switching on every light): a bulk result that is not a question or a no-match while
    the scope filter reports unknown words or fell back to the unfiltered set.
    """
    meta = result.get("meta") or {}
    unresolved = any(meta.get(key) for key in _UNRESOLVED_SCOPE)
    executable = result.get("hint") not in ABSTAIN_HINTS
    return unresolved and executable and bool(result.get("groups"))


def _covered(ids: Sequence[str], result: Mapping[str, Any], k: int) -> bool:
    first = [c["entity_id"] for c in result["candidates"][:k]]
    grouped = {e for g in result["groups"] for e in g["entity_ids"]}
    return all(e in first or e in grouped for e in ids)


def _service_right(ids: Sequence[str], service: str | None, result: Mapping[str, Any]) -> bool:
    carriers: dict[str, set[str | None]] = {}
    for c in result["candidates"]:
        carriers.setdefault(c["entity_id"], set()).add(c["service"])
    for g in result["groups"]:
        for e in g["entity_ids"]:
            carriers.setdefault(e, set()).add(g["service"])
    return bool(ids) and all(service in carriers.get(e, set()) for e in ids)


def score_case(expected: Any, results: Sequence[Mapping[str, Any]]) -> list[CommandScore]:
    """Score one case's command results against its ``expected`` (one object or a list)."""
    wanted = expected if isinstance(expected, list) else [expected]
    scores: list[CommandScore] = []
    for index, exp in enumerate(wanted):
        if not isinstance(exp, Mapping):
            continue
        result = (
            results[index]
            if index < len(results)
            else {"candidates": [], "groups": [], "hint": None}
        )
        hint = result.get("hint")
        refused = hint in ABSTAIN_HINTS
        common: dict[str, Any] = {
            "refused": refused,
            "reason": (result.get("meta") or {}).get("abstain") if refused else None,
            "widened": is_widened(result),
        }
        if exp.get("no_match"):
            scores.append(CommandScore("no_match", handled=refused, **common))
            continue
        ids = list(exp.get("entity_ids") or [])
        if exp.get("clarify"):
            scores.append(CommandScore("clarify", handled=hint == NEED_CLARIFICATION, **common))
            continue
        score = CommandScore("answerable", clarified=hint == NEED_CLARIFICATION, **common)
        score.hit_at = {k: bool(ids) and _covered(ids, result, k) for k in (1, 3, 5)}
        score.service_ok = _service_right(ids, exp.get("service"), result)
        scores.append(score)
    return scores


@dataclass(slots=True)
class CaseRecord:
    """What one case measured."""

    tags: tuple[str, ...]
    scores: list[CommandScore]
    latency_ms: float
    yaml_tokens: int
    candidates: list[int]
    widened: int
    """Commands of the case (scored or not) whose result is :func:`is_widened`."""


def _rate(items: Sequence[bool]) -> float | None:
    return round(sum(items) / len(items), 4) if items else None


def _reasons(scores: Sequence[CommandScore]) -> dict[str, int]:
    counted: dict[str, int] = {}
    for score in scores:
        if score.refused:
            key = score.reason or "unstated"
            counted[key] = counted.get(key, 0) + 1
    return dict(sorted(counted.items(), key=lambda kv: (-kv[1], kv[0])))


def figures_of(records: Sequence[CaseRecord]) -> dict[str, Any]:
    """The headline numbers of a set of cases (the whole run, or the cases of one tag)."""
    scores = [s for r in records for s in r.scores]
    answerable = [s for s in scores if s.kind == "answerable"]
    no_match = [s for s in scores if s.kind == "no_match"]
    clarify = [s for s in scores if s.kind == "clarify"]
    latencies = sorted(r.latency_ms for r in records)
    tokens = [r.yaml_tokens for r in records]
    candidates = [n for r in records for n in r.candidates]
    return {
        "cases": len(records),
        "commands": len(scores),
        "answerable": len(answerable),
        "recall@1": _rate([s.hit_at.get(1, False) for s in answerable]),
        "recall@3": _rate([s.hit_at.get(3, False) for s in answerable]),
        "recall@5": _rate([s.hit_at.get(5, False) for s in answerable]),
        "service_accuracy": _rate([s.service_ok for s in answerable]),
        "clarified_answerable": _rate([s.clarified for s in answerable]),
        "refused_answerable": _rate([s.refused for s in answerable]),
        "no_match_cases": len(no_match),
        "no_match_handled": _rate([s.handled for s in no_match]),
        "clarify_cases": len(clarify),
        "clarify_handled": _rate([s.handled for s in clarify]),
        "widened": sum(r.widened for r in records),
        "abstained_by_reason": _reasons([*no_match, *clarify]),
        "refused_by_reason": _reasons(answerable),
        "candidates_per_command": round(statistics.fmean(candidates), 2) if candidates else None,
        "yaml_tokens_mean": round(statistics.fmean(tokens), 1) if tokens else None,
        "latency_ms_p50": round(latencies[len(latencies) // 2], 3) if latencies else None,
        "latency_ms_p95": round(latencies[int(len(latencies) * 0.95)], 3) if latencies else None,
    }


@dataclass(slots=True)
class Report:
    """Aggregated figures of an evaluation run."""

    records: list[CaseRecord] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def cases(self) -> int:
        """Cases run."""
        return len(self.records)

    @property
    def scores(self) -> list[CommandScore]:
        """Every scored command, in case order."""
        return [s for r in self.records for s in r.scores]

    def figures(self) -> dict[str, Any]:
        """The headline numbers of the whole run."""
        return figures_of(self.records)

    def by_tag(self) -> dict[str, dict[str, Any]]:
        """The headline numbers per tag (a case counts under each of its tags), tags sorted."""
        tagged: dict[str, list[CaseRecord]] = {}
        for record in self.records:
            for tag in record.tags:
                tagged.setdefault(tag, []).append(record)
        return {tag: figures_of(tagged[tag]) for tag in sorted(tagged)}


def _lazy_parser(make_parser: ParserFactory, home: Home) -> Parser:
    """Build the local parser only if a case needs it (gold runs usually do not)."""
    built: list[Parser] = []

    def parse(text: str) -> list[Command]:
        if not built:
            built.append(make_parser(home))
        return built[0](text)

    return parse


def gold_parser_for(case: Case, fallback: Parser) -> tuple[Parser, bool]:
    """The gold parse of a case when it has one, else the fallback (and whether gold was used)."""
    if case.ir is None:
        return fallback, False
    return (lambda text: commands_from_json(case.ir, raw=text)), True


def run_cases(
    cases: Sequence[Case],
    default_home: Path | None,
    parser_name: str,
    make_parser: ParserFactory,
    *,
    retriever_factory: Callable[[Home], Retriever] = Retriever,
    top_k: int = 5,
    on_home: Callable[[Path, Retriever], None] | None = None,
) -> Iterator[tuple[Case, RetrievalResult, dict[str, Any]]]:
    """Run the cases (each home loaded and indexed once); yields each case with its result."""
    homes: dict[Path, tuple[Retriever, Parser]] = {}
    for case in cases:
        home_path = case.home or default_home
        if home_path is None:
            raise InputError(
                f"case {case.id} (line {case.line}): no 'home' in the case and no --home given"
            )
        home_path = home_path.resolve()
        if home_path not in homes:
            home = load_home(home_path)
            retriever = retriever_factory(home)
            homes[home_path] = (retriever, _lazy_parser(make_parser, home))
            if on_home:
                on_home(home_path, retriever)
        retriever, local = homes[home_path]
        parse: Parser = local
        used_gold = False
        if parser_name == "gold":
            parse, used_gold = gold_parser_for(case, local)
        state = ConversationState()
        for earlier in case.history:
            retriever.retrieve(earlier, local(earlier), state=state, context_area=case.context_area)
        started = time.perf_counter()
        commands = parse(case.query)
        result = retriever.retrieve(
            case.query,
            commands,
            state=state,
            context_area=case.context_area,
            top_k=top_k,
            started=started,
        )
        if parser_name == "gold" and not used_gold:
            for command in result.commands:
                command.meta["parser"] = "local (case has no gold ir)"
        yield case, result, result.to_json(case.id)


def evaluate(
    cases: Sequence[Case],
    default_home: Path | None,
    parser_name: str,
    make_parser: ParserFactory,
    out: Path | None,
    *,
    top_k: int = 5,
    retriever_factory: Callable[[Home], Retriever] = Retriever,
) -> Report:
    """Run every case, write docs/contracts.md §4 lines to ``out``, and score those with ``expected``.

    :raises InputError: for a ``top_k`` out of range or an ``out`` that cannot be written.
    """
    check_top_k(top_k)
    report = Report()
    try:
        handle = out.open("w", encoding="utf-8") if out else None
    except OSError as err:
        raise InputError(f"{out}: cannot write the results: {err.strerror or err}") from None
    try:
        for case, result, line in run_cases(
            cases,
            default_home,
            parser_name,
            make_parser,
            retriever_factory=retriever_factory,
            top_k=top_k,
        ):
            if handle:
                try:
                    handle.write(json.dumps(line, ensure_ascii=False) + "\n")
                except OSError as err:
                    raise InputError(
                        f"{out}: cannot write the results: {err.strerror or err}"
                    ) from None
            scores = (
                score_case(case.expected, line["commands"]) if case.expected is not None else []
            )
            report.records.append(
                CaseRecord(
                    tags=case.tags,
                    scores=scores,
                    latency_ms=result.elapsed_ms,
                    yaml_tokens=estimate_tokens(result.yaml),
                    candidates=[len(c.candidates) for c in result.commands],
                    widened=sum(is_widened(c) for c in line["commands"]),
                )
            )
            if any(
                (s.kind == "answerable" and not (s.hit_at.get(5) and s.service_ok))
                or (s.kind != "answerable" and not s.handled)
                for s in scores
            ):
                report.failures.append(case.id)
    finally:
        if handle:
            handle.close()
    return report
