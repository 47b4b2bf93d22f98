"""What the map shows, area by area, independent of how it is drawn: Hellenica's
fill of the generic hex board (seat/board/hexboard.py).

`MapModel.of(content)` holds the fixed geography, an `AreaCell` (a `HexCell`)
per area: its name, abbreviation (the label), land or sea (the terrain), its
sides (mountain or clearing), settlements, mines, volcano and free temple (the
glyphs, and each in a field of its own for the area panel), home cities.
`with_overlay` lays a game position on top (owner, units, upgrades,
creatures) and returns a new model; areas whose cell did not change keep the
very same `AreaCell` object, so a renderer may key its cache on the cells.

While a map is built, the tile being placed is a preview (`previews`: the
area id it is drawn on -> its turn), as on any hex board.

This module reads content and board only; it never imports Textual.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.schema import SIDE_VECTORS, Area, Content
from hellenica_tui.seat.board.hexboard import CellOverlay, HexCell, HexSide

UpgradeState = Literal["active", "exhausted", "building"]
SIDES: tuple[str, ...] = tuple(SIDE_VECTORS)  # n, ne, se, s, sw, nw (clockwise)
VOLCANO = "v"  # not `^`, which draws a mountain side


class UnitStack(msgspec.Struct, frozen=True):
    owner: str  # city-state id
    kind: str  # unit id
    count: int
    elite: bool = False


class UpgradeMark(msgspec.Struct, frozen=True):
    owner: str
    kind: str  # upgrade id, or a government id (tyranny, ...)
    state: UpgradeState = "active"
    deity: str = ""  # a temple's deity (or a Theocracy's)
    city: str = ""  # the city it belongs to, when it stands on a mine location elsewhere


class AreaOverlay(CellOverlay, frozen=True, kw_only=True):
    """The part of an area a game position changes: its owner, and Hellenica's own
    units, upgrades and creatures (its map writes them itself: `stacks` and `marks`
    are left empty)."""

    units: tuple[UnitStack, ...] = ()
    upgrades: tuple[UpgradeMark, ...] = ()
    creatures: tuple[str, ...] = ()  # creature ids
    closed: bool = False  # out of play in a game of fewer city-states


class AreaCell(HexCell, frozen=True, eq=False, kw_only=True):
    """Everything the map and the area panel show for one area: a hex cell (label: the
    abbreviation; terrain: land or sea; sides: "mountain" or "clearing" towards each
    neighbour, clockwise; glyphs: settlements, mines, volcano, free temple) with
    Hellenica's own fields.

    Compared by identity: `with_overlay` keeps unchanged cells, so a cell is
    "the same" exactly when nothing on the area changed.
    """

    island: bool
    settlements: int
    mines: tuple[str, ...]  # the city each mine location belongs to
    volcano: bool
    free_temple: bool
    home_of: str  # city-state id or ""
    overlay: AreaOverlay = AreaOverlay()
    # While a map is built (seat/board/tilemap.py): an empty location of the grid.
    empty: bool = False

    @property
    def abbrev(self) -> str:
        return self.label

    @property
    def kind(self) -> Literal["land", "sea"]:
        return "sea" if self.terrain == "sea" else "land"

    @property
    def mountain_sides(self) -> tuple[str, ...]:
        return tuple(s.side for s in self.sides if s.edge == "mountain")

    @property
    def clearing_sides(self) -> tuple[str, ...]:
        return tuple(s.side for s in self.sides if s.edge == "clearing")

    @property
    def is_city(self) -> bool:
        return self.kind == "land" and self.settlements > 0


def _glyphs(area: Area) -> str:
    """Settlements as o, mine locations as $, a volcano v, the free temple +."""
    return "o" * area.settlements + "$" * len(area.mines) + (VOLCANO if area.volcano else "") + ("+" if area.free_temple else "")


def _letters(names: dict[str, str], skip: str = "") -> dict[str, str]:
    """One distinct capital letter per id, from the letters of its name in order
    (never one of `skip`)."""
    taken: set[str] = set(skip)
    result: dict[str, str] = {}
    for key, name in names.items():
        letter = next((c for c in name.upper() if c.isalpha() and c not in taken), "?")
        taken.add(letter)
        result[key] = letter
    return result


class MapModel(msgspec.Struct, frozen=True, eq=False, kw_only=True):
    content: Content
    board: Board
    cells: dict[str, AreaCell]
    at_hex: dict[tuple[int, int], str]  # (q, r) -> area id
    unit_letter: dict[str, str] = msgspec.field(default_factory=dict)
    upgrade_letter: dict[str, str] = msgspec.field(default_factory=dict)
    # Who owns an area or a stack, in lower case beside the upper-case unit letters;
    # never `o`, which the map draws for a settlement.
    state_letter: dict[str, str] = msgspec.field(default_factory=dict)
    # Names which area lies on which hex, for the layout drawn (a map being built
    # keeps one shape whatever tile is shown being placed); "" for the content's hash.
    shape: str = ""
    previews: dict[str, int] = msgspec.field(default_factory=dict)  # area id -> turn of the tile drawn there

    @classmethod
    def of(cls, content: Content) -> MapModel:
        """The bare map of `content`, built once per content hash (it never changes)."""
        model = _BARE.get(content.hash)
        if model is None or model.content is not content:
            model = _BARE[content.hash] = cls.build_of(content)
        return model

    @classmethod
    def build_of(cls, content: Content) -> MapModel:
        """The bare map of `content`, made anew (for maps shown a moment, not kept)."""
        board = Board.of(content)
        cells: dict[str, AreaCell] = {}
        for area in content.areas.values():
            sides = tuple(
                HexSide(board.side(area.id, other) or "", board.edge(area.id, other) or "clearing", other)
                for other in board.neighbours(area.id)
            )
            cells[area.id] = AreaCell(
                id=area.id,
                name=area.name,
                label=area.abbrev,
                terrain=area.kind,
                hex=area.hex,
                glyphs=_glyphs(area),
                island=area.island,
                settlements=area.settlements,
                mines=tuple(m.city for m in area.mines),
                volcano=area.volcano,
                free_temple=area.free_temple,
                home_of=area.home_of,
                sides=sides,
            )
        upgrade_names = {u.id: u.name for u in content.upgrades.values()}
        upgrade_names |= {g.id: g.name for g in content.governments.values()}
        state_names = {s.id: s.name for s in sorted(content.city_states.values(), key=lambda s: s.seat)}
        return cls(
            content=content,
            board=board,
            cells=cells,
            at_hex={cell.hex: cell.id for cell in cells.values()},
            unit_letter=_letters({u.id: u.name for u in content.units.values()}),
            upgrade_letter=_letters(upgrade_names),
            state_letter={state: letter.lower() for state, letter in _letters(state_names, skip="O").items()},
        )

    def with_overlay(self, overlays: dict[str, AreaOverlay]) -> MapModel:
        """This map with a game position on it; areas not named are left empty."""
        empty = AreaOverlay()
        cells = {}
        for area_id, cell in self.cells.items():
            overlay = overlays.get(area_id, empty)
            cells[area_id] = cell if overlay == cell.overlay else msgspec.structs.replace(cell, overlay=overlay)
        return msgspec.structs.replace(self, cells=cells)

    @property
    def layout_key(self) -> str:
        return self.shape or self.content.hash

    def edge(self, a: str, b: str) -> str | None:
        return self.board.edge(a, b)

    def name_of(self, area_or_state: str) -> str:
        if area_or_state in self.cells:
            return self.cells[area_or_state].name
        state = self.content.city_states.get(area_or_state)
        return state.name if state else area_or_state

    def start_area(self) -> str:
        """Where a cursor starts: the first home city in seating order (placed, on a map
        being built), else the first area."""
        states = sorted(self.content.city_states.values(), key=lambda s: s.seat)
        return next((s.home for s in states if s.home in self.cells), next(iter(self.cells)))

    def unit_label(self, stack: UnitStack) -> str:
        """'H3', or 'H3!' for elite units."""
        return f"{self.unit_letter.get(stack.kind, '?')}{stack.count}{'!' if stack.elite else ''}"

    def owner_letter(self, city_state: str) -> str:
        """The lower-case letter the map marks `city_state`'s areas and units with."""
        return self.state_letter.get(city_state, "?")

    def upgrade_label(self, mark: UpgradeMark) -> str:
        """Upper case when active, lower case when exhausted (state is also shown by style)."""
        letter = self.upgrade_letter.get(mark.kind, "?")
        return letter.lower() if mark.state == "exhausted" else letter

    def creature_name(self, creature: str) -> str:
        found = self.content.creatures.get(creature)
        return found.name if found else creature.replace("_", " ").title()


_BARE: dict[str, MapModel] = {}
