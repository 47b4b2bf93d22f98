import random

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.narration import tell
from tests.games.epireia.conftest import R


def played(players, seed, settings=None):
    game = Game.new(R, "standard", [Seat(f"p{i + 1}") for i in range(players)], seed, settings or {})
    rng = random.Random(seed)
    while game.to_act():
        player = rng.choice(game.to_act())
        game.apply(rng.choice(game.legal_commands(player)), player)
    return game


def test_every_event_of_whole_games_is_told_in_words():
    content = R.content(played(2, 1).state)
    seen: set[type] = set()
    for game in (played(2, 1), played(4, 2), played(1, 1, {"solo": "sacred-war"}), played(1, 4, {"solo": "pride-of-sparta"})):
        leagues = {c.name: c.league for c in game.state.cities}
        for group in game.log:
            for event in group.events:
                seen.add(type(event))
                for viewer in [*leagues, None]:
                    text = tell(content, leagues, event, viewer)
                    assert text != type(event).__name__ and text.endswith(".") and "\n" not in text
    common = set(e.EVENTS) - {e.TerritoryFreed, e.BrigandsRolled, e.CityWon, e.IntegrationRolled, e.ConflictRolled,
                              e.Withdrawn, e.Blessed, e.AbilityUsed, e.BrigandsPlaced}
    assert common - seen == set()


def test_the_secrets_of_others_stay_untold():
    content = R.content(played(2, 1).state)
    leagues = {"p1": "delian", "p2": "peloponnesian"}
    picked = e.FigurePicked(player="p1", figure="pericles")
    assert "Pericles" in tell(content, leagues, picked, "p1") and "Pericles" not in tell(content, leagues, picked, "p2")
    drawn = e.TokenGained(player="p1", token="h1-14")
    assert tell(content, leagues, drawn, "p1") == "p1 gains a token: hoplites I (power 4)."
    assert tell(content, leagues, drawn, "p2") == "p1 gains a token: hoplites I."
    assert tell(content, leagues, drawn, None) == "p1 gains a token: hoplites I."
    laid = e.TokenPlaced(player="p1", league="delian", token="h1-14", slot="center-1a")
    assert tell(content, leagues, laid, "p2") == "p1 lays a token face down on center-1a."
    rolled = e.EmpireRolled(player="p2", figure="brasidas", empire="persia", roll=7, bonus=2, needed=9, success=True)
    assert tell(content, leagues, rolled, None) == "Brasidas (p2) negotiates with Persia: rolled 7 + 2 against 9: success."


def test_the_end_is_told_with_its_reason():
    content = R.content(played(2, 1).state)
    won = e.GameWon(league="delian", reason="won 2 fronts to 1")
    assert tell(content, {}, won, None) == "The game goes to the Delian League: won 2 fronts to 1."


def test_an_act_is_told_with_its_objective_in_words():
    content = R.content(played(2, 1).state)
    text = tell(content, {}, e.ActDrawn(act=2, card="brigands-in-the-hills"), None)
    assert text.startswith("Act 2: Brigands in the hills.") and text.endswith("Objective: hold 2 Territories.")
