"""Playing cards in your own turn (rules/cards.md).

A card of `when = "turn"` is played from recruit to second move with `play CARD
[TARGET]`; its effect kind (cards.toml) says what it does and what it aims at.
Battle cards are played in battles (combat/battle_cards), Executions in answer
to a revolt (diplomacy).
"""

from __future__ import annotations

from typing import Literal

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.war import events as ev
from hellenica_tui.games.war.commands import Play
from hellenica_tui.games.war.content.schema import Card
from hellenica_tui.games.war.diplomacy import raise_revolt
from hellenica_tui.games.war.economy import starvation_roll
from hellenica_tui.games.war.movement.navigation import drown_excess, navigation_roll
from hellenica_tui.games.war.rolls import raise_leader
from hellenica_tui.games.war.state import FIGHTERS, SHIPS, City, Unit
from hellenica_tui.games.war.turn import draw_cards
from hellenica_tui.games.war.tx import Tx

Aim = Literal["none", "opponent", "neutral city", "enemy minor city", "enemy city", "besieged city", "city",
              "own armies", "ships", "enemy stack", "any leader", "own leader", "beaten leader"]  # fmt: skip
AIMS: dict[str, Aim] = {
    "gold": "none", "diplomacy": "none", "draw": "none", "treasure": "none", "truce": "none",
    "opponent_diplomacy": "opponent", "opponent_gold": "opponent", "coup": "opponent", "no_move": "opponent",
    "take_neutral": "neutral city", "revolt": "enemy minor city", "no_income": "enemy city",
    "starve_city": "besieged city", "plague": "city", "move": "own armies", "storms": "ships",
    "short_supplies": "enemy stack", "desertions": "enemy stack", "kill_leader": "any leader",
    "election": "own leader", "hesitation": "enemy stack", "spy": "opponent", "exile": "any leader", "failure": "beaten leader",
}  # fmt: skip
SPACE_AIMS: tuple[Aim, ...] = ("own armies", "ships", "enemy stack")  # targets named by space
TRUCE_TURNS = 1  # until the end of the player's next turn


def playable(card: Card) -> bool:
    return card.when == "turn" and card.effect.kind in AIMS


def _refuse(reason: str) -> IllegalCommand:
    return IllegalCommand(reason, "cards")


def why_not(tx: Tx, player: str, command: Play) -> str:
    """Why `player` may not play so now; "" if he may."""
    state, content = tx.state, tx.content
    if command.card not in state.players[player].hand:
        return f"you hold no card {command.card!r}"
    card = content.cards[command.card]
    if not playable(card):
        return f"{card.name} is not played in your own turn in this edition"
    aim = AIMS[card.effect.kind]
    target = command.target
    if aim == "none":
        return "" if not target else f"{card.name} takes no target"
    if not target:
        return f"{card.name} needs a target: {aim}"
    ok = aimed_at(tx, player, aim, target)
    if ok and not relief_holds(tx, player, card):
        return f"{card.name} helps only while a city of yours is besieged"
    return "" if ok else f"{card.name} needs a target: {aim}, not {target!r}"


def aimed_at(tx: Tx, player: str, aim: Aim, target: str) -> bool:
    """Whether `target` (not "") is of the kind `aim` names, for `player`."""
    state = tx.state
    if aim == "opponent":
        return target in state.players and target != player and not state.players[target].out
    if aim.endswith("city"):
        city = state.cities.get(target)
        return city is not None and city_fits(tx, player, aim, city)
    if aim in ("any leader", "own leader", "beaten leader"):
        found = _leaders_on_map(tx).get(target, [])
        return bool(found) and (
            aim == "any leader" or (aim == "own leader" and found[0].owner == player) or found[0].beaten == state.turn
        )
    here = tx.units_at(target)
    if aim == "own armies":
        return any(u.owner == player and u.kind == "army" for u in here)
    if aim == "ships":
        return any(u.kind in SHIPS for u in here)
    assert aim == "enemy stack", aim
    return any(u.owner != player for u in here)


def relief_holds(tx: Tx, player: str, card: Card) -> bool:
    """A card of relief is played only while a city of the player's is besieged."""
    return card.effect.theatre != "relief" or _besieged_own(tx, player)


def _besieged_own(tx: Tx, player: str) -> bool:
    """Whether a city of `player`'s is besieged, kept for the position."""
    memo = tx.memo()
    key = ("besieged own", player)
    found: bool | None = memo.get(key)
    if found is None:
        found = memo[key] = any(c.controller == player and tx.besieged(c) for c in tx.state.cities.values())
    return found


def _leaders_on_map(tx: Tx) -> dict[str, list[Unit]]:
    """The leaders on the map by name in lower case, kept for the position."""
    memo = tx.memo()
    found: dict[str, list[Unit]] | None = memo.get("leaders")
    if found is None:
        found = memo["leaders"] = {}
        for u in tx.state.units:
            if u.kind == "leader" and u.space:
                found.setdefault(u.name.lower(), []).append(u)
    return found


def city_fits(tx: Tx, player: str, aim: Aim, city: City) -> bool:
    enemy = city.controller not in ("", player)
    if aim == "neutral city":
        return not city.controller
    if aim == "enemy minor city":
        return enemy and city.home_of != city.controller
    if aim == "enemy city":
        return enemy
    if aim == "besieged city":
        return tx.besieged(city)
    return True


def play(tx: Tx, player: str, command: Play) -> None:
    reason = why_not(tx, player, command)
    if reason:
        raise _refuse(reason)
    state = tx.state
    card = tx.content.cards[command.card]
    effect, target = card.effect, command.target
    tx.emit(ev.CardPlayed(player=player, card=card.id, target=target))
    kind = effect.kind
    if kind == "gold" and effect.dice:
        dice = tx.roll(effect.dice)
        tx.emit(ev.GoldChanged(player=player, amount=sum(dice), reason=card.name, dice=dice))
    elif kind == "opponent_gold" and effect.dice:
        dice = tx.roll(effect.dice)
        lost = min(sum(dice), state.players[target].gold)
        tx.emit(ev.GoldChanged(player=target, amount=-lost, reason=card.name, dice=dice))
    elif kind == "diplomacy":
        tx.emit(ev.DiplomacyChanged(player=player, now=effect.amount))
    elif kind == "opponent_diplomacy":
        tx.emit(ev.DiplomacyChanged(player=target, next=-effect.amount))
    elif kind == "draw" and effect.dice:
        draw_cards(tx, player, sum(tx.roll(effect.dice)))
    elif kind == "treasure":
        tx.emit(ev.TreasureReady(player=player))
    elif kind == "truce":
        tx.emit(ev.TruceBegan(player=player, until_turn=state.turn + TRUCE_TURNS))
    elif kind == "no_move":
        tx.emit(ev.PlayerIdled(player=target))
    elif kind == "coup" and effect.dice:
        tx.emit(ev.CityRazed(city=state.players[target].home, dice=tx.roll(effect.dice)))
    elif kind == "take_neutral":
        tx.emit(ev.ControlChanged(city=target, controller=player, hostile=False))
    elif kind == "revolt":
        raise_revolt(tx, player, state.cities[target])
    elif kind == "no_income":
        tx.emit(ev.IncomeBlocked(city=target))
    else:
        _at_a_place(tx, player, card, target)


def _at_a_place(tx: Tx, player: str, card: Card, target: str) -> None:
    state = tx.state
    kind = card.effect.kind
    if kind == "starve_city" or kind == "plague":
        space = state.cities[target].space
        fighters = [u for u in state.units if u.space == space and u.kind in FIGHTERS]
        if kind == "starve_city":
            tx.emit(ev.StarvationAdded(ids=tuple(u.id for u in fighters)))
        for u in fighters if kind == "plague" else ():
            starvation_roll(tx, u.owner, u.id, extra=card.effect.amount)
    elif kind == "hesitation":
        tx.emit(ev.StackHesitated(ids=tuple(u.id for u in state.units if u.space == target and u.owner != player)))
    elif kind == "desertions":
        for u in [u for u in state.units if u.space == target and u.owner != player and u.kind in FIGHTERS]:
            starvation_roll(tx, u.owner, u.id)
    elif kind == "move":
        armies = tuple(u.id for u in state.units if u.space == target and u.owner == player and u.kind == "army")
        tx.emit(ev.PointsAdded(ids=armies, points=card.effect.amount))
    elif kind == "storms":
        ships = [u for u in state.units if u.space == target and u.kind in SHIPS]
        for ship in ships:
            navigation_roll(tx, ship.owner, ship.id)
        for owner in sorted({s.owner for s in ships}):
            drown_excess(tx, target, owner)
    elif kind == "short_supplies" and card.effect.dice:
        dice = tx.roll(card.effect.dice)
        bags = [u.id for u in state.units if u.space == target and u.owner != player and u.kind == "baggage"]
        if bags:
            tx.emit(ev.UnitsLost(ids=tuple(bags[: sum(dice)]), reason=card.name))
    elif kind == "spy":
        tx.emit(ev.HandSeen(player=player, target=target, cards=tuple(state.players[target].hand)))
    elif kind == "exile" and card.effect.dice:
        leader = next(u for u in state.units if u.kind == "leader" and u.name.lower() == target and u.space)
        dice = tx.roll(card.effect.dice)
        tx.emit(ev.LeaderExiled(id=leader.id, dice=dice, until_turn=state.turn + sum(dice)))
    elif kind in ("kill_leader", "election", "failure"):
        leader = next(u for u in state.units if u.kind == "leader" and u.name.lower() == target and u.space)
        tx.emit(ev.UnitsLost(ids=(leader.id,), reason=card.name))
        home = state.cities[state.players[player].home]
        if kind == "election" and home.controller == player:
            raise_leader(tx, player, home.space)
