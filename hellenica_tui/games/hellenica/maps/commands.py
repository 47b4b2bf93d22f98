"""The commands of building a map: a person places a tile, an AI player rolls for
its home city's turn; and of exploring one: which empty area first, then the
drawn tile placed (`PlaceTile` again, on the empty area's location)."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command


class PlaceTile(Command, frozen=True, kw_only=True):
    """Place `tile` on the location at `hex`, turned `rotation` sixths clockwise."""

    tile: str
    hex: tuple[int, int]
    rotation: int = 0


class RollHome(Command, frozen=True, kw_only=True):
    """An AI player places its home city tile, turned by a die roll that keeps sea access."""


class ExploreArea(Command, frozen=True, kw_only=True):
    """Explore this empty area next (when the units entered several)."""

    area: str


COMMANDS: tuple[type[Command], ...] = (PlaceTile, RollHome, ExploreArea)
