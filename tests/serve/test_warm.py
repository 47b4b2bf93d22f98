"""Seats' screens, SSH and web, forked from a warm process that has the game imported already."""

from __future__ import annotations

import asyncio
import os
import signal
import time

from hellenica_tui.serve import ssh
from hellenica_tui.serve.claims import prepare
from hellenica_tui.serve.gate import Gate
from hellenica_tui.serve.warm import Warm
from tests.serve.conftest import new_game, screens_running
from tests.serve.seat_client import SeatClient

READY = "type a command"


async def test_screens_forked_from_the_warm_process_play_heal_and_end_with_it(tmp_path):
    save = new_game(tmp_path / "saves" / "table.hsav")
    claims, _ = prepare(tmp_path / "claims.toml", [save])
    codes = {c.seat: c.code for c in claims.seats}
    warm = Warm()
    await warm.start()
    assert warm.process is not None and await warm.ready(60)  # it has imported the game and drawn a screen
    gate = Gate(claims)
    gate.warm = warm
    acceptor = await ssh.start(gate, "127.0.0.1", 0, ssh.host_key(tmp_path / "serve"))
    port = acceptor.get_port()
    try:
        began = time.monotonic()
        athens = await SeatClient.connect(port, codes["athens"])
        sparta = await SeatClient.connect(port, codes["sparta"], width=80, height=24)
        await athens.wait_for(READY)
        await sparta.wait_for(READY)
        took = time.monotonic() - began
        athens.type(":say forked hello\r")
        await sparta.wait_for("forked hello")
        forked = _children(warm.process.pid)
        assert len(forked) == 2  # forked, not spawned anew
        os.kill(forked[0], signal.SIGKILL)  # a killed screen is told, and its seat comes back
        told = "your screen ended (stopped by SIGKILL)"
        for _ in range(100):
            if any(told in client.text() for client in (athens, sparta)):
                break
            await asyncio.sleep(0.1)
        assert sum(told in client.text() for client in (athens, sparta)) == 1
        for client in (athens, sparta):
            await client.close()
        again = await SeatClient.connect(port, codes["athens"])
        await again.wait_for(READY)
        await again.close()
        assert took < 30
    finally:
        acceptor.close()
        await acceptor.wait_closed()
        await warm.close()
    assert warm.process.returncode is not None  # the warm process ends with its server
    for _ in range(100):
        if not _alive(forked[1]):
            break
        await asyncio.sleep(0.1)
    assert not _alive(forked[1]) and not screens_running()


async def test_without_the_warm_process_screens_are_spawned_as_before(tmp_path):
    save = new_game(tmp_path / "saves" / "table.hsav")
    claims, _ = prepare(tmp_path / "claims.toml", [save])
    warm = Warm()
    await warm.start()
    assert warm.process is not None
    warm.process.kill()
    await warm.process.wait()
    for _ in range(50):
        if not warm.alive:
            break
        await asyncio.sleep(0.1)
    assert not warm.alive
    gate = Gate(claims)
    gate.warm = warm
    acceptor = await ssh.start(gate, "127.0.0.1", 0, ssh.host_key(tmp_path / "serve"))
    try:
        client = await SeatClient.connect(acceptor.get_port(), claims.seats[0].code)
        await client.wait_for(READY)
        await client.close()
    finally:
        acceptor.close()
        await acceptor.wait_closed()
        await warm.close()


def _stat(pid: int) -> list[str]:
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()


def _alive(pid: int) -> bool:
    try:
        return _stat(pid)[0] != "Z"
    except FileNotFoundError:
        return False


def _children(parent: int) -> list[int]:
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if int(_stat(int(pid))[1]) == parent and _stat(int(pid))[0] != "Z":
                found.append(int(pid))
        except (FileNotFoundError, ProcessLookupError):
            continue
    return sorted(found)


async def _web_screen(http, code: str):
    """A page's socket and its terminal, once the seat's screen shows."""
    import aiohttp
    import pyte

    screen = pyte.Screen(100, 30)
    stream = pyte.ByteStream(screen)
    socket = await http.ws_connect(f"/play/{code}/ws?width=100&height=30")

    async def until_ready() -> None:
        async for message in socket:
            if message.type == aiohttp.WSMsgType.BINARY:
                stream.feed(message.data)
                if READY in "\n".join(screen.display):
                    return

    await asyncio.wait_for(until_ready(), 60)
    return socket, screen, stream


async def _told_until_closed(socket) -> bytes:
    import aiohttp

    got = b""
    async for message in socket:
        if message.type == aiohttp.WSMsgType.BINARY:
            got += message.data
    return got


async def test_web_screens_are_forked_from_the_warm_process_too(tmp_path):
    import aiohttp

    from hellenica_tui.serve import web

    save = new_game(tmp_path / "saves" / "table.hsav")
    claims, _ = prepare(tmp_path / "claims.toml", [save])
    codes = {c.seat: c.code for c in claims.seats}
    warm = Warm()
    await warm.start()
    assert warm.process is not None and await warm.ready(60)
    gate = Gate(claims)
    gate.warm = warm
    runner = await web.start(gate, "127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{runner.addresses[0][1]}") as http:
            athens, _, _ = await _web_screen(http, codes["athens"])
            sparta, screen, stream = await _web_screen(http, codes["sparta"])
            forked = _children(warm.process.pid)
            assert len(forked) == 2 and not set(forked) & set(_children(os.getpid()))  # forked, not spawned anew
            await athens.send_json(["stdin", ":say forked on the web\r"])

            async def heard() -> None:
                async for message in sparta:
                    if message.type == aiohttp.WSMsgType.BINARY:
                        stream.feed(message.data)
                        if "forked on the web" in "\n".join(screen.display):
                            return

            await asyncio.wait_for(heard(), 30)
            os.kill(forked[1], signal.SIGKILL)  # sparta's: told, and the seat comes back
            told = await asyncio.wait_for(_told_until_closed(sparta), 20)
            assert b"your screen ended (stopped by SIGKILL)" in told
            again, _, _ = await _web_screen(http, codes["sparta"])
            now = _children(warm.process.pid)
            assert len(now) == 2 and forked[1] not in now
            forked = sorted({*forked, *now})
            await again.close()
            await athens.close()
    finally:
        await runner.cleanup()
        await warm.close()
    assert warm.process.returncode is not None  # the warm process ends with its server
    for _ in range(100):
        if not any(map(_alive, forked)):
            break
        await asyncio.sleep(0.1)
    assert not any(map(_alive, forked)) and not screens_running()


async def test_without_the_warm_process_web_screens_are_spawned_as_before(tmp_path):
    import aiohttp

    from hellenica_tui.serve import web

    save = new_game(tmp_path / "saves" / "table.hsav")
    claims, _ = prepare(tmp_path / "claims.toml", [save])
    warm = Warm()
    await warm.start()
    assert warm.process is not None
    warm.process.kill()
    await warm.process.wait()
    for _ in range(50):
        if not warm.alive:
            break
        await asyncio.sleep(0.1)
    gate = Gate(claims)
    gate.warm = warm
    runner = await web.start(gate, "127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession(f"http://127.0.0.1:{runner.addresses[0][1]}") as http:
            socket, _, _ = await _web_screen(http, claims.seats[0].code)
            assert screens_running()  # a screen spawned anew, the seat's as before
            await socket.close()
    finally:
        await runner.cleanup()
        await warm.close()


async def test_screens_are_not_forked_from_it_before_it_has_warmed():
    """Until the warm process says it is warm, a seat's screen starts as a new interpreter
    rather than wait behind the warming."""
    warm = Warm()
    await warm.start()
    try:
        assert warm.process is not None and not warm.alive  # imports and draws a screen first
        assert await warm.ready(60) and warm.alive
    finally:
        await warm.close()
