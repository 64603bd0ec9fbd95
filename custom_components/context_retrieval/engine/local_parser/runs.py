"""Chinese requests run together with nothing between them.

People chain short requests without 和, 然后 or a pause the recogniser writes as a comma: a
second verb with its own object ("关电视开空调", verb-object twice) or a second object with its
own verb ("灯关了空调开了", object-verb twice). The parser's separators never see such a
boundary; this module finds where the next request begins, so each reads as its own command.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..text import has_cjk
from .surface import Hit, Item, Kind


def _acts(item: Item) -> bool:
    """A Chinese action word (English word order has its own particles and is left alone)."""
    return isinstance(item, Hit) and item.has(Kind.ACTION) and has_cjk(item.key)


def _device(item: Item) -> bool:
    """A word naming a device of the home or a kind of device."""
    return (
        isinstance(item, Hit) and (item.has(Kind.ENTITY) or item.has(Kind.TYPE)) and not _acts(item)
    )


def _separates(item: Item) -> bool:
    return isinstance(item, Hit) and item.has(Kind.SEPARATOR) and not item.has(Kind.ENTITY)


def _next_start(items: Sequence[Item], begin: int, at: int, end: int) -> int | None:
    """Where a new request begins around the action at ``at``, if one does: before it when an
    earlier action of the part already has its object and a device follows ("关电视|开空调");
    at the next device when this action follows its own object and that device has an action
    after it ("灯关了|空调开了")."""
    before, after = items[begin:at], items[at + 1 : end]
    devices_after = [at + 1 + k for k, item in enumerate(after) if _device(item)]
    if not devices_after:
        return None
    acted = [k for k, item in enumerate(before) if _acts(item)]
    if acted and any(_device(item) for item in before[acted[0] + 1 :]):
        return at
    second = devices_after[0]
    if not acted and any(_device(i) for i in before) and any(_acts(i) for i in items[second:end]):
        return second
    return None


def run_on_starts(items: Sequence[Item]) -> list[int]:
    """Item indices where a request said right after another one (no separator) begins."""
    starts: list[int] = []
    begin = 0
    bounds = [i for i, item in enumerate(items) if _separates(item)] + [len(items)]
    for end in bounds:
        at = begin
        while at < end:
            if _acts(items[at]):
                start = _next_start(items, begin, at, end)
                if start is not None:
                    starts.append(start)
                    begin = at = start
            at += 1
        begin = end + 1
    return starts
