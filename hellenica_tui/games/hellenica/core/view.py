"""What one player may see of a state.

A view is a `State` with the secrets blanked: other players' Ethos cards
(kept and in hand) become "?" placeholders, so their number stays known; the
order of the Ethos and world-event decks and the seed are never shown. A
spectator (`None`) sees no hand at all.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.core.state import ETHOS, MAP, OVER, PATRON, State, copy_state

HIDDEN = "?"


def view(state: State, player: str | None) -> State:
    seen = copy_state(state)
    seen.seed = 0
    seen.ethos_deck = [HIDDEN] * len(state.ethos_deck)
    seen.world_deck = [HIDDEN] * len(state.world_deck)
    if seen.ai is not None:  # the AI deck's order; the shared Ethos cards until every person has chosen
        seen.ai.deck = [HIDDEN] * len(seen.ai.deck)
        if seen.turn == 1 and seen.phase in (PATRON, ETHOS):
            seen.ai.ethos = [HIDDEN] * len(seen.ai.ethos)
    for name, p in seen.players.items():
        if name == player or (seen.phase == OVER and name in seen.winners):
            continue  # winners reveal their cards
        p.ethos = [HIDDEN] * len(p.ethos)
        p.ethos_hand = [HIDDEN] * len(p.ethos_hand)
    hide_gods(seen, player)
    if not isinstance(seen.layout, msgspec.UnsetType):  # the tiles dealt for building the map, face down
        seen.layout.hands = {p: (h if p == player else [HIDDEN] * len(h)) for p, h in seen.layout.hands.items()}
        # The explorable map's stack is nobody's to see; what the explorer draws is its alone.
        seen.layout.stack = [HIDDEN] * len(seen.layout.stack)
        explorer = seen.layout.exploring[0].player if seen.layout.exploring else ""
        if player != explorer:
            seen.layout.drawn = [HIDDEN] * len(seen.layout.drawn)
            seen.layout.discard = [HIDDEN] * len(seen.layout.discard)
    return seen


SEALED = -1  # a bid placed but not opened yet


def options_secret(state: State, player: str) -> bool:
    """Whether the commands `player` may give now show what only they may see:
    the Ethos cards in their hand, or the options of a question put to them in
    secret. Every other list of commands is worked out from what all can see."""
    if state.phase == ETHOS and state.players[player].ethos_hand:
        return True
    if state.phase == MAP and not isinstance(state.layout, msgspec.UnsetType) and state.layout.hands.get(player):
        return True  # the tiles it may place are its hand
    layout = state.layout
    if not isinstance(layout, msgspec.UnsetType) and layout.drawn and layout.exploring[0].player == player:
        return True  # the tiles it drew while exploring
    choice = state.choice
    return choice is not None and choice.secret and choice.player == player


def hide_gods(seen: State, player: str | None) -> None:
    """Sealed bids of others, others' secret options and the cards they look at."""
    w = seen.world
    if w is not None and w.stage == "bid":
        w.bids = {p: (b if p == player else SEALED) for p, b in w.bids.items()}
    if seen.choice is not None and seen.choice.secret and seen.choice.player != player:
        seen.choice.options = [HIDDEN] * len(seen.choice.options)
    seen.peek = {p: (cards if p == player else [HIDDEN] * len(cards)) for p, cards in seen.peek.items()}
