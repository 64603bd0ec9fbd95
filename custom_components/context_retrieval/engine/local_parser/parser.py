"""The local parser: an utterance → command IR, with no LLM (docs/contracts.md §3).

It is the offline default and the fallback when the LLM fails, so it prefers being right to
being bold: what it guesses it says in ``Command.issues`` and in a lower ``confidence``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Final

from ..data import load_json
from ..home import Home
from ..ir import UNKNOWN_TYPE, Command, Condition
from ..logs import said
from ..text import has_cjk, has_latin, normalize
from .activities import RUNNABLE as RUN
from .activities import runnables_for
from .air import air_asked, the_air_as_ac
from .appliances import water_heater_switched, water_warmed
from .crossing import Crossing
from .dialect import Dialect
from .guesses import after_article
from .heard import (
    Hearing,
    high_heard_as_hi,
    letters_with_their_number,
    switch_heard_as_which,
    turn_misheard,
    un_heard_as_on,
)
from .jobs import JobDevices, sent_back, with_job
from .kind_verbs import ARMING_ACTIONS, armed_as, one_arming, sets_going
from .lexicon import EN, ZH, Lexicon, default_lexicon
from .multiples import scaled_all
from .options import add_options, boosted, option_fields, speed_ends, unlisted_value, value_not_room
from .phonetic import NamesOneWordOff
from .phrasal import join_separated_particles, let_through_the_opening, without_causative
from .purposes import without_purpose
from .reading import (
    OWNER_KEPT_BY,
    Context,
    Reading,
    device_kinds,
    has_action,
    has_name,
    read,
    rhetorical,
    scan,
)
from .readings_of import DeviceReadings
from .restated import restated
from .runs import run_on_starts
from .siblings import (
    MEASURING,
    asked_beside,
    asked_of_device,
    asked_of_sibling,
    device_members,
    sibling_measures,
)
from .speeds import at_speed, climate_fan, in_steps, stepped_fans
from .surface import (
    PUNCTUATION,
    Hit,
    Item,
    Kind,
    PhraseTable,
    Piece,
    cut,
    item_spans,
    join,
    join_names_said_apart,
    join_part_names,
    join_possessive_names,
    join_split_verbs,
    names_sharing_a_head,
    phrase_key,
)
from .vocabulary import (
    HomeVocabulary,
    add_numbered_names,
    begins_or_ends_a_name,
    door_watchers,
    heard_name_elsewhere,
    stem_of_another_kind,
)

_LOGGER = logging.getLogger(__name__)

# Longer input is cut: a voice command is a sentence or two, and matching is quadratic in
# the length of the text (bounded by the longest phrase).
MAX_PIECES: Final = 240
# What an English verb and particle said together may be: an action, a change, a setting's
# extreme ("all the way up"), a step ("a notch").
_PHRASAL_KINDS: Final = frozenset({Kind.ACTION, Kind.RELATIVE, Kind.EXTREME})
# Option words that are also levels of brightness or volume ("put the lamp on low").
_LEVEL_WORDS: Final = frozenset({"low", "mid", "medium", "high", "max", "standard", "normal"})
# The most a reading of pinyin may be trusted: it is heard, as a misheard word is.
HEARD_SURENESS: Final = 0.7


@dataclass(slots=True)
class _Part:
    """A piece range of the utterance that reads as one command."""

    start: int
    end: int
    asked: bool = False
    """The part ended with "?"."""
    joined_by_name: bool = False
    """Split off at "和/and" because both sides name a device; takes the previous action."""
    takes_next_action: bool = False
    """Split off before "和/and" because both sides name a device and only the next part says
    the action ("电视和音箱都关掉", "TV and speaker off"); takes the next action."""
    told_after_asking: bool = False
    """Split off after a question of a device's state by a command that says only an action
    (the lamp asked about, then "关掉"): the command acts on what was asked about, and the
    question was only its reason."""
    remark: bool = False
    """The part is a remark about someone ("Zoe's asleep"): the reason of a command beside it."""


_PLACES: Final = frozenset({Kind.AREA, Kind.FLOOR, Kind.ROOM, Kind.EVERYWHERE, Kind.HERE})
_GRAMMAR_KINDS: Final = frozenset(
    {Kind.FILLER, Kind.ALSO, Kind.UNDO, Kind.REFERENCE, Kind.SEPARATOR, Kind.PARTICLE}
)
"""Words of grammar: no number joined to one makes a word of its own."""
# The most words a device said short after "and" may have ("and the bubbler", "and the fish tank").
_SHORT_NAME_WORDS: Final = 2


def _types_of(tables: Sequence[PhraseTable], phrase: str) -> set[str]:
    """The domains a kind word of the home or the lexicon names ("lights": light)."""
    entries = [e for table in tables for e in table.get(phrase_key(phrase))]
    return {p[0] for kind, p in entries if kind == Kind.TYPE and isinstance(p, tuple)}


class LocalParser:
    """Rule-based parser over the home's own words (areas, floors, entity names) and the lexicon.

    >>> parser = LocalParser(home)                                  # doctest: +SKIP
    >>> [c.to_json()["action"] for c in parser.parse("关灯然后打开空调")]  # doctest: +SKIP
    ['关闭', '打开']
    """

    def __init__(self, home: Home, lexicon: Lexicon | None = None) -> None:
        """Build the home's vocabulary once (linear in the size of the home)."""
        self.home = home
        self.lexicon = lexicon or default_lexicon()
        self.vocabulary = HomeVocabulary.of(home)
        self.vocabulary.runnables = runnables_for(
            home, self.lexicon.activities, self.lexicon.activity_said, self.lexicon.activity_else
        )
        self.vocabulary.find_outdoor(home, self.lexicon.outdoor_names, self.lexicon.outdoor_areas)
        self.vocabulary.find_thermostats(home, self.lexicon.thermostat_names)
        self.vocabulary.add_leading_words(home, self.lexicon.table)
        add_numbered_names(self.vocabulary, home, self.lexicon.numbers.en_ones)
        values = load_json("glossary.json").get("values", {})
        add_options(
            self.vocabulary.table,
            home,
            self.lexicon.option_groups,
            values,
            self._as_value,
            (self.lexicon.table,),
        )
        self.speed_ends = speed_ends(home, self.lexicon.speed_tiers)
        self.option_fields = option_fields(home)
        self.dialect = Dialect.of(self.lexicon.dialect, home, self.lexicon.address)
        self.crossing = Crossing.of(home)
        self.hearing = Hearing.of(
            [self.vocabulary.table, self.lexicon.table], self.lexicon.heard_as
        )
        self._default_language = ZH if home.language.casefold().startswith("zh") else EN
        self.siblings = sibling_measures(home)
        self.readings = DeviceReadings.of(home)
        self.members = device_members(home)
        self.watchers = door_watchers(home)
        self.stepped_fans = stepped_fans(home)
        self.job_devices = JobDevices.of(
            home, self.lexicon.jobs, self.lexicon.say, self.lexicon.services
        )
        self._query_words = frozenset(self.lexicon.say.get("query", {}).values())
        self.names_off = NamesOneWordOff.of_home(home, (self.vocabulary.table, self.lexicon.table))

    def parse(self, text: str, language: str | None = None) -> list[Command]:
        """Parse an utterance into one command per request it holds; never raises.

        :param language: the conversation's language, used only when the text itself does not
            show one (no CJK and no Latin letters).
        """
        if not isinstance(text, str):
            return [_unknown("", 0.0, "text: expected a string")]
        try:
            return self._parse(text, language)
        except Exception:
            _LOGGER.exception("Local parser failed on %s", said(text))
            return [_unknown(text, 0.0, "local parser error; raw text kept")]

    # ------------------------------------------------------------------------ internals

    def _is_name(self, device: str, attribute: str) -> bool:
        """Whether "device attribute" is the name of an entity of the home and the device
        part is no room ("客厅的灯" is the room's lights, not the light named 客厅灯)."""
        tables = (self.vocabulary.table, self.lexicon.table)
        if any(kind in _PLACES for table in tables for kind, _ in table.get(device)):
            return False
        return any(kind == Kind.ENTITY for kind, _ in self.vocabulary.table.get(device + attribute))

    def _is_part_name(self, device: str, part: str) -> bool:
        """Whether an English device and a part of it make a name ("purifier" + "child lock")."""
        return self._is_name(phrase_key(device), " " + phrase_key(part))

    def _is_whole_name(self, first: str, rest: str) -> bool:
        """Whether a room or device word and the rest said after it make a name of the home
        ("lounge" + "relax": the scene "Lounge Relax")."""
        start = phrase_key(first)
        if start not in self.vocabulary.beginnings:
            return False  # most words begin no name: the whole key is not worth building
        key = start + " " + phrase_key(rest)
        return any(kind == Kind.ENTITY for kind, _ in self.vocabulary.table.get(key))

    def _as_value(self, word: str) -> str:
        """A word as the parser spells it where a value is expected: "调到三档" is read as
        "调到3档", so the option "三档" is also "3档"."""
        return self.lexicon.numbers.convert("到" + word).removeprefix("到")

    def _is_word(self, phrase: str) -> bool:
        """Whether a phrase means something of the home or the lexicon beyond grammar ("co2")."""
        tables = (self.vocabulary.table, self.lexicon.table)
        key = phrase_key(phrase)
        return any(kind not in _GRAMMAR_KINDS for table in tables for kind, _ in table.get(key))

    def _is_verb(self, phrase: str) -> bool:
        """Whether a phrase is an action word of the lexicon ("割草", "浇水" is a name word), or
        a mode of an air conditioner said as verb + object ("制冷", "开暖气": "制个冷"). A verb +
        complement is no verb-object word split by 一下: "关一下好吗" keeps its 好吗."""
        if phrase in self.lexicon.compounds:
            return False
        entries = self.lexicon.table.get(phrase) or self.vocabulary.table.get(phrase)
        if any(kind in (Kind.ACTION, Kind.ACTIVITY, Kind.HVAC) for kind, _ in entries):
            return True
        # a verb of a device's work ("have the robot trim …", "make the mower do …")
        return phrase.isascii() and any(job.verb.fullmatch(phrase) for job in self.lexicon.jobs)

    def _is_phrasal_verb(self, phrase: str) -> bool:
        """Whether an English verb and particle are an action or a change of the lexicon
        ("pull down", "crank up"): read together when the object is said between them."""
        entries = self.lexicon.table.get(phrase_key(phrase))
        return any(kind in _PHRASAL_KINDS for kind, _ in entries)

    def _parse(self, text: str, language: str | None) -> list[Command]:
        if not text.strip():
            return [_unknown(text, 0.0, "empty text")]
        output_language = _language_of(text, language, self._default_language)
        spoken, pinyin = self.crossing.read(self.dialect.read(normalize(text)))
        numbered = self.lexicon.numbers.convert(spoken, self.hearing.phonetic.sounds_like_a_name)
        prepared = join_split_verbs(numbered, self._is_verb)
        prepared = switch_heard_as_which(un_heard_as_on(prepared, self._is_verb))
        prepared = the_air_as_ac(turn_misheard(prepared), "climate" in self.home.domains)
        prepared = letters_with_their_number(high_heard_as_hi(prepared), self._is_word)
        prepared = join_possessive_names(prepared, self._is_name)
        if has_latin(prepared):
            prepared = without_purpose(restated(prepared), partial(_names_the_home, self))
            prepared = join_part_names(prepared, self._is_part_name)
            prepared = join_names_said_apart(prepared, self._is_whole_name)
            prepared, misheard = self.names_off.read(prepared, _GRAMMAR_KINDS)
            pinyin = [*pinyin, *misheard]
            prepared = names_sharing_a_head(prepared, self._is_part_name)
            types = partial(_types_of, (self.vocabulary.table, self.lexicon.table))
            going = partial(sets_going, self.vocabulary.domains_named, types)
            prepared = let_through_the_opening(prepared)
            prepared = join_separated_particles(prepared, self._is_phrasal_verb, going)
            prepared = without_causative(prepared, self._is_verb)
        pieces = cut(prepared)
        issues = [f"heard '{said}' as '{word}'" for said, word in pinyin]
        if len(pieces) > MAX_PIECES:
            pieces = pieces[:MAX_PIECES]
            issues.append(f"text cut to its first {MAX_PIECES} words")
        if not pieces:
            return [_unknown(text, 0.2, "no words recognised")]
        ctx = Context(
            self.lexicon,
            self.vocabulary,
            output_language,
            prepared,
            text,
            self.hearing,
            self.speed_ends,
            self.members,
            self.watchers,
        )
        parts = self._split(pieces, ctx)
        readings: list[tuple[_Part, Reading]] = []
        prior: frozenset[str] = frozenset()
        for part in parts:
            raw = text if len(parts) == 1 else ctx.words(pieces[part.start : part.end])
            reading = read(pieces[part.start : part.end], raw, ctx, asked=part.asked, prior=prior)
            readings.append((part, reading))
            prior = reading.domains or prior
        readings = _cover_ends_told(_modes_switched(readings, pieces, ctx), pieces, ctx)
        commands = [self._asked_of_sibling(c) for c in _combine(readings, ctx)]
        commands = [in_steps(c, self.stepped_fans, self.home, self.vocabulary) for c in commands]
        set_speed = self.lexicon.phrase("fan_speed", output_language)
        tiers, asking = self.lexicon.speed_tiers, self._query_words
        said = (self.home, output_language, self.lexicon)
        commands = [
            at_speed(c, tiers, self.home, self.vocabulary, set_speed, asking) for c in commands
        ]
        commands = [value_not_room(water_heater_switched(c, self.home)) for c in commands]
        commands = water_warmed(boosted(commands, *said), *said)
        commands = [climate_fan(c, self.vocabulary, self.home) for c in commands]
        commands = [_names_of_the_home(c, self.vocabulary, self.home) for c in commands]
        commands = _job_carried_on([self._by_job(c, output_language) for c in commands])
        commands = sent_back(commands, self.job_devices, output_language)
        commands = _all_armed(commands, self.lexicon, self.vocabulary, output_language, text)
        commands = one_arming(commands, self.lexicon.phrase("arm", output_language))
        commands = [self.readings.asked_of(c, self._query_words) for c in commands]
        commands = [air_asked(c, self.lexicon.phrase("query", output_language)) for c in commands]
        commands = scaled_all(commands, text, output_language)  # "暗一半": :mod:`.multiples`
        if len(commands) == 1:
            commands = [self._unlisted(commands[0], text, output_language)]
        if not commands:
            return [_unknown(text, 0.2, "no action and no target recognised", *issues)]
        if issues:
            commands[0] = replace(commands[0], issues=(*commands[0].issues, *issues))
        if pinyin:
            commands = [replace(c, confidence=min(c.confidence, HEARD_SURENESS)) for c in commands]
        return commands

    def _asked_of_sibling(self, command: Command) -> Command:
        """A question of what a device measures, put to its sibling sensor (:mod:`.siblings`),
        or, of a device that measures nothing, to the sensor of its room."""
        key = phrase_key(command.name_hint or "")
        named = self.vocabulary.kinds_named(key)
        command = asked_of_sibling(command, self.siblings, named, self._query_words)
        if command.action in self._query_words:
            command = asked_of_device(command, named, self.home)
        temperature = command.action in self.lexicon.say.get("query_temperature", {}).values()
        if command.action not in self._query_words and not temperature:
            return command
        ids = self.vocabulary.entities_named(key)
        return asked_beside(command, command.raw, self.home, ids, self.lexicon.table, temperature)

    def _by_job(self, command: Command, language: str) -> Command:
        """The command with the job it says read as its device (:func:`.jobs.with_job`); a
        question of what a sensor measures ("还要洗多久": a remaining time) keeps asking that,
        of the sibling sensor of the device that does the job."""
        done = with_job(command, self.lexicon.jobs, self.job_devices, language)
        asked = command.type_hint in MEASURING and command.device_class is not None
        if done is command or not asked or done.action not in self._query_words:
            return done
        measured = replace(done, type_hint=command.type_hint, device_class=command.device_class)
        return self._asked_of_sibling(measured)

    def _unlisted(self, command: Command, text: str, language: str) -> Command:
        """A value no device lists kept as the setting said (:func:`.options.unlisted_value`)."""
        if command.action in self._query_words or command.references:
            return command
        name = phrase_key(command.name_hint or "")
        named = self.vocabulary.domains_named(name)
        domains = named if command.type_hint in (None, UNKNOWN_TYPE) else {command.type_hint}
        if not domains:
            return command
        return unlisted_value(
            command,
            text,
            (domains, set(self.vocabulary.entities_named(name))),
            self.option_fields,
            (self.vocabulary.table, self.lexicon.table),
            self.lexicon.phrase("set", language),
            _mode_words(self.lexicon),
        )

    def _split(self, pieces: list[Piece], ctx: Context) -> list[_Part]:
        """Cut the utterance where one request ends and the next begins.

        "然后/then" and sentence ends always cut. "和/and/，" cut only when both sides say an
        action ("关灯和打开空调"), or when both sides name a device and only one of them says
        the action ("打开客厅灯和卧室灯", "电视和音箱都关掉"); "打开客厅和卧室的灯" stays one
        command.
        """
        items = scan(pieces, ctx).items
        # (item index, cuts always, separator, the cut item is a separator and belongs to no part)
        cuts: list[tuple[int, bool, str, bool]] = []
        for index, item in enumerate(items):
            if isinstance(item, Hit) and item.has(Kind.SEPARATOR) and not item.has(Kind.ENTITY):
                cuts.append((index, "always" in item.payloads(Kind.SEPARATOR), item.key, True))
        cuts = sorted(cuts + [(index, True, "", False) for index in run_on_starts(items)])
        if not cuts:
            return [_Part(0, len(pieces))]

        spans = item_spans(items)
        parts: list[_Part] = []
        begin = 0  # item index where the current part starts
        joined = False  # the current part was split off by a device name
        told = False  # the current part is a command said after a question
        for n, (index, always, key, consumed) in enumerate(cuts):
            left = items[begin:index]
            following = cuts[n + 1][0] if n + 1 < len(cuts) else len(items)
            right = items[index + 1 : following]
            by_name = backward = False
            asked_then_told = has_action(right) and _asks(left, of_a_target=True)
            asked_then_told = asked_then_told and not _asks(right)
            if not always:
                cut, by_name, backward = _cut_at_and(left, right, joined, ctx)
                remark = _a_remark(items, pieces, spans, index + 1, following)
                if not (cut or asked_then_told or remark):
                    continue
            if left:
                parts.append(
                    _Part(
                        spans[begin][0],
                        spans[index - 1][1],
                        asked=key == "?",
                        joined_by_name=joined,
                        takes_next_action=backward,
                        told_after_asking=told,
                        remark=_a_remark(items, pieces, spans, begin, index),
                    )
                )
            elif key == "?" and parts:
                parts[-1].asked = True
            elif not parts:
                consumed = False  # "also the study": a first word carries the last request on
            begin, joined, told = index + consumed, by_name, asked_then_told
        if begin < len(items):
            parts.append(
                _Part(
                    spans[begin][0],
                    spans[-1][1],
                    joined_by_name=joined,
                    told_after_asking=told,
                    remark=_a_remark(items, pieces, spans, begin, len(items)),
                )
            )
        return parts or [_Part(0, len(pieces))]


def _a_remark(
    items: Sequence[Item],
    pieces: Sequence[Piece],
    spans: Sequence[tuple[int, int]],
    first: int,
    end: int,
) -> bool:
    """Whether the items from ``first`` to ``end`` (item indices) are a remark about someone
    (:data:`_ABOUT_SOMEONE`: "Zoe's asleep", "nobody's in"), not a device or room of theirs:
    the possessive is no part of a name and no device, kind or room is said right after it."""
    if first >= end:
        return False
    said = " ".join(p.surface for p in pieces[spans[first][0] : spans[end - 1][1]])
    if not _about_someone(said):
        return False
    for n in range(first, end):
        start, stop = spans[n]
        if any(p.surface.endswith("'s") for p in pieces[start:stop]):
            if stop - start > 1:
                return False  # a name that holds it ("Mia's Lamp")
            after = items[n + 1] if n + 1 < end else None
            return not (isinstance(after, Hit) and any(after.has(k) for k in OWNER_KEPT_BY))
    return True  # "I'm", "we're": a person said by a pronoun


def _cut_at_and(
    left: Sequence[Item], right: Sequence[Item], joined: bool, ctx: Context
) -> tuple[bool, bool, bool]:
    """Whether "and" / "," parts two requests, and whether by a device's name said after the
    verb ("打开客厅灯和卧室灯") or before it ("电视和音箱都关掉"). A part itself split off by
    its name goes on down a list as the side with the verb did ("switch off the desk lamp,
    the aquarium and the geyser")."""
    if _only_a_tag(right, ctx):
        return False, False, False  # "the fan isn't on, is it": the tag asks the clause before
    acts = _acts_or_asks(left) or _opens_with_a_job(left, ctx), _acts_or_asks(right)
    different = _two_devices(left, right, ctx)
    by_name = (acts[0] or joined) and not acts[1] and different
    backward = acts == (False, True) and different
    return all(acts) or by_name or backward, by_name, backward


def _only_a_tag(items: Sequence[Item], ctx: Context) -> bool:
    """Whether a side after "," is only a tag question ("…, is it", "…, are they", "…,
    didn't I", "…, right?"): a question opener or a tag, then a pronoun at most, no device,
    place or verb of its own. It asks the clause before it, and parts nothing."""
    said = [i for i in items if i.key not in PUNCTUATION]
    if not said or len(said) > 2 or has_action(items):
        return False
    asking = (Kind.QUERY_OPENER, Kind.QUERY_FINAL, Kind.QUERY)
    head, rest = said[0], said[1:]
    tag = head.key in ctx.lexicon.question_tags
    tag = tag or isinstance(head, Hit) and any(head.has(k) for k in asking)
    return tag and all(isinstance(i, Hit) and i.has(Kind.REFERENCE) for i in rest)


def _opens_with_a_job(items: Sequence[Item], ctx: Context) -> bool:
    """Whether an English side opens with the verb of a job ("water the beds and the lawn"):
    read as a job, not an action word, it still says what the devices after it do."""
    said = [i for i in items if not (isinstance(i, Hit) and i.has(Kind.FILLER))]
    # The verb, maybe with its article ("water the"); "water heater" is a name, not the job.
    first = said[0].key.split(" ") if said else [""]
    word = first[0] if len(first) == 1 or first[1] in ("the", "my", "our", "a") else ""
    return word.isascii() and any(job.verb.fullmatch(word) for job in ctx.lexicon.jobs)


def _acts_or_asks(items: Sequence[Item]) -> bool:
    """Whether a side of "and" / "," is a request of its own: it says an action, or it opens
    with a question word ("turn on the fan, and how warm is it in there", "what's the
    temperature and switch the heating on"): a question beside a command is asked apart. A
    set word that opens questions ("any") gathers devices, not a clause."""
    if has_action(items) or _ends_in_a_state(items):
        return True
    said = [
        i
        for i in items
        if isinstance(i, Hit) and not (i.has(Kind.FILLER) and not i.has(Kind.QUERY_OPENER))
    ]
    first = said[0] if said else None
    # a question's words that open the side ask there too: "…, and tell me the humidity"
    opens = (Kind.QUERY_OPENER, Kind.QUERY_TEMPERATURE, Kind.QUERY)
    if first is None or not any(first.has(k) for k in opens):
        return False
    gathers = True in first.payloads(Kind.QUERY) and not first.has(Kind.SET_OPENER)
    return not gathers


def _asks(items: Sequence[Item], of_a_target: bool = False) -> bool:
    """Whether the items ask something: a question word or a question ending ("是不是",
    "关没关", "…吗", "有没有"); ``of_a_target``: and a device word, a name or a room (not a
    filler's "那个什么")."""
    hits = [i for i in items if isinstance(i, Hit)]
    # an English tag asks only where it ends the side ("…, right"), not in "the right lamp"
    asks = any(
        h.has(Kind.QUERY) or h.has(Kind.QUERY_FINAL) and (has_cjk(h.key) or h is hits[-1])
        for h in hits
    )
    targets = _PLACES | {Kind.ENTITY, Kind.TYPE}
    asks = asks and not rhetorical(hits)  # "怎么那么吵呢，…": a complaint, then its remedy
    return asks and (not of_a_target or any(h.has(k) for h in hits for k in targets))


def _two_devices(left: Sequence[Item], right: Sequence[Item], ctx: Context) -> bool:
    """Whether the two sides of "和/and" are about two devices, however the second is said:
    by its own name or kind, by the first or last words of its name (round 12, follow-ups),
    or by a word or two of its name after an article (round 12, household lists)."""
    return (
        _different_devices(left, right, ctx)
        or _a_device_and_part_of_a_name(left, right, ctx)
        or _shortened_name(left, right, ctx)
    )


def _different_devices(left: Sequence[Item], right: Sequence[Item], ctx: Context) -> bool:
    """Whether two sides of "和/and" name different devices: two names of the home, or two
    kinds ("投影仪和功放"); "窗帘和纱帘都打开" names one kind, read as one set."""
    kinds = device_kinds(left, ctx), device_kinds(right, ctx)
    if not all(kinds):
        return False
    if has_name(left) and has_name(right) or kinds[0].isdisjoint(kinds[1]):
        return True
    # "the floor lamp and the chandelier": kind words that are each one device's whole name;
    # "the ceiling light and the lamp in the den": names that several rooms share, but no
    # device has both, so they are two devices (of the room said after them) unless a word
    # gathers them into one set ("窗帘和纱帘都打开")
    named = _entities_named(left, ctx), _entities_named(right, ctx)
    gathered = any(isinstance(i, Hit) and i.key in ctx.lexicon.together for i in right)
    if not named[1] and has_name(left):
        # "the bar sconces and pot lights": a kind word after a device's name, that only
        # a few other devices' names hold, is those devices, not more of that device's kind
        named = named[0], _named_by_kind_word(right, ctx)
    return all(named) and named[0].isdisjoint(named[1]) and not gathered


_FEW_NAMED: Final = 2
"""At most this many devices' names hold a one-word kind word that stands for them (a kind
word of two words, "can light", is specific whatever the count)."""


def _named_by_kind_word(items: Sequence[Item], ctx: Context) -> set[str]:
    """The devices whose names hold the side's one kind word, when it is specific enough to
    stand for them (:data:`_FEW_NAMED`); empty otherwise."""
    kinds = [i for i in items if isinstance(i, Hit) and i.has(Kind.TYPE)]
    if len(kinds) != 1:
        return set()
    named = ctx.home.words.named_by(kinds[0].key)
    compound = " " in kinds[0].key
    return named if compound or len(named) <= _FEW_NAMED else set()


_ONES: Final = frozenset({"one", "ones"})


def _a_device_and_part_of_a_name(left: Sequence[Item], right: Sequence[Item], ctx: Context) -> bool:
    """Whether one side of "and" names a device and the other only words that begin or end a
    name of the home ("the spotlights and the strip", "the sheer and the curtain"): two
    devices, the second said by part of its name."""
    kinds = device_kinds(left, ctx), device_kinds(right, ctx)
    if bool(kinds[0]) == bool(kinds[1]):
        return False
    partial = right if kinds[0] else left
    if any(isinstance(i, Hit) and i.has(Kind.QUERY) for i in partial):
        return False
    # "the plant one": "one" stands for the device, its words are the rest
    words = [
        i for i in partial if not isinstance(i, Hit) and i.kind == "word" and i.key not in _ONES
    ]
    return bool(words) and begins_or_ends_a_name(ctx.home, join(words))


def _shortened_name(left: Sequence[Item], right: Sequence[Item], ctx: Context) -> bool:
    """Whether the side after "and" is a device said by a word or two of its name that no rule
    knows, after a side that names a device ("switch off the hall lamp and the bubbler", "the
    desk lamp and the aquarium"): the second of two devices is often said short. It is an
    article and the words alone, the words in the home's names but not the first device's."""
    if not device_kinds(left, ctx) or len(right) < 2 or not after_article(right[:1]):
        return False
    words = right[1:]
    if len(words) > _SHORT_NAME_WORDS or any(
        not isinstance(w, Piece) or w.kind != "word" for w in words
    ):
        return False
    named = ctx.home.words.named_by(" ".join(w.key for w in words))
    return bool(named) and named.isdisjoint(_entities_named(left, ctx))


def _entities_named(items: Sequence[Item], ctx: Context) -> set[str]:
    """The entities the items name by a whole name or alias."""
    return {
        entity
        for item in items
        if isinstance(item, Hit) and item.has(Kind.ENTITY)
        for entity in ctx.home.entities_named(item.key)
    }


def _all_armed(
    commands: list[Command], lexicon: Lexicon, vocabulary: HomeVocabulary, language: str, text: str
) -> list[Command]:
    """:func:`_armed` on each command; the mode of an alarm may be said in a clause of its own
    ("…, we're off on holiday"), so one command reads the whole text."""
    whole = len(commands) == 1
    return [_armed(c, lexicon, vocabulary, language, text if whole else c.raw) for c in commands]


def _armed(
    command: Command, lexicon: Lexicon, vocabulary: HomeVocabulary, language: str, text: str
) -> Command:
    """An alarm panel armed in the mode said in ``text`` (:func:`.kind_verbs.armed_as`)."""
    command = _panel_of_arming(command, lexicon, vocabulary, language)
    said = {lexicon.phrase(a, language): a for a in ("arm", "set", "turn_on", "activate", "start")}
    action = said.get(command.action or "")
    named = vocabulary.domains_named(phrase_key(command.name_hint or ""))
    domains = named if command.type_hint in (None, UNKNOWN_TYPE) else {command.type_hint}
    mode = armed_as(action, domains, normalize(text), lexicon.arming)
    if mode is None or mode == action:
        return command
    # The words of the mode are no name ("we're staying in"): a guessed name goes, and so
    # does a scene named for the mode when the panel is what is armed ("外出模式的安防").
    return replace(
        command,
        action=lexicon.phrase(mode, language),
        resolved_services=lexicon.services.get(mode, frozenset()),
        name_hint=command.name_hint if "alarm_control_panel" in named else None,
        type_hint="alarm_control_panel",
        # "夜间模式" is the panel's mode here, no preset of another device's, and "离家模式"
        # no option of a select's (a house-mode select lists the same words)
        params={
            k: v for k, v in command.params.items() if not k.endswith("_mode") and k != "option"
        },
    )


def _panel_of_arming(
    command: Command, lexicon: Lexicon, vocabulary: HomeVocabulary, language: str
) -> Command:
    """A verb only an alarm panel takes (布防, 撤防, arm, disarm and the modes) is said to the
    home's panel: the words of its mode beside it ("在家布防", "出门布防", "…布防模式") are
    no device, no state and no setting of another device's, whatever else they mean."""
    actions = {lexicon.phrase(a, language): a for a in ARMING_ACTIONS}
    if command.action not in actions or "alarm_control_panel" not in vocabulary.domains:
        return command
    named = vocabulary.domains_named(phrase_key(command.name_hint or ""))
    if named - {"alarm_control_panel", *RUN}:
        return command  # a device of its own named ("把车库门锁撤防"): left to retrieval
    named &= {"alarm_control_panel"}  # a scene named for the mode ("出门") is no panel
    plain = not command.params and not command.references and (named or not command.name_hint)
    if command.type_hint == "alarm_control_panel" and plain:
        return command  # else a scene or script named for the time ("起床了，撤防") goes too
    return replace(
        command,
        name_hint=command.name_hint if named else None,
        type_hint="alarm_control_panel",
        device_class=None,
        params={},
        references=(),
    )


def _combine(readings: list[tuple[_Part, Reading]], ctx: Context) -> list[Command]:
    """Turn the parts' readings into the utterance's commands.

    A part that only holds a condition gates the next command; a part that only says an action
    ("关灯然后打开") acts on the previous command's target; a part split off by a device name
    ("…和卧室灯") takes the previous action; parts with nothing in them are dropped.
    """
    commands: list[Command] = []
    pending_conditions: tuple[Condition, ...] = ()
    previous: Reading | None = None
    for at, (part, reading) in enumerate(readings):
        command = reading.command
        if part.takes_next_action and not reading.has_action:
            command = _with_next_action(command, [r for _, r in readings[at + 1 :]])
        if reading.only_condition:
            pending_conditions += command.conditions
            continue
        empty = not reading.has_action and not reading.has_target and not command.conditions
        if empty and len(readings) > 1:
            continue
        if _a_reason(reading, part.remark, [r for _, r in readings if r is not reading], ctx):
            continue  # "下班回来了，把空调打开": the reason for the command, not one of its own
        if _leads(command, reading, [r for _, r in readings[at + 1 :]]):
            continue
        if pending_conditions:
            command = replace(command, conditions=(*pending_conditions, *command.conditions))
            pending_conditions = ()
        command, answers = _after_previous(command, part, reading, previous, ctx)
        if answers:
            commands.pop()  # "…是不是还开着，关掉": the question was the command's reason
        joined = part.joined_by_name or (at > 0 and readings[at - 1][0].takes_next_action)
        if joined and commands:
            commands[-1], command = _share_scope(commands[-1], command, ctx)
            commands[-1] = _of_the_kind_after(commands[-1], command, ctx)
        elif commands:
            command = _room_carried(commands[-1], command, ctx)
        commands.append(command)
        previous = _as_told(reading, command, previous)
    if pending_conditions and commands:
        last = commands[-1]
        commands[-1] = replace(last, conditions=(*last.conditions, *pending_conditions))
    return _unknown_if_empty(commands)


def _a_reason(reading: Reading, remark: bool, others: Sequence[Reading], ctx: Context) -> bool:
    """Whether a part is only the reason of a command said beside it: an activity ("下班回来了，
    把空调打开"), a ``remark`` about someone that says no action ("…, Zoe's asleep"), or an
    English feeling with no device, room or pronoun of its own beside a command that says its
    verb and its device ("switch the heater off, the water is hot now")."""
    if reading.context_only:
        return any(r.has_action for r in others)
    said = reading.command
    if not said.raw.isascii():
        return False
    if remark and not reading.has_action:
        return any(r.has_action and _own_target(r.command) for r in others)
    if said.name_hint or said.scope_include or said.references:
        return False
    if not _said_as(said, Kind.FEELING, ctx) or _said_as(said, Kind.ACTION, ctx):
        return False
    return any(_said_as(r.command, Kind.ACTION, ctx) and _own_target(r.command) for r in others)


# A clause about someone: its subject a person or people, its verb "is" or "has" ("Zoe's
# asleep", "we're off out", "nobody's in"). Not "it's", "that's", "there's" (a thing or a place
# may be the command's own target: "the lamp's on, …"; "what's" asks).
_ABOUT_SOMEONE: Final = re.compile(
    r"^(?:(?:no )?(?!(?:it|that|there|here|what|where|who|how|let|this)'s)[a-z]+'s"
    r"|i'm|i am|we're|we are|they're|they are|you're)\s",
)


def _about_someone(raw: str) -> bool:
    """Whether a part opens with a person and "is" or "has" (:data:`_ABOUT_SOMEONE`)."""
    return _ABOUT_SOMEONE.match(raw.strip().casefold().replace("’", "'")) is not None


def _names_the_home(parser: LocalParser, words: list[str]) -> bool:
    """Whether some of the words are a word of the home's names, or a room or place word
    (:func:`.purposes.without_purpose`: "for the lounge" is where, not for whom)."""
    tables = (parser.vocabulary.table, parser.lexicon.table)
    return any(
        parser.vocabulary.words.named_by(word)
        or any(kind in _PLACES for table in tables for kind, _ in table.get(phrase_key(word)))
        for word in words
    )


def _mode_words(lexicon: Lexicon) -> frozenset[str]:
    """The English option words that name a mode ("eco", "turbo", "sleep"), not a level said of
    brightness and volume as much ("on low"): :func:`.options.unlisted_value`."""
    said = frozenset(w for group in lexicon.option_groups for w in group if w.isascii())
    return said - _LEVEL_WORDS


def _said_as(command: Command, kind: Kind, ctx: Context) -> bool:
    """Whether the word the command's action was read from is a word of that kind."""
    word = command.evidence.get("action")
    return word is not None and any(k == kind for k, _ in ctx.lexicon.table.get(phrase_key(word)))


def _as_told(reading: Reading, command: Command, previous: Reading | None) -> Reading:
    """A part as the next part continues it: one that took the action before it carries that
    action on down a list ("the geyser, the lamp and the aquarium off")."""
    if previous is None or reading.has_action or command.action is None:
        return reading
    return replace(reading, command=command, action_id=previous.action_id)


def _lead_in(command: Command, reading: Reading, following: Sequence[Reading]) -> bool:
    """Whether a part that says nothing but a pronoun ("I was just thinking, since it's late,
    …") is the lead-in of a request said after it with its own action and device: it refers to
    nothing, so it is no follow-up of its own (which would act on the last device talked of)."""
    said = command.name_hint or command.type_hint or command.scope_include or command.params
    if reading.has_action or said or command.conditions or not command.references:
        return False
    return any(r.has_action and _own_target(r.command) for r in following)


# Verbs that start a thing, said alone before what they start ("开启一下，夜间布防").
_LEADING_VERBS: Final = frozenset({"turn_on", "start", "activate"})
# What such a verb leads to: a thing run or an alarm's mode, said as its own verb.
_LED_TO: Final = frozenset({"activate", *ARMING_ACTIONS})


def _leads(command: Command, reading: Reading, following: Sequence[Reading]) -> bool:
    """Whether a part only leads into the next: a pronoun's (:func:`_lead_in`) or a starting
    verb's (:func:`_lead_verb`)."""
    return _lead_in(command, reading, following) or _lead_verb(
        reading, following[0] if following else None
    )


def _lead_verb(reading: Reading, following: Reading | None) -> bool:
    """Whether a part that says only a starting verb leads the next part, which says what is
    started in a verb of its own (an alarm armed or disarmed, a scene run): one command, not
    a second that switches on the last device talked of."""
    command = reading.command
    said = _own_target(command) or command.params or command.conditions
    if following is None or said or reading.action_id not in _LEADING_VERBS:
        return False
    return following.action_id in _LED_TO and _own_target(following.command)


def _own_target(command: Command) -> bool:
    """Whether a command names what it acts on (a name, a kind or a room), not a pronoun."""
    return bool(command.name_hint or command.type_hint or command.scope_include)


def _after_previous(
    command: Command, part: _Part, reading: Reading, previous: Reading | None, ctx: Context
) -> tuple[Command, bool]:
    """The command as the part before it leaves it, and whether it replaces that part's
    question (:func:`_answers_own_question`)."""
    if previous is None:
        return command, False
    if _answers_own_question(part, reading, previous) or _sounded_when_asked(reading, previous):
        return _told_of_asked(command, previous.command), True
    if reading.has_action and _remarks_a_state(previous):
        # "风扇吹了一下午了，关掉", "the X is still on, switch it off": the state told is the
        # reason, one command on its device. A command naming a device of its own after a
        # state for a span is that one; after a remark of the state now, both stand.
        told = previous.command
        own = bool(command.name_hint or command.scope_include)
        own = own or command.type_hint not in (None, UNKNOWN_TYPE, told.type_hint)
        own = own or command.device_class not in (None, told.device_class)  # a gate, not the garage
        if not own:
            return _told_of_asked(command, told), True
        if _state_for_a_span(told):
            return command, True
    return _continued(command, part, reading, previous, ctx), False


# How long a device has been in a state, told after its verb ("吹了一下午了", "亮了一夜",
# "开咗成日", "been on all night"): the perfective and a span of time, never a duration asked
# for ("开两个小时" has no 了).
_STATE_FOR_A_SPAN: Final = re.compile(
    r"(?:了|咗)(?:足|整整|一整|整|成|大半|好几|好|很|半|\d+|[一两二三四五六七八九十几]+)?个?"
    r"(?:天|日|晚上|晚|夜|小时|钟头|钟|上午|下午|礼拜|星期|久)"
    r"|\bbeen (?:on|off|running|going|playing|open)\b"
)


def _state_for_a_span(command: Command) -> bool:
    """Whether a part tells how long its device has been in a state (:data:`_STATE_FOR_A_SPAN`)
    rather than asks for a change (a span read as a value, "大半天", does not make it one).

    >>> _state_for_a_span(Command(action="打开", raw="热水器烧了一上午了"))
    True
    >>> _state_for_a_span(Command(action="打开", raw="热水器烧两个小时"))
    False
    """
    if command.conditions:
        return False
    return bool(_STATE_FOR_A_SPAN.search((command.raw or "").casefold()))


def _continued(
    command: Command, part: _Part, reading: Reading, previous: Reading, ctx: Context
) -> Command:
    """A part that says only an action takes the previous target ("关灯然后打开"); one split off
    by a device name takes the previous action ("打开客厅灯和卧室灯")."""
    if reading.has_action and not reading.has_target:
        prior = previous.command
        return replace(
            command,
            name_hint=prior.name_hint,
            type_hint=prior.type_hint,
            device_class=prior.device_class,
            quantifier=prior.quantifier,
            scope_include=prior.scope_include,
            scope_exclude=prior.scope_exclude,
            references=prior.references,
            issues=(*command.issues, "target taken from the previous command"),
        )
    if not reading.has_action and (part.joined_by_name or _goes_on(reading, previous)):
        return replace(
            _of_the_kind_before(command, previous.command, ctx),
            action=previous.command.action,
            resolved_services=previous.command.resolved_services,
            confidence=min(previous.command.confidence, 0.85),
            issues=(*command.issues, _ACTION_TAKEN),
        )
    return command


_ACTION_TAKEN: Final = "action taken from the previous command"


def _job_carried_on(commands: list[Command]) -> list[Command]:
    """ "water the roses and the hedge": a device that took the action of the one before it,
    when that one's action is its job's (read after the list was parted), takes the job's."""
    out: list[Command] = []
    for command in commands:
        prior = out[-1] if out else None
        if prior is not None and command.action is None and _ACTION_TAKEN in command.issues:
            command = replace(
                command, action=prior.action, resolved_services=prior.resolved_services
            )
        out.append(command)
    return out


def _of_the_kind_before(command: Command, prior: Command, ctx: Context) -> Command:
    """ "…and the garden one": a device said by a word of its name and "one" is of the kind of
    the device before it (the word alone may begin names of other kinds), when a device of
    that kind is named by the word."""
    unknown = (None, UNKNOWN_TYPE)
    said_one = not _ONES.isdisjoint(command.raw.casefold().split())
    if not said_one or command.name_hint is None or command.type_hint not in unknown:
        return command
    named = ctx.home.words.named_by(command.name_hint)
    if prior.type_hint in unknown or not any(e.startswith(f"{prior.type_hint}.") for e in named):
        return command
    return replace(command, type_hint=prior.type_hint, device_class=prior.device_class)


def _of_the_kind_after(first: Command, second: Command, ctx: Context) -> Command:
    """ "the porch and hall lamps": a name word listed before a kind word said once is of that
    kind (the word alone may name a device of another kind too, a plug beside the lamp), when a
    device of the kind is named by the word; a plural kind word reaches every such device."""
    kind = second.type_hint
    if kind in (None, UNKNOWN_TYPE) or first.type_hint == kind or _named(first):
        return first
    own_room = not first.scope_include and _room_leads(second)  # the second's, said as a name
    if first.scope_include != second.scope_include and not own_room:
        return first  # a room of its own: "the kitchen lamp and the heater" keeps its reading
    if _kind_in_rooms(first.type_hint, second.scope_include, ctx):
        return first  # "the fan and the lamp in the den": the den has a fan of its own
    words = (first.raw or "").casefold().split()
    word = words[-1].strip(",.!?") if words else ""
    named = ctx.home.words.named_by(word) if word.isalpha() else set()
    if not any(e.startswith(f"{kind}.") for e in named):
        return first
    return replace(
        first,
        name_hint=word,
        type_hint=kind,
        device_class=second.device_class,
        quantifier=second.quantifier if second.quantifier == "all" else first.quantifier,
        issues=(*first.issues, "kind taken from the word after the list"),
    )


def _kind_in_rooms(domain: str | None, rooms: Sequence[str], ctx: Context) -> bool:
    """Whether the rooms said have a device of the kind (a kind word said for what it is)."""
    if domain in (None, UNKNOWN_TYPE) or not rooms:
        return False
    places = {ctx.home.area_named(phrase_key(room)) for room in rooms}
    return None not in places and bool(ctx.home.count_in({p for p in places if p}, domain))


def _goes_on(reading: Reading, previous: Reading) -> bool:
    """Whether a part that names a device and says no verb carries the command before it on
    ("…, then the hall lamp", "…，然后加湿器"): "then", "and also" and a sentence end cut always,
    so the part was not split off by its name, but the verb said before holds as much. A
    question before it gives it nothing (a device said after a question is no command)."""
    told = previous.has_action and not (previous.action_id or "").startswith("query")
    return told and reading.has_target


def _answers_own_question(part: _Part, reading: Reading, previous: Reading) -> bool:
    """Whether a command that names no device, room or reference of its own (its verb may
    imply a kind: "锁一下") follows a question of a device's state, and so replaces it: the
    speaker asked, then decided."""
    if not part.told_after_asking or not reading.has_action:
        return False
    said = reading.command
    own = bool(said.name_hint or said.scope_include or said.scope_exclude)
    own = own or bool(said.references and reading.has_target)  # "关掉它" keeps its own reference
    return (previous.action_id or "").startswith("query") and not own


# A remark of a device's state: a form of "to be" or "left" before an end particle said last
# ("the hall lamp is on again", "somebody left the heater running").
_REMARK: Final = re.compile(
    r"\b(?:is|are|was|were|been|left|'s|'re)\b.*\b(?:on|off|open|running)"
    r"(?:\s+(?:still|again|now|all day|all night))?$"
)


def _remarks_a_state(previous: Reading) -> bool:
    """Whether a part before a command only remarks a device's state: as it is now
    (:data:`_REMARK`) or for how long (:func:`_state_for_a_span`). Its end particle would read
    as the opposite action, so it is the command's reason, no command of its own."""
    if not previous.has_target:
        return False
    remark = _REMARK.search(previous.command.raw.casefold().strip(" ,.!")) is not None
    return remark or _state_for_a_span(previous.command)


def _sounded_when_asked(reading: Reading, previous: Reading) -> bool:
    """Whether a bid for a device to make itself heard, naming none of its own, follows a
    question (where it is): the bid answers it, one command on the device asked of."""
    asked = (previous.action_id or "").startswith("query")
    return asked and reading.action_id == "locate" and not reading.command.name_hint


def _told_of_asked(command: Command, asked: Command) -> Command:
    """The command, on the device or set the question before it asked about."""
    unknown = (None, UNKNOWN_TYPE)
    kind_said = asked.type_hint not in unknown or command.type_hint in unknown
    return replace(
        command,
        name_hint=asked.name_hint,
        type_hint=asked.type_hint if kind_said else command.type_hint,
        device_class=asked.device_class if kind_said else command.device_class,
        quantifier=asked.quantifier,
        scope_include=asked.scope_include,
        scope_exclude=asked.scope_exclude,
        references=asked.references,
        issues=(*command.issues, "target taken from the question before it"),
    )


# A climate's mode word said before "on" / "off" and nothing else ("…, heat off", "cool on please"):
# the word names the heating (as "the heating on" does) and the particle switches it; a mode is
# set when the particle comes first ("set it on heat") or a device is said.
_SWITCHED: Final = {"on": "turn_on", "off": "turn_off"}


def _modes_switched(
    readings: list[tuple[_Part, Reading]], pieces: list[Piece], ctx: Context
) -> list[tuple[_Part, Reading]]:
    """Clauses of a mode word and "on" / "off" alone, told as switching the climate."""
    out: list[tuple[_Part, Reading]] = []
    for part, reading in readings:
        switch = None
        if reading.action_id == "hvac_mode" and not part.asked:
            switch = _mode_then_switch(scan(pieces[part.start : part.end], ctx).items)
        if switch is not None:
            command = replace(
                reading.command,
                action=ctx.lexicon.phrase(switch, ctx.language),
                resolved_services=ctx.lexicon.services.get(switch, frozenset()),
                type_hint="climate",
                params={},
                references=(),
                issues=(*reading.command.issues, "a mode word switched on or off: the climate"),
            )
            reading = replace(
                reading, command=command, action_id=switch, domains=frozenset({"climate"})
            )
        out.append((part, reading))
    return out


def _mode_then_switch(items: Sequence[Item]) -> str | None:
    """The switching of "<mode word> on/off" when the clause says only that (and fillers)."""
    said = [
        i
        for i in items
        if not (isinstance(i, Piece) and i.key in PUNCTUATION)
        and not (
            isinstance(i, Hit) and i.entries and all(k in _AFTER_THE_END for k, _ in i.entries)
        )
    ]
    if len(said) != 2 or not (isinstance(said[0], Hit) and said[0].has(Kind.HVAC)):
        return None
    last = said[1]
    if not (isinstance(last, Hit) and last.has(Kind.PARTICLE)):
        return None
    return _SWITCHED.get(last.key)


# Where a cover ends up, said as the only verb of a clause ("…, awning down", "…, the sheer
# closed"): the move that takes it there. "closed" alone asks ("the sheer closed?"), but not
# among commands; "drawn" is closed, as "draw the curtains" is.
_COVER_ENDS: Final = {
    "closed": "close",
    "shut": "close",
    "down": "close",
    "drawn": "close",
    "open": "open",
    "opened": "open",
    "up": "open",
}
# A lock said with the state it is to be in ("…, the side door locked"), as a cover with its end.
_LOCK_ENDS: Final = {"locked": "lock", "unlocked": "unlock"}
# A Chinese clause of a device and 开着 / 关着 ("…，风扇开着") among commands: kept on or off.
_KEPT: Final = {"开着": "turn_on", "关着": "turn_off"}
_ENDS_OF: Final = {
    "cover": {**_COVER_ENDS, "开着": "open", "关着": "close"},
    "lock": _LOCK_ENDS,
    **{d: _KEPT for d in ("light", "switch", "fan", "climate", "media_player", "humidifier")},
}
# What may follow the word of the end in its clause ("…, awning down please", "the sheer shut
# too": "too" is also a complaint's cue, "please" a request; the comma of a list's last "…, and"
# stays with the clause before it: "lights on, the blind closed, and the heat on").
_AFTER_THE_END: Final = frozenset({Kind.FILLER, Kind.ALSO, Kind.REQUEST, Kind.CUE, Kind.SEPARATOR})
# What makes a clause more than a cover and where it ends up: a verb, a change, a question word.
_NOT_ONLY_AN_END: Final = (
    Kind.ACTION, Kind.RELATIVE, Kind.PARTICLE, Kind.QUERY, Kind.QUERY_OPENER, Kind.QUERY_FINAL,
)  # fmt: skip


def _cover_ends_told(
    readings: list[tuple[_Part, Reading]], pieces: list[Piece], ctx: Context
) -> list[tuple[_Part, Reading]]:
    """Clauses that say a cover and where it ends up, among clauses that command ("heater off
    and the shades down", "switch the kettle on, the sheer closed"), told as the move there: the
    sentence commands, so the end is wished, not asked (a "?" or a question word still asks)."""
    if len(readings) < 2:
        return readings
    own = [_end_told(part, reading, pieces, ctx) for part, reading in readings]
    # A clause commands when it says a verb; a list of devices each said with the state it is
    # to be in ("the yard gate shut, the side door locked") commands as a whole, but one
    # state said of a bare list ("blind and sheer closed") asks, as it does of one cover.
    verbs = [r.has_action and not (r.action_id or "").startswith("query") for _, r in readings]
    source = _ends_shared(readings, own)
    out: list[tuple[_Part, Reading]] = []
    for at, (part, reading) in enumerate(readings):
        mine = source[at]
        commanding = any(v for n, v in enumerate(verbs) if n != at) or any(
            own[n] for n in range(len(readings)) if source[n] != mine
        )
        end = own[mine] if mine is not None and commanding else None
        if end is not None:
            command = replace(
                reading.command,
                action=ctx.lexicon.phrase(end, ctx.language),
                resolved_services=ctx.lexicon.services.get(end, frozenset()),
                issues=(*reading.command.issues, "where the cover ends up, told among commands"),
            )
            reading = replace(reading, command=command, action_id=end)
        out.append((part, reading))
    return out


def _ends_shared(readings: list[tuple[_Part, Reading]], own: list[str | None]) -> list[int | None]:
    """For each clause, the clause whose end it takes: its own, or, for a cover said bare
    before another's end ("…, the curtain and the sheer closed"), the next one's, instead of
    the verb said before it."""
    source: list[int | None] = [at if end else None for at, end in enumerate(own)]
    for at in range(len(readings) - 2, -1, -1):
        part, reading = readings[at]
        bare = not part.asked and not reading.has_action and reading.command.action is None
        same = bool(reading.domains) and reading.domains == readings[at + 1][1].domains
        if source[at] is None and bare and same:
            source[at] = source[at + 1]
    return source


def _end_told(part: _Part, reading: Reading, pieces: list[Piece], ctx: Context) -> str | None:
    """The move a clause of one cover or lock and its end state says, unless it is asked."""
    if part.asked or len(reading.domains) != 1:
        return None
    (domain,) = reading.domains
    ends = _ENDS_OF.get(domain)
    if ends is None:
        return None
    return _cover_end(scan(pieces[part.start : part.end], ctx).items, ends)


def _ends_in_a_state(items: Sequence[Item]) -> bool:
    """Whether a side of "," / "and" is a device and the state it is to be in ("…, the awning
    up", "the yard gate shut, …"): a request of its own where the list cuts."""
    devices = any(isinstance(i, Hit) and (i.has(Kind.TYPE) or i.has(Kind.ENTITY)) for i in items)
    return devices and any(_cover_end(items, ends) is not None for ends in _ENDS_OF.values())


def _cover_end(items: Sequence[Item], ends: Mapping[str, str] = _COVER_ENDS) -> str | None:
    """The move to the end a clause says last, when nothing but the cover is said before it."""
    said = [i for i in items if not (isinstance(i, Piece) and i.key in PUNCTUATION)]
    while said and said[-1].key not in ends:
        last = said.pop()
        if not isinstance(last, Hit) or any(k not in _AFTER_THE_END for k, _ in last.entries):
            return None
    if not said:
        return None
    before = said[:-1]
    if any(isinstance(i, Hit) and any(i.has(k) for k in _NOT_ONLY_AN_END) for i in before):
        return None
    return ends[said[-1].key]


def _unknown_if_empty(commands: list[Command]) -> list[Command]:
    """A lone part with nothing recognised is an UNKNOWN command carrying the raw text."""
    if len(commands) != 1:
        return commands
    only = commands[0]
    said = only.name_hint or only.scope_include or only.references or only.conditions
    if only.action is None and only.type_hint is None and not said:
        return [replace(only, type_hint=UNKNOWN_TYPE, confidence=min(only.confidence, 0.2))]
    return commands


def _with_next_action(command: Command, following: list[Reading]) -> Command:
    """ "电视和音箱都关掉": the first device takes the action (and settings) said after the
    second one."""
    source = next((r.command for r in following if r.has_action), None)
    if source is None:
        return command
    return replace(
        command,
        action=source.action,
        resolved_services=source.resolved_services,
        params=dict(command.params) or dict(source.params),
        confidence=min(source.confidence, 0.85),
        issues=(*command.issues, "action taken from the next command"),
    )


def _share_scope(first: Command, second: Command, ctx: Context) -> tuple[Command, Command]:
    """ "turn on the lights and fans in the kitchen": a room said once holds for both devices
    when the other names no device of the home (whose own room would conflict), nor one said
    short by words of its name ("the study lamp and the bubbler": the bubbler's
    strip is in the kitchen)."""
    short = bool(second.name_hint) and bool(ctx.home.words.named_by(second.name_hint or ""))
    if first.scope_include and not second.scope_include and not (_named(second) or short):
        return first, replace(second, scope_include=first.scope_include)
    if second.scope_include and not first.scope_include and not _named(first):
        if _room_leads(second):
            return first, second  # "the mirror and guest bath lights": the second's own room
        return replace(first, scope_include=second.scope_include), second
    return first, second


def _room_leads(command: Command) -> bool:
    """Whether a part split off by a device opens with its room, said before its kind word as
    a name does ("…and guest bath lights"): the room is that device's, not the list's."""
    said = (command.raw or "").casefold().removeprefix("the ").strip()
    return any(said.startswith(room.casefold() + " ") for room in command.scope_include)


def _room_carried(previous: Command, command: Command, ctx: Context) -> Command:
    """ "turn off the lights in the study and close the curtains", "把书房的灯关了，窗帘也拉上":
    a request said after one in a room, of a kind of device with no room, name or reference of
    its own, is in that room when the room has such a device (else it stays the home's: "the
    kitchen lights and the TV" where the kitchen has no TV)."""
    if not previous.scope_include or previous.scope_exclude or command.scope_include:
        return command
    if command.scope_exclude or command.references or _named(command):
        return command
    domain = command.type_hint
    if domain in (None, UNKNOWN_TYPE):
        return command
    places = {ctx.home.area_named(phrase_key(room)) for room in previous.scope_include}
    if None in places or not ctx.home.count_in({p for p in places if p}, domain):
        return command
    return replace(
        command,
        scope_include=previous.scope_include,
        area_wide=False,  # "the curtain" is the room's said before, not the satellite's
        issues=(*command.issues, "room taken from the previous command"),
    )


def _names_of_the_home(command: Command, vocabulary: HomeVocabulary, home: Home) -> Command:
    """The name said checked against the home: a setting's stem said with another kind
    (:func:`.vocabulary.stem_of_another_kind`), a misheard name of a device elsewhere than the
    place said (:func:`.vocabulary.heard_name_elsewhere`)."""
    command = stem_of_another_kind(command, vocabulary)
    key = phrase_key(command.name_hint or "")
    heard = bool(key) and any(
        issue.startswith("heard '") and issue.endswith(f" as '{key}'") for issue in command.issues
    )
    return heard_name_elsewhere(command, vocabulary, home, heard)


def _named(command: Command) -> bool:
    """Whether the command names a device of the home (not a kind of device)."""
    said = command.evidence
    return command.name_hint is not None and said.get("name_hint") != said.get("type_hint")


def _unknown(raw: str, confidence: float, *issues: str) -> Command:
    """The command used when nothing usable was parsed: retrieval falls back to the raw text."""
    return Command(type_hint=UNKNOWN_TYPE, raw=raw, confidence=confidence, issues=tuple(issues))


def _language_of(text: str, language: str | None, default: str) -> str:
    """The language of the action phrase: the text's own, else the given one, else the home's."""
    if has_cjk(text):
        return ZH
    if has_latin(text):
        return EN
    if language:
        return ZH if language.casefold().startswith("zh") else EN
    return default
