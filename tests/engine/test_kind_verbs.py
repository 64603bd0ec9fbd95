"""Verbs whose meaning depends on the kind of device they are said to (local_parser/kind_verbs.py)."""

from __future__ import annotations

import pytest

from custom_components.context_retrieval.engine.local_parser import LocalParser

HOME = {
    "language": "zh-Hans",
    "floors": [],
    "areas": [{"id": "roof", "name": "天台"}, {"id": "study", "name": "书房"}],
    "entities": [
        {
            "entity_id": "cover.roof_awning",
            "name": "雨篷",
            "area": "roof",
            "device_class": "awning",
        },
        {
            "entity_id": "cover.study_roller",
            "name": "卷帘",
            "area": "study",
            "device_class": "shade",
        },
    ],
}


@pytest.mark.parametrize(
    ("text", "services"),
    [
        ("天台的雨篷卷起来", {"close_cover"}),  # an awning rolled up is taken in
        ("雨篷收上去吧", {"close_cover"}),
        ("把雨篷放下来", {"open_cover"}),  # and let down, it is out
        ("雨篷打开", {"open_cover"}),  # the plain verbs keep their meaning
        ("书房卷帘卷起来", {"open_cover"}),  # a blind rolled up is open
    ],
)
def test_rolling_an_awning_up_or_down_is_the_opposite_of_a_blind(
    parser: LocalParser, text: str, services: set[str]
) -> None:
    [command] = parser.parse(text)
    assert command.type_hint == "cover", text
    assert services <= command.resolved_services, (text, command.resolved_services)
    assert not ({"open_cover", "close_cover"} - services) & command.resolved_services, text
