"""How an AI player's objectives are judged, since the AI board tracks no details.

The rules judge victory at upkeep, so the functions live with them
(`mechanics.ai_victory`); they read the map as an `AiMap` does.
"""

from hellenica_tui.games.hellenica.mechanics.ai_victory import (
    ETHOS_COUNTED,
    LAND_UNITS,
    SETTLEMENT_ETHOS,
    SETTLEMENT_STEPS,
    advancement_objectives_met,
    assumed_mine_upgrades,
    controlled_settlements,
    objectives_met,
    settlement_ethos_met,
)

__all__ = [
    "ETHOS_COUNTED", "LAND_UNITS", "SETTLEMENT_ETHOS", "SETTLEMENT_STEPS", "advancement_objectives_met",
    "assumed_mine_upgrades", "controlled_settlements", "objectives_met", "settlement_ethos_met",
]
