"""What went wrong with a change to the game, in one line for the player.

Every change the table makes (a command, undo, redo, an AI's move, a look at
the save for changes made elsewhere, Save as) can fail in the same few ways:
the rules refuse it, the save cannot be written or read, or another program
holds it. `trouble` turns each into the message shown and says what follows
from it; `TROUBLES` is what the table catches, in one place: every error of the
engine and the rules (`GameError`), and the system's own when a file is written.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from hellenica_tui.engine.errors import AmbiguousCommand, CommandError, GameError, SaveFileError, SaveLocked

TROUBLES: tuple[type[Exception], ...] = (GameError, OSError)  # OSError: a full disk, a folder not made

Doing = Literal["command", "undo", "look", "save as"]
SAVE_ELSEWHERE = "ctrl+s saves the game under another name, to go on there."


class Trouble(msgspec.Struct, frozen=True):
    message: str  # shown under the prompt as it is; "" when there is nothing to tell
    save: str = ""  # what is wrong with the save file: no AI move can be kept until it is saved elsewhere
    busy: bool = False  # another program holds the save: the same change may work in a moment
    rule: str = ""  # the page of the rules that refused a command ("" for any other trouble)


def trouble(error: Exception, doing: Doing) -> Trouble:
    """The player's message for `error`, raised while `doing`."""
    if isinstance(error, AmbiguousCommand):
        told = error.why or str(error)
        return Trouble(told + (f" ({' | '.join(error.choices)})" if error.choices else ""), rule=error.rule)
    if isinstance(error, CommandError) and doing == "command":
        told = error.why or str(error)
        return Trouble(f"{told} (ctrl+r: the rule)" if error.rule else told, rule=error.rule)
    if isinstance(error, SaveLocked):
        if doing == "look":
            return Trouble("", busy=True)  # being written right now: looked at again next time
        if doing == "save as":
            return Trouble(f"Not saved: {error.reason}")
        return Trouble(f"Not done: the save is {error.reason}.", busy=True)
    if isinstance(error, SaveFileError):
        reason = error.reason
    elif isinstance(error, OSError):
        if doing == "save as":
            return Trouble(f"Not saved: {error.strerror or error}")
        verb = "read" if doing == "look" else "save"
        reason = f"cannot {verb} the game: {error.strerror or error}"
    else:  # refused: by the rules, by undo, or a request the engine cannot carry out
        return Trouble(f"Cannot undo: {error}" if doing == "undo" else str(error))
    if doing == "save as":
        return Trouble(f"Not saved: {reason}")
    done = "" if doing == "look" else ": that was not done"
    return Trouble(f"{reason[:1].upper()}{reason[1:]}{done}. {SAVE_ELSEWHERE}", save=reason)
