"""War games for the screen's tests: a new save with the homes chosen, and a position
made by hand (a stack of each side face to face) so that a battle comes within a turn."""

from __future__ import annotations

from pathlib import Path

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.war.state import Unit
from hellenica_tui.seat.opening import new_game

SEED = 11


def war_save(tmp: Path, people: tuple[str, ...] = ("alpha", "beta"), ai: tuple[str, ...] = (), homes=("athens", "thebes")) -> str:
    """A two-or-more player game saved in `tmp`, each home chosen (through the rules)."""
    path = str(tmp / "war.hsav")
    seats = [Seat(p) for p in people] + [Seat(p, "ai", "random") for p in ai]
    made = new_game("war", "aegean", seats, SEED, {}, path, replace=True)
    game = made.game
    for seat, home in zip(seats, homes, strict=False):
        game.apply(f"home {home}", seat.name)
    game.close()
    return path


def face_to_face(state, attacker: str, defender: str, at: str = "G8", near: str = "F8") -> None:
    """A prepared position: three armies of `attacker` in `near`, one of `defender` in `at`."""
    for owner, space, n in ((attacker, near, 3), (defender, at, 1)):
        for _ in range(n):
            state.units.append(Unit(id=state.next_unit, owner=owner, kind="army", space=space))
            state.next_unit += 1
