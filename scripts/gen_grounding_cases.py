#!/usr/bin/env python3
"""Generate the labelled grounding sets eval/cases_grounding_{zh,en}.jsonl (issue #12; docs/contracts.md §2, §3, §5).

    python3 scripts/gen_grounding_cases.py            # writes eval/cases_grounding_zh.jsonl, eval/cases_grounding_en.jsonl
    python3 scripts/gen_grounding_cases.py --check    # exit 1 when the files in eval/ are stale
    python3 scripts/gen_grounding_cases.py --counts   # print the per-tag counts (for eval/README.md)

The set asks whether retrieval grounds every word of a command in the home: requests naming a
room, a kind of device or a capability the home lacks (the answer is no_match, or a question),
rooms, names and kinds misheard by a recogniser or misspelt by a typist, words of the other
language, kind words that narrow a room's devices, devices made of several entities, room words
that match several areas, and truly ambiguous requests. Beside each absent, misheard, misspelt or
cross-language case stands its twin: the same phrasing where the thing exists.

The cases run in the bundled demo homes and in three homes of their own (``eval/homes/``), each
written by hand for a different family. Every utterance below is written by hand, one by one.
Every label is computed from the home file by the selection helpers of :class:`GroundingHome`
(domain, area, floor, device class, names, a kind word in a name or device name, supported
features and attributes) and checked against the intent written next to it (``one`` / ``every``
/ ``none`` / ``which`` / ``lacks``): the retriever and the parsers are never run.

The ``Home`` and ``Book`` helpers come from ``gen_demo_cases.py`` and the Home Assistant feature
flags from ``gen_demo_homes.py``. Standard library only; deterministic output.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_demo_cases import CL, NM, Book, C, E, Home, run
from gen_demo_homes import CLIMATE, COVER, FAN, HUMIDIFIER, LIGHT, MEDIA, VACUUM, VALVE

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "eval"
OUT_FILES = {"zh": "cases_grounding_zh.jsonl", "en": "cases_grounding_en.jsonl"}
LANGS = {"zh": "zh-Hans", "en": "en"}
# Home key -> path relative to eval/ (the cases' ``home`` field is relative to the cases file).
HOMES = {
    "demo_zh": "../devtools/homes/demo_home_zh.json",
    "demo_en": "../devtools/homes/demo_home_en.json",
    "flat_zh": "homes/flat_zh.json",
    "house_en": "homes/house_en.json",
    "apartment_en": "homes/apartment_en.json",
    "townhouse_en": "homes/townhouse_en.json",
    "flat_uk_en": "homes/flat_uk_en.json",
    "flat_sh_zh": "homes/flat_sh_zh.json",
    "villa_zh": "homes/villa_zh.json",
    "apartment_bj_zh": "homes/apartment_bj_zh.json",
    "house_gz_zh": "homes/house_gz_zh.json",
    "house_cd_zh": "homes/house_cd_zh.json",
    "flat_sz_zh": "homes/flat_sz_zh.json",
    "house_au_en": "homes/house_au_en.json",
    "house_ca_en": "homes/house_ca_en.json",
    "ranch_us_en": "homes/ranch_us_en.json",
    "bungalow_nz_en": "homes/bungalow_nz_en.json",
    "loft_us_en": "homes/loft_us_en.json",
    "condo_sg_en": "homes/condo_sg_en.json",
    "flat_in_en": "homes/flat_in_en.json",
    "colonial_us_en": "homes/colonial_us_en.json",
    "flat_gla_en": "homes/flat_gla_en.json",
    "house_ie_en": "homes/house_ie_en.json",
    "house_tx_en": "homes/house_tx_en.json",
    "house_za_en": "homes/house_za_en.json",
    "condo_fl_en": "homes/condo_fl_en.json",
    "apartment_ca_en": "homes/apartment_ca_en.json",
    "flat_ldn_en": "homes/flat_ldn_en.json",
    "semi_mcr_en": "homes/semi_mcr_en.json",
    "duplex_pdx_en": "homes/duplex_pdx_en.json",
}

# The phenomena the set measures; every case carries at least one of them (a twin carries
# ``twin`` and ``twin:<phenomenon>`` instead, so that each figure stays about one thing).
PHENOMENA = (
    "absent_room", "absent_kind", "absent_capability", "misheard", "misspelled", "cross_language",
    "kind_word", "device_function", "generic_room", "ambiguous", "household",
)
TWINNED = ("absent_room", "absent_kind", "absent_capability", "misheard", "misspelled", "cross_language")
OTHER_TAGS = (
    "judgement", "floor", "question", "integration_name", "british", "complaint", "relative", "multi",
    "followup", "routine", "fresh17", "fresh17b", "fresh18",
    "followup", "routine", "fresh17", "fresh17b",
    "bj18",
    "followup", "routine", "fresh17", "fresh17b", "ldn18",
    "followup", "routine", "fresh17",
    "zafl18",
    "safety18", "homophone", "room", "kind",
    "fixen19",
)

# --------------------------------------------------------------------------------------------
# What the home says an entity can do (Home Assistant's service and field filters)
# --------------------------------------------------------------------------------------------

_COLOR = {"hs", "xy", "rgb", "rgbw", "rgbww"}


def _modes(entity: Mapping[str, Any]) -> set[str]:
    return set(entity.get("attributes", {}).get("supported_color_modes") or [])


def _features(entity: Mapping[str, Any]) -> int | None:
    value = entity.get("attributes", {}).get("supported_features")
    return value if isinstance(value, int) else None


def _flag(domain: str, table: Mapping[str, int], name: str) -> Callable[[Mapping[str, Any]], bool]:
    """The entity is of ``domain`` and supports the feature (a missing mask supports all)."""

    def test(entity: Mapping[str, Any]) -> bool:
        mask = _features(entity)
        return entity["entity_id"].split(".")[0] == domain and (mask is None or bool(mask & table[name]))

    return test


def _light_modes(allowed: set[str]) -> Callable[[Mapping[str, Any]], bool]:
    return lambda e: e["entity_id"].startswith("light.") and bool(_modes(e) & allowed)


# capability -> whether an entity has it. Light fields follow the ``supported_color_modes``
# filters of light.turn_on (a colour light also takes a colour temperature); the rest follow
# the feature masks the services require.
CAN: dict[str, Callable[[Mapping[str, Any]], bool]] = {
    "brightness": _light_modes({"brightness", "color_temp"} | _COLOR),
    "color": _light_modes(_COLOR),
    "color_temp": _light_modes({"color_temp"} | _COLOR),
    "effect": lambda e: _flag("light", LIGHT, "EFFECT")(e) and bool(e["attributes"].get("effect_list")),
    "fan_speed": _flag("fan", FAN, "SET_SPEED"),
    "oscillate": _flag("fan", FAN, "OSCILLATE"),
    "fan_preset": _flag("fan", FAN, "PRESET_MODE"),
    "swing": _flag("climate", CLIMATE, "SWING_MODE"),
    "climate_fan_mode": _flag("climate", CLIMATE, "FAN_MODE"),
    "target_temperature": _flag("climate", CLIMATE, "TARGET_TEMPERATURE"),
    "position": _flag("cover", COVER, "SET_POSITION"),
    "volume_set": _flag("media_player", MEDIA, "VOLUME_SET"),
    "volume_step": lambda e: _flag("media_player", MEDIA, "VOLUME_SET")(e) or _flag("media_player", MEDIA, "VOLUME_STEP")(e),
    "vacuum_fan_speed": _flag("vacuum", VACUUM, "FAN_SPEED"),
    "humidifier_mode": _flag("humidifier", HUMIDIFIER, "MODES"),
    "valve_position": _flag("valve", VALVE, "SET_POSITION"),
}


def hvac(mode: str) -> Callable[[Mapping[str, Any]], bool]:
    """A climate entity that offers this HVAC mode."""
    return lambda e: e["entity_id"].startswith("climate.") and mode in (e["attributes"].get("hvac_modes") or [])


def _has_cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _tokens_match(word: str, text: str) -> bool:
    """``word`` occurs in ``text`` as whole words (English), or as a substring (Chinese)."""
    if _has_cjk(word):
        return word in text
    return re.search(rf"(?<![a-z0-9]){re.escape(word.casefold())}(?![a-z0-9])", text.casefold()) is not None


def _ends_with_head(name: str, head: str) -> bool:
    """``name`` ends with ``head`` as its head word: a suffix in Chinese, the last words in English."""
    if _has_cjk(head):
        return name.endswith(head)
    words, head_words = name.casefold().split(), head.casefold().split()
    return words[-len(head_words):] == head_words


# Generic room words whose head is also written short in area names (主卧 / 次卧 = 主卧室 / 次卧室).
SHORT_HEADS: dict[str, tuple[str, ...]] = {"卧室": ("卧室", "卧")}


class GroundingHome(Home):
    """A home snapshot with the selections the grounding labels are computed from."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.rel = HOMES[key]
        super().__init__((OUT_DIR / self.rel).resolve())

    def rooms(self, word: str) -> list[str]:
        """The areas a room or floor word means, by the rule fixed for issue #12.

        An exact area or floor name or alias wins (a floor means its areas); otherwise the word
        means every area whose name or an alias ends with it as the head word ("卧室" = 主卧 +
        次卧, "bedroom" = Master Bedroom + Guest Bedroom); an empty list when nothing fits.
        """
        folded = word.casefold()
        exact = [a for a, area in self.areas.items() if folded in {n.casefold() for n in [area["name"], *area.get("aliases", [])]}]
        if exact:
            return exact
        floors = [f for f, floor in self.floors.items() if folded in {n.casefold() for n in [floor["name"], *floor.get("aliases", [])]}]
        if floors:
            return [a for a, area in self.areas.items() if area.get("floor") in floors]
        heads = SHORT_HEADS.get(word, (word,))
        return [
            a for a, area in self.areas.items()
            if any(_ends_with_head(n, head) for n in [area["name"], *area.get("aliases", [])] for head in heads)
        ]

    def sel(
        self,
        domain: str | None = None,
        *,
        kind: Sequence[str] = (),
        kind_dc: Sequence[str] = (),
        can: str | Callable[[Mapping[str, Any]], bool] | None = None,
        **filters: Any,
    ) -> list[str]:
        """:meth:`Home.select` (``filters``: areas, floors, dc, names, not_areas) plus a kind and a
        capability.

        ``kind``: a kind word in the entity's name, an alias or its device's name (or its device
        class in ``kind_dc``); ``can``: a capability of :data:`CAN` (or a predicate).
        """
        tests: list[Callable[[Mapping[str, Any]], bool]] = []
        if kind or kind_dc:
            tests.append(lambda e: e.get("device_class") in kind_dc or any(
                _tokens_match(w, t) for w in kind for t in [e["name"], *(e.get("aliases") or []), e.get("device_name") or ""]
            ))
        if can is not None:
            tests.append(CAN[can] if isinstance(can, str) else can)
        return self.select(domain, where=(lambda e: all(t(e) for t in tests)) if tests else None, **filters)

    def lights(self, *areas: str) -> list[str]:
        return self.pick("light", areas=areas)


# --------------------------------------------------------------------------------------------
# Expectations, each checked against the intent written beside the case
# --------------------------------------------------------------------------------------------


def one(ids: Sequence[str], service: str | None, **data: Any) -> dict[str, Any]:
    """Exactly one target."""
    assert len(ids) == 1, ids
    return E(ids, service, data=data or None)


def every(ids: Sequence[str], service: str | None, q: str = "all", **data: Any) -> dict[str, Any]:
    """A whole set (quantifier all / except)."""
    assert ids, "empty set"
    return E(ids, service, q=q, data=data or None)


def none(found: Sequence[str], q: str = "one") -> dict[str, Any]:
    """Nothing in the home fits: ``found`` (the selection that would fit) must be empty."""
    assert not found, found
    return NM(q)


def which(ids: Sequence[str], service: str | None) -> dict[str, Any]:
    """Truly ambiguous: two or more options."""
    assert len(ids) >= 2, ids
    return CL(ids, service)


class GroundingBook(Book):
    """The cases of one language in one home; rows go to the language's shared, ordered list."""

    def __init__(self, lang: str, home: GroundingHome, order: list[dict[str, Any]]) -> None:
        super().__init__(lang, home)
        self.order = order

    def add(  # type: ignore[override]
        self,
        query: str,
        cmds: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        exps: Mapping[str, Any] | Sequence[Mapping[str, Any]],
        *,
        ctx: str | None = None,
        hist: Sequence[str] = (),
        tags: Sequence[str] = (),
        twin: bool = False,
        absent: Mapping[str, Any] | None = None,
        pair: str | None = None,
    ) -> None:
        tags = list(tags)
        if twin:
            previous = self.order[-1]
            twinned = [t for t in previous["tags"] if t in TWINNED]
            assert twinned, f"a twin follows an absent, misheard, misspelt or cross-language case: {query}"
            tags += ["twin", *(f"twin:{t}" for t in twinned)]
        assert twin or any(t in PHENOMENA for t in tags), f"no phenomenon: {query}"
        assert all(t in PHENOMENA or t in OTHER_TAGS or t.startswith("twin") for t in tags), tags
        super().add(query, cmds, exps, ctx=ctx, hist=hist, tags=tags)
        row = self.rows[-1]
        row.update(home=self.home, twin_of=self.order[-1] if twin else None, absent=absent, pair=pair)
        self.order.append(row)

    def lacks(
        self,
        query: str,
        cmd: Mapping[str, Any],
        scope: Sequence[str],
        can: str,
        service: str,
        field: str | None,
        *,
        value: Any = None,
        check: Callable[[Mapping[str, Any]], bool] | None = None,
        tags: Sequence[str] = (),
        ctx: str | None = None,
    ) -> None:
        """An asked-for capability that no entity in ``scope`` (which exists) has: no_match.

        The case records what is missing (``absent``: the capability, the service and field
        that would carry it, the option value asked for, the entities in scope) so that the
        test can confirm it against Home Assistant's own service descriptions.
        """
        assert scope, f"the scope must exist: {query}"
        test = check or CAN[can]
        assert not any(test(self.home.entities[e]) for e in scope), (query, scope)
        absent = {"capability": can, "service": service, "field": field, "scope": list(scope)}
        if value is not None:
            absent["value"] = value
        self.add(query, cmd, NM(cmd["quantifier"]), tags=["absent_capability", *tags], ctx=ctx, absent=absent)

    def features(self, row: Mapping[str, Any]) -> list[str]:
        """Hand tags, plus what the IR, context, labels and home say."""
        tags: list[str] = list(row["tags"])
        exps = row["expected"] if isinstance(row["expected"], list) else [row["expected"]]
        tags.append(f"home:{row['home'].key}")
        if row["ctx"]:
            tags.append("satellite")
        for cmd, exp in zip(row["ir"]["commands"], exps, strict=True):
            if cmd["quantifier"] in ("all", "except"):
                tags.append("bulk")
            if cmd["quantifier"] == "except":
                tags.append("except")
            if exp["no_match"]:
                tags.append("no_match")
            elif exp["clarify"]:
                tags.append("clarify")
        return sorted(set(tags))


class Language:
    """The books of one language, one per home, in one shared order."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.order: list[dict[str, Any]] = []
        self.books: dict[str, GroundingBook] = {}

    def book(self, key: str) -> GroundingBook:
        if key not in self.books:
            self.books[key] = GroundingBook(self.lang, GroundingHome(key), self.order)
        return self.books[key]

    def lines(self) -> list[dict[str, Any]]:
        ids = {id(row): f"grounding/{self.lang}/{n:04d}" for n, row in enumerate(self.order, 1)}
        out = []
        for row in self.order:
            home: GroundingHome = row["home"]
            line: dict[str, Any] = {"id": ids[id(row)], "lang": LANGS[self.lang], "query": row["query"], "home": home.rel}
            if row["ctx"]:
                line["context"] = {"area": row["ctx"]}
            if row["hist"]:
                line["history"] = row["hist"]
            line["ir"] = row["ir"]
            line["expected"] = row["expected"]
            line["features"] = self.books[home.key].features(row)
            if row["twin_of"] is not None:
                line["twin_of"] = ids[id(row["twin_of"])]
            if row["absent"]:
                line["absent"] = row["absent"]
            if row["pair"]:
                line["pair"] = row["pair"]
            out.append(line)
        return out


# --------------------------------------------------------------------------------------------
# Chinese
# --------------------------------------------------------------------------------------------

ON, OFF = "light.turn_on", "light.turn_off"
OPEN, CLOSE = "cover.open_cover", "cover.close_cover"
AC_WORDS = ("空调", "柜机", "挂机", "风管机")


def chinese() -> Language:
    zh = Language("zh")
    demo, flat = zh.book("demo_zh"), zh.book("flat_zh")
    D, F = demo.home, flat.home
    d, f = demo.add, flat.add

    # ---- absent_room: a room or floor the home does not have -----------------------------------
    d("打开车棚的灯", C("打开", None, "light", q="all", inc=["车棚"]), none(D.rooms("车棚"), "all"), tags=["absent_room"])
    d("打开车库的灯", C("打开", None, "light", q="all", inc=["车库"]), every(D.lights(*D.rooms("车库")), ON), twin=True)
    d("阁楼的灯全部关掉", C("关闭", None, "light", q="all", inc=["阁楼"]), none(D.rooms("阁楼"), "all"), tags=["absent_room"])
    d("储物间的灯全部关掉", C("关闭", None, "light", q="all", inc=["储物间"]), every(D.lights("storage_room"), OFF), twin=True)
    d("把三楼的灯都关了", C("关闭", None, "light", q="all", inc=["三楼"]), none(D.rooms("三楼"), "all"),
      tags=["absent_room", "floor"])
    d("把二楼的灯都关了", C("关闭", None, "light", q="all", inc=["二楼"]),
      every(D.pick("light", floors=["upper_floor"]), OFF), twin=True, tags=["floor"])
    d("衣帽间的灯打开", C("打开", None, "light", q="all", inc=["衣帽间"]), none(D.rooms("衣帽间"), "all"), tags=["absent_room"])
    f("衣帽间的灯打开", C("打开", None, "light", q="all", inc=["衣帽间"]), every(F.lights(*F.rooms("衣帽间")), ON), twin=True)
    f("书房的灯开一下", C("打开", None, "light", q="all", inc=["书房"]), none(F.rooms("书房"), "all"), tags=["absent_room"])
    d("书房的灯开一下", C("打开", None, "light", q="all", inc=["书房"]), every(D.lights("study"), ON), twin=True)
    d("茶室的灯开一下吧", C("打开", None, "light", q="all", inc=["茶室"]), none(D.rooms("茶室"), "all"), tags=["absent_room"])
    f("茶室的灯开一下吧", C("打开", None, "light", q="all", inc=["茶室"]), every(F.lights("tea_room"), ON), twin=True)
    f("车库的灯关一下", C("关闭", None, "light", q="all", inc=["车库"]), none(F.rooms("车库"), "all"), tags=["absent_room"])
    d("车库的灯关一下", C("关闭", None, "light", q="all", inc=["车库"]), every(D.lights("garage"), OFF), twin=True)
    f("楼上的灯都关掉", C("关闭", None, "light", q="all", inc=["楼上"]), none(F.rooms("楼上"), "all"),
      tags=["absent_room", "floor"])
    d("楼上的灯都关掉", C("关闭", None, "light", q="all", inc=["楼上"]),
      every(D.pick("light", floors=["upper_floor"]), OFF), twin=True, tags=["floor"])
    f("院子里的灯打开", C("打开", None, "light", q="all", inc=["院子"]), none(F.rooms("院子"), "all"), tags=["absent_room"])
    d("院子里的灯打开", C("打开", None, "light", q="all", inc=["院子"]), every(D.lights(*D.rooms("院子")), ON), twin=True)
    d("健身房的空调打开", C("打开", "空调", "climate", inc=["健身房"]), none(D.rooms("健身房")), tags=["absent_room"])
    d("影音室的空调打开", C("打开", "空调", "climate", inc=["影音室"]),
      one(D.sel("climate", areas=["home_theater"], kind=AC_WORDS), "climate.turn_on"), twin=True)
    f("老人房的灯关了", C("关闭", None, "light", q="all", inc=["老人房"]), none(F.rooms("老人房"), "all"), tags=["absent_room"])
    d("老人房的灯关了", C("关闭", None, "light", q="all", inc=["老人房"]), every(D.lights("elder_room"), OFF), twin=True)
    d("把洗衣房的灯打开", C("打开", None, "light", q="all", inc=["洗衣房"]), none(D.rooms("洗衣房"), "all"), tags=["absent_room"])
    d("把玄关的灯打开", C("打开", None, "light", q="all", inc=["玄关"]), every(D.lights("entrance"), ON), twin=True)
    d("除了阁楼，其他地方的灯都关掉", C("关闭", None, "light", q="except", exc=["阁楼"]), none(D.rooms("阁楼"), "except"),
      tags=["absent_room"])
    d("除了车库，其他地方的灯都关掉", C("关闭", None, "light", q="except", exc=["车库"]),
      every(D.pick("light", not_areas=["garage"]), OFF, q="except"), twin=True)
    f("除了书房以外的灯都打开", C("打开", None, "light", q="except", exc=["书房"]), none(F.rooms("书房"), "except"),
      tags=["absent_room"])
    d("除了书房以外的灯都打开", C("打开", None, "light", q="except", exc=["书房"]),
      every(D.pick("light", not_areas=["study"]), ON, q="except"), twin=True)
    d("把阳光房的灯打开", C("打开", None, "light", q="all", inc=["阳光房"]), none(D.rooms("阳光房"), "all"),
      ctx="living_room", tags=["absent_room"])
    d("把影音室的灯打开", C("打开", None, "light", q="all", inc=["影音室"]), every(D.lights("home_theater"), ON),
      ctx="living_room", twin=True)
    f("打开主卫的浴霸", C("打开", "浴霸", "climate", inc=["主卫"]), none(F.rooms("主卫")), tags=["absent_room"])
    d("打开主卫的浴霸", C("打开", "浴霸", "climate", inc=["主卫"]),
      one(D.sel("climate", areas=["master_bathroom"], kind=["浴霸"]), "climate.turn_on"), twin=True)
    d("地下二层的灯关掉", C("关闭", None, "light", q="all", inc=["地下二层"]), none(D.rooms("地下二层"), "all"),
      tags=["absent_room", "floor"])
    d("地下一层的灯关掉", C("关闭", None, "light", q="all", inc=["地下一层"]),
      every(D.pick("light", floors=["basement"]), OFF), twin=True, tags=["floor"])
    f("打开阳光房的灯", C("打开", None, "light", q="all", inc=["阳光房"]), none(F.rooms("阳光房"), "all"), tags=["absent_room"])
    f("打开大阳台的灯", C("打开", None, "light", q="all", inc=["大阳台"]), every(F.lights(*F.rooms("大阳台")), ON), twin=True)
    d("车棚灯开一下", C("打开", "车棚灯", "light"), none(D.sel("light", names=["车棚灯"]) + D.rooms("车棚")),
      tags=["absent_room"])
    d("车库灯开一下", C("打开", "车库灯", "light"), one(D.sel("light", names=["车库灯"]), ON), twin=True)
    f("把游戏室的空调关了", C("关闭", "空调", "climate", inc=["游戏室"]), none(F.rooms("游戏室")), tags=["absent_room"])
    f("把大宝房的空调关了", C("关闭", "空调", "climate", inc=["大宝房"]),
      one(F.sel("climate", areas=["big_kid_room"], kind=AC_WORDS), "climate.turn_off"), twin=True)
    f("地下室的灯帮我关一下", C("关闭", None, "light", q="all", inc=["地下室"]), none(F.rooms("地下室"), "all"),
      tags=["absent_room", "floor"])
    d("地下室的灯帮我关一下", C("关闭", None, "light", q="all", inc=["地下室"]),
      every(D.pick("light", floors=["basement"]), OFF), twin=True, tags=["floor"])

    # ---- absent_kind: a kind of device the room (or the home) lacks -----------------------------
    HUMID = {"kind": ["加湿器"], "kind_dc": ["humidifier"]}
    d("客厅的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["客厅"]),
      none(D.sel("humidifier", areas=["living_room"], **HUMID)), tags=["absent_kind"])
    d("儿童房的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["儿童房"]),
      one(D.sel("humidifier", areas=["kids_room"], **HUMID), "humidifier.turn_on"), twin=True)
    d("厨房的空调开一下", C("打开", "空调", "climate", inc=["厨房"]),
      none(D.sel("climate", areas=["kitchen"], kind=AC_WORDS)), tags=["absent_kind"])
    d("书房的空调开一下", C("打开", "空调", "climate", inc=["书房"]),
      one(D.sel("climate", areas=["study"], kind=AC_WORDS), "climate.turn_on"), twin=True)
    f("二宝房空调调到24度", C("调到", "空调", "climate", inc=["二宝房"], params={"temperature": 24}),
      none(F.sel("climate", areas=["baby_room"], kind=AC_WORDS)), tags=["absent_kind"])
    f("大宝房空调调到24度", C("调到", "空调", "climate", inc=["大宝房"], params={"temperature": 24}),
      one(F.sel("climate", areas=["big_kid_room"], kind=AC_WORDS), "climate.set_temperature", temperature=24), twin=True)
    f("把二宝房的空调关了", C("关闭", "空调", "climate", inc=["二宝房"]),
      none(F.sel("climate", areas=["baby_room"], kind=AC_WORDS)), tags=["absent_kind"])
    f("把二宝房的取暖器关了", C("关闭", "取暖器", "climate", inc=["二宝房"]),
      one(F.sel("climate", areas=["baby_room"], kind=["取暖器"]), "climate.turn_off"), twin=True)
    d("主卫的空调打开", C("打开", "空调", "climate", inc=["主卫"]),
      none(D.sel("climate", areas=["master_bathroom"], kind=AC_WORDS)), tags=["absent_kind"])
    d("主卧的空调打开", C("打开", "空调", "climate", inc=["主卧"]),
      one(D.sel("climate", areas=["master_bedroom"], kind=AC_WORDS), "climate.turn_on"), twin=True)
    d("厨房的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["厨房"]),
      none(D.sel("cover", areas=["kitchen"], dc="curtain"), "all"), tags=["absent_kind"])
    d("老人房的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["老人房"]),
      every(D.sel("cover", areas=["elder_room"], dc="curtain"), CLOSE), twin=True)
    d("书房的电视打开", C("打开", "电视", "media_player", "tv", inc=["书房"]),
      none(D.sel("media_player", areas=["study"], dc="tv")), tags=["absent_kind"])
    d("客厅的电视打开", C("打开", "电视", "media_player", "tv", inc=["客厅"]),
      one(D.sel("media_player", areas=["living_room"], dc="tv"), "media_player.turn_on"), twin=True)
    f("客厅的加湿器开一下", C("打开", "加湿器", "humidifier", "humidifier", inc=["客厅"]),
      none(F.sel("humidifier", areas=["living_room"], **HUMID)), tags=["absent_kind"])
    f("主卧的加湿器开一下", C("打开", "加湿器", "humidifier", "humidifier", inc=["主卧"]),
      one(F.sel("humidifier", areas=["master_bedroom"], **HUMID), "humidifier.turn_on"), twin=True)
    f("洗碗机开一下", C("打开", "洗碗机", "switch"), none(F.sel(kind=["洗碗机"])), tags=["absent_kind"])
    d("洗碗机开一下", C("打开", "洗碗机", "switch"), one(D.sel("switch", kind=["洗碗机"]), "switch.turn_on"), twin=True)
    f("把主卧的地暖打开", C("打开", "地暖", "climate", inc=["主卧"]),
      none(F.sel("climate", areas=["master_bedroom"], kind=["地暖"])), tags=["absent_kind"])
    d("把书房的地暖打开", C("打开", "地暖", "climate", inc=["书房"]),
      one(D.sel("climate", areas=["study"], kind=["地暖"]), "climate.turn_on"), twin=True)
    d("阳台的风扇打开", C("打开", "风扇", "fan", inc=["阳台"]),
      none(D.sel("fan", areas=["balcony"], kind=["风扇"])), tags=["absent_kind"])
    d("主卧的风扇打开", C("打开", "风扇", "fan", inc=["主卧"]),
      one(D.sel("fan", areas=["master_bedroom"], kind=["风扇"]), "fan.turn_on"), twin=True)
    f("衣帽间的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["衣帽间"]),
      none(F.sel("humidifier", areas=["cloakroom"], **HUMID)), tags=["absent_kind"])
    f("衣帽间的除湿机打开", C("打开", "除湿机", "humidifier", "dehumidifier", inc=["衣帽间"]),
      one(F.sel("humidifier", areas=["cloakroom"], kind=["除湿机"], kind_dc=["dehumidifier"]), "humidifier.turn_on"), twin=True)
    d("储物间的加湿器开一下", C("打开", "加湿器", "humidifier", "humidifier", inc=["储物间"]),
      none(D.sel("humidifier", areas=["storage_room"], **HUMID)), tags=["absent_kind"])
    d("储物间的除湿机开一下", C("打开", "除湿机", "humidifier", "dehumidifier", inc=["储物间"]),
      one(D.sel("humidifier", areas=["storage_room"], kind=["除湿机"], kind_dc=["dehumidifier"]), "humidifier.turn_on"),
      twin=True)
    f("二宝房的台灯打开", C("打开", "台灯", "light", inc=["二宝房"]),
      none(F.sel("light", areas=["baby_room"], kind=["台灯"])), tags=["absent_kind"])
    f("大宝房的台灯打开", C("打开", "台灯", "light", inc=["大宝房"]),
      one(F.sel("light", areas=["big_kid_room"], kind=["台灯"]), ON), twin=True, tags=["kind_word"])
    d("餐厅的吸顶灯打开", C("打开", "吸顶灯", "light", inc=["餐厅"]),
      none(D.sel("light", areas=["dining_room"], kind=["吸顶灯"])), tags=["absent_kind"])
    d("厨房的吸顶灯打开", C("打开", "吸顶灯", "light", inc=["厨房"]),
      one(D.sel("light", areas=["kitchen"], kind=["吸顶灯"]), ON), twin=True, tags=["kind_word"])
    f("客厅的落地灯打开", C("打开", "落地灯", "light", inc=["客厅"]),
      none(F.sel("light", areas=["living_room"], kind=["落地灯"])), tags=["absent_kind"])
    d("客厅的落地灯打开", C("打开", "落地灯", "light", inc=["客厅"]),
      one(D.sel("light", areas=["living_room"], kind=["落地灯"]), ON), twin=True, tags=["kind_word"])
    f("主卧的风扇开一下", C("打开", "风扇", "fan", inc=["主卧"]),
      none(F.sel("fan", areas=["master_bedroom"], kind=["风扇"])), tags=["absent_kind"])
    d("主卧的风扇开一下", C("打开", "风扇", "fan", inc=["主卧"]),
      one(D.sel("fan", areas=["master_bedroom"], kind=["风扇"]), "fan.turn_on"), twin=True)
    d("老人房的电视关一下", C("关闭", "电视", "media_player", "tv", inc=["老人房"]),
      none(D.sel("media_player", areas=["elder_room"], dc="tv")), tags=["absent_kind"])
    d("影音室的电视关一下", C("关闭", "电视", "media_player", "tv", inc=["影音室"]),
      one(D.sel("media_player", areas=["home_theater"], dc="tv"), "media_player.turn_off"), twin=True,
      tags=["judgement"])
    f("把电热毯打开", C("打开", "电热毯", "switch"), none(F.sel(kind=["电热毯"])), tags=["absent_kind"])
    d("把电热毯打开", C("打开", "电热毯", "switch"), one(D.sel("switch", kind=["电热毯"]), "switch.turn_on"), twin=True)

    # ---- absent_capability: an attribute or parameter no entity in scope supports --------------
    lacks_d, lacks_f = demo.lacks, flat.lacks
    lacks_d("把客厅主灯调成红色", C("调成", "客厅主灯", "light", params={"color_name": "red"}),
            D.sel("light", names=["客厅主灯"]), "color", ON, "color_name")
    d("把大白调成红色", C("调成", "大白", "Unknown", params={"color_name": "red"}),
      one(D.sel("light", names=["大白"], can="color"), ON, color_name="red"), twin=True)
    lacks_d("把车库灯调到50%", C("调到", "车库灯", "light", params={"brightness_pct": 50}),
            D.sel("light", names=["车库灯"]), "brightness", ON, "brightness_pct")
    d("把玄关灯调到50%", C("调到", "玄关灯", "light", params={"brightness_pct": 50}),
      one(D.sel("light", names=["玄关灯"], can="brightness"), ON, brightness_pct=50), twin=True)
    lacks_d("排气扇风速调到最大", C("调到", "排气扇", "fan", params={"percentage": 100}),
            D.sel("fan", names=["排气扇"]), "fan_speed", "fan.set_percentage", "percentage")
    d("油烟机风速调到最大", C("调到", "油烟机", "fan", params={"percentage": 100}),
      one(D.sel("fan", names=["油烟机"], can="fan_speed"), "fan.set_percentage", percentage=100), twin=True)
    lacks_d("影音室空调打开扫风", C("打开扫风", "空调", "climate", inc=["影音室"], params={"swing_mode": "on"}),
            D.sel("climate", areas=["home_theater"], kind=AC_WORDS), "swing", "climate.set_swing_mode", "swing_mode")
    d("书房空调打开扫风", C("打开扫风", "空调", "climate", inc=["书房"], params={"swing_mode": "on"}),
      one(D.sel("climate", areas=["study"], kind=AC_WORDS, can="swing"), "climate.set_swing_mode", swing_mode="on"), twin=True)
    lacks_d("次卧窗帘开到一半", C("打开", "窗帘", "cover", "curtain", inc=["次卧"], params={"position": 50}),
            D.sel("cover", areas=["second_bedroom"], dc="curtain"), "position", "cover.set_cover_position", "position")
    d("主卧窗帘开到一半", C("打开", "窗帘", "cover", "curtain", inc=["主卧"], params={"position": 50}),
      one(D.sel("cover", areas=["master_bedroom"], dc="curtain", can="position"), "cover.set_cover_position", position=50),
      twin=True)
    lacks_d("投影仪音量调到30", C("调到", "投影仪", "media_player", "tv", params={"volume_level": 0.3}),
            D.sel("media_player", names=["投影仪"]), "volume_set", "media_player.volume_set", "volume_level")
    d("回音壁音量调到30", C("调到", "回音壁", "media_player", "speaker", params={"volume_level": 0.3}),
      one(D.sel("media_player", names=["回音壁"], can="volume_set"), "media_player.volume_set", volume_level=0.3), twin=True)
    lacks_d("电视插座声音调小一点", C("调低音量", "电视插座", "switch", "outlet"),
            D.sel("switch", names=["电视插座"]), "volume_step", "media_player.volume_down", None)
    d("电视声音调小一点", C("调低音量", "电视", "media_player", "tv"),
      one(D.sel("media_player", names=["电视"], can="volume_step"), "media_player.volume_down"), twin=True)
    lacks_d("把餐厅筒灯调成暖光", C("调成", "筒灯", "light", inc=["餐厅"], params={"color_temp_kelvin": 2700}),
            D.sel("light", areas=["dining_room"], names=["筒灯"]), "color_temp", ON, "color_temp_kelvin")
    d("把餐吊灯调成暖光", C("调成", "餐吊灯", "light", params={"color_temp_kelvin": 2700}),
      one(D.sel("light", names=["餐吊灯"], can="color_temp"), ON, color_temp_kelvin=2700), twin=True)
    lacks_d("卫生间灯亮度调到30", C("调到", "卫生间灯", "light", params={"brightness_pct": 30}),
            D.sel("light", names=["卫生间灯"]), "brightness", ON, "brightness_pct")
    d("浴室灯亮度调到30", C("调到", "浴室灯", "light", params={"brightness_pct": 30}),
      one(D.sel("light", names=["浴室灯"], can="brightness"), ON, brightness_pct=30), twin=True)
    lacks_d("草坪灯换成蓝色", C("调成", "草坪灯", "light", params={"color_name": "blue"}),
            D.sel("light", names=["草坪灯"]), "color", ON, "color_name")
    d("星空灯换成蓝色", C("调成", "星空灯", "light", params={"color_name": "blue"}),
      one(D.sel("light", names=["星空灯"], can="color"), ON, color_name="blue"), twin=True)
    lacks_d("把浴霸调到制冷", C("调到", "浴霸", "climate", params={"hvac_mode": "cool"}),
            D.sel("climate", names=["浴霸"]), "hvac_mode", "climate.set_hvac_mode", "hvac_mode", value="cool", check=hvac("cool"))
    d("把客厅空调调到制冷", C("调到", "空调", "climate", inc=["客厅"], params={"hvac_mode": "cool"}),
      one(D.sel("climate", areas=["living_room"], kind=AC_WORDS, can=hvac("cool")), "climate.set_hvac_mode", hvac_mode="cool"),
      twin=True)
    lacks_f("让吊扇摇头", C("摇头", "吊扇", "fan", params={"oscillating": True}),
            F.sel("fan", names=["吊扇"]), "oscillate", "fan.oscillate", "oscillating")
    d("让风扇摇头", C("摇头", "风扇", "fan", params={"oscillating": True}),
      one(D.sel("fan", names=["风扇"], can="oscillate"), "fan.oscillate", oscillating=True), twin=True)
    lacks_f("主卧空调开扫风", C("打开扫风", "空调", "climate", inc=["主卧"], params={"swing_mode": "on"}),
            F.sel("climate", areas=["master_bedroom"], kind=AC_WORDS), "swing", "climate.set_swing_mode", "swing_mode")
    f("大宝房空调开扫风", C("打开扫风", "空调", "climate", inc=["大宝房"], params={"swing_mode": "on"}),
      one(F.sel("climate", areas=["big_kid_room"], kind=AC_WORDS, can="swing"), "climate.set_swing_mode", swing_mode="on"),
      twin=True)
    lacks_f("主卧窗帘拉到一半", C("调到", "主卧窗帘", "cover", "curtain", params={"position": 50}),
            F.sel("cover", names=["主卧窗帘"]), "position", "cover.set_cover_position", "position")
    f("客厅窗帘拉到一半", C("调到", "客厅窗帘", "cover", "curtain", params={"position": 50}),
      one(F.sel("cover", names=["客厅窗帘"], can="position"), "cover.set_cover_position", position=50), twin=True)
    lacks_f("衣帽间灯调到百分之三十", C("调到", "衣帽间灯", "light", params={"brightness_pct": 30}),
            F.sel("light", names=["衣帽间灯"]), "brightness", ON, "brightness_pct")
    f("茶室灯调到百分之三十", C("调到", "茶室灯", "light", params={"brightness_pct": 30}),
      one(F.sel("light", names=["茶室灯"], can="brightness"), ON, brightness_pct=30), twin=True)
    lacks_f("卧室电视音量调到20", C("调到", "卧室电视", "media_player", "tv", params={"volume_level": 0.2}),
            F.sel(names=["卧室电视"]), "volume_set", "media_player.volume_set", "volume_level")
    f("小米电视音量调到20", C("调到", "小米电视", "media_player", "tv", params={"volume_level": 0.2}),
      one(F.sel("media_player", names=["小米电视"], can="volume_set"), "media_player.volume_set", volume_level=0.2), twin=True)
    lacks_f("客厅灯调成紫色", C("调成", "客厅灯", "light", params={"color_name": "purple"}),
            F.sel("light", names=["客厅灯"]), "color", ON, "color_name")
    f("灯带调成紫色", C("调成", "灯带", "light", params={"color_name": "purple"}),
      one(F.sel("light", names=["灯带"], can="color"), ON, color_name="purple"), twin=True)
    lacks_f("把油汀风速调大", C("调大风速", "油汀", "climate", params={"fan_mode": "high"}),
            F.sel("climate", names=["油汀"]), "climate_fan_mode", "climate.set_fan_mode", "fan_mode")
    f("把浴霸风速调大", C("调大风速", "浴霸", "climate", params={"fan_mode": "high"}),
      one(F.sel("climate", names=["浴霸"], can="climate_fan_mode"), "climate.set_fan_mode", fan_mode="high"), twin=True)
    lacks_f("加湿器调到睡眠模式", C("调到", "加湿器", "humidifier", "humidifier", params={"mode": "睡眠"}),
            F.sel("humidifier", names=["加湿器"]), "humidifier_mode", "humidifier.set_mode", "mode", value="睡眠",
            tags=["judgement"])
    f("除湿机调到干衣模式", C("调到", "除湿机", "humidifier", "dehumidifier", params={"mode": "干衣"}),
      one(F.sel("humidifier", names=["除湿机"], can="humidifier_mode"), "humidifier.set_mode", mode="干衣"), twin=True)
    lacks_f("衣帽间的灯换个颜色，要粉色", C("调成", None, "light", q="all", inc=["衣帽间"], params={"color_name": "pink"}),
            F.sel("light", areas=["cloakroom"]), "color", ON, "color_name", ctx="master_bedroom")
    f("主卧的床头灯换个颜色，要粉色", C("调成", "床头灯", "light", inc=["主卧"], params={"color_name": "pink"}),
      one(F.sel("light", areas=["master_bedroom"], kind=["床头灯"], can="color"), ON, color_name="pink"),
      ctx="master_bedroom", twin=True)
    lacks_d("把楼梯灯调成白光", C("调成", "楼梯灯", "light", params={"color_temp_kelvin": 6000}),
            D.sel("light", names=["楼梯灯"]), "color_temp", ON, "color_temp_kelvin")
    d("把屏幕挂灯调成白光", C("调成", "屏幕挂灯", "light", params={"color_temp_kelvin": 6000}),
      one(D.sel("light", names=["屏幕挂灯"], can="color_temp"), ON, color_temp_kelvin=6000), twin=True)


    # ---- misheard: rooms, names and kinds as a recogniser mishears them (the IR keeps the heard word)
    d("打开客听的灯", C("打开", None, "light", q="all", inc=["客听"]), every(D.lights("living_room"), ON), tags=["misheard"])
    d("打开客厅的灯", C("打开", None, "light", q="all", inc=["客厅"]), every(D.lights("living_room"), ON), twin=True)
    d("出房的灯关一下", C("关闭", None, "light", q="all", inc=["出房"]), every(D.lights("kitchen"), OFF), tags=["misheard"])
    d("厨房的灯关一下", C("关闭", None, "light", q="all", inc=["厨房"]), every(D.lights("kitchen"), OFF), twin=True)
    d("把叔房空调调到25度", C("调到", "空调", "climate", inc=["叔房"], params={"temperature": 25}),
      one(D.sel("climate", areas=["study"], kind=AC_WORDS), "climate.set_temperature", temperature=25), tags=["misheard"])
    d("把书房空调调到25度", C("调到", "空调", "climate", inc=["书房"], params={"temperature": 25}),
      one(D.sel("climate", areas=["study"], kind=AC_WORDS), "climate.set_temperature", temperature=25), twin=True)
    d("脑伙计打开", C("打开", "脑伙计", "Unknown"), one(D.sel(names=["老伙计"]), ON), tags=["misheard"])
    d("老伙计打开", C("打开", "老伙计", "Unknown"), one(D.sel(names=["老伙计"]), ON), twin=True)
    d("走兰的灯打开", C("打开", None, "light", q="all", inc=["走兰"]), every(D.lights("hallway"), ON), tags=["misheard"])
    d("走廊的灯打开", C("打开", None, "light", q="all", inc=["走廊"]), every(D.lights("hallway"), ON), twin=True)
    d("洋台的灯关掉", C("关闭", None, "light", q="all", inc=["洋台"]), every(D.lights("balcony"), OFF), tags=["misheard"])
    d("阳台的灯关掉", C("关闭", None, "light", q="all", inc=["阳台"]), every(D.lights("balcony"), OFF), twin=True)
    d("此卧的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["此卧"]),
      every(D.sel("cover", areas=["second_bedroom"], dc="curtain"), CLOSE), tags=["misheard"])
    d("次卧的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["次卧"]),
      every(D.sel("cover", areas=["second_bedroom"], dc="curtain"), CLOSE), twin=True)
    d("把儿同房的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["儿同房"]),
      one(D.sel("humidifier", areas=["kids_room"], **HUMID), "humidifier.turn_on"), tags=["misheard"])
    d("把儿童房的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["儿童房"]),
      one(D.sel("humidifier", areas=["kids_room"], **HUMID), "humidifier.turn_on"), twin=True)
    d("脑人房的空调开一下", C("打开", "空调", "climate", inc=["脑人房"]),
      one(D.sel("climate", areas=["elder_room"], kind=AC_WORDS), "climate.turn_on"), tags=["misheard"])
    d("老人房的空调开一下", C("打开", "空调", "climate", inc=["老人房"]),
      one(D.sel("climate", areas=["elder_room"], kind=AC_WORDS), "climate.turn_on"), twin=True)
    d("隐音室的灯带打开", C("打开", "灯带", "light", inc=["隐音室"]),
      one(D.sel("light", areas=["home_theater"], kind=["灯带"]), ON), tags=["misheard"])
    d("影音室的灯带打开", C("打开", "灯带", "light", inc=["影音室"]),
      one(D.sel("light", areas=["home_theater"], kind=["灯带"]), ON), twin=True)
    d("把玄观灯关了", C("关闭", "玄观灯", "light"), one(D.sel(names=["玄关灯"]), OFF), tags=["misheard"])
    d("把玄关灯关了", C("关闭", "玄关灯", "light"), one(D.sel(names=["玄关灯"]), OFF), twin=True)
    d("把主卧的西顶灯打开", C("打开", "西顶灯", "light", inc=["主卧"]),
      one(D.sel("light", areas=["master_bedroom"], kind=["吸顶灯"]), ON), tags=["misheard"])
    d("把主卧的吸顶灯打开", C("打开", "吸顶灯", "light", inc=["主卧"]),
      one(D.sel("light", areas=["master_bedroom"], kind=["吸顶灯"]), ON), twin=True)
    d("客厅的空气静化器打开", C("打开", "空气静化器", "fan", inc=["客厅"]),
      one(D.sel("fan", areas=["living_room"], kind=["净化器"]), "fan.turn_on"), tags=["misheard"])
    d("客厅的空气净化器打开", C("打开", "空气净化器", "fan", inc=["客厅"]),
      one(D.sel("fan", areas=["living_room"], kind=["净化器"]), "fan.turn_on"), twin=True)
    d("车裤门关上", C("关闭", "车裤门", "cover", "garage"), one(D.sel(names=["车库门"]), CLOSE), tags=["misheard"])
    d("车库门关上", C("关闭", "车库门", "cover", "garage"), one(D.sel(names=["车库门"]), CLOSE), twin=True)
    d("打开生诞树", C("打开", "生诞树", "Unknown"), one(D.sel(names=["圣诞树"]), "switch.turn_on"), tags=["misheard"])
    d("打开圣诞树", C("打开", "圣诞树", "Unknown"), one(D.sel(names=["圣诞树"]), "switch.turn_on"), twin=True)
    d("卫身间的排气扇打开", C("打开", "排气扇", "fan", inc=["卫身间"]),
      one(D.sel("fan", areas=["guest_bathroom"], kind=["排气扇"]), "fan.turn_on"), tags=["misheard"])
    d("卫生间的排气扇打开", C("打开", "排气扇", "fan", inc=["卫生间"]),
      one(D.sel("fan", areas=["guest_bathroom"], kind=["排气扇"]), "fan.turn_on"), twin=True)
    d("次卧的米家抬灯打开", C("打开", "米家抬灯", "light", inc=["次卧"]),
      one(D.sel("light", names=["米家台灯"]), ON), tags=["misheard"])
    d("次卧的米家台灯打开", C("打开", "米家台灯", "light", inc=["次卧"]), one(D.sel("light", names=["米家台灯"]), ON), twin=True)
    d("苏房的灯关一下", C("关闭", None, "light", q="all", inc=["苏房"]), every(D.lights("study"), OFF), tags=["misheard"])
    d("书房的灯关一下", C("关闭", None, "light", q="all", inc=["书房"]), every(D.lights("study"), OFF), twin=True)
    f("打开大饱房的灯", C("打开", None, "light", q="all", inc=["大饱房"]), every(F.lights("big_kid_room"), ON), tags=["misheard"])
    f("打开大宝房的灯", C("打开", None, "light", q="all", inc=["大宝房"]), every(F.lights("big_kid_room"), ON), twin=True)
    f("衣冒间的灯关了", C("关闭", None, "light", q="all", inc=["衣冒间"]), every(F.lights("cloakroom"), OFF), tags=["misheard"])
    f("衣帽间的灯关了", C("关闭", None, "light", q="all", inc=["衣帽间"]), every(F.lights("cloakroom"), OFF), twin=True)
    f("把家湿器打开", C("打开", "家湿器", "humidifier", "humidifier"),
      one(F.sel("humidifier", names=["加湿器"]), "humidifier.turn_on"), tags=["misheard"])
    f("把加湿器打开", C("打开", "加湿器", "humidifier", "humidifier"),
      one(F.sel("humidifier", names=["加湿器"]), "humidifier.turn_on"), twin=True, tags=["device_function"])
    f("把油听关掉", C("关闭", "油听", "climate"), one(F.sel(names=["油汀"]), "climate.turn_off"), tags=["misheard"])
    f("把油汀关掉", C("关闭", "油汀", "climate"), one(F.sel(names=["油汀"]), "climate.turn_off"), twin=True)
    f("茶是的灯打开", C("打开", None, "light", q="all", inc=["茶是"]), every(F.lights("tea_room"), ON), tags=["misheard"])
    f("茶室的灯打开", C("打开", None, "light", q="all", inc=["茶室"]), every(F.lights("tea_room"), ON), twin=True)
    f("景关阳台的灯打开", C("打开", None, "light", q="all", inc=["景关阳台"]), every(F.lights("view_balcony"), ON),
      tags=["misheard"])
    f("景观阳台的灯打开", C("打开", None, "light", q="all", inc=["景观阳台"]), every(F.lights("view_balcony"), ON), twin=True)
    f("嫂地机开始扫地", C("开始扫地", "嫂地机", "vacuum"), one(F.sel("vacuum"), "vacuum.start"), tags=["misheard"])
    f("扫地机开始扫地", C("开始扫地", "扫地机", "vacuum"), one(F.sel("vacuum"), "vacuum.start"), twin=True,
      tags=["device_function"])
    f("祖卧的灯关掉", C("关闭", None, "light", q="all", inc=["祖卧"]), every(F.lights("master_bedroom"), OFF), tags=["misheard"])
    f("主卧的灯关掉", C("关闭", None, "light", q="all", inc=["主卧"]), every(F.lights("master_bedroom"), OFF), twin=True)
    f("粗房的油烟机打开", C("打开", "油烟机", "fan", inc=["粗房"]),
      one(F.sel("fan", areas=["kitchen"], kind=["油烟机"]), "fan.turn_on"), tags=["misheard"])
    f("厨房的油烟机打开", C("打开", "油烟机", "fan", inc=["厨房"]),
      one(F.sel("fan", areas=["kitchen"], kind=["油烟机"]), "fan.turn_on"), twin=True, tags=["device_function"])
    f("把进化器关了", C("关闭", "进化器", "fan"), one(F.sel("fan", names=["净化器"]), "fan.turn_off"), tags=["misheard"])
    f("把净化器关了", C("关闭", "净化器", "fan"), one(F.sel("fan", names=["净化器"]), "fan.turn_off"), twin=True,
      tags=["device_function"])
    f("把二宝房的小叶灯打开", C("打开", "小叶灯", "light", inc=["二宝房"]), one(F.sel(names=["小夜灯"]), ON), tags=["misheard"])
    f("把二宝房的小夜灯打开", C("打开", "小夜灯", "light", inc=["二宝房"]), one(F.sel(names=["小夜灯"]), ON), twin=True)
    f("把宝房的灯打开", C("打开", None, "light", q="all", inc=["宝房"]),
      which(F.lights("big_kid_room", "baby_room"), ON), tags=["misheard", "judgement"])
    f("把二宝房的灯打开", C("打开", None, "light", q="all", inc=["二宝房"]), every(F.lights("baby_room"), ON), twin=True)
    d("在客听帮我把空调调到26度", C("调到", "空调", "climate", inc=["客听"], params={"temperature": 26}),
      one(D.sel("climate", areas=["living_room"], kind=AC_WORDS), "climate.set_temperature", temperature=26),
      ctx="study", tags=["misheard"])
    d("在客厅帮我把空调调到26度", C("调到", "空调", "climate", inc=["客厅"], params={"temperature": 26}),
      one(D.sel("climate", areas=["living_room"], kind=AC_WORDS), "climate.set_temperature", temperature=26),
      ctx="study", twin=True)

    # ---- cross_language: English words inside Chinese -------------------------------------------
    d("打开 dining room 的灯", C("打开", None, "light", q="all", inc=["dining room"]), every(D.lights("dining_room"), ON),
      tags=["cross_language"])
    d("打开餐厅的灯", C("打开", None, "light", q="all", inc=["餐厅"]), every(D.lights("dining_room"), ON), twin=True)
    d("把 study 的空调关了", C("关闭", "空调", "climate", inc=["study"]),
      one(D.sel("climate", areas=["study"], kind=AC_WORDS), "climate.turn_off"), tags=["cross_language"])
    d("把书房的空调关了", C("关闭", "空调", "climate", inc=["书房"]),
      one(D.sel("climate", areas=["study"], kind=AC_WORDS), "climate.turn_off"), twin=True)
    d("kitchen 的灯关一下", C("关闭", None, "light", q="all", inc=["kitchen"]), every(D.lights("kitchen"), OFF),
      tags=["cross_language"])
    d("打开 master bedroom 的窗帘", C("打开", None, "cover", "curtain", q="all", inc=["master bedroom"]),
      every(D.sel("cover", areas=["master_bedroom"], dc="curtain"), OPEN), tags=["cross_language"])
    d("打开主卧的窗帘", C("打开", None, "cover", "curtain", q="all", inc=["主卧"]),
      every(D.sel("cover", areas=["master_bedroom"], dc="curtain"), OPEN), twin=True)
    d("开一下 balcony 的洗衣机", C("打开", "洗衣机", "switch", inc=["balcony"]),
      one(D.sel("switch", areas=["balcony"], kind=["洗衣机"]), "switch.turn_on"), tags=["cross_language"])
    d("客厅的 TV 关掉", C("关闭", "TV", "media_player", "tv", inc=["客厅"]),
      one(D.sel("media_player", areas=["living_room"], dc="tv"), "media_player.turn_off"), tags=["cross_language"])
    d("客厅的电视关掉", C("关闭", "电视", "media_player", "tv", inc=["客厅"]),
      one(D.sel("media_player", areas=["living_room"], dc="tv"), "media_player.turn_off"), twin=True)
    d("把 kids room 的空调调到26度", C("调到", "空调", "climate", inc=["kids room"], params={"temperature": 26}),
      one(D.sel("climate", areas=["kids_room"], kind=AC_WORDS), "climate.set_temperature", temperature=26),
      tags=["cross_language"])
    d("主卧的 fan 开一下", C("打开", "fan", "fan", inc=["主卧"]), one(D.sel("fan", areas=["master_bedroom"]), "fan.turn_on"),
      tags=["cross_language"])
    d("把 living room 的 purifier 打开", C("打开", "purifier", "fan", inc=["living room"]),
      one(D.sel("fan", areas=["living_room"], kind=["净化器"]), "fan.turn_on"), tags=["cross_language"])
    d("打开 garden 的灯", C("打开", None, "light", q="all", inc=["garden"]), every(D.lights("garden"), ON),
      tags=["cross_language"])
    d("关掉 hallway 的灯", C("关闭", None, "light", q="all", inc=["hallway"]), every(D.lights("hallway"), OFF),
      tags=["cross_language"])
    d("帮我把 basement 的灯全关掉", C("关闭", None, "light", q="all", inc=["basement"]),
      every(D.pick("light", floors=["basement"]), OFF), tags=["cross_language", "floor"])
    d("帮我把地下室的灯全关掉", C("关闭", None, "light", q="all", inc=["地下室"]),
      every(D.pick("light", floors=["basement"]), OFF), twin=True, tags=["floor"])
    d("study 的 speaker 暂停一下", C("暂停", "speaker", "media_player", "speaker", inc=["study"]),
      one(D.sel("media_player", areas=["study"], dc="speaker"), "media_player.media_pause"), tags=["cross_language"])
    d("打开 guest bathroom 的排气扇", C("打开", "排气扇", "fan", inc=["guest bathroom"]),
      one(D.sel("fan", areas=["guest_bathroom"]), "fan.turn_on"), tags=["cross_language"])
    f("把 HomePod 声音调小点", C("调低音量", "HomePod", "media_player"),
      one(F.sel("media_player", names=["HomePod"]), "media_player.volume_down"), tags=["cross_language"])
    f("打开 kitchen 的油烟机", C("打开", "油烟机", "fan", inc=["kitchen"]),
      one(F.sel("fan", areas=["kitchen"], kind=["油烟机"]), "fan.turn_on"), tags=["cross_language"])
    f("把 baby room 的取暖器打开", C("打开", "取暖器", "climate", inc=["baby room"]),
      one(F.sel("climate", areas=["baby_room"]), "climate.turn_on"), tags=["cross_language"])
    f("把婴儿房的取暖器打开", C("打开", "取暖器", "climate", inc=["婴儿房"]),
      one(F.sel("climate", areas=["baby_room"]), "climate.turn_on"), twin=True)
    f("living room 的窗帘拉开", C("打开", None, "cover", "curtain", q="all", inc=["living room"]),
      every(F.sel("cover", areas=["living_room"], dc="curtain"), OPEN), tags=["cross_language"])
    f("关掉 bathroom 的浴霸", C("关闭", "浴霸", "climate", inc=["bathroom"]),
      one(F.sel("climate", areas=["bathroom"], kind=["浴霸"]), "climate.turn_off"), tags=["cross_language"])
    f("打开 tea room 的灯", C("打开", None, "light", q="all", inc=["tea room"]), every(F.lights("tea_room"), ON),
      tags=["cross_language"])
    f("打开 dining room 的灯", C("打开", None, "light", q="all", inc=["dining room"]),
      every(F.lights(*F.rooms("餐厅")), ON), tags=["cross_language", "judgement"])
    f("把 Yeelight 关了", C("关闭", "Yeelight", "light"), one(F.sel("light", kind=["Yeelight"]), OFF),
      tags=["cross_language"])
    f("把 walk-in closet 的除湿机打开", C("打开", "除湿机", "humidifier", "dehumidifier", inc=["walk-in closet"]),
      one(F.sel("humidifier", areas=["cloakroom"]), "humidifier.turn_on"), tags=["cross_language"])
    f("把衣帽间的除湿机打开", C("打开", "除湿机", "humidifier", "dehumidifier", inc=["衣帽间"]),
      one(F.sel("humidifier", areas=["cloakroom"]), "humidifier.turn_on"), twin=True)

    # ---- kind_word: a word naming a kind narrows to that kind (name, alias, device name) ----------
    d("打开书房的台灯", C("打开", "台灯", "light", inc=["书房"]), one(D.sel("light", areas=["study"], kind=["台灯"]), ON),
      tags=["kind_word"])
    d("把客厅的吸顶灯关掉", C("关闭", "吸顶灯", "light", inc=["客厅"]),
      one(D.sel("light", areas=["living_room"], kind=["吸顶灯"]), OFF), tags=["kind_word"])
    d("影音室的灯带关了", C("关闭", "灯带", "light", inc=["影音室"]),
      one(D.sel("light", areas=["home_theater"], kind=["灯带"]), OFF), tags=["kind_word"])
    d("走廊的灯带打开", C("打开", "灯带", "light", inc=["走廊"]), one(D.sel("light", areas=["hallway"], kind=["灯带"]), ON),
      tags=["kind_word"])
    d("主卧的台灯打开", C("打开", "台灯", "light", inc=["主卧"]),
      one(D.sel("light", areas=["master_bedroom"], kind=["台灯"]), ON), tags=["kind_word"])
    d("次卧的台灯关一下", C("关闭", "台灯", "light", inc=["次卧"]),
      one(D.sel("light", areas=["second_bedroom"], kind=["台灯"]), OFF), tags=["kind_word"])
    d("客厅的筒灯全部打开", C("打开", "筒灯", "light", q="all", inc=["客厅"]),
      every(D.sel("light", areas=["living_room"], kind=["筒灯"]), ON), tags=["kind_word"])
    d("儿童房的吸顶灯关了", C("关闭", "吸顶灯", "light", inc=["儿童房"]),
      one(D.sel("light", areas=["kids_room"], kind=["吸顶灯"]), OFF), tags=["kind_word"])
    d("把主卧的床头灯都打开", C("打开", "床头灯", "light", q="all", inc=["主卧"]),
      every(D.sel("light", areas=["master_bedroom"], kind=["床头灯"]), ON), tags=["kind_word"])
    d("餐厅的吊灯打开", C("打开", "吊灯", "light", inc=["餐厅"]), one(D.sel("light", areas=["dining_room"], kind=["吊灯"]), ON),
      tags=["kind_word"])
    d("客厅的灯带调成蓝色", C("调成", "灯带", "light", inc=["客厅"], params={"color_name": "blue"}),
      one(D.sel("light", areas=["living_room"], kind=["灯带"]), ON, color_name="blue"), tags=["kind_word"])
    d("打开台灯", C("打开", "台灯", "light"), one(D.sel("light", areas=["study"], kind=["台灯"]), ON), ctx="study",
      tags=["kind_word", "judgement"])
    f("主卧的吸顶灯打开", C("打开", "吸顶灯", "light", inc=["主卧"]),
      one(F.sel("light", areas=["master_bedroom"], kind=["吸顶灯"]), ON), tags=["kind_word"])
    f("客厅的吸顶灯关了", C("关闭", "吸顶灯", "light", inc=["客厅"]),
      one(F.sel("light", areas=["living_room"], kind=["吸顶灯"]), OFF), tags=["kind_word"])
    f("客厅的灯带打开", C("打开", "灯带", "light", inc=["客厅"]), one(F.sel("light", areas=["living_room"], kind=["灯带"]), ON),
      tags=["kind_word"])
    f("主卧的床头灯打开", C("打开", "床头灯", "light", inc=["主卧"]),
      one(F.sel("light", areas=["master_bedroom"], kind=["床头灯"]), ON), tags=["kind_word"])
    f("把台灯调亮到80%", C("调到", "台灯", "light", params={"brightness_pct": 80}),
      one(F.sel("light", areas=["big_kid_room"], kind=["台灯"]), ON, brightness_pct=80), ctx="big_kid_room",
      tags=["kind_word"])
    f("吸顶灯关一下", C("关闭", "吸顶灯", "light"), one(F.sel("light", areas=["big_kid_room"], kind=["吸顶灯"]), OFF),
      ctx="big_kid_room", tags=["kind_word"])

    # ---- device_function: naming a device of several entities means its main function ------------
    d("把儿童房的空气净化器打开", C("打开", "空气净化器", "fan", inc=["儿童房"]),
      one(D.sel("fan", areas=["kids_room"], kind=["净化器"]), "fan.turn_on"), tags=["device_function"])
    d("儿童房净化器关了吧", C("关闭", "净化器", "fan", inc=["儿童房"]),
      one(D.sel("fan", areas=["kids_room"], kind=["净化器"]), "fan.turn_off"), tags=["device_function"])
    d("洗衣机开一下", C("打开", "洗衣机", "switch"), one(D.sel("switch", kind=["洗衣机"]), "switch.turn_on"),
      tags=["device_function"])
    d("让扫地机器人扫一下", C("开始扫地", "扫地机器人", "vacuum"), one(D.sel("vacuum", names=["扫地机器人"]), "vacuum.start"),
      tags=["device_function"])
    d("充电桩打开", C("打开", "充电桩", "switch"), one(D.sel("switch", kind=["充电桩"]), "switch.turn_on"),
      tags=["device_function"])
    d("关掉客厅的空气净化器", C("关闭", "空气净化器", "fan", inc=["客厅"]),
      one(D.sel("fan", areas=["living_room"], kind=["净化器"]), "fan.turn_off"), tags=["device_function"])
    f("把空气净化器开一下", C("打开", "空气净化器", "fan"), one(F.sel("fan", kind=["净化器"]), "fan.turn_on"),
      tags=["device_function"])
    f("净化器调到睡眠模式", C("调到", "净化器", "fan", params={"preset_mode": "睡眠"}),
      one(F.sel("select", kind=["净化器"]), "select.select_option", option="睡眠"), tags=["device_function", "judgement"])
    f("加湿器调到三档", C("调到", "加湿器", "humidifier", "humidifier", params={"mode": "三档"}),
      one(F.sel("select", kind=["加湿器"]), "select.select_option", option="三档"), tags=["device_function", "judgement"])
    f("把加湿器的提示音关了", C("关闭", "加湿器提示音", "switch"), one(F.sel("switch", names=["加湿器 提示音"]), "switch.turn_off"),
      tags=["device_function"])
    f("打开浴霸", C("打开", "浴霸", "climate"), one(F.sel("climate", kind=["浴霸"]), "climate.turn_on"),
      tags=["device_function"])
    f("浴霸的灯打开", C("打开", "浴霸照明", "light"), one(F.sel("light", kind=["浴霸"]), ON), tags=["device_function"])
    f("浴霸换气开一下", C("打开", "浴霸换气", "fan"), one(F.sel("fan", kind=["浴霸"]), "fan.turn_on"),
      tags=["device_function"])
    f("清理一下猫砂盆", C("清理", "猫砂盆", "button"), one(F.sel("button", kind=["猫砂盆"]), "button.press"),
      tags=["device_function"])
    f("喂食器喂一下猫", C("出粮", "喂食器", "button"), one(F.sel("button", kind=["喂食器"]), "button.press"),
      tags=["device_function"])
    f("把洗衣机打开", C("打开", "洗衣机", "switch"), one(F.sel("switch", kind=["洗衣机"]), "switch.turn_on"),
      tags=["device_function"])
    f("关掉吊扇", C("关闭", "吊扇", "fan"), one(F.sel("fan", names=["吊扇"]), "fan.turn_off"), tags=["device_function"])
    f("净化器的指示灯关掉", C("关闭", "净化器指示灯", "switch"),
      one(F.sel("switch", names=["空气净化器 指示灯"]), "switch.turn_off"), tags=["device_function"])
    f("晾衣架的灯关一下", C("关闭", "晾衣架照明", "light"), one(F.sel("light", kind=["晾衣架"]), OFF),
      tags=["device_function"])
    f("把晾衣架升上去", C("升起", "晾衣架", "cover"), one(F.sel("cover", kind=["晾衣架"]), OPEN),
      tags=["device_function", "judgement"])

    # ---- generic_room: a room word that matches several areas ------------------------------------
    # THE RULE: an exact area or floor name or alias wins; otherwise the word means every area
    # whose name or alias ends with it as the head word (GroundingHome.rooms).
    bedrooms, bath = D.rooms("卧室"), D.rooms("卫生间")
    d("卧室的灯都关了", C("关闭", None, "light", q="all", inc=["卧室"]), every(D.lights(*bedrooms), OFF),
      tags=["generic_room"], pair="bedroom lights off")
    d("把卧室的窗帘都拉上", C("关闭", None, "cover", "curtain", q="all", inc=["卧室"]),
      every(D.sel("cover", areas=bedrooms, dc="curtain"), CLOSE), tags=["generic_room"], pair="bedroom curtains closed")
    d("除卧室以外的灯都关掉", C("关闭", None, "light", q="except", exc=["卧室"]),
      every(D.pick("light", not_areas=bedrooms), OFF, q="except"), tags=["generic_room"], pair="lights off except bedrooms")
    d("卫生间的灯关掉", C("关闭", None, "light", q="all", inc=["卫生间"]), every(D.lights(*bath), OFF),
      tags=["generic_room"], pair="bathroom lights off")
    d("除了卫生间，别的灯都打开", C("打开", None, "light", q="except", exc=["卫生间"]),
      every(D.pick("light", not_areas=bath), ON, q="except"), tags=["generic_room"], pair="lights on except bathroom")
    d("卧室空调都关了", C("关闭", "空调", "climate", q="all", inc=["卧室"]),
      every(D.sel("climate", areas=bedrooms, kind=AC_WORDS), "climate.turn_off"), tags=["generic_room"],
      pair="bedroom ACs off")
    d("卧室里的加湿器打开", C("打开", "加湿器", "humidifier", "humidifier", inc=["卧室"]),
      one(D.sel("humidifier", areas=bedrooms, **HUMID), "humidifier.turn_on"), tags=["generic_room"],
      pair="bedroom humidifier on")
    d("卧室空调都调到26度", C("调到", "空调", "climate", q="all", inc=["卧室"], params={"temperature": 26}),
      every(D.sel("climate", areas=bedrooms, kind=AC_WORDS), "climate.set_temperature", temperature=26),
      tags=["generic_room"], pair="bedroom ACs to 26")
    d("除了卧室和儿童房，灯都关掉", C("关闭", None, "light", q="except", exc=["卧室", "儿童房"]),
      every(D.pick("light", not_areas=[*bedrooms, *D.rooms("儿童房")]), OFF, q="except"), tags=["generic_room"],
      pair="lights off except bedrooms and kids room")
    d("卫生间的湿度是多少", C("查询", None, "sensor", "humidity", inc=["卫生间"]),
      one(D.sel("sensor", areas=bath, dc="humidity"), None), tags=["generic_room", "question"], pair="bathroom humidity")
    d("把卧室的灯带打开", C("打开", "灯带", "light", inc=["卧室"]), one(D.sel("light", areas=bedrooms, kind=["灯带"]), ON),
      tags=["generic_room", "kind_word"], pair="bedroom light strip on")
    d("卧室空调调到26度", C("调到", "空调", "climate", inc=["卧室"], params={"temperature": 26}),
      which(D.sel("climate", areas=bedrooms, kind=AC_WORDS), "climate.set_temperature"),
      tags=["generic_room", "ambiguous", "judgement"])
    f("卧室的灯关一下", C("关闭", None, "light", q="all", inc=["卧室"]), every(F.lights(*F.rooms("卧室")), OFF),
      tags=["generic_room"])
    f("阳台的灯都打开", C("打开", None, "light", q="all", inc=["阳台"]), every(F.lights(*F.rooms("阳台")), ON),
      tags=["generic_room"])
    f("除了阳台，其他灯都关了", C("关闭", None, "light", q="except", exc=["阳台"]),
      every(F.pick("light", not_areas=F.rooms("阳台")), OFF, q="except"), tags=["generic_room"])
    f("卫生间的灯打开", C("打开", None, "light", q="all", inc=["卫生间"]), every(F.lights(*F.rooms("卫生间")), ON),
      tags=["generic_room"])
    f("卧室空调调到26度", C("调到", "空调", "climate", inc=["卧室"], params={"temperature": 26}),
      one(F.sel("climate", areas=F.rooms("卧室"), kind=AC_WORDS), "climate.set_temperature", temperature=26),
      tags=["generic_room"])
    f("阳台的晾衣架降下来", C("降下", "晾衣架", "cover", inc=["阳台"]),
      one(F.sel("cover", areas=F.rooms("阳台"), kind=["晾衣架"]), CLOSE), tags=["generic_room", "judgement"])

    # ---- ambiguous: two or more equally likely targets and nothing to decide ---------------------
    d("把空调打开", C("打开", "空调", "climate"), which(D.sel("climate", kind=AC_WORDS), "climate.turn_on"),
      tags=["ambiguous"])
    d("把筒灯关了", C("关闭", "筒灯", "light"), which(D.sel("light", names=["筒灯"]), OFF), tags=["ambiguous"])
    d("把加湿器打开", C("打开", "加湿器", "humidifier", "humidifier"), which(D.sel("humidifier", **HUMID), "humidifier.turn_on"),
      ctx="study", tags=["ambiguous"])
    d("筒灯开一下", C("打开", "筒灯", "light"), which(D.sel("light", areas=["living_room"], names=["筒灯"]), ON),
      ctx="living_room", tags=["ambiguous"])
    d("打开窗帘", C("打开", "窗帘", "cover", "curtain"), which(D.sel("cover", names=["窗帘"]), OPEN), tags=["ambiguous"])
    d("地暖打开", C("打开", "地暖", "climate"), which(D.sel("climate", kind=["地暖"]), "climate.turn_on"), tags=["ambiguous"])
    d("把热水器温度调到50度", C("调到", "热水器", "water_heater", params={"temperature": 50}),
      which(D.sel("water_heater"), "water_heater.set_temperature"), tags=["ambiguous"])
    d("智能插座关掉", C("关闭", "智能插座", "switch", "outlet"), which(D.sel("switch", names=["智能插座"]), "switch.turn_off"),
      tags=["ambiguous"])
    d("空调调到26度", C("调到", "空调", "climate", params={"temperature": 26}),
      which(D.sel("climate", kind=AC_WORDS), "climate.set_temperature"), ctx="kitchen", tags=["ambiguous"])
    d("净化器开一下", C("打开", "净化器", "fan"), which(D.sel("fan", kind=["净化器"]), "fan.turn_on"), ctx="master_bedroom",
      tags=["ambiguous"])
    f("打开空调", C("打开", "空调", "climate"), which(F.sel("climate", kind=AC_WORDS), "climate.turn_on"), tags=["ambiguous"])
    f("窗帘拉上", C("关闭", "窗帘", "cover", "curtain"), which(F.sel("cover", dc="curtain"), CLOSE), tags=["ambiguous"])
    f("吸顶灯关掉", C("关闭", "吸顶灯", "light"), which(F.sel("light", kind=["吸顶灯"]), OFF), tags=["ambiguous"])
    f("空调开一下", C("打开", "空调", "climate"), which(F.sel("climate", kind=AC_WORDS), "climate.turn_on"), ctx="cloakroom",
      tags=["ambiguous"])
    f("阳台灯打开", C("打开", "阳台灯", "light"), which(F.sel("light", areas=F.rooms("阳台"), kind=["阳台灯"]), ON),
      tags=["ambiguous", "judgement"])
    f("温度多少", C("查询", None, "sensor", "temperature"), which(F.sel("sensor", dc="temperature"), None),
      tags=["ambiguous", "question"])
    f("把空调调到制冷", C("调到", "空调", "climate", params={"hvac_mode": "cool"}),
      which(F.sel("climate", kind=AC_WORDS), "climate.set_hvac_mode"), ctx="bathroom", tags=["ambiguous"])
    household_zh(zh)
    household_bj(zh)
    household_gz(zh)
    household_cd(zh)
    household_sz(zh)
    household_bj18(zh)
    household_safety18_zh(zh)
    return zh


# --------------------------------------------------------------------------------------------
# English
# --------------------------------------------------------------------------------------------

AC_EN = ("air conditioner", "AC")


def english() -> Language:
    en = Language("en")
    demo, house, flat = en.book("demo_en"), en.book("house_en"), en.book("apartment_en")
    zdemo, zflat = en.book("demo_zh"), en.book("flat_zh")
    D, H, A, Z, F = demo.home, house.home, flat.home, zdemo.home, zflat.home
    d, h, a = demo.add, house.add, flat.add

    # ---- absent_room -----------------------------------------------------------------------------
    d("turn on the patio lights", C("turn on", None, "light", q="all", inc=["patio"]), none(D.rooms("patio"), "all"),
      tags=["absent_room"])
    h("turn on the patio lights", C("turn on", None, "light", q="all", inc=["patio"]), every(H.lights(*H.rooms("patio")), ON),
      twin=True)
    d("can you switch off the lights in the attic", C("turn off", None, "light", q="all", inc=["attic"]),
      none(D.rooms("attic"), "all"), tags=["absent_room"])
    d("can you switch off the lights in the garage", C("turn off", None, "light", q="all", inc=["garage"]),
      every(D.lights("garage"), OFF), twin=True)
    d("turn off the third floor lights", C("turn off", None, "light", q="all", inc=["third floor"]),
      none(D.rooms("third floor"), "all"), tags=["absent_room", "floor"])
    d("turn off the second floor lights", C("turn off", None, "light", q="all", inc=["second floor"]),
      every(D.pick("light", floors=["upper_floor"]), OFF), twin=True, tags=["floor"])
    h("turn on the basement lights", C("turn on", None, "light", q="all", inc=["basement"]), none(H.rooms("basement"), "all"),
      tags=["absent_room", "floor"])
    d("turn on the basement lights", C("turn on", None, "light", q="all", inc=["basement"]),
      every(D.pick("light", floors=["basement"]), ON), twin=True, tags=["floor"])
    h("turn off the garage light", C("turn off", "Garage Light", "light"), none(H.sel(names=["Garage Light"]) + H.rooms("garage")),
      tags=["absent_room"])
    d("turn off the garage light", C("turn off", "Garage Light", "light"), one(D.sel(names=["Garage Light"]), OFF), twin=True)
    h("turn off the lights in the study, thanks", C("turn off", None, "light", q="all", inc=["study"]), none(H.rooms("study"), "all"),
      tags=["absent_room"])
    d("turn off the lights in the study, thanks", C("turn off", None, "light", q="all", inc=["study"]), every(D.lights("study"), OFF),
      twin=True)
    d("turn on the sunroom lights", C("turn on", None, "light", q="all", inc=["sunroom"]), none(D.rooms("sunroom"), "all"),
      tags=["absent_room"])
    h("turn on the sunroom lights", C("turn on", None, "light", q="all", inc=["sunroom"]), every(H.lights("sunroom"), ON),
      twin=True)
    d("lights on in the mudroom please", C("turn on", None, "light", q="all", inc=["mudroom"]), none(D.rooms("mudroom"), "all"),
      tags=["absent_room"])
    h("lights on in the mudroom please", C("turn on", None, "light", q="all", inc=["mudroom"]), every(H.lights("mudroom"), ON),
      twin=True)
    d("turn on the den lamp", C("turn on", "Den Lamp", "light"), none(D.sel(names=["Den Lamp"]) + D.rooms("den")),
      tags=["absent_room"])
    h("turn on the den lamp", C("turn on", "Den Lamp", "light"), one(H.sel(names=["Den Lamp"]), ON), twin=True)
    h("turn off the dining room lights", C("turn off", None, "light", q="all", inc=["dining room"]),
      none(H.rooms("dining room"), "all"), tags=["absent_room"])
    d("turn off the dining room lights", C("turn off", None, "light", q="all", inc=["dining room"]),
      every(D.lights("dining_room"), OFF), twin=True)
    h("turn off all the lights except the garage", C("turn off", None, "light", q="except", exc=["garage"]),
      none(H.rooms("garage"), "except"), tags=["absent_room"])
    d("turn off all the lights except the garage", C("turn off", None, "light", q="except", exc=["garage"]),
      every(D.pick("light", not_areas=["garage"]), OFF, q="except"), twin=True)
    d("turn on all the lights except the sunroom", C("turn on", None, "light", q="except", exc=["sunroom"]),
      none(D.rooms("sunroom"), "except"), tags=["absent_room"])
    h("turn on all the lights except the sunroom", C("turn on", None, "light", q="except", exc=["sunroom"]),
      every(H.pick("light", not_areas=["sunroom"]), ON, q="except"), twin=True)
    h("turn on the lights in the game room", C("turn on", None, "light", q="all", inc=["game room"]),
      none(H.rooms("game room"), "all"), ctx="den", tags=["absent_room"])
    h("turn on the lights in the powder room", C("turn on", None, "light", q="all", inc=["powder room"]),
      every(H.lights("powder_room"), ON), ctx="den", twin=True)
    d("what's the temperature in the pool house", C("check", None, "sensor", "temperature", inc=["pool house"]),
      none(D.rooms("pool house")), tags=["absent_room"])
    d("what's the temperature in the kitchen", C("check", None, "sensor", "temperature", inc=["kitchen"]),
      one(D.sel("sensor", areas=["kitchen"], dc="temperature"), None), twin=True, tags=["question"])
    h("turn on the lights in the nursery", C("turn on", None, "light", q="all", inc=["nursery"]),
      none(H.rooms("nursery"), "all"), tags=["absent_room"])
    d("turn on the lights in the nursery", C("turn on", None, "light", q="all", inc=["nursery"]),
      every(D.lights(*D.rooms("nursery")), ON), twin=True)
    a("turn off the lights upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]), none(A.rooms("upstairs"), "all"),
      tags=["absent_room", "floor"])
    h("turn off the lights upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["upstairs"]), OFF), twin=True, tags=["floor"])
    a("turn on the garden lights", C("turn on", None, "light", q="all", inc=["garden"]), none(A.rooms("garden"), "all"),
      tags=["absent_room"])
    a("turn on the balcony lights", C("turn on", None, "light", q="all", inc=["balcony"]), every(A.lights("balcony"), ON),
      twin=True)
    a("set the kids room radiator to 19", C("set", "radiator", "climate", inc=["kids room"], params={"temperature": 19}),
      none(A.rooms("kids room")), tags=["absent_room"])
    a("set the box room radiator to 19", C("set", "radiator", "climate", inc=["box room"], params={"temperature": 19}),
      one(A.sel("climate", areas=["box_room"], kind=["radiator"]), "climate.set_temperature", temperature=19), twin=True)
    a("close the blinds in the dining room", C("close", None, "cover", "blind", q="all", inc=["dining room"]),
      none(A.rooms("dining room"), "all"), tags=["absent_room"])
    a("close the blinds in the lounge", C("close", None, "cover", "blind", q="all", inc=["lounge"]),
      every(A.sel("cover", areas=["lounge"], dc="blind"), CLOSE), twin=True)

    # ---- absent_kind -----------------------------------------------------------------------------
    HUMID = {"kind": ["humidifier"], "kind_dc": ["humidifier"]}
    d("turn on the humidifier in the living room", C("turn on", "humidifier", "humidifier", "humidifier", inc=["living room"]),
      none(D.sel("humidifier", areas=["living_room"], **HUMID)), tags=["absent_kind"])
    d("turn on the humidifier in the master bedroom", C("turn on", "humidifier", "humidifier", "humidifier",
      inc=["master bedroom"]), one(D.sel("humidifier", areas=["master_bedroom"], **HUMID), "humidifier.turn_on"), twin=True)
    d("hey, set the kitchen AC to 22", C("set", "AC", "climate", inc=["kitchen"], params={"temperature": 22}),
      none(D.sel("climate", areas=["kitchen"], kind=AC_EN)), tags=["absent_kind"])
    d("hey, set the study AC to 22", C("set", "AC", "climate", inc=["study"], params={"temperature": 22}),
      one(D.sel("climate", areas=["study"], kind=AC_EN), "climate.set_temperature", temperature=22), twin=True)
    h("make the AC in the spare room 22 degrees", C("set", "AC", "climate", inc=["spare room"], params={"temperature": 22}),
      none(H.sel("climate", areas=["spare_room"], kind=AC_EN)), tags=["absent_kind"])
    d("make the AC in the spare room 22 degrees", C("set", "AC", "climate", inc=["spare room"], params={"temperature": 22}),
      one(D.sel("climate", areas=D.rooms("spare room"), kind=AC_EN), "climate.set_temperature", temperature=22), twin=True)
    h("set the heater in Emma's room to 70", C("set", "heater", "climate", inc=["Emma's room"], params={"temperature": 70}),
      none(H.sel("climate", areas=["emma_room"], kind=["heater"])), tags=["absent_kind"])
    h("set the heater in the spare room to 70", C("set", "heater", "climate", inc=["spare room"], params={"temperature": 70}),
      one(H.sel("climate", areas=["spare_room"], kind=["heater"]), "climate.set_temperature", temperature=70), twin=True)
    h("turn on the dishwasher", C("turn on", "dishwasher", "switch"), none(H.sel(kind=["dishwasher"])), tags=["absent_kind"])
    d("turn on the dishwasher", C("turn on", "dishwasher", "switch"), one(D.sel("switch", kind=["dishwasher"]), "switch.turn_on"),
      twin=True, tags=["device_function"])
    d("turn on the coffee maker", C("turn on", "coffee maker", "Unknown"), none(D.sel(kind=["coffee maker"])),
      tags=["absent_kind"])
    h("turn on the coffee maker", C("turn on", "coffee maker", "Unknown"), one(H.sel(kind=["coffee maker"]), "switch.turn_on"),
      twin=True)
    h("turn on the TV in the sunroom", C("turn on", "TV", "media_player", "tv", inc=["sunroom"]),
      none(H.sel("media_player", areas=["sunroom"], dc="tv")), tags=["absent_kind"])
    h("turn on the TV in the den", C("turn on", "TV", "media_player", "tv", inc=["den"]),
      one(H.sel("media_player", areas=["den"], dc="tv"), "media_player.turn_on"), twin=True)
    d("could you turn on the TV in the study", C("turn on", "TV", "media_player", "tv", inc=["study"]),
      none(D.sel("media_player", areas=["study"], dc="tv")), tags=["absent_kind"])
    d("could you turn on the TV in the living room", C("turn on", "TV", "media_player", "tv", inc=["living room"]),
      one(D.sel("media_player", areas=["living_room"], dc="tv"), "media_player.turn_on"), twin=True)
    d("um, turn on the floor lamp in the study", C("turn on", "floor lamp", "light", inc=["study"]),
      none(D.sel("light", areas=["study"], kind=["floor lamp"])), tags=["absent_kind"])
    d("um, turn on the floor lamp in the living room", C("turn on", "floor lamp", "light", inc=["living room"]),
      one(D.sel("light", areas=["living_room"], kind=["floor lamp"]), ON), twin=True, tags=["kind_word"])
    h("turn on the floor lamp in the den", C("turn on", "floor lamp", "light", inc=["den"]),
      none(H.sel("light", areas=["den"], kind=["floor lamp"])), tags=["absent_kind"])
    h("turn on the floor lamp in the living room", C("turn on", "floor lamp", "light", inc=["living room"]),
      one(H.sel("light", areas=["living_room"], kind=["floor lamp"]), ON), twin=True, tags=["kind_word"])
    h("turn on the ceiling fan in the den", C("turn on", "ceiling fan", "fan", inc=["den"]),
      none(H.sel("fan", areas=["den"], kind=["ceiling fan"])), tags=["absent_kind"])
    h("turn on the ceiling fan in the sunroom", C("turn on", "ceiling fan", "fan", inc=["sunroom"]),
      one(H.sel("fan", areas=["sunroom"], kind=["ceiling fan"]), "fan.turn_on"), twin=True, tags=["kind_word"])
    d("turn on the dehumidifier in the kids room", C("turn on", "dehumidifier", "humidifier", "dehumidifier",
      inc=["kids room"]), none(D.sel("humidifier", areas=["kids_room"], kind_dc=["dehumidifier"])), tags=["absent_kind"])
    d("turn on the dehumidifier in the storage room", C("turn on", "dehumidifier", "humidifier", "dehumidifier",
      inc=["storage room"]), one(D.sel("humidifier", areas=["storage_room"], kind_dc=["dehumidifier"]), "humidifier.turn_on"),
      twin=True)
    h("turn on the humidifier in our room", C("turn on", "humidifier", "humidifier", "humidifier", inc=["our room"]),
      none(H.sel("humidifier", areas=H.rooms("our room"), **HUMID)), tags=["absent_kind"])
    h("turn on the humidifier in Emma's room", C("turn on", "humidifier", "humidifier", "humidifier", inc=["Emma's room"]),
      one(H.sel("humidifier", areas=["emma_room"], **HUMID), "humidifier.turn_on"), twin=True)
    d("turn on the ceiling light in the dining room", C("turn on", "ceiling light", "light", inc=["dining room"]),
      none(D.sel("light", areas=["dining_room"], kind=["ceiling light"])), tags=["absent_kind"])
    d("turn on the ceiling light in the kitchen", C("turn on", "ceiling light", "light", inc=["kitchen"]),
      one(D.sel("light", areas=["kitchen"], kind=["ceiling light"]), ON), twin=True, tags=["kind_word"])
    h("turn on the purifier in the living room", C("turn on", "purifier", "fan", inc=["living room"]),
      none(H.sel("fan", areas=["living_room"], kind=["purifier"])), tags=["absent_kind"])
    h("turn on the purifier in the den", C("turn on", "purifier", "fan", inc=["den"]),
      one(H.sel("fan", areas=["den"], kind=["purifier"]), "fan.turn_on"), twin=True, tags=["device_function"])
    a("turn on the air conditioning in the bedroom", C("turn on", "air conditioning", "climate", inc=["bedroom"]),
      none(A.sel("climate", areas=["bedroom"], kind=(*AC_EN, "air conditioning"))), tags=["absent_kind"])
    a("turn on the radiator in the bedroom", C("turn on", "radiator", "climate", inc=["bedroom"]),
      one(A.sel("climate", areas=["bedroom"], kind=["radiator"]), "climate.turn_on"), twin=True)
    a("switch on the fan in the lounge", C("turn on", "fan", "fan", inc=["lounge"]),
      none(A.sel("fan", areas=["lounge"], kind=["fan"])), tags=["absent_kind"])
    a("switch on the fan in the box room", C("turn on", "fan", "fan", inc=["box room"]),
      one(A.sel("fan", areas=["box_room"], kind=["fan"]), "fan.turn_on"), twin=True)
    a("turn on the dehumidifier in the bathroom", C("turn on", "dehumidifier", "humidifier", "dehumidifier", inc=["bathroom"]),
      none(A.sel("humidifier", areas=["bathroom"], kind_dc=["dehumidifier"])), tags=["absent_kind"])
    a("turn on the dehumidifier in the bedroom", C("turn on", "dehumidifier", "humidifier", "dehumidifier", inc=["bedroom"]),
      one(A.sel("humidifier", areas=["bedroom"], kind_dc=["dehumidifier"]), "humidifier.turn_on"), twin=True,
      tags=["device_function"])
    a("put the TV on in the bedroom", C("turn on", "TV", "media_player", "tv", inc=["bedroom"]),
      none(A.sel("media_player", areas=["bedroom"], dc="tv")), tags=["absent_kind"])
    a("put the TV on in the lounge", C("turn on", "TV", "media_player", "tv", inc=["lounge"]),
      one(A.sel("media_player", areas=["lounge"], dc="tv"), "media_player.turn_on"), twin=True, tags=["kind_word"])

    # ---- absent_capability -----------------------------------------------------------------------
    lacks_d, lacks_h, lacks_a = demo.lacks, house.lacks, flat.lacks
    lacks_d("set the kitchen ceiling light to blue", C("set", "ceiling light", "light", inc=["kitchen"],
            params={"color_name": "blue"}), D.sel("light", areas=["kitchen"], kind=["ceiling light"]), "color", ON, "color_name")
    d("set the living room floor lamp to blue", C("set", "floor lamp", "light", inc=["living room"],
      params={"color_name": "blue"}), one(D.sel("light", areas=["living_room"], kind=["floor lamp"], can="color"), ON,
      color_name="blue"), twin=True)
    lacks_d("dim the garage light to 40 percent", C("set", "Garage Light", "light", params={"brightness_pct": 40}),
            D.sel(names=["Garage Light"]), "brightness", ON, "brightness_pct")
    d("dim the entryway light to 40 percent", C("set", "Entryway Light", "light", params={"brightness_pct": 40}),
      one(D.sel(names=["Entryway Light"], can="brightness"), ON, brightness_pct=40), twin=True)
    lacks_d("turn the exhaust fan up to high", C("set", "Exhaust Fan", "fan", params={"percentage": 100}),
            D.sel(names=["Exhaust Fan"]), "fan_speed", "fan.set_percentage", "percentage")
    d("turn the range hood up to high", C("set", "Range Hood", "fan", params={"percentage": 100}),
      one(D.sel(names=["Range Hood"], can="fan_speed"), "fan.set_percentage", percentage=100), twin=True)
    lacks_d("turn on swing on the home theater AC", C("turn on swing", "AC", "climate", inc=["home theater"],
            params={"swing_mode": "on"}), D.sel("climate", areas=["home_theater"], kind=AC_EN), "swing",
            "climate.set_swing_mode", "swing_mode")
    d("turn on swing on the study AC", C("turn on swing", "AC", "climate", inc=["study"], params={"swing_mode": "on"}),
      one(D.sel("climate", areas=["study"], kind=AC_EN, can="swing"), "climate.set_swing_mode", swing_mode="on"), twin=True)
    lacks_d("open the guest bedroom curtain to 40 percent", C("set position", "Curtain", "cover", "curtain",
            inc=["guest bedroom"], params={"position": 40}), D.sel("cover", areas=["second_bedroom"], dc="curtain"),
            "position", "cover.set_cover_position", "position")
    d("open the master bedroom curtain to 40 percent", C("set position", "Curtain", "cover", "curtain", inc=["master bedroom"],
      params={"position": 40}), one(D.sel("cover", areas=["master_bedroom"], dc="curtain", can="position"),
      "cover.set_cover_position", position=40), twin=True)
    lacks_d("projector volume to 30 percent please", C("set volume", "Projector", "media_player", "tv",
            params={"volume_level": 0.3}), D.sel(names=["Projector"]), "volume_set", "media_player.volume_set", "volume_level")
    d("soundbar volume to 30 percent please", C("set volume", "Soundbar", "media_player", "speaker",
      params={"volume_level": 0.3}), one(D.sel(names=["Soundbar"], can="volume_set"), "media_player.volume_set",
      volume_level=0.3), twin=True)
    lacks_d("turn down the volume on the TV plug", C("volume down", "TV Plug", "switch", "outlet"),
            D.sel(names=["TV Plug"]), "volume_step", "media_player.volume_down", None)
    d("turn down the volume on the TV", C("volume down", "TV", "media_player", "tv"),
      one(D.sel("media_player", dc="tv", areas=["living_room"], can="volume_step"), "media_player.volume_down"), twin=True)
    lacks_d("make the dining room downlight 2700 kelvin", C("set color temperature", "Downlight", "light",
            inc=["dining room"], params={"color_temp_kelvin": 2700}), D.sel("light", areas=["dining_room"], names=["Downlight"]),
            "color_temp", ON, "color_temp_kelvin")
    d("make the chandelier 2700 kelvin", C("set color temperature", "Chandelier", "light", params={"color_temp_kelvin": 2700}),
      one(D.sel(names=["Chandelier"], can="color_temp"), ON, color_temp_kelvin=2700), twin=True)
    lacks_d("set the lawn lights to green", C("set", "Lawn Lights", "light", params={"color_name": "green"}),
            D.sel(names=["Lawn Lights"]), "color", ON, "color_name")
    d("set the star projector to green", C("set", "Star Projector", "light", params={"color_name": "green"}),
      one(D.sel(names=["Star Projector"], can="color"), ON, color_name="green"), twin=True)
    lacks_d("put the bath heater on cool", C("set mode", "Bath Heater", "climate", params={"hvac_mode": "cool"}),
            D.sel(names=["Bath Heater"]), "hvac_mode", "climate.set_hvac_mode", "hvac_mode", value="cool", check=hvac("cool"))
    d("put the living room AC on cool", C("set mode", "AC", "climate", inc=["living room"], params={"hvac_mode": "cool"}),
      one(D.sel("climate", areas=["living_room"], kind=AC_EN, can=hvac("cool")), "climate.set_hvac_mode", hvac_mode="cool"),
      twin=True)
    lacks_h("set the living room TV volume to 20", C("set volume", "Living Room TV", "media_player", "tv",
            params={"volume_level": 0.2}), H.sel(names=["Living Room TV"]), "volume_set", "media_player.volume_set",
            "volume_level")
    h("set the den TV volume to 20", C("set volume", "Den TV", "media_player", "tv", params={"volume_level": 0.2}),
      one(H.sel(names=["Den TV"], can="volume_set"), "media_player.volume_set", volume_level=0.2), twin=True)
    lacks_h("set the patio heater to 75 degrees", C("set", "Patio Heater", "climate", params={"temperature": 75}),
            H.sel(names=["Patio Heater"]), "target_temperature", "climate.set_temperature", "temperature")
    h("set the space heater to 75 degrees", C("set", "Space Heater", "climate", params={"temperature": 75}),
      one(H.sel(names=["Space Heater"], can="target_temperature"), "climate.set_temperature", temperature=75), twin=True)
    lacks_h("make the bedroom fan oscillate", C("oscillate", "fan", "fan", inc=["bedroom"], params={"oscillating": True}),
            H.sel("fan", areas=H.rooms("bedroom")), "oscillate", "fan.oscillate", "oscillating")
    d("make the bedroom fan oscillate", C("oscillate", "fan", "fan", inc=["bedroom"], params={"oscillating": True}),
      one(D.sel("fan", areas=D.rooms("bedroom"), can="oscillate"), "fan.oscillate", oscillating=True), twin=True)
    lacks_h("close the bedroom blinds halfway", C("set position", "Bedroom Blinds", "cover", "shade", params={"position": 50}),
            H.sel(names=["Bedroom Blinds"]), "position", "cover.set_cover_position", "position")
    h("close the living room blinds halfway", C("set position", "Living Room Blinds", "cover", "shade",
      params={"position": 50}), one(H.sel(names=["Living Room Blinds"], can="position"), "cover.set_cover_position",
      position=50), twin=True)
    lacks_h("set the Roomba suction to max", C("set fan speed", "Roomba", "vacuum", params={"fan_speed": "max"}),
            H.sel(names=["Roomba"]), "vacuum_fan_speed", "vacuum.set_fan_speed", "fan_speed")
    d("set Sweepy's suction to max", C("set fan speed", "Sweepy", "Unknown", params={"fan_speed": "max"}),
      one(D.sel(names=["Sweepy"], can="vacuum_fan_speed"), "vacuum.set_fan_speed", fan_speed="max"), twin=True)
    lacks_h("set the mudroom light to 30 percent", C("set", "Mudroom Light", "light", params={"brightness_pct": 30}),
            H.sel(names=["Mudroom Light"]), "brightness", ON, "brightness_pct")
    h("set the landing light to 30 percent", C("set", "Landing Light", "light", params={"brightness_pct": 30}),
      one(H.sel(names=["Landing Light"], can="brightness"), ON, brightness_pct=30), twin=True)
    lacks_h("turn the string lights purple", C("set", "String Lights", "light", params={"color_name": "purple"}),
            H.sel(names=["String Lights"]), "color", ON, "color_name")
    h("turn the corner lamp purple", C("set", "Corner Lamp", "light", params={"color_name": "purple"}),
      one(H.sel(names=["Corner Lamp"], can="color"), ON, color_name="purple"), twin=True)
    lacks_h("open the hose timer halfway", C("set position", "Hose Timer", "valve", "water", params={"position": 50}),
            H.sel(names=["Hose Timer"]), "valve_position", "valve.set_valve_position", "position")
    d("open the sprinkler halfway", C("set position", "Sprinkler", "valve", "water", params={"position": 50}),
      one(D.sel(names=["Sprinkler"], can="valve_position"), "valve.set_valve_position", position=50), twin=True)
    lacks_h("put Mike's lamp on the candle effect", C("set effect", "Mike's Lamp", "light", params={"effect": "candle"}),
            H.sel(names=["Mike's Lamp"]), "effect", ON, "effect", value="candle")
    h("put Jen's lamp on the candle effect", C("set effect", "Jen's Lamp", "light", params={"effect": "candle"}),
      one(H.sel(names=["Jen's Lamp"], can="effect"), ON, effect="candle"), twin=True)
    lacks_h("set the powder room fan to 50 percent", C("set", "Powder Room Fan", "fan", params={"percentage": 50}),
            H.sel(names=["Powder Room Fan"]), "fan_speed", "fan.set_percentage", "percentage")
    h("set the sunroom fan to 50 percent", C("set", "Sunroom Fan", "fan", params={"percentage": 50}),
      one(H.sel(names=["Sunroom Fan"], can="fan_speed"), "fan.set_percentage", percentage=50), twin=True)
    lacks_a("set the big light to red", C("set", "Big Light", "light", params={"color_name": "red"}),
            A.sel(names=["Big Light"]), "color", ON, "color_name")
    a("set the sofa lamp to red", C("set", "Sofa Lamp", "light", params={"color_name": "red"}),
      one(A.sel(names=["Sofa Lamp"], can="color"), ON, color_name="red"), twin=True)
    lacks_a("dim the bathroom light to 40 percent", C("set", None, "light", q="all", inc=["bathroom"],
            params={"brightness_pct": 40}), A.sel("light", areas=["bathroom"]), "brightness", ON, "brightness_pct")
    a("dim the hallway light to 40 percent", C("set", None, "light", q="all", inc=["hallway"], params={"brightness_pct": 40}),
      every(A.sel("light", areas=["hallway"], can="brightness"), ON, brightness_pct=40), twin=True)
    lacks_a("set the extractor fan to 50 percent", C("set", "Extractor Fan", "fan", params={"percentage": 50}),
            A.sel(names=["Extractor Fan"]), "fan_speed", "fan.set_percentage", "percentage")
    a("set the desk fan to 50 percent", C("set", "Desk Fan", "fan", params={"percentage": 50}),
      one(A.sel(names=["Desk Fan"], can="fan_speed"), "fan.set_percentage", percentage=50), twin=True)
    lacks_a("set the boiler to eco", C("set preset", "Boiler", "climate", params={"preset_mode": "eco"}),
            A.sel(names=["Boiler"]), "climate_preset", "climate.set_preset_mode", "preset_mode", value="eco",
            check=lambda e: "eco" in (e["attributes"].get("preset_modes") or []))
    a("set the lounge radiator to eco", C("set preset", "Lounge Radiator", "climate", params={"preset_mode": "eco"}),
      one(A.sel(names=["Lounge Radiator"], can=lambda e: "eco" in (e["attributes"].get("preset_modes") or [])),
      "climate.set_preset_mode", preset_mode="eco"), twin=True)
    lacks_a("put the bookshelf lights on 20 percent", C("set", "Bookshelf Lights", "light", params={"brightness_pct": 20}),
            A.sel(names=["Bookshelf Lights"]), "brightness", ON, "brightness_pct", ctx="lounge")
    a("put the sofa lamp on 20 percent", C("set", "Sofa Lamp", "light", params={"brightness_pct": 20}),
      one(A.sel(names=["Sofa Lamp"], can="brightness"), ON, brightness_pct=20), ctx="lounge", twin=True)

    # ---- misspelled: typos, split and run-together words (the IR keeps the typed word) -----------
    d("turn on the kitchn lights", C("turn on", None, "light", q="all", inc=["kitchn"]), every(D.lights("kitchen"), ON),
      tags=["misspelled"])
    d("turn on the kitchen lights", C("turn on", None, "light", q="all", inc=["kitchen"]), every(D.lights("kitchen"), ON),
      twin=True)
    d("livng room lights off", C("turn off", None, "light", q="all", inc=["livng room"]), every(D.lights("living_room"), OFF),
      tags=["misspelled"])
    d("living room lights off", C("turn off", None, "light", q="all", inc=["living room"]),
      every(D.lights("living_room"), OFF), twin=True)
    d("turn on the din ing room lights", C("turn on", None, "light", q="all", inc=["din ing room"]),
      every(D.lights("dining_room"), ON), tags=["misspelled"])
    d("turn on the dining room lights", C("turn on", None, "light", q="all", inc=["dining room"]),
      every(D.lights("dining_room"), ON), twin=True)
    d("lock the frontdoor", C("lock", "frontdoor", "lock"), one(D.sel("lock", names=["Front Door"]), "lock.lock"),
      tags=["misspelled"])
    d("lock the front door", C("lock", "Front Door", "lock"), one(D.sel("lock", names=["Front Door"]), "lock.lock"), twin=True)
    d("turn off the lights in the bed room", C("turn off", None, "light", q="all", inc=["bed room"]),
      every(D.lights(*D.rooms("bedroom")), OFF), tags=["misspelled", "generic_room"])
    d("turn off the lights in the bedroom", C("turn off", None, "light", q="all", inc=["bedroom"]),
      every(D.lights(*D.rooms("bedroom")), OFF), twin=True, tags=["generic_room"])
    d("turn on the dinning room light", C("turn on", None, "light", q="all", inc=["dinning room"]),
      every(D.lights("dining_room"), ON), tags=["misspelled"])
    d("turn on the dining room light", C("turn on", None, "light", q="all", inc=["dining room"]),
      every(D.lights("dining_room"), ON), twin=True)
    d("turn on the chandelear", C("turn on", "chandelear", "light"), one(D.sel(names=["Chandelier"]), ON), tags=["misspelled"])
    d("turn on the chandelier", C("turn on", "Chandelier", "light"), one(D.sel(names=["Chandelier"]), ON), twin=True)
    d("close the garge door", C("close", "garge door", "cover", "garage"), one(D.sel(names=["Garage Door"]), CLOSE),
      tags=["misspelled"])
    d("close the garage door", C("close", "Garage Door", "cover", "garage"), one(D.sel(names=["Garage Door"]), CLOSE),
      twin=True)
    d("turn on the humidifer in the kids room", C("turn on", "humidifer", "humidifier", "humidifier", inc=["kids room"]),
      one(D.sel("humidifier", areas=["kids_room"], **HUMID), "humidifier.turn_on"), tags=["misspelled"])
    d("turn on the humidifier in the kids room", C("turn on", "humidifier", "humidifier", "humidifier", inc=["kids room"]),
      one(D.sel("humidifier", areas=["kids_room"], **HUMID), "humidifier.turn_on"), twin=True)
    d("start the vaccum", C("start", "vaccum", "vacuum"), one(D.sel(names=["Vacuum"]), "vacuum.start"), tags=["misspelled"])
    d("start the vacuum", C("start", "Vacuum", "vacuum"), one(D.sel(names=["Vacuum"]), "vacuum.start"), twin=True)
    d("turn off the airconditioner in the study", C("turn off", "airconditioner", "climate", inc=["study"]),
      one(D.sel("climate", areas=["study"], kind=AC_EN), "climate.turn_off"), tags=["misspelled"])
    d("turn off the air conditioner in the study", C("turn off", "air conditioner", "climate", inc=["study"]),
      one(D.sel("climate", areas=["study"], kind=AC_EN), "climate.turn_off"), twin=True)
    d("turn on the lights in the masterbedroom", C("turn on", None, "light", q="all", inc=["masterbedroom"]),
      every(D.lights("master_bedroom"), ON), tags=["misspelled"])
    d("turn on the lights in the master bedroom", C("turn on", None, "light", q="all", inc=["master bedroom"]),
      every(D.lights("master_bedroom"), ON), twin=True)
    d("turn on the hall way lights", C("turn on", None, "light", q="all", inc=["hall way"]), every(D.lights("hallway"), ON),
      tags=["misspelled"])
    d("turn on the hallway lights", C("turn on", None, "light", q="all", inc=["hallway"]), every(D.lights("hallway"), ON),
      twin=True)
    h("sun room lights on please", C("turn on", None, "light", q="all", inc=["sun room"]), every(H.lights("sunroom"), ON),
      tags=["misspelled"])
    h("sunroom lights on please", C("turn on", None, "light", q="all", inc=["sunroom"]), every(H.lights("sunroom"), ON),
      twin=True)
    h("turn off the mud room light", C("turn off", None, "light", q="all", inc=["mud room"]), every(H.lights("mudroom"), OFF),
      tags=["misspelled"])
    h("turn off the mudroom light", C("turn off", None, "light", q="all", inc=["mudroom"]), every(H.lights("mudroom"), OFF),
      twin=True)
    h("switch the patoi lights on", C("turn on", None, "light", q="all", inc=["patoi"]), every(H.lights("patio"), ON),
      tags=["misspelled"])
    h("switch the patio lights on", C("turn on", None, "light", q="all", inc=["patio"]), every(H.lights("patio"), ON),
      twin=True)
    h("turn on the den purifer", C("turn on", "den purifer", "fan"), one(H.sel("fan", names=["Den Purifier"]), "fan.turn_on"),
      tags=["misspelled"])
    h("turn on the den purifier", C("turn on", "Den Purifier", "fan"), one(H.sel("fan", names=["Den Purifier"]), "fan.turn_on"),
      twin=True, tags=["device_function"])
    h("turn on jens lamp", C("turn on", "jens lamp", "light"), one(H.sel(names=["Jen's Lamp"]), ON), tags=["misspelled"])
    h("turn on Jen's lamp", C("turn on", "Jen's Lamp", "light"), one(H.sel(names=["Jen's Lamp"]), ON), twin=True)
    h("turn on the kichen pendants", C("turn on", "kichen pendants", "light"), one(H.sel(names=["Kitchen Pendants"]), ON),
      tags=["misspelled"])
    h("turn on the kitchen pendants", C("turn on", "Kitchen Pendants", "light"), one(H.sel(names=["Kitchen Pendants"]), ON),
      twin=True)
    h("set the upstairs thermastat to 68", C("set", "upstairs thermastat", "climate", params={"temperature": 68}),
      one(H.sel(names=["Upstairs Thermostat"]), "climate.set_temperature", temperature=68), tags=["misspelled"])
    h("set the upstairs thermostat to 68", C("set", "Upstairs Thermostat", "climate", params={"temperature": 68}),
      one(H.sel(names=["Upstairs Thermostat"]), "climate.set_temperature", temperature=68), twin=True)
    h("open the sunroom shdes", C("open", "sunroom shdes", "cover", "shade"), one(H.sel(names=["Sunroom Shades"]), OPEN),
      tags=["misspelled"])
    h("open the sunroom shades", C("open", "Sunroom Shades", "cover", "shade"), one(H.sel(names=["Sunroom Shades"]), OPEN),
      twin=True)
    h("turn on the powderroom fan", C("turn on", "powderroom fan", "fan"), one(H.sel(names=["Powder Room Fan"]), "fan.turn_on"),
      tags=["misspelled"])
    h("turn on the powder room fan", C("turn on", "Powder Room Fan", "fan"),
      one(H.sel(names=["Powder Room Fan"]), "fan.turn_on"), twin=True)
    h("turn off emmas humidifier", C("turn off", "emmas humidifier", "humidifier", "humidifier"),
      one(H.sel("humidifier", names=["Emma's Humidifier"]), "humidifier.turn_off"), tags=["misspelled"])
    h("turn off Emma's humidifier", C("turn off", "Emma's Humidifier", "humidifier", "humidifier"),
      one(H.sel("humidifier", names=["Emma's Humidifier"]), "humidifier.turn_off"), twin=True, tags=["device_function"])
    h("turn on the lights in the livingroom", C("turn on", None, "light", q="all", inc=["livingroom"]),
      every(H.lights("living_room"), ON), tags=["misspelled"])
    h("turn on the lights in the living room", C("turn on", None, "light", q="all", inc=["living room"]),
      every(H.lights("living_room"), ON), twin=True)
    a("turn off the loung lights", C("turn off", None, "light", q="all", inc=["loung"]), every(A.lights("lounge"), OFF),
      tags=["misspelled"])
    a("turn off the lounge lights", C("turn off", None, "light", q="all", inc=["lounge"]), every(A.lights("lounge"), OFF),
      twin=True)
    a("turn on the bathrom light", C("turn on", None, "light", q="all", inc=["bathrom"]), every(A.lights("bathroom"), ON),
      tags=["misspelled"])
    a("turn on the bathroom light", C("turn on", None, "light", q="all", inc=["bathroom"]), every(A.lights("bathroom"), ON),
      twin=True)
    a("switch on the dehumidifer", C("turn on", "dehumidifer", "humidifier", "dehumidifier"),
      one(A.sel("humidifier", names=["Dehumidifier"]), "humidifier.turn_on"), tags=["misspelled"])
    a("switch on the dehumidifier", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"),
      one(A.sel("humidifier", names=["Dehumidifier"]), "humidifier.turn_on"), twin=True, tags=["device_function"])
    a("turn the kettel on", C("turn on", "kettel", "switch"), one(A.sel(names=["Kettle"]), "switch.turn_on"),
      tags=["misspelled"])
    a("turn the kettle on", C("turn on", "Kettle", "switch"), one(A.sel(names=["Kettle"]), "switch.turn_on"), twin=True)
    a("open the bed room curtains", C("open", None, "cover", "curtain", q="all", inc=["bed room"]),
      every(A.sel("cover", areas=["bedroom"], dc="curtain"), OPEN), tags=["misspelled"])
    a("open the bedroom curtains", C("open", None, "cover", "curtain", q="all", inc=["bedroom"]),
      every(A.sel("cover", areas=["bedroom"], dc="curtain"), OPEN), twin=True)
    a("turn off the halway light", C("turn off", None, "light", q="all", inc=["halway"]), every(A.lights("hallway"), OFF),
      tags=["misspelled"])
    a("turn off the hallway light", C("turn off", None, "light", q="all", inc=["hallway"]), every(A.lights("hallway"), OFF),
      twin=True)

    # ---- cross_language: Chinese words in English requests, English requests in Chinese homes ----
    d("turn on the 客厅 lights", C("turn on", None, "light", q="all", inc=["客厅"]), every(D.lights("living_room"), ON),
      tags=["cross_language"])
    d("turn off the lights in the 厨房", C("turn off", None, "light", q="all", inc=["厨房"]), every(D.lights("kitchen"), OFF),
      tags=["cross_language"])
    d("set the 书房 AC to 25", C("set", "AC", "climate", inc=["书房"], params={"temperature": 25}),
      one(D.sel("climate", areas=["study"], kind=AC_EN), "climate.set_temperature", temperature=25), tags=["cross_language"])
    d("set the study AC to 25", C("set", "AC", "climate", inc=["study"], params={"temperature": 25}),
      one(D.sel("climate", areas=["study"], kind=AC_EN), "climate.set_temperature", temperature=25), twin=True)
    d("set the 主卧 AC to 26", C("set", "AC", "climate", inc=["主卧"], params={"temperature": 26}),
      one(D.sel("climate", areas=["master_bedroom"], kind=AC_EN), "climate.set_temperature", temperature=26),
      tags=["cross_language"])
    d("turn on the 阳台 light", C("turn on", None, "light", q="all", inc=["阳台"]), every(D.lights("balcony"), ON),
      tags=["cross_language"])
    zd, zf = zdemo.add, zflat.add
    zd("turn on the dining room lights", C("turn on", None, "light", q="all", inc=["dining room"]),
       every(Z.lights("dining_room"), ON), tags=["cross_language"])
    zd("turn off the study air conditioner", C("turn off", "air conditioner", "climate", inc=["study"]),
       one(Z.sel("climate", areas=["study"], kind=AC_WORDS), "climate.turn_off"), tags=["cross_language"])
    zd("close the curtains in the master bedroom", C("close", None, "cover", "curtain", q="all", inc=["master bedroom"]),
       every(Z.sel("cover", areas=["master_bedroom"], dc="curtain"), CLOSE), tags=["cross_language"])
    zd("turn off the kids room AC", C("turn off", "AC", "climate", inc=["kids room"]),
       one(Z.sel("climate", areas=["kids_room"], kind=AC_WORDS), "climate.turn_off"), tags=["cross_language"])
    zd("turn on the garden lights", C("turn on", None, "light", q="all", inc=["garden"]), every(Z.lights("garden"), ON),
       tags=["cross_language"])
    zd("turn off the Yeelight strip in the living room", C("turn off", "Yeelight strip", "light", inc=["living room"]),
       one(Z.sel("light", areas=["living_room"], kind=["Yeelight 灯带"]), OFF), tags=["cross_language"])
    zf("turn off the Yeelight", C("turn off", "Yeelight", "light"), one(F.sel("light", kind=["Yeelight"]), OFF),
       tags=["cross_language"])
    zf("pause the HomePod", C("pause", "HomePod", "media_player"), one(F.sel(names=["HomePod"]), "media_player.media_pause"),
       tags=["cross_language"])
    zf("turn on the air purifier in the living room", C("turn on", "air purifier", "fan", inc=["living room"]),
       one(F.sel("fan", areas=["living_room"], kind=["净化器"]), "fan.turn_on"), tags=["cross_language", "device_function"])
    zf("turn on the lights in the tea room", C("turn on", None, "light", q="all", inc=["tea room"]),
       every(F.lights("tea_room"), ON), tags=["cross_language"])
    zf("is the front door locked", C("check", "front door", "lock"), one(F.sel("lock"), None),
       tags=["cross_language", "question"])
    zf("turn off the bathroom light", C("turn off", None, "light", q="all", inc=["bathroom"]), every(F.lights("bathroom"), OFF),
       tags=["cross_language"])
    zf("switch off the Xiaomi TV", C("turn off", "Xiaomi TV", "media_player", "tv"),
       one(F.sel("media_player", names=["小米电视"]), "media_player.turn_off"), tags=["cross_language"])
    zf("turn on the lights in the 大宝房", C("turn on", None, "light", q="all", inc=["大宝房"]),
       every(F.lights("big_kid_room"), ON), tags=["cross_language"])
    zf("turn off the bath heater", C("turn off", "bath heater", "climate"), one(F.sel("climate", kind=["浴霸"]), "climate.turn_off"),
       tags=["cross_language", "device_function"])
    h("turn on the 客厅 lights", C("turn on", None, "light", q="all", inc=["客厅"]), every(H.lights("living_room"), ON),
      tags=["cross_language", "judgement"])

    # ---- kind_word -------------------------------------------------------------------------------
    d("turn on the desk lamp in the study", C("turn on", "desk lamp", "light", inc=["study"]),
      one(D.sel("light", areas=["study"], kind=["desk lamp"]), ON), tags=["kind_word"])
    d("switch off the ceiling light in the living room", C("turn off", "ceiling light", "light", inc=["living room"]),
      one(D.sel("light", areas=["living_room"], kind=["ceiling light"]), OFF), tags=["kind_word"])
    d("turn on the strip in the master bedroom", C("turn on", "strip", "light", inc=["master bedroom"]),
      one(D.sel("light", areas=["master_bedroom"], kind=["strip", "lightstrip"]), ON), tags=["kind_word"])
    d("turn on the living room lightstrip", C("turn on", "lightstrip", "light", inc=["living room"]),
      one(D.sel("light", areas=["living_room"], kind=["strip", "lightstrip"]), ON), tags=["kind_word"])
    d("turn off the downlights in the living room", C("turn off", "downlight", "light", q="all", inc=["living room"]),
      every(D.sel("light", areas=["living_room"], kind=["downlight"]), OFF), tags=["kind_word"])
    d("turn on the bedside lamps in the master bedroom", C("turn on", "bedside lamp", "light", q="all", inc=["master bedroom"]),
      every(D.sel("light", areas=["master_bedroom"], kind=["bedside lamp"]), ON), tags=["kind_word"])
    d("turn on the lamp in the guest bedroom", C("turn on", "lamp", "light", inc=["guest bedroom"]),
      one(D.sel("light", areas=["second_bedroom"], kind=["lamp"]), ON), tags=["kind_word"])
    d("turn off the strip in the hallway", C("turn off", "strip", "light", inc=["hallway"]),
      one(D.sel("light", areas=["hallway"], kind=["strip", "lightstrip"]), OFF), tags=["kind_word"])
    d("turn on the pendant in the dining room", C("turn on", "pendant", "light", inc=["dining room"]),
      one(D.sel("light", areas=["dining_room"], kind=["pendant"]), ON), tags=["kind_word"])
    h("turn on the floor lamp", C("turn on", "floor lamp", "light"), one(H.sel("light", kind=["floor lamp"]), ON),
      tags=["kind_word"])
    h("turn on the lightstrip in the den", C("turn on", "lightstrip", "light", inc=["den"]),
      one(H.sel("light", areas=["den"], kind=["strip", "lightstrip"]), ON), tags=["kind_word"])
    h("turn off the bedside lamps", C("turn off", "bedside lamp", "light", q="all"),
      every(H.sel("light", kind=["bedside lamp"]), OFF), tags=["kind_word"])
    h("turn on the recessed lights in the kitchen", C("turn on", "recessed lights", "light", inc=["kitchen"]),
      one(H.sel("light", areas=["kitchen"], kind=["recessed lights"]), ON), tags=["kind_word"])
    h("turn on the night light in Emma's room", C("turn on", "night light", "light", inc=["Emma's room"]),
      one(H.sel("light", areas=["emma_room"], kind=["night light", "nightlight"]), ON), tags=["kind_word"])
    h("turn on the lamps in the living room", C("turn on", "lamp", "light", q="all", inc=["living room"]),
      every(H.sel("light", areas=["living_room"], kind=["lamp"]), ON), tags=["kind_word"])
    h("turn on the lamp", C("turn on", "lamp", "light"), one(H.sel("light", areas=["den"], kind=["lamp"]), ON), ctx="den",
      tags=["kind_word"])
    a("turn on the bedside lamps", C("turn on", "bedside lamp", "light", q="all"),
      every(A.sel("light", kind=["bedside lamp"]), ON), tags=["kind_word"])
    a("switch on the spotlights in the kitchen", C("turn on", "spotlights", "light", inc=["kitchen"]),
      one(A.sel("light", areas=["kitchen"], kind=["spotlights", "spots"]), ON), tags=["kind_word"])
    a("turn on the ceiling light in the bedroom", C("turn on", "ceiling light", "light", inc=["bedroom"]),
      one(A.sel("light", areas=["bedroom"], kind=["ceiling"]), ON), tags=["kind_word", "judgement"])

    # ---- device_function -------------------------------------------------------------------------
    h("switch the den purifier on", C("turn on", "Den Purifier", "fan"), one(H.sel("fan", kind=["purifier"]), "fan.turn_on"),
      tags=["device_function"])
    h("turn off the purifier", C("turn off", "purifier", "fan"), one(H.sel("fan", kind=["purifier"]), "fan.turn_off"),
      tags=["device_function"])
    h("set the purifier to sleep mode", C("set preset", "purifier", "fan", params={"preset_mode": "Sleep"}),
      one(H.sel("fan", kind=["purifier"], can="fan_preset"), "fan.set_preset_mode", preset_mode="Sleep"),
      tags=["device_function"])
    h("turn off the light on the purifier", C("turn off", "purifier light", "switch"),
      one(H.sel("switch", names=["Den Purifier LED"]), "switch.turn_off"), tags=["device_function", "judgement"])
    h("turn on Emma's humidifier", C("turn on", "Emma's Humidifier", "humidifier", "humidifier"),
      one(H.sel("humidifier", kind=["humidifier"]), "humidifier.turn_on"), tags=["device_function"])
    h("set Emma's humidifier to silent", C("set mode", "Emma's Humidifier", "humidifier", "humidifier",
      params={"mode": "Silent"}), one(H.sel("humidifier", can="humidifier_mode"), "humidifier.set_mode", mode="Silent"),
      tags=["device_function"])
    h("turn off the humidifier buzzer", C("turn off", "humidifier buzzer", "switch"),
      one(H.sel("switch", names=["Emma's Humidifier Buzzer"]), "switch.turn_off"), tags=["device_function"])
    h("turn on the sunroom fan", C("turn on", "Sunroom Fan", "fan"), one(H.sel("fan", names=["Sunroom Fan"]), "fan.turn_on"),
      tags=["device_function"])
    h("turn off the bedroom fan", C("turn off", "Bedroom Fan", "fan"), one(H.sel("fan", names=["Bedroom Fan"]), "fan.turn_off"),
      tags=["device_function"])
    h("start the Roomba", C("start", "Roomba", "vacuum"), one(H.sel("vacuum"), "vacuum.start"), tags=["device_function"])
    h("turn on the bedroom fan light", C("turn on", "Bedroom Fan Light", "light"), one(H.sel("light", names=["Bedroom Fan Light"]), ON),
      tags=["device_function"])
    d("turn on the kids room air purifier", C("turn on", "Air Purifier", "fan", inc=["kids room"]),
      one(D.sel("fan", areas=["kids_room"], kind=["purifier"]), "fan.turn_on"), tags=["device_function"])
    d("start the washing machine", C("start", "Washing Machine", "switch"),
      one(D.sel("switch", kind=["washing machine"]), "switch.turn_on"), tags=["device_function"])
    d("turn on the EV charger", C("turn on", "EV Charger", "switch"), one(D.sel("switch", kind=["EV charger"]), "switch.turn_on"),
      tags=["device_function"])
    d("turn off the living room purifier", C("turn off", "purifier", "fan", inc=["living room"]),
      one(D.sel("fan", areas=["living_room"], kind=["purifier"]), "fan.turn_off"), tags=["device_function"])
    a("turn the dehumidifier off", C("turn off", "Dehumidifier", "humidifier", "dehumidifier"),
      one(A.sel("humidifier", kind_dc=["dehumidifier"]), "humidifier.turn_off"), tags=["device_function"])
    a("put the dehumidifier on laundry mode", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
      params={"mode": "laundry"}), one(A.sel("humidifier", can="humidifier_mode"), "humidifier.set_mode", mode="laundry"),
      tags=["device_function"])
    a("set the dehumidifier fan to high", C("set", "Dehumidifier", "humidifier", "dehumidifier", params={"fan_speed": "High"}),
      one(A.sel("select", kind=["dehumidifier"]), "select.select_option", option="High"),
      tags=["device_function", "judgement"])

    # ---- generic_room: the same words, the same set in the twin demo homes ------------------------
    bedrooms, bath = D.rooms("bedroom"), D.rooms("bathroom")
    d("turn off the bedroom lights", C("turn off", None, "light", q="all", inc=["bedroom"]), every(D.lights(*bedrooms), OFF),
      tags=["generic_room"], pair="bedroom lights off")
    d("close the bedroom curtains", C("close", None, "cover", "curtain", q="all", inc=["bedroom"]),
      every(D.sel("cover", areas=bedrooms, dc="curtain"), CLOSE), tags=["generic_room"], pair="bedroom curtains closed")
    d("turn off all the lights except the bedrooms", C("turn off", None, "light", q="except", exc=["bedrooms"]),
      every(D.pick("light", not_areas=bedrooms), OFF, q="except"), tags=["generic_room"], pair="lights off except bedrooms")
    d("turn off the bathroom lights", C("turn off", None, "light", q="all", inc=["bathroom"]), every(D.lights(*bath), OFF),
      tags=["generic_room"], pair="bathroom lights off")
    d("turn on every light except the bathroom", C("turn on", None, "light", q="except", exc=["bathroom"]),
      every(D.pick("light", not_areas=bath), ON, q="except"), tags=["generic_room"], pair="lights on except bathroom")
    d("turn off the bedroom ACs", C("turn off", "AC", "climate", q="all", inc=["bedroom"]),
      every(D.sel("climate", areas=bedrooms, kind=AC_EN), "climate.turn_off"), tags=["generic_room"], pair="bedroom ACs off")
    d("turn on the humidifier in the bedroom", C("turn on", "humidifier", "humidifier", "humidifier", inc=["bedroom"]),
      one(D.sel("humidifier", areas=bedrooms, **HUMID), "humidifier.turn_on"), tags=["generic_room"],
      pair="bedroom humidifier on")
    d("set all the bedroom ACs to 26", C("set", "AC", "climate", q="all", inc=["bedroom"], params={"temperature": 26}),
      every(D.sel("climate", areas=bedrooms, kind=AC_EN), "climate.set_temperature", temperature=26), tags=["generic_room"],
      pair="bedroom ACs to 26")
    d("turn off the lights everywhere except the bedrooms and the kids room",
      C("turn off", None, "light", q="except", exc=["bedrooms", "kids room"]),
      every(D.pick("light", not_areas=[*bedrooms, *D.rooms("kids room")]), OFF, q="except"), tags=["generic_room"],
      pair="lights off except bedrooms and kids room")
    d("what's the humidity in the bathroom", C("check", None, "sensor", "humidity", inc=["bathroom"]),
      one(D.sel("sensor", areas=bath, dc="humidity"), None), tags=["generic_room", "question"], pair="bathroom humidity")
    d("turn on the bedroom light strip", C("turn on", "light strip", "light", inc=["bedroom"]),
      one(D.sel("light", areas=bedrooms, kind=["light strip", "lightstrip"]), ON), tags=["generic_room", "kind_word"],
      pair="bedroom light strip on")
    h("turn off the bathroom lights", C("turn off", None, "light", q="all", inc=["bathroom"]),
      every(H.lights(*H.rooms("bathroom")), OFF), tags=["generic_room"])
    h("turn on the bathroom fans", C("turn on", "fan", "fan", q="all", inc=["bathroom"]),
      every(H.sel("fan", areas=H.rooms("bathroom")), "fan.turn_on"), tags=["generic_room"])
    h("turn off the bedroom lights", C("turn off", None, "light", q="all", inc=["bedroom"]),
      every(H.lights(*H.rooms("bedroom")), OFF), tags=["generic_room"])
    h("turn off all the lights except the bathrooms", C("turn off", None, "light", q="except", exc=["bathrooms"]),
      every(H.pick("light", not_areas=H.rooms("bathroom")), OFF, q="except"), tags=["generic_room"])
    a("turn off the bedroom lights", C("turn off", None, "light", q="all", inc=["bedroom"]),
      every(A.lights(*A.rooms("bedroom")), OFF), tags=["generic_room"])
    a("turn on all the lights except the bedroom", C("turn on", None, "light", q="except", exc=["bedroom"]),
      every(A.pick("light", not_areas=A.rooms("bedroom")), ON, q="except"), tags=["generic_room"])

    # ---- ambiguous -------------------------------------------------------------------------------
    d("turn off the downlight", C("turn off", "Downlight", "light"), which(D.sel("light", names=["Downlight"]), OFF),
      tags=["ambiguous"])
    d("close the curtain", C("close", "Curtain", "cover", "curtain"), which(D.sel("cover", names=["Curtain"]), CLOSE),
      tags=["ambiguous"])
    d("turn on the humidifier", C("turn on", "Humidifier", "humidifier", "humidifier"),
      which(D.sel("humidifier", **HUMID), "humidifier.turn_on"), ctx="study", tags=["ambiguous"])
    d("set the water heater to 50", C("set", "Water Heater", "water_heater", params={"temperature": 50}),
      which(D.sel("water_heater"), "water_heater.set_temperature"), tags=["ambiguous"])
    d("switch off the smart plug", C("turn off", "Smart Plug", "switch", "outlet"),
      which(D.sel("switch", names=["Smart Plug"]), "switch.turn_off"), tags=["ambiguous"])
    d("set the air conditioner to 24", C("set", "Air Conditioner", "climate", params={"temperature": 24}),
      which(D.sel("climate", kind=AC_EN), "climate.set_temperature"), ctx="kitchen", tags=["ambiguous"])
    d("turn on the floor heating", C("turn on", "floor heating", "climate"),
      which(D.sel("climate", kind=["floor heating"]), "climate.turn_on"), tags=["ambiguous"])
    h("turn off the TV", C("turn off", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), "media_player.turn_off"),
      tags=["ambiguous"])
    h("set the thermostat to 70", C("set", "thermostat", "climate", params={"temperature": 70}),
      which(H.sel("climate", kind=["thermostat"]), "climate.set_temperature"), tags=["ambiguous"])
    h("turn on the hue lamp", C("turn on", "hue lamp", "light"), which(H.sel("light", kind=["hue color lamp"]), ON),
      tags=["ambiguous"])
    h("turn on the fan", C("turn on", "fan", "fan"), which(H.sel("fan", kind=["fan"]), "fan.turn_on"), tags=["ambiguous"])
    h("lock the door", C("lock", "door", "lock"), which(H.sel("lock"), "lock.lock"), tags=["ambiguous"])
    h("turn on the bathroom fan", C("turn on", "fan", "fan", inc=["bathroom"]),
      which(H.sel("fan", areas=H.rooms("bathroom")), "fan.turn_on"), tags=["ambiguous", "generic_room", "judgement"])
    h("set the heat to 70", C("set", None, "climate", params={"temperature": 70}),
      which(H.sel("climate"), "climate.set_temperature"), ctx="emma_room", tags=["ambiguous"])
    a("set the radiator to 21", C("set", "radiator", "climate", params={"temperature": 21}),
      which(A.sel("climate", kind=["radiator"]), "climate.set_temperature"), ctx="hallway", tags=["ambiguous"])
    a("turn on the big light", C("turn on", "big light", "light"), which(A.sel("light", kind=["big light"]), ON),
      ctx="kitchen", tags=["ambiguous"])
    a("turn on the lamp", C("turn on", "lamp", "light"), which(A.sel("light", kind=["lamp"]), ON), tags=["ambiguous"])
    household(en)
    household_au(en)
    household_round9(en)
    household_ca(en)
    household_us(en)
    household_nz(en)
    household_loft(en)
    household_qcar(en)
    household_sg(en)
    household_loft2(en)
    household_qstate(en)
    household_q14(en)
    household_lbrand(en)
    household_in(en)
    household_left(en)
    household_us2(en)
    household_qtherm(en)
    household_qask(en)
    household_qindia(en)
    household_qmaker(en)
    household_gla(en)
    household_left2(en)
    household_ie(en)
    household_tx(en)
    household_known(en)
    household_qroutine(en)
    household_qheat(en)
    household_qnames(en)
    household_yyz(en)
    household_qdoor(en)
    household_qsource(en)
    household_qdoor2(en)
    household_za(en)
    household_fl(en)
    household_ldn(en)
    household_classes(en)
    household_mcr(en)
    household_pdx(en)
    household_zafl18(en)
    household_safety18(en)
    household_ldn18(en)
    household_fixen19(en)
    return en


# --------------------------------------------------------------------------------------------
# Natural household requests on ~50-entity homes (issue #13)
# --------------------------------------------------------------------------------------------

TEMP, HEAT_ON = "climate.set_temperature", "climate.turn_on"
FAN_WORDS = ("fan",)


def household(en: Language) -> None:
    """How an American and a British household talk to a voice assistant, in two homes whose
    entities keep the names their integrations gave them (``townhouse_en``, ``flat_uk_en``):
    commands, questions, complaints, relative changes, routines said as sentences, several
    requests at once, follow-ups, things the home lacks and truly ambiguous requests. Tagged
    ``household``, plus ``integration_name`` (a brand, model or numbered name), ``british``
    (a British word for a kind or an action), ``complaint``, ``relative``, ``multi``,
    ``followup``, ``routine`` (a scene, script or helper said as a sentence) and ``question``.
    """
    town, uk = en.book("townhouse_en"), en.book("flat_uk_en")
    T, U = town.home, uk.home
    t, u = town.add, uk.add
    HH = "household"

    # ---- the townhouse: names as integrations give them -----------------------------------------
    t("turn on hue go 1", C("turn on", "Hue go 1", "light"), one(T.sel("light", names=["Hue go 1"]), ON),
      tags=[HH, "integration_name"])
    t("turn off both the hue gos", C("turn off", "Hue go", "light", q="all"), every(T.sel("light", kind=["hue go"]), OFF),
      tags=[HH, "integration_name"])
    t("switch 0 off please, the shelly one", C("turn off", "Shelly Switch 0", "switch"),
      one(T.sel("switch", names=["Shelly Plus 1PM Switch 0"]), "switch.turn_off"), tags=[HH, "integration_name"])
    t("turn on the shelly in the garage", C("turn on", "Shelly", "switch", inc=["garage"]),
      one(T.sel("switch", areas=["garage"], kind=["shelly"]), "switch.turn_on"), tags=[HH, "integration_name"])
    t("set the ecobee to 72", C("set", "ecobee", "climate", params={"temperature": 72}),
      one(T.sel("climate", kind=["ecobee"]), TEMP, temperature=72), tags=[HH, "integration_name"])
    t("what's the ecobee set to right now", C("check", "ecobee", "climate"), one(T.sel("climate", kind=["ecobee"]), None),
      tags=[HH, "integration_name", "question"])
    t("turn the sonos arc up", C("volume up", "Sonos Arc", "media_player"),
      one(T.sel("media_player", names=["Sonos Arc"]), "media_player.volume_up"), tags=[HH, "integration_name", "relative"])
    t("set the arc's volume to 20 percent", C("set volume", "Arc", "media_player", params={"volume_level": 0.2}),
      one(T.sel("media_player", names=["Sonos Arc"]), "media_player.volume_set", volume_level=0.2),
      tags=[HH, "integration_name"])
    t("start the roborock", C("start", "Roborock", "vacuum"), one(T.sel("vacuum"), "vacuum.start"),
      tags=[HH, "integration_name"])
    t("send the robot vacuum back to its dock", C("return to base", "robot vacuum", "vacuum"),
      one(T.sel("vacuum"), "vacuum.return_to_base"), tags=[HH])
    t("put the roborock on max", C("set fan speed", "Roborock", "vacuum", params={"fan_speed": "max"}),
      one(T.sel("vacuum", can="vacuum_fan_speed"), "vacuum.set_fan_speed", fan_speed="max"), tags=[HH, "integration_name"])
    t("set the mop intensity to intense", C("set", "mop intensity", "select", params={"option": "intense"}),
      one(T.sel("select", kind=["mop intensity"]), "select.select_option", option="intense"),
      tags=[HH, "device_function"])
    t("open the myq", C("open", "MyQ", "cover"), one(T.sel("cover", kind=["myq"]), OPEN), tags=[HH, "integration_name"])
    t("close the garage door", C("close", "garage door", "cover", "garage"),
      one(T.sel("cover", kind=["garage door"]), CLOSE), tags=[HH, "kind_word"])
    t("hey is the garage door open", C("check", "garage door", "cover", "garage"),
      one(T.sel("cover", kind=["garage door"]), None), tags=[HH, "question"])
    t("lock the yale", C("lock", "Yale", "lock"), one(T.sel("lock", kind=["yale"]), "lock.lock"),
      tags=[HH, "integration_name"])
    t("lock the front door", C("lock", "front door", "lock"), one(T.sel("lock", kind=["front door"]), "lock.lock"),
      tags=[HH, "kind_word"])
    t("how much battery does the ring have left", C("check", "Ring", "sensor", "battery"),
      one(T.sel("sensor", kind=["ring"], dc="battery"), None), tags=[HH, "integration_name", "question"])
    t("did the doorbell see any motion", C("check", "doorbell", "binary_sensor", "motion"),
      one(T.sel("binary_sensor", kind=["doorbell"], dc="motion"), None), tags=[HH, "question"])
    t("turn on the kasa plug", C("turn on", "Kasa plug", "switch", "outlet"),
      one(T.sel("switch", kind=["kasa smart plug"]), "switch.turn_on"), tags=[HH, "integration_name"])
    t("can you turn the coffee maker on", C("turn on", "Coffee Maker", "switch"),
      one(T.sel("switch", names=["Coffee Maker"]), "switch.turn_on"), tags=[HH])
    t("turn the living room lamp off", C("turn off", "Living Room Lamp", "light"),
      one(T.sel("light", names=["Living Room Lamp"]), OFF), tags=[HH])
    t("dim the living room lamp to 30%", C("set brightness", "Living Room Lamp", "light", params={"brightness_pct": 30}),
      one(T.sel("light", names=["Living Room Lamp"]), ON, brightness_pct=30), tags=[HH])
    t("open the left shade in the living room", C("open", "left shade", "cover", "shade", inc=["living room"]),
      one(T.sel("cover", areas=["living_room"], kind=["shade left"]), OPEN), tags=[HH, "kind_word"])
    t("lower the living room shades halfway", C("set position", None, "cover", "shade", q="all", inc=["living room"],
      params={"position": 50}), every(T.sel("cover", areas=["living_room"], dc="shade"), "cover.set_cover_position",
      position=50), tags=[HH])
    t("close the shades", C("close", None, "cover", "shade", q="all"), every(T.sel("cover", areas=["living_room"], dc="shade"),
      CLOSE), ctx="living_room", tags=[HH])
    t("turn the ceiling fan on in the living room", C("turn on", "ceiling fan", "fan", inc=["living room"]),
      one(T.sel("fan", areas=["living_room"], kind=["ceiling fan"]), "fan.turn_on"), tags=[HH, "kind_word"])
    t("turn the living room fan down a notch", C("decrease speed", "Living Room Fan", "fan"),
      one(T.sel("fan", names=["Living Room Fan"]), "fan.decrease_speed"), tags=[HH, "relative"])
    t("set the patio fan to high", C("set speed", "Patio Fan", "fan", params={"percentage": 100}),
      one(T.sel("fan", names=["Patio Fan"]), "fan.set_percentage", percentage=100), tags=[HH])
    t("put the awning out", C("open", "awning", "cover", "awning"), one(T.sel("cover", dc="awning"), OPEN), tags=[HH])
    t("roll the awning back in, it's gonna rain", C("close", "awning", "cover", "awning"),
      one(T.sel("cover", dc="awning"), CLOSE), tags=[HH])
    t("open the gate", C("open", "gate", "cover", "gate"), one(T.sel("cover", dc="gate"), OPEN), tags=[HH])
    t("turn on the string lights", C("turn on", "String Lights", "light"), one(T.sel("light", names=["String Lights"]), ON),
      tags=[HH])
    t("what's the temperature out on the patio", C("check", None, "sensor", "temperature", inc=["patio"]),
      one(T.sel("sensor", areas=["patio"], dc="temperature"), None), tags=[HH, "question"])
    t("it's freezing in here", C("turn on", "Space Heater", "switch"),
      one(T.sel("switch", areas=["office"], kind=["space heater"]), "switch.turn_on"), ctx="office",
      tags=[HH, "complaint", "judgement"])
    t("it's really stuffy in here", C("turn on", None, "fan"), one(T.sel("fan", areas=["primary_bedroom"]), "fan.turn_on"),
      ctx="primary_bedroom", tags=[HH, "complaint"])
    t("it's pitch black down in the basement", C("turn on", None, "light", q="all", inc=["basement"]),
      every(T.lights("basement"), ON), tags=[HH, "complaint"])
    t("the kitchen is way too dark", C("turn on", None, "light", q="all", inc=["kitchen"]), every(T.lights("kitchen"), ON),
      tags=[HH, "complaint"])
    t("kill all the lights downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(T.pick("light", floors=["main_floor"]), OFF), tags=[HH, "floor"])
    t("turn off all the lights upstairs except Emma's room", C("turn off", None, "light", q="except", inc=["upstairs"],
      exc=["Emma's room"]), every(T.pick("light", floors=["upper_floor"], not_areas=["emmas_room"]), OFF, q="except"),
      tags=[HH, "floor"])
    t("let's watch a movie", C("activate", "Movie Night", "scene"), one(T.sel("scene", names=["Movie Night"]), "scene.turn_on"),
      tags=[HH, "routine"])
    t("we're heading out now", C("run", "Leaving Home", "script"), one(T.sel("script", names=["Leaving Home"]), "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    t("ok time for bed", C("run", "Bedtime", "script"), one(T.sel("script", names=["Bedtime"]), "script.turn_on"),
      tags=[HH, "routine"])
    t("set the lights for dinner time", C("activate", "Dinner Time", "scene"),
      one(T.sel("scene", names=["Dinner Time"]), "scene.turn_on"), tags=[HH, "routine"])
    t("turn on guest mode", C("turn on", "Guest Mode", "input_boolean"),
      one(T.sel("input_boolean", names=["Guest Mode"]), "input_boolean.turn_on"), tags=[HH, "routine"])
    t("we're back, turn vacation mode off", C("turn off", "Vacation Mode", "input_boolean"),
      one(T.sel("input_boolean", names=["Vacation Mode"]), "input_boolean.turn_off"), tags=[HH, "routine"])
    t("close the garage and lock the side door",
      [C("close", "garage", "cover", "garage"), C("lock", "side door", "lock")],
      [one(T.sel("cover", dc="garage"), CLOSE), one(T.sel("lock", names=["Side Door"]), "lock.lock")], tags=[HH, "multi"])
    t("turn off the TV and pause the sonos", [C("turn off", "TV", "media_player", "tv"), C("pause", "Sonos", "media_player")],
      [one(T.sel("media_player", areas=["living_room"], dc="tv"), "media_player.turn_off"),
       one(T.sel("media_player", areas=["living_room"], kind=["sonos"]), "media_player.media_pause")],
      ctx="living_room", tags=[HH, "multi"])
    t("turn on the porch light and unlock the front door",
      [C("turn on", "Porch Light", "light"), C("unlock", "front door", "lock")],
      [one(T.sel("light", names=["Porch Light"]), ON), one(T.sel("lock", kind=["front door"]), "lock.unlock")],
      tags=[HH, "multi"])
    t("actually make them a bit dimmer", C("dim", None, None, q="all", ref=True, params={"brightness_step_pct": -20}),
      every(T.lights("basement"), ON, brightness_step_pct=-20), hist=["turn on the basement lights"],
      tags=[HH, "followup", "relative"])
    t("and the right one too", C("open", "right shade", "cover", "shade"),
      one(T.sel("cover", areas=["living_room"], kind=["shade right"]), OPEN),
      hist=["open the left shade in the living room"], tags=[HH, "followup"])
    t("actually make it 68", C("set", None, None, ref=True, params={"temperature": 68}),
      one(T.sel("climate", kind=["ecobee"]), TEMP, temperature=68), hist=["set the ecobee to 70"], tags=[HH, "followup"])
    t("can you make it oscillate", C("oscillate", None, "fan", ref=True, params={"oscillating": True}),
      one(T.sel("fan", names=["Emma's Fan"]), "fan.oscillate", oscillating=True), hist=["turn on Emma's fan"],
      tags=[HH, "followup"])
    t("is anybody in the mudroom", C("check", None, "binary_sensor", "occupancy", inc=["mudroom"]),
      one(T.sel("binary_sensor", areas=["mudroom"], dc="occupancy"), None), tags=[HH, "question"])
    t("how humid is it in the basement", C("check", None, "sensor", "humidity", inc=["basement"]),
      one(T.sel("sensor", areas=["basement"], dc="humidity"), None), tags=[HH, "question"])
    t("how warm is Emma's room", C("check", None, "sensor", "temperature", inc=["Emma's room"]),
      none(T.sel("climate", areas=["emmas_room"])), tags=[HH, "question"])
    t("is the sump pump leaking", C("check", "sump pump", "binary_sensor", "moisture"),
      one(T.sel("binary_sensor", kind=["sump pump"]), None), tags=[HH, "question"])
    t("how much power is the shelly pulling", C("check", "Shelly", "sensor", "power"),
      one(T.sel("sensor", kind=["shelly"], dc="power"), None), tags=[HH, "integration_name", "question"])
    t("set the water heater to 125", C("set", "water heater", "water_heater", params={"temperature": 125}),
      one(T.sel("water_heater"), "water_heater.set_temperature", temperature=125), tags=[HH])
    t("put the rheem in eco mode", C("set mode", "Rheem", "water_heater", params={"operation_mode": "eco"}),
      one(T.sel("water_heater", kind=["rheem"]), "water_heater.set_operation_mode", operation_mode="eco"),
      tags=[HH, "integration_name"])
    t("set the dehumidifier to 45 percent", C("set humidity", "dehumidifier", "humidifier", "dehumidifier",
      params={"humidity": 45}), one(T.sel("humidifier", kind_dc=["dehumidifier"]), "humidifier.set_humidity", humidity=45),
      tags=[HH])
    t("turn the space heater off in the office", C("turn off", "space heater", "switch", inc=["office"]),
      one(T.sel("switch", areas=["office"], kind=["space heater"]), "switch.turn_off"), tags=[HH])
    t("make Emma's night light purple", C("set color", "Emma's Night Light", "light", params={"color_name": "purple"}),
      one(T.sel("light", names=["Emma's Night Light"]), ON, color_name="purple"), tags=[HH])
    t("turn on the lamps in the bedroom", C("turn on", "lamp", "light", q="all", inc=["bedroom"]),
      every(T.sel("light", areas=T.rooms("bedroom"), kind=["lamp"]), ON), tags=[HH, "kind_word", "generic_room"])
    t("turn on hue white lamp 2", C("turn on", "Hue white lamp 2", "light"),
      one(T.sel("light", names=["Hue white lamp 2"]), ON), tags=[HH, "integration_name"])
    t("open the bedroom curtains", C("open", None, "cover", "curtain", q="all", inc=["bedroom"]),
      every(T.sel("cover", areas=T.rooms("bedroom"), dc="curtain"), OPEN), tags=[HH, "generic_room"])
    t("play some music in the primary bedroom", C("play", None, "media_player", inc=["primary bedroom"]),
      one(T.sel("media_player", areas=["primary_bedroom"]), "media_player.media_play"), tags=[HH])
    t("turn the speaker in the primary bedroom down", C("volume down", "speaker", "media_player", "speaker",
      inc=["primary bedroom"]), one(T.sel("media_player", areas=["primary_bedroom"], kind_dc=["speaker"]),
      "media_player.volume_down"), tags=[HH, "relative"])
    t("turn on the vanity lights", C("turn on", "Vanity Lights", "light"), one(T.sel("light", names=["Vanity Lights"]), ON),
      tags=[HH])
    t("turn on the exhaust fan in the primary bath", C("turn on", "exhaust fan", "switch", inc=["primary bath"]),
      one(T.sel("switch", areas=["primary_bath"], kind=["exhaust fan"]), "switch.turn_on"), tags=[HH, "kind_word"])
    t("open Emma's blinds", C("open", "Emma's Blinds", "cover", "blind"), one(T.sel("cover", names=["Emma's Blinds"]), OPEN),
      tags=[HH])
    # things the townhouse lacks, each beside its present twin
    t("turn on the dining room lights", C("turn on", None, "light", q="all", inc=["dining room"]),
      none(T.rooms("dining room"), "all"), tags=[HH, "absent_room"])
    t("turn on the kitchen lights", C("turn on", None, "light", q="all", inc=["kitchen"]), every(T.lights("kitchen"), ON),
      twin=True, tags=[HH])
    t("open the sunroom shades", C("open", None, "cover", "shade", q="all", inc=["sunroom"]), none(T.rooms("sunroom"), "all"),
      tags=[HH, "absent_room"])
    t("open the living room shades", C("open", None, "cover", "shade", q="all", inc=["living room"]),
      every(T.sel("cover", areas=["living_room"], dc="shade"), OPEN), twin=True, tags=[HH])
    t("turn on the TV in Emma's room", C("turn on", "TV", "media_player", "tv", inc=["Emma's room"]),
      none(T.sel("media_player", areas=["emmas_room"], dc="tv")), tags=[HH, "absent_kind"])
    t("turn on the TV in the basement", C("turn on", "TV", "media_player", "tv", inc=["basement"]),
      one(T.sel("media_player", areas=["basement"], dc="tv"), "media_player.turn_on"), twin=True, tags=[HH])
    t("turn on the ceiling fan in the office", C("turn on", "ceiling fan", "fan", inc=["office"]),
      none(T.sel(areas=["office"], kind=["fan"])), tags=[HH, "absent_kind"])
    t("turn on the ceiling fan in the primary bedroom", C("turn on", "ceiling fan", "fan", inc=["primary bedroom"]),
      one(T.sel("fan", areas=["primary_bedroom"], kind=["ceiling fan"]), "fan.turn_on"), twin=True, tags=[HH])
    t("turn on the sprinklers", C("turn on", "sprinklers", None, q="all"), none(T.sel(kind=["sprinkler", "sprinklers"]), "all"),
      tags=[HH, "absent_kind"])
    t("turn on the string lights out back", C("turn on", "String Lights", "light"),
      one(T.sel("light", names=["String Lights"]), ON), twin=True, tags=[HH])
    town.lacks("set Emma's blinds to 40 percent", C("set position", "Emma's Blinds", "cover", "blind", params={"position": 40}),
               T.sel("cover", names=["Emma's Blinds"]), "position", "cover.set_cover_position", "position", tags=[HH])
    t("set the left living room shade to 40 percent", C("set position", "Living Room Shade Left", "cover", "shade",
      params={"position": 40}), one(T.sel("cover", names=["Living Room Shade Left"]), "cover.set_cover_position", position=40),
      twin=True, tags=[HH])
    town.lacks("change the living room lamp to blue", C("set color", "Living Room Lamp", "light", params={"color_name": "blue"}),
               T.sel("light", names=["Living Room Lamp"]), "color", "light.turn_on", "color_name", tags=[HH])
    t("change hue go 2 to blue", C("set color", "Hue go 2", "light", params={"color_name": "blue"}),
      one(T.sel("light", names=["Hue go 2"]), ON, color_name="blue"), twin=True, tags=[HH, "integration_name"])
    town.lacks("open the garage door halfway", C("set position", "garage door", "cover", "garage", params={"position": 50}),
               T.sel("cover", dc="garage"), "position", "cover.set_cover_position", "position", tags=[HH])
    t("open the awning halfway", C("set position", "awning", "cover", "awning", params={"position": 50}),
      one(T.sel("cover", dc="awning"), "cover.set_cover_position", position=50), twin=True, tags=[HH])
    # truly ambiguous
    t("turn on the hue go", C("turn on", "Hue go", "light"), which(T.sel("light", kind=["hue go"]), ON), tags=[HH, "ambiguous"])
    t("lock the door", C("lock", "door", "lock"), which(T.sel("lock"), "lock.lock"), tags=[HH, "ambiguous"])
    t("turn on the fan", C("turn on", "fan", "fan"), which(T.sel("fan"), "fan.turn_on"), tags=[HH, "ambiguous"])
    t("switch off the lamp", C("turn off", "lamp", "light"),
      which(T.sel("light", areas=["primary_bedroom"], kind=["lamp"]), OFF), ctx="primary_bedroom", tags=[HH, "ambiguous"])
    t("close the shade", C("close", "shade", "cover", "shade"), which(T.sel("cover", areas=["living_room"], dc="shade"), CLOSE),
      ctx="living_room", tags=[HH, "ambiguous"])

    # ---- the British flat --------------------------------------------------------------------
    u("turn the big light on", C("turn on", "Big Light", "light"), one(U.sel("light", areas=["lounge"], names=["Big Light"]), ON),
      ctx="lounge", tags=[HH, "british"])
    u("switch the big light off in the bedroom", C("turn off", "Big Light", "light", inc=["bedroom"]),
      one(U.sel("light", areas=["bedroom"], names=["Big Light"]), OFF), tags=[HH, "british"])
    u("put the telly on", C("turn on", "telly", "media_player", "tv"), one(U.sel("media_player", dc="tv"), "media_player.turn_on"),
      tags=[HH, "british"])
    u("turn the telly down a bit", C("volume down", "telly", "media_player", "tv"),
      one(U.sel("media_player", dc="tv"), "media_player.volume_down"), tags=[HH, "british", "relative"])
    u("mute the telly", C("mute", "telly", "media_player", "tv", params={"is_volume_muted": True}),
      one(U.sel("media_player", dc="tv"), "media_player.volume_mute", is_volume_muted=True), tags=[HH, "british"])
    u("pause the sky box", C("pause", "Sky", "media_player"), one(U.sel("media_player", kind=["sky"]), "media_player.media_pause"),
      tags=[HH, "british", "integration_name"])
    u("put BBC One on the sky", C("select source", "Sky", "media_player", params={"source": "BBC One"}),
      one(U.sel("media_player", kind=["sky"]), "media_player.select_source", source="BBC One"),
      tags=[HH, "british", "integration_name"])
    u("turn the heating up in the lounge", C("increase temperature", None, "climate", inc=["lounge"]),
      one(U.sel("climate", areas=["lounge"]), TEMP), tags=[HH, "british", "relative"])
    u("put the heating on in Oliver's room", C("turn on", None, "climate", inc=["Oliver's room"]),
      one(U.sel("climate", areas=["olivers_room"]), HEAT_ON), tags=[HH, "british"])
    u("set the bedroom radiator to 18", C("set", "radiator", "climate", inc=["bedroom"], params={"temperature": 18}),
      one(U.sel("climate", areas=["bedroom"], kind=["radiator"]), TEMP, temperature=18), tags=[HH, "british", "kind_word"])
    u("give the heating a boost", C("run", "Boost Heating", "script"), one(U.sel("script", names=["Boost Heating"]), "script.turn_on"),
      tags=[HH, "british", "routine"])
    u("stick the immersion on", C("turn on", "immersion", "switch"), one(U.sel("switch", kind=["immersion"]), "switch.turn_on"),
      tags=[HH, "british"])
    u("is the immersion on", C("check", "immersion", "switch"), one(U.sel("switch", kind=["immersion"]), None),
      tags=[HH, "british", "question"])
    u("how much power is the immersion heater drawing", C("check", "immersion heater", "sensor", "power"),
      one(U.sel("sensor", kind=["immersion heater"], dc="power"), None), tags=[HH, "question"])
    u("switch the hot water off", C("set mode", "Hot Water", "water_heater", params={"operation_mode": "off"}),
      one(U.sel("water_heater"), "water_heater.set_operation_mode", operation_mode="off"), tags=[HH, "british"])
    u("draw the curtains in the lounge", C("close", None, "cover", "curtain", q="all", inc=["lounge"]),
      every(U.sel("cover", areas=["lounge"], dc="curtain"), CLOSE), tags=[HH, "british"])
    u("open the blinds", C("open", None, "cover", "blind", q="all"), every(U.sel("cover", areas=["lounge"], dc="blind"), OPEN),
      ctx="lounge", tags=[HH])
    u("pull the bedroom blind down", C("close", "blind", "cover", inc=["bedroom"]),
      one(U.sel("cover", areas=["bedroom"], kind=["blind"]), CLOSE), tags=[HH, "british"])
    u("open the bedroom blind halfway", C("set position", "blind", "cover", inc=["bedroom"], params={"position": 50}),
      one(U.sel("cover", areas=["bedroom"], kind=["blind"]), "cover.set_cover_position", position=50), tags=[HH])
    u("put the dyson on", C("turn on", "Dyson", "fan"), one(U.sel("fan", kind=["dyson"]), "fan.turn_on"),
      tags=[HH, "integration_name", "british"])
    u("turn the dyson up", C("increase speed", "Dyson", "fan"), one(U.sel("fan", kind=["dyson"]), "fan.increase_speed"),
      tags=[HH, "integration_name", "relative"])
    u("set the dyson to auto", C("set preset", "Dyson", "fan", params={"preset_mode": "Auto"}),
      one(U.sel("fan", kind=["dyson"]), "fan.set_preset_mode", preset_mode="Auto"), tags=[HH, "integration_name"])
    u("make the dyson oscillate", C("oscillate", "Dyson", "fan", params={"oscillating": True}),
      one(U.sel("fan", kind=["dyson"]), "fan.oscillate", oscillating=True), tags=[HH, "integration_name"])
    u("put the dyson in night mode", C("turn on", "Dyson night mode", "switch"),
      one(U.sel("switch", kind=["night mode"]), "switch.turn_on"), tags=[HH, "device_function"])
    u("what's the pm2.5 in the lounge", C("check", None, "sensor", "pm25", inc=["lounge"]),
      one(U.sel("sensor", areas=["lounge"], dc="pm25"), None), tags=[HH, "question"])
    u("how much life has the dyson filter got left", C("check", "Dyson filter life", "sensor"),
      one(U.sel("sensor", kind=["filter life"]), None), tags=[HH, "question", "device_function"])
    u("turn on the tapo plug", C("turn on", "Tapo", "switch", "outlet"), one(U.sel("switch", kind=["tapo"]), "switch.turn_on"),
      tags=[HH, "integration_name"])
    u("is the kitchen window open", C("check", "window", "binary_sensor", "window", inc=["kitchen"]),
      one(U.sel("binary_sensor", areas=["kitchen"], dc="window"), None), tags=[HH, "question"])
    u("turn the kitchen echo down", C("volume down", "Echo", "media_player", inc=["kitchen"]),
      one(U.sel("media_player", areas=["kitchen"], kind=["echo"]), "media_player.volume_down"), tags=[HH, "relative"])
    u("set the bedroom echo to 30 percent", C("set volume", "Bedroom Echo", "media_player", params={"volume_level": 0.3}),
      one(U.sel("media_player", names=["Bedroom Echo"]), "media_player.volume_set", volume_level=0.3), tags=[HH])
    u("play something on the lounge echo", C("play", "Lounge Echo", "media_player"),
      one(U.sel("media_player", names=["Lounge Echo"]), "media_player.media_play"), tags=[HH])
    u("hoover the flat", C("start", "hoover", "vacuum"), one(U.sel("vacuum"), "vacuum.start"), tags=[HH, "british"])
    u("send the hoover back to base", C("return to base", "hoover", "vacuum"), one(U.sel("vacuum"), "vacuum.return_to_base"),
      tags=[HH, "british"])
    u("lock the front door", C("lock", "Front Door", "lock"), one(U.sel("lock"), "lock.lock"), tags=[HH])
    u("is the front door locked", C("check", "Front Door", "lock"), one(U.sel("lock"), None), tags=[HH, "question"])
    u("what's the doorbell battery on", C("check", "doorbell", "sensor", "battery"),
      one(U.sel("sensor", kind=["doorbell"], dc="battery"), None), tags=[HH, "question"])
    u("any movement in the hallway", C("check", None, "binary_sensor", "motion", inc=["hallway"]),
      one(U.sel("binary_sensor", areas=["hallway"], dc="motion"), None), tags=[HH, "question"])
    u("what temperature is it in the hallway", C("check", None, "sensor", "temperature", inc=["hallway"]),
      one(U.sel("sensor", areas=["hallway"], dc="temperature"), None), tags=[HH, "question"])
    u("turn the bedside lamps off", C("turn off", "bedside lamp", "light", q="all"),
      every(U.sel("light", areas=["bedroom"], kind=["bedside lamp"]), OFF), ctx="bedroom", tags=[HH, "kind_word"])
    u("turn Fiona's lamp off", C("turn off", "Fiona's lamp", "light"), one(U.sel("light", kind=["fiona's bedside lamp"]), OFF),
      tags=[HH])
    u("switch the star projector on", C("turn on", "Star Projector", "light"), one(U.sel("light", names=["Star Projector"]), ON),
      tags=[HH])
    u("close Oliver's curtains", C("close", "Oliver's Curtains", "cover", "curtain"),
      one(U.sel("cover", names=["Oliver's Curtains"]), CLOSE), tags=[HH])
    u("is Oliver's window shut", C("check", "Oliver's Window", "binary_sensor", "window"),
      one(U.sel("binary_sensor", names=["Oliver's Window"]), None), tags=[HH, "question"])
    u("it's a bit chilly in the nursery", C("heat", None, "climate", inc=["nursery"], params={"hvac_mode": "heat"}),
      one(U.sel("climate", areas=["olivers_room"]), "climate.set_hvac_mode", hvac_mode="heat"), tags=[HH, "complaint"])
    u("it's boiling in the bedroom", C("turn on", None, "fan", inc=["bedroom"]),
      one(U.sel("fan", areas=["bedroom"]), "fan.turn_on"), tags=[HH, "complaint", "judgement"])
    u("the bathroom's all steamed up", C("turn on", "extractor fan", "switch", inc=["bathroom"]),
      one(U.sel("switch", areas=["bathroom"], kind=["extractor fan"]), "switch.turn_on"), tags=[HH, "complaint", "british",
                                                                                                "judgement"])
    u("turn the towel rail on", C("turn on", "Towel Rail", "switch"), one(U.sel("switch", names=["Towel Rail"]), "switch.turn_on"),
      tags=[HH, "british"])
    u("switch on the mirror light", C("turn on", "Mirror Light", "light"), one(U.sel("light", names=["Mirror Light"]), ON),
      tags=[HH])
    u("festoon lights on", C("turn on", "Festoon Lights", "light"), one(U.sel("light", names=["Festoon Lights"]), ON),
      tags=[HH])
    u("put the awning out on the balcony", C("open", "awning", "cover", "awning", inc=["balcony"]),
      one(U.sel("cover", areas=["balcony"], dc="awning"), OPEN), tags=[HH])
    u("how cold is it on the balcony", C("check", None, "sensor", "temperature", inc=["balcony"]),
      one(U.sel("sensor", areas=["balcony"], dc="temperature"), None), tags=[HH, "question"])
    u("set the lounge to relax", C("activate", "Lounge Relax", "scene"), one(U.sel("scene", names=["Lounge Relax"]), "scene.turn_on"),
      tags=[HH, "routine"])
    u("we're watching a film", C("activate", "Film Night", "scene"), one(U.sel("scene", names=["Film Night"]), "scene.turn_on"),
      tags=[HH, "routine"])
    u("I'm off to bed, goodnight", C("run", "Goodnight", "script"), one(U.sel("script", names=["Goodnight"]), "script.turn_on"),
      tags=[HH, "routine"])
    u("we're off on holiday, switch holiday mode on", C("turn on", "Holiday Mode", "input_boolean"),
      one(U.sel("input_boolean", names=["Holiday Mode"]), "input_boolean.turn_on"), tags=[HH, "routine", "british"])
    u("turn off the telly and the big light", [C("turn off", "telly", "media_player", "tv"), C("turn off", "Big Light", "light")],
      [one(U.sel("media_player", dc="tv"), "media_player.turn_off"),
       one(U.sel("light", areas=["lounge"], names=["Big Light"]), OFF)], ctx="lounge", tags=[HH, "multi", "british"])
    u("lock the front door and turn the hallway light off", [C("lock", "Front Door", "lock"),
      C("turn off", "Hallway Light", "light")], [one(U.sel("lock"), "lock.lock"),
                                                  one(U.sel("light", names=["Hallway Light"]), OFF)], tags=[HH, "multi"])
    u("close the lounge curtains then dim the table lamp", [C("close", None, "cover", "curtain", q="all", inc=["lounge"]),
      C("dim", "Table Lamp", "light", params={"brightness_step_pct": -20})],
      [every(U.sel("cover", areas=["lounge"], dc="curtain"), CLOSE), one(U.sel("light", names=["Table Lamp"]), ON,
                                                                          brightness_step_pct=-20)],
      tags=[HH, "multi", "relative"])
    u("bit more", C("increase temperature", None, None, ref=True), one(U.sel("climate", areas=["lounge"]), TEMP),
      hist=["turn the heating up in the lounge"], tags=[HH, "followup", "relative"])
    u("and in Oliver's room?", C("check", None, "sensor", "temperature", inc=["Oliver's room"]),
      one(U.sel("sensor", areas=["olivers_room"], dc="temperature"), None), hist=["what's the temperature in the bedroom"],
      tags=[HH, "followup", "question"])
    u("and Fiona's", C("turn on", "Fiona's Bedside Lamp", "light"), one(U.sel("light", kind=["fiona's bedside lamp"]), ON),
      hist=["switch on Tom's bedside lamp"], tags=[HH, "followup"])
    u("knock the bedroom radiator down a degree", C("decrease temperature", "radiator", "climate", inc=["bedroom"]),
      one(U.sel("climate", areas=["bedroom"]), TEMP), tags=[HH, "british", "relative"])
    u("dim the big light a touch", C("dim", "Big Light", "light", params={"brightness_step_pct": -10}),
      one(U.sel("light", areas=["lounge"], names=["Big Light"]), ON, brightness_step_pct=-10), ctx="lounge",
      tags=[HH, "british", "relative"])
    u("brighten the kitchen spots", C("brighten", "spots", "light", inc=["kitchen"], params={"brightness_step_pct": 20}),
      one(U.sel("light", areas=["kitchen"], kind=["spotlights"]), ON, brightness_step_pct=20), tags=[HH, "british", "relative"])
    # things the flat lacks, each beside its present twin
    u("turn on the lights in the dining room", C("turn on", None, "light", q="all", inc=["dining room"]),
      none(U.rooms("dining room"), "all"), tags=[HH, "absent_room"])
    u("turn on the lights in the hallway", C("turn on", None, "light", q="all", inc=["hallway"]), every(U.lights("hallway"), ON),
      twin=True, tags=[HH])
    u("turn the lights off in the conservatory", C("turn off", None, "light", q="all", inc=["conservatory"]),
      none(U.rooms("conservatory"), "all"), tags=[HH, "absent_room"])
    u("turn the lights off on the balcony", C("turn off", None, "light", q="all", inc=["balcony"]), every(U.lights("balcony"), OFF),
      twin=True, tags=[HH])
    u("turn on the air con", C("turn on", "air con", "climate"), none(U.sel(kind=["air con", "air conditioning", "AC"])),
      tags=[HH, "absent_kind", "british"])
    u("turn on the radiator in the bedroom", C("turn on", "radiator", "climate", inc=["bedroom"]),
      one(U.sel("climate", areas=["bedroom"], kind=["radiator"]), HEAT_ON), twin=True, tags=[HH])
    u("open the garage", C("open", "garage", "cover", "garage"), none(U.sel(kind=["garage"]) + U.rooms("garage")),
      tags=[HH, "absent_kind"])
    t("open the garage", C("open", "garage", "cover", "garage"), one(T.sel("cover", dc="garage"), OPEN), twin=True, tags=[HH])
    u("put the kettle on", C("turn on", "kettle", "switch"), none(U.sel(kind=["kettle"])), tags=[HH, "absent_kind", "british"])
    u("put the washing machine on", C("turn on", "washing machine", "switch"),
      one(U.sel("switch", kind=["washing machine"]), "switch.turn_on"), twin=True, tags=[HH, "judgement"])
    u("turn on the dishwasher", C("turn on", "dishwasher", "switch"), none(U.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    u("turn on the extractor fan", C("turn on", "Extractor Fan", "switch"),
      one(U.sel("switch", names=["Extractor Fan"]), "switch.turn_on"), twin=True, tags=[HH])
    uk.lacks("set the hoover to max suction", C("set fan speed", "hoover", "vacuum", params={"fan_speed": "max"}),
             U.sel("vacuum"), "vacuum_fan_speed", "vacuum.set_fan_speed", "fan_speed", tags=[HH, "british"])
    t("set the roborock to max suction", C("set fan speed", "Roborock", "vacuum", params={"fan_speed": "max"}),
      one(T.sel("vacuum"), "vacuum.set_fan_speed", fan_speed="max"), twin=True, tags=[HH, "integration_name"])
    uk.lacks("dim the mirror light", C("dim", "Mirror Light", "light", params={"brightness_step_pct": -20}),
             U.sel("light", names=["Mirror Light"]), "brightness", "light.turn_on", "brightness_step_pct", tags=[HH])
    u("dim the bathroom light", C("dim", "Bathroom Light", "light", params={"brightness_step_pct": -20}),
      one(U.sel("light", names=["Bathroom Light"]), ON, brightness_step_pct=-20), twin=True, tags=[HH])
    uk.lacks("set Oliver's curtains to half", C("set position", "Oliver's Curtains", "cover", "curtain", params={"position": 50}),
             U.sel("cover", names=["Oliver's Curtains"]), "position", "cover.set_cover_position", "position", tags=[HH])
    u("set the lounge curtains to half", C("set position", "Lounge Curtains", "cover", "curtain", params={"position": 50}),
      one(U.sel("cover", names=["Lounge Curtains"]), "cover.set_cover_position", position=50), twin=True, tags=[HH])
    # truly ambiguous
    u("turn off the big light", C("turn off", "Big Light", "light"), which(U.sel("light", names=["Big Light"]), OFF),
      tags=[HH, "ambiguous", "british"])
    u("set the radiator to 20", C("set", "radiator", "climate", params={"temperature": 20}),
      which(U.sel("climate", kind=["radiator"]), TEMP), tags=[HH, "ambiguous"])
    u("turn the echo down", C("volume down", "Echo", "media_player"), which(U.sel("media_player", kind=["echo"]),
                                                                           "media_player.volume_down"), tags=[HH, "ambiguous"])
    u("turn off the bedside lamp", C("turn off", "bedside lamp", "light"),
      which(U.sel("light", areas=["bedroom"], kind=["bedside lamp"]), OFF), ctx="bedroom", tags=[HH, "ambiguous"])


# --------------------------------------------------------------------------------------------
# Natural Chinese household requests on ~60-entity homes named by their integrations (issue #13)
# --------------------------------------------------------------------------------------------

TEMP_SET, MODE_SET = "climate.set_temperature", "climate.set_hvac_mode"


def household_zh(zh: Language) -> None:
    """How a Chinese family talks to a 小爱同学-style assistant, in two homes whose entities keep
    the names Xiaomi Home, Aqara, Tuya, HomeKit and Matter give them (``flat_sh_zh``: a Shanghai
    flat; ``villa_zh``: a self-built house of three levels): "<device> <service>" names, key and
    channel words (左键, 一路, 中键), numbered duplicates (吸顶灯 2, 筒灯 3), brand and model words
    inside Chinese names, the same default name in several rooms. Tagged ``household`` plus the
    tags of :func:`household` (``integration_name``, ``complaint``, ``relative``, ``multi``,
    ``followup``, ``routine``, ``question``).
    """
    flat, villa = zh.book("flat_sh_zh"), zh.book("villa_zh")
    F, V = flat.home, villa.home
    f, v = flat.add, villa.add
    HH, IN = "household", "integration_name"
    LAMP = F.sel("light", kind=["台灯"])

    # ---- the Shanghai flat: Xiaomi Home, Aqara, Yeelight, Gree and Midea ------------------------
    f("打开米家台灯", C("打开", "米家台灯", "light"), which(LAMP, ON), tags=[HH, IN, "ambiguous"])
    f("把书房的台灯打开", C("打开", "台灯", "light", inc=["书房"]), one(F.sel("light", areas=["study"], kind=["台灯"]), ON),
      tags=[HH, "kind_word"])
    f("儿童房台灯亮度调到百分之四十", C("调到", "台灯", "light", inc=["儿童房"], params={"brightness_pct": 40}),
      one(F.sel("light", areas=["kids_room"], kind=["台灯"]), ON, brightness_pct=40), tags=[HH, "kind_word"])
    f("台灯关一下", C("关闭", "台灯", "light"), one(F.sel("light", areas=["kids_room"], kind=["台灯"]), OFF), ctx="kids_room",
      tags=[HH, "kind_word"])
    f("把筒灯2关了", C("关闭", "筒灯 2", "light"), one(F.sel("light", names=["筒灯 2"]), OFF), tags=[HH, IN])
    f("客厅的筒灯都打开", C("打开", "筒灯", "light", q="all", inc=["客厅"]),
      every(F.sel("light", areas=["living_room"], kind=["筒灯"]), ON), tags=[HH, "kind_word"])
    f("筒灯三开一下", C("打开", "筒灯 3", "light"), one(F.sel("light", names=["筒灯 3"]), ON), tags=[HH, IN])
    f("打开玄关的左键", C("打开", "左键", "switch", inc=["玄关"]),
      one(F.sel("switch", areas=["entrance"], kind=["左键"]), "switch.turn_on"), tags=[HH, IN])
    f("智能墙壁开关右键关掉", C("关闭", "智能墙壁开关 右键", "switch"),
      one(F.sel("switch", names=["智能墙壁开关 右键"]), "switch.turn_off"), tags=[HH, IN])
    f("玄关现在有人吗", C("查询", None, "binary_sensor", "occupancy", inc=["玄关"]),
      one(F.sel("binary_sensor", areas=["entrance"], dc="occupancy"), None), tags=[HH, "question"])
    f("次卧窗户关了没", C("查询", "窗户", "binary_sensor", "window", inc=["次卧"]),
      one(F.sel("binary_sensor", areas=["second_bedroom"], dc="window"), None), tags=[HH, "question"])
    f("门锁锁上", C("上锁", "门锁", "lock"), one(F.sel("lock"), "lock.lock"), tags=[HH])
    f("门锁还有多少电", C("查询", "门锁", "sensor", "battery"), one(F.sel("sensor", dc="battery", kind=["门锁"]), None),
      tags=[HH, "question"])
    f("空调调到26度", C("调到", "空调", "climate", params={"temperature": 26}),
      one(F.sel("climate", areas=["master_bedroom"], kind=AC_WORDS), TEMP_SET, temperature=26), ctx="master_bedroom",
      tags=[HH])
    f("格力空调开制冷", C("调到", "格力空调", "climate", params={"hvac_mode": "cool"}),
      one(F.sel("climate", names=["格力空调"]), MODE_SET, hvac_mode="cool"), tags=[HH, IN, "judgement"])
    f("老人房空调调高一度", C("调高", "空调", "climate", inc=["老人房"], params={"temperature": 27}),
      one(F.sel("climate", areas=["elder_room"], kind=AC_WORDS), TEMP_SET, temperature=27), tags=[HH, "relative"])
    f("小米空调室内温度多少", C("查询", "小米空调 室内温度", "sensor", "temperature"),
      one(F.sel("sensor", names=["小米空调 室内温度"]), None), tags=[HH, IN, "question"])
    f("主卧现在多少度", C("查询", None, "sensor", "temperature", inc=["主卧"]),
      one(F.sel("sensor", areas=["master_bedroom"], dc="temperature"), None), tags=[HH, "question"])
    f("儿童房湿度多少", C("查询", None, "sensor", "humidity", inc=["儿童房"]),
      one(F.sel("sensor", areas=["kids_room"], dc="humidity"), None), tags=[HH, "question"])
    f("书房温度是多少啊", C("查询", None, "sensor", "temperature", inc=["书房"]),
      one(F.sel("sensor", areas=["study"], dc="temperature"), None), tags=[HH, "question"])
    f("风管机关掉", C("关闭", "风管机", "climate"), one(F.sel("climate", areas=["second_bedroom"], kind=["风管机"]),
                                                    "climate.turn_off"), ctx="second_bedroom", tags=[HH, IN])
    f("把儿童房的风管机调到除湿", C("调到", "风管机", "climate", inc=["儿童房"], params={"hvac_mode": "dry"}),
      one(F.sel("climate", areas=["kids_room"], kind=["风管机"]), MODE_SET, hvac_mode="dry"), tags=[HH, IN])
    f("新风机开到最大", C("调到", "新风机", "fan", params={"percentage": 100}),
      one(F.sel("fan", kind=["新风机"]), "fan.set_percentage", percentage=100), tags=[HH])
    f("新风调成睡眠模式", C("调到", "新风", "fan", params={"preset_mode": "睡眠"}),
      one(F.sel("fan", kind=["新风机"]), "fan.set_preset_mode", preset_mode="睡眠"), tags=[HH])
    f("现在PM2.5多少", C("查询", None, "sensor", "pm25"), one(F.sel("sensor", dc="pm25"), None), tags=[HH, "question"])
    f("电视关了", C("关闭", "电视", "media_player", "tv"), one(F.sel("media_player", dc="tv"), "media_player.turn_off"),
      ctx="living_room", tags=[HH])
    f("小爱音箱声音大一点", C("调高音量", "小爱音箱", "media_player", "speaker"),
      one(F.sel("media_player", kind=["小爱音箱"]), "media_player.volume_up"), tags=[HH, "relative"])
    f("窗帘拉开", C("打开", "窗帘", "cover", "curtain"), one(F.sel("cover", areas=["master_bedroom"], dc="curtain"), OPEN),
      ctx="master_bedroom", tags=[HH])
    f("客厅窗帘开一半", C("调到", "窗帘", "cover", "curtain", inc=["客厅"], params={"position": 50}),
      one(F.sel("cover", areas=["living_room"], dc="curtain"), "cover.set_cover_position", position=50), tags=[HH])
    f("把智能窗帘电机关上", C("关闭", "智能窗帘电机", "cover", "curtain"), which(F.sel("cover", dc="curtain"), CLOSE),
      tags=[HH, IN, "ambiguous"])
    f("石头扫一下地", C("开始扫地", "石头", "vacuum"), one(F.sel("vacuum"), "vacuum.start"), tags=[HH, IN])
    f("扫地机器人回去充电吧", C("回充", "扫地机器人", "vacuum"), one(F.sel("vacuum"), "vacuum.return_to_base"), tags=[HH])
    f("G10S吸力开到最大", C("调到", "G10S", "vacuum", params={"fan_speed": "MAX"}),
      one(F.sel("vacuum", can="vacuum_fan_speed"), "vacuum.set_fan_speed", fan_speed="MAX"), tags=[HH, IN])
    f("鱼缸关掉", C("关闭", "鱼缸", "switch"), one(F.sel("switch", names=["鱼缸"]), "switch.turn_off"), tags=[HH])
    f("厨房的插座关了", C("关闭", "插座", "switch", "outlet", inc=["厨房"]),
      one(F.sel("switch", areas=["kitchen"], kind=["插座"]), "switch.turn_off"), tags=[HH, "kind_word"])
    f("小米智能插座3开关打开", C("打开", "小米智能插座3 开关", "switch", "outlet"),
      which(F.sel("switch", names=["小米智能插座3 开关"]), "switch.turn_on"), tags=[HH, IN, "ambiguous"])
    f("餐厅的灯打开", C("打开", None, "light", q="all", inc=["餐厅"]), every(F.lights("dining_room"), ON), tags=[HH])
    f("油烟机开一下", C("打开", "油烟机", "fan"), one(F.sel("fan", kind=["油烟机"]), "fan.turn_on"), tags=[HH])
    f("燃气有没有泄漏", C("查询", None, "binary_sensor", "gas"), one(F.sel("binary_sensor", dc="gas"), None),
      tags=[HH, "question"])
    f("热水器温度调到45度", C("调到", "热水器", "water_heater", params={"temperature": 45}),
      one(F.sel("water_heater"), "water_heater.set_temperature", temperature=45), tags=[HH])
    f("床头灯都关了", C("关闭", "床头灯", "light", q="all"), every(F.sel("light", areas=["master_bedroom"], kind=["床头灯"]), OFF),
      ctx="master_bedroom", tags=[HH, "kind_word"])
    f("床头灯2调成暖光", C("调成", "床头灯 2", "light", params={"color_temp_kelvin": 2700}),
      one(F.sel("light", names=["床头灯 2"]), ON, color_temp_kelvin=2700), tags=[HH, IN])
    f("把加湿器打开", C("打开", "加湿器", "humidifier", "humidifier"),
      one(F.sel("humidifier", kind_dc=["humidifier"]), "humidifier.turn_on"), tags=[HH])
    f("衣帽间太潮了", C("打开", None, "humidifier", "dehumidifier", inc=["衣帽间"]),
      one(F.sel("humidifier", areas=["cloakroom"], kind_dc=["dehumidifier"]), "humidifier.turn_on"), tags=[HH, "complaint"])
    f("儿童房的净化器开一下", C("打开", "净化器", "fan", inc=["儿童房"]),
      one(F.sel("fan", areas=["kids_room"], kind=["净化器"]), "fan.turn_on"), tags=[HH, "device_function"])
    f("晾衣架降下来", C("降下", "晾衣架", "cover"), one(F.sel("cover", kind=["晾衣机"]), CLOSE), tags=[HH, "judgement"])
    f("晾衣机的灯打开", C("打开", "晾衣机照明", "light"), one(F.sel("light", kind=["晾衣机"]), ON),
      tags=[HH, "device_function"])
    f("洗衣机换成快洗", C("调到", "洗衣机", "select", params={"option": "快洗"}),
      one(F.sel("select", kind=["洗烘一体机"]), "select.select_option", option="快洗"), tags=[HH, "device_function"])
    f("主卫浴霸开暖风", C("制热", "浴霸", "climate", inc=["主卫"], params={"hvac_mode": "heat"}),
      one(F.sel("climate", areas=["master_bathroom"], kind=["浴霸"]), MODE_SET, hvac_mode="heat"), tags=[HH])
    f("浴霸换气打开", C("打开", "浴霸换气", "fan"), one(F.sel("fan", kind=["浴霸"]), "fan.turn_on"),
      tags=[HH, "device_function"])
    f("客卫镜前灯打开", C("打开", "镜前灯", "light", inc=["客卫"]), one(F.sel("light", areas=["guest_bathroom"], kind=["镜前灯"]), ON),
      tags=[HH])
    f("镜前灯关掉", C("关闭", "镜前灯", "light"), which(F.sel("light", kind=["镜前灯"]), OFF), tags=[HH, "ambiguous"])
    f("小爱同学，我回来了", C("执行", "回家", "scene"), one(F.sel("scene", names=["回家"]), "scene.turn_on"), tags=[HH, "routine"])
    f("我要睡觉了", C("执行", "睡眠", "scene"), one(F.sel("scene", names=["睡眠"]), "scene.turn_on"), tags=[HH, "routine"])
    f("出门了，家里交给你了", C("执行", "离家", "scene"), one(F.sel("scene", names=["离家"]), "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    f("把客厅灯带调成蓝色", C("调成", "灯带", "light", inc=["客厅"], params={"color_name": "blue"}),
      one(F.sel("light", areas=["living_room"], kind=["灯带"]), ON, color_name="blue"), tags=[HH, "kind_word"])
    f("客厅太暗了", C("打开", None, "light", q="all", inc=["客厅"]), every(F.lights("living_room"), ON), tags=[HH, "complaint"])
    f("老人房好冷啊", C("制热", None, "climate", q="all", inc=["老人房"], params={"hvac_mode": "heat"}),
      every(F.sel("climate", areas=["elder_room"], can=hvac("heat")), MODE_SET, hvac_mode="heat"), tags=[HH, "complaint"])
    f("关掉电视，再把客厅窗帘拉上", [C("关闭", "电视", "media_player", "tv"), C("关闭", "窗帘", "cover", "curtain", inc=["客厅"])],
      [one(F.sel("media_player", dc="tv"), "media_player.turn_off"), one(F.sel("cover", areas=["living_room"], dc="curtain"), CLOSE)],
      tags=[HH, "multi"])
    f("把门锁了，玄关左键也关掉", [C("上锁", "门锁", "lock"), C("关闭", "左键", "switch", inc=["玄关"])],
      [one(F.sel("lock"), "lock.lock"), one(F.sel("switch", areas=["entrance"], kind=["左键"]), "switch.turn_off")],
      tags=[HH, "multi", IN])
    f("再亮一点", C("调亮", None, None, ref=True, params={"brightness_step_pct": 20}),
      one(F.sel("light", areas=["kids_room"], kind=["台灯"]), ON, brightness_step_pct=20), hist=["把儿童房的台灯打开"],
      tags=[HH, "followup", "relative"])
    f("再低两度", C("调低", None, None, ref=True, params={"temperature": 24}),
      one(F.sel("climate", areas=["living_room"]), TEMP_SET, temperature=24), hist=["客厅空调调到26度"],
      tags=[HH, "followup", "relative"])
    f("次卧的也开一下", C("打开", "吸顶灯", "light", inc=["次卧"]),
      one(F.sel("light", areas=["second_bedroom"], kind=["吸顶灯"]), ON), hist=["打开主卧的吸顶灯"], tags=[HH, "followup"])
    # things the flat lacks
    f("打开书房的空调", C("打开", "空调", "climate", inc=["书房"]), none(F.sel("climate", areas=["study"], kind=AC_WORDS)),
      tags=[HH, "absent_kind"])
    f("打开主卧的空调", C("打开", "空调", "climate", inc=["主卧"]),
      one(F.sel("climate", areas=["master_bedroom"], kind=AC_WORDS), HEAT_ON), twin=True, tags=[HH])
    f("把阳台的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["阳台"]),
      none(F.sel("cover", areas=["balcony"], dc="curtain"), "all"), tags=[HH, "absent_kind"])
    f("把客厅的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["客厅"]),
      every(F.sel("cover", areas=["living_room"], dc="curtain"), CLOSE), twin=True, tags=[HH])
    f("地暖打开", C("打开", "地暖", "climate"), none(F.sel(kind=["地暖"])), tags=[HH, "absent_kind"])
    v("把主卧的地暖打开", C("打开", "地暖", "climate", inc=["主卧"]),
      one(V.sel("climate", areas=["master_bedroom"], kind=["地暖"]), HEAT_ON), twin=True, tags=[HH])
    f("车库门关了吗", C("查询", "车库门", "cover", "garage"), none(F.sel("cover", dc="garage") + F.rooms("车库")),
      tags=[HH, "absent_kind", "question"])
    v("车库门关了吗", C("查询", "车库门", "cover", "garage"), one(V.sel("cover", dc="garage"), None), twin=True,
      tags=[HH, "question"])
    f("儿童房的加湿器开一下", C("打开", "加湿器", "humidifier", "humidifier", inc=["儿童房"]),
      none(F.sel("humidifier", areas=["kids_room"])), tags=[HH, "absent_kind"])
    f("主卧的加湿器开一下", C("打开", "加湿器", "humidifier", "humidifier", inc=["主卧"]),
      one(F.sel("humidifier", areas=["master_bedroom"]), "humidifier.turn_on"), twin=True, tags=[HH])
    f("把客卫的排气扇打开", C("打开", "排气扇", "fan", inc=["客卫"]), none(F.sel("fan", areas=["guest_bathroom"])),
      tags=[HH, "absent_kind"])
    f("把主卫的排气扇打开", C("打开", "排气扇", "fan", inc=["主卫"]), one(F.sel("fan", areas=["master_bathroom"]), "fan.turn_on"),
      twin=True, tags=[HH, "judgement"])
    f("衣帽间的灯打开", C("打开", None, "light", q="all", inc=["衣帽间"]), none(F.sel("light", areas=["cloakroom"]), "all"),
      tags=[HH, "absent_kind"])
    f("阳台的灯打开", C("打开", None, "light", q="all", inc=["阳台"]), every(F.lights("balcony"), ON), twin=True, tags=[HH])
    flat.lacks("老人房吸顶灯调暗一点", C("调暗", "吸顶灯", "light", inc=["老人房"], params={"brightness_step_pct": -20}),
               F.sel("light", areas=["elder_room"], kind=["吸顶灯"]), "brightness", ON, "brightness_step_pct", tags=[HH])
    f("次卧吸顶灯调暗一点", C("调暗", "吸顶灯", "light", inc=["次卧"], params={"brightness_step_pct": -20}),
      one(F.sel("light", areas=["second_bedroom"], kind=["吸顶灯"]), ON, brightness_step_pct=-20), twin=True, tags=[HH])
    f("风管机开一下", C("打开", "风管机", "climate"), which(F.sel("climate", kind=["风管机"]), "climate.turn_on"),
      tags=[HH, IN, "ambiguous"])
    f("温湿度传感器温度多少", C("查询", "温湿度传感器 温度", "sensor", "temperature"),
      which(F.sel("sensor", names=["温湿度传感器 温度"]), None), tags=[HH, IN, "ambiguous", "question"])

    # ---- the self-built house: Tuya, HomeKit and Matter names -----------------------------------
    v("车库门打开", C("打开", "车库门", "cover", "garage"), one(V.sel("cover", dc="garage"), OPEN), tags=[HH])
    v("车库门关了没有", C("查询", "车库门", "cover", "garage"), one(V.sel("cover", dc="garage"), None), tags=[HH, "question"])
    v("把院子的大门打开", C("打开", "大门", "cover", "gate", inc=["院子"]), one(V.sel("cover", areas=["courtyard"], dc="gate"), OPEN),
      tags=[HH, "judgement"])
    v("平移门关上", C("关闭", "平移门", "cover", "gate"), one(V.sel("cover", kind=["平移门"]), CLOSE), tags=[HH, IN])
    v("车库的一路开关打开", C("打开", "一路开关", "switch", inc=["车库"]),
      one(V.sel("switch", areas=["garage"], kind=["一路"]), "switch.turn_on"), tags=[HH, IN])
    v("院子里的智能开关一路关掉", C("关闭", "智能开关 一路", "switch", inc=["院子"]),
      one(V.sel("switch", areas=["courtyard"], names=["智能开关 一路"]), "switch.turn_off"), tags=[HH, IN])
    v("智能开关一路打开", C("打开", "智能开关 一路", "switch"), which(V.sel("switch", names=["智能开关 一路"]), "switch.turn_on"),
      tags=[HH, IN, "ambiguous"])
    v("地下室三键开关中键打开", C("打开", "三键开关 中键", "switch", inc=["地下室"]),
      one(V.sel("switch", areas=["basement"], kind=["中键"]), "switch.turn_on"), tags=[HH, IN])
    v("把中键关了", C("关闭", "中键", "switch"), one(V.sel("switch", kind=["中键"]), "switch.turn_off"), ctx="basement",
      tags=[HH, IN])
    v("三键开关全部关掉", C("关闭", "三键开关", "switch", q="all"), every(V.sel("switch", kind=["三键开关"]), "switch.turn_off"),
      tags=[HH, IN])
    v("投影仪打开", C("打开", "投影仪", "media_player", "tv"), one(V.sel("media_player", kind=["投影仪"]), "media_player.turn_on"),
      tags=[HH, "kind_word"])
    v("地下室太潮了", C("打开", None, "humidifier", "dehumidifier", inc=["地下室"]),
      one(V.sel("humidifier", areas=["basement"], kind_dc=["dehumidifier"]), "humidifier.turn_on"), tags=[HH, "complaint"])
    v("除湿机湿度设到50", C("调到", "除湿机", "humidifier", "dehumidifier", params={"humidity": 50}),
      one(V.sel("humidifier", kind=["除湿机"]), "humidifier.set_humidity", humidity=50), tags=[HH])
    v("地下室湿度多少", C("查询", None, "sensor", "humidity", inc=["地下室"]),
      one(V.sel("sensor", areas=["basement"], dc="humidity"), None), tags=[HH, "question"])
    v("壁挂炉热水温度调到55度", C("调到", "壁挂炉", "water_heater", params={"temperature": 55}),
      one(V.sel("water_heater", kind=["壁挂炉"]), "water_heater.set_temperature", temperature=55), tags=[HH, IN])
    v("电表现在功率多少", C("查询", "电表", "sensor", "power"), one(V.sel("sensor", kind=["电表"], dc="power"), None),
      tags=[HH, "question"])
    v("充电桩开始充电", C("打开", "充电桩", "switch"), one(V.sel("switch", kind=["充电桩"]), "switch.turn_on"), tags=[HH, IN])
    v("充电桩功率多少", C("查询", "充电桩", "sensor", "power"), one(V.sel("sensor", kind=["充电桩"], dc="power"), None),
      tags=[HH, "question", "device_function"])
    v("庭院灯都打开", C("打开", "庭院灯", "light", q="all"), every(V.sel("light", kind=["庭院灯"]), ON), tags=[HH, IN])
    v("庭院灯2关掉", C("关闭", "庭院灯 2", "light"), one(V.sel("light", names=["庭院灯 2"]), OFF), tags=[HH, IN])
    v("给院子浇浇水", C("打开", "水阀", "valve", inc=["院子"]), one(V.sel("valve"), "valve.open_valve"), tags=[HH, "judgement"])
    v("水阀关掉", C("关闭", "水阀", "valve"), one(V.sel("valve"), "valve.close_valve"), tags=[HH])
    v("院子里有人吗", C("查询", None, "binary_sensor", "motion", inc=["院子"]),
      one(V.sel("binary_sensor", areas=["courtyard"], dc="motion"), None), tags=[HH, "question"])
    v("外面多少度", C("查询", None, "sensor", "temperature"), one(V.sel("sensor", kind=["户外"], dc="temperature"), None),
      tags=[HH, "question", "judgement"])
    v("门锁上了没", C("查询", "门锁", "lock"), one(V.sel("lock"), None), tags=[HH, "question"])
    v("把门锁打开", C("开锁", "门锁", "lock"), one(V.sel("lock"), "lock.unlock"), tags=[HH])
    v("客厅的吸顶灯调到百分之六十", C("调到", "吸顶灯", "light", inc=["客厅"], params={"brightness_pct": 60}),
      one(V.sel("light", areas=["living_room"], kind=["吸顶灯"]), ON, brightness_pct=60), tags=[HH, "kind_word"])
    v("射灯全关了", C("关闭", "射灯", "light", q="all"), every(V.sel("light", kind=["射灯"]), OFF), tags=[HH, IN])
    v("射灯一打开", C("打开", "射灯 1", "light"), one(V.sel("light", names=["射灯 1"]), ON), tags=[HH, IN])
    v("客厅空调开到24度", C("调到", "空调", "climate", inc=["客厅"], params={"temperature": 24}),
      one(V.sel("climate", areas=["living_room"], kind=AC_WORDS), TEMP_SET, temperature=24), tags=[HH])
    v("客厅地暖打开", C("打开", "地暖", "climate", inc=["客厅"]),
      one(V.sel("climate", areas=["living_room"], kind=["地暖"]), HEAT_ON), tags=[HH, "kind_word"])
    v("把儿童房地暖调到22度", C("调到", "地暖", "climate", inc=["儿童房"], params={"temperature": 22}),
      one(V.sel("climate", areas=["kids_room"], kind=["地暖"]), TEMP_SET, temperature=22), tags=[HH, "kind_word"])
    v("地暖温控器2关掉", C("关闭", "地暖温控器 2", "climate"), one(V.sel("climate", names=["地暖温控器 2"]), "climate.turn_off"),
      tags=[HH, IN])
    v("楼上的地暖都打开", C("打开", "地暖", "climate", q="all", inc=["楼上"]),
      every(V.sel("climate", floors=["first_floor"], kind=["地暖"]), HEAT_ON), tags=[HH, "floor"])
    v("新风开到最大档", C("调到", "新风", "fan", params={"percentage": 100}),
      one(V.sel("fan", kind=["新风机"]), "fan.set_percentage", percentage=100), tags=[HH])
    v("新风机调成睡眠模式", C("调到", "新风机", "fan", params={"preset_mode": "睡眠"}),
      one(V.sel("fan", kind=["新风机"]), "fan.set_preset_mode", preset_mode="睡眠"), tags=[HH])
    v("客厅PM2.5多少", C("查询", None, "sensor", "pm25", inc=["客厅"]), one(V.sel("sensor", areas=["living_room"], dc="pm25"), None),
      tags=[HH, "question"])
    v("客厅窗帘全部打开", C("打开", None, "cover", "curtain", q="all", inc=["客厅"]),
      every(V.sel("cover", areas=["living_room"], dc="curtain"), OPEN), tags=[HH])
    v("Tuya窗帘电机2关上", C("关闭", "Tuya 窗帘电机 2", "cover", "curtain"),
      one(V.sel("cover", names=["Tuya 窗帘电机 2"]), CLOSE), tags=[HH, IN])
    v("把Tuya窗帘电机打开", C("打开", "Tuya 窗帘电机", "cover", "curtain"),
      one(V.sel("cover", names=["Tuya 窗帘电机"]), OPEN), tags=[HH, IN, "judgement"])
    v("主卧窗帘开到一半", C("调到", "窗帘", "cover", "curtain", inc=["主卧"], params={"position": 50}),
      one(V.sel("cover", areas=["master_bedroom"], dc="curtain"), "cover.set_cover_position", position=50), tags=[HH])
    v("儿童房的百叶帘放下来", C("关闭", "百叶帘", "cover", "blind", inc=["儿童房"]),
      one(V.sel("cover", areas=["kids_room"], dc="blind"), CLOSE), tags=[HH])
    v("露台的遮阳篷收起来", C("关闭", "遮阳篷", "cover", "awning", inc=["露台"]),
      one(V.sel("cover", areas=["terrace"], dc="awning"), CLOSE), tags=[HH])
    v("遮阳篷打开", C("打开", "遮阳篷", "cover", "awning"), one(V.sel("cover", dc="awning"), OPEN), tags=[HH])
    v("吊扇风大一点", C("调高", "吊扇", "fan"), one(V.sel("fan", kind=["吊扇"]), "fan.increase_speed"), tags=[HH, "relative"])
    v("落地扇摇头", C("摇头", "落地扇", "fan", params={"oscillating": True}),
      one(V.sel("fan", kind=["落地扇"], can="oscillate"), "fan.oscillate", oscillating=True), tags=[HH])
    v("落地扇调到百分之三十", C("调到", "落地扇", "fan", params={"percentage": 30}),
      one(V.sel("fan", kind=["落地扇"]), "fan.set_percentage", percentage=30), tags=[HH])
    v("吊扇灯的灯关了", C("关闭", "吊扇灯 灯", "light"), one(V.sel("light", kind=["吊扇灯"]), OFF), tags=[HH, "device_function"])
    v("小爱音箱暂停", C("暂停", "小爱音箱", "media_player", "speaker"),
      one(V.sel("media_player", areas=["kids_room"], kind=["小爱音箱"]), "media_player.media_pause"), ctx="kids_room", tags=[HH])
    v("小爱音箱声音调到30", C("调到", "小爱音箱", "media_player", "speaker", params={"volume_level": 0.3}),
      which(V.sel("media_player", kind=["小爱音箱"]), "media_player.volume_set"), tags=[HH, "ambiguous"])
    v("电视声音小点", C("调低音量", "电视", "media_player", "tv"),
      one(V.sel("media_player", kind=["电视"]), "media_player.volume_down"), tags=[HH, "relative", "judgement"])
    v("扫地机开始打扫", C("开始扫地", "扫地机", "vacuum"), one(V.sel("vacuum"), "vacuum.start"), tags=[HH])
    v("追觅回去充电", C("回充", "追觅", "vacuum"), one(V.sel("vacuum"), "vacuum.return_to_base"), tags=[HH, IN])
    v("准备看电影咯", C("执行", "观影模式", "scene"), one(V.sel("scene", names=["观影模式"]), "scene.turn_on"),
      tags=[HH, "routine"])
    v("晚安", C("执行", "晚安", "script"), one(V.sel("script", names=["晚安"]), "script.turn_on"), tags=[HH, "routine"])
    v("我们出门了", C("执行", "离家", "script"), one(V.sel("script", names=["离家"]), "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    v("打开访客模式", C("打开", "访客模式", "input_boolean"),
      one(V.sel("input_boolean", names=["访客模式"]), "input_boolean.turn_on"), tags=[HH, "routine"])
    v("度假模式关掉", C("关闭", "度假模式", "input_boolean"),
      one(V.sel("input_boolean", names=["度假模式"]), "input_boolean.turn_off"), tags=[HH, "routine"])
    v("关掉车库门，再把充电桩打开", [C("关闭", "车库门", "cover", "garage"), C("打开", "充电桩", "switch")],
      [one(V.sel("cover", dc="garage"), CLOSE), one(V.sel("switch", kind=["充电桩"]), "switch.turn_on")], tags=[HH, "multi"])
    v("客厅灯全关，窗帘也拉上", [C("关闭", None, "light", q="all", inc=["客厅"]),
                                 C("关闭", None, "cover", "curtain", q="all", inc=["客厅"])],
      [every(V.lights("living_room"), OFF), every(V.sel("cover", areas=["living_room"], dc="curtain"), CLOSE)],
      tags=[HH, "multi"])
    v("调成暖光", C("调成", None, None, ref=True, params={"color_temp_kelvin": 2700}),
      one(V.sel("light", kind=["床头灯"]), ON, color_temp_kelvin=2700), hist=["打开主卧的床头灯"], tags=[HH, "followup"])
    v("主卧的也调到22度", C("调到", "地暖", "climate", inc=["主卧"], params={"temperature": 22}),
      one(V.sel("climate", areas=["master_bedroom"], kind=["地暖"]), TEMP_SET, temperature=22), hist=["把儿童房地暖调到22度"],
      tags=[HH, "followup"])
    v("老人房太热了", C("制冷", None, "climate", q="all", inc=["老人房"], params={"hvac_mode": "cool"}),
      every(V.sel("climate", areas=["elder_room"], can=hvac("cool")), MODE_SET, hvac_mode="cool"), tags=[HH, "complaint"])
    v("书房太暗了", C("打开", None, "light", q="all", inc=["书房"]), every(V.lights("study"), ON), tags=[HH, "complaint"])
    # things the house lacks
    v("打开书房的空调", C("打开", "空调", "climate", inc=["书房"]), none(V.sel("climate", areas=["study"], kind=AC_WORDS)),
      tags=[HH, "absent_kind"])
    v("打开主卧的空调", C("打开", "空调", "climate", inc=["主卧"]),
      one(V.sel("climate", areas=["master_bedroom"], kind=AC_WORDS), HEAT_ON), twin=True, tags=[HH])
    v("游泳池的灯打开", C("打开", None, "light", q="all", inc=["游泳池"]), none(V.rooms("游泳池"), "all"),
      tags=[HH, "absent_room"])
    v("露台的灯打开", C("打开", None, "light", q="all", inc=["露台"]), every(V.lights("terrace"), ON), twin=True, tags=[HH])
    v("三楼的灯关了", C("关闭", None, "light", q="all", inc=["三楼"]), none(V.rooms("三楼"), "all"),
      tags=[HH, "absent_room", "floor"])
    v("二楼的灯关了", C("关闭", None, "light", q="all", inc=["二楼"]), every(V.pick("light", floors=["first_floor"]), OFF),
      twin=True, tags=[HH, "floor"])
    v("把阁楼的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["阁楼"]), none(V.rooms("阁楼"), "all"),
      tags=[HH, "absent_room"])
    v("把主卧的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["主卧"]),
      every(V.sel("cover", areas=["master_bedroom"], dc="curtain"), CLOSE), twin=True, tags=[HH])
    v("车库的窗帘关了", C("关闭", None, "cover", "curtain", q="all", inc=["车库"]),
      none(V.sel("cover", areas=["garage"], dc="curtain"), "all"), tags=[HH, "absent_kind"])
    v("客厅的窗帘关了", C("关闭", None, "cover", "curtain", q="all", inc=["客厅"]),
      every(V.sel("cover", areas=["living_room"], dc="curtain"), CLOSE), twin=True, tags=[HH])
    v("加湿器打开", C("打开", "加湿器", "humidifier", "humidifier"), none(V.sel("humidifier", kind=["加湿器"], kind_dc=["humidifier"])),
      tags=[HH, "absent_kind"])
    v("除湿机打开", C("打开", "除湿机", "humidifier", "dehumidifier"), one(V.sel("humidifier"), "humidifier.turn_on"), twin=True, tags=[HH])
    v("厨房的油烟机打开", C("打开", "油烟机", "fan", inc=["厨房"]), none(V.sel(kind=["油烟机", "烟机"])), tags=[HH, "absent_kind"])
    f("厨房的油烟机打开", C("打开", "油烟机", "fan", inc=["厨房"]), one(F.sel("fan", areas=["kitchen"], kind=["油烟机"]), "fan.turn_on"), twin=True, tags=[HH])
    villa.lacks("车库门开一半", C("调到", "车库门", "cover", "garage", params={"position": 50}), V.sel("cover", dc="garage"),
                "position", "cover.set_cover_position", "position", tags=[HH])
    v("Tuya窗帘电机2开一半", C("调到", "Tuya 窗帘电机 2", "cover", "curtain", params={"position": 50}),
      one(V.sel("cover", names=["Tuya 窗帘电机 2"]), "cover.set_cover_position", position=50), twin=True, tags=[HH])
    villa.lacks("庭院灯调暗一点", C("调暗", "庭院灯", "light", q="all", params={"brightness_step_pct": -20}),
                V.sel("light", kind=["庭院灯"]), "brightness", ON, "brightness_step_pct", tags=[HH])
    v("射灯都调暗一点", C("调暗", "射灯", "light", q="all", params={"brightness_step_pct": -20}),
      every(V.sel("light", kind=["射灯"]), ON, brightness_step_pct=-20), twin=True, tags=[HH])
    # truly ambiguous
    # 吸顶灯 is one light's exact name: it wins over 吸顶灯 2/3/4 (eval/README.md: an exact name wins)
    v("吸顶灯给我开开", C("打开", "吸顶灯", "light"), one(V.sel("light", names=["吸顶灯"]), ON), tags=[HH, IN, "judgement"])
    v("射灯打开", C("打开", "射灯", "light"), which(V.sel("light", kind=["射灯"]), ON), tags=[HH, "ambiguous"])
    v("温湿度传感器温度多少", C("查询", "温湿度传感器 温度", "sensor", "temperature"),
      which(V.sel("sensor", names=["温湿度传感器 温度"]), None), tags=[HH, IN, "ambiguous", "question"])
    v("地暖打开", C("打开", "地暖", "climate"), which(V.sel("climate", kind=["地暖"]), HEAT_ON), tags=[HH, "ambiguous"])
    v("空调关了", C("关闭", "空调", "climate"), which(V.sel("climate", kind=AC_WORDS), "climate.turn_off"),
      tags=[HH, "ambiguous"])


# --------------------------------------------------------------------------------------------
# Round 9: fresh household requests, written before any fix of that round (issue #13)
# --------------------------------------------------------------------------------------------


def household_round9(en: Language) -> None:
    """A family's ordinary day in the three English household homes, in shapes the older cases do
    not use: kids asleep, guests staying, cooking, leaving, the weather, said as commands,
    questions, complaints, relative changes, routines as news, several at once and follow-ups;
    rooms with only a thermometer asked how warm they are; parts of a device named by their job;
    things the homes lack and requests that are truly ambiguous. Written and labelled from the
    homes before the parser ran on them, as the honest check of that round's fixes.
    """
    town, uk, au = en.book("townhouse_en"), en.book("flat_uk_en"), en.book("house_au_en")
    T, U, A = town.home, uk.home, au.home
    t, u, a = town.add, uk.add, au.add
    HH = "household"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"

    # ---- the townhouse -----------------------------------------------------------------------
    t("the kids are asleep, can you turn off Leo's light", C("turn off", "Leo's light", "light"),
      one(T.sel("light", names=["Leo's Room Light"]), OFF), tags=[HH])
    t("I'm cooking, put the island lights on full", C("set brightness", "Kitchen Island", "light",
      params={"brightness_pct": 100}), one(T.sel("light", names=["Kitchen Island"]), ON, brightness_pct=100), tags=[HH])
    t("make the basement lights a bit brighter", C("brighten", "Basement Lights", "light", params={"brightness_step_pct": 20}),
      one(T.sel("light", names=["Basement Lights"]), ON, brightness_step_pct=20), tags=[HH, "relative"])
    t("guests are coming over, switch on the porch light", C("turn on", "Porch Light", "light"),
      one(T.sel("light", names=["Porch Light"]), ON), tags=[HH])
    t("it's getting dark out back, string lights on please", C("turn on", "String Lights", "light"),
      one(T.sel("light", names=["String Lights"]), ON), tags=[HH])
    t("turn the tv in the family room off", C("turn off", "TV", "media_player", "tv", inc=["family room"]),
      one(T.sel("media_player", areas=["living_room"], dc="tv"), "media_player.turn_off"), tags=[HH])
    t("have the roborock clean up while we're out", C("start", "Roborock", "vacuum"), one(T.sel("vacuum"), "vacuum.start"),
      tags=[HH, "integration_name"])
    t("pause the vacuum", C("pause", "vacuum", "vacuum"), one(T.sel("vacuum"), "vacuum.pause"), tags=[HH])
    t("turn off do not disturb on the roborock", C("turn off", "Roborock Do not disturb", "switch"),
      one(T.sel("switch", kind=["do not disturb"]), SW_OFF), tags=[HH, "device_function", "integration_name"])
    t("set the roborock's mop to mild", C("set", "Roborock mop intensity", "select", params={"option": "mild"}),
      one(T.sel("select", kind=["mop intensity"]), "select.select_option", option="mild"),
      tags=[HH, "device_function", "integration_name"])
    t("slow the ceiling fan down in the bedroom", C("decrease speed", "ceiling fan", "fan", inc=["bedroom"]),
      one(T.sel("fan", areas=T.rooms("bedroom")), "fan.decrease_speed"), tags=[HH, "relative", "generic_room"])
    t("turn the lamp off, I'm done for the day", C("turn off", "lamp", "light"),
      one(T.sel("light", areas=["office"], kind=["lamp"]), OFF), ctx="office", tags=[HH, "kind_word"])
    t("can I get more light in here", C("turn on", None, "light", q="all"), every(T.lights("kitchen"), ON), ctx="kitchen",
      tags=[HH, "complaint"])
    t("Leo's music is too loud", C("volume down", None, "media_player", inc=["Leo's room"]),
      one(T.sel("media_player", areas=["leos_room"]), "media_player.volume_down"), tags=[HH, "complaint", "relative"])
    t("it's muggy down in the basement", C("turn on", None, "humidifier", "dehumidifier", inc=["basement"]),
      one(T.sel("humidifier", areas=["basement"]), "humidifier.turn_on"), tags=[HH, "complaint", "judgement"])
    t("turn off the lights in Leo's room and Emma's room", C("turn off", None, "light", q="all",
      inc=["Leo's room", "Emma's room"]), every(T.pick("light", areas=["leos_room", "emmas_room"]), OFF), tags=[HH])
    t("open the garage and turn on the mudroom light, I've got groceries",
      [C("open", "garage", "cover", "garage"), C("turn on", "Mudroom Light", "light")],
      [one(T.sel("cover", dc="garage"), OPEN), one(T.sel("light", names=["Mudroom Light"]), ON)], tags=[HH, "multi"])
    t("a bit faster", C("increase speed", None, "fan", ref=True), one(T.sel("fan", names=["Patio Fan"]), "fan.increase_speed"),
      hist=["turn on the patio fan"], tags=[HH, "followup", "relative"])
    t("is the front door shut", C("check", "front door", "binary_sensor", "door"),
      one(T.sel("binary_sensor", dc="door", kind=["front door"]), None), tags=[HH, "question", "judgement"])
    t("what's the humidity like in the primary bath", C("check", None, "sensor", "humidity", inc=["primary bath"]),
      one(T.sel("sensor", areas=["primary_bath"], dc="humidity"), None), tags=[HH, "question"])
    t("how cold is it outside", C("check", "outdoor", "sensor", "temperature"),
      one(T.sel("sensor", dc="temperature", kind=["outdoor"]), None), tags=[HH, "question", "judgement"])
    t("is it cold in Emma's room right now", C("check", None, "sensor", "temperature", inc=["Emma's room"]),
      none(T.sel("climate", areas=["emmas_room"])), tags=[HH, "question"])
    t("how much charge is left in the roborock", C("check", "Roborock", "sensor", "battery"),
      one(T.sel("sensor", kind=["roborock"], dc="battery"), None), tags=[HH, "question", "integration_name"])
    t("we're sitting down to eat", C("activate", "Dinner Time", "scene"), one(T.sel("scene", names=["Dinner Time"]),
                                                                              "scene.turn_on"), tags=[HH, "routine", "judgement"])
    t("my parents are staying with us this weekend", C("turn on", "Guest Mode", "input_boolean"),
      one(T.sel("input_boolean", names=["Guest Mode"]), "input_boolean.turn_on"), tags=[HH, "routine", "judgement"])
    # absent, and truly ambiguous
    t("what about Leo's room", C("check", None, "sensor", "temperature", inc=["Leo's room"]),
      none(T.sel(areas=["leos_room"], dc="temperature") + T.sel("climate", areas=["leos_room"])),
      hist=["what's the temperature in the primary bedroom"],
      tags=[HH, "followup", "question", "absent_kind"])
    t("what about the family room", C("check", None, "climate", inc=["family room"]),
      one(T.sel("climate", areas=["living_room"]), None), hist=["what's the temperature in the primary bedroom"],
      twin=True, tags=[HH, "followup", "question"])
    t("run the dishwasher when you get a chance", C("start", "dishwasher", "switch"), none(T.sel(kind=["dishwasher"])),
      tags=[HH, "absent_kind"])
    t("run the roborock when you get a chance", C("start", "Roborock", "vacuum"), one(T.sel("vacuum"), "vacuum.start"),
      twin=True, tags=[HH, "integration_name"])
    t("turn on the hot tub", C("turn on", "hot tub", None), none(T.sel(kind=["hot tub", "spa"])), tags=[HH, "absent_kind"])
    t("turn on the patio fan", C("turn on", "Patio Fan", "fan"), one(T.sel("fan", names=["Patio Fan"]), "fan.turn_on"),
      twin=True, tags=[HH])
    t("turn off the lights in the attic", C("turn off", None, "light", q="all", inc=["attic"]), none(T.rooms("attic"), "all"),
      tags=[HH, "absent_room"])
    t("turn off the lights in the basement", C("turn off", None, "light", q="all", inc=["basement"]),
      every(T.lights("basement"), OFF), twin=True, tags=[HH])
    town.lacks("make the porch light blue", C("set color", "Porch Light", "light", params={"color_name": "blue"}),
               T.sel("light", names=["Porch Light"]), "color", "light.turn_on", "color_name", tags=[HH])
    t("make hue go 1 blue", C("set color", "Hue go 1", "light", params={"color_name": "blue"}),
      one(T.sel("light", names=["Hue go 1"]), ON, color_name="blue"), twin=True, tags=[HH, "integration_name"])
    t("put the lamp in the primary bedroom at half", C("set brightness", "lamp", "light", inc=["primary bedroom"],
      params={"brightness_pct": 50}), which(T.sel("light", areas=["primary_bedroom"], kind=["lamp"]), ON),
      tags=[HH, "ambiguous"])
    t("put some music on", C("play", None, "media_player", "speaker"),
      which(T.sel("media_player", dc="speaker"), "media_player.media_play"), tags=[HH, "ambiguous"])

    # ---- the British flat --------------------------------------------------------------------
    u("pop the big light on in the bedroom", C("turn on", "Big Light", "light", inc=["bedroom"]),
      one(U.sel("light", areas=["bedroom"], names=["Big Light"]), ON), tags=[HH, "british"])
    u("turn the festoons off", C("turn off", "Festoon Lights", "light"), one(U.sel("light", names=["Festoon Lights"]), OFF),
      tags=[HH, "british"])
    u("give the flat a hoover", C("start", "hoover", "vacuum"), one(U.sel("vacuum"), "vacuum.start"), tags=[HH, "british"])
    u("Oliver's asleep, turn his star projector off", C("turn off", "Star Projector", "light"),
      one(U.sel("light", names=["Star Projector"]), OFF), tags=[HH])
    u("turn the under cupboard lights on", C("turn on", "Under Cupboard Lights", "light"),
      one(U.sel("light", names=["Under Cupboard Lights"]), ON), tags=[HH])
    u("turn off night mode on the dyson", C("turn off", "Dyson night mode", "switch"),
      one(U.sel("switch", kind=["night mode"]), SW_OFF), tags=[HH, "device_function", "integration_name"])
    u("turn the radiator in Oliver's room up a couple of degrees", C("increase temperature", "radiator", "climate",
      inc=["Oliver's room"]), one(U.sel("climate", areas=["olivers_room"]), TEMP, temperature=21),
      tags=[HH, "relative", "british"])
    u("set the lounge to bright", C("activate", "Lounge Bright", "scene"),
      one(U.sel("scene", names=["Lounge Bright"]), "scene.turn_on"), tags=[HH, "routine"])
    u("we've got friends staying over tonight", C("turn on", "Guests Staying", "input_boolean"),
      one(U.sel("input_boolean", names=["Guests Staying"]), "input_boolean.turn_on"), tags=[HH, "routine", "judgement"])
    u("it's roasting in the lounge", C("turn on", None, "fan", inc=["lounge"]),
      one(U.sel("fan", areas=["lounge"]), "fan.turn_on"), tags=[HH, "complaint", "british"])
    u("it's nippy in here", C("heat", None, "climate", params={"hvac_mode": "heat"}),
      one(U.sel("climate", areas=["bedroom"]), "climate.set_hvac_mode", hvac_mode="heat"), ctx="bedroom",
      tags=[HH, "complaint", "british"])
    u("it's too dark to read in here", C("turn on", None, "light", q="all"), every(U.lights("bedroom"), ON), ctx="bedroom",
      tags=[HH, "complaint"])
    u("the telly's too quiet", C("volume up", "telly", "media_player", "tv"),
      one(U.sel("media_player", dc="tv"), "media_player.volume_up"), tags=[HH, "complaint", "relative", "british"])
    u("is the smoke alarm going off", C("check", "smoke alarm", "binary_sensor", "smoke"),
      one(U.sel("binary_sensor", dc="smoke"), None), tags=[HH, "question"])
    u("how much is the tapo using", C("check", "Tapo", "sensor", "power"), one(U.sel("sensor", kind=["tapo"], dc="power"), None),
      tags=[HH, "question", "integration_name"])
    u("is the washing machine on", C("check", "washing machine", "switch"),
      one(U.sel("switch", kind=["washing machine"]), None), tags=[HH, "question"])
    u("is it warm in the hallway", C("check", None, "sensor", "temperature", inc=["hallway"]),
      one(U.sel("sensor", areas=["hallway"], dc="temperature"), None), tags=[HH, "question"])
    u("what's the temperature in the lounge", C("check", None, "sensor", "temperature", inc=["lounge"]),
      one(U.sel("sensor", areas=["lounge"], dc="temperature"), None), tags=[HH, "question", "judgement"])
    u("draw the blind and switch off the big light", [C("close", "blind", "cover"), C("turn off", "Big Light", "light")],
      [one(U.sel("cover", areas=["bedroom"]), CLOSE), one(U.sel("light", areas=["bedroom"], names=["Big Light"]), OFF)],
      ctx="bedroom", tags=[HH, "multi", "british"])
    u("turn off the towel rail and the extractor", [C("turn off", "Towel Rail", "switch"), C("turn off", "extractor", "switch")],
      [one(U.sel("switch", names=["Towel Rail"]), SW_OFF), one(U.sel("switch", names=["Extractor Fan"]), SW_OFF)],
      tags=[HH, "multi", "british"])
    u("and put the awning out too", C("open", "awning", "cover", "awning"), one(U.sel("cover", dc="awning"), OPEN),
      hist=["turn on the festoon lights"], tags=[HH, "followup"])
    u("actually close them again", C("close", None, "cover", ref=True), one(U.sel("cover", names=["Oliver's Curtains"]), CLOSE),
      hist=["open Oliver's curtains"], tags=[HH, "followup"])
    # absent, and truly ambiguous
    u("turn on the porch light", C("turn on", "porch light", "light"), none(U.sel(kind=["porch"]) + U.rooms("porch")),
      tags=[HH, "absent_room"])
    u("turn on the hallway light", C("turn on", "Hallway Light", "light"), one(U.sel("light", names=["Hallway Light"]), ON),
      twin=True, tags=[HH])
    u("what's the humidity on the balcony", C("check", None, "sensor", "humidity", inc=["balcony"]),
      none(U.sel("sensor", areas=["balcony"], dc="humidity")), tags=[HH, "question", "absent_kind"])
    u("what's the humidity in the bathroom", C("check", None, "sensor", "humidity", inc=["bathroom"]),
      one(U.sel("sensor", areas=["bathroom"], dc="humidity"), None), twin=True, tags=[HH, "question"])
    uk.lacks("put the bedroom fan on breeze mode", C("set preset", "Bedroom Fan", "fan", params={"preset_mode": "breeze"}),
             U.sel("fan", names=["Bedroom Fan"]), "fan_preset", "fan.set_preset_mode", "preset_mode", value="breeze",
             tags=[HH])
    u("put the dyson on auto mode", C("set preset", "Dyson", "fan", params={"preset_mode": "Auto"}),
      one(U.sel("fan", kind=["dyson"]), "fan.set_preset_mode", preset_mode="Auto"), twin=True, tags=[HH, "integration_name"])
    u("turn the lamp on", C("turn on", "lamp", "light"), which(U.sel("light", kind=["lamp"]), ON), tags=[HH, "ambiguous"])
    u("turn up the heating", C("increase temperature", None, "climate"), which(U.sel("climate"), TEMP),
      tags=[HH, "ambiguous", "british", "relative"])

    # ---- the Australian house ----------------------------------------------------------------
    a("the kids are in bed, switch off the rumpus downlights", C("turn off", "Rumpus Downlights", "light"),
      one(A.sel("light", names=["Rumpus Downlights"]), OFF), tags=[HH])
    a("boil the kettle", C("turn on", "Kettle", "switch"), one(A.sel("switch", names=["Kettle"]), SW_ON), tags=[HH])
    a("crank the aircon down to 19", C("set", "Aircon", "climate", params={"temperature": 19}),
      one(A.sel("climate", names=["Aircon"]), TEMP, temperature=19), tags=[HH])
    a("switch the aircon to heating", C("set mode", "Aircon", "climate", params={"hvac_mode": "heat"}),
      one(A.sel("climate", names=["Aircon"]), "climate.set_hvac_mode", hvac_mode="heat"), tags=[HH])
    a("put nan's radio on", C("turn on", "Nan's Radio", "media_player"),
      one(A.sel("media_player", names=["Nan's Radio"]), "media_player.turn_on"), tags=[HH])
    a("turn Ruby's nest mini down, she's sleeping", C("volume down", "Ruby's Nest Mini", "media_player"),
      one(A.sel("media_player", names=["Ruby's Nest Mini"]), "media_player.volume_down"),
      tags=[HH, "relative", "integration_name"])
    a("set the deck fan to 50 percent", C("set speed", "Deck Fan", "fan", params={"percentage": 50}),
      one(A.sel("fan", names=["Deck Fan"]), "fan.set_percentage", percentage=50), tags=[HH])
    a("raise the sheer blind", C("open", "Sheer Blind", "cover", "shade"), one(A.sel("cover", names=["Sheer Blind"]), OPEN),
      tags=[HH])
    a("close both blinds in the main bedroom", C("close", None, "cover", "shade", q="all", inc=["main bedroom"]),
      every(A.sel("cover", areas=["main_bedroom"]), CLOSE), tags=[HH])
    a("it's stinking hot in the lounge room", C("cool", None, "climate", inc=["lounge room"], params={"hvac_mode": "cool"}),
      one(A.sel("climate", areas=["lounge_room"], can=hvac("cool")), "climate.set_hvac_mode", hvac_mode="cool"),
      tags=[HH, "complaint"])
    a("how hot is it in Jack's room", C("check", None, "sensor", "temperature", inc=["Jack's room"]),
      none(A.sel("climate", areas=["jacks_room"])), tags=[HH, "question"])
    a("is the pool warm enough for a swim", C("check", "pool", "sensor", "temperature", inc=["pool"]),
      one(A.sel("sensor", areas=["pool"], dc="temperature"), None), tags=[HH, "question"])
    a("is the beer fridge still on", C("check", "Beer Fridge", "switch"), one(A.sel("switch", names=["Beer Fridge"]), None),
      tags=[HH, "question"])
    a("dinner's ready everyone", C("activate", "Dinner Time", "scene"), one(A.sel("scene", names=["Dinner Time"]),
                                                                            "scene.turn_on"), tags=[HH, "routine", "judgement"])
    a("it's bin night", C("turn on", "Bin Night", "input_boolean"),
      one(A.sel("input_boolean", names=["Bin Night"]), "input_boolean.turn_on"), tags=[HH, "routine"])
    a("turn off the tv and the lamp", [C("turn off", "TV", "media_player", "tv"), C("turn off", "Lamp", "light")],
      [one(A.sel("media_player", areas=["lounge_room"], dc="tv"), "media_player.turn_off"),
       one(A.sel("light", names=["Lamp"]), OFF)], ctx="lounge_room", tags=[HH, "multi"])
    a("lock the granny flat door, turn off nan's light and her radio",
      [C("lock", "Granny Flat Door", "lock"), C("turn off", "Nan's Light", "light"), C("turn off", "Nan's Radio", "media_player")],
      [one(A.sel("lock", names=["Granny Flat Door"]), "lock.lock"), one(A.sel("light", kind=["nan's light"]), OFF),
       one(A.sel("media_player", names=["Nan's Radio"]), "media_player.turn_off")], tags=[HH, "multi"])
    a("can you speed it up", C("increase speed", None, "fan", ref=True),
      one(A.sel("fan", names=["Ceiling Fan"]), "fan.increase_speed"), ctx="lounge_room", hist=["turn on the ceiling fan"],
      tags=[HH, "followup", "relative"])
    a("dim them to 30", C("set brightness", None, "light", ref=True, params={"brightness_pct": 30}),
      one(A.sel("light", names=["Deck Lights"]), ON, brightness_pct=30), hist=["turn on the deck lights"],
      tags=[HH, "followup"])
    # absent, and truly ambiguous
    a("it's cold in Jack's room", C("heat", None, "climate", inc=["Jack's room"], params={"hvac_mode": "heat"}),
      none(A.sel("climate", areas=["jacks_room"]) + A.sel("switch", areas=["jacks_room"], kind=["heater"])),
      tags=[HH, "complaint", "absent_kind"])
    a("it's cold in the granny flat", C("heat", None, "climate", inc=["granny flat"], params={"hvac_mode": "heat"}),
      one(A.sel("climate", areas=["granny_flat"], can=hvac("heat")), "climate.set_hvac_mode", hvac_mode="heat"),
      twin=True, tags=[HH, "complaint"])
    a("is Ruby's room warm", C("check", None, "sensor", "temperature", inc=["Ruby's room"]),
      none(A.sel("sensor", areas=["rubys_room"], dc="temperature")), tags=[HH, "question", "absent_kind"])
    a("is the granny flat warm", C("check", None, "climate", inc=["granny flat"]),
      one(A.sel("climate", areas=["granny_flat"]), None), twin=True, tags=[HH, "question"])
    a("can you get the lawn mowed", C("start", "lawn mower", "lawn_mower"), none(A.sel("lawn_mower")), tags=[HH, "absent_kind"])
    a("run the roomba", C("start", "Roomba", "vacuum"), one(A.sel("vacuum", names=["Roomba"]), "vacuum.start"), twin=True,
      tags=[HH, "integration_name"])
    a("turn on the tv in the main bedroom", C("turn on", "TV", "media_player", "tv", inc=["main bedroom"]),
      none(A.sel("media_player", areas=["main_bedroom"])), tags=[HH, "absent_kind"])
    a("turn on the tv in the rumpus room", C("turn on", "TV", "media_player", "tv", inc=["rumpus room"]),
      one(A.sel("media_player", areas=["rumpus_room"], dc="tv"), "media_player.turn_on"), twin=True, tags=[HH])
    au.lacks("change the ensuite light to red", C("set color", "Ensuite Light", "light", params={"color_name": "red"}),
             A.sel("light", names=["Ensuite Light"]), "color", "light.turn_on", "color_name", tags=[HH])
    a("change the night light to red", C("set color", "Night Light", "light", params={"color_name": "red"}),
      one(A.sel("light", names=["Night Light"]), ON, color_name="red"), twin=True, tags=[HH])
    a("turn on the downlights", C("turn on", "downlights", "light"), which(A.sel("light", kind=["downlights"]), ON),
      tags=[HH, "ambiguous"])
    a("speed the fan up", C("increase speed", "fan", "fan"), which(A.sel("fan", can="fan_speed"), "fan.increase_speed"),
      tags=[HH, "ambiguous", "relative"])
    a("turn up the heat", C("increase temperature", None, "climate"), which(A.sel("climate", can=hvac("heat")), TEMP),
      tags=[HH, "ambiguous", "relative"])


def household_us(en: Language) -> None:
    """A Texas family in a ranch house none of the earlier rounds saw (``ranch_us_en``, round 11),
    written and labelled from the home before the parser ran on it, as the fresh check of the
    household fixes: names as Z-Wave, SmartThings, Tuya, Govee, IKEA TRADFRI, Aqara, Meross, Nest,
    myQ, Pentair, Rachio, Roku and Samsung give them (some kept raw: "Z-Wave Dimmer 12", "Meross
    Smart Plug 3", "TRADFRI bulb 2", "Outlet 2"), a nursery, a home office, a sunroom, a pool and a
    workshop, a thermostat named "Hallway" after its room, scripts and scenes said as news, fan
    presets, sources and apps, complaints, questions, several commands at once, things the house
    lacks beside a twin that exists, and truly ambiguous requests.
    """
    us = en.book("ranch_us_en")
    H, h = us.home, us.add
    HH = "household"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    TV = "media_player.samsung_q70_series_55"
    ROKU = "media_player.game_room_roku"
    NEST = "climate.hallway"

    # ---- lights by their integration names ------------------------------------------------------
    h("turn on z-wave dimmer 12", C("turn on", "Z-Wave Dimmer 12", "light"), one(H.sel("light", names=["Z-Wave Dimmer 12"]), ON),
      tags=[HH, "integration_name"])
    h("dimmer 12 to 30 percent", C("set brightness", "dimmer 12", "light", params={"brightness_pct": 30}),
      one(H.sel("light", names=["Z-Wave Dimmer 12"]), ON, brightness_pct=30), tags=[HH, "integration_name"])
    h("turn the govee strip green", C("set color", "Govee strip", "light", params={"color_name": "green"}),
      one(H.sel("light", kind=["govee light strip"]), ON, color_name="green"), tags=[HH, "integration_name"])
    h("govee light strip h6159 off", C("turn off", "Govee Light Strip H6159", "light"),
      one(H.sel("light", names=["Govee Light Strip H6159"]), OFF), tags=[HH, "integration_name"])
    h("put the light strip in the kitchen on party mode", C("set effect", "light strip", "light", inc=["kitchen"],
      params={"effect": "Party"}), one(H.sel("light", areas=["kitchen"], kind=["light strip"]), ON, effect="Party"),
      tags=[HH, "kind_word"])
    h("tradfri bulb 2 off", C("turn off", "TRADFRI bulb 2", "light"), one(H.sel("light", names=["TRADFRI bulb 2"]), OFF),
      tags=[HH, "integration_name"])
    h("turn on bulb 3", C("turn on", "bulb 3", "light"), one(H.sel("light", names=["TRADFRI bulb 3"]), ON),
      tags=[HH, "integration_name"])
    h("set tradfri 3 to warm white", C("set color temp", "TRADFRI 3", "light", params={"color_temp_kelvin": 2700}),
      one(H.sel("light", names=["TRADFRI bulb 3"]), ON, color_temp_kelvin=2700), tags=[HH, "integration_name"])
    h("turn on the tradfri bulb", C("turn on", "TRADFRI bulb", "light"), which(H.sel("light", kind=["tradfri bulb"]), ON),
      tags=[HH, "integration_name", "ambiguous"])
    h("turn on the tradfri bulb in mateo's room", C("turn on", "TRADFRI bulb", "light", inc=["Mateo's room"]),
      one(H.sel("light", areas=["mateos_room"], kind=["tradfri bulb"]), ON), tags=[HH, "integration_name"])
    h("govee light bars purple", C("set color", "Govee Light Bars", "light", params={"color_name": "purple"}),
      one(H.sel("light", names=["Govee Light Bars"]), ON, color_name="purple"), tags=[HH, "integration_name"])
    h("the light bars in the bonus room, rainbow", C("set effect", "light bars", "light", inc=["bonus room"],
      params={"effect": "Rainbow"}), one(H.sel("light", names=["Govee Light Bars"]), ON, effect="Rainbow"),
      tags=[HH, "kind_word"])
    # ---- lights by what the family calls them ---------------------------------------------------
    h("kitchen pendants on", C("turn on", "Kitchen Pendants", "light"), one(H.sel("light", names=["Kitchen Pendants"]), ON),
      tags=[HH])
    h("turn off the can lights", C("turn off", "can lights", "light"), one(H.sel("light", kind=["can lights"]), OFF),
      tags=[HH, "kind_word"])
    h("can you turn the cans down to twenty", C("set brightness", "cans", "light", params={"brightness_pct": 20}),
      one(H.sel("light", names=["Kitchen Can Lights"]), ON, brightness_pct=20), ctx="kitchen", tags=[HH, "kind_word"])
    h("turn on ana's lamp", C("turn on", "Ana's Lamp", "light"), one(H.sel("light", names=["Ana's Lamp"]), ON), tags=[HH])
    h("luis's lamp off please", C("turn off", "Luis's Lamp", "light"), one(H.sel("light", names=["Luis's Lamp"]), OFF),
      tags=[HH])
    h("turn on the lamps in the master bedroom", C("turn on", "lamp", "light", q="all", inc=["master bedroom"]),
      every(H.sel("light", areas=["primary_bedroom"], kind=["lamp"]), ON), tags=[HH, "kind_word"])
    h("turn on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", areas=["primary_bedroom"], kind=["lamp"]), ON),
      ctx="primary_bedroom", tags=[HH, "ambiguous"])
    h("turn on the night light in sofia's room", C("turn on", "Night Light", "light", inc=["Sofia's room"]),
      one(H.sel("light", names=["Night Light"]), ON), tags=[HH])
    h("make sofia's night light pink", C("set color", "Sofia's Night Light", "light", params={"color_name": "pink"}),
      one(H.sel("light", names=["Sofia's Night Light"]), ON, color_name="pink"), tags=[HH])
    h("night light on lullaby", C("set effect", "Night Light", "light", params={"effect": "Lullaby"}),
      one(H.sel("light", names=["Night Light"]), ON, effect="Lullaby"), tags=[HH])
    h("lights off in the baby's room", C("turn off", None, "light", q="all", inc=["baby's room"]),
      every(H.lights("nursery"), OFF), tags=[HH])
    h("turn off mateo's light", C("turn off", "Mateo's Light", "light"), one(H.sel("light", names=["Mateo's Light"]), OFF),
      tags=[HH])
    h("turn on all the lights in mateo's room", C("turn on", None, "light", q="all", inc=["Mateo's room"]),
      every(H.lights("mateos_room"), ON), tags=[HH])
    h("desk lamp on", C("turn on", "Desk Lamp", "light"), one(H.sel("light", names=["Desk Lamp"]), ON), tags=[HH])
    h("make the desk lamp cooler, like daylight", C("set color temp", "Desk Lamp", "light", params={"color_temp_kelvin": 6500}),
      one(H.sel("light", names=["Desk Lamp"]), ON, color_temp_kelvin=6500), tags=[HH])
    h("office lights off", C("turn off", None, "light", q="all", inc=["office"]), every(H.lights("home_office"), OFF),
      tags=[HH])
    h("turn on the sunroom lamp", C("turn on", "Sunroom Lamp", "light"), one(H.sel("light", names=["Sunroom Lamp"]), ON),
      tags=[HH])
    h("turn on the pool lights", C("turn on", "Pool Lights", "light"), one(H.sel("light", names=["Pool Lights"]), ON), tags=[HH])
    h("set the pool lights to caribbean", C("set effect", "Pool Lights", "light", params={"effect": "Caribbean"}),
      one(H.sel("light", names=["Pool Lights"]), ON, effect="Caribbean"), tags=[HH])
    h("porch light on", C("turn on", "Porch Light", "light"), one(H.sel("light", names=["Porch Light"]), ON), tags=[HH])
    h("turn on the shop lights", C("turn on", "Shop Lights", "light"), one(H.sel("light", names=["Shop Lights"]), ON), tags=[HH])
    h("garage light off", C("turn off", "Garage Light", "light"), one(H.sel("light", names=["Garage Light"]), OFF), tags=[HH])
    h("turn on the light in the kids' bathroom", C("turn on", "light", "light", inc=["kids' bathroom"]),
      one(H.lights("hall_bath"), ON), tags=[HH])
    h("turn off every light in the house", C("turn off", None, "light", q="all", inc=["*"]), every(H.sel("light"), OFF),
      tags=[HH])
    h("turn off all the lights downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(H.pick("light", floors=["main_level"]), OFF), tags=[HH, "floor"])
    h("lights on upstairs", C("turn on", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["upstairs"]), ON), tags=[HH, "floor"])
    h("turn the lights back on in here", C("turn on", None, "light", q="all"), every(H.lights("sunroom"), ON),
      ctx="sunroom", tags=[HH])
    h("turn off the lights except the nursery", C("turn off", None, "light", q="except", exc=["nursery"]),
      every(H.pick("light", not_areas=["nursery"]), OFF, q="except"), tags=[HH])
    # ---- plugs and switches ---------------------------------------------------------------------
    h("turn on meross smart plug 3", C("turn on", "Meross Smart Plug 3", "switch"),
      one(H.sel("switch", names=["Meross Smart Plug 3"]), SW_ON), tags=[HH, "integration_name"])
    h("plug 4 off", C("turn off", "plug 4", "switch"), one(H.sel("switch", names=["Meross Smart Plug 4"]), SW_OFF),
      tags=[HH, "integration_name"])
    h("turn off the meross plug in the shop", C("turn off", "Meross plug", "switch", inc=["shop"]),
      one(H.sel("switch", areas=["workshop"], kind=["meross"]), SW_OFF), tags=[HH, "integration_name"])
    h("turn on the patio string lights", C("turn on", "Patio String Lights", "switch"),
      one(H.sel("switch", names=["Patio String Lights"]), SW_ON), tags=[HH])
    h("turn on outlet 2", C("turn on", "Outlet 2", "switch"), one(H.sel("switch", names=["Outlet 2"]), SW_ON),
      tags=[HH, "integration_name"])
    h("turn the outlet in the game room off", C("turn off", "outlet", "switch", inc=["game room"]),
      one(H.sel("switch", areas=["game_room"]), SW_OFF), tags=[HH, "kind_word"])
    h("start the pool pump", C("turn on", "Pool Pump", "switch"), one(H.sel("switch", names=["Pool Pump"]), SW_ON), tags=[HH])
    h("shut the pool pump off", C("turn off", "Pool Pump", "switch"), one(H.sel("switch", names=["Pool Pump"]), SW_OFF),
      tags=[HH])
    h("is the pool pump running", C("check", "Pool Pump", "switch"), one(H.sel("switch", names=["Pool Pump"]), None),
      tags=[HH, "question"])
    h("turn on sprinkler zone 2", C("turn on", "Sprinkler Zone 2", "switch"),
      one(H.sel("switch", names=["Sprinkler Zone 2"]), SW_ON), tags=[HH, "integration_name"])
    h("water the backyard", C("turn on", "sprinkler", "switch", inc=["backyard"]),
      one(H.sel("switch", kind=["sprinkler"]), SW_ON), tags=[HH, "judgement"])
    h("turn on the bottle warmer", C("turn on", "Bottle Warmer", "switch"), one(H.sel("switch", names=["Bottle Warmer"]), SW_ON),
      tags=[HH])
    h("space heater on in the office", C("turn on", "Space Heater", "switch", inc=["office"]),
      one(H.sel("switch", names=["Space Heater"]), SW_ON), tags=[HH])
    h("run the exhaust fan in the master bath", C("turn on", "exhaust fan", "switch", inc=["master bath"]),
      one(H.sel("switch", names=["Exhaust Fan"]), SW_ON), tags=[HH, "kind_word"])
    # ---- fans -----------------------------------------------------------------------------------
    h("put the bedroom fan on breeze", C("set preset", "fan", "fan", inc=["bedroom"], params={"preset_mode": "breeze"}),
      one(H.sel("fan", names=["Bedroom Ceiling Fan"]), "fan.set_preset_mode", preset_mode="breeze"), tags=[HH, "generic_room"])
    us.lacks("put the nursery fan on breeze", C("set preset", "Nursery Fan", "fan", params={"preset_mode": "breeze"}),
             H.sel("fan", names=["Nursery Fan"]), "fan_preset", "fan.set_preset_mode", "preset_mode", value="breeze", tags=[HH])
    h("put the ceiling fan on breeze", C("set preset", "Ceiling Fan", "fan", params={"preset_mode": "breeze"}),
      one(H.sel("fan", names=["Bedroom Ceiling Fan"]), "fan.set_preset_mode", preset_mode="breeze"), twin=True, tags=[HH])
    h("put the dyson on night mode", C("set preset", "Dyson", "fan", params={"preset_mode": "Night"}),
      one(H.sel("fan", kind=["dyson"]), "fan.set_preset_mode", preset_mode="Night"), tags=[HH, "integration_name"])
    us.lacks("make the family room fan oscillate", C("oscillate", "Family Room Fan", "fan", params={"oscillating": True}),
             H.sel("fan", names=["Family Room Fan"]), "oscillate", "fan.oscillate", "oscillating", tags=[HH])
    h("make the dyson oscillate", C("oscillate", "Dyson", "fan", params={"oscillating": True}),
      one(H.sel("fan", kind=["dyson"]), "fan.oscillate", oscillating=True), twin=True, tags=[HH, "integration_name"])
    h("family room fan on high", C("set speed", "Family Room Fan", "fan", params={"percentage": 100}),
      one(H.sel("fan", names=["Family Room Fan"]), "fan.set_percentage", percentage=100), tags=[HH])
    h("turn the ceiling fan down a bit", C("decrease speed", "ceiling fan", "fan"),
      one(H.sel("fan", names=["Bedroom Ceiling Fan"]), "fan.decrease_speed"), tags=[HH, "relative"])
    h("reverse the ceiling fan for winter", C("reverse", "ceiling fan", "fan", params={"direction": "reverse"}),
      one(H.sel("fan", names=["Bedroom Ceiling Fan"]), "fan.set_direction", direction="reverse"), tags=[HH])
    h("turn on the fan", C("turn on", "fan", "fan"), one(H.sel("fan", areas=["nursery"]), "fan.turn_on"), ctx="nursery",
      tags=[HH])
    h("turn on the fan", C("turn on", "fan", "fan"), which(H.sel("fan"), "fan.turn_on"), tags=[HH, "ambiguous"])
    # ---- climate --------------------------------------------------------------------------------
    h("set the nest to 72", C("set", "Nest", "climate", params={"temperature": 72}),
      one([NEST], TEMP, temperature=72), tags=[HH, "integration_name"])
    h("set the thermostat to 70", C("set", "Thermostat", "climate", params={"temperature": 70}),
      one([NEST], TEMP, temperature=70), tags=[HH])
    h("turn the AC down to 68", C("set", "AC", "climate", params={"temperature": 68}),
      one([NEST], TEMP, temperature=68), ctx="living_room", tags=[HH, "judgement"])
    h("what's the house set to", C("check", None, "climate"), one([NEST], None), tags=[HH, "question"])
    h("how warm is it in the hallway", C("check", None, "sensor", "temperature", inc=["hallway"]), one([NEST], None),
      tags=[HH, "question"])
    h("how hot is it in the workshop", C("check", None, "sensor", "temperature", inc=["workshop"]),
      one(H.sel("climate", areas=["workshop"]), None), tags=[HH, "question"])
    h("how hot is it outside", C("check", None, "sensor", "temperature", inc=["outside"]),
      one(H.sel("sensor", names=["Outdoor Temperature"]), None), tags=[HH, "question", "judgement"])
    h("what's the pool temperature", C("check", "Pool Temperature", "sensor", "temperature"),
      one(H.sel("sensor", names=["Pool Temperature"]), None), tags=[HH, "question"])
    h("what does the aqara sensor say the humidity is", C("check", "Aqara sensor", "sensor", "humidity"),
      one(H.sel("sensor", kind=["aqara"], dc="humidity"), None), tags=[HH, "question", "integration_name"])
    h("how humid is the nursery", C("check", None, "sensor", "humidity", inc=["nursery"]),
      one(H.sel("sensor", areas=["nursery"], dc="humidity"), None), tags=[HH, "question"])
    h("turn on the mini split", C("turn on", "Mini Split", "climate"), one(H.sel("climate", kind=["mini split"]), HEAT_ON),
      tags=[HH])
    h("cool the shop down to 75", C("set", None, "climate", inc=["shop"], params={"temperature": 75}),
      one(H.sel("climate", areas=["workshop"]), TEMP, temperature=75), tags=[HH])
    h("mini split fan on high", C("set fan mode", "Mini Split", "climate", params={"fan_mode": "high"}),
      one(H.sel("climate", kind=["mini split"]), "climate.set_fan_mode", fan_mode="high"), tags=[HH])
    us.lacks("put the nest on eco", C("set preset", "Nest", "climate", params={"preset_mode": "eco"}),
             [NEST], "climate_preset", "climate.set_preset_mode", "preset_mode", value="eco",
             check=_flag("climate", CLIMATE, "PRESET_MODE"), tags=[HH, "integration_name"])
    h("put the nest on cool", C("set mode", "Nest", "climate", params={"hvac_mode": "cool"}),
      one([NEST], "climate.set_hvac_mode", hvac_mode="cool"), twin=True, tags=[HH, "integration_name"])
    h("it's boiling in the workshop", C("set", None, "climate", inc=["workshop"], params={"hvac_mode": "cool"}),
      one(H.sel("climate", areas=["workshop"]), "climate.set_hvac_mode", hvac_mode="cool"), tags=[HH, "complaint"])
    h("it's freezing in here", C("turn on", "Space Heater", "switch"), one(H.sel("switch", names=["Space Heater"]), SW_ON),
      ctx="home_office", tags=[HH, "complaint", "judgement"])
    h("it's too humid in the laundry room", C("turn on", None, "humidifier", "dehumidifier", inc=["laundry room"]),
      one(H.sel("humidifier", areas=["laundry_room"]), "humidifier.turn_on"), tags=[HH, "complaint"])
    h("set the dehumidifier to 40", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier", params={"humidity": 40}),
      one(H.sel("humidifier", names=["Dehumidifier"]), "humidifier.set_humidity", humidity=40), tags=[HH])
    h("put the dehumidifier on dry clothes", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
      params={"mode": "Dry Clothes"}), one(H.sel("humidifier", names=["Dehumidifier"]), "humidifier.set_mode",
      mode="Dry Clothes"), tags=[HH])
    # ---- covers, doors and locks ----------------------------------------------------------------
    h("open the garage", C("open", "garage", "cover", "garage"), one(H.sel("cover", dc="garage"), OPEN), tags=[HH])
    h("close the myq", C("close", "myQ", "cover", "garage"), one(H.sel("cover", dc="garage"), CLOSE),
      tags=[HH, "integration_name"])
    h("is the garage door closed", C("check", "Garage Door", "cover", "garage"), one(H.sel("cover", dc="garage"), None),
      tags=[HH, "question"])
    h("open the sunroom blinds halfway", C("set position", "Sunroom Blinds", "cover", "blind", params={"position": 50}),
      one(H.sel("cover", names=["Sunroom Blinds"]), "cover.set_cover_position", position=50), tags=[HH])
    h("close the blinds", C("close", None, "cover", "blind", q="all"), every(H.sel("cover", areas=["sunroom"], dc="blind"), CLOSE),
      ctx="sunroom", tags=[HH])
    h("lower the office shade", C("close", "Office Shade", "cover", "shade"), one(H.sel("cover", names=["Office Shade"]), CLOSE),
      tags=[HH])
    h("lock the front door", C("lock", "Front Door", "lock"), one(H.sel("lock", names=["Front Door"]), "lock.lock"), tags=[HH])
    h("unlock the door from the garage", C("unlock", "Garage Entry Door", "lock", inc=["garage"]),
      one(H.sel("lock", names=["Garage Entry Door"]), "lock.unlock"), tags=[HH])
    h("did we lock up", C("check", None, "lock", q="all", inc=["*"]), every(H.sel("lock"), None), tags=[HH, "question"])
    h("unlock the door", C("unlock", "door", "lock"), which(H.sel("lock"), "lock.unlock"), tags=[HH, "ambiguous"])
    h("is the nursery door open", C("check", "Nursery Door", "binary_sensor", "door"),
      one(H.sel("binary_sensor", names=["Nursery Door"]), None), tags=[HH, "question"])
    h("any motion at the front door", C("check", None, "binary_sensor", "motion", inc=["front porch"]),
      one(H.sel("binary_sensor", dc="motion"), None), tags=[HH, "question"])
    h("is the water heater leaking", C("check", "water heater", "binary_sensor", "moisture"),
      one(H.sel("binary_sensor", kind=["water heater"]), None), tags=[HH, "question"])
    h("is the washer done", C("check", "washer", "sensor"), one(H.sel("sensor", kind=["washer"]), None),
      tags=[HH, "question"])
    # ---- media ----------------------------------------------------------------------------------
    h("turn off the samsung", C("turn off", "Samsung", "media_player", "tv"), one([TV], "media_player.turn_off"),
      tags=[HH, "integration_name"])
    h("put netflix on the roku", C("select source", "Roku", "media_player", params={"source": "Netflix"}),
      one([ROKU], "media_player.select_source", source="Netflix"), tags=[HH, "integration_name"])
    h("put hulu on upstairs", C("select source", None, "media_player", "tv", inc=["upstairs"], params={"source": "Hulu"}),
      one([ROKU], "media_player.select_source", source="Hulu"), tags=[HH, "floor"])
    h("switch the living room tv to hdmi1", C("select source", "Living Room TV", "media_player", "tv",
      params={"source": "HDMI1"}), one([TV], "media_player.select_source", source="HDMI1"), tags=[HH])
    h("pause the tv", C("pause", "TV", "media_player", "tv"), one([TV], "media_player.media_pause"), ctx="living_room",
      tags=[HH])
    h("mute the tv", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      which(H.sel("media_player", dc="tv"), "media_player.volume_mute"), tags=[HH, "ambiguous"])
    h("turn the echo down", C("volume down", "Echo", "media_player", "speaker"),
      one(H.sel("media_player", names=["Kitchen Echo"]), "media_player.volume_down"), tags=[HH, "relative", "integration_name"])
    us.lacks("set the living room tv volume to 20", C("set volume", "Living Room TV", "media_player", "tv",
             params={"volume_level": 0.2}), [TV], "volume_set", "media_player.volume_set", "volume_level", tags=[HH])
    h("set the kitchen echo volume to 20", C("set volume", "Kitchen Echo", "media_player", params={"volume_level": 0.2}),
      one(H.sel("media_player", names=["Kitchen Echo"]), "media_player.volume_set", volume_level=0.2), twin=True, tags=[HH])
    h("play white noise on the nursery speaker", C("play", "Nursery Speaker", "media_player", "speaker",
      params={"media": "white noise"}), one(H.sel("media_player", names=["Nursery Speaker"]), "media_player.play_media"),
      tags=[HH, "judgement"])
    h("stop the music in the kitchen", C("pause", None, "media_player", inc=["kitchen"]),
      one(H.sel("media_player", areas=["kitchen"]), "media_player.media_pause"), tags=[HH])
    # ---- the vacuum -----------------------------------------------------------------------------
    h("have rosie vacuum", C("start", "Rosie", "vacuum"), one(["vacuum.rosie"], "vacuum.start"), tags=[HH])
    h("send the roomba home", C("return", "Roomba", "vacuum"), one(["vacuum.rosie"], "vacuum.return_to_base"),
      tags=[HH, "integration_name"])
    us.lacks("put rosie on max suction", C("set fan speed", "Rosie", "vacuum", params={"fan_speed": "max"}),
             ["vacuum.rosie"], "vacuum_fan_speed", "vacuum.set_fan_speed", "fan_speed", tags=[HH])
    h("put the family room fan on max", C("set speed", "Family Room Fan", "fan", params={"percentage": 100}),
      one(H.sel("fan", names=["Family Room Fan"]), "fan.set_percentage", percentage=100), twin=True, tags=[HH])
    # ---- routines, scenes and helpers said as news or sentences ---------------------------------
    h("game's about to start", C("activate", "Game Day", "scene"), one(["scene.game_day"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("turn on game day", C("activate", "Game Day", "scene"), one(["scene.game_day"], "scene.turn_on"), tags=[HH, "routine"])
    h("it's taco night", C("activate", "Taco Night", "scene"), one(["scene.taco_night"], "scene.turn_on"),
      tags=[HH, "routine"])
    h("sofia's going down for a nap", C("activate", "Nap Time", "scene"), one(["scene.nap_time"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("nap time", C("activate", "Nap Time", "scene"), one(["scene.nap_time"], "scene.turn_on"), tags=[HH, "routine"])
    h("start the pool party", C("activate", "Pool Party", "scene"), one(["scene.pool_party"], "scene.turn_on"),
      tags=[HH, "routine"])
    h("ok everybody out", C("run", "Everybody Out", "script"), one(["script.everybody_out"], "script.turn_on"),
      tags=[HH, "routine"])
    h("goodnight house", C("run", "Goodnight House", "script"), one(["script.goodnight_house"], "script.turn_on"),
      tags=[HH, "routine"])
    h("the baby's asleep", C("run", "Baby's Asleep", "script"), one(["script.babys_asleep"], "script.turn_on"),
      tags=[HH, "routine"])
    h("quiet mode please", C("run", "Quiet Mode", "script"), one(["script.babys_asleep"], "script.turn_on"),
      tags=[HH, "routine"])
    h("the babysitter's here", C("turn on", "Babysitter Mode", "input_boolean"),
      one(["input_boolean.babysitter_mode"], "input_boolean.turn_on"), tags=[HH, "routine"])
    h("turn off babysitter mode", C("turn off", "Babysitter Mode", "input_boolean"),
      one(["input_boolean.babysitter_mode"], "input_boolean.turn_off"), tags=[HH, "routine"])
    h("we're going on vacation, turn on away mode", C("turn on", "Away Mode", "input_boolean"),
      one(["input_boolean.away_mode"], "input_boolean.turn_on"), tags=[HH, "routine"])
    # ---- several at once ------------------------------------------------------------------------
    h("close the garage and lock the front door", [C("close", "garage", "cover", "garage"), C("lock", "Front Door", "lock")],
      [one(H.sel("cover", dc="garage"), CLOSE), one(H.sel("lock", names=["Front Door"]), "lock.lock")], tags=[HH, "multi"])
    h("turn off the pool lights and the pump", [C("turn off", "Pool Lights", "light"), C("turn off", "Pool Pump", "switch")],
      [one(H.sel("light", names=["Pool Lights"]), OFF), one(H.sel("switch", names=["Pool Pump"]), SW_OFF)],
      tags=[HH, "multi"])
    h("desk lamp on, office light off", [C("turn on", "Desk Lamp", "light"), C("turn off", "Office Light", "light")],
      [one(H.sel("light", names=["Desk Lamp"]), ON), one(H.sel("light", names=["Office Light"]), OFF)], tags=[HH, "multi"])
    h("turn off the tv and start rosie", [C("turn off", "TV", "media_player", "tv"), C("start", "Rosie", "vacuum")],
      [one([TV], "media_player.turn_off"), one(["vacuum.rosie"], "vacuum.start")], ctx="living_room", tags=[HH, "multi"])
    h("shut the shop lights off and turn off plug 4",
      [C("turn off", "Shop Lights", "light"), C("turn off", "plug 4", "switch")],
      [one(H.sel("light", names=["Shop Lights"]), OFF), one(H.sel("switch", names=["Meross Smart Plug 4"]), SW_OFF)],
      tags=[HH, "multi", "integration_name"])
    # ---- follow-ups -----------------------------------------------------------------------------
    h("a little brighter", C("brighten", None, None, ref=True, params={"brightness_step_pct": 20}),
      one(H.sel("light", names=["Desk Lamp"]), ON, brightness_step_pct=20), hist=["turn on the desk lamp"],
      tags=[HH, "followup", "relative"])
    h("and the patio ones", C("turn on", "Patio String Lights", "switch"),
      one(H.sel("switch", names=["Patio String Lights"]), SW_ON), hist=["turn on the pool lights"], tags=[HH, "followup"])
    # ---- things the ranch lacks, beside a twin that exists --------------------------------------
    h("turn on the basement lights", C("turn on", None, "light", q="all", inc=["basement"]), none(H.rooms("basement"), "all"),
      tags=[HH, "absent_room"])
    h("turn on the garage lights", C("turn on", None, "light", q="all", inc=["garage"]), every(H.lights("garage"), ON),
      twin=True, tags=[HH])
    h("turn off the dining room lights", C("turn off", None, "light", q="all", inc=["dining room"]),
      none(H.rooms("dining room"), "all"), tags=[HH, "absent_room"])
    h("turn off the sunroom lights", C("turn off", None, "light", q="all", inc=["sunroom"]), every(H.lights("sunroom"), OFF),
      twin=True, tags=[HH])
    h("turn on the hot tub", C("turn on", "hot tub", None), none(H.sel(kind=["hot tub"])), tags=[HH, "absent_kind"])
    h("turn on the pool pump", C("turn on", "Pool Pump", "switch"), one(H.sel("switch", names=["Pool Pump"]), SW_ON), twin=True,
      tags=[HH])
    h("can you start the dishwasher", C("start", "dishwasher", None), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("can you start the vacuum", C("start", "vacuum", "vacuum"), one(["vacuum.rosie"], "vacuum.start"), twin=True, tags=[HH])
    h("turn off the ceiling fan in the office", C("turn off", "ceiling fan", "fan", inc=["office"]),
      none(H.sel("fan", areas=["home_office"], kind=["ceiling fan"])), tags=[HH, "absent_kind"])
    h("turn off the ceiling fan in the bedroom", C("turn off", "ceiling fan", "fan", inc=["bedroom"]),
      one(H.sel("fan", names=["Bedroom Ceiling Fan"]), "fan.turn_off"), twin=True, tags=[HH])
    us.lacks("make the porch light brighter", C("brighten", "Porch Light", "light", params={"brightness_step_pct": 20}),
             H.sel("light", names=["Porch Light"]), "brightness", "light.turn_on", "brightness_step_pct", tags=[HH, "relative"])
    h("make the floor lamp brighter", C("brighten", "Floor Lamp", "light", params={"brightness_step_pct": 20}),
      one(H.sel("light", names=["Floor Lamp"]), ON, brightness_step_pct=20), twin=True, tags=[HH, "relative"])
    us.lacks("make the floor lamp blue", C("set color", "Floor Lamp", "light", params={"color_name": "blue"}),
             H.sel("light", names=["Floor Lamp"]), "color", "light.turn_on", "color_name", tags=[HH])
    h("make the sunroom lamp blue", C("set color", "Sunroom Lamp", "light", params={"color_name": "blue"}),
      one(H.sel("light", names=["Sunroom Lamp"]), ON, color_name="blue"), twin=True, tags=[HH])
    h("turn on the tv in mateo's room", C("turn on", "TV", "media_player", "tv", inc=["Mateo's room"]),
      none(H.sel("media_player", areas=["mateos_room"])), tags=[HH, "absent_kind"])
    h("turn on the tv in the game room", C("turn on", "TV", "media_player", "tv", inc=["game room"]),
      one([ROKU], "media_player.turn_on"), twin=True, tags=[HH])
    # ---- truly ambiguous ------------------------------------------------------------------------
    h("turn on the govee", C("turn on", "Govee", "light"), which(H.sel("light", kind=["govee"]), ON),
      tags=[HH, "ambiguous", "integration_name"])
    h("turn off the meross plug", C("turn off", "Meross plug", "switch"), which(H.sel("switch", kind=["meross"]), SW_OFF),
      tags=[HH, "ambiguous", "integration_name"])
    h("turn on the bathroom light", C("turn on", "light", "light", inc=["bathroom"]),
      one(H.lights(*H.rooms("bathroom")), ON), tags=[HH, "generic_room", "judgement"])
    h("turn on the bathroom fan", C("turn on", "fan", None, inc=["bathroom"]),
      one(H.sel("switch", areas=H.rooms("bathroom"), kind=["fan"]), SW_ON), tags=[HH, "generic_room", "judgement"])
    h("turn off the night light", C("turn off", "Night Light", "light"), one(H.sel("light", names=["Night Light"]), OFF),
      tags=[HH])


# --------------------------------------------------------------------------------------------
# Round 12: a New Zealand bungalow none of the rounds saw (issue #13)
# --------------------------------------------------------------------------------------------


def household_nz(en: Language) -> None:
    """A Christchurch family in a bungalow none of the earlier rounds saw (``bungalow_nz_en``, round
    12), written and labelled from the home before the parser ran on it, as the fresh check of the
    household fixes: names as Hue, Shelly, Tapo, Sonos (speakers named after their room), Sony,
    Samsung, Mitsubishi, Daikin, tado, Netatmo, Ring, Yale, SwitchBot, eufy, Dyson, Miele, Meross,
    Wallbox, LinkTap and Hydrawise give them; routines said as news, complaints, several commands
    in one breath (the second often "and the" + one word of a name), questions, brand words for
    renamed devices, heat pump fan modes and presets, watering, two TVs and three Sonos, things
    the house lacks beside a twin that exists.
    """
    nz = en.book("bungalow_nz_en")
    H, h = nz.home, nz.add
    HH, IN = "household", "integration_name"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    HP, DAIKIN, TADO = "climate.heat_pump", "climate.daikin_ap91221", "climate.rubys_room"
    LTV, RTV = "media_player.lounge_tv", "media_player.rumpus_tv"
    VAC, TAP = "vacuum.robovac", "valve.vege_garden_tap"
    FAN_MODE, PRESET, HVAC = "climate.set_fan_mode", "climate.set_preset_mode", "climate.set_hvac_mode"

    def named(*names: str, domain: str | None = None) -> list[str]:
        return H.sel(domain, names=list(names))

    # ---- lights ---------------------------------------------------------------------------------
    h("turn on hue color lamp 1", C("turn on", "Hue color lamp 1", "light"), one(named("Hue color lamp 1"), ON),
      tags=[HH, IN])
    h("hue lamp 1 on candle", C("set effect", "Hue color lamp 1", "light", params={"effect": "candle"}),
      one(named("Hue color lamp 1"), ON, effect="candle"), tags=[HH, IN])
    h("bring the lounge downlights down to 40", C("set brightness", "Lounge Downlights", "light", params={"brightness_pct": 40}),
      one(named("Lounge Downlights"), ON, brightness_pct=40), tags=[HH])
    h("kitchen lights off", C("turn off", "Kitchen Lights", "light"), one(named("Kitchen Lights"), OFF), tags=[HH])
    h("make the benchtop strip purple", C("set color", "Benchtop Strip", "light", params={"color_name": "purple"}),
      one(named("Benchtop Strip"), ON, color_name="purple"), tags=[HH])
    h("turn off all the lights in the kitchen", C("turn off", None, "light", q="all", inc=["kitchen"]),
      every(H.lights("kitchen"), OFF), tags=[HH])
    h("dining pendant to warm white", C("set color temp", "Dining Pendant", "light", params={"color_temp_kelvin": 2700}),
      one(named("Dining Pendant"), ON, color_temp_kelvin=2700), tags=[HH])
    h("turn the hue go blue", C("set color", "Hue Go", "light", params={"color_name": "blue"}),
      one(named("Hue Go"), ON, color_name="blue"), tags=[HH, IN])
    h("lights on in here", C("turn on", None, "light", q="all"), every(H.lights("dining"), ON), ctx="dining", tags=[HH])
    h("hall light on please", C("turn on", "Hall Light", "light"), one(named("Hall Light"), ON), tags=[HH])
    h("turn off mere's lamp", C("turn off", "Mere's Lamp", "light"), one(named("Mere's Lamp"), OFF), tags=[HH])
    h("turn on the lamps in our room", C("turn on", "lamp", "light", q="all", inc=["our room"]),
      every(H.sel("light", areas=["main_bedroom"], kind=["lamp"]), ON), tags=[HH, "kind_word"])
    h("make nikau's light red", C("set color", "Nikau's Light", "light", params={"color_name": "red"}),
      one(named("Nikau's Light"), ON, color_name="red"), tags=[HH])
    h("put nikau's light on aurora", C("set effect", "Nikau's Light", "light", params={"effect": "Aurora"}),
      one(named("Nikau's Light"), ON, effect="Aurora"), tags=[HH])
    h("dim ruby's lamp to 10 percent", C("set brightness", "Ruby's Lamp", "light", params={"brightness_pct": 10}),
      one(named("Ruby's Lamp"), ON, brightness_pct=10), tags=[HH])
    h("turn on the fairy lights", C("turn on", "Fairy Lights", "switch"), one(named("Fairy Lights"), SW_ON), tags=[HH])
    h("rumpus lights to half", C("set brightness", "Rumpus Lights", "light", params={"brightness_pct": 50}),
      one(named("Rumpus Lights"), ON, brightness_pct=50), tags=[HH])
    h("lights off downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(H.pick("light", floors=["downstairs"]), OFF), tags=[HH, "floor"])
    h("turn every light off except the deck", C("turn off", None, "light", q="except", exc=["deck"]),
      every(H.pick("light", not_areas=["deck"]), OFF, q="except"), tags=[HH])
    h("set the deck lights to fire", C("set effect", "Deck Lights", "light", params={"effect": "fire"}),
      one(named("Deck Lights"), ON, effect="fire"), tags=[HH])
    h("sleepout light on", C("turn on", "Sleepout Light", "light"), one(named("Sleepout Light"), ON), tags=[HH])
    h("turn on the light in the ensuite", C("turn on", "light", "light", inc=["ensuite"]), one(H.lights("ensuite"), ON),
      tags=[HH])
    h("festoons on", C("turn on", "Festoon Lights", "switch"), one(named("Festoon Lights"), SW_ON), tags=[HH])
    # ---- plugs and switches ---------------------------------------------------------------------
    h("put the jug on", C("turn on", "Jug", "switch"), one(named("Jug"), SW_ON), tags=[HH])
    h("turn the gaming pc off", C("turn off", "Gaming PC", "switch"), one(named("Gaming PC"), SW_OFF), tags=[HH])
    h("tapo p110 3 on", C("turn on", "Tapo P110 3", "switch"), one(named("Tapo P110 3"), SW_ON), tags=[HH, IN])
    h("turn off the tapo in nikau's room", C("turn off", "Tapo", "switch", inc=["Nikau's room"]),
      one(H.sel("switch", areas=["nikaus_room"], kind=["tapo"]), SW_OFF), tags=[HH, IN])
    h("can you warm our bed up", C("turn on", "Electric Blanket", "switch"), one(named("Electric Blanket"), SW_ON),
      tags=[HH, "judgement"])
    h("electric blanket off", C("turn off", "Electric Blanket", "switch"), one(named("Electric Blanket"), SW_OFF), tags=[HH])
    h("turn on the towel rail", C("turn on", "Towel Rail", "switch"), one(named("Towel Rail"), SW_ON), tags=[HH])
    h("start charging the car", C("turn on", "Car Charger", "switch"), one(named("Car Charger"), SW_ON),
      tags=[HH, "judgement"])
    h("turn the wallbox off", C("turn off", "Wallbox", "switch"), one(named("Car Charger"), SW_OFF), tags=[HH, IN])
    h("switch on the oil heater in the sleepout", C("turn on", "Oil Heater", "switch", inc=["sleepout"]),
      one(named("Oil Heater"), SW_ON), tags=[HH])
    # ---- heat pumps and the radiator ------------------------------------------------------------
    h("set the heat pump to 22", C("set", "Heat Pump", "climate", params={"temperature": 22}),
      one([HP], TEMP, temperature=22), tags=[HH])
    h("heat pump off", C("turn off", "Heat Pump", "climate"), one([HP], "climate.turn_off"), tags=[HH])
    h("turn on the heat pump", C("turn on", "Heat Pump", "climate"), one([HP], HEAT_ON), tags=[HH, "judgement"])
    h("put the heat pump on dry", C("set mode", "Heat Pump", "climate", params={"hvac_mode": "dry"}),
      one([HP], HVAC, hvac_mode="dry"), tags=[HH])
    h("heat pump fan on high", C("set fan mode", "Heat Pump", "climate", params={"fan_mode": "high"}),
      one([HP], FAN_MODE, fan_mode="high"), tags=[HH])
    h("turn the heat pump fan to quiet", C("set fan mode", "Heat Pump", "climate", params={"fan_mode": "quiet"}),
      one([HP], FAN_MODE, fan_mode="quiet"), tags=[HH])
    h("put the daikin fan on silence", C("set fan mode", "Daikin", "climate", params={"fan_mode": "Silence"}),
      one([DAIKIN], FAN_MODE, fan_mode="Silence"), tags=[HH, IN])
    h("put the heat pump on eco", C("set preset", "Heat Pump", "climate", params={"preset_mode": "eco"}),
      one([HP], PRESET, preset_mode="eco"), tags=[HH])
    h("daikin on boost", C("set preset", "Daikin", "climate", params={"preset_mode": "boost"}),
      one([DAIKIN], PRESET, preset_mode="boost"), tags=[HH, IN])
    h("set the daikin to 20", C("set", "Daikin", "climate", params={"temperature": 20}),
      one([DAIKIN], TEMP, temperature=20), tags=[HH, IN])
    h("bedroom heat pump to 19", C("set", "Bedroom Heat Pump", "climate", params={"temperature": 19}),
      one([DAIKIN], TEMP, temperature=19), tags=[HH])
    h("set ruby's room to 18", C("set", None, "climate", inc=["Ruby's room"], params={"temperature": 18}),
      one([TADO], TEMP, temperature=18), tags=[HH])
    h("put the tado on away", C("set preset", "tado", "climate", params={"preset_mode": "away"}),
      one([TADO], PRESET, preset_mode="away"), tags=[HH, IN])
    h("warm ruby's room up a bit", C("increase temperature", None, "climate", inc=["Ruby's room"],
      params={"temperature": 20}), one([TADO], TEMP, temperature=20), tags=[HH, "relative"])
    h("the mitsubishi to 23", C("set", "Mitsubishi", "climate", params={"temperature": 23}),
      one([HP], TEMP, temperature=23), tags=[HH, IN])
    h("it's freezing in the lounge", C("heat", None, "climate", q="all", inc=["lounge"], params={"hvac_mode": "heat"}),
      every(H.sel("climate", areas=["lounge"], can=hvac("heat")), HVAC, hvac_mode="heat"), tags=[HH, "complaint"])
    h("our room's like an icebox", C("heat", None, "climate", q="all", inc=["our room"], params={"hvac_mode": "heat"}),
      every(H.sel("climate", areas=["main_bedroom"], can=hvac("heat")), HVAC, hvac_mode="heat"), tags=[HH, "complaint"])
    h("it's way too hot in here", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every(H.sel("climate", areas=["lounge"], can=hvac("cool")), HVAC, hvac_mode="cool"), ctx="lounge",
      tags=[HH, "complaint"])
    h("it's so damp down in the laundry", C("turn on", None, "humidifier", "dehumidifier", q="all", inc=["laundry"]),
      every(H.sel("humidifier", areas=["laundry"]), "humidifier.turn_on"), tags=[HH, "complaint"])
    h("it's stuffy in the rumpus", C("turn on", None, "fan", q="all", inc=["rumpus"]),
      every(H.sel("fan", areas=["rumpus_room"]), "fan.turn_on"), tags=[HH, "complaint"])
    h("it's pitch black in the hall", C("turn on", None, "light", q="all", inc=["hall"]),
      every(H.lights("hall"), ON), tags=[HH, "complaint"])
    h("it's cold", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      which(H.sel("climate", can=hvac("heat")), HVAC), tags=[HH, "complaint", "ambiguous"])
    # ---- covers, doors and locks ----------------------------------------------------------------
    h("close the lounge curtains", C("close", "Lounge Curtains", "cover", "curtain"), one(named("Lounge Curtains"), CLOSE),
      tags=[HH])
    h("open the curtains halfway", C("set position", None, "cover", "curtain", params={"position": 50}),
      one(named("Lounge Curtains"), "cover.set_cover_position", position=50), ctx="lounge", tags=[HH])
    h("open the blind in our room", C("open", None, "cover", "blind", inc=["our room"]), one(named("Bedroom Blind"), OPEN),
      tags=[HH])
    h("shut the garage door", C("close", "garage door", "cover", "garage"), one(H.sel("cover", dc="garage"), CLOSE), tags=[HH])
    h("open the garage", C("open", "garage", "cover", "garage"), one(H.sel("cover", dc="garage"), OPEN), tags=[HH])
    h("is the garage door shut", C("check", "garage door", "cover", "garage"), one(H.sel("cover", dc="garage"), None),
      tags=[HH, "question"])
    h("lock the front door", C("lock", "Front Door", "lock"), one(named("Front Door", domain="lock"), "lock.lock"), tags=[HH])
    h("unlock the yale", C("unlock", "Yale", "lock"), one(H.sel("lock", kind=["yale"]), "lock.unlock"), tags=[HH, IN])
    h("did we lock the front door", C("check", "Front Door", "lock"), one(named("Front Door", domain="lock"), None),
      tags=[HH, "question"])
    # ---- media ----------------------------------------------------------------------------------
    h("mute the tv", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      which(H.sel("media_player", dc="tv"), "media_player.volume_mute"), tags=[HH, "ambiguous"])
    h("mute the tv", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([RTV], "media_player.volume_mute"), ctx="rumpus_room", tags=[HH])
    h("pause the tv", C("pause", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), "media_player.media_pause"),
      tags=[HH, "ambiguous"])
    h("turn off the bravia", C("turn off", "Bravia", "media_player", "tv"), one([LTV], "media_player.turn_off"), tags=[HH, IN])
    h("turn the samsung on", C("turn on", "Samsung", "media_player", "tv"), one([RTV], "media_player.turn_on"), tags=[HH, IN])
    h("put netflix on in the rumpus", C("select source", None, "media_player", "tv", inc=["rumpus"],
      params={"source": "Netflix"}), one([RTV], "media_player.select_source", source="Netflix"), tags=[HH])
    h("switch the lounge tv to tvnz+", C("select source", "Lounge TV", "media_player", "tv", params={"source": "TVNZ+"}),
      one([LTV], "media_player.select_source", source="TVNZ+"), tags=[HH])
    h("pause the kitchen sonos", C("pause", "Sonos", "media_player", inc=["kitchen"]),
      one(H.sel("media_player", areas=["kitchen"]), "media_player.media_pause"), tags=[HH, IN])
    h("turn the lounge sonos up", C("volume up", "Sonos", "media_player", inc=["lounge"]),
      one(H.sel("media_player", areas=["lounge"], kind=["sonos"]), "media_player.volume_up"), tags=[HH, IN, "relative"])
    h("pause the sonos", C("pause", "Sonos", "media_player"),
      which(H.sel("media_player", kind=["sonos"]), "media_player.media_pause"), tags=[HH, IN, "ambiguous"])
    h("set the kitchen speaker to 30 percent", C("set volume", None, "media_player", "speaker", inc=["kitchen"],
      params={"volume_level": 0.3}), one(["media_player.kitchen"], "media_player.volume_set", volume_level=0.3), tags=[HH])
    h("stop the music in nikau's room", C("pause", None, "media_player", inc=["Nikau's room"]),
      one(H.sel("media_player", areas=["nikaus_room"]), "media_player.media_pause"), tags=[HH])
    h("skip this song in the kitchen", C("next track", None, "media_player", inc=["kitchen"]),
      one(["media_player.kitchen"], "media_player.media_next_track"), tags=[HH])
    # ---- the vacuum, the fans and the dehumidifier -----------------------------------------------
    h("start the robovac", C("start", "RoboVac", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, IN])
    h("send the eufy back to its dock", C("return to base", "eufy", "vacuum"), one([VAC], "vacuum.return_to_base"),
      tags=[HH, IN])
    h("vacuum the lounge", C("start", None, "vacuum", inc=["lounge"]), one([VAC], "vacuum.start"), tags=[HH])
    h("put the robovac on max", C("set fan speed", "RoboVac", "vacuum", params={"fan_speed": "Max"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="Max"), tags=[HH, IN])
    h("turn on the dyson", C("turn on", "Dyson", "fan"), one(H.sel("fan", kind=["dyson"]), "fan.turn_on"), tags=[HH, IN])
    h("make the dyson oscillate", C("oscillate", "Dyson", "fan", params={"oscillating": True}),
      one(H.sel("fan", kind=["dyson"]), "fan.oscillate", oscillating=True), tags=[HH, IN])
    h("dyson on auto", C("set preset", "Dyson", "fan", params={"preset_mode": "Auto"}),
      one(H.sel("fan", kind=["dyson"]), "fan.set_preset_mode", preset_mode="Auto"), tags=[HH, IN])
    h("turn off the fan", C("turn off", "fan", "fan"), which(H.sel("fan"), "fan.turn_off"), tags=[HH, "ambiguous"])
    h("set the dehumidifier to 50", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier", params={"humidity": 50}),
      one(named("Dehumidifier"), "humidifier.set_humidity", humidity=50), tags=[HH])
    h("dehumidifier on laundry mode", C("set mode", "Dehumidifier", "humidifier", "dehumidifier", params={"mode": "Laundry"}),
      one(named("Dehumidifier"), "humidifier.set_mode", mode="Laundry"), tags=[HH])
    # ---- watering -------------------------------------------------------------------------------
    h("water the backyard", C("open", None, "valve", "water", inc=["backyard"]), one([TAP], "valve.open_valve"),
      tags=[HH, "judgement"])
    h("water the vege garden", C("open", None, "valve", "water", inc=["vege garden"]), one([TAP], "valve.open_valve"),
      tags=[HH, "judgement"])
    h("turn the garden tap off", C("close", "Vege Garden Tap", "valve", "water"), one([TAP], "valve.close_valve"), tags=[HH])
    h("open the linktap", C("open", "LinkTap", "valve", "water"), one([TAP], "valve.open_valve"), tags=[HH, IN])
    h("water the front lawn", C("turn on", "Front Lawn", "switch"), one(named("Front Lawn"), SW_ON), tags=[HH, "judgement"])
    h("stop watering the front lawn", C("turn off", "Front Lawn", "switch"), one(named("Front Lawn"), SW_OFF),
      tags=[HH, "judgement"])
    # ---- routines said as news ------------------------------------------------------------------
    h("we're off to bed", C("run", "Bedtime", "script"), one(["script.bedtime"], "script.turn_on"), tags=[HH, "routine"])
    h("right, bedtime", C("run", "Bedtime", "script"), one(["script.bedtime"], "script.turn_on"), tags=[HH, "routine"])
    h("i'm home", C("run", "Coming Home", "script"), one(["script.coming_home"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we're home", C("run", "Coming Home", "script"), one(["script.coming_home"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we're heading out", C("run", "Heading Out", "script"), one(["script.heading_out"], "script.turn_on"),
      tags=[HH, "routine"])
    h("ok we're off out now", C("run", "Heading Out", "script"), one(["script.heading_out"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("off to school, bye house", C("run", "School Run", "script"), one(["script.school_run"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("start the school run", C("run", "School Run", "script"), one(["script.school_run"], "script.turn_on"),
      tags=[HH, "routine"])
    h("movie time", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("dinner's ready", C("activate", "Dinner Time", "scene"), one(["scene.dinner_time"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("nana's coming to stay tonight", C("turn on", "Guest Mode", "input_boolean"),
      one(["input_boolean.guest_mode"], "input_boolean.turn_on"), tags=[HH, "routine", "judgement"])
    h("guest mode off, they've gone", C("turn off", "Guest Mode", "input_boolean"),
      one(["input_boolean.guest_mode"], "input_boolean.turn_off"), tags=[HH, "routine"])
    h("we're going on holiday tomorrow", C("turn on", "Holiday Mode", "input_boolean"),
      one(["input_boolean.holiday_mode"], "input_boolean.turn_on"), tags=[HH, "routine", "judgement"])
    h("we're back from holiday", C("turn off", "Holiday Mode", "input_boolean"),
      one(["input_boolean.holiday_mode"], "input_boolean.turn_off"), tags=[HH, "routine", "judgement"])
    # ---- questions ------------------------------------------------------------------------------
    h("how cold is it outside", C("check", None, "sensor", "temperature", inc=["outside"]),
      one(named("Netatmo Outdoor Temperature"), None), tags=[HH, "question", "judgement"])
    h("what's the temperature in ruby's room", C("check", None, "sensor", "temperature", inc=["Ruby's room"]),
      one([TADO], None), tags=[HH, "question", "judgement"])
    h("how humid is the bathroom", C("check", None, "sensor", "humidity", inc=["bathroom"]),
      one(H.sel("sensor", areas=["bathroom"], dc="humidity"), None), tags=[HH, "question"])
    h("how's the co2 looking", C("check", None, "sensor", "carbon_dioxide"),
      one(H.sel("sensor", dc="carbon_dioxide"), None), tags=[HH, "question"])
    h("is the dishwasher finished", C("check", "Dishwasher Status", "sensor"), one(named("Dishwasher Status"), None),
      tags=[HH, "question"])
    h("how long's left on the dishwasher", C("check", "Dishwasher Remaining Time", "sensor"),
      one(named("Dishwasher Remaining Time"), None), tags=[HH, "question"])
    h("is the washing machine done", C("check", "Washing Machine Status", "sensor"),
      one(named("Washing Machine Status"), None), tags=[HH, "question"])
    h("any leaks in the laundry", C("check", None, "binary_sensor", "moisture", inc=["laundry"]),
      one(H.sel("binary_sensor", areas=["laundry"], dc="moisture"), None), tags=[HH, "question"])
    h("what's the heat pump set to", C("check", "Heat Pump", "climate"), one([HP], None), tags=[HH, "question"])
    h("is the heater on in the sleepout", C("check", "Oil Heater", "switch", inc=["sleepout"]),
      one(named("Oil Heater"), None), tags=[HH, "question"])
    h("what's playing in the kitchen", C("check", None, "media_player", inc=["kitchen"]),
      one(["media_player.kitchen"], None), tags=[HH, "question"])
    h("are any lights on downstairs", C("check", None, "light", q="all", inc=["downstairs"]),
      every(H.pick("light", floors=["downstairs"]), None), tags=[HH, "question", "floor"])
    h("anyone at the front door", C("check", None, "binary_sensor", "motion", inc=["front door"]),
      one(H.sel("binary_sensor", dc="motion"), None), tags=[HH, "question"])
    # ---- several at once ------------------------------------------------------------------------
    h("turn off the deck lights and the festoons", [C("turn off", "Deck Lights", "light"),
      C("turn off", "Festoon Lights", "switch")], [one(named("Deck Lights"), OFF), one(named("Festoon Lights"), SW_OFF)],
      tags=[HH, "multi"])
    h("turn on the towel rail and the blanket", [C("turn on", "Towel Rail", "switch"),
      C("turn on", "Electric Blanket", "switch")], [one(named("Towel Rail"), SW_ON), one(named("Electric Blanket"), SW_ON)],
      tags=[HH, "multi"])
    h("lounge downlights off and the benchtop", [C("turn off", "Lounge Downlights", "light"),
      C("turn off", "Benchtop Strip", "light")], [one(named("Lounge Downlights"), OFF), one(named("Benchtop Strip"), OFF)],
      tags=[HH, "multi"])
    h("switch off the oil heater and the sleepout light", [C("turn off", "Oil Heater", "switch"),
      C("turn off", "Sleepout Light", "light")], [one(named("Oil Heater"), SW_OFF), one(named("Sleepout Light"), OFF)],
      tags=[HH, "multi"])
    h("lock the front door, shut the garage and turn the hall light off", [C("lock", "Front Door", "lock"),
      C("close", "garage", "cover", "garage"), C("turn off", "Hall Light", "light")],
      [one(named("Front Door", domain="lock"), "lock.lock"), one(H.sel("cover", dc="garage"), CLOSE),
       one(named("Hall Light"), OFF)], tags=[HH, "multi"])
    h("turn on the dining pendant and the hue go", [C("turn on", "Dining Pendant", "light"), C("turn on", "Hue Go", "light")],
      [one(named("Dining Pendant"), ON), one(named("Hue Go"), ON)], tags=[HH, "multi"])
    h("ruby's lamp off and the fairy lights", [C("turn off", "Ruby's Lamp", "light"), C("turn off", "Fairy Lights", "switch")],
      [one(named("Ruby's Lamp"), OFF), one(named("Fairy Lights"), SW_OFF)], tags=[HH, "multi"])
    h("turn off the jug and the kitchen lights", [C("turn off", "Jug", "switch"), C("turn off", "Kitchen Lights", "light")],
      [one(named("Jug"), SW_OFF), one(named("Kitchen Lights"), OFF)], tags=[HH, "multi"])
    h("close the curtains and put the downlights on", [C("close", None, "cover", "curtain", q="all"),
      C("turn on", "Lounge Downlights", "light")], [every(named("Lounge Curtains"), CLOSE), one(named("Lounge Downlights"), ON)],
      ctx="lounge", tags=[HH, "multi"])
    h("turn off the gaming pc and nikau's light", [C("turn off", "Gaming PC", "switch"), C("turn off", "Nikau's Light", "light")],
      [one(named("Gaming PC"), SW_OFF), one(named("Nikau's Light"), OFF)], tags=[HH, "multi"])
    h("sam's lamp on and the blind down", [C("turn on", "Sam's Lamp", "light"), C("close", "Bedroom Blind", "cover", "blind")],
      [one(named("Sam's Lamp"), ON), one(named("Bedroom Blind"), CLOSE)], tags=[HH, "multi"])
    # ---- follow-ups -----------------------------------------------------------------------------
    h("make it 23", C("set", None, None, ref=True, params={"temperature": 23}), one([HP], TEMP, temperature=23),
      hist=["turn on the heat pump"], tags=[HH, "followup"])
    h("bit dimmer", C("dim", None, None, ref=True, params={"brightness_step_pct": -20}),
      one(named("Ruby's Lamp"), ON, brightness_step_pct=-20), hist=["turn on ruby's lamp"], tags=[HH, "followup", "relative"])
    h("and the deck ones", C("turn on", "Deck Lights", "light"), one(named("Deck Lights"), ON),
      hist=["turn on the festoon lights"], tags=[HH, "followup"])
    # ---- things the bungalow lacks, beside a twin that exists -----------------------------------
    h("turn on the lights in the games room", C("turn on", None, "light", q="all", inc=["games room"]),
      none(H.rooms("games room"), "all"), tags=[HH, "absent_room"])
    h("turn on the lights in the rumpus room", C("turn on", None, "light", q="all", inc=["rumpus room"]),
      every(H.lights("rumpus_room"), ON), twin=True, tags=[HH])
    h("turn on the attic light", C("turn on", "light", "light", inc=["attic"]), none(H.rooms("attic")),
      tags=[HH, "absent_room"])
    h("turn on the garage light", C("turn on", "Garage Light", "light"), one(named("Garage Light"), ON), twin=True, tags=[HH])
    h("heat up the spa", C("turn on", "spa", None), none(H.sel(kind=["spa"])), tags=[HH, "absent_kind"])
    h("heat up the towel rail", C("turn on", "Towel Rail", "switch"), one(named("Towel Rail"), SW_ON), twin=True, tags=[HH])
    h("turn on the heat pump in nikau's room", C("turn on", "heat pump", "climate", inc=["Nikau's room"]),
      none(H.sel("climate", areas=["nikaus_room"])), tags=[HH, "absent_kind"])
    h("turn on the heat pump in the lounge", C("turn on", "heat pump", "climate", inc=["lounge"]), one([HP], HEAT_ON),
      twin=True, tags=[HH])
    h("turn on the tv in our room", C("turn on", "TV", "media_player", "tv", inc=["our room"]),
      none(H.sel("media_player", areas=["main_bedroom"])), tags=[HH, "absent_kind"])
    h("turn on the tv in the rumpus", C("turn on", "TV", "media_player", "tv", inc=["rumpus"]),
      one([RTV], "media_player.turn_on"), twin=True, tags=[HH])
    h("turn on the fan in the ensuite", C("turn on", "fan", "fan", inc=["ensuite"]),
      none(H.sel("fan", areas=["ensuite"])), tags=[HH, "absent_kind"])
    h("turn on the fan in the bathroom", C("turn on", "fan", "fan", inc=["bathroom"]),
      one(H.sel("fan", areas=["bathroom"]), "fan.turn_on"), twin=True, tags=[HH])
    h("is the back door locked up", C("check", "Back Door", "lock"), none(H.sel("lock", kind=["back door"])),
      tags=[HH, "absent_kind", "question"])
    h("is the front door locked", C("check", "Front Door", "lock"), one(named("Front Door", domain="lock"), None), twin=True,
      tags=[HH, "question"])
    h("turn on the pool lights", C("turn on", "pool lights", "light"), none(H.sel(kind=["pool"])), tags=[HH, "absent_kind"])
    h("turn on the deck lights", C("turn on", "Deck Lights", "light"), one(named("Deck Lights"), ON), twin=True, tags=[HH])
    nz.lacks("put the tado on eco", C("set preset", "tado", "climate", params={"preset_mode": "eco"}), [TADO],
             "climate_preset", "climate.set_preset_mode", "preset_mode", value="eco",
             check=lambda e: "eco" in (e["attributes"].get("preset_modes") or []), tags=[HH, IN])
    h("put the daikin on eco", C("set preset", "Daikin", "climate", params={"preset_mode": "eco"}),
      one([DAIKIN], PRESET, preset_mode="eco"), twin=True, tags=[HH, IN])
    nz.lacks("rumpus tv volume to 20", C("set volume", "Rumpus TV", "media_player", "tv", params={"volume_level": 0.2}),
             [RTV], "volume_set", "media_player.volume_set", "volume_level", tags=[HH])
    h("lounge tv volume to 20", C("set volume", "Lounge TV", "media_player", "tv", params={"volume_level": 0.2}),
      one([LTV], "media_player.volume_set", volume_level=0.2), twin=True, tags=[HH])
    nz.lacks("dim the hall light to 30", C("set brightness", "Hall Light", "light", params={"brightness_pct": 30}),
             named("Hall Light"), "brightness", "light.turn_on", "brightness_pct", tags=[HH])
    h("dim the rumpus lights to 30", C("set brightness", "Rumpus Lights", "light", params={"brightness_pct": 30}),
      one(named("Rumpus Lights"), ON, brightness_pct=30), twin=True, tags=[HH])
    nz.lacks("make the dining pendant green", C("set color", "Dining Pendant", "light", params={"color_name": "green"}),
             named("Dining Pendant"), "color", "light.turn_on", "color_name", tags=[HH])
    h("make the hue go green", C("set color", "Hue Go", "light", params={"color_name": "green"}),
      one(named("Hue Go"), ON, color_name="green"), twin=True, tags=[HH, IN])
    nz.lacks("turn the bathroom fan up", C("increase speed", "Bathroom Fan", "fan"), named("Bathroom Fan"), "fan_speed",
             "fan.increase_speed", None, tags=[HH, "relative"])
    h("turn the dyson up", C("increase speed", "Dyson", "fan"), one(H.sel("fan", kind=["dyson"]), "fan.increase_speed"),
      twin=True, tags=[HH, IN, "relative"])
    nz.lacks("put the heat pump fan on 3", C("set fan mode", "Heat Pump", "climate", params={"fan_mode": "3"}), [HP],
             "climate_fan_mode", "climate.set_fan_mode", "fan_mode", value="3",
             check=lambda e: "3" in (e["attributes"].get("fan_modes") or []), tags=[HH])
    h("put the daikin fan on 3", C("set fan mode", "Daikin", "climate", params={"fan_mode": "3"}),
      one([DAIKIN], FAN_MODE, fan_mode="3"), twin=True, tags=[HH, IN])
    # ---- truly ambiguous ------------------------------------------------------------------------
    h("turn on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", kind=["lamp"]), ON), tags=[HH, "ambiguous"])
    h("turn on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", areas=["main_bedroom"], kind=["lamp"]), ON),
      ctx="main_bedroom", tags=[HH, "ambiguous"])


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------


def household_au(en: Language) -> None:
    """An Australian family in a house named by SmartThings, Google Home, Z-Wave and ESPHome
    (``house_au_en``), written after the two older homes were fitted, as their honest check:
    switches that are fans, heaters and pumps by name, plural names of one light, an entity named
    just "Lamp", two of a kind in a room, covers moved with phrasal verbs, rooms with only a
    sensor, scenes with a room, scripts said as their job, input booleans said as news.
    """
    au = en.book("house_au_en")
    A, a = au.home, au.add
    HH = "household"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"

    # ---- commands ------------------------------------------------------------------------------
    a("turn on the kitchen downlights", C("turn on", "Kitchen Downlights", "light"),
      one(A.sel("light", names=["Kitchen Downlights"]), ON), tags=[HH])
    a("can you switch the pendants on in the kitchen", C("turn on", "pendants", "light", inc=["kitchen"]),
      one(A.sel("light", areas=["kitchen"], kind=["pendants"]), ON), tags=[HH, "kind_word"])
    a("turn on the lamp", C("turn on", "Lamp", "light"), one(A.sel("light", names=["Lamp"]), ON), tags=[HH, "kind_word"])
    a("switch Sarah's lamp off", C("turn off", "Sarah's lamp", "light"),
      one(A.sel("light", kind=["sarah's bedside lamp"]), OFF), tags=[HH])
    a("turn the ceiling fan on", C("turn on", "Ceiling Fan", "fan"), one(A.sel("fan", names=["Ceiling Fan"]), "fan.turn_on"),
      ctx="lounge_room", tags=[HH])
    a("turn on the ceiling fan light", C("turn on", "Ceiling Fan Light", "light"),
      one(A.sel("light", names=["Ceiling Fan Light"]), ON), tags=[HH, "device_function"])
    a("speed up the fan in the main bedroom", C("increase speed", "fan", "fan", inc=["main bedroom"]),
      one(A.sel("fan", areas=["main_bedroom"]), "fan.increase_speed"), tags=[HH, "relative"])
    a("turn on the ensuite fan", C("turn on", "fan", "switch", inc=["ensuite"]),
      one(A.sel("switch", areas=["ensuite"], kind=["fan"]), SW_ON), tags=[HH, "kind_word"])
    a("flick the exhaust fan on", C("turn on", "exhaust fan", "switch"),
      one(A.sel("switch", kind=["exhaust fan"]), SW_ON), tags=[HH, "kind_word"])
    a("turn the heater on in the bathroom", C("turn on", "heater", "switch", inc=["bathroom"]),
      one(A.sel("switch", areas=["bathroom"], kind=["heater"]), SW_ON), tags=[HH, "kind_word"])
    a("heated towel rail on please", C("turn on", "Heated Towel Rail", "switch"),
      one(A.sel("switch", names=["Heated Towel Rail"]), SW_ON), tags=[HH])
    a("turn on the vanity lights", C("turn on", "Vanity Lights", "light"), one(A.sel("light", names=["Vanity Lights"]), ON),
      tags=[HH, "kind_word"])
    a("switch Ruby's fairy lights on", C("turn on", "Fairy Lights", "light", inc=["Ruby's room"]),
      one(A.sel("light", names=["Fairy Lights"]), ON), tags=[HH, "kind_word"])
    a("turn the pool pump off", C("turn off", "Pool Pump", "switch"), one(A.sel("switch", names=["Pool Pump"]), SW_OFF),
      tags=[HH])
    a("switch the spa heater on", C("turn on", "Spa Heater", "switch"), one(A.sel("switch", names=["Spa Heater"]), SW_ON),
      tags=[HH])
    a("put the aircon on cool", C("set mode", "Aircon", "climate", params={"hvac_mode": "cool"}),
      one(A.sel("climate", names=["Aircon"]), "climate.set_hvac_mode", hvac_mode="cool"), tags=[HH])
    a("set the aircon to 22", C("set", "Aircon", "climate", params={"temperature": 22}),
      one(A.sel("climate", names=["Aircon"]), TEMP, temperature=22), tags=[HH])
    a("set the nest to 21", C("set", "Nest", "climate", params={"temperature": 21}),
      one(A.sel("climate", kind=["nest"]), TEMP, temperature=21), tags=[HH, "integration_name"])
    a("bump the nest up a degree", C("increase temperature", "Nest", "climate"),
      one(A.sel("climate", kind=["nest"]), TEMP, temperature=21), tags=[HH, "integration_name", "relative"])
    a("open the roller door", C("open", "Roller Door", "cover", "garage"), one(A.sel("cover", names=["Roller Door"]), OPEN),
      tags=[HH])
    a("lock the granny flat door", C("lock", "Granny Flat Door", "lock"), one(A.sel("lock", names=["Granny Flat Door"]),
                                                                           "lock.lock"), tags=[HH])
    a("turn on nan's light", C("turn on", "Nan's Light", "light"), one(A.sel("light", kind=["nan's light"]), ON), tags=[HH])
    a("turn nan's radio down", C("volume down", "Nan's Radio", "media_player"),
      one(A.sel("media_player", names=["Nan's Radio"]), "media_player.volume_down"), tags=[HH, "relative"])
    a("pause the chromecast", C("pause", "Chromecast", "media_player"),
      one(A.sel("media_player", kind=["chromecast"]), "media_player.media_pause"), tags=[HH, "integration_name"])
    a("turn the rumpus telly off", C("turn off", "TV", "media_player", "tv", inc=["rumpus"]),
      one(A.sel("media_player", areas=["rumpus_room"], dc="tv"), "media_player.turn_off"), tags=[HH])
    a("mute the lounge tv", C("mute", "Lounge TV", "media_player", "tv", params={"is_volume_muted": True}),
      one(A.sel("media_player", names=["Lounge TV"]), "media_player.volume_mute", is_volume_muted=True), tags=[HH])
    a("get the roomba going", C("start", "Roomba", "vacuum"), one(A.sel("vacuum", names=["Roomba"]), "vacuum.start"),
      tags=[HH, "integration_name"])
    a("send the robot mop home", C("return to base", "Robot Mop", "vacuum"),
      one(A.sel("vacuum", names=["Robot Mop"]), "vacuum.return_to_base"), tags=[HH])
    a("turn on the dehumidifier in the laundry", C("turn on", "dehumidifier", "humidifier", inc=["laundry"]),
      one(A.sel("humidifier", areas=["laundry"]), "humidifier.turn_on"), tags=[HH])
    a("turn on relay 1 on esphome bedroom 2", C("turn on", "esphome-bedroom-2 Relay 1", "switch"),
      one(A.sel("switch", names=["esphome-bedroom-2 Relay 1"]), SW_ON), tags=[HH, "integration_name"])
    a("turn the beer fridge off", C("turn off", "Beer Fridge", "switch"), one(A.sel("switch", names=["Beer Fridge"]), SW_OFF),
      tags=[HH])
    a("put the kettle on", C("turn on", "kettle", "switch"), one(A.sel("switch", names=["Kettle"]), SW_ON), tags=[HH])
    a("roll the ziptrak blinds down", C("close", "Ziptrak Blinds", "cover", "blind"),
      one(A.sel("cover", names=["Ziptrak Blinds"]), CLOSE), tags=[HH, "integration_name"])
    a("put the blinds up on the deck", C("open", "blinds", "cover", "blind", inc=["deck"]),
      one(A.sel("cover", areas=["deck"]), OPEN), tags=[HH])
    a("pull the blockout blind down", C("close", "Blockout Blind", "cover", "shade"),
      one(A.sel("cover", names=["Blockout Blind"]), CLOSE), tags=[HH])
    a("deck lights on", C("turn on", "Deck Lights", "light"), one(A.sel("light", names=["Deck Lights"]), ON), tags=[HH])
    # ---- questions -----------------------------------------------------------------------------
    a("how warm is it in the rumpus room", C("check", None, "sensor", "temperature", inc=["rumpus room"]),
      none(A.sel("climate", areas=["rumpus_room"])), tags=[HH, "question"])
    a("what's the temperature in Jack's room", C("check", None, "sensor", "temperature", inc=["Jack's room"]),
      none(A.sel("climate", areas=["jacks_room"])), tags=[HH, "question"])
    a("how warm is the pool", C("check", "pool", "sensor", "temperature", inc=["pool"]),
      one(A.sel("sensor", areas=["pool"], dc="temperature"), None), tags=[HH, "question"])
    a("is there anyone moving about in the rumpus", C("check", None, "binary_sensor", "motion", inc=["rumpus"]),
      one(A.sel("binary_sensor", areas=["rumpus_room"], dc="motion"), None), tags=[HH, "question"])
    a("what's the nest set to", C("check", "Nest", "climate"), one(A.sel("climate", kind=["nest"]), None),
      tags=[HH, "question", "integration_name"])
    a("is the pool pump running", C("check", "Pool Pump", "switch"), one(A.sel("switch", names=["Pool Pump"]), None),
      tags=[HH, "question"])
    a("did somebody leave the roller door open", C("check", "Roller Door", "cover", "garage"),
      one(A.sel("cover", names=["Roller Door"]), None), tags=[HH, "question"])
    # ---- complaints ----------------------------------------------------------------------------
    a("it's freezing in the granny flat", C("heat", None, "climate", inc=["granny flat"], params={"hvac_mode": "heat"}),
      one(A.sel("climate", areas=["granny_flat"], can=hvac("heat")), "climate.set_hvac_mode", hvac_mode="heat"),
      tags=[HH, "complaint"])
    a("it's so stuffy in Ruby's room", C("turn on", None, "fan", inc=["Ruby's room"]),
      one(A.sel("fan", areas=["rubys_room"]), "fan.turn_on"), tags=[HH, "complaint"])
    a("I can't see a thing in the kitchen", C("turn on", None, "light", q="all", inc=["kitchen"]),
      every(A.lights("kitchen"), ON), tags=[HH, "complaint"])
    a("it's too hot in here", C("cool", None, "climate", params={"hvac_mode": "cool"}),
      one(A.sel("climate", areas=["lounge_room"], can=hvac("cool")), "climate.set_hvac_mode", hvac_mode="cool"),
      ctx="lounge_room", tags=[HH, "complaint"])
    # ---- relative changes ----------------------------------------------------------------------
    a("dim the lounge downlights a bit", C("dim", "Lounge Downlights", "light", params={"brightness_step_pct": -20}),
      one(A.sel("light", names=["Lounge Downlights"]), ON, brightness_step_pct=-20), tags=[HH, "relative"])
    a("turn the rumpus tv up", C("volume up", "Rumpus TV", "media_player"),
      one(A.sel("media_player", names=["Rumpus TV"]), "media_player.volume_up"), tags=[HH, "relative"])
    a("slow Jack's fan down", C("decrease speed", "Jack's Fan", "fan"),
      one(A.sel("fan", names=["Jack's Fan"]), "fan.decrease_speed"), tags=[HH, "relative"])
    # ---- scenes, scripts and helpers said as sentences -----------------------------------------
    a("movie time in the rumpus", C("activate", "Rumpus Movie", "scene"),
      one(A.sel("scene", names=["Rumpus Movie"]), "scene.turn_on"), tags=[HH, "routine"])
    a("set the lounge up for a movie", C("activate", "Lounge Movie", "scene"),
      one(A.sel("scene", names=["Lounge Movie"]), "scene.turn_on"), tags=[HH, "routine"])
    a("get the spa warmed up", C("run", "Heat the Spa", "script"), one(A.sel("script", names=["Heat the Spa"]),
                                                                     "script.turn_on"), tags=[HH, "routine"])
    a("put the kids to bed", C("run", "Kids Bedtime", "script"), one(A.sel("script", names=["Kids Bedtime"]),
                                                                   "script.turn_on"), tags=[HH, "routine"])
    a("it's school holidays, turn that on", C("turn on", "School Holidays", "input_boolean"),
      one(A.sel("input_boolean", names=["School Holidays"]), "input_boolean.turn_on"), tags=[HH, "routine"])
    a("we're heading out, run leaving home", C("run", "Leaving Home", "script"),
      one(A.sel("script", names=["Leaving Home"]), "script.turn_on"), tags=[HH, "routine"])
    # ---- several at once -----------------------------------------------------------------------
    a("turn off the pool pump and the spa heater", [C("turn off", "Pool Pump", "switch"), C("turn off", "Spa Heater", "switch")],
      [one(A.sel("switch", names=["Pool Pump"]), SW_OFF), one(A.sel("switch", names=["Spa Heater"]), SW_OFF)],
      tags=[HH, "multi"])
    a("lock the front door and shut the roller door", [C("lock", "Front Door", "lock"), C("close", "Roller Door", "cover", "garage")],
      [one(A.sel("lock", names=["Front Door"]), "lock.lock"), one(A.sel("cover", names=["Roller Door"]), CLOSE)],
      tags=[HH, "multi"])
    a("deck fan on and the deck lights too", [C("turn on", "Deck Fan", "fan"), C("turn on", "Deck Lights", "light")],
      [one(A.sel("fan", names=["Deck Fan"]), "fan.turn_on"), one(A.sel("light", names=["Deck Lights"]), ON)],
      tags=[HH, "multi"])
    # ---- follow-ups ----------------------------------------------------------------------------
    a("and the fan", C("turn on", "fan", "fan", inc=["Ruby's room"]), one(A.sel("fan", areas=["rubys_room"]), "fan.turn_on"),
      hist=["turn on Ruby's light"], tags=[HH, "followup"])
    a("make it a bit warmer", C("increase temperature", None, None, ref=True),
      one(A.sel("climate", names=["Granny Flat Split System"]), TEMP, temperature=23),
      hist=["set the granny flat split system to 22"], tags=[HH, "followup", "relative"])
    a("and in the rumpus?", C("check", None, "sensor", "temperature", inc=["rumpus"]),
      none(A.sel("climate", areas=["rumpus_room"])), hist=["what's the temperature in Jack's room"],
      tags=[HH, "followup", "question"])
    # ---- things the house lacks, each beside its present twin ----------------------------------
    a("turn on the lights in the study", C("turn on", None, "light", q="all", inc=["study"]),
      none(A.rooms("study"), "all"), tags=[HH, "absent_room"])
    a("turn on the lights in the dining", C("turn on", None, "light", q="all", inc=["dining"]), every(A.lights("dining"), ON),
      twin=True, tags=[HH])
    a("turn the shed light off", C("turn off", "light", "light", inc=["shed"]), none(A.rooms("shed")),
      tags=[HH, "absent_room"])
    a("turn the garage light off", C("turn off", "light", "light", inc=["garage"]), one(A.lights("garage"), OFF),
      twin=True, tags=[HH])
    a("turn on the sprinklers", C("turn on", "sprinklers", "switch"), none(A.sel(kind=["sprinkler", "sprinklers", "irrigation"])),
      tags=[HH, "absent_kind"])
    a("turn on the pool pump", C("turn on", "Pool Pump", "switch"), one(A.sel("switch", names=["Pool Pump"]), SW_ON),
      twin=True, tags=[HH])
    a("turn on the aircon in Jack's room", C("turn on", "aircon", "climate", inc=["Jack's room"]),
      none(A.sel("climate", areas=["jacks_room"])), tags=[HH, "absent_kind"])
    a("turn on the fan in Jack's room", C("turn on", "fan", "fan", inc=["Jack's room"]),
      one(A.sel("fan", areas=["jacks_room"]), "fan.turn_on"), twin=True, tags=[HH])
    a("can you start the dishwasher", C("start", "dishwasher", "switch"), none(A.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    a("start the robot mop", C("start", "Robot Mop", "vacuum"), one(A.sel("vacuum", names=["Robot Mop"]), "vacuum.start"),
      twin=True, tags=[HH])
    a("open the pool gate", C("open", "pool gate", "cover", "gate"), none(A.sel(kind=["gate"]) + A.sel(dc="gate")),
      tags=[HH, "absent_kind"])
    a("open the garage door", C("open", "garage door", "cover", "garage"), one(A.sel("cover", dc="garage"), OPEN),
      twin=True, tags=[HH])
    au.lacks("dim the fairy lights", C("dim", "Fairy Lights", "light", params={"brightness_step_pct": -20}),
             A.sel("light", names=["Fairy Lights"]), "brightness", "light.turn_on", "brightness_step_pct", tags=[HH])
    a("dim Ruby's light", C("dim", "Ruby's Light", "light", params={"brightness_step_pct": -20}),
      one(A.sel("light", names=["Ruby's Light"]), ON, brightness_step_pct=-20), twin=True, tags=[HH])
    au.lacks("open the roller door halfway", C("set position", "Roller Door", "cover", "garage", params={"position": 50}),
             A.sel("cover", names=["Roller Door"]), "position", "cover.set_cover_position", "position", tags=[HH])
    a("open the blockout blind halfway", C("set position", "Blockout Blind", "cover", "shade", params={"position": 50}),
      one(A.sel("cover", names=["Blockout Blind"]), "cover.set_cover_position", position=50), twin=True, tags=[HH])
    au.lacks("reverse Ruby's fan", C("reverse", "Ruby's Fan", "fan", params={"direction": "reverse"}),
             A.sel("fan", names=["Ruby's Fan"]), "direction", "fan.set_direction", "direction",
             check=_flag("fan", FAN, "DIRECTION"), tags=[HH])
    a("reverse the ceiling fan", C("reverse", "Ceiling Fan", "fan", params={"direction": "reverse"}),
      one(A.sel("fan", names=["Ceiling Fan"]), "fan.set_direction", direction="reverse"), twin=True, tags=[HH])
    # ---- truly ambiguous -----------------------------------------------------------------------
    a("turn off the TV", C("turn off", "TV", "media_player", "tv"), which(A.sel("media_player", dc="tv"), "media_player.turn_off"),
      tags=[HH, "ambiguous"])
    a("close the blind", C("close", "blind", "cover", "shade"), which(A.sel("cover", areas=["main_bedroom"]), CLOSE),
      ctx="main_bedroom", tags=[HH, "ambiguous"])
    a("switch off the bedside lamp", C("turn off", "bedside lamp", "light"),
      which(A.sel("light", areas=["main_bedroom"], kind=["bedside lamp"]), OFF), ctx="main_bedroom", tags=[HH, "ambiguous"])
    a("start the robot", C("start", "robot", "vacuum"), which(A.sel("vacuum"), "vacuum.start"), tags=[HH, "ambiguous"])
    a("lock the door", C("lock", "door", "lock"), which(A.sel("lock"), "lock.lock"), tags=[HH, "ambiguous"])
    a("put the movie scene on", C("activate", "movie", "scene"), which(A.sel("scene", kind=["movie"]), "scene.turn_on"),
      tags=[HH, "ambiguous", "routine"])
    a("turn the speaker down", C("volume down", "speaker", "media_player", "speaker"),
      which(A.sel("media_player", dc="speaker"), "media_player.volume_down"), tags=[HH, "ambiguous"])


def household_ca(en: Language) -> None:
    """A Canadian family in a house none of the earlier rounds saw (``house_ca_en``, round 10),
    written and labelled from the home before the parser ran on it, as the fresh check of the
    household fixes: names as Hue, Lutron Caseta, ecobee, LG webOS, Roku, Sonos, Alexa, Roborock,
    ratgdo, Shelly, Kasa and IKEA give them and as the family half renamed them (pot lights, a
    thermostat called "My ecobee", a fan still named for the kids' room in Noah's room, the
    Shelly channels 0 and 1), people's rooms said as "Noah's" and "Olivia's", a floor and an area
    both called Basement, satellites in rooms, questions, complaints, routines said as news,
    things the house lacks beside a twin that exists, and truly ambiguous requests.
    """
    ca = en.book("house_ca_en")
    H, h = ca.home, ca.add
    HH = "household"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    LR_TV = "media_player.lg_webos_tv_oled55c1aub"

    # ---- lights --------------------------------------------------------------------------------
    h("turn on the pot lights in the kitchen", C("turn on", "pot lights", "light", inc=["kitchen"]),
      one(H.sel("light", areas=["kitchen"], kind=["pot lights"]), ON), tags=[HH, "kind_word"])
    h("kitchen island pendants on", C("turn on", "Kitchen Island Pendants", "light"),
      one(H.sel("light", names=["Kitchen Island Pendants"]), ON), tags=[HH])
    h("can you put the island lights on", C("turn on", "island lights", "light"),
      one(H.sel("light", kind=["island"]), ON), tags=[HH])
    h("turn the pendants off", C("turn off", "pendants", "light"), one(H.sel("light", kind=["pendants"]), OFF), tags=[HH])
    h("hue lamp 3 off", C("turn off", "Hue lamp 3", "light"), one(H.sel("light", names=["Hue color lamp 3"]), OFF),
      tags=[HH, "integration_name"])
    h("make hue color lamp 4 purple", C("set color", "Hue color lamp 4", "light", params={"color_name": "purple"}),
      one(H.sel("light", names=["Hue color lamp 4"]), ON, color_name="purple"), tags=[HH, "integration_name"])
    h("set lamp 3 to 40 percent", C("set brightness", "lamp 3", "light", params={"brightness_pct": 40}),
      one(H.sel("light", names=["Hue color lamp 3"]), ON, brightness_pct=40), tags=[HH, "integration_name"])
    h("turn on the reading lamp", C("turn on", "Reading Lamp", "light"), one(H.sel("light", kind=["reading lamp"]), ON),
      tags=[HH])
    h("switch off the tradfri bulb", C("turn off", "TRADFRI bulb", "light"), one(H.sel("light", names=["TRADFRI bulb"]), OFF),
      tags=[HH, "integration_name"])
    h("turn the under cabinet lights blue", C("set color", "Under Cabinet Lights", "light", params={"color_name": "blue"}),
      one(H.sel("light", names=["Under Cabinet Lights"]), ON, color_name="blue"), tags=[HH])
    h("dining room chandelier to fifty percent", C("set brightness", "Dining Room Chandelier", "light",
      params={"brightness_pct": 50}), one(H.sel("light", names=["Dining Room Chandelier"]), ON, brightness_pct=50), tags=[HH])
    h("turn on the chandelier", C("turn on", "chandelier", "light"), one(H.sel("light", kind=["chandelier"]), ON),
      tags=[HH, "kind_word"])
    h("turn off all the lights downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(H.sel("light", floors=["main_floor"]), OFF), tags=[HH, "floor"])
    h("shut off every light upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.sel("light", floors=["upstairs"]), OFF), tags=[HH, "floor"])
    h("lights off in the basement", C("turn off", None, "light", q="all", inc=["basement"]),
      every(H.lights(*H.rooms("basement")), OFF), tags=[HH, "judgement"])
    h("turn on the mudroom light", C("turn on", "Mudroom Light", "light"), one(H.sel("light", names=["Mudroom Light"]), ON),
      tags=[HH])
    h("porch light on please", C("turn on", "Porch Light", "light"), one(H.sel("light", names=["Porch Light"]), ON),
      tags=[HH])
    h("flip on the light in the garage", C("turn on", "light", "light", inc=["garage"]), one(H.lights("garage"), ON),
      tags=[HH, "device_function"])
    h("shut off the lights in the living room", C("turn off", None, "light", q="all", inc=["living room"]),
      every(H.lights("living_room"), OFF), tags=[HH])
    h("turn on Meg's lamp", C("turn on", "Meg's Lamp", "light"), one(H.sel("light", names=["Meg's Lamp"]), ON), tags=[HH])
    h("dave's lamp off", C("turn off", "Dave's Lamp", "light"), one(H.sel("light", names=["Dave's Lamp"]), OFF), tags=[HH])
    h("turn off Olivia's light", C("turn off", "Olivia's Light", "light"), one(H.sel("light", names=["Olivia's Light"]), OFF),
      tags=[HH])
    h("turn on the lamp in Olivia's room", C("turn on", "lamp", "light", inc=["Olivia's room"]),
      one(H.sel("light", areas=["olivias_room"], kind=["lamp"]), ON), tags=[HH, "kind_word"])
    h("turn off Noah's light", C("turn off", "Noah's light", "light"), one(H.sel("light", names=["Noah's Room Light"]), OFF),
      tags=[HH])
    h("turn on the lights in Noah's room", C("turn on", None, "light", q="all", inc=["Noah's room"]),
      every(H.lights("noahs_room"), ON), tags=[HH])
    h("put the star projector on for Noah", C("turn on", "star projector", "light"),
      one(H.sel("light", kind=["star light projector", "star projector"]), ON), tags=[HH, "kind_word"])
    h("night light on", C("turn on", "Night Light", "light"), one(H.sel("light", names=["Night Light"]), ON), tags=[HH])
    h("turn the pot lights off", C("turn off", "pot lights", "light"), one(H.sel("light", areas=["kitchen"], kind=["pot lights"]),
                                                                          OFF), ctx="kitchen", tags=[HH, "kind_word"])
    # ---- switches, plugs and the Shelly channels -----------------------------------------------
    h("turn on the block heater", C("turn on", "Block Heater", "switch"), one(H.sel("switch", names=["Block Heater"]), SW_ON),
      tags=[HH])
    h("is the block heater plugged in", C("check", "Block Heater", "switch"), one(H.sel("switch", names=["Block Heater"]), None),
      tags=[HH, "question"])
    h("turn the fireplace on", C("turn on", "Fireplace", "switch"), one(H.sel("switch", names=["Fireplace"]), SW_ON), tags=[HH])
    h("turn on the string lights", C("turn on", "String Lights", "switch"),
      one(H.sel("switch", kind=["string lights"]), SW_ON), tags=[HH])
    h("turn on shelly switch 1", C("turn on", "Shelly switch 1", "switch"),
      one(H.sel("switch", names=["Shelly Plus 2PM Switch 1"]), SW_ON), tags=[HH, "integration_name"])
    h("turn off switch zero on the shelly", C("turn off", "Shelly switch 0", "switch"),
      one(H.sel("switch", names=["Shelly Plus 2PM Switch 0"]), SW_OFF), tags=[HH, "integration_name"])
    h("switch one on the deck, turn it off", C("turn off", "switch 1", "switch", inc=["deck"]),
      one(H.sel("switch", names=["Shelly Plus 2PM Switch 1"]), SW_OFF), tags=[HH, "integration_name"])
    h("is the chest freezer still on", C("check", "Chest Freezer", "switch"),
      one(H.sel("switch", names=["Chest Freezer"]), None), tags=[HH, "question"])
    # ---- garage, doors and locks ---------------------------------------------------------------
    h("open the garage door", C("open", "Garage Door", "cover", "garage"), one(H.sel("cover", names=["Garage Door"]), OPEN),
      tags=[HH])
    h("did I leave the garage open", C("check", "garage", "cover", "garage"), one(H.sel("cover", dc="garage"), None),
      tags=[HH, "question"])
    h("lock the front door", C("lock", "Front Door Lock", "lock"), one(H.sel("lock", names=["Front Door Lock"]), "lock.lock"),
      tags=[HH])
    h("unlock the back door for the dog walker", C("unlock", "Back Door Lock", "lock"),
      one(H.sel("lock", names=["Back Door Lock"]), "lock.unlock"), tags=[HH])
    h("lock all the doors", C("lock", None, "lock", q="all", inc=["*"]), every(H.sel("lock"), "lock.lock"), tags=[HH])
    h("is the front door locked", C("check", "Front Door Lock", "lock"), one(H.sel("lock", names=["Front Door Lock"]), None),
      tags=[HH, "question"])
    h("lock the door", C("lock", "door", "lock"), one(H.sel("lock", areas=["mudroom"]), "lock.lock"), ctx="mudroom",
      tags=[HH])
    # ---- heating -------------------------------------------------------------------------------
    h("set the thermostat to 21", C("set", "Thermostat", "climate", params={"temperature": 21}),
      one(H.sel("climate", kind=["thermostat"]), TEMP, temperature=21), tags=[HH])
    h("set the ecobee to 22 and a half", C("set", "ecobee", "climate", params={"temperature": 22.5}),
      one(H.sel("climate", kind=["ecobee"]), TEMP, temperature=22.5), tags=[HH, "integration_name"])
    h("turn the heat up a degree", C("increase temperature", None, "climate"), one(H.sel("climate"), TEMP, temperature=22),
      tags=[HH, "relative"])
    h("put the ecobee in away mode", C("set preset", "ecobee", "climate", params={"preset_mode": "away"}),
      one(H.sel("climate", kind=["ecobee"]), "climate.set_preset_mode", preset_mode="away"), tags=[HH, "integration_name"])
    h("set the furnace to 20", C("set", "furnace", "climate", params={"temperature": 20}),
      one(H.sel("climate"), TEMP, temperature=20), tags=[HH, "judgement"])
    h("what's the thermostat set to", C("check", "Thermostat", "climate"), one(H.sel("climate", kind=["thermostat"]), None),
      tags=[HH, "question"])
    # ---- media ---------------------------------------------------------------------------------
    h("turn off the den tv", C("turn off", "Den TV", "media_player", "tv"), one(H.sel("media_player", names=["Den TV"]),
                                                                                 "media_player.turn_off"), tags=[HH])
    h("put netflix on in the den", C("select source", "TV", "media_player", "tv", inc=["den"], params={"source": "Netflix"}),
      one(H.sel("media_player", areas=["den"], dc="tv"), "media_player.select_source", source="Netflix"), tags=[HH])
    h("turn the sonos down", C("volume down", "Sonos", "media_player"),
      one(H.sel("media_player", names=["Sonos Arc"]), "media_player.volume_down"), tags=[HH, "relative", "integration_name"])
    h("set the sonos arc volume to 25", C("set volume", "Sonos Arc", "media_player", params={"volume_level": 0.25}),
      one(H.sel("media_player", names=["Sonos Arc"]), "media_player.volume_set", volume_level=0.25), tags=[HH])
    h("put the sonos on night sound", C("set sound mode", "Sonos", "media_player", params={"sound_mode": "Night Sound"}),
      one(H.sel("media_player", names=["Sonos Arc"]), "media_player.select_sound_mode", sound_mode="Night Sound"), tags=[HH])
    h("pause the living room tv", C("pause", "Living Room TV", "media_player", "tv"),
      one([LR_TV], "media_player.media_pause"), tags=[HH])
    h("mute the LG", C("mute", "LG", "media_player", "tv", params={"is_volume_muted": True}),
      one(H.sel("media_player", kind=["lg"]), "media_player.volume_mute", is_volume_muted=True), tags=[HH, "integration_name"])
    h("switch the tv to hdmi 2", C("select source", "TV", "media_player", "tv", params={"source": "HDMI 2"}),
      one(H.sel("media_player", areas=["living_room"], dc="tv"), "media_player.select_source", source="HDMI 2"),
      ctx="living_room", tags=[HH])
    h("turn up the speaker in the master bedroom", C("volume up", "speaker", "media_player", "speaker", inc=["master bedroom"]),
      one(H.sel("media_player", areas=["master_bedroom"]), "media_player.volume_up"), tags=[HH, "relative"])
    h("turn the den tv up", C("volume up", "Den TV", "media_player", "tv"),
      one(H.sel("media_player", names=["Den TV"]), "media_player.volume_up"), tags=[HH, "relative"])
    h("stop the music on dave's echo", C("pause", "Dave's Echo Show", "media_player"),
      one(H.sel("media_player", names=["Dave's Echo Show"]), "media_player.media_pause"), tags=[HH])
    # ---- fans, covers, the dehumidifier, the vacuum --------------------------------------------
    h("turn on the ceiling fan in the master bedroom", C("turn on", "ceiling fan", "fan", inc=["master bedroom"]),
      one(H.sel("fan", areas=["master_bedroom"]), "fan.turn_on"), tags=[HH, "kind_word"])
    h("set the bedroom fan to breeze", C("set preset", "fan", "fan", inc=["bedroom"], params={"preset_mode": "breeze"}),
      one(H.sel("fan", areas=H.rooms("bedroom")), "fan.set_preset_mode", preset_mode="breeze"), tags=[HH, "generic_room"])
    h("turn on Noah's fan", C("turn on", "Noah's fan", "fan"), one(H.sel("fan", areas=["noahs_room"]), "fan.turn_on"),
      tags=[HH])
    h("turn on the kids room fan", C("turn on", "Kids Room Fan", "fan"), one(H.sel("fan", names=["Kids Room Fan"]), "fan.turn_on"),
      tags=[HH])
    h("turn the fan down in Noah's room", C("decrease speed", "fan", "fan", inc=["Noah's room"]),
      one(H.sel("fan", areas=["noahs_room"]), "fan.decrease_speed"), tags=[HH, "relative"])
    h("turn on the fan in the ensuite", C("turn on", "fan", "switch", inc=["ensuite"]),
      one(H.sel("switch", areas=["master_bath"], kind=["fan"]), SW_ON), tags=[HH, "kind_word"])
    h("close the shade", C("close", "shade", "cover", "shade"), one(H.sel("cover", areas=["master_bedroom"]), CLOSE),
      ctx="master_bedroom", tags=[HH])
    h("open the bay window shade halfway", C("set position", "Bay Window Shade", "cover", "shade", params={"position": 50}),
      one(H.sel("cover", names=["Bay Window Shade"]), "cover.set_cover_position", position=50), tags=[HH])
    h("lower Olivia's blinds", C("close", "Olivia's Blinds", "cover", "blind"),
      one(H.sel("cover", names=["Olivia's Blinds"]), CLOSE), tags=[HH])
    h("turn on the dehumidifier", C("turn on", "dehumidifier", "humidifier"),
      one(H.sel("humidifier"), "humidifier.turn_on"), tags=[HH])
    h("set the dehumidifier to 45 percent", C("set humidity", "dehumidifier", "humidifier", params={"humidity": 45}),
      one(H.sel("humidifier"), "humidifier.set_humidity", humidity=45), tags=[HH])
    h("put the basement dehumidifier on continuous", C("set mode", "Basement Dehumidifier", "humidifier",
      params={"mode": "Continuous"}), one(H.sel("humidifier", names=["Basement Dehumidifier"]), "humidifier.set_mode",
                                          mode="Continuous"), tags=[HH])
    h("start the roborock", C("start", "Roborock", "vacuum"), one(H.sel("vacuum"), "vacuum.start"), tags=[HH, "integration_name"])
    h("vacuum the house while we're out", C("start", "vacuum", "vacuum"), one(H.sel("vacuum"), "vacuum.start"), tags=[HH])
    h("send the robot back to its dock", C("return to base", "robot", "vacuum"), one(H.sel("vacuum"), "vacuum.return_to_base"),
      tags=[HH])
    h("put the roborock on turbo", C("set fan speed", "Roborock", "vacuum", params={"fan_speed": "turbo"}),
      one(H.sel("vacuum"), "vacuum.set_fan_speed", fan_speed="turbo"), tags=[HH, "integration_name"])
    h("set the mop intensity to intense", C("set", "mop intensity", "select", params={"option": "intense"}),
      one(H.sel("select", kind=["mop intensity"]), "select.select_option", option="intense"), tags=[HH, "device_function"])
    # ---- questions -----------------------------------------------------------------------------
    h("what's the temperature in the master bedroom", C("check", None, "sensor", "temperature", inc=["master bedroom"]),
      none(H.sel("climate", areas=["master_bedroom"])), tags=[HH, "question"])
    h("how cold is it in the basement", C("check", None, "sensor", "temperature", inc=["basement"]),
      none(H.sel("climate", areas=["basement"])), tags=[HH, "question"])
    h("what's the outdoor temperature", C("check", "Outdoor Temperature", "sensor", "temperature"),
      one(H.sel("sensor", names=["Outdoor Temperature"]), None), tags=[HH, "question"])
    h("how cold is it outside", C("check", "outside", "sensor", "temperature"),
      one(H.sel("sensor", names=["Outdoor Temperature"]), None), tags=[HH, "question", "judgement"])
    h("is anybody in the master bedroom", C("check", None, "binary_sensor", "occupancy", inc=["master bedroom"]),
      one(H.sel("binary_sensor", areas=["master_bedroom"], dc="occupancy"), None), tags=[HH, "question"])
    h("is there any water in the basement", C("check", None, "binary_sensor", "moisture", inc=["basement"]),
      one(H.sel("binary_sensor", areas=["basement"], dc="moisture"), None), tags=[HH, "question"])
    h("how much battery does the doorbell have left", C("check", "doorbell battery", "sensor", "battery"),
      one(H.sel("sensor", dc="battery", kind=["doorbell"]), None), tags=[HH, "question", "integration_name"])
    h("how long till the washer's done", C("check", "washer", "sensor"), one(H.sel("sensor", kind=["washer"]), None),
      tags=[HH, "question", "device_function"])
    h("what's the roborock battery at", C("check", "Roborock battery", "sensor", "battery"),
      one(H.sel("sensor", names=["Roborock S8 Battery"]), None), tags=[HH, "question", "device_function"])
    h("is the den tv on", C("check", "Den TV", "media_player", "tv"), one(H.sel("media_player", names=["Den TV"]), None),
      tags=[HH, "question"])
    h("any motion on the porch", C("check", None, "binary_sensor", "motion", inc=["porch"]),
      one(H.sel("binary_sensor", areas=["front_porch"], dc="motion"), None), tags=[HH, "question"])
    h("how humid is it in the basement", C("check", None, "humidifier", inc=["basement"]),
      one(H.sel("humidifier", areas=["basement"]), None), tags=[HH, "question", "judgement"])
    # ---- complaints ----------------------------------------------------------------------------
    h("it's pitch black in the mudroom", C("turn on", None, "light", q="all", inc=["mudroom"]), every(H.lights("mudroom"), ON),
      tags=[HH, "complaint"])
    h("way too bright in here", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["kitchen"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=-20),
      ctx="kitchen", tags=[HH, "complaint"])
    h("it's so muggy down here", C("turn on", None, "humidifier", "dehumidifier"),
      one(H.sel("humidifier", areas=["basement"], dc="dehumidifier"), "humidifier.turn_on"), ctx="basement",
      tags=[HH, "complaint"])
    h("it's really stuffy in Noah's room", C("turn on", None, "fan", inc=["Noah's room"]),
      one(H.sel("fan", areas=["noahs_room"]), "fan.turn_on"), tags=[HH, "complaint"])
    h("the tv is way too loud", C("volume down", "TV", "media_player", "tv"),
      one(H.sel("media_player", areas=["living_room"], dc="tv"), "media_player.volume_down"), ctx="living_room",
      tags=[HH, "complaint", "relative"])
    h("brr it's cold in here", C("heat", None, "climate", params={"hvac_mode": "heat"}),
      one(H.sel("climate", areas=["front_hall"], can=hvac("heat")), "climate.set_hvac_mode", hvac_mode="heat"),
      ctx="front_hall", tags=[HH, "complaint"])
    h("I can't see a thing in the garage", C("turn on", None, "light", q="all", inc=["garage"]), every(H.lights("garage"), ON),
      tags=[HH, "complaint"])
    # ---- relative changes ----------------------------------------------------------------------
    h("dim the kitchen lights a little", C("dim", None, "light", q="all", inc=["kitchen"], params={"brightness_step_pct": -20}),
      every(H.lights("kitchen"), ON, brightness_step_pct=-20), tags=[HH, "relative"])
    h("turn the sonos up a bit", C("volume up", "Sonos", "media_player"),
      one(H.sel("media_player", names=["Sonos Arc"]), "media_player.volume_up"), tags=[HH, "relative", "integration_name"])
    h("brighten the master bedroom light", C("brighten", "Master Bedroom Light", "light", params={"brightness_step_pct": 20}),
      one(H.sel("light", names=["Master Bedroom Light"]), ON, brightness_step_pct=20), tags=[HH, "relative"])
    # ---- routines, scenes and helpers said as sentences or news --------------------------------
    h("warm up the car", C("run", "Warm Up the Car", "script"), one(H.sel("script", names=["Warm Up the Car"]), "script.turn_on"),
      tags=[HH, "routine"])
    h("it's a snow day", C("turn on", "Snow Day", "input_boolean"),
      one(H.sel("input_boolean", names=["Snow Day"]), "input_boolean.turn_on"), tags=[HH, "routine"])
    h("good night", C("run", "Good Night", "script"), one(H.sel("script", names=["Good Night"]), "script.turn_on"),
      tags=[HH, "routine"])
    h("okay we're heading out", C("run", "Heading Out", "script"), one(H.sel("script", names=["Heading Out"]), "script.turn_on"),
      tags=[HH, "routine"])
    h("we're leaving now", C("run", "Heading Out", "script"), one(H.sel("script", names=["Heading Out"]), "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("hockey's on, set up hockey night", C("activate", "Hockey Night", "scene"),
      one(H.sel("scene", names=["Hockey Night"]), "scene.turn_on"), tags=[HH, "routine"])
    h("time for family dinner", C("activate", "Family Dinner", "scene"),
      one(H.sel("scene", names=["Family Dinner"]), "scene.turn_on"), tags=[HH, "routine"])
    h("the snow day is over, turn it off", C("turn off", "Snow Day", "input_boolean"),
      one(H.sel("input_boolean", names=["Snow Day"]), "input_boolean.turn_off"), tags=[HH, "routine"])
    # ---- several at once -----------------------------------------------------------------------
    h("lock the front door and close the garage", [C("lock", "Front Door Lock", "lock"), C("close", "garage", "cover", "garage")],
      [one(H.sel("lock", names=["Front Door Lock"]), "lock.lock"), one(H.sel("cover", dc="garage"), CLOSE)], tags=[HH, "multi"])
    h("turn off the fireplace and the den tv", [C("turn off", "Fireplace", "switch"), C("turn off", "Den TV", "media_player", "tv")],
      [one(H.sel("switch", names=["Fireplace"]), SW_OFF), one(H.sel("media_player", names=["Den TV"]), "media_player.turn_off")],
      tags=[HH, "multi"])
    h("porch light on and unlock the front door", [C("turn on", "Porch Light", "light"), C("unlock", "front door", "lock")],
      [one(H.sel("light", names=["Porch Light"]), ON), one(H.sel("lock", names=["Front Door Lock"]), "lock.unlock")],
      tags=[HH, "multi"])
    h("kitchen pot lights off and the island on", [C("turn off", "Kitchen Pot Lights", "light"), C("turn on", "island", "light")],
      [one(H.sel("light", names=["Kitchen Pot Lights"]), OFF), one(H.sel("light", kind=["island"]), ON)], tags=[HH, "multi"])
    # ---- follow-ups ----------------------------------------------------------------------------
    h("a bit dimmer", C("dim", None, None, ref=True, params={"brightness_step_pct": -20}),
      one(H.sel("light", names=["Dining Room Chandelier"]), ON, brightness_step_pct=-20),
      hist=["turn on the dining room chandelier"], tags=[HH, "followup", "relative"])
    h("and her lamp too", C("turn on", "lamp", "light", inc=["Olivia's room"]),
      one(H.sel("light", areas=["olivias_room"], kind=["lamp"]), ON), hist=["turn on Olivia's light"], tags=[HH, "followup"])
    h("what about upstairs", C("check", None, "sensor", "temperature", inc=["upstairs"]),
      none(H.sel("climate", floors=["upstairs"])), hist=["what's the temperature in the basement"],
      tags=[HH, "followup", "question", "floor"])
    h("no wait, make it 21 instead", C("set", None, None, ref=True, params={"temperature": 21}),
      one(H.sel("climate"), TEMP, temperature=21), hist=["set the thermostat to 20"], tags=[HH, "followup"])
    h("ok shut it again", C("close", None, None, ref=True), one(H.sel("cover", dc="garage"), CLOSE),
      hist=["open the garage door"], tags=[HH, "followup"])
    # ---- things the house lacks, each beside its present twin ----------------------------------
    h("turn on the lights in the sunroom", C("turn on", None, "light", q="all", inc=["sunroom"]),
      none(H.rooms("sunroom"), "all"), tags=[HH, "absent_room"])
    h("turn on the lights in the dining room", C("turn on", None, "light", q="all", inc=["dining room"]),
      every(H.lights("dining_room"), ON), twin=True, tags=[HH])
    h("turn on the attic light", C("turn on", "light", "light", inc=["attic"]), none(H.rooms("attic")),
      tags=[HH, "absent_room"])
    h("turn on the laundry room light", C("turn on", "light", "light", inc=["laundry room"]),
      one(H.lights("laundry_room"), ON), twin=True, tags=[HH])
    h("turn on the lights on the third floor", C("turn on", None, "light", q="all", inc=["third floor"]),
      none(H.rooms("third floor"), "all"), tags=[HH, "absent_room", "floor"])
    h("turn on the lights on the second floor", C("turn on", None, "light", q="all", inc=["second floor"]),
      every(H.sel("light", floors=["upstairs"]), ON), twin=True, tags=[HH, "floor"])
    h("get the dishwasher going", C("start", "dishwasher", "switch"), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("start the vacuum", C("start", "vacuum", "vacuum"), one(H.sel("vacuum"), "vacuum.start"), twin=True, tags=[HH])
    h("turn on the hot tub", C("turn on", "hot tub", "switch"), none(H.sel(kind=["hot tub", "spa"])), tags=[HH, "absent_kind"])
    h("turn on the fireplace", C("turn on", "Fireplace", "switch"), one(H.sel("switch", names=["Fireplace"]), SW_ON),
      twin=True, tags=[HH])
    h("turn on the tv in the kitchen", C("turn on", "TV", "media_player", "tv", inc=["kitchen"]),
      none(H.sel("media_player", areas=["kitchen"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the tv in the den", C("turn on", "TV", "media_player", "tv", inc=["den"]),
      one(H.sel("media_player", areas=["den"], dc="tv"), "media_player.turn_on"), twin=True, tags=[HH])
    h("turn on the fan in Olivia's room", C("turn on", "fan", "fan", inc=["Olivia's room"]),
      none(H.sel("fan", areas=["olivias_room"]) + H.sel(areas=["olivias_room"], kind=["fan"])), tags=[HH, "absent_kind"])
    h("turn on the fan in Noah's room", C("turn on", "fan", "fan", inc=["Noah's room"]),
      one(H.sel("fan", areas=["noahs_room"]), "fan.turn_on"), twin=True, tags=[HH])
    h("how warm is it in the living room", C("check", None, "sensor", "temperature", inc=["living room"]),
      none(H.sel(areas=["living_room"], dc="temperature") + H.sel("climate", areas=["living_room"])),
      tags=[HH, "absent_kind", "question"])
    h("how warm is it in the front hall", C("check", None, "climate", inc=["front hall"]),
      one(H.sel("climate", areas=["front_hall"]), None), twin=True, tags=[HH, "question"])
    h("how's the humidity on the second floor", C("check", None, "sensor", "humidity", inc=["second floor"]),
      none(H.sel(floors=["upstairs"], dc="humidity")), tags=[HH, "absent_kind", "question", "floor"])
    h("how's the humidity on the main floor", C("check", None, "sensor", "humidity", inc=["main floor"]),
      one(H.sel("sensor", floors=["main_floor"], dc="humidity"), None), twin=True, tags=[HH, "question", "floor"])
    ca.lacks("dim the porch light", C("dim", "Porch Light", "light", params={"brightness_step_pct": -20}),
             H.sel("light", names=["Porch Light"]), "brightness", "light.turn_on", "brightness_step_pct", tags=[HH])
    h("dim the chandelier", C("dim", "chandelier", "light", params={"brightness_step_pct": -20}),
      one(H.sel("light", kind=["chandelier"]), ON, brightness_step_pct=-20), twin=True, tags=[HH])
    ca.lacks("open the garage door halfway", C("set position", "Garage Door", "cover", "garage", params={"position": 50}),
             H.sel("cover", names=["Garage Door"]), "position", "cover.set_cover_position", "position", tags=[HH])
    h("open the master bedroom shade halfway", C("set position", "Master Bedroom Shade", "cover", "shade",
      params={"position": 50}), one(H.sel("cover", names=["Master Bedroom Shade"]), "cover.set_cover_position", position=50),
      twin=True, tags=[HH])
    ca.lacks("put the kids room fan on breeze", C("set preset", "Kids Room Fan", "fan", params={"preset_mode": "breeze"}),
             H.sel("fan", names=["Kids Room Fan"]), "fan_preset", "fan.set_preset_mode", "preset_mode", value="breeze",
             tags=[HH])
    h("put the master bedroom fan on breeze", C("set preset", "Master Bedroom Fan", "fan", params={"preset_mode": "breeze"}),
      one(H.sel("fan", names=["Master Bedroom Fan"]), "fan.set_preset_mode", preset_mode="breeze"), twin=True, tags=[HH])
    ca.lacks("set the den tv volume to 30", C("set volume", "Den TV", "media_player", "tv", params={"volume_level": 0.3}),
             H.sel("media_player", names=["Den TV"]), "volume_set", "media_player.volume_set", "volume_level", tags=[HH])
    h("set the sonos volume to 30", C("set volume", "Sonos", "media_player", params={"volume_level": 0.3}),
      one(H.sel("media_player", names=["Sonos Arc"]), "media_player.volume_set", volume_level=0.3), twin=True, tags=[HH])
    ca.lacks("reverse the kids room fan", C("reverse", "Kids Room Fan", "fan", params={"direction": "reverse"}),
             H.sel("fan", names=["Kids Room Fan"]), "direction", "fan.set_direction", "direction",
             check=_flag("fan", FAN, "DIRECTION"), tags=[HH])
    h("reverse the master bedroom fan", C("reverse", "Master Bedroom Fan", "fan", params={"direction": "reverse"}),
      one(H.sel("fan", names=["Master Bedroom Fan"]), "fan.set_direction", direction="reverse"), twin=True, tags=[HH])
    # ---- truly ambiguous -----------------------------------------------------------------------
    h("turn on the hue lamp", C("turn on", "hue lamp", "light"), which(H.sel("light", kind=["hue color lamp"]), ON),
      tags=[HH, "ambiguous"])
    h("lock the door", C("lock", "door", "lock"), which(H.sel("lock"), "lock.lock"), tags=[HH, "ambiguous"])
    h("close the shade", C("close", "shade", "cover", "shade"), which(H.sel("cover", dc="shade"), CLOSE),
      tags=[HH, "ambiguous"])
    h("turn the tv off", C("turn off", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), "media_player.turn_off"),
      tags=[HH, "ambiguous"])
    h("turn the speaker down", C("volume down", "speaker", "media_player", "speaker"),
      which(H.sel("media_player", dc="speaker"), "media_player.volume_down"), tags=[HH, "ambiguous"])
    h("turn on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", areas=["master_bedroom"], kind=["lamp"]), ON),
      ctx="master_bedroom", tags=[HH, "ambiguous"])
    h("set the fan to 50 percent", C("set speed", "fan", "fan", params={"percentage": 50}),
      which(H.sel("fan"), "fan.set_percentage"), tags=[HH, "ambiguous"])


# --------------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------------


def build() -> dict[str, list[dict[str, Any]]]:
    """The lines of both files."""
    return {"zh": chinese().lines(), "en": english().lines()}


TAG_ROWS = [
    ("absent_room", "a room or floor the home does not have → no_match"),
    ("absent_kind", "a kind of device the room (or home) does not have → no_match"),
    ("absent_capability", "an attribute or parameter nothing in scope supports → no_match"),
    ("misheard", "rooms, names, kinds as a recogniser mishears them (zh)"),
    ("misspelled", "typos, split and run-together words (en)"),
    ("cross_language", "a word of the other language"),
    ("kind_word", "a kind word narrows to that kind"),
    ("device_function", "a device of several entities: its main function, or the part named"),
    ("generic_room", "a room word matching several areas (the rule)"),
    ("ambiguous", "truly ambiguous → clarify"),
    ("household", "natural household request on a home named by its integrations"),
    ("integration_name", "a brand, model or numbered name as an integration gives it"),
    ("british", "a British word for a kind or an action"),
    ("complaint", "a complaint that means an effect"),
    ("relative", "a relative change"),
    ("multi", "several requests at once"),
    ("followup", "a follow-up to an earlier turn"),
    ("routine", "a scene, script or helper said as a sentence"),
    ("twin", "present-device twin of an absent / misheard / misspelt / cross-language case"),
    ("judgement", "judgement call (eval/README.md)"),
    ("bulk", "quantifier all / except"),
    ("except", "quantifier except"),
    ("satellite", "satellite area context"),
    ("floor", "a floor word"),
    ("question", "question (service null)"),
    ("no_match", "expected no_match"),
    ("clarify", "expected clarify"),
]


def counts(files: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    """Markdown tables: cases per tag, and per home (a case counts once per tag)."""
    per = {lang: Counter(f for line in lines for f in line["features"]) for lang, lines in files.items()}
    out = ["| tag | zh | en |", "|---|---|---|", f"| **cases** | {len(files['zh'])} | {len(files['en'])} |"]
    for key, label in TAG_ROWS:
        out.append(f"| `{key}`: {label} | {per['zh'][key]} | {per['en'][key]} |")
    twins = sorted({f for c in per.values() for f in c if f.startswith("twin:")})
    out.append("| … twins by phenomenon | " + " | ".join(
        ", ".join(f"{t[5:]} {per[lang][t]}" for t in twins if per[lang][t]) for lang in ("zh", "en")) + " |")
    out += ["", "| home | zh | en |", "|---|---|---|"]
    for key, home in HOMES.items():
        out.append(f"| `{home}` (`home:{key}`) | {per['zh'][f'home:{key}']} | {per['en'][f'home:{key}']} |")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    return run(argv, __doc__.splitlines()[0], build, counts, OUT_FILES)


# --------------------------------------------------------------------------------------------
# Round 13: a ninth English household home, written before any fix of that round (issue #13)
# --------------------------------------------------------------------------------------------


def household_loft(en: Language) -> None:
    """A Denver family in a converted loft none of the earlier rounds saw (``loft_us_en``, round
    13), written and labelled from the home before the parser ran on it, as the fresh check of the
    household fixes: names as Lutron Caseta, ecobee, Nest, Kasa, Wemo, Govee, Meross, Aqara,
    Roborock, Rachio, myQ, August, Wyze, Roku, Apple TV, LG webOS, Samsung, Tesla, Orbit B-hyve and
    Enphase give them; routines said as news, complaints, lists of names that share one kind word,
    several commands in one breath, questions, brand words for renamed devices, Govee scenes,
    thermostat presets and fan modes, watering zones and a hose timer, charging the car, two TVs
    and two speakers, things the loft lacks beside a twin that exists.
    """
    lo = en.book("loft_us_en")
    H, h = lo.home, lo.add
    HH, IN = "household", "integration_name"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    ECO, NEST = "climate.main_floor", "climate.bedrooms"
    LG, BTV, ATV = "media_player.lg_webos_tv_oled65c3pua", "media_player.bedroom_tv", "media_player.apple_tv"
    KSP, OSP = "media_player.kitchen_speaker", "media_player.office_speaker"
    VAC, HOSE, HUM = "vacuum.robbie", "valve.hose_spigot", "humidifier.mayas_humidifier"
    COFFEE, WEMO, CAR = "switch.kasa_smart_plug_hs103", "switch.wemo_mini", "switch.model_y_charge"
    DESK, BACKLIGHT = "light.wyze_bulb_color_1", "light.govee_envisual_h6199"
    FAN_MODE, PRESET, HVAC = "climate.set_fan_mode", "climate.set_preset_mode", "climate.set_hvac_mode"

    def named(*names: str, domain: str | None = None) -> list[str]:
        return H.sel(domain, names=list(names))

    # ---- lights ---------------------------------------------------------------------------------
    h("turn on the caseta in the dining room", C("turn on", "Caseta", "light", inc=["dining room"]),
      one(H.sel("light", areas=["dining_room"], kind=["caseta"]), ON), tags=[HH, IN])
    h("living room lights to 30%", C("set brightness", "Living Room Lights", "light", params={"brightness_pct": 30}),
      one(named("Living Room Lights"), ON, brightness_pct=30), tags=[HH])
    h("island lights off", C("turn off", "Island Pendants", "light"), one(named("Island Pendants"), OFF), tags=[HH])
    h("kitchen cans on", C("turn on", "Kitchen Cans", "light"), one(named("Kitchen Cans"), ON), tags=[HH])
    h("floor lamp warm white please", C("set color temp", "Floor Lamp", "light", params={"color_temp_kelvin": 2700}),
      one(named("Floor Lamp"), ON, color_temp_kelvin=2700), tags=[HH])
    h("turn the tv backlight to sunset", C("set effect", "TV Backlight", "light", params={"effect": "Sunset"}),
      one([BACKLIGHT], ON, effect="Sunset"), tags=[HH])
    h("put the govee envisual on movie", C("set effect", "Govee Envisual", "light", params={"effect": "Movie"}),
      one([BACKLIGHT], ON, effect="Movie"), tags=[HH, IN])
    h("under cabinet lights blue", C("set color", "Under Cabinet", "light", params={"color_name": "blue"}),
      one(named("Under Cabinet"), ON, color_name="blue"), tags=[HH])
    h("chandelier to 60", C("set brightness", "Chandelier", "light", params={"brightness_pct": 60}),
      one(named("Chandelier"), ON, brightness_pct=60), tags=[HH])
    h("desk lamp on", C("turn on", "Desk Lamp", "light"), one([DESK], ON), tags=[HH])
    h("turn on the wyze bulb in the office", C("turn on", "Wyze Bulb", "light", inc=["office"]), one([DESK], ON),
      tags=[HH, IN])
    h("turn on the porch, deck and garage lights", [C("turn on", "Porch Light", "light"),
      C("turn on", "Deck String Lights", "light"), C("turn on", "Garage Lights", "light")],
      [one(named("Porch Light"), ON), one(named("Deck String Lights"), ON), one(named("Garage Lights"), ON)],
      tags=[HH, "multi"])
    h("switch off the entry, porch and kitchen lights", [C("turn off", "Entry Light", "light"),
      C("turn off", "Porch Light", "light"), C("turn off", None, "light", q="all", inc=["kitchen"])],
      [one(named("Entry Light"), OFF), one(named("Porch Light"), OFF), every(H.lights("kitchen"), OFF)],
      tags=[HH, "multi"])
    h("jess's lamp to 20 percent", C("set brightness", "Jess's Lamp", "light", params={"brightness_pct": 20}),
      one(named("Jess's Lamp"), ON, brightness_pct=20), tags=[HH])
    h("turn marcus's lamp off", C("turn off", "Marcus's Lamp", "light"), one(named("Marcus's Lamp"), OFF), tags=[HH])
    h("make theo's light green", C("set color", "Theo's Light", "light", params={"color_name": "green"}),
      one(named("Theo's Light"), ON, color_name="green"), tags=[HH])
    h("galaxy projector on starry sky", C("set effect", "Galaxy Projector", "light", params={"effect": "Starry Sky"}),
      one(named("Galaxy Projector"), ON, effect="Starry Sky"), tags=[HH])
    h("put the deck string lights on party", C("set effect", "Deck String Lights", "light", params={"effect": "Party"}),
      one(named("Deck String Lights"), ON, effect="Party"), tags=[HH])
    h("deck lights on the fire scene", C("set effect", "Deck String Lights", "light", params={"effect": "Fire"}),
      one(named("Deck String Lights"), ON, effect="Fire"), tags=[HH])
    h("vanity lights all the way up", C("set brightness", "Vanity Lights", "light", params={"brightness_pct": 100}),
      one(named("Vanity Lights"), ON, brightness_pct=100), tags=[HH])
    h("hall bath light off", C("turn off", "Hall Bath Light", "light"), one(named("Hall Bath Light"), OFF), tags=[HH])
    h("lights off upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["second"]), OFF), tags=[HH, "floor"])
    h("turn off every light downstairs but the living room", C("turn off", None, "light", q="except", inc=["downstairs"],
      exc=["living room"]), every(H.pick("light", floors=["ground"], not_areas=["living_room"]), OFF, q="except"),
      tags=[HH, "floor"])
    h("kill the lights in maya's room", C("turn off", None, "light", q="all", inc=["Maya's room"]),
      every(H.lights("mayas_room"), OFF), tags=[HH])
    h("pool light on", C("turn on", "Pool Light", "switch"), one(named("Pool Light"), SW_ON), tags=[HH])
    # ---- plugs and switches ---------------------------------------------------------------------
    h("start the coffee maker", C("turn on", "Coffee Maker", "switch"), one([COFFEE], SW_ON), tags=[HH])
    h("turn off the kasa plug in the kitchen", C("turn off", "Kasa Plug", "switch", inc=["kitchen"]),
      one(H.sel("switch", areas=["kitchen"], kind=["kasa"]), SW_OFF), tags=[HH, IN])
    h("turn on the space heater", C("turn on", "Space Heater", "switch"), one([WEMO], SW_ON), tags=[HH])
    h("wemo off", C("turn off", "Wemo", "switch"), one([WEMO], SW_OFF), tags=[HH, IN])
    h("warm up the towels", C("turn on", "Towel Warmer", "switch"), one(named("Towel Warmer"), SW_ON),
      tags=[HH, "judgement"])
    h("towel warmer off", C("turn off", "Towel Warmer", "switch"), one(named("Towel Warmer"), SW_OFF), tags=[HH])
    h("turn off the fish tank", C("turn off", "Fish Tank", "switch"), one(named("Fish Tank"), SW_OFF), tags=[HH])
    h("run the pool pump", C("turn on", "Pool Pump", "switch"), one(named("Pool Pump"), SW_ON), tags=[HH])
    h("pool pump off for the night", C("turn off", "Pool Pump", "switch"), one(named("Pool Pump"), SW_OFF), tags=[HH])
    h("charge the tesla", C("turn on", "Tesla", "switch"), one([CAR], SW_ON), tags=[HH, IN, "judgement"])
    h("start charging the model y", C("turn on", "Model Y Charge", "switch"), one([CAR], SW_ON), tags=[HH])
    h("stop charging the car now", C("turn off", "Model Y Charge", "switch"), one([CAR], SW_OFF), tags=[HH, "judgement"])
    h("how much is the wall connector pulling", C("check", "Tesla Wall Connector Power", "sensor", "power"),
      one(named("Tesla Wall Connector Power"), None), tags=[HH, IN, "question"])
    # ---- thermostats, the fan and the humidifier ------------------------------------------------
    h("set the ecobee to 71", C("set", "ecobee", "climate", params={"temperature": 71}), one([ECO], TEMP, temperature=71),
      tags=[HH, IN])
    h("ecobee on away", C("set preset", "ecobee", "climate", params={"preset_mode": "away"}),
      one([ECO], PRESET, preset_mode="away"), tags=[HH, IN])
    h("nest to eco mode", C("set preset", "Nest", "climate", params={"preset_mode": "eco"}),
      one([NEST], PRESET, preset_mode="eco"), tags=[HH, IN])
    h("nest to 66", C("set", "Nest", "climate", params={"temperature": 66}), one([NEST], TEMP, temperature=66),
      tags=[HH, IN])
    h("upstairs thermostat to 68", C("set", "Upstairs Thermostat", "climate", params={"temperature": 68}),
      one([NEST], TEMP, temperature=68), tags=[HH])
    h("set the main floor to 72", C("set", "Main Floor", "climate", params={"temperature": 72}),
      one([ECO], TEMP, temperature=72), tags=[HH])
    h("turn the ecobee fan on", C("set fan mode", "ecobee", "climate", params={"fan_mode": "on"}),
      one([ECO], FAN_MODE, fan_mode="on"), tags=[HH, IN])
    h("put the ecobee on cool", C("set mode", "ecobee", "climate", params={"hvac_mode": "cool"}),
      one([ECO], HVAC, hvac_mode="cool"), tags=[HH, IN])
    h("nudge the heat up downstairs", C("increase temperature", None, "climate", inc=["downstairs"]), one([ECO], TEMP),
      tags=[HH, "relative"])
    h("it's freezing up here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every(H.sel("climate", areas=["primary_bedroom"], can=hvac("heat")), HVAC, hvac_mode="heat"), ctx="primary_bedroom",
      tags=[HH, "complaint"])
    h("it's boiling in the living room", C("cool", None, "climate", q="all", inc=["living room"], params={"hvac_mode": "cool"}),
      every(H.sel("climate", areas=["living_room"], can=hvac("cool")), HVAC, hvac_mode="cool"), tags=[HH, "complaint"])
    h("the house is way too cold", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      which(H.sel("climate", can=hvac("heat")), HVAC), tags=[HH, "complaint", "ambiguous"])
    h("what's it set to downstairs", C("check", None, "climate", inc=["downstairs"]), one([ECO], None),
      tags=[HH, "question", "floor"])
    h("turn on the bedroom fan", C("turn on", "Bedroom Ceiling Fan", "fan"), one(named("Bedroom Ceiling Fan"), "fan.turn_on"),
      tags=[HH])
    h("ceiling fan on high", C("set speed", "Bedroom Ceiling Fan", "fan", params={"percentage": 100}),
      one(named("Bedroom Ceiling Fan"), "fan.set_percentage", percentage=100), tags=[HH])
    h("turn on maya's humidifier", C("turn on", "Maya's Humidifier", "humidifier", "humidifier"),
      one([HUM], "humidifier.turn_on"), tags=[HH])
    h("humidifier to 50 percent", C("set humidity", "Maya's Humidifier", "humidifier", "humidifier", params={"humidity": 50}),
      one([HUM], "humidifier.set_humidity", humidity=50), tags=[HH])
    h("put the humidifier on sleep", C("set mode", "Maya's Humidifier", "humidifier", "humidifier", params={"mode": "Sleep"}),
      one([HUM], "humidifier.set_mode", mode="Sleep"), tags=[HH])
    h("maya's room is so dry", C("turn on", None, "humidifier", "humidifier", q="all", inc=["Maya's room"]),
      every([HUM], "humidifier.turn_on"), tags=[HH, "complaint"])
    # ---- covers and locks -----------------------------------------------------------------------
    h("open the garage", C("open", "garage", "cover", "garage"), one(H.sel("cover", dc="garage"), OPEN), tags=[HH])
    h("close the myq", C("close", "myQ", "cover", "garage"), one(H.sel("cover", dc="garage"), CLOSE), tags=[HH, IN])
    h("is the garage door up", C("check", "Garage Door", "cover", "garage"), one(H.sel("cover", dc="garage"), None),
      tags=[HH, "question"])
    h("lower the living room shades", C("close", "Living Room Shades", "cover", "shade"),
      one(named("Living Room Shades"), CLOSE), tags=[HH])
    h("shades halfway in our room", C("set position", None, "cover", "shade", inc=["our room"], params={"position": 50}),
      one(named("Bedroom Shades"), "cover.set_cover_position", position=50), tags=[HH])
    h("open all the shades", C("open", None, "cover", "shade", q="all"), every(H.sel("cover", dc="shade"), OPEN), tags=[HH])
    h("lock up the august", C("lock", "August", "lock"), one(named("Front Door", domain="lock"), "lock.lock"), tags=[HH, IN])
    h("lock up the garage entry", C("lock", "Garage Entry", "lock"), one(named("Garage Entry"), "lock.lock"), tags=[HH])
    h("did anyone lock the front door", C("check", "Front Door", "lock"), one(named("Front Door", domain="lock"), None),
      tags=[HH, "question"])
    h("unlock the wyze lock", C("unlock", "Wyze Lock", "lock"), one(named("Garage Entry"), "lock.unlock"), tags=[HH, IN])
    # ---- media ----------------------------------------------------------------------------------
    h("mute the lg", C("mute", "LG", "media_player", "tv", params={"is_volume_muted": True}),
      one([LG], "media_player.volume_mute"), tags=[HH, IN])
    h("pause the tv", C("pause", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), "media_player.media_pause"),
      tags=[HH, "ambiguous"])
    h("turn off the bedroom tv", C("turn off", "Bedroom TV", "media_player", "tv"), one([BTV], "media_player.turn_off"),
      tags=[HH])
    h("put hulu on the roku", C("select source", "Roku", "media_player", "tv", params={"source": "Hulu"}),
      one([BTV], "media_player.select_source", source="Hulu"), tags=[HH, IN])
    h("netflix on the lg", C("select source", "LG", "media_player", "tv", params={"source": "Netflix"}),
      one([LG], "media_player.select_source", source="Netflix"), tags=[HH, IN])
    h("turn the lg down", C("volume down", "LG", "media_player", "tv"), one([LG], "media_player.volume_down"),
      tags=[HH, IN, "relative"])
    h("pause the apple tv", C("pause", "Apple TV", "media_player"), one([ATV], "media_player.media_pause"), tags=[HH])
    h("resume the apple tv", C("play", "Apple TV", "media_player"), one([ATV], "media_player.media_play"), tags=[HH])
    h("turn the kitchen speaker up", C("volume up", "Kitchen Speaker", "media_player", "speaker"),
      one([KSP], "media_player.volume_up"), tags=[HH, "relative"])
    h("office speaker volume 40", C("set volume", "Office Speaker", "media_player", "speaker", params={"volume_level": 0.4}),
      one([OSP], "media_player.volume_set", volume_level=0.4), tags=[HH])
    h("next song on the kitchen speaker", C("next track", "Kitchen Speaker", "media_player", "speaker"),
      one([KSP], "media_player.media_next_track"), tags=[HH])
    h("is anything playing in the office", C("check", None, "media_player", inc=["office"]), one([OSP], None),
      tags=[HH, "question"])
    h("turn up the tv", C("volume up", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), "media_player.volume_up"),
      tags=[HH, "ambiguous", "relative"])
    h("turn up the speaker", C("volume up", "speaker", "media_player", "speaker"),
      which(H.sel("media_player", dc="speaker"), "media_player.volume_up"), tags=[HH, "ambiguous", "relative"])
    # ---- the vacuum -----------------------------------------------------------------------------
    h("run robbie", C("start", "Robbie", "vacuum"), one([VAC], "vacuum.start"), tags=[HH])
    h("send the roborock home", C("return to base", "Roborock", "vacuum"), one([VAC], "vacuum.return_to_base"), tags=[HH, IN])
    h("go vacuum the kitchen", C("start", None, "vacuum", inc=["kitchen"]), one([VAC], "vacuum.start"), tags=[HH])
    h("robbie on max", C("set fan speed", "Robbie", "vacuum", params={"fan_speed": "max"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="max"), tags=[HH])
    h("pause robbie", C("pause", "Robbie", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    # ---- watering -------------------------------------------------------------------------------
    h("run the front lawn zone", C("turn on", "Front Lawn", "switch"), one(named("Front Lawn"), SW_ON), tags=[HH])
    h("water the flower beds for a bit", C("turn on", "Flower Beds", "switch"), one(named("Flower Beds"), SW_ON),
      tags=[HH, "judgement"])
    h("turn on the roof planters", C("turn on", "Roof Planters", "switch"), one(named("Roof Planters"), SW_ON), tags=[HH])
    h("stop watering the flower beds", C("turn off", "Flower Beds", "switch"), one(named("Flower Beds"), SW_OFF),
      tags=[HH, "judgement"])
    h("turn the hose on", C("open", "Hose Spigot", "valve", "water"), one([HOSE], "valve.open_valve"), tags=[HH])
    h("shut off the spigot", C("close", "Hose Spigot", "valve", "water"), one([HOSE], "valve.close_valve"), tags=[HH])
    h("open the b-hyve", C("open", "B-hyve", "valve", "water"), one([HOSE], "valve.open_valve"), tags=[HH, IN])
    # ---- routines said as news ------------------------------------------------------------------
    h("kids are in bed", C("activate", "Kids Bedtime", "scene"), one(["scene.kids_bedtime"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we're going to bed", C("run", "Goodnight", "script"), one(["script.goodnight"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("night night house", C("run", "Goodnight", "script"), one(["script.goodnight"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("heading out", C("run", "Leaving Home", "script"), one(["script.leaving_home"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we're leaving now", C("run", "Leaving Home", "script"), one(["script.leaving_home"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we're back", C("run", "Welcome Home", "script"), one(["script.welcome_home"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("honey i'm home", C("run", "Welcome Home", "script"), one(["script.welcome_home"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("let's watch a movie", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("dinner's on the table", C("activate", "Dinner", "scene"), one(["scene.dinner"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we're away on vacation next week", C("turn on", "Vacation Mode", "input_boolean"),
      one(["input_boolean.vacation_mode"], "input_boolean.turn_on"), tags=[HH, "routine", "judgement"])
    h("we're back from vacation, vacation mode off", C("turn off", "Vacation Mode", "input_boolean"),
      one(["input_boolean.vacation_mode"], "input_boolean.turn_off"), tags=[HH, "routine"])
    h("party time", C("turn on", "Party Mode", "input_boolean"), one(["input_boolean.party_mode"], "input_boolean.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("party's over", C("turn off", "Party Mode", "input_boolean"), one(["input_boolean.party_mode"], "input_boolean.turn_off"),
      tags=[HH, "routine", "judgement"])
    # ---- questions ------------------------------------------------------------------------------
    h("is the washer done", C("check", "Washer Machine State", "sensor"), one(named("Washer Machine State"), None),
      tags=[HH, "question"])
    h("when's the washer gonna be finished", C("check", "Washer Completion Time", "sensor"),
      one(named("Washer Completion Time"), None), tags=[HH, "question"])
    h("is the dryer still running", C("check", "Dryer Machine State", "sensor"), one(named("Dryer Machine State"), None),
      tags=[HH, "question"])
    h("how much solar are we making", C("check", None, "sensor", "power", inc=[]),
      one(H.sel("sensor", dc="power", kind=["envoy"]), None), tags=[HH, "question", "judgement"])
    h("how much did the panels make today", C("check", None, "sensor", "energy"),
      one(H.sel("sensor", dc="energy"), None), tags=[HH, "question", "judgement"])
    h("any water in the laundry room", C("check", None, "binary_sensor", "moisture", inc=["laundry room"]),
      one(H.sel("binary_sensor", areas=["laundry_room"], dc="moisture"), None), tags=[HH, "question"])
    h("is the roof deck door open", C("check", "Roof Deck Door", "binary_sensor", "door"),
      one(named("Roof Deck Door"), None), tags=[HH, "question"])
    h("what's the ecobee set to", C("check", "ecobee", "climate"), one([ECO], None), tags=[HH, IN, "question"])
    h("is the pool pump on", C("check", "Pool Pump", "switch"), one(named("Pool Pump"), None), tags=[HH, "question"])
    h("are the porch lights on", C("check", "Porch Light", "light"), one(named("Porch Light"), None), tags=[HH, "question"])
    h("how humid is theo's room", C("check", None, "sensor", "humidity", inc=["Theo's room"]),
      one(H.sel("sensor", areas=["theos_room"], dc="humidity"), None), tags=[HH, "question"])
    # ---- several at once ------------------------------------------------------------------------
    h("lock the front door and close the garage", [C("lock", "Front Door", "lock"), C("close", "garage", "cover", "garage")],
      [one(named("Front Door", domain="lock"), "lock.lock"), one(H.sel("cover", dc="garage"), CLOSE)], tags=[HH, "multi"])
    h("turn off the lg and the tv backlight", [C("turn off", "LG", "media_player", "tv"), C("turn off", "TV Backlight", "light")],
      [one([LG], "media_player.turn_off"), one([BACKLIGHT], OFF)], tags=[HH, "multi", IN])
    h("chandelier on and the island", [C("turn on", "Chandelier", "light"), C("turn on", "Island Pendants", "light")],
      [one(named("Chandelier"), ON), one(named("Island Pendants"), ON)], tags=[HH, "multi"])
    h("turn off the coffee maker and the kitchen cans", [C("turn off", "Coffee Maker", "switch"),
      C("turn off", "Kitchen Cans", "light")], [one([COFFEE], SW_OFF), one(named("Kitchen Cans"), OFF)], tags=[HH, "multi"])
    h("open the shades and turn off the living room lights", [C("open", None, "cover", "shade", q="all"),
      C("turn off", "Living Room Lights", "light")], [every(named("Living Room Shades"), OPEN), one(named("Living Room Lights"), OFF)],
      ctx="living_room", tags=[HH, "multi"])
    h("turn on the towel warmer and the vanity", [C("turn on", "Towel Warmer", "switch"), C("turn on", "Vanity Lights", "light")],
      [one(named("Towel Warmer"), SW_ON), one(named("Vanity Lights"), ON)], tags=[HH, "multi"])
    h("pool pump and pool light off", [C("turn off", "Pool Pump", "switch"), C("turn off", "Pool Light", "switch")],
      [one(named("Pool Pump"), SW_OFF), one(named("Pool Light"), SW_OFF)], tags=[HH, "multi"])
    h("turn off the space heater, the desk lamp and the office speaker", [C("turn off", "Space Heater", "switch"),
      C("turn off", "Desk Lamp", "light"), C("turn off", "Office Speaker", "media_player", "speaker")],
      [one([WEMO], SW_OFF), one([DESK], OFF), one([OSP], "media_player.turn_off")], tags=[HH, "multi"])
    h("shut the garage, lock the garage entry and turn off the garage lights", [C("close", "garage", "cover", "garage"),
      C("lock", "Garage Entry", "lock"), C("turn off", "Garage Lights", "light")],
      [one(H.sel("cover", dc="garage"), CLOSE), one(named("Garage Entry"), "lock.lock"), one(named("Garage Lights"), OFF)],
      tags=[HH, "multi"])
    h("pause the apple tv and turn on the floor lamp", [C("pause", "Apple TV", "media_player"), C("turn on", "Floor Lamp", "light")],
      [one([ATV], "media_player.media_pause"), one(named("Floor Lamp"), ON)], tags=[HH, "multi"])
    h("theo's light off and the projector too", [C("turn off", "Theo's Light", "light"), C("turn off", "Galaxy Projector", "light")],
      [one(named("Theo's Light"), OFF), one(named("Galaxy Projector"), OFF)], tags=[HH, "multi"])
    # ---- follow-ups -----------------------------------------------------------------------------
    h("a bit brighter", C("brighten", None, None, ref=True, params={"brightness_step_pct": 20}),
      one(named("Chandelier"), ON, brightness_step_pct=20), hist=["turn on the chandelier"], tags=[HH, "followup", "relative"])
    h("actually make it 68", C("set", None, None, ref=True, params={"temperature": 68}), one([ECO], TEMP, temperature=68),
      hist=["set the ecobee to 70"], tags=[HH, "followup"])
    h("and the entry one", C("turn on", "Entry Light", "light"), one(named("Entry Light"), ON),
      hist=["turn on the porch light"], tags=[HH, "followup"])
    h("just halfway", C("set position", None, None, ref=True, params={"position": 50}),
      one(named("Living Room Shades"), "cover.set_cover_position", position=50), hist=["open the living room shades"],
      tags=[HH, "followup"])
    h("make it purple", C("set color", None, None, ref=True, params={"color_name": "purple"}),
      one(named("Maya's Nightlight"), ON, color_name="purple"), hist=["turn on maya's nightlight"], tags=[HH, "followup"])
    # ---- things the loft lacks, beside a twin that exists ---------------------------------------
    h("turn on the lights in the basement", C("turn on", None, "light", q="all", inc=["basement"]),
      none(H.rooms("basement"), "all"), tags=[HH, "absent_room"])
    h("turn on the lights in the office", C("turn on", None, "light", q="all", inc=["office"]),
      every(H.lights("office"), ON), twin=True, tags=[HH])
    h("close the shades in the guest room", C("close", None, "cover", "shade", q="all", inc=["guest room"]),
      none(H.rooms("guest room"), "all"), tags=[HH, "absent_room"])
    h("close the shades in our room", C("close", None, "cover", "shade", q="all", inc=["our room"]),
      every(H.sel("cover", areas=["primary_bedroom"], dc="shade"), CLOSE), twin=True, tags=[HH])
    h("turn on the fan in the living room", C("turn on", "fan", "fan", inc=["living room"]),
      none(H.sel("fan", areas=["living_room"])), tags=[HH, "absent_kind"])
    h("turn on the fan in our room", C("turn on", "fan", "fan", inc=["our room"]),
      one(H.sel("fan", areas=["primary_bedroom"]), "fan.turn_on"), twin=True, tags=[HH])
    h("turn on the tv in the office", C("turn on", "TV", "media_player", "tv", inc=["office"]),
      none(H.sel("media_player", areas=["office"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the tv in the bedroom", C("turn on", "TV", "media_player", "tv", inc=["bedroom"]),
      one([BTV], "media_player.turn_on"), twin=True, tags=[HH])
    h("can you lock the back door", C("lock", "Back Door", "lock"), none(H.sel("lock", kind=["back door"])),
      tags=[HH, "absent_kind"])
    h("can you lock the front door", C("lock", "Front Door", "lock"), one(named("Front Door", domain="lock"), "lock.lock"),
      twin=True, tags=[HH])
    h("turn on the hot tub", C("turn on", "hot tub", None), none(H.sel(kind=["hot tub"])), tags=[HH, "absent_kind"])
    h("turn on the pool pump", C("turn on", "Pool Pump", "switch"), one(named("Pool Pump"), SW_ON), twin=True, tags=[HH])
    h("is the dishwasher done", C("check", "dishwasher", None), none(H.sel(kind=["dishwasher"])),
      tags=[HH, "absent_kind", "question"])
    h("is the dryer done", C("check", "Dryer Machine State", "sensor"), one(named("Dryer Machine State"), None), twin=True,
      tags=[HH, "question"])
    h("turn on the space heater in maya's room", C("turn on", "Space Heater", "switch", inc=["Maya's room"]),
      none(H.sel(areas=["mayas_room"], kind=["space heater"])), tags=[HH, "absent_kind"])
    h("turn on the space heater in the office", C("turn on", "Space Heater", "switch", inc=["office"]), one([WEMO], SW_ON),
      twin=True, tags=[HH])
    h("play some music on the speaker in the bedroom", C("play", "speaker", "media_player", "speaker", inc=["bedroom"]),
      none(H.sel("media_player", areas=["primary_bedroom"], dc="speaker")), tags=[HH, "absent_kind"])
    h("play some music on the speaker in the kitchen", C("play", "speaker", "media_player", "speaker", inc=["kitchen"]),
      one([KSP], "media_player.media_play"), twin=True, tags=[HH])
    h("open the shades in theo's room", C("open", None, "cover", "shade", q="all", inc=["Theo's room"]),
      none(H.sel("cover", areas=["theos_room"]), "all"), tags=[HH, "absent_kind"])
    h("open the shades in the living room", C("open", None, "cover", "shade", q="all", inc=["living room"]),
      every(H.sel("cover", areas=["living_room"], dc="shade"), OPEN), twin=True, tags=[HH])
    lo.lacks("make the chandelier red", C("set color", "Chandelier", "light", params={"color_name": "red"}),
             named("Chandelier"), "color", "light.turn_on", "color_name", tags=[HH])
    h("make the floor lamp red", C("set color", "Floor Lamp", "light", params={"color_name": "red"}),
      one(named("Floor Lamp"), ON, color_name="red"), twin=True, tags=[HH])
    lo.lacks("dim the porch light to 40", C("set brightness", "Porch Light", "light", params={"brightness_pct": 40}),
             named("Porch Light"), "brightness", "light.turn_on", "brightness_pct", tags=[HH])
    h("dim the vanity lights to 40", C("set brightness", "Vanity Lights", "light", params={"brightness_pct": 40}),
      one(named("Vanity Lights"), ON, brightness_pct=40), twin=True, tags=[HH])
    lo.lacks("bedroom tv volume to 25", C("set volume", "Bedroom TV", "media_player", "tv", params={"volume_level": 0.25}),
             [BTV], "volume_set", "media_player.volume_set", "volume_level", tags=[HH])
    h("lg volume to 25", C("set volume", "LG", "media_player", "tv", params={"volume_level": 0.25}),
      one([LG], "media_player.volume_set", volume_level=0.25), twin=True, tags=[HH, IN])
    lo.lacks("put the nest on away", C("set preset", "Nest", "climate", params={"preset_mode": "away"}), [NEST],
             "climate_preset", "climate.set_preset_mode", "preset_mode", value="away",
             check=lambda e: "away" in (e["attributes"].get("preset_modes") or []), tags=[HH, IN])
    h("put the ecobee on away", C("set preset", "ecobee", "climate", params={"preset_mode": "away"}),
      one([ECO], PRESET, preset_mode="away"), twin=True, tags=[HH, IN])
    lo.lacks("put the nest fan on", C("set fan mode", "Nest", "climate", params={"fan_mode": "on"}), [NEST],
             "climate_fan_mode", "climate.set_fan_mode", "fan_mode", value="on", tags=[HH, IN])
    h("put the ecobee fan on", C("set fan mode", "ecobee", "climate", params={"fan_mode": "on"}),
      one([ECO], FAN_MODE, fan_mode="on"), twin=True, tags=[HH, IN])
    lo.lacks("put the under cabinet on lullaby", C("set effect", "Under Cabinet", "light", params={"effect": "Lullaby"}),
             named("Under Cabinet"), "effect", "light.turn_on", "effect", value="Lullaby",
             check=lambda e: "Lullaby" in (e["attributes"].get("effect_list") or []), tags=[HH])
    h("put maya's nightlight on lullaby", C("set effect", "Maya's Nightlight", "light", params={"effect": "Lullaby"}),
      one(named("Maya's Nightlight"), ON, effect="Lullaby"), twin=True, tags=[HH])
    lo.lacks("put the ceiling fan on breeze", C("set preset", "Bedroom Ceiling Fan", "fan", params={"preset_mode": "breeze"}),
             named("Bedroom Ceiling Fan"), "fan_preset", "fan.set_preset_mode", "preset_mode", value="breeze", tags=[HH])
    h("put the ceiling fan on 50 percent", C("set speed", "Bedroom Ceiling Fan", "fan", params={"percentage": 50}),
      one(named("Bedroom Ceiling Fan"), "fan.set_percentage", percentage=50), twin=True, tags=[HH])
    # ---- truly ambiguous ------------------------------------------------------------------------
    h("turn on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", kind=["lamp"]), ON), tags=[HH, "ambiguous"])
    h("turn on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", areas=["primary_bedroom"], kind=["lamp"]), ON),
      ctx="primary_bedroom", tags=[HH, "ambiguous"])
    h("stop the sprinklers", C("turn off", "sprinkler", "switch"), which(H.sel("switch", kind=["rachio"]), SW_OFF),
      tags=[HH, "ambiguous", "judgement"])


def household_qcar(en: Language) -> None:
    """Round 13 (qcar): charging the car said with "start"/"begin"/"stop" before the job's gerund,
    and the car called by its brand or model, on the loft (a Tesla charge switch) and the NZ
    bungalow (a Wallbox car charger); labelled from the homes before the fix."""
    lo = en.book("loft_us_en")
    h = lo.add
    HH, IN = "household", "integration_name"
    CAR, ON, OFF = "switch.model_y_charge", "switch.turn_on", "switch.turn_off"
    h("could you start charging the car", C("turn on", "Model Y Charge", "switch"), one([CAR], ON), tags=[HH, "judgement"])
    h("begin charging the car please", C("turn on", "Model Y Charge", "switch"), one([CAR], ON), tags=[HH, "judgement"])
    h("start charging the tesla", C("turn on", "Tesla", "switch"), one([CAR], ON), tags=[HH, IN, "judgement"])
    h("please charge the model y", C("turn on", "Model Y Charge", "switch"), one([CAR], ON), tags=[HH, IN])
    h("plug in the tesla", C("turn on", "Tesla", "switch"), one([CAR], ON), tags=[HH, IN, "judgement"])
    h("stop charging the tesla", C("turn off", "Tesla", "switch"), one([CAR], OFF), tags=[HH, IN, "judgement"])
    nz = en.book("bungalow_nz_en")
    n = nz.add
    CHG = "switch.car_charger"
    n("can you start charging the car", C("turn on", "Car Charger", "switch"), one([CHG], ON), tags=[HH, "judgement"])
    n("start charging the ev", C("turn on", "Car Charger", "switch"), one([CHG], ON), tags=[HH, "judgement"])
    n("begin charging the car", C("turn on", "Car Charger", "switch"), one([CHG], ON), tags=[HH, "judgement"])
    n("stop charging the ev please", C("turn off", "Car Charger", "switch"), one([CHG], OFF), tags=[HH, "judgement"])


def household_sg(en: Language) -> None:
    """A Singapore family in a condo unit none of the earlier rounds saw (``condo_sg_en``, round
    14), written and labelled from the home before the parser ran on it: English as spoken there
    ("on the aircon", "off the fan", "can help me close the curtain", lah / leh / ah as fillers,
    "the toilet" for the bathroom, the hall for the living room, the store room that is the bomb
    shelter, the service yard), an aircon per bedroom with fan modes and no heat, ceiling fans with
    speeds, water heaters on switches, brand names (Hue, Aqara, Yeelight, Tuya, Xiaomi, Deebot,
    Tapo, LG ThinQ), questions, relative changes, follow-ups, routines said as news, things the unit
    lacks beside a twin that exists, and truly ambiguous requests.
    """
    sg = en.book("condo_sg_en")
    H, h = sg.home, sg.add
    HH, IN = "household", "integration_name"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    AC_ON, AC_OFF, HVAC, FAN_MODE = "climate.turn_on", "climate.turn_off", "climate.set_hvac_mode", "climate.set_fan_mode"
    LAC, MAC, EAC, CAC, GAC = ("climate.living_room_aircon", "climate.master_bedroom_aircon", "climate.ethans_aircon",
                               "climate.midea_ac_chloe", "climate.aircon")
    LFAN, MFAN, EFAN = "fan.living_room_fan", "fan.master_bedroom_fan", "fan.ethans_fan"
    PUR, DEH, VAC = "fan.xiaomi_smart_air_purifier_4", "humidifier.dehumidifier", "vacuum.deebot_t20_omni"
    MHEAT, CHEAT = "switch.master_toilet_heater", "switch.common_toilet_heater"
    TV, SPK, LOCK, RACK = "media_player.living_room_tv", "media_player.nest_mini", "lock.main_door", "cover.laundry_rack"
    LCUR, BCUR, BLINDS, ZIP = "cover.living_room_curtain", "cover.blackout_curtain", "cover.chloes_blinds", "cover.balcony_zip_blinds"
    PCT, FAN_ON, FAN_OFF = "fan.set_percentage", "fan.turn_on", "fan.turn_off"

    def named(*names: str, domain: str | None = None) -> list[str]:
        return H.sel(domain, names=list(names))

    # ---- aircons --------------------------------------------------------------------------------
    h("on the aircon", C("turn on", "aircon", "climate"), one([MAC], AC_ON), ctx="master_bedroom", tags=[HH])
    h("off the aircon lah", C("turn off", "aircon", "climate"), one([EAC], AC_OFF), ctx="ethans_room", tags=[HH])
    h("can help me on the aircon in the hall", C("turn on", "aircon", "climate", inc=["hall"]), one([LAC], AC_ON), tags=[HH])
    h("aircon 24 degrees", C("set", "aircon", "climate", params={"temperature": 24}), one([MAC], TEMP, temperature=24),
      ctx="master_bedroom", tags=[HH])
    h("set the living room aircon to 23", C("set", "Living Room Aircon", "climate", params={"temperature": 23}),
      one([LAC], TEMP, temperature=23), tags=[HH])
    h("master bedroom aircon 25 degree can", C("set", "Master Bedroom Aircon", "climate", params={"temperature": 25}),
      one([MAC], TEMP, temperature=25), tags=[HH])
    h("on ethan's aircon", C("turn on", "Ethan's Aircon", "climate"), one([EAC], AC_ON), tags=[HH])
    h("off the aircon in chloe's room", C("turn off", "aircon", "climate", inc=["Chloe's room"]), one([CAC], AC_OFF),
      tags=[HH])
    h("turn on the midea", C("turn on", "Midea", "climate"), one([CAC], AC_ON), tags=[HH, IN])
    h("on the aircon in ah ma's room", C("turn on", "aircon", "climate", inc=["Ah Ma's room"]), one([GAC], AC_ON), tags=[HH])
    h("ah ma's room aircon 26", C("set", "aircon", "climate", inc=["Ah Ma's room"], params={"temperature": 26}),
      one([GAC], TEMP, temperature=26), tags=[HH])
    h("common room aircon off", C("turn off", "aircon", "climate", inc=["common room"]), one([GAC], AC_OFF), tags=[HH])
    h("put the aircon on dry mode", C("set mode", "aircon", "climate", params={"hvac_mode": "dry"}),
      one([LAC], HVAC, hvac_mode="dry"), ctx="living_room", tags=[HH])
    h("living room aircon fan only", C("set mode", "Living Room Aircon", "climate", params={"hvac_mode": "fan_only"}),
      one([LAC], HVAC, hvac_mode="fan_only"), tags=[HH])
    h("aircon fan speed high", C("set fan mode", "aircon", "climate", params={"fan_mode": "high"}),
      one([MAC], FAN_MODE, fan_mode="high"), ctx="master_bedroom", tags=[HH])
    h("master bedroom aircon quiet mode", C("set fan mode", "Master Bedroom Aircon", "climate", params={"fan_mode": "quiet"}),
      one([MAC], FAN_MODE, fan_mode="quiet"), tags=[HH, "judgement"])
    h("put chloe's aircon on silent", C("set fan mode", "aircon", "climate", inc=["Chloe's room"], params={"fan_mode": "silent"}),
      one([CAC], FAN_MODE, fan_mode="silent"), tags=[HH])
    h("the midea fan turbo", C("set fan mode", "Midea", "climate", params={"fan_mode": "turbo"}),
      one([CAC], FAN_MODE, fan_mode="turbo"), tags=[HH, IN])
    h("aircon colder a bit", C("decrease temperature", "aircon", "climate"), one([LAC], TEMP), ctx="living_room",
      tags=[HH, "relative"])
    h("make ethan's aircon warmer", C("increase temperature", "Ethan's Aircon", "climate"), one([EAC], TEMP),
      tags=[HH, "relative"])
    h("so hot sia", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every(H.sel("climate", areas=["master_bedroom"], can=hvac("cool")), HVAC, hvac_mode="cool"), ctx="master_bedroom",
      tags=[HH, "complaint"])
    h("the hall very stuffy leh", C("cool", None, "climate", q="all", inc=["hall"], params={"hvac_mode": "cool"}),
      every([LAC], HVAC, hvac_mode="cool"), tags=[HH, "complaint", "judgement"])
    h("off all the aircon", C("turn off", "aircon", "climate", q="all"), every(H.sel("climate"), AC_OFF), tags=[HH])
    h("on all the aircons in the bedrooms", C("turn on", "aircon", "climate", q="all", inc=["bedroom"]),
      every(H.sel("climate", areas=H.rooms("bedroom")), AC_ON), tags=[HH, "generic_room", "judgement"])
    h("what temperature is the aircon set at", C("check", "aircon", "climate"), one([CAC], None), ctx="chloes_room",
      tags=[HH, "question"])
    h("is the aircon in the hall on", C("check", "aircon", "climate", inc=["hall"]), one([LAC], None), tags=[HH, "question"])
    # ---- fans and air -----------------------------------------------------------------------------
    h("on the fan", C("turn on", "fan", "fan"), one([LFAN], FAN_ON), ctx="living_room", tags=[HH])
    h("off the fan please", C("turn off", "fan", "fan"), one([EFAN], FAN_OFF), ctx="ethans_room", tags=[HH])
    h("fan faster", C("increase speed", "fan", "fan"), one([MFAN], "fan.increase_speed"), ctx="master_bedroom",
      tags=[HH, "relative"])
    h("slow down the fan a bit", C("decrease speed", "fan", "fan"), one([LFAN], "fan.decrease_speed"), ctx="living_room",
      tags=[HH, "relative"])
    h("living room fan max", C("set speed", "Living Room Fan", "fan", params={"percentage": 100}),
      one([LFAN], PCT, percentage=100), tags=[HH])
    h("set ethan's fan to 50 percent", C("set speed", "Ethan's Fan", "fan", params={"percentage": 50}),
      one([EFAN], PCT, percentage=50), tags=[HH])
    h("on the ceiling fan in the master bedroom", C("turn on", "ceiling fan", "fan", inc=["master bedroom"]),
      one([MFAN], FAN_ON), tags=[HH])
    h("the kdk fan off", C("turn off", "KDK", "fan"), one([LFAN], FAN_OFF), tags=[HH, IN])
    h("on the air purifier", C("turn on", "air purifier", "fan"), one([PUR], FAN_ON), tags=[HH])
    h("purifier sleep mode", C("set preset", "purifier", "fan", params={"preset_mode": "Sleep"}),
      one([PUR], "fan.set_preset_mode", preset_mode="Sleep"), tags=[HH])
    h("put the xiaomi purifier on auto", C("set preset", "Xiaomi Purifier", "fan", params={"preset_mode": "Auto"}),
      one([PUR], "fan.set_preset_mode", preset_mode="Auto"), tags=[HH, IN])
    h("off the purifier", C("turn off", "purifier", "fan"), one([PUR], FAN_OFF), tags=[HH])
    h("on the dehumidifier in the store room", C("turn on", "dehumidifier", "humidifier", "dehumidifier", inc=["store room"]),
      one([DEH], "humidifier.turn_on"), tags=[HH])
    h("dehumidifier dry clothes mode", C("set mode", "Dehumidifier", "humidifier", "dehumidifier", params={"mode": "Dry Clothes"}),
      one([DEH], "humidifier.set_mode", mode="Dry Clothes"), tags=[HH])
    h("set the dehumidifier to 55 percent", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier",
      params={"humidity": 55}), one([DEH], "humidifier.set_humidity", humidity=55), tags=[HH])
    h("the bomb shelter very damp", C("turn on", None, "humidifier", "dehumidifier", q="all", inc=["bomb shelter"]),
      every([DEH], "humidifier.turn_on"), tags=[HH, "complaint", "judgement"])
    h("off the dehumidifier", C("turn off", "Dehumidifier", "humidifier", "dehumidifier"), one([DEH], "humidifier.turn_off"),
      tags=[HH])
    # ---- lights -----------------------------------------------------------------------------------
    h("on the light", C("turn on", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen", tags=[HH])
    h("off the lights lah", C("turn off", None, "light", q="all"), every(H.lights("chloes_room"), OFF), ctx="chloes_room",
      tags=[HH])
    h("on the hall lights", C("turn on", None, "light", q="all", inc=["hall"]), every(H.lights("living_room"), ON), tags=[HH])
    h("off the downlights", C("turn off", "Living Room Downlights", "light"), one(named("Living Room Downlights"), OFF),
      tags=[HH])
    h("on the hue go", C("turn on", "Hue Go", "light"), one(named("Hue Go"), ON), tags=[HH, IN])
    h("hue go candle effect", C("set effect", "Hue Go", "light", params={"effect": "candle"}),
      one(named("Hue Go"), ON, effect="candle"), tags=[HH, IN])
    h("dining light dim to 30 percent", C("set brightness", "Dining Pendant", "light", params={"brightness_pct": 30}),
      one(named("Dining Pendant"), ON, brightness_pct=30), tags=[HH])
    h("on the pendant light", C("turn on", "Dining Pendant", "light"), one(named("Dining Pendant"), ON), tags=[HH])
    h("kitchen light on", C("turn on", "Kitchen Light", "light"), one(named("Kitchen Light"), ON), tags=[HH])
    h("cabinet strip purple", C("set color", "Cabinet Strip", "light", params={"color_name": "purple"}),
      one(named("Cabinet Strip"), ON, color_name="purple"), tags=[HH])
    h("on the yeelight", C("turn on", "Yeelight", "light"), which(H.sel("light", kind=["yeelight"]), ON),
      tags=[HH, IN, "ambiguous"])
    h("yeelight ceiling light warm white", C("set color temp", "Yeelight Ceiling Light", "light",
      params={"color_temp_kelvin": 2700}), one(named("Yeelight Ceiling Light"), ON, color_temp_kelvin=2700), tags=[HH, IN])
    h("bedside lamp dimmer", C("dim", "Bedside Lamp", "light"), one(named("Bedside Lamp"), ON), tags=[HH, "relative"])
    h("make the bedside lamp brighter a bit", C("brighten", "Bedside Lamp", "light", params={"brightness_step_pct": 20}),
      one(named("Bedside Lamp"), ON, brightness_step_pct=20), tags=[HH, "relative"])
    h("on ethan's room light", C("turn on", "Ethan's Room Light", "light"), one(named("Ethan's Room Light"), ON), tags=[HH])
    h("ethan's light 50 percent", C("set brightness", "Ethan's Room Light", "light", params={"brightness_pct": 50}),
      one(named("Ethan's Room Light"), ON, brightness_pct=50), tags=[HH])
    h("on chloe's night light", C("turn on", "Chloe's Night Light", "light"), one(named("Chloe's Night Light"), ON), tags=[HH])
    h("night light rainbow", C("set effect", "Chloe's Night Light", "light", params={"effect": "Rainbow"}),
      one(named("Chloe's Night Light"), ON, effect="Rainbow"), tags=[HH])
    h("chloe's night light pink colour", C("set color", "Chloe's Night Light", "light", params={"color_name": "pink"}),
      one(named("Chloe's Night Light"), ON, color_name="pink"), tags=[HH, "british"])
    h("off the light in ah ma's room", C("turn off", None, "light", q="all", inc=["Ah Ma's room"]),
      every(H.lights("common_room"), OFF), tags=[HH])
    h("toilet light on", C("turn on", None, "light", q="all"), every(H.lights("master_toilet"), ON), ctx="master_toilet",
      tags=[HH, "judgement"])
    h("on the common toilet light", C("turn on", "Common Toilet Light", "light"), one(named("Common Toilet Light"), ON),
      tags=[HH])
    h("yard light off", C("turn off", "Yard Light", "light"), one(named("Yard Light"), OFF), tags=[HH])
    h("on the light in the service yard", C("turn on", None, "light", q="all", inc=["service yard"]),
      every(H.lights("service_yard"), ON), tags=[HH])
    h("store room light on", C("turn on", "Store Room Light", "light"), one(named("Store Room Light"), ON), tags=[HH])
    h("on the light in the bomb shelter", C("turn on", None, "light", q="all", inc=["bomb shelter"]),
      every(H.lights("bomb_shelter"), ON), tags=[HH])
    h("foyer light off", C("turn off", "Foyer Light", "light"), one(named("Foyer Light"), OFF), tags=[HH])
    h("balcony light blue", C("set color", "Balcony Light", "light", params={"color_name": "blue"}),
      one(named("Balcony Light"), ON, color_name="blue"), tags=[HH])
    h("off all the lights in the house", C("turn off", None, "light", q="all", inc=["*"]), every(H.sel("light"), OFF),
      tags=[HH])
    h("off all the lights except the master bedroom", C("turn off", None, "light", q="except", exc=["master bedroom"]),
      every(H.pick("light", not_areas=["master_bedroom"]), OFF, q="except"), tags=[HH])
    h("so dark leh", C("turn on", None, "light", q="all"), every(H.lights("dining"), ON), ctx="dining",
      tags=[HH, "complaint"])
    # ---- water heaters, plugs ---------------------------------------------------------------------
    h("on the heater", C("turn on", "Heater", "switch"), one([MHEAT], SW_ON), ctx="master_toilet", tags=[HH])
    h("on the water heater for the common toilet", C("turn on", "Heater", "switch", inc=["common toilet"]),
      one([CHEAT], SW_ON), tags=[HH])
    h("off the master toilet heater", C("turn off", "Master Toilet Heater", "switch"), one([MHEAT], SW_OFF), tags=[HH])
    h("i want to bathe, on the heater", C("turn on", "Heater", "switch"), one([CHEAT], SW_ON), ctx="common_toilet",
      tags=[HH])
    h("common toilet heater off already", C("turn off", "Common Toilet Heater", "switch"), one([CHEAT], SW_OFF), tags=[HH])
    h("on the kettle", C("turn on", "Kettle", "switch"), one(["switch.tapo_p100"], SW_ON), tags=[HH])
    h("tapo plug off", C("turn off", "Tapo", "switch"), one(["switch.tapo_p100"], SW_OFF), tags=[HH, IN])
    h("start the rice cooker", C("turn on", "Rice Cooker", "switch"), one(["switch.rice_cooker"], SW_ON), tags=[HH])
    h("on the mosquito trap at the balcony", C("turn on", "Mosquito Trap", "switch", inc=["balcony"]),
      one(["switch.mosquito_trap"], SW_ON), tags=[HH])
    h("off the fish tank light", C("turn off", "Fish Tank", "switch"), one(["switch.fish_tank"], SW_OFF), tags=[HH, "judgement"])
    # ---- laundry ----------------------------------------------------------------------------------
    h("is the washing machine done", C("check", "Washer Current status", "sensor"),
      one(["sensor.washer_current_status"], None), tags=[HH, "question"])
    h("how long more for the washer", C("check", "Washer Remaining time", "sensor"),
      one(["sensor.washer_remaining_time"], None), tags=[HH, "question"])
    h("dryer finish already or not", C("check", "Dryer Current status", "sensor"),
      one(["sensor.dryer_current_status"], None), tags=[HH, "question"])
    h("how many minutes left on the dryer", C("check", "Dryer Remaining time", "sensor"),
      one(["sensor.dryer_remaining_time"], None), tags=[HH, "question"])
    h("lower the laundry rack", C("close", "Laundry Rack", "cover"), one([RACK], CLOSE), tags=[HH, "judgement"])
    h("raise the laundry rack up", C("open", "Laundry Rack", "cover"), one([RACK], OPEN), tags=[HH, "judgement"])
    h("any water leaking at the washer", C("check", "Washer Leak", "binary_sensor", "moisture"),
      one(["binary_sensor.washer_leak"], None), tags=[HH, "question"])
    # ---- the vacuum -------------------------------------------------------------------------------
    h("start the deebot", C("start", "Deebot", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, IN])
    h("ask the robot to vacuum the hall", C("start", "robot", "vacuum", inc=["hall"]), one([VAC], "vacuum.start"), tags=[HH])
    h("send the deebot back to charge", C("return to base", "Deebot", "vacuum"), one([VAC], "vacuum.return_to_base"),
      tags=[HH, IN])
    h("pause the robot vacuum", C("pause", "robot vacuum", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    h("deebot suction max", C("set fan speed", "Deebot", "vacuum", params={"fan_speed": "max"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="max"), tags=[HH, IN])
    h("vacuum quietly, ah ma sleeping", C("set fan speed", "vacuum", "vacuum", params={"fan_speed": "quiet"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="quiet"), tags=[HH, "judgement"])
    # ---- door, curtains, blinds -------------------------------------------------------------------
    h("unlock the main door", C("unlock", "Main Door", "lock"), one([LOCK], "lock.unlock"), tags=[HH])
    h("lock the door", C("lock", "door", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("is the main door locked", C("check", "Main Door", "lock"), one([LOCK], None), tags=[HH, "question"])
    h("open the samsung lock", C("unlock", "Samsung", "lock"), one([LOCK], "lock.unlock"), tags=[HH, IN])
    h("can help me close the curtain", C("close", "curtain", "cover", "curtain"), one([LCUR], CLOSE), ctx="living_room",
      tags=[HH])
    h("open the curtain in the master bedroom", C("open", "curtain", "cover", "curtain", inc=["master bedroom"]),
      one([BCUR], OPEN), tags=[HH])
    h("close the blackout", C("close", "Blackout Curtain", "cover", "curtain"), one([BCUR], CLOSE), tags=[HH])
    h("living room curtain half", C("set position", "Living Room Curtain", "cover", "curtain", params={"position": 50}),
      one([LCUR], "cover.set_cover_position", position=50), tags=[HH])
    h("close chloe's blinds", C("close", "Chloe's Blinds", "cover", "blind"), one([BLINDS], CLOSE), tags=[HH])
    h("let down the zip blinds, raining already", C("close", "Balcony Zip Blinds", "cover", "blind"), one([ZIP], CLOSE),
      tags=[HH, "judgement"])
    h("pull up the balcony blinds", C("open", "Balcony Zip Blinds", "cover", "blind"), one([ZIP], OPEN), tags=[HH])
    h("open all the curtains", C("open", None, "cover", "curtain", q="all"), every(H.sel("cover", dc="curtain"), OPEN),
      tags=[HH])
    # ---- media ------------------------------------------------------------------------------------
    h("on the tv", C("turn on", "TV", "media_player", "tv"), one([TV], "media_player.turn_on"), tags=[HH])
    h("tv volume softer a bit", C("volume down", "TV", "media_player", "tv"), one([TV], "media_player.volume_down"),
      tags=[HH, "relative"])
    h("put mewatch on the tv", C("select source", "TV", "media_player", "tv", params={"source": "meWATCH"}),
      one([TV], "media_player.select_source", source="meWATCH"), tags=[HH])
    h("change to hdmi 2", C("select source", "TV", "media_player", "tv", params={"source": "HDMI 2"}),
      one([TV], "media_player.select_source", source="HDMI 2"), ctx="living_room", tags=[HH])
    h("mute the tv", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], "media_player.volume_mute"), tags=[HH])
    h("samsung tv off", C("turn off", "Samsung TV", "media_player", "tv"), one([TV], "media_player.turn_off"), tags=[HH, IN])
    h("nest mini volume 30", C("set volume", "Nest Mini", "media_player", "speaker", params={"volume_level": 0.3}),
      one([SPK], "media_player.volume_set", volume_level=0.3), tags=[HH])
    h("play music on the speaker in the kitchen", C("play", "speaker", "media_player", "speaker", inc=["kitchen"]),
      one([SPK], "media_player.media_play"), tags=[HH])
    h("stop the music", C("pause", None, "media_player"), one([SPK], "media_player.media_pause"), ctx="kitchen",
      tags=[HH, "judgement"])
    h("louder a bit the nest mini", C("volume up", "Nest Mini", "media_player", "speaker"),
      one([SPK], "media_player.volume_up"), tags=[HH, "relative"])
    # ---- routines said as news --------------------------------------------------------------------
    h("makan time", C("activate", "Makan Time", "scene"), one(["scene.makan_time"], "scene.turn_on"), tags=[HH, "routine"])
    h("dinner ready already, come and eat", C("activate", "Makan Time", "scene"), one(["scene.makan_time"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("we going out already", C("run", "Going Out", "script"), one(["script.going_out"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("time to sleep liao", C("run", "Sleeping Time", "script"), one(["script.sleeping_time"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("movie time", C("activate", "Movie Time", "scene"), one(["scene.movie_time"], "scene.turn_on"), tags=[HH, "routine"])
    h("run the going out script", C("run", "Going Out", "script"), one(["script.going_out"], "script.turn_on"),
      tags=[HH, "routine"])
    # ---- questions --------------------------------------------------------------------------------
    h("how hot is the living room now", C("check", None, "sensor", "temperature", inc=["living room"]),
      one(["sensor.living_room_temperature"], None), tags=[HH, "question"])
    h("what's the temperature in the master bedroom", C("check", None, "sensor", "temperature", inc=["master bedroom"]),
      one(["sensor.aqara_th_sensor_t1_temperature"], None), tags=[HH, "question"])
    h("how humid is the hall", C("check", None, "sensor", "humidity", inc=["hall"]),
      one(["sensor.living_room_humidity"], None), tags=[HH, "question"])
    h("store room humidity how much", C("check", "Store Room Humidity", "sensor", "humidity"),
      one(["sensor.store_room_humidity"], None), tags=[HH, "question"])
    h("how's the air quality", C("check", None, "sensor", "pm25"), one(["sensor.xiaomi_smart_air_purifier_4_pm2_5"], None),
      tags=[HH, "question", "judgement"])
    h("what's the pm2.5 now", C("check", None, "sensor", "pm25"), one(["sensor.xiaomi_smart_air_purifier_4_pm2_5"], None),
      tags=[HH, "question"])
    h("is the main door open", C("check", "Main Door Contact", "binary_sensor", "door"),
      one(["binary_sensor.main_door_contact"], None), tags=[HH, "question", "judgement"])
    h("kitchen window closed or not", C("check", "Kitchen Window", "binary_sensor", "window"),
      one(["binary_sensor.kitchen_window"], None), tags=[HH, "question"])
    h("is the water heater on", C("check", "Heater", "switch"), one([MHEAT], None), ctx="master_toilet",
      tags=[HH, "question"])
    h("where's the deebot", C("check", "Deebot", "vacuum"), one([VAC], None), tags=[HH, "question", IN])
    h("which lights are still on", C("check", None, "light", q="all"), every(H.sel("light"), None), tags=[HH, "question"])
    # ---- several at once --------------------------------------------------------------------------
    h("off the aircon and on the fan", [C("turn off", "aircon", "climate"), C("turn on", "fan", "fan")],
      [one([MAC], AC_OFF), one([MFAN], FAN_ON)], ctx="master_bedroom", tags=[HH, "multi"])
    h("on the aircon and close the curtain", [C("turn on", "aircon", "climate"), C("close", "curtain", "cover", "curtain")],
      [one([LAC], AC_ON), one([LCUR], CLOSE)], ctx="living_room", tags=[HH, "multi"])
    h("off the tv and the hue go", [C("turn off", "TV", "media_player", "tv"), C("turn off", "Hue Go", "light")],
      [one([TV], "media_player.turn_off"), one(named("Hue Go"), OFF)], tags=[HH, "multi"])
    h("lock the main door and off the foyer light", [C("lock", "Main Door", "lock"), C("turn off", "Foyer Light", "light")],
      [one([LOCK], "lock.lock"), one(named("Foyer Light"), OFF)], tags=[HH, "multi"])
    h("on the kettle and the rice cooker", [C("turn on", "Kettle", "switch"), C("turn on", "Rice Cooker", "switch")],
      [one(["switch.tapo_p100"], SW_ON), one(["switch.rice_cooker"], SW_ON)], tags=[HH, "multi"])
    h("off the kitchen light, yard light and store room light", [C("turn off", "Kitchen Light", "light"),
      C("turn off", "Yard Light", "light"), C("turn off", "Store Room Light", "light")],
      [one(named("Kitchen Light"), OFF), one(named("Yard Light"), OFF), one(named("Store Room Light"), OFF)],
      tags=[HH, "multi"])
    h("ethan's aircon 25 and his fan off", [C("set", "Ethan's Aircon", "climate", params={"temperature": 25}),
      C("turn off", "Ethan's Fan", "fan")], [one([EAC], TEMP, temperature=25), one([EFAN], FAN_OFF)], tags=[HH, "multi"])
    h("close the blackout curtain and on the bedside lamp", [C("close", "Blackout Curtain", "cover", "curtain"),
      C("turn on", "Bedside Lamp", "light")], [one([BCUR], CLOSE), one(named("Bedside Lamp"), ON)], tags=[HH, "multi"])
    # ---- follow-ups -------------------------------------------------------------------------------
    h("make it 22", C("set", None, None, ref=True, params={"temperature": 22}), one([LAC], TEMP, temperature=22),
      hist=["on the living room aircon"], tags=[HH, "followup"])
    h("warmer a bit", C("increase temperature", None, None, ref=True), one([MAC], TEMP),
      hist=["set the master bedroom aircon to 23"], tags=[HH, "followup", "relative"])
    h("faster", C("increase speed", None, None, ref=True), one([LFAN], "fan.increase_speed"),
      hist=["on the living room fan"], tags=[HH, "followup", "relative"])
    h("and the dryer", C("check", "Dryer Current status", "sensor"), one(["sensor.dryer_current_status"], None),
      hist=["is the washing machine done"], tags=[HH, "followup", "question"])
    h("off it", C("turn off", None, None, ref=True), one([TV], "media_player.turn_off"), hist=["mute the tv"],
      tags=[HH, "followup"])
    h("the blue one", C("set color", None, None, ref=True, params={"color_name": "blue"}),
      one(named("Cabinet Strip"), ON, color_name="blue"), hist=["on the cabinet strip"], tags=[HH, "followup", "judgement"])
    # ---- things the unit lacks, beside a twin that exists -----------------------------------------
    h("on the aircon in the kitchen", C("turn on", "aircon", "climate", inc=["kitchen"]),
      none(H.sel("climate", areas=["kitchen"])), tags=[HH, "absent_kind"])
    h("on the aircon in the master bedroom", C("turn on", "aircon", "climate", inc=["master bedroom"]), one([MAC], AC_ON),
      twin=True, tags=[HH])
    h("on the fan in chloe's room", C("turn on", "fan", "fan", inc=["Chloe's room"]),
      none(H.sel("fan", areas=["chloes_room"], kind=["fan"])), tags=[HH, "absent_kind"])
    h("on the fan in ethan's room", C("turn on", "fan", "fan", inc=["Ethan's room"]), one([EFAN], FAN_ON), twin=True,
      tags=[HH])
    h("on the lights in the study room", C("turn on", None, "light", q="all", inc=["study room"]),
      none(H.rooms("study room"), "all"), tags=[HH, "absent_room"])
    h("on the lights in the common room", C("turn on", None, "light", q="all", inc=["common room"]),
      every(H.lights("common_room"), ON), twin=True, tags=[HH])
    h("on the heater in the kitchen", C("turn on", "Heater", "switch", inc=["kitchen"]),
      none(H.sel(areas=["kitchen"], kind=["heater"])), tags=[HH, "absent_kind"])
    h("on the heater in the master toilet", C("turn on", "Heater", "switch", inc=["master toilet"]), one([MHEAT], SW_ON),
      twin=True, tags=[HH])
    h("is the dishwasher done", C("check", "dishwasher", None), none(H.sel(kind=["dishwasher"])),
      tags=[HH, "absent_kind", "question"])
    h("is the dryer done", C("check", "Dryer Current status", "sensor"), one(["sensor.dryer_current_status"], None), twin=True,
      tags=[HH, "question"])
    h("open the gate", C("open", "gate", "cover", "gate"), none(H.sel("cover", dc="gate")), tags=[HH, "absent_kind"])
    h("open the curtain", C("open", "curtain", "cover", "curtain"), one([BCUR], OPEN), ctx="master_bedroom", twin=True,
      tags=[HH])
    h("on the tv in the master bedroom", C("turn on", "TV", "media_player", "tv", inc=["master bedroom"]),
      none(H.sel("media_player", areas=["master_bedroom"], dc="tv")), tags=[HH, "absent_kind"])
    h("on the tv in the living room", C("turn on", "TV", "media_player", "tv", inc=["living room"]),
      one([TV], "media_player.turn_on"), twin=True, tags=[HH])
    h("on the air purifier in ethan's room", C("turn on", "air purifier", "fan", inc=["Ethan's room"]),
      none(H.sel("fan", areas=["ethans_room"], kind=["purifier"])), tags=[HH, "absent_kind"])
    h("on the air purifier in the hall", C("turn on", "air purifier", "fan", inc=["hall"]), one([PUR], FAN_ON), twin=True,
      tags=[HH])
    h("close the curtains in the common room", C("close", None, "cover", "curtain", q="all", inc=["common room"]),
      none(H.sel("cover", areas=["common_room"]), "all"), tags=[HH, "absent_kind"])
    h("close the curtains in the living room", C("close", None, "cover", "curtain", q="all", inc=["living room"]),
      every([LCUR], CLOSE), twin=True, tags=[HH])
    h("on the aircon in the balcony", C("turn on", "aircon", "climate", inc=["balcony"]),
      none(H.sel("climate", areas=["balcony"])), tags=[HH, "absent_kind"])
    h("on the light in the balcony", C("turn on", None, "light", q="all", inc=["balcony"]), every(H.lights("balcony"), ON),
      twin=True, tags=[HH])
    h("on the light in the helper's room", C("turn on", None, "light", q="all", inc=["helper's room"]),
      none(H.rooms("helper's room"), "all"), tags=[HH, "absent_room"])
    h("on the light in chloe's room", C("turn on", None, "light", q="all", inc=["Chloe's room"]),
      every(H.lights("chloes_room"), ON), twin=True, tags=[HH])
    sg.lacks("set the aircon to heat mode", C("set mode", "aircon", "climate", params={"hvac_mode": "heat"}), [LAC],
             "climate_hvac_mode", HVAC, "hvac_mode", value="heat", check=hvac("heat"), ctx="living_room", tags=[HH])
    h("set the aircon to cool mode", C("set mode", "aircon", "climate", params={"hvac_mode": "cool"}),
      one([LAC], HVAC, hvac_mode="cool"), ctx="living_room", twin=True, tags=[HH])
    sg.lacks("make the kitchen light blue", C("set color", "Kitchen Light", "light", params={"color_name": "blue"}),
             named("Kitchen Light"), "color", "light.turn_on", "color_name", tags=[HH])
    h("make the cabinet strip blue", C("set color", "Cabinet Strip", "light", params={"color_name": "blue"}),
      one(named("Cabinet Strip"), ON, color_name="blue"), twin=True, tags=[HH])
    sg.lacks("dim the foyer light to 40", C("set brightness", "Foyer Light", "light", params={"brightness_pct": 40}),
             named("Foyer Light"), "brightness", "light.turn_on", "brightness_pct", tags=[HH])
    h("dim the dining pendant to 40", C("set brightness", "Dining Pendant", "light", params={"brightness_pct": 40}),
      one(named("Dining Pendant"), ON, brightness_pct=40), twin=True, tags=[HH])
    sg.lacks("on the swing for ethan's aircon", C("set swing", "Ethan's Aircon", "climate", params={"swing_mode": "vertical"}),
             [EAC], "swing", "climate.set_swing_mode", "swing_mode", tags=[HH])
    h("on the swing for the living room aircon", C("set swing", "Living Room Aircon", "climate",
      params={"swing_mode": "vertical"}), one([LAC], "climate.set_swing_mode", swing_mode="vertical"), twin=True, tags=[HH])
    sg.lacks("balcony blinds half way", C("set position", "Balcony Zip Blinds", "cover", "blind", params={"position": 50}),
             [ZIP], "position", "cover.set_cover_position", "position", tags=[HH])
    h("chloe's blinds half way", C("set position", "Chloe's Blinds", "cover", "blind", params={"position": 50}),
      one([BLINDS], "cover.set_cover_position", position=50), twin=True, tags=[HH])
    sg.lacks("ah ma's aircon fan quiet", C("set fan mode", "aircon", "climate", inc=["Ah Ma's room"],
             params={"fan_mode": "quiet"}), [GAC], "climate_fan_mode", FAN_MODE, "fan_mode", value="quiet",
             check=lambda e: "quiet" in (e["attributes"].get("fan_modes") or []), tags=[HH])
    h("ah ma's aircon fan low", C("set fan mode", "aircon", "climate", inc=["Ah Ma's room"], params={"fan_mode": "low"}),
      one([GAC], FAN_MODE, fan_mode="low"), twin=True, tags=[HH])
    # ---- truly ambiguous --------------------------------------------------------------------------
    h("on the aircon", C("turn on", "Aircon", "climate"), one([GAC], AC_ON), tags=[HH, "judgement"])
    h("off the fan", C("turn off", "fan", "fan"), which(H.sel("fan", kind=["fan"]), FAN_OFF), tags=[HH, "ambiguous"])
    h("on the water heater", C("turn on", "Heater", "switch"), which([MHEAT, CHEAT], SW_ON), tags=[HH, "ambiguous"])
    h("close the curtain", C("close", "curtain", "cover", "curtain"), which(H.sel("cover", dc="curtain"), CLOSE),
      tags=[HH, "ambiguous"])
    h("toilet light off", C("turn off", "light", "light", inc=["toilet"]),
      which(H.sel("light", areas=H.rooms("toilet")), OFF), tags=[HH, "ambiguous", "generic_room", "judgement"])
def household_loft2(en: Language) -> None:
    """Round 14 (hloft): a second household batch on the loft and on two homes the fixes are not
    tuned against (the Texas ranch, the Canadian house), written and labelled from the homes
    before the parser ran: two names sharing one kind word said once at the end, a second clause
    naming a thing of another kind, devices called by brand, model or part of their name (in
    commands and questions), routines said as news or for other people, solar and battery
    questions, watering a named zone, the hose, fan presets, a TV said as "the tv in <room>", and a
    room the home lacks inside a list of rooms."""
    HH, IN, M, RT, Q = "household", "integration_name", "multi", "routine", "question"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    lo = en.book("loft_us_en")
    H, h = lo.home, lo.add

    def n(*names: str, domain: str | None = None) -> list[str]:
        return H.sel(domain, names=list(names))

    h("put the island and under cabinet lights on", [C("turn on", "Island Pendants", "light"),
      C("turn on", "Under Cabinet", "light")], [one(n("Island Pendants"), ON), one(n("Under Cabinet"), ON)], tags=[HH, M])
    h("jess and marcus's lamps off", [C("turn off", "Jess's Lamp", "light"), C("turn off", "Marcus's Lamp", "light")],
      [one(n("Jess's Lamp"), OFF), one(n("Marcus's Lamp"), OFF)], tags=[HH, M])
    h("turn the vanity and hall bath lights on", [C("turn on", "Vanity Lights", "light"), C("turn on", "Hall Bath Light", "light")],
      [one(n("Vanity Lights"), ON), one(n("Hall Bath Light"), ON)], tags=[HH, M])
    h("turn off the pool pump and the deck lights", [C("turn off", "Pool Pump", "switch"),
      C("turn off", None, "light", q="all", inc=["deck"])],
      [one(n("Pool Pump"), SW_OFF), every(H.lights("roof_deck"), OFF)], tags=[HH, M])
    h("switch on the fish tank and the floor lamp", [C("turn on", "Fish Tank", "switch"), C("turn on", "Floor Lamp", "light")],
      [one(n("Fish Tank"), SW_ON), one(n("Floor Lamp"), ON)], tags=[HH, M])
    h("lock the garage entry and open the shades in the living room", [C("lock", "Garage Entry", "lock"),
      C("open", None, "cover", "shade", q="all", inc=["living room"])],
      [one(n("Garage Entry"), "lock.lock"), every(n("Living Room Shades"), OPEN)], tags=[HH, M])
    h("is the august locked", C("check", "August", "lock"), one(["lock.front_door"], None), tags=[HH, IN, Q])
    h("is the myq closed", C("check", "myQ", "cover", "garage"), one(["cover.garage_door"], None), tags=[HH, IN, Q])
    h("what temperature is the nest on", C("check", "Nest", "climate"), one(["climate.bedrooms"], None), tags=[HH, IN, Q])
    h("turn down the roku", C("volume down", "Roku", "media_player", "tv"), one(["media_player.bedroom_tv"],
      "media_player.volume_down"), tags=[HH, IN])
    h("pause the lg", C("pause", "LG", "media_player", "tv"), one(["media_player.lg_webos_tv_oled65c3pua"],
      "media_player.media_pause"), tags=[HH, IN])
    h("how much power are the solar panels making right now", C("check", "Current power production", "sensor", "power"),
      one(["sensor.envoy_122302045123_current_power_production"], None), tags=[HH, Q, "judgement"])
    h("how much energy has the solar made today", C("check", "Energy production today", "sensor", "energy"),
      one(["sensor.envoy_122302045123_energy_production_today"], None), tags=[HH, Q, "judgement"])
    h("turn off the hose", C("close", "Hose Spigot", "valve", "water"), one(["valve.hose_spigot"], "valve.close_valve"),
      tags=[HH])
    h("water the roof planters", C("turn on", "Roof Planters", "switch"), one(n("Roof Planters"), SW_ON), tags=[HH])
    h("water the front lawn for ten minutes", C("turn on", "Front Lawn", "switch"), one(n("Front Lawn"), SW_ON),
      tags=[HH, "judgement"])
    h("stop watering the lawn", C("turn off", "Front Lawn", "switch"), one(n("Front Lawn"), SW_OFF), tags=[HH, "judgement"])
    h("time to put the kids to bed", C("activate", "Kids Bedtime", "scene"), one(["scene.kids_bedtime"], "scene.turn_on"),
      tags=[HH, RT, "judgement"])
    h("goodnight everyone", C("run", "Goodnight", "script"), one(["script.goodnight"], "script.turn_on"), tags=[HH, RT])
    h("we're going on vacation tomorrow", C("turn on", "Vacation Mode", "input_boolean"),
      one(["input_boolean.vacation_mode"], "input_boolean.turn_on"), tags=[HH, RT, "judgement"])
    h("the party's finished", C("turn off", "Party Mode", "input_boolean"),
      one(["input_boolean.party_mode"], "input_boolean.turn_off"), tags=[HH, RT, "judgement"])
    h("put the tv in the bedroom on netflix", C("select source", "TV", "media_player", "tv", inc=["bedroom"],
      params={"source": "Netflix"}), one(["media_player.bedroom_tv"], "media_player.select_source", source="Netflix"),
      tags=[HH, "generic_room"])
    h("switch the tv on in our room", C("turn on", "TV", "media_player", "tv", inc=["our room"]),
      one(["media_player.bedroom_tv"], "media_player.turn_on"), tags=[HH])

    ra = en.book("ranch_us_en")
    R, r = ra.home, ra.add

    def rn(*names: str, domain: str | None = None) -> list[str]:
        return R.sel(domain, names=list(names))

    r("kitchen pendants and can lights on", [C("turn on", "Kitchen Pendants", "light"), C("turn on", "Kitchen Can Lights", "light")],
      [one(rn("Kitchen Pendants"), ON), one(rn("Kitchen Can Lights"), ON)], tags=[HH, M])
    r("ana's and luis's lamps on please", [C("turn on", "Ana's Lamp", "light"), C("turn on", "Luis's Lamp", "light")],
      [one(rn("Ana's Lamp"), ON), one(rn("Luis's Lamp"), ON)], tags=[HH, M])
    r("turn on the patio string lights and the pool pump", [C("turn on", "Patio String Lights", "switch"),
      C("turn on", "Pool Pump", "switch")], [one(["switch.meross_smart_plug_3"], SW_ON), one(rn("Pool Pump"), SW_ON)],
      tags=[HH, M])
    r("turn off the office light and the space heater", [C("turn off", "Office Light", "light"),
      C("turn off", "Space Heater", "switch")], [one(rn("Office Light"), OFF), one(rn("Space Heater"), SW_OFF)], tags=[HH, M])
    r("lock the front door and shut the garage", [C("lock", "Front Door", "lock"), C("close", "garage", "cover", "garage")],
      [one(rn("Front Door", domain="lock"), "lock.lock"), one(["cover.garage_door"], CLOSE)], tags=[HH, M])
    r("is the roomba running", C("check", "Roomba", "vacuum"), one(["vacuum.rosie"], None), tags=[HH, IN, Q])
    r("send the roomba back to its dock", C("return to base", "Roomba", "vacuum"), one(["vacuum.rosie"], "vacuum.return_to_base"),
      tags=[HH, IN])
    r("what's the nest at", C("check", "Nest", "climate"), one(["climate.hallway"], None), tags=[HH, IN, Q])
    r("put the mini split on cool", C("set mode", "Mini Split", "climate", params={"hvac_mode": "cool"}),
      one(["climate.workshop_mini_split"], "climate.set_hvac_mode", hvac_mode="cool"), tags=[HH])
    r("pool lights on caribbean", C("set effect", "Pool Lights", "light", params={"effect": "Caribbean"}),
      one(rn("Pool Lights"), ON, effect="Caribbean"), tags=[HH])
    r("put the bedroom ceiling fan on breeze", C("set preset", "Bedroom Ceiling Fan", "fan", params={"preset_mode": "breeze"}),
      one(rn("Bedroom Ceiling Fan"), "fan.set_preset_mode", preset_mode="breeze"), tags=[HH])
    r("go water the backyard for a while", C("turn on", None, "switch", inc=["backyard"]), one(["switch.sprinkler_zone_2"], SW_ON),
      tags=[HH, "judgement"])
    r("the baby just fell asleep", C("run", "Baby's Asleep", "script"), one(["script.babys_asleep"], "script.turn_on"),
      tags=[HH, RT, "judgement"])
    r("everybody's leaving now", C("run", "Everybody Out", "script"), one(["script.everybody_out"], "script.turn_on"),
      tags=[HH, RT, "judgement"])
    r("the babysitter is here", C("turn on", "Babysitter Mode", "input_boolean"),
      one(["input_boolean.babysitter_mode"], "input_boolean.turn_on"), tags=[HH, RT, "judgement"])
    r("is the washer finished", C("check", "Washer Machine State", "sensor"), one(["sensor.washer_status"], None),
      tags=[HH, Q])
    r("what's the water temperature in the pool", C("check", "Pool Temperature", "sensor", "temperature"), one(["sensor.pool_temperature"], None),
      tags=[HH, Q])
    r("turn off the tv in the game room", C("turn off", "TV", "media_player", "tv", inc=["game room"]),
      one(["media_player.game_room_roku"], "media_player.turn_off"), tags=[HH])
    r("pause the roku", C("pause", "Roku", "media_player", "tv"), one(["media_player.game_room_roku"], "media_player.media_pause"),
      tags=[HH, IN])
    r("turn the dyson on night mode", C("set preset", "Dyson", "fan", params={"preset_mode": "Night"}),
      one(["fan.dyson_pure_cool"], "fan.set_preset_mode", preset_mode="Night"), tags=[HH, IN])

    ca = en.book("house_ca_en")
    K, k = ca.home, ca.add

    def kn(*names: str, domain: str | None = None) -> list[str]:
        return K.sel(domain, names=list(names))

    k("kitchen pot lights and pendants on", [C("turn on", "Kitchen Pot Lights", "light"),
      C("turn on", "Kitchen Island Pendants", "light")], [one(kn("Kitchen Pot Lights"), ON),
      one(kn("Kitchen Island Pendants"), ON)], tags=[HH, M])
    k("turn off meg's and dave's lamps", [C("turn off", "Meg's Lamp", "light"), C("turn off", "Dave's Lamp", "light")],
      [one(kn("Meg's Lamp"), OFF), one(kn("Dave's Lamp"), OFF)], tags=[HH, M])
    k("turn on the fireplace and the reading lamp", [C("turn on", "Fireplace", "switch"), C("turn on", "Reading Lamp", "light")],
      [one(kn("Fireplace"), SW_ON), one(["light.tradfri_bulb"], ON)], tags=[HH, M])
    k("close olivia's blinds and the bay window shade", [C("close", "Olivia's Blinds", "cover", "blind"),
      C("close", "Bay Window Shade", "cover", "shade")], [one(kn("Olivia's Blinds"), CLOSE), one(kn("Bay Window Shade"), CLOSE)],
      tags=[HH, M])
    k("is the ecobee on heat", C("check", "ecobee", "climate"), one(["climate.my_ecobee"], None), tags=[HH, IN, Q])
    k("get the roborock going", C("start", "Roborock", "vacuum"), one(["vacuum.roborock_s8"], "vacuum.start"), tags=[HH, IN])
    k("how much battery does the roborock have left", C("check", "Roborock S8 Battery", "sensor", "battery"),
      one(["sensor.roborock_s8_battery"], None), tags=[HH, IN, Q])
    k("plug in the block heater", C("turn on", "Block Heater", "switch"), one(kn("Block Heater"), SW_ON), tags=[HH, "judgement"])
    k("can you warm the car up", C("run", "Warm Up the Car", "script"), one(["script.warm_up_the_car"], "script.turn_on"),
      tags=[HH, RT, "judgement"])
    k("school's cancelled, it's a snow day", C("turn on", "Snow Day", "input_boolean"),
      one(["input_boolean.snow_day"], "input_boolean.turn_on"), tags=[HH, RT, "judgement"])
    k("we're heading to bed", C("run", "Good Night", "script"), one(["script.good_night"], "script.turn_on"),
      tags=[HH, RT, "judgement"])
    k("string lights on", C("turn on", "String Lights", "switch"), one(["switch.shelly_plus_2pm_switch_0"], SW_ON), tags=[HH])
    k("put the tv in the den on crave", C("select source", "TV", "media_player", "tv", inc=["den"], params={"source": "Crave"}),
      one(["media_player.den_tv"], "media_player.select_source", source="Crave"), tags=[HH])
    k("turn up the sonos arc", C("volume up", "Sonos Arc", "media_player", "speaker"), one(["media_player.sonos_arc"],
      "media_player.volume_up"), tags=[HH, IN, "relative"])
    k("master bedroom fan to breeze please", C("set preset", "Master Bedroom Fan", "fan", params={"preset_mode": "breeze"}),
      one(kn("Master Bedroom Fan"), "fan.set_preset_mode", preset_mode="breeze"), tags=[HH])
    k("is someone in the master bedroom right now", C("check", None, "binary_sensor", "occupancy", inc=["master bedroom"]),
      one(["binary_sensor.master_bedroom_occupancy"], None), tags=[HH, Q])
    k("did we lock the back door", C("check", "Back Door Lock", "lock"), one(["lock.back_door_lock"], None), tags=[HH, Q])
    k("what's the temperature down in the basement", C("check", None, "sensor", "temperature", inc=["basement"]),
      one(["sensor.basement_temperature"], None), tags=[HH, Q])
    k("turn off the kids room fan and noah's light", [C("turn off", "Kids Room Fan", "fan"),
      C("turn off", "Noah's Room Light", "light")], [one(kn("Kids Room Fan"), "fan.turn_off"), one(kn("Noah's Room Light"), OFF)],
      tags=[HH, M])
    k("start the dehumidifier in the basement", C("turn on", "Dehumidifier", "humidifier", inc=["basement"]),
      one(["humidifier.basement_dehumidifier"], "humidifier.turn_on"), tags=[HH])


def household_qstate(en: Language) -> None:
    """Round 14 (qstate): commands said as the state wanted, with no verb, at a satellite: a list
    of devices each followed by its state ("<lights> off, <cover> closed, <heat> on"), a cover,
    garage or lock said alone with its end state ("garage closed"), and the same words asked
    ("is the garage shut", "blinds closed?"), which stay questions. Labelled from the homes before
    the parser ran."""
    HH, M, Q = "household", "multi", "question"
    HEAT_ON, FAN_ON, FAN_OFF, LOCK = "climate.turn_on", "fan.turn_on", "fan.turn_off", "lock.lock"
    lo = en.book("loft_us_en")
    H, h = lo.home, lo.add
    h("lights off, shades down, heat on", [C("turn off", None, "light", q="all"), C("close", None, "cover", "shade", q="all"),
      C("turn on", None, "climate")], [every(H.lights("living_room"), OFF), every(["cover.living_room_shades"], CLOSE),
      one(["climate.main_floor"], HEAT_ON)], ctx="living_room", tags=[HH, M])
    h("garage closed", C("close", "garage", "cover", "garage"), one(["cover.garage_door"], CLOSE), ctx="entry", tags=[HH])
    h("garage door shut and the front door locked", [C("close", "Garage Door", "cover", "garage"),
      C("lock", "Front Door", "lock")], [one(["cover.garage_door"], CLOSE), one(["lock.front_door"], LOCK)],
      ctx="entry", tags=[HH, M])
    h("is the garage shut", C("check", "garage", "cover", "garage"), one(["cover.garage_door"], None), ctx="entry",
      tags=[HH, Q])
    h("lamps off and the shades closed, ceiling fan on", [C("turn off", "lamp", "light", q="all"),
      C("close", None, "cover", "shade", q="all"), C("turn on", "ceiling fan", "fan")],
      [every(["light.jess_lamp", "light.marcus_lamp"], OFF), every(["cover.bedroom_shades"], CLOSE),
       one(["fan.bedroom_ceiling_fan"], FAN_ON)], ctx="primary_bedroom", tags=[HH, M])
    uk = en.book("flat_uk_en")
    u = uk.add
    u("tv off, blinds closed, heat on", [C("turn off", "TV", "media_player", "tv"), C("close", None, "cover", "blind", q="all"),
      C("turn on", None, "climate")], [one(["media_player.lounge_tv"], "media_player.turn_off"),
      every(["cover.lounge_blinds"], CLOSE), one(["climate.lounge"], HEAT_ON)], ctx="lounge", tags=[HH, M])
    u("curtains shut please", C("close", None, "cover", "curtain", q="all"), every(["cover.olivers_curtains"], CLOSE),
      ctx="olivers_room", tags=[HH])
    u("blinds closed?", C("check", None, "cover", "blind", q="all"), every(["cover.lounge_blinds"], None), ctx="lounge",
      tags=[HH, Q])
    u("front door locked, hallway light off", [C("lock", "Front Door", "lock"), C("turn off", "Hallway Light", "light")],
      [one(["lock.front_door"], LOCK), one(["light.hallway_light"], OFF)], ctx="hallway", tags=[HH, M])
    u("star projector off and the curtains drawn", [C("turn off", "Star Projector", "light"),
      C("close", None, "cover", "curtain", q="all")], [one(["light.star_projector"], OFF), every(["cover.olivers_curtains"], CLOSE)],
      ctx="olivers_room", tags=[HH, M])
    ca = en.book("house_ca_en")
    k = ca.add
    k("lamps off, shade down, fan on", [C("turn off", "lamp", "light", q="all"), C("close", None, "cover", "shade"),
      C("turn on", None, "fan")], [every(["light.megs_lamp", "light.daves_lamp"], OFF),
      one(["cover.master_bedroom_shade"], CLOSE), one(["fan.master_bedroom_fan"], FAN_ON)], ctx="master_bedroom", tags=[HH, M])
    k("garage door closed, back door locked", [C("close", "Garage Door", "cover", "garage"), C("lock", "Back Door Lock", "lock")],
      [one(["cover.garage_door"], CLOSE), one(["lock.back_door_lock"], LOCK)], ctx="mudroom", tags=[HH, M])
    au = en.book("house_au_en")
    a = au.add
    a("fan off, blockout down, sheer up", [C("turn off", None, "fan"), C("close", "Blockout Blind", "cover"),
      C("open", "Sheer Blind", "cover")], [one(["fan.main_bedroom_ceiling_fan"], FAN_OFF), one(["cover.blockout_blind"], CLOSE),
      one(["cover.sheer_blind"], OPEN)], ctx="main_bedroom", tags=[HH, M])
    a("roller door shut", C("close", "Roller Door", "cover", "garage"), one(["cover.roller_door"], CLOSE), ctx="garage",
      tags=[HH])
    a("are the ziptraks down", C("check", "Ziptrak Blinds", "cover", "blind"), one(["cover.ziptrak_blinds"], None), ctx="deck",
      tags=[HH, Q])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("desk lamp off, shade closed, dyson on", [C("turn off", "Desk Lamp", "light"), C("close", None, "cover", "shade"),
      C("turn on", "Dyson", "fan")], [one(["light.desk_lamp"], OFF), one(["cover.office_shade"], CLOSE),
      one(["fan.dyson_pure_cool"], FAN_ON)], ctx="home_office", tags=[HH, M])
    r("blinds open", C("open", None, "cover", "blind", q="all"), every(["cover.sunroom_blinds"], OPEN), ctx="sunroom", tags=[HH])


def household_q14(en: Language) -> None:
    """Round 14 (qhouse): appliances asked about, written and labelled from the homes before the
    parser ran. A washer, dryer or dishwasher that exists only as sensors is asked whether it is
    done, running or how long it has left (its status or time sensor answers, never its leak
    sensor); "water heater" (or "the heater" in a toilet) said where the condo's water heaters are
    switches named "<room> Heater", and said where the only heater is a space heater (nothing to
    answer); a thermostat or garage opener asked about by the brand on its device only."""
    HH, IN, Q = "household", "integration_name", "question"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    sg = en.book("condo_sg_en")
    s = sg.add
    s("is the dryer finished yet", C("check", "Dryer Current status", "sensor"), one(["sensor.dryer_current_status"], None),
      tags=[HH, Q])
    s("washer still running ah", C("check", "Washer Current status", "sensor"), one(["sensor.washer_current_status"], None),
      tags=[HH, Q])
    s("how much longer for the dryer", C("check", "Dryer Remaining time", "sensor"),
      one(["sensor.dryer_remaining_time"], None), tags=[HH, Q])
    s("is the washing machine still going", C("check", "Washer Current status", "sensor"),
      one(["sensor.washer_current_status"], None), tags=[HH, Q])
    s("how long more for the washing machine", C("check", "Washer Remaining time", "sensor"),
      one(["sensor.washer_remaining_time"], None), tags=[HH, Q])
    s("water heater in the master toilet on or not", C("check", "Master Toilet Heater", "switch"),
      one(["switch.master_toilet_heater"], None), tags=[HH, Q])
    s("off the water heater in the common toilet", C("turn off", "Common Toilet Heater", "switch"),
      one(["switch.common_toilet_heater"], SW_OFF), tags=[HH])
    s("switch on the water heater, i going to shower", C("turn on", "Master Toilet Heater", "switch"),
      one(["switch.master_toilet_heater"], SW_ON), ctx="master_toilet", tags=[HH])
    s("on the heater for me", C("turn on", "Common Toilet Heater", "switch"),
      one(["switch.common_toilet_heater"], SW_ON), ctx="common_toilet", tags=[HH])
    nz = en.book("bungalow_nz_en")
    n = nz.add
    n("has the tumble dryer finished", C("check", "Tumble Dryer Status", "sensor"),
      one(["sensor.tumble_dryer_status"], None), tags=[HH, Q])
    n("is the washing machine still on", C("check", "Washing Machine Status", "sensor"),
      one(["sensor.washing_machine_status"], None), tags=[HH, Q])
    n("how long until the dishwasher's done", C("check", "Dishwasher Remaining Time", "sensor"),
      one(["sensor.dishwasher_remaining_time"], None), tags=[HH, Q])
    n("is the dishwasher running", C("check", "Dishwasher Status", "sensor"), one(["sensor.dishwasher_status"], None),
      tags=[HH, Q])
    n("turn the water heater on", C("turn on", "water heater", "water_heater"), none(nz.home.sel("water_heater")),
      tags=[HH, "absent_kind", "judgement"])
    n("turn the oil heater on", C("turn on", "Oil Heater", "switch"), one(["switch.oil_heater"], SW_ON), twin=True,
      tags=[HH])
    lo = en.book("loft_us_en")
    h = lo.add
    h("is the dryer going", C("check", "Dryer Machine State", "sensor"), one(["sensor.dryer_machine_state"], None),
      tags=[HH, Q])
    h("has the washer stopped", C("check", "Washer Machine State", "sensor"), one(["sensor.washer_machine_state"], None),
      tags=[HH, Q])
    h("did the myq close", C("check", "myQ", "cover", "garage"), one(["cover.garage_door"], None), tags=[HH, IN, Q])
    h("what's the nest at", C("check", "Nest", "climate"), one(["climate.bedrooms"], None), tags=[HH, IN, Q])
    h("what temp is the ecobee at", C("check", "ecobee", "climate"), one(["climate.main_floor"], None), tags=[HH, IN, Q])
    ra = en.book("ranch_us_en")
    ra.add("is the myq open", C("check", "myQ", "cover", "garage"), one(["cover.garage_door"], None), tags=[HH, IN, Q])


def household_lbrand(en: Language) -> None:
    """Round 14 (lbrand): a device asked about only by the brand or model on its device (a word of
    its device_name, not of its entity name), written and labelled from the homes before the
    parser ran; each brand is on one device of the home."""
    HH, IN, Q = "household", "integration_name", "question"
    lo = en.book("loft_us_en").add
    lo("is the roborock out cleaning", C("check", "Roborock", "vacuum"), one(["vacuum.robbie"], None), tags=[HH, IN, Q])
    lo("is the august locked up", C("check", "August", "lock"), one(["lock.front_door"], None), tags=[HH, IN, Q])
    lo("ecobee set to what right now", C("check", "ecobee", "climate"), one(["climate.main_floor"], None),
       tags=[HH, IN, Q])
    lo("is the meross on", C("check", "Meross", "switch"), one(["switch.towel_warmer"], None), tags=[HH, IN, Q])
    ra = en.book("ranch_us_en").add
    ra("is the roomba going right now", C("check", "Roomba", "vacuum"), one(["vacuum.rosie"], None), tags=[HH, IN, Q])
    ra("is the schlage locked", C("check", "Schlage", "lock"), one(["lock.front_door"], None), tags=[HH, IN, Q])
    ra("what's the ambient weather showing", C("check", "Ambient Weather", "sensor"),
       one(["sensor.outdoor_temperature"], None), tags=[HH, IN, Q])
    ca = en.book("house_ca_en").add
    ca("is the kwikset locked", C("check", "Kwikset", "lock"), one(["lock.back_door_lock"], None), tags=[HH, IN, Q])
    ca("is the midea on", C("check", "Midea", "humidifier"), one(["humidifier.basement_dehumidifier"], None),
       tags=[HH, IN, Q])
    ca("did the schlage lock", C("check", "Schlage", "lock"), one(["lock.front_door_lock"], None), tags=[HH, IN, Q])


def household_in(en: Language) -> None:
    """Round 15 (hin): a Bengaluru family in a flat none of the earlier rounds saw (``flat_in_en``),
    written and labelled from the home before the parser ran on it: English as spoken there ("switch
    on the geyser", "on the AC", "off the fan", "put the fan on 3", "tube light", the hall for the
    living room, the pooja room, the utility area, "do one thing, ...", "just check if ...", na /
    yaar / only as fillers), split ACs with fan modes and no heat, five-speed ceiling fans, a Wi-Fi
    geyser beside one on a switch, an inverter, the overhead tank and its motor, an RO, a robot
    vacuum, questions, relative changes, complaints, several commands at once, follow-ups, things
    the flat lacks beside a twin that exists, and truly ambiguous requests.
    """
    fl = en.book("flat_in_en")
    H, h = fl.home, fl.add
    HH, IN, Q, J, REL = "household", "integration_name", "question", "judgement", "relative"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    AC_ON, AC_OFF, HVAC, FAN_MODE = "climate.turn_on", "climate.turn_off", "climate.set_hvac_mode", "climate.set_fan_mode"
    MAC, KAC, GAC = "climate.master_bedroom_ac", "climate.kids_room_ac", "climate.voltas_ac"
    HFAN, DFAN, MFAN, KFAN, GFAN = ("fan.hall_fan", "fan.dining_fan", "fan.master_bedroom_fan", "fan.kids_room_fan",
                                    "fan.guest_room_fan")
    EXH = "fan.kitchen_exhaust"
    PCT, FAN_ON, FAN_OFF, PRESET = "fan.set_percentage", "fan.turn_on", "fan.turn_off", "fan.set_preset_mode"
    GEY, CGEY = "water_heater.racold_geyser", "switch.common_bathroom_geyser"
    BATT, LOAD, GRID = "sensor.inverter_battery", "sensor.inverter_load", "binary_sensor.grid_power"
    TANK, MOTOR, RO = "sensor.overhead_tank_level", "switch.water_motor", "switch.ro_purifier"
    WSTAT, WTIME = "sensor.washing_machine_status", "sensor.washing_machine_remaining_time"
    VAC, TV, SPK, LOCK, CAM = "vacuum.mi_robot_vacuum", "media_player.sony_tv", "media_player.echo_dot", "lock.main_door", \
        "camera.cctv_entrance"
    HCUR, BCUR, GK = "cover.hall_curtains", "cover.bedroom_curtain", "switch.good_knight"
    TV_ON, TV_OFF = "media_player.turn_on", "media_player.turn_off"

    def named(*names: str) -> list[str]:
        return H.sel(names=list(names))

    # ---- split ACs ---------------------------------------------------------------------------------
    h("switch on the AC", C("turn on", "AC", "climate"), one([MAC], AC_ON), ctx="master_bedroom", tags=[HH])
    h("off the AC na", C("turn off", "AC", "climate"), one([KAC], AC_OFF), ctx="kids_room", tags=[HH])
    h("on the AC in amma's room", C("turn on", "AC", "climate", inc=["Amma's room"]), one([GAC], AC_ON), tags=[HH])
    h("master bedroom AC 24 degrees", C("set", "Master Bedroom AC", "climate", params={"temperature": 24}),
      one([MAC], TEMP, temperature=24), tags=[HH])
    h("set the kids room AC to 26", C("set", "Kids Room AC", "climate", params={"temperature": 26}),
      one([KAC], TEMP, temperature=26), tags=[HH])
    h("keep the AC on 23", C("set", "AC", "climate", params={"temperature": 23}), one([MAC], TEMP, temperature=23),
      ctx="master_bedroom", tags=[HH, J])
    h("switch on the voltas", C("turn on", "Voltas AC", "climate"), one([GAC], AC_ON), tags=[HH])
    h("put the AC in dry mode", C("set mode", "AC", "climate", params={"hvac_mode": "dry"}), one([KAC], HVAC, hvac_mode="dry"),
      ctx="kids_room", tags=[HH])
    h("master bedroom AC fan only mode", C("set mode", "Master Bedroom AC", "climate", params={"hvac_mode": "fan_only"}),
      one([MAC], HVAC, hvac_mode="fan_only"), tags=[HH])
    h("AC fan speed high", C("set fan mode", "AC", "climate", params={"fan_mode": "high"}), one([GAC], FAN_MODE, fan_mode="high"),
      ctx="guest_room", tags=[HH])
    h("put the daikin on quiet", C("set fan mode", "Daikin", "climate", params={"fan_mode": "quiet"}),
      one([MAC], FAN_MODE, fan_mode="quiet"), tags=[HH, IN])
    h("kids room AC fan low only", C("set fan mode", "Kids Room AC", "climate", params={"fan_mode": "low"}),
      one([KAC], FAN_MODE, fan_mode="low"), tags=[HH])
    h("make the AC a little cooler", C("decrease temperature", "AC", "climate"), one([KAC], TEMP), ctx="kids_room",
      tags=[HH, REL])
    h("increase the AC temperature, too cold yaar", C("increase temperature", "AC", "climate"), one([MAC], TEMP),
      ctx="master_bedroom", tags=[HH, REL])
    h("reduce the temperature of the voltas AC", C("decrease temperature", "Voltas AC", "climate"), one([GAC], TEMP),
      tags=[HH, REL])
    h("very hot in the kids room", C("cool", None, "climate", q="all", inc=["kids room"], params={"hvac_mode": "cool"}),
      every([KAC], HVAC, hvac_mode="cool"), tags=[HH, "complaint"])
    h("it's too hot yaar", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every([GAC], HVAC, hvac_mode="cool"), ctx="guest_room", tags=[HH, "complaint"])
    h("switch off all the ACs", C("turn off", "AC", "climate", q="all"), every(H.sel("climate"), AC_OFF), tags=[HH])
    h("is the AC on in the kids room", C("check", "AC", "climate", inc=["kids room"]), one([KAC], None), tags=[HH, Q])
    h("what is the master bedroom AC set to", C("check", "Master Bedroom AC", "climate"), one([MAC], None), tags=[HH, Q])
    h("kids room AC swing on", C("set swing", "Kids Room AC", "climate", params={"swing_mode": "vertical"}),
      one([KAC], "climate.set_swing_mode", swing_mode="vertical"), tags=[HH])
    fl.lacks("voltas AC swing on", C("set swing", "Voltas AC", "climate", params={"swing_mode": "vertical"}), [GAC], "swing",
             "climate.set_swing_mode", "swing_mode", tags=[HH])
    h("master bedroom AC swing on", C("set swing", "Master Bedroom AC", "climate", params={"swing_mode": "vertical"}),
      one([MAC], "climate.set_swing_mode", swing_mode="vertical"), twin=True, tags=[HH])
    fl.lacks("put the AC on heat mode", C("set mode", "AC", "climate", params={"hvac_mode": "heat"}), [MAC], "climate_hvac_mode",
             HVAC, "hvac_mode", value="heat", check=hvac("heat"), ctx="master_bedroom", tags=[HH])
    h("put the AC on cool mode", C("set mode", "AC", "climate", params={"hvac_mode": "cool"}), one([MAC], HVAC, hvac_mode="cool"),
      ctx="master_bedroom", twin=True, tags=[HH])
    h("on the AC in the hall", C("turn on", "AC", "climate", inc=["hall"]), none(H.sel("climate", areas=["hall"])),
      tags=[HH, "absent_kind"])
    h("on the AC in the master bedroom", C("turn on", "AC", "climate", inc=["master bedroom"]), one([MAC], AC_ON), twin=True,
      tags=[HH])
    # ---- ceiling fans --------------------------------------------------------------------------------
    h("on the fan", C("turn on", "fan", "fan"), one([HFAN], FAN_ON), ctx="hall", tags=[HH])
    h("off the fan", C("turn off", "fan", "fan"), one([KFAN], FAN_OFF), ctx="kids_room", tags=[HH])
    h("switch off the fan yaar", C("turn off", "fan", "fan"), one([GFAN], FAN_OFF), ctx="guest_room", tags=[HH])
    h("put the fan on 3", C("set speed", "fan", "fan", params={"percentage": 60}), one([MFAN], PCT, percentage=60),
      ctx="master_bedroom", tags=[HH, J])
    h("hall fan speed 5", C("set speed", "Hall Fan", "fan", params={"percentage": 100}), one([HFAN], PCT, percentage=100),
      tags=[HH, J])
    h("dining fan on 2", C("set speed", "Dining Fan", "fan", params={"percentage": 40}), one([DFAN], PCT, percentage=40),
      tags=[HH, J])
    h("increase the fan speed", C("increase speed", "fan", "fan"), one([KFAN], "fan.increase_speed"), ctx="kids_room",
      tags=[HH, REL])
    h("fan little slow please", C("decrease speed", "fan", "fan"), one([HFAN], "fan.decrease_speed"), ctx="hall",
      tags=[HH, REL])
    h("full speed the fan", C("set speed", "fan", "fan", params={"percentage": 100}), one([GFAN], PCT, percentage=100),
      ctx="guest_room", tags=[HH])
    h("master bedroom fan boost mode", C("set preset", "Master Bedroom Fan", "fan", params={"preset_mode": "Boost"}),
      one([MFAN], PRESET, preset_mode="Boost"), tags=[HH])
    h("put the hall fan on sleep mode", C("set preset", "Hall Fan", "fan", params={"preset_mode": "Sleep"}),
      one([HFAN], PRESET, preset_mode="Sleep"), tags=[HH])
    h("on the atomberg in the hall", C("turn on", "Atomberg", "fan", inc=["hall"]), one([HFAN], FAN_ON), tags=[HH, IN])
    h("switch on the crompton fan", C("turn on", "Crompton", "fan"), one([KFAN], FAN_ON), tags=[HH, IN])
    h("on the exhaust", C("turn on", "Kitchen Exhaust", "fan"), one([EXH], FAN_ON), ctx="kitchen", tags=[HH])
    h("switch off the kitchen exhaust fan", C("turn off", "Kitchen Exhaust", "fan"), one([EXH], FAN_OFF), tags=[HH])
    h("off all the fans", C("turn off", "fan", "fan", q="all"), every(H.sel("fan"), FAN_OFF), tags=[HH, J])
    fl.lacks("dining fan sleep mode", C("set preset", "Dining Fan", "fan", params={"preset_mode": "Sleep"}), [DFAN],
             "fan_preset", PRESET, "preset_mode", value="Sleep", tags=[HH])
    h("master bedroom fan sleep mode", C("set preset", "Master Bedroom Fan", "fan", params={"preset_mode": "Sleep"}),
      one([MFAN], PRESET, preset_mode="Sleep"), twin=True, tags=[HH])
    h("on the fan in the pooja room", C("turn on", "fan", "fan", inc=["pooja room"]),
      none(H.sel("fan", areas=["pooja_room"])), tags=[HH, "absent_kind"])
    h("on the fan in the dining", C("turn on", "fan", "fan", inc=["dining"]), one([DFAN], FAN_ON), twin=True, tags=[HH])
    h("switch on the balcony fan", C("turn on", "fan", "fan", inc=["balcony"]), none(H.sel("fan", areas=["balcony"])),
      tags=[HH, "absent_kind"])
    h("switch on the guest room fan", C("turn on", "Guest Room Fan", "fan"), one([GFAN], FAN_ON), twin=True, tags=[HH])
    # ---- geysers ---------------------------------------------------------------------------------------
    h("switch on the geyser", C("turn on", "geyser", "water_heater"), one([GEY], "water_heater.turn_on"),
      ctx="master_bathroom", tags=[HH])
    h("on the geyser na", C("turn on", "Geyser", "switch"), one([CGEY], SW_ON), ctx="common_bathroom", tags=[HH])
    h("off the geyser in the common bathroom", C("turn off", "Common Bathroom Geyser", "switch"), one([CGEY], SW_OFF),
      tags=[HH])
    h("racold geyser 50 degrees", C("set", "Racold Geyser", "water_heater", params={"temperature": 50}),
      one([GEY], "water_heater.set_temperature", temperature=50), tags=[HH])
    h("put the geyser in eco mode", C("set mode", "geyser", "water_heater", params={"operation_mode": "eco"}),
      one([GEY], "water_heater.set_operation_mode", operation_mode="eco"), ctx="master_bathroom", tags=[HH])
    h("is the geyser on in the master bathroom", C("check", "geyser", "water_heater", inc=["master bathroom"]),
      one([GEY], None), tags=[HH, Q])
    h("i want to take bath, on the geyser", C("turn on", "Geyser", "switch"), one([CGEY], SW_ON), ctx="common_bathroom",
      tags=[HH])
    h("off the racold", C("turn off", "Racold Geyser", "water_heater"), one([GEY], "water_heater.turn_off"), tags=[HH])
    h("on the geyser in the kids room", C("turn on", "geyser", None, inc=["kids room"]),
      none(H.sel(areas=["kids_room"], kind=["geyser"])), tags=[HH, "absent_kind"])
    h("on the geyser in the common bathroom", C("turn on", "Geyser", "switch", inc=["common bathroom"]), one([CGEY], SW_ON),
      twin=True, tags=[HH])
    # ---- lights ----------------------------------------------------------------------------------------
    h("on the light", C("turn on", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen", tags=[HH])
    h("off the lights", C("turn off", None, "light", q="all"), every(H.lights("kids_room"), OFF), ctx="kids_room", tags=[HH])
    h("switch on the tube light", C("turn on", "tube light", "light"), one(named("Hall Tube Light"), ON), ctx="hall", tags=[HH])
    h("off the tube light in the kitchen", C("turn off", "tube light", "light", inc=["kitchen"]),
      one(named("Kitchen Tube Light"), OFF), tags=[HH])
    h("switch on the hall lights", C("turn on", None, "light", q="all", inc=["hall"]), every(H.lights("hall"), ON), tags=[HH])
    h("LED strip blue colour", C("set color", "LED strip", "light", params={"color_name": "blue"}),
      one(named("Hall LED Strip"), ON, color_name="blue"), ctx="hall", tags=[HH, "british"])
    h("kitchen strip light off", C("turn off", "Kitchen LED Strip", "light"), one(named("Kitchen LED Strip"), OFF), tags=[HH])
    h("hall LED strip rainbow mode", C("set effect", "Hall LED Strip", "light", params={"effect": "Rainbow"}),
      one(named("Hall LED Strip"), ON, effect="Rainbow"), tags=[HH])
    h("dim the chandelier to 40", C("set brightness", "Chandelier", "light", params={"brightness_pct": 40}),
      one(named("Chandelier"), ON, brightness_pct=40), tags=[HH])
    h("chandelier full brightness", C("set brightness", "Chandelier", "light", params={"brightness_pct": 100}),
      one(named("Chandelier"), ON, brightness_pct=100), tags=[HH])
    h("on the chandelier only", C("turn on", "Chandelier", "light"), one(named("Chandelier"), ON), tags=[HH])
    h("pooja room light on", C("turn on", "Pooja Room Light", "light"), one(named("Pooja Room Light"), ON), tags=[HH])
    h("pooja light warm white", C("set color temp", "Pooja Room Light", "light", params={"color_temp_kelvin": 2700}),
      one(named("Pooja Room Light"), ON, color_temp_kelvin=2700), tags=[HH])
    h("on the bedside lamp", C("turn on", "Bedside Lamp", "light"), one(named("Bedside Lamp"), ON), tags=[HH])
    h("bedside lamp little dim", C("dim", "Bedside Lamp", "light"), one(named("Bedside Lamp"), ON), tags=[HH, REL])
    h("wipro bulb red colour", C("set color", "Wipro Smart Bulb", "light", params={"color_name": "red"}),
      one(named("Wipro Smart Bulb"), ON, color_name="red"), tags=[HH, "british"])
    h("switch on the wipro bulb", C("turn on", "Wipro Smart Bulb", "light"), one(named("Wipro Smart Bulb"), ON), tags=[HH])
    h("philips bulb off", C("turn off", "Philips", "light"), one(named("Bedside Lamp"), OFF), tags=[HH, IN])
    h("make the syska bulb yellow", C("set color", "Syska", "light", params={"color_name": "yellow"}),
      one(named("Pooja Room Light"), ON, color_name="yellow"), tags=[HH, IN])
    h("put the smart bulb on reading mode", C("set effect", "Wipro Smart Bulb", "light", params={"effect": "Reading"}),
      one(named("Wipro Smart Bulb"), ON, effect="Reading"), ctx="kids_room", tags=[HH, J])
    h("off the light in amma's room", C("turn off", None, "light", q="all", inc=["Amma's room"]),
      every(H.lights("guest_room"), OFF), tags=[HH])
    h("bathroom light on", C("turn on", None, "light", q="all"), every(H.lights("master_bathroom"), ON),
      ctx="master_bathroom", tags=[HH, J])
    h("on the entrance light", C("turn on", "Entrance Light", "light"), one(named("Entrance Light"), ON), tags=[HH])
    h("balcony light off", C("turn off", "Balcony Light", "light"), one(named("Balcony Light"), OFF), tags=[HH])
    h("utility light on", C("turn on", "Utility Light", "light"), one(named("Utility Light"), ON), tags=[HH])
    h("terrace light on na", C("turn on", "Terrace Light", "light"), one(named("Terrace Light"), ON), tags=[HH])
    h("master bedroom light off", C("turn off", "Master Bedroom Light", "light"), one(named("Master Bedroom Light"), OFF),
      tags=[HH])
    h("switch off all the lights in the house", C("turn off", None, "light", q="all", inc=["*"]), every(H.sel("light"), OFF),
      tags=[HH])
    h("off all the lights except the master bedroom", C("turn off", None, "light", q="except", exc=["master bedroom"]),
      every(H.pick("light", not_areas=["master_bedroom"]), OFF, q="except"), tags=[HH])
    h("too dark here", C("turn on", None, "light", q="all"), every(H.lights("dining"), ON), ctx="dining", tags=[HH, "complaint"])
    h("so dark in the utility yaar", C("turn on", None, "light", q="all", inc=["utility"]), every(H.lights("utility"), ON),
      tags=[HH, "complaint"])
    h("do one thing, switch off the hall lights", C("turn off", None, "light", q="all", inc=["hall"]),
      every(H.lights("hall"), OFF), tags=[HH])
    h("just switch on the lights in the pooja room", C("turn on", None, "light", q="all", inc=["pooja room"]),
      every(H.lights("pooja_room"), ON), tags=[HH])
    fl.lacks("dim the kitchen tube light", C("set brightness", "Kitchen Tube Light", "light"), named("Kitchen Tube Light"),
             "brightness", "light.turn_on", "brightness_pct", tags=[HH])
    h("dim the chandelier", C("dim", "Chandelier", "light"), one(named("Chandelier"), ON), twin=True, tags=[HH, REL])
    fl.lacks("make the chandelier blue", C("set color", "Chandelier", "light", params={"color_name": "blue"}),
             named("Chandelier"), "color", "light.turn_on", "color_name", tags=[HH])
    h("make the bedside lamp blue", C("set color", "Bedside Lamp", "light", params={"color_name": "blue"}),
      one(named("Bedside Lamp"), ON, color_name="blue"), twin=True, tags=[HH])
    h("on the lights in the study room", C("turn on", None, "light", q="all", inc=["study room"]),
      none(H.rooms("study room"), "all"), tags=[HH, "absent_room"])
    h("on the lights in the kids room", C("turn on", None, "light", q="all", inc=["kids room"]),
      every(H.lights("kids_room"), ON), twin=True, tags=[HH])
    h("off the light in the store room", C("turn off", None, "light", q="all", inc=["store room"]),
      none(H.rooms("store room"), "all"), tags=[HH, "absent_room"])
    h("off the light in the utility area", C("turn off", None, "light", q="all", inc=["utility area"]),
      every(H.lights("utility"), OFF), twin=True, tags=[HH])
    # ---- inverter and power ------------------------------------------------------------------------------
    h("how much battery is there in the inverter", C("check", "Inverter Battery", "sensor", "battery"), one([BATT], None),
      tags=[HH, Q])
    h("inverter charge how much", C("check", "Inverter Battery", "sensor", "battery"), one([BATT], None), tags=[HH, Q])
    h("what is the load on the inverter", C("check", "Inverter Load", "sensor", "power"), one([LOAD], None), tags=[HH, Q])
    h("is there a power cut", C("check", "Grid Power", "binary_sensor", "power"), one([GRID], None), tags=[HH, Q, J])
    h("just check if current is there", C("check", "Grid Power", "binary_sensor", "power"), one([GRID], None),
      tags=[HH, Q, J])
    h("ups battery percentage", C("check", "Inverter Battery", "sensor", "battery"), one([BATT], None), tags=[HH, Q, J])
    h("how many watts is the luminous using", C("check", "Luminous", "sensor", "power"), one([LOAD], None), tags=[HH, Q, IN])
    # ---- water: tank, motor, RO --------------------------------------------------------------------------
    h("switch on the motor", C("turn on", "Water Motor", "switch"), one([MOTOR], SW_ON), tags=[HH])
    h("off the motor, tank is full", C("turn off", "Water Motor", "switch"), one([MOTOR], SW_OFF), tags=[HH])
    h("start the water pump", C("turn on", "Water Motor", "switch"), one([MOTOR], SW_ON), tags=[HH, J])
    h("how much water is in the tank", C("check", "Overhead Tank Level", "sensor"), one([TANK], None), tags=[HH, Q])
    h("tank level", C("check", "Overhead Tank Level", "sensor"), one([TANK], None), tags=[HH, Q])
    h("is the tank full", C("check", "Overhead Tank Level", "sensor"), one([TANK], None), tags=[HH, Q])
    h("on the RO", C("turn on", "RO Purifier", "switch"), one([RO], SW_ON), tags=[HH])
    h("off the water purifier", C("turn off", "RO Purifier", "switch"), one([RO], SW_OFF), tags=[HH, J])
    h("how much water is there in the sump", C("check", "sump", None), none(H.sel(kind=["sump"])),
      tags=[HH, Q, "absent_kind"])
    h("how much water is there in the overhead tank", C("check", "Overhead Tank Level", "sensor"), one([TANK], None),
      twin=True, tags=[HH, Q])
    # ---- laundry ---------------------------------------------------------------------------------------
    h("is the washing machine done", C("check", "Washing Machine Status", "sensor"), one([WSTAT], None), tags=[HH, Q])
    h("how much time left for the washing machine", C("check", "Washing Machine Remaining Time", "sensor"), one([WTIME], None),
      tags=[HH, Q])
    h("washing over or not", C("check", "Washing Machine Status", "sensor"), one([WSTAT], None), tags=[HH, Q, J])
    h("is the dryer finished", C("check", "dryer", None), none(H.sel(kind=["dryer"])), tags=[HH, Q, "absent_kind"])
    h("is the washing machine finished", C("check", "Washing Machine Status", "sensor"), one([WSTAT], None), twin=True,
      tags=[HH, Q])
    # ---- the robot vacuum ------------------------------------------------------------------------------
    h("start the mi robot", C("start", "Mi Robot Vacuum", "vacuum"), one([VAC], "vacuum.start"), tags=[HH])
    h("start cleaning the hall", C("start", None, "vacuum", inc=["hall"]), one([VAC], "vacuum.start"), tags=[HH, J])
    h("send the robot vacuum back to charging", C("return to base", "robot vacuum", "vacuum"),
      one([VAC], "vacuum.return_to_base"), tags=[HH])
    h("stop the robot", C("stop", "robot", "vacuum"), one([VAC], "vacuum.stop"), tags=[HH])
    h("vacuum suction turbo", C("set fan speed", "vacuum", "vacuum", params={"fan_speed": "Turbo"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="Turbo"), tags=[HH])
    h("where is the robot", C("check", "robot", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("xiaomi vacuum silent mode, baby is sleeping", C("set fan speed", "Xiaomi", "vacuum", params={"fan_speed": "Silent"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="Silent"), tags=[HH, IN])
    # ---- TV and speaker ----------------------------------------------------------------------------------
    h("on the TV", C("turn on", "TV", "media_player", "tv"), one([TV], TV_ON), tags=[HH])
    h("switch off the TV yaar", C("turn off", "TV", "media_player", "tv"), one([TV], TV_OFF), tags=[HH])
    h("put hotstar on the TV", C("select source", "TV", "media_player", "tv", params={"source": "Hotstar"}),
      one([TV], "media_player.select_source", source="Hotstar"), tags=[HH])
    h("TV volume little less", C("volume down", "TV", "media_player", "tv"), one([TV], "media_player.volume_down"),
      tags=[HH, REL])
    h("mute the TV", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], "media_player.volume_mute"), tags=[HH])
    h("put netflix", C("select source", None, "media_player", params={"source": "Netflix"}),
      one([TV], "media_player.select_source", source="Netflix"), ctx="hall", tags=[HH])
    h("sony tv volume 20", C("set volume", "Sony TV", "media_player", "tv", params={"volume_level": 0.2}),
      one([TV], "media_player.volume_set", volume_level=0.2), tags=[HH])
    h("play songs on the echo dot", C("play", "Echo Dot", "media_player", "speaker"), one([SPK], "media_player.media_play"),
      tags=[HH])
    h("alexa volume up", C("volume up", "Alexa", "media_player", "speaker"), one([SPK], "media_player.volume_up"),
      tags=[HH, REL, IN, J])
    h("stop the music", C("pause", None, "media_player"), one([SPK], "media_player.media_pause"), ctx="kitchen", tags=[HH, J])
    h("increase the volume", C("volume up", None, "media_player"), one([TV], "media_player.volume_up"), ctx="hall",
      tags=[HH, REL])
    h("on the TV in the kids room", C("turn on", "TV", "media_player", "tv", inc=["kids room"]),
      none(H.sel("media_player", areas=["kids_room"])), tags=[HH, "absent_kind"])
    h("on the TV in the hall", C("turn on", "TV", "media_player", "tv", inc=["hall"]), one([TV], TV_ON), twin=True, tags=[HH])
    # ---- door, camera, sensors of safety -------------------------------------------------------------------
    h("lock the main door", C("lock", "Main Door", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("open the main door lock", C("unlock", "Main Door", "lock"), one([LOCK], "lock.unlock"), tags=[HH])
    h("is the main door locked", C("check", "Main Door", "lock"), one([LOCK], None), tags=[HH, Q])
    h("godrej lock locked or not", C("check", "Godrej", "lock"), one([LOCK], None), tags=[HH, Q, IN])
    h("is the balcony door open", C("check", "Balcony Door", "binary_sensor", "door"), one(["binary_sensor.balcony_door"], None),
      tags=[HH, Q])
    h("any gas leak in the kitchen", C("check", "Gas Leak", "binary_sensor", "gas", inc=["kitchen"]),
      one(["binary_sensor.gas_leak"], None), tags=[HH, Q])
    h("CCTV working or not", C("check", "CCTV Entrance", "camera"), one([CAM], None), tags=[HH, Q])
    h("is the CCTV on", C("check", "CCTV Entrance", "camera"), one([CAM], None), tags=[HH, Q])
    h("open the garage door", C("open", "garage door", "cover", "garage"), none(H.sel("cover", dc="garage")),
      tags=[HH, "absent_kind"])
    h("open the hall curtains", C("open", "Hall Curtains", "cover", "curtain"), one([HCUR], OPEN), twin=True, tags=[HH])
    # ---- curtains ----------------------------------------------------------------------------------------
    h("close the curtains", C("close", "curtain", "cover", "curtain"), one([HCUR], CLOSE), ctx="hall", tags=[HH])
    h("open the bedroom curtain", C("open", "Bedroom Curtain", "cover", "curtain"), one([BCUR], OPEN), tags=[HH])
    h("hall curtains half", C("set position", "Hall Curtains", "cover", "curtain", params={"position": 50}),
      one([HCUR], "cover.set_cover_position", position=50), tags=[HH])
    fl.lacks("bedroom curtain half", C("set position", "Bedroom Curtain", "cover", "curtain", params={"position": 50}), [BCUR],
             "position", "cover.set_cover_position", "position", tags=[HH])
    h("hall curtains 30 percent", C("set position", "Hall Curtains", "cover", "curtain", params={"position": 30}),
      one([HCUR], "cover.set_cover_position", position=30), twin=True, tags=[HH])
    h("close all curtains", C("close", None, "cover", "curtain", q="all"), every(H.sel("cover", dc="curtain"), CLOSE),
      tags=[HH])
    # ---- climate sensors ---------------------------------------------------------------------------------
    h("what is the temperature in the hall", C("check", None, "sensor", "temperature", inc=["hall"]),
      one(["sensor.hall_temperature"], None), tags=[HH, Q])
    h("how hot is the kids room", C("check", None, "sensor", "temperature", inc=["kids room"]),
      one(["sensor.kids_room_temperature"], None), tags=[HH, Q])
    h("humidity in the hall how much", C("check", None, "sensor", "humidity", inc=["hall"]),
      one(["sensor.hall_humidity"], None), tags=[HH, Q])
    h("kids room humidity", C("check", "Kids Room Humidity", "sensor", "humidity"), one(["sensor.kids_room_humidity"], None),
      tags=[HH, Q])
    h("what's the AQI", C("check", None, "sensor", "aqi"), one(["sensor.balcony_aqi"], None), tags=[HH, Q])
    h("how is the air quality outside", C("check", None, "sensor", "aqi"), one(["sensor.balcony_aqi"], None),
      tags=[HH, Q, J])
    h("what is the temperature in the pooja room", C("check", None, "sensor", "temperature", inc=["pooja room"]),
      none(H.sel("sensor", areas=["pooja_room"], dc="temperature")), tags=[HH, Q, "absent_kind"])
    h("what is the temperature in the kids room", C("check", None, "sensor", "temperature", inc=["kids room"]),
      one(["sensor.kids_room_temperature"], None), twin=True, tags=[HH, Q])
    # ---- routines ----------------------------------------------------------------------------------------
    h("pooja time", C("run", "Pooja Time", "script"), one(["script.pooja_time"], "script.turn_on"), tags=[HH, "routine"])
    h("start pooja time", C("run", "Pooja Time", "script"), one(["script.pooja_time"], "script.turn_on"), tags=[HH, "routine"])
    h("movie mode on", C("activate", "Movie Mode", "scene"), one(["scene.movie_mode"], "scene.turn_on"), tags=[HH, "routine"])
    h("we are going to watch a movie", C("activate", "Movie Mode", "scene"), one(["scene.movie_mode"], "scene.turn_on"),
      tags=[HH, "routine", J])
    h("good night", C("run", "Good Night", "script"), one(["script.good_night"], "script.turn_on"), tags=[HH, "routine"])
    h("we are sleeping now, good night", C("run", "Good Night", "script"), one(["script.good_night"], "script.turn_on"),
      tags=[HH, "routine", J])
    # ---- plugs -------------------------------------------------------------------------------------------
    h("on the good knight", C("turn on", "Good Knight", "switch"), one([GK], SW_ON), tags=[HH])
    h("switch on the mosquito machine", C("turn on", "Mosquito Machine", "switch"), one([GK], SW_ON), tags=[HH])
    h("off the good knight in the kids room", C("turn off", "Good Knight", "switch", inc=["kids room"]), one([GK], SW_OFF),
      tags=[HH])
    # ---- things the flat lacks -----------------------------------------------------------------------------
    h("on the air purifier in the hall", C("turn on", "air purifier", "fan", inc=["hall"]),
      none(H.sel(areas=["hall"], kind=["air purifier"])), tags=[HH, "absent_kind"])
    h("on the ceiling fan in the hall", C("turn on", "ceiling fan", "fan", inc=["hall"]), one([HFAN], FAN_ON), twin=True,
      tags=[HH])
    h("switch on the dishwasher", C("turn on", "dishwasher", None), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("switch on the water motor", C("turn on", "Water Motor", "switch"), one([MOTOR], SW_ON), twin=True, tags=[HH])
    h("on the cooler", C("turn on", "cooler", None), none(H.sel(kind=["cooler"])), tags=[HH, "absent_kind"])
    h("on the exhaust fan", C("turn on", "Kitchen Exhaust", "fan"), one([EXH], FAN_ON), twin=True, tags=[HH])
    h("switch on the microwave", C("turn on", "microwave", None), none(H.sel(kind=["microwave"])), tags=[HH, "absent_kind"])
    h("switch on the RO purifier", C("turn on", "RO Purifier", "switch"), one([RO], SW_ON), twin=True, tags=[HH])
    # ---- several at once ---------------------------------------------------------------------------------
    h("off the AC and on the fan", [C("turn off", "AC", "climate"), C("turn on", "fan", "fan")],
      [one([MAC], AC_OFF), one([MFAN], FAN_ON)], ctx="master_bedroom", tags=[HH, "multi"])
    h("do one thing, switch off the TV and the hall lights", [C("turn off", "TV", "media_player", "tv"),
      C("turn off", None, "light", q="all", inc=["hall"])], [one([TV], TV_OFF), every(H.lights("hall"), OFF)],
      tags=[HH, "multi"])
    h("on the geyser and the light", [C("turn on", "Geyser", "switch"), C("turn on", None, "light", q="all")],
      [one([CGEY], SW_ON), every(H.lights("common_bathroom"), ON)], ctx="common_bathroom", tags=[HH, "multi"])
    h("lock the main door and off the entrance light", [C("lock", "Main Door", "lock"), C("turn off", "Entrance Light", "light")],
      [one([LOCK], "lock.lock"), one(named("Entrance Light"), OFF)], tags=[HH, "multi"])
    h("close the curtain and on the bedside lamp", [C("close", "curtain", "cover", "curtain"),
      C("turn on", "Bedside Lamp", "light")], [one([BCUR], CLOSE), one(named("Bedside Lamp"), ON)], ctx="master_bedroom",
      tags=[HH, "multi"])
    h("kids room AC 25 and the fan on 2", [C("set", "Kids Room AC", "climate", params={"temperature": 25}),
      C("set speed", "fan", "fan", inc=["kids room"], params={"percentage": 40})],
      [one([KAC], TEMP, temperature=25), one([KFAN], PCT, percentage=40)], tags=[HH, "multi", J])
    h("off the tube light and on the LED strip", [C("turn off", "tube light", "light"), C("turn on", "LED strip", "light")],
      [one(named("Hall Tube Light"), OFF), one(named("Hall LED Strip"), ON)], ctx="hall", tags=[HH, "multi"])
    h("on the RO and the exhaust", [C("turn on", "RO Purifier", "switch"), C("turn on", "Kitchen Exhaust", "fan")],
      [one([RO], SW_ON), one([EXH], FAN_ON)], tags=[HH, "multi"])
    h("switch off the motor and tell me the tank level", [C("turn off", "Water Motor", "switch"),
      C("check", "Overhead Tank Level", "sensor")], [one([MOTOR], SW_OFF), one([TANK], None)], tags=[HH, "multi", Q])
    h("off the fan and the light in amma's room", [C("turn off", "fan", "fan", inc=["Amma's room"]),
      C("turn off", None, "light", q="all", inc=["Amma's room"])], [one([GFAN], FAN_OFF), every(H.lights("guest_room"), OFF)],
      tags=[HH, "multi"])
    # ---- follow-ups ----------------------------------------------------------------------------------------
    h("make it 23", C("set", None, None, ref=True, params={"temperature": 23}), one([MAC], TEMP, temperature=23),
      hist=["switch on the master bedroom AC"], tags=[HH, "followup"])
    h("little faster", C("increase speed", None, None, ref=True), one([HFAN], "fan.increase_speed"),
      hist=["on the hall fan"], tags=[HH, "followup", REL])
    h("volume little up", C("volume up", None, None, ref=True), one([TV], "media_player.volume_up"), hist=["on the TV"],
      tags=[HH, "followup", REL])
    h("how much time is left", C("check", None, None, ref=True), one([WTIME], None), hist=["is the washing machine done"],
      tags=[HH, "followup", Q, J])
    h("make it green colour", C("set color", None, None, ref=True, params={"color_name": "green"}),
      one(named("Wipro Smart Bulb"), ON, color_name="green"), hist=["switch on the wipro bulb"], tags=[HH, "followup", "british"])
    h("off it", C("turn off", None, None, ref=True), one([MOTOR], SW_OFF), hist=["switch on the motor"], tags=[HH, "followup"])
    # ---- truly ambiguous -------------------------------------------------------------------------------------
    h("on the geyser", C("turn on", "geyser", None), which([GEY, CGEY], None), tags=[HH, "ambiguous"])
    h("switch on the AC please", C("turn on", "AC", "climate"), which(H.sel("climate"), AC_ON), tags=[HH, "ambiguous"])
    h("switch off the fan", C("turn off", "fan", "fan"), which(H.sel("fan"), FAN_OFF), tags=[HH, "ambiguous"])
    h("on the tube light", C("turn on", "tube light", "light"), which(H.sel("light", kind=["tube light"]), ON),
      tags=[HH, "ambiguous"])
    h("on the LED strip", C("turn on", "LED strip", "light"), which(H.sel("light", kind=["led strip"]), ON),
      tags=[HH, "ambiguous"])
    h("close the curtain", C("close", "curtain", "cover", "curtain"), which(H.sel("cover", dc="curtain"), CLOSE),
      tags=[HH, "ambiguous"])
    h("bathroom light off", C("turn off", "light", "light", inc=["bathroom"]),
      which(H.sel("light", areas=H.rooms("bathroom")), OFF), tags=[HH, "ambiguous", "generic_room", J])
    h("set the AC to 24", C("set", "AC", "climate", params={"temperature": 24}), which(H.sel("climate"), TEMP),
      tags=[HH, "ambiguous"])
    h("fan speed 3", C("set speed", "fan", "fan", params={"percentage": 60}), which([HFAN, DFAN, MFAN, KFAN, GFAN], PCT),
      tags=[HH, "ambiguous", J])
    h("increase the AC temperature", C("increase temperature", "AC", "climate"), which(H.sel("climate"), TEMP),
      tags=[HH, "ambiguous", REL])
    h("what is the room temperature", C("check", None, "sensor", "temperature"),
      which(H.sel("sensor", dc="temperature"), None), tags=[HH, "ambiguous", Q, J])
    h("put the fan on sleep mode", C("set preset", "fan", "fan", params={"preset_mode": "Sleep"}), which([HFAN, MFAN], PRESET),
      tags=[HH, "ambiguous"])
def household_left(en: Language) -> None:
    """Round 15 (hleft): the household classes left by round 14, in forms of our own, and truly
    ambiguous requests over five homes beside near-misses that must not ask; written and labelled
    from the homes before the parser ran. A device asked about by its maker only ("what's the
    <brand> doing"), makers of two words, the solar panels asked about, a TV turned down by its
    maker (volume), a thermostat's fan said on (fan mode), routines said as news about other
    people; a plug or a curtain said by the thing it powers or its first word; a lock and a door
    contact of one name; kinds several devices share with nothing to choose between them (asked),
    and the same kinds where one device, the satellite's room or "all" settles it (not asked)."""
    HH, IN, Q, RT, AMB, J = "household", "integration_name", "question", "routine", "ambiguous", "judgement"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_MODE, VOL_DOWN, VOL_UP = "climate.set_fan_mode", "media_player.volume_down", "media_player.volume_up"
    # The loft.
    lo = en.book("loft_us_en")
    L, h = lo.home, lo.add
    h("what's the roborock doing", C("check", "Roborock", "vacuum"), one(["vacuum.robbie"], None), tags=[HH, IN, Q])
    h("what's the chamberlain doing", C("check", "Chamberlain", "cover", "garage"), one(["cover.garage_door"], None),
      tags=[HH, IN, Q])
    h("shut off the orbit b-hyve", C("close", "Orbit B-hyve", "valve", "water"), one(["valve.hose_spigot"], "valve.close_valve"),
      tags=[HH, IN])
    h("are the panels producing anything right now", C("check", "Current power production", "sensor", "power"),
      one(["sensor.envoy_122302045123_current_power_production"], None), tags=[HH, Q, J])
    h("how much have the solar panels generated today", C("check", "Energy production today", "sensor", "energy"),
      one(["sensor.envoy_122302045123_energy_production_today"], None), tags=[HH, Q, J])
    h("turn the lg down a bit", C("volume down", "LG", "media_player", "tv"), one(["media_player.lg_webos_tv_oled65c3pua"],
      VOL_DOWN), tags=[HH, IN, "relative"])
    h("switch the thermostat fan on", C("set fan mode", "thermostat", "climate", params={"fan_mode": "on"}),
      one(L.sel("climate", can=lambda e: "on" in (e.get("attributes") or {}).get("fan_modes", [])), FAN_MODE, fan_mode="on"),
      tags=[HH, J])
    h("put the ecobee fan back on auto", C("set fan mode", "ecobee", "climate", params={"fan_mode": "auto"}),
      one(["climate.main_floor"], FAN_MODE, fan_mode="auto"), tags=[HH, IN])
    h("the kids are asleep", C("activate", "Kids Bedtime", "scene"), one(["scene.kids_bedtime"], "scene.turn_on"),
      tags=[HH, RT, J])
    h("shut off the sprinklers", C("turn off", "sprinkler", "switch"), which(L.sel("switch", kind=["rachio"]), SW_OFF),
      tags=[HH, AMB, J])
    h("turn off the fish tank plug", C("turn off", "Fish Tank", "switch"), one(["switch.fish_tank"], SW_OFF), tags=[HH])
    h("is the roof deck door shut", C("check", "Roof Deck Door", "binary_sensor", "door"), one(["binary_sensor.roof_deck_door"], None),
      tags=[HH, Q])
    # The Singapore condo.
    sg = en.book("condo_sg_en")
    S, s = sg.home, sg.add
    s("blackout down please", C("close", "Blackout Curtain", "cover", "curtain"), one(["cover.blackout_curtain"], CLOSE),
      tags=[HH])
    s("is the blackout open", C("check", "Blackout Curtain", "cover", "curtain"), one(["cover.blackout_curtain"], None),
      tags=[HH, Q])
    s("off the rice cooker plug", C("turn off", "Rice Cooker", "switch"), one(["switch.rice_cooker"], SW_OFF), tags=[HH])
    s("on the mosquito trap plug", C("turn on", "Mosquito Trap", "switch"), one(["switch.mosquito_trap"], SW_ON), tags=[HH])
    s("main door locked already or not", C("check", "Main Door", "lock"), one(["lock.main_door"], None), tags=[HH, Q])
    s("main door closed or not", C("check", "Main Door Contact", "binary_sensor", "door"),
      one(["binary_sensor.main_door_contact"], None), tags=[HH, Q, J])
    s("turn down the samsung", C("volume down", "Samsung", "media_player", "tv"), one(["media_player.living_room_tv"], VOL_DOWN),
      tags=[HH, IN, "relative"])
    s("what's the mitsubishi doing", C("check", "Mitsubishi", "climate"), one(["climate.master_bedroom_aircon"], None),
      tags=[HH, IN, Q])
    s("what's the daikin doing", C("check", "Daikin", "climate"), which(S.sel("climate", kind=["daikin"]), None),
      tags=[HH, IN, Q, AMB])
    s("on the toilet light", C("turn on", "light", "light", inc=["toilet"]),
      which(S.sel("light", areas=S.rooms("toilet")), ON), tags=[HH, AMB, "generic_room", J])
    s("can off the toilet light", C("turn off", "light", "light"), one(["light.common_toilet_light"], OFF), ctx="common_toilet",
      tags=[HH])
    s("off the toilet heater", C("turn off", "heater", "switch"), which(S.sel("switch", kind=["heater"]), SW_OFF),
      tags=[HH, AMB])
    s("switch on the fan", C("turn on", "fan", "fan"), which(S.sel("fan", kind=["fan"]), "fan.turn_on"), tags=[HH, AMB])
    s("close the blinds", C("close", None, "cover", "blind"), which(S.sel("cover", dc="blind"), CLOSE), tags=[HH, AMB])
    s("open the curtain", C("open", None, "cover", "curtain"), which(S.sel("cover", dc="curtain"), OPEN), tags=[HH, AMB])
    s("what's the humidity now", C("check", None, "sensor", "humidity"), which(S.sel("sensor", dc="humidity"), None),
      tags=[HH, Q, AMB])
    s("on the ceiling light", C("turn on", "ceiling light", "light"), one(["light.yeelight_ceiling_light"], ON), tags=[HH])
    s("all the aircons off", C("turn off", "aircon", "climate", q="all"), every(S.sel("climate"), "climate.turn_off"), tags=[HH])
    # The Texas ranch.
    ra = en.book("ranch_us_en")
    R, r = ra.home, ra.add
    r("what's the bond doing", C("check", "Bond", "fan"), one(["fan.bedroom_ceiling_fan"], None), tags=[HH, IN, Q])
    r("turn the samsung down", C("volume down", "Samsung", "media_player", "tv"), one(["media_player.samsung_q70_series_55"],
      VOL_DOWN), tags=[HH, IN, "relative"])
    r("turn the fan on at the thermostat", C("set fan mode", "thermostat", "climate", params={"fan_mode": "on"}),
      one(["climate.hallway"], FAN_MODE, fan_mode="on"), tags=[HH, J])
    r("the sitter just got here", C("turn on", "Babysitter Mode", "input_boolean"),
      one(["input_boolean.babysitter_mode"], "input_boolean.turn_on"), tags=[HH, RT, J])
    r("bottle warmer plug on", C("turn on", "Bottle Warmer", "switch"), one(["switch.bottle_warmer"], SW_ON), tags=[HH])
    r("turn off the sprinkler", C("turn off", "sprinkler", "switch"), one(["switch.sprinkler_zone_2"], SW_OFF), tags=[HH])
    r("turn on the ceiling fan", C("turn on", "ceiling fan", "fan"), which(R.sel("fan", kind=["ceiling fan"]), "fan.turn_on"),
      tags=[HH, AMB])
    r("switch the lamp on", C("turn on", "lamp", "light"), which(R.sel("light", kind=["lamp"]), ON), tags=[HH, AMB])
    r("turn the tv off", C("turn off", "TV", "media_player", "tv"), which(R.sel("media_player", dc="tv"), "media_player.turn_off"),
      tags=[HH, AMB])
    r("lock the door please", C("lock", "door", "lock"), which(R.sel("lock"), "lock.lock"), tags=[HH, AMB])
    r("turn the speaker up", C("volume up", "speaker", "media_player", "speaker"), which(R.sel("media_player", dc="speaker"), VOL_UP),
      tags=[HH, AMB, "relative"])
    r("turn on the night light", C("turn on", "Night Light", "light"), one(["light.nursery_night_light"], ON), tags=[HH])
    r("let the blinds up", C("open", None, "cover", "blind"), one(["cover.sunroom_blinds"], OPEN), tags=[HH])
    r("lock the door", C("lock", "door", "lock"), one(["lock.garage_entry_door"], "lock.lock"), ctx="garage", tags=[HH])
    # The New Zealand bungalow.
    nz = en.book("bungalow_nz_en")
    N, n = nz.home, nz.add
    n("what's the wallbox doing", C("check", "Wallbox", "switch"), one(["switch.car_charger"], None), tags=[HH, IN, Q])
    n("turn the sony down", C("volume down", "Sony", "media_player", "tv"), one(["media_player.lounge_tv"], VOL_DOWN),
      tags=[HH, IN, "relative"])
    n("our guests have arrived", C("turn on", "Guest Mode", "input_boolean"), one(["input_boolean.guest_mode"],
      "input_boolean.turn_on"), tags=[HH, RT, J])
    n("turn the lamp on", C("turn on", "lamp", "light"), which(N.sel("light", kind=["lamp"]), ON), tags=[HH, AMB])
    n("stop the sonos for a sec", C("pause", "Sonos", "media_player", "speaker"), which(N.sel("media_player", kind=["sonos"]),
      "media_player.media_pause"), tags=[HH, IN, AMB])
    n("switch the telly off", C("turn off", "TV", "media_player", "tv"), which(N.sel("media_player", dc="tv"),
      "media_player.turn_off"), tags=[HH, AMB])
    n("how humid is it", C("check", None, "sensor", "humidity"), which(N.sel("sensor", dc="humidity"), None), tags=[HH, Q, AMB])
    n("turn the heat pump on", C("turn on", "Heat Pump", "climate"), one(["climate.heat_pump"], HEAT_ON), tags=[HH, J])
    n("downlights on", C("turn on", "downlights", "light"), one(["light.lounge_downlights"], ON), tags=[HH])
    n("turn all the lamps off", C("turn off", "lamp", "light", q="all"), every(N.sel("light", kind=["lamp"]), OFF), tags=[HH])
    n("lamps off", C("turn off", "lamp", "light", q="all"), every(N.sel("light", kind=["lamp"], areas=["main_bedroom"]), OFF),
      ctx="main_bedroom", tags=[HH])
    # The Canadian house.
    ca = en.book("house_ca_en")
    K, k = ca.home, ca.add
    k("what's the ambient weather reading", C("check", "Ambient Weather", "sensor"), one(["sensor.outdoor_temperature"], None),
      tags=[HH, IN, Q])
    k("set the thermostat fan to on", C("set fan mode", "Thermostat", "climate", params={"fan_mode": "on"}),
      one(["climate.my_ecobee"], FAN_MODE, fan_mode="on"), tags=[HH])
    k("is the chest freezer plug on", C("check", "Chest Freezer", "switch"), one(["switch.chest_freezer"], None), tags=[HH, Q])
    k("turn on the pot lights", C("turn on", "pot lights", "light"), which(K.sel("light", kind=["pot lights"]), ON), tags=[HH, AMB])
    k("can you lock the door", C("lock", "door", "lock"), which(K.sel("lock"), "lock.lock"), tags=[HH, AMB])
    k("pull the shade down", C("close", None, "cover", "shade"), which(K.sel("cover", dc="shade"), CLOSE), tags=[HH, AMB])
    k("switch the hue lamp off", C("turn off", "hue lamp", "light"), which(K.sel("light", kind=["hue color lamp"]), OFF),
      tags=[HH, AMB])
    k("turn off the ceiling fan", C("turn off", "ceiling fan", "fan"), which(K.sel("fan", kind=["ceiling fan"]), "fan.turn_off"),
      tags=[HH, AMB])
    k("turn off the pendants", C("turn off", "pendants", "light"), one(["light.kitchen_island_pendants"], OFF), tags=[HH])
    k("turn off the fan", C("turn off", "fan", "fan"), one(["fan.kids_room_fan"], "fan.turn_off"), ctx="noahs_room", tags=[HH])
    k("turn off all the pot lights", C("turn off", "pot lights", "light", q="all"), every(K.sel("light", kind=["pot lights"]), OFF),
      tags=[HH])
    k("lock the door behind me", C("lock", "door", "lock"), one(["lock.back_door_lock"], "lock.lock"), ctx="mudroom", tags=[HH])
    # The Australian house.
    au = en.book("house_au_en")
    A, a = au.home, au.add
    a("pull the blockout down", C("close", "Blockout Blind", "cover"), one(["cover.blockout_blind"], CLOSE), tags=[HH])
    a("turn the hisense down", C("volume down", "Hisense", "media_player", "tv"), one(["media_player.rumpus_tv"], VOL_DOWN),
      tags=[HH, IN, "relative"])
    a("beer fridge plug off", C("turn off", "Beer Fridge", "switch"), one(["switch.beer_fridge"], SW_OFF), tags=[HH])
    a("ruby and jack are in bed", C("run", "Kids Bedtime", "script"), one(["script.kids_bedtime"], "script.turn_on"),
      tags=[HH, RT, J])
    a("turn on the bedside lamp", C("turn on", "bedside lamp", "light"), which(A.sel("light", kind=["bedside lamp"]), ON),
      tags=[HH, AMB])
    a("turn off the tv", C("turn off", "TV", "media_player", "tv"), which(A.sel("media_player", dc="tv"), "media_player.turn_off"),
      tags=[HH, AMB])
    a("switch the heater on", C("turn on", "heater", "switch"), which(A.sel("switch", kind=["heater"]), SW_ON), tags=[HH, AMB, J])
    a("drop the blind", C("close", "blind", "cover"), which(A.sel("cover", kind=["blind"], areas=["main_bedroom"]), CLOSE),
      ctx="main_bedroom", tags=[HH, AMB])
    a("blinds down", C("close", "blind", "cover", q="all"), every(A.sel("cover", kind=["blind"], areas=["main_bedroom"]),
      CLOSE), ctx="main_bedroom", tags=[HH])
    a("turn on the ceiling fan", C("turn on", "Ceiling Fan", "fan"), one(["fan.ceiling_fan"], "fan.turn_on"), tags=[HH, J])
def household_us2(en: Language) -> None:
    """Round 15 (hus): an Ohio family in a two-storey colonial with a finished basement none of the
    earlier rounds saw (``colonial_us_en``), written and labelled from the home before the parser
    ran on it: plain and odd names (two lights named just "Ceiling Light", thermostats named after
    their floor, Sonos speakers named after their place, "Hue color lamp 1"), one thermostat per
    floor in °F, two garage doors and three locks, blinds with and without position, sprinkler
    zones as valves, a sump pump, leak sensors, appliances known by their sensors, a TV per floor,
    questions, complaints, relative changes, several commands at once, follow-ups, routines, things
    the home lacks beside a twin that exists, and truly ambiguous requests. A room with no climate
    device of its own, in a house with one thermostat per floor, is warmed or cooled by its floor's
    thermostat (tagged ``judgement``).
    """
    us = en.book("colonial_us_en")
    H, h = us.home, us.add
    HH, IN = "household", "integration_name"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT = "fan.turn_on", "fan.turn_off", "fan.set_percentage"
    HVAC, PRESET = "climate.set_hvac_mode", "climate.set_preset_mode"
    V_OPEN, V_CLOSE = "valve.open_valve", "valve.close_valve"
    LOCK, UNLOCK = "lock.lock", "lock.unlock"
    TV_ON, TV_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    ECO, NEST = "climate.downstairs", "climate.upstairs"
    FCH, LRL, HCL, KI, SINK, DCH = ("light.foyer_chandelier", "light.living_room_lights", "light.hue_color_lamp_1",
                                    "light.kitchen_island", "light.sink_light", "light.dining_chandelier")
    GAR, NSL, NSR, VAN, CL1, CL2, GO = ("light.garage_lights", "light.nightstand_left", "light.nightstand_right",
                                        "light.vanity_lights", "light.ceiling_light", "light.ceiling_light_2", "light.hue_go")
    REC, LAU, PAT, LAN, POST = ("light.rec_room_lights", "light.laundry_light", "light.patio_lights", "light.porch_lantern",
                                "light.lamp_post")
    FFAN, PBF, CFAN, HBF = "fan.family_room_fan", "fan.primary_bedroom_fan", "fan.calebs_fan", "fan.hall_bath_fan"
    LGD, RGD, LRB, BB, KB = ("cover.left_garage_door", "cover.right_garage_door", "cover.living_room_blinds",
                             "cover.bedroom_blinds", "cover.kids_blinds")
    FD, BD, SD = "lock.front_door", "lock.back_door", "lock.side_door"
    FRTV, BTV, RRTV, KSON, PSON = ("media_player.family_room_tv", "media_player.bedroom_tv", "media_player.rec_room_tv",
                                   "media_player.kitchen", "media_player.patio")
    VAC, DEH, XMAS, POOL = "vacuum.roomba", "humidifier.dehumidifier", "switch.christmas_tree", "switch.pool_pump"
    FRONT, BACK, BEDS = "valve.front_lawn", "valve.back_lawn", "valve.garden_beds"
    WASH, WEND, DRY, DISH = ("sensor.washer_state", "sensor.washer_end_time", "sensor.dryer_state",
                             "sensor.dishwasher_operation_state")
    SUMPW, SUMPP, SINKLEAK, WHLEAK = ("binary_sensor.sump_pump_high_water", "sensor.sump_pump_power",
                                      "binary_sensor.under_sink_leak", "binary_sensor.water_heater_leak")
    DOORMO, DOORBAT, FOYMO, STAIRMO = ("binary_sensor.front_door_motion", "sensor.front_door_battery",
                                       "binary_sensor.foyer_motion", "binary_sensor.basement_stairs_motion")
    RECT, RECH, OUTT = "sensor.rec_room_temperature", "sensor.rec_room_humidity", "sensor.weather_station_temperature"
    GARAGE_DOORS, LOCKS = [LGD, RGD], [FD, BD, SD]

    # ---- lights ---------------------------------------------------------------------------------
    h("turn on the kitchen island", C("turn on", "Kitchen Island", "light"), one([KI], ON), tags=[HH])
    h("can you turn off the sink light", C("turn off", "Sink Light", "light"), one([SINK], OFF), tags=[HH])
    h("kitchen lights on please", C("turn on", None, "light", q="all", inc=["kitchen"]), every(H.lights("kitchen"), ON),
      tags=[HH])
    h("dim the island to 40 percent", C("set brightness", "island", "light", params={"brightness_pct": 40}),
      one([KI], ON, brightness_pct=40), tags=[HH])
    h("turn the lamp post on", C("turn on", "Lamp Post", "light"), one([POST], ON), tags=[HH])
    h("porch lantern off", C("turn off", "Porch Lantern", "light"), one([LAN], OFF), tags=[HH])
    h("make the nightlight purple", C("set color", "Nightlight", "light", params={"color_name": "purple"}),
      one([GO], ON, color_name="purple"), ctx="kids_room", tags=[HH])
    h("turn on the nightlight in the girls' room", C("turn on", "Nightlight", "light", inc=["Girls' Room"]), one([GO], ON),
      tags=[HH])
    h("turn on nightstand left", C("turn on", "Nightstand Left", "light"), one([NSL], ON), tags=[HH])
    h("turn off both nightstands", C("turn off", "nightstand", "light", q="all"), every([NSL, NSR], OFF), tags=[HH])
    h("turn the ceiling light on", C("turn on", "Ceiling Light", "light"), one([CL1], ON), ctx="kids_room", tags=[HH])
    h("ceiling light off", C("turn off", "Ceiling Light", "light"), one([CL2], OFF), ctx="calebs_room", tags=[HH])
    h("turn off the ceiling light in caleb's room", C("turn off", "Ceiling Light", "light", inc=["Caleb's room"]),
      one([CL2], OFF), tags=[HH])
    h("hey can you shut the light off", C("turn off", None, "light", q="all"), every(H.lights("calebs_room"), OFF),
      ctx="calebs_room", tags=[HH])
    h("lights off in the rec room", C("turn off", None, "light", q="all", inc=["rec room"]), every(H.lights("rec_room"), OFF),
      tags=[HH])
    h("basement lights on", C("turn on", None, "light", q="all", inc=["basement"]), every(H.pick("light", floors=["basement"]), ON),
      tags=[HH, "floor"])
    h("turn off all the lights upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["second_floor"]), OFF), tags=[HH, "floor"])
    h("turn off every light downstairs except the kitchen", C("turn off", None, "light", q="except", inc=["downstairs"],
      exc=["kitchen"]), every(H.pick("light", floors=["first_floor"], not_areas=["kitchen"]), OFF, q="except"),
      tags=[HH, "floor"])
    h("turn on the dining room chandelier", C("turn on", "chandelier", "light", inc=["dining room"]), one([DCH], ON),
      tags=[HH, "kind_word"])
    h("foyer chandelier all the way up", C("set brightness", "Foyer Chandelier", "light", params={"brightness_pct": 100}),
      one([FCH], ON, brightness_pct=100), tags=[HH])
    h("set the hue lamp to blue", C("set color", "Hue lamp", "light", params={"color_name": "blue"}),
      one([HCL], ON, color_name="blue"), tags=[HH, IN])
    h("living room lights at 50%", C("set brightness", "Living Room Lights", "light", params={"brightness_pct": 50}),
      one([LRL], ON, brightness_pct=50), tags=[HH])
    h("garage lights on", C("turn on", "Garage Lights", "light"), one([GAR], ON), tags=[HH])
    h("flip the laundry light on", C("turn on", "Laundry Light", "light"), one([LAU], ON), tags=[HH])
    h("vanity lights to 30 percent", C("set brightness", "Vanity Lights", "light", params={"brightness_pct": 30}),
      one([VAN], ON, brightness_pct=30), tags=[HH])
    h("put the patio lights on the christmas effect", C("set effect", "Patio Lights", "light", params={"effect": "Christmas"}),
      one([PAT], ON, effect="Christmas"), tags=[HH])
    h("dim the family room lamp a bit", C("dim", "lamp", "light", inc=["family room"], params={"brightness_step_pct": -20}),
      one([HCL], ON, brightness_step_pct=-20), tags=[HH, "relative"])
    h("turn on hue color lamp 1", C("turn on", "Hue color lamp 1", "light"), one([HCL], ON), tags=[HH, IN])
    h("set the nightstands to 20 percent", C("set brightness", "nightstand", "light", q="all", params={"brightness_pct": 20}),
      every([NSL, NSR], ON, brightness_pct=20), tags=[HH])
    # ---- thermostats ----------------------------------------------------------------------------
    h("set the downstairs thermostat to 70", C("set", "thermostat", "climate", inc=["downstairs"], params={"temperature": 70}),
      one([ECO], TEMP, temperature=70), tags=[HH])
    h("set upstairs to 66 degrees", C("set", "Upstairs", "climate", params={"temperature": 66}),
      one([NEST], TEMP, temperature=66), tags=[HH, "judgement"])
    h("turn the heat up a couple degrees downstairs", C("increase temperature", None, "climate", inc=["downstairs"],
      params={"temperature": 70}), one([ECO], TEMP, temperature=70), tags=[HH, "relative"])
    h("turn the heat down a notch upstairs", C("decrease temperature", None, "climate", inc=["upstairs"]),
      one([NEST], TEMP, temperature=65), tags=[HH, "relative"])
    h("what's the thermostat set to upstairs", C("check", "thermostat", "climate", inc=["upstairs"]), one([NEST], None),
      tags=[HH, "question", "floor"])
    h("what's the temperature upstairs", C("check", None, "climate", inc=["upstairs"]), one([NEST], None),
      tags=[HH, "question", "floor"])
    h("how warm is it downstairs right now", C("check", None, "climate", inc=["downstairs"]), one([ECO], None),
      tags=[HH, "question", "floor"])
    h("how cold is it outside", C("check", None, "sensor", "temperature"), one([OUTT], None), tags=[HH, "question"])
    h("put the ecobee in away mode", C("set preset", "ecobee", "climate", params={"preset_mode": "away"}),
      one([ECO], PRESET, preset_mode="away"), tags=[HH, IN])
    h("set the nest to eco", C("set preset", "Nest", "climate", params={"preset_mode": "eco"}),
      one([NEST], PRESET, preset_mode="eco"), tags=[HH, IN])
    h("turn the heat off upstairs", C("turn off", None, "climate", inc=["upstairs"]), one([NEST], "climate.turn_off"),
      tags=[HH, "floor"])
    h("switch the downstairs thermostat to cool", C("set mode", "thermostat", "climate", inc=["downstairs"],
      params={"hvac_mode": "cool"}), one([ECO], HVAC, hvac_mode="cool"), tags=[HH])
    h("it's freezing in the kids' room", C("heat", None, "climate", q="all", inc=["Kids' Room"], params={"hvac_mode": "heat"}),
      every([NEST], HVAC, hvac_mode="heat"), tags=[HH, "complaint", "judgement"])
    h("brr it's chilly down here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every([ECO], HVAC, hvac_mode="heat"), ctx="family_room", tags=[HH, "complaint", "judgement"])
    h("make it 72 in here", C("set", None, "climate", params={"temperature": 72}), one([ECO], TEMP, temperature=72),
      ctx="living_room", tags=[HH, "judgement"])
    h("what's the ecobee reading", C("check", "ecobee", "climate"), one([ECO], None), tags=[HH, "question", IN])
    # ---- fans -----------------------------------------------------------------------------------
    h("turn on the ceiling fan", C("turn on", "ceiling fan", "fan"), one([FFAN], FAN_ON), ctx="family_room", tags=[HH])
    h("ceiling fan on high in the master bedroom", C("set speed", "ceiling fan", "fan", inc=["master bedroom"],
      params={"percentage": 100}), one([PBF], PCT, percentage=100), tags=[HH])
    h("turn caleb's fan down", C("decrease speed", "Caleb's Fan", "fan"), one([CFAN], "fan.decrease_speed"),
      tags=[HH, "relative"])
    h("fan off", C("turn off", "fan", "fan"), one([CFAN], FAN_OFF), ctx="calebs_room", tags=[HH])
    h("turn on the fan in the kids' bathroom", C("turn on", "fan", "fan", inc=["Kids' Bathroom"]), one([HBF], FAN_ON),
      tags=[HH])
    h("put the bedroom fan on breeze", C("set preset", "fan", "fan", inc=["bedroom"], params={"preset_mode": "breeze"}),
      one([PBF], "fan.set_preset_mode", preset_mode="breeze"), tags=[HH, "generic_room"])
    h("reverse the bedroom ceiling fan for winter", C("reverse", "ceiling fan", "fan", inc=["bedroom"],
      params={"direction": "reverse"}), one([PBF], "fan.set_direction", direction="reverse"), tags=[HH, "generic_room"])
    h("family room fan to 50 percent", C("set speed", "Family Room Fan", "fan", params={"percentage": 50}),
      one([FFAN], PCT, percentage=50), tags=[HH])
    # ---- garage doors and blinds ----------------------------------------------------------------
    h("open the left garage door", C("open", "Left Garage Door", "cover", "garage"), one([LGD], OPEN), tags=[HH])
    h("close the right garage door", C("close", "Right Garage Door", "cover", "garage"), one([RGD], CLOSE), tags=[HH])
    h("did I leave the garage open?", C("check", None, "cover", "garage", q="all", inc=["garage"]),
      every(GARAGE_DOORS, None), tags=[HH, "question", "judgement"])
    h("close both garage doors", C("close", "garage door", "cover", "garage", q="all"), every(GARAGE_DOORS, CLOSE), tags=[HH])
    h("is the left bay open", C("check", "Left Garage Door", "cover", "garage"), one([LGD], None), tags=[HH, "question"])
    h("lower the living room blinds halfway", C("set position", "Living Room Blinds", "cover", "blind",
      params={"position": 50}), one([LRB], "cover.set_cover_position", position=50), tags=[HH])
    h("open the blinds", C("open", None, "cover", "blind", q="all"), every([BB], OPEN), ctx="primary_bedroom", tags=[HH])
    h("close the kids' blinds", C("close", "Kids' Blinds", "cover", "blind"), one([KB], CLOSE), tags=[HH])
    h("open all the blinds upstairs", C("open", None, "cover", "blind", q="all", inc=["upstairs"]),
      every(H.pick("cover", floors=["second_floor"], dc="blind"), OPEN), tags=[HH, "floor"])
    h("raise the blinds in the living room", C("open", None, "cover", "blind", q="all", inc=["living room"]),
      every([LRB], OPEN), tags=[HH])
    # ---- locks and the doorbell -----------------------------------------------------------------
    h("lock the front door", C("lock", "Front Door", "lock"), one([FD], LOCK), tags=[HH])
    h("is the back door still locked", C("check", "Back Door", "lock"), one([BD], None), tags=[HH, "question"])
    h("unlock the side door for me", C("unlock", "Side Door", "lock"), one([SD], UNLOCK), tags=[HH])
    h("lock all the doors", C("lock", None, "lock", q="all"), every(LOCKS, LOCK), tags=[HH])
    h("are all the doors locked up", C("check", None, "lock", q="all"), every(LOCKS, None), tags=[HH, "question"])
    h("is somebody at the front door", C("check", "Front Door Motion", "binary_sensor", "motion"), one([DOORMO], None),
      tags=[HH, "question", "judgement"])
    h("how's the doorbell battery", C("check", "doorbell", "sensor", "battery"), one([DOORBAT], None),
      tags=[HH, "question"])
    h("any motion on the basement stairs", C("check", "Basement Stairs Motion", "binary_sensor", "motion"),
      one([STAIRMO], None), tags=[HH, "question"])
    h("has anyone walked through the foyer", C("check", None, "binary_sensor", "motion", inc=["foyer"]), one([FOYMO], None),
      tags=[HH, "question"])
    # ---- water: sump, leaks, dehumidifier, pool, sprinklers ---------------------------------------
    h("is the sump pump about to overflow", C("check", "Sump Pump High Water", "binary_sensor", "moisture"),
      one([SUMPW], None), tags=[HH, "question"])
    h("is the sump pump running right now", C("check", "Sump Pump Power", "sensor", "power"), one([SUMPP], None),
      tags=[HH, "question", "judgement"])
    h("any leaks under the kitchen sink", C("check", "Under Sink Leak", "binary_sensor", "moisture"), one([SINKLEAK], None),
      tags=[HH, "question"])
    h("is the water heater leaking", C("check", "Water Heater Leak", "binary_sensor", "moisture"), one([WHLEAK], None),
      tags=[HH, "question"])
    h("are any of the leak sensors wet", C("check", "leak", "binary_sensor", "moisture", q="all"),
      every(H.sel("binary_sensor", dc="moisture"), None), tags=[HH, "question"])
    h("turn on the dehumidifier", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"), one([DEH], "humidifier.turn_on"),
      tags=[HH])
    h("set the dehumidifier to 45 percent", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier",
      params={"humidity": 45}), one([DEH], "humidifier.set_humidity", humidity=45), tags=[HH])
    h("put the dehumidifier on continuous", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
      params={"mode": "Continuous"}), one([DEH], "humidifier.set_mode", mode="Continuous"), tags=[HH])
    h("how humid is it in the basement", C("check", None, "sensor", "humidity", inc=["basement"]), one([RECH], None),
      tags=[HH, "question", "floor"])
    h("it feels really damp down here", C("turn on", None, "humidifier", "dehumidifier", q="all"), every([DEH],
      "humidifier.turn_on"), ctx="laundry_room", tags=[HH, "complaint"])
    h("turn off the pool pump", C("turn off", "Pool Pump", "switch"), one([POOL], SW_OFF), tags=[HH])
    h("is the pool pump still on", C("check", "Pool Pump", "switch"), one([POOL], None), tags=[HH, "question"])
    h("water the front lawn", C("open", "Front Lawn", "valve"), one([FRONT], V_OPEN), tags=[HH])
    h("turn on the sprinklers in the backyard", C("open", "sprinkler", "valve", q="all", inc=["backyard"]),
      every(H.sel("valve", areas=["backyard"]), V_OPEN), tags=[HH, "kind_word"])
    h("shut off the garden beds", C("close", "Garden Beds", "valve"), one([BEDS], V_CLOSE), tags=[HH])
    h("turn off all the sprinklers", C("close", "sprinkler", "valve", q="all"), every(H.sel("valve"), V_CLOSE),
      tags=[HH, "kind_word"])
    h("run the back lawn zone", C("open", "Back Lawn", "valve"), one([BACK], V_OPEN), tags=[HH])
    # ---- TVs and Sonos ----------------------------------------------------------------------------
    h("turn on the tv", C("turn on", "TV", "media_player", "tv"), one([FRTV], TV_ON), ctx="family_room", tags=[HH])
    h("turn the bedroom tv off", C("turn off", "Bedroom TV", "media_player", "tv"), one([BTV], TV_OFF), tags=[HH])
    h("put netflix on the family room tv", C("select source", "Family Room TV", "media_player", "tv",
      params={"source": "Netflix"}), one([FRTV], SRC, source="Netflix"), tags=[HH])
    h("switch the rec room tv to the xbox", C("select source", "Rec Room TV", "media_player", "tv", params={"source": "Xbox"}),
      one([RRTV], SRC, source="Xbox"), tags=[HH])
    h("mute the tv", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([RRTV], "media_player.volume_mute"), ctx="rec_room", tags=[HH])
    h("turn the family room tv up", C("volume up", "Family Room TV", "media_player", "tv"),
      one([FRTV], "media_player.volume_up"), tags=[HH, "relative"])
    h("put peacock on in the den", C("select source", "TV", "media_player", "tv", inc=["den"], params={"source": "Peacock"}),
      one([FRTV], SRC, source="Peacock"), tags=[HH])
    h("play music in the kitchen", C("play", None, "media_player", "speaker", inc=["kitchen"]),
      one([KSON], "media_player.media_play"), tags=[HH])
    h("pause the kitchen sonos", C("pause", "Kitchen", "media_player", "speaker"), one([KSON], "media_player.media_pause"),
      tags=[HH, IN])
    h("set the patio speaker to 40 percent", C("set volume", "Patio", "media_player", "speaker",
      params={"volume_level": 0.4}), one([PSON], "media_player.volume_set", volume_level=0.4), tags=[HH])
    h("skip this song", C("next track", None, "media_player"), one([KSON], "media_player.media_next_track"), ctx="kitchen",
      tags=[HH])
    h("turn the music down", C("volume down", None, "media_player"), one([KSON], "media_player.volume_down"),
      ctx="kitchen", tags=[HH, "relative"])
    # ---- laundry, dishes, vacuum -----------------------------------------------------------------
    h("is the washer done", C("check", "Washer State", "sensor"), one([WASH], None), tags=[HH, "question"])
    h("how long until the washer finishes", C("check", "Washer End Time", "sensor"), one([WEND], None),
      tags=[HH, "question"])
    h("is the dryer running", C("check", "Dryer State", "sensor"), one([DRY], None), tags=[HH, "question"])
    h("is the dishwasher done yet", C("check", "Dishwasher Operation state", "sensor"), one([DISH], None),
      tags=[HH, "question"])
    h("start the roomba", C("start", "Roomba", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, IN])
    h("send the roomba home", C("return to base", "Roomba", "vacuum"), one([VAC], "vacuum.return_to_base"), tags=[HH, IN])
    h("vacuum the family room", C("start", None, "vacuum", inc=["family room"]), one([VAC], "vacuum.start"), tags=[HH])
    h("pause the vacuum", C("pause", "vacuum", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    h("how much battery does the roomba have", C("check", "Roomba", "vacuum"), one([VAC], None), tags=[HH, "question", IN])
    # ---- routines and the tree --------------------------------------------------------------------
    h("movie night", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"), tags=[HH, "routine"])
    h("we're gonna watch a movie", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("ok we're going to bed", C("run", "Bedtime", "script"), one(["script.bedtime"], "script.turn_on"),
      tags=[HH, "routine", "judgement"])
    h("start bedtime", C("run", "Bedtime", "script"), one(["script.bedtime"], "script.turn_on"), tags=[HH, "routine"])
    h("we're leaving now", C("run", "Away", "script"), one(["script.away"], "script.turn_on"), tags=[HH, "routine", "judgement"])
    h("run the away script", C("run", "Away", "script"), one(["script.away"], "script.turn_on"), tags=[HH, "routine"])
    h("turn on the christmas tree", C("turn on", "Christmas Tree", "switch"), one([XMAS], SW_ON), tags=[HH])
    h("is the tree still on", C("check", "Christmas Tree", "switch"), one([XMAS], None), tags=[HH, "question"])
    # ---- complaints ---------------------------------------------------------------------------------
    h("it's too dark in the dining room", C("turn on", None, "light", q="all", inc=["dining room"]),
      every(H.lights("dining_room"), ON), tags=[HH, "complaint"])
    h("can you make it a bit brighter in here", C("brighten", None, "light", q="all", params={"brightness_step_pct": 20}),
      every(H.sel("light", areas=["kitchen"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=20),
      ctx="kitchen", tags=[HH, "complaint", "relative"])
    h("way too bright in here", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["family_room"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=-20),
      ctx="family_room", tags=[HH, "complaint"])
    h("it's really stuffy in caleb's room", C("turn on", None, "fan", q="all", inc=["Caleb's room"]),
      every(H.sel("fan", areas=["calebs_room"]), FAN_ON), tags=[HH, "complaint"])
    h("the kitchen music is way too loud", C("volume down", "Kitchen", "media_player", "speaker"),
      one([KSON], "media_player.volume_down"), tags=[HH, "complaint", "relative"])
    h("I can't see anything in the garage", C("turn on", None, "light", q="all", inc=["garage"]),
      every(H.lights("garage"), ON), tags=[HH, "complaint"])
    # ---- questions ----------------------------------------------------------------------------------
    h("which lights are on right now", C("check", None, "light", q="all"), every(H.sel("light"), None), tags=[HH, "question"])
    h("are any lights on in the basement", C("check", None, "light", q="all", inc=["basement"]),
      every(H.pick("light", floors=["basement"]), None), tags=[HH, "question", "floor"])
    h("what's the rec room temperature", C("check", "Rec Room Temperature", "sensor", "temperature"), one([RECT], None),
      tags=[HH, "question"])
    h("how humid is the rec room", C("check", None, "sensor", "humidity", inc=["rec room"]), one([RECH], None),
      tags=[HH, "question"])
    h("is the front door locked", C("check", "Front Door", "lock"), one([FD], None), tags=[HH, "question"])
    h("is the lamp post on", C("check", "Lamp Post", "light"), one([POST], None), tags=[HH, "question"])
    # ---- several at once ------------------------------------------------------------------------------
    h("lock the front door and close both garage doors", [C("lock", "Front Door", "lock"),
      C("close", "garage door", "cover", "garage", q="all")], [one([FD], LOCK), every(GARAGE_DOORS, CLOSE)], tags=[HH, "multi"])
    h("turn off the tv and the lights in the den", [C("turn off", "TV", "media_player", "tv", inc=["den"]),
      C("turn off", None, "light", q="all", inc=["den"])], [one([FRTV], TV_OFF), every(H.lights("family_room"), OFF)],
      tags=[HH, "multi"])
    h("turn on the porch lantern and the lamp post", [C("turn on", "Porch Lantern", "light"), C("turn on", "Lamp Post", "light")],
      [one([LAN], ON), one([POST], ON)], tags=[HH, "multi"])
    h("pause the tv and set the lights to 20 percent", [C("pause", "TV", "media_player", "tv"),
      C("set brightness", None, "light", q="all", params={"brightness_pct": 20})],
      [one([FRTV], "media_player.media_pause"), every(H.lights("family_room"), ON, brightness_pct=20)], ctx="family_room",
      tags=[HH, "multi"])
    h("turn off the kitchen island and the sink light", [C("turn off", "Kitchen Island", "light"),
      C("turn off", "Sink Light", "light")], [one([KI], OFF), one([SINK], OFF)], tags=[HH, "multi"])
    h("shut the pool pump off and turn the back lawn on", [C("turn off", "Pool Pump", "switch"), C("open", "Back Lawn", "valve")],
      [one([POOL], SW_OFF), one([BACK], V_OPEN)], tags=[HH, "multi"])
    h("turn off the christmas tree, the living room lights and the foyer chandelier",
      [C("turn off", "Christmas Tree", "switch"), C("turn off", "Living Room Lights", "light"),
       C("turn off", "Foyer Chandelier", "light")], [one([XMAS], SW_OFF), one([LRL], OFF), one([FCH], OFF)],
      tags=[HH, "multi"])
    h("set upstairs to 65 and downstairs to 68", [C("set", "Upstairs", "climate", params={"temperature": 65}),
      C("set", "Downstairs", "climate", params={"temperature": 68})],
      [one([NEST], TEMP, temperature=65), one([ECO], TEMP, temperature=68)], tags=[HH, "multi", "judgement"])
    h("open the blinds and turn off the nightstands", [C("open", None, "cover", "blind", q="all"),
      C("turn off", "nightstand", "light", q="all")], [every([BB], OPEN), every([NSL, NSR], OFF)], ctx="primary_bedroom",
      tags=[HH, "multi"])
    h("start the roomba and lock the back door", [C("start", "Roomba", "vacuum"), C("lock", "Back Door", "lock")],
      [one([VAC], "vacuum.start"), one([BD], LOCK)], tags=[HH, "multi"])
    # ---- follow-ups -----------------------------------------------------------------------------------
    h("a little brighter", C("brighten", None, None, ref=True, params={"brightness_step_pct": 20}),
      one([KI], ON, brightness_step_pct=20), hist=["turn on the kitchen island"], tags=[HH, "followup", "relative"])
    h("and the nightlight too", C("turn on", "Nightlight", "light"), one([GO], ON), hist=["turn the ceiling light on"],
      ctx="kids_room", tags=[HH, "followup"])
    h("and the other one too", C("open", "Right Garage Door", "cover", "garage"), one([RGD], OPEN),
      hist=["open the left garage door"], tags=[HH, "followup"])
    h("actually make it 70", C("set", None, None, ref=True, params={"temperature": 70}), one([ECO], TEMP, temperature=70),
      hist=["set the downstairs thermostat to 68"], tags=[HH, "followup"])
    h("a little faster", C("increase speed", None, None, ref=True), one([FFAN], "fan.increase_speed"),
      hist=["turn on the family room fan"], tags=[HH, "followup", "relative"])
    h("the back one too", C("lock", "Back Door", "lock"), one([BD], LOCK), hist=["lock the front door"],
      tags=[HH, "followup"])
    h("what about the dryer", C("check", "Dryer State", "sensor"), one([DRY], None), hist=["is the washer done"],
      tags=[HH, "followup", "question"])
    h("make them red", C("set color", None, None, ref=True, params={"color_name": "red"}), one([PAT], ON, color_name="red"),
      hist=["turn on the patio lights"], tags=[HH, "followup"])
    h("louder", C("volume up", None, None, ref=True), one([KSON], "media_player.volume_up"),
      hist=["play music in the kitchen"], tags=[HH, "followup", "relative"])
    h("ok now turn it off", C("turn off", None, None, ref=True), one([BTV], TV_OFF), hist=["turn the bedroom tv on"],
      tags=[HH, "followup"])
    h("just a little more", C("dim", None, None, ref=True, params={"brightness_step_pct": -20}),
      one([KI], ON, brightness_step_pct=-20), hist=["dim the island to 40 percent"], tags=[HH, "followup", "relative",
      "judgement"])
    h("and in the living room", C("turn off", None, "light", q="all", inc=["living room"]),
      every(H.lights("living_room"), OFF), hist=["turn off the lights in the dining room"], tags=[HH, "followup"])
    # ---- things the home lacks, beside a twin that exists ------------------------------------------------
    h("turn on the fan in the kids' room", C("turn on", "fan", "fan", inc=["Kids' Room"]),
      none(H.sel("fan", areas=["kids_room"])), tags=[HH, "absent_kind"])
    h("turn on the fan in caleb's room", C("turn on", "fan", "fan", inc=["Caleb's room"]), one([CFAN], FAN_ON), twin=True,
      tags=[HH])
    h("turn on the lights in the office", C("turn on", None, "light", q="all", inc=["office"]),
      none(H.rooms("office"), "all"), tags=[HH, "absent_room"])
    h("turn on the lights in the den", C("turn on", None, "light", q="all", inc=["den"]), every(H.lights("family_room"), ON),
      twin=True, tags=[HH])
    h("turn on the tv in the kitchen", C("turn on", "TV", "media_player", "tv", inc=["kitchen"]),
      none(H.sel("media_player", areas=["kitchen"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the tv in the rec room", C("turn on", "TV", "media_player", "tv", inc=["rec room"]), one([RRTV], TV_ON),
      twin=True, tags=[HH])
    h("turn on the hot tub", C("turn on", "hot tub", None), none(H.sel(kind=["hot tub", "spa"])), tags=[HH, "absent_kind"])
    h("turn on the pool pump", C("turn on", "Pool Pump", "switch"), one([POOL], SW_ON), twin=True, tags=[HH])
    h("turn on the humidifier", C("turn on", "humidifier", "humidifier", "humidifier"),
      none(H.sel("humidifier", dc="humidifier")), tags=[HH, "absent_kind"])
    h("switch the dehumidifier on", C("turn on", "dehumidifier", "humidifier", "dehumidifier"),
      one([DEH], "humidifier.turn_on"), twin=True, tags=[HH])
    h("turn the attic lights on", C("turn on", None, "light", q="all", inc=["attic"]), none(H.rooms("attic"), "all"),
      tags=[HH, "absent_room"])
    h("turn on the lights in the laundry room", C("turn on", None, "light", q="all", inc=["laundry room"]),
      every(H.lights("laundry_room"), ON), twin=True, tags=[HH])
    h("turn on the fireplace", C("turn on", "fireplace", None), none(H.sel(kind=["fireplace"])), tags=[HH, "absent_kind"])
    h("turn on the family room fan", C("turn on", "Family Room Fan", "fan"), one([FFAN], FAN_ON), twin=True, tags=[HH])
    h("turn on the heated floor in the master bath", C("turn on", "heated floor", "climate", inc=["master bath"]),
      none(H.sel("climate", areas=["primary_bath"])), tags=[HH, "absent_kind"])
    h("turn on the vanity lights in the master bath", C("turn on", "Vanity Lights", "light", inc=["master bath"]),
      one([VAN], ON), twin=True, tags=[HH])
    h("open the skylight please", C("open", "skylight", "cover"), none(H.sel("cover", kind=["skylight"])), tags=[HH, "absent_kind"])
    h("open the living room blinds", C("open", "Living Room Blinds", "cover", "blind"), one([LRB], OPEN), twin=True,
      tags=[HH])
    h("turn on the tv in the kids' room", C("turn on", "TV", "media_player", "tv", inc=["Kids' Room"]),
      none(H.sel("media_player", areas=["kids_room"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the tv in the master bedroom", C("turn on", "TV", "media_player", "tv", inc=["master bedroom"]),
      one([BTV], TV_ON), twin=True, tags=[HH])
    h("is the garage freezer running", C("check", "freezer", None, inc=["garage"]), none(H.sel(kind=["freezer"])),
      tags=[HH, "absent_kind", "question"])
    h("are the garage lights on", C("check", "Garage Lights", "light"), one([GAR], None), twin=True, tags=[HH, "question"])
    h("open the gate", C("open", "gate", "cover", "gate"), none(H.sel("cover", dc="gate")), tags=[HH, "absent_kind"])
    h("open the right garage door", C("open", "Right Garage Door", "cover", "garage"), one([RGD], OPEN), twin=True, tags=[HH])
    h("turn on the air purifier", C("turn on", "air purifier", "fan"), none(H.sel("fan", kind=["purifier"])),
      tags=[HH, "absent_kind"])
    h("turn on the hall bath fan", C("turn on", "Hall Bath Fan", "fan"), one([HBF], FAN_ON), twin=True, tags=[HH])
    h("turn the lights on in the sunroom", C("turn on", None, "light", q="all", inc=["sunroom"]),
      none(H.rooms("sunroom"), "all"), tags=[HH, "absent_room"])
    h("turn the lights on in the dining room", C("turn on", None, "light", q="all", inc=["dining room"]),
      every(H.lights("dining_room"), ON), twin=True, tags=[HH])
    h("turn on the lights on the third floor", C("turn on", None, "light", q="all", inc=["third floor"]),
      none(H.rooms("third floor"), "all"), tags=[HH, "absent_room", "floor"])
    h("turn on the lights on the second floor", C("turn on", None, "light", q="all", inc=["second floor"]),
      every(H.pick("light", floors=["second_floor"]), ON), twin=True, tags=[HH, "floor"])
    us.lacks("set the hall bath fan to high", C("set speed", "Hall Bath Fan", "fan", params={"percentage": 100}), [HBF],
             "fan_speed", PCT, "percentage", tags=[HH])
    h("set caleb's fan to high", C("set speed", "Caleb's Fan", "fan", params={"percentage": 100}),
      one([CFAN], PCT, percentage=100), twin=True, tags=[HH])
    us.lacks("make the garage lights blue", C("set color", "Garage Lights", "light", params={"color_name": "blue"}), [GAR],
             "color", ON, "color_name", tags=[HH])
    h("make the patio lights blue", C("set color", "Patio Lights", "light", params={"color_name": "blue"}),
      one([PAT], ON, color_name="blue"), twin=True, tags=[HH])
    us.lacks("dim the laundry light to 50", C("set brightness", "Laundry Light", "light", params={"brightness_pct": 50}),
             [LAU], "brightness", ON, "brightness_pct", tags=[HH])
    h("dim the rec room lights to 50", C("set brightness", "Rec Room Lights", "light", params={"brightness_pct": 50}),
      one([REC], ON, brightness_pct=50), twin=True, tags=[HH])
    us.lacks("set the kids' blinds to 30 percent", C("set position", "Kids' Blinds", "cover", "blind", params={"position": 30}),
             [KB], "position", "cover.set_cover_position", "position", tags=[HH])
    h("set the bedroom blinds to 30 percent", C("set position", "Bedroom Blinds", "cover", "blind", params={"position": 30}),
      one([BB], "cover.set_cover_position", position=30), twin=True, tags=[HH])
    us.lacks("set the upstairs thermostat fan to on", C("set fan mode", "thermostat", "climate", inc=["upstairs"],
             params={"fan_mode": "on"}), [NEST], "climate_fan_mode", "climate.set_fan_mode", "fan_mode", value="on",
             tags=[HH])
    h("set the downstairs thermostat fan to on", C("set fan mode", "thermostat", "climate", inc=["downstairs"],
      params={"fan_mode": "on"}), one([ECO], "climate.set_fan_mode", fan_mode="on"), twin=True, tags=[HH])
    us.lacks("put the family room fan on breeze", C("set preset", "Family Room Fan", "fan", params={"preset_mode": "breeze"}),
             [FFAN], "fan_preset", "fan.set_preset_mode", "preset_mode", value="breeze", tags=[HH])
    h("put the primary bedroom fan on breeze", C("set preset", "Primary Bedroom Fan", "fan", params={"preset_mode": "breeze"}),
      one([PBF], "fan.set_preset_mode", preset_mode="breeze"), twin=True, tags=[HH])
    # ---- truly ambiguous ----------------------------------------------------------------------------
    h("turn off the tv", C("turn off", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), TV_OFF),
      tags=[HH, "ambiguous"])
    h("open the garage door", C("open", "garage door", "cover", "garage"), which(GARAGE_DOORS, OPEN), tags=[HH, "ambiguous"])
    h("lock the door", C("lock", "door", "lock"), which(LOCKS, LOCK), tags=[HH, "ambiguous"])
    h("set the thermostat to 68", C("set", "thermostat", "climate", params={"temperature": 68}), which([ECO, NEST], TEMP),
      tags=[HH, "ambiguous"])
    h("turn on the ceiling light", C("turn on", "Ceiling Light", "light"), which([CL1, CL2], ON), tags=[HH, "ambiguous"])
    h("turn on the chandelier", C("turn on", "chandelier", "light"), which([FCH, DCH], ON), tags=[HH, "ambiguous"])
    h("turn the fan on", C("turn on", "fan", "fan"), which(H.sel("fan"), FAN_ON), tags=[HH, "ambiguous"])
    h("play some music", C("play", None, "media_player", "speaker"), which(H.sel("media_player", dc="speaker"),
      "media_player.media_play"), tags=[HH, "ambiguous"])
    h("close the blinds", C("close", None, "cover", "blind"), which(H.sel("cover", dc="blind"), CLOSE), tags=[HH, "ambiguous"])
    h("turn on the nightstand", C("turn on", "nightstand", "light"), which([NSL, NSR], ON), tags=[HH, "ambiguous"])
    h("it's cold in here", C("heat", None, "climate", params={"hvac_mode": "heat"}), which(H.sel("climate", can=hvac("heat")),
      HVAC), tags=[HH, "ambiguous", "complaint"])
    h("water the lawn", C("open", "lawn", "valve"), which([FRONT, BACK], V_OPEN), tags=[HH, "ambiguous"])
    h("pause the speaker", C("pause", "speaker", "media_player", "speaker"), which(H.sel("media_player", dc="speaker"),
      "media_player.media_pause"), tags=[HH, "ambiguous"])
    h("turn up the heat", C("increase temperature", None, "climate"), which([ECO, NEST], TEMP), tags=[HH, "ambiguous"])
    h("what's the temperature", C("check", None, "sensor", "temperature"), which(H.sel("sensor", dc="temperature"), None),
      tags=[HH, "ambiguous", "question", "judgement"])


def household_qtherm(en: Language) -> None:
    """Round 15 (qtherm): thermostats and fans said plainly, written and labelled from the homes
    before the parser ran. A thermostat's own fan set to "on" or "auto" (its fan mode, never the
    thermostat or a ceiling fan switched on); a bare temperature said at a satellite in a room with
    no climate device, in a house run by one central thermostat per floor (that floor's thermostat;
    a room's mini split warms no other room: ``judgement``); a speed asked of a fan that has none
    (a bath fan that is a switch or an on/off fan: nothing to set)."""
    HH = "household"
    FM = "climate.set_fan_mode"
    co = en.book("colonial_us_en")
    h = co.add
    h("leave the downstairs thermostat fan on", C("set fan mode", "Downstairs", "climate", params={"fan_mode": "on"}),
      one(["climate.downstairs"], FM, fan_mode="on"), tags=[HH])
    h("put the furnace fan back on auto", C("set fan mode", "furnace", "climate", params={"fan_mode": "auto"}),
      one(["climate.downstairs"], FM, fan_mode="auto"), ctx="family_room", tags=[HH, "judgement"])
    h("set it to 68 in here", C("set", None, "climate", params={"temperature": 68}),
      one(["climate.upstairs"], TEMP, temperature=68), ctx="calebs_room", tags=[HH, "judgement"])
    h("71 degrees in here please", C("set", None, "climate", params={"temperature": 71}),
      one(["climate.downstairs"], TEMP, temperature=71), ctx="kitchen", tags=[HH, "judgement"])
    co.lacks("hall bath fan on low", C("set speed", "Hall Bath Fan", "fan", params={"percentage": 33}),
             ["fan.hall_bath_fan"], "fan_speed", "fan.set_percentage", "percentage", tags=[HH])
    h("family room fan on low", C("set speed", "Family Room Fan", "fan", params={"percentage": 33}),
      one(["fan.family_room_fan"], "fan.set_percentage", percentage=33), twin=True, tags=[HH])
    lo = en.book("loft_us_en")
    g = lo.add
    g("turn the thermostat fan on", C("set fan mode", "thermostat", "climate", params={"fan_mode": "on"}),
      one(["climate.main_floor"], FM, fan_mode="on"), ctx="living_room", tags=[HH])
    g("main floor thermostat fan to auto", C("set fan mode", "Main Floor", "climate", params={"fan_mode": "auto"}),
      one(["climate.main_floor"], FM, fan_mode="auto"), tags=[HH])
    g("make it 70 in here", C("set", None, "climate", params={"temperature": 70}),
      one(["climate.bedrooms"], TEMP, temperature=70), ctx="theos_room", tags=[HH, "judgement"])
    g("set it to 67 in here", C("set", None, "climate", params={"temperature": 67}),
      one(["climate.main_floor"], TEMP, temperature=67), ctx="office", tags=[HH, "judgement"])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("set the hallway thermostat fan to on", C("set fan mode", "Hallway", "climate", params={"fan_mode": "on"}),
      one(["climate.hallway"], FM, fan_mode="on"), tags=[HH])
    r("make it 74 in here", C("set", None, "climate", params={"temperature": 74}),
      one(["climate.hallway"], TEMP, temperature=74), ctx="nursery", tags=[HH, "judgement"])
    ra.lacks("set the exhaust fan to high", C("set speed", "Exhaust Fan", "fan", params={"percentage": 100}),
             ["switch.primary_bath_fan"], "fan_speed", "fan.set_percentage", "percentage", ctx="primary_bath", tags=[HH])
    r("bedroom ceiling fan to high", C("set speed", "Bedroom Ceiling Fan", "fan", params={"percentage": 100}),
      one(["fan.bedroom_ceiling_fan"], "fan.set_percentage", percentage=100), twin=True, tags=[HH])
    ca = en.book("house_ca_en")
    k = ca.add
    k("switch the ecobee fan to auto", C("set fan mode", "ecobee", "climate", params={"fan_mode": "auto"}),
      one(["climate.my_ecobee"], FM, fan_mode="auto"), tags=[HH, "integration_name"])
    k("can you put the furnace fan on", C("set fan mode", "furnace", "climate", params={"fan_mode": "on"}),
      one(["climate.my_ecobee"], FM, fan_mode="on"), tags=[HH, "judgement"])
    k("make it 21 in here", C("set", None, "climate", params={"temperature": 21}),
      one(["climate.my_ecobee"], TEMP, temperature=21), ctx="den", tags=[HH, "judgement"])
    ca.lacks("turn the master bath fan up to high", C("set speed", "Master Bath Fan", "fan", params={"percentage": 100}),
             ["switch.master_bath_fan"], "fan_speed", "fan.set_percentage", "percentage", tags=[HH])
    k("kids room fan on high", C("set speed", "Kids Room Fan", "fan", params={"percentage": 100}),
      one(["fan.kids_room_fan"], "fan.set_percentage", percentage=100), twin=True, tags=[HH])
def household_qask(en: Language) -> None:
    """Round 15 (qask): truly ambiguous household requests that still act, over six homes, beside
    the near-misses that must not ask; written and labelled from the homes before the parser ran.
    Music asked for with several speakers and no room or satellite, a fan's speed with several
    fans, a generic room word ("bathroom") that reads as two rooms said in the singular, sprinkler
    zones named after their beds said as "the sprinklers", a humidity asked with several sensors;
    and the same where one device, the satellite's room or "all" settles it."""
    HH, AMB, Q = "household", "ambiguous", "question"
    PLAY, PCT = "media_player.media_play", "fan.set_percentage"
    V_OPEN, V_CLOSE = "valve.open_valve", "valve.close_valve"
    # The townhouse.
    th = en.book("townhouse_en")
    T, t = th.home, th.add
    t("put on some jazz", C("play", None, "media_player", "speaker"), which(T.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, AMB])
    t("fan speed 2", C("set speed", "fan", "fan", params={"percentage": 50}), which(T.sel("fan", can="fan_speed"), PCT),
      tags=[HH, AMB])
    t("fan speed 2", C("set speed", "fan", "fan", params={"percentage": 50}), one(["fan.emmas_fan"], PCT, percentage=50),
      ctx="emmas_room", tags=[HH])
    t("how humid is it", C("check", None, "sensor", "humidity"), which(T.sel("sensor", dc="humidity"), None),
      tags=[HH, AMB, Q])
    t("how humid is it", C("check", None, "sensor", "humidity"), one(["sensor.basement_humidity"], None), ctx="basement",
      tags=[HH, Q])
    # The colonial.
    co = en.book("colonial_us_en")
    O, o = co.home, co.add
    o("put the fan on 2", C("set speed", "fan", "fan", params={"percentage": 50}), which(O.sel("fan", can="fan_speed"), PCT),
      tags=[HH, AMB])
    o("put the fan on 2", C("set speed", "fan", "fan", params={"percentage": 50}), one(["fan.calebs_fan"], PCT, percentage=50),
      ctx="calebs_room", tags=[HH])
    o("turn the sprinklers on", C("open", "sprinkler", "valve", "water"), which(O.sel("valve", dc="water"), V_OPEN),
      tags=[HH, AMB, "judgement"])
    o("shut all the sprinklers off", C("close", "sprinkler", "valve", "water", q="all"), every(O.sel("valve", dc="water"), V_CLOSE),
      tags=[HH])
    # The ranch.
    ra = en.book("ranch_us_en")
    R, r = ra.home, ra.add
    r("play some music", C("play", None, "media_player", "speaker"), which(R.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, AMB])
    r("play some music", C("play", None, "media_player", "speaker"), one(["media_player.nursery_speaker"], PLAY),
      ctx="nursery", tags=[HH])
    r("how humid is it", C("check", None, "sensor", "humidity"), one(R.sel("sensor", dc="humidity"), None), tags=[HH, Q])
    # The Bengaluru flat.
    fi = en.book("flat_in_en")
    F, f = fi.home, fi.add
    f("bathroom light off please", C("turn off", "light", "light", inc=["bathroom"]),
      which(F.sel("light", areas=F.rooms("bathroom")), "light.turn_off"), tags=[HH, AMB, "generic_room"])
    f("bathroom light off", C("turn off", "light", "light"), one(["light.common_bathroom_light"], "light.turn_off"),
      ctx="common_bathroom", tags=[HH])
    f("play some songs", C("play", None, "media_player", "speaker"), one(F.sel("media_player", dc="speaker"), PLAY), tags=[HH])
    # The first American house.
    ho = en.book("house_en")
    H, h = ho.home, ho.add
    h("switch on the bathroom fan", C("turn on", "fan", "fan", inc=["bathroom"]),
      which(H.sel("fan", areas=H.rooms("bathroom")), "fan.turn_on"), tags=[HH, AMB, "generic_room"])
    h("switch on the bathroom fan", C("turn on", "fan", "fan"), one(["fan.hall_bath_fan"], "fan.turn_on"),
      ctx="hall_bathroom", tags=[HH])
    # The New Zealand bungalow.
    nz = en.book("bungalow_nz_en")
    N, n = nz.home, nz.add
    n("what's the humidity like", C("check", None, "sensor", "humidity"), which(N.sel("sensor", dc="humidity"), None),
      tags=[HH, AMB, Q])
    n("turn off the bathroom light", C("turn off", "light", "light", inc=["bathroom"]), one(["light.bathroom_light"], "light.turn_off"),
      tags=[HH])
    # The Canadian house.
    ca = en.book("house_ca_en")
    K, k = ca.home, ca.add
    k("put some tunes on", C("play", None, "media_player", "speaker"), which(K.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, AMB])
def household_qindia(en: Language) -> None:
    """Round 15 (qindia): appliances asked the way people name them, written and labelled from the
    homes before the parser ran on them: a tank asked about with no reading word, a pump called by
    another word of its kind, mains power asked about plainly, "UPS" for the inverter, where the robot
    is (a question, not locate), and an activity said before the device ("going to cook, ...").
    """
    fl = en.book("flat_in_en")
    h = fl.add
    HH, Q, J = "household", "question", "judgement"
    TANK, MOTOR, GRID = "sensor.overhead_tank_level", "switch.water_motor", "binary_sensor.grid_power"
    BATT, LOAD = "sensor.inverter_battery", "sensor.inverter_load"
    VAC, GEY, CGEY, EXH = ("vacuum.mi_robot_vacuum", "water_heater.racold_geyser", "switch.common_bathroom_geyser",
                           "fan.kitchen_exhaust")
    h("how full is the tank", C("check", "Overhead Tank Level", "sensor"), one([TANK], None), tags=[HH, Q])
    h("is the tank empty", C("check", "Overhead Tank Level", "sensor"), one([TANK], None), tags=[HH, Q])
    h("check the overhead tank once", C("check", "Overhead Tank Level", "sensor"), one([TANK], None), tags=[HH, Q, J])
    h("switch on the pump", C("turn on", "Water Motor", "switch"), one([MOTOR], "switch.turn_on"), tags=[HH, J])
    h("off the water pump na", C("turn off", "Water Motor", "switch"), one([MOTOR], "switch.turn_off"), tags=[HH, J])
    h("is the power back", C("check", "Grid Power", "binary_sensor", "power"), one([GRID], None), tags=[HH, Q, J])
    h("do we have electricity right now", C("check", "Grid Power", "binary_sensor", "power"), one([GRID], None),
      tags=[HH, Q, J])
    h("how much charge is left in the UPS", C("check", "Inverter Battery", "sensor", "battery"), one([BATT], None),
      tags=[HH, Q, J])
    h("how much load is on the UPS", C("check", "Inverter Load", "sensor", "power"), one([LOAD], None), tags=[HH, Q, J])
    h("where's the vacuum", C("check", "vacuum", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("where did the robot go", C("check", "robot", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("going for a bath, switch on the geyser", C("turn on", "Geyser", "switch"), one([CGEY], "switch.turn_on"),
      ctx="common_bathroom", tags=[HH])
    h("i need hot water for a shower, on the geyser", C("turn on", "geyser", "water_heater"),
      one([GEY], "water_heater.turn_on"), ctx="master_bathroom", tags=[HH])
    h("about to cook, switch on the exhaust", C("turn on", "Kitchen Exhaust", "fan"), one([EXH], "fan.turn_on"),
      tags=[HH])
    us = en.book("colonial_us_en")
    u = us.add
    SUMPP, POOL, ROOMBA = "sensor.sump_pump_power", "switch.pool_pump", "vacuum.roomba"
    u("is the sump pump on", C("check", "Sump Pump Power", "sensor", "power"), one([SUMPP], None), tags=[HH, Q, J])
    u("is the sump working", C("check", "Sump Pump Power", "sensor", "power"), one([SUMPP], None), tags=[HH, Q, J])
    u("where's the roomba at", C("check", "Roomba", "vacuum"), one([ROOMBA], None), tags=[HH, Q])
    u("is the pool pump running", C("check", "Pool Pump", "switch"), one([POOL], None), tags=[HH, Q])
def household_qmaker(en: Language) -> None:
    """Round 15 (qmaker): a device said by the maker or model on its device only (a word of its
    device_name, not of its entity name), written and labelled from the homes before the parser ran:
    a TV or speaker turned down or up, or found too loud, by its maker (volume, not its input nor
    another device; where the maker's word is on a thermostat too, the loudness decides); solar asked
    about by its panels or by the word solar while the entities are named after the Enphase Envoy;
    a maker of two words ("Ambient Weather") read as the station's device, not as the weather; and
    "what's the <maker> doing" as that device's state."""
    HH, IN, Q, REL = "household", "integration_name", "question", "relative"
    VDOWN, VUP = "media_player.volume_down", "media_player.volume_up"
    nz = en.book("bungalow_nz_en").add
    nz("turn the sony down a bit", C("volume down", "Sony", "media_player"), one(["media_player.lounge_tv"], VDOWN),
       tags=[HH, IN, REL])
    au = en.book("house_au_en").add
    au("the hisense is way too loud", C("volume down", "Hisense", "media_player"), one(["media_player.rumpus_tv"], VDOWN),
       tags=[HH, IN, REL, "complaint"])
    au("can you turn up the sony", C("volume up", "Sony", "media_player"), one(["media_player.lounge_tv"], VUP),
       tags=[HH, IN, REL])
    co = en.book("colonial_us_en").add
    co("turn down the vizio", C("volume down", "VIZIO", "media_player"), one(["media_player.rec_room_tv"], VDOWN),
       tags=[HH, IN, REL])
    co("turn the samsung up a little", C("volume up", "Samsung", "media_player"), one(["media_player.family_room_tv"], VUP),
       tags=[HH, IN, REL])
    co("i can barely hear the tcl", C("volume up", "TCL", "media_player"), one(["media_player.bedroom_tv"], VUP),
       tags=[HH, IN, REL, "complaint"])
    co("what's the ambient weather say right now", C("check", "Ambient Weather", "sensor"),
       one(["sensor.weather_station_temperature"], None), tags=[HH, IN, Q])
    co("what's the bosch doing", C("check", "Bosch", "sensor"), one(["sensor.dishwasher_operation_state"], None),
       tags=[HH, IN, Q])
    he = en.book("house_en").add
    he("turn the samsung down", C("volume down", "Samsung", "media_player"), one(["media_player.den_tv"], VDOWN),
       tags=[HH, IN, REL])
    lo = en.book("loft_us_en").add
    POWER = "sensor.envoy_122302045123_current_power_production"
    TODAY = "sensor.envoy_122302045123_energy_production_today"
    lo("the tcl is too loud", C("volume down", "TCL", "media_player"), one(["media_player.bedroom_tv"], VDOWN),
       tags=[HH, IN, REL, "complaint"])
    lo("how much are the panels making right now", C("check", "panels", "sensor", "power"), one([POWER], None),
       tags=[HH, IN, Q])
    lo("how much solar did we make today", C("check", "solar", "sensor", "energy"), one([TODAY], None), tags=[HH, IN, Q])
    lo("are the solar panels producing anything", C("check", "solar panels", "sensor", "power"), one([POWER], None),
       tags=[HH, IN, Q])
    lo("what's our solar output", C("check", "solar", "sensor", "power"), one([POWER], None), tags=[HH, IN, Q])
    lo("how many kilowatt hours have the panels generated today", C("check", "panels", "sensor", "energy"),
       one([TODAY], None), tags=[HH, IN, Q])
    lo("what is the august doing", C("check", "August", "lock"), one(["lock.front_door"], None), tags=[HH, IN, Q])
    ca = en.book("house_ca_en").add
    ca("what does the ambient weather read", C("check", "Ambient Weather", "sensor"),
       one(["sensor.outdoor_temperature"], None), tags=[HH, IN, Q])
    ca("what's the midea doing", C("check", "Midea", "humidifier"), one(["humidifier.basement_dehumidifier"], None),
       tags=[HH, IN, Q])
    ra = en.book("ranch_us_en").add
    ra("the nest is too loud", C("volume down", "Nest", "media_player"), one(["media_player.nursery_speaker"], VDOWN),
       tags=[HH, IN, REL, "complaint"])
    ra("how's the ambient weather looking", C("check", "Ambient Weather", "sensor"),
       one(["sensor.outdoor_temperature"], None), tags=[HH, IN, Q])



def household_gla(en: Language) -> None:
    """Round 16 (hgla): a ground-floor flat in Glasgow none of the earlier rounds saw
    (``flat_gla_en``), written and labelled from the home before the parser ran on it. Morag, a
    wheelchair user, runs it by voice: many short requests, some tired or annoyed, with a little
    Scots ("wee", "the now", "aye", "aff", "baltic", "roasting", "gonnae", "cannae", "ma"); her
    partner Callum says the same things in plainer English. Door openers (covers of device class
    door) beside a lock and a contact of the same name, a profiling bed as two position covers, a
    hoist charger, a carer's alert script, Hive heating in two zones and hot water known by
    operation modes, an electric fire on a plug, duplicated "Ceiling Light" names, speakers named
    after their room, appliances known by sensors, medication helpers, questions, complaints,
    relative changes, several commands at once, follow-ups, routines, things the flat lacks beside
    a twin that exists, and truly ambiguous requests. A room with no heating zone of its own (the
    living room, kitchen, hall) is warmed by the "Heating" zone, and a heat complaint in a room
    with a fan turns the fan on (no cooling in the flat); both tagged ``judgement``.
    """
    g = en.book("flat_gla_en")
    H, h = g.home, g.add
    HH, BR, IN, Q, REL, CPL = "household", "british", "integration_name", "question", "relative", "complaint"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT = "fan.turn_on", "fan.turn_off", "fan.set_percentage"
    HVAC, PRESET, POS = "climate.set_hvac_mode", "climate.set_preset_mode", "cover.set_cover_position"
    TV_ON, TV_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, PLAY, PAUSE = ("media_player.volume_up", "media_player.volume_down", "media_player.media_play",
                               "media_player.media_pause")
    HW_MODE, SCRIPT, IB_ON = "water_heater.set_operation_mode", "script.turn_on", "input_boolean.turn_on"
    FDL, FDO, FDC, CAM, FDM = ("lock.front_door", "cover.front_door_opener", "binary_sensor.front_door",
                               "camera.front_door_live_view", "binary_sensor.front_door_motion")
    HALL, HNL, INTER, HEAT, CALLBAT = ("light.hall_light", "light.hall_night_light", "button.intercom_open_door",
                                       "climate.heating", "sensor.call_button_battery")
    CL1, READ, PLAY1, FIRE, LRB, LRD = ("light.ceiling_light", "light.reading_lamp", "light.hue_play_1", "switch.electric_fire",
                                        "cover.living_room_blinds", "cover.living_room_door")
    TV, SONOS, DYSON, LRT, LRH, CO2 = ("media_player.living_room_tv", "media_player.living_room", "fan.dyson_pure_cool",
                                       "sensor.living_room_temperature", "sensor.living_room_humidity",
                                       "sensor.aranet4_carbon_dioxide")
    KL, UC, KETTLE, FRIDGE, KECHO = ("light.kitchen_lights", "light.under_cupboard_lights", "switch.kettle_plug",
                                     "binary_sensor.fridge_door", "media_player.kitchen_echo")
    HW, WASH, WTIME, DRYR, DRYP, VAC = ("water_heater.hot_water", "sensor.washing_machine_operation_state",
                                       "sensor.washing_machine_remaining_program_time", "binary_sensor.tumble_dryer_running",
                                       "sensor.tumble_dryer_power", "vacuum.roborock_s8")
    CL2, BSL, UBL, BHEAD, BLEGS, CURT, BDOOR = ("light.ceiling_light_2", "light.bedside_lamp", "light.under_bed_light",
                                                "cover.bed_head", "cover.bed_legs", "cover.bedroom_curtains",
                                                "cover.bedroom_door")
    BCLIM, BFAN, HOIST, HOISTP, BECHO = ("climate.bedroom", "fan.bedroom_fan", "switch.hoist_charger",
                                         "sensor.hoist_charger_power", "media_player.bedroom_echo")
    WRL, EXT, WRH, FALL, RAIL = ("light.wet_room_light", "fan.extractor_fan", "sensor.wet_room_humidity",
                                 "binary_sensor.wet_room_fall_detected", "switch.towel_rail")
    SRL, SRB, CLK, BGL, BGCAM, CLOSE_L = ("light.spare_room_light", "cover.spare_room_blind", "light.cloakroom_light",
                                          "light.back_green_lights", "camera.back_green", "light.close_light")
    MORN, EVE, MEDS = "input_boolean.morning_meds", "input_boolean.evening_meds", "todo.medication"
    DOORS = [FDO, LRD, BDOOR]

    # ---- lights -----------------------------------------------------------------------------------
    h("lights on", C("turn on", None, "light", q="all"), every(H.lights("bedroom"), ON), ctx="bedroom", tags=[HH])
    h("lights aff", C("turn off", None, "light", q="all"), every(H.lights("living_room"), OFF), ctx="living_room",
      tags=[HH, BR])
    h("put the big light on", C("turn on", "big light", "light"), one([CL2], ON), ctx="bedroom",
      tags=[HH, BR, "kind_word", "judgement"])
    h("big light aff the now", C("turn off", "big light", "light"), one([CL1], OFF), ctx="living_room",
      tags=[HH, BR, "kind_word", "judgement"])
    h("reading lamp on", C("turn on", "Reading Lamp", "light"), one([READ], ON), tags=[HH])
    h("can you put my reading lamp on please", C("turn on", "Reading Lamp", "light"), one([READ], ON), ctx="living_room",
      tags=[HH])
    h("turn the bedside lamp off", C("turn off", "Bedside Lamp", "light"), one([BSL], OFF), tags=[HH])
    h("hall light on", C("turn on", "Hall Light", "light"), one([HALL], ON), tags=[HH])
    h("switch the kitchen lights on", C("turn on", "Kitchen Lights", "light"), one([KL], ON), tags=[HH])
    h("under cupboard lights on", C("turn on", "Under Cupboard Lights", "light"), one([UC], ON), tags=[HH])
    h("turn on the night light", C("turn on", "Night Light", "light"), one([UBL], ON), ctx="bedroom", tags=[HH])
    h("hall night light on", C("turn on", "Hall Night Light", "light"), one([HNL], ON), tags=[HH])
    h("dim the reading lamp to 30 percent", C("set brightness", "Reading Lamp", "light", params={"brightness_pct": 30}),
      one([READ], ON, brightness_pct=30), tags=[HH])
    h("bedside lamp to ten percent", C("set brightness", "Bedside Lamp", "light", params={"brightness_pct": 10}),
      one([BSL], ON, brightness_pct=10), tags=[HH])
    h("make the bedside lamp warmer", C("set color temp", "Bedside Lamp", "light", params={"color_temp_kelvin": 2700}),
      one([BSL], ON, color_temp_kelvin=2700), tags=[HH, "judgement"])
    h("turn the hue play purple", C("set color", "Hue Play", "light", params={"color_name": "purple"}),
      one([PLAY1], ON, color_name="purple"), tags=[HH, IN])
    h("put hue play 1 on", C("turn on", "Hue Play 1", "light"), one([PLAY1], ON), tags=[HH, IN])
    h("set the reading lamp to the fire effect", C("set effect", "Reading Lamp", "light", params={"effect": "fire"}),
      one([READ], ON, effect="fire"), tags=[HH])
    h("wet room light on", C("turn on", "Wet Room Light", "light"), one([WRL], ON), tags=[HH])
    h("turn off the light in the bathroom", C("turn off", None, "light", inc=["bathroom"]), one([WRL], OFF), tags=[HH])
    h("cloakroom light off", C("turn off", "Cloakroom Light", "light"), one([CLK], OFF), tags=[HH])
    h("put the light on in the wee toilet", C("turn on", None, "light", inc=["wee toilet"]), one([CLK], ON),
      tags=[HH, BR])
    h("spare room light on for the carer", C("turn on", "Spare Room Light", "light"), one([SRL], ON), tags=[HH])
    h("turn the close light on", C("turn on", "Close Light", "light"), one([CLOSE_L], ON), tags=[HH, BR])
    h("back green lights on", C("turn on", "Back Green Lights", "light"), one([BGL], ON), tags=[HH, BR])
    h("switch off the lights in the garden", C("turn off", None, "light", q="all", inc=["garden"]),
      every(H.lights("back_green"), OFF), tags=[HH])
    h("turn all the lights off", C("turn off", None, "light", q="all", inc=["*"]), every(H.sel("light"), OFF), tags=[HH])
    h("every light off except the hall", C("turn off", None, "light", q="except", inc=["*"], exc=["hall"]),
      every(H.pick("light", not_areas=["hall"]), OFF, q="except"), tags=[HH])
    h("kitchen lights down to half", C("set brightness", "Kitchen Lights", "light", params={"brightness_pct": 50}),
      one([KL], ON, brightness_pct=50), tags=[HH])
    h("gonnae put the lights on in the lobby", C("turn on", None, "light", q="all", inc=["lobby"]),
      every(H.lights("hall"), ON), tags=[HH, BR])
    h("bedroom lights off", C("turn off", None, "light", q="all", inc=["bedroom"]), every(H.lights("bedroom"), OFF),
      tags=[HH])
    h("turn the ceiling light off in the front room", C("turn off", "Ceiling Light", "light", inc=["front room"]),
      one([CL1], OFF), tags=[HH, BR])
    h("ceiling light on for me", C("turn on", "Ceiling Light", "light"), one([CL2], ON), ctx="bedroom", tags=[HH])
    h("brighten the kitchen lights a wee bit", C("brighten", "Kitchen Lights", "light", params={"brightness_step_pct": 10}),
      one([KL], ON, brightness_step_pct=10), tags=[HH, BR, REL])
    h("dim the big light", C("dim", "big light", "light", params={"brightness_step_pct": -20}),
      one([CL1], ON, brightness_step_pct=-20), ctx="living_room", tags=[HH, BR, REL, "kind_word", "judgement"])
    # ---- heating and hot water ----------------------------------------------------------------------
    h("set the heating to 21", C("set", "Heating", "climate", params={"temperature": 21}), one([HEAT], TEMP, temperature=21),
      ctx="hall", tags=[HH])
    h("bedroom heating to 19 degrees", C("set", "heating", "climate", inc=["bedroom"], params={"temperature": 19}),
      one([BCLIM], TEMP, temperature=19), tags=[HH])
    h("turn the heating up a bit", C("increase temperature", None, "climate"), one([BCLIM], TEMP), ctx="bedroom",
      tags=[HH, REL])
    h("knock the heating down a degree in here", C("decrease temperature", None, "climate", params={"temperature": 18}),
      one([BCLIM], TEMP, temperature=18), ctx="bedroom", tags=[HH, REL])
    h("boost the heating", C("set preset", "Heating", "climate", params={"preset_mode": "boost"}),
      one([HEAT], PRESET, preset_mode="boost"), ctx="hall", tags=[HH])
    h("put the bedroom on boost", C("set preset", "Bedroom", "climate", params={"preset_mode": "boost"}),
      one([BCLIM], PRESET, preset_mode="boost"), tags=[HH, "judgement"])
    h("turn the heating off in the bedroom", C("turn off", None, "climate", inc=["bedroom"]), one([BCLIM], "climate.turn_off"),
      tags=[HH])
    h("put the heating back on its schedule", C("set mode", "Heating", "climate", params={"hvac_mode": "auto"}),
      one([HEAT], HVAC, hvac_mode="auto"), ctx="hall", tags=[HH])
    h("what's the heating set to in the bedroom", C("check", "heating", "climate", inc=["bedroom"]), one([BCLIM], None),
      tags=[HH, Q])
    h("how warm is it in the bedroom", C("check", None, "climate", inc=["bedroom"]), one([BCLIM], None), tags=[HH, Q])
    h("what's the living room temperature", C("check", "Living Room Temperature", "sensor", "temperature"), one([LRT], None),
      tags=[HH, Q])
    h("put the hot water on", C("set mode", "Hot Water", "water_heater", params={"operation_mode": "on"}),
      one([HW], HW_MODE, operation_mode="on"), tags=[HH, BR])
    h("hot water aff", C("set mode", "Hot Water", "water_heater", params={"operation_mode": "off"}),
      one([HW], HW_MODE, operation_mode="off"), tags=[HH, BR])
    h("put the hot water back to eco", C("set mode", "Hot Water", "water_heater", params={"operation_mode": "eco"}),
      one([HW], HW_MODE, operation_mode="eco"), tags=[HH])
    h("is the hot water on", C("check", "Hot Water", "water_heater"), one([HW], None), tags=[HH, Q])
    h("electric fire on", C("turn on", "Electric Fire", "switch"), one([FIRE], SW_ON), tags=[HH])
    h("put the fire on", C("turn on", "fire", "switch"), one([FIRE], SW_ON), ctx="living_room", tags=[HH, "kind_word"])
    h("switch the fire aff", C("turn off", "fire", "switch"), one([FIRE], SW_OFF), tags=[HH, BR, "kind_word"])
    h("is the fire still on", C("check", "fire", "switch"), one([FIRE], None), tags=[HH, Q, "kind_word"])
    h("towel rail on", C("turn on", "Towel Rail", "switch"), one([RAIL], SW_ON), tags=[HH])
    # ---- complaints ---------------------------------------------------------------------------------
    h("it's baltic in here", C("heat", None, "climate", params={"hvac_mode": "heat"}), one([BCLIM], HVAC, hvac_mode="heat"),
      ctx="bedroom", tags=[HH, CPL, BR])
    h("I'm freezing", C("heat", None, "climate", params={"hvac_mode": "heat"}), one([HEAT], HVAC, hvac_mode="heat"),
      ctx="living_room", tags=[HH, CPL, "judgement"])
    h("it's roasting in here", C("turn on", None, "fan", q="all"), every([DYSON], FAN_ON), ctx="living_room",
      tags=[HH, CPL, BR, "judgement"])
    h("it's far too warm in the bedroom", C("turn on", None, "fan", q="all", inc=["bedroom"]), every([BFAN], FAN_ON),
      tags=[HH, CPL, "judgement"])
    h("I cannae see a thing in here", C("turn on", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen",
      tags=[HH, CPL, BR])
    h("it's too dark in the hall", C("turn on", None, "light", q="all", inc=["hall"]), every(H.lights("hall"), ON),
      tags=[HH, CPL])
    h("that's far too bright", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["living_room"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=-20),
      ctx="living_room", tags=[HH, CPL, REL])
    h("the wet room's all steamed up", C("turn on", "extractor fan", "fan", inc=["wet room"]), one([EXT], FAN_ON),
      tags=[HH, CPL, "judgement"])
    h("it's awful stuffy in the living room", C("turn on", None, "fan", q="all", inc=["living room"]), every([DYSON], FAN_ON),
      tags=[HH, CPL])
    h("the telly's too loud", C("volume down", "TV", "media_player", "tv"), one([TV], VDOWN), tags=[HH, CPL, REL, BR])
    h("I cannae hear the telly", C("volume up", "TV", "media_player", "tv"), one([TV], VUP), tags=[HH, CPL, REL, BR])
    h("the sun's in my eyes", C("close", None, "cover", "blind", q="all"), every([LRB], CLOSE), ctx="living_room",
      tags=[HH, CPL, "judgement"])
    # ---- doors, lock, intercom, cameras ---------------------------------------------------------------
    h("open the front door", C("open", "Front Door Opener", "cover", "door"), one([FDO], OPEN), tags=[HH, "judgement"])
    h("open the front door opener", C("open", "Front Door Opener", "cover", "door"), one([FDO], OPEN), tags=[HH])
    h("close the front door", C("close", "Front Door Opener", "cover", "door"), one([FDO], CLOSE), tags=[HH, "judgement"])
    h("lock the front door", C("lock", "Front Door", "lock"), one([FDL], "lock.lock"), tags=[HH])
    h("unlock the door for the carer", C("unlock", "door", "lock"), one([FDL], "lock.unlock"), tags=[HH])
    h("is the front door locked", C("check", "Front Door", "lock"), one([FDL], None), tags=[HH, Q])
    h("is the front door shut", C("check", "Front Door", "binary_sensor", "door"), one([FDC], None), tags=[HH, Q])
    h("open the living room door", C("open", "Living Room Door", "cover", "door"), one([LRD], OPEN), tags=[HH])
    h("gonnae open the bedroom door", C("open", "Bedroom Door", "cover", "door"), one([BDOOR], OPEN), tags=[HH, BR])
    h("shut the door", C("close", "door", "cover", "door"), one([BDOOR], CLOSE), ctx="bedroom", tags=[HH])
    h("open this door", C("open", "door", "cover", "door"), one([LRD], OPEN), ctx="living_room", tags=[HH])
    h("buzz them in", C("press", "Intercom Open door", "button"), one([INTER], "button.press"), tags=[HH, BR, "judgement"])
    h("open the close door on the intercom", C("press", "Intercom", "button"), one([INTER], "button.press"),
      tags=[HH, BR])
    h("who's at the door", C("check", "Front Door Live view", "camera"), one([CAM], None), tags=[HH, Q, "judgement"])
    h("is there anyone at the front door", C("check", "Front Door Motion", "binary_sensor", "motion"), one([FDM], None),
      tags=[HH, Q, "judgement"])
    h("show me the back green camera", C("check", "Back Green", "camera"), one([BGCAM], None), tags=[HH, Q])
    h("is the ring doorbell working", C("check", "Ring", "camera"), one([CAM], None), tags=[HH, Q, IN])
    # ---- the bed, the hoist, the carer --------------------------------------------------------------
    h("raise the bed head", C("open", "Bed Head", "cover"), one([BHEAD], OPEN), tags=[HH])
    h("sit me up a wee bit", C("open", "Bed Head", "cover"), one([BHEAD], OPEN), ctx="bedroom", tags=[HH, BR, "judgement"])
    h("put the bed head to 40 percent", C("set position", "Bed Head", "cover", params={"position": 40}),
      one([BHEAD], POS, position=40), tags=[HH])
    h("lower the bed head", C("close", "Bed Head", "cover"), one([BHEAD], CLOSE), tags=[HH])
    h("put ma legs up", C("open", "Bed Legs", "cover"), one([BLEGS], OPEN), ctx="bedroom", tags=[HH, BR, "judgement"])
    h("bed legs down", C("close", "Bed Legs", "cover"), one([BLEGS], CLOSE), tags=[HH])
    h("put the bed flat", C("close", "bed", "cover", q="all"), every([BHEAD, BLEGS], CLOSE), ctx="bedroom",
      tags=[HH, "judgement"])
    h("stop the bed", C("stop", "bed", "cover", q="all"), every([BHEAD, BLEGS], "cover.stop_cover"), ctx="bedroom",
      tags=[HH, "judgement"])
    h("turn the hoist charger on", C("turn on", "Hoist Charger", "switch"), one([HOIST], SW_ON), tags=[HH])
    h("is the hoist on charge", C("check", "Hoist Charger", "switch"), one([HOIST], None), tags=[HH, Q])
    h("how much power is the hoist charger drawing", C("check", "Hoist Charger Power", "sensor", "power"),
      one([HOISTP], None), tags=[HH, Q])
    h("call the carer", C("run", "Alert Carer", "script"), one(["script.alert_carer"], SCRIPT), tags=[HH, "routine"])
    h("alert ma carer", C("run", "Alert Carer", "script"), one(["script.alert_carer"], SCRIPT), tags=[HH, "routine", BR])
    h("I need help", C("run", "Alert Carer", "script"), one(["script.alert_carer"], SCRIPT),
      tags=[HH, "routine", "judgement"])
    h("the carer's here", C("run", "Carer Arriving", "script"), one(["script.carer_arriving"], SCRIPT),
      tags=[HH, "routine", "judgement"])
    h("run carer arriving", C("run", "Carer Arriving", "script"), one(["script.carer_arriving"], SCRIPT),
      tags=[HH, "routine"])
    h("is the call button battery ok", C("check", "Call Button Battery", "sensor", "battery"), one([CALLBAT], None),
      tags=[HH, Q])
    h("has anyone fallen in the wet room", C("check", "Wet Room Fall detected", "binary_sensor", "safety"),
      one([FALL], None), tags=[HH, Q])
    h("is anybody in the bedroom", C("check", "Bedroom Presence", "binary_sensor", "occupancy"), one(["binary_sensor.bedroom_presence"], None),
      tags=[HH, Q])
    # ---- meds -------------------------------------------------------------------------------------
    h("I've had my morning meds", C("turn on", "Morning Meds", "input_boolean"), one([MORN], IB_ON),
      tags=[HH, "routine", "judgement"])
    h("tick off ma evening meds", C("turn on", "Evening Meds", "input_boolean"), one([EVE], IB_ON),
      tags=[HH, "routine", BR])
    h("did I take my evening meds", C("check", "Evening Meds", "input_boolean"), one([EVE], None), tags=[HH, Q])
    h("have I had my morning tablets", C("check", "Morning Meds", "input_boolean"), one([MORN], None),
      tags=[HH, Q, "judgement"])
    h("add paracetamol to the medication list", C("add", "Medication", "todo", params={"item": "paracetamol"}),
      one([MEDS], "todo.add_item", item="paracetamol"), tags=[HH])
    h("what's on my medication list", C("check", "Medication", "todo"), one([MEDS], None), tags=[HH, Q])
    # ---- blinds and curtains -----------------------------------------------------------------------
    h("open the curtains", C("open", None, "cover", "curtain", q="all"), every([CURT], OPEN), ctx="bedroom", tags=[HH])
    h("close the bedroom curtains", C("close", "Bedroom Curtains", "cover", "curtain"), one([CURT], CLOSE), tags=[HH])
    h("curtains halfway", C("set position", None, "cover", "curtain", params={"position": 50}), one([CURT], POS, position=50),
      ctx="bedroom", tags=[HH])
    h("living room blinds down", C("close", "Living Room Blinds", "cover", "blind"), one([LRB], CLOSE), tags=[HH])
    h("put the blinds up", C("open", None, "cover", "blind", q="all"), every([LRB], OPEN), ctx="living_room", tags=[HH])
    h("close the blind in the carer's room", C("close", None, "cover", "blind", inc=["carer's room"]), one([SRB], CLOSE),
      tags=[HH])
    h("set the living room blinds to 25 percent", C("set position", "Living Room Blinds", "cover", "blind",
      params={"position": 25}), one([LRB], POS, position=25), tags=[HH])
    # ---- fans ---------------------------------------------------------------------------------------
    h("dyson on", C("turn on", "Dyson", "fan"), one([DYSON], FAN_ON), tags=[HH, IN])
    h("put the dyson on oscillate", C("oscillate", "Dyson", "fan", params={"oscillating": True}),
      one([DYSON], "fan.oscillate", oscillating=True), tags=[HH, IN])
    h("dyson to 30 percent", C("set speed", "Dyson", "fan", params={"percentage": 30}), one([DYSON], PCT, percentage=30),
      tags=[HH, IN])
    h("put the dyson on auto", C("set preset", "Dyson", "fan", params={"preset_mode": "Auto"}),
      one([DYSON], "fan.set_preset_mode", preset_mode="Auto"), tags=[HH, IN])
    h("fan down a bit", C("decrease speed", "fan", "fan"), one([BFAN], "fan.decrease_speed"), ctx="bedroom",
      tags=[HH, REL])
    h("fan aff", C("turn off", "fan", "fan"), one([BFAN], FAN_OFF), ctx="bedroom", tags=[HH, BR])
    h("extractor fan on", C("turn on", "Extractor Fan", "fan"), one([EXT], FAN_ON), tags=[HH])
    h("bedroom fan on full", C("set speed", "Bedroom Fan", "fan", params={"percentage": 100}), one([BFAN], PCT, percentage=100),
      tags=[HH])
    # ---- telly, speakers -----------------------------------------------------------------------------
    h("telly on", C("turn on", "TV", "media_player", "tv"), one([TV], TV_ON), tags=[HH, BR])
    h("telly aff", C("turn off", "TV", "media_player", "tv"), one([TV], TV_OFF), tags=[HH, BR])
    h("put iplayer on the telly", C("select source", "TV", "media_player", "tv", params={"source": "BBC iPlayer"}),
      one([TV], SRC, source="BBC iPlayer"), tags=[HH, BR])
    h("stick stv player on", C("select source", "TV", "media_player", "tv", params={"source": "STV Player"}),
      one([TV], SRC, source="STV Player"), ctx="living_room", tags=[HH, BR])
    h("put netflix on", C("select source", "TV", "media_player", "tv", params={"source": "Netflix"}),
      one([TV], SRC, source="Netflix"), ctx="living_room", tags=[HH])
    h("mute the telly", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], "media_player.volume_mute"), tags=[HH, BR])
    h("pause the telly", C("pause", "TV", "media_player", "tv"), one([TV], PAUSE), tags=[HH, BR])
    h("play some music in the kitchen", C("play", None, "media_player", "speaker", inc=["kitchen"]), one([KECHO], PLAY),
      tags=[HH])
    h("turn the sonos down", C("volume down", "Sonos", "media_player"), one([SONOS], VDOWN), tags=[HH, IN, REL])
    h("set the bedroom echo volume to 20 percent", C("set volume", "Bedroom Echo", "media_player", "speaker",
      params={"volume_level": 0.2}), one([BECHO], "media_player.volume_set", volume_level=0.2), tags=[HH, IN])
    h("stop the music", C("pause", None, "media_player"), one([BECHO], PAUSE), ctx="bedroom", tags=[HH])
    h("skip this song", C("next track", None, "media_player"), one([KECHO], "media_player.media_next_track"), ctx="kitchen",
      tags=[HH])
    # ---- kitchen, laundry, hoover ------------------------------------------------------------------
    h("put the kettle on", C("turn on", "kettle", "switch"), one([KETTLE], SW_ON), tags=[HH, BR, "kind_word"])
    h("stick the kettle on hen", C("turn on", "kettle", "switch"), one([KETTLE], SW_ON), tags=[HH, BR, "kind_word"])
    h("kettle plug off", C("turn off", "Kettle Plug", "switch"), one([KETTLE], SW_OFF), tags=[HH])
    h("is the fridge door open", C("check", "Fridge Door", "binary_sensor", "door"), one([FRIDGE], None), tags=[HH, Q])
    h("did somebody leave the fridge open", C("check", "Fridge Door", "binary_sensor", "door"), one([FRIDGE], None),
      tags=[HH, Q])
    h("is the washing done", C("check", "Washing Machine Operation state", "sensor"), one([WASH], None), tags=[HH, Q, BR])
    h("how long's the washing machine got left", C("check", "Washing Machine Remaining program time", "sensor"),
      one([WTIME], None), tags=[HH, Q])
    h("is the dryer still going", C("check", "Tumble Dryer Running", "binary_sensor", "running"), one([DRYR], None),
      tags=[HH, Q])
    h("has the tumble dryer finished", C("check", "Tumble Dryer Running", "binary_sensor", "running"), one([DRYR], None),
      tags=[HH, Q, BR])
    h("how much power is the dryer using", C("check", "Tumble Dryer Power", "sensor", "power"), one([DRYP], None),
      tags=[HH, Q])
    h("start the hoover", C("start", "hoover", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, BR, "kind_word"])
    h("hoover the hall", C("start", None, "vacuum", inc=["hall"]), one([VAC], "vacuum.start"), tags=[HH, BR])
    h("send the roborock back to its dock", C("return to base", "Roborock", "vacuum"), one([VAC], "vacuum.return_to_base"),
      tags=[HH, IN])
    h("pause the robot", C("pause", "robot", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    h("put the roborock on max", C("set fan speed", "Roborock", "vacuum", params={"fan_speed": "max"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="max"), tags=[HH, IN])
    # ---- air --------------------------------------------------------------------------------------
    h("what's the co2 like in the living room", C("check", None, "sensor", "carbon_dioxide", inc=["living room"]),
      one([CO2], None), tags=[HH, Q])
    h("what's the aranet reading", C("check", "Aranet4", "sensor"), one([CO2], None), tags=[HH, Q, IN])
    h("how damp is the wet room", C("check", None, "sensor", "humidity", inc=["wet room"]), one([WRH], None), tags=[HH, Q])
    h("what's the humidity in the living room", C("check", None, "sensor", "humidity", inc=["living room"]),
      one([LRH], None), tags=[HH, Q])
    # ---- routines -----------------------------------------------------------------------------------
    h("film night", C("activate", "Film Night", "scene"), one(["scene.film_night"], "scene.turn_on"), tags=[HH, "routine"])
    h("we're gonnae watch a film", C("activate", "Film Night", "scene"), one(["scene.film_night"], "scene.turn_on"),
      tags=[HH, "routine", BR, "judgement"])
    h("start the morning routine", C("run", "Morning Routine", "script"), one(["script.morning_routine"], SCRIPT),
      tags=[HH, "routine"])
    h("morning", C("run", "Morning Routine", "script"), one(["script.morning_routine"], SCRIPT), ctx="bedroom",
      tags=[HH, "routine", "judgement"])
    h("bedtime", C("run", "Bedtime", "script"), one(["script.bedtime"], SCRIPT), tags=[HH, "routine"])
    h("right, I'm away to ma bed", C("run", "Bedtime", "script"), one(["script.bedtime"], SCRIPT),
      tags=[HH, "routine", BR, "judgement"])
    # ---- questions -----------------------------------------------------------------------------------
    h("are any lights on", C("check", None, "light", q="all", inc=["*"]), every(H.sel("light"), None), tags=[HH, Q])
    h("is the back green light on", C("check", "Back Green Lights", "light"), one([BGL], None), tags=[HH, Q, BR])
    h("is the kettle on", C("check", "kettle", "switch"), one([KETTLE], None), tags=[HH, Q, "kind_word"])
    h("is the telly still on", C("check", "TV", "media_player", "tv"), one([TV], None), tags=[HH, Q, BR])
    h("where's the hoover", C("check", "hoover", "vacuum"), one([VAC], None), tags=[HH, Q, BR, "judgement"])
    # ---- several at once -------------------------------------------------------------------------------
    h("lights aff and the telly aff", [C("turn off", None, "light", q="all"), C("turn off", "TV", "media_player", "tv")],
      [every(H.lights("living_room"), OFF), one([TV], TV_OFF)], ctx="living_room", tags=[HH, "multi", BR])
    h("lock the front door and put the hall light off", [C("lock", "Front Door", "lock"), C("turn off", "Hall Light", "light")],
      [one([FDL], "lock.lock"), one([HALL], OFF)], tags=[HH, "multi"])
    h("close the curtains and put the bedside lamp on", [C("close", None, "cover", "curtain", q="all"),
      C("turn on", "Bedside Lamp", "light")], [every([CURT], CLOSE), one([BSL], ON)], ctx="bedroom", tags=[HH, "multi"])
    h("put the kettle on and open the blinds", [C("turn on", "kettle", "switch"),
      C("open", None, "cover", "blind", q="all", inc=["living room"])], [one([KETTLE], SW_ON), every([LRB], OPEN)],
      tags=[HH, "multi", BR])
    h("unlock the door and open it", [C("unlock", "Front Door", "lock"), C("open", "Front Door Opener", "cover", "door")],
      [one([FDL], "lock.unlock"), one([FDO], OPEN)], tags=[HH, "multi", "judgement"])
    h("turn the fire off and the heating up", [C("turn off", "fire", "switch"), C("increase temperature", "Heating", "climate")],
      [one([FIRE], SW_OFF), one([HEAT], TEMP)], ctx="living_room", tags=[HH, "multi", REL, "judgement"])
    h("telly off, lamp off", [C("turn off", "TV", "media_player", "tv"), C("turn off", "lamp", "light")],
      [one([TV], TV_OFF), one([READ], OFF)], ctx="living_room", tags=[HH, "multi", BR])
    h("switch the extractor fan and the towel rail on", [C("turn on", "Extractor Fan", "fan"), C("turn on", "Towel Rail", "switch")],
      [one([EXT], FAN_ON), one([RAIL], SW_ON)], tags=[HH, "multi"])
    h("sit me up and open the curtains", [C("open", "Bed Head", "cover"), C("open", None, "cover", "curtain", q="all")],
      [one([BHEAD], OPEN), every([CURT], OPEN)], ctx="bedroom", tags=[HH, "multi", "judgement"])
    h("turn the hall light and the kitchen lights on", [C("turn on", "Hall Light", "light"), C("turn on", "Kitchen Lights", "light")],
      [one([HALL], ON), one([KL], ON)], tags=[HH, "multi"])
    # ---- follow-ups -----------------------------------------------------------------------------------
    h("a wee bit brighter", C("brighten", None, None, ref=True, params={"brightness_step_pct": 10}),
      one([READ], ON, brightness_step_pct=10), hist=["reading lamp on"], tags=[HH, "followup", REL, BR])
    h("naw, dimmer", C("dim", None, None, ref=True, params={"brightness_step_pct": -20}),
      one([BSL], ON, brightness_step_pct=-20), hist=["bedside lamp to 50 percent"], tags=[HH, "followup", REL, BR])
    h("and the kitchen", C("turn off", None, "light", q="all", inc=["kitchen"]), every(H.lights("kitchen"), OFF),
      hist=["hall lights off"], tags=[HH, "followup"])
    h("aye, that one", C("turn on", None, None, ref=True), one([BSL], ON), hist=["turn on the bedside lamp"],
      tags=[HH, "followup", BR, "judgement"])
    h("now shut it", C("close", None, None, ref=True), one([BDOOR], CLOSE), hist=["open the bedroom door"],
      tags=[HH, "followup"])
    h("put it up a bit more", C("open", None, None, ref=True), one([BHEAD], OPEN), hist=["raise the bed head"],
      tags=[HH, "followup", REL, "judgement"])
    h("make it 22", C("set", None, None, ref=True, params={"temperature": 22}), one([HEAT], TEMP, temperature=22),
      hist=["set the heating to 21"], tags=[HH, "followup"])
    h("turn it up", C("volume up", None, None, ref=True), one([TV], VUP), hist=["telly on"], tags=[HH, "followup", REL])
    h("what about the bedroom", C("check", None, "climate", inc=["bedroom"]), one([BCLIM], None),
      hist=["what's the heating set to in the hall"], tags=[HH, "followup", Q])
    h("the legs too", C("open", "Bed Legs", "cover"), one([BLEGS], OPEN), hist=["raise the bed head"], tags=[HH, "followup"])
    # ---- things the flat lacks, beside a twin that exists -------------------------------------------------
    h("stick the dishwasher on", C("start", "dishwasher", None), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("is the tumble dryer running", C("check", "Tumble Dryer Running", "binary_sensor", "running"), one([DRYR], None),
      twin=True, tags=[HH, Q])
    h("open the garage door", C("open", "garage door", "cover", "garage"), none(H.sel("cover", kind=["garage"], kind_dc=["garage"])),
      tags=[HH, "absent_kind"])
    h("open the front door opener please", C("open", "Front Door Opener", "cover", "door"), one([FDO], OPEN), twin=True,
      tags=[HH])
    h("put the lights on in the attic", C("turn on", None, "light", q="all", inc=["attic"]), none(H.rooms("attic"), "all"),
      tags=[HH, "absent_room"])
    h("put the lights on in the spare room", C("turn on", None, "light", q="all", inc=["spare room"]),
      every(H.lights("spare_room"), ON), twin=True, tags=[HH])
    h("switch on the dehumidifier", C("turn on", "dehumidifier", "humidifier", "dehumidifier"),
      none(H.sel("humidifier")), tags=[HH, "absent_kind"])
    h("switch on the extractor fan", C("turn on", "Extractor Fan", "fan"), one([EXT], FAN_ON), twin=True, tags=[HH])
    h("turn the oven on", C("turn on", "oven", None), none(H.sel(kind=["oven"])), tags=[HH, "absent_kind"])
    h("turn the kettle on", C("turn on", "kettle", "switch"), one([KETTLE], SW_ON), twin=True, tags=[HH, "kind_word"])
    h("put the telly on in the bedroom", C("turn on", "TV", "media_player", "tv", inc=["bedroom"]),
      none(H.sel("media_player", areas=["bedroom"], dc="tv")), tags=[HH, "absent_kind", BR])
    h("put the telly on in the living room", C("turn on", "TV", "media_player", "tv", inc=["living room"]), one([TV], TV_ON),
      twin=True, tags=[HH, BR])
    h("turn on the fan in the kitchen", C("turn on", "fan", "fan", inc=["kitchen"]), none(H.sel("fan", areas=["kitchen"])),
      tags=[HH, "absent_kind"])
    h("turn on the fan in the bedroom", C("turn on", "fan", "fan", inc=["bedroom"]), one([BFAN], FAN_ON), twin=True,
      tags=[HH])
    h("lock the back door", C("lock", "Back Door", "lock"), none(H.sel("lock", kind=["back door"])), tags=[HH, "absent_kind"])
    h("lock the front door please", C("lock", "Front Door", "lock"), one([FDL], "lock.lock"), twin=True, tags=[HH])
    h("switch on the lights in the shed", C("turn on", None, "light", q="all", inc=["shed"]), none(H.rooms("shed"), "all"),
      tags=[HH, "absent_room"])
    h("switch on the lights in the back green", C("turn on", None, "light", q="all", inc=["back green"]),
      every(H.lights("back_green"), ON), twin=True, tags=[HH, BR])
    h("turn the air con on", C("turn on", "air con", "climate"), none(H.sel(kind=["air con", "air conditioner", "ac"])),
      tags=[HH, "absent_kind"])
    h("turn the dyson on", C("turn on", "Dyson", "fan"), one([DYSON], FAN_ON), twin=True, tags=[HH, IN])
    g.lacks("dim the wet room light", C("dim", "Wet Room Light", "light", params={"brightness_step_pct": -20}), [WRL],
            "brightness", ON, "brightness_step_pct", tags=[HH])
    h("dim the hall light", C("dim", "Hall Light", "light", params={"brightness_step_pct": -20}),
      one([HALL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    g.lacks("put the spare room blind halfway", C("set position", "Spare Room Blind", "cover", "blind", params={"position": 50}),
            [SRB], "position", POS, "position", tags=[HH])
    h("put the living room blinds halfway", C("set position", "Living Room Blinds", "cover", "blind", params={"position": 50}),
      one([LRB], POS, position=50), twin=True, tags=[HH])
    g.lacks("set the extractor fan to high", C("set speed", "Extractor Fan", "fan", params={"percentage": 100}), [EXT],
            "fan_speed", PCT, "percentage", tags=[HH])
    h("set the bedroom fan to high", C("set speed", "Bedroom Fan", "fan", params={"percentage": 100}),
      one([BFAN], PCT, percentage=100), twin=True, tags=[HH])
    g.lacks("make the kitchen lights blue", C("set color", "Kitchen Lights", "light", params={"color_name": "blue"}), [KL],
            "color", ON, "color_name", tags=[HH])
    h("make the reading lamp blue", C("set color", "Reading Lamp", "light", params={"color_name": "blue"}),
      one([READ], ON, color_name="blue"), twin=True, tags=[HH])
    # ---- truly ambiguous ----------------------------------------------------------------------------
    h("turn on the ceiling light", C("turn on", "Ceiling Light", "light"), which([CL1, CL2], ON), tags=[HH, "ambiguous"])
    h("open the door", C("open", "door", "cover", "door"), which(DOORS, OPEN), tags=[HH, "ambiguous"])
    # The zone named "Heating" is said by its whole name: it wins, as a whole name does (condo_sg_en's
    # "Aircon"), over the other zone; relabelled from clarify after the batch was first measured.
    h("can you turn the heating up", C("increase temperature", "Heating", "climate"), one([HEAT], TEMP),
      tags=[HH, REL, "judgement"])
    h("set the heating to 20", C("set", "Heating", "climate", params={"temperature": 20}), one([HEAT], TEMP, temperature=20),
      tags=[HH, "judgement"])
    h("raise the bed", C("open", "bed", "cover"), which([BHEAD, BLEGS], OPEN), tags=[HH, "ambiguous"])
    h("turn the fan on", C("turn on", "fan", "fan"), which(H.sel("fan"), FAN_ON), tags=[HH, "ambiguous"])
    h("play some music", C("play", None, "media_player", "speaker"), which(H.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, "ambiguous"])
    h("close the blinds", C("close", None, "cover", "blind"), which(H.sel("cover", dc="blind"), CLOSE), tags=[HH, "ambiguous"])
    h("turn the lamp on", C("turn on", "lamp", "light"), which([READ, BSL], ON), tags=[HH, "ambiguous"])
    h("what's the humidity", C("check", None, "sensor", "humidity"), which(H.sel("sensor", dc="humidity"), None),
      tags=[HH, "ambiguous", Q])
    h("show me the camera", C("check", "camera", "camera"), which(H.sel("camera"), None), tags=[HH, "ambiguous", Q])
    h("turn the speaker down", C("volume down", "speaker", "media_player", "speaker"),
      which(H.sel("media_player", dc="speaker"), VDOWN), tags=[HH, "ambiguous", REL])
    h("shut the door", C("close", "door", "cover", "door"), which(DOORS, CLOSE), tags=[HH, "ambiguous"])
def household_left2(en: Language) -> None:
    """Round 16 (hleft): household classes still open after round 15, in forms of our own, written
    and labelled from the homes before the parser ran. Solar production and the inverter's battery,
    load and mains power asked about in everyday words ("UPS" is the home inverter in India); makers
    of two words said as in the device name (TP-Link, Google Nest, Ambient Weather); music asked for
    with several speakers (asked) or at a satellite beside one (played there); sprinkler zones named
    after beds and lawns (the one named, or all of them); a lock and a door sensor of one name (the
    verb and the question decide); bedtime said with two bedtime routines (asked); a bathroom light
    with two bathrooms (asked, or the satellite's); vacuums swept, hoovered and mopped."""
    HH, IN, Q, RT, AMB, J = "household", "integration_name", "question", "routine", "ambiguous", "judgement"
    SW_ON, SW_OFF, V_OPEN = "switch.turn_on", "switch.turn_off", "valve.open_valve"
    PLAY, VAC, LOCK = "media_player.media_play", "vacuum.start", "lock.lock"
    # The loft (solar on an Enphase Envoy, Rachio zones, two speakers, two bedtime routines).
    lo = en.book("loft_us_en")
    L, h = lo.home, lo.add
    POWER = "sensor.envoy_122302045123_current_power_production"
    TODAY = "sensor.envoy_122302045123_energy_production_today"
    h("is the solar making any power", C("check", "solar", "sensor", "power"), one([POWER], None), tags=[HH, Q])
    h("how many watts is the envoy putting out", C("check", "Envoy", "sensor", "power"), one([POWER], None),
      tags=[HH, IN, Q])
    h("how much energy has the solar made so far today", C("check", "solar", "sensor", "energy"), one([TODAY], None),
      tags=[HH, Q])
    h("how much are we sending back to the grid", C("check", "grid export", "sensor", "power"),
      none(L.sel("sensor", kind=["export", "grid"])), tags=[HH, Q, J])
    h("set the google nest to 70", C("set", "Google Nest", "climate", params={"temperature": 70}),
      one(["climate.bedrooms"], TEMP, temperature=70), tags=[HH, IN])
    h("play some music", C("play", None, "media_player", "speaker"), which(L.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, AMB])
    h("play some music", C("play", None, "media_player", "speaker"), one(["media_player.office_speaker"], PLAY),
      ctx="office", tags=[HH])
    h("water the flower beds", C("turn on", "Flower Beds", "switch"), one(["switch.flower_beds"], SW_ON), tags=[HH])
    h("give the roof planters a water", C("turn on", "Roof Planters", "switch"), one(["switch.roof_planters"], SW_ON),
      tags=[HH])
    h("stop all the sprinklers", C("turn off", "sprinkler", "switch", q="all"),
      every(L.sel("switch", kind=["rachio"]), SW_OFF), tags=[HH])
    h("we're off to bed", C("activate", "bedtime", "scene"), which(["script.goodnight", "scene.kids_bedtime"], None),
      tags=[HH, RT, AMB, J])
    h("sweep the floors", C("start", None, "vacuum"), one(["vacuum.robbie"], VAC), tags=[HH])
    # The Bengaluru flat (a Luminous inverter, two bathrooms).
    fi = en.book("flat_in_en")
    F, f = fi.home, fi.add
    f("what's the inverter battery at", C("check", "Inverter Battery", "sensor", "battery"),
      one(["sensor.inverter_battery"], None), tags=[HH, Q])
    f("is the ups charged", C("check", "UPS", "sensor", "battery"), one(["sensor.inverter_battery"], None),
      tags=[HH, Q, J])
    f("how much load is the inverter carrying", C("check", "Inverter Load", "sensor", "power"),
      one(["sensor.inverter_load"], None), tags=[HH, Q])
    f("is the current there", C("check", "Grid Power", "binary_sensor", "power"), one(["binary_sensor.grid_power"], None),
      tags=[HH, Q, J])
    f("has the power come back", C("check", "Grid Power", "binary_sensor", "power"),
      one(["binary_sensor.grid_power"], None), tags=[HH, Q, J])
    f("put off the bathroom light", C("turn off", "light", "light", inc=["bathroom"]),
      which(F.sel("light", areas=F.rooms("bathroom")), OFF), tags=[HH, AMB, "generic_room"])
    f("put off the bathroom light", C("turn off", "light", "light"), one(["light.master_bathroom_light"], OFF),
      ctx="master_bathroom", tags=[HH])
    f("mop the floor", C("start", None, "vacuum"), one(["vacuum.mi_robot_vacuum"], VAC), tags=[HH])
    # The Singapore condo (a TP-Link plug, a door lock beside its contact).
    sg = en.book("condo_sg_en")
    s = sg.add
    s("switch off the tp link", C("turn off", "TP-Link", "switch"), one(["switch.tapo_p100"], SW_OFF), tags=[HH, IN])
    s("lock up the main door", C("lock", "Main Door", "lock"), one(["lock.main_door"], LOCK), tags=[HH])
    s("did someone leave the main door open", C("check", "Main Door Contact", "binary_sensor", "door"),
      one(["binary_sensor.main_door_contact"], None), tags=[HH, Q, J])
    s("sweep the house", C("start", None, "vacuum"), one(["vacuum.deebot_t20_omni"], VAC), tags=[HH])
    # The Australian house (a TP-Link plug, a Roomba beside a Braava mop).
    au = en.book("house_au_en")
    a = au.add
    a("is the tp link on", C("check", "TP-Link", "switch"), one(["switch.beer_fridge"], None), tags=[HH, IN, Q])
    a("mop the floors", C("start", "mop", "vacuum"), one(["vacuum.robot_mop"], VAC), tags=[HH, J])
    # The colonial (Hunter zones, a Google Nest thermostat, an Ambient Weather station, two speakers).
    co = en.book("colonial_us_en")
    O, o = co.home, co.add
    o("water the garden beds", C("open", "Garden Beds", "valve", "water"), one(["valve.garden_beds"], V_OPEN), tags=[HH])
    o("run all the sprinklers", C("open", "sprinkler", "valve", "water", q="all"), every(O.sel("valve", dc="water"), V_OPEN),
      tags=[HH])
    o("turn off the google nest", C("turn off", "Google Nest", "climate"), one(["climate.upstairs"], "climate.turn_off"),
      tags=[HH, IN])
    o("what temperature does the ambient weather show", C("check", "Ambient Weather", "sensor", "temperature"),
      one(["sensor.weather_station_temperature"], None), tags=[HH, IN, Q])
    o("put on some music", C("play", None, "media_player", "speaker"), which(O.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, AMB])
    # The townhouse (a Yale lock and the Yale's door sensor).
    tw = en.book("townhouse_en")
    t = tw.add
    t("can you lock the front door for me", C("lock", "Front Door", "lock"), one(["lock.yale_front_door_lock"], LOCK), tags=[HH])
    t("is the front door still open", C("check", "Front Door Sensor", "binary_sensor", "door"),
      one(["binary_sensor.front_door_sensor"], None), tags=[HH, Q, J])
    t("have i locked the front door yet", C("check", "Front Door", "lock"), one(["lock.yale_front_door_lock"], None), tags=[HH, Q])
    # The ranch (a Google Nest thermostat beside a Google Nest Mini; two bedtime routines).
    ra = en.book("ranch_us_en")
    r = ra.add
    r("set the google nest to 74", C("set", "Google Nest", "climate", params={"temperature": 74}),
      one(["climate.hallway"], TEMP, temperature=74), tags=[HH, IN])
    # The British flat (three Echo speakers, a eufy).
    uk = en.book("flat_uk_en")
    u = uk.add
    u("can you get the hoover going", C("start", None, "vacuum"), one(["vacuum.robovac"], VAC), tags=[HH, "british"])
    u("play some music", C("play", None, "media_player", "speaker"), which(uk.home.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, AMB])
    # The house (two bathrooms).
    he = en.book("house_en")
    H, e = he.home, he.add
    e("switch the bathroom light on", C("turn on", "light", "light", inc=["bathroom"]),
      which(H.sel("light", areas=H.rooms("bathroom")), ON), tags=[HH, AMB, "generic_room"])
def household_ie(en: Language) -> None:
    """Round 16 (hie): an Irish family's semi-detached house outside Cork that no earlier round saw
    (``house_ie_en``), written and labelled from the home before the parser ran on it: English as
    spoken in Ireland ("put on the lights", "turn off the telly", "give the heating a blast", "boost
    the water", "is the immersion on at all", "would you ever ...", "a small bit warmer", the hot
    press, the box room, the good room, "press" for a cupboard, "the yoke" for a thing, "grand",
    "sure look"), tado radiator valves by zone, a storage heater and a heat pump, a tado hot-water
    zone beside an immersion with a boost, solar with a battery and a Zappi charger's mode select,
    questions, relative changes, complaints, several commands at once, follow-ups, things the house
    lacks beside a twin that exists, and truly ambiguous requests.
    """
    ie = en.book("house_ie_en")
    H, h = ie.home, ie.add
    HH, IN, Q, J, REL, CMP = "household", "integration_name", "question", "judgement", "relative", "complaint"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    HVAC, PRESET, FAN_MODE, C_OFF = "climate.set_hvac_mode", "climate.set_preset_mode", "climate.set_fan_mode", "climate.turn_off"
    SR, GR, MB, CR, BR = "climate.sitting_room", "climate.good_room", "climate.main_bedroom", "climate.ciaras_room", "climate.box_room"
    SH, HP = "climate.hall_storage_heater", "climate.kitchen_heat_pump"
    HW, IMM, BOOST, PUMP, RAIL = ("water_heater.hot_water", "switch.immersion", "switch.immersion_boost", "switch.shower_pump",
                                  "switch.heated_towel_rail")
    CORNER, STD, FAIRY, KETTLE = "switch.corner_lamp", "switch.standard_lamp", "switch.fairy_lights", "switch.kettle"
    SOLAR, BATT, GRID, ZMODE, ZPLUG = ("sensor.solar_power", "sensor.home_battery", "sensor.grid_import",
                                       "select.zappi_charge_mode", "sensor.zappi_plug_status")
    FCAM, FBATT, GCAM, LOCK = ("camera.front_door_live_view", "sensor.front_door_battery", "camera.back_garden_live_view",
                               "lock.back_door")
    SBL, MBL = "cover.sitting_room_blinds", "cover.main_bedroom_blind"
    VAC, TV, BEAM, KSON = "vacuum.roomba", "media_player.sitting_room_tv", "media_player.sonos_beam", "media_player.kitchen_sonos"
    DEHUM, UHUM, BHUM, LTEMP, OTEMP, DAMP = ("humidifier.dehumidifier", "sensor.utility_humidity", "sensor.bathroom_humidity",
                                             "sensor.landing_temperature", "sensor.outside_temperature", "binary_sensor.damp_alarm")
    TV_ON, TV_OFF, VUP, VDOWN = "media_player.turn_on", "media_player.turn_off", "media_player.volume_up", "media_player.volume_down"
    OPT = "select.select_option"

    def named(*names: str) -> list[str]:
        return H.sel(names=list(names))

    # ---- radiators, the storage heater and the heat pump --------------------------------------------
    h("put the heating up a small bit", C("increase temperature", "heating", "climate"), one([SR], TEMP), ctx="sitting_room",
      tags=[HH, REL])
    h("would you ever turn the heat down in the box room, it's roasting",
      C("decrease temperature", None, "climate", inc=["box room"]), one([BR], TEMP), tags=[HH, REL])
    h("set the sitting room to 21", C("set", None, "climate", inc=["sitting room"], params={"temperature": 21}),
      one([SR], TEMP, temperature=21), tags=[HH])
    h("Ciara's room to nineteen and a half", C("set", None, "climate", inc=["Ciara's room"], params={"temperature": 19.5}),
      one([CR], TEMP, temperature=19.5), tags=[HH])
    h("give the heating a blast", C("increase temperature", "heating", "climate"), one([SR], TEMP), ctx="sitting_room",
      tags=[HH, REL, J])
    h("a small bit warmer in here please", C("increase temperature", None, "climate"), one([CR], TEMP), ctx="ciaras_room",
      tags=[HH, REL])
    h("turn off the heating in the good room, sure no one's in it", C("turn off", "heating", "climate", inc=["good room"]),
      one([GR], C_OFF), tags=[HH])
    h("is the heating on in the good room at all", C("check", "heating", "climate", inc=["good room"]), one([GR], None),
      tags=[HH, Q])
    h("what's the box room radiator set to", C("check", "radiator", "climate", inc=["box room"]), one([BR], None), tags=[HH, Q])
    h("how warm is it in our room", C("check", None, "climate", inc=["our room"]), one([MB], None), tags=[HH, Q, J])
    h("put the storage heater on boost", C("set preset", "storage heater", "climate", params={"preset_mode": "boost"}),
      one([SH], PRESET, preset_mode="boost"), tags=[HH])
    h("storage heater on eco", C("set preset", "storage heater", "climate", params={"preset_mode": "eco"}),
      one([SH], PRESET, preset_mode="eco"), tags=[HH])
    h("turn off the storage heater in the hall", C("turn off", "Hall Storage Heater", "climate"), one([SH], C_OFF), tags=[HH])
    h("heat pump to 22", C("set", "Kitchen Heat Pump", "climate", params={"temperature": 22}), one([HP], TEMP, temperature=22),
      tags=[HH])
    h("put the heat pump on heat", C("set mode", "Kitchen Heat Pump", "climate", params={"hvac_mode": "heat"}),
      one([HP], HVAC, hvac_mode="heat"), tags=[HH])
    h("heat pump fan on quiet", C("set fan mode", "Kitchen Heat Pump", "climate", params={"fan_mode": "quiet"}),
      one([HP], FAN_MODE, fan_mode="quiet"), tags=[HH])
    h("it's freezing in the kitchen", C("heat", None, "climate", q="all", inc=["kitchen"], params={"hvac_mode": "heat"}),
      every([HP], HVAC, hvac_mode="heat"), tags=[HH, CMP])
    h("turn off the mitsubishi", C("turn off", "Mitsubishi", "climate"), one([HP], C_OFF), tags=[HH, IN])
    h("turn off the radiators upstairs", C("turn off", "radiator", "climate", q="all", inc=["upstairs"]),
      every(H.sel("climate", floors=["upstairs"]), C_OFF), tags=[HH, "floor"])
    h("turn all the heating off, we're heading out", C("turn off", "heating", "climate", q="all"),
      every(H.sel("climate"), C_OFF), tags=[HH])
    h("set the tado in oisin's room to 17", C("set", "tado", "climate", inc=["Oisin's room"], params={"temperature": 17}),
      one([BR], TEMP, temperature=17), tags=[HH, IN])
    h("it's baltic in here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every([MB], HVAC, hvac_mode="heat"), ctx="main_bedroom", tags=[HH, CMP])
    h("the good room is like a fridge", C("heat", None, "climate", q="all", inc=["good room"], params={"hvac_mode": "heat"}),
      every([GR], HVAC, hvac_mode="heat"), tags=[HH, CMP])
    h("turn on the heater", C("turn on", "heater", "climate"), one([SH], "climate.turn_on"), tags=[HH, J])
    h("turn the radiator in here down to 16", C("set", "radiator", "climate", params={"temperature": 16}),
      one([BR], TEMP, temperature=16), ctx="box_room", tags=[HH])
    ie.lacks("put the radiator in Ciara's room on cool", C("set mode", "radiator", "climate", inc=["Ciara's room"],
             params={"hvac_mode": "cool"}), [CR], "climate_hvac_mode", HVAC, "hvac_mode", value="cool", check=hvac("cool"),
             tags=[HH])
    h("put the heat pump on cool", C("set mode", "Kitchen Heat Pump", "climate", params={"hvac_mode": "cool"}),
      one([HP], HVAC, hvac_mode="cool"), twin=True, tags=[HH])
    ie.lacks("turn up the fan on the storage heater", C("set fan mode", "storage heater", "climate", params={"fan_mode": "high"}),
             [SH], "climate_fan_mode", FAN_MODE, "fan_mode", value="high", tags=[HH])
    h("turn up the fan on the heat pump", C("set fan mode", "Kitchen Heat Pump", "climate", params={"fan_mode": "4"}),
      one([HP], FAN_MODE, fan_mode="4"), twin=True, tags=[HH, J])
    # ---- hot water, the immersion and the hot press ------------------------------------------------
    h("put on the immersion", C("turn on", "Immersion", "switch"), one([IMM], SW_ON), tags=[HH, "british"])
    h("is the immersion on at all?", C("check", "Immersion", "switch"), one([IMM], None), tags=[HH, Q, "british"])
    h("boost the water", C("turn on", "Immersion Boost", "switch"), one([BOOST], SW_ON), tags=[HH, J])
    h("stick on the immersion boost there for the kids' baths", C("turn on", "Immersion Boost", "switch"), one([BOOST], SW_ON),
      tags=[HH])
    h("turn off the immersion, the water's grand now", C("turn off", "Immersion", "switch"), one([IMM], SW_OFF),
      tags=[HH, "british"])
    h("knock off the boost", C("turn off", "Immersion Boost", "switch"), one([BOOST], SW_OFF), tags=[HH, J])
    h("put the hot water on", C("set mode", "Hot Water", "water_heater", params={"operation_mode": "heat"}),
      one([HW], "water_heater.set_operation_mode", operation_mode="heat"), tags=[HH, J])
    h("put the hot water back on auto", C("set mode", "Hot Water", "water_heater", params={"operation_mode": "auto"}),
      one([HW], "water_heater.set_operation_mode", operation_mode="auto"), tags=[HH])
    h("set the hot water to 60", C("set", "Hot Water", "water_heater", params={"temperature": 60}),
      one([HW], "water_heater.set_temperature", temperature=60), tags=[HH])
    h("is the hot water on", C("check", "Hot Water", "water_heater"), one([HW], None), tags=[HH, Q])
    h("turn on the shower pump", C("turn on", "Shower Pump", "switch"), one([PUMP], SW_ON), tags=[HH])
    h("the pump in the hot press off", C("turn off", "Shower Pump", "switch", inc=["hot press"]), one([PUMP], SW_OFF), tags=[HH])
    h("turn on the towel rail", C("turn on", "Heated Towel Rail", "switch"), one([RAIL], SW_ON), tags=[HH])
    h("is the heated towel rail still on", C("check", "Heated Towel Rail", "switch"), one([RAIL], None), tags=[HH, Q])
    h("turn on the electric shower", C("turn on", "electric shower", None), none(H.sel(kind=["electric shower"])),
      tags=[HH, "absent_kind"])
    h("turn on the pump for the shower", C("turn on", "Shower Pump", "switch"), one([PUMP], SW_ON), twin=True, tags=[HH])
    # ---- lights, lamps on plugs ----------------------------------------------------------------------
    h("put on the lights", C("turn on", None, "light", q="all"), every(H.lights("sitting_room"), ON), ctx="sitting_room",
      tags=[HH, "british"])
    h("turn off the lights there", C("turn off", None, "light", q="all"), every(H.lights("kitchen"), OFF), ctx="kitchen",
      tags=[HH])
    h("landing light on", C("turn on", "Landing Light", "light"), one(named("Landing Light"), ON), tags=[HH])
    h("would you ever turn on the hall light", C("turn on", "Hall Light", "light"), one(named("Hall Light"), ON), tags=[HH])
    h("switch off the light on the landing", C("turn off", None, "light", q="all", inc=["landing"]),
      every(H.lights("landing"), OFF), tags=[HH])
    h("dim the sitting room light to 30", C("set brightness", "Sitting Room Light", "light", params={"brightness_pct": 30}),
      one(named("Sitting Room Light"), ON, brightness_pct=30), tags=[HH])
    h("make the hue play red", C("set color", "Hue Play", "light", params={"color_name": "red"}),
      one(named("Hue Play"), ON, color_name="red"), tags=[HH])
    h("kitchen spotlights up full", C("set brightness", "Kitchen Spotlights", "light", params={"brightness_pct": 100}),
      one(named("Kitchen Spotlights"), ON, brightness_pct=100), tags=[HH])
    h("turn on the pendants over the island", C("turn on", "Island Pendants", "light"), one(named("Island Pendants"), ON),
      tags=[HH])
    h("put on the press lights", C("turn on", "Press Lights", "light"), one(named("Press Lights"), ON), tags=[HH, "british"])
    h("turn off the lights under the presses", C("turn off", "Press Lights", "light"), one(named("Press Lights"), OFF),
      tags=[HH, "british", J])
    h("turn off the utility light", C("turn off", "Utility Light", "light"), one(named("Utility Light"), OFF), tags=[HH])
    h("put on the porch light", C("turn on", "Porch Light", "light"), one(named("Porch Light"), ON), tags=[HH])
    h("garden lights on", C("turn on", "Garden Lights", "light"), one(named("Garden Lights"), ON), tags=[HH])
    h("turn off all the lights upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["upstairs"]), OFF), tags=[HH, "floor"])
    h("all the lights off downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(H.pick("light", floors=["downstairs"]), OFF), tags=[HH, "floor"])
    h("turn off every light in the house", C("turn off", None, "light", q="all"), every(H.sel("light"), OFF), tags=[HH])
    h("turn on Aoife's lamp", C("turn on", "Aoife's Lamp", "light"), one(named("Aoife's Lamp"), ON), tags=[HH])
    h("Declan's lamp off", C("turn off", "Declan's Lamp", "light"), one(named("Declan's Lamp"), OFF), tags=[HH])
    h("Ciara's light purple", C("set color", "Ciara's Light", "light", params={"color_name": "purple"}),
      one(named("Ciara's Light"), ON, color_name="purple"), tags=[HH])
    h("put on the fairy lights", C("turn on", "Fairy Lights", "switch"), one([FAIRY], SW_ON), tags=[HH])
    h("turn on the corner lamp", C("turn on", "Corner Lamp", "switch"), one([CORNER], SW_ON), tags=[HH])
    h("standard lamp off", C("turn off", "Standard Lamp", "switch"), one([STD], SW_OFF), tags=[HH])
    h("turn on the lamp in the good room", C("turn on", "lamp", None, inc=["good room"]), one([STD], SW_ON), tags=[HH, J])
    h("turn off the light in the box room", C("turn off", None, "light", q="all", inc=["box room"]),
      every(H.lights("box_room"), OFF), tags=[HH])
    h("box room light to 10 percent, he's afraid of the dark", C("set brightness", "Box Room Light", "light",
      params={"brightness_pct": 10}), one(named("Box Room Light"), ON, brightness_pct=10), tags=[HH])
    h("bathroom light on", C("turn on", None, "light", q="all", inc=["bathroom"]), every(H.lights("bathroom"), ON), tags=[HH])
    h("ensuite light off", C("turn off", "Ensuite Light", "light"), one(named("Ensuite Light"), OFF), tags=[HH])
    h("make the landing light brighter", C("brighten", "Landing Light", "light"), one(named("Landing Light"), ON),
      tags=[HH, REL])
    h("dim the lights a small bit", C("dim", None, "light", q="all"), every(H.lights("sitting_room"), ON), ctx="sitting_room",
      tags=[HH, REL])
    ie.lacks("make the hall light blue", C("set color", "Hall Light", "light", params={"color_name": "blue"}),
             H.sel(names=["Hall Light"]), "color", ON, "color_name", value="blue", tags=[HH])
    h("make Ciara's light blue", C("set color", "Ciara's Light", "light", params={"color_name": "blue"}),
      one(named("Ciara's Light"), ON, color_name="blue"), twin=True, tags=[HH])
    ie.lacks("turn the utility light down a bit", C("dim", "Utility Light", "light"), H.sel(names=["Utility Light"]),
             "brightness", ON, "brightness_pct", tags=[HH, REL])
    h("turn the hall light down a bit", C("dim", "Hall Light", "light"), one(named("Hall Light"), ON), twin=True, tags=[HH, REL])
    h("turn on the lamp in the kitchen", C("turn on", "lamp", None, inc=["kitchen"]), none(H.sel(areas=["kitchen"], kind=["lamp"])),
      tags=[HH, "absent_kind"])
    h("turn on the lamp in the sitting room", C("turn on", "Corner Lamp", "switch"), one([CORNER], SW_ON), twin=True, tags=[HH, J])
    h("turn on the light in the conservatory", C("turn on", None, "light", q="all", inc=["conservatory"]),
      none(H.rooms("conservatory"), "all"), tags=[HH, "absent_room"])
    h("turn on the light in the utility", C("turn on", None, "light", q="all", inc=["utility"]), every(H.lights("utility"), ON),
      twin=True, tags=[HH])
    h("lights on in the attic", C("turn on", None, "light", q="all", inc=["attic"]), none(H.rooms("attic"), "all"),
      tags=[HH, "absent_room"])
    h("lights on in the landing", C("turn on", None, "light", q="all", inc=["landing"]), every(H.lights("landing"), ON),
      twin=True, tags=[HH])
    h("put on the light in the playroom", C("turn on", None, "light", q="all", inc=["playroom"]),
      none(H.rooms("playroom"), "all"), tags=[HH, "absent_room"])
    h("put on the light in the box room", C("turn on", None, "light", q="all", inc=["box room"]), every(H.lights("box_room"), ON),
      twin=True, tags=[HH])
    # ---- the telly and the Sonos ----------------------------------------------------------------------
    h("turn off the telly", C("turn off", "telly", "media_player", "tv"), one([TV], TV_OFF), tags=[HH, "british"])
    h("put on the telly there", C("turn on", "telly", "media_player", "tv"), one([TV], TV_ON), tags=[HH, "british"])
    h("turn the telly down a small bit", C("volume down", "telly", "media_player", "tv"), one([TV], VDOWN),
      tags=[HH, REL, "british"])
    h("mute the telly, I'm on the phone", C("mute", "telly", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], "media_player.volume_mute", is_volume_muted=True), tags=[HH, "british"])
    h("put RTE player on the telly", C("select source", "telly", "media_player", "tv", params={"source": "RTÉ Player"}),
      one([TV], "media_player.select_source", source="RTÉ Player"), tags=[HH, J])
    h("netflix on the telly", C("select source", "telly", "media_player", "tv", params={"source": "Netflix"}),
      one([TV], "media_player.select_source", source="Netflix"), tags=[HH])
    h("turn up the sonos in the kitchen", C("volume up", "Kitchen Sonos", "media_player"), one([KSON], VUP), tags=[HH, REL])
    h("pause the music in the kitchen", C("pause", None, "media_player", inc=["kitchen"]), one([KSON], "media_player.media_pause"),
      tags=[HH])
    h("turn down the beam", C("volume down", "Sonos Beam", "media_player"), one([BEAM], VDOWN), tags=[HH, REL, IN])
    h("the telly is far too loud", C("volume down", "telly", "media_player", "tv"), one([TV], VDOWN), tags=[HH, REL, CMP])
    h("volume on the telly to 20", C("set volume", "telly", "media_player", "tv", params={"volume_level": 0.2}),
      one([TV], "media_player.volume_set", volume_level=0.2), tags=[HH])
    h("play something on the kitchen sonos", C("play", "Kitchen Sonos", "media_player"), one([KSON], "media_player.media_play"),
      tags=[HH])
    h("skip this song", C("next track", None, "media_player"), one([KSON], "media_player.media_next_track"), ctx="kitchen",
      tags=[HH])
    h("turn on the telly in the good room", C("turn on", "telly", "media_player", "tv", inc=["good room"]),
      none(H.sel("media_player", areas=["good_room"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the telly in the sitting room", C("turn on", "telly", "media_player", "tv", inc=["sitting room"]), one([TV], TV_ON),
      twin=True, tags=[HH])
    h("put on the radio", C("turn on", "radio", None), none(H.sel(kind=["radio"])), tags=[HH, "absent_kind"])
    h("put on the sonos", C("play", "Sonos", "media_player"), one([KSON], "media_player.media_play"), ctx="kitchen", twin=True,
      tags=[HH, IN])
    # ---- the Roomba ----------------------------------------------------------------------------------
    h("put on the hoover", C("start", "hoover", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, "british"])
    h("send the roomba home", C("return to base", "Roomba", "vacuum"), one([VAC], "vacuum.return_to_base"), tags=[HH])
    h("stop the hoover, the baby's asleep", C("stop", "hoover", "vacuum"), one([VAC], "vacuum.stop"), tags=[HH, "british"])
    h("where's the roomba gone", C("check", "Roomba", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("hoover the sitting room", C("start", None, "vacuum", inc=["sitting room"]), one([VAC], "vacuum.start"), tags=[HH, J])
    ie.lacks("put the roomba on max suction", C("set fan speed", "Roomba", "vacuum", params={"fan_speed": "max"}), [VAC],
             "vacuum_fan_speed", "vacuum.set_fan_speed", "fan_speed", value="max", tags=[HH])
    h("pause the roomba", C("pause", "Roomba", "vacuum"), one([VAC], "vacuum.pause"), twin=True, tags=[HH])
    # ---- doors, cameras, the damp alarm ----------------------------------------------------------------
    h("lock the back door", C("lock", "Back Door", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("is the back door locked now", C("check", "Back Door", "lock"), one([LOCK], None), tags=[HH, Q])
    h("unlock the back door for the dog walker", C("unlock", "Back Door", "lock"), one([LOCK], "lock.unlock"), tags=[HH])
    h("is the front door locked", C("check", "front door", "lock"), none(H.sel("lock", areas=["driveway", "hall"])),
      tags=[HH, Q, "absent_kind", J])
    h("did I lock the back door at all", C("check", "Back Door", "lock"), one([LOCK], None), twin=True, tags=[HH, Q])
    h("who's at the front door", C("check", "Front Door Live view", "camera"), one([FCAM], None), tags=[HH, Q, J])
    h("show me the camera in the back garden", C("check", None, "camera", inc=["back garden"]), one([GCAM], None), tags=[HH, Q])
    h("how's the battery on the doorbell", C("check", "doorbell", "sensor", "battery"), one([FBATT], None), tags=[HH, Q])
    h("is the ring doorbell working", C("check", "Ring", "camera"), one([FCAM], None), tags=[HH, Q, IN])
    h("set the alarm, we're going out", C("arm away", "alarm", "alarm_control_panel"), none(H.sel("alarm_control_panel")),
      tags=[HH, "absent_kind"])
    h("lock the back door, we're going out", C("lock", "Back Door", "lock"), one([LOCK], "lock.lock"), twin=True, tags=[HH])
    h("is the damp alarm going off", C("check", "Damp Alarm", "binary_sensor", "moisture"), one([DAMP], None), tags=[HH, Q])
    h("is there damp in the box room", C("check", None, "binary_sensor", "moisture", inc=["box room"]), one([DAMP], None),
      tags=[HH, Q, J])
    h("open the garage", C("open", "garage door", "cover", "garage"), none(H.sel("cover", dc="garage")), tags=[HH, "absent_kind"])
    h("open the blinds", C("open", "blind", "cover", "blind"), one([SBL], "cover.open_cover"), ctx="sitting_room", twin=True,
      tags=[HH])
    # ---- blinds ----------------------------------------------------------------------------------------
    h("close the blinds", C("close", "blind", "cover", "blind"), one([SBL], "cover.close_cover"), ctx="sitting_room", tags=[HH])
    h("open the blinds in our room", C("open", "blind", "cover", "blind", inc=["our room"]), one([MBL], "cover.open_cover"),
      tags=[HH])
    ie.lacks("put the blind in our room half way", C("set position", "blind", "cover", "blind", inc=["our room"],
             params={"position": 50}), [MBL], "position", "cover.set_cover_position", "position", tags=[HH])
    h("put the blinds in the sitting room half way", C("set position", "Sitting Room Blinds", "cover", "blind",
      params={"position": 50}), one([SBL], "cover.set_cover_position", position=50), twin=True, tags=[HH])
    h("close all the blinds, it's getting dark", C("close", "blind", "cover", "blind", q="all"),
      every(H.sel("cover", dc="blind"), "cover.close_cover"), tags=[HH])
    # ---- solar, the battery, the Zappi ---------------------------------------------------------------
    h("how much are the panels making", C("check", "solar", "sensor", "power"), one([SOLAR], None), tags=[HH, Q, J])
    h("what's the solar doing", C("check", "Solar Power", "sensor", "power"), one([SOLAR], None), tags=[HH, Q])
    h("how full is the house battery", C("check", "Home Battery", "sensor", "battery"), one([BATT], None), tags=[HH, Q, J])
    h("what's the battery at", C("check", None, "sensor", "battery"), one([BATT], None), ctx="utility", tags=[HH, Q])
    h("are we pulling from the grid", C("check", "Grid Import", "sensor", "power"), one([GRID], None), tags=[HH, Q, J])
    h("how much are we importing", C("check", "Grid Import", "sensor", "power"), one([GRID], None), tags=[HH, Q, J])
    h("put the zappi on eco plus", C("set", "Zappi Charge Mode", "select", params={"option": "Eco+"}),
      one([ZMODE], OPT, option="Eco+"), tags=[HH, IN])
    h("fast charge the car", C("set", "Zappi Charge Mode", "select", params={"option": "Fast"}), one([ZMODE], OPT, option="Fast"),
      tags=[HH, J])
    h("stop the car charging", C("set", "Zappi Charge Mode", "select", params={"option": "Stopped"}),
      one([ZMODE], OPT, option="Stopped"), tags=[HH, J])
    h("is the car charging", C("check", "Zappi Plug Status", "sensor"), one([ZPLUG], None), tags=[HH, Q, J])
    h("is the car plugged in at all", C("check", "Zappi Plug Status", "sensor"), one([ZPLUG], None), tags=[HH, Q, J])
    h("what mode is the zappi in", C("check", "Zappi Charge Mode", "select"), one([ZMODE], None), tags=[HH, Q, IN])
    h("turn on the hot tub", C("turn on", "hot tub", None), none(H.sel(kind=["hot tub"])), tags=[HH, "absent_kind"])
    h("put on the kettle", C("turn on", "Kettle", "switch"), one([KETTLE], SW_ON), twin=True, tags=[HH])
    # ---- the dehumidifier and the sensors ---------------------------------------------------------------
    h("turn on the dehumidifier", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"), one([DEHUM], "humidifier.turn_on"),
      tags=[HH])
    h("put the dehumidifier on laundry", C("set mode", "Dehumidifier", "humidifier", "dehumidifier", params={"mode": "Laundry"}),
      one([DEHUM], "humidifier.set_mode", mode="Laundry"), tags=[HH])
    h("set the dehumidifier to 50", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier", params={"humidity": 50}),
      one([DEHUM], "humidifier.set_humidity", humidity=50), tags=[HH])
    h("the utility is very damp", C("turn on", None, "humidifier", "dehumidifier", q="all", inc=["utility"]),
      every([DEHUM], "humidifier.turn_on"), tags=[HH, CMP])
    h("how damp is it in the utility", C("check", None, "sensor", "humidity", inc=["utility"]), one([UHUM], None),
      tags=[HH, Q, J])
    h("what's the humidity in the bathroom", C("check", None, "sensor", "humidity", inc=["bathroom"]), one([BHUM], None),
      tags=[HH, Q])
    h("how cold is it outside", C("check", None, "sensor", "temperature", inc=["outside"]), one([OTEMP], None), tags=[HH, Q])
    h("what's the temperature on the landing", C("check", None, "sensor", "temperature", inc=["landing"]), one([LTEMP], None),
      tags=[HH, Q])
    h("what's the air quality like", C("check", None, "sensor", "aqi"), none(H.sel("sensor", dc="aqi")),
      tags=[HH, Q, "absent_kind"])
    h("what's the humidity like in the utility", C("check", None, "sensor", "humidity", inc=["utility"]), one([UHUM], None),
      twin=True, tags=[HH, Q])
    ie.lacks("put the dehumidifier on turbo", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
             params={"mode": "Turbo"}), [DEHUM], "humidifier_mode", "humidifier.set_mode", "mode", value="Turbo",
             check=lambda e: "Turbo" in (e["attributes"].get("available_modes") or []), tags=[HH])
    h("put the dehumidifier on continuous", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
      params={"mode": "Continuous"}), one([DEHUM], "humidifier.set_mode", mode="Continuous"), twin=True, tags=[HH])
    h("turn on the fan", C("turn on", "fan", "fan"), none(H.sel("fan")), ctx="bathroom", tags=[HH, "absent_kind"])
    h("turn on the towel rail in here", C("turn on", "Heated Towel Rail", "switch"), one([RAIL], SW_ON), ctx="bathroom", twin=True,
      tags=[HH])
    # ---- plugs --------------------------------------------------------------------------------------
    h("stick the kettle on", C("turn on", "Kettle", "switch"), one([KETTLE], SW_ON), tags=[HH, "british"])
    h("is the kettle on", C("check", "Kettle", "switch"), one([KETTLE], None), tags=[HH, Q])
    h("turn off the fairy lights in Ciara's room", C("turn off", "Fairy Lights", "switch", inc=["Ciara's room"]),
      one([FAIRY], SW_OFF), tags=[HH])
    # ---- routines and helpers -----------------------------------------------------------------------
    h("school run", C("run", "School Run", "script"), one(["script.school_run"], "script.turn_on"), tags=[HH, "routine"])
    h("right lads, we're off on the school run", C("run", "School Run", "script"), one(["script.school_run"], "script.turn_on"),
      tags=[HH, "routine", J])
    h("bedtime", C("run", "Bedtime", "script"), one(["script.bedtime"], "script.turn_on"), tags=[HH, "routine"])
    h("start the bedtime routine", C("run", "Bedtime", "script"), one(["script.bedtime"], "script.turn_on"), tags=[HH, "routine"])
    h("film night", C("activate", "Film Night", "scene"), one(["scene.film_night"], "scene.turn_on"), tags=[HH, "routine"])
    h("put on film night", C("activate", "Film Night", "scene"), one(["scene.film_night"], "scene.turn_on"),
      tags=[HH, "routine"])
    h("turn on holiday mode", C("turn on", "Holiday Mode", "input_boolean"), one(["input_boolean.holiday_mode"],
      "input_boolean.turn_on"), tags=[HH, "routine"])
    h("we're home, turn off holiday mode", C("turn off", "Holiday Mode", "input_boolean"),
      one(["input_boolean.holiday_mode"], "input_boolean.turn_off"), tags=[HH, "routine"])
    h("is holiday mode on", C("check", "Holiday Mode", "input_boolean"), one(["input_boolean.holiday_mode"], None),
      tags=[HH, Q])
    h("switch on school holidays", C("turn on", "School Holidays", "input_boolean"),
      one(["input_boolean.school_holidays"], "input_boolean.turn_on"), tags=[HH, "routine"])
    # ---- several at once ------------------------------------------------------------------------------
    h("turn off the telly and the lights", [C("turn off", "telly", "media_player", "tv"), C("turn off", None, "light", q="all")],
      [one([TV], TV_OFF), every(H.lights("sitting_room"), OFF)], ctx="sitting_room", tags=[HH, "multi"])
    h("lock the back door and turn off the garden lights", [C("lock", "Back Door", "lock"),
      C("turn off", "Garden Lights", "light")], [one([LOCK], "lock.lock"), one(named("Garden Lights"), OFF)], tags=[HH, "multi"])
    h("put on the immersion and the towel rail", [C("turn on", "Immersion", "switch"), C("turn on", "Heated Towel Rail", "switch")],
      [one([IMM], SW_ON), one([RAIL], SW_ON)], tags=[HH, "multi"])
    h("turn off the landing light and put on the box room light", [C("turn off", "Landing Light", "light"),
      C("turn on", "Box Room Light", "light")], [one(named("Landing Light"), OFF), one(named("Box Room Light"), ON)],
      tags=[HH, "multi"])
    h("close the blinds and put on the corner lamp", [C("close", "blind", "cover", "blind"), C("turn on", "Corner Lamp", "switch")],
      [one([SBL], "cover.close_cover"), one([CORNER], SW_ON)], ctx="sitting_room", tags=[HH, "multi"])
    h("put Ciara's room up to 20 and turn on the fairy lights", [C("set", None, "climate", inc=["Ciara's room"],
      params={"temperature": 20}), C("turn on", "Fairy Lights", "switch")], [one([CR], TEMP, temperature=20), one([FAIRY], SW_ON)],
      tags=[HH, "multi"])
    h("turn off the kettle and the press lights", [C("turn off", "Kettle", "switch"), C("turn off", "Press Lights", "light")],
      [one([KETTLE], SW_OFF), one(named("Press Lights"), OFF)], tags=[HH, "multi"])
    h("put the zappi on fast and lock the back door", [C("set", "Zappi Charge Mode", "select", params={"option": "Fast"}),
      C("lock", "Back Door", "lock")], [one([ZMODE], OPT, option="Fast"), one([LOCK], "lock.lock")], tags=[HH, "multi", IN])
    h("turn off the dehumidifier and the light in the utility", [C("turn off", "Dehumidifier", "humidifier", "dehumidifier"),
      C("turn off", None, "light", q="all", inc=["utility"])], [one([DEHUM], "humidifier.turn_off"), every(H.lights("utility"), OFF)],
      tags=[HH, "multi"])
    h("open the blind and turn off the lamps", [C("open", "blind", "cover", "blind"), C("turn off", "lamp", "light", q="all")],
      [one([MBL], "cover.open_cover"), every(H.sel("light", areas=["main_bedroom"], kind=["lamp"]), OFF)], ctx="main_bedroom",
      tags=[HH, "multi"])
    # ---- follow-ups ------------------------------------------------------------------------------------
    h("put it up to 21", C("set", None, None, ref=True, params={"temperature": 21}), one([SR], TEMP, temperature=21),
      hist=["turn on the heating in the sitting room"], tags=[HH, "followup"])
    h("turn it off again", C("turn off", None, None, ref=True), one([IMM], SW_OFF), hist=["put on the immersion"],
      tags=[HH, "followup"])
    h("a small bit more", C("volume up", None, None, ref=True), one([TV], VUP), hist=["turn up the telly"],
      tags=[HH, "followup", REL])
    h("make it brighter", C("brighten", None, None, ref=True), one(named("Ciara's Light"), ON), hist=["put on Ciara's light"],
      tags=[HH, "followup", REL])
    h("switch that yoke off", C("turn off", None, None, ref=True), one([DEHUM], "humidifier.turn_off"),
      hist=["turn on the dehumidifier"], tags=[HH, "followup"])
    h("lock it so", C("lock", None, None, ref=True), one([LOCK], "lock.lock"), hist=["is the back door locked"],
      tags=[HH, "followup"])
    h("put it on eco", C("set preset", None, None, ref=True, params={"preset_mode": "eco"}), one([SH], PRESET, preset_mode="eco"),
      hist=["turn on the storage heater"], tags=[HH, "followup"])
    h("what's it at now", C("check", None, None, ref=True), one([BR], None), hist=["set the box room to 18"],
      tags=[HH, "followup", Q])
    # ---- truly ambiguous ------------------------------------------------------------------------------
    h("turn the heat up", C("increase temperature", None, "climate"), which(H.sel("climate"), TEMP), tags=[HH, "ambiguous", REL])
    h("put on the lamp", C("turn on", "lamp", "light"), which(H.sel("light", areas=["main_bedroom"], kind=["lamp"]), ON),
      ctx="main_bedroom", tags=[HH, "ambiguous"])
    h("close the blinds there", C("close", "blind", "cover", "blind"), which(H.sel("cover", dc="blind"), "cover.close_cover"),
      tags=[HH, "ambiguous"])
    h("set the radiator to 20", C("set", "radiator", "climate", params={"temperature": 20}),
      which(H.sel("climate", kind=["radiator"]), TEMP), tags=[HH, "ambiguous"])
    h("what's the temperature", C("check", None, "sensor", "temperature"), which(H.sel("sensor", dc="temperature"), None),
      tags=[HH, "ambiguous", Q])
    h("what's the battery on", C("check", None, "sensor", "battery"), which(H.sel("sensor", dc="battery"), None),
      tags=[HH, "ambiguous", Q])
    h("turn down the speaker", C("volume down", "speaker", "media_player", "speaker"),
      which(H.sel("media_player", dc="speaker"), VDOWN), tags=[HH, "ambiguous", REL])
    h("turn on the lamp", C("turn on", "lamp", None), which(H.sel(kind=["lamp"]), None), tags=[HH, "ambiguous"])
    h("what's the humidity", C("check", None, "sensor", "humidity"), which(H.sel("sensor", dc="humidity"), None),
      tags=[HH, "ambiguous", Q])
    h("set the heating to 20", C("set", "heating", "climate", params={"temperature": 20}), which(H.sel("climate"), TEMP),
      tags=[HH, "ambiguous"])
    h("dim the lamp", C("dim", "lamp", "light"), which(H.sel("light", kind=["lamp"]), ON), tags=[HH, "ambiguous", REL])
    h("pause the sonos", C("pause", "Sonos", "media_player"), which([BEAM, KSON], "media_player.media_pause"),
      tags=[HH, "ambiguous", IN])
    h("show me the camera", C("check", None, "camera"), which(H.sel("camera"), None), tags=[HH, "ambiguous", Q])
def household_tx(en: Language) -> None:
    """Round 16 (htx): a busy Texas family of five (two parents, two teenagers, a grandfather) in a
    two-storey house near Austin none of the earlier rounds saw (``house_tx_en``), written and
    labelled from the home before the parser ran on it: short Alexa-style commands, half-sentences,
    "y'all" and "fixing to", kids' slang, complaints about heat and cold, relative changes, several
    commands at once, follow-ups, routines, things the home lacks beside a twin that exists, and truly
    ambiguous requests. Names are as left in the registry: an ecobee named after its hallway and one
    still called "My ecobee", two "Desk Lamp"s and two "Ceiling Light"s in different rooms, a Ring
    camera named "Front Door" beside the lock of that name, Rachio zones as switches named after the
    yard. A room with no thermostat of its own is cooled or warmed by its floor's (``judgement``).
    """
    tx = en.book("house_tx_en")
    H, h = tx.home, tx.add
    HH, IN, Q, REL, CP, J = "household", "integration_name", "question", "relative", "complaint", "judgement"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT = "fan.turn_on", "fan.turn_off", "fan.set_percentage"
    HVAC, PRESET, FMODE = "climate.set_hvac_mode", "climate.set_preset_mode", "climate.set_fan_mode"
    V_OPEN, V_CLOSE = "valve.open_valve", "valve.close_valve"
    LOCK, UNLOCK = "lock.lock", "lock.unlock"
    TV_ON, TV_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, MUTE = "media_player.volume_up", "media_player.volume_down", "media_player.volume_mute"
    PLAY, PAUSE = "media_player.media_play", "media_player.media_pause"
    DOWN, UP = "climate.hallway", "climate.my_ecobee"
    ENTRY, CANS, LRFL, KIT, PEND, DESK, OFFICE, BRFL = (
        "light.entry_light", "light.living_room_cans", "light.living_room_fan_light", "light.kitchen_lights",
        "light.island_pendants", "light.desk_lamp", "light.office", "light.bedroom_fan_light")
    CL_POP, GRFL, PLAY1, PLAY2, SCON, CL_TY, DESK2, LEDS = (
        "light.ceiling_light_2", "light.game_room_fan_light", "light.hue_play_1", "light.hue_play_2", "light.sconces",
        "light.ceiling_light", "light.desk_lamp_2", "light.kaylee_s_leds")
    PORCH, POOLL, GARL, FRONTL = "light.back_porch", "light.pool_light", "light.garage_lights", "light.front_porch_light"
    LRF, MFAN, GRF, PFAN = "fan.living_room_fan", "fan.master_fan", "fan.game_room_fan", "fan.porch_fan"
    SHADES, BLINDS, BLACKOUT = "cover.living_room_shades", "cover.bedroom_blinds", "cover.blackout_shade"
    BIG, SMALL, GATE = "cover.big_garage_door", "cover.small_garage_door", "cover.driveway_gate"
    FD, GE = "lock.front_door", "lock.garage_entry"
    LRTV, GRTV, POPTV, ATV = ("media_player.living_room_tv", "media_player.game_room_tv", "media_player.pops_tv",
                              "media_player.apple_tv")
    KSON, MSON, KROAM, PSON = ("media_player.kitchen", "media_player.media_room", "media_player.kaylee_s_roam",
                               "media_player.patio")
    VAC, MOP = "vacuum.roborock_s8_maxv_ultra", "select.roborock_s8_maxv_ultra_mop_intensity"
    PUMP, HEATER, POOLT = "switch.pool_pump", "climate.pool_heater", "sensor.pool_temperature"
    BACKY, SIDE, FRONT, BEDS = "switch.back_yard", "switch.side_yard", "switch.front_lawn", "switch.flower_beds"
    FLO = "valve.flo_shutoff_valve"
    WCS, WCP, CHARGE = "sensor.tesla_wall_connector_status", "sensor.tesla_wall_connector_power", "switch.model_y_charge"
    FRIDGE, FREEZER, FDOOR, LEAK = ("sensor.fridge_temperature", "sensor.freezer_temperature", "binary_sensor.fridge_door",
                                    "binary_sensor.water_heater_leak")
    DOORMO, DING, CAMF = "binary_sensor.front_door_motion", "binary_sensor.front_door_ding", "camera.front_door"
    KT, MT = "sensor.kaylee_s_room_temperature", "sensor.media_room_temperature"
    GAROCC = "binary_sensor.game_room_occupancy"
    GARAGE_DOORS, LOCKS, ZONES = [BIG, SMALL], [FD, GE], [BACKY, SIDE, FRONT, BEDS]

    # ---- lights ---------------------------------------------------------------------------------
    h("cut the lights", C("turn off", None, "light", q="all"), every(H.lights("living_room"), OFF), ctx="living_room",
      tags=[HH])
    h("kill the lights in the game room", C("turn off", None, "light", q="all", inc=["game room"]),
      every(H.lights("game_room"), OFF), tags=[HH])
    h("cans on", C("turn on", "Living Room Cans", "light"), one([CANS], ON), ctx="living_room", tags=[HH])
    h("can y'all turn the pendants on", C("turn on", "Island Pendants", "light"), one([PEND], ON), tags=[HH])
    h("kitchen lights to 60", C("set brightness", "Kitchen Lights", "light", params={"brightness_pct": 60}),
      one([KIT], ON, brightness_pct=60), tags=[HH])
    h("turn my desk lamp on", C("turn on", "Desk Lamp", "light"), one([DESK], ON), ctx="moms_office", tags=[HH])
    h("turn on the desk lamp in mom's office", C("turn on", "Desk Lamp", "light", inc=["Mom's Office"]), one([DESK], ON),
      tags=[HH])
    h("tyler's desk lamp off", C("turn off", "Desk Lamp", "light", inc=["Tyler's Room"]), one([DESK2], OFF), tags=[HH])
    h("make my desk lamp green", C("set color", "Desk Lamp", "light", params={"color_name": "green"}),
      one([DESK2], ON, color_name="green"), ctx="tylers_room", tags=[HH])
    h("office light on", C("turn on", "Office", "light"), one([OFFICE], ON), tags=[HH])
    h("turn the light on in pop's room", C("turn on", None, "light", q="all", inc=["Pop's Room"]),
      every(H.lights("grandpas_room"), ON), tags=[HH])
    h("grandpa's ceiling light off", C("turn off", "Ceiling Light", "light", inc=["Grandpa's Room"]), one([CL_POP], OFF),
      tags=[HH])
    h("ceiling light on real quick", C("turn on", "Ceiling Light", "light"), one([CL_TY], ON), ctx="tylers_room", tags=[HH])
    h("set kaylee's leds to purple", C("set color", "Kaylee's LEDs", "light", params={"color_name": "purple"}),
      one([LEDS], ON, color_name="purple"), tags=[HH])
    h("put my lights on fire mode", C("set effect", None, "light", q="all", params={"effect": "fire"}),
      every(H.lights("kaylees_room"), ON, effect="fire"), ctx="kaylees_room", tags=[HH])
    h("make the hue plays blue", C("set color", "Hue Play", "light", q="all", params={"color_name": "blue"}),
      every([PLAY1, PLAY2], ON, color_name="blue"), tags=[HH, IN])
    h("sconces at 10 percent", C("set brightness", "Sconces", "light", params={"brightness_pct": 10}),
      one([SCON], ON, brightness_pct=10), tags=[HH])
    h("flip on the back porch light", C("turn on", "Back Porch", "light"), one([PORCH], ON), tags=[HH])
    h("porch light on out front", C("turn on", "Front Porch Light", "light"), one([FRONTL], ON), tags=[HH])
    h("turn the pool light on", C("turn on", "Pool Light", "light"), one([POOLL], ON), tags=[HH])
    h("put the pool light on caribbean", C("set effect", "Pool Light", "light", params={"effect": "Caribbean"}),
      one([POOLL], ON, effect="Caribbean"), tags=[HH])
    h("garage light off", C("turn off", "Garage Lights", "light"), one([GARL], OFF), tags=[HH])
    h("fan light off in the living room", C("turn off", "Living Room Fan Light", "light"), one([LRFL], OFF), tags=[HH])
    h("turn off the fan light", C("turn off", "fan light", "light"), one([BRFL], OFF), ctx="primary_bedroom", tags=[HH])
    h("entry light on", C("turn on", "Entry Light", "light"), one([ENTRY], ON), tags=[HH])
    h("turn off all the lights upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["second_floor"]), OFF), tags=[HH, "floor"])
    h("shut off every light downstairs except the kitchen", C("turn off", None, "light", q="except", inc=["downstairs"],
      exc=["kitchen"]), every(H.pick("light", floors=["first_floor"], not_areas=["kitchen"]), OFF, q="except"),
      tags=[HH, "floor"])
    h("dim the cans a little", C("dim", "Living Room Cans", "light", params={"brightness_step_pct": -20}),
      one([CANS], ON, brightness_step_pct=-20), tags=[HH, REL])
    h("bump the kitchen lights up some", C("brighten", "Kitchen Lights", "light", params={"brightness_step_pct": 20}),
      one([KIT], ON, brightness_step_pct=20), tags=[HH, REL])
    h("hue play 2 off", C("turn off", "Hue Play 2", "light"), one([PLAY2], OFF), tags=[HH, IN])
    h("media room lights off", C("turn off", None, "light", q="all", inc=["media room"]), every(H.lights("media_room"), OFF),
      tags=[HH])
    h("all the outside lights on", C("turn on", None, "light", q="all", inc=["outside"]),
      every(H.pick("light", areas=["back_porch", "pool", "backyard", "front_yard"]), ON), tags=[HH, J])
    # ---- thermostats ----------------------------------------------------------------------------
    h("set upstairs to 72", C("set", None, "climate", inc=["upstairs"], params={"temperature": 72}),
      one([UP], TEMP, temperature=72), tags=[HH, "floor"])
    h("set the downstairs thermostat to 74", C("set", "thermostat", "climate", inc=["downstairs"], params={"temperature": 74}),
      one([DOWN], TEMP, temperature=74), tags=[HH, "floor"])
    h("crank the AC upstairs", C("decrease temperature", "AC", "climate", inc=["upstairs"]), one([UP], TEMP),
      tags=[HH, REL])
    h("it's burning up in here", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every([UP], HVAC, hvac_mode="cool"), ctx="game_room", tags=[HH, CP])
    h("it's freezing in here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every([DOWN], HVAC, hvac_mode="heat"), ctx="grandpas_room", tags=[HH, CP, J])
    h("kaylee's room is hot as heck", C("cool", None, "climate", q="all", inc=["Kaylee's Room"], params={"hvac_mode": "cool"}),
      every([UP], HVAC, hvac_mode="cool"), tags=[HH, CP, J])
    h("set the hallway thermostat to 73", C("set", "Hallway", "climate", params={"temperature": 73}),
      one([DOWN], TEMP, temperature=73), tags=[HH])
    h("my ecobee to 70", C("set", "My ecobee", "climate", params={"temperature": 70}), one([UP], TEMP, temperature=70),
      tags=[HH, IN])
    h("turn the AC off upstairs", C("turn off", "AC", "climate", inc=["upstairs"]), one([UP], "climate.turn_off"),
      tags=[HH, "floor"])
    h("put the upstairs ecobee on cool", C("set mode", "ecobee", "climate", inc=["upstairs"], params={"hvac_mode": "cool"}),
      one([UP], HVAC, hvac_mode="cool"), tags=[HH, IN])
    h("set the upstairs thermostat fan to on", C("set fan mode", "thermostat", "climate", inc=["upstairs"],
      params={"fan_mode": "on"}), one([UP], FMODE, fan_mode="on"), tags=[HH])
    h("put the thermostats in away mode", C("set preset", "thermostat", "climate", q="all", params={"preset_mode": "away"}),
      every([DOWN, UP], PRESET, preset_mode="away"), tags=[HH])
    h("what's it set to upstairs", C("check", None, "climate", inc=["upstairs"]), one([UP], None), tags=[HH, Q, "floor"])
    h("how hot is it in the media room", C("check", None, "sensor", "temperature", inc=["media room"]), one([MT], None),
      tags=[HH, Q])
    h("is the AC running downstairs", C("check", None, "climate", inc=["downstairs"]), one([DOWN], None),
      tags=[HH, Q, "floor"])
    h("cool it down a couple degrees in here", C("decrease temperature", None, "climate"), one([UP], TEMP),
      ctx="media_room", tags=[HH, REL, J])
    h("warm it up a bit downstairs", C("increase temperature", None, "climate", inc=["downstairs"]), one([DOWN], TEMP),
      tags=[HH, REL, "floor"])
    h("make it 71 in here", C("set", None, "climate", params={"temperature": 71}), one([DOWN], TEMP, temperature=71),
      ctx="living_room", tags=[HH, J])
    # ---- fans -----------------------------------------------------------------------------------
    h("ceiling fan on", C("turn on", "ceiling fan", "fan"), one([GRF], FAN_ON), ctx="game_room", tags=[HH])
    h("fan on high for me", C("set speed", "fan", "fan", params={"percentage": 100}), one([MFAN], PCT, percentage=100),
      ctx="primary_bedroom", tags=[HH])
    h("turn the living room fan down", C("decrease speed", "Living Room Fan", "fan"), one([LRF], "fan.decrease_speed"),
      tags=[HH, REL])
    h("porch fan on", C("turn on", "Porch Fan", "fan"), one([PFAN], FAN_ON), tags=[HH])
    h("master fan off", C("turn off", "Master Fan", "fan"), one([MFAN], FAN_OFF), tags=[HH])
    h("game room fan to 50 percent", C("set speed", "Game Room Fan", "fan", params={"percentage": 50}),
      one([GRF], PCT, percentage=50), tags=[HH])
    h("it's stuffy out on the porch", C("turn on", None, "fan", q="all", inc=["porch"]), every([PFAN], FAN_ON),
      tags=[HH, CP])
    h("speed the fan up", C("increase speed", "fan", "fan"), one([LRF], "fan.increase_speed"), ctx="living_room",
      tags=[HH, REL])
    h("reverse the ceiling fan in the master", C("reverse", "ceiling fan", "fan", inc=["master"],
      params={"direction": "reverse"}), one([MFAN], "fan.set_direction", direction="reverse"), tags=[HH])
    # ---- garage, gate, blinds -------------------------------------------------------------------
    h("who left the garage open?", C("check", None, "cover", "garage", q="all", inc=["garage"]),
      every(GARAGE_DOORS, None), tags=[HH, Q, J])
    h("close the big garage door", C("close", "Big Garage Door", "cover", "garage"), one([BIG], CLOSE), tags=[HH])
    h("open the small garage", C("open", "Small Garage Door", "cover", "garage"), one([SMALL], OPEN), tags=[HH])
    h("shut both garage doors", C("close", "garage door", "cover", "garage", q="all"), every(GARAGE_DOORS, CLOSE),
      tags=[HH])
    h("is the big door open", C("check", "Big Garage Door", "cover", "garage"), one([BIG], None), tags=[HH, Q])
    h("open the gate", C("open", "Driveway Gate", "cover", "gate"), one([GATE], OPEN), tags=[HH])
    h("did the gate close", C("check", "Driveway Gate", "cover", "gate"), one([GATE], None), tags=[HH, Q])
    h("lower the shades in the living room", C("close", "Living Room Shades", "cover", "shade"), one([SHADES], CLOSE),
      tags=[HH])
    h("shades halfway", C("set position", "Living Room Shades", "cover", "shade", params={"position": 50}),
      one([SHADES], "cover.set_cover_position", position=50), ctx="living_room", tags=[HH])
    h("blackout shade down", C("close", "Blackout Shade", "cover", "shade"), one([BLACKOUT], CLOSE), tags=[HH])
    h("open the blinds", C("open", None, "cover", "blind", q="all"), every([BLINDS], OPEN), ctx="primary_bedroom",
      tags=[HH])
    # ---- locks, doorbell, cameras ---------------------------------------------------------------
    h("lock the front door", C("lock", "Front Door", "lock"), one([FD], LOCK), tags=[HH])
    h("is the front door locked", C("check", "Front Door", "lock"), one([FD], None), tags=[HH, Q])
    h("lock the door to the garage", C("lock", "Garage Entry", "lock"), one([GE], LOCK), tags=[HH])
    h("unlock the garage entry", C("unlock", "Garage Entry", "lock"), one([GE], UNLOCK), tags=[HH])
    h("lock up", C("lock", None, "lock", q="all"), every(LOCKS, LOCK), tags=[HH])
    h("are the doors locked", C("check", None, "lock", q="all"), every(LOCKS, None), tags=[HH, Q])
    h("is somebody at the door", C("check", "Front Door Motion", "binary_sensor", "motion"), one([DOORMO], None),
      tags=[HH, Q, J])
    h("did somebody ring the doorbell", C("check", "Front Door Ding", "binary_sensor"), one([DING], None), tags=[HH, Q])
    h("is the front door camera on", C("check", "Front Door", "camera"), one([CAMF], None), tags=[HH, Q])
    h("anybody in the game room", C("check", "Game Room Occupancy", "binary_sensor", "occupancy"), one([GAROCC], None),
      tags=[HH, Q])
    # ---- pool, sprinklers, water ----------------------------------------------------------------
    h("turn the pool pump off", C("turn off", "Pool Pump", "switch"), one([PUMP], SW_OFF), tags=[HH])
    h("is the pool pump running", C("check", "Pool Pump", "switch"), one([PUMP], None), tags=[HH, Q])
    h("heat the pool to 86", C("set", "Pool Heater", "climate", params={"temperature": 86}),
      one([HEATER], TEMP, temperature=86), tags=[HH])
    h("turn on the pool heater", C("turn on", "Pool Heater", "climate"), one([HEATER], "climate.turn_on"), tags=[HH])
    h("how warm is the pool", C("check", "Pool Temperature", "sensor", "temperature"), one([POOLT], None), tags=[HH, Q])
    h("what's the water temp in the pool", C("check", "Pool Temperature", "sensor", "temperature"), one([POOLT], None),
      tags=[HH, Q])
    h("water the front lawn", C("turn on", "Front Lawn", "switch"), one([FRONT], SW_ON), tags=[HH])
    h("run the flower beds", C("turn on", "Flower Beds", "switch"), one([BEDS], SW_ON), tags=[HH])
    h("turn off the side yard", C("turn off", "Side Yard", "switch"), one([SIDE], SW_OFF), tags=[HH])
    h("shut off all the sprinklers", C("turn off", "sprinkler", "switch", q="all"), every(ZONES, SW_OFF),
      tags=[HH, "kind_word"])
    h("is the back yard zone running", C("check", "Back Yard", "switch"), one([BACKY], None), tags=[HH, Q])
    h("shut the water off", C("close", "Flo Shutoff Valve", "valve"), one([FLO], V_CLOSE), tags=[HH, J])
    h("turn the main water back on", C("open", "Flo Shutoff Valve", "valve"), one([FLO], V_OPEN), tags=[HH, J])
    h("is the water heater leaking", C("check", "Water Heater Leak", "binary_sensor", "moisture"), one([LEAK], None),
      tags=[HH, Q])
    # ---- the car ----------------------------------------------------------------------------------
    h("is the wall connector charging", C("check", "Tesla Wall Connector Status", "sensor"), one([WCS], None),
      tags=[HH, Q, IN])
    h("how fast is the tesla charging", C("check", "Tesla Wall Connector Power", "sensor", "power"), one([WCP], None),
      tags=[HH, Q, IN])
    h("stop charging the model y", C("turn off", "Model Y Charge", "switch"), one([CHARGE], SW_OFF), tags=[HH, IN])
    h("start charging the car", C("turn on", "Model Y Charge", "switch"), one([CHARGE], SW_ON), tags=[HH, J])
    # ---- TVs and Sonos ----------------------------------------------------------------------------
    h("kill the TV", C("turn off", "TV", "media_player", "tv"), one([GRTV], TV_OFF), ctx="game_room", tags=[HH])
    h("turn off the tv in the living room", C("turn off", "TV", "media_player", "tv", inc=["living room"]),
      one([LRTV], TV_OFF), tags=[HH])
    h("put hulu on the tcl", C("select source", "TCL", "media_player", "tv", params={"source": "Hulu"}),
      one([LRTV], SRC, source="Hulu"), tags=[HH, IN])
    h("switch the game room tv to the xbox", C("select source", "Game Room TV", "media_player", "tv",
      params={"source": "Xbox"}), one([GRTV], SRC, source="Xbox"), tags=[HH])
    h("pause the apple tv", C("pause", "Apple TV", "media_player"), one([ATV], PAUSE), tags=[HH, IN])
    h("put espn on the apple tv", C("select source", "Apple TV", "media_player", params={"source": "ESPN"}),
      one([ATV], SRC, source="ESPN"), tags=[HH, IN])
    h("pop's tv is way too loud", C("volume down", "Pop's TV", "media_player", "tv"), one([POPTV], VDOWN),
      tags=[HH, CP, REL])
    h("turn pop's tv on for him", C("turn on", "Pop's TV", "media_player", "tv"), one([POPTV], TV_ON), tags=[HH])
    h("mute the tv", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}), one([LRTV], MUTE),
      ctx="living_room", tags=[HH])
    h("play music in the kitchen", C("play", None, "media_player", "speaker", inc=["kitchen"]), one([KSON], PLAY),
      tags=[HH])
    h("turn the patio speaker up", C("volume up", "Patio", "media_player", "speaker"), one([PSON], VUP), tags=[HH, REL])
    h("pause the music", C("pause", None, "media_player"), one([KROAM], PAUSE), ctx="kaylees_room", tags=[HH])
    h("skip this song", C("next track", None, "media_player"), one([KSON], "media_player.media_next_track"),
      ctx="kitchen", tags=[HH])
    h("turn the sonos in the media room down", C("volume down", "Media Room", "media_player", "speaker",
      inc=["media room"]), one([MSON], VDOWN), tags=[HH, IN, REL])
    h("set the kitchen sonos to 30", C("set volume", "Kitchen", "media_player", "speaker", params={"volume_level": 0.3}),
      one([KSON], "media_player.volume_set", volume_level=0.3), tags=[HH, IN])
    h("i can't hear the music", C("volume up", None, "media_player"), one([PSON], VUP), ctx="back_porch",
      tags=[HH, CP, REL])
    # ---- the robot and the kitchen ----------------------------------------------------------------
    h("start the roborock", C("start", "Roborock", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, IN])
    h("send rosie back to the dock", C("return to base", "Rosie", "vacuum"), one([VAC], "vacuum.return_to_base"),
      tags=[HH])
    h("vacuum the living room", C("start", None, "vacuum", inc=["living room"]), one([VAC], "vacuum.start"), tags=[HH])
    h("pause the vacuum", C("pause", "vacuum", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    h("set the mop intensity to intense", C("set", "mop intensity", "select", params={"option": "intense"}),
      one([MOP], "select.select_option", option="intense"), tags=[HH])
    h("put the roborock on max", C("set fan speed", "Roborock", "vacuum", params={"fan_speed": "max"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="max"), tags=[HH, IN])
    h("how much battery does rosie have", C("check", "Rosie", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("how cold is the freezer", C("check", "Freezer Temperature", "sensor", "temperature"), one([FREEZER], None),
      tags=[HH, Q])
    h("what temp is the fridge at", C("check", "Fridge Temperature", "sensor", "temperature"), one([FRIDGE], None),
      tags=[HH, Q])
    h("did somebody leave the fridge open", C("check", "Fridge Door", "binary_sensor", "door"), one([FDOOR], None),
      tags=[HH, Q])
    # ---- routines and modes -----------------------------------------------------------------------
    h("movie night", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"),
      tags=[HH, "routine"])
    h("we're fixing to watch a movie", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"),
      tags=[HH, "routine", J])
    h("good night", C("run", "Good Night", "script"), one(["script.good_night"], "script.turn_on"), tags=[HH, "routine"])
    h("y'all we're heading out", C("run", "Away", "script"), one(["script.away"], "script.turn_on"),
      tags=[HH, "routine", J])
    h("run the away script", C("run", "Away", "script"), one(["script.away"], "script.turn_on"), tags=[HH, "routine"])
    h("turn on guest mode", C("turn on", "Guest Mode", "input_boolean"), one(["input_boolean.guest_mode"],
      "input_boolean.turn_on"), tags=[HH, "routine"])
    h("is guest mode on", C("check", "Guest Mode", "input_boolean"), one(["input_boolean.guest_mode"], None),
      tags=[HH, Q])
    # ---- complaints -------------------------------------------------------------------------------
    h("it's dark as heck in the garage", C("turn on", None, "light", q="all", inc=["garage"]),
      every(H.lights("garage"), ON), tags=[HH, CP])
    h("way too bright in here", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["kitchen"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=-20),
      ctx="kitchen", tags=[HH, CP, REL])
    h("i can't see a thing in the office", C("turn on", None, "light", q="all", inc=["office"]),
      every(H.lights("moms_office"), ON), tags=[HH, CP])
    h("the kitchen music is too loud", C("volume down", "Kitchen", "media_player", "speaker"), one([KSON], VDOWN),
      tags=[HH, CP, REL])
    h("it's muggy in the game room", C("turn on", None, "fan", q="all", inc=["game room"]), every([GRF], FAN_ON),
      tags=[HH, CP])
    # ---- questions --------------------------------------------------------------------------------
    h("which lights are on", C("check", None, "light", q="all"), every(H.sel("light"), None), tags=[HH, Q])
    h("are any lights on upstairs", C("check", None, "light", q="all", inc=["upstairs"]),
      every(H.pick("light", floors=["second_floor"]), None), tags=[HH, Q, "floor"])
    h("is the porch light on", C("check", "Back Porch", "light"), one([PORCH], None), ctx="back_porch", tags=[HH, Q])
    h("is the pool light still on", C("check", "Pool Light", "light"), one([POOLL], None), tags=[HH, Q])
    h("is kaylee in her room", C("check", "Kaylee's Room Occupancy", "binary_sensor", "occupancy"), one(
      ["binary_sensor.kaylee_s_room_occupancy"], None), tags=[HH, Q, J])
    h("how hot is it in kaylee's room", C("check", None, "sensor", "temperature", inc=["Kaylee's Room"]), one([KT], None),
      tags=[HH, Q])
    # ---- several at once --------------------------------------------------------------------------
    h("lock the front door and close the garage", [C("lock", "Front Door", "lock"),
      C("close", "garage door", "cover", "garage", q="all", inc=["garage"])], [one([FD], LOCK), every(GARAGE_DOORS, CLOSE)],
      tags=[HH, "multi", J])
    h("kill the tv and the lights", [C("turn off", "TV", "media_player", "tv"), C("turn off", None, "light", q="all")],
      [one([LRTV], TV_OFF), every(H.lights("living_room"), OFF)], ctx="living_room", tags=[HH, "multi"])
    h("turn on the pool light and the porch fan", [C("turn on", "Pool Light", "light"), C("turn on", "Porch Fan", "fan")],
      [one([POOLL], ON), one([PFAN], FAN_ON)], tags=[HH, "multi"])
    h("set upstairs to 70 and downstairs to 72", [C("set", None, "climate", inc=["upstairs"], params={"temperature": 70}),
      C("set", None, "climate", inc=["downstairs"], params={"temperature": 72})],
      [one([UP], TEMP, temperature=70), one([DOWN], TEMP, temperature=72)], tags=[HH, "multi", "floor"])
    h("turn off the pool pump and the pool light", [C("turn off", "Pool Pump", "switch"), C("turn off", "Pool Light", "light")],
      [one([PUMP], SW_OFF), one([POOLL], OFF)], tags=[HH, "multi"])
    h("close the blackout shade and dim the sconces to 5", [C("close", "Blackout Shade", "cover", "shade"),
      C("set brightness", "Sconces", "light", params={"brightness_pct": 5})],
      [one([BLACKOUT], CLOSE), one([SCON], ON, brightness_pct=5)], tags=[HH, "multi"])
    h("start rosie and lock the garage entry", [C("start", "Rosie", "vacuum"), C("lock", "Garage Entry", "lock")],
      [one([VAC], "vacuum.start"), one([GE], LOCK)], tags=[HH, "multi"])
    h("turn off the island pendants, the kitchen lights and the entry light",
      [C("turn off", "Island Pendants", "light"), C("turn off", "Kitchen Lights", "light"), C("turn off", "Entry Light", "light")],
      [one([PEND], OFF), one([KIT], OFF), one([ENTRY], OFF)], tags=[HH, "multi"])
    # ---- follow-ups -------------------------------------------------------------------------------
    h("a little dimmer", C("dim", None, None, ref=True, params={"brightness_step_pct": -20}),
      one([SCON], ON, brightness_step_pct=-20), hist=["turn on the sconces"], tags=[HH, "followup", REL])
    h("close the other one too", C("close", "Small Garage Door", "cover", "garage"), one([SMALL], CLOSE),
      hist=["close the big garage door"], tags=[HH, "followup"])
    h("actually make it 69", C("set", None, None, ref=True, params={"temperature": 69}), one([UP], TEMP, temperature=69),
      hist=["set upstairs to 72"], tags=[HH, "followup"])
    h("louder", C("volume up", None, None, ref=True), one([PSON], VUP), hist=["play music on the patio"],
      tags=[HH, "followup", REL])
    h("what about the freezer", C("check", "Freezer Temperature", "sensor", "temperature"), one([FREEZER], None),
      hist=["what temp is the fridge at"], tags=[HH, "followup", Q])
    h("now turn it off", C("turn off", None, None, ref=True), one([GRF], FAN_OFF), hist=["game room fan on"],
      tags=[HH, "followup"])
    h("make it red now", C("set color", None, None, ref=True, params={"color_name": "red"}), one([LEDS], ON, color_name="red"),
      hist=["turn on kaylee's leds"], tags=[HH, "followup"])
    h("the front door too", C("lock", "Front Door", "lock"), one([FD], LOCK), hist=["lock the garage entry"],
      tags=[HH, "followup"])
    h("faster", C("increase speed", None, None, ref=True), one([PFAN], "fan.increase_speed"), hist=["turn on the porch fan"],
      tags=[HH, "followup", REL])
    # ---- things the home lacks, beside a twin that exists --------------------------------------------
    h("turn on the fan in kaylee's room", C("turn on", "fan", "fan", inc=["Kaylee's Room"]),
      none(H.sel("fan", areas=["kaylees_room"])), tags=[HH, "absent_kind"])
    h("turn on the fan in the game room", C("turn on", "fan", "fan", inc=["game room"]), one([GRF], FAN_ON), twin=True,
      tags=[HH])
    h("is the dishwasher done", C("check", "dishwasher", None), none(H.sel(kind=["dishwasher"])),
      tags=[HH, "absent_kind", Q])
    h("how cold is the fridge", C("check", "Fridge Temperature", "sensor", "temperature"), one([FRIDGE], None), twin=True,
      tags=[HH, Q])
    h("is the dryer done yet", C("check", "dryer", None), none(H.sel(kind=["dryer", "washer"])), tags=[HH, "absent_kind", Q])
    h("is rosie done yet", C("check", "Rosie", "vacuum"), one([VAC], None), twin=True, tags=[HH, Q])
    h("turn on the hot tub", C("turn on", "hot tub", None), none(H.sel(kind=["hot tub", "spa", "jacuzzi"])),
      tags=[HH, "absent_kind"])
    h("turn on the pool pump", C("turn on", "Pool Pump", "switch"), one([PUMP], SW_ON), twin=True, tags=[HH])
    h("lock the back door", C("lock", "Back Door", "lock"), none(H.sel("lock", kind=["back"])), tags=[HH, "absent_kind"])
    h("lock the front door please", C("lock", "Front Door", "lock"), one([FD], LOCK), twin=True, tags=[HH])
    h("turn on the fireplace", C("turn on", "fireplace", None), none(H.sel(kind=["fireplace"])), tags=[HH, "absent_kind"])
    h("turn on the living room fan", C("turn on", "Living Room Fan", "fan"), one([LRF], FAN_ON), twin=True, tags=[HH])
    h("turn the tv on in the kitchen", C("turn on", "TV", "media_player", "tv", inc=["kitchen"]),
      none(H.sel("media_player", areas=["kitchen"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn the tv on in the game room", C("turn on", "TV", "media_player", "tv", inc=["game room"]), one([GRTV], TV_ON),
      twin=True, tags=[HH])
    h("attic lights on", C("turn on", None, "light", q="all", inc=["attic"]), none(H.rooms("attic"), "all"),
      tags=[HH, "absent_room"])
    h("turn on the lights in the office", C("turn on", None, "light", q="all", inc=["office"]),
      every(H.lights("moms_office"), ON), twin=True, tags=[HH])
    h("bathroom fan on", C("turn on", "fan", "fan", inc=["bathroom"]), none(H.rooms("bathroom")), tags=[HH, "absent_room"])
    h("master fan on", C("turn on", "Master Fan", "fan"), one([MFAN], FAN_ON), twin=True, tags=[HH])
    h("turn on the dehumidifier", C("turn on", "dehumidifier", "humidifier", "dehumidifier"),
      none(H.sel("humidifier")), tags=[HH, "absent_kind"])
    h("turn on the porch fan", C("turn on", "Porch Fan", "fan"), one([PFAN], FAN_ON), twin=True, tags=[HH])
    h("start the lawn mower", C("start", "lawn mower", "lawn_mower"), none(H.sel("lawn_mower")), tags=[HH, "absent_kind"])
    h("start the roborock please", C("start", "Roborock", "vacuum"), one([VAC], "vacuum.start"), twin=True, tags=[HH, IN])
    h("turn on the lights in the basement", C("turn on", None, "light", q="all", inc=["basement"]),
      none(H.rooms("basement"), "all"), tags=[HH, "absent_room", "floor"])
    h("turn on the lights in the media room", C("turn on", None, "light", q="all", inc=["media room"]),
      every(H.lights("media_room"), ON), twin=True, tags=[HH])
    h("play music in mom's office", C("play", None, "media_player", "speaker", inc=["Mom's Office"]),
      none(H.sel("media_player", areas=["moms_office"])), tags=[HH, "absent_kind"])
    h("play music in kaylee's room", C("play", None, "media_player", "speaker", inc=["Kaylee's Room"]), one([KROAM], PLAY),
      twin=True, tags=[HH])
    h("open the blinds in the game room", C("open", None, "cover", "blind", q="all", inc=["game room"]),
      none(H.sel("cover", areas=["game_room"]), "all"), tags=[HH, "absent_kind"])
    h("open the blinds in the master", C("open", None, "cover", "blind", q="all", inc=["master"]), every([BLINDS], OPEN),
      twin=True, tags=[HH])
    tx.lacks("dim the back porch light to 40", C("set brightness", "Back Porch", "light", params={"brightness_pct": 40}),
             [PORCH], "brightness", ON, "brightness_pct", tags=[HH])
    h("dim the sconces to 40", C("set brightness", "Sconces", "light", params={"brightness_pct": 40}),
      one([SCON], ON, brightness_pct=40), twin=True, tags=[HH])
    tx.lacks("make the pool light blue", C("set color", "Pool Light", "light", params={"color_name": "blue"}), [POOLL],
             "color", ON, "color_name", tags=[HH])
    h("make hue play 1 blue", C("set color", "Hue Play 1", "light", params={"color_name": "blue"}),
      one([PLAY1], ON, color_name="blue"), twin=True, tags=[HH, IN])
    tx.lacks("set the bedroom blinds to 50 percent", C("set position", "Bedroom Blinds", "cover", "blind",
             params={"position": 50}), [BLINDS], "position", "cover.set_cover_position", "position", tags=[HH])
    h("set the living room shades to 50 percent", C("set position", "Living Room Shades", "cover", "shade",
      params={"position": 50}), one([SHADES], "cover.set_cover_position", position=50), twin=True, tags=[HH])
    tx.lacks("garage lights to half", C("set brightness", "Garage Lights", "light", params={"brightness_pct": 50}),
             [GARL], "brightness", ON, "brightness_pct", tags=[HH])
    h("office light to half", C("set brightness", "Office", "light", params={"brightness_pct": 50}),
      one([OFFICE], ON, brightness_pct=50), twin=True, tags=[HH])
    # ---- truly ambiguous --------------------------------------------------------------------------
    h("can you turn on the desk lamp", C("turn on", "Desk Lamp", "light"), which([DESK, DESK2], ON), tags=[HH, "ambiguous"])
    h("ceiling light off", C("turn off", "Ceiling Light", "light"), which([CL_TY, CL_POP], OFF), tags=[HH, "ambiguous"])
    h("open the garage door", C("open", "garage door", "cover", "garage"), which(GARAGE_DOORS, OPEN),
      tags=[HH, "ambiguous"])
    h("lock the door", C("lock", "door", "lock"), which(LOCKS, LOCK), tags=[HH, "ambiguous"])
    h("set the thermostat to 72", C("set", "thermostat", "climate", params={"temperature": 72}), which([DOWN, UP], TEMP),
      tags=[HH, "ambiguous"])
    h("crank the AC", C("decrease temperature", "AC", "climate"), which([DOWN, UP], TEMP), tags=[HH, "ambiguous", REL])
    h("turn off the tv", C("turn off", "TV", "media_player", "tv"), which(H.sel("media_player", dc="tv"), TV_OFF),
      tags=[HH, "ambiguous"])
    h("turn the ceiling fan on", C("turn on", "ceiling fan", "fan"), which(H.sel("fan"), FAN_ON), tags=[HH, "ambiguous"])
    h("play some music", C("play", None, "media_player", "speaker"), which(H.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, "ambiguous"])
    h("turn the fan light on", C("turn on", "fan light", "light"), which([LRFL, BRFL, GRFL], ON), tags=[HH, "ambiguous"])
    h("close the shades", C("close", None, "cover", "shade"), which([SHADES, BLACKOUT], CLOSE), tags=[HH, "ambiguous"])
    h("what's the temperature", C("check", None, "sensor", "temperature"), which(H.sel("sensor", dc="temperature"), None),
      tags=[HH, "ambiguous", Q, J])
    h("it's cold in here", C("heat", None, "climate", params={"hvac_mode": "heat"}), which([DOWN, UP], HVAC),
      tags=[HH, "ambiguous", CP])
    h("put netflix on the roku", C("select source", "Roku", "media_player", params={"source": "Netflix"}),
      which([LRTV, POPTV], SRC), tags=[HH, "ambiguous", IN])
    h("turn up the volume", C("volume up", None, "media_player"), which(H.sel("media_player", can="volume_step"), VUP),
      tags=[HH, "ambiguous", REL])
def household_known(en: Language) -> None:
    """Round 16 (known): things the parser was known to get wrong, written and labelled from the homes
    before any fix. "fan speed N" / "put the fan on N" with no fan named (several fans: ask which; at a
    satellite, the room's fan) and a small step said to a fan of fine steps (its value left to the
    agent: ``judgement``); a warming complaint in a place that is not heated living space (a garage,
    a patio, a porch: nothing, never the floor's thermostat: ``judgement``); a bare temperature-sized
    number with "make it" / "set it" at a satellite (the room's climate device, or its floor's central
    thermostat); a switch named as a fan put "on high" (switched on: it has no speed)."""
    HH, J, PCT, HVAC = "household", "judgement", "fan.set_percentage", "climate.set_hvac_mode"
    ho = en.book("house_en")
    H, h = ho.home, ho.add
    h("fan speed two", C("set speed", "fan", "fan"), which(H.sel("fan", can="fan_speed"), PCT), tags=[HH, "ambiguous"])
    h("fan speed 2", C("set speed", "fan", "fan"), one(["fan.den_purifier"], PCT), ctx="den", tags=[HH, J])
    h("bump the sunroom fan to speed 3", C("set speed", "Sunroom Fan", "fan", params={"percentage": 100}),
      one(["fan.sunroom_fan"], PCT, percentage=100), tags=[HH])
    sg = en.book("condo_sg_en")
    S, s = sg.home, sg.add
    s("fan speed 1 please", C("set speed", "fan", "fan"), which(S.sel("fan", can="fan_speed"), PCT), tags=[HH, "ambiguous"])
    s("put the fan on speed 3", C("set speed", "fan", "fan", params={"percentage": 100}),
      one(["fan.ethans_fan"], PCT, percentage=100), ctx="ethans_room", tags=[HH])
    s("make it 24", C("set", None, "climate", params={"temperature": 24}),
      one(["climate.master_bedroom_aircon"], "climate.set_temperature", temperature=24), ctx="master_bedroom", tags=[HH])
    s("set it to 25 can", C("set", None, "climate", params={"temperature": 25}),
      one(["climate.ethans_aircon"], "climate.set_temperature", temperature=25), ctx="ethans_room", tags=[HH])
    ra = en.book("ranch_us_en")
    R, r = ra.home, ra.add
    r("fan speed 3", C("set speed", "fan", "fan", params={"percentage": 30}),
      one(["fan.dyson_pure_cool"], PCT, percentage=30), ctx="home_office", tags=[HH])
    r("put the exhaust fan on high", C("turn on", "Exhaust Fan", "switch"), one(["switch.primary_bath_fan"], "switch.turn_on"),
      tags=[HH, J])
    r("the garage is absolutely freezing", C("heat", None, "climate", q="all", inc=["garage"], params={"hvac_mode": "heat"}),
      none(R.sel("climate", areas=["garage"])), tags=[HH, "complaint", J])
    r("make it 72", C("set", None, "climate", params={"temperature": 72}),
      one(["climate.hallway"], "climate.set_temperature", temperature=72), ctx="nursery", tags=[HH, J])
    co = en.book("colonial_us_en")
    O, o = co.home, co.add
    o("it's bitterly cold out in the garage", C("heat", None, "climate", q="all", inc=["garage"], params={"hvac_mode": "heat"}),
      none(O.sel("climate", areas=["garage"])), tags=[HH, "complaint", J])
    o("brr, it's cold in here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      none(O.sel("climate", areas=["garage"])), ctx="garage", tags=[HH, "complaint", J])
    o("it's way too cold in the dining room", C("heat", None, "climate", q="all", inc=["Dining Room"], params={"hvac_mode": "heat"}),
      every(["climate.downstairs"], HVAC, hvac_mode="heat"), tags=[HH, "complaint", J])
    o("make it 70", C("set", None, "climate", params={"temperature": 70}),
      one(["climate.upstairs"], "climate.set_temperature", temperature=70), ctx="kids_room", tags=[HH, J])
    o("primary bedroom fan on the lowest speed", C("set speed", "Primary Bedroom Fan", "fan", params={"percentage": 17}),
      one(["fan.primary_bedroom_fan"], PCT, percentage=17), tags=[HH])
    th = en.book("townhouse_en")
    T, t = th.home, th.add
    t("the patio is freezing", C("heat", None, "climate", q="all", inc=["patio"], params={"hvac_mode": "heat"}),
      none(T.sel("climate", areas=["patio"])), tags=[HH, "complaint", J])
    t("laundry exhaust fan on high", C("turn on", "Laundry Exhaust Fan", "switch"),
      one(["switch.laundry_exhaust_fan"], "switch.turn_on"), tags=[HH, J])
    t("set it to 69", C("set", None, "climate", params={"temperature": 69}),
      one(["climate.ecobee_thermostat"], "climate.set_temperature", temperature=69), ctx="office", tags=[HH, J])
    ca = en.book("house_ca_en")
    K, k = ca.home, ca.add
    k("it's so cold on the front porch", C("heat", None, "climate", q="all", inc=["front porch"], params={"hvac_mode": "heat"}),
      none(K.sel("climate", areas=["front_porch"])), tags=[HH, "complaint", J])
    k("make it 21", C("set", None, "climate", params={"temperature": 21}),
      one(["climate.my_ecobee"], "climate.set_temperature", temperature=21), ctx="den", tags=[HH, J])
    lo = en.book("loft_us_en")
    l = lo.add
    l("set it to 68", C("set", None, "climate", params={"temperature": 68}),
      one(["climate.main_floor"], "climate.set_temperature", temperature=68), ctx="office", tags=[HH, J])


def household_qroutine(en: Language) -> None:
    """Round 16 (qroutine): routines and helpers hinted at rather than named (the school run, going away,
    going to bed with one bedtime routine, "morning" at a satellite, a helper asked about as a fact of the
    day) and the car meaning the home's EV charger (a switch, a Tesla Wall Connector's status sensor);
    written and labelled from the homes before any fix."""
    HH, RT, J, Q = "household", "routine", "judgement", "question"
    SCRIPT, SCENE, IB_ON = "script.turn_on", "scene.turn_on", "input_boolean.turn_on"
    nz = en.book("bungalow_nz_en")
    n = nz.add
    n("just taking the kids to school", C("run", "School Run", "script"), one(["script.school_run"], SCRIPT), tags=[HH, RT, J])
    n("we'll be away on holiday for two weeks", C("turn on", "Holiday Mode", "input_boolean"),
      one(["input_boolean.holiday_mode"], IB_ON), tags=[HH, RT, J])
    n("is the car charging", C("check", "Car Charger", "switch"), one(["switch.car_charger"], None), tags=[HH, Q, J])
    th = en.book("townhouse_en")
    t = th.add
    t("we're off on vacation tomorrow", C("turn on", "Vacation Mode", "input_boolean"),
      one(["input_boolean.vacation_mode"], IB_ON), tags=[HH, RT, J])
    t("the kids are asleep now", C("run", "Bedtime", "script"), one(["script.bedtime"], SCRIPT), tags=[HH, RT, J])
    co = en.book("colonial_us_en")
    o = co.add
    o("we're going away for the weekend", C("run", "Away", "script"), one(["script.away"], SCRIPT), tags=[HH, RT, J])
    o("we're all heading to bed", C("run", "Bedtime", "script"), one(["script.bedtime"], SCRIPT), tags=[HH, RT])
    au = en.book("house_au_en")
    a = au.add
    a("is it bin night tonight", C("check", "Bin Night", "input_boolean"), one(["input_boolean.bin_night"], None), tags=[HH, Q])
    a("is it school holidays at the moment", C("check", "School Holidays", "input_boolean"),
      one(["input_boolean.school_holidays"], None), tags=[HH, Q])
    uk = en.book("flat_uk_en")
    u = uk.add
    u("we're away on our holidays next week", C("turn on", "Holiday Mode", "input_boolean"),
      one(["input_boolean.holiday_mode"], IB_ON), tags=[HH, RT, J, "british"])
    u("right, we're going to bed", C("run", "Goodnight", "script"), one(["script.goodnight"], SCRIPT), tags=[HH, RT])
    de = en.book("demo_en")
    d = de.add
    d("morning", C("run", "Good Morning", "script"), one(["script.good_morning"], SCRIPT), ctx="master_bedroom",
      tags=[HH, RT, J])
    d("is the car charging", C("check", "EV Charger", "switch"), one(["switch.garage_ev_charger"], None), tags=[HH, Q, J])
    d("stop charging the car for now", C("turn off", "EV Charger", "switch"), one(["switch.garage_ev_charger"], "switch.turn_off"),
      tags=[HH, J])
    d("we're going on vacation next week", C("activate", "Away Mode", "scene"), one(["scene.away_mode"], SCENE),
      tags=[HH, RT, J])
    tx = en.book("house_tx_en")
    x = tx.add
    x("is the car plugged in", C("check", "Tesla Wall Connector Status", "sensor"),
      one(["sensor.tesla_wall_connector_status"], None), tags=[HH, Q, J])
    x("is the car charging yet", C("check", "Tesla Wall Connector Status", "sensor"),
      one(["sensor.tesla_wall_connector_status"], None), tags=[HH, Q, J])
    lo = en.book("loft_us_en")
    l = lo.add
    l("is the car charging", C("check", "Model Y Charge", "switch"), one(["switch.model_y_charge"], None), tags=[HH, Q, J])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("we're going on vacation on friday", C("turn on", "Away Mode", "input_boolean"), one(["input_boolean.away_mode"], IB_ON),
      tags=[HH, RT, J])
    gl = en.book("flat_gla_en")
    g = gl.add
    g("ring my carer", C("run", "Alert Carer", "script"), one(["script.alert_carer"], SCRIPT), tags=[HH, RT, J])
    g("have I taken my evening tablets", C("check", "Evening Meds", "input_boolean"),
      one(["input_boolean.evening_meds"], None), tags=[HH, Q, J])
def household_qheat(en: Language) -> None:
    """Round 16 (qheat): warming and cooling said as people say it, written and labelled from the
    homes before any fix. A step said with "crank" / "give ... a blast" (the target moved, not the
    mode: ``relative``); complaints of cold or heat said with "like a fridge", "baltic", "roasting",
    "burning up" (the complaint convention: the room's climate devices that heat or cool, or its
    floor's central thermostat: ``judgement``); "warm it up" / "cool it down" with a dummy "it" (the
    room's or floor's climate, no reference); two floors set in one breath (two commands); "the
    heating" at a satellite whose room's zone has another name; "how warm is it in" a room run by a
    thermostat (its reading, eval/README)."""
    HH, J, REL, CMP, Q = "household", "judgement", "relative", "complaint", "question"
    TEMP, HVAC = "climate.set_temperature", "climate.set_hvac_mode"
    ho = en.book("house_en")
    h = ho.add
    UPT, DNT = "climate.upstairs_thermostat", "climate.downstairs_thermostat"
    h("crank the heat upstairs", C("increase temperature", "heat", "climate", inc=["upstairs"]), one([UPT], TEMP),
      tags=[HH, REL, "floor"])
    h("warm it up a bit in here", C("increase temperature", None, "climate"), one([UPT], TEMP), ctx="emma_room",
      tags=[HH, REL, J])
    h("set downstairs to 68 and upstairs to 66", [C("set", None, "climate", inc=["downstairs"], params={"temperature": 68}),
      C("set", None, "climate", inc=["upstairs"], params={"temperature": 66})],
      [one([DNT], TEMP, temperature=68), one([UPT], TEMP, temperature=66)], tags=[HH, "multi", "floor"])
    h("turn the heating down a bit", C("decrease temperature", "heating", "climate"), one([UPT], TEMP), ctx="primary_bedroom",
      tags=[HH, REL, J])
    uk = en.book("flat_uk_en")
    u = uk.add
    u("give the radiator in oliver's room a blast", C("increase temperature", "radiator", "climate", inc=["Oliver's Room"]),
      one(["climate.olivers_room"], TEMP), tags=[HH, REL])
    u("the bedroom is like a fridge", C("heat", None, "climate", q="all", inc=["bedroom"], params={"hvac_mode": "heat"}),
      every(["climate.bedroom"], HVAC, hvac_mode="heat"), tags=[HH, CMP])
    u("turn the heating up a notch", C("increase temperature", "heating", "climate"), one(["climate.olivers_room"], TEMP),
      ctx="olivers_room", tags=[HH, REL, J])
    sg = en.book("condo_sg_en")
    s = sg.add
    s("roasting in here leh", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every(["climate.midea_ac_chloe"], HVAC, hvac_mode="cool"), ctx="chloes_room", tags=[HH, CMP])
    s("cool it down a bit in the living room", C("decrease temperature", None, "climate", inc=["living room"]),
      one(["climate.living_room_aircon"], TEMP), tags=[HH, REL])
    s("crank up the aircon", C("decrease temperature", "aircon", "climate"), one(["climate.master_bedroom_aircon"], TEMP),
      ctx="master_bedroom", tags=[HH, REL, J])
    au = en.book("house_au_en")
    a = au.add
    a("it's baltic down in the granny flat", C("heat", None, "climate", q="all", inc=["granny flat"], params={"hvac_mode": "heat"}),
      every(["climate.granny_flat_split_system"], HVAC, hvac_mode="heat"), tags=[HH, CMP])
    nz = en.book("bungalow_nz_en")
    n = nz.add
    n("ruby's room is like a fridge", C("heat", None, "climate", q="all", inc=["Ruby's room"], params={"hvac_mode": "heat"}),
      every(["climate.rubys_room"], HVAC, hvac_mode="heat"), tags=[HH, CMP])
    n("give the heat pump a blast", C("increase temperature", "Heat Pump", "climate"), one(["climate.heat_pump"], TEMP),
      tags=[HH, REL, J])
    co = en.book("colonial_us_en")
    o = co.add
    o("I'm burning up in here", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every(["climate.upstairs"], HVAC, hvac_mode="cool"), ctx="primary_bedroom", tags=[HH, CMP, J])
    lo = en.book("loft_us_en")
    l = lo.add
    l("warm it up a touch upstairs", C("increase temperature", None, "climate", inc=["upstairs"]), one(["climate.bedrooms"], TEMP),
      tags=[HH, REL, "floor"])
    l("we're roasting up here", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every(["climate.bedrooms"], HVAC, hvac_mode="cool"), ctx="mayas_room", tags=[HH, CMP, J])
    l("set downstairs to 70 and upstairs to 67", [C("set", None, "climate", inc=["downstairs"], params={"temperature": 70}),
      C("set", None, "climate", inc=["upstairs"], params={"temperature": 67})],
      [one(["climate.main_floor"], TEMP, temperature=70), one(["climate.bedrooms"], TEMP, temperature=67)],
      tags=[HH, "multi", "floor"])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("cool it down a few degrees in the workshop", C("decrease temperature", None, "climate", inc=["workshop"]),
      one(["climate.workshop_mini_split"], TEMP), tags=[HH, REL])
    r("crank the AC", C("decrease temperature", "AC", "climate"), one(["climate.hallway"], TEMP), ctx="living_room",
      tags=[HH, REL, J])
    th = en.book("townhouse_en")
    t = th.add
    t("how warm is it in the living room", C("check", None, "climate", inc=["living room"]),
      one(["climate.ecobee_thermostat"], None), tags=[HH, Q])
def household_qnames(en: Language) -> None:
    """Round 16 (qnames): a device's name, or the maker/product name left in it, that holds a verb, a
    kind word or a number ("Hue Play", "Hue go 1", "Echo Show", "Sonos Arc", "Tapo P100", "TRADFRI bulb 2"),
    said as people say it: the product word alone, the brand without its digits, a plural for a pair.
    Written and labelled from the homes before any fix."""
    HH, IN = "household", "integration_name"
    VUP, VDOWN, PAUSE = "media_player.volume_up", "media_player.volume_down", "media_player.media_pause"
    uk = en.book("flat_uk_en")
    u = uk.add
    u("turn the hue play red", C("set color", "Hue Play gradient lightstrip", "light", params={"color_name": "red"}),
      one(["light.hue_play_gradient_lightstrip"], "light.turn_on", color_name="red"), tags=[HH, IN])
    u("put the hue play on 30 percent", C("set brightness", "Hue Play gradient lightstrip", "light", params={"brightness_pct": 30}),
      one(["light.hue_play_gradient_lightstrip"], "light.turn_on", brightness_pct=30), tags=[HH, IN])
    u("turn the echo dot down", C("volume down", "Kitchen Echo Dot", "media_player", "speaker"),
      one(["media_player.kitchen_echo_dot"], VDOWN), tags=[HH, IN])
    th = en.book("townhouse_en")
    t = th.add
    t("turn the arc down a bit", C("volume down", "Sonos Arc", "media_player", "speaker"),
      one(["media_player.sonos_arc"], VDOWN), tags=[HH, IN])
    t("switch the hue gos off", C("turn off", "Hue go", "light", q="all"),
      every(["light.hue_go_1", "light.hue_go_2"], "light.turn_off"), tags=[HH, IN])
    t("make hue go 2 orange", C("set color", "Hue go 2", "light", params={"color_name": "orange"}),
      one(["light.hue_go_2"], "light.turn_on", color_name="orange"), tags=[HH, IN])
    ca = en.book("house_ca_en")
    k = ca.add
    k("turn up the echo show", C("volume up", "Dave's Echo Show", "media_player", "speaker"),
      one(["media_player.daves_echo_show"], VUP), tags=[HH, IN])
    k("pause the arc", C("pause", "Sonos Arc", "media_player", "speaker"), one(["media_player.sonos_arc"], PAUSE), tags=[HH, IN])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("turn the roku down a little", C("volume down", "Game Room Roku", "media_player", "tv"),
      one(["media_player.game_room_roku"], VDOWN), tags=[HH, IN])
    r("mute the echo", C("mute", "Kitchen Echo", "media_player", "speaker", params={"is_volume_muted": True}),
      one(["media_player.kitchen_echo"], "media_player.volume_mute", is_volume_muted=True), tags=[HH, IN])
    r("turn on tradfri bulb 3", C("turn on", "TRADFRI bulb 3", "light"), one(["light.tradfri_bulb_3"], "light.turn_on"), tags=[HH, IN])
    sg = en.book("condo_sg_en")
    s = sg.add
    s("turn up the nest mini", C("volume up", "Nest Mini", "media_player", "speaker"), one(["media_player.nest_mini"], VUP),
      tags=[HH, IN])
    s("switch off the tapo", C("turn off", "Tapo P100", "switch"), one(["switch.tapo_p100"], "switch.turn_off"), tags=[HH, IN])
    nz = en.book("bungalow_nz_en")
    n = nz.add
    n("set the daikin to 21", C("set", "Daikin AP91221", "climate", params={"temperature": 21}),
      one(["climate.daikin_ap91221"], "climate.set_temperature", temperature=21), tags=[HH, IN])
    n("is the tapo on", C("check", "Tapo P110 3", "switch"), one(["switch.tapo_p110_3"], None), tags=[HH, IN, "question"])
    au = en.book("house_au_en")
    a = au.add
    a("turn the chromecast up a notch", C("volume up", "Chromecast Lounge", "media_player"), one(["media_player.chromecast_lounge"], VUP),
      tags=[HH, IN])
    fi = en.book("flat_in_en")
    f = fi.add
    f("turn the echo up", C("volume up", "Echo Dot", "media_player", "speaker"), one(["media_player.echo_dot"], VUP), tags=[HH, IN])
def household_yyz(en: Language) -> None:
    """Round 16 (hfresh): a two-bedroom condo apartment in Toronto none of the earlier rounds saw
    (``apartment_ca_en``), written and labelled from the home before the parser ran on it. Jordan,
    a nurse on night shifts, sleeps through the day; Sam works from home; their cat is Miso. Plain
    millennial speech ("can you", "lemme", "real quick", "lowkey", "rn"). Electric baseboards run by
    a Mysa per room (climates named after the room, heat/off), a portable AC in the living room,
    lamps on smart plugs beside Hue, LIFX and Nanoleaf lights, two bedside lamps named for their
    owners, blackout blinds, Chromecast TVs, a Nest Hub named "Kitchen Display", a Sonos, a Roomba,
    a Litter-Robot and a feeder known by their sensors, buttons and switches, an air purifier, a
    humidifier, a lock, a doorbell camera, a washer and dryer known by sensors, the Hydro meter,
    scripts, a scene and input_booleans. A cold complaint in a room warms that room's Mysa; a hot
    one where the portable AC is cools with it (``judgement``).
    """
    g = en.book("apartment_ca_en")
    H, h = g.home, g.add
    HH, IN, Q, REL, CPL = "household", "integration_name", "question", "relative", "complaint"
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, PCT = "fan.turn_on", "fan.set_percentage"
    HVAC, POS, SCRIPT = "climate.set_hvac_mode", "cover.set_cover_position", "script.turn_on"
    TV_ON, TV_OFF, VUP, VDOWN = ("media_player.turn_on", "media_player.turn_off", "media_player.volume_up",
                                "media_player.volume_down")
    PLAY, PAUSE, IB_ON, IB_OFF = "media_player.media_play", "media_player.media_pause", "input_boolean.turn_on", "input_boolean.turn_off"
    LOCK, DOORBELL, PERSON, ENTRY, LOCKBAT = ("lock.front_door", "camera.doorbell", "binary_sensor.doorbell_person",
                                              "light.entryway_light", "sensor.front_door_battery")
    HALL, ROOMBA, KWH, WATTS = "light.hallway_light", "vacuum.roomba", "sensor.hydro_meter_energy", "sensor.hydro_meter_power"
    LRC, AC, NANO, FLOOR, CORNER = ("climate.living_room", "climate.portable_ac", "light.nanoleaf_shapes",
                                    "light.floor_lamp", "switch.corner_lamp")
    LRB, LTV, SONOS, PURE, PM = ("cover.living_room_blinds", "media_player.living_room_tv", "media_player.living_room_sonos",
                                 "fan.air_purifier", "sensor.air_purifier_pm2_5")
    POT, UCL, HUB, COFFEE = ("light.kitchen_pot_lights", "light.under_cabinet_lights", "media_player.kitchen_display",
                             "switch.coffee_maker")
    FEED, FOOD, SCHED = "button.cat_feeder_feed_now", "sensor.cat_feeder_food_level", "switch.cat_feeder_feeding_schedule"
    BRC, BRL, JLAMP, SLAMP, BLACK, HUM, BTV = ("climate.bedroom", "light.bedroom_light", "light.jordans_bedside_lamp",
                                               "light.sams_bedside_lamp", "cover.blackout_blinds",
                                               "humidifier.bedroom_humidifier", "media_player.bedroom_tv")
    OFC, OFL, KEY, DESK, SETUP, OFB = ("climate.office", "light.office_light", "light.key_light", "switch.desk_lamp",
                                       "switch.desk_setup", "cover.office_blinds")
    BATH, BFAN, BHUM, WASTE, LSTAT, LNIGHT = ("light.bathroom_light", "fan.bathroom_fan", "sensor.bathroom_humidity",
                                              "sensor.litter_box_waste_drawer", "sensor.litter_box_status_code",
                                              "switch.litter_box_night_light_mode")
    WSTATE, WTIME, DSTATE, DTIME = ("sensor.washer_run_state", "sensor.washer_remaining_time", "sensor.dryer_run_state",
                                    "sensor.dryer_remaining_time")
    BALC, BALT = "switch.balcony_lights", "sensor.balcony_temperature"
    SLEEPING, FED = "input_boolean.jordan_sleeping", "input_boolean.cat_fed"

    # ---- lights ---------------------------------------------------------------------------------
    h("lights on pls", C("turn on", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen", tags=[HH])
    h("can you turn the lights off", C("turn off", None, "light", q="all"), every(H.lights("office"), OFF), ctx="office",
      tags=[HH])
    h("turn on the nanoleaf", C("turn on", "Nanoleaf", "light"), one([NANO], ON), tags=[HH, IN])
    h("put the nanoleafs on northern lights", C("set effect", "Nanoleaf", "light", params={"effect": "Northern Lights"}),
      one([NANO], ON, effect="Northern Lights"), tags=[HH, IN])
    h("make the nanoleaf pink", C("set color", "Nanoleaf", "light", params={"color_name": "pink"}),
      one([NANO], ON, color_name="pink"), tags=[HH, IN])
    h("floor lamp off", C("turn off", "Floor Lamp", "light"), one([FLOOR], OFF), tags=[HH])
    h("dim the floor lamp to like 20", C("set brightness", "Floor Lamp", "light", params={"brightness_pct": 20}),
      one([FLOOR], ON, brightness_pct=20), tags=[HH])
    h("turn on the corner lamp real quick", C("turn on", "Corner Lamp", "switch"), one([CORNER], SW_ON), tags=[HH])
    h("kill the corner lamp", C("turn off", "Corner Lamp", "switch"), one([CORNER], SW_OFF), tags=[HH])
    h("pot lights on", C("turn on", "Kitchen Pot Lights", "light"), one([POT], ON), ctx="kitchen", tags=[HH, "kind_word"])
    h("can you put the kitchen pot lights at 40 percent", C("set brightness", "Kitchen Pot Lights", "light",
      params={"brightness_pct": 40}), one([POT], ON, brightness_pct=40), tags=[HH])
    h("under cabinet lights on", C("turn on", "Under Cabinet Lights", "light"), one([UCL], ON), tags=[HH])
    h("make the under cabinet lights warm white", C("set color temp", "Under Cabinet Lights", "light",
      params={"color_temp_kelvin": 2700}), one([UCL], ON, color_temp_kelvin=2700), tags=[HH, "judgement"])
    h("hallway light on", C("turn on", "Hallway Light", "light"), one([HALL], ON), tags=[HH])
    h("turn on the light by the front door", C("turn on", None, "light", inc=["front door"]), one([ENTRY], ON), tags=[HH])
    h("turn on jordan's lamp", C("turn on", "Jordan's Bedside Lamp", "light"), one([JLAMP], ON), tags=[HH])
    h("sam's bedside lamp off", C("turn off", "Sam's Bedside Lamp", "light"), one([SLAMP], OFF), tags=[HH])
    h("set my bedside lamp to red", C("set color", "bedside lamp", "light", params={"color_name": "red"}),
      which([JLAMP, SLAMP], ON), tags=[HH, "ambiguous"])
    h("bedroom light to 10 percent", C("set brightness", "Bedroom Light", "light", params={"brightness_pct": 10}),
      one([BRL], ON, brightness_pct=10), tags=[HH])
    h("turn the desk lamp on", C("turn on", "Desk Lamp", "switch"), one([DESK], SW_ON), tags=[HH])
    h("key light on", C("turn on", "Key Light", "light"), one([KEY], ON), tags=[HH])
    h("bump up the key light a bit", C("brighten", "Key Light", "light", params={"brightness_step_pct": 10}),
      one([KEY], ON, brightness_step_pct=10), tags=[HH, REL])
    h("office light off", C("turn off", "Office Light", "light"), one([OFL], OFF), tags=[HH])
    h("bathroom light on", C("turn on", "Bathroom Light", "light"), one([BATH], ON), tags=[HH])
    h("turn on the balcony lights", C("turn on", "Balcony Lights", "switch"), one([BALC], SW_ON), tags=[HH])
    h("turn off every light in the place", C("turn off", None, "light", q="all", inc=["*"]), every(H.sel("light"), OFF),
      tags=[HH])
    h("all the lights off except the hallway", C("turn off", None, "light", q="except", inc=["*"], exc=["hallway"]),
      every(H.pick("light", not_areas=["hallway"]), OFF, q="except"), tags=[HH])
    h("living room lights on", C("turn on", None, "light", q="all", inc=["living room"]), every(H.lights("living_room"), ON),
      tags=[HH])
    h("dim the lights a bit", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.lights("bedroom"), ON, brightness_step_pct=-20), ctx="bedroom", tags=[HH, REL])
    # ---- heat, AC, air ------------------------------------------------------------------------------
    h("set the bedroom to 18", C("set", "Bedroom", "climate", params={"temperature": 18}), one([BRC], TEMP, temperature=18),
      tags=[HH])
    h("can you set the office to 22 degrees", C("set", "Office", "climate", params={"temperature": 22}),
      one([OFC], TEMP, temperature=22), tags=[HH])
    h("turn the heat up a bit", C("increase temperature", None, "climate"), one([LRC], TEMP), ctx="living_room",
      tags=[HH, REL])
    h("knock the heat down a degree", C("decrease temperature", None, "climate", params={"temperature": 18}),
      one([BRC], TEMP, temperature=18), ctx="bedroom", tags=[HH, REL])
    h("turn the mysa in the office off", C("turn off", "Mysa", "climate", inc=["office"]), one([OFC], "climate.turn_off"),
      tags=[HH, IN])
    h("turn off the baseboard in the bedroom", C("turn off", "baseboard", "climate", inc=["bedroom"]),
      one([BRC], "climate.turn_off"), tags=[HH, "kind_word"])
    h("what's the living room set to", C("check", "Living Room", "climate"), one([LRC], None), tags=[HH, Q])
    h("how warm is it in the office", C("check", None, "climate", inc=["office"]), one([OFC], None), tags=[HH, Q])
    h("how cold is it outside", C("check", "Balcony Temperature", "sensor", "temperature"), one([BALT], None),
      tags=[HH, Q, "judgement"])
    h("turn on the AC", C("turn on", "AC", "climate"), one([AC], "climate.turn_on"), tags=[HH])
    h("put the portable ac on cool", C("set mode", "Portable AC", "climate", params={"hvac_mode": "cool"}),
      one([AC], HVAC, hvac_mode="cool"), tags=[HH])
    h("set the ac to 21", C("set", "AC", "climate", params={"temperature": 21}), one([AC], TEMP, temperature=21), tags=[HH])
    h("ac fan on high", C("set fan mode", "AC", "climate", params={"fan_mode": "high"}),
      one([AC], "climate.set_fan_mode", fan_mode="high"), tags=[HH])
    h("put the ac on dry mode", C("set mode", "AC", "climate", params={"hvac_mode": "dry"}), one([AC], HVAC, hvac_mode="dry"),
      tags=[HH])
    h("turn the air purifier on", C("turn on", "Air Purifier", "fan"), one([PURE], FAN_ON), tags=[HH])
    h("put the purifier on night mode", C("set preset", "Air Purifier", "fan", params={"preset_mode": "Night"}),
      one([PURE], "fan.set_preset_mode", preset_mode="Night"), tags=[HH, "kind_word"])
    h("air purifier to max", C("set speed", "Air Purifier", "fan", params={"percentage": 100}),
      one([PURE], PCT, percentage=100), tags=[HH])
    h("how's the air quality", C("check", "Air Purifier PM2.5", "sensor", "pm25"), one([PM], None), tags=[HH, Q, "judgement"])
    h("turn on the humidifier", C("turn on", "humidifier", "humidifier", "humidifier"), one([HUM], "humidifier.turn_on"),
      tags=[HH])
    h("set the humidifier to 50 percent", C("set humidity", "Bedroom Humidifier", "humidifier", "humidifier",
      params={"humidity": 50}), one([HUM], "humidifier.set_humidity", humidity=50), tags=[HH])
    h("put the humidifier in sleep mode", C("set mode", "Bedroom Humidifier", "humidifier", params={"mode": "sleep"}),
      one([HUM], "humidifier.set_mode", mode="sleep"), tags=[HH])
    h("bathroom fan on", C("turn on", "Bathroom Fan", "fan"), one([BFAN], FAN_ON), tags=[HH])
    h("what's the humidity in the bathroom", C("check", None, "sensor", "humidity", inc=["bathroom"]), one([BHUM], None),
      tags=[HH, Q])
    # ---- complaints ---------------------------------------------------------------------------------
    h("it's freezing in here", C("heat", None, "climate", params={"hvac_mode": "heat"}), one([OFC], HVAC, hvac_mode="heat"),
      ctx="office", tags=[HH, CPL, "judgement"])
    h("ugh it's so hot in here", C("cool", None, "climate", params={"hvac_mode": "cool"}), one([AC], HVAC, hvac_mode="cool"),
      ctx="living_room", tags=[HH, CPL, "judgement"])
    h("it's way too bright in here", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["living_room"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=-20),
      ctx="living_room", tags=[HH, CPL, REL])
    h("i can't see anything in the hallway", C("turn on", None, "light", q="all", inc=["hallway"]),
      every(H.lights("hallway"), ON), tags=[HH, CPL])
    h("the tv's way too loud", C("volume down", "TV", "media_player", "tv"), one([LTV], VDOWN), ctx="living_room",
      tags=[HH, CPL, REL])
    h("can't hear the sonos", C("volume up", "Sonos", "media_player"), one([SONOS], VUP), tags=[HH, CPL, REL, IN])
    h("the bathroom's all steamy", C("turn on", "fan", "fan", inc=["bathroom"]), one([BFAN], FAN_ON),
      tags=[HH, CPL, "judgement"])
    h("it's so dry in the bedroom", C("turn on", "humidifier", "humidifier", "humidifier", inc=["bedroom"]),
      one([HUM], "humidifier.turn_on"), tags=[HH, CPL, "judgement"])
    # ---- blinds -------------------------------------------------------------------------------------
    h("close the blackout blinds", C("close", "Blackout Blinds", "cover"), one([BLACK], CLOSE), tags=[HH])
    h("blackouts down", C("close", "Blackout Blinds", "cover"), one([BLACK], CLOSE), tags=[HH, "judgement"])
    h("open the blinds a little, like 30 percent", C("set position", None, "cover", "shade", params={"position": 30}),
      one([BLACK], POS, position=30), ctx="bedroom", tags=[HH])
    h("living room blinds up", C("open", "Living Room Blinds", "cover", "blind"), one([LRB], OPEN), tags=[HH])
    h("close the office blinds", C("close", "Office Blinds", "cover", "blind"), one([OFB], CLOSE), tags=[HH])
    # ---- tv, music ----------------------------------------------------------------------------------
    h("turn on the tv", C("turn on", "TV", "media_player", "tv"), one([LTV], TV_ON), ctx="living_room", tags=[HH])
    h("bedroom tv off", C("turn off", "Bedroom TV", "media_player", "tv"), one([BTV], TV_OFF), tags=[HH])
    h("pause the chromecast", C("pause", "Chromecast", "media_player"), one([LTV], PAUSE), ctx="living_room", tags=[HH, IN])
    h("mute the living room tv", C("mute", "Living Room TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([LTV], "media_player.volume_mute"), tags=[HH])
    h("play some music on the sonos", C("play", "Sonos", "media_player"), one([SONOS], PLAY), tags=[HH, IN])
    h("sonos volume to 30", C("set volume", "Sonos", "media_player", params={"volume_level": 0.3}),
      one([SONOS], "media_player.volume_set", volume_level=0.3), tags=[HH, IN])
    h("skip this song", C("next track", None, "media_player"), one([HUB], "media_player.media_next_track"), ctx="kitchen",
      tags=[HH])
    h("turn the nest hub down", C("volume down", "Nest Hub", "media_player"), one([HUB], VDOWN), tags=[HH, IN, REL])
    # ---- door, lock, camera ---------------------------------------------------------------------------
    h("lock the door", C("lock", "door", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("did we lock the front door", C("check", "Front Door", "lock"), one([LOCK], None), tags=[HH, Q])
    h("unlock the front door for the dog walker", C("unlock", "Front Door", "lock"), one([LOCK], "lock.unlock"), tags=[HH])
    h("what's the lock battery at", C("check", "Front Door Battery", "sensor", "battery"), one([LOCKBAT], None),
      tags=[HH, Q])
    h("who's at the door", C("check", "Doorbell", "camera"), one([DOORBELL], None), tags=[HH, Q, "judgement"])
    h("is someone at the door rn", C("check", "Doorbell Person", "binary_sensor", "occupancy"), one([PERSON], None),
      tags=[HH, Q, "judgement"])
    h("show me the doorbell cam", C("check", "Doorbell", "camera"), one([DOORBELL], None), tags=[HH, Q])
    # ---- cat ----------------------------------------------------------------------------------------
    h("feed the cat", C("press", "Cat Feeder Feed now", "button"), one([FEED], "button.press"), tags=[HH, "judgement"])
    h("can you give miso a snack from the feeder", C("press", "Cat Feeder Feed now", "button"), one([FEED], "button.press"),
      tags=[HH, "judgement"])
    h("is the cat feeder running low", C("check", "Cat Feeder Food level", "sensor"), one([FOOD], None), tags=[HH, Q])
    h("turn off the feeder schedule", C("turn off", "Cat Feeder Feeding schedule", "switch"), one([SCHED], SW_OFF),
      tags=[HH])
    h("how full is the litter box", C("check", "Litter Box Waste drawer", "sensor"), one([WASTE], None), tags=[HH, Q])
    h("is the litter robot ok", C("check", "Litter Box Status code", "sensor"), one([LSTAT], None), tags=[HH, Q, IN, "judgement"])
    h("turn off the litter box night light", C("turn off", "Litter Box Night light mode", "switch"), one([LNIGHT], SW_OFF),
      tags=[HH])
    h("i fed the cat", C("turn on", "Cat Fed", "input_boolean"), one([FED], IB_ON), tags=[HH, "routine", "judgement"])
    h("has miso been fed", C("check", "Cat Fed", "input_boolean"), one([FED], None), tags=[HH, Q, "judgement"])
    # ---- kitchen, laundry, roomba, hydro ----------------------------------------------------------------
    h("start the coffee maker", C("turn on", "Coffee Maker", "switch"), one([COFFEE], SW_ON), tags=[HH])
    h("lemme get a coffee going", C("turn on", "Coffee Maker", "switch"), one([COFFEE], SW_ON), tags=[HH, "judgement"])
    h("is the washer done", C("check", "Washer Run state", "sensor"), one([WSTATE], None), tags=[HH, Q])
    h("how long's left on the washer", C("check", "Washer Remaining time", "sensor", "duration"), one([WTIME], None),
      tags=[HH, Q])
    h("is the dryer still going", C("check", "Dryer Run state", "sensor"), one([DSTATE], None), tags=[HH, Q])
    h("how much time on the dryer", C("check", "Dryer Remaining time", "sensor", "duration"), one([DTIME], None),
      tags=[HH, Q])
    h("start the roomba", C("start", "Roomba", "vacuum"), one([ROOMBA], "vacuum.start"), tags=[HH, IN])
    h("vacuum in the kitchen", C("start", None, "vacuum", inc=["kitchen"]), one([ROOMBA], "vacuum.start"), tags=[HH])
    h("send the roomba home", C("return to base", "Roomba", "vacuum"), one([ROOMBA], "vacuum.return_to_base"),
      tags=[HH, IN])
    h("how much power are we using right now", C("check", "Hydro Meter Power", "sensor", "power"), one([WATTS], None),
      tags=[HH, Q, "judgement"])
    h("what's the hydro meter say", C("check", "Hydro Meter Energy", "sensor", "energy"), one([KWH], None),
      tags=[HH, Q, "judgement"])
    h("desk setup off", C("turn off", "Desk Setup", "switch"), one([SETUP], SW_OFF), tags=[HH])
    # ---- routines -------------------------------------------------------------------------------------
    h("movie night", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"), tags=[HH, "routine"])
    h("run night shift", C("run", "Night Shift", "script"), one(["script.night_shift"], SCRIPT), tags=[HH, "routine"])
    h("start work from home mode", C("run", "Work From Home", "script"), one(["script.work_from_home"], SCRIPT),
      tags=[HH, "routine"])
    h("we're heading out", C("run", "Leaving Home", "script"), one(["script.leaving_home"], SCRIPT),
      tags=[HH, "routine", "judgement"])
    h("good morning", C("run", "Good Morning", "script"), one(["script.good_morning"], SCRIPT), tags=[HH, "routine"])
    h("jordan's sleeping now", C("turn on", "Jordan Sleeping", "input_boolean"), one([SLEEPING], IB_ON),
      tags=[HH, "routine", "judgement"])
    h("turn off guest mode", C("turn off", "Guest Mode", "input_boolean"), one(["input_boolean.guest_mode"], IB_OFF),
      tags=[HH])
    h("is jordan asleep", C("check", "Jordan Sleeping", "input_boolean"), one([SLEEPING], None), tags=[HH, Q, "judgement"])
    # ---- questions --------------------------------------------------------------------------------------
    h("are any lights still on", C("check", None, "light", q="all", inc=["*"]), every(H.sel("light"), None), tags=[HH, Q])
    h("is the corner lamp on", C("check", "Corner Lamp", "switch"), one([CORNER], None), tags=[HH, Q])
    h("is the ac running", C("check", "AC", "climate"), one([AC], None), tags=[HH, Q])
    # ---- several at once --------------------------------------------------------------------------------
    h("lock the door and turn off the hallway light", [C("lock", "door", "lock"), C("turn off", "Hallway Light", "light")],
      [one([LOCK], "lock.lock"), one([HALL], OFF)], tags=[HH, "multi"])
    h("close the blackout blinds and turn off jordan's lamp", [C("close", "Blackout Blinds", "cover"),
      C("turn off", "Jordan's Bedside Lamp", "light")], [one([BLACK], CLOSE), one([JLAMP], OFF)], tags=[HH, "multi"])
    h("tv off and lights off", [C("turn off", "TV", "media_player", "tv"), C("turn off", None, "light", q="all")],
      [one([BTV], TV_OFF), every(H.lights("bedroom"), OFF)], ctx="bedroom", tags=[HH, "multi"])
    h("turn on the key light and the desk lamp", [C("turn on", "Key Light", "light"), C("turn on", "Desk Lamp", "switch")],
      [one([KEY], ON), one([DESK], SW_ON)], tags=[HH, "multi"])
    h("start the roomba and feed the cat", [C("start", "Roomba", "vacuum"), C("press", "Cat Feeder Feed now", "button")],
      [one([ROOMBA], "vacuum.start"), one([FEED], "button.press")], tags=[HH, "multi", IN, "judgement"])
    h("turn the ac off and open the blinds", [C("turn off", "AC", "climate"), C("open", None, "cover", "blind", q="all")],
      [one([AC], "climate.turn_off"), every([LRB], OPEN)], ctx="living_room", tags=[HH, "multi"])
    # ---- follow-ups -------------------------------------------------------------------------------------
    h("a bit brighter", C("brighten", None, None, ref=True, params={"brightness_step_pct": 10}),
      one([FLOOR], ON, brightness_step_pct=10), hist=["floor lamp on"], tags=[HH, "followup", REL])
    h("actually make it blue", C("set color", None, None, ref=True, params={"color_name": "blue"}),
      one([NANO], ON, color_name="blue"), hist=["turn on the nanoleaf"], tags=[HH, "followup"])
    h("and the office too", C("turn off", None, "light", q="all", inc=["office"]), every(H.lights("office"), OFF),
      hist=["turn off the bedroom lights"], tags=[HH, "followup"])
    h("make it 20", C("set", None, None, ref=True, params={"temperature": 20}), one([BRC], TEMP, temperature=20),
      hist=["set the bedroom to 18"], tags=[HH, "followup"])
    h("turn it down", C("volume down", None, None, ref=True), one([SONOS], VDOWN), hist=["play some music on the sonos"],
      tags=[HH, "followup", REL])
    h("what about the bedroom", C("check", None, "climate", inc=["bedroom"]), one([BRC], None),
      hist=["how warm is it in the office"], tags=[HH, "followup", Q])
    # ---- things the apartment lacks, beside a twin that exists ---------------------------------------------
    h("could you start the dishwasher", C("start", "dishwasher", None), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("start the roomba please", C("start", "Roomba", "vacuum"), one([ROOMBA], "vacuum.start"), twin=True, tags=[HH, IN])
    h("turn on the fireplace", C("turn on", "fireplace", None), none(H.sel(kind=["fireplace"])), tags=[HH, "absent_kind"])
    h("turn on the floor lamp", C("turn on", "Floor Lamp", "light"), one([FLOOR], ON), twin=True, tags=[HH])
    h("open the garage", C("open", "garage door", "cover", "garage"), none(H.sel("cover", kind=["garage"], kind_dc=["garage"])),
      tags=[HH, "absent_kind"])
    h("open the living room blinds", C("open", "Living Room Blinds", "cover", "blind"), one([LRB], OPEN), twin=True, tags=[HH])
    h("turn on the lights in the basement", C("turn on", None, "light", q="all", inc=["basement"]),
      none(H.rooms("basement"), "all"), tags=[HH, "absent_room"])
    h("turn on the lights in the office", C("turn on", None, "light", q="all", inc=["office"]), every(H.lights("office"), ON),
      twin=True, tags=[HH])
    h("turn on the tv in the kitchen", C("turn on", "TV", "media_player", "tv", inc=["kitchen"]),
      none(H.sel("media_player", areas=["kitchen"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the tv in the bedroom", C("turn on", "TV", "media_player", "tv", inc=["bedroom"]), one([BTV], TV_ON),
      twin=True, tags=[HH])
    h("turn on the ceiling fan", C("turn on", "ceiling fan", "fan"), none(H.sel("fan", kind=["ceiling fan"])),
      tags=[HH, "absent_kind"])
    h("turn on the bathroom fan", C("turn on", "Bathroom Fan", "fan"), one([BFAN], FAN_ON), twin=True, tags=[HH])
    h("lock the back door", C("lock", "Back Door", "lock"), none(H.sel("lock", kind=["back door"])), tags=[HH, "absent_kind"])
    h("lock the front door", C("lock", "Front Door", "lock"), one([LOCK], "lock.lock"), twin=True, tags=[HH])
    h("turn the heat on in the bathroom", C("turn on", None, "climate", inc=["bathroom"]),
      none(H.sel("climate", areas=["bathroom"])), tags=[HH, "absent_kind"])
    h("turn the heat on in the office", C("turn on", None, "climate", inc=["office"]), one([OFC], "climate.turn_on"),
      twin=True, tags=[HH])
    h("switch on the kettle", C("turn on", "kettle", None), none(H.sel(kind=["kettle"])), tags=[HH, "absent_kind"])
    h("turn on the coffee maker", C("turn on", "Coffee Maker", "switch"), one([COFFEE], SW_ON), twin=True, tags=[HH])
    g.lacks("dim the bathroom light", C("dim", "Bathroom Light", "light", params={"brightness_step_pct": -20}), [BATH],
            "brightness", ON, "brightness_step_pct", tags=[HH])
    h("dim the hallway light", C("dim", "Hallway Light", "light", params={"brightness_step_pct": -20}),
      one([HALL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    g.lacks("set the office blinds to half", C("set position", "Office Blinds", "cover", "blind", params={"position": 50}),
            [OFB], "position", POS, "position", tags=[HH])
    h("set the living room blinds to half", C("set position", "Living Room Blinds", "cover", "blind", params={"position": 50}),
      one([LRB], POS, position=50), twin=True, tags=[HH])
    g.lacks("make the kitchen pot lights green", C("set color", "Kitchen Pot Lights", "light", params={"color_name": "green"}),
            [POT], "color", ON, "color_name", tags=[HH])
    h("make the under cabinet lights green", C("set color", "Under Cabinet Lights", "light", params={"color_name": "green"}),
      one([UCL], ON, color_name="green"), twin=True, tags=[HH])
    g.lacks("bathroom fan to 50 percent", C("set speed", "Bathroom Fan", "fan", params={"percentage": 50}), [BFAN],
            "fan_speed", PCT, "percentage", tags=[HH])
    h("air purifier to 50 percent", C("set speed", "Air Purifier", "fan", params={"percentage": 50}),
      one([PURE], PCT, percentage=50), twin=True, tags=[HH])
    # ---- truly ambiguous ------------------------------------------------------------------------------
    h("turn on the bedside lamp", C("turn on", "bedside lamp", "light"), which([JLAMP, SLAMP], ON), tags=[HH, "ambiguous"])
    h("turn the tv on", C("turn on", "TV", "media_player", "tv"), which([LTV, BTV], TV_ON), tags=[HH, "ambiguous"])
    h("set the heat to 21", C("set", None, "climate", params={"temperature": 21}), which(H.sel("climate", can=hvac("heat")), TEMP),
      tags=[HH, "ambiguous"])
    h("close the blinds", C("close", None, "cover", "blind"), which([LRB, BLACK, OFB], CLOSE), tags=[HH, "ambiguous"])
    h("turn the fan on", C("turn on", "fan", "fan"), which(H.sel("fan"), FAN_ON), tags=[HH, "ambiguous"])
    h("turn the lamp off", C("turn off", "lamp", "light"), which([JLAMP, SLAMP], OFF), ctx="bedroom",
      tags=[HH, "ambiguous"])
    h("play some music", C("play", None, "media_player", "speaker"), which(H.sel("media_player", dc="speaker"), PLAY),
      tags=[HH, "ambiguous"])
    h("how long's left on the laundry", C("check", None, "sensor", "duration"), which([WTIME, DTIME], None),
      tags=[HH, "ambiguous", Q])


def household_qdoor(en: Language) -> None:
    """Round 16 (hfresh): people asked about at the door ("is somebody at the door", "who's at the
    front door") on homes whose doorbell sees them. The door is where they are, not the device
    asked: its doorbell's motion sensor answers, or the entrance camera where the home has no
    motion sensor there (``judgement``: "who's" asked of a home without a camera is its motion
    sensor). A door's own state stays the door's ("is the front door open")."""
    HH, Q, J = "household", "question", "judgement"
    t = en.book("townhouse_en")
    t.add("is somebody at the door", C("check", "Ring Front Door Motion", "binary_sensor", "motion"),
          one(["binary_sensor.ring_front_door_motion"], None), tags=[HH, Q, J])
    t.add("hey who's at the door", C("check", "Ring Front Door Motion", "binary_sensor", "motion"),
          one(["binary_sensor.ring_front_door_motion"], None), tags=[HH, Q, J])
    c = en.book("house_ca_en")
    c.add("is there someone at the door", C("check", "Ring Doorbell Motion", "binary_sensor", "motion"),
          one(["binary_sensor.ring_doorbell_motion"], None), tags=[HH, Q, J])
    c.add("anybody at the door right now", C("check", "Ring Doorbell Motion", "binary_sensor", "motion"),
          one(["binary_sensor.ring_doorbell_motion"], None), tags=[HH, Q, J])
    u = en.book("colonial_us_en")
    u.add("is anybody at the door", C("check", "Front Door Motion", "binary_sensor", "motion"),
          one(["binary_sensor.front_door_motion"], None), tags=[HH, Q, J])
    u.add("who is that at the front door", C("check", "Front Door Motion", "binary_sensor", "motion"),
          one(["binary_sensor.front_door_motion"], None), tags=[HH, Q, J])
    r = en.book("ranch_us_en")
    r.add("someone at the door?", C("check", "Doorbell Motion", "binary_sensor", "motion"),
          one(["binary_sensor.doorbell_motion"], None), tags=[HH, Q, J])
    r.add("who's knocking at the door", C("check", "Doorbell Motion", "binary_sensor", "motion"),
          one(["binary_sensor.doorbell_motion"], None), tags=[HH, Q, J])
    r.add("is the nursery door shut", C("check", "Nursery Door", "binary_sensor", "door"),
          one(["binary_sensor.nursery_door"], None), tags=[HH, Q])
    i = en.book("flat_in_en")
    i.add("who has come to the door", C("check", "CCTV Entrance", "camera"), one(["camera.cctv_entrance"], None),
          tags=[HH, Q, J])
    i.add("is there somebody at the main door", C("check", "CCTV Entrance", "camera"), one(["camera.cctv_entrance"], None),
          tags=[HH, Q, J])
    i.add("balcony door still open?", C("check", "Balcony Door", "binary_sensor", "door"),
          one(["binary_sensor.balcony_door"], None), tags=[HH, Q])
def household_qsource(en: Language) -> None:
    """Round 16 (qsource): a value of a list the device offers (a TV's sources, a fan's or a
    thermostat's presets, a humidifier's modes) said the way people say it, written and labelled
    from the homes before the parser ran: by its first or last word or a short form ("prime" for
    "Prime Video", "paramount" for "Paramount Plus"), with its punctuation dropped or spelled out
    ("tvnz" for "TVNZ+", "disney plus" for "Disney+"), in another spelling ("favourite"); "put it on
    <value>" after a turn naming the device; a value the named device lacks (nothing, not a plain
    turn on); a source two players both offer with only their kind said (ask which)."""
    HH, IN, J = "household", "integration_name", "judgement"
    SRC, FPRE, CPRE = "media_player.select_source", "fan.set_preset_mode", "climate.set_preset_mode"

    def lists(attribute: str, value: str) -> Callable[[Mapping[str, Any]], bool]:
        return lambda e: value in (e["attributes"].get(attribute) or [])

    fi = en.book("flat_in_en")
    f = fi.add
    f("put prime on the sony", C("select source", "Sony", "media_player", params={"source": "Prime Video"}),
      one(["media_player.sony_tv"], SRC, source="Prime Video"), tags=[HH, IN])
    f("put the hall fan on boost", C("set preset", "Hall Fan", "fan", params={"preset_mode": "Boost"}),
      one(["fan.hall_fan"], FPRE, preset_mode="Boost"), tags=[HH])
    fi.lacks("put the master bedroom fan on turbo", C("set preset", "Master Bedroom Fan", "fan", params={"preset_mode": "Turbo"}),
             ["fan.master_bedroom_fan"], "fan_preset", FPRE, "preset_mode", value="Turbo",
             check=lists("preset_modes", "Turbo"), tags=[HH])
    f("put the master bedroom fan on sleep", C("set preset", "Master Bedroom Fan", "fan", params={"preset_mode": "Sleep"}),
      one(["fan.master_bedroom_fan"], FPRE, preset_mode="Sleep"), twin=True, tags=[HH])
    nz = en.book("bungalow_nz_en").add
    nz("put tvnz on the lounge tv", C("select source", "Lounge TV", "media_player", params={"source": "TVNZ+"}),
       one(["media_player.lounge_tv"], SRC, source="TVNZ+"), tags=[HH])
    nz("stick disney on the rumpus tv", C("select source", "Rumpus TV", "media_player", params={"source": "Disney+"}),
       one(["media_player.rumpus_tv"], SRC, source="Disney+"), tags=[HH])
    co = en.book("colonial_us_en")
    o = co.add
    o("put the family room tv on peacock", C("select source", "Family Room TV", "media_player", params={"source": "Peacock"}),
      one(["media_player.family_room_tv"], SRC, source="Peacock"), tags=[HH])
    co.lacks("put hulu on the rec room tv", C("select source", "Rec Room TV", "media_player", params={"source": "Hulu"}),
             ["media_player.rec_room_tv"], "volume_step", SRC, "source", value="Hulu",
             check=lists("source_list", "Hulu"), tags=[HH])
    o("put smartcast on the rec room tv", C("select source", "Rec Room TV", "media_player", params={"source": "SmartCast"}),
      one(["media_player.rec_room_tv"], SRC, source="SmartCast"), twin=True, tags=[HH])
    o("set the upstairs thermostat to eco", C("set preset", "Upstairs", "climate", params={"preset_mode": "eco"}),
      one(["climate.upstairs"], CPRE, preset_mode="eco"), tags=[HH])
    sg = en.book("condo_sg_en").add
    sg("put the purifier on favourite", C("set preset", "purifier", "fan", params={"preset_mode": "Favorite"}),
       one(["fan.xiaomi_smart_air_purifier_4"], FPRE, preset_mode="Favorite"), tags=[HH])
    sg("put the deebot on max plus", C("set fan speed", "DEEBOT", "vacuum", params={"fan_speed": "max+"}),
       one(["vacuum.deebot_t20_omni"], "vacuum.set_fan_speed", fan_speed="max+"), tags=[HH, IN])
    ra = en.book("ranch_us_en").add
    ra("put paramount on the roku", C("select source", "Roku", "media_player", params={"source": "Paramount Plus"}),
       one(["media_player.game_room_roku"], SRC, source="Paramount Plus"), tags=[HH, IN])
    ra("put the dyson on night", C("set preset", "Dyson", "fan", params={"preset_mode": "Night"}),
       one(["fan.dyson_pure_cool"], FPRE, preset_mode="Night"), tags=[HH, IN])
    th = en.book("townhouse_en")
    t = th.add
    t("put disney plus on the basement tv", C("select source", "Basement TV", "media_player", params={"source": "Disney+"}),
      one(["media_player.basement_tv"], SRC, source="Disney+"), tags=[HH])
    th.lacks("switch the basement tv over to hulu", C("select source", "Basement TV", "media_player", params={"source": "Hulu"}),
             ["media_player.basement_tv"], "volume_step", SRC, "source", value="Hulu",
             check=lists("source_list", "Hulu"), tags=[HH])
    t("switch the basement tv over to youtube", C("select source", "Basement TV", "media_player", params={"source": "YouTube"}),
      one(["media_player.basement_tv"], SRC, source="YouTube"), twin=True, tags=[HH])
    he = en.book("house_en").add
    he("put it on favourite", C("set preset", None, "fan", ref=True, params={"preset_mode": "Favorite"}),
       one(["fan.den_purifier"], FPRE, preset_mode="Favorite"), hist=["turn on the den purifier"], tags=[HH, "followup"])
    he("put the den soundbar on night", C("select sound mode", "Den Soundbar", "media_player", params={"sound_mode": "Night Sound"}),
       one(["media_player.den_soundbar"], "media_player.select_sound_mode", sound_mode="Night Sound"), tags=[HH, J])
    lo = en.book("loft_us_en")
    l = lo.add
    l("now put it on eco", C("set preset", None, "climate", ref=True, params={"preset_mode": "eco"}),
      one(["climate.bedrooms"], CPRE, preset_mode="eco"), hist=["set the bedrooms to 68"], tags=[HH, "followup"])
    l("put hulu on the tv", C("select source", None, "media_player", "tv", params={"source": "Hulu"}),
      which(["media_player.lg_webos_tv_oled65c3pua", "media_player.bedroom_tv"], SRC), tags=[HH, "ambiguous"])
    ap = en.book("apartment_en").add
    ap("stick freeview on the telly", C("select source", "Telly", "media_player", params={"source": "Freeview"}),
       one(["media_player.telly"], SRC, source="Freeview"), tags=[HH])
def household_qdoor2(en: Language) -> None:
    """Round 16 (qdoor): the front door asked about as people do, in homes with a video doorbell (a
    camera "... Live view" or named after the door) or only its motion / ding sensors, often beside a
    lock and a contact of the door's name. Who is there is the doorbell's camera, or its motion sensor
    where the home has no camera; whether anybody is there is the motion sensor, or the camera where
    the home has no motion sensor; a ring is the ding sensor; "show me" a place is its camera; a lock
    named after the door it is on is found by the room it is in (``judgement`` where a reader may
    dispute it). Written and labelled from the homes before any fix."""
    HH, J, Q, LOCK = "household", "judgement", "question", "lock.lock"
    bu = en.book("bungalow_nz_en")
    b = bu.add
    b("is anybody out at the front door", C("check", "Front Door Motion", "binary_sensor", "motion"),
      one(["binary_sensor.front_door_motion"], None), tags=[HH, Q, J])
    b("did someone just ring the bell", C("check", "Front Door Ding", "binary_sensor"),
      one(["binary_sensor.front_door_ding"], None), tags=[HH, Q])
    b("who's at the door", C("check", "Front Door Motion", "binary_sensor", "motion"),
      one(["binary_sensor.front_door_motion"], None), tags=[HH, Q, J])
    th = en.book("townhouse_en")
    t = th.add
    t("is there somebody at the front door", C("check", "Ring Front Door Motion", "binary_sensor", "motion"),
      one(["binary_sensor.ring_front_door_motion"], None), tags=[HH, Q, J])
    t("lock the mudroom door", C("lock", None, "lock", inc=["mudroom"]), one(["lock.side_door"], LOCK), tags=[HH])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("lock the door into the garage", C("lock", None, "lock", inc=["garage"]), one(["lock.garage_entry_door"], LOCK),
      tags=[HH])
    r("anyone at the door right now", C("check", "Doorbell Motion", "binary_sensor", "motion"),
      one(["binary_sensor.doorbell_motion"], None), tags=[HH, Q, J])
    ca = en.book("house_ca_en")
    k = ca.add
    k("is someone standing at the front door", C("check", "Ring Doorbell Motion", "binary_sensor", "motion"),
      one(["binary_sensor.ring_doorbell_motion"], None), tags=[HH, Q, J])
    k("who's at the front door", C("check", "Ring Doorbell Motion", "binary_sensor", "motion"),
      one(["binary_sensor.ring_doorbell_motion"], None), tags=[HH, Q, J])
    co = en.book("colonial_us_en")
    o = co.add
    o("who is at the front door", C("check", "Front Door Motion", "binary_sensor", "motion"),
      one(["binary_sensor.front_door_motion"], None), tags=[HH, Q, J])
    o("lock the kitchen door", C("lock", None, "lock", inc=["kitchen"]), one(["lock.back_door"], LOCK), tags=[HH])
    ie = en.book("house_ie_en")
    i = ie.add
    i("who is that at the door", C("check", "Front Door Live view", "camera"), one(["camera.front_door_live_view"], None),
      tags=[HH, Q, J])
    i("is anyone at the door", C("check", "Front Door Live view", "camera"), one(["camera.front_door_live_view"], None),
      tags=[HH, Q, J])
    i("show me the front door", C("check", "Front Door Live view", "camera"), one(["camera.front_door_live_view"], None),
      tags=[HH, Q, J])
    i("lock the kitchen door", C("lock", None, "lock", inc=["kitchen"]), one(["lock.back_door"], LOCK), tags=[HH])
    tx = en.book("house_tx_en")
    x = tx.add
    x("show me the front door", C("check", "Front Door", "camera"), one(["camera.front_door"], None), tags=[HH, Q, J])
    x("did anyone ring", C("check", "Front Door Ding", "binary_sensor"), one(["binary_sensor.front_door_ding"], None),
      tags=[HH, Q])
    x("is the door to the garage locked", C("check", "Garage Entry", "lock"), one(["lock.garage_entry"], None), tags=[HH, Q])
    gl = en.book("flat_gla_en")
    g = gl.add
    g("who is it at the door", C("check", "Front Door Live view", "camera"), one(["camera.front_door_live_view"], None),
      tags=[HH, Q, J])
    g("anybody at the door", C("check", "Front Door Motion", "binary_sensor", "motion"),
      one(["binary_sensor.front_door_motion"], None), tags=[HH, Q, J])
    g("show me the doorbell camera", C("check", "Front Door Live view", "camera"), one(["camera.front_door_live_view"], None),
      tags=[HH, Q])
    fi = en.book("flat_in_en")
    f = fi.add
    f("who's at the main door", C("check", "CCTV Entrance", "camera"), one(["camera.cctv_entrance"], None), tags=[HH, Q, J])
    f("show me the cctv", C("check", "CCTV Entrance", "camera"), one(["camera.cctv_entrance"], None), tags=[HH, Q])


def household_za(en: Language) -> None:
    """Round 17 (fresh_en): a Johannesburg family in a single-storey house in Northcliff none of the
    earlier rounds saw (``house_za_en``), written and labelled from the home before the parser ran on
    it, as the honest check of round 17: South African English as a family says it ("switch off the
    geyser", "the stoep", "the lapa", "load shedding", "just now", "now now", "ja", "eish", "lekker"),
    short commands and half-sentences, an inverter asked about in everyday words, a gate motor and an
    electric fence, pumps and irrigation valves, Sonoff and Shelly devices left with their default
    names, complaints, relative changes, several commands at once, follow-ups, things the home lacks
    beside a twin that exists, and truly ambiguous requests. "Robot" is a traffic light here (the home
    has no vacuum). Every case carries ``fresh17``.
    """
    za = en.book("house_za_en")
    H = za.home
    HH, IN, Q, REL, CP, J, F17 = ("household", "integration_name", "question", "relative", "complaint", "judgement",
                                  "fresh17")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F17]
        za.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F17]
        za.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, PCT = "fan.turn_on", "fan.set_percentage"
    HVAC, PRESET, FMODE = "climate.set_hvac_mode", "climate.set_preset_mode", "climate.set_fan_mode"
    V_OPEN, V_CLOSE = "valve.open_valve", "valve.close_valve"
    TV_ON, TV_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, MUTE = "media_player.volume_up", "media_player.volume_down", "media_player.volume_mute"
    PLAY, PAUSE = "media_player.media_play", "media_player.media_pause"
    LDL, BULB, KDL, PEND, SCUL, CHAND = (
        "light.lounge_downlights", "light.shellycolorbulb_e8db84d5a1c2", "light.kitchen_downlights", "light.pendants",
        "light.scullery_light", "light.chandelier")
    MBL, BL1, ESL, CL_L, STRIP, CL_Z, BL2 = (
        "light.main_bedroom_light", "light.bedside_lamp", "light.en_suite_light", "light.ceiling_light", "light.led_strip",
        "light.ceiling_light_2", "light.bedside_lamp_2")
    STUDYL, GL, DWL, STOEPL, BRAAIL, POOLL, GARDL = (
        "light.study_light", "light.garage_light", "light.driveway_lights", "light.stoep_light", "light.braai_lights",
        "light.pool_light", "light.garden_lights")
    FRAME, BTV, KSPK, LAPA = ("media_player.samsung_the_frame_55", "media_player.bedroom_tv",
                              "media_player.kitchen_speaker", "media_player.lapa_speaker")
    SON_L, SON_S, PLUG_K, WASH = ("switch.sonoff_1000f3a2b1", "switch.sonoff_10013c4d5e", "switch.shelly_plug_s_7c87ce",
                                  "switch.washing_machine")
    GEY, GEYT, GEYP = "switch.geyser", "sensor.geyser_temperature", "sensor.geyser_power"
    AC, UFH, RAIL, SHEAT, STT, OUTT = ("climate.main_bedroom_aircon", "climate.underfloor_heating", "switch.towel_rail",
                                       "switch.study_heater", "sensor.study_temperature", "sensor.outside_temperature")
    GD, GATE, FENCE, FALARM, LINE = ("cover.garage_door", "cover.gate", "switch.electric_fence",
                                     "binary_sensor.electric_fence_alarm", "binary_sensor.driveway_line_crossing")
    CAMD, CAM3 = "camera.driveway", "camera.camera_03"
    SOC, GRIDP, PV, LOAD, GRIDC, MODE = (
        "sensor.sunsynk_battery_soc", "sensor.sunsynk_grid_power", "sensor.sunsynk_pv_power", "sensor.sunsynk_load_power",
        "binary_sensor.sunsynk_grid_connected", "select.sunsynk_work_mode")
    LSS, LSN = "sensor.load_shedding_stage", "sensor.load_shedding_next_start"
    SFAN, PUMP, BORE = "fan.stoep_fan", "switch.pool_pump", "switch.borehole_pump"
    FRONTV, BACKV, VEG = "valve.front_lawn", "valve.back_lawn", "valve.veggie_patch"
    VALVES = [FRONTV, BACKV, VEG]
    OUTSIDE = H.pick("light", areas=["stoep", "braai_area", "pool", "garden", "driveway"])

    # ---- lights ---------------------------------------------------------------------------------
    h("switch on the lights in the lounge", C("turn on", None, "light", q="all", inc=["lounge"]),
      every(H.lights("lounge"), ON), tags=[HH])
    h("lounge lights off please", C("turn off", None, "light", q="all", inc=["lounge"]), every(H.lights("lounge"), OFF),
      tags=[HH])
    h("ja, put the downlights on", C("turn on", "downlights", "light"), one([LDL], ON), ctx="lounge", tags=[HH])
    h("kitchen downlights on", C("turn on", "Kitchen Downlights", "light"), one([KDL], ON), tags=[HH])
    h("dim the kitchen lights a bit", C("dim", None, "light", q="all", inc=["kitchen"], params={"brightness_step_pct": -20}),
      every(H.lights("kitchen"), ON, brightness_step_pct=-20), tags=[HH, REL])
    h("pendants on", C("turn on", "Pendants", "light"), one([PEND], ON), ctx="kitchen", tags=[HH])
    h("put the light on in the scullery", C("turn on", None, "light", q="all", inc=["scullery"]),
      every(H.lights("scullery"), ON), tags=[HH])
    h("chandelier to 40 percent", C("set brightness", "Chandelier", "light", params={"brightness_pct": 40}),
      one([CHAND], ON, brightness_pct=40), tags=[HH])
    h("switch on the light in the dining room", C("turn on", None, "light", q="all", inc=["dining room"]),
      every(H.lights("dining_room"), ON), tags=[HH])
    h("main bedroom light off", C("turn off", "Main Bedroom Light", "light"), one([MBL], OFF), tags=[HH])
    h("make my bedside lamp warm", C("set color temperature", "Bedside Lamp", "light", params={"color_temp_kelvin": 2700}),
      one([BL1], ON, color_temp_kelvin=2700), ctx="main_bedroom", tags=[HH])
    h("put zoe's bedside lamp on candle", C("set effect", "Bedside Lamp", "light", inc=["Zoe's Room"],
      params={"effect": "candle"}), one([BL2], ON, effect="candle"), tags=[HH])
    h("zoe's lights off", C("turn off", None, "light", q="all", inc=["Zoe's Room"]), every(H.lights("zoe_s_room"), OFF),
      tags=[HH])
    h("put the led strip on rainbow", C("set effect", "LED Strip", "light", params={"effect": "Rainbow"}),
      one([STRIP], ON, effect="Rainbow"), tags=[HH])
    h("make my led strip green", C("set color", "LED Strip", "light", params={"color_name": "green"}),
      one([STRIP], ON, color_name="green"), ctx="lwazi_s_room", tags=[HH])
    h("switch off all the lights in lwazi's room", C("turn off", None, "light", q="all", inc=["Lwazi's Room"]),
      every(H.lights("lwazi_s_room"), OFF), tags=[HH])
    h("study light on", C("turn on", "Study Light", "light"), one([STUDYL], ON), tags=[HH])
    h("garage light on quickly", C("turn on", "Garage Light", "light"), one([GL], ON), tags=[HH])
    h("stoep light on", C("turn on", "Stoep Light", "light"), one([STOEPL], ON), tags=[HH])
    h("put the stoep light on 30", C("set brightness", "Stoep Light", "light", params={"brightness_pct": 30}),
      one([STOEPL], ON, brightness_pct=30), tags=[HH])
    h("braai lights on", C("turn on", "Braai Lights", "light"), one([BRAAIL], ON), tags=[HH])
    h("lights on at the lapa", C("turn on", None, "light", q="all", inc=["lapa"]), every(H.lights("braai_area"), ON),
      tags=[HH])
    h("switch the pool light on", C("turn on", "Pool Light", "light"), one([POOLL], ON), tags=[HH])
    h("garden lights off", C("turn off", "Garden Lights", "light"), one([GARDL], OFF), tags=[HH])
    h("driveway lights on please", C("turn on", "Driveway Lights", "light"), one([DWL], ON), tags=[HH])
    h("switch off all the outside lights", C("turn off", None, "light", q="all", inc=["outside"]), every(OUTSIDE, OFF),
      tags=[HH, J])
    h("switch off all the lights inside", C("turn off", None, "light", q="all", inc=["inside"]),
      every(H.pick("light", floors=["house"]), OFF), tags=[HH, "floor"])
    h("every light off except the stoep", C("turn off", None, "light", q="except", exc=["stoep"]),
      every(H.pick("light", not_areas=["stoep"]), OFF, q="except"), tags=[HH])
    h("en-suite light on", C("turn on", "En-suite Light", "light"), one([ESL], ON), tags=[HH])
    h("make the shelly bulb in the lounge blue", C("set color", "shelly bulb", "light", inc=["lounge"],
      params={"color_name": "blue"}), one([BULB], ON, color_name="blue"), tags=[HH, IN])
    h("lounge lights a bit brighter", C("brighten", None, "light", q="all", inc=["lounge"],
      params={"brightness_step_pct": 20}), every(H.lights("lounge"), ON, brightness_step_pct=20), tags=[HH, REL])
    h("the light in here, off", C("turn off", None, "light", q="all"), every(H.lights("study"), OFF), ctx="study", tags=[HH])
    # ---- geyser and power -----------------------------------------------------------------------
    h("switch off the geyser", C("turn off", "Geyser", "switch"), one([GEY], SW_OFF), tags=[HH])
    h("geyser on please", C("turn on", "Geyser", "switch"), one([GEY], SW_ON), tags=[HH])
    h("is the geyser on", C("check", "Geyser", "switch"), one([GEY], None), tags=[HH, Q])
    h("how hot is the geyser", C("check", "Geyser Temperature", "sensor", "temperature"), one([GEYT], None), tags=[HH, Q])
    h("is the water hot yet", C("check", "Geyser Temperature", "sensor", "temperature"), one([GEYT], None), tags=[HH, Q, J])
    h("how much power is the geyser pulling", C("check", "Geyser Power", "sensor", "power"), one([GEYP], None),
      tags=[HH, Q])
    h("boost the geyser", C("run", "Geyser Boost", "script"), one(["script.geyser_boost"], "script.turn_on"),
      tags=[HH, "routine"])
    h("how much battery is left on the inverter", C("check", "Sunsynk Battery SOC", "sensor", "battery"), one([SOC], None),
      tags=[HH, Q])
    h("what's the battery at", C("check", "battery", "sensor", "battery"), one([SOC], None), tags=[HH, Q])
    h("is the inverter on battery", C("check", "Sunsynk Grid Connected", "binary_sensor", "power"), one([GRIDC], None),
      tags=[HH, Q, J])
    h("is the power back", C("check", "Sunsynk Grid Connected", "binary_sensor", "power"), one([GRIDC], None),
      tags=[HH, Q, J])
    h("how much solar are we making", C("check", "Sunsynk PV Power", "sensor", "power"), one([PV], None), tags=[HH, Q])
    h("how much are we pulling from eskom", C("check", "Sunsynk Grid Power", "sensor", "power"), one([GRIDP], None),
      tags=[HH, Q, J])
    h("what's the house using now", C("check", "Sunsynk Load Power", "sensor", "power"), one([LOAD], None),
      tags=[HH, Q, J])
    h("put the inverter on selling first", C("set", "Sunsynk Work Mode", "select", params={"option": "Selling First"}),
      one([MODE], "select.select_option", option="Selling First"), tags=[HH])
    h("set the sunsynk work mode to limited to home", C("set", "Sunsynk Work Mode", "select",
      params={"option": "Limited to Home"}), one([MODE], "select.select_option", option="Limited to Home"), tags=[HH, IN])
    h("what stage of load shedding are we on", C("check", "Load Shedding Stage", "sensor"), one([LSS], None), tags=[HH, Q])
    h("when's the next load shedding", C("check", "Load Shedding Next Start", "sensor", "timestamp"), one([LSN], None),
      tags=[HH, Q])
    h("put load shedding mode on", C("turn on", "Load Shedding Mode", "input_boolean"),
      one(["input_boolean.load_shedding_mode"], "input_boolean.turn_on"), tags=[HH, "routine"])
    # ---- gate, garage, fence, cameras -------------------------------------------------------------
    h("open the gate", C("open", "Gate", "cover", "gate"), one([GATE], OPEN), tags=[HH])
    h("close the gate please", C("close", "Gate", "cover", "gate"), one([GATE], CLOSE), tags=[HH])
    h("is the gate closed", C("check", "Gate", "cover", "gate"), one([GATE], None), tags=[HH, Q])
    h("the gate motor, close it", C("close", "gate motor", "cover", "gate"), one([GATE], CLOSE), tags=[HH])
    h("eish the robots are out on the main road, open the gate now now", C("open", "Gate", "cover", "gate"),
      one([GATE], OPEN), tags=[HH, J])
    h("open the garage", C("open", "Garage Door", "cover", "garage"), one([GD], OPEN), tags=[HH])
    h("close the garage door", C("close", "Garage Door", "cover", "garage"), one([GD], CLOSE), tags=[HH])
    h("did someone leave the garage open", C("check", "Garage Door", "cover", "garage"), one([GD], None), tags=[HH, Q])
    h("switch on the electric fence", C("turn on", "Electric Fence", "switch"), one([FENCE], SW_ON), tags=[HH])
    h("is the fence on", C("check", "Electric Fence", "switch"), one([FENCE], None), tags=[HH, Q])
    h("switch the fence off, the gardener is here", C("turn off", "Electric Fence", "switch"), one([FENCE], SW_OFF),
      tags=[HH])
    h("is the fence alarm going off", C("check", "Electric Fence Alarm", "binary_sensor", "problem"), one([FALARM], None),
      tags=[HH, Q])
    h("is there someone in the driveway", C("check", "Driveway Line Crossing", "binary_sensor", "motion"),
      one([LINE], None), tags=[HH, Q, J])
    h("show me the driveway camera", C("check", "Driveway", "camera"), one([CAMD], None), tags=[HH, Q])
    h("show me camera 3", C("check", "Camera 03", "camera"), one([CAM3], None), tags=[HH, Q, IN])
    h("lock up for the night", C("run", "Lock Up", "script"), one(["script.lock_up"], "script.turn_on"),
      tags=[HH, "routine"])
    # ---- aircon, underfloor, heaters --------------------------------------------------------------
    h("switch on the aircon", C("turn on", "aircon", "climate"), one([AC], "climate.turn_on"), tags=[HH])
    h("aircon on 22", C("set", "aircon", "climate", params={"temperature": 22}), one([AC], TEMP, temperature=22),
      ctx="main_bedroom", tags=[HH])
    h("put the aircon on cool", C("set mode", "aircon", "climate", params={"hvac_mode": "cool"}),
      one([AC], HVAC, hvac_mode="cool"), tags=[HH])
    h("aircon off", C("turn off", "aircon", "climate"), one([AC], "climate.turn_off"), ctx="main_bedroom", tags=[HH])
    h("it's boiling in here", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every([AC], HVAC, hvac_mode="cool"), ctx="main_bedroom", tags=[HH, CP])
    h("turn the aircon down a bit", C("decrease temperature", "aircon", "climate"), one([AC], TEMP), tags=[HH, REL])
    h("put the aircon on windfree", C("set preset", "aircon", "climate", params={"preset_mode": "windfree"}),
      one([AC], PRESET, preset_mode="windfree"), tags=[HH])
    h("aircon fan on high", C("set fan mode", "aircon", "climate", params={"fan_mode": "high"}),
      one([AC], FMODE, fan_mode="high"), tags=[HH])
    h("switch on the underfloor heating", C("turn on", "Underfloor Heating", "climate"), one([UFH], "climate.turn_on"),
      tags=[HH])
    h("underfloor to 28", C("set", "Underfloor Heating", "climate", params={"temperature": 28}),
      one([UFH], TEMP, temperature=28), tags=[HH])
    h("the bathroom floor is ice cold", C("heat", None, "climate", q="all", inc=["bathroom"], params={"hvac_mode": "heat"}),
      every([UFH], HVAC, hvac_mode="heat"), tags=[HH, CP, J])
    h("towel rail on", C("turn on", "Towel Rail", "switch"), one([RAIL], SW_ON), tags=[HH])
    h("how cold is it in the study", C("check", None, "sensor", "temperature", inc=["study"]), one([STT], None),
      tags=[HH, Q])
    h("what's the temperature outside", C("check", None, "sensor", "temperature", inc=["outside"]), one([OUTT], None),
      tags=[HH, Q, J])
    h("how hot is it in our room", C("check", None, "climate", inc=["Our Room"]), one([AC], None), tags=[HH, Q, J])
    # ---- pumps and water ------------------------------------------------------------------------
    h("switch on the borehole pump", C("turn on", "Borehole Pump", "switch"), one([BORE], SW_ON), tags=[HH])
    h("is the borehole pump running", C("check", "Borehole Pump", "switch"), one([BORE], None), tags=[HH, Q])
    h("borehole off", C("turn off", "Borehole Pump", "switch"), one([BORE], SW_OFF), tags=[HH])
    h("pool pump off", C("turn off", "Pool Pump", "switch"), one([PUMP], SW_OFF), tags=[HH])
    h("is the pool pump still on", C("check", "Pool Pump", "switch"), one([PUMP], None), tags=[HH, Q])
    h("water the front lawn", C("open", "Front Lawn", "valve"), one([FRONTV], V_OPEN), tags=[HH])
    h("switch on the veggie patch", C("open", "Veggie Patch", "valve"), one([VEG], V_OPEN), tags=[HH])
    h("close the back lawn", C("close", "Back Lawn", "valve"), one([BACKV], V_CLOSE), tags=[HH])
    h("switch off all the irrigation", C("close", "irrigation", "valve", q="all"), every(VALVES, V_CLOSE), tags=[HH, J])
    h("is the back lawn still watering", C("check", "Back Lawn", "valve"), one([BACKV], None), tags=[HH, Q])
    # ---- TV and music ---------------------------------------------------------------------------
    h("switch on the TV", C("turn on", "TV", "media_player", "tv"), one([FRAME], TV_ON), ctx="lounge", tags=[HH])
    h("put DStv on", C("select source", None, "media_player", "tv", params={"source": "HDMI 1 (DStv)"}),
      one([FRAME], SRC, source="HDMI 1 (DStv)"), ctx="lounge", tags=[HH, J])
    h("netflix on the frame", C("select source", "The Frame", "media_player", "tv", params={"source": "Netflix"}),
      one([FRAME], SRC, source="Netflix"), tags=[HH, IN])
    h("make the TV louder", C("volume up", "TV", "media_player", "tv"), one([FRAME], VUP), ctx="lounge", tags=[HH, REL])
    h("mute the TV", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}), one([FRAME], MUTE),
      ctx="lounge", tags=[HH])
    h("switch off the TV in our room", C("turn off", "TV", "media_player", "tv", inc=["Our Room"]), one([BTV], TV_OFF),
      tags=[HH])
    h("put showmax on the bedroom TV", C("select source", "Bedroom TV", "media_player", "tv", params={"source": "Showmax"}),
      one([BTV], SRC, source="Showmax"), tags=[HH])
    h("play some music at the lapa", C("play", None, "media_player", "speaker", inc=["lapa"]), one([LAPA], PLAY),
      tags=[HH])
    h("pause the music", C("pause", None, "media_player"), one([KSPK], PAUSE), ctx="kitchen", tags=[HH])
    h("lapa speaker louder", C("volume up", "Lapa Speaker", "media_player", "speaker"), one([LAPA], VUP), tags=[HH, REL])
    h("kitchen speaker to 40", C("set volume", "Kitchen Speaker", "media_player", "speaker",
      params={"volume_level": 0.4}), one([KSPK], "media_player.volume_set", volume_level=0.4), tags=[HH])
    h("skip this song", C("next track", None, "media_player"), one([LAPA], "media_player.media_next_track"),
      ctx="braai_area", tags=[HH])
    # ---- fans and plugs ---------------------------------------------------------------------------
    h("stoep fan on", C("turn on", "Stoep Fan", "fan"), one([SFAN], FAN_ON), tags=[HH])
    h("stoep fan on high", C("set speed", "Stoep Fan", "fan", params={"percentage": 100}), one([SFAN], PCT, percentage=100),
      tags=[HH])
    h("slow the fan down", C("decrease speed", "fan", "fan"), one([SFAN], "fan.decrease_speed"), ctx="stoep",
      tags=[HH, REL])
    h("it's hot out here on the stoep", C("turn on", None, "fan", q="all", inc=["stoep"]), every([SFAN], FAN_ON),
      tags=[HH, CP])
    h("switch on the shelly plug", C("turn on", "Shelly Plug S", "switch"), one([PLUG_K], SW_ON), tags=[HH, IN])
    h("turn off the sonoff on the stoep", C("turn off", "Sonoff", "switch", inc=["stoep"]), one([SON_S], SW_OFF),
      tags=[HH, IN])
    h("switch on the sonoff in the lounge", C("turn on", "Sonoff", "switch", inc=["lounge"]), one([SON_L], SW_ON),
      tags=[HH, IN])
    h("is the washing machine on", C("check", "Washing Machine", "switch"), one([WASH], None), tags=[HH, Q])
    h("switch off the washing machine", C("turn off", "Washing Machine", "switch"), one([WASH], SW_OFF), tags=[HH])
    # ---- routines ---------------------------------------------------------------------------------
    h("braai time", C("activate", "Braai Time", "scene"), one(["scene.braai_time"], "scene.turn_on"),
      tags=[HH, "routine"])
    h("lights out", C("activate", "Lights Out", "scene"), one(["scene.lights_out"], "scene.turn_on"), tags=[HH, "routine"])
    h("we're off on holiday, put holiday mode on", C("turn on", "Holiday Mode", "input_boolean"),
      one(["input_boolean.holiday_mode"], "input_boolean.turn_on"), tags=[HH, "routine"])
    h("is holiday mode still on", C("check", "Holiday Mode", "input_boolean"), one(["input_boolean.holiday_mode"], None),
      tags=[HH, Q])
    # ---- complaints and questions -----------------------------------------------------------------
    h("eish it's dark in the garage", C("turn on", None, "light", q="all", inc=["garage"]), every(H.lights("garage"), ON),
      tags=[HH, CP])
    h("too bright in here", C("dim", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["kitchen"], can=lambda e: e["state"] == "on"), ON, brightness_step_pct=-20),
      ctx="kitchen", tags=[HH, CP, REL])
    h("the music is too loud at the lapa", C("volume down", None, "media_player", "speaker", inc=["lapa"]),
      one([LAPA], VDOWN), tags=[HH, CP, REL])
    h("which lights are still on", C("check", None, "light", q="all"), every(H.sel("light"), None), tags=[HH, Q])
    h("is the stoep light on", C("check", "Stoep Light", "light"), one([STOEPL], None), tags=[HH, Q])
    h("are the lights in the garden on", C("check", None, "light", q="all", inc=["garden"]),
      every(H.lights("garden"), None), tags=[HH, Q])
    # ---- several at once ----------------------------------------------------------------------------
    h("switch off the geyser and the pool pump", [C("turn off", "Geyser", "switch"), C("turn off", "Pool Pump", "switch")],
      [one([GEY], SW_OFF), one([PUMP], SW_OFF)], tags=[HH, "multi"])
    h("close the gate and switch the fence on", [C("close", "Gate", "cover", "gate"),
      C("turn on", "Electric Fence", "switch")], [one([GATE], CLOSE), one([FENCE], SW_ON)], tags=[HH, "multi"])
    h("open the garage and put the light on", [C("open", "Garage Door", "cover", "garage"),
      C("turn on", None, "light", q="all", inc=["garage"])], [one([GD], OPEN), every(H.lights("garage"), ON)],
      tags=[HH, "multi", J])
    h("switch off the lights and the TV", [C("turn off", None, "light", q="all"), C("turn off", "TV", "media_player", "tv")],
      [every(H.lights("lounge"), OFF), one([FRAME], TV_OFF)], ctx="lounge", tags=[HH, "multi"])
    h("braai lights on and play some music at the lapa", [C("turn on", "Braai Lights", "light"),
      C("play", None, "media_player", "speaker", inc=["lapa"])], [one([BRAAIL], ON), one([LAPA], PLAY)],
      tags=[HH, "multi"])
    h("water the front lawn and the veggie patch", [C("open", "Front Lawn", "valve"), C("open", "Veggie Patch", "valve")],
      [one([FRONTV], V_OPEN), one([VEG], V_OPEN)], tags=[HH, "multi"])
    h("switch on the borehole and the pool pump", [C("turn on", "Borehole Pump", "switch"),
      C("turn on", "Pool Pump", "switch")], [one([BORE], SW_ON), one([PUMP], SW_ON)], tags=[HH, "multi"])
    # ---- follow-ups -------------------------------------------------------------------------------
    h("close it up again", C("close", None, None, ref=True), one([GATE], CLOSE), hist=["open the gate"], tags=[HH, "followup"])
    h("faster", C("increase speed", None, None, ref=True), one([SFAN], "fan.increase_speed"), hist=["stoep fan on"],
      tags=[HH, "followup", REL])
    h("ag make it 20", C("set", None, None, ref=True, params={"temperature": 20}), one([AC], TEMP, temperature=20),
      hist=["put the aircon on 22"], tags=[HH, "followup"])
    h("and the pool pump", C("turn on", "Pool Pump", "switch"), one([PUMP], SW_ON), hist=["switch on the borehole pump"],
      tags=[HH, "followup"])
    h("and in the study then?", C("check", None, "sensor", "temperature", inc=["study"]), one([STT], None),
      hist=["what's the temperature outside"], tags=[HH, "followup", Q])
    h("lekker, now a bit dimmer", C("dim", None, None, ref=True, params={"brightness_step_pct": -20}),
      one([CHAND], ON, brightness_step_pct=-20), hist=["switch on the chandelier"], tags=[HH, "followup", REL])
    h("louder man", C("volume up", None, None, ref=True), one([LAPA], VUP), hist=["play some music at the lapa"],
      tags=[HH, "followup", REL])
    # ---- things the home lacks, beside a twin that exists --------------------------------------------
    h("switch on the heater in the lounge", C("turn on", "heater", None, inc=["lounge"]),
      none(H.sel(areas=["lounge"], kind=["heater"])), tags=[HH, "absent_kind"])
    h("switch on the heater in the study", C("turn on", "Study Heater", "switch"), one([SHEAT], SW_ON), twin=True,
      tags=[HH])
    h("start the vacuum", C("start", "vacuum", "vacuum"), none(H.sel("vacuum")), tags=[HH, "absent_kind"])
    h("start the pool pump", C("start", "Pool Pump", "switch"), one([PUMP], SW_ON), twin=True, tags=[HH])
    h("close the curtains in the lounge", C("close", None, "cover", "curtain", q="all", inc=["lounge"]),
      none(H.sel("cover", areas=["lounge"]), "all"), tags=[HH, "absent_kind"])
    h("close the door in the garage", C("close", None, "cover", "garage", q="all", inc=["garage"]), every([GD], CLOSE),
      twin=True, tags=[HH])
    h("switch on the dishwasher", C("turn on", "dishwasher", None), none(H.sel(kind=["dishwasher"])),
      tags=[HH, "absent_kind"])
    h("switch on the washing machine", C("turn on", "Washing Machine", "switch"), one([WASH], SW_ON), twin=True, tags=[HH])
    h("put the kettle on", C("turn on", "kettle", None), none(H.sel(kind=["kettle"])), tags=[HH, "absent_kind"])
    h("put the geyser on", C("turn on", "Geyser", "switch"), one([GEY], SW_ON), twin=True, tags=[HH])
    h("switch on the aircon in zoe's room", C("turn on", "aircon", "climate", inc=["Zoe's Room"]),
      none(H.sel("climate", areas=["zoe_s_room"])), tags=[HH, "absent_kind"])
    h("switch on the aircon in the main bedroom", C("turn on", "aircon", "climate", inc=["main bedroom"]),
      one([AC], "climate.turn_on"), twin=True, tags=[HH])
    h("lock the front door", C("lock", "Front Door", "lock"), none(H.sel("lock")), tags=[HH, "absent_kind"])
    h("close the gate out front", C("close", "Gate", "cover", "gate", inc=["front"]), one([GATE], CLOSE), twin=True,
      tags=[HH])
    h("switch on the jacuzzi", C("turn on", "jacuzzi", None), none(H.sel(kind=["jacuzzi", "hot tub", "spa"])),
      tags=[HH, "absent_kind"])
    h("switch on the pool pump please", C("turn on", "Pool Pump", "switch"), one([PUMP], SW_ON), twin=True, tags=[HH])
    h("lights on in the guest room", C("turn on", None, "light", q="all", inc=["guest room"]),
      none(H.rooms("guest room"), "all"), tags=[HH, "absent_room"])
    h("lights on in zoe's room", C("turn on", None, "light", q="all", inc=["Zoe's Room"]),
      every(H.lights("zoe_s_room"), ON), twin=True, tags=[HH])
    h("switch on the fan in the lounge", C("turn on", "fan", "fan", inc=["lounge"]), none(H.sel("fan", areas=["lounge"])),
      tags=[HH, "absent_kind"])
    h("switch on the fan on the stoep", C("turn on", "fan", "fan", inc=["stoep"]), one([SFAN], FAN_ON), twin=True,
      tags=[HH])
    h("switch on the pool heater", C("turn on", "Pool Heater", None),
      none(H.sel("climate", areas=["pool"]) + H.sel(areas=["pool"], kind=["heater"])), tags=[HH, "absent_kind"])
    h("switch on the study heater", C("turn on", "Study Heater", "switch"), one([SHEAT], SW_ON), twin=True, tags=[HH])
    h("is the tumble dryer finished", C("check", "tumble dryer", None), none(H.sel(kind=["dryer"])),
      tags=[HH, "absent_kind", Q])
    h("is the washing machine finished", C("check", "Washing Machine", "switch"), one([WASH], None), twin=True,
      tags=[HH, Q])
    h("switch on the TV in the kitchen", C("turn on", "TV", "media_player", "tv", inc=["kitchen"]),
      none(H.sel("media_player", areas=["kitchen"], dc="tv")), tags=[HH, "absent_kind"])
    h("switch on the TV in the main bedroom", C("turn on", "TV", "media_player", "tv", inc=["main bedroom"]),
      one([BTV], TV_ON), twin=True, tags=[HH])
    lacks("dim the scullery light", C("dim", "Scullery Light", "light", params={"brightness_step_pct": -20}), [SCUL],
          "brightness", ON, "brightness_step_pct", tags=[HH])
    h("dim the study light", C("dim", "Study Light", "light", params={"brightness_step_pct": -20}),
      one([STUDYL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    lacks("make the stoep light red", C("set color", "Stoep Light", "light", params={"color_name": "red"}), [STOEPL],
          "color", ON, "color_name", tags=[HH])
    h("make the led strip red", C("set color", "LED Strip", "light", params={"color_name": "red"}),
      one([STRIP], ON, color_name="red"), twin=True, tags=[HH])
    # ---- truly ambiguous --------------------------------------------------------------------------
    h("ceiling light off", C("turn off", "Ceiling Light", "light"), which([CL_L, CL_Z], OFF), tags=[HH, "ambiguous"])
    h("bedside lamp on", C("turn on", "Bedside Lamp", "light"), which([BL1, BL2], ON), tags=[HH, "ambiguous"])
    h("switch off the TV", C("turn off", "TV", "media_player", "tv"), which([FRAME, BTV], TV_OFF), tags=[HH, "ambiguous"])
    h("play some music", C("play", None, "media_player", "speaker"), which([KSPK, LAPA], PLAY), tags=[HH, "ambiguous"])
    h("switch on the sonoff", C("turn on", "Sonoff", "switch"), which([SON_L, SON_S], SW_ON), tags=[HH, "ambiguous", IN])
    h("water the lawn", C("open", "lawn", "valve"), which([FRONTV, BACKV], V_OPEN), tags=[HH, "ambiguous"])
    h("what's the temperature", C("check", None, "sensor", "temperature"), which(H.sel("sensor", dc="temperature"), None),
      tags=[HH, "ambiguous", Q, J])
    h("show me the camera", C("check", "camera", "camera"), which(H.sel("camera"), None), tags=[HH, "ambiguous", Q])
    h("turn the volume down", C("volume down", None, "media_player"),
      which(H.sel("media_player", can="volume_step"), VDOWN), tags=[HH, "ambiguous", REL])
    h("switch on the pump", C("turn on", "pump", "switch"), which([PUMP, BORE], SW_ON), tags=[HH, "ambiguous"])
    h("it's freezing, warm it up", C("heat", None, "climate", params={"hvac_mode": "heat"}), which([AC, UFH], HVAC),
      tags=[HH, "ambiguous", CP])
    h("switch off the ceiling light just now", C("turn off", "Ceiling Light", "light"), which([CL_L, CL_Z], OFF),
      tags=[HH, "ambiguous"])


def household_fl(en: Language) -> None:
    """Round 17 (fresh_en): a retired couple in a ground-floor condo in Venice, Florida none of the
    earlier rounds saw (``condo_fl_en``), written and labelled from the home before the parser ran on
    it, as the honest check of round 17: US English as older people say it, polite and long-winded
    ("would you please...", "could you be a dear and..."), names forgotten ("the thing under the
    cabinets", "that lamp by my chair"), the air conditioning said as "the air", hurricane shutters,
    the lanai slider asked about as a door and as a lock, leak sensors, a medical-alert script, lamps
    on plugs left with the plug maker's name, complaints, several commands at once, follow-ups, the
    condo association's pool, garage and sprinklers (not in the home: no_match) beside a twin that
    exists, and truly ambiguous requests. Every case carries ``fresh17``.
    """
    fl = en.book("condo_fl_en")
    H = fl.home
    HH, IN, Q, REL, CP, J, F17 = ("household", "integration_name", "question", "relative", "complaint", "judgement",
                                  "fresh17")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F17]
        fl.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F17]
        fl.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT = "fan.turn_on", "fan.turn_off", "fan.set_percentage"
    HVAC, PRESET, FMODE = "climate.set_hvac_mode", "climate.set_preset_mode", "climate.set_fan_mode"
    LOCK, UNLOCK = "lock.lock", "lock.unlock"
    TV_ON, TV_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, MUTE = "media_player.volume_up", "media_player.volume_down", "media_player.volume_mute"
    POS = "cover.set_cover_position"
    THERM = "climate.thermostat"
    FOYER, LRFL, KIT, UCAB, CHAND, FRFL, BRFL, VAN, GRL, HALL, LAUL, LANL = (
        "light.foyer_light", "light.living_room_fan_light", "light.kitchen_lights", "light.under_cabinet_lights",
        "light.dining_chandelier", "light.florida_room_fan_light",
        "light.bedroom_ceiling_fan_light", "light.vanity_light", "light.guest_room_lamp", "light.hallway_light",
        "light.laundry_light", "light.lanai_lights")
    FD, LLOCK = "lock.front_door", "lock.lanai_door_lock"
    CAMF, DING, FDM, LDOOR, HMOT = ("camera.front_door", "binary_sensor.front_door_ding", "binary_sensor.front_door_motion",
                                    "binary_sensor.lanai_door", "binary_sensor.hallway_motion")
    LRF, FRF, BRF, LANF = "fan.living_room_fan", "fan.florida_room_fan", "fan.bedroom_ceiling_fan", "fan.lanai_fan"
    FANS = [LRF, FRF, BRF, LANF]
    LRSH, FRSH, BSH, LSH = ("cover.living_room_shutters", "cover.florida_room_shutters", "cover.bedroom_shutter",
                            "cover.lanai_shutters")
    SHUTTERS = [LRSH, FRSH, BSH, LSH]
    READ, HAROLD, WEMO, KASA, TPL, COFFEE, BHEAT = (
        "switch.reading_lamp", "switch.harold_s_lamp", "switch.wemo_mini", "switch.kasa_smart_plug_3c41",
        "switch.tp_link_smart_plug_hs103", "switch.coffee_maker", "switch.bathroom_heater")
    LRTV, BEAM, DENTV, BTV = ("media_player.living_room_tv", "media_player.sonos_beam", "media_player.den_tv",
                              "media_player.bedroom_tv")
    TVS = [LRTV, DENTV, BTV]
    SINK, WHL, WH = "binary_sensor.under_sink_leak", "binary_sensor.water_heater_leak", "water_heater.water_heater"
    DEHUM, FRHUM, LANT = "humidifier.dehumidifier", "sensor.florida_room_humidity", "sensor.lanai_temperature"
    VAC = "vacuum.sharkie"
    HELP = "script.call_for_help"

    # ---- lights -----------------------------------------------------------------------------------
    h("would you please turn on the kitchen lights", C("turn on", "Kitchen Lights", "light"), one([KIT], ON), tags=[HH])
    h("turn on the lights under the cabinets", C("turn on", "Under Cabinet Lights", "light"), one([UCAB], ON), tags=[HH])
    h("could you turn on that thing under the cabinets in the kitchen", C("turn on", "Under Cabinet Lights", "light"),
      one([UCAB], ON), tags=[HH, J])
    h("dim the dining room light a little", C("dim", None, "light", q="all", inc=["dining room"],
      params={"brightness_step_pct": -20}), every(H.lights("dining_room"), ON, brightness_step_pct=-20), tags=[HH, REL])
    h("turn the chandelier on for supper", C("turn on", "Dining Chandelier", "light"), one([CHAND], ON), tags=[HH])
    h("put the foyer light on, we have company coming", C("turn on", "Foyer Light", "light"), one([FOYER], ON), tags=[HH])
    h("turn on the night light in the hall", C("turn on", "Night Light", "light"), one([HALL], ON), tags=[HH])
    h("vanity light on please", C("turn on", "Vanity Light", "light"), one([VAN], ON), tags=[HH])
    h("set the vanity to fifty percent", C("set brightness", "Vanity Light", "light", params={"brightness_pct": 50}),
      one([VAN], ON, brightness_pct=50), tags=[HH])
    h("turn on the lamp in the guest room", C("turn on", "lamp", "light", inc=["guest room"]), one([GRL], ON), tags=[HH])
    h("the laundry light is still on, turn it off", C("turn off", "Laundry Light", "light"), one([LAUL], OFF), tags=[HH])
    h("lanai lights on", C("turn on", "Lanai Lights", "light"), one([LANL], ON), tags=[HH])
    h("turn off all the lights", C("turn off", None, "light", q="all"), every(H.sel("light"), OFF), tags=[HH])
    h("turn off every light except the one in the hallway", C("turn off", None, "light", q="except", exc=["hallway"]),
      every(H.pick("light", not_areas=["hallway"]), OFF, q="except"), tags=[HH])
    h("turn the light on in the den", C("turn on", None, "light", q="all", inc=["den"]), every(H.lights("den"), ON),
      tags=[HH])
    h("make the kitchen lights a little brighter, would you", C("brighten", "Kitchen Lights", "light",
      params={"brightness_step_pct": 20}), one([KIT], ON, brightness_step_pct=20), tags=[HH, REL])
    h("I can hardly see in this kitchen", C("turn on", None, "light", q="all", inc=["kitchen"]),
      every(H.lights("kitchen"), ON), tags=[HH, CP])
    h("turn off the light", C("turn off", None, "light", q="all"), every(H.lights("master_bath"), OFF), ctx="master_bath",
      tags=[HH])
    h("turn the fan light on in the living room", C("turn on", "Living Room Fan Light", "light"), one([LRFL], ON),
      tags=[HH])
    h("turn off the light on the ceiling fan", C("turn off", "fan light", "light"), one([BRFL], OFF), ctx="master_bedroom",
      tags=[HH])
    # ---- lamps on plugs -----------------------------------------------------------------------------
    h("turn on that lamp by my chair", C("turn on", "lamp", None), one([TPL], SW_ON), ctx="den", tags=[HH, J])
    h("turn on Bev's lamp", C("turn on", "Bev's Lamp", "switch"), one([READ], SW_ON), tags=[HH])
    h("reading lamp off please", C("turn off", "Reading Lamp", "switch"), one([READ], SW_OFF), tags=[HH])
    h("turn on Harold's lamp for him", C("turn on", "Harold's Lamp", "switch"), one([HAROLD], SW_ON), tags=[HH])
    h("turn off the wemo", C("turn off", "Wemo Mini", "switch"), one([WEMO], SW_OFF), tags=[HH, IN])
    h("turn on the kasa plug in the dining room", C("turn on", "Kasa Smart Plug", "switch", inc=["dining room"]),
      one([KASA], SW_ON), tags=[HH, IN])
    h("switch off the tp-link plug in the den", C("turn off", "TP-Link Smart Plug", "switch", inc=["den"]),
      one([TPL], SW_OFF), tags=[HH, IN])
    h("start the coffee", C("turn on", "Coffee Maker", "switch"), one([COFFEE], SW_ON), tags=[HH, J])
    h("did I leave the coffee maker on", C("check", "Coffee Maker", "switch"), one([COFFEE], None), tags=[HH, Q])
    h("turn the bathroom heater on, it's chilly after my shower", C("turn on", "Bathroom Heater", "switch"),
      one([BHEAT], SW_ON), tags=[HH])
    # ---- the air ------------------------------------------------------------------------------------
    h("turn the air down", C("decrease temperature", "air", "climate"), one([THERM], TEMP), tags=[HH, REL, J])
    h("set the air to 76", C("set", "air", "climate", params={"temperature": 76}), one([THERM], TEMP, temperature=76),
      tags=[HH])
    h("would you set the thermostat to seventy eight please", C("set", "Thermostat", "climate",
      params={"temperature": 78}), one([THERM], TEMP, temperature=78), tags=[HH])
    h("it's awfully hot in here", C("cool", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every([THERM], HVAC, hvac_mode="cool"), ctx="den", tags=[HH, CP, J])
    h("it's chilly in the den", C("heat", None, "climate", q="all", inc=["den"], params={"hvac_mode": "heat"}),
      every([THERM], HVAC, hvac_mode="heat"), tags=[HH, CP, J])
    h("is the air running", C("check", "air", "climate"), one([THERM], None), tags=[HH, Q])
    h("what's the thermostat set at", C("check", "Thermostat", "climate"), one([THERM], None), tags=[HH, Q])
    h("how warm is it in the house", C("check", None, "climate"), one([THERM], None), tags=[HH, Q, J])
    h("how hot is it out on the lanai", C("check", None, "sensor", "temperature", inc=["lanai"]), one([LANT], None),
      tags=[HH, Q])
    h("put the thermostat on away", C("set preset", "Thermostat", "climate", params={"preset_mode": "away"}),
      one([THERM], PRESET, preset_mode="away"), tags=[HH])
    h("set the thermostat fan to circulate", C("set fan mode", "Thermostat", "climate", params={"fan_mode": "circulate"}),
      one([THERM], FMODE, fan_mode="circulate"), tags=[HH])
    h("turn off the air conditioning", C("turn off", "air conditioning", "climate"), one([THERM], "climate.turn_off"),
      tags=[HH])
    h("switch the thermostat over to heat", C("set mode", "Thermostat", "climate", params={"hvac_mode": "heat"}),
      one([THERM], HVAC, hvac_mode="heat"), tags=[HH])
    h("make it a couple degrees cooler in here", C("decrease temperature", None, "climate"), one([THERM], TEMP),
      ctx="living_room", tags=[HH, REL])
    # ---- fans -----------------------------------------------------------------------------------------
    h("turn on the ceiling fan", C("turn on", "ceiling fan", "fan"), one([LRF], FAN_ON), ctx="living_room", tags=[HH])
    h("would you please turn off the fan in the bedroom, it's giving me a chill", C("turn off", "fan", "fan",
      inc=["bedroom"]), one([BRF], FAN_OFF), tags=[HH])
    h("bedroom fan on high", C("set speed", "Bedroom Ceiling Fan", "fan", params={"percentage": 100}),
      one([BRF], PCT, percentage=100), tags=[HH])
    h("slow down the fan in the florida room", C("decrease speed", "fan", "fan", inc=["Florida Room"]),
      one([FRF], "fan.decrease_speed"), tags=[HH, REL])
    h("lanai fan on", C("turn on", "Lanai Fan", "fan"), one([LANF], FAN_ON), tags=[HH])
    h("reverse the living room fan for winter", C("reverse", "Living Room Fan", "fan", params={"direction": "reverse"}),
      one([LRF], "fan.set_direction", direction="reverse"), tags=[HH])
    h("it's stuffy in here", C("turn on", None, "fan", q="all"), every([LRF], FAN_ON), ctx="living_room", tags=[HH, CP])
    h("turn on the fan and the light in the florida room", [C("turn on", "fan", "fan", inc=["Florida Room"]),
      C("turn on", "fan light", "light", inc=["Florida Room"])], [one([FRF], FAN_ON), one([FRFL], ON)],
      tags=[HH, "multi"])
    # ---- shutters -------------------------------------------------------------------------------------
    h("close the hurricane shutters", C("close", "hurricane shutters", "cover", "shutter", q="all"),
      every(SHUTTERS, CLOSE), tags=[HH, J])
    h("would you please open the shutters in the florida room", C("open", None, "cover", "shutter", q="all",
      inc=["Florida Room"]), every([FRSH], OPEN), tags=[HH])
    h("put the bedroom shutter halfway down", C("set position", "Bedroom Shutter", "cover", "shutter",
      params={"position": 50}), one([BSH], POS, position=50), tags=[HH])
    h("lanai shutters down please", C("close", "Lanai Shutters", "cover", "shutter"), one([LSH], CLOSE), tags=[HH])
    h("are all the shutters closed", C("check", None, "cover", "shutter", q="all"), every(SHUTTERS, None), tags=[HH, Q])
    h("open the shutters in here", C("open", None, "cover", "shutter", q="all"), every([LRSH], OPEN), ctx="living_room",
      tags=[HH])
    # ---- doors, locks, doorbell ---------------------------------------------------------------------
    h("is the lanai door locked", C("check", "Lanai Door Lock", "lock"), one([LLOCK], None), tags=[HH, Q])
    h("is the lanai door shut", C("check", "Lanai Door", "binary_sensor", "door"), one([LDOOR], None), tags=[HH, Q])
    h("lock the lanai door", C("lock", "Lanai Door Lock", "lock"), one([LLOCK], LOCK), tags=[HH])
    h("lock the front door", C("lock", "Front Door", "lock"), one([FD], LOCK), tags=[HH])
    h("did I remember to lock the front door", C("check", "Front Door", "lock"), one([FD], None), tags=[HH, Q])
    h("unlock the front door for the nurse", C("unlock", "Front Door", "lock"), one([FD], UNLOCK), tags=[HH])
    h("lock up for the night", C("lock", None, "lock", q="all"), every([FD, LLOCK], LOCK), tags=[HH])
    h("are all the doors locked for the night", C("check", None, "lock", q="all"), every([FD, LLOCK], None), tags=[HH, Q])
    h("who's at the door", C("check", "Front Door", "camera"), one([CAMF], None), tags=[HH, Q, J])
    h("did someone ring the bell", C("check", "Front Door Ding", "binary_sensor"), one([DING], None), tags=[HH, Q])
    h("is somebody at the front door", C("check", "Front Door Motion", "binary_sensor", "motion"), one([FDM], None),
      tags=[HH, Q, J])
    h("show me the doorbell camera", C("check", "Front Door", "camera"), one([CAMF], None), tags=[HH, Q])
    # ---- water --------------------------------------------------------------------------------------
    h("is there water under the sink", C("check", "Under Sink Leak", "binary_sensor", "moisture"), one([SINK], None),
      tags=[HH, Q])
    h("is the water heater leaking", C("check", "Water Heater Leak", "binary_sensor", "moisture"), one([WHL], None),
      tags=[HH, Q])
    h("are there any leaks", C("check", None, "binary_sensor", "moisture", q="all"), every([SINK, WHL], None),
      tags=[HH, Q])
    h("put the water heater on vacation", C("set mode", "Water Heater", "water_heater",
      params={"operation_mode": "vacation"}), one([WH], "water_heater.set_operation_mode", operation_mode="vacation"),
      tags=[HH])
    h("set the water heater to 120", C("set", "Water Heater", "water_heater", params={"temperature": 120}),
      one([WH], "water_heater.set_temperature", temperature=120), tags=[HH])
    h("turn off the water heater while we're away", C("turn off", "Water Heater", "water_heater"),
      one([WH], "water_heater.turn_off"), tags=[HH])
    # ---- TV and sound ---------------------------------------------------------------------------------
    h("I can't hear the TV", C("volume up", "TV", "media_player", "tv"), one([LRTV], VUP), ctx="living_room",
      tags=[HH, CP, REL])
    h("turn the TV up a little", C("volume up", "TV", "media_player", "tv"), one([DENTV], VUP), ctx="den", tags=[HH, REL])
    h("turn on the TV in the den", C("turn on", "TV", "media_player", "tv", inc=["den"]), one([DENTV], TV_ON), tags=[HH])
    h("put the Hallmark channel on", C("select source", None, "media_player", "tv",
      params={"source": "Hallmark Movies Now"}), one([LRTV], SRC, source="Hallmark Movies Now"), ctx="living_room",
      tags=[HH, J])
    h("turn the TV off in the bedroom", C("turn off", "TV", "media_player", "tv", inc=["bedroom"]), one([BTV], TV_OFF),
      tags=[HH])
    h("mute the TV, the phone's ringing", C("mute", "TV", "media_player", "tv", params={"is_volume_muted": True}),
      one([DENTV], MUTE), ctx="den", tags=[HH])
    h("the soundbar is too loud", C("volume down", "soundbar", "media_player", "speaker"), one([BEAM], VDOWN),
      tags=[HH, CP, REL])
    h("play some music on the sonos", C("play", "Sonos Beam", "media_player", "speaker"), one([BEAM],
      "media_player.media_play"), tags=[HH, IN])
    h("put netflix on the TV in the bedroom", C("select source", "TV", "media_player", "tv", inc=["bedroom"],
      params={"source": "Netflix"}), one([BTV], SRC, source="Netflix"), tags=[HH])
    h("put pluto tv on the roku", C("select source", "Roku", "media_player", "tv", params={"source": "Pluto TV"}),
      one([DENTV], SRC, source="Pluto TV"), tags=[HH, IN])
    # ---- dehumidifier and vacuum --------------------------------------------------------------------
    h("turn on the dehumidifier", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"),
      one([DEHUM], "humidifier.turn_on"), tags=[HH])
    h("set the dehumidifier to 45", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier",
      params={"humidity": 45}), one([DEHUM], "humidifier.set_humidity", humidity=45), tags=[HH])
    h("put the dehumidifier on sleep", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
      params={"mode": "sleep"}), one([DEHUM], "humidifier.set_mode", mode="sleep"), tags=[HH])
    h("how humid is it in the florida room", C("check", None, "sensor", "humidity", inc=["Florida Room"]),
      one([FRHUM], None), tags=[HH, Q])
    h("start the vacuum", C("start", "vacuum", "vacuum"), one([VAC], "vacuum.start"), tags=[HH])
    h("send sharkie back home", C("return to base", "Sharkie", "vacuum"), one([VAC], "vacuum.return_to_base"), tags=[HH])
    h("vacuum the living room while we're at church", C("start", None, "vacuum", inc=["living room"]),
      one([VAC], "vacuum.start"), tags=[HH])
    h("is the robot finished", C("check", "robot", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("pause the vacuum, I'm on the phone", C("pause", "vacuum", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    # ---- help, routines -----------------------------------------------------------------------------
    h("I've fallen and I need help", C("run", "Call for Help", "script"), one([HELP], "script.turn_on"),
      tags=[HH, "routine", J])
    h("call for help", C("run", "Call for Help", "script"), one([HELP], "script.turn_on"), tags=[HH, "routine"])
    h("turn on movie night", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], "scene.turn_on"),
      tags=[HH, "routine"])
    h("we're going to watch a movie now", C("activate", "Movie Night", "scene"), one(["scene.movie_night"],
      "scene.turn_on"), tags=[HH, "routine", J])
    h("bedtime", C("activate", "Bedtime", "scene"), one(["scene.bedtime"], "scene.turn_on"), tags=[HH, "routine"])
    h("there's a storm coming, would you get the house ready", C("run", "Storm Prep", "script"),
      one(["script.storm_prep"], "script.turn_on"), tags=[HH, "routine", J])
    h("we're going up to see the grandkids, turn on away mode", C("turn on", "Away Mode", "input_boolean"),
      one(["input_boolean.away_mode"], "input_boolean.turn_on"), tags=[HH, "routine"])
    h("is away mode on", C("check", "Away Mode", "input_boolean"), one(["input_boolean.away_mode"], None), tags=[HH, Q])
    # ---- questions ----------------------------------------------------------------------------------
    h("which lights did we leave on", C("check", None, "light", q="all"), every(H.sel("light"), None), tags=[HH, Q])
    h("is the hall light on", C("check", "Hallway Light", "light"), one([HALL], None), tags=[HH, Q])
    h("has anybody walked down the hall", C("check", "Hallway Motion", "binary_sensor", "motion"), one([HMOT], None),
      tags=[HH, Q])
    h("is the lanai fan still going", C("check", "Lanai Fan", "fan"), one([LANF], None), tags=[HH, Q])
    # ---- several at once ------------------------------------------------------------------------------
    h("lock the front door and the lanai door", [C("lock", "Front Door", "lock"), C("lock", "Lanai Door Lock", "lock")],
      [one([FD], LOCK), one([LLOCK], LOCK)], tags=[HH, "multi"])
    h("turn off the TV and the lamp", [C("turn off", "TV", "media_player", "tv"), C("turn off", "lamp", None)],
      [one([LRTV], TV_OFF), one([READ], SW_OFF)], ctx="living_room", tags=[HH, "multi", J])
    h("close the shutters and lock the lanai door", [C("close", None, "cover", "shutter", q="all"),
      C("lock", "Lanai Door Lock", "lock")], [every(SHUTTERS, CLOSE), one([LLOCK], LOCK)], tags=[HH, "multi", J])
    h("turn off the kitchen lights and start the vacuum", [C("turn off", None, "light", q="all", inc=["kitchen"]),
      C("start", "vacuum", "vacuum")], [every(H.lights("kitchen"), OFF), one([VAC], "vacuum.start")],
      tags=[HH, "multi"])
    h("set the air to 78 and turn the lanai fan on", [C("set", "air", "climate", params={"temperature": 78}),
      C("turn on", "Lanai Fan", "fan")], [one([THERM], TEMP, temperature=78), one([LANF], FAN_ON)], tags=[HH, "multi"])
    h("turn on the vanity light and the bathroom heater", [C("turn on", "Vanity Light", "light"),
      C("turn on", "Bathroom Heater", "switch")], [one([VAN], ON), one([BHEAT], SW_ON)], tags=[HH, "multi"])
    # ---- follow-ups ---------------------------------------------------------------------------------
    h("a little faster please", C("increase speed", None, None, ref=True), one([LRF], "fan.increase_speed"),
      hist=["turn on the living room fan"], tags=[HH, "followup", REL])
    h("now turn it up a little", C("volume up", None, None, ref=True), one([DENTV], VUP),
      hist=["turn on the TV in the den"], tags=[HH, "followup", REL])
    h("and the one in the bedroom", C("close", None, "cover", "shutter", q="all", inc=["bedroom"]), every([BSH], CLOSE),
      hist=["lanai shutters down please"], tags=[HH, "followup"])
    h("no, make it 75", C("set", None, None, ref=True, params={"temperature": 75}), one([THERM], TEMP, temperature=75),
      hist=["set the air to 76"], tags=[HH, "followup"])
    h("well lock it then", C("lock", None, None, ref=True), one([FD], LOCK), hist=["did I remember to lock the front door"],
      tags=[HH, "followup"])
    h("what about the water heater", C("check", "Water Heater Leak", "binary_sensor", "moisture"), one([WHL], None),
      hist=["is there water under the sink"], tags=[HH, "followup", Q])
    # ---- things the home lacks, beside a twin that exists ----------------------------------------------
    h("turn on the pool heater", C("turn on", "pool heater", None), none(H.sel(kind=["pool"])),
      tags=[HH, "absent_kind"])
    h("turn on the bathroom heater", C("turn on", "Bathroom Heater", "switch"), one([BHEAT], SW_ON), twin=True, tags=[HH])
    h("is the hot tub warmed up", C("check", "hot tub", None), none(H.sel(kind=["hot tub", "spa", "jacuzzi"])),
      tags=[HH, "absent_kind", Q])
    h("is the water heater warmed up", C("check", "Water Heater", "water_heater"), one([WH], None), twin=True,
      tags=[HH, Q])
    h("open the garage door", C("open", "garage door", "cover", "garage"), none(H.sel("cover", dc="garage")),
      tags=[HH, "absent_kind"])
    h("open the lanai shutters", C("open", "Lanai Shutters", "cover", "shutter"), one([LSH], OPEN), twin=True, tags=[HH])
    h("turn on the sprinklers", C("turn on", "sprinklers", None), none(H.sel(kind=["sprinkler", "sprinklers"])
      + H.sel("valve")), tags=[HH, "absent_kind"])
    h("turn on the lanai lights", C("turn on", "Lanai Lights", "light"), one([LANL], ON), twin=True, tags=[HH])
    h("light the fireplace", C("turn on", "fireplace", None), none(H.sel(kind=["fireplace"])), tags=[HH, "absent_kind"])
    h("light the chandelier", C("turn on", "Dining Chandelier", "light"), one([CHAND], ON), twin=True, tags=[HH])
    h("turn on the ceiling fan in the kitchen", C("turn on", "ceiling fan", "fan", inc=["kitchen"]),
      none(H.sel("fan", areas=["kitchen"])), tags=[HH, "absent_kind"])
    h("turn on the ceiling fan in the bedroom", C("turn on", "ceiling fan", "fan", inc=["bedroom"]), one([BRF], FAN_ON),
      twin=True, tags=[HH])
    h("turn on the TV in the guest room", C("turn on", "TV", "media_player", "tv", inc=["guest room"]),
      none(H.sel("media_player", areas=["guest_room"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the TV in the bedroom", C("turn on", "TV", "media_player", "tv", inc=["bedroom"]), one([BTV], TV_ON),
      twin=True, tags=[HH])
    h("lock the back door", C("lock", "Back Door", "lock"), none(H.sel("lock", kind=["back"])), tags=[HH, "absent_kind"])
    h("lock the lanai door please", C("lock", "Lanai Door Lock", "lock"), one([LLOCK], LOCK), twin=True, tags=[HH])
    h("turn on the lights in the garage", C("turn on", None, "light", q="all", inc=["garage"]),
      none(H.rooms("garage"), "all"), tags=[HH, "absent_room"])
    h("turn on the lights in the laundry", C("turn on", None, "light", q="all", inc=["laundry"]),
      every(H.lights("laundry"), ON), twin=True, tags=[HH])
    h("could you start the dishwasher", C("start", "dishwasher", None), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("start the coffee maker", C("turn on", "Coffee Maker", "switch"), one([COFFEE], SW_ON), twin=True, tags=[HH])
    h("turn on the humidifier in the bedroom", C("turn on", "humidifier", "humidifier", inc=["bedroom"]),
      none(H.sel("humidifier", areas=["master_bedroom"])), tags=[HH, "absent_kind"])
    h("turn on the dehumidifier in the sunroom", C("turn on", "Dehumidifier", "humidifier", "dehumidifier",
      inc=["Sunroom"]), one([DEHUM], "humidifier.turn_on"), twin=True, tags=[HH])
    h("turn the lights on out by the pool", C("turn on", None, "light", q="all", inc=["pool"]), none(H.rooms("pool"), "all"),
      tags=[HH, "absent_room"])
    h("turn the lights on out on the lanai", C("turn on", None, "light", q="all", inc=["lanai"]),
      every(H.lights("lanai"), ON), twin=True, tags=[HH])
    lacks("put the florida room shutters halfway", C("set position", "Florida Room Shutters", "cover", "shutter",
          params={"position": 50}), [FRSH], "position", POS, "position", tags=[HH])
    h("put the living room shutters halfway", C("set position", "Living Room Shutters", "cover", "shutter",
      params={"position": 50}), one([LRSH], POS, position=50), twin=True, tags=[HH])
    lacks("make the laundry light a little brighter", C("brighten", "Laundry Light", "light",
          params={"brightness_step_pct": 20}), [LAUL], "brightness", ON, "brightness_step_pct", tags=[HH])
    h("make the vanity light a little brighter", C("brighten", "Vanity Light", "light", params={"brightness_step_pct": 20}),
      one([VAN], ON, brightness_step_pct=20), twin=True, tags=[HH, REL])
    # ---- truly ambiguous ----------------------------------------------------------------------------
    h("would you turn on the ceiling fan for me", C("turn on", "ceiling fan", "fan"), which(FANS, FAN_ON),
      tags=[HH, "ambiguous"])
    h("turn off the TV", C("turn off", "TV", "media_player", "tv"), which(TVS, TV_OFF), tags=[HH, "ambiguous"])
    h("lock the door", C("lock", "door", "lock"), which([FD, LLOCK], LOCK), tags=[HH, "ambiguous"])
    h("turn on the fan light", C("turn on", "fan light", "light"), which([LRFL, FRFL, BRFL], ON), tags=[HH, "ambiguous"])
    h("open the shutters", C("open", None, "cover", "shutter"), which(SHUTTERS, OPEN), tags=[HH, "ambiguous"])
    h("turn on the lamp", C("turn on", "lamp", None), which(H.sel(kind=["lamp"]), None), tags=[HH, "ambiguous"])
    h("turn up the volume", C("volume up", None, "media_player"), which(H.sel("media_player", can="volume_step"), VUP),
      tags=[HH, "ambiguous", REL])
    h("speed up the fan", C("increase speed", "fan", "fan"), which(FANS, "fan.increase_speed"), tags=[HH, "ambiguous", REL])
    h("put netflix on", C("select source", None, "media_player", "tv", params={"source": "Netflix"}), which(TVS, SRC),
      tags=[HH, "ambiguous"])
    h("turn the TV up", C("volume up", "TV", "media_player", "tv"), which(TVS, VUP), tags=[HH, "ambiguous", REL])
    h("is the door locked", C("check", "door", "lock"), which([FD, LLOCK], None), tags=[HH, "ambiguous", Q])
    h("set the fan on high", C("set speed", "fan", "fan", params={"percentage": 100}), which(FANS, PCT),
      tags=[HH, "ambiguous"])

def household_ldn(en: Language) -> None:
    """Round 17 (fresh2_ldn): a rented four-bedroom houseshare in Hackney none of the earlier rounds
    saw (``flat_ldn_en``), written and labelled from the home before the parser ran on it, as the
    honest end-of-round check: four flatmates in their twenties in young Londoners' English with
    some Multicultural London English ("innit", "bare", "peak", "allow it", "wagwan", "man",
    "bruv", "rn"), texting-style short commands, sarcasm, complaints about the cold and the bills,
    "the big light", "the telly", "the immersion", "the extractor", "my room" said at a satellite,
    the landlord's Hive thermostat beside each bedroom's radiator valve, bulbs and plugs left with
    their makers' default names ("Smart Bulb 2", "Smart Plug 2", "Hue white lamp 1"), Octopus
    tariff sensors, a washer-dryer known by its plug, a dehumidifier against the mould, several
    commands at once, follow-ups, absent things (the hob, the oven, a loft) beside twins that exist,
    and truly ambiguous requests. Every case carries ``fresh17b``.
    """
    ldn = en.book("flat_ldn_en")
    H = ldn.home
    HH, IN, Q, REL, CP, J, BR, F17 = ("household", "integration_name", "question", "relative", "complaint",
                                      "judgement", "british", "fresh17b")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F17]
        ldn.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F17]
        ldn.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    HVAC, PRESET, CL_ON, CL_OFF = "climate.set_hvac_mode", "climate.set_preset_mode", "climate.turn_on", "climate.turn_off"
    LOCK, UNLOCK = "lock.lock", "lock.unlock"
    MP_ON, MP_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, MUTE, VSET = ("media_player.volume_up", "media_player.volume_down", "media_player.volume_mute",
                              "media_player.volume_set")
    PLAY, PAUSE = "media_player.media_play", "media_player.media_pause"
    HUM_ON, HUM_MODE, HUM_SET = "humidifier.turn_on", "humidifier.set_mode", "humidifier.set_humidity"
    SCRIPT, SCENE, IB_ON = "script.turn_on", "scene.turn_on", "input_boolean.turn_on"
    THERM, SAMV, PRV, JAYV, KEMV = ("climate.hive_thermostat", "climate.sam_s_room", "climate.priya_trv",
                                    "climate.jay_s_room", "climate.radiator_valve")
    TRVS = [SAMV, PRV, JAYV, KEMV]
    SB, LCEIL, HCL1, LED, SPOTS, SB2, BATHL, SAMC, HWL1, PLAMP, SB3, HWL2, KEMIL = (
        "light.smart_bulb", "light.lounge_ceiling", "light.hue_color_lamp_1", "light.led_strip", "light.kitchen_spots",
        "light.smart_bulb_2", "light.bathroom_light", "light.sam_ceiling", "light.hue_white_lamp_1",
        "light.priya_s_lamp", "light.smart_bulb_3", "light.hue_white_lamp_2", "light.kemi_s_light")
    WD, SP2, EXT, IMM, FAIRY, HEATER = ("switch.washer_dryer", "switch.smart_plug_2", "switch.extractor_fan",
                                        "switch.immersion", "switch.fairy_lights", "switch.heater")
    TELLY, CAST, SONOS, KSPK, SAMSPK, PSPK, JSPK, KEMSPK = (
        "media_player.telly", "media_player.lounge_chromecast", "media_player.lounge", "media_player.kitchen_speaker",
        "media_player.sam_s_speaker", "media_player.priya_s_nest_mini", "media_player.bedroom_speaker",
        "media_player.kemi_s_room_speaker")
    NESTS = [KSPK, SAMSPK, PSPK, JSPK, KEMSPK]
    FD, FDS, CAM, DING, FDM, PIR, SMOKE, CO = (
        "lock.front_door", "binary_sensor.front_door_sensor", "camera.front_door", "binary_sensor.front_door_ding",
        "binary_sensor.front_door_motion", "binary_sensor.pir_sensor_motion", "binary_sensor.nest_protect_smoke",
        "binary_sensor.nest_protect_carbon_monoxide")
    DEHUM, JHUM, BHUM, LHUM, LTEMP = ("humidifier.dehumidifier", "sensor.jay_s_room_humidity",
                                      "sensor.bathroom_humidity", "sensor.lounge_humidity", "sensor.lounge_temperature")
    BWIN, JWIN = "binary_sensor.bathroom_window", "binary_sensor.jay_s_window"
    RATE, COST, USE, GAS, GRID = (
        "sensor.octopus_energy_electricity_current_rate", "sensor.octopus_energy_electricity_current_accumulative_cost",
        "sensor.octopus_energy_electricity_current_accumulative_consumption", "sensor.octopus_energy_gas_current_rate",
        "sensor.smart_meter_electricity_power")
    WDPOW, WDDAY, IMMPOW, BATT = ("sensor.washer_dryer_current_consumption", "sensor.washer_dryer_today_s_consumption",
                                  "sensor.immersion_power", "sensor.front_door_battery")

    # ---- lights -----------------------------------------------------------------------------------
    h("big light on", C("turn on", "big light", "light"), one([LCEIL], ON), ctx="lounge", tags=[HH, BR, J])
    h("allow the big light man, turn it off", C("turn off", "big light", "light"), one([SAMC], OFF), ctx="sams_room",
      tags=[HH, BR, J])
    h("can someone switch the hall light on", C("turn on", None, "light", q="all", inc=["hall"]),
      every(H.lights("hallway"), ON), tags=[HH, BR])
    h("smart bulb 2 off", C("turn off", "Smart Bulb 2", "light"), one([SB2], OFF), tags=[HH, IN])
    h("smart bulb 3 on at half brightness", C("turn on", "Smart Bulb 3", "light", params={"brightness_pct": 50}),
      one([SB3], ON, brightness_pct=50), tags=[HH, IN])
    h("turn the smart bulb off", C("turn off", "Smart Bulb", "light"), one([SB], OFF), tags=[HH, IN, J])
    h("dim the lounge lights a bit", C("dim", None, "light", q="all", inc=["lounge"], params={"brightness_step_pct": -20}),
      every(H.lights("lounge"), ON, brightness_step_pct=-20), tags=[HH, REL, BR])
    h("make the led strip purple", C("set color", "LED Strip", "light", params={"color_name": "purple"}),
      one([LED], ON, color_name="purple"), tags=[HH])
    h("put the led strip on rainbow mode", C("set effect", "LED Strip", "light", params={"effect": "Rainbow"}),
      one([LED], ON, effect="Rainbow"), tags=[HH])
    h("hue color lamp 1 to 30 percent", C("set brightness", "Hue color lamp 1", "light", params={"brightness_pct": 30}),
      one([HCL1], ON, brightness_pct=30), tags=[HH, IN])
    h("kitchen spots on", C("turn on", "Kitchen Spots", "light"), one([SPOTS], ON), tags=[HH])
    h("turn off all the lights downstairs, I'm going up", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(H.sel("light", floors=["ground_floor"]), OFF), tags=[HH, "floor"])
    h("lights off upstairs pls", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.sel("light", floors=["first_floor"]), OFF), tags=[HH, "floor"])
    h("bathroom light on pls", C("turn on", "Bathroom Light", "light"), one([BATHL], ON), tags=[HH])
    h("set priya's lamp to warm white", C("set color temperature", "Priya's Lamp", "light",
      params={"color_temp_kelvin": 2700}), one([PLAMP], ON, color_temp_kelvin=2700), tags=[HH])
    h("put kemi's light on 10 percent", C("set brightness", "Kemi's Light", "light", params={"brightness_pct": 10}),
      one([KEMIL], ON, brightness_pct=10), tags=[HH])
    h("jay's lamp off", C("turn off", "lamp", "light", inc=["Jay's Room"]), one([HWL2], OFF), tags=[HH, "kind_word", J])
    h("turn on hue white lamp 1", C("turn on", "Hue white lamp 1", "light"), one([HWL1], ON), tags=[HH, IN])
    h("lights on fam", C("turn on", None, "light", q="all"), every(H.lights("priyas_room"), ON), ctx="priyas_room",
      tags=[HH])
    h("it's peak dark in here", C("turn on", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen",
      tags=[HH, CP, BR])
    h("hue colour lamp 1 on", C("turn on", "Hue colour lamp 1", "light"), one([HCL1], ON), tags=[HH, IN, BR])
    h("the big light's well too bright", C("dim", "big light", "light", params={"brightness_step_pct": -20}),
      one([LCEIL], ON, brightness_step_pct=-20), ctx="lounge", tags=[HH, CP, REL, J])
    h("brighter please, I can't see my laptop", C("brighten", None, "light", q="all",
      params={"brightness_step_pct": 20}), every(H.sel("light", areas=["sams_room"], can="brightness"), ON,
      brightness_step_pct=20), ctx="sams_room", tags=[HH, REL, CP])
    h("turn the hallway bulb off, who left it on", C("turn off", "bulb", "light", inc=["hallway"]), one([SB], OFF),
      tags=[HH, "kind_word"])
    h("switch the led strip off", C("turn off", "LED Strip", "light"), one([LED], OFF), tags=[HH])
    # ---- heating ------------------------------------------------------------------------------------
    h("put the heating on pls", C("turn on", "heating", "climate"), one([THERM], CL_ON), ctx="hallway", tags=[HH, J])
    h("whack the heating up to 21", C("set", "heating", "climate", params={"temperature": 21}),
      one([THERM], TEMP, temperature=21), tags=[HH, BR, J])
    h("boost the heating man", C("set preset", "heating", "climate", params={"preset_mode": "boost"}),
      one([THERM], PRESET, preset_mode="boost"), tags=[HH, J])
    h("what's the landlord's thermostat set to", C("check", "thermostat", "climate"), one([THERM], None),
      tags=[HH, Q, J])
    h("I'm bare cold innit", C("heat", None, "climate", params={"hvac_mode": "heat"}), one([KEMV], HVAC, hvac_mode="heat"),
      ctx="kemis_room", tags=[HH, CP, BR, J])
    h("it's literally freezing in Jay's room", C("heat", None, "climate", q="all", inc=["Jay's Room"],
      params={"hvac_mode": "heat"}), every([JAYV], HVAC, hvac_mode="heat"), tags=[HH, CP])
    h("turn my radiator up", C("increase temperature", "radiator", "climate"), one([SAMV], TEMP), ctx="sams_room",
      tags=[HH, REL, J])
    h("set Priya's radiator to 20", C("set", "radiator", "climate", inc=["Priya's Room"], params={"temperature": 20}),
      one([PRV], TEMP, temperature=20), tags=[HH, J])
    h("turn the radiator valve off", C("turn off", "Radiator Valve", "climate"), one([KEMV], CL_OFF), tags=[HH, IN])
    h("how warm is it in the lounge", C("check", None, "sensor", "temperature", inc=["lounge"]), one([LTEMP], None),
      tags=[HH, Q])
    h("how cold is it in Jay's room rn", C("check", None, "climate", inc=["Jay's Room"]), one([JAYV], None),
      tags=[HH, Q])
    h("heating off, I'm heading out", C("turn off", "heating", "climate"), one([THERM], CL_OFF), ctx="hallway",
      tags=[HH, J])
    h("set the hive thermostat to auto", C("set mode", "Hive Thermostat", "climate", params={"hvac_mode": "auto"}),
      one([THERM], HVAC, hvac_mode="auto"), tags=[HH, IN])
    h("bit warmer in here", C("increase temperature", None, "climate"), one([PRV], TEMP), ctx="priyas_room",
      tags=[HH, REL])
    h("knock the heating down a notch", C("decrease temperature", "heating", "climate"), one([THERM], TEMP),
      ctx="lounge", tags=[HH, REL, J])
    h("my radiator's roasting, turn it down", C("decrease temperature", "radiator", "climate"), one([KEMV], TEMP),
      ctx="kemis_room", tags=[HH, REL, CP, J])
    h("put the tado in Sam's room on away", C("set preset", "Tado", "climate", inc=["Sam's Room"],
      params={"preset_mode": "away"}), one([SAMV], PRESET, preset_mode="away"), tags=[HH, IN])
    h("is the heating even on", C("check", "heating", "climate"), one([THERM], None), ctx="hallway", tags=[HH, Q, J])
    # ---- hot water and the extractor ------------------------------------------------------------------
    h("bang the immersion on for half an hour", C("turn on", "Immersion", "switch"), one([IMM], SW_ON), tags=[HH, BR])
    h("is the immersion still on, the bills man", C("check", "Immersion", "switch"), one([IMM], None), tags=[HH, Q, BR])
    h("boost the hot water", C("run", "Boost Hot Water", "script"), one(["script.boost_hot_water"], SCRIPT),
      tags=[HH, "routine"])
    h("how much is the immersion pulling", C("check", "Immersion Power", "sensor", "power"), one([IMMPOW], None),
      tags=[HH, Q])
    h("immersion off, no one needs a bath", C("turn off", "Immersion", "switch"), one([IMM], SW_OFF), tags=[HH, BR])
    h("extractor on", C("turn on", "Extractor Fan", "switch"), one([EXT], SW_ON), ctx="bathroom", tags=[HH, BR])
    h("is the extractor still going", C("check", "Extractor Fan", "switch"), one([EXT], None), tags=[HH, Q, BR])
    h("the bathroom's all steamy, sort it out", C("turn on", "extractor fan", "switch", inc=["bathroom"]),
      one([EXT], SW_ON),
      tags=[HH, CP, J])
    # ---- washer-dryer and plugs ---------------------------------------------------------------------
    h("how much power is the washer dryer using", C("check", "Washer Dryer Current consumption", "sensor", "power"),
      one([WDPOW], None), tags=[HH, Q])
    h("turn the washer dryer off at the plug", C("turn off", "Washer Dryer", "switch"), one([WD], SW_OFF), tags=[HH])
    h("how much has the washer dryer used today", C("check", "Washer Dryer Today's consumption", "sensor", "energy"),
      one([WDDAY], None), tags=[HH, Q])
    h("is the washer dryer on", C("check", "Washer Dryer", "switch"), one([WD], None), tags=[HH, Q])
    h("turn off smart plug 2", C("turn off", "Smart Plug 2", "switch"), one([SP2], SW_OFF), tags=[HH, IN])
    h("fairy lights on", C("turn on", "Fairy Lights", "switch"), one([FAIRY], SW_ON), tags=[HH])
    h("turn the heater on, my room is an igloo", C("turn on", "Heater", "switch"), one([HEATER], SW_ON), ctx="kemis_room",
      tags=[HH, CP])
    h("is Kemi's heater on", C("check", "Heater", "switch", inc=["Kemi's Room"]), one([HEATER], None), tags=[HH, Q])
    h("who left the heater on, the bill's gonna be mad", C("check", "Heater", "switch"), one([HEATER], None),
      tags=[HH, Q, CP])
    h("turn off the fairy lights in Kemi's room", C("turn off", "Fairy Lights", "switch", inc=["Kemi's Room"]),
      one([FAIRY], SW_OFF), tags=[HH])
    # ---- the front door -----------------------------------------------------------------------------
    h("lock the front door pls", C("lock", "Front Door", "lock"), one([FD], LOCK), tags=[HH])
    h("did anyone lock up", C("check", None, "lock", q="all"), every([FD], None), tags=[HH, Q])
    h("unlock the door for my mate", C("unlock", "door", "lock"), one([FD], UNLOCK), tags=[HH])
    h("is the front door actually shut", C("check", "Front Door Sensor", "binary_sensor", "door"), one([FDS], None),
      tags=[HH, Q, J])
    h("who's that at the door", C("check", "Front Door", "camera"), one([CAM], None), tags=[HH, Q, J])
    h("did someone just ring the doorbell", C("check", "Front Door Ding", "binary_sensor"), one([DING], None), tags=[HH, Q])
    h("show me the ring camera", C("check", "Ring", "camera"), one([CAM], None), tags=[HH, Q, IN])
    h("what's the doorbell battery on now", C("check", "Front Door Battery", "sensor", "battery"), one([BATT], None),
      tags=[HH, Q])
    h("is someone outside the front door", C("check", "Front Door Motion", "binary_sensor", "motion"), one([FDM], None),
      tags=[HH, Q, J])
    h("has the yale locked itself", C("check", "Yale", "lock"), one([FD], None), tags=[HH, Q, IN])
    # ---- alarms and sensors -------------------------------------------------------------------------
    h("is the smoke alarm going off or what", C("check", "Nest Protect Smoke", "binary_sensor", "smoke"), one([SMOKE], None),
      tags=[HH, Q])
    h("any carbon monoxide", C("check", "Nest Protect Carbon monoxide", "binary_sensor", "carbon_monoxide"),
      one([CO], None), tags=[HH, Q])
    h("has the PIR picked anything up", C("check", "PIR Sensor Motion", "binary_sensor", "motion"), one([PIR], None),
      tags=[HH, Q, IN])
    h("is Jay's window open again", C("check", "Jay's Window", "binary_sensor", "window"), one([JWIN], None),
      tags=[HH, Q])
    h("bathroom window shut?", C("check", "Bathroom Window", "binary_sensor", "window"), one([BWIN], None), tags=[HH, Q])
    # ---- telly, Chromecast, speakers ------------------------------------------------------------------
    h("put the telly on for us", C("turn on", "Telly", "media_player", "tv"), one([TELLY], MP_ON), tags=[HH, BR])
    h("turn the telly down it's peak loud", C("volume down", "Telly", "media_player", "tv"), one([TELLY], VDOWN),
      tags=[HH, CP, REL, BR])
    h("stick iPlayer on the telly", C("select source", "Telly", "media_player", "tv", params={"source": "BBC iPlayer"}),
      one([TELLY], SRC, source="BBC iPlayer"), tags=[HH, BR])
    h("put netflix on for me", C("select source", None, "media_player", "tv", params={"source": "Netflix"}),
      one([TELLY], SRC, source="Netflix"), ctx="lounge", tags=[HH, J])
    h("mute the sonos", C("mute", "Sonos", "media_player", "speaker", params={"is_volume_muted": True}), one([SONOS], MUTE),
      tags=[HH, IN])
    h("play some music in the lounge", C("play", None, "media_player", "speaker", inc=["lounge"]), one([SONOS], PLAY),
      tags=[HH, J])
    h("pause the chromecast a minute", C("pause", "Lounge Chromecast", "media_player"), one([CAST], PAUSE), tags=[HH, IN])
    h("sonos up a bit", C("volume up", "Sonos", "media_player", "speaker"), one([SONOS], VUP), tags=[HH, REL, IN])
    h("pause the music in the kitchen for a sec", C("pause", None, "media_player", inc=["kitchen"]), one([KSPK], PAUSE),
      tags=[HH])
    h("turn my speaker down", C("volume down", "speaker", "media_player", "speaker"), one([PSPK], VDOWN),
      ctx="priyas_room", tags=[HH, REL])
    h("turn off the bedroom speaker", C("turn off", "Bedroom speaker", "media_player", "speaker"), one([JSPK], MP_OFF),
      tags=[HH, IN, J])
    h("volume up on kemi's speaker", C("volume up", "speaker", "media_player", "speaker", inc=["Kemi's Room"]),
      one([KEMSPK], VUP), tags=[HH, REL])
    h("what's on the telly", C("check", "Telly", "media_player", "tv"), one([TELLY], None), tags=[HH, Q, BR])
    h("turn it right down", C("volume down", None, "media_player"), one([KSPK], VDOWN), ctx="kitchen", tags=[HH, REL, J])
    h("shh", C("mute", None, "media_player", params={"is_volume_muted": True}), one([SAMSPK], MUTE), ctx="sams_room",
      tags=[HH, J])
    h("set the sonos to 30 percent", C("set volume", "Sonos", "media_player", "speaker",
      params={"volume_level": 0.3}), one([SONOS], VSET, volume_level=0.3), tags=[HH, IN])
    # ---- damp and mould -----------------------------------------------------------------------------
    h("turn the dehumidifier on, the mould is back", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"),
      one([DEHUM], HUM_ON), tags=[HH])
    h("set the dehumidifier to laundry mode", C("set mode", "Dehumidifier", "humidifier", "dehumidifier",
      params={"mode": "Laundry"}), one([DEHUM], HUM_MODE, mode="Laundry"), tags=[HH])
    h("dehumidifier to 50 percent", C("set humidity", "Dehumidifier", "humidifier", "dehumidifier",
      params={"humidity": 50}), one([DEHUM], HUM_SET, humidity=50), tags=[HH])
    h("how damp is Jay's room", C("check", None, "sensor", "humidity", inc=["Jay's Room"]), one([JHUM], None),
      tags=[HH, Q, J])
    h("how humid is the bathroom after my shower", C("check", None, "sensor", "humidity", inc=["bathroom"]),
      one([BHUM], None), tags=[HH, Q])
    h("it's well damp in here, sort the dehumidifier", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"),
      one([DEHUM], HUM_ON), ctx="jays_room", tags=[HH, CP])
    # ---- bills and energy ---------------------------------------------------------------------------
    h("how much have we spent on electric today", C("check", "Octopus Energy Electricity Current Accumulative Cost",
      "sensor", "monetary"), one([COST], None), tags=[HH, Q, BR, J])
    h("what's the electricity rate right now", C("check", "Octopus Energy Electricity Current Rate", "sensor",
      "monetary"), one([RATE], None), tags=[HH, Q])
    h("what's the gas price on octopus", C("check", "Octopus Energy Gas Current Rate", "sensor", "monetary"),
      one([GAS], None), tags=[HH, Q, IN])
    h("how much power is the house pulling rn", C("check", "Smart Meter Electricity Power", "sensor", "power"),
      one([GRID], None), tags=[HH, Q, J])
    h("how many kWh have we used today", C("check", "Octopus Energy Electricity Current Accumulative Consumption",
      "sensor", "energy"), one([USE], None), tags=[HH, Q])
    h("run the bills check", C("run", "Bills Check", "script"), one(["script.bills_check"], SCRIPT), tags=[HH, "routine"])
    # ---- routines and helpers -----------------------------------------------------------------------
    h("movie night innit", C("activate", "Movie Night", "scene"), one(["scene.movie_night"], SCENE),
      tags=[HH, "routine", BR])
    h("wagwan, put party mode on", C("run", "Party Mode", "script"), one(["script.party_mode"], SCRIPT),
      tags=[HH, "routine", BR])
    h("my cousin's crashing tonight, turn on guest staying", C("turn on", "Guest Staying", "input_boolean"),
      one(["input_boolean.guest_staying"], IB_ON), tags=[HH, "routine"])
    h("is guest staying still on", C("check", "Guest Staying", "input_boolean"), one(["input_boolean.guest_staying"], None),
      tags=[HH, Q])
    h("tick off the cleaning rota", C("turn on", "Cleaning Rota", "input_boolean"),
      one(["input_boolean.cleaning_rota"], IB_ON), tags=[HH, "routine", J])
    h("have the bins gone out", C("check", "Bins Out", "input_boolean"), one(["input_boolean.bins_out"], None),
      tags=[HH, Q, J])
    h("bins are out, mark it", C("turn on", "Bins Out", "input_boolean"), one(["input_boolean.bins_out"], IB_ON),
      tags=[HH, "routine", J])
    # ---- several at once ----------------------------------------------------------------------------
    h("turn off the telly and the big light, I'm going bed", [C("turn off", "Telly", "media_player", "tv"),
      C("turn off", "big light", "light")], [one([TELLY], MP_OFF), one([LCEIL], OFF)], ctx="lounge",
      tags=[HH, "multi", BR])
    h("lock the front door and turn the hall light off", [C("lock", "Front Door", "lock"),
      C("turn off", None, "light", q="all", inc=["hall"])], [one([FD], LOCK), every(H.lights("hallway"), OFF)],
      tags=[HH, "multi"])
    h("heating up to 20 and the immersion on", [C("set", "heating", "climate", params={"temperature": 20}),
      C("turn on", "Immersion", "switch")], [one([THERM], TEMP, temperature=20), one([IMM], SW_ON)],
      tags=[HH, "multi", J])
    h("turn off the telly and pause the sonos", [C("turn off", "Telly", "media_player", "tv"),
      C("pause", "Sonos", "media_player", "speaker")], [one([TELLY], MP_OFF), one([SONOS], PAUSE)],
      tags=[HH, "multi", IN])
    h("kill all the lights and lock up", [C("turn off", None, "light", q="all"), C("lock", None, "lock", q="all")],
      [every(H.sel("light"), OFF), every([FD], LOCK)], tags=[HH, "multi"])
    h("fairy lights on and big light off", [C("turn on", "Fairy Lights", "switch"), C("turn off", "big light", "light")],
      [one([FAIRY], SW_ON), one([KEMIL], OFF)], ctx="kemis_room", tags=[HH, "multi", J])
    h("turn on the extractor and the bathroom light", [C("turn on", "Extractor Fan", "switch"),
      C("turn on", "Bathroom Light", "light")], [one([EXT], SW_ON), one([BATHL], ON)], tags=[HH, "multi"])
    # ---- follow-ups ---------------------------------------------------------------------------------
    h("and stick it on sleep", C("set mode", None, None, ref=True, params={"mode": "Sleep"}),
      one([DEHUM], HUM_MODE, mode="Sleep"), hist=["turn the dehumidifier on, the mould is back"],
      tags=[HH, "followup", BR])
    h("bit more than that", C("volume down", None, None, ref=True), one([TELLY], VDOWN),
      hist=["turn the telly down it's peak loud"], tags=[HH, "followup", REL])
    h("go on then, lock it", C("lock", None, None, ref=True), one([FD], LOCK), hist=["did anyone lock up"],
      tags=[HH, "followup"])
    h("nah make it 22", C("set", None, None, ref=True, params={"temperature": 22}), one([PRV], TEMP, temperature=22),
      hist=["set Priya's radiator to 20"], tags=[HH, "followup"])
    h("same in Jay's room", C("turn on", None, "light", q="all", inc=["Jay's Room"]), every(H.lights("jays_room"), ON),
      hist=["turn on hue white lamp 1"], tags=[HH, "followup"])
    h("and the lounge?", C("check", None, "sensor", "humidity", inc=["lounge"]), one([LHUM], None),
      hist=["how humid is the bathroom after my shower"], tags=[HH, "followup", Q])
    h("right, turn it off now", C("turn off", None, None, ref=True), one([IMM], SW_OFF),
      hist=["bang the immersion on for half an hour"], tags=[HH, "followup"])
    # ---- things the house lacks, beside a twin that exists ---------------------------------------------
    h("turn on the hob then", C("turn on", "hob", None), none(H.sel(kind=["hob", "cooker", "stove"])),
      tags=[HH, "absent_kind", BR])
    h("turn on the heater then", C("turn on", "Heater", "switch"), one([HEATER], SW_ON), twin=True, tags=[HH])
    h("is the oven on", C("check", "oven", None), none(H.sel(kind=["oven"])), tags=[HH, "absent_kind", Q])
    h("is the immersion on rn", C("check", "Immersion", "switch"), one([IMM], None), twin=True, tags=[HH, Q])
    h("garden lights on for the bbq", C("turn on", None, "light", q="all", inc=["garden"]), none(H.sel("light", areas=["garden"]), "all"),
      tags=[HH, "absent_kind"])
    h("kitchen lights on for the food", C("turn on", None, "light", q="all", inc=["kitchen"]), every(H.lights("kitchen"), ON),
      twin=True, tags=[HH])
    h("stick the dishwasher on quick", C("turn on", "dishwasher", None), none(H.sel(kind=["dishwasher"])),
      tags=[HH, "absent_kind", BR])
    h("stick the washer dryer on quick", C("turn on", "Washer Dryer", "switch"), one([WD], SW_ON), twin=True, tags=[HH])
    h("turn on the TV in Sam's room", C("turn on", "TV", "media_player", "tv", inc=["Sam's Room"]),
      none(H.sel("media_player", areas=["sams_room"], dc="tv")), tags=[HH, "absent_kind"])
    h("turn on the TV in the lounge", C("turn on", "TV", "media_player", "tv", inc=["lounge"]), which([TELLY, CAST], MP_ON),
      twin=True, tags=[HH, J])
    h("put the aircon on, it's roasting", C("turn on", "aircon", "climate"),
      none(H.sel(kind=["aircon", "air conditioner", "air conditioning", "AC"])), tags=[HH, "absent_kind"])
    h("put the heater on, it's freezing", C("turn on", "Heater", "switch"), one([HEATER], SW_ON), twin=True, tags=[HH])
    h("lights on in the loft", C("turn on", None, "light", q="all", inc=["loft"]), none(H.rooms("loft"), "all"),
      tags=[HH, "absent_room"])
    h("lights on in the lounge", C("turn on", None, "light", q="all", inc=["lounge"]), every(H.lights("lounge"), ON),
      twin=True, tags=[HH])
    h("turn the conservatory lights off", C("turn off", None, "light", q="all", inc=["conservatory"]),
      none(H.rooms("conservatory"), "all"), tags=[HH, "absent_room"])
    h("turn the kitchen lights off", C("turn off", None, "light", q="all", inc=["kitchen"]),
      every(H.lights("kitchen"), OFF), twin=True, tags=[HH])
    h("put the kettle on bruv", C("turn on", "kettle", None), none(H.sel(kind=["kettle"])), tags=[HH, "absent_kind", BR])
    h("put the immersion on bruv", C("turn on", "Immersion", "switch"), one([IMM], SW_ON), twin=True, tags=[HH, BR])
    h("turn the xbox on", C("turn on", "Xbox", None), none(H.sel(kind=["xbox"])), tags=[HH, "absent_kind"])
    h("turn the chromecast on", C("turn on", "Lounge Chromecast", "media_player"), one([CAST], MP_ON), twin=True,
      tags=[HH, IN])
    h("turn on the extractor in the kitchen", C("turn on", "extractor", None, inc=["kitchen"]),
      none(H.sel(kind=["extractor"], areas=["kitchen"])), tags=[HH, "absent_kind"])
    h("turn on the extractor in the bathroom", C("turn on", "Extractor Fan", "switch", inc=["bathroom"]),
      one([EXT], SW_ON), twin=True, tags=[HH])
    h("turn on the dehumidifier in the lounge", C("turn on", "Dehumidifier", "humidifier", "dehumidifier",
      inc=["lounge"]), none(H.sel("humidifier", areas=["lounge"])), tags=[HH, "absent_kind"])
    h("turn on the dehumidifier in Jay's room", C("turn on", "Dehumidifier", "humidifier", "dehumidifier",
      inc=["Jay's Room"]), one([DEHUM], HUM_ON), twin=True, tags=[HH])
    lacks("set Kemi's light to red", C("set color", "Kemi's Light", "light", params={"color_name": "red"}), [KEMIL],
          "color", ON, "color_name", tags=[HH])
    h("set Priya's lamp to red", C("set color", "Priya's Lamp", "light", params={"color_name": "red"}),
      one([PLAMP], ON, color_name="red"), twin=True, tags=[HH])
    lacks("dim the kitchen spots", C("dim", "Kitchen Spots", "light", params={"brightness_step_pct": -20}), [SPOTS],
          "brightness", ON, "brightness_step_pct", tags=[HH, REL])
    h("dim the lounge ceiling", C("dim", "Lounge Ceiling", "light", params={"brightness_step_pct": -20}),
      one([LCEIL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    lacks("make the bathroom light blue", C("set color", "Bathroom Light", "light", params={"color_name": "blue"}),
          [BATHL], "color", ON, "color_name", tags=[HH])
    h("make the led strip blue", C("set color", "LED Strip", "light", params={"color_name": "blue"}),
      one([LED], ON, color_name="blue"), twin=True, tags=[HH])
    lacks("put the thermostat on cool", C("set mode", "Thermostat", "climate", params={"hvac_mode": "cool"}), [THERM],
          "hvac_mode", HVAC, "hvac_mode", value="cool", check=hvac("cool"), tags=[HH])
    h("put the thermostat on heat", C("set mode", "Thermostat", "climate", params={"hvac_mode": "heat"}),
      one([THERM], HVAC, hvac_mode="heat"), twin=True, tags=[HH])
    # ---- misheard or misspelt --------------------------------------------------------------------------------
    h("switch on the fairly lights", C("turn on", "fairly lights", "switch"), one([FAIRY], SW_ON), tags=[HH, "misspelled"])
    h("switch on the fairy lights", C("turn on", "Fairy Lights", "switch"), one([FAIRY], SW_ON), twin=True, tags=[HH])
    h("turn off the immersive", C("turn off", "immersive", "switch"), one([IMM], SW_OFF), tags=[HH, "misspelled"])
    h("turn off the immersion", C("turn off", "Immersion", "switch"), one([IMM], SW_OFF), twin=True, tags=[HH])
    h("put the dehumidifire on", C("turn on", "dehumidifire", "humidifier", "dehumidifier"), one([DEHUM], HUM_ON),
      tags=[HH, "misspelled"])
    h("put the dehumidifier on", C("turn on", "Dehumidifier", "humidifier", "dehumidifier"), one([DEHUM], HUM_ON),
      twin=True, tags=[HH])
    # ---- said at a satellite ------------------------------------------------------------------------
    h("kill the lights", C("turn off", None, "light", q="all"), every(H.lights("bathroom"), OFF), ctx="bathroom",
      tags=[HH])
    h("what temperature is it in here", C("check", None, "sensor", "temperature"), one([LTEMP], None), ctx="lounge",
      tags=[HH, Q])
    h("how damp is it in here", C("check", None, "sensor", "humidity"), one([BHUM], None), ctx="bathroom",
      tags=[HH, Q])
    h("turn the radiator off", C("turn off", "radiator", "climate"), one([JAYV], CL_OFF), ctx="jays_room", tags=[HH, J])
    h("chuck some music on", C("play", None, "media_player"), one([KSPK], PLAY), ctx="kitchen", tags=[HH])
    h("pause the music a sec", C("pause", None, "media_player"), one([PSPK], PAUSE), ctx="priyas_room", tags=[HH])
    h("set it to 19 in here", C("set", None, "climate", params={"temperature": 19}), one([SAMV], TEMP, temperature=19),
      ctx="sams_room", tags=[HH])
    h("turn the lamp off now", C("turn off", "lamp", "light"), one([PLAMP], OFF), ctx="priyas_room", tags=[HH, "kind_word"])
    h("my lamp on", C("turn on", "lamp", "light"), one([HWL2], ON), ctx="jays_room", tags=[HH, "kind_word"])
    h("heater off", C("turn off", "Heater", "switch"), one([HEATER], SW_OFF), ctx="kemis_room", tags=[HH])
    h("is my window open", C("check", "window", "binary_sensor", "window"), one([JWIN], None), ctx="jays_room",
      tags=[HH, Q])
    h("telly up a bit", C("volume up", "Telly", "media_player", "tv"), one([TELLY], VUP), ctx="lounge",
      tags=[HH, REL, BR])
    h("mute it", C("mute", None, "media_player", params={"is_volume_muted": True}), one([KEMSPK], MUTE),
      ctx="kemis_room", tags=[HH, J])
    # ---- truly ambiguous ----------------------------------------------------------------------------
    h("switch on the hue white lamp", C("turn on", "hue white lamp", "light"), which([HWL1, HWL2], ON),
      tags=[HH, "ambiguous", IN])
    h("turn the radiator up", C("increase temperature", "radiator", "climate"), which(TRVS, TEMP),
      tags=[HH, "ambiguous", REL, J])
    h("turn the speaker up more", C("volume up", "speaker", "media_player", "speaker"),
      which(H.sel("media_player", dc="speaker"), VUP), tags=[HH, "ambiguous", REL])
    h("is the window open", C("check", "window", "binary_sensor", "window"), which([BWIN, JWIN], None),
      tags=[HH, "ambiguous", Q])
    h("how humid is it then", C("check", None, "sensor", "humidity"), which(H.sel("sensor", dc="humidity"), None),
      tags=[HH, "ambiguous", Q])
    h("turn on the meross plug", C("turn on", "Meross", "switch"), which([SP2, FAIRY], SW_ON), tags=[HH, "ambiguous", IN])
    h("turn the lamp on please", C("turn on", "lamp", "light"), which(H.sel("light", kind=["lamp"]), ON),
      tags=[HH, "ambiguous"])
    h("turn the nest mini off", C("turn off", "Nest Mini", "media_player", "speaker"), which(NESTS, MP_OFF),
      tags=[HH, "ambiguous", IN])
    h("volume down", C("volume down", None, "media_player"), which(H.sel("media_player", can="volume_step"), VDOWN),
      tags=[HH, "ambiguous", REL])
    h("turn the ceiling light off", C("turn off", "ceiling light", "light"), which([LCEIL, SAMC], OFF),
      tags=[HH, "ambiguous", J])
    h("put the radiator on 19", C("set", "radiator", "climate", params={"temperature": 19}), which(TRVS, TEMP),
      tags=[HH, "ambiguous", J])
    h("turn the radiator off in the bedroom", C("turn off", "radiator", "climate", inc=["bedroom"]),
      which([SAMV, JAYV], CL_OFF), tags=[HH, "ambiguous", J])


def household_bj(zh: Language) -> None:
    """Round 17 (fresh2_bj): a young couple's two-bedroom flat in Beijing none of the earlier rounds saw
    (``apartment_bj_zh``), written and labelled from the home before the parser ran on it, as the blind
    check of round 17: both work from home (the second bedroom is the study, also called 次卧); Mandarin
    with Beijing words (甭, 得嘞, 倍儿, 忒, 溜达, 嘛呢, 俩, 今儿, 儿化), English words of the trade said inside
    Chinese (air purifier, robot, screen bar, Wi-Fi 插座, HomePod), words a recogniser mishears (空条, 窗连,
    静化器, 新峰, 客听), questions, complaints (暖气太热, 好干, 雾霾), relative changes, several commands at
    once, follow-ups; Xiaomi Home, Aqara and Yeelight default names beside renamed ones, the same default name
    in two rooms (米家空气净化器 4 Lite, Yeelight 吸顶灯, 温湿度传感器 T1), devices the flat lacks (no_match,
    each beside a twin that exists) and truly ambiguous requests. Every case carries ``fresh17b``.
    """
    bj = zh.book("apartment_bj_zh")
    H = bj.home
    HH, IN, Q, REL, CP, J, XL, FB = ("household", "integration_name", "question", "relative", "complaint", "judgement",
                                     "cross_language", "fresh17b")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), FB]
        bj.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), FB]
        bj.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT, PRESET = "fan.turn_on", "fan.turn_off", "fan.set_percentage", "fan.set_preset_mode"
    AC_OFF, FMODE, SWING = "climate.turn_off", "climate.set_fan_mode", "climate.set_swing_mode"
    TV_OFF, VUP, VDOWN, VSET, MUTE, SRC, PLAY, PAUSE = (
        "media_player.turn_off", "media_player.volume_up", "media_player.volume_down", "media_player.volume_set",
        "media_player.volume_mute", "media_player.select_source", "media_player.media_play", "media_player.media_pause")
    POS, OPT, PRESS, VALUE = "cover.set_cover_position", "select.select_option", "button.press", "number.set_value"
    LOCK, LOCKBAT, CAM, DBM, ENT_DL = ("lock.xiaomi_smart_lock_2_pro", "sensor.xiaomi_smart_lock_2_pro_battery",
                                       "camera.xiaomi_doorbell_3", "binary_sensor.xiaomi_doorbell_3_motion",
                                       "light.aqara_downlight_t1")
    LCEIL, DL2, STRIP, FLOOR = "light.yeelight_ceiling_living", "light.aqara_downlight_t1_2", "light.tv_backlight", "light.floor_lamp"
    LAC, FH, FRESH, FPM, FCO2 = ("climate.living_room_ac", "climate.floor_heating", "fan.broad_fresh_air_t9",
                                 "sensor.broad_fresh_air_t9_pm25", "sensor.broad_fresh_air_t9_co2")
    TV, HP, LCUR, LT, LH = ("media_player.xiaomi_tv_s_pro_75", "media_player.homepod", "cover.aqara_curtain_c3",
                            "sensor.aqara_th_t1_temperature", "sensor.aqara_th_t1_humidity")
    VAC, MOP = "vacuum.roborock_p10_pro", "select.roborock_p10_pro_mop_mode"
    PEND, BULB = "light.dining_pendant", "light.yeelight_bulb_1s_color"
    KL, KR, CAB = "switch.aqara_h1_kitchen_left", "switch.aqara_h1_kitchen_right", "light.cabinet_strip"
    DW, DWS, DWT = "switch.mijia_dishwasher_p1", "sensor.mijia_dishwasher_p1_status", "sensor.mijia_dishwasher_p1_left_time"
    PP, RO, TDS = ("sensor.xiaomi_purifier_h1000g_pp_filter", "sensor.xiaomi_purifier_h1000g_ro_filter",
                   "sensor.xiaomi_purifier_h1000g_tds")
    MCEIL, BED, MAC, MPUR, MPM, HUM = ("light.master_ceiling", "light.yeelight_bedside_d2", "climate.mijia_ac_master",
                                       "fan.mijia_air_purifier_4_lite", "sensor.mijia_air_purifier_4_lite_pm25",
                                       "humidifier.mijia_humidifier_2_lite")
    MCUR, XA, MT, MH = ("cover.master_curtain", "media_player.xiaoai_play", "sensor.aqara_th_t1_temperature_2",
                        "sensor.aqara_th_t1_humidity_2")
    SCEIL, BAR, SPUR, SPM = ("light.yeelight_ceiling_study", "light.mijia_monitor_light_bar",
                             "fan.mijia_air_purifier_4_lite_2", "sensor.mijia_air_purifier_4_lite_pm25_2")
    DESK, SIT, STAND, PLUG = ("number.loctek_desk_e2_height", "button.loctek_desk_e2_sit", "button.loctek_desk_e2_stand",
                              "switch.bull_wifi_plug")
    TRV, MIR, LEAK = "climate.aqara_trv_e1", "light.bathroom_mirror", "binary_sensor.aqara_water_leak"
    WSW, WST, WTIME, WMODE = ("switch.xiaomi_washer_dryer_pro_10kg", "sensor.xiaomi_washer_dryer_pro_10kg_status",
                              "sensor.xiaomi_washer_dryer_pro_10kg_left_time", "select.xiaomi_washer_dryer_pro_10kg_mode")
    AIRER, BAL, CLK, CLM = "cover.clothes_airer", "light.balcony_light", "light.cloakroom_light", "binary_sensor.aqara_motion_e1"
    PURS, ACS, CURS, SPEAKERS = [MPUR, SPUR], [LAC, MAC], [LCUR, MCUR], [HP, XA]

    # ---- lights ------------------------------------------------------------------------------------
    h("客厅灯全给我打开", C("打开", None, "light", q="all", inc=["客厅"]), every(H.lights("living_room"), ON), tags=[HH])
    h("把吸顶灯关了", C("关闭", "吸顶灯", "light"), one([LCEIL], OFF), ctx="living_room", tags=[HH, "kind_word"])
    h("吸顶灯开一下", C("打开", "吸顶灯", "light"), which(H.sel("light", kind=["吸顶灯"]), ON), tags=[HH, "ambiguous"])
    h("Yeelight 吸顶灯调到百分之三十", C("调到", "Yeelight 吸顶灯", "light", params={"brightness_pct": 30}),
      which([LCEIL, SCEIL], ON), tags=[HH, IN, "ambiguous"])
    h("书房的Yeelight吸顶灯亮度调到80", C("调到", "Yeelight 吸顶灯", "light", inc=["书房"], params={"brightness_pct": 80}),
      one([SCEIL], ON, brightness_pct=80), tags=[HH, IN])
    h("把大灯关了吧", C("关闭", "大灯", "light"), one([MCEIL], OFF), tags=[HH])
    h("筒灯都关掉", C("关闭", "筒灯", "light", q="all"), every(H.sel("light", kind=["筒灯"]), OFF), tags=[HH, "kind_word"])
    h("筒灯2开一下", C("打开", "筒灯 2", "light"), one([DL2], ON), tags=[HH, IN])
    h("玄关的筒灯开开", C("打开", "筒灯", "light", inc=["玄关"]), one([ENT_DL], ON), tags=[HH, "kind_word"])
    h("把电视背景灯调成紫色", C("调成", "电视背景灯带", "light", params={"color_name": "purple"}),
      one([STRIP], ON, color_name="purple"), tags=[HH])
    h("电视背景灯带来个彩虹效果", C("调成", "电视背景灯带", "light", params={"effect": "彩虹"}), one([STRIP], ON, effect="彩虹"),
      tags=[HH])
    h("落地灯调暗点儿", C("调暗", "落地灯", "light", params={"brightness_step_pct": -20}),
      one([FLOOR], ON, brightness_step_pct=-20), tags=[HH, REL])
    h("客厅忒暗了", C("打开", None, "light", q="all", inc=["客厅"]), every(H.lights("living_room"), ON), tags=[HH, CP])
    h("餐厅灯给打开", C("打开", None, "light", q="all", inc=["餐厅"]), every(H.lights("dining_room"), ON), tags=[HH])
    h("餐吊灯调成暖光", C("调成", "餐吊灯", "light", params={"color_temp_kelvin": 2700}),
      one([PEND], ON, color_temp_kelvin=2700), tags=[HH])
    h("Yeelight 灯泡换个蓝色", C("调成", "Yeelight 灯泡", "light", params={"color_name": "blue"}),
      one([BULB], ON, color_name="blue"), tags=[HH, IN])
    h("彩光灯泡关了", C("关闭", "彩光灯泡", "light"), one([BULB], OFF), tags=[HH, IN])
    h("床头灯亮度调到百分之十", C("调到", "床头灯", "light", params={"brightness_pct": 10}), one([BED], ON, brightness_pct=10),
      tags=[HH])
    h("挂灯打开", C("打开", "挂灯", "light"), one([BAR], ON), ctx="study", tags=[HH, "kind_word"])
    h("屏幕挂灯开一下", C("打开", "屏幕挂灯", "light"), one([BAR], ON), tags=[HH, J])
    h("screen bar 亮一点", C("调亮", "screen bar", "light", params={"brightness_step_pct": 20}),
      one([BAR], ON, brightness_step_pct=20), ctx="study", tags=[HH, XL, REL])
    h("厨房灯开一下", C("打开", None, "light", q="all", inc=["厨房"]), every(H.lights("kitchen"), ON), tags=[HH, J])
    h("厨房左键关了", C("关闭", "左键", "switch", inc=["厨房"]), one([KL], SW_OFF), tags=[HH, IN])
    h("智能墙壁开关H1右键打开", C("打开", "智能墙壁开关 H1 右键", "switch"), one([KR], SW_ON), tags=[HH, IN])
    h("阳台灯关一下", C("关闭", "阳台灯", "light"), one([BAL], OFF), tags=[HH])
    h("衣帽间灯开开", C("打开", "衣帽间灯", "light"), one([CLK], ON), tags=[HH])
    h("厕所灯关了", C("关闭", None, "light", q="all", inc=["厕所"]), every(H.lights("bathroom"), OFF), tags=[HH])
    h("全家的灯都关了", C("关闭", None, "light", q="all"), every(H.sel("light"), OFF), tags=[HH])
    h("除了主卧，别的灯都给关了", C("关闭", None, "light", q="except", exc=["主卧"]),
      every(H.pick("light", not_areas=["master_bedroom"]), OFF, q="except"), tags=[HH])
    h("灯关了", C("关闭", None, "light", q="all"), every(H.lights("study"), OFF), ctx="study", tags=[HH])
    h("把这屋灯打开", C("打开", None, "light", q="all"), every(H.lights("cloakroom"), ON), ctx="cloakroom", tags=[HH])
    h("这屋灯忒亮了", C("调暗", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.lights("master_bedroom"), ON, brightness_step_pct=-20), ctx="master_bedroom", tags=[HH, CP, REL])
    h("镜前灯开了吗", C("查询", "镜前灯", "light"), one([MIR], None), tags=[HH, Q])
    # ---- air conditioners, floor heating and the radiator valve --------------------------------------
    h("客厅空调给我调到二十五度", C("调到", "空调", "climate", inc=["客厅"], params={"temperature": 25}),
      one([LAC], TEMP_SET, temperature=25), tags=[HH])
    h("空条开开吧", C("打开", "空条", "climate"), one([MAC], HEAT_ON), ctx="master_bedroom", tags=[HH, "misheard"])
    h("空调开开吧", C("打开", "空调", "climate"), one([MAC], HEAT_ON), ctx="master_bedroom", twin=True, tags=[HH])
    h("主卧空调开制冷", C("制冷", "空调", "climate", inc=["主卧"], params={"hvac_mode": "cool"}),
      one([MAC], MODE_SET, hvac_mode="cool"), tags=[HH])
    h("米家空调调高两度", C("调高", "米家空调", "climate", params={"temperature": 28}), one([MAC], TEMP_SET, temperature=28),
      tags=[HH, IN, REL])
    h("客厅空调风速调到最高", C("调到", "空调", "climate", inc=["客厅"], params={"fan_mode": "high"}),
      one([LAC], FMODE, fan_mode="high"), tags=[HH])
    h("空调扫风打开", C("打开扫风", "空调", "climate", params={"swing_mode": "on"}), one([LAC], SWING, swing_mode="on"),
      ctx="living_room", tags=[HH])
    h("俩空调都关了", C("关闭", "空调", "climate", q="all"), every(ACS, AC_OFF), tags=[HH])
    h("把空调关喽", C("关闭", "空调", "climate"), which(ACS, AC_OFF), tags=[HH, "ambiguous"])
    h("空调温度低点儿", C("调低", "空调", "climate"), one([LAC], TEMP_SET), ctx="living_room", tags=[HH, REL])
    h("地暖调到二十二度", C("调到", "地暖", "climate", params={"temperature": 22}), one([FH], TEMP_SET, temperature=22),
      tags=[HH])
    h("地暖太热了", C("调低", "地暖", "climate"), one([FH], TEMP_SET), tags=[HH, CP, REL, J])
    h("地暖关了吧，今儿不冷", C("关闭", "地暖", "climate"), one([FH], AC_OFF), tags=[HH])
    h("暖气太热了，调低点儿", C("调低", "暖气", "climate"), one([TRV], TEMP_SET), ctx="bathroom", tags=[HH, CP, REL, J])
    h("卫生间的温控阀调到20度", C("调到", "温控阀", "climate", inc=["卫生间"], params={"temperature": 20}),
      one([TRV], TEMP_SET, temperature=20), tags=[HH, "kind_word"])
    h("把智能温控阀E1关了", C("关闭", "智能温控阀 E1", "climate"), one([TRV], AC_OFF), tags=[HH, IN])
    h("这屋倍儿冷", C("制热", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every(H.sel("climate", areas=["living_room"], can=hvac("heat")), MODE_SET, hvac_mode="heat"), ctx="living_room",
      tags=[HH, CP])
    h("客厅现在多少度啊", C("查询", None, "sensor", "temperature", inc=["客厅"]), one([LT], None), tags=[HH, Q])
    h("主卧湿度多少", C("查询", None, "sensor", "humidity", inc=["主卧"]), one([MH], None), tags=[HH, Q])
    h("温湿度传感器T1温度多少", C("查询", "温湿度传感器 T1 温度", "sensor", "temperature"), which([LT, MT], None),
      tags=[HH, IN, "ambiguous", Q])
    h("湿度多少了", C("查询", None, "sensor", "humidity"), which([LH, MH], None), tags=[HH, "ambiguous", Q])
    h("湿度多少了", C("查询", None, "sensor", "humidity"), one([LH], None), ctx="living_room", tags=[HH, Q])
    h("客听多少度", C("查询", None, "sensor", "temperature", inc=["客听"]), one([LT], None), tags=[HH, "misheard", Q])
    h("客厅多少度", C("查询", None, "sensor", "temperature", inc=["客厅"]), one([LT], None), twin=True, tags=[HH, Q])
    # ---- humidifier, purifiers, fresh air -------------------------------------------------------------
    h("好干啊", C("打开", None, "humidifier", "humidifier"), one([HUM], "humidifier.turn_on"), ctx="master_bedroom",
      tags=[HH, CP])
    h("加湿器湿度调到55", C("调到", "加湿器", "humidifier", "humidifier", params={"humidity": 55}),
      one([HUM], "humidifier.set_humidity", humidity=55), tags=[HH])
    h("加湿器换成睡眠模式", C("调到", "加湿器", "humidifier", "humidifier", params={"mode": "睡眠"}),
      one([HUM], "humidifier.set_mode", mode="睡眠"), tags=[HH])
    h("把 air purifier 开了", C("打开", "air purifier", "fan"), which(PURS, FAN_ON), tags=[HH, XL, "ambiguous"])
    h("把 air purifier 开了", C("打开", "air purifier", "fan"), one([SPUR], FAN_ON), ctx="study", tags=[HH, XL])
    h("净化器调成睡眠模式", C("调到", "净化器", "fan", params={"preset_mode": "睡眠"}), one([MPUR], PRESET, preset_mode="睡眠"),
      ctx="master_bedroom", tags=[HH, "device_function"])
    h("书房净化器开到最大", C("调到", "净化器", "fan", inc=["书房"], params={"percentage": 100}),
      one([SPUR], PCT, percentage=100), tags=[HH])
    h("书房静化器关了", C("关闭", "静化器", "fan", inc=["书房"]), one([SPUR], FAN_OFF), tags=[HH, "misheard"])
    h("书房净化器关了", C("关闭", "净化器", "fan", inc=["书房"]), one([SPUR], FAN_OFF), twin=True, tags=[HH])
    h("米家空气净化器4 Lite开一下", C("打开", "米家空气净化器 4 Lite", "fan"), which(PURS, FAN_ON),
      tags=[HH, IN, "ambiguous"])
    h("主卧PM2.5多少", C("查询", None, "sensor", "pm25", inc=["主卧"]), one([MPM], None), tags=[HH, Q])
    h("PM2.5现在多少", C("查询", None, "sensor", "pm25"), which([FPM, MPM, SPM], None), tags=[HH, "ambiguous", Q])
    h("新风开睡眠模式", C("调到", "新风", "fan", params={"preset_mode": "睡眠"}), one([FRESH], PRESET, preset_mode="睡眠"),
      tags=[HH])
    h("新风调成外循环", C("调到", "新风", "fan", params={"preset_mode": "外循环"}), one([FRESH], PRESET, preset_mode="外循环"),
      tags=[HH])
    h("新风风量大点儿", C("调高", "新风", "fan"), one([FRESH], "fan.increase_speed"), tags=[HH, REL])
    h("二氧化碳现在多少了", C("查询", None, "sensor", "carbon_dioxide"), one([FCO2], None), tags=[HH, Q])
    h("新峰关一下", C("关闭", "新峰", "fan"), one([FRESH], FAN_OFF), tags=[HH, "misheard"])
    h("新风关一下", C("关闭", "新风", "fan"), one([FRESH], FAN_OFF), twin=True, tags=[HH])
    h("雾霾来了，新风开强劲", C("调到", "新风", "fan", params={"preset_mode": "强劲"}), one([FRESH], PRESET, preset_mode="强劲"),
      tags=[HH, CP])
    h("净化器全开开", C("打开", "净化器", "fan", q="all"), every(PURS, FAN_ON), tags=[HH, "kind_word"])
    # ---- curtains and the clothes airer -----------------------------------------------------------------
    h("窗连给拉上", C("关闭", "窗连", "cover", "curtain"), one([LCUR], CLOSE), ctx="living_room", tags=[HH, "misheard"])
    h("窗帘给拉上", C("关闭", "窗帘", "cover", "curtain"), one([LCUR], CLOSE), ctx="living_room", twin=True, tags=[HH])
    h("主卧窗帘开一半儿", C("调到", "窗帘", "cover", "curtain", inc=["主卧"], params={"position": 50}),
      one([MCUR], POS, position=50), tags=[HH])
    h("所有窗帘都拉开", C("打开", None, "cover", "curtain", q="all"), every(CURS, OPEN), tags=[HH])
    h("把窗帘关上呗", C("关闭", "窗帘", "cover", "curtain"), which(CURS, CLOSE), tags=[HH, "ambiguous"])
    h("窗帘给拉开", C("打开", "窗帘", "cover", "curtain"), one([MCUR], OPEN), ctx="master_bedroom", tags=[HH])
    h("把晾衣架摇下来", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), tags=[HH, J])
    h("晾衣架收上去", C("升起", "晾衣架", "cover"), one([AIRER], OPEN), tags=[HH, J])
    lacks("晾衣架给放到一半儿", C("调到", "晾衣架", "cover", params={"position": 50}), [AIRER], "position", POS, "position",
          tags=[HH])
    h("主卧窗帘给拉到一半儿", C("调到", "主卧窗帘", "cover", "curtain", params={"position": 50}), one([MCUR], POS, position=50),
      twin=True, tags=[HH])
    # ---- the door -----------------------------------------------------------------------------------
    h("入户门锁上没", C("查询", "入户门", "lock"), one([LOCK], None), tags=[HH, Q])
    h("把入户门给锁上", C("上锁", "入户门", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("门锁还有多少电量啊", C("查询", "门锁", "sensor", "battery"), one([LOCKBAT], None), tags=[HH, Q])
    h("门口有人没有", C("查询", "小米智能门铃 3 有人移动", "binary_sensor", "motion"), one([DBM], None), tags=[HH, Q, J])
    h("门口谁呀", C("查询", "小米智能门铃 3", "camera"), one([CAM], None), tags=[HH, Q, J])
    h("给开下门", C("开锁", "门锁", "lock"), one([LOCK], "lock.unlock"), tags=[HH])
    h("卫生间漏水了没", C("查询", None, "binary_sensor", "moisture", inc=["卫生间"]), one([LEAK], None), tags=[HH, Q])
    h("衣帽间有人吗", C("查询", None, "binary_sensor", "motion", inc=["衣帽间"]), one([CLM], None), tags=[HH, Q])
    # ---- the robot, the dishwasher, the washer, the water purifier -----------------------------------------
    h("robot 扫一下", C("开始扫地", "robot", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, XL])
    h("扫地机回去充电吧", C("回充", "扫地机", "vacuum"), one([VAC], "vacuum.return_to_base"), tags=[HH])
    h("石头吸力调到最大", C("调到", "石头", "vacuum", params={"fan_speed": "MAX"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="MAX"), tags=[HH, IN])
    h("扫拖机器人换成仅拖地", C("调到", "扫拖机器人", "select", params={"option": "仅拖地"}), one([MOP], OPT, option="仅拖地"),
      tags=[HH, "device_function"])
    h("扫地机器人先停一下", C("暂停", "扫地机器人", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH])
    h("扫地机嘛呢", C("查询", "扫地机", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("洗碗机洗完了没", C("查询", "洗碗机", "sensor", "enum"), one([DWS], None), tags=[HH, Q, "device_function"])
    h("洗碗机还得多久", C("查询", "洗碗机", "sensor", "duration"), one([DWT], None), tags=[HH, Q, "device_function"])
    h("把洗碗机打开", C("打开", "洗碗机", "switch"), one([DW], SW_ON), tags=[HH, "device_function"])
    h("洗衣机洗完没啊", C("查询", "洗衣机", "sensor", "enum"), one([WST], None), tags=[HH, Q, "device_function"])
    h("洗衣机还剩多长时间啊", C("查询", "洗衣机", "sensor", "duration"), one([WTIME], None), tags=[HH, Q, "device_function"])
    h("洗衣机换成羽绒服模式", C("调到", "洗衣机", "select", params={"option": "羽绒服"}), one([WMODE], OPT, option="羽绒服"),
      tags=[HH, "device_function"])
    h("洗衣机给关了", C("关闭", "洗衣机", "switch"), one([WSW], SW_OFF), tags=[HH, "device_function"])
    h("净水器滤芯还能用多久", C("查询", "净水器 滤芯", "sensor"), which([PP, RO], None), tags=[HH, "ambiguous", Q])
    h("PP棉滤芯还剩多少", C("查询", "PP棉滤芯", "sensor"), one([PP], None), tags=[HH, Q])
    h("RO滤芯寿命还有多少", C("查询", "RO滤芯", "sensor"), one([RO], None), tags=[HH, Q])
    h("净水器出水TDS多少", C("查询", "净水器 出水TDS", "sensor"), one([TDS], None), tags=[HH, Q])
    # ---- the standing desk and the plug --------------------------------------------------------------------
    h("升降桌升到110", C("调到", "升降桌", "number", params={"value": 110}), one([DESK], VALUE, value=110), tags=[HH])
    h("桌子调成站姿", C("按", "站姿", "button"), one([STAND], PRESS), ctx="study", tags=[HH, J])
    h("升降桌切到坐姿", C("按", "升降桌 坐姿", "button"), one([SIT], PRESS), tags=[HH, "device_function"])
    h("桌子现在多高", C("查询", "桌子", "number"), one([DESK], None), ctx="study", tags=[HH, Q])
    h("Wi-Fi插座关了", C("关闭", "Wi-Fi 插座", "switch", "outlet"), one([PLUG], SW_OFF), tags=[HH, IN])
    h("wifi 插座打开", C("打开", "Wi-Fi 插座", "switch", "outlet"), one([PLUG], SW_ON), tags=[HH, IN, XL])
    # ---- TV and speakers ---------------------------------------------------------------------------------
    h("HomePod 放首歌", C("播放", "HomePod", "media_player", "speaker"), one([HP], PLAY), tags=[HH, XL])
    h("HomePod 声音小点儿", C("调低音量", "HomePod", "media_player", "speaker"), one([HP], VDOWN), tags=[HH, XL, REL])
    h("小爱音箱音量调到40", C("调到", "小爱音箱", "media_player", "speaker", params={"volume_level": 0.4}),
      one([XA], VSET, volume_level=0.4), tags=[HH])
    h("电视声儿大点儿", C("调高音量", "电视", "media_player", "tv"), one([TV], VUP), tags=[HH, REL])
    h("电视换到B站", C("切换", "电视", "media_player", "tv", params={"source": "Bilibili"}), one([TV], SRC, source="Bilibili"),
      tags=[HH, J])
    h("把电视关喽", C("关闭", "电视", "media_player", "tv"), one([TV], TV_OFF), tags=[HH])
    h("电视静音", C("静音", "电视", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], MUTE, is_volume_muted=True), tags=[HH])
    h("音箱先停一下", C("暂停", "音箱", "media_player", "speaker"), one([XA], PAUSE), ctx="master_bedroom", tags=[HH])
    h("放首歌听听", C("播放", None, "media_player", "speaker"), which(SPEAKERS, PLAY), tags=[HH, "ambiguous"])
    h("放首歌听听", C("播放", None, "media_player", "speaker"), one([HP], PLAY), ctx="living_room", tags=[HH])
    h("音箱声音调小点", C("调低音量", "音箱", "media_player", "speaker"), which(SPEAKERS, VDOWN), tags=[HH, "ambiguous", REL])
    # ---- scenes, scripts, helpers ------------------------------------------------------------------------
    h("我起床喽", C("执行", "起床", "scene"), one(["scene.get_up"], "scene.turn_on"), tags=[HH, "routine"])
    h("开始上班", C("执行", "上班", "script"), one(["script.start_work"], "script.turn_on"), tags=[HH, "routine"])
    h("下班了下班了", C("执行", "下班回家", "script"), one(["script.back_home"], "script.turn_on"), tags=[HH, "routine", J])
    h("得嘞，准备睡了", C("执行", "睡觉", "scene"), one(["scene.sleep"], "scene.turn_on"), tags=[HH, "routine"])
    h("来个电影模式", C("执行", "电影模式", "scene"), one(["scene.movie_mode"], "scene.turn_on"), tags=[HH, "routine"])
    h("狗子在家呢，把宠物在家打开", C("打开", "宠物在家", "input_boolean"),
      one(["input_boolean.pet_at_home"], "input_boolean.turn_on"), tags=[HH, "routine"])
    h("访客模式甭开了，关了吧", C("关闭", "访客模式", "input_boolean"),
      one(["input_boolean.guest_mode"], "input_boolean.turn_off"), tags=[HH, "routine"])
    h("今儿有客人来，开一下访客模式", C("打开", "访客模式", "input_boolean"),
      one(["input_boolean.guest_mode"], "input_boolean.turn_on"), tags=[HH, "routine"])
    # ---- several at once -----------------------------------------------------------------------------------
    h("电视关了，窗帘也拉上", [C("关闭", "电视", "media_player", "tv"), C("关闭", "窗帘", "cover", "curtain")],
      [one([TV], TV_OFF), one([LCUR], CLOSE)], ctx="living_room", tags=[HH, "multi"])
    h("灯全关了，门也锁上", [C("关闭", None, "light", q="all"), C("上锁", "门", "lock")],
      [every(H.sel("light"), OFF), one([LOCK], "lock.lock")], tags=[HH, "multi"])
    h("空调关了，加湿器打开", [C("关闭", "空调", "climate"), C("打开", "加湿器", "humidifier", "humidifier")],
      [one([MAC], AC_OFF), one([HUM], "humidifier.turn_on")], ctx="master_bedroom", tags=[HH, "multi"])
    h("robot 开始扫，顺便把新风开了", [C("开始扫地", "robot", "vacuum"), C("打开", "新风", "fan")],
      [one([VAC], "vacuum.start"), one([FRESH], FAN_ON)], tags=[HH, "multi", XL])
    h("雾霾来了，俩净化器都开，新风也开到最大", [C("打开", "净化器", "fan", q="all"), C("调到", "新风", "fan", params={"percentage": 100})],
      [every(PURS, FAN_ON), one([FRESH], PCT, percentage=100)], tags=[HH, "multi", CP])
    h("挂灯打开，升降桌升到站姿", [C("打开", "挂灯", "light"), C("按", "升降桌 站姿", "button")],
      [one([BAR], ON), one([STAND], PRESS)], tags=[HH, "multi"])
    # ---- follow-ups -----------------------------------------------------------------------------------------
    h("再调亮点", C("调亮", None, None, ref=True, params={"brightness_step_pct": 20}), one([FLOOR], ON, brightness_step_pct=20),
      hist=["落地灯打开"], tags=[HH, "followup", REL])
    h("那再低一度", C("调低", None, None, ref=True, params={"temperature": 24}), one([LAC], TEMP_SET, temperature=24),
      hist=["客厅空调给我调到二十五度"], tags=[HH, "followup", REL])
    h("书房的也开了", C("打开", "净化器", "fan", inc=["书房"]), one([SPUR], FAN_ON), hist=["把主卧净化器打开"],
      tags=[HH, "followup"])
    h("算了，甭开了", C("关闭", None, None, ref=True), one([TV], TV_OFF), hist=["电视打开"], tags=[HH, "followup"])
    h("那主卧呢", C("查询", None, "sensor", "humidity", inc=["主卧"]), one([MH], None), hist=["客厅湿度多少"],
      tags=[HH, "followup", Q])
    h("声音再小点儿", C("调低音量", None, None, ref=True), one([HP], VDOWN), hist=["HomePod 放首歌"],
      tags=[HH, "followup", REL])
    # ---- things the flat lacks, beside a twin that exists -----------------------------------------------------
    h("油烟机打开", C("打开", "油烟机", "fan"), none(H.sel(kind=["油烟机", "烟机"])), tags=[HH, "absent_kind"])
    h("橱柜灯打开", C("打开", "橱柜灯", "light"), one([CAB], ON), twin=True, tags=[HH])
    h("把浴霸开一下", C("打开", "浴霸", "climate"), none(H.sel(kind=["浴霸"])), tags=[HH, "absent_kind"])
    h("把镜前灯开一下", C("打开", "镜前灯", "light"), one([MIR], ON), twin=True, tags=[HH])
    h("次卧空调打开", C("打开", "空调", "climate", inc=["次卧"]), none(H.sel("climate", areas=["study"], kind=AC_WORDS)),
      tags=[HH, "absent_kind"])
    h("主卧空调打开", C("打开", "空调", "climate", inc=["主卧"]), one([MAC], HEAT_ON), twin=True, tags=[HH])
    h("车库的灯打开", C("打开", None, "light", q="all", inc=["车库"]), none(H.rooms("车库"), "all"), tags=[HH, "absent_room"])
    h("阳台的灯打开吧", C("打开", None, "light", q="all", inc=["阳台"]), every(H.lights("balcony"), ON), twin=True, tags=[HH])
    h("儿童房的灯关了吧", C("关闭", None, "light", q="all", inc=["儿童房"]), none(H.rooms("儿童房"), "all"),
      tags=[HH, "absent_room"])
    h("衣帽间的灯关了吧", C("关闭", None, "light", q="all", inc=["衣帽间"]), every(H.lights("cloakroom"), OFF), twin=True,
      tags=[HH])
    h("除湿机给打开", C("打开", "除湿机", "humidifier", "dehumidifier"), none(H.sel("humidifier", kind_dc=["dehumidifier"])),
      tags=[HH, "absent_kind"])
    h("加湿器给打开", C("打开", "加湿器", "humidifier", "humidifier"), one([HUM], "humidifier.turn_on"), twin=True, tags=[HH])
    h("热水器调到50度", C("调到", "热水器", "water_heater", params={"temperature": 50}), none(H.sel("water_heater")),
      tags=[HH, "absent_kind"])
    h("温控阀调到24度", C("调到", "温控阀", "climate", params={"temperature": 24}), one([TRV], TEMP_SET, temperature=24),
      twin=True, tags=[HH])
    h("冰箱温度多少", C("查询", "冰箱", "sensor", "temperature"), none(H.sel(kind=["冰箱"])), tags=[HH, "absent_kind", Q])
    h("主卧温度多少", C("查询", None, "sensor", "temperature", inc=["主卧"]), one([MT], None), twin=True, tags=[HH, Q])
    h("书房的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["书房"]),
      none(H.sel("cover", areas=["study"], dc="curtain"), "all"), tags=[HH, "absent_kind"])
    h("主卧的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["主卧"]), every([MCUR], CLOSE), twin=True, tags=[HH])
    h("厨房的空气净化器开一下吧", C("打开", "空气净化器", "fan", inc=["厨房"]), none(H.sel("fan", areas=["kitchen"])),
      tags=[HH, "absent_kind"])
    h("书房的空气净化器开一下吧", C("打开", "空气净化器", "fan", inc=["书房"]), one([SPUR], FAN_ON), twin=True, tags=[HH])
    h("餐厅的电视打开吧", C("打开", "电视", "media_player", "tv", inc=["餐厅"]), none(H.sel("media_player", areas=["dining_room"])),
      tags=[HH, "absent_kind"])
    h("客厅的电视打开吧", C("打开", "电视", "media_player", "tv", inc=["客厅"]), one([TV], "media_player.turn_on"), twin=True,
      tags=[HH])
    h("二楼的灯都关了", C("关闭", None, "light", q="all", inc=["二楼"]), none(H.rooms("二楼"), "all"),
      tags=[HH, "absent_room", "floor"])
    h("主卧的灯都关了", C("关闭", None, "light", q="all", inc=["主卧"]), every(H.lights("master_bedroom"), OFF), twin=True,
      tags=[HH])
    h("洗碗机开一下吧", C("打开", "洗碗机", "switch"), one([DW], SW_ON), ctx="study", tags=[HH, "device_function"])
    h("电饭煲开一下吧", C("打开", "电饭煲", None), none(H.sel(kind=["电饭煲"])), tags=[HH, "absent_kind"])
    h("洗衣机开一下吧", C("打开", "洗衣机", "switch"), one([WSW], SW_ON), twin=True, tags=[HH])
    lacks("阳台灯调暗点儿", C("调暗", "阳台灯", "light", params={"brightness_step_pct": -20}), [BAL], "brightness", ON,
          "brightness_step_pct", tags=[HH])
    h("衣帽间灯调暗点儿", C("调暗", "衣帽间灯", "light", params={"brightness_step_pct": -20}),
      one([CLK], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    lacks("镜前灯调成蓝色", C("调成", "镜前灯", "light", params={"color_name": "blue"}), [MIR], "color", ON, "color_name",
          tags=[HH])
    h("床头灯调成蓝色", C("调成", "床头灯", "light", params={"color_name": "blue"}), one([BED], ON, color_name="blue"),
      twin=True, tags=[HH])
    lacks("地暖开制冷", C("制冷", "地暖", "climate", params={"hvac_mode": "cool"}), [FH], "hvac_mode", MODE_SET, "hvac_mode",
          value="cool", check=hvac("cool"), tags=[HH])
    h("客厅空调开制冷", C("制冷", "空调", "climate", inc=["客厅"], params={"hvac_mode": "cool"}),
      one([LAC], MODE_SET, hvac_mode="cool"), twin=True, tags=[HH])
    lacks("新风摇头", C("摇头", "新风", "fan", params={"oscillating": True}), [FRESH], "oscillate", "fan.oscillate",
          "oscillating", tags=[HH])
    h("新风开到百分之五十", C("调到", "新风", "fan", params={"percentage": 50}), one([FRESH], PCT, percentage=50), twin=True,
      tags=[HH])
    # ---- at a satellite, the room decides --------------------------------------------------------------------
    h("净化器打开", C("打开", "净化器", "fan"), one([MPUR], FAN_ON), ctx="master_bedroom", tags=[HH, "device_function"])
    h("吸顶灯调到一半亮度", C("调到", "吸顶灯", "light", params={"brightness_pct": 50}), one([SCEIL], ON, brightness_pct=50),
      ctx="study", tags=[HH, "kind_word"])
    h("空调调成制热", C("制热", "空调", "climate", params={"hvac_mode": "heat"}), one([LAC], MODE_SET, hvac_mode="heat"),
      ctx="living_room", tags=[HH])
    h("这屋多少度", C("查询", None, "sensor", "temperature"), one([MT], None), ctx="master_bedroom", tags=[HH, Q])
    h("把音箱声音开大点儿", C("调高音量", "音箱", "media_player", "speaker"), one([HP], VUP), ctx="living_room",
      tags=[HH, REL])
    h("灯带调成红色", C("调成", "灯带", "light", params={"color_name": "red"}), one([STRIP], ON, color_name="red"),
      ctx="living_room", tags=[HH, "kind_word"])
    h("把灯调暗点儿", C("调暗", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.lights("dining_room"), ON, brightness_step_pct=-20), ctx="dining_room", tags=[HH, REL])
    h("晾衣架降下来吧", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), ctx="balcony", tags=[HH])
    h("有点儿热，空调开一下", C("打开", "空调", "climate"), one([MAC], HEAT_ON), ctx="master_bedroom", tags=[HH])
    h("出去溜达一圈，robot 把家扫了", C("开始扫地", "robot", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, XL])
    h("把挂灯关了，下班了", C("关闭", "挂灯", "light"), one([BAR], OFF), ctx="study", tags=[HH, "kind_word"])
    h("开下客厅的灯", C("打开", None, "light", q="all", inc=["客厅"]), every(H.lights("living_room"), ON), ctx="study",
      tags=[HH])


def household_classes(en: Language) -> None:
    """Round 17 (classes): the classes two fresh homes showed, written on *other* homes and labelled
    from them before any fix. "The air" for a home's thermostat or AC (set, step, asked whether it
    runs, its air too cold: a step up as for an AC "too cold"); a heat / cold complaint or step in a
    room with no climate device of its own in a home with one thermostat (that thermostat,
    ``judgement``), hot outside the living space with a fan there (the fan); a sensor named by the
    question's own words (a "... Leak" moisture sensor, a "... Alarm" binary sensor, a battery
    sensor asked as "charge"); "locked" / "lock" for a door with both a lock and a contact of its
    name; absent heaters and "light the" an absent thing (no_match); one verb over two objects; a
    remark before or after a command (one command)."""
    HH, J, Q, REL, CMP, NM = "household", "judgement", "question", "relative", "complaint", "absent_kind"
    TEMP, HVAC, LOCK, ON, OFF = "climate.set_temperature", "climate.set_hvac_mode", "lock.lock", "light.turn_on", "light.turn_off"
    FAN_ON, OPEN_V = "fan.turn_on", "valve.open_valve"
    th = en.book("townhouse_en")
    T, t = th.home, th.add
    ECO = "climate.ecobee_thermostat"
    t("turn the air down a couple degrees", C("decrease temperature", "air", "climate"), one([ECO], TEMP), ctx="living_room",
      tags=[HH, REL])
    t("set the air to 74", C("set", "air", "climate", params={"temperature": 74}), one([ECO], TEMP, temperature=74), tags=[HH])
    t("is the air running right now", C("check", "air", "climate"), one([ECO], None), tags=[HH, Q])
    t("it's freezing in here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every([ECO], HVAC, hvac_mode="heat"), ctx="leos_room", tags=[HH, CMP, J])
    t("make it a bit warmer in leo's room", C("increase temperature", None, "climate", inc=["Leo's Room"]), one([ECO], TEMP),
      tags=[HH, REL, J])
    t("it's sweltering out on the patio", C("turn on", None, "fan", q="all", inc=["patio"]), every(["fan.patio_fan"], FAN_ON),
      tags=[HH, CMP, J])
    t("is the front door locked yet", C("check", "Front Door", "lock"), one(["lock.yale_front_door_lock"], None), tags=[HH, Q])
    t("lock the front door and the side door", [C("lock", "Front Door", "lock"), C("lock", "Side Door", "lock")],
      [one(["lock.yale_front_door_lock"], LOCK), one(["lock.side_door"], LOCK)], tags=[HH, "multi"])
    t("light the fire pit", C("turn on", "fire pit", None), none(T.sel(kind=["fire", "pit"])), tags=[HH, NM])
    t("light up the string lights", C("turn on", "String Lights", "light"), one(["light.string_lights"], ON), twin=True, tags=[HH])
    t("turn on the pool heater", C("turn on", "pool heater", None), none(T.sel(kind=["pool"])), tags=[HH, NM])
    t("switch the space heater on", C("turn on", "Space Heater", "climate"), one(["switch.space_heater"], "switch.turn_on"),
      twin=True, tags=[HH])
    t("how much charge does the roborock have left", C("check", "Roborock S7 Battery", "sensor", "battery"),
      one(["sensor.roborock_s7_battery"], None), tags=[HH, Q])
    t("is the sump pump leaking at all", C("check", "Sump Pump Leak Sensor", "binary_sensor", "moisture"),
      one(["binary_sensor.sump_pump_leak_sensor"], None), tags=[HH, Q])
    ca = en.book("house_ca_en")
    k = ca.add
    MYE = "climate.my_ecobee"
    k("the air's too cold in the living room", C("increase temperature", "air", "climate", inc=["living room"]), one([MYE], TEMP),
      tags=[HH, REL, J])
    k("it's chilly in noah's room", C("heat", None, "climate", q="all", inc=["Noah's Room"], params={"hvac_mode": "heat"}),
      every([MYE], HVAC, hvac_mode="heat"), tags=[HH, CMP, J])
    k("make it a couple degrees cooler in here", C("decrease temperature", None, "climate"), one([MYE], TEMP), ctx="olivias_room",
      tags=[HH, REL, J])
    k("is the back door locked up", C("check", "Back Door Lock", "lock"), one(["lock.back_door_lock"], None), tags=[HH, Q])
    k("lock the front and the back door", [C("lock", "Front Door Lock", "lock"), C("lock", "Back Door Lock", "lock")],
      [one(["lock.front_door_lock"], LOCK), one(["lock.back_door_lock"], LOCK)], tags=[HH, "multi"])
    k("turn on the patio heater", C("turn on", "patio heater", None), none(ca.home.sel(kind=["patio"])), tags=[HH, NM])
    k("switch the block heater on", C("turn on", "Block Heater", "climate"), one(["switch.block_heater"], "switch.turn_on"),
      twin=True, tags=[HH])
    co = en.book("colonial_us_en")
    o = co.add
    o("water the front lawn and the back lawn", [C("open", "Front Lawn", "valve"), C("open", "Back Lawn", "valve")],
      [one(["valve.front_lawn"], OPEN_V), one(["valve.back_lawn"], OPEN_V)], tags=[HH, "multi"])
    o("is the water heater leaking down there", C("check", "Water Heater Leak", "binary_sensor", "moisture"),
      one(["binary_sensor.water_heater_leak"], None), tags=[HH, Q])
    o("the porch lantern is still on, turn it off", C("turn off", "Porch Lantern", "light"), one(["light.porch_lantern"], OFF),
      tags=[HH])
    tx = en.book("house_tx_en")
    x = tx.add
    x("turn on the fan and the light in the game room", [C("turn on", None, "fan", inc=["game room"]),
      C("turn on", None, "light", inc=["game room"])],
      [one(["fan.game_room_fan"], FAN_ON), one(["light.game_room_fan_light"], ON)], tags=[HH, "multi"])
    x("man it's hot out here on the back porch", C("turn on", None, "fan", q="all", inc=["back porch"]),
      every(["fan.porch_fan"], FAN_ON), tags=[HH, CMP, J])
    x("set the air upstairs to 72", C("set", "air", "climate", inc=["upstairs"], params={"temperature": 72}),
      one(["climate.my_ecobee"], TEMP, temperature=72), tags=[HH, "floor"])
    gl = en.book("flat_gla_en")
    g = gl.add
    g("is our front door locked", C("check", "Front Door", "lock"), one(["lock.front_door"], None), tags=[HH, Q])
    g("go ahead and lock the front door", C("lock", "Front Door", "lock"), one(["lock.front_door"], LOCK), tags=[HH])
    sg = en.book("condo_sg_en")
    s = sg.add
    s("is the main door locked or not", C("check", "Main Door", "lock"), one(["lock.main_door"], None), tags=[HH, Q])
    s("is the washer leaking", C("check", "Washer Leak", "binary_sensor", "moisture"), one(["binary_sensor.washer_leak"], None),
      tags=[HH, Q])
    ie = en.book("house_ie_en")
    i = ie.add
    i("is the damp alarm going off in the box room", C("check", "Damp Alarm", "binary_sensor", "moisture"),
      one(["binary_sensor.damp_alarm"], None), tags=[HH, Q])
    i("put the heating on in the sitting room, I'm frozen after that walk",
      C("turn on", "heating", "climate", inc=["sitting room"]), one(["climate.sitting_room"], "climate.turn_on"), tags=[HH])
    fi = en.book("flat_in_en")
    f = fi.add
    f("how much charge is left in the inverter", C("check", "Inverter Battery", "sensor", "battery"),
      one(["sensor.inverter_battery"], None), tags=[HH, Q])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("we're heading out to the truck, open the garage door", C("open", "Garage Door", "cover"),
      one(["cover.garage_door"], "cover.open_cover"), tags=[HH])
    r("turn on the pool heater", C("turn on", "pool heater", None), none([e for e in ra.home.sel(kind=["pool"]) if "heat" in e]), tags=[HH, NM])
    r("switch the space heater on", C("turn on", "Space Heater", "climate"), one(["switch.space_heater"], "switch.turn_on"),
      twin=True, tags=[HH])
# --------------------------------------------------------------------------------------------
# Round 17: a fresh Chinese household home, written before any fix of that round (issue #13)
# --------------------------------------------------------------------------------------------


def household_gz(zh: Language) -> None:
    """Round 17 (fresh_zh): a three-generation family in Guangzhou none of the earlier rounds saw
    (``house_gz_zh``), written and labelled from the home before the parser ran on it. The
    grandparents speak Cantonese-flavoured Mandarin and some Cantonese (閂燈, 開冷氣, 熄咗, 校高,
    廿六度, 抽濕機), the parents mix in English words (TV, AC, Wi-Fi, mode, high), the boy talks
    like a child; commands, questions, relative changes, complaints of heat, damp (回南天) and
    stuffiness, words a recogniser could mishear, several commands at once, follow-ups, routines,
    things the home lacks and truly ambiguous requests. Every case carries ``fresh17``. A room's
    lights are its ``light`` entities (the altar light and the fish tank pump are plugs); lowering
    the clothes airer closes it (as in ``flat_sh_zh``); "who is at the door" is the doorbell's
    camera and "anybody at the door" its motion sensor (round 16's rule).
    """
    gz = zh.book("house_gz_zh")
    H, g = gz.home, gz.add
    HH, IN, Q, REL, CP, J, MU, FU, RT, FR = ("household", "integration_name", "question", "relative", "complaint",
                                             "judgement", "multi", "followup", "routine", "fresh17")
    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    CL_ON, CL_OFF, FMODE, SWING = "climate.turn_on", "climate.turn_off", "climate.set_fan_mode", "climate.set_swing_mode"
    F_ON, F_OFF, F_PCT, F_OSC, F_PRESET = "fan.turn_on", "fan.turn_off", "fan.set_percentage", "fan.oscillate", "fan.set_preset_mode"
    H_ON, H_SET, H_MODE = "humidifier.turn_on", "humidifier.set_humidity", "humidifier.set_mode"
    WH, POS, STOP = "water_heater.set_temperature", "cover.set_cover_position", "cover.stop_cover"
    LOCK = "lock.lock"
    TV_OFF, VUP, VDOWN, MUTE, PAUSE = ("media_player.turn_off", "media_player.volume_up", "media_player.volume_down",
                                       "media_player.volume_mute", "media_player.media_pause")
    V_OPEN, V_CLOSE = "valve.open_valve", "valve.close_valve"
    TV, SPK = "media_player.xiaomi_tv_s65", "media_player.xiaoai_speaker_pro"
    AC_LR, AC_MB, AC_EL, AC_KD = "climate.gree_cabinet_living", "climate.midea_ac_master", "climate.gree_ac_elder", "climate.midea_ac_kids"
    ALTAR, FISH, KETTLE, RICE = ("switch.xiaomi_plug_3_altar", "switch.xiaomi_plug_3_fish_tank", "switch.xiaomi_plug_3_kettle",
                                 "switch.xiaomi_plug_3_rice_cooker")
    DEHUM, PURIFIER, HOOD, EXHAUST, DCFAN = ("humidifier.midea_dehumidifier", "fan.xiaomi_air_purifier_4_pro", "fan.midea_range_hood",
                                             "fan.master_bath_exhaust", "fan.mijia_dc_fan_1x")
    AIRER, CUR_LR, CUR_MB = "cover.haotaitai_airer", "cover.aqara_curtain_e1_living", "cover.aqara_curtain_e1_master"
    KIDS_LAMP, STUDY_LAMP, STRIP, MAIN = ("light.mijia_desk_lamp_1s_kids", "light.mijia_desk_lamp_1s_study", "light.yeelight_lightstrip",
                                          "light.living_main")
    WASH, WASH_LEFT, DRYER = "sensor.xiaomi_washer_status", "sensor.xiaomi_washer_time_left", "sensor.xiaomi_dryer_status"
    T = [HH, FR]

    # ---- the grandparents: Cantonese-flavoured Mandarin and Cantonese ---------------------------
    g("閂燈", C("关闭", None, "light", q="all"), every(H.lights("elder_room"), OFF), ctx="elder_room", tags=T)
    g("開冷氣", C("调到", None, "climate", params={"hvac_mode": "cool"}), one([AC_EL], MODE_SET, hvac_mode="cool"),
      ctx="elder_room", tags=T)
    g("熄咗個電視", C("关闭", "电视", "media_player", "tv"), one([TV], TV_OFF), ctx="living_room", tags=T)
    g("部洗衣機洗完未", C("查询", "洗衣机", "sensor"), one([WASH], None), tags=T + [Q, J])
    g("冷氣校高兩度", C("调高", None, "climate", params={"temperature": 29}), one([AC_EL], TEMP_SET, temperature=29),
      ctx="elder_room", tags=T + [REL])
    g("開埋個神台燈", C("打开", "神台灯", "switch"), one([ALTAR], SW_ON), ctx="living_room", tags=T)
    g("神台燈熄咗佢", C("关闭", "神台灯", "switch"), one([ALTAR], SW_OFF), tags=T)
    g("幫我開下客廳啲燈", C("打开", None, "light", q="all", inc=["客厅"]), every(H.lights("living_room"), ON), tags=T)
    g("好熱呀，開冷氣啦", C("调到", None, "climate", params={"hvac_mode": "cool"}), one([AC_LR], MODE_SET, hvac_mode="cool"),
      ctx="living_room", tags=T + [CP])
    g("個冷氣啲風太大，校細啲", C("调低", None, "climate"), one([AC_EL], FMODE), ctx="elder_room", tags=T + [REL])
    g("老人房盞燈開咗佢", C("打开", None, "light", q="all", inc=["老人房"]), every(H.lights("elder_room"), ON), tags=T + [J])
    g("晾衫架降落嚟", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), tags=T)
    g("晾衣架升返上去", C("升起", "晾衣架", "cover"), one([AIRER], OPEN), tags=T)
    g("魚缸個泵開咗未", C("查询", "鱼缸水泵", "switch"), one([FISH], None), tags=T + [Q])
    g("熱水器校到四十五度", C("调到", "热水器", "water_heater", params={"temperature": 45}), one(["water_heater.vanward_gas_heater"], WH),
      tags=T)
    g("電飯煲開咗未呀", C("查询", "电饭煲", "switch"), one([RICE], None), tags=T + [Q])
    g("道門鎖好未", C("查询", "门锁", "lock"), one(["lock.aqara_lock_d100"], None), tags=T + [Q])
    g("鎖門", C("上锁", None, "lock"), one(["lock.aqara_lock_d100"], LOCK), ctx="entrance", tags=T)
    g("邊個喺門口", C("查询", "门铃", "camera"), one(["camera.xiaomi_doorbell_3"], None), tags=T + [Q, J])
    g("門口有冇人", C("查询", None, "binary_sensor", "motion", inc=["玄关"]), one(["binary_sensor.xiaomi_doorbell_3_motion"], None),
      tags=T + [Q, J])
    g("天台而家幾多度", C("查询", None, "sensor", "temperature", inc=["天台"]), one(["sensor.roof_th_temperature"], None),
      tags=T + [Q])
    g("幫我淋下天台啲花", C("打开", "水阀", "valve", inc=["天台"]), one(["valve.tuya_water_valve"], V_OPEN), tags=T + [J])
    g("水閥閂咗佢", C("关闭", "水阀", "valve"), one(["valve.tuya_water_valve"], V_CLOSE), tags=T)
    g("開部抽濕機", C("打开", "抽湿机", "humidifier", "dehumidifier"), one([DEHUM], H_ON), tags=T)
    g("回南天呀，成屋濕晒", C("打开", None, "humidifier", "dehumidifier"), one([DEHUM], H_ON), tags=T + [CP])
    g("老人房冷氣開廿六度", C("调到", None, "climate", inc=["老人房"], params={"temperature": 26}),
      one([AC_EL], TEMP_SET, temperature=26), tags=T)
    g("冷氣較到廿五度", C("调到", None, "climate", params={"temperature": 25}), one([AC_EL], TEMP_SET, temperature=25),
      ctx="elder_room", tags=T)
    g("按摩椅開咗佢", C("打开", "按摩椅", "switch"), one(["switch.xiaomi_plug_3_massage_chair"], SW_ON), tags=T)
    g("夜燈開一開", C("打开", "小夜灯", "light"), one(["light.elder_night_light"], ON), ctx="elder_room", tags=T)
    g("冷氣嘅風向上下擺", C("调到", None, "climate", params={"swing_mode": "vertical"}), one([AC_EL], SWING, swing_mode="vertical"),
      ctx="elder_room", tags=T)
    g("部冷氣開咗成日，閂咗佢", C("关闭", None, "climate"), one([AC_LR], CL_OFF), ctx="living_room", tags=T)
    g("廚房燈著咗佢", C("打开", "厨房灯", "light"), one(["light.kitchen_ceiling"], ON), tags=T)
    g("今日好凍呀", C("制热", None, "climate", q="all", params={"hvac_mode": "heat"}), every([AC_EL], MODE_SET, hvac_mode="heat"),
      ctx="elder_room", tags=T + [CP])
    g("啲燈太光啦，暗啲", C("调暗", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["living_room"], can="brightness"), ON, brightness_step_pct=-20), ctx="living_room",
      tags=T + [REL, CP, J])
    g("冷氣凍到震，調高啲", C("调高", None, "climate", params={"temperature": 27}), one([AC_MB], TEMP_SET, temperature=27),
      ctx="master_bedroom", tags=T + [REL, CP])
    g("個電視大聲啲", C("调高音量", "电视", "media_player", "tv"), one([TV], VUP), tags=T + [REL])
    g("細聲啲啦", C("调低音量", None, "media_player"), which([TV, SPK], VDOWN), ctx="living_room", tags=T + [REL, "ambiguous"])
    g("熱水器幾多度", C("查询", "热水器", "water_heater"), one(["water_heater.vanward_gas_heater"], None), tags=T + [Q])

    # ---- the parents: Mandarin with English words ------------------------------------------------
    g("把 TV 关了", C("关闭", "TV", "media_player", "tv"), one([TV], TV_OFF), tags=T)
    g("开一下 Wi-Fi 插座", C("打开", "Wi-Fi 插座", "switch", "outlet"), one(["switch.tuya_wifi_plug_study"], SW_ON), tags=T + [IN])
    g("客厅 AC 调到 25 度", C("调到", "AC", "climate", inc=["客厅"], params={"temperature": 25}), one([AC_LR], TEMP_SET, temperature=25),
      tags=T)
    g("帮我 check 一下门锁了没", C("查询", "门锁", "lock"), one(["lock.aqara_lock_d100"], None), tags=T + [Q])
    g("把 living room 的灯关掉", C("关闭", None, "light", q="all", inc=["客厅"]), every(H.lights("living_room"), OFF), tags=T + [J])
    g("purifier 调到睡眠模式", C("调到", "purifier", "fan", params={"preset_mode": "睡眠"}), one([PURIFIER], F_PRESET, preset_mode="睡眠"),
      tags=T)
    g("净化器开 auto", C("调到", "净化器", "fan", params={"preset_mode": "自动"}), one([PURIFIER], F_PRESET, preset_mode="自动"), tags=T)
    g("把灯带调成 purple", C("调成", "灯带", "light", params={"color_name": "purple"}), one([STRIP], ON, color_name="purple"), tags=T)
    g("灯带换成彩虹 effect", C("调成", "灯带", "light", params={"effect": "彩虹"}), one([STRIP], ON, effect="彩虹"), tags=T)
    g("小爱 volume 调低一点", C("调低音量", "小爱", "media_player", "speaker"), one([SPK], VDOWN), tags=T + [REL])
    g("TV 先 mute 一下", C("静音", "TV", "media_player", "tv", params={"is_volume_muted": True}), one([TV], MUTE, is_volume_muted=True),
      tags=T)
    g("洗衣机还有几分钟", C("查询", "洗衣机 剩余时间", "sensor", "duration"), one([WASH_LEFT], None), tags=T + [Q])
    g("干衣机 done 了没", C("查询", "干衣机", "sensor"), one([DRYER], None), tags=T + [Q])
    g("热水器 set 到 42 度", C("调到", "热水器", "water_heater", params={"temperature": 42}), one(["water_heater.vanward_gas_heater"], WH),
      tags=T)
    g("油烟机开到最大", C("调到", "油烟机", "fan", params={"percentage": 100}), one([HOOD], F_PCT, percentage=100), tags=T)
    g("抽油烟机关掉", C("关闭", "抽油烟机", "fan"), one([HOOD], F_OFF), tags=T)
    g("油烟机的灯打开", C("打开", "油烟机 照明", "light"), one(["light.midea_range_hood_light"], ON), tags=T + ["device_function"])
    g("电饭煲 on 一下", C("打开", "电饭煲", "switch"), one([RICE], SW_ON), tags=T)
    g("烧水壶开一下，我要冲咖啡", C("打开", "烧水壶", "switch"), one([KETTLE], SW_ON), tags=T)
    g("书房 desk lamp 亮度调到 80%", C("调到", "desk lamp", "light", inc=["书房"], params={"brightness_pct": 80}),
      one([STUDY_LAMP], ON, brightness_pct=80), tags=T)
    g("主卧 curtain 拉开", C("打开", "curtain", "cover", "curtain", inc=["主卧"]), one([CUR_MB], OPEN), tags=T)
    g("窗帘拉上", C("关闭", "窗帘", "cover", "curtain"), one([CUR_LR], CLOSE), ctx="living_room", tags=T)
    g("客厅窗帘开到三成", C("调到", "窗帘", "cover", "curtain", inc=["客厅"], params={"position": 30}), one([CUR_LR], POS, position=30),
      tags=T)
    g("主卧空调 mode 换成除湿", C("调到", "空调", "climate", inc=["主卧"], params={"hvac_mode": "dry"}),
      one([AC_MB], MODE_SET, hvac_mode="dry"), tags=T)
    g("空调风速调 high", C("调到", "空调", "climate", params={"fan_mode": "high"}), one([AC_MB], FMODE, fan_mode="high"),
      ctx="master_bedroom", tags=T)
    g("主卧空调开一下 swing", C("调到", "空调", "climate", inc=["主卧"], params={"swing_mode": "both"}), one([AC_MB], SWING), tags=T)
    g("AC 再降两度", C("调低", "AC", "climate", params={"temperature": 24}), one([AC_MB], TEMP_SET, temperature=24),
      ctx="master_bedroom", tags=T + [REL])
    g("dehumidifier 湿度 set 50", C("调到", "dehumidifier", "humidifier", "dehumidifier", params={"humidity": 50}),
      one([DEHUM], H_SET, humidity=50), tags=T)
    g("除湿机换成干衣模式", C("调到", "除湿机", "humidifier", "dehumidifier", params={"mode": "干衣"}), one([DEHUM], H_MODE, mode="干衣"),
      tags=T)
    g("开一下 movie mode", C("执行", "观影", "scene"), one(["scene.movie"], "scene.turn_on"), tags=T + [RT, J])
    g("我们要看电影了", C("执行", "观影", "scene"), one(["scene.movie"], "scene.turn_on"), tags=T + [RT])
    g("bye bye，出门了", C("执行", "离家", "scene"), one(["scene.leave_home"], "scene.turn_on"), tags=T + [RT])
    g("我回来啦", C("执行", "回家", "scene"), one(["scene.go_home"], "scene.turn_on"), tags=T + [RT])
    g("准备睡了", C("执行", "睡觉", "script"), one(["script.sleep"], "script.turn_on"), tags=T + [RT])
    g("开启回南天模式", C("打开", "回南天模式", "input_boolean"), one(["input_boolean.huinantian_mode"], "input_boolean.turn_on"),
      tags=T + [RT])
    g("老人在家关掉", C("关闭", "老人在家", "input_boolean"), one(["input_boolean.grandparents_home"], "input_boolean.turn_off"),
      tags=T + [RT])
    g("PM2.5 现在多少", C("查询", None, "sensor", "pm25"), one(["sensor.xiaomi_air_purifier_4_pro_pm25"], None), tags=T + [Q])
    g("客厅 humidity 多少", C("查询", None, "sensor", "humidity", inc=["客厅"]), one(["sensor.aqara_th_living_humidity"], None),
      tags=T + [Q])
    g("儿童房现在几度", C("查询", None, "sensor", "temperature", inc=["儿童房"]), one(["sensor.aqara_th_kids_temperature"], None),
      tags=T + [Q])
    g("门铃 camera 给我看看", C("查询", "门铃 camera", "camera"), one(["camera.xiaomi_doorbell_3"], None), tags=T + [Q])
    g("门锁电量还剩多少", C("查询", "门锁", "sensor", "battery"), one(["sensor.aqara_lock_d100_battery"], None), tags=T + [Q])
    g("燃气有没有漏", C("查询", None, "binary_sensor", "gas"), one(["binary_sensor.mijia_gas_detector"], None), tags=T + [Q])
    g("餐厅吊灯调暖一点", C("调暖", "餐厅吊灯", "light"), one(["light.dining_pendant"], ON), tags=T + [REL])
    g("客厅大灯亮度调到一半", C("调到", "客厅大灯", "light", params={"brightness_pct": 50}), one([MAIN], ON, brightness_pct=50), tags=T)
    g("大灯调暗一点", C("调暗", "大灯", "light", params={"brightness_step_pct": -20}), one([MAIN], ON, brightness_step_pct=-20),
      ctx="living_room", tags=T + [REL])
    g("筒灯都关了", C("关闭", "筒灯", "light", q="all"), every(["light.aqara_downlight_t1", "light.aqara_downlight_t1_2"], OFF),
      ctx="living_room", tags=T + ["kind_word"])
    g("筒灯三开一下", C("打开", "筒灯 3", "light"), one(["light.aqara_downlight_t1_3"], ON), tags=T + [IN])
    g("镜前灯打开", C("打开", "镜前灯", "light"), one(["light.master_bath_mirror"], ON), ctx="master_bathroom", tags=T)
    g("公卫的灯关掉", C("关闭", None, "light", q="all", inc=["公卫"]), every(H.lights("guest_bathroom"), OFF), tags=T)
    g("排气扇开一开", C("打开", "排气扇", "fan"), one([EXHAUST], F_ON), tags=T)
    g("花园灯打开", C("打开", "花园灯", "light"), one(["light.roof_garden_lights"], ON), tags=T)
    g("天台的灯关了", C("关闭", None, "light", q="all", inc=["天台"]), every(H.lights("roof_garden"), OFF), tags=T)
    g("阳台灯开一下", C("打开", "阳台灯", "light"), one(["light.balcony_light"], ON), tags=T)
    g("晾衣架的灯开一下", C("打开", "晾衣架 照明", "light"), one(["light.haotaitai_airer_light"], ON), tags=T + ["device_function"])
    g("晾衣架降下来，我要收衣服", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), tags=T)
    g("晾衣架先停一下", C("停止", "晾衣架", "cover"), one([AIRER], STOP), tags=T)
    g("落地扇开自然风", C("调到", "落地扇", "fan", params={"preset_mode": "自然风"}), one([DCFAN], F_PRESET, preset_mode="自然风"), tags=T)
    g("风扇摇头", C("摇头", "风扇", "fan", params={"oscillating": True}), one([DCFAN], F_OSC, oscillating=True), ctx="study", tags=T)
    g("风扇开到百分之六十", C("调到", "风扇", "fan", params={"percentage": 60}), one([DCFAN], F_PCT, percentage=60), ctx="study", tags=T)
    g("把 dining room 的吊灯打开", C("打开", "吊灯", "light", inc=["餐厅"]), one(["light.dining_pendant"], ON), tags=T)
    g("玄关的 light 开一下", C("打开", None, "light", q="all", inc=["玄关"]), every(H.lights("entrance"), ON), tags=T)
    g("书房太热了", C("打开", None, "fan", inc=["书房"]), one([DCFAN], F_ON), tags=T + [CP, J])
    g("客厅空调 fan speed 调到 low", C("调到", "空调", "climate", inc=["客厅"], params={"fan_mode": "low"}),
      one([AC_LR], FMODE, fan_mode="low"), tags=T)
    g("客厅冷气风大一点", C("调高", None, "climate", inc=["客厅"]), one([AC_LR], FMODE), tags=T + [REL])
    g("空调调高两度", C("调高", "空调", "climate", params={"temperature": 28}), one([AC_LR], TEMP_SET, temperature=28),
      ctx="living_room", tags=T + [REL])
    g("好闷啊", C("打开", None, "fan"), one([EXHAUST], F_ON), ctx="master_bathroom", tags=T + [CP, J])
    g("客厅太潮了", C("打开", None, "humidifier", "dehumidifier", inc=["客厅"]), one([DEHUM], H_ON), tags=T + [CP])
    g("除湿机湿度调低一点", C("调低", "除湿机", "humidifier", "dehumidifier", params={"humidity": 55}), one([DEHUM], H_SET, humidity=55),
      tags=T + [REL])
    g("客厅现在湿度几多", C("查询", None, "sensor", "humidity", inc=["客厅"]), one(["sensor.aqara_th_living_humidity"], None),
      tags=T + [Q])
    g("主卧现在多少度", C("查询", None, "sensor", "temperature", inc=["主卧"]), one(["sensor.aqara_th_master_temperature"], None),
      tags=T + [Q])
    g("小爱音箱暂停一下", C("暂停", "小爱音箱", "media_player", "speaker"), one([SPK], PAUSE), tags=T)
    g("鱼缸水泵关掉半个钟", C("关闭", "鱼缸水泵", "switch"), one([FISH], SW_OFF), tags=T + [J])

    # ---- the boy -------------------------------------------------------------------------------
    g("我的台灯开一下", C("打开", "台灯", "light"), one([KIDS_LAMP], ON), ctx="kids_room", tags=T)
    g("台灯再亮一点", C("调亮", "台灯", "light", params={"brightness_step_pct": 20}), one([KIDS_LAMP], ON, brightness_step_pct=20),
      ctx="kids_room", tags=T + [REL])
    g("空调开到二十四度", C("调到", "空调", "climate", params={"temperature": 24}), one([AC_KD], TEMP_SET, temperature=24),
      ctx="kids_room", tags=T)
    g("好热啊好热啊", C("制冷", None, "climate", q="all", params={"hvac_mode": "cool"}), every([AC_KD], MODE_SET, hvac_mode="cool"),
      ctx="kids_room", tags=T + [CP])
    g("插座打开", C("打开", "插座", "switch", "outlet"), one(["switch.xiaomi_plug_3_kids"], SW_ON), ctx="kids_room", tags=T)
    g("电视声音大一点", C("调高音量", "电视", "media_player", "tv"), one([TV], VUP), tags=T + [REL])
    g("电视暂停", C("暂停", "电视", "media_player", "tv"), one([TV], PAUSE), tags=T)
    g("我房间的灯关掉", C("关闭", None, "light", q="all"), every(H.lights("kids_room"), OFF), ctx="kids_room", tags=T + [J])
    g("吸顶灯三关掉", C("关闭", "吸顶灯 3", "light"), one(["light.kids_ceiling"], OFF), tags=T + [IN])
    g("我房间现在湿度是多少", C("查询", None, "sensor", "humidity"), one(["sensor.aqara_th_kids_humidity"], None), ctx="kids_room",
      tags=T + [Q])

    # ---- words a recogniser could mishear -------------------------------------------------------
    g("打开鱼缸水饼", C("打开", "鱼缸水泵", "switch"), one([FISH], SW_ON), tags=T)
    g("神台登关一下", C("关闭", "神台灯", "switch"), one([ALTAR], SW_OFF), tags=T)
    g("床头等关掉", C("关闭", "床头灯", "light"), one(["light.master_bedside"], OFF), tags=T)
    g("净化气帮我开一开", C("打开", "净化器", "fan"), one([PURIFIER], F_ON), tags=T)
    g("晾衣价降下来", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), tags=T)
    g("除食机打开", C("打开", "除湿机", "humidifier", "dehumidifier"), one([DEHUM], H_ON), tags=T)
    g("电饭锅开一下", C("打开", "电饭煲", "switch"), one([RICE], SW_ON), tags=T + [J])
    g("烧水胡关掉", C("关闭", "烧水壶", "switch"), one([KETTLE], SW_OFF), tags=T)

    # ---- several at once -------------------------------------------------------------------------
    g("閂咗電視同埋冷氣", [C("关闭", "电视", "media_player", "tv"), C("关闭", None, "climate")],
      [one([TV], TV_OFF), one([AC_LR], CL_OFF)], ctx="living_room", tags=T + [MU])
    g("关掉客厅大灯，再开灯带", [C("关闭", "客厅大灯", "light"), C("打开", "灯带", "light")], [one([MAIN], OFF), one([STRIP], ON)],
      tags=T + [MU])
    g("锁好门，玄关筒灯关掉", [C("上锁", None, "lock"), C("关闭", "玄关筒灯", "light")],
      [one(["lock.aqara_lock_d100"], LOCK), one(["light.entrance_downlight"], OFF)], tags=T + [MU])
    g("油烟机同厨房灯一齐开", [C("打开", "油烟机", "fan"), C("打开", "厨房灯", "light")],
      [one([HOOD], F_ON), one(["light.kitchen_ceiling"], ON)], tags=T + [MU])
    g("窗帘拉开，空调关掉", [C("打开", "窗帘", "cover", "curtain"), C("关闭", "空调", "climate")],
      [one([CUR_MB], OPEN), one([AC_MB], CL_OFF)], ctx="master_bedroom", tags=T + [MU])
    g("热水器调到45度，再开一下排气扇", [C("调到", "热水器", "water_heater", params={"temperature": 45}), C("打开", "排气扇", "fan")],
      [one(["water_heater.vanward_gas_heater"], WH, temperature=45), one([EXHAUST], F_ON)], tags=T + [MU])
    g("电饭煲开咗，水壶都开埋", [C("打开", "电饭煲", "switch"), C("打开", "烧水壶", "switch")], [one([RICE], SW_ON), one([KETTLE], SW_ON)],
      tags=T + [MU])
    g("TV 关了，灯带也关了", [C("关闭", "TV", "media_player", "tv"), C("关闭", "灯带", "light")], [one([TV], TV_OFF), one([STRIP], OFF)],
      tags=T + [MU])

    # ---- follow-ups -------------------------------------------------------------------------------
    g("再调低一度啦", C("调低", None, None, ref=True, params={"temperature": 25}), one([AC_MB], TEMP_SET, temperature=25),
      hist=["主卧空调开到26度"], tags=T + [FU, REL])
    g("调暗少少", C("调暗", None, None, ref=True, params={"brightness_step_pct": -20}), one([KIDS_LAMP], ON, brightness_step_pct=-20),
      hist=["打开儿童房的台灯"], tags=T + [FU, REL])
    g("老人房的也开埋", C("打开", None, "climate", inc=["老人房"]), one([AC_EL], CL_ON), hist=["客厅空调打开"], tags=T + [FU])
    g("再大声啲", C("调高音量", None, None, ref=True), one([SPK], VUP), hist=["小爱音箱声音大一点"], tags=T + [FU, REL])

    # ---- things the home lacks ---------------------------------------------------------------
    g("开地暖", C("打开", "地暖", "climate"), none(H.sel(kind=["地暖"])), tags=T + ["absent_kind"])
    zh.book("villa_zh").add("开一下客厅的地暖", C("打开", "地暖", "climate", inc=["客厅"]), one(["climate.floor_heating_1"], "climate.turn_on"), twin=True, tags=T)
    g("书房空调开一下", C("打开", "空调", "climate", inc=["书房"]), none(H.sel("climate", areas=["study"])), tags=T + ["absent_kind"])
    g("主卧空调开一下", C("打开", "空调", "climate", inc=["主卧"]), one([AC_MB], CL_ON), twin=True, tags=T)
    g("扫地机器人去扫下地", C("开始扫地", "扫地机器人", "vacuum"), none(H.sel("vacuum")), tags=T + ["absent_kind"])
    zh.book("flat_sh_zh").add("扫地机器人去扫下地", C("开始扫地", "扫地机器人", "vacuum"), one(["vacuum.roborock_g10s"], "vacuum.start"), twin=True, tags=T)
    g("车库门关好了没有", C("查询", "车库门", "cover", "garage"), none(H.sel("cover", dc="garage") + H.rooms("车库")),
      tags=T + ["absent_kind", Q])
    zh.book("villa_zh").add("车库门关咗未", C("查询", "车库门", "cover", "garage"), one(["cover.tuya_garage_door"], None), twin=True, tags=T + [Q])
    g("洗碗机开始洗", C("打开", "洗碗机", "switch"), none(H.sel(kind=["洗碗机"])), tags=T + ["absent_kind"])
    g("电饭煲开始煮", C("打开", "电饭煲", "switch"), one([RICE], SW_ON), twin=True, tags=T)
    g("帮我开一下加湿器", C("打开", "加湿器", "humidifier", "humidifier"), none(H.sel("humidifier", kind=["加湿器"], kind_dc=["humidifier"])),
      tags=T + ["absent_kind"])
    g("除湿机开一下", C("打开", "除湿机", "humidifier", "dehumidifier"), one([DEHUM], H_ON), twin=True, tags=T)
    g("主卧的电视开一下", C("打开", "电视", "media_player", "tv", inc=["主卧"]), none(H.sel("media_player", areas=["master_bedroom"])),
      tags=T + ["absent_kind"])
    g("客厅的电视开一下", C("打开", "电视", "media_player", "tv", inc=["客厅"]), one([TV], "media_player.turn_on"), twin=True, tags=T)
    g("老人房窗帘拉埋", C("关闭", None, "cover", "curtain", q="all", inc=["老人房"]), none(H.sel("cover", areas=["elder_room"]), "all"),
      tags=T + ["absent_kind"])
    g("主卧窗帘拉埋", C("关闭", None, "cover", "curtain", q="all", inc=["主卧"]), every([CUR_MB], CLOSE), twin=True, tags=T)
    g("厨房的冷气闩咗", C("关闭", None, "climate", inc=["厨房"]), none(H.sel("climate", areas=["kitchen"])), tags=T + ["absent_kind"])
    g("老人房的冷气闩咗", C("关闭", None, "climate", inc=["老人房"]), one([AC_EL], CL_OFF), twin=True, tags=T)
    g("开一下浴霸", C("打开", "浴霸", "climate"), none(H.sel(kind=["浴霸"])), tags=T + ["absent_kind"])
    g("开一下排气扇", C("打开", "排气扇", "fan"), one([EXHAUST], F_ON), twin=True, tags=T)
    g("二楼的灯全部关掉", C("关闭", None, "light", q="all", inc=["二楼"]), none(H.rooms("二楼"), "all"), tags=T + ["absent_room"])
    g("天台的灯全部关掉", C("关闭", None, "light", q="all", inc=["天台"]), every(H.lights("roof_garden"), OFF), twin=True, tags=T)
    g("书房空气净化器帮我开开", C("打开", "空气净化器", "fan", inc=["书房"]), none(H.sel("fan", areas=["study"], kind=["净化器"])),
      tags=T + ["absent_kind"])
    g("客厅的空气净化器开一下", C("打开", "空气净化器", "fan", inc=["客厅"]), one([PURIFIER], F_ON), twin=True, tags=T)
    g("咖啡机帮我开咗佢", C("打开", "咖啡机", "switch"), none(H.sel(kind=["咖啡机"])), tags=T + ["absent_kind"])
    g("电热水壶开一下", C("打开", "电热水壶", "switch"), one([KETTLE], SW_ON), twin=True, tags=T + [J])
    g("新风机开到最大", C("调到", "新风机", "fan", params={"percentage": 100}), none(H.sel(kind=["新风"])), tags=T + ["absent_kind"])
    g("净化器开到最大档", C("调到", "净化器", "fan", params={"percentage": 100}), one([PURIFIER], F_PCT, percentage=100), twin=True, tags=T)
    g("车房盏灯开咗佢", C("打开", None, "light", q="all", inc=["车房"]), none(H.rooms("车房") + H.rooms("车库"), "all"),
      tags=T + ["absent_room"])
    g("厨房盏灯开咗佢", C("打开", None, "light", q="all", inc=["厨房"]), every(H.lights("kitchen"), ON), twin=True, tags=T)
    gz.lacks("儿童房空调开扫风", C("调到", "空调", "climate", inc=["儿童房"], params={"swing_mode": "both"}), [AC_KD], "swing", SWING,
             "swing_mode", tags=T)
    g("主卧空调开扫风", C("调到", "空调", "climate", inc=["主卧"], params={"swing_mode": "both"}), one([AC_MB], SWING), twin=True, tags=T)
    gz.lacks("餐厅吊灯调成红色", C("调成", "餐厅吊灯", "light", params={"color_name": "red"}), ["light.dining_pendant"], "color", ON,
             "hs_color", tags=T)
    g("床头灯调成红色", C("调成", "床头灯", "light", params={"color_name": "red"}), one(["light.master_bedside"], ON, color_name="red"), twin=True, tags=T)
    gz.lacks("老人房吸顶灯调暗啲", C("调暗", "吸顶灯", "light", inc=["老人房"], params={"brightness_step_pct": -20}),
             ["light.elder_ceiling"], "brightness", ON, "brightness_step_pct", tags=T)
    g("儿童房吸顶灯调暗啲", C("调暗", "吸顶灯", "light", inc=["儿童房"], params={"brightness_step_pct": -20}), one(["light.kids_ceiling"], ON, brightness_step_pct=-20), twin=True, tags=T)

    # ---- truly ambiguous ---------------------------------------------------------------------
    g("米家台灯关掉", C("关闭", "米家台灯", "light"), which([KIDS_LAMP, STUDY_LAMP], OFF), tags=T + ["ambiguous", IN])
    g("窗帘打开", C("打开", "窗帘", "cover", "curtain"), which([CUR_LR, CUR_MB], OPEN), tags=T + ["ambiguous"])
    g("镜前灯帮我开一下", C("打开", "镜前灯", "light"), which(["light.master_bath_mirror", "light.guest_bath_mirror"], ON),
      tags=T + ["ambiguous"])
    g("温度几多", C("查询", None, "sensor", "temperature"), which(H.sel("sensor", dc="temperature"), None), tags=T + ["ambiguous", Q])
    g("空调关掉", C("关闭", "空调", "climate"), which(H.sel("climate"), CL_OFF), tags=T + ["ambiguous"])
    g("开筒灯", C("打开", "筒灯", "light"), which(H.sel("light", kind=["筒灯"]), ON), tags=T + ["ambiguous"])
    g("而家湿度几多", C("查询", None, "sensor", "humidity"), which(H.sel("sensor", dc="humidity"), None), tags=T + ["ambiguous", Q])
    g("台灯调亮一点", C("调亮", "台灯", "light", params={"brightness_step_pct": 20}), which([KIDS_LAMP, STUDY_LAMP], ON),
      tags=T + ["ambiguous", REL])
    g("智能窗帘电机关上", C("关闭", "智能窗帘电机", "cover", "curtain"), which([CUR_LR, CUR_MB], CLOSE), tags=T + ["ambiguous", IN])
    g("冷气校到26度", C("调到", None, "climate", params={"temperature": 26}), which(H.sel("climate"), TEMP_SET),
      tags=T + ["ambiguous"])
    g("温湿度传感器温度多少", C("查询", "温湿度传感器 温度", "sensor", "temperature"),
      which(H.sel("sensor", names=["Aqara 温湿度传感器 温度"]), None), tags=T + ["ambiguous", IN, Q])
    g("美的空调开一下", C("打开", "美的空调", "climate"), one([AC_MB], CL_ON), tags=T + [IN, J])



def household_mcr(en: Language) -> None:
    """Round 18 (blind_en): a 1930s semi in Manchester with a loft conversion none of the earlier
    rounds saw (``semi_mcr_en``), written and labelled from the home before the parser ran on it,
    as the round's blind measure: two parents, Ellie (14), Alfie (8) and a gran who stays over,
    in north-west British English as a family says it ("put the telly on", "the big light", "it's
    freezing in here", "put the kettle on", "mum said", "can you do the landing light", "the box
    room", "the front room"), a Hive thermostat named 'Heating' on a combi boiler with radiator
    valves named after the bedrooms, Hue bulbs left with their default names, a washing machine
    known by its SmartThings state sensors, a kettle, a tumble dryer and the kids' gaming PC on
    plugs, a Ring doorbell and alarm, a garage door, two locks, relative changes, complaints,
    several commands at once, follow-ups, misheard words, absent things and truly ambiguous
    requests. Every case carries ``fresh18``.
    """
    mcr = en.book("semi_mcr_en")
    H = mcr.home
    HH, IN, Q, REL, CP, J, BR, F18 = ("household", "integration_name", "question", "relative", "complaint",
                                      "judgement", "british", "fresh18")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F18]
        mcr.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F18]
        mcr.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    HVAC, PRESET, CL_ON, CL_OFF = "climate.set_hvac_mode", "climate.set_preset_mode", "climate.turn_on", "climate.turn_off"
    LOCK, UNLOCK = "lock.lock", "lock.unlock"
    MP_ON, MP_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, MUTE, VSET = ("media_player.volume_up", "media_player.volume_down", "media_player.volume_mute",
                              "media_player.volume_set")
    PLAY, PAUSE = "media_player.media_play", "media_player.media_pause"
    SCRIPT, SCENE, IB_ON, IB_OFF = "script.turn_on", "scene.turn_on", "input_boolean.turn_on", "input_boolean.turn_off"
    ARM_AWAY, ARM_HOME, DISARM = ("alarm_control_panel.alarm_arm_away", "alarm_control_panel.alarm_arm_home",
                                  "alarm_control_panel.alarm_disarm")
    FAN_ON, FAN_OFF = "fan.turn_on", "fan.turn_off"
    THERM, FBV, BBV, BOXV = "climate.heating", "climate.front_bedroom", "climate.back_bedroom", "climate.box_room"
    TRVS = [FBV, BBV, BOXV]
    HALL, FRC, HCL2, DINL, KITL, UCL, HCL1, GARL, HAL1, BEDL, HWL1, HWL2, ELL, GOVEE, BOXL, NIGHT, GRANL, BATHL = (
        "light.hall_light", "light.front_room_ceiling", "light.hue_color_lamp_2", "light.dining_room_light",
        "light.kitchen_lights", "light.under_cupboard_lights", "light.hue_color_lamp_1", "light.garage_light",
        "light.hue_ambiance_lamp_1", "light.bedroom_light", "light.hue_white_lamp_1", "light.hue_white_lamp_2",
        "light.ellie_s_light", "light.govee_lights", "light.box_room_light", "light.night_light", "light.gran_s_lamp",
        "light.bathroom_light")
    KETTLE, CHEAT, DRYER, FESTOON, PC, BLANKET, RAIL = (
        "switch.kettle", "switch.conservatory_heater", "switch.tumble_dryer", "switch.festoon_lights", "switch.gaming_pc",
        "switch.electric_blanket", "switch.towel_rail")
    TV, SONOS, HUB, ELLSPK = ("media_player.samsung_q60_series_55", "media_player.front_room", "media_player.kitchen_display",
                              "media_player.ellie_s_room")
    FD, BD, CAM, DING, ALARM, GCAM, GMOT, GARAGE = (
        "lock.front_door", "lock.back_door", "camera.front_door", "binary_sensor.front_door_ding",
        "alarm_control_panel.ring_alarm", "camera.back_garden",
        "binary_sensor.back_garden_motion", "cover.garage_door")
    WM_STATE, WM_JOB, WM_DONE, WM_DOOR = ("sensor.washing_machine_machine_state", "sensor.washing_machine_job_state",
                                          "sensor.washing_machine_completion_time", "binary_sensor.washing_machine_door")
    DRYPOW, PCPOW, SMOKE, LANDMOT = ("sensor.tumble_dryer_current_power", "sensor.gaming_pc_current_power",
                                     "binary_sensor.smoke_alarm", "binary_sensor.landing_motion")
    EXT = "fan.extractor"

    # ---- lights -------------------------------------------------------------------------------------
    h("turn the big light off, it's doing my head in", C("turn off", "big light", "light"), one([FRC], OFF), ctx="front_room",
      tags=[HH, BR, J])
    h("can you do the landing light", C("turn on", None, "light", q="all", inc=["landing"]), every([HAL1], ON),
      tags=[HH, BR, J])
    h("landing light off now everyone's in bed", C("turn off", None, "light", q="all", inc=["landing"]), every([HAL1], OFF),
      tags=[HH, BR])
    h("put the big light on in the kitchen", C("turn on", "big light", "light", inc=["kitchen"]), one([KITL], ON),
      tags=[HH, BR, J])
    h("switch the under cupboard lights on", C("turn on", "Under Cupboard Lights", "light"), one([UCL], ON), tags=[HH])
    h("hue color lamp 2 on please", C("turn on", "Hue color lamp 2", "light"), one([HCL2], ON), tags=[HH, IN])
    h("make hue colour lamp 1 a nice orange", C("set color", "Hue colour lamp 1", "light", params={"color_name": "orange"}),
      one([HCL1], ON, color_name="orange"), tags=[HH, IN, BR])
    h("turn off hue ambiance lamp 1", C("turn off", "Hue ambiance lamp 1", "light"), one([HAL1], OFF), tags=[HH, IN])
    h("hue white lamp 2 down to 20 percent", C("set brightness", "Hue white lamp 2", "light", params={"brightness_pct": 20}),
      one([HWL2], ON, brightness_pct=20), tags=[HH, IN])
    h("put my govee lights on rainbow", C("set effect", "Govee Lights", "light", params={"effect": "Rainbow"}),
      one([GOVEE], ON, effect="Rainbow"), ctx="ellies_room", tags=[HH, IN])
    h("make the govee lights pink", C("set color", "Govee Lights", "light", params={"color_name": "pink"}),
      one([GOVEE], ON, color_name="pink"), tags=[HH, IN])
    h("turn Alfie's night light on", C("turn on", "Night Light", "light", inc=["Alfie's Room"]), one([NIGHT], ON), tags=[HH])
    h("night light blue for Alfie", C("set color", "Night Light", "light", params={"color_name": "blue"}),
      one([NIGHT], ON, color_name="blue"), tags=[HH])
    h("switch gran's lamp on for her", C("turn on", "Gran's Lamp", "light"), one([GRANL], ON), tags=[HH])
    h("dim the dining room light a touch", C("dim", "Dining Room Light", "light", params={"brightness_step_pct": -20}),
      one([DINL], ON, brightness_step_pct=-20), tags=[HH, REL, BR])
    h("garage light on, I'm getting the bikes out", C("turn on", "Garage Light", "light"), one([GARL], ON), tags=[HH])
    h("turn all the lights off downstairs", C("turn off", None, "light", q="all", inc=["downstairs"]),
      every(H.sel("light", floors=["ground_floor"]), OFF), tags=[HH, "floor"])
    h("every light upstairs off please", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.sel("light", floors=["first_floor"]), OFF), tags=[HH, "floor"])
    h("lights on in the conservatory", C("turn on", None, "light", q="all", inc=["conservatory"]),
      every(H.lights("conservatory"), ON), tags=[HH])
    h("make the front room lights a bit brighter", C("brighten", None, "light", q="all", inc=["front room"],
      params={"brightness_step_pct": 20}), every(H.sel("light", areas=["front_room"], can="brightness"), ON,
      brightness_step_pct=20), tags=[HH, REL])
    h("turn the bedroom light off", C("turn off", "Bedroom Light", "light"), one([BEDL], OFF), tags=[HH])
    h("ellie's light warm white please", C("set color temperature", "Ellie's Light", "light",
      params={"color_temp_kelvin": 2700}), one([ELL], ON, color_temp_kelvin=2700), tags=[HH])
    h("hall light on, I can't see a thing", C("turn on", "Hall Light", "light"), one([HALL], ON), tags=[HH, CP])
    h("it's like a cave in here", C("turn on", None, "light", q="all"), every(H.lights("dining_room"), ON),
      ctx="dining_room", tags=[HH, CP, BR])
    h("the lamp's too bright for telly", C("dim", "lamp", "light", params={"brightness_step_pct": -20}),
      one([HCL2], ON, brightness_step_pct=-20), ctx="front_room", tags=[HH, CP, REL, J])
    h("put the festoon lights on in the garden", C("turn on", "Festoon Lights", "switch", inc=["garden"]),
      one([FESTOON], SW_ON), tags=[HH])
    h("turn the box room light off, Alfie's asleep", C("turn off", "Box Room Light", "light"), one([BOXL], OFF), tags=[HH])
    # ---- heating ------------------------------------------------------------------------------------
    h("it's absolutely freezing in here", C("heat", None, "climate", params={"hvac_mode": "heat"}), one([BOXV], HVAC, hvac_mode="heat"),
      ctx="box_room", tags=[HH, CP, BR])
    h("mum said turn the heating up", C("increase temperature", "heating", "climate"), one([THERM], TEMP),
      tags=[HH, REL, BR])
    h("stick the heating on for an hour", C("turn on", "heating", "climate"), one([THERM], CL_ON), tags=[HH, BR])
    h("put the heating up to 21", C("set", "heating", "climate", params={"temperature": 21}),
      one([THERM], TEMP, temperature=21), tags=[HH, BR])
    h("boost the heating, gran's cold", C("set preset", "heating", "climate", params={"preset_mode": "boost"}),
      one([THERM], PRESET, preset_mode="boost"), tags=[HH, BR])
    h("what's the heating set at", C("check", "heating", "climate"), one([THERM], None), tags=[HH, Q])
    h("is the heating actually on or what", C("check", "heating", "climate"), one([THERM], None), tags=[HH, Q, BR])
    h("turn the heating off, we're going out", C("turn off", "heating", "climate"), one([THERM], CL_OFF), tags=[HH])
    h("heating down a degree or two", C("decrease temperature", "heating", "climate"), one([THERM], TEMP), tags=[HH, REL])
    h("turn the radiator up in the box room", C("increase temperature", "radiator", "climate", inc=["box room"]),
      one([BOXV], TEMP), tags=[HH, REL, BR])
    h("set the back bedroom to 19", C("set", "Back Bedroom", "climate", params={"temperature": 19}),
      one([BBV], TEMP, temperature=19), tags=[HH, J])
    h("how warm is Ellie's room", C("check", None, "climate", inc=["Ellie's Room"]), one([BBV], None), tags=[HH, Q])
    h("turn the radiator off in our room", C("turn off", "radiator", "climate", inc=["our room"]), one([FBV], CL_OFF),
      tags=[HH])
    h("I'm boiling, turn my radiator down", C("decrease temperature", "radiator", "climate"), one([BBV], TEMP),
      ctx="ellies_room", tags=[HH, CP, REL])
    h("front bedroom radiator on boost", C("set preset", "Front Bedroom", "climate", params={"preset_mode": "boost"}),
      one([FBV], PRESET, preset_mode="boost"), tags=[HH])
    h("put the heating on auto", C("set mode", "heating", "climate", params={"hvac_mode": "auto"}),
      one([THERM], HVAC, hvac_mode="auto"), tags=[HH])
    h("bit nippy in here, warm it up", C("increase temperature", None, "climate"), one([FBV], TEMP),
      ctx="mum_and_dads_room", tags=[HH, CP, REL, BR])
    h("how cold is it in the hall", C("check", None, "climate", inc=["hall"]), one([THERM], None), tags=[HH, Q])
    h("conservatory heater on, it's baltic out here", C("turn on", "Conservatory Heater", "switch"), one([CHEAT], SW_ON),
      ctx="conservatory", tags=[HH, CP, BR])
    h("gran's electric blanket on please", C("turn on", "Electric Blanket", "switch"), one([BLANKET], SW_ON), tags=[HH])
    h("is gran's blanket still on", C("check", "Electric Blanket", "switch"), one([BLANKET], None), tags=[HH, Q])
    h("towel rail on before my bath", C("turn on", "Towel Rail", "switch"), one([RAIL], SW_ON), ctx="bathroom", tags=[HH])
    # ---- kitchen, washing and plugs ---------------------------------------------------------------------
    h("put the kettle on, would you", C("turn on", "Kettle", "switch"), one([KETTLE], SW_ON), ctx="kitchen", tags=[HH, BR])
    h("kettle on love", C("turn on", "Kettle", "switch"), one([KETTLE], SW_ON), ctx="front_room", tags=[HH, BR])
    h("did I leave the kettle on", C("check", "Kettle", "switch"), one([KETTLE], None), tags=[HH, Q])
    h("is the washing done yet", C("check", "Washing Machine Machine state", "sensor"), one([WM_STATE], None),
      tags=[HH, Q, J])
    h("when's the washing machine gonna finish", C("check", "Washing Machine Completion time", "sensor", "timestamp"),
      one([WM_DONE], None), tags=[HH, Q])
    h("what's the washer on now, is it spinning", C("check", "Washing Machine Job state", "sensor"), one([WM_JOB], None),
      tags=[HH, Q, J])
    h("is the washing machine door open", C("check", "Washing Machine Door", "binary_sensor", "door"), one([WM_DOOR], None),
      tags=[HH, Q])
    h("turn the tumble dryer off at the plug", C("turn off", "Tumble Dryer", "switch"), one([DRYER], SW_OFF), tags=[HH])
    h("is the tumble dryer still going", C("check", "Tumble Dryer", "switch"), one([DRYER], None), tags=[HH, Q])
    h("how much is the tumble dryer using", C("check", "Tumble Dryer Current power", "sensor", "power"), one([DRYPOW], None),
      tags=[HH, Q])
    h("switch the gaming pc off, it's school tomorrow", C("turn off", "Gaming PC", "switch"), one([PC], SW_OFF), ctx="landing", tags=[HH])
    h("is ellie still on her computer", C("check", "Gaming PC", "switch"), one([PC], None), tags=[HH, Q, J])
    h("how much power is the gaming pc pulling", C("check", "Gaming PC Current power", "sensor", "power"), one([PCPOW], None),
      tags=[HH, Q])
    # ---- telly and music ------------------------------------------------------------------------------
    h("can you put the telly on", C("turn on", "telly", "media_player", "tv"), one([TV], MP_ON), tags=[HH, BR])
    h("telly off, bed", C("turn off", "telly", "media_player", "tv"), one([TV], MP_OFF), ctx="front_room", tags=[HH, BR])
    h("turn the telly down, I'm on the phone", C("volume down", "telly", "media_player", "tv"), one([TV], VDOWN),
      tags=[HH, REL, BR])
    h("put the telly on hdmi2 for the playstation", C("select source", "telly", "media_player", "tv",
      params={"source": "HDMI2"}), one([TV], SRC, source="HDMI2"), tags=[HH])
    h("mute the samsung", C("mute", "Samsung", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], MUTE, is_volume_muted=True), tags=[HH, IN])
    h("turn the sonos up", C("volume up", "Sonos", "media_player", "speaker"), which([SONOS, ELLSPK], VUP),
      tags=[HH, IN, "ambiguous", REL])
    h("pause the music in the front room", C("pause", None, "media_player", inc=["front room"]), one([SONOS], PAUSE),
      tags=[HH])
    h("put some music on in the kitchen", C("play", None, "media_player", inc=["kitchen"]), one([HUB], PLAY), tags=[HH])
    h("turn my music down mum's shouting", C("volume down", None, "media_player"), one([ELLSPK], VDOWN), ctx="ellies_room",
      tags=[HH, REL, CP])
    h("sonos to 30 percent", C("set volume", "Sonos", "media_player", "speaker", params={"volume_level": 0.3}),
      which([SONOS, ELLSPK], VSET), tags=[HH, IN, "ambiguous"])
    h("pause the music a minute", C("pause", None, "media_player"), one([HUB], PAUSE), ctx="kitchen", tags=[HH])
    # ---- doors, cameras, alarm, garage ---------------------------------------------------------------------
    h("is the back door locked or not", C("check", "Back Door", "lock"), one([BD], None), tags=[HH, Q])
    h("lock the back door will you", C("lock", "Back Door", "lock"), one([BD], LOCK), tags=[HH, BR])
    h("have we locked the front door", C("check", "Front Door", "lock"), one([FD], None), tags=[HH, Q])
    h("unlock the front door, gran's here", C("unlock", "Front Door", "lock"), one([FD], UNLOCK), tags=[HH])
    h("who's that knocking at the front door", C("check", "Front Door", "camera"), one([CAM], None), tags=[HH, Q, J])
    h("did somebody ring the bell", C("check", "Front Door Ding", "binary_sensor"), one([DING], None), tags=[HH, Q, J])
    h("show us the back garden camera", C("check", "Back Garden", "camera"), one([GCAM], None), tags=[HH, Q, BR])
    h("is anything moving in the garden", C("check", "Back Garden Motion", "binary_sensor", "motion"), one([GMOT], None),
      tags=[HH, Q])
    h("set the alarm, we're off out", C("arm away", "alarm", "alarm_control_panel"), one([ALARM], ARM_AWAY), tags=[HH, BR])
    h("put the ring alarm on home", C("arm home", "Ring Alarm", "alarm_control_panel"), one([ALARM], ARM_HOME),
      tags=[HH, IN])
    h("turn the alarm off, it's only me", C("disarm", "alarm", "alarm_control_panel"), one([ALARM], DISARM), tags=[HH])
    h("is the alarm set", C("check", "alarm", "alarm_control_panel"), one([ALARM], None), tags=[HH, Q])
    h("open the garage for your dad", C("open", "Garage Door", "cover", "garage"), one([GARAGE], OPEN), ctx="hall", tags=[HH])
    h("shut the garage door behind me", C("close", "Garage Door", "cover", "garage"), one([GARAGE], CLOSE), tags=[HH])
    h("has someone left the garage open", C("check", "Garage Door", "cover", "garage"), one([GARAGE], None), tags=[HH, Q])
    h("is that the smoke alarm going off", C("check", "Smoke Alarm", "binary_sensor", "smoke"), one([SMOKE], None), tags=[HH, Q])
    h("has anyone been on the landing", C("check", "Landing Motion", "binary_sensor", "motion"), one([LANDMOT], None),
      tags=[HH, Q])
    h("extractor on, the mirror's all steamed up", C("turn on", "Extractor", "fan"), one([EXT], FAN_ON), ctx="bathroom",
      tags=[HH, CP])
    h("turn the extractor off", C("turn off", "Extractor", "fan"), one([EXT], FAN_OFF), tags=[HH])
    # ---- routines and helpers ----------------------------------------------------------------------------
    h("start the school run routine", C("run", "School Run", "script"), one(["script.school_run"], SCRIPT), tags=[HH, "routine"])
    h("it's film night tonight", C("activate", "Film Night", "scene"), one(["scene.film_night"], SCENE), tags=[HH, "routine"])
    h("tea time lights please", C("activate", "Tea Time", "scene"), one(["scene.tea_time"], SCENE), tags=[HH, "routine", J])
    h("do the bedtime thing", C("run", "Bedtime", "script"), one(["script.bedtime"], SCRIPT), tags=[HH, "routine"])
    h("is it bins day", C("check", "Bins Day", "input_boolean"), one(["input_boolean.bins_day"], None), ctx="kitchen", tags=[HH, Q])
    h("bins are out, turn bins day off", C("turn off", "Bins Day", "input_boolean"),
      one(["input_boolean.bins_day"], IB_OFF), tags=[HH, "routine"])
    h("gran's stopping over tonight", C("turn on", "Gran Staying", "input_boolean"),
      one(["input_boolean.gran_staying"], IB_ON), tags=[HH, "routine", J])
    h("gran's gone home, switch gran staying off", C("turn off", "Gran Staying", "input_boolean"),
      one(["input_boolean.gran_staying"], IB_OFF), tags=[HH, "routine"])
    # ---- several at once ---------------------------------------------------------------------------------
    h("telly off and big light off", [C("turn off", "telly", "media_player", "tv"), C("turn off", "big light", "light")],
      [one([TV], MP_OFF), one([FRC], OFF)], ctx="front_room", tags=[HH, "multi", BR])
    h("lock the back door and put the alarm on", [C("lock", "Back Door", "lock"),
      C("arm away", "alarm", "alarm_control_panel")], [one([BD], LOCK), one([ALARM], ARM_AWAY)], tags=[HH, "multi", J])
    h("kettle on and the kitchen lights", [C("turn on", "Kettle", "switch"), C("turn on", "Kitchen Lights", "light")],
      [one([KETTLE], SW_ON), one([KITL], ON)], tags=[HH, "multi"])
    h("turn the heating up and close the garage", [C("increase temperature", "heating", "climate"),
      C("close", "Garage Door", "cover", "garage")], [one([THERM], TEMP), one([GARAGE], CLOSE)], tags=[HH, "multi", REL])
    h("switch off the gaming pc and Ellie's light", [C("turn off", "Gaming PC", "switch"), C("turn off", "Ellie's Light", "light")],
      [one([PC], SW_OFF), one([ELL], OFF)], tags=[HH, "multi"])
    h("lights off downstairs and lock the front door", [C("turn off", None, "light", q="all", inc=["downstairs"]),
      C("lock", "Front Door", "lock")], [every(H.sel("light", floors=["ground_floor"]), OFF), one([FD], LOCK)],
      tags=[HH, "multi", "floor"])
    h("night light on and big light off for Alfie", [C("turn on", "Night Light", "light"),
      C("turn off", "big light", "light")], [one([NIGHT], ON), one([BOXL], OFF)], ctx="box_room", tags=[HH, "multi", J])
    # ---- follow-ups ---------------------------------------------------------------------------------------
    h("and the back one", C("lock", "Back Door", "lock"), one([BD], LOCK), hist=["lock the front door"],
      tags=[HH, "followup", J])
    h("go on, bit more", C("increase temperature", None, None, ref=True), one([THERM], TEMP),
      hist=["mum said turn the heating up"], tags=[HH, "followup", REL])
    h("actually make it 20", C("set", None, None, ref=True, params={"temperature": 20}), one([BBV], TEMP, temperature=20),
      hist=["set the back bedroom to 19"], tags=[HH, "followup"])
    h("and turn it off", C("turn off", None, None, ref=True), one([DRYER], SW_OFF), hist=["is the tumble dryer still going"],
      tags=[HH, "followup"])
    h("same in the dining room", C("turn off", None, "light", q="all", inc=["dining room"]), every(H.lights("dining_room"), OFF),
      hist=["turn the kitchen lights off"], tags=[HH, "followup"])
    h("louder, I can't hear it", C("volume up", None, None, ref=True), one([TV], VUP), hist=["can you put the telly on"],
      tags=[HH, "followup", REL])
    h("ok shut it then", C("close", None, None, ref=True), one([GARAGE], CLOSE), hist=["has someone left the garage open"],
      tags=[HH, "followup"])
    # ---- absent things, beside twins that exist -----------------------------------------------------------
    h("boost the hot water for a shower", C("turn on", "hot water", None), none(H.sel(kind=["hot water", "immersion", "water heater"])),
      tags=[HH, "absent_kind", BR, J])
    h("boost the heating for a bit", C("set preset", "heating", "climate", params={"preset_mode": "boost"}),
      one([THERM], PRESET, preset_mode="boost"), twin=True, tags=[HH])
    h("put the dishwasher on", C("turn on", "dishwasher", None), none(H.sel(kind=["dishwasher"])), tags=[HH, "absent_kind"])
    h("put the tumble dryer on for the towels", C("turn on", "Tumble Dryer", "switch"), one([DRYER], SW_ON), twin=True, tags=[HH])
    h("turn the oven on to 180", C("turn on", "oven", None, params={"temperature": 180}), none(H.sel(kind=["oven"])),
      tags=[HH, "absent_kind"])
    h("turn the kettle on then", C("turn on", "Kettle", "switch"), one([KETTLE], SW_ON), twin=True, tags=[HH])
    h("turn the telly on in Ellie's room", C("turn on", "telly", "media_player", "tv", inc=["Ellie's Room"]),
      none(H.sel("media_player", areas=["ellies_room"], dc="tv")), tags=[HH, "absent_kind", BR])
    h("turn the telly on in the front room", C("turn on", "telly", "media_player", "tv", inc=["front room"]), one([TV], MP_ON),
      twin=True, tags=[HH, BR])
    h("lights on down the cellar", C("turn on", None, "light", q="all", inc=["cellar"]), none(H.rooms("cellar"), "all"),
      tags=[HH, "absent_room"])
    h("lights on in the garage", C("turn on", None, "light", q="all", inc=["garage"]), every(H.lights("garage"), ON),
      twin=True, tags=[HH])
    h("turn the shed light on", C("turn on", None, "light", q="all", inc=["shed"]), none(H.rooms("shed"), "all"),
      tags=[HH, "absent_room"])
    h("turn the garage light on", C("turn on", "Garage Light", "light"), one([GARL], ON), twin=True, tags=[HH])
    h("turn the utility room light off", C("turn off", None, "light", q="all", inc=["utility room"]),
      none(H.rooms("utility room"), "all"), tags=[HH, "absent_room"])
    h("turn the dining room light off", C("turn off", "Dining Room Light", "light"), one([DINL], OFF), twin=True, tags=[HH])
    h("is the robot hoover charged", C("check", "robot hoover", "vacuum"), none(H.sel("vacuum")), tags=[HH, "absent_kind", Q])
    h("is the towel rail on", C("check", "Towel Rail", "switch"), one([RAIL], None), twin=True, tags=[HH, Q])
    h("put the fan on in Ellie's room", C("turn on", "fan", "fan", inc=["Ellie's Room"]), none(H.sel("fan", areas=["ellies_room"])),
      tags=[HH, "absent_kind"])
    h("put the fan on in the bathroom", C("turn on", "fan", "fan", inc=["bathroom"]), one([EXT], FAN_ON), twin=True,
      tags=[HH, J])
    h("close the curtains in the front room", C("close", "curtains", "cover", "curtain", inc=["front room"]),
      none(H.sel("cover", areas=["front_room"])), tags=[HH, "absent_kind"])
    h("close the garage door now", C("close", "Garage Door", "cover", "garage"), one([GARAGE], CLOSE), twin=True, tags=[HH])
    h("lock the garage", C("lock", "garage", "lock"), none(H.sel("lock", kind=["garage"])), tags=[HH, "absent_kind", J])
    h("lock the back door then", C("lock", "Back Door", "lock"), one([BD], LOCK), twin=True, tags=[HH])
    h("turn the radiator up in gran's room", C("increase temperature", "radiator", "climate", inc=["Gran's Room"]),
      none(H.sel("climate", areas=["grans_room"])), tags=[HH, "absent_kind", REL])
    h("turn the radiator up in Alfie's room", C("increase temperature", "radiator", "climate", inc=["Alfie's Room"]),
      one([BOXV], TEMP), twin=True, tags=[HH, REL])
    lacks("make the kitchen lights purple", C("set color", "Kitchen Lights", "light", params={"color_name": "purple"}), [KITL],
          "color", ON, "color_name", tags=[HH])
    h("make the night light purple", C("set color", "Night Light", "light", params={"color_name": "purple"}),
      one([NIGHT], ON, color_name="purple"), twin=True, tags=[HH])
    lacks("dim the bathroom light down", C("dim", "Bathroom Light", "light", params={"brightness_step_pct": -20}), [BATHL],
          "brightness", ON, "brightness_step_pct", tags=[HH, REL])
    h("dim the hall light a bit", C("dim", "Hall Light", "light", params={"brightness_step_pct": -20}),
      one([HALL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    lacks("make gran's lamp red", C("set color", "Gran's Lamp", "light", params={"color_name": "red"}), [GRANL],
          "color", ON, "color_name", tags=[HH])
    h("make the govee lights red", C("set color", "Govee Lights", "light", params={"color_name": "red"}),
      one([GOVEE], ON, color_name="red"), twin=True, tags=[HH, IN])
    lacks("put the heating on cool", C("set mode", "heating", "climate", params={"hvac_mode": "cool"}), [THERM],
          "hvac_mode", HVAC, "hvac_mode", value="cool", check=hvac("cool"), tags=[HH])
    h("put the heating on heat", C("set mode", "heating", "climate", params={"hvac_mode": "heat"}),
      one([THERM], HVAC, hvac_mode="heat"), twin=True, tags=[HH])
    # ---- misheard or misspelt -------------------------------------------------------------------------------
    h("turn on the tumbled dryer", C("turn on", "tumbled dryer", "switch"), one([DRYER], SW_ON), tags=[HH, "misheard"])
    h("turn on the tumble dryer", C("turn on", "Tumble Dryer", "switch"), one([DRYER], SW_ON), twin=True, tags=[HH])
    h("put the kennel on", C("turn on", "kennel", None), one([KETTLE], SW_ON), tags=[HH, "misheard", J])
    h("put the kettle on for gran", C("turn on", "Kettle", "switch"), one([KETTLE], SW_ON), twin=True, tags=[HH])
    h("turn off the gaming peace see", C("turn off", "gaming peace see", "switch"), one([PC], SW_OFF), tags=[HH, "misheard"])
    h("turn off the gaming pc", C("turn off", "Gaming PC", "switch"), one([PC], SW_OFF), twin=True, tags=[HH])
    h("turn the conservatry heater off", C("turn off", "conservatry heater", "switch"), one([CHEAT], SW_OFF),
      tags=[HH, "misspelled"])
    h("turn the conservatory heater off", C("turn off", "Conservatory Heater", "switch"), one([CHEAT], SW_OFF), twin=True,
      tags=[HH])
    h("switch on the festival lights", C("turn on", "festival lights", "switch"), one([FESTOON], SW_ON),
      tags=[HH, "misheard", J])
    h("switch on the festoon lights", C("turn on", "Festoon Lights", "switch"), one([FESTOON], SW_ON), twin=True, tags=[HH])
    h("turn on the elecktric blanket", C("turn on", "elecktric blanket", "switch"), one([BLANKET], SW_ON),
      tags=[HH, "misspelled"])
    h("turn on the electric blanket", C("turn on", "Electric Blanket", "switch"), one([BLANKET], SW_ON), twin=True,
      tags=[HH])
    h("put the gov ee lights on", C("turn on", "gov ee lights", "light"), one([GOVEE], ON), tags=[HH, "misheard", IN])
    h("put the govee lights on", C("turn on", "Govee Lights", "light"), one([GOVEE], ON), twin=True, tags=[HH, IN])
    # ---- said at a satellite -------------------------------------------------------------------------------
    h("lights off, night night", C("turn off", None, "light", q="all"), every(H.lights("mum_and_dads_room"), OFF),
      ctx="mum_and_dads_room", tags=[HH])
    h("light on please", C("turn on", None, "light", q="all"), every(H.lights("bathroom"), ON), ctx="bathroom", tags=[HH])
    h("turn the lamp off for gran", C("turn off", "lamp", "light"), one([GRANL], OFF), ctx="grans_room", tags=[HH, "kind_word"])
    h("how warm's it in here right now", C("check", None, "climate"), one([BBV], None), ctx="ellies_room", tags=[HH, Q])
    h("turn it up to 20 in here", C("set", None, "climate", params={"temperature": 20}), one([FBV], TEMP, temperature=20),
      ctx="mum_and_dads_room", tags=[HH])
    h("put the light on", C("turn on", None, "light", q="all"), every(H.lights("garage"), ON), ctx="garage", tags=[HH])
    h("turn the music up", C("volume up", None, "media_player"), one([HUB], VUP), ctx="kitchen", tags=[HH, REL])
    h("mute it a sec", C("mute", None, "media_player", params={"is_volume_muted": True}), which([TV, SONOS], MUTE),
      ctx="front_room", tags=[HH, "ambiguous"])
    h("is this door locked", C("check", "door", "lock"), one([BD], None), ctx="kitchen", tags=[HH, Q, J])
    h("turn the big light on for me", C("turn on", "big light", "light"), one([ELL], ON), ctx="ellies_room", tags=[HH, BR, J])
    h("turn my light down", C("dim", None, "light", params={"brightness_step_pct": -20}), one([BOXL], ON,
      brightness_step_pct=-20), ctx="box_room", tags=[HH, REL, J])
    h("it's too dark in here", C("turn on", None, "light", q="all"), every(H.lights("landing"), ON), ctx="landing",
      tags=[HH, CP])
    h("I'm freezing up here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}), every([THERM], HVAC, hvac_mode="heat"),
      ctx="grans_room", tags=[HH, CP, J])
    h("radiator off", C("turn off", "radiator", "climate"), one([FBV], CL_OFF), ctx="mum_and_dads_room", tags=[HH])
    # ---- truly ambiguous -------------------------------------------------------------------------------------
    h("turn the hue color lamp on", C("turn on", "Hue color lamp", "light"), which([HCL1, HCL2], ON),
      tags=[HH, "ambiguous", IN])
    h("switch the hue white lamp off", C("turn off", "Hue white lamp", "light"), which([HWL1, HWL2], OFF),
      tags=[HH, "ambiguous", IN])
    h("turn the radiator down", C("decrease temperature", "radiator", "climate"), which(TRVS, TEMP),
      tags=[HH, "ambiguous", REL])
    h("lock the door, will you", C("lock", "door", "lock"), which([FD, BD], LOCK), tags=[HH, "ambiguous"])
    h("show me the camera then", C("check", "camera", "camera"), which([CAM, GCAM], None), tags=[HH, "ambiguous", Q])
    h("stick the lamp on", C("turn on", "lamp", "light"), which(H.sel("light", kind=["lamp"]), ON), tags=[HH, "ambiguous"])
    h("turn the speaker down a notch", C("volume down", "speaker", "media_player", "speaker"),
      which(H.sel("media_player", dc="speaker"), VDOWN), tags=[HH, "ambiguous", REL])
    h("turn the bedroom radiator up", C("increase temperature", "radiator", "climate", inc=["bedroom"]),
      which([FBV, BBV], TEMP), tags=[HH, "ambiguous", REL, J])
    h("is there any motion", C("check", None, "binary_sensor", "motion"),
      which(H.sel("binary_sensor", dc="motion"), None), tags=[HH, "ambiguous", Q])
    h("put the bedside lamp on in our room", C("turn on", "bedside lamp", "light", inc=["our room"]),
      which([HWL1, HWL2], ON), tags=[HH, "ambiguous", J])
    h("set the radiator to 18", C("set", "radiator", "climate", params={"temperature": 18}), which(TRVS, TEMP),
      tags=[HH, "ambiguous"])
    h("turn the lights off in the bedroom", C("turn off", None, "light", q="all", inc=["bedroom"]),
      every(H.lights("mum_and_dads_room", "ellies_room"), OFF), tags=[HH, J])



def household_pdx(en: Language) -> None:
    """Round 18 (blind_en): one side of a Portland duplex with a backyard ADU none of the earlier
    rounds saw (``duplex_pdx_en``), written and labelled from the home before the parser ran on
    it, as the round's blind measure: a young couple with a baby, gadget-heavy and casual US
    English ("kill the lights", "is the baby asleep", "white noise on in the nursery", "bump the
    heat a couple degrees", "start the robot, the dog shed everywhere", "the ADU", "the mudroom"), an ecobee left as 'My
    ecobee' with SmartSensors, a mini split in the ADU, bulbs and switches left with their makers'
    names ('Kauf Bulb', 'Inovelli Switch', 'Core300S', 'G4 Doorbell High'), a Nanit monitor, a
    nursery humidifier, a Hatch sound machine, purifiers with presets, a robot vacuum, an EV
    charger, Rachio zones and rain sensor, leak sensors, a dishwasher known by its sensors,
    relative changes, complaints, several commands at once, follow-ups, misheard words, absent
    things and truly ambiguous requests. Every case carries ``fresh18``.
    """
    pdx = en.book("duplex_pdx_en")
    H = pdx.home
    HH, IN, Q, REL, CP, J, F18 = ("household", "integration_name", "question", "relative", "complaint", "judgement",
                                  "fresh18")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F18]
        pdx.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), F18]
        pdx.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    HVAC, PRESET, CL_OFF, FANMODE = ("climate.set_hvac_mode", "climate.set_preset_mode", "climate.turn_off",
                                     "climate.set_fan_mode")
    LOCK, UNLOCK = "lock.lock", "lock.unlock"
    MP_ON, MP_OFF, SRC = "media_player.turn_on", "media_player.turn_off", "media_player.select_source"
    VUP, VDOWN, MUTE, VSET = ("media_player.volume_up", "media_player.volume_down", "media_player.volume_mute",
                              "media_player.volume_set")
    PLAY, PAUSE = "media_player.media_play", "media_player.media_pause"
    SCRIPT, SCENE, IB_ON, IB_OFF = "script.turn_on", "scene.turn_on", "input_boolean.turn_on", "input_boolean.turn_off"
    FAN_ON, FAN_OFF, FPRESET, FPCT = "fan.turn_on", "fan.turn_off", "fan.set_preset_mode", "fan.set_percentage"
    HUM_ON, HUM_MODE, HUM_SET = "humidifier.turn_on", "humidifier.set_mode", "humidifier.set_humidity"
    VSTART, VDOCK, VSPEED = "vacuum.start", "vacuum.return_to_base", "vacuum.set_fan_speed"
    ECO, MS = "climate.my_ecobee", "climate.mini_split"
    KB1, KB2, CANS, PEND, UCAB, INOV, DESK, KB3, FANL, HATCHL, NURL, VAN, ADUL = (
        "light.kauf_bulb", "light.kauf_bulb_2", "light.living_room_cans", "light.kitchen_pendants", "light.under_cabinet",
        "light.inovelli_switch", "light.desk_lamp", "light.kauf_bulb_3",
        "light.bedroom_fan_light", "light.hatch_rest_light", "light.nursery_light", "light.vanity", "light.adu_lights")
    TV, ARC, KSPK, HATCH = ("media_player.lg_webos_tv_oled65c3pua", "media_player.living_room", "media_player.kitchen_speaker",
                            "media_player.hatch_rest")
    LRP, CORE, CFAN, BFAN = "fan.living_room_purifier", "fan.core300s", "fan.bedroom_ceiling_fan", "fan.bathroom_fan"
    VAC, NHUM, GD = "vacuum.roborock_s7", "humidifier.nursery_humidifier", "cover.garage_door"
    FD, SIDE, ADUD = "lock.front_door", "lock.side_door", "lock.adu_door"
    EV, HEATER, BEDS, VEG, LAWN, STRING = ("switch.ev_charger", "switch.space_heater", "switch.back_beds",
                                           "switch.veggie_garden", "switch.front_lawn", "switch.string_lights")
    NANIT, NT, NH, SLEEP, G4, G4RING, G4P = (
        "camera.nanit", "sensor.nanit_temperature", "sensor.nanit_humidity", "sensor.nanit_sleep_state",
        "camera.g4_doorbell_high", "binary_sensor.g4_doorbell_doorbell", "binary_sensor.g4_doorbell_person_detected")
    DW_STATE, DW_TIME, DW_DOOR, SINK, WHLEAK, RAIN = (
        "sensor.dishwasher_operation_state", "sensor.dishwasher_remaining_program_time", "binary_sensor.dishwasher_door",
        "binary_sensor.sink_leak", "binary_sensor.water_heater_leak", "binary_sensor.rachio_rain_sensor")
    EVPOW, CARBATT, OFFT, BEDT, ECOHUM, MUDMOT = (
        "sensor.ev_charger_power", "sensor.ioniq_5_ev_battery_level", "sensor.office_temperature",
        "sensor.bedroom_temperature", "sensor.my_ecobee_humidity", "binary_sensor.mudroom_motion")

    # ---- lights -------------------------------------------------------------------------------------
    h("kill the lights in here", C("turn off", None, "light", q="all"), every(H.lights("living_room"), OFF), ctx="living_room",
      tags=[HH])
    h("kill all the lights, we're heading to bed", C("turn off", None, "light", q="all"), every(H.sel("light"), OFF),
      tags=[HH, J])
    h("kauf bulb 2 off", C("turn off", "Kauf Bulb 2", "light"), one([KB2], OFF), tags=[HH, IN])
    h("turn kauf bulb 3 to 40%", C("set brightness", "Kauf Bulb 3", "light", params={"brightness_pct": 40}),
      one([KB3], ON, brightness_pct=40), tags=[HH, IN])
    h("make the kauf bulb teal", C("set color", "Kauf Bulb", "light", params={"color_name": "teal"}),
      one([KB1], ON, color_name="teal"), tags=[HH, IN, J])
    h("flip on the inovelli switch", C("turn on", "Inovelli Switch", "light"), one([INOV], ON), tags=[HH, IN])
    h("mudroom light on, my hands are full", C("turn on", None, "light", q="all", inc=["mudroom"]),
      every(H.lights("mudroom"), ON), tags=[HH])
    h("cans down to like 30", C("set brightness", "Living Room Cans", "light", params={"brightness_pct": 30}),
      one([CANS], ON, brightness_pct=30), ctx="living_room", tags=[HH, J])
    h("pendants on in the kitchen", C("turn on", "Kitchen Pendants", "light", inc=["kitchen"]), one([PEND], ON), tags=[HH])
    h("under cabinet lights at 50", C("set brightness", "Under Cabinet", "light", params={"brightness_pct": 50}),
      one([UCAB], ON, brightness_pct=50), tags=[HH])
    h("desk lamp daylight please", C("set color temperature", "Desk Lamp", "light", params={"color_temp_kelvin": 6500}),
      one([DESK], ON, color_temp_kelvin=6500), ctx="office", tags=[HH, J])
    h("turn off the light on the fan", C("turn off", "Bedroom Fan Light", "light"), one([FANL], OFF), tags=[HH, J])
    h("nursery light to 5 percent", C("set brightness", "Nursery Light", "light", params={"brightness_pct": 5}),
      one([NURL], ON, brightness_pct=5), tags=[HH])
    h("make the hatch light red", C("set color", "Hatch Rest Light", "light", params={"color_name": "red"}),
      one([HATCHL], ON, color_name="red"), tags=[HH, IN])
    h("vanity on", C("turn on", "Vanity", "light"), one([VAN], ON), ctx="bathroom", tags=[HH])
    h("lights out upstairs", C("turn off", None, "light", q="all", inc=["upstairs"]),
      every(H.sel("light", floors=["upstairs"]), OFF), tags=[HH, "floor"])
    h("turn on the lights in the ADU for my mom", C("turn on", None, "light", q="all", inc=["ADU"]),
      every(H.lights("adu"), ON), tags=[HH])
    h("ADU lights off, she left", C("turn off", "ADU Lights", "light"), one([ADUL], OFF), tags=[HH])
    h("garage light on", C("turn on", None, "light", q="all", inc=["garage"]), every(H.lights("garage"), ON), tags=[HH])
    h("string lights on out back", C("turn on", "String Lights", "switch"), one([STRING], SW_ON), tags=[HH])
    h("living room's way too bright", C("dim", None, "light", q="all", inc=["living room"],
      params={"brightness_step_pct": -20}), every(H.sel("light", areas=["living_room"], can="brightness"), ON,
      brightness_step_pct=-20), tags=[HH, CP, REL])
    h("bump the kitchen pendants up a little", C("brighten", "Kitchen Pendants", "light", params={"brightness_step_pct": 20}),
      one([PEND], ON, brightness_step_pct=20), tags=[HH, REL])
    # ---- heat and air ------------------------------------------------------------------------------
    h("bump the heat a couple degrees", C("increase temperature", "heat", "climate"), one([ECO], TEMP), tags=[HH, REL])
    h("set the ecobee to 70", C("set", "ecobee", "climate", params={"temperature": 70}), one([ECO], TEMP, temperature=70),
      tags=[HH, IN])
    h("what's my ecobee at right now", C("check", "My ecobee", "climate"), one([ECO], None), tags=[HH, Q, IN])
    h("drop the thermostat to 66 for the night", C("set", "thermostat", "climate", params={"temperature": 66}),
      one([ECO], TEMP, temperature=66), tags=[HH])
    h("thermostat on away, we're leaving for the weekend", C("set preset", "thermostat", "climate",
      params={"preset_mode": "away"}), one([ECO], PRESET, preset_mode="away"), tags=[HH])
    h("switch the ecobee to sleep mode", C("set preset", "ecobee", "climate", params={"preset_mode": "sleep"}),
      one([ECO], PRESET, preset_mode="sleep"), tags=[HH, IN, J])
    h("run the furnace fan for a bit", C("set fan mode", "furnace fan", "climate", params={"fan_mode": "on"}),
      one([ECO], FANMODE, fan_mode="on"), tags=[HH, J])
    h("turn the AC on, it's hot as hell", C("set mode", "AC", "climate", params={"hvac_mode": "cool"}),
      one([ECO], HVAC, hvac_mode="cool"), tags=[HH, CP, J])
    h("it's chilly in here", C("heat", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every([ECO], HVAC, hvac_mode="heat"), ctx="mudroom", tags=[HH, CP, J])
    h("heat off, windows are open", C("turn off", "heat", "climate"), one([ECO], CL_OFF), tags=[HH, J])
    h("mini split to 68", C("set", "Mini Split", "climate", params={"temperature": 68}), one([MS], TEMP, temperature=68),
      tags=[HH])
    h("warm up the ADU before my mom gets here", C("increase temperature", None, "climate", inc=["ADU"]), one([MS], TEMP),
      tags=[HH, REL])
    h("put the mini split on dry", C("set mode", "Mini Split", "climate", params={"hvac_mode": "dry"}),
      one([MS], HVAC, hvac_mode="dry"), tags=[HH])
    h("turn off the heat in the ADU", C("turn off", None, "climate", inc=["ADU"]), one([MS], CL_OFF), tags=[HH])
    h("is the mini split running", C("check", "Mini Split", "climate"), one([MS], None), tags=[HH, Q])
    h("mini split fan to high", C("set fan mode", "Mini Split", "climate", params={"fan_mode": "high"}),
      one([MS], FANMODE, fan_mode="high"), tags=[HH])
    h("what's the office temperature", C("check", "Office Temperature", "sensor", "temperature"), one([OFFT], None),
      tags=[HH, Q])
    h("what's the bedroom temperature sensor at", C("check", "Bedroom Temperature", "sensor", "temperature"),
      one([BEDT], None), tags=[HH, Q, J])
    h("space heater on under my desk", C("turn on", "Space Heater", "switch"), one([HEATER], SW_ON), ctx="office", tags=[HH])
    h("did I leave the space heater on", C("check", "Space Heater", "switch"), one([HEATER], None), tags=[HH, Q])
    h("how humid is it in the house", C("check", "My ecobee Humidity", "sensor", "humidity"), one([ECOHUM], None),
      tags=[HH, Q, J])
    # ---- the baby ---------------------------------------------------------------------------------------
    h("is the baby asleep", C("check", "Nanit Sleep State", "sensor"), one([SLEEP], None), ctx="kitchen", tags=[HH, Q, J])
    h("is june still sleeping", C("check", "Nanit Sleep State", "sensor"), one([SLEEP], None), tags=[HH, Q, J])
    h("pull up the nanit", C("check", "Nanit", "camera"), one([NANIT], None), tags=[HH, Q, IN])
    h("show me the baby", C("check", "camera", "camera", inc=["nursery"]), one([NANIT], None), tags=[HH, Q, J])
    h("what's the temp on the nanit", C("check", "Nanit Temperature", "sensor", "temperature"), one([NT], None),
      tags=[HH, Q, IN])
    h("how dry is it in the nursery", C("check", None, "sensor", "humidity", inc=["nursery"]), one([NH], None), tags=[HH, Q])
    h("white noise on in the nursery", C("turn on", "white noise", "media_player", inc=["nursery"]), one([HATCH], MP_ON),
      ctx="primary_bedroom", tags=[HH, J, "device_function"])
    h("switch the hatch to ocean", C("select source", "Hatch", "media_player", params={"source": "Ocean"}),
      one([HATCH], SRC, source="Ocean"), tags=[HH, IN])
    h("turn the sound machine down", C("volume down", "sound machine", "media_player"), one([HATCH], VDOWN),
      tags=[HH, REL, J])
    h("turn off the sound machine, she's up", C("turn off", "sound machine", "media_player"), one([HATCH], MP_OFF),
      tags=[HH, J])
    h("humidifier on in the nursery", C("turn on", "humidifier", "humidifier", "humidifier", inc=["nursery"]),
      one([NHUM], HUM_ON), ctx="living_room", tags=[HH])
    h("set the baby's humidifier to 50", C("set humidity", "humidifier", "humidifier", "humidifier",
      params={"humidity": 50}), one([NHUM], HUM_SET, humidity=50), tags=[HH])
    h("put the humidifier on auto", C("set mode", "humidifier", "humidifier", "humidifier", params={"mode": "auto"}),
      one([NHUM], HUM_MODE, mode="auto"), tags=[HH])
    h("it's nap time", C("run", "Nap Time", "script"), one(["script.nap_time"], SCRIPT), tags=[HH, "routine"])
    h("the baby's room feels stuffy, turn on the humidifier", C("turn on", "humidifier", "humidifier", "humidifier"),
      one([NHUM], HUM_ON), tags=[HH, CP])
    # ---- purifiers, fans, robot -------------------------------------------------------------------------------
    h("start the robot, the dog shed everywhere", C("start", "robot", "vacuum"), one([VAC], VSTART), tags=[HH, J])
    h("send the roborock back home", C("return to base", "Roborock", "vacuum"), one([VAC], VDOCK), tags=[HH, IN])
    h("vacuum on max", C("set fan speed", "vacuum", "vacuum", params={"fan_speed": "max"}), one([VAC], VSPEED, fan_speed="max"),
      tags=[HH])
    h("is the robot done", C("check", "robot", "vacuum"), one([VAC], None), tags=[HH, Q])
    h("purifier on sleep mode", C("set preset", "Living Room Purifier", "fan", params={"preset_mode": "sleep"}),
      one([LRP], FPRESET, preset_mode="sleep"), ctx="living_room", tags=[HH, J])
    h("turn on the core300s", C("turn on", "Core300S", "fan"), one([CORE], FAN_ON), tags=[HH, IN])
    h("living room purifier to auto", C("set preset", "Living Room Purifier", "fan", params={"preset_mode": "auto"}),
      one([LRP], FPRESET, preset_mode="auto"), tags=[HH])
    h("ceiling fan on low", C("set speed", "Bedroom Ceiling Fan", "fan", params={"percentage": 33}),
      one([CFAN], FPCT, percentage=33), ctx="primary_bedroom", tags=[HH, J])
    h("kill the ceiling fan", C("turn off", "Bedroom Ceiling Fan", "fan"), one([CFAN], FAN_OFF), ctx="primary_bedroom", tags=[HH])
    h("bathroom fan on, trust me", C("turn on", "Bathroom Fan", "fan"), one([BFAN], FAN_ON), tags=[HH])
    h("smoky from the fires outside, purifiers on", C("turn on", "purifier", "fan", q="all"), every([LRP, CORE], FAN_ON),
      tags=[HH, CP, J])
    # ---- doors, garage, car -----------------------------------------------------------------------------
    h("is the garage open", C("check", "Garage Door", "cover", "garage"), one([GD], None), tags=[HH, Q])
    h("close the garage", C("close", "Garage Door", "cover", "garage"), one([GD], CLOSE), ctx="mudroom", tags=[HH])
    h("open the garage door, I'm pulling in", C("open", "Garage Door", "cover", "garage"), one([GD], OPEN), tags=[HH])
    h("lock the side door", C("lock", "Side Door", "lock"), one([SIDE], LOCK), tags=[HH])
    h("is the mudroom door locked", C("check", "door", "lock", inc=["mudroom"]), one([SIDE], None), tags=[HH, Q, J])
    h("unlock the ADU for the cleaner", C("unlock", "ADU Door", "lock"), one([ADUD], UNLOCK), tags=[HH, J])
    h("front door locked yet?", C("check", "Front Door", "lock"), one([FD], None), tags=[HH, Q])
    h("who's at the front door right now", C("check", "G4 Doorbell High", "camera"), one([G4], None), tags=[HH, Q, J])
    h("did the doorbell just go", C("check", "G4 Doorbell Doorbell", "binary_sensor"), one([G4RING], None), tags=[HH, Q, J])
    h("is someone on the porch", C("check", "G4 Doorbell Person Detected", "binary_sensor"), one([G4P], None),
      tags=[HH, Q, J])
    h("start charging the car now", C("turn on", "EV Charger", "switch"), one([EV], SW_ON), tags=[HH, J])
    h("stop the EV charger", C("turn off", "EV Charger", "switch"), one([EV], SW_OFF), tags=[HH])
    h("how much juice does the ioniq have", C("check", "IONIQ 5 EV Battery Level", "sensor", "battery"), one([CARBATT], None),
      tags=[HH, Q, IN])
    h("how many kilowatts is the charger pulling", C("check", "EV Charger Power", "sensor", "power"), one([EVPOW], None),
      tags=[HH, Q])
    h("any motion in the mudroom", C("check", "Mudroom Motion", "binary_sensor", "motion"), one([MUDMOT], None),
      tags=[HH, Q])
    # ---- kitchen, water, yard ---------------------------------------------------------------------------
    h("is the dishwasher finished yet", C("check", "Dishwasher Operation state", "sensor"), one([DW_STATE], None), tags=[HH, Q, J])
    h("how long left on the dishwasher", C("check", "Dishwasher Remaining program time", "sensor", "timestamp"),
      one([DW_TIME], None), tags=[HH, Q])
    h("did someone leave the dishwasher open", C("check", "Dishwasher Door", "binary_sensor", "door"), one([DW_DOOR], None),
      tags=[HH, Q])
    h("is the sink leaking", C("check", "Sink Leak", "binary_sensor", "moisture"), one([SINK], None), tags=[HH, Q])
    h("any water by the water heater", C("check", "Water Heater Leak", "binary_sensor", "moisture"), one([WHLEAK], None),
      tags=[HH, Q])
    h("did it rain", C("check", "Rachio Rain sensor", "binary_sensor", "moisture"), one([RAIN], None), tags=[HH, Q, J])
    h("water the veggie garden", C("turn on", "Veggie Garden", "switch"), one([VEG], SW_ON), tags=[HH])
    h("turn off the front lawn sprinklers", C("turn off", "Front Lawn", "switch"), one([LAWN], SW_OFF), tags=[HH])
    h("run the back beds zone", C("turn on", "Back Beds", "switch"), one([BEDS], SW_ON), tags=[HH, J])
    h("music in the kitchen", C("play", None, "media_player", inc=["kitchen"]), one([KSPK], PLAY), tags=[HH])
    # ---- TV and speakers -------------------------------------------------------------------------------
    h("turn on the tv for me", C("turn on", "tv", "media_player", "tv"), one([TV], MP_ON), tags=[HH])
    h("put the tv on netflix", C("select source", "tv", "media_player", "tv", params={"source": "Netflix"}),
      one([TV], SRC, source="Netflix"), tags=[HH])
    h("lg tv off", C("turn off", "LG", "media_player", "tv"), one([TV], MP_OFF), tags=[HH, IN])
    h("mute the tv, baby's sleeping", C("mute", "tv", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], MUTE, is_volume_muted=True), tags=[HH])
    h("turn the sonos down some", C("volume down", "Sonos", "media_player", "speaker"), one([ARC], VDOWN), tags=[HH, REL, IN])
    h("sonos to 20", C("set volume", "Sonos", "media_player", "speaker", params={"volume_level": 0.2}),
      one([ARC], VSET, volume_level=0.2), tags=[HH, IN])
    # ---- routines and helpers ----------------------------------------------------------------------------
    h("movie time babe", C("activate", "Movie Time", "scene"), one(["scene.movie_time"], SCENE), tags=[HH, "routine"])
    h("ok we're heading out", C("run", "Heading Out", "script"), one(["script.heading_out"], SCRIPT), tags=[HH, "routine", J])
    h("guest mode on, my parents are in the ADU", C("turn on", "Guest Mode", "input_boolean"),
      one(["input_boolean.guest_mode"], IB_ON), tags=[HH, "routine"])
    h("is it trash night", C("check", "Trash Night", "input_boolean"), one(["input_boolean.trash_night"], None), tags=[HH, Q])
    h("turn quiet hours off", C("turn off", "Quiet Hours", "input_boolean"), one(["input_boolean.quiet_hours"], IB_OFF),
      tags=[HH, "routine"])
    # ---- several at once -----------------------------------------------------------------------------
    h("lock up and close the garage", [C("lock", None, "lock", q="all"), C("close", "Garage Door", "cover", "garage")],
      [every([FD, SIDE, ADUD], LOCK), one([GD], CLOSE)], tags=[HH, "multi", J])
    h("white noise on and lights off", [C("turn on", "white noise", "media_player"), C("turn off", None, "light", q="all")],
      [one([HATCH], MP_ON), every(H.lights("nursery"), OFF)], ctx="nursery", tags=[HH, "multi", J, "device_function"])
    h("start the robot and turn off the kitchen lights", [C("start", "robot", "vacuum"),
      C("turn off", None, "light", q="all", inc=["kitchen"])], [one([VAC], VSTART), every(H.lights("kitchen"), OFF)],
      tags=[HH, "multi"])
    h("heat to 69 and the purifier on auto", [C("set", "heat", "climate", params={"temperature": 69}),
      C("set preset", "Living Room Purifier", "fan", params={"preset_mode": "auto"})],
      [one([ECO], TEMP, temperature=69), one([LRP], FPRESET, preset_mode="auto")], ctx="living_room", tags=[HH, "multi", J])
    h("tv off and pause the sonos", [C("turn off", "tv", "media_player", "tv"),
      C("pause", "Sonos", "media_player", "speaker")], [one([TV], MP_OFF), one([ARC], PAUSE)], tags=[HH, "multi"])
    h("charge the car and shut the garage", [C("turn on", "EV Charger", "switch"), C("close", "Garage Door", "cover", "garage")],
      [one([EV], SW_ON), one([GD], CLOSE)], tags=[HH, "multi", J])
    # ---- follow-ups ----------------------------------------------------------------------------------
    h("one more degree", C("increase temperature", None, None, ref=True), one([ECO], TEMP),
      hist=["bump the heat a couple degrees"], tags=[HH, "followup", REL])
    h("ok make it sleep mode", C("set mode", None, None, ref=True, params={"mode": "sleep"}), one([NHUM], HUM_MODE, mode="sleep"),
      hist=["humidifier on in the nursery"], tags=[HH, "followup"])
    h("and the side door?", C("check", "Side Door", "lock"), one([SIDE], None), hist=["front door locked yet?"],
      tags=[HH, "followup", Q])
    h("then close it", C("close", None, None, ref=True), one([GD], CLOSE), hist=["is the garage open"], tags=[HH, "followup"])
    h("ok send it back to the dock", C("return to base", None, None, ref=True), one([VAC], VDOCK), hist=["start the robot, the dog shed everywhere"],
      tags=[HH, "followup"])
    h("a little quieter please", C("volume down", None, None, ref=True), one([HATCH], VDOWN), hist=["switch the hatch to ocean"],
      tags=[HH, "followup", REL])
    # ---- absent things, beside twins that exist ---------------------------------------------------------
    h("can we turn on the fireplace", C("turn on", "fireplace", None), none(H.sel(kind=["fireplace", "fire"])),
      tags=[HH, "absent_kind"])
    h("switch on the space heater", C("turn on", "Space Heater", "switch"), one([HEATER], SW_ON), twin=True, tags=[HH])
    h("start the washer", C("start", "washer", None), none(H.sel(kind=["washer", "washing machine"])),
      tags=[HH, "absent_kind", J])
    h("get the vacuum started", C("start", "vacuum", "vacuum"), one([VAC], VSTART), twin=True, tags=[HH])
    h("start the dryer", C("start", "dryer", None), none(H.sel(kind=["dryer"])), tags=[HH, "absent_kind"])
    h("go ahead and start the roborock", C("start", "Roborock", "vacuum"), one([VAC], VSTART), twin=True, tags=[HH, IN])
    h("preheat the oven to 400", C("turn on", "oven", None, params={"temperature": 400}), none(H.sel(kind=["oven"])),
      tags=[HH, "absent_kind"])
    h("warm the ADU up to 70", C("set", None, "climate", inc=["ADU"], params={"temperature": 70}),
      one([MS], TEMP, temperature=70), twin=True, tags=[HH])
    h("fire up the hot tub", C("turn on", "hot tub", None), none(H.sel(kind=["hot tub", "spa"])), tags=[HH, "absent_kind"])
    h("fire up the string lights", C("turn on", "String Lights", "switch"), one([STRING], SW_ON), twin=True, tags=[HH])
    h("lights on in the basement", C("turn on", None, "light", q="all", inc=["basement"]), none(H.rooms("basement"), "all"),
      tags=[HH, "absent_room"])
    h("lights on in the mudroom", C("turn on", None, "light", q="all", inc=["mudroom"]), every(H.lights("mudroom"), ON),
      twin=True, tags=[HH])
    h("turn off the lights in the guest room", C("turn off", None, "light", q="all", inc=["guest room"]),
      none(H.rooms("guest room"), "all"), tags=[HH, "absent_room"])
    h("turn off the lights in the office", C("turn off", None, "light", q="all", inc=["office"]),
      every(H.lights("office"), OFF), twin=True, tags=[HH])
    h("tv on in the bedroom", C("turn on", "tv", "media_player", "tv", inc=["bedroom"]),
      none(H.sel("media_player", areas=H.rooms("bedroom"), dc="tv")), tags=[HH, "absent_kind"])
    h("tv on in the living room", C("turn on", "tv", "media_player", "tv", inc=["living room"]), one([TV], MP_ON),
      twin=True, tags=[HH])
    h("open the blinds in the nursery", C("open", "blinds", "cover", "blind", inc=["nursery"]),
      none(H.sel("cover", areas=["nursery"])), tags=[HH, "absent_kind"])
    h("open the garage door please", C("open", "Garage Door", "cover", "garage"), one([GD], OPEN), twin=True, tags=[HH])
    h("lock the patio door", C("lock", "patio door", "lock"), none(H.sel("lock", kind=["patio"])), tags=[HH, "absent_kind"])
    h("lock the side door now", C("lock", "Side Door", "lock"), one([SIDE], LOCK), twin=True, tags=[HH])
    h("turn the humidifier on in our room", C("turn on", "humidifier", "humidifier", "humidifier", inc=["our room"]),
      none(H.sel("humidifier", areas=["primary_bedroom"])), tags=[HH, "absent_kind"])
    h("turn the humidifier on in the baby's room", C("turn on", "humidifier", "humidifier", "humidifier",
      inc=["baby's room"]), one([NHUM], HUM_ON), twin=True, tags=[HH])
    lacks("make the vanity blue", C("set color", "Vanity", "light", params={"color_name": "blue"}), [VAN], "color", ON,
          "color_name", tags=[HH])
    h("make the desk lamp blue", C("set color", "Desk Lamp", "light", params={"color_name": "blue"}),
      one([DESK], ON, color_name="blue"), twin=True, tags=[HH])
    lacks("dim the inovelli switch", C("dim", "Inovelli Switch", "light", params={"brightness_step_pct": -20}), [INOV],
          "brightness", ON, "brightness_step_pct", tags=[HH, REL, IN])
    h("dim the nursery light", C("dim", "Nursery Light", "light", params={"brightness_step_pct": -20}),
      one([NURL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    lacks("put the core300s on auto", C("set preset", "Core300S", "fan", params={"preset_mode": "auto"}), [CORE],
          "fan_preset", FPRESET, "preset_mode", value="auto", check=lambda e: "auto" in (e["attributes"].get("preset_modes") or []),
          tags=[HH, IN])
    h("put the living room purifier on auto", C("set preset", "Living Room Purifier", "fan", params={"preset_mode": "auto"}),
      one([LRP], FPRESET, preset_mode="auto"), twin=True, tags=[HH])
    lacks("set the ecobee to dry mode", C("set mode", "ecobee", "climate", params={"hvac_mode": "dry"}), [ECO],
          "hvac_mode", HVAC, "hvac_mode", value="dry", check=hvac("dry"), tags=[HH, IN])
    h("set the mini split to dry mode", C("set mode", "Mini Split", "climate", params={"hvac_mode": "dry"}),
      one([MS], HVAC, hvac_mode="dry"), twin=True, tags=[HH])
    # ---- misheard or misspelt -----------------------------------------------------------------------------
    h("turn off the in novelli switch", C("turn off", "in novelli switch", "light"), one([INOV], OFF),
      tags=[HH, "misheard", IN])
    h("turn off the inovelli switch", C("turn off", "Inovelli Switch", "light"), one([INOV], OFF), twin=True, tags=[HH, IN])
    h("set the echo bee to 68", C("set", "echo bee", "climate", params={"temperature": 68}), one([ECO], TEMP, temperature=68),
      tags=[HH, "misheard", IN])
    h("set the ecobee to 68", C("set", "ecobee", "climate", params={"temperature": 68}), one([ECO], TEMP, temperature=68),
      twin=True, tags=[HH, IN])
    h("start the robo rock", C("start", "robo rock", "vacuum"), one([VAC], VSTART), tags=[HH, "misheard", IN])
    h("start the roborock now", C("start", "Roborock", "vacuum"), one([VAC], VSTART), twin=True, tags=[HH, IN])
    h("turn on the cough bulb", C("turn on", "cough bulb", "light"), one([KB1], ON), tags=[HH, "misheard", IN, J])
    h("turn on the kauf bulb", C("turn on", "Kauf Bulb", "light"), one([KB1], ON), twin=True, tags=[HH, IN, J])
    h("turn on the humidifer", C("turn on", "humidifer", "humidifier", "humidifier"), one([NHUM], HUM_ON),
      tags=[HH, "misspelled"])
    h("turn on the humidifier for june", C("turn on", "humidifier", "humidifier", "humidifier"), one([NHUM], HUM_ON), twin=True,
      tags=[HH])
    h("open the garadge", C("open", "garadge", "cover", "garage"), one([GD], OPEN), tags=[HH, "misspelled"])
    h("open the garage for me", C("open", "Garage Door", "cover", "garage"), one([GD], OPEN), twin=True, tags=[HH])
    h("turn off the mini splet", C("turn off", "mini splet", "climate"), one([MS], CL_OFF), tags=[HH, "misspelled"])
    h("turn off the mini split", C("turn off", "Mini Split", "climate"), one([MS], CL_OFF), twin=True, tags=[HH])
    # ---- said at a satellite ------------------------------------------------------------------------
    h("lights on real quick", C("turn on", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen", tags=[HH])
    h("lights off in here please", C("turn off", None, "light", q="all"), every(H.lights("office"), OFF), ctx="office", tags=[HH])
    h("light on at 10 percent, she's feeding", C("turn on", None, "light", q="all", params={"brightness_pct": 10}),
      every(H.lights("nursery"), ON, brightness_pct=10), ctx="nursery", tags=[HH])
    h("fan on, it stinks in here", C("turn on", "fan", "fan"), one([BFAN], FAN_ON), ctx="bathroom", tags=[HH])
    h("turn the fan up", C("increase speed", "fan", "fan"), one([CFAN], "fan.increase_speed"), ctx="primary_bedroom",
      tags=[HH, REL])
    h("purifier off", C("turn off", "purifier", "fan"), one([CORE], FAN_OFF), ctx="primary_bedroom", tags=[HH])
    h("it's kinda cold in here", C("heat", None, "climate", params={"hvac_mode": "heat"}), one([MS], HVAC, hvac_mode="heat"),
      ctx="adu", tags=[HH, CP])
    h("hey pause the music", C("pause", None, "media_player"), one([ARC], PAUSE), ctx="living_room", tags=[HH, J])
    h("turn the volume down in here", C("volume down", None, "media_player"), one([HATCH], VDOWN), ctx="nursery", tags=[HH, REL])
    h("lock this door", C("lock", "door", "lock"), one([ADUD], LOCK), ctx="adu", tags=[HH, J])
    h("did we lock this door", C("check", "door", "lock"), one([SIDE], None), ctx="mudroom", tags=[HH, Q, J])
    h("bump it up to 70 in here", C("set", None, "climate", params={"temperature": 70}), one([MS], TEMP, temperature=70),
      ctx="adu", tags=[HH])
    h("the lamp please", C("turn on", "lamp", "light"), one([DESK], ON), ctx="office", tags=[HH, "kind_word", J])
    h("brighter in here", C("brighten", None, "light", q="all", params={"brightness_step_pct": 20}),
      every(H.sel("light", areas=["office"], can="brightness"), ON, brightness_step_pct=20), ctx="office", tags=[HH, REL])
    h("turn on the tv in here", C("turn on", "tv", "media_player", "tv"), one([TV], MP_ON), ctx="living_room", tags=[HH])
    h("what's it set to", C("check", None, "climate"), one([MS], None), ctx="adu", tags=[HH, Q, J])
    h("is anyone in here", C("check", None, "binary_sensor", "occupancy"), one(["binary_sensor.office_occupancy"], None),
      ctx="office", tags=[HH, Q, J])
    # ---- truly ambiguous ------------------------------------------------------------------------------
    h("turn the kauf bulbs on", C("turn on", "Kauf Bulb", "light", q="all"), every([KB1, KB2, KB3], ON), tags=[HH, IN, J])
    h("turn off the purifier real quick", C("turn off", "purifier", "fan"), which([LRP, CORE], FAN_OFF), tags=[HH, "ambiguous"])
    h("can you lock the door please", C("lock", "door", "lock"), which([FD, SIDE, ADUD], LOCK), tags=[HH, "ambiguous"])
    h("turn the fan on for me", C("turn on", "fan", "fan"), which([CFAN, BFAN], FAN_ON), tags=[HH, "ambiguous"])
    h("turn up the music", C("volume up", None, "media_player"), which(H.sel("media_player", can="volume_step"), VUP),
      tags=[HH, "ambiguous", REL])
    h("any leaks", C("check", "leak", "binary_sensor", "moisture", q="all"), every([SINK, WHLEAK], None), tags=[HH, Q, J])
    h("unlock the door for me", C("unlock", "door", "lock"), which([FD, SIDE, ADUD], UNLOCK), tags=[HH, "ambiguous"])
    h("turn the speaker up a bit", C("volume up", "speaker", "media_player", "speaker"), which([ARC, KSPK], VUP),
      tags=[HH, "ambiguous", REL])
    h("put the purifier on sleep", C("set preset", "purifier", "fan", params={"preset_mode": "sleep"}),
      which([LRP, CORE], FPRESET), tags=[HH, "ambiguous"])
    h("what's the humidity at", C("check", None, "sensor", "humidity"), which([ECOHUM, NH], None), tags=[HH, "ambiguous", Q])
    h("can you turn on the sprinklers", C("turn on", "sprinklers", "switch"), which([BEDS, VEG, LAWN], SW_ON),
      tags=[HH, "ambiguous", J])
    h("pull up the camera", C("check", "camera", "camera"), which([NANIT, G4], None), tags=[HH, "ambiguous", Q])
    h("set the heat to 68", C("set", "heat", "climate", params={"temperature": 68}), one([ECO], TEMP, temperature=68),
      tags=[HH, J])
    h("turn the light off", C("turn off", "light", "light"), which(H.sel("light"), OFF), tags=[HH, "ambiguous"])
# --------------------------------------------------------------------------------------------
# Round 18: two Chinese household homes written blind, before any fix of that round (issue #13)
# --------------------------------------------------------------------------------------------


def household_cd(zh: Language) -> None:
    """Round 18 (blind_zh): the Lis' townhouse in Chengdu none of the earlier rounds saw (``house_cd_zh``),
    written and labelled from the home before the parser ran on it, as a blind check of round 18: grandparents
    on the ground floor who speak Sichuanese-flavoured Mandarin (灯灯, 开起, 莫, 哦, 啥子, 巴适, 耍手机, 晒坝,
    堂屋, 安逸, 要得, 得行), parents in plain Mandarin, a girl of 10; Midea, Haier, Gree, Yeelight and Aqara
    default names beside renamed ones (美的空调 in two rooms, Yeelight 吸顶灯 in two rooms, 筒灯 and 台灯 twice),
    a floor-heating thermostat, a fresh-air system, a mahjong table on a plug, scenes and scripts, questions,
    complaints, relative changes, several commands at once, follow-ups, misheard words, devices the house lacks
    (no_match) and truly ambiguous requests. Every case carries ``fresh18``.
    """
    cd = zh.book("house_cd_zh")
    H = cd.home
    HH, IN, Q, REL, CP, J, _XL, MU, FU, RT, AMB, AK, AR = (
        "household", "integration_name", "question", "relative", "complaint", "judgement", "cross_language", "multi",
        "followup", "routine", "ambiguous", "absent_kind", "absent_room")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), "fresh18"]
        cd.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), "fresh18"]
        cd.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT, PRESET, FAN_UP = ("fan.turn_on", "fan.turn_off", "fan.set_percentage", "fan.set_preset_mode",
                                            "fan.increase_speed")
    AC_ON, AC_OFF, FMODE, SWING = "climate.turn_on", "climate.turn_off", "climate.set_fan_mode", "climate.set_swing_mode"
    _TV_ON, TV_OFF, VUP, VDOWN, VSET, MUTE, SRC, PLAY, PAUSE = (
        "media_player.turn_on", "media_player.turn_off", "media_player.volume_up", "media_player.volume_down",
        "media_player.volume_set", "media_player.volume_mute", "media_player.select_source", "media_player.media_play",
        "media_player.media_pause")
    POS, OPT, WH = "cover.set_cover_position", "select.select_option", "water_heater.set_temperature"
    GARAGE, _GLIGHT = "cover.dooya_garage_door", "light.garage_light"
    LOCK, LOCKBAT, CAM, CAMM, _ENT = ("lock.kaadas_k20", "sensor.kaadas_k20_battery", "camera.ezviz_c6",
                                     "binary_sensor.ezviz_c6_motion", "light.entrance_light")
    LCEIL, LDOWN, STRIP, LAC, FH = ("light.yeelight_ceiling_living", "light.living_downlights", "light.tv_wall_strip",
                                    "climate.gree_living", "climate.floor_heating")
    FRESH, FPM, MJ, TV, SPK, LCUR, LT, LH = (
        "fan.panasonic_fresh_air", "sensor.panasonic_fresh_air_pm25", "switch.mahjong_table", "media_player.hisense_tv",
        "media_player.xiaoai_living", "cover.living_curtain", "sensor.mijia_th_living_temperature",
        "sensor.mijia_th_living_humidity")
    PEND, DDOWN, KL, HOOD, HOODL, RICE, RICEM, TDS, FILT = (
        "light.dining_pendant", "light.dining_downlights", "light.kitchen_light", "fan.robam_hood", "light.robam_hood_light",
        "switch.midea_rice_cooker", "select.midea_rice_cooker_mode", "sensor.haier_purifier_tds",
        "sensor.haier_purifier_filter")
    ECEIL, NIGHT, EAC, BLANKET, XD = ("light.elder_ceiling", "light.elder_night_light", "climate.midea_ac_elder",
                                      "switch.electric_blanket", "media_player.xiaodu_elder")
    _BATH1, EXH, LEAK = "light.downstairs_bath_light", "fan.downstairs_exhaust", "binary_sensor.aqara_leak"
    MCEIL, BED, MAC, MCUR = "light.master_ceiling", "light.master_bedside", "climate.midea_ac_master", "cover.dooya_curtain_master"
    KCEIL, KLAMP, KAC = "light.yeelight_ceiling_kids", "light.kids_desk_lamp", "climate.haier_ac_kids"
    SLIGHT, SLAMP, SFAN = "light.study_light", "light.study_desk_lamp", "fan.mijia_floor_fan"
    MIR, HEATER, YUBA = "light.master_bath_mirror", "water_heater.haier_ec6002", "switch.aupu_bath_heater"
    AIRER, AIRL, _TLIGHT, VALVE, OUT = ("cover.airer", "light.airer_light", "light.terrace_light", "valve.tuya_water_valve",
                                       "sensor.terrace_temperature")
    MIDEAS, CEILS_Y, LAMPS, CURS, SPKS = [EAC, MAC], [LCEIL, KCEIL], [KLAMP, SLAMP], [LCUR, MCUR], [SPK, XD]

    # ---- the grandparents, on the ground floor -----------------------------------------------------------
    h("把灯灯关了嘛", C("关闭", None, "light", q="all"), every(H.lights("elder_room"), OFF), ctx="elder_room", tags=[HH])
    h("空调开起", C("打开", "空调", "climate"), one([EAC], AC_ON), ctx="elder_room", tags=[HH])
    h("好热哦，遭不住", C("制冷", None, "climate", q="all", params={"hvac_mode": "cool"}),
      every([EAC], MODE_SET, hvac_mode="cool"), ctx="elder_room", tags=[HH, CP])
    h("堂屋好热哦", C("制冷", None, "climate", q="all", inc=["堂屋"], params={"hvac_mode": "cool"}),
      every(H.sel("climate", areas=["living_room"], can=hvac("cool")), MODE_SET, hvac_mode="cool"), tags=[HH, CP])
    h("堂屋的灯灯全部开起", C("打开", None, "light", q="all", inc=["堂屋"]), every(H.lights("living_room"), ON), tags=[HH])
    h("电视声音莫开那么大", C("调低音量", "电视", "media_player", "tv"), one([TV], VDOWN), tags=[HH, REL])
    h("小夜灯开起，我起来上个厕所", C("打开", "小夜灯", "light"), one([NIGHT], ON), tags=[HH])
    h("电热毯开起嘛，今晚上冷", C("打开", "电热毯", "switch", "outlet"), one([BLANKET], SW_ON), tags=[HH])
    h("电热毯莫开了，关了", C("关闭", "电热毯", "switch", "outlet"), one([BLANKET], SW_OFF), tags=[HH])
    h("麻将机开起，来搓两把", C("打开", "麻将机", "switch", "outlet"), one([MJ], SW_ON), tags=[HH])
    h("麻将机关了，不耍了", C("关闭", "麻将机", "switch", "outlet"), one([MJ], SW_OFF), tags=[HH])
    h("打麻将咯", C("执行", "打麻将", "scene"), one(["scene.mahjong"], "scene.turn_on"), tags=[HH, RT])
    h("把电视调到四川卫视", C("切换", "电视", "media_player", "tv", params={"source": "四川卫视"}),
      one([TV], SRC, source="四川卫视"), tags=[HH])
    h("电视关了，看得眼睛痛", C("关闭", "电视", "media_player", "tv"), one([TV], TV_OFF), tags=[HH])
    h("小度放个川剧来听", C("播放", "小度", "media_player", "speaker"), one([XD], PLAY), tags=[HH, IN])
    h("音箱声音小点，吵得很", C("调低音量", "音箱", "media_player", "speaker"), one([XD], VDOWN), ctx="elder_room",
      tags=[HH, REL, CP])
    h("外头好多度哦", C("查询", "室外", "sensor", "temperature"), one([OUT], None), tags=[HH, Q, J])
    h("晒坝的灯开起", C("打开", None, "light", q="all", inc=["晒坝"]), every(H.lights("terrace"), ON), tags=[HH])
    h("晒坝浇下水", C("打开", None, "valve", inc=["晒坝"]), one([VALVE], "valve.open_valve"), tags=[HH, J])
    h("浇花的阀门关了", C("关闭", "浇花阀门", "valve"), one([VALVE], "valve.close_valve"), tags=[HH])
    h("屋头好潮哦，湿度好多", C("查询", None, "sensor", "humidity"), one([LH], None), ctx="living_room", tags=[HH, Q])
    h("老人房空调调到二十七度", C("调到", "空调", "climate", inc=["老人房"], params={"temperature": 27}),
      one([EAC], TEMP_SET, temperature=27), tags=[HH])
    h("空调莫吹那么冷，高两度", C("调高", "空调", "climate", params={"temperature": 29}),
      one([EAC], TEMP_SET, temperature=29), ctx="elder_room", tags=[HH, REL])
    h("空调风小点儿", C("调到", "空调", "climate", params={"fan_mode": "low"}), one([EAC], FMODE, fan_mode="low"),
      ctx="elder_room", tags=[HH, REL, J])
    h("灶房的灯开起", C("打开", None, "light", q="all", inc=["灶房"]), every(H.lights("kitchen"), ON), tags=[HH])
    h("抽油烟机开起，要炒菜了", C("打开", "抽油烟机", "fan"), one([HOOD], FAN_ON), tags=[HH])
    h("烟机开到最大，辣椒呛人", C("调到", "烟机", "fan", params={"percentage": 100}), one([HOOD], PCT, percentage=100),
      tags=[HH, CP])
    h("电饭煲煮饭", C("打开", "电饭煲", "switch"), one([RICE], SW_ON), tags=[HH, "device_function"])
    h("电饭煲换成煮粥", C("调到", "电饭煲", "select", params={"option": "煮粥"}), one([RICEM], OPT, option="煮粥"),
      tags=[HH, "device_function"])
    h("大门锁了没得", C("查询", "大门", "lock"), one([LOCK], None), tags=[HH, Q])
    h("门口是哪个", C("查询", "摄像头", "camera"), one([CAM], None), tags=[HH, Q, J])
    h("门口有没有人哦", C("查询", "门口", "binary_sensor", "motion"), one([CAMM], None), tags=[HH, Q, J])
    h("堂屋的窗帘拉拢", C("关闭", None, "cover", "curtain", q="all", inc=["堂屋"]), every([LCUR], CLOSE), tags=[HH, J])
    h("巴适，灯调暗点", C("调暗", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["living_room"], can="brightness"), ON, brightness_step_pct=-20), ctx="living_room",
      tags=[HH, REL])
    h("地暖开起，脚板冰冷", C("打开", "地暖", "climate"), one([FH], AC_ON), tags=[HH, CP])
    h("地暖开高点，冷惨了", C("调高", "地暖", "climate"), one([FH], TEMP_SET), tags=[HH, CP, REL])
    h("地暖给我调到二十二度", C("调到", "地暖", "climate", params={"temperature": 22}), one([FH], TEMP_SET, temperature=22), tags=[HH])
    h("新风开起", C("打开", "新风", "fan"), one([FRESH], FAN_ON), tags=[HH])
    h("新风调成睡眠", C("调到", "新风", "fan", params={"preset_mode": "睡眠"}), one([FRESH], PRESET, preset_mode="睡眠"),
      tags=[HH])
    h("晾衣架放下来，我晒铺盖", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), tags=[HH, J])
    h("晾衣架升上去", C("升起", "晾衣架", "cover"), one([AIRER], OPEN), tags=[HH, J])
    # ---- the parents -------------------------------------------------------------------------------------
    h("客厅空调调到二十五度", C("调到", "空调", "climate", inc=["客厅"], params={"temperature": 25}),
      one([LAC], TEMP_SET, temperature=25), tags=[HH])
    h("格力空调切成制冷", C("制冷", "格力空调", "climate", params={"hvac_mode": "cool"}), one([LAC], MODE_SET, hvac_mode="cool"),
      tags=[HH, IN])
    h("格力空调扫风打开", C("打开扫风", "格力空调", "climate", params={"swing_mode": "on"}), one([LAC], SWING, swing_mode="on"),
      tags=[HH, IN])
    h("主卧空调开除湿", C("调到", "空调", "climate", inc=["主卧"], params={"hvac_mode": "dry"}),
      one([MAC], MODE_SET, hvac_mode="dry"), tags=[HH])
    h("主卧空调风速调到自动", C("调到", "空调", "climate", inc=["主卧"], params={"fan_mode": "auto"}),
      one([MAC], FMODE, fan_mode="auto"), tags=[HH])
    h("屋头所有空调都关掉", C("关闭", "空调", "climate", q="all"), every(H.sel("climate", kind=AC_WORDS), AC_OFF), tags=[HH])
    h("海尔空调关一下", C("关闭", "海尔空调", "climate"), one([KAC], AC_OFF), tags=[HH, IN])
    h("热水器温度调到六十度", C("调到", "热水器", "water_heater", params={"temperature": 60}), one([HEATER], WH, temperature=60),
      tags=[HH])
    h("海尔热水器水温调低一点", C("调低", "海尔热水器", "water_heater"), one([HEATER], WH), tags=[HH, IN, REL])
    h("浴霸打开，洗澡了", C("打开", "浴霸", "switch"), one([YUBA], SW_ON), tags=[HH])
    h("公卫排气扇开一下", C("打开", "排气扇", "fan", inc=["公卫"]), one([EXH], FAN_ON), tags=[HH])
    h("卫生间有没有漏水", C("查询", None, "binary_sensor", "moisture", inc=["卫生间"]), one([LEAK], None), tags=[HH, Q])
    h("净水器滤芯还剩多少", C("查询", "净水器 滤芯", "sensor"), one([FILT], None), tags=[HH, Q])
    h("净水器出水TDS是多少", C("查询", "净水器 出水TDS", "sensor"), one([TDS], None), tags=[HH, Q])
    h("门锁电量多少", C("查询", "门锁", "sensor", "battery"), one([LOCKBAT], None), tags=[HH, Q])
    h("把大门锁上", C("上锁", "大门", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("开一下大门", C("开锁", "大门", "lock"), one([LOCK], "lock.unlock"), tags=[HH, J])
    h("车库门打开，我要出车", C("打开", "车库门", "cover", "garage"), one([GARAGE], OPEN), tags=[HH])
    h("车库门到底关好没有", C("查询", "车库门", "cover", "garage"), one([GARAGE], None), tags=[HH, Q])
    h("车库的灯关了", C("关闭", None, "light", q="all", inc=["车库"]), every(H.lights("garage"), OFF), tags=[HH])
    h("负一楼的灯都关掉", C("关闭", None, "light", q="all", inc=["负一楼"]), every(H.pick("light", floors=["basement_floor"]), OFF),
      tags=[HH, "floor"])
    h("楼下的灯全部关掉", C("关闭", None, "light", q="all", inc=["楼下"]), every(H.pick("light", floors=["ground_floor"]), OFF),
      tags=[HH, "floor"])
    h("除了老人房，一楼别的灯都关了", C("关闭", None, "light", q="except", inc=["一楼"], exc=["老人房"]),
      every(H.pick("light", floors=["ground_floor"], not_areas=["elder_room"]), OFF, q="except"), tags=[HH, "floor"])
    h("电视墙灯带调成蓝色", C("调成", "电视墙灯带", "light", params={"color_name": "blue"}), one([STRIP], ON, color_name="blue"),
      tags=[HH])
    h("灯带来个呼吸效果", C("调成", "灯带", "light", params={"effect": "呼吸"}), one([STRIP], ON, effect="呼吸"), tags=[HH])
    h("餐厅吊灯调成暖光", C("调成", "餐厅吊灯", "light", params={"color_temp_kelvin": 2700}),
      one([PEND], ON, color_temp_kelvin=2700), tags=[HH])
    h("餐厅的灯开了，吃饭了", C("打开", None, "light", q="all", inc=["餐厅"]), every(H.lights("dining_room"), ON), tags=[HH])
    h("主卧灯亮度调到百分之四十", C("调到", "主卧灯", "light", params={"brightness_pct": 40}), one([MCEIL], ON, brightness_pct=40),
      tags=[HH])
    h("床头灯调成粉色", C("调成", "床头灯", "light", params={"color_name": "pink"}), one([BED], ON, color_name="pink"), tags=[HH])
    h("主卧窗帘打开一半", C("调到", "窗帘", "cover", "curtain", inc=["主卧"], params={"position": 50}),
      one([MCUR], POS, position=50), tags=[HH])
    h("杜亚窗帘关上", C("关闭", "杜亚窗帘", "cover", "curtain"), one([MCUR], CLOSE), tags=[HH, IN])
    h("书房的风扇开一下", C("打开", "风扇", "fan", inc=["书房"]), one([SFAN], FAN_ON), tags=[HH])
    h("落地扇让它摇起来", C("摇头", "落地扇", "fan", params={"oscillating": True}), one([SFAN], "fan.oscillate", oscillating=True),
      tags=[HH])
    h("风扇吹自然风嘛", C("调到", "风扇", "fan", params={"preset_mode": "自然风"}), one([SFAN], PRESET, preset_mode="自然风"),
      ctx="study", tags=[HH])
    h("书房灯关了", C("关闭", "书房灯", "light"), one([SLIGHT], OFF), tags=[HH])
    h("新风开强劲模式", C("调到", "新风", "fan", params={"preset_mode": "强劲"}), one([FRESH], PRESET, preset_mode="强劲"),
      tags=[HH])
    h("新风风量加大", C("调高", "新风", "fan"), one([FRESH], FAN_UP), tags=[HH, REL])
    h("PM2.5多少了", C("查询", None, "sensor", "pm25"), one([FPM], None), tags=[HH, Q])
    h("客厅现在多少度", C("查询", None, "sensor", "temperature", inc=["客厅"]), one([LT], None), tags=[HH, Q])
    h("小爱音箱放点音乐", C("播放", "小爱音箱", "media_player", "speaker"), one([SPK], PLAY), tags=[HH])
    h("小爱音箱音量调到三十", C("调到", "小爱音箱", "media_player", "speaker", params={"volume_level": 0.3}),
      one([SPK], VSET, volume_level=0.3), tags=[HH])
    h("海信电视静音", C("静音", "海信电视", "media_player", "tv", params={"is_volume_muted": True}),
      one([TV], MUTE, is_volume_muted=True), tags=[HH, IN])
    h("电视换到芒果TV看综艺", C("切换", "电视", "media_player", "tv", params={"source": "芒果TV"}), one([TV], SRC, source="芒果TV"),
      tags=[HH])
    h("阳台的晾衣架照明打开", C("打开", "晾衣架照明", "light", inc=["阳台"]), one([AIRL], ON), tags=[HH, J])
    h("油烟机的灯关了", C("关闭", "油烟机灯", "light"), one([HOODL], OFF), tags=[HH])
    h("摄像头有没有看到人", C("查询", "摄像头 移动侦测", "binary_sensor", "motion"), one([CAMM], None), tags=[HH, Q])
    h("假期模式打开", C("打开", "假期模式", "input_boolean"), one(["input_boolean.holiday_mode"], "input_boolean.turn_on"),
      tags=[HH, RT])
    h("爸妈回乡下了，老人在家关掉", C("关闭", "老人在家", "input_boolean"),
      one(["input_boolean.grandparents_home"], "input_boolean.turn_off"), tags=[HH, RT])
    h("我们出门上班了", C("执行", "离家", "script"), one(["script.leave_home"], "script.turn_on"), tags=[HH, RT, J])
    h("到屋了", C("执行", "回家", "script"), one(["script.come_home"], "script.turn_on"), tags=[HH, RT, J])
    h("准备睡了，晚安", C("执行", "睡觉", "scene"), one(["scene.sleep"], "scene.turn_on"), tags=[HH, RT])
    # ---- the girl ----------------------------------------------------------------------------------------
    h("我要写作业，台灯开一下", C("打开", "台灯", "light"), one([KLAMP], ON), ctx="kids_room", tags=[HH])
    h("台灯好暗哦看不清", C("调亮", "台灯", "light", params={"brightness_step_pct": 20}), one([KLAMP], ON, brightness_step_pct=20),
      ctx="kids_room", tags=[HH, CP, REL])
    h("我房间好热", C("制冷", None, "climate", q="all", params={"hvac_mode": "cool"}), every([KAC], MODE_SET, hvac_mode="cool"),
      ctx="kids_room", tags=[HH, CP])
    h("空调二十四度", C("调到", "空调", "climate", params={"temperature": 24}), one([KAC], TEMP_SET, temperature=24),
      ctx="kids_room", tags=[HH])
    h("不耍手机了，大灯关掉", C("关闭", "大灯", "light"), one([KCEIL], OFF), ctx="kids_room", tags=[HH, J])
    h("乐乐房间的灯关了没有", C("查询", None, "light", q="all", inc=["乐乐房间"]), every(H.lights("kids_room"), None),
      tags=[HH, Q])
    h("吸顶灯调成白光", C("调成", "吸顶灯", "light", params={"color_temp_kelvin": 6500}), one([KCEIL], ON, color_temp_kelvin=6500),
      ctx="kids_room", tags=[HH, "kind_word", J])
    # ---- several at once -----------------------------------------------------------------------------------
    h("电视关了，灯灯也关了", [C("关闭", "电视", "media_player", "tv"), C("关闭", None, "light", q="all")],
      [one([TV], TV_OFF), every(H.lights("living_room"), OFF)], ctx="living_room", tags=[HH, MU])
    h("麻将机开起，空调也开起", [C("打开", "麻将机", "switch", "outlet"), C("打开", "空调", "climate")],
      [one([MJ], SW_ON), one([LAC], AC_ON)], ctx="living_room", tags=[HH, MU])
    h("油烟机和厨房灯都打开", [C("打开", "油烟机", "fan"), C("打开", "厨房灯", "light")], [one([HOOD], FAN_ON), one([KL], ON)],
      tags=[HH, MU])
    h("锁好大门，车库门也关上", [C("上锁", "大门", "lock"), C("关闭", "车库门", "cover", "garage")],
      [one([LOCK], "lock.lock"), one([GARAGE], CLOSE)], tags=[HH, MU])
    h("窗帘拉上，床头灯开了", [C("关闭", "窗帘", "cover", "curtain"), C("打开", "床头灯", "light")],
      [one([MCUR], CLOSE), one([BED], ON)], ctx="master_bedroom", tags=[HH, MU])
    h("热水器开到五十五度，浴霸也打开", [C("调到", "热水器", "water_heater", params={"temperature": 55}), C("打开", "浴霸", "switch")],
      [one([HEATER], WH, temperature=55), one([YUBA], SW_ON)], tags=[HH, MU])
    h("书房灯和台灯都关了", [C("关闭", "书房灯", "light"), C("关闭", "台灯", "light", inc=["书房"])],
      [one([SLIGHT], OFF), one([SLAMP], OFF)], tags=[HH, MU])
    # ---- follow-ups ---------------------------------------------------------------------------------------
    h("再往下调一度", C("调低", None, None, ref=True, params={"temperature": 24}), one([LAC], TEMP_SET, temperature=24),
      hist=["客厅空调调到二十五度"], tags=[HH, FU, REL])
    h("莫开那么大声", C("调低音量", None, None, ref=True), one([TV], VDOWN), hist=["电视声音开大点"], tags=[HH, FU, REL])
    h("主卧的也关了", C("关闭", "空调", "climate", inc=["主卧"]), one([MAC], AC_OFF), hist=["客厅空调关了"], tags=[HH, FU])
    h("还要再亮点", C("调亮", None, None, ref=True, params={"brightness_step_pct": 20}), one([PEND], ON, brightness_step_pct=20),
      hist=["餐厅吊灯打开"], tags=[HH, FU, REL])
    h("那二楼卫生间的呢", C("打开", None, "light", q="all", inc=["二楼卫生间"]), every(H.lights("master_bathroom"), ON),
      hist=["公卫的灯开一下"], tags=[HH, FU])
    h("算了，关了嘛", C("关闭", None, None, ref=True), one([SFAN], FAN_OFF), hist=["书房的风扇开一下"], tags=[HH, FU])
    # ---- misheard words, each beside its twin --------------------------------------------------------------
    h("麻将鸡开起", C("打开", "麻将鸡", "switch"), one([MJ], SW_ON), tags=[HH, "misheard"])
    h("麻将机开起嘛", C("打开", "麻将机", "switch"), one([MJ], SW_ON), twin=True, tags=[HH])
    h("电热坛关了", C("关闭", "电热坛", "switch"), one([BLANKET], SW_OFF), tags=[HH, "misheard"])
    h("电热毯关了嘛", C("关闭", "电热毯", "switch"), one([BLANKET], SW_OFF), twin=True, tags=[HH])
    h("地难开起", C("打开", "地难", "climate"), one([FH], AC_ON), tags=[HH, "misheard"])
    h("地暖开起嘛", C("打开", "地暖", "climate"), one([FH], AC_ON), twin=True, tags=[HH])
    h("晾衣价收起来", C("升起", "晾衣价", "cover"), one([AIRER], OPEN), tags=[HH, "misheard"])
    h("晾衣架收起来", C("升起", "晾衣架", "cover"), one([AIRER], OPEN), twin=True, tags=[HH])
    h("新蜂关了", C("关闭", "新蜂", "fan"), one([FRESH], FAN_OFF), tags=[HH, "misheard"])
    h("新风关了嘛", C("关闭", "新风", "fan"), one([FRESH], FAN_OFF), twin=True, tags=[HH])
    # ---- things the house lacks, each beside a twin that exists --------------------------------------------
    h("扫地机器人扫一下堂屋", C("开始扫地", "扫地机器人", "vacuum", inc=["堂屋"]), none(H.sel("vacuum")), tags=[HH, AK])
    h("排气扇开起", C("打开", "排气扇", "fan"), one([EXH], FAN_ON), twin=True, tags=[HH])
    h("洗衣机洗完没得", C("查询", "洗衣机", None), none(H.sel(kind=["洗衣机"])), tags=[HH, AK, Q])
    h("电饭煲煮好没得", C("查询", "电饭煲", "switch"), one([RICE], None), twin=True, tags=[HH, Q])
    h("加湿器开起", C("打开", "加湿器", "humidifier", "humidifier"), none(H.sel("humidifier")), tags=[HH, AK])
    h("新风机开起", C("打开", "新风机", "fan"), one([FRESH], FAN_ON), twin=True, tags=[HH])
    h("书房的空调开起", C("打开", "空调", "climate", inc=["书房"]), none(H.sel("climate", areas=["study"])), tags=[HH, AK])
    h("儿童房空调开一下", C("打开", "空调", "climate", inc=["儿童房"]), one([KAC], AC_ON), twin=True, tags=[HH])
    h("老人房窗帘拉拢", C("关闭", None, "cover", "curtain", q="all", inc=["老人房"]),
      none(H.sel("cover", areas=["elder_room"]), "all"), tags=[HH, AK])
    h("客厅的窗帘拉上", C("关闭", None, "cover", "curtain", q="all", inc=["客厅"]), every([LCUR], CLOSE), twin=True, tags=[HH])
    h("空气净化器开一下", C("打开", "空气净化器", "fan"), none(H.sel(kind=["净化器"])), tags=[HH, AK])
    h("净水器的滤芯还能撑好久", C("查询", "净水器 滤芯", "sensor"), one([FILT], None), twin=True, tags=[HH, Q])
    h("院坝的灯开起", C("打开", None, "light", q="all", inc=["院坝"]), none(H.rooms("院坝"), "all"), tags=[HH, AR])
    h("露台的灯开起", C("打开", None, "light", q="all", inc=["露台"]), every(H.lights("terrace"), ON), twin=True, tags=[HH])
    h("儿童房的电视关了", C("关闭", "电视", "media_player", "tv", inc=["儿童房"]), none(H.sel("media_player", areas=["kids_room"])),
      tags=[HH, AK])
    h("客厅的电视关了", C("关闭", "电视", "media_player", "tv", inc=["客厅"]), one([TV], TV_OFF), twin=True, tags=[HH])
    h("洗碗机开起", C("打开", "洗碗机", None), none(H.sel(kind=["洗碗机"])), tags=[HH, AK])
    h("电饭煲开起", C("打开", "电饭煲", "switch"), one([RICE], SW_ON), twin=True, tags=[HH])
    h("茶室的灯关一下", C("关闭", None, "light", q="all", inc=["茶室"]), none(H.rooms("茶室"), "all"), tags=[HH, AR])
    h("书房的灯帮我关一下", C("关闭", None, "light", q="all", inc=["书房"]), every(H.lights("study"), OFF), twin=True, tags=[HH])
    h("冰箱调到四度", C("调到", "冰箱", None, params={"temperature": 4}), none(H.sel(kind=["冰箱"])), tags=[HH, AK])
    h("热水器就烧到四十五度", C("调到", "热水器", "water_heater", params={"temperature": 45}), one([HEATER], WH, temperature=45),
      twin=True, tags=[HH])
    lacks("老人房吸顶灯调暗点", C("调暗", "吸顶灯", "light", inc=["老人房"], params={"brightness_step_pct": -20}), [ECEIL],
          "brightness", ON, "brightness_step_pct", tags=[HH])
    h("儿童房吸顶灯调暗点", C("调暗", "吸顶灯", "light", inc=["儿童房"], params={"brightness_step_pct": -20}),
      one([KCEIL], ON, brightness_step_pct=-20), twin=True, tags=[HH, REL])
    lacks("餐厅吊灯换成红色", C("调成", "餐厅吊灯", "light", params={"color_name": "red"}), [PEND], "color", ON, "color_name",
          tags=[HH])
    h("床头灯换成红色", C("调成", "床头灯", "light", params={"color_name": "red"}), one([BED], ON, color_name="red"), twin=True,
      tags=[HH])
    lacks("老人房空调扫风开起", C("打开扫风", "空调", "climate", inc=["老人房"], params={"swing_mode": "on"}), [EAC], "swing", SWING,
          "swing_mode", tags=[HH])
    h("主卧空调扫风开起", C("打开扫风", "空调", "climate", inc=["主卧"], params={"swing_mode": "on"}),
      one([MAC], SWING, swing_mode="on"), twin=True, tags=[HH])
    lacks("晾衣架只降一半", C("调到", "晾衣架", "cover", params={"position": 50}), [AIRER], "position", POS, "position", tags=[HH])
    h("客厅窗帘关到一半", C("调到", "客厅窗帘", "cover", "curtain", params={"position": 50}), one([LCUR], POS, position=50),
      twin=True, tags=[HH])
    lacks("地暖能不能吹冷风", C("制冷", "地暖", "climate", params={"hvac_mode": "cool"}), [FH], "hvac_mode", MODE_SET, "hvac_mode",
          value="cool", check=hvac("cool"), tags=[HH])
    h("格力空调调成制热", C("制热", "格力空调", "climate", params={"hvac_mode": "heat"}), one([LAC], MODE_SET, hvac_mode="heat"),
      twin=True, tags=[HH, IN])
    # ---- truly ambiguous -------------------------------------------------------------------------------------
    h("美的空调开起", C("打开", "美的空调", "climate"), which(MIDEAS, AC_ON), tags=[HH, AMB, IN])
    h("Yeelight 吸顶灯关一下", C("关闭", "Yeelight 吸顶灯", "light"), which(CEILS_Y, OFF), tags=[HH, AMB, IN])
    h("台灯给我开一下", C("打开", "台灯", "light"), which(LAMPS, ON), tags=[HH, AMB])
    h("窗帘打开一下嘛", C("打开", "窗帘", "cover", "curtain"), which(CURS, OPEN), tags=[HH, AMB])
    h("空调开起嘛", C("打开", "空调", "climate"), which(H.sel("climate", kind=AC_WORDS), AC_ON), tags=[HH, AMB])
    h("筒灯关了", C("关闭", "筒灯", "light"), which([LDOWN, DDOWN], OFF), tags=[HH, AMB])
    h("音箱暂停", C("暂停", "音箱", "media_player", "speaker"), which(SPKS, PAUSE), tags=[HH, AMB])
    h("现在好多度", C("查询", None, "sensor", "temperature"), which(H.sel("sensor", dc="temperature"), None), tags=[HH, AMB, Q])
    h("把吸顶灯开起", C("打开", "吸顶灯", "light"), one([ECEIL], ON), tags=[HH, "kind_word"])
    h("空调开成制冷", C("制冷", "空调", "climate", params={"hvac_mode": "cool"}),
      which(H.sel("climate", kind=AC_WORDS, can=hvac("cool")), MODE_SET), tags=[HH, AMB])
    h("空调调到二十六度", C("调到", "空调", "climate", params={"temperature": 26}), which(H.sel("climate", kind=AC_WORDS), TEMP_SET),
      tags=[HH, AMB])
    h("美的空调关一下", C("关闭", "美的空调", "climate"), one([MAC], AC_OFF), ctx="master_bedroom", tags=[HH, IN])
    # ---- rooms by their other words, and the two bathrooms ------------------------------------------------------
    h("卫生间的灯都关了", C("关闭", None, "light", q="all", inc=["卫生间"]),
      every(H.pick("light", areas=["downstairs_bathroom", "master_bathroom"]), OFF), tags=[HH, "generic_room"])
    h("公卫的灯开一下", C("打开", None, "light", q="all", inc=["公卫"]), every(H.lights("downstairs_bathroom"), ON), tags=[HH])
    h("大门口的灯开起", C("打开", None, "light", q="all", inc=["大门口"]), every(H.lights("entrance"), ON), tags=[HH])
    h("爷爷奶奶房间空调关了", C("关闭", "空调", "climate", inc=["爷爷奶奶房间"]), one([EAC], AC_OFF), tags=[HH])
    h("楼上的空调都关了", C("关闭", "空调", "climate", q="all", inc=["楼上"]),
      every(H.sel("climate", floors=["first_floor"], kind=AC_WORDS), AC_OFF), tags=[HH, "floor"])
    # ---- at a satellite, the room decides ------------------------------------------------------------------
    h("灯开起", C("打开", None, "light", q="all"), every(H.lights("dining_room"), ON), ctx="dining_room", tags=[HH])
    h("灯灯关了", C("关闭", None, "light", q="all"), every(H.lights("garage"), OFF), ctx="garage", tags=[HH])
    h("这儿太暗了", C("打开", None, "light", q="all"), every(H.lights("entrance"), ON), ctx="entrance", tags=[HH, CP])
    h("空调开到二十六度", C("调到", "空调", "climate", params={"temperature": 26}), one([MAC], TEMP_SET, temperature=26),
      ctx="master_bedroom", tags=[HH])
    h("窗帘拉开透下气", C("打开", "窗帘", "cover", "curtain"), one([LCUR], OPEN), ctx="living_room", tags=[HH])
    h("这屋头好多度", C("查询", None, "sensor", "temperature"), one([LT], None), ctx="living_room", tags=[HH, Q])
    h("镜前灯开下，我刮胡子", C("打开", "镜前灯", "light"), one([MIR], ON), ctx="master_bathroom", tags=[HH])
    h("这里冷得很", C("制热", None, "climate", q="all", params={"hvac_mode": "heat"}),
      every(H.sel("climate", areas=["master_bedroom"], can=hvac("heat")), MODE_SET, hvac_mode="heat"), ctx="master_bedroom",
      tags=[HH, CP])
    h("音量大点", C("调高音量", None, "media_player"), one([XD], VUP), ctx="elder_room", tags=[HH, REL])
    h("灯调亮一点", C("调亮", None, "light", q="all", params={"brightness_step_pct": 20}),
      every(H.sel("light", areas=["study"], can="brightness"), ON, brightness_step_pct=20), ctx="study", tags=[HH, REL])
    h("排气扇关了", C("关闭", "排气扇", "fan"), one([EXH], FAN_OFF), ctx="downstairs_bathroom", tags=[HH])
    h("把台灯关了，眼睛累了", C("关闭", "台灯", "light"), one([SLAMP], OFF), ctx="study", tags=[HH])
    h("晾衣架降下来收衣服", C("降下", "晾衣架", "cover"), one([AIRER], CLOSE), ctx="balcony", tags=[HH])
    h("门锁上没有", C("查询", "门", "lock"), one([LOCK], None), ctx="entrance", tags=[HH, Q])
    h("好热哦，空调开起", C("打开", "空调", "climate"), one([KAC], AC_ON), ctx="kids_room", tags=[HH])


def household_sz(zh: Language) -> None:
    """Round 18 (blind_zh): a young couple's flat on the 31st floor of a Shenzhen high-rise none of the earlier rounds
    saw (``flat_sz_zh``), written and labelled from the home before the parser ran on it, as a blind check of round 18:
    both work in tech and talk to the home in Chinese mixed with English and app words (living room, AC, start, auto,
    warm, party, off, MAX, sleep mode, Netflix, projector, laundry), the wake word 小爱同学 left in the text, terse
    app-style commands ("主灯 50%"), questions, complaints (好闷, 好潮), relative changes, several at once, follow-ups,
    misheard words beside their twins; Xiaomi Home and Aqara default names (Aqara 门窗传感器 three times, Aqara 智能窗帘电机
    twice, 米家台灯 1S twice, 空调伴侣 P3, 小米扫拖机器人) beside renamed ones, devices the flat lacks (no_match) and truly
    ambiguous requests. Every case carries ``fresh18``.
    """
    sz = zh.book("flat_sz_zh")
    H = sz.home
    HH, IN, Q, REL, CP, J, XL, MU, FU, RT, AMB, AK, AR = (
        "household", "integration_name", "question", "relative", "complaint", "judgement", "cross_language", "multi",
        "followup", "routine", "ambiguous", "absent_kind", "absent_room")

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), "fresh18"]
        sz.add(query, cmds, exps, **kw)

    def lacks(query: str, cmd: Mapping[str, Any], scope: Sequence[str], can: str, service: str, field: str | None,
              **kw: Any) -> None:
        kw["tags"] = [*kw.get("tags", ()), "fresh18"]
        sz.lacks(query, cmd, scope, can, service, field, **kw)

    SW_ON, SW_OFF = "switch.turn_on", "switch.turn_off"
    FAN_ON, FAN_OFF, PCT, PRESET = "fan.turn_on", "fan.turn_off", "fan.set_percentage", "fan.set_preset_mode"
    AC_ON, AC_OFF, FMODE, SWING = "climate.turn_on", "climate.turn_off", "climate.set_fan_mode", "climate.set_swing_mode"
    TV_ON, TV_OFF, VUP, VDOWN, VSET, SRC, PLAY, PAUSE = (
        "media_player.turn_on", "media_player.turn_off", "media_player.volume_up", "media_player.volume_down",
        "media_player.volume_set", "media_player.select_source", "media_player.media_play", "media_player.media_pause")
    POS, WH, H_ON, H_OFF = "cover.set_cover_position", "water_heater.set_temperature", "humidifier.turn_on", "humidifier.turn_off"
    LOCK, LBAT, DWE, ENT = ("lock.xiaomi_smart_lock_m20", "sensor.xiaomi_smart_lock_m20_battery",
                            "binary_sensor.aqara_door_window_entrance", "light.entrance_light")
    MAIN, AMBL, FLOOR, AQ = "light.living_main", "light.ambient_strip", "light.floor_lamp", "light.aquarium"
    LAC, LCUR, VAC, PUR, PPM = ("climate.living_ac", "cover.aqara_curtain_living", "vacuum.xiaomi_x10", "fan.mijia_purifier_4_pro",
                                "sensor.mijia_purifier_4_pro_pm25")
    PROJ, SPK, LT, LH = ("media_player.xgimi_h6", "media_player.xiaoai_speaker", "sensor.aqara_th_living_temperature",
                         "sensor.aqara_th_living_humidity")
    KL, FRIDGE = "light.kitchen_light", "sensor.mijia_fridge_temperature"
    BCEIL, BED, BAC, BCUR, DWB, DEHUM = ("light.bedroom_ceiling", "light.bedside_lamp", "climate.mijia_ac_bedroom",
                                         "cover.aqara_curtain_bedroom", "binary_sensor.aqara_door_window_bedroom",
                                         "humidifier.midea_dehumidifier")
    SCEIL, P3, LAMP2 = "light.second_ceiling", "climate.aqara_ac_partner_p3", "light.mijia_desk_lamp_1s_second"
    _STL, LAMPS, BATH, HEATER = "light.study_light", "light.mijia_desk_lamp_1s_study", "light.bathroom_light", "water_heater.aosmith_e60"
    BAL, CAM, DWBAL = "light.balcony_light", "camera.xiaomi_camera_balcony", "binary_sensor.aqara_door_window_balcony"
    WASH, WTIME, WST, DRY, DST = ("switch.littleswan_washer", "sensor.littleswan_washer_left_time",
                                  "sensor.littleswan_washer_status", "switch.littleswan_dryer", "sensor.littleswan_dryer_status")
    FEED, FSCHED, FOUNT = "button.petkit_feeder_feed", "switch.petkit_feeder_schedule", "switch.petkit_fountain"
    ACS, CURS, DESKS, SENSORS = [LAC, BAC, P3], [LCUR, BCUR], [LAMP2, LAMPS], [DWE, DWB, DWBAL]

    # ---- lights -----------------------------------------------------------------------------------------
    h("把 living room 的灯全部关掉", C("关闭", None, "light", q="all", inc=["living room"]), every(H.lights("living_room"), OFF),
      tags=[HH, XL])
    h("小爱同学，打开客厅主灯", C("打开", "客厅主灯", "light"), one([MAIN], ON), tags=[HH])
    h("主灯 50%", C("调到", "主灯", "light", params={"brightness_pct": 50}), one([MAIN], ON, brightness_pct=50), tags=[HH])
    h("把氛围灯调成 warm 一点", C("调成", "氛围灯", "light", params={"color_temp_kelvin": 2700}),
      one([AMBL], ON, color_temp_kelvin=2700), tags=[HH, XL, J])
    h("氛围灯切 party 模式", C("调成", "氛围灯", "light", params={"effect": "派对"}), one([AMBL], ON, effect="派对"),
      tags=[HH, XL, J])
    h("氛围灯来个 purple", C("调成", "氛围灯", "light", params={"color_name": "purple"}), one([AMBL], ON, color_name="purple"),
      tags=[HH, XL])
    h("落地灯 dim 一点", C("调暗", "落地灯", "light", params={"brightness_step_pct": -20}),
      one([FLOOR], ON, brightness_step_pct=-20), tags=[HH, XL, REL])
    h("鱼缸灯开一下，鱼要吃饭了", C("打开", "鱼缸灯", "light"), one([AQ], ON), tags=[HH])
    h("鱼缸灯换成海洋模式", C("调成", "鱼缸灯", "light", params={"effect": "海洋"}), one([AQ], ON, effect="海洋"), tags=[HH])
    h("鱼缸灯 off", C("关闭", "鱼缸灯", "light"), one([AQ], OFF), tags=[HH, XL])
    h("bedroom 的灯全关", C("关闭", None, "light", q="all", inc=["bedroom"]), every(H.lights("bedroom"), OFF), tags=[HH, XL])
    h("床头灯亮度 20", C("调到", "床头灯", "light", params={"brightness_pct": 20}), one([BED], ON, brightness_pct=20), tags=[HH])
    h("床头灯 warm white", C("调成", "床头灯", "light", params={"color_temp_kelvin": 2700}), one([BED], ON, color_temp_kelvin=2700),
      tags=[HH, XL])
    h("书房的米家台灯开一下", C("打开", "米家台灯", "light", inc=["书房"]), one([LAMPS], ON), tags=[HH, IN])
    h("台灯 brightness 拉满", C("调到", "台灯", "light", params={"brightness_pct": 100}), one([LAMPS], ON, brightness_pct=100),
      ctx="study", tags=[HH, XL])
    h("次卧灯关一下", C("关闭", "次卧灯", "light"), one([SCEIL], OFF), tags=[HH])
    h("玄关灯帮我开一下", C("打开", "玄关灯", "light"), one([ENT], ON), tags=[HH])
    h("全屋的灯都 off 掉", C("关闭", None, "light", q="all"), every(H.sel("light"), OFF), tags=[HH, XL])
    h("除了卧室，别的灯都关了", C("关闭", None, "light", q="except", exc=["卧室"]),
      every(H.pick("light", not_areas=["bedroom"]), OFF, q="except"), tags=[HH])
    h("厨房灯 on 一下", C("打开", "厨房灯", "light"), one([KL], ON), tags=[HH, XL])
    h("阳台灯关掉", C("关闭", "阳台灯", "light"), one([BAL], OFF), tags=[HH])
    h("卫生间灯开着吗", C("查询", "卫生间灯", "light"), one([BATH], None), tags=[HH, Q])
    # ---- air conditioners -----------------------------------------------------------------------------------
    h("帮我开下 AC", C("打开", "AC", "climate"), one([LAC], AC_ON), ctx="living_room", tags=[HH, XL])
    h("空调 26 度", C("调到", "空调", "climate", params={"temperature": 26}), one([BAC], TEMP_SET, temperature=26),
      ctx="bedroom", tags=[HH])
    h("风速调到 auto", C("调到", None, "climate", params={"fan_mode": "auto"}), one([BAC], FMODE, fan_mode="auto"),
      ctx="bedroom", tags=[HH, XL])
    h("客厅空调开 cool mode", C("制冷", "空调", "climate", inc=["客厅"], params={"hvac_mode": "cool"}),
      one([LAC], MODE_SET, hvac_mode="cool"), tags=[HH, XL])
    h("卧室 AC 调低两度", C("调低", "AC", "climate", inc=["卧室"], params={"temperature": 24}),
      one([BAC], TEMP_SET, temperature=24), tags=[HH, XL, REL])
    h("空调伴侣 P3 调到 27", C("调到", "空调伴侣 P3", "climate", params={"temperature": 27}), one([P3], TEMP_SET, temperature=27),
      tags=[HH, IN])
    h("空调伴侣开制冷", C("制冷", "空调伴侣", "climate", params={"hvac_mode": "cool"}), one([P3], MODE_SET, hvac_mode="cool"),
      tags=[HH, IN])
    h("米家空调风速调到 high", C("调到", "米家空调", "climate", params={"fan_mode": "high"}), one([BAC], FMODE, fan_mode="high"),
      tags=[HH, IN, XL])
    h("所有 AC 都关掉", C("关闭", "AC", "climate", q="all"), every(ACS, AC_OFF), tags=[HH, XL])
    h("热死了，受不了", C("制冷", None, "climate", q="all", params={"hvac_mode": "cool"}), every([P3], MODE_SET, hvac_mode="cool"),
      ctx="second_bedroom", tags=[HH, CP])
    h("好闷啊，开下空调", C("打开", "空调", "climate"), one([LAC], AC_ON), ctx="living_room", tags=[HH])
    h("空调 swing 打开", C("打开扫风", "空调", "climate", params={"swing_mode": "on"}), one([LAC], SWING, swing_mode="on"),
      ctx="living_room", tags=[HH, XL])
    h("客厅空调 dry mode", C("调到", "空调", "climate", inc=["客厅"], params={"hvac_mode": "dry"}),
      one([LAC], MODE_SET, hvac_mode="dry"), tags=[HH, XL])
    # ---- dehumidifier, purifier, water heater ---------------------------------------------------------------
    h("卧室好潮，除湿机开一下", C("打开", "除湿机", "humidifier", "dehumidifier"), one([DEHUM], H_ON), tags=[HH, CP])
    h("除湿机湿度设到 50", C("调到", "除湿机", "humidifier", "dehumidifier", params={"humidity": 50}),
      one([DEHUM], "humidifier.set_humidity", humidity=50), tags=[HH])
    h("除湿机切到干衣模式", C("调到", "除湿机", "humidifier", "dehumidifier", params={"mode": "干衣"}),
      one([DEHUM], "humidifier.set_mode", mode="干衣"), tags=[HH])
    h("dehumidifier 关了吧", C("关闭", "dehumidifier", "humidifier", "dehumidifier"), one([DEHUM], H_OFF), tags=[HH, XL])
    h("米家空气净化器开一下", C("打开", "米家空气净化器", "fan"), one([PUR], FAN_ON), tags=[HH, IN])
    h("净化器开 sleep mode", C("调到", "净化器", "fan", params={"preset_mode": "睡眠"}), one([PUR], PRESET, preset_mode="睡眠"),
      tags=[HH, XL])
    h("净化器风量调到 60%", C("调到", "净化器", "fan", params={"percentage": 60}), one([PUR], PCT, percentage=60), tags=[HH])
    h("air purifier 关掉", C("关闭", "air purifier", "fan"), one([PUR], FAN_OFF), tags=[HH, XL])
    h("PM2.5 现在多少啊", C("查询", None, "sensor", "pm25"), one([PPM], None), tags=[HH, Q])
    h("热水器调到 55 度", C("调到", "热水器", "water_heater", params={"temperature": 55}), one([HEATER], WH, temperature=55),
      tags=[HH])
    h("热水器 temp 降一点", C("调低", "热水器", "water_heater"), one([HEATER], WH), tags=[HH, XL, REL])
    h("史密斯热水器现在水温多少", C("查询", "史密斯热水器", "water_heater"), one([HEATER], None), tags=[HH, IN, Q])
    h("客厅湿度多少", C("查询", None, "sensor", "humidity", inc=["客厅"]), one([LH], None), tags=[HH, Q])
    h("humidity 现在多少", C("查询", None, "sensor", "humidity"), one([LH], None), tags=[HH, XL, Q])
    h("客厅温度现在多少", C("查询", None, "sensor", "temperature", inc=["客厅"]), one([LT], None), tags=[HH, Q])
    h("冰箱冷藏室几度", C("查询", "冰箱 冷藏室温度", "sensor", "temperature"), one([FRIDGE], None), tags=[HH, Q])
    # ---- curtains ---------------------------------------------------------------------------------------------
    h("把窗帘拉开", C("打开", "窗帘", "cover", "curtain"), one([BCUR], OPEN), ctx="bedroom", tags=[HH])
    h("客厅窗帘开到 30%", C("调到", "窗帘", "cover", "curtain", inc=["客厅"], params={"position": 30}),
      one([LCUR], POS, position=30), tags=[HH])
    h("所有窗帘都拉上", C("关闭", None, "cover", "curtain", q="all"), every(CURS, CLOSE), tags=[HH])
    h("bedroom 窗帘关一半", C("调到", "窗帘", "cover", "curtain", inc=["bedroom"], params={"position": 50}),
      one([BCUR], POS, position=50), tags=[HH, XL])
    # ---- the robot ---------------------------------------------------------------------------------------------
    h("扫地机器人 start 一下", C("开始扫地", "扫地机器人", "vacuum"), one([VAC], "vacuum.start"), tags=[HH, XL])
    h("小米扫拖机器人回去充电", C("回充", "小米扫拖机器人", "vacuum"), one([VAC], "vacuum.return_to_base"), tags=[HH, IN])
    h("robot 吸力开到 MAX", C("调到", "robot", "vacuum", params={"fan_speed": "MAX"}),
      one([VAC], "vacuum.set_fan_speed", fan_speed="MAX"), tags=[HH, XL])
    h("扫地机 pause 一下", C("暂停", "扫地机", "vacuum"), one([VAC], "vacuum.pause"), tags=[HH, XL])
    h("扫地机器人在干嘛", C("查询", "扫地机器人", "vacuum"), one([VAC], None), tags=[HH, Q])
    # ---- projector and speaker ------------------------------------------------------------------------------------
    h("投影仪 turn on 一下", C("打开", "投影仪", "media_player"), one([PROJ], TV_ON), tags=[HH, XL])
    h("投影切到 Netflix", C("切换", "投影", "media_player", params={"source": "Netflix"}), one([PROJ], SRC, source="Netflix"),
      tags=[HH, XL])
    h("projector 声音小一点", C("调低音量", "projector", "media_player"), one([PROJ], VDOWN), tags=[HH, XL, REL])
    h("极米暂停一下", C("暂停", "极米", "media_player"), one([PROJ], PAUSE), tags=[HH, IN])
    h("小爱同学，音量调到 40", C("调到", "小爱同学", "media_player", "speaker", params={"volume_level": 0.4}),
      one([SPK], VSET, volume_level=0.4), tags=[HH, J])
    h("小爱同学，放点 lo-fi", C("播放", "小爱同学", "media_player", "speaker"), one([SPK], PLAY), tags=[HH, XL, J])
    h("小爱音箱 pause", C("暂停", "小爱音箱", "media_player", "speaker"), one([SPK], PAUSE), tags=[HH, XL])
    # ---- door, windows, camera ----------------------------------------------------------------------------------------
    h("门锁好了没", C("查询", "门锁", "lock"), one([LOCK], None), tags=[HH, Q])
    h("门锁电量还剩多少了", C("查询", "门锁", "sensor", "battery"), one([LBAT], None), tags=[HH, Q])
    h("帮我把门锁上", C("上锁", "门", "lock"), one([LOCK], "lock.lock"), tags=[HH])
    h("小米智能门锁开一下，外卖到了", C("开锁", "小米智能门锁", "lock"), one([LOCK], "lock.unlock"), tags=[HH, IN])
    h("阳台门关了吗", C("查询", "门", "binary_sensor", "door", inc=["阳台"]), one([DWBAL], None), tags=[HH, Q])
    h("卧室窗户关了没", C("查询", "窗户", "binary_sensor", "window", inc=["卧室"]), one([DWB], None), tags=[HH, Q])
    h("阳台摄像头看一下猫在干嘛", C("查询", "摄像头", "camera", inc=["阳台"]), one([CAM], None), tags=[HH, Q, J])
    h("balcony camera 还在线吗", C("查询", "camera", "camera", inc=["balcony"]), one([CAM], None), tags=[HH, XL, Q])
    # ---- laundry, pet ----------------------------------------------------------------------------------------------
    h("洗衣机 start", C("打开", "洗衣机", "switch"), one([WASH], SW_ON), tags=[HH, XL, "device_function"])
    h("洗衣机还要多久", C("查询", "洗衣机", "sensor", "duration"), one([WTIME], None), tags=[HH, Q, "device_function"])
    h("洗衣机洗完了没啊", C("查询", "洗衣机", "sensor", "enum"), one([WST], None), tags=[HH, Q, "device_function"])
    h("干衣机开一下", C("打开", "干衣机", "switch"), one([DRY], SW_ON), tags=[HH, "device_function"])
    h("干衣机烘好了吗", C("查询", "干衣机", "sensor", "enum"), one([DST], None), tags=[HH, Q, "device_function"])
    h("喂一下猫", C("按", "喂食器 出粮", "button"), one([FEED], "button.press"), tags=[HH, J])
    h("小佩喂食器出粮", C("按", "小佩喂食器 出粮", "button"), one([FEED], "button.press"), tags=[HH, IN])
    h("定时喂食先关掉", C("关闭", "定时喂食", "switch"), one([FSCHED], SW_OFF), tags=[HH])
    h("猫的饮水机开一下", C("打开", "饮水机", "switch"), one([FOUNT], SW_ON), tags=[HH])
    h("water fountain 关一下", C("关闭", "water fountain", "switch"), one([FOUNT], SW_OFF), tags=[HH, XL])
    # ---- scenes, scripts, helpers ---------------------------------------------------------------------------------------
    h("小爱同学，开始观影", C("执行", "观影", "scene"), one(["scene.movie"], "scene.turn_on"), tags=[HH, RT])
    h("晚安啦", C("执行", "晚安", "scene"), one(["scene.good_night"], "scene.turn_on"), tags=[HH, RT])
    h("我出门了", C("执行", "出门", "script"), one(["script.leave_home"], "script.turn_on"), tags=[HH, RT])
    h("到家啦", C("执行", "回家", "script"), one(["script.back_home"], "script.turn_on"), tags=[HH, RT, J])
    h("出差模式 on", C("打开", "出差模式", "input_boolean"), one(["input_boolean.business_trip"], "input_boolean.turn_on"),
      tags=[HH, RT, XL])
    h("出差回来了，出差模式关掉", C("关闭", "出差模式", "input_boolean"),
      one(["input_boolean.business_trip"], "input_boolean.turn_off"), tags=[HH, RT])
    h("猫已经喂过了", C("打开", "猫已喂", "input_boolean"), one(["input_boolean.cat_fed"], "input_boolean.turn_on"),
      tags=[HH, RT, J])
    # ---- several at once ------------------------------------------------------------------------------------------------
    h("关灯，开 AC", [C("关闭", None, "light", q="all"), C("打开", "AC", "climate")],
      [every(H.lights("bedroom"), OFF), one([BAC], AC_ON)], ctx="bedroom", tags=[HH, MU, XL])
    h("投影仪打开，窗帘拉上", [C("打开", "投影仪", "media_player"), C("关闭", "窗帘", "cover", "curtain")],
      [one([PROJ], TV_ON), one([LCUR], CLOSE)], ctx="living_room", tags=[HH, MU])
    h("扫地机器人 start，净化器也开一下", [C("开始扫地", "扫地机器人", "vacuum"), C("打开", "净化器", "fan")],
      [one([VAC], "vacuum.start"), one([PUR], FAN_ON)], tags=[HH, MU, XL])
    h("洗衣机开了，顺便把阳台灯关掉", [C("打开", "洗衣机", "switch"), C("关闭", "阳台灯", "light")],
      [one([WASH], SW_ON), one([BAL], OFF)], tags=[HH, MU])
    h("卧室空调 26 度，除湿机关掉", [C("调到", "空调", "climate", inc=["卧室"], params={"temperature": 26}),
      C("关闭", "除湿机", "humidifier", "dehumidifier")], [one([BAC], TEMP_SET, temperature=26), one([DEHUM], H_OFF)],
      tags=[HH, MU])
    h("鱼缸灯关了，门锁上", [C("关闭", "鱼缸灯", "light"), C("上锁", "门", "lock")], [one([AQ], OFF), one([LOCK], "lock.lock")],
      tags=[HH, MU])
    # ---- follow-ups -----------------------------------------------------------------------------------------------------
    h("再低 1 度", C("调低", None, None, ref=True, params={"temperature": 25}), one([LAC], TEMP_SET, temperature=25),
      hist=["客厅空调调到 26 度"], tags=[HH, FU, REL])
    h("换成蓝色吧", C("调成", None, None, ref=True, params={"color_name": "blue"}), one([AMBL], ON, color_name="blue"),
      hist=["氛围灯打开"], tags=[HH, FU])
    h("客厅的也拉开", C("打开", "窗帘", "cover", "curtain", inc=["客厅"]), one([LCUR], OPEN), hist=["把卧室窗帘拉开"],
      tags=[HH, FU])
    h("volume 再大一点", C("调高音量", None, None, ref=True), one([PROJ], VUP), hist=["投影仪声音大一点"], tags=[HH, FU, REL, XL])
    h("算了还是关掉吧", C("关闭", None, None, ref=True), one([AQ], OFF), hist=["鱼缸灯开一下"], tags=[HH, FU])
    # ---- misheard words, each beside its twin ---------------------------------------------------------------------------
    h("氛围等调成红色", C("调成", "氛围等", "light", params={"color_name": "red"}), one([AMBL], ON, color_name="red"),
      tags=[HH, "misheard"])
    h("氛围灯调成红色", C("调成", "氛围灯", "light", params={"color_name": "red"}), one([AMBL], ON, color_name="red"), twin=True,
      tags=[HH])
    h("投音仪关掉", C("关闭", "投音仪", "media_player"), one([PROJ], TV_OFF), tags=[HH, "misheard"])
    h("投影仪关掉", C("关闭", "投影仪", "media_player"), one([PROJ], TV_OFF), twin=True, tags=[HH])
    h("除时机打开", C("打开", "除时机", "humidifier"), one([DEHUM], H_ON), tags=[HH, "misheard"])
    h("除湿机给我打开", C("打开", "除湿机", "humidifier", "dehumidifier"), one([DEHUM], H_ON), twin=True, tags=[HH])
    h("鱼刚灯关了", C("关闭", "鱼刚灯", "light"), one([AQ], OFF), tags=[HH, "misheard"])
    h("鱼缸灯关了", C("关闭", "鱼缸灯", "light"), one([AQ], OFF), twin=True, tags=[HH])
    # ---- things the flat lacks, each beside a twin that exists ------------------------------------------------------------
    h("次卧的投影仪打开", C("打开", "投影仪", "media_player", inc=["次卧"]), none(H.sel("media_player", areas=["second_bedroom"])),
      tags=[HH, AK])
    h("客厅的投影仪打开", C("打开", "投影仪", "media_player", inc=["客厅"]), one([PROJ], TV_ON), twin=True, tags=[HH])
    h("浴霸开一下，要洗澡", C("打开", "浴霸", None), none(H.sel(kind=["浴霸"])), tags=[HH, AK])
    h("热水器开一下，要洗澡", C("打开", "热水器", "water_heater"), one([HEATER], "water_heater.turn_on"), twin=True, tags=[HH])
    h("晾衣架降下来一下", C("降下", "晾衣架", "cover"), none(H.sel(kind=["晾衣"])), tags=[HH, AK])
    h("干衣机帮我开开", C("打开", "干衣机", "switch"), one([DRY], SW_ON), twin=True, tags=[HH])
    h("书房的 AC 开一下", C("打开", "AC", "climate", inc=["书房"]), none(H.sel("climate", areas=["study"])), tags=[HH, AK])
    h("次卧空调开一下", C("打开", "空调", "climate", inc=["次卧"]), one([P3], AC_ON), twin=True, tags=[HH])
    h("加湿器帮我开一下", C("打开", "加湿器", "humidifier", "humidifier"), none(H.sel("humidifier", kind_dc=["humidifier"], kind=["加湿器"])),
      tags=[HH, AK])
    h("除湿机帮我开一下", C("打开", "除湿机", "humidifier", "dehumidifier"), one([DEHUM], H_ON), twin=True, tags=[HH])
    h("油烟机 on 一下", C("打开", "油烟机", "fan"), none(H.sel(kind=["油烟机", "烟机"])), tags=[HH, AK])
    h("厨房灯帮我开一下", C("打开", "厨房灯", "light"), one([KL], ON), twin=True, tags=[HH])
    h("餐厅的灯 on 一下", C("打开", None, "light", q="all", inc=["餐厅"]), none(H.rooms("餐厅"), "all"), tags=[HH, AR])
    h("玄关的灯打开", C("打开", None, "light", q="all", inc=["玄关"]), every(H.lights("entrance"), ON), twin=True, tags=[HH])
    h("洗碗机 start 一下", C("打开", "洗碗机", None), none(H.sel(kind=["洗碗机"])), tags=[HH, AK])
    h("洗衣机现在开始洗", C("打开", "洗衣机", "switch"), one([WASH], SW_ON), twin=True, tags=[HH])
    h("车库门 close 了吗", C("查询", "车库门", "cover", "garage"), none(H.sel("cover", dc="garage") + H.rooms("车库")), tags=[HH, AK, Q])
    h("阳台的门关了吗", C("查询", "门", "binary_sensor", "door", inc=["阳台"]), one([DWBAL], None), twin=True, tags=[HH, Q])
    h("新风开一下", C("打开", "新风", "fan"), none(H.sel(kind=["新风"])), tags=[HH, AK])
    h("净化器帮我开开", C("打开", "净化器", "fan"), one([PUR], FAN_ON), twin=True, tags=[HH])
    h("儿童房的灯关了", C("关闭", None, "light", q="all", inc=["儿童房"]), none(H.rooms("儿童房"), "all"), tags=[HH, AR])
    h("次卧的灯关了", C("关闭", None, "light", q="all", inc=["次卧"]), every(H.lights("second_bedroom"), OFF), twin=True, tags=[HH])
    lacks("次卧灯调暗一点", C("调暗", "次卧灯", "light", params={"brightness_step_pct": -20}), [SCEIL], "brightness", ON,
          "brightness_step_pct", tags=[HH])
    h("卧室灯调暗一点", C("调暗", "卧室灯", "light", params={"brightness_step_pct": -20}), one([BCEIL], ON, brightness_step_pct=-20),
      twin=True, tags=[HH, REL])
    lacks("空调伴侣扫风打开", C("打开扫风", "空调伴侣", "climate", params={"swing_mode": "on"}), [P3], "swing", SWING, "swing_mode",
          tags=[HH])
    h("米家空调扫风打开", C("打开扫风", "米家空调", "climate", params={"swing_mode": "on"}), one([BAC], SWING, swing_mode="on"),
      twin=True, tags=[HH])
    lacks("书房的米家台灯调成红色", C("调成", "米家台灯", "light", inc=["书房"], params={"color_name": "red"}), [LAMPS], "color",
          ON, "color_name", tags=[HH])
    h("床头灯换成红色的", C("调成", "床头灯", "light", params={"color_name": "red"}), one([BED], ON, color_name="red"), twin=True,
      tags=[HH])
    # ---- truly ambiguous -------------------------------------------------------------------------------------------------
    h("米家台灯 1S 打开", C("打开", "米家台灯 1S", "light"), which(DESKS, ON), tags=[HH, AMB, IN])
    h("Aqara 智能窗帘电机 close", C("关闭", "Aqara 智能窗帘电机", "cover", "curtain"), which(CURS, CLOSE), tags=[HH, AMB, IN, XL])
    h("AC 关掉", C("关闭", "AC", "climate"), which(ACS, AC_OFF), tags=[HH, AMB, XL])
    h("Aqara 门窗传感器什么状态", C("查询", "Aqara 门窗传感器", "binary_sensor"), which(SENSORS, None), tags=[HH, AMB, IN, Q])
    h("laundry 好了没", C("查询", "laundry", "sensor", "enum"), which([WST, DST], None), tags=[HH, AMB, XL, Q])
    h("窗帘 open", C("打开", "窗帘", "cover", "curtain"), which(CURS, OPEN), tags=[HH, AMB, XL])
    h("空调 25 度", C("调到", "空调", "climate", params={"temperature": 25}), which(ACS, TEMP_SET), tags=[HH, AMB])
    h("台灯关了", C("关闭", "台灯", "light"), which(DESKS, OFF), tags=[HH, AMB])
    h("音量调低一点", C("调低音量", None, "media_player"), which([PROJ, SPK], VDOWN), tags=[HH, AMB, REL])
    h("desk lamp 开一下", C("打开", "desk lamp", "light"), which(DESKS, ON), tags=[HH, AMB, XL])
    # ---- at a satellite, the room decides -----------------------------------------------------------------------------------
    h("灯开一下", C("打开", None, "light", q="all"), every(H.lights("kitchen"), ON), ctx="kitchen", tags=[HH])
    h("把灯关了", C("关闭", None, "light", q="all"), every(H.lights("study"), OFF), ctx="study", tags=[HH])
    h("太亮了", C("调暗", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["bedroom"], can="brightness"), ON, brightness_step_pct=-20), ctx="bedroom", tags=[HH, CP, REL])
    h("AC 开到 auto 模式", C("调到", "AC", "climate", params={"hvac_mode": "auto"}), one([P3], MODE_SET, hvac_mode="auto"),
      ctx="second_bedroom", tags=[HH, XL])
    h("台灯开一下，我看会书", C("打开", "台灯", "light"), one([LAMP2], ON), ctx="second_bedroom", tags=[HH])
    h("窗户关了吗", C("查询", "窗户", "binary_sensor", "window"), one([DWB], None), ctx="bedroom", tags=[HH, Q])
    h("这里好潮", C("打开", None, "humidifier", "dehumidifier"), one([DEHUM], H_ON), ctx="bedroom", tags=[HH, CP, J])
    h("灯 on", C("打开", None, "light", q="all"), every(H.lights("bathroom"), ON), ctx="bathroom", tags=[HH, XL])
    h("这里多少度", C("查询", None, "sensor", "temperature"), one([LT], None), ctx="living_room", tags=[HH, Q])
    h("窗帘关一下，太晒了", C("关闭", "窗帘", "cover", "curtain"), one([LCUR], CLOSE), ctx="living_room", tags=[HH])
    h("门关好了吗", C("查询", "门", "binary_sensor", "door"), one([DWBAL], None), ctx="balcony", tags=[HH, Q, J])
    h("把灯调到 30%", C("调到", None, "light", q="all", params={"brightness_pct": 30}),
      every(H.sel("light", areas=["living_room"], can="brightness"), ON, brightness_pct=30), ctx="living_room", tags=[HH])
    h("好暗，开个灯", C("打开", None, "light", q="all"), every(H.lights("entrance"), ON), ctx="entrance", tags=[HH, CP])
    h("门锁了没有", C("查询", "门", "lock"), one([LOCK], None), ctx="entrance", tags=[HH, Q])
    h("灯全 off", C("关闭", None, "light", q="all"), every(H.lights("second_bedroom"), OFF), ctx="second_bedroom", tags=[HH, XL])
    h("空调调高一度", C("调高", "空调", "climate", params={"temperature": 27}), one([BAC], TEMP_SET, temperature=27),
      ctx="bedroom", tags=[HH, REL])
    h("声音开大点", C("调高音量", None, "media_player"), which([PROJ, SPK], VUP), ctx="living_room", tags=[HH, AMB, REL])
    h("好冷，AC 别开那么低", C("调高", "AC", "climate"), one([LAC], TEMP_SET), ctx="living_room", tags=[HH, XL, CP, REL])
    h("摄像头现在拍到什么", C("查询", "摄像头", "camera"), one([CAM], None), ctx="balcony", tags=[HH, Q])
    h("喂食器出一次粮", C("按", "喂食器 出粮", "button"), one([FEED], "button.press"), ctx="balcony", tags=[HH])
    h("热水器烧到 60", C("调到", "热水器", "water_heater", params={"temperature": 60}), one([HEATER], WH, temperature=60),
      ctx="bathroom", tags=[HH])
    h("把灯 brightness 调低", C("调暗", None, "light", q="all", params={"brightness_step_pct": -20}),
      every(H.sel("light", areas=["study"], can="brightness"), ON, brightness_step_pct=-20), ctx="study", tags=[HH, XL, REL])
def household_bj18(zh: Language) -> None:
    """Round 18 (bj18): the classes the two Chinese fresh homes of round 17 showed, written on *other*
    Chinese homes (flat_zh, flat_sh_zh, villa_zh, demo_zh) and labelled from them before any fix. A
    device said by part of its name or by a shorter name (挂灯, 屏幕灯, 桌子, 滤芯, 洗烘一体机); an option,
    preset or source word after a change verb (强劲, 睡眠, 最爱, 三档, 快洗, 羊毛洗, 哔哩哔哩 / B站, 站立);
    "washed yet" questions answered by the machine's own state; 开下门 as unlocking; 门口 / 大门口 / 门外
    as the entrance; a routine or helper named inside a sentence; a lead-in clause before a command; a
    song asked for with no player named (the satellite's room's speaker); a bare curtain / lamp kind the
    home has two of and no room (ask); a hot room with a fan and nothing that cools (the fan); 晾衣架 and
    晾衣机 as each other; 开 + a mode word (开干衣, 开换气); "两个小时" a count, not "both". Every case
    carries ``bj18``."""
    HH, Q, J, CP, MU, RT, AMB, BJ = ("household", "question", "judgement", "complaint", "multi", "routine", "ambiguous",
                                     "bj18")
    OPT, PRESET, SRC, PRESS, PLAY = ("select.select_option", "fan.set_preset_mode", "media_player.select_source",
                                     "button.press", "media_player.media_play")
    ON, OFF, OPEN, CLOSE, UNLOCK = "light.turn_on", "light.turn_off", "cover.open_cover", "cover.close_cover", "lock.unlock"
    T = [HH, BJ]
    fz = zh.book("flat_zh")
    f = fz.add
    sh = zh.book("flat_sh_zh")
    s = sh.add
    vz = zh.book("villa_zh")
    v = vz.add
    dz = zh.book("demo_zh")
    D, d = dz.home, dz.add

    # ---- 1. a device said by part of its name, or by a shorter one -----------------------------
    v("挂灯关一下", C("关闭", "挂灯", "light"), one(["light.yeelight_monitor_bar"], OFF), tags=T)
    d("屏幕灯打开", C("打开", "屏幕挂灯", "light"), one(["light.study_monitor_light"], ON), tags=T + [J])
    d("书桌现在什么高度", C("查询", "升降桌高度", "number"), one(["number.study_desk_height"], None), ctx="study",
      tags=T + [Q, J])
    f("滤芯还能用多久", C("查询", "空气净化器 滤芯剩余寿命", "sensor"), one(["sensor.living_room_purifier_filter_life"], None),
      tags=T + [Q])
    s("洗烘一体机换成快洗", C("调到", "小米洗烘一体机 10kg 洗涤模式", "select", params={"option": "快洗"}),
      one(["select.xiaomi_washer_dryer_10kg_mode"], OPT, option="快洗"), tags=T)
    v("电热水器调到60度", C("调到", "电热水器", "water_heater", params={"temperature": 60}),
      one(["water_heater.ao_smith_heater"], "water_heater.set_temperature", temperature=60), tags=T)
    d("空气炸锅开一下", C("打开", "空气炸锅", None), none(D.sel(kind=["空气炸锅"])), tags=T + ["absent_kind"])
    d("空气净化器开一下", C("打开", "空气净化器", "fan"), one(["fan.living_room_air_purifier"], "fan.turn_on"),
      ctx="living_room", twin=True, tags=T)

    # ---- 2. an option, preset or source word after a change verb ---------------------------------
    v("新风切到强劲", C("调到", "新风", "fan", params={"preset_mode": "强劲"}),
      one(["fan.tuya_fresh_air"], PRESET, preset_mode="强劲"), tags=T)
    s("新风机换成睡眠", C("调到", "新风机", "fan", params={"preset_mode": "睡眠"}),
      one(["fan.mijia_fresh_air_a1"], PRESET, preset_mode="睡眠"), tags=T)
    f("净化器切到最爱", C("调到", "空气净化器 模式", "select", params={"option": "最爱"}),
      one(["select.living_room_purifier_mode"], OPT, option="最爱"), tags=T)
    f("加湿器换二档", C("调到", "加湿器 档位", "select", params={"option": "二档"}),
      one(["select.master_bedroom_humidifier_level"], OPT, option="二档"), tags=T)
    d("洗衣机切到羊毛洗", C("调到", "洗衣模式", "select", params={"option": "羊毛洗"}),
      one(["select.balcony_washing_machine_program"], OPT, option="羊毛洗"), tags=T)
    f("电视换到B站", C("切换", "电视", "media_player", "tv", params={"source": "哔哩哔哩"}),
      one(["media_player.living_room_tv"], SRC, source="哔哩哔哩"), tags=T + [J])
    d("客厅电视切爱奇艺", C("切换", "客厅电视", "media_player", "tv", params={"source": "爱奇艺"}),
      one(["media_player.living_room_tv"], SRC, source="爱奇艺"), tags=T)
    d("桌子升到站立", C("按", "升降桌站立", "button"), one(["button.study_desk_stand_up"], PRESS), tags=T + [J])
    d("空调开睡眠模式", C("调到", "空调", "climate", params={"preset_mode": "sleep"}),
      one(["climate.master_bedroom_ac"], "climate.set_preset_mode", preset_mode="sleep"), ctx="master_bedroom", tags=T)

    # ---- 3. state questions, opening the door, the door as a place ---------------------------------
    d("洗碗机洗好没有", C("查询", "洗碗机", "switch"), one(["switch.kitchen_dishwasher"], None), tags=T + [Q, J])
    d("洗衣机还要洗多久", C("查询", "洗衣剩余时间", "sensor", "duration"),
      one(["sensor.balcony_washing_machine_remaining"], None), tags=T + [Q])
    f("洗衣机洗完了吗", C("查询", "洗衣机 剩余时间", "sensor", "duration"), one(["sensor.washer_remaining"], None),
      tags=T + [Q, J])
    f("帮我开下门", C("开锁", "入户门", "lock"), one(["lock.entrance_door"], UNLOCK), tags=T)
    s("给我开个门", C("开锁", "门锁", "lock"), one(["lock.xiaomi_lock_m20"], UNLOCK), tags=T)
    s("门口有没有人", C("查询", "人体传感器 占用", "binary_sensor", "occupancy", inc=["玄关"]),
      one(["binary_sensor.aqara_motion_p1_occupancy"], None), tags=T + [Q, J])
    d("大门口的灯打开", C("打开", None, "light", q="all", inc=["玄关"]), every(["light.entrance_light"], ON), tags=T + [J])

    # ---- 4. routines and helpers inside a sentence; a lead-in clause; a song -----------------------
    v("家里来客人了，把访客模式打开", C("打开", "访客模式", "input_boolean"),
      one(["input_boolean.guest_mode"], "input_boolean.turn_on"), tags=T + [RT])
    v("要出去玩几天，度假模式开一下", C("打开", "度假模式", "input_boolean"),
      one(["input_boolean.vacation_mode"], "input_boolean.turn_on"), tags=T + [RT])
    v("到家了到家了", C("执行", "回家模式", "scene"), one(["scene.home_arrive"], "scene.turn_on"), tags=T + [RT, J])
    v("挂灯关掉，百叶帘拉下来", [C("关闭", "挂灯", "light"), C("关闭", "百叶帘", "cover", "blind")],
      [one(["light.yeelight_monitor_bar"], OFF), one(["cover.tuya_blind"], CLOSE)], tags=T + [MU])
    f("吊扇灯打开，窗帘拉上", [C("打开", "吊扇灯", "light"), C("关闭", "窗帘", "cover", "curtain", inc=["客厅"])],
      [one(["light.living_room_ceiling_fan_light"], ON), one(["cover.living_room_curtain"], CLOSE)], ctx="living_room",
      tags=T + [MU])
    v("来首歌", C("播放", None, "media_player", "speaker"), one(["media_player.xiaoai_speaker_play"], PLAY), ctx="kids_room",
      tags=T)
    f("放首歌吧", C("播放", None, "media_player", "speaker"), one(["media_player.master_bedroom_homepod"], PLAY),
      ctx="master_bedroom", tags=T)

    # ---- 5. a bare kind the home has two of, no room said: ask ---------------------------------
    f("帮忙把窗帘合上", C("关闭", "窗帘", "cover", "curtain"),
      which(["cover.living_room_curtain", "cover.master_bedroom_curtain"], CLOSE), tags=T + [AMB])
    s("台灯关掉吧", C("关闭", "米家台灯", "light"),
      which(["light.mijia_desk_lamp_1s_kids", "light.mijia_desk_lamp_1s_study"], OFF), tags=T + [AMB])
    f("窗帘全部拉上", C("关闭", "窗帘", "cover", "curtain", q="all"),
      every(["cover.living_room_curtain", "cover.master_bedroom_curtain"], CLOSE), tags=T)

    # ---- 6. a hot room with only a fan; a remark before a command; airer words; 开 + mode ----------
    v("儿童房好热啊", C("打开", None, "fan", q="all", inc=["儿童房"]), every(["fan.midea_standing_fan"], "fan.turn_on"),
      tags=T + [CP, J])
    f("空调开了一整天了，关了吧", C("关闭", "空调", "climate"), one(["climate.living_room_ac"], "climate.turn_off"),
      ctx="living_room", tags=T)
    v("电视开了一晚上了，关掉", C("关闭", "电视", "media_player", "tv"), one(["media_player.hisense_tv_e8"], "media_player.turn_off"),
      ctx="living_room", tags=T)
    s("把晾衣架放下来", C("降下", "晾衣机", "cover"), one(["cover.mijia_clothes_dryer_1s"], CLOSE), tags=T + [J])
    f("晾衣机升上去", C("升起", "晾衣架", "cover"), one(["cover.clothes_airer"], OPEN), tags=T + [J])
    v("除湿机开干衣", C("调到", "除湿机", "humidifier", "dehumidifier", params={"mode": "干衣"}),
      one(["humidifier.midea_dehumidifier"], "humidifier.set_mode", mode="干衣"), tags=T)
    f("浴霸开换气", C("打开", "浴霸 换气", "fan"), one(["fan.bathroom_bath_heater_vent"], "fan.turn_on"), tags=T)
    f("除湿机开两个小时", C("打开", "除湿机", "humidifier", "dehumidifier"),
      one(["humidifier.cloakroom_dehumidifier"], "humidifier.turn_on"), tags=T)
def household_zafl18(en: Language) -> None:
    """Round 18 (zafl18): the classes the South African and Florida homes showed, written on *other*
    homes and labelled from them before any fix. Power words (an inverter's battery and load, mains
    back or off, solar output, what the grid gives, the panels) and "inverter" as a device's maker
    word that must not beat a name; "leaking" for a "... Leak" moisture sensor, "locked" / "open"
    for a door with a lock and a contact; a remark before or after a command (one command, the
    command's own action); one verb over two objects; a plug by its maker, a name word close to
    another word; a source said by a short form; routines by their purpose (a boost, a spa heat),
    "every light except <room>", a water heater's mode."""
    HH, J, Q, M, IN, TAG = "household", "judgement", "question", "multi", "integration_name", "zafl18"
    ON, OFF, SW_ON, SW_OFF = "light.turn_on", "light.turn_off", "switch.turn_on", "switch.turn_off"
    SRC = "media_player.select_source"
    fi = en.book("flat_in_en")
    f = fi.add
    f("are we running on the inverter right now", C("check", "Grid Power", "binary_sensor", "power"),
      one(["binary_sensor.grid_power"], None), tags=[HH, Q, J, TAG])
    f("has the current come back yet", C("check", "Grid Power", "binary_sensor", "power"),
      one(["binary_sensor.grid_power"], None), tags=[HH, Q, J, TAG])
    f("how much load is on the inverter", C("check", "Inverter Load", "sensor", "power"),
      one(["sensor.inverter_load"], None), tags=[HH, Q, TAG])
    f("what percent is the inverter at", C("check", "Inverter Battery", "sensor", "battery"),
      one(["sensor.inverter_battery"], None), tags=[HH, Q, TAG])
    f("turn on the inverter ac in the kids room", C("turn on", "Kids Room AC", "climate"),
      one(["climate.kids_room_ac"], "climate.turn_on"), tags=[HH, IN, TAG])
    f("the common bathroom geyser is still on, switch it off", C("turn off", "Common Bathroom Geyser", "switch"),
      one(["switch.common_bathroom_geyser"], SW_OFF), tags=[HH, TAG])
    f("switch on the good knight in the kids room", C("turn on", "Good Knight", "switch"),
      one(["switch.good_knight"], SW_ON), tags=[HH, TAG])
    f("switch the motor on, the tank is empty", C("turn on", "Water Motor", "switch"), one(["switch.water_motor"], SW_ON),
      tags=[HH, J, TAG])
    ie = en.book("house_ie_en")
    i = ie.add
    i("how much is the solar producing at the minute", C("check", "Solar Power", "sensor", "power"),
      one(["sensor.solar_power"], None), tags=[HH, Q, TAG])
    i("how many watts are the panels putting out", C("check", "Solar Power", "sensor", "power"),
      one(["sensor.solar_power"], None), tags=[HH, Q, J, TAG])
    i("are we taking much from the grid", C("check", "Grid Import", "sensor", "power"),
      one(["sensor.grid_import"], None), tags=[HH, Q, TAG])
    i("how much charge is in the house battery", C("check", "Home Battery", "sensor", "battery"),
      one(["sensor.home_battery"], None), tags=[HH, Q, TAG])
    i("turn off the immersion, the water's hot enough", C("turn off", "Immersion", "switch"),
      one(["switch.immersion"], SW_OFF), tags=[HH, TAG])
    i("give the immersion a boost", C("turn on", "Immersion Boost", "switch"), one(["switch.immersion_boost"], SW_ON),
      tags=[HH, J, TAG])
    i("put rte on the telly", C("select source", "TV", "media_player", "tv", params={"source": "RTÉ Player"}),
      one(["media_player.sitting_room_tv"], SRC, source="RTÉ Player"), tags=[HH, J, TAG])
    co = en.book("colonial_us_en")
    o = co.add
    o("how much power is the sump pump drawing", C("check", "Sump Pump Power", "sensor", "power"),
      one(["sensor.sump_pump_power"], None), tags=[HH, Q, TAG])
    o("is the kitchen sink leaking", C("check", "Under Sink Leak", "binary_sensor", "moisture"),
      one(["binary_sensor.under_sink_leak"], None), tags=[HH, Q, TAG])
    o("it's getting dark out, turn on the porch lantern", C("turn on", "Porch Lantern", "light"),
      one(["light.porch_lantern"], ON), tags=[HH, TAG])
    o("water the garden beds and the back lawn", [C("open", "Garden Beds", "valve"), C("open", "Back Lawn", "valve")],
      [one(["valve.garden_beds"], "valve.open_valve"), one(["valve.back_lawn"], "valve.open_valve")], tags=[HH, M, TAG])
    o("turn off all the lights except the ones in the kitchen", C("turn off", None, "light", q="except", exc=["kitchen"]),
      every(co.home.pick("light", not_areas=["kitchen"]), OFF, q="except"), tags=[HH, TAG])
    tx = en.book("house_tx_en")
    x = tx.add
    x("check whether the water heater is leaking", C("check", "Water Heater Leak", "binary_sensor", "moisture"),
      one(["binary_sensor.water_heater_leak"], None), tags=[HH, Q, TAG])
    x("the kids left the game room tv on again, turn it off", C("turn off", "Game Room TV", "media_player", "tv"),
      one(["media_player.game_room_tv"], "media_player.turn_off"), tags=[HH, TAG])
    x("water the front lawn and the flower beds", [C("turn on", "Front Lawn", "switch"), C("turn on", "Flower Beds", "switch")],
      [one(["switch.front_lawn"], SW_ON), one(["switch.flower_beds"], SW_ON)], tags=[HH, M, TAG])
    x("put paramount on in the living room", C("select source", "TV", "media_player", "tv", inc=["living room"],
      params={"source": "Paramount+"}), one(["media_player.living_room_tv"], SRC, source="Paramount+"), tags=[HH, J, TAG])
    th = en.book("townhouse_en")
    t = th.add
    t("did we remember to lock the front door", C("check", "Front Door", "lock"), one(["lock.yale_front_door_lock"], None), tags=[HH, Q, TAG])
    t("is the front door open", C("check", "Front Door Sensor", "binary_sensor", "door"),
      one(["binary_sensor.front_door_sensor"], None), tags=[HH, Q, TAG])
    t("the pizza guy is here, open the driveway gate", C("open", "Driveway Gate", "cover", "gate"),
      one(["cover.driveway_gate"], "cover.open_cover"), tags=[HH, TAG])
    t("turn the kasa plug off", C("turn off", "Kasa Smart Plug HS103", "switch"), one(["switch.kasa_smart_plug_hs103"], SW_OFF),
      tags=[HH, IN, TAG])
    t("turn off all the lights except the basement", C("turn off", None, "light", q="except", exc=["basement"]),
      every(th.home.pick("light", not_areas=["basement"]), OFF, q="except"), tags=[HH, TAG])
    t("put the water heater in heat pump mode", C("set mode", "Rheem Water Heater", "water_heater",
      params={"operation_mode": "heat_pump"}), one(["water_heater.rheem_water_heater"], "water_heater.set_operation_mode",
      operation_mode="heat_pump"), tags=[HH, TAG])
    au = en.book("house_au_en")
    a = au.add
    a("the deck lights are still on, can you turn them off", C("turn off", "Deck Lights", "light"),
      one(["light.deck_lights"], OFF), tags=[HH, TAG])
    a("turn on the fan and the lights out on the deck", [C("turn on", None, "fan", inc=["deck"]),
      C("turn on", None, "light", inc=["deck"])], [one(["fan.deck_fan"], "fan.turn_on"), one(["light.deck_lights"], ON)],
      tags=[HH, M, TAG])
    a("switch off the tp-link in the garage", C("turn off", "TP-Link", "switch", inc=["garage"]),
      one(["switch.beer_fridge"], SW_OFF), tags=[HH, IN, TAG])
    a("get the spa warmed up for tonight", C("run", "Heat the Spa", "script"), one(["script.heat_the_spa"], "script.turn_on"),
      tags=[HH, "routine", J, TAG])
    nz = en.book("bungalow_nz_en")
    z = nz.add
    z("turn off the light and the fan in the bathroom", [C("turn off", None, "light", inc=["bathroom"]),
      C("turn off", None, "fan", inc=["bathroom"])], [one(["light.bathroom_light"], OFF), one(["fan.bathroom_fan"], "fan.turn_off")],
      tags=[HH, M, TAG])
    z("switch off the shelly plug in the sleepout", C("turn off", "Shelly Plug", "switch", inc=["sleepout"]),
      one(["switch.oil_heater"], SW_OFF), tags=[HH, IN, TAG])
    ra = en.book("ranch_us_en")
    r = ra.add
    r("any water coming out of the water heater", C("check", "Water Heater Leak", "binary_sensor", "moisture"),
      one(["binary_sensor.water_heater_leak"], None), tags=[HH, Q, J, TAG])
    r("open the garage door, I'm bringing the groceries in", C("open", "Garage Door", "cover", "garage"),
      one(["cover.garage_door"], "cover.open_cover"), tags=[HH, TAG])
    ld = en.book("flat_ldn_en")
    d = ld.add
    d("give the hot water a boost", C("run", "Boost Hot Water", "script"), one(["script.boost_hot_water"], "script.turn_on"),
      tags=[HH, "routine", TAG])
def household_safety18(en: Language) -> None:
    """Round 18 (safety18): requests whose wrong answer acts on more than was asked, written on the
    homes of eval/homes and labelled from them before any fix. A word that sounds like "house" but is
    the home's own device (a hose), or no device the home has; an activity said to be over, or said
    not to happen, for which the home has only the scene or script that starts it (nothing to run:
    no_match); arriving home in a home whose one routine for home is for leaving it; a timer the home
    lacks; a heater of a room or kind the home lacks. Every case carries ``safety18``."""
    HH, S = "household", "safety18"
    th = en.book("townhouse_en")
    T = th.home

    def t(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        th.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    t("honey we're home", C("activate", "home", "script"), none(T.sel("script", kind=["welcome", "arrive", "arrival"])),
      tags=["routine"])
    t("turn the hose off", C("turn off", "hose", None), none(T.sel(kind=["hose"])), tags=["homophone"])
    t("we're not heading out after all", C("activate", "heading out", "script"), none([]), tags=["routine"])
    hh = en.book("house_en")
    H = hh.home

    def h(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        hh.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    h("could you shut the hose off", C("turn off", "hose", "valve"), one(["valve.hose_timer"], "valve.close_valve"),
      tags=["homophone"])
    h("put the hose on", C("turn on", "hose", "valve"), one(["valve.hose_timer"], "valve.open_valve"), tags=["homophone"])
    h("start a timer for the pasta", C("start", "timer", "timer"), none(H.sel("timer")), tags=["kind"])
    lo = en.book("loft_us_en")

    def lf(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        lo.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    lf("hose off please", C("turn off", "hose", "valve"), one(["valve.hose_spigot"], "valve.close_valve"), tags=["homophone"])
    lf("the movie's finished", C("activate", "movie", "scene"), none([]), tags=["routine"])
    fl = en.book("flat_ldn_en")
    F = fl.home

    def f(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        fl.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    f("party's finished, everyone's gone home", C("activate", "party", "script"), none([]), tags=["routine"])
    f("turn on the garage heater", C("turn on", "heater", "climate", inc=["garage"]), none(F.rooms("garage")),
      tags=["room"])
    f("fire up the pool heater", C("turn on", "pool heater", None), none(F.sel(kind=["pool"])), tags=["kind"])
    ap = en.book("apartment_ca_en")

    def a(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        ap.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    a("we're not leaving after all", C("activate", "leaving", "script"), none([]), tags=["routine"])


def household_safety18_zh(zh: Language) -> None:
    """Round 18 (safety18), Chinese: a room the home lacks said with a word the parser did not know as a
    room (后院, 地库), which must not fall away and leave every light of the home; an activity said to
    be over (看完了, 结束了) or said not to happen (不回家了, 不上班) where the home has only the scene or
    script that starts it (no_match). Labelled from the homes before any fix; every case carries
    ``safety18``."""
    HH, S = "household", "safety18"
    bj = zh.book("apartment_bj_zh")
    B = bj.home

    def b(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        bj.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    b("后院的灯关一下", C("关闭", None, "light", q="all", inc=["后院"]), none(B.rooms("后院"), q="all"),
      tags=["room"])
    b("地库的灯打开", C("打开", None, "light", q="all", inc=["地库"]), none(B.rooms("地库"), q="all"),
      tags=["room"])
    b("电影放完了", C("启动", "电影", "scene"), none([]), tags=["routine"])
    b("明天不上班", C("启动", "上班", "script"), none([]), tags=["routine"])
    gz = zh.book("house_gz_zh")

    def g(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        gz.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    g("今晚不回家了", C("启动", "回家", "scene"), none([]), tags=["routine"])
    g("观影结束了", C("启动", "观影", "scene"), none([]), tags=["routine"])
    sh = zh.book("flat_sh_zh")
    SH = sh.home

    def x(query: str, cmds: Any, exps: Any, **kw: Any) -> None:
        sh.add(query, cmds, exps, **{**kw, "tags": [HH, S, *kw.get("tags", ())]})

    x("后院灯全打开", C("打开", None, "light", q="all", inc=["后院"]), none(SH.rooms("后院"), q="all"),
      tags=["room"])
def household_ldn18(en: Language) -> None:
    """Round 18 (ldn18): the classes the blind London houseshare (``flat_ldn_en``) showed, written
    on *other* homes and labelled from them before any fix. "The heating" in a home with one boiler
    thermostat beside a radiator valve per room (the boiler, never a question); texting fillers
    around a command ("pls", "ta", "fam", "mate", "x", "cheers"), "chuck ... on", "shh" (mute the
    room's one speaker); "boost" as a heater's boost preset or a script named so; energy and power
    questions (a meter's power, the energy used, an appliance's power); a room's warmth or damp
    (its thermometer, else its radiator valve's reading); "the big light" for a room's ceiling light
    not named so (its device says so, or the entity is named "... Ceiling"); "did anyone lock up";
    a helper "marked"; a trailing clause that is no room; follow-ups ("go on then", "a bit more")."""
    L18, HH, J, Q, BR, FU, RT = "ldn18", "household", "judgement", "question", "british", "followup", "routine"
    ON, OFF, TEMP, PRESET = "light.turn_on", "light.turn_off", "climate.set_temperature", "climate.set_preset_mode"
    MUTE, SCRIPT, IB_ON = "media_player.volume_mute", "script.turn_on", "input_boolean.turn_on"
    ap = en.book("apartment_en")
    a = ap.add
    a("whack the heating on", C("turn on", "heating", "climate"), one(["climate.hallway_thermostat"], "climate.turn_on"),
      tags=[L18, HH, BR, J])
    a("stick the heating on pls", C("turn on", "heating", "climate"), one(["climate.hallway_thermostat"], "climate.turn_on"),
      ctx="kitchen", tags=[L18, HH, BR, J])
    a("heating up to 21 ta", C("set", "heating", "climate", params={"temperature": 21}),
      one(["climate.hallway_thermostat"], TEMP, temperature=21), tags=[L18, HH, BR])
    a("lights on fam", C("turn on", None, "light", q="all"), every(ap.home.lights("box_room"), ON), ctx="box_room", tags=[L18, HH, BR])
    a("telly off pls", C("turn off", "Telly", "media_player", "tv"), one(["media_player.telly"], "media_player.turn_off"),
      tags=[L18, HH, BR])
    a("how warm is it in the bedroom", C("check", None, "climate", inc=["bedroom"]), one(["climate.bedroom_radiator"], None),
      tags=[L18, HH, Q, J])
    a("how warm is the lounge right now", C("check", None, "sensor", "temperature", inc=["lounge"]),
      one(["sensor.lounge_temperature"], None), tags=[L18, HH, Q])
    a("boost the radiator in the box room", C("set preset", "radiator", "climate", inc=["box room"], params={"preset_mode": "boost"}),
      one(["climate.box_room_radiator"], PRESET, preset_mode="boost"), tags=[L18, HH, BR])
    a("has anyone locked up", C("check", None, "lock", q="all"), every(["lock.front_door"], None), tags=[L18, HH, Q])
    a("towel rail off mate, no one's having a bath", C("turn off", "Towel Rail", "switch"),
      one(["switch.towel_rail"], "switch.turn_off"), tags=[L18, HH, BR])
    uk = en.book("flat_uk_en")
    u = uk.add
    u("boost the heating will ya", C("run", "Boost Heating", "script"), one(["script.boost_heating"], SCRIPT), tags=[L18, HH, BR, RT])
    u("chuck the telly on", C("turn on", None, "media_player", "tv"), one(["media_player.lounge_tv"], "media_player.turn_on"),
      ctx="lounge", tags=[L18, HH, BR])
    u("how much power is the immersion heater pulling", C("check", "Immersion Heater Power", "sensor", "power"),
      one(["sensor.immersion_heater_power"], None), tags=[L18, HH, Q, BR])
    u("lock the front door cheers", C("lock", "Front Door", "lock"), one(["lock.front_door"], "lock.lock"), tags=[L18, HH, BR])
    u("turn the big light off mate", C("turn off", "Big Light", "light"), one(["light.bedroom_big_light"], OFF), ctx="bedroom",
      tags=[L18, HH, BR])
    u("how warm is oliver's room", C("check", None, "sensor", "temperature", inc=["Oliver's Room"]),
      one(["sensor.olivers_room_temperature"], None), tags=[L18, HH, Q])
    u("kitchen spotlights on x", C("turn on", "Kitchen Spotlights", "light"), one(["light.kitchen_spotlights"], ON), tags=[L18, HH, BR])
    u("switch the immersion heater off, nobody's having a bath tonight", C("turn off", "Immersion Heater", "switch"),
      one(["switch.immersion_heater"], "switch.turn_off"), tags=[L18, HH, BR])
    gl = en.book("flat_gla_en")
    g = gl.add
    g("whack the heating up to 20", C("set", "Heating", "climate", params={"temperature": 20}),
      one(["climate.heating"], TEMP, temperature=20), tags=[L18, HH, BR])
    g("put the heating on boost", C("set preset", "Heating", "climate", params={"preset_mode": "boost"}),
      one(["climate.heating"], PRESET, preset_mode="boost"), tags=[L18, HH, BR])
    g("big light on pls", C("turn on", "big light", "light"), one(["light.ceiling_light"], ON), ctx="living_room", tags=[L18, HH, BR, J])
    g("how much power is the tumble dryer using", C("check", "Tumble Dryer Power", "sensor", "power"),
      one(["sensor.tumble_dryer_power"], None), tags=[L18, HH, Q])
    g("how muggy is the wet room", C("check", None, "sensor", "humidity", inc=["wet room"]), one(["sensor.wet_room_humidity"], None),
      tags=[L18, HH, Q])
    g("shh", C("mute", None, "media_player", params={"is_volume_muted": True}),
      one(["media_player.kitchen_echo"], MUTE, is_volume_muted=True), ctx="kitchen", tags=[L18, HH, J])
    g("go on then, lock it", C("lock", None, None, ref=True), one(["lock.front_door"], "lock.lock"),
      hist=["is the front door locked"], tags=[L18, HH, FU])
    ho = en.book("house_en")
    ho.add("big light on", C("turn on", "big light", "light"), one(["light.emma_light"], ON), ctx="emma_room", tags=[L18, HH, J])
    za = en.book("house_za_en")
    z = za.add
    z("how much power is the house using", C("check", "Sunsynk Load Power", "sensor", "power"),
      one(["sensor.sunsynk_load_power"], None), tags=[L18, HH, Q, J])
    z("give the geyser a quick boost pls", C("run", "Geyser Boost", "script"), one(["script.geyser_boost"], SCRIPT), tags=[L18, HH, RT])
    z("big light off", C("turn off", "big light", "light"), one(["light.ceiling_light_2"], OFF), ctx="zoe_s_room", tags=[L18, HH, J])
    z("how warm is it in the study", C("check", None, "sensor", "temperature", inc=["study"]),
      one(["sensor.study_temperature"], None), tags=[L18, HH, Q])
    ca = en.book("apartment_ca_en")
    c = ca.add
    c("how much energy have we used", C("check", "Hydro Meter Energy", "sensor", "energy"), one(["sensor.hydro_meter_energy"], None),
      tags=[L18, HH, Q, J])
    c("how much power are we using rn", C("check", "Hydro Meter Power", "sensor", "power"), one(["sensor.hydro_meter_power"], None),
      tags=[L18, HH, Q, J])
    c("cat's been fed, mark it", C("turn on", "Cat Fed", "input_boolean"), one(["input_boolean.cat_fed"], IB_ON), tags=[L18, HH, RT, J])
    ie = en.book("house_ie_en")
    ie.add("boost the storage heater", C("set preset", "Hall Storage Heater", "climate", params={"preset_mode": "boost"}),
           one(["climate.hall_storage_heater"], PRESET, preset_mode="boost"), tags=[L18, HH])


def household_fixen19(en: Language) -> None:
    """Round 19 (fixen19): the classes round 18's blind homes (semi_mcr_en, duplex_pdx_en) showed,
    written on *other* homes and labelled from them before any fix. A remark about a person
    ("<person>'s <state>": asleep, here, cold, leaving) beside a command is no room of that person;
    "<person>'s <device>" and "in <person>'s" still are. "The big light" at a satellite is the
    room's own main light, not another room's ceiling light. A purpose or time said after the
    command ("for <someone>", "before <an event>", "so I can ...", "while ...") is no name and no
    room; a room or a length of time after "for" still counts. A mode said after "on" ("put the
    dehumidifier on turbo") sets that mode where the device lists it and is nothing the home has
    where it does not (never the on switch)."""
    HH, J, IN, TAG = "household", "judgement", "integration_name", "fixen19"
    ON, OFF, SW_ON = "light.turn_on", "light.turn_off", "switch.turn_on"
    PRESET, HMODE = "climate.set_preset_mode", "humidifier.set_mode"
    ca = en.book("house_ca_en")
    c = ca.add
    # A remark about a person is no room of theirs.
    c("turn the den tv down, noah's sleeping", C("volume down", "Den TV", "media_player", "tv"),
      one(["media_player.den_tv"], "media_player.volume_down"), tags=[HH, TAG])
    c("turn on the block heater, olivia's leaving early", C("turn on", "Block Heater", "switch"),
      one(["switch.block_heater"], SW_ON), tags=[HH, TAG])
    c("shut the bay window shade, meg's watching tv", C("close", "Bay Window Shade", "cover", "shade"),
      one(["cover.bay_window_shade"], "cover.close_cover"), tags=[HH, J, TAG])
    c("close the blinds in olivia's room", C("close", None, "cover", "blind", inc=["Olivia's Room"]),
      one(["cover.olivias_blinds"], "cover.close_cover"), tags=[HH, TAG])
    # The big light at a satellite: the room's own main light.
    c("turn the big light on", C("turn on", None, "light"), one(["light.olivias_light"], ON), ctx="olivias_room",
      tags=[HH, J, TAG])
    c("big light off", C("turn off", None, "light"), one(["light.noahs_room_light"], OFF), ctx="noahs_room",
      tags=[HH, J, TAG])
    # A purpose after the command.
    c("unlock the front door for the babysitter", C("unlock", "Front Door Lock", "lock"),
      one(["lock.front_door_lock"], "lock.unlock"), tags=[HH, TAG])
    c("turn the porch light on for the delivery guy", C("turn on", "Porch Light", "light"), one(["light.porch_light"], ON),
      tags=[HH, TAG])
    c("turn the den tv down so the baby can sleep", C("volume down", "Den TV", "media_player", "tv"),
      one(["media_player.den_tv"], "media_player.volume_down"), tags=[HH, TAG])
    # A mode after "on".
    ca.add("put the basement dehumidifier on eco", C("set mode", "Basement Dehumidifier", "humidifier", params={"mode": "eco"}),
             none([]), tags=[HH, TAG])
    ca.add("put the ecobee on eco", C("set preset", "My ecobee", "climate", params={"preset_mode": "eco"}),
             none([]), tags=[HH, IN, TAG])
    tx = en.book("house_tx_en")
    x = tx.add
    x("turn the game room tv off, kaylee's asleep", C("turn off", "Game Room TV", "media_player", "tv"),
      one(["media_player.game_room_tv"], "media_player.turn_off"), tags=[HH, TAG])
    x("close the big garage door, tyler's home", C("close", "Big Garage Door", "cover", "garage"),
      one(["cover.big_garage_door"], "cover.close_cover"), tags=[HH, TAG])
    x("open the driveway gate for the landscaper", C("open", "Driveway Gate", "cover", "gate"),
      one(["cover.driveway_gate"], "cover.open_cover"), tags=[HH, TAG])
    x("turn on the pool heater before the kids get home", C("turn on", "Pool Heater", "climate"),
      one(["climate.pool_heater"], "climate.turn_on"), tags=[HH, TAG])
    x("turn on the porch fan for an hour", C("turn on", "Porch Fan", "fan"), one(["fan.porch_fan"], "fan.turn_on"),
      tags=[HH, TAG])
    nz = en.book("bungalow_nz_en")
    n = nz.add
    n("nikau's gone to bed, turn off the lounge tv", C("turn off", "Lounge TV", "media_player", "tv"),
      one(["media_player.lounge_tv"], "media_player.turn_off"), tags=[HH, TAG])
    n("switch the electric blanket on, sam's freezing", C("turn on", "Electric Blanket", "switch"),
      one(["switch.electric_blanket"], SW_ON), tags=[HH, TAG])
    n("turn on nikau's light", C("turn on", "Nikau's Light", "light"), one(["light.nikaus_light"], ON), tags=[HH, TAG])
    n("big light on please", C("turn on", None, "light"), one(["light.rumpus_lights"], ON), ctx="rumpus_room",
      tags=[HH, J, TAG])
    n("switch the towel rail on before I have a bath", C("turn on", "Towel Rail", "switch"),
      one(["switch.towel_rail"], SW_ON), tags=[HH, TAG])
    n("turn the oil heater on in the sleepout for the guests", C("turn on", "Oil Heater", "switch", inc=["sleepout"]),
      one(["switch.oil_heater"], SW_ON), tags=[HH, TAG])
    n("turn the heat pump on for the lounge", C("turn on", "Heat Pump", "climate", inc=["lounge"]),
      one(["climate.heat_pump"], "climate.turn_on"), tags=[HH, TAG])
    nz.add("put the dehumidifier on turbo", C("set mode", "Dehumidifier", "humidifier", params={"mode": "turbo"}),
             none([]), tags=[HH, TAG])
    n("put the dehumidifier on laundry", C("set mode", "Dehumidifier", "humidifier", params={"mode": "Laundry"}),
      one(["humidifier.dehumidifier"], HMODE, mode="Laundry"), tags=[HH, TAG])
    n("put the daikin on away", C("set preset", "Daikin AP91221", "climate", params={"preset_mode": "away"}),
      one(["climate.daikin_ap91221"], PRESET, preset_mode="away"), tags=[HH, IN, TAG])
    za = en.book("house_za_en")
    z = za.add
    z("open the gate, zoe's here", C("open", "Gate", "cover", "gate"), one(["cover.gate"], "cover.open_cover"),
      tags=[HH, TAG])
    z("lwazi's studying, turn the lounge tv down", C("volume down", None, "media_player", "tv", inc=["lounge"]),
      one(["media_player.samsung_the_frame_55"], "media_player.volume_down"), tags=[HH, TAG])
    z("turn off the ceiling light in zoe's", C("turn off", "Ceiling Light", "light", inc=["Zoe's Room"]),
      one(["light.ceiling_light_2"], OFF), tags=[HH, TAG])
    z("switch the big light off", C("turn off", None, "light"), one(["light.main_bedroom_light"], OFF), ctx="main_bedroom",
      tags=[HH, J, TAG])
    z("open the garage door for your mom", C("open", "Garage Door", "cover", "garage"),
      one(["cover.garage_door"], "cover.open_cover"), tags=[HH, TAG])
    z("switch on the geyser before my shower", C("turn on", "Geyser", "switch"), one(["switch.geyser"], SW_ON),
      tags=[HH, TAG])
    z("turn on the stoep light so I can see", C("turn on", "Stoep Light", "light"), one(["light.stoep_light"], ON),
      tags=[HH, TAG])
    z("put the aircon on eco", C("set preset", "Main Bedroom Aircon", "climate", params={"preset_mode": "eco"}),
      one(["climate.main_bedroom_aircon"], PRESET, preset_mode="eco"), tags=[HH, TAG])
    za.add("put the stoep fan on breeze", C("set preset", "Stoep Fan", "fan", params={"preset_mode": "breeze"}),
             none([]), tags=[HH, TAG])
    co = en.book("colonial_us_en")
    o = co.add
    o("caleb's asleep, turn off the family room tv", C("turn off", "Family Room TV", "media_player", "tv"),
      one(["media_player.family_room_tv"], "media_player.turn_off"), tags=[HH, TAG])
    o("unlock the side door for the dog walker", C("unlock", "Side Door", "lock"), one(["lock.side_door"], "lock.unlock"),
      tags=[HH, TAG])
    o("turn the patio lights on while we eat outside", C("turn on", "Patio Lights", "light"), one(["light.patio_lights"], ON),
      tags=[HH, TAG])
    co.add("put the upstairs thermostat on away", C("set preset", "Upstairs", "climate", params={"preset_mode": "away"}),
             none([]), tags=[HH, "floor", TAG])
    o("put the upstairs thermostat on eco", C("set preset", "Upstairs", "climate", params={"preset_mode": "eco"}),
      one(["climate.upstairs"], PRESET, preset_mode="eco"), tags=[HH, TAG])
    o("put the dehumidifier on turbo", C("set mode", "Dehumidifier", "humidifier", params={"mode": "Turbo"}),
      one(["humidifier.dehumidifier"], HMODE, mode="Turbo"), tags=[HH, TAG])


if __name__ == "__main__":
    sys.exit(main())
