"""The app's screens, one module each, and what they share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from textual.screen import Screen

if TYPE_CHECKING:
    from hellenica_tui.tui.app import HellenicaApp


def app_of(screen: Screen[Any]) -> HellenicaApp:
    """The running app as ours, for what it does for every screen (open a save, start
    a game, keep the AI pace): Textual types `screen.app` as any App."""
    return cast("HellenicaApp", screen.app)


def closed(screen: Screen[Any]) -> bool:
    """Whether `screen` was taken off the stack before its widgets were mounted (a
    key pressed the moment it opened, a terminal resized back at once): its Mount
    still comes, and must not look for widgets that never will. So is a screen of
    an app that is ending: a call it scheduled from another thread (a save
    watcher's) may come while its widgets are being taken down."""
    return not screen.is_attached or screen not in screen.app.screen_stack
