"""Evaluation on case files (CONTRACTS §2, §4, §5): run, write results, score.

The retrieval never sees ``expected``; only :func:`score_case` reads it, after the fact.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import InputError
from .home import Home, load_home
from .injection import estimate_tokens
from .ir import Command, commands_from_json
from .pipeline import Retriever
from .results import NEED_CLARIFICATION, NO_MATCH, RetrievalResult
from .state import ConversationState

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
        try:
            data = json.loads(line)
        except json.JSONDecodeError as err:
            raise InputError(f"{where}: not valid JSON ({err.msg})") from None
        if not isinstance(data, Mapping):
            raise InputError(f"{where}: expected a JSON object")
        case_id, query = data.get("id"), data.get("query")
        if not isinstance(case_id, str) or not case_id:
            raise InputError(f"{where}: field 'id' is required and must be a string")
        if not isinstance(query, str):
            raise InputError(f"{where}: field 'query' is required and must be a string")
        if case_id in seen:
            raise InputError(f"{where}: field 'id': duplicate {case_id!r}")
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
        lang = data.get("lang")
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
            )
        )
    return cases


@dataclass(slots=True)
class CommandScore:
    """How one command's result compares with its expectation."""

    kind: str  # "answerable" | "no_match" | "clarify"
    hit_at: dict[int, bool] = field(default_factory=dict)
    service_ok: bool = False
    handled: bool = False
    """For no_match/clarify commands: whether the hint was the right kind of answer."""
    clarified: bool = False


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
        result = results[index] if index < len(results) else {"candidates": [], "groups": [], "hint": None}
        hint = result.get("hint")
        if exp.get("no_match"):
            scores.append(CommandScore("no_match", handled=hint in (NO_MATCH, NEED_CLARIFICATION)))
            continue
        ids = list(exp.get("entity_ids") or [])
        if exp.get("clarify"):
            scores.append(CommandScore("clarify", handled=hint == NEED_CLARIFICATION))
            continue
        score = CommandScore("answerable", clarified=hint == NEED_CLARIFICATION)
        score.hit_at = {k: bool(ids) and _covered(ids, result, k) for k in (1, 3, 5)}
        score.service_ok = _service_right(ids, exp.get("service"), result)
        scores.append(score)
    return scores


@dataclass(slots=True)
class Report:
    """Aggregated figures of an evaluation run."""

    cases: int = 0
    scores: list[CommandScore] = field(default_factory=list)
    latencies_ms: list[float] = field(default_factory=list)
    yaml_tokens: list[int] = field(default_factory=list)
    candidates: list[int] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def figures(self) -> dict[str, Any]:
        """The headline numbers."""
        answerable = [s for s in self.scores if s.kind == "answerable"]
        no_match = [s for s in self.scores if s.kind == "no_match"]
        clarify = [s for s in self.scores if s.kind == "clarify"]

        def rate(items: Sequence[bool]) -> float | None:
            return round(sum(items) / len(items), 4) if items else None

        latencies = sorted(self.latencies_ms)
        return {
            "cases": self.cases,
            "commands": len(self.scores),
            "answerable": len(answerable),
            "recall@1": rate([s.hit_at.get(1, False) for s in answerable]),
            "recall@3": rate([s.hit_at.get(3, False) for s in answerable]),
            "recall@5": rate([s.hit_at.get(5, False) for s in answerable]),
            "service_accuracy": rate([s.service_ok for s in answerable]),
            "clarified_answerable": rate([s.clarified for s in answerable]),
            "no_match_cases": len(no_match),
            "no_match_handled": rate([s.handled for s in no_match]),
            "clarify_cases": len(clarify),
            "clarify_handled": rate([s.handled for s in clarify]),
            "candidates_per_command": round(statistics.fmean(self.candidates), 2) if self.candidates else None,
            "yaml_tokens_mean": round(statistics.fmean(self.yaml_tokens), 1) if self.yaml_tokens else None,
            "latency_ms_p50": round(latencies[len(latencies) // 2], 3) if latencies else None,
            "latency_ms_p95": round(latencies[int(len(latencies) * 0.95)], 3) if latencies else None,
        }


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
            raise InputError(f"case {case.id} (line {case.line}): no 'home' in the case and no --home given")
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
            case.query, commands, state=state, context_area=case.context_area, top_k=top_k, started=started
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
    """Run every case, write CONTRACTS §4 lines to ``out``, and score those with ``expected``."""
    report = Report()
    handle = out.open("w", encoding="utf-8") if out else None
    try:
        for case, result, line in run_cases(
            cases, default_home, parser_name, make_parser, retriever_factory=retriever_factory, top_k=top_k
        ):
            report.cases += 1
            if handle:
                handle.write(json.dumps(line, ensure_ascii=False) + "\n")
            report.latencies_ms.append(result.elapsed_ms)
            report.yaml_tokens.append(estimate_tokens(result.yaml))
            report.candidates.extend(len(c.candidates) for c in result.commands)
            if case.expected is not None:
                scores = score_case(case.expected, line["commands"])
                report.scores.extend(scores)
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
