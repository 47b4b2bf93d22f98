"""The map's part of the state, in games whose map is not the printed one.

A built or random map is kept as its placements (tile, location, rotation) and
the locations left empty that became seas; the areas the rules play on follow
from them (content/tiling.py, through content.lookup). While a built map is
being made, the tiles each player was dealt, the order of placement and who
placed a City Tile last are kept here too.
"""

import hashlib
from typing import Literal

import msgspec

MapRule = Literal["classic", "built", "random", "explorable"]
HOMES: str = "homes"  # each player places its home city tile
OLYMPOS: str = "olympos"  # the holders of Mt. Olympus and Delphi place them
DELPHI: str = "delphi"
TILES: str = "tiles"  # serpentine placement
BUILDING_STEPS = (HOMES, OLYMPOS, DELPHI, TILES)


class Placed(msgspec.Struct, array_like=True):
    location: int
    tile: str
    rotation: int = 0


class Exploration(msgspec.Struct, array_like=True):
    """An empty area `player`'s land units entered: `entry` is the location they came in
    from (its side must be a clearing, -1 for none), `origin` the area they go back to if it
    becomes a sea. `alliance`: the free exploration of the Alliance invocation, which may place
    only a City tile and gives that city to `player`."""

    player: str
    area: str
    entry: int
    origin: str
    alliance: bool = False


class MapLayout(msgspec.Struct):
    rule: MapRule
    placed: list[Placed] = []
    holes: list[int] = []  # locations left empty when building ended: seas of their own
    done: bool = False  # the map is finished and play goes on to the patrons
    key: str = ""  # names this arrangement (the content it makes is cached by it)
    step: str = ""  # while building: one of BUILDING_STEPS
    hands: dict[str, list[str]] = {}  # the tiles dealt to each player, not placed yet (secret)
    queue: list[str] = []  # who places next in this step or round, first one now
    round: int = 0  # the serpentine round (even rounds go counterclockwise)
    last_city: list[str] = []  # players whose last placement was a City Tile
    stuck: list[str] = []  # players skipped since the last placement (all stuck: building ends)
    empties: list[int] = []  # the explorable map: locations not explored yet (empty land areas)
    stack: list[str] = []  # the explorable map's tile stack, top first (secret)
    drawn: list[str] = []  # the tiles the explorer looks at now (secret)
    discard: list[str] = []  # tiles discarded face down during this exploration (secret)
    exploring: list[Exploration] = []  # empty areas entered and not explored yet, in the order chosen
    # Empty areas a defender withdrew into during the movement under way: explored with the
    # mover's once its movement is over.
    retreats: list[Exploration] = []


def layout_key(placed: list[Placed], holes: list[int], empties: list[int] | tuple[int, ...] = ()) -> str:
    """A short name of an arrangement, the same for the same placements, holes and empty locations."""
    text = ";".join(f"{p.location}:{p.tile}:{p.rotation}" for p in placed) + "|" + ",".join(map(str, holes))
    if empties:
        text += "|" + ",".join(map(str, empties))
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()
