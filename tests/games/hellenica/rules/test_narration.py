"""The log in plain words, and the JSON summary of a view."""

from __future__ import annotations

import json
import random

from hellenica_tui.games.hellenica import events as ev
from hellenica_tui.games.hellenica.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET, narrate, summary_json
from hellenica_tui.games.hellenica.view import view
from tests.games.hellenica.rules.conftest import new_game, start


def test_every_event_of_a_turn_is_told_in_words(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta", "troy"], seed=3)
    start(game)
    rng = random.Random(3)
    while game.state.turn == 1:
        player = RULESET.to_act(game.state)[0]
        legal = [c for c in RULESET.legal_commands(game.state, player) if not isinstance(c, Pass)]
        game.do(player, rng.choice(legal) if legal and rng.random() < 0.8 else Pass())
    for event in game.events:
        line = narrate(event, game.state, "athens")
        if isinstance(event, ev.UpkeepStepDone):
            assert line == ""  # bookkeeping is not told
            continue
        assert line != type(event).__name__ and line.endswith(".") and "\n" not in line


def test_hidden_cards_are_named_only_to_their_owner(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    event = ev.EthosDealt(player="athens", cards=("piety", "loyalty"))
    assert "Piety" in narrate(event, game.state, "athens")
    assert "Piety" not in narrate(event, game.state, "sparta")
    assert "2 cards" in narrate(event, game.state, None)


def test_the_summary_names_who_must_act_as_the_rules_do() -> None:
    """An invocation window or a bid waits on others than the active player."""
    game = new_game("classic", ["athens", "sparta", "thebes"], seed=5)
    rng = random.Random(5)
    others = 0
    while game.state.turn <= 2:
        acting = RULESET.to_act(game.state)
        for viewer in (None, "athens"):
            assert summary_json(view(game.state, viewer))["to_act"] == acting
        others += game.state.phase == "action" and acting != [game.state.active]
        player = rng.choice(acting)
        game.do(player, rng.choice(RULESET.legal_commands(game.state, player)))
    assert others > 0


def test_summary_json(scenario: str) -> None:
    game = new_game(scenario, ["athens", "sparta"])
    start(game)
    data = summary_json(view(game.state, "athens"))
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
    from hellenica_tui.games.hellenica import effect_rules as er
    from hellenica_tui.games.hellenica import war_events as we

    game = new_game(scenario, ["athens", "sparta"])
    told = lambda event: narrate(event, game.state, "athens")  # noqa: E731
    assert told(ev.Gained(player="athens", commodity="philosophers", amount=1)) == "Athens gains 1 Philosopher."
    assert told(ev.Gained(player="athens", commodity="philosophers", amount=2)) == "Athens gains 2 Philosophers."
    assert told(ev.Gained(player="athens", commodity="favor", amount=2)) == "Athens gains 2 Favor."
    assert "trains 2 elite Hoplites in" in told(ev.UnitsTrained(player="athens", city="athens", unit="hoplite", count=2, elite=True))
    assert "trains 1 Hero in" in told(ev.UnitsTrained(player="athens", city="athens", unit="hero", count=1))
    lost = told(we.UnitsLost(player="sparta", area="sparta", units={"cavalry": 2, "elite_hoplite": 1, "hero": 2}, cause="battle"))
    assert "loses 2 Cavalry, 1 elite Hoplite, 2 Heroes on Sparta" in lost
    assert told(er.Lost(player="athens", commodity="commerce", amount=1)) == "Athens loses 1 Commerce."
    assert "gains 1 train cube for" in told(er.CubesGained(player="athens", action="train", amount=1))
