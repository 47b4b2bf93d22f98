"""War and politics: the search against random players, its share of the wins.

    .venv/bin/python bench/war_strength.py PLAYERS GAMES [PLAYOUTS] [SEED] [FIRST]

Plays GAMES games of PLAYERS seats, one of them the search at PLAYOUTS playouts a
decision (4 by default), turning round the table, the others random players, and
prints each game (with the wins so far, so that a run cut short still tells)
and the share with its 95% interval (tests/ai/war/test_strength.py asks 400
games of each: at least 90% at two players, twice the fair share at four).
FIRST (0 by default) is the index of the first game: a long run may be played in
parts, and game i is the same game in any part.
"""

from __future__ import annotations

import sys

from hellenica_tui.ai.war.strength import against_random


def main(players: int, games: int, playouts: int = 4, seed: int = 1, first: int = 0) -> None:
    won = [0, 0.0]  # games the search won so far, CPU seconds so far

    def told(r):  # type: ignore[no-untyped-def]
        seat = r.players[r.index % players]
        won[0] += seat in r.winners
        won[1] += r.seconds
        print(
            f"game {r.index}: the search {seat}, winners {', '.join(r.winners)}; {r.commands} commands, "
            f"{r.seconds:.1f} s; so far {won[0]} of {r.index + 1 - first}, {won[1]:.0f} CPU s",
            flush=True,
        )

    print(against_random(players, games, playouts, seed, told, first).line(), flush=True)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:6]))
