"""Number words to digits: "二十六度" → "26度", "百分之五十" → "百分之50", "twenty six" → "26".

Only numerals that stand where a value is expected are converted (after "百分之", "到", "调",
before "度", "%", "percent", ...). Elsewhere a numeral is part of a word and stays one: "一楼",
"一下", "下一首", "turn on one light".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

# Characters after a Chinese numeral that make it part of a word, not a value:
# 一半 (half, handled as a word), 一下, 一楼, 一些, 一起, 一直, 一样, 一会, 一切, 一共, 一点儿;
# 三分之一 (a portion, lexicon.json ``portions``: "关到三分之一" is no 3).
_ZH_WORD_AFTER: Final = (
    "分之",
    "半",
    "下",
    "楼",
    "层",
    "些",
    "起",
    "直",
    "样",
    "会",
    "切",
    "共",
    "点儿",
    "个",
    "盏",
    "台",
    "扇",
    "首",
    "曲",
)


# Words a step of a setting follows ("speed one", "on setting one"), and "on" after a device
# ("put the fan on one"; not "turn on one").
_STEP_WORDS: Final = (" speed", " setting", " level", " gear")
_ON_AFTER_VERB: Final = re.compile(r"(?:^|\s)(?:turn|switch|put|get|leave)\s+on$")


@dataclass(frozen=True, slots=True)
class NumberWords:
    """The number vocabulary of both languages (from lexicon.json ``numbers``)."""

    zh_digits: Mapping[str, int]
    zh_multipliers: Mapping[str, int]
    zh_point: str
    zh_before: tuple[str, ...]
    zh_after: tuple[str, ...]
    en_ones: Mapping[str, int]
    en_tens: Mapping[str, int]
    en_hundred: str
    en_after: tuple[str, ...]
    en_fractions: Mapping[str, int]
    """Shares said as fractions ("a crack"), in percent."""
    en_numerators_before: tuple[str, ...] = ()
    """Words a number word before counts parts of ("three quarters", "two thirds"): a portion
    (lexicon ``portions``), not a value."""
    zh_gears: tuple[str, ...] = ()
    """Gear words ("档"): a numeral before one is a step of a speed ("开二档"), a value..."""
    zh_changes: tuple[str, ...] = ()
    """...but not after a word of change ("调小一档", "加一档": a step up or down)."""
    en_thousand: str = ""
    """ "three thousand kelvin", "two thousand seven hundred": the thousands of a value."""

    @classmethod
    def from_lexicon(cls, data: Mapping[str, Any]) -> NumberWords:
        """Read the ``numbers`` section of the lexicon."""
        zh, en = data["zh-Hans"], data["en"]
        return cls(
            zh_digits=zh["digits"],
            zh_multipliers=zh["multipliers"],
            zh_point=zh["point"],
            zh_before=tuple(sorted(zh["before"], key=len, reverse=True)),
            zh_after=tuple(sorted(zh["after"], key=len, reverse=True)),
            en_ones=en["ones"],
            en_tens=en["tens"],
            en_hundred=en["hundred"],
            en_after=tuple(en["after"]),
            en_fractions=en.get("fractions", {}),
            en_numerators_before=tuple(en.get("numerators_before", ())),
            zh_gears=tuple(zh.get("gears", ())),
            zh_changes=tuple(zh.get("changes", ())),
            en_thousand=en.get("thousand", ""),
        )

    def zh_value(self, numeral: str) -> float | None:
        """The value of a Chinese numeral ("二十六" → 26, "二十六点五" → 26.5), or ``None``."""
        whole, point, fraction = numeral.partition(self.zh_point)
        if point and (not fraction or any(c not in self.zh_digits for c in fraction)):
            return None
        if not whole:
            return None
        value = self._zh_integer(whole)
        if value is None:
            return None
        if fraction:
            return value + float("0." + "".join(str(self.zh_digits[c]) for c in fraction))
        return float(value)

    def _zh_integer(self, numeral: str) -> int | None:
        if all(c in self.zh_digits for c in numeral):
            # A plain digit string, read digit by digit: "二六" → 26.
            return int("".join(str(self.zh_digits[c]) for c in numeral))
        total, unit = 0, 0
        current: int | None = None
        held = False  # a 零 holds an empty place: "一百零五" is 105
        for char in numeral:
            if char in self.zh_digits:
                if current is None and self.zh_digits[char] == 0 and unit:
                    held = True
                    continue
                if current is not None:
                    return None  # "二三十" and the like: not a number we understand
                current = self.zh_digits[char]
            elif char in self.zh_multipliers:
                unit = self.zh_multipliers[char]
                total += (1 if current is None else current) * unit
                current, held = None, False
            else:
                return None
        if current is not None and unit >= 100 and not held:
            # The unit after the last digit goes unsaid: "一百一" is 110, "两千五" 2500.
            return total + current * unit // 10
        return total + (current or 0)

    # -- conversion of a whole text -------------------------------------------------------

    def convert(self, text: str, in_a_name: Callable[[str], bool] | None = None) -> str:
        """Replace the numerals that stand for values by digits (both languages).

        A half after a value is added to it: "十九度半" → "19.5度", "nineteen and a half
        degrees" → "19.5 degrees". ``in_a_name`` says whether an English number word with the
        word said before it ("christmas three") sounds like a name of the home: it stays a word.
        """
        text = _A_COUPLE.sub(r"2 \1", self._convert_zh(_digits_heard_as_words(text)))
        text = _A_FEW.sub(r"3 \1", _HALF_A_UNIT.sub(r"0.5 \1", text))
        text = self._convert_en(_A_UNIT.sub(r"1 \1", text), in_a_name)
        text = _ZH_HALF.sub(lambda m: f"{_format(float(m[1]) + 0.5)}{m[2]}", text)
        text = _EN_UNIT_AND_A_HALF.sub(lambda m: f"{_format(float(m[1]) + 0.5)} {m[2]}", text)
        return _EN_HALF.sub(lambda m: _format(float(m[1]) + 0.5), text)

    def _zh_numeral_re(self) -> re.Pattern[str]:
        chars = "".join(self.zh_digits) + "".join(self.zh_multipliers) + self.zh_point
        return re.compile(f"[{re.escape(chars)}]+")

    def _convert_zh(self, text: str) -> str:
        out: list[str] = []
        last = 0
        for match in self._zh_numeral_re().finditer(text):
            start, end = match.span()
            numeral = match.group()
            # "百分之五十": the 百 of 百分之 is not a numeral.
            if numeral.endswith("百") and text.startswith("分之", end):
                continue
            before, after = text[:start], text[end:]
            if after.startswith(_ZH_WORD_AFTER) or numeral == "一" + self.zh_point:
                continue  # "暖和一点吧": 一点 is "a little", even before a closing 吧
            if after.startswith("分之") or (
                before.endswith("分之") and not before.endswith("百分之")
            ):
                continue  # "四分之一": a share of the range, read as a portion
            tenths = self.zh_value(numeral) if after.startswith(_ZH_TENTHS) else None
            if tenths is not None and 0 < tenths <= 10:
                # "开三成", "六成": tenths of the whole, a percentage.
                out.append(text[last:start])
                out.append(f"{_format(tenths * 10)}%")
                last = end + len(_ZH_TENTHS)
                continue
            if not (
                before.endswith(self.zh_before)
                or after.startswith(self.zh_after)
                or _a_clause_of_its_own(before, after)
                or (after.startswith(self.zh_gears) and not before.endswith(self.zh_changes))
            ):
                continue
            # A trailing 点 is "a little" (调高一点), not a decimal point; a lone 百 or 千 is
            # part of a word (百叶窗).
            numeral_text = numeral.rstrip(self.zh_point)
            if numeral_text in ("百", "千"):
                continue
            value = self.zh_value(numeral_text)
            if value is None:
                continue
            end = start + len(numeral_text)
            out.append(text[last:start])
            out.append(_format(value))
            last = end
        out.append(text[last:])
        return "".join(out)

    def _convert_en(self, text: str, in_a_name: Callable[[str], bool] | None = None) -> str:
        text = self._fractions_en(text)
        # "one hundred and ten": the "and" of a hundred joins its tens.
        text = re.sub(rf"(?<![a-z]){self.en_hundred} and (?=[a-z])", f"{self.en_hundred} ", text)
        words = "|".join(
            sorted(
                [
                    *self.en_ones,
                    *self.en_tens,
                    self.en_hundred,
                    self.en_thousand or self.en_hundred,
                ],
                key=len,
                reverse=True,
            )
        )
        # A run of number words joined by spaces or hyphens, with an optional decimal part:
        # "twenty six", "twenty-six", "one hundred", "twenty three point five".
        # Latin letters around it, not \b: a Chinese character before "fifty" is a boundary.
        run = re.compile(
            rf"(?<![a-z])(?:{words})(?:[\s-]+(?:{words}))*"
            rf"(?:\s+point(?:\s+(?:{words}))+)?(?![a-z])"
        )
        out: list[str] = []
        last = 0
        for match in run.finditer(text):
            whole, _, fraction = match.group().partition(" point ")
            value = self._en_value(re.split(r"[\s-]+", whole))
            if value is None:
                continue
            if fraction:
                digits = [self.en_ones.get(w) for w in fraction.split()]
                if any(d is None or d > 9 for d in digits):
                    continue
                value += float("0." + "".join(str(d) for d in digits))
            single = len(re.split(r"[\s-]+", whole)) == 1
            if not self._en_valued(text, match, single=single):
                continue
            if single and not fraction and in_a_name and _said_in_a_name(text, match, in_a_name):
                continue
            out.append(text[last : match.start()])
            out.append(_format(value))
            last = match.end()
        out.append(text[last:])
        return "".join(out)

    def _fractions_en(self, text: str) -> str:
        """ "a quarter" → "25 percent"; not a quarter of an hour (a delay)."""
        for said in sorted(self.en_fractions, key=len, reverse=True):
            text = re.sub(
                rf"(?<![a-z]){re.escape(said)}(?![a-z])(?! of an? (?:hour|minute))",
                f"{self.en_fractions[said]} percent",
                text,
            )
        return text

    def _en_valued(self, text: str, match: re.Match[str], *, single: bool) -> bool:
        """Whether English number words stand where a value is: before a unit, after "to",
        "at", "by" or a Chinese "到/为", before "and a half", at the end of the request; a
        number of two or more words ("twenty six") or from ten up anywhere. "turn on one
        light" keeps its "one"."""
        before = text[: match.start()].rstrip()
        after = text[match.end() :].lstrip()
        if self.en_numerators_before and after.startswith(self.en_numerators_before):
            return False  # "three quarters": a portion
        if (
            after.startswith((*self.en_after, "and a half"))
            or before.endswith((" to", " at", " by", *self.zh_before))
            or before in ("to", "at", "by")
        ):
            return True
        said = match.group().split()[0]
        if not after.strip(" .!?,;"):
            # "bedroom AC twenty-four", "fan up two", "the fan on speed one"; not "the other
            # one", "that one".
            return (
                said != "one"
                or before.endswith(("up", "down", *_STEP_WORDS))
                or (before.endswith(" on") and not _ON_AFTER_VERB.search(before))
            )
        return not single or self.en_ones.get(said, 10) >= 10 or said in self.en_tens

    def _en_value(self, words: Sequence[str]) -> float | None:
        value = self._en_plain_value(words)
        if value is None and len(words) > 1 and 0 < self.en_ones.get(words[0], 0) < 10:
            # "one twenty", "one fifty five": hundreds said as their digit, then the rest.
            rest = self._en_plain_value(words[1:])
            if rest is not None and 10 <= rest < 100:
                return self.en_ones[words[0]] * 100 + rest
        return value

    def _en_plain_value(self, words: Sequence[str]) -> float | None:
        total = 0
        current = 0
        for word in words:
            if word in self.en_ones:
                if current % 10 or (current and current < 20):
                    return None
                current += self.en_ones[word]
            elif word in self.en_tens:
                if current % 100:
                    return None
                current += self.en_tens[word]
            elif word == self.en_hundred:
                current = (current or 1) * 100
            elif word == self.en_thousand and not total:
                total, current = (current or 1) * 1000, 0
            else:
                return None
        return float(total + current)


# After a numeral, tenths of the whole: "三成" is 30 %.
_ZH_TENTHS: Final = "成"
# The units an English amount of a change is counted in ("a degree", "two notches").
_EN_STEP_UNITS: Final = r"(degrees?|percent|notch(?:es)?|clicks?)"
# "up a degree", "a notch lower": one of the unit.
_A_UNIT: Final = re.compile(rf"(?<![a-z])an? {_EN_STEP_UNITS}\b")
# "a couple of degrees hotter", "a couple degrees": two of the unit; "a few notches": three.
_A_COUPLE: Final = re.compile(rf"(?<![a-z])a couple(?: of)? {_EN_STEP_UNITS}\b")
_A_FEW: Final = re.compile(rf"(?<![a-z])a few {_EN_STEP_UNITS}\b")
# "half a degree", "half a percent": a half of the unit (before "a degree" becomes "1 degree").
_HALF_A_UNIT: Final = re.compile(rf"(?<![a-z])half (?:of )?an? {_EN_STEP_UNITS}\b")
_ZH_HALF: Final = re.compile(r"(\d+)(度|摄氏度)半")
# "a degree and a half" (read "1 degree and a half"), "two degrees and a half".
_EN_UNIT_AND_A_HALF: Final = re.compile(rf"(\d+) {_EN_STEP_UNITS} and a half")
_EN_HALF: Final = re.compile(r"(\d+) and a half")


# Number words a recogniser writes as the words that sound like them, where a value goes:
# after a tens word ("thirty too", "seventy for"; "twenty to nine" is a time) and before a unit
# ("up for degrees", "by to percent"); "for ty" for "forty" before a unit or at the end.
_HOMOPHONE_DIGITS: Final = {
    "too": "two",
    "to": "two",
    "for": "four",
    "fore": "four",
    "ate": "eight",
}
_END: Final = r"(?=\s*(?:$|[,.!?]|please\b|thanks\b|degrees?\b|percent\b|%|notch|clicks?\b))"
_TENS_THEN_HOMOPHONE: Final = re.compile(
    r"(?<![a-z])(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-]+(too|to|for|fore|ate)"
    rf"(?![a-z]){_END}"
)
_HOMOPHONE_BEFORE_A_UNIT: Final = re.compile(
    rf"(?<![a-z])(?:by|up|down) (too|to|for|fore)(?= {_EN_STEP_UNITS}\b)"
)
_FORTY_AS_WORDS: Final = re.compile(rf"(?<![a-z])(?:for tea|for tee|fourty|for ty){_END}")


def _digits_heard_as_words(text: str) -> str:
    """ "thirty too" → "thirty two", "up for degrees" → "up four degrees", "fourty
    percent" → "forty percent": a number word heard as a word that sounds the same, where only a
    number makes sense."""
    text = _TENS_THEN_HOMOPHONE.sub(lambda m: f"{m[1]} {_HOMOPHONE_DIGITS[m[2]]}", text)
    text = _HOMOPHONE_BEFORE_A_UNIT.sub(lambda m: m[0].replace(m[1], _HOMOPHONE_DIGITS[m[1]]), text)
    return _FORTY_AS_WORDS.sub("forty", text)


def _said_in_a_name(text: str, match: re.Match[str], in_a_name: Callable[[str], bool]) -> bool:
    """Whether a number word and the word before it sound like a name ("christmas three")."""
    before = re.search(r"([a-z]+)\s+$", text[: match.start()])
    return before is not None and in_a_name(f"{before[1]} {match.group()}")


def _format(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


# What ends a clause: a numeral between two of these is said as a value of its own.
_PAUSES: Final = " ,.!?;:，。！？；：、"


def _a_clause_of_its_own(before: str, after: str) -> bool:
    """ "地暖，二十二": a numeral that is all of its clause is the value for the device said
    before it, as a number next to a unit is ("一楼", "一下" are words of a clause)."""
    return (not before or before[-1] in _PAUSES) and (not after or after[0] in _PAUSES)
