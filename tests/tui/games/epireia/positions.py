"""Games of Epireia set up for the screen's tests: two people at one keyboard."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.seat.opening import new_game
from hellenica_tui.seat.play import Session


def _new(path: str) -> Session:
    made = new_game("epireia", "standard", [Seat("first"), Seat("second")], 7, {}, path, replace=True)
    return Session(made.game, module=made.module)


def developing(path: str) -> str:
    """Round 1's development, First to act: Athens (Archon) against Sparta (Polemarch)."""
    session = _new(path)
    for text in ("city athens", "city sparta", "admin archon", "admin polemarch", "figure pericles", "figure leonidas"):
        session.submit(text)
    session.close()
    return path


def laying_out(path: str) -> str:
    """The Great Battle's armies being laid out, a few tokens of each league down: the
    game played by random commands (one seed) to there."""
    session = _new(path)
    rng = random.Random(11)
    while session.state.phase != "battle_setup":
        options = session.suggestions()
        quiet = [t for t in options if t != "done"] if session.state.phase == "development" else options
        session.submit(rng.choice(quiet or options))
    for player in ("first", "second", "first", "second"):
        places = [t for t in session.suggestions(player) if t.startswith("place ")]
        if places:
            session.submit(places[0], player)
    session.close()
    return path


def fighting(path: str) -> str:
    """The Great Battle under way: each league's first figure leads the center, both
    ready; the center's first column is shown and Second's Lysander is asked to join."""
    laying_out(path)
    session = Session.load(path)
    for player in ("first", "second"):
        session.submit(next(t for t in session.suggestions(player) if t.startswith("lead ")), player)
    for player in ("first", "second"):
        session.submit("ready", player)
    session.close()
    return path
