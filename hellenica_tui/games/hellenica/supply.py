"""SUPPLY: exhaust a Market of the city for Commerce (one token) or for
movement. Movement belongs to the war rules, which add their own command."""

from __future__ import annotations

from hellenica_tui.games.hellenica import events as ev
from hellenica_tui.games.hellenica.actions import finish, own_city, pay, produce
from hellenica_tui.games.hellenica.commands import SupplyCommerce
from hellenica_tui.games.hellenica.decide import Tx, decides

COMMERCE_PER_SUPPLY = 1


@decides(SupplyCommerce)
def supply_commerce(tx: Tx, player: str, cmd: SupplyCommerce) -> None:
    own_city(tx, player, cmd.city)
    pay(tx, player, "supply", cmd.exchange)
    produce(tx, player, cmd.city, "market", cmd.wonder, cmd.exchange)
    tx.emit(ev.Gained(player=player, commodity="commerce", amount=COMMERCE_PER_SUPPLY))
    finish(tx, player)
