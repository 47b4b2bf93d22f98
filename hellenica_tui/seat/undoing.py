"""Taking back and putting back, with the refusal in the seat's words: the engine's
sentence opens with a seat's id, told here by its name in the game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hellenica_tui.engine.errors import UndoBlocked
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import Group


def named(blocked: UndoBlocked, names: Mapping[str, str]) -> str:
    """The engine's sentence, opening with the seat's name instead of its id."""
    who = blocked.player
    return names.get(who, who) + blocked.message[len(who):] if who else blocked.message


def undo_refusal(played: Game, player: str | None, names: Mapping[str, str], viewer: Any = ...) -> str | None:
    """Why `player`'s last command (None: the last a person gave) cannot be taken back
    now, as `viewer` may read it (by default `player`; None: the whole table); None
    when it can."""
    refusal = played.undo_refusal(player, viewer=viewer)
    return named(refusal, names) if refusal is not None else None


def undo(played: Game, player: str | None, names: Mapping[str, str], viewer: Any = ...) -> list[Group]:
    """Take back `player`'s last command (and the AI seats' after it): the groups taken
    back; UndoBlocked with the reason in `viewer`'s words when it may not be."""
    try:
        return played.undo(player, viewer=viewer)
    except UndoBlocked as blocked:
        raise UndoBlocked(named(blocked, names), blocked.player) from None


def redo(played: Game, player: str | None = None) -> list[Group]:
    """Put back the commands last taken back (UndoBlocked when there are none); with a
    player, only what that player took back."""
    return played.redo(player)
