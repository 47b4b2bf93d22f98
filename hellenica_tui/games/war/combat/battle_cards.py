"""Battle cards (rules/cards.md): which fit a battle, and what they add.

The attacker names his cards with the attack; the defender, seeing them,
answers with his. A card fits if its role (attack, defence or any) is the
side's and its theatre is the battle's: land, sea, a battle for a city, or
one against ships.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from hellenica_tui.games.war.content.schema import Card, CardEffect, Content
from hellenica_tui.games.war.effects import covers
from hellenica_tui.games.war.state import Unit

Role = Literal["attack", "defence"]


class Battle:
    """What a card needs to know of a battle."""

    def __init__(self, theatre: str, at_city: bool, defending: Sequence[Unit]) -> None:
        self.theatre = theatre
        self.at_city = at_city
        self.vs_ships = any(u.kind in ("fleet", "transport") for u in defending)


def fits(card: Card, role: Role, battle: Battle) -> bool:
    if card.when != "battle":
        return False
    effect = card.effect
    if effect.role not in ("any", role):
        return False
    if effect.theatre in ("land", "sea"):
        return battle.theatre == effect.theatre
    if effect.theatre == "city":
        return battle.at_city
    if effect.theatre == "ships":
        return role == "attack" and battle.vs_ships
    return effect.theatre == "any"


def why_not(content: Content, hand: Sequence[str], cards: Sequence[str], role: Role, battle: Battle) -> str:
    if len(set(cards)) != len(cards):
        return "a card is played once"
    for card in cards:
        if card not in hand:
            return f"you hold no card {card!r}"
        if not fits(content.cards[card], role, battle):
            return f"{content.cards[card].name} does not fit this battle"
    return ""


def effects(content: Content, cards: Sequence[str]) -> list[CardEffect]:
    return [content.cards[c].effect for c in cards]


def per_die(cards: Sequence[CardEffect], unit: Unit) -> int:
    return sum(e.amount for e in cards if e.kind == "roll" and covers(e.units, unit.kind))


def casualty_modifier(own: Sequence[CardEffect], theirs: Sequence[CardEffect]) -> int:
    """What cards add to a loser's casualty rolls: his own, and the winner's against them."""
    return sum(e.amount for e in own if e.kind == "casualty") + sum(
        e.amount for e in theirs if e.kind == "opponent_casualty"
    )
