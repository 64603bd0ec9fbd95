"""The soak test's short version (``scripts/soak --short``), as CI runs it: a real Home
Assistant under load, one oversized request, 200 calls in flight with registry churn, a stop.

CI machines are shared and noisy, so this asserts what must hold on any machine - no errors,
the oversized request refused at once with its message, every change found, no state lost,
a stop within seconds - and bounds the timings loosely (a relapse to the 22 s median the
issue measured fails). The targets themselves (p95 ≤ 250 ms beside the oversized request,
changes within the debounce + 5 s) are measured by the full run, ``scripts/soak``, whose
figures are in docs/bench/soak.md.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from devtools.soak import DEBOUNCE_S, SHORT, run_soak, text_report


def test_soak_short(tmp_path: Path, socket_enabled: None) -> None:
    report = asyncio.run(run_soak(SHORT, None, tmp_path))
    print(text_report(report))
    print(json.dumps(report, ensure_ascii=False))
    assert report["error_count"] == 0, report["errors"]

    oversized = report["oversized"]["oversized"]
    assert oversized["seconds"] <= 1.0
    assert oversized["message"].startswith("The request is too long: 100000 characters")
    spoken = report["oversized"]["oversized_agent"]
    assert spoken["seconds"] <= 1.0 and spoken["speech"].startswith("请求太长：20000 个字符")
    assert report["baseline"]["requests"]["n"] > 50 and report["oversized"]["requests"]["n"] > 50
    # The oversized request costs the others nothing they would notice (one run, a ratio).
    assert (
        report["oversized"]["requests"]["p95_ms"]
        <= 3 * report["baseline"]["requests"]["p95_ms"] + 100
    )

    churn = report["churn"]
    assert churn["burst"] == 200 and churn["requests"]["n"] >= 200
    assert churn["freshness_missed"] == 0
    # Six changes: the p95 is the slowest one, which a busy 2-core machine stretched from the
    # usual 13-14 s to 18.5 s once; the median is what a relapse to 22 s would show.
    assert churn["freshness"]["p50_ms"] <= (DEBOUNCE_S + 15) * 1000
    assert churn["freshness"]["p95_ms"] <= (DEBOUNCE_S + 25) * 1000
    assert churn["states_lost"] == 0 and churn["state_trials"] == SHORT.state_trials

    assert report["stop"]["idle_seconds"] <= 10
    assert report["total_s"] < 120
