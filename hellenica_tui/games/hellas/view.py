"""What one player may see (`view`): everything on the table, the number of cards of
each god in every hand (their backs show the god), the player's own cards except
those drawn in a Burst still under way (it knows only their god), and of the tile
stack and the God decks only how many they hold. What the rules read that every
player saw happen (the regrouping's moves, the tiles put under the stack since one
was laid) is in it too, so a view holds all a search needs besides the secrets."""

from __future__ import annotations

from typing import Any

from hellenica_tui.games.hellas.content import Index, by_hash
from hellenica_tui.games.hellas.state import State


def unseen(s: State, player: str) -> list[str]:
    """The cards `player` drew and may not look at yet: those of its Burst under way."""
    if s.phase == "burst" and s.players[s.current] == player:
        return list(s.fresh[player])
    return []


def own_hand(s: State, player: str) -> list[str]:
    hand = list(s.hands[player])
    for card in unseen(s, player):
        hand.remove(card)
    return sorted(hand)


def view(s: State, player: str | None, idx: Index | None = None) -> dict[str, Any]:
    idx = idx if idx is not None else by_hash(s.content_hash)
    backs = {p: {g: sum(1 for c in h if idx.cards[c].god == g) for g in idx.god_ids} for p, h in s.hands.items()}
    attack = None
    if s.attack is not None:
        attack = {"target": s.attack.target, "sent": dict(s.attack.sent), "land": s.attack.land,
                  "bonus": s.attack.bonus, "defence": s.attack.defence}  # fmt: skip
    out: dict[str, Any] = {
        "viewer": player,
        "content_hash": s.content_hash,
        "players": list(s.players),
        "phase": s.phase,
        "to_move": s.players[s.current],
        "turn": s.turn,
        "map": {t: list(p) for t, p in s.placed.items()},
        "owner": dict(s.owner),
        "greeks": dict(s.greeks),
        "ships": dict(s.ships),
        "greek_supply": dict(s.greek_supply),
        "ship_supply": dict(s.ship_supply),
        "drawn": s.drawn,
        "aside": list(s.aside),
        "stack": len(s.stack),
        "decks": {g: len(d) for g, d in s.decks.items()},
        "discards": {g: list(d) for g, d in s.discards.items()},
        "hands": backs,
        "actions": s.actions,
        "fair_wind": s.fair_wind,
        "attack": attack,
        "regroup_into": s.regroup_into,
        "gave": list(s.gave),
        "took": list(s.took),
        "failed": s.failed,
        "closed_at": s.closed_at,
        "winner": s.winner,
        "reason": s.reason,
        "hand": [],
        "unseen": [],
        "fresh": [],
    }
    if player in s.hands:
        out["hand"] = own_hand(s, player)
        out["unseen"] = sorted(idx.cards[c].god for c in unseen(s, player))
        out["fresh"] = [] if out["unseen"] else sorted(s.fresh[player])  # drawn this turn, seen once the Burst ends
    return out
