"""Round 1 of an AI's turn: what the production section of its AI card gives.

The rules apply production themselves when an AI card is revealed, so the
functions live with the rules (`mechanics.ai_production`); they read the map
through a small protocol that `AiMap` meets.
"""

from hellenica_tui.games.hellenica.mechanics.ai_production import (
    AiBoard,
    AiHoldings,
    Produced,
    produce,
    production_column,
    start_board,
    walls_city,
    wonder_city,
)

__all__ = [
    "AiBoard", "AiHoldings", "Produced", "produce", "production_column", "start_board", "walls_city", "wonder_city",
]
