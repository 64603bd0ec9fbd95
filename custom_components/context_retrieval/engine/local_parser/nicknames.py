"""Chinese nicknames made of a colour ("小红", "老黄", "阿紫", "大黄"): a name, not a colour.

People name devices the way they name pets and friends: a familiar prefix (小, 老, 阿, 大) and
one character, often a colour. When the home has that name, the entity's phrase is longer
than the colour and wins anyway; when it does not, the colour character must not be read as
a colour to set (``color_name`` on every light), which would act on devices never named: the
word is left to be read as an unknown name, which the engine answers with no_match.
A colour asked for after a verb of setting ("调成大红", "换成小红") stays a colour.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .surface import Hit, Kind, Piece

# The familiar prefixes of Chinese nicknames and pet names.
_PREFIXES: Final = frozenset("小老阿大")
# After these, what follows is a value asked for ("调成", "变到"), not a name.
_SETTING: Final = frozenset("成到为变换调")
# A colour character followed by these is said of a colour or a light ("大红色", "小黄灯").
_COLOUR_AFTER: Final = frozenset("色光灯")


def drop_nickname_colours(pieces: Sequence[Piece], candidates: Sequence[Hit]) -> None:
    """Forget the colour meaning of one character said as the second half of a nickname."""
    for hit in candidates:
        if hit.end - hit.start != 1 or hit.start == 0 or not hit.has(Kind.COLOR):
            continue
        prefix = pieces[hit.start - 1]
        if prefix.kind != "cjk" or prefix.key not in _PREFIXES:
            continue
        before = pieces[hit.start - 2].key if hit.start >= 2 else ""
        after = pieces[hit.end].key if hit.end < len(pieces) else ""
        if before in _SETTING or after in _COLOUR_AFTER:
            continue
        hit.drop(Kind.COLOR)
