"""Unlocking or disarming with no room, no set and no plural said (issue #13, round 19): one
device, asked for when the home has several, never every lock of the home at once; locking them
all stays the safe reading of "lock up"."""

from __future__ import annotations

import pytest
from home_builders import answered, entity, home_of

HOME = home_of(
    "en",
    {"porch": "Porch", "yard": "Yard"},
    entity("lock.porch_latch", "Porch Latch", "porch"),
    entity("lock.yard_bolt", "Yard Bolt", "yard"),
)


@pytest.mark.parametrize("text", ["unlock", "unlock it for me", "解锁", "把锁打开吧"])
def test_a_bare_unlock_asks_which(text: str) -> None:
    _, hint = answered(HOME, text)
    assert hint == "need_clarification"


@pytest.mark.parametrize("text", ["unlock both locks", "unlock every lock", "把所有的锁都打开"])
def test_a_set_said_unlocks_the_set(text: str) -> None:
    found, hint = answered(HOME, text)
    assert hint is None
    assert {e for e, _ in found} == {"lock.porch_latch", "lock.yard_bolt"}


def test_locking_up_is_still_every_lock() -> None:
    found, hint = answered(HOME, "lock up")
    assert hint is None
    assert {e for e, s in found if s == "lock.lock"} == {"lock.porch_latch", "lock.yard_bolt"}
