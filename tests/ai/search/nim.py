"""A toy game for the generic search: a pile of stones, each player in turn takes
one to three, and who takes the last wins. A hidden coin (seen by nobody) decides
nothing but must be sampled, so the search's sampling path is used."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from hellenica_tui.ai.search.game import Game
from hellenica_tui.engine.errors import IllegalCommand

A, B = "a", "b"


@dataclass(frozen=True)
class Nim:
    pile: int
    mover: str = A
    coin: int = 0  # a secret nobody sees
    winner: str = ""


class Rules:
    def to_act(self, s: Nim) -> list[str]:
        return [] if s.winner else [s.mover]

    def legal(self, s: Nim, player: str) -> list[int]:
        return [n for n in (1, 2, 3) if n <= s.pile] if player == s.mover and not s.winner else []

    def copy(self, s: Nim) -> Nim:
        return s

    def apply(self, s: Nim, player: str, command: int, rng: random.Random) -> Nim:
        if command not in self.legal(s, player):
            raise IllegalCommand(f"{player} cannot take {command}", "nim")
        pile = s.pile - command
        return replace(s, pile=pile, mover=B if player == A else A, winner=player if pile == 0 else "")

    def is_over(self, s: Nim) -> bool:
        return bool(s.winner)

    def winners(self, s: Nim) -> list[str]:
        return [s.winner] if s.winner else []


def observe(s: Nim, seat: str) -> tuple[int, str, str]:
    return (s.pile, s.mover, s.winner)


def sample(seen: tuple[int, str, str], rng: random.Random) -> Nim:
    pile, mover, winner = seen
    return Nim(pile, mover, rng.randint(0, 1), winner)


def evaluate(s: Nim, seat: str) -> float:
    """Exact: the player to move loses when the pile is a multiple of four."""
    to_move_wins = s.pile % 4 != 0
    return 1.0 if to_move_wins == (seat == s.mover) else 0.0


def game(*, horizon_plies: int | None = None) -> Game[Nim, int, tuple[int, str, str]]:
    """Playouts to the end (by uniform random play), or cut off after
    `horizon_plies` stones taken and judged exactly."""

    def horizon(start: Nim, s: Nim) -> bool:
        return horizon_plies is not None and start.pile - s.pile >= horizon_plies

    return Game(core=Rules(), observe=observe, sample=sample, evaluate=evaluate, horizon=horizon)
