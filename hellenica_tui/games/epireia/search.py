"""The rules as a search plays them: plain functions on a `State`, with no engine,
no save file and no log.

    state = new_state(["ann", "bob"], seed=1)
    while not is_over(state):
        player = to_act(state)[0]
        state = apply(state, player, rng.choice(legal(state, player)), rng)

`apply` leaves the state it is given as it was and returns the next one. The same
rules as `RULESET`: the same checks, the same legal commands.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from hellenica_tui.engine.ruleset import Command, Seat
from hellenica_tui.games.epireia import decide, setup
from hellenica_tui.games.epireia.content.lookup import content_for
from hellenica_tui.games.epireia.state import State, copy_state


def new_state(players: Sequence[str], seed: int = 0, *, scenario: str = "standard", solo: str = "") -> State:
    """A game's first state, the players seated in the order of picking (a solo
    scenario's id for a one-player game)."""
    return setup.initial_state(content_for(scenario), scenario, [Seat(name) for name in players], solo)


def to_act(state: State) -> list[str]:
    """Who must give a command now (several during simultaneous picks; none once over)."""
    return decide.to_act(state, content_for(state.scenario, state.content_hash))


def legal(state: State, player: str) -> list[Command]:
    return decide.legal_commands(state, content_for(state.scenario, state.content_hash), player)


def copy(state: State) -> State:
    return copy_state(state)


def apply(state: State, player: str, command: Command, rng: random.Random) -> State:
    """The state after `player` gives `command`; dice and draws come from `rng`.
    Raises `CommandError` for a command the rules refuse."""
    return decide.decided(state, content_for(state.scenario, state.content_hash), player, command, rng).state


def is_over(state: State) -> bool:
    return state.phase == "over"


def winners(state: State) -> list[str]:
    """The players of the winning league (allies win together); empty while the game goes on."""
    return [city.name for city in state.cities if state.winner is not None and city.league == state.winner]
