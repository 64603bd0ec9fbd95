"""Scoring of case results (docs/contracts.md §5) and the figures the evaluator reports.

The scorer reads results as the JSON of docs/contracts.md §4, so these tests build that JSON by hand:
what is scored is the contract, not the engine's objects.
"""

from __future__ import annotations

from typing import Any

from devtools.evaluate import (
    CaseRecord,
    Report,
    figures_of,
    is_widened,
    score_case,
)


def result(
    *,
    candidates: tuple[tuple[str, str | None], ...] = (),
    groups: tuple[tuple[str, tuple[str, ...]], ...] = (),
    hint: str | None = None,
    meta: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "candidates": [
            {"entity_id": e, "service": s, "score": 1.0, "reasons": []} for e, s in candidates
        ],
        "groups": [{"service": s, "entity_ids": list(ids)} for s, ids in groups],
        "hint": hint,
        "meta": meta or {},
    }


ANSWERABLE = {
    "entity_ids": ["light.a"],
    "service": "light.turn_on",
    "no_match": False,
    "clarify": False,
}
ABSENT = {"entity_ids": [], "service": None, "no_match": True, "clarify": False}


def test_an_answer_that_asks_counts_as_refused_with_its_reason() -> None:
    asked = result(
        candidates=(("light.a", "light.turn_on"),),
        hint="need_clarification",
        meta={"abstain": "ambiguous"},
    )
    [score] = score_case(ANSWERABLE, [asked])
    assert score.kind == "answerable"
    assert score.hit_at[5] and score.service_ok  # recall counts the candidates even while asking
    assert score.refused and score.clarified
    assert score.reason == "ambiguous"


def test_an_absent_device_is_handled_by_no_match_or_a_question() -> None:
    for hint in ("no_match", "need_clarification"):
        [score] = score_case(ABSENT, [result(hint=hint, meta={"abstain": "absent_room"})])
        assert score.handled and score.reason == "absent_room"
    [score] = score_case(ABSENT, [result(candidates=(("light.a", "light.turn_on"),))])
    assert not score.handled and not score.refused and score.reason is None


def test_a_bulk_result_over_an_unknown_room_is_widened_unless_it_asks() -> None:
    wide = result(
        groups=(("light.turn_on", ("light.a", "light.b")),), meta={"unplaced_terms": ["patio"]}
    )
    assert is_widened(wide)
    assert is_widened(
        result(groups=(("light.turn_on", ("light.a",)),), meta={"scope_include_fallback": 1})
    )
    assert not is_widened({**wide, "hint": "need_clarification"})
    assert not is_widened(result(groups=(("light.turn_on", ("light.a",)),)))  # every word placed
    assert not is_widened(result(meta={"unplaced_terms": ["patio"]}, hint="no_match"))


def test_figures_split_abstentions_by_reason_and_tags_by_case() -> None:
    room = score_case(ABSENT, [result(hint="no_match", meta={"abstain": "absent_room"})])
    kind = score_case(ABSENT, [result(hint="need_clarification", meta={"abstain": "absent_kind"})])
    answered = score_case(ANSWERABLE, [result(candidates=(("light.a", "light.turn_on"),))])
    refused = score_case(ANSWERABLE, [result(hint="no_match", meta={"abstain": "absent_name"})])
    report = Report(
        records=[
            CaseRecord(("absent_room",), room, 1.0, 10, [0], 0),
            CaseRecord(("absent_kind", "twin"), kind, 2.0, 10, [0], 0),
            CaseRecord(("twin",), answered, 3.0, 10, [1], 1),
            CaseRecord(("twin",), refused, 4.0, 10, [0], 0),
        ]
    )
    figures = report.figures()
    assert figures["no_match_handled"] == 1.0
    assert figures["abstained_by_reason"] == {"absent_kind": 1, "absent_room": 1}
    assert figures["refused_answerable"] == 0.5
    assert figures["refused_by_reason"] == {"absent_name": 1}
    assert figures["widened"] == 1
    by_tag = report.by_tag()
    assert list(by_tag) == ["absent_kind", "absent_room", "twin"]
    assert by_tag["twin"]["cases"] == 3
    assert by_tag["twin"]["recall@5"] == 0.5
    assert by_tag["absent_room"]["no_match_handled"] == 1.0
    assert figures_of([])["recall@5"] is None
