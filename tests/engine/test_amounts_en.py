"""English amounts of a change as classes (local_parser/numbers.py, params.py, wishes.py):
halves of a unit and "and a half" after one, thousands, a few and a couple of a unit, changes
counted in notches or clicks, a change word said apart from its amount ("drop the AC two
degrees", "another ten percent"), colour temperatures in kelvin, and comparatives after a
small-amount cue ("a bit higher" is a wish, not a complaint)."""

from __future__ import annotations

import pytest
from parsing import one

from custom_components.context_retrieval.engine.local_parser import LocalParser, default_lexicon


@pytest.mark.parametrize(
    ("said", "read"),
    [
        ("half a degree warmer", "0.5 degree warmer"),
        ("up half of a percent", "up 0.5 percent"),
        ("a degree and a half cooler", "1.5 degree cooler"),
        ("three degrees and a half", "3.5 degrees"),
        ("a few degrees", "3 degrees"),
        ("a couple degrees", "2 degrees"),
        ("a couple of clicks", "2 clicks"),
        ("four thousand kelvin", "4000 kelvin"),
        ("six thousand five hundred kelvin", "6500 kelvin"),
        ("set it to one hundred and five", "set it to 105"),
    ],
)
def test_english_amounts_become_digits(said: str, read: str) -> None:
    assert default_lexicon().numbers.convert(said) == read


@pytest.mark.parametrize(
    ("text", "params"),
    [
        ("turn the living room heating down half a degree", {"temperature_step": -0.5}),
        ("raise the kids room AC by a degree and a half", {"temperature_step": 1.5}),
        ("push the study heating up a few degrees", {"temperature_step": 3}),
        ("dim the chandelier two notches", {"brightness_step_pct": -20}),
        ("turn the water heater in the kitchen down a click", {"temperature_step": -1}),
        ("open the roller blind another 15 percent", {"position_step": 15}),
        ("lower the gas boiler three degrees", {"temperature_step": -3}),
        ("decrease the dehumidifier 5 percent", {"humidity_step": -5}),
        ("the kitchen ceiling light at four thousand kelvin", {"color_temp_kelvin": 4000}),
        ("set the color temperature of the new bulb to 2700", {"color_temp_kelvin": 2700}),
    ],
)
def test_amounts_of_a_change(demo_en: LocalParser, text: str, params: dict[str, float]) -> None:
    assert one(demo_en, text).params == params


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("turn the heating up to twenty two degrees", "temperature", 22),
        ("bring the desk up to a hundred centimetres", "value", 100),
        ("turn the soundbar down to 20 percent", "volume_level", 0.2),
    ],
)
def test_a_value_after_to_stays_a_value(
    demo_en: LocalParser, text: str, field: str, value: float
) -> None:
    """A change word before "to": the amount is the value to go to, not a step."""
    params = one(demo_en, text).params
    assert params[field] == value
    assert not any(key.startswith(field) and key.endswith("_step") for key in params), params


def test_notches_of_the_volume_are_the_device_s_own(demo_en: LocalParser) -> None:
    """A volume said a notch down is the volume_down service, never a level of 1.0."""
    command = one(demo_en, "turn the soundbar down a notch")
    assert command.action == "volume down"
    assert "volume_level" not in command.params


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("the kids room humidifier slightly higher", {"humidity_step": 10}),
        ("the study heating a bit lower", {"temperature_step": -1}),
    ],
)
def test_a_comparative_after_a_small_amount_is_a_wish(
    demo_en: LocalParser, text: str, step: dict[str, float]
) -> None:
    assert one(demo_en, text).params == step


@pytest.mark.parametrize(
    ("text", "position"),
    [
        ("crack open the kids room curtain", 10),
        ("open the master bedroom curtain just a crack", 10),
        ("raise the roller blind most of the way", 80),
        ("open the irrigation a fifth", 20),
    ],
)
def test_shares_of_the_way_are_positions(demo_en: LocalParser, text: str, position: int) -> None:
    assert one(demo_en, text).params == {"position": position}
