"""A map the players build (`--map built`): the steps, the serpentine order,
the rules that depend on who places, skipped turns, the end of building, and
games on built and random maps played to their end."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai import bots
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import MAP, PATRON, State
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.maps.building import building, city_in_a_row, placed_of, step_tiles
from hellenica_tui.games.hellenica.maps.commands import PlaceTile, RollHome
from hellenica_tui.games.hellenica.maps.events import MapBuilt, PlacementSkipped, TilePlaced
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import DELPHI, HOMES, OLYMPOS, TILES, MapLayout
from hellenica_tui.games.hellenica.mechanics.placement import placements, refusal, sea_access
from hellenica_tui.games.hellenica.ruleset import RULESET


def built(people=("athens", "sparta"), ais=(), seed=1) -> State:
    seats = [Seat(p) for p in people] + [Seat(p, "ai", "rulebook") for p in ais]
    return RULESET.initial_state("classic", seats, seed, {"map": "built"})


def layout(s: State) -> MapLayout:
    assert isinstance(s.layout, MapLayout)
    return s.layout


def do(s: State, player: str, command, seed: int = 0) -> list:
    events = RULESET.decide(s, player, command, random.Random(seed))
    for event in events:
        RULESET.evolve(s, event)
    return events


def first_legal(s: State, player: str):
    return RULESET.legal_commands(s, player)[0]


def place_homes(s: State) -> None:
    while building(s) is not None and layout(s).step == HOMES:
        player = s.pending[0]
        do(s, player, first_legal(s, player))


def test_a_built_map_begins_with_the_home_cities_dealt_tiles_and_no_other_area():
    s = built()
    lay = layout(s)
    assert s.phase == MAP and lay.step == HOMES and not lay.done
    assert sorted(s.areas) == ["athens", "sparta"]  # the home cities, to be placed first
    grid = grid_of(content_of(s))
    dealt = sorted(t for hand in lay.hands.values() for t in hand)
    # every tile but the home cities and the two spare seas, dealt out one at a time
    assert dealt == sorted(t for t in grid.tiles if not grid.tiles[t].home_of and t not in grid.spare_seas)
    assert abs(len(lay.hands["athens"]) - len(lay.hands["sparta"])) <= 1
    assert lay.queue[0] == s.favorite and s.pending == [s.favorite]


def test_a_home_city_goes_on_its_start_location_in_any_turn():
    s = built()
    player = s.pending[0]
    grid = grid_of(content_of(s))
    homes = RULESET.legal_commands(s, player)
    assert {c.rotation for c in homes} <= set(range(6)) and len(homes) >= 2
    assert {c.hex for c in homes} == {grid.hexes[grid.start[player]]}
    with pytest.raises(IllegalCommand, match="start location"):
        do(s, player, PlaceTile(tile=player, hex=(2, 0), rotation=0))
    other = "sparta" if player == "athens" else "athens"
    with pytest.raises(IllegalCommand, match="turn to place"):
        do(s, other, PlaceTile(tile=other, hex=grid.hexes[grid.start[other]], rotation=0))


def test_the_other_players_hands_are_secret():
    s = built()
    seen = view(s, "athens")
    assert layout(seen).hands["athens"] == layout(s).hands["athens"]
    assert set(layout(seen).hands["sparta"]) == {"?"} and len(layout(seen).hands["sparta"]) == len(layout(s).hands["sparta"])
    assert RULESET.options_secret(s, s.pending[0])


def test_olympus_and_delphi_are_placed_by_their_holders_then_the_serpentine():
    s = built(people=("athens", "sparta", "thebes"), seed=3)
    place_homes(s)
    lay = layout(s)
    tiles = ((OLYMPOS, "mt_olympus"), (DELPHI, "delphi"))
    holders = {step: [p for p, h in lay.hands.items() if tile in h] for step, tile in tiles}
    steps_seen = []
    while building(s) is not None and layout(s).step in (OLYMPOS, DELPHI):
        step = layout(s).step
        steps_seen.append(step)
        player = s.pending[0]
        assert [player] == holders[step]
        command = first_legal(s, player)
        assert command.tile == ("mt_olympus" if step == OLYMPOS else "delphi")
        do(s, player, command)
    assert steps_seen == [OLYMPOS, DELPHI]
    assert layout(s).step == TILES and layout(s).round == 1


def test_serpentine_order():
    s = built(people=("athens", "sparta", "thebes"), seed=3)
    place_homes(s)
    order: list[tuple[int, str]] = []
    while building(s) is not None and len(order) < 9:
        if layout(s).step == TILES:
            order.append((layout(s).round, s.pending[0]))
        do(s, s.pending[0], first_legal(s, s.pending[0]))
    clockwise = sorted(s.players, key=lambda p: s.players[p].seat)
    first = clockwise.index(s.favorite)
    clockwise = clockwise[first:] + clockwise[:first]
    assert [p for r, p in order if r == 1] == clockwise
    assert [p for r, p in order if r == 2] == clockwise[::-1]
    assert [p for r, p in order if r == 3] == clockwise


def test_every_placement_is_checked_by_the_rules():
    s = built(seed=2)
    place_homes(s)
    player = s.pending[0]
    grid = grid_of(content_of(s))
    placed = placed_of(layout(s))
    tile = step_tiles(grid, layout(s), player)[0]
    for location in range(len(grid.hexes)):
        for rotation in range(6):
            reason = refusal(grid, placed, tile, location, rotation)
            command = PlaceTile(tile=tile, hex=grid.hexes[location], rotation=rotation)
            if reason is not None:
                with pytest.raises(IllegalCommand, match="cannot lie there"):
                    RULESET.decide(s, player, command, random.Random(0))
                return
    pytest.fail("every placement of the tile was legal")


def test_a_tile_not_in_hand_is_refused():
    s = built()
    place_homes(s)
    player = s.pending[0]
    other = next(p for p in s.players if p != player)
    theirs = layout(s).hands[other][0]
    with pytest.raises(IllegalCommand, match="now you place"):
        do(s, player, PlaceTile(tile=theirs, hex=(3, 3), rotation=0))


def test_no_two_city_tiles_in_a_row_unless_nothing_else_fits():
    s = built(seed=5)
    place_homes(s)
    while building(s) is not None:
        player = s.pending[0]
        lay = layout(s)
        grid = grid_of(content_of(s))
        if lay.step == TILES and player in lay.last_city:
            placed = placed_of(lay)
            cities = [t for t in lay.hands[player] if grid.tiles[t].city]
            others = [t for t in lay.hands[player] if not grid.tiles[t].city]
            if cities and others and city_in_a_row(grid, lay, placed, player, cities[0]):
                legal = RULESET.legal_commands(s, player)
                assert legal and all(not grid.tiles[c.tile].city for c in legal)
                spot = next(placements(grid, placed, cities[0]), None)
                if spot is not None:
                    with pytest.raises(IllegalCommand, match="City Tile last"):
                        again = PlaceTile(tile=cities[0], hex=grid.hexes[spot[0]], rotation=spot[1])
                        RULESET.decide(s, player, again, random.Random(0))
                    return
        # place a city tile whenever one fits, to bring the rule about
        legal = RULESET.legal_commands(s, player)
        city_first = sorted(legal, key=lambda c: not grid.tiles[c.tile].city)
        do(s, player, city_first[0])
    pytest.fail("no player ever had a city tile to place twice in a row")


def play_built(s: State, pick=lambda legal: legal[0]) -> list:
    events = []
    while building(s) is not None:
        player = s.pending[0]
        legal = RULESET.legal_commands(s, player)
        assert legal, f"{player} is asked but has no legal placement"
        events += do(s, player, pick(legal))
    return events


def test_building_ends_with_holes_made_seas_and_unplaced_tiles_gone():
    s = built(people=("athens",), ais=("sparta", "troy"), seed=4)
    events = play_built(s)
    built_event = next(e for e in events if isinstance(e, MapBuilt))
    lay = layout(s)
    assert lay.done and s.phase == PATRON and sorted(s.pending) == sorted(s.players)
    content = content_of(s)
    grid = grid_of(content)
    assert len(content.areas) == len(grid.hexes)  # every location is an area: tiles or seas
    assert list(s.areas) == list(content.areas)
    for hole in built_event.holes:
        sea = next(a for a in content.areas.values() if a.hex == grid.hexes[hole])
        assert sea.kind == "sea" and sea.id.startswith("open_sea_")
    # the AI players' tiles never came into play
    placed_tiles = {p.tile for p in lay.placed}
    assert built_event.unplaced > 0 and lay.hands == {}
    assert {"sparta", "troy", "athens"} <= placed_tiles
    # AI players placed their home city only
    placers = {e.player for e in events if isinstance(e, TilePlaced) and e.tile not in ("sparta", "troy", "athens")}
    assert placers <= {"athens"}


def test_a_player_with_no_legal_placement_is_skipped(classic_copy):
    closed = {"id": "walled_vale", "name": "Walled Vale", "abbrev": "WVL", "kind": "non_city",
              "mountains": ["n", "ne", "se", "s", "sw", "nw"]}  # fits nowhere: it has no way in
    classic_copy.edit("map.toml", lambda d: d["tiles"].append(closed))
    s = RULESET.initial_state(classic_copy.path, [Seat("athens"), Seat("sparta")], 6, {"map": "built"})
    lay = layout(s)
    lay.hands["sparta"] = ["walled_vale"]
    lay.hands["athens"] = [t for t in lay.hands["athens"] if t not in ("mt_olympus", "delphi")][:3]
    place_homes(s)
    asked = []
    events = []
    while building(s) is not None:
        if layout(s).step != HOMES:
            asked.append(s.pending[0])
        events += do(s, s.pending[0], first_legal(s, s.pending[0]))
    skips = [e.player for e in events if isinstance(e, PlacementSkipped)]
    assert "sparta" in skips and "sparta" not in asked
    assert sum(isinstance(e, TilePlaced) for e in events) == 3  # athens placed its three
    assert any(isinstance(e, MapBuilt) and e.unplaced == 1 for e in events)  # the vale leaves the game


def test_an_ai_rolls_its_home_city_and_keeps_sea_access():
    for seed in range(6):
        s = built(people=(), ais=("athens", "sparta", "corcyra"), seed=seed)
        while building(s) is not None and layout(s).step == HOMES:
            player = s.pending[0]
            assert RULESET.legal_commands(s, player) == [RollHome()]
            with pytest.raises(IllegalCommand):
                do(s, player, PlaceTile(tile=player, hex=(0, 0)))
            do(s, player, RollHome(), seed)
            grid = grid_of(content_of(s))
            placed = placed_of(layout(s))
            assert sea_access(grid, placed, grid.start[player])
        assert layout(s).done  # nobody else takes part: the map ends at once


def test_the_notation_reads_and_writes_a_placement():
    s = built()
    player = s.pending[0]
    for command in RULESET.legal_commands(s, player):
        assert RULESET.parse(RULESET.format(command), s, player) == command
    assert RULESET.parse("place Athens at 6,0 turn 2", s, player) == PlaceTile(tile="athens", hex=(6, 0), rotation=2)
    assert RULESET.format(PlaceTile(tile="epirus", hex=(2, -1), rotation=0)) == "place epirus 2,-1"


def new_game(rule: str, seed: int, humans=(), ais=("athens", "sparta", "troy")) -> Game:
    seats = [Seat(p) for p in humans] + [Seat(p, "ai", "rulebook") for p in ais]
    return Game.new(RULESET, "classic", seats, seed, {"map": rule})


@pytest.mark.parametrize("seed", [2, 3, 4])
def test_ai_games_on_random_maps_reach_a_winner_and_verify(seed):
    game = new_game("random", seed)
    bots.advance(game, max_turn=60)
    assert game.state.phase == "over" and game.state.winners
    assert game.verify() == len(game.log)


def test_a_built_map_game_with_a_person_builds_plays_on_and_verifies():
    game = new_game("built", 5, humans=("athens",), ais=("sparta", "troy"))
    while game.state.phase == MAP:
        bots.advance(game)
        if game.state.phase == MAP:
            game.apply(RULESET.legal_commands(game.state, "athens")[-1], "athens")
    assert layout(game.state).done and game.state.phase == PATRON
    assert sum(1 for p in layout(game.state).placed if p.tile not in ("athens", "sparta", "troy")) > 10
    assert game.verify() == len(game.log)


@pytest.mark.parametrize("seed", [1, 3])
def test_a_built_map_game_with_a_person_is_played_to_a_winner_and_verifies(seed):
    from tests.proof.walk import play_with_ais

    game = new_game("built", seed, humans=("athens",), ais=("sparta", "troy"))
    play_with_ais(game, 20_000, random.Random(seed), max_turn=60)  # the person: random legal commands
    assert sum(1 for p in layout(game.state).placed if p.tile not in ("athens", "sparta", "troy")) > 10
    assert game.state.phase == "over" and game.state.winners
    assert game.verify() == len(game.log)


def test_an_ai_game_on_a_built_map_plays_and_verifies():
    # AI players place their home city only: the map is three cities in a sea, where
    # nobody reaches three objectives soon; the game goes on by the rules all the same
    game = new_game("built", 5)
    bots.advance(game, max_turn=6)
    assert game.state.turn == 7 and layout(game.state).done
    assert game.verify() == len(game.log)


def test_the_summary_reads_a_map_being_built():
    from hellenica_tui.games.hellenica.core.summary import summary_json

    s = built()
    data = summary_json(RULESET, view(s, "athens"))
    assert data["phase"] == "map"
    athens = next(a for a in data["areas"] if a["name"] == "athens")
    assert sorted(u["upgrade"] for u in athens["upgrades"]) == ["academy", "market"]


def test_a_random_map_plays_its_own_tiles_at_two_players():
    # the two-player changes to the printed map (content/smaller_tables.py) name its areas, not the tiles
    game = new_game("random", 2, ais=("corcyra", "thebes"))
    content = content_of(game.state)
    assert "players-" not in content.hash  # the arrangement's areas, not the printed map's at two players
    tiles = {t.id: t for t in content.map.tiles}
    towns = [town for town in ("epirus", "cythera") if town in content.areas]
    assert towns and all(content.areas[town].settlements == tiles[town].settlements == 0 for town in towns)
