"""THE RANDOM MAP: the rulebook's procedure for a map nobody builds.

The home city tiles go on their start locations first, each turned by a roll
of a die until it keeps sea access. The other tiles, but the spare seas and
the home city tiles, are shuffled into a stack; a tile a public objective needs
(Mt. Olympus for one, Delphi for another) is mixed into the top two thirds of it.
Then each empty location in reading order (top row first, each row from the
left) takes the first tile from the top of the stack that can lie there: a tile
is tried turned 0 to 5 sixths (its name at the top first) and, fitting in no
way, goes to the bottom of the stack. A location no tile of the whole stack fits
stays empty, and every empty location becomes a sea when the map is done.
Placement rules G, H, J and K hold (mechanics/placement.py); rule I, about a
player's last tile, has no player here.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence

from hellenica_tui.games.hellenica.mechanics.placement import Grid, refusal, sea_access


def roll_home(
    grid: Grid, placed: dict[int, tuple[str, int]], tile: str, rng: random.Random, faces: Sequence[int] = ()
) -> int:
    """The rotation of a home city tile on its start location, rolled until it keeps sea access.

    With `faces` (a die of the scenario, the rulebook's Blue die): the tile lies with its name
    at the top and is turned clockwise as many sixths as the die shows, and again from where
    it lies at each reroll. Without: a plain die of 1 to 6 gives the turn from the top each
    time (what rules data from before the scenario named the die meant).
    """
    location = grid.start[grid.tiles[tile].home_of]
    rotations = [r for r in range(6) if sea_access(grid, {**placed, location: (tile, r)}, location)]
    if not rotations:
        return 0  # no side reaches the board at all: no roll can help
    if faces:
        return _turned(rotations, faces, rng)
    while True:
        rotation = rng.randint(1, 6) % 6
        if rotation in rotations:
            return rotation


def _turned(rotations: list[int], faces: Sequence[int], rng: random.Random) -> int:
    reachable, step = {0}, 0
    while step < 6:  # the turns the die's faces can ever reach from the top
        reachable |= {(r + f) % 6 for r in reachable for f in faces}
        step += 1
    if not reachable & set(rotations):
        return rotations[0]  # no roll of this die can give sea access: the first turn that does
    rotation = 0
    while True:
        rotation = (rotation + rng.choice(faces)) % 6
        if rotation in rotations:
            return rotation


def random_layout(
    grid: Grid, homes: list[str], rng: random.Random, keep: tuple[str, ...] = (), faces: Sequence[int] = ()
) -> tuple[dict[int, tuple[str, int]], list[int]]:
    """The placements (location -> tile, rotation) and the holes of a random map for the
    city-states `homes` (their tiles turned by a die of `faces`, see `roll_home`); `keep` are
    tiles to mix into the top two thirds of the stack."""
    placed: dict[int, tuple[str, int]] = {}
    for state in homes:
        tile = next(t.id for t in grid.tiles.values() if t.home_of == state)
        placed[grid.start[state]] = (tile, roll_home(grid, placed, tile, rng, faces))
    stack = [t.id for t in grid.tiles.values() if not t.home_of and t.id not in grid.spare_seas]
    rng.shuffle(stack)  # the top of the stack is its start
    kept = [t for t in keep if t in stack]
    for tile in kept:
        stack.remove(tile)
    for tile in kept:
        stack.insert(rng.randint(0, (2 * len(stack)) // 3), tile)
    pile = deque(stack)
    for location in grid.reading_order():
        if location in placed:
            continue
        for _ in range(len(pile)):
            tile = pile.popleft()
            rotation = next((r for r in range(6) if refusal(grid, placed, tile, location, r) is None), None)
            if rotation is None:
                pile.append(tile)
                continue
            placed[location] = (tile, rotation)
            break
    holes = [location for location in range(len(grid.hexes)) if location not in placed]
    return placed, holes
