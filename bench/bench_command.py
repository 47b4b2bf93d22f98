"""Handling one command on a seven-player Hellenica game, as a seat's screen does:
decide it, fold it, append it to the save, and tell it (narration folds the
events once more, from the state before the command).

A game is played by random legal commands (mostly actions) to turn 3, saved;
then each of the next commands is timed: `Game.apply` (parse, decide, fold,
write) and the narration the game screen shows (`narrate_groups` from the
state before the command). Prints the median CPU time of each part.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.narration import narrate_groups
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET

PLAYERS = ["athens", "byzantium", "corcyra", "corinth", "sparta", "thebes", "troy"]


def choose(game: Game, rng: random.Random) -> tuple[object, str]:
    player = rng.choice(game.to_act())
    legal = game.legal_commands(player)
    acting = [c for c in legal if not isinstance(c, Pass)]
    return (rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)), player


def main() -> None:
    commands = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    rng = random.Random(5)
    with tempfile.TemporaryDirectory() as folder:
        game = Game.new(RULESET, "classic", [Seat(p) for p in PLAYERS], 5, path=os.path.join(folder, "g.hsav"))
        while game.position[0] < 3:
            command, player = choose(game, rng)
            game.apply(command, player)
        applied, told = [], []
        for _ in range(commands):
            command, player = choose(game, rng)
            start = time.process_time()
            group = game.apply(command, player)
            middle = time.process_time()
            before = game.state_at(len(game.log) - 1)
            list(narrate_groups(RULES, [group], before, RULESET.evolve, player))
            told.append(time.process_time() - middle)
            applied.append(middle - start)
        game.close()
    a, t = statistics.median(applied), statistics.median(told)
    print(f"one command of a 7-player game, median of {commands} (turn 3 on, {len(game.log)} commands in the log)")
    print(f"  apply (decide, fold, save)  {a * 1e3:7.2f} ms")
    print(f"  narrate (fold again, tell)  {t * 1e3:7.2f} ms")
    print(f"  together                    {(a + t) * 1e3:7.2f} ms")


if __name__ == "__main__":
    main()
