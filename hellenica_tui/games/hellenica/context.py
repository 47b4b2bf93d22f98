"""The content and board a state was set up with, looked up once per scenario."""

from __future__ import annotations

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.board import Board
from hellenica_tui.games.hellenica.content import Content, load_scenario
from hellenica_tui.games.hellenica.state import State

_CACHE: dict[tuple[str, str], Content] = {}


def remember(scenario: str, content: Content) -> None:
    """Use this content for states of `scenario` (tests build Content by hand)."""
    _CACHE[(scenario, content.hash)] = content


def content_of(state: State) -> Content:
    key = (state.scenario, state.content_hash)
    content = _CACHE.get(key)
    if content is None:
        content = load_scenario(state.scenario)
        if content.hash != state.content_hash:
            raise IllegalCommand(
                f"the scenario {state.scenario!r} has changed since this game began; its rules no longer match"
            )
        _CACHE[key] = content
    return content


def board_of(state: State) -> Board:
    return Board.of(content_of(state))
