"""A two-person game brought to an invocation window: Athens and Sparta play through
the setup, then Sparta, holding temples to Zeus and Poseidon and Favor, is asked in
the window before Athens' action (or during Athens' movement)."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.state import Stack, Upgrade, Window
from hellenica_tui.seat.session import GameSession

TEMPLES = ("zeus", "zeus", "poseidon", "poseidon")  # Lightning Strike before an action; Fair Winds, Storms at Sea


def window_session(
    path: str, kinds: tuple[str, ...] = ("action", "movement"), favor: int = 3, seed: int = 5,
) -> GameSession:
    session = GameSession.new(["athens", "sparta"], seed, {"responses": "all", "movement_window": True}, path=path)
    while session.state.phase != "action":
        session.submit(session.suggestions()[0])
    s = session.state
    assert s.active == "athens"
    sparta = s.areas["sparta"]
    sparta.slots = [Upgrade("temple", "active", d) for d in TEMPLES] + [None] * (len(sparta.slots) - len(TEMPLES))
    s.players["sparta"].favor = favor
    s.areas["athens"].units["athens"] = Stack({"hoplite": 2}, {}, {})
    s.window = Window(kinds=list(kinds), asked=["sparta"])
    return session
