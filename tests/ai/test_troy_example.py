"""The rulebook's AI movement example (Troy), step by step on the classic map.

How the book's picture maps onto our board: Troy (home, 3 settlements) opens
onto the Eastern Aegean Sea and the Dodecanese only; Phocaea (1 settlement)
and Mytilene (1, an island) face the Eastern Aegean Sea, as does Abydos
(2 settlements), which also borders Troy across a clearing. Euboea and Lemnos
are the empty island cities the Dodecanese reaches. Byzantium holds Abydos,
Athens holds Mytilene, Troy holds Phocaea with 2 units and the Dodecanese
with 1 trireme.

It is turn 2. Troy starts it with its government marker, 2 hoplites, a
trireme and a hero on Troy. Its round-1 card is the Basic Temple too: the
early column adds a hoplite and a trireme and sets Supply to 2, which gives
the book's position: 2 Supply and 5 movement-eligible units on Troy.
"""

from __future__ import annotations

import msgspec

from hellenica_tui.ai.rulebook.destinations import land_candidates, sea_candidates
from hellenica_tui.ai.rulebook.from_content import unit_limits
from hellenica_tui.ai.rulebook.moves import apply_move, plan_land, plan_triremes
from hellenica_tui.ai.rulebook.supply import decide_supply, eligible_by_area
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.ai_production import AiBoard, produce, production_column
from hellenica_tui.games.hellenica.mechanics.movement import MovingUnit
from tests.ai.conftest import NoDraw, aimap, site, units

CARD = next(card for card in load_scenario("classic").ai_cards if card.id == "basic_temple")
BASIC_TEMPLE = CARD.movement


def before_production(board):
    return aimap(
        board,
        "troy",
        {
            "troy": site(troy=["2 hoplite", "trireme", "hero"], owner="troy", marker="troy"),
            "phocaea": site(troy=["hoplite", "cavalry"], owner="troy"),
            "dodecanese": site(troy=["trireme"]),
            "abydos": site(byzantium=["2 hoplite"], owner="byzantium"),
            "mytilene": site(athens=["hoplite"], owner="athens"),
            "byzantium": site(byzantium=["hoplite", "trireme"], owner="byzantium", marker="byzantium"),
        },
    )


def round_one(m):
    limits = unit_limits(load_scenario("classic").units)
    return produce(m, AiBoard(advancements=1, supply=0, favor=4), production_column(CARD, turn=2), NoDraw(),
                   unit_limits=limits)


def troy_position(board):
    """The position of the example: after Troy's round-1 production."""
    m = before_production(board)
    out = round_one(m)
    troy = m.site(out.city)
    arrived = tuple(MovingUnit(kind) for kind, n in out.units.items() for _ in range(n))  # type: ignore[arg-type]
    troy = msgspec.structs.replace(troy, units={"troy": troy.units["troy"] + arrived})
    return msgspec.structs.replace(m, sites={**m.sites, out.city: troy})


def test_the_basic_temple_card_reads_as_in_the_book():
    assert BASIC_TEMPLE == ["least_friendly_units", "enemy_units_or_upgrades", "most_settlements"]


def test_round_one_production_gives_the_books_position(board):
    out = round_one(before_production(board))
    assert out.board.supply == 2 and out.board.favor == 6
    assert (out.city, out.units) == ("troy", {"hoplite": 1, "trireme": 1})


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
    assert move.units == units("2 trireme")  # the one from the start and the one just built
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
    assert move.units == units("3 hoplite")
    assert move.hero is None
