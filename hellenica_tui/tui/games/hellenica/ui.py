"""Hellenica's UI: its session (the map, the invocations, the questions), and its
own screens (the game screen with its map, boards and dialogs; the replay; the
new-game form of city-states and variants), which the shell hands over to."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import RenderableType

from hellenica_tui.tui.games.ui import ShellUI

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from hellenica_tui.engine.game import Game
    from hellenica_tui.games.facts import GameModule
    from hellenica_tui.seat.play import Session
    from hellenica_tui.seat.session import GameSession
    from hellenica_tui.tui.theme import MapPalette


def _hellenica(session: Session) -> GameSession:
    from hellenica_tui.seat.session import GameSession

    assert isinstance(session, GameSession), "a Hellenica screen is given Hellenica's session"
    return session


class HellenicaUI(ShellUI):
    id = "hellenica"

    def session(self, game: Game, seat: str | None, module: GameModule) -> Session:
        from hellenica_tui.seat.session import GameSession

        return GameSession(game, seat)

    def board(self, session: Session, view: Any) -> RenderableType:
        from hellenica_tui.games.hellenica.game import GAME

        return GAME.describe(GAME.summary(view))

    def end_lines(self, session: Session) -> list[str]:
        won = _hellenica(session).won_with()
        return [f"{session.name(p)} won with {', '.join(objectives)}." for p, objectives in won.items()]

    def new_game_form(self) -> Screen[Any] | None:
        from hellenica_tui.games.hellenica.content.loading import load_scenario
        from hellenica_tui.tui.screens.newgame import NewGameScreen

        return NewGameScreen(load_scenario("classic"))

    def screen(self, session: Session, palette: Callable[[], MapPalette]) -> Screen[Any] | None:
        from hellenica_tui.tui.screens.game import GameScreen

        return GameScreen(_hellenica(session), palette())

    def replay_screen(self, session: Session, palette: Callable[[], MapPalette]) -> Screen[Any] | None:
        from hellenica_tui.tui.screens.replay import ReplayScreen

        return ReplayScreen(_hellenica(session), palette())


UI = HellenicaUI()
