"""What one player may see: everything on the table, his own hand, and of the others'
hands and the deck only how many cards they hold."""

from __future__ import annotations

from typing import Any

import msgspec

from hellenica_tui.games.war.state import State


def view(state: State, player: str | None) -> dict[str, Any]:
    players = {}
    for name, p in state.players.items():
        seen = msgspec.to_builtins(p)
        seen["hand"] = list(p.hand) if name == player else []
        seen["seen"] = {k: list(v) for k, v in p.seen.items()} if name == player else {}
        seen["hand_size"] = len(p.hand)
        players[name] = seen
    return {
        "scenario": state.scenario,
        "turn": state.turn,
        "phase": state.phase,
        "to_act": "" if state.phase == "over" else state.active,
        "order": list(state.order),
        "players": players,
        "cities": {c: msgspec.to_builtins(city) for c, city in state.cities.items()},
        "units": [msgspec.to_builtins(u) for u in state.units],
        "deck": len(state.deck),
        "discard": list(state.discard),  # discards are played or dropped face up
        "winners": list(state.winners),
        "pending": msgspec.to_builtins(state.pending) if state.pending else None,  # an attack declared, its cards shown
        "pending_revolt": state.pending_revolt,
        "truce_by": state.truce_by,
    }
