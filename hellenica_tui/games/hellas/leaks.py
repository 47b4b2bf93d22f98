"""What a view of Hellas must never show (the conformance suite's check): another
player's cards (only how many of each god), the cards its viewer drew in a Burst
still under way (only their gods), and the order of the tile stack or of a God deck
(only their sizes)."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellas.content import by_hash
from hellenica_tui.games.hellas.state import State
from hellenica_tui.games.hellas.view import own_hand, unseen


def leaks(state: State, view: dict[str, Any], viewer: str | None) -> list[str]:
    idx = by_hash(state.content_hash)
    found = []
    own = own_hand(state, viewer) if viewer in state.hands else []
    if view["hand"] != own:
        found.append("a hand that is not the viewer's own, or cards it has not seen yet")
    if viewer is not None and view["unseen"] != sorted(idx.cards[c].god for c in unseen(state, viewer)):
        found.append("more of the unseen cards than their gods")
    if view["unseen"] and view["fresh"]:
        found.append("the fresh cards of a Burst under way")
    if viewer is None and (view["unseen"] or view["fresh"]):
        found.append("a player's cards to a spectator")
    for player, backs in view["hands"].items():
        if not all(isinstance(n, int) for n in backs.values()):
            found.append(f"the cards of {player}'s hand, not only their backs")
    if not isinstance(view["stack"], int):
        found.append("the tile stack's order")
    if not all(isinstance(n, int) for n in view["decks"].values()):
        found.append("a God deck's order")
    return found
