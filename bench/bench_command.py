"""Handling one command on a seven-player Hellenica game, as a seat's screen does:
decide it, fold it, append it to the save, and tell it (narration folds the
events once more, from the state before the command).

A game is played by random legal commands (mostly actions) to turn 3, saved;
then each of the next commands is timed: `Game.apply` (decide, fold, write)
and the narration the game screen shows (`narrate_groups` from the state
before the command). Two games are played side by side, command for command:
one by the ruleset as it is (its decider hands back the state its events lead
to: one fold on the way to the save), one by the same ruleset without that
capability (the engine folds the events again). Prints the median CPU time of
each part, and the folds of a command's events counted in each.

    python bench/bench_command.py [COMMANDS]
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
from hellenica_tui.games.hellenica.ruleset import RULESET, HellenicaRuleset

PLAYERS = ["athens", "byzantium", "corcyra", "corinth", "sparta", "thebes", "troy"]


def choose(game: Game, rng: random.Random) -> tuple[object, str]:
    player = rng.choice(game.to_act())
    legal = game.legal_commands(player)
    acting = [c for c in legal if not isinstance(c, Pass)]
    return (rng.choice(acting) if acting and rng.random() < 0.85 else rng.choice(legal)), player


class FoldingAgain(HellenicaRuleset):
    """The ruleset without `decide_with_state`: the engine folds each command's events itself."""

    decide_with_state = None  # type: ignore[assignment]


def main() -> None:
    commands = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    rulesets = {"one fold (decide_with_state)": RULESET, "folded again by the engine": FoldingAgain()}
    times: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in rulesets}
    with tempfile.TemporaryDirectory() as folder:
        games = {
            name: Game.new(ruleset, "classic", [Seat(p) for p in PLAYERS], 5, path=os.path.join(folder, f"{k}.hsav"))
            for k, (name, ruleset) in enumerate(rulesets.items())
        }
        rngs = {name: random.Random(5) for name in rulesets}
        for name, game in games.items():
            while game.position[0] < 3:
                command, player = choose(game, rngs[name])
                game.apply(command, player)
        for _ in range(commands):
            for name, game in games.items():  # taking turns: a busy spell hits both alike
                command, player = choose(game, rngs[name])
                start = time.process_time()
                group = game.apply(command, player)
                middle = time.process_time()
                before = game.state_at(len(game.log) - 1)
                list(narrate_groups(RULES, [group], before, game.ruleset.evolve, player))
                times[name][1].append(time.process_time() - middle)
                times[name][0].append(middle - start)
        logs = {name: len(game.log) for name, game in games.items()}
        assert len(set(logs.values())) == 1 and len({RULESET.state_hash(g.state) for g in games.values()}) == 1
        folds = {name: count_folds(game) for name, game in games.items()}
    print(f"one command of a 7-player game, median of {commands} (turn 3 on, {max(logs.values())} commands in the log)")
    for name, (applied, told) in times.items():
        a, t = statistics.median(applied), statistics.median(told)
        print(f"  {name}: folds of its events on the way to the save {folds[name]}")
        print(f"    apply (decide, fold, save)  {a * 1e3:7.3f} ms")
        print(f"    narrate (fold again, tell)  {t * 1e3:7.3f} ms")
        print(f"    together                    {(a + t) * 1e3:7.3f} ms")


def count_folds(game: Game) -> int:
    """How many times one more command's events are folded by `apply` (the decider's
    scratch state counted as one)."""
    ruleset = game.ruleset
    counted = 0
    real = RULES.evolve

    def evolve(state, event):  # the rules' own evolve: the scratch and the engine both go through it
        nonlocal counted
        counted += 1
        return real(state, event)

    player = game.to_act()[0]
    command = game.legal_commands(player)[0]
    RULES.__dict__["evolve"] = evolve
    try:
        group = game.apply(command, player)
    finally:
        del RULES.__dict__["evolve"]
    del ruleset
    return round(counted / max(1, len(group.events)))


if __name__ == "__main__":
    main()
