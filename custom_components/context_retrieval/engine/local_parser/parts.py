"""The built-in light of another device: "晾衣机的灯", "油烟机灯光", "吊扇的照明".

A word of the light of a device (``light_parts`` of lexicon.json) said right after a word of
another kind of device names that device's light, the way Home Assistant names the light entity
of such a device ("<device> 照明"). It is never every light of the home: where the device has no
light, retrieval finds no such name and says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from .lexicon import Lexicon
from .surface import Hit, Item, Kind

_OF: frozenset[str] = frozenset({"的"})
"""The possessive particle allowed between the device word and its part."""
PART_NAME = "照明"
"""How the light entity of a device is named after the device (Xiaomi, Aqara, Yeelight)."""


def light_of_a_device(items: Sequence[Item], lexicon: Lexicon) -> tuple[int, Hit] | None:
    """The index of the light-part word and the device word it belongs to, if one is said."""
    for index, item in enumerate(items):
        if not (isinstance(item, Hit) and item.key in lexicon.light_parts):
            continue
        before = index - 1
        if before >= 0 and items[before].key in _OF:
            before -= 1
        if before < 0:
            continue
        owner = items[before]
        if not isinstance(owner, Hit) or owner.has(Kind.ENTITY) or owner.has(Kind.AREA):
            continue
        ref = owner.first(Kind.TYPE)
        if ref is not None and ref[0] != "light":
            return index, owner
    return None
