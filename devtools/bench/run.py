"""``run_bench``: one run of every measurement, written to results.json, results.md and bench.png."""

from __future__ import annotations

import gc
import json
import os
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

import numpy as np

from custom_components.context_retrieval.engine.home import Home, load_home
from custom_components.context_retrieval.engine.vectors import (
    E5Embedder,
    VectorCache,
    semantic_model_status,
)

from ..anchors import NaiveRag
from ..evaluate import Case, load_cases
from .assist import ha_assist_tokens
from .cases import UNSCORED_SERVICE, as_cases, generate_cases
from .homes import Language, generate_home
from .measure import (
    MB,
    Progress,
    Run,
    Tally,
    TimedEmbedder,
    build_retriever,
    cold,
    default_dev_cases,
    local_parser_factory,
    log_slope,
    max_rss_bytes,
    percentile,
    rnd,
    rss_bytes,
    run_anchors,
    run_ours,
    traced_build,
)
from .plot import PALETTE, Panel, Series, write_chart
from .report import render_markdown

DEMO_SIZE: Final = 176
"""Entities of the demo home: ``generate_home(176)`` is the demo home itself."""
TARGETS: Final[dict[str, float]] = {
    "p50_ms_at_100": 5.0,
    "p50_ms_at_10000": 30.0,
    "build_s_at_10000": 20.0,
    "memory_mb_at_10000": 200.0,
    "token_ratio_max": 0.05,
    "token_ratio_min_entities": 150,
    "recall_at_5_min": 0.98,
}


def _environment() -> dict[str, Any]:
    cpu = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            cpu = next(
                (line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")),
                None,
            )
    except OSError:
        pass
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load = None
    return {
        "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python": sys.version.split()[0],
        "numpy": np.__version__,
        "platform": platform.platform(),
        "cpu": cpu,
        "cpus": os.cpu_count(),
        "load_average_start": load,
    }


def _score_service(case: Case) -> bool:
    return True


class _Generated:
    """Generated cases keep their template; the "everything off" ones do not score a service."""

    def __init__(self, items: Sequence[dict[str, Any]]) -> None:
        self.cases = as_cases(items)
        self.unscored = {i["id"] for i in items if i.get("template") in UNSCORED_SERVICE}
        self.templates = {i["id"]: i.get("template") for i in items}

    def score_service(self, case: Case) -> bool:
        return case.id not in self.unscored

    def template(self, case: Case) -> str | None:
        return self.templates.get(case.id)


def _anchor_figures(tally: Tally, latencies_ms: Sequence[float]) -> dict[str, Any]:
    figures = tally.figures(services=False)
    figures["latency_ms_p50"] = rnd(percentile(latencies_ms, 0.5))
    figures["latency_ms_p95"] = rnd(percentile(latencies_ms, 0.95))
    return figures


def _size_row(
    home: Home,
    language: Language,
    size: int,
    generated: _Generated,
    *,
    make_parser: Any,
    embedder: TimedEmbedder | None,
    budget_seconds: float | None,
    min_queries: int,
    progress: Progress,
) -> dict[str, Any]:
    """Every measurement for one generated home."""
    limits: dict[str, Any] = {"budget_seconds": budget_seconds, "min_queries": min_queries}
    row: dict[str, Any] = {
        "language": language,
        "entities": size,
        "areas": len(home.areas),
        "cases": len(generated.cases),
    }
    dump = ha_assist_tokens(home)
    row["ha_dump_tokens"] = dump
    build = build_retriever(home)
    row["build_s"] = rnd(build.seconds)
    row["rss_delta_mb"] = rnd(build.rss_delta_mb, 1)
    row["maxrss_delta_mb"] = rnd(build.maxrss_delta_mb, 1)
    row["documents"] = build.retriever.document_count
    row.update(traced_build(home))
    progress(f"  {language} {size}: index built in {build.seconds:.2f} s")
    row["gold"] = run_ours(
        build.retriever,
        generated.cases,
        None,
        gold=True,
        **limits,
        score_service=generated.score_service,
    ).figures(dump)
    progress(
        f"  {language} {size}: gold IR p50 {row['gold']['latency_ms_p50']} ms "
        f"over {row['gold']['queries']} queries"
    )
    parse = None
    if make_parser is not None:
        cold()
        started = time.perf_counter()
        parse = make_parser(home)
        row["parser_build_s"] = rnd(time.perf_counter() - started)
        row["local"] = run_ours(
            build.retriever,
            generated.cases,
            parse,
            gold=False,
            **limits,
            score_service=generated.score_service,
        ).figures(dump)
        progress(f"  {language} {size}: local parser p50 {row['local']['latency_ms_p50']} ms")
    del build
    gc.collect()
    if embedder is not None:
        embedder.reset()
        semantic = build_retriever(home, embedder)
        row["semantic_build_s"] = rnd(semantic.seconds)
        row["semantic_build_model_s"] = rnd(embedder.seconds)
        row["semantic_documents_embedded"] = embedder.texts
        row["gold_semantic"] = run_ours(
            semantic.retriever,
            generated.cases,
            None,
            gold=True,
            embedder=embedder,
            **limits,
            score_service=generated.score_service,
        ).figures(dump)
        if parse is not None:
            row["local_semantic"] = run_ours(
                semantic.retriever,
                generated.cases,
                parse,
                gold=False,
                embedder=embedder,
                **limits,
                score_service=generated.score_service,
            ).figures(dump)
        progress(
            f"  {language} {size}: with e5, build {semantic.seconds:.2f} s, gold p50 "
            f"{row['gold_semantic']['latency_ms_p50']} ms"
        )
        del semantic
        gc.collect()
    rag = NaiveRag.build(home)
    exact, rag_tally, exact_ms, rag_ms = run_anchors(home, generated.cases, rag)
    row["ha_exact"] = _anchor_figures(exact, exact_ms)
    row["naive_rag"] = _anchor_figures(rag_tally, rag_ms)
    return row


def _shown_path(path: Path) -> str:
    """A path relative to the working directory when inside it (a committed report names
    the repository's files, not one machine's)."""
    try:
        return path.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def _dev_rows(
    paths: Sequence[Path],
    *,
    make_parser: Any,
    embedder: TimedEmbedder | None,
    cache: VectorCache,
    progress: Progress,
) -> list[dict[str, Any]]:
    """Accuracy and tokens of every system on each development case file."""
    rows: list[dict[str, Any]] = []
    for path in paths:
        cases = load_cases(path)
        by_home: dict[Path, list[Case]] = {}
        for case in cases:
            if case.home is None:
                continue
            by_home.setdefault(case.home.resolve(), []).append(case)
        for home_path, home_cases in by_home.items():
            home = load_home(home_path)
            rows.append(
                _accuracy_row(
                    f"{path.parent.name}/{path.name}" if path.parent.name == "large" else path.name,
                    home,
                    home_cases,
                    make_parser=make_parser,
                    embedder=embedder,
                    cache=cache,
                    source=_shown_path(home_path),
                )
            )
            progress(
                f"  {rows[-1]['dataset']}: {len(home_cases)} cases, {len(home.entities)} entities"
            )
    return rows


def _accuracy_row(
    dataset: str,
    home: Home,
    cases: Sequence[Case],
    *,
    make_parser: Any,
    embedder: TimedEmbedder | None,
    cache: VectorCache,
    source: str,
    score_service: Any = _score_service,
    group: Any = None,
) -> dict[str, Any]:
    dump = ha_assist_tokens(home)
    group = group or (lambda case: None)
    runs: dict[str, Tally] = {}
    row: dict[str, Any] = {
        "dataset": dataset,
        "home": source,
        "entities": len(home.entities),
        "cases": len(cases),
        "ha_dump_tokens": dump,
        "systems": {},
    }
    retriever = build_retriever(home).retriever
    parse = make_parser(home) if make_parser is not None else None
    systems = row["systems"]
    common: dict[str, Any] = {"score_service": score_service, "group": group}

    def record(name: str, run: Run, dump_tokens: int | None = dump) -> None:
        systems[name] = run.figures(dump_tokens)
        runs[name] = run.tally

    record(
        "ours (gold IR)",
        run_ours(retriever, cases, parse, gold=True, history_parse=parse, **common),
    )
    if parse is not None:
        record("ours (local parser)", run_ours(retriever, cases, parse, gold=False, **common))
    if embedder is not None:
        semantic = build_retriever(home, embedder, cache).retriever
        record(
            "ours (gold IR, +e5)",
            run_ours(
                semantic, cases, parse, gold=True, history_parse=parse, embedder=embedder, **common
            ),
        )
        if parse is not None:
            record(
                "ours (local parser, +e5)",
                run_ours(semantic, cases, parse, gold=False, embedder=embedder, **common),
            )
    exact, rag, exact_ms, rag_ms = run_anchors(home, cases, NaiveRag.build(home), group)
    systems["HA exact matcher (gold IR)"] = _anchor_figures(exact, exact_ms)
    systems["naive RAG (top-5 n-gram)"] = _anchor_figures(rag, rag_ms)
    runs["HA exact matcher (gold IR)"], runs["naive RAG (top-5 n-gram)"] = exact, rag
    breakdown = {name: tally.by_group() for name, tally in runs.items()}
    if any(breakdown.values()):
        row["by_template"] = breakdown
    return row


def _targets(results: dict[str, Any]) -> list[dict[str, Any]]:
    """Each target with the measured figure and whether it is met."""
    checks: list[dict[str, Any]] = []
    by_size = results["sizes"]

    def add(target: str, measured: Any, met: bool | None, note: str = "") -> None:
        checks.append({"target": target, "measured": measured, "met": met, "note": note})

    for row in by_size:
        lang, size = row["language"], row["entities"]
        for mode, label in (("gold", "gold IR"), ("local", "local parser")):
            figures = row.get(mode)
            if figures is None:
                continue
            p50 = figures["latency_ms_p50"]
            if size <= 100:
                add(
                    f"p50 ≤ 5 ms at {size} entities ({lang}, {label}, n-gram)",
                    p50,
                    p50 is not None and p50 <= TARGETS["p50_ms_at_100"],
                )
            elif size >= 10000:
                add(
                    f"p50 ≤ 30 ms at {size} entities ({lang}, {label}, n-gram)",
                    p50,
                    p50 is not None and p50 <= TARGETS["p50_ms_at_10000"],
                    f"{figures['queries']} queries"
                    + (" (time budget reached)" if figures["stopped_early"] else ""),
                )
        if size >= 10000:
            add(
                f"index build ≤ 20 s at {size} entities ({lang}, n-gram)",
                row["build_s"],
                row["build_s"] <= TARGETS["build_s_at_10000"],
            )
            memory = max(
                v
                for v in (
                    row.get("tracemalloc_peak_mb"),
                    row.get("rss_delta_mb"),
                    row.get("maxrss_delta_mb"),
                )
                if v is not None
            )
            add(
                f"memory ≤ 200 MB at {size} entities ({lang})",
                memory,
                memory <= TARGETS["memory_mb_at_10000"],
                "largest of tracemalloc peak, RSS delta and peak-RSS delta of the build",
            )
    token_rows: list[tuple[str, int, dict[str, Any]]] = [
        (f"generated {r['language']} {r['entities']}", r["entities"], r["gold"]) for r in by_size
    ]
    token_rows += [
        (f"{r['dataset']}", r["entities"], r["systems"]["ours (gold IR)"])
        for r in results["accuracy"]
        if r["entities"] >= TARGETS["token_ratio_min_entities"]
    ]
    for label, entities, figures in token_rows:
        if entities < TARGETS["token_ratio_min_entities"]:
            continue
        ratio, recall = figures.get("token_ratio_mean"), figures.get("recall@5")
        add(
            f"tokens ≤ 5 % of the HA dump with recall@5 ≥ 0.98 ({label}, {entities} entities)",
            f"{ratio:.2%} / {recall}" if ratio is not None and recall is not None else None,
            ratio is not None
            and recall is not None
            and ratio <= TARGETS["token_ratio_max"]
            and recall >= TARGETS["recall_at_5_min"],
            ""
            if not figures.get("stopped_early")
            else f"{figures['queries']} queries (time budget)",
        )
    for row in results["accuracy"]:
        ours = row["systems"]["ours (gold IR)"]
        for anchor in ("HA exact matcher (gold IR)", "naive RAG (top-5 n-gram)"):
            other = row["systems"][anchor]
            recall = ours["recall@5"] or 0.0, other["recall@5"] or 0.0
            handled = ours["no_match_handled"], other["no_match_handled"]
            pairs = [recall] + ([(handled[0], handled[1] or 0.0)] if handled[0] is not None else [])
            better = any(a > b for a, b in pairs)
            no_worse = all(a >= b for a, b in pairs)
            ties = [
                name for name, (a, b) in zip(("recall", "no-match"), pairs, strict=False) if a == b
            ]
            add(
                f"beats {anchor} on recall@5 / no-match ({row['dataset']})",
                f"recall@5 {ours['recall@5']} vs {other['recall@5']}; "
                f"no-match {handled[0]} vs {handled[1]}",
                better and no_worse,
                f"tied on {' and '.join(ties)}" if ties else "",
            )
    return checks


def _plot(results: dict[str, Any], path: Path) -> None:
    rows = results["sizes"]
    languages = list(dict.fromkeys(r["language"] for r in rows))
    latency = Panel("QUERY LATENCY (N-GRAM)", "ENTITIES IN THE HOME", "MS PER QUERY")
    tokens = Panel("PROMPT TOKENS PER QUERY", "ENTITIES IN THE HOME", "TOKENS")
    colors = iter(PALETTE)
    first = languages[0] if languages else None
    for language in languages:
        mine = [r for r in rows if r["language"] == language]
        xs = [r["entities"] for r in mine]
        for mode, name in (("gold", "GOLD IR"), ("local", "LOCAL PARSER")):
            if language != first or not all(mode in r for r in mine):
                continue
            color = next(colors)
            latency.series.append(
                Series(
                    f"{name} P50 ({language})", xs, [r[mode]["latency_ms_p50"] for r in mine], color
                )
            )
            latency.series.append(
                Series(
                    f"{name} P95 ({language})",
                    xs,
                    [r[mode]["latency_ms_p95"] for r in mine],
                    color,
                    dash=6,
                )
            )
        color = next(colors)
        tokens.series.append(
            Series(
                f"HA ASSIST DUMP ({language})",
                xs,
                [r["ha_dump_tokens"] for r in mine],
                color,
                dash=6,
            )
        )
        tokens.series.append(
            Series(f"OURS, MEAN ({language})", xs, [r["gold"]["tokens_mean"] for r in mine], color)
        )
    latency.targets = [
        (100, TARGETS["p50_ms_at_100"], "P50 5 MS AT 100"),
        (10000, TARGETS["p50_ms_at_10000"], "30 MS AT 10K"),
    ]
    write_chart(
        path, [latency, tokens], "CONTEXT-RETRIEVAL BENCH: LATENCY AND TOKENS AGAINST HOME SIZE"
    )


def run_bench(
    out_dir: Path,
    sizes: Sequence[int] = (100, 1000, 10000),
    semantic: bool = True,
    *,
    languages: Sequence[Language] = ("zh", "en"),
    dev_cases: Sequence[Path] | None = None,
    dev_dir: Path | None = None,
    seed: int = 7,
    cases_per_size: int = 200,
    demo_cases: int = 300,
    budget_seconds: float | None = 60.0,
    min_queries: int = 20,
    progress: Progress | None = None,
) -> dict[str, Any]:
    """Measure everything in one run and write ``results.json``, ``results.md``, ``bench.png``.

    :param sizes: home sizes to generate (entities); each is built, indexed and queried.
    :param semantic: also measure with the e5 model when this machine can run it.
    :param languages: demo-home vocabularies to grow the homes from.
    :param dev_cases: case files (docs/contracts.md §2, with ``home``) for the accuracy and token
        tables; ``dev_dir`` adds ``*.jsonl`` and ``large/*.jsonl`` of a directory.
    :param cases_per_size: generated cases per home size (latency is measured over them).
    :param demo_cases: generated cases on each demo home (176 entities) for the accuracy table.
    :param budget_seconds: per home size and system, stop after this long (``None``: never)…
    :param min_queries: …but only once this many cases have run.
    :returns: everything written to ``results.json``.
    """
    say = progress or (lambda message: None)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    results: dict[str, Any] = {"environment": _environment(), "targets": dict(TARGETS)}
    make_parser, parser_error = local_parser_factory()
    results["local_parser"] = "available" if make_parser else f"unavailable ({parser_error})"
    ok, reason = semantic_model_status()
    embedder: TimedEmbedder | None = None
    results["semantic_model"] = {"requested": semantic, "status": reason, "available": ok}
    if semantic and ok:
        rss0, max0 = rss_bytes(), max_rss_bytes()
        load_started = time.perf_counter()
        model = E5Embedder.create()
        if model is not None:
            embedder = TimedEmbedder(model)
            results["semantic_model"].update(
                {
                    "model": model.model_id,
                    "load_s": rnd(time.perf_counter() - load_started),
                    "load_rss_delta_mb": rnd(((rss_bytes() or 0) - (rss0 or 0)) / MB, 1),
                    "load_maxrss_delta_mb": rnd((max_rss_bytes() - max0) / MB, 1),
                }
            )
    results["settings"] = {
        "sizes": list(sizes),
        "languages": list(languages),
        "seed": seed,
        "cases_per_size": cases_per_size,
        "demo_cases": demo_cases,
        "budget_seconds": budget_seconds,
        "min_queries": min_queries,
    }

    say("home sizes")
    results["sizes"] = []
    for language in languages:
        for size in sorted(sizes):
            home = generate_home(size, seed, language)
            generated = _Generated(generate_cases(home, cases_per_size, seed=seed))
            results["sizes"].append(
                _size_row(
                    home,
                    language,
                    size,
                    generated,
                    make_parser=make_parser,
                    embedder=embedder,
                    budget_seconds=budget_seconds,
                    min_queries=min_queries,
                    progress=say,
                )
            )
            del home, generated
            gc.collect()
    for language in languages:
        mine = [r for r in results["sizes"] if r["language"] == language]
        xs = [r["entities"] for r in mine]
        results.setdefault("growth", {})[language] = {
            mode: {
                "latency_p50": log_slope(xs, [r[mode]["latency_ms_p50"] for r in mine]),
                "after_filter_p50": log_slope(xs, [r[mode]["after_filter_ms_p50"] for r in mine]),
                "filter_gate_p50": log_slope(xs, [r[mode]["filter_gate_ms_p50"] for r in mine]),
            }
            for mode in ("gold", "local")
            if all(mode in r for r in mine)
        }

    say("accuracy: demo homes and development cases")
    results["accuracy"] = []
    cache = VectorCache()  # document vectors embedded once for all the homes below
    for language in languages:
        home = generate_home(DEMO_SIZE, seed, language)
        items = generate_cases(home, demo_cases, seed=seed, prefix="demo")
        generated = _Generated(items)
        results["accuracy"].append(
            _accuracy_row(
                f"generated, demo home ({language})",
                home,
                generated.cases,
                make_parser=make_parser,
                embedder=embedder,
                cache=cache,
                source=f"demo_home_{language}.json",
                score_service=generated.score_service,
                group=generated.template,
            )
        )
        say(f"  demo {language}: {len(items)} cases")
    paths = list(dev_cases or ())
    if dev_dir is not None:
        paths += default_dev_cases(dev_dir)
    results["accuracy"] += _dev_rows(
        paths, make_parser=make_parser, embedder=embedder, cache=cache, progress=say
    )

    results["checks"] = _targets(results)
    try:
        load_end = [round(x, 2) for x in os.getloadavg()]
    except OSError:
        load_end = None
    results["environment"]["load_average_end"] = load_end
    results["environment"]["bench_seconds"] = round(time.perf_counter() - started, 1)
    write_outputs(out_dir, results)
    say(f"wrote {out_dir}/results.json, results.md, bench.png")
    return results


def write_outputs(out_dir: Path, results: dict[str, Any]) -> None:
    """Write ``results.json``, and ``results.md`` and ``bench.png`` rendered from it."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "results.json").write_text(
        json.dumps(results, ensure_ascii=False, indent=1) + "\n", "utf-8"
    )
    (out_dir / "results.md").write_text(render_markdown(results), "utf-8")
    _plot(results, out_dir / "bench.png")
