"""The list a player sees on connecting with a claim to seats in several games.

Plain lines on the terminal before any game screen opens: one key picks a game
(1-9, then a-z), `q` leaves. Written for a raw terminal (each line ends in
"\\r\\n"), and cut to the terminal's width.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import msgspec

from hellenica_tui.engine.text import clip
from hellenica_tui.serve.claims import SeatClaim

KEYS = "123456789abcdefghijklmnoprstuvwxyz"  # no q: it leaves
LEAVE = "q"
HIDE_CURSOR, SHOW_CURSOR = "\x1b[?25l", "\x1b[?25h"
CLEAR = "\x1b[H\x1b[2J"


def status(claim: SeatClaim) -> str:
    """The game's line as the lobby tells it (whose turn, "▶ ... YOUR TURN" first), named by
    the save's name alone."""
    from hellenica_tui.lobby import lobby_line, lobby_row

    row = lobby_row(Path(claim.save), claim.seat)
    return lobby_line(msgspec.structs.replace(row, path=Path(claim.game)))


def menu(seats: Sequence[SeatClaim], width: int, note: str = "") -> str:
    """The whole list as the terminal shows it: cleared screen, one line a game."""
    lines = ["Your seats at the served games:", ""]
    for key, claim in zip(KEYS, seats, strict=False):
        lines.append(f"  {key} {status(claim)}")
    lines += ["", f"Press the key of a game to open it, {LEAVE} to leave."]
    if note:
        lines += ["", note]
    width = max(width, 20)
    return CLEAR + HIDE_CURSOR + "".join(clip(line, width) + "\r\n" for line in lines)


def chosen(key: str, seats: Sequence[SeatClaim]) -> SeatClaim | None:
    """The seat a key picks, None for any other key."""
    index = KEYS.find(key.lower()) if len(key) == 1 else -1
    return seats[index] if 0 <= index < len(seats) else None


def offered(seats: Sequence[SeatClaim]) -> list[SeatClaim]:
    """The seats the list can offer (one key each)."""
    return list(seats[: len(KEYS)])
