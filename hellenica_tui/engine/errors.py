"""The typed errors the engine and the rules raise, all under `GameError`.

A caller that shows errors to a player catches `GameError` alone; the
subclasses say which way things went wrong. Every message is meant to be
shown to a player as it is. A save file's
messages are one line of at most `SaveFileError.LIMIT` characters, without
control characters, whatever the file's name or content: a save may come
from anyone.
"""

from hellenica_tui.engine.text import clip_ascii as clip


class GameError(Exception):
    """Base of every error the engine and the rules raise; `str(error)` is the message to show."""


class RequestError(GameError, ValueError):
    """A request the engine cannot carry out as asked: two seats of one name, a seed out of
    range, a turn the log does not hold."""


class CommandError(GameError, ValueError):
    """Base of the three ways a command can be refused.

    `rule` names the page of the rules that refused it (a ruleset's own id, ""
    while unknown): the ruleset fills it in from the command's kind when the
    place that raised it did not name a page of its own."""

    def __init__(self, message: str, rule: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.why = ""  # the refusal told with its rule, who may and when, once a ruleset explained it


class InvalidCommand(CommandError):
    """The text cannot be read as a command."""


class IllegalCommand(CommandError):
    """The command reads fine but the rules forbid it now; the message names the rule."""


class Superseded(IllegalCommand):
    """A command refused because other seats acted first (their commands, read from the
    save just before it, changed the game it was given for); `players` names them."""

    def __init__(self, reason: str, players: tuple[str, ...]) -> None:
        super().__init__(f"{' and '.join(players)} acted first; your command no longer applies: {reason}")
        self.reason = reason
        self.players = players


class AmbiguousCommand(CommandError):
    """The text matches several commands; `choices` lists them in canonical form."""

    def __init__(self, message: str, choices: tuple[str, ...] = (), rule: str = "") -> None:
        super().__init__(message, rule)
        self.choices = choices


class SaveFileError(GameError):
    """A save file cannot be read: names the file, the byte offset and the reason.

    `path` is the name as given; the message cuts a long name and a long
    reason so that it stays one line of at most LIMIT characters.
    """

    LIMIT = 240

    def __init__(self, path: str, offset: int, reason: str) -> None:
        shown = clip(path, 110)
        self.reason = clip(reason, self.LIMIT - len(shown) - len(f": at byte {offset}: "))
        super().__init__(f"{shown}: at byte {offset}: {self.reason}")
        self.path = path
        self.offset = offset


class SaveLocked(SaveFileError):
    """Another process holds the save's lock (or it cannot be locked at all).

    `pid` and `command` name the holder when it left its note.
    """

    def __init__(self, path: str, pid: int | None = None, command: str = "", *, reason: str = "") -> None:
        if not reason:
            who = f"process {pid} ({command})" if pid is not None and command else (
                f"process {pid}" if pid is not None else "another process"
            )
            reason = f"in use by {who}; try again when it is done"
        Exception.__init__(self, f"{path}: {reason}")
        self.path, self.offset, self.reason = path, 0, reason
        self.pid, self.command = pid, command


class UndoBlocked(GameError):
    """Undo (or redo) is not possible now; the message says why, in a player's words."""

    def __init__(self, message: str, player: str = "") -> None:
        message = clip(message, 400)  # one line, whatever the commands it names hold
        super().__init__(message)
        self.message = message
        self.player = player  # the player (by id) the sentence opens with, for a screen to name


class VerifyError(GameError):
    """Re-folding a log disagreed with it: `index` is the first command that differs."""

    def __init__(self, index: int, reason: str) -> None:
        self.reason = clip(reason, 160)
        super().__init__(f"command {index}: {self.reason}")
        self.index = index
