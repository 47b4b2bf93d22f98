"""What the subcommands share: the one-line failure, opening a save with its notes told,
and the AI's budget options."""

from __future__ import annotations

import os
import sys
import warnings
from typing import Any


class CliError(Exception):
    """A failure to report as one line on stderr."""


def load(path: str) -> Any:
    """The save a name means (`savedgames.find_save`), opened with its game's ruleset;
    what loading mended or noticed is told on stderr."""
    from hellenica_tui.engine.game import Game
    from hellenica_tui.games.registry import RULESETS
    from hellenica_tui.savedgames import find_save

    found = find_save(path)
    if not os.path.lexists(found):
        raise CliError(f"{path}: no such save file")
    with warnings.catch_warnings(record=True):  # a dropped torn frame is reported below
        warnings.simplefilter("always")
        game = Game.load(str(found), RULESETS)
    for note in game.warnings:
        print(f"warning: {note}", file=sys.stderr)
    for note in game.notices:
        print(f"note: {note}", file=sys.stderr)
    return game


def seat(game: Any, name: str | None) -> str | None:
    """The seat `--as NAME` means (any seat, AI or not), or None without it."""
    from hellenica_tui.seat.opening import seat_named

    return seat_named(game, name, person=False) if name else None


def budget(args: Any) -> Any:
    """The expert's budget per decision from --budget-playouts / --budget-seconds."""
    from hellenica_tui.ai.search.budget import Budget

    playouts, seconds = getattr(args, "budget_playouts", None), getattr(args, "budget_seconds", None)
    if playouts is not None and playouts < 0:
        raise CliError("--budget-playouts is a whole number, 0 or more")
    if seconds is not None and seconds <= 0:
        raise CliError("--budget-seconds is a time above 0")
    return Budget(seconds=seconds if seconds is not None else Budget().seconds, playouts=playouts)


def advance_ai(game: Any, args: Any = None) -> tuple[int, str]:
    """Let AI seats act until a person must (or the game is over), if this process may
    host them (seat.hosting): how many commands they gave, and who hosts instead."""
    from hellenica_tui.seat.hosting import has_ai, host_ai

    if not has_ai(game):
        return 0, ""
    from hellenica_tui.ai import bots

    chosen = budget(args) if args is not None else None
    return host_ai(game, lambda played: bots.advance(played, budget=chosen))


def cpu_count() -> int:
    """The CPUs this process may run on (more worker processes only wait for them)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # not on every system
        return os.cpu_count() or 1
