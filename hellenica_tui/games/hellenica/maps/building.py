"""BUILDING THE MAP (the buildable map of the advanced rules), after the deity
cards are dealt and before the first patrons are chosen:

1. each player places its home city tile on its start location, turned as it
   likes, from the Favorite of the Gods on clockwise (an AI player turns it by
   the die `setup.ai_home_die` names, the rulebook's Blue die, again until its
   city keeps sea access);
2. whoever was dealt Mt. Olympus places it, then whoever was dealt Delphi;
3. the players place one tile each in turn, from the Favorite clockwise, then
   back counterclockwise on every second round (serpentine). No two City Tiles
   in a row by one player unless nothing else fits; a player with no legal
   placement is skipped; when nobody can place, building ends.

Then every empty location becomes a sea and the tiles not placed leave the
game. AI players take no part after their home city. The placement rules
themselves are pure (mechanics/placement.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import msgspec

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.board import open_areas as playable
from hellenica_tui.games.hellenica.content.lookup import arranged, content_of, scenario_content
from hellenica_tui.games.hellenica.content.tiling import Placement
from hellenica_tui.games.hellenica.core.state import MAP, State, is_ai
from hellenica_tui.games.hellenica.economy.upgrades import sites
from hellenica_tui.games.hellenica.maps.commands import PlaceTile, RollHome
from hellenica_tui.games.hellenica.maps.events import BuildingStepBegan, MapBuilt, PlacementSkipped, TilePlaced
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.setup import home_die
from hellenica_tui.games.hellenica.maps.state import DELPHI, HOMES, OLYMPOS, TILES, MapLayout, layout_key
from hellenica_tui.games.hellenica.mechanics.placement import Grid, Placed, can_place, refusal
from hellenica_tui.games.hellenica.mechanics.random_map import roll_home

if TYPE_CHECKING:  # the deciders' transaction: a map being shown needs none of it
    from hellenica_tui.games.hellenica.core.decide import Tx


def building(s: State) -> MapLayout | None:
    """The map being built, or None when no map is being built now."""
    layout = s.layout
    if isinstance(layout, msgspec.UnsetType) or layout.done or s.phase != MAP:
        return None
    return layout


def placed_of(layout: MapLayout) -> dict[int, tuple[str, int]]:
    return {p.location: (p.tile, p.rotation) for p in layout.placed}


def home_tile(grid: Grid, player: str) -> str:
    return next(t.id for t in grid.tiles.values() if t.home_of == player)


def step_tiles(grid: Grid, layout: MapLayout, player: str) -> list[str]:
    """The tiles `player` may place in this step."""
    if layout.step == HOMES:
        return [home_tile(grid, player)]
    hand = layout.hands.get(player, [])
    if layout.step in (OLYMPOS, DELPHI):
        return [t for t in hand if _kind(grid, t) == layout.step]
    return list(hand)


def _kind(grid: Grid, tile: str) -> str:
    """Which of the two tiles placed before the others `tile` is (OLYMPOS, DELPHI), if either."""
    facts = grid.tiles[tile]
    return OLYMPOS if facts.olympos else DELPHI if facts.delphi else ""


def city_in_a_row(grid: Grid, layout: MapLayout, placed: Placed, player: str, tile: str) -> bool:
    """Rule I: a City Tile right after the player's last City Tile, while another tile of its hand fits."""
    if layout.step != TILES or not grid.tiles[tile].city or player not in layout.last_city:
        return False
    return can_place(grid, placed, [t for t in layout.hands.get(player, []) if not grid.tiles[t].city])


def place_tile(tx: Tx, player: str, cmd: PlaceTile) -> None:
    s = tx.s
    layout = building(s)
    if layout is None:
        raise IllegalCommand("tiles are placed only while the map is being built")
    if s.pending[:1] != [player]:
        raise IllegalCommand(f"it is {s.pending[0] if s.pending else 'nobody'}'s turn to place a tile")
    if is_ai(s, player):
        raise IllegalCommand("an AI player rolls for its home city (roll home) and places nothing else")
    grid = grid_of(tx.content)
    tiles = step_tiles(grid, layout, player)
    if cmd.tile not in tiles:
        what = {HOMES: "your home city", OLYMPOS: "Mt. Olympus", DELPHI: "Delphi"}.get(layout.step, "a tile of your hand")
        raise IllegalCommand(f"now you place {what}: {', '.join(tiles)}")
    location = grid.at.get(cmd.hex, -1)
    if location < 0:
        raise IllegalCommand(f"{cmd.hex[0]},{cmd.hex[1]} is not a location of the board")
    if not 0 <= cmd.rotation <= 5:
        raise IllegalCommand("a tile turns 0 to 5 sixths")
    if layout.step == HOMES and location != grid.start[player]:
        q, r = grid.hexes[grid.start[player]]
        raise IllegalCommand(f"a home city goes on its start location, {q},{r}")
    placed = placed_of(layout)
    reason = refusal(grid, placed, cmd.tile, location, cmd.rotation)
    if reason is not None:
        raise IllegalCommand(f"{grid.tiles[cmd.tile].name} cannot lie there so: {reason}")
    if city_in_a_row(grid, layout, placed, player, cmd.tile):
        raise IllegalCommand("you placed a City Tile last: place another tile while one fits")
    _place(tx, player, grid, cmd.tile, location, cmd.rotation)


def roll_home_tile(tx: Tx, player: str, cmd: RollHome) -> None:
    s = tx.s
    layout = building(s)
    if layout is None or layout.step != HOMES:
        raise IllegalCommand("an AI player rolls for its home city only while home cities are placed")
    if not is_ai(s, player):
        raise IllegalCommand("only an AI player rolls for its home city; place yours with place")
    if s.pending[:1] != [player]:
        raise IllegalCommand(f"it is {s.pending[0] if s.pending else 'nobody'}'s turn to place a tile")
    grid = grid_of(tx.content)
    tile = home_tile(grid, player)
    turn = roll_home(grid, placed_of(layout), tile, tx.rng, home_die(tx.content))
    _place(tx, player, grid, tile, grid.start[player], turn)


def _place(tx: Tx, player: str, grid: Grid, tile: str, location: int, rotation: int) -> None:
    facts = grid.tiles[tile]
    settlements = next(t.settlements for t in tx.content.map.tiles if t.id == tile)
    tx.emit(TilePlaced(
        player=player, tile=tile, location=location, hex=grid.hexes[location], rotation=rotation,
        city=facts.city, slots=0 if facts.sea else settlements,
    ))  # fmt: skip
    advance(tx)


def has_play(grid: Grid, layout: MapLayout, player: str) -> bool:
    return can_place(grid, placed_of(layout), step_tiles(grid, layout, player))


def _clockwise(s: State) -> list[str]:
    seated = sorted(s.players, key=lambda p: s.players[p].seat)
    first = seated.index(s.favorite)
    return seated[first:] + seated[:first]


def advance(tx: Tx) -> None:
    """Go on to whoever places next: skip who cannot, begin the next step or round, or end."""
    s = tx.s
    grid = grid_of(tx.content)
    while (layout := building(s)) is not None:
        if layout.queue:
            player = layout.queue[0]
            if layout.step == HOMES or has_play(grid, layout, player):
                return
            tx.emit(PlacementSkipped(player=player))
            continue
        if layout.rule == "explorable":  # the home cities are all: the rest is explored in play
            finish(tx)
            return
        people = [p for p in _clockwise(s) if not is_ai(s, p)]
        if layout.step in (HOMES, OLYMPOS):
            step = OLYMPOS if layout.step == HOMES else DELPHI
            holders = [p for p in people if any(_kind(grid, t) == step for t in layout.hands.get(p, []))]
            tx.emit(BuildingStepBegan(step=step, queue=tuple(holders)))
            continue
        placing = [p for p in people if layout.hands.get(p)]
        if not placing or set(placing) <= set(layout.stuck):
            finish(tx)
            return
        turn = layout.round + 1
        tx.emit(BuildingStepBegan(step=TILES, queue=tuple(placing if turn % 2 else placing[::-1]), round=turn))


def finish(tx: Tx) -> None:
    """Building ends: the holes become seas (on the explorable map, empty land areas to
    explore), the areas of the map are set up."""
    s = tx.s
    layout = building(s)
    assert layout is not None
    grid = grid_of(tx.content)
    placed = placed_of(layout)
    unplaced_locations = tuple(i for i in range(len(grid.hexes)) if i not in placed)
    holes, empties = ((), unplaced_locations) if layout.rule == "explorable" else (unplaced_locations, ())
    base = scenario_content(s)
    rows = [Placement(p.location, p.tile, p.rotation) for p in layout.placed]
    content = arranged(base, rows, holes, layout_key(layout.placed, list(holes), empties), empties)
    board = Board.of(content)
    homes = [p.home for p in s.players.values()]
    open_areas = playable(content, homes)
    areas = tuple(
        (area, len(sites(content, area)) if board.is_city(area) else 0, area not in open_areas)
        for area in content.areas
    )
    unplaced = sum(len(hand) for hand in layout.hands.values())
    tx.emit(MapBuilt(holes=holes, areas=areas, unplaced=unplaced, empties=empties))
    tx.content = content_of(s)
    tx.board = Board.of(tx.content)
