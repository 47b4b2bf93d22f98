"""The explorable map where an effect or a combat explores: the Alliance on an empty area,
a defender withdrawing into one, an area that becomes a sea under units or a creature,
and what the hints and the log say of it."""

from __future__ import annotations

import random

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.board import Board
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.narration import narrate
from hellenica_tui.games.hellenica.core.state import Upgrade
from hellenica_tui.games.hellenica.maps.commands import ExploreArea, PlaceTile
from hellenica_tui.games.hellenica.maps.events import (
    AllianceFailed,
    ExplorationFailed,
    RetreatNoted,
    TileExplored,
    TilesDrawn,
)
from hellenica_tui.games.hellenica.maps.exploring import fitting, under_way
from hellenica_tui.games.hellenica.maps.grid import grid_of
from hellenica_tui.games.hellenica.maps.state import Exploration
from hellenica_tui.games.hellenica.war.commands import Withdraw
from hellenica_tui.games.hellenica.war.events import UnitsLost
from tests.games.hellenica.explorable import (
    acting,
    creature_beside_athens,
    end_movement,
    enter,
    layout,
    only_seas_in_the_stack,
    open_sides,
    with_stack,
)
from tests.games.hellenica.rules.conftest import Game
from tests.games.hellenica.rules.war import do, place

# -- the Alliance, withdrawals and creatures on an area that becomes a sea -------------------


def _hermes(game: Game) -> None:
    """Athens holds three temples to Hermes and the Favor to cast Alliance."""
    s = game.state
    slots = s.areas["athens"].slots
    s.areas["athens"].slots = [Upgrade("temple", "active", "hermes")] * 3 + [None] * (len(slots) - 3)
    s.players["athens"].favor = 3


def _far_empty(game: Game) -> str:
    """An empty area no home city touches, where a city with no mountains fits."""
    s = game.state
    board = Board.of(content_of(s))
    homes = {"athens", "sparta"}
    return next(
        a for a in s.areas
        if content_of(s).areas[a].empty and not s.areas[a].impassable
        and not homes & set(board.neighbours(a)) and not content_of(s).areas[a].island
    )


def test_alliance_on_an_empty_area_explores_it_for_a_city_that_joins_the_caster():
    game = acting()
    _hermes(game)
    area = _far_empty(game)
    # no City tile in the first pair: put aside; then two cities
    with_stack(game, ["epirus", "thrace", "elis", "pella"])
    game.do("athens", "invoke alliance")
    game.do("athens", f"choose {area}")
    s = game.state
    drawn = [e for e in game.events if isinstance(e, TilesDrawn)][-1]
    assert drawn.area == area and drawn.discarded == ("epirus", "thrace") and drawn.tiles == ("elis", "pella")
    exploration = under_way(s)
    assert exploration is not None and exploration.alliance and s.pending == ["athens"]
    candidates = legal_commands(RULES, s, "athens")
    assert candidates and {c.tile for c in candidates if isinstance(c, PlaceTile)} == {"elis", "pella"}
    assert all(isinstance(c, PlaceTile) for c in candidates)
    game.do("athens", "place pella")
    assert area not in s.areas and s.areas["pella"].owner == "athens"
    assert not s.pending and s.movement is None and s.resolving is None
    assert layout(s).stack[-3:] == ["elis", "epirus", "thrace"]
    assert s.players["athens"].favor < 3  # the invocation was paid for


def test_alliance_only_places_a_city_even_when_the_other_tile_fits():
    game = acting()
    s = game.state
    content = content_of(s)
    area = _far_empty(game)
    alliance = Exploration("athens", area, -1, area, alliance=True)
    plain = Exploration("athens", area, -1, area)
    assert fitting(s, content, plain, "thrace") and fitting(s, content, alliance, "thrace") == []
    assert fitting(s, content, alliance, "elis")
    # the Alliance's targets include the empty areas, cities and non-cities at once
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.core.state import Resolving
    from hellenica_tui.games.hellenica.gods.resolving import target_options

    tx = Tx(s, random.Random(0), RULES)
    options = target_options(tx, Resolving(source="invocation", id="alliance", beneficiary="athens"))
    assert options is not None and area in options and "sparta" in options


def test_alliance_fails_when_the_city_tiles_drawn_cannot_lie_there():
    game = acting()
    _hermes(game)
    s = game.state
    content = content_of(s)
    # an island location where neither Elis nor Pella may lie
    island = next(
        a for a in s.areas
        if content.areas[a].empty and content.areas[a].island and not s.areas[a].impassable
        and not fitting(s, content, Exploration("athens", a, -1, a, True), "elis")
        and not fitting(s, content, Exploration("athens", a, -1, a, True), "pella")
    )
    with_stack(game, ["epirus", "thrace", "elis", "pella"])
    before = list(layout(s).stack)
    game.do("athens", "invoke alliance")
    events = game.do("athens", f"choose {island}")
    failed = [e for e in events if isinstance(e, AllianceFailed)]
    assert failed and failed[0].tiles == ("elis", "pella") and failed[0].discarded == ("epirus", "thrace")
    assert island in s.areas and content_of(s).areas[island].empty and not s.areas[island].owner
    assert under_way(s) is None and not s.pending and s.players["athens"].favor < 3
    # the tiles drawn and put aside go under the stack
    assert layout(s).stack == [*before[4:], "elis", "pella", "epirus", "thrace"]
    # only Athens is told which tiles it drew
    told = {seat: narrate(RULES, failed[0], s, seat) for seat in ("athens", "sparta", None)}
    assert "Elis" in told["athens"] and "Pella" in told["athens"]
    assert all("Elis" not in told[seat] and "Epirus" not in told[seat] for seat in ("sparta", None))


def test_alliance_fails_when_the_stack_holds_no_city_tile():
    game = acting()
    _hermes(game)
    s = game.state
    grid = grid_of(content_of(s))
    layout(s).stack = [t for t in layout(s).stack if not grid.tiles[t].city]
    area = _far_empty(game)
    game.do("athens", "invoke alliance")
    events = game.do("athens", f"choose {area}")
    failed = [e for e in events if isinstance(e, AllianceFailed)]
    assert failed and failed[0].tiles == () and area in s.areas and not s.areas[area].owner


def _withdrawal(game: Game) -> tuple[str, str]:
    """Athens attacks Sparta's hoplites on an empty area next to Athens; Sparta has no
    friendly area to withdraw to, so it may go to the empty areas beside it."""
    s = game.state
    board = Board.of(content_of(s))
    fight = next(a for a in open_sides(game, "athens") if "sparta" not in board.neighbours(a))
    away = sorted(
        a for a in board.neighbours(fight)
        if content_of(s).areas[a].empty and board.edge(fight, a) == "clearing" and "athens" not in board.neighbours(a)
    )[0]
    place(game, "sparta", fight, hoplite=2)
    place(game, "athens", "athens", hoplite=3)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", f"move 3 hoplite to {fight}", "5", "1")
    do(game, "athens", "stay")
    assert Withdraw(to=away) in legal_commands(RULES, s, "sparta")
    return fight, away


def test_an_empty_area_a_defender_withdrew_into_is_explored_by_the_mover_after_its_own():
    game = acting()
    fight, away = _withdrawal(game)
    s = game.state
    content = content_of(s)
    events = do(game, "sparta", f"withdraw to {away}")
    assert any(isinstance(e, RetreatNoted) and e.area == away for e in events)
    assert not layout(s).exploring  # nothing is explored before the movement is over
    end_movement(game)
    # Athens's movement is over: both areas wait, Athens's own first, then where Sparta went
    assert s.pending == ["athens"] and s.movement is not None
    queue = layout(s).exploring
    assert [(x.player, x.area) for x in queue] == [("athens", fight), ("athens", away)]
    grid = grid_of(content)
    assert queue[1].entry == grid.at[content.areas[fight].hex] and queue[1].origin == fight
    assert set(legal_commands(RULES, s, "athens")) == {ExploreArea(area=fight), ExploreArea(area=away)}
    with_stack(game, ["elis", "pella", "argos", "megara"])
    game.do("athens", f"explore {away}")
    game.do("athens", "place elis")
    game.do("athens", "place argos")
    assert s.areas["elis"].units["sparta"].units == {"hoplite": 1}
    assert s.areas["argos"].units["athens"].units["hoplite"] == 3
    assert s.movement is None and not s.pending and not layout(s).retreats


def test_units_that_withdrew_into_an_area_that_becomes_a_sea_are_lost():
    game = acting()
    fight, away = _withdrawal(game)
    s = game.state
    only_seas_in_the_stack(game)
    do(game, "sparta", f"withdraw to {away}")
    end_movement(game)
    game.do("athens", f"explore {away}")
    lost = [e for e in game.events if isinstance(e, UnitsLost) and e.player == "sparta"]
    assert lost and lost[-1].units == {"hoplite": 1} and lost[-1].cause == "at_sea"
    assert away not in s.areas
    # Athens's own area fails too: its hoplites go back where the supply began
    assert fight not in s.areas and s.areas["athens"].units["athens"].units["hoplite"] == 1 + 3
    assert s.movement is None and not s.pending


def test_a_land_creature_on_an_area_that_becomes_a_sea_leaves_the_map_unslain():
    game = acting()
    target, creature = creature_beside_athens(game, "non_city_land")
    s = game.state
    s.areas[target].creature_turn = s.turn - 1
    only_seas_in_the_stack(game)
    enter(game, [target])
    end_movement(game)
    failed = [e for e in game.events if isinstance(e, ExplorationFailed)][-1]
    assert failed.creature == creature
    assert not any(st.creature == creature for st in s.areas.values())
    assert not any(creature in p.creatures_slain for p in s.players.values())
    assert content_of(s).creatures[creature].name in narrate(RULES, failed, s, "sparta")
    # it may come back: a world event may place it again on land
    from hellenica_tui.games.hellenica.core.decide import Tx
    from hellenica_tui.games.hellenica.effects.creature_effects import creature_areas
    from hellenica_tui.games.hellenica.effects.run import Run

    assert creature_areas(Run(Tx(s, random.Random(0), RULES), "athens", "world"), creature)


def test_the_hints_list_the_explorers_placements_under_exploring_and_show_others_nothing():
    from hellenica_tui.games.hellenica.table.hints import hints

    game = acting()
    first, second = open_sides(game, "athens")[:2]
    with_stack(game, ["elis", "pella"])
    enter(game, [first, second])
    end_movement(game)
    assert [title for title, _ in hints(game.state, "athens")] == ["Exploring the map"]
    game.do("athens", f"explore {first}")
    groups = hints(game.state, "athens")
    assert [title for title, _ in groups] == ["Exploring the map"]
    assert {text.split()[1] for text, _ in groups[0][1]} <= {"elis", "pella"}
    assert hints(game.state, "sparta") == []  # nothing of the explorer's draw, nothing to do


def test_the_log_names_an_explored_area_as_it_was_once_it_is_gone():
    game = acting()
    target = open_sides(game, "athens")[0]
    with_stack(game, ["elis", "pella"])
    enter(game, [target])
    end_movement(game)
    events = game.do("athens", "place elis")
    explored = next(e for e in events if isinstance(e, TileExplored))
    number = int(target.removeprefix("empty_"))
    # told afterwards, on the map where the area is Elis now
    assert f"Unexplored {number}" in narrate(RULES, explored, game.state, "sparta")
