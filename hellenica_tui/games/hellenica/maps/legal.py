"""The placements a player may make now (a `phase_candidates` hook): every legal
spot and turn of every tile it may place; an AI player's roll for its home city."""

from __future__ import annotations

from collections.abc import Iterator

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import State, is_ai
from hellenica_tui.games.hellenica.maps.building import building, city_in_a_row, placed_of, step_tiles
from hellenica_tui.games.hellenica.maps.commands import PlaceTile, RollHome
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import HOMES
from hellenica_tui.games.hellenica.mechanics.placement import placements


def placements_now(rules: Rules, s: State, content: Content, player: str) -> Iterator[Command]:
    layout = building(s)
    if layout is None or s.pending[:1] != [player]:
        return
    if is_ai(s, player):
        if layout.step == HOMES:
            yield RollHome()
        return
    grid = grid_of(content)
    placed = placed_of(layout)
    where = [grid.start[player]] if layout.step == HOMES else None
    for tile in step_tiles(grid, layout, player):
        if city_in_a_row(grid, layout, placed, player, tile):
            continue
        for location, rotation in placements(grid, placed, tile, where):
            yield PlaceTile(tile=tile, hex=grid.hexes[location], rotation=rotation)
