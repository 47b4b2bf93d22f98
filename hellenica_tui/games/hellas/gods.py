"""God cards (rules page `gods`). Any number may be played on your own turn, but none
drawn this turn, and the light player plays none on its first turn. The marked
cards may also answer the opponent's attack. A played card goes to its god's
discard pile; an empty deck is made again from its shuffled discards. A card that
puts a Greek or a ship on the map takes it from the supply, or, with the supply
empty, from another city of yours."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellas import events as ev
from hellenica_tui.games.hellas.commands import Play
from hellenica_tui.games.hellas.content import (
    Card,
    ExtraActions,
    FairWind,
    Index,
    Lightning,
    PlaceGreek,
    PlaceShip,
    Storm,
    Strength,
)
from hellenica_tui.games.hellas.state import State, cities_of, opponent
from hellenica_tui.games.hellas.tx import Tx, refuse
from hellenica_tui.games.hellas.view import unseen

OWN_PHASES = ("choose", "burst", "attack", "regroup")


def playable_now(s: State, idx: Index, player: str) -> list[str]:
    """The cards (distinct ids) `player` may play at this moment, whatever their targets."""
    if s.phase == "defence":
        if player == s.players[s.current]:
            return []
        return sorted({c for c in s.hands[player] if idx.cards[c].opponent_turn})
    if player != s.players[s.current] or s.phase not in OWN_PHASES:
        return []
    if s.turn == 1 and s.current == 0:
        return []
    hand, fresh = s.hands[player], s.fresh[player]
    out = set()
    for c in set(hand):
        if hand.count(c) <= fresh.count(c):
            continue
        effect = idx.cards[c].effect
        if isinstance(effect, Strength) and s.phase != "attack":
            continue
        if isinstance(effect, ExtraActions) and s.phase != "burst":
            continue
        if isinstance(effect, FairWind) and (s.phase != "choose" or s.fair_wind):
            continue
        out.add(c)
    return sorted(out)


def targets(s: State, idx: Index, player: str, card: Card) -> list[tuple[str, str]]:
    """Each (target, source) the card may be played with."""
    e = card.effect
    per_city = idx.numbers.per_city
    mine = sorted(cities_of(s, player))
    theirs = sorted(cities_of(s, opponent(s, player)))
    if isinstance(e, PlaceGreek):
        pool = [""] if s.greek_supply[player] else [c for c in mine if s.greeks[c] >= 2]
        return [(t, src) for t in mine if s.greeks[t] < per_city for src in pool if src != t]
    if isinstance(e, PlaceShip):
        pool = [""] if s.ship_supply[player] else [c for c in mine if s.ships[c] >= 1]
        return [(t, src) for t in mine if s.ships[t] < per_city for src in pool if src != t]
    if isinstance(e, Lightning):
        return [(t, "") for t in theirs if s.greeks[t] >= 2]
    if isinstance(e, Storm):
        return [(t, "") for t in theirs if s.ships[t] >= 1]
    return [("", "")]


def decide_play(tx: Tx, player: str, cmd: Play) -> None:
    s, idx = tx.s, tx.idx
    card = idx.cards.get(cmd.card)
    if card is None:
        raise refuse("gods", f"there is no card {cmd.card!r}")
    if s.hands[player].count(cmd.card) <= unseen(s, player).count(cmd.card):  # as far as it knows
        raise refuse("gods", f"you hold no {card.name}")
    if cmd.card not in playable_now(s, idx, player):
        raise refuse("gods", _why_not(s, idx, player, card))
    if (cmd.target, cmd.source) not in targets(s, idx, player, card):
        raise refuse("gods", f"{card.name} cannot be played {_aim(cmd)}: {card.text}")
    tx.emit(ev.CardPlayed(player=player, god=card.god, card=card.id))
    e = card.effect
    foe = opponent(s, player)
    if isinstance(e, Strength):
        tx.emit(ev.StrengthAdded(player=player, amount=e.amount))
    elif isinstance(e, ExtraActions):
        tx.emit(ev.ActionsAdded(player=player, amount=e.amount))
    elif isinstance(e, FairWind):
        tx.emit(ev.FairWindBlown(player=player))
    elif isinstance(e, PlaceGreek):
        tx.emit(ev.GreekPlaced(player=player, city=cmd.target, source=cmd.source))
    elif isinstance(e, PlaceShip):
        tx.emit(ev.ShipPlaced(player=player, city=cmd.target, source=cmd.source))
    elif isinstance(e, Lightning):
        tx.emit(ev.GreekRemoved(player=foe, city=cmd.target))
    elif isinstance(e, Storm):
        tx.emit(ev.ShipReturned(player=foe, city=cmd.target))


def _aim(cmd: Play) -> str:
    if not cmd.target:
        return "without a target"
    return f"on {cmd.target}" + (f" from {cmd.source}" if cmd.source else "")


def _why_not(s: State, idx: Index, player: str, card: Card) -> str:
    if s.phase == "defence":
        return f"{card.name} is not marked for the opponent's turn" if player != s.players[s.current] else \
            "wait for the defender's answer"
    if player != s.players[s.current]:
        return "on the opponent's turn only marked cards answer its attack"
    if s.phase not in OWN_PHASES:
        return "no card is played now"
    if s.turn == 1 and s.current == 0:
        return "the first player plays no God card on its first turn"
    if s.hands[player].count(card.id) <= s.fresh[player].count(card.id):
        return f"{card.name} was drawn this turn: it may be played from your next turn on"
    e = card.effect
    if isinstance(e, Strength):
        return f"{card.name} is played during an attack"
    if isinstance(e, ExtraActions):
        return f"{card.name} is played during your Burst of Strength"
    return f"{card.name} is played before you choose your action, once a turn"


def legal_plays(s: State, idx: Index, player: str) -> list[Command]:
    out: list[Command] = []
    for c in playable_now(s, idx, player):
        out += [Play(card=c, target=t, source=src) for t, src in targets(s, idx, player, idx.cards[c])]
    return out
