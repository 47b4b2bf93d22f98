"""Waiting in pilots for what a screen's timers do, however loaded the machine is."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

STEP = 0.05  # seconds between two looks


async def _held(condition: Callable[[], bool], seconds: float, pause: Callable[[], Awaitable[object]]) -> bool:
    for _ in range(int(seconds / STEP)):
        if condition():
            return True
        await pause()
    return condition()


async def until(pilot, condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Pauses until `condition` holds (a timer has fired), failing after `seconds`."""
    assert await _held(condition, seconds, lambda: pilot.pause(STEP))


async def eventually(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Whether `condition` holds within `seconds`, the app left to run on its own meanwhile
    (no pilot pauses, which would poke the screen into drawing)."""
    return await _held(condition, seconds, lambda: asyncio.sleep(STEP))


async def ai_settled(pilot, screen, seconds: float = 10.0) -> None:
    """Pauses until no AI command is on its way on the game `screen` (the AI thinks in a
    worker thread, so even '.' finishes a few frames after it was pressed)."""
    await until(pilot, lambda: not screen.ai_busy, seconds)
