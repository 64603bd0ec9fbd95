"""Round 15 (qverbs): a request to find out before a clause with a verb asks the device's
state; a device made to do its job by a causative ("have the mower …"); a siren said with a
word of its sound (docs/parser-data.md)."""

from __future__ import annotations

from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser
from custom_components.context_retrieval.engine.local_parser.phrasal import without_causative


def test_checking_whether_something_was_left_on_asks(demo_en: LocalParser) -> None:
    command = one(demo_en, "could you check whether I left the study lamp on")
    assert command.action == "query"
    assert command.type_hint == "light"


def test_telling_whether_a_lock_was_remembered_asks(demo_en: LocalParser) -> None:
    command = one(demo_en, "would you tell me whether I remembered to lock the garage entry lock")
    assert command.action == "query"
    assert command.type_hint == "lock"


def test_seeing_if_something_was_forgotten_asks(demo_en: LocalParser) -> None:
    assert one(demo_en, "see if I forgot to switch off the hallway light").action == "query"
    assert one(demo_en, "find out if the kitchen fan is running").action == "query"


def test_seeing_if_you_can_is_a_request(demo_en: LocalParser) -> None:
    assert one(demo_en, "see if you can switch on the hallway light").action == "turn on"


def test_a_verb_said_first_is_told_before_the_check(demo_en: LocalParser) -> None:
    commands = demo_en.parse("switch on the hallway light and check if the back door is locked")
    assert [c.action for c in commands] == ["turn on", "query"]


def test_whether_ends_the_object_of_a_causative() -> None:
    is_verb = {"lock"}.__contains__
    text = "could you tell me whether we remembered to lock up"
    assert without_causative(text, is_verb) == text


def test_a_mower_made_to_do_its_job_mows(demo_en: LocalParser) -> None:
    assert one(demo_en, "have the robot mower trim the grass").action == "start mowing"
    assert one(demo_en, "make the mower cut the grass").action == "start mowing"


def test_a_siren_said_with_its_sound_sounds(demo_en: LocalParser) -> None:
    assert one(demo_en, "get the alarm siren screeching").action == "turn on"
    assert one(demo_en, "have the siren blaring").action != "turn off"


def test_a_siren_asked_about_with_its_sound_is_asked(demo_en: LocalParser) -> None:
    assert one(demo_en, "is the siren wailing right now").action == "query"
