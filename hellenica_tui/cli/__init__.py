"""The `hellenica` command: play, and every headless operation on a saved game.

Headless subcommands import only the engine, the games and the seat layer (never
Textual), so they start fast. Every failure is one line on stderr and exit
status 2. `parser` holds the options; `entry` runs a command; the subcommands are
grouped by what they do: `playing` (new, do, advance, undo, redo), `reading`
(games, show, log, rules, lobby, verify), `simulating`, `hosting` (the screens
and the servers).
"""

from __future__ import annotations

from hellenica_tui.cli.entry import main

__all__ = ["main"]
