"""The printed map as a smaller table plays it (designed data, `setup.smaller_tables`).

Besides another reach for some Home Cities (`board.open_areas`), the scenario
may change the printed map itself at some table sizes:

- `crossings`: pairs of adjacent land areas whose mountain side (a strait
  between an island and the coast, a ridge) is a clearing at those sizes;
- `towns`: land areas without settlements that hold this many settlements
  at those sizes. A town has no mine locations: those it had, which belonged
  to the cities beside it, are its settlements now.

A game on the printed map plays on the content `at_table` makes for its
number of city-states: the scenario's content with these areas changed,
named by the scenario's hash and the size, made once. Built, random and
explorable maps play their own arrangement of the tiles, unchanged. The
loader checks the data (`validation`).
"""

from __future__ import annotations

import msgspec

from hellenica_tui.games.hellenica.content.schema import OPPOSITE, Area, Content, SmallerTable, hex_neighbours

_MADE: dict[tuple[str, int], Content] = {}  # by the hash of the content asked about and the table size
_MADE_KEPT = 64


def changes_map(table: SmallerTable) -> bool:
    """Whether the entry changes the printed map (not only the reach)."""
    return bool(table.crossings or table.towns)


def changed_areas(areas: dict[str, Area], table: SmallerTable) -> dict[str, Area]:
    """The areas of the printed map with the entry's crossings and towns (checked by the loader)."""
    nbrs = hex_neighbours(areas)
    changed = dict(areas)
    for a, b in table.crossings:
        side = next(s for s, other in nbrs[a].items() if other == b)
        changed[a] = msgspec.structs.replace(changed[a], mountains=[m for m in changed[a].mountains if m != side])
        back = OPPOSITE[side]
        changed[b] = msgspec.structs.replace(changed[b], mountains=[m for m in changed[b].mountains if m != back])
    for area, settlements in table.towns.items():
        changed[area] = msgspec.structs.replace(changed[area], settlements=settlements, mines=[])
    return changed


def at_table(content: Content, players: int) -> Content:
    """The content of the printed map at a table of `players` city-states: `content` itself
    when the scenario changes nothing there, or when `content` is already a map made from
    it (an arrangement of tiles, or this very table)."""
    key = (content.hash, players)
    found = _MADE.get(key)
    if found is None:
        table = content.scenario.smaller_table(players)
        found = content
        if table is not None and changes_map(table) and "/" not in content.hash:
            areas = changed_areas(content.areas, table)
            found = msgspec.structs.replace(content, areas=areas, hash=f"{content.hash}/players-{players}")
        if len(_MADE) >= _MADE_KEPT:
            del _MADE[next(iter(_MADE))]
        _MADE[key] = found
    return found
