"""What one War screen points at: the cursor on the map, the stack chosen and the spaces
it reaches, the dialog asked for. Kept per session (a server runs many screens in one
process), never in the game: nothing here is a command until a key gives one."""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any

from hellenica_tui.games.war import hexes
from hellenica_tui.seat.play import Session


@dataclass
class Pointer:
    col: int = 7
    row: int = 7
    chosen: str = ""  # the space of the stack chosen to move ("" for none)
    reach: dict[str, int] = field(default_factory=dict)  # space -> movement points it costs
    reach_at: int = -1  # the log's length the reach was worked out at
    wants: str = ""  # a dialog asked for by a key: "attack", "recruit", "play", "battle"...
    shown_battle: int = -1  # how many battles of the log were shown in their dialog (-1: none looked at yet)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def space(self) -> str:
        return hexes.label(self.col, self.row)


_POINTERS: weakref.WeakKeyDictionary[Session, Pointer] = weakref.WeakKeyDictionary()


def pointer(session: Session) -> Pointer:
    found = _POINTERS.get(session)
    if found is None:
        found = _POINTERS[session] = Pointer()
    return found
