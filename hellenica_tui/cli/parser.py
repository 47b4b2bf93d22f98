"""The `hellenica` command's options: one sub-parser per subcommand."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from hellenica_tui.cli.hosting import cmd_play, cmd_replay, cmd_serve, cmd_ssh_seat
from hellenica_tui.cli.playing import cmd_advance, cmd_do, cmd_new, cmd_redo, cmd_undo
from hellenica_tui.cli.reading import cmd_games, cmd_lobby, cmd_log, cmd_rules, cmd_show, cmd_verify
from hellenica_tui.cli.simulating import cmd_simulate
from hellenica_tui.games.registry import DEFAULT


def _columns() -> int:
    """The terminal's width as shutil.get_terminal_size tells it ($COLUMNS, else the
    terminal of stdout, else 80)."""
    with_env = os.environ.get("COLUMNS", "")
    if with_env.isdigit() and int(with_env) > 0:
        return int(with_env)
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns if sys.__stdout__ else 80
    except (AttributeError, ValueError, OSError):
        return 80


class _Formatter(argparse.HelpFormatter):
    """argparse's own, told the width: it would import shutil (and lzma, bz2) to ask
    for it each time a parser is built, some 20 ms of every command's start."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None):
        super().__init__(prog, indent_increment, max_help_position, _columns() - 2 if width is None else width)


class _Parser(argparse.ArgumentParser):
    """A parser (and its subcommands' parsers, made of the same class) with `_Formatter`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)


def _budget_options(p: Any) -> None:
    p.add_argument("--budget-playouts", type=int, metavar="N",
                   help="every searching AI thinks N playouts per decision (repeatable: the same game for the same seed)")
    p.add_argument("--budget-seconds", type=float, metavar="S",
                   help="every searching AI thinks S CPU seconds per decision (default 1)")


def build_parser() -> argparse.ArgumentParser:
    from hellenica_tui import __version__

    parser = _Parser(
        prog="hellenica", description="Hellenica: Story of Greece, in a terminal.",
        epilog="A save named without a folder (mine, mine.hsav) is in the saves folder of the user's data folder.",
    )
    parser.add_argument("--version", action="version", version=f"hellenica {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("play", help="open the game (what `make play` runs)", add_help=False)
    p.add_argument("rest", nargs=argparse.REMAINDER, help="options of the game screen (see play --help)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("games", help="the games this program plays, with their players, scenarios and settings")
    p.add_argument("--all", action="store_true", help="the example games for tests too")
    p.set_defaults(func=cmd_games)

    p = sub.add_parser("new", help="start a new game and save it")
    p.add_argument("--game", default=DEFAULT, help=f"which game (see `hellenica games`; default {DEFAULT})")
    p.add_argument("--players", required=True, help="seats played by people, e.g. athens,sparta")
    p.add_argument("--ai", help="seats played by the AI, comma-separated; sparta:expert for the expert AI, "
                   "sparta:expert:easy or sparta:expert:hard for its level (normal by default)")
    p.add_argument("--seed", type=int, help="the game's seed (default: drawn in secret; it decides every hidden card)")
    p.add_argument(
        "--show-seed", action="store_true", help="print the seed (for tests and balance runs: it reveals every hidden card)"
    )
    p.add_argument("--scenario", help="the scenario (default: the game's own, classic for Hellenica)")
    p.add_argument(
        "--save", metavar="NAME",
        help="the save file to create (a bare name goes to the saves folder; default: one named by date, game and players)",
    )
    p.add_argument("--force", action="store_true", help="replace an existing save file")
    p.add_argument(
        "--set", action="append", metavar="KEY=VALUE", help="a setting the game declares (repeatable; see `hellenica games`)"
    )
    p.add_argument("--epic", action="store_true", help="Hellenica: play to 4 objectives")
    p.add_argument("--random-pathos", action="store_true", help="Hellenica: deal 3 random Pathos objectives")
    p.add_argument("--all-deities", action="store_true", help="Hellenica: choose the first patron from all deities")
    p.add_argument("--rival-deities", action="store_true", help="Hellenica: deal the rival deities track")
    p.add_argument(
        "--map", choices=("classic", "built", "random", "explorable"),
        help="Hellenica: the printed map (the default), one the players build before choosing patrons, a random one, "
        "or one explored during play (only the home cities are placed at first)",
    )
    p.add_argument(
        "--responses", choices=("useful", "all", "involved"),
        help="Hellenica: who invocation windows ask: only players whose cast would do something now, a player "
        "with no Favor bidding 0 unasked (useful, the default); everyone who could cast (all); or "
        "no window before others' actions (involved)",
    )
    _budget_options(p)
    p.set_defaults(func=cmd_new)

    p = sub.add_parser("show", help="print a game as a player sees it")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="whose view (default: a spectator's)")
    p.add_argument("--at", type=int, metavar="N", help="after the first N commands")
    p.add_argument("--json", action="store_true", help="the view as JSON")
    p.add_argument(
        "--legal", action="store_true",
        help="PLAYER<TAB>COMMAND for whoever must act (without --as, a secret choice is not listed)",
    )
    p.set_defaults(func=cmd_show)

    p = sub.add_parser("do", help="apply commands in order, stopping at the first refused")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="who gives the commands")
    p.add_argument("commands", nargs="+", metavar="COMMAND")
    _budget_options(p)
    p.set_defaults(func=cmd_do)

    p = sub.add_parser("rules", help="the rules index: the pages, one page by id, or the pages holding some words")
    p.add_argument("words", nargs="*", metavar="WORD", help="a page id (as a refusal names it) or words to search")
    p.add_argument("--game", default=DEFAULT, help=f"whose rules (default {DEFAULT})")
    p.add_argument("--scenario", default=None, help="default: the game's default scenario")
    p.add_argument("--markdown", action="store_true", help="the whole index as Markdown (docs/rules-index.md)")
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser("undo", help="take back the last command, if the rules allow")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="take back this player's last command")
    p.set_defaults(func=cmd_undo)

    p = sub.add_parser("redo", help="re-apply the commands last taken back")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="tell the commands as this player may read them")
    p.set_defaults(func=cmd_redo)

    p = sub.add_parser("log", help="the game told in plain words")
    p.add_argument("path")
    p.add_argument("--as", dest="as_", metavar="PLAYER", help="tell it as this player saw it")
    p.add_argument("--follow", action="store_true", help="then tell each command given elsewhere as it comes, until the end")
    p.set_defaults(func=cmd_log)

    p = sub.add_parser("lobby", help="games in progress and whose turn it is in each")
    p.add_argument("saves", nargs="*", metavar="SAVE", help="the games (default: every game in progress in the saves folders)")
    p.add_argument("--seat", metavar="CITY", help="only games where a person plays CITY; marks those where it must act")
    p.set_defaults(func=cmd_lobby)

    p = sub.add_parser("simulate", help="play games between AI players, headless")
    p.add_argument("--game", default=DEFAULT, help=f"which game (see `hellenica games --all`; default {DEFAULT})")
    p.add_argument("--levels", metavar="LEVEL,...", help="another game's AI level for each seat, in seat order")
    p.add_argument("--players", type=int, help="city-states per game (2 to 7), or another game's seats")
    p.add_argument("--all-sizes", action="store_true", help="play --games games at every table size, 2 to 7")
    p.add_argument("--games", type=int, required=True, help="games per table size")
    p.add_argument("--seed", type=int, help="the game's seed (default: drawn in secret; it decides every hidden card)")
    p.add_argument(
        "--show-seed", action="store_true", help="print the seed (for tests and balance runs: it reveals every hidden card)"
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes (at most one per CPU)")
    p.add_argument("--max-turns", type=int, default=60, help="a game still going after this turn is capped")
    p.add_argument(
        "--seating", choices=("advised", "any"), default="advised",
        help="with fewer than 7: home cities close together as the rulebook advises (default), or any city-states",
    )
    p.add_argument("--expert", type=int, default=0, metavar="N",
                   help="N seats of each game played by the expert AI, the others by the rulebook AI")
    p.add_argument("--expert-level", choices=("easy", "normal", "hard"), default="normal",
                   help="the level the expert plays at (normal by default)")
    p.add_argument("--rules", default="printed", metavar="RULES",
                   help="the rules as printed (default) or a variant of the scenario's, such as balanced")
    _budget_options(p)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser(
        "serve", help="host games for friends: each seat over SSH or in a browser",
        description="Serve the seats of saved games: over a built-in SSH server, in the browser, or both. "
        "Each person's seat gets an invite code (printed, and kept in the claims file with any public keys).",
    )
    p.add_argument("saves", nargs="*", metavar="SAVE", help="the games to serve (default: every game in the claims file)")
    p.add_argument("--ssh", metavar="HOST:PORT", help="serve over SSH here (for instance 0.0.0.0:2222)")
    p.add_argument("--web", metavar="HOST:PORT", help="serve in the browser here (for instance 0.0.0.0:8000)")
    p.add_argument("--claims", metavar="FILE", help="the seats' invite codes and public keys (default: in the data folder)")
    p.add_argument("--public-url", metavar="URL", help="the address the web pages are reached by, behind a proxy")
    p.add_argument("--max-screens", metavar="N", type=int, help="game screens open at once, SSH and web together (default 24)")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser(
        "ssh-seat", help="open one seat's screen: the command an OpenSSH key is bound to",
        description="For authorized_keys (command=\"hellenica ssh-seat mine:athens\",restrict,pty) or ForceCommand: "
        "opens the seat's game screen and nothing else; several SAVE:SEAT show a list to pick from.",
    )
    p.add_argument("seats", nargs="+", metavar="SAVE:SEAT")
    p.set_defaults(func=cmd_ssh_seat)

    for name, func, text in (
        ("advance", cmd_advance, "let the AI players act until a person must"),
        ("verify", cmd_verify, "re-play the log and check every stored state hash"),
        ("replay", cmd_replay, "watch a saved game step by step"),
    ):
        p = sub.add_parser(name, help=text)
        p.add_argument("path")
        if name == "advance":
            _budget_options(p)
        p.set_defaults(func=func)
    return parser
