"""A two-person game brought to a combat: Athens and Sparta play through the setup,
then armies are placed by hand (as the rules tests do) and Athens marches on Megara,
where Sparta stands. Athens holds favor and a temple, so a combat invocation window
asks it first."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.state import Stack
from hellenica_tui.seat.session import GameSession


def combat_session(path: str, seed: int = 5) -> GameSession:
    # the balanced tables variant: its two-player map is the one the combat dialog pictures were drawn with
    session = GameSession.new(["athens", "sparta"], seed, {"responses": "involved", "rules": "balanced"}, path=path)
    while session.state.phase != "action":
        session.submit(session.suggestions()[0])
    s = session.state
    assert s.active == "athens"
    s.areas["athens"].units["athens"] = Stack({"hoplite": 2, "elite_hoplite": 1, "cavalry": 1, "hero": 1}, {}, {})
    s.areas["megara"].units["sparta"] = Stack({"hoplite": 2, "cavalry": 1}, {}, {})
    session.submit("supply movement athens from athens")
    return session


def march(session: GameSession) -> None:
    """Athens moves everything into Megara: the combat begins."""
    session.submit("move all to megara")
    assert session.state.combat is not None
