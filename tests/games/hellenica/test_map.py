"""The classic Aegean map: its invariants, the rulebook's worked examples, and
the board geometry the rules read it through."""

from __future__ import annotations

from collections import deque
from itertools import combinations
from pathlib import Path

import msgspec
import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.board import Board, open_areas
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import OPPOSITE, SIDE_VECTORS, SmallerTable
from hellenica_tui.games.hellenica.content.smaller_tables import at_table
from hellenica_tui.games.hellenica.mechanics.movement import sea_transport, steps
from hellenica_tui.games.hellenica.turn.seatings import suggested_sets

HOMES = ("athens", "sparta", "corinth", "thebes", "troy", "byzantium", "corcyra")


@pytest.fixture(scope="module")
def content():
    return load_scenario("classic")


@pytest.fixture(scope="module")
def board(content):
    return Board.of(content)


def area_named(content, name):
    return next(a for a in content.areas.values() if a.name == name)


# -- the map as data ------------------------------------------------------------


def test_area_counts_fit_a_seven_player_game(content):
    land = [a for a in content.areas.values() if a.kind == "land"]
    sea = [a for a in content.areas.values() if a.kind == "sea"]
    assert 35 <= len(land) <= 50
    assert 10 <= len(sea) <= 16


@pytest.mark.parametrize(
    "name, kind",
    [
        ("Athens", "land"), ("Sparta", "land"), ("Corinth", "land"), ("Thebes", "land"), ("Troy", "land"),
        ("Byzantium", "land"), ("Corcyra", "land"), ("Megara", "land"), ("Panactum", "land"), ("Delphi", "land"),
        ("Mt. Olympus", "land"), ("Abydos", "land"), ("Mytilene", "land"), ("Chios", "land"), ("Phocaea", "land"),
        ("Thera", "land"), ("Halicarnassus", "land"), ("Thermaic Gulf", "sea"), ("Cyclades", "sea"),
        ("Dodecanese", "sea"), ("Eastern Aegean Sea", "sea"),
    ],
)
def test_every_area_the_rulebook_names_is_on_the_map(content, name, kind):
    assert area_named(content, name).kind == kind


def test_special_areas(content):
    areas = content.areas
    assert [a.id for a in areas.values() if a.free_temple] == ["delphi"]
    assert sorted(a.id for a in areas.values() if a.volcano) == ["halicarnassus", "thera"]
    assert areas["delphi"].settlements >= 1  # a city, so it can be possessed
    assert areas["corcyra"].island


def test_home_cities(content):
    for city_state in HOMES:
        home = content.areas[content.city_states[city_state].home]
        assert home.home_of == city_state and home.settlements == 3 and home.kind == "land"
    assert sorted(s.seat for s in content.city_states.values()) == list(range(7))


def test_abbreviations_are_unique_three_letter_codes(content):
    abbrevs = [a.abbrev for a in content.areas.values()]
    assert len(set(abbrevs)) == len(abbrevs)
    assert all(len(a) == 3 and a.isalpha() and a.isupper() for a in abbrevs)


def test_no_shallows_areas_and_thermaic_gulf_apart_from_panactum(content, board):
    assert not [a for a in content.areas.values() if "shallow" in (a.id + a.name).lower()]
    assert not board.adjacent("thermaic_gulf", "panactum")
    assert board.distance("thermaic_gulf", "panactum") >= 2


def test_mountain_sides_are_symmetric(content, board):
    for area in content.areas.values():
        q, r = area.hex
        for side, (dq, dr) in SIDE_VECTORS.items():
            other = next((o for o in content.areas.values() if o.hex == (q + dq, r + dr)), None)
            if other is not None and area.kind == other.kind == "land":
                assert (side in area.mountains) == (OPPOSITE[side] in other.mountains), (area.id, other.id)
            if other is not None:
                assert board.edge(area.id, other.id) == board.edge(other.id, area.id)


def test_every_land_area_is_reachable_through_clearings(content, board):
    seen, queue = set(HOMES), deque(HOMES)
    while queue:
        for other in board.clear_neighbours(queue.popleft()):
            if other not in seen:
                seen.add(other)
                queue.append(other)
    assert {a.id for a in content.areas.values() if a.kind == "land"} <= seen


def test_every_land_area_opens_somewhere(content, board):
    for area in content.areas.values():
        assert board.clear_neighbours(area.id), area.id


@pytest.mark.parametrize("home", HOMES)
def test_home_city_lies_3_to_4_areas_from_several_others(board, home):
    near = [o for o in HOMES if o != home and 3 <= board.distance(home, o) <= 4]
    assert len(near) >= 2, near
    assert all(board.distance(home, o) >= 2 for o in HOMES if o != home)


@pytest.mark.parametrize("home", HOMES)
def test_home_city_has_a_sea_clearing_for_docks(board, home):
    assert board.sea_clearing(home)


def test_volcanoes_are_not_adjacent(board):
    assert board.distance("thera", "halicarnassus") >= 2


def test_mines_belong_to_adjacent_cities(content, board):
    for area in content.areas.values():
        for mine in area.mines:
            assert board.adjacent(area.id, mine.city) and board.is_city(mine.city)
    assert sum(len(a.mines) for a in content.areas.values()) >= 10


# -- the rulebook's worked examples -----------------------------------------------


def test_supply_limit_example_megara_to_panactum(board):
    assert board.edge("megara", "panactum") == "clearing"
    assert "panactum" in steps("cavalry", "megara", board)
    assert "megara" in steps("cavalry", "panactum", board)


def test_sea_transport_example_athens_to_chios_and_troy(board):
    # two triremes on the Cyclades carry three units to Chios; one on the
    # Dodecanese limits the crossing to Troy to two
    routes = sea_transport("athens", board, triremes={"cyclades": 2, "dodecanese": 1})
    assert routes["chios"].seas == ("cyclades",) and routes["chios"].capacity == 4
    assert routes["troy"].seas == ("cyclades", "dodecanese") and routes["troy"].capacity == 2
    assert "troy" not in sea_transport("athens", board, triremes={"cyclades": 2})


def test_ai_movement_example_from_troy(content, board):
    assert set(steps("trireme", "troy", board)) == {"eastern_aegean", "dodecanese"}
    routes = sea_transport("troy", board, triremes={"eastern_aegean": 2, "dodecanese": 1})
    assert {"phocaea", "abydos", "mytilene"} <= set(routes)
    assert routes["abydos"].seas == ("eastern_aegean",)
    assert content.areas["abydos"].settlements == 2
    assert content.areas["mytilene"].settlements == 1


def test_revolt_example_megara_is_a_city(board):
    assert board.is_city("megara")


# -- board geometry --------------------------------------------------------------


def test_neighbours_are_symmetric_and_clockwise(content, board):
    for area in content.areas:
        for other in board.neighbours(area):
            assert area in board.neighbours(other)
            assert board.side(other, area) == OPPOSITE[board.side(area, other)]
        sides = [board.side(area, o) for o in board.neighbours(area)]
        assert sides == [s for s in SIDE_VECTORS if s in sides]


def test_land_and_sea_neighbours_split_the_neighbours(content, board):
    for area in content.areas:
        land, sea = board.land_neighbours(area), board.sea_neighbours(area)
        assert sorted(land + sea) == sorted(board.neighbours(area))
        assert all(content.areas[a].kind == "land" for a in land)
        assert all(content.areas[a].kind == "sea" for a in sea)


def test_edges(board):
    assert board.edge("athens", "cyclades") == "clearing"
    assert board.edge("troy", "chersonese") == "mountain"  # between two land areas
    assert board.edge("troy", "thracian_sea") == "mountain"  # a cliff
    assert board.edge("cyclades", "dodecanese") == "clearing"
    assert board.edge("athens", "troy") is None
    assert board.edge("atlantis", "athens") is None
    assert board.kind("athens") == "land" and board.kind("cyclades") == "sea"
    with pytest.raises(IllegalCommand, match="no area called atlantis"):
        board.kind("atlantis")
    assert not board.adjacent("athens", "troy") and board.adjacent("athens", "megara")


def test_distance_counts_hex_steps_over_areas(content, board):
    assert board.distance("athens", "athens") == 0
    assert board.distance("athens", "cyclades") == 1
    assert board.distance("athens", "troy") == 3  # via the Cyclades and the Dodecanese
    for a, b in combinations(sorted(content.areas), 2):
        assert board.distance(a, b) == board.distance(b, a)
        if board.adjacent(a, b):
            assert board.distance(a, b) == 1


def test_cities_mines_and_homes(board):
    assert board.is_city("athens") and board.is_city("abydos")
    assert not board.is_city("panactum") and not board.is_city("cyclades")
    assert board.mines_of("athens") == [("panactum", 0)]
    assert board.mines_of("thebes") == [("panactum", 1)]
    assert board.mines_of("megara") == []
    assert board.home_of("byzantium") == "byzantium"


def test_sea_clearing_needs_a_clearing_not_just_a_coast(board):
    assert board.sea_clearing("athens")
    assert not board.sea_clearing("mt_olympus")  # its only sea side is a cliff
    assert board.sea_clearing("phocaea")  # a cliff on the Propontis, a clearing on the Eastern Aegean
    assert not board.sea_clearing("sardis")  # inland


def test_board_is_built_once_per_content(content):
    assert Board.of(content) is Board.of(content)


# -- fewer than seven players ---------------------------------------------------------


def test_seven_players_open_the_whole_map(content, board):
    assert board.playable_areas(HOMES) == frozenset(content.areas)


@pytest.mark.parametrize("players", range(2, 7))
def test_playable_areas_are_those_within_two_of_a_home_in_play(content, board, players):
    for chosen in board.good_seatings(players):
        playable = board.playable_areas(chosen)
        for area in content.areas:
            near = min(board.distance(h, area) for h in chosen)
            assert (area in playable) == (near <= 2), (chosen, area)
        assert playable < frozenset(content.areas)


def test_playable_areas_for_athens_and_thebes(board):
    playable = board.playable_areas({"athens", "thebes"})
    assert {"athens", "thebes", "panactum", "megara", "cyclades", "dodecanese", "troy", "delphi"} <= playable
    assert not {"byzantium", "corcyra", "rhodes", "sparta"} & playable


def test_playable_areas_grow_with_beyond(board):
    small = board.playable_areas({"sparta"}, beyond=1)
    assert small == frozenset({"sparta", *board.neighbours("sparta")})
    assert small < board.playable_areas({"sparta"}, beyond=2)


def test_good_seatings(board):
    assert board.good_seatings(7) == [tuple(sorted(HOMES))]
    for chosen in board.good_seatings(3):
        assert all(any(board.distance(h, o) <= 4 for o in chosen if o != h) for h in chosen)
    assert ("byzantium", "corcyra") not in board.good_seatings(2)
    assert ("athens", "byzantium") in board.good_seatings(2)
    assert ("athens", "corinth") in board.good_seatings(2)  # 2 areas apart: within 4 too


def test_the_scenario_checks_every_seating_the_game_suggests(content, board):
    for players in range(2, 7):  # (with all seven, there is nothing to choose)
        suggested = {tuple(sorted(board.home_of(c) for c in chosen)) for chosen in suggested_sets(content, players)}
        assert suggested and suggested <= set(board.good_seatings(players)), players


def test_seating_problems_name_cut_off_areas(board):
    # with only Sparta and Corinth, nothing open is cut off
    assert board.seating_problems({"sparta", "corinth"}) == []
    # one step around Thebes: Lemnos is open, but only across closed sides and shut seas
    assert board.seating_problems({"thebes"}, beyond=1) == [
        "lemnos is open but cannot be reached from the home cities in play"
    ]


def sketch(content) -> list[str]:
    """The map drawn as in docs/map.md: one column per q, half a row lower eastward."""
    cells = {(a.hex[0], 2 * a.hex[1] + a.hex[0]): a for a in content.areas.values()}
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    lines = []
    for y in range(min(ys), max(ys) + 1):
        row = ""
        for x in range(min(xs), max(xs) + 1):
            area = cells.get((x, y))
            label = "" if area is None else (area.abbrev.lower() if area.kind == "sea" else area.abbrev)
            row += (label + ("*" if area is not None and area.home_of else "")).ljust(5)
        lines.append(("    " + row).rstrip())
    return lines


def test_docs_sketch_matches_the_map(content):
    docs = (Path(__file__).resolve().parents[3] / "docs" / "map.md").read_text()
    drawn = docs.split("## Sketch")[1].split("```")[1].strip("\n").split("\n")
    assert drawn == sketch(content)


def test_docs_counts_and_distance_table_match_the_map(content, board):
    docs = (Path(__file__).resolve().parents[3] / "docs" / "map.md").read_text()
    land = sum(a.kind == "land" for a in content.areas.values())
    assert f"{len(content.areas)} areas, one per\nhex ({land} land, {len(content.areas) - land} sea)" in docs
    for home in HOMES:
        cells = " | ".join(" - " if o == home else f" {board.distance(home, o)} " for o in HOMES)
        assert f"| {content.areas[home].name:<9} | {cells} |" in docs, home


def land_ways_out(content, board, region):
    return sorted(
        (a, b)
        for a in region
        for b in board.clear_neighbours(a)
        if b not in region and content.areas[b].kind == "land"
    )


def test_chokepoints_described_in_the_docs(content, board):
    peloponnese = {"corinth", "achaea", "elis", "arcadia", "argos", "taygetus", "messenia", "sparta"}
    assert land_ways_out(content, board, peloponnese) == [("corinth", "megara")]
    west = {"epirus", "ambracia", "aetolia", "acarnania"}
    assert land_ways_out(content, board, west) == [("ambracia", "delphi")]


def _with_tables(content, *tables: SmallerTable):
    setup = msgspec.structs.replace(content.scenario.setup, smaller_tables=list(tables))
    return msgspec.structs.replace(content, scenario=msgspec.structs.replace(content.scenario, setup=setup))


def test_open_areas_without_data_for_the_size_are_the_rulebooks(content, board):
    plain = _with_tables(content)
    for players in range(2, 8):
        for chosen in board.good_seatings(players):
            assert open_areas(plain, chosen) == board.playable_areas(chosen), chosen


def test_a_smaller_table_gives_a_home_city_its_own_reach(content, board):
    changed = _with_tables(content, SmallerTable(players=[2], reach={"troy": 3}))
    two = open_areas(changed, ["thebes", "troy"])
    assert two == board.playable_areas(["thebes", "troy"], reach={"troy": 3})
    assert {"sardis", "byzantium", "chios"} <= two - board.playable_areas(["thebes", "troy"])
    # only at the sizes it names, only for the city-state it names
    assert open_areas(changed, ["athens", "thebes", "troy"]) == board.playable_areas(["athens", "thebes", "troy"])
    assert open_areas(changed, ["athens", "thebes"]) == board.playable_areas(["athens", "thebes"])


def test_a_smaller_table_changes_the_printed_map_at_its_sizes_only(content, board):
    table = SmallerTable(players=[3], crossings=[("corinth", "aetolia")], towns={"arcadia": 2})
    changed = msgspec.structs.replace(_with_tables(content, table), hash="a-smaller-table")  # its own content
    made = at_table(changed, 3)
    three = Board.of(made)
    assert board.edge("corinth", "aetolia") == "mountain"
    assert three.edge("corinth", "aetolia") == three.edge("aetolia", "corinth") == "clearing"
    assert three.is_city("arcadia") and made.areas["arcadia"].settlements == 2
    # Arcadia's mine locations belonged to Corinth and Argos: they are the town's settlements now
    assert board.mines_of("corinth") == [("arcadia", 0)] and three.mines_of("corinth") == three.mines_of("argos") == []
    assert made.hash == "a-smaller-table/players-3" and at_table(made, 3) is made
    assert all(at_table(changed, players) is changed for players in (2, 4, 5, 6, 7))
    assert {a for a in content.areas if made.areas[a] != content.areas[a]} == {"corinth", "aetolia", "arcadia"}
