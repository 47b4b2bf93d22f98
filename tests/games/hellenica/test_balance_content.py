"""The content facts the balance at every table size rests on (docs/content.md,
"Balance at every table size"): the map of every game, and the per-size reach
and two-player map of the balanced tables variant (`rules = "balanced"`; the
rules as printed are pinned in test_rulebook_default.py). Change one and the
balance tables must be measured again with `hellenica simulate --all-sizes`."""

from __future__ import annotations

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.hellenica.content.board import Board, open_areas, player_count_warnings
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.content.smaller_tables import at_table
from hellenica_tui.games.hellenica.content.variants import with_rules
from hellenica_tui.games.hellenica.ruleset import RULESET

PRINTED = load_scenario("classic")
CONTENT = with_rules(PRINTED, "balanced")  # the balanced tables variant
BOARD = Board.of(CONTENT)
TWO = at_table(CONTENT, 2)  # the printed map as two players of the variant play it
BOARD_TWO = Board.of(TWO)
FOUR = at_table(CONTENT, 4)  # and as four players of the variant play it
BOARD_FOUR = Board.of(FOUR)
FIVE = at_table(CONTENT, 5)  # and as five players of the variant play it
BOARD_FIVE = Board.of(FIVE)
SIX = at_table(CONTENT, 6)  # and as six
BOARD_SIX = Board.of(SIX)
BALANCED = {"rules": "balanced"}


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
    assert sum(BOARD_TWO.is_city(a) for a in TWO.areas) == 45  # Epirus, Cythera, Kydonia, Thrace: towns at two
    assert sum(BOARD_FOUR.is_city(a) for a in FOUR.areas) == 42  # Thrace a town at four
    assert sum(BOARD_SIX.is_city(a) for a in SIX.areas) == 42  # and at six
    assert all(player_count_warnings(CONTENT, n) == [] for n in range(2, 8))
    assert all(player_count_warnings(PRINTED, n) == [] for n in range(2, 8))


def test_only_three_and_seven_player_games_keep_the_printed_map():
    assert all(at_table(CONTENT, n) is CONTENT for n in (3, 7))
    changed = {a for a in CONTENT.areas if TWO.areas[a] != CONTENT.areas[a]}
    corner = {"byzantium", "sardis", "thrace"}
    assert changed == {"corcyra", "ambracia", "cephallenia", "acarnania", "epirus", "cythera", "kydonia"} | corner
    assert {a for a in CONTENT.areas if FOUR.areas[a] != CONTENT.areas[a]} == corner
    assert {a for a in CONTENT.areas if SIX.areas[a] != CONTENT.areas[a]} == corner
    assert {a for a in CONTENT.areas if FIVE.areas[a] != CONTENT.areas[a]} == {"corcyra", "ambracia"}


def test_at_five_players_corcyra_marches_to_ambracia_on_foot():
    assert BOARD_FIVE.edge("corcyra", "ambracia") == BOARD_FIVE.edge("ambracia", "corcyra") == "clearing"
    assert BOARD_FIVE.edge("corcyra", "epirus") == "mountain" and not BOARD_FIVE.is_city("epirus")
    assert BOARD_FIVE.edge("cephallenia", "acarnania") == "mountain"  # the other strait stays
    assert {"ambracia", "epirus", "aetolia"} <= _walked(BOARD_FIVE, "corcyra", 2)
    # Corcyra lies three areas from every other Home City: a game without it closes the island
    others = [CONTENT.city_states[n].home for n in ("athens", "corinth", "sparta", "thebes", "troy")]
    assert "corcyra" not in open_areas(FIVE, others) and "ambracia" in open_areas(FIVE, others)


def test_at_two_four_and_six_players_byzantium_marches_to_sardis_and_a_town_in_thrace():
    assert BOARD.edge("byzantium", "sardis") == "mountain" and not BOARD.is_city("thrace")
    for board, content in ((BOARD_TWO, TWO), (BOARD_FOUR, FOUR), (BOARD_SIX, SIX)):
        assert board.edge("byzantium", "sardis") == board.edge("sardis", "byzantium") == "clearing"
        assert board.edge("byzantium", "phocaea") == "mountain"  # the other ridge stays
        assert board.is_city("thrace") and content.areas["thrace"].settlements == 1
        assert board.mines_of("byzantium") == [] and board.mines_of("perinthus") == []  # Thrace's mines are its town
    assert BOARD.mines_of("byzantium") == [("thrace", 0)]
    # at six a game without Byzantium closes its corner: Byzantium, Thrace and Sardis lie
    # three areas from every other Home City
    others = [CONTENT.city_states[n].home for n in ("athens", "corcyra", "corinth", "sparta", "thebes", "troy")]
    assert not {"byzantium", "thrace", "sardis"} & open_areas(SIX, others)


def test_at_two_players_the_ionian_islands_reach_the_mainland_on_foot():
    for island, coast in (("corcyra", "ambracia"), ("cephallenia", "acarnania")):
        assert BOARD.edge(island, coast) == "mountain", island
        assert BOARD_TWO.edge(island, coast) == BOARD_TWO.edge(coast, island) == "clearing", island
    assert BOARD_TWO.edge("corcyra", "epirus") == "mountain"  # Epirus is entered from Ambracia, as before
    # every city of the north-west is a march away from Corcyra now, no ship needed
    walk = {"ambracia", "epirus", "delphi", "aetolia", "acarnania"}
    assert walk <= _walked(BOARD_TWO, "corcyra", 3) and not walk & _walked(BOARD, "corcyra", 3)


def _walked(board: Board, start: str, steps: int) -> set[str]:
    reached = {start}
    for _ in range(steps):
        reached |= {o for a in reached for o in board.clear_neighbours(a) if board.kind(o) == "land"}
    return reached - {start}


def test_at_two_players_epirus_cythera_and_kydonia_are_towns_of_one_settlement():
    for town in ("epirus", "cythera", "kydonia"):
        assert BOARD_TWO.is_city(town) and TWO.areas[town].settlements == 1, town
        assert TWO.areas[town].mines == [], town  # the hills' mine locations are the town's settlement now
    assert BOARD.mines_of("corcyra") == [("epirus", 0)] and BOARD_TWO.mines_of("corcyra") == []
    assert BOARD.mines_of("knossos") == [("cythera", 0), ("kydonia", 0)] and BOARD_TWO.mines_of("knossos") == []
    near_sparta = [a for a in TWO.areas if BOARD_TWO.is_city(a) and 0 < BOARD_TWO.distance("sparta", a) <= 2]
    assert sorted(near_sparta) == [
        "argos", "cythera", "elis", "knossos", "kydonia", "megara", "melos", "messenia", "thera"
    ]



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
        5: {}, 6: {},  # the map changes at five and six (Corcyra's strait, Byzantium's corner), not the reach
        7: None,
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


def test_a_two_player_game_plays_on_the_map_of_its_size():
    two = Game.new(RULESET, "classic", [Seat("corcyra"), Seat("thebes", "ai", "rulebook")], 1, BALANCED).state
    assert content_of(two) is TWO and two.content_hash == PRINTED.hash  # the state names the scenario's own files
    assert len(two.areas["epirus"].slots) == 1 and not two.areas["epirus"].impassable
    seats = [Seat(n, "ai", "rulebook") for n in ("corcyra", "corinth", "thebes")]
    three = Game.new(RULESET, "classic", seats, 1, BALANCED).state
    assert content_of(three) is CONTENT and three.areas["epirus"].slots == []


def test_a_new_game_closes_what_the_reach_of_its_table_size_closes():
    seats = [Seat(n, "ai", "rulebook") for n in ("athens", "byzantium", "troy")]
    state = Game.new(RULESET, "classic", seats, 1, BALANCED).state
    closed = {a for a, st in state.areas.items() if st.impassable}
    assert closed == set(CONTENT.areas) - open_areas(CONTENT, ["athens", "byzantium", "troy"])
    assert {"corinth", "argos", "melos"} <= closed and not {"pella", "ephesus"} & closed
