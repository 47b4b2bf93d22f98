import os

import pytest

from hellenica_tui.cli import main


@pytest.fixture(autouse=True)
def _own_folders(monkeypatch, tmp_path):
    """Saves, settings, the host key and the claims in fresh folders; one terminal for every run."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("HELLENICA_SAVES", str(tmp_path / "saves"))
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("SSH_ORIGINAL_COMMAND", raising=False)


def new_game(path, players="athens,sparta", ai=""):
    args = ["new", "--players", players, "--seed", "3", "--save", str(path)]
    assert main([*args, "--ai", ai] if ai else args) == 0
    return path


@pytest.fixture
def two_people(tmp_path):
    """A game of two people (Athens, Sparta), nobody's patron chosen yet."""
    return new_game(tmp_path / "table.hsav")


def screens_running():
    """The game screens this test process started that still run."""
    mine = str(os.getpid())
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{pid}/cmdline", "rb") as cmd:
                argv = cmd.read().split(b"\0")
        except OSError:
            continue
        if b"play" in argv and fields[0] != "Z" and descends(pid, mine):
            found.append(pid)
    return found


def descends(pid, ancestor):
    while pid not in ("0", "1"):
        try:
            with open(f"/proc/{pid}/stat") as stat:
                pid = stat.read().rsplit(")", 1)[1].split()[1]
        except OSError:
            return False
        if pid == ancestor:
            return True
    return False
