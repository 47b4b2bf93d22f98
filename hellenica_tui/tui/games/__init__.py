"""Each game's UI, by the game's id: one explicit table, as games.registry is.

A row names the module holding the game's `UI` (a `tui.games.ui.GameUI`); it is
imported the first time a screen of that game opens, so the shell never imports
a game's package itself. Adding a game's screens is one row here.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.tui.games.ui import GameUI

if TYPE_CHECKING:
    from hellenica_tui.seat.play import Session

TABLE: dict[str, str] = {
    "hellenica": "hellenica_tui.tui.games.hellenica.ui",
    "dicegame": "hellenica_tui.tui.games.dicegame.ui",
    "epireia": "hellenica_tui.tui.games.epireia.ui",
    "hellas": "hellenica_tui.tui.games.hellas.ui",
    "war": "hellenica_tui.tui.games.war.ui",
}


def game_ui(ident: str) -> GameUI:
    """The UI of the game `ident`; RequestError when the game has no screens."""
    module = TABLE.get(ident)
    if module is None:
        from hellenica_tui.games.registry import facts

        name = facts(ident).name
        raise RequestError(f"{name} has no screens yet: play it with hellenica do and show")
    found: GameUI = import_module(module).UI
    return found


def load_session(path: str, seat: str | None = None) -> Session:
    """Open a save of any game with screens, as its UI reads it (bound to `seat`, if
    given); SaveFileError when the file cannot be read, RequestError when the seat is
    not a person's or the game has no screens."""
    from hellenica_tui.seat.opening import open_game, seat_named

    game, module = open_game(path)
    try:
        if seat is not None:
            seat = seat_named(game, seat)
        return game_ui(module.facts.id).session(game, seat, module)
    except BaseException:
        game.close()
        raise


def home_ui() -> GameUI:
    """The UI of the default game (games.registry.DEFAULT): what `play --scenario` names
    a scenario of, whose reference and rules the title screen opens."""
    from hellenica_tui.games.registry import DEFAULT

    return game_ui(DEFAULT)


def offered_uis() -> list[GameUI]:
    """The UIs of the games offered to players, in the registry's order: the title
    screen lists the entries each adds."""
    from hellenica_tui.games.registry import games

    return [game_ui(module.facts.id) for module in games() if module.facts.id in TABLE]
