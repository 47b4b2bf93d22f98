"""The rules as a search plays them: plain functions on a state, with no engine and
no log (`games.facts.SearchCore`).

A command is decided on one private copy of the state, and the events are folded
into that copy as they are made (`Tx`), so the copy is the state after: nothing
is folded twice, and nothing is kept of the events.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hellenica_tui.engine.ruleset import Command, Seat
from hellenica_tui.games.war import legal as listing
from hellenica_tui.games.war.decide import decide_in
from hellenica_tui.games.war.ruleset import RULESET
from hellenica_tui.games.war.state import State
from hellenica_tui.games.war.state import copy_state as _copy
from hellenica_tui.games.war.tx import Tx


def new_state(seats: Sequence[str], seed: int, scenario: str, settings: Mapping[str, Any]) -> State:
    return RULESET.initial_state(scenario, [Seat(name) for name in seats], seed, settings)


def to_act(state: State) -> list[str]:
    return listing.to_act(state)


def legal(state: State, player: str) -> list[Command]:
    return listing.legal_commands(RULESET.content(state.scenario, state.content_hash), state, player)


def copy(state: State) -> State:
    return _copy(state)


def apply(state: State, player: str, command: Command, rng: random.Random) -> State:
    """The state after `command` (`state` left as it was); CommandError if refused."""
    tx = Tx(state, RULESET.content(state.scenario, state.content_hash), rng)
    decide_in(tx, player, command)
    return tx.state


def is_over(state: State) -> bool:
    return state.phase == "over"


def winners(state: State) -> list[str]:
    return list(state.winners)
