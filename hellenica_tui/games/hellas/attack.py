"""Attack (rules page `attack`): one city of the opponent's, with Greeks from any
cities of yours that reach it, each leaving at least one behind. Over land (every
sending city joined to it by land) the attack wins with at least as many Greeks as
the defender's; over water (any sender reaching it only by water) with strictly
more. Ships never fight. Strength cards add to either side: the attacker plays
its cards before striking, then the defender answers with its marked ones.

A won city is the attacker's: the defender's Greeks and ships there go home; the
attacker keeps at most three Greeks in it (the rest go to its supply) and puts as
many ships next to it as the defender had there, as its supply allows, then
regroups into it. A lost attack sends every attacking Greek home and ends the turn."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.commands import AttackCity, Send, Stand, Strike
from hellenica_tui.games.hellas.content import Index
from hellenica_tui.games.hellas.network import Network, network
from hellenica_tui.games.hellas.state import Attack, State, cities_of, opponent
from hellenica_tui.games.hellas.tx import Tx, refuse
from hellenica_tui.games.hellas.victory import end_turn


def _send_problem(s: State, net: Network, player: str, target: str, source: str, count: int) -> str:
    if s.owner.get(source) != player:
        return f"{source} is not a city of yours"
    if s.attack is not None and source in s.attack.sent:
        return f"Greeks of {source} are already in this attack"
    if count < 1:
        return "send at least one Greek"
    if s.greeks[source] - count < 1:
        return f"{source} must keep at least one Greek: it may send {s.greeks[source] - 1} at most"
    if not net.by_land_or_water(source, target):
        return f"{source} reaches {target} neither by land nor by water"
    return ""


def decide_attack(tx: Tx, player: str, cmd: AttackCity) -> None:
    s = tx.s
    if cmd.target not in s.owner:
        raise refuse("attack", f"{cmd.target} is not a city on the map")
    if s.owner[cmd.target] == player:
        raise refuse("attack", f"{cmd.target} is your own city; attack one of your opponent's")
    net = network(s, tx.idx)
    if why := _send_problem(s, net, player, cmd.target, cmd.source, cmd.count):
        raise refuse("attack", why)
    tx.emit(
        ev.AttackBegun(player=player, target=cmd.target),
        ev.GreeksSent(player=player, source=cmd.source, count=cmd.count, land=net.by_land(cmd.source, cmd.target)),
    )


def decide_send(tx: Tx, player: str, cmd: Send) -> None:
    s = tx.s
    assert s.attack is not None
    net = network(s, tx.idx)
    if why := _send_problem(s, net, player, s.attack.target, cmd.source, cmd.count):
        raise refuse("attack", why)
    tx.emit(ev.GreeksSent(player=player, source=cmd.source, count=cmd.count, land=net.by_land(cmd.source, s.attack.target)))


def decide_strike(tx: Tx, player: str, cmd: Strike) -> None:
    defender = opponent(tx.s, player)
    if tx.s.hands[defender]:
        tx.emit(ev.DefenceAsked(player=defender))
    else:
        resolve(tx)


def decide_stand(tx: Tx, player: str, cmd: Stand) -> None:
    resolve(tx)


def strengths(s: State) -> tuple[int, int]:
    a = s.attack
    assert a is not None
    return sum(a.sent.values()) + a.bonus, s.greeks[a.target] + a.defence


def wins(a: Attack, attack: int, defence: int) -> bool:
    return attack >= defence if a.land else attack > defence


def resolve(tx: Tx) -> None:
    s, idx = tx.s, tx.idx
    a = s.attack
    assert a is not None
    player = s.players[s.current]
    attack, defence = strengths(s)
    if wins(a, attack, defence):
        kept = min(sum(a.sent.values()), idx.numbers.per_city)
        ships = min(s.ships[a.target], s.ship_supply[player], idx.numbers.per_city)
        tx.emit(
            ev.AttackWon(player=player, target=a.target, attack=attack, defence=defence, kept=kept, ships=ships),
            ev.RegroupBegun(player=player, into=a.target),
        )
    else:
        tx.emit(ev.AttackLost(player=player, target=a.target, attack=attack, defence=defence))
        end_turn(tx)


def legal_attacks(s: State, idx: Index, player: str) -> list[Command]:
    net = network(s, idx)
    out: list[Command] = []
    mine = sorted(c for c in cities_of(s, player) if s.greeks[c] >= 2)
    for target in sorted(cities_of(s, opponent(s, player))):
        for source in mine:
            if net.by_land_or_water(source, target):
                out += [AttackCity(target=target, source=source, count=n) for n in range(1, s.greeks[source])]
    return out


def legal_sends(s: State, idx: Index, player: str) -> list[Command]:
    a = s.attack
    assert a is not None
    net = network(s, idx)
    out: list[Command] = []
    for source in sorted(cities_of(s, player)):
        if source not in a.sent and s.greeks[source] >= 2 and net.by_land_or_water(source, a.target):
            out += [Send(source=source, count=n) for n in range(1, s.greeks[source])]
    out.append(Strike())
    return out
