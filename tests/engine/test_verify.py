import random
import struct
import zlib

import msgspec
import pytest

from hellenica_tui.engine.errors import VerifyError
from hellenica_tui.engine.game import Game
from hellenica_tui.engine.savefile import GROUP, encode_frame
from tests.engine.conftest import RULESETS, new_game, play_randomly
from tests.engine.dicegame import DiceGame


def saved_game(path, commands=60):
    game = new_game(path=path, target=10**9)
    play_randomly(game, commands, random.Random(4))
    game.close()
    return game


def frame_spans(data, start):
    """(offset, end) of each frame after the header."""
    out, off = [], start
    while off < len(data):
        (length,) = struct.unpack_from("<I", data, off)
        out.append((off, off + 11 + length))
        off += 11 + length
    return out


def tamper(path, index, change):
    """Rewrite group `index` with `change(raw) -> raw` and fresh checksums, as a forger would."""
    data = open(path, "rb").read()
    (hlen,) = struct.unpack_from("<I", data, 10)
    start, end = frame_spans(data, 18 + hlen)[index]
    raw = msgspec.msgpack.decode(data[start + 11 : end])
    frame = encode_frame(GROUP, msgspec.msgpack.encode(change(raw)))
    with open(path, "wb") as f:
        f.write(data[:start] + frame + data[end:])


def test_an_honest_log_verifies(save_path):
    saved_game(save_path)
    assert Game.load(save_path, RULESETS).verify() == 60


def test_verify_finds_a_tampered_event(save_path):
    game = saved_game(save_path)
    index = next(g.index for g in game.log if g.events[0].__class__.__name__ == "BetPlaced" and g.index > 10)

    def richer(raw):  # a group is saved as [index, player, text, command, events, state_hash]
        raw[4][0]["amount"] = 3 if raw[4][0]["amount"] != 3 else 2
        return raw

    tamper(save_path, index, richer)
    loaded = Game.load(save_path, RULESETS, check=False)
    with pytest.raises(VerifyError) as info:
        loaded.verify()
    assert info.value.index == index and "other outcomes" in info.value.reason
    with pytest.raises(VerifyError) as info:
        loaded.verify(redecide=False)
    assert info.value.index == index and "differs from the saved one" in info.value.reason


def test_verify_finds_forged_dice_even_with_matching_hashes(save_path):
    game = saved_game(save_path)
    index = next(g.index for g in game.log if g.text == "roll")
    loaded = Game.load(save_path, RULESETS)
    group = loaded.log[index]
    forged = group.events[0].__class__(player=group.player, dice=(6, 6))
    # Forge the events but leave the state hash: re-deciding notices, re-folding too.
    loaded._groups[index] = msgspec.structs.replace(group, events=(forged, *group.events[1:]))
    with pytest.raises(VerifyError) as info:
        loaded.verify()
    assert info.value.index == index


def test_verify_finds_a_forged_text(save_path):
    saved_game(save_path)
    tamper(save_path, 3, lambda raw: [*raw[:2], "bank" if raw[2] == "pass" else "pass", *raw[3:]])
    with pytest.raises(VerifyError, match="command 3: the saved text"):
        Game.load(save_path, RULESETS).verify()


def test_verify_reports_a_command_refused_by_todays_rules(save_path):
    saved_game(save_path)

    class Stricter(DiceGame):
        def decide(self, state, player, command, rng):
            if type(command).__name__ == "Bet" and command.amount == 3:
                from hellenica_tui.engine.errors import IllegalCommand

                raise IllegalCommand("no more big bets")
            return super().decide(state, player, command, rng)

    game = Game.load(save_path, {"dicegame": Stricter()})
    first = next(g.index for g in game.log if g.text == "bet 3")
    with pytest.raises(VerifyError, match="no more big bets") as info:
        game.verify()
    assert info.value.index == first


def test_a_tampered_frame_with_a_bad_checksum_never_loads(save_path):
    saved_game(save_path)
    data = bytearray(open(save_path, "rb").read())
    data[-5] ^= 0x10
    assert zlib.crc32(bytes(data)) != 0
    open(save_path, "wb").write(bytes(data))
    from hellenica_tui.engine.errors import SaveFileError

    with pytest.raises(SaveFileError, match="checksum"):
        Game.load(save_path, RULESETS)
