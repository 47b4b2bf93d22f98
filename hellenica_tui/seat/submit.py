"""Giving a command as a seat: accepted into the log, or refused with why not."""

from __future__ import annotations

from collections.abc import Mapping

from hellenica_tui.engine.errors import CommandError, Superseded
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import Group
from hellenica_tui.seat.opening import module_of


def submit(played: Game, text: str, player: str, names: Mapping[str, str] | None = None) -> Group:
    """`player`'s command `text` decided on the game as its file has it, and logged.

    A refusal is the CommandError raised, its `why` set to the game's one-line
    account (the rule that refused it, who may or when); when others acted first,
    Superseded names them by `names` (their names in the game)."""
    text = text.strip()
    try:
        return played.apply(text, player)
    except Superseded as refused:
        shown = names or {}
        raise Superseded(refused.reason, tuple(shown.get(p, p) for p in refused.players)) from None
    except CommandError as error:
        error.why = module_of(played).why_not(played.state, player, text, error)
        raise
