"""How a hex board looks: styles and marks per terrain kind, per edge kind and per owner.

A `BoardPalette` is what a hex view (`widgets/hexview.py`) draws with. A game
gives one per flavour, most simply with `board_palette(flavour, terrains=...,
edges=..., owners=...)`: each terrain kind a `Terrain` (its colours and the
glyph sprinkled over its blank cells, so a sea or a forest reads without
colour), each edge kind an `EdgeKind` (its colour and the glyph drawn on the
outline in its place), each owner a colour. In the "mono" flavour (NO_COLOR)
only weights, reverse video and the glyphs tell things apart.

No game here: Hellenica makes its palette from its own (`tui/theme.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, Protocol, TypeVar

import msgspec
from rich.style import Style

Flavour = Literal["truecolor", "ansi", "mono"]
Run = tuple[str, Style]
Line = list[Run]  # one text line inside a hex: (text, style) runs, padded by the view

TARGET_DOT = "·"  # in the blank cells of the highlighted cells (the spots a command may name)
OUTLINE = ("_", "/", "\\", " ")  # the outline cells of the big hexes, and the compact map's gaps


class TerrainLook(msgspec.Struct, frozen=True, kw_only=True):
    text: Style = Style()  # text written on the terrain, and its blank cells
    name: Style = Style()  # the label of an unowned cell
    fill: Style = Style()  # its background
    glyph: str = ""  # drawn in every `every`th blank cell, on a slant from row to row
    glyph_style: Style = Style()
    every: int = 7
    slant: int = 3
    shore: Style | None = None  # an outline cell between two cells of this terrain, if not the plain edge


class EdgeLook(msgspec.Struct, frozen=True, kw_only=True):
    style: Style = Style()  # laid over the outline cells of the edge
    chars: dict[str, str] = msgspec.field(default_factory=dict)  # outline char -> char drawn instead


class BoardPalette(msgspec.Struct, frozen=True, eq=False, kw_only=True):
    """Compared and hashed by identity: it is part of the view's cache keys."""

    flavour: Flavour = "mono"
    edge: Style = Style()  # a plain outline cell
    cursor: Style = Style(reverse=True)  # laid over the interior of the hex under the cursor
    cursor_edge: Style = Style(bold=True, reverse=True)
    cursor_char: str = ""  # drawn instead of the outline beside the cursor ("": kept), a glyph without colour
    marked: Style = Style(underline=True, bold=True)  # the cells marked for a while (another's move)
    marked_edge: Style = Style(bold=True)
    target: Style = Style(bold=True)  # the highlighted cells (also dotted), and their labels
    terrain: dict[str, TerrainLook] = msgspec.field(default_factory=dict)
    default: TerrainLook = TerrainLook()  # a terrain kind not in `terrain`
    edges: dict[str, EdgeLook] = msgspec.field(default_factory=dict)
    owner_text: dict[str, Style] = msgspec.field(default_factory=dict)  # an owner's stacks and letters
    owner_badge: dict[str, Style] = msgspec.field(default_factory=dict)  # the label of a cell it owns
    mark: Style = Style()  # the marks of a cell (upgrades, status)
    glyphs: Style = Style()  # the glyphs of a cell
    preview: Style = Style(italic=True)  # the words on a tile being placed

    def look(self, terrain: str) -> TerrainLook:
        return self.terrain.get(terrain, self.default)


class Terrain(msgspec.Struct, frozen=True):
    glyph: str = ""  # readable without colour: "~" for water, '"' for a forest...
    fill: str = ""  # background colour (a Rich colour; none in ansi for light terrains)
    ink: str = ""  # text colour


class EdgeKind(msgspec.Struct, frozen=True):
    glyph: str = ""  # drawn on the outline in place of _ / \ (and in the compact map's gaps)
    colour: str = ""


def _colour(flavour: Flavour, colour: str, bold: bool = False) -> Style:
    return Style(color=colour or None, bold=bold) if flavour != "mono" else Style(bold=bold)


def board_palette(
    flavour: Flavour,
    *,
    terrains: dict[str, Terrain],
    edges: dict[str, EdgeKind] | None = None,
    owners: dict[str, str] | None = None,
) -> BoardPalette:
    """A palette from a few choices: per terrain kind, per edge kind, per owner (a colour)."""
    mono = flavour == "mono"
    looks = {}
    for kind, terrain in terrains.items():
        fill = Style(bgcolor=terrain.fill) if terrain.fill and not mono else Style()
        text = _colour(flavour, terrain.ink)
        looks[kind] = TerrainLook(
            text=text,
            name=text + Style(bold=True),
            fill=fill,
            glyph=terrain.glyph,
            glyph_style=Style(dim=True) if mono else text,
            shore=fill if terrain.fill and not mono else None,
        )
    kinds = {
        kind: EdgeLook(style=_colour(flavour, e.colour, bold=True), chars=dict.fromkeys(OUTLINE, e.glyph) if e.glyph else {})
        for kind, e in (edges or {}).items()
    }
    owners = owners or {}
    if mono:
        text_of = {o: Style(bold=True) for o in owners}
        badge_of = {o: Style(bold=True, reverse=True) for o in owners}
    else:
        text_of = {o: Style(color=c, bold=True) for o, c in owners.items()}
        badge_of = {o: Style(color="black", bgcolor=c, bold=True) for o, c in owners.items()}
    return BoardPalette(
        flavour=flavour,
        edge=Style() if mono else Style(color="white" if flavour == "ansi" else "#7f8c8d"),
        cursor=Style(reverse=True),
        cursor_edge=Style(bold=True, reverse=True) if mono else Style(color="bright_yellow", bold=True),
        marked=Style(underline=True, bold=True) if mono else Style(bgcolor="magenta"),
        target=Style(bold=True) if mono else Style(color="bright_green", bold=True),
        terrain=looks,
        edges=kinds,
        owner_text=text_of,
        owner_badge=badge_of,
        mark=Style() if mono else Style(color="bright_white"),
        glyphs=Style() if mono else Style(color="white"),
    )


class Counted(Protocol):
    """A stack on a hex, as far as its writing goes."""

    @property
    def owner(self) -> str: ...
    @property
    def count(self) -> int: ...


S = TypeVar("S", bound=Counted)


def stack_forms(
    stacks: Iterable[S], label: Callable[[S], str], letter: Callable[[str], str], compact: bool
) -> list[list[tuple[str, str]]]:
    """Ways to write the stacks on a hex, longest first, as (text, owner) pieces: each
    owner's letter, then its stacks ("a:H3 C2 s:H2"); closer together; then only how
    many each owner has ("a:5 s:2")."""
    groups: dict[str, list[str]] = {}
    totals: dict[str, int] = {}
    for stack in stacks:
        groups.setdefault(stack.owner, []).append(label(stack))
        totals[stack.owner] = totals.get(stack.owner, 0) + stack.count
    mark = "" if compact else ":"

    def form(stack_sep: str, group_sep: str, counted: bool) -> list[tuple[str, str]]:
        pieces = []
        for n, (owner, labels) in enumerate(groups.items()):
            body = str(totals[owner]) if counted else stack_sep.join(labels)
            pieces.append(((group_sep if n else "") + letter(owner) + mark + body, owner))
        return pieces

    if compact:
        return [form("", "", False), form("", "", True)]
    return [form(" ", " ", False), form("", " ", False), form("", " ", True), form("", "", True)]
