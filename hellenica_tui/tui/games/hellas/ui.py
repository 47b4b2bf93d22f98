"""Hellas's UI on the shell: the map on the shell's hex board (board.py) with the tile
being laid under its cursor (the arrows or a click put it on a legal spot, t turns
the tile, Enter or a click on the cursor lays it), the players' supplies and hands,
the God cards, a list of every command legal now, the cards to play, and the answer to an attack asked on the opponent's turn."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text
from textual.screen import Screen

from hellenica_tui.seat.board.hexboard import HexBoard
from hellenica_tui.seat.play import Session
from hellenica_tui.tui.flavour import Flavour
from hellenica_tui.tui.games.hellas import board, panes
from hellenica_tui.tui.games.hellas.placing import placing, rotate
from hellenica_tui.tui.games.hellas.words import said
from hellenica_tui.tui.games.ui import GameKey, Give, Pane, ShellUI, can, given

Local = Callable[[Session], "str | Give | None"]  # a key of the screen alone (GameKey "local")


def _turn(session: Session) -> str | None:
    return "" if rotate(placing(session)) else None


def _lay(session: Session) -> str | Give | None:
    p = placing(session)
    found = p.commands()
    if len(found) == 1:
        return Give(found[0])
    if not found:
        return None
    idx = panes.index(session.view())
    title = (
        "Which ship goes home, and where the new city's Greek comes from?"
        if any(" from " in t for t in found)
        else ("Which ship goes home?")
    )
    p.choice = (title, [(said(t, idx), t) for t in found])
    return ""


def _listed(verbs: tuple[str, ...], title: str) -> Local:
    """A key opening the list of the commands legal now (of `verbs`, if given)."""

    def command(session: Session) -> str | None:
        found = [t for t in session.suggestions() if not verbs or t.split()[0] in verbs]
        if not found:
            return None
        idx = panes.index(session.view())
        placing(session).choice = (title, [(said(t, idx), t) for t in found])
        return ""

    return command


def _local(key: str, description: str, command: Local, refused: str, now: Callable[[Session], bool] | None = None,
           ) -> GameKey:  # fmt: skip
    """A key of the screen alone: its refusal said when it can do nothing now."""

    def said(session: Session) -> str | Give:
        done = command(session)
        return f"{description}: {refused}" if done is None else done

    return GameKey(key, description, said, refused=refused, kind="local", now=now)


class HellasUI(ShellUI):
    id = "hellas"
    board_enter = "Lay tile"

    def board(self, session: Session, view: Any) -> RenderableType:
        """Above the map: what is asked, the tile drawn (where it goes, whether it
        fits), what the map's marks mean (the players are in their pane, h)."""
        idx = panes.index(view)
        parts: list[RenderableType] = [Text(panes.asked(session, view), style="bold")]
        drawn = idx.tiles.get(view["drawn"]) if view["drawn"] else None
        p = placing(session) if view["viewer"] is not None else None
        temple = " (temple)" if drawn is not None and drawn.temple else ""
        if p is not None and p.spots and drawn is not None:
            turns = p.turns()
            where = f"{p.cursor[0]},{p.cursor[1]}" if p.cursor is not None else ""
            fit = "fits" if p.fits() else "does not fit: t turns it"
            fit += f"; {len(turns)} of 6 turns fit here"
            parts.append(Text(f"{drawn.name}{temple} at {where}, turn {p.turn} ({fit}): arrows move, t turns, Enter lays."))
        elif drawn is not None:
            parts.append(Text(f"Tile drawn: {drawn.name}{temple}"))
        parts.append(Text(board.LEGEND, style="dim"))
        return Group(*parts)

    def hex_board(self, session: Session, view: Any) -> HexBoard | None:
        idx = panes.index(view)
        letters = panes.letters(session, view)
        drawn = idx.tiles.get(view["drawn"]) if view["drawn"] else None
        p = placing(session) if view["viewer"] is not None else None
        if p is not None and p.spots and drawn is not None:
            return board.filled(view, idx, letters, frozenset(p.spots), p.cursor, drawn, p.turn)
        return board.filled(view, idx, letters)

    def board_moved(self, session: Session, cell: str) -> str | None:
        """On a legal spot, the tile drawn goes there (at a turn that fits, if its own
        does not); elsewhere, what is laid there."""
        p = placing(session)
        spot = board.spot_of(cell)
        if spot is not None and spot in p.spots:
            if spot != p.cursor:
                p.cursor = spot
                if p.turn not in p.spots[spot]:
                    p.turn = min(p.spots[spot])
            return None
        view = session.view()
        return board.said(view, panes.index(view), {q: session.name(q) for q in view["players"]}, cell)

    def board_selected(self, session: Session, cell: str) -> str | Give | None:
        p = placing(session)
        spot = board.spot_of(cell)
        if not p.spots:
            return "Lay tile: no tile of yours to lay now."
        if spot not in p.spots:
            return "Lay tile: a tile goes on a dotted spot (the arrows or a click put it there)."
        self.board_moved(session, cell)
        found = _lay(session)
        return "Lay tile: no tile of yours to lay now." if found is None else found

    def board_enter_now(self, session: Session) -> bool:
        return bool(placing(session).spots)

    def palette(self, flavour: Flavour, scenario: str) -> Any:
        return board.palette(flavour)

    def panes(self) -> Sequence[Pane]:
        return (Pane("players", "h", "Players", panes.players_pane), Pane("cards", "k", "God cards", panes.cards_pane))

    def key_bindings(self) -> Sequence[GameKey]:
        # The phase's own keys come first in the footer, and only while they can act.
        return (
            GameKey("b", "Burst", given("burst"), refused="A Burst is chosen at the start of your turn.",
                    now=can("burst")),
            GameKey("y", "Voyage", given("voyage"), refused="No Voyage now (it needs a ship and a tile).",
                    now=can("voyage")),
            _local("a", "Attack", _listed(("attack", "send", "strike"), "Attack"), "No attack now.",
                   now=can("attack", "send", "strike")),
            GameKey("x", "Stop Burst", given("stop"), refused="No Burst under way.", now=can("stop")),
            GameKey("e", "End turn", given("end"), refused="The turn ends after the regrouping.", now=can("end")),
            GameKey("n", "Stand", given("stand"), refused="Only the defender of an attack stands.", now=can("stand")),
            _local("p", "Play card", _listed(("play",), "The God cards you may play now"),
                   "No card you may play now (cards drawn this turn wait for your next).", now=can("play")),
            _local("t", "Turn tile", _turn, "No tile of yours to lay now.", now=self.board_enter_now),
            _local("c", "Commands", _listed((), "Every command you may give now"), "Nothing for you to do now."),
        )  # fmt: skip

    def dialog(self, session: Session) -> Screen[Any] | None:
        from hellenica_tui.tui.screens.shell_choice import PICKING, ChoiceDialog

        p = placing(session)
        if p.choice is not None:
            (title, choices), p.choice = p.choice, None
            return ChoiceDialog(title, choices, PICKING)
        view = session.view()
        viewer = session.viewer
        asked = view["phase"] == "defence" and viewer in session.to_act() and not session.is_ai(viewer)
        if not asked or p.asked == p.at:
            return None
        p.asked = p.at  # asked once: Escape leaves it to the keys (p, n)
        idx = panes.index(view)
        a = view["attack"]
        target = idx.tiles[a["target"]].name
        note = (f"{session.name(view['to_move'])} attacks {target} with {sum(a['sent'].values()) + a['bonus']} "
                f"against {view['greeks'][a['target']] + a['defence']}. A card marked to answer an attack adds "
                "to your side; p and n do the same from the board.")  # fmt: skip
        choices = [(said(t, idx), t) for t in session.suggestions() if t.startswith("play ")]
        if not choices:
            note += " None of your cards may answer it: you stand."
        choices.append((said("stand", idx), "stand"))
        return ChoiceDialog(f"Your city {target} is attacked", choices, note)

    def reference(self) -> Sequence[tuple[str, str]]:
        from hellenica_tui.games.hellas.pages import pages

        return [(page.title, page.text) for page in pages()]

    def retell(self, session: Session) -> bool:
        """The log names the cards a player drew in a Burst once it is over: told again then."""
        p = placing(session)
        viewer = session.viewer
        state = session.state
        bursting = state.phase == "burst" and viewer is not None and state.players[state.current] == viewer
        ended, p.bursting = p.bursting and not bursting, bursting
        return ended

    def end_lines(self, session: Session) -> list[str]:
        view = session.game.view(None)
        lines = [panes.asked(session, view)]
        lines += [line.plain for p in view["players"] for line in panes.player_lines(session, view, p, full=False)]
        return lines


UI = HellasUI()
