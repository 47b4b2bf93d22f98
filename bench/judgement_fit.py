"""Fit the learned judgement (`ai/expert/learned.py`) from games of the rulebook AI and the expert,
and measure it against the expert's hand-written one (`ai/expert/evaluate.chances`) on held-out games.

Game i of a run seeded S seats 2 + i mod 6 city-states drawn from (S, i), on the printed
map, or a random one every fourth game. The rulebook AI plays every seat but in game i with
i mod 6 = 2 (one seat played by the expert) and i mod 6 = 5 (two seats), the expert at
EXPERT_PLAYOUTS playouts a decision (its choices then come from the seed alone, and a game
takes seconds, not minutes); the seats it plays turn with the game. Every STEP turns, one
seat in turn is the viewer: the position is judged as that seat sees it (its own view,
others' secrets hidden), and both judgements are labelled with who won (a shared win split).
Games reaching the turn cap are left out. Every fifth game is held out; the rest fit a
softmax over the seats of a position (conditional logit) by Newton's method in plain Python: a dozen weights need no numerical
library, and Newton's steps on a convex loss reach the same weights from the same data on
every machine. The weights, the seed and the data sizes go to the scenario's judgement/weights.toml.
Games are played by J worker processes (`--jobs`; the same samples whatever J), and `--data
FILE` keeps the sampled positions, so a second fit of the same run reads them instead.
With `--inside-turns` the k-th position of game i is taken (i + k) mod 4 rounds into its
turn instead of at its start (where the search judges; a fit to measure, not to ship).

    nice -n 19 python bench/judgement_fit.py --games 2000 --seed 1 --jobs 2 --write
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hellenica_tui.ai import bots
from hellenica_tui.ai.expert import evaluate
from hellenica_tui.ai.expert.features import FEATURES, features
from hellenica_tui.ai.expert.learned import FILE, softmax, weights_of
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.simulate import MAX_TURNS, expert_seats, game_seed, seats_for
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import scenarios_dir
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.ruleset import RULESET

STEP = 3  # turns between sampled positions
ROUNDS = 4  # with --inside-turns: positions 0 to ROUNDS - 1 rounds into their turn
HELD_OUT = 5  # every fifth game is held out
RIDGE = 1e-3  # a little pull of the weights towards 0, per position
EXPERTS = (0, 0, 1, 0, 0, 2)  # expert seats in game i, by i mod 6
EXPERT_PLAYOUTS = 1
Sample = tuple[int, dict[str, list[float]], dict[str, float], dict[str, float]]  # game, rows, hand, label


def game_samples(index: int, seed: int, inside: bool = False) -> list[Sample]:
    """The sampled positions of game `index` (none if it reached the turn cap), at the
    starts of turns or, `inside`, 0 to 3 rounds into them."""
    size = 2 + index % 6
    names = seats_for(size, seed, index, seating="any")
    settings = {"map": "random"} if index % 4 == 3 else {}
    experts = expert_seats(names, index, EXPERTS[index % len(EXPERTS)])
    seats = [Seat(n, "ai", "expert" if n in experts else "rulebook") for n in names]
    game = Game.new(RULESET, "classic", seats, game_seed(seed, index), settings)
    bots.advance(game, max_turn=MAX_TURNS, budget=Budget(playouts=EXPERT_PLAYOUTS))
    won = game.state.winners
    if not won:
        return []
    label = {n: (1 / len(won) if n in won else 0.0) for n in names}
    cursor = game.replay()
    out: list[Sample] = []
    for k, turn in enumerate(range(1 + index % STEP, game.position[0] + 1, STEP)):
        try:
            cursor.seek_turn(turn)
        except ValueError:
            continue
        if inside and (index + k) % ROUNDS:
            cursor.step_round((index + k) % ROUNDS)
            if cursor.position[0] != turn:  # the turn had fewer rounds: its start, then
                cursor.seek_turn(turn)
        seen = view(cursor.state, names[(index + k) % size])
        out.append((index, features(seen), evaluate.chances(seen), label))
    return out


def fit(samples: list[Sample], iterations: int = 12) -> list[float]:
    """Newton's method on the conditional logit's log loss (with RIDGE), from zeros."""
    n = len(FEATURES)
    w = [0.0] * n
    for _ in range(iterations):
        grad = [RIDGE * len(samples) * x for x in w]
        hess = [[RIDGE * len(samples) * (i == j) for j in range(n)] for i in range(n)]
        for _, rows, _, label in samples:
            p = softmax(rows, tuple(w))
            mean = [sum(p[s] * rows[s][i] for s in rows) for i in range(n)]
            for s, row in rows.items():
                d = [x - m for x, m in zip(row, mean, strict=True)]
                for i in range(n):
                    grad[i] += (p[s] - label[s]) * row[i]
                    pd = p[s] * d[i]
                    h = hess[i]
                    for j in range(n):
                        h[j] += pd * d[j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(x) for x in step) < 1e-9:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n + 1):
                m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def scores(samples: list[Sample], judged: list[dict[str, float]]) -> tuple[float, float, list[tuple[int, int, float, float]]]:
    """Log loss (per position), Brier score (per seat) and the calibration rows (tenth, seats,
    mean predicted, share won)."""
    loss = brier = 0.0
    seats = 0
    bins: dict[int, list[float]] = {}
    for (_, _, _, label), p in zip(samples, judged, strict=True):
        loss -= sum(y * math.log(max(p[s], 1e-9)) for s, y in label.items() if y)
        for s, y in label.items():
            brier += (p[s] - y) ** 2
            seats += 1
            row = bins.setdefault(min(int(p[s] * 10), 9), [0, 0.0, 0.0])
            row[0] += 1
            row[1] += p[s]
            row[2] += y
    table = [(t, int(r[0]), r[1] / r[0], r[2] / r[0]) for t, r in sorted(bins.items())]
    return loss / len(samples), brier / seats, table


def report(name: str, samples: list[Sample], judged: list[dict[str, float]]) -> None:
    loss, brier, table = scores(samples, judged)
    print(f"{name}: log loss {loss:.4f}, Brier {brier:.4f}")
    print("  predicted   seats  mean predicted  share won")
    for tenth, count, mean, won in table:
        print(f"  {tenth / 10:.1f}-{(tenth + 1) / 10:.1f}  {count:>7}  {mean:>14.3f}  {won:>9.3f}")


def _samples_of(work: tuple[int, int, bool]) -> tuple[list[Sample], float]:
    start = time.process_time()
    got = game_samples(*work)
    return got, time.process_time() - start


def play(games: int, seed: int, jobs: int, data: Path | None, inside: bool = False) -> tuple[list[Sample], float]:
    """Every game's samples in order, and the CPU seconds they took (read back from `data`
    when it holds the same run)."""
    if data is not None and data.exists():
        kept = json.loads(data.read_text(encoding="utf-8"))
        if kept["games"] == games and kept["seed"] == seed and kept.get("inside", False) == inside:
            return [tuple(s) for s in kept["samples"]], kept["seconds"]
    work = [(i, seed, inside) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            parts = list(pool.imap(_samples_of, work))
    else:
        parts = list(map(_samples_of, work))
    samples = [s for got, _ in parts for s in got]
    seconds = sum(t for _, t in parts)
    if data is not None:
        kept = {"games": games, "seed": seed, "inside": inside, "seconds": seconds, "samples": samples}
        data.write_text(json.dumps(kept), encoding="utf-8")
    return samples, seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--data", type=Path, help="keep the sampled positions in this JSON file (read if it holds this run)")
    ap.add_argument("--write", action="store_true", help="write the weights to the scenario's " + FILE)
    ap.add_argument("--inside-turns", action="store_true", help="positions 0 to 3 rounds into their turns")
    args = ap.parse_args()
    if args.write and args.inside_turns:
        ap.error("the shipped weights judge the starts of turns: --inside-turns fits them only to measure")
    samples, played = play(args.games, args.seed, args.jobs, args.data, args.inside_turns)
    train = [s for s in samples if s[0] % HELD_OUT]
    held = [s for s in samples if not s[0] % HELD_OUT]
    games = len({s[0] for s in samples})
    print(f"{args.games} games ({games} won), {len(samples)} positions: {len(train)} to fit, {len(held)} held out; "
          f"{played:.0f} CPU s to play and sample (jobs {args.jobs})")
    start = time.process_time()
    w = fit(train)
    fitted = ", ".join(f"{f} {x:.3f}" for f, x in zip(FEATURES, w, strict=True))
    print(f"fit in {time.process_time() - start:.1f} CPU s: {fitted}")
    report("hand-written", held, [s[2] for s in held])
    report("learned", held, [softmax(s[1], tuple(w)) for s in held])
    report("shipped (the scenario's weights now)", held, [softmax(s[1], weights_of()) for s in held])
    if args.write:
        lines = [
            "# The learned judgement's weights (ai/expert/learned.py), written by bench/judgement_fit.py:",
            f"# python bench/judgement_fit.py --games {args.games} --seed {args.seed} --write",
            f"# {args.games} games (2 to 7 seats, every fourth on a random map; the expert in one seat of",
            f"# every sixth game and two seats of another sixth, {EXPERT_PLAYOUTS} playout a decision), {games} won;",
            f"# {len(train)} positions fitted, {len(held)} held out (every {HELD_OUT}th game), one every {STEP} turns.",
            "[fit]", f"seed = {args.seed}", f"games = {args.games}", f"positions = {len(train)}",
            f"held_out = {len(held)}", "", "[weights]",
            *(f"{f} = {x:.6f}" for f, x in zip(FEATURES, w, strict=True)),
        ]
        path = scenarios_dir() / "classic" / FILE
        path.parent.mkdir(exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
