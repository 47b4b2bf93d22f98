"""The scenario a War screen draws: its map and tables, as the game being played keeps them."""

from __future__ import annotations

from hellenica_tui.games.war.content.schema import Content
from hellenica_tui.seat.play import Session


def content_of(session: Session) -> Content:
    from hellenica_tui.games.war.ruleset import RULESET

    state = session.state
    return RULESET.content(state.scenario, state.content_hash)
