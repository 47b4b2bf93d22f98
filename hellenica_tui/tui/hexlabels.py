"""The text written inside one hex: name, contents, features, fitted to widths.

Each line is a list of (text, style) runs; the renderer pads it to the line's
width and lays the sea's waves into the blank cells of sea hexes.
"""

from __future__ import annotations

from rich.style import Style

from hellenica_tui.tui.mapmodel import AreaCell, MapModel
from hellenica_tui.tui.theme import MapPalette

Run = tuple[str, Style]
Line = list[Run]


def features(cell: AreaCell) -> str:
    """Settlements as o, mine locations as $, a volcano ^, the free temple +."""
    return "o" * cell.settlements + "$" * len(cell.mines) + ("^" if cell.volcano else "") + ("+" if cell.free_temple else "")


def name_style(model: MapModel, cell: AreaCell, palette: MapPalette) -> Style:
    if cell.overlay.closed:
        return palette.closed
    if cell.owner:
        return palette.state_badge.get(cell.owner, palette.land_name)
    if cell.home_of:
        return palette.state_text.get(cell.home_of, palette.land_name)
    return palette.sea_name if cell.kind == "sea" else palette.land_name


def _wrap(name: str, width: int, lines: int) -> list[str]:
    words, out = name.split(), [""]
    for word in words:
        if len(word) > width:
            word = word[: width - 1] + "."
        if not out[-1]:
            out[-1] = word
        elif len(out[-1]) + 1 + len(word) <= width:
            out[-1] += " " + word
        elif len(out) < lines:
            out.append(word)
        else:
            break
    return out


def _units(model: MapModel, cell: AreaCell, palette: MapPalette, width: int, sep: str) -> Line:
    runs: Line = []
    used = 0
    for stack in cell.overlay.units:
        label = model.unit_label(stack)
        piece = (sep if runs else "") + label
        if used + len(piece) > width:
            break
        runs.append((piece, palette.state_text.get(stack.owner, palette.land)))
        used += len(piece)
    if len(runs) < len(cell.overlay.units):
        total = sum(s.count for s in cell.overlay.units)
        owner = cell.overlay.units[0].owner
        return [(f"{total}u"[:width], palette.state_text.get(owner, palette.land))]
    return runs


def _upgrades(model: MapModel, cell: AreaCell, palette: MapPalette) -> Line:
    runs: Line = []
    for mark in cell.overlay.upgrades:
        style = palette.state_text.get(mark.owner, palette.land)
        if mark.state == "exhausted":
            style = style + palette.exhausted
        elif mark.state == "building":
            style = style + palette.building
        runs.append((model.upgrade_label(mark), style))
    return runs


def full_lines(model: MapModel, cell: AreaCell, palette: MapPalette, widths: tuple[int, ...]) -> list[Line]:
    """Three lines: name and features; units; upgrades and creatures (or the full name)."""
    base = palette.sea if cell.kind == "sea" else palette.land
    label = cell.abbrev + ("*" if cell.home_of else "")
    first: Line = [(" ", base), (label, name_style(model, cell, palette))]
    extra = features(cell)
    if extra and len(label) + 2 + len(extra) <= widths[0]:
        first += [(" ", base), (extra, palette.feature)]
    overlay = cell.overlay
    if not (overlay.units or overlay.upgrades or overlay.creatures):
        # Leave a blank cell either side when the name allows it.
        named = _wrap(cell.name, widths[1] - 2, 2)
        if any(word.endswith(".") and word not in cell.name.split() for word in named) or " ".join(named) != cell.name:
            named = _wrap(cell.name, widths[1], 2)
        return [first] + [[(text, base)] for text in named] + [[]] * (2 - len(named))
    second = _units(model, cell, palette, widths[1], " ")
    third = _upgrades(model, cell, palette)
    if third and 2 * len(third) - 1 <= widths[2] - (4 if overlay.creatures else 0):
        # Spaced out when there is room: "Y A M" reads as three pieces, "YAM" as a word.
        spaced: Line = []
        for run in third:
            spaced += [(" ", palette.land), run] if spaced else [run]
        third = spaced
    for creature in overlay.creatures:
        used = sum(len(t) for t, _ in third)
        name = model.creature_name(creature)
        room = widths[2] - used - (1 if third else 0)
        if room >= 3:
            third += [(" " if third else "", base), (name[:room], palette.creature)]
    return [first, second, third]


def compact_lines(model: MapModel, cell: AreaCell, palette: MapPalette, width: int) -> list[Line]:
    """Two lines: name (home cities starred); units, or features, or a creature mark."""
    base = palette.sea if cell.kind == "sea" else palette.land
    label = (cell.abbrev + ("*" if cell.home_of else ""))[:width]
    first: Line = [(label, name_style(model, cell, palette))]
    overlay = cell.overlay
    if overlay.units:
        second = _units(model, cell, palette, width - (1 if overlay.creatures else 0), "")
    elif overlay.upgrades:
        second = _upgrades(model, cell, palette)[: width - (1 if overlay.creatures else 0)]
    elif overlay.closed:
        second = []
    else:
        second = [(features(cell)[:width], palette.feature)] if cell.kind == "land" else []
    if overlay.creatures:
        second = second + [("&", palette.creature)]
    return [first, second]
