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


EVENTS: tuple[type[Event], ...] = (TilePlaced, PlacementSkipped, BuildingStepBegan, MapBuilt)
