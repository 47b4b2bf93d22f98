"""An app that knows when its first frame is drawn (`after_first_frame`), to start
then what may wait for it: on a slow or busy machine, work timed from the start
would otherwise run before the first frame and delay it."""

from __future__ import annotations

from rich.console import RenderableType
from textual.app import App
from textual.screen import Screen


class KnowsFirstFrame(App[None]):
    _first_frame_shown = False

    def _display(self, screen: Screen[object], renderable: RenderableType | None) -> None:
        super()._display(screen, renderable)
        # Textual writes nothing while updates are held (a batch): that frame is not shown.
        if renderable is not None and not self._batch_count and not self._first_frame_shown:
            self._first_frame_shown = True
            self.call_later(self.after_first_frame)

    def after_first_frame(self) -> None:
        """Called once, just after the first frame is written."""
