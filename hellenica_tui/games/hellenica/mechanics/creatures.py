"""MYTHOLOGICAL CREATURES: their upkeep abilities and the heroes' duels.

The numbers (strengths, rounds, which faces are safe) are content: each
ability takes them as a small Struct. When a creature kills a unit it picks
at random among the non-hero units (or triremes, for a sea beast); heroes die
to creatures only in duels.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Literal

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.mechanics.combat import Force, dice_pool, round_strength
from hellenica_tui.games.hellenica.mechanics.dice import (
    PoolRoll,
    YellowFace,
    check_yellow,
    roll_pool,
    roll_yellow,
)
from hellenica_tui.games.hellenica.mechanics.units import SHIPS, UnitKey

Victims = Literal["trireme", "non_hero"]


def _victims(units: Force, victims: Victims) -> tuple[UnitKey, ...]:
    if victims == "trireme":
        return tuple(k for k in units.units() if k in SHIPS)
    return tuple(k for k in units.units() if k != "hero")


def random_victim(units: Force, rng: random.Random, victims: Victims = "non_hero") -> UnitKey | None:
    """A unit picked at random for a creature, never a hero; None if there is none."""
    pool = _victims(units, victims)
    return rng.choice(pool) if pool else None


def _faces(n: int, faces: Sequence[str] | None, rng: random.Random | None) -> tuple[YellowFace, ...]:
    if faces is not None:
        if len(faces) != n:
            raise IllegalCommand(f"expected {n} yellow rolls, got {len(faces)}")
        return tuple(check_yellow(f) for f in faces)
    if rng is None:
        raise IllegalCommand("either the rolls or a random source must be given")
    return tuple(roll_yellow(rng) for _ in range(n))


# -- fighting creatures (the Cetus, the Hydra) ------------------------------------


class CreatureCombat(msgspec.Struct, frozen=True):
    strength: int
    max_rounds: int
    victims: Victims  # "trireme": the Cetus; "non_hero": the Hydra
    at_sea: bool


class CreatureRound(msgspec.Struct, frozen=True):
    roll: PoolRoll
    units_strength: int
    lost: UnitKey | None  # the unit the creature killed, if it won or tied


class CreatureCombatResult(msgspec.Struct, frozen=True):
    units: Force
    rounds: tuple[CreatureRound, ...]


def creature_combat(
    ability: CreatureCombat,
    units: Force,
    rng: random.Random,
    *,
    rolls: Sequence[PoolRoll] | None = None,
) -> CreatureCombatResult:
    """The creature attacks the units on its area; it cannot be hurt by this.

    Each round the units roll as in a normal combat (no withdrawal). If the
    creature is at least as strong, a random unit it may kill dies; if it is
    stronger, another round follows, up to `max_rounds`. `rolls` fixes the
    units' dice round by round; otherwise they are rolled with `rng`. A yellow
    '-' does not kill the hero here: heroes fall to creatures only in duels.
    """
    done: list[CreatureRound] = []
    given = list(rolls) if rolls is not None else None
    while len(done) < ability.max_rounds and _victims(units, ability.victims):
        pool = dice_pool(units, at_sea=ability.at_sea)
        if given is not None:
            if not given:
                raise IllegalCommand("not enough rolls for the creature's combat")
            roll = given.pop(0)
        else:
            roll = roll_pool(pool, rng)
        strength, _ = round_strength(roll.numbers, roll.yellow)
        lost = random_victim(units, rng, ability.victims) if ability.strength >= strength else None
        if lost:
            units = units.without(lost)
        done.append(CreatureRound(roll, strength, lost))
        if ability.strength <= strength:
            break
    return CreatureCombatResult(units, tuple(done))


# -- the Cyclops ----------------------------------------------------------------


class CyclopsResult(msgspec.Struct, frozen=True):
    units: Force  # what is left on the island
    upgrades: tuple[str, ...]
    triremes: dict[str, Force]  # what is left on each adjacent sea
    faces: tuple[YellowFace, ...]  # island units, then upgrades, then triremes sea by sea


def cyclops(
    units: Force,
    upgrades: Sequence[str],
    adjacent_triremes: Mapping[str, Force],
    *,
    faces: Sequence[str] | None = None,
    rng: random.Random | None = None,
) -> CyclopsResult:
    """One yellow roll for every non-hero unit and upgrade on the island and every
    trireme on the seas around it; each '-' removes that piece. Rolls go in a
    fixed order: island units, upgrades, then the seas by name."""
    island = [k for k in units.units() if k != "hero"]
    seas = sorted(adjacent_triremes)
    ships = [(s, k) for s in seas for k in adjacent_triremes[s].units() if k in SHIPS]
    rolled = _faces(len(island) + len(upgrades) + len(ships), faces, rng)
    it = iter(rolled)
    for kind in island:
        if next(it) == "-":
            units = units.without(kind)
    kept = tuple(u for u in upgrades if next(it) != "-")
    fleets = dict(adjacent_triremes)
    for sea, ship in ships:
        if next(it) == "-":
            fleets[sea] = fleets[sea].without(ship)
    return CyclopsResult(units, kept, fleets, rolled)


# -- one-roll tolls (Medusa, Scylla, the Minotaur, the Sphinx) -------------------


class Toll(msgspec.Struct, frozen=True):
    """One yellow roll: on a `safe` face nothing happens; otherwise the first kind
    of loss in `losses` the area can pay is taken."""

    safe: tuple[YellowFace, ...]
    losses: tuple[Literal["unit", "upgrade"], ...]


class TollResult(msgspec.Struct, frozen=True):
    face: YellowFace
    units: Force
    upgrades: tuple[str, ...]
    lost_unit: UnitKey | None = None
    lost_upgrade: str | None = None


def toll(
    ability: Toll,
    face: str,
    units: Force,
    upgrades: Sequence[str],
    rng: random.Random,
    *,
    choose_upgrade: Callable[[tuple[str, ...]], str] | None = None,
) -> TollResult:
    """A unit lost is picked at random (never a hero); an upgrade lost is the owner's choice."""
    f = check_yellow(face)
    ups = tuple(upgrades)
    if f in ability.safe:
        return TollResult(f, units, ups)
    for loss in ability.losses:
        if loss == "unit":
            victim = random_victim(units, rng)
            if victim:
                return TollResult(f, units.without(victim), ups, lost_unit=victim)
        elif ups:
            if choose_upgrade is None:
                raise IllegalCommand("the owner must choose which upgrade to remove")
            chosen = choose_upgrade(ups)
            if chosen not in ups:
                raise IllegalCommand(f"there is no {chosen} on the area to remove")
            rest = list(ups)
            rest.remove(chosen)
            return TollResult(f, units, tuple(rest), lost_upgrade=chosen)
    return TollResult(f, units, ups)


def supply_check(face: str, safe: Sequence[str] = ("+", "++")) -> bool:
    """Whether supplying an area guarded by Medusa or Scylla goes ahead; the
    market is exhausted whatever the roll."""
    return check_yellow(face) in safe


# -- duels --------------------------------------------------------------------------


class DuelResult(msgspec.Struct, frozen=True):
    slain: bool
    heroes_lost: int


def duel(heroes: int, faces: Sequence[str]) -> DuelResult:
    """Each hero on the creature's area rolls the yellow die once: any '+' or '++'
    slays the creature, each '-' kills the hero that rolled it, blanks do nothing.
    All the rolls count together."""
    if heroes < 1:
        raise IllegalCommand("a duel needs a hero on the creature's area")
    rolled = _faces(heroes, faces, None)
    return DuelResult(
        slain=any(f in ("+", "++") for f in rolled), heroes_lost=sum(f == "-" for f in rolled)
    )
