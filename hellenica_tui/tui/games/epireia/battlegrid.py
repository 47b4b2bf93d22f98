"""The Great Battle as a grid: the three fronts one under another, each with its
columns side by side, each league's two rows of slots, the figure leading the front
and the column it joined, and who won each column. Columns are shown as the battle
reveals them: a token of the other league not yet shown reads "face-dn", a slot
left empty "."; the viewer's own league always shows its tokens with their power,
and so does a solo game's enemy, whose army the scenario prints (public data, the
rules view need not show it). The column being fought is marked with ">"."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from hellenica_tui.tui.games.epireia import words as w

CELL = 11


def _cell(text: str) -> str:
    return f"{text[:CELL - 1]:<{CELL}}"


def viewer_league(session: Any, view: dict[str, Any]) -> str | None:
    for city in view["cities"]:
        if city["name"] == session.viewer:
            return str(city["league"])
    return None


def slots_seen(content: Any, view: dict[str, Any], league: str) -> dict[str, str]:
    """A league's slots as the viewer knows them: the view's, and in a solo game the
    enemy's tokens from the scenario's army."""
    slots = dict(view["battle"]["slots"].get(league, {}))
    if view["solo"]:
        army = content.solos[view["solo"]].army
        slots.update({slot: army[slot] for slot, token in slots.items() if token == w.HIDDEN and slot in army})
    return slots


def column_power(content: Any, view: dict[str, Any], league: str, front: str, column: int) -> int | None:
    """The power of a league's tokens in a column, if all of them are seen (None if not)."""
    total = 0
    for slot, token in slots_seen(content, view, league).items():
        where = content.slots[slot]
        if where.front == front and where.column == column:
            found = content.tokens.get(token)
            if found is None:
                return None
            total += found.value
    return total


def battle_grid(session: Any, view: dict[str, Any]) -> RenderableType:
    content = w.content_of(view)
    battle = view["battle"]
    mine = viewer_league(session, view)
    lines = [Text("THE GREAT BATTLE", style="bold underline"),
             Text("slots take c cavalry, h hoplites, t triremes; token=power; face-dn: not shown yet; . empty")]
    for n, front in enumerate(content.fronts):
        now = n == battle["front"] and view["phase"] == "battle"
        won = battle["fronts"].get(front.id)
        title = f"{'>' if now else ' '}{front.name}"
        if won is not None:
            title += f": won by the {w.LEAGUE_NAME[won]} League" if won else ": nobody won it"
        lines.append(Text(title, style="bold"))
        heads = "".join(
            _cell(("> " if now and battle["column"] == c else "") + f"col {c}") for c in range(1, len(front.columns) + 1)
        )
        lines.append(Text("        " + heads))
        for league in ("delian", "peloponnesian"):
            slots = slots_seen(content, view, league)
            tag = w.LEAGUE_SHORT[league] + ("*" if league == mine else " ")
            for row in "ab":
                cells = ""
                for c, units in enumerate(front.columns, 1):
                    slot = f"{front.id}-{c}{row}"
                    if row == "b" and len(units) < 2:
                        cells += _cell("")
                        continue
                    unit = w.UNIT_SHORT[units["ab".index(row)]][0]
                    held = slots.get(slot)
                    cells += _cell(f"{unit}:{w.short_token(content, held) if held else '.'}")
                lines.append(Text(f" {tag} {row}  {cells}"))
            lead = battle["leads"].get(league, {}).get(front.id)
            if lead:
                joined = battle["committed"].get(league, {}).get(front.id)
                when = f", joined column {joined}" if joined else ""
                lines.append(Text(f"      led by {w.figure(content, lead)}{when}"))
        results = ""
        for c in range(1, len(front.columns) + 1):
            winner = battle["columns"].get(f"{front.id}-{c}")
            results += _cell("-" if winner is None else (w.LEAGUE_SHORT[winner] + " won" if winner else "tie"))
        lines.append(Text(f"  won   {results}"))
    return Group(*lines)
