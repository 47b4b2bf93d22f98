"""Checking what a save holds before anything uses it.

A save may come from anyone, with its checksums redone: every command group
read from a file goes through `check_group` before its events reach
`evolve` (or its command a lookup). The player must be a seat of the game;
the command and every event go through the ruleset's `checker`, which knows
what each field may name (its seats, areas, cards...). A ruleset without
one gets `plain_checker`: integers within 64 bits, short strings without
control characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from typing import Any, cast

import msgspec

from hellenica_tui.engine.capabilities import ChecksSaves, offers
from hellenica_tui.engine.chat import Say, chat_problem
from hellenica_tui.engine.log import Group
from hellenica_tui.engine.ruleset import Ruleset, Seat
from hellenica_tui.engine.savefile import INT64
from hellenica_tui.engine.text import quoted

Check = Callable[[Any], "str | None"]
_PLAIN = re.compile(r"[^\x00-\x1f\x7f-\x9f]{0,200}")
MAX_HASH = 64  # bytes of a state hash


def plain_checker(scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Check:
    def walk(value: Any, where: str) -> str | None:
        if isinstance(value, msgspec.Struct):
            for field in value.__struct_fields__:
                if problem := walk(getattr(value, field), f"field {field}"):
                    return problem
            return None
        if isinstance(value, bool) or value is None or isinstance(value, float):
            return None
        if isinstance(value, int):
            return None if INT64[0] <= value < INT64[1] else f"{where}: {quoted(value)} is beyond 64 bits"
        if isinstance(value, str):
            return None if _PLAIN.fullmatch(value) else f"{where}: {quoted(value)} is too long or holds a control character"
        if isinstance(value, (tuple, list)):
            return next((p for item in value if (p := walk(item, where))), None)
        if isinstance(value, dict):
            return next((p for k, v in value.items() if (p := walk(k, where) or walk(v, where))), None)
        return None

    return lambda item: walk(item, "")


def checker(ruleset: Ruleset, scenario: str, seats: Sequence[Seat], content_hash: str | None = None) -> Check:
    """The ruleset's checker for a game of `scenario` in the version `content_hash` (None: the installed one)."""
    if offers(ruleset, ChecksSaves):
        return cast(ChecksSaves, ruleset).checker(scenario, seats, content_hash)
    return plain_checker(scenario, seats, content_hash)


def check_group(group: Group, players: Collection[str], check: Check) -> str | None:
    """What is wrong with one group read from a save, saying where (None: nothing)."""
    if group.player not in players:
        return f"by {quoted(group.player)}, who does not play"
    if group.state_hash is not None and len(group.state_hash) > MAX_HASH:
        return f"a state hash of {len(group.state_hash)} bytes"
    if isinstance(group.command, Say):  # the engine's own: the rules know nothing of it
        problem = chat_problem(group.command, group.events, group.state_hash)
        return f"its command (Say), {problem}" if problem else None
    if problem := check(group.command):
        return f"its command ({type(group.command).__name__}), {problem}"
    for j, event in enumerate(group.events):
        if problem := check(event):
            return f"event {j} ({type(event).__name__}), {problem}"
    return None
