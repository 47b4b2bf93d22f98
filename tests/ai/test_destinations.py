"""The areas an AI group may reach and the AI card's movement lines."""

from __future__ import annotations

import random

import pytest

from hellenica_tui.ai.rulebook.destinations import choose_destination, land_candidates, sea_candidates
from hellenica_tui.engine.errors import IllegalCommand
from tests.ai.conftest import NoDraw, aimap, corner, site

# -- candidates -----------------------------------------------------------------------


def test_triremes_reach_only_seas_across_clearings(board):
    m = aimap(board, "troy", {"troy": site(troy=["trireme"])})
    # Troy's side toward the Thracian Sea is a cliff; Abydos is land.
    assert sea_candidates(m, "troy") == ["dodecanese", "eastern_aegean"]
    m = aimap(board, "troy", {"eastern_aegean": site(troy=["2 trireme"])})
    assert sea_candidates(m, "eastern_aegean") == ["dodecanese", "propontis"]


def test_land_units_step_across_clearings_and_never_over_mountains(board):
    m = aimap(board, "troy", {"troy": site(troy=["hoplite"])})
    # Chersonese and Lemnos lie behind mountain sides; AI players have no Leadership.
    assert land_candidates(m, "troy") == {"abydos": None}


def test_sea_transport_counts_as_adjacent_with_copper_banding(board):
    m = aimap(board, "athens", {"athens": site(athens=["3 hoplite"]), "cyclades": site(athens=["trireme"])})
    reach = land_candidates(m, "athens")
    assert reach["chios"].seas == ("cyclades",)
    assert reach["chios"].capacity == 3  # one trireme, Copper Banding
    m = aimap(board, "athens", dict(m.sites), per_trireme=2)
    assert land_candidates(m, "athens")["chios"].capacity == 2


def test_blocked_seas_and_closed_areas_are_not_candidates(board):
    sites = {"athens": site(athens=["hoplite"]), "cyclades": site(athens=["trireme"])}
    assert "chios" not in land_candidates(aimap(board, "athens", sites, blocked_seas=frozenset({"cyclades"})), "athens")
    closed = aimap(board, "athens", sites, open_areas=frozenset({"athens", "cyclades", "megara", "panactum"}))
    assert set(land_candidates(closed, "athens")) <= {"megara", "panactum"}


def test_land_units_at_sea_have_no_land_destinations(board):
    m = aimap(board, "troy", {"dodecanese": site(troy=["trireme", "hero"])})
    assert land_candidates(m, "dodecanese") == {}


# -- the movement lines -----------------------------------------------------------------

CANDIDATES = ["abydos", "mytilene", "phocaea", "lemnos"]


def pick(m, lines, candidates=CANDIDATES, rng=None):
    return choose_destination(m, candidates, lines, rng or NoDraw())


def test_grudge_keeps_areas_with_the_grudged_players_units_marker_or_upgrades(board):
    for grudged in (
        site(sparta=["hero"]),
        site(owner="sparta"),
        site(upgrades={"sparta": 1}),
        site(marker="sparta"),
    ):
        m = aimap(board, "troy", {"lemnos": grudged, "abydos": site(athens=["hoplite"])}, grudge="sparta")
        assert pick(m, ["grudge"]).area == "lemnos"


def test_grudge_with_an_empty_grudge_space_is_ignored(board):
    m = aimap(board, "troy", {"abydos": site(athens=["hoplite"])})
    choice = pick(m, ["grudge", "enemy_units_or_upgrades"])
    assert choice.steps[0].ignored and choice.area == "abydos"


def test_least_friendly_units_ignores_heroes_and_counts_the_marker_as_two(board):
    m = aimap(
        board,
        "troy",
        {
            "abydos": site(troy=["hoplite"]),
            "mytilene": site(troy=["3 hero"]),
            "phocaea": site(owner="troy", marker="troy"),
            "lemnos": site(troy=["trireme"]),
        },
    )
    assert pick(m, ["least_friendly_units"]).area == "mytilene"
    m = aimap(board, "troy", {**m.sites, "mytilene": site(troy=["2 cavalry", "hero"])})
    kept = pick(m, ["least_friendly_units"], rng=random.Random(1)).steps[0].kept
    assert kept == ("abydos", "lemnos")  # 1 each; Mytilene 2, Phocaea's marker 2


def test_most_settlements_keeps_the_biggest_cities_only(board):
    m = aimap(board, "troy", {})
    assert pick(m, ["most_settlements"]).area == "abydos"  # 2 settlements; the others have 1
    # Mines are not settlements: Chersonese (a mine, no settlements) is no city.
    choice = pick(m, ["most_settlements"], ["chersonese", "lemnos"])
    assert choice.area == "lemnos"
    # Among seas nothing is a city, so the line is skipped.
    choice = pick(m, ["most_settlements", "least_friendly_units"], ["dodecanese", "eastern_aegean"], random.Random(3))
    assert choice.steps[0].ignored


def test_map_objective_keeps_the_areas_named_by_pathos_cards(board):
    m = aimap(board, "troy", {}, objective_areas=frozenset({"phocaea", "delphi"}))
    assert pick(m, ["map_objective"]).area == "phocaea"


def test_enemy_units_or_upgrades(board):
    base = {"abydos": site(troy=["hoplite"], upgrades={"troy": 2}), "lemnos": site(creature="cyclops")}
    for enemy in (site(athens=["hero"]), site(upgrades={"athens": 1}), site(marker="byzantium")):
        m = aimap(board, "troy", {**base, "mytilene": enemy})
        assert pick(m, ["enemy_units_or_upgrades"]).area == "mytilene"
    # An empty enemy city (its Ownership Marker alone) is not enough, nor a creature.
    m = aimap(board, "troy", {**base, "mytilene": site(owner="athens")})
    assert pick(m, ["enemy_units_or_upgrades", "most_settlements"]).steps[0].ignored


def test_lines_apply_top_down_and_stop_at_one_area(board):
    m = aimap(board, "troy", {"mytilene": site(athens=["hoplite"]), "phocaea": site(athens=["hoplite"])})
    lines = ["enemy_units_or_upgrades", "most_settlements", "grudge", "least_friendly_units"]
    choice = pick(m, lines, rng=random.Random(0))
    # Both enemy areas have 1 settlement: still two left, so the next lines are read.
    assert [s.filter for s in choice.steps] == lines
    assert [s.ignored for s in choice.steps] == [False, False, True, False]
    assert choice.by_lot == ("mytilene", "phocaea") and choice.area in choice.by_lot


def test_a_skipped_line_leaves_the_areas_for_the_next_one(board):
    m = aimap(board, "troy", {"mytilene": site(athens=["hoplite"])}, objective_areas=frozenset({"delphi"}))
    choice = pick(m, ["map_objective", "enemy_units_or_upgrades", "most_settlements"])
    assert choice.steps[0].ignored and choice.steps[0].kept == tuple(sorted(CANDIDATES))
    assert choice.area == "mytilene" and len(choice.steps) == 2


def test_what_is_left_is_drawn_at_random_and_reproducibly(board):
    m = aimap(board, "troy", {})
    seen = {pick(m, [], rng=random.Random(seed)).area for seed in range(40)}
    assert seen == set(CANDIDATES)
    first = [pick(m, ["least_friendly_units"], rng=random.Random(7)).area for _ in range(3)]
    assert len(set(first)) == 1
    choice = pick(m, ["least_friendly_units"], rng=random.Random(7))
    assert choice.by_lot == tuple(sorted(CANDIDATES))
    # The order candidates arrive in does not change the draw.
    assert pick(m, [], list(reversed(CANDIDATES)), random.Random(5)).area == pick(m, [], CANDIDATES, random.Random(5)).area


def test_no_candidate_and_unknown_lines(board):
    m = aimap(board, "troy", {})
    assert choose_destination(m, [], ["grudge"], NoDraw()) is None
    with pytest.raises(IllegalCommand):
        pick(m, ["nearest"])  # type: ignore[list-item]


def test_areas_nobody_may_enter_are_not_candidates(board):
    m = aimap(board, "troy", {"troy": site(troy=["hoplite", "trireme"])}, no_entry=frozenset({"abydos", "dodecanese"}))
    assert land_candidates(m, "troy") == {}
    assert sea_candidates(m, "troy") == ["eastern_aegean"]


# -- late in a long game ----------------------------------------------------------------


def test_late_in_a_long_game_a_fleet_sails_only_where_it_gains_a_sea_or_a_fight(board):
    assert sea_candidates(corner(board), "ionian_sea") == ["ambracian_sea"]
    assert sea_candidates(corner(board, late=True), "ionian_sea") == []  # it holds both seas already
    m = corner(board, late=True)
    m = aimap(board, "corcyra", {**m.sites, "ambracian_sea": site(thebes=["trireme"])}, open_areas=m.open_areas, late=True)
    assert sea_candidates(m, "ionian_sea") == ["ambracian_sea"]  # a fight is worth sailing for
    # Triremes just built on land still put to sea.
    assert sea_candidates(corner(board, late=True), "corcyra") == ["ambracian_sea", "ionian_sea"]


def test_late_in_a_long_game_an_army_goes_where_it_gains_else_toward_the_nearest_such_area(board):
    early, late = corner(board), corner(board, late=True)
    assert set(land_candidates(early, "aetolia")) == {"ambracia", "acarnania", "cephallenia", "corcyra"}
    # None of those gains anything; Ambracia is one step from Thebes' Delphi.
    assert set(land_candidates(late, "aetolia")) == {"ambracia"}
    assert set(land_candidates(late, "ambracia")) == {"delphi"}
    assert "aetolia" in land_candidates(early, "ambracia")


def test_late_in_a_long_game_an_army_with_nothing_left_to_gain_keeps_every_area(board):
    m = corner(board, late=True)
    calm = aimap(board, "corcyra", {**m.sites, "delphi": site(owner="corcyra")}, open_areas=m.open_areas, late=True)
    assert set(land_candidates(calm, "aetolia")) == set(land_candidates(corner(board), "aetolia"))
