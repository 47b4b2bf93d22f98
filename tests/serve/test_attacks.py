"""The SSH server and the web pages on 127.0.0.1, tried as an attacker would: two seats
connect, then each attack of the servers' limits is made in turn. Every connection is to
loopback, every wait is bounded, and the servers stop with the test."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from dataclasses import dataclass

import aiohttp
import asyncssh
import pytest

from hellenica_tui.seat.files import SAVE_AS_OFF
from hellenica_tui.serve import ssh, web
from hellenica_tui.serve.claims import REFUSAL, Claims, prepare
from hellenica_tui.serve.gate import Gate
from hellenica_tui.serve.limits import (
    FULL,
    ONE_SCREEN,
    TAKEN_OVER,
    Limits,
)
from tests.serve.conftest import new_game, screens_running
from tests.serve.seat_client import SeatClient

READY = "type a command"
UPGRADE = {"Connection": "Upgrade", "Upgrade": "websocket"}
LIMITS = Limits(max_screens=2, claim_timeout=2.0, free_failures=3, failure_window=30.0, stall_bytes=256 << 10)


@dataclass
class Servers:
    gate: Gate
    ssh_port: int
    web_port: int
    codes: dict[str, str]
    saves: dict[str, str]

    @property
    def web(self) -> str:
        return f"http://127.0.0.1:{self.web_port}"


@pytest.fixture
async def servers(tmp_path):
    async with serving(tmp_path, LIMITS) as running:
        yield running


@contextlib.asynccontextmanager
async def serving(tmp_path, limits: Limits):
    table = new_game(tmp_path / "saves" / "table.hsav", players="athens,sparta,thebes")
    other = new_game(tmp_path / "saves" / "other.hsav", players="corinth,troy")
    claims, _ = prepare(tmp_path / "claims.toml", [table, other])
    gate = Gate(Claims(claims.seats), limits)
    acceptor = await ssh.start(gate, "127.0.0.1", 0, ssh.host_key(tmp_path / "serve"))
    runner = await web.start(gate, "127.0.0.1", 0)
    codes = {c.seat: c.code for c in claims.seats}
    try:
        yield Servers(gate, acceptor.get_port(), runner.addresses[0][1], codes,
                      {"table": str(table), "other": str(other)})
    finally:
        acceptor.close()
        await acceptor.wait_closed()
        await runner.cleanup()
        for _ in range(300):  # every screen ended with its server (a hang-up, else killed after 3 s)
            if not screens_running():
                break
            await asyncio.sleep(0.1)
        assert not screens_running()


def open_descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


@contextlib.asynccontextmanager
async def seat(port: int, code: str, **kwargs):
    client = await SeatClient.connect(port, code, **kwargs)
    try:
        yield client
    finally:
        await client.close()


async def closed_within(reader: asyncio.StreamReader, seconds: float) -> bytes:
    """What the server sent before closing the connection (it must close it in time)."""
    return await asyncio.wait_for(reader.read(), seconds)


async def test_save_as_from_a_seat_writes_nothing_anywhere(servers, tmp_path):
    other = open(servers.saves["other"], "rb").read()
    async with seat(servers.ssh_port, servers.codes["athens"]) as athens:
        await athens.wait_for(READY)
        athens.type("\x13")  # ctrl+s
        await athens.wait_for("Not saved: a seat's screen plays")
    assert open(servers.saves["other"], "rb").read() == other
    assert sorted(p.name for p in (tmp_path / "saves").glob("*.hsav")) == ["other.hsav", "table.hsav"]
    assert SAVE_AS_OFF.startswith("Not saved: a seat's screen plays")


@pytest.mark.parametrize(("query", "where"), [
    ("?game=%C2%B2", "page ws"), ("?game=" + "1" * 5000, "page ws"), ("?width=%C2%B2", "ws"),
    ("?height=-1", "ws"), ("?fontsize=%C2%B2", "page"), ("?fontsize=" + "9" * 5000, "page"), ("?fontsize=0", "page"),
])
async def test_a_bad_query_string_is_400_with_one_line(servers, query, where):
    code = servers.codes["athens"]
    addresses = {"page": f"/play/{code}{query}", "ws": f"/play/{code}/ws{query}"}
    async with aiohttp.ClientSession(servers.web) as http:
        for address in (addresses[w] for w in where.split()):
            async with http.get(address, headers=UPGRADE if "/ws" in address else {}) as answer:
                text = await answer.text()
                assert answer.status == 400, (address, text)
                assert text.startswith("hellenica: ?") and text.count("\n") == 1
        async with http.get(f"/play/{code}/ws") as answer:  # no upgrade asked for
            assert answer.status == 400 and (await answer.text()).count("\n") == 1
    assert not screens_running()


async def test_an_oversized_pty_gets_a_screen_its_size_clamped_and_leaks_nothing(servers):
    before = open_descriptors()
    async with seat(servers.ssh_port, servers.codes["athens"], width=70000, height=30) as athens:
        await athens.wait_for(READY, timeout=60)
    for _ in range(50):
        if open_descriptors() <= before and not screens_running():
            break
        await asyncio.sleep(0.1)
    assert open_descriptors() <= before


async def test_one_session_channel_per_connection(servers):
    async with seat(servers.ssh_port, servers.codes["athens"]) as athens:
        await athens.wait_for(READY)
        second = await athens.conn.create_process(term_type="xterm", encoding=None)
        text = await asyncio.wait_for(second.stdout.read(), 10)
        await second.wait_closed()
        assert text.decode().strip() == ONE_SCREEN and second.exit_status == 1
        assert len(screens_running()) == 1


async def test_a_second_connection_takes_the_seat_over_and_the_first_is_told(servers):
    async with seat(servers.ssh_port, servers.codes["athens"]) as first:
        await first.wait_for(READY)
        async with seat(servers.ssh_port, servers.codes["athens"]) as second:
            await second.wait_for(READY)
            await first.wait_for(TAKEN_OVER)
            assert await first.finished(10) == 0
            assert len(screens_running()) == 1


async def test_beyond_the_cap_the_server_is_full(servers):
    async with seat(servers.ssh_port, servers.codes["athens"]) as athens, \
            seat(servers.ssh_port, servers.codes["sparta"]) as sparta:
        await athens.wait_for(READY)
        await sparta.wait_for(READY)
        async with seat(servers.ssh_port, servers.codes["thebes"]) as thebes:
            await thebes.wait_for(FULL)
        async with aiohttp.ClientSession(servers.web) as http, \
                http.get(f"/play/{servers.codes['corinth']}/ws", headers=UPGRADE) as answer:
            assert answer.status == 503 and (await answer.text()).strip() == FULL


async def test_a_typing_flood_is_held_back_not_queued(servers):
    async with seat(servers.ssh_port, servers.codes["athens"]) as athens:
        await athens.wait_for(READY)
        flood = b"\x1b" * (32 << 20)  # escape: the prompt's way out, nothing kept
        athens.process.stdin.write(flood)
        await asyncio.sleep(1)
        # the server takes what its screen reads: most of the flood still waits at the client
        assert athens.process.stdin.channel.get_write_buffer_size() > (16 << 20)


async def test_connections_that_claim_nothing_are_closed(servers):
    # a bare TCP connection to either port, sending nothing
    for port in (servers.ssh_port, servers.web_port):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await closed_within(reader, LIMITS.claim_timeout + 5)
        writer.close()
    # a slowloris: a request's head one byte at a time
    reader, writer = await asyncio.open_connection("127.0.0.1", servers.web_port)
    writer.write(b"GET /play/x HTTP/1.1\r\n")

    async def dribble() -> None:
        with contextlib.suppress(ConnectionError):
            for _ in range(40):
                writer.write(b"X")
                await writer.drain()
                await asyncio.sleep(0.25)

    task = asyncio.create_task(dribble())
    await closed_within(reader, LIMITS.claim_timeout + 5)
    task.cancel()
    writer.close()
    # an SSH login with a valid code that opens no screen
    _conn, client = await asyncssh.create_connection(
        Lost, "127.0.0.1", servers.ssh_port, username=servers.codes["athens"],
        known_hosts=None, client_keys=None, agent_path=None)
    # closed in time (asyncssh's client keeps no reason for a close "by application")
    await asyncio.wait_for(client.lost.wait(), LIMITS.claim_timeout + 5)
    # a wrong code: one line, then the connection goes
    wrong = await SeatClient.connect(servers.ssh_port, "someone", password="wrong")
    assert await wrong.finished(10) == 1 and wrong.text().strip() == REFUSAL
    await asyncio.wait_for(wrong.conn.wait_closed(), 10)


class Lost(asyncssh.SSHClient):
    """A client that notes why its connection ended."""

    def __init__(self) -> None:
        self.reason: Exception | None = None
        self.lost = asyncio.Event()

    def connection_lost(self, exc: Exception | None) -> None:
        self.reason = exc
        self.lost.set()


async def test_wrong_codes_are_slowed_after_a_few_from_one_address(servers):
    for _ in range(LIMITS.free_failures):
        client = await SeatClient.connect(servers.ssh_port, "someone", password="abcd-efgh-jkmn")
        assert await client.finished(10) == 1
        await client.close()
    # now even the right code waits, on either port
    client = await SeatClient.connect(servers.ssh_port, servers.codes["athens"], width=80, height=24)
    assert await client.finished(10) == 1
    assert "too many wrong invite codes from your address" in client.text()
    await client.close()
    async with aiohttp.ClientSession(servers.web) as http, http.get(f"/play/{servers.codes['athens']}") as answer:
        assert answer.status == 429 and "too many wrong invite codes" in await answer.text()


async def test_a_killed_screen_is_told_and_its_seat_reconnects(servers):
    async with seat(servers.ssh_port, servers.codes["athens"]) as athens:
        await athens.wait_for(READY)
        (pid,) = screens_running()
        os.kill(int(pid), signal.SIGKILL)
        await athens.wait_for("your screen ended (stopped by SIGKILL)")
        await athens.finished(10)
    async with seat(servers.ssh_port, servers.codes["athens"]) as again:
        await again.wait_for(READY)


async def web_screen(http: aiohttp.ClientSession, code: str, **headers: str):
    return await http.ws_connect(f"/play/{code}/ws?width=100&height=30", headers=headers)


async def received_until_closed(socket: aiohttp.ClientWebSocketResponse, seconds: float) -> bytes:
    got = b""

    async def read() -> None:
        nonlocal got
        async for message in socket:
            if message.type == aiohttp.WSMsgType.BINARY:
                got += message.data

    await asyncio.wait_for(read(), seconds)
    return got


async def test_the_web_socket_tells_a_killed_screen_and_a_takeover_and_checks_its_origin(servers):
    async with aiohttp.ClientSession(servers.web) as http:
        async with http.get(f"/play/{servers.codes['sparta']}/ws",
                            headers={"Origin": "http://evil.example"}) as answer:
            assert answer.status == 403 and "from its own page only" in await answer.text()
        socket = await web_screen(http, servers.codes["sparta"], Origin=servers.web)
        for _ in range(300):
            if screens_running():
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(3)  # the screen is up
        (pid,) = screens_running()
        os.kill(int(pid), signal.SIGKILL)
        told = await received_until_closed(socket, 20)
        assert b"your screen ended (stopped by SIGKILL)" in told
        # the seat comes back, and the same seat opened over SSH takes it over
        socket = await web_screen(http, servers.codes["sparta"])
        await asyncio.sleep(2)
        async with seat(servers.ssh_port, servers.codes["sparta"]) as sparta:
            told = await received_until_closed(socket, 30)
            assert TAKEN_OVER.encode() in told
            await sparta.wait_for(READY)


async def test_a_client_that_stops_reading_is_let_go_and_holds_up_no_screen(servers):
    async with seat(servers.ssh_port, servers.codes["athens"], width=200, height=60) as athens, \
            seat(servers.ssh_port, servers.codes["sparta"], width=80, height=24) as sparta:
        await athens.wait_for(READY)
        await sparta.wait_for(READY)
        athens._reader.cancel()  # athens reads no more: its window fills, then the server's buffer
        athens.process.channel.pause_reading()
        for n in range(200):  # each resize draws the whole screen again
            athens.process.change_terminal_size(200 + n % 2, 60)
            await asyncio.sleep(0.02)
            if len(screens_running()) == 1:
                break
        for _ in range(100):
            if len(screens_running()) == 1:
                break
            await asyncio.sleep(0.1)
        assert len(screens_running()) == 1  # athens's screen let go; sparta's plays on
        sparta.type(":say still here\r")
        await sparta.wait_for("still here")


async def test_a_screen_whose_client_stops_reading_plays_on(tmp_path):
    """Its output is read on whoever reads it: its keys, its commands (and the AI seats it
    may host, on the same loop) go on while nothing of it reaches the client."""
    async with serving(tmp_path, Limits(max_screens=4, stall_bytes=256 << 20)) as servers, \
            seat(servers.ssh_port, servers.codes["athens"], width=200, height=60, window=1 << 16) as athens, \
            seat(servers.ssh_port, servers.codes["sparta"], width=80, height=24) as sparta:
        await athens.wait_for(READY)
        await sparta.wait_for(READY)
        athens._reader.cancel()
        athens.process.channel.pause_reading()
        for n in range(120):  # whole screens drawn again: far more than the client's window
            athens.process.change_terminal_size(200 + n % 2, 60)
            await asyncio.sleep(0.02)
        await asyncio.sleep(2)
        athens.type(":say athens still plays\r")
        await sparta.wait_for("athens still plays", timeout=30)


async def test_a_screen_that_cannot_start_is_told_and_leaves_nothing_open(servers, monkeypatch):
    from hellenica_tui.serve import ssh as ssh_module

    monkeypatch.setattr(ssh_module, "seat_argv", lambda claim: ["/nonexistent/hellenica-screen"])
    before = open_descriptors()
    for _ in range(5):
        async with seat(servers.ssh_port, servers.codes["athens"]) as athens:
            await athens.wait_for("the server cannot open a screen now (No such file or directory)")
            assert await athens.finished(10) == 0
    await asyncio.sleep(0.5)
    assert open_descriptors() <= before
    assert not servers.gate.screens.live  # its seat is free again


async def test_beyond_the_connections_allowed_a_port_answers_full_at_once(tmp_path):
    limits = Limits(max_screens=1, claim_timeout=20.0)
    async with serving(tmp_path, limits) as servers:
        for port in (servers.ssh_port, servers.web_port):
            held = [await asyncio.open_connection("127.0.0.1", port) for _ in range(limits.max_connections)]
            await asyncio.sleep(0.3)
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            told = await closed_within(reader, 5)  # at once, not after the claim timeout
            if port == servers.web_port:
                assert told.startswith(b"HTTP/1.1 503") and told.endswith(FULL.encode() + b"\n")
            for _, w in [*held, (reader, writer)]:
                w.close()
            await asyncio.sleep(0.3)
        # once they are gone, a seat opens again
        async with seat(servers.ssh_port, servers.codes["athens"]) as athens:
            await athens.wait_for(READY)
