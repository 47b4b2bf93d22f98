"""WORSHIP THE GODS: a Favor per active Temple on the city, whatever its deity."""

from __future__ import annotations

from hellenica_tui.games.hellenica import events as ev
from hellenica_tui.games.hellenica.actions import finish, own_city, pay, produce
from hellenica_tui.games.hellenica.commands import Worship
from hellenica_tui.games.hellenica.decide import Tx, decides


@decides(Worship)
def worship(tx: Tx, player: str, cmd: Worship) -> None:
    own_city(tx, player, cmd.city)
    pay(tx, player, "worship", cmd.exchange)
    favor = produce(tx, player, cmd.city, "temple", cmd.wonder, cmd.exchange)
    tx.emit(ev.Gained(player=player, commodity="favor", amount=favor))
    finish(tx, player)
