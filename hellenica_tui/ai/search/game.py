"""What the search needs of a game, as types: its search core (the rules as plain
functions), what a seat sees, a sampler that fills what the seat cannot see, and
an evaluation that judges a position where a playout stops.

The search never reads a state it is given except through `observe`, and builds
every position it plays through with `sample` from what it observed: it cannot
tell apart two states its seat cannot tell apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

S = TypeVar("S")  # a game's state
C = TypeVar("C", bound=Hashable)  # a game's command
V = TypeVar("V")  # what one seat sees


class SearchCore(Protocol[S, C]):
    """The rules as a search plays them; `apply` leaves its state as it was and
    raises the rules' refusal (`CommandError`) for a command they refuse. The
    search asks the first player `to_act` names for the next command."""

    def to_act(self, state: S) -> list[str]: ...

    def legal(self, state: S, player: str) -> list[C]: ...

    def copy(self, state: S) -> S: ...

    def apply(self, state: S, player: str, command: C, rng: random.Random) -> S: ...

    def is_over(self, state: S) -> bool: ...

    def winners(self, state: S) -> list[str]: ...


Observe = Callable[[S, str], V]  # what a seat sees of a state
Sample = Callable[[V, random.Random], S]  # a whole state that fits what was seen
Evaluate = Callable[[S, str], float]  # a seat's chance to win from a state, 0 to 1
Horizon = Callable[[S, S], bool]  # whether a playout begun at the first state stops at the second
Policy = Callable[[S, str, random.Random], C]  # a cheap player for the playouts
Prior = Callable[[S, str, C], float]  # a command's promise, before any playout (higher first)


@dataclass(frozen=True)
class Game(Generic[S, C, V]):
    """A game as the search sees it. Without a `policy` the playouts pick uniformly
    among the legal commands; without a `prior` a node widens in the order its
    commands first came up."""

    core: SearchCore[S, C]
    observe: Observe[S, V]
    sample: Sample[V, S]
    evaluate: Evaluate[S]
    horizon: Horizon[S]
    policy: Policy[S, C] | None = None
    prior: Prior[S, C] | None = None
