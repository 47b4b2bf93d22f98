"""Bonus production: the AI reference's special situations, as content data.

Each `ai_bonus` entry of ai_cards.toml names a situation the rules check at an
AI's round-1 production (before its card changes anything) and what it then
produces besides its card.
"""

from __future__ import annotations

import random

from hellenica_tui.games.hellenica.ai_seats import commands as aic
from hellenica_tui.games.hellenica.ai_seats import events as aie
from hellenica_tui.games.hellenica.ai_seats import players as aip
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.state import Stack
from hellenica_tui.games.hellenica.positions.build import state_from_position
from hellenica_tui.games.hellenica.positions.schema import load_position
from hellenica_tui.games.hellenica.ruleset import RULESET

CONTENT = load_scenario("classic")


def production_state():
    """Troy (AI) about to produce on turn 2: it owns Troy and Phocaea, as Byzantium
    and Athens own two cities each."""
    position = load_position(CONTENT, "positions/ai_movement.toml")
    s = state_from_position(CONTENT, position, seed=5, scenario="classic")
    s.round, s.active = 1, "troy"
    return s


def produce(s):
    events = RULESET.decide(s, "troy", aic.AiProduce(), random.Random(0))
    for event in events:
        RULESET.evolve(s, event)
    return events


def trained(events) -> dict[str, int]:
    found: dict[str, int] = {}
    for e in events:
        if type(e).__name__ == "UnitsTrained":
            found[e.unit] = found.get(e.unit, 0) + e.count
    return found


def test_the_classic_bonuses_cover_the_five_situations():
    assert {b.when for b in CONTENT.ai_bonus} == {
        "home_lost", "no_army", "fewest_cities", "trails_leader", "most_cities",
    }
    assert all(e.kind != "supply" for b in CONTENT.ai_bonus for e in b.gives)
    assert all(b.supply <= 0 for b in CONTENT.ai_bonus)


def test_no_situation_no_bonus():
    s = production_state()
    assert aip.bonus_situations(s, CONTENT, "troy") == {"fewest_cities", "most_cities"}  # all tied at 2 cities
    events = produce(s)
    assert not any(isinstance(e, aie.AiBonusProduced) for e in events)
    assert trained(events) == {"hoplite": 1, "trireme": 1}  # the Basic Temple's early column alone


def test_trailing_the_leader_by_two_cities_gives_the_colonists_after_the_card():
    s = production_state()
    s.areas["phocaea"].owner = ""
    s.areas["sardis"].owner = "byzantium"  # Troy 1 city, Athens 2, Byzantium 3
    assert aip.cities_behind(s, "troy") == 2
    events = produce(s)
    bonus = events.index(aie.AiBonusProduced(player="troy", bonus="colonists"))
    assert bonus > next(i for i, e in enumerate(events) if isinstance(e, aie.AiCardRevealed))
    assert trained(events[bonus:]) == {"hoplite": 2, "cavalry": 1}
    assert trained(events) == {"hoplite": 3, "trireme": 1, "cavalry": 1}


def test_colonists_need_the_fewest_cities_ties_included_and_two_behind():
    s = production_state()
    s.areas["phocaea"].owner = ""  # Troy 1, Athens 2, Byzantium 2: only one behind
    assert aip.cities_behind(s, "troy") == 1
    assert aip.bonus_production(s, CONTENT, "troy") == []
    s.areas["sardis"].owner = "byzantium"
    s.areas["mytilene"].owner = ""  # Athens has one city too: a tie for fewest still counts
    assert aip.cities_behind(s, "troy") == 2
    s.areas["chios"].owner = "troy"  # now Athens owns fewer than Troy
    assert aip.cities_behind(s, "troy") is None


def test_a_lost_home_city_and_no_army():
    s = production_state()
    s.areas["troy"].owner = "byzantium"  # its marker still stands there in this test
    s.areas["sardis"].owner = "troy"  # Troy 2 cities, Athens 2, Byzantium 3: one behind, no colonists
    for area in s.areas.values():
        stack = area.units.get("troy")
        if stack is not None:
            area.units["troy"] = Stack({k: n for k, n in stack.units.items() if k == "hero"}, {})
    s.areas["troy"].units["troy"].units.update({"elite_hoplite": 1, "elite_cavalry": 1})  # the garrison
    assert aip.bonus_situations(s, CONTENT, "troy") == {"home_lost", "no_army", "fewest_cities", "trails_leader"}
    events = produce(s)
    assert [e.bonus for e in events if isinstance(e, aie.AiBonusProduced)] == ["exiles", "levy"]
    assert trained(events) == {"hoplite": 1 + 2 + 1, "trireme": 1 + 1}


def test_a_garrison_alone_is_no_army_but_one_trireme_is():
    s = production_state()
    assert "no_army" not in aip.bonus_situations(s, CONTENT, "troy")
    for area in ("troy", "phocaea"):
        s.areas[area].units["troy"] = Stack({}, {})
    s.areas["troy"].units["troy"] = Stack({"elite_hoplite": 1, "elite_cavalry": 1, "hero": 1}, {})
    assert "no_army" not in aip.bonus_situations(s, CONTENT, "troy")  # the trireme on the Dodecanese
    s.areas["dodecanese"].units["troy"] = Stack({}, {})
    assert "no_army" in aip.bonus_situations(s, CONTENT, "troy")


def test_turn_one_gives_no_bonus():
    s = production_state()
    s.turn = 1
    s.areas["phocaea"].owner = ""
    s.areas["sardis"].owner = "byzantium"
    assert not any(isinstance(e, aie.AiBonusProduced) for e in produce(s))


def test_the_loader_refuses_a_bonus_with_supply(tmp_path):
    import shutil

    import pytest

    from hellenica_tui.games.hellenica.content.loading import scenarios_dir
    from hellenica_tui.games.hellenica.content.schema import ContentError

    folder = tmp_path / "classic"
    shutil.copytree(scenarios_dir() / "classic", folder)
    path = folder / "ai_cards.toml"
    text = path.read_text()
    given = 'when = "no_army"\ngives = [\n'
    path.write_text(text.replace(given, given + '  { kind = "supply", amount = 1 },\n'))
    with pytest.raises(ContentError, match="no Supply"):
        load_scenario(str(folder))



def test_rivals_lift_every_player_three_cities_behind_the_leader_not_only_the_last():
    s = production_state()  # Troy, Athens and Byzantium own 2 cities each
    rivals = next(b for b in CONTENT.ai_bonus if b.when == "trails_leader")
    assert rivals.behind == 3
    for area in ("sardis", "chios", "ephesus"):
        s.areas[area].owner = "byzantium"  # Byzantium 5, Troy 2, Athens 2: 3 behind, tied last
    assert aip.leader_lead(s, "troy") == 3 and aip.leader_lead(s, "byzantium") == 0
    assert "trails_leader" not in aip.bonus_situations(s, CONTENT, "byzantium")  # the leader is never lifted
    s.areas["mytilene"].owner = ""  # Athens now owns fewer than Troy: Troy trails but is not the last
    assert aip.cities_behind(s, "troy") is None
    assert [b.id for b in aip.bonus_production(s, CONTENT, "troy")] == ["rivals"]
    events = produce(s)
    bonus = events.index(aie.AiBonusProduced(player="troy", bonus="rivals"))
    assert trained(events[bonus:]) == {"hoplite": 1, "cavalry": 1}
    s.areas["ephesus"].owner = ""  # only 2 behind now
    assert aip.leader_lead(s, "troy") == 2
    assert aip.bonus_production(s, CONTENT, "troy") == []


def supply_of(s, player):
    return s.ai.seats[player].supply


def test_overstretched_lowers_the_leaders_supply_once_it_owns_four_cities():
    s = production_state()
    over = next(b for b in CONTENT.ai_bonus if b.when == "most_cities")
    assert (over.cities, over.supply, over.gives) == (4, -1, [])
    s.areas["sardis"].owner = "troy"  # Troy 3 cities: the most, but not yet 4
    assert "most_cities" in aip.bonus_situations(s, CONTENT, "troy")
    assert aip.bonus_production(s, CONTENT, "troy") == []
    produce(s)
    assert supply_of(s, "troy") == 2  # the Basic Temple's early Supply, untouched

    s = production_state()
    for area in ("sardis", "chios"):
        s.areas[area].owner = "troy"  # Troy 4 cities
    assert [b.id for b in aip.bonus_production(s, CONTENT, "troy")] == ["overstretched"]
    events = produce(s)
    assert aie.AiBonusProduced(player="troy", bonus="overstretched") in events
    assert supply_of(s, "troy") == 1
    assert trained(events) == {"hoplite": 1, "trireme": 1}  # the card alone: it gives no units


def test_overstretched_needs_nobody_owning_more_and_never_drops_supply_below_one():
    s = production_state()
    for area in ("sardis", "chios", "ephesus"):
        s.areas[area].owner = "troy"  # Troy 5 cities
    for area in ("smyrna", "miletus", "halicarnassus", "cos"):
        s.areas[area].owner = "byzantium"  # Byzantium 6: Troy trails it
    assert "most_cities" not in aip.bonus_situations(s, CONTENT, "troy")
    assert [b.id for b in aip.bonus_production(s, CONTENT, "byzantium")] == ["overstretched"]
    s.areas["cos"].owner = ""  # 5 each: a tie for the most slows both
    assert "overstretched" in [b.id for b in aip.bonus_production(s, CONTENT, "troy")]
    s.ai.deck.remove("temple_offerings")
    s.ai.deck.append("temple_offerings")  # on top: early Supply 1
    produce(s)
    assert s.ai.seats["troy"].card == "temple_offerings"
    assert supply_of(s, "troy") == 1


def test_the_loader_refuses_a_bonus_raising_supply(tmp_path):
    import shutil

    import pytest

    from hellenica_tui.games.hellenica.content.loading import scenarios_dir
    from hellenica_tui.games.hellenica.content.schema import ContentError

    folder = tmp_path / "classic"
    shutil.copytree(scenarios_dir() / "classic", folder)
    path = folder / "ai_cards.toml"
    path.write_text(path.read_text().replace("supply = -1\n", "supply = 1\n"))
    with pytest.raises(ContentError, match="only lower"):
        load_scenario(str(folder))
