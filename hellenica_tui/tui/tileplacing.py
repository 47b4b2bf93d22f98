"""Placing a tile from the map: the legal ways to place one, and the one shown.

While a person places a tile of a map being built, the screen shows a tile of
their hand on the location under the cursor, turned as they chose: `t` turns it
to its next legal turn there, `]` and `[` show another tile of the hand that
fits there, Enter gives the `place` command of the way shown. Only the locations
where some tile of theirs fits are offered (`spots`); elsewhere the tile is
still drawn, turned by `t` a sixth at a time, and Enter says why it cannot lie
there.

No Textual here: the game screen keeps a `TilePlacer` and draws what it says.
"""

from __future__ import annotations

from collections.abc import Iterable

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.maps.building import building, placed_of
from hellenica_tui.games.hellenica.maps.commands import PlaceTile
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.mechanics.placement import refusal
from hellenica_tui.games.hellenica.ruleset import RULESET

Way = tuple[str, int]  # a tile and its turn


class TilePlacer:
    """The ways a person may place a tile now, and the one shown at the cursor."""

    def __init__(self, state: State, content: Content, legal: Iterable[Command]) -> None:
        self.grid = grid_of(content)
        self.names = {t.id: t.name for t in content.map.tiles}
        layout = building(state)
        self.placed = placed_of(layout) if layout is not None else {}
        self.ways: dict[int, list[Way]] = {}  # location -> its legal ways, tile by tile
        # Turns that lie alike (any turn of a sea) are one way: the first of them.
        mined = {t.id for t in content.map.tiles if t.mines}
        seen: set[tuple[int, str, int]] = set()
        for command in sorted((c for c in legal if isinstance(c, PlaceTile)), key=lambda c: (c.tile, c.rotation)):
            location = self.grid.at[command.hex]
            facts = self.grid.tiles[command.tile]
            alike = (location, command.tile, command.rotation if command.tile in mined else facts.masks[command.rotation])
            if alike not in seen:
                seen.add(alike)
                self.ways.setdefault(location, []).append((command.tile, command.rotation))
        tiles = sorted({tile for ways in self.ways.values() for tile, _ in ways})
        self.tiles = tiles  # the tiles of the hand that fit somewhere
        self.tile = tiles[0] if tiles else ""
        self.turn = 0
        self.location: int | None = None  # the empty location under the cursor, if any

    def __bool__(self) -> bool:
        return bool(self.ways)

    def spots(self) -> list[tuple[int, int]]:
        """The hexes where some tile of the hand fits, in the grid's order."""
        return [self.grid.hexes[location] for location in sorted(self.ways)]

    def first_spot(self) -> tuple[int, int] | None:
        spots = self.spots()
        return spots[0] if spots else None

    def show_at(self, hex: tuple[int, int]) -> None:
        """The cursor is on `hex`: show there the way shown before if it fits, else the
        first way of the same tile, else the first way there."""
        location = self.grid.at.get(hex)
        self.location = location if location is not None and location not in self.placed else None
        ways = self.ways.get(self.location, []) if self.location is not None else []
        if not ways or (self.tile, self.turn) in ways:
            return
        self.tile, self.turn = next((w for w in ways if w[0] == self.tile), ways[0])

    def next_way(self) -> None:
        """`t`: the tile's next legal turn here; a sixth more where it does not fit."""
        turns = [turn for tile, turn in self._here() if tile == self.tile]
        if self.turn in turns:
            self.turn = turns[(turns.index(self.turn) + 1) % len(turns)]
        else:
            self.turn = (self.turn + 1) % 6

    def next_tile(self, step: int = 1) -> None:
        """`]` (`[` back): the next tile of the hand that fits here (anywhere, off the
        spots), shown in its first legal turn here."""
        here = self._here()
        tiles = sorted({tile for tile, _ in here}) if here else self.tiles
        if not tiles:
            return
        at = tiles.index(self.tile) if self.tile in tiles else -step if step > 0 else 0
        self.tile = tiles[(at + step) % len(tiles)]
        self.turn = next((turn for tile, turn in here if tile == self.tile), self.turn)

    def _here(self) -> list[Way]:
        return self.ways.get(self.location, []) if self.location is not None else []

    def ghost(self) -> tuple[int, str, int] | None:
        """The tile shown: (location, tile, turn), or None when the cursor is on no empty location."""
        return (self.location, self.tile, self.turn) if self.location is not None and self.tile else None

    def fits(self) -> bool:
        return self.location is not None and (self.tile, self.turn) in self.ways.get(self.location, [])

    def command(self) -> str:
        """The `place` command of the way shown (whether or not it fits)."""
        hex = self.grid.hexes[self.location] if self.location is not None else (0, 0)
        return RULESET.format(PlaceTile(tile=self.tile, hex=hex, rotation=self.turn))

    def why_not(self) -> str:
        """Why Enter places nothing here."""
        if self.location is None:
            return "Move the cursor to an empty location: the dotted ones take a tile of yours."
        q, r = self.grid.hexes[self.location]
        if self.location not in self.ways:
            return f"No tile of yours fits at {q},{r}; the dotted locations take one."
        reason = refusal(self.grid, self.placed, self.tile, self.location, self.turn)
        name = self.names[self.tile]
        return f"{name} turned {self.turn} cannot lie at {q},{r}: {reason or 'not now'}. t turns it."

    def describe(self) -> str:
        """One line: the way shown and the keys."""
        if not self.tile:
            return ""
        name = self.names[self.tile]
        if self.location is None:
            return f"Place a tile ({len(self.tiles)} of yours fit): move to a dotted location; t turns, ] next tile."
        here = self._here()
        if self.fits():
            turns = [turn for tile, turn in here if tile == self.tile]
            tiles = sorted({tile for tile, _ in here})
            return (
                f"{name} turn {self.turn} fits here: Enter places · t turns ({turns.index(self.turn) + 1}/{len(turns)})"
                f" · ] next tile ({tiles.index(self.tile) + 1}/{len(tiles)})"
            )
        return f"{name} turn {self.turn} does not fit here: the dotted locations take a tile of yours."
