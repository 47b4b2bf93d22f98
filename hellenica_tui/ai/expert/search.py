"""The expert's search: which command, of those its player may give now, leads
to the best estimated chance to win.

Determinized Monte Carlo with UCB at the root. Every legal command is first
judged on one sampled position by the evaluation of the position it leads to
(`evaluate.chances`); the best `WIDTH` of them go on. Then, playout after
playout, the most promising of those (UCB1) is tried on a freshly sampled
position (`determinize.sample`): the command, then everyone's commands until
the player must decide again (`policy.playout`: its own and other people's by a
cheap policy, the AI seats' by the rulebook AI), and the evaluation of where
that ends. The command with the best mean wins.

A budget is a time (1 s by default) or a number of playouts; counted in
playouts the search draws only from the `random.Random` it is given, so it
chooses the same for the same seed. Its seconds count the whole decision,
the first judging of every command included, and a budget's `wall` bounds the
whole wait: past it, the commands not yet judged are left out and no playout
more is played.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from hellenica_tui.ai.expert.determinize import sample
from hellenica_tui.ai.expert.evaluate import chances, ease
from hellenica_tui.ai.expert.policy import playout
from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.engine.errors import CommandError
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica import search as rules
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.schema import Content, UpgradeKind
from hellenica_tui.games.hellenica.core.state import BUILDING, State
from hellenica_tui.games.hellenica.economy.commands import Build, ChangeGovernment, Pass, SupplyCommerce, Trade
from hellenica_tui.games.hellenica.gods.commands import Choose
from hellenica_tui.games.hellenica.turn.commands import KeepEthos

WIDTH = 8  # commands the playouts share out between
MOVES = 6  # moves of one supplied movement judged ahead, at most
MOVE_OPTIONS = 60  # legal moves weighed at each of them
EXPLORE = 0.15  # UCB1's exploration weight (chances differ by a few points)
LONG_TURN = 30  # rounds of one turn after which the expert passes (normal turns take under 20)


@dataclass
class Option:
    command: Command
    prior: float  # the chance on the first sampled position, right after the command
    after: State  # that position
    total: float = 0.0
    visits: int = 0
    bonus: float = 0.0  # added to its player's score wherever it is judged (`_bonus`)

    @property
    def mean(self) -> float:
        """The playouts' mean with the prior counted as one of them: a few noisy
        playouts do not overrule what the command does at once."""
        return (self.total + self.prior) / (self.visits + 1)


@dataclass
class Verdict:
    """What the search chose, and what it weighed."""

    command: Command
    options: list[Option] = field(default_factory=list)  # best first
    before: State | None = None  # the first sampled position
    playouts: int = 0


def decide(seen: State, player: str, budget: Budget, rng: random.Random) -> Verdict:
    """The command `player` should give on the view `seen` (its own view: what it
    may not know is blank)."""
    clock = budget.clock()  # the wait a person sees and the CPU time counted, from here
    content = content_of(seen)
    first = sample(seen, rng, content)
    commands = _worth_trying(first, player, rules.legal(first, player))
    if not commands:
        raise ValueError(f"{player} has nothing to do now")
    if len(commands) == 1:
        return Verdict(commands[0], before=first)
    options = _judged(first, player, commands, rng, content, clock.late)
    if not options:  # every command failed on the sample: give the first the rules offer
        return Verdict(commands[0], before=first)
    options = _widest(options)
    while len(options) > 1 and clock.more():
        option = _pick(options, clock.played)
        option.total += playout(sample(seen, rng, content), player, option.command, rng, content, option.bonus)
        option.visits += 1
        clock.played += 1
    options.sort(key=lambda o: o.mean, reverse=True)
    return Verdict(options[0].command, options, first, clock.played)


def _worth_trying(state: State, player: str, commands: list[Command]) -> list[Command]:
    """The commands worth weighing: never Commerce paid for Commerce (an Exchange for a
    Supply for Commerce gains at best what it costs, and repeated it is a turn that
    never ends), never a trade offered (no playout accepts one, so an offer looks free
    there, while a person takes a gift at once: the expert gave a leader a Commerce
    a round, and its Treasury objective with them), never a build over the player's
    only upgrade powering an action (`_gives_up_an_action`) while anything else is
    left, and once a turn has gone on for `LONG_TURN` rounds, a Pass when the rules
    allow one (a stall breaker: nothing a person does needs that many)."""
    kept = [c for c in commands if not (isinstance(c, SupplyCommerce) and c.exchange)] or commands
    kept = [c for c in kept if not isinstance(c, Trade)] or kept
    kept = [c for c in kept if not _gives_up_an_action(state, player, c)] or kept
    kept = [c for c in kept if not _wasted(state, player, c, kept)] or kept
    if state.round >= LONG_TURN:
        kept = [c for c in kept if isinstance(c, Pass)] or kept
    return kept


def _wasted(state: State, player: str, command: Command, among: list[Command]) -> bool:
    """Whether `command` spends an action for nothing: a build over an upgrade where the
    same one could stand on an empty location of that city (it only loses the old
    one), a build over an upgrade of the very same kind (a temple to the same deity),
    or a second change of government in one turn (the marker just placed is not even
    finished)."""
    if isinstance(command, ChangeGovernment):
        city = state.players[player].government_city
        marker = state.areas[city].government if city in state.areas else None
        return marker is not None and marker.state == BUILDING
    if not isinstance(command, Build) or not command.over:
        return False
    if command.over == command.upgrade and command.over_deity == command.deity:
        return True
    return any(isinstance(c, Build) and not c.over and c.city == command.city and c.upgrade == command.upgrade
               and c.deity == command.deity and bool(c.site) == bool(command.site) for c in among)


def _gives_up_an_action(state: State, player: str, command: Command) -> bool:
    """Whether `command` builds, over the player's only upgrade powering one of its
    actions (its one Academy, Market or Temple, or its one Barracks, Stables or Docks
    for Train), one that powers another: an action it could take no more. The
    evaluation sees one power traded for another; the objectives that need the lost
    action (Knowledge without an Academy) stall for good."""
    if not isinstance(command, Build) or not command.over or command.over_unfinished:
        return False
    kinds = content_of(state).upgrades
    action = kinds[command.over].action if command.over in kinds else ""
    if not action or kinds[command.upgrade].action == action:
        return False
    return _powering(state, player, kinds)[action] <= 1


def _powering(state: State, player: str, kinds: Mapping[str, UpgradeKind]) -> Counter[str]:
    """For each action, how many of `player`'s upgrades power it."""
    out: Counter[str] = Counter()
    for area in state.areas.values():
        if area.owner == player:
            for up in (*area.slots, area.government):
                if up is not None and up.kind in kinds and kinds[up.kind].action:
                    out[kinds[up.kind].action] += 1
    return out


def _keeping_actions(state: State, player: str, options: list[Option], content: Content) -> list[Option]:
    """The answers to a question after which `player` may still take every action it may
    take now, when there are any: an answer that gives up its only Academy to a world
    event or a creature (the owner chooses which upgrade goes) stalls what needs it for
    good, as a build over it would (`_gives_up_an_action`). Only answers: after another
    command the game may run on through upkeep, where a city lost is no choice."""
    if not all(isinstance(o.command, Choose) for o in options):
        return options
    before = _powering(state, player, content.upgrades)
    kept = [o for o in options if before.keys() <= _powering(o.after, player, content.upgrades).keys()]
    return kept or options


def _judged(
    state: State, player: str, commands: list[Command], rng: random.Random, content: Content,
    late: Callable[[], bool] = lambda: False,
) -> list[Option]:
    """Every command with the chance right after it on `state`, best first; once `late`
    (the wait allowed is over), only those judged by then (the first, at least)."""
    out: list[Option] = []
    seed = rng.getrandbits(32)
    for command in commands:
        if out and late():
            break
        try:
            after = rules.apply(state, player, command, random.Random(seed))
        except CommandError:  # refused on this sample: leave it out
            continue
        bonus = _bonus(state, player, command, content)
        moved = _moves(after, player, content, late) if after.movement is not None else after
        out.append(Option(command, chances(moved, content, {player: bonus})[player], after, bonus=bonus))
    out = _keeping_actions(state, player, out, content)
    out.sort(key=lambda o: o.prior, reverse=True)  # stable: equals keep the rules' order
    return out


def _moves(state: State, player: str, content: Content, late: Callable[[], bool] = lambda: False) -> State:
    """Where a movement the player has just supplied leads when its moves are chosen
    greedily, one by one (each the best of its legal moves by the chance right after
    it): a supply for movement is judged by the march it makes possible (by the moves
    chosen before `late`)."""
    for _ in range(MOVES):
        if state.movement is None or rules.to_act(state) != [player] or late():
            break
        commands = rules.legal(state, player)
        best, value = None, -1.0
        for command in commands[:MOVE_OPTIONS]:
            try:
                after = rules.apply(state, player, command, random.Random(0))
            except CommandError:
                continue
            v = chances(after, content)[player]
            if v > value:
                best, value = after, v
        if best is None:
            break
        state = best
    return state


def _bonus(state: State, player: str, command: Command, content: Content) -> float:
    """What a command is worth beyond the position it leads to: for the Ethos cards
    kept, how soon they can be met (`evaluate.ease`)."""
    return ease(state, player, command.cards, content) if isinstance(command, KeepEthos) else 0.0


def _widest(options: list[Option]) -> list[Option]:
    """The best `WIDTH`, the best of every kind of command first: a command whose worth
    shows only later (a supply for movement, before its moves) still gets its playouts."""
    kinds: dict[type, Option] = {}
    for o in options:
        kinds.setdefault(type(o.command), o)
    chosen = list(kinds.values())[:WIDTH]
    chosen += [o for o in options if o not in chosen][: WIDTH - len(chosen)]
    chosen.sort(key=lambda o: o.prior, reverse=True)
    return chosen


def _pick(options: list[Option], played: int) -> Option:
    """UCB1, the prior counting as one visit."""
    log_n = math.log(played + len(options))

    def ucb(o: Option) -> float:
        n = o.visits + 1
        return (o.total + o.prior) / n + EXPLORE * math.sqrt(log_n / n)

    return max(options, key=ucb)
