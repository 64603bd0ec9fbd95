"""Round 16 (hfresh): people asked about at a door said by its kind ("is anybody at the door",
"who is at the door") are asked of what watches the home's door (a doorbell's motion or person
sensor, a camera), not of the door; a door's own state stays the door's."""

from __future__ import annotations

from home_builders import entity, home_of, last_answer

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser.vocabulary import (
    door_watchers,
    watcher_of,
)


def _home(*extra: dict[str, object]) -> Home:
    return home_of(
        "en",
        {"porch": "Porch", "hall": "Hall", "patio": "Patio"},
        entity("lock.main_entry", "Main Entry", "hall"),
        entity("binary_sensor.hall_door", "Hall Door", "hall", device_class="door"),
        entity("binary_sensor.patio_door", "Patio Door", "patio", device_class="door"),
        entity("light.porch_light", "Porch Light", "porch"),
        *extra,
    )


_BELL = (
    entity("camera.porch_bell", "Porch Bell", "porch", device_name="Eufy Video Doorbell"),
    entity(
        "binary_sensor.porch_bell_motion",
        "Porch Bell Motion",
        "porch",
        device_class="motion",
        device_name="Eufy Video Doorbell",
    ),
    entity(
        "binary_sensor.porch_bell_pressed",
        "Porch Bell Pressed",
        "porch",
        device_class="occupancy",
        device_name="Eufy Video Doorbell",
    ),
)


def test_the_watchers_are_those_of_a_doorbell_motion_first() -> None:
    watchers = door_watchers(_home(*_BELL))
    assert [w.entity_id for w in watchers[""]] == [
        "binary_sensor.porch_bell_motion",
        "binary_sensor.porch_bell_pressed",
        "camera.porch_bell",
    ]
    assert watcher_of(watchers, None, who=False, rung=False, shown=False) == watchers[""][0]
    assert watcher_of(watchers, None, who=False, rung=True, shown=False) == watchers[""][1]


def test_without_a_doorbell_the_watchers_are_in_the_area_of_a_lock() -> None:
    home = _home(
        entity("camera.hall_cam", "Hall Cam", "hall"),
        entity("camera.patio_cam", "Patio Cam", "patio"),
    )
    assert [w.entity_id for w in door_watchers(home)[""]] == ["camera.hall_cam"]


def test_a_hyphenated_name_watches_its_door() -> None:
    home = _home(
        entity("camera.side", "Side-Door Cam", "patio"),
        entity("camera.porch", "Porch-Door Cam", "porch"),
    )
    watchers = door_watchers(home)
    assert [w.entity_id for w in watchers["side door"]] == ["camera.side"]
    assert (
        watcher_of(watchers, "porch door", who=True, rung=False, shown=False)
        == (watchers["porch door"][0])
    )
    assert watcher_of(watchers, None, who=True, rung=False, shown=False) is None  # two cameras


def test_anyone_at_the_door_asks_the_motion_sensor() -> None:
    found, service, _ = last_answer(_home(*_BELL), "anybody standing at the door?")
    assert found[:1] == ["binary_sensor.porch_bell_motion"] and service is None


def test_who_at_the_door_asks_the_camera() -> None:
    found, service, _ = last_answer(_home(*_BELL), "who is that by the door")
    assert found[:1] == ["camera.porch_bell"] and service is None


def test_who_at_the_door_asks_the_motion_sensor_without_a_camera() -> None:
    found, _, _ = last_answer(_home(*_BELL[1:]), "who's that at the door")
    assert found[:1] == ["binary_sensor.porch_bell_motion"]


def test_a_door_left_open_is_still_the_door() -> None:
    found, _, _ = last_answer(_home(*_BELL), "did somebody leave the patio door open")
    assert found[:1] == ["binary_sensor.patio_door"]


def test_without_watchers_the_door_is_asked() -> None:
    found, _, _ = last_answer(_home(), "is anybody at the hall door")
    assert "camera.porch_bell" not in found and found[:1] == ["binary_sensor.hall_door"]
