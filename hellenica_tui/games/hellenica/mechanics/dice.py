"""The specialty dice: green, red and blue combat dice and the yellow hero die."""

from __future__ import annotations

import random
from typing import Literal

import msgspec

from hellenica_tui.engine.errors import IllegalCommand

YellowFace = Literal["++", "+", "", "-"]
YELLOW_FACES: tuple[YellowFace, ...] = ("++", "+", "", "-")

# The yellow die is six-sided; which faces repeat is not printed in the rules,
# so the default spreads the four symbols over six sides and callers may pass
# their own face list.
YELLOW_DIE: tuple[YellowFace, ...] = ("++", "+", "+", "", "", "-")
# The combat dice are read as numbers; the default is a plain d6.
COMBAT_DIE: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

_YELLOW_BONUS: dict[str, int] = {"++": 2, "+": 1, "": 0, "-": 0}
_YELLOW_SIGNED: dict[str, int] = {"++": 2, "+": 1, "": 0, "-": -1}


def check_yellow(face: str) -> YellowFace:
    if face not in _YELLOW_BONUS:
        raise IllegalCommand(f"{face!r} is not a face of the yellow die (use '++', '+', '' or '-')")
    return face  # type: ignore[return-value]


def yellow_bonus(face: str) -> int:
    """What the face adds to a combat strength: '-' adds nothing (it kills the hero instead)."""
    return _YELLOW_BONUS[check_yellow(face)]


def yellow_signed(face: str) -> int:
    """The face counted as plus signs minus minus signs, as a revolt reads it."""
    return _YELLOW_SIGNED[check_yellow(face)]


class DicePool(msgspec.Struct, frozen=True):
    """The dice one side takes from the pool for one combat round."""

    green: int = 0
    red: int = 0
    blue: int = 0
    yellow: bool = False

    @property
    def combat_dice(self) -> int:
        return self.green + self.red + self.blue

    @property
    def total(self) -> int:
        return self.combat_dice + int(self.yellow)


class PoolRoll(msgspec.Struct, frozen=True):
    """A rolled pool: the numbers on the combat dice and the yellow face (None without a hero)."""

    numbers: tuple[int, ...]
    yellow: YellowFace | None = None


def roll_yellow(rng: random.Random, faces: tuple[YellowFace, ...] = YELLOW_DIE) -> YellowFace:
    return rng.choice(faces)


def roll_pool(
    pool: DicePool,
    rng: random.Random,
    *,
    combat_faces: tuple[int, ...] = COMBAT_DIE,
    yellow_faces: tuple[YellowFace, ...] = YELLOW_DIE,
) -> PoolRoll:
    numbers = tuple(rng.choice(combat_faces) for _ in range(pool.combat_dice))
    return PoolRoll(numbers, roll_yellow(rng, yellow_faces) if pool.yellow else None)
