"""The English utterances of the second talk set (scripts/gen_talk_cases.py explains the set).

Each ``add`` is one utterance as a person says it, its gold IR (``C``) and its label (``E``,
``NM``, ``CL``), computed from the home with ``h.pick`` / ``h.select`` or written as entity ids
read off the home. Tags name the phenomena (gen_talk_cases.PHENOMENA).
"""

from __future__ import annotations

from gen_demo_cases import CL, NM, Book, C, E

__all__ = ["CL", "NM", "C", "E", "english"]


def english(b: Book) -> None:
    h, add = b.home, b.add
    add("it's way too dark in here, get the lights", C("turn on", None, "light", q="all"),
        E(h.pick("light", areas=["study"]), "light.turn_on", q="all"), ctx="study", tags=["complaint"])
