"""What the model really gets, per set-up, from a real Home Assistant run.

    scripts/agent-bench [--ha VERSION ...] [--home zh|en|1000 ...] [--out FILE]

For each Home Assistant release and home: a real process (``scripts/develop``), the core Ollama
agent against the recording server, the set-ups of :data:`.agent_setups.SETUPS` built through
the flows, the same six requests each; the tokens (system prompt + tools JSON) and tools of
the first model request of every turn, read off the recorded requests. Writes a Markdown table
(``--out``, default ``docs/bench/agents.md``) and the JSON beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from . import agent_setups as S
from .ha_process import ROOT, HomeAssistantError, run_home_assistant
from .ollama_server import serve_ollama

HOMES = ("zh", "en", "1000")
DEFAULT_OUT = ROOT / "docs" / "bench" / "agents.md"


def _home_argument(home: str, tmp: Path) -> str:
    """``scripts/develop --home``: a bundled home, or the 1,000-entity home written to a file."""
    if home != "1000":
        return home
    sys.path.insert(0, str(ROOT))
    from devtools.bench.homes import generate_home_json

    path = tmp / "home_1000.json"
    path.write_text(
        json.dumps(generate_home_json(1000, language="zh"), ensure_ascii=False), encoding="utf-8"
    )
    return str(path)


async def async_bench_home(
    version: str | None, home: str, tmp: Path, setups: tuple[S.SetUp, ...] = S.SETUPS
) -> dict[str, Any]:
    """The table for one release and home."""
    started = time.monotonic()
    async with (
        serve_ollama() as server,
        run_home_assistant(
            tmp / f"ha-{version or 'venv'}-{home}", version=version, home=_home_argument(home, tmp)
        ) as ha,
    ):
        agents, _ = await S.async_recommended(ha, server)
        await S.async_add_agents(ha, agents)
        rows = [await S.async_measure(ha, server, agents, setup, home) for setup in setups]
        base = next(r["tokens"] for r in rows if r["setup"] == "assist")
        for row in rows:
            row["percent"] = round(100 * row["tokens"] / base, 1) if base else None
            row["acts_on_unretrieved"] = {
                "assist": "yes",
                "wrapper_assist": "yes",
                "both": "yes",
                "api": "no",
                "wrapper_api": "no",
                "wrapper_none": "cannot act at all",
            }[row["setup"]]
        return {
            "home_assistant": ha.version,
            "home": home,
            "rows": rows,
            "start_s": ha.timings["start_s"],
            "total_s": round(time.monotonic() - started, 1),
        }


def markdown(runs: list[dict[str, Any]]) -> str:
    lines = [
        "# What the model really gets",
        "",
        "Written by `scripts/agent-bench` from real Home Assistant runs: the core `ollama` agent",
        "against a loopback server that records every request; the same six requests per set-up",
        "(`devtools/agent_setups.py`); tokens = system prompt + tools JSON of the first model",
        "request of each turn (1 per CJK character + other characters / 4), mean over the turns.",
        '"Acts on unretrieved devices" is what `tests/e2e/test_agents.py` checks on every release.',
    ]
    for run in runs:
        lines += [
            "",
            f"## Home Assistant {run['home_assistant']}, {_home_name(run['home'])}",
            "",
            "| set-up | tokens the model gets | tools | can act on unretrieved devices |",
            "|---|---|---|---|",
        ]
        for row in run["rows"]:
            share = "" if row["setup"] == "assist" else f" ({row['percent']} %)"
            lines.append(
                f"| {row['label']} | {row['tokens']:,}{share} | {row['tools']} | {row['acts_on_unretrieved']} |"
            )
    return "\n".join(lines) + "\n"


def _home_name(home: str) -> str:
    return {
        "zh": "zh demo home (176 entities)",
        "en": "en demo home",
        "1000": "1,000-entity home (zh)",
    }[home]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument(
        "--ha", action="append", help="Home Assistant release (default: .venv's and 2026.11.0)"
    )
    parser.add_argument("--home", action="append", choices=HOMES)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    versions: list[str | None] = [
        None if v == "venv" else v for v in (args.ha or ["venv", "2026.11.0"])
    ]
    runs = []
    try:
        with tempfile.TemporaryDirectory(prefix="agent-bench-") as tmp:
            for version in versions:
                for home in args.home or list(HOMES):
                    run = asyncio.run(async_bench_home(version, home, Path(tmp)))
                    print(
                        f"agent-bench: {run['home_assistant']} {home}: {run['total_s']} s",
                        flush=True,
                    )
                    runs.append(run)
    except HomeAssistantError as err:
        print(f"agent-bench: error: {str(err).splitlines()[0]}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(markdown(runs), encoding="utf-8")
    args.out.with_suffix(".json").write_text(
        json.dumps(runs, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
    )
    print(f"agent-bench: wrote {args.out} and {args.out.with_suffix('.json').name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
