"""TRAIN UNITS: one unit per active matching upgrade on the city (a single Hero
however many Academies), within the limits of 10 per unit type and 5 Heroes."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import turncoat_holder, units_of
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay_and_produce
from hellenica_tui.games.hellenica.economy.commands import Train
from hellenica_tui.games.hellenica.effects.advancements import action_bonus, may_train_elite
from hellenica_tui.games.kit.tables import Deciders

SINGLE = ("hero",)  # units trained one at a time whatever the number of upgrades


def room(tx: Tx, player: str, unit: str) -> int:
    kind = tx.content.units[unit]
    # A turncoat hero (Alcibiades) is outside the hero limit of whoever holds him.
    turncoats = sum(turncoat_holder(tx.s, name).player == player for name in tx.s.turncoats) if unit == "hero" else 0
    have = units_of(tx.s, player, unit)
    return kind.limit - have + min(turncoats, have)


def check_unit(tx: Tx, player: str, unit: str, elite: bool) -> None:
    kind = tx.content.units.get(unit)
    if kind is None:
        raise IllegalCommand(f"there is no unit called {unit}")
    if elite and not may_train_elite(tx.content, tx.s.players[player], unit):
        raise IllegalCommand(f"you have no advancement that trains elite {kind.name}")
    if room(tx, player, unit) <= 0:
        raise IllegalCommand(f"you already have {kind.limit} {kind.name} units, the most allowed")


def train(tx: Tx, player: str, cmd: Train) -> None:
    check_unit(tx, player, cmd.unit, cmd.elite)
    own_city(tx, player, cmd.city)
    trained_by = tx.content.units[cmd.unit].trained_by
    count = pay_and_produce(tx, player, "train", cmd.city, trained_by, cmd.using, cmd.exchange)
    if cmd.unit in SINGLE:
        count = 1
    else:
        count += action_bonus(tx.content, tx.s.players[player], "train", cmd.unit)
    count = min(count, room(tx, player, cmd.unit))
    tx.emit(econ_ev.UnitsTrained(player=player, city=cmd.city, unit=cmd.unit, count=count, elite=cmd.elite))
    finish(tx, player)


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(Train, train)
