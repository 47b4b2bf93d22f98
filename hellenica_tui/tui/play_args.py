"""The options of `hellenica play`."""

from __future__ import annotations

import argparse

from hellenica_tui.tui.aispeed import AI_SPEEDS, DEFAULT_SPEED


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hellenica play", description="Play Hellenica, Hellas, Epireia or War and politics in the terminal."
    )
    parser.add_argument("--explore", action="store_true", help="open Hellenica's map explorer directly")
    parser.add_argument("--ansi", action="store_true", help="use only the terminal's 16 ANSI colours")
    parser.add_argument(
        "--scenario", default="classic",
        help="Hellenica's scenario, for the map explorer and the new games: an id or a folder (default: classic)",
    )  # fmt: skip
    parser.add_argument(
        "--ai-speed", choices=tuple(AI_SPEEDS), default=DEFAULT_SPEED,
        help="pause between two AI commands: 1.2 s, 0.4 s, 0.1 s or none (default: normal; 's' in a game changes it)",
    )
    opened = parser.add_mutually_exclusive_group()
    opened.add_argument("--load", metavar="SAVE", help="open a saved game to play on (a path, or a name in the saves folder)")
    opened.add_argument("--replay", metavar="SAVE", help="step through a saved game, read-only")
    parser.add_argument(
        "--seat", metavar="SEAT",
        help="with --load: play that one seat (its view, its commands; the others play from their own screens)",
    )  # fmt: skip
    return parser
