"""The games, by id (`games.registry`: one table; each game loaded on first use)."""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "RULESETS":  # every ruleset by id, each loaded when a save asks for it
        from hellenica_tui.games.registry import RULESETS

        return RULESETS
    raise AttributeError(name)
