"""Jobs: "草该剪了", "把碗洗了", "去二楼拖一下地" name the work a device does, not the device
or its service (``jobs`` of ``data/lexicon.json``).

A job is said as a verb and its object, in either order and with words between them, as
Chinese separable verbs are ("割草", "割下草", "草该剪了", "饭煮上", "洗一下衣服"), or as a
verb of its own before an aspect ("吸一下", "拖一拖"). The job names the kinds of device that do
it (a domain, optionally a device class and the words its name holds: the dishwasher's button
"洗碗机启动") and the action that starts it; said after 别/不要/不用 it is the action that stops
it, and asked with 完/好 + a question particle it is a question about that device.

The home decides the device: the first kind of the job the home has, by name when it has one
such device (or the user named it), else by type, for retrieval to place.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Final

from ..home import Entity, Home
from ..ir import IMPLIED_REFERENCE, Command
from ..text import normalize
from .surface import phrase_key

# Characters that may come between a verb and its object: anything but a pause.
_BETWEEN: Final = r"[^\s,.!?;:，。！？；：、]"
# Between an object said first, as the topic, and its verb: a comma too ("草长了，剪剪吧").
_AFTER_TOPIC: Final = r"[^.!?。！？]"
# What follows a verb said alone for it to be the job ("吸一下", "拖一拖", "扫个地", "扫了").
_ASPECT: Final = r"(?:一下|一[^\s，。！？,.!?]|下|个|一遍|了)"
_NEGATION: Final = r"(?:别|不要|不用|甭|不必)"
# A job asked about as done: "扫完了吗", "碗洗好了没", "草割完没有".
_DONE_ASKED: Final = r"(?:完|好)了?(?:吗|没有|没|呢|未)"
# Devices that hold no state to ask about: a question of a job goes to another kind.
_STATELESS: Final = frozenset({"button", "input_button", "scene", "script"})
_CLAUSES: Final = re.compile(r"[,.!?;:，。！？；：、]")
# How long a job still takes is a question of it: "还要洗多长时间".
_HOW_LONG: Final = re.compile(r"多久|多长时间|什么时候|几点")


@dataclass(frozen=True, slots=True)
class JobKind:
    """A kind of device that does a job, and the action that starts it there if not the job's."""

    domain: str
    device_class: str | None = None
    names: tuple[str, ...] = ()
    action: str | None = None
    options: tuple[str, ...] = ()
    """Words of an option that does the job, for a device whose program is chosen (a washer
    dryer's program select lists "烘干"): the job selects that option."""
    asked: bool = False
    """A device that only tells how the job goes (a car charger's status sensor): a question of
    the job goes to it first, and no other action does."""

    def fits(self, entity: Entity) -> bool:
        """Whether an entity of the home is of this kind."""
        if entity.domain != self.domain:
            return False
        if self.device_class and entity.device_class != self.device_class:
            return False
        if self.options and self.option_of(entity) is None:
            return False
        return not self.names or any(w in normalize(n) for w in self.names for n in entity.names)

    def option_of(self, entity: Entity) -> str | None:
        """The option of ``entity`` that does the job, if the kind chooses one."""
        listed = entity.attributes.get("options")
        if not self.options or not isinstance(listed, list):
            return None
        return next((str(o) for o in listed if any(w in str(o) for w in self.options)), None)


@dataclass(frozen=True, slots=True)
class Job:
    """One job of the lexicon, compiled."""

    name: str
    said: re.Pattern[str]
    """The job said: verb … object or object … verb."""
    alone: re.Pattern[str] | None
    """A verb of the job said alone before an aspect ("吸一下")."""
    stopped: re.Pattern[str]
    """The job said after a negation ("别扫了", "先别洗了")."""
    asked: re.Pattern[str]
    """The job asked about as done ("扫完了吗")."""
    verb: re.Pattern[str]
    """Any verb of the job: with a device of the job named, the job ("浇水" + "浇浇")."""
    anyhow: re.Pattern[str]
    """Every word the patterns above are made of (verbs and their forms, objects), as plain
    text: each pattern holds one of them, so a request without any says nothing of the job and
    one quick search passes over it instead of four slow ones (the parser's speed)."""
    action: str
    stop: str | None
    kinds: tuple[JobKind, ...]
    back: tuple[re.Pattern[str], str] | None = None
    """Words that send the device home after the job is stopped ("别拖了，回去"), and that
    action: said only after the stop, so "回去" alone (关回去 after a light) stays no return."""
    roams: bool = False
    """The device goes where the job is (a vacuum cleans any room of its floor): a room said
    without one of them is cleaned by the one on its floor."""


def compile_jobs(section: Mapping[str, Any]) -> tuple[Job, ...]:
    """The jobs of the lexicon's ``jobs`` section."""
    jobs = []
    for name, spec in section.items():
        if name.startswith("_") or not isinstance(spec, Mapping):
            continue
        verbs = _either(spec.get("verbs", ()))
        objects = _either(spec.get("objects", ()))
        alone = _either(spec.get("alone", ()))
        # "扫地机", "洗衣机", "洗碗机" are devices, not their job.
        # Up to six characters between: an aspect and a room with its 的 ("浇一下阳台的花").
        verb_object = f"(?:{verbs}){_BETWEEN}{{0,6}}(?:{objects})(?![机器])"
        object_verb = f"(?:{objects}){_AFTER_TOPIC}{{0,8}}(?:{verbs})(?![机器])"
        if spec.get("verb_first"):
            # "排个气", "换换气"; "冷气切换" holds no job.
            object_verb = verb_object
        any_verb = "|".join(filter(None, (verbs, alone)))
        english = spec.get("en", {})
        stopped = [f"{_NEGATION}{_BETWEEN}{{0,2}}(?:{any_verb})", *_english_stopped(english)]
        forms = [
            verb_object,
            object_verb,
            *_english(english),
            *_english_asked(english),
            *stopped[1:],
        ]
        jobs.append(
            Job(
                name=name,
                said=re.compile("|".join(forms)),
                alone=re.compile(f"(?:{alone}){_ASPECT}") if alone else None,
                stopped=re.compile("|".join(stopped)),
                asked=re.compile(
                    "|".join([f"(?:{any_verb}){_DONE_ASKED}", *_english_asked(english)])
                ),
                verb=re.compile("|".join(filter(None, (any_verb, _english_verb(english))))),
                anyhow=re.compile(_either(_words_of(spec))),
                action=str(spec["action"]),
                stop=spec.get("stop"),
                kinds=tuple(
                    JobKind(
                        k["domain"],
                        k.get("device_class"),
                        tuple(k.get("names", ())),
                        k.get("action"),
                        tuple(k.get("options", ())),
                        bool(k.get("asked")),
                    )
                    for k in spec.get("kinds", ())
                ),
                back=_back(spec.get("back")),
                roams=bool(spec.get("roams")),
            )
        )
    return tuple(jobs)


def _back(spec: Mapping[str, Any] | None) -> tuple[re.Pattern[str], str] | None:
    """The words that send a stopped job's device home and that action (lexicon ``back``)."""
    if not spec:
        return None
    return re.compile(_either(spec["words"])), str(spec["action"])


def _words_of(spec: Mapping[str, Any]) -> list[str]:
    """Every word a job's patterns are made of: its verbs, objects and verbs said alone, and the
    -ing forms and past participles of its English verbs."""
    english = spec.get("en", {})
    said = list(english.get("verbs", ()))
    forms = [*map(gerund, said), *(done for verb in said for done in participles(verb))]
    lists = (spec.get(k, ()) for k in ("verbs", "objects", "alone"))
    return list(
        dict.fromkeys(
            [*(w for words in lists for w in words), *said, *forms, *english.get("objects", ())]
        )
    )


def _english(spec: Mapping[str, Sequence[str]]) -> list[str]:
    """The job said in English: a verb (or its -ing form), up to two words, the object ("do the
    dishes", "water the plants", "mowing the lawn"); the object that needs the -ing form ("the
    hedge wants trimming", "the rugs could do with a hoovering"); the object to be had done, with
    the verb's past participle ("get the hedge trimmed", "have the car charged"); the object set
    going ("get the cooker on", "stick a wash on"); or the object given the verb as a noun ("give
    the hedge a trim", "give the floors a quick hoover"); the -ing form with its object after a
    starting word, which is then the job's start, not a start of its own for whatever the -ing form
    names ("start charging" is no battery sensor)."""
    said = spec.get("verbs", ())
    verbs = _either([*said, *map(gerund, said)])
    objects, doing = _either(spec.get("objects", ())), _either(list(map(gerund, said)))
    done = _either(list(dict.fromkeys(p for verb in said for p in participles(verb))))
    if not verbs or not objects:
        return []
    return [
        rf"\b(?:{verbs})(?:\s+[a-z']+){{0,2}}?\s+(?:{objects})\b",
        rf"\b(?:{_STARTING})\s+(?:{doing})(?:\s+[a-z']+){{0,2}}?\s+(?:{objects})\b",
        rf"\b(?:{objects})(?:\s+[a-z']+){{1,4}}?\s+(?:{doing})\b",
        rf"\b(?:{_HAVING})(?:\s+[a-z']+){{0,2}}?\s+(?:{objects})\s+(?:{done})\b",
        rf"\b(?:{_SETTING_GOING})(?:\s+[a-z']+)?\s+(?:{objects})\s+(?:{_GOING})\b",
        rf"\bgive\s+(?:[a-z']+\s+){{0,2}}?(?:{objects})\s+an?\s+(?:[a-z'-]+\s+)?(?:{_either(said)})\b",
        *_apart(said, objects),
    ]


def _apart(said: Sequence[str], objects: str) -> list[str]:
    """A phrasal verb of the job with its object between the verb and its particle ("plug the
    car in", "warm the bed up", "hang the washing out")."""
    phrasal = [verb.split(" ", 1) for verb in said if " " in verb]
    return [
        rf"\b{re.escape(head)}\s+(?:[a-z']+\s+){{0,2}}?(?:{objects})\s+{re.escape(particle)}\b"
        for head, particle in phrasal
    ]


# Verbs that have a job done by someone else ("get the hedge trimmed", "have the floors hoovered").
_HAVING: Final = r"get|gets|getting|got|have|has|having"
# Verbs that set a job going, and the words after its object that say so ("put the cooker on").
_SETTING_GOING: Final = r"get|put|stick|pop|throw|chuck|bung|set"
_GOING: Final = r"on|going|started|running"
# English words that start a job said by its -ing form ("begin mowing the lawn").
_STARTING: Final = r"start|starts|starting|begin|begins|resume|commence|get on with"
# English words that stop a job said by its -ing form ("stop mowing", "call off the hoovering",
# "hold off on watering", "no more charging the car"), or negate its verb ("don't water the
# roses today", "no need to do the dishes").
_STOPPING: Final = (
    r"stop|stopping|quit|cancel|halt|pause|call off|hold off on|hold off|knock off|"
    r"leave off|give up|no more|enough|enough of"
)
_NOT_DOING: Final = r"don't|do not|dont|no need to|needn't|never mind|forget about|skip"


# Words between the job's object and its -ing form or participle in a question of it: "is the
# car still charging", "is the lawn mowed yet" asks how the job goes.
_AS_OF_NOW: Final = r"still|yet|now|already|even"


def _english_asked(spec: Mapping[str, Sequence[str]]) -> list[str]:
    """The job asked about in English: "is" or "are" before its object and the -ing form or
    past participle of its verb ("are the dishes done", "is the ev plugged in yet"): a question
    of the device that does it, as 完了吗 is in Chinese."""
    said = spec.get("verbs", ())
    if not said or not spec.get("objects"):
        return []
    forms = [*map(gerund, said), *(done for verb in said for done in participles(verb))]
    objects = _either(spec["objects"])
    asked = (
        rf"\b(?:is|are|isn't|aren't)\s+(?:[a-z']+\s+){{0,2}}?(?:{objects})\s+"
        rf"(?:(?:{_AS_OF_NOW})\s+)?(?:{_either(list(dict.fromkeys(forms)))})\b"
    )
    return [asked]


def _english_verb(spec: Mapping[str, Sequence[str]]) -> str:
    """Any English verb of the job, or its -ing form, as a whole word: with a device of the job
    named, the job ("the mower do the front", "sweepy doing the hall")."""
    said = spec.get("verbs", ())
    return rf"\b(?:{_either([*said, *map(gerund, said)])})\b" if said else ""


def _english_stopped(spec: Mapping[str, Sequence[str]]) -> list[str]:
    """The job stopped in English: a stopping word before the -ing form of its verb (with "the"
    or "with the" between: "stop the hoovering", "quit with the mowing"), or a negation before
    the verb or its -ing form ("don't water the lawn", "skip the watering")."""
    said = spec.get("verbs", ())
    if not said or not spec.get("objects"):
        return []
    doing, verbs = _either(list(map(gerund, said))), _either([*said, *map(gerund, said)])
    objects = _either(spec["objects"])
    the_object = rf"(?:\s+(?:[a-z']+\s+){{0,2}}?(?:{objects})\b)?"
    return [
        rf"\b(?:{_STOPPING})\s+(?:(?:with\s+)?the\s+)?(?:{doing})\b{the_object}",
        rf"\b(?:{_STOPPING})\s+(?:[a-z']+\s+){{0,2}}?(?:{objects})\s+from\s+(?:{doing})\b",
        rf"\b(?:{_NOT_DOING})\s+(?:the\s+)?(?:{verbs})\b{the_object}",
    ]


_VOWELS: Final = "aeiou"


def gerund(verb: str) -> str:
    """The -ing form of an English verb, its first word if it has several ("warming up"):
    a silent e goes ("charge" → "charging"), a short final consonant after one vowel doubles
    ("cut" → "cutting", "mop" → "mopping"; not w, x or y: "mow" → "mowing")."""
    head, _, rest = verb.partition(" ")
    if head.endswith("e") and not head.endswith(("ee", "ye", "oe")) and len(head) > 2:
        stem = head[:-1]
    elif (
        len(head) >= 3
        and head[-1] not in _VOWELS + "wxy"
        and head[-2] in _VOWELS
        and head[-3] not in _VOWELS
        and sum(c in _VOWELS for c in head) == 1
    ):
        stem = head + head[-1]
    else:
        stem = head
    return " ".join(filter(None, (stem + "ing", rest)))


# English past participles that do not add -ed to the verb.
_IRREGULAR_DONE: Final = {
    "do": ("done",),
    "mow": ("mown", "mowed"),
    "cut": ("cut",),
    "make": ("made",),
    "run": ("run",),
    "hang": ("hung",),
    "sweep": ("swept",),
    "bring": ("brought",),
    "put": ("put",),
    "set": ("set",),
    "get": ("got", "gotten"),
}


def participles(verb: str) -> tuple[str, ...]:
    """The past participles of an English verb, its first word if it has several ("warm up"
    → "warmed up"): irregular ones as listed, a final e takes d ("charge" → "charged"), a
    consonant's y turns ied ("dry" → "dried"), a short final consonant doubles as for the -ing
    form ("mop" → "mopped", "trim" → "trimmed"), else -ed ("water" → "watered")."""
    head, _, rest = verb.partition(" ")
    if head in _IRREGULAR_DONE:
        forms = _IRREGULAR_DONE[head]
    elif head.endswith("e"):
        forms = (head + "d",)
    elif head.endswith("y") and len(head) > 2 and head[-2] not in _VOWELS:
        forms = (head[:-1] + "ied",)
    else:
        doing = gerund(head)
        forms = (doing[: -len("ing")] + "ed",)
    return tuple(" ".join(filter(None, (form, rest))) for form in forms)


def _either(words: Sequence[str]) -> str:
    return "|".join(map(re.escape, sorted(words, key=len, reverse=True)))


Kinds = tuple[tuple[JobKind, tuple[Entity, ...]], ...]
"""Each kind of a job the home has, with its devices, in the job's order."""


@dataclass(frozen=True, slots=True)
class JobDevices:
    """The home's devices for each job, and what the lexicon's actions are called."""

    found: Mapping[str, Kinds]
    """Job name → the kinds of the job the home has."""
    names: tuple[str, ...]
    """The names of those devices, longest first: a name holds its job's words ("扫地机器人")
    and is no job said."""
    say: Mapping[str, Mapping[str, str]]
    services: Mapping[str, frozenset[str]]
    home_names: frozenset[str] = frozenset()
    """Every name and alias of the home: a name hint that is none of them is words the reading
    did not know ("草修"), not a device."""
    reasons: frozenset[str] = frozenset()
    """The names of the home's scenes and scripts: said beside a job ("出门了，扫一下地") they
    are why the job is asked for, not what does it."""
    floors: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """A room word (area name or alias, as a phrase key) → its area id and its floor's name."""
    area_floor: Mapping[str, str] = field(default_factory=dict)
    """Area id → the name of its floor."""
    areas: Mapping[str, str] = field(default_factory=dict)
    """A room word (area name or alias, as a phrase key) → its area id, on a floor or not."""
    zones: Mapping[tuple[str, str], tuple[JobKind, Entity]] = field(default_factory=dict)
    """(job name, a name as a phrase key) → the kind and the device so named that shares its
    physical device with one of the job's ("Roses" beside "Lawn Sprinkler" on one irrigation
    controller): another zone of the same controller, which does the job as well."""

    @classmethod
    def of(
        cls,
        home: Home,
        jobs: Sequence[Job],
        say: Mapping[str, Mapping[str, str]],
        services: Mapping[str, frozenset[str]],
    ) -> JobDevices:
        """Every job's devices in ``home`` (linear in the size of the home per kind)."""
        found = {}
        for job in jobs:
            kinds = []
            for kind in job.kinds:
                fitting = tuple(e for e in home.entities.values() if kind.fits(e))
                if fitting:
                    kinds.append((kind, fitting))
            if kinds:
                found[job.name] = tuple(kinds)
        names = {
            normalize(n) for kinds in found.values() for _, es in kinds for e in es for n in e.names
        }
        ordered = tuple(sorted(filter(None, names), key=len, reverse=True))
        every = frozenset(phrase_key(n) for e in home.entities.values() for n in e.names)
        reasons = frozenset(
            phrase_key(n)
            for e in home.entities.values()
            if e.domain in ("scene", "script")
            for n in e.names
        )
        area_floor = {
            area.id: home.floors[area.floor_id].name
            for area in home.areas.values()
            if area.floor_id in home.floors
        }
        floors = {
            phrase_key(n): (area.id, area_floor[area.id])
            for area in home.areas.values()
            if area.id in area_floor
            for n in area.names
        }
        areas = {phrase_key(n): area.id for area in home.areas.values() for n in area.names}
        zones = _zones(home, found)
        return cls(found, ordered, say, services, every, reasons, floors, area_floor, areas, zones)


def _zones(home: Home, found: Mapping[str, Kinds]) -> dict[tuple[str, str], tuple[JobKind, Entity]]:
    """:attr:`JobDevices.zones`: the entities of the same domain on the physical device (same
    ``device_name``) of a job's device, by each of their names. The home's entities are grouped
    by device once, not read again for every kind of every job (a large home's start-up)."""
    on_device: dict[tuple[str, str], list[int]] = {}
    every = list(home.entities.values())
    for place, entity in enumerate(every):
        if entity.device_name:
            on_device.setdefault((entity.device_name, entity.domain), []).append(place)
    zones: dict[tuple[str, str], tuple[JobKind, Entity]] = {}
    for job, kinds in found.items():
        for kind, entities in kinds:
            hosts = {(e.device_name, e.domain) for e in entities if e.device_name}
            doing = {e.entity_id for e in entities}
            # In the home's order, as before: of two zones with one name, the first is kept.
            for place in sorted(p for host in hosts for p in on_device[host]):
                entity = every[place]
                if entity.entity_id not in doing:
                    for name in entity.names:
                        zones.setdefault((job, phrase_key(name)), (kind, entity))
    return zones


def with_job(command: Command, jobs: Sequence[Job], devices: JobDevices, language: str) -> Command:
    """``command`` with the job it says read as its device and action, when it names no other
    device and says no action of its own (or, the job said with its object, one for another
    kind of device: "烧点热水" is not a warmer room)."""
    if not devices.found or _sent_back(command, jobs, devices, language):
        return command
    text = _without_names(normalize(command.raw), devices.names)
    jobs = [job for job in jobs if job.name in devices.found and job.anyhow.search(text)]
    said = [job for job in jobs if job.said.search(text)]
    named = bool(command.name_hint) and not command.action
    weak = [
        job
        for job in jobs
        if job not in said and (_weakly_said(job, text) or (named and job.verb.search(text)))
    ]
    for job, strong in [*((j, True) for j in said), *((j, False) for j in weak)]:
        if job.asked.search(text) or _HOW_LONG.search(text):
            action = "query"
        elif (stop := job.stopped.search(text)) and job.stop:
            sent = job.back and job.back[0].search(text, stop.end())
            action = job.back[1] if job.back and sent else job.stop
        else:
            action = job.action
        done = _as_job(command, job, action, devices, language, strong, text)
        if done is not None:
            return done
    return command


def _sent_back(command: Command, jobs: Sequence[Job], devices: JobDevices, language: str) -> bool:
    """Whether the command already sends its device back where a job's device goes back to
    ("回去充电", "back to the dock"): that is the device's own action, and the word of another
    job inside it (充电, a car's charging) names no job."""
    backs = {devices.say.get(job.back[1], {}).get(language) for job in jobs if job.back}
    return command.action is not None and command.action in backs


def _without_names(text: str, names: Sequence[str]) -> str:
    """The text with the names of the job's devices cut out: a name holds its job's words
    ("扫地机器人"). A Latin name only as whole words: "vacuuming" holds the name "Vacuum" but
    says the job."""
    latin = _whole_names(tuple(names))
    if latin is not None:
        text = latin.sub("。", text)
    for name in names:
        if not name.isascii():
            text = text.replace(name, "。")
    return text


@lru_cache(maxsize=8)
def _whole_names(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """One pattern of a home's Latin names as whole words, longest first (built once)."""
    latin = [re.escape(name) for name in names if name.isascii()]
    return re.compile(rf"(?<![\w'])(?:{'|'.join(latin)})(?![\w'])") if latin else None


def _undone(
    said: str, action: str, job: Job, kind: JobKind, devices: JobDevices, language: str
) -> bool:
    """Whether a device named with an action of its own is told to stop or asked, or started
    by the job: the start read from a name's own job word gives way to 别/不用 + the verb, and
    so does the stop word's own reading for another kind ("stop cutting the grass": "stop" read as
    lights off); a start read for a word of the name gives way to the job's own start ("get the
    dish machine going" presses the dishwasher's button); a stop said stays."""
    if action == "query":
        return True
    starts = (job.action, kind.action, "turn_on", "open", "start")
    stops = ("stop", "pause", "turn_off")
    phrases = {devices.say.get(a or "", {}).get(language) for a in (*starts, *stops)}
    if action == job.action:
        return said in phrases - {devices.say.get(a, {}).get(language) for a in stops}
    back = job.back[1] if job.back else None
    return action in (job.stop, back) and said in phrases


def _weakly_said(job: Job, text: str) -> bool:
    return bool(
        (job.alone and job.alone.search(text)) or job.stopped.search(text) or job.asked.search(text)
    )


def _kinds_for(action: str, kinds: Kinds) -> Kinds:
    """The home's devices of the job that do the action: for a question, those that tell how
    it goes first (a charger's status), else those with a state; for another action, never
    those that only tell."""
    if action != "query":
        return tuple(k for k in kinds if not k[0].asked)
    asked = tuple(k for k in kinds if k[0].asked)
    return asked or tuple(k for k in kinds if k[0].domain not in _STATELESS) or kinds


def _as_job(
    command: Command,
    job: Job,
    action: str,
    devices: JobDevices,
    language: str,
    strong: bool,
    text: str,
) -> Command | None:
    """The command doing the job; None when it names another device, or keeps its own action."""
    kinds = _kinds_for(action, devices.found[job.name])
    if not kinds:
        return None
    incidental = (
        strong and not _of_the_job(command, kinds) and _read_from_other_words(command, job, text)
    )
    named = "" if incidental else _named(command, devices, normalize(command.raw))
    target = _owned(named, kinds) if named else (_in_room_said(command, kinds, devices) or kinds[0])
    zone = devices.zones.get((job.name, phrase_key(command.name_hint or "")))
    if zone is not None:  # another zone of the job's controller, named: that one
        named, incidental, target = (
            phrase_key(command.name_hint or ""),
            False,
            (zone[0], (zone[1],)),
        )
    if target is None:
        return None
    kind, fitting = target
    if (
        command.action
        and not incidental
        and _keeps_own(command, named, action, job, kind, devices, language, strong)
    ):
        return _object_unnamed(command, job, kind, named, strong, text)
    one = fitting[0] if len(fitting) == 1 else None
    if command.action or incidental:
        # The reading took other words for the action ("热" of "烧点热水" as warmer): what it
        # read with them goes too.
        command = replace(command, params={}, references=(), quantifier="one")
    action, command, services = _done_by(command, job, kind, fitting[0], action, devices)
    return replace(
        command,
        action=devices.say.get(action, {}).get(language, action),
        resolved_services=services,
        name_hint=one.name if one else (command.name_hint if named else None),
        type_hint=kind.domain,
        device_class=kind.device_class,
        scope_include=_where_it_goes(command, job, fitting, devices),
        evidence={**command.evidence, "action": job.name},
        # A job is inferred, never said as a command: surer with its object than a lone verb.
        confidence=max(command.confidence, 0.7 if strong else 0.6),
    )


def _object_unnamed(
    command: Command, job: Job, kind: JobKind, named: str, strong: bool, text: str
) -> Command | None:
    """The command without the job's object read as a device name, when it tells a device of
    the job's kind to do the job with its object and names no device ("clean the rugs": the
    rugs are cleaned, nothing is called that); otherwise ``None``: its own reading stands."""
    if named or not strong or not command.name_hint or command.type_hint != kind.domain:
        return None
    said = job.said.search(text)
    if said is None or normalize(command.name_hint) not in said.group(0):
        return None
    return replace(command, name_hint=None)


def _in_room_said(
    command: Command, kinds: Kinds, devices: JobDevices
) -> tuple[JobKind, tuple[Entity, ...]] | None:
    """The first kind with devices in a room the command says, and those devices ("water the
    courtyard" where the lawn's zone has no room and the rose bed's tap is in the courtyard);
    ``None`` when no room of the home is said or none has one."""
    areas = {devices.areas.get(phrase_key(place)) for place in command.scope_include} - {None}
    for kind, fitting in kinds if areas else ():
        there = tuple(e for e in fitting if e.area_id in areas)
        if there:
            return kind, there
    return None


def _of_the_job(command: Command, kinds: Kinds) -> bool:
    """Whether the reading already took a kind of device that does the job ("mow the lawn")."""
    return command.type_hint in {kind.domain for kind, _ in kinds}


def _done_by(
    command: Command, job: Job, kind: JobKind, device: Entity, action: str, devices: JobDevices
) -> tuple[str, Command, frozenset[str]]:
    """The action a device of ``kind`` does the job with, the command and its services: the
    kind's own action, or choosing the program that does the job ("烘干" of a washer dryer)."""
    if action == job.action and kind.action:
        action = kind.action
    option = kind.option_of(device) if action == job.action else None
    if option is None:
        return action, command, devices.services.get(action, frozenset())
    return "set", replace(command, params={"option": option}), frozenset({"select_option"})


def _read_from_other_words(command: Command, job: Job, text: str) -> bool:
    """Whether every word the reading took for the command's own action, device or name is a
    word of the job itself ("烧点热水": 热 is no warmer room; "花浇一浇": 浇 names no script) or
    was said in another clause than the job, which says why ("天气不错，把草割一下", "烧热水，一
    会儿洗澡"): then the job is what is asked. A device's name is no such word (it is no part of
    ``text``, where the names of the job's devices are cut out)."""
    clauses = [c for c in _CLAUSES.split(text) if c]
    job_clause, said = next(
        ((c, m) for c in clauses if (m := job.said.search(c)) is not None), ("", None)
    )
    if said is None or any(key.startswith("params.") for key in command.evidence):
        return False  # a value said ("升到一米一") is the reading's own
    raw = normalize(command.raw)
    words = {
        key: word
        for key, said_as in command.evidence.items()
        if (word := normalize(said_as)) and word in raw
    }
    if any(word not in text for word in words.values()):
        return False  # a device of the job was named: it is no other word
    # A word of the job starts inside it ("升起来" of "桌子升起来", the job 桌子 … 升).
    inside = [said.start() <= job_clause.find(word) < said.end() for word in words.values()]
    name = words.get("name_hint", "")
    if name and name in said.group() and _more_of_the_name(command.name_hint or "", name, text):
        return False  # "浇十分钟水": the script 浇花十分钟 is named by more than the verb
    return bool(words) and all(
        job_word or (word not in job_clause and any(word in c for c in clauses))
        for job_word, word in zip(inside, words.values(), strict=True)
    )


def _more_of_the_name(name: str, said: str, text: str) -> bool:
    """Whether the name was said whole ("water the lawn") or two characters in a row of it
    other than the word it was found by ("十分" of "浇花十分钟" found by 浇): the name was meant,
    not found by a word of the job."""
    rest = normalize(name).replace(said, " ")
    pairs = (rest[i : i + 2] for i in range(len(rest) - 1))
    return not rest.strip() or any(" " not in pair and pair in text for pair in pairs)


def _where_it_goes(
    command: Command, job: Job, fitting: tuple[Entity, ...], devices: JobDevices
) -> tuple[str, ...]:
    """The places of a job: where a roaming device ("客房的地吸一吸") has none of its kind in
    the room said, the floors of that room that have one (as the reading does for "打扫一下
    厨房"); the places as said otherwise."""
    if not job.roams or not command.scope_include:
        return command.scope_include
    rooms = [devices.floors.get(phrase_key(place)) for place in command.scope_include]
    if not all(rooms):
        return command.scope_include  # a floor or a place the home lacks: as said
    homes = {e.area_id for e in fitting}
    if any(area in homes for area, _ in filter(None, rooms)):
        return command.scope_include
    on_floors = {devices.area_floor.get(a or "") for a in homes}
    return tuple(sorted({floor for _, floor in filter(None, rooms) if floor in on_floors}))


def _said_apart(words: str, text: str) -> bool:
    """Whether the words are a clause of their own, apart from the job ("出门了，…")."""
    clauses = [c for c in _CLAUSES.split(text) if c]
    return bool(words) and any(words in c for c in clauses[:-1])


def _named(command: Command, devices: JobDevices, text: str) -> str:
    """The name the command says, when it is a name of a device of the home (not words the
    reading did not know, as "草修", nor a scene or script said as the reason)."""
    named = phrase_key(command.name_hint or "")
    if named in devices.reasons and _said_apart(command.evidence.get("name_hint", ""), text):
        return ""
    return named if named and any(named in n for n in devices.home_names) else ""


def _owned(named: str, kinds: Kinds) -> tuple[JobKind, tuple[Entity, ...]] | None:
    """The first kind of the job with a device of that name, and those devices: the name of the
    physical device counts too (a car's charge switch is named by the car's brand or model)."""
    for kind, entities in kinds:
        owned = tuple(
            e
            for e in entities
            if any(named in phrase_key(n) for n in (*e.names, e.device_name or "") if n)
        )
        if owned:
            return kind, owned
    return None


def _keeps_own(
    command: Command,
    named: str,
    action: str,
    job: Job,
    kind: JobKind,
    devices: JobDevices,
    language: str,
    strong: bool,
) -> bool:
    """Whether the action the command says stands rather than the job's: a device it names
    keeps its action unless stopped or asked; otherwise a lone verb, a reference ("叫它回去充个电")
    or a device kind said ("冷气切换成除湿") keeps it."""
    if named:
        return not _undone(command.action or "", action, job, kind, devices, language)
    said_reference = command.references and (
        command.evidence.get("references") != IMPLIED_REFERENCE
    )
    return bool(
        not strong
        or said_reference
        or command.type_hint == kind.domain
        or "type_hint" in command.evidence
    )


# A word that stops a robot's job in English, and what may follow it without being its object
# (the job's -ing word, "now", "please"): "stop cleaning", "quit", "that's enough".
_EN_STOPS: Final = frozenset({"stop", "quit", "pause", "halt", "enough", "finish"})
_NO_OBJECT: Final = frozenset(
    {"now", "please", "then", "already", "there", "right", "for", "a", "bit"}
)
_WORD: Final = re.compile(r"[a-z']+")


def sent_back(commands: Sequence[Command], devices: JobDevices, language: str) -> list[Command]:
    """A robot told to stop and go back in one breath ("…, stop and go home", "quit and head
    back to the dock") is sent back: returning ends the job, so the stop is no command of its
    own (eval/README.md; Chinese says it in one clause, :func:`with_job`). The stop with an
    object of its own ("stop it and dock it", "pause the robot, then send it home") stays two
    commands. The going-back clause keeps its action and takes the stopped device."""
    back = devices.say.get("vacuum_return", {}).get(language)
    stops = {devices.say.get(a, {}).get(language) for a in ("stop", "pause")} - {None}
    out: list[Command] = []
    for command in commands:
        prior = out[-1] if out else None
        if (
            prior is not None
            and back is not None
            and command.action == back
            and prior.action in stops
            and not _stop_has_object(prior.raw)
            and not _names_another(command, prior, devices)
        ):
            out[-1] = replace(
                _of_the_robot(prior),
                action=command.action,
                resolved_services=command.resolved_services,
                issues=(*prior.issues, "stopped and sent back: one return"),
            )
            continue
        out.append(command)
    return out


def _stop_has_object(raw: str) -> bool:
    """Whether an English stop says what it stops after the stop word ("stop it", "stop the
    vacuum"), rather than only the job ("stop cleaning") or nothing ("tell it to quit")."""
    words = _WORD.findall(raw.casefold())
    at = next((i for i, w in enumerate(words) if w in _EN_STOPS), None)
    if at is None:
        return True  # no English stop word: not this reading
    rest = [w for w in words[at + 1 :] if w not in _NO_OBJECT and not w.endswith("ing")]
    return bool(rest)


def _names_another(command: Command, prior: Command, devices: JobDevices) -> bool:
    """Whether the going-back clause names a device of the home other than the stopped one."""
    name = phrase_key(command.name_hint or "")
    return bool(name) and name in devices.home_names and name != phrase_key(prior.name_hint or "")


def _of_the_robot(prior: Command) -> Command:
    """The stopped device; a bare stop ("ok, stop", read as a media player's) is a robot's, the
    one talked of before: only a vacuum goes back to its base."""
    if prior.name_hint or prior.type_hint == "vacuum":
        return prior
    references = prior.references or (IMPLIED_REFERENCE,)
    return replace(
        prior, type_hint="vacuum", device_class=None, quantifier="one", references=references
    )
