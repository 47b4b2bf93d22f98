"""The commands of the gods: an invocation cast, a window answered or kept quiet,
a question answered, a sealed bid (one Struct each, tagged by class name)."""

from __future__ import annotations

from hellenica_tui.engine.ruleset import Command


class Choose(Command, frozen=True, kw_only=True):
    option: str


class Invoke(Command, frozen=True, kw_only=True):
    invocation: str
    target: int = 0  # a counter's target: the number of an earlier cast of the window (1 = first)


class Done(Command, frozen=True, kw_only=True):
    """Cast nothing (more) in this window."""


class Quiet(Command, frozen=True, kw_only=True):
    """Done, and do not ask me in any window again this turn."""


class Bid(Command, frozen=True, kw_only=True):
    amount: int


COMMANDS: tuple[type[Command], ...] = (Choose, Invoke, Done, Quiet, Bid)
