"""The log in plain words, and the JSON summary of a view."""

from __future__ import annotations

import json
import random

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.narration import narrate, silent
from hellenica_tui.games.hellenica.core.summary import summary_json
from hellenica_tui.games.hellenica.core.view import view
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.turn import events as turn_ev
from tests.games.hellenica.rules.conftest import new_game, start


def test_every_event_of_a_turn_is_told_in_words(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta", "troy"], seed=3)
    start(game)
    rng = random.Random(3)
    while game.state.turn == 1:
        player = RULESET.to_act(game.state)[0]
        legal = [c for c in RULESET.legal_commands(game.state, player) if not isinstance(c, Pass)]
        game.do(player, rng.choice(legal) if legal and rng.random() < 0.8 else Pass())
    state = new_game(scenario, ["athens", "sparta", "troy"], seed=3).state
    for event in game.events:
        line = narrate(RULES, event, state, "athens")  # told in the state it happens in
        state = RULESET.evolve(state, event)
        if RULES.tellers.get(type(event)) is silent:
            assert line == ""  # bookkeeping is not told
            continue
        assert line != type(event).__name__ and line.endswith(".") and "\n" not in line
        assert line[0].isupper() and "  " not in line and " a A" not in line and " a E" not in line


def test_hidden_cards_are_named_only_to_their_owner(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    event = turn_ev.EthosDealt(player="athens", cards=("piety", "loyalty"))
    assert "Piety" in narrate(RULES, event, game.state, "athens")
    assert "Piety" not in narrate(RULES, event, game.state, "sparta")
    assert "2 cards" in narrate(RULES, event, game.state, None)


def test_the_summary_names_who_must_act_as_the_rules_do() -> None:
    """An invocation window or a bid waits on others than the active player."""
    game = new_game("classic", ["athens", "sparta", "thebes"], seed=5)
    rng = random.Random(5)
    others = 0
    while game.state.turn <= 2:
        acting = RULESET.to_act(game.state)
        for viewer in (None, "athens"):
            assert summary_json(RULESET, view(game.state, viewer))["to_act"] == acting
        others += game.state.phase == "action" and acting != [game.state.active]
        player = rng.choice(acting)
        game.do(player, rng.choice(RULESET.legal_commands(game.state, player)))
    assert others > 0


def test_summary_json(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    start(game)
    data = summary_json(RULESET, view(game.state, "athens"))
    json.dumps(data)
    assert data["turn"] == 1 and data["phase"] == "action" and data["round"] == 1
    assert data["to_act"] == RULESET.to_act(game.state)  # an invocation window may wait on another
    athens = next(p for p in data["players"] if p["name"] == "athens")
    assert athens["favor"] == 3 and athens["cubes"]["build"] == 1 and athens["units"] == {"hoplite": 1, "trireme": 1}
    sparta = next(p for p in data["players"] if p["name"] == "sparta")
    assert set(sparta["ethos"]) == {"?"}
    home = next(a for a in data["areas"] if a["name"] == "athens")
    assert home["owner"] == "athens"
    assert sorted(u["upgrade"] for u in home["upgrades"]) == ["academy", "market", "temple"]
    assert all(u["state"] == "active" for u in home["upgrades"])
    assert home["government"]["upgrade"] == "barracks"


def test_counts_are_told_in_singular_and_plural(scenario: str) -> None:
    from hellenica_tui.games.hellenica.effects import events as er
    from hellenica_tui.games.hellenica.war import events as we

    game = new_game(scenario, ["athens", "sparta"])
    told = lambda event: narrate(RULES, event, game.state, None)  # noqa: E731
    assert told(econ_ev.Gained(player="athens", commodity="philosophers", amount=1)) == "Athens gains 1 Philosopher."
    assert told(econ_ev.Gained(player="athens", commodity="philosophers", amount=2)) == "Athens gains 2 Philosophers."
    assert told(econ_ev.Gained(player="athens", commodity="favor", amount=2)) == "Athens gains 2 Favor."
    trained = econ_ev.UnitsTrained(player="athens", city="athens", unit="hoplite", count=2, elite=True)
    assert "trains 2 elite Hoplites in" in told(trained)
    assert "trains 1 Hero in" in told(econ_ev.UnitsTrained(player="athens", city="athens", unit="hero", count=1))
    lost = told(we.UnitsLost(player="sparta", area="sparta", units={"cavalry": 2, "elite_hoplite": 1, "hero": 2}, cause="battle"))
    assert "loses 2 Cavalry, 1 elite Hoplite and 2 Heroes on Sparta" in lost
    assert told(er.Lost(player="athens", commodity="commerce", amount=1)) == "Athens loses 1 Commerce."
    assert "gains 1 train cube for" in told(er.CubesGained(player="athens", action="train", amount=1))


def test_the_viewer_reads_of_itself_as_you(scenario: str) -> None:
    from hellenica_tui.games.hellenica.war import events as we

    game = new_game(scenario, ["athens", "sparta"])
    told = lambda event, viewer: narrate(RULES, event, game.state, viewer)  # noqa: E731
    moved = we.UnitsMoved(player="athens", units={"hoplite": 2}, src="athens", dst="megara", via=())
    assert told(moved, "athens") == "You move 2 Hoplites from Athens to Megara."
    assert told(moved, "sparta") == "Athens moves 2 Hoplites from Athens to Megara."
    assert told(turn_ev.ActionDone(player="athens"), "athens") == "Your action is over."
    patron = turn_ev.PatronChosen(player="athens", deity="athena", city="athens", slot=0)
    assert told(patron, "athens") == "You choose Athena as patron and raise a temple in Athens."
    assert told(patron, None) == "Athens chooses Athena as patron and raises a temple in Athens."
    assert told(turn_ev.ActionDone(player="athens"), None) == "Athens's action is over."
    assert told(econ_ev.Gained(player="athens", commodity="favor", amount=1), "athens") == "You gain 1 Favor."
    assert told(turn_ev.FavoriteChosen(player="athens", favor=4), "athens") == "You are Favorite of the Gods with 4 Favor."
    supplied = we.MovementSupplied(player="athens", area="athens", left={"hoplite": 1})
    assert told(supplied, "athens").startswith("You supply Athens")
    began = we.CombatBegan(area="megara", attacker="sparta", defender="athens", origin="corinth")
    assert told(began, "athens") == "Combat on Megara: Sparta attacks you."


def test_articles_and_plurals(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    told = lambda event: narrate(RULES, event, game.state, None)  # noqa: E731
    built = econ_ev.UpgradeBuilt(player="athens", city="athens", slot=0, upgrade="academy")
    assert "builds an Academy in Athens" in told(built)
    assert "builds a Market" in told(econ_ev.UpgradeBuilt(player="athens", city="athens", slot=0, upgrade="market"))
    assert told(econ_ev.CubeSpent(player="athens", action="train")) == "Athens takes a train cube from its board."
    assert told(econ_ev.Passed(player="athens", cubes=1, commerce=1)) == "Athens passes, discarding 1 cube for 1 Commerce."
    assert told(econ_ev.Passed(player="athens", cubes=0, commerce=0)) == "Athens passes."
    assert "for 1 Philosopher." in told(econ_ev.AdvancementResearched(player="athens", advancement="mining", cost=1))


def test_a_line_names_the_upgrade_it_means(scenario: str) -> None:
    """The Forge Fire readies one upgrade: the line says which; a lost upgrade too."""
    from hellenica_tui.games.hellenica.effects import events as er
    from hellenica_tui.games.hellenica.war import events as we

    game = new_game(scenario, ["athens", "sparta"])
    slots = game.state.areas["athens"].slots
    academy = next(i for i, up in enumerate(slots) if up is not None and up.kind == "academy")
    market = next(i for i, up in enumerate(slots) if up is not None and up.kind == "market")
    assert narrate(RULES, er.UpgradeReadied(city="athens", slot=academy), game.state) == "The Academy of Athens is active again."
    removed = narrate(RULES, er.UpgradesRemoved(city="athens", slots=tuple(sorted((academy, market)))), game.state)
    assert removed in ("The Academy and Market of Athens are destroyed.", "The Market and Academy of Athens are destroyed.")
    lost = narrate(RULES, we.UpgradeLost(city="athens", slot=academy, cause="earthquake"), game.state)
    assert lost == "The Academy of Athens is destroyed (earthquake)."


def test_a_combat_is_told_once_with_both_sides_named(scenario: str) -> None:
    from hellenica_tui.games.hellenica.war import events as we
    from hellenica_tui.games.hellenica.war.state import Combat

    game = new_game(scenario, ["athens", "sparta"])
    game.state.combat = Combat(area="megara", attacker="sparta", defender="athens", origin="corinth")
    rolled = we.CombatRoundRolled(
        area="megara", round=1, attacker_dice=(("green", 3),), defender_dice=(("green", 4),),
        attacker_yellow=(), defender_yellow=(), attacker_strength=3, defender_strength=4, picks=("athens",),
    )
    assert narrate(RULES, rolled, game.state, "athens") == (
        "Round 1 on Megara: Sparta rolls green 3 (strength 3); you roll green 4 (strength 4).")
    for step in (we.CombatStep(step="casualty", players=("athens",)), we.CasualtyPicked(player="athens")):
        assert narrate(RULES, step, game.state, "athens") == ""  # steps the prompt asks about, not told again


def test_a_question_and_its_answer_show_names(scenario: str) -> None:
    from hellenica_tui.games.hellenica.gods.events import Answered, ChoiceAsked

    game = new_game(scenario, ["athens", "sparta"])
    asked = ChoiceAsked(player="athens", about="effect", prompt="which upgrade of thebes is destroyed?",
                        options=("1:market", "2:academy"))
    told = narrate(RULES, asked, game.state, "athens")
    assert told == "You must choose: which upgrade of Thebes is destroyed? (Market; Academy)."
    answered = Answered(player="athens", about="effect", option="2:academy")
    assert narrate(RULES, answered, game.state, "sparta") == "Athens chooses Academy."
