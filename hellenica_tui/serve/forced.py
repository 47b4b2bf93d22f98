"""`hellenica ssh-seat SAVE:SEAT...`: the command OpenSSH runs for a player's key.

Put in `authorized_keys` as `command="hellenica ssh-seat mine:athens",restrict,pty`
(or as a `ForceCommand`), it opens that seat's screen and nothing else: a
command the client asked for (SSH_ORIGINAL_COMMAND) is refused, and so is a
connection without a terminal. Several SAVE:SEAT show the game picker first.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import termios
import tty
from collections.abc import Sequence

from hellenica_tui.serve import picker
from hellenica_tui.serve.claims import ClaimsError, SeatClaim, people_seats
from hellenica_tui.serve.terminal import seat_argv

NO_COMMANDS = "hellenica: this key opens a game screen only (connect without a command)"
NEEDS_TERMINAL = "hellenica: a game screen needs a terminal (connect with ssh -t)"


def seats_named(specs: Sequence[str]) -> list[SeatClaim]:
    """SAVE:SEAT as the seats they name; a save or a seat that is not there is refused."""
    from hellenica_tui.savedgames import find_save

    seats = []
    for spec in specs:
        name, _, seat = spec.rpartition(":")
        if not name or not seat:
            raise ClaimsError(f"{spec!r} is not SAVE:SEAT (for instance mine:athens)")
        path = find_save(name)
        if not path.is_file():
            raise ClaimsError(f"{name}: no such save file")
        people = people_seats(path)
        if seat.lower() not in people:
            raise ClaimsError(f"{path.stem} has no seat {seat!r} played by a person (people: {', '.join(people)})")
        seats.append(SeatClaim(save=str(path.resolve()), seat=seat.lower()))
    return seats


def refusal(environ: dict[str, str] | os._Environ[str], terminal: bool) -> str:
    """Why this connection may not open a screen ("" when it may)."""
    if environ.get("SSH_ORIGINAL_COMMAND", "").strip():
        return NO_COMMANDS
    if not terminal:
        return NEEDS_TERMINAL
    return ""


def _key() -> str:
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    try:
        tty.setraw(fd, termios.TCSANOW)  # not the default TCSAFLUSH: a key typed as the list showed stays
        return os.read(fd, 16).decode("utf-8", "replace")[:1]
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def run(specs: Sequence[str]) -> int:
    seats = picker.offered(seats_named(specs))
    why = refusal(os.environ, sys.stdin.isatty() and sys.stdout.isatty())
    if why:
        print(why, file=sys.stderr)
        return 1
    if len(seats) == 1:
        argv = seat_argv(seats[0])
        os.execv(argv[0], argv)  # the screen takes this process's place, and its terminal
    while True:
        width = os.get_terminal_size().columns
        sys.stdout.write(picker.menu(seats, width))
        sys.stdout.flush()
        key = _key()
        if key in ("q", "Q", "\x03", "\x04"):
            sys.stdout.write(picker.SHOW_CURSOR)
            return 0
        claim = picker.chosen(key, seats)
        if claim is not None:
            sys.stdout.write(picker.SHOW_CURSOR)
            sys.stdout.flush()
            with contextlib.suppress(KeyboardInterrupt):
                subprocess.run(seat_argv(claim), check=False)

