"""The content facts the balance at every table size rests on (docs/content.md,
"Balance at every table size"): change one and the balance tables must be
measured again with `hellenica simulate --all-sizes`."""

from __future__ import annotations

from hellenica_tui.games.hellenica.content.board import Board, player_count_warnings
from hellenica_tui.games.hellenica.content.loading import load_scenario

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

