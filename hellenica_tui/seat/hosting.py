"""Hosting the AI seats: exactly one process plays them, the one holding the save's
host lease (engine.hosting); the others leave them to it. Which bot plays and how
is the AI's business (`ai/`, above this layer): it is handed in as `advance`."""

from __future__ import annotations

from collections.abc import Callable

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.hosting import HostLease


def has_ai(played: Game) -> bool:
    return any(seat.kind == "ai" for seat in played.seats)


def ai_to_act(played: Game, beside_people: bool = False) -> str | None:
    """The AI seat to act next: the first of those who must act when all are AI seats;
    else None, unless `beside_people` (a table of seat-bound screens, where each
    person answers on their own screen): then, while people must answer too, an AI
    seat that may answer now (its place at the start, beside the people's patrons:
    answers the rules take in any order), so the people never wait on it."""
    kinds = {seat.name: seat.kind for seat in played.seats}
    to_act = played.to_act()
    ais = [p for p in to_act if kinds[p] == "ai"]
    if not ais:
        return None
    if len(ais) == len(to_act):
        return to_act[0]
    # Several seats to act are several answers the rules wait for at once (in an order,
    # as the tiles of a map being built, only the next seat is to act).
    return ais[0] if beside_people else None


def host_ai(played: Game, advance: Callable[[Game], int]) -> tuple[int, str]:
    """Let the AI seats act (`advance` plays them until a person must, or the game is
    over, and says how many commands they gave) if this process may host them now:
    how many they gave, and who hosts them instead when another process holds the
    lease (a screen that keeps it while open), else ""."""
    if not has_ai(played) or played.path is None:
        return (advance(played) if has_ai(played) else 0), ""
    with HostLease(played.path) as lease:
        if not lease.take():
            return 0, lease.holder() or "another process"
        return advance(played), ""


class Host:
    """A screen's hold on the host lease: taken the first time it asks, kept until closed."""

    def __init__(self, played: Game) -> None:
        self._lease = HostLease(played.path) if played.path is not None else None

    def hosts(self) -> bool:
        """Whether this process plays the AI seats (it takes the lease when free)."""
        return self._lease is None or self._lease.take()

    def release(self) -> None:
        if self._lease is not None:
            self._lease.release()
