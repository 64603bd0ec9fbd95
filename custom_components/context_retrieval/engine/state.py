"""Conversation state: what was mentioned last, so that "它" and "that one" resolve, the command
that acted last, so that "那书房呢" or "a bit more" repeats it, and the question asked last, so
that "厨房的" or "第二个" answers it."""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from .catalog import EN, ZH
from .changes import (
    another_change,
    from_the_value_set,
    setting_of,
    stepped,
    to_the_end,
    undone,
    values_set,
)
from .home import Entity
from .ir import ALSO, IMPLIED_REFERENCE, LAST_MENTIONED, UNDO, UNKNOWN_TYPE, Command
from .results import NEED_CLARIFICATION, NO_MATCH, CommandResult, RetrievalResult
from .text import has_cjk

DEFAULT_TTL_SECONDS: Final = 300.0
REPEATED_ACTION: Final = "(not said: the previous command's)"
"""``Command.evidence["action"]`` of a follow-up that repeats the previous command's action."""
REPEATED_PLACE: Final = "(not said: the previous command's)"
"""``Command.evidence["scope_include"]`` of a reading asked where the previous command was."""
REPEATED_KIND: Final = "(not said: the previous command's)"
"""``Command.evidence["type_hint"]`` of "the kitchen one": the previous command's kind."""
READING_DOMAINS: Final = frozenset({"sensor", "binary_sensor"})
"""Domains whose entities are read, not acted on: "湿度呢" asks one of them."""
WINDOW_COVERINGS: Final = frozenset({"curtain", "shade", "blind", "shutter", "awning"})
"""Cover classes a person takes for one kind of thing: what covers a window."""


def carried_kind(entity: Entity) -> tuple[str, str | None]:
    """The kind of device a follow-up carries to another room ("carry that over to the den"):
    the domain and class, where every window covering is one kind (a shade closed in the
    study, then "卧室也放一下", closes the bedroom's blind)."""
    if entity.domain == "cover" and entity.device_class in WINDOW_COVERINGS:
        return entity.domain, "window covering"
    return entity.domain, entity.device_class


def asks_a_reading_nowhere(command: Command) -> bool:
    """Whether a command asks for a kind of reading and says nothing of where or of which
    device: "湿度呢", "and the humidity there?". Nothing acts on a reading, so an LLM's IR is read
    the same way."""
    return (
        command.type_hint in READING_DOMAINS
        and command.device_class is not None
        and not command.scope_include
        and not command.scope_exclude
        and not command.name_hint
        and not command.references
        and not command.conditions
        and not command.params
    )


def refers_to_several(command: Command) -> bool:
    """Whether a command points back with a plural word of its own ("them", "both of them",
    "它们"), not with a reference the parser inferred."""
    said = command.evidence.get("references")
    return command.quantifier == "all" and bool(said) and said != IMPLIED_REFERENCE


_ALL: Final = re.compile(r"\b(?:all|every)\b|全部|所有")
"""Words that make a plural reference every one ("all of them", "lock them all")."""


def refers_to_all(command: Command) -> bool:
    """Whether a command points back with "all of them" / "them all": after one device, every
    device of its kind is meant (:meth:`.targets.Targets.referenced`)."""
    return refers_to_several(command) and bool(_ALL.search(command.raw.casefold()))


def _names_nothing(command: Command) -> bool:
    """No device, kind, room, setting or condition said."""
    return (
        not command.name_hint
        and command.type_hint in (None, UNKNOWN_TYPE)
        and not command.scope_include
        and not command.params
        and not command.conditions
    )


def says_only_them(command: Command) -> bool:
    """Whether a command is a plural reference and nothing else ("all of them", "both of them
    please"): the previous action, on what it points at."""
    return (
        refers_to_several(command)
        and command.action is None
        and "action" not in command.evidence
        and _names_nothing(command)
    )


def _says_no_action_of_its_own(command: Command) -> bool:
    """Whether a follow-up repeats the previous action: it says only where ("the kitchen
    too") or only a plural reference ("all of them")."""
    return says_only_where(command) or says_only_them(command)


def says_only_where(command: Command) -> bool:
    """Whether a command is a follow-up that said no action, device or setting of its own:
    "那书房呢", "the kitchen too" (a room and the implied reference), "a bit more" (nothing
    but the implied reference), "now the other one". The local parser marks the reference it
    inferred; an LLM's IR, which reads the history itself, never is."""
    return (
        (command.evidence.get("references") == IMPLIED_REFERENCE or command.other)
        and "action" not in command.evidence
        and not command.name_hint
        and (command.type_hint in (None, UNKNOWN_TYPE) or command.other)
        and not command.params
        and not command.conditions
    )


_HALTS: Final = frozenset(
    {"pause", "media_pause", "stop", "media_stop", "stop_cover", "stop_valve"}
)
"""Services a bare "stop" / "停一下" may mean: media pause (alone, as Home Assistant reads it)."""
_MOVING: Final = frozenset({"cover", "valve", "vacuum", "lawn_mower"})
"""Domains of devices that move or do a job after a command, which a bare "stop" halts."""
_HALT_SERVICES: Final = frozenset({"stop", "pause", "stop_cover", "stop_valve"})
_RESUMED_BY: Final = {"vacuum": "start", "lawn_mower": "start_mowing", "media_player": "media_play"}
"""What a bare "继续" / "resume" is to the device just mentioned: a player plays on, a device
that does a job starts again."""


def names_the_other(command: Command) -> bool:
    """Whether a command corrects the device of the previous one by naming it, with no action,
    room or setting of its own: "wrong one, the reading lamp", "not that one, the fan"."""
    said = command.name_hint or command.type_hint not in (None, UNKNOWN_TYPE)
    return (
        command.other
        and bool(said)
        and command.action is None
        and "action" not in command.evidence
        and not command.scope_include
        and not command.params
        and not command.conditions
    )


def _says_only_the_verb(command: Command) -> bool:
    """No device, kind, room, reference, setting or condition said: the verb alone."""
    return (
        not command.name_hint
        and "type_hint" not in command.evidence
        and not command.scope_include
        and not command.references
        and not command.params
        and not command.conditions
    )


def says_only_halt(command: Command) -> bool:
    """Whether a command is a bare "stop" / "pause" / "停一下": the verb alone, no device, room,
    setting or reference said (the parser reads it as pausing media, as Home Assistant does)."""
    return (
        bool(command.resolved_services)
        and command.resolved_services <= _HALTS
        and _says_only_the_verb(command)
    )


def says_only_resume(command: Command) -> bool:
    """Whether a command is a bare "继续" / "resume": the verb alone, no device, room, setting
    or reference said (the parser reads it as resuming media, as Home Assistant does)."""
    return command.resolved_services == frozenset({"media_play"}) and _says_only_the_verb(command)


def says_only_which_way(command: Command) -> bool:
    """Whether a command refers back and says only which way to change something ("再小一点",
    "a bit less", "低一点"): no device, room or value of its own."""
    return (
        command.direction is not None
        and command.refers_back
        and not command.name_hint
        and not command.scope_include
        and not command.scope_exclude
        and not command.conditions
    )


def says_only_undo(command: Command) -> bool:
    """Whether a command takes back what was just done ("undo it", "put it back", "改回来")
    and says no action, device, room or setting of its own."""
    return (
        UNDO in command.evidence
        and command.refers_back
        and command.action is None
        and _names_nothing(command)
    )


def _says_nothing_else(command: Command) -> bool:
    """No action, reference, exclusion, condition or setting said."""
    return (
        command.action is None
        and "action" not in command.evidence
        and not command.references
        and not command.scope_exclude
        and not command.conditions
        and not command.params
    )


def says_only_what(command: Command) -> bool:
    """Whether a command names a device or a kind, with a word that carries the previous
    request over or corrects it ("还有筒灯", "the downlight too", "I meant the kitchen lights"),
    and no action. The local parser marks that word; an LLM's IR, which reads the history
    itself, never has it."""
    said = command.name_hint or command.type_hint not in (None, UNKNOWN_TYPE)
    return ALSO in command.evidence and bool(said) and _says_nothing_else(command)


def says_only_an_exception(command: Command) -> bool:
    """Whether a command says what is left out and no action of its own: "apart from the floor
    lamp", "not the star projector though", "except the one in the den" after a command over a
    set. The parser reads the exclusion word (``quantifier: except``) with no room to leave
    out after it (what follows it is a device, or a room the device is in)."""
    said = command.name_hint or command.type_hint not in (None, UNKNOWN_TYPE)
    return (
        command.quantifier == "except"
        and bool(said or command.scope_include)
        and not command.scope_exclude
        and command.action is None
        and "action" not in command.evidence
        and not command.params
        and not command.conditions
    )


def says_action_and_room_only(command: Command) -> bool:
    """Whether a command says an action and a room and no device, kind, reference or setting:
    "keep the hall on" after the lights upstairs were switched off."""
    return (
        command.action is not None
        and "action" in command.evidence
        and bool(command.scope_include)
        and not command.name_hint
        and command.type_hint in (None, UNKNOWN_TYPE)
        and not command.references
        and not command.params
        and not command.conditions
        and not command.area_wide
    )


_ONE: Final = re.compile(r"\bone\b")
"""The English pro-form of one device ("the kitchen one", "the one in the study")."""


def _the_same_one(command: Command, last: Command) -> Command:
    """ "and the one in the nursery" after "switch off the ceiling light in the den": "one"
    with a room stands for one device of the kind the previous command was about, in that
    room, not every one of its kind there. A name said with a room ("the ceiling light in the
    study") is one the rooms share, so it is carried too; a name said alone ("the front door")
    is that device's own, and only its kind is ("and the porch one")."""
    if not (command.scope_include and last.type_hint and _ONE.search(command.raw.casefold())):
        return command
    shared_name = last.name_hint if last.scope_include else None
    return replace(
        command,
        name_hint=shared_name,
        type_hint=last.type_hint,
        device_class=last.device_class,
        quantifier="one",
        evidence={**command.evidence, "type_hint": REPEATED_KIND},
    )


def _the_same_reading(command: Command, last: Command) -> Command | None:
    """ "and the porch one?" after "how much battery has the doorbell got": a device named after
    a question of one of a device's readings (its battery, power or remaining time) asks the
    same reading of the device named, not its state; ``None`` for anything else."""
    asked_of_a_device = (
        last.type_hint in READING_DOMAINS and last.device_class is not None and last.name_hint
    )
    if not asked_of_a_device or not command.name_hint or command.type_hint in READING_DOMAINS:
        return None
    if command.action not in (None, last.action) or command.params or command.conditions:
        return None
    if command.action is None and ALSO not in command.evidence:
        return None
    return replace(
        command,
        action=last.action,
        resolved_services=last.resolved_services,
        type_hint=last.type_hint,
        device_class=last.device_class,
        evidence={**command.evidence, "type_hint": REPEATED_KIND},
    )


def own_name_not_carried(command: Command, holders: Sequence[str]) -> Command:
    """ "and the patio door?" after asking of the porch door: a name only one device has
    (``holders``: the devices whose exact name or alias the name hint is) is that device
    wherever it is, so the room the follow-up carried over is dropped; a name several devices
    share ("the downlight too") keeps it."""
    if command.evidence.get("scope_include") != REPEATED_PLACE or len(holders) != 1:
        return command
    evidence = {k: v for k, v in command.evidence.items() if k != "scope_include"}
    return replace(command, scope_include=(), evidence=evidence)


def _one_more_of_the_kind(command: Command, last: Command) -> Command:
    """ "the desk one as well" after the den's ceiling lamp was switched, "the porch one too"
    after "lock the back door": "one" is a device of the kind just used, the word before it a
    word of its name; the previous action on it, in the room the previous command said (a
    room said is one the devices share; a name said alone is that device's own, so the other
    one is found anywhere, as in :func:`_the_same_one`)."""
    typed = command.type_hint not in (None, UNKNOWN_TYPE)
    return replace(
        command,
        action=last.action,
        resolved_services=last.resolved_services,
        params=dict(last.params),
        type_hint=command.type_hint if typed else last.type_hint,
        device_class=command.device_class if typed else last.device_class,
        scope_include=last.scope_include,
        evidence={**command.evidence, "action": REPEATED_ACTION, "type_hint": REPEATED_KIND},
    )


@dataclass(frozen=True, slots=True)
class PendingQuestion:
    """A request that was answered with a clarification question."""

    text: str
    """The request as it was read when the question was asked."""
    asked: RetrievalResult
    asked_at: float

    @property
    def unplaced(self) -> list[str]:
        """Room words of the request the home did not have (the question asked about them)."""
        return [
            word
            for c in self.asked.commands
            for word in c.meta.get("unplaced_terms", ())
            if isinstance(word, str) and word
        ]

    @property
    def action(self) -> str | None:
        """The action of the one command that asked, when only one did."""
        asking = [c.command.action for c in self.asked.commands if c.question]
        return asking[0] if len(asking) == 1 else None


@dataclass(slots=True)
class ConversationState:
    """The entities the last command of a conversation was about.

    Only commands that resolved (no clarification pending) update it, so a question that
    went unanswered does not redirect "it".
    """

    last_mentioned: list[str] = field(default_factory=list)
    updated_at: float = 0.0
    ttl_seconds: float = DEFAULT_TTL_SECONDS
    pending: PendingQuestion | None = None
    """The question the last turn asked, until answered or stale."""
    last_command: Command | None = None
    """The last command that resolved, for a follow-up that repeats it (a question repeated
    is asked again)."""
    last_rooms: tuple[str, ...] = ()
    """Where the last command that resolved was (room words), for a reading asked with none."""
    earlier_mentioned: list[str] = field(default_factory=list)
    """The entities mentioned before the last ones: "both of them" after two turns that each
    named one device is both devices."""
    values_set: dict[str, float] = field(default_factory=dict)
    """The values the last command that resolved set (:func:`.changes.values_set`): a step
    said next is taken from them."""
    _stepped: tuple[Command, Command] | None = None
    """The last step turned into a value, and the step as said (remembered instead)."""

    def ask(self, text: str, result: RetrievalResult, now: float | None = None) -> None:
        """Remember that ``result`` (for the request ``text``) asked the user a question."""
        now = time.monotonic() if now is None else now
        self.pending = PendingQuestion(text, result, now)

    def take_question(self, now: float | None = None) -> PendingQuestion | None:
        """The question awaiting an answer, if still fresh; it is answered by this turn."""
        pending, self.pending = self.pending, None
        now = time.monotonic() if now is None else now
        if pending is None or now - pending.asked_at > self.ttl_seconds:
            return None
        return pending

    def remember(self, entity_ids: Iterable[str], now: float | None = None) -> None:
        """Record the entities a command resolved to (empty input keeps the old ones)."""
        ids = list(dict.fromkeys(entity_ids))
        if ids:
            if ids != self.last_mentioned:
                self.earlier_mentioned = self.last_mentioned
            self.last_mentioned = ids
            self.updated_at = time.monotonic() if now is None else now

    def remember_named(self, command: Command, result: CommandResult) -> None:
        """Remember the device a command named that could not do what was asked ("把书房音箱
        打开" for a speaker that does not switch on): the next turn's "小声点" is about it."""
        unable = result.meta.get("unsupported")
        if command.name_hint and isinstance(unable, list) and 0 < len(unable) <= 2:
            self.remember(e for e in unable if isinstance(e, str))

    def remember_together(self, results: Sequence[CommandResult]) -> None:
        """After one request that did the same to several devices ("打开庭院灯和草坪灯"),
        "它们" / "them" is every one of them, not only the last one said."""
        done = [r for r in results if r.hint not in (NEED_CLARIFICATION, NO_MATCH)]
        if len(done) > 1 and len({r.command.action for r in done}) == 1:
            self.remember(e for r in done for e in r.selected_ids)

    def remember_command(
        self, command: Command, rooms: Sequence[str] = (), now: float | None = None
    ) -> None:
        """Record the last command that resolved, and where it was: the rooms it said, else
        ``rooms``, the one room of everything it selected ("客厅温度" names the living room)."""
        stepped, self._stepped = self._stepped, None
        self.last_command = stepped[1] if stepped and stepped[0] is command else command
        self.values_set = values_set(command, self._domains_mentioned())
        self.last_rooms = tuple(command.scope_include) or tuple(rooms)
        self.updated_at = time.monotonic() if now is None else now

    def continued(
        self, command: Command, now: float | None = None, *, context_area: str | None = None
    ) -> Command:
        """:meth:`_continued`, with a step of the value the previous command set taken from
        that value (:func:`.changes.from_the_value_set`)."""
        continued = self._continued(command, now, context_area=context_area)
        if continued.name_hint or continued.scope_include or not continued.refers_back:
            return continued
        if self.last_command is None or not self.values_set:
            return continued
        absolute = from_the_value_set(continued, self.values_set)
        if absolute is not continued:
            self._stepped = (absolute, continued)  # "a bit more" next steps again
        return absolute

    def _continued(
        self, command: Command, now: float | None = None, *, context_area: str | None = None
    ) -> Command:
        """A follow-up that said no action, read as the previous command again: "那书房呢"
        after "把厨房的灯关了" turns the study's lights off, "a bit more" after "dim the lamp"
        dims it again, and "and the bedroom?" after "how warm is the kitchen?" asks again; a
        reading asked with no room ("湿度呢"), not to a satellite, is asked of the room the
        previous command was about.

        Anything else, or nothing fresh to continue, is returned unchanged.
        """
        last = self.last_command
        now = time.monotonic() if now is None else now
        if last is None or now - self.updated_at > self.ttl_seconds:
            return command
        if asks_a_reading_nowhere(command) and self.last_rooms and context_area is None:
            # "主卧多少度" → "湿度呢": the same room's other reading (a satellite's own room
            # answers a reading asked of no room, as in Home Assistant).
            return replace(
                command,
                scope_include=self.last_rooms,
                evidence={**command.evidence, "scope_include": REPEATED_PLACE},
            )
        if (carried := self._halted_or_resumed(command)) is not None:
            return carried
        if (finished := to_the_end(command, last, ZH if has_cjk(command.raw) else EN)) is not None:
            return finished  # "fully" after a blind set half open: open it
        if says_only_undo(command):
            # "undo it" after "turn off the TV": on again; nothing to undo, nothing repeated.
            return undone(command, last, ZH if has_cjk(command.raw) else EN) or command
        if says_only_which_way(command):
            changed = self._changed_the_other_way(command, last)
            if changed is not None:
                return changed
        if names_the_other(command) and last.action:
            # "wrong one, the reading lamp": the previous action, on the device named instead.
            return replace(
                command,
                action=last.action,
                resolved_services=last.resolved_services,
                params=dict(last.params),
                evidence={**command.evidence, "action": REPEATED_ACTION},
            )
        if (apart := self._set_apart(command, last)) is not None:
            return apart
        if (reading := _the_same_reading(command, last)) is not None:
            return reading
        if says_only_what(command) and last.action:
            what = self._something_else_too(command, last)
            if what is not None:
                return what
        if not _says_no_action_of_its_own(command) or not last.action:
            return command
        repeated = replace(
            command,
            action=last.action,
            resolved_services=last.resolved_services,
            params=dict(last.params),
            evidence={**command.evidence, "action": REPEATED_ACTION},
        )
        return _the_same_one(repeated, last)

    def _something_else_too(self, command: Command, last: Command) -> Command | None:
        """A device or room said with no action after a command: "the ceiling one too" (one
        more of the kind), "还有筒灯", "the downlight too" (the previous action, where it was),
        "还有餐厅的灯", "I meant the kitchen lights" (the previous action in the room said)."""
        said_one = not command.scope_include and _ONE.search(command.raw.casefold())
        if _ONE.search(command.evidence[ALSO]) or said_one:
            # "and the porch one" after asking whether the patio door is shut: "one" after a
            # word of a name, the previous question or action on it.
            return _one_more_of_the_kind(command, last)
        if not (command.scope_include or self.last_rooms):
            return None
        place = {} if command.scope_include else {"scope_include": REPEATED_PLACE}
        return replace(
            command,
            action=last.action,
            resolved_services=last.resolved_services,
            params=dict(last.params),
            scope_include=command.scope_include or self.last_rooms,
            evidence={**command.evidence, "action": REPEATED_ACTION, **place},
        )

    def _set_apart(self, command: Command, last: Command) -> Command | None:
        """A part of what the previous command did, set apart: "apart from the floor lamp",
        "not the desk lamp though" put what was left out back as it was, the opposite of the
        previous action (:func:`.changes.undone`) on the devices said, in the rooms the
        previous command was about; "keep the hall on" after "switch the lights off
        upstairs" is the kind of device just acted on, in the room said. ``None`` for
        anything else, or when the previous action has no opposite."""
        kept = last.type_hint not in (None, UNKNOWN_TYPE)
        # "lock the porch and shut the carport": a change of another kind is of another
        # kind of device, the room's own, not the last one's
        kept = kept and not another_change(command.resolved_services, last.resolved_services)
        if says_action_and_room_only(command) and kept:
            return replace(
                command,
                type_hint=last.type_hint,
                device_class=last.device_class,
                quantifier="all",
                evidence={**command.evidence, "type_hint": REPEATED_KIND},
            )
        if not (says_only_an_exception(command) and last.action):
            return None
        back = undone(command, last, ZH if has_cjk(command.raw) else EN)
        if back is None:
            return None
        place = {} if command.scope_include else {"scope_include": REPEATED_PLACE}
        typed = command.name_hint or command.type_hint not in (None, UNKNOWN_TYPE)
        return replace(
            back,
            type_hint=command.type_hint if typed else last.type_hint,
            device_class=command.device_class if typed else last.device_class,
            quantifier="one" if command.name_hint else "all",
            references=(),
            scope_include=command.scope_include or self.last_rooms,
            evidence={**command.evidence, "action": REPEATED_ACTION, **place},
        )

    def _halted_or_resumed(self, command: Command) -> Command | None:
        """A bare stop or resume carried to the device just mentioned, when it is one that
        stops or resumes; None otherwise (the parser's media reading stands)."""
        if (
            says_only_halt(command)
            and self.last_mentioned
            and all(domain in _MOVING for domain in self._domains_mentioned())
        ):
            # "raise the shutter" → "hold it, stop": the shutter, not every media player.
            return replace(
                command,
                type_hint=None,
                quantifier="one",
                references=(LAST_MENTIONED,),
                resolved_services=_HALT_SERVICES,
                evidence={**command.evidence, "references": IMPLIED_REFERENCE},
            )
        return self._resumed(command) if says_only_resume(command) else None

    def _resumed(self, command: Command) -> Command | None:
        """ "扫地机开始扫" → "先停一下" → "好了继续": the vacuum or mower just mentioned starts
        again (its start resumes), the player just mentioned plays on, not every media player;
        None when something else was."""
        domains = set(self._domains_mentioned())
        if not domains or not domains <= _RESUMED_BY.keys():
            return None
        return replace(
            command,
            type_hint=None,
            quantifier="one",
            references=(LAST_MENTIONED,),
            resolved_services=frozenset(_RESUMED_BY[domain] for domain in domains),
            evidence={**command.evidence, "references": IMPLIED_REFERENCE},
        )

    def _domains_mentioned(self) -> list[str]:
        """The domains of the devices last mentioned, in their order."""
        return [entity_id.partition(".")[0] for entity_id in self.last_mentioned]

    def _changed_the_other_way(self, command: Command, last: Command) -> Command | None:
        """ "再小一点" after "声音调到二十", "a bit less" after "up to sixty percent": the
        direction is the follow-up's own, the setting and the device the previous command's
        (the volume stepped down, not set to twenty again)."""
        domains = self._domains_mentioned()
        setting = setting_of(last, domains)
        if setting is None or command.type_hint not in (None, UNKNOWN_TYPE, *domains):
            return None
        own = setting_of(command, ())
        if own is not None and own != setting:
            return None  # "风大些" after the AC was warmed: its air (fan mode), not its target
        return stepped(command, setting, ZH if has_cjk(command.raw) else EN)

    def recall(self, now: float | None = None, *, together: bool = False) -> list[str]:
        """The last-mentioned entities, or nothing once they are older than the TTL.

        :param together: the reference is plural ("them", "both of them", "它们"): when the
            last turn mentioned one device, the devices of its kind mentioned just before it
            are meant with it ("turn on the lamp" → "and the ceiling light" → "dim them").
        """
        now = time.monotonic() if now is None else now
        if not self.last_mentioned or now - self.updated_at > self.ttl_seconds:
            return []
        if together and len(self.last_mentioned) == 1:
            [last] = self.last_mentioned
            domain = last.partition(".")[0]
            earlier = [e for e in self.earlier_mentioned if e.partition(".")[0] == domain]
            return [*(e for e in earlier if e != last), last]
        return list(self.last_mentioned)

    def forget(self, entity_ids: Iterable[str]) -> None:
        """Drop entities that left the home."""
        gone = set(entity_ids)
        self.last_mentioned = [e for e in self.last_mentioned if e not in gone]


class ConversationStore:
    """Conversation states by conversation id, bounded so a long-running host does not grow."""

    def __init__(self, max_conversations: int = 256) -> None:
        self._states: dict[str, ConversationState] = {}
        self._max = max_conversations

    def get(self, conversation_id: str | None) -> ConversationState:
        """The state of a conversation (a fresh one for ``None``)."""
        if conversation_id is None:
            return ConversationState()
        state = self._states.pop(conversation_id, None) or ConversationState()
        self._states[conversation_id] = state  # most recently used last
        while len(self._states) > self._max:
            self._states.pop(next(iter(self._states)))
        return state
