"""English follow-ups that restate the previous request in words of their own, read as the
phrases the reader knows for them.

A value said and taken back keeps only the value meant ("not 26, 24", "make it 60 instead of
40"); "do that again", "do it once more", "repeat that" repeat the previous request ("same
again"); "switch them back", "turn it back" with no particle after it take it back ("put them
back"); "back a bit", "back it off a touch" change the last setting the other way ("a bit
less"); "not so much" and "back them down a bit" take the last change back ("undo that", a
step by the step the other way) and "go back to the way they were" puts it back.

Said and taken back within one request, only what was meant stays: a switch word ("turn on —
no, off — the lamp"), a device or room after a correction word ("open the blind, actually no,
the curtain"); a device narrowed after it is said ("the bedside lamp, the left one I mean" is
the left bedside lamp).

>>> restated("not 26, 24 degrees")
'24 degrees'
>>> restated("make it 60 instead of 40")
'make it 60'
>>> restated("do that again in the study")
'same again in the study'
>>> restated("ok switch them back")
'ok put them back'
>>> restated("switch them back on")
'switch them back on'
>>> restated("hmm, back it off a touch")
'hmm, a bit less'
>>> restated("switch on, sorry, off the fan")
'switch off the fan'
>>> restated("close the shutter, no wait, the curtain")
'close the curtain'
>>> restated("open the curtain, the sheer one please")
'open the sheer curtain please'
"""

from __future__ import annotations

import re
from typing import Final

_NUMBER: Final = r"\d+(?:\.\d+)?(?:\s*(?:%|percent|per cent|degrees?|°))?"
# "not 26, 24", "not 26 but 24", "not 26, I said 24": the value taken back goes.
_VALUE_TAKEN_BACK: Final = re.compile(
    rf"\bnot\s+{_NUMBER}\s*,?\s*(?:but\s+|i said\s+|i meant\s+|make it\s+)?(?=\d)"
)
# "60 instead of 40", "60 instead": the value meant stays, the one replaced goes.
_INSTEAD: Final = re.compile(rf"\s*\binstead(?:\s+of\s+{_NUMBER})?\b")
# "one more time" is "1 more time" once numbers are read.
_AGAIN: Final = r"(?:\s+(?:again|once more|(?:one|1) more time))"
# "one more time" said alone or after anything else: "once more", which repeats the last request.
_ONE_MORE_TIME: Final = re.compile(r"\b(?:one|1)\s+more\s+time\b", re.IGNORECASE)
# "do that again", "do it once more", "repeat that", "do the same again".
_REPEATED: Final = re.compile(
    rf"\b(?:do|repeat)\s+(?:that|it|this|the same(?: thing)?)(?:{_AGAIN}|(?=\s*(?:[,.!?]|$)))"
)
# "switch them back", "turn it back", "flip that back": back with no particle after it.
_SWITCHED_BACK: Final = re.compile(
    r"\b(?:switch|turn|flip|change|set)\s+(it|them|that|those)\s+back\b"
    r"(?!\s+(?:on|off|up|down|to|over|a|the|in|into|how|as))"
)
# "a bit", "a notch" (read as "1 notch" by then, as numbers are read first).
_A_BIT: Final = r"(?:a|1)\s+(?:bit|little|touch|notch|tad|smidge)\b"
# "back a bit", "back it off a touch", "bring it back a notch": the last change undone a little.
_BACK_A_BIT: Final = re.compile(
    r"\b(?:(?:bring|take|dial|turn|pull)\s+(?:it|that|them)\s+back"
    rf"|back\s+(?:(?:it|that|them)\s+)?off|back)\s+{_A_BIT}"
)
# "back them down a bit", "back that up a touch": the last change taken back a step.
_BACKED_UP: Final = re.compile(rf"\bback\s+(?:it|that|them)\s+(?:up|down)\s+{_A_BIT}")
# "not that much", "not so much": the last change went too far, so it is taken back a step
# (with "bring it back a bit" after it, one step).
_TOO_FAR: Final = re.compile(
    r"\bnot\s+(?:that|so|quite\s+that)\s+much\b(?:\s*,?\s*a\s+bit\s+less)?"
)
# "go back to the way they were", "switch it back to how it was": the last change taken back (not
# "go back", the previous track, which is said of media alone).
_AS_IT_WAS: Final = re.compile(
    r"\b(?:go|change|switch)\s+(?:it\s+|them\s+)?back\s+to\s+(?:how|the\s+way)\s+(?:it|they)\s+(?:was|were)\b"
)


# Words that take back what was just said and say it again.
_CORRECTION: Final = r"(?:actually\s+no|no\s+wait|no\s+sorry|no\s+no|or\s+rather|i\s+meant?|no|sorry|wait|rather|actually)"
_BREAK: Final = r"\s*[,\u2014\u2013-]*\s*"
_A_BREAK: Final = r"\s*[,\u2014\u2013-]+\s*"
# "turn on — no, off — the lamp", "switch it on, sorry, off": the switch word taken back goes
# (with the article said before the correction, which is said again after it).
_SWITCH_TAKEN_BACK: Final = re.compile(
    rf"\b(?:on|off)\b(?:\s+the\b)?{_BREAK}{_CORRECTION}{_BREAK}(?P<meant>on|off)\b{_BREAK}",
    re.IGNORECASE,
)
# "open the blind, actually no, the curtain": the last noun phrase before the correction goes
# (not "…, no, that other one", which asks for another device).
_TARGET_TAKEN_BACK: Final = re.compile(
    rf"\bthe\b(?:(?!\bthe\b)[^,.?!\u2014\u2013])*?{_A_BREAK}{_CORRECTION}"
    rf"{_BREAK}(?=the\s(?!other\b|(?:[a-z']+\s+)?ones?\b))",
    re.IGNORECASE,
)
# "the bedside lamp, the left one (I mean)": a device narrowed by a word said after it.
_NARROWED: Final = re.compile(
    r"\bthe\s+(?P<device>(?:(?!(?:the|in|on|of|at|and|to|it|one)\b)[a-z']+\s?){1,3}?)\s*,\s*"
    r"the\s+(?P<which>(?!(?:other|same|new|first|last)\b)[a-z]+)\s+one\b(?:\s*,?\s*i\s+mean\b)?",
    re.IGNORECASE,
)

# "the other way", "no, other way round", "turn it the other way": the last change went the
# wrong way, so it is taken back ("undo that": a step by the step the other way, a switch by
# the opposite switch).
_OTHER_WAY: Final = re.compile(
    r"\b(?:(?:turn|go|move|put|do)\s+(?:it\s+|them\s+|that\s+)?)?(?:the\s+)?other\s+way"
    r"(?:\s+a?round)?\b",
    re.IGNORECASE,
)
# Words that may open a reply before the rest of it ("ok", "actually", "no").
_OPENERS: Final = r"^((?:\W*(?:ok|okay|oh|fine|alright|right|nah|no|actually|now|and|then)\b)*\W*)"
# "leave it", "ok just leave them be", "leave that then", said alone: nothing is to be done
# ("never mind"). "leave it on" keeps a state and is not this.
_LEAVE_IT: Final = re.compile(
    _OPENERS + r"(?:just\s+)?leave\s+(?:it|them|that|those)"
    r"(?:\s+(?:then|be|alone|for\s+now|as\s+(?:it|they)\s+(?:is|are)))*(?=\W*$)",
    re.IGNORECASE,
)
# "both back off", "it back on": "back" and a particle with no verb before them switch the
# devices referred to that way again ("turn both on").
_BACK_WITHOUT_VERB: Final = re.compile(
    _OPENERS + r"((?:both(?:\s+of\s+them)?|them(?:\s+both|\s+all)?|all\s+of\s+them|it|that"
    r"|those)\s+)back\s+(on|off)\b",
    re.IGNORECASE,
)

# "do the rest of the den", "do them all", "do both": "do" with "the rest" or a plural
# pronoun stands for the previous action and is no question word.
_DO_THE_REST: Final = re.compile(
    r"\bdo\s+(?=the\s+rest\b|(?:all\s+of\s+them|them\s+all|both(?:\s+of\s+them)?"
    r"|the\s+two\s+of\s+them)(?:\s+(?:too|as\s+well|then|please))*\W*$)",
    re.IGNORECASE,
)


def restated(text: str) -> str:
    """The text with the restating phrases of the module's doc read as the reader's own."""
    said = text.casefold()
    out = _taken_back(text) if "," in said or "\u2014" in said or "-" in said else text
    cues = ("not", "instead", "do", "repeat", "back", "more", "other", "leave")
    if not any(word in said for word in cues):
        return out
    out = _VALUE_TAKEN_BACK.sub("", out)
    out = _INSTEAD.sub("", out) if re.search(r"\d", out) else out
    out = _REPEATED.sub("same again", out)
    out = _ONE_MORE_TIME.sub("once more", out)
    out = _OTHER_WAY.sub("undo that", out)
    out = _LEAVE_IT.sub(r"\1never mind", out)
    out = _BACK_WITHOUT_VERB.sub(r"\1turn \2\3", out)
    out = _DO_THE_REST.sub("", out)
    out = _AS_IT_WAS.sub("put it back", out)
    out = _BACKED_UP.sub("undo that", out)
    out = _SWITCHED_BACK.sub(r"put \1 back", out)
    out = _BACK_A_BIT.sub("a bit less", out)
    return _TOO_FAR.sub("undo that", out)


def _taken_back(text: str) -> str:
    """The text with a switch word or a device taken back and said again kept once, as meant,
    and a device narrowed after it said as one phrase."""
    out = _SWITCH_TAKEN_BACK.sub(lambda m: f"{m['meant']} ", text)
    out = _TARGET_TAKEN_BACK.sub("", out)
    return _NARROWED.sub(lambda m: f"the {m['which']} {m['device'].strip()}", out)
