"""A seat's screen ends with the server that started it, however the server ends: killed
outright, it can close nothing, and a screen left running would go on for nobody (as the
host of the game's AI seats, playing them)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from hellenica_tui.serve.claims import SeatClaim
from hellenica_tui.serve.terminal import seat_argv
from hellenica_tui.serve.web import DRIVER
from tests.serve.conftest import new_game

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

# A server of one screen, in a process of its own to be killed: it prints the screen's pid.
TERMINAL_SERVER = """
import asyncio, os, signal, sys
from hellenica_tui.serve.terminal import PtyChild

signal.signal(signal.SIGHUP, signal.SIG_IGN)  # as under nohup: its children inherit that

async def main():
    child = PtyChild(sys.argv[1:], 80, 24, {**os.environ, "TERM": "xterm-256color"})
    await child.start()
    await child.read()  # its first output: the screen runs
    print(child.process.pid, flush=True)
    while await child.read():
        pass

asyncio.run(main())
"""
WEB_SERVER = """
import os, signal, subprocess, sys, time
signal.signal(signal.SIGHUP, signal.SIG_IGN)  # as under nohup
env = {**os.environ, "TEXTUAL_DRIVER": sys.argv[1], "COLUMNS": "80", "ROWS": "24"}
screen = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
while b"__GANGLION__" not in screen.stdout.readline():  # the driver's first words: the app runs
    pass
time.sleep(2)  # its first frames drawn: it waits for keys, and writes nothing that could fail
print(screen.pid, flush=True)
time.sleep(60)
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


def _screen_outlives(server_argv: list[str]) -> bool:
    server = subprocess.Popen(server_argv, stdout=subprocess.PIPE, text=True)
    screen = int(server.stdout.readline())
    try:
        assert _alive(screen)
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        deadline = time.monotonic() + 10
        while _alive(screen) and time.monotonic() < deadline:
            time.sleep(0.05)
        return _alive(screen)
    finally:
        server.kill()
        if _alive(screen):
            os.kill(screen, signal.SIGKILL)


def _seat(tmp_path) -> list[str]:
    return seat_argv(SeatClaim(save=str(new_game(tmp_path / "table.hsav")), seat="athens"))


def test_a_terminal_seats_screen_ends_with_its_killed_server(tmp_path):
    assert not _screen_outlives([sys.executable, "-c", TERMINAL_SERVER, *_seat(tmp_path)])


def test_a_browser_seats_screen_ends_with_its_killed_server(tmp_path):
    assert not _screen_outlives([sys.executable, "-c", WEB_SERVER, DRIVER, *_seat(tmp_path)])
