"""`evolve`: each event's change of the state, and nothing else (no checks, no
chance: decide made sure of everything and wrote every outcome into the event)."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.state import Attack, State, key


def evolve(s: State, e: Event) -> State:
    match e:
        case ev.TileDrawn(tile=t):
            s.stack.pop()
            s.drawn = t
            if s.phase == "choose":
                s.phase = "voyage"
        case ev.TileSetAside(tile=t):
            s.aside.append(t)
            s.drawn = ""
        case ev.TileUnderStack(tile=t):
            s.stack.insert(0, t)
            s.drawn = ""
            s.failed += 1
        case ev.TilePlaced(player=p, tile=t, q=q, r=r, turn=turn):
            s.placed[t] = (q, r, turn)
            s.grid[key(q, r)] = t
            s.drawn = ""
            s.owner[t] = p
            s.greeks[t] = 0
            s.ships[t] = 0
            s.failed = 0
            if s.phase == "setup":
                s.laid[p] = s.laid.get(p, 0) + 1
        case ev.StackShuffled(order=order):
            s.stack = list(order)
            s.aside = []
        case ev.MainGameBegun():
            s.phase = "choose"
            s.current = 0
            s.turn = 1
        case ev.GreekPlaced(player=p, city=c, source=src):
            if src:
                s.greeks[src] -= 1
            else:
                s.greek_supply[p] -= 1
            s.greeks[c] += 1
        case ev.ShipPlaced(player=p, city=c, source=src):
            if src:
                s.ships[src] -= 1
            else:
                s.ship_supply[p] -= 1
            s.ships[c] += 1
        case ev.ShipReturned(player=p, city=c):
            s.ships[c] -= 1
            s.ship_supply[p] += 1
        case ev.GreekRemoved(player=p, city=c):
            s.greeks[c] -= 1
            s.greek_supply[p] += 1
        case ev.BurstBegun(actions=n):
            s.phase = "burst"
            s.actions = n
        case ev.ActionsAdded(amount=n):
            s.actions += n
        case ev.ActionUsed():
            s.actions -= 1
        case ev.CardDrawn(player=p, god=g, card=c):
            s.decks[g].pop()
            s.hands[p].append(c)
            s.fresh[p].append(c)
        case ev.DeckReshuffled(god=g, order=order):
            s.decks[g] = list(order)
            s.discards[g] = []
        case ev.CardPlayed(player=p, god=g, card=c):
            s.hands[p].remove(c)
            s.discards[g].append(c)
        case ev.FairWindBlown():
            s.fair_wind = True
        case ev.StrengthAdded(player=p, amount=n):
            if s.attack is not None:
                if p == s.players[s.current]:
                    s.attack.bonus += n
                else:
                    s.attack.defence += n
        case ev.AttackBegun(target=t):
            s.phase = "attack"
            s.attack = Attack(target=t, sent={})
        case ev.GreeksSent(source=src, count=n, land=land):
            s.greeks[src] -= n
            if s.attack is not None:
                s.attack.sent[src] = n
                s.attack.land = s.attack.land and land
        case ev.DefenceAsked():
            s.phase = "defence"
        case ev.AttackWon(player=p, target=t, kept=kept, ships=ships):
            sent = sum(s.attack.sent.values()) if s.attack is not None else kept
            loser = s.owner[t]
            s.greek_supply[loser] += s.greeks[t]
            s.ship_supply[loser] += s.ships[t]
            s.owner[t] = p
            s.greeks[t] = kept
            s.greek_supply[p] += sent - kept
            s.ships[t] = ships
            s.ship_supply[p] -= ships
            s.attack = None
        case ev.AttackLost(player=p):
            if s.attack is not None:
                s.greek_supply[p] += sum(s.attack.sent.values())
            s.attack = None
        case ev.RegroupBegun(into=into):
            s.phase = "regroup"
            s.regroup_into = into
            s.gave = []
            s.took = []
        case ev.GreekMoved(source=a, target=b):
            s.greeks[a] -= 1
            s.greeks[b] += 1
            s.gave.append("greek:" + a)
            s.took.append("greek:" + b)
        case ev.ShipMoved(source=a, target=b):
            s.ships[a] -= 1
            s.ships[b] += 1
            s.gave.append("ship:" + a)
            s.took.append("ship:" + b)
        case ev.TurnEnded(next_player=nxt):
            s.current = s.players.index(nxt)
            if s.phase != "setup":
                s.phase = "choose"
                s.turn += 1
                for hand in s.fresh.values():
                    hand.clear()
                s.actions = 0
                s.fair_wind = False
                s.attack = None
                s.regroup_into = ""
                s.gave = []
                s.took = []
        case ev.MapClosed():
            s.closed_at = s.turn
        case ev.GameWon(player=p, reason=why):
            s.winner = p
            s.reason = why
            s.phase = "over"
    return s
