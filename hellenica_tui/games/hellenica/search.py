"""The rules as a search plays them: plain functions on a `State`, with no engine,
no save file and no log (docs/core.md).

    state = new_state(["athens", "sparta", "thebes"], seed=1)
    while not is_over(state):
        player = to_act(state)[0]
        state = apply(state, player, rng.choice(legal(state, player)), rng)

`apply` leaves the state it is given as it was and returns the next one, so a
search keeps any position it wants without copying it first. The same rules as
`RULESET` (the engine's): the same deciders, the same legal commands.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hellenica_tui.engine.ruleset import Command, Seat, SeatKind
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_for
from hellenica_tui.games.hellenica.core import decide
from hellenica_tui.games.hellenica.core import legal as listing
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import OVER, State, copy_state
from hellenica_tui.games.hellenica.turn.setup import initial_state


def new_state(
    city_states: Sequence[str],
    seed: int,
    *,
    scenario: str = "classic",
    kind: SeatKind = "human",
    settings: Mapping[str, Any] | None = None,
) -> State:
    """A game's first state: `city_states` seated, each played as `kind` (people by
    default: a search plays the rules a person has)."""
    seats = [Seat(name, kind, "rulebook" if kind == "ai" else "") for name in city_states]
    return initial_state(content_for(scenario, None), seats, seed, settings or {}, scenario=scenario)


def to_act(state: State, rules: Rules = RULES) -> list[str]:
    """Who must give a command now (empty once the game is over)."""
    return listing.to_act(rules, state)


def legal(state: State, player: str, rules: Rules = RULES) -> list[Command]:
    """Every command `player` may give now (none for a player who need not act)."""
    return listing.legal_commands(rules, state, player)


def copy(state: State) -> State:
    """An independent copy of `state`."""
    return copy_state(state)


def apply(state: State, player: str, command: Command, rng: random.Random, rules: Rules = RULES) -> State:
    """The state after `player` gives `command` and everything that follows it by
    itself; dice and draws come from `rng`. `state` is left as it was. Raises
    `CommandError` for a command the rules refuse."""
    return decide.decided(rules, state, player, command, rng).s


def is_over(state: State) -> bool:
    return state.phase == OVER


def winners(state: State) -> list[str]:
    """Who won (more than one on a tie); empty while the game goes on."""
    return list(state.winners)
