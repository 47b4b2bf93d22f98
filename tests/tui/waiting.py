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
