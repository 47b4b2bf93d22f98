"""A new game of Hellenica from the new-game form's choices (or the guided game's)."""

from __future__ import annotations

from hellenica_tui.seat.session import GameSession


def new_game(
    scenario: str, city_states: list[str], seed: int, settings: dict[str, bool | str], ai: list[str] | None = None,
    expert: list[str] | None = None, level: str = "",
) -> GameSession:
    """The city-states in `ai` are played by the AI: the expert AI at `level` (easy,
    normal or hard; normal when none) for those also in `expert`, the rulebook AI for the others."""
    return GameSession.new(
        city_states, seed, settings, scenario=scenario, ai=ai or (), expert=expert or (), level=level
    )
