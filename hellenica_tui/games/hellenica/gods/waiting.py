"""Who the gods' business waits on: a question, an invocation window, a world
event's sealed bids (the gods' `waiting_on` hook, with what it reads)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.gods.events import BID


def bidders_left(s: State) -> list[str]:
    w = s.world
    if w is None or w.stage != BID:
        return []
    # AI players bid by the rules' roll once the others' bids are in (ai_players.roll_ai_bids).
    return [p for p in s.players if p not in w.bids and s.players[p].kind != "ai"]


def waiting_on(s: State) -> list[str] | None:
    """The players the game waits on for these, or None when it waits on none of them."""
    if s.choice is not None:
        return [s.choice.player]
    if s.window is not None and s.window.asked:
        return [s.window.asked[0]]
    left = bidders_left(s)
    if left:
        return left
    return None
