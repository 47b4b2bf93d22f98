"""The commands an AI seat may give now."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command
from hellenica_tui.games.hellenica.ai_seats.commands import (
    AiIdle,
    AiProduce,
    AiSetup,
    AiSupply,
)
from hellenica_tui.games.hellenica.content.schema import Content
from hellenica_tui.games.hellenica.core.feature import Rules
from hellenica_tui.games.hellenica.core.state import ACTION, PATRON, State, is_ai
from hellenica_tui.games.hellenica.economy.commands import Pass

# -- the commands an AI seat may give now --------------------------------------------------------


def ai_candidates(rules: Rules, s: State, content: Content, player: str) -> list[Command] | None:
    if not is_ai(s, player) or s.movement is not None or s.combat is not None:
        return None
    if s.phase == PATRON:
        return [AiSetup()]
    if s.phase == ACTION and s.active == player and not s.pending:
        areas = sorted(a for a, st in s.areas.items() if player in st.units)
        return [AiProduce(), AiIdle(), Pass(), *(AiSupply(area=a) for a in areas)]
    return None

