"""The rulebook's AI movement example (Troy), step by step on the classic map.

How the book's picture maps onto our board: Troy (home, 3 settlements) opens
onto the Eastern Aegean Sea and the Dodecanese only; Phocaea (1 settlement)
and Mytilene (1, an island) face the Eastern Aegean Sea, as does Abydos
(2 settlements), which also borders Troy across a clearing. Euboea and Lemnos
are the empty island cities the Dodecanese reaches. Byzantium holds Abydos,
Athens holds Mytilene, Troy holds Phocaea with 2 units and the Dodecanese
with 1 trireme.

Troy's round-1 card put a cavalry, a trireme and a hero on Troy beside its
government marker, 2 hoplites and 1 trireme: 5 movement-eligible units.
"""

from __future__ import annotations

from hellenica_tui.ai.rulebook.destinations import land_candidates, sea_candidates
from hellenica_tui.ai.rulebook.grudge import grudges_after_move
from hellenica_tui.ai.rulebook.moves import apply_move, plan_land, plan_triremes
from hellenica_tui.ai.rulebook.supply import decide_supply, eligible_by_area
from tests.ai.conftest import NoDraw, aimap, site, units

# The "Basic Temple" card's movement section, top to bottom.
BASIC_TEMPLE = ["least_friendly_units", "enemy_units_or_upgrades", "most_settlements"]


def troy_position(board):
    return aimap(
        board,
        "troy",
        {
            "troy": site(troy=["2 hoplite", "cavalry", "2 trireme", "hero"], owner="troy", marker="troy"),
            "phocaea": site(troy=["hoplite", "cavalry"], owner="troy"),
            "dodecanese": site(troy=["trireme"]),
            "abydos": site(byzantium=["2 hoplite"], owner="byzantium"),
            "mytilene": site(athens=["hoplite"], owner="athens"),
            "byzantium": site(byzantium=["hoplite", "trireme"], owner="byzantium", marker="byzantium"),
        },
    )


def test_step_a_and_b_supply_troy(board):
    m = troy_position(board)
    # Heroes and the government marker do not count; one trireme stays on the
    # Dodecanese and one unit on Phocaea (a city without the marker).
    assert eligible_by_area(m) == {"troy": 5, "phocaea": 1}
    decision = decide_supply(m, supply=2, rng=NoDraw())
    assert (decision.action, decision.area, decision.supply) == ("move", "troy", 1)


def test_step_c_triremes_sail_to_the_eastern_aegean(board):
    m = troy_position(board)
    assert sea_candidates(m, "troy") == ["dodecanese", "eastern_aegean"]
    move = plan_triremes(m, "troy", BASIC_TEMPLE, NoDraw())
    assert move is not None
    # "Least friendly units": the Dodecanese already holds a Trojan trireme.
    assert move.destination == "eastern_aegean"
    assert move.why.steps[0].filter == "least_friendly_units"
    assert move.why.steps[0].kept == ("eastern_aegean",)
    # From a land area every trireme sails; the hero goes with them.
    assert move.units == units("2 trireme")
    assert move.hero == units("hero")[0]


def test_step_d_land_units_attack_abydos(board):
    m = troy_position(board)
    rng = NoDraw()
    # Before the triremes sail, Phocaea is out of reach.
    assert "phocaea" not in land_candidates(m, "troy")
    m = apply_move(m, plan_triremes(m, "troy", BASIC_TEMPLE, rng))
    reach = land_candidates(m, "troy")
    assert sorted(reach) == ["abydos", "euboea", "lemnos", "mytilene", "phocaea"]
    assert reach["phocaea"].seas == ("eastern_aegean",)
    move = plan_land(m, "troy", BASIC_TEMPLE, rng)
    assert move is not None
    kept = [(s.filter, s.kept) for s in move.why.steps]
    assert kept == [
        ("least_friendly_units", ("abydos", "euboea", "lemnos", "mytilene")),  # Phocaea has 2 Trojan units
        ("enemy_units_or_upgrades", ("abydos", "mytilene")),
        ("most_settlements", ("abydos",)),  # 2 settlements against 1
    ]
    assert move.destination == "abydos"
    # The government marker holds Troy, so every land unit goes; the hero left with the triremes.
    assert move.units == units("2 hoplite", "cavalry")
    assert move.hero is None


def test_the_attack_puts_troy_on_byzantiums_grudge_space(board):
    m = troy_position(board)
    grudges = grudges_after_move({"byzantium": "athens"}, m.site("abydos"), "troy", {"troy", "byzantium"})
    assert grudges == {"byzantium": "troy"}
