"""A frame Textual drops while updates are held is drawn once they are let go.

Textual holds every update while a batch is open (`App.batch_update`), and a widget
built again (the footer when the keys change, a Markdown page) keeps one open across
its awaits. A screen that comes up meanwhile (a dialog opening after a command) lays
itself out and hands its first frame to the app, which drops it, and its dirty parts
are marked clean: nothing draws the dialog until something else happens to that
screen (a resize did). Here the app notes a frame dropped so, and once the last
batch closes draws the top screen again whole: frame_diff writes only the cells
that differ from what the terminal shows, so that costs what was missed, no more.
"""

from __future__ import annotations

from rich.console import RenderableType
from textual.app import App
from textual.screen import Screen


class DrawsHeldFrames(App[None]):
    """An app that draws again what it dropped while its updates were held."""

    _dropped_frame = False

    def _display(self, screen: Screen[object], renderable: RenderableType | None) -> None:
        if renderable is not None and self._batch_count:
            self._dropped_frame = True  # Textual returns without writing it
        super()._display(screen, renderable)

    def _end_batch(self) -> None:
        super()._end_batch()
        if not self._batch_count and self._dropped_frame and self._screen_stack:
            self._dropped_frame = False
            self.screen.refresh()  # the whole screen, written as only what differs
