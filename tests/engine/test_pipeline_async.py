"""The retriever with a remote OpenAI-compatible embedder, over real HTTP on loopback."""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import numpy as np
import pytest
from aiohttp import web

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.ir import command_from_json
from custom_components.context_retrieval.engine.pipeline import Retriever
from custom_components.context_retrieval.engine.vectors import OpenAIEmbedder, VectorCache

DIM = 64


def _vector(text: str) -> list[float]:
    """A deterministic bag-of-characters embedding: texts sharing characters are close."""
    vector = np.zeros(DIM)
    for char in text:
        vector[int(hashlib.sha1(char.encode()).hexdigest(), 16) % DIM] += 1.0
    return (vector / (np.linalg.norm(vector) or 1.0)).tolist()


@dataclass
class EmbeddingServer:
    """Answers /v1/embeddings like OpenAI; can be told to fail."""

    requests: list[list[str]] = field(default_factory=list)
    fail: bool = False
    url: str = ""

    async def handle(self, request: web.Request) -> web.Response:
        body = await request.json()
        texts = body["input"]
        self.requests.append(texts)
        if self.fail:
            return web.json_response({"error": {"message": "overloaded"}}, status=503)
        data = [
            {"object": "embedding", "index": i, "embedding": _vector(t)}
            for i, t in enumerate(texts)
        ]
        return web.json_response({"object": "list", "data": data, "model": body["model"]})


@pytest.fixture
async def server(loopback: Any) -> AsyncIterator[EmbeddingServer]:
    state = EmbeddingServer()
    async with loopback({"/v1/embeddings": state.handle}) as url:
        state.url = url
        yield state


HOME = Home.from_json(
    {
        "language": "zh-Hans",
        "areas": [{"id": "living_room", "name": "客厅"}, {"id": "bedroom", "name": "卧室"}],
        "entities": [
            {
                "entity_id": "light.living",
                "name": "客厅灯",
                "area": "living_room",
                "attributes": {"supported_color_modes": ["brightness"]},
            },
            {
                "entity_id": "light.bedroom",
                "name": "卧室灯",
                "area": "bedroom",
                "attributes": {"supported_color_modes": ["brightness"]},
            },
            {
                "entity_id": "cover.living",
                "name": "客厅窗帘",
                "area": "living_room",
                "device_class": "curtain",
                "attributes": {"supported_features": 15},
            },
        ],
    }
)


async def _retriever(
    server: EmbeddingServer, session: aiohttp.ClientSession, cache: VectorCache
) -> Retriever:
    embedder = OpenAIEmbedder(session, server.url, model="test-embed", timeout=5)
    return await Retriever.abuild(HOME, embedder=embedder, cache=cache)


async def test_documents_are_embedded_once_and_cached(server: EmbeddingServer) -> None:
    cache = VectorCache()
    async with aiohttp.ClientSession() as session:
        await _retriever(server, session, cache)
        first = sum(len(r) for r in server.requests)
        assert first > 0
        await _retriever(server, session, cache)
    assert sum(len(r) for r in server.requests) == first, "a rebuild re-embedded cached documents"


async def test_clear_action_needs_no_query_embedding(server: EmbeddingServer) -> None:
    async with aiohttp.ClientSession() as session:
        retriever = await _retriever(server, session, VectorCache())
        server.requests.clear()
        command = command_from_json({"action": "打开", "name_hint": "客厅灯"}, raw="打开客厅灯")
        result = await retriever.aretrieve("打开客厅灯", [command])
    assert server.requests == []
    top = result.commands[0].candidates[0]
    assert (top.entity_id, top.service) == ("light.living", "light.turn_on")
    assert "semantic" not in result.commands[0].meta


async def test_vague_action_is_embedded_remotely(server: EmbeddingServer) -> None:
    async with aiohttp.ClientSession() as session:
        retriever = await _retriever(server, session, VectorCache())
        server.requests.clear()
        command = command_from_json(
            {"action": "太暗了", "type_hint": "light", "scope_include": ["卧室"]}, raw="卧室太暗了"
        )
        result = await retriever.aretrieve("卧室太暗了", [command])
    assert server.requests == [["太暗了"]]
    assert result.commands[0].meta.get("semantic") == 1
    assert result.commands[0].candidates[0].entity_id == "light.bedroom"


async def test_failing_embedder_degrades_to_ngrams(server: EmbeddingServer) -> None:
    async with aiohttp.ClientSession() as session:
        retriever = await _retriever(server, session, VectorCache())
        server.fail = True
        command = command_from_json(
            {"action": "太暗了", "type_hint": "light", "scope_include": ["卧室"]}, raw="卧室太暗了"
        )
        result = await retriever.aretrieve("卧室太暗了", [command])
    assert result.commands[0].candidates[0].entity_id == "light.bedroom"
