"""Who may read a save and the files beside it that name its players: its owner alone.

A save holds every seat's hidden cards and choices, so whatever mode a save (or its
host lease) had before, each program that writes it makes it 0600 again; a file of
another account is left as it is (only its owner may change its mode).
"""

from __future__ import annotations

import contextlib
import os

PRIVATE = 0o600


def make_private(fd: int) -> None:
    """The open file `fd` readable and writable by its owner only."""
    with contextlib.suppress(OSError, AttributeError):  # AttributeError: no fchmod (Windows)
        os.fchmod(fd, PRIVATE)
