import random
import zlib

import msgspec
import pytest

from hellenica_tui.engine.errors import VerifyError
from hellenica_tui.engine.game import Game
from tests.engine import frames
from tests.engine.conftest import RULESETS, new_game, play_randomly
from tests.engine.dicegame import DiceGame


def saved_game(path, commands=60):
    game = new_game(path=path, target=10**9)
    play_randomly(game, commands, random.Random(4))
    game.close()
    return game


def tamper(path, index, change):
    """Rewrite group `index` with `change(raw) -> raw` and fresh checksums, as a forger would."""
    data = open(path, "rb").read()
    items = frames.items(data)
    kind, payload = items[index]
    items[index] = (kind, msgspec.msgpack.encode(change(msgspec.msgpack.decode(payload))))
    with open(path, "wb") as f:
        f.write(frames.rebuild(data[: frames.header_end(data)], items))


def test_an_honest_log_verifies(save_path):
    saved_game(save_path)
    assert Game.load(save_path, RULESETS).verify() == 60


def test_verify_finds_a_tampered_event(save_path):
    game = saved_game(save_path)
    index = next(i for i, g in enumerate(game.log) if i > 5 and type(g.events[0]).__name__ == "PotBanked")
    assert game.log[index].state_hash is not None  # banking ends the turn: its hash is saved

    def richer(raw):  # a group is saved as [player, command, events, state_hash]
        raw[2][0]["amount"] += 1
        return raw

    tamper(save_path, index, richer)
    loaded = Game.load(save_path, RULESETS, check=False)
    with pytest.raises(VerifyError) as info:
        loaded.verify()
    assert info.value.index == index and "other outcomes" in info.value.reason
    with pytest.raises(VerifyError) as info:
        loaded.verify(redecide=False)
    assert info.value.index == index and "differs from the saved one" in info.value.reason


def test_a_change_gone_by_the_end_of_its_turn_is_found_by_deciding_again(save_path):
    # Hashes are kept per turn: a bet changed within a turn that is banked leaves the
    # state at the turn's end as it was (the banked amount is its own event), so only
    # deciding again finds it, at the command itself.
    game = saved_game(save_path)
    index = next(i for i, g in enumerate(game.log) if i > 5 and type(g.events[0]).__name__ == "BetPlaced")

    def richer(raw):
        raw[2][0]["amount"] = 3 if raw[2][0]["amount"] != 3 else 2
        return raw

    tamper(save_path, index, richer)
    loaded = Game.load(save_path, RULESETS, check=False)
    with pytest.raises(VerifyError) as info:
        loaded.verify()
    assert info.value.index == index and "other outcomes" in info.value.reason


def test_verify_finds_forged_dice_even_with_matching_hashes(save_path):
    game = saved_game(save_path)
    index = next(i for i, g in enumerate(game.log) if game.text(g) == "roll")
    loaded = Game.load(save_path, RULESETS)
    group = loaded.log[index]
    forged = group.events[0].__class__(player=group.player, dice=(6, 6))
    # Forge the events but leave the state hash: re-deciding notices, re-folding too.
    loaded._timeline.groups[index] = msgspec.structs.replace(group, events=(forged, *group.events[1:]))
    with pytest.raises(VerifyError) as info:
        loaded.verify()
    assert info.value.index == index


def test_verify_reports_a_command_refused_by_todays_rules(save_path):
    saved_game(save_path)

    class Stricter(DiceGame):
        def decide(self, state, player, command, rng):
            if type(command).__name__ == "Bet" and command.amount == 3:
                from hellenica_tui.engine.errors import IllegalCommand

                raise IllegalCommand("no more big bets")
            return super().decide(state, player, command, rng)

    game = Game.load(save_path, {"dicegame": Stricter()})
    first = next(i for i, g in enumerate(game.log) if game.text(g) == "bet 3")
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
