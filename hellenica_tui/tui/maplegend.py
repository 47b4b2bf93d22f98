"""The key to the map's letters and signs, fitted to one line under the map.

First who is who (the owner letters of the city-states in play, so ownership
reads without colour), then the unit letters (in a game), then the signs of
the ground, each only when the whole piece fits. No Textual here: the widget draws the
`Text` this returns.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.style import Style
from rich.text import Text

from hellenica_tui.seat.board.mapmodel import MapModel
from hellenica_tui.tui.hexlabels import CLOSED, VOLCANO
from hellenica_tui.tui.theme import MapPalette

GAP = "  "
SIGNS = (  # most needed first: what a city holds, then what stops a move
    ("o", "settlement"),
    ("$", "mine"),
    ("^", "mountain"),
    (VOLCANO, "volcano"),
    ("*", "home"),
    ("+", "free temple"),
)


def _owners(model: MapModel, palette: MapPalette, players: list[str], short: bool) -> list[Text]:
    pieces = []
    for player in players:
        state = model.content.city_states[player]
        name = model.cells[state.home].abbrev if short else state.name
        piece = Text()
        piece.append(model.owner_letter(player), palette.state_badge.get(player, Style(bold=True)))
        piece.append(" " + name, palette.state_text.get(player, Style()))
        pieces.append(piece)
    return pieces


def map_legend(model: MapModel, palette: MapPalette, players: Iterable[str], width: int) -> Text:
    """One line of at most `width` cells; `players` in seating order are named first."""
    seats = {s.id: s.seat for s in model.content.city_states.values()}
    players = sorted((p for p in players if p in seats), key=seats.__getitem__)
    owners = _owners(model, palette, players, short=False)
    if sum(len(p) for p in owners) + len(GAP) * (len(owners) - 1) > width:
        owners = _owners(model, palette, players, short=True)  # ATH rather than Athens
    units = [Text(f"{letter} {model.content.units[kind].name.lower()}") for kind, letter in model.unit_letter.items()]
    units.append(Text("! elite"))
    if not players:
        units = []  # a bare map (the explorer) has no pieces on it: its ground first
    signs = [Text.assemble((sign, palette.feature), f" {name}") for sign, name in SIGNS]
    # A smaller table's map: which areas are out of play is told before the units.
    closed = [Text.assemble((CLOSED, palette.closed), " closed")] if any(c.overlay.closed for c in model.cells.values()) else []
    line = Text(no_wrap=True, overflow="crop")
    for piece in (*owners, *closed, *units, *signs):
        needed = len(piece) + (len(GAP) if line else 0)
        if len(line) + needed > width:
            if piece in owners:
                continue  # an owner that does not fit: the next may be shorter
            break
        if line:
            line.append(GAP)
        line.append_text(piece)
    return line

