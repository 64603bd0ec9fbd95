#!/usr/bin/env python3
"""Generate the second set of how people talk, eval/cases_talk_{zh,en}.jsonl (issue #13; docs/contracts.md §2, §3, §5).

    python3 scripts/gen_talk_cases.py            # writes eval/cases_talk_zh.jsonl, eval/cases_talk_en.jsonl
    python3 scripts/gen_talk_cases.py --check    # exit 1 when the files in eval/ are stale
    python3 scripts/gen_talk_cases.py --counts   # print the per-tag counts (for eval/README.md)

Why a second set: the speech set (``cases_speech_*``) is split in two halves; its ``split:dev``
half had been fitted almost entirely while the held-out half stayed ~8 points lower, the sign
of a parser tuned to too few sentences. This set widens what the parser is developed on with
fresh utterances of the same phenomena, written later and by other hands. It is development
data through and through (no held-out half): the held-out half of the speech set stays the
measure. Its sentences are not in the engine (tests/engine/test_talk_cases.py).

Every utterance is written by hand, one by one, in ``gen_talk_zh.py`` and ``gen_talk_en.py`` beside
this file, as people say it to a voice assistant (not from templates). Every label is computed
from the demo home by the selection helpers of ``gen_demo_cases.Home`` (domain, area, floor,
device class, exact names) or written as the entity ids a person reads off the home; the
retriever and the parsers are never run. Labelling follows the demo set's conventions
(eval/README.md). Standard library only; deterministic output.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_demo_cases import DATA_DIR, HOME_FILES, Book, Home, run
from gen_talk_en import english
from gen_talk_zh import chinese

OUT_FILES = {"zh": "cases_talk_zh.jsonl", "en": "cases_talk_en.jsonl"}

# The phenomena of issue #13, as the speech set names them; each case carries at least one.
PHENOMENA = {
    "asr": "words as a recogniser mishears them",
    "attribute": "an attribute of a device (the humidifier's intensity)",
    "cantonese": "Cantonese and Traditional Chinese",
    "clipped": "commands with no verb or article, the words in any order",
    "code_switch": "words of the other language inside a request",
    "complaint": "complaints and wishes that mean an effect",
    "filler": "fillers, hesitation and politeness",
    "followup": "a follow-up continuing the previous turn (history)",
    "multi": "several commands in one request",
    "numbers": "numbers in words and mixed forms",
    "position": "full, half and percentage positions",
    "question": "state questions of every common form",
    "relative": "relative changes (dimmer, a degree lower, louder)",
    "verbs": "verbs for buttons, vacuums, mowers, scripts, scenes",
    "absent": "the thing asked for is not in the home (no_match or a question)",
    "ambiguous": "truly ambiguous (clarify)",
}


def book(lang: str, fill: Any) -> Book:
    """One language's cases, numbered ``talk/<lang>/NNNN``."""
    b = Book(lang, Home(DATA_DIR / HOME_FILES[lang]))
    b.prefix = "talk"
    fill(b)
    return b


def build() -> dict[str, list[dict[str, Any]]]:
    """The lines of both files."""
    return {"zh": book("zh", chinese).lines(), "en": book("en", english).lines()}


def counts(files: Mapping[str, Sequence[Mapping[str, Any]]]) -> str:
    """A Markdown table: cases per phenomenon (a case counts once per tag)."""
    per = {lang: Counter(f for line in lines for f in line["features"]) for lang, lines in files.items()}
    out = ["| phenomenon | zh | en |", "|---|---|---|", f"| **cases** | {len(files['zh'])} | {len(files['en'])} |"]
    for key, label in PHENOMENA.items():
        out.append(f"| `{key}`: {label} | {per['zh'][key]} | {per['en'][key]} |")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    return run(argv, __doc__.splitlines()[0], build, counts, OUT_FILES)


if __name__ == "__main__":
    sys.exit(main())
