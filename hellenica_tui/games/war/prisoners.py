"""Captured leaders (rules/prisoners.md): the captor's prisoners until bought back
or put to death."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Execute, Ransom
from hellenica_tui.games.war.state import State, Unit
from hellenica_tui.games.war.tx import Tx

RANSOM = 5  # gold, paid to the captor


def prisoner(state: State, name: str) -> Unit | None:
    for u in state.units:
        if u.kind == "leader" and u.held_by and u.name.lower() == name:
            return u
    return None


def ransom_refusal(state: State, player: str, name: str) -> str:
    held = prisoner(state, name)
    if held is None or held.owner != player:
        return f"no leader of yours called {name} is held prisoner"
    home = state.cities[state.players[player].home]
    if home.controller != player:
        return "a leader bought back comes home, and you do not hold your home city"
    if state.players[player].gold < RANSOM:
        return f"the ransom is {RANSOM} gold and you have {state.players[player].gold}"
    return ""


def execute_refusal(state: State, player: str, name: str) -> str:
    held = prisoner(state, name)
    if held is None or held.held_by != player:
        return f"you hold no prisoner called {name}"
    return ""


def ransom(tx: Tx, player: str, command: Ransom) -> None:
    reason = ransom_refusal(tx.state, player, command.leader)
    if reason:
        raise IllegalCommand(reason, "prisoners")
    held = prisoner(tx.state, command.leader)
    assert held is not None
    home = tx.state.cities[tx.state.players[player].home]
    tx.emit(ev.LeaderRansomed(player=player, captor=held.held_by, id=held.id, gold=RANSOM, space=home.space))


def execute(tx: Tx, player: str, command: Execute) -> None:
    reason = execute_refusal(tx.state, player, command.leader)
    if reason:
        raise IllegalCommand(reason, "prisoners")
    held = prisoner(tx.state, command.leader)
    assert held is not None
    tx.emit(ev.UnitsLost(ids=(held.id,), reason="put to death"))
