"""COMBAT: dice pools, combat strength, one combat round, and who is lost outright.

A combat is fought in rounds between the attacker (always the active player)
and one defender. Each round both sides take dice by what they field, roll,
keep their single highest green/red/blue number, add the yellow die and any
bonuses, and the higher strength destroys one enemy unit of its choice; a tie
costs each side one unit.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Literal

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.dice import DicePool, PoolRoll, yellow_bonus
from hellenica_tui.games.hellenica.mechanics.units import UnitKey, is_elite

# The order a force lists its units in (random picks go by it, so it is part of the rules).
UNIT_KINDS: tuple[UnitKey, ...] = (
    "hoplite", "elite_hoplite", "cavalry", "elite_cavalry", "trireme", "elite_trireme", "hero"
)


class Force(msgspec.Struct, frozen=True):
    """One side's units in one area, counted by kind."""

    hoplites: int = 0
    elite_hoplites: int = 0
    cavalry: int = 0
    elite_cavalry: int = 0
    triremes: int = 0
    elite_triremes: int = 0
    heroes: int = 0

    def __post_init__(self) -> None:
        for name in self.__struct_fields__:
            if getattr(self, name) < 0:
                raise IllegalCommand(f"a force cannot hold a negative number of {name}")

    def count(self, kind: UnitKey) -> int:
        n: int = getattr(self, _FIELD[kind])
        return n

    def without(self, kind: UnitKey, n: int = 1) -> Force:
        """This force after losing `n` units of `kind`."""
        if self.count(kind) < n:
            raise IllegalCommand(f"there is no {kind.replace('_', ' ')} left to remove")
        return msgspec.structs.replace(self, **{_FIELD[kind]: self.count(kind) - n})

    def with_(self, kind: UnitKey, n: int = 1) -> Force:
        return msgspec.structs.replace(self, **{_FIELD[kind]: self.count(kind) + n})

    def kinds(self) -> tuple[UnitKey, ...]:
        """The kinds present, in a fixed order."""
        return tuple(k for k in UNIT_KINDS if self.count(k))

    def units(self) -> tuple[UnitKey, ...]:
        """One entry per unit, in a fixed order (for random picks)."""
        return tuple(k for k in UNIT_KINDS for _ in range(self.count(k)))

    @property
    def total(self) -> int:
        return sum(self.count(k) for k in UNIT_KINDS)

    @property
    def all_hoplites(self) -> int:
        return self.hoplites + self.elite_hoplites

    @property
    def all_cavalry(self) -> int:
        return self.cavalry + self.elite_cavalry

    @property
    def all_triremes(self) -> int:
        return self.triremes + self.elite_triremes

    @property
    def army(self) -> int:
        """Land units that fight on land: hoplites, cavalry and heroes."""
        return self.all_hoplites + self.all_cavalry + self.heroes


_FIELD: dict[str, str] = {
    "hoplite": "hoplites",
    "elite_hoplite": "elite_hoplites",
    "cavalry": "cavalry",
    "elite_cavalry": "elite_cavalry",
    "trireme": "triremes",
    "elite_trireme": "elite_triremes",
    "hero": "heroes",
}


def dice_pool(
    force: Force, *, at_sea: bool, city_walls_defender: bool = False, walls_present: bool = False
) -> DicePool:
    """The dice `force` takes for one round.

    `walls_present`: City Walls stand in the contested city (nobody gets the
    Combined Arms die); `city_walls_defender`: this side is the one they shelter
    (one more green die). Walls only matter on land.
    """
    yellow = force.heroes > 0
    if at_sea:
        blue = (force.all_triremes > 0) + (force.elite_triremes > 0)
        return DicePool(blue=blue, yellow=yellow)
    green = (force.all_hoplites > 0) + (force.elite_hoplites > 0)
    red = (force.all_cavalry > 0) + (force.elite_cavalry > 0)
    combined_arms = force.all_hoplites > 0 and force.all_cavalry > 0
    if combined_arms and not (walls_present or city_walls_defender):
        green += 1
    if city_walls_defender:
        green += 1
    return DicePool(green=green, red=red, yellow=yellow)


def round_strength(
    rolls: tuple[int, ...] | list[int],
    yellow_face: str | None = None,
    *,
    walls_bonus: bool = False,
    brilliant_leader: bool = False,
) -> tuple[int, bool]:
    """(combat strength, whether the hero dies) for one side's rolled dice.

    Only the highest green/red/blue number counts; with none (a lone hero on
    land) the base is 0. The yellow face adds 2, 1 or nothing, and '-' kills a
    hero instead. City Walls (defender) and a Brilliant General/Admiral add 1 each.
    """
    if any(r < 0 for r in rolls):
        raise IllegalCommand("a combat die cannot show a negative number")
    strength = max(rolls, default=0)
    hero_dies = False
    if yellow_face is not None:
        strength += yellow_bonus(yellow_face)
        hero_dies = yellow_face == "-"
    return strength + int(walls_bonus) + int(brilliant_leader), hero_dies


def automatic_losses(force: Force, enemy: Force, *, at_sea: bool) -> Force:
    """The units of `force` lost before any die is rolled.

    Heroes at sea without a trireme of their side are lost; triremes in a land
    area whose side has no hoplite, cavalry or hero there, facing enemy land
    units, are lost.
    """
    if at_sea:
        return Force(heroes=force.heroes) if force.all_triremes == 0 else Force()
    if force.army == 0 and enemy.army > 0:
        return Force(triremes=force.triremes, elite_triremes=force.elite_triremes)
    return Force()


def subtract(force: Force, losses: Force) -> Force:
    out = force
    for kind in losses.kinds():
        out = out.without(kind, losses.count(kind))
    return out


# A side names the enemy unit it destroys either outright or by a callback
# that sees the enemy's remaining units.
Chooser = UnitKey | Callable[[Force], UnitKey]


def _pick(chooser: Chooser, victims: Force) -> UnitKey:
    kind = chooser(victims) if callable(chooser) else chooser
    if kind not in _FIELD:
        raise IllegalCommand(f"{kind!r} is not a kind of unit")
    if victims.count(kind) == 0:
        raise IllegalCommand(f"the enemy has no {kind.replace('_', ' ')} to destroy")
    return kind


class RoundResult(msgspec.Struct, frozen=True):
    attacker: Force  # what is left of each side
    defender: Force
    attacker_strength: int
    defender_strength: int
    attacker_lost: tuple[UnitKey, ...]
    defender_lost: tuple[UnitKey, ...]

    @property
    def winner(self) -> Literal["attacker", "defender", "tie"]:
        if self.attacker_strength > self.defender_strength:
            return "attacker"
        if self.defender_strength > self.attacker_strength:
            return "defender"
        return "tie"


class Side(msgspec.Struct, frozen=True):
    """One side of a combat round: its units, its rolled dice and its bonuses."""

    force: Force
    roll: PoolRoll
    walls_bonus: bool = False
    brilliant_leader: bool = False

    def strength(self) -> tuple[int, bool]:
        return round_strength(
            self.roll.numbers,
            self.roll.yellow,
            walls_bonus=self.walls_bonus,
            brilliant_leader=self.brilliant_leader,
        )


def resolve_round(
    attacker: Side,
    defender: Side,
    *,
    attacker_picks: Chooser | None = None,
    defender_picks: Chooser | None = None,
) -> RoundResult:
    """Play one rolled round.

    A yellow '-' kills that side's hero first (the die acts on its own side
    before anyone chooses a victim). Then the stronger side destroys one enemy
    unit of its choice; on a tie each side destroys one of the other's,
    simultaneously. A side that must choose but has no chooser is an error;
    a side with no units left loses nothing more.
    """
    a_strength, a_hero_dies = attacker.strength()
    d_strength, d_hero_dies = defender.strength()
    a_force, d_force = attacker.force, defender.force
    a_lost: list[UnitKey] = []
    d_lost: list[UnitKey] = []
    if a_hero_dies:
        a_force = a_force.without("hero")
        a_lost.append("hero")
    if d_hero_dies:
        d_force = d_force.without("hero")
        d_lost.append("hero")
    a_kills = a_strength >= d_strength and d_force.total > 0
    d_kills = d_strength >= a_strength and a_force.total > 0
    # Both victims are chosen from the units standing before either falls.
    a_victim = _pick(_need(attacker_picks, "attacker"), d_force) if a_kills else None
    d_victim = _pick(_need(defender_picks, "defender"), a_force) if d_kills else None
    if a_victim:
        d_force = d_force.without(a_victim)
        d_lost.append(a_victim)
    if d_victim:
        a_force = a_force.without(d_victim)
        a_lost.append(d_victim)
    return RoundResult(a_force, d_force, a_strength, d_strength, tuple(a_lost), tuple(d_lost))


def _need(chooser: Chooser | None, side: str) -> Chooser:
    if chooser is None:
        raise IllegalCommand(f"the {side} must choose which enemy unit to destroy")
    return chooser


def combat_over(attacker: Force, defender: Force) -> bool:
    """A combat ends when one side has no units left (withdrawal ends it too)."""
    return attacker.total == 0 or defender.total == 0


def ai_victim(
    enemy: Force,
    rng: random.Random,
    *,
    at_sea: bool,
    enemy_walls_defender: bool = False,
    walls_present: bool = False,
) -> UnitKey:
    """The enemy unit an AI player destroys: the one that leaves the enemy the
    fewest dice next round; among equals an elite unit before a regular one,
    picked at random unit by unit."""
    if enemy.total == 0:
        raise IllegalCommand("the enemy has no unit to destroy")

    def dice_left(kind: UnitKey) -> int:
        after = enemy.without(kind)
        return dice_pool(
            after, at_sea=at_sea, city_walls_defender=enemy_walls_defender, walls_present=walls_present
        ).total

    fewest = min(dice_left(k) for k in enemy.kinds())
    best = [k for k in enemy.units() if dice_left(k) == fewest]
    elite = [k for k in best if is_elite(k)]
    return rng.choice(elite or best)
