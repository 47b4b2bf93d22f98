"""The exact odds of a combat round, against figures worked out by hand on the
classic dice (green 1 2 3 3 4 5, red 2 3 4 4 5 6, yellow ++ + + blank blank -)."""

from __future__ import annotations

from fractions import Fraction as F

from hellenica_tui.games.hellenica.mechanics.combat_odds import (
    SideDice,
    highest,
    percent,
    round_odds,
    shares,
    side_outcomes,
)

FACES = {
    "green": ["1", "2", "3", "3", "4", "5"],
    "red": ["2", "3", "4", "4", "5", "6"],
    "blue": ["1", "2", "2", "3", "4", "5"],
    "yellow": ["++", "+", "+", "", "", "-"],
}


def test_one_green_die_each() -> None:
    odds = round_odds(SideDice({"green": 1}), SideDice({"green": 1}), FACES)
    # A tie when both show the same face: 1+1+4+1+1 pairs of 36 (the doubled 3 counts 2x2).
    assert odds.tie == F(8, 36)
    assert odds.attacker_wins == odds.defender_wins == F(14, 36)
    assert odds.attacker_hero_falls == odds.defender_hero_falls == 0


def test_red_against_green() -> None:
    odds = round_odds(SideDice({"red": 1}), SideDice({"green": 1}), FACES)
    # Green 1: red always higher; 2: 5 of 6; 3 (twice): 4 of 6; 4: 2 of 6; 5: 1 of 6.
    assert odds.attacker_wins == F(6 + 5 + 2 * 4 + 2 + 1, 36)
    assert odds.tie == F(1 + 2 + 2 + 1, 36)
    assert odds.defender_wins == F(8, 36)


def test_highest_of_two_green_dice() -> None:
    top = highest([FACES["green"], FACES["green"]])
    # P(highest <= x) is P(one die <= x) squared: 1/36, 4/36, 16/36, 25/36, 1.
    assert top == {1: F(1, 36), 2: F(3, 36), 3: F(12, 36), 4: F(9, 36), 5: F(11, 36)}
    assert highest([]) == {0: 1}


def test_a_lone_hero_against_a_hoplite() -> None:
    """Strength 0 plus the yellow die: 2 one time in six, 1 two in six, else 0."""
    hero = SideDice({}, yellow=1, heroes=1)
    odds = round_odds(hero, SideDice({"green": 1}), FACES)
    assert odds.attacker_wins == F(1, 36)  # ++ against a green 1
    assert odds.tie == F(2, 36) + F(1, 36)  # + against 1, ++ against 2
    assert odds.defender_wins == F(32, 36)
    assert odds.attacker_hero_falls == F(1, 6)


def test_bonus_is_added_and_strength_never_drops_below_zero() -> None:
    assert side_outcomes(SideDice({}, yellow=1, bonus=-2, heroes=1), FACES) == {(0, 0): F(5, 6), (0, 1): F(1, 6)}
    walls = side_outcomes(SideDice({"green": 1}, bonus=1), FACES)
    assert walls == {(2, 0): F(1, 6), (3, 0): F(1, 6), (4, 0): F(2, 6), (5, 0): F(1, 6), (6, 0): F(1, 6)}


def test_two_yellow_dice_kill_at_most_the_heroes_there() -> None:
    one_hero = side_outcomes(SideDice({}, yellow=2, heroes=1), FACES)
    assert sum(p for (_, killed), p in one_hero.items() if killed) == 1 - F(25, 36)
    assert max(killed for _, killed in one_hero) == 1


def test_every_outcome_adds_up_to_one() -> None:
    odds = round_odds(
        SideDice({"green": 2, "red": 1}, yellow=1, heroes=1), SideDice({"green": 2}, bonus=1), FACES
    )
    assert odds.attacker_wins + odds.tie + odds.defender_wins == 1


def test_percent_never_rounds_a_chance_to_certainty() -> None:
    assert [percent(F(0)), percent(F(1)), percent(F(1, 1000)), percent(F(999, 1000)), percent(F(7, 18))] == [
        "0%", "100%", "<1%", ">99%", "39%",
    ]


def test_shares_add_up_to_a_hundred() -> None:
    # 57.3%, 23.2%, 19.4% would round to 99 in all: the largest remainder takes the point.
    assert shares([F(573, 1000), F(232, 1000), F(195, 1000)]) == ["57%", "23%", "20%"]
    assert shares([F(1, 3)] * 3) == ["34%", "33%", "33%"]
    assert shares([F(1), F(0), F(0)]) == ["100%", "0%", "0%"]
    assert shares([F(1, 1000), F(998, 1000), F(1, 1000)]) == ["<1%", ">99%", "<1%"]
