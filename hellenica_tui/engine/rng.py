"""Where randomness comes from.

Game randomness is drawn only inside a ruleset's `decide`, from an RNG that
depends on nothing but the game seed and the index of the command in the log.
So a command that is undone and redone, or re-decided by `verify`, sees the
very same dice. Anything that must never touch a game state (animations,
flavour text, an AI's tie-breaks shown to no one) takes `cosmetic_rng`.
"""

from __future__ import annotations

import hashlib
import random


def command_rng(seed: int, index: int) -> random.Random:
    """The RNG handed to `decide` for the command at `index` of a game seeded with `seed`."""
    digest = hashlib.blake2b(
        f"{seed}/{index}".encode(), digest_size=16, person=b"command-rng"
    ).digest()
    return random.Random(int.from_bytes(digest, "big"))


def cosmetic_rng() -> random.Random:
    """An RNG seeded from the OS, unrelated to any game seed."""
    return random.Random()
