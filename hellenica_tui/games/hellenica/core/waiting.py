"""Who must act now, from the state and the `waiting_on` hooks alone: what
`legal.to_act` answers, and what a save's summary tells without the rest of the
rules (saves/reading.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from hellenica_tui.games.hellenica.core.state import ACTION, State

if TYPE_CHECKING:
    from hellenica_tui.games.hellenica.core.feature import WaitingOn


def to_act(waiting_ons: Sequence[WaitingOn], state: State) -> list[str]:
    """Who a question, an invocation window or a bid waits on (the `waiting_on` hooks,
    in order), else the active player in the action phase, else who must answer."""
    for waiting_on in waiting_ons:
        waiting: list[str] | None = waiting_on(state)
        if waiting is not None:
            return waiting
    if state.phase == ACTION and not state.pending:
        return [state.active] if state.active else []
    return list(state.pending)
