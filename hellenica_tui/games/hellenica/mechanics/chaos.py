"""WORLD EVENTS: the chaos track, Olympus Awakens and Silence.

The track is counted down to its last space, 0. It starts at players + 1.
Every movement action reveals a world event card whose chaos number moves the
marker down; each time the marker enters 0 a world event is triggered, the
marker is put back on the player count (not + 1) and the steps not yet counted
go on from there. The winning bid moves it down the same way.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Literal

import msgspec

from hellenica_tui.engine.errors import IllegalCommand

CardKind = Literal["event", "olympus_awakens", "silence"]


class ChaosMove(msgspec.Struct, frozen=True):
    position: int  # where the marker ends
    triggers: int  # how many times it entered the last space on the way


class WorldEventCard(msgspec.Struct, frozen=True):
    id: str
    chaos: int
    kind: CardKind = "event"


def _check_players(players: int) -> None:
    if not 1 <= players <= 7:
        raise IllegalCommand(f"the chaos track is set for 1 to 7 players, not {players}")


def chaos_start(players: int) -> int:
    _check_players(players)
    return players + 1


def move_chaos(position: int, steps: int, players: int) -> ChaosMove:
    """Move the marker down `steps` spaces, wrapping to `players` at each trigger."""
    _check_players(players)
    if steps < 0:
        raise IllegalCommand("the chaos marker only moves down")
    if not 1 <= position <= players + 1:
        raise IllegalCommand(f"the chaos marker cannot stand on space {position}")
    if steps < position:
        return ChaosMove(position - steps, 0)
    # The first trigger costs `position` steps, each further one `players`.
    rest = steps - position
    return ChaosMove(players - rest % players, 1 + rest // players)


class Reveal(msgspec.Struct, frozen=True):
    """What revealing a card does to the track."""

    position: int
    triggers: int  # world events to hold: the revealed card first, then fresh draws
    olympus: bool = False  # flip another card and trigger it; the marker stays


def reveal(position: int, card: WorldEventCard, players: int) -> Reveal:
    """Apply a revealed card's chaos number.

    Olympus Awakens ignores its chaos number: the marker stays and the next
    card is flipped and triggered. A plain card triggers itself when the
    marker enters the last space; if its remainder wraps the track again, each
    further trigger draws a new card.
    """
    if card.kind == "olympus_awakens":
        return Reveal(position, 0, olympus=True)
    moved = move_chaos(position, card.chaos, players)
    return Reveal(moved.position, moved.triggers)


def after_bid(position: int, winning_bid: int, players: int) -> ChaosMove:
    """The marker moves down by the Favor the winner spent; each trigger draws a new card,
    which happens whatever its chaos number says."""
    return move_chaos(position, winning_bid, players)


def has_bid(card: WorldEventCard) -> bool:
    """Whether a triggered card is bid on: a Silence card does nothing at all."""
    return card.kind == "event"


class Flip(msgspec.Struct, frozen=True):
    card: WorldEventCard
    deck: tuple[WorldEventCard, ...]
    discard: tuple[WorldEventCard, ...]


def draw(
    deck: Sequence[WorldEventCard], discard: Sequence[WorldEventCard], rng: random.Random
) -> Flip:
    """Turn over the top card (index 0) into the discard pile; an empty deck is first rebuilt from the discard."""
    deck_t, discard_t = tuple(deck), tuple(discard)
    if not deck_t:
        if not discard_t:
            raise IllegalCommand("there is no world event card left to draw")
        deck_t, discard_t = reshuffle((), discard_t, rng), ()
    card = deck_t[0]
    return Flip(card, deck_t[1:], (*discard_t, card))


def olympus_awakens(
    deck: Sequence[WorldEventCard], discard: Sequence[WorldEventCard], rng: random.Random
) -> Flip:
    """The card Olympus Awakens sets off: the next card that is not another Olympus Awakens
    (those go to the discard unplayed). Its chaos number is ignored."""
    flip = draw(deck, discard, rng)
    while flip.card.kind == "olympus_awakens":
        if not flip.deck and all(c.kind == "olympus_awakens" for c in flip.discard):
            raise IllegalCommand("the world event deck holds nothing but Olympus Awakens")
        flip = draw(flip.deck, flip.discard, rng)
    return flip


def reshuffle(
    deck: Sequence[WorldEventCard], discard: Sequence[WorldEventCard], rng: random.Random
) -> tuple[WorldEventCard, ...]:
    """A new deck from the discard pile and what is left of the deck (after Olympus Awakens).
    Cards a player won are not in either pile and stay out."""
    cards = list(deck) + list(discard)
    rng.shuffle(cards)
    return tuple(cards)
