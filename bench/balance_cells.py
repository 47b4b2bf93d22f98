"""Balance cells from chosen games of a `hellenica simulate` run, and tables merged from them.

    .venv/bin/python bench/balance_cells.py play P SEED RULES GAMES OUT [--with CITY | --without CITY] [--from N] [--deal-differs]
    .venv/bin/python bench/balance_cells.py table P OUT [OUT ...]

`play` plays games 0 to GAMES - 1 of the run `hellenica simulate --players P
--seed SEED --rules RULES` seeds (game i of a seed is the same game), or only
those from index N, or only those seating CITY (or not seating it), or only those whose AI
players' shared Ethos deal differs from the rules as printed (the one thing
the balanced variant changes on a table where its map is the printed one),
and appends one JSON line per game to OUT. A change to the map that touches
only the games of one city-state is measured by playing those games again.

Without arguments it plays the first ten games of five balanced players,
seed 1, and prints their table. `table` merges the files (a game played again in a later file replaces the
earlier one) and prints the balance table `simulate` prints for those games.
It is a tool for tuning the designed content, not a timing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import msgspec

from hellenica_tui.ai.simulate import (
    GameResult,
    Work,
    balance,
    balance_lines,
    game_seed,
    long_games,
    play_one,
    seats_for,
    summarize,
)
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.ruleset import RULESET


def deal(players: int, seed: int, index: int, rules: str) -> tuple[str, ...]:
    names = seats_for(players, seed, index)
    game = Game.new(
        RULESET,
        "classic",
        [Seat(n, "ai", "rulebook") for n in names],
        game_seed(seed, index),
        {"rules": rules} if rules else {},
    )
    ai = game.state.ai
    return tuple(ai.ethos) if ai is not None else ()


def play(argv: list[str]) -> None:
    players, seed, rules, games, out = int(argv[0]), int(argv[1]), argv[2], int(argv[3]), Path(argv[4])
    rest = argv[5:]
    only = rest[rest.index("--with") + 1] if "--with" in rest else ""
    without = rest[rest.index("--without") + 1] if "--without" in rest else ""
    first = int(rest[rest.index("--from") + 1]) if "--from" in rest else 0
    differs = "--deal-differs" in rest
    setting = "" if rules == "printed" else rules
    played = 0
    with out.open("ab") as f:
        for i in range(first, games):
            if only and only not in seats_for(players, seed, i):
                continue
            if without and without in seats_for(players, seed, i):
                continue
            if differs and deal(players, seed, i, setting) == deal(players, seed, i, ""):
                continue
            result = play_one(Work(players, seed, i, rules=setting))
            f.write(msgspec.json.encode(result) + b"\n")
            f.flush()
            played += 1
    print(f"{played} games played into {out}")


def table(argv: list[str]) -> None:
    players = int(argv[0])
    merged: dict[int, GameResult] = {}
    for name in argv[1:]:
        for line in Path(name).read_bytes().splitlines():
            if line.strip():
                r = msgspec.json.decode(line, type=GameResult)
                assert len(r.players) == players, name
                merged[r.index] = r
    results = [merged[i] for i in sorted(merged)]
    s = summarize(results, 1.0)
    long = len(long_games(results))
    print(
        f"{len(results)} games (indices {min(merged)} to {max(merged)}), {long} past turn 40, "
        f"{s.capped} capped, {s.failed} failed; {s.cpu_seconds:.0f} CPU s"
    )
    for line in balance_lines(results):
        print(line)
    print("cells:", " | ".join(f"{b.name} {b.wins:g}/{b.played} {b.ratio:.2f}" for b in balance(results)))


def main() -> None:
    if len(sys.argv) < 2:  # (bench/run_all.py) the first ten games of five balanced players, seed 1
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            out = str(Path(folder) / "games.jsonl")
            play(["5", "1", "balanced", "10", out])
            table(["5", out])
        return
    mode, *argv = sys.argv[1:]
    {"play": play, "table": table}[mode](argv)


if __name__ == "__main__":
    main()
