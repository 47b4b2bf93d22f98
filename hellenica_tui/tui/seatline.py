"""The table at a glance, for a screen bound to one seat: whose turn it is and what
every seat is waiting for, on one line that is always on screen.

When the seat must act the line opens with a mark in letters ("▶ YOUR TURN"),
never a colour alone; the screen rings the terminal's bell when that begins
(`turn_began`). Everything here is plain text, worked out without Textual.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import msgspec

YOUR_TURN = "▶ YOUR TURN"


class SeatState(msgspec.Struct, frozen=True):
    seat: str
    name: str  # the city-state's name
    ai: bool
    acting: bool  # among those who must act now
    level: str = ""  # the level a player chose for its AI ("hard"), "" at the normal one


def seat_states(
    seats: Sequence[str], names: Mapping[str, str], ai: set[str], to_act: Sequence[str],
    levels: Mapping[str, str] | None = None,
) -> list[SeatState]:
    """`levels`: the AI seats played at a level a player chose other than normal ("hard")."""
    levels = levels or {}
    return [SeatState(s, names.get(s, s), s in ai, s in to_act, levels.get(s, "")) for s in seats]


def seat_line(states: Sequence[SeatState], seat: str, over: bool, width: int) -> str:
    """The line for `seat`'s screen, at most `width` characters: longer forms first."""
    text = ""
    for level in range(4):
        text = _line(states, seat, over, level)
        if len(text) <= width:
            return text
    return text[: max(0, width - 3)] + "..."


def _label(state: SeatState, level: int) -> str:
    name = state.name if level < 2 else state.name[:3]
    if not state.ai or level >= 3:
        return name
    return f"{name} (AI, {state.level})" if state.level and level < 2 else f"{name} (AI)"


def _line(states: Sequence[SeatState], seat: str, over: bool, level: int) -> str:
    if over:
        return "The game is over." if level < 3 else "Over."
    me = next((s for s in states if s.seat == seat), None)
    acting = [s for s in states if s.acting and s.seat != seat]
    waiting = [s for s in states if not s.acting and s.seat != seat]
    parts: list[str] = []
    if me is not None and me.acting:
        parts.append(f"{YOUR_TURN}, {me.name}" if level < 2 else YOUR_TURN)
        if acting:
            parts.append(("also to act: " if level < 1 else "also: ") + ", ".join(_label(s, level) for s in acting))
    elif acting:
        parts.append(("You wait for " if level < 1 else "Waiting for ") + ", ".join(_label(s, level) for s in acting))
    else:
        parts.append("Nobody has to act")
    if waiting and level < 3:
        parts.append(("waiting with you: " if level < 1 else "waiting: ") + ", ".join(_label(s, level) for s in waiting))
    return " · ".join(parts)


class TurnBell:
    """Tells when the seat's turn begins (it was not among those to act, and now is)."""

    def __init__(self, acting: bool) -> None:
        self.acting = acting

    def turn_began(self, acting: bool) -> bool:
        began = acting and not self.acting
        self.acting = acting
        return began
