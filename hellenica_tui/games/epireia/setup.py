"""Seating the leagues, the starting state, and the picks before the first round:
cities and administrators in turn, then the first figure picked in secret by all."""

from __future__ import annotations

from collections.abc import Sequence

from hellenica_tui.engine.errors import IllegalCommand, RequestError
from hellenica_tui.engine.ruleset import Command, Seat
from hellenica_tui.games.epireia import commands as c
from hellenica_tui.games.epireia import events as e
from hellenica_tui.games.epireia.content.tables import Content
from hellenica_tui.games.epireia.flow import start_game
from hellenica_tui.games.epireia.solo import place_brigands
from hellenica_tui.games.epireia.state import City, LeagueBoard, State, deck_key
from hellenica_tui.games.epireia.tx import Tx
from hellenica_tui.games.epireia.vocabulary import LEAGUES, RESOURCES, League

# Seats are taken in the order the leagues pick: with three players the Delian League
# has the first and the last seat, with four the Peloponnesian League the middle two.
SEATING: dict[int, tuple[League, ...]] = {
    2: ("delian", "peloponnesian"),
    3: ("delian", "peloponnesian", "delian"),
    4: ("delian", "peloponnesian", "peloponnesian", "delian"),
}
# The seats as the house names them, by their place in the order of picking. Seats so
# named take their place whatever order they are given in; others keep the order given.
PLACES = ("first", "second", "third", "fourth")


def in_place(seats: Sequence[Seat]) -> list[Seat]:
    if all(seat.name in PLACES for seat in seats):
        return sorted(seats, key=lambda seat: PLACES.index(seat.name))
    return list(seats)


def seat_leagues(content: Content, seats: Sequence[Seat], solo_id: str = "") -> dict[str, League]:
    """Each seat's league (RequestError, a ValueError, for a table the rules do not seat:
    the form and the command line tell it in one line)."""
    if solo_id:
        solo = content.solos.get(solo_id)
        if solo is None:
            raise RequestError(f"there is no solo scenario {solo_id!r}; there are {', '.join(content.solos)}")
        if len(seats) != 1:
            raise RequestError(f"a solo game has one player, not {len(seats)}: leave the other seats to nobody")
        return {seats[0].name: solo.league}
    leagues = SEATING.get(len(seats))
    if leagues is None:
        raise RequestError(f"Epireia is played by 2 to 4 players (or by one in a solo scenario), not {len(seats)}")
    return {seat.name: league for seat, league in zip(in_place(seats), leagues, strict=True)}


def initial_state(content: Content, scenario: str, seats: Sequence[Seat], solo_id: str = "") -> State:
    leagues = seat_leagues(content, seats, solo_id)
    seats = in_place(seats)
    if solo_id:
        return _solo_state(content, scenario, seats, solo_id)
    rules = content.rules
    cities = [
        City(
            name=seat.name,
            league=leagues[seat.name],
            resources={r: rules.start_resources.get(r, 0) for r in RESOURCES},
            prestige=rules.start_prestige,
        )
        for seat in seats
    ]
    return State(
        scenario=scenario,
        content_hash=content.hash,
        cities=cities,
        pick_order=list(range(len(seats))),
        decks={deck_key(u, lv): content.deck_ids(u, lv) for (u, lv) in content.decks},
        leagues={lg: LeagueBoard(treasury=dict.fromkeys(RESOURCES, 0)) for lg in LEAGUES},
    )


def _solo_state(content: Content, scenario: str, seats: Sequence[Seat], solo_id: str) -> State:
    """One player against the enemy cities of a solo scenario: Prestige from the solo
    rules, the city fixed when the scenario names one only, the enemy's army out of
    the stock."""
    solo = content.solos[solo_id]
    city = City(
        name=seats[0].name,
        league=solo.league,
        city=solo.cities[0] if len(solo.cities) == 1 else "",
        resources={r: content.rules.start_resources.get(r, 0) for r in RESOURCES},
        prestige=content.solo_prestige,
    )
    army = set(solo.army.values())
    return State(
        scenario=scenario,
        content_hash=content.hash,
        cities=[city],
        pick_order=[0],
        phase="pick_admin" if city.city else "pick_city",
        decks={deck_key(u, lv): [t for t in content.deck_ids(u, lv) if t not in army] for (u, lv) in content.decks},
        leagues={lg: LeagueBoard(treasury=dict.fromkeys(RESOURCES, 0)) for lg in LEAGUES},
        solo=solo_id,
        enemy_figures=[f for enemy in solo.enemies for f in enemy.figures],
    )


def picker(state: State) -> str:
    return state.cities[state.pick_order[state.picking]].name


def check(state: State, content: Content, player: str, command: Command) -> None:
    match command:
        case c.PickCity(city=city):
            _in_turn(state, player, "pick_city", "choose a city")
            if city not in content.cities:
                raise IllegalCommand(f"there is no city {city!r}")
            if any(other.city == city for other in state.cities):
                raise IllegalCommand(f"{content.cities[city].name} is already taken")
            if state.solo and city not in content.solos[state.solo].cities:
                allowed = ", ".join(content.solos[state.solo].cities)
                raise IllegalCommand(f"this solo scenario is played with {allowed}", "solo")
        case c.PickAdmin(admin=admin):
            _in_turn(state, player, "pick_admin", "choose an Administrator")
            if admin not in content.administrators:
                raise IllegalCommand(f"there is no Administrator {admin!r}")
            if any(other.admin == admin for other in state.cities):
                raise IllegalCommand(f"the {content.administrators[admin].name} is already taken")
        case c.PickFigure(figure=figure):
            if state.phase != "pick_figure":
                raise IllegalCommand("the first figures are picked after the Administrators, before the first round")
            if player in state.secret_picks:
                raise IllegalCommand("you have already picked your first figure")
            if content.figures.get(figure) is None or content.figures[figure].city != state.city(player).city:
                raise IllegalCommand(f"your first figure must be one of {state.city(player).city}'s")


def _in_turn(state: State, player: str, phase: str, what: str) -> None:
    if state.phase != phase:
        raise IllegalCommand(f"it is not the time to {what}")
    if picker(state) != player:
        raise IllegalCommand(f"{picker(state)} picks now, then the others in turn")


def do(tx: Tx, player: str, command: Command) -> None:
    match command:
        case c.PickCity(city=city):
            tx.emit(e.CityPicked(player=player, city=city))
        case c.PickAdmin(admin=admin):
            tx.emit(e.AdminPicked(player=player, admin=admin))
        case c.PickFigure(figure=figure):
            tx.emit(e.FigurePicked(player=player, figure=figure))
            if len(tx.state.secret_picks) == len(tx.state.cities):
                tx.emit(e.FiguresRevealed(picks=dict(tx.state.secret_picks)))
                place_brigands(tx)
                start_game(tx)


def candidates(state: State, content: Content, player: str) -> list[Command]:
    if state.phase == "pick_city":
        return [c.PickCity(city=k) for k in content.cities]
    if state.phase == "pick_admin":
        return [c.PickAdmin(admin=k) for k in content.administrators]
    if state.phase == "pick_figure" and player not in state.secret_picks:
        return [c.PickFigure(figure=f) for f in content.figures_of(state.city(player).city)]
    return []
