"""The key to the map's letters and signs, fitted to the lines under the map.

First who is who (the owner letters of the city-states in play, so ownership
reads without colour), then what the area under the cursor holds (so any mark
on the map is told by putting the cursor on it, even on the smallest screen),
then the unit letters (in a game), the signs of the ground and the upgrades
standing on the map, each only when the whole piece fits. No Textual here:
the widget draws the `Text` this returns.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.style import Style
from rich.text import Text

from hellenica_tui.seat.board.mapmodel import AreaCell, MapModel, UpgradeMark
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
_STATE = {"exhausted": ", exhausted", "building": ", building"}


def legend_rows(height: int) -> int:
    """How many lines the legend may take on a terminal `height` rows tall: one on
    the smallest screens, where every row of map counts."""
    return 1 if height < 30 else 2 if height < 40 else 3


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


def _upgrade(model: MapModel, palette: MapPalette, mark: UpgradeMark, state: bool) -> Text:
    """`Y tyranny`; with `state`, how it stands (`y academy, exhausted`)."""
    content = model.content
    kind = content.upgrades.get(mark.kind) or content.governments.get(mark.kind)
    words = (kind.name if kind else mark.kind).lower() + (_STATE.get(mark.state, "") if state else "")
    letter = model.upgrade_label(mark) if state else model.upgrade_letter.get(mark.kind, "?")
    return Text.assemble((letter, palette.feature), f" {words}")


def _signs(cell: AreaCell) -> set[str]:
    signs = set(cell.glyphs)
    if cell.home_of:
        signs.add("*")
    if cell.mountain_sides:
        signs.add("^")
    return signs


def _unit(model: MapModel, kind: str) -> str:
    return f"{model.unit_letter.get(kind, '?')} {model.content.units[kind].name.lower()}"


def _here(model: MapModel, palette: MapPalette, cell: AreaCell) -> list[Text]:
    """What the marks of one area mean: its units by letter with how many of each (the
    map may show only each owner's total: `a5`, or `a:5` where room is short), owner
    by owner where several are there; its upgrades with how each stands (the letters
    least guessed first); its signs."""
    if cell.empty or cell.overlay.closed:
        return []
    units = cell.overlay.units
    several = len({stack.owner for stack in units}) > 1
    pieces = []
    for stack in units:
        piece = Text()
        if several:
            piece.append(model.owner_letter(stack.owner), palette.state_badge.get(stack.owner, Style(bold=True)))
            piece.append(": ")
        name = model.content.units[stack.kind].name.lower()
        piece.append(f"{model.unit_label(stack)} {'elite ' if stack.elite else ''}{name}")  # H3 hoplite
        pieces.append(piece)
    pieces += [_upgrade(model, palette, mark, state=True) for mark in cell.overlay.upgrades]
    present = _signs(cell)
    return pieces + [Text.assemble((sign, palette.feature), f" {name}") for sign, name in SIGNS if sign in present]


def _pieces(
    model: MapModel, palette: MapPalette, players: list[str], area: str | None
) -> tuple[list[Text], list[Text]]:
    """What the cursor's area holds, and every other piece in the order told (each once)."""
    cells = model.cells.values()
    here = _here(model, palette, model.cells[area]) if players and area in model.cells else []
    closed = [Text.assemble((CLOSED, palette.closed), " closed")] if any(c.overlay.closed for c in cells) else []
    units = [Text(_unit(model, kind)) for kind in model.unit_letter]
    units.append(Text("! elite"))
    if not players:
        units = []  # a bare map (the explorer) has no pieces on it: its ground first
    signs = [Text.assemble((sign, palette.feature), f" {name}") for sign, name in SIGNS]
    standing: dict[str, UpgradeMark] = {}
    for cell in cells:
        for mark in cell.overlay.upgrades:
            standing.setdefault(mark.kind, mark)
    upgrades = [
        _upgrade(model, palette, standing[kind], state=False) for kind in model.upgrade_letter if kind in standing
    ]
    if any(m.state == "exhausted" for c in cells for m in c.overlay.upgrades):
        upgrades.append(Text("lower case exhausted"))
    rest, seen = [], {p.plain for p in here}
    if players and area in model.cells:  # the unit letters the area's pieces told already
        stacks = model.cells[area].overlay.units
        seen |= {_unit(model, stack.kind) for stack in stacks} | ({"! elite"} if any(s.elite for s in stacks) else set())
    for piece in (*closed, *units, *signs, *upgrades):
        if piece.plain not in seen:
            seen.add(piece.plain)
            rest.append(piece)
    return here, rest


def _fill(pieces: list[Text], owners: list[Text], width: int, rows: int) -> tuple[list[Text], tuple[int, int]]:
    """The lines, and how many owners and other pieces they hold."""
    lines, owners_told, others_told = [Text(no_wrap=True, overflow="crop")], 0, 0
    for piece in pieces:
        line = lines[-1]
        if len(line) + (len(GAP) if line else 0) + len(piece) > width:
            if len(lines) < rows and line and len(piece) <= width:
                line = Text(no_wrap=True, overflow="crop")
                lines.append(line)
            elif piece in owners:
                continue  # an owner that does not fit: the next may be shorter
            else:
                break
        if line:
            line.append(GAP)
        line.append_text(piece)
        if piece in owners:
            owners_told += 1
        else:
            others_told += 1
    return lines, (owners_told, others_told)


def legend_lines(
    model: MapModel, palette: MapPalette, players: Iterable[str], width: int, rows: int = 1, area: str | None = None
) -> list[Text]:
    """At most `rows` lines of at most `width` cells: `players` in seating order named
    first, then what `area` (the cursor's) holds, then the rest. On one line what the
    area holds comes first, with the owners it holds (every owner where it holds none)."""
    seats = {s.id: s.seat for s in model.content.city_states.values()}
    players = sorted((p for p in players if p in seats), key=seats.__getitem__)
    here, rest = _pieces(model, palette, players, area)
    owners = _owners(model, palette, players, short=False)
    if rows == 1 and here:
        cell = model.cells[area or ""]
        present = {cell.owner, *(stack.owner for stack in cell.overlay.units)}
        first = [piece for player, piece in zip(players, owners, strict=True) if player in present]
        others = [piece for piece in owners if piece not in first]
        return _fill([*first, *here, *others, *rest], owners, width, rows)[0]
    lines, told = _fill([*owners, *here, *rest], owners, width, rows)
    if told < (len(players), len(here)):  # ATH rather than Athens, to tell every owner and the area
        short = _owners(model, palette, players, short=True)
        short_lines, told_short = _fill([*short, *here, *rest], short, width, rows)
        if told_short > told:
            return short_lines
    return lines


def map_legend(
    model: MapModel, palette: MapPalette, players: Iterable[str], width: int, rows: int = 1, area: str | None = None
) -> Text:
    """The legend's lines as one text."""
    return Text("\n", no_wrap=True).join(legend_lines(model, palette, players, width, rows, area))
