"""The content facts the balance at every table size rests on (docs/content.md,
"Balance at every table size"): change one and the balance tables must be
measured again with `hellenica simulate --all-sizes`."""

from __future__ import annotations

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.board import Board, open_areas, player_count_warnings
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.ruleset import RULESET

CONTENT = load_scenario("classic")
BOARD = Board.of(CONTENT)


def test_sparta_has_one_neutral_city_fewer_on_either_side_of_the_laconian_gulf():
    # Cythera and western Crete are hill country: no settlements, a mine each for Knossos.
    for area in ("cythera", "kydonia"):
        assert not BOARD.is_city(area) and CONTENT.areas[area].settlements == 0, area
        assert [mine.city for mine in CONTENT.areas[area].mines] == ["knossos"], area
    assert BOARD.is_city("knossos") and CONTENT.areas["knossos"].settlements == 2
    assert BOARD.edge("kydonia", "knossos") == "clearing"  # Crete is still one island to walk across
    near = [a for a in CONTENT.areas if BOARD.is_city(a) and 0 < BOARD.distance("sparta", a) <= 2]
    assert sorted(near) == ["argos", "elis", "knossos", "megara", "melos", "messenia", "thera"]


def test_the_map_keeps_41_cities_and_every_table_size_playable():
    assert sum(BOARD.is_city(a) for a in CONTENT.areas) == 41  # 43 before Cythera and Kydonia were hill country
    assert all(player_count_warnings(CONTENT, n) == [] for n in range(2, 8))



def cities(areas) -> set[str]:
    return {a for a in areas if BOARD.is_city(a)}


def changed(*homes: str) -> tuple[set[str], set[str]]:
    """The cities the scenario's reach at this table size opens and closes, against the rulebook's two areas."""
    ours, rulebook = open_areas(CONTENT, homes), BOARD.playable_areas(homes)
    return cities(ours - rulebook), cities(rulebook - ours)


def test_home_cities_keep_another_reach_only_at_two_to_four_players():
    reach = {n: t.reach if (t := CONTENT.scenario.smaller_table(n)) else None for n in range(2, 8)}
    assert reach == {
        2: {"troy": 3, "byzantium": 3},
        3: {"athens": 1, "troy": 3, "byzantium": 3},
        4: {"athens": 1, "corinth": 1},
        5: None, 6: None, 7: None,
    }


def test_at_two_players_troy_reaches_byzantium_and_the_cities_around_it():
    assert changed("thebes", "troy") == ({"amphipolis", "byzantium", "chios", "naxos", "pella", "sardis", "smyrna"}, set())
    assert changed("athens", "byzantium") == ({"ephesus", "troy"}, set())
    assert changed("corcyra", "corinth") == changed("sparta", "thebes") == (set(), set())


def test_at_three_players_athens_loses_its_far_cities_and_the_corners_reach_further():
    # Corinth's empty Home City, Argos and Melos were Athens's alone against Byzantium and Troy
    assert changed("athens", "byzantium", "troy") == ({"amphipolis", "delphi", "ephesus", "pella"}, {"argos", "corinth", "melos"})
    assert changed("athens", "corcyra", "corinth") == (set(), {"chios", "lemnos", "melos", "mytilene"})
    assert changed("corcyra", "corinth", "thebes") == (set(), set())


def test_at_four_players_athens_and_corinth_lose_their_far_cities():
    assert changed("athens", "corcyra", "corinth", "thebes") == (set(), {"argos", "chios", "elis", "melos", "mytilene"})


def test_a_new_game_closes_what_the_reach_of_its_table_size_closes():
    seats = [Seat(n, "ai", "rulebook") for n in ("athens", "byzantium", "troy")]
    state = Game.new(RULESET, "classic", seats, 1).state
    closed = {a for a, st in state.areas.items() if st.impassable}
    assert closed == set(CONTENT.areas) - open_areas(CONTENT, ["athens", "byzantium", "troy"])
    assert {"corinth", "argos", "melos"} <= closed and not {"pella", "ephesus"} & closed
