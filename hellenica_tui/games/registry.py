"""The games by id: one explicit table, never filled by importing anything.

The id is the ruleset id every save's header carries. Each row names the
module holding the game's `GAME` (a `GameModule`); that module is imported the
first time the game is asked for, so a command that touches one game never
loads another, and reading the table loads none. Adding a game is one row.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib import import_module

from hellenica_tui.engine.errors import RequestError
from hellenica_tui.engine.ruleset import Ruleset
from hellenica_tui.games.facts import GameFacts, GameModule

# id -> the module whose GAME is that game. The first is the default game.
TABLE: dict[str, str] = {
    "hellenica": "hellenica_tui.games.hellenica.game",
    "dicegame": "hellenica_tui.games.dicegame.game",  # an example for tests (not listed for players)
    "hellas": "hellenica_tui.games.hellas.game",  # listed: its screens are on the shell
    "epireia": "hellenica_tui.games.epireia.game",  # listed: its screens are on the shell
    "war": "hellenica_tui.games.war.game",  # listed: its screens are tui/games/war
}

DEFAULT = "hellenica"


class UnknownGame(RequestError):
    """A game id no row of the table holds."""


def game(ident: str) -> GameModule:
    """The game of that id (its module loaded now if not yet); UnknownGame if none."""
    module = TABLE.get(ident)
    if module is None:
        listed = ", ".join(g.facts.id for g in games())
        raise UnknownGame(f"{ident!r} is no game of this program (games: {listed})")
    found: GameModule = import_module(module).GAME
    return found


def games(every: bool = False) -> list[GameModule]:
    """The games offered to players, in the table's order (`every`: the test and example
    games too)."""
    found = [game(ident) for ident in TABLE]
    return [g for g in found if every or g.facts.listed]


def facts(ident: str) -> GameFacts:
    return game(ident).facts


class Rulesets(Mapping[str, Ruleset]):
    """The engine's view of the table: ruleset by id, each loaded when first read (a save
    names its ruleset in its header)."""

    def __getitem__(self, ident: str) -> Ruleset:
        if ident not in TABLE:
            raise KeyError(ident)
        return game(ident).ruleset()

    def __iter__(self) -> Iterator[str]:
        return iter(TABLE)

    def __len__(self) -> int:
        return len(TABLE)


RULESETS = Rulesets()
