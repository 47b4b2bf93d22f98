"""Who is an AI player (`is_ai`, kept with the state), and its seat of the AI state."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.ai_seats.state import AiSeat
from hellenica_tui.games.hellenica.core.state import State

# AI players always sea-transport as if they held this advancement.
TRANSPORT_ADVANCEMENT = "copper_banding"
SHARED_ETHOS = 3  # Ethos cards dealt face down for the AI players
WALLS, WONDER = "city_walls", "wonder"


def seat_of(s: State, player: str) -> AiSeat:
    if s.ai is None or player not in s.ai.seats:
        raise IllegalCommand(f"{player} is not an AI player")
    return s.ai.seats[player]
