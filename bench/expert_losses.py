"""How the expert loses: the games of `expert_strength.py` (P city-states, the
expert in one seat, the rulebook AI in the others, N playouts a decision), each
read at its end, after the deciding upkeep.

Prints a line per game (the expert's objectives met, cities and units, the
winner's, who holds the expert's Home City), then, over the games lost, how
many objectives the expert had met, in how many its Home City fell, and the
median cities and units of the expert and of the winner.

    python bench/expert_losses.py [--players P] [--games G] [--playouts N] [--seed S] [--jobs J]
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from multiprocessing import get_context

from hellenica_tui.ai import bots
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.simulate import MAX_TURNS, Work, new_game
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.victory.victory import done_by

Seen = tuple[list[str], int, int]  # objectives met, cities, units


def seen(state: State, name: str) -> Seen:
    cities = sum(1 for area in state.areas.values() if area.owner == name)
    units = sum(sum(area.units[name].units.values()) for area in state.areas.values() if name in area.units)
    return done_by(state, content_of(state), name), cities, units


def play(work: tuple[int, int, int, int]) -> tuple[int, str, tuple[str, ...], str, Seen, Seen, str]:
    """Game `index`: its number, the expert's city-state, the winners, its rival (the
    first winner, or its opponent when it won), what the expert and the rival hold at
    the end, and who owns the expert's Home City."""
    players, seed, index, playouts = work
    game, (expert,) = new_game(Work(players, seed, index, experts=1))
    bots.advance(game, max_turn=MAX_TURNS, budget=Budget(playouts=playouts))
    state = game.state
    winners = tuple(state.winners)
    rival = winners[0] if winners and winners[0] != expert else next(n for n in state.players if n != expert)
    home = state.areas[state.players[expert].home].owner
    return index, expert, winners, rival, seen(state, expert), seen(state, rival), home


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=8)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    work = [(args.players, args.seed, i, args.playouts) for i in range(args.games)]
    lost = []
    with get_context("spawn").Pool(args.jobs) as pool:
        for index, expert, winners, rival, mine, theirs, home in pool.imap(play, work):
            won = expert in winners
            print(
                f"game {index:4} {'won ' if won else 'lost'} {expert:<10} met {','.join(mine[0]) or '-':<40} "
                f"cities {mine[1]:2} units {mine[2]:2} | {'rival' if won else 'winner'} {rival:<10} "
                f"met {','.join(theirs[0]) or '-':<40} cities {theirs[1]:2} units {theirs[2]:2} | home held by {home}",
                flush=True,
            )
            if not won:
                lost.append((expert, mine, theirs, home))
    print(f"{len(lost)} of {args.games} games lost")
    if lost:
        met = sorted(Counter(len(mine[0]) for _, mine, _, _ in lost).items())
        print("objectives the expert had met: " + ", ".join(f"{k}: {n} games" for k, n in met))
        print(f"its Home City held by another: {sum(home != expert for expert, _, _, home in lost)} games")
        for label, at in (("cities", 1), ("units", 2)):
            mine_median = statistics.median(mine[at] for _, mine, _, _ in lost)
            theirs_median = statistics.median(theirs[at] for _, _, theirs, _ in lost)
            print(f"median {label}: the expert {mine_median}, the winner {theirs_median}")


if __name__ == "__main__":
    main()
