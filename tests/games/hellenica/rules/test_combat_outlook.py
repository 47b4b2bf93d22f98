"""The combat as a side sees it: forces, dice, modifiers and odds match what the
real rules then roll, the choices carry their meaning, and the summary of a
finished combat tells what the log says."""

from __future__ import annotations

import math
import random

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.mechanics.combat_odds import SideDice, round_odds
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.commands import NoLeader, Stay
from hellenica_tui.games.hellenica.war.outlook import outlook, summary
from tests.games.hellenica.rules.test_combat import land_example
from tests.games.hellenica.rules.war import do, own, place, war_game

CONTENT = load_scenario("classic")


def seen(game, player):
    return outlook(RULES, view(game.state, player), CONTENT, player, legal_commands(RULES, game.state, player), game.events)


def walls_and_hero():
    """Athens, with a Brilliant General, attacks Corinth's walled Megara: the combat
    waits on the token before the first dice."""
    game = war_game(["athens", "corinth"], "athens")
    game.state.players["athens"].advancements.append("brilliant_general")
    own(game, "corinth", "megara", "city_walls")
    place(game, "athens", "athens", hoplite=1, cavalry=1, hero=1)
    place(game, "corinth", "megara", hoplite=2)
    do(game, "athens", "supply movement athens from athens")
    do(game, "athens", "move all to megara")
    return game


def test_forces_dice_and_modifiers_before_the_dice() -> None:
    game = walls_and_hero()
    out = seen(game, "athens")
    assert out is not None and out.round == 1 and not out.at_sea
    assert out.attacker.units == (("hoplite", 1), ("cavalry", 1), ("hero", 1))
    assert out.attacker.dice == (("green", 1), ("red", 1), ("yellow", 1))
    assert out.attacker.modifiers == ("City Walls stand: no combined-arms die",)
    assert out.defender.dice == (("green", 2),) and out.defender.bonus == 1
    assert out.defender.modifiers == ("City Walls: +1 green die, +1 strength",)
    assert [o.command for o in out.options] == ["leader", "no leader"]
    assert "+1 strength" in out.options[0].meaning
    assert out.question.startswith("Place your Brilliant leader")
    # The defender sees the same combat, with nothing to answer.
    theirs = seen(game, "corinth")
    assert theirs.options == () and theirs.question == "" and theirs.odds == out.odds


def _sampled(game, player, command, runs):
    """(attacker wins, ties, defender wins, attacker's hero killed) over `runs` real rolls."""
    wins = ties = losses = hero = 0
    for seed in range(runs):
        events = RULESET.decide(game.state, player, command, random.Random(seed))
        (rolled,) = [e for e in events if type(e).__name__ == "CombatRoundRolled"]
        a, d = rolled.attacker_strength, rolled.defender_strength
        wins, ties, losses = wins + (a > d), ties + (a == d), losses + (a < d)
        hero += any(type(e).__name__ == "UnitsLost" and e.cause == "hero_die" for e in events)
    return wins, ties, losses, hero


def _close(count: int, p, runs: int) -> bool:
    """Within five standard deviations of what the exact chance `p` expects."""
    p = float(p)
    return abs(count - p * runs) <= 5 * math.sqrt(runs * p * (1 - p)) + 1


def test_odds_match_the_real_dice_with_walls_a_hero_and_combined_arms_lost() -> None:
    game = walls_and_hero()
    odds = seen(game, "athens").odds
    runs = 3000
    wins, ties, losses, hero = _sampled(game, "athens", NoLeader(), runs)
    assert _close(wins, odds.attacker_wins, runs)
    assert _close(ties, odds.tie, runs)
    assert _close(losses, odds.defender_wins, runs)
    assert _close(hero, odds.attacker_hero_falls, runs)


def test_odds_count_a_reroll_and_match_the_real_dice() -> None:
    """Tactics lets Athens roll its lowest die again (here its two dice are
    rolled again in the same round the rules play): the odds count it, as an
    estimate from rounds played, and agree with the real rules' dice."""
    plain = seen(walls_and_hero(), "athens").odds
    game = walls_and_hero()
    game.state.players["athens"].advancements.append("tactics")
    odds = seen(game, "athens").odds
    assert plain.sampled == 0 and odds.sampled > 0
    assert odds.attacker_wins > plain.attacker_wins  # a reroll only ever helps its side
    runs = 3000
    wins, ties, losses, hero = _sampled(game, "athens", NoLeader(), runs)
    assert _close(wins, odds.attacker_wins, runs)
    assert _close(ties, odds.tie, runs)
    assert _close(losses, odds.defender_wins, runs)
    assert _close(hero, odds.attacker_hero_falls, runs)
    assert seen(game, "athens").odds == odds  # the same combat shows the same figures


def test_odds_for_the_next_round_match_the_real_dice() -> None:
    """After the book's land example's first round the attacker rolls two green dice against one."""
    game = land_example()
    do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    do(game, "athens", "destroy cavalry")
    do(game, "corinth", "stay")
    out = seen(game, "athens")
    assert out.round == 2 and out.attacker.dice == (("green", 2),) and out.defender.dice == (("green", 1),)
    assert out.last is not None and out.last.round == 1 and (out.last.attacker_strength, out.last.defender_strength) == (5, 5)
    assert [(o.command, o.meaning) for o in out.options] == [
        ("stay", "stay: fight another round if both sides still stand"),
        ("withdraw to athens", "withdraw all your units to Athens"),
    ]
    runs = 3000
    wins, ties, losses, _ = _sampled(game, "athens", Stay(), runs)
    assert _close(wins, out.odds.attacker_wins, runs)
    assert _close(ties, out.odds.tie, runs)
    assert _close(losses, out.odds.defender_wins, runs)


def test_picking_a_casualty_shows_the_roll_and_each_unit_as_a_choice() -> None:
    game = land_example()
    do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    out = seen(game, "athens")
    assert out.odds is None and out.round == 1
    assert out.question.startswith("A tie")
    assert [o.command for o in out.options] == ["destroy hoplite", "destroy elite hoplite", "destroy cavalry"]
    assert out.options[2].meaning == "destroy one enemy Cavalry"
    # Corinth's pick was made at once (Athens had hoplites only): Athens's pick alone settles
    # the next round, whose odds each choice carries. Without the cavalry, Corinth rolls two
    # green dice for its hoplites against Athens's one.
    faces = {die.id: list(die.faces) for die in CONTENT.dice.values()}
    assert out.options[2].odds == round_odds(SideDice({"green": 2}), SideDice({"green": 1}), faces)
    # Without the elite hoplite: one green die, one red, and combined arms again.
    assert out.options[1].odds == round_odds(SideDice({"green": 2, "red": 1}), SideDice({"green": 1}), faces)


def test_the_summary_tells_losses_and_who_holds_the_area() -> None:
    game = land_example()
    do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    do(game, "athens", "destroy cavalry")
    do(game, "corinth", "stay")
    do(game, "athens", "stay", "4", "2", "3")
    assert game.state.combat is None
    told = summary(game.events, view(game.state, "corinth"))
    assert told is not None and told.rounds == 2
    assert told.lost == {"athens": {"hoplite": 2}, "corinth": {"cavalry": 1}}
    assert told.lines(CONTENT) == [
        "Corinth attacked Athens in Megara: 2 rounds.",
        "Strength, round by round: 5 against 5; 4 against 3.",
        "Corinth lost 1 Cavalry.",
        "Athens lost 2 Hoplites.",
        "Corinth holds Megara.",
    ]


def test_no_combat_no_outlook() -> None:
    game = war_game(["athens", "corinth"], "athens")
    assert seen(game, "athens") is None
    assert summary(game.events, game.state) is None


def test_a_side_with_no_units_left_gets_no_odds_for_a_round_to_come() -> None:
    """A tie took the last unit of Athens, which still picks Corinth's loss: no choice
    shows the odds of a next round that will not be fought."""
    game = land_example()
    do(game, "corinth", "move all to megara", "3", "3", "4", "5", "5")
    assert all(o.odds is not None for o in seen(game, "athens").options[1:])
    game.state.areas["megara"].units["athens"].units.clear()  # as if Athens had had one hoplite
    out = seen(game, "athens")
    assert [o.command for o in out.options] == ["destroy hoplite", "destroy elite hoplite", "destroy cavalry"]
    assert all(o.odds is None for o in out.options) and out.odds is None
    assert out.options[2].meaning == "destroy one enemy Cavalry"


def test_a_tactics_reroll_is_told_which_die_from_what_to_what() -> None:
    """Athens rolls its green 1 again with Tactics and gets a 5: the log and the dialog's
    last round say so, not only the 5 the strength was added up from."""
    from hellenica_tui.games.hellenica.core.narration import narrate
    from hellenica_tui.games.hellenica.war import events as we
    from hellenica_tui.tui.screens.combat import last_text

    game = walls_and_hero()
    game.state.players["athens"].advancements.append("tactics")
    before = view(game.state, "corinth")
    rolled = next(e for e in do(game, "athens", NoLeader(), "1", "1", "2", "5") if isinstance(e, we.CombatRoundRolled))
    assert rolled.rerolled == (("athens", "green", 1, 5),)
    told = narrate(RULES, rolled, before, "corinth")
    assert told.endswith("; Athens rolled a green 1 again: 5.")
    out = seen(game, "athens")
    assert out.last is not None and out.last.rerolled == rolled.rerolled
    assert last_text(out.last, out, CONTENT).plain.endswith("; Athens rolled a green 1 again: 5")
