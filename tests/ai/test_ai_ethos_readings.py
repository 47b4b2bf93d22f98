"""Every Ethos card the AI players may share is one they can meet.

The rulebook's assumptions cover its own cards (advancements, settlements,
mines); each card's `ai` judge in the content says which applies, and our
designed cards that an AI could never meet as printed (it trains no elite
units, builds no temples, never spends Commerce) carry a reading of their own.
"""

from __future__ import annotations

import msgspec
import pytest

from hellenica_tui.games.hellenica.ai_seats import holdings as aih
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import Stack
from hellenica_tui.games.hellenica.positions.build import state_from_position
from hellenica_tui.games.hellenica.positions.schema import load_position

CONTENT = load_scenario("classic")


def troy_state(ethos: list[str]):
    position = load_position(CONTENT, "positions/ai_movement.toml")
    s = state_from_position(CONTENT, position, seed=5, scenario="classic")
    s.pathos = []
    s.ai.ethos = ethos
    return s


def own(s, player: str, *cities: str) -> None:
    for city in cities:
        s.areas[city].owner = player


def test_the_rulebook_cards_carry_the_rulebook_readings():
    judges = {o.id: o.ai.by for o in CONTENT.objectives.values() if o.ai is not None}
    assert {c for c, by in judges.items() if by == "advancements"} == {"enlightenment", "knowledge"}
    assert {"loyalty", "piety", "prosperity", "scholarship"} <= {c for c, by in judges.items() if by == "settlements"}
    assert judges["production"] == "mines"


def test_devotion_is_judged_by_settlements_like_piety():
    s = troy_state(["devotion", "piety", "seafarers"])
    own(s, "troy", "troy", "phocaea", "sardis", "ephesus")  # 3 + 1 + 2 + 2 = 8 settlements
    assert aih.ai_completed(s, CONTENT, "troy") == []
    own(s, "troy", "miletus")  # 10
    assert aih.ai_completed(s, CONTENT, "troy") == ["devotion"]
    own(s, "troy", "rhodes", "cos", "halicarnassus")  # 14
    assert aih.ai_completed(s, CONTENT, "troy") == ["devotion", "piety"]


def test_arete_counts_half_an_army_as_elite():
    s = troy_state(["arete", "walls_of_stone", "splendour"])
    # Troy: the marker's 2 elite units, 3 hoplites, 2 triremes, 1 hoplite and 1 cavalry on
    # Phocaea and 1 trireme at sea: 10 hoplites, cavalry and triremes (its hero does not count).
    assert aih.ai_completed(s, CONTENT, "troy") == ["arete"]
    s.areas["dodecanese"].units["troy"] = Stack({}, {})
    assert aih.ai_completed(s, CONTENT, "troy") == []


def test_treasury_asks_an_ai_for_twice_the_hoard():
    s = troy_state(["treasury", "walls_of_stone", "splendour"])
    s.players["troy"].commerce = 15
    assert aih.ai_completed(s, CONTENT, "troy") == []
    s.players["troy"].commerce = 16
    assert aih.ai_completed(s, CONTENT, "troy") == ["treasury"]


def test_a_person_is_judged_by_the_printed_card():
    from hellenica_tui.games.hellenica.victory.objectives import meets

    s = troy_state([])
    s.players["athens"].commerce = 8
    assert meets(s, CONTENT, "athens", CONTENT.objectives["treasury"].condition)


@pytest.mark.parametrize("card", sorted(o.id for o in CONTENT.objectives.values() if o.deck == "ethos"))
def test_every_ethos_card_is_within_an_ais_reach(card: str):
    """A strong AI position (many cities and settlements, a big army and fleet, a
    Wonder, walls, a hoard, many advancements) meets every card on its own."""
    s = troy_state([card])
    cities = ["troy", "phocaea", "sardis", "ephesus", "miletus", "rhodes", "smyrna", "abdera", "perinthus"]
    own(s, "troy", *cities)
    for city, slot in (("sardis", 0), ("ephesus", 0), ("miletus", 0)):
        s.areas[city].slots[slot] = msgspec.structs.replace(
            s.areas["byzantium"].slots[0], kind="city_walls", deity="", state="active")
    s.areas["rhodes"].slots[0] = msgspec.structs.replace(
        s.areas["byzantium"].slots[0], kind="wonder", deity="", state="active")
    for sea in ("eastern_aegean", "dodecanese", "icarian_sea", "cretan_sea", "propontis", "euxine_sea", "cyclades"):
        s.areas[sea].units["troy"] = Stack({"trireme": 1}, {})
    s.areas["troy"].units["troy"].units["hoplite"] = 10
    s.players["troy"].commerce = 20
    s.ai.seats["troy"].advancements = 10
    assert aih.ai_completed(s, CONTENT, "troy") == [card]

