"""The chaos marker moved by an effect, and the world event deck's reshuffle an
effect calls for: the two world-event facts that card effects emit themselves."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.gods.events import (
    ChaosMoved,
)
from hellenica_tui.games.hellenica.mechanics import chaos


def shift_chaos(tx: Tx, steps: int) -> None:
    """Move the chaos marker by an effect: down (triggering) or up (never above players + 1)."""
    s = tx.s
    players = len(s.players)
    if steps >= 0:
        moved = chaos.move_chaos(s.chaos, steps, players)
        tx.emit(ChaosMoved(position=moved.position, triggers=moved.triggers))
    else:
        tx.emit(ChaosMoved(position=min(chaos.chaos_start(players), s.chaos - steps), triggers=0))
