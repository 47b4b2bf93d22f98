"""A trade offer waiting on its answer, and who it waits on (the economy's
`waiting_on` hook; the trades themselves are trade.py's)."""

from __future__ import annotations

from msgspec import UNSET

from hellenica_tui.games.hellenica.core.state import Offer, State


def open_offer(s: State) -> Offer | None:
    """The offer waiting on its answer, if any."""
    return None if s.offer is UNSET else s.offer


def waiting_on(s: State) -> list[str] | None:
    waiting = open_offer(s)
    return [waiting.to] if waiting is not None else None
