"""What happens while a map is built. Each event carries its outcome, so the
state changes without the content, the rng or any judgement."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event


class TilePlaced(Event, frozen=True, kw_only=True):
    player: str
    tile: str
    location: int
    hex: tuple[int, int]
    rotation: int
    city: bool  # a City Tile (for the rule against two in a row)
    slots: int  # the locations of the city it makes, mines aside (they come when the map is done)


class PlacementSkipped(Event, frozen=True, kw_only=True):
    """The player has no legal placement: its turn passes."""

    player: str


class BuildingStepBegan(Event, frozen=True, kw_only=True):
    """A step of building begins: Mt. Olympus, Delphi, or a round of serpentine placement."""

    step: str
    queue: tuple[str, ...]  # who places, in order
    round: int = 0


class MapBuilt(Event, frozen=True, kw_only=True):
    """Building ends: the empty locations become seas, the tiles not placed leave the game."""

    holes: tuple[int, ...]
    areas: tuple[tuple[str, int, bool], ...]  # every area in board order: (id, city locations, impassable)
    unplaced: int  # how many tiles leave the game
    empties: tuple[int, ...] = ()  # the explorable map: the locations left to explore (empty land areas)


EVENTS: tuple[type[Event], ...] = (TilePlaced, PlacementSkipped, BuildingStepBegan, MapBuilt)


# -- the explorable map ---------------------------------------------------------------------


class ExplorationsDue(Event, frozen=True, kw_only=True):
    """A movement is over and its land units stand on empty areas: each is explored in turn
    (`entries` as (area, location entered from, area they came from), in the order entered)."""

    player: str
    entries: tuple[tuple[str, int, str], ...]
    alliance: bool = False  # the Alliance invocation's free exploration (one entry, no units)


class ExplorationChosen(Event, frozen=True, kw_only=True):
    """The player chose which of its empty areas it explores next."""

    player: str
    area: str


class TilesDrawn(Event, frozen=True, kw_only=True):
    """The explorer looks at tiles from the top of the stack in secret: `discarded` were drawn
    in pairs that could not go there and were put aside face down; `tiles` are the pair it
    picks from. Only the explorer is told which tiles they are."""

    player: str
    area: str
    tiles: tuple[str, ...]
    discarded: tuple[str, ...] = ()


class TileExplored(Event, frozen=True, kw_only=True):
    """The explorer places one drawn tile on the empty area, which becomes that tile's area;
    `returned` (secret) goes to the bottom of the stack, the discards under it."""

    player: str
    area: str  # the empty area's id until now
    tile: str
    location: int
    hex: tuple[int, int]
    rotation: int
    returned: str = ""
    # The cities whose locations changed (the new city, a mine gained): for each of their new
    # locations, the slot it was before (-1 for a new one).
    remap: tuple[tuple[str, tuple[int, ...]], ...] = ()


class ExplorationFailed(Event, frozen=True, kw_only=True):
    """No tile of the whole stack could go on the empty area: it becomes a sea of its own (a
    spare sea tile, or an open sea once both are used) and the discards become the stack."""

    player: str
    area: str
    location: int
    sea: str  # the spare sea tile placed there, or "" for an open sea
    sea_area: str  # the id of the sea area it becomes
    creature: str = ""  # a creature of the land that stood there: it leaves the map, not slain


class RetreatNoted(Event, frozen=True, kw_only=True):
    """A defender withdrew into an empty area during a movement: it is explored with the
    mover's once the movement is over (`entry`, `origin` as in `ExplorationsDue`)."""

    player: str  # the player whose units withdrew there
    area: str
    entry: int
    origin: str


class AllianceFailed(Event, frozen=True, kw_only=True):
    """The Alliance's free exploration found no City tile that fits: the area stays empty and
    the tiles drawn (`tiles`, none when the stack held no City tile) and put aside go back
    under the stack. Only the explorer is told which tiles they are."""

    player: str
    area: str
    tiles: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()


EXPLORATION_EVENTS: tuple[type[Event], ...] = (
    ExplorationsDue, ExplorationChosen, TilesDrawn, TileExplored, ExplorationFailed, RetreatNoted, AllianceFailed,
)  # fmt: skip
# The explorer has seen the tiles: no undo past them.
BARRIERS: tuple[type[Event], ...] = (TilesDrawn, AllianceFailed)
