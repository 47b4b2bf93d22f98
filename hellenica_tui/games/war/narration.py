"""The log of a war game in plain words, told to one viewer.

What nobody else may know stays untold: the cards a player draws (his own
alone sees them), the order of a shuffled deck or of the leaders' names, and
what a spy saw of a hand (told to the spy alone). An event with no sentence of
its own is told by its name and its fields, none of them secret.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import msgspec

from hellenica_tui.engine.ruleset import Event
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.games.war.diplomacy import SUCCESS
from hellenica_tui.games.war.names import Names, counted
from hellenica_tui.games.war.ruleset import RULESET
from hellenica_tui.games.war.state import State

PHASES = {
    "home": "the choice of home cities", "discard": "the draw phase", "recruit": "the recruit phase",
    "diplomacy": "the diplomacy phase", "move1": "the first move phase", "sea": "the sea battle phase",
    "land": "the land battle phase", "move2": "the second move phase", "over": "the end",
}  # fmt: skip


def narrate(groups: Iterable[Any], before: State, evolve: Any, viewer: str | None) -> Iterable[list[str]]:
    state = before
    for group in groups:
        lines = []
        for event in group.events:
            line = told(event, state, viewer)
            if line:
                lines.append(line)
            state = evolve(state, event)
        yield lines


def _units(state: State, ids: Iterable[int]) -> str:
    """The units of `ids` as the state before the event holds them ("2 armies, leader Cleon")."""
    kinds: dict[str, int] = {}
    names = []
    by_id = {u.id: u for u in state.units}
    for i in ids:
        unit = by_id.get(i)
        if unit is None:
            kinds["unit"] = kinds.get("unit", 0) + 1
        elif unit.kind == "leader":
            names.append(f"leader {unit.name}")
        else:
            kinds[unit.kind] = kinds.get(unit.kind, 0) + 1
    return ", ".join([*(counted(n, k) for k, n in kinds.items()), *names]) or "no unit"


def told(event: Event, state: State, viewer: str | None) -> str:
    """One event in words, as `viewer` (None: a spectator) may know it."""
    content = RULESET.content(state.scenario, state.content_hash)
    n = Names(state, content)
    who, city, space = n.seat, n.city, n.space
    match event:
        case ev.HomeChosen(player=p, city=c):
            return f"{who(p)} takes {city(c)} as his home city."
        case ev.DeckShuffled(deck=deck, from_discard=again):
            return f"The deck is shuffled{' from the discards' if again else ''}: {len(deck)} cards, face down."
        case ev.LeaderNamesShuffled(names=names):
            return f"The {len(names)} leaders' names are shuffled."
        case ev.CardsDrawn(player=p, cards=cards):
            what = n.cards(cards) if p == viewer else f"{len(cards)} card{'s' * (len(cards) != 1)}"
            return f"{who(p)} draws {what}."
        case ev.HandSeen(player=p, target=t, cards=cards):
            seen = f": {n.cards(cards)}" if p == viewer else ""
            return f"{who(p)} sees {who(t)}'s hand{seen}."
        case ev.CardDiscarded(player=p, card=c):
            return f"{who(p)} discards {n.card(c)}."
        case ev.CardPlayed(player=p, card=c, target=t):
            return f"{who(p)} plays {n.card(c)}" + (f" on {n.target(t)}." if t else ".")
        case ev.MinorCitySet(city=c, income=gold, trait=t):
            return f"{city(c)} is a minor city: {gold} gold a turn, the trait {n.trait(t)}."
        case ev.TurnOrderRolled(rolls=rolls, order=order):
            dice = "; ".join(f"{who(p)} {', '.join(map(str, r))}" for p, r in rolls)
            return f"The turn order by a d10 each ({dice}): {', then '.join(map(who, order))}."
        case ev.UpkeepPaid(player=p, ids=ids, gold=gold):
            return f"{who(p)} pays {gold} gold of upkeep for {_units(state, ids)}."
        case ev.BaggageEaten(player=p, fed=fed, baggage=bags):
            return f"{who(p)}'s {_units(state, fed)} unpaid eat {len(bags)} baggage."
        case ev.UpkeepRolled(player=p, id=i, roll=r, modifier=m, lost=lost):
            plus = f"{m:+d}" if m else ""
            return f"{who(p)}'s unfed {_units(state, (i,))} rolls {r}{plus} for upkeep: {'it deserts' if lost else 'it holds, hungry'}."
        case ev.StarvationAdded(ids=ids):
            return f"Starving: {_units(state, ids)}."
        case ev.ExperienceRolled(player=p, roll=r, coin=coin):
            then = "" if r != 10 else f", then {coin}: {'a leader' if coin <= 5 else 'a trait'}"
            return f"{who(p)}'s home city rolls {r} for experience{then}."
        case ev.HostilityRemoved(city=c):
            return f"{city(c)} is no longer hostile."
        case ev.RazedRemoved(city=c):
            return f"{city(c)} sheds a razed counter."
        case ev.CityRazed(city=c, dice=dice):
            return f"{city(c)} is razed (rolled {', '.join(map(str, dice))})."
        case ev.UnitsCaptured(player=p, ids=ids):
            return f"{who(p)} captures {_units(state, ids)}."
        case ev.NavigationRolled(player=p, id=i, roll=r, modifier=m, sunk=sunk):
            plus = f"{m:+d}" if m else ""
            return f"{who(p)}'s {_units(state, (i,))} at sea rolls {r}{plus} to navigate: {'sunk' if sunk else 'safe'}."
        case ev.DiplomacyChanged(player=p, now=now, next=later):
            parts = [f"{now:+d} this turn" if now else "", f"{later:+d} next turn" if later else ""]
            return f"{who(p)}'s diplomacy rolls: {' and '.join(x for x in parts if x) or 'no change'}."
        case ev.PointsAdded(ids=ids, points=points):
            return f"{_units(state, ids)} gain {points} movement points."
        case ev.IncomeBlocked(city=c):
            return f"{city(c)} pays nothing at its holder's next revenue."
        case ev.TruceBegan(player=p, until_turn=t):
            return f"{who(p)} calls a truce until the end of his next turn (turn {t})."
        case ev.TruceEnded(player=p):
            return f"{who(p)}'s truce is over."
        case ev.StackHesitated(ids=ids):
            return f"{_units(state, ids)} hesitate and may not attack this turn."
        case ev.PlayerIdled(player=p):
            return f"{who(p)} may neither move nor attack in his next turn."
        case ev.LeaderRansomed(player=p, captor=c, id=i, gold=gold, space=s):
            return f"{who(p)} pays {who(c)} {gold} gold for {_units(state, (i,))}, who comes home to {space(s)}."
        case ev.LeaderExiled(id=i, until_turn=t):
            return f"{_units(state, (i,))} goes into exile until turn {t}."
        case ev.LeaderReturned(id=i, space=s):
            return f"{_units(state, (i,))} comes back from exile to {space(s)}."
        case ev.LeadersTaken(player=p, ids=ids):
            return f"{who(p)} takes {_units(state, ids)} prisoner."
        case ev.RevoltThreatened(city=c, by=by):
            return f"{who(by)} stirs {city(c)} to revolt; its holder may answer."
        case ev.RevoltAnswered(city=c, negated=put_down):
            return f"The revolt in {city(c)} is {'put down at once' if put_down else 'let come'}."
        case ev.RevoltBroke(city=c, roll=rebels):
            return f"The revolt in {city(c)} breaks out: {rebels} rebel{'s' * (rebels != 1)}."
        case ev.PlayerOut(player=p):
            return f"{who(p)} is out of the game."
        case ev.TurnBegan(player=p, turn=t):
            return f"Turn {t}: {who(p)} to play."
        case ev.PhaseBegan(player=p, phase=phase):
            return f"{who(p)}: {PHASES.get(phase, phase)}."
        case ev.GoldChanged(player=p, amount=gold, reason=why, dice=dice):
            rolled = f" (rolled {', '.join(map(str, dice))})" if dice else ""
            return f"{who(p)} {'gains' if gold >= 0 else 'loses'} {abs(gold)} gold: {why}{rolled}."
        case ev.RevenueCollected(player=p, total=gold, by_city=by_city):
            unpaid = [f"{city(c)} {_why_unpaid(state, content, c)}" for c, paid in by_city if not paid]
            return f"{who(p)} collects {gold} gold of revenue" + (f" ({'; '.join(unpaid)})." if unpaid else ".")
        case ev.UnitsRecruited(player=p, city=c, kind=k, ids=ids):
            return f"{who(p)} raises {counted(len(ids), k)} in {city(c)}."
        case ev.UnitsPlaced(player=p, space=s, kind=k, ids=ids):
            return f"{who(p)} places {counted(len(ids), k)} in {space(s)}."
        case ev.LeaderRaised(player=p, name=name, space=s, skills=skills):
            return f"{who(p)} raises the leader {name} in {space(s)}" + (
                f", skilled in {', '.join(map(n.skill, skills))}." if skills else "."
            )
        case ev.TraitGained(player=p, trait=t):
            return f"{who(p)} gains the trait {n.trait(t)}."
        case ev.Moved(player=p, ids=ids, dst=d):
            return f"{who(p)} moves {_units(state, ids)} to {space(d)}."
        case ev.DiplomacyRolled(player=p, city=c, roll=r, modifier=m, success=ok):
            plus = f"+{m}" if m else ""
            return f"{who(p)} treats with {city(c)}: rolls {r}{plus}, {'success' if ok else f'no success ({SUCCESS} needed)'}."
        case ev.ControlChanged(city=c, controller=p, hostile=h):
            return (
                f"{city(c)} now belongs to {who(p)}{' (hostile)' if h else ''}." if p else f"{city(c)} is neutral now."
            )
        case ev.BattleDeclared(attacker=a, defender=d, target=t, cards=cards):
            played = f", playing {n.cards(cards)}." if cards else "."
            return f"{who(a)} attacks {who(d) if d else 'the defenders'} at {space(t)}{played}"
        case ev.BattleFought(kind=kind, target=t, attacker=a, defender=d, attacker_won=won):
            return (f"The {kind} battle at {space(t)}: {who(a.player) if a.player else 'the rebels'} {a.total} against "
                    f"{who(d.player) if d.player else 'the defenders'} {d.total}; the {'attacker' if won else 'defender'} wins.")  # fmt: skip
        case ev.CasualtiesRolled(player=p, rolls=rolls, modifier=m, destroyed=lost, retreats=back, beaten_leaders=led):
            return _casualties(state, n, p, rolls, m, lost, back, led)
        case ev.CityPlundered(player=p, city=c, dice=dice, razed=r):
            gold = sum(dice)
            return f"{who(p)} plunders {city(c)} for {gold} gold ({_dice(dice)}); it carries {counted(r, 'razed counter')}."
        case ev.TreasureReady(player=p):
            return f"{who(p)} takes treasure in gold from every city he captures this turn."
        case ev.UnitsLost(ids=ids, reason=why):
            return f"Lost ({why}): {_units(state, ids)}."
        case ev.GameEnded(scores=scores, winners=winners):
            return f"The game ends: {', '.join(f'{who(p)} {s}' for p, s in scores)}; {' and '.join(map(who, winners))} won."
    return _plainly(event)


def _why_unpaid(state: State, content: Content, ident: str) -> str:
    """Why a city paid nothing, from the state its revenue was counted in (economy.city_revenue)."""
    from hellenica_tui.games.war.geography import besieged

    held = state.cities[ident]
    if held.razed:
        return "pays nothing: razed"
    if held.no_income:
        return "pays nothing: a card stopped its income"
    if besieged(state, content, held):
        return "pays nothing: besieged"
    return "pays nothing"


def _dice(dice: Iterable[int]) -> str:
    return "rolled " + ", ".join(map(str, dice))


def _casualties(state: State, n: Names, player: str, rolls: tuple[tuple[int, int], ...], modifier: int,
                lost: tuple[int, ...], back: tuple[tuple[int, str], ...], led: tuple[int, ...]) -> str:  # fmt: skip
    """'Beta of Sparta's losers roll 4, 2 (+1): 1 army lost; 1 army falls back to Sparta (E12); leader Cleon beaten.'"""
    shown = ", ".join(str(r) for _, r in rolls) + (f" ({modifier:+d} each)" if modifier else "")
    parts = [f"{n.seat(player)} rolls for the beaten: {shown}"]
    if lost:
        parts.append(f"{_units(state, lost)} lost")
    by_space: dict[str, list[int]] = {}
    for unit, where in back:
        by_space.setdefault(where, []).append(unit)
    parts += [f"{_units(state, ids)} {'falls' if len(ids) == 1 else 'fall'} back to {n.space(where)}"
              for where, ids in by_space.items()]  # fmt: skip
    if led:
        parts.append(f"{_units(state, led)} beaten")
    return "; ".join(parts) + "."


def _plainly(event: Event) -> str:
    """An event with no sentence of its own: its name in words and its fields."""
    name = re.sub(r"(?<!^)(?=[A-Z])", " ", type(event).__name__).lower()
    fields = msgspec.to_builtins(event)
    parts = [f"{key.replace('_', ' ')} {_value(value)}" for key, value in fields.items()
             if key != "type" and value not in ("", (), [])]  # fmt: skip
    return f"{name[:1].upper()}{name[1:]}" + (f": {'; '.join(parts)}." if parts else ".")


def _value(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(_value(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k} {_value(v)}" for k, v in value.items())
    return str(value)
