"""The diplomacy phase: each city sends its figures from home to Empires,
Territories and the Greek cities nobody plays, within the limits of each space."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.economy import closed_spaces
from hellenica_tui.games.epireia.state import City, State
from hellenica_tui.games.epireia.tx import Tx


def neutral_cities(state: State, content: Content) -> list[str]:
    played = {city.city for city in state.cities}
    return [k for k in content.cities if k not in played]


def league_at(state: State, space: str, city: City) -> bool:
    """Whether a figure of `city`'s league is already on `space`."""
    for figure, at in state.away.items():
        owner = state.owner_of(figure)
        if at == space and owner is not None and owner.league == city.league:
            return True
    return False


def check(state: State, content: Content, player: str, command: Command) -> None:
    if state.phase != "diplomacy":
        raise IllegalCommand("figures are sent in the diplomacy phase", "turn")
    if state.current != player:
        raise IllegalCommand(f"it is {state.current}'s turn to send figures", "turn")
    if not isinstance(command, c.Send):
        return
    city = state.city(player)
    f, space = command.figure, command.space
    if f not in city.figures:
        raise IllegalCommand(f"{f!r} is not one of your figures in play", "diplomacy")
    if f in state.away:
        raise IllegalCommand(f"{content.figures[f].name} has already left for {state.away[f]} this round", "diplomacy")
    if space in closed_spaces(state, content):
        raise IllegalCommand(f"the Act in play closes {content.space_name(space)}", "acts")
    sea = False
    if space in content.empires:
        sea, limit = content.empires[space].sea, "one figure of a league on each Empire"
    elif space in content.territories:
        holder = state.territories.get(space, "")
        if holder and holder != player and state.city(holder).league == city.league:
            raise IllegalCommand("an ally holds that Territory; a league does not take its own", "territories")
        sea, limit = content.territories[space].sea, ""
    elif space in content.cities:
        if state.solo:
            raise IllegalCommand("in the solo game no Greek city can be won over", "solo")
        if space not in neutral_cities(state, content):
            raise IllegalCommand(f"{content.cities[space].name} is played; only neutral cities are won over", "cities")
        if space in state.leagues[city.league].allies:
            raise IllegalCommand(f"{content.cities[space].name} is already your league's ally", "cities")
        limit = "one figure of a league on each Greek city"
    else:
        raise IllegalCommand(f"there is no space {space!r}", "diplomacy")
    if sea and not content.figures[f].sea:
        name = content.space_name(space)
        raise IllegalCommand(f"{name} is reached by sea; {content.figures[f].name} has no ship", "diplomacy")
    if limit and league_at(state, space, city):
        raise IllegalCommand(f"your league already has a figure there ({limit})", "diplomacy")


def do(tx: Tx, player: str, command: Command) -> bool:
    """Carry out a diplomacy command; True if the city's diplomacy is over."""
    if isinstance(command, c.Send):
        tx.emit(e.FigureSent(player=player, figure=command.figure, space=command.space))
        return False
    return True


def candidates(state: State, content: Content, player: str) -> list[Command]:
    city = state.city(player)
    spaces = [*content.empires, *content.territories, *([] if state.solo else neutral_cities(state, content))]
    out: list[Command] = [c.Send(figure=f, space=sp) for f in city.figures if f not in state.away for sp in spaces]
    out.append(c.Done())
    return out
