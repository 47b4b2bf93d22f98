"""Creatures at upkeep: they act in the order the Favorite of the Gods chooses, and an
upgrade a creature takes is chosen by its owner (questions in the middle of the upkeep,
asked and answered with `choose`), with fixed dice."""

from __future__ import annotations

import random

import pytest
from msgspec import UnsetType

from hellenica_tui.ai.bots import RulebookBot
from hellenica_tui.games.hellenica.content.lookup import content_of
from hellenica_tui.games.hellenica.core.state import Choice
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.ruleset import RULESET
from hellenica_tui.games.hellenica.war.creature_presence import CREATURE_NEXT, UPGRADE_GIVEN
from hellenica_tui.games.hellenica.war.narration import TELLERS
from tests.games.hellenica.rules.war import do, own, place, units, war_game


def two_creatures():
    """The Hydra among two Athenian hoplites on Panactum, the Sphinx on Megara, an Athenian
    city with a Market and no unit; Athens has passed, Thebes passes next."""
    game = war_game(["athens", "thebes"], "athens")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "panactum", hoplite=2)
    own(game, "athens", "megara", "market")
    game.state.areas["megara"].creature = "sphinx"
    do(game, "athens", Pass())
    return game


def rolled(events) -> list[str]:
    return [e.creature for e in events if type(e).__name__ == "CreatureRolled"]


@pytest.mark.parametrize("first", ["hydra", "sphinx"])
def test_the_favorite_chooses_which_creature_acts_first(first):
    game = two_creatures()
    events = do(game, "thebes", Pass())  # the turn ends: the upkeep asks before any creature acts
    assert rolled(events) == []
    choice = game.state.choice
    assert choice is not None and choice.about == CREATURE_NEXT
    assert choice.player == game.state.favorite and sorted(choice.options) == ["hydra", "sphinx"]
    assert RULESET.to_act(game.state) == [game.state.favorite]  # the keyboard goes to the Favorite
    # The Hydra rolls 2 then 5 (a hoplite lost, then it stops); the Sphinx a '+' (no '++').
    faces = ("2", "5", "+") if first == "hydra" else ("+", "2", "5")
    events = do(game, game.state.favorite, f"choose {first}", *faces)
    assert rolled(events) == (["hydra", "hydra", "sphinx"] if first == "hydra" else ["sphinx", "hydra", "hydra"])
    assert units(game.state, "panactum", "athens") == {"hoplite": 1}
    assert game.state.areas["megara"].slots[0] is None
    told = [TELLERS[type(e)](e, content_of(game.state), None) for e in events if type(e).__name__ == "CreatureNext"]
    assert told == [f"The {first.title()} on {'Panactum' if first == 'hydra' else 'Megara'} acts next."]
    assert game.state.choice is None and game.state.phase != "upkeep"  # the upkeep went on to its end
    assert isinstance(game.state.creature_turn, UnsetType)  # nothing kept once all have acted


def three_creatures():
    """Two creatures as above, and the Cetus on the Saronic Gulf with no ship near."""
    game = war_game(["athens", "thebes"], "athens")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "panactum", hoplite=2)
    own(game, "athens", "megara", "market")
    game.state.areas["megara"].creature = "sphinx"
    game.state.areas["saronic_gulf"].creature = "cetus"
    do(game, "athens", Pass())
    return game


def test_one_answer_gives_the_whole_order():
    game = two_creatures()
    do(game, "thebes", Pass())
    assert game.state.choice is not None and RULESET.rules.tables.orders[game.state.choice.about]  # it takes an order
    events = do(game, game.state.favorite, "choose sphinx, hydra", "+", "2", "5")
    assert rolled(events) == ["sphinx", "hydra", "hydra"] and game.state.choice is None
    told = [TELLERS[type(e)](e, content_of(game.state), None) for e in events if type(e).__name__ == "CreatureNext"]
    assert told == ["The Sphinx on Megara acts next, then Hydra."]


def test_an_order_of_some_creatures_asks_again_for_the_rest():
    game = three_creatures()
    do(game, "thebes", Pass())
    favorite = game.state.favorite
    assert sorted(game.state.choice.options) == ["cetus", "hydra", "sphinx"]
    events = do(game, favorite, "choose sphinx", "+")  # the Sphinx alone: asked again after it
    assert rolled(events) == ["sphinx"]
    choice = game.state.choice
    assert choice is not None and sorted(choice.options) == ["cetus", "hydra"]


@pytest.mark.parametrize("answer, why", [
    ("choose sphinx, sphinx", "each answer once"),
    ("choose sphinx, medusa", "'medusa' is not an answer"),
])
def test_an_order_names_creatures_on_the_map_once_each(answer, why):
    from hellenica_tui.engine.errors import IllegalCommand

    game = two_creatures()
    do(game, "thebes", Pass())
    with pytest.raises(IllegalCommand, match=why):
        do(game, game.state.favorite, answer)
    assert game.state.choice is not None  # still asked, nothing changed


def test_an_order_is_written_back_as_read():
    game = two_creatures()
    do(game, "thebes", Pass())
    command = RULESET.parse("choose Sphinx , hyd", game.state, game.state.favorite)
    assert RULESET.format(command) == "choose sphinx,hydra"


def test_one_creature_acts_unasked():
    game = war_game(["athens", "thebes"], "athens")
    game.state.areas["panactum"].creature = "hydra"
    place(game, "athens", "panactum", hoplite=2)
    do(game, "athens", Pass())
    events = do(game, "thebes", Pass(), "2", "5")
    assert rolled(events) == ["hydra", "hydra"] and game.state.choice is None


@pytest.mark.parametrize("given, kept", [("academy", "market"), ("market", "academy")])
def test_the_owner_chooses_the_upgrade_a_creature_takes(given, kept):
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "megara", "market", "academy")
    game.state.areas["megara"].creature = "sphinx"
    do(game, "athens", Pass())
    events = do(game, "thebes", Pass(), "+")  # no unit there: the Sphinx takes an upgrade
    choice = game.state.choice
    assert choice is not None and choice.about == UPGRADE_GIVEN and choice.player == "athens"
    assert choice.options == ["0:market", "1:academy"]
    assert RULESET.to_act(game.state) == ["athens"]  # the owner answers, whoever the Favorite is
    owed = next(e for e in events if type(e).__name__ == "UpgradeOwed")
    assert TELLERS[type(owed)](owed, content_of(game.state), "thebes") == (
        "The Sphinx takes an upgrade of Megara: Athens chooses which."
    )
    do(game, "athens", f"choose {given}")
    slots = [up.kind if up is not None else None for up in game.state.areas["megara"].slots]
    assert given not in slots and kept in slots
    assert game.state.areas["megara"].owner == "athens"  # an upgrade is left: still Athens's
    assert game.state.choice is None and game.state.phase != "upkeep"


def test_two_upgrades_alike_are_one_answer_taken_unasked():
    game = war_game(["athens", "thebes"], "athens")
    own(game, "athens", "megara", "market", "market")
    game.state.areas["megara"].creature = "sphinx"
    do(game, "athens", Pass())
    do(game, "thebes", Pass(), "+")
    assert game.state.choice is None
    assert [up is None for up in game.state.areas["megara"].slots[:2]] == [True, False]


def test_an_ai_favorite_sends_the_creatures_in_map_order():
    # The rulebook leaves an AI Favorite's order open: the written default is map order.
    bot = RulebookBot()
    choice = Choice(player="thebes", about=CREATURE_NEXT, prompt="which creature acts next?", options=["sphinx", "hydra"])
    for seed in range(5):
        assert bot._choose(choice, "thebes", "athens", random.Random(seed)) == "sphinx"
