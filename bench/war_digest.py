"""War and politics: one digest of random games through the search core, to show that
a change made for speed leaves the rules as they were.

    .venv/bin/python bench/war_digest.py [PLAYERS] [SEED] [GAMES]

Plays GAMES random games (as bench_war_playout.py plays them) and hashes, at every
command, the legal commands of the seat to act and the state's hash; prints one
digest over them all. The same digest before and after a change: the same lists and
the same states, command by command.
"""

from __future__ import annotations

import hashlib
import random
import sys

import msgspec

from hellenica_tui.games.war import search
from hellenica_tui.games.war.ruleset import RULESET


def digest(players: int, seed: int, games: int) -> str:
    whole = hashlib.sha256()
    encode = msgspec.msgpack.Encoder().encode
    for n in range(games):
        rng = random.Random(seed + n)
        state = search.new_state([f"p{i}" for i in range(players)], seed + n, "aegean", {})
        while not search.is_over(state):
            player = search.to_act(state)[0]
            legal = search.legal(state, player)
            whole.update(encode(legal))
            whole.update(RULESET.state_hash(state))
            state = search.apply(state, player, legal[-1] if rng.random() < 0.5 else rng.choice(legal), rng)
        whole.update(RULESET.state_hash(state))
    return whole.hexdigest()


def main(players: int = 6, seed: int = 8, games: int = 3) -> None:
    print(f"{players} players, seeds {seed} to {seed + games - 1}: {digest(players, seed, games)}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
