"""Micro-benchmarks of the hot paths (pytest-benchmark).

They run once, as plain tests, in the normal suite (``--benchmark-disable`` is in the pytest
options); measure with ``scripts/test tests/engine/test_benchmarks.py --benchmark-enable``.
The targets are checked by ``context-retrieval bench``, in one run, not here.
"""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.home import load_home
from custom_components.context_retrieval.engine.ir import command_from_json
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from devtools.bench.homes import generate_home
from devtools.homes import HOMES_DIR


@pytest.fixture(scope="module")
def demo() -> tuple[Retriever, LocalParser]:
    home = load_home(HOMES_DIR / "demo_home_zh.json")
    return Retriever(home), LocalParser(home)


def test_bench_retrieve_by_name(benchmark, demo: tuple[Retriever, LocalParser]) -> None:
    retriever, _ = demo
    command = command_from_json({"action": "打开", "name_hint": "老伙计"}, raw="打开老伙计")
    result = benchmark(retriever.retrieve, "打开老伙计", [command])
    assert result.commands[0].candidates[0].entity_id == "light.study_desk_lamp"


def test_bench_parse_and_retrieve_bulk(benchmark, demo: tuple[Retriever, LocalParser]) -> None:
    retriever, parser = demo
    text = "关闭除主卧以外所有的灯"

    def run():
        return retriever.retrieve(text, parser.parse(text))

    result = benchmark(run)
    grouped = {e for g in result.commands[0].groups for e in g.entity_ids}
    assert grouped and not any(e.startswith("light.master_bedroom") for e in grouped)


def test_bench_index_build(benchmark) -> None:
    home = load_home(HOMES_DIR / "demo_home_en.json")
    retriever = benchmark(Retriever, home)
    assert retriever.document_count > 0


@pytest.fixture(scope="module")
def large_en() -> tuple[Retriever, LocalParser]:
    """A home of 2,000 entities (a Raspberry Pi's large home): the demo home and its copies."""
    home = generate_home(2000, language="en")
    return Retriever(home), LocalParser(home)


# Requests that reach the rules that used to read the whole home per request: a speed word
# with a device's name (speeds._named), a thermostat's fan (speeds.fan_switched), a kind among
# devices of its class (kinds.Kinds.as_ranked).
_LARGE_HOME_REQUESTS = [
    "put the study ceiling fan on high",
    "switch the wing c study ac fan on",
    "pause the telly",
    "switch off the night lights",
]


@pytest.mark.parametrize("text", _LARGE_HOME_REQUESTS)
def test_bench_parse_on_a_large_home(
    benchmark, large_en: tuple[Retriever, LocalParser], text: str
) -> None:
    _, parser = large_en
    assert benchmark(parser.parse, text)


@pytest.mark.parametrize("text", _LARGE_HOME_REQUESTS)
def test_bench_parse_and_retrieve_on_a_large_home(
    benchmark, large_en: tuple[Retriever, LocalParser], text: str
) -> None:
    retriever, parser = large_en

    def run():
        return retriever.retrieve(text, parser.parse(text))

    assert benchmark(run).commands
