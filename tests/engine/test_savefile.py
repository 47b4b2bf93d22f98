import os
import random
import shutil
import struct
import warnings
import zlib

import msgspec
import pytest

from hellenica_tui.engine import savefile, savewrite
from hellenica_tui.engine.errors import SaveFileError
from hellenica_tui.engine.game import Game, SaveFileWarning
from hellenica_tui.engine.rng import command_rng
from hellenica_tui.engine.ruleset import Seat
from hellenica_tui.engine.savefile import (
    GROUP,
    MAGIC,
    UNDONE,
    SaveHeader,
    encode_frame,
    encode_frames,
    header_crc,
)
from hellenica_tui.engine.saveread import read_header
from tests.engine.conftest import PERSON_AND_BOTS, RULESETS, TWO_PEOPLE, new_game, play_randomly
from tests.engine.dicegame import RULESET, DiceGame, DiceRolled, _dice_as_pair

enc = msgspec.msgpack.encode


def encode_header(head):
    """A header of format 2, whose redo stack is UNDONE frames at the tail: the hand-made
    saves of these tests are of that format, which every program since reads."""
    return savefile.encode_header(head, savefile.FORMAT_2)


def played(save_path, commands=40, seed=11):
    game = new_game(path=save_path, seed=seed, target=10**6)
    play_randomly(game, commands, random.Random(seed))
    return game


def header(**changes):
    fields = {
        "program_version": "0.1.0", "ruleset": "dicegame", "scenario": "standard",
        "content_hash": RULESET.content_hash("standard"), "seed": 1, "seats": TWO_PEOPLE,
        "settings": {}, "schema_version": 2,
    }  # fmt: skip
    fields.update(changes)
    return SaveHeader(**fields)


def raw_group(player="ann", command=None, events=None, state_hash=None):
    """A command group as a save holds it: an array of its fields."""
    return [
        player,
        command or {"type": "Bet", "amount": 1},
        events if events is not None else [{"type": "BetPlaced", "player": player, "amount": 1}],
        state_hash,
    ]  # fmt: skip


def G(raw):
    """A GROUP frame's kind and payload."""
    return GROUP, enc(raw)


def U(batch):
    """An UNDONE frame's kind and payload: a one-element array holding the batch."""
    return UNDONE, enc([batch])


def frame_bytes(*items, head=None):
    """Each frame of a file made of `items`, chained as a writer would."""
    return encode_frames(list(items), 0, header_crc(encode_header(head or header())))[0]


def texts(game):
    return [game.text(g) for g in game.log]


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    return path


def load(path, **kw):
    return Game.load(path, RULESETS, **kw)


# -- round trips ---------------------------------------------------------------


def test_every_command_is_appended_at_once(save_path):
    game = new_game(path=save_path)
    sizes = [os.path.getsize(save_path)]
    for text in ("bet 1", "bet 2", "bank"):
        game.apply(text, "ann")
        sizes.append(os.path.getsize(save_path))
    assert sizes == sorted(set(sizes))  # grew after each command, unflushed nowhere
    assert texts(load(save_path)) == ["bet 1", "bet 2", "bank"]


def test_a_save_round_trips_byte_for_byte(save_path, tmp_path):
    game = played(save_path)
    game.undo_blocked_reason()
    original = open(save_path, "rb").read()
    again = load(save_path)
    assert RULESET.state_hash(again.state) == RULESET.state_hash(game.state)
    assert list(again.log) == list(game.log)
    copy = str(tmp_path / "copy.hsav")
    again.save_as(copy)
    assert open(copy, "rb").read() == original
    assert savefile.encode_save(again.header, list(again.log), []) == original


def test_loading_never_writes(save_path):
    played(save_path).close()
    with open(save_path, "ab") as f:
        f.write(b"\x05\x00")  # a torn frame header
    before = (open(save_path, "rb").read(), os.stat(save_path).st_mtime_ns)
    with pytest.warns(SaveFileWarning):
        load(save_path)
    assert (open(save_path, "rb").read(), os.stat(save_path).st_mtime_ns) == before


def test_header_holds_the_game_setup(save_path):
    new_game(path=save_path, seed=99)
    h = read_header(save_path)
    assert (h.ruleset, h.scenario, h.seed, h.seats, h.settings) == ("dicegame", "standard", 99, TWO_PEOPLE, {"target": 60})
    assert h.content_hash == RULESET.content_hash("standard") and h.schema_version == 2 and h.program_version
    assert open(save_path, "rb").read(8) == MAGIC


def test_the_redo_stack_survives_in_the_file(save_path):
    game = new_game(path=save_path)
    for text in ("bet 1", "bet 2", "bet 3", "pass"):
        game.apply(text, "ann")
    full = RULESET.state_hash(game.state)
    game.undo()
    game.undo()
    game.close()
    later = load(save_path)
    assert texts(later) == ["bet 1", "bet 2"] and later.can_redo
    later.redo()
    later.close()
    again = load(save_path)
    assert texts(again) == ["bet 1", "bet 2", "bet 3"]
    again.redo()
    assert RULESET.state_hash(again.state) == full and not again.can_redo
    again.undo()
    again.apply("bet 2", "ann")  # drops the redo stack, in the file too
    again.close()
    last = load(save_path)
    assert texts(last) == ["bet 1", "bet 2", "bet 3", "bet 2"] and not last.can_redo


def test_undo_and_redo_append_one_frame_each_and_leave_the_rest_as_it_was(save_path):
    game = played(save_path, 30)
    game.apply("bet 1", game.to_act()[0])
    prefix = open(save_path, "rb").read()
    inode = os.stat(save_path).st_ino
    game.undo()
    data = open(save_path, "rb").read()
    assert data[: len(prefix)] == prefix and data[len(prefix) + 1] == savefile.UNDO
    game.redo()
    more = open(save_path, "rb").read()
    assert more[: len(data)] == data and more[len(data) + 1] == savefile.REDO
    assert os.stat(save_path).st_ino == inode  # appended to, never rewritten
    again = load(save_path)
    assert list(again.log) == list(game.log) and not again.can_redo


def test_torn_last_frame_is_reported_dropped_and_overwritten(save_path):
    game = played(save_path, 20)
    n = len(game.log)
    game.close()
    data = open(save_path, "rb").read()
    write(save_path, data[:-3])
    with pytest.warns(SaveFileWarning, match="cut off"):
        torn = load(save_path)
    assert len(torn.log) == n - 1 and "cut off" in torn.warnings[0]
    torn.apply("bet 1", torn.to_act()[0])
    torn.close()
    healed = load(save_path)
    assert healed.warnings == [] and len(healed.log) == n


def test_a_torn_frame_header_is_dropped_too(save_path):
    played(save_path, 5).close()
    data = open(save_path, "rb").read()
    write(save_path, data + encode_frame(GROUP, enc(raw_group()), 5, 0)[0][:7])
    with pytest.warns(SaveFileWarning):
        assert len(load(save_path).log) == 5


# -- schema upgrades -------------------------------------------------------------


def v1_groups():
    """Groups of schema 1, where a roll was written as fields a and b: two played, one undone."""
    rs = RULESET
    state = rs.initial_state("standard", TWO_PEOPLE, 1, {})
    rs.evolve(state, DiceRolled(player="ann", dice=(6, 2)))
    g0 = raw_group(command={"type": "Roll"}, events=[{"type": "DiceRolled", "player": "ann", "a": 6, "b": 2}])
    rs.evolve(state, rs.decide(state, "ann", rs.parse("bet 1", state, "ann"), random.Random())[0])
    g1 = raw_group(state_hash=rs.state_hash(state))
    (rolled,) = rs.decide(state, "ann", rs.parse("roll", state, "ann"), command_rng(1, 2))  # what redo must give
    a, b = rolled.dice
    undone = raw_group(command={"type": "Roll"}, events=[{"type": "DiceRolled", "player": "ann", "a": a, "b": b}])
    return g0, g1, undone


def v1_save(path):
    """A schema-1 save in today's format."""
    g0, g1, undone = v1_groups()
    head = header(schema_version=1, seed=1)
    return write(path, encode_header(head) + b"".join(frame_bytes(G(g0), G(g1), U([undone]), head=head)))


def format1_save(path, schema=1):
    """A save in format 1: each frame with its own crc; groups with their index and text, a hash after each."""
    g0, g1, undone = v1_groups()
    if schema == 2:  # rolls as pairs already
        for raw in (g0, undone):
            raw[2] = [_dice_as_pair({"events": [dict(e) for e in raw[2]]})["events"][0]]

    def old(index, text, raw):
        player, command, events, state_hash = raw
        return [index, player, text, command, events, state_hash or b""]

    def frame(kind, payload):
        head = struct.pack("<IB", len(payload), kind)
        hcrc = zlib.crc32(head)
        return head + struct.pack("<HI", hcrc & 0xFFFF, zlib.crc32(payload, hcrc)) + payload

    body = enc(header(schema_version=schema, seed=1))
    data = MAGIC + struct.pack("<HII", 1, len(body), zlib.crc32(body)) + body
    data += frame(GROUP, enc(old(0, "roll", g0))) + frame(GROUP, enc(old(1, "bet 1", g1)))
    data += frame(UNDONE, enc([old(2, "roll", undone)]))
    return write(path, data)


@pytest.mark.parametrize("make", [v1_save, format1_save])
def test_upcasters_run_before_typed_decoding(make, save_path):
    game = load(make(save_path))
    assert game.log[0].events == (DiceRolled(player="ann", dice=(6, 2)),)
    assert game.state.pot == 9
    assert game.redo_stack[0][0].events == (DiceRolled(player="ann", dice=tuple(v1_groups()[2][2][0][k] for k in "ab")),)
    game.verify(redecide=False)


@pytest.mark.parametrize("make", [v1_save, format1_save])
def test_the_first_write_upgrades_the_whole_file(make, save_path):
    game = load(make(save_path))
    assert read_header(save_path).schema_version == 1
    game.apply("bet 2", "ann")
    game.close()
    assert read_header(save_path).schema_version == 2
    assert open(save_path, "rb").read()[8:10] == savefile.FORMAT_VERSION.to_bytes(2, "little")
    again = load(save_path)
    assert [again.text(g) for g in again.log] == ["roll", "bet 1", "bet 2"]
    assert again.log[0].events == (DiceRolled(player="ann", dice=(6, 2)),)


def test_a_format_1_save_of_the_current_schema_loads_and_is_upgraded_on_write(save_path):
    format1_save(save_path, schema=2)
    data = open(save_path, "rb").read()
    game = load(save_path)
    assert [game.text(g) for g in game.log] == ["roll", "bet 1"] and game.can_redo
    assert open(save_path, "rb").read() == data  # loading never writes
    game.redo()
    game.close()
    assert open(save_path, "rb").read()[8:10] == savefile.FORMAT_VERSION.to_bytes(2, "little")


def test_a_format_1_save_reports_its_damage_like_today(save_path):
    format1_save(save_path)
    data = open(save_path, "rb").read()
    first = len(MAGIC) + 10 + len(enc(header(schema_version=1, seed=1)))
    write(save_path, data[: first + 12] + bytes([data[first + 12] ^ 1]) + data[first + 13 :])
    with pytest.raises(SaveFileError, match="checksum mismatch") as info:
        load(save_path)
    assert info.value.offset == first


# -- every way a load can fail -------------------------------------------------------


class Stubborn(DiceGame):
    """A dice game whose content or setup cannot be loaded, or whose upcaster is broken."""

    def __init__(self, fail=""):
        super().__init__()
        self.fail = fail
        if fail == "upcaster":
            self.upcasters = {1: lambda g: g["no such key"]}
        if fail == "no upcaster":
            self.upcasters = {}

    def content_hash(self, scenario):
        if self.fail == "content":
            raise OSError("scenario folder missing")
        return super().content_hash(scenario)


def frames_file(path, *items, head=None):
    return write(path, encode_header(head or header()) + b"".join(frame_bytes(*items, head=head)))


def good_group():
    return G(raw_group())


def misnumbered(path):
    """Two frames, the second numbered 2: its chain is sound, its place is not."""
    head = encode_header(header())
    first, run = encode_frame(*good_group(), 0, header_crc(head))
    second, _ = encode_frame(*good_group(), 2, run)
    return write(path, head + first + second)


def damaged(path, at, value):
    """A one-frame file with the byte `at` of its frame set to `value`."""
    frame = bytearray(frame_bytes(good_group())[0])
    frame[at] = value
    return write(path, encode_header(header()) + frame)


FAILURES = {
    "wrong magic": (lambda p: write(p, b"PK\x03\x04" + b"\x00" * 40), 0, "magic"),
    "empty file": (lambda p: write(p, b""), 0, "magic"),
    "short prefix": (lambda p: write(p, MAGIC + b"\x01\x00"), 10, "ends inside its header"),
    "format version": (lambda p: write(p, MAGIC + struct.pack("<HII", 9, 0, 0)), 8, "format 9"),
    "header too long": (lambda p: write(p, MAGIC + struct.pack("<HII", 2, 500, 0) + b"\x80"), 19, "ends inside"),
    "header crc": (
        lambda p: write(p, (h := encode_header(header()))[:-1] + bytes((h[-1] ^ 0xFF,))), 18, "header is damaged"),
    "header type": (
        lambda p: write(p, MAGIC + struct.pack("<HII", 2, 2, zlib.crc32(b"\x91\x01")) + b"\x91\x01"), 18,
        "header is unreadable"),
    "unknown game": (lambda p: frames_file(p, head=header(ruleset="chess")), 18, "unknown game 'chess'"),
    "newer schema": (lambda p: frames_file(p, head=header(schema_version=3)), 18, "newer program"),
    "frame header": (lambda p: damaged(p, 7, 0x55), None, "frame header is damaged"),
    "frame head mark": (lambda p: damaged(p, 0, 0xCE), None, "frame header is damaged"),
    "frame crc": (lambda p: damaged(p, -1, 0x02), None, "checksum mismatch"),
    "frame body": (lambda p: damaged(p, 12, 0x00), None, "checksum mismatch"),
    "unknown kind": (lambda p: frames_file(p, (7, enc(raw_group()))), None, "unknown frame kind 7"),
    "unknown kind inside": (
        lambda p: frames_file(p, good_group(), (7, enc(raw_group())), good_group()), "second", "unknown frame kind 7"),
    "not a group": (lambda p: frames_file(p, G([1, 2])), None, "no valid command"),
    "bad msgpack": (lambda p: frames_file(p, (GROUP, b"\xc1")), None, "no valid command"),
    "unknown event": (lambda p: frames_file(p, G(raw_group(events=[{"type": "Meteor"}]))), None, "no valid command"),
    "order": (misnumbered, "second", "frame 2 found where frame 1 belongs"),
    "swapped": (
        lambda p: write(p, encode_header(header()) + b"".join(frame_bytes(good_group(), G(raw_group(player="bob")))[::-1])),
        None, "checksum mismatch"),
    "dropped": (
        lambda p: write(p, encode_header(header()) + b"".join(frame_bytes(good_group(), good_group(), good_group())[::2])),
        "second", "checksum mismatch"),
    "another game": (
        lambda p: write(p, encode_header(header()) + b"".join(frame_bytes(good_group(), head=header(seed=2)))),
        None, "checksum mismatch"),
    "played after undone": (lambda p: frames_file(p, U([raw_group()]), good_group()), "after undone", "follows an undone one"),
    "empty undone": (lambda p: frames_file(p, good_group(), U([])), "second", "holds no command"),
    "undone not a list": (lambda p: frames_file(p, (UNDONE, enc(raw_group()))), None, "no valid command"),
    "stranger": (lambda p: frames_file(p, G(raw_group(player="zed"))), None, "'zed', who does not play"),
    "evolve fails": (
        lambda p: frames_file(p, G(raw_group(command={"type": "Play", "card": 4},
            events=[{"type": "CardPlayed", "player": "ann", "card": 4}]))), None, "cannot be replayed"),
    "final hash": (lambda p: frames_file(p, G(raw_group(state_hash=b"\x00" * 16))), None, "does not reach the saved state"),
    "content changed": (lambda p: frames_file(p, head=header(content_hash="abc")), 18, "scenario has changed"),
    "unknown scenario": (lambda p: frames_file(p, head=header(scenario="moon")), 18, "cannot be loaded"),
    "bad settings": (lambda p: frames_file(p, head=header(settings={"target": "lots"})), 18, "cannot be set up"),
    "directory": (lambda p: os.makedirs(p) or p, 0, "not a regular file"),
    "missing": (lambda p: p, 0, "cannot open"),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(FAILURES))
def test_every_load_failure_is_one_save_file_error(case, save_path):
    make, offset, reason = FAILURES[case]
    path = make(save_path)
    with pytest.raises(SaveFileError) as info:
        load(path)
    err = info.value
    assert err.path == path and reason in err.reason, err
    first_frame = len(encode_header(header()))
    expected = {
        None: first_frame,
        "second": first_frame + len(frame_bytes(good_group())[0]),
        "after undone": first_frame + len(frame_bytes(U([raw_group()]))[0]),
    }.get(offset, offset)
    assert err.offset == expected, err
    assert str(err).startswith(f"{path}: at byte {err.offset}: ")


@pytest.mark.parametrize(
    "fail, reason", [("content", "cannot be loaded"), ("upcaster", "cannot be upgraded"), ("no upcaster", "no way to upgrade")]
)
def test_ruleset_side_failures(fail, reason, save_path):
    v1_save(save_path)
    with pytest.raises(SaveFileError, match=reason):
        Game.load(save_path, {"dicegame": Stubborn(fail)})


def test_a_ruleset_filed_under_another_name(save_path):
    frames_file(save_path)
    with pytest.raises(SaveFileError, match="not 'other'"):
        Game.load(save_path, {"dicegame": type("Other", (DiceGame,), {"id": "other"})()})


def test_a_changed_scenario_can_be_loaded_on_request(save_path):
    frames_file(save_path, head=header(content_hash="abc"))
    with pytest.warns(SaveFileWarning, match="has changed"):
        game = load(save_path, allow_content_change=True)
    assert game.log == [] and "has changed" in game.warnings[0]


def test_the_final_hash_check_can_be_skipped_so_verify_can_say_where(save_path):
    frames_file(save_path, G(raw_group(state_hash=b"\x00" * 16)))
    game = load(save_path, check=False)
    assert len(game.log) == 1


def _heads_edited(data, changes):
    """`data` with the heads of some frames claiming other lengths (frame index: bytes
    added), each head's check and the last trailer's crc redone, as a forger would."""
    from tests.engine.frames import frames

    out = bytearray(data)
    found = frames(data)
    for index, more in changes.items():
        at = found[index].start
        _, kind, length, _, _ = struct.unpack_from(">BBIHB", out, at)
        check = zlib.crc32(struct.pack(">BI", kind, length + more)) & 0xFFFF
        struct.pack_into(">BBIHB", out, at, 0xCF, kind, length + more, check, 0)
    seed = struct.unpack_from("<HII", out, len(MAGIC))[2]
    struct.pack_into(">I", out, len(out) - 4, zlib.crc32(out[found[0].start : -4], seed))
    return bytes(out), found


def test_a_sound_save_loads_in_one_decode_without_the_walk(save_path, monkeypatch):
    # The fast load must take a sound save whole: were its checks of the heads wrong,
    # every load would quietly walk the frames one by one.
    from hellenica_tui.engine import journalread

    game = played(save_path)
    game.undo("ann")
    game.close()

    def no_walk(*args, **kwargs):
        raise AssertionError("walked frame by frame")

    monkeypatch.setattr(journalread, "_frame_by_frame", no_walk)
    again = load(save_path)
    assert list(again.log) == list(game.log) and again.can_redo


@pytest.mark.parametrize("changes", [{0: 1}, {0: 1, 1: -1}], ids=["one head", "two that cancel out"])
def test_heads_that_disagree_with_their_trailers_are_named_by_the_walk(changes, save_path):
    # Lengths forged with every checksum redone: the fast load finds a head that is not
    # as its trailer says, and the walk frame by frame names the first one.
    played(save_path).close()
    data, found = _heads_edited(open(save_path, "rb").read(), changes)
    write(save_path, data)
    with pytest.raises(SaveFileError) as info:
        load(save_path)
    assert info.value.offset == found[0].start


def test_a_trailer_with_another_frames_ordinal_is_named_by_the_walk(save_path):
    # One trailer's ordinal forged, the file's last crc redone: the fast load finds the
    # trailer is not its frame's, and the walk names that frame.
    played(save_path).close()
    data, found = _heads_edited(open(save_path, "rb").read(), {})
    out = bytearray(data)
    struct.pack_into(">I", out, found[2].end - 8, 1)
    seed = struct.unpack_from("<HII", out, len(MAGIC))[2]
    struct.pack_into(">I", out, len(out) - 4, zlib.crc32(out[found[0].start : -4], seed))
    write(save_path, bytes(out))
    with pytest.raises(SaveFileError) as info:
        load(save_path)
    assert info.value.offset == found[2].start


def test_read_header_fails_the_same_way(save_path):
    write(save_path, b"nope")
    with pytest.raises(SaveFileError, match="magic"):
        read_header(save_path)


def test_a_new_game_over_an_existing_file_replaces_it(save_path):
    write(save_path, b"old junk")
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    assert len(load(save_path).log) == 1
    assert [f for f in os.listdir(os.path.dirname(save_path)) if f.endswith(".tmp")] == []


def test_seats_keep_their_kind(save_path):
    seats = (Seat("ann"), Seat("bot", kind="ai", ai="greedy"))
    Game.new(RULESET, "short", seats, 3, {}, path=save_path).apply("bet 1", "ann")
    assert load(save_path).seats == seats


# -- when the disk says no ---------------------------------------------------------


class FullDisk:
    """A save file whose writes fail, as on a full disk."""

    def __init__(self, file) -> None:
        self._file = file

    def write(self, data: bytes) -> int:
        raise OSError(28, "No space left on device")

    def __getattr__(self, name: str):
        return getattr(self._file, name)


def failing_writes(monkeypatch):
    """Every write to a save fails until the test ends: appends through the writer,
    and a new file (undo, redo) when it is synced."""
    plain = savewrite.SaveWriter.__init__

    def init(self, path, frames) -> None:
        plain(self, path, frames)
        self._file = FullDisk(self._file)

    def refuse(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savewrite.SaveWriter, "__init__", init)
    monkeypatch.setattr(savewrite.os, "fsync", refuse)


def test_a_command_that_cannot_be_saved_is_refused_and_leaves_no_trace(save_path, monkeypatch):
    game = new_game(path=save_path)
    game.apply("bet 1", "ann")
    before = (RULESET.state_hash(game.state), list(game.log), open(save_path, "rb").read())
    with monkeypatch.context() as patch:
        failing_writes(patch)
        with pytest.raises(SaveFileError, match="cannot save the game: No space left"):
            game.apply("bet 2", "ann")
    assert (RULESET.state_hash(game.state), list(game.log)) == before[:2]
    assert open(save_path, "rb").read() == before[2]
    game.apply("bet 3", "ann")  # the disk is back
    assert texts(load(save_path)) == ["bet 1", "bet 3"]


def test_an_undo_or_redo_that_cannot_be_saved_is_taken_back(save_path, monkeypatch):
    game = new_game(path=save_path)
    for text in ("bet 1", "bet 2"):
        game.apply(text, "ann")
    full = (RULESET.state_hash(game.state), list(game.log))
    whole = open(save_path, "rb").read()
    with monkeypatch.context() as patch:
        failing_writes(patch)
        with pytest.raises(SaveFileError):
            game.undo()
    assert (RULESET.state_hash(game.state), list(game.log)) == full and not game.can_redo
    assert open(save_path, "rb").read() == whole and not [f for f in os.listdir(os.path.dirname(save_path)) if f.endswith(".tmp")]
    game.undo()
    undone = open(save_path, "rb").read()
    with monkeypatch.context() as patch:
        failing_writes(patch)
        with pytest.raises(SaveFileError):
            game.redo()
        with pytest.raises(SaveFileError):
            game.apply("bet 3", "ann")  # would drop the redo stack: refused, the stack kept
    assert len(game.log) == 1 and game.can_redo and game.state.pot == 1
    assert open(save_path, "rb").read() == undone
    game.redo()
    game.close()
    assert texts(load(save_path)) == ["bet 1", "bet 2"]


def test_a_save_in_a_missing_folder_is_a_save_file_error(tmp_path):
    with pytest.raises(SaveFileError, match="cannot write"):
        new_game(path=str(tmp_path / "nowhere" / "g.hsav"))
    game = new_game(path=str(tmp_path / "g.hsav"))
    game.apply("bet 1", "ann")
    with pytest.raises(SaveFileError):
        game.save_as(str(tmp_path / "nowhere" / "h.sav"))
    game.apply("bet 2", "ann")  # still saving to the first file
    assert len(load(str(tmp_path / "g.hsav")).log) == 2


def test_a_real_game_saved_in_format_1_loads_verifies_and_is_upgraded_on_save(tmp_path):
    from hellenica_tui.games import RULESETS as GAMES

    old = os.path.join(os.path.dirname(__file__), "data", "format1-four-players.hsav")
    before = open(old, "rb").read()
    assert before[8:10] == b"\x01\x00"  # written by the earlier layout
    game = Game.load(old, GAMES)
    assert game.verify() == len(game.log) > 100 and game.state.winners
    assert open(old, "rb").read() == before
    copy = str(tmp_path / "copy.hsav")
    game.save_as(copy)
    again = Game.load(copy, GAMES)
    assert open(copy, "rb").read()[8:10] == savefile.FORMAT_VERSION.to_bytes(2, "little")
    assert list(again.log) == list(game.log) and again.verify() == len(game.log)


def test_a_command_refused_leaves_a_save_of_an_older_layout_as_it_was(tmp_path):
    # The first write rewrites an older layout whole; a refused command writes nothing.
    # (Found by the crafted saves: `do` refused on a format-2 save had rewritten it first.)
    from hellenica_tui.engine.errors import CommandError
    from hellenica_tui.games import RULESETS as GAMES

    old = str(tmp_path / "old.hsav")
    shutil.copy(os.path.join(os.path.dirname(__file__), "data", "format1-four-players.hsav"), old)
    before = open(old, "rb").read()
    game = Game.load(old, GAMES)
    player = game.header.seats[0].name
    with pytest.raises(CommandError):
        game.apply("pass", player)  # the game is over
    assert open(old, "rb").read() == before


@pytest.mark.parametrize("torn", [False, True])
def test_undo_after_a_load_appends_where_the_valid_frames_end(torn, save_path):
    # A fast load and a load that walked the frames one by one (a torn tail, which
    # the undo then writes over) agree on where the journal ends.
    game = new_game(PERSON_AND_BOTS, path=save_path, target=10**6)  # undo takes back the bots' commands too
    play_randomly(game, 25, random.Random(5), barriers=False)
    game.close()
    whole = open(save_path, "rb").read()
    if torn:
        write(save_path, whole[:-3])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        loaded = load(save_path)
    kept = len(loaded.log)
    loaded.undo("ann")
    cut = len(loaded.log)
    assert cut < kept
    loaded.close()
    again = load(save_path)
    assert list(again.log) == list(game.log[:cut]) and again.can_redo
    assert again.redo_stack[-1] == list(game.log[cut:kept])
    last_size = struct.unpack(">I", whole[-12:-8])[0]  # the trailer holds its frame's size
    prefix = whole[: len(whole) - last_size] if torn else whole
    data = open(save_path, "rb").read()
    assert data.startswith(prefix) and data[len(prefix) + 1] == savefile.UNDO
