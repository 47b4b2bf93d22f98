"""The OpenSSH recipe: the exact command docs/hosting.md binds a key to, run as sshd runs it."""

import asyncio
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pyte
import pytest

from hellenica_tui.serve.forced import NEEDS_TERMINAL, NO_COMMANDS
from hellenica_tui.serve.terminal import PtyChild
from tests.serve.conftest import new_game

DOCS = Path(__file__).parents[2] / "docs" / "hosting.md"


def recipe(kind):
    """The command of the docs' authorized_keys line (command="...") or ForceCommand line."""
    text = DOCS.read_text()
    found = re.search(r'^command="([^"]+)",restrict,pty ssh-', text, re.M) if kind == "authorized_keys" \
        else re.search(r"^\s+ForceCommand (.+)$", text, re.M)
    assert found, f"no {kind} line in {DOCS}"
    words = shlex.split(found.group(1))
    assert words[:2] == ["hellenica", "ssh-seat"]
    return [sys.executable, "-m", "hellenica_tui", *words[1:]]


@pytest.fixture
def friday(tmp_path):
    return new_game(tmp_path / "saves" / "friday.hsav")  # "friday" in the saves folder, as the docs name it


async def screen_of(argv, env, width=80, height=24, until="type a command", then=()):
    """The screen once it shows `until`; with `then`, (keys, text) pairs: the keys typed, then
    waited for the text to show."""
    screen = pyte.Screen(width, height)
    stream = pyte.ByteStream(screen)
    child = PtyChild(argv, width, height, env)
    await child.start()
    try:
        async def shows(text):
            while text not in "\n".join(screen.display):
                data = await child.read()
                assert data, f"ended before showing {text!r}"
                stream.feed(data)

        async def waits(text):
            try:
                await asyncio.wait_for(shows(text), 60)
            except TimeoutError:
                raise AssertionError(f"never shown: {text!r}; the screen:\n" + "\n".join(screen.display)) from None

        await waits(until)
        for keys, text in then:
            await child.write(keys.encode())
            await waits(text)
        return "\n".join(screen.display)
    finally:
        await child.close()


@pytest.mark.parametrize("kind", ["authorized_keys", "ForceCommand"])
async def test_the_recipes_command_opens_the_seats_screen(friday, kind):
    text = await screen_of(recipe(kind), {**os.environ, "TERM": "xterm-256color"})
    assert "Athens" in text


async def test_a_command_the_client_asks_for_is_refused_in_one_line(friday):
    env = {**os.environ, "TERM": "xterm-256color", "SSH_ORIGINAL_COMMAND": "cat /etc/passwd"}
    text = await screen_of(recipe("authorized_keys"), env, until=NO_COMMANDS)
    assert text.strip() == NO_COMMANDS


def test_without_a_terminal_it_is_refused_in_one_line(friday):
    done = subprocess.run(recipe("authorized_keys"), capture_output=True, text=True, stdin=subprocess.DEVNULL,
                          timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (1, "", NEEDS_TERMINAL + "\n")


@pytest.mark.parametrize(
    ("spec", "reason"),
    [
        ("friday", "is not SAVE:SEAT"),
        ("nothere:athens", "nothere: no such save file"),
        ("friday:corinth", "friday has no seat 'corinth' played by a person (people: athens, sparta)"),
    ],
)
def test_a_wrong_seat_is_refused_in_one_line(friday, spec, reason):
    done = subprocess.run([sys.executable, "-m", "hellenica_tui", "ssh-seat", spec], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert reason in done.stderr


async def test_several_seats_show_the_list_first(friday, tmp_path):
    new_game(tmp_path / "saves" / "sunday.hsav")
    argv = [sys.executable, "-m", "hellenica_tui", "ssh-seat", "friday:athens", "sunday:sparta"]
    env = {**os.environ, "TERM": "xterm-256color"}
    text = await screen_of(argv, env, until="to leave")
    assert "1 ▶ friday as Athens: turn 1, YOUR TURN" in text
    assert "2 ▶ sunday as Sparta: turn 1, YOUR TURN" in text
    # a key opens its game; leaving it comes back to the list
    text = await screen_of(argv, env, until="to leave", then=[("2", "type a command"), ("\x11", "to leave")])
    assert "1 ▶ friday as Athens" in text
