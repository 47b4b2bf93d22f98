"""WORSHIP THE GODS: a Favor per active Temple on the city, whatever its deity."""

from __future__ import annotations

from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay_and_produce
from hellenica_tui.games.hellenica.economy.commands import Worship
from hellenica_tui.games.hellenica.economy.upgrades import TEMPLE
from hellenica_tui.games.hellenica.effects.advancements import action_bonus
from hellenica_tui.games.kit.tables import Deciders


def worship(tx: Tx, player: str, cmd: Worship) -> None:
    own_city(tx, player, cmd.city)
    favor = pay_and_produce(tx, player, "worship", cmd.city, TEMPLE, cmd.using, cmd.exchange)
    favor += action_bonus(tx.content, tx.s.players[player], "worship")
    tx.emit(econ_ev.Gained(player=player, commodity="favor", amount=favor))
    finish(tx, player)


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(Worship, worship)
