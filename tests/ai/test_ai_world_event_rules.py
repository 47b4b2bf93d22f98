"""The AI players' special rules in world events ("Games with AI players").

- An AI player's government marker city is its Government City for every rule:
  no revolt there, no creature that shuns Government Cities, reinforcements go
  there.
- Its settlements count as City Upgrades, but for those a creature blocked; a
  creature that destroys an upgrade of its city blocks a settlement instead.
- An area reduction takes its units only; with none there it is ignored.
"""

from __future__ import annotations

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Stack, counted_upgrades, government_cities, government_city
from hellenica_tui.games.hellenica.effects.city_effects import revolt_targets
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.creature_presence import creature_abilities
from hellenica_tui.games.hellenica.war.events import CreatureSlain
from tests.ai.test_grudge_world_events import resolve, troy_state
from tests.games.hellenica.rules.war import Dice


def test_the_garrison_city_is_the_ai_players_government_city():
    s = troy_state()
    assert government_city(s, "troy") == "troy"
    assert government_cities(s) == {"troy", "byzantium", "athens"}
    s.ai.seats["troy"].garrison = ""  # destroyed, not yet back
    assert government_city(s, "troy") == ""


def test_no_revolt_in_an_ai_government_city():
    s = troy_state()
    assert "troy" not in revolt_targets(s, "athens", "others")
    assert "phocaea" in revolt_targets(s, "athens", "others")
    s.ai.seats["troy"].garrison = ""
    assert "troy" in revolt_targets(s, "athens", "others")


def test_the_minotaur_shuns_an_ai_government_city():
    s = troy_state()
    events = resolve(s, "labyrinth_opens", "byzantium", {"city": "troy"})
    assert s.areas["troy"].creature == ""
    placed = next(e for e in events if type(e).__name__ == "CreaturePlaced")
    assert placed.area != "troy"


def test_reinforcements_an_ai_wins_go_to_its_government_city():
    s = troy_state()
    before = s.areas["troy"].units["troy"].units.get("hoplite", 0)
    resolve(s, "mercenaries", "troy", {})
    assert s.areas["troy"].units["troy"].units["hoplite"] == before + 2


def test_ai_settlements_count_as_upgrades_in_a_revolt():
    """Sardis (2 settlements, no upgrade) with 1 Trojan hoplite: a '-' makes
    -1 + 1 - 2 = -2, the hoplite goes and the city is nobody's."""
    s = troy_state()
    s.areas["sardis"].owner = "troy"
    s.areas["sardis"].units = {"troy": Stack({"hoplite": 1}, {})}
    assert counted_upgrades(s, "sardis", 2) == 2
    events = resolve(s, "helot_uprising", "athens", {"city": "sardis"}, faces=("-",))
    rolled = next(e for e in events if type(e).__name__ == "RevoltRolled")
    assert (rolled.score, rolled.units_lost) == (-2, 1)
    assert s.areas["sardis"].owner == ""


def test_blocked_settlements_do_not_count_in_a_revolt():
    s = troy_state()
    s.areas["sardis"].owner = "troy"
    s.areas["sardis"].units = {"troy": Stack({"hoplite": 1}, {})}
    s.ai.blocked = {"sardis": 2}
    events = resolve(s, "helot_uprising", "athens", {"city": "sardis"}, faces=("-",))
    rolled = next(e for e in events if type(e).__name__ == "RevoltRolled")
    assert (rolled.score, rolled.units_lost) == (0, 0)
    assert s.areas["sardis"].owner == "troy"


def test_an_area_reduction_takes_only_ai_units_and_ignores_an_ai_city_without_units():
    s = troy_state()
    s.areas["phocaea"].units["troy"].units = {"hoplite": 3}
    resolve(s, "plague", "athens", {"area": "phocaea"})  # 2 pieces: 2 of its units
    assert s.areas["phocaea"].units["troy"].units == {"hoplite": 1}
    resolve(s, "plague", "athens", {"area": "phocaea"})
    assert "troy" not in s.areas["phocaea"].units
    # Its settlement stands for an upgrade: the city is still Troy's.
    assert s.areas["phocaea"].owner == "troy"
    events = resolve(s, "plague", "athens", {"area": "phocaea"})  # no units: nothing there to reduce
    assert not [e for e in events if getattr(e, "area", getattr(e, "city", "")) == "phocaea"]
    assert s.areas["phocaea"].owner == "troy"


def _upkeep_creatures(s, faces: tuple[str, ...]) -> list:
    dice = Dice(list(faces))
    tx = Tx(s, dice, RULES)
    creature_abilities(tx)
    for name in s.__struct_fields__:
        setattr(s, name, getattr(tx.s, name))
    assert not dice.script
    return tx.events


def test_a_creature_blocks_an_ai_settlement_instead_of_destroying_an_upgrade():
    """The Minotaur on Sardis (Troy's, 2 settlements, 1 hoplite) rolls '-': Troy
    loses an upgrade, so a settlement is blocked; the next '-' blocks the last
    one, and a city with no settlement standing and no unit is nobody's."""
    s = troy_state()
    s.areas["sardis"].owner = "troy"
    s.areas["sardis"].creature = "minotaur"
    events = _upkeep_creatures(s, ("-",))
    assert [type(e).__name__ for e in events if type(e).__name__ != "CreatureRolled"] == ["SettlementBlocked"]
    assert counted_upgrades(s, "sardis", 2) == 1 and s.areas["sardis"].owner == "troy"
    events = _upkeep_creatures(s, ("-",))
    assert counted_upgrades(s, "sardis", 2) == 0
    assert s.areas["sardis"].owner == ""
    assert "sardis" not in (s.ai.blocked or {})  # the blocks come off a city that goes neutral


def test_slaying_the_creature_lifts_the_blocks():
    s = troy_state()
    s.areas["sardis"].owner = "troy"
    s.areas["sardis"].units = {"troy": Stack({"hoplite": 1}, {})}
    s.areas["sardis"].creature = "minotaur"
    _upkeep_creatures(s, ("-",))
    assert counted_upgrades(s, "sardis", 2) == 1
    RULESET.evolve(s, CreatureSlain(player="athens", area="sardis", creature="minotaur"))
    assert counted_upgrades(s, "sardis", 2) == 2


def test_an_invocation_sparks_no_revolt_in_an_ai_government_city():
    """Maenad Frenzy aimed at Troy's garrison city does nothing; at another of its cities it revolts."""
    from hellenica_tui.games.hellenica.gods.events import Answered, ResolutionBegan
    from hellenica_tui.games.hellenica.gods.resolving import INVOCATION, carry_out

    for target, revolts in (("troy", False), ("phocaea", True)):
        s = troy_state()
        tx = Tx(s, Dice(["blank"] if revolts else []), RULES)
        tx.emit(ResolutionBegan(source=INVOCATION, id="dionysus_frenzy", beneficiary="athens"))
        for _ in range(5):
            if carry_out(tx):
                break
            choice = tx.s.choice
            option = target if target in choice.options else choice.options[0]
            tx.emit(Answered(player=choice.player, about=choice.about, option=option))
        assert any(type(e).__name__ == "RevoltRolled" for e in tx.events) == revolts
