"""The explorable map (`--map explorable`): empty areas, exploring them after a
movement (the order, the secret draw, the turn, the discards, an area that
becomes a sea), creatures on empty areas, the AI players' choices, what others
may see, and games played to their end."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai import bots
from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.game import Game as EngineGame
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.legal import legal_commands, to_act
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.core.notation import format_command
from hellenica_tui.games.hellenica.core.state import MAP, PATRON, copy_state
from hellenica_tui.games.hellenica.core.view import HIDDEN, options_secret, view
from hellenica_tui.games.hellenica.maps.commands import ExploreArea, PlaceTile
from hellenica_tui.games.hellenica.maps.events import (
    TileExplored,
    TilesDrawn,
)
from hellenica_tui.games.hellenica.maps.exploring import ai_pick, fitting, under_way
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import Exploration
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.commands import Move, SupplyMovement
from tests.games.hellenica.explorable import (
    acting,
    creature_beside_athens,
    end_movement,
    enter,
    explorable,
    layout,
    only_seas_in_the_stack,
    open_sides,
    sides,
    with_stack,
)
from tests.games.hellenica.rules.war import place

# -- the map before play --------------------------------------------------------------------


def test_only_the_home_cities_are_placed_and_every_other_location_is_an_empty_land_area():
    game = explorable()
    s = game.state
    lay = layout(s)
    assert s.phase == PATRON and lay.done and lay.rule == "explorable"
    content = content_of(s)
    grid = grid_of(content)
    assert sorted(p.tile for p in lay.placed) == ["athens", "sparta"]
    assert len(lay.empties) == len(grid.hexes) - 2 and not lay.holes
    empties = [a for a in content.areas.values() if a.empty]
    assert len(empties) == len(lay.empties)
    assert all(a.kind == "land" and not a.mountains and a.settlements == 0 for a in empties)
    assert all(a.id in s.areas for a in empties)
    # the stack: every tile but the home cities and the two spare seas, shuffled
    assert sorted(lay.stack) == sorted(t for t in grid.tiles if not grid.tiles[t].home_of and t not in grid.spare_seas)
    assert lay.stack != sorted(lay.stack)


def test_an_empty_area_is_entered_only_across_a_clearing_and_never_by_triremes():
    game = acting()
    edges = sides(game, "athens")
    closed = [a for a, edge in edges.items() if edge == "mountain"]
    assert closed and open_sides(game, "athens")
    place(game, "athens", "athens", hoplite=1)
    game.do("athens", "supply movement athens from athens")
    with pytest.raises(IllegalCommand):
        game.do("athens", Move(units=(("hoplite", 1),), to=closed[0]))
    with pytest.raises(IllegalCommand):
        game.do("athens", Move(units=(("trireme", 1),), to=open_sides(game, "athens")[0]))


# -- exploring ------------------------------------------------------------------------------


def test_units_entering_an_empty_area_explore_it_after_the_movement():
    game = acting()
    target = open_sides(game, "athens")[0]
    lay = layout(game.state)
    top = list(lay.stack)
    enter(game, [target])
    end_movement(game)
    s = game.state
    drawn = [e for e in game.events if isinstance(e, TilesDrawn)]
    assert drawn and drawn[-1].area == target
    assert s.pending == ["athens"] and s.movement is not None  # the movement ends once explored
    exploration = under_way(s)
    assert exploration is not None and exploration.area == target
    # every candidate places one of the drawn tiles on the area, in a turn that fits
    candidates = legal_commands(RULES, s, "athens")
    assert candidates and all(isinstance(c, PlaceTile) and c.tile in layout(s).drawn for c in candidates)
    taken = list(drawn[-1].discarded) + list(drawn[-1].tiles)
    assert taken == top[: len(taken)]  # from the top of the stack


def test_the_side_the_units_came_through_must_be_a_clearing():
    game = acting()
    target = open_sides(game, "athens")[0]
    enter(game, [target])
    end_movement(game)
    s = game.state
    content = content_of(s)
    grid = grid_of(content)
    exploration = under_way(s)
    assert exploration is not None
    location = grid.at[content.areas[target].hex]
    entry_side = grid.around[location].index(exploration.entry)
    assert grid.hexes[exploration.entry] == content.areas["athens"].hex
    for tile in layout(s).drawn:
        for rotation in range(6):
            fits = rotation in fitting(s, content, exploration, tile)
            mountain = grid.tiles[tile].masks[rotation] >> entry_side & 1
            if mountain:
                assert not fits
                with pytest.raises(IllegalCommand):
                    game.do("athens", PlaceTile(tile=tile, hex=content.areas[target].hex, rotation=rotation))


def test_placing_a_tile_makes_the_area_that_tile_and_sends_the_other_to_the_bottom():
    game = acting()
    target = open_sides(game, "athens")[0]
    with_stack(game, ["elis", "pella"])  # two cities with no mountains: they fit every way
    enter(game, [target])
    end_movement(game)
    s = game.state
    assert layout(s).drawn == ["elis", "pella"]
    with pytest.raises(IllegalCommand, match="drew"):
        game.do("athens", PlaceTile(tile="naxos", hex=content_of(s).areas[target].hex, rotation=0))
    with pytest.raises(IllegalCommand, match="area you explore"):
        game.do("athens", PlaceTile(tile="elis", hex=(0, 0), rotation=0))
    size = len(layout(s).stack)
    events = game.do("athens", "place elis turn 2")
    s = game.state
    explored = next(e for e in events if isinstance(e, TileExplored))
    assert explored.tile == "elis" and explored.rotation == 2 and explored.returned == "pella"
    assert target not in s.areas and "elis" in s.areas
    assert s.areas["elis"].units["athens"].units == {"hoplite": 1}
    assert len(s.areas["elis"].slots) == 2 and s.areas["elis"].owner == ""
    assert layout(s).stack[-1] == "pella" and len(layout(s).stack) == size + 1
    assert content_of(s).areas["elis"].hex == explored.hex and not content_of(s).areas["elis"].empty
    assert s.movement is None and not s.pending  # the movement and the action are over


def test_the_rules_index_opens_on_exploring_while_an_exploration_waits():
    from hellenica_tui.games.hellenica.table.rule_pages import page_now

    game = acting()
    enter(game, [open_sides(game, "athens")[0]])
    end_movement(game)
    assert under_way(game.state) is not None and page_now(game.state) == "exploring"
    game.do("athens", legal_commands(RULES, game.state, "athens")[0])
    assert page_now(game.state) != "exploring"


def test_the_player_picks_the_order_when_units_entered_several_empty_areas():
    game = acting()
    first, second = open_sides(game, "athens")[:2]
    enter(game, [first, second])
    end_movement(game)
    s = game.state
    assert not layout(s).drawn and s.pending == ["athens"]
    assert set(legal_commands(RULES, s, "athens")) == {ExploreArea(area=first), ExploreArea(area=second)}
    with pytest.raises(IllegalCommand):
        game.do("athens", PlaceTile(tile=layout(s).stack[0], hex=content_of(s).areas[second].hex))
    game.do("athens", f"explore {second}")
    s = game.state
    assert under_way(s).area == second and layout(s).drawn
    game.do("athens", legal_commands(RULES, s, "athens")[0])
    s = game.state
    # one left: it is drawn for at once
    assert under_way(s).area == first and layout(s).drawn
    game.do("athens", legal_commands(RULES, s, "athens")[0])
    assert under_way(game.state) is None and game.state.movement is None


def test_a_pair_that_cannot_go_there_is_put_aside_and_two_more_drawn():
    game = acting()
    target = open_sides(game, "athens")[0]
    # seas never open under land units: both are put aside, then Elis and Pella are drawn
    with_stack(game, ["ionian_sea", "cyclades", "elis", "pella"])
    enter(game, [target])
    end_movement(game)
    drawn = [e for e in game.events if isinstance(e, TilesDrawn)][-1]
    assert drawn.discarded == ("ionian_sea", "cyclades") and drawn.tiles == ("elis", "pella")
    game.do("athens", "place pella")
    stack = layout(game.state).stack
    # the stack goes on top of the discards: the tile sent back, then the two put aside
    assert stack[-3:] == ["elis", "ionian_sea", "cyclades"]


def test_with_no_tile_that_fits_the_area_becomes_a_sea_and_the_units_go_back():
    game = acting()
    target = open_sides(game, "athens")[0]
    seas = only_seas_in_the_stack(game)
    before = game.state.areas["athens"].units["athens"].units["hoplite"]
    enter(game, [target])
    end_movement(game)
    s = game.state
    assert target not in s.areas and "ambracian_sea" in s.areas
    assert content_of(s).areas["ambracian_sea"].kind == "sea"
    assert s.areas["athens"].units["athens"].units["hoplite"] == before + 1  # the one placed, and back
    assert sorted(layout(s).stack) == sorted(seas)
    assert s.movement is None and not s.pending


def test_a_creature_on_an_empty_area_allows_only_tiles_of_its_kind():
    game = acting()
    target, _ = creature_beside_athens(game, "non_government_city")
    s = game.state
    content = content_of(s)
    exploration = Exploration("athens", target, grid_of(content).at[content.areas["athens"].hex], "athens")
    layout(s).drawn = []
    assert fitting(s, content, exploration, "epirus") == []  # a non-city
    assert fitting(s, content, exploration, "elis")  # a city
    land_creature = next(c.id for c in content.creatures.values() if c.placement == "non_city_land")
    s.areas[target].creature = land_creature
    assert fitting(s, content, exploration, "elis") == []
    assert fitting(s, content, exploration, "thrace")


def test_creatures_may_be_placed_on_empty_areas_as_cities_and_non_cities():
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.effects.creature_effects import creature_areas
    from hellenica_tui.games.hellenica.effects.run import Run

    game = acting()
    s = game.state
    content = content_of(s)
    for placement in ("non_government_city", "non_city_land"):
        creature = next(c.id for c in content.creatures.values() if c.placement == placement)
        run = Run(Tx(s, random.Random(0), RULES), "athens", "world")
        found = creature_areas(run, creature)
        open_empties = [a for a in s.areas if content.areas[a].empty and not s.areas[a].impassable]
        assert set(open_empties) <= set(found)


def test_a_tile_with_a_mine_next_to_a_city_gives_that_city_a_mine_location():
    game = acting()
    s = game.state
    content = content_of(s)
    grid = grid_of(content)
    target = open_sides(game, "athens")[0]
    location = grid.at[content.areas[target].hex]
    toward_athens = grid.around[location].index(grid.at[content.areas["athens"].hex])
    exploration = Exploration("athens", target, grid.at[content.areas["athens"].hex], "athens")
    turns = fitting(s, content, exploration, "thrace")  # no mountains, mines on its s and nw sides
    assert turns
    before = len(s.areas["athens"].slots)
    slots = list(s.areas["athens"].slots)
    with_stack(game, ["thrace", "panactum"])
    enter(game, [target])
    end_movement(game)
    mine_side = grid.tiles["thrace"]  # which turn puts a mine toward Athens
    rotation = next(
        r for r in fitting(game.state, content_of(game.state), under_way(game.state), "thrace")
        if any((["n", "ne", "se", "s", "sw", "nw"].index(side) + r) % 6 == toward_athens for side in ("s", "nw"))
    )
    del mine_side
    game.do("athens", PlaceTile(tile="thrace", hex=content.areas[target].hex, rotation=rotation))
    s = game.state
    assert len(s.areas["athens"].slots) == before + 1
    assert s.areas["athens"].slots[:before] == slots  # the upgrades stay where they were


# -- AI players -----------------------------------------------------------------------------


def test_an_ai_places_an_objectives_tile_else_the_most_settlements_turned_the_least():
    game = acting()
    s = game.state
    content = content_of(s)
    grid = grid_of(content)
    target = open_sides(game, "athens")[0]
    exploration = Exploration("athens", target, grid.at[content.areas["athens"].hex], "athens")
    tile, rotation = ai_pick(s, content, exploration, ["elis", "pella"], 1)  # two cities of 2 settlements
    assert tile == "pella" and rotation == min(fitting(s, content, exploration, "pella"))
    assert ai_pick(s, content, exploration, ["elis", "pella"], 0)[0] == "elis"  # a draw decides
    assert ai_pick(s, content, exploration, ["aetolia", "elis"], 0)[0] == "elis"  # 2 settlements over 1
    named = {area for o in s.pathos for area in content.objectives[o].map_areas}
    if "delphi" in named and fitting(s, content, exploration, "delphi"):
        assert ai_pick(s, content, exploration, ["elis", "delphi"], 0)[0] == "delphi"
    s.pathos = [o for o in s.pathos if "delphi" not in content.objectives[o].map_areas]
    objective = next(o.id for o in content.objectives.values() if "delphi" in o.map_areas)
    s.pathos.append(objective)
    if fitting(s, content, exploration, "delphi"):
        assert ai_pick(s, content, exploration, ["pella", "delphi"], 0)[0] == "delphi"


def test_an_ai_players_movement_counts_an_empty_area_as_a_city_of_three_settlements():
    from hellenica_tui.ai.rulebook.destinations import FILTERS, settlements_seen
    from hellenica_tui.ai.view_map import ai_map

    game = acting(players=("athens",), ais=("sparta", "troy"))
    s = game.state
    m = ai_map(s, "sparta", content_of(s))
    empties = [a for a in s.areas if content_of(s).areas[a].empty][:2]
    assert FILTERS["most_settlements"](m, empties) == empties
    assert [settlements_seen(m, a) for a in empties] == [3, 3]
    s.areas["athens"].slots = s.areas["athens"].slots[:2]
    smaller = "aetolia"  # a City Tile of one settlement placed beside them
    assert content_of(s).map.tiles and smaller not in s.areas
    assert FILTERS["most_settlements"](m, [*empties, "athens"]) == [*empties, "athens"]  # Athens has 3 too


# -- secrets --------------------------------------------------------------------------------


def test_what_the_explorer_drew_is_its_secret():
    game = acting()
    target = open_sides(game, "athens")[0]
    with_stack(game, ["ionian_sea", "cyclades", "elis", "pella"])
    enter(game, [target])
    end_movement(game)
    s = game.state
    secret = ("Ionian Sea", "Cyclades", "Elis", "Pella")
    assert options_secret(s, "athens") and not options_secret(s, "sparta")
    for seat in ("sparta", None):
        seen = view(s, seat)
        assert set(layout(seen).drawn) == {HIDDEN} and set(layout(seen).stack) == {HIDDEN}
        assert set(layout(seen).discard) <= {HIDDEN}
    assert layout(view(s, "athens")).drawn == ["elis", "pella"]
    assert set(layout(view(s, "athens")).stack) == {HIDDEN}
    before = copy_state(s)
    events = game.do("athens", "place elis")
    # the log as others read it never names a tile the explorer saw and did not place
    state = copy_state(before)
    lines = {seat: [] for seat in ("athens", "sparta", None)}
    for event in [e for e in game.events if isinstance(e, TilesDrawn)] + events:
        for seat in lines:
            lines[seat].append(narrate(RULES, event, state, seat))
    for seat in ("sparta", None):
        text = " ".join(lines[seat])
        assert not any(name in text for name in ("Ionian Sea", "Cyclades", "Pella")), text
        assert "Elis" in text  # the tile placed is there for all to see
    mine = " ".join(lines["athens"])
    assert all(name in mine for name in secret)
    # the command as others read it names the placed tile only
    assert format_command(RULES, PlaceTile(tile="elis", hex=(0, 0))).split()[1] == "elis"


def test_undo_stops_at_the_draw_and_its_message_names_no_tile():
    game = _new(2, humans=("athens",), ais=("sparta", "troy"))
    _play_until(game, lambda s: bool(layout(s).drawn) and under_way(s).player == "athens")
    names = {content_of(game.state).map.tiles[0].name}
    names = {t.name for t in content_of(game.state).map.tiles if t.id in layout(game.state).drawn}
    reason = game.undo_blocked_reason("athens")
    assert reason is not None and "revealed something hidden" in reason
    assert not any(name in reason for name in names)


# -- whole games ----------------------------------------------------------------------------


def _new(seed: int, humans=(), ais=("athens", "sparta", "troy")) -> EngineGame:
    seats = [Seat(p) for p in humans] + [Seat(p, "ai", "rulebook") for p in ais]
    return EngineGame.new(RULESET, "classic", seats, seed, {"map": "explorable"})


@pytest.mark.parametrize("seed", [1, 3, 5])
def test_ai_games_on_explorable_maps_reach_a_winner_and_verify(seed):
    game = _new(seed)
    bots.advance(game, max_turn=60)
    s = game.state
    assert s.phase == "over" and s.winners
    assert len(layout(s).placed) > 3  # the AI players explored
    assert game.verify() == len(game.log)


def _play_until(game: EngineGame, done, turns: int = 8, seed: int = 0) -> int:
    """Athens (a person) plays random legal commands, mostly into empty areas, among AI
    players, until `done(state)` or the turn cap; how many tiles Athens explored."""
    rng = random.Random(seed)
    explored = 0
    while game.state.phase != "over" and game.state.turn <= turns and not done(game.state):
        bots.advance(game)
        s = game.state
        if s.phase == "over" or done(s) or "athens" not in to_act(RULES, s):
            break
        legal = RULESET.legal_commands(s, "athens")
        content = content_of(s)
        into = [c for c in legal if isinstance(c, Move) and content.areas[c.to].empty]
        supply = [c for c in legal if isinstance(c, SupplyMovement)]
        pick = rng.choice(into or supply) if (into or supply) and rng.random() < 0.8 else rng.choice(legal)
        explored += isinstance(pick, PlaceTile) and s.phase != MAP
        game.apply(pick, "athens")
    return explored


@pytest.mark.parametrize("seed", [2, 4])
def test_a_person_exploring_among_ai_players_plays_on_and_verifies(seed):
    game = _new(seed, humans=("athens",), ais=("sparta", "troy"))
    assert _play_until(game, lambda s: False, seed=seed)
    assert game.verify() == len(game.log)


# -- world events ---------------------------------------------------------------------------


@pytest.mark.parametrize("explore", [True, False])
def test_an_eruption_with_no_volcano_on_the_map_is_set_aside_and_another_drawn(explore):
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.gods.events import WorldEventRevealed
    from hellenica_tui.games.hellenica.gods.world_events import reveal
    from tests.games.hellenica.rules.war import war_game

    game = acting() if explore else war_game(["athens", "sparta"], "athens")
    s = game.state
    s.world_deck = ["silence_1", "eruption"]  # the top card last
    tx = Tx(s, random.Random(0), RULES)
    reveal(tx, forced=True)
    revealed = [(e.card, e.triggers) for e in tx.events if isinstance(e, WorldEventRevealed)]
    if explore:  # no volcano explored yet: the eruption is ignored, the next card happens
        assert revealed == [("eruption", 0), ("silence_1", 1)]
        assert tx.s.world_discard[-2:] == ["eruption", "silence_1"]
    else:
        assert revealed == [("eruption", 1)]
