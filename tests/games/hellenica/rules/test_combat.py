"""COMBAT through the real decide/evolve with fixed dice: the book's land, sea and
City Walls examples, ties, withdrawals, lone heroes, heroes at sea, triremes
on land, Brilliant leaders, AI casualties and creatures' areas."""

from __future__ import annotations

import pytest

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.commands import Destroy, Leader, NoLeader, Stay, Withdraw
from tests.games.hellenica.rules.war import do, kinds, own, place, units, war_game


def rolled(events):
    return [e for e in events if type(e).__name__ == "CombatRoundRolled"]


def land_example(walls: bool = False):
    game = war_game(["corinth", "athens"], "corinth")
    own(game, "athens", "megara", *(["city_walls"] if walls else []))
    place(game, "athens", "megara", hoplite=2)
    place(game, "corinth", "corinth", hoplite=1, elite_hoplite=1, cavalry=1)
    do(game, "corinth", "supply movement corinth from corinth")
    return game


def test_land_combat_example() -> None:
    """Three green and a red die against one green; 5 ties 5; each side loses a unit."""
    game = land_example()
    events = do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    (first,) = rolled(events)
    assert [c for c, _ in first.attacker_dice] == ["green", "green", "green", "red"]
    assert [c for c, _ in first.defender_dice] == ["green"]
    assert (first.attacker_strength, first.defender_strength) == (5, 5)
    assert set(first.picks) == {"corinth", "athens"}
    assert units(game.state, "megara", "athens") == {"hoplite": 1}  # Corinth's only choice was made at once
    assert game.state.pending == ["athens"]
    assert set(legal_commands(RULES, game.state, "athens")) == {
        Destroy(unit="hoplite"), Destroy(unit="elite_hoplite"), Destroy(unit="cavalry")
    }
    assert legal_commands(RULES, game.state, "corinth") == []
    do(game, "athens", "destroy cavalry")
    assert units(game.state, "megara", "corinth") == {"hoplite": 1, "elite_hoplite": 1}
    assert game.state.pending == ["corinth"]  # the attacker may withdraw first
    do(game, "corinth", "stay")
    assert game.state.pending == ["athens"]
    events = do(game, "athens", "stay", "4", "2", "3")
    (second,) = rolled(events)
    # No red die and no combined arms any more: two green dice for the elite hoplite.
    assert [c for c, _ in second.attacker_dice] == ["green", "green"]
    assert (second.attacker_strength, second.defender_strength) == (4, 3)
    assert "CombatEnded" in kinds(events) and game.state.combat is None
    assert units(game.state, "megara", "athens") == {}


def test_city_walls_example() -> None:
    """Walls: no combined arms die for the attacker, an extra green die and +1 for
    the defender, who wins 6 to 5 and kills the cavalry."""
    game = land_example(walls=True)
    events = do(game, "corinth", "move all to megara", "3", "3", "5", "5", "3")
    (first,) = rolled(events)
    assert [c for c, _ in first.attacker_dice] == ["green", "green", "red"]
    assert [c for c, _ in first.defender_dice] == ["green", "green"]
    assert (first.attacker_strength, first.defender_strength) == (5, 6)
    assert first.picks == ("athens",)
    do(game, "athens", "destroy cavalry")
    assert units(game.state, "megara", "corinth") == {"hoplite": 1, "elite_hoplite": 1}
    assert units(game.state, "megara", "athens") == {"hoplite": 2}


def test_siegecraft_takes_the_walls_away() -> None:
    game = land_example(walls=True)
    game.state.players["corinth"].advancements.append("siegecraft")
    events = do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    (first,) = rolled(events)
    assert len(first.attacker_dice) == 4 and len(first.defender_dice) == 1  # as if there were no walls
    assert first.defender_strength == 5


def test_sea_combat_example() -> None:
    """Two triremes and a hero (blue 3, yellow +) beat an elite trireme (blue 3 and 2)."""
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", trireme=2, hero=1)
    place(game, "corinth", "saronic_gulf", elite_trireme=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move 2 trireme 1 hero to saronic_gulf", "3", "+", "3", "2")
    (first,) = rolled(events)
    assert first.attacker_dice == (("blue", 3),) and first.attacker_yellow == ("+",)
    assert first.defender_dice == (("blue", 3), ("blue", 2))
    assert (first.attacker_strength, first.defender_strength) == (4, 3)
    assert units(game.state, "saronic_gulf", "corinth") == {}
    assert game.state.combat is None


def test_a_yellow_minus_kills_the_hero_before_casualties() -> None:
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", hoplite=1, hero=1)
    place(game, "corinth", "megara", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move all to megara", "5", "-", "2")
    (first,) = rolled(events)
    assert first.attacker_strength == 5  # '-' adds nothing
    lost = [e for e in events if type(e).__name__ == "UnitsLost"]
    assert lost[0].cause == "hero_die" and lost[0].player == "athens"
    assert units(game.state, "megara", "athens") == {"hoplite": 1}


def test_lone_hero_on_land_rolls_only_the_yellow_die() -> None:
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", hero=1)
    place(game, "corinth", "megara", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move hero to megara", "++", "1")
    (first,) = rolled(events)
    assert first.attacker_dice == () and (first.attacker_strength, first.defender_strength) == (2, 1)
    assert units(game.state, "megara", "corinth") == {}


def test_heroes_at_sea_without_triremes_are_lost() -> None:
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", trireme=1)
    place(game, "corinth", "saronic_gulf", hero=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move trireme to saronic_gulf")
    assert not rolled(events)
    assert [e.cause for e in events if type(e).__name__ == "UnitsLost"] == ["at_sea"]
    assert units(game.state, "saronic_gulf", "athens") == {"trireme": 1}


def test_triremes_alone_on_land_facing_an_army_are_lost() -> None:
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", hoplite=1)
    place(game, "corinth", "megara", trireme=2)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move hoplite to megara")
    assert not rolled(events)
    assert units(game.state, "megara", "corinth") == {} and units(game.state, "megara", "athens") == {"hoplite": 1}


def test_attacker_withdraws_back_where_it_came_from() -> None:
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", hoplite=2)
    place(game, "corinth", "megara", hoplite=3)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move 2 hoplite to megara", "1", "5")
    assert game.state.pending == ["athens"]
    assert set(legal_commands(RULES, game.state, "athens")) == {Withdraw(), Stay()}
    with pytest.raises(IllegalCommand, match="only back to athens"):
        do(game, "athens", "withdraw to panactum")
    events = do(game, "athens", "withdraw")
    assert "Withdrew" in kinds(events) and game.state.combat is None
    assert units(game.state, "athens", "athens") == {"hoplite": 1}
    # Withdrawing is no supplied move.
    assert game.state.areas["athens"].units["athens"].supplied == {"hoplite:1": 1}


def test_defender_withdraws_to_a_friendly_area_else_a_neutral_one() -> None:
    game = war_game(["athens", "corinth"], "athens")
    place(game, "athens", "athens", hoplite=3)
    place(game, "corinth", "megara", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move 3 hoplite to megara", "5", "1")
    do(game, "athens", "stay")
    # Corinth's home is next door: the only friendly area, so the only retreat.
    assert set(legal_commands(RULES, game.state, "corinth")) == {Withdraw(to="corinth"), Stay()}
    events = do(game, "corinth", "withdraw to corinth")
    assert units(game.state, "corinth", "corinth") == {"hoplite": 1}
    assert "CombatEnded" in kinds(events)


def test_defender_without_friends_retreats_to_neutral_areas() -> None:
    game = war_game(["athens", "corinth"], "athens")
    game.state.areas["corinth"].owner = ""
    place(game, "athens", "athens", hoplite=3)
    place(game, "athens", "panactum", hoplite=1)
    place(game, "corinth", "megara", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move 3 hoplite to megara", "5", "1")
    do(game, "athens", "stay")
    retreats = {c.to for c in legal_commands(RULES, game.state, "corinth") if isinstance(c, Withdraw)}
    assert retreats == {"corinth"}  # neutral; Panactum holds Athens' units, Athens is Athens' city


def test_no_withdrawal_from_a_creatures_area() -> None:
    game = war_game(["athens", "corinth"], "athens")
    game.state.areas["megara"].creature = "hydra"
    place(game, "athens", "athens", hoplite=3)
    place(game, "corinth", "megara", hoplite=3)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move 3 hoplite to megara", "5", "1", "4", "2", "3", "1")
    # Nobody is asked to withdraw: the rounds run on until Corinth is gone.
    assert len(rolled(events)) == 3 and game.state.combat is None
    assert units(game.state, "megara", "athens") == {"hoplite": 3}


def test_brilliant_general_adds_one_when_placed() -> None:
    game = war_game(["athens", "corinth"], "athens")
    game.state.players["athens"].advancements.append("brilliant_general")
    place(game, "athens", "athens", hoplite=1)
    place(game, "corinth", "megara", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move hoplite to megara")
    assert game.state.pending == ["athens"] and set(legal_commands(RULES, game.state, "athens")) == {Leader(), NoLeader()}
    events = do(game, "athens", "leader", "3", "3")
    (first,) = rolled(events)
    assert (first.attacker_strength, first.defender_strength) == (4, 3)
    assert game.state.players["athens"].leaders_used == ["land"]
    do(game, "athens", "stay")
    # The token stays for the whole combat and is not offered again.
    events = do(game, "corinth", "stay", "1", "5")
    assert rolled(events)[0].attacker_strength == 2
    assert game.state.combat is None


def test_ai_seats_pick_their_casualty_and_never_withdraw() -> None:
    game = war_game(["athens", "corinth"], "athens", kinds={"corinth": "ai"})
    place(game, "athens", "athens", hoplite=1, cavalry=1)
    place(game, "corinth", "megara", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move all to megara", "1", "2", "2", "5")
    # Corinth won: it kills the unit that leaves Athens the fewest dice (either does:
    # both leave one die), and is never asked anything.
    assert game.state.pending == ["athens"]  # Athens may withdraw
    lost = [e for e in events if type(e).__name__ == "UnitsLost"]
    assert lost and lost[0].by == "corinth"


def test_combat_choices_are_typed_errors_out_of_turn() -> None:
    game = land_example()
    do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    with pytest.raises(IllegalCommand):
        do(game, "corinth", "destroy hoplite")
    with pytest.raises(IllegalCommand, match="no trireme"):
        do(game, "athens", "destroy trireme")
    with pytest.raises(IllegalCommand):
        do(game, "athens", "withdraw to athens")
    assert RULESET.to_act(game.state) == ["athens"]


def test_a_combat_invocation_window_opens_before_the_dice() -> None:
    """Athens, with a temple to Artemis, is asked before the roll; her +1 counts in that round."""
    game = war_game(["athens", "corinth"], "athens")
    own(game, "athens", "athens", "market", "temple:artemis")
    game.state.players["athens"].deities = ["artemis"]
    game.state.players["athens"].favor = 3
    game.state.players["corinth"].favor = 0
    game.state.quiet = []
    place(game, "athens", "athens", hoplite=1)
    place(game, "corinth", "megara", hoplite=1)
    do(game, "athens", "supply movement athens from athens")
    events = do(game, "athens", "move hoplite to megara")
    assert not rolled(events) and game.state.window is not None
    assert RULESET.to_act(game.state) == ["athens"]
    events = do(game, "athens", "invoke artemis_eye", "3", "3")
    (first,) = rolled(events)
    assert (first.attacker_strength, first.defender_strength) == (4, 3)
    assert game.state.players["athens"].favor == 2


def test_tactics_rerolls_the_lowest_die_once_a_combat() -> None:
    game = war_game(["athens", "corinth"], "athens")
    game.state.players["athens"].advancements.append("tactics")
    place(game, "athens", "athens", hoplite=1, cavalry=1)
    place(game, "corinth", "megara", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    # green 1, green 3, red 2 against green 4; the green 1 is rolled again: 5.
    events = do(game, "athens", "move all to megara", "1", "3", "2", "4", "5")
    (first,) = rolled(events)
    assert first.rerolled == (("athens", "green", 1, 5),)
    assert (first.attacker_strength, first.defender_strength) == (5, 4)
    assert game.state.combat is not None and game.state.combat.rerolls == ["athens"]


def test_the_defender_may_withdraw_land_units_by_sea_transport() -> None:
    game = war_game(["athens", "troy"], "athens")
    game.state.areas["chios"].owner = "troy"
    place(game, "troy", "cyclades", trireme=1)
    place(game, "troy", "athens", hoplite=1)
    game.state.areas["athens"].owner = "athens"
    place(game, "athens", "megara", hoplite=3)
    own(game, "athens", "megara", "market")
    do(game, "athens", "supply movement megara from megara")
    do(game, "athens", "move 3 hoplite to athens", "1", "5")
    do(game, "athens", "stay")
    retreats = {c.to for c in legal_commands(RULES, game.state, "troy") if isinstance(c, Withdraw)}
    assert "chios" in retreats  # Troy's own city, over its trireme on the Cyclades
    events = do(game, "troy", "withdraw to chios")
    assert [e.via for e in events if type(e).__name__ == "Withdrew"] == [("cyclades",)]
    assert units(game.state, "chios", "troy") == {"hoplite": 1}


def test_an_action_during_a_combat_is_refused_naming_the_combat() -> None:
    game = land_example()
    with pytest.raises(IllegalCommand, match="the movement under way must be finished first"):
        do(game, "corinth", "pass")
    do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    with pytest.raises(IllegalCommand, match="the combat on megara must be fought out first"):
        do(game, "corinth", "pass")
