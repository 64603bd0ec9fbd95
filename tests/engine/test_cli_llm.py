"""`context-retrieval eval|parse --parser llm` against a real OpenAI-compatible server on loopback.

The command line has no event loop of its own, so the server runs in a thread with its own.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Self

import pytest
from aiohttp import web

from devtools.cli import main

HOME = {
    "language": "zh-Hans",
    "areas": [{"id": "bedroom", "name": "卧室"}, {"id": "living", "name": "客厅"}],
    "entities": [
        {"entity_id": "light.bedroom", "name": "卧室灯", "area": "bedroom"},
        {"entity_id": "light.living", "name": "客厅灯", "area": "living"},
        {"entity_id": "light.buddy", "name": "老伙计", "area": "living"},
    ],
}
ANSWERS = {
    "打开老伙计": {"commands": [{"action": "打开", "name_hint": "老伙计", "quantifier": "one"}]},
    "关闭所有卧室的灯": {
        "commands": [
            {"action": "关闭", "type_hint": "light", "quantifier": "all", "scope_include": ["卧室"]}
        ]
    },
}


class _Server:
    """An OpenAI-compatible chat server that answers the IR for known utterances, garbage otherwise."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.url = ""
        self.seen: list[dict] = []
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    async def _handle(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.seen.append(body)
        text = body["messages"][-1]["content"]
        answer = (
            json.dumps(ANSWERS[text], ensure_ascii=False) if text in ANSWERS else "sorry, I can't"
        )
        return web.json_response(
            {"choices": [{"index": 0, "message": {"role": "assistant", "content": answer}}]}
        )

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        app = web.Application()
        app.router.add_post("/v1/chat/completions", self._handle)
        self.runner = web.AppRunner(app)
        self.loop.run_until_complete(self.runner.setup())
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        self.loop.run_until_complete(site.start())
        self.url = f"http://127.0.0.1:{site._server.sockets[0].getsockname()[1]}/v1"  # type: ignore[union-attr]
        self._ready.set()
        self.loop.run_forever()

    def __enter__(self) -> Self:
        self._thread.start()
        self._ready.wait(10)
        return self

    def __exit__(self, *exc: object) -> None:
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


@pytest.fixture
def server() -> Iterator[_Server]:
    with _Server() as running:
        yield running


def test_eval_with_the_llm_parser(
    server: _Server, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = tmp_path / "home.json"
    home.write_text(json.dumps(HOME, ensure_ascii=False), "utf-8")
    cases = tmp_path / "cases.jsonl"
    lines = [
        {
            "id": "a",
            "query": "打开老伙计",
            "expected": {"entity_ids": ["light.buddy"], "service": "light.turn_on"},
        },
        {
            "id": "b",
            "query": "关闭所有卧室的灯",
            "expected": {
                "entity_ids": ["light.bedroom"],
                "service": "light.turn_off",
                "quantifier": "all",
            },
        },
        {
            "id": "c",
            "query": "打开客厅灯",
            "expected": {"entity_ids": ["light.living"], "service": "light.turn_on"},
        },
    ]
    cases.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n", "utf-8")
    out = tmp_path / "results.jsonl"
    code = main(
        [
            "eval",
            "--home",
            str(home),
            "--cases",
            str(cases),
            "--parser",
            "llm",
            "--no-semantic",
            "--llm-url",
            server.url,
            "--llm-model",
            "test-model",
            "--out",
            str(out),
            "--json",
        ]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    figures = json.loads(captured.out)
    assert figures["recall@5"] == 1.0 and figures["service_accuracy"] == 1.0
    # Case c got garbage from the model and was parsed locally instead.
    assert "parsed by: llm 2, local_fallback 1" in captured.err
    results = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert [r["id"] for r in results] == ["a", "b", "c"]
    assert any(
        "parsed locally" in issue for issue in results[2]["commands"][0]["meta"]["ir_issues"]
    )
    request = server.seen[0]
    assert request["model"] == "test-model" and request["temperature"] == 0
    assert "卧室" in request["messages"][0]["content"]


def test_llm_parser_needs_a_url(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("CONTEXT_RETRIEVAL_LLM_URL", raising=False)
    assert main(["parse", "打开灯", "--parser", "llm", "--llm-model", "m"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--llm-url" in err[0]
