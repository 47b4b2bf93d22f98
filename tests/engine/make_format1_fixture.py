"""Remake tests/engine/data/format1-four-players.hsav when the classic content or the AI rules change.

It replays the four-AI game of the old file's header (seed 4) under today's rules and writes it
in save format 1, as earlier versions did, for the legacy-load test:

    .venv/bin/python tests/engine/make_format1_fixture.py OLD.hsav NEW.hsav
"""
import struct
import sys
import zlib

import msgspec

from hellenica_tui.ai import bots
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savefile import GROUP, MAGIC
from hellenica_tui.engine.saveread import read_save
from hellenica_tui.games import RULESETS as GAMES
from hellenica_tui.games.hellenica.ruleset import RULESET

old_path = sys.argv[1]
_, saved = read_save(old_path, GAMES)
h = saved.header
game = Game.new(RULESET, h.scenario, list(h.seats), h.seed, dict(h.settings))
bots.advance(game)
assert game.state.winners
enc = msgspec.msgpack.encode
header = msgspec.structs.replace(h, content_hash=RULESET.content_hash(h.scenario))
body = enc(header)
data = MAGIC + struct.pack("<HII", 1, len(body), zlib.crc32(body)) + body

def frame(kind, payload):
    head = struct.pack("<IB", len(payload), kind)
    hcrc = zlib.crc32(head)
    return head + struct.pack("<HI", hcrc & 0xFFFF, zlib.crc32(payload, hcrc)) + payload

for i, g in enumerate(game.log):
    state_hash = RULESET.state_hash(game.state_at(i + 1))
    data += frame(GROUP, enc([i, g.player, game.text(g), g.command, list(g.events), state_hash]))
open(sys.argv[2], "wb").write(data)
print(len(game.log), "groups", game.state.winners)
