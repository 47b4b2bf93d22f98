"""The text written inside one hex: name, contents, features, fitted to widths.

Each line is a list of (text, style) runs; the renderer pads it to the line's
width and lays the sea's waves into the blank cells of sea hexes.
"""

from __future__ import annotations

from rich.style import Style

from hellenica_tui.seat.board.mapmodel import VOLCANO, AreaCell, MapModel
from hellenica_tui.tui.theme import MapPalette
from hellenica_tui.tui.widgets.hexlook import Line, stack_forms

__all__ = ["CLOSED", "VOLCANO", "compact_lines", "features", "full_lines", "name_style"]

CLOSED = "x"  # an area out of play, in place of what it holds: it reads so without colour


def features(cell: AreaCell) -> str:
    """Settlements as o, mine locations as $, a volcano v, the free temple +; x alone for an
    area out of play."""
    if cell.overlay.closed:
        return CLOSED
    return cell.glyphs


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


def _stack_forms(model: MapModel, cell: AreaCell, compact: bool) -> list[list[tuple[str, str]]]:
    """Ways to write the units of an area, longest first (`hexlook.stack_forms`)."""
    return stack_forms(cell.overlay.units, model.unit_label, model.owner_letter, compact)


def _units(model: MapModel, cell: AreaCell, palette: MapPalette, width: int, compact: bool) -> Line:
    """The units of an area in the longest form that fits `width` (the last, cut short, if none does)."""
    forms = _stack_forms(model, cell, compact)
    pieces = next((f for f in forms if sum(len(t) for t, _ in f) <= width), forms[-1])
    runs: Line = []
    used = 0
    for text, owner in pieces:
        text = text[: max(0, width - used)]
        if text:
            runs.append((text, palette.state_text.get(owner, palette.land)))
            used += len(text)
    return runs


def _units_on_two_lines(model: MapModel, cell: AreaCell, palette: MapPalette, first: int, second: int) -> list[Line] | None:
    """The units written out whole over two lines (the upgrades' line being free),
    when one line would have to shorten them; None when they fit one line or not two."""
    words: list[tuple[str, str]] = []
    for stack in cell.overlay.units:
        lead = not words or words[-1][1] != stack.owner
        words.append(((model.owner_letter(stack.owner) + ":" if lead else "") + model.unit_label(stack), stack.owner))
    if sum(len(text) for text, _ in words) + len(words) - 1 <= first:
        return None
    lines: list[Line] = [[], []]
    used, at = [0, 0], 0
    for text, owner in words:
        while at < 2 and used[at] + (1 if used[at] else 0) + len(text) > (first, second)[at]:
            at += 1
        if at == 2:
            return None
        if used[at]:
            lines[at].append((" ", palette.land))
            used[at] += 1
        lines[at].append((text, palette.state_text.get(owner, palette.land)))
        used[at] += len(text)
    return lines


def _name(model: MapModel, cell: AreaCell, palette: MapPalette, compact: bool) -> Line:
    """The area's abbreviation; a home city starred; an owned area led by its owner's
    letter ("a:ATH*"; in the compact map "aATH", the letter in the star's place)."""
    style = name_style(model, cell, palette)
    owner = cell.owner
    if owner is None or cell.overlay.closed:
        return [(cell.abbrev + ("*" if cell.home_of else ""), style)]
    letter = (model.owner_letter(owner), palette.state_text.get(owner, palette.land))
    if compact:
        return [letter, (cell.abbrev, style)]
    return [letter, (":", palette.land), (cell.abbrev + ("*" if cell.home_of else ""), style)]


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
    """Three lines: owner, name and features; units; upgrades and creatures (or the full name).
    While a map is built, an empty location shows its hex, and the tile being placed says so."""
    if cell.empty:
        return [[(" " + cell.abbrev, palette.land)], [(" empty", palette.land)], []]
    base = palette.sea if cell.kind == "sea" else palette.land
    if cell.id in model.previews:
        top = [(" ", base), *_name(model, cell, palette, compact=False)]
        extra = features(cell)
        if extra and sum(len(t) for t, _ in top) + 1 + len(extra) <= widths[0]:
            top += [(" ", base), (extra, palette.feature)]
        return [top, [(" placing", base)], [(f" turn {model.previews[cell.id]}", base)]]
    name = _name(model, cell, palette, compact=False)
    first: Line = name if cell.owner and not cell.overlay.closed else [(" ", base), *name]
    used = sum(len(text) for text, _ in first)
    extra = features(cell)
    if extra and used + 1 + len(extra) <= widths[0]:
        first += [(" ", base), (extra, palette.feature)]
    elif extra and used + len(extra) <= widths[0]:
        first.append((extra, palette.feature))
    overlay = cell.overlay
    if not (overlay.units or overlay.upgrades or overlay.creatures):
        # Leave a blank cell either side when the name allows it.
        named = _wrap(cell.name, widths[1] - 2, 2)
        if any(word.endswith(".") and word not in cell.name.split() for word in named) or " ".join(named) != cell.name:
            named = _wrap(cell.name, widths[1], 2)
        return [first] + [[(text, base)] for text in named] + [[]] * (2 - len(named))
    if not (overlay.upgrades or overlay.creatures):
        both = _units_on_two_lines(model, cell, palette, widths[1], widths[2])
        if both is not None:
            return [first, *both]
    second = _units(model, cell, palette, widths[1], compact=False)
    third = _upgrades(model, cell, palette)
    if third and 2 * len(third) - 1 <= widths[2] - (4 if overlay.creatures else 0):
        # Spaced out when there is room: "Y A M" reads as three pieces, "YAM" as a word.
        spaced: Line = []
        for run in third:
            spaced += [(" ", palette.land), run] if spaced else [run]
        third = spaced
    for creature in overlay.creatures:
        used = sum(len(t) for t, _ in third)
        label = model.creature_name(creature)
        room = widths[2] - used - (1 if third else 0)
        if room >= 3:
            third += [(" " if third else "", base), (label[:room], palette.creature)]
    return [first, second, third]


def compact_lines(model: MapModel, cell: AreaCell, palette: MapPalette, width: int) -> list[Line]:
    """Two lines: name (home cities starred, owned areas led by the owner's
    letter); units, or features, or a creature mark."""
    if cell.empty:
        return [[(cell.abbrev[:width], palette.land)], []]
    first: Line = _name(model, cell, palette, compact=True)
    if cell.id in model.previews:
        return [first, [(f"(t{model.previews[cell.id]})", palette.land)]]
    overlay = cell.overlay
    if overlay.units:
        second = _units(model, cell, palette, width - (1 if overlay.creatures else 0), compact=True)
    elif overlay.upgrades:
        second = _upgrades(model, cell, palette)[: width - (1 if overlay.creatures else 0)]
    elif overlay.closed:
        second = [(CLOSED, palette.closed)]
    else:
        second = [(features(cell)[:width], palette.feature)] if cell.kind == "land" else []
    if overlay.creatures:
        second = [*second, ("&", palette.creature)]
    return [first, second]
