"""Why AI city-states win: objectives, shared Ethos cards and positions over many AI-only games.

    .venv/bin/python bench/ai_balance.py GAMES [SEED] [JOBS]

Plays seven-player AI games seeded as `hellenica simulate` seeds them (game i
of seed S is the same game) and prints, per city-state, its win rate, the
objectives it had completed when it won, how often it held each objective at
the end of a game (won or not), and the shared Ethos cards of the games that
hit the turn cap. It is a tool for tuning the designed content, not a timing.
"""

from __future__ import annotations

import collections
import multiprocessing
import statistics
import sys

from hellenica_tui.ai import bots
from hellenica_tui.ai.simulate import MAX_TURNS, game_seed
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ai_seats.holdings import ai_completed
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.ruleset import RULESET


def play(args: tuple[int, int]) -> dict:
    seed, index = args
    names = sorted(load_scenario("classic").city_states)
    game = Game.new(RULESET, "classic", [Seat(n, "ai", "rulebook") for n in names], game_seed(seed, index))
    first: dict[str, dict[str, int]] = {n: {} for n in names}  # objective -> first turn met
    for turn in range(1, MAX_TURNS + 1):
        bots.advance(game, max_turn=turn)
        s = game.state
        content = content_of(s)
        for n in names:
            for card in ai_completed(s, content, n):
                first[n].setdefault(card, turn)
        if s.winners or game.position[0] <= turn:
            break
    s = game.state
    content = content_of(s)
    owned = collections.Counter(a.owner for a in s.areas.values() if a.owner)
    bonuses: collections.Counter = collections.Counter()
    for group in game.log:
        for e in group.events:
            if type(e).__name__ == "AiBonusProduced":
                bonuses[f"{e.player}/{e.bonus}"] += 1
    homes = {n: content.city_states[n].home for n in names}
    return {
        "bonuses": dict(bonuses), "home_lost": [n for n in names if s.areas[homes[n]].owner != n],
        "winners": list(s.winners), "turn": s.turn, "ethos": list(s.ai.ethos), "pathos": list(s.pathos),
        "done": {n: ai_completed(s, content, n) for n in names}, "first": first,
        "cities": {n: owned.get(n, 0) for n in names},
        "advancements": {n: s.ai.seats[n].advancements for n in names},
    }


def main(games: int, seed: int, jobs: int) -> None:
    work = [(seed, i) for i in range(games)]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        results = list(pool.imap(play, work))
    names = sorted(results[0]["done"])
    wins = collections.Counter()
    winning_sets: dict[str, collections.Counter] = {n: collections.Counter() for n in names}
    held: dict[str, collections.Counter] = {n: collections.Counter() for n in names}
    ethos_wins: dict[str, collections.Counter] = {n: collections.Counter() for n in names}
    ethos_games = collections.Counter()
    capped = []
    for r in results:
        for card in r["ethos"]:
            ethos_games[card] += 1
        for n in names:
            for card in r["done"][n]:
                held[n][card] += 1
        if not r["winners"]:
            capped.append(r)
        for w in r["winners"]:
            wins[w] += 1 / len(r["winners"])
            winning_sets[w][" + ".join(sorted(r["done"][w]))] += 1
            for card in r["done"][w]:
                if card in r["ethos"]:
                    ethos_wins[w][card] += 1
    won = [r for r in results if r["winners"]]
    bonus_total: collections.Counter = collections.Counter()
    for r in results:
        bonus_total.update(r["bonuses"])
    home_lost = collections.Counter(n for r in results for n in r["home_lost"])
    cities = {n: statistics.mean(r["cities"][n] for r in results) for n in names}
    print(f"{games} games, seed {seed}: {len(won)} won, {len(capped)} capped; "
          f"mean turns {statistics.mean(r['turn'] for r in won):.2f}")
    for n in names:
        top = ", ".join(f"{k} {v}" for k, v in winning_sets[n].most_common(4))
        print(f"{n:<10} {wins[n] / games:6.1%}  wins by: {top}")
    for n in names:
        got = ", ".join(f"{k.split('/')[1]} {v}" for k, v in sorted(bonus_total.items()) if k.startswith(n + "/"))
        print(f"{n:<10} cities at the end {cities[n]:4.1f}, home lost at the end in {home_lost[n]} games; "
              f"bonus productions: {got or 'none'}")
    print("\nobjectives held at the end (games out of total):")
    cards = sorted({c for n in names for c in held[n]})
    print(" " * 11 + " ".join(f"{c[:9]:>9}" for c in cards))
    for n in names:
        print(f"{n:<10} " + " ".join(f"{held[n][c]:>9}" for c in cards))
    print("\nmean first turn an objective was met:")
    for n in names:
        line = []
        for c in cards:
            turns = [r["first"][n][c] for r in results if c in r["first"][n]]
            line.append(f"{statistics.mean(turns):>9.1f}" if turns else f"{'-':>9}")
        print(f"{n:<10} " + " ".join(line))
    print("\nshared Ethos cards dealt (games):", dict(ethos_games.most_common()))
    for n in names:
        print(f"{n:<10} ethos in its wins: {dict(ethos_wins[n].most_common())}")
    for r in capped:
        best = max(len(d) for d in r["done"].values())
        print(f"capped: ethos {r['ethos']}; best {best}: "
              + "; ".join(f"{n} {d}" for n, d in r["done"].items() if len(d) == best))


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(args[0] if args else 100, args[1] if len(args) > 1 else 1, args[2] if len(args) > 2 else 2)
