"""The full description of one area, as shown beside the map."""

from __future__ import annotations

from rich.text import Text

from hellenica_tui.tui.mapmodel import MapModel
from hellenica_tui.tui.theme import MapPalette

_SIDE_NAMES = {"n": "N", "ne": "NE", "se": "SE", "s": "S", "sw": "SW", "nw": "NW"}
_STATE_WORDS = {"active": "active", "exhausted": "exhausted", "building": "under construction"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe_area(model: MapModel, area: str, palette: MapPalette) -> Text:
    cell = model.cells[area]
    out = Text()
    out.append(cell.name, style="bold")
    out.append(f"  {cell.abbrev}\n", style="dim")
    where = "sea area" if cell.kind == "sea" else ("island" if cell.island else "land area")
    out.append(where.capitalize())
    if cell.is_city:
        out.append(f", city with {_plural(cell.settlements, 'settlement')}")
    out.append("\n")
    if cell.home_of:
        out.append("Home city of ")
        out.append(model.name_of(cell.home_of), style=palette.state_text.get(cell.home_of, ""))
        out.append("\n")
    if cell.overlay.closed:
        out.append("Closed in this game (too far from the home cities in play)\n", style="bold")
    if cell.owner:
        out.append("Owned by ")
        out.append(model.name_of(cell.owner), style=palette.state_text.get(cell.owner, ""))
        out.append("\n")
    if cell.mines:
        owners = ", ".join(model.name_of(city) for city in cell.mines)
        out.append(f"Mines: {len(cell.mines)} (for {owners})\n")
    if cell.volcano:
        out.append("Volcano\n", style="bold")
    if cell.free_temple:
        out.append("Free temple location\n")
    overlay = cell.overlay
    if overlay.units:
        out.append("\nUnits\n", style="bold underline")
        for stack in overlay.units:
            kind = model.content.units.get(stack.kind)
            name = kind.name if kind else stack.kind
            elite = "elite " if stack.elite else ""
            out.append(f"  {stack.count} {elite}{name}{'' if stack.count == 1 else 's'} ")
            out.append(model.name_of(stack.owner), style=palette.state_text.get(stack.owner, ""))
            out.append("\n")
    if overlay.upgrades:
        out.append("\nUpgrades\n", style="bold underline")
        for mark in overlay.upgrades:
            upgrade = model.content.upgrades.get(mark.kind) or model.content.governments.get(mark.kind)
            name = upgrade.name if upgrade else mark.kind
            out.append(f"  {name}, {_STATE_WORDS[mark.state]}\n")
    if overlay.creatures:
        out.append("\nCreatures\n", style="bold underline")
        for creature in overlay.creatures:
            out.append(f"  {model.creature_name(creature)}\n", style=palette.creature)
    out.append("\nNeighbours\n", style="bold underline")
    closed = []
    for side, other, edge in cell.sides:
        if edge == "mountain":
            closed.append("cliff" if "sea" in (cell.kind, model.cells[other].kind) else "mountain")
            out.append(f" ^{_SIDE_NAMES[side]:<3}{model.name_of(other)}\n", style=palette.mountain)
        else:
            out.append(f"  {_SIDE_NAMES[side]:<3}{model.name_of(other)}\n")
    if closed:
        kinds = " or ".join(sorted(set(closed)))
        out.append(f"\n^ {kinds} (closed)\n", style="dim")
    return out
