"""RESEARCH: a Philosopher per active Academy on the city, then (optionally)
Commerce converted 3 for 1 into Philosophers, then at most one advancement."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.state import Player
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.actions import finish, own_city, payment, production
from hellenica_tui.games.hellenica.economy.commands import Research
from hellenica_tui.games.hellenica.economy.upgrades import ACADEMY
from hellenica_tui.games.hellenica.effects.advancements import action_bonus, check_research, rule_value
from hellenica_tui.games.kit.tables import Deciders


def conversion(tx: Tx, player: str, philosophers: int, commerce: int) -> econ_ev.CommerceConverted | None:
    """The event converting Commerce into `philosophers`, checked against the `commerce` the player will have."""
    if philosophers < 0:
        raise IllegalCommand("convert a positive number of Philosophers")
    if philosophers == 0:
        return None
    p = tx.s.players[player]
    rate = rule_value(tx.content, p, "commerce_per_philosopher", tx.content.scenario.setup.commerce_per_philosopher)
    if commerce < rate * philosophers:
        raise IllegalCommand(f"{philosophers} Philosophers cost {rate * philosophers} Commerce; you have {commerce}")
    return econ_ev.CommerceConverted(player=player, commerce=rate * philosophers, philosophers=philosophers)


def gained_by(content: Content, p: Player, academies: int) -> int:
    """The Philosophers a research produces with `academies` active Academies."""
    return academies + action_bonus(content, p, "research")


def research(tx: Tx, player: str, cmd: Research) -> None:
    """Every check comes before the first event (core/legal.py tries it up to there): the
    conversion against the Commerce left once an exchange is paid, the advancement against
    the Philosophers the player will have once it produced and converted."""
    own_city(tx, player, cmd.city)
    charge = payment(tx, player, "research", cmd.exchange)
    gained, exhausted = production(tx, player, cmd.city, ACADEMY, cmd.using, cmd.exchange)
    p = tx.s.players[player]
    gained = gained_by(tx.content, p, gained)
    paid = charge.commerce if isinstance(charge, econ_ev.ExchangePaid) else 0
    converted = conversion(tx, player, cmd.convert, p.commerce - paid)
    price = 0
    if cmd.advancement:
        price = check_research(tx.content, p, cmd.advancement, p.philosophers + gained + cmd.convert)
    tx.emit(charge)
    if exhausted is not None:
        tx.emit(exhausted)
    tx.emit(econ_ev.Gained(player=player, commodity="philosophers", amount=gained))
    if converted is not None:
        tx.emit(converted)
    if cmd.advancement:
        tx.emit(econ_ev.AdvancementResearched(player=player, advancement=cmd.advancement, cost=price))
    finish(tx, player)


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(Research, research)
