"""Waiting in pilots for what a screen's timers do, however loaded the machine is."""

from __future__ import annotations

from collections.abc import Callable


async def until(pilot, condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Pauses until `condition` holds (a timer has fired), failing after `seconds`."""
    for _ in range(int(seconds / 0.05)):
        if condition():
            return
        await pilot.pause(0.05)
    assert condition()


async def ai_settled(pilot, screen, seconds: float = 10.0) -> None:
    """Pauses until no AI command is on its way on the game `screen` (the AI thinks in a
    worker thread, so even '.' finishes a few frames after it was pressed)."""
    await until(pilot, lambda: not screen.ai_busy, seconds)
