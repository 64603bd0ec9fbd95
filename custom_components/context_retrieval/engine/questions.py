"""The short questions and explanations retrieval answers with, in the user's language.

A question people can answer names at most :data:`MAX_OPTIONS` things, or asks for the one
missing slot ("哪个房间的灯？" / "Which room's lights?") when there are more; it never lists a
count such as "…等176个". Every name in it comes from the home and is cleaned like the YAML's
(one line, no control characters, bounded), so a name cannot add lines to a prompt.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .catalog import EN, ZH, Catalog
from .home import Entity, Home
from .text import clean, has_cjk

MAX_OPTIONS: Final = 4
"""A question lists at most this many things to choose from."""
MAX_LABEL_CHARS: Final = 40


def join(labels: Sequence[str], language: str, last: str | None = None) -> str:
    """ "A、B还是C" / "A, B or C" (``last`` replaces the final conjunction)."""
    if len(labels) <= 1:
        return labels[0] if labels else ""
    if language == ZH:
        return "、".join(labels[:-1]) + (last if last is not None else "还是") + labels[-1]
    return ", ".join(labels[:-1]) + f" {last if last is not None else 'or'} " + labels[-1]


class Questions:
    """Phrases questions about the entities of one home."""

    def __init__(self, home: Home, catalog: Catalog) -> None:
        self.home = home
        self.catalog = catalog

    def thing(self, entities: Sequence[Entity], language: str) -> str | None:
        """What the entities are, in a word, for a question ("灯", "lights")."""
        domains = {e.domain for e in entities}
        if len(domains) != 1:
            return None
        return self.domain_word(next(iter(domains)), language, plural=True)

    def domain_word(self, domain: str, language: str, *, plural: bool = False) -> str | None:
        """The first word for a domain ("灯", "light"; "lights" when ``plural``)."""
        words = self.catalog.domain_words.get(domain, {}).get(language)
        if not words:
            return None
        if plural and language == EN and len(words) > 1 and words[1].endswith("s"):
            return words[1]
        return words[0]

    def language_of(self, text: str) -> str:
        """The language to answer in: the request's (Chinese if it has CJK), else the home's."""
        if text:
            return ZH if has_cjk(text) else EN
        return ZH if self.home.language.startswith("zh") else EN

    def describe(self, entity: Entity, language: str) -> str:
        """A short human label: name plus area ("吸顶灯（主卧）", "Lamp (Kitchen)")."""
        name = clean(entity.name, MAX_LABEL_CHARS)
        area = self.home.area_of(entity)
        if not area:
            return name
        room = clean(area.name, MAX_LABEL_CHARS)
        return f"{name}（{room}）" if language == ZH else f"{name} ({room})"

    def area_name(self, area_id: str | None) -> str | None:
        """The cleaned name of an area."""
        area = self.home.areas.get(area_id) if area_id else None
        return clean(area.name, MAX_LABEL_CHARS) if area else None

    def which(
        self, entities: Sequence[Entity], language: str, thing: str | None = None
    ) -> tuple[str, tuple[str, ...]]:
        """ "Which one?" over tied entities, and the entities it lists (for answers by position).

        More than :data:`MAX_OPTIONS` entities in several rooms make the question ask for the
        room; in one room, it lists the first few and offers "another".
        """
        if len(entities) <= MAX_OPTIONS:
            labels = [self.describe(e, language) for e in entities]
            if language == ZH:
                return f"你指的是哪一个：{join(labels, ZH)}？", tuple(e.entity_id for e in entities)
            return f"Which one do you mean: {join(labels, EN)}?", tuple(
                e.entity_id for e in entities
            )
        rooms = list(dict.fromkeys(self.area_name(e.area_id) for e in entities))
        if len(rooms) > 1:
            return self.which_room(rooms, language, thing), ()
        listed = entities[:MAX_OPTIONS]
        labels = [clean(e.name, MAX_LABEL_CHARS) for e in listed]
        if language == ZH:
            return f"你指的是哪一个：{join(labels, ZH, '、')}，还是别的？", tuple(
                e.entity_id for e in listed
            )
        return f"Which one do you mean: {', '.join(labels)}, or another one?", tuple(
            e.entity_id for e in listed
        )

    @staticmethod
    def which_room(rooms: Sequence[str | None], language: str, thing: str | None = None) -> str:
        """ "哪个房间的灯？" — naming the rooms when there are only a few."""
        named = [r for r in rooms if r]
        if language == ZH:
            head = f"哪个房间的{thing}" if thing else "哪个房间"
            return f"{head}：{join(named, ZH)}？" if 1 < len(named) <= MAX_OPTIONS else f"{head}？"
        head = f"Which room's {thing}" if thing else "Which room"
        return f"{head}: {join(named, EN)}?" if 1 < len(named) <= MAX_OPTIONS else f"{head}?"

    def action(self, services: Sequence[str | None], language: str) -> str:
        """Ask which action was meant, naming each service as the targets would take it."""
        words = []
        for service in services[:MAX_OPTIONS]:
            spec = self.catalog.spec(service) if service else None
            if spec is None:
                words.append("查询状态" if language == ZH else "check the state")
            else:
                words.append(clean(spec.text("name", language), MAX_LABEL_CHARS))
        if language == ZH:
            return f"你想做哪件事：{join(words, ZH)}？"
        return f"What should I do: {join(words, EN)}?"

    @staticmethod
    def unknown_place(
        words: Sequence[str],
        language: str,
        *,
        action: str | None,
        count: int,
        thing: str | None,
        rooms: Sequence[str] = (),
        empty: bool = False,
    ) -> str:
        """ "There's no patio. Turn on all 31 lights, or did you mean the balcony?".

        :param empty: the rooms exist but hold nothing of the kind ("阁楼里没有设备").
        """
        said = [clean(w, MAX_LABEL_CHARS) for w in words]
        if language == ZH:
            quoted = join([f"“{w}”" for w in said], ZH, "和")
            head = f"{quoted}里没有{thing or '设备'}。" if empty else f"没有找到{quoted}。"
            if count and action:
                offer = f"要{action}全部{count}个{thing or '设备'}吗"
                tail = f"，还是你说的是{join(list(rooms), ZH)}？" if rooms else "，还是说哪个房间？"
                return head + offer + tail
            return head + (
                f"你说的是{join(list(rooms), ZH)}吗？" if rooms else "你说的是哪个房间？"
            )
        places = join(said, EN, "or")
        head = (
            f"There are no {thing or 'devices'} in the {places}."
            if empty
            else f"There's no {places}."
        )
        if count and action:
            offer = f" {action[:1].upper()}{action[1:]} all {count} {thing or 'devices'}"
            tail = (
                f", or did you mean the {join(list(rooms), EN)}?"
                if rooms
                else ", or which room did you mean?"
            )
            return head + offer + tail
        return head + (
            f" Did you mean the {join(list(rooms), EN)}?" if rooms else " Which room did you mean?"
        )

    @staticmethod
    def ambiguous_place(word: str, readings: Sequence[str], language: str) -> str:
        """A room word that reads as two rooms equally well."""
        said = clean(word, MAX_LABEL_CHARS)
        names = [clean(r, MAX_LABEL_CHARS) for r in readings[:MAX_OPTIONS]]
        if language == ZH:
            return f"你说的“{said}”是{join(names, ZH)}？"
        return f"By “{said}”, do you mean the {join(names, EN)}?"

    def absent_kind(
        self, kind: str, place: str | None, offered: Sequence[Entity], language: str
    ) -> tuple[str, tuple[str, ...]]:
        """ "书房没有台灯，你是说吸顶灯吗？" — offering the nearest devices of the same domain."""
        listed = list(offered[:MAX_OPTIONS])
        labels = [self.describe(e, language) for e in listed]
        options = tuple(e.entity_id for e in listed)
        if language == ZH:
            head = f"{place or '家里'}没有{kind}"
            return (f"{head}，你是说{join(labels, ZH)}吗？" if labels else f"{head}。"), options
        where = f" in the {place}" if place else ""
        head = f"There's no {kind}{where}"
        return (f"{head}. Did you mean {join(labels, EN)}?" if labels else f"{head}."), options

    def missing_capability(
        self, entities: Sequence[Entity], gaps: Sequence[str], language: str
    ) -> str:
        """ "老伙计（书房）不能调颜色名称。" — what is missing, an explanation, not a question.

        :param gaps: ``param:<field>`` for a parameter nothing takes, ``service:<name>`` for a
            capability the action names.
        """
        labels = join(
            [self.describe(e, language) for e in entities[:MAX_OPTIONS]],
            language,
            "和" if language == ZH else "and",
        )
        fields, services = [], []
        for gap in gaps:
            what, _, name = gap.partition(":")
            if what == "param":
                fields.append(self._field_label(name, language))
            else:
                services.append(self._service_label(name, language))
        parts = []
        if fields:
            said = join(list(dict.fromkeys(fields)), language, "或" if language == ZH else "or")
            parts.append(f"调{said}" if language == ZH else f"set the {said.lower()}")
        if services:
            said = join(list(dict.fromkeys(services)), language, "或" if language == ZH else "or")
            parts.append(said if language == ZH else said[:1].lower() + said[1:])
        what = join(parts, language, "或" if language == ZH else "or")
        if language == ZH:
            return f"{labels}不能{what or '这样做'}。"
        return f"{labels} can't {what or 'do that'}."

    def _field_label(self, field_name: str, language: str) -> str:
        for spec in self.catalog.all_services():
            for fspec in spec.fields:
                if fspec.name == field_name:
                    return clean(
                        fspec.texts.get(language) or fspec.texts.get(EN) or field_name,
                        MAX_LABEL_CHARS,
                    )
        return field_name.replace("_", " ")

    def _service_label(self, service_name: str, language: str) -> str:
        spec = next((s for s in self.catalog.all_services() if s.service == service_name), None)
        return (
            clean(spec.text("name", language), MAX_LABEL_CHARS)
            if spec
            else service_name.replace("_", " ")
        )

    @staticmethod
    def not_found(name: str, language: str) -> str:
        """ "没有找到“老伙记”。" / "I can't find “Old Buddie”." — a name nothing has."""
        said = clean(name, MAX_LABEL_CHARS)
        return f"没有找到“{said}”。" if language == ZH else f"I can't find “{said}”."

    def nothing_of(self, thing: str, place: str | None, language: str) -> str:
        """ "客厅没有加湿器。" / "There's no humidifier in the Living Room." — an explanation."""
        said = clean(thing, MAX_LABEL_CHARS)
        if language == ZH:
            return f"{place or '家里'}没有{said}。"
        return f"There's no {said}" + (f" in the {place}." if place else ".")
