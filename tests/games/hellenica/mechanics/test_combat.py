"""COMBAT: dice pools, strength, rounds and automatic losses, with the book's examples."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.combat import (
    UNIT_KINDS,
    Force,
    Side,
    ai_victim,
    automatic_losses,
    combat_over,
    dice_pool,
    resolve_round,
    round_strength,
)
from hellenica_tui.games.hellenica.mechanics.dice import DicePool, PoolRoll

ATTACKER = Force(hoplites=1, elite_hoplites=1, cavalry=1)
DEFENDER = Force(hoplites=2)


# -- the land combat example ---------------------------------------------------------


def test_land_example_dice():
    assert dice_pool(ATTACKER, at_sea=False) == DicePool(green=3, red=1)
    assert dice_pool(DEFENDER, at_sea=False) == DicePool(green=1)


def test_land_example_first_round_is_a_tie_each_side_loses_one():
    result = resolve_round(
        Side(ATTACKER, PoolRoll((3, 3, 4, 5))),
        Side(DEFENDER, PoolRoll((5,))),
        attacker_picks="hoplite",
        defender_picks="cavalry",
    )
    assert (result.attacker_strength, result.defender_strength) == (5, 5)
    assert result.winner == "tie"
    assert result.attacker == Force(hoplites=1, elite_hoplites=1)
    assert result.defender == Force(hoplites=1)
    assert result.attacker_lost == ("cavalry",)
    assert result.defender_lost == ("hoplite",)


def test_land_example_second_round_dice():
    # Without the cavalry: no red die and no combined arms; two greens for the elite.
    assert dice_pool(Force(hoplites=1, elite_hoplites=1), at_sea=False) == DicePool(green=2)
    assert dice_pool(Force(hoplites=1), at_sea=False) == DicePool(green=1)


# -- the city walls example ------------------------------------------------------------


def test_walls_example_dice():
    assert dice_pool(ATTACKER, at_sea=False, walls_present=True) == DicePool(green=2, red=1)
    assert dice_pool(DEFENDER, at_sea=False, city_walls_defender=True, walls_present=True) == DicePool(
        green=2
    )


def test_walls_cancel_combined_arms_for_the_defender_too():
    mixed = Force(hoplites=1, cavalry=1)
    # Defender behind walls with both arms: one green for hoplites, one for walls, no combined arms.
    assert dice_pool(mixed, at_sea=False, city_walls_defender=True) == DicePool(green=2, red=1)


def test_walls_example_defender_wins_and_kills_the_cavalry():
    result = resolve_round(
        Side(ATTACKER, PoolRoll((3, 3, 5))),
        Side(DEFENDER, PoolRoll((5, 3)), walls_bonus=True),
        attacker_picks="hoplite",
        defender_picks="cavalry",
    )
    assert (result.attacker_strength, result.defender_strength) == (5, 6)
    assert result.winner == "defender"
    assert result.attacker == Force(hoplites=1, elite_hoplites=1)
    assert result.defender == DEFENDER  # the loser destroys nothing
    assert result.defender_lost == ()


# -- the sea combat example ---------------------------------------------------------------


def test_sea_example():
    attacker = Force(triremes=2, heroes=1)
    defender = Force(elite_triremes=1)
    assert dice_pool(attacker, at_sea=True) == DicePool(blue=1, yellow=True)
    assert dice_pool(defender, at_sea=True) == DicePool(blue=2)
    result = resolve_round(
        Side(attacker, PoolRoll((3,), "+")),
        Side(defender, PoolRoll((3, 2))),
        attacker_picks="elite_trireme",
        defender_picks="trireme",
    )
    assert (result.attacker_strength, result.defender_strength) == (4, 3)
    assert result.defender == Force()
    assert result.attacker == attacker
    assert combat_over(result.attacker, result.defender)


# -- dice and strength rules --------------------------------------------------------------


def test_sea_pool_ignores_land_units_and_land_pool_ignores_ships():
    f = Force(hoplites=2, elite_cavalry=1, elite_triremes=1)
    assert dice_pool(f, at_sea=True) == DicePool(blue=2)
    assert dice_pool(f, at_sea=False) == DicePool(green=2, red=2)


def test_yellow_faces_and_bonuses():
    assert round_strength((2, 6, 1), "++") == (8, False)
    assert round_strength((4,), "") == (4, False)
    assert round_strength((4,), "-") == (4, True)
    assert round_strength((4,), None, walls_bonus=True, brilliant_leader=True) == (6, False)


def test_lone_hero_on_land_starts_from_zero():
    assert dice_pool(Force(heroes=1), at_sea=False) == DicePool(yellow=True)
    assert round_strength((), "+") == (1, False)
    assert round_strength((), "-") == (0, True)


def test_bad_yellow_face_is_refused():
    with pytest.raises(IllegalCommand):
        round_strength((3,), "+++")


def test_yellow_minus_kills_the_hero_before_victims_are_chosen():
    # The attacker's lone hero dies to its own '-'; the defender still wins but finds no victim.
    result = resolve_round(
        Side(Force(heroes=1), PoolRoll((), "-")),
        Side(Force(hoplites=1), PoolRoll((1,))),
        attacker_picks="hoplite",
        defender_picks="hero",
    )
    assert result.attacker == Force()
    assert result.attacker_lost == ("hero",)
    assert result.defender == Force(hoplites=1)


def test_winner_must_name_a_unit_the_enemy_has():
    with pytest.raises(IllegalCommand, match="no elite cavalry"):
        resolve_round(
            Side(ATTACKER, PoolRoll((6,))),
            Side(DEFENDER, PoolRoll((1,))),
            attacker_picks="elite_cavalry",
        )
    with pytest.raises(IllegalCommand, match="attacker must choose"):
        resolve_round(Side(ATTACKER, PoolRoll((6,))), Side(DEFENDER, PoolRoll((1,))))


def test_chooser_callback_sees_the_enemy_units():
    seen = []

    def pick(enemy: Force):
        seen.append(enemy)
        return "hoplite"

    resolve_round(Side(ATTACKER, PoolRoll((6,))), Side(DEFENDER, PoolRoll((1,))), attacker_picks=pick)
    assert seen == [DEFENDER]


def test_automatic_losses():
    # Heroes at sea with no trireme are lost.
    assert automatic_losses(Force(heroes=2), Force(triremes=1), at_sea=True) == Force(heroes=2)
    assert automatic_losses(Force(heroes=2, triremes=1), Force(triremes=1), at_sea=True) == Force()
    # Triremes alone on land facing land units are lost.
    ships = Force(triremes=1, elite_triremes=1)
    assert automatic_losses(ships, Force(hoplites=1), at_sea=False) == ships
    assert automatic_losses(ships, Force(), at_sea=False) == Force()
    assert automatic_losses(ships.with_("hoplite"), Force(hoplites=1), at_sea=False) == Force()


def test_force_refuses_negative_counts():
    with pytest.raises(IllegalCommand):
        Force(hoplites=-1)


# -- properties ------------------------------------------------------------------------------

counts = st.integers(min_value=0, max_value=3)
forces = st.builds(Force, counts, counts, counts, counts, counts, counts, counts).filter(
    lambda f: f.total > 0
)
faces = st.sampled_from(["++", "+", "", "-"])
dice = st.lists(st.integers(min_value=1, max_value=6), max_size=5)


def _first_kind(enemy: Force):
    return enemy.kinds()[0]


@given(forces, forces, dice, dice, faces, faces, st.booleans())
def test_a_round_never_creates_units_and_costs_at_most_two_each(a, d, ra, rd, ya, yd, sea):
    a_roll = PoolRoll(tuple(ra), ya if a.heroes else None)
    d_roll = PoolRoll(tuple(rd), yd if d.heroes else None)
    r = resolve_round(Side(a, a_roll), Side(d, d_roll), attacker_picks=_first_kind, defender_picks=_first_kind)
    for before, after in ((a, r.attacker), (d, r.defender)):
        for kind in UNIT_KINDS:
            assert after.count(kind) <= before.count(kind)
        assert before.total - after.total <= 2
    assert a.total - r.attacker.total == len(r.attacker_lost)
    assert d.total - r.defender.total == len(r.defender_lost)
    # Somebody always loses a unit unless the side to be hit had only a hero that died on its own.
    assert r.attacker_lost or r.defender_lost


@given(dice, st.one_of(st.none(), faces), st.booleans(), st.booleans())
def test_strength_bounds(rolls, face, walls, leader):
    strength, dies = round_strength(tuple(rolls), face, walls_bonus=walls, brilliant_leader=leader)
    assert max(rolls, default=0) <= strength <= max(rolls, default=0) + 4
    assert dies == (face == "-")


@given(forces, st.booleans(), st.booleans())
def test_pool_sizes(force, sea, walls):
    pool = dice_pool(force, at_sea=sea, city_walls_defender=walls)
    assert pool.yellow == (force.heroes > 0)
    if sea:
        assert pool.green == pool.red == 0 and pool.blue <= 2
    else:
        assert pool.blue == 0 and pool.red <= 2 and pool.green <= 3 + walls


def test_ai_destroys_the_unit_that_costs_the_enemy_most_dice():
    rng = random.Random(0)
    # Killing the cavalry takes away the red die and combined arms: 2 dice left.
    assert ai_victim(ATTACKER, rng, at_sea=False) == "cavalry"
    # Behind walls there is no combined-arms die to take away; the cavalry still costs a red die.
    assert ai_victim(Force(hoplites=1, cavalry=1), rng, at_sea=False, enemy_walls_defender=True) == "cavalry"
    # At sea the elite trireme goes before a regular one.
    assert ai_victim(Force(triremes=3, elite_triremes=1), rng, at_sea=True) == "elite_trireme"


def test_ai_takes_an_elite_unit_when_the_dice_do_not_differ():
    enemy = Force(hoplites=2, elite_hoplites=2, cavalry=2, elite_cavalry=2)
    picks = {ai_victim(enemy, random.Random(s), at_sea=False) for s in range(30)}
    assert picks == {"elite_hoplite", "elite_cavalry"}
    assert ai_victim(Force(hoplites=3), random.Random(0), at_sea=False) == "hoplite"
    with pytest.raises(IllegalCommand):
        ai_victim(Force(), random.Random(0), at_sea=False)
