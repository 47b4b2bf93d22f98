"""`decide` and the commands allowed now: each command goes to the phase that owns it,
which checks it (raising IllegalCommand with the rule) and then carries it out on a
transaction; what follows a turn (the next turn, resolution, the battle) runs after."""

from __future__ import annotations

import random

from hellenica_tui.engine.errors import IllegalCommand, InvalidCommand
from hellenica_tui.engine.ruleset import Command, Event
from hellenica_tui.games.epireia import battle, development, diplomacy, setup, solo
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.flow import begin_round, check_act, next_turn
from hellenica_tui.games.epireia.resolution import resolve
from hellenica_tui.games.epireia.state import State
from hellenica_tui.games.epireia.tx import Tx

SETUP = (c.PickCity, c.PickAdmin, c.PickFigure)
DEVELOPMENT = (c.Donate, c.Build, c.Produce, c.UseAbility, c.Recruit)
BATTLE = (c.Place, c.Lead, c.Ready, c.Commit, c.Hold)


def end_of_round(tx: Tx) -> None:
    """Resolution, then the next round, or the Great Battle once the third Act is done."""
    if tx.state.solo:
        solo.move_enemies(tx)
    resolve(tx)
    if tx.state.act == 3 and tx.state.act_done:
        tx.emit(e.BattleBegan())
    elif not solo.end_of_round(tx):
        begin_round(tx)


def check(state: State, content: Content, player: str, command: Command) -> None:
    if state.phase == "over":
        raise IllegalCommand(f"the game is over: {state.winner} won", "end")
    if player not in [city.name for city in state.cities]:
        raise IllegalCommand(f"{player} does not play in this game")
    if isinstance(command, SETUP):
        setup.check(state, content, player, command)
    elif isinstance(command, DEVELOPMENT):
        development.check(state, content, player, command)
    elif isinstance(command, c.Send):
        diplomacy.check(state, content, player, command)
    elif isinstance(command, c.Done):
        if state.phase == "diplomacy":
            diplomacy.check(state, content, player, command)
        else:
            development.check(state, content, player, command)
    elif isinstance(command, BATTLE):
        battle.check(state, content, player, command)
    else:
        raise InvalidCommand(f"not a command of Epireia: {type(command).__name__}")


def decide(state: State, content: Content, player: str, command: Command, rng: random.Random) -> list[Event]:
    return decided(state, content, player, command, rng).events


def decided(state: State, content: Content, player: str, command: Command, rng: random.Random) -> Tx:
    """The command checked and carried out: its events and the state they lead to."""
    check(state, content, player, command)
    tx = Tx(state, content, rng)
    if isinstance(command, SETUP):
        setup.do(tx, player, command)
    elif isinstance(command, BATTLE):
        battle.do(tx, player, command)
    elif state.phase == "development":
        if development.do(tx, player, command):
            next_turn(tx, end_of_round)
    elif diplomacy.do(tx, player, command):
        next_turn(tx, end_of_round)
    check_act(tx)
    return tx


def to_act(state: State, content: Content) -> list[str]:
    match state.phase:
        case "pick_city" | "pick_admin":
            return [setup.picker(state)]
        case "pick_figure":
            return [city.name for city in state.cities if city.name not in state.secret_picks]
        case "development" | "diplomacy":
            return [state.current]
        case "battle_setup":
            ready = state.battle.ready if state.battle else []
            return [city.name for city in state.cities if city.name not in ready]
        case "battle":
            who = battle.asked(state, content)
            return [who] if who else []
    return []


def legal_commands(state: State, content: Content, player: str) -> list[Command]:
    if player not in to_act(state, content):
        return []
    match state.phase:
        case "pick_city" | "pick_admin" | "pick_figure":
            found = setup.candidates(state, content, player)
        case "development":
            found = development.candidates(state, content, player)
        case "diplomacy":
            found = diplomacy.candidates(state, content, player)
        case _:
            found = battle.candidates(state, content, player)
    out = []
    for command in found:
        try:
            check(state, content, player, command)
        except IllegalCommand:
            continue
        out.append(command)
    return out
