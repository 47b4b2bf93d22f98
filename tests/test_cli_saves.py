"""The `hellenica` command and a save that cannot be used: missing, not a file,
damaged, or held by another process. One line on stderr, status 2, no screen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hellenica_tui.cli import main
from tests.engine.test_savelock import Holder

ROOT = Path(__file__).resolve().parents[1]


def hellenica(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """The command as a process with no terminal at all (no tty in, out or err)."""
    return subprocess.run(
        [sys.executable, "-m", "hellenica_tui.cli", *argv],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, cwd=ROOT, timeout=timeout,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip


@pytest.fixture
def damaged(tmp_path):
    path = tmp_path / "damaged.hsav"
    assert main(["new", "--players", "athens,sparta", "--seed", "3", "--save", str(path)]) == 0
    data = bytearray(path.read_bytes())
    data[20] ^= 0xFF
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("argv, kind, message", [
    (("replay", "{}"), "missing", "no such save file"),
    (("replay", "{}"), "folder", "not a save file"),
    (("replay", "{}"), "fifo", "not a save file"),
    (("replay", "{}"), "damaged", "header is damaged"),
    (("play", "--load", "{}"), "missing", "no such save file"),
    (("play", "--replay", "{}"), "fifo", "not a save file"),
])  # fmt: skip
def test_a_save_that_cannot_be_opened_is_one_line_and_no_screen(argv, kind, message, tmp_path, damaged):
    # Without a terminal the screen would wait forever: the error comes before it.
    path = {"missing": tmp_path / "missing.hsav", "folder": tmp_path, "damaged": damaged}.get(kind)
    if kind == "fifo":
        path = tmp_path / "pipe.hsav"
        os.mkfifo(path)
    done = hellenica(*(a.format(path) for a in argv), timeout=30)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(f"hellenica: {path}: ") and message in done.stderr


def test_a_save_in_use_is_one_line_naming_the_process_and_stays_untouched(tmp_path, capsys):
    path = str(tmp_path / "busy.hsav")
    assert main(["new", "--players", "athens,sparta", "--seed", "3", "--save", path]) == 0
    before = Path(path).read_bytes()
    held = Holder(path)
    try:
        done = hellenica("do", path, "--as", "athens", "patron apollo")
    finally:
        held.close()
    assert done.returncode == 2 and done.stdout == ""
    holder = f"process {held.process.pid} (-c --holding busy.hsav)"
    assert done.stderr == f"hellenica do: {path}: in use by {holder}; try again when it is done\n"
    assert Path(path).read_bytes() == before
