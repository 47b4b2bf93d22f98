"""Hook lists that rules modules add to when they are imported.

A hook list runs in a fixed order (by module and function name), so which
module happens to be imported first can never change what a command does,
and a saved game replays the same in every program that loads it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def hook(hooks: list[Any], fn: Callable[..., Any]) -> None:
    """Add `fn` to `hooks` (once), keeping the list in its fixed order."""
    if fn not in hooks:
        hooks.append(fn)
        hooks.sort(key=lambda f: (f.__module__, f.__qualname__))
