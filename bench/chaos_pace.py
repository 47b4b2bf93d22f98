"""How often the classic world event deck sets off events, by player count.

Plays only the chaos track: every movement action reveals the top card
(mechanics/chaos.py), the marker moves by its chaos number, Olympus Awakens
flips the next card, and each event is followed by a winning bid of a fixed
size that moves the marker again. Won cards leave the deck as in play.
Prints, per player count, the movement actions between two events and the
events per turn when each player moves `MOVES` times a turn.
"""

from __future__ import annotations

import random
import statistics

from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.mechanics.chaos import (
    WorldEventCard,
    after_bid,
    chaos_start,
    draw,
    has_bid,
    olympus_awakens,
    reshuffle,
    reveal,
)

MOVES = 2  # movement actions per player per turn (one or two markets each)
TURNS = 8
GAMES = 200


def deck() -> list[WorldEventCard]:
    events = load_scenario("classic").world_events
    return [WorldEventCard(e.id, e.chaos, e.kind) for e in events for _ in range(e.copies)]


def play(players: int, bid: int, rng: random.Random) -> tuple[int, int, int]:
    """(reveals, events bid on, silences) over one game."""
    cards = deck()
    rng.shuffle(cards)
    pile: tuple[WorldEventCard, ...] = tuple(cards)
    discard: tuple[WorldEventCard, ...] = ()
    position = chaos_start(players)
    reveals = events = silences = 0

    def happen(card: WorldEventCard) -> int:
        """Resolve one triggered card; returns the marker's triggers from the bid."""
        nonlocal events, silences, discard, position
        if not has_bid(card):
            silences += 1
            return 0
        events += 1
        discard = tuple(c for c in discard if c is not card)  # the winner keeps it
        moved = after_bid(position, bid, players)
        position = moved.position
        return moved.triggers

    for _ in range(TURNS * players * MOVES):
        if not pile and not discard:
            break
        flip = draw(pile, discard, rng)
        pile, discard = flip.deck, flip.discard
        reveals += 1
        result = reveal(position, flip.card, players)
        position = result.position
        queue: list[WorldEventCard] = []
        if result.olympus:
            flip = olympus_awakens(pile, discard, rng)
            pile, discard = flip.deck, flip.discard
            queue.append(flip.card)
        elif result.triggers:
            queue.append(flip.card)
        extra = result.triggers - 1 if result.triggers else 0
        while queue or extra:
            if queue:
                card = queue.pop(0)
            else:
                if not pile and not discard:
                    break
                flip = draw(pile, discard, rng)
                pile, discard, card = flip.deck, flip.discard, flip.card
                extra -= 1
            extra += happen(card)
        if result.olympus:
            pile, discard = reshuffle(pile, discard, rng), ()
    return reveals, events, silences


def main() -> None:
    rng = random.Random(2024)
    print(f"{GAMES} games of {TURNS} turns, {MOVES} movement actions per player per turn")
    print("players  bid  reveals/event  events/turn  silences/turn")
    for players in range(2, 8):
        for bid in (0, 1, 2):
            runs = [play(players, bid, rng) for _ in range(GAMES)]
            reveals = statistics.mean(r[0] for r in runs)
            events = statistics.mean(r[1] for r in runs)
            silences = statistics.mean(r[2] for r in runs)
            print(f"{players:7}  {bid:3}  {reveals / events:13.2f}  {events / TURNS:11.2f}  {silences / TURNS:13.2f}")


if __name__ == "__main__":
    main()
