"""Which screens show a game: chosen through its UI (tui.games) by the game's id,
so the app imports no game's screens, nor any game, itself."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from textual.screen import Screen

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games import game_ui


def screen_for(session: Session, palette: Callable[[], Any], replay: bool = False) -> Screen[Any]:
    """The game screen of `session` (its replay, with `replay`): its game's own, else the shell's."""
    ui = game_ui(session.game_id)
    own = ui.replay_screen(session, palette) if replay else ui.screen(session, palette)
    if own is not None:
        return own
    if replay:
        from hellenica_tui.tui.screens.shell_replay import ShellReplayScreen

        return ShellReplayScreen(session, ui)
    from hellenica_tui.tui.screens.shell import ShellScreen

    return ShellScreen(session, ui)


def new_game_form(ident: str) -> Screen[Any]:
    """The game's own new-game form, else the one made from its declared settings;
    RequestError when the game has no screens."""
    from hellenica_tui.games.registry import game

    form = game_ui(ident).new_game_form()
    if form is not None:
        return form
    from hellenica_tui.tui.screens.settings_form import SettingsFormScreen

    return SettingsFormScreen(game(ident))


def start(ident: str, seats: Sequence[Seat], seed: int, settings: Mapping[str, Any], scenario: str) -> Session:
    """A new game of `ident` in a fresh save, as its UI reads it."""
    return game_ui(ident).start(scenario, seats, seed, settings)
