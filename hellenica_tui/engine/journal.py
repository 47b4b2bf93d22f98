"""The steps a save of format 3 records, one frame each, and how they add up.

A save is a journal: every change to a game is appended, never written over.

- a **played** command group (frame kind GROUP): it joins the log, and the
  redo stack is emptied;
- an **undo** (UNDO, `Undone(cut, before)`): the log, `before` groups long,
  loses its groups from `cut` on; the lines said among them stay (moved up,
  in order), the others go on the redo stack as one batch;
- a **redo** (REDO, `Redone(batch)`): the batch on top of the redo stack goes
  back into the log; the frame holds the groups again, so that a reader going
  back from the end (`peek.py`) finds the log without the redo stack.

`replay` adds up the steps into the log and the redo stack, refusing steps that
do not fit the log as it stands (a forged save): what a writer appends must
pass it too (`Game` checks before it writes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from hellenica_tui.engine.chat import Say
from hellenica_tui.engine.errors import GameError
from hellenica_tui.engine.log import Group

UNDO = 3
REDO = 4


class Undone(msgspec.Struct, frozen=True):
    """An undo: groups `cut` to `before` (the log's length then) are taken back."""

    cut: int
    before: int


class Redone(msgspec.Struct, frozen=True):
    """A redo: `batch`, the top of the redo stack, is put back."""

    batch: list[Group]


Step = Group | Undone | Redone

class JournalError(GameError):
    """A step that does not fit the log as it stands; `step` is its place in the journal
    (a reader turns it into a SaveFileError saying where)."""

    def __init__(self, step: int, reason: str) -> None:
        super().__init__(reason)
        self.step = step
        self.reason = reason


def is_said(group: Group) -> bool:
    return isinstance(group.command, Say)


def _group(item: Any) -> Group:
    return item  # type: ignore[no-any-return]  # the items are the groups themselves


def replay(
    steps: Sequence[Any], marks: Sequence[int] | None = None, key: Callable[[Any], Group] = _group
) -> tuple[list[Any], list[list[Any]]]:
    """The log and the redo stack the steps add up to; JournalError at a step that does
    not fit. `marks` (the places of the undo and redo steps, if known) lets runs of
    played groups be taken whole; `key` gives the group of an item (a caller may
    replay (group, frame) pairs to learn where each group of the log lies)."""
    if marks is None:
        marks = [i for i, step in enumerate(steps) if isinstance(step, (Undone, Redone))]
    log: list[Any] = []
    redo: list[list[Any]] = []
    done = 0
    for m in (*marks, len(steps)):
        if m > done:  # played groups: they join the log and empty the redo stack
            log += steps[done:m]
            redo.clear()
        done = m + 1
        if m < len(steps):
            take(log, redo, steps[m], m, key)
    return log, redo


def take(log: list[Any], redo: list[list[Any]], step: Any, at: int, key: Callable[[Any], Group] = _group) -> None:
    """One step taken into `log` and `redo` (in place); JournalError (saying `at`) if it does not fit."""
    if isinstance(step, Undone):
        if step.before != len(log) or not 0 <= step.cut < step.before:
            raise JournalError(at, f"an undo of commands {step.cut} to {step.before} on a log of {len(log)}")
        after = log[step.cut :]
        batch = [item for item in after if not is_said(key(item))]
        if not batch:
            raise JournalError(at, "an undo that takes back only lines said")
        del log[step.cut :]
        log += [item for item in after if is_said(key(item))]
        redo.append(batch)
    elif isinstance(step, Redone):
        if not redo or [key(item) for item in redo[-1]] != step.batch:
            raise JournalError(at, "a redo of commands that were not taken back")
        log += redo.pop()
    else:
        log.append(step)
        redo.clear()


def journal_of(log: Sequence[Group], redo: Sequence[Sequence[Group]]) -> list[Step]:
    """Steps that add up to `log` and `redo` (a whole save written afresh): the log, then
    each batch of the stack played and taken back again, the top one last."""
    steps: list[Step] = list(log)
    for batch in reversed(redo):  # the top batch is redone first, so it lies right after the log
        steps += batch
    size = len(steps)
    for batch in redo:
        steps.append(Undone(size - len(batch), size))
        size -= len(batch)
    return steps
