"""Headless games between AI players, for testing and balance.

Game `i` of a run seeded `S` is seeded from (S, i) and seats city-states drawn
from the same pair, so a run is the same run whatever the number of worker
processes. With fewer than seven, the seating follows the rulebook's advice
(`advised`): game `i` holds the `i mod 7`-th city-state, and the others are
drawn among the sets whose Home Cities lie closest to one another with it;
`any` draws any city-states alike. A game that reaches the turn cap without a
winner is reported as capped, with the turn it stopped at; a game that fails
is reported with the error, never hidden.

`balance` tells each city-state's share of the wins against its fair share,
flagging those outside FAIR_BAND of it, and `long_games` the games that went
past LONG_GAME turns.

With `expert` seats, that many city-states of each game are played by the
expert AI (`ai/expert/`) and the rest by the rulebook AI; which ones turns
with the game's index, so every city-state gets its share of expert games.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Iterator, Sequence

import msgspec

from hellenica_tui.ai import bots
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.turn.seatings import suggested_sets_with

MAX_TURNS = 60  # a cap far beyond the length of real games
LONG_GAME = 40  # turns: a game lasting longer is reported by its seed
FAIR_BAND = (0.67, 1.5)  # a win share outside these multiples of the fair share is flagged
SEATINGS = ("advised", "any")


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
    experts: tuple[str, ...] = ()  # the seats the expert AI played

    @property
    def expert_won(self) -> bool:
        return any(name in self.winners for name in self.experts)

    def line(self) -> str:
        head = f"game {self.index + 1:>4} seed {self.seed:<20}"
        if self.experts:
            head += f" expert {','.join(self.experts):<10}"
        counted = f"events {self.events:>6}" if self.events else f"commands {self.commands:>4}"  # (games on a search core)
        body = f"turns {self.turns:>3}  {counted}  {self.seconds:6.3f}s"
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


def seats_for(players: int, seed: int, index: int, scenario: str = "classic", seating: str = "advised") -> list[str]:
    """The city-states of game `index`: all of them at seven, else a draw from (seed, index)
    as `seating` says (see the module's docstring)."""
    content = load_scenario(scenario)
    every = sorted(content.city_states)
    if players == len(every):
        return every
    rng = random.Random(game_seed(seed, index))
    if seating == "any":
        return sorted(rng.sample(every, players))
    return list(rng.choice(suggested_sets_with(content, players, every[index % len(every)])))


def expert_seats(names: Sequence[str], index: int, experts: int) -> list[str]:
    """The `experts` seats of game `index` the expert plays: turning with the index."""
    return [names[(index + k) % len(names)] for k in range(min(experts, len(names)))]


class Work(msgspec.Struct, frozen=True):
    """One game of a run, as a worker process is given it."""

    players: int
    seed: int
    index: int
    max_turns: int = MAX_TURNS
    scenario: str = "classic"
    seating: str = "advised"
    experts: int = 0  # how many seats the expert plays
    budget: Budget = msgspec.field(default_factory=Budget)
    rules: str = ""  # a variant of the scenario's rules, "" for its own
    expert: str = "expert"  # the bot of the expert's seats: expert, expert-easy or expert-hard


def rules_setting(rules: str, scenario: str = "classic") -> str:
    """The `rules` setting of a run ("" for the rules as printed); ValueError naming the rules there are."""
    from hellenica_tui.games.hellenica.content.variants import PRINTED

    variants = [v.id for v in load_scenario(scenario).scenario.variants]
    if rules == PRINTED:
        return ""
    if rules not in variants:
        raise ValueError(f"--rules is one of {', '.join([PRINTED, *variants])}, not {rules!r}")
    return rules


def new_game(work: Work) -> tuple[Game, list[str]]:
    """Game `index` of a run as it begins, and the seats the expert plays in it."""
    names = seats_for(work.players, work.seed, work.index, work.scenario, work.seating)
    chosen = expert_seats(names, work.index, work.experts)
    seats = [Seat(n, "ai", work.expert if n in chosen else "rulebook") for n in names]
    settings = {"rules": work.rules} if work.rules else {}
    return Game.new(RULESET, work.scenario, seats, game_seed(work.seed, work.index), settings), chosen


def play_one(work: Work) -> GameResult:
    """Play game `index` of a run to its end or to the turn cap (`experts` of its seats
    by the expert AI, thinking `budget` per decision)."""
    max_turns, budget = work.max_turns, work.budget
    start = time.process_time()
    game, chosen = new_game(work)
    names = [seat.name for seat in game.seats]
    outcome, reason = "won", ""
    try:
        bots.advance(game, max_turn=max_turns, budget=budget)
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
        index=work.index, seed=game_seed(work.seed, work.index), players=tuple(names), winners=tuple(state.winners),
        turns=min(state.turn, max_turns), events=game.event_count, commands=len(game.log),
        seconds=time.process_time() - start, outcome=outcome, reason=reason, experts=tuple(chosen),
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
    players: int, games: int, seed: int, *, jobs: int = 1, max_turns: int = MAX_TURNS, scenario: str = "classic",
    seating: str = "advised", experts: int = 0, budget: Budget | None = None, rules: str = "", expert: str = "expert",
) -> Iterator[GameResult]:
    """The results of the run's games, in order (`rules`: a variant of the scenario's rules, "" for its own;
    `expert`: the bot of the expert's seats, which names its level)."""
    budget = budget or Budget()
    work = [
        Work(players, seed, i, max_turns, scenario, seating, experts, budget, rules, expert) for i in range(games)
    ]
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


class Balance(msgspec.Struct, frozen=True):
    """One city-state's row of the balance table for one table size."""

    name: str
    played: int  # games it played
    wins: float  # games it won, a shared win split
    fair: float  # its fair share: 1 / players

    @property
    def share(self) -> float:
        return self.wins / self.played if self.played else 0.0

    @property
    def ratio(self) -> float:
        return self.share / self.fair

    @property
    def flag(self) -> str:
        """"" inside the fair band, else which side of it (in words, never by colour alone)."""
        low, high = FAIR_BAND
        if self.ratio < low:
            return f"LOW: under {low}x"
        if self.ratio > high:
            return f"HIGH: over {high}x"
        return ""


def balance(results: Sequence[GameResult]) -> list[Balance]:
    """Each city-state's wins against its fair share, over games of one table size."""
    sizes = {len(r.players) for r in results}
    if len(sizes) != 1:
        raise ValueError(f"a balance table is for one table size, not {sorted(sizes)}")
    fair = 1 / sizes.pop()
    played: dict[str, int] = {}
    wins: dict[str, float] = {}
    for r in results:
        for name in r.players:
            played[name] = played.get(name, 0) + 1
        for name in r.winners:
            wins[name] = wins.get(name, 0.0) + 1 / len(r.winners)
    return [Balance(name, played[name], wins.get(name, 0.0), fair) for name in sorted(played)]


def long_games(results: Sequence[GameResult], longer_than: int = LONG_GAME) -> list[GameResult]:
    """The games still going after `longer_than` turns (capped ones included)."""
    return [r for r in results if r.turns > longer_than]


def balance_lines(results: Sequence[GameResult]) -> list[str]:
    """The balance table of one table size and its long games, as printed by `simulate`."""
    rows = balance(results)
    players = len(results[0].players)
    lines = [
        f"{players} players, {len(results)} games: fair share {rows[0].fair:.1%}, "
        f"flagged outside {FAIR_BAND[0]}x to {FAIR_BAND[1]}x of it",
        f"  {'city-state':<10} {'games':>5} {'wins':>6} {'share':>6} {'fair':>6} {'ratio':>5}",
    ]
    for row in rows:
        lines.append(
            f"  {row.name:<10} {row.played:>5} {row.wins:>6.1f} {row.share:>6.1%} {row.fair:>6.1%} "
            f"{row.ratio:>5.2f}  {row.flag}".rstrip()
        )
    flagged = sum(bool(row.flag) for row in rows)
    lines.append(f"  {flagged} of {len(rows)} city-states outside the band" if flagged else "  every city-state inside the band")
    long = long_games(results)
    seeds = ", ".join(str(r.seed) for r in long)
    lines.append(f"  games past turn {LONG_GAME}: {len(long)}" + (f" (seeds {seeds})" if long else ""))
    return lines


class ExpertShare(msgspec.Struct, frozen=True):
    """How often the expert's seats won: a game counts once whoever of them won."""

    wins: int
    games: int
    low: float  # the 95% interval (Wilson)
    high: float
    by_seat: dict[str, tuple[int, int]]  # per city-state it played: (wins, games)

    def line(self) -> str:
        share = self.wins / self.games if self.games else 0.0
        return f"expert wins {self.wins} of {self.games} games ({share:.0%})"

    def interval(self) -> str:
        return f"95% interval {self.low:.0%} to {self.high:.0%}"


def expert_share(results: Sequence[GameResult]) -> ExpertShare:
    played = [r for r in results if r.experts]
    wins = sum(r.expert_won for r in played)
    by_seat: dict[str, tuple[int, int]] = {}
    for r in played:
        for name in r.experts:
            w, g = by_seat.get(name, (0, 0))
            by_seat[name] = (w + (name in r.winners), g + 1)
    low, high = wilson(wins, len(played))
    return ExpertShare(wins, len(played), low, high, dict(sorted(by_seat.items())))


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share (95% for z = 1.96)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * ((p * (1 - p) / games + z * z / (4 * games * games)) ** 0.5) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)
