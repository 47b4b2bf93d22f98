"""The rules as a search plays them: plain functions on a `State`, with no engine,
no save file and no log.

    state = new_state(["light", "dark"], seed=1)
    while not is_over(state):
        player = to_act(state)[0]
        state = apply(state, player, rng.choice(legal(state, player)), rng)

`apply` leaves the state it is given as it was and returns the next one. The same
rules as `RULESET`: the same deciders, the same legal commands.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import turn
from hellenica_tui.games.hellas.content import load
from hellenica_tui.games.hellas.setup import initial_state
from hellenica_tui.games.hellas.state import State, copy_state


def new_state(players: Sequence[str], seed: int, *, scenario: str = "standard") -> State:
    """A game's first state: the first player light, the second dark."""
    return initial_state(load(scenario), list(players), seed)


def to_act(state: State) -> list[str]:
    """Who must give a command now (empty once the game is over)."""
    return turn.to_act(state)


def legal(state: State, player: str) -> list[Command]:
    return turn.legal_commands(state, player)


def copy(state: State) -> State:
    return copy_state(state)


def apply(state: State, player: str, command: Command, rng: random.Random) -> State:
    """The state after `player` gives `command`; draws and shuffles come from `rng`.
    `state` is left as it was. Raises `CommandError` for a command the rules refuse."""
    return turn.decided(state, player, command, rng).s  # the copy the decision was written on


def is_over(state: State) -> bool:
    return state.phase == "over"


def winners(state: State) -> list[str]:
    """Who won (one player; empty while the game goes on)."""
    return [state.winner] if state.winner else []
