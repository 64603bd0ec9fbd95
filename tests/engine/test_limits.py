"""The bounds of one request (engine/limits.py), enforced for every surface by the engine."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from custom_components.context_retrieval.engine.dialogue import aconverse
from custom_components.context_retrieval.engine.home import Area, Entity, Floor, load_home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.limits import (
    MAX_HOME_NAME_CHARS,
    MAX_MODEL_PASSAGE_CHARS,
    MAX_MODEL_QUERY_CHARS,
    MAX_NGRAM_CHARS,
    MAX_UTTERANCE_CHARS,
    QUERY_EMBED_TIMEOUT,
    RequestError,
    TextTooLong,
    TopKOutOfRange,
    check_request,
    remaining,
    request_budget,
)
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.logs import Throttled, said
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.state import ConversationState
from custom_components.context_retrieval.engine.vectors import (
    EmbeddingError,
    HybridTextIndex,
    NgramIndex,
)
from custom_components.context_retrieval.engine.vectors.base import Kind, model_texts
from devtools.cli import main
from devtools.homes import HOMES_DIR

HOME = load_home(HOMES_DIR / "demo_home_zh.json")


@pytest.fixture(scope="module")
def retriever() -> Retriever:
    return Retriever(HOME)


def _local(text: str) -> list[Command]:
    return LocalParser(HOME).parse(text)


async def _parse(text: str) -> list[Command]:
    return _local(text)


# ----------------------------------------------------------------------------- length, top_k


def test_check_request_bounds() -> None:
    check_request("打" * MAX_UTTERANCE_CHARS, 1)
    check_request(f"  {'a' * MAX_UTTERANCE_CHARS}  ", None)  # surrounding blanks do not count
    with pytest.raises(TextTooLong) as too_long:
        check_request("打" * (MAX_UTTERANCE_CHARS + 1))
    assert too_long.value.key == "text_too_long"
    assert too_long.value.placeholders == {
        "length": str(MAX_UTTERANCE_CHARS + 1),
        "max": str(MAX_UTTERANCE_CHARS),
    }
    assert str(too_long.value).startswith("text: 1001 characters")
    for bad in (0, -3, 11, 2.5, True, "3"):
        with pytest.raises(TopKOutOfRange) as out:
            check_request("打开灯", bad)
        assert out.value.key == "top_k_out_of_range"
        assert out.value.placeholders["top_k"] == str(bad)
        assert isinstance(out.value, RequestError)


async def test_aconverse_refuses_before_any_work(retriever: Retriever) -> None:
    """An oversized request is refused at once: nothing is parsed, nothing is remembered."""
    parsed: list[str] = []

    async def parse(text: str) -> list[Command]:
        parsed.append(text)
        return _local(text)

    state = ConversationState()
    started = time.perf_counter()
    with pytest.raises(TextTooLong):
        await aconverse(retriever, state, "灯" * 100_000, parse)
    assert time.perf_counter() - started < 0.5
    with pytest.raises(TopKOutOfRange):
        await aconverse(retriever, state, "打开客厅主灯", parse, top_k=0)
    with pytest.raises(TopKOutOfRange):
        await aconverse(retriever, state, "打开客厅主灯", parse, top_k=-3)
    assert parsed == []
    result = await aconverse(retriever, state, "打开客厅主灯", parse, top_k=1)
    assert result.commands[0].candidates[0].entity_id == "light.living_room_ceiling"


def test_cli_refuses_a_long_request_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--no-semantic", "灯" * (MAX_UTTERANCE_CHARS + 1)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "at most 1000 are accepted" in err


def test_cli_top_k_is_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text('{"id": "a", "query": "打开客厅主灯"}\n', encoding="utf-8")
    for bad in ("0", "-3", "11"):
        code = main(
            [
                "eval",
                "--no-semantic",
                "--parser",
                "local",
                "--cases",
                str(cases),
                "--top-k",
                bad,
                "--home",
                str(HOMES_DIR / "demo_home_zh.json"),
            ]
        )
        assert code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "top_k" in err and bad in err


def test_eval_refuses_a_case_too_long(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text(f'{{"id": "a", "query": "{"灯" * 1001}"}}\n', encoding="utf-8")
    assert (
        main(
            [
                "eval",
                "--no-semantic",
                "--cases",
                str(cases),
                "--home",
                str(HOMES_DIR / "demo_home_zh.json"),
            ]
        )
        == 2
    )
    err = capsys.readouterr().err
    assert f"{cases}:1: field 'query'" in err and err.count("\n") == 1


# ----------------------------------------------------------------------------- bounded texts


def test_model_and_ngram_texts_are_bounded() -> None:
    query, passage = "灯" * 5000, "门" * 5000
    assert model_texts([query], "query") == ["灯" * MAX_MODEL_QUERY_CHARS]
    assert model_texts([passage, "短"], "passage") == ["门" * MAX_MODEL_PASSAGE_CHARS, "短"]
    index = NgramIndex(["灯" * MAX_NGRAM_CHARS + "门" * 50_000, "门"])
    # The document is read up to the bound: its "门" grams are not indexed at all.
    assert index.scores("门")[0] == 0.0
    long_query = "灯" * MAX_NGRAM_CHARS + "门" * 50_000
    np.testing.assert_array_equal(index.scores(long_query), index.scores("灯" * MAX_NGRAM_CHARS))


def test_home_names_are_bounded() -> None:
    name = "灯" * 5000
    entity = Entity("light.x", name, aliases=("a", name), device_name=name, labels=(name,))
    assert len(entity.name) == MAX_HOME_NAME_CHARS
    assert entity.aliases == ("a", "灯" * MAX_HOME_NAME_CHARS)
    assert entity.device_name == "灯" * MAX_HOME_NAME_CHARS
    assert entity.labels == ("灯" * MAX_HOME_NAME_CHARS,)
    assert len(Area("a", name, (name,)).aliases[0]) == MAX_HOME_NAME_CHARS
    assert len(Floor("f", name).name) == MAX_HOME_NAME_CHARS
    short = Entity("light.y", "灯", aliases=("台灯",))
    assert (short.name, short.aliases) == ("灯", ("台灯",))


# ----------------------------------------------------------------------------- the budget


async def test_budget_nests_and_runs_out() -> None:
    assert remaining() is None
    assert remaining(2.0) == 2.0
    with request_budget(0.2):
        left = remaining()
        assert left is not None and 0.15 < left <= 0.2
        with request_budget(5.0):  # an inner, longer budget keeps the outer deadline
            inner = remaining()
            assert inner is not None and inner <= 0.2
        await asyncio.sleep(0.25)
        assert remaining() == 0.0
        assert remaining(1.0) == 0.0
    with request_budget(None):
        assert remaining() is None
    assert remaining() is None


class SlowEmbedder:
    """An async embedder that answers after ``delay`` seconds, or fails."""

    model_id = "slow-test"
    dim = 8

    def __init__(self, delay: float = 0.0, fail: bool = False) -> None:
        self.delay = delay
        self.fail = fail
        self.queries: list[str] = []

    async def aembed(self, texts: Sequence[str], kind: Kind) -> np.ndarray:
        if kind == "query":
            self.queries += list(texts)
            await asyncio.sleep(self.delay)
            if self.fail:
                raise EmbeddingError("server down")
        rng = np.random.default_rng(len(texts))
        rows = rng.normal(size=(len(texts), self.dim)).astype(np.float32)
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)


async def test_query_embedding_waits_only_within_the_budget() -> None:
    """A slow endpoint costs at most the query timeout, or what is left of the budget."""
    slow = SlowEmbedder(delay=30.0)
    index = await HybridTextIndex.abuild(["打开灯", "关闭灯"], slow)
    started = time.perf_counter()
    with request_budget(0.3):
        assert await index.aembed_query("太暗了") is None
    assert time.perf_counter() - started < 0.3 + 0.2
    # No budget left at all: the endpoint is not even asked.
    with request_budget(0.0):
        assert await index.aembed_query("好冷") is None
    assert slow.queries == ["太暗了"]
    assert QUERY_EMBED_TIMEOUT <= 2.0


async def test_query_failures_warn_once_in_a_while(caplog: pytest.LogCaptureFixture) -> None:
    from custom_components.context_retrieval.engine.vectors import hybrid

    hybrid._QUERY_FAILED.reset()  # what earlier tests logged
    failing = SlowEmbedder(fail=True)
    index = await HybridTextIndex.abuild(["打开灯"], failing)
    with caplog.at_level(logging.DEBUG):
        for _ in range(20):
            assert await index.aembed_query("太暗了") is None
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1
    assert "server down" in warnings[0].getMessage()
    assert len([r for r in caplog.records if "server down" in r.getMessage()]) == 20


def test_throttled_counts_what_it_left_out(caplog: pytest.LogCaptureFixture) -> None:
    logger = logging.getLogger("test.throttled")
    throttled = Throttled(logger, interval=0.05)
    with caplog.at_level(logging.WARNING, logger="test.throttled"):
        throttled.warning("down: %s", "a")
        throttled.warning("down: %s", "b")
        throttled.warning("down: %s", "c")
        time.sleep(0.06)
        throttled.warning("down: %s", "d")
        throttled.reset()
        throttled.warning("down: %s", "e")
    assert [r.getMessage() for r in caplog.records] == [
        "down: a",
        "down: d (2 more like it since the last warning)",
        "down: e",
    ]


def test_said_is_one_short_line() -> None:
    assert said("打开\n客厅\x00的灯") == "'打开 客厅 的灯'"
    assert len(said("x" * 10_000)) <= 82
