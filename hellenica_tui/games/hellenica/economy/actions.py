"""ACTION PHASE: what every action shares, and the Pass action.

An action is paid with a cube from the player's board or, as the Exchange
Commerce action, with Commerce (then no upgrade is exhausted). Production
actions count the active upgrades of the city that match the action and
exhaust one of them.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.core.rule_refs import ACTIONS, TURN
from hellenica_tui.games.hellenica.core.state import ACTION, AreaState, Player
from hellenica_tui.games.hellenica.economy import events as econ_ev
from hellenica_tui.games.hellenica.economy.commands import Pass
from hellenica_tui.games.hellenica.economy.upgrades import (
    active_matching,
    exhaust_options,
    sites,
    upgrade_at,
    wildcard_of,
)
from hellenica_tui.games.hellenica.effects.advancements import rule_value
from hellenica_tui.games.hellenica.turn import events as turn_ev
from hellenica_tui.games.kit.tables import Deciders


def wildcard(tx: Tx) -> str:
    return wildcard_of(tx.content)


def require_turn(tx: Tx, player: str) -> None:
    s = tx.s
    if s.phase != ACTION:
        raise IllegalCommand(f"actions are taken in the action phase; this is the {s.phase} phase", rule=TURN)
    if s.combat is not None:
        raise IllegalCommand(
            f"the combat on {s.combat.area} must be fought out first (stay, withdraw or pick a casualty)", rule="combat"
        )
    if s.movement is not None:
        raise IllegalCommand("the movement under way must be finished first (move units, or done)", rule="movement")
    if s.pending:
        raise IllegalCommand(f"the game waits on {', '.join(s.pending)} to answer first", rule="questions")
    if s.players[player].passed:
        raise IllegalCommand("you have passed and take no more actions this turn", rule="pass")
    if s.active != player:
        raise IllegalCommand(f"it is {s.active}'s action, not yours", rule=TURN)


def exchange_price(content: Content, p: Player) -> int:
    """The Commerce an Exchange Commerce action costs this player."""
    return rule_value(content, p, "exchange_cost", content.scenario.setup.exchange_cost)


def may_pay(content: Content, p: Player, action: str, exchange: bool) -> bool:
    """Whether the player has what `action` costs: a cube on its board, or the Commerce of an exchange."""
    return p.commerce >= exchange_price(content, p) if exchange else p.cubes.get(action, 0) >= 1


def payment(tx: Tx, player: str, action: str, exchange: bool) -> econ_ev.CubeSpent | econ_ev.ExchangePaid:
    """The event that pays for `action` (a cube, or the Commerce of an exchange), once checked."""
    require_turn(tx, player)
    p = tx.s.players[player]
    if not may_pay(tx.content, p, action, exchange):
        if exchange:
            raise IllegalCommand(
                f"an exchange costs {exchange_price(tx.content, p)} Commerce; you have {p.commerce}", rule=ACTIONS
            )
        raise IllegalCommand(f"you have no {action} cube left on your board this turn", rule=ACTIONS)
    if exchange:
        return econ_ev.ExchangePaid(player=player, commerce=exchange_price(tx.content, p), action=action)
    return econ_ev.CubeSpent(player=player, action=action)


def pay(tx: Tx, player: str, action: str, exchange: bool) -> None:
    """Spend the cube for `action`, or the Commerce of an exchange."""
    tx.emit(payment(tx, player, action, exchange))


def own_city(tx: Tx, player: str, city: str) -> AreaState:
    area = tx.s.areas.get(city)
    if area is None or not tx.board.is_city(city):
        raise IllegalCommand(f"{city} is not a city")
    if area.owner != player:
        raise IllegalCommand(f"you do not own {city}")
    return area


def production(
    tx: Tx, player: str, city: str, upgrade: str, using: str, exchange: bool
) -> tuple[int, econ_ev.UpgradeExhausted | None]:
    """How many of the city's active upgrades match `upgrade`, and the event exhausting
    one unless exchanging (the one `using` names, or the default one), once checked."""
    area = own_city(tx, player, city)
    slots = active_matching(area, upgrade, wildcard(tx))
    name = tx.content.upgrades[upgrade].name
    if not slots:
        raise IllegalCommand(f"{city} has no active {name}", rule=ACTIONS)
    if exchange:
        if using:
            raise IllegalCommand("an exchange exhausts no upgrade; leave out 'using'")
        return len(slots), None
    options = exhaust_options(area, sites(tx.content, city), slots, wildcard(tx))
    if using not in options:
        names = ", ".join(w for w in options if w) or "no other"
        raise IllegalCommand(f"no other active {name} to exhaust named {using!r} in {city} (choices: {names})")
    slot = options[using]
    up = upgrade_at(area, slot)
    return len(slots), econ_ev.UpgradeExhausted(player=player, city=city, slot=slot, upgrade=up.kind if up else "")


def pay_and_produce(tx: Tx, player: str, action: str, city: str, upgrade: str, using: str, exchange: bool) -> int:
    """Pay for a production action, then count the city's active upgrades matching
    `upgrade` and exhaust one unless exchanging. Every check of both comes before
    the first event, so such an action is refused, if at all, before it (core/legal.py)."""
    charge = payment(tx, player, action, exchange)
    count, exhausted = production(tx, player, city, upgrade, using, exchange)
    tx.emit(charge)
    if exhausted is not None:
        tx.emit(exhausted)
    return count


def finish(tx: Tx, player: str) -> None:
    # The `finish_action` hooks run before play moves on (creature duels).
    for hook in tx.rules.hooks.finish_action:
        hook(tx, player)
    tx.emit(turn_ev.ActionDone(player=player))


def pass_commerce(tx: Tx, player: str, cubes: int) -> int:
    table = {int(k): v for k, v in tx.content.scenario.setup.pass_commerce.items()}
    if cubes <= 0:
        return 0
    return rule_value(tx.content, tx.s.players[player], "pass_commerce", table[min(cubes, max(table))])


def pass_(tx: Tx, player: str, cmd: Pass) -> None:
    require_turn(tx, player)
    cubes = sum(tx.s.players[player].cubes.values())
    tx.emit(econ_ev.Passed(player=player, cubes=cubes, commerce=pass_commerce(tx, player, cubes)))
    finish(tx, player)


# What decides each command of this module.
DECIDERS = Deciders[Tx]().on(Pass, pass_)
