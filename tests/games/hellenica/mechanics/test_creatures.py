"""MYTHOLOGICAL CREATURES: upkeep abilities and duels."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.combat import Force
from hellenica_tui.games.hellenica.mechanics.creatures import (
    CreatureCombat,
    Toll,
    creature_combat,
    cyclops,
    duel,
    random_victim,
    supply_check,
    toll,
)
from hellenica_tui.games.hellenica.mechanics.dice import PoolRoll

# The classic numbers, as the scenario's creature file gives them.
CETUS = CreatureCombat(strength=3, max_rounds=2, victims="trireme", at_sea=True)
HYDRA = CreatureCombat(strength=4, max_rounds=2, victims="non_hero", at_sea=False)
MEDUSA = Toll(safe=("+", "++"), losses=("unit",))
MINOTAUR = Toll(safe=("++",), losses=("upgrade", "unit"))
SPHINX = Toll(safe=("++",), losses=("unit", "upgrade"))


def test_cetus_win_kills_a_trireme_and_fights_again():
    fleet = Force(triremes=2, heroes=1)
    r = creature_combat(CETUS, fleet, random.Random(0), rolls=[PoolRoll((1,), ""), PoolRoll((2,), "")])
    assert [x.units_strength for x in r.rounds] == [1, 2]
    assert [x.lost for x in r.rounds] == ["trireme", "trireme"]
    assert r.units == Force(heroes=1)  # heroes are never the creature's pick


def test_cetus_tie_kills_a_trireme_but_ends_the_combat():
    r = creature_combat(CETUS, Force(triremes=2), random.Random(0), rolls=[PoolRoll((3,))])
    assert len(r.rounds) == 1 and r.units == Force(triremes=1)


def test_cetus_loses_and_nothing_happens():
    r = creature_combat(CETUS, Force(elite_triremes=1, heroes=1), random.Random(0), rolls=[PoolRoll((2, 1), "++")])
    assert r.rounds[0].units_strength == 4 and r.rounds[0].lost is None and r.units == Force(elite_triremes=1, heroes=1)


def test_cetus_never_fights_more_than_its_rounds():
    r = creature_combat(CETUS, Force(triremes=5), random.Random(0), rolls=[PoolRoll((1,))] * 5)
    assert len(r.rounds) == 2 and r.units == Force(triremes=3)


def test_hydra_kills_random_non_heroes():
    units = Force(hoplites=1, cavalry=1, heroes=2)
    r = creature_combat(HYDRA, units, random.Random(3), rolls=[PoolRoll((2, 3, 1), "-"), PoolRoll((1,), "-")])
    assert len(r.rounds) == 2
    assert r.units == Force(heroes=2)  # the hero's '-' does not kill it here
    assert creature_combat(HYDRA, Force(heroes=1), random.Random(0)).rounds == ()


def test_creature_combat_rolls_with_rng_when_no_rolls_are_given():
    r1 = creature_combat(HYDRA, Force(hoplites=3), random.Random(7))
    r2 = creature_combat(HYDRA, Force(hoplites=3), random.Random(7))
    assert r1 == r2 and 1 <= len(r1.rounds) <= 2


def test_cyclops_rolls_for_each_piece_and_removes_on_minus():
    r = cyclops(
        Force(hoplites=1, cavalry=1, heroes=1),
        ("market", "temple"),
        {"cyclades": Force(triremes=2), "aegean": Force(elite_triremes=1)},
        faces=["-", "", "+", "-", "-", "++", ""],  # hoplite, cavalry, market, temple, aegean, cyclades x2
    )
    assert r.units == Force(cavalry=1, heroes=1)
    assert r.upgrades == ("market",)
    assert r.triremes == {"cyclades": Force(triremes=2), "aegean": Force()}
    with pytest.raises(IllegalCommand, match="expected 7"):
        cyclops(Force(hoplites=1, cavalry=1), ("market", "temple"), {"cyclades": Force(triremes=3)}, faces=["-"])


def test_medusa_and_scylla():
    units = Force(hoplites=1, heroes=1)
    assert toll(MEDUSA, "+", units, (), random.Random(0)).units == units
    r = toll(MEDUSA, "", units, (), random.Random(0))
    assert r.lost_unit == "hoplite" and r.units == Force(heroes=1)
    assert toll(MEDUSA, "-", Force(heroes=1), (), random.Random(0)).lost_unit is None
    assert supply_check("+") and supply_check("++")
    assert not supply_check("") and not supply_check("-")


def test_minotaur_takes_an_upgrade_first_then_a_unit():
    units = Force(hoplites=1)
    assert toll(MINOTAUR, "++", units, ("market",), random.Random(0)).lost_upgrade is None
    r = toll(MINOTAUR, "+", units, ("market", "temple"), random.Random(0), choose_upgrade=lambda u: "temple")
    assert r.lost_upgrade == "temple" and r.upgrades == ("market",) and r.units == units
    r = toll(MINOTAUR, "-", units, (), random.Random(0))
    assert r.lost_unit == "hoplite" and r.units == Force()
    with pytest.raises(IllegalCommand, match="choose"):
        toll(MINOTAUR, "-", units, ("market",), random.Random(0))


def test_sphinx_takes_a_unit_first_then_an_upgrade():
    assert toll(SPHINX, "+", Force(cavalry=1), ("market",), random.Random(0)).lost_unit == "cavalry"
    r = toll(SPHINX, "", Force(heroes=1), ("market",), random.Random(0), choose_upgrade=lambda u: u[0])
    assert r.lost_upgrade == "market" and r.units == Force(heroes=1)


def test_duels():
    assert duel(1, ["+"]).slain and duel(1, ["++"]).slain
    assert duel(1, [""]) .slain is False and duel(1, [""]).heroes_lost == 0
    assert duel(1, ["-"]).heroes_lost == 1 and not duel(1, ["-"]).slain
    assert (duel(2, ["-", "++"]).slain, duel(2, ["-", "++"]).heroes_lost) == (True, 1)
    with pytest.raises(IllegalCommand):
        duel(0, [])
    with pytest.raises(IllegalCommand):
        duel(2, ["+"])


@given(
    st.builds(Force, *[st.integers(0, 3)] * 7),
    st.integers(0, 2**32),
    st.sampled_from([CETUS, HYDRA]),
)
def test_creatures_never_pick_heroes_nor_create_units(units, seed, ability):
    r = creature_combat(ability, units, random.Random(seed))
    assert r.units.heroes == units.heroes
    assert r.units.total == units.total - sum(x.lost is not None for x in r.rounds)
    assert len(r.rounds) <= ability.max_rounds
    victim = random_victim(units, random.Random(seed))
    assert victim != "hero"
    assert (victim is None) == (units.total == units.heroes)
