"""The seat line of a game screen bound to one seat, mixed into GameScreen: whose
turn it is and who waits for whom (worked out in tui.seatline), and the
terminal's bell when the seat's turn begins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from hellenica_tui.tui.boardinfo import chosen_level
from hellenica_tui.tui.seatline import TurnBell, seat_line, seat_states
from hellenica_tui.tui.widgets import steady

if TYPE_CHECKING:
    from textual.screen import Screen

    from hellenica_tui.seat.session import GameSession

    _Screen = Screen[None]  # type-checked as the screen it is mixed into
else:
    _Screen = object


class SeatLine(_Screen):
    if TYPE_CHECKING:  # what it uses of the game screen
        session: GameSession

    _bell: TurnBell | None = None  # made on the first look: no ring for the turn the screen opens on

    def _show_seats(self, to_act: list[str]) -> None:
        """The seat line; when this seat's turn begins, the bell rings and the line says so."""
        session, seat = self.session, self.session.seat
        assert seat is not None
        states = seat_states(
            session.players, {p: session.name(p) for p in session.players},
            {p for p in session.players if session.is_ai(p)}, to_act,
            {p: chosen_level(bot) for p, bot in session.ai_levels().items()},
        )  # fmt: skip
        over = bool(session.state.winners)
        acting = seat in to_act and not over
        line = seat_line(states, seat, over, self.app.size.width - 2)
        bar = self.query_one("#seats", Static)
        steady.update(bar, Text(" " + line), layout=False)  # one line of the screen's width
        bar.set_class(acting, "-your-turn")
        if self._bell is None:
            self._bell = TurnBell(acting)
        elif self._bell.turn_began(acting):
            self.app.bell()
