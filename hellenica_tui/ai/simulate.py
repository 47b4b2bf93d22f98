"""Headless games between AI players, for testing and balance.

Game `i` of a run seeded `S` is seeded from (S, i) and seats city-states drawn
from the same pair, so a run is the same run whatever the number of worker
processes. A game that reaches the turn cap without a winner is reported as
capped, with the turn it stopped at; a game that fails is reported with the
error, never hidden.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Iterator, Sequence

import msgspec

from hellenica_tui.ai import bots
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.ruleset import RULESET

MAX_TURNS = 60  # a cap far beyond the length of real games


class GameResult(msgspec.Struct, frozen=True):
    index: int
    seed: int
    players: tuple[str, ...]
    winners: tuple[str, ...]
    turns: int
    events: int
    commands: int
    seconds: float  # CPU seconds of this game
    outcome: str  # "won", "capped" or "failed"
    reason: str = ""  # why a game was capped or failed

    def line(self) -> str:
        head = f"game {self.index + 1:>4} seed {self.seed:<20}"
        body = f"turns {self.turns:>3}  events {self.events:>6}  {self.seconds:6.3f}s"
        if self.outcome == "won":
            return f"{head} winner {', '.join(self.winners):<20} {body}"
        return f"{head} {self.outcome.upper():<27} {body}  ({self.reason})"


class Summary(msgspec.Struct, frozen=True):
    games: int
    won: int
    capped: int
    failed: int
    win_rate: dict[str, float]  # per city-state: its share of the games it played (a shared win split)
    mean_turns: float
    games_per_second: float  # wall-clock
    cpu_seconds: float


def game_seed(seed: int, index: int) -> int:
    digest = hashlib.blake2b(f"{seed}/{index}".encode(), digest_size=8, person=b"simulate").digest()
    return int.from_bytes(digest, "big") >> 1


def seats_for(players: int, seed: int, index: int, scenario: str = "classic") -> list[str]:
    """The city-states of game `index`: all of them at seven, else a draw from (seed, index)."""
    every = sorted(load_scenario(scenario).city_states)
    if players == len(every):
        return every
    return sorted(random.Random(game_seed(seed, index)).sample(every, players))


def play_one(args: tuple[int, int, int, int, str]) -> GameResult:
    """Play game `index` of a run to its end or to the turn cap."""
    players, seed, index, max_turns, scenario = args
    names = seats_for(players, seed, index, scenario)
    gseed = game_seed(seed, index)
    start = time.process_time()
    game = Game.new(RULESET, scenario, [Seat(n, "ai", "rulebook") for n in names], gseed)
    outcome, reason = "won", ""
    try:
        bots.advance(game, max_turn=max_turns)
    except CommandError as error:
        outcome, reason = "failed", f"turn {game.position[0]}: {error}"
    except Exception as error:  # a fault in the rules: report it with the game, go on with the run
        outcome, reason = "failed", f"turn {game.position[0]}: {type(error).__name__}: {error}"
    state = game.state
    if outcome == "won" and not state.winners:
        if game.position[0] > max_turns:
            outcome, reason = "capped", f"no winner after {max_turns} turns; {closest(state)}"
        else:
            outcome, reason = "failed", f"stopped on turn {game.position[0]} waiting for {game.to_act()}"
    return GameResult(
        index=index, seed=gseed, players=tuple(names), winners=tuple(state.winners),
        turns=min(state.turn, max_turns), events=game.event_count, commands=len(game.log),
        seconds=time.process_time() - start, outcome=outcome, reason=reason,
    )


def closest(state) -> str:
    """Who came nearest to winning: the most objectives completed, and which."""
    from hellenica_tui.games.hellenica.content.lookup import content_of
    from hellenica_tui.games.hellenica.victory.victory import done_by

    content = content_of(state)
    done = {name: done_by(state, content, name) for name in state.players}
    best = max(len(cards) for cards in done.values())
    leaders = [f"{name} ({', '.join(cards)})" for name, cards in done.items() if len(cards) == best and cards]
    shared = f"; AI Ethos cards {', '.join(state.ai.ethos)}" if state.ai is not None and state.ai.ethos else ""
    return f"most objectives met: {best}" + (f" by {'; '.join(leaders)}" if leaders else "") + shared


def run(
    players: int, games: int, seed: int, *, jobs: int = 1, max_turns: int = MAX_TURNS, scenario: str = "classic"
) -> Iterator[GameResult]:
    """The results of the run's games, in order."""
    work = [(players, seed, i, max_turns, scenario) for i in range(games)]
    if jobs <= 1:
        for item in work:
            yield play_one(item)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(play_one, work)


def summarize(results: Sequence[GameResult], wall_seconds: float) -> Summary:
    played: dict[str, int] = {}
    wins: dict[str, float] = {}
    for r in results:
        for name in r.players:
            played[name] = played.get(name, 0) + 1
            wins.setdefault(name, 0.0)
        for name in r.winners:
            wins[name] += 1 / len(r.winners)
    finished = [r for r in results if r.outcome == "won"]
    return Summary(
        games=len(results),
        won=len(finished),
        capped=sum(r.outcome == "capped" for r in results),
        failed=sum(r.outcome == "failed" for r in results),
        win_rate={name: wins[name] / played[name] for name in sorted(played)},
        mean_turns=sum(r.turns for r in finished) / len(finished) if finished else 0.0,
        games_per_second=len(results) / wall_seconds if wall_seconds > 0 else 0.0,
        cpu_seconds=sum(r.seconds for r in results),
    )
