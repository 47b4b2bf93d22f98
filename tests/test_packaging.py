"""The built wheel is a whole game: it carries the scenarios inside the package, and,
installed into a fresh virtual environment, plays from any folder (about 20 s: a build
and an install from the local package index)."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from hellenica_tui import __version__

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(ROOT)],
        check=True, capture_output=True,
    )  # fmt: skip
    (built,) = out.glob("hellenica_tui-*.whl")
    return built


def test_the_wheel_carries_every_scenario_file_inside_the_package(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in (ROOT / "scenarios").rglob("*.toml"):
        assert f"hellenica_tui/scenarios/{path.relative_to(ROOT / 'scenarios').as_posix()}" in names
    assert "hellenica_tui/cli/__init__.py" in names and "hellenica_tui/games/dicegame/rules.py" in names
    assert not any(name.startswith(("scenarios/", "tests/", "saves/")) for name in names)
    metadata = zipfile.ZipFile(wheel).read(f"hellenica_tui-{__version__}.dist-info/METADATA").decode()
    assert "Requires-Dist: platformdirs" in metadata
    assert "Requires-Dist: asyncssh" in metadata and "Requires-Dist: textual-serve" in metadata  # hellenica serve


def test_the_wheel_installed_in_a_fresh_venv_plays_from_another_folder(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", str(wheel)],
        check=True, capture_output=True,
    )  # fmt: skip
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    home = tmp_path / "home"
    env = {
        "PATH": os.environ.get("PATH", ""), "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"), "LANG": "C.UTF-8",
    }  # fmt: skip
    hellenica = str(env_dir / "bin" / "hellenica")

    def run(*argv: str) -> str:
        done = subprocess.run([hellenica, *argv], cwd=elsewhere, env=env, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert run("--version").strip() == f"hellenica {__version__}"
    said = run("new", "--players", "athens", "--ai", "sparta", "--seed", "3", "--save", "first")
    save = home / "data" / "hellenica" / "saves" / "first.hsav"
    assert str(save) in said and save.is_file()  # a bare name: the user's data folder
    assert "Turn 1" in run("show", "first")
    assert "commands verified" in run("verify", "first.hsav")
    assert list(elsewhere.iterdir()) == []  # nothing written where it was run
    # `serve` finds its SSH and web libraries installed with it
    subprocess.run([str(python), "-c", "import asyncssh, textual_serve.server"], env=env, check=True)
    # The scenarios it read are the installed package's own.
    where = subprocess.run(
        [str(python), "-c", "from hellenica_tui.games.hellenica.content.loading import scenarios_dir; print(scenarios_dir())"],
        cwd=elsewhere, env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    assert where.startswith(str(env_dir)) and where.endswith("hellenica_tui/scenarios/hellenica")
