"""The end of a turn and of the game (rules page `victory`).

The player whose turn ends with Greeks in ten cities wins at once. The game must
always end, so the map closes when the stack is empty or every tile left in it has
gone under it since a tile was last laid; each player then has its final turns
and the game is counted. It is counted as well after the turn limit. Counting:
most cities, then most temple cities, then most Greeks on the map; a tie still
left goes to the dark player, who moved second all game.
"""

from __future__ import annotations

from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.state import State, cities_of
from hellenica_tui.games.hellas.tx import Tx


def temples(s: State, idx: Index, player: str) -> int:
    return sum(1 for c in cities_of(s, player) if idx.tiles[c].temple)


def score(s: State, idx: Index, player: str) -> tuple[int, int, int]:
    cities = cities_of(s, player)
    return (len(cities), temples(s, idx, player), sum(s.greeks[c] for c in cities))


def counted_winner(s: State, idx: Index) -> str:
    light, dark = s.players
    return light if score(s, idx, light) > score(s, idx, dark) else dark


def map_closed(s: State) -> bool:
    return not s.stack or s.failed >= len(s.stack)


def end_turn(tx: Tx) -> None:
    s, idx = tx.s, tx.idx
    n = idx.numbers
    player = s.players[s.current]
    if len(cities_of(s, player)) >= n.cities_to_win:
        tx.emit(ev.GameWon(player=player, reason=f"Greeks in {n.cities_to_win} cities"))
        return
    if not s.closed_at and map_closed(s):
        tx.emit(ev.MapClosed())
    if s.closed_at and s.turn >= s.closed_at + 2 * n.final_turns:
        tx.emit(ev.GameWon(player=counted_winner(s, idx), reason="the map closed and the final turns were played"))
        return
    if s.turn >= n.turn_limit:
        tx.emit(ev.GameWon(player=counted_winner(s, idx), reason=f"the turn limit of {n.turn_limit} was reached"))
        return
    tx.emit(ev.TurnEnded(player=player, next_player=s.players[1 - s.current]))
