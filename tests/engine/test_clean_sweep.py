"""Every string from the home is cleaned before anyone sees it (issue #10, item 3).

An adversarial home (the demo homes with every name, alias, label, state and text attribute
carrying fake YAML lines, fake headers, control characters, Unicode separators, bidi
overrides and long tails) answers every demo case; no question, note, YAML scalar or string
of the action's response may carry a raw control character or a line break from the home.
"""

from __future__ import annotations

import asyncio

import pytest
import yaml
from adversarial import RAW, adversarial_home, cases, problems, strings

from custom_components.context_retrieval.engine.dialogue import aconverse
from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import Command
from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.results import RetrievalResult
from custom_components.context_retrieval.engine.state import ConversationState


def _yaml_problems(where: str, text: str) -> list[str]:
    """The YAML block: its own lines are fine; every scalar inside is one clean line."""
    found = problems(where, text, lines=True)
    header, _, body = text.partition("\n")
    document = yaml.safe_load(body)
    found += problems(f"{where} header", header, lines=False)
    for value in strings(document):
        found += problems(f"{where} scalar", value, lines=False)
    return found


def test_adversarial_home_is_poisoned() -> None:
    home = Home.from_json(adversarial_home("zh"))
    names = [n for e in home.entities.values() for n in e.names]
    assert any("\n" in n for n in names) and any("\x00" in n for n in names)
    assert any("\u2028" in n for n in names) and any("\u202e" in n for n in names)
    assert all(RAW.search(a.name) or "\n" in a.name for a in home.areas.values())


@pytest.mark.parametrize("language", ["zh", "en"])
def test_sweep_questions_answers_and_responses(language: str) -> None:
    home = Home.from_json(adversarial_home(language))
    retriever = Retriever(home)
    parser = LocalParser(home)

    async def parse(text: str) -> list[Command]:
        return parser.parse(text)

    async def run(texts: list[str], area: str | None) -> RetrievalResult:
        state = ConversationState()
        result = None
        for text in texts:
            result = await aconverse(retriever, state, text, parse, context_area=area)
        assert result is not None
        return result

    found: list[str] = []
    checked = {"cases": 0, "questions": 0, "notes": 0}
    for case in cases():
        if case["home_language"] != language:
            continue
        texts = [*(case.get("history") or []), case["query"]]
        result = asyncio.run(run(texts, (case.get("context") or {}).get("area")))
        where = case["id"]
        checked["cases"] += 1
        if result.question:
            checked["questions"] += 1
            found += problems(f"{where} question", result.question, lines=False)
        for command in result.commands:
            if command.note:
                checked["notes"] += 1
        found += _yaml_problems(f"{where} yaml", result.yaml)
        response = result.to_json()
        for value in strings({k: v for k, v in response.items() if k != "yaml"}):
            found += problems(f"{where} response", value, lines=False)
    assert checked["cases"] == {"zh": 498, "en": 353}[language]
    assert checked["questions"] > 20 and checked["notes"] > 5, checked
    assert not found, "\n".join(found[:20])
