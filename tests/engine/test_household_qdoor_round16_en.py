"""Round 16 (qdoor): people at a door are asked of what watches it (eval/README.md): who is
there of the doorbell's camera, whether anybody is of its motion sensor (the camera where the
home has none), a ring of its ding sensor; a door shown is its camera. A home with no doorbell
keeps its answers. The sentences are written for these tests, not taken from the labelled sets."""

from __future__ import annotations

import pytest
from home_builders import each_one, entity, home_of

from custom_components.context_retrieval.engine.home import Home
from custom_components.context_retrieval.engine.local_parser.vocabulary import (
    DoorWatcher,
    watcher_of,
)

AREAS = {"stoop": "Stoop", "den": "Den", "yard": "Yard"}


def _bell(*, camera: bool = True, motion: bool = True) -> Home:
    entities = [
        entity("lock.porch_door", "Porch Door", "den"),
        entity(
            "binary_sensor.porch_door_press", "Porch Door Ding", "stoop", device_class="occupancy"
        ),
        entity("camera.yard", "Yard Cam", "yard"),
        entity("binary_sensor.den_occupancy", "Den Occupancy", "den", device_class="occupancy"),
    ]
    if camera:
        entities.append(entity("camera.porch_door", "Porch Door Live view", "stoop"))
    if motion:
        entities.append(
            entity(
                "binary_sensor.porch_door_pir", "Porch Door Motion", "stoop", device_class="motion"
            )
        )
    return home_of("en", AREAS, *entities)


@pytest.fixture(scope="module")
def bell() -> Home:
    return _bell()


@pytest.mark.parametrize(
    "text", ["who is out by the door", "who's that standing at the porch door"]
)
def test_who_is_there_is_the_doorbell_camera(bell: Home, text: str) -> None:
    assert each_one(bell, text)[-1].candidates[0].entity_id == "camera.porch_door"


@pytest.mark.parametrize("text", ["is somebody outside the door", "anybody by the porch door"])
def test_anybody_there_is_the_motion_sensor(bell: Home, text: str) -> None:
    assert each_one(bell, text)[-1].candidates[0].entity_id == "binary_sensor.porch_door_pir"


def test_with_no_camera_who_is_there_is_the_motion_sensor() -> None:
    home = _bell(camera=False)
    assert (
        each_one(home, "who is by the door")[-1].candidates[0].entity_id
        == "binary_sensor.porch_door_pir"
    )


def test_with_no_motion_sensor_anybody_there_is_the_camera() -> None:
    home = _bell(motion=False)
    assert (
        each_one(home, "anyone there at the door")[-1].candidates[0].entity_id
        == "camera.porch_door"
    )


def test_a_ring_is_the_ding_sensor(bell: Home) -> None:
    assert (
        each_one(bell, "has somebody rung")[-1].candidates[0].entity_id
        == "binary_sensor.porch_door_press"
    )


def test_a_door_shown_is_its_camera(bell: Home) -> None:
    assert (
        each_one(bell, "show me the porch door")[-1].candidates[0].entity_id == "camera.porch_door"
    )


def test_people_in_a_room_are_still_its_presence_sensor(bell: Home) -> None:
    assert (
        each_one(bell, "is anybody in the den")[-1].candidates[0].entity_id
        == "binary_sensor.den_occupancy"
    )


def test_a_door_left_open_is_still_the_door() -> None:
    home = home_of(
        "en",
        AREAS,
        entity("binary_sensor.den_door", "Den Door", "den", device_class="door"),
        entity("camera.porch_door", "Porch Door Live view", "stoop"),
    )
    assert each_one(home, "did somebody leave the den door open")[-1].candidates[0].entity_id == (
        "binary_sensor.den_door"
    )


def test_a_door_said_that_nothing_watches_gets_no_other_doors_watcher() -> None:
    cam = DoorWatcher("camera.front", "Front Door", ("camera", None), False)
    watchers = {"": (cam,), "front door": (cam,), "door": (cam,)}
    assert watcher_of(watchers, "back door", who=True, rung=False, shown=False) is None
    assert watcher_of(watchers, None, who=True, rung=False, shown=False) == cam
    bell = DoorWatcher("camera.bell", "Video Doorbell", ("camera", None), False)
    unnamed = {"": (bell,), "doorbell": (bell,), "video doorbell": (bell,)}
    assert watcher_of(unnamed, "back door", who=True, rung=False, shown=False) == bell
