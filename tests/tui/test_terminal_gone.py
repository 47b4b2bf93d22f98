"""A screen ends with its terminal even when the terminal's hang-up signals another
process (under `make play`, make): else it reads the closed terminal's end over and
over, for nobody, at full speed."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal")


def _ended_within(process: subprocess.Popen, seconds: float) -> bool:
    try:
        process.wait(seconds)
        return True
    except subprocess.TimeoutExpired:
        return False


def test_the_screen_ends_when_its_terminal_closes():
    master, slave = os.openpty()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24"}
    env.pop("TEXTUAL_DRIVER", None)
    # No session of its own: the terminal is not its controlling one, and its closing
    # sends it no SIGHUP.
    screen = subprocess.Popen([sys.executable, "-m", "hellenica_tui", "play"], stdin=slave, stdout=slave,
                              stderr=slave, env=env)
    os.close(slave)
    try:
        drawn = b""
        deadline = time.monotonic() + 30
        while b"New game" not in drawn and time.monotonic() < deadline:  # the title screen is up
            if select.select([master], [], [], 0.5)[0]:
                drawn += os.read(master, 65536)
        assert b"New game" in drawn
        os.close(master)
        assert _ended_within(screen, 15)
    finally:
        if screen.poll() is None:
            screen.send_signal(signal.SIGKILL)
            screen.wait()
