"""Epireia on the shell: the board (where the round stands, the Act, the Great
Battle's grid while it is fought, the map of spaces), panes of the city boards, the
leagues and the Act, keys for each phase's common commands, and a reference of the
scenario's data and the rules pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import RenderableType

from hellenica_tui.seat.play import Session
from hellenica_tui.tui.games.epireia import keys, mapdraw, panes
from hellenica_tui.tui.games.epireia import words as w
from hellenica_tui.tui.games.ui import GameKey, Pane, ShellUI


class EpireiaUI(ShellUI):
    id = "epireia"

    def board(self, session: Session, view: Any) -> RenderableType:
        return mapdraw.board(session, view)

    def panes(self) -> Sequence[Pane]:
        return (
            Pane("cities", "c", "Cities", panes.cities),
            Pane("leagues", "t", "Leagues", panes.leagues),
            Pane("act", "x", "Act", panes.act),
        )

    def key_bindings(self) -> Sequence[GameKey]:
        return keys.bindings()

    def dialog(self, session: Session) -> Any:
        return keys.dialog(session)

    def reference(self) -> Sequence[tuple[str, str]]:
        from hellenica_tui.tui.games.epireia.reference import entries

        return entries()

    def end_lines(self, session: Session) -> list[str]:
        view = session.view()
        if not view["winner"]:
            return ["The game is over."]
        league = view["winner"]
        members = ", ".join(session.name(c["name"]) for c in view["cities"] if c["league"] == league)
        who = f" ({members})" if members else ""
        lines = [f"Winner: the {league.capitalize()} League{who}; {view['reason']}.", ""]
        if view["solo"]:  # one player against the enemy cities
            won = view["cities"][0]["league"] == league
            lines[1:1] = [f"You {'won' if won else 'lost'} the solo scenario {w.content_of(view).solos[view['solo']].title}.", ""]
        battle = view["battle"]
        if battle:
            content = w.content_of(view)
            for front in content.fronts:
                won = battle["fronts"].get(front.id)
                columns = ", ".join(
                    {"delian": "D", "peloponnesian": "P", "": "tie"}.get(battle["columns"].get(f"{front.id}-{c}", "-"), "-")
                    for c in range(1, len(front.columns) + 1)
                )
                lines.append(f"{front.name}: {w.LEAGUE_NAME[won] + ' League' if won else 'nobody'} (columns: {columns})")
        return lines


UI = EpireiaUI()
