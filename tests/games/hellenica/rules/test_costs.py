"""A command's price, as the rules would charge it now."""

from __future__ import annotations

from hellenica_tui.games.hellenica.composition import RULES
from hellenica_tui.games.hellenica.core.legal import legal_commands
from hellenica_tui.games.hellenica.economy.commands import Build, Pass, Train
from hellenica_tui.games.hellenica.table.costs import FREE, cost_of
from hellenica_tui.games.hellenica.war.commands import SupplyMovement
from tests.games.hellenica.rules.war import own, place, war_game


def test_costs_name_the_cube_the_commerce_and_the_upgrade_exhausted():
    game = war_game(["athens", "thebes"], "athens")
    state = game.state
    state.players["athens"].commerce = 9
    legal = legal_commands(RULES, state, "athens")
    train = next(c for c in legal if isinstance(c, Train) and not c.exchange)
    assert cost_of(state, "athens", train).startswith("a train cube, exhausts the ")
    exchange = next(c for c in legal if isinstance(c, Build) and c.exchange)
    assert "Commerce" in cost_of(state, "athens", exchange) and "cube" not in cost_of(state, "athens", exchange)
    own(game, "athens", "megara", "market")
    place(game, "athens", "megara", hoplite=1)
    supply = next(c for c in legal_commands(RULES, state, "athens") if isinstance(c, SupplyMovement) and not c.exchange)
    assert cost_of(state, "athens", supply) == f"a supply cube, exhausts the Market of {supply.city.title()}", supply
    assert cost_of(state, "athens", Pass()) == FREE


def test_a_refused_command_has_no_price():
    game = war_game(["athens", "thebes"], "athens")
    assert cost_of(game.state, "athens", Train(city="sparta", unit="hoplite")) == ""
