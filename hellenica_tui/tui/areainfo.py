"""The full description of one area, as shown beside the map: what it is, who
owns it, the units there by owner and kind, its upgrades and their state (a
temple's deity, an upgrade on a mine and the city it serves), its creature
and what it does, its mines and settlements, the objectives in play it
counts for, and its neighbours. Names, never ids; nothing by colour alone.

No Textual here: the area panel draws the text this returns.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping

from rich.text import Text

from hellenica_tui.games.hellenica.content.schema import Content, Objective
from hellenica_tui.games.hellenica.core.state import State
from hellenica_tui.seat.board.mapmodel import AreaCell, MapModel, UnitStack, UpgradeMark
from hellenica_tui.tui.cardref import after_first_sentence, first_sentence
from hellenica_tui.tui.theme import MapPalette

_SIDE_NAMES = {"n": "N", "ne": "NE", "se": "SE", "s": "S", "sw": "SW", "nw": "NW"}
_STATE_WORDS = {"active": "active", "exhausted": "exhausted", "building": "under construction"}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def objectives_in_play(view: State | None, content: Content, viewer: str | None) -> list[str]:
    """The objectives a player may aim at: the public Pathos cards and the viewer's own
    Ethos cards (kept or dealt); without a game, the public cards of a standard game."""
    if view is None:
        return [o.id for o in content.objectives.values() if o.default_public]
    ids = list(view.pathos)
    mine = view.players.get(viewer) if viewer else None
    if mine is not None:
        ids += [o for o in dict.fromkeys([*mine.ethos, *mine.ethos_hand]) if o not in ids]
    return ids


# What an area adds to a `count_at_least` objective, by the thing it counts, for the
# viewer among the city-states in the game (None: any city-state may be).
_COUNTS: dict[str, Callable[[AreaCell, str | None, Collection[str] | None], bool]] = {
    "cities": lambda cell, viewer, in_game: cell.is_city,
    "sea_areas": lambda cell, viewer, in_game: cell.kind == "sea",
    "island_cities": lambda cell, viewer, in_game: cell.is_city and cell.island,
    # the home city of a city-state left out of the game is a neutral city like any other
    "foreign_home_cities": lambda cell, viewer, in_game: (
        bool(cell.home_of) and cell.home_of != viewer and (in_game is None or cell.home_of in in_game)
    ),
    "mine_upgrades": lambda cell, viewer, in_game: bool(cell.mines),
    "creatures_slain": lambda cell, viewer, in_game: bool(cell.overlay.creatures),  # slaying the one here
}


def objectives_here(
    content: Content, cell: AreaCell, objectives: Iterable[str], viewer: str | None = None,
    in_game: Collection[str] | None = None,
) -> list[Objective]:
    """The objectives among `objectives` that this area counts for: those naming it,
    and those counting areas of its kind (cities, seas, island cities, home cities
    of the others in the game, `in_game`, mine locations) or what stands on it (a creature to slay)."""
    found = []
    for ident in objectives:
        objective = content.objectives.get(ident)
        if objective is None:
            continue
        condition = objective.condition
        named: list[str] = getattr(condition, "areas", [])
        counts = _COUNTS.get(getattr(condition, "what", ""))
        if condition.kind == "count_at_least" and counts is not None:
            here = counts(cell, viewer, in_game)  # the kind of area decides (your own home is no foreign one)
        else:
            here = cell.id in objective.map_areas or cell.id in named
        if here:
            found.append(objective)
    return found


def _units_line(model: MapModel, stacks: list[UnitStack]) -> str:
    """'2 Hoplites, 1 elite Cavalry' (the scenario's names and plurals)."""
    parts = []
    for stack in stacks:
        kind = model.content.units.get(stack.kind)
        name = stack.kind if kind is None else kind.name if stack.count == 1 else kind.plural or kind.name + "s"
        parts.append(f"{stack.count} {'elite ' if stack.elite else ''}{name}")
    return ", ".join(parts)


def _upgrade_line(model: MapModel, mark: UpgradeMark) -> str:
    content = model.content
    government = content.governments.get(mark.kind)
    if government is not None:
        counts = content.upgrades.get(government.upgrade)
        name = f"{government.name} (government: {counts.name if counts else government.upgrade})"
    else:
        upgrade = content.upgrades.get(mark.kind)
        name = upgrade.name if upgrade else mark.kind
    deity = content.deities.get(mark.deity)
    if deity is not None:
        name += f" to {deity.name}"
    if mark.city:
        name += f" of {model.name_of(mark.city)} (on a mine)"
    return f"{name}, {_STATE_WORDS[mark.state]}"


def describe_area(
    model: MapModel,
    area: str,
    palette: MapPalette,
    objectives: Iterable[str] = (),
    viewer: str | None = None,
    keys: Mapping[str, str] | None = None,
    in_game: Collection[str] | None = None,
) -> Text:
    """Everything about `area`; `objectives` are those in play (objectives_in_play),
    of which the ones the area counts for are named, `viewer` the player looking,
    `keys` the areas the map's arrow keys reach from it (with their arrows), `in_game`
    the city-states in the game (None: a bare map, any may be)."""
    cell = model.cells[area]
    content = model.content
    out = Text()
    out.append(cell.name, style="bold")
    out.append(f"  {cell.abbrev}\n", style="dim")
    where = "sea area" if cell.kind == "sea" else ("island" if cell.island else "land area")
    out.append(where.capitalize())
    if cell.is_city:
        out.append(f", city with {_plural(cell.settlements, 'settlement')}")
    elif not cell.empty and area in content.areas and content.areas[area].empty:  # explorable: no tile yet
        out.append(", unexplored: a city and a non-city at once, clearings on every side")
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
    elif cell.is_city and not cell.overlay.closed:
        out.append("Owned by nobody\n")
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
        by_owner: dict[str, list[UnitStack]] = {}
        for stack in overlay.units:
            by_owner.setdefault(stack.owner, []).append(stack)
        for owner, stacks in by_owner.items():
            out.append("  ")
            out.append(model.name_of(owner), style=palette.state_text.get(owner, "bold"))
            out.append(f": {_units_line(model, stacks)}\n")
    if overlay.upgrades:
        out.append("\nUpgrades\n", style="bold underline")
        for mark in overlay.upgrades:
            out.append(f"  {_upgrade_line(model, mark)}\n")
    if overlay.creatures:
        out.append("\nCreature\n", style="bold underline")
        for ident in overlay.creatures:
            out.append(f"  {model.creature_name(ident)}", style=f"bold {palette.creature}".strip())
            creature = content.creatures.get(ident)
            if creature is not None:
                out.append(f": {after_first_sentence(creature.text)}")
            out.append("\n")
    stakes = [] if cell.overlay.closed else objectives_here(content, cell, objectives, viewer, in_game)
    if stakes:
        out.append("\nCounts for\n", style="bold underline")
        for objective in stakes:
            deck = "Pathos" if objective.deck == "pathos" else "your Ethos"
            out.append(f"  {objective.name}", style="bold")
            out.append(f" ({deck}): {first_sentence(objective.text)}\n")
    _neighbours(out, model, cell, palette, keys or {})
    return out


def _neighbours(out: Text, model: MapModel, cell: AreaCell, palette: MapPalette, keys: Mapping[str, str]) -> None:
    """Each neighbour by compass side, with the arrow key that reaches it (if one
    does: a hex has six sides, the cursor four keys); then any area an arrow
    reaches that is no neighbour (across a gap in the map)."""
    out.append("\nNeighbours\n", style="bold underline")
    closed = []
    for side, edge, other in ((s.side, s.edge, s.neighbour) for s in cell.sides):
        arrow = f"{keys.get(other, ''):<2}"
        if edge == "mountain":
            closed.append("cliff" if "sea" in (cell.kind, model.cells[other].kind) else "mountain")
            out.append(f" ^{arrow}{_SIDE_NAMES[side]:<3}{model.name_of(other)}\n", style=palette.mountain)
        else:
            out.append(f"  {arrow}{_SIDE_NAMES[side]:<3}{model.name_of(other)}\n")
    beyond = [(arrow, other) for other, arrow in keys.items() if other not in {s.neighbour for s in cell.sides}]
    for arrow, other in beyond:
        out.append(f"  {arrow:<2}{model.name_of(other)} (across the gap)\n")
    if keys or closed:
        out.append("\n")
    if keys:
        out.append("↑↓←→ (or kjhl): the key that goes there\n", style="dim")
    if closed:
        kinds = " or ".join(sorted(set(closed)))
        out.append(f"^ {kinds} (closed)\n", style="dim")
