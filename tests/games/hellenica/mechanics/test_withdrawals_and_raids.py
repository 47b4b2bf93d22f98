"""Withdrawals after a combat round, and raids on mine upgrades."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.raids import MineUpgrade, raid, raid_targets
from hellenica_tui.games.hellenica.mechanics.withdrawals import (
    AreaStanding,
    attacker_withdrawal,
    defender_withdrawal_areas,
    withdraw_to,
)

OWN_CITY = AreaStanding("thebes", own_city=True)
OWN_UNITS = AreaStanding("panactum", own_units=True)
EMPTY = AreaStanding("delphi")
ENEMY_CITY = AreaStanding("corinth", other_owner=True)
ENEMY_UNITS = AreaStanding("megara", other_units=True)
OWN_CITY_BESIEGED = AreaStanding("plataea", own_city=True, other_units=True)


def test_attacker_goes_back_where_it_came_from():
    assert attacker_withdrawal("athens", creature_present=False) == "athens"
    with pytest.raises(IllegalCommand, match="creature"):
        attacker_withdrawal("athens", creature_present=True)


def test_defender_prefers_friendly_areas():
    options = [EMPTY, OWN_UNITS, ENEMY_CITY, OWN_CITY, ENEMY_UNITS]
    assert defender_withdrawal_areas(options, creature_present=False) == ("panactum", "thebes")


def test_defender_falls_back_to_neutral_areas():
    options = [EMPTY, ENEMY_CITY, ENEMY_UNITS, OWN_CITY_BESIEGED]
    assert defender_withdrawal_areas(options, creature_present=False) == ("delphi",)
    assert withdraw_to("delphi", options, creature_present=False) == "delphi"
    with pytest.raises(IllegalCommand, match="only to delphi"):
        withdraw_to("corinth", options, creature_present=False)


def test_defender_with_nowhere_to_go_stays():
    options = [ENEMY_CITY, ENEMY_UNITS]
    assert defender_withdrawal_areas(options, creature_present=False) == ()
    with pytest.raises(IllegalCommand, match="no friendly or neutral"):
        withdraw_to("corinth", options, creature_present=False)


def test_nobody_withdraws_from_a_creature():
    assert defender_withdrawal_areas([OWN_CITY], creature_present=True) == ()
    with pytest.raises(IllegalCommand, match="creature"):
        withdraw_to("thebes", [OWN_CITY], creature_present=True)


UPGRADES = (
    MineUpgrade(0, "sparta", "market"),
    MineUpgrade(1, "sparta", "barracks"),
    MineUpgrade(2, "athens", "temple"),
)


def test_raid_removes_chosen_enemy_mine_upgrades():
    assert raid_targets("athens", {"athens"}, UPGRADES) == UPGRADES[:2]
    assert raid("athens", {"athens"}, UPGRADES, [UPGRADES[1]]) == (UPGRADES[0], UPGRADES[2])
    assert raid("athens", {"athens"}, UPGRADES, []) == UPGRADES


def test_raid_needs_sole_occupation_and_enemy_upgrades():
    assert raid_targets("athens", {"athens", "sparta"}, UPGRADES) == ()
    assert raid_targets("athens", set(), UPGRADES) == ()
    with pytest.raises(IllegalCommand, match="alone occupy"):
        raid("athens", {"athens", "sparta"}, UPGRADES, [UPGRADES[0]])
    with pytest.raises(IllegalCommand, match="cannot be raided"):
        raid("athens", {"athens"}, UPGRADES, [UPGRADES[2]])
