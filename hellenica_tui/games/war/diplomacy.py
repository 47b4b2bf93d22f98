"""The diplomacy phase (rules/diplomacy.md): a free roll a turn, more from traits and
leaders. A 6 or more on 1D6 (1 more against a hostile city) takes a neutral city,
calms a hostile one of your own, or raises a revolt in a minor city an enemy holds."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.combat.casualties import casualties
from hellenica_tui.games.war.combat.dice import city_bonus
from hellenica_tui.games.war.commands import Negotiate
from hellenica_tui.games.war.effects import diplomacy_rolls
from hellenica_tui.games.war.events import Side
from hellenica_tui.games.war.state import FIGHTERS, City
from hellenica_tui.games.war.tx import Tx

SUCCESS = 6
HOSTILE_BONUS = 1


def needed(city: City) -> int:
    """The least roll of 1D6 that succeeds with `city`."""
    return SUCCESS - (HOSTILE_BONUS if city.hostile else 0)


def why_not(tx: Tx, player: str, city_id: str) -> str:
    state = tx.state
    city = state.cities.get(city_id)
    if city is None:
        return f"there is no city {city_id!r}"
    name = tx.content.cities[city_id].name
    left = diplomacy_rolls(state, tx.content, player, tx.wide(player)) - state.players[player].diplomacy_used
    if left <= 0:
        return "you have no diplomacy roll left this turn"
    if city.home_of and city.controller == city.home_of:
        return f"{name} is a home city held by its own people; diplomacy works on minor cities"
    if city.controller == player and not city.hostile:
        return f"{name} is yours and not hostile"
    return ""


def negotiate(tx: Tx, player: str, command: Negotiate) -> None:
    reason = why_not(tx, player, command.city)
    if reason:
        raise IllegalCommand(reason, "diplomacy")
    city = tx.state.cities[command.city]
    modifier = SUCCESS - needed(city)
    roll = tx.d(6)
    success = roll >= needed(city)
    tx.emit(ev.DiplomacyRolled(player=player, city=city.id, roll=roll, modifier=modifier, success=success))
    if not success:
        return
    if city.controller == player:
        tx.emit(ev.HostilityRemoved(city=city.id))
    elif not city.controller:
        tx.emit(ev.ControlChanged(city=city.id, controller=player, hostile=False))
    else:
        raise_revolt(tx, player, city)


def raise_revolt(tx: Tx, player: str, city: City) -> None:
    """A revolt waits for its holder's answer: he may put it down with a card (`defend`)."""
    tx.emit(ev.RevoltThreatened(city=city.id, by=player))


NEGATES = "negate_revolt"  # the card effect that puts a revolt down


def answer_revolt(tx: Tx, player: str, cards: tuple[str, ...]) -> None:
    """The holder's answer: a card that puts the revolt down, or none, and the rebels rise."""
    city = tx.state.cities[tx.state.pending_revolt]
    hand = tx.state.players[player].hand
    if len(cards) > 1:
        raise IllegalCommand("one card puts a revolt down", "diplomacy")
    for card in cards:
        if card not in hand or tx.content.cards[card].effect.kind != NEGATES:
            raise IllegalCommand(f"{card!r} is no card of yours that puts a revolt down", "diplomacy")
        tx.emit(ev.CardPlayed(player=player, card=card))
    tx.emit(ev.RevoltAnswered(city=city.id, negated=bool(cards)))
    if not cards:
        revolt(tx, tx.state.cities[city.id])


def revolt(tx: Tx, city: City) -> None:
    """1D3 rebels rise and fight the holder's armies and rowers in the city, who defend
    with the city's modifier but without its garrison, which has gone over. A city left
    with no unit of its holder's becomes neutral; the rebels then go home."""
    state = tx.state
    holder = city.controller
    roll = tx.d(6)
    rebels = (roll + 1) // 2
    tx.emit(ev.RevoltBroke(city=city.id, roll=roll))
    guards = [u for u in state.at(city.space, holder) if u.kind in FIGHTERS]
    if guards:
        dice = tuple(tx.d(10) for _ in range(rebels))
        rebel_side = Side(player="", ids=(0,) * rebels, dice=dice, per_die=(0,) * rebels, total=sum(dice))
        bonus = city_bonus(tx.content, city)
        guard_dice = tuple(tx.d(tx.content.units[u.kind].battle_die) for u in guards)
        guard_side = Side(
            player=holder, ids=tuple(u.id for u in guards), dice=guard_dice, per_die=(bonus,) * len(guards),
            total=sum(guard_dice) + bonus * len(guards),
        )  # fmt: skip
        won = rebel_side.total > guard_side.total
        tx.emit(
            ev.BattleFought(
                kind="revolt", target=city.space, attacker=rebel_side, defender=guard_side, attacker_won=won
            )
        )
        if not won:
            return
        casualties(tx, holder, "", [state.unit(u.id) for u in guards])
    left = tx.state.at(city.space, holder)
    if any(u.kind in FIGHTERS for u in left):
        return
    if left:
        tx.emit(ev.UnitsLost(ids=tuple(u.id for u in left), reason="turned out by the rebels"))
    tx.emit(ev.ControlChanged(city=city.id, controller="", hostile=False))
