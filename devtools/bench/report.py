"""The Markdown tables of ``results.md`` (for the README's results section)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

GOLD, LOCAL = "ours (gold IR)", "ours (local parser)"
HA, RAG = "HA exact matcher (gold IR)", "naive RAG (top-5 n-gram)"


def _fmt(value: Any, digits: int | None = None) -> str:
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "**no**"
    if isinstance(value, float):
        if digits is not None:
            return f"{value:.{digits}f}"
        return f"{value:g}" if abs(value) >= 100 else f"{value:.3g}"
    return str(value)


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value:.1%}"


def _table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    first: Sequence[Any] = rows[0] if rows else []
    text_columns = {
        i
        for i, cell in enumerate(first)
        if isinstance(cell, str)
        and not cell.replace(".", "").replace(" / ", "").replace("%", "").isdigit()
    }
    align = ["---" if i in text_columns or i == 0 else "---:" for i in range(len(header))]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    lines += [
        "| " + " | ".join(_fmt(c) if not isinstance(c, str) else c for c in row) + " |"
        for row in rows
    ]
    return "\n".join(lines)


def _pair(figures: dict[str, Any] | None, *keys: str) -> str:
    """Figures side by side ("p50 / p95" or "p50 / p95 / max"); – when there are none."""
    if not figures:
        return "–"
    return " / ".join(_fmt(figures.get(key)) for key in keys)


def _semantic_row(dataset: str, system: str, figures: dict[str, Any], build: str) -> list[Any]:
    used, queries = figures.get("semantic_queries") or 0, figures.get("queries") or 0
    total_model = (figures.get("model_ms_mean") or 0.0) * queries
    per_query = total_model / used if used else None
    return [
        dataset,
        system,
        build,
        f"{used} / {queries}",
        _fmt(per_query),
        _pct(figures.get("model_share")),
    ]


def render_markdown(results: dict[str, Any]) -> str:
    """All tables of one bench run."""
    env = results["environment"]
    model = results["semantic_model"]
    out: list[str] = ["# context-retrieval bench", ""]
    out.append(
        f"Run {env['date_utc']} on {env['cpu'] or 'unknown CPU'} ({env['cpus']} CPUs), Python "
        f"{env['python']}, numpy {env['numpy']}; load average {env['load_average_start']} at the "
        f"start and {env.get('load_average_end')} at the end (the machine was shared with other "
        f"work); {env.get('bench_seconds')} s in all. Local parser: {results['local_parser']}. "
        f"Semantic model: {model['status']}"
        + (
            f", loaded in {model['load_s']} s (+{model['load_rss_delta_mb']} MB RSS)."
            if model.get("load_s") is not None
            else "."
        )
    )
    settings = results["settings"]
    out.append(
        f"Homes are grown from the demo home (seed {settings['seed']}); {settings['cases_per_size']} generated "
        f"cases per size; per size and system the run stops after {settings['budget_seconds']} s "
        f'once {settings.get("min_queries", 0)} cases have run (see "queries").'
    )
    out += ["", "## Targets", ""]
    out.append(
        'A pipeline "beats" an anchor when it is better on recall@5 or no-match handling and worse '
        "on neither."
    )
    out.append("")
    out.append(
        _table(
            ["target", "measured", "met", "note"],
            [
                [c["target"], _fmt(c["measured"]), _fmt(c["met"]), c.get("note", "")]
                for c in results["checks"]
            ],
        )
    )

    sizes = results["sizes"]
    out += ["", "## Index build and memory by home size", ""]
    out.append(
        _table(
            [
                "lang",
                "entities",
                "areas",
                "build s (n-gram)",
                "tracemalloc peak MB",
                "retained MB",
                "RSS Δ MB",
                "peak-RSS Δ MB",
                "local parser build s",
                "build s with e5 (model s)",
            ],
            [
                [
                    r["language"],
                    r["entities"],
                    r["areas"],
                    r["build_s"],
                    r.get("tracemalloc_peak_mb"),
                    r.get("tracemalloc_retained_mb"),
                    r.get("rss_delta_mb"),
                    r.get("maxrss_delta_mb"),
                    r.get("parser_build_s"),
                    f"{_fmt(r['semantic_build_s'])} ({_fmt(r['semantic_build_model_s'])})"
                    if "semantic_build_s" in r
                    else "–",
                ]
                for r in sizes
            ],
        )
    )
    out += ["", "## Query latency by home size (ms; parse + retrieve + YAML)", ""]
    out.append(
        _table(
            [
                "lang",
                "entities",
                "queries",
                "gold IR p50 / p95 / max",
                "local parser p50 / p95 / max",
                "filter+gating p50 / p95",
                "after filtering p50 / p95",
                "gold +e5 p50 / p95",
                "local +e5 p50 / p95",
                "e5 share of query time",
            ],
            [
                [
                    r["language"],
                    r["entities"],
                    r["gold"]["queries"],
                    _pair(r["gold"], "latency_ms_p50", "latency_ms_p95", "latency_ms_max"),
                    _pair(r.get("local"), "latency_ms_p50", "latency_ms_p95", "latency_ms_max"),
                    _pair(r["gold"], "filter_gate_ms_p50", "filter_gate_ms_p95"),
                    _pair(r["gold"], "after_filter_ms_p50", "after_filter_ms_p95"),
                    _pair(r.get("gold_semantic"), "latency_ms_p50", "latency_ms_p95"),
                    _pair(r.get("local_semantic"), "latency_ms_p50", "latency_ms_p95"),
                    _pct(
                        (r.get("local_semantic") or r.get("gold_semantic") or {}).get("model_share")
                    ),
                ]
                for r in sizes
            ],
        )
    )
    growth = results.get("growth") or {}
    if growth:
        out += [
            "",
            "Growth exponent b in time ∝ entities^b (log-log slope over the sizes; 1 = linear):",
            "",
        ]
        for language, modes in growth.items():
            for mode, slopes in modes.items():
                out.append(
                    f"- {language}, {mode}: whole request {_fmt(slopes['latency_p50'])}, filter+gating "
                    f"{_fmt(slopes['filter_gate_p50'])}, after filtering {_fmt(slopes['after_filter_p50'])}"
                )
    semantic_rows = []
    for r in sizes:
        for mode in ("gold_semantic", "local_semantic"):
            if mode in r:
                semantic_rows.append(
                    _semantic_row(
                        f"generated {r['language']} {r['entities']}",
                        mode.replace("_semantic", ""),
                        r[mode],
                        f"{_fmt(r.get('semantic_build_s'))} ({_fmt(r.get('semantic_build_model_s'))})",
                    )
                )
    for row in results.get("accuracy", []):
        for system, figures in row["systems"].items():
            if "+e5" in system:
                semantic_rows.append(_semantic_row(row["dataset"], system, figures, "–"))
    if semantic_rows:
        out += ["", "## The semantic model's share (multilingual-e5-small, in process)", ""]
        out.append(
            "The model is asked only when an action is vague (no known phrase matches it); "
            "document vectors are embedded at build time (here cold, with an empty cache; "
            "Home Assistant keeps them on disk, so a restart embeds nothing)."
        )
        out.append("")
        out.append(
            _table(
                [
                    "cases",
                    "system",
                    "build s with e5, cold (model s)",
                    "queries using e5",
                    "model ms per such query",
                    "e5 share of all query time",
                ],
                semantic_rows,
            )
        )
    out += ["", "## Prompt tokens and recall by home size (generated cases)", ""]
    out.append(
        _table(
            [
                "lang",
                "entities",
                "HA Assist dump tokens",
                "ours, mean tokens",
                "ours / dump, mean",
                "ours / dump, max",
                "recall@5 gold / local",
                "recall@5 HA exact / naive RAG",
                "no-match handled gold / local",
                "no-match HA exact / naive RAG",
            ],
            [
                [
                    r["language"],
                    r["entities"],
                    r["ha_dump_tokens"],
                    r["gold"]["tokens_mean"],
                    _pct(r["gold"].get("token_ratio_mean")),
                    _pct(r["gold"].get("token_ratio_max")),
                    f"{_fmt(r['gold']['recall@5'])} / {_fmt((r.get('local') or {}).get('recall@5'))}",
                    f"{_fmt(r['ha_exact']['recall@5'])} / {_fmt(r['naive_rag']['recall@5'])}",
                    f"{_fmt(r['gold']['no_match_handled'])} / {_fmt((r.get('local') or {}).get('no_match_handled'))}",
                    f"{_fmt(r['ha_exact']['no_match_handled'])} / {_fmt(r['naive_rag']['no_match_handled'])}",
                ]
                for r in sizes
            ],
        )
    )
    accuracy = results["accuracy"]
    out += ["", "## Accuracy against the anchors", ""]
    out.append(
        "Recall@k: every expected entity among the first k candidates or in the groups. No-match: "
        "cases where nothing in the home fits, answered with `no_match`/`need_clarification` (the "
        "anchors: by returning nothing). Service accuracy is not defined for the anchors (they "
        "pick no service). The HA exact matcher ignores exclusions, so a superset counts as a hit, "
        'and it does not check that the action applies ("turn on" a weather entity is a match). '
        "The development cases were labelled with Home Assistant's own resolution rules from the "
        "recogniser's slots, so on them the exact matcher given the gold parse is at its ceiling "
        "for recall; the generated cases add what people say beyond exact names (names said in "
        "part or without spaces, duplicates said to a satellite)."
    )
    out.append("")
    rows = []
    for row in accuracy:
        for system, f in row["systems"].items():
            rows.append(
                [
                    row["dataset"],
                    row["entities"],
                    system,
                    f["cases"],
                    f["recall@1"],
                    f["recall@5"],
                    f.get("service_accuracy"),
                    f"{_fmt(f['no_match_handled'])} ({f['no_match_cases']})",
                    f"{_fmt(f['clarify_handled'])} ({f['clarify_cases']})",
                    f.get("latency_ms_p50"),
                ]
            )
    out.append(
        _table(
            [
                "cases",
                "entities",
                "system",
                "n",
                "recall@1",
                "recall@5",
                "service acc.",
                "no-match handled (n)",
                "clarify handled (n)",
                "p50 ms",
            ],
            rows,
        )
    )
    for row in accuracy:
        breakdown = row.get("by_template")
        if not breakdown:
            continue
        systems = list(breakdown)
        templates = list(dict.fromkeys(t for per in breakdown.values() for t in per))
        title = (
            f"Generated cases by template, {row['dataset']}: recall@5, or no-match handled for "
            "the no-match templates."
        )
        out += ["", title, ""]
        cells = []
        for template in templates:
            first: dict[str, Any] = next(
                (per[template] for per in breakdown.values() if template in per), {}
            )
            line: list[Any] = [template, first.get("n")]
            for system in systems:
                figures = breakdown[system].get(template) or {}
                value = figures.get("recall@5")
                line.append(_fmt(value if value is not None else figures.get("no_match_handled")))
            cells.append(line)
        out.append(_table(["template", "n", *systems], cells))
    out += ["", "## Prompt tokens against Home Assistant's Assist dump (same home)", ""]
    token_rows = []
    for row in accuracy:
        for system in (GOLD, LOCAL, "ours (local parser, +e5)"):
            f = row["systems"].get(system)
            if f is None:
                continue
            token_rows.append(
                [
                    row["dataset"],
                    row["entities"],
                    system,
                    row["ha_dump_tokens"],
                    f["tokens_mean"],
                    _pct(f.get("token_ratio_mean")),
                    _pct(f.get("token_ratio_max")),
                ]
            )
    out.append(
        _table(
            [
                "cases",
                "entities",
                "system",
                "HA dump tokens",
                "ours, mean tokens",
                "ours / dump, mean",
                "ours / dump, max",
            ],
            token_rows,
        )
    )
    out += [
        "",
        (
            "Tokens are estimated with `engine.text.estimate_tokens` (one per CJK character, one "
            "per four other characters) for both sides. The dump is only the static-context part of "
            "the Assist prompt (the instructions and tool schemas come on top of it either way)."
        ),
        "",
        "![latency and tokens against home size](bench.png)",
        "",
    ]
    return "\n".join(out)
