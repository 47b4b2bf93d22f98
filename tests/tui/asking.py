"""The player's settings the screen tests were written for: a table that asks the person
every question the rules put and lets the AI seats act at once, the invocation windows answered at the prompt. The tests of the
interruptions' and the commit point's defaults ask for the defaults (`player_defaults`)."""

from __future__ import annotations

import json
from pathlib import Path

ASKED_AS_WRITTEN = {
    "ask_action": "always", "ask_movement": "always", "ask_combat": "always", "ask_bid": "always",
    "commit_point": False, "window_dialog": False,
}  # fmt: skip


def asked_as_written(path: Path) -> None:
    """Write those settings to the settings file at `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(ASKED_AS_WRITTEN))
