"""Regrouping (rules page `regroup`). After a Burst of Strength Greeks and ships move
freely among all your cities; after a won Attack or a Voyage only into the new
city. A city keeps at least one Greek and holds three Greeks and three ships at
most. In one regrouping a city either gives or takes each kind, never both: every
arrangement is still reachable, and a regrouping always comes to an end."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.commands import End, MoveGreek, MoveShip
from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.state import State, cities_of
from hellenica_tui.games.hellas.tx import Tx, refuse
from hellenica_tui.games.hellas.victory import end_turn


def move_problem(s: State, idx: Index, player: str, kind: str, source: str, target: str) -> str:
    for city in (source, target):
        if s.owner.get(city) != player:
            return f"{city} is not a city of yours"
    if source == target:
        return "a move goes from one city to another"
    if s.regroup_into and target != s.regroup_into:
        return f"after a Voyage or an Attack you regroup only into {s.regroup_into}"
    counts = s.greeks if kind == "greek" else s.ships
    least = 2 if kind == "greek" else 1
    if counts[source] < least:
        return f"{source} must keep at least one Greek" if kind == "greek" else f"{source} has no ship"
    if counts[target] >= idx.numbers.per_city:
        return f"{target} holds {idx.numbers.per_city} {kind}s already, the most a city may"
    if f"{kind}:{source}" in s.took:
        return f"{source} took {kind}s in this regrouping, so it gives none"
    if f"{kind}:{target}" in s.gave:
        return f"{target} gave {kind}s in this regrouping, so it takes none"
    return ""


def decide_move(tx: Tx, player: str, cmd: MoveGreek | MoveShip) -> None:
    kind = "greek" if isinstance(cmd, MoveGreek) else "ship"
    if why := move_problem(tx.s, tx.idx, player, kind, cmd.source, cmd.target):
        raise refuse("regroup", why)
    event = ev.GreekMoved if kind == "greek" else ev.ShipMoved
    tx.emit(event(player=player, source=cmd.source, target=cmd.target))


def decide_end(tx: Tx, player: str, cmd: End) -> None:
    end_turn(tx)


def legal_regroup(s: State, idx: Index, player: str) -> list[Command]:
    """The moves `move_problem` allows, found without asking it of every pair."""
    mine = sorted(cities_of(s, player))
    targets = [s.regroup_into] if s.regroup_into else mine
    most = idx.numbers.per_city
    moves: list[tuple[str, str, int, Command]] = []
    for n, (kind, counts, least) in enumerate((("greek", s.greeks, 2), ("ship", s.ships, 1))):
        givers = [a for a in mine if counts[a] >= least and f"{kind}:{a}" not in s.took]
        takers = [b for b in targets if counts[b] < most and f"{kind}:{b}" not in s.gave]
        make = MoveGreek if n == 0 else MoveShip
        moves += [(a, b, n, make(source=a, target=b)) for a in givers for b in takers if a != b]
    moves.sort(key=lambda m: m[:3])
    return [*(m[3] for m in moves), End()]
