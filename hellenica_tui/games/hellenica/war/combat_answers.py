"""The players' answers in a combat: the unit each loses, whether to withdraw (and
where to), whether to place a Brilliant General or Admiral; after each, the
round goes on and, once the combat is over, so does the movement it interrupted.
"""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.core.decide import Tx
from hellenica_tui.games.hellenica.mechanics import combat as cb
from hellenica_tui.games.hellenica.war import events as we
from hellenica_tui.games.hellenica.war.battle import (
    advance,
    combat_domain,
    defender_retreats,
    destroy_unit,
    end_combat,
    enemy_of,
    force_of,
    waiting,
)
from hellenica_tui.games.hellenica.war.commands import Destroy, Leader, NoLeader, Stay, Withdraw
from hellenica_tui.games.hellenica.war.routes import own_units, route, strand
from hellenica_tui.games.hellenica.war.state import (
    CASUALTY,
    LEADERS,
    WITHDRAW_ATTACKER,
    WITHDRAW_DEFENDER,
    Combat,
    Step,
)
from hellenica_tui.games.hellenica.war.supply_movement import continue_movement
from hellenica_tui.games.kit.tables import Deciders

# -- the players' answers --------------------------------------------------------------------


def _require(tx: Tx, player: str, step: Step, what: str) -> Combat:
    c = tx.s.combat
    if c is None:
        raise IllegalCommand("there is no combat under way")
    if c.step != step or player not in tx.s.pending:
        raise IllegalCommand(f"the combat on {c.area} does not wait for you to {what}")
    return c


def destroy(tx: Tx, player: str, cmd: Destroy) -> None:
    c = _require(tx, player, CASUALTY, "pick a casualty")
    enemy = force_of(tx.s, c.area, enemy_of(c, player))
    if cmd.unit not in cb.UNIT_KINDS or enemy.count(cmd.unit) == 0:
        choices = ", ".join(k.replace("_", " ") for k in enemy.kinds())
        raise IllegalCommand(f"the enemy has no {cmd.unit.replace('_', ' ')} there; pick one of: {choices}")
    destroy_unit(tx, c, player, cmd.unit)
    _resume(tx)


def withdraw(tx: Tx, player: str, cmd: Withdraw) -> None:
    c = tx.s.combat
    if c is not None and c.step == WITHDRAW_ATTACKER:
        c = _require(tx, player, WITHDRAW_ATTACKER, "withdraw")
        if cmd.to and cmd.to != c.origin:
            raise IllegalCommand(f"an attacker withdraws only back to {c.origin}, where it came from")
        dst, via = c.origin, tuple(reversed(c.via))
    else:
        c = _require(tx, player, WITHDRAW_DEFENDER, "withdraw")
        allowed = defender_retreats(tx, c)
        if cmd.to not in allowed:
            raise IllegalCommand(f"you may withdraw only to {', '.join(allowed)}")
        dst = cmd.to
        via = route(tx, player, c.area, dst, own_units(tx.s, c.area, player), {})
    tx.emit(we.Withdrew(player=player, src=c.area, dst=dst, units=own_units(tx.s, c.area, player), via=via))
    for hook in tx.rules.hooks.after_withdrawal:
        hook(tx, player, c.area, dst, via)
    end_combat(tx)
    strand(tx, dst, player)
    _resume(tx)


def stay(tx: Tx, player: str, cmd: Stay) -> None:
    c = tx.s.combat
    step = c.step if c is not None and c.step in (WITHDRAW_ATTACKER, WITHDRAW_DEFENDER) else WITHDRAW_ATTACKER
    _require(tx, player, step, "stay or withdraw")
    tx.emit(we.WithdrawalDeclined(player=player))
    _resume(tx)


def leader(tx: Tx, player: str, cmd: Leader) -> None:
    c = _require(tx, player, LEADERS, "place a Brilliant leader")
    tx.emit(we.LeaderPlaced(player=player, domain=combat_domain(tx, c)))
    _resume(tx)


def no_leader(tx: Tx, player: str, cmd: NoLeader) -> None:
    _require(tx, player, LEADERS, "place a Brilliant leader")
    tx.emit(we.LeaderDeclined(player=player))
    _resume(tx)


def resume_combat(tx: Tx) -> None:
    """A combat invocation window is over: the round goes on (the rules' `resumes`)."""
    _resume(tx)


def _resume(tx: Tx) -> None:
    advance(tx)
    if tx.s.combat is None and not waiting(tx.s):
        continue_movement(tx)


# What decides each command of this module.
DECIDERS = (
    Deciders[Tx]()
    .on(Destroy, destroy)
    .on(Withdraw, withdraw)
    .on(Stay, stay)
    .on(Leader, leader)
    .on(NoLeader, no_leader)
)
RESUMES = {"combat": resume_combat}
