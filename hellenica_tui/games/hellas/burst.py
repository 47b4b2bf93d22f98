"""Burst of Strength (rules page `burst`): three actions in any mix, four with more
temple cities than the opponent: a Greek into a city of yours, a ship next to one
(three of each at most a city, from the supply), or a God card drawn unseen (seven
in a hand at most, three of one god). The cards drawn stay unseen by their owner
until the Burst ends and cannot be played this turn. Then the player regroups."""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.commands import AddGreek, AddShip, Burst, Draw, Stop
from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.state import State, cities_of, opponent
from hellenica_tui.games.hellas.tx import Tx, refuse
from hellenica_tui.games.hellas.victory import temples


def burst_actions(s: State, idx: Index, player: str) -> int:
    n = idx.numbers
    more = temples(s, idx, player) > temples(s, idx, opponent(s, player))
    return n.burst_actions + (n.temple_bonus if more else 0)


def decide_burst(tx: Tx, player: str, cmd: Burst) -> None:
    tx.emit(ev.BurstBegun(player=player, actions=burst_actions(tx.s, tx.idx, player)))


def greek_problem(s: State, idx: Index, player: str, city: str) -> str:
    if s.owner.get(city) != player:
        return f"{city} is not a city of yours"
    if s.greeks[city] >= idx.numbers.per_city:
        return f"{city} holds {idx.numbers.per_city} Greeks already, the most a city may"
    if s.greek_supply[player] < 1:
        return "your supply has no Greek left"
    return ""


def ship_problem(s: State, idx: Index, player: str, city: str) -> str:
    if s.owner.get(city) != player:
        return f"{city} is not a city of yours"
    if s.ships[city] >= idx.numbers.per_city:
        return f"{city} has {idx.numbers.per_city} ships already, the most a city may"
    if s.ship_supply[player] < 1:
        return "your supply has no ship left"
    return ""


def draw_problem(s: State, idx: Index, player: str, god: str) -> str:
    n = idx.numbers
    hand = s.hands[player]
    if len(hand) >= n.hand_limit:
        return f"your hand holds {n.hand_limit} cards, the most it may"
    if sum(1 for c in hand if idx.cards[c].god == god) >= n.god_limit:
        return f"your hand holds {n.god_limit} cards of {god}, the most of one god"
    if not s.decks[god] and not s.discards[god]:
        return f"no card of {god} is left to draw"
    return ""


def decide_action(tx: Tx, player: str, cmd: AddGreek | AddShip | Draw, rng: random.Random) -> None:
    s, idx = tx.s, tx.idx
    if isinstance(cmd, AddGreek):
        if why := greek_problem(s, idx, player, cmd.city):
            raise refuse("burst", why)
        tx.emit(ev.GreekPlaced(player=player, city=cmd.city))
    elif isinstance(cmd, AddShip):
        if why := ship_problem(s, idx, player, cmd.city):
            raise refuse("burst", why)
        tx.emit(ev.ShipPlaced(player=player, city=cmd.city))
    else:
        if why := draw_problem(s, idx, player, cmd.god):
            raise refuse("burst", why)
        if not s.decks[cmd.god]:  # the discards are shuffled into a new deck
            order = list(s.discards[cmd.god])
            rng.shuffle(order)
            tx.emit(ev.DeckReshuffled(god=cmd.god, order=tuple(order)))
        tx.emit(ev.CardDrawn(player=player, god=cmd.god, card=tx.s.decks[cmd.god][-1]))
    tx.emit(ev.ActionUsed(player=player))
    if tx.s.actions <= 0:
        tx.emit(ev.RegroupBegun(player=player, into=""))


def decide_stop(tx: Tx, player: str, cmd: Stop) -> None:
    tx.emit(ev.RegroupBegun(player=player, into=""))


def legal_burst(s: State, idx: Index, player: str) -> list[Command]:
    out: list[Command] = []
    mine = sorted(cities_of(s, player))
    out += [AddGreek(city=c) for c in mine if not greek_problem(s, idx, player, c)]
    out += [AddShip(city=c) for c in mine if not ship_problem(s, idx, player, c)]
    out += [Draw(god=g) for g in idx.god_ids if not draw_problem(s, idx, player, g)]
    out.append(Stop())
    return out
