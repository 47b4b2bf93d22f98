"""How fast AI players play: whole 7-AI games and single AI decisions.

Plays N seven-player games between rulebook AI players (default 100; pass
another N as the first argument) and prints the median CPU seconds for a game
to its end (target: under 1 s on one core) and the median milliseconds an AI
takes to choose a command from its view (target: under 2 ms), with the time
to build that view shown apart.
"""

from __future__ import annotations

import statistics
import sys
import time

from hellenica_tui.ai import bots
from hellenica_tui.ai.simulate import MAX_TURNS, game_seed
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.ruleset import RULESET


class TimedBot(bots.RulebookBot):
    decisions: list[float] = []

    def command(self, view, player, index):
        start = time.process_time()
        command = super().command(view, player, index)
        TimedBot.decisions.append(time.process_time() - start)
        return command


def main(games: int) -> None:
    names = sorted(load_scenario("classic").city_states)
    bots.BOTS["rulebook"] = TimedBot
    per_game: list[float] = []
    turns: list[int] = []
    capped = 0
    for i in range(games):
        game = Game.new(RULESET, "classic", [Seat(n, "ai", "rulebook") for n in names], game_seed(1, i))
        start = time.process_time()
        bots.advance(game, max_turn=MAX_TURNS)
        per_game.append(time.process_time() - start)
        turns.append(game.state.turn)
        capped += not game.state.winners
    views: list[float] = []
    game = Game.new(RULESET, "classic", [Seat(n, "ai", "rulebook") for n in names], 7)
    bots.advance(game, max_turn=3)
    for _ in range(200):
        start = time.process_time()
        game.view(names[0])
        views.append(time.process_time() - start)
    print(f"{games} seven-AI games: median {statistics.median(per_game):.3f} CPU s per game "
          f"(mean {statistics.mean(per_game):.3f}, max {max(per_game):.3f}); "
          f"median {statistics.median(turns)} turns; {capped} capped at {MAX_TURNS} turns")
    print(f"{len(TimedBot.decisions)} AI decisions: median {statistics.median(TimedBot.decisions) * 1000:.3f} ms "
          f"(90th percentile {statistics.quantiles(TimedBot.decisions, n=10)[-1] * 1000:.3f} ms); "
          f"building the view: median {statistics.median(views) * 1000:.3f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
