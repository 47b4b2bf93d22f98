"""Which rules page a refused command points to: the page its place of refusal
named, else the page of its kind. Pages are the files of the scenario's `rules/`
folder, named without `.md`."""

from __future__ import annotations

from hellenica_tui.engine.errors import CommandError, InvalidCommand
from hellenica_tui.engine.ruleset import Command

PAGE_OF_KIND: dict[str, str] = {
    "PickCity": "setup",
    "PickAdmin": "setup",
    "PickFigure": "setup",
    "Donate": "donate",
    "Build": "build",
    "Produce": "produce",
    "UseAbility": "ability",
    "Recruit": "figures",
    "Send": "diplomacy",
    "Done": "turn",
    "Place": "battle",
    "Lead": "battle",
    "Ready": "battle",
    "Commit": "battle",
    "Hold": "battle",
}


def refer(error: CommandError, command: Command | None) -> CommandError:
    if not error.rule:
        if isinstance(error, InvalidCommand) or command is None:
            error.rule = "commands"
        else:
            error.rule = PAGE_OF_KIND.get(type(command).__name__, "turn")
    return error
