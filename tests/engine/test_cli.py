"""The ``context-retrieval`` command line, run in-process (docs/contracts.md §2–§4, docs/design.md#surfaces).

``eval`` reads a home and a cases file, writes one docs/contracts.md §4 line per case and prints the
figures. Bad input exits with status 2 and prints exactly one line on stderr that names the
file and the line or field; never a traceback.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from labelled_sets import IR_KEYS

from devtools.cli import main

HOME: dict[str, Any] = {
    "language": "zh-Hans",
    "floors": [{"id": "ground", "name": "一楼"}],
    "areas": [
        {"id": "living_room", "name": "客厅", "floor": "ground"},
        {"id": "bedroom", "name": "卧室", "floor": "ground"},
    ],
    "entities": [
        {"entity_id": "switch.laohuoji", "name": "老伙计", "area": "living_room"},
        {
            "entity_id": "light.bedroom",
            "name": "卧室灯",
            "area": "bedroom",
            "attributes": {"supported_color_modes": ["brightness"]},
        },
        {
            "entity_id": "light.living",
            "name": "客厅灯",
            "area": "living_room",
            "attributes": {"supported_color_modes": ["brightness"]},
        },
        {
            "entity_id": "sensor.living_temperature",
            "name": "客厅温度",
            "area": "living_room",
            "device_class": "temperature",
            "state": "26",
        },
    ],
}


def _ir(**command: Any) -> dict[str, Any]:
    return {"commands": [command]}


CASES: list[dict[str, Any]] = [
    {
        "id": "t/1",
        "query": "打开老伙计",
        "ir": _ir(action="打开", name_hint="老伙计"),
        "expected": {
            "entity_ids": ["switch.laohuoji"],
            "service": "switch.turn_on",
            "quantifier": "one",
            "no_match": False,
            "clarify": False,
        },
    },
    {
        "id": "t/2",
        "query": "关闭所有灯",
        "ir": _ir(action="关闭", type_hint="light", quantifier="all"),
        "expected": {
            "entity_ids": ["light.bedroom", "light.living"],
            "service": "light.turn_off",
            "quantifier": "all",
            "no_match": False,
            "clarify": False,
        },
    },
    {
        "id": "t/3",
        "query": "打开卧室的灯然后关掉老伙计",
        "context": {"area": "bedroom"},
        "ir": {
            "commands": [
                {"action": "打开", "type_hint": "light", "scope_include": ["卧室"]},
                {"action": "关掉", "name_hint": "老伙计"},
            ]
        },
        "expected": [
            {"entity_ids": ["light.bedroom"], "service": "light.turn_on"},
            {"entity_ids": ["switch.laohuoji"], "service": "switch.turn_off"},
        ],
    },
    {
        "id": "t/4",
        "query": "打开冰箱",
        "ir": _ir(action="打开", name_hint="冰箱"),
        "expected": {"entity_ids": [], "service": None, "no_match": True, "clarify": False},
    },
]
RESULT_KEYS = {"id", "commands", "yaml", "elapsed_ms"}
COMMAND_KEYS = {"ir", "candidates", "groups", "condition_entities", "hint", "meta"}


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def write_cases(path: Path, lines: list[Any]) -> Path:
    text = "\n".join(
        line if isinstance(line, str) else json.dumps(line, ensure_ascii=False) for line in lines
    )
    path.write_text(text + "\n", encoding="utf-8")
    return path


def assert_one_error_line(err: str, *needles: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


# ------------------------------------------------------------------------------------ eval


def test_eval_writes_one_result_line_per_case(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    home = write_json(tmp_path / "home.json", HOME)
    cases = write_cases(tmp_path / "cases.jsonl", CASES)
    out = tmp_path / "results.jsonl"
    code = main(
        ["eval", "--home", str(home), "--cases", str(cases), "--parser", "gold", "--out", str(out)]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "recall@5" in captured.out
    assert captured.err == ""

    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == len(CASES)
    results = [json.loads(line) for line in lines]
    assert [r["id"] for r in results] == [c["id"] for c in CASES]
    home_ids = {e["entity_id"] for e in HOME["entities"]}
    for case, result in zip(CASES, results, strict=True):
        assert set(result) >= RESULT_KEYS
        assert isinstance(result["yaml"], str) and result["yaml"].startswith("#")
        assert isinstance(result["elapsed_ms"], (int, float)) and result["elapsed_ms"] >= 0
        assert len(result["commands"]) == len(case["ir"]["commands"])
        for command in result["commands"]:
            assert set(command) >= COMMAND_KEYS
            assert set(command["ir"]) >= set(IR_KEYS)
            assert len(command["candidates"]) <= 5
            for candidate in command["candidates"]:
                assert set(candidate) >= {"entity_id", "service", "score", "reasons"}
                assert candidate["entity_id"] in home_ids
                assert candidate["service"] is None or candidate["service"].startswith(
                    candidate["entity_id"].partition(".")[0] + "."
                )
            for group in command["groups"]:
                assert set(group) >= {"service", "entity_ids"}
                assert set(group["entity_ids"]) <= home_ids
            assert command["hint"] in (None, "need_clarification", "no_match", "too_many_targets")
            assert isinstance(command["meta"], dict)

    first, bulk, multi, missing = results
    assert first["commands"][0]["candidates"][0]["entity_id"] == "switch.laohuoji"
    assert first["commands"][0]["candidates"][0]["service"] == "switch.turn_on"
    grouped = {e for g in bulk["commands"][0]["groups"] for e in g["entity_ids"]}
    assert grouped == {"light.bedroom", "light.living"}
    assert [c["ir"]["action"] for c in multi["commands"]] == ["打开", "关掉"]
    assert missing["commands"][0]["hint"] == "no_match"


def test_eval_prints_figures(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = write_json(tmp_path / "home.json", HOME)
    cases = write_cases(tmp_path / "cases.jsonl", CASES)
    code = main(["eval", "--home", str(home), "--cases", str(cases), "--parser", "gold", "--json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    figures = json.loads(captured.out)
    assert figures["cases"] == 4
    assert figures["recall@5"] == 1.0
    assert figures["no_match_handled"] == 1.0


def test_eval_case_home_overrides_argument(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/contracts.md §2: a case's ``home`` is relative to the cases file and overrides --home."""
    (tmp_path / "homes").mkdir()
    write_json(
        tmp_path / "homes" / "other.json",
        {
            "language": "zh-Hans",
            "areas": [],
            "entities": [{"entity_id": "switch.dabai", "name": "大白", "area": None}],
        },
    )
    home = write_json(tmp_path / "home.json", HOME)
    cases = write_cases(
        tmp_path / "cases.jsonl",
        [
            {
                "id": "a",
                "query": "打开大白",
                "home": "homes/other.json",
                "ir": _ir(action="打开", name_hint="大白"),
            },
            {"id": "b", "query": "打开老伙计", "ir": _ir(action="打开", name_hint="老伙计")},
        ],
    )
    out = tmp_path / "r.jsonl"
    assert main(["eval", "--home", str(home), "--cases", str(cases), "--out", str(out)]) == 0
    capsys.readouterr()
    a, b = (json.loads(line) for line in out.read_text(encoding="utf-8").splitlines())
    assert a["commands"][0]["candidates"][0]["entity_id"] == "switch.dabai"
    assert b["commands"][0]["candidates"][0]["entity_id"] == "switch.laohuoji"


# ------------------------------------------------------------------------------ bad input


@pytest.mark.parametrize(
    ("bad_line", "needles"),
    [
        ('{"id": "t/x", "query": "打开"', ("not valid JSON",)),
        ({"query": "打开老伙计"}, ("id",)),
        ({"id": "t/x", "query": "打开", "history": "打开老伙计"}, ("history",)),
        ({"id": "t/x"}, ("query",)),
        ('["not", "an", "object"]', ()),
        # Gold IR and labels that would have been read silently (issue #10).
        ({"id": "t/x", "query": "打开", "ir": "abc"}, ("'ir'",)),
        ({"id": "t/x", "query": "打开", "ir": {"commands": 5}}, ("'ir'",)),
        ({"id": "t/x", "query": "打开", "ir": {"commands": [7]}}, ("ir.commands[0]",)),
        (
            {"id": "t/x", "query": "打开", "ir": _ir(action="打开", quantifier="lots")},
            ("ir.commands[0]", "quantifier"),
        ),
        ({"id": "t/x", "query": "打开", "expected": "yes"}, ("'expected'",)),
        (
            {"id": "t/x", "query": "打开", "expected": {"entity_ids": "light.living"}},
            ("expected.entity_ids",),
        ),
        ({"id": "t/x", "query": "打开", "expected": [{"service": 5}]}, ("expected[0].service",)),
        ({"id": "t/x", "query": "打开", "expected": {"no_match": "no"}}, ("expected.no_match",)),
        (
            '{"id": "t/x", "query": "打开", "ir": ' + "[" * 100_000 + "]" * 100_000 + "}",
            ("nested",),
        ),
        ('{"id": "t/x", "query": NaN}', ("NaN",)),
    ],
)
def test_malformed_case_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bad_line: Any, needles: tuple[str, ...]
) -> None:
    home = write_json(tmp_path / "home.json", HOME)
    cases = write_cases(tmp_path / "cases.jsonl", [CASES[0], bad_line, CASES[1]])
    code = main(["eval", "--home", str(home), "--cases", str(cases), "--parser", "gold"])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, str(cases), f"{cases}:2", *needles)


@pytest.mark.parametrize(
    ("mutate", "needles"),
    [
        (lambda h: h["entities"][1].update(area="garage"), ("entities[1].area", "garage")),
        (lambda h: h["entities"][2].pop("entity_id"), ("entities[2].entity_id",)),
        (lambda h: h["entities"][0].update(entity_id="no_dot"), ("entities[0].entity_id",)),
        (lambda h: h["areas"][0].update(floor="attic"), ("areas[0].floor",)),
        (lambda h: h.update(entities="all of them"), ("entities",)),
        (lambda h: h["areas"].append(dict(h["areas"][0])), ("areas[2].id", "duplicate")),
        (lambda h: h["floors"].append(dict(h["floors"][0])), ("floors[1].id", "duplicate")),
        (
            lambda h: h["entities"][0].update(attributes={"supported_features": -1}),
            ("entities[0].attributes.supported_features",),
        ),
        (
            lambda h: h["entities"][0].update(attributes={"supported_features": "15"}),
            ("entities[0].attributes.supported_features",),
        ),
    ],
)
def test_malformed_home(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mutate: Any, needles: tuple[str, ...]
) -> None:
    data = json.loads(json.dumps(HOME))
    mutate(data)
    home = write_json(tmp_path / "home.json", data)
    cases = write_cases(tmp_path / "cases.jsonl", CASES[:1])
    code = main(["eval", "--home", str(home), "--cases", str(cases), "--parser", "gold"])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, str(home), *needles)


@pytest.mark.parametrize(
    ("text", "needles"),
    [
        (
            '{"entities": [{"entity_id": "light.a", "attributes": {"supported_features": NaN}}]}',
            ("NaN",),
        ),
        (
            '{"entities": [{"entity_id": "light.a", "attributes": {"supported_features": Infinity}}]}',
            ("Infinity",),
        ),
        ('{"entities": ' + "[" * 100_000 + "]" * 100_000 + "}", ("nested too deeply",)),
    ],
)
def test_home_json_python_accepts_but_json_does_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, needles: tuple[str, ...]
) -> None:
    """NaN, Infinity (Python's reader takes them) and deep nesting: one line, not a traceback."""
    home = tmp_path / "home.json"
    home.write_text(text, encoding="utf-8")
    for argv in (
        ["demo", "--no-semantic", "--home", str(home), "打开灯"],
        ["parse", "--home", str(home), "打开灯"],
    ):
        assert main(argv) == 2
        assert_one_error_line(capsys.readouterr().err, str(home), *needles)


def test_unwritable_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = write_json(tmp_path / "home.json", HOME)
    cases = write_cases(tmp_path / "cases.jsonl", CASES[:1])
    out = tmp_path / "missing-dir" / "results.jsonl"
    code = main(["eval", "--home", str(home), "--cases", str(cases), "--out", str(out)])
    assert code == 2
    assert_one_error_line(capsys.readouterr().err, str(out), "cannot write")


def test_home_file_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = write_cases(tmp_path / "cases.jsonl", CASES[:1])
    missing = tmp_path / "nowhere" / "home.json"
    code = main(["eval", "--home", str(missing), "--cases", str(cases), "--parser", "gold"])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, str(missing))


def test_home_not_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "home.json"
    home.write_text('{"areas": [],\n "entities": [,]}\n', encoding="utf-8")
    cases = write_cases(tmp_path / "cases.jsonl", CASES[:1])
    code = main(["eval", "--home", str(home), "--cases", str(cases), "--parser", "gold"])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, f"{home}:2")


def test_cases_file_missing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    home = write_json(tmp_path / "home.json", HOME)
    missing = tmp_path / "cases.jsonl"
    code = main(["eval", "--home", str(home), "--cases", str(missing)])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, str(missing))


def test_case_without_any_home(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cases = write_cases(tmp_path / "cases.jsonl", CASES[:1])
    code = main(["eval", "--cases", str(cases), "--parser", "gold"])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, "t/1", "home")


# ------------------------------------------------------------------------------------ demo


def test_demo_runs_an_utterance(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["demo", "--no-yaml", "打开老伙计"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "打开老伙计" in captured.out
    assert "light.study_desk_lamp" in captured.out


def test_demo_json_conversation(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["demo", "--json", "打开老伙计", "关掉它"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    decoder = json.JSONDecoder()
    text, results, index = captured.out, [], 0
    while index < len(text):
        if text[index].isspace():
            index += 1
            continue
        value, index = decoder.raw_decode(text, index)
        results.append(value)
    assert len(results) == 2
    first, second = results
    assert first["commands"][0]["candidates"][0]["entity_id"] == "light.study_desk_lamp"
    reference = second["commands"][0]["candidates"][0]
    assert reference["entity_id"] == "light.study_desk_lamp"
    assert reference["service"] == "light.turn_off"


def test_demo_with_a_bad_home_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.json"
    code = main(["demo", "--home", str(missing), "打开老伙计"])
    captured = capsys.readouterr()
    assert code == 2
    assert_one_error_line(captured.err, str(missing))


def test_eval_by_tag_prints_a_row_per_tag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The cases' ``features`` (or ``tags``) extra keys give one row of figures each."""
    tagged = [
        {**CASES[0], "features": ["name", "nickname"]},
        {**CASES[1], "tags": ["all"]},
        {**CASES[3], "features": ["name"], "tags": ["absent"]},
    ]
    home = write_json(tmp_path / "home.json", HOME)
    cases = write_cases(tmp_path / "cases.jsonl", tagged)
    code = main(
        ["eval", "--home", str(home), "--cases", str(cases), "--parser", "gold", "--by", "tag"]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    rows = {line.split()[0]: line.split() for line in captured.out.splitlines() if line.strip()}
    assert rows["tag"][1:] == [
        "cases",
        "r@5",
        "service",
        "refused",
        "no_match",
        "clarify",
        "widened",
    ]
    assert rows["name"][1:4] == ["2", "1.0", "1.0"]
    assert rows["absent"][1] == "1" and rows["absent"][5] == "1.0"
    assert rows["all"][1:3] == ["1", "1.0"]

    code = main(
        [
            "eval",
            "--home",
            str(home),
            "--cases",
            str(cases),
            "--parser",
            "gold",
            "--by",
            "tag",
            "--json",
        ]
    )
    figures = json.loads(capsys.readouterr().out)
    assert set(figures["by_tag"]) == {"name", "nickname", "all", "absent"}
    assert figures["by_tag"]["nickname"]["cases"] == 1
