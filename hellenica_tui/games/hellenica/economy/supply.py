"""SUPPLY: exhaust a Market of the city for Commerce (one token) or for
movement. Movement belongs to the war rules, which add their own command."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay_and_produce
from hellenica_tui.games.hellenica.economy.commands import SupplyCommerce
from hellenica_tui.games.hellenica.economy.upgrades import MARKET
from hellenica_tui.games.hellenica.effects.advancements import action_bonus
from hellenica_tui.games.kit.tables import Deciders

COMMERCE_PER_SUPPLY = 1


def supply_commerce(tx: Tx, player: str, cmd: SupplyCommerce) -> None:
    own_city(tx, player, cmd.city)
    pay_and_produce(tx, player, "supply", cmd.city, MARKET, cmd.using, cmd.exchange)
    amount = COMMERCE_PER_SUPPLY + action_bonus(tx.content, tx.s.players[player], "supply")
    tx.emit(econ_ev.Gained(player=player, commodity="commerce", amount=amount))
    finish(tx, player)


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(SupplyCommerce, supply_commerce)
