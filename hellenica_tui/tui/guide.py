"""The guided first game on the game screen, as text: the step shown, what it
points at, the command F2 reveals. The lessons and where a game stands in them
are the rules' table's (games/hellenica/table/lessons.py); this module only puts
them in words for the lesson box. No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.table.lessons import Lesson, Now, is_guided, lesson, now
from hellenica_tui.seat.session import GameSession

WHERE = {
    "status": "the top line", "map": "the map", "side": "the panel beside the map", "log": "the log beside the map",
    "prompt": "the prompt",
}
PANE = {"side": "boards", "log": "log"}  # the side pane a step about it shows


@dataclass(frozen=True)
class Told:
    text: Text
    points: str  # the part of the screen outlined (lessons.POINTS)
    pane: str  # the side pane to show ("" to leave it)


class Guide:
    def __init__(self, session: GameSession, found: Lesson) -> None:
        self.session = session
        self.lesson = found
        self.closed = False
        self._revealed = -1  # the step whose command F2 showed

    @classmethod
    def of(cls, session: GameSession) -> Guide | None:
        """The guide of `session` when it is a game of the first lesson."""
        found = lesson(scenario="classic")
        return cls(session, found) if is_guided(found, session.state) else None

    def now(self) -> Now:
        me, game = self.lesson.player, self.session.game
        given = [RULESET.format(group.command) for group in game.log if group.player == me]
        legal = sorted(RULESET.format(c) for c in game.legal_commands(me)) if me in self.session.to_act() else []
        return now(self.lesson, given, legal)

    def page(self) -> str:
        return "" if self.closed else self.now().step.page

    def reveal(self) -> None:
        """Show the step's command; on the last step, let go."""
        at = self.now()
        if at.done:
            self.closed = True
        self._revealed = at.number

    def told(self) -> Told:
        at = self.now()
        step = at.step
        text = Text()
        text.append(f"Guide {at.number}/{at.of}: {step.title}", style="bold")
        text.append(f" · look at {WHERE[step.points]}", style="italic")
        text.append("\n" + " ".join(step.text.split()))
        if at.done:
            pass
        elif not at.command:
            text.append("\nThe others are acting; . lets them finish at once.", style="italic")
        elif at.off_script:
            text.append("\nThe game asks you something else first (see under the prompt). ", style="italic")
        if at.command and self._revealed == at.number:
            text.append("\nType: ", style="bold")
            text.append(at.command, style="bold reverse")
        elif at.command:
            text.append("  F2 shows the command.", style="italic")
        return Told(text, step.points, PANE.get(step.points, ""))
