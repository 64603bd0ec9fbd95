"""Complaints, wishes and relative changes: "这里太暗了", "warmer", "声音小一些", "turn it up".

A *feeling* word names a state of the room ("暗", "cold", "吵"; ``data/complaints.json``).
Said as a complaint ("太暗", "I'm cold", "吵死了") it asks for the effect that undoes the state
(brighten, warm up, lower the volume); said as a wish ("暗一点", "再暗些", "darker", "make it
brighter") for the effect that brings it about. A *direction* word ("高/低/大/小", "调高",
"up", "lower") beside a setting ("温度低一点", "声音小一些", "亮度太高") or on a device that has
one setting ("turn the lights down") is a relative change of that setting; a complaint cue
before it ("太大") turns it round. Numbers after a direction word are read by :mod:`.params`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from .lexicon import Effect
from .params import DIRECTED, INTENSITY
from .surface import Hit, Item, Kind, Piece, direction_of

# The one setting a relative change of a kind of device is about ("turn the lights down").
SETTING_OF_DOMAIN: Final[dict[str, str]] = {
    "light": "brightness",
    "climate": "temperature",
    "water_heater": "temperature",
    "media_player": "volume",
    "fan": "percentage",
    "humidifier": "humidity",
    "cover": "position",
    "valve": "position",
}
# Words that continue the previous request ("再暗一些", "a bit more", "even more", "again").
CONTINUING: Final = frozenset(
    {"再", "更", "还要", "more", "a bit more", "a little more", "even", "again", "once more"}
) | {"再大", "再小", "再高", "再低"}  # "再大点": the same way again, with no setting said
_FLIP: Final = {"up": "down", "down": "up"}
_EN_SHORT: Final = frozenset({"up", "down"})


@dataclass(frozen=True, slots=True)
class Wish:
    """What a complaint, a wish or a relative change asks for."""

    action: str
    index: int
    """The item that said it (evidence; not part of a name)."""
    word: str
    domain: str | None = None
    device_class: str | None = None
    params: Mapping[str, float | str] = field(default_factory=dict)
    complaint: bool = False
    """Said as a complaint about the room ("太暗了"), not as a change of something."""


def _cue(item: Item | None) -> str | None:
    """ "complaint" or "wish" for a cue word ("太", "一点"), else ``None``."""
    return item.first(Kind.CUE) if isinstance(item, Hit) else None


def _neighbours(
    items: Sequence[Item], body: Sequence[int], at: int
) -> tuple[Item | None, Item | None]:
    before = items[body[at - 1]] if at > 0 else None
    after = items[body[at + 1]] if at + 1 < len(body) else None
    return before, after


def read_feeling(
    items: Sequence[Item],
    body: Sequence[int],
    effects: Mapping[str, Effect],
    skip: int | None,
    domains: set[str],
    room_said: bool = False,
    said: Callable[[Hit], str] | None = None,
) -> Wish | None:
    """The first feeling word of the command read as a complaint or a wish (``skip``: the
    name's item, whose words are not a feeling; ``domains``: the kinds of device the command
    is about, whose own remedy a complaint asks for; ``room_said``: a room or "here" was
    said, so a wish with no device is the room's; ``said``: a hit's words as spoken)."""
    for at, index in enumerate(body):
        item = items[index]
        feeling = item.first(Kind.FEELING) if isinstance(item, Hit) else None
        if feeling is None or index == skip:
            continue
        before, after = _neighbours(items, body, at)
        negated = _cue(before) == "negation" and feeling.negated is not None
        told = not negated and _told(item, after, said)
        wish = not negated and (
            feeling.comparative
            or _cue(after) == "wish"
            or _cue(before) == "wish"
            or (isinstance(before, Hit) and before.first(Kind.ACTION) == "set")
            or told
        )
        # The feeling said as a verb of a dummy "it" with a room or "here" moves the room's set
        # point, as turning it up would; only a wish of the room's state ("暖和一点") switches its mode.
        of_the_room = wish and room_said and not domains and not feeling.comparative and not told
        of_the_room = of_the_room and not _continues(items, body)
        if negated:
            name = feeling.negated  # "不够热": the room is cold
        elif of_the_room and feeling.toward_in_a_room:
            name, wish = feeling.toward_in_a_room, False  # "客厅暖和一点": as "客厅冷"
        else:
            name = feeling.toward_for(domains) if wish else feeling.remedy_for(domains)
        effect = effects.get(name or "")
        if effect is None:
            continue
        return Wish(
            action=effect.action,
            index=index,
            word=item.key,
            domain=effect.domain,
            device_class=effect.device_class,
            params=effect.params,
            complaint=not wish,
        )
    return None


def _told(item: Item, after: Item | None, said: Callable[[Hit], str] | None = None) -> bool:
    """ "warm them up a bit", "cool them down": an English feeling word said as a verb, right
    before the pronoun it acts on, asks for the state (a wish), it does not complain of it.
    A pronoun said with "is" ("brr, it's chilly") is the subject of the next clause, no object."""
    if not isinstance(after, Hit) or not item.key.isascii():
        return False
    pronoun = after.first(Kind.REFERENCE)
    if pronoun is None or pronoun.demonstrative:  # "cold this week"
        return False
    return said is None or not said(after).casefold().endswith(_COPULAS)


# "it's", "that's", "they're": a pronoun with its verb "to be" (curly apostrophes are folded).
_COPULAS: Final = ("'s", "'re")


def _continues(items: Sequence[Item], body: Sequence[int]) -> bool:
    """Whether a word that continues the previous request is said ("再暖和点", "更亮些")."""
    return any(items[i].key in CONTINUING for i in body)


def read_direction(
    items: Sequence[Item],
    body: Sequence[int],
    used: set[int],
    domains: set[str],
    short: Mapping[str, str],
    turned: bool = False,
) -> Wish | None:
    """A relative change said without a number ("温度低一点", "turn the lights down"); with
    ``turned`` ("turn", "bring" was said) a bare "up"/"down" counts."""
    settings = [(i, word) for i in body if (word := _setting_word(items[i])) is not None]
    for at, index in enumerate(body):
        item = items[index]
        direction = direction_of(item, short)
        if not direction or index in used:
            continue
        before, after = _neighbours(items, body, at)
        loose = turned and item.key in _EN_SHORT
        if _is_short(item) and not (loose or _anchored(before, after)):
            continue
        setting = _setting(settings, index, domains)
        if setting is None:
            continue
        complained = _cue(before) == "complaint" and not _comparative(item)
        if complained:
            direction = _FLIP[direction]  # "音量太大": lower it; not "a bit higher" (a wish)
        action = DIRECTED.get((setting, direction))
        if action is None:
            continue
        return Wish(action=action, index=index, word=item.key, complaint=complained)
    return None


# The air a fan or an air conditioner blows, said alone ("风再弱些", "空调的风太猛").
_AIRFLOW: Final = frozenset({"风"})


def _setting_word(item: Item) -> str | None:
    """The setting a word names for a relative change. The air blown ("风", "风速", "风量",
    "风力") is the speed: a fan's percentage and, through the same actions, an air
    conditioner's fan mode, never its temperature (its own setting)."""
    if item.key in _AIRFLOW or (isinstance(item, Hit) and _says_fan_mode(item)):
        return "percentage"
    return item.first(Kind.PARAM) if isinstance(item, Hit) else None


def _says_fan_mode(hit: Hit) -> bool:
    return any(k == Kind.ATTRIBUTE and payload == "fan_mode" for k, payload in hit.entries)


def _comparative(item: Item) -> bool:
    """An English comparative ("higher", "louder"): it says the state wished for, so a cue
    before it ("a bit higher", "slightly lower") is no complaint about the present one."""
    return item.key.isascii() and item.key.isalpha() and item.key.endswith("er")


def _is_short(item: Item) -> bool:
    """A one-character or particle-like direction word ("高", "小", "up"): it needs support."""
    return isinstance(item, Piece) or item.key in _EN_SHORT


def _anchored(before: Item | None, after: Item | None) -> bool:
    """Whether a short direction word stands beside a setting word, a cue or a verb."""
    for item in (before, after):
        if isinstance(item, Hit) and (
            item.has(Kind.PARAM) or item.has(Kind.CUE) or item.first(Kind.ACTION) == "set"
        ):
            return True
    return isinstance(before, Piece) and before.key in ("调", "校", "开", "放", "再", "更")


def _setting(settings: list[tuple[int, str]], index: int, domains: set[str]) -> str | None:
    """The setting a direction word changes: the nearest setting word, else the one setting of
    the kind of device targeted."""
    own = next((SETTING_OF_DOMAIN[d] for d in sorted(domains) if d in SETTING_OF_DOMAIN), None)
    if settings:
        said = min(settings, key=lambda s: abs(s[0] - index))[1]
        return own if said == INTENSITY else said
    return own


def default_step(action: str | None, effects: Mapping[str, Effect]) -> Mapping[str, float]:
    """The step an effect of this action takes when no amount was said ("调暗" → -20 %)."""
    for effect in effects.values():
        steps = {k: v for k, v in effect.params.items() if "_step" in k and not isinstance(v, str)}
        if effect.action == action and steps:
            return steps
    return {}


_WAY_OF_ACTION: Final = {action: direction for (_, direction), action in DIRECTED.items()}


def direction_of_action(action: str | None) -> str | None:
    """The way an action changes its setting ("dim" → "down", "volume_up" → "up")."""
    return _WAY_OF_ACTION.get(action or "")


# Switching verbs that, said "a bit", move a setting rather than switch: "再关一点", "open it a
# little more" (a cover's position, a light's brightness); "close it again" still closes it.
_SWITCHED_WAY: Final = {"open": "up", "turn_on": "up", "close": "down", "turn_off": "down"}


def said_direction(
    items: Sequence[Item],
    body: Sequence[int],
    short: Mapping[str, str],
    action: str | None,
    a_bit: frozenset[str] = frozenset(),
) -> str | None:
    """The way a command says to change something, with no setting said ("再小一点", "低一点",
    "a bit less", "lower it", "再关一点"): its directed action, a change word, a one-character
    direction beside a wish cue, "再", "调" or a verb, or a switching verb said by a bit."""
    if way := direction_of_action(action):
        return way
    if action in _SWITCHED_WAY and any(item.key in a_bit for item in items):
        return _SWITCHED_WAY[action]
    for at, index in enumerate(body):
        item = items[index]
        way = direction_of(item, short)
        if way not in ("up", "down"):
            continue
        if isinstance(item, Hit) and item.key not in _EN_SHORT:
            return way
        before, after = _neighbours(items, body, at)
        if _anchored(before, after):
            return way
    return None


# A "turn it up/down" with nothing named: the volume, unless a complaint says what is wrong.
_BARE_TURNS: Final = {"turn it up": "up", "crank it up": "up", "turn it down": "down"}


def bare_turn(keys: set[str], named: bool) -> str | None:
    """The way a pronoun "turn it up/down" goes, when it is the only change word and neither
    the volume nor a device is named (``named``): alone it is Home Assistant's volume sentence."""
    ways = {_BARE_TURNS[k] for k in keys if k in _BARE_TURNS}
    return next(iter(ways)) if len(ways) == 1 and not named else None


def turned_for_feeling(
    wish: Wish | None, adjustable: bool, way: str | None
) -> tuple[Wish | None, bool]:
    """ "too dark, turn it up", "it's roasting, turn it down": the condition complained of
    decides the setting a bare turn (``way``) changes (light → brightness, heating or cooling
    → temperature, noise → volume, stale air → the fan's speed), the turn decides which way;
    the turn's own volume action then gives way to it (the returned ``adjustable``)."""
    if wish is None or way is None or not wish.complaint:
        return wish, adjustable
    action = DIRECTED.get((SETTING_OF_DOMAIN.get(wish.domain or "", ""), way))
    if action is None:
        return wish, adjustable
    return Wish(action=action, index=wish.index, word=wish.word, domain=wish.domain), True
