"""Placing a tile of a map being built, from the map: the map model of a map being
built (seat/board/tilemap.py), the ways to place offered (tui/tileplacing.py), and the
game screen drawing the tile under the cursor, `t` turning it, Enter placing it."""

import pytest

from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.maps.building import building, placed_of
from hellenica_tui.games.hellenica.maps.commands import PlaceTile
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.mechanics.placement import refusal
from hellenica_tui.seat.board.tilemap import empty_id
from hellenica_tui.seat.session import GameSession
from hellenica_tui.tui.app import HellenicaApp
from hellenica_tui.tui.screens.game import GameScreen
from hellenica_tui.tui.tileplacing import TilePlacer
from hellenica_tui.tui.widgets.hexmap import HexMap
from tests.tui.waiting import until


def built_game(folder, homes: bool = True) -> GameSession:
    """Athens and Sparta, two people, building a map; with `homes`, both home cities
    placed unturned (Mt. Olympus is next, Sparta's)."""
    session = GameSession.new(["athens", "sparta"], 5, {"map": "built"}, path=str(folder / "built.hsav"))
    if homes:
        session.submit("place sparta 4,4")
        session.submit("place athens 5,1")
    return session


def placer_of(session: GameSession) -> TilePlacer:
    return TilePlacer(session.state, session.content, session.game.legal_commands(session.viewer))


# -- the map of a map being built ------------------------------------------------------


def test_every_location_has_a_cell_and_the_empty_ones_are_named_by_their_hex(tmp_path):
    session = built_game(tmp_path)
    model = session.map_model()
    grid = grid_of(session.content)
    assert sorted(cell.hex for cell in model.cells.values()) == sorted(grid.hexes)
    assert not model.cells["sparta"].empty and not model.cells["athens"].empty
    empty = model.cells[empty_id((0, 2))]
    assert empty.empty and empty.abbrev == "0,2" and empty.name == "Empty location 0,2"
    assert sum(cell.empty for cell in model.cells.values()) == len(grid.hexes) - 2


def test_the_tile_shown_lies_with_its_mountains_and_keeps_the_shape_of_the_map(tmp_path):
    session = built_game(tmp_path)
    bare = session.map_model()
    grid = grid_of(session.content)
    olympus = next(t for t in session.content.map.tiles if t.id == "mt_olympus")
    location = grid.at[(0, 2)]
    for turn in (0, 1):
        session.ghost = (location, "mt_olympus", turn)
        model = session.map_model()
        cell = model.cells[empty_id((0, 2))]  # the location's id: the layout stays as it was
        assert model.previews == {cell.id: turn} and not cell.empty and cell.name == "Mt. Olympus"
        assert model.layout_key == bare.layout_key
        from hellenica_tui.games.hellenica.content.tiling import turned

        assert set(cell.mountain_sides) == {turned(side, turn) for side in olympus.mountains} & {s.side for s in cell.sides}
    session.ghost = None
    assert not session.map_model().previews


def test_the_map_follows_a_placement_and_only_then_is_made_anew(tmp_path):
    session = built_game(tmp_path)
    first = session.map_model()
    assert session.map_model().cells == first.cells  # nothing changed: the very same cells
    session.submit("place mt_olympus 0,2")
    after = session.map_model()
    assert "mt_olympus" in after.cells and empty_id((0, 2)) not in after.cells
    assert session.content.areas.keys() >= {"mt_olympus", "athens", "sparta"}
    far = empty_id((8, -4)) if empty_id((8, -4)) in first.cells else next(a for a, c in first.cells.items() if c.empty)
    assert after.cells[far] is first.cells[far]  # far from the new tile: kept, not redrawn
    assert after.cells["athens"] is first.cells["athens"]


def test_a_home_city_not_placed_yet_is_left_off_the_map(tmp_path):
    session = built_game(tmp_path, homes=False)
    model = session.map_model()
    assert "sparta" not in model.cells and "athens" not in model.cells
    assert all(cell.empty for cell in model.cells.values())


# -- the ways offered ---------------------------------------------------------------------


def test_only_legal_ways_are_offered_and_each_is_a_legal_command(tmp_path):
    session = built_game(tmp_path)
    session.submit("place mt_olympus 0,2")
    session.submit(session.suggestions()[0])  # Delphi, where it first fits
    placer = placer_of(session)
    grid = grid_of(session.content)
    placed = placed_of(building(session.state))
    legal = {(c.tile, grid.at[c.hex], c.rotation) for c in session.game.legal_commands(session.viewer)
             if isinstance(c, PlaceTile)}
    assert placer.ways
    for location, ways in placer.ways.items():
        for tile, turn in ways:
            assert (tile, location, turn) in legal
            assert refusal(grid, placed, tile, location, turn) is None
    offered = {(t, loc) for loc, ways in placer.ways.items() for t, _ in ways}
    assert offered == {(t, loc) for t, loc, _ in legal}  # every tile and spot is offered
    assert grid.at[(0, 2)] not in placer.ways  # a placed location takes nothing


def test_a_sea_is_offered_once_per_location_as_all_its_turns_lie_alike(tmp_path):
    session = built_game(tmp_path)
    session.submit("place mt_olympus 0,2")
    session.submit(session.suggestions()[0])  # Delphi, where it first fits
    placer = placer_of(session)
    seas = {t.id for t in session.content.map.tiles if t.kind == "sea"}
    for ways in placer.ways.values():
        for sea in seas:
            assert sum(tile == sea for tile, _ in ways) <= 1


def test_t_goes_through_the_ways_here_and_enter_gives_the_one_shown(tmp_path):
    session = built_game(tmp_path)
    placer = placer_of(session)  # Sparta places Mt. Olympus
    spot = placer.first_spot()
    placer.show_at(spot)
    ways = placer.ways[placer.location]
    assert placer.fits() and (placer.tile, placer.turn) == ways[0]
    seen = []
    for _ in ways:
        seen.append((placer.tile, placer.turn))
        placer.next_way()
    assert seen == ways and (placer.tile, placer.turn) == ways[0]  # round and back
    assert placer.command() == f"place mt_olympus {spot[0]},{spot[1]}" + (f" turn {ways[0][1]}" if ways[0][1] else "")
    session.submit(placer.command())
    assert "mt_olympus" in session.state.areas


def test_brackets_show_the_other_tiles_that_fit_here_each_in_a_legal_turn(tmp_path):
    session = built_game(tmp_path)
    session.submit("place mt_olympus 0,2")
    session.submit(session.suggestions()[0])  # Delphi: now Sparta places a tile of its hand
    placer = placer_of(session)
    spot = placer.first_spot()
    placer.show_at(spot)
    here = placer.ways[placer.location]
    tiles = sorted({tile for tile, _ in here})
    assert len(tiles) > 2
    shown = []
    for _ in tiles:
        shown.append(placer.tile)
        assert placer.fits()
        placer.next_tile()
    assert shown == tiles and placer.tile == tiles[0]
    placer.next_tile(-1)
    assert placer.tile == tiles[-1] and placer.fits()
    turns = [turn for tile, turn in here if tile == placer.tile]
    placer.next_way()  # t keeps to the tile
    assert placer.tile == tiles[-1] and placer.turn == turns[1 % len(turns)]


def test_off_the_legal_spots_the_tile_still_turns_and_enter_says_why_not(tmp_path):
    session = built_game(tmp_path)
    session.submit("place mt_olympus 0,2")
    placer = placer_of(session)  # Athens places Delphi
    placer.show_at((5, 1))  # Athens's own home: no empty location
    assert placer.ghost() is None and not placer.fits()
    assert "empty location" in placer.why_not()
    # The ways offered are the legal commands: a location none of them names is no spot.
    legal = session.game.legal_commands("athens")
    blocked = (1, 2)
    placer = TilePlacer(session.state, session.content, [c for c in legal if getattr(c, "hex", None) != blocked])
    assert blocked not in placer.spots()
    placer.show_at(blocked)
    turn = placer.turn
    placer.next_way()
    assert placer.turn == (turn + 1) % 6 and placer.ghost() == (grid_of(session.content).at[blocked], "delphi", placer.turn)
    assert not placer.fits() and "No tile of yours fits at 1,2" in placer.why_not()
    assert "does not fit here" in placer.describe()


# -- on screen ------------------------------------------------------------------------------


def shown_tile(hexmap: HexMap):
    """The tile being placed, as the map shows it (a preview of the board)."""
    return next((hexmap.model.cells[area] for area in hexmap.model.previews), None)


def footer_keys(app) -> str:
    return " ".join(b.binding.description for b in app.screen.active_bindings.values() if b.binding.show and b.enabled)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_placing_a_tile_on_screen_t_turns_it_enter_places_it(tmp_path, size):
    session = built_game(tmp_path)
    session.close()
    app = HellenicaApp(load=str(tmp_path / "built.hsav"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        hexmap = screen.query_one(HexMap)
        tile = shown_tile(hexmap)
        assert tile is not None and tile.name == "Mt. Olympus" and hexmap.cursor == tile.id
        assert "Turn tile" in footer_keys(app)
        placer = screen.placer
        ways = placer.ways[placer.location]
        assert hexmap.targets == {hexmap.model.at_hex[h] for h in placer.spots()}  # dotted
        await pilot.press("t")
        assert (placer.tile, placer.turn) == ways[1 % len(ways)]
        assert hexmap.model.previews[shown_tile(hexmap).id] == placer.turn
        await pilot.press("right_square_bracket")  # the only tile of this step: it stays
        await pilot.press("left_square_bracket")
        assert placer.tile == "mt_olympus" and placer.fits()
        expected = placer.command()
        await pilot.press("enter")
        await until(pilot, lambda: "mt_olympus" in screen.session.state.areas)
        assert any(line.endswith(expected) for line in screen.log_lines)
        assert screen.session.game.text(screen.session.game.log[-1]) == expected
        # Athens places Delphi next, after the keyboard changes hands.
        await pilot.press("enter")
        await until(pilot, lambda: app.screen is screen and screen.placer is not None)
        assert shown_tile(hexmap).name == "Delphi"
        assert "Next tile" in footer_keys(app)


async def test_enter_off_the_legal_spots_says_why_and_places_nothing(tmp_path):
    session = built_game(tmp_path)
    session.close()
    app = HellenicaApp(load=str(tmp_path / "built.hsav"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        hexmap = screen.query_one(HexMap)
        hexmap.move_to("athens")
        await pilot.pause()
        assert shown_tile(hexmap) is None
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.session.game.log) == 2
        assert "empty location" in str(screen.query_one("#hint").render())


async def test_the_turn_key_is_not_offered_when_no_tile_is_placed(tmp_path):
    session = GameSession.new(["athens", "sparta"], 5, path=str(tmp_path / "classic.hsav"))
    session.close()
    app = HellenicaApp(load=str(tmp_path / "classic.hsav"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Turn tile" not in footer_keys(app)
        turned = app.screen.query_one(HexMap).model
        await pilot.press("t")
        assert app.screen.query_one(HexMap).model is turned
        assert Board.of(app.screen.session.content) is not None


async def test_brackets_on_screen_show_another_tile_of_the_hand(tmp_path):
    session = built_game(tmp_path)
    session.submit("place mt_olympus 0,2")
    session.submit(session.suggestions()[0])  # Delphi: Sparta places a tile of its hand
    session.close()
    app = HellenicaApp(load=str(tmp_path / "built.hsav"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        hexmap = screen.query_one(HexMap)
        first = shown_tile(hexmap).name
        await pilot.press("right_square_bracket")
        second = shown_tile(hexmap).name
        assert second != first and screen.placer.fits()
        assert second in str(screen.query_one("#hint").render())
        await pilot.press("left_square_bracket")
        assert shown_tile(hexmap).name == first


def test_the_boards_list_the_viewers_tiles_and_count_the_others(tmp_path):
    from hellenica_tui.tui.boardinfo import describe_boards
    from hellenica_tui.tui.theme import map_palette

    session = built_game(tmp_path, homes=False)
    view = session.view()  # Sparta's
    text = describe_boards(view, session.content, map_palette(session.content, "mono"), "sparta", ["sparta"], {}).plain
    mine = view.layout.hands["sparta"]
    names = {t.id: t.name for t in session.content.map.tiles}
    assert f"your tiles ({len(mine)}): {', '.join(names[t] for t in mine)}" in text
    assert f"tiles in hand: {len(view.layout.hands['athens'])}" in text
    assert "Tyranny in Athens" in text  # its home city not placed yet, named all the same
    session.submit("place sparta 4,4")
    session.submit("place athens 5,1")
    for _ in range(200):
        if session.state.phase != "map":
            break
        session.submit(session.suggestions()[0], session.to_act()[0])
    view = session.view()
    text = describe_boards(view, session.content, map_palette(session.content, "mono"), "sparta", [], {}).plain
    assert "your tiles" not in text and "tiles in hand" not in text  # the map is built


async def test_a_turn_to_place_brings_the_tile_into_sight_after_an_ai_placed_elsewhere(tmp_path):
    from textual.geometry import Region

    session = GameSession.new(["athens", "thebes", "sparta"], 1, {"map": "built"}, path=str(tmp_path / "b.hsav"),
                              ai=["sparta"])
    session.submit("place thebes 4,0", "thebes")
    session.submit("place athens 5,1", "athens")
    session.close()  # Sparta's AI rolls its home city in the south, then Athens places Mt. Olympus far west
    app = HellenicaApp(load=str(tmp_path / "b.hsav"))
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.placer is not None
                    and "sparta" in app.screen.session.state.areas)
        await pilot.pause()
        hexmap = app.screen.query_one(HexMap)
        assert shown_tile(hexmap) is not None and shown_tile(hexmap).name == "Mt. Olympus"
        view = Region(hexmap.scroll_offset.x, hexmap.scroll_offset.y, *hexmap.scrollable_content_region.size)
        assert view.overlaps(hexmap._view_region({hexmap.cursor})), "the tile being placed is out of sight"
