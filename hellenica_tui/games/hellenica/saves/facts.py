"""What a list of saved games tells of each Hellenica game: the turn and the winners,
found from the end of its log (`engine.peek`) without folding the game."""

from __future__ import annotations

from hellenica_tui.engine.peek import Peek
from hellenica_tui.games.hellenica.turn.events import GameWon, TurnBegan

# A turn of a seven-player game is a few hundred commands; a walk this long
# means something is odd, and the turn is left unknown rather than read on.
MAX_WALK = 20_000


def turn_and_winners(peek: Peek) -> tuple[int | None, tuple[str, ...]]:
    """The turn the game is in (None if the log cannot be read back) and who won (empty if nobody yet)."""
    winners: tuple[str, ...] = ()
    for walked, group in enumerate(peek.groups()):
        if walked >= MAX_WALK:
            return None, winners
        for event in reversed(group.events):
            if isinstance(event, GameWon) and not winners:
                winners = tuple(event.winners)
            elif isinstance(event, TurnBegan):
                return event.turn, winners
    return (1 if peek.reached_start else None), winners
