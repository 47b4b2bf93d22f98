"""SETUP of a map made of tiles: the random map built at once, the built map's
first step (tiles dealt, home cities to place), or the explorable map's (home
cities to place, the other tiles shuffled into a stack)."""

from __future__ import annotations

import random

from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.maps.grid import grid_of, needed_tiles
from hellenica_tui.games.hellenica.maps.state import HOMES, MapLayout, Placed, layout_key
from hellenica_tui.games.hellenica.mechanics.random_map import random_layout


def random_map(content: Content, homes: list[str], pathos: list[str], rng: random.Random) -> MapLayout:
    """A finished random map for the city-states `homes` (see mechanics/random_map.py)."""
    placed, holes = random_layout(grid_of(content), homes, rng, needed_tiles(content, pathos), home_die(content))
    rows = [Placed(location, tile, rotation) for location, (tile, rotation) in sorted(placed.items())]
    return MapLayout(rule="random", placed=rows, holes=holes, done=True, key=layout_key(rows, holes))


def home_die(content: Content) -> tuple[int, ...]:
    """The faces of the die a home city tile is turned by (`setup.ai_home_die`; none: a plain die)."""
    die = content.dice.get(content.scenario.setup.ai_home_die)
    return tuple(int(face) for face in die.faces) if die is not None else ()


def dealt_tiles(content: Content) -> list[str]:
    """The tiles a built map deals out and an explorable map stacks: all but the home
    cities (placed first) and the spare seas."""
    grid = grid_of(content)
    return [t.id for t in grid.tiles.values() if not t.home_of and t.id not in grid.spare_seas]


def built_map(content: Content, order: list[str], rng: random.Random) -> MapLayout:
    """A map to build: the tiles but the home cities and the spare seas dealt face down one
    at a time, from the Favorite on clockwise (`order`); home cities are placed first."""
    deck = dealt_tiles(content)
    rng.shuffle(deck)
    hands: dict[str, list[str]] = {player: [] for player in order}
    for i, tile in enumerate(deck):
        hands[order[i % len(order)]].append(tile)
    return MapLayout(
        rule="built", step=HOMES, hands={p: sorted(h) for p, h in hands.items()}, queue=list(order),
        key=layout_key([], []),
    )


def explorable_map(content: Content, order: list[str], rng: random.Random) -> MapLayout:
    """A map to explore: the home cities are placed first, from the Favorite on clockwise
    (`order`), on a board of empty areas; the other tiles but the spare seas are shuffled
    face down into the stack."""
    stack = dealt_tiles(content)
    rng.shuffle(stack)
    empties = list(range(len(grid_of(content).hexes)))
    return MapLayout(
        rule="explorable", step=HOMES, queue=list(order), stack=stack, empties=empties,
        key=layout_key([], [], empties),
    )
