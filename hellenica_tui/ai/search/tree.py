"""The nodes of the search tree and how a playout goes down it.

A node stands for the commands given since the root, whatever the sampled
positions they were given on (single-observer ISMCTS): a command not legal on
one sample is skipped there, and a node counts the playouts in which it could
have been chosen (`available`) for the exploration term. A node widens
progressively: it tries one more of its commands each time its visits cross
`widen * visits ** alpha`, the most promising first by the game's prior (ties by chance).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

C = TypeVar("C", bound=Hashable)


@dataclass(frozen=True)
class Settings:
    explore: float = 0.5  # UCB's exploration weight (chances run from 0 to 1)
    widen: float = 1.5  # progressive widening: children allowed = widen * visits ** alpha
    alpha: float = 0.5
    max_plies: int = 400  # commands of one playout past the tree, at most (a guard: the horizon comes first)


@dataclass
class Node(Generic[C]):
    mover: str  # who gave the command that leads here ("" at the root)
    command: C | None
    visits: int = 0
    total: float = 0.0  # the mover's rewards, summed over the playouts through here
    available: int = 0  # playouts that could have chosen this node
    children: dict[C, Node[C]] = field(default_factory=dict)
    promise: dict[C, float] = field(default_factory=dict)  # the prior of each command met here

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def allowed(self, settings: Settings) -> int:
        return max(1, math.ceil(settings.widen * math.pow(self.visits, settings.alpha)))


Promise = Callable[[C], float]  # a command's prior at the node's position


def select(node: Node[C], player: str, legal: list[C], prior: Promise[C] | None, rng: random.Random,
           settings: Settings) -> tuple[Node[C], bool]:  # fmt: skip
    """The child a playout takes from `node` given the commands legal on its sample,
    and whether it was made just now."""
    present = [node.children[c] for c in legal if c in node.children]
    for child in present:
        child.available += 1
    if len(present) < node.allowed(settings) and len(present) < len(legal):
        child = _expand(node, player, [c for c in legal if c not in node.children], prior, rng)
        child.available += 1
        return child, True
    return max(present, key=lambda c: _ucb(c, settings.explore)), False


def _ucb(child: Node[C], explore: float) -> float:
    if not child.visits:
        return math.inf
    return child.mean + explore * math.sqrt(math.log(child.available) / child.visits)


def _expand(node: Node[C], player: str, untried: list[C], prior: Promise[C] | None, rng: random.Random) -> Node[C]:
    if prior is None:
        command = rng.choice(untried)
    else:
        for c in untried:
            if c not in node.promise:
                node.promise[c] = prior(c)
        best = max(node.promise[c] for c in untried)
        command = rng.choice([c for c in untried if node.promise[c] == best])
    child = node.children[command] = Node(mover=player, command=command)
    return child


def backpropagate(path: list[Node[C]], reward: Callable[[str], float]) -> None:
    for node in path:
        node.visits += 1
        if node.mover:
            node.total += reward(node.mover)
