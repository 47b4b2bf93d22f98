"""The title screen's New game, then a game picked by its place in the list offered."""

from __future__ import annotations

from typing import Any


async def new_game_of(pilot: Any, ident: str) -> None:
    """Press n, then down to the game `ident` in the picker's list, then Enter: its form."""
    from hellenica_tui.games import registry

    listed = [g.facts.id for g in registry.games()]
    await pilot.press("n")
    await pilot.pause()
    await pilot.press(*["down"] * listed.index(ident), "enter")
    await pilot.pause()
