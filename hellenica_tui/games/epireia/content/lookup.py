"""The content a game plays with, found by its scenario and hash."""

from __future__ import annotations

from hellenica_tui.games.epireia.content.loading import load_scenario
from hellenica_tui.games.epireia.content.tables import Content

_by_hash: dict[str, Content] = {}


def remember(content: Content) -> None:
    """Keep a content read from a save, found by its hash from now on."""
    _by_hash[content.hash] = content


def content_for(scenario: str, content_hash: str | None = None) -> Content:
    """The installed scenario, or the one of `content_hash` read before; raises
    ValueError when that version is not at hand."""
    if content_hash is not None and content_hash in _by_hash:
        return _by_hash[content_hash]
    content = load_scenario(scenario)
    _by_hash[content.hash] = content
    if content_hash is not None and content.hash != content_hash:
        raise ValueError(f"the {scenario!r} scenario of version {content_hash[:8]} is not at hand")
    return content
