"""Which AI units leave a supplied area, which stay, and the Delphi/Olympus exceptions."""

from __future__ import annotations

from collections import Counter

from hellenica_tui.ai.rulebook.aimap import Site, Unit
from hellenica_tui.ai.rulebook.movers import (
    eligible_count,
    hero_mover,
    land_keep,
    land_movers,
    trireme_movers,
)
from tests.ai.conftest import aimap, site, units


def kinds(group):
    return Counter(u.kind for u in group)


# -- triremes ------------------------------------------------------------------------


def test_triremes_leave_a_land_area_all_together(board):
    m = aimap(board, "troy", {"troy": site(troy=["trireme", "elite_trireme"], owner="troy")})
    assert kinds(trireme_movers(m, "troy")) == {"trireme": 1, "elite_trireme": 1}


def test_one_trireme_stays_at_sea_regular_before_elite(board):
    m = aimap(board, "troy", {"dodecanese": site(troy=["2 elite_trireme", "trireme"])})
    assert kinds(trireme_movers(m, "dodecanese")) == {"elite_trireme": 2}
    m = aimap(board, "troy", {"dodecanese": site(troy=["2 elite_trireme"])})
    assert kinds(trireme_movers(m, "dodecanese")) == {"elite_trireme": 1}
    m = aimap(board, "troy", {"dodecanese": site(troy=["trireme"])})
    assert trireme_movers(m, "dodecanese") == ()


# -- what must stay on a city ------------------------------------------------------------


def test_a_city_keeps_one_land_unit_unless_the_marker_or_a_spent_unit_holds_it(board):
    assert land_keep(aimap(board, "troy", {"abydos": site(troy=["2 hoplite"])}), "abydos") == 1
    assert land_keep(aimap(board, "troy", {"troy": site(troy=["2 hoplite"], marker="troy")}), "troy") == 0
    spent = aimap(board, "troy", {"abydos": site(troy=["hoplite/1", "cavalry"])})
    assert land_keep(spent, "abydos") == 0
    assert kinds(land_movers(spent, "abydos")) == {"cavalry": 1}
    # Not a city (Chersonese has a mine but no settlements): everything may go.
    assert land_keep(aimap(board, "troy", {"chersonese": site(troy=["2 hoplite"])}), "chersonese") == 0


def test_eligible_counts_for_choosing_the_supplied_area(board):
    m = aimap(
        board,
        "troy",
        {
            "troy": site(troy=["hoplite", "trireme", "2 hero"], marker="troy"),
            "abydos": site(troy=["hoplite/1", "cavalry/1", "cavalry/2", "hero"]),
            "chersonese": site(troy=["2 hero"]),
            "dodecanese": site(troy=["2 trireme"]),
            "eastern_aegean": site(troy=["trireme/5"]),
        },
    )
    assert eligible_count(m, "troy") == 2  # marker holds Troy; heroes never count
    assert eligible_count(m, "abydos") == 1  # a spent hoplite holds the city; one cavalry may still move
    assert eligible_count(m, "chersonese") == 0
    assert eligible_count(m, "dodecanese") == 1
    assert eligible_count(m, "eastern_aegean") == 0  # triremes have no limit, but the last one stays


# -- the combination with the most dice and the stay-behind order ---------------------------


def leaves(board, spec, capacity=None):
    m = aimap(board, "troy", {"abydos": site(troy=spec)})
    everyone = kinds(units(*spec))
    everyone.subtract(kinds(land_movers(m, "abydos", capacity=capacity)))
    return +everyone


def test_the_unit_left_is_the_one_costing_no_dice(board):
    # Leaving the elite hoplite would lose its die; the plain one costs nothing.
    assert leaves(board, ["hoplite", "elite_hoplite", "cavalry"]) == {"hoplite": 1}
    assert leaves(board, ["cavalry", "elite_cavalry", "hoplite"]) == {"cavalry": 1}
    # Combined Arms: keeping both arms in the moving group wins over the order.
    assert leaves(board, ["2 elite_hoplite", "cavalry"]) == {"elite_hoplite": 1}


def test_equal_dice_follow_the_stay_behind_order(board):
    assert leaves(board, ["hoplite", "cavalry"]) == {"hoplite": 1}
    assert leaves(board, ["elite_hoplite", "elite_cavalry", "hoplite", "cavalry"]) == {"hoplite": 1}
    assert leaves(board, ["2 elite_hoplite", "2 cavalry"]) == {"cavalry": 1}
    assert leaves(board, ["2 elite_hoplite", "2 elite_cavalry"]) == {"elite_hoplite": 1}


def test_triremes_carry_the_strongest_combination_they_can(board):
    # Two seats: an elite hoplite and an elite cavalry roll 5 dice (with Combined Arms).
    assert leaves(board, ["2 hoplite", "cavalry", "elite_hoplite", "elite_cavalry"], capacity=2) == {
        "hoplite": 2,
        "cavalry": 1,
    }
    assert leaves(board, ["hoplite", "cavalry"], capacity=0) == {"hoplite": 1, "cavalry": 1}


def test_the_most_travelled_unit_of_a_kind_goes_first(board):
    m = aimap(board, "troy", {"chersonese": site(troy=["cavalry", "cavalry/1"])})
    assert [u.supplied for u in land_movers(m, "chersonese", capacity=1)] == [1]
    m = aimap(board, "troy", {"chersonese": site(troy=["hoplite", "hero", "hero/1", "hero/2"])})
    assert hero_mover(m, "chersonese") == units("hero/1")[0]


# -- heroes and the Pathos exceptions ------------------------------------------------------


def test_one_hero_goes_if_it_still_may_move(board):
    m = aimap(board, "troy", {"abydos": site(troy=["hoplite", "hero/2", "hero/1"])})
    assert hero_mover(m, "abydos") == units("hero/1")[0]
    m = aimap(board, "troy", {"abydos": site(troy=["hoplite", "hero/2"])})
    assert hero_mover(m, "abydos") is None


def test_delphi_keeps_its_last_hero_and_unit_with_commune(board):
    spec = ["2 hoplite", "hero"]
    free = aimap(board, "thebes", {"delphi": site(thebes=spec, owner="thebes")})
    held = aimap(board, "thebes", {"delphi": site(thebes=spec, owner="thebes")}, held_areas=frozenset({"delphi"}))
    assert hero_mover(free, "delphi") is not None
    assert hero_mover(held, "delphi") is None
    assert len(land_movers(held, "delphi")) == 1  # Delphi is a city: one hoplite stays either way
    two = aimap(board, "thebes", {"delphi": site(thebes=["hoplite", "2 hero"])}, held_areas=frozenset({"delphi"}))
    assert hero_mover(two, "delphi") is not None


def test_mount_olympus_keeps_its_last_hero_and_unit_with_ascendancy(board):
    spec = ["2 hoplite", "hero"]
    free = aimap(board, "thebes", {"mt_olympus": site(thebes=spec)})
    held = aimap(board, "thebes", {"mt_olympus": site(thebes=spec)}, held_areas=frozenset({"mt_olympus"}))
    # Not a city: without Ascendancy everything leaves.
    assert len(land_movers(free, "mt_olympus")) == 2 and hero_mover(free, "mt_olympus") is not None
    assert len(land_movers(held, "mt_olympus")) == 1 and hero_mover(held, "mt_olympus") is None
    assert eligible_count(held, "mt_olympus") == 1
    lone = aimap(board, "thebes", {"mt_olympus": site(thebes=["hoplite"])}, held_areas=frozenset({"mt_olympus"}))
    assert land_movers(lone, "mt_olympus") == () and eligible_count(lone, "mt_olympus") == 0


def test_a_held_area_without_land_units_keeps_a_trireme(board):
    # Triremes may stand in Delphi (it opens onto the Gulf of Corinth).
    m = aimap(board, "thebes", {"delphi": site(thebes=["2 trireme"])}, held_areas=frozenset({"delphi"}))
    assert len(trireme_movers(m, "delphi")) == 1
    m = aimap(board, "thebes", {"delphi": site(thebes=["2 trireme", "hoplite"])}, held_areas=frozenset({"delphi"}))
    assert len(trireme_movers(m, "delphi")) == 2


# -- units a creature or a block keeps in place ---------------------------------------------


def test_held_units_neither_count_nor_move_but_hold_the_city(board):
    # A creature keeps units that arrived this turn where they are.
    stay = Unit("hoplite", held=True)
    m = aimap(board, "troy", {"abydos": Site(units={"troy": (stay, *units("cavalry", "trireme"))})})
    assert eligible_count(m, "abydos") == 2  # the held hoplite holds the city; cavalry and trireme may go
    assert kinds(land_movers(m, "abydos")) == {"cavalry": 1}
    fleet = (Unit("trireme", held=True), Unit("trireme"), Unit("trireme"))
    # The held trireme is the one that stays at sea.
    assert len(trireme_movers(aimap(board, "troy", {"dodecanese": Site(units={"troy": fleet})}), "dodecanese")) == 2


def test_no_unit_leaves_a_blocked_area(board):
    m = aimap(board, "troy", {"chersonese": site(troy=["2 cavalry", "hero"])}, no_leave=frozenset({"chersonese"}))
    assert eligible_count(m, "chersonese") == 0
    assert land_movers(m, "chersonese") == () and hero_mover(m, "chersonese") is None
