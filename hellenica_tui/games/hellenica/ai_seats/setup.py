"""SETUP of the AI players: what differs from a person's setup.

An AI city-state starts with its government marker (kept as the garrison of
one elite Hoplite and one elite Cavalry it stands for), the scenario's AI
units (1 Trireme and 2 Hoplites), no City Upgrades and no player board; its
rows on the AI board start from `ai_start_board`. The AI deck is shuffled
from the game seed with the rest of the setup.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

from hellenica_tui.games.hellenica.ai_seats.state import AiSeat, AiState
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.state import Stack, State, is_ai, stack_of
from hellenica_tui.games.hellenica.mechanics.ai_production import start_board

GARRISON = {"elite_hoplite": 1, "elite_cavalry": 1}


def draw_seed(seed: int, player: str) -> int:
    """The public number an AI's tie-breaks are drawn from: it shows nothing of the game seed."""
    digest = hashlib.blake2b(f"{seed}/{player}".encode(), digest_size=8, person=b"ai-draws").digest()
    return int.from_bytes(digest, "big")


def set_up_ai(s: State, content: Content, seed: int, rng: random.Random) -> None:
    """Turn the AI seats of a fresh state into AI players (after the common setup)."""
    ais = [name for name in s.players if is_ai(s, name)]
    if not ais:
        return
    setup = content.scenario.setup
    board = start_board(setup)
    seats: dict[str, AiSeat] = {}
    for name in ais:
        p = s.players[name]
        p.favor, p.philosophers, p.commerce = board.favor, board.philosophers, board.commerce
        p.cubes = dict.fromkeys(p.cubes, 0)
        p.government, p.government_city = "", p.home
        home = s.areas[p.home]
        home.slots = [None] * len(home.slots)
        home.government = None
        home.units[name] = Stack(units={**setup.ai_start_units, **GARRISON}, supplied={})
        seats[name] = AiSeat(
            advancements=board.advancements, supply=board.supply, garrison=p.home, draws=draw_seed(seed, name)
        )
    deck = [card.id for card in content.ai_cards]
    rng.shuffle(deck)
    s.ai = AiState(seats=seats, ethos=[], deck=deck, discard=[])


def ai_from_position(s: State, content: Content, position: Any) -> None:
    """The AI board, grudges, garrison markers and AI deck a position file gives.

    A city with an empty government marker (`government = {}`) holds the AI
    player's garrison marker; the AI cards named are on top of the deck."""
    if s.ai is None:
        return
    for pp in position.players:
        if not pp.ai:
            continue
        seat = s.ai.seats[pp.id]
        seat.advancements, seat.supply, seat.grudge = pp.advancement_count, pp.supply, pp.grudge
        seat.garrison = ""
        p = s.players[pp.id]
        p.cubes = dict.fromkeys(p.cubes, 0)  # no player board
        p.government = ""
        for city in pp.cities:
            if city.government is not None and not city.government.government:
                seat.garrison = city.area
                s.players[pp.id].government_city = city.area
                stack = stack_of(s, city.area, pp.id)
                for key, n in GARRISON.items():
                    stack.units[key] = stack.units.get(key, 0) + n
    s.ai.ethos = list(position.ai_ethos)
    for card in s.ai.ethos:
        if card in s.ethos_deck:
            s.ethos_deck.remove(card)
    top = list(position.decks.ai_cards)
    rest = sorted(set(s.ai.deck) - set(top))
    random.Random(s.seed).shuffle(rest)
    s.ai.deck = rest + top[::-1]
    s.ai.discard = []
