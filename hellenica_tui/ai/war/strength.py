"""How strong the search of War and politics is: games of one search seat against
random players, the search's seat turning round the table from game to game, and
its share of the wins with the 95% interval (a win shared counts as a win)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hellenica_tui.ai.matches import play
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.simulate import GameResult, wilson


@dataclass(frozen=True)
class Share:
    players: int
    wins: int
    games: int
    low: float
    high: float
    seconds: float  # CPU time of all the games

    def line(self) -> str:
        fair = 1 / self.players
        share = self.wins / self.games if self.games else 0.0
        return (
            f"{self.players} players: the search won {self.wins} of {self.games} ({share:.1%}; 95% interval "
            f"{self.low:.1%} to {self.high:.1%}; a fair share is {fair:.0%}); {self.seconds:.0f} CPU s, "
            f"{self.seconds / max(self.games, 1):.1f} s a game"
        )


def against_random(players: int, games: int, playouts: int, seed: int = 1,
                   told: Callable[[GameResult], None] | None = None, first: int = 0) -> Share:  # fmt: skip
    """Games `first` to `first + games - 1` of `seed` (a long run may be played in parts)."""
    wins, seconds = 0, 0.0
    for index in range(first, first + games):
        levels = ["random"] * players
        seat = index % players
        levels[seat] = "search"
        result = play("war", levels, seed, index, Budget(playouts=playouts), 50_000)
        assert result.outcome == "won", (result.outcome, result.reason)
        wins += result.players[seat] in result.winners
        seconds += result.seconds
        if told:
            told(result)
    low, high = wilson(wins, games)
    return Share(players, wins, games, low, high, seconds)
