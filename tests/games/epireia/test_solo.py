import pytest

from hellenica_tui.engine.errors import IllegalCommand, RequestError
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia import battle as b
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.tx import Tx
from tests.games.epireia.conftest import Dice, R, act, types


def solo(scenario="watch-on-the-north"):
    return R.initial_state("standard", [Seat("me")], 1, {"solo": scenario})


def begun(scenario="watch-on-the-north", city=None, rolls=()):
    state = solo(scenario)
    if city:
        state, _ = act(state, "me", f"city {city}")
    state, _ = act(state, "me", "admin archon")
    first = {"athens": "pericles", "sparta": "brasidas", "delphi": "xenoclea"}[state.cities[0].city]
    return act(state, "me", f"figure {first}", Dice(rolls))


def test_the_solo_setup():
    state = solo()
    city = state.cities[0]
    assert (city.city, city.league, city.prestige, city.resources) == (
        "athens", "delian", 0, {"wheat": 2, "wood": 2, "copper": 2}
    )  # fmt: skip
    assert state.phase == "pick_admin" and state.enemy_figures == ["heliodorus", "pheidon"]
    assert "c1-04" not in state.decks["cavalry-1"] and len(state.decks["hoplites-1"]) == 6  # the enemy's army
    # a refusal the new-game form and the command line tell in one line (a GameError), not a traceback
    with pytest.raises(RequestError, match="one player, not 2: leave the other seats to nobody"):
        R.initial_state("standard", [Seat("a"), Seat("b")], 1, {"solo": "sacred-war"})
    with pytest.raises(RequestError, match="2 to 4 players"):
        R.initial_state("standard", [Seat("a")], 1, {})
    with pytest.raises(RequestError, match="no solo scenario"):
        R.initial_state("standard", [Seat("a")], 1, {"solo": "nowhere"})


def test_the_city_is_chosen_among_the_scenarios_and_the_first_figure_shown_at_once():
    state = solo("sacred-war")
    with pytest.raises(IllegalCommand, match="played with delphi, elis, corinth, larissa"):
        act(state, "me", "city sparta")
    state, events = begun("sacred-war", city="delphi")
    assert types(events)[:4] == ["FigurePicked", "FiguresRevealed", "BrigandsPlaced", "BrigandsPlaced"]
    assert state.brigands == ["epirus", "illyria"] and state.act == 0 and state.card == ""


def test_an_augur_card_each_round_its_effects_for_that_round():
    state, events = begun()
    assert e.AugurRevealed(card="blight-in-the-forests") in events and R.is_barrier(e.AugurRevealed(card="x"))
    state.cities[0].figures.append("themistocles")
    state, _ = act(state, "me", "done")
    state.augur = "storm-warnings"
    with pytest.raises(IllegalCommand, match="closes Egypt"):
        act(state, "me", "send themistocles egypt")
    state.augur = "blight-in-the-forests"
    before = dict(state.cities[0].resources)
    state, events = act(state, "me", "done", Dice([1, 1]))
    # No Wood collected under the blight; then the next card, a gift of 2 Wheat, at once.
    assert e.AugurRevealed(card="bountiful-harvest") in events and state.round == 2
    assert state.cities[0].resources == {"wheat": before["wheat"] + 1 + 2, "wood": before["wood"], "copper": 3}
    assert state.augurs_drawn == ["blight-in-the-forests", "bountiful-harvest"]


def test_no_greek_city_and_the_enemy_moves_by_the_d12_table():
    state, _ = begun()
    state, _ = act(state, "me", "done")
    with pytest.raises(IllegalCommand, match="no Greek city"):
        act(state, "me", "send pericles sparta")
    state.territories["epirus"] = "me"
    state, events = act(state, "me", "send pericles persia")
    state, events = act(state, "me", "done", Dice([1, 10, 9]))  # Heliodorus to Epirus, Pheidon to Phoenicia
    moved = [(m.figure, m.space) for m in events if isinstance(m, e.EnemyMoved)]
    assert moved == [("heliodorus", "epirus"), ("pheidon", "phoenicia")]
    # Pericles alone on Persia needs 7 and rolls 9.
    [rolled] = [r for r in events if isinstance(r, e.EmpireRolled)]
    assert (rolled.needed, rolled.success) == (7, True)
    # Heliodorus alone drives Athens's token out of Epirus.
    assert e.TerritoryFreed(space="epirus", previous="me") in events and "epirus" not in state.territories


def test_an_enemy_on_an_empire_makes_it_a_two_figure_negotiation():
    state, _ = begun()
    state, _ = act(state, "me", "done")
    state, _ = act(state, "me", "send pericles phoenicia")
    state, events = act(state, "me", "done", Dice([10, 1, 6]))  # Heliodorus to Phoenicia
    [rolled] = [r for r in events if isinstance(r, e.EmpireRolled)]
    assert (rolled.player, rolled.needed, rolled.roll, rolled.success) == ("me", 7, 6, False)


def last_round(state):
    state.round = 7
    state, _ = act(state, "me", "done")
    return state


def test_after_the_last_round_the_battle_only_with_every_objective_met():
    state, _ = begun()
    lost, events = act(last_round(R.copy_state(state)), "me", "done", Dice([1, 1]))
    assert lost.phase == "over" and lost.winner == "peloponnesian"
    assert events[-1] == e.GameWon(league="peloponnesian", reason="the scenario's objectives were not met in time")
    state.cities[0].buildings += ["altar", "granary", "mine", "barracks"]
    state.territories["ionia"] = "me"
    fought, events = act(last_round(state), "me", "done", Dice([1, 1]))
    assert fought.phase == "battle_setup" and R.to_act(fought) == ["me"]
    assert fought.battle.slots["peloponnesian"]["flank-2b"] == "c1-02"
    assert R.view(fought, "me")["battle"]["slots"]["peloponnesian"]["flank-2b"] == "?"


def test_a_tie_in_fronts_is_a_loss():
    state, _ = begun()
    state = R.evolve(state, e.BattleBegan())
    state.battle.fronts = {"flank": "delian", "center": "peloponnesian", "maritime": ""}
    tx = Tx(state, R.content(state), Dice())
    b.finish(tx)
    assert tx.events[-1].league == "peloponnesian" and "a loss in the solo game" in tx.events[-1].reason
    state.battle.fronts = {"flank": "delian", "center": "", "maritime": ""}
    tx = Tx(state, R.content(state), Dice())
    b.finish(tx)
    assert tx.events[-1].league == "delian"


@pytest.mark.parametrize("scenario", ["watch-on-the-north", "pride-of-sparta", "sacred-war"])
def test_random_solo_games_end(scenario):
    import random

    from hellenica_tui.engine.game import Game

    for seed in range(3):
        game = Game.new(R, "standard", [Seat("me")], seed, {"solo": scenario})
        rng = random.Random(seed)
        while game.to_act():
            command = rng.choice(game.legal_commands("me"))
            assert R.parse(R.format(command), game.state, "me") == command
            game.apply(command, "me")
        assert game.state.winner is not None and game.verify() == len(game.log)
