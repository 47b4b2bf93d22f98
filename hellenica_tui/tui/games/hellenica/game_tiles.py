"""Placing a tile from the map, mixed into GameScreen: while the person at the
keyboard places a tile of a map being built, a tile of their hand is drawn under
the cursor as it would lie, the locations where one fits are dotted, `t` turns
it, `]` and `[` show another tile of the hand, and Enter places it. What is legal and shown is worked
out by tui/tileplacing.py; this draws it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hellenica_tui.games.hellenica.maps.building import building
from hellenica_tui.tui.tileplacing import TilePlacer
from hellenica_tui.tui.widgets.hexmap import HexMap

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.controller.table import Table

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


class TilePlacing(_Screen):
    if TYPE_CHECKING:  # what it uses of the game screen
        table: Table
        session: GameSession
        _hint: Callable[..., None]
        _submit: Callable[[str, bool], None]

    placer: TilePlacer | None = None
    _placer_for: tuple[int, str | None] = (-1, None)  # the log's length and the viewer it was made for

    def _follow_placing(self) -> None:
        """Before the map is drawn: whether the person at the keyboard places a tile now;
        if so, the ways to, the cursor on a location that takes one, the tile shown there."""
        session = self.session
        viewer = session.viewer
        at = (len(session.game.log), viewer)
        if at == self._placer_for:
            return
        self._placer_for = at
        placer = None
        if building(session.state) is not None and viewer is not None and viewer in session.to_act():
            placer = TilePlacer(session.state, session.content, session.game.legal_commands(viewer)) or None
        self.placer = placer
        session.ghost = None
        hexmap = self.query_one(HexMap)
        if placer is None:
            hexmap.target(frozenset())
            return
        model = self.table.map_model()  # the map as built so far, for the cursor's way about it
        hexmap.model = model
        cell = model.cells.get(hexmap.cursor)
        if cell is None or placer.grid.at.get(cell.hex) not in placer.ways:
            first = placer.first_spot()
            if first is not None:
                hexmap.move_to(model.at_hex[first])
        self._show_tile()
        hexmap.show_cursor()  # a turn to place begins: the tile, not what others just did, is in sight

    def _show_tile(self) -> None:
        """The tile shown under the cursor, the dotted locations and the line saying what keys do."""
        placer = self.placer
        if placer is None:
            return
        hexmap = self.query_one(HexMap)
        cursor = self.session.map_model().cells.get(hexmap.cursor)
        if cursor is not None:
            placer.show_at(cursor.hex)
        self.session.ghost = placer.ghost()
        model = self.table.map_model()
        hexmap.model = model
        hexmap.target(frozenset(model.at_hex[h] for h in placer.spots()))
        self._hint(placer.describe())

    def placing_moved(self) -> None:
        """The cursor moved: the tile goes with it."""
        if self.placer is not None:
            self._show_tile()

    def action_turn_tile(self) -> None:
        """`t`: the tile shown turns to its next legal turn here (a sixth, where it does not fit)."""
        if self.placer is None:
            return
        self.placer.next_way()
        self._show_tile()

    def action_next_tile(self, step: int) -> None:
        """`]` and `[`: another tile of the hand that fits here."""
        if self.placer is None:
            return
        self.placer.next_tile(step)
        self._show_tile()

    def place_shown(self) -> bool:
        """Enter on the map while placing: place the tile shown, or say why not. False
        when no tile is being placed (Enter does what it does on the map)."""
        placer = self.placer
        if placer is None:
            return False
        if not placer.fits():
            self._hint(placer.why_not(), error=True)
            return True
        self._submit(placer.command(), False)
        return True
