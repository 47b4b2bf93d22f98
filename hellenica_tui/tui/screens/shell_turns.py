"""What the shell does between two commands: the AI seats play, one command at a
time at the app's AI speed (tui.aispeed), so a person can follow them; and at a hot
seat (a screen of several people) the screen is covered when the keyboard passes
from one person to another, so nobody sees another's hand.
"""

from __future__ import annotations

from typing import Any

from hellenica_tui.seat.play import Session
from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED


class Turns:
    """One screen's AI bots (kept from command to command) and the last person shown."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.bots: dict[str, Any] = {}
        self.shown: str | None = session.viewer  # whose eyes the screen last showed

    def pause(self, app: Any) -> float:
        return AI_SPEEDS.get(getattr(app, "ai_speed", DEFAULT_SPEED), AI_SPEEDS[DEFAULT_SPEED])

    def ai_due(self) -> bool:
        return self.session.ai_acting() is not None

    def play_one(self) -> list[str]:
        """The next AI seat's command, told as the log tells it; [] if none was due."""
        from hellenica_tui.ai.bots import step

        if not self.ai_due():
            return []
        group = step(self.session.game, self.bots)
        return self.session.tell(group) if group is not None else []

    def hand_off(self) -> str | None:
        """The person the keyboard passes to now, at a hot seat of several people; None
        if it stays with the same one (or the screen is bound to one seat)."""
        session = self.session
        if session.seat is not None or len(session.people) < 2:
            return None
        viewer = session.viewer
        if viewer is None or viewer == self.shown or viewer not in session.to_act():
            return None
        self.shown = viewer
        return viewer
