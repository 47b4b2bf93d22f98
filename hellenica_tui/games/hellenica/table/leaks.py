"""What a view must hide: each check says what of another seat's secrets, or of what
nobody may know, a view shows (the house's conformance suite runs it on every view)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.games.hellenica.core.view import HIDDEN, SEALED


def leaks(state: State, seen: State, viewer: str | None) -> list[str]:
    """What `seen` (the view of `state` made for `viewer`) shows that it must not."""
    found: list[str] = []
    if seen.seed != 0:
        found.append("the seed")
    for deck in ("ethos_deck", "world_deck"):
        if set(getattr(seen, deck)) - {HIDDEN} or len(getattr(seen, deck)) != len(getattr(state, deck)):
            found.append(f"the order of the {deck.replace('_', ' ')}")
    over = state.phase == "over"
    for name, p in seen.players.items():
        real = state.players[name]
        if name == viewer or (over and name in state.winners):
            continue
        if set(p.ethos) - {HIDDEN} or set(p.ethos_hand) - {HIDDEN}:
            found.append(f"{name}'s Ethos cards")
        if len(p.ethos) != len(real.ethos) or len(p.ethos_hand) != len(real.ethos_hand):
            found.append(f"a wrong count of {name}'s Ethos cards")
    if state.ai is not None and seen.ai is not None and set(seen.ai.deck) - {HIDDEN}:
        found.append("the order of the AI deck")
    if state.world is not None and seen.world is not None and state.world.stage == "bid":
        for name, bid in seen.world.bids.items():
            if name != viewer and bid != SEALED:
                found.append(f"{name}'s sealed bid")
    secret = state.choice is not None and state.choice.secret and state.choice.player != viewer
    if secret and (seen.choice is None or set(seen.choice.options) - {HIDDEN}):
        assert state.choice is not None
        found.append(f"{state.choice.player}'s secret options")
    for name, cards in seen.peek.items():
        if name != viewer and set(cards) - {HIDDEN}:
            found.append(f"the cards {name} looks at")
    return found
