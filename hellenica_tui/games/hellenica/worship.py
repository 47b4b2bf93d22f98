"""WORSHIP THE GODS: a Favor per active Temple on the city, whatever its deity."""

from __future__ import annotations

from hellenica_tui.games.hellenica import events as ev
from hellenica_tui.games.hellenica.actions import finish, own_city, pay, produce
from hellenica_tui.games.hellenica.commands import Worship
from hellenica_tui.games.hellenica.advancements import action_bonus
from hellenica_tui.games.hellenica.decide import Tx, decides
from hellenica_tui.games.hellenica.upgrades import TEMPLE


@decides(Worship)
def worship(tx: Tx, player: str, cmd: Worship) -> None:
    own_city(tx, player, cmd.city)
    pay(tx, player, "worship", cmd.exchange)
    favor = produce(tx, player, cmd.city, TEMPLE, cmd.using, cmd.exchange)
    favor += action_bonus(tx.content, tx.s.players[player], "worship")
    tx.emit(ev.Gained(player=player, commodity="favor", amount=favor))
    finish(tx, player)
