"""`evolve`: how each event changes the state. Pure and total: no checks, no dice."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.state import HELD, MOVE_PHASES, PendingBattle, State, Unit


def evolve(state: State, event: Event) -> State:
    match event:
        case ev.HomeChosen(player=p, city=c):
            state.players[p].home = c
            state.cities[c].home_of = p
            state.cities[c].controller = p
            state.cities[c].income = 7
            state.current += 1
        case ev.DeckShuffled(deck=deck, from_discard=from_discard):
            state.deck = list(deck)
            if from_discard:
                state.discard = []
        case ev.LeaderNamesShuffled(names=names):
            state.leader_names = list(names)
        case ev.CardsDrawn(player=p, cards=cards):
            del state.deck[len(state.deck) - len(cards) :]
            state.players[p].hand.extend(cards)
        case ev.CardDiscarded(player=p, card=c):
            state.players[p].hand.remove(c)
            state.discard.append(c)
        case ev.UnitsPlaced(player=p, space=s, kind=k, ids=ids) | ev.UnitsRecruited(player=p, kind=k, ids=ids, city=s):
            where = state.cities[s].space if s in state.cities else s
            state.units.extend(Unit(id=i, owner=p, kind=k, space=where) for i in ids)
            state.next_unit = max(state.next_unit, max(ids, default=0) + 1)
            if isinstance(event, ev.UnitsRecruited):
                state.players[p].gold -= event.cost
                counter = state.baggage_raised if k == "baggage" else state.recruited
                counter[s] = counter.get(s, 0) + (len(ids) if k == "baggage" else 1)
        case ev.LeaderRaised(player=p, id=i, name=name, space=s, skills=skills):
            state.leader_names.remove(name)
            state.units.append(Unit(id=i, owner=p, kind="leader", space=s, name=name, skills=skills))
            state.next_unit = max(state.next_unit, i + 1)
        case ev.TraitGained(player=p, trait=t):
            state.players[p].traits.append(t)
        case ev.MinorCitySet(city=c, income=n, trait=t):
            state.cities[c].income = n
            state.cities[c].trait = t
        case ev.TurnOrderRolled(order=order):
            state.order = list(order)
            state.current = 0
        case ev.GoldChanged(player=p, amount=n):
            state.players[p].gold += n
        case ev.TurnBegan(player=p, turn=t):
            state.turn = t
            state.current = state.order.index(p)
            state.recruited = {}
            state.baggage_raised = {}
            who = state.players[p]
            who.diplomacy_used = 0
            who.diplomacy_bonus, who.diplomacy_next = who.diplomacy_next, 0
            who.idle, who.idle_next = who.idle_next, False
            who.treasure = 0
        case ev.PhaseBegan(phase=phase):
            state.phase = phase
            if phase in MOVE_PHASES or phase in ("sea", "land"):
                for u in state.units:
                    u.used = 0
                    u.attacked = False
        case ev.RevenueCollected(player=p, total=n, by_city=by_city):
            state.players[p].gold += n
            for c, _ in by_city:
                state.cities[c].no_income = False
        case ev.RazedRemoved(city=c):
            state.cities[c].razed -= 1
        case ev.UpkeepPaid(player=p, ids=ids, gold=n):
            state.players[p].gold -= n
            _fed(state, ids)
        case ev.BaggageEaten(fed=fed, baggage=bags):
            _fed(state, fed)
            _remove(state, bags)
        case ev.UpkeepRolled(id=i, lost=lost):
            if lost:
                _remove(state, (i,))
            else:
                state.unit(i).starvation += 1
        case ev.DiplomacyRolled(player=p):
            state.players[p].diplomacy_used += 1
        case ev.ControlChanged(city=c, controller=p, hostile=h):
            state.cities[c].controller = p
            state.cities[c].hostile = h
        case ev.HostilityRemoved(city=c):
            state.cities[c].hostile = False
        case ev.Moved(ids=ids, dst=d, costs=costs):
            for i, cost in zip(ids, costs, strict=True):
                u = state.unit(i)
                u.space = d
                u.used += cost
        case ev.UnitsCaptured(player=p, ids=ids):
            for i in ids:
                state.unit(i).owner = p
                state.unit(i).starvation = 0
        case ev.LeadersTaken(player=p, ids=ids):
            for i in ids:
                state.unit(i).held_by = p
                state.unit(i).space = HELD
        case ev.LeaderRansomed(player=p, captor=c, id=i, gold=n, space=s):
            state.players[p].gold -= n
            state.players[c].gold += n
            state.unit(i).held_by = ""
            state.unit(i).space = s
        case ev.RevoltThreatened(city=c):
            state.pending_revolt = c
        case ev.RevoltAnswered():
            state.pending_revolt = ""
        case ev.HandSeen(player=p, target=t, cards=cards):
            state.players[p].seen[t] = list(cards)
        case ev.LeaderExiled(id=i, until_turn=t):
            state.unit(i).exiled_until = t
            state.unit(i).space = HELD
        case ev.LeaderReturned(id=i, space=s):
            state.unit(i).exiled_until = 0
            state.unit(i).space = s
        case ev.UnitsLost(ids=ids):
            _remove(state, ids)
        case ev.BattleDeclared(attacker=p, defender=d, target=t, then=then, cards=cards):
            for c in cards:
                state.players[p].hand.remove(c)
                state.discard.append(c)
            state.pending = PendingBattle(attacker=p, defender=d, target=t, then=then, cards=list(cards))
        case ev.BattleFought(attacker=a):
            state.pending = None
            fought = set(a.ids)
            for u in state.units:
                if u.id in fought:
                    u.attacked = True
        case ev.CasualtiesRolled(destroyed=gone, retreats=back, beaten_leaders=beaten):
            for i in beaten:
                state.unit(i).beaten = state.turn
            _remove(state, gone)
            for i, space in back:
                state.unit(i).space = space
        case ev.CityPlundered(player=p, city=c, dice=dice, razed=r):
            state.players[p].gold += sum(dice)
            state.cities[c].razed = r
        case ev.NavigationRolled(id=i, sunk=True):
            _remove(state, (i,))
        case ev.CardPlayed(player=p, card=c):
            state.players[p].hand.remove(c)
            state.discard.append(c)
        case ev.DiplomacyChanged(player=p, now=now, next=nxt):
            state.players[p].diplomacy_bonus += now
            state.players[p].diplomacy_next += nxt
        case ev.PlayerIdled(player=p):
            state.players[p].idle_next = True
        case ev.IncomeBlocked(city=c):
            state.cities[c].no_income = True
        case ev.CityRazed(city=c, dice=dice):
            state.cities[c].razed += sum(dice)
        case ev.StarvationAdded(ids=ids):
            for i in ids:
                state.unit(i).starvation += 1
        case ev.PointsAdded(ids=ids, points=n):
            for i in ids:
                state.unit(i).used -= n
        case ev.StackHesitated(ids=ids):
            for i in ids:
                state.unit(i).hesitant = state.turn
        case ev.TreasureReady(player=p):
            state.players[p].treasure += 1
        case ev.TruceBegan(player=p, until_turn=t):
            state.truce_by, state.truce_turn = p, t
        case ev.TruceEnded():
            state.truce_by, state.truce_turn = "", 0
        case ev.PlayerOut(player=p):
            state.players[p].out = True
        case ev.GameEnded(winners=w):
            state.winners = list(w)
            state.phase = "over"
    return state


def _fed(state: State, ids: tuple[int, ...]) -> None:
    for i in ids:
        state.unit(i).starvation = 0


def _remove(state: State, ids: tuple[int, ...]) -> None:
    gone = set(ids)
    state.units = [u for u in state.units if u.id not in gone]
