"""The dice game's UI on the shell: the board is a text pane (the scores, the pot,
the deck, the viewer's hand), one pane of the hands' sizes, and a key for each of
its commands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.ui import GameKey, Pane, ShellUI, given

RULES = (
    ("Turn", "On your turn roll two dice: their sum goes into the pot, but a double one loses it. "
             "Bank the pot to add it to your score and end your turn, or pass to end it with nothing."),
    ("Cards", "Draw a card (a number) into your hand; play one to add it to the pot, or discard one face down."),
    ("Bets", "Bet 1, 2 or 3 from your score: it goes into the pot."),
    ("End", "The first to reach the target score wins."),
)


def _board(session: Session, view: Any) -> RenderableType:
    table = Table(title=f"Pot {view['pot']}, deck {view['deck']} cards", expand=False)
    table.add_column("Player")
    table.add_column("Score", justify="right")
    table.add_column("Cards", justify="right")
    for player, score in view["scores"].items():
        name = session.name(player) + (" (to play)" if player == view["to_act"] and not session.is_over() else "")
        table.add_row(name, str(score), str(view["hand_sizes"].get(player, 0)))
    hand = " ".join(map(str, view["hand"])) or "no cards"
    who = session.viewer
    return Group(table, Text(f"{session.name(who)}'s hand: {hand}" if who else ""))


def _hands(session: Session, view: Any) -> Text:
    return Text("\n".join(f"{session.name(p)}: {n} cards" for p, n in view["hand_sizes"].items()))


def _first(verb: str) -> Any:
    """A key that plays the lowest card of the hand (`play` or `discard`)."""

    def command(session: Session) -> str | None:
        found = sorted((t for t in session.suggestions() if t.startswith(verb + " ")), key=lambda t: int(t.split()[1]))
        return found[0] if found else None

    return command


class DiceUI(ShellUI):
    id = "dicegame"

    def board(self, session: Session, view: Any) -> RenderableType:
        return _board(session, view)

    def panes(self) -> Sequence[Pane]:
        return (Pane("hands", "h", "Hands", _hands),)

    def key_bindings(self) -> Sequence[GameKey]:
        return (
            GameKey("o", "Roll", given("roll")),
            GameKey("d", "Draw", given("draw"), refused="The deck is empty, or it is not your turn."),
            GameKey("k", "Bank", given("bank")),
            GameKey("x", "Pass", given("pass")),
            GameKey("u", "Play lowest", _first("play"), refused="No card to play.", show=False),
            *(GameKey(str(n), f"Bet {n}", given(f"bet {n}"), show=False) for n in (1, 2, 3)),
        )

    def reference(self) -> Sequence[tuple[str, str]]:
        return RULES


UI = DiceUI()
