"""RESEARCH: a Philosopher per active Academy on the city, then (optionally)
Commerce converted 3 for 1 into Philosophers, then at most one advancement."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, pay_and_produce
from hellenica_tui.games.hellenica.economy.commands import Research
from hellenica_tui.games.hellenica.economy.upgrades import ACADEMY
from hellenica_tui.games.hellenica.effects.advancements import action_bonus, check_research, rule_value


def convert(tx: Tx, player: str, philosophers: int) -> None:
    if philosophers < 0:
        raise IllegalCommand("convert a positive number of Philosophers")
    if philosophers == 0:
        return
    p = tx.s.players[player]
    rate = rule_value(tx.content, p, "commerce_per_philosopher", tx.content.scenario.setup.commerce_per_philosopher)
    if p.commerce < rate * philosophers:
        raise IllegalCommand(
            f"{philosophers} Philosophers cost {rate * philosophers} Commerce; you have {p.commerce}"
        )
    tx.emit(econ_ev.CommerceConverted(player=player, commerce=rate * philosophers, philosophers=philosophers))


def take_advancement(tx: Tx, player: str, advancement: str) -> None:
    if not advancement:
        return
    p = tx.s.players[player]
    price = check_research(tx.content, p, advancement, p.philosophers)
    tx.emit(econ_ev.AdvancementResearched(player=player, advancement=advancement, cost=price))


def research(tx: Tx, player: str, cmd: Research) -> None:
    own_city(tx, player, cmd.city)
    gained = pay_and_produce(tx, player, "research", cmd.city, ACADEMY, cmd.using, cmd.exchange)
    gained += action_bonus(tx.content, tx.s.players[player], "research")
    tx.emit(econ_ev.Gained(player=player, commodity="philosophers", amount=gained))
    convert(tx, player, cmd.convert)
    take_advancement(tx, player, cmd.advancement)
    finish(tx, player)


# What decides each command of this module.
DECIDERS = {
    Research: research,
}
