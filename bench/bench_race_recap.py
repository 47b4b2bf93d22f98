"""What the objectives tracker and the "what happened to you" summary add to the
handling of one command, on a seven-player game.

Athens (a person, playing random legal commands) and six rulebook AI players
play a seeded game up to turn 6. After every command the game screen asks
whether a summary is due for the person and, when the person's decision
comes, who came within one objective of winning; both are timed here as the
screen calls them (tui.recaps, without Textual), after one warm-up call that
loads the AI rules. Target: at most 2 ms per command. Building the text of
the `o` screen (the whole race, in numbers) is timed too. Times are the CPU
time of this process (steadier than the wall clock on a shared machine, where
another job may take the processor in the middle of a call).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from hellenica_tui.ai import bots
from hellenica_tui.games.hellenica.table.progress import race
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.raceinfo import describe_race
from hellenica_tui.tui.recaps import Recaps

TARGET_MS = 2.0
PERSON = "athens"


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        names = ["athens", "sparta", "thebes", "corinth", "corcyra", "troy", "byzantium"]
        session = GameSession.new(names, 7, ai=names[1:], path=str(Path(folder) / "bench.hsav"))
        game, rng, seats = session.game, random.Random(7), {}
        recaps = Recaps(session)
        recaps.due(PERSON)
        recaps.new_alerts(PERSON)  # the warm-up: the AI rules are imported on first use
        per_command: list[float] = []
        deciding: list[float] = []
        screen: list[float] = []
        while game.position[0] <= 6 and game.to_act() and not game.state.winners:
            if PERSON in game.to_act():
                recaps.acted(PERSON)
                game.apply(rng.choice(game.legal_commands(PERSON)), PERSON)
            elif bots.step(game, seats) is None:
                break
            start = time.process_time()  # as the game screen does after each command
            recaps.due(PERSON)
            if PERSON in game.to_act():
                recaps.new_alerts(PERSON)
                deciding.append(time.process_time() - start)
            per_command.append(time.process_time() - start)
            if len(per_command) % 50 == 0:
                start = time.process_time()
                r = race(session.state, session.content, PERSON)
                describe_race(r, {p: session.name(p) for p in names}, set(names[1:]))
                screen.append(time.process_time() - start)
        commands = len(game.log)
        session.close()
    per_command.sort()
    median = statistics.median(per_command)
    p90 = per_command[int(len(per_command) * 0.9)]
    print(f"seven-player game, {commands} commands to turn {min(game.position[0], 6)} (CPU time)")
    print(f"  tracker + summary per command, median   {median * 1e3:6.3f} ms")
    print(f"  tracker + summary per command, 90th pct {p90 * 1e3:6.3f} ms  (target <= {TARGET_MS} ms)")
    print(f"  tracker + summary per command, worst    {per_command[-1] * 1e3:6.3f} ms")
    print(f"  at the person's decisions, median       {statistics.median(deciding) * 1e3:6.3f} ms"
          f"  (worst {max(deciding) * 1e3:.3f} ms, {len(deciding)} decisions)")
    print(f"  the objectives screen's text, median    {statistics.median(screen) * 1e3:6.3f} ms  (on 'o')")


if __name__ == "__main__":
    main()
