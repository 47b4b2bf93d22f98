"""The rulesets the engine can play, by id (loaded on first use)."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "RULESETS":
        from hellenica_tui.games.hellenica.ruleset import RULESET

        return {"hellenica": RULESET}
    raise AttributeError(name)
