"""A pilot's app writing to a terminal emulator (pyte), as the real driver writes to a
terminal: the frames Textual hands its driver, nothing else, so a test compares what the
player sees with the screen drawn whole."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pyte
from textual.drivers import headless_driver

from hellenica_tui.tui import frame_diff
from tests.tui.test_partial_rows import cells


class Terminal:
    """The emulated terminal the app of `driven()` writes to."""

    screen: pyte.Screen | None = None
    stream: pyte.Stream | None = None

    def text(self) -> str:
        assert self.screen is not None
        return "\n".join(self.screen.display)


@contextmanager
def driven() -> Iterator[Terminal]:
    """While open, `run_test` gives its app a driver that writes to an emulated terminal
    (of the size the app is run at)."""
    shown = Terminal()
    original = headless_driver.HeadlessDriver

    class Writing(original):  # type: ignore[misc,valid-type]
        @property
        def is_headless(self) -> bool:
            return False  # so Textual writes its frames

        def write(self, data: str) -> None:
            if shown.screen is None:
                width, height = self._get_terminal_size()
                shown.screen = pyte.Screen(width, height)
                shown.stream = pyte.Stream(shown.screen)
            assert shown.stream is not None
            shown.stream.feed(data)

        def flush(self) -> None:
            pass

    headless_driver.HeadlessDriver = Writing  # type: ignore[misc]
    try:
        yield shown
    finally:
        headless_driver.HeadlessDriver = original  # type: ignore[misc]


def repainted(app) -> list[list[tuple]]:
    """What the terminal would show were the whole screen written now, as Textual writes it."""
    from textual._compositor import LayoutUpdate

    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate)
    width, height = app.size
    screen = pyte.Screen(width, height)
    pyte.Stream(screen).feed(frame_diff.TEXTUAL_RENDER(update, app.console))
    return cells(screen)
