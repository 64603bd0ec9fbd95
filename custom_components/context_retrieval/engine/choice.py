"""Answers that pick from the options of a "which one?" question: "第二个", "the last one".

The question lists the tied devices in order ("你指的是哪一个：吸顶灯（卧室）、吸顶灯（厨房）？"),
and people answer by position as often as by name. :func:`ordinal_choice` reads such an answer;
:meth:`Retriever.choose <context_retrieval.engine.pipeline.Retriever.choose>` narrows the asked
result to the chosen devices. An answer that names something ("厨房的") is not an ordinal and is
left to the normal reading of the answer with the request.
"""

from __future__ import annotations

import re
from typing import Final

_ZH_NUMERALS: Final = {
    "一": 1,
    "二": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
}
_EN_ORDINALS: Final = {
    "first": 1,
    "1st": 1,
    "second": 2,
    "2nd": 2,
    "third": 3,
    "3rd": 3,
    "fourth": 4,
    "4th": 4,
    "fifth": 5,
    "5th": 5,
    "former": 1,
}
# After "number" / "option" only: a bare "one" answers "which one?" with no position.
_EN_NUMBERS: Final = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_LAST: Final = -1
# Politeness and filler around a short answer: "就第二个吧", "嗯，第二个", "the second one, please".
_ZH_FILLER: Final = re.compile(
    r"^(?:嗯|呃|啊|哦|那|就|是|要|选|我要|我选|我说的是|我是说)+|(?:吧|啊|呀|哦|嘛|的|了)+$"
)
_EN_FILLER: Final = re.compile(
    r"^(?:um+|uh+|er+|well|oh|ok|okay|i mean|i meant|i want|i'd like|choose|pick|take|the)\s+"
    r"|\s+(?:please|thanks|thank you)$"
)
# "第二个", "二号", "2号", "2": a bare "一个"/"两个" is a count, not a position.
_ZH_ORDINAL: Final = re.compile(
    r"^(?:第([一二三四五六七八九十]|\d{1,2})(?:个|号|盏|台|种|项)?|([一二三四五六七八九十]|\d{1,2})号"
    r"|(\d{1,2}))(?:那个)?$"
)
_ZH_LAST: Final = re.compile(r"^(?:最后|后面|后边|后)(?:一个|一盏|一台|那个|那盏|那台|个)?$")
_ZH_FIRST: Final = re.compile(r"^(?:前面|前边|前|头)(?:一个|一盏|一台|那个|那盏|那台|个)?$")
_ZH_ALL: Final = re.compile(r"^(?:都|全部|全都|所有|全部都|都要|全要|都开|都关)(?:要|行|可以)?$")
_ZH_BOTH: Final = re.compile(r"^两个(?:都)?(?:要|行|可以|开|关)?$")
_EN_ORDINAL: Final = re.compile(r"^([a-z0-9]+)(?: one)?$")
_EN_NUMBERED: Final = re.compile(r"^(?:number|option|no) ?([a-z0-9]+)$")
_EN_ALL: Final = re.compile(r"^(?:both(?: of them)?|all(?: of them)?|every one|each one)$")
_PUNCTUATION: Final = re.compile(r"[\s，。！？、,.!?;；:：~～\"'“”‘’]+")


def ordinal_choice(answer: str, options: int) -> list[int] | None:
    """The 0-based option indices an answer picks among ``options``, or ``None``.

    >>> ordinal_choice("第二个", 2), ordinal_choice("就第一个吧", 3), ordinal_choice("最后那个", 3)
    ([1], [0], [2])
    >>> ordinal_choice("the second one", 2), ordinal_choice("the last one, please", 4)
    ([1], [3])
    >>> ordinal_choice("两个都要", 2), ordinal_choice("both", 2)
    ([0, 1], [0, 1])
    >>> ordinal_choice("第三个", 2) is None, ordinal_choice("厨房的", 2) is None
    (True, True)
    """
    if options < 1:
        return None
    zh = _PUNCTUATION.sub("", answer)
    zh = _ZH_FILLER.sub("", _ZH_FILLER.sub("", zh))
    position: int | None = None
    if match := _ZH_ORDINAL.match(zh):
        word = next(group for group in match.groups() if group)
        position = int(word) if word.isdigit() else _ZH_NUMERALS[word]
    elif _ZH_LAST.match(zh) and zh:
        position = _LAST
    elif _ZH_FIRST.match(zh) and zh:
        position = 1
    elif _ZH_ALL.match(zh) or (options == 2 and _ZH_BOTH.match(zh)):
        return list(range(options))
    else:
        en = _PUNCTUATION.sub(" ", answer.casefold()).strip()
        for _ in range(3):
            en = _EN_FILLER.sub("", en).strip()
        if _EN_ALL.match(en) and (options == 2 or not en.startswith("both")):
            return list(range(options))
        if en in ("last", "latter", "last one"):
            position = _LAST
        elif match := _EN_NUMBERED.match(en):
            word = match.group(1)
            position = int(word) if word.isdigit() else _EN_NUMBERS.get(word)
        elif match := _EN_ORDINAL.match(en):
            word = match.group(1)
            position = int(word) if word.isdigit() else _EN_ORDINALS.get(word)
    if position is None:
        return None
    if position == _LAST:
        return [options - 1]
    return [position - 1] if 1 <= position <= options else None


_ZH_YES: Final = re.compile(
    r"^(?:是|是的|对|对的|好|好的|好吧|可以|行|要|要的|确定|没错|嗯|全部|都|都要|全要|全都要|全开|全关|都开|都关|开吧|关吧)"
    r"(?:吧|啊|呀|的|了|全部|都)*$"
)
_EN_YES: Final = re.compile(
    r"^(?:yes|yeah|yep|yup|sure|ok|okay|please|please do|do it|go ahead|all|all of them|all of it|"
    r"everything|that's right|correct|right)(?: please| thanks| thank you)?$"
)


def affirmative(answer: str) -> bool:
    """Whether an answer takes what a question offered ("要打开全部31盏灯吗？" → "好", "all of them").

    >>> affirmative("好的"), affirmative("都开吧"), affirmative("yes please"), affirmative("all of them")
    (True, True, True, True)
    >>> affirmative("阳台"), affirmative("no"), affirmative("the balcony")
    (False, False, False)
    """
    said = _PUNCTUATION.sub("", answer)
    if any(zh and _ZH_YES.match(zh) for zh in (said, _ZH_FILLER.sub("", said))):
        return True
    en = _PUNCTUATION.sub(" ", answer.casefold()).strip()
    for _ in range(3):
        en = _EN_FILLER.sub("", en).strip()
    return bool(en) and bool(_EN_YES.match(en))
