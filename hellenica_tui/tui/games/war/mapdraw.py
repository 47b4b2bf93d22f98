"""The war map as text, readable without colour: every space three letters wide and two
lines high, odd columns half a space lower as on the printed map.

    top line     the terrain letter (terrain.toml's symbols), then for a city who holds
                 it (a player's letter, "-" for neutral) and its worst trouble
                 (# razed, ! besieged, x hostile, * a home city); in a move, the
                 movement points a lit space costs the chosen stack
    bottom line  the stack there: its player's letter (capital when a leader is with
                 it), how many armies, rowers and ships (+ for ten or more), ^ when ships
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from hellenica_tui.games.war import hexes
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.tui.games.war.pointer import Pointer
from hellenica_tui.tui.games.war.words import city_marks, letter

TERRAIN_STYLE = {"sea": "blue", "city": "bold", "mountains": "bright_black", "forest": "green", "farms": "yellow"}
LEFT = 3  # the row numbers' width


def spot(col: int, row: int) -> tuple[int, int]:
    """Where a space's top line starts in the drawing (column, line)."""
    return LEFT + 3 * col, 1 + 2 * row + (col & 1)


def space_at(x: int, y: int) -> tuple[int, int] | None:
    """The (column, row) of the space drawn at (x, y) of the drawing, if any."""
    if x < LEFT or y < 1:
        return None
    col = (x - LEFT) // 3
    row = (y - 1 - (col & 1)) // 2
    return (col, row) if row >= 0 else None


def stack_text(view: Any, space: str) -> str:
    units = [u for u in view["units"] if u["space"] == space]
    if not units:
        return "   "
    owner = units[0]["owner"]
    fighting = sum(1 for u in units if u["kind"] in ("army", "rowers", "fleet", "transport"))
    mark = letter(view, owner)
    if any(u["kind"] == "leader" for u in units):
        mark = mark.upper()
    ships = "^" if any(u["kind"] in ("fleet", "transport") for u in units) else " "
    if any(u["owner"] != owner for u in units):
        ships = "&"  # two players' units share the space (ships at sea, a prisoner's stack)
    return mark + ("+" if fighting > 9 else str(fighting) if fighting else "-") + ships


def draw(content: Content, view: Any, state: Any, pointer: Pointer | None) -> RenderableType:
    offsets = {s: hexes.offset(s) for s in content.spaces}
    cols = 1 + max(o[0] for o in offsets.values() if o)
    rows = 1 + max(o[1] for o in offsets.values() if o)
    parts: list[list[tuple[int, str, str]]] = [[] for _ in range(2 * rows + 2)]  # (x, text, style) a line
    city_at = {c["space"]: ident for ident, c in view["cities"].items()}
    lit = pointer.reach if pointer is not None and pointer.chosen else {}
    for r in range(rows):
        parts[1 + 2 * r].append((0, f"{r + 1:>2} ", ""))
    for space, found in offsets.items():
        assert found is not None
        col, row = found
        terrain = content.terrain_of(space)
        top = terrain.symbol * 3 if terrain.water else terrain.symbol + "  "
        if space in city_at:
            ident = city_at[space]
            holder = view["cities"][ident]["controller"]
            top = "C" + (letter(view, holder) if holder else "-") + city_marks(state, content, ident)[:1]
        if space in lit:
            top = terrain.symbol + f"{lit[space]:>2}"
        if pointer is not None and space == pointer.chosen:
            top = terrain.symbol + "@@"
        bottom = stack_text(view, space)
        style = TERRAIN_STYLE.get(terrain.id, "")
        if space in lit:
            style += " underline"
        if pointer is not None and space == pointer.space:
            style += " reverse"
        x, y = spot(col, row)
        parts[y].append((x, top, style.strip()))
        parts[y + 1].append((x, bottom, style.strip()))
    header = " " * LEFT + "".join(f"{hexes.COLUMNS[c]:<3}" for c in range(cols))
    lines = [Text(header, no_wrap=True)]
    for line_parts in parts[1:]:
        line = Text(no_wrap=True)
        at = 0
        for x, text, style in sorted(line_parts):
            line.append(" " * (x - at))
            line.append(text, style=style)
            at = x + len(text)
        lines.append(line)
    return Group(*lines)


KEYS = (
    "Keys: arrows the cursor, Enter acts there, n next stack, m types a move,",
    "a attack, t recruit, o diplomacy, p cards, d ends the phase, b last battle;",
    "l here, k cities, y players, h hand, g log, i rules and tables, : a command.",
)


def legend(content: Content, width: int) -> Text:
    """The map's key and the screen's keys, in lines no wider than the map."""
    lines, line = [], ""
    for t in content.terrain.values():
        part = f"{t.symbol} {t.name.lower()}"
        if line and len(line) + 2 + len(part) > width:
            lines.append(line)
            line = ""
        line = f"{line}  {part}" if line else part
    lines += [
        line,
        "City: C, its holder's letter (- neutral), then # razed,",
        "! besieged, x hostile or * a home city. Stack: its player's",
        "letter (a capital: a leader is with it), its units, ^ ships.",
        "Lit: the points to go there; @@ the stack chosen.",
        *KEYS,
    ]
    return Text("\n".join(lines), no_wrap=True)
