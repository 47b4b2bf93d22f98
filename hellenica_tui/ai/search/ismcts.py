"""The search: which command, of those a seat may give now, leads to the best
estimated chance to win.

Each playout samples a whole position from what the seat observed, goes down the
tree (`tree.select`) until it makes a node, plays on with the game's cheap
policy until the game's horizon, and there asks the evaluation each seat's chance
(a finished game scores 1 for a winner, 0 for the rest). The command of the most
visited child of the root is chosen; the search stops early once no playout left
in the budget could change which child that is.

Counted in playouts the search draws only from the `random.Random` it is given,
so it chooses the same for the same seed. It applies only commands the rules list
as legal on the position at hand and catches nothing: a refusal there is a bug of
the rules, and it fails loudly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic

from hellenica_tui.ai.search.budget import Budget
from hellenica_tui.ai.search.game import C, Game, S, V
from hellenica_tui.ai.search.tree import Node, Settings, backpropagate, select

SETTLED_EVERY = 16  # playouts between two looks at whether the choice is settled


@dataclass(frozen=True)
class Weighed(Generic[C]):
    command: C
    visits: int
    mean: float  # the chooser's mean reward over those visits


@dataclass(frozen=True)
class Verdict(Generic[C]):
    """What the search chose and what it weighed (most visited first)."""

    command: C
    playouts: int = 0
    options: list[Weighed[C]] = field(default_factory=list)


def decide(game: Game[S, C, V], state: S, seat: str, budget: Budget, rng: random.Random,
           settings: Settings | None = None) -> Verdict[C]:  # fmt: skip
    """The command `seat` should give now; of `state` only what `seat` observes is read."""
    settings = settings or Settings()
    seen = game.observe(state, seat)
    first = game.sample(seen, rng)
    commands = game.core.legal(first, seat)
    if not commands:
        raise ValueError(f"{seat} has nothing to do now")
    if len(commands) == 1:
        return Verdict(commands[0])
    root: Node[C] = Node(mover="", command=None)
    clock = budget.clock()
    while clock.more() and not (clock.played % SETTLED_EVERY == 0 and _settled(root, clock.left())):
        sample = first if clock.played == 0 else game.sample(seen, rng)
        _playout(game, root, sample, rng, settings)
        clock.played += 1
    options = [root.children[c] for c in commands if c in root.children]
    options.sort(key=lambda n: (n.visits, n.mean), reverse=True)  # stable: ties keep the rules' order
    weighed = [Weighed(n.command, n.visits, n.mean) for n in options if n.command is not None]
    return Verdict(weighed[0].command, clock.played, weighed)


def _settled(root: Node[C], left: float) -> bool:
    """Whether the most visited child stays so whatever the playouts left do."""
    visits = sorted((c.visits for c in root.children.values()), reverse=True)
    return len(visits) > 1 and visits[0] - visits[1] > left


def _playout(game: Game[S, C, V], root: Node[C], start: S, rng: random.Random, settings: Settings) -> None:
    core = game.core
    state, node, path = start, root, [root]
    while not core.is_over(state) and (node is root or not game.horizon(start, state)):
        player = core.to_act(state)[0]
        legal = core.legal(state, player)
        prior = _prior_of(game, state, player)
        node, made = select(node, player, legal, prior, rng, settings)
        assert node.command is not None  # only the root has none
        state = core.apply(state, player, node.command, rng)
        path.append(node)
        if made:
            break
    state = rollout(game, start, state, rng, settings.max_plies)
    backpropagate(path, _rewards(game, state))


def _prior_of(game: Game[S, C, V], state: S, player: str) -> Callable[[C], float] | None:
    prior = game.prior
    if prior is None:
        return None
    return lambda c: prior(state, player, c)


def rollout(game: Game[S, C, V], start: S, state: S, rng: random.Random, max_plies: int) -> S:
    """Play on from `state` with the game's policy until its horizon (counted from
    `start`), the game's end, or `max_plies` commands."""
    core = game.core
    for _ in range(max_plies):
        if core.is_over(state) or game.horizon(start, state):
            break
        player = core.to_act(state)[0]
        command = game.policy(state, player, rng) if game.policy else rng.choice(core.legal(state, player))
        state = core.apply(state, player, command, rng)
    return state


def _rewards(game: Game[S, C, V], state: S) -> Callable[[str], float]:
    """Each seat's reward at the end of a playout, judged once per seat."""
    judged: dict[str, float] = {}
    over = game.core.is_over(state)
    won = game.core.winners(state) if over else []

    def reward(seat: str) -> float:
        if seat not in judged:
            if over:
                judged[seat] = 1.0 / len(won) if seat in won else 0.0
            else:
                judged[seat] = game.evaluate(state, seat)
        return judged[seat]

    return reward
