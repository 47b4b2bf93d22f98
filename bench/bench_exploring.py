"""The explorable map: how long exploring one empty area takes, and what an AI game costs.

    python bench/bench_exploring.py

One exploration is the whole of `maps.exploring.draw` for a human explorer (pairs
drawn until one fits, every turn of each drawn tile checked) followed by the
placing of the first tile that fits (`place`: the new areas made, the cities'
locations remapped), timed on a copy of a game's state each time. An AI game is
three AI players on an explorable map to the end (at most 60 turns), by seed.
"""

from __future__ import annotations

import random
import statistics
import time

from hellenica_tui.ai import bots
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.maps.exploring import draw, fitting, place
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import Exploration
from hellenica_tui.games.hellenica.ruleset import RULESET


def _explorations() -> None:
    game = Game.new(RULESET, "classic", [Seat("athens"), Seat("sparta", "ai", "rulebook")], 1, {"map": "explorable"})
    while game.state.phase == "map":
        player = game.to_act()[0]
        game.apply(game.legal_commands(player)[0], player)
    s = game.state
    content = content_of(s)
    grid = grid_of(content)
    home = grid.at[content.areas["athens"].hex]
    board = Board.of(content)
    around = [  # the empty areas next to Athens across a clearing: where its units may go
        loc for loc in grid.around[home]
        if loc >= 0 and f"empty_{loc}" in s.areas and board.edge("athens", f"empty_{loc}") == "clearing"
    ]
    times = []
    for i in range(300):
        location = around[i % len(around)]
        exploration = Exploration("athens", f"empty_{location}", home, "athens")
        tx = Tx(s, random.Random(i), RULES)  # a copy of the state: each time from the same position
        tx.s.layout.stack = tx.s.layout.stack[i % 20 :] + tx.s.layout.stack[: i % 20]
        tx.s.layout.exploring = [exploration]
        start = time.perf_counter()
        draw(tx, exploration)
        tile = next(t for t in tx.s.layout.drawn if fitting(tx.s, tx.content, exploration, t))
        place(tx, exploration, tile, fitting(tx.s, tx.content, exploration, tile)[0])
        times.append(time.perf_counter() - start)
    times.sort()
    print(f"one exploration (draw, check every turn, place), 300 times: median {statistics.median(times) * 1000:.2f} ms, "
          f"slowest {times[-1] * 1000:.2f} ms")


def _ai_games() -> None:
    for seed in (1, 3, 5):
        seats = [Seat(p, "ai", "rulebook") for p in ("athens", "sparta", "troy")]
        game = Game.new(RULESET, "classic", seats, seed, {"map": "explorable"})
        start = time.process_time()
        bots.advance(game, max_turn=60)
        s = game.state
        explored = len(s.layout.placed) - 3
        print(f"AI game seed {seed}: {s.turn} turns, winner {', '.join(s.winners) or 'none'}, {explored} areas explored, "
              f"{len(game.log)} commands, {time.process_time() - start:.2f} s CPU")


def main() -> None:
    _explorations()
    _ai_games()


if __name__ == "__main__":
    main()
