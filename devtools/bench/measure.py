"""The measurements of ``context-retrieval bench``: builds, memory, latency, tokens, accuracy.

Everything runs in one process on one machine, one thing at a time. Builds are cold: the
n-gram cache of :mod:`..text` is emptied before each, so a larger home does not profit from a
smaller one. Query latency is the wall time from before the parse to after the YAML is
rendered (``RetrievalResult.elapsed_ms`` with ``started`` set before parsing), per case, with
no warm-up beyond the first case. The stages the pipeline runs over the whole home — the scope
filter (``ScopeResolver.filter``) and category gating (``Targets.gate``) — are timed by
wrapping those two methods on the instance, so "after filtering" is the rest of the request.
"""

from __future__ import annotations

import gc
import math
import resource
import statistics
import time
import tracemalloc
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import wraps
from pathlib import Path
from typing import Any

import numpy as np

from custom_components.context_retrieval.engine import text as text_module
from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command, commands_from_json
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import RetrievalResult
from custom_components.context_retrieval.engine.state import ConversationState
from custom_components.context_retrieval.engine.text import estimate_tokens
from custom_components.context_retrieval.engine.vectors import Embedder, VectorCache

from ..anchors import NaiveRag, ha_exact_matcher, naive_rag
from ..evaluate import Case, CommandScore, score_case

type Parser = Callable[[str], list[Command]]
type Progress = Callable[[str], None]

MB = 1024 * 1024


# ---------------------------------------------------------------------------- helpers


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q`` quantile (0..1) by nearest rank, as :class:`..evaluate.Report` computes it."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def rnd(value: float | None, digits: int = 3) -> float | None:
    """Round for the report, keeping ``None``."""
    return None if value is None else round(value, digits)


def rss_bytes() -> int | None:
    """The process's current resident set size (Linux ``/proc/self/statm``), else ``None``."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
    except OSError, ValueError, IndexError:
        return None
    return pages * resource.getpagesize()


def max_rss_bytes() -> int:
    """The process's peak RSS so far (``getrusage``; kilobytes on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def cold() -> None:
    """Forget what an earlier build left behind: the n-gram memo and unreachable objects."""
    clear = getattr(text_module.char_ngrams, "cache_clear", None)
    if clear is not None:
        clear()
    gc.collect()


class TimedEmbedder:
    """Wraps a synchronous embedder and counts the time spent inside the model."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.seconds = 0.0
        self.calls = 0
        self.texts = 0

    def embed(self, texts: Sequence[str], kind: Any) -> np.ndarray:
        """Embed through the wrapped model, timing it."""
        started = time.perf_counter()
        try:
            return self.inner.embed(texts, kind)
        finally:
            self.seconds += time.perf_counter() - started
            self.calls += 1
            self.texts += len(texts)

    def reset(self) -> None:
        """Start counting afresh."""
        self.seconds, self.calls, self.texts = 0.0, 0, 0


class StageClock:
    """Times the whole-home stages of a retriever (scope filter, gating) per request."""

    @classmethod
    def of(cls, retriever: Retriever) -> StageClock:
        """The retriever's clock, attached on first use (its methods are wrapped once)."""
        clock = getattr(retriever, "_bench_clock", None)
        if not isinstance(clock, cls):
            clock = cls(retriever)
            retriever._bench_clock = clock  # type: ignore[attr-defined]
        return clock

    def __init__(self, retriever: Retriever) -> None:
        self.seconds = 0.0
        self.active = False
        scope = getattr(retriever, "scope", None)
        if scope is not None and callable(getattr(scope, "filter", None)):
            scope.filter = self._wrap(scope.filter)
            self.active = True
        targets = getattr(retriever, "targets", None)
        if targets is not None and callable(getattr(targets, "gate", None)):
            targets.gate = self._wrap(targets.gate)
            self.active = True

    def _wrap[**P, R](self, method: Callable[P, R]) -> Callable[P, R]:
        @wraps(method)
        def timed(*args: P.args, **kwargs: P.kwargs) -> R:
            started = time.perf_counter()
            try:
                return method(*args, **kwargs)
            finally:
                self.seconds += time.perf_counter() - started

        return timed

    def take(self) -> float:
        """Milliseconds counted since the last call."""
        value, self.seconds = self.seconds, 0.0
        return value * 1000


def local_parser_factory() -> tuple[Callable[[Home], Parser] | None, str | None]:
    """The local parser's factory, or ``None`` and why when it cannot be imported."""
    try:
        from custom_components.context_retrieval.engine.local_parser import (
            LocalParser,  # optional at bench time
        )
    except Exception as err:  # noqa: BLE001 - any import failure means "gold IR only"
        return None, f"{type(err).__name__}: {err}"

    def make(home: Home) -> Parser:
        parser = LocalParser(home)
        return parser.parse

    return make, None


def gold_commands(case: Case) -> list[Command]:
    """The case's gold parse as commands (empty when it has none)."""
    return commands_from_json(case.ir, raw=case.query) if case.ir is not None else []


# ---------------------------------------------------------------------------- scoring


@dataclass(slots=True)
class Tally:
    """Scores of one system on one set of cases."""

    scores: list[CommandScore] = field(default_factory=list)
    service_scored: list[bool] = field(default_factory=list)
    """Per score: whether the case scores the service (generated "everything off" cases do not)."""
    groups: list[str | None] = field(default_factory=list)
    """Per score: the case's group (a generated case's template), for the breakdown."""
    cases: int = 0

    def add(
        self,
        case: Case,
        results: Sequence[Mapping[str, Any]],
        *,
        score_service: bool = True,
        group: str | None = None,
    ) -> None:
        """Score one case's command results."""
        if case.expected is None:
            return
        self.cases += 1
        for score in score_case(case.expected, results):
            self.scores.append(score)
            self.service_scored.append(score_service)
            self.groups.append(group)

    def by_group(self) -> dict[str, dict[str, Any]]:
        """recall@5 (answerable) or no-match handling per group."""
        out: dict[str, dict[str, Any]] = {}
        for name in dict.fromkeys(g for g in self.groups if g is not None):
            mine = [s for s, g in zip(self.scores, self.groups, strict=True) if g == name]
            answerable = [s.hit_at.get(5, False) for s in mine if s.kind == "answerable"]
            handled = [s.handled for s in mine if s.kind != "answerable"]
            out[name] = {
                "n": len(mine),
                "recall@5": round(sum(answerable) / len(answerable), 4) if answerable else None,
                "no_match_handled": round(sum(handled) / len(handled), 4) if handled else None,
            }
        return out

    def figures(self, *, services: bool = True) -> dict[str, Any]:
        """recall@1/@5, service accuracy (``None`` for anchors), no-match and clarify handling."""
        answerable = [s for s in self.scores if s.kind == "answerable"]
        priced = [
            s
            for s, ok in zip(self.scores, self.service_scored, strict=True)
            if ok and s.kind == "answerable"
        ]
        no_match = [s for s in self.scores if s.kind == "no_match"]
        clarify = [s for s in self.scores if s.kind == "clarify"]

        def rate(items: Iterable[bool]) -> float | None:
            values = list(items)
            return round(sum(values) / len(values), 4) if values else None

        return {
            "cases": self.cases,
            "answerable": len(answerable),
            "recall@1": rate(s.hit_at.get(1, False) for s in answerable),
            "recall@5": rate(s.hit_at.get(5, False) for s in answerable),
            "service_accuracy": rate(s.service_ok for s in priced) if services else None,
            "no_match_cases": len(no_match),
            "no_match_handled": rate(s.handled for s in no_match),
            "clarify_cases": len(clarify),
            "clarify_handled": rate(s.handled for s in clarify),
            "clarified_answerable": rate(s.clarified for s in answerable),
        }


# ---------------------------------------------------------------------------- building


@dataclass(slots=True)
class Build:
    """One index build: time, memory, and the retriever it made."""

    retriever: Retriever
    seconds: float
    rss_delta_mb: float | None
    maxrss_delta_mb: float


def build_retriever(
    home: Home, embedder: Embedder | None = None, cache: VectorCache | None = None
) -> Build:
    """A cold, untraced build, with its time and RSS growth.

    :param cache: document vectors already embedded (default: none, so the model embeds all).
    """
    cold()
    rss0, max0 = rss_bytes(), max_rss_bytes()
    started = time.perf_counter()
    if embedder is not None and cache is None:
        cache = VectorCache()
    retriever = Retriever(home, embedder=embedder, cache=cache)
    seconds = time.perf_counter() - started
    rss1, max1 = rss_bytes(), max_rss_bytes()
    return Build(
        retriever,
        seconds,
        (rss1 - rss0) / MB if rss0 is not None and rss1 is not None else None,
        (max1 - max0) / MB,
    )


def traced_build(home: Home) -> dict[str, float]:
    """tracemalloc of a second cold build: peak during the build, and what the index keeps."""
    cold()
    tracemalloc.start()
    try:
        retriever = Retriever(home)
        current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del retriever
    gc.collect()
    return {
        "tracemalloc_peak_mb": round(peak / MB, 1),
        "tracemalloc_retained_mb": round(current / MB, 1),
    }


# ---------------------------------------------------------------------------- running cases


@dataclass(slots=True)
class Run:
    """One system over a list of cases: latencies, tokens and scores."""

    latencies_ms: list[float] = field(default_factory=list)
    parse_ms: list[float] = field(default_factory=list)
    filter_ms: list[float] = field(default_factory=list)
    model_ms: list[float] = field(default_factory=list)
    semantic_queries: int = 0
    tokens: list[int] = field(default_factory=list)
    tally: Tally = field(default_factory=Tally)
    stopped_early: bool = False

    def figures(self, dump_tokens: int | None = None, *, services: bool = True) -> dict[str, Any]:
        """Latency percentiles, stage medians, token means and the accuracy figures."""
        rest = [
            t - p - f
            for t, p, f in zip(self.latencies_ms, self.parse_ms, self.filter_ms, strict=True)
        ]
        data: dict[str, Any] = {
            "queries": len(self.latencies_ms),
            "stopped_early": self.stopped_early,
            "latency_ms_p50": rnd(percentile(self.latencies_ms, 0.5)),
            "latency_ms_p95": rnd(percentile(self.latencies_ms, 0.95)),
            # The slowest request: a rare pathological one hides below p95 (it did: 3-4 s at
            # 10,000 entities in 1.5 % of requests, docs/bench).
            "latency_ms_max": rnd(max(self.latencies_ms)) if self.latencies_ms else None,
            "latency_ms_mean": rnd(statistics.fmean(self.latencies_ms))
            if self.latencies_ms
            else None,
            "parse_ms_p50": rnd(percentile(self.parse_ms, 0.5)),
            "filter_gate_ms_p50": rnd(percentile(self.filter_ms, 0.5)),
            "filter_gate_ms_p95": rnd(percentile(self.filter_ms, 0.95)),
            "after_filter_ms_p50": rnd(percentile(rest, 0.5)),
            "after_filter_ms_p95": rnd(percentile(rest, 0.95)),
            "tokens_mean": rnd(statistics.fmean(self.tokens), 1) if self.tokens else None,
        }
        if self.model_ms:
            total = sum(self.latencies_ms)
            data["model_ms_mean"] = rnd(statistics.fmean(self.model_ms))
            data["model_share"] = rnd(sum(self.model_ms) / total, 4) if total else None
            data["semantic_queries"] = self.semantic_queries
        if dump_tokens:
            ratios = [t / dump_tokens for t in self.tokens]
            data["ha_dump_tokens"] = dump_tokens
            data["token_ratio_mean"] = rnd(statistics.fmean(ratios), 4) if ratios else None
            data["token_ratio_max"] = rnd(max(ratios), 4) if ratios else None
        data.update(self.tally.figures(services=services))
        return data


def run_ours(
    retriever: Retriever,
    cases: Sequence[Case],
    parse: Parser | None,
    *,
    gold: bool,
    history_parse: Parser | None = None,
    embedder: TimedEmbedder | None = None,
    budget_seconds: float | None = None,
    min_queries: int = 0,
    score_service: Callable[[Case], bool] = lambda case: True,
    group: Callable[[Case], str | None] = lambda case: None,
    keep: list[tuple[Case, RetrievalResult]] | None = None,
) -> Run:
    """Run the pipeline over the cases with the gold parse or ``parse``.

    Stops once ``budget_seconds`` have passed and at least ``min_queries`` cases have run.

    :param history_parse: parses earlier utterances of a case (its ``history``), if any.
    :param keep: receives each case with its result (for the anchors' comparisons).
    """
    run = Run()
    clock = StageClock.of(retriever)
    started_all = time.perf_counter()
    for case in cases:
        if (
            budget_seconds is not None
            and len(run.latencies_ms) >= min_queries
            and time.perf_counter() - started_all > budget_seconds
        ):
            run.stopped_early = True
            break
        state = ConversationState()
        earlier_parse = history_parse or parse
        for earlier in case.history:
            if earlier_parse is not None:
                retriever.retrieve(
                    earlier, earlier_parse(earlier), state=state, context_area=case.context_area
                )
        clock.take()
        if embedder is not None:
            embedder.reset()
        started = time.perf_counter()
        if gold and case.ir is not None:
            commands = gold_commands(case)
        elif parse is not None:
            commands = parse(case.query)
        else:
            commands = []
        parsed = time.perf_counter()
        result = retriever.retrieve(
            case.query, commands, state=state, context_area=case.context_area, started=started
        )
        run.latencies_ms.append(result.elapsed_ms)
        run.parse_ms.append((parsed - started) * 1000)
        run.filter_ms.append(clock.take())
        if embedder is not None:
            run.model_ms.append(embedder.seconds * 1000)
            run.semantic_queries += int(embedder.calls > 0)
        run.tokens.append(estimate_tokens(result.yaml))
        run.tally.add(
            case,
            result.to_json(case.id)["commands"],
            score_service=score_service(case),
            group=group(case),
        )
        if keep is not None:
            keep.append((case, result))
    return run


def run_anchors(
    home: Home,
    cases: Sequence[Case],
    rag: NaiveRag,
    group: Callable[[Case], str | None] = lambda case: None,
) -> tuple[Tally, Tally, list[float], list[float]]:
    """Home Assistant's exact matcher (gold parse) and naive RAG (raw query) over the cases."""
    exact, rag_tally = Tally(), Tally()
    exact_ms: list[float] = []
    rag_ms: list[float] = []
    for case in cases:
        if case.expected is None:
            continue
        started = time.perf_counter()
        results = [ha_exact_matcher(home, c, case.context_area) for c in gold_commands(case)]
        exact_ms.append((time.perf_counter() - started) * 1000)
        exact.add(case, results, group=group(case))
        started = time.perf_counter()
        found = naive_rag(home, case.query, index=rag)
        rag_ms.append((time.perf_counter() - started) * 1000)
        wanted = len(case.expected) if isinstance(case.expected, list) else 1
        rag_tally.add(case, [found] * wanted, group=group(case))
    return exact, rag_tally, exact_ms, rag_ms


def log_slope(xs: Sequence[float], ys: Sequence[float | None]) -> float | None:
    """Least-squares slope of log(y) against log(x): 1 is linear growth, below 1 sub-linear."""
    points = [(math.log(x), math.log(y)) for x, y in zip(xs, ys, strict=True) if y and y > 0]
    if len(points) < 2:
        return None
    mx = statistics.fmean(p[0] for p in points)
    my = statistics.fmean(p[1] for p in points)
    den = sum((p[0] - mx) ** 2 for p in points)
    return round(sum((p[0] - mx) * (p[1] - my) for p in points) / den, 3) if den else None


def default_dev_cases(dev_dir: str | Path) -> list[Path]:
    """The case files of a development-data directory: ``*.jsonl`` and ``large/*.jsonl``."""
    root = Path(dev_dir)
    return sorted(root.glob("*.jsonl")) + sorted(root.glob("large/*.jsonl"))
