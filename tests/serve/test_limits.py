"""The servers' limits without a network: sizes, wrong claims by address, screens per seat
and in all, the log's rate."""

from __future__ import annotations

import asyncio
import logging

import pytest

from hellenica_tui.serve.claims import SeatClaim, looks_like_code, new_code
from hellenica_tui.serve.limits import FULL, MAX_HEIGHT, MAX_WIDTH, TAKEN_OVER, Limits, Throttle, clamp_size
from hellenica_tui.serve.logs import OneLine, RateLimit
from hellenica_tui.serve.screens import Refused, Screens


def test_a_terminal_size_is_clamped_to_what_a_screen_draws():
    assert clamp_size(70000, 30) == (MAX_WIDTH, 30)
    assert clamp_size(65535, 65535) == (MAX_WIDTH, MAX_HEIGHT)
    assert clamp_size(0, -3) == (80, 24)
    assert clamp_size("120", None) == (80, 24)
    assert clamp_size(100, 30) == (100, 30)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_wrong_claims_from_one_address_wait_after_a_few_and_others_do_not():
    clock = Clock()
    throttle = Throttle(Limits(free_failures=3, failure_window=60), clock=clock)
    for _ in range(3):
        assert throttle.wait("10.0.0.1") == 0
        throttle.failed("10.0.0.1")
        clock.now += 1
    assert throttle.wait("10.0.0.1") == 57  # until the first of the three (at 1000) is a minute old
    assert "try again in 57 s" in throttle.refusal("10.0.0.1")
    assert throttle.wait("10.0.0.2") == 0 and throttle.refusal("10.0.0.2") == ""
    clock.now += 57
    assert throttle.wait("10.0.0.1") == 0


def test_the_record_of_addresses_stays_bounded():
    throttle = Throttle(Limits(), clock=Clock())
    for n in range(Throttle.MAX_ADDRESSES + 50):
        throttle.failed(f"10.{n >> 16}.{(n >> 8) & 255}.{n & 255}")
    assert len(throttle._failures) == Throttle.MAX_ADDRESSES


def test_a_code_as_serve_makes_it_is_known_from_a_name():
    assert looks_like_code(new_code()) and looks_like_code("K7F3 9QPA X2M4")
    assert not looks_like_code("athens-player") and not looks_like_code("root")


A = SeatClaim(save="/a.hsav", seat="athens")
B = SeatClaim(save="/a.hsav", seat="sparta")
C = SeatClaim(save="/b.hsav", seat="athens")


async def test_a_seat_opened_again_takes_it_over_and_the_first_is_told():
    screens = Screens(Limits(max_screens=2))
    first_told = []

    async def first() -> None:
        async with screens.open(A) as hold:
            await hold.ended.wait()
            first_told.append(hold.notice)

    task = asyncio.create_task(first())
    await asyncio.sleep(0)
    async with screens.open(A):
        assert first_told == [TAKEN_OVER]
        assert screens.count() == 1
    await task
    assert screens.count() == 0


async def test_beyond_the_cap_a_screen_is_refused_with_the_full_line():
    screens = Screens(Limits(max_screens=2))
    async with screens.open(A), screens.open(B):
        with pytest.raises(Refused, match="the server is full"):
            async with screens.open(C):
                pass
        assert str(Refused(FULL)) == FULL
    async with screens.open(C):  # room again
        pass


def record(msg: str, *args: object) -> logging.LogRecord:
    return logging.LogRecord("aiohttp.server", logging.ERROR, __file__, 1, msg, args, None)


def test_log_lines_of_one_kind_are_let_through_a_few_times_a_minute():
    clock = Clock()
    limit = RateLimit(burst=3, window=60, clock=clock)
    passed = [limit.filter(record("Error handling request from %s", n)) for n in range(1000)]
    assert passed.count(True) == 3
    assert limit.filter(record("another kind"))
    clock.now += 61
    again = record("Error handling request from %s", 1)
    assert limit.filter(again)
    assert "and 997 more like it in the last 60 s" in again.getMessage()


def test_a_logged_exception_is_one_line():
    try:
        raise OSError(24, "Too many open files")
    except OSError:
        import sys

        rec = logging.LogRecord("asyncio", logging.ERROR, __file__, 1, "socket.accept() out of system resource\nsocket: x",
                                (), sys.exc_info())
    text = OneLine().format(rec)
    assert "\n" not in text and text.endswith("OSError: [Errno 24] Too many open files")


class StalledSocket:
    """A page that reads nothing: every send waits forever."""

    def __init__(self) -> None:
        self.sent: list[bytes | str] = []

    async def send_bytes(self, data: bytes) -> None:
        self.sent.append(data)
        await asyncio.Event().wait()

    send_str = send_bytes


async def test_a_screen_never_waits_for_a_page_that_stops_reading():
    from hellenica_tui.serve.webgate import Outbox

    socket = StalledSocket()
    outbox = Outbox(socket, limit=1000)  # type: ignore[arg-type]
    sender = asyncio.create_task(outbox.send())
    try:
        for _ in range(50):  # each returns at once, though nothing is read
            await asyncio.wait_for(outbox.put_bytes(b"x" * 100), 1)
        await asyncio.sleep(0)
        assert outbox.full.is_set()
        assert outbox.size <= 1100  # what is kept stays bounded: the page is let go
        assert len(socket.sent) == 1
    finally:
        sender.cancel()
