"""Voyage (rules page `voyage`): draw the top tile and lay it by the placement rules,
leaving no water open and only where more of your ships than the opponent's lie on
the tiles around the spot. A Greek from your supply (or, with none left there, from
a city of yours with two or more) goes on its city, and one of your ships on a tile
next to it goes home. A tile that cannot be laid goes face down under the stack and
the turn ends; with no ship on the map there is no Voyage."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.commands import Place, Voyage
from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.placement import adjacent_cities, fits, opens_water, ship_majority, spots_for
from hellenica_tui.games.hellas.state import State, cities_of
from hellenica_tui.games.hellas.tx import Tx, refuse
from hellenica_tui.games.hellas.victory import end_turn


def voyage_problem(s: State, player: str) -> str:
    if not s.stack:
        return "the stack of tiles is empty"
    if not any(s.ships[c] for c in cities_of(s, player)):
        return "you have no ship on the map, so you cannot make a Voyage"
    return ""


def greek_sources(s: State, player: str) -> list[str]:
    """Where the new city's Greek may come from: "" (the supply), or with the supply
    empty each city of yours holding two or more."""
    if s.greek_supply[player] > 0:
        return [""]
    return sorted(c for c in cities_of(s, player) if s.greeks[c] >= 2)


def ship_sources(s: State, player: str, spot: tuple[int, int]) -> list[str]:
    return sorted(c for c in adjacent_cities(s, spot) if s.owner[c] == player and s.ships[c] > 0)


def voyage_places(s: State, idx: Index, player: str) -> list[Command]:
    tile = idx.tiles[s.drawn]
    sources = greek_sources(s, player)
    out: list[Command] = []
    if not sources:
        return out
    for q, r, turn in spots_for(s, idx, tile, voyage=True, player=player):
        for ship in ship_sources(s, player, (q, r)):  # never empty: the ship rule wants one
            out += [Place(q=q, r=r, turn=turn, ship=ship, source=src) for src in sources]
    return out


def can_lay(s: State, idx: Index, player: str) -> bool:
    """Whether the drawn tile can be laid on this Voyage (`voyage_places` not empty)."""
    tile = idx.tiles[s.drawn]
    return bool(greek_sources(s, player)) and bool(spots_for(s, idx, tile, voyage=True, player=player, first=True))


def decide_voyage(tx: Tx, player: str, cmd: Voyage) -> None:
    if why := voyage_problem(tx.s, player):
        raise refuse("voyage", why)
    tx.emit(ev.TileDrawn(player=player, tile=tx.s.stack[-1]))
    if not can_lay(tx.s, tx.idx, player):
        tx.emit(ev.TileUnderStack(tile=tx.s.drawn))
        end_turn(tx)


def decide_place(tx: Tx, player: str, cmd: Place) -> None:
    s, idx = tx.s, tx.idx
    tile = idx.tiles[s.drawn]
    spot = (cmd.q, cmd.r)
    if not fits(s, idx, tile, spot, cmd.turn):
        raise refuse("placement", f"{tile.name} cannot be laid at {cmd.q},{cmd.r} turned {cmd.turn}: "
                     "it must touch the Dolphin or two tiles, every edge matching")  # fmt: skip
    if opens_water(s, idx, tile, spot, cmd.turn % 6):
        raise refuse("voyage", f"laid there {tile.name} would open a new water segment")
    if not ship_majority(s, spot, player):
        raise refuse("voyage", f"you do not have more ships than your opponent on the tiles around {cmd.q},{cmd.r}")
    if cmd.ship not in ship_sources(s, player, spot):
        raise refuse("voyage", f"name a city of yours next to {cmd.q},{cmd.r} with a ship to send home (ship CITY)")
    if cmd.source not in greek_sources(s, player):
        raise refuse("voyage", "with Greeks in your supply none comes from a city; with none, name a city of "
                     "yours with two or more (from CITY)")  # fmt: skip
    tx.emit(
        ev.TilePlaced(player=player, tile=tile.id, q=cmd.q, r=cmd.r, turn=cmd.turn % 6),
        ev.GreekPlaced(player=player, city=tile.id, source=cmd.source),
        ev.ShipReturned(player=player, city=cmd.ship),
        ev.RegroupBegun(player=player, into=tile.id),
    )
