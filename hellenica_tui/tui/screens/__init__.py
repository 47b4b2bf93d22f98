"""The app's screens, one module each, and what they share."""

from __future__ import annotations

from textual.screen import Screen


def closed(screen: Screen) -> bool:
    """Whether `screen` was taken off the stack before its widgets were mounted (a
    key pressed the moment it opened, a terminal resized back at once): its Mount
    still comes, and must not look for widgets that never will."""
    return screen not in screen.app.screen_stack
