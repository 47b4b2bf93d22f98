"""A few screens start at once: the next waits till one has drawn its first frame."""

from __future__ import annotations

import asyncio

import pytest

from hellenica_tui.serve import starting
from hellenica_tui.serve.starting import Starting


@pytest.fixture(autouse=True)
def _short(monkeypatch):
    monkeypatch.setattr(starting, "QUIET", 0.05)
    monkeypatch.setattr(starting, "LONGEST", 0.5)


async def _second_waits(slots: Starting, first_did) -> bool:
    """Whether a second screen got its slot within 0.3 s of the first doing `first_did`."""
    got = asyncio.Event()

    async def second() -> None:
        async with slots.slot():
            got.set()

    async with slots.slot() as first:
        task = asyncio.create_task(second())
        await asyncio.sleep(0.1)
        assert not got.is_set()  # one at a time
        first_did(first)
        try:
            await asyncio.wait_for(got.wait(), 0.3)
        except TimeoutError:
            return False
        finally:
            await asyncio.sleep(0)
    await task
    return True


async def test_the_next_screen_starts_once_the_first_has_drawn_its_frame():
    assert await _second_waits(Starting(1), lambda first: first.output(starting.FRAME_BYTES))


async def test_the_terminals_setup_alone_is_no_frame():
    assert not await _second_waits(Starting(1), lambda first: first.output(40))


async def test_a_screen_that_never_draws_holds_its_slot_no_longer_than_the_longest():
    slots = Starting(1)
    async with slots.slot() as first:
        await asyncio.sleep(0.7)
        assert not first.held
        async with slots.slot() as second:
            assert second.held


async def test_a_screen_that_ends_lets_its_slot_go_and_the_limit_holds():
    slots = Starting(2)
    inside = []

    async def screen(n: int) -> None:
        async with slots.slot():
            inside.append(n)
            await asyncio.sleep(0.05)
            inside.remove(n)

    async def count() -> int:
        most = 0
        for _ in range(40):
            most = max(most, len(inside))
            await asyncio.sleep(0.01)
        return most

    _, most = await asyncio.gather(asyncio.gather(*(screen(n) for n in range(6))), count())
    assert most == 2
