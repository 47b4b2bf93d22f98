"""The commands only an AI seat gives (see players.py for what each does)."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command

# -- commands ----------------------------------------------------------------------------


class AiSetup(Command, frozen=True, kw_only=True):
    """An AI player takes its place at setup."""


class AiProduce(Command, frozen=True, kw_only=True):
    """An AI player's round-1 action: production."""


class AiSupply(Command, frozen=True, kw_only=True):
    """An AI player supplies an area for movement with one Supply of its AI board."""

    area: str


class AiIdle(Command, frozen=True, kw_only=True):
    """An AI player spends a Supply with nothing to move, for 1 Commerce."""


COMMANDS = (AiSetup, AiProduce, AiSupply, AiIdle)
