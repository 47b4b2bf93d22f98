"""Where every game's scenarios lie: one folder a game, one sub-folder a scenario
(`scenarios/<game>/<scenario>/`).

The root is $HELLENICA_SCENARIOS when set, else the package's own `scenarios/`
(an installed wheel carries them inside the package), else the top-level
`scenarios/` of the repository the package runs from (an editable install).
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path


def scenarios_root() -> Path:
    """The folder holding one folder per game."""
    override = os.environ.get("HELLENICA_SCENARIOS")
    if override:
        return Path(override)
    return _packaged()


def game_scenarios(game: str) -> Path:
    """The folder holding the scenarios of `game` (its registry id)."""
    return scenarios_root() / game


@cache
def _packaged() -> Path:
    # The package's own folder, as importlib.resources.files would name it for a package on
    # disk, without importing the resource readers (and zipfile): every command reads this.
    packaged = Path(__file__).resolve().parents[2] / "scenarios"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[3] / "scenarios"
