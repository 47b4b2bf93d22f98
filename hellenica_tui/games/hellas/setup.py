"""Setting up and making the initial map (rules page `initial-map`).

Each player takes its Greeks and ships and one card of each God deck; the Dolphin
lies in the middle and the other tiles are shuffled face down. Then the players
take turns, the light player (the first seat) first: the top tile is drawn, and if
it has a temple or cannot be laid it is set aside and the next one drawn; the
player lays it next to the Dolphin or to two tiles with matching edges and puts
a Greek on its city and a ship next to it. When each has laid its tiles, the set
aside tiles are shuffled back into the stack and the main game begins.
"""

from __future__ import annotations

import random

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.commands import Place
from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.evolve import evolve
from hellenica_tui.games.hellas.placement import fits, spots_for
from hellenica_tui.games.hellas.state import State, key
from hellenica_tui.games.hellas.tx import Tx, refuse


def initial_state(idx: Index, players: list[str], seed: int) -> State:
    rng = random.Random(seed)
    n = idx.numbers
    stack = list(idx.city_ids)
    rng.shuffle(stack)
    decks: dict[str, list[str]] = {}
    for god in idx.god_ids:
        deck = [c.id for c in idx.content.cards if c.god == god for _ in range(c.count)]
        rng.shuffle(deck)
        decks[god] = deck
    hands = {p: [decks[g].pop() for g in idx.god_ids for _ in range(n.start_cards)] for p in players}
    start = idx.content.start.id
    s = State(
        content_hash=idx.hash, players=list(players), stack=stack,
        placed={start: (0, 0, 0)}, grid={key(0, 0): start}, laid=dict.fromkeys(players, 0),
        greek_supply=dict.fromkeys(players, n.greeks), ship_supply=dict.fromkeys(players, n.ships),
        hands=hands, fresh={p: [] for p in players}, decks=decks, discards={g: [] for g in idx.god_ids},
    )  # fmt: skip
    for e in draw_for_setup(s, idx, players[0]):  # the first tile is drawn before anyone acts
        evolve(s, e)
    return s


def draw_for_setup(s: State, idx: Index, player: str) -> list[ev.TileDrawn | ev.TileSetAside]:
    """Draw for `player` until a tile without a temple that can be laid comes up
    (none if the stack runs out). Works on its own copy of what it needs."""
    out: list[ev.TileDrawn | ev.TileSetAside] = []
    stack = list(s.stack)
    while stack:
        tid = stack.pop()
        out.append(ev.TileDrawn(player=player, tile=tid))
        tile = idx.tiles[tid]
        if tile.temple or not spots_for(s, idx, tile, voyage=False, player=player, first=True):
            out.append(ev.TileSetAside(tile=tid))
            continue
        break
    return out


def decide_place(tx: Tx, player: str, cmd: Place, rng: random.Random) -> None:
    s, idx = tx.s, tx.idx
    if cmd.ship or cmd.source:
        raise refuse("initial-map", "while the map is made a tile takes no ship or source: "
                     "its Greek and ship come from your supply")  # fmt: skip
    tile = idx.tiles[s.drawn]
    if not fits(s, idx, tile, (cmd.q, cmd.r), cmd.turn):
        raise refuse("placement", f"{tile.name} cannot be laid at {cmd.q},{cmd.r} turned {cmd.turn}: "
                     "it must touch the Dolphin or two tiles, every edge matching")  # fmt: skip
    tx.emit(
        ev.TilePlaced(player=player, tile=tile.id, q=cmd.q, r=cmd.r, turn=cmd.turn % 6),
        ev.GreekPlaced(player=player, city=tile.id),
        ev.ShipPlaced(player=player, city=tile.id),
    )
    after_setup_turn(tx, rng)


def after_setup_turn(tx: Tx, rng: random.Random) -> None:
    """The next player draws, or the map is made and the main game begins."""
    s, idx = tx.s, tx.idx
    target = idx.numbers.initial_tiles
    nxt = s.players[1 - s.current]
    if all(s.laid[p] >= target for p in s.players):
        _begin(tx, rng)
        return
    if s.laid[nxt] >= target:
        nxt = s.players[s.current]
    if nxt != s.players[s.current]:
        tx.emit(ev.TurnEnded(player=s.players[s.current], next_player=nxt))
    tx.emit(*draw_for_setup(s, idx, nxt))
    if not tx.s.drawn:  # the stack ran out before the map was made
        _begin(tx, rng)


def _begin(tx: Tx, rng: random.Random) -> None:
    order = [*tx.s.stack, *tx.s.aside]
    rng.shuffle(order)
    tx.emit(ev.StackShuffled(order=tuple(order)), ev.MainGameBegun())


def legal_setup(s: State, idx: Index, player: str) -> list[Command]:
    tile = idx.tiles[s.drawn]
    return [Place(q=q, r=r, turn=t) for q, r, t in spots_for(s, idx, tile, voyage=False, player=player)]
