"""What the game screen's table costs where it runs often: its look at the save
for commands given elsewhere (twice a second while the screen is up), and an AI
command split into plan, think (the worker thread's part) and give, against the
bot's one-step `step` the screen used before.

A Hellenica game, Athens and two AI players, saved as it goes. Wall-clock
medians in microseconds; the ratios are the figures to compare.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.ai.bots import step
from hellenica_tui.seat.session import GameSession
from hellenica_tui.seat.watch import RACY
from hellenica_tui.tui.controller.table import Table


def median_us(action, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def game_at_the_table(folder: str, name: str) -> Table:
    session = GameSession.new(["athens", "sparta", "thebes"], 5, {}, path=os.path.join(folder, name),
                              ai=["sparta", "thebes"])
    session.submit(session.suggestions()[0])
    return Table(session)


def ai_commands(table: Table, split: bool, count: int) -> list[float]:
    """Seconds per AI command for `count` commands (people's commands given between, untimed)."""
    session, times, bots = table.session, [], {}
    while len(times) < count and not session.state.winners:
        if session.ai_acting() is None:
            session.submit(session.suggestions()[0])
            continue
        start = time.perf_counter()
        if split:
            turn = table.ai_plan()
            assert turn is not None
            table.ai_apply(table.bots.think(turn))
        else:  # what the screen did before: one step, then the same telling
            told = session.tell(step(session.game, bots))
            retell, lines, notes = session.outside()
            table._outcome(told + lines, notes, retell=retell)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        table = game_at_the_table(folder, "look.hsav")
        game = table.session.game
        table.look()
        time.sleep(RACY * 1.5)  # the file settles, as it does between two commands
        table.look()
        look = median_us(table.look, 5000)
        sync = median_us(game.sync, 5000)
        print(f"{'look for changes, none (wall-clock median)':<52}{'us':>10}")
        print(f"{'  the table: one stat call':<52}{look:>10.2f}")
        print(f"{'  Game.sync alone (open, fstat, read, close)':<52}{sync:>10.2f}  ({sync / look:.1f}x the table)")
        print(f"{'  per hour of an idle screen, two looks a second':<52}{look * 7200 / 1e3:>10.2f} ms"
              f"  (Game.sync: {sync * 7200 / 1e3:.2f} ms)")
        split = ai_commands(game_at_the_table(folder, "split.hsav"), True, 150)
        whole = ai_commands(game_at_the_table(folder, "whole.hsav"), False, 150)
        a, b = statistics.median(split) * 1e6, statistics.median(whole) * 1e6
        print(f"{'an AI command, told (median of 150)':<52}{'us':>10}")
        print(f"{'  plan, think, give (the screen now)':<52}{a:>10.1f}")
        print(f"{'  one step (the screen before)':<52}{b:>10.1f}  ({a / b:.2f}x)")


if __name__ == "__main__":
    main()
