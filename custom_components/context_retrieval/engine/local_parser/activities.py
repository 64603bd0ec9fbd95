"""Activities: "晚上想读读书", "I'm off to sleep", "开饭咯" run the home's scene, script or button for
what the user is about to do (``activities`` of ``data/lexicon.json``), or switch on its on/off
helper for it when it has none of those ("Guest Mode").

The home decides what an activity runs: a scene, script or button whose name or alias holds
the words the user said ("看电影" → alias "看电影"), else the words that name such a thing
("阅读" of "阅读模式" for "看书"). Only one may fit best; two that fit as well are no answer.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from ..home import Home
from ..text import compact, words

# What an activity runs, most likely first.
RUNNABLE: Final[tuple[str, ...]] = ("scene", "script", "button", "input_button")
# What an activity switches on when the home has nothing above for it: a mode the family keeps
# as an on/off helper ("Guest Mode" for "my sister is staying over", "Holiday Mode").
SWITCHED: Final[tuple[str, ...]] = ("input_boolean",)


@dataclass(frozen=True, slots=True)
class Runnable:
    """A scene, script or button of the home an activity may run."""

    name: str
    domain: str
    names: tuple[str, ...]
    """Its name and aliases, compacted."""
    holds_said: bool = False
    """Whether its name holds a word said for the activity ("睡觉了" for sleep): of two that are
    named for it ("睡眠模式", "晚安"), that one is what "去睡" or "瞓觉" runs."""
    area_id: str | None = None
    """Its area: of the home's scenes for one activity in several rooms ("Lounge Movie",
    "Rumpus Movie"), the room said with the activity says which."""


def runnables_for(
    home: Home,
    named: Mapping[str, Sequence[str]],
    spoken: Mapping[str, Sequence[str]] | None = None,
    otherwise: Mapping[str, Sequence[str]] | None = None,
) -> dict[str, list[Runnable]]:
    """Activity id → the home's scenes, scripts and buttons whose names hold a word for it
    (each marked when its name also holds a word ``spoken`` for the activity), or, when none
    does, a word ``otherwise`` named for it: going on holiday runs the home's "Away Mode" when
    nothing is named for a holiday, never when "Vacation Mode" is there too.

    >>> from ..home import Entity, Home
    >>> home = Home("en", {}, {}, {"scene.away": Entity("scene.away", "Away Mode")})
    >>> found = runnables_for(home, {"holiday": ("holiday",)}, None, {"holiday": ("away",)})
    >>> [r.name for r in found["holiday"]]
    ['Away Mode']
    """
    found: dict[str, list[Runnable]] = {}
    things = [
        Runnable(
            e.name or e.entity_id, e.domain, tuple(compact(n) for n in e.names), area_id=e.area_id
        )
        for e in home.entities.values()
        if e.domain in RUNNABLE + SWITCHED and e.names
    ]
    things.sort(key=lambda r: (RUNNABLE + SWITCHED).index(r.domain))
    for activity, said in named.items():
        fitting = _holding(things, said) or _holding(things, (otherwise or {}).get(activity, ()))
        run = [r for r in fitting if r.domain in RUNNABLE]
        fitting = run or fitting  # a helper only when nothing runs for the activity
        spoken_keys = [compact(w) for w in (spoken or {}).get(activity, ()) if compact(w)]
        if fitting:
            found[activity] = [
                replace(r, holds_said=any(k in n for k in spoken_keys for n in r.names))
                for r in fitting
            ]
    its_words = {a: (*named.get(a, ()), *(otherwise or {}).get(a, ())) for a in found}
    owned = {activity: _its_own(activity, run, found, its_words) for activity, run in found.items()}
    return {activity: run for activity, run in owned.items() if run}


def _holding(things: Sequence[Runnable], said: Sequence[str]) -> list[Runnable]:
    """The things whose names hold one of the words."""
    keys = [compact(w) for w in said if compact(w)]
    return [r for r in things if any(k in n for k in keys for n in r.names)]


def _its_own(
    activity: str,
    runnables: list[Runnable],
    found: Mapping[str, Sequence[Runnable]],
    words: Mapping[str, Sequence[str]],
) -> list[Runnable]:
    """Of the things for an activity, those whose name says that activity (``words``: those
    named for it) no later than any other it is found for: "Leaving Home" holds "home" but says leaving first, so it is going
    out's and never what "just got in" runs, even in a home with no "Welcome Home"."""
    kept = []
    for runnable in runnables:
        others = [
            o for o in found if o != activity and any(r.name == runnable.name for r in found[o])
        ]
        mine = _first_said(runnable, words.get(activity, ()))
        if all(mine <= _first_said(runnable, words.get(o, ())) for o in others):
            kept.append(runnable)
    return kept


def _first_said(runnable: Runnable, said: Sequence[str]) -> int:
    """Where the first of the words begins in the thing's names (a large number when none)."""
    keys = [compact(w) for w in said if compact(w)]
    return min((n.find(k) for k in keys for n in runnable.names if k in n), default=1 << 16)


def run_for(
    said: str, runnables: Sequence[Runnable], rooms: Sequence[tuple[str | None, str]] = ()
) -> Runnable | None:
    """What to run for an activity said in these words: one whose name holds the words (or,
    for English, one of its longer words: "off to bed" → "Bedtime"), else the only one whose
    name holds a word for the activity, else the only one whose name holds another word said for
    it; ``None`` when two fit as well. With ``rooms`` said (the area, if one of the home, and
    the word said), only those in one of them or named for one of them are chosen from, when
    any is."""
    if rooms:
        areas = {area for area, _ in rooms if area}
        room_words = [compact(w) for _, w in rooms if compact(w)]
        there = [
            r
            for r in runnables
            if r.area_id in areas or any(w in n for w in room_words for n in r.names)
        ]
        runnables = there or runnables
    keys = [compact(said), *(compact(w) for w in words(said) if len(w) >= 3)]
    for key in dict.fromkeys(keys):
        fitting = [r for r in runnables if key and any(key in n for n in r.names)]
        if fitting:
            return fitting[0] if len(fitting) == 1 else None
    if len(runnables) == 1:
        return runnables[0]
    spoken = [r for r in runnables if r.holds_said]
    return spoken[0] if len(spoken) == 1 else None


# The words that say a scene is a mode, in either language: "movie mode", "party模式".
_MODE_WORDS: Final = ("模式", "mode")
_CHINESE_BEFORE_MODE: Final = re.compile(r"([\u4e00-\u9fff]{2,4})mode")


def mode_said(
    keys: Sequence[str],
    named: Mapping[str, Sequence[str]],
    said: Mapping[str, Sequence[str]],
) -> tuple[str, str] | None:
    """The activity and its word when the words (``keys``, in order) say a scene's mode across
    languages: an English word for an activity before 模式 or "mode" ("来个guest mode", "切成bedtime
    模式"), or any word for it before "mode" ("睡眠mode"). The word is no value of a device's
    setting then (a light strip's "Movie" effect): no device was said.

    >>> mode_said(["切到", "movie mode"], {"movie": ("观影", "movie")}, {})
    ('movie', 'movie')
    >>> mode_said(["开", "阅读", "模式"], {"reading": ("阅读",)}, {}) is None
    True
    """
    candidates: list[str] = []
    for at, key in enumerate(keys):
        following = keys[at + 1] if at + 1 < len(keys) else ""
        word, mode = _before_mode(key, following)
        if word and (word.isascii() or mode == "mode"):
            candidates.append(word)
    # Chinese characters no phrase claimed come one by one: "观影mode" is 观 影 mode.
    joined = _CHINESE_BEFORE_MODE.search("".join(k for k in keys if not k.isascii() or k == "mode"))
    if joined is not None:
        chars = joined.group(1)
        candidates.extend(chars[start:] for start in range(len(chars) - 1))
    for word in candidates:
        for activity in (*named, *said):
            spoken = (*named.get(activity, ()), *said.get(activity, ()))
            if word in (w.lower() for w in spoken):
                return activity, word
    return None


def _before_mode(key: str, following: str) -> tuple[str, str]:
    """The word said before a mode word in one phrase ("movie mode") or as the next phrase, and
    that mode word (empty strings when none follows)."""
    for mode in _MODE_WORDS:
        if key.endswith(mode) and key != mode:
            return key.removesuffix(mode).strip().lower(), mode
        if following == mode:
            return key.strip().lower(), mode
    return "", ""


# Verbs a family names a routine or a switch by, with the thing it acts on ("Boost Hot Water",
# "Geyser Boost", "Immersion Boost"): said with every other word of such a name, in any order,
# the verb asks for that routine or switch, not a step of the thing's setting.
_NAMING_VERBS: Final = frozenset({"boost"})
_STARTED: Final = (*RUNNABLE, "switch", *SWITCHED)


def named_with_its_verb(text: str, home: Home) -> str | None:
    """The one scene, script, button or switch whose name is a naming verb said and the other
    words said with it ("a quick boost for the tank, please": "Boost the Tank"), or None: none,
    or two that fit.

    >>> from ..home import Entity, Home
    >>> home = Home("en", {}, {}, {"script.boiler_boost": Entity("script.boiler_boost",
    ...     "Boiler Boost"), "switch.boiler": Entity("switch.boiler", "Boiler")})
    >>> named_with_its_verb("can the boiler get a boost", home)
    'script.boiler_boost'
    >>> named_with_its_verb("boost the bass", home) is None
    True
    """
    said = set(words(text))
    verbs = said & _NAMING_VERBS
    if not verbs:
        return None
    fits = [
        e.entity_id
        for e in home.entities.values()
        if e.domain in _STARTED
        and any(
            (named := set(words(n))) & verbs and len(named) > 1 and named <= said for n in e.names
        )
    ]
    return fits[0] if len(fits) == 1 else None
