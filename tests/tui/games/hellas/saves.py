"""Hellas games for the screens' tests: a new one (Light and Dark at one keyboard, or
against the AI), and one played on by the greedy bot for both seats until a moment a
test wants, all from a fixed seed so the screens show the same every run."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.seat.opening import new_game
from hellenica_tui.seat.play import Session

SEED = 3


def hellas_save(tmp: Path, name: str = "hellas", until: Callable[[Any], bool] | None = None,
                dark_ai: str | None = None, seed: int = SEED) -> str:  # fmt: skip
    """A new game of Hellas in `tmp`; with `until`, played by the greedy bot for both
    seats until `until(state)` holds (or the game ends)."""
    path = str(tmp / f"{name}.hsav")
    dark = Seat("dark", "ai", dark_ai) if dark_ai else Seat("dark")
    made = new_game("hellas", "standard", [Seat("light"), dark], seed, {}, path, replace=True)
    session = Session(made.game, module=made.module)
    if until is not None:
        bot = made.module.bot("greedy")
        game = made.game
        for _ in range(5000):
            if session.is_over() or until(game.state):
                break
            player = game.to_act()[0]
            game.apply(bot.command(game.state, player, len(game.log)), player)
    session.close()
    return path


def choosing(turn: int) -> Callable[[Any], bool]:
    """Light's choice of the turn `turn` (or a later one) is waited for."""
    return lambda s: s.turn >= turn and s.phase == "choose" and s.current == 0


def defending(s: Any) -> bool:
    """Dark's city is attacked, and Light must answer."""
    return s.phase == "defence" and s.current == 1
