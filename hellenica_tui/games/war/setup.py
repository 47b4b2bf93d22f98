"""Setting up: the empty table, the choice of home cities, and the rolls that follow."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.content.schema import Content, UnitKind
from hellenica_tui.games.war.rolls import gain_trait, raise_leader, trait_roll
from hellenica_tui.games.war.state import City, Player, State
from hellenica_tui.games.war.turn import begin_turn
from hellenica_tui.games.war.tx import Tx

HAND = 5
TREASURY = 10
LEADERS = 3
TRAITS = 6
GARRISON: tuple[tuple[UnitKind, int], ...] = (("army", 2), ("rowers", 2), ("fleet", 2))
LANDLOCKED_GARRISON: tuple[tuple[UnitKind, int], ...] = (("army", 4),)


def initial_state(content: Content, seats: Sequence[Seat], settings: Mapping[str, Any]) -> State:
    names = [s.name for s in seats]
    if not content.players_min <= len(names) <= content.players_max:
        raise ValueError(f"{content.title} is for {content.players_min} to {content.players_max} players")
    return State(
        scenario=content.scenario,
        content_hash=content.hash,
        seats=names,
        players={n: Player(name=n) for n in names},
        cities={c.id: City(id=c.id, space=c.space.upper(), income=0) for c in content.cities.values()},
        deck=sorted(content.cards),
        leader_names=list(content.leader_names),
    )


def home_choices(state: State, content: Content) -> list[str]:
    """City-states still free to be a home city: none next to a home city taken."""
    taken = [state.cities[p.home].space for p in state.players.values() if p.home]
    out = []
    for city in content.cities.values():
        here = city.space.upper()
        if city.people and here not in taken and not any(t in content.spaces[here].neighbours for t in taken):
            out.append(city.id)
    return out


def choose_home(tx: Tx, player: str, city: str) -> None:
    if city not in tx.content.cities:
        raise IllegalCommand(f"there is no city {city!r}", "setup")
    if not tx.content.cities[city].people:
        raise IllegalCommand(
            f"{tx.content.cities[city].name} is a minor city; a home city is one of the city-states", "setup"
        )
    if city not in home_choices(tx.state, tx.content):
        raise IllegalCommand(f"{tx.content.cities[city].name} is taken or next to a home city taken", "setup")
    tx.emit(ev.HomeChosen(player=player, city=city))
    if tx.state.current == len(tx.state.seats):
        _deal_and_roll(tx)


def _deal_and_roll(tx: Tx) -> None:
    state, content = tx.state, tx.content
    deck = list(state.deck)
    tx.rng.shuffle(deck)
    tx.emit(ev.DeckShuffled(deck=tuple(deck)))
    names = list(state.leader_names)
    tx.rng.shuffle(names)
    tx.emit(ev.LeaderNamesShuffled(names=tuple(names)))
    for player in state.seats:
        home = state.cities[state.players[player].home]
        tx.emit(ev.CardsDrawn(player=player, cards=tuple(state.deck[-HAND:][::-1])))
        garrison = GARRISON if content.spaces[home.space].coastal else LANDLOCKED_GARRISON
        for kind, n in garrison:
            first = state.next_unit
            tx.emit(ev.UnitsPlaced(player=player, space=home.space, kind=kind, ids=tuple(range(first, first + n))))
        tx.emit(ev.GoldChanged(player=player, amount=TREASURY, reason="treasury"))
        for _ in range(LEADERS):
            raise_leader(tx, player, home.space)
        for _ in range(TRAITS):
            gain_trait(tx, player)
    for city in state.cities.values():
        if not city.home_of:
            income = tx.d(6)
            rolls, trait = trait_roll(tx, [])
            tx.emit(ev.MinorCitySet(city=city.id, income=income, trait_rolls=rolls, trait=trait))
    tx.emit(_turn_order(tx))
    begin_turn(tx, state.order[0], 1)


def _turn_order(tx: Tx) -> ev.TurnOrderRolled:
    """Everyone rolls 1D10, highest first; those who tie roll again among themselves."""
    rolls: dict[str, list[int]] = {p: [] for p in tx.state.seats}
    pending = [list(tx.state.seats)]
    order: list[str] = []
    while pending:
        group = pending.pop(0)
        if len(group) == 1:
            order.extend(group)
            continue
        for p in group:
            rolls[p].append(tx.d(10))
        by_roll: dict[int, list[str]] = {}
        for p in group:
            by_roll.setdefault(rolls[p][-1], []).append(p)
        pending = [by_roll[r] for r in sorted(by_roll, reverse=True)] + pending
    return ev.TurnOrderRolled(rolls=tuple((p, tuple(r)) for p, r in rolls.items()), order=tuple(order))
