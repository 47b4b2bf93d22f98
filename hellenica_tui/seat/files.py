"""What a screen bound to one seat may do with files: nothing of its own choosing.

A seat's screen (`play --seat`, and every screen `serve` opens over SSH or the
web) plays its table's save and no other file. Save as would let the person at
the seat write wherever the host's account may write, copy every seat's hidden
cards into a file of their naming, or write over another game's save; and the
copy would leave the table. So a seat's screen has no Save as; a screen of the
whole table (`play --load SAVE`, on the host's own terminal) keeps it.
"""

from __future__ import annotations

SAVE_AS_OFF = "Not saved: a seat's screen plays its table's save only (Save as is for the whole table's screen)."


def save_as_refusal(seat: str | None) -> str:
    """Why a screen bound to `seat` may not Save as ("" for a whole table's screen)."""
    return SAVE_AS_OFF if seat is not None else ""
