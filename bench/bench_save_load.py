"""Loading a 100,000-event save (read + CRC + typed decode, before folding)
against a bare msgspec decoder decoding the same events from one buffer.

Targets: our load runs at no less than half the bare decoder's speed, and at
no less than 0.8x one bare msgspec call decoding the save's own frames (heads
and groups as they lie in the file, with no checksum and no check).

Each command of a save carries more than its events (the player, the command
itself, a state hash when it ends a turn, and the frame's head and trailer),
so the ratio depends on how many events a command produces. Three logs are
measured: the engine's test dice game played at random (about 1.2 events per
command), the same events regrouped five to a command, and Hellenica itself:
the commands of seven-AI games one after another until 100,000 events (a log
only for decoding, not one game). Last, for scale, three real saves (the
example games of two, four and seven city-states): the share of opening one
that reading its file takes (the rest sets the game up and folds its events).
"""

from __future__ import annotations

import os
import random
import shutil
import struct
import sys
import tempfile
import time
from typing import Union

import msgspec

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hellenica_tui.engine.game import Game
from hellenica_tui.engine.log import CommandGroup, group_type
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.engine.savefile import HEADER_OFFSET, MAGIC, encode_save
from hellenica_tui.engine.saveread import read_save
from tests.engine.dicegame import RULESET

EVENTS = 100_000


def play(path: str) -> Game:
    game = Game.new(RULESET, "standard", (Seat("ann"), Seat("bob")), 1, {"target": 10**12}, path=path)
    rng = random.Random(1)
    while game.event_count < EVENTS:
        player = game.to_act()[0]
        game.apply(rng.choice(game.legal_commands(player)), player)
    game.close()
    return game


def regroup(game: Game, path: str, per: int) -> list[CommandGroup]:
    """The same events, `per` to a command (not a playable log: only for decoding)."""
    events = [e for g in game.log for e in g.events]
    hashes = [g.state_hash for g in game.log if g.state_hash is not None]
    share = len(hashes) / len(game.log)  # keep the played game's share of commands with a hash
    groups = [
        CommandGroup("ann", game.log[0].command, tuple(events[k : k + per]), hashes[0] if (i * share) % 1 + share >= 1 else None)
        for i, k in enumerate(range(0, len(events), per))
    ]
    with open(path, "wb") as f:
        f.write(encode_save(game.header, groups, []))
    return groups


def best(*actions, repeat: int = 15) -> list[float]:
    """Least CPU time of each action over `repeat` rounds. The actions take
    turns within each round, so a busy spell on the machine hits them alike;
    CPU time, so other processes distort less; results are freed outside the
    timed part."""
    times = [float("inf")] * len(actions)
    for _ in range(repeat):
        for i, action in enumerate(actions):
            start = time.process_time()
            result = action()
            times[i] = min(times[i], time.process_time() - start)
            del result
    return times


def hellenica(path: str) -> list:
    """Seven-AI Hellenica games, seed after seed, their commands saved as one log."""
    from hellenica_tui.ai import bots
    from hellenica_tui.games.hellenica.ruleset import RULESET as HELLENICA

    seats = [Seat(n, "ai", "rulebook") for n in ("athens", "byzantium", "corcyra", "corinth", "sparta", "thebes", "troy")]
    groups: list[CommandGroup] = []
    seed = 1
    while sum(len(g.events) for g in groups) < EVENTS:
        game = Game.new(HELLENICA, "classic", seats, seed)
        bots.advance(game)
        groups += game.log
        seed += 1
    with open(path, "wb") as f:
        f.write(encode_save(game.header, groups, []))
    return [e for g in groups for e in g.events]


def compare(label: str, path: str, events: list, ruleset=RULESET) -> float:
    buffer = msgspec.msgpack.encode(events)
    bare = msgspec.msgpack.Decoder(list[Union[ruleset.event_types]])  # noqa: UP007
    assert bare.decode(buffer) == events
    rulesets = {ruleset.id: ruleset}
    _, saved = read_save(path, rulesets)
    assert [e for g in saved.groups for e in g.events] == events
    # Where the rest goes: the same groups decoded from one buffer of their own,
    # with no file, no frames and no checks (what any per-command log must pay).
    groups = msgspec.msgpack.encode(saved.groups)
    gtype = group_type(ruleset, [s.name for s in saved.header.seats])
    alone = msgspec.msgpack.Decoder(list[gtype])
    # The save's own frames as they lie in the file, decoded by one bare msgspec call
    # (heads and groups, no file, no checksum, no checks): what a load is measured against.
    with open(path, "rb") as f:
        data = f.read()
    start = HEADER_OFFSET + struct.unpack_from("<I", data, len(MAGIC) + 2)[0]
    count = struct.unpack_from(">I", data, len(data) - 8)[0] + 1
    frames = b"\xdd" + (2 * count).to_bytes(4, "big") + data[start:]
    plain = msgspec.msgpack.Decoder(list[Union[int, gtype]])  # noqa: UP007
    assert plain.decode(frames)[1::2] == saved.groups
    ours_s, bare_s, alone_s, frames_s = best(
        lambda: read_save(path, rulesets), lambda: bare.decode(buffer), lambda: alone.decode(groups),
        lambda: plain.decode(frames),
    )
    print(f"{label}: {len(events)} events in {len(saved.groups)} commands, save {os.path.getsize(path) / 1e6:.1f} MB")
    print(f"  bare msgspec decode of the events   {bare_s * 1e3:8.1f} ms  {len(events) / bare_s / 1e6:6.2f} M events/s")
    print(f"  the command groups alone, decoded   {alone_s * 1e3:8.1f} ms  (ceiling {bare_s / alone_s:.2f}x)")
    print(f"  the save's frames, one bare decode  {frames_s * 1e3:8.1f} ms")
    print(f"  read_save (read + CRC + decode)     {ours_s * 1e3:8.1f} ms  {len(events) / ours_s / 1e6:6.2f} M events/s")
    print(f"  speed ratio ours/bare events: {bare_s / ours_s:.2f}x (target >= 0.5x)")
    print(f"  speed ratio ours/bare decode of the same frames: {frames_s / ours_s:.2f}x (target >= 0.8x)")
    return bare_s / ours_s


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        played = os.path.join(folder, "played.hsav")
        game = play(played)
        events = [e for g in game.log for e in g.events]
        compare("dice game as played", played, events)
        dense = os.path.join(folder, "dense.hsav")
        regroup(game, dense, 5)
        compare("same events, 5 per command", dense, events)
        from hellenica_tui.games.hellenica.ruleset import RULESET as HELLENICA

        real = os.path.join(folder, "hellenica.hsav")
        compare("Hellenica, seven-AI games", real, hellenica(real), HELLENICA)
        whole_load(folder, HELLENICA)


EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "saves", "examples")


def whole_load(folder: str, ruleset) -> None:
    """What reading the file is of opening a saved game whole (reading, then folding every
    event into the state and checking the last hash), for the example saves of a game."""
    rulesets = {ruleset.id: ruleset}
    print("Opening a real save: reading the file, of the whole load")
    for name in ("two-players", "four-players", "seven-players"):
        path = os.path.join(folder, f"{name}.hsav")
        shutil.copy(os.path.join(EXAMPLES, f"{name}.hsav"), path)  # a load takes the save's lock
        events = sum(len(g.events) for g in read_save(path, rulesets)[1].groups)
        read_s, load_s = best(lambda p=path: read_save(p, rulesets), lambda p=path: Game.load(p, rulesets).close(), repeat=7)
        print(f"  {name:<14} {events:6} events  read_save {read_s * 1e3:6.2f} ms  whole load {load_s * 1e3:6.1f} ms"
              f"  ({read_s / load_s:.0%})")


if __name__ == "__main__":
    main()
