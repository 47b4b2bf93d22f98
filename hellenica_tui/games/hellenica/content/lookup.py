"""The content and board a state was set up with, looked up once per scenario."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hellenica_tui.engine.errors import IllegalCommand
from hellenica_tui.games.hellenica.content.loading import load_scenario
from hellenica_tui.games.hellenica.content.schema import Content, ContentError

if TYPE_CHECKING:  # the content sits beneath the state
    from hellenica_tui.games.hellenica.core.state import State

_CACHE: dict[tuple[str, str], Content] = {}


def remember(scenario: str, content: Content) -> None:
    """Use this content for states of `scenario` (tests build Content by hand)."""
    _CACHE[(scenario, content.hash)] = content


def content_for(scenario: str, content_hash: str | None = None) -> Content:
    """The content of `scenario` with this hash (None: the installed one): one
    remembered (kept in a save, made by a test) or else the installed files."""
    if content_hash is not None:
        kept = _CACHE.get((scenario, content_hash))
        if kept is not None:
            return kept
    content = load_scenario(scenario)
    if content_hash is not None and content.hash != content_hash:
        raise ContentError(scenario, "scenario", "this version of its rules data is not at hand")
    remember(scenario, content)
    return content


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
