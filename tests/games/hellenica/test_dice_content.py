"""The classic dice can show every roll the rulebook's worked examples need."""

from __future__ import annotations

from itertools import product

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.combat import round_strength
from hellenica_tui.games.hellenica.mechanics.dice import YELLOW_DIE, yellow_signed


def faces(die: str) -> list[str]:
    return load_scenario("classic").dice[die].faces


def numbers(die: str) -> set[int]:
    return {int(f) for f in faces(die)}


def can_roll(dice: list[str], wanted: list[int]) -> bool:
    """Whether dice of these colours can show exactly these numbers, in some order."""
    return any(sorted(roll) == sorted(wanted) for roll in product(*(numbers(d) for d in dice)))


def test_yellow_die_has_the_four_symbols_and_matches_the_mechanics_default():
    assert set(faces("yellow")) == {"++", "+", "", "-"}
    assert tuple(faces("yellow")) == YELLOW_DIE


def test_sea_combat_example():
    # the attacker's blue 3 with a '+' beats the defender's blue 3 and 2: strength 4 to 3
    assert can_roll(["blue"], [3]) and "+" in faces("yellow")
    assert can_roll(["blue", "blue"], [3, 2])
    assert round_strength((3,), "+")[0] == 4 and round_strength((3, 2), None)[0] == 3


def test_land_combat_example():
    # green, elite green, red and combined-arms green show 3, 3, 4, 5; the defender's green a 5
    assert can_roll(["green", "green", "red", "green"], [3, 3, 4, 5])
    assert can_roll(["green"], [5])


def test_city_walls_example():
    # without combined arms: green, green, red show 3, 3, 5; the walls' defender rolls 5 and 3
    assert can_roll(["green", "green", "red"], [3, 3, 5])
    assert can_roll(["green", "green"], [5, 3])
    assert round_strength((5, 3), walls_bonus=True)[0] == 6 > round_strength((3, 3, 5))[0]


def test_revolt_example_faces():
    # a '-' (-1), a blank (0) and '+' / '++' all appear, as the revolt example discusses
    assert {yellow_signed(f) for f in faces("yellow")} == {-1, 0, 1, 2}


def test_only_red_reaches_six_and_blue_is_the_lowest_die():
    assert max(numbers("red")) == 6 > max(numbers("green"))
    means = {d: sum(int(f) for f in faces(d)) / 6 for d in ("green", "red", "blue")}
    assert means["blue"] < means["green"] < means["red"]
