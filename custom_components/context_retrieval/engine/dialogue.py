"""One turn of a conversation: the request, read with the question the last turn asked.

The Home Assistant integration and the command line both run turns through :func:`aconverse`,
so "打开吸顶灯" → "你指的是哪一个…？" → "厨房的" / "第二个" / "两个都要" works the same in both.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from .choice import affirmative, ordinal_choice
from .ir import UNKNOWN_TYPE, Command
from .limits import REQUEST_BUDGET, check_request, request_budget
from .name_words import ANSWERING
from .pipeline import Retriever
from .results import RetrievalResult
from .state import ConversationState, PendingQuestion
from .text import has_cjk

type Parse = Callable[[str], Awaitable[Sequence[Command]]]
"""Text → command IR (the local parser, or an LLM with the local parser behind it)."""


def stands_alone(commands: Sequence[Command]) -> bool:
    """Whether an answer to a question is a request of its own ("关掉卧室空调").

    An answer such as "客厅的" or "the kitchen one" has no action, or an action without a
    target; it completes the request the question was about.
    """
    return any(
        c.action and (c.name_hint or (c.type_hint and c.type_hint != UNKNOWN_TYPE) or c.refers_back)
        for c in commands
    )


def readings(pending: PendingQuestion, answer: str) -> list[str]:
    """Ways to read an answer with the request it answers, most faithful first.

    "打开吸顶灯" + "厨房的" reads as "打开吸顶灯，厨房的"; an answer that names the device
    again ("卧室的吸顶灯") reads better as the request's action on it: "打开卧室的吸顶灯". When
    the question was about a room the home does not have ("没有找到“车棚”…"), the answer is
    the room meant: "打开车棚的灯" + "阳台" reads as "打开阳台的灯".
    """
    cjk = has_cjk(pending.text + answer)
    found = [
        pending.text.replace(word, _place_in(answer))
        for word in pending.unplaced
        if word in pending.text
    ]
    found.append(f"{pending.text}，{answer}" if cjk else f"{pending.text}, {answer}")
    if action := pending.action:
        found.append(f"{action}{answer}" if cjk else f"{action} {answer}")
    return found


def _place_in(answer: str) -> str:
    """An answer naming a room, without what only frames it ("阳台吧" → "阳台", "the balcony")."""
    said = answer.strip().rstrip("。.!！?？,，")
    for frame in ("我说的是", "我是说", "是", "在"):
        said = said.removeprefix(frame)
    for frame in ("的", "吧", "啊", "里", "那边"):
        said = said.removesuffix(frame)
    words = said.split()
    for frame in ("i", "meant", "mean", "the", "in", "i meant the", "no,"):
        if words and words[0].casefold() == frame:
            words = words[1:]
    return " ".join(words) if words else said


async def aconverse(
    retriever: Retriever,
    state: ConversationState,
    text: str,
    parse: Parse,
    *,
    context_area: str | None = None,
    top_k: int | None = None,
    budget: float | None = REQUEST_BUDGET,
) -> RetrievalResult:
    """Parse and retrieve one utterance of a conversation, updating its state.

    When the last turn asked a question, an answer that is not a request of its own either
    picks options by position ("第二个", "the last one", "both") or is read together with
    the request it answers; the first reading that needs no further question wins. A turn
    that asks remembers its request for the next one.

    :param budget: seconds the whole turn may take (:func:`.limits.request_budget`): model
        work that would wait past it is skipped, never the answer.
    :raises RequestError: when the text or ``top_k`` is out of bounds (:mod:`.limits`).
    """
    check_request(text, top_k)
    with request_budget(budget):
        return await _converse(retriever, state, text, parse, context_area, top_k)


async def _converse(
    retriever: Retriever,
    state: ConversationState,
    text: str,
    parse: Parse,
    context_area: str | None,
    top_k: int | None,
) -> RetrievalResult:
    started = time.perf_counter()
    said = list(await parse(text))
    queries = [text]
    pending = state.take_question()
    if pending is not None and not stands_alone(said):
        if affirmative(text):
            confirmed = retriever.confirm(pending.asked, state=state)
            if confirmed is not None:
                confirmed.elapsed_ms = (time.perf_counter() - started) * 1000
                return confirmed
        asking = pending.asked.choice
        positions = ordinal_choice(text, len(asking.options)) if asking is not None else None
        if positions is not None:
            chosen = retriever.choose(pending.asked, positions, state=state)
            if chosen is not None:
                chosen.elapsed_ms = (time.perf_counter() - started) * 1000
                return chosen
        queries = readings(pending, text)
    result: RetrievalResult | None = None
    for query in queries:
        commands = said if query == text else [_answering(c) for c in await parse(query)]
        attempt = await retriever.aretrieve(
            query, commands, state=state, context_area=context_area, top_k=top_k
        )
        result = result or attempt
        if not attempt.question:
            result = attempt
            break
    assert result is not None
    result.elapsed_ms = (time.perf_counter() - started) * 1000
    if result.question:
        state.ask(queries[0], result)
    return result


def _answering(command: Command) -> Command:
    """A command read from an answer to a question: the last resort does not read its words
    against other names (:func:`.name_words.NameWords.may_retry`)."""
    return replace(command, evidence={**command.evidence, ANSWERING: "1"})
